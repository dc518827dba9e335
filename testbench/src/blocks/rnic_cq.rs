//! rnic_cq: port binding, the host (memory, the driver's completion queues, doorbells) and
//! the scoreboard.
//!
//! The host side is the driver's own `CompletionQueue` (setup, poll by owner bit, release)
//! over host memory. The oracle is golden's `cq::CqProducer` per queue, fed the block's
//! doorbells and completions in the order the block takes them (its one FSM applies them in
//! that order): every write the block makes must be golden's next write (address and all 32
//! bytes, owner bit included), every completion the driver polls must be the next one golden
//! wrote for that queue, and the counters must equal golden's drops, overruns and refusals.
//! Some queues stop being polled for long stretches, so they fill and overrun; an overrun
//! queue is restarted by the driver (`setup` again) after a while.

use super::rnic_cmd::{EntryWrite, SimHost};
use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_driver::qp::CompletionQueue;
use iwarp_driver::Host;
use iwarp_golden::cq::{CqProducer, Produced};
use iwarp_golden::host_cmd::ring_log_ok;
use iwarp_golden::host_if::{doorbell, Cqe, CqeOp, CqeStatus, CQE_BYTES};
use iwarp_model::rnic::cq::{RnicCq, CQS};
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_cq`.
    CqIn, CqOut, RnicCq, verilated::rnic_cq::Model,
    inputs {
        reset: bool,
        s_db.valid: bool, s_db.addr: u16, s_db.data: u32,
        s_cqe.valid: bool, s_cqe.cq: u8, s_cqe.wr_id: u64, s_cqe.len: u32, s_cqe.inv_stag: u32,
        s_cqe.qp: u16, s_cqe.op: u8, s_cqe.status: u8, s_cqe.flags: u8,
        m_wr.ready: bool, m_wd.ready: bool,
    }
    outputs {
        s_db.ready: bool, s_cqe.ready: bool,
        m_wr.valid: bool, m_wr.addr: u64, m_wr.len: u16,
        m_wd.valid: bool, m_wd.data: u64, m_wd.keep: u8, m_wd.last: bool,
        overrun: u16, idle: bool,
        cnt_written: u32, cnt_dropped: u32, cnt_overruns: u32, cnt_bad_db: u32,
    }
);

pub type CqDut = Box<dyn Dut<In = CqIn, Out = CqOut>>;

pub fn cq_dut(kind: BackendKind, test: &str) -> CqDut {
    build::<RnicCq, verilated::rnic_cq::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = CqIn, Out = CqOut>) {
    for _ in 0..2 {
        dut.eval(&CqIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Where queue c's ring lives.
fn ring_base(cq: usize) -> u64 {
    0x40_0000 + (cq as u64) * 0x10_0000
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct CqRun {
    pub offered: u64,
    pub written: u64,
    pub polled: u64,
    /// Dropped because the queue was not started, because it was full (each of those starts
    /// an overrun), and because it was overrun already.
    pub unstarted: u64,
    pub overruns: u64,
    pub dropped_overrun: u64,
    pub restarts: u64,
    pub bad_doorbells: u64,
    /// Completion ring laps polled.
    pub laps: u64,
    pub cycles: u64,
}

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct CqEnv {
    /// Probability a completion is offered in a cycle; a write channel's ready is low.
    pub rate: f64,
    pub stall: f64,
    /// Probability per cycle that a queue's poller pauses, and the longest pause.
    pub pause_p: f64,
    pub pause: u64,
    /// Probability per cycle of a doorbell write the block must refuse.
    pub misuse: f64,
}

struct Queue {
    driver: Option<CompletionQueue>,
    golden: Option<CqProducer>,
    /// Completions golden wrote and the driver has not polled, in order.
    written: VecDeque<Cqe>,
    polled: u32,
    paused: u64,
    /// Cycles the queue has been overrun (restarted after a while).
    overrun_for: u64,
    log: u8,
}

/// The bench: `CQS` queues, some started at the beginning, some later.
pub struct CqBench {
    host: SimHost,
    queues: Vec<Queue>,
    /// Base halves as the block took them (golden's producers start from them).
    base: Vec<u64>,
    expect: VecDeque<(u64, [u8; CQE_BYTES])>,
    write: EntryWrite,
    db_on: Option<(u32, u32)>,
    /// The doorbells the bench meant to be refused, in the order queued.
    cqe_on: Option<(u8, Cqe)>,
    env: CqEnv,
    draining: bool,
    pub run: CqRun,
}

impl CqBench {
    pub fn new(env: CqEnv, rng: &mut TestRng) -> Self {
        let mut b = CqBench {
            host: SimHost::default(),
            queues: (0..CQS).map(|_| Queue { driver: None, golden: None, written: VecDeque::new(), polled: 0, paused: 0, overrun_for: 0, log: 1 }).collect(),
            base: vec![0; CQS],
            expect: VecDeque::new(),
            write: EntryWrite::default(),
            db_on: None,
            cqe_on: None,
            env,
            draining: false,
            run: CqRun::default(),
        };
        // Most queues are started now (sizes 2 to 64 entries); two are left for later.
        for c in 0..CQS - 2 {
            b.start(c, rng.gen_range(1..=6));
        }
        b
    }

    /// The driver (re)starts queue `c`: its ring zeroed, its registers written.
    fn start(&mut self, c: usize, log: u8) {
        let q = CompletionQueue::new(c as u16, ring_base(c), log).unwrap();
        q.setup(&mut self.host);
        let s = &mut self.queues[c];
        (s.driver, s.written, s.polled, s.overrun_for, s.log) = (Some(q), VecDeque::new(), 0, 0, log);
    }

    fn random_cqe(rng: &mut TestRng) -> Cqe {
        Cqe {
            wr_id: rng.gen(),
            len: rng.gen(),
            inv_stag: rng.gen(),
            qp: rng.gen(),
            op: CqeOp::ALL[rng.gen_range(0..CqeOp::ALL.len())],
            status: CqeStatus::ALL[rng.gen_range(0..CqeStatus::ALL.len())],
            flags: rng.gen_range(0..4),
            owner: false,
        }
    }

    /// Runs until `n` completions were offered and everything settled.
    pub fn run(&mut self, dut: &mut dyn Dut<In = CqIn, Out = CqOut>, n: u64, rng: &mut TestRng) -> Result<CqRun, String> {
        let base = dut.eval(&CqIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let mut quiet = 0;
        let mut stuck = 0u64;
        let mut misuse_left = 0u64;
        loop {
            self.run.cycles += 1;
            let before = (self.run.offered, self.run.written, self.run.polled);
            // The host: doorbells in order; now and then one it must be refused for.
            if rng.gen_bool(self.env.misuse) && self.run.offered < n {
                self.misuse(rng);
                misuse_left += 1;
            }
            if self.db_on.is_none() {
                self.db_on = self.host.0.borrow_mut().doorbells.pop_front();
            }
            if self.cqe_on.is_none() && self.run.offered < n && rng.gen_bool(self.env.rate) {
                let c = rng.gen_range(0..CQS) as u8;
                self.cqe_on = Some((c, Self::random_cqe(rng)));
            }
            let mut i = CqIn { m_wr_ready: ready.drive(rng), m_wd_ready: ready.drive(rng), ..Default::default() };
            if let Some((a, v)) = self.db_on {
                (i.s_db_valid, i.s_db_addr, i.s_db_data) = (true, a as u16, v);
            }
            if let Some((c, e)) = self.cqe_on {
                (i.s_cqe_valid, i.s_cqe_cq, i.s_cqe_wr_id, i.s_cqe_len, i.s_cqe_inv_stag) = (true, c, e.wr_id, e.len, e.inv_stag);
                (i.s_cqe_qp, i.s_cqe_op, i.s_cqe_status, i.s_cqe_flags) = (e.qp, e.op as u8, e.status as u8, e.flags);
            }
            let o = dut.eval(&i);
            if i.s_db_valid && o.s_db_ready {
                let (a, v) = self.db_on.take().unwrap();
                self.doorbell(a, v);
            }
            if i.s_cqe_valid && o.s_cqe_ready {
                let (c, e) = self.cqe_on.take().unwrap();
                self.run.offered += 1;
                let q = &mut self.queues[c as usize];
                match q.golden.as_mut().map(|g| g.produce(&e)) {
                    None => self.run.unstarted += 1,
                    Some(Produced::Written(at, bytes)) => {
                        self.expect.push_back((at, bytes));
                        q.written.push_back(Cqe::decode(&bytes).unwrap());
                    }
                    Some(Produced::Overran) => self.run.overruns += 1,
                    Some(Produced::Dropped) => self.run.dropped_overrun += 1,
                }
            }
            if o.m_wr_valid && i.m_wr_ready {
                self.write.request(o.m_wr_addr, o.m_wr_len, CQE_BYTES)?;
            }
            if o.m_wd_valid && i.m_wd_ready {
                if let Some((at, bytes)) = self.write.word(o.m_wd_data, o.m_wd_keep, o.m_wd_last, CQE_BYTES)? {
                    let Some((want_at, want)) = self.expect.pop_front() else { return Err(format!("a completion written at {at:#x} golden did not write")) };
                    if (at, bytes.as_slice()) != (want_at, &want[..]) {
                        return Err(format!("completion at {at:#x} {bytes:02x?}, golden's next at {want_at:#x} {want:02x?}"));
                    }
                    self.host.write_mem(at, &bytes);
                    self.run.written += 1;
                }
            }
            dut.tick();
            self.poll(rng)?;
            let progress = before != (self.run.offered, self.run.written, self.run.polled);
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > 20_000 {
                return Err(format!("hang: {} offered, {} written", self.run.offered, self.run.written));
            }
            self.draining = self.run.offered >= n;
            let settled = self.run.offered >= n && self.queues.iter().all(|q| q.written.is_empty()) && self.cqe_on.is_none() && self.db_on.is_none() && self.host.0.borrow().doorbells.is_empty() && self.expect.is_empty() && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 8 {
                break;
            }
        }
        let o = dut.eval(&CqIn::default());
        let d = |a: u32, b: u32| u64::from(a.wrapping_sub(b));
        let r = &self.run;
        let counted = [d(o.cnt_written, base.cnt_written), d(o.cnt_dropped, base.cnt_dropped), d(o.cnt_overruns, base.cnt_overruns), d(o.cnt_bad_db, base.cnt_bad_db)];
        let want = [r.written, r.unstarted + r.overruns + r.dropped_overrun, r.overruns, r.bad_doorbells];
        if counted != want {
            return Err(format!("counters (written, dropped, overruns, bad doorbells) {counted:?}, golden {want:?} ({misuse_left} misuses queued)"));
        }
        let golden_over: u16 = self.queues.iter().enumerate().map(|(c, q)| u16::from(q.golden.as_ref().is_some_and(|g| g.overrun)) << c).sum();
        if o.overrun != golden_over {
            return Err(format!("overrun flags {:#06x}, golden {golden_over:#06x}", o.overrun));
        }
        Ok(self.run.clone())
    }

    /// A doorbell as the block took it, applied to golden.
    fn doorbell(&mut self, a: u32, v: u32) {
        let in_window = (doorbell::CQ_BASE_LO..doorbell::CQ_BASE_LO + doorbell::STRIDE * CQS as u32).contains(&a) && a % 4 == 0;
        let c = ((a.wrapping_sub(doorbell::CQ_BASE_LO)) / doorbell::STRIDE) as usize;
        let reg = a.wrapping_sub(doorbell::CQ_BASE_LO) % doorbell::STRIDE;
        let taken = in_window
            && match reg + doorbell::CQ_BASE_LO {
                doorbell::CQ_BASE_LO => {
                    self.base[c] = doorbell::base_half(self.base[c], v, false);
                    true
                }
                doorbell::CQ_BASE_HI => {
                    self.base[c] = doorbell::base_half(self.base[c], v, true);
                    true
                }
                doorbell::CQ_LOG => {
                    let ok = ring_log_ok(v);
                    if ok {
                        self.queues[c].golden = Some(CqProducer::new(self.base[c], v as u8));
                    }
                    ok
                }
                _ => self.queues[c].golden.as_mut().is_some_and(|g| g.release(v)),
            };
        if !taken {
            self.run.bad_doorbells += 1;
        }
    }

    /// A doorbell write the block must refuse (queued behind the driver's own, so the
    /// block's indices are the driver's when it comes).
    fn misuse(&mut self, rng: &mut TestRng) {
        let c = rng.gen_range(0..CQS);
        let at = doorbell::STRIDE * c as u32;
        let polled = self.queues[c].polled;
        let started = self.queues[c].driver.is_some();
        let (reg, v) = match rng.gen_range(0..6) {
            0 => (doorbell::CQ_LOG + at, [0, 17, 31, u32::MAX][rng.gen_range(0..4)]),
            // A consumer index far past what was written, or moved backwards.
            1 if started => (doorbell::cq_ci(c as u16), polled.wrapping_add(1 << 20)),
            2 if started => (doorbell::cq_ci(c as u16), polled.wrapping_sub(rng.gen_range(1..4))),
            3 => (doorbell::CQ_BASE_LO + at + rng.gen_range(1..4), rng.gen()),
            4 => (doorbell::CQ_BASE_LO + doorbell::STRIDE * CQS as u32 + 4 * rng.gen_range(0..0x300), rng.gen()),
            _ => (doorbell::CQ_LOG + at, 0),
        };
        self.host.write_reg(reg, v);
    }

    /// Every queue's driver polls (unless paused); each completion must be golden's next
    /// for that queue. Overrun queues are restarted after a while; the two late queues start.
    fn poll(&mut self, rng: &mut TestRng) -> Result<(), String> {
        for c in 0..CQS {
            let overrun = self.queues[c].golden.as_ref().is_some_and(|g| g.overrun);
            let q = &mut self.queues[c];
            if overrun {
                q.overrun_for += 1;
            }
            if q.driver.is_none() {
                if self.run.cycles > 2_000 && rng.gen_bool(0.001) {
                    let log = rng.gen_range(1..=4);
                    self.start(c, log);
                }
                continue;
            }
            if q.overrun_for > 400 && q.written.is_empty() {
                let log = q.log;
                self.run.restarts += 1;
                self.start(c, log);
                continue;
            }
            // Once every completion was offered, the pollers drain their rings.
            if q.paused > 0 && !self.draining {
                q.paused -= 1;
                continue;
            }
            if rng.gen_bool(self.env.pause_p) {
                q.paused = rng.gen_range(1..=self.env.pause);
            }
            let driver = q.driver.as_mut().unwrap();
            while let Some(cqe) = driver.poll(&mut self.host).map_err(|e| format!("queue {c}: {e}"))? {
                let Some(want) = q.written.pop_front() else { return Err(format!("queue {c}: {cqe:?} polled, golden wrote none")) };
                if cqe != want {
                    return Err(format!("queue {c}: polled {cqe:?}, golden wrote {want:?}"));
                }
                q.polled = q.polled.wrapping_add(1);
                self.run.polled += 1;
                if q.polled % (1 << q.log) == 0 {
                    self.run.laps += 1;
                }
            }
        }
        Ok(())
    }
}
