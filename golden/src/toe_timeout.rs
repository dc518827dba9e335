//! What the retransmission and persist timers do when they expire, as pure functions: the
//! reference engine ([`crate::toe::Toe`]) runs them on every expiry, and the hardware
//! `toe_timeout` block must give the same answers for every input.
//!
//! - Retransmission timeout (RFC 6298 sections 5.4-5.6, RFC 5681 section 3.1 (4), RFC 6582
//!   section 3.2 (4)): nothing if everything is acknowledged; else one more retry, and past
//!   the limit (`retries` when synchronized, `syn_retries` for a SYN) the connection is
//!   aborted; otherwise the RTO doubles (capped at `rto_max`) and restarts the timer,
//!   ssthresh = max(FlightSize / 2, 2 SMSS), cwnd = one segment, recovery ends with
//!   `recover` = SND.MAX, the timed segment is forgotten (Karn), and sending goes back to
//!   SND.UNA (go-back-N; the SYN again when not synchronized).
//! - Persist timeout (RFC 9293 section 3.8.6.1): with a zero send window and data waiting, a
//!   zero-window probe, and the timer restarts at RTO x 2^shift (the shift counted up to
//!   [`PERSIST_SHIFT_MAX`]) within [rto_min, rto_max]; otherwise nothing.

use crate::toe::seq_lt;

/// Persist backoff stops doubling here.
pub const PERSIST_SHIFT_MAX: u32 = 16;

/// The TCB fields and limits the retransmission timeout reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RtoView {
    /// Not SYN-SENT or SYN-RECEIVED.
    pub synchronized: bool,
    pub snd_una: u32,
    pub snd_max: u32,
    pub snd_mss: u32,
    pub retries: u32,
    pub rto: u32,
    /// Retry limits (synchronized, SYN) and the RTO ceiling.
    pub retries_max: u32,
    pub syn_retries_max: u32,
    pub rto_max: u32,
}

/// What a retransmission timeout does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RtoAction {
    /// Everything is acknowledged.
    Nothing,
    /// Past the retry limit: the connection is aborted (the host hears it).
    Abort,
    /// Go back to SND.UNA (or send the SYN again) with the state below.
    Resend,
}

/// The decision and, for Resend, the fields after it (the others: ABC's count, the duplicate
/// ACKs and recovery cleared, the timed segment forgotten, the timer restarted at `rto`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RtoDecision {
    pub action: RtoAction,
    pub retries: u32,
    pub rto: u32,
    pub ssthresh: u32,
    pub cwnd: u32,
    pub recover: u32,
    pub snd_nxt: u32,
}

pub fn rto_decide(v: &RtoView) -> RtoDecision {
    let mut d = RtoDecision { action: RtoAction::Nothing, retries: v.retries, rto: v.rto, ssthresh: 0, cwnd: 0, recover: 0, snd_nxt: 0 };
    if v.snd_una == v.snd_max {
        return d;
    }
    d.retries = v.retries.wrapping_add(1);
    let limit = if v.synchronized { v.retries_max } else { v.syn_retries_max };
    if d.retries > limit {
        d.action = RtoAction::Abort;
        return d;
    }
    let flight = v.snd_max.wrapping_sub(v.snd_una);
    d.action = RtoAction::Resend;
    d.rto = v.rto.wrapping_mul(2).min(v.rto_max);
    d.ssthresh = (flight / 2).max(v.snd_mss.wrapping_mul(2));
    d.cwnd = v.snd_mss;
    d.recover = v.snd_max;
    d.snd_nxt = v.snd_una;
    d
}

/// The persist timer's length: RTO x 2^shift within [rto_min, rto_max].
pub fn persist_time(rto: u32, shift: u32, rto_min: u32, rto_max: u32) -> u32 {
    (rto << shift.min(PERSIST_SHIFT_MAX)).max(rto_min).min(rto_max)
}

/// The TCB fields and limits the persist timeout reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PersistView {
    pub snd_wnd: u32,
    pub snd_max: u32,
    /// SND.UNA + the bytes held: the end of the data the ULP gave.
    pub data_end: u32,
    pub persist_shift: u32,
    pub rto: u32,
    pub rto_min: u32,
    pub rto_max: u32,
}

/// A probe goes out: the new shift and the timer's restart value; `None`: nothing to do.
pub fn persist_decide(v: &PersistView) -> Option<(u32, u32)> {
    if v.snd_wnd != 0 || !seq_lt(v.snd_max, v.data_end) {
        return None;
    }
    let shift = (v.persist_shift + 1).min(PERSIST_SHIFT_MAX);
    Some((shift, persist_time(v.rto, shift, v.rto_min, v.rto_max)))
}
