//! Opening a connection: what a segment does to a listening port (RFC 9293 section
//! 3.10.7.2), to a connection in SYN-SENT (section 3.10.7.3), and the parameters a SYN
//! negotiates (RFC 9293 section 3.7.1's MSS, RFC 7323's window scale and timestamps, RFC
//! 2018's SACK-permitted, RFC 6928's initial window), as pure functions: the reference engine
//! ([`crate::toe::Toe`]) runs them, and the hardware `toe_open` block must give the same
//! [`OpenDecision`] for every input.
//!
//! - LISTEN: a RST is dropped; an ACK draws a RST; a segment without SYN is dropped; a SYN
//!   opens a connection in SYN-RECEIVED (a SYN-ACK goes out).
//! - SYN-SENT: an ACK outside (ISS, SND.MAX] draws a RST; a RST with an acceptable ACK resets
//!   the connection, without one it is dropped; a segment without SYN is dropped; a SYN with
//!   an acceptable ACK establishes it (an ACK goes out), a SYN alone is a simultaneous open
//!   (SYN-RECEIVED, our SYN again with an ACK).
//! - The SYN's parameters: IRS and RCV.NXT; the window-scale shifts only when the peer sent
//!   the option (its shift clamped to 14, ours the configured one); timestamps when the peer
//!   sent them (TS.Recent its TSval); SACK when offered and configured; the effective send
//!   MSS = min(peer's MSS or 536, ours), at least [`MIN_PEER_MSS`], less the 12 option bytes
//!   every timestamped segment carries; cwnd = min(10 MSS, max(14600, 2 MSS)); the SYN's window unscaled (RFC 7323
//!   section 2.2), SND.WL1 / WL2 from it.
//!
//! The RTT samples of SYN-SENT's completion (from the timed SYN, then from TSecr) are the
//! estimator's (`toe_ack::Rtt`), not this function's.

use crate::toe::{seq_le, seq_lt, DEFAULT_MSS, INITIAL_WINDOW_BYTES, INITIAL_WINDOW_SEGMENTS, MAX_WINDOW_SHIFT, TS_OPTION_BYTES};
use crate::wire::tcp::flags;

/// The smallest peer MSS taken (a smaller option is raised to it): Linux's
/// `tcp_min_snd_mss` default. RFC 9293 sets no floor, but an MSS of 0 would leave the sender
/// nothing to send (a stalled connection) and one below the 12 timestamp option bytes no
/// payload at all; a hostile peer could ask for either.
pub const MIN_PEER_MSS: u16 = 48;

/// The engine's side of the negotiation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenCfg {
    /// Our MSS (the largest segment payload we take and send).
    pub mss: u16,
    /// Our window-scale shift (from the receive buffer, `ToeConfig::rcv_shift`).
    pub rcv_shift: u8,
    /// SACK enabled.
    pub sack: bool,
}

/// Where the segment arrives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenAt {
    /// A listening port, no connection.
    Listen,
    /// A connection in SYN-SENT, with its ISS and SND.MAX.
    SynSent { iss: u32, snd_max: u32 },
}

/// The fields of a segment the open reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenSeg {
    pub seq: u32,
    pub ack: u32,
    pub flags: u8,
    pub window: u16,
    pub mss: Option<u16>,
    /// Window scale shift as sent.
    pub ws: Option<u8>,
    pub sack_permitted: bool,
    /// TSval.
    pub tsval: Option<u32>,
}

impl OpenSeg {
    pub fn of(seg: &crate::toe_rx::RxSegment) -> Self {
        let o = &seg.options;
        OpenSeg { seq: seg.seq, ack: seg.ack, flags: seg.flags, window: seg.window, mss: o.mss, ws: o.window_scale, sack_permitted: o.sack_permitted, tsval: o.timestamps.map(|(v, _)| v) }
    }
}

/// What happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenAction {
    /// Dropped, counted by [`OpenDecision::cause`].
    Drop,
    /// Answered with a RST (RFC 9293 section 3.10.7.2 / 3.10.7.3), counted by `cause`.
    ResetFor,
    /// SYN-SENT: reset by the peer (the connection ends, the host hears "reset").
    Reset,
    /// LISTEN: a new connection in SYN-RECEIVED; a SYN-ACK goes out.
    Open,
    /// SYN-SENT: the SYN-ACK came; ESTABLISHED, an ACK goes out.
    Established,
    /// SYN-SENT: a SYN alone; SYN-RECEIVED, our SYN again with an ACK.
    Simultaneous,
}

