//! The receive side's per-segment decision, apart from the ACK field: what RFC 9293 section
//! 3.10.7.4 does with a segment for a synchronized (or SYN-RECEIVED) connection, as one pure
//! function of the segment and the receive half of the TCB. The reference engine
//! ([`crate::toe::Toe`]) calls it for every such segment, and the hardware `toe_rx_seq` block
//! must give the same [`RxDecision`] for every input (its tests compare the two).
//!
//! The steps, in the RFC's order:
//! - a SYN without ACK at IRS in SYN-RECEIVED: our SYN-ACK was lost, send it again;
//! - PAWS (RFC 7323 section 5.3): a TSval older than TS.Recent on a non-RST segment is a
//!   duplicate: dropped, acknowledged;
//! - first, sequence acceptability (RFC 9293 section 3.10.7.4's table of four cases): an
//!   unacceptable segment is dropped and acknowledged, an unacceptable RST dropped silently;
//! - second, RST (RFC 5961 section 3.2): exactly at RCV.NXT resets the connection (in CLOSING,
//!   LAST-ACK and TIME-WAIT without the reset signal; a passive SYN-RECEIVED goes back quietly),
//!   anywhere else in the window draws a challenge ACK;
//! - fourth, a SYN (RFC 5961 section 4.2): a challenge ACK;
//! - fifth, no ACK bit: dropped. Then TS.Recent (RFC 7323 section 4.3) and the ACK field,
//!   which is the engine's, not this function's;
//! - seventh, the text, in ESTABLISHED, FIN-WAIT-1 and FIN-WAIT-2 (SYN-RECEIVED too: its ACK
//!   field makes it ESTABLISHED before the text): data past RCV.NXT is out of order (this
//!   engine drops it, acknowledging at once), data before it is trimmed, data past the
//!   advertised window is trimmed and acknowledged at once; an ACK for every second full-sized
//!   segment, at once for a short one, else the delayed-ACK timer;
//! - eighth, a FIN next in sequence (after the text, when the text was in order) is taken;
//!   [`fin_next`] is the state it leads to, applied to the state the ACK field left (a FIN in
//!   TIME-WAIT restarts its timer). A FIN not taken in TIME-WAIT ([`RxDecision::fin_late`])
//!   restarts the timer too and is acknowledged at once.
//!
//! The ACK field may finish with a segment before its text (an ACK of unsent data, the last
//! ACK in LAST-ACK): then the text fields are not used. Nothing here depends on the ACK
//! field's result otherwise, because the ACK field changes no receive variable and moves no
//! state between the text-receiving states and the others (FIN-WAIT-1 to FIN-WAIT-2, CLOSING
//! to TIME-WAIT, SYN-RECEIVED to ESTABLISHED).

use crate::toe::{seq_le, seq_lt, State, ACK_EVERY_SEGMENTS};
use crate::toe_rx::RxSegment;
use crate::wire::tcp::flags;

/// The receive half of a TCB, as the decision reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RxView {
    /// Any state but SYN-SENT (RFC 9293 section 3.10.7.3 is the engine's).
    pub state: State,
    pub irs: u32,
    pub rcv_nxt: u32,
    /// Right edge of the window last advertised.
    pub rcv_adv: u32,
    pub ts_ok: bool,
    pub ts_recent: u32,
    pub last_ack_sent: u32,
    /// Effective send MSS: a segment at least this long is full-sized.
    pub snd_mss: u32,
    /// Opened passively (a reset SYN-RECEIVED goes back to listening without a signal).
    pub passive: bool,
    /// Full-sized segments received since the last ACK sent.
    pub unacked: u32,
}

/// The fields of a received segment the decision reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SegView {
    pub seq: u32,
    pub flags: u8,
    /// Payload bytes.
    pub len: u32,
    /// TSval, when the segment carries the timestamps option.
    pub tsval: Option<u32>,
}

impl SegView {
    pub fn of(seg: &RxSegment) -> Self {
        SegView { seq: seg.seq, flags: seg.flags, len: seg.payload.len() as u32, tsval: seg.options.timestamps.map(|(val, _)| val) }
    }
}

/// What happens to the segment before (or instead of) the ACK field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RxAction {
    /// Send the SYN-ACK again (a retransmitted SYN in SYN-RECEIVED).
    SynRexmt,
    /// Dropped, counted by [`RxDecision::cause`], acknowledged when [`RxDecision::ack_now`].
    Drop,
    /// A challenge ACK (RFC 5961), counted; a SYN's also counted as a drop.
    Challenge,
    /// The connection ends: freed, and [`RxDecision::signal`] told.
    Reset,
    /// On to TS.Recent, the ACK field, the text and the FIN.
    Proceed,
}

