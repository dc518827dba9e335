//! The transmit rule: what a connection sends when its turn comes, as two pure functions. The
//! reference engine ([`crate::toe::Toe`]) runs them for every transmit opportunity, and the
//! hardware `toe_send_plan` and `toe_send_cut` blocks must give the same answers for every
//! input.
//!
//! The data a connection sends lives in a ring from SND.UNA on (the ULP's records, kept until
//! acknowledged), with the records' ends marked (in hardware a bitmap beside the bytes: one bit
//! per byte, set at a record's last byte). A segment always starts at SND.UNA, SND.NXT or
//! SND.MAX and carries whole records (RFC 5044 appendix A.1: an MPA-aware sender starts every
//! segment with an FPDU), so sending is two steps:
//!
//! 1. [`send_plan`] picks where the segment starts and how many bytes it may hold:
//!    - the first segment in flight again, whatever the window, when fast retransmit or a
//!      partial ACK asked for it (RFC 5681 section 3.2, RFC 6582 section 3.2): at most one MSS
//!      of the data in flight, or the FIN alone when only the FIN is in flight;
//!    - otherwise, after a timeout (SND.NXT below SND.MAX), go-back-N from SND.NXT (RFC 6298
//!      section 5.4 and the usual go-back-N): within max(window, MSS) beyond SND.UNA, one MSS
//!      when nothing is in flight from SND.UNA to SND.NXT, then the FIN again if it was sent;
//!    - otherwise new data from SND.MAX within min(cwnd, peer's window) (RFC 5681 section
//!      3.1, RFC 9293 section 3.8.6.2.1) and one MSS;
//!    - otherwise the FIN in its own segment once all data is out (it needs no window).
//! 2. The ring answers the plan's query: the last record end in (start, start + limit]. Then
//!    [`send_cut`] makes the segment: whole records up to that end; when no record ends
//!    inside, the first record is cut at the limit if the segment is a full MSS (a record
//!    longer than the MSS is cut at MSS boundaries), nothing else is in flight (no deadlock on
//!    a window smaller than a record), or it is the first segment sent again; else nothing is
//!    sent yet (a record is split by the window only when nothing is in flight). With
//!    nothing to send, a zero send window with data waiting starts the persist timer (RFC
//!    9293 section 3.8.6.1) and a due ACK goes out alone.
//!
//! Retransmissions read the same ring, so every byte sent again is the byte sent before
//! (the records may fall into segments differently than the first time: a segment sent again
//! is cut by the same rule, at the window and MSS of its moment).

use crate::toe::{seq_le, seq_lt};

/// The TCB fields the transmit rule reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SendView {
    /// Not SYN-SENT or SYN-RECEIVED (nothing but the SYN is sent before).
    pub synchronized: bool,
    pub snd_una: u32,
    pub snd_nxt: u32,
    pub snd_max: u32,
    /// SND.UNA + the bytes held: the end of the data the ULP gave (always a record end).
    pub data_end: u32,
    pub snd_wnd: u32,
    pub cwnd: u32,
    pub snd_mss: u32,
    /// The host asked to close; the FIN has been sent (it ends at SND.MAX until acknowledged).
    pub fin_queued: bool,
    pub fin_sent: bool,
    /// Fast retransmit or a partial ACK asked for the first segment in flight again.
    pub rexmt_first: bool,
    /// An ACK is due (delayed-ACK expiry, a window update, a segment that asked for one).
    pub ack_now: bool,
    /// The persist timer runs.
    pub persist_on: bool,
}

/// What a plan sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PlanKind {
    /// No data and no FIN (an ACK may still be due: [`send_cut`] says).
    #[default]
    Nothing,
    /// Data from `start`, whole records within `limit` bytes.
    Records,
    /// The FIN alone at `start`.
    Fin,
}

/// Where the segment starts and what it may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SendPlan {
    pub kind: PlanKind,
    pub start: u32,
    /// The most data bytes (1..=MSS, never past the data's end) for Records.
    pub limit: u32,
    /// A record may be cut at `limit` when none ends within it.
    pub cut_ok: bool,
    /// A retransmission: the first segment again, or go-back-N (`start` below SND.MAX).
    pub retransmit: bool,
    /// SND.NXT moves to the segment's end (everything but the first segment sent again).
    pub advance: bool,
}

/// The plan's query to the ring: the offset from `start` of the last record end in
/// (start, start + limit], if any. `ends` are the record ends held (in sequence order).
pub fn last_end_within(ends: impl IntoIterator<Item = u32>, start: u32, limit: u32) -> Option<u32> {
    let edge = start.wrapping_add(limit);
    ends.into_iter().filter(|&e| seq_lt(start, e) && seq_le(e, edge)).map(|e| e.wrapping_sub(start)).max()
}

