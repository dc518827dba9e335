//! Complete golden iWARP conversations as pcap: TCP handshake, MPA revision-2 Request/Reply with
//! IRD/ORD, RDMA Write with markers inside, a Send split over two DDP segments, Send with
//! Invalidate / SE variants, Read Request and Read Response, optionally a Terminate, FIN close.
//!
//! Everything here is written from the RFCs; the FPDU list returned with the capture is what a
//! decoder must find. Mutation hooks corrupt single fields for conformance-checker tests.

use crate::mpa_stream::Framer;
use crate::pcap::Record;
use crate::wire::ddp::{Buffer, Opcode, ReadRequest, Segment};
use crate::wire::mpa::{self, FpduFault, FrameKind, IrdOrd, ReqRep};
use crate::wire::terminate::{TermCode, Terminate, TerminateCause};
use crate::wire::{ethernet, ipv4, tcp};

/// One side of the connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Initiator,
    Responder,
}

impl Side {
    pub fn index(self) -> usize {
        self as usize
    }
}

/// How FPDU bytes are cut into TCP segments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// One FPDU per TCP segment, FPDUs aligned to segment starts (what tshark 4.0 decodes).
    OnePerSegment,
    /// Each burst's byte stream cut at seeded random points (several FPDUs per segment, FPDUs
    /// split anywhere), with seeded retransmitted and overlapping copies of earlier segments.
    Random { seed: u64, retransmit: bool },
}

#[derive(Debug, Clone)]
pub struct Config {
    /// M in the Request: the initiator wants markers in what the responder sends it.
    pub request_markers: bool,
    /// M in the Reply: the responder wants markers in what the initiator sends it.
    pub reply_markers: bool,
    pub request_crc: bool,
    pub reply_crc: bool,
    pub initiator_isn: u32,
    pub responder_isn: u32,
    /// TCP payload per segment (the MSS both sides announce).
    pub emss: usize,
    /// Include the SYN / SYN-ACK / ACK exchange.
    pub tcp_handshake: bool,
    /// Responder ends with a Terminate (LLP CRC error code, with DDP header copy).
    pub terminate: bool,
    /// Bytes of the RDMA Write (shifts every later FPDU against the marker grid).
    pub write_len: usize,
    pub layout: Layout,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            request_markers: true,
            reply_markers: true,
            request_crc: true,
            reply_crc: true,
            initiator_isn: 0x1000_0000,
            responder_isn: 0x8000_0000,
            emss: 1460,
            tcp_handshake: true,
            terminate: false,
            write_len: 2000,
            layout: Layout::OnePerSegment,
        }
    }
}

impl Config {
    /// Markers in the FPDUs `sender` sends: asked for by the peer.
    pub fn markers_from(&self, sender: Side) -> bool {
        match sender {
            Side::Initiator => self.reply_markers,
            Side::Responder => self.request_markers,
        }
    }
    /// CRC is used in both directions if either side asks (RFC 5044 section 7.1).
    pub fn crc(&self) -> bool {
        self.request_crc || self.reply_crc
    }
    /// The eight M/C combinations (markers per direction x CRC), the others default.
    pub fn all_mc() -> Vec<Config> {
        let mut v = Vec::new();
        for m in 0..4u8 {
            for c in [false, true] {
                v.push(Config {
                    request_markers: m & 1 != 0,
                    reply_markers: m & 2 != 0,
                    request_crc: c,
                    reply_crc: c,
                    ..Config::default()
                });
            }
        }
        v
    }
    pub fn tag(&self) -> String {
        format!(
            "mreq{}-mrep{}-c{}",
            self.request_markers as u8,
            self.reply_markers as u8,
            self.crc() as u8
        )
    }
}

/// An FPDU the conversation carries, as a decoder must report it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpectedFpdu {
    pub sender: Side,
    /// 1-based pcap frame number holding the FPDU's first byte.
    pub frame: usize,
    /// Stream offset from the sender's S0.
    pub stream_offset: u32,
    pub segment: Segment,
    pub wire_len: usize,
}

#[derive(Debug, Clone)]
pub struct Conversation {
    pub records: Vec<Record>,
    pub fpdus: Vec<ExpectedFpdu>,
    pub config: Config,
}

