//! toe_rx_seq: port binding, stimulus and scoreboard against golden's `toe_seq::rx_decide`.
//!
//! Each segment offered is decided by golden at the moment it is offered (the function is
//! pure: the TCB view travels with the segment), and the block's decisions must come out in
//! order, each equal to golden's in every field golden defines for it (the reset signal only
//! for a reset, TS.Recent only when it is updated, the text's bytes only for a delivery).
//! Stimulus: sequence numbers near the window's edges and across the 2^32 wrap, closed and
//! wide windows, every flag combination, old and new timestamps, every state but SYN-SENT,
//! with random idle cycles on the input and backpressure on the output.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::blocks::decide::{self, Ports};
use crate::verilated;
use iwarp_golden::toe::State;
use iwarp_golden::toe_seq::{rx_decide, ResetSignal, RxAction, RxCause, RxDecision, RxText, RxView, SegView};
use iwarp_golden::wire::tcp::flags;
use iwarp_model::toe::rx_seq::ToeRxSeq;
use iwarp_model::toe::{rx_action, rx_cause, rx_signal, rx_text, tcp_state};
use rand::Rng;
use std::collections::BTreeMap;

crate::bind_ports!(
    /// Inputs of `toe_rx_seq`.
    RxSeqIn, RxSeqOut, ToeRxSeq, verilated::toe_rx_seq::Model,
    inputs {
        reset: bool,
        s_in.valid: bool, s_in.conn: u16, s_in.state: u8, s_in.irs: u32, s_in.rcv_nxt: u32, s_in.rcv_adv: u32,
        s_in.ts_ok: bool, s_in.ts_recent: u32, s_in.last_ack_sent: u32, s_in.snd_mss: u16, s_in.passive: bool,
        s_in.unacked: u8, s_in.seq: u32, s_in.flags: u8, s_in.len: u16, s_in.ts_on: bool, s_in.ts_val: u32,
        m_dec.ready: bool,
    }
    outputs {
        s_in.ready: bool, m_dec.valid: bool, m_dec.conn: u16, m_dec.action: u8, m_dec.cause: u8, m_dec.ack_now: bool,
        m_dec.signal: u8, m_dec.ts_upd: bool, m_dec.ts_recent: u32, m_dec.text: u8, m_dec.skip: u16, m_dec.take: u16,
        m_dec.trimmed: bool, m_dec.dack_start: bool, m_dec.unacked: u8, m_dec.fin: bool, m_dec.fin_late: bool,
        m_dec.rcv_nxt: u32, cnt_decided: u32,
    }
);

pub type RxSeqDut = Box<dyn Dut<In = RxSeqIn, Out = RxSeqOut>>;

pub fn rx_seq_dut(kind: BackendKind, test: &str) -> RxSeqDut {
    build::<ToeRxSeq, verilated::toe_rx_seq::Model>(kind, Some(test))
}

/// Cycles from a segment taken to its decision offered (input register and three stages).
pub const LATENCY: u64 = 4;

