//! MPA connection set-up in the host driver (issue 16): the Request / Reply exchange of RFC
//! 5044 section 7.1 with RFC 6581's IRD / ORD and peer-to-peer words, over the TOE's byte
//! stream, before the QP enters RDMA mode.
//!
//! Why the driver and not the hardware: private data, rejection and the revision choice
//! belong to the ULP and its policy (every iWARP stack, Linux siw and the hardware RNICs'
//! drivers alike, does this exchange in software); the hardware needs only its outcome, set
//! by QP modify to ready to send: the connection, the markers each way, CRC, IRD / ORD, and
//! the stream offsets where FPDUs start (ARCHITECTURE.md, "rnic: composition plan").
//!
//! Sans-IO: [`MpaSetup`] takes the bytes the stream delivered and returns the bytes to send;
//! whoever owns the connection moves them (the TOE's send ring and ULP deliveries in the
//! RNIC, a kernel socket in the interop peer). Negotiation:
//! - revision: the initiator offers its own; the responder answers with the lower of the
//!   two (RFC 5044 section 7.1.1; revision 2 is RFC 6581's); an initiator refuses a Reply
//!   of a higher revision than it sent;
//! - markers: per direction, each side's M bit asks for markers in the FPDUs it receives;
//! - CRC: used both ways when either side asks (RFC 5044 section 7.1.2's C bit);
//! - IRD / ORD (revision 2): the responder lowers its ORD to the initiator's IRD, the
//!   initiator then lowers its ORD to the responder's IRD, so neither side can have more
//!   Read Requests outstanding than its peer accepts;
//! - peer-to-peer (revision 2): when both ask for it, the responder picks one ready-to-
//!   receive message type of those the initiator offered (zero-length Write first, then
//!   Read, then Send), which the initiator sends first in RDMA mode;
//! - a responder that does not accept answers with the reject flag; both sides end with
//!   [`SetupError::Rejected`].

use iwarp_golden::host_if::MpaLink;
use iwarp_golden::wire::mpa::{FrameKind, IrdOrd, ReqRep, MAX_PRIVATE_DATA, REVISION_1, REVISION_2};

/// One side's wishes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Local {
    /// 1 or 2.
    pub revision: u8,
    /// Markers wanted in the FPDUs this side receives.
    pub markers: bool,
    pub crc: bool,
    /// Read Requests this side accepts (IRD) and may have outstanding (ORD); 14 bits each.
    pub ird: u16,
    pub ord: u16,
    pub peer_to_peer: bool,
    pub private_data: Vec<u8>,
    /// Responder: accept the connection (else the Reply rejects it).
    pub accept: bool,
}

/// The ready-to-receive message the initiator sends first in peer-to-peer mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rtr {
    ZeroWrite,
    ZeroRead,
    ZeroSend,
}

/// What the exchange settled, from this side's point of view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Negotiated {
    pub revision: u8,
    /// Markers in the FPDUs this side sends (the peer asked) and receives (this side asked).
    pub markers_tx: bool,
    pub markers_rx: bool,
    pub crc: bool,
    pub ird: u16,
    pub ord: u16,
    /// Peer-to-peer mode's ready-to-receive message, when both sides asked for it.
    pub rtr: Option<Rtr>,
    pub peer_private_data: Vec<u8>,
    /// Stream bytes the exchange took each way: FPDUs start after them (S0).
    pub tx_bytes: u32,
    pub rx_bytes: u32,
    /// Bytes the stream delivered after the peer's frame (its first FPDUs), for the RDMA path.
    pub leftover: Vec<u8>,
}

impl Negotiated {
    /// The outcome as QP modify into ready to send hands it to the hardware
    /// (`Cmd::QpModify`'s `mpa`): `first_tx` is the sequence number of this side's first
    /// data byte (the TOE's ESTABLISHED value), `first_rx` the peer's (the first delivery's),
    /// `acked` the TOE's last ACKED value the driver saw, `kept` the send bitmap byte holding
    /// S0's bit as the driver wrote it. The exchange's bytes were the connection's first data
    /// bytes each way, so FPDUs start right after them.
    pub fn link(&self, first_tx: u32, first_rx: u32, acked: u32, kept: u8) -> MpaLink {
        MpaLink {
            s0_tx: first_tx.wrapping_add(self.tx_bytes),
            s0_rx: first_rx.wrapping_add(self.rx_bytes),
            sent_s0: self.tx_bytes,
            acked,
            markers_tx: self.markers_tx,
            markers_rx: self.markers_rx,
            crc: self.crc,
            kept,
        }
    }
}