impl Conversation {
    pub fn pcap(&self) -> Vec<u8> {
        crate::pcap::write(&self.records)
    }
}

/// Mutation hook: called with the FPDU index (in sending order over both directions), the
/// ULPDU bytes (mutable) and the FPDU framing faults.
pub type Mutator<'a> = &'a mut dyn FnMut(usize, &mut Vec<u8>, &mut FpduFault);

/// Addresses: the initiator is 10.0.0.1:50000, the responder 10.0.0.2:47111 (no registered
/// protocol on either port, so dissectors find iWARP by heuristics only).
pub const INITIATOR_IP: [u8; 4] = [10, 0, 0, 1];
pub const RESPONDER_IP: [u8; 4] = [10, 0, 0, 2];
pub const INITIATOR_PORT: u16 = 50000;
pub const RESPONDER_PORT: u16 = 47111;
const INITIATOR_MAC: [u8; 6] = [0x02, 0, 0, 0, 0, 1];
const RESPONDER_MAC: [u8; 6] = [0x02, 0, 0, 0, 0, 2];
const START_TIME_NS: u64 = 1_700_000_000_000_000_000;
const FRAME_GAP_NS: u64 = 10_000;
const WINDOW: u16 = 0xFFFF;
const WINDOW_SCALE: u8 = 7;
const TTL: u8 = 64;

/// STags and offsets the script uses (24-bit index << 8 | key).
pub const INITIATOR_SINK_STAG: u32 = 0x0000_2A17;
pub const RESPONDER_WRITE_STAG: u32 = 0x0001_0342;
pub const RESPONDER_SOURCE_STAG: u32 = 0x0001_0455;
pub const INVALIDATE_STAG: u32 = 0x0000_77AB;

/// Seeded xorshift64* for layouts (golden has no RNG dependency).
struct Xorshift(u64);
impl Xorshift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

struct Builder<'a> {
    cfg: Config,
    records: Vec<Record>,
    fpdus: Vec<ExpectedFpdu>,
    /// Next sequence number per side.
    seq: [u32; 2],
    /// S0 per side (set after its Request/Reply).
    s0: [u32; 2],
    framers: [Framer; 2],
    fpdu_index: usize,
    mutate: Mutator<'a>,
    ident: u16,
    rng: Xorshift,
}

fn peer(s: Side) -> Side {
    match s {
        Side::Initiator => Side::Responder,
        Side::Responder => Side::Initiator,
    }
}

impl<'a> Builder<'a> {
    fn frame(&mut self, from: Side, seq: u32, flags: u8, options: Vec<tcp::TcpOption>, payload: &[u8]) {
        let (sip, dip, sport, dport, smac, dmac) = match from {
            Side::Initiator => (INITIATOR_IP, RESPONDER_IP, INITIATOR_PORT, RESPONDER_PORT, INITIATOR_MAC, RESPONDER_MAC),
            Side::Responder => (RESPONDER_IP, INITIATOR_IP, RESPONDER_PORT, INITIATOR_PORT, RESPONDER_MAC, INITIATOR_MAC),
        };
        let ack = if flags & tcp::flags::ACK != 0 { self.seq[peer(from).index()] } else { 0 };
        let seg = tcp::Repr {
            src_port: sport,
            dst_port: dport,
            seq,
            ack,
            flags,
            window: WINDOW,
            urgent: 0,
            options,
            payload: payload.to_vec(),
        };
        let t = seg.emit(sip, dip);
        self.ident = self.ident.wrapping_add(1);
        let ip = ipv4::Repr {
            src: sip,
            dst: dip,
            protocol: ipv4::PROTOCOL_TCP,
            ident: self.ident,
            ttl: TTL,
            dont_fragment: true,
            dscp_ecn: 0,
        }
        .emit(&t);
        let eth = ethernet::Repr { dst: dmac, src: smac, ethertype: ethernet::ETHERTYPE_IPV4 }.emit(&ip);
        let time_ns = START_TIME_NS + self.records.len() as u64 * FRAME_GAP_NS;
        self.records.push(Record { time_ns, orig_len: eth.len() as u32, data: eth });
    }

