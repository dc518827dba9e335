//! The reference receive data path of DDP/RDMAP (RFC 5041 sections 5-7, RFC 5040 sections 4-6):
//! given the MR table, the queue pairs' posted receive buffers and a sequence of inbound
//! ULPDUs (each with the LLP's verdict), the expected DMA writes (so the host-memory image),
//! completions, Read Requests handed to the transmit side, and Terminates.
//!
//! It defines the order of the checks the placement engine `ddp_rx` follows, one segment at a
//! time, on a reliable in-order LLP (TCP):
//! 1. a QP in error (or never configured) drops the segment, silently (counted);
//! 2. an LLP error (MPA CRC, marker) terminates (LLP, RFC 5044 section 8);
//! 3. a segment shorter than the control bytes or than its header (per its T bit), or longer
//!    than [`MAX_SEGMENT_BYTES`], is DDP catastrophic;
//! 4. DDP version (RFC 5041 section 7.2: tagged or untagged code per T), RDMAP version, then an
//!    opcode that is unknown or whose buffer model disagrees with T (RFC 5040 section 7.2);
//! 5. tagged (RDMA Write, Read Response): the sink region through the MR table with remote-write
//!    rights and the QP's PD; the translation error maps to DDP tagged codes;
//! 6. untagged: the QN must be the opcode's queue (invalid QN otherwise). Terminate (QN 2) puts
//!    the QP in error. Read Request (QN 1): MSN, MO 0, L and a 28-byte body, then IRD. Send
//!    (QN 0): MSN, a posted buffer, MO, length; for the last segment of a Send with Invalidate
//!    the invalidation (RDMAP code 9 on failure); then the buffer's translation with local-write
//!    rights (a local fault: RDMAP unspecified).
//!
//! Choices where the RFCs leave room (the LLP delivers in order, so a conforming peer always
//! sends the expected MSN and the next MO): an MSN other than the expected one is "MSN out of
//! range"; an MO other than the bytes already placed for the message is "invalid MO". Reserved
//! bits are ignored on receive (RFC 5041 section 4.2). Every error: a Terminate (M set; D with
//! the header when the segment holds it; R with the Read Request body for an opcode-1 segment
//! that holds it), no write for this segment or any later one of the QP, every posted receive
//! flushed, and later posts flushed at once.

use crate::mr::{Access, MrTable};
use crate::wire::ddp::{
    ddp_bits, field, queue, rdmap_bits, Opcode, DDP_VERSION, RDMAP_VERSION, READ_REQUEST_LEN,
    TAGGED_HEADER_LEN, UNTAGGED_HEADER_LEN,
};
use crate::wire::terminate::{Terminate, TerminateCause};
use crate::wire::{be32, be64};

/// Queue pairs of the engine (QP number = index).
pub const QPS: usize = 16;
/// Posted receive buffers per QP.
pub const RQ_DEPTH: usize = 16;
/// The longest ULPDU the engine buffers (a longer one is DDP catastrophic).
pub const MAX_SEGMENT_BYTES: usize = 8192;
/// MSNs start at 1 per queue (RFC 5041 section 5.1).
pub const FIRST_MSN: u32 = 1;

/// The LLP's verdict on the FPDU that carried a ULPDU (mpa_rx `m_status` codes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LlpStatus {
    Ok = 0,
    Crc = 1,
    Marker = 2,
    /// An FPDU length that disagrees with the markers: reported as a marker error (ecode 3).
    Length = 3,
}

