//! The reference transmit data path of DDP/RDMAP (RFC 5041 sections 5-6, RFC 5040 sections
//! 4-6): given the MR table, host memory, and a sequence of events on the queue pairs (work
//! requests, inbound Read Requests and Terminates handed over by the receive side, the
//! transport's acknowledgements, Read Responses placed), the expected outbound ULPDUs, send
//! completions and IRD releases.
//!
//! Rules, one event at a time:
//! - Work requests (RDMA Write, the four Sends, RDMA Read) are taken in order. On a QP in
//!   error a work request completes at once with `Flush`. A live QP takes a work request only
//!   while its send queue (outstanding completions) has room ([`SQ_DEPTH`]) and, for a Read,
//!   while fewer than ORD Reads are outstanding ([`TxEngine::can_take`]); else it waits.
//! - Write and Send payload comes from host memory through the MR table with local-read rights
//!   and the QP's PD. A failed translation sends nothing: the work request completes
//!   `LocalProtection` after every earlier one is flushed, and the QP is in error (no
//!   Terminate: the peer did nothing wrong; the local consumer learns it from the completion).
//! - Segmentation: at most MULPDU bytes of ULPDU per segment (header included); a message is at
//!   least one segment (a zero-length one carries no payload); L on the last. Tagged headers
//!   (Write: the remote STag; Read Response: the sink STag) with TO advancing by the payload;
//!   untagged ones with QN, MSN (per queue from 1) and MO; the Send with Invalidate opcodes carry
//!   the STag to invalidate in the RsvdULP field, other Sends zero.
//! - A Read sends a Read Request (QN 1, its MSN, MO 0, L) with the 28-byte body.
//! - An inbound Read Request (accepted by the receive side within IRD) is answered with its Read
//!   Response: the source through the MR table with remote-read rights and the QP's PD. A
//!   failed check is a Terminate (RDMAP remote protection, iwarp-wire.md's table) carrying the
//!   Read Request's DDP header (rebuilt: the receive side accepted it, so it was untagged, last,
//!   QN 1, MO 0, with the count of Read Requests received as its MSN; reserved bits zero) and
//!   body, and the QP is in error. A finished Read Response releases IRD on the receive side.
//! - A Terminate handed over by the receive side goes out as QN 2, MSN 1 (a QP terminates once
//!   per configuration), MO 0, L; the QP is in error.
//! - A QP entering error flushes every outstanding work request in order (`Flush`, or
//!   `LocalProtection` for the one that failed); Read Requests and Terminates for a QP in error
//!   are dropped (counted).
//! - Completions, in order per QP: a Write or Send when the transport has acknowledged every
//!   ULPDU byte of it (cumulative ULPDU bytes per QP, modulo 2^32, as the transport counts
//!   them), a Read when its last Read Response has been placed (reported by the receive side).

use crate::mr::{Access, MrTable};
use crate::wire::ddp::{
    queue, Buffer, Opcode, ReadRequest, Segment, READ_REQUEST_LEN, TAGGED_HEADER_LEN, UNTAGGED_HEADER_LEN,
};
use crate::wire::terminate::{Terminate, TerminateCause};
use std::collections::VecDeque;

pub use crate::ddp_rx::{ReadRequestOut, TerminateOut, FIRST_MSN, QPS};

/// Outstanding work requests per QP (send-queue slots).
pub const SQ_DEPTH: usize = 16;
/// MULPDU limits a QP may be configured with (14-bit field; a segment holds at least one
/// payload byte after the longest header).
pub const MIN_MULPDU: u16 = 64;
pub const MAX_MULPDU: u16 = 16383;
/// The MSN of the one Terminate a QP sends per configuration.
pub const TERMINATE_MSN: u32 = 1;
/// ULPDU length of a Read Request (header and body).
pub const READ_REQUEST_ULPDU: usize = UNTAGGED_HEADER_LEN + READ_REQUEST_LEN;

/// Work-request operations (`s_wr_op` codes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WrOp {
    Write = 0,
    Send = 1,
    SendSe = 2,
    SendInvalidate = 3,
    SendSeInvalidate = 4,
    Read = 5,
}