    /// Sends stream bytes from `from` as new data (advancing its sequence number).
    fn data(&mut self, from: Side, payload: &[u8]) -> usize {
        let seq = self.seq[from.index()];
        self.frame(from, seq, tcp::flags::ACK | tcp::flags::PSH, vec![], payload);
        self.seq[from.index()] = seq.wrapping_add(payload.len() as u32);
        self.records.len()
    }

    fn ack(&mut self, from: Side) {
        let seq = self.seq[from.index()];
        self.frame(from, seq, tcp::flags::ACK, vec![], &[]);
    }

    fn syn_options(&self) -> Vec<tcp::TcpOption> {
        vec![
            tcp::TcpOption::Mss(self.cfg.emss as u16),
            tcp::TcpOption::SackPermitted,
            // No timestamps: once both SYNs carry them, RFC 7323 section 3.2 requires them on
            // every later segment, which this generator does not write (tcp-check flags it).
            tcp::TcpOption::WindowScale(WINDOW_SCALE),
        ]
    }

    /// Frames ULPDUs of one burst from `from` and sends them with the configured layout.
    fn burst(&mut self, from: Side, segments: Vec<Segment>) {
        let mut stream = Vec::new();
        let mut starts = Vec::new(); // (offset in burst, expected fpdu index in self.fpdus)
        for seg in segments {
            let mut ulpdu = seg.emit();
            let mut fault = FpduFault::NONE;
            (self.mutate)(self.fpdu_index, &mut ulpdu, &mut fault);
            self.fpdu_index += 1;
            let offset = self.framers[from.index()].offset;
            let bytes = self.framers[from.index()].push_with(&ulpdu, &fault);
            starts.push((stream.len(), self.fpdus.len()));
            self.fpdus.push(ExpectedFpdu { sender: from, frame: 0, stream_offset: offset, segment: seg, wire_len: bytes.len() });
            stream.extend_from_slice(&bytes);
        }
        // Cut the burst into segments.
        let mut cuts = vec![0usize];
        match self.cfg.layout {
            Layout::OnePerSegment => cuts.extend(starts.iter().skip(1).map(|s| s.0)),
            Layout::Random { .. } => {
                let mut at = 0;
                while stream.len() - at > self.cfg.emss {
                    at += 1 + self.rng.below(self.cfg.emss as u64) as usize;
                    cuts.push(at);
                }
            }
        }
        cuts.push(stream.len());
        cuts.dedup();
        let base = self.seq[from.index()];
        let mut sent: Vec<(usize, usize)> = Vec::new();
        for w in cuts.windows(2) {
            let (a, b) = (w[0], w[1]);
            let frame = self.data(from, &stream[a..b]);
            for &(off, idx) in &starts {
                if off >= a && off < b {
                    self.fpdus[idx].frame = frame;
                }
            }
            sent.push((a, b));
            if let Layout::Random { retransmit: true, .. } = self.cfg.layout {
                if self.rng.below(3) == 0 && b > 0 {
                    // Retransmit an overlapping range of what was already sent.
                    let lo = self.rng.below(b as u64) as usize;
                    let hi = (lo + 1 + self.rng.below(self.cfg.emss as u64) as usize).min(b);
                    self.frame(from, base.wrapping_add(lo as u32), tcp::flags::ACK, vec![], &stream[lo..hi]);
                }
            }
        }
    }

