//! The ACK field of a received segment (RFC 9293 section 3.10.7.4, fifth, ESTABLISHED and the
//! states after it) as one pure function of the segment and the send half of the TCB: what
//! the reference engine ([`crate::toe::Toe`]) does with every acceptable segment's ACK, and
//! what the hardware `toe_ack` block must compute for every input (its tests compare the two).
//!
//! The rules, by section:
//! - an ACK of something not yet sent is dropped and answered with an ACK (RFC 9293);
//! - an ACK older than SND.UNA - MAX.SND.WND is dropped with its segment and answered with a
//!   challenge ACK (RFC 5961 section 5.2; RFC 9293 section 3.10.7.4 makes the check MAY-12,
//!   and a stack that takes it MUST drop): a blind injector has to guess the ACK as well as
//!   the sequence number; MAX.SND.WND is the largest window the peer has offered;
//! - the send window is taken from a segment newer by SND.WL1 / SND.WL2 (RFC 9293 section
//!   3.10.7.4), scaled by the peer's shift (RFC 7323 section 2.3); a non-zero window stops
//!   the persist timer; an ACK that advances SND.UNA without a window update shrinks SND.WND
//!   by the bytes acknowledged, so the right edge stays where the peer put it (RFC 9293
//!   leaves this case to the implementation: taken literally, SND.UNA + SND.WND would move
//!   past every window the peer advertised; a Linux peer retransmitting old data with a new
//!   ACK and a nearly closed window showed it);
//! - new data acknowledged moves SND.UNA (and SND.NXT when a go-back-N left it behind), frees
//!   the bytes, takes an RTT sample from the echoed timestamp (RFC 7323 section 4.1) or, with
//!   timestamps off, from the one timed segment if it is covered (Karn's rule, RFC 6298
//!   section 3), resets the retry count and restarts or stops the retransmission timer (RFC
//!   6298 section 5.2-5.3); congestion control: slow start by at most one MSS per ACK, then
//!   congestion avoidance counted in bytes (RFC 5681 section 3.1, RFC 3465), or NewReno's
//!   full and partial acknowledgements in recovery (RFC 6582 section 3.2 (3));
//! - the ACK of our FIN moves FIN-WAIT-1 to FIN-WAIT-2, CLOSING to TIME-WAIT, and ends
//!   LAST-ACK;
//! - a duplicate ACK (RFC 5681 section 2: no data, no SYN / FIN, same window, something in
//!   flight, ACK = SND.UNA) inflates the window in recovery, and the third starts fast
//!   retransmit and NewReno recovery unless it is covered by the last recovery (RFC 6582
//!   section 3.2 (1)-(2)).
//!
//! The RTT estimator (RFC 6298 section 2) is Jacobson's in scaled integers: `srtt8` = 8 SRTT,
//! `rttvar4` = 4 RTTVAR, RTO = SRTT + max(G, 4 RTTVAR) with G one tick, clamped to
//! [rto_min, rto_max]; a sample is clamped to rto_max first.
//!
//! Arithmetic is the hardware's: 32 bits, wrapping (no value the engine reaches comes near
//! 2^32; the wrap only defines the answer for any input).

use crate::toe::{seq_le, seq_lt, State, DUPACK_THRESHOLD};
use crate::wire::tcp::flags;

/// The duplicate-ACK count saturates here (a 3-bit counter in hardware).
pub const DUPACK_COUNT_MAX: u32 = 7;

/// The RTT estimator's state (RFC 6298 section 2), in ticks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Rtt {
    /// A sample has been taken (SRTT and RTTVAR hold values).
    pub seen: bool,
    pub srtt8: u32,
    pub rttvar4: u32,
    pub rto: u32,
}