impl WrOp {
    pub const ALL: [WrOp; 6] = [WrOp::Write, WrOp::Send, WrOp::SendSe, WrOp::SendInvalidate, WrOp::SendSeInvalidate, WrOp::Read];

    /// The RDMAP opcode of its messages (RFC 5040 section 4.2, table 1).
    pub fn opcode(self) -> Opcode {
        match self {
            WrOp::Write => Opcode::RdmaWrite,
            WrOp::Send => Opcode::Send,
            WrOp::SendSe => Opcode::SendSe,
            WrOp::SendInvalidate => Opcode::SendInvalidate,
            WrOp::SendSeInvalidate => Opcode::SendSeInvalidate,
            WrOp::Read => Opcode::ReadRequest,
        }
    }
}

/// A work request: the local buffer (source of a Write or Send, sink of a Read) and the remote
/// one (Write: sink; Read: source; Send with Invalidate: `rstag` is the STag to invalidate).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WorkRequest {
    pub qp: u8,
    pub op: WrOp,
    pub id: u32,
    pub lstag: u32,
    pub lto: u64,
    pub len: u32,
    pub rstag: u32,
    pub rto: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendStatus {
    Ok = 0,
    /// The QP is in error: the work request was not (completely) done.
    Flush = 1,
    /// The local buffer failed its translation (local-read rights, bounds, PD, STag).
    LocalProtection = 2,
}

/// A send-side completion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SendCqe {
    pub qp: u8,
    pub id: u32,
    pub op: WrOp,
    pub status: SendStatus,
}

/// One outbound ULPDU (DDP segment) on `qp`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ulpdu {
    pub qp: u8,
    pub bytes: Vec<u8>,
}

/// Everything one event produces, in order per channel.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TxEffects {
    pub ulpdus: Vec<Ulpdu>,
    pub cqes: Vec<SendCqe>,
    /// IRD releases (a Read Response sent) for the receive side.
    pub read_done: Vec<u8>,
}

/// Counters the engine keeps (`cnt_*`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TxCounters {
    pub ulpdus: u64,
    pub terminates: u64,
    /// Of them, the engine's own: an inbound Read Request's source fault (RFC 5040 section
    /// 4.8, remote protection), not a Terminate the receive side handed over.
    pub own_terminates: u64,
    pub local_errors: u64,
    /// Read Requests and Terminates for a QP in error.
    pub dropped: u64,
}

#[derive(Debug, Clone, Copy)]
struct SqEntry {
    id: u32,
    op: WrOp,
    /// ULPDU byte count of the QP after this work request's last byte.
    end: u32,
    failed: bool,
}

#[derive(Debug, Clone, Default)]
struct Qp {
    live: bool,
    pd: u16,
    mulpdu: u16,
    ord: u8,
    ord_used: u8,
    msn_send: u32,
    msn_read: u32,
    /// Read Requests received (the MSN of the latest).
    reads_in: u32,
    sent: u32,
    acked: u32,
    /// Read Responses placed whose Read has not completed yet.
    placed: u32,
    sq: VecDeque<SqEntry>,
}

/// The reference engine: per-QP state; the MR table and host memory are the caller's.
#[derive(Debug, Clone)]
pub struct TxEngine {
    qps: Vec<Qp>,
    pub counters: TxCounters,
}

impl Default for TxEngine {
    fn default() -> Self {
        TxEngine { qps: vec![Qp::default(); QPS], counters: TxCounters::default() }
    }
}

/// Host memory as golden reads it: `len` bytes at physical address `pa`.
pub type HostRead<'a> = &'a dyn Fn(u64, u64) -> Vec<u8>;

impl TxEngine {
    /// (Re)configures a QP: live, PD, MULPDU, ORD; MSNs 1, counts 0, send queue empty.
    pub fn configure(&mut self, qp: u8, pd: u16, mulpdu: u16, ord: u8) {
        assert!((MIN_MULPDU..=MAX_MULPDU).contains(&mulpdu), "MULPDU {mulpdu}");
        self.qps[qp as usize] = Qp { live: true, pd, mulpdu, ord, msn_send: FIRST_MSN, msn_read: FIRST_MSN, ..Qp::default() };
    }

