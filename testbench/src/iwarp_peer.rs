//! A software iWARP peer (issue 16's interop partner for the RNIC): golden's codecs over an
//! ordinary kernel TCP socket, with nothing of the model in it.
//!
//! - **MPA start-up** (RFC 5044 section 7.1, RFC 6581): revision 2 with IRD / ORD, the frames
//!   built and parsed by golden's `wire::mpa::ReqRep`; markers per direction as each side's
//!   M flag asks, CRC when either side asks. As responder the peer sends no FPDU before the
//!   initiator's first one (RFC 6581 section 1: the initiator sends first).
//! - **FPDUs** (RFC 5044 section 4) by golden's `mpa_stream::Framer` and `Receiver` (length,
//!   CRC and marker checks), from S0, the first octet after the Request / Reply.
//! - **DDP / RDMAP** (RFC 5041, RFC 5040) by golden's `wire::ddp`: one memory region (`stag`,
//!   tagged offsets `va .. va + mem.len()`, remote read and write) and a queue of posted
//!   receive buffers; RDMA Writes and Read Responses placed into the region, Sends into the
//!   next receive buffer in MSN order, inbound Read Requests answered with Read Responses
//!   from the region. Anything else (a bad STag or bound, a Send without a buffer, an MSN out
//!   of order, a Terminate, a bad FPDU) stops the peer with its reason in [`Peer::errors`].
//!
//! `iwarp-peer` (src/bin/iwarp_peer.rs) runs it from the command line; the interop test
//! (tests/rnic_interop.rs) runs it in a thread inside the test's network namespace.

use iwarp_golden::mpa_stream::{Framer, Receiver, RxStatus};
use iwarp_golden::wire::ddp::{queue, Buffer, Opcode, ReadRequest, Segment};
use iwarp_golden::wire::mpa::{FrameKind, IrdOrd, ReqRep, REVISION_2};
use std::collections::VecDeque;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// RFC 5040 section 5.1 / RFC 5041 section 5.1: the first MSN of every untagged queue.
pub const FIRST_MSN: u32 = 1;
/// Payload bytes the peer puts in one DDP segment (its FPDUs stay below any MULPDU of an
/// Ethernet MSS).
pub const SEGMENT_PAYLOAD: usize = 1024;
/// Largest ULPDU the peer accepts (RFC 5044's ULPDU_LENGTH is 16 bits; what fits a jumbo
/// frame is far below).
const MAX_ULPDU: u16 = 9000;
const READ_CHUNK: usize = 64 * 1024;

/// What the peer offers in its MPA frame.
#[derive(Clone, Debug)]
pub struct PeerConfig {
    /// Markers wanted in the FPDUs the peer receives (its M flag).
    pub markers: bool,
    pub crc: bool,
    pub ird: u16,
    pub ord: u16,
    pub private_data: Vec<u8>,
    /// The peer's one region: its STag and the tagged offset of its first byte.
    pub stag: u32,
    pub va: u64,
    pub mem_len: usize,
    /// Set by whoever runs the other side when it gave up: the peer stops waiting.
    pub abort: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

/// A Send the peer received: its bytes and whether it asked for a solicited event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Received {
    pub data: Vec<u8>,
    pub solicited: bool,
    pub invalidate: Option<u32>,
}

/// An RDMA Read the peer asked for and the Read Response bytes placed so far.
#[derive(Clone, Copy, Debug)]
struct OutRead {
    sink_to: u64,
    size: u32,
}

/// One connection of the peer.
pub struct Peer {
    sock: TcpStream,
    pub cfg: PeerConfig,
    /// The other side's MPA frame.
    pub remote: ReqRep,
    pub markers_tx: bool,
    pub markers_rx: bool,
    pub crc: bool,
    framer: Framer,
    receiver: Receiver,
    pub mem: Vec<u8>,
    /// Posted receive buffers (capacities), taken in order by inbound Sends.
    recv_caps: VecDeque<usize>,
    /// The Send being assembled (its MSN, bytes so far).
    cur_send: Option<(u32, Vec<u8>)>,
    pub received: Vec<Received>,
    next_send_msn_in: u32,
    next_rreq_msn_in: u32,
    send_msn_out: u32,
    rreq_msn_out: u32,
    reads: VecDeque<OutRead>,
    /// RDMA Reads of the peer completed (their sink offsets and sizes).
    pub reads_done: Vec<(u64, u32)>,
    /// FPDUs and RDMA operations seen each way.
    pub fpdus_in: u64,
    pub fpdus_out: u64,
    pub writes_in: u64,
    pub read_requests_served: u64,
    pub errors: Vec<String>,
    /// The peer has sent nothing and waits for the initiator's first FPDU.
    holding: bool,
    held: Vec<u8>,
    pub eof: bool,
}