impl Rtt {
    /// Takes the sample `r` (RFC 6298 sections 2.2-2.3) and recomputes the RTO.
    pub fn sample(&mut self, r: u32, rto_min: u32, rto_max: u32) {
        let r = r.min(rto_max);
        if !self.seen {
            self.seen = true;
            self.srtt8 = r.wrapping_mul(8);
            self.rttvar4 = r.wrapping_mul(2);
        } else {
            let srtt = self.srtt8 / 8;
            let err = r.abs_diff(srtt);
            self.rttvar4 = (self.rttvar4 - self.rttvar4 / 4).wrapping_add(err);
            self.srtt8 = (self.srtt8 - self.srtt8 / 8).wrapping_add(r);
        }
        self.rto = (self.srtt8 / 8).wrapping_add(self.rttvar4.max(1)).max(rto_min).min(rto_max);
    }
}

/// The send half of a TCB, with the tick count and the RTO bounds, as the ACK field reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AckView {
    /// ESTABLISHED or after (SYN-RECEIVED's ACK is the handshake's).
    pub state: State,
    pub snd_una: u32,
    pub snd_nxt: u32,
    pub snd_max: u32,
    pub snd_wnd: u32,
    /// MAX.SND.WND (RFC 5961 section 5.2): the largest window the peer has offered.
    pub max_snd_wnd: u32,
    pub snd_wl1: u32,
    pub snd_wl2: u32,
    /// The peer's window-scale shift (0..14).
    pub snd_shift: u8,
    pub snd_mss: u32,
    /// The FIN has been sent (it is the last thing in sequence space: it ends at SND.MAX).
    pub fin_sent: bool,
    /// Bytes held for sending and retransmission (from SND.UNA).
    pub buf_len: u32,
    pub ts_ok: bool,
    /// The timed segment (sequence number, tick it was sent) when timestamps are off.
    pub rtt_timing: Option<(u32, u32)>,
    pub rtt: Rtt,
    pub in_recovery: bool,
    pub recover: u32,
    pub cwnd: u32,
    pub ssthresh: u32,
    pub abc_bytes: u32,
    pub dupacks: u32,
    /// Data bytes acknowledged so far (mod 2^32).
    pub acked_bytes: u32,
    /// The connection agreed SACK: loss recovery is RFC 6675's ([`crate::toe_sack`]).
    pub sack: bool,
    pub now: u32,
    pub rto_min: u32,
    pub rto_max: u32,
}

/// The fields of a received segment the ACK field reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AckSeg {
    pub seq: u32,
    pub ack: u32,
    /// The window field as sent (unscaled).
    pub window: u16,
    pub flags: u8,
    /// Payload bytes.
    pub len: u32,
    /// TSecr, when the segment carries the timestamps option.
    pub tsecr: Option<u32>,
    /// With SACK: the scoreboard's answer to the segment's SACK blocks (taken before this
    /// decision, [`crate::toe_sack::Scoreboard::update`]): some byte not SACKed before is
    /// now (RFC 6675 section 2's duplicate ACK), and SND.UNA's byte is lost (IsLost(HighACK
    /// + 1), the scoreboard at the ACK's SND.UNA).
    pub sack_new: bool,
    pub lost_first: bool,
}

impl AckSeg {
    /// The segment's fields; the SACK answers false (the engine sets them).
    pub fn of(seg: &crate::toe_rx::RxSegment) -> Self {
        AckSeg { seq: seg.seq, ack: seg.ack, window: seg.window, flags: seg.flags, len: seg.payload.len() as u32, tsecr: seg.options.timestamps.map(|(_, ecr)| ecr), sack_new: false, lost_first: false }
    }
}

/// The retransmission timer after the ACK.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RexmtTimer {
    Keep,
    Stop,
    /// Restart with this many ticks (the RTO).
    Arm(u32),
}

/// What the ACK of our FIN does to the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FinAcked {
    No,
    /// FIN-WAIT-1 to FIN-WAIT-2.
    FinWait2,
    /// CLOSING to TIME-WAIT (its timer starts, the retransmission timer stops).
    TimeWait,
    /// LAST-ACK ends: the connection is freed, the host told it closed.
    Closed,
    /// Acknowledged in a state with nothing to change.
    Other,
}

