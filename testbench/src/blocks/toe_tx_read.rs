//! toe_tx_read: port binding, host memory (the connections' send rings) and scoreboard.
//!
//! Each connection's ring holds a window of its byte stream: the byte with sequence number
//! s is `pattern_byte(conn, s)` (the test stream of `toe_host`), stored at ring offset
//! s mod ring the way the host driver writes it; every other ring byte is stale (a hash of
//! its address). A command asks for `len` bytes from `seq` inside a window; the payload the
//! block sends must be exactly the stream's bytes (so a wrong address, lane or shift shows
//! as wrong bytes), one packet with its first byte in lane 0 and full beats but the last.
//! Every read is checked (8-byte aligned, at most 4 KiB, inside one page and the
//! connection's ring, tags in order) and a command's reads must cover exactly its words in
//! order; the words return in order after a random latency with gaps; the payload is taken
//! under backpressure.

use super::toe_rec_find::Shape;
use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::toe_host::pattern_byte;
use crate::verilated;
use iwarp_model::toe::tx_read::ToeTxRead;
use rand::Rng;
use std::collections::{BTreeMap, VecDeque};

crate::bind_ports!(
    /// Inputs of `toe_tx_read`.
    ReadIn, ReadOut, ToeTxRead, verilated::toe_tx_read::Model,
    inputs {
        reset: bool, cfg_ring_base: u64, cfg_ring_shift: u8,
        s_rd.valid: bool, s_rd.conn: u16, s_rd.seq: u32, s_rd.len: u16,
        m_dma_rd.ready: bool, s_dma_data_valid: bool, s_dma_data: u64, m_pay_ready: bool,
    }
    outputs {
        s_rd.ready: bool, m_dma_rd.valid: bool, m_dma_rd.addr: u64, m_dma_rd.len: u16, m_dma_rd.tag: u8,
        s_dma_data_ready: bool, m_pay_data: u64, m_pay_keep: u8, m_pay_last: bool, m_pay_valid: bool,
        cnt_reads: u32, cnt_words: u32,
    }
);

pub type ReadDut = Box<dyn Dut<In = ReadIn, Out = ReadOut>>;

