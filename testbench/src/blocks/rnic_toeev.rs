//! rnic_toeev: port binding, the host (memory, the driver's TOE event ring, doorbells), the
//! TOE's events, the command side's answers, rnic_cmd's QP contexts, and the scoreboard.
//!
//! The oracle is golden's `toe_ev::EventRouter`, fed the block's doorbells, QP contexts,
//! answers and events in the order the block takes them (its one FSM applies them in that
//! order, one at a time): every ACKED count the block gives `rnic_ring` and `rnic_ack`,
//! every QP event, and every ring write (address and all 16 bytes, owner bit and LOST flag
//! included) must be golden's next of its kind; every entry the driver's own
//! `ToeEventQueue` polls must be the next golden wrote; the counters must equal golden's
//! writes, losses, refusals and routings. QPs are bound and unbound under the events (every
//! state, connections shared by two QPs, connection numbers past the TOE's 10 bits), the
//! driver pauses polling until the ring fills and entries are lost, and doorbell misuse is
//! mixed in.

use super::rnic_cmd::{EntryWrite, SimHost};
use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_driver::toe::ToeEventQueue;
use iwarp_driver::Host;
use iwarp_golden::host_if::{doorbell, QpState, ToeAnsStatus, ToeEv, ToeEvKind, TOE_CONN_LIMIT, TOE_EV_BYTES};
use iwarp_golden::qp::QpEvent;
use iwarp_golden::toe_ev::{EventRouter, QPS};
use iwarp_model::rnic::cmd::qp_event;
use iwarp_model::rnic::toeev::RnicToeEv;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_toeev`.
    ToeEvIn, ToeEvOut, RnicToeEv, verilated::rnic_toeev::Model,
    inputs {
        reset: bool,
        s_db.valid: bool, s_db.addr: u16, s_db.data: u32,
        s_qp.valid: bool, s_qp.qp: u8, s_qp.live: bool, s_qp.state: u8, s_qp.pd: u16, s_qp.cq: u16,
        s_qp.sq_base: u64, s_qp.sq_log: u8, s_qp.rq_base: u64, s_qp.rq_log: u8, s_qp.conn: u16,
        s_qp.ird: u8, s_qp.ord: u8, s_qp.mulpdu: u16, s_qp.s0_tx: u32, s_qp.s0_rx: u32, s_qp.sent_s0: u32,
        s_qp.acked: u32, s_qp.markers_tx: bool, s_qp.markers_rx: bool, s_qp.crc: bool, s_qp.kept: u8,
        s_ans.valid: bool, s_ans.status: u8, s_ans.conn: u16, s_ans.index: u32,
        s_event.valid: bool, s_event.kind: u8, s_event.conn: u16, s_event.value: u32,
        m_acked_ring.ready: bool, m_acked_ack.ready: bool, m_qpev.ready: bool,
        m_wr.ready: bool, m_wd.ready: bool,
    }
    outputs {
        s_db.ready: bool, s_qp.ready: bool, s_ans.ready: bool, s_event.ready: bool,
        m_acked_ring.valid: bool, m_acked_ring.qp: u8, m_acked_ring.value: u32,
        m_acked_ack.valid: bool, m_acked_ack.qp: u8, m_acked_ack.value: u32,
        m_qpev.valid: bool, m_qpev.qp: u8, m_qpev.ev: u8,
        m_wr.valid: bool, m_wr.addr: u64, m_wr.len: u16,
        m_wd.valid: bool, m_wd.data: u64, m_wd.keep: u8, m_wd.last: bool,
        eq_room: bool, idle: bool,
        cnt_written: u32, cnt_lost: u32, cnt_bad_db: u32, cnt_acked: u32, cnt_qpev: u32,
    }
);

pub type ToeEvDut = Box<dyn Dut<In = ToeEvIn, Out = ToeEvOut>>;

pub fn toeev_dut(kind: BackendKind, test: &str) -> ToeEvDut {
    build::<RnicToeEv, verilated::rnic_toeev::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = ToeEvIn, Out = ToeEvOut>) {
    for _ in 0..2 {
        dut.eval(&ToeEvIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Where the ring lives.
const RING: u64 = 0x7_0000_0000;
/// Cycles without progress after which a run is declared hung.
const HANG: u64 = 20_000;
/// The connections QPs are bound to: both ends of the 10 bits, a power of two and its
/// neighbour.
const CONNS: [u16; 12] = [0, 1, 2, 3, 17, 100, 511, 512, 700, 1000, 1022, 1023];

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct ToeEvRun {
    pub events: u64,
    pub answers: u64,
    pub qp_updates: u64,
    /// Events and answers written into the ring; lost; entries polled by the driver, of
    /// them flagged LOST.
    pub written: u64,
    pub lost: u64,
    pub polled: u64,
    pub flagged: u64,
    /// ACKED counts to the QPs; events to the QPs; events on a connection two QPs were bound
    /// to.
    pub acked: u64,
    pub qp_events: u64,
    pub shared: u64,
    pub bad_doorbells: u64,
    pub laps: u64,
    pub cycles: u64,
}

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct ToeEvEnv {
    /// Probability an event, an answer, a QP context is offered in a cycle.
    pub event_rate: f64,
    pub ans_rate: f64,
    pub qp_rate: f64,
    /// An output channel's ready is low.
    pub stall: f64,
    /// Probability per cycle that the driver pauses polling, and the longest pause.
    pub pause_p: f64,
    pub pause: u64,
    /// Probability per cycle of a doorbell write the block must refuse.
    pub misuse: f64,
    /// Ring size (log2 entries).
    pub log: u8,
    /// Cycles before the driver starts the ring (events before it are lost).
    pub late_start: u64,
}

/// The bench.
pub struct ToeEvBench {
    host: SimHost,
    driver: Option<ToeEventQueue>,
    golden: EventRouter,
    /// Ring entries golden wrote, not yet written by the block; not yet polled.
    expect_wr: VecDeque<(u64, [u8; TOE_EV_BYTES])>,
    unpolled: VecDeque<ToeEv>,
    expect_ring: VecDeque<(u8, u32)>,
    expect_ack: VecDeque<(u8, u32)>,
    expect_qpev: VecDeque<(u8, QpEvent)>,
    write: EntryWrite,
    db_on: Option<(u32, u32)>,
    qp_on: Option<(u8, bool, QpState, u16)>,
    ans_on: Option<(ToeAnsStatus, u16, u32)>,
    ev_on: Option<(ToeEvKind, u16, u32)>,
    index: u32,
    paused: u64,
    /// Polled and not yet released.
    unreleased: u32,
    env: ToeEvEnv,
    pub run: ToeEvRun,
}

impl ToeEvBench {
    pub fn new(env: ToeEvEnv) -> Self {
        ToeEvBench {
            host: SimHost::default(),
            driver: None,
            golden: EventRouter::new(),
            expect_wr: VecDeque::new(),
            unpolled: VecDeque::new(),
            expect_ring: VecDeque::new(),
            expect_ack: VecDeque::new(),
            expect_qpev: VecDeque::new(),
            write: EntryWrite::default(),
            db_on: None,
            qp_on: None,
            ans_on: None,
            ev_on: None,
            index: 0,
            paused: 0,
            unreleased: 0,
            env,
            run: ToeEvRun::default(),
        }
    }

    fn conn(rng: &mut TestRng) -> u16 {
        if rng.gen_bool(0.1) {
            rng.gen_range(0..TOE_CONN_LIMIT)
        } else {
            CONNS[rng.gen_range(0..CONNS.len())]
        }
    }

    fn qp_ctx(rng: &mut TestRng) -> (u8, bool, QpState, u16) {
        let state = if rng.gen_bool(0.5) { QpState::Rts } else { QpState::ALL[rng.gen_range(0..QpState::ALL.len())] };
        // Now and then a connection number past the TOE's 10 bits: bound to nothing.
        let conn = if rng.gen_bool(0.03) { CONNS[rng.gen_range(0..CONNS.len())] | (1 << rng.gen_range(10..16)) } else { CONNS[rng.gen_range(0..CONNS.len())] };
        (rng.gen_range(0..QPS as u8), rng.gen_bool(0.9), state, conn)
    }

    fn event(rng: &mut TestRng) -> (ToeEvKind, u16, u32) {
        let kind = if rng.gen_bool(0.5) { ToeEvKind::Acked } else { ToeEvKind::ALL[rng.gen_range(0..7)] };
        (kind, Self::conn(rng), rng.gen())
    }

    fn routed(&mut self, r: iwarp_golden::toe_ev::Routed) {
        if let Some(a) = r.acked {
            self.expect_ring.push_back(a);
            self.expect_ack.push_back(a);
        }
        if let Some(e) = r.qp_event {
            self.expect_qpev.push_back(e);
        }
        if let Some((at, bytes)) = r.written {
            self.expect_wr.push_back((at, bytes));
            self.unpolled.push_back(ToeEv::decode(&bytes).expect("golden's entry decodes"));
        }
        if r.lost {
            self.run.lost += 1;
        }
    }

    /// A doorbell write the block must refuse.
    fn misuse(&mut self, rng: &mut TestRng) {
        let polled = self.driver.as_ref().map_or(0, |d| d.consumer_index());
        let (reg, v) = match rng.gen_range(0..5) {
            0 => (doorbell::EQ_LOG, [0, 17, 31, u32::MAX][rng.gen_range(0..4)]),
            // Past the entries written, or backwards (only once started and released).
            1 if self.driver.is_some() => (doorbell::EQ_CI, polled.wrapping_add(1 << 20)),
            2 if self.driver.is_some() && self.unreleased == 0 && polled != 0 => (doorbell::EQ_CI, polled.wrapping_sub(rng.gen_range(1..=polled.min(3)))),
            3 => (doorbell::EQ_BASE_LO + rng.gen_range(1..4), rng.gen()),
            _ => (doorbell::EQ_WINDOW + 0x10 + 4 * rng.gen_range(0..0x3C), rng.gen()),
        };
        self.host.write_reg(reg, v);
    }

    /// Runs until `n` events and answers were offered and everything settled.
    pub fn run(&mut self, dut: &mut dyn Dut<In = ToeEvIn, Out = ToeEvOut>, n: u64, rng: &mut TestRng) -> Result<ToeEvRun, String> {
        let base = dut.eval(&ToeEvIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let (mut quiet, mut stuck) = (0, 0u64);
        loop {
            self.run.cycles += 1;
            let before = (self.run.events + self.run.answers, self.run.written, self.run.polled, self.run.acked, self.run.qp_events);
            if self.driver.is_none() && self.run.cycles > self.env.late_start {
                let d = ToeEventQueue::new(RING, self.env.log).map_err(|e| format!("{e:?}"))?;
                d.setup(&mut self.host);
                self.driver = Some(d);
            }
            let offering = self.run.events + self.run.answers < n;
            if offering && rng.gen_bool(self.env.misuse) {
                self.misuse(rng);
            }
            if self.db_on.is_none() {
                self.db_on = self.host.0.borrow_mut().doorbells.pop_front();
            }
            if offering {
                if self.qp_on.is_none() && rng.gen_bool(self.env.qp_rate) {
                    self.qp_on = Some(Self::qp_ctx(rng));
                }
                let pending = u64::from(self.ans_on.is_some()) + u64::from(self.ev_on.is_some());
                if self.ans_on.is_none() && self.run.events + self.run.answers + pending < n && rng.gen_bool(self.env.ans_rate) {
                    self.ans_on = Some((ToeAnsStatus::ALL[rng.gen_range(0..ToeAnsStatus::ALL.len())], rng.gen_range(0..TOE_CONN_LIMIT), self.index));
                    self.index = self.index.wrapping_add(1);
                }
                let pending = u64::from(self.ans_on.is_some()) + u64::from(self.ev_on.is_some());
                if self.ev_on.is_none() && self.run.events + self.run.answers + pending < n && rng.gen_bool(self.env.event_rate) {
                    self.ev_on = Some(Self::event(rng));
                }
            }
            let mut i = ToeEvIn {
                m_acked_ring_ready: ready.drive(rng),
                m_acked_ack_ready: ready.drive(rng),
                m_qpev_ready: ready.drive(rng),
                m_wr_ready: ready.drive(rng),
                m_wd_ready: ready.drive(rng),
                ..Default::default()
            };
            if let Some((a, v)) = self.db_on {
                (i.s_db_valid, i.s_db_addr, i.s_db_data) = (true, a as u16, v);
            }
            if let Some((q, live, state, conn)) = self.qp_on {
                (i.s_qp_valid, i.s_qp_qp, i.s_qp_live, i.s_qp_state, i.s_qp_conn) = (true, q, live, state as u8, conn);
                (i.s_qp_pd, i.s_qp_cq, i.s_qp_sq_base, i.s_qp_mulpdu) = (u16::from(q) * 3, 1, 0x1234_5678_9000 + u64::from(q), 1024);
                // The MPA start-up's fields, which this block ignores.
                (i.s_qp_s0_tx, i.s_qp_s0_rx, i.s_qp_sent_s0, i.s_qp_acked) = (u32::from(conn) << 20, !u32::from(conn), 0x44, 0x40);
                (i.s_qp_markers_tx, i.s_qp_markers_rx, i.s_qp_crc, i.s_qp_kept) = (live, !live, true, q);
            }
            if let Some((s, conn, index)) = self.ans_on {
                (i.s_ans_valid, i.s_ans_status, i.s_ans_conn, i.s_ans_index) = (true, s as u8, conn, index);
            }
            if let Some((k, conn, value)) = self.ev_on {
                (i.s_event_valid, i.s_event_kind, i.s_event_conn, i.s_event_value) = (true, k as u8, conn, value);
            }
            let o = dut.eval(&i);
            let taken = [i.s_db_valid && o.s_db_ready, i.s_qp_valid && o.s_qp_ready, i.s_ans_valid && o.s_ans_ready, i.s_event_valid && o.s_event_ready];
            if taken.iter().filter(|t| **t).count() > 1 {
                return Err(format!("two inputs taken in one cycle: {taken:?}"));
            }
            if taken[0] {
                let (a, v) = self.db_on.take().unwrap();
                let window = (doorbell::EQ_WINDOW..doorbell::EQ_WINDOW_END).contains(&a);
                if !window || !self.golden.doorbell(a, v) {
                    self.run.bad_doorbells += 1;
                }
            }
            if taken[1] {
                let (q, live, state, conn) = self.qp_on.take().unwrap();
                self.golden.qp(q, live, state, conn);
                self.run.qp_updates += 1;
            }
            if taken[2] {
                let (s, conn, index) = self.ans_on.take().unwrap();
                let r = self.golden.answer(s, conn, index);
                self.routed(r);
                self.run.answers += 1;
            }
            if taken[3] {
                let (k, conn, value) = self.ev_on.take().unwrap();
                if self.golden.bound.iter().filter(|b| **b == Some(conn)).count() > 1 {
                    self.run.shared += 1;
                }
                let r = self.golden.event(k, conn, value);
                self.routed(r);
                self.run.events += 1;
            }
            if o.m_acked_ring_valid && i.m_acked_ring_ready {
                let got = (o.m_acked_ring_qp, o.m_acked_ring_value);
                if self.expect_ring.pop_front() != Some(got) {
                    return Err(format!("ACKED {got:?} to rnic_ring, golden routed none or another"));
                }
            }
            if o.m_acked_ack_valid && i.m_acked_ack_ready {
                let got = (o.m_acked_ack_qp, o.m_acked_ack_value);
                if self.expect_ack.pop_front() != Some(got) {
                    return Err(format!("ACKED {got:?} to rnic_ack, golden routed none or another"));
                }
                self.run.acked += 1;
            }
            if o.m_qpev_valid && i.m_qpev_ready {
                let ev = match u64::from(o.m_qpev_ev) {
                    qp_event::TERMINATE => QpEvent::Terminate,
                    qp_event::PEER_CLOSED => QpEvent::PeerClosed,
                    qp_event::LLP_CLOSED => QpEvent::LlpClosed,
                    _ => QpEvent::LlpReset,
                };
                let want = self.expect_qpev.pop_front();
                if want != Some((o.m_qpev_qp, ev)) {
                    return Err(format!("QP event {ev:?} to QP {}, golden's next {want:?}", o.m_qpev_qp));
                }
                self.run.qp_events += 1;
            }
            if o.m_wr_valid && i.m_wr_ready {
                self.write.request(o.m_wr_addr, o.m_wr_len, TOE_EV_BYTES)?;
            }
            if o.m_wd_valid && i.m_wd_ready {
                if let Some((at, bytes)) = self.write.word(o.m_wd_data, o.m_wd_keep, o.m_wd_last, TOE_EV_BYTES)? {
                    let Some((want_at, want)) = self.expect_wr.pop_front() else { return Err(format!("an entry written at {at:#x} golden did not write")) };
                    if (at, bytes.as_slice()) != (want_at, &want[..]) {
                        return Err(format!("entry at {at:#x} {bytes:02x?}, golden's next at {want_at:#x} {want:02x?}"));
                    }
                    self.host.write_mem(at, &bytes);
                    self.run.written += 1;
                }
            }
            // Settled: the room the command side sees is golden's.
            let drained = self.expect_wr.is_empty() && self.expect_ring.is_empty() && self.expect_ack.is_empty() && self.expect_qpev.is_empty();
            if o.idle && drained && !taken.iter().any(|t| *t) {
                let g = &self.golden;
                let room = g.log.is_some_and(|l| g.pi.wrapping_sub(g.ci) < 1 << l);
                if o.eq_room != room {
                    return Err(format!("eq_room {}, golden's ring {:?}", o.eq_room, (g.log, g.pi, g.ci)));
                }
            }
            dut.tick();
            self.poll(rng, offering)?;
            let progress = before != (self.run.events + self.run.answers, self.run.written, self.run.polled, self.run.acked, self.run.qp_events);
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > HANG {
                return Err(format!("hang: {:?}", self.run));
            }
            let settled = !offering && drained && self.unpolled.is_empty() && self.ans_on.is_none() && self.ev_on.is_none() && self.db_on.is_none() && self.host.0.borrow().doorbells.is_empty() && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 8 {
                break;
            }
        }
        let o = dut.eval(&ToeEvIn::default());
        let d = |a: u32, b: u32| u64::from(a.wrapping_sub(b));
        let r = &self.run;
        let counted = [d(o.cnt_written, base.cnt_written), d(o.cnt_lost, base.cnt_lost), d(o.cnt_bad_db, base.cnt_bad_db), d(o.cnt_acked, base.cnt_acked), d(o.cnt_qpev, base.cnt_qpev)];
        let want = [r.written, r.lost, r.bad_doorbells, r.acked, r.qp_events];
        if counted != want {
            return Err(format!("counters (written, lost, bad doorbells, acked, QP events) {counted:?}, golden {want:?}"));
        }
        Ok(self.run.clone())
    }

    /// The driver polls (unless paused), each entry golden's next; it gives the consumer
    /// index back after each entry or in batches.
    fn poll(&mut self, rng: &mut TestRng, offering: bool) -> Result<(), String> {
        let Some(driver) = self.driver.as_mut() else { return Ok(()) };
        if self.paused > 0 && offering {
            self.paused -= 1;
            return Ok(());
        }
        if rng.gen_bool(self.env.pause_p) {
            self.paused = rng.gen_range(1..=self.env.pause);
        }
        while let Some(e) = driver.poll(&mut self.host).map_err(|e| format!("TOE event ring: {e:?}"))? {
            let Some(want) = self.unpolled.pop_front() else { return Err(format!("{e:?} polled, golden wrote none")) };
            if e != want {
                return Err(format!("polled {e:?}, golden wrote {want:?}"));
            }
            self.run.polled += 1;
            self.run.flagged += u64::from(e.flags != 0);
            self.unreleased += 1;
            if driver.consumer_index() % driver.size() == 0 {
                self.run.laps += 1;
            }
        }
        if self.unreleased > 0 && (!offering || rng.gen_bool(0.3)) {
            driver.release(&mut self.host);
            self.unreleased = 0;
        }
        Ok(())
    }
}