/// Each segment of a `len`-byte message: (offset, length, last); a message of 0 bytes is one
/// empty segment.
fn segments(len: usize) -> impl Iterator<Item = (usize, usize, bool)> {
    let count = len.div_ceil(SEGMENT_PAYLOAD).max(1);
    (0..count).map(move |k| {
        let at = k * SEGMENT_PAYLOAD;
        (at, SEGMENT_PAYLOAD.min(len - at), k + 1 == count)
    })
}

fn read_frame(sock: &mut TcpStream, deadline: Instant) -> Result<(ReqRep, Vec<u8>), String> {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 2048];
    loop {
        match ReqRep::parse(&buf) {
            Ok((f, used)) => return Ok((f, buf[used..].to_vec())),
            Err(e) if matches!(e.kind, iwarp_golden::wire::ErrorKind::Truncated { .. }) => {}
            Err(e) => return Err(format!("MPA frame: {e}")),
        }
        if Instant::now() > deadline {
            return Err(format!("no whole MPA frame in time ({} bytes)", buf.len()));
        }
        sock.set_read_timeout(Some(Duration::from_millis(50))).map_err(|e| e.to_string())?;
        match sock.read(&mut chunk) {
            Ok(0) => return Err("connection closed during the MPA exchange".into()),
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
            Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {}
            Err(e) => return Err(format!("read: {e}")),
        }
    }
}

impl Peer {
    fn frame(cfg: &PeerConfig, kind: FrameKind, revision: u8) -> ReqRep {
        let ird_ord = (revision == REVISION_2).then_some(IrdOrd { ird: cfg.ird, ord: cfg.ord, ..IrdOrd::default() });
        ReqRep { kind, markers: cfg.markers, crc: cfg.crc, reject: false, reserved: 0, revision, ird_ord, private_data: cfg.private_data.clone() }
    }

    fn new(sock: TcpStream, cfg: PeerConfig, remote: ReqRep, leftover: Vec<u8>, holding: bool) -> Peer {
        let markers_tx = remote.markers;
        let markers_rx = cfg.markers;
        let crc = cfg.crc || remote.crc;
        let mem = vec![0u8; cfg.mem_len];
        let mut p = Peer {
            sock,
            cfg,
            remote,
            markers_tx,
            markers_rx,
            crc,
            framer: Framer::new(0, markers_tx, crc),
            receiver: Receiver::new(0, markers_rx, crc, MAX_ULPDU),
            mem,
            recv_caps: VecDeque::new(),
            cur_send: None,
            received: Vec::new(),
            next_send_msn_in: FIRST_MSN,
            next_rreq_msn_in: FIRST_MSN,
            send_msn_out: FIRST_MSN,
            rreq_msn_out: FIRST_MSN,
            reads: VecDeque::new(),
            reads_done: Vec::new(),
            fpdus_in: 0,
            fpdus_out: 0,
            writes_in: 0,
            read_requests_served: 0,
            errors: Vec::new(),
            holding,
            held: Vec::new(),
            eof: false,
        };
        p.take(&leftover);
        p
    }

    /// The initiator's side on a connected socket: its Request out, the Reply in.
    pub fn initiate(mut sock: TcpStream, cfg: PeerConfig, limit: Duration) -> Result<Peer, String> {
        sock.set_nodelay(true).map_err(|e| e.to_string())?;
        sock.write_all(&Self::frame(&cfg, FrameKind::Request, REVISION_2).emit()).map_err(|e| e.to_string())?;
        let (reply, leftover) = read_frame(&mut sock, Instant::now() + limit)?;
        if reply.kind != FrameKind::Reply || reply.reject {
            return Err(format!("expected an accepting Reply: {reply:?}"));
        }
        Ok(Peer::new(sock, cfg, reply, leftover, false))
    }

