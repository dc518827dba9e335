//! The TOE's events as the RNIC routes them (issue 16): the reference for the hardware's
//! `rnic_toeev`.
//!
//! Each event of the TOE (golden `toe::Event`'s connection events, the TOE's `eng_event`
//! codes) and each answer to a driver's TOE command goes, by the bindings of the QPs in RDMA
//! mode at the moment it is routed, to:
//! - **the QP's transmit side**, for `ACKED` on a connection a QP is bound to: the
//!   acknowledged count goes to the send-ring writer and to the completion count (`rnic_ring`,
//!   `rnic_ack`), not to the driver (it is the hardware's stream in RDMA mode, and one event
//!   an ACK would flood the ring);
//! - **the QP's state machine**, for the connection's end on a bound connection (the peer's
//!   FIN: `PEER_CLOSED`; an orderly close completed: `LLP_CLOSED`; a RST or an abort:
//!   `LLP_RESET`, golden `qp::QpEvent`), and to the driver's ring as well (the driver frees
//!   its connection, the QP has moved);
//! - **the driver's TOE event ring** for everything else: `ESTABLISHED`, `ERROR`, answers,
//!   and every event on a connection no QP is bound to (the MPA start-up's stream, before the
//!   QP is in RDMA mode, is the driver's).
//!
//! Hardware choices (the RFCs say nothing of host rings, and RFC 5040 section 6 leaves the
//! LLP's events to the implementation):
//! - A QP is bound to its connection (the QP context's `conn`, set by the modify into ready
//!   to send) in ready to send, closing and terminate: the states in which its stream is in
//!   RDMA mode. Two QPs bound to one connection is the driver's error; the lower QP wins,
//!   as in the receive router (`rx_route`).
//! - The ring is (re)started by the driver writing its size: nothing written, nothing
//!   consumed, no loss pending. An entry is written at the producer index's slot with the
//!   lap's owner bit (1 on the first lap) when the ring has room: fewer than its size written
//!   and not consumed. An entry that finds the ring full or not started is lost: counted,
//!   and the next entry written carries [`toe_ev_flag::LOST`]. Losing rather than waiting
//!   keeps a driver that stops polling from stopping the TOE, whose engine waits for its
//!   event to be taken (every connection's traffic behind it). The driver sizes the ring for
//!   its connections' events; answers to its commands are one at a time.
//! - The consumer index is taken when it moves forward and not past the entries written
//!   (as the completion queues', `cq`); the base halves as they are; any other value or
//!   offset in the ring's part of the window is refused (counted) and changes nothing.

use crate::host_if::{doorbell, toe_ev_flag, QpState, ToeAnsStatus, ToeEv, ToeEvKind, TOE_EV_BYTES};
use crate::host_cmd::ring_log_ok;
use crate::qp::QpEvent;

/// QPs (4-bit numbers).
pub const QPS: usize = 16;

/// What became of one event or answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Routed {
    /// To the bound QP's transmit side: (QP, acknowledged count).
    pub acked: Option<(u8, u32)>,
    /// To the bound QP's state machine.
    pub qp_event: Option<(u8, QpEvent)>,
    /// Written into the ring: the host address and the entry's bytes.
    pub written: Option<(u64, [u8; TOE_EV_BYTES])>,
    /// For the ring and lost (full or not started).
    pub lost: bool,
}

/// The TOE event ring's producer state and the QPs' bindings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EventRouter {
    /// The connection each QP in RDMA mode is bound to.
    pub bound: [Option<u16>; QPS],
    pub base: u64,
    /// Size (log2 entries); `None` until the driver writes one.
    pub log: Option<u8>,
    /// Entries written; the driver's consumer index (both mod 2^32).
    pub pi: u32,
    pub ci: u32,
    /// An entry was lost since the last one written.
    pub lost: bool,
}

impl EventRouter {
    pub fn new() -> Self {
        Self::default()
    }

    /// A QP's context after a change (`live` clear once destroyed).
    pub fn qp(&mut self, qp: u8, live: bool, state: QpState, conn: u16) {
        let rdma = matches!(state, QpState::Rts | QpState::Closing | QpState::Terminate);
        self.bound[usize::from(qp) % QPS] = (live && rdma).then_some(conn);
    }

    /// The QP bound to `conn` (the lowest).
    pub fn qp_of(&self, conn: u16) -> Option<u8> {
        self.bound.iter().position(|b| *b == Some(conn)).map(|q| q as u8)
    }

