//! rnic_qperr: port binding, random traffic on its four inputs, and the scoreboard.
//!
//! The oracle is the block's contract written out here (it is wiring: no RFC or golden
//! model has more to say), checked at every handshake:
//! - `m_term` and `m_cqe` are `s_term` and `s_cqe`, wire for wire, in the same cycle;
//! - a TERMINATE event for QP q is given only while q has a Terminate, a PEER_TERMINATE
//!   completion or a Terminate of ddp_tx's own (`s_own_term`) that no TERMINATE event has
//!   answered yet, and answers all of them; every
//!   one is answered by the end;
//! - the connection's-end events come out as they went in, in order;
//! - a flush for q (each engine's) is given only while q owes one (a stop: live and
//!   TERMINATE or ERROR after a context that was neither, not yet answered by a flush), answers all
//!   of q's entries before it, and every entry is answered by the end;
//! - the counters are the events and flushes seen.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_model::ddp::cqe;
use iwarp_model::rnic::cmd::qp_event;
use iwarp_model::rnic::qp_state;
use iwarp_model::rnic::qperr::RnicQpErr;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_qperr`.
    QpErrIn, QpErrOut, RnicQpErr, verilated::rnic_qperr::Model,
    inputs {
        reset: bool,
        s_term.valid: bool, s_term.qp: u8, s_term.ctl: u32, s_term.seglen: u16,
        s_term.w0: u64, s_term.w1: u64, s_term.w2: u64, s_term.w3: u64, s_term.w4: u64, s_term.w5: u64,
        m_term.ready: bool,
        s_cqe.valid: bool, s_cqe.qp: u8, s_cqe.kind: u8, s_cqe.status: u8, s_cqe.slot: u8, s_cqe.len: u32,
        s_cqe.se: bool, s_cqe.inv: bool, s_cqe.stag: u32,
        m_cqe.ready: bool,
        s_llp.valid: bool, s_llp.qp: u8, s_llp.ev: u8,
        m_ev.ready: bool,
        s_qp.valid: bool, s_qp.qp: u8, s_qp.live: bool, s_qp.state: u8, s_qp.pd: u16, s_qp.cq: u16,
        s_qp.sq_base: u64, s_qp.sq_log: u8, s_qp.rq_base: u64, s_qp.rq_log: u8, s_qp.conn: u16,
        s_qp.ird: u8, s_qp.ord: u8, s_qp.mulpdu: u16, s_qp.s0_tx: u32, s_qp.s0_rx: u32, s_qp.sent_s0: u32,
        s_qp.acked: u32, s_qp.markers_tx: bool, s_qp.markers_rx: bool, s_qp.crc: bool, s_qp.kept: u8,
        m_flush_rx.ready: bool, m_flush_tx.ready: bool,
        s_own_term_valid: bool, s_own_term_qp: u8,
    }
    outputs {
        s_term.ready: bool,
        m_term.valid: bool, m_term.qp: u8, m_term.ctl: u32, m_term.seglen: u16,
        m_term.w0: u64, m_term.w1: u64, m_term.w2: u64, m_term.w3: u64, m_term.w4: u64, m_term.w5: u64,
        s_cqe.ready: bool,
        m_cqe.valid: bool, m_cqe.qp: u8, m_cqe.kind: u8, m_cqe.status: u8, m_cqe.slot: u8, m_cqe.len: u32,
        m_cqe.se: bool, m_cqe.inv: bool, m_cqe.stag: u32,
        s_llp.ready: bool,
        m_ev.valid: bool, m_ev.qp: u8, m_ev.ev: u8,
        s_qp.ready: bool,
        m_flush_rx.valid: bool, m_flush_rx.qp: u8, m_flush_tx.valid: bool, m_flush_tx.qp: u8,
        idle: bool, cnt_terms: u32, cnt_flush_rx: u32, cnt_flush_tx: u32,
    }
);

pub type QpErrDut = Box<dyn Dut<In = QpErrIn, Out = QpErrOut>>;

pub fn qperr_dut(kind: BackendKind, test: &str) -> QpErrDut {
    build::<RnicQpErr, verilated::rnic_qperr::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = QpErrIn, Out = QpErrOut>) {
    for _ in 0..2 {
        dut.eval(&QpErrIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

const QPS: usize = iwarp_model::ddp::QPS;
/// Cycles without progress after which a run is declared hung.
const HANG: u64 = 5_000;

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct QpErrRun {
    pub terms: u64,
    pub cqes: u64,
    pub peer_terms: u64,
    /// ddp_tx's own Terminates.
    pub own_terms: u64,
    pub llp: u64,
    pub qp_ctx: u64,
    /// Stops (entries into TERMINATE or ERROR).
    pub entries_into_error: u64,
    /// TERMINATE events given; of them answering more than one Terminate; flushes given.
    pub term_events: u64,
    pub coalesced: u64,
    pub flush_rx: u64,
    pub flush_tx: u64,
    pub cycles: u64,
}

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct QpErrEnv {
    /// Per cycle: a Terminate, a completion, a connection's end, a QP context offered.
    pub term_rate: f64,
    pub cqe_rate: f64,
    pub llp_rate: f64,
    pub qp_rate: f64,
    /// Share of completions that are PEER_TERMINATE.
    pub peer_term: f64,
    /// An output's ready is low.
    pub stall: f64,
    /// The QPs the traffic uses (1..=16: few QPs, more coalescing).
    pub qps: u8,
}

pub struct QpErrBench {
    env: QpErrEnv,
    term_on: Option<QpErrIn>,
    cqe_on: Option<QpErrIn>,
    llp_on: Option<(u8, u8)>,
    llp_queue: VecDeque<(u8, u8)>,
    unanswered: [u32; QPS],
    errored: [bool; QPS],
    owe_rx: [bool; QPS],
    owe_tx: [bool; QPS],
    pub run: QpErrRun,
}

impl QpErrBench {
    pub fn new(env: QpErrEnv) -> Self {
        QpErrBench {
            env,
            term_on: None,
            cqe_on: None,
            llp_on: None,
            llp_queue: VecDeque::new(),
            unanswered: [0; QPS],
            errored: [false; QPS],
            owe_rx: [false; QPS],
            owe_tx: [false; QPS],
            run: QpErrRun::default(),
        }
    }

    fn qp(&self, rng: &mut TestRng) -> u8 {
        rng.gen_range(0..self.env.qps)
    }

    /// Runs until `n` inputs were offered and everything settled.
    pub fn run(&mut self, dut: &mut dyn Dut<In = QpErrIn, Out = QpErrOut>, n: u64, rng: &mut TestRng) -> Result<QpErrRun, String> {
        let base = dut.eval(&QpErrIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let (mut quiet, mut stuck, mut offered) = (0, 0u64, 0u64);
        loop {
            self.run.cycles += 1;
            let before = (offered, self.run.term_events, self.run.flush_rx, self.run.flush_tx, self.run.llp);
            let offering = offered < n;
            if offering && self.term_on.is_none() && rng.gen_bool(self.env.term_rate) {
                let q = self.qp(rng);
                let mut t = QpErrIn { s_term_valid: true, s_term_qp: q, s_term_ctl: rng.gen(), s_term_seglen: rng.gen(), ..Default::default() };
                (t.s_term_w0, t.s_term_w1, t.s_term_w2, t.s_term_w3, t.s_term_w4, t.s_term_w5) = (rng.gen(), rng.gen(), rng.gen(), rng.gen(), rng.gen(), rng.gen());
                self.term_on = Some(t);
                offered += 1;
            }
            if offering && self.cqe_on.is_none() && rng.gen_bool(self.env.cqe_rate) {
                let kind = if rng.gen_bool(self.env.peer_term) { cqe::PEER_TERMINATE as u8 } else { rng.gen_range(0..2) };
                let q = self.qp(rng);
                self.cqe_on = Some(QpErrIn {
                    s_cqe_valid: true,
                    s_cqe_qp: q,
                    s_cqe_kind: kind,
                    s_cqe_status: rng.gen_range(0..4),
                    s_cqe_slot: rng.gen_range(0..16),
                    s_cqe_len: rng.gen(),
                    s_cqe_se: rng.gen(),
                    s_cqe_inv: rng.gen(),
                    s_cqe_stag: rng.gen(),
                    ..Default::default()
                });
                offered += 1;
            }
            if offering && self.llp_on.is_none() && rng.gen_bool(self.env.llp_rate) {
                let ev = [qp_event::PEER_CLOSED, qp_event::LLP_CLOSED, qp_event::LLP_RESET][rng.gen_range(0..3)] as u8;
                self.llp_on = Some((self.qp(rng), ev));
                offered += 1;
            }
            let mut i = QpErrIn {
                m_term_ready: ready.drive(rng),
                m_cqe_ready: ready.drive(rng),
                m_ev_ready: ready.drive(rng),
                m_flush_rx_ready: ready.drive(rng),
                m_flush_tx_ready: ready.drive(rng),
                ..Default::default()
            };
            if let Some(t) = self.term_on {
                (i.s_term_valid, i.s_term_qp, i.s_term_ctl, i.s_term_seglen) = (true, t.s_term_qp, t.s_term_ctl, t.s_term_seglen);
                (i.s_term_w0, i.s_term_w1, i.s_term_w2, i.s_term_w3, i.s_term_w4, i.s_term_w5) = (t.s_term_w0, t.s_term_w1, t.s_term_w2, t.s_term_w3, t.s_term_w4, t.s_term_w5);
            }
            if let Some(c) = self.cqe_on {
                (i.s_cqe_valid, i.s_cqe_qp, i.s_cqe_kind, i.s_cqe_status, i.s_cqe_slot) = (true, c.s_cqe_qp, c.s_cqe_kind, c.s_cqe_status, c.s_cqe_slot);
                (i.s_cqe_len, i.s_cqe_se, i.s_cqe_inv, i.s_cqe_stag) = (c.s_cqe_len, c.s_cqe_se, c.s_cqe_inv, c.s_cqe_stag);
            }
            if let Some((q, ev)) = self.llp_on {
                (i.s_llp_valid, i.s_llp_qp, i.s_llp_ev) = (true, q, ev);
            }
            // ddp_tx's own Terminates: a pulse, always taken.
            if offering && rng.gen_bool(self.env.term_rate / 2.0) {
                (i.s_own_term_valid, i.s_own_term_qp) = (true, self.qp(rng));
                offered += 1;
            }
            // QP contexts: mostly a QP into or out of error.
            if offering && rng.gen_bool(self.env.qp_rate) {
                let state = [qp_state::ERROR, qp_state::ERROR, qp_state::RESET, qp_state::RTS, qp_state::TERMINATE][rng.gen_range(0..5)] as u8;
                (i.s_qp_valid, i.s_qp_qp, i.s_qp_live, i.s_qp_state) = (true, self.qp(rng), rng.gen_bool(0.9), state);
                (i.s_qp_pd, i.s_qp_conn, i.s_qp_mulpdu) = (rng.gen(), rng.gen(), rng.gen());
                // The MPA start-up's fields, which this block ignores, made of the draws above.
                (i.s_qp_s0_tx, i.s_qp_s0_rx, i.s_qp_sent_s0, i.s_qp_acked) = (u32::from(i.s_qp_conn) << 16 | u32::from(i.s_qp_pd), !u32::from(i.s_qp_mulpdu), u32::from(i.s_qp_pd), u32::from(i.s_qp_conn));
                (i.s_qp_markers_tx, i.s_qp_markers_rx, i.s_qp_crc, i.s_qp_kept) = (i.s_qp_pd & 1 == 1, i.s_qp_pd & 2 == 2, i.s_qp_conn & 1 == 1, i.s_qp_mulpdu as u8);
                offered += 1;
            }
            let o = dut.eval(&i);
            // The pass-throughs.
            let term_in = (i.s_term_valid, i.s_term_qp, i.s_term_ctl, i.s_term_seglen, [i.s_term_w0, i.s_term_w1, i.s_term_w2, i.s_term_w3, i.s_term_w4, i.s_term_w5]);
            let term_out = (o.m_term_valid, o.m_term_qp, o.m_term_ctl, o.m_term_seglen, [o.m_term_w0, o.m_term_w1, o.m_term_w2, o.m_term_w3, o.m_term_w4, o.m_term_w5]);
            if term_in != term_out || o.s_term_ready != i.m_term_ready {
                return Err(format!("Terminate passed as {term_out:?} (ready {}), offered {term_in:?} (ready {})", o.s_term_ready, i.m_term_ready));
            }
            let cqe_in = (i.s_cqe_valid, i.s_cqe_qp, i.s_cqe_kind, i.s_cqe_status, i.s_cqe_slot, i.s_cqe_len, i.s_cqe_se, i.s_cqe_inv, i.s_cqe_stag);
            let cqe_out = (o.m_cqe_valid, o.m_cqe_qp, o.m_cqe_kind, o.m_cqe_status, o.m_cqe_slot, o.m_cqe_len, o.m_cqe_se, o.m_cqe_inv, o.m_cqe_stag);
            if cqe_in != cqe_out || o.s_cqe_ready != i.m_cqe_ready {
                return Err(format!("completion passed as {cqe_out:?}, offered {cqe_in:?}"));
            }
            if i.s_qp_valid && !o.s_qp_ready {
                return Err("a QP context not taken at once".into());
            }
            // Handshakes out first (a take answers what came before this cycle), then in.
            if o.m_ev_valid && i.m_ev_ready {
                let q = usize::from(o.m_ev_qp);
                if u64::from(o.m_ev_ev) == qp_event::TERMINATE {
                    if self.unanswered[q] == 0 {
                        return Err(format!("TERMINATE for QP {q} with no Terminate to answer"));
                    }
                    self.run.coalesced += u64::from(self.unanswered[q] > 1);
                    self.unanswered[q] = 0;
                    self.run.term_events += 1;
                } else {
                    let want = self.llp_queue.pop_front();
                    if want != Some((o.m_ev_qp, o.m_ev_ev)) {
                        return Err(format!("event {:?}, the connection's next end {want:?}", (o.m_ev_qp, o.m_ev_ev)));
                    }
                    self.run.llp += 1;
                }
            }
            for (valid, ready, qp, owe, count, who) in [
                (o.m_flush_rx_valid, i.m_flush_rx_ready, o.m_flush_rx_qp, &mut self.owe_rx, &mut self.run.flush_rx, "ddp_rx"),
                (o.m_flush_tx_valid, i.m_flush_tx_ready, o.m_flush_tx_qp, &mut self.owe_tx, &mut self.run.flush_tx, "ddp_tx"),
            ] {
                if valid && ready {
                    let q = usize::from(qp);
                    if !owe[q] {
                        return Err(format!("{who} flushed QP {q}, which owes no flush"));
                    }
                    owe[q] = false;
                    *count += 1;
                }
            }
            if i.s_term_valid && o.s_term_ready {
                self.unanswered[usize::from(i.s_term_qp)] += 1;
                self.term_on = None;
                self.run.terms += 1;
            }
            if i.s_cqe_valid && o.s_cqe_ready {
                if u64::from(i.s_cqe_kind) == cqe::PEER_TERMINATE {
                    self.unanswered[usize::from(i.s_cqe_qp)] += 1;
                    self.run.peer_terms += 1;
                }
                self.cqe_on = None;
                self.run.cqes += 1;
            }
            if i.s_own_term_valid {
                self.unanswered[usize::from(i.s_own_term_qp)] += 1;
                self.run.own_terms += 1;
            }
            if i.s_llp_valid && o.s_llp_ready {
                self.llp_queue.push_back(self.llp_on.take().unwrap());
            }
            if i.s_qp_valid {
                let q = usize::from(i.s_qp_qp);
                let now = i.s_qp_live && (u64::from(i.s_qp_state) == qp_state::ERROR || u64::from(i.s_qp_state) == qp_state::TERMINATE);
                if now && !self.errored[q] {
                    (self.owe_rx[q], self.owe_tx[q]) = (true, true);
                    self.run.entries_into_error += 1;
                }
                self.errored[q] = now;
                self.run.qp_ctx += 1;
            }
            dut.tick();
            let progress = before != (offered, self.run.term_events, self.run.flush_rx, self.run.flush_tx, self.run.llp);
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > HANG {
                return Err(format!("hang: {:?}", self.run));
            }
            let settled = !offering
                && self.term_on.is_none()
                && self.cqe_on.is_none()
                && self.llp_on.is_none()
                && self.llp_queue.is_empty()
                && self.unanswered.iter().all(|u| *u == 0)
                && !self.owe_rx.iter().any(|o| *o)
                && !self.owe_tx.iter().any(|o| *o)
                && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 4 {
                break;
            }
        }
        let o = dut.eval(&QpErrIn::default());
        let d = |a: u32, b: u32| u64::from(a.wrapping_sub(b));
        let counted = [d(o.cnt_terms, base.cnt_terms), d(o.cnt_flush_rx, base.cnt_flush_rx), d(o.cnt_flush_tx, base.cnt_flush_tx)];
        let want = [self.run.term_events, self.run.flush_rx, self.run.flush_tx];
        if counted != want {
            return Err(format!("counters (terms, flushes rx, tx) {counted:?}, seen {want:?}"));
        }
        Ok(self.run.clone())
    }
}
