//! rnic_wq: port binding, the host (memory, the driver's send and receive rings, doorbells),
//! stand-ins for the two engines, and the scoreboard.
//!
//! The host side is the driver's own `ProducerRing` per queue (entries written, the producer
//! index rung, slots retired when their completion comes). The QPs go through the verbs
//! lifecycle (create, init, ready to receive, ready to send, closing / terminate / error,
//! reset, destroy) as `rnic_cmd` would announce it on `m_qp`. The engines are stand-ins that
//! take entries under backpressure and complete each QP's entries in order after a while
//! (faster once the QP is in error, as the engines' flushes do).
//!
//! The oracle is golden's `wq::WqQp` per QP, fed every QP update, doorbell and engine
//! completion at the moment the block takes it; each entry's verdict is golden's on the bytes
//! the block's DMA read returned, decided when the read is taken (nothing else is taken
//! while an entry is in hand). Checked: every read's address is golden's next entry of a
//! queue with entries rung; a taken entry's record (`m_post`) and its engine request
//! (`m_wr` / `m_recv`) carry golden's fields; a completion made here (`m_cqe`) is golden's,
//! bytes and all; a waiting entry produces nothing; every queue completes in posting order
//! (the driver's rule); the counters equal golden's.

use super::rnic_cmd::SimHost;
use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_driver::ring::ProducerRing;
use iwarp_driver::Host;
use iwarp_golden::host_if::{doorbell, sq_flag, Cqe, CqeOp, QpState, RqWqe, SqOp, SqWqe, RQ_WQE_BYTES, SQ_WQE_BYTES};
use iwarp_golden::wq::{cqe_op, Ring, Taken, Verdict, WqQp, ENGINE_DEPTH};
use iwarp_model::ddp::{wr_op, QPS};
use iwarp_model::rnic::wq::RnicWq;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_wq`.
    WqIn, WqOut, RnicWq, verilated::rnic_wq::Model,
    inputs {
        reset: bool,
        s_db.valid: bool, s_db.addr: u16, s_db.data: u32,
        s_qp.valid: bool, s_qp.qp: u8, s_qp.live: bool, s_qp.state: u8, s_qp.pd: u16, s_qp.cq: u16,
        s_qp.sq_base: u64, s_qp.sq_log: u8, s_qp.rq_base: u64, s_qp.rq_log: u8, s_qp.conn: u16,
        s_qp.ird: u8, s_qp.ord: u8, s_qp.mulpdu: u16, s_qp.s0_tx: u32, s_qp.s0_rx: u32, s_qp.sent_s0: u32,
        s_qp.acked: u32, s_qp.markers_tx: bool, s_qp.markers_rx: bool, s_qp.crc: bool, s_qp.kept: u8,
        s_done.valid: bool, s_done.qp: u8, s_done.recv: bool, s_done.read: bool,
        m_rd.ready: bool, s_dma_data_valid: bool, s_dma_data: u64,
        m_post.ready: bool, m_wr.ready: bool, m_recv.ready: bool, m_cqe.ready: bool,
    }
    outputs {
        s_db.ready: bool, s_qp.ready: bool, s_done.ready: bool,
        m_rd.valid: bool, m_rd.addr: u64, m_rd.len: u16, m_rd.tag: u8, s_dma_data_ready: bool,
        m_post.valid: bool, m_post.qp: u8, m_post.recv: bool, m_post.slot: u8, m_post.wr_id: u64,
        m_post.len: u32, m_post.signaled: bool, m_post.op: u8, m_post.cq: u8,
        m_wr.valid: bool, m_wr.qp: u8, m_wr.op: u8, m_wr.id: u32, m_wr.lstag: u32, m_wr.lto: u64,
        m_wr.len: u32, m_wr.rstag: u32, m_wr.rto: u64,
        m_recv.valid: bool, m_recv.qp: u8, m_recv.stag: u32, m_recv.to: u64, m_recv.len: u32,
        m_cqe.valid: bool, m_cqe.cq: u8, m_cqe.wr_id: u64, m_cqe.len: u32, m_cqe.inv_stag: u32,
        m_cqe.qp: u16, m_cqe.op: u8, m_cqe.status: u8, m_cqe.flags: u8,
        idle: bool, rq_pending: u16, cnt_taken: u32, cnt_at_once: u32, cnt_waits: u32, cnt_bad_db: u32, cnt_stray: u32,
    }
);

pub type WqDut = Box<dyn Dut<In = WqIn, Out = WqOut>>;

pub fn wq_dut(kind: BackendKind, test: &str) -> WqDut {
    build::<RnicWq, verilated::rnic_wq::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = WqIn, Out = WqOut>) {
    for _ in 0..2 {
        dut.eval(&WqIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Cycles without progress after which a run is declared hung.
const HANG: u64 = 20_000;

/// Where QP q's rings live (each well apart from the others).
fn ring_base(qp: usize, ring: Ring) -> u64 {
    0x100_0000 * (qp as u64 + 1) + if ring == Ring::Rq { 0x80_0000 } else { 0 }
}

fn ring_ix(ring: Ring) -> usize {
    usize::from(ring == Ring::Rq)
}

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct WqEnv {
    /// Probability per cycle that the driver posts a batch to some QP.
    pub rate: f64,
    /// Probability an output's ready is low.
    pub stall: f64,
    /// Probability per cycle an engine completes the head of one QP's queue.
    pub done_p: f64,
    /// Probability per cycle of a QP state change.
    pub churn: f64,
    /// Probability per cycle of a doorbell write or an engine completion the block must refuse.
    pub misuse: f64,
    /// Fraction of entries posted malformed.
    pub bad: f64,
    /// DMA read latency, uniform in this range.
    pub latency: (u64, u64),
    /// Every send a signalled RDMA Write (the message-rate case).
    pub writes_only: bool,
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct WqRun {
    pub posted: u64,
    pub taken_sends: u64,
    pub taken_reads: u64,
    pub taken_recvs: u64,
    pub at_once: u64,
    pub bad_wqe: u64,
    pub flushed: u64,
    pub waits: u64,
    pub bad_doorbells: u64,
    pub stray: u64,
    pub qp_updates: u64,
    pub resets: u64,
    /// The most entries one QP's engine queue held.
    pub max_engine: usize,
    pub cycles: u64,
}

/// The driver's side of one QP.
struct QpSide {
    golden: WqQp,
    /// The driver's rings (None while the QP does not exist).
    rings: Option<[ProducerRing; 2]>,
    /// Entries posted and not completed, per ring, oldest first.
    posted: [VecDeque<u64>; 2],
    /// The engine stand-ins' queues: (wr_id, a Read).
    engine: [VecDeque<(u64, bool)>; 2],
    /// The state last announced (or about to be).
    state: QpState,
    live: bool,
    ord: u8,
    cq: u16,
    logs: [u8; 2],
    /// Cycles the engines leave this QP's entries alone.
    paused: u64,
}

/// Probability per cycle that the engines stall on a QP, and the longest stall.
const PAUSE_P: f64 = 0.002;
const PAUSE: u64 = 12_000;

/// A QP update as `rnic_cmd` offers it.
#[derive(Clone, Copy, Debug)]
struct Update {
    qp: usize,
    live: bool,
    state: QpState,
    ord: u8,
    cq: u16,
    logs: [u8; 2],
}

/// The entry in hand: its queue and golden's verdict, and what of it was seen.
#[derive(Debug)]
struct InHand {
    qp: usize,
    ring: Ring,
    verdict: Verdict,
    posted_seen: bool,
}

pub struct WqBench {
    host: SimHost,
    qps: Vec<QpSide>,
    env: WqEnv,
    next_id: u64,
    db_on: Option<(u32, u32)>,
    qp_on: Option<Update>,
    updates: VecDeque<Update>,
    done_on: Option<(usize, Ring, bool, bool)>,
    read_words: VecDeque<(u64, u64)>,
    in_hand: Option<InHand>,
    cycle: u64,
    draining: bool,
    pub run: WqRun,
}

impl WqBench {
    pub fn new(env: WqEnv) -> Self {
        let qps = (0..QPS)
            .map(|q| QpSide {
                golden: WqQp::new(q as u16),
                rings: None,
                posted: [VecDeque::new(), VecDeque::new()],
                engine: [VecDeque::new(), VecDeque::new()],
                state: QpState::Reset,
                live: false,
                ord: 0,
                cq: 0,
                logs: [1, 1],
                paused: 0,
            })
            .collect();
        WqBench {
            host: SimHost::default(),
            qps,
            env,
            next_id: 1,
            db_on: None,
            qp_on: None,
            updates: VecDeque::new(),
            done_on: None,
            read_words: VecDeque::new(),
            in_hand: None,
            cycle: 0,
            draining: false,
            run: WqRun::default(),
        }
    }

    /// Creates every QP and takes `ready` of them to ready to send (the rest stay behind
    /// for the lifecycle to move).
    pub fn start(&mut self, ready: usize, rng: &mut TestRng) {
        for q in 0..QPS {
            self.create(q, rng);
            if q < ready {
                for s in [QpState::Init, QpState::Rtr, QpState::Rts] {
                    self.announce(q, s, rng);
                }
            }
        }
    }

    fn create(&mut self, q: usize, rng: &mut TestRng) {
        // Rings of 2 to 64 entries, now and then the largest the RNIC takes (2^16).
        let mut log = || if rng.gen_bool(0.1) { 16 } else { rng.gen_range(1..=6) };
        let logs = [log(), log()];
        let s = &mut self.qps[q];
        (s.live, s.state, s.ord, s.cq, s.logs) = (true, QpState::Reset, 0, rng.gen_range(0..16), logs);
        self.updates.push_back(Update { qp: q, live: true, state: QpState::Reset, ord: 0, cq: s.cq, logs });
    }

    fn announce(&mut self, q: usize, state: QpState, rng: &mut TestRng) {
        let s = &mut self.qps[q];
        if state == QpState::Rts {
            s.ord = rng.gen_range(0..=4);
        }
        s.state = state;
        self.updates.push_back(Update { qp: q, live: s.live, state, ord: s.ord, cq: s.cq, logs: s.logs });
    }

    /// A QP's next step in its life (golden `qp`'s table), as the command processor would
    /// announce it. Reset and destroy wait until nothing of the QP is in flight (the engines
    /// flushed, no doorbell queued), as a driver's teardown does.
    fn churn(&mut self, rng: &mut TestRng) {
        let q = rng.gen_range(0..QPS);
        let quiet = {
            let s = &self.qps[q];
            s.engine.iter().all(|e| e.is_empty())
                && s.posted.iter().all(|p| p.is_empty())
                && !self.host.0.borrow().doorbells.iter().any(|&(a, _)| a >= doorbell::sq(q as u16) && a <= doorbell::rq(q as u16))
        };
        if self.update_queued(q) || self.done_on.is_some_and(|d| d.0 == q && d.3) {
            return;
        }
        let s = &self.qps[q];
        use QpState::*;
        if !s.live {
            self.create(q, rng);
            return;
        }
        // Ready to send lasts: it is where the work is.
        let roll = if s.state == Rts { rng.gen_range(0..40) } else { rng.gen_range(0..10) };
        let next = match (s.state, roll) {
            (Error, _) | (Reset, 0) if !quiet => return,
            (Error, 0..=4) => {
                // Destroyed, created again later.
                let s = &mut self.qps[q];
                s.live = false;
                self.updates.push_back(Update { qp: q, live: false, state: Error, ord: 0, cq: s.cq, logs: s.logs });
                return;
            }
            (Error, _) => Reset,
            (_, 0) => Error,
            (Reset, _) => Init,
            (Init, _) => Rtr,
            (Rtr, _) => Rts,
            (Rts, 1..=3) => [Closing, Terminate][rng.gen_range(0..2)],
            (Rts, _) => return,
            (Closing | Terminate, _) => Error,
        };
        self.announce(q, next, rng);
    }

    fn sq_entry(&mut self, rng: &mut TestRng) -> (u64, [u8; SQ_WQE_BYTES]) {
        let wr_id = self.next_id;
        self.next_id += 1;
        let op = if self.env.writes_only { SqOp::Write } else { SqOp::ALL[rng.gen_range(0..4)] };
        let mut flags = 0;
        for (f, p) in [(sq_flag::SIGNALED, 0.7), (sq_flag::SOLICITED, 0.3), (sq_flag::FENCE, 0.15)] {
            if rng.gen_bool(p) {
                flags |= f;
            }
        }
        if self.env.writes_only {
            flags = sq_flag::SIGNALED;
        }
        let w = SqWqe { wr_id, op, flags, len: rng.gen_range(0..10_000), lstag: rng.gen(), lto: rng.gen(), rstag: rng.gen(), rto: rng.gen() };
        let mut b = w.encode();
        if rng.gen_bool(self.env.bad) {
            match rng.gen_range(0..4) {
                0 => b[8] = rng.gen_range(4..=255),
                1 => b[9] |= 1 << rng.gen_range(3..8),
                _ => {
                    let at = [10, 11, 20, 21, 22, 23, 36, 37, 38, 39, 48, 55, 63][rng.gen_range(0..13)];
                    b[at] |= 1 << rng.gen_range(0..8);
                }
            }
        }
        (wr_id, b)
    }

    fn rq_entry(&mut self, rng: &mut TestRng) -> (u64, [u8; RQ_WQE_BYTES]) {
        let wr_id = self.next_id;
        self.next_id += 1;
        let mut b = RqWqe { wr_id, stag: rng.gen(), len: rng.gen_range(0..65_536), to: rng.gen() }.encode();
        if rng.gen_bool(self.env.bad) {
            b[rng.gen_range(24..32)] |= 1 << rng.gen_range(0..8);
        }
        (wr_id, b)
    }

    /// The driver posts a batch of 1..4 entries to one queue of a live QP (as many as its
    /// ring has room for) and rings its doorbell.
    fn post(&mut self, rng: &mut TestRng) {
        let q = rng.gen_range(0..QPS);
        let ring = if rng.gen_bool(0.5) && !self.env.writes_only { Ring::Rq } else { Ring::Sq };
        let r = ring_ix(ring);
        // Not into a QP in error (the driver knows; what it posted before is flushed) nor
        // while an update of the QP is on its way.
        if self.qps[q].rings.is_none() || self.qps[q].state == QpState::Error || self.update_queued(q) {
            return;
        }
        let mut pushed = 0;
        for _ in 0..rng.gen_range(1..=4) {
            let ring_ref = &self.qps[q].rings.as_ref().unwrap()[r];
            if ring_ref.used() >= ring_ref.size() {
                break;
            }
            pushed += 1;
            let (wr_id, bytes) = if ring == Ring::Sq {
                let (i, b) = self.sq_entry(rng);
                (i, b.to_vec())
            } else {
                let (i, b) = self.rq_entry(rng);
                (i, b.to_vec())
            };
            let mut host = self.host.clone();
            self.qps[q].rings.as_mut().unwrap()[r].push(&mut host, &bytes).unwrap();
            self.qps[q].posted[r].push_back(wr_id);
            self.run.posted += 1;
        }
        if pushed == 0 {
            return;
        }
        let off = if ring == Ring::Sq { doorbell::sq(q as u16) } else { doorbell::rq(q as u16) };
        let mut host = self.host.clone();
        self.qps[q].rings.as_ref().unwrap()[r].ring(&mut host, off);
    }

    /// A doorbell write the block must refuse, or an engine completion with nothing
    /// outstanding.
    fn misuse(&mut self, rng: &mut TestRng) {
        let q = rng.gen_range(0..QPS);
        let qp = q as u16;
        let pi = |s: &QpSide, r: usize| s.rings.as_ref().map_or(0, |x| x[r].producer_index());
        let s = &self.qps[q];
        let settled = s.rings.is_some() && !self.update_queued(q);
        let (a, v) = match rng.gen_range(0..6) {
            0 => (doorbell::sq(qp) + 8 + 4 * rng.gen_range(0..2), rng.gen()),
            1 => (doorbell::sq(qp) + rng.gen_range(1..4), rng.gen()),
            2 => (doorbell::SQ_PI + doorbell::STRIDE * QPS as u32 + 4 * rng.gen_range(0..0x3C0), rng.gen()),
            // Past the ring (on a QP whose ring will not restart before the write is taken).
            3 if settled => (doorbell::sq(qp), pi(s, 0).wrapping_add(1 << 20)),
            4 if settled => (doorbell::rq(qp), pi(s, 1).wrapping_add(s.rings.as_ref().map_or(2, |x| x[1].size()) + 1)),
            _ => {
                // On a QP that takes nothing until its next update (none queued, and none
                // made while this one waits: `churn` leaves the QP alone).
                let still = !s.live || s.state == QpState::Reset;
                if self.done_on.is_none() && still && !self.update_queued(q) {
                    let ring = if rng.gen_bool(0.5) { Ring::Sq } else { Ring::Rq };
                    self.done_on = Some((q, ring, rng.gen(), true));
                }
                return;
            }
        };
        self.host.write_reg(a, v);
    }

    /// Runs until `n` entries were posted and everything settled.
    pub fn run(&mut self, dut: &mut dyn Dut<In = WqIn, Out = WqOut>, n: u64, rng: &mut TestRng) -> Result<WqRun, String> {
        let base = dut.eval(&WqIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let mut stuck = 0u64;
        let mut quiet = 0;
        loop {
            self.cycle += 1;
            self.run.cycles += 1;
            let before = (self.run.posted, self.run.taken_sends + self.run.taken_recvs + self.run.at_once, self.run.qp_updates, self.completed());
            self.draining = self.run.posted >= n;
            if !self.draining {
                if rng.gen_bool(self.env.rate) {
                    self.post(rng);
                }
                if rng.gen_bool(self.env.churn) {
                    self.churn(rng);
                }
                if rng.gen_bool(self.env.misuse) {
                    self.misuse(rng);
                }
            }
            if self.qp_on.is_none() {
                self.qp_on = self.updates.pop_front();
            }
            if self.db_on.is_none() {
                self.db_on = self.host.0.borrow_mut().doorbells.pop_front();
            }
            if self.done_on.is_none() {
                self.engine_step(rng);
            }
            let mut i = WqIn {
                m_rd_ready: ready.drive(rng),
                m_post_ready: ready.drive(rng),
                m_wr_ready: ready.drive(rng),
                m_recv_ready: ready.drive(rng),
                m_cqe_ready: ready.drive(rng),
                ..Default::default()
            };
            if let Some(u) = self.qp_on {
                (i.s_qp_valid, i.s_qp_qp, i.s_qp_live, i.s_qp_state, i.s_qp_cq, i.s_qp_ord) = (true, u.qp as u8, u.live, u.state as u8, u.cq, u.ord);
                (i.s_qp_sq_base, i.s_qp_sq_log, i.s_qp_rq_base, i.s_qp_rq_log) = (ring_base(u.qp, Ring::Sq), u.logs[0], ring_base(u.qp, Ring::Rq), u.logs[1]);
                (i.s_qp_pd, i.s_qp_conn, i.s_qp_ird, i.s_qp_mulpdu) = (7, 33, 4, 1448);
                // The MPA start-up's fields, which this block ignores.
                (i.s_qp_s0_tx, i.s_qp_s0_rx, i.s_qp_sent_s0, i.s_qp_acked) = (0xFFFF_FFF0, 0x1000_0000 + u32::from(u.cq), 0x50, 0x48);
                (i.s_qp_markers_tx, i.s_qp_markers_rx, i.s_qp_crc, i.s_qp_kept) = (u.live, true, !u.live, 0xA5);
            }
            if let Some((a, v)) = self.db_on {
                (i.s_db_valid, i.s_db_addr, i.s_db_data) = (true, a as u16, v);
            }
            if let Some((q, ring, read, _)) = self.done_on {
                (i.s_done_valid, i.s_done_qp, i.s_done_recv, i.s_done_read) = (true, q as u8, ring == Ring::Rq, read);
            }
            if let Some(&(due, w)) = self.read_words.front() {
                if due <= self.cycle {
                    (i.s_dma_data_valid, i.s_dma_data) = (true, w);
                }
            }
            let o = dut.eval(&i);
            self.observe(&i, &o, rng)?;
            dut.tick();
            let progress = before != (self.run.posted, self.run.taken_sends + self.run.taken_recvs + self.run.at_once, self.run.qp_updates, self.completed());
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > HANG {
                let pend: Vec<_> = self.qps.iter().map(|s| (s.golden.live, s.golden.state, s.golden.pending(Ring::Sq), s.golden.pending(Ring::Rq), s.golden.sq.out, s.golden.rq.out, s.golden.reads_out, s.golden.ord)).collect();
                return Err(format!("hang: {:?}; queues {pend:?}", self.run));
            }
            let settled = self.draining
                && self.qp_on.is_none()
                && self.updates.is_empty()
                && self.db_on.is_none()
                && self.done_on.is_none()
                && self.host.0.borrow().doorbells.is_empty()
                && self.in_hand.is_none()
                && self.qps.iter().all(|s| s.posted.iter().all(|p| p.is_empty()) && s.engine.iter().all(|e| e.is_empty()))
                && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 8 {
                break;
            }
        }
        let o = dut.eval(&WqIn::default());
        let d = |a: u32, b: u32| u64::from(a.wrapping_sub(b));
        let r = &self.run;
        let counted = [d(o.cnt_taken, base.cnt_taken), d(o.cnt_at_once, base.cnt_at_once), d(o.cnt_waits, base.cnt_waits), d(o.cnt_bad_db, base.cnt_bad_db), d(o.cnt_stray, base.cnt_stray)];
        let want = [r.taken_sends + r.taken_recvs, r.at_once, r.waits, r.bad_doorbells, r.stray];
        if counted != want {
            return Err(format!("counters (taken, at once, waits, bad doorbells, stray) {counted:?}, golden {want:?}"));
        }
        Ok(self.run.clone())
    }

    /// An update of QP `q` is queued or offered: the driver waits with new posts until it is
    /// taken.
    fn update_queued(&self, q: usize) -> bool {
        self.updates.iter().any(|u| u.qp == q) || self.qp_on.is_some_and(|u| u.qp == q)
    }

    fn completed(&self) -> usize {
        self.qps.iter().map(|s| s.engine.iter().map(|e| e.len()).sum::<usize>()).sum()
    }

    /// The engines: now and then one completes the oldest entry of one QP's queue (always
    /// soon once the QP is in error: the engines flush).
    fn engine_step(&mut self, rng: &mut TestRng) {
        for s in &mut self.qps {
            s.paused = s.paused.saturating_sub(1);
        }
        let mut q = rng.gen_range(0..QPS);
        if self.env.writes_only {
            // The rate case: the engine is never the bottleneck (some QP's oldest send done).
            if let Some(k) = (0..QPS).map(|k| (q + k) % QPS).find(|&k| !self.qps[k].engine[0].is_empty()) {
                q = k;
            }
        }
        if rng.gen_bool(PAUSE_P) && !self.draining && !self.env.writes_only {
            // The engine stalls on this QP for a while (a slow peer): its queue fills.
            self.qps[q].paused = rng.gen_range(1..=PAUSE);
        }
        if self.qps[q].paused > 0 && self.qps[q].state != QpState::Error {
            return;
        }
        let ring = if rng.gen_bool(0.5) || self.env.writes_only { Ring::Sq } else { Ring::Rq };
        let s = &self.qps[q];
        let p = if s.state == QpState::Error || self.draining { 0.5 } else { self.env.done_p * QPS as f64 };
        if let Some(&(_, read)) = s.engine[ring_ix(ring)].front() {
            if rng.gen_bool(p.min(1.0)) {
                self.done_on = Some((q, ring, read, false));
            }
        }
    }

    /// The block's outputs and the inputs it took this cycle.
    fn observe(&mut self, i: &WqIn, o: &WqOut, rng: &mut TestRng) -> Result<(), String> {
        let took_event = (i.s_qp_valid && o.s_qp_ready) || (i.s_db_valid && o.s_db_ready) || (i.s_done_valid && o.s_done_ready);
        if took_event {
            self.close_in_hand()?;
        }
        if i.s_qp_valid && o.s_qp_ready {
            let u = self.qp_on.take().unwrap();
            self.run.qp_updates += 1;
            let s = &mut self.qps[u.qp];
            s.golden.update(u.live, u.state, u.ord, u.cq, ring_base(u.qp, Ring::Sq), u.logs[0], ring_base(u.qp, Ring::Rq), u.logs[1]);
            if u.state == QpState::Reset || !u.live {
                // The driver restarts its rings with the block's.
                self.run.resets += 1;
                if !s.posted.iter().all(|p| p.is_empty()) || !s.engine.iter().all(|e| e.is_empty()) {
                    return Err(format!("QP {} restarted with work in flight", u.qp));
                }
                s.rings = u.live.then(|| {
                    [ProducerRing::new(ring_base(u.qp, Ring::Sq), u.logs[0], SQ_WQE_BYTES).unwrap(), ProducerRing::new(ring_base(u.qp, Ring::Rq), u.logs[1], RQ_WQE_BYTES).unwrap()]
                });
            }
        }
        if i.s_db_valid && o.s_db_ready {
            let (a, v) = self.db_on.take().unwrap();
            let rel = a.wrapping_sub(doorbell::SQ_PI);
            let q = (rel / doorbell::STRIDE) as usize;
            let reg = rel % doorbell::STRIDE;
            let taken = a >= doorbell::SQ_PI && q < QPS && (reg == 0 || reg == 4) && self.qps[q].golden.doorbell(if reg == 0 { Ring::Sq } else { Ring::Rq }, v);
            if !taken {
                self.run.bad_doorbells += 1;
            }
        }
        if i.s_done_valid && o.s_done_ready {
            let (q, ring, read, stray) = self.done_on.take().unwrap();
            let s = &mut self.qps[q];
            let ok = s.golden.engine_done(ring, read && ring == Ring::Sq);
            if stray {
                if !ok {
                    self.run.stray += 1;
                }
            } else {
                if !ok {
                    return Err(format!("QP {q} {ring:?}: an engine completion golden had nothing outstanding for"));
                }
                let (wr_id, _) = s.engine[ring_ix(ring)].pop_front().unwrap();
                Self::complete(s, q, ring, wr_id)?;
            }
        }
        if o.m_rd_valid && i.m_rd_ready {
            self.close_in_hand()?;
            let hit = (0..QPS).flat_map(|q| [(q, Ring::Sq), (q, Ring::Rq)]).find(|&(q, r)| {
                let g = &self.qps[q].golden;
                let len = if r == Ring::Sq { SQ_WQE_BYTES } else { RQ_WQE_BYTES };
                g.live && g.pending(r) > 0 && g.ring(r).next_addr(len) == o.m_rd_addr && o.m_rd_len as usize == len
            });
            let Some((q, ring)) = hit else { return Err(format!("read of {} bytes at {:#x}: no queue's next entry", o.m_rd_len, o.m_rd_addr)) };
            let mut bytes = vec![0u8; o.m_rd_len as usize];
            self.host.0.borrow().read(o.m_rd_addr, &mut bytes);
            let due = self.cycle + rng.gen_range(self.env.latency.0..=self.env.latency.1);
            for w in bytes.chunks(8) {
                self.read_words.push_back((due, u64::from_le_bytes(w.try_into().unwrap())));
            }
            let g = &mut self.qps[q].golden;
            let verdict = g.decide(ring, &bytes);
            g.apply(ring, &verdict);
            if verdict == Verdict::Wait {
                self.run.waits += 1;
            }
            self.in_hand = Some(InHand { qp: q, ring, verdict, posted_seen: false });
        }
        if i.s_dma_data_valid && o.s_dma_data_ready {
            self.read_words.pop_front();
        }
        if o.m_post_valid && i.m_post_ready {
            let h = self.in_hand.as_mut().ok_or("a record with no entry in hand")?;
            let want = match h.verdict {
                Verdict::Take(Taken::Send { id, wqe }) => (h.qp as u8, false, (id % ENGINE_DEPTH) as u8, wqe.wr_id, wqe.len, wqe.flags & sq_flag::SIGNALED != 0, cqe_op(wqe.op) as u8),
                Verdict::Take(Taken::Recv { slot, wqe }) => (h.qp as u8, true, slot, wqe.wr_id, wqe.len, true, CqeOp::Recv as u8),
                v => return Err(format!("QP {} {:?}: a record, golden's verdict {v:?}", h.qp, h.ring)),
            };
            let got = (o.m_post_qp, o.m_post_recv, o.m_post_slot, o.m_post_wr_id, o.m_post_len, o.m_post_signaled, o.m_post_op);
            if got != want || h.posted_seen || u16::from(o.m_post_cq) != self.qps[h.qp].golden.cq {
                return Err(format!("record {got:?}, golden's {want:?}"));
            }
            h.posted_seen = true;
        }
        if o.m_wr_valid && i.m_wr_ready {
            let h = self.in_hand.take().ok_or("a work request with no entry in hand")?;
            let Verdict::Take(Taken::Send { id, wqe }) = h.verdict else { return Err(format!("work request, golden's verdict {:?}", h.verdict)) };
            let op = match (wqe.op, wqe.flags & sq_flag::SOLICITED != 0) {
                (SqOp::Write, _) => wr_op::WRITE,
                (SqOp::Read, _) => wr_op::READ,
                (SqOp::Send, false) => wr_op::SEND,
                (SqOp::Send, true) => wr_op::SEND_SE,
                (SqOp::SendInv, false) => wr_op::SEND_INV,
                (SqOp::SendInv, true) => wr_op::SEND_SE_INV,
            };
            let want = (h.qp as u8, op as u8, id, wqe.lstag, wqe.lto, wqe.len, wqe.rstag, wqe.rto);
            let got = (o.m_wr_qp, o.m_wr_op, o.m_wr_id, o.m_wr_lstag, o.m_wr_lto, o.m_wr_len, o.m_wr_rstag, o.m_wr_rto);
            if got != want || !h.posted_seen {
                return Err(format!("work request {got:?}, golden's {want:?} (record seen: {})", h.posted_seen));
            }
            let read = wqe.op == SqOp::Read;
            self.run.taken_sends += 1;
            self.run.taken_reads += u64::from(read);
            let s = &mut self.qps[h.qp];
            s.engine[0].push_back((wqe.wr_id, read));
            self.run.max_engine = self.run.max_engine.max(s.engine[0].len());
        }
        if o.m_recv_valid && i.m_recv_ready {
            let h = self.in_hand.take().ok_or("a receive with no entry in hand")?;
            let Verdict::Take(Taken::Recv { wqe, .. }) = h.verdict else { return Err(format!("receive, golden's verdict {:?}", h.verdict)) };
            let want = (h.qp as u8, wqe.stag, wqe.to, wqe.len);
            let got = (o.m_recv_qp, o.m_recv_stag, o.m_recv_to, o.m_recv_len);
            if got != want || !h.posted_seen {
                return Err(format!("receive {got:?}, golden's {want:?} (record seen: {})", h.posted_seen));
            }
            self.run.taken_recvs += 1;
            let s = &mut self.qps[h.qp];
            s.engine[1].push_back((wqe.wr_id, false));
            self.run.max_engine = self.run.max_engine.max(s.engine[1].len());
        }
        if o.m_cqe_valid && i.m_cqe_ready {
            let h = self.in_hand.take().ok_or("a completion with no entry in hand")?;
            let Verdict::Complete(want) = h.verdict else { return Err(format!("completion, golden's verdict {:?}", h.verdict)) };
            let s = &self.qps[h.qp];
            let got = Cqe {
                wr_id: o.m_cqe_wr_id,
                len: o.m_cqe_len,
                inv_stag: o.m_cqe_inv_stag,
                qp: o.m_cqe_qp,
                op: CqeOp::ALL.get(o.m_cqe_op as usize).copied().ok_or(format!("completion op {}", o.m_cqe_op))?,
                status: iwarp_golden::host_if::CqeStatus::ALL.get(o.m_cqe_status as usize).copied().ok_or(format!("completion status {}", o.m_cqe_status))?,
                flags: o.m_cqe_flags,
                owner: false,
            };
            if got != want || u16::from(o.m_cqe_cq) != s.golden.cq {
                return Err(format!("completion {got:?} to CQ {}, golden's {want:?} to CQ {}", o.m_cqe_cq, s.golden.cq));
            }
            self.run.at_once += 1;
            match want.status {
                iwarp_golden::host_if::CqeStatus::BadWqe => self.run.bad_wqe += 1,
                _ => self.run.flushed += 1,
            }
            let s = &mut self.qps[h.qp];
            if !s.engine[ring_ix(h.ring)].is_empty() {
                return Err(format!("QP {} {:?}: a completion made here passed entries in the engine", h.qp, h.ring));
            }
            Self::complete(s, h.qp, h.ring, want.wr_id)?;
        }
        Ok(())
    }

    /// The entry in hand must be finished before the block takes anything else: a verdict
    /// other than a wait must have produced its output.
    fn close_in_hand(&mut self) -> Result<(), String> {
        match self.in_hand.take() {
            None => Ok(()),
            Some(InHand { verdict: Verdict::Wait, .. }) => Ok(()),
            Some(h) => Err(format!("QP {} {:?}: golden's verdict {:?} was never carried out", h.qp, h.ring, h.verdict)),
        }
    }

    /// A completion reached the driver: it must be its queue's oldest entry.
    fn complete(s: &mut QpSide, q: usize, ring: Ring, wr_id: u64) -> Result<(), String> {
        let r = ring_ix(ring);
        match s.posted[r].pop_front() {
            Some(w) if w == wr_id => {}
            w => return Err(format!("QP {q} {ring:?}: completion of {wr_id}, the oldest posted is {w:?}")),
        }
        s.rings.as_mut().ok_or(format!("QP {q}: a completion with no rings"))?[r].retire(1);
        Ok(())
    }
}