    /// A doorbell write in the ring's part of the window; whether it was taken.
    pub fn doorbell(&mut self, addr: u32, data: u32) -> bool {
        match addr {
            doorbell::EQ_BASE_LO => self.base = doorbell::base_half(self.base, data, false),
            doorbell::EQ_BASE_HI => self.base = doorbell::base_half(self.base, data, true),
            doorbell::EQ_LOG if ring_log_ok(data) => {
                (self.log, self.pi, self.ci, self.lost) = (Some(data as u8), 0, 0, false);
            }
            doorbell::EQ_CI if self.log.is_some() && data.wrapping_sub(self.ci) <= self.pi.wrapping_sub(self.ci) => self.ci = data,
            _ => return false,
        }
        true
    }

    /// One of the TOE's events (`kind` not [`ToeEvKind::Answer`]).
    pub fn event(&mut self, kind: ToeEvKind, conn: u16, value: u32) -> Routed {
        let qp = self.qp_of(conn);
        let mut r = Routed::default();
        if let Some(q) = qp {
            let to_qp = match kind {
                ToeEvKind::Acked => {
                    r.acked = Some((q, value));
                    return r;
                }
                ToeEvKind::PeerClosed => Some(QpEvent::PeerClosed),
                ToeEvKind::Closed => Some(QpEvent::LlpClosed),
                ToeEvKind::Reset | ToeEvKind::Aborted => Some(QpEvent::LlpReset),
                _ => None,
            };
            r.qp_event = to_qp.map(|e| (q, e));
        }
        self.write(ToeEv { kind, status: ToeAnsStatus::Ok, conn, value, flags: 0, owner: false }, &mut r);
        r
    }

    /// The answer to the driver's TOE command number `index` (in ring order).
    pub fn answer(&mut self, status: ToeAnsStatus, conn: u16, index: u32) -> Routed {
        let mut r = Routed::default();
        self.write(ToeEv { kind: ToeEvKind::Answer, status, conn, value: index, flags: 0, owner: false }, &mut r);
        r
    }

    fn write(&mut self, ev: ToeEv, r: &mut Routed) {
        let Some(log) = self.log.filter(|l| self.pi.wrapping_sub(self.ci) < 1 << l) else {
            self.lost = true;
            r.lost = true;
            return;
        };
        let size = 1u32 << log;
        let owner = self.pi & size == 0;
        let at = self.base.wrapping_add(u64::from(self.pi & (size - 1)) * TOE_EV_BYTES as u64);
        let flags = if self.lost { toe_ev_flag::LOST } else { 0 };
        (self.pi, self.lost) = (self.pi.wrapping_add(1), false);
        r.written = Some((at, ToeEv { flags, owner, ..ev }.encode()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bindings by state; ACKED to the bound QP only; a close to the QP and the ring; a full
    /// ring loses and flags the next entry; consumer indices only forward.
    #[test]
    fn routes_laps_and_losses() {
        let mut r = EventRouter::new();
        assert!(r.event(ToeEvKind::Established, 5, 100).lost, "not started");
        assert!(r.doorbell(doorbell::EQ_BASE_LO, 0x1000));
        assert!(r.doorbell(doorbell::EQ_LOG, 1));
        assert!(!r.doorbell(doorbell::EQ_LOG, 17));
        r.qp(3, true, QpState::Rtr, 5);
        let a = r.event(ToeEvKind::Acked, 5, 7);
        assert_eq!((a.acked, a.written.map(|w| w.0)), (None, Some(0x1000)), "RTR: the driver's stream");
        r.qp(3, true, QpState::Rts, 5);
        r.qp(9, true, QpState::Rts, 5);
        assert_eq!(r.event(ToeEvKind::Acked, 5, 8), Routed { acked: Some((3, 8)), ..Routed::default() });
        let c = r.event(ToeEvKind::Reset, 5, 0);
        assert_eq!(c.qp_event, Some((3, QpEvent::LlpReset)));
        let (at, b) = c.written.unwrap();
        assert_eq!((at, b[15]), (0x1010, 1));
        assert!(r.answer(ToeAnsStatus::Full, 2, 0).lost, "full");
        assert!(!r.doorbell(doorbell::EQ_CI, 3), "past the written");
        assert!(r.doorbell(doorbell::EQ_CI, 1));
        assert!(!r.doorbell(doorbell::EQ_CI, 0), "backwards");
        let (at, b) = r.answer(ToeAnsStatus::Exists, 2, 1).written.unwrap();
        let e = ToeEv::decode(&b).unwrap();
        assert_eq!((at, e.owner, e.flags, e.kind, e.status, e.value), (0x1000, false, toe_ev_flag::LOST, ToeEvKind::Answer, ToeAnsStatus::Exists, 1));
        r.qp(3, false, QpState::Rts, 5);
        assert_eq!(r.qp_of(5), Some(9), "destroyed: the next QP bound");
        assert!(!r.doorbell(doorbell::EQ_WINDOW + 0x10, 0));
    }
}
