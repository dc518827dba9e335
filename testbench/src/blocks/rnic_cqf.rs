//! rnic_cqf: port binding, the stand-ins around it (the fetcher's records and completions,
//! the two engines' completions) and the scoreboard.
//!
//! The stand-ins behave as the blocks around the former do: the fetcher records an entry
//! at the next slot of its queue, at most 16 outstanding a queue (`wq::ENGINE_DEPTH`), and
//! now and then passes a completion it made itself; ddp_tx completes each QP's sends in
//! order (successes, flushes, protection failures), ddp_rx each QP's receives (with
//! lengths, solicited and invalidated flags, flushes). Misuse is mixed in: completions for
//! slots with no record, receive overflows, completions of other kinds. A completion is
//! offered only after its record was taken.
//!
//! The oracle is golden's `cqf::CompletionFormer`, fed each input when the block takes it
//! (one FSM, one input at a time): every completion out (queue and all fields) and every
//! count back must be golden's next, in order, and the counters golden's.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_golden::cqf::{CompletionFormer, Done, Record};
use iwarp_golden::ddp_rx::{Cqe as RxCqe, CqeKind, CqeStatus as RxStatus};
use iwarp_golden::ddp_tx::SendStatus;
use iwarp_golden::host_if::{Cqe, CqeOp, CqeStatus};
use iwarp_model::rnic::cqf::RnicCqf;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_cqf`.
    CqfIn, CqfOut, RnicCqf, verilated::rnic_cqf::Model,
    inputs {
        reset: bool,
        s_post.valid: bool, s_post.qp: u8, s_post.recv: bool, s_post.slot: u8, s_post.wr_id: u64,
        s_post.len: u32, s_post.signaled: bool, s_post.op: u8, s_post.cq: u8,
        s_wq.valid: bool, s_wq.cq: u8, s_wq.wr_id: u64, s_wq.len: u32, s_wq.inv_stag: u32,
        s_wq.qp: u16, s_wq.op: u8, s_wq.status: u8, s_wq.flags: u8,
        s_tx.valid: bool, s_tx.qp: u8, s_tx.id: u32, s_tx.op: u8, s_tx.status: u8,
        s_rx.valid: bool, s_rx.qp: u8, s_rx.kind: u8, s_rx.status: u8, s_rx.slot: u8, s_rx.len: u32,
        s_rx.se: bool, s_rx.inv: bool, s_rx.stag: u32,
        m_cqe.ready: bool, m_done.ready: bool,
    }
    outputs {
        s_post.ready: bool, s_wq.ready: bool, s_tx.ready: bool, s_rx.ready: bool,
        m_cqe.valid: bool, m_cqe.cq: u8, m_cqe.wr_id: u64, m_cqe.len: u32, m_cqe.inv_stag: u32,
        m_cqe.qp: u16, m_cqe.op: u8, m_cqe.status: u8, m_cqe.flags: u8,
        m_done.valid: bool, m_done.qp: u8, m_done.recv: bool, m_done.read: bool,
        idle: bool, cnt_written: u32, cnt_silent: u32, cnt_dropped: u32,
    }
);

pub type CqfDut = Box<dyn Dut<In = CqfIn, Out = CqfOut>>;

pub fn cqf_dut(kind: BackendKind, test: &str) -> CqfDut {
    build::<RnicCqf, verilated::rnic_cqf::Model>(kind, Some(test))
}

/// Reset, then the cycles the block takes to clear its records.
pub fn reset(dut: &mut dyn Dut<In = CqfIn, Out = CqfOut>) {
    for _ in 0..2 {
        dut.eval(&CqfIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

const QPS: usize = 16;
const DEPTH: usize = 16;
const HANG: u64 = 5_000;

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct CqfEnv {
    /// Probability per cycle of an input offered on each port.
    pub rate: f64,
    /// Probability an output's ready is low.
    pub stall: f64,
    /// Probability an engine completion is misuse (no record, overflow, another kind).
    pub misuse: f64,
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct CqfRun {
    pub posts: u64,
    pub sends: u64,
    pub recvs: u64,
    pub passed: u64,
    pub written: u64,
    pub silent: u64,
    pub dropped: u64,
    pub dones: u64,
    pub flushed: u64,
    pub protection: u64,
    pub cycles: u64,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Out {
    Cqe(u16, Cqe),
    Done(Done),
}

/// An engine completion as offered (golden judges misuse when the block takes it).
#[derive(Clone, Copy, Debug)]
enum Ev {
    Tx { qp: u8, id: u32, op: u8, status: SendStatus },
    Rx(RxCqe),
}

pub struct CqfBench {
    env: CqfEnv,
    golden: CompletionFormer,
    /// Per (QP, ring): slots recorded (taken by the block) and not completed, oldest first;
    /// the next slot; posts waiting to be offered.
    open: Vec<[VecDeque<u8>; 2]>,
    next_slot: Vec<[u8; 2]>,
    post_on: Option<(u8, bool, u8, Record)>,
    wq_on: Option<(u8, Cqe)>,
    tx_on: Option<Ev>,
    rx_on: Option<Ev>,
    expect: VecDeque<Out>,
    last: String,
    pub run: CqfRun,
}

impl CqfBench {
    pub fn new(env: CqfEnv) -> Self {
        CqfBench {
            env,
            golden: CompletionFormer::new(),
            open: (0..QPS).map(|_| [VecDeque::new(), VecDeque::new()]).collect(),
            next_slot: vec![[0; 2]; QPS],
            post_on: None,
            wq_on: None,
            tx_on: None,
            rx_on: None,
            expect: VecDeque::new(),
            last: String::new(),
            run: CqfRun::default(),
        }
    }

    fn record(rng: &mut TestRng, recv: bool) -> Record {
        let op = if recv { CqeOp::Recv } else { [CqeOp::Write, CqeOp::Read, CqeOp::Send, CqeOp::SendInv][rng.gen_range(0..4)] };
        Record { wr_id: rng.gen(), len: rng.gen(), signaled: recv || rng.gen_bool(0.6), op, cq: rng.gen_range(0..16) }
    }

    fn offer(&mut self, n: u64, rng: &mut TestRng) {
        let feeding = self.run.posts < n;
        if self.post_on.is_none() && feeding && rng.gen_bool(self.env.rate) {
            let qp = rng.gen_range(0..QPS);
            let r = rng.gen_range(0..2);
            // The fetcher's rule: at most 16 outstanding a queue, each at its own slot (a
            // misuse that met a fresh record may have completed one out of order).
            let slot = self.next_slot[qp][r];
            if self.open[qp][r].len() < DEPTH && !self.open[qp][r].contains(&slot) {
                self.post_on = Some((qp as u8, r == 1, slot, Self::record(rng, r == 1)));
            }
        }
        if self.wq_on.is_none() && feeding && rng.gen_bool(self.env.rate * 0.2) {
            let c = Cqe {
                wr_id: rng.gen(),
                len: rng.gen(),
                inv_stag: 0,
                qp: rng.gen_range(0..16),
                op: CqeOp::ALL[rng.gen_range(0..5)],
                status: [CqeStatus::BadWqe, CqeStatus::Flushed][rng.gen_range(0..2)],
                flags: 0,
                owner: false,
            };
            self.wq_on = Some((rng.gen_range(0..16), c));
        }
        if self.tx_on.is_none() && rng.gen_bool(self.env.rate) {
            let qp = rng.gen_range(0..QPS) as u8;
            let misuse = feeding && rng.gen_bool(self.env.misuse);
            let status = [SendStatus::Ok, SendStatus::Ok, SendStatus::Ok, SendStatus::Flush, SendStatus::LocalProtection][rng.gen_range(0..5)];
            if let Some(&slot) = self.open[qp as usize][0].front() {
                // ddp_tx's id is the ring index: any value with the slot in its low bits.
                let id = (rng.gen::<u32>() & !0xF) | u32::from(slot);
                self.tx_on = Some(Ev::Tx { qp, id, op: rng.gen_range(0..6), status });
            } else if misuse {
                self.tx_on = Some(Ev::Tx { qp, id: rng.gen(), op: rng.gen_range(0..6), status });
            }
        }
        if self.rx_on.is_none() && rng.gen_bool(self.env.rate) {
            let qp = rng.gen_range(0..QPS) as u8;
            let ok = rng.gen_bool(0.8);
            let inv = rng.gen_bool(0.3);
            let mut c = RxCqe {
                qp,
                kind: CqeKind::Recv,
                status: if ok { RxStatus::Ok } else { RxStatus::Flush },
                slot: 0,
                len: if ok { rng.gen_range(0..70_000) } else { 0 },
                se: ok && rng.gen_bool(0.3),
                invalidated: ok && inv,
                stag: if ok && inv { rng.gen() } else { 0 },
            };
            if feeding && rng.gen_bool(self.env.misuse) {
                match rng.gen_range(0..3) {
                    0 => c.status = RxStatus::Overflow,
                    1 => c.kind = [CqeKind::ReadDone, CqeKind::PeerTerminate][rng.gen_range(0..2)],
                    _ => {}
                }
                c.slot = rng.gen_range(0..16);
                if c.kind != CqeKind::Recv || c.status == RxStatus::Overflow || self.open[qp as usize][1].is_empty() {
                    // Overflow keeps the record; another kind is not the former's; a
                    // receive on a queue with nothing open finds no record.
                    self.rx_on = Some(Ev::Rx(c));
                }
            } else if let Some(&slot) = self.open[qp as usize][1].front() {
                c.slot = slot;
                self.rx_on = Some(Ev::Rx(c));
            }
        }
    }

    /// Runs until `n` records were taken and everything was completed and settled.
    pub fn run(&mut self, dut: &mut dyn Dut<In = CqfIn, Out = CqfOut>, n: u64, rng: &mut TestRng) -> Result<CqfRun, String> {
        let base = dut.eval(&CqfIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let mut stuck = 0;
        let mut quiet = 0;
        loop {
            self.run.cycles += 1;
            let before = (self.run.posts, self.run.sends + self.run.recvs + self.run.passed, self.run.dones, self.run.written);
            self.offer(n, rng);
            let mut i = CqfIn { m_cqe_ready: ready.drive(rng), m_done_ready: ready.drive(rng), ..Default::default() };
            if let Some((qp, recv, slot, r)) = self.post_on {
                (i.s_post_valid, i.s_post_qp, i.s_post_recv, i.s_post_slot, i.s_post_wr_id) = (true, qp, recv, slot, r.wr_id);
                (i.s_post_len, i.s_post_signaled, i.s_post_op, i.s_post_cq) = (r.len, r.signaled, r.op as u8, r.cq as u8);
            }
            if let Some((cq, c)) = self.wq_on {
                (i.s_wq_valid, i.s_wq_cq, i.s_wq_wr_id, i.s_wq_len, i.s_wq_inv_stag) = (true, cq, c.wr_id, c.len, c.inv_stag);
                (i.s_wq_qp, i.s_wq_op, i.s_wq_status, i.s_wq_flags) = (c.qp, c.op as u8, c.status as u8, c.flags);
            }
            if let Some(Ev::Tx { qp, id, op, status }) = self.tx_on {
                (i.s_tx_valid, i.s_tx_qp, i.s_tx_id, i.s_tx_op, i.s_tx_status) = (true, qp, id, op, status as u8);
            }
            if let Some(Ev::Rx(c)) = self.rx_on {
                (i.s_rx_valid, i.s_rx_qp, i.s_rx_kind, i.s_rx_status, i.s_rx_slot, i.s_rx_len) = (true, c.qp, c.kind as u8, c.status as u8, c.slot, c.len);
                (i.s_rx_se, i.s_rx_inv, i.s_rx_stag) = (c.se, c.invalidated, c.stag);
            }
            let o = dut.eval(&i);
            if o.idle && u64::from(o.cnt_dropped.wrapping_sub(base.cnt_dropped)) != self.run.dropped {
                return Err(format!("cycle {}: {} dropped, golden {} (last input {:?})", self.run.cycles, o.cnt_dropped.wrapping_sub(base.cnt_dropped), self.run.dropped, self.last));
            }
            self.observe(&i, &o)?;
            dut.tick();
            let progress = before != (self.run.posts, self.run.sends + self.run.recvs + self.run.passed, self.run.dones, self.run.written);
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > HANG || self.run.cycles > 400 * n + 100_000 {
                return Err(format!("hang: {:?}, {} outputs expected", self.run, self.expect.len()));
            }
            let settled = self.run.posts >= n
                && self.post_on.is_none()
                && self.wq_on.is_none()
                && self.tx_on.is_none()
                && self.rx_on.is_none()
                && self.expect.is_empty()
                && self.open.iter().all(|q| q.iter().all(|s| s.is_empty()))
                && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 4 {
                break;
            }
        }
        let o = dut.eval(&CqfIn::default());
        let d = |a: u32, b: u32| u64::from(a.wrapping_sub(b));
        let counted = [d(o.cnt_written, base.cnt_written), d(o.cnt_silent, base.cnt_silent), d(o.cnt_dropped, base.cnt_dropped)];
        let want = [self.run.written, self.run.silent, self.run.dropped];
        if counted != want {
            return Err(format!("counters (written, silent, dropped) {counted:?}, golden {want:?}"));
        }
        Ok(self.run.clone())
    }

    fn close(open: &mut VecDeque<u8>, slot: u8) {
        if let Some(k) = open.iter().position(|&s| s == slot) {
            open.remove(k);
        }
    }

    fn push(&mut self, f: iwarp_golden::cqf::Formed, silent_ok: bool) {
        if let Some((cq, c)) = f.cqe {
            self.expect.push_back(Out::Cqe(cq, c));
        } else if silent_ok && f.done.is_some() {
            self.run.silent += 1;
        }
        if let Some(d) = f.done {
            self.expect.push_back(Out::Done(d));
        }
    }

    fn observe(&mut self, i: &CqfIn, o: &CqfOut) -> Result<(), String> {
        if i.s_post_valid && o.s_post_ready {
            let (qp, recv, slot, r) = self.post_on.take().unwrap();
            self.golden.post(qp, recv, slot, r);
            let k = usize::from(recv);
            self.open[qp as usize][k].push_back(slot);
            self.next_slot[qp as usize][k] = (slot + 1) % DEPTH as u8;
            self.run.posts += 1;
        }
        if i.s_wq_valid && o.s_wq_ready {
            let (cq, c) = self.wq_on.take().unwrap();
            self.expect.push_back(Out::Cqe(u16::from(cq), c));
            self.run.passed += 1;
        }
        if i.s_tx_valid && o.s_tx_ready {
            let Some(Ev::Tx { qp, id, status, .. }) = self.tx_on.take() else { unreachable!() };
            self.last = format!("tx qp {qp} id {id} {status:?}; open {:?}", self.open[qp as usize][0]);
            let before = self.golden.dropped;
            let f = self.golden.send_done(qp, id, status);
            self.run.dropped += self.golden.dropped - before;
            if f.done.is_some() {
                // Golden's record at that slot is gone (a misuse offered on an empty queue may
                // meet a record posted since: it completes it, as the block does).
                self.run.sends += 1;
                Self::close(&mut self.open[qp as usize][0], (id % DEPTH as u32) as u8);
                match status {
                    SendStatus::Flush => self.run.flushed += 1,
                    SendStatus::LocalProtection => self.run.protection += 1,
                    SendStatus::Ok => {}
                }
            }
            self.push(f, status == SendStatus::Ok);
        }
        if i.s_rx_valid && o.s_rx_ready {
            let Some(Ev::Rx(c)) = self.rx_on.take() else { unreachable!() };
            self.last = format!("rx {c:?}; open {:?}", self.open[c.qp as usize][1]);
            let before = self.golden.dropped;
            let f = self.golden.recv_done(&c);
            self.run.dropped += self.golden.dropped - before;
            if f.cqe.is_some() {
                self.run.recvs += 1;
                Self::close(&mut self.open[c.qp as usize][1], c.slot);
            }
            self.push(f, false);
        }
        if o.m_cqe_valid && i.m_cqe_ready {
            let got = Cqe {
                wr_id: o.m_cqe_wr_id,
                len: o.m_cqe_len,
                inv_stag: o.m_cqe_inv_stag,
                qp: o.m_cqe_qp,
                op: CqeOp::ALL.get(o.m_cqe_op as usize).copied().ok_or(format!("op {}", o.m_cqe_op))?,
                status: CqeStatus::ALL.get(o.m_cqe_status as usize).copied().ok_or(format!("status {}", o.m_cqe_status))?,
                flags: o.m_cqe_flags,
                owner: false,
            };
            let got = Out::Cqe(u16::from(o.m_cqe_cq), got);
            match self.expect.pop_front() {
                Some(w) if w == got => self.run.written += 1,
                w => return Err(format!("out {got:?}, golden's next {w:?}")),
            }
        }
        if o.m_done_valid && i.m_done_ready {
            let got = Out::Done(Done { qp: o.m_done_qp, recv: o.m_done_recv, read: o.m_done_read });
            match self.expect.pop_front() {
                Some(w) if w == got => self.run.dones += 1,
                w => return Err(format!("out {got:?}, golden's next {w:?}")),
            }
        }
        Ok(())
    }
}