/// The outcome: the view's fields after the ACK, and what the engine must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AckDecision {
    /// An ACK of unsent data: dropped, an ACK sent at once, nothing else changes.
    pub unsent: bool,
    /// An ACK older than SND.UNA - MAX.SND.WND (RFC 5961 section 5.2): dropped, a challenge
    /// ACK sent, nothing else changes.
    pub too_old: bool,
    /// The connection should be looked at by the transmit side.
    pub wake: bool,
    /// The send window was taken from this segment.
    pub window_update: bool,
    /// The persist timer stops (a non-zero window arrived).
    pub persist_stop: bool,
    /// New data was acknowledged (the retry count resets).
    pub advanced: bool,
    /// Data bytes acknowledged by this segment (the host hears `acked_bytes` when non-zero).
    pub data_acked: u32,
    pub fin_acked: FinAcked,
    /// Send the first unacknowledged segment again (fast retransmit, partial ACK).
    pub rexmt_first: bool,
    pub rexmt_timer: RexmtTimer,
    /// Counters: a duplicate ACK, a fast retransmit.
    pub dup_ack: bool,
    pub fast_retransmit: bool,
    /// The view after the ACK.
    pub next: AckView,
}

/// The ACK field of `g` on a connection in `v.state`.
pub fn ack_decide(v: &AckView, g: &AckSeg) -> AckDecision {
    let mut t = *v;
    let mut d = AckDecision {
        unsent: false,
        too_old: false,
        wake: false,
        window_update: false,
        persist_stop: false,
        advanced: false,
        data_acked: 0,
        fin_acked: FinAcked::No,
        rexmt_first: false,
        rexmt_timer: RexmtTimer::Keep,
        dup_ack: false,
        fast_retransmit: false,
        next: t,
    };
    if seq_lt(v.snd_max, g.ack) {
        d.unsent = true;
        return d;
    }
    // RFC 5961 section 5.2 (RFC 9293 section 3.10.7.4, MAY-12, taken here): an acceptable
    // ACK is at least SND.UNA - MAX.SND.WND; an older one is a blind injector's guess, and
    // the segment (its data too) is dropped with a challenge ACK.
    if seq_lt(g.ack, v.snd_una.wrapping_sub(v.max_snd_wnd)) {
        d.too_old = true;
        return d;
    }
    let wnd = (g.window as u32) << v.snd_shift;
    // The window update rule (SND.WL1 / SND.WL2).
    if seq_le(v.snd_una, g.ack) && (seq_lt(v.snd_wl1, g.seq) || (v.snd_wl1 == g.seq && seq_le(v.snd_wl2, g.ack))) {
        d.window_update = true;
        t.snd_wnd = wnd;
        t.max_snd_wnd = v.max_snd_wnd.max(wnd);
        t.snd_wl1 = g.seq;
        t.snd_wl2 = g.ack;
        d.persist_stop = wnd > 0;
        d.wake = wnd != v.snd_wnd;
    }
    if seq_lt(v.snd_una, g.ack) {
        d.advanced = true;
        let acked = g.ack.wrapping_sub(v.snd_una);
        // The FIN counts in sequence space, not in the buffer.
        let fin = v.fin_sent && g.ack == v.snd_max;
        d.data_acked = (acked - fin as u32).min(v.buf_len);
        // A window not taken from this segment (older by SND.WL1, carrying a newer ACK) keeps
        // the right edge the peer offered: SND.UNA + SND.WND stays where it was rather than
        // moving past anything the peer advertised (RFC 9293 section 3.8.6.2: the window is a
        // range of sequence numbers; BSD's `snd_wnd -= acked`).
        if !d.window_update {
            t.snd_wnd = v.snd_wnd.saturating_sub(acked);
        }
        t.buf_len = v.buf_len - d.data_acked;
        t.snd_una = g.ack;
        if seq_lt(v.snd_nxt, g.ack) {
            t.snd_nxt = g.ack;
        }
        t.acked_bytes = v.acked_bytes.wrapping_add(d.data_acked);
        // RTT: timestamps, else Karn's timed segment (never a retransmitted one).
        if let (Some(ecr), true) = (g.tsecr, v.ts_ok) {
            t.rtt.sample(v.now.wrapping_sub(ecr), v.rto_min, v.rto_max);
        } else if let Some((s, at)) = v.rtt_timing {
            if seq_lt(s, g.ack) {
                t.rtt_timing = None;
                t.rtt.sample(v.now.wrapping_sub(at), v.rto_min, v.rto_max);
            }
        }
        // Congestion control.
        if v.in_recovery {
            if seq_le(v.recover, g.ack) {
                // Full acknowledgement (RFC 6582 section 3.2 (3)): deflate.
                let flight = v.snd_max.wrapping_sub(g.ack);
                t.cwnd = v.ssthresh.min(flight.max(v.snd_mss).wrapping_add(v.snd_mss));
                t.in_recovery = false;
                t.dupacks = 0;
            } else if v.sack {
                // RFC 6675: the pipe, not the window, paces recovery; no deflation.
            } else {
                // Partial acknowledgement: the next hole at once, partial deflation.
                let mut cwnd = v.cwnd.saturating_sub(acked);
                if acked >= v.snd_mss {
                    cwnd = cwnd.wrapping_add(v.snd_mss);
                }
                t.cwnd = cwnd.max(v.snd_mss);
                d.rexmt_first = true;
            }
        } else {
            t.dupacks = 0;
            if v.cwnd < v.ssthresh {
                t.cwnd = v.cwnd.wrapping_add(acked.min(v.snd_mss));
            } else {
                t.abc_bytes = v.abc_bytes.wrapping_add(acked);
                if t.abc_bytes >= v.cwnd {
                    t.abc_bytes -= v.cwnd;
                    t.cwnd = v.cwnd.wrapping_add(v.snd_mss);
                }
            }
        }
        // RFC 6298 sections 5.2-5.3.
        d.rexmt_timer = if g.ack == v.snd_max { RexmtTimer::Stop } else { RexmtTimer::Arm(t.rtt.rto) };
        d.wake = true;
        if fin {
            d.fin_acked = match v.state {
                State::FinWait1 => FinAcked::FinWait2,
                State::Closing => {
                    d.rexmt_timer = RexmtTimer::Stop;
                    FinAcked::TimeWait
                }
                State::LastAck => FinAcked::Closed,
                _ => FinAcked::Other,
            };
        }
    }
    if v.sack {
        // RFC 6675 section 5: a duplicate is an ACK that SACKs new bytes (cumulative or
        // not); recovery starts at DupThresh of them or when SND.UNA's byte is lost, once
        // HighACK has reached RecoveryPoint (section 5.1: at or past it, where RFC 6582's
        // NewReno guard asks for past it; a timeout sets RecoveryPoint to SND.MAX);
        // cwnd = ssthresh = FlightSize / 2 (RFC 5681 equation (4)), and the first segment
        // goes again at once (step 4.3).
        if v.snd_max != v.snd_una && g.sack_new && !t.in_recovery {
            d.dup_ack = true;
            t.dupacks = (t.dupacks + 1).min(DUPACK_COUNT_MAX);
            if (t.dupacks >= DUPACK_THRESHOLD || g.lost_first) && seq_le(v.recover, g.ack) {
                let flight = v.snd_max.wrapping_sub(v.snd_una);
                t.ssthresh = (flight / 2).max(v.snd_mss.wrapping_mul(2));
                t.cwnd = t.ssthresh;
                t.recover = v.snd_max;
                t.in_recovery = true;
                t.rtt_timing = None;
                d.rexmt_first = true;
                d.fast_retransmit = true;
            }
        }
        d.wake |= t.in_recovery;
    } else if !d.advanced && g.ack == v.snd_una && v.snd_max != v.snd_una && g.len == 0 && g.flags & (flags::SYN | flags::FIN) == 0 && wnd == v.snd_wnd {
        // A duplicate ACK (RFC 5681 section 2).
        d.dup_ack = true;
        // Counted up to DUPACK_COUNT_MAX: only the step to the threshold matters.
        t.dupacks = (v.dupacks + 1).min(DUPACK_COUNT_MAX);
        if v.in_recovery {
            t.cwnd = v.cwnd.wrapping_add(v.snd_mss);
            d.wake = true;
        } else if t.dupacks == DUPACK_THRESHOLD && seq_lt(v.recover, g.ack) {
            // Fast retransmit, NewReno recovery (RFC 6582 section 3.2 (1)-(2)).
            let flight = v.snd_max.wrapping_sub(v.snd_una);
            t.ssthresh = (flight / 2).max(v.snd_mss.wrapping_mul(2));
            t.recover = v.snd_max;
            t.in_recovery = true;
            t.cwnd = t.ssthresh.wrapping_add(v.snd_mss.wrapping_mul(DUPACK_THRESHOLD));
            t.rtt_timing = None;
            d.rexmt_first = true;
            d.fast_retransmit = true;
            d.wake = true;
        }
    }
    d.next = t;
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 10 segments of 1000 in flight from 1000, SACK agreed.
    fn sacking() -> AckView {
        AckView {
            state: State::Established,
            snd_una: 1000,
            snd_nxt: 11_000,
            snd_max: 11_000,
            snd_wnd: 65_535,
            max_snd_wnd: 65_535,
            snd_wl1: 500,
            snd_wl2: 1000,
            snd_shift: 0,
            snd_mss: 1000,
            fin_sent: false,
            buf_len: 10_000,
            ts_ok: true,
            rtt_timing: None,
            rtt: Rtt { seen: true, srtt8: 800, rttvar4: 100, rto: 200 },
            in_recovery: false,
            recover: 1000,
            cwnd: 10_000,
            ssthresh: u32::MAX,
            abc_bytes: 0,
            dupacks: 0,
            acked_bytes: 0,
            sack: true,
            now: 10_000,
            rto_min: 200,
            rto_max: 60_000,
        }
    }

    fn ack(ack: u32, sack_new: bool, lost_first: bool) -> AckSeg {
        AckSeg { seq: 500, ack, window: 65_535, flags: flags::ACK, len: 0, tsecr: None, sack_new, lost_first }
    }

    #[test]
    fn sack_duplicates_start_recovery_at_the_threshold_without_inflation() {
        let mut v = sacking();
        for i in 1..=3 {
            let d = ack_decide(&v, &ack(1000, true, false));
            assert!(d.dup_ack);
            assert_eq!(d.fast_retransmit, i == 3);
            v = d.next;
        }
        assert!(v.in_recovery);
        assert_eq!((v.ssthresh, v.cwnd, v.recover), (5000, 5000, 11_000));
        // In recovery: no inflation, but the transmit side looks (the pipe may allow).
        let d = ack_decide(&v, &ack(1000, true, false));
        assert_eq!((d.next.cwnd, d.fast_retransmit, d.wake), (5000, false, true));
        // An ACK that SACKs nothing new is no duplicate under RFC 6675.
        let d = ack_decide(&sacking(), &ack(1000, false, false));
        assert!(!d.dup_ack && d.next.dupacks == 0);
    }

    #[test]
    fn a_lost_first_byte_starts_recovery_at_once() {
        let d = ack_decide(&sacking(), &ack(1000, true, true));
        assert!(d.fast_retransmit && d.rexmt_first && d.next.in_recovery);
        // Not before HighACK reaches RecoveryPoint (RFC 6675 section 5.1, after a timeout).
        let d = ack_decide(&AckView { recover: 1001, ..sacking() }, &ack(1000, true, true));
        assert!(!d.fast_retransmit);
    }

    #[test]
    fn partial_acks_keep_cwnd_and_the_full_ack_ends_recovery() {
        let v = AckView { in_recovery: true, recover: 11_000, cwnd: 5000, ssthresh: 5000, ..sacking() };
        let d = ack_decide(&v, &ack(3000, false, false));
        assert!(d.next.in_recovery && !d.rexmt_first && d.next.cwnd == 5000 && d.wake);
        let d = ack_decide(&v, &ack(11_000, false, false));
        assert!(!d.next.in_recovery && d.next.cwnd == 1000 * 2);
    }
}