/// A posted receive buffer: a local (STag, TO, length).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecvBuf {
    pub stag: u32,
    pub to: u64,
    pub len: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CqeKind {
    /// A Send message placed into the receive buffer of `slot` (or that buffer flushed).
    Recv = 0,
    /// The last segment of an RDMA Read Response placed (`stag` is its sink STag).
    ReadDone = 1,
    /// The peer sent a Terminate: the QP is in error.
    PeerTerminate = 2,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CqeStatus {
    Ok = 0,
    /// The QP is in error: the buffer was not (completely) filled.
    Flush = 1,
    /// Posted to a full receive queue: not taken.
    Overflow = 2,
}

/// A receive-side completion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cqe {
    pub qp: u8,
    pub kind: CqeKind,
    pub status: CqeStatus,
    /// Receive-queue slot (post order modulo [`RQ_DEPTH`]).
    pub slot: u8,
    /// Message length (Recv, Ok).
    pub len: u32,
    /// Send with Solicited Event.
    pub se: bool,
    /// The STag was invalidated (Send with Invalidate).
    pub invalidated: bool,
    /// Invalidated STag (Recv) or sink STag (ReadDone), else 0.
    pub stag: u32,
}

impl Cqe {
    fn new(qp: u8, kind: CqeKind, status: CqeStatus, slot: u8) -> Cqe {
        Cqe { qp, kind, status, slot, len: 0, se: false, invalidated: false, stag: 0 }
    }
}

/// One DMA write: physical address and bytes (never crossing a page of its region).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DmaWrite {
    pub pa: u64,
    pub data: Vec<u8>,
}

/// A Read Request accepted for the transmit side (within IRD).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReadRequestOut {
    pub qp: u8,
    pub sink_stag: u32,
    pub sink_to: u64,
    pub size: u32,
    pub src_stag: u32,
    pub src_to: u64,
}

/// A Terminate for the transmit side to send on `qp` (QN 2, its own MSN).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TerminateOut {
    pub qp: u8,
    pub cause: TerminateCause,
    pub body: Terminate,
}

/// What became of one segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Placed (or a Read Request queued).
    Accepted,
    /// The QP is in error or not configured.
    Dropped,
    /// The peer's Terminate.
    PeerTerminate,
    Terminated(TerminateCause),
}

/// Everything one segment produces, in order per channel.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Effects {
    pub writes: Vec<DmaWrite>,
    pub cqes: Vec<Cqe>,
    pub read_requests: Vec<ReadRequestOut>,
    pub terminates: Vec<TerminateOut>,
}

#[derive(Debug, Clone)]
struct Qp {
    live: bool,
    pd: u16,
    ird: u8,
    ird_used: u8,
    msn_send: u32,
    msn_read: u32,
    /// Bytes placed of the Send message in progress.
    progress: u32,
    /// Post counters (slot = counter mod RQ_DEPTH).
    head: u32,
    tail: u32,
    rq: [RecvBuf; RQ_DEPTH],
}

impl Default for Qp {
    fn default() -> Self {
        Qp {
            live: false,
            pd: 0,
            ird: 0,
            ird_used: 0,
            msn_send: FIRST_MSN,
            msn_read: FIRST_MSN,
            progress: 0,
            head: 0,
            tail: 0,
            rq: [RecvBuf { stag: 0, to: 0, len: 0 }; RQ_DEPTH],
        }
    }
}

/// The reference engine: per-QP state; the MR table and memory are the caller's.
#[derive(Debug, Clone)]
pub struct RxEngine {
    qps: Vec<Qp>,
}

impl Default for RxEngine {
    fn default() -> Self {
        RxEngine { qps: vec![Qp::default(); QPS] }
    }
}

fn slot(counter: u32) -> u8 {
    (counter as usize % RQ_DEPTH) as u8
}

impl RxEngine {
    /// (Re)configures a QP: live, PD, IRD; MSNs from 1, receive queue empty.
    pub fn configure(&mut self, qp: u8, pd: u16, ird: u8) {
        self.qps[qp as usize] = Qp { live: true, pd, ird, ..Qp::default() };
    }

    pub fn is_live(&self, qp: u8) -> bool {
        self.qps[qp as usize].live
    }