/// Why the set-up failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The peer's frame does not parse (the field named by golden's codec).
    Malformed(&'static str),
    /// A Request where a Reply was due, or the reverse.
    WrongFrame,
    /// The Reply's revision is above the Request's.
    Revision(u8),
    /// The responder rejected the connection (seen by both sides).
    Rejected,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Initiator,
    Responder,
}

/// One side's exchange in progress.
pub struct MpaSetup {
    role: Role,
    local: Local,
    buf: Vec<u8>,
    tx_bytes: u32,
    /// Initiator: the Request it sent (its IRD / ORD words and offers).
    sent: Option<ReqRep>,
    done: bool,
}

/// What one step produced: bytes to send, and the outcome once settled.
pub type Step = (Vec<u8>, Option<Result<Negotiated, SetupError>>);

fn frame(kind: FrameKind, l: &Local, revision: u8, ird_ord: Option<IrdOrd>, reject: bool) -> ReqRep {
    assert!(l.private_data.len() + 4 <= MAX_PRIVATE_DATA, "MPA private data above 508 bytes");
    ReqRep { kind, markers: l.markers, crc: l.crc, reject, reserved: 0, revision, ird_ord, private_data: l.private_data.clone() }
}

/// The ready-to-receive type among those `io` marks: a zero-length Write first, then Read,
/// then Send (the responder's pick among the initiator's offers; the initiator reads the
/// one the responder marked).
fn pick_rtr(io: &IrdOrd) -> Option<Rtr> {
    [(io.write_rtr, Rtr::ZeroWrite), (io.read_rtr, Rtr::ZeroRead), (io.send_rtr, Rtr::ZeroSend)].into_iter().find(|x| x.0).map(|x| x.1)
}

impl MpaSetup {
    /// The initiator's side and its Request (to send first).
    pub fn initiator(local: Local) -> (MpaSetup, Vec<u8>) {
        assert!(local.revision == REVISION_1 || local.revision == REVISION_2, "MPA revision 1 or 2");
        let io = (local.revision == REVISION_2).then_some(IrdOrd { ird: local.ird, ord: local.ord, peer_to_peer: local.peer_to_peer, send_rtr: local.peer_to_peer, write_rtr: local.peer_to_peer, read_rtr: local.peer_to_peer });
        let req = frame(FrameKind::Request, &local, local.revision, io, false);
        let bytes = req.emit();
        let s = MpaSetup { role: Role::Initiator, tx_bytes: bytes.len() as u32, local, buf: Vec::new(), sent: Some(req), done: false };
        (s, bytes)
    }

    /// The responder's side (it waits for the Request).
    pub fn responder(local: Local) -> MpaSetup {
        assert!(local.revision == REVISION_1 || local.revision == REVISION_2, "MPA revision 1 or 2");
        MpaSetup { role: Role::Responder, local, buf: Vec::new(), tx_bytes: 0, sent: None, done: false }
    }

    /// Bytes the stream delivered.
    pub fn feed(&mut self, bytes: &[u8]) -> Step {
        assert!(!self.done, "the exchange is over");
        self.buf.extend_from_slice(bytes);
        let (peer, used) = match ReqRep::parse(&self.buf) {
            Ok(p) => p,
            Err(e) if matches!(e.kind, iwarp_golden::wire::ErrorKind::Truncated { .. }) => return (Vec::new(), None),
            Err(e) => {
                self.done = true;
                return (Vec::new(), Some(Err(SetupError::Malformed(e.field))));
            }
        };
        self.done = true;
        let leftover = self.buf[used..].to_vec();
        match self.role {
            Role::Responder => self.answer(peer, used as u32, leftover),
            Role::Initiator => (Vec::new(), Some(self.settle(peer, used as u32, leftover))),
        }
    }

    fn answer(&mut self, req: ReqRep, rx_bytes: u32, leftover: Vec<u8>) -> Step {
        if req.kind != FrameKind::Request {
            return (Vec::new(), Some(Err(SetupError::WrongFrame)));
        }
        let l = &self.local;
        let revision = req.revision.min(l.revision);
        let (mut out, mut rtr) = (None, None);
        if revision == REVISION_2 {
            let theirs = req.ird_ord.unwrap_or_default();
            let p2p = l.peer_to_peer && theirs.peer_to_peer;
            if p2p {
                rtr = pick_rtr(&theirs);
            }
            let ord = l.ord.min(theirs.ird);
            out = Some(IrdOrd {
                ird: l.ird,
                ord,
                peer_to_peer: p2p,
                write_rtr: rtr == Some(Rtr::ZeroWrite),
                read_rtr: rtr == Some(Rtr::ZeroRead),
                send_rtr: rtr == Some(Rtr::ZeroSend),
            });
        }
        let reply = frame(FrameKind::Reply, l, revision, out, !l.accept);
        let bytes = reply.emit();
        if !l.accept {
            return (bytes, Some(Err(SetupError::Rejected)));
        }
        let io = out.unwrap_or_default();
        let n = Negotiated {
            revision,
            markers_tx: req.markers,
            markers_rx: l.markers,
            crc: req.crc || l.crc,
            ird: if revision == REVISION_2 { io.ird } else { l.ird },
            ord: if revision == REVISION_2 { io.ord } else { l.ord },
            rtr,
            peer_private_data: req.private_data,
            tx_bytes: bytes.len() as u32,
            rx_bytes,
            leftover,
        };
        (bytes, Some(Ok(n)))
    }