/// Why a segment was dropped or answered with a RST (the engine's counters by name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenCause {
    ListenRst,
    ListenAck,
    ListenNoSyn,
    BadAck,
    RstNoAck,
    NoSyn,
}

impl OpenCause {
    pub fn name(self) -> &'static str {
        match self {
            OpenCause::ListenRst => "ListenRst",
            OpenCause::ListenAck => "ListenAck",
            OpenCause::ListenNoSyn => "ListenNoSyn",
            OpenCause::BadAck => "BadAck",
            OpenCause::RstNoAck => "RstNoAck",
            OpenCause::NoSyn => "NoSyn",
        }
    }
}

/// The parameters a SYN negotiates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SynParams {
    pub irs: u32,
    pub rcv_nxt: u32,
    pub snd_shift: u8,
    pub rcv_shift: u8,
    pub ts_ok: bool,
    /// TS.Recent (the SYN's TSval) when `ts_ok`.
    pub ts_recent: u32,
    pub sack_ok: bool,
    pub snd_mss: u32,
    pub cwnd: u32,
    pub snd_wnd: u32,
    pub snd_wl1: u32,
    pub snd_wl2: u32,
}

/// The decision; `params` when the action takes the SYN's parameters (Open, Established,
/// Simultaneous).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenDecision {
    pub action: OpenAction,
    pub cause: Option<OpenCause>,
    pub params: Option<SynParams>,
}

/// The parameters the SYN `g` negotiates under `cfg`.
pub fn syn_params(cfg: &OpenCfg, g: &OpenSeg) -> SynParams {
    let (snd_shift, rcv_shift) = match g.ws {
        Some(s) => (s.min(MAX_WINDOW_SHIFT), cfg.rcv_shift),
        None => (0, 0),
    };
    let ts_ok = g.tsval.is_some();
    let peer_mss = g.mss.unwrap_or(DEFAULT_MSS).min(cfg.mss).max(MIN_PEER_MSS) as u32;
    let snd_mss = peer_mss - if ts_ok { TS_OPTION_BYTES as u32 } else { 0 };
    let cwnd = (INITIAL_WINDOW_SEGMENTS * snd_mss).min(INITIAL_WINDOW_BYTES.max(2 * snd_mss));
    SynParams {
        irs: g.seq,
        rcv_nxt: g.seq.wrapping_add(1),
        snd_shift,
        rcv_shift,
        ts_ok,
        ts_recent: g.tsval.unwrap_or(0),
        sack_ok: g.sack_permitted && cfg.sack,
        snd_mss,
        cwnd,
        snd_wnd: g.window as u32,
        snd_wl1: g.seq,
        snd_wl2: g.ack,
    }
}

/// The decision for a segment `g` arriving at `at`.
pub fn open_decide(cfg: &OpenCfg, at: &OpenAt, g: &OpenSeg) -> OpenDecision {
    let (syn, rst, ack) = (g.flags & flags::SYN != 0, g.flags & flags::RST != 0, g.flags & flags::ACK != 0);
    let d = |action, cause| OpenDecision { action, cause, params: None };
    let with = |action| OpenDecision { action, cause: None, params: Some(syn_params(cfg, g)) };
    match *at {
        OpenAt::Listen => {
            if rst {
                d(OpenAction::Drop, Some(OpenCause::ListenRst))
            } else if ack {
                d(OpenAction::ResetFor, Some(OpenCause::ListenAck))
            } else if !syn {
                d(OpenAction::Drop, Some(OpenCause::ListenNoSyn))
            } else {
                with(OpenAction::Open)
            }
        }
        OpenAt::SynSent { iss, snd_max } => {
            let ack_ok = ack && seq_lt(iss, g.ack) && seq_le(g.ack, snd_max);
            if ack && !ack_ok {
                d(OpenAction::ResetFor, Some(OpenCause::BadAck))
            } else if rst {
                if ack_ok {
                    d(OpenAction::Reset, None)
                } else {
                    d(OpenAction::Drop, Some(OpenCause::RstNoAck))
                }
            } else if !syn {
                d(OpenAction::Drop, Some(OpenCause::NoSyn))
            } else if ack_ok {
                with(OpenAction::Established)
            } else {
                with(OpenAction::Simultaneous)
            }
        }
    }
}