    /// The responder's side on an accepted socket: the Request in, the Reply (revision as
    /// the Request's, at most 2) out; no FPDU until the initiator's first.
    pub fn respond(mut sock: TcpStream, cfg: PeerConfig, limit: Duration) -> Result<Peer, String> {
        sock.set_nodelay(true).map_err(|e| e.to_string())?;
        let (req, leftover) = read_frame(&mut sock, Instant::now() + limit)?;
        if req.kind != FrameKind::Request {
            return Err(format!("expected a Request: {req:?}"));
        }
        sock.write_all(&Self::frame(&cfg, FrameKind::Reply, req.revision.min(REVISION_2)).emit()).map_err(|e| e.to_string())?;
        Ok(Peer::new(sock, cfg, req, leftover, true))
    }

    /// Posts a receive buffer of `cap` bytes.
    pub fn post_recv(&mut self, cap: usize) {
        self.recv_caps.push_back(cap);
    }

    fn out(&mut self, seg: Segment) {
        let f = self.framer.push(&seg.emit());
        self.fpdus_out += 1;
        if self.holding {
            self.held.extend_from_slice(&f);
        } else if let Err(e) = self.sock.write_all(&f) {
            self.errors.push(format!("write: {e}"));
        }
    }

    /// An RDMA Write of the region's bytes [off, off + len) to (stag, to).
    pub fn write(&mut self, off: usize, len: usize, stag: u32, to: u64) {
        self.tagged(Opcode::RdmaWrite, off, len, stag, to);
    }

    /// A tagged message (RDMA Write, Read Response) of the region's bytes [off, off + len)
    /// to (stag, to), cut into segments.
    fn tagged(&mut self, opcode: Opcode, off: usize, len: usize, stag: u32, to: u64) {
        for (at, n, last) in segments(len) {
            let payload = self.mem[off + at..off + at + n].to_vec();
            self.out(Segment { opcode, last, buffer: Buffer::Tagged { stag, to: to + at as u64 }, payload });
        }
    }

    /// A Send of `data` (solicited: Send with Solicited Event).
    pub fn send(&mut self, data: &[u8], solicited: bool) {
        let opcode = if solicited { Opcode::SendSe } else { Opcode::Send };
        let msn = self.send_msn_out;
        self.send_msn_out = self.send_msn_out.wrapping_add(1);
        for (at, n, last) in segments(data.len()) {
            self.out(Segment { opcode, last, buffer: Buffer::Untagged { rsvd_ulp: 0, qn: queue::SEND, msn, mo: at as u32 }, payload: data[at..at + n].to_vec() });
        }
    }

    /// An RDMA Read of `len` bytes at the other side's (stag, to) into the region at `off`.
    pub fn read(&mut self, off: usize, len: u32, stag: u32, to: u64) {
        let sink_to = self.cfg.va + off as u64;
        let rr = ReadRequest { sink_stag: self.cfg.stag, sink_to, size: len, src_stag: stag, src_to: to };
        let msn = self.rreq_msn_out;
        self.rreq_msn_out = self.rreq_msn_out.wrapping_add(1);
        self.reads.push_back(OutRead { sink_to, size: len });
        self.out(Segment { opcode: Opcode::ReadRequest, last: true, buffer: Buffer::Untagged { rsvd_ulp: 0, qn: queue::READ_REQUEST, msn, mo: 0 }, payload: rr.emit() });
    }

    /// The region's offset of tagged bytes [to, to + len), if they are all inside it.
    fn place(&self, stag: u32, to: u64, len: usize) -> Option<usize> {
        let off = to.checked_sub(self.cfg.va)? as usize;
        (stag == self.cfg.stag && off.checked_add(len)? <= self.mem.len()).then_some(off)
    }

