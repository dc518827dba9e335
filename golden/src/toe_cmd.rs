//! What the host's commands on an existing connection do, as one pure function: the
//! reference engine ([`crate::toe::Toe`]) runs it for every close, abort and consumed report,
//! and the hardware `toe_cmd` block must give the same answers for every input.
//!
//! - Close (RFC 9293 section 3.10.4): in SYN-SENT the connection is simply gone (the host
//!   hears Closed); in SYN-RECEIVED the FIN waits for the handshake; in ESTABLISHED the FIN is
//!   queued and the state is FIN-WAIT-1, in CLOSE-WAIT it is LAST-ACK (the connection wakes to
//!   send it); in any later state the close is refused (already closing).
//! - Abort (RFC 9293 section 3.10.5): the slot is freed and the host hears Aborted; a RST goes
//!   to the peer in every state but SYN-SENT (no sequence number of the peer's is known).
//! - Consumed (the ULP read `n` delivered bytes): the unread count falls, and when the window
//!   opens by at least min(buffer / 2, MSS) beyond what the peer was last told (receiver SWS
//!   avoidance, RFC 9293 section 3.8.6.2.2) in a state that receives, an ACK carries the news.
//! - Send (the ULP handed `n` more bytes, already in the connection's send ring): taken in
//!   ESTABLISHED and CLOSE-WAIT while no FIN is queued (RFC 9293 section 3.10.2: SEND is an
//!   error once the user has closed, and before the connection is synchronized this engine
//!   asks the ULP to wait for Established); the connection wakes to send them. The ring's
//!   space and an empty send are the host driver's checks, made before the command.

use crate::toe::State;

/// A command on a connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostCmd {
    Close,
    Abort,
    Consumed(u32),
    /// `n` more bytes are in the send ring (one record).
    Send(u32),
}

/// The TCB fields and the configuration a command reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CmdView {
    pub state: State,
    pub rcv_nxt: u32,
    pub rcv_adv: u32,
    pub rcv_unread: u32,
    /// A FIN is queued (the host has closed).
    pub fin_queued: bool,
    /// The receive buffer and our MSS (configuration).
    pub rcv_buf: u32,
    pub mss: u32,
}

/// What a command does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmdAction {
    /// Not allowed in this state (the host hears NotConnected).
    Refuse,
    /// The slot is freed: Closed (a close in SYN-SENT) or Aborted.
    Free { aborted: bool, rst: bool },
    /// The TCB changes as below.
    Update,
}

/// The decision and, for Update, the fields after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CmdDecision {
    pub action: CmdAction,
    pub state: State,
    /// A FIN is queued.
    pub fin_queued: bool,
    pub rcv_unread: u32,
    /// An ACK is due; the connection goes on the transmit ring.
    pub ack_now: bool,
    pub wake: bool,
}

pub fn cmd_decide(v: &CmdView, cmd: HostCmd) -> CmdDecision {
    let mut d = CmdDecision { action: CmdAction::Update, state: v.state, fin_queued: false, rcv_unread: v.rcv_unread, ack_now: false, wake: false };
    match cmd {
        HostCmd::Close => match v.state {
            State::SynSent => d.action = CmdAction::Free { aborted: false, rst: false },
            State::SynReceived => d.fin_queued = true,
            State::Established | State::CloseWait => {
                d.fin_queued = true;
                d.wake = true;
                d.state = if v.state == State::Established { State::FinWait1 } else { State::LastAck };
            }
            _ => d.action = CmdAction::Refuse,
        },
        HostCmd::Abort => d.action = CmdAction::Free { aborted: true, rst: v.state != State::SynSent },
        HostCmd::Consumed(n) => {
            let before = v.rcv_buf.saturating_sub(v.rcv_unread);
            d.rcv_unread = v.rcv_unread.saturating_sub(n);
            let after = v.rcv_buf.saturating_sub(d.rcv_unread);
            let advertised = v.rcv_adv.wrapping_sub(v.rcv_nxt);
            let threshold = (v.rcv_buf / 2).min(v.mss);
            let receives = matches!(v.state, State::Established | State::FinWait1 | State::FinWait2);
            if after > before && after.saturating_sub(advertised) >= threshold && receives {
                d.ack_now = true;
                d.wake = true;
            }
        }
        HostCmd::Send(_) => {
            if matches!(v.state, State::Established | State::CloseWait) && !v.fin_queued {
                d.wake = true;
            } else {
                d.action = CmdAction::Refuse;
            }
        }
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    fn est() -> CmdView {
        CmdView { state: State::Established, rcv_nxt: 5000, rcv_adv: 5000 + 5536, rcv_unread: 60_000, fin_queued: false, rcv_buf: 65_536, mss: 1460 }
    }

    #[test]
    fn send_only_while_the_stream_is_open() {
        let d = cmd_decide(&est(), HostCmd::Send(100));
        assert_eq!((d.action, d.state, d.wake, d.rcv_unread), (CmdAction::Update, State::Established, true, 60_000));
        assert_eq!(cmd_decide(&CmdView { state: State::CloseWait, ..est() }, HostCmd::Send(1)).action, CmdAction::Update);
        assert_eq!(cmd_decide(&CmdView { fin_queued: true, ..est() }, HostCmd::Send(1)).action, CmdAction::Refuse);
        for state in [State::SynSent, State::SynReceived, State::FinWait1, State::FinWait2, State::Closing, State::LastAck, State::TimeWait] {
            assert_eq!(cmd_decide(&CmdView { state, ..est() }, HostCmd::Send(1)).action, CmdAction::Refuse, "{state:?}");
        }
    }

    #[test]
    fn close_by_state() {
        let d = cmd_decide(&est(), HostCmd::Close);
        assert_eq!((d.action, d.state, d.fin_queued, d.wake), (CmdAction::Update, State::FinWait1, true, true));
        let d = cmd_decide(&CmdView { state: State::CloseWait, ..est() }, HostCmd::Close);
        assert_eq!(d.state, State::LastAck);
        let d = cmd_decide(&CmdView { state: State::SynReceived, ..est() }, HostCmd::Close);
        assert_eq!((d.state, d.fin_queued, d.wake), (State::SynReceived, true, false));
        assert_eq!(cmd_decide(&CmdView { state: State::SynSent, ..est() }, HostCmd::Close).action, CmdAction::Free { aborted: false, rst: false });
        assert_eq!(cmd_decide(&CmdView { state: State::FinWait1, ..est() }, HostCmd::Close).action, CmdAction::Refuse);
    }

    #[test]
    fn abort_resets_but_in_syn_sent() {
        assert_eq!(cmd_decide(&est(), HostCmd::Abort).action, CmdAction::Free { aborted: true, rst: true });
        assert_eq!(cmd_decide(&CmdView { state: State::SynSent, ..est() }, HostCmd::Abort).action, CmdAction::Free { aborted: true, rst: false });
    }

    #[test]
    fn a_window_update_once_it_opens_by_an_mss() {
        // 5,536 bytes advertised (all the space); reading 500 opens 500 more: not enough (MSS
        // 1460).
        let d = cmd_decide(&est(), HostCmd::Consumed(500));
        assert_eq!((d.rcv_unread, d.ack_now), (59_500, false));
        // Reading 2,000 opens 2,000 beyond it: an ACK.
        let d = cmd_decide(&est(), HostCmd::Consumed(2_000));
        assert_eq!((d.rcv_unread, d.ack_now, d.wake), (58_000, true, true));
        // Not in a state that receives.
        assert!(!cmd_decide(&CmdView { state: State::CloseWait, ..est() }, HostCmd::Consumed(2_000)).ack_now);
    }
}