    /// TCP handshake (unless disabled) and the MPA revision 2 Request / Reply; sets S0 and the
    /// framers of both directions.
    fn open(&mut self) {
        use Side::*;
        let (a, r) = (Initiator.index(), Responder.index());
        // TCP three-way handshake (RFC 9293 section 3.5).
        if self.cfg.tcp_handshake {
            let opts = self.syn_options();
            self.frame(Initiator, self.seq[a], tcp::flags::SYN, opts.clone(), &[]);
            self.seq[a] = self.seq[a].wrapping_add(1);
            self.frame(Responder, self.seq[r], tcp::flags::SYN | tcp::flags::ACK, opts, &[]);
            self.seq[r] = self.seq[r].wrapping_add(1);
            self.ack(Initiator);
        } else {
            self.seq[a] = self.seq[a].wrapping_add(1);
            self.seq[r] = self.seq[r].wrapping_add(1);
        }
        // MPA revision 2 Request / Reply (RFC 5044 section 7.1, RFC 6581 section 5).
        let ird_ord = IrdOrd { ird: 16, ord: 16, peer_to_peer: true, send_rtr: false, write_rtr: false, read_rtr: false };
        let req = ReqRep {
            kind: FrameKind::Request,
            markers: self.cfg.request_markers,
            crc: self.cfg.request_crc,
            reject: false,
            reserved: 0,
            revision: mpa::REVISION_2,
            ird_ord: Some(ird_ord),
            private_data: b"iwarp-golden initiator".to_vec(),
        };
        self.data(Initiator, &req.emit());
        self.s0[a] = self.seq[a];
        let rep = ReqRep { kind: FrameKind::Reply, markers: self.cfg.reply_markers, crc: self.cfg.reply_crc, private_data: b"iwarp-golden responder".to_vec(), ..req.clone() };
        self.data(Responder, &rep.emit());
        self.s0[r] = self.seq[r];
        self.framers = [
            Framer::new(0, self.cfg.markers_from(Initiator), self.cfg.crc()),
            Framer::new(0, self.cfg.markers_from(Responder), self.cfg.crc()),
        ];
        self.ack(Initiator);
    }

    /// FIN from each side and the last ACK.
    fn close(&mut self) {
        use Side::*;
        let (a, r) = (Initiator.index(), Responder.index());
        // Close: FIN from each side (RFC 9293 section 3.6).
        let fin = tcp::flags::FIN | tcp::flags::ACK;
        self.frame(Initiator, self.seq[a], fin, vec![], &[]);
        self.seq[a] = self.seq[a].wrapping_add(1);
        self.frame(Responder, self.seq[r], fin, vec![], &[]);
        self.seq[r] = self.seq[r].wrapping_add(1);
        self.ack(Initiator);
    }

    fn untagged(opcode: Opcode, msn: u32, mo: u32, last: bool, rsvd_ulp: u32, payload: Vec<u8>) -> Segment {
        Segment {
            opcode,
            last,
            buffer: Buffer::Untagged { rsvd_ulp, qn: opcode.queue().unwrap(), msn, mo },
            payload,
        }
    }

    /// Splits a tagged message into DDP segments of at most MULPDU bytes of ULPDU.
    fn tagged_message(&self, from: Side, opcode: Opcode, stag: u32, to: u64, data: &[u8]) -> Vec<Segment> {
        let max_payload = mpa::mulpdu(self.cfg.emss, self.cfg.markers_from(from)) - crate::wire::ddp::TAGGED_HEADER_LEN;
        let mut v = Vec::new();
        let mut off = 0;
        loop {
            let n = (data.len() - off).min(max_payload);
            v.push(Segment {
                opcode,
                last: off + n == data.len(),
                buffer: Buffer::Tagged { stag, to: to + off as u64 },
                payload: data[off..off + n].to_vec(),
            });
            off += n;
            if off == data.len() {
                break v;
            }
        }
    }
}

/// Deterministic payload bytes.
fn pattern(len: usize, salt: u8) -> Vec<u8> {
    (0..len).map(|i| (i as u8).wrapping_mul(31).wrapping_add(salt)).collect()
}

/// Builds the conversation for `cfg`.
pub fn build(cfg: &Config) -> Conversation {
    build_with(cfg, &mut |_, _, _| {})
}