    fn segment(&mut self, s: Segment) -> Result<(), String> {
        match (s.opcode, s.buffer) {
            (Opcode::RdmaWrite | Opcode::ReadResponse, Buffer::Tagged { stag, to }) => {
                if s.opcode == Opcode::ReadResponse {
                    // Only into the oldest outstanding Read's sink (checked before placing).
                    let r = self.reads.front().ok_or("a Read Response with no Read outstanding")?;
                    let end = to.checked_add(s.payload.len() as u64);
                    if to < r.sink_to || end.is_none_or(|e| e > r.sink_to + u64::from(r.size)) {
                        return Err(format!("a Read Response at {to:#x} + {} outside the Read's sink {:#x} + {}", s.payload.len(), r.sink_to, r.size));
                    }
                }
                let off = self.place(stag, to, s.payload.len()).ok_or_else(|| format!("{} to STag {stag:#x} at {to:#x} + {} outside the region", s.opcode.name(), s.payload.len()))?;
                self.mem[off..off + s.payload.len()].copy_from_slice(&s.payload);
                if s.opcode == Opcode::RdmaWrite {
                    self.writes_in += u64::from(s.last);
                } else if s.last {
                    let r = self.reads.pop_front().ok_or("a Read Response with no Read outstanding")?;
                    if to + s.payload.len() as u64 != r.sink_to + u64::from(r.size) {
                        return Err(format!("the last Read Response segment ends at {:#x}, the Read at {:#x}", to + s.payload.len() as u64, r.sink_to + u64::from(r.size)));
                    }
                    self.reads_done.push((r.sink_to - self.cfg.va, r.size));
                }
            }
            (Opcode::Send | Opcode::SendSe | Opcode::SendInvalidate | Opcode::SendSeInvalidate, Buffer::Untagged { rsvd_ulp, qn, msn, mo }) => {
                if qn != queue::SEND || msn != self.next_send_msn_in {
                    return Err(format!("Send on queue {qn} with MSN {msn}, expected queue 0 MSN {}", self.next_send_msn_in));
                }
                let (_, buf) = self.cur_send.get_or_insert((msn, Vec::new()));
                if mo as usize != buf.len() {
                    return Err(format!("Send MSN {msn}: MO {mo}, {} bytes so far", buf.len()));
                }
                buf.extend_from_slice(&s.payload);
                let cap = *self.recv_caps.front().ok_or_else(|| format!("Send MSN {msn}: no receive buffer posted"))?;
                if buf.len() > cap {
                    return Err(format!("Send MSN {msn}: {} bytes into a {cap}-byte buffer", buf.len()));
                }
                if s.last {
                    let (_, data) = self.cur_send.take().unwrap();
                    self.recv_caps.pop_front();
                    self.next_send_msn_in = self.next_send_msn_in.wrapping_add(1);
                    let solicited = matches!(s.opcode, Opcode::SendSe | Opcode::SendSeInvalidate);
                    let invalidate = s.opcode.carries_invalidate_stag().then_some(rsvd_ulp);
                    self.received.push(Received { data, solicited, invalidate });
                }
            }
            (Opcode::ReadRequest, Buffer::Untagged { qn, msn, .. }) => {
                if qn != queue::READ_REQUEST || msn != self.next_rreq_msn_in {
                    return Err(format!("Read Request on queue {qn} with MSN {msn}, expected queue 1 MSN {}", self.next_rreq_msn_in));
                }
                self.next_rreq_msn_in = self.next_rreq_msn_in.wrapping_add(1);
                let rr = ReadRequest::parse(&s.payload).map_err(|e| format!("Read Request: {e}"))?;
                let off = self.place(rr.src_stag, rr.src_to, rr.size as usize).ok_or_else(|| format!("Read Request of {:?} outside the region", rr))?;
                self.tagged(Opcode::ReadResponse, off, rr.size as usize, rr.sink_stag, rr.sink_to);
                self.read_requests_served += 1;
            }
            (Opcode::Terminate, _) => return Err(format!("Terminate received: {:?}", iwarp_golden::wire::terminate::Terminate::parse(&s.payload))),
            (op, b) => return Err(format!("{} with buffer {b:?}", op.name())),
        }
        Ok(())
    }