/// What the host hears of a reset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResetSignal {
    /// A passive SYN-RECEIVED reset by the peer goes back to listening (RFC 9293 3.10.7.4).
    Quiet,
    /// "Connection reset" (RFC 9293 section 3.10.7.4, second, ESTABLISHED and the others).
    Reset,
    /// CLOSING, LAST-ACK, TIME-WAIT: both FINs were sent, the close is orderly.
    Closed,
}

/// Why a segment (or its text) was dropped; the engine's drop counters by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RxCause {
    Paws,
    OutOfWindow,
    RstOutOfWindow,
    SynInWindow,
    NoAck,
}

impl RxCause {
    pub fn name(self) -> &'static str {
        match self {
            RxCause::Paws => "Paws",
            RxCause::OutOfWindow => "OutOfWindow",
            RxCause::RstOutOfWindow => "RstOutOfWindow",
            RxCause::SynInWindow => "SynInWindow",
            RxCause::NoAck => "NoAck",
        }
    }
}

/// The seventh step's outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RxText {
    /// No payload, or a state that takes no text.
    None,
    /// Starts past RCV.NXT: dropped (this engine keeps no out-of-order data), ACK at once.
    OutOfOrder,
    /// Entirely before RCV.NXT: dropped, ACK at once.
    Duplicate,
    /// Bytes `skip .. skip + take` of the payload go to the ULP (at sequence RCV.NXT);
    /// `trimmed` when bytes past the window were cut (ACK at once). `take` may be 0 (a
    /// closed window).
    Deliver { skip: u32, take: u32, trimmed: bool },
}

/// The decision for one segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RxDecision {
    pub action: RxAction,
    /// The drop counter to add to (Drop, a SYN's Challenge).
    pub cause: Option<RxCause>,
    /// Acknowledge at once: a dropped segment (PAWS, out of window), or the text's rule.
    pub ack_now: bool,
    pub signal: ResetSignal,
    /// The new TS.Recent (Proceed).
    pub ts_recent: Option<u32>,
    pub text: RxText,
    /// The delayed-ACK timer starts (if not running): a full-sized segment, the first since the
    /// last ACK (set even when trimming makes the ACK due at once; the ACK cancels it).
    pub dack_start: bool,
    /// Full-sized segments since the last ACK, after this one.
    pub unacked: u32,
    /// A FIN next in sequence was taken (RCV.NXT counts it).
    pub fin: bool,
    /// A FIN that was not taken (not next in sequence, or after out-of-order or trimmed
    /// text): in TIME-WAIT (as the ACK field left the state) it restarts the timer and is
    /// acknowledged at once.
    pub fin_late: bool,
    /// RCV.NXT after the text and the FIN.
    pub rcv_nxt: u32,
}

impl RxDecision {
    fn early(action: RxAction, cause: Option<RxCause>, ack_now: bool, v: &RxView) -> Self {
        RxDecision { action, cause, ack_now, signal: ResetSignal::Reset, ts_recent: None, text: RxText::None, dack_start: false, unacked: v.unacked, fin: false, fin_late: false, rcv_nxt: v.rcv_nxt }
    }
}

/// States whose received text goes to the ULP (RFC 9293 section 3.10.7.4, seventh), with
/// SYN-RECEIVED, which the ACK field makes ESTABLISHED before the text.
pub fn takes_text(s: State) -> bool {
    matches!(s, State::SynReceived | State::Established | State::FinWait1 | State::FinWait2)
}

/// The state a FIN next in sequence leads to (RFC 9293 section 3.10.7.4, eighth), from the
/// state the ACK field left, and whether the host hears "peer closed". TIME-WAIT stays (its
/// timer restarts).
pub fn fin_next(s: State) -> (State, bool) {
    match s {
        State::SynReceived | State::Established => (State::CloseWait, true),
        // Our FIN not yet acknowledged (else the ACK field made it FIN-WAIT-2).
        State::FinWait1 => (State::Closing, true),
        State::FinWait2 => (State::TimeWait, true),
        other => (other, false),
    }
}