    pub fn is_live(&self, qp: u8) -> bool {
        self.qps[qp as usize].live
    }

    /// ULPDU bytes sent on `qp` since its configuration (modulo 2^32).
    pub fn sent(&self, qp: u8) -> u32 {
        self.qps[qp as usize].sent
    }

    /// Work requests outstanding on `qp`.
    pub fn outstanding(&self, qp: u8) -> usize {
        self.qps[qp as usize].sq.len()
    }

    /// Whether the engine takes `wr` now (otherwise it waits at the head of the channel).
    pub fn can_take(&self, wr: &WorkRequest) -> bool {
        let q = &self.qps[wr.qp as usize];
        !q.live || (q.sq.len() < SQ_DEPTH && (wr.op != WrOp::Read || q.ord_used < q.ord))
    }

    /// Segments a message of `payload` bytes into ULPDUs of at most the QP's MULPDU.
    fn segments(q: &mut Qp, qp: u8, payload: &[u8], header: impl Fn(usize, bool) -> Buffer, opcode: Opcode, fx: &mut TxEffects) {
        let hlen = if opcode.is_tagged() { TAGGED_HEADER_LEN } else { UNTAGGED_HEADER_LEN };
        let room = q.mulpdu as usize - hlen;
        let mut off = 0;
        loop {
            let n = room.min(payload.len() - off);
            let last = off + n == payload.len();
            let seg = Segment { opcode, last, buffer: header(off, last), payload: payload[off..off + n].to_vec() };
            let bytes = seg.emit();
            q.sent = q.sent.wrapping_add(bytes.len() as u32);
            fx.ulpdus.push(Ulpdu { qp, bytes });
            off += n;
            if last {
                break;
            }
        }
    }

    fn fetch(mr: &MrTable, mem: HostRead, stag: u32, to: u64, len: u32, access: Access, pd: u16) -> Result<Vec<u8>, crate::mr::TranslateError> {
        let pieces = mr.translate(stag, to, len as u64, access, pd)?;
        let mut out = Vec::with_capacity(len as usize);
        for p in pieces {
            out.extend_from_slice(&mem(p.pa, p.len));
        }
        Ok(out)
    }

    /// The QP enters error: every outstanding work request completes in order.
    fn enter_error(&mut self, qp: u8, fx: &mut TxEffects) {
        let q = &mut self.qps[qp as usize];
        q.live = false;
        for e in q.sq.drain(..) {
            let status = if e.failed { SendStatus::LocalProtection } else { SendStatus::Flush };
            fx.cqes.push(SendCqe { qp, id: e.id, op: e.op, status });
        }
    }

    /// Completes the head work requests that are done.
    fn complete(&mut self, qp: u8, fx: &mut TxEffects) {
        let q = &mut self.qps[qp as usize];
        while let Some(e) = q.sq.front() {
            let done = if e.op == WrOp::Read {
                q.placed > 0
            } else {
                (q.acked.wrapping_sub(e.end) as i32) >= 0
            };
            if !done {
                break;
            }
            if e.op == WrOp::Read {
                q.placed -= 1;
                q.ord_used -= 1;
            }
            fx.cqes.push(SendCqe { qp, id: e.id, op: e.op, status: SendStatus::Ok });
            q.sq.pop_front();
        }
    }