    /// Posts a receive buffer; a QP in error flushes it at once, a full queue refuses it.
    pub fn post_recv(&mut self, qp: u8, buf: RecvBuf) -> Option<Cqe> {
        let q = &mut self.qps[qp as usize];
        let s = slot(q.tail);
        if q.tail.wrapping_sub(q.head) as usize >= RQ_DEPTH {
            return Some(Cqe::new(qp, CqeKind::Recv, CqeStatus::Overflow, s));
        }
        q.rq[s as usize] = buf;
        q.tail = q.tail.wrapping_add(1);
        if !q.live {
            q.head = q.tail;
            return Some(Cqe::new(qp, CqeKind::Recv, CqeStatus::Flush, s));
        }
        None
    }

    /// The QP enters the error state (the host's modify, or the other direction's
    /// Terminate): every posted receive completes as flushed, in posting order, later
    /// segments are dropped and later posts flushed at once (RFC 5040 section 5.4's flush
    /// on error, the verbs model's), until it is configured again.
    pub fn flush(&mut self, qp: u8) -> Vec<Cqe> {
        let mut fx = Effects::default();
        self.fail(qp, &mut fx);
        fx.cqes
    }

    /// The transmit side finished the Read Response of one inbound Read Request.
    pub fn read_done(&mut self, qp: u8) {
        let q = &mut self.qps[qp as usize];
        q.ird_used = q.ird_used.saturating_sub(1);
    }

    /// Read Requests accepted and not yet answered.
    pub fn ird_used(&self, qp: u8) -> u8 {
        self.qps[qp as usize].ird_used
    }

    /// Puts the QP in error and flushes every posted receive.
    fn fail(&mut self, qp: u8, fx: &mut Effects) {
        let q = &mut self.qps[qp as usize];
        q.live = false;
        while q.head != q.tail {
            fx.cqes.push(Cqe::new(qp, CqeKind::Recv, CqeStatus::Flush, slot(q.head)));
            q.head = q.head.wrapping_add(1);
        }
    }

    fn terminate(&mut self, qp: u8, cause: TerminateCause, seg: &[u8], fx: &mut Effects) -> Verdict {
        let hlen = if seg.first().is_some_and(|b| b & ddp_bits::TAGGED != 0) {
            TAGGED_HEADER_LEN
        } else {
            UNTAGGED_HEADER_LEN
        };
        let ddp = (seg.len() >= hlen).then(|| (seg.len() as u16, seg[..hlen].to_vec()));
        let read_request = hlen == UNTAGGED_HEADER_LEN
            && seg.len() >= UNTAGGED_HEADER_LEN + READ_REQUEST_LEN
            && seg[field::RDMAP_CONTROL] & rdmap_bits::OPCODE == Opcode::ReadRequest as u8;
        let rdmap = read_request
            .then(|| seg[UNTAGGED_HEADER_LEN..UNTAGGED_HEADER_LEN + READ_REQUEST_LEN].to_vec());
        let body =
            Terminate { code: cause.code(), segment_length_valid: true, reserved: 0, ddp, rdmap };
        fx.terminates.push(TerminateOut { qp, cause, body });
        self.fail(qp, fx);
        Verdict::Terminated(cause)
    }

    /// One inbound ULPDU on `qp` with the LLP's verdict.
    pub fn segment(&mut self, mr: &mut MrTable, qp: u8, llp: LlpStatus, seg: &[u8]) -> (Verdict, Effects) {
        let mut fx = Effects::default();
        let v = self.segment_inner(mr, qp, llp, seg, &mut fx);
        (v, fx)
    }