/// Builds the conversation, letting `mutate` corrupt FPDUs.
pub fn build_with(cfg: &Config, mutate: Mutator<'_>) -> Conversation {
    let seed = match cfg.layout {
        Layout::Random { seed, .. } => seed | 1,
        Layout::OnePerSegment => 1,
    };
    let mut b = Builder {
        cfg: cfg.clone(),
        records: Vec::new(),
        fpdus: Vec::new(),
        seq: [cfg.initiator_isn, cfg.responder_isn],
        s0: [0; 2],
        framers: [Framer::new(0, false, false), Framer::new(0, false, false)],
        fpdu_index: 0,
        mutate,
        ident: 0,
        rng: Xorshift(seed),
    };
    use Side::*;
    b.open();

    // Initiator: RDMA Write (markers inside its FPDUs when negotiated).
    let write_data = pattern(cfg.write_len, 0x11);
    let mut burst = b.tagged_message(Initiator, Opcode::RdmaWrite, RESPONDER_WRITE_STAG, 0x7000_0000_0000_0100, &write_data);
    // A Send split over two DDP segments (MSN 1), Send with Invalidate (MSN 2),
    // Send with SE and Invalidate (MSN 3), then a Read Request (QN 1, MSN 1).
    let send = pattern(300, 0x22);
    burst.push(Builder::untagged(Opcode::Send, 1, 0, false, 0, send[..200].to_vec()));
    burst.push(Builder::untagged(Opcode::Send, 1, 200, true, 0, send[200..].to_vec()));
    burst.push(Builder::untagged(Opcode::SendInvalidate, 2, 0, true, INVALIDATE_STAG, pattern(40, 0x33)));
    burst.push(Builder::untagged(Opcode::SendSeInvalidate, 3, 0, true, INVALIDATE_STAG + 0x100, pattern(7, 0x44)));
    let rr = ReadRequest {
        sink_stag: INITIATOR_SINK_STAG,
        sink_to: 0x1000,
        size: 3000,
        src_stag: RESPONDER_SOURCE_STAG,
        src_to: 0x4000_0000,
    };
    burst.push(Builder::untagged(Opcode::ReadRequest, 1, 0, true, 0, rr.emit()));
    b.burst(Initiator, burst);
    b.ack(Responder);

    // Responder: Read Response into the initiator's sink buffer, then a Send with SE.
    let mut burst = b.tagged_message(Responder, Opcode::ReadResponse, rr.sink_stag, rr.sink_to, &pattern(rr.size as usize, 0x55));
    burst.push(Builder::untagged(Opcode::SendSe, 1, 0, true, 0, pattern(64, 0x66)));
    if cfg.terminate {
        // A Terminate as the responder would send it after an MPA CRC error on the
        // initiator's Send: LLP error, with segment length and the DDP header copy.
        let bad = Builder::untagged(Opcode::Send, 4, 0, true, 0, pattern(16, 0x77)).emit();
        let code: TermCode = TerminateCause::MpaCrc.code();
        let t = Terminate {
            code,
            segment_length_valid: true,
            reserved: 0,
            ddp: Some((bad.len() as u16, bad[..crate::wire::ddp::UNTAGGED_HEADER_LEN].to_vec())),
            rdmap: None,
        };
        burst.push(Builder::untagged(Opcode::Terminate, 1, 0, true, 0, t.emit()));
    }
    b.burst(Responder, burst);
    b.ack(Initiator);

    b.close();
    Conversation { records: b.records, fpdus: b.fpdus, config: cfg.clone() }
}

/// A capture around FPDU bytes framed elsewhere (e.g. by the hardware model): handshake and MPA
/// Request/Reply for `cfg`, then each FPDU of each side in its own TCP segment (initiator's
/// first), ACKs, and the FIN close. The FPDUs must start at stream offset 0 from each side's S0
/// with that side's markers and CRC setting.
pub fn capture_with_fpdus(cfg: &Config, initiator: &[Vec<u8>], responder: &[Vec<u8>]) -> Vec<Record> {
    let mut b = Builder {
        cfg: cfg.clone(),
        records: Vec::new(),
        fpdus: Vec::new(),
        seq: [cfg.initiator_isn, cfg.responder_isn],
        s0: [0; 2],
        framers: [Framer::new(0, false, false), Framer::new(0, false, false)],
        fpdu_index: 0,
        mutate: &mut |_, _, _| {},
        ident: 0,
        rng: Xorshift(1),
    };
    b.open();
    for f in initiator {
        b.data(Side::Initiator, f);
    }
    b.ack(Side::Responder);
    for f in responder {
        b.data(Side::Responder, f);
    }
    b.ack(Side::Initiator);
    b.close();
    b.records
}