/// The plan for a transmit opportunity; a plan of kind Nothing has every other field zero.
pub fn send_plan(v: &SendView) -> SendPlan {
    let none = SendPlan::default();
    if !v.synchronized {
        return none;
    }
    let wnd = v.snd_wnd.min(v.cwnd);
    let flight = v.snd_max.wrapping_sub(v.snd_una);
    let fin_out = v.fin_sent && v.snd_una != v.snd_max;
    let data_flight = flight.wrapping_sub(fin_out as u32);
    let records = |start: u32, limit: u32, cut_ok: bool, retransmit: bool, advance: bool| SendPlan {
        kind: PlanKind::Records,
        start,
        limit: limit.min(v.data_end.wrapping_sub(start)),
        cut_ok,
        retransmit,
        advance,
    };
    let fin = |start: u32, retransmit: bool, advance: bool| SendPlan { kind: PlanKind::Fin, start, retransmit, advance, ..none };
    if v.rexmt_first && data_flight > 0 {
        return records(v.snd_una, data_flight.min(v.snd_mss), true, true, false);
    }
    if v.rexmt_first && fin_out {
        return fin(v.snd_una, true, false);
    }
    if seq_lt(v.snd_nxt, v.snd_max) {
        if v.snd_nxt == v.data_end {
            return fin(v.snd_nxt, true, true);
        }
        let in_flight = v.snd_nxt.wrapping_sub(v.snd_una);
        let room = if in_flight == 0 { v.snd_mss } else { wnd.max(v.snd_mss).saturating_sub(in_flight) };
        let limit = room.min(v.snd_mss);
        return if limit > 0 { records(v.snd_nxt, limit, limit == v.snd_mss || in_flight == 0, true, true) } else { none };
    }
    if seq_lt(v.snd_max, v.data_end) {
        let limit = wnd.saturating_sub(flight).min(v.snd_mss);
        return if limit > 0 { records(v.snd_max, limit, limit == v.snd_mss || flight == 0, false, true) } else { none };
    }
    if v.fin_queued && !v.fin_sent && v.snd_max == v.data_end {
        return fin(v.data_end, false, true);
    }
    none
}

/// What goes out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SendAction {
    #[default]
    Nothing,
    /// `len` data bytes from `seq` (ACK, PSH).
    Data,
    /// The FIN at `seq` (ACK, FIN).
    Fin,
    /// A pure ACK (its sequence number is [`crate::toe_hdr::ack_seq`]'s).
    Ack,
}

/// The segment and the send state after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SendDecision {
    pub action: SendAction,
    pub seq: u32,
    pub len: u32,
    /// Data bytes below SND.MAX (sent before).
    pub resent: u32,
    /// A retransmission (counted; no RTT timing by Karn's rule).
    pub retransmit: bool,
    pub snd_nxt: u32,
    pub snd_max: u32,
    pub fin_sent: bool,
    /// Start the persist timer.
    pub persist_start: bool,
}