pub fn reset(dut: &mut dyn Dut<In = RxSeqIn, Out = RxSeqOut>) {
    for _ in 0..2 {
        dut.eval(&RxSeqIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Every state the block decides for (SYN-SENT is the engine's own path).
pub const STATES: [State; 8] =
    [State::SynReceived, State::Established, State::FinWait1, State::FinWait2, State::CloseWait, State::Closing, State::LastAck, State::TimeWait];

pub fn state_code(s: State) -> u8 {
    (match s {
        State::SynSent => tcp_state::SYN_SENT,
        State::SynReceived => tcp_state::SYN_RECEIVED,
        State::Established => tcp_state::ESTABLISHED,
        State::FinWait1 => tcp_state::FIN_WAIT_1,
        State::FinWait2 => tcp_state::FIN_WAIT_2,
        State::CloseWait => tcp_state::CLOSE_WAIT,
        State::Closing => tcp_state::CLOSING,
        State::LastAck => tcp_state::LAST_ACK,
        State::TimeWait => tcp_state::TIME_WAIT,
    }) as u8
}

/// One segment with its connection's receive view.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub conn: u16,
    pub view: RxView,
    pub seg: SegView,
}

impl Case {
    pub fn input(&self) -> RxSeqIn {
        let (v, g) = (&self.view, &self.seg);
        RxSeqIn {
            s_in_valid: true,
            s_in_conn: self.conn,
            s_in_state: state_code(v.state),
            s_in_irs: v.irs,
            s_in_rcv_nxt: v.rcv_nxt,
            s_in_rcv_adv: v.rcv_adv,
            s_in_ts_ok: v.ts_ok,
            s_in_ts_recent: v.ts_recent,
            s_in_last_ack_sent: v.last_ack_sent,
            s_in_snd_mss: v.snd_mss as u16,
            s_in_passive: v.passive,
            s_in_unacked: v.unacked as u8,
            s_in_seq: g.seq,
            s_in_flags: g.flags,
            s_in_len: g.len as u16,
            s_in_ts_on: g.tsval.is_some(),
            s_in_ts_val: g.tsval.unwrap_or(0),
            ..Default::default()
        }
    }

    /// A random case aimed at the decision's edges.
    pub fn random(rng: &mut TestRng) -> Self {
        let state = STATES[rng.gen_range(0..STATES.len())];
        let rcv_nxt: u32 = if rng.gen_bool(0.2) { 0u32.wrapping_sub(rng.gen_range(0..4096)) } else { rng.gen() };
        let wnd: u32 = match rng.gen_range(0..10) {
            0..=1 => 0,
            2..=3 => rng.gen_range(1..2048),
            4..=6 => rng.gen_range(2048..=65_535),
            7..=8 => rng.gen_range(65_536..=1 << 30),
            // Outside the engine's invariant (window at most 2^30): still golden's answer.
            _ => rng.gen(),
        };
        let rcv_adv = rcv_nxt.wrapping_add(wnd);
        let len: u32 = match rng.gen_range(0..8) {
            0..=2 => 0,
            3 => rng.gen_range(1..16),
            4..=5 => rng.gen_range(16..=9000),
            6 => [536, 1448, 1460, 8948, 8960][rng.gen_range(0..5)],
            _ => rng.gen_range(0..=65_535),
        };
        // Where the segment starts: at RCV.NXT, just before or after it, around the window's
        // right edge, a payload's length back (a retransmission), or anywhere.
        let seq = match rng.gen_range(0..8) {
            0..=1 => rcv_nxt,
            2 => rcv_nxt.wrapping_add(rng.gen_range(1..64)),
            3 => rcv_nxt.wrapping_sub(rng.gen_range(1..64)),
            4 => rcv_adv.wrapping_add(rng.gen_range(0..64)).wrapping_sub(32),
            5 => rcv_nxt.wrapping_sub(len).wrapping_add(rng.gen_range(0..4)).wrapping_sub(2),
            6 => rcv_nxt.wrapping_sub(rng.gen_range(0..len.max(1) + 64)),
            _ => rng.gen(),
        };
        let fl = match rng.gen_range(0..12) {
            0..=4 => flags::ACK,
            5 => flags::ACK | flags::PSH,
            6 => flags::ACK | flags::FIN,
            7 => flags::RST | if rng.gen() { flags::ACK } else { 0 },
            8 => flags::SYN | if rng.gen() { flags::ACK } else { 0 },
            9 => 0,
            _ => rng.gen(),
        };
        let ts_recent: u32 = rng.gen();
        let tsval = if rng.gen_bool(0.6) {
            Some(match rng.gen_range(0..4) {
                0 => ts_recent,
                1 => ts_recent.wrapping_add(rng.gen_range(1..1000)),
                2 => ts_recent.wrapping_sub(rng.gen_range(1..1000)),
                _ => rng.gen(),
            })
        } else {
            None
        };
        let last_ack_sent = match rng.gen_range(0..3) {
            0 => rcv_nxt,
            1 => seq.wrapping_add(rng.gen_range(0..8)).wrapping_sub(4),
            _ => rng.gen(),
        };
        let irs = if rng.gen_bool(0.3) { seq } else { rng.gen() };
        let snd_mss = if rng.gen_bool(0.8) { [536, 1448, 1460, 8948][rng.gen_range(0..4)] } else { rng.gen_range(1..=65_535) };
        let view = RxView { state, irs, rcv_nxt, rcv_adv, ts_ok: rng.gen_bool(0.6), ts_recent, last_ack_sent, snd_mss, passive: rng.gen(), unacked: rng.gen_range(0..=2) };
        Case { conn: rng.gen_range(0..1024), view, seg: SegView { seq, flags: fl, len, tsval } }
    }
}

/// Golden's decision as the block's output fields would carry it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expect {
    pub conn: u16,
    pub d: RxDecision,
}

fn action_code(a: RxAction) -> u8 {
    (match a {
        RxAction::SynRexmt => rx_action::SYN_REXMT,
        RxAction::Drop => rx_action::DROP,
        RxAction::Challenge => rx_action::CHALLENGE,
        RxAction::Reset => rx_action::RESET,
        RxAction::Proceed => rx_action::PROCEED,
    }) as u8
}

fn cause_code(c: Option<RxCause>) -> u8 {
    (match c {
        None => rx_cause::NONE,
        Some(RxCause::Paws) => rx_cause::PAWS,
        Some(RxCause::OutOfWindow) => rx_cause::OUT_OF_WINDOW,
        Some(RxCause::RstOutOfWindow) => rx_cause::RST_OUT_OF_WINDOW,
        Some(RxCause::SynInWindow) => rx_cause::SYN_IN_WINDOW,
        Some(RxCause::NoAck) => rx_cause::NO_ACK,
    }) as u8
}

fn signal_code(s: ResetSignal) -> u8 {
    (match s {
        ResetSignal::Quiet => rx_signal::QUIET,
        ResetSignal::Reset => rx_signal::RESET,
        ResetSignal::Closed => rx_signal::CLOSED,
    }) as u8
}

/// The category a decision counts under (coverage).
pub fn category(d: &RxDecision) -> String {
    match (d.action, d.text) {
        (RxAction::Proceed, RxText::Deliver { trimmed: true, take: 0, .. }) => "Proceed/DeliverClosedWindow".into(),
        (RxAction::Proceed, RxText::Deliver { trimmed: true, .. }) => "Proceed/DeliverTrimmed".into(),
        (RxAction::Proceed, RxText::Deliver { skip, .. }) if skip > 0 => "Proceed/DeliverOverlap".into(),
        (RxAction::Proceed, RxText::Deliver { .. }) => "Proceed/Deliver".into(),
        (RxAction::Proceed, t) => format!("Proceed/{t:?}{}", if d.fin { "+Fin" } else { "" }),
        (RxAction::Reset, _) => format!("Reset/{:?}", d.signal),
        (a, _) => format!("{a:?}/{:?}", d.cause),
    }
}

/// Compares one output beat with golden's decision.
pub fn check(o: &RxSeqOut, e: &Expect) -> Result<(), String> {
    let d = &e.d;
    let mut diffs = Vec::new();
    let mut cmp = |what: &str, got: u64, want: u64| {
        if got != want {
            diffs.push(format!("{what}: got {got:#x}, golden {want:#x}"));
        }
    };
    cmp("conn", o.m_dec_conn as u64, e.conn as u64);
    cmp("action", o.m_dec_action as u64, action_code(d.action) as u64);
    cmp("cause", o.m_dec_cause as u64, cause_code(d.cause) as u64);
    cmp("ack_now", o.m_dec_ack_now as u64, d.ack_now as u64);
    if d.action == RxAction::Reset {
        cmp("signal", o.m_dec_signal as u64, signal_code(d.signal) as u64);
    }
    cmp("ts_upd", o.m_dec_ts_upd as u64, d.ts_recent.is_some() as u64);
    if let Some(ts) = d.ts_recent {
        cmp("ts_recent", o.m_dec_ts_recent as u64, ts as u64);
    }
    let (code, trimmed) = match d.text {
        RxText::None => (rx_text::NONE, false),
        RxText::OutOfOrder => (rx_text::OUT_OF_ORDER, false),
        RxText::Duplicate => (rx_text::DUPLICATE, false),
        RxText::Deliver { skip, take, trimmed } => {
            cmp("skip", o.m_dec_skip as u64, skip as u64);
            cmp("take", o.m_dec_take as u64, take as u64);
            (rx_text::DELIVER, trimmed)
        }
    };
    cmp("text", o.m_dec_text as u64, code as u64);
    cmp("trimmed", o.m_dec_trimmed as u64, trimmed as u64);
    cmp("dack_start", o.m_dec_dack_start as u64, d.dack_start as u64);
    cmp("unacked", o.m_dec_unacked as u64, d.unacked as u64);
    cmp("fin", o.m_dec_fin as u64, d.fin as u64);
    cmp("fin_late", o.m_dec_fin_late as u64, d.fin_late as u64);
    cmp("rcv_nxt", o.m_dec_rcv_nxt as u64, d.rcv_nxt as u64);
    if diffs.is_empty() {
        Ok(())
    } else {
        Err(diffs.join("; "))
    }
}

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct SeqRun {
    pub cycles: u64,
    /// Decisions compared with golden.
    pub decisions: u64,
    /// Decisions by category.
    pub categories: BTreeMap<String, u64>,
}

/// Offers `cases` (with idle cycles at `idle` probability on the input, backpressure at
/// `stall` on the output) and compares every decision with golden's, in order.
pub fn run(dut: &mut dyn Dut<In = RxSeqIn, Out = RxSeqOut>, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<SeqRun, String> {
    let ports: Ports<Case, RxSeqIn, RxSeqOut, Expect> = Ports {
        quiet: RxSeqIn::default(),
        offer: |c: &Case, _| c.input(),
        set_ready: |i, r| i.m_dec_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_dec_valid,
        counter: |o| o.cnt_decided,
        expect: |c: &Case| Expect { conn: c.conn, d: rx_decide(&c.view, &c.seg) },
    };
    let mut categories = BTreeMap::new();
    let r = decide::run(dut, &ports, cases, idle, stall, rng, |o, c, e| {
        check(o, e).map_err(|m| format!("{:?}, {:?}: {m}", c.view, c.seg))?;
        *categories.entry(category(&e.d)).or_default() += 1;
        Ok(())
    })?;
    Ok(SeqRun { cycles: r.cycles, decisions: r.decisions, categories })
}