/// The decision for a segment `g` arriving on a connection in `v.state` (not SYN-SENT).
pub fn rx_decide(v: &RxView, g: &SegView) -> RxDecision {
    let fl = g.flags;
    let syn = fl & flags::SYN != 0;
    let rst = fl & flags::RST != 0;
    let fin = fl & flags::FIN != 0;
    let ack = fl & flags::ACK != 0;
    if v.state == State::SynReceived && syn && !ack && g.seq == v.irs {
        return RxDecision::early(RxAction::SynRexmt, None, false, v);
    }
    if let (true, false, Some(val)) = (v.ts_ok, rst, g.tsval) {
        if seq_lt(val, v.ts_recent) {
            return RxDecision::early(RxAction::Drop, Some(RxCause::Paws), true, v);
        }
    }
    // First: the four cases of acceptability. The window is [RCV.NXT, RCV.ADV).
    let seg_len = g.len + syn as u32 + fin as u32;
    let in_window = |s: u32| seq_le(v.rcv_nxt, s) && seq_lt(s, v.rcv_adv);
    let acceptable = match (seg_len, v.rcv_adv == v.rcv_nxt) {
        (0, true) => g.seq == v.rcv_nxt,
        (0, false) => in_window(g.seq),
        (_, true) => false,
        _ => in_window(g.seq) || in_window(g.seq.wrapping_add(seg_len).wrapping_sub(1)),
    };
    if !acceptable {
        return if rst {
            RxDecision::early(RxAction::Drop, Some(RxCause::RstOutOfWindow), false, v)
        } else {
            RxDecision::early(RxAction::Drop, Some(RxCause::OutOfWindow), true, v)
        };
    }
    // Second: RST.
    if rst {
        if g.seq != v.rcv_nxt {
            return RxDecision::early(RxAction::Challenge, None, true, v);
        }
        let mut d = RxDecision::early(RxAction::Reset, None, false, v);
        d.signal = match v.state {
            State::Closing | State::LastAck | State::TimeWait => ResetSignal::Closed,
            State::SynReceived if v.passive => ResetSignal::Quiet,
            _ => ResetSignal::Reset,
        };
        return d;
    }
    // Fourth: SYN.
    if syn {
        return RxDecision::early(RxAction::Challenge, Some(RxCause::SynInWindow), true, v);
    }
    // Fifth: the ACK bit.
    if !ack {
        return RxDecision::early(RxAction::Drop, Some(RxCause::NoAck), false, v);
    }
    let mut d = RxDecision::early(RxAction::Proceed, None, false, v);
    if let (true, Some(val)) = (v.ts_ok, g.tsval) {
        if seq_le(g.seq, v.last_ack_sent) && seq_le(v.ts_recent, val) {
            d.ts_recent = Some(val);
        }
    }
    // Seventh: the text.
    let mut in_order = true;
    if g.len > 0 && takes_text(v.state) {
        let skip = v.rcv_nxt.wrapping_sub(g.seq);
        if seq_lt(v.rcv_nxt, g.seq) {
            d.text = RxText::OutOfOrder;
            in_order = false;
            d.ack_now = true;
        } else if skip < g.len {
            let room = v.rcv_adv.wrapping_sub(v.rcv_nxt);
            let take = (g.len - skip).min(room);
            let trimmed = take < g.len - skip;
            d.text = RxText::Deliver { skip, take, trimmed };
            d.rcv_nxt = v.rcv_nxt.wrapping_add(take);
            if trimmed {
                in_order = false;
                d.ack_now = true;
            }
            // Counted up to the threshold: the decision is the same above it.
            d.unacked = (v.unacked + 1).min(ACK_EVERY_SEGMENTS);
            if d.unacked >= ACK_EVERY_SEGMENTS || g.len < v.snd_mss {
                d.ack_now = true;
            } else {
                d.dack_start = true;
            }
        } else {
            d.text = RxText::Duplicate;
            d.ack_now = true;
        }
    }
    // Eighth: the FIN.
    if fin && in_order && g.seq.wrapping_add(g.len) == d.rcv_nxt {
        d.fin = true;
        d.rcv_nxt = d.rcv_nxt.wrapping_add(1);
        d.ack_now = true;
    } else {
        d.fin_late = fin;
    }
    d
}

/// The payload gate (the hardware's `toe_rx_gate`): the bytes of a segment's payload the ULP
/// gets under the text decision `text` (none unless a delivery of at least one byte).
pub fn gate<'a>(payload: &'a [u8], text: &RxText) -> &'a [u8] {
    match *text {
        RxText::Deliver { skip, take, .. } => &payload[skip as usize..(skip + take) as usize],
        _ => &[],
    }
}
