//! The strict sender-conformance checker behind `iwarp-decode`.
//!
//! It reassembles each TCP direction (retransmitted, overlapping and reordered segments
//! handled), follows the MPA Request/Reply (markers per direction from the peer's M bit, CRC if
//! either side asks), deframes FPDUs (markers removed, CRC checked), decodes DDP/RDMAP and checks
//! what a conforming sender must do: FPDUPTR values, zero marker reserved bits, zero pad, DDP and
//! RDMAP versions, valid opcodes, QN/MSN/MO sequencing per queue, Read Response placement against
//! the outstanding Read Request, and the Terminate layout. Receivers ignore some of these fields
//! (RFC 5044 section 4.3 / 4.1); senders MUST still send them right, so the checker flags them.

pub mod output;
pub mod reassembly;

use std::collections::{HashMap, VecDeque};

use crate::pcap::Record;
use crate::wire::ddp::{self, Buffer, Opcode, Packet, ReadRequest};
use crate::wire::mpa::{self, FrameKind, MarkerSeen, ReqRep};
use crate::wire::terminate::Terminate;
use crate::wire::{ethernet, ipv4, tcp, Error};
use reassembly::Reassembly;

/// One conformance violation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// 1-based pcap frame number.
    pub frame: usize,
    /// Dotted field name, e.g. `mpa.marker.fpduptr`.
    pub field: &'static str,
    pub expected: String,
    pub found: String,
}

impl Violation {
    fn new(frame: usize, field: &'static str, expected: impl ToString, found: impl ToString) -> Self {
        Violation { frame, field, expected: expected.to_string(), found: found.to_string() }
    }
    fn from_error(frame: usize, e: Error) -> Self {
        use crate::wire::ErrorKind::*;
        let (expected, found) = match e.kind {
            Truncated { need, have } => (format!("{need} bytes"), format!("{have} bytes")),
            Value { expected, found } => (format!("{expected:#x}"), format!("{found:#x}")),
            TooLarge { max, found } => (format!("<= {max}"), found.to_string()),
            TooSmall { min, found } => (format!(">= {min}"), found.to_string()),
            Checksum { expected, found } => (format!("{expected:#06x}"), format!("{found:#06x}")),
        };
        Violation { frame, field: e.field, expected, found }
    }
}

/// Decoded DDP/RDMAP header of an FPDU.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeaderInfo {
    pub tagged: bool,
    pub last: bool,
    pub ddp_version: u8,
    pub rdmap_version: u8,
    pub opcode: u8,
    pub buffer: Buffer,
    pub payload_len: usize,
    pub read_request: Option<ReadRequest>,
    pub terminate: Option<Terminate>,
}

/// One FPDU as found in the capture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FpduReport {
    /// Frame holding the FPDU's first byte, and the one completing it.
    pub frame: usize,
    pub last_frame: usize,
    pub connection: usize,
    pub src: String,
    pub dst: String,
    pub stream_offset: u32,
    /// Bytes on the wire, markers included.
    pub wire_len: usize,
    pub ulpdu_length: u16,
    pub pad: usize,
    pub crc_field: u32,
    /// `None` when CRC was negotiated off.
    pub crc_ok: Option<bool>,
    pub markers: Vec<MarkerSeen>,
    pub header: Option<HeaderInfo>,
    pub violations: Vec<Violation>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Every check passed.
    Pass,
    /// At least one violation.
    Violations,
    /// No connection in the capture starts with an MPA Request (nothing could be checked).
    NoHandshake,
}

#[derive(Debug, Clone, Default)]
pub struct Report {
    pub fpdus: Vec<FpduReport>,
    /// Violations not tied to one FPDU (TCP/IP, Request/Reply, stream level).
    pub other: Vec<Violation>,
    pub notes: Vec<String>,
    pub mpa_connections: usize,
}

impl Report {
    pub fn violations(&self) -> impl Iterator<Item = &Violation> {
        self.other.iter().chain(self.fpdus.iter().flat_map(|f| f.violations.iter()))
    }
    pub fn status(&self) -> Status {
        if self.mpa_connections == 0 {
            Status::NoHandshake
        } else if self.violations().next().is_some() {
            Status::Violations
        } else {
            Status::Pass
        }
    }
}