    /// A work request the engine takes (see [`TxEngine::can_take`]).
    pub fn work_request(&mut self, mr: &MrTable, mem: HostRead, wr: WorkRequest) -> TxEffects {
        assert!(self.can_take(&wr), "work request taken while it must wait: {wr:?}");
        let mut fx = TxEffects::default();
        let qp = wr.qp;
        let q = &mut self.qps[qp as usize];
        if !q.live {
            fx.cqes.push(SendCqe { qp, id: wr.id, op: wr.op, status: SendStatus::Flush });
            return fx;
        }
        let opcode = wr.op.opcode();
        let mut failed = false;
        match wr.op {
            WrOp::Read => {
                let rr = ReadRequest { sink_stag: wr.lstag, sink_to: wr.lto, size: wr.len, src_stag: wr.rstag, src_to: wr.rto };
                let msn = q.msn_read;
                let buf = Buffer::Untagged { rsvd_ulp: 0, qn: queue::READ_REQUEST, msn, mo: 0 };
                let bytes = Segment { opcode, last: true, buffer: buf, payload: rr.emit() }.emit();
                q.sent = q.sent.wrapping_add(bytes.len() as u32);
                fx.ulpdus.push(Ulpdu { qp, bytes });
                q.msn_read = q.msn_read.wrapping_add(1);
                q.ord_used += 1;
            }
            _ => match Self::fetch(mr, mem, wr.lstag, wr.lto, wr.len, Access::LocalRead, q.pd) {
                Err(_) => failed = true,
                Ok(payload) if wr.op == WrOp::Write => {
                    let header = |off: usize, _| Buffer::Tagged { stag: wr.rstag, to: wr.rto.wrapping_add(off as u64) };
                    Self::segments(q, qp, &payload, header, opcode, &mut fx);
                }
                Ok(payload) => {
                    let inv = matches!(wr.op, WrOp::SendInvalidate | WrOp::SendSeInvalidate);
                    let msn = q.msn_send;
                    let rsvd_ulp = if inv { wr.rstag } else { 0 };
                    let header = |off: usize, _| Buffer::Untagged { rsvd_ulp, qn: queue::SEND, msn, mo: off as u32 };
                    Self::segments(q, qp, &payload, header, opcode, &mut fx);
                    q.msn_send = q.msn_send.wrapping_add(1);
                }
            },
        }
        q.sq.push_back(SqEntry { id: wr.id, op: wr.op, end: q.sent, failed });
        if failed {
            self.counters.local_errors += 1;
            self.enter_error(qp, &mut fx);
        }
        self.counters.ulpdus += fx.ulpdus.len() as u64;
        fx
    }

    /// An inbound Read Request the receive side accepted: its Read Response, or a Terminate.
    pub fn read_request(&mut self, mr: &MrTable, mem: HostRead, rr: ReadRequestOut) -> TxEffects {
        let mut fx = TxEffects::default();
        let qp = rr.qp;
        let q = &mut self.qps[qp as usize];
        if !q.live {
            self.counters.dropped += 1;
            return fx;
        }
        q.reads_in = q.reads_in.wrapping_add(1);
        match Self::fetch(mr, mem, rr.src_stag, rr.src_to, rr.size, Access::RemoteRead, q.pd) {
            Ok(payload) => {
                let header = |off: usize, _| Buffer::Tagged { stag: rr.sink_stag, to: rr.sink_to.wrapping_add(off as u64) };
                Self::segments(q, qp, &payload, header, Opcode::ReadResponse, &mut fx);
                fx.read_done.push(qp);
            }
            Err(e) => {
                let body = ReadRequest { sink_stag: rr.sink_stag, sink_to: rr.sink_to, size: rr.size, src_stag: rr.src_stag, src_to: rr.src_to };
                let hdr = Segment {
                    opcode: Opcode::ReadRequest,
                    last: true,
                    buffer: Buffer::Untagged { rsvd_ulp: 0, qn: queue::READ_REQUEST, msn: q.reads_in, mo: 0 },
                    payload: Vec::new(),
                }
                .emit();
                let cause: TerminateCause = e.terminate_cause(true);
                let term = Terminate {
                    code: cause.code(),
                    segment_length_valid: true,
                    reserved: 0,
                    ddp: Some((READ_REQUEST_ULPDU as u16, hdr)),
                    rdmap: Some(body.emit()),
                };
                self.send_terminate(qp, &term, &mut fx);
                self.counters.own_terminates += 1;
            }
        }
        self.counters.ulpdus += fx.ulpdus.len() as u64;
        fx
    }