    fn segment_inner(&mut self, mr: &mut MrTable, qp: u8, llp: LlpStatus, seg: &[u8], fx: &mut Effects) -> Verdict {
        use TerminateCause::*;
        if !self.qps[qp as usize].live {
            return Verdict::Dropped;
        }
        match llp {
            LlpStatus::Ok => {}
            LlpStatus::Crc => return self.terminate(qp, MpaCrc, seg, fx),
            LlpStatus::Marker | LlpStatus::Length => return self.terminate(qp, MpaMarker, seg, fx),
        }
        if seg.len() <= field::RDMAP_CONTROL || seg.len() > MAX_SEGMENT_BYTES {
            return self.terminate(qp, DdpCatastrophic, seg, fx);
        }
        let tagged = seg[field::DDP_CONTROL] & ddp_bits::TAGGED != 0;
        let last = seg[field::DDP_CONTROL] & ddp_bits::LAST != 0;
        let hlen = if tagged { TAGGED_HEADER_LEN } else { UNTAGGED_HEADER_LEN };
        if seg.len() < hlen {
            return self.terminate(qp, DdpCatastrophic, seg, fx);
        }
        if seg[field::DDP_CONTROL] & ddp_bits::VERSION != DDP_VERSION {
            let c = if tagged { TaggedDdpVersion } else { UntaggedDdpVersion };
            return self.terminate(qp, c, seg, fx);
        }
        if (seg[field::RDMAP_CONTROL] & rdmap_bits::VERSION) >> rdmap_bits::VERSION_SHIFT != RDMAP_VERSION {
            return self.terminate(qp, RdmapVersion, seg, fx);
        }
        let opcode = match Opcode::from_u8(seg[field::RDMAP_CONTROL] & rdmap_bits::OPCODE) {
            Some(o) if o.is_tagged() == tagged => o,
            _ => return self.terminate(qp, UnexpectedOpcode, seg, fx),
        };
        let payload = &seg[hlen..];
        let pd = self.qps[qp as usize].pd;
        if tagged {
            let stag = be32(seg, field::STAG.start);
            let to = be64(seg, field::TO.start);
            return match mr.translate(stag, to, payload.len() as u64, Access::RemoteWrite, pd) {
                Err(e) => self.terminate(qp, e.terminate_cause(false), seg, fx),
                Ok(pieces) => {
                    place(&pieces, payload, fx);
                    if opcode == Opcode::ReadResponse && last {
                        fx.cqes.push(Cqe { stag, ..Cqe::new(qp, CqeKind::ReadDone, CqeStatus::Ok, 0) });
                    }
                    Verdict::Accepted
                }
            };
        }
        let rsvd_ulp = be32(seg, field::RSVD_ULP.start);
        let qn = be32(seg, field::QN.start);
        let msn = be32(seg, field::MSN.start);
        let mo = be32(seg, field::MO.start);
        if Some(qn) != opcode.queue() {
            return self.terminate(qp, UntaggedInvalidQn, seg, fx);
        }
        match qn {
            queue::TERMINATE => {
                fx.cqes.push(Cqe::new(qp, CqeKind::PeerTerminate, CqeStatus::Ok, 0));
                self.fail(qp, fx);
                Verdict::PeerTerminate
            }
            queue::READ_REQUEST => {
                let q = &self.qps[qp as usize];
                if msn != q.msn_read {
                    return self.terminate(qp, UntaggedMsnRange, seg, fx);
                }
                if mo != 0 {
                    return self.terminate(qp, UntaggedInvalidMo, seg, fx);
                }
                if !last || payload.len() != READ_REQUEST_LEN {
                    return self.terminate(qp, DdpCatastrophic, seg, fx);
                }
                if q.ird_used >= q.ird {
                    return self.terminate(qp, UntaggedNoBuffer, seg, fx);
                }
                let q = &mut self.qps[qp as usize];
                q.ird_used += 1;
                q.msn_read = q.msn_read.wrapping_add(1);
                fx.read_requests.push(ReadRequestOut {
                    qp,
                    sink_stag: be32(payload, field::RR_SINK_STAG.start),
                    sink_to: be64(payload, field::RR_SINK_TO.start),
                    size: be32(payload, field::RR_SIZE.start),
                    src_stag: be32(payload, field::RR_SRC_STAG.start),
                    src_to: be64(payload, field::RR_SRC_TO.start),
                });
                Verdict::Accepted
            }
            _ => {
                let q = &self.qps[qp as usize];
                if msn != q.msn_send {
                    return self.terminate(qp, UntaggedMsnRange, seg, fx);
                }
                if q.head == q.tail {
                    return self.terminate(qp, UntaggedNoBuffer, seg, fx);
                }
                if mo != q.progress {
                    return self.terminate(qp, UntaggedInvalidMo, seg, fx);
                }
                let buf = q.rq[slot(q.head) as usize];
                let end = q.progress as u64 + payload.len() as u64;
                if end > buf.len as u64 {
                    return self.terminate(qp, UntaggedMessageTooLong, seg, fx);
                }
                let invalidate = last && opcode.carries_invalidate_stag();
                if invalidate && mr.invalidate(rsvd_ulp).is_err() {
                    return self.terminate(qp, RemoteCannotInvalidate, seg, fx);
                }
                let to = buf.to.wrapping_add(mo as u64);
                match mr.translate(buf.stag, to, payload.len() as u64, Access::LocalWrite, pd) {
                    Err(_) => self.terminate(qp, Unspecified, seg, fx),
                    Ok(pieces) => {
                        place(&pieces, payload, fx);
                        let q = &mut self.qps[qp as usize];
                        q.progress = end as u32;
                        if last {
                            let se = matches!(opcode, Opcode::SendSe | Opcode::SendSeInvalidate);
                            fx.cqes.push(Cqe {
                                len: q.progress,
                                se,
                                invalidated: invalidate,
                                stag: if invalidate { rsvd_ulp } else { 0 },
                                ..Cqe::new(qp, CqeKind::Recv, CqeStatus::Ok, slot(q.head))
                            });
                            q.head = q.head.wrapping_add(1);
                            q.msn_send = q.msn_send.wrapping_add(1);
                            q.progress = 0;
                        }
                        Verdict::Accepted
                    }
                }
            }
        }
    }
}