    /// In-order stream bytes from the socket.
    fn take(&mut self, bytes: &[u8]) {
        for f in self.receiver.push(bytes) {
            if !self.errors.is_empty() {
                return;
            }
            if f.status != RxStatus::Ok {
                self.errors.push(format!("FPDU {} refused: {:?}", self.fpdus_in, f.status));
                return;
            }
            self.fpdus_in += 1;
            if self.holding {
                // The initiator's first FPDU: the responder may send now.
                self.holding = false;
                let held = std::mem::take(&mut self.held);
                if let Err(e) = self.sock.write_all(&held) {
                    self.errors.push(format!("write: {e}"));
                }
            }
            match Segment::parse(&f.ulpdu) {
                Ok(s) => {
                    if let Err(e) = self.segment(s) {
                        self.errors.push(e);
                    }
                }
                Err(e) => self.errors.push(format!("DDP segment: {e}")),
            }
        }
    }

    /// Reads what the socket has (waiting up to `wait`); false once the stream ended or the
    /// peer stopped on an error.
    pub fn pump(&mut self, wait: Duration) -> bool {
        if self.eof || !self.errors.is_empty() {
            return false;
        }
        let mut buf = vec![0u8; READ_CHUNK];
        let _ = self.sock.set_read_timeout(Some(wait.max(Duration::from_millis(1))));
        match self.sock.read(&mut buf) {
            Ok(0) => self.eof = true,
            Ok(n) => self.take(&buf[..n]),
            Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {}
            Err(e) => self.errors.push(format!("read: {e}")),
        }
        !self.eof && self.errors.is_empty()
    }

