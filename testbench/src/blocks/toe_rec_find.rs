//! toe_rec_find: port binding, host memory (the connections' record-end bitmaps) and
//! scoreboard against golden's `toe_send::last_end_within`.
//!
//! Each connection holds a window of its ring: ULP records from a base sequence number on,
//! their ends marked in the bitmap the way the host driver writes it (a bit at each record's
//! last byte, the other bits of the bytes it wrote cleared). Every other bitmap bit is stale
//! (bits of records long acknowledged, here a hash of the address), so a block that reads past
//! its range, or masks a word's edges wrongly, finds ends that are not there. Queries start
//! anywhere in a window, with limits from one byte to 65535, across the ring's end and the
//! 2^32 wrap. The scoreboard checks every read (8-byte aligned, at most 4 KiB, inside one
//! page, inside the connection's bitmap, tags in order) and that a query's reads cover
//! exactly the words of its range in order, returns the words in order after a random
//! latency with gaps, and compares each answer with golden's, computed from the records
//! themselves (not from the bitmap).

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_golden::toe_send::last_end_within;
use iwarp_model::toe::rec_find::ToeRecFind;
use rand::Rng;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

crate::bind_ports!(
    /// Inputs of `toe_rec_find`.
    FindIn, FindOut, ToeRecFind, verilated::toe_rec_find::Model,
    inputs {
        reset: bool, cfg_bitmap_base: u64, cfg_ring_shift: u8,
        s_q.valid: bool, s_q.conn: u16, s_q.start: u32, s_q.limit: u16,
        m_a.ready: bool, m_dma_rd.ready: bool, s_dma_data_valid: bool, s_dma_data: u64,
    }
    outputs {
        s_q.ready: bool, m_a.valid: bool, m_a.conn: u16, m_a.found: bool, m_a.found_off: u16,
        m_dma_rd.valid: bool, m_dma_rd.addr: u64, m_dma_rd.len: u16, m_dma_rd.tag: u8,
        s_dma_data_ready: bool, cnt_queries: u32, cnt_words: u32,
    }
);

pub type FindDut = Box<dyn Dut<In = FindIn, Out = FindOut>>;

