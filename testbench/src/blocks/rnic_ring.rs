//! rnic_ring: port binding, the stand-ins (mpa_tx's FPDU beats, the DMA's write port, the
//! TOE's SEND answers and acknowledgements) and the scoreboard.
//!
//! The source sends FPDUs of 16 QPs as mpa_tx does: 4-byte aligned at their stream offsets'
//! lanes, one beat never mixing QPs, and a beat that ends an FPDU in its low half sometimes
//! starting the QP's next one in its high half. The oracle is golden's `send_ring::RingConn`
//! per QP over its own host memory: at each SEND the block gives, golden writes the QP's next
//! FPDU; the SEND must be golden's, and the block's memory (its DMA writes applied in order
//! to a host of the same fill) must hold golden's bytes and bitmap bits for the record and
//! for the bytes sharing its first bitmap byte; at the end, for every byte sent and not
//! acknowledged. Each ring write is checked as it is taken: the QP's connection's ring, the
//! position after the QP's last write, and free space by golden's acknowledged count at that
//! moment (no unacknowledged byte overwritten).

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_golden::dma::OrderedHost;
use iwarp_golden::send_ring::{RingConn, RingLayout, Send};
use iwarp_model::rnic::ring::{RnicRing, CHUNK_WORDS};
use iwarp_model::toe::{host_op, host_status};
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_ring`.
    RingIn, RingOut, RnicRing, verilated::rnic_ring::Model,
    inputs {
        reset: bool, s_data: u64, s_keep: u8, s_fpdu_end: bool, s_end_lo: bool, s_conn: u8, s_valid: bool,
        s_cfg.valid: bool, s_cfg.qp: u8, s_cfg.live: bool, s_cfg.conn: u16, s_cfg.seq: u32, s_cfg.sent: u32,
        s_cfg.acked: u32, s_cfg.kept: u8,
        s_acked.valid: bool, s_acked.qp: u8, s_acked.value: u32,
        m_wr.ready: bool, m_wd.ready: bool, m_send.ready: bool,
        s_ans.valid: bool, s_ans.status: u8, s_ans.conn: u16,
        cfg_ring_base: u64, cfg_bitmap_base: u64, cfg_ring_shift: u8,
    }
    outputs {
        s_ready: bool, s_cfg.ready: bool, s_acked.ready: bool,
        m_wr.valid: bool, m_wr.addr: u64, m_wr.len: u16,
        m_wd.valid: bool, m_wd.data: u64, m_wd.keep: u8, m_wd.last: bool,
        m_send.valid: bool, m_send.op: u8, m_send.conn: u16, m_send.n: u32,
        s_ans.ready: bool,
        idle: bool, cnt_chunks: u32, cnt_sends: u32, cnt_dropped: u16, cnt_refused: u16,
        cnt_ring_bytes: u32, cnt_bmp_bytes: u32,
    }
);

pub type RingDut = Box<dyn Dut<In = RingIn, Out = RingOut>>;

pub fn ring_dut(kind: BackendKind, test: &str) -> RingDut {
    build::<RnicRing, verilated::rnic_ring::Model>(kind, Some(test))
}

const QPS: usize = 16;
/// Bytes of a word; of a chunk at most.
const WORD: usize = 8;
const CHUNK_BYTES: usize = CHUNK_WORDS * WORD;
/// The shortest FPDU (length field, one ULPDU byte, pad, CRC).
const MIN_FPDU: usize = 8;

pub fn reset(dut: &mut dyn Dut<In = RingIn, Out = RingOut>, layout: &RingLayout) {
    for _ in 0..2 {
        dut.eval(&RingIn { reset: true, ..config(layout) });
        dut.tick();
    }
}

/// The inputs that carry the layout (everything else idle).
pub fn config(layout: &RingLayout) -> RingIn {
    RingIn { cfg_ring_base: layout.ring_base, cfg_bitmap_base: layout.bitmap_base, cfg_ring_shift: layout.shift, ..Default::default() }
}

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct RingEnv {
    /// Probability the source offers a beat in a cycle; an acknowledgement is given; the
    /// DMA's and the TOE's ready low; a SEND is refused.
    pub rate: f64,
    pub ack_rate: f64,
    pub stall: f64,
    pub refuse: f64,
    /// The most bytes one acknowledgement covers (0: any of the bytes in the ring).
    pub ack_step: u64,
    /// FPDU lengths (multiples of 4) up to this.
    pub max_len: usize,
    /// log2 of each ring's bytes (15..=28: the bitmap writer's areas are at least 4 KiB).
    pub shift: u8,
    /// QPs not in RDMA mode (their FPDUs dropped).
    pub dead: usize,
    /// Probability an FPDU ending in a beat's low half shares the beat with the next FPDU
    /// of its QP.
    pub share: f64,
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct RingRun {
    pub fpdus: u64,
    pub bytes: u64,
    pub sends: u64,
    pub chunks: u64,
    pub dropped_chunks: u64,
    pub refused: u64,
    pub ring_writes: u64,
    pub bitmap_writes: u64,
    /// Ring writes that end at the ring's end (the first part of a write across it, or one
    /// ending there); beats shared by two FPDUs.
    pub wraps: u64,
    pub shared_beats: u64,
    /// Ring writes that left less than a chunk of the ring free (the ring was near full:
    /// the block could write them only as acknowledgements came).
    pub near_full: u64,
    pub acked_events: u64,
    pub cycles: u64,
}

#[derive(Clone, Debug)]
struct Beat {
    data: u64,
    keep: u8,
    end: bool,
    end_lo: bool,
    qp: u8,
}

pub struct RingBench {
    env: RingEnv,
    pub layout: RingLayout,
    golden: Vec<RingConn>,
    live: [bool; QPS],
    /// Golden's memory and the block's (its DMA writes applied), both of one fill.
    gmem: OrderedHost,
    dmem: OrderedHost,
    /// Each QP's stream offset (from S0) of its next FPDU, FPDUs sent and not yet SENT.
    offset: [u32; QPS],
    owed: Vec<VecDeque<Vec<u8>>>,
    /// Each QP's next ring write's sequence number.
    wr_seq: [u32; QPS],
    beats: VecDeque<Beat>,
    /// An FPDU's last beat left open at lane 4 (its QP), for the next FPDU to share.
    open: Option<Beat>,
    cfgs: VecDeque<(u8, bool, RingConn, u8)>,
    acked_on: Option<(u8, u32)>,
    ans: VecDeque<bool>,
    /// The DMA write under way: (address, length, words so far).
    wr: Option<(u64, u16, Vec<(u64, u8, bool)>)>,
    /// Expected counters: chunks written and their bitmap bytes; chunks dropped.
    exp_chunks: u64,
    exp_bmp: u64,
    exp_dropped: u64,
    pub run: RingRun,
}

impl RingBench {
    pub fn new(env: RingEnv, rng: &mut TestRng) -> Self {
        let layout = RingLayout { ring_base: 0x1_0000_0000, bitmap_base: 0x8_0000_0000, shift: env.shift };
        let fill = rng.gen();
        let mut conns: Vec<u16> = Vec::new();
        while conns.len() < QPS {
            let c = rng.gen_range(0..1024);
            if !conns.contains(&c) {
                conns.push(c);
            }
        }
        let gmem = OrderedHost::with_fill(fill);
        let mut b = RingBench {
            env,
            layout,
            golden: Vec::new(),
            live: [true; QPS],
            dmem: gmem.clone(),
            gmem,
            offset: [0; QPS],
            owed: (0..QPS).map(|_| VecDeque::new()).collect(),
            wr_seq: [0; QPS],
            beats: VecDeque::new(),
            open: None,
            cfgs: VecDeque::new(),
            acked_on: None,
            ans: VecDeque::new(),
            wr: None,
            exp_chunks: 0,
            exp_bmp: 0,
            exp_dropped: 0,
            run: RingRun::default(),
        };
        for (q, &conn) in conns.iter().enumerate() {
            // S0 anywhere; bytes before it (the MPA start-up) sent and some not acknowledged.
            let sent: u32 = rng.gen();
            let r = RingConn { conn, next_seq: rng.gen(), sent, acked: sent.wrapping_sub(rng.gen_range(0..600)) };
            let live = q >= env.dead;
            b.live[q] = live;
            let (at, _) = layout.bit_addr(conn, r.next_seq);
            b.cfgs.push_back((q as u8, live, r, b.gmem.byte(at)));
            b.golden.push(r);
            b.wr_seq[q] = r.next_seq;
            b.offset[q] = rng.gen::<u32>() & !3;
        }
        b
    }

    /// One FPDU of `qp` into beats as mpa_tx makes them.
    fn push_fpdu(&mut self, qp: usize, bytes: &[u8], rng: &mut TestRng) {
        let mut lane = (self.offset[qp] % 8) as usize;
        self.offset[qp] = self.offset[qp].wrapping_add(bytes.len() as u32);
        let mut beat = match self.open.take() {
            Some(b) if b.qp as usize == qp && lane == 4 && rng.gen_bool(self.env.share) => {
                self.run.shared_beats += 1;
                b
            }
            Some(b) => {
                self.beats.push_back(b);
                Beat { data: 0, keep: 0, end: false, end_lo: false, qp: qp as u8 }
            }
            None => Beat { data: 0, keep: 0, end: false, end_lo: false, qp: qp as u8 },
        };
        for (k, &x) in bytes.iter().enumerate() {
            beat.data |= u64::from(x) << (8 * lane);
            beat.keep |= 1 << lane;
            lane += 1;
            if k + 1 == bytes.len() {
                beat.end = true;
                beat.end_lo = lane == 4;
                if lane == 4 {
                    self.open = Some(beat);
                    return;
                }
            }
            if lane == WORD {
                self.beats.push_back(beat);
                beat = Beat { data: 0, keep: 0, end: false, end_lo: false, qp: qp as u8 };
                lane = 0;
            }
        }
        if beat.keep != 0 {
            self.beats.push_back(beat);
        }
    }

    /// The chunks an FPDU is cut into (bytes of each) and their bitmap bytes from `seq`.
    fn chunk_counts(&self, mut seq: u32, len: usize) -> (u64, u64) {
        let mut chunks = 0;
        let mut bmp = 0;
        let mut left = len;
        while left > 0 {
            let c = left.min(CHUNK_BYTES);
            let o7 = (seq % 8) as usize;
            bmp += ((o7 + c - 1) / 8 + 1) as u64;
            chunks += 1;
            seq = seq.wrapping_add(c as u32);
            left -= c;
        }
        (chunks, bmp)
    }

    fn ring_of(&self, addr: u64) -> Option<(usize, bool)> {
        for q in 0..QPS {
            let c = self.golden[q].conn;
            let (a, b) = self.layout.ring_span(c);
            if (a..b).contains(&addr) {
                return Some((q, true));
            }
            let (a, b) = self.layout.bitmap_span(c);
            if (a..b).contains(&addr) {
                return Some((q, false));
            }
        }
        None
    }

    /// A DMA write as the block finished it: inside one QP's ring (at its next position,
    /// into free space) or its bitmap; applied to the block's memory.
    fn write_done(&mut self, addr: u64, len: u16, words: &[(u64, u8, bool)]) -> Result<(), String> {
        let len = usize::from(len);
        if len == 0 || words.len() != len.div_ceil(WORD) || words.iter().enumerate().any(|(k, w)| w.2 != (k + 1 == words.len())) {
            return Err(format!("write at {addr:#x} of {len} bytes: {} words, last flags {:?}", words.len(), words.iter().map(|w| w.2).collect::<Vec<_>>()));
        }
        let (q, ring) = self.ring_of(addr).ok_or_else(|| format!("write at {addr:#x} outside every ring and bitmap"))?;
        let (a, b) = if ring { self.layout.ring_span(self.golden[q].conn) } else { self.layout.bitmap_span(self.golden[q].conn) };
        if addr + len as u64 > b || addr < a {
            return Err(format!("write at {addr:#x} of {len} bytes runs out of QP {q}'s {} [{a:#x}, {b:#x})", if ring { "ring" } else { "bitmap" }));
        }
        if ring {
            if !self.live[q] {
                return Err(format!("ring write for QP {q}, not in RDMA mode"));
            }
            let want = self.layout.byte_addr(self.golden[q].conn, self.wr_seq[q]);
            if addr != want {
                return Err(format!("QP {q}: ring write at {addr:#x}, its next byte (seq {:#x}) is at {want:#x}", self.wr_seq[q]));
            }
            let end = self.wr_seq[q].wrapping_add(len as u32);
            let (una, _) = self.golden[q].unacked();
            if u64::from(end.wrapping_sub(una)) > self.layout.ring_bytes() {
                return Err(format!("QP {q}: ring write to seq {end:#x} overwrites unacknowledged bytes (first unacknowledged {una:#x})"));
            }
            if u64::from(end.wrapping_sub(una)) + CHUNK_BYTES as u64 > self.layout.ring_bytes() {
                self.run.near_full += 1;
            }
            self.wr_seq[q] = end;
            self.run.ring_writes += 1;
            if addr + len as u64 == b {
                self.run.wraps += 1;
            }
        } else {
            self.run.bitmap_writes += 1;
        }
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.0.to_le_bytes()).take(len).collect();
        self.dmem.write(addr, &bytes);
        Ok(())
    }

    /// The bytes of QP `q` from `from` to `to` (sequence numbers) and their bitmap bits in
    /// both memories.
    fn compare(&self, q: usize, from: u32, to: u32, what: &str) -> Result<(), String> {
        let c = self.golden[q].conn;
        let mut s = from;
        while s != to {
            let at = self.layout.byte_addr(c, s);
            let (g, d) = (self.gmem.byte(at), self.dmem.byte(at));
            if g != d {
                return Err(format!("QP {q} ({what}): ring byte of seq {s:#x} is {d:#04x}, golden {g:#04x}"));
            }
            let (at, bit) = self.layout.bit_addr(c, s);
            let (g, d) = (self.gmem.byte(at) >> bit & 1, self.dmem.byte(at) >> bit & 1);
            if g != d {
                return Err(format!("QP {q} ({what}): bitmap bit of seq {s:#x} is {d}, golden {g}"));
            }
            s = s.wrapping_add(1);
        }
        Ok(())
    }

    pub fn run(&mut self, dut: &mut dyn Dut<In = RingIn, Out = RingOut>, n: u64, rng: &mut TestRng) -> Result<RingRun, String> {
        let base = dut.eval(&config(&self.layout));
        let ready = ReadyGen::new(self.env.stall);
        let mut stuck = 0u64;
        let mut quiet = 0;
        let mut made = 0u64;
        let mut held = false;
        loop {
            self.run.cycles += 1;
            // The source: FPDUs of random QPs, runs of one QP common.
            if self.beats.len() < 4 && made < n && self.cfgs.is_empty() {
                let q = rng.gen_range(0..QPS);
                let runs = if rng.gen_bool(0.5) { rng.gen_range(1..6) } else { 1 };
                for _ in 0..runs {
                    let len = rng.gen_range(MIN_FPDU / 4..=self.env.max_len / 4) * 4;
                    let bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
                    self.push_fpdu(q, &bytes, rng);
                    if self.live[q] {
                        self.owed[q].push_back(bytes);
                    } else {
                        // Chunks of a dead QP: words of 8 bytes, 256 a chunk.
                        self.exp_dropped += len.div_ceil(CHUNK_BYTES) as u64;
                    }
                    made += 1;
                    self.run.fpdus += 1;
                    self.run.bytes += len as u64;
                }
                if made >= n {
                    if let Some(b) = self.open.take() {
                        self.beats.push_back(b);
                    }
                }
            }
            // The TOE acknowledges a QP's SENT bytes at random.
            if self.acked_on.is_none() && rng.gen_bool(self.env.ack_rate) {
                let behind: Vec<usize> = (0..QPS).filter(|&q| self.golden[q].in_ring() > 0).collect();
                if !behind.is_empty() {
                    let q = behind[rng.gen_range(0..behind.len())];
                    let g = &self.golden[q];
                    let most = if self.env.ack_step == 0 { g.in_ring() } else { g.in_ring().min(self.env.ack_step) };
                    let to = g.acked.wrapping_add(rng.gen_range(1..=most) as u32);
                    self.acked_on = Some((q as u8, to));
                }
            }
            let mut i = RingIn { m_wr_ready: ready.drive(rng), m_wd_ready: ready.drive(rng), m_send_ready: ready.drive(rng), ..config(&self.layout) };
            if let Some(b) = self.beats.front() {
                // A beat once offered stays offered until taken (the channel rule).
                if held || rng.gen_bool(self.env.rate) {
                    (i.s_valid, i.s_data, i.s_keep, i.s_fpdu_end, i.s_end_lo, i.s_conn) = (true, b.data, b.keep, b.end, b.end_lo, b.qp);
                }
            }
            if let Some(&(q, live, r, kept)) = self.cfgs.front() {
                (i.s_cfg_valid, i.s_cfg_qp, i.s_cfg_live, i.s_cfg_conn, i.s_cfg_seq, i.s_cfg_sent, i.s_cfg_acked, i.s_cfg_kept) =
                    (true, q, live, r.conn, r.next_seq, r.sent, r.acked, kept);
            }
            if let Some((q, v)) = self.acked_on {
                (i.s_acked_valid, i.s_acked_qp, i.s_acked_value) = (true, q, v);
            }
            if let Some(&ok) = self.ans.front() {
                if rng.gen_bool(0.5) {
                    i.s_ans_valid = true;
                    i.s_ans_status = if ok { host_status::OK } else { host_status::FULL } as u8;
                }
            }
            let o = dut.eval(&i);
            let mut progress = false;
            held = i.s_valid && !o.s_ready;
            if i.s_valid && o.s_ready {
                self.beats.pop_front();
                progress = true;
            }
            if i.s_cfg_valid && o.s_cfg_ready {
                self.cfgs.pop_front();
                progress = true;
            }
            if i.s_acked_valid && o.s_acked_ready {
                let (q, v) = self.acked_on.take().unwrap();
                self.golden[q as usize].acked(v);
                self.run.acked_events += 1;
                progress = true;
            }
            if i.s_ans_valid && o.s_ans_ready {
                if !self.ans.pop_front().unwrap() {
                    self.run.refused += 1;
                }
            }
            if o.m_wr_valid && i.m_wr_ready {
                if self.wr.is_some() {
                    return Err("a write request before the last one's words".into());
                }
                self.wr = Some((o.m_wr_addr, o.m_wr_len, Vec::new()));
                progress = true;
            }
            if o.m_wd_valid && i.m_wd_ready {
                let (addr, len, mut words) = self.wr.take().ok_or("write data with no request")?;
                words.push((o.m_wd_data, o.m_wd_keep, o.m_wd_last));
                if o.m_wd_last {
                    self.write_done(addr, len, &words)?;
                } else {
                    self.wr = Some((addr, len, words));
                }
                progress = true;
            }
            if o.m_send_valid && i.m_send_ready {
                if o.m_send_op != host_op::SEND as u8 {
                    return Err(format!("command op {} is not SEND", o.m_send_op));
                }
                let q = (0..QPS).find(|&q| self.golden[q].conn == o.m_send_conn).ok_or_else(|| format!("SEND for connection {} of no QP", o.m_send_conn))?;
                let bytes = self.owed[q].pop_front().ok_or_else(|| format!("SEND for QP {q} with no FPDU owed"))?;
                let seq = self.golden[q].next_seq;
                let (chunks, bmp) = self.chunk_counts(seq, bytes.len());
                self.exp_chunks += chunks;
                self.exp_bmp += bmp;
                let want = self.golden[q].record(&self.layout, &mut self.gmem, &bytes).map_err(|e| format!("QP {q}: golden has no room for the FPDU the block sent: {e:?}"))?;
                if want != (Send { conn: o.m_send_conn, n: o.m_send_n }) {
                    return Err(format!("SEND (conn {}, {} bytes), golden {want:?}", o.m_send_conn, o.m_send_n));
                }
                // The record, and the bytes sharing its first bitmap byte that are not acknowledged.
                let (una, _) = self.golden[q].unacked();
                let back = (seq % 8).min(seq.wrapping_sub(una));
                self.compare(q, seq.wrapping_sub(back), self.golden[q].next_seq, "at SEND")
                    .map_err(|e| format!("{e}; the record: seq {seq:#x}, {} bytes, {} bytes before it compared", bytes.len(), back))?;
                self.ans.push_back(!rng.gen_bool(self.env.refuse));
                self.run.sends += 1;
                progress = true;
            }
            dut.tick();
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > 50_000 {
                return Err(format!(
                    "hang: {} FPDUs made, {} beats queued, owed {:?}, block idle {}, ready {}",
                    made,
                    self.beats.len(),
                    self.owed.iter().map(|o| o.len()).collect::<Vec<_>>(),
                    o.idle,
                    o.s_ready
                ));
            }
            let settled = made >= n && self.beats.is_empty() && self.owed.iter().all(|o| o.is_empty()) && self.ans.is_empty() && self.acked_on.is_none() && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 4 {
                break;
            }
        }
        for q in 0..QPS {
            let (from, to) = self.golden[q].unacked();
            self.compare(q, from, to, "at the end")?;
        }
        self.run.chunks = self.exp_chunks;
        self.run.dropped_chunks = self.exp_dropped;
        let o = dut.eval(&config(&self.layout));
        let got = (
            u64::from(o.cnt_chunks.wrapping_sub(base.cnt_chunks)),
            u64::from(o.cnt_sends.wrapping_sub(base.cnt_sends)),
            u64::from(o.cnt_dropped.wrapping_sub(base.cnt_dropped)),
            u64::from(o.cnt_refused.wrapping_sub(base.cnt_refused)),
            u64::from(o.cnt_bmp_bytes.wrapping_sub(base.cnt_bmp_bytes)),
        );
        let want = (self.exp_chunks, self.run.sends, self.exp_dropped, self.run.refused, self.exp_bmp);
        if got != want {
            return Err(format!("counters (chunks, sends, dropped, refused, bitmap bytes) {got:?}, the bench's {want:?}"));
        }
        Ok(self.run.clone())
    }
}