pub fn read_dut(kind: BackendKind, test: &str) -> ReadDut {
    build::<ToeTxRead, verilated::toe_tx_read::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = ReadIn, Out = ReadOut>) {
    for _ in 0..2 {
        dut.eval(&ReadIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

const PAGE: u64 = 4096;
const WORD: u64 = 8;

/// The rings: configuration and each connection's window (base sequence number, length).
#[derive(Clone, Debug)]
pub struct SendRings {
    pub base: u64,
    pub shift: u8,
    pub windows: BTreeMap<u16, (u32, u32)>,
}

fn stale(addr: u64) -> u8 {
    pattern_byte(0x5EED_0F_57A1E, addr)
}

impl SendRings {
    pub fn ring_bytes(&self) -> u64 {
        1 << self.shift
    }

    pub fn ring_of(&self, conn: u16) -> u64 {
        self.base + ((conn as u64) << self.shift)
    }

    pub fn random(rng: &mut TestRng, conns: usize) -> Self {
        let shift = [16u8, 17, 18, 20][rng.gen_range(0..4)];
        let mut r = SendRings { base: rng.gen_range(1u64..1 << 40) * PAGE, shift, windows: BTreeMap::new() };
        let ring = r.ring_bytes() as u32;
        while r.windows.len() < conns {
            let len = rng.gen_range(ring / 2..=ring);
            let base = if rng.gen_bool(0.3) { (rng.gen::<u32>() & !(ring - 1)).wrapping_add(ring - rng.gen_range(1..70_000.min(ring))) } else { rng.gen() };
            r.windows.insert(rng.gen_range(0..1024), (base, len));
        }
        r
    }

    /// The ring byte at `addr` of `conn`'s ring: the stream's byte there, or a stale one.
    pub fn byte(&self, conn: u16, addr: u64) -> u8 {
        let (base, len) = self.windows[&conn];
        let ring = self.ring_bytes();
        let x = addr - self.ring_of(conn);
        let from_base = (x + ring - base as u64 % ring) % ring;
        if from_base < len as u64 {
            pattern_byte(conn as u64, base.wrapping_add(from_base as u32) as u64)
        } else {
            stale(addr)
        }
    }

    pub fn word(&self, conn: u16, addr: u64) -> u64 {
        (0..WORD).fold(0u64, |v, i| v | (self.byte(conn, addr + i) as u64) << (8 * i))
    }

    /// The words a command reads, in order.
    pub fn words_of(&self, c: &Cmd) -> Vec<u64> {
        let ring = self.ring_bytes();
        let first = c.seq as u64 % ring / WORD;
        let n = (c.seq as u64 % WORD + c.len as u64).div_ceil(WORD);
        (0..n).map(|i| self.ring_of(c.conn) + (first + i) % (ring / WORD) * WORD).collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cmd {
    pub conn: u16,
    pub seq: u32,
    pub len: u16,
}

impl Cmd {
    pub fn random(rng: &mut TestRng, rings: &SendRings) -> Self {
        let conns: Vec<u16> = rings.windows.keys().copied().collect();
        let conn = conns[rng.gen_range(0..conns.len())];
        let (base, wlen) = rings.windows[&conn];
        let off = match rng.gen_range(0..4) {
            0 => 0,
            1 => wlen.saturating_sub(rng.gen_range(1..200)),
            _ => rng.gen_range(0..wlen),
        };
        let room = (wlen - off).clamp(1, u16::MAX as u32) as u16;
        let len = match rng.gen_range(0..5) {
            0 => rng.gen_range(1..=16.min(room)),
            1 => 1460.min(room),
            2 => 8960.min(room),
            3 => room,
            _ => rng.gen_range(1..=room.min(3000)),
        };
        Cmd { conn, seq: base.wrapping_add(off), len }
    }

    /// The payload: the stream's bytes.
    pub fn expect(&self) -> Vec<u8> {
        (0..self.len as u32).map(|i| pattern_byte(self.conn as u64, self.seq.wrapping_add(i) as u64)).collect()
    }
}

#[derive(Clone, Debug, Default)]
pub struct ReadRun {
    pub cycles: u64,
    pub commands: u64,
    pub bytes: u64,
    pub words: u64,
    pub reads: u64,
    /// Payloads across the ring's end; unaligned payloads; reads cut at a page's end.
    pub ring_wraps: u64,
    pub unaligned: u64,
    pub page_splits: u64,
}

pub fn run(dut: &mut dyn Dut<In = ReadIn, Out = ReadOut>, rings: &SendRings, cmds: &[Cmd], shape: Shape, rng: &mut TestRng) -> Result<ReadRun, String> {
    let mut r = ReadRun::default();
    let pay_ready = ReadyGen::new(shape.stall);
    let rd_ready = ReadyGen::new(shape.stall);
    let quiet = ReadIn { cfg_ring_base: rings.base, cfg_ring_shift: rings.shift, ..Default::default() };
    let first = dut.eval(&quiet);
    let (c0, w0) = (first.cnt_reads, first.cnt_words);
    let mut next = 0usize;
    let mut offer = false;
    // Commands taken: words still to be read (front: the one reading) and payloads to come.
    let mut reading: VecDeque<(Cmd, VecDeque<u64>)> = VecDeque::new();
    let mut payloads: VecDeque<(Cmd, Vec<u8>)> = VecDeque::new();
    let mut got: Vec<u8> = Vec::new();
    let mut pending: VecDeque<(u64, u16, u64)> = VecDeque::new();
    let mut tag: Option<u8> = None;
    let mut held = false;
    let limit = 10_000 + cmds.iter().map(|c| 40 + c.len as u64 / 4).sum::<u64>() * (1 + shape.latency.1 / 8);
    while (r.commands as usize) < cmds.len() {
        if r.cycles > limit {
            return Err(format!("hang: {} of {} payloads after {} cycles", r.commands, cmds.len(), r.cycles));
        }
        if !offer && next < cmds.len() && !rng.gen_bool(shape.idle) {
            offer = true;
        }
        let mut i = quiet;
        if offer {
            let c = cmds[next];
            (i.s_rd_valid, i.s_rd_conn, i.s_rd_seq, i.s_rd_len) = (true, c.conn, c.seq, c.len);
        }
        i.m_pay_ready = pay_ready.drive(rng);
        i.m_dma_rd_ready = rd_ready.drive(rng);
        if let Some(&(at, conn, addr)) = pending.front() {
            // A word presented stays presented until taken (gaps only between words).
            if held || (at <= r.cycles && !rng.gen_bool(shape.gap)) {
                i.s_dma_data_valid = true;
                i.s_dma_data = rings.word(conn, addr);
            }
        }
        let o = dut.eval(&i);
        if o.m_pay_valid && i.m_pay_ready {
            let (c, want) = payloads.front().ok_or("a payload beat with no command")?;
            let lanes = (o.m_pay_keep.trailing_ones()) as usize;
            if o.m_pay_keep != ((1u16 << lanes) - 1) as u8 || (!o.m_pay_last && lanes != 8) || lanes == 0 {
                return Err(format!("payload {} ({c:?}): beat with keep {:#04x}, last {}", r.commands, o.m_pay_keep, o.m_pay_last));
            }
            got.extend_from_slice(&o.m_pay_data.to_le_bytes()[..lanes]);
            if got.len() > want.len() || got[..] != want[..got.len()] {
                let at = got.iter().zip(want).position(|(a, b)| a != b).unwrap_or(want.len());
                return Err(format!("payload {} ({c:?}): byte {at} differs (got {} bytes)", r.commands, got.len()));
            }
            if o.m_pay_last {
                if got.len() != want.len() {
                    return Err(format!("payload {} ({c:?}): {} bytes, expected {}", r.commands, got.len(), want.len()));
                }
                r.bytes += got.len() as u64;
                got.clear();
                payloads.pop_front();
                r.commands += 1;
            }
        }
        if o.m_dma_rd_valid && i.m_dma_rd_ready {
            let (c, left) = reading.iter_mut().find(|(_, l)| !l.is_empty()).ok_or("a read with no command")?;
            let (addr, len) = (o.m_dma_rd_addr, o.m_dma_rd_len as u64);
            let ring = rings.ring_of(c.conn);
            if addr % WORD != 0 || len % WORD != 0 || len == 0 || len > PAGE || addr / PAGE != (addr + len - 1) / PAGE {
                return Err(format!("{c:?}: read of {len} bytes at {addr:#x} breaks the DMA rules"));
            }
            if addr < ring || addr + len > ring + rings.ring_bytes() {
                return Err(format!("{c:?}: read of {len} bytes at {addr:#x} outside the connection's ring"));
            }
            let want_tag = *tag.get_or_insert(o.m_dma_rd_tag);
            if o.m_dma_rd_tag != want_tag {
                return Err(format!("read tag {}, expected {want_tag}", o.m_dma_rd_tag));
            }
            tag = Some(want_tag.wrapping_add(1));
            for k in 0..len / WORD {
                let a = addr + k * WORD;
                if left.pop_front() != Some(a) {
                    return Err(format!("{c:?}: read of word {a:#x} out of its range or order"));
                }
                let at = (r.cycles + rng.gen_range(shape.latency.0..=shape.latency.1)).max(pending.back().map_or(0, |p| p.0));
                pending.push_back((at, c.conn, a));
            }
            r.reads += 1;
            if !left.is_empty() && (addr + len) % PAGE == 0 {
                r.page_splits += 1;
            }
        }
        held = i.s_dma_data_valid && !o.s_dma_data_ready;
        if i.s_dma_data_valid && o.s_dma_data_ready {
            pending.pop_front();
            r.words += 1;
        }
        if offer && o.s_rd_ready {
            let c = cmds[next];
            let ring = rings.ring_bytes();
            r.ring_wraps += (c.seq as u64 % ring + c.len as u64 > ring) as u64;
            r.unaligned += (c.seq % 8 != 0) as u64;
            reading.retain(|(_, l)| !l.is_empty());
            reading.push_back((c, rings.words_of(&c).into()));
            payloads.push_back((c, c.expect()));
            next += 1;
            offer = false;
        }
        dut.tick();
        r.cycles += 1;
    }
    let o = dut.eval(&quiet);
    if reading.iter().any(|(_, l)| !l.is_empty()) || !pending.is_empty() {
        return Err("words left unread after the last payload".into());
    }
    if (o.cnt_reads.wrapping_sub(c0) as u64, o.cnt_words.wrapping_sub(w0) as u64) != (r.commands, r.words) {
        return Err(format!("counters: {} commands, {} words; taken {}, {}", o.cnt_reads.wrapping_sub(c0), o.cnt_words.wrapping_sub(w0), r.commands, r.words));
    }
    Ok(r)
}