/// The segment for `plan` given the ring's answer `found` ([`last_end_within`] of the plan's
/// start and limit; ignored unless the plan is Records).
pub fn send_cut(v: &SendView, p: &SendPlan, found: Option<u32>) -> SendDecision {
    let mut d = SendDecision { snd_nxt: v.snd_nxt, snd_max: v.snd_max, fin_sent: v.fin_sent, ..Default::default() };
    let len = match (p.kind, found) {
        (PlanKind::Records, Some(off)) => off.min(p.limit),
        (PlanKind::Records, None) if p.cut_ok => p.limit,
        _ => 0,
    };
    let span = match p.kind {
        PlanKind::Records if len > 0 => len,
        PlanKind::Fin => 1,
        _ => 0,
    };
    if span > 0 {
        let end = p.start.wrapping_add(span);
        d.action = if p.kind == PlanKind::Fin { SendAction::Fin } else { SendAction::Data };
        d.seq = p.start;
        d.len = len;
        d.retransmit = p.retransmit;
        if p.retransmit && p.kind == PlanKind::Records {
            // The bytes below SND.MAX: all of them unless the segment runs past it.
            d.resent = if seq_lt(p.start, v.snd_max) && seq_lt(v.snd_max, end) { v.snd_max.wrapping_sub(p.start) } else { len };
        }
        if p.advance {
            d.snd_nxt = end;
        }
        if seq_lt(v.snd_max, end) {
            d.snd_max = end;
        }
        d.fin_sent |= p.kind == PlanKind::Fin;
        return d;
    }
    let flight = v.snd_max.wrapping_sub(v.snd_una);
    d.persist_start = v.synchronized && seq_lt(v.snd_max, v.data_end) && flight == 0 && v.snd_wnd == 0 && !v.persist_on;
    if v.synchronized && v.ack_now {
        d.action = SendAction::Ack;
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    fn est() -> SendView {
        SendView {
            synchronized: true,
            snd_una: 1000,
            snd_nxt: 1000,
            snd_max: 1000,
            data_end: 1000,
            snd_wnd: 65535,
            cwnd: 14600,
            snd_mss: 1460,
            ..Default::default()
        }
    }

    fn run(v: &SendView, ends: &[u32]) -> SendDecision {
        let p = send_plan(v);
        let found = last_end_within(ends.iter().copied(), p.start, p.limit);
        send_cut(v, &p, found)
    }

    #[test]
    fn whole_records_up_to_the_mss() {
        let v = SendView { data_end: 1000 + 3000, ..est() };
        let d = run(&v, &[1500, 2400, 3000, 4000]);
        assert_eq!((d.action, d.seq, d.len, d.snd_nxt, d.snd_max), (SendAction::Data, 1000, 1400, 2400, 2400));
        assert!(!d.retransmit);
    }

    #[test]
    fn a_record_longer_than_the_mss_is_cut_at_the_mss() {
        let v = SendView { data_end: 1000 + 5000, ..est() };
        let d = run(&v, &[6000]);
        assert_eq!((d.action, d.len), (SendAction::Data, 1460));
    }

    #[test]
    fn a_record_is_split_by_the_window_only_when_nothing_is_in_flight() {
        // 500 bytes of window left, a 1000-byte record next, 100 bytes in flight: wait.
        let v = SendView { snd_max: 1100, snd_nxt: 1100, data_end: 2100, snd_wnd: 600, ..est() };
        let d = run(&v, &[1100, 2100]);
        assert_eq!(d.action, SendAction::Nothing);
        // Nothing in flight: the window's worth goes.
        let v = SendView { snd_una: 1100, snd_max: 1100, snd_nxt: 1100, data_end: 2100, snd_wnd: 600, ..est() };
        let d = run(&v, &[2100]);
        assert_eq!((d.action, d.len), (SendAction::Data, 600));
    }

    #[test]
    fn fast_retransmit_sends_the_first_segment_whatever_the_window() {
        let v = SendView { snd_nxt: 5000, snd_max: 5000, data_end: 5000, snd_wnd: 0, rexmt_first: true, ..est() };
        let d = run(&v, &[2000, 3000, 5000]);
        assert_eq!((d.action, d.seq, d.len, d.resent, d.snd_nxt, d.snd_max), (SendAction::Data, 1000, 1000, 1000, 5000, 5000));
        assert!(d.retransmit);
    }

    #[test]
    fn go_back_n_resends_from_snd_nxt_then_the_fin() {
        let v = SendView { snd_max: 3001, data_end: 3000, fin_queued: true, fin_sent: true, cwnd: 1460, ..est() };
        let d = run(&v, &[2000, 3000]);
        assert_eq!((d.action, d.seq, d.len, d.snd_nxt, d.snd_max), (SendAction::Data, 1000, 1000, 2000, 3001));
        let v = SendView { snd_nxt: 3000, ..v };
        let d = run(&v, &[2000, 3000]);
        assert_eq!((d.action, d.seq, d.snd_nxt, d.snd_max), (SendAction::Fin, 3000, 3001, 3001));
        assert!(d.retransmit);
    }

    #[test]
    fn the_fin_goes_alone_after_the_data() {
        let v = SendView { fin_queued: true, ..est() };
        let d = run(&v, &[]);
        assert_eq!((d.action, d.seq, d.snd_max, d.fin_sent), (SendAction::Fin, 1000, 1001, true));
        let v = SendView { fin_queued: true, fin_sent: true, snd_nxt: 1001, snd_max: 1001, ..est() };
        assert_eq!(run(&v, &[]).action, SendAction::Nothing);
    }

    #[test]
    fn a_zero_window_starts_the_persist_timer_and_a_due_ack_goes_alone() {
        let v = SendView { data_end: 2000, snd_wnd: 0, ack_now: true, ..est() };
        let d = run(&v, &[2000]);
        assert_eq!((d.action, d.persist_start), (SendAction::Ack, true));
        let v = SendView { persist_on: true, ..v };
        assert!(!run(&v, &[2000]).persist_start);
    }

    #[test]
    fn nothing_before_the_handshake_completes() {
        let v = SendView { synchronized: false, data_end: 2000, ack_now: true, ..est() };
        assert_eq!(run(&v, &[2000]), SendDecision { snd_nxt: 1000, snd_max: 1000, ..Default::default() });
    }
}