type Endpoint = ([u8; 4], u16);

fn fmt_ep(e: &Endpoint) -> String {
    format!("{}.{}.{}.{}:{}", e.0[0], e.0[1], e.0[2], e.0[3], e.1)
}

#[derive(Default)]
struct Connection {
    /// endpoints[0] is the source of the first frame seen.
    endpoints: [Option<Endpoint>; 2],
    dirs: [Reassembly; 2],
    last_frame: [usize; 2],
}

/// Semantic state of one direction (what its sender has sent).
#[derive(Default)]
struct DirState {
    next_msn: [u32; 3],
    /// In-progress untagged message per queue: (opcode, next MO, MSN).
    message: [Option<(u8, u32, u32)>; 3],
    terminated: bool,
    /// Read Requests this direction's sender must answer: (request, bytes answered).
    reads_owed: VecDeque<(ReadRequest, u64)>,
}

/// Checks a whole capture.
pub fn check(records: &[Record]) -> Report {
    let mut report = Report::default();
    let mut conns: Vec<Connection> = Vec::new();
    let mut index: HashMap<(Endpoint, Endpoint), usize> = HashMap::new();
    for (i, rec) in records.iter().enumerate() {
        let frame = i + 1;
        let Ok((eth, ip_bytes)) = ethernet::Repr::parse(&rec.data) else { continue };
        if eth.ethertype != ethernet::ETHERTYPE_IPV4 {
            continue;
        }
        let (ip, tcp_bytes) = match ipv4::Repr::parse(ip_bytes) {
            Ok(v) => v,
            Err(e) => {
                report.other.push(Violation::from_error(frame, e));
                continue;
            }
        };
        if ip.protocol != ipv4::PROTOCOL_TCP {
            continue;
        }
        let seg = match tcp::Repr::parse(tcp_bytes, ip.src, ip.dst) {
            Ok(s) => s,
            Err(e) => {
                report.other.push(Violation::from_error(frame, e));
                continue;
            }
        };
        let src = (ip.src, seg.src_port);
        let dst = (ip.dst, seg.dst_port);
        let key = if src <= dst { (src, dst) } else { (dst, src) };
        let ci = *index.entry(key).or_insert_with(|| {
            conns.push(Connection { endpoints: [Some(src), Some(dst)], ..Default::default() });
            conns.len() - 1
        });
        let c = &mut conns[ci];
        let d = if c.endpoints[0] == Some(src) { 0 } else { 1 };
        c.last_frame[d] = frame;
        c.dirs[d].segment(
            seg.seq,
            seg.flags & tcp::flags::SYN != 0,
            seg.flags & tcp::flags::FIN != 0,
            &seg.payload,
            frame,
        );
    }

    let mut states: HashMap<(usize, usize), DirState> = HashMap::new();
    let mut fpdus: Vec<(FpduReport, usize, Vec<u8>)> = Vec::new(); // report, direction, ULPDU
    for (ci, c) in conns.iter().enumerate() {
        check_connection(ci, c, &mut report, &mut fpdus);
    }
    // Semantic (DDP/RDMAP) checks in the order FPDUs completed on the wire.
    fpdus.sort_by_key(|(f, d, _)| (f.last_frame, f.frame, f.connection, *d));
    for (mut f, d, ulpdu) in fpdus {
        check_ulpdu(&mut f, d, &ulpdu, &mut states);
        report.fpdus.push(f);
    }
    report
}

/// Stream bytes of one direction with the frame of each chunk.
struct DirStream {
    bytes: Vec<u8>,
    /// (start offset in `bytes`, frame) per chunk, ascending.
    frames: Vec<(usize, usize)>,
}

impl DirStream {
    fn of(r: &Reassembly) -> Self {
        let mut bytes = Vec::new();
        let mut frames = Vec::new();
        for ch in &r.chunks {
            frames.push((bytes.len(), ch.frame));
            bytes.extend_from_slice(&ch.bytes);
        }
        DirStream { bytes, frames }
    }
    fn frame_at(&self, at: usize) -> usize {
        match self.frames.binary_search_by_key(&at, |&(s, _)| s) {
            Ok(i) => self.frames[i].1,
            Err(0) => self.frames.first().map_or(0, |f| f.1),
            Err(i) => self.frames[i - 1].1,
        }
    }
}