pub fn find_dut(kind: BackendKind, test: &str) -> FindDut {
    build::<ToeRecFind, verilated::toe_rec_find::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = FindIn, Out = FindOut>) {
    for _ in 0..2 {
        dut.eval(&FindIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

const PAGE: u64 = 4096;
const WORD_BYTES: u64 = 8;
const WORD_BITS: u64 = 64;

/// One connection's part of its ring: records from `base` on, `len` bytes.
#[derive(Clone, Debug)]
pub struct Window {
    pub base: u32,
    pub len: u32,
    /// Record ends (sequence numbers after each record's last byte), in order.
    pub ends: Vec<u32>,
    end_set: BTreeSet<u32>,
}

/// The rings' configuration and contents: host memory as the block sees it.
#[derive(Clone, Debug)]
pub struct Rings {
    pub base: u64,
    pub shift: u8,
    pub windows: BTreeMap<u16, Window>,
}

fn stale(addr: u64) -> u64 {
    // splitmix64: stale bits of records long gone.
    let mut z = addr.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Rings {
    pub fn ring_bytes(&self) -> u64 {
        1 << self.shift
    }

    /// Connection `conn`'s bitmap: its first byte and its size.
    pub fn bitmap(&self, conn: u16) -> (u64, u64) {
        let size = self.ring_bytes() / 8;
        (self.base + conn as u64 * size, size)
    }

    /// Random rings: `conns` connections, record sizes of every scale.
    pub fn random(rng: &mut TestRng, conns: usize) -> Self {
        let shift = [17u8, 18, 20, 24][rng.gen_range(0..4)];
        let base = rng.gen_range(1u64..1 << 40) * PAGE;
        let mut rings = Rings { base, shift, windows: BTreeMap::new() };
        while rings.windows.len() < conns {
            let conn = rng.gen_range(0..1024u16);
            let ring = rings.ring_bytes() as u32;
            let len = rng.gen_range(ring / 2..=ring);
            // The window's base: anywhere (across 2^32 too), or just before the ring's end.
            let base = if rng.gen_bool(0.3) { (rng.gen::<u32>() & !(ring - 1)).wrapping_add(ring - rng.gen_range(1..70_000)) } else { rng.gen() };
            let scale: u32 = [4, 64, 1500, 9000, 70_000][rng.gen_range(0..5)];
            let mut ends = Vec::new();
            let mut at = 0u32;
            loop {
                at += rng.gen_range(1..=2 * scale);
                if at > len {
                    break;
                }
                ends.push(base.wrapping_add(at));
            }
            let end_set = ends.iter().copied().collect();
            rings.windows.insert(conn, Window { base, len, ends, end_set });
        }
        rings
    }

    /// The 64-bit bitmap word at `addr` (8-byte aligned, inside `conn`'s bitmap): the
    /// window's bytes as the driver wrote them, stale bits elsewhere.
    pub fn word(&self, conn: u16, addr: u64) -> u64 {
        let w = &self.windows[&conn];
        let ring = self.ring_bytes();
        let (start, _) = self.bitmap(conn);
        let first_idx = (addr - start) * 8;
        let mut v = stale(addr);
        for j in 0..WORD_BITS {
            let idx = first_idx + j;
            // The byte of the window at ring offset idx, if any.
            let from_base = (idx + ring - w.base as u64 % ring) % ring;
            if from_base < w.len as u64 {
                let seq = w.base.wrapping_add(from_base as u32);
                let bit = w.end_set.contains(&seq.wrapping_add(1));
                v = (v & !(1 << j)) | ((bit as u64) << j);
            }
        }
        v
    }

    /// The words a query reads, in order.
    pub fn words_of(&self, conn: u16, start: u32, limit: u16) -> Vec<u64> {
        let ring = self.ring_bytes();
        let (bm, _) = self.bitmap(conn);
        let first = start as u64 % ring / WORD_BITS;
        let n = (start as u64 % WORD_BITS + limit as u64).div_ceil(WORD_BITS);
        let ring_words = ring / WORD_BITS;
        (0..n).map(|i| bm + (first + i) % ring_words * WORD_BYTES).collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Query {
    pub conn: u16,
    pub start: u32,
    pub limit: u16,
}

impl Query {
    /// A random query inside a random window.
    pub fn random(rng: &mut TestRng, rings: &Rings) -> Self {
        let conns: Vec<u16> = rings.windows.keys().copied().collect();
        let conn = conns[rng.gen_range(0..conns.len())];
        let w = &rings.windows[&conn];
        let off = match rng.gen_range(0..4) {
            0 => 0,
            1 => w.len.saturating_sub(rng.gen_range(1..200)),
            _ => rng.gen_range(0..w.len),
        };
        let room = (w.len - off).clamp(1, u16::MAX as u32) as u16;
        let limit = match rng.gen_range(0..5) {
            0 => rng.gen_range(1..=64.min(room)),
            1 => 1460.min(room),
            2 => 8960.min(room),
            3 => room,
            _ => rng.gen_range(1..=room),
        };
        Query { conn, start: w.base.wrapping_add(off), limit }
    }

    /// Golden's answer, from the window's records.
    pub fn expect(&self, rings: &Rings) -> Option<u32> {
        last_end_within(rings.windows[&self.conn].ends.iter().copied(), self.start, self.limit as u32)
    }
}

/// Traffic shaping of a run.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    pub idle: f64,
    /// Probability the answer's or the read channel's ready is low in a cycle.
    pub stall: f64,
    /// Memory latency range (cycles) and the probability of a gap in the returned words.
    pub latency: (u64, u64),
    pub gap: f64,
}

#[derive(Clone, Debug, Default)]
pub struct FindRun {
    pub cycles: u64,
    pub queries: u64,
    pub found: u64,
    pub words: u64,
    pub reads: u64,
    /// Queries whose range crosses the ring's end; reads that end at a page boundary
    /// before the range does.
    pub ring_wraps: u64,
    pub page_splits: u64,
}

/// Runs `queries` through `dut` against `rings`.
pub fn run(dut: &mut dyn Dut<In = FindIn, Out = FindOut>, rings: &Rings, queries: &[Query], shape: Shape, rng: &mut TestRng) -> Result<FindRun, String> {
    let mut r = FindRun::default();
    let ans_ready = ReadyGen::new(shape.stall);
    let rd_ready = ReadyGen::new(shape.stall);
    let quiet = FindIn { cfg_bitmap_base: rings.base, cfg_ring_shift: rings.shift, ..Default::default() };
    let first = dut.eval(&quiet);
    let (q0, w0) = (first.cnt_queries, first.cnt_words);
    let mut next = 0usize;
    let mut offer = false;
    // The query in the block: its expected words (popped as read) and golden's answer.
    let mut current: Option<(Query, VecDeque<u64>, Option<u32>)> = None;
    let mut pending: VecDeque<(u64, u64)> = VecDeque::new();
    let mut tag: Option<u8> = None;
    let limit = 10_000 + queries.iter().map(|q| 60 + q.limit as u64 / 2).sum::<u64>() * (1 + shape.latency.1 / 8);
    while (r.queries as usize) < queries.len() {
        if r.cycles > limit {
            return Err(format!("hang: {} of {} queries after {} cycles", r.queries, queries.len(), r.cycles));
        }
        if !offer && next < queries.len() && !rng.gen_bool(shape.idle) {
            offer = true;
        }
        let mut i = quiet;
        if offer {
            let q = queries[next];
            (i.s_q_valid, i.s_q_conn, i.s_q_start, i.s_q_limit) = (true, q.conn, q.start, q.limit);
        }
        i.m_a_ready = ans_ready.drive(rng);
        i.m_dma_rd_ready = rd_ready.drive(rng);
        if let Some(&(at, addr)) = pending.front() {
            if at <= r.cycles && !rng.gen_bool(shape.gap) {
                let conn = current.as_ref().ok_or("a word outstanding with no query")?.0.conn;
                i.s_dma_data_valid = true;
                i.s_dma_data = rings.word(conn, addr);
            }
        }
        let o = dut.eval(&i);
        if o.m_a_valid && i.m_a_ready {
            let (q, left, want) = current.take().ok_or("an answer with no query")?;
            if !left.is_empty() || !pending.is_empty() {
                return Err(format!("query {} ({q:?}) answered with {} words not read and {} not returned", r.queries, left.len(), pending.len()));
            }
            let got = o.m_a_found.then_some(o.m_a_found_off as u32);
            if (o.m_a_conn, got) != (q.conn, want) {
                return Err(format!("query {} ({q:?}): got conn {} answer {got:?}, golden {want:?}", r.queries, o.m_a_conn));
            }
            r.found += want.is_some() as u64;
            r.queries += 1;
        }
        if o.m_dma_rd_valid && i.m_dma_rd_ready {
            let (q, left, _) = current.as_mut().ok_or("a read with no query")?;
            let (addr, len) = (o.m_dma_rd_addr, o.m_dma_rd_len as u64);
            let (bm, size) = rings.bitmap(q.conn);
            if addr % WORD_BYTES != 0 || len % WORD_BYTES != 0 || len == 0 || len > PAGE || addr / PAGE != (addr + len - 1) / PAGE {
                return Err(format!("query {q:?}: read of {len} bytes at {addr:#x} breaks the DMA rules"));
            }
            if addr < bm || addr + len > bm + size {
                return Err(format!("query {q:?}: read of {len} bytes at {addr:#x} outside the connection's bitmap"));
            }
            let want_tag = *tag.get_or_insert(o.m_dma_rd_tag);
            if o.m_dma_rd_tag != want_tag {
                return Err(format!("read tag {}, expected {want_tag}", o.m_dma_rd_tag));
            }
            tag = Some(want_tag.wrapping_add(1));
            for k in 0..len / WORD_BYTES {
                let a = addr + k * WORD_BYTES;
                if left.pop_front() != Some(a) {
                    return Err(format!("query {q:?}: read of word {a:#x} out of its range or order"));
                }
                let at = (r.cycles + rng.gen_range(shape.latency.0..=shape.latency.1)).max(pending.back().map_or(0, |p| p.0));
                pending.push_back((at, a));
            }
            r.reads += 1;
            if !left.is_empty() && (addr + len) % PAGE == 0 {
                r.page_splits += 1;
            }
        }
        if i.s_dma_data_valid && o.s_dma_data_ready {
            pending.pop_front();
            r.words += 1;
        }
        if offer && o.s_q_ready {
            let q = queries[next];
            let words: VecDeque<u64> = rings.words_of(q.conn, q.start, q.limit).into();
            let ring = rings.ring_bytes();
            r.ring_wraps += (q.start as u64 % ring + q.limit as u64 > ring) as u64;
            if current.is_some() {
                return Err("a query taken while one is in the block".into());
            }
            current = Some((q, words, q.expect(rings)));
            next += 1;
            offer = false;
        }
        dut.tick();
        r.cycles += 1;
    }
    let o = dut.eval(&quiet);
    if (o.cnt_queries.wrapping_sub(q0) as u64, o.cnt_words.wrapping_sub(w0) as u64) != (r.queries, r.words) {
        return Err(format!("counters: {} queries, {} words; taken {}, {}", o.cnt_queries.wrapping_sub(q0), o.cnt_words.wrapping_sub(w0), r.queries, r.words));
    }
    Ok(r)
}