    fn send_terminate(&mut self, qp: u8, term: &Terminate, fx: &mut TxEffects) {
        let q = &mut self.qps[qp as usize];
        let buf = Buffer::Untagged { rsvd_ulp: 0, qn: queue::TERMINATE, msn: TERMINATE_MSN, mo: 0 };
        let bytes = Segment { opcode: Opcode::Terminate, last: true, buffer: buf, payload: term.emit() }.emit();
        q.sent = q.sent.wrapping_add(bytes.len() as u32);
        fx.ulpdus.push(Ulpdu { qp, bytes });
        self.counters.terminates += 1;
        self.enter_error(qp, fx);
    }

    /// A Terminate the receive side reports (it already left the live state there).
    pub fn terminate(&mut self, t: &TerminateOut) -> TxEffects {
        let mut fx = TxEffects::default();
        if !self.qps[t.qp as usize].live {
            self.counters.dropped += 1;
            return fx;
        }
        self.send_terminate(t.qp, &t.body, &mut fx);
        self.counters.ulpdus += fx.ulpdus.len() as u64;
        fx
    }

    /// The QP enters the error state (the host's modify, or the receive side's report of the
    /// peer's Terminate): every queued work request completes as flushed (a failed one as a
    /// local protection error), in order, with no Terminate sent; later work requests are
    /// flushed at once until it is configured again. Nothing on a QP already in error.
    pub fn flush(&mut self, qp: u8) -> TxEffects {
        let mut fx = TxEffects::default();
        if self.qps[qp as usize].live {
            self.enter_error(qp, &mut fx);
        }
        fx
    }

    /// The transport acknowledged `bytes` ULPDU bytes of `qp` (cumulative, modulo 2^32).
    pub fn ack(&mut self, qp: u8, bytes: u32) -> TxEffects {
        let mut fx = TxEffects::default();
        let q = &mut self.qps[qp as usize];
        if q.live {
            q.acked = bytes;
            self.complete(qp, &mut fx);
        }
        fx
    }