fn place(pieces: &[crate::mr::Piece], payload: &[u8], fx: &mut Effects) {
    let mut at = 0usize;
    for p in pieces {
        let n = p.len as usize;
        fx.writes.push(DmaWrite { pa: p.pa, data: payload[at..at + n].to_vec() });
        at += n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mr::{rights, stag, MrState, PageSize, Region};
    use crate::wire::ddp::{Buffer, Segment};

    fn table() -> MrTable {
        let mut mr = MrTable::new(8);
        let region = |pd, rights, base_va, pages: Vec<u64>| Region {
            state: MrState::Valid,
            key: 7,
            pd,
            rights,
            base_va,
            length: 3 * 4096,
            page_size: PageSize::Size4K,
            pages,
        };
        mr.register(1, region(5, rights::REMOTE_WRITE, 0x1_0000, vec![0x9000, 0x3000, 0x7000])).unwrap();
        mr.register(2, region(5, rights::LOCAL_WRITE, 0x2_0000, vec![0xA000, 0xB000, 0xC000])).unwrap();
        mr
    }

    fn send(op: Opcode, last: bool, msn: u32, mo: u32, rsvd_ulp: u32, payload: Vec<u8>) -> Vec<u8> {
        Segment { opcode: op, last, buffer: Buffer::Untagged { rsvd_ulp, qn: 0, msn, mo }, payload }.emit()
    }

    #[test]
    fn write_is_split_at_pages_of_the_region() {
        let mut mr = table();
        let mut e = RxEngine::default();
        e.configure(3, 5, 2);
        let payload: Vec<u8> = (0..200u8).collect();
        let seg = Segment {
            opcode: Opcode::RdmaWrite,
            last: true,
            buffer: Buffer::Tagged { stag: stag(1, 7), to: 0x1_0FA0 },
            payload: payload.clone(),
        }
        .emit();
        let (v, fx) = e.segment(&mut mr, 3, LlpStatus::Ok, &seg);
        assert_eq!(v, Verdict::Accepted);
        assert_eq!(fx.writes.len(), 2);
        assert_eq!(fx.writes[0], DmaWrite { pa: 0x9FA0, data: payload[..96].to_vec() });
        assert_eq!(fx.writes[1], DmaWrite { pa: 0x3000, data: payload[96..].to_vec() });
    }

    #[test]
    fn send_message_in_segments_completes_once() {
        let mut mr = table();
        let mut e = RxEngine::default();
        e.configure(0, 5, 0);
        assert_eq!(e.post_recv(0, RecvBuf { stag: stag(2, 7), to: 0x2_0010, len: 100 }), None);
        let (v, fx) = e.segment(&mut mr, 0, LlpStatus::Ok, &send(Opcode::Send, false, 1, 0, 0, vec![1; 60]));
        assert_eq!((v, fx.cqes.len()), (Verdict::Accepted, 0));
        assert_eq!(fx.writes[0].pa, 0xA010);
        let (_, fx) = e.segment(&mut mr, 0, LlpStatus::Ok, &send(Opcode::SendSe, true, 1, 60, 0, vec![2; 40]));
        assert_eq!(fx.writes[0].pa, 0xA010 + 60);
        assert_eq!(fx.cqes, vec![Cqe { len: 100, se: true, ..Cqe::new(0, CqeKind::Recv, CqeStatus::Ok, 0) }]);
    }

    #[test]
    fn errors_terminate_and_flush() {
        let mut mr = table();
        let mut e = RxEngine::default();
        e.configure(1, 5, 0);
        e.post_recv(1, RecvBuf { stag: stag(2, 7), to: 0x2_0000, len: 10 });
        e.post_recv(1, RecvBuf { stag: stag(2, 7), to: 0x2_0000, len: 10 });
        let (v, fx) = e.segment(&mut mr, 1, LlpStatus::Ok, &send(Opcode::Send, true, 1, 0, 0, vec![0; 11]));
        assert_eq!(v, Verdict::Terminated(TerminateCause::UntaggedMessageTooLong));
        assert!(fx.writes.is_empty());
        assert_eq!(fx.cqes.len(), 2);
        assert!(fx.cqes.iter().all(|c| c.status == CqeStatus::Flush));
        let t = &fx.terminates[0].body;
        assert_eq!(t.ddp.as_ref().unwrap().0, 29);
        assert_eq!(Terminate::parse(&t.emit()).unwrap(), *t);
        // Everything after is dropped; a later post is flushed at once.
        let (v, _) = e.segment(&mut mr, 1, LlpStatus::Ok, &send(Opcode::Send, true, 1, 0, 0, vec![0; 1]));
        assert_eq!(v, Verdict::Dropped);
        let c = e.post_recv(1, RecvBuf { stag: 0, to: 0, len: 0 }).unwrap();
        assert_eq!((c.status, c.slot), (CqeStatus::Flush, 2));
    }

    #[test]
    fn send_with_invalidate_of_an_invalid_stag_writes_nothing() {
        let mut mr = table();
        let mut e = RxEngine::default();
        e.configure(2, 5, 0);
        e.post_recv(2, RecvBuf { stag: stag(2, 7), to: 0x2_0000, len: 64 });
        let seg = send(Opcode::SendInvalidate, true, 1, 0, stag(1, 9), vec![3; 8]);
        let (v, fx) = e.segment(&mut mr, 2, LlpStatus::Ok, &seg);
        assert_eq!(v, Verdict::Terminated(TerminateCause::RemoteCannotInvalidate));
        assert!(fx.writes.is_empty());
        e.configure(2, 5, 0);
        e.post_recv(2, RecvBuf { stag: stag(2, 7), to: 0x2_0000, len: 64 });
        let seg = send(Opcode::SendInvalidate, true, 1, 0, stag(1, 7), vec![3; 8]);
        let (v, fx) = e.segment(&mut mr, 2, LlpStatus::Ok, &seg);
        assert_eq!(v, Verdict::Accepted);
        assert!(fx.cqes[0].invalidated && fx.cqes[0].stag == stag(1, 7));
        assert!(mr.translate(stag(1, 7), 0x1_0000, 1, Access::RemoteWrite, 5).is_err());
    }
}