    fn settle(&self, rep: ReqRep, rx_bytes: u32, leftover: Vec<u8>) -> Result<Negotiated, SetupError> {
        let sent = self.sent.as_ref().expect("the initiator sent a Request");
        if rep.kind != FrameKind::Reply {
            return Err(SetupError::WrongFrame);
        }
        if rep.reject {
            return Err(SetupError::Rejected);
        }
        if rep.revision > sent.revision {
            return Err(SetupError::Revision(rep.revision));
        }
        let l = &self.local;
        let (ird, ord, rtr) = match (rep.revision, rep.ird_ord) {
            (REVISION_2, Some(theirs)) => {
                let rtr = if theirs.peer_to_peer && l.peer_to_peer {
                    pick_rtr(&theirs)
                } else {
                    None
                };
                (l.ird, l.ord.min(theirs.ird), rtr)
            }
            _ => (l.ird, l.ord, None),
        };
        Ok(Negotiated {
            revision: rep.revision,
            markers_tx: rep.markers,
            markers_rx: l.markers,
            crc: rep.crc || l.crc,
            ird,
            ord,
            rtr,
            peer_private_data: rep.private_data,
            tx_bytes: self.tx_bytes,
            rx_bytes,
            leftover,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[allow(clippy::too_many_arguments)]
    fn local(revision: u8, markers: bool, crc: bool, ird: u16, ord: u16, p2p: bool, pd: usize, accept: bool) -> Local {
        Local { revision, markers, crc, ird, ord, peer_to_peer: p2p, private_data: (0..pd).map(|i| i as u8 ^ 0x5A).collect(), accept }
    }

    /// Feeds `bytes` in pieces cut at `cuts` (fractions of the length) until the exchange
    /// settles; the outcome and the bytes never fed (they go to the RDMA path).
    fn feed_cut(s: &mut MpaSetup, bytes: &[u8], cuts: &[f64]) -> (Vec<u8>, Option<Result<Negotiated, SetupError>>, Vec<u8>) {
        let mut at = 0;
        let mut out = Vec::new();
        let mut points: Vec<usize> = cuts.iter().map(|c| (c * bytes.len() as f64) as usize).collect();
        points.push(bytes.len());
        points.sort_unstable();
        for p in points {
            if p <= at {
                continue;
            }
            let (send, done) = s.feed(&bytes[at..p]);
            out.extend(send);
            at = p;
            if done.is_some() {
                return (out, done, bytes[at..].to_vec());
            }
        }
        (out, None, Vec::new())
    }

    proptest! {
        /// Any two sides' wishes, the bytes cut anywhere, FPDU bytes right behind each frame:
        /// both sides settle the same revision, CRC, markers per direction, no ORD above the
        /// peer's IRD, the same ready-to-receive type, each other's private data, the stream
        /// offsets each way, and hand on the bytes behind the frame; a rejection is seen by
        /// both.
        #[test]
        fn both_sides_agree(
            ri in 1u8..=2, rr in 1u8..=2, mi: bool, mr: bool, ci: bool, cr: bool,
            ird_i in 0u16..64, ord_i in 0u16..64, ird_r in 0u16..64, ord_r in 0u16..64,
            pi: bool, pr: bool, pdi in 0usize..100, pdr in 0usize..100, accept in prop::bool::weighted(0.85),
            cuts_a in prop::collection::vec(0.0f64..1.0, 0..4), cuts_b in prop::collection::vec(0.0f64..1.0, 0..4),
        ) {
            let (mut a, req) = MpaSetup::initiator(local(ri, mi, ci, ird_i, ord_i, pi, pdi, true));
            let mut b = MpaSetup::responder(local(rr, mr, cr, ird_r, ord_r, pr, pdr, accept));
            let fpdus_a = vec![0xA1u8; 13];
            let (rep, got_b, rest_b) = feed_cut(&mut b, &[req.clone(), fpdus_a.clone()].concat(), &cuts_b);
            let got_b = got_b.expect("the responder settles on a whole Request");
            let fpdus_b = vec![0xB2u8; 7];
            let (none, got_a, rest_a) = feed_cut(&mut a, &[rep.clone(), fpdus_b.clone()].concat(), &cuts_a);
            prop_assert!(none.is_empty());
            let got_a = got_a.expect("the initiator settles on a whole Reply");
            if !accept {
                prop_assert_eq!(got_a, Err(SetupError::Rejected));
                prop_assert_eq!(got_b, Err(SetupError::Rejected));
                return Ok(());
            }
            let (na, nb) = (got_a.unwrap(), got_b.unwrap());
            prop_assert_eq!(na.revision, ri.min(rr));
            prop_assert_eq!(nb.revision, ri.min(rr));
            prop_assert_eq!((na.crc, nb.crc), (ci || cr, ci || cr));
            prop_assert_eq!((na.markers_tx, na.markers_rx, nb.markers_tx, nb.markers_rx), (mr, mi, mi, mr));
            if na.revision == REVISION_2 {
                prop_assert!(na.ord <= nb.ird && nb.ord <= na.ird, "ORD above the peer's IRD: {:?} {:?}", na, nb);
                prop_assert_eq!(na.rtr, nb.rtr);
                prop_assert_eq!(na.rtr.is_some(), pi && pr);
                prop_assert_eq!(na.peer_private_data.len(), pdr);
                prop_assert_eq!(nb.peer_private_data.len(), pdi);
            } else {
                prop_assert!(na.rtr.is_none() && nb.rtr.is_none());
            }
            prop_assert_eq!((na.tx_bytes, na.rx_bytes), (req.len() as u32, rep.len() as u32));
            prop_assert_eq!((nb.tx_bytes, nb.rx_bytes), (rep.len() as u32, req.len() as u32));
            prop_assert_eq!([na.leftover.clone(), rest_a].concat(), fpdus_b);
            prop_assert_eq!([nb.leftover.clone(), rest_b].concat(), fpdus_a);
            // The hardware's view of each side: what one sends is what the other receives,
            // through QP modify's bytes (golden's codec) unchanged.
            let (ia, ib) = (0xFFFF_FFF0u32.wrapping_add(pdi as u32), 0x1234_0000u32 + pdr as u32);
            let (la, lb) = (na.link(ia, ib, 0, 0), nb.link(ib, ia, 0, 0));
            prop_assert_eq!((la.s0_tx, la.markers_tx, la.crc), (lb.s0_rx, lb.markers_rx, lb.crc));
            prop_assert_eq!((lb.s0_tx, lb.markers_tx), (la.s0_rx, la.markers_rx));
            prop_assert_eq!(la.s0_tx, ia.wrapping_add(req.len() as u32));
            let cmd = iwarp_golden::host_if::Cmd::QpModify { cmd_id: 1, qp: 2, state: iwarp_golden::host_if::QpState::Rts, ird: 1, ord: 1, conn: 3, mulpdu: 1448, mpa: la };
            prop_assert_eq!(iwarp_golden::host_if::Cmd::decode(&cmd.encode()), Ok(cmd));
        }
    }

    /// The error paths: a Reply where a Request is due, garbage, a Reply above the
    /// Request's revision.
    #[test]
    fn bad_peers() {
        let mut b = MpaSetup::responder(local(2, false, true, 4, 4, false, 0, true));
        let (_, rep_frame) = MpaSetup::initiator(local(2, false, true, 4, 4, false, 0, true));
        let mut as_reply = rep_frame.clone();
        as_reply[..16].copy_from_slice(iwarp_golden::wire::mpa::KEY_REPLY);
        assert_eq!(b.feed(&as_reply).1, Some(Err(SetupError::WrongFrame)));
        let mut c = MpaSetup::responder(local(2, false, true, 4, 4, false, 0, true));
        assert_eq!(c.feed(&[0x42; 40]).1, Some(Err(SetupError::Malformed("mpa.key"))));
        let (mut a, _) = MpaSetup::initiator(local(1, false, true, 4, 4, false, 0, true));
        let rep = ReqRep { kind: FrameKind::Reply, markers: false, crc: true, reject: false, reserved: 0, revision: REVISION_2, ird_ord: Some(IrdOrd::default()), private_data: Vec::new() };
        assert_eq!(a.feed(&rep.emit()).1, Some(Err(SetupError::Revision(2))));
        let (mut d, _) = MpaSetup::initiator(local(2, false, true, 4, 4, false, 0, true));
        assert_eq!(d.feed(&rep.emit()[..10]), (Vec::new(), None), "half a frame waits");
    }
}