    fn aborted(&self) -> bool {
        self.cfg.abort.as_ref().is_some_and(|a| a.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// Pumps until `done` holds, the stream ends, an error stops the peer, the abort flag
    /// is set, or `limit` passes.
    pub fn run_until(&mut self, limit: Duration, mut done: impl FnMut(&Peer) -> bool) -> Result<(), String> {
        let t0 = Instant::now();
        while !done(self) {
            if self.aborted() {
                return Err("aborted: the other side gave up".into());
            }
            if !self.errors.is_empty() {
                return Err(self.errors.join("; "));
            }
            if self.eof {
                return Err("the stream ended first".into());
            }
            if t0.elapsed() > limit {
                return Err(format!("not done within {limit:?}: {} FPDUs in, {} out, {} Sends, {} Reads done", self.fpdus_in, self.fpdus_out, self.received.len(), self.reads_done.len()));
            }
            self.pump(Duration::from_millis(20));
        }
        Ok(())
    }

    /// Closes the sending direction (FIN), then waits for the other side's end of stream.
    pub fn close(mut self, limit: Duration) -> Result<Peer, String> {
        self.sock.shutdown(std::net::Shutdown::Write).map_err(|e| e.to_string())?;
        let t0 = Instant::now();
        while !self.eof {
            if self.aborted() {
                return Err("aborted: the other side gave up".into());
            }
            if t0.elapsed() > limit {
                return Err(format!("no end of stream within {limit:?}"));
            }
            if !self.pump(Duration::from_millis(20)) && !self.eof {
                return Err(self.errors.join("; "));
            }
        }
        Ok(self)
    }
}

/// The interop's standard exchange, the same on both sides: each side's region holds, at
/// these offsets from its base, the source of the other's RDMA Read, the destination of the
/// other's RDMA Write, its own Read's sink, and the sources of its own Write and Send; each
/// side does one Write, one Read and one Send toward the other, and receives one Send into a
/// buffer of [`layout::RECV_CAP`] bytes.
pub mod layout {
    /// Each area is 16 KiB: an operation moves at most that much.
    pub const AREA: usize = 0x4000;
    pub const READ_SRC: usize = 0;
    pub const WRITE_DST: usize = AREA;
    pub const READ_SINK: usize = 2 * AREA;
    pub const WRITE_SRC: usize = 3 * AREA;
    pub const SEND_SRC: usize = 4 * AREA;
    pub const RECV_BUF: usize = 5 * AREA;
    pub const RECV_CAP: usize = 8 * 1024;
    pub const LEN: usize = 6 * AREA;
}

/// One side's operations: bytes of its Write, Read and Send, and the seed of its sources.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ops {
    pub write: usize,
    pub read: u32,
    pub send: usize,
    pub seed: u64,
}

/// `n` bytes of a side's source area (`area` one of the layout's source offsets): the
/// testbench's pattern stream (`toe_host::pattern`) of its seed, from the area's offset, so
/// every area differs.
pub fn pattern(seed: u64, area: usize, n: usize) -> Vec<u8> {
    crate::toe_host::pattern(seed, area as u64, n)
}

/// A side's sources filled in: its region's bytes at the layout's source offsets.
pub fn fill_sources(seed: u64, mut put: impl FnMut(usize, &[u8])) {
    for area in [layout::READ_SRC, layout::WRITE_SRC, layout::SEND_SRC] {
        put(area, &pattern(seed, area, layout::AREA));
    }
}

/// What a side must hold once the exchange is over, given both sides' operations: (its
/// region's offset, the bytes there), and the Send it received.
pub fn expected(mine: &Ops, theirs: &Ops) -> (Vec<(usize, Vec<u8>)>, Vec<u8>) {
    let placed = vec![
        (layout::WRITE_DST, pattern(theirs.seed, layout::WRITE_SRC, theirs.write)),
        (layout::READ_SINK, pattern(theirs.seed, layout::READ_SRC, mine.read as usize)),
    ];
    (placed, pattern(theirs.seed, layout::SEND_SRC, theirs.send))
}

/// The other side's region: its STag and the tagged offset of its base.
#[derive(Clone, Copy, Debug)]
pub struct Remote {
    pub stag: u32,
    pub base: u64,
}

/// What the peer's side of the exchange saw.
#[derive(Clone, Debug)]
pub struct ExchangeReport {
    pub fpdus_in: u64,
    pub fpdus_out: u64,
    pub bytes_checked: usize,
    pub markers_tx: bool,
    pub markers_rx: bool,
    pub crc: bool,
    pub remote_private_data: Vec<u8>,
}

impl Peer {
    /// The peer's part of the exchange (its region laid out by [`layout`], the other side's
    /// given by `remote`), its results checked against [`expected`], then the close.
    pub fn exchange(mut self, mine: &Ops, theirs: &Ops, remote: Remote, limit: Duration) -> Result<ExchangeReport, String> {
        assert!(self.mem.len() >= layout::LEN && mine.write <= layout::AREA && mine.read as usize <= layout::AREA && mine.send <= layout::RECV_CAP);
        let mut mem = std::mem::take(&mut self.mem);
        fill_sources(mine.seed, |off, b| mem[off..off + b.len()].copy_from_slice(b));
        self.mem = mem;
        self.post_recv(layout::RECV_CAP);
        self.write(layout::WRITE_SRC, mine.write, remote.stag, remote.base + layout::WRITE_DST as u64);
        self.read(layout::READ_SINK, mine.read, remote.stag, remote.base + layout::READ_SRC as u64);
        let send = self.mem[layout::SEND_SRC..layout::SEND_SRC + mine.send].to_vec();
        self.send(&send, false);
        self.run_until(limit, |p| p.received.len() == 1 && p.reads_done.len() == 1 && p.read_requests_served == 1 && p.writes_in == 1)?;
        let (placed, send) = expected(mine, theirs);
        let mut checked = 0;
        for (off, want) in &placed {
            if self.mem[*off..*off + want.len()] != want[..] {
                let k = (0..want.len()).find(|&k| self.mem[off + k] != want[k]).unwrap();
                return Err(format!("the peer's bytes at {off:#x}: first difference at +{k} of {}", want.len()));
            }
            checked += want.len();
        }
        if self.received[0].data != send {
            return Err(format!("the Send the peer received: {} bytes, expected {}", self.received[0].data.len(), send.len()));
        }
        checked += send.len();
        let p = self.close(limit)?;
        Ok(ExchangeReport { fpdus_in: p.fpdus_in, fpdus_out: p.fpdus_out, bytes_checked: checked, markers_tx: p.markers_tx, markers_rx: p.markers_rx, crc: p.crc, remote_private_data: p.remote.private_data.clone() })
    }
}