fn check_connection(ci: usize, c: &Connection, report: &mut Report, fpdus: &mut Vec<(FpduReport, usize, Vec<u8>)>) {
    let eps = [c.endpoints[0].unwrap(), c.endpoints[1].unwrap()];
    let name = format!("{} <-> {}", fmt_ep(&eps[0]), fmt_ep(&eps[1]));
    for d in 0..2 {
        for k in &c.dirs[d].conflicts {
            report.other.push(Violation::new(k.frame, "tcp.retransmission", "same bytes as first sent", format!("different bytes at seq {:#x}", k.seq)));
        }
    }
    let streams = [DirStream::of(&c.dirs[0]), DirStream::of(&c.dirs[1])];
    let Some(init) = (0..2).find(|&d| streams[d].bytes.starts_with(mpa::KEY_REQUEST)) else {
        report.notes.push(format!("connection {ci} ({name}): no MPA Request at the start of either direction; not checked"));
        return;
    };
    report.mpa_connections += 1;
    let resp = 1 - init;
    let mut frames = [None, None];
    for (d, want) in [(init, FrameKind::Request), (resp, FrameKind::Reply)] {
        let s = &streams[d];
        match ReqRep::parse(&s.bytes) {
            Ok((rr, used)) => {
                let frame = s.frame_at(0);
                if rr.kind != want {
                    report.other.push(Violation::new(frame, "mpa.key", format!("{want:?}"), format!("{:?}", rr.kind)));
                }
                if rr.reserved != 0 {
                    report.other.push(Violation::new(frame, "mpa.reserved", 0, format!("{:#x}", rr.reserved)));
                }
                if want == FrameKind::Request && rr.reject {
                    report.other.push(Violation::new(frame, "mpa.reject", "0 in a Request", 1));
                }
                frames[d] = Some((rr, used));
            }
            Err(e) if s.bytes.is_empty() && d == resp => {
                let _ = e;
                report.notes.push(format!("connection {ci} ({name}): no MPA Reply in the capture"));
            }
            Err(e) => report.other.push(Violation::from_error(s.frame_at(0), e)),
        }
    }
    let (Some((req, req_len)), Some((rep, rep_len))) = (frames[init].clone(), frames[resp].clone()) else {
        return;
    };
    let crc = req.crc || rep.crc;
    for (d, used, markers) in [(init, req_len, rep.markers), (resp, rep_len, req.markers)] {
        let s = &streams[d];
        let rest = &s.bytes[used..];
        if rep.reject {
            if !rest.is_empty() {
                report.other.push(Violation::new(s.frame_at(used), "mpa.after_reject", "no FPDUs after a rejecting Reply", format!("{} bytes", rest.len())));
            }
            continue;
        }
        let mut at = 0usize;
        let mut offset = 0u32; // from S0
        while at < rest.len() {
            let f = match mpa::decode_fpdu(&rest[at..], offset, markers) {
                Ok(f) => f,
                Err(_) => break,
            };
            let frame = s.frame_at(used + at);
            let last_frame = s.frame_at(used + at + f.wire_len - 1);
            let mut v = Vec::new();
            for m in &f.markers {
                if m.reserved != 0 {
                    v.push(Violation::new(frame, "mpa.marker.reserved", 0, format!("{:#06x}", m.reserved)));
                }
                if m.fpduptr != m.expected_fpduptr {
                    v.push(Violation::new(frame, "mpa.marker.fpduptr", m.expected_fpduptr, m.fpduptr));
                }
            }
            if f.pad.iter().any(|&b| b != 0) {
                v.push(Violation::new(frame, "mpa.pad", "zero bytes", hex(&f.pad)));
            }
            if crc && f.crc_field != f.crc_computed {
                v.push(Violation::new(frame, "mpa.crc", format!("{:#010x}", f.crc_computed), format!("{:#010x}", f.crc_field)));
            }
            if !crc && f.crc_field != 0 {
                v.push(Violation::new(frame, "mpa.crc", "0 (CRC negotiated off)", format!("{:#010x}", f.crc_field)));
            }
            let (src, dst) = (fmt_ep(&eps[d]), fmt_ep(&eps[1 - d]));
            fpdus.push((
                FpduReport {
                    frame,
                    last_frame,
                    connection: ci,
                    src,
                    dst,
                    stream_offset: f.stream_offset,
                    wire_len: f.wire_len,
                    ulpdu_length: f.ulpdu_length,
                    pad: f.pad.len(),
                    crc_field: f.crc_field,
                    crc_ok: crc.then_some(f.crc_field == f.crc_computed),
                    markers: f.markers.clone(),
                    header: None,
                    violations: v,
                },
                d + 2 * ci,
                f.ulpdu,
            ));
            at += f.wire_len;
            offset = offset.wrapping_add(f.wire_len as u32);
        }
        let left = rest.len() - at;
        if left > 0 {
            if c.dirs[d].fin_seen {
                report.other.push(Violation::new(c.last_frame[d], "mpa.truncated", "whole FPDUs before FIN", format!("{left} bytes of an incomplete FPDU")));
            } else {
                report.notes.push(format!("connection {ci}: {left} bytes of an incomplete FPDU at the end of the capture"));
            }
        }
        if c.dirs[d].gap_bytes() > 0 {
            report.notes.push(format!("connection {ci}: {} bytes after a gap in the capture were not checked", c.dirs[d].gap_bytes()));
        }
    }
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// DDP/RDMAP checks of one FPDU's ULPDU sent on direction `dir` (2 * connection + side).
fn check_ulpdu(f: &mut FpduReport, dir: usize, ulpdu: &[u8], states: &mut HashMap<(usize, usize), DirState>) {
    let frame = f.frame;
    let (conn, side) = (dir / 2, dir % 2);
    let p = match Packet::new_checked(ulpdu) {
        Ok(p) => p,
        Err(e) => {
            let need = if ulpdu.first().is_some_and(|b| b & ddp::ddp_bits::TAGGED != 0) { ddp::TAGGED_HEADER_LEN } else { ddp::UNTAGGED_HEADER_LEN };
            let _ = e;
            f.violations.push(Violation::new(frame, "ddp.header", format!(">= {need} bytes of ULPDU"), format!("{} bytes", ulpdu.len())));
            return;
        }
    };
    let v = &mut f.violations;
    if p.ddp_version() != ddp::DDP_VERSION {
        v.push(Violation::new(frame, "ddp.dv", ddp::DDP_VERSION, p.ddp_version()));
    }
    if p.ddp_reserved() != 0 {
        v.push(Violation::new(frame, "ddp.reserved", 0, p.ddp_reserved()));
    }
    if p.rdmap_version() != ddp::RDMAP_VERSION {
        v.push(Violation::new(frame, "rdmap.rv", ddp::RDMAP_VERSION, p.rdmap_version()));
    }
    if p.rdmap_reserved() != 0 {
        v.push(Violation::new(frame, "rdmap.reserved", 0, p.rdmap_reserved()));
    }
    let op = Opcode::from_u8(p.opcode_raw());
    if op.is_none() {
        v.push(Violation::new(frame, "rdmap.opcode", "0..=7", p.opcode_raw()));
    }
    if let Some(op) = op {
        if op.is_tagged() != p.tagged() {
            v.push(Violation::new(frame, "ddp.t", op.is_tagged() as u8, p.tagged() as u8));
        }
    }
    let mut info = HeaderInfo {
        tagged: p.tagged(),
        last: p.last(),
        ddp_version: p.ddp_version(),
        rdmap_version: p.rdmap_version(),
        opcode: p.opcode_raw(),
        buffer: p.buffer(),
        payload_len: p.payload().len(),
        read_request: None,
        terminate: None,
    };
    let me = states.entry((conn, side)).or_insert_with(|| DirState { next_msn: [1; 3], ..Default::default() });
    if me.terminated {
        v.push(Violation::new(frame, "rdmap.after_terminate", "nothing after a Terminate", op.map_or("unknown opcode", |o| o.name())));
    }
    let payload_len = p.payload().len() as u64;
    match p.buffer() {
        Buffer::Untagged { rsvd_ulp, qn, msn, mo } => {
            let q_expected = op.and_then(|o| o.queue());
            if let Some(qe) = q_expected {
                if qe != qn {
                    v.push(Violation::new(frame, "ddp.qn", qe, qn));
                }
            } else if op.is_none() && qn > ddp::queue::TERMINATE {
                v.push(Violation::new(frame, "ddp.qn", "0..=2", qn));
            }
            // An unknown opcode's RsvdULP has unknown meaning: only known opcodes are checked.
            if op.is_some_and(|o| !o.carries_invalidate_stag()) && rsvd_ulp != 0 {
                v.push(Violation::new(frame, "rdmap.rsvd_ulp", 0, format!("{rsvd_ulp:#x}")));
            }
            let q = q_expected.unwrap_or(qn) as usize;
            if q <= ddp::queue::TERMINATE as usize {
                let (exp_msn, exp_mo, prev_op) = match me.message[q] {
                    Some((o, mo_next, m)) => (m, mo_next, Some(o)),
                    None => (me.next_msn[q], 0, None),
                };
                if msn != exp_msn {
                    v.push(Violation::new(frame, "ddp.msn", exp_msn, msn));
                }
                if mo != exp_mo {
                    v.push(Violation::new(frame, "ddp.mo", exp_mo, mo));
                }
                if let Some(po) = prev_op {
                    if po != p.opcode_raw() {
                        v.push(Violation::new(frame, "rdmap.opcode", format!("{po} (same message)"), p.opcode_raw()));
                    }
                }
                if p.last() {
                    me.next_msn[q] = exp_msn.wrapping_add(1);
                    me.message[q] = None;
                } else {
                    me.message[q] = Some((p.opcode_raw(), exp_mo.wrapping_add(payload_len as u32), exp_msn));
                }
            }
            match op {
                Some(Opcode::ReadRequest) => {
                    if !p.last() {
                        v.push(Violation::new(frame, "rdmap.read_request.last", 1, 0));
                    }
                    match ReadRequest::parse(p.payload()) {
                        Ok(rr) => {
                            info.read_request = Some(rr);
                            states.entry((conn, 1 - side)).or_insert_with(|| DirState { next_msn: [1; 3], ..Default::default() }).reads_owed.push_back((rr, 0));
                        }
                        Err(e) => f.violations.push(Violation::from_error(frame, e)),
                    }
                }
                Some(Opcode::Terminate) => {
                    if !p.last() {
                        v.push(Violation::new(frame, "rdmap.terminate.last", 1, 0));
                    }
                    match Terminate::parse(p.payload()) {
                        Ok(t) => {
                            if t.reserved != 0 {
                                v.push(Violation::new(frame, "rdmap.terminate.reserved", 0, format!("{:#x}", t.reserved)));
                            }
                            info.terminate = Some(t);
                        }
                        Err(e) => v.push(Violation::from_error(frame, e)),
                    }
                    me.terminated = true;
                }
                _ => {}
            }
        }
        Buffer::Tagged { stag, to } => {
            if op == Some(Opcode::ReadResponse) {
                match me.reads_owed.front_mut() {
                    None => v.push(Violation::new(frame, "rdmap.read_response.unsolicited", "an outstanding Read Request", "none")),
                    Some((rr, done)) => {
                        if stag != rr.sink_stag {
                            v.push(Violation::new(frame, "rdmap.read_response.stag", format!("{:#x}", rr.sink_stag), format!("{stag:#x}")));
                        }
                        let exp_to = rr.sink_to.wrapping_add(*done);
                        if to != exp_to {
                            v.push(Violation::new(frame, "rdmap.read_response.to", format!("{exp_to:#x}"), format!("{to:#x}")));
                        }
                        *done += payload_len;
                        let size = rr.size as u64;
                        if *done > size {
                            v.push(Violation::new(frame, "rdmap.read_response.length", size, *done));
                        }
                        if p.last() {
                            if *done < size {
                                v.push(Violation::new(frame, "rdmap.read_response.length", size, *done));
                            }
                            me.reads_owed.pop_front();
                        }
                    }
                }
            }
        }
    }
    f.header = Some(info);
}