    /// The last Read Response segment of a Read on `qp` was placed (receive side).
    pub fn read_placed(&mut self, qp: u8) -> TxEffects {
        let mut fx = TxEffects::default();
        let q = &mut self.qps[qp as usize];
        if q.live {
            q.placed += 1;
            self.complete(qp, &mut fx);
        }
        fx
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mr::{rights, stag, MrState, PageSize, Region};
    use crate::wire::ddp::{Packet, Segment};

    fn mem(pa: u64, len: u64) -> Vec<u8> {
        (pa..pa + len).map(|a| (a as u8) ^ 0x5A).collect()
    }

    fn table() -> MrTable {
        let mut t = MrTable::new(4);
        let region = |rights| Region {
            state: MrState::Valid,
            key: 7,
            pd: 3,
            rights,
            base_va: 0x1000,
            length: 0x3000,
            page_size: PageSize::Size4K,
            pages: vec![0x10_0000, 0x50_0000, 0x20_0000],
        };
        t.register(0, region(rights::LOCAL_READ)).unwrap();
        t.register(1, region(rights::REMOTE_READ)).unwrap();
        t
    }

    #[test]
    fn write_segments_at_mulpdu_with_advancing_to() {
        let mut e = TxEngine::default();
        e.configure(0, 3, 64, 4);
        let t = table();
        let wr = WorkRequest { qp: 0, op: WrOp::Write, id: 9, lstag: stag(0, 7), lto: 0x1FF0, len: 120, rstag: 0xABCD, rto: 0x100 };
        let fx = e.work_request(&t, &mem, wr);
        // 50 payload bytes per segment: 50 + 50 + 20.
        assert_eq!(fx.ulpdus.len(), 3);
        let s: Vec<Segment> = fx.ulpdus.iter().map(|u| Segment::parse(&u.bytes).unwrap()).collect();
        assert_eq!(s[1].buffer, Buffer::Tagged { stag: 0xABCD, to: 0x100 + 50 });
        assert!(!s[1].last && s[2].last);
        // The payload crosses from page 0 (pa 0x10_0FF0) into page 1 (pa 0x50_0000).
        let mut want = mem(0x10_0FF0, 16);
        want.extend(mem(0x50_0000, 104));
        let got: Vec<u8> = s.iter().flat_map(|x| x.payload.clone()).collect();
        assert_eq!(got, want);
        assert!(fx.cqes.is_empty());
        // Completion when every byte is acknowledged, not before.
        let total = fx.ulpdus.iter().map(|u| u.bytes.len() as u32).sum::<u32>();
        assert!(e.ack(0, total - 1).cqes.is_empty());
        assert_eq!(e.ack(0, total).cqes, vec![SendCqe { qp: 0, id: 9, op: WrOp::Write, status: SendStatus::Ok }]);
    }

    #[test]
    fn send_msns_read_ord_and_local_error_flush() {
        let mut e = TxEngine::default();
        e.configure(1, 3, 1000, 1);
        let t = table();
        let send = |id, op| WorkRequest { qp: 1, op, id, lstag: stag(0, 7), lto: 0x1000, len: 0, rstag: 0x77, rto: 0 };
        let a = e.work_request(&t, &mem, send(1, WrOp::Send));
        let b = e.work_request(&t, &mem, send(2, WrOp::SendInvalidate));
        let pa = Packet::new_checked(&a.ulpdus[0].bytes).unwrap();
        let pb = Segment::parse(&b.ulpdus[0].bytes).unwrap();
        assert_eq!(pa.header().len(), UNTAGGED_HEADER_LEN);
        assert_eq!(pb.buffer, Buffer::Untagged { rsvd_ulp: 0x77, qn: 0, msn: 2, mo: 0 });
        let read = send(3, WrOp::Read);
        let r = e.work_request(&t, &mem, read);
        assert_eq!(r.ulpdus[0].bytes.len(), READ_REQUEST_ULPDU);
        assert!(!e.can_take(&send(4, WrOp::Read)), "ORD 1 is used");
        // A Send from a region without local read fails; the earlier ones flush first.
        let bad = WorkRequest { lstag: stag(1, 7), ..send(5, WrOp::Send) };
        let fx = e.work_request(&t, &mem, bad);
        assert!(fx.ulpdus.is_empty());
        let st: Vec<(u32, SendStatus)> = fx.cqes.iter().map(|c| (c.id, c.status)).collect();
        use SendStatus::*;
        assert_eq!(st, vec![(1, Flush), (2, Flush), (3, Flush), (5, LocalProtection)]);
        assert!(!e.is_live(1));
    }

    #[test]
    fn read_response_or_remote_protection_terminate() {
        let mut e = TxEngine::default();
        e.configure(2, 3, 100, 1);
        let t = table();
        let rr = ReadRequestOut { qp: 2, sink_stag: 0x55, sink_to: 0x9000, size: 200, src_stag: stag(1, 7), src_to: 0x1100 };
        let fx = e.read_request(&t, &mem, rr);
        assert_eq!(fx.ulpdus.len(), 3, "86 payload bytes per segment");
        assert_eq!(fx.read_done, vec![2]);
        // Local-read-only region: access rights.
        let fx = e.read_request(&t, &mem, ReadRequestOut { src_stag: stag(0, 7), ..rr });
        let s = Segment::parse(&fx.ulpdus[0].bytes).unwrap();
        assert_eq!(s.opcode, Opcode::Terminate);
        let term = Terminate::parse(&s.payload).unwrap();
        assert_eq!(TerminateCause::from_code(term.code), Some(TerminateCause::RemoteAccessRights));
        let (len, hdr) = term.ddp.unwrap();
        assert_eq!(len as usize, READ_REQUEST_ULPDU);
        assert_eq!(Packet::new_checked(&hdr).unwrap().opcode_raw(), Opcode::ReadRequest as u8);
        assert_eq!(hdr[13], 2, "the second Read Request received");
        assert!(!e.is_live(2));
        assert!(e.read_request(&t, &mem, rr).ulpdus.is_empty());
        assert_eq!(e.counters.dropped, 1);
    }
}
