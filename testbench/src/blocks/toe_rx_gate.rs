//! toe_rx_gate: port binding, stimulus and scoreboard against golden's `toe_seq::gate`.
//!
//! Segments' payloads stream in at lane 0 (as toe_rx_parse sends them) with one command per
//! segment (deliver `take` bytes from `skip`, or discard; some segments have no payload);
//! every delivery out must carry its command's connection and sequence number on every beat,
//! its bytes equal to golden's slice, `keep` a run of low lanes ending on the last beat, the
//! lanes past it zero; nothing comes out for a discarded payload; the counters match.
//!
//! Reassembly (issue 15): a `keep` segment's bytes leave on the area port, equal to golden's
//! slice, with toe_area_wr's command (connection, sequence number, length) beside them, and
//! nothing of them reaches the ULP; a `replay` segment is followed on the ULP by its held
//! block, asked of a model of the area's reader in pieces of at most 32 KiB (each read
//! command checked: connection, sequence number, length) whose bytes come back with junk past
//! `keep`, each piece one delivery with its own sequence number; no read is asked while a
//! kept segment's command or bytes are still untaken or the model of toe_area_wr is busy.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::{packet_beats, ReadyGen, StreamSource, LANES};
use crate::verilated;
use iwarp_golden::toe_seq::{gate, RxText};
use iwarp_model::toe::rx_gate::ToeRxGate;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `toe_rx_gate`.
    GateIn, GateOut, ToeRxGate, verilated::toe_rx_gate::Model,
    inputs {
        reset: bool,
        s_cmd.valid: bool, s_cmd.deliver: bool, s_cmd.conn: u16, s_cmd.seq: u32, s_cmd.skip: u16, s_cmd.take: u16, s_cmd.len: u16,
        s_cmd.keep: bool, s_cmd.replay: bool, s_cmd.r_seq: u32, s_cmd.r_len: u32,
        s_data: u64, s_keep: u8, s_last: bool, s_valid: bool,
        m_ready: bool, m_area_ready: bool, m_acmd.ready: bool, area_idle: bool, m_rp.ready: bool,
        s_rp_data: u64, s_rp_keep: u8, s_rp_last: bool, s_rp_valid: bool,
    }
    outputs {
        s_cmd.ready: bool, s_ready: bool,
        m_data: u64, m_keep: u8, m_last: bool, m_conn: u16, m_seq: u32, m_valid: bool,
        m_area_data: u64, m_area_keep: u8, m_area_last: bool, m_area_valid: bool,
        m_acmd.valid: bool, m_acmd.conn: u16, m_acmd.seq: u32, m_acmd.len: u16,
        m_rp.valid: bool, m_rp.conn: u16, m_rp.seq: u32, m_rp.len: u16, s_rp_ready: bool,
        cnt_bytes: u32, cnt_segments: u32,
    }
);

pub type GateDut = Box<dyn Dut<In = GateIn, Out = GateOut>>;

pub fn gate_dut(kind: BackendKind, test: &str) -> GateDut {
    build::<ToeRxGate, verilated::toe_rx_gate::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = GateIn, Out = GateOut>) {
    for _ in 0..2 {
        dut.eval(&GateIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// A segment's payload and the engine's decision for it.
#[derive(Clone, Debug)]
pub struct Seg {
    pub payload: Vec<u8>,
    pub conn: u16,
    pub seq: u32,
    pub text: RxText,
    /// A delivery's bytes go to the reassembly area instead (the engine's `keep`).
    pub keep: bool,
    /// A held block replayed after the segment: its first sequence number and length.
    pub replay: Option<(u32, u32)>,
}

/// A replay's piece: what the gate asks of the area's reader at most.
pub const PIECE: u32 = 32 * 1024;

/// The area's byte with sequence number `seq` of `conn` in the model of host memory.
pub fn area_byte(conn: u16, seq: u32) -> u8 {
    (seq.wrapping_mul(0x9E37_79B1) >> 24) as u8 ^ conn as u8
}

/// The area's bytes `seq .. seq + len` of `conn`.
pub fn area_bytes(conn: u16, seq: u32, len: u32) -> Vec<u8> {
    (0..len).map(|i| area_byte(conn, seq.wrapping_add(i))).collect()
}

impl Seg {
    /// A random segment: payload lengths from 0 to jumbo, deliveries from any byte to any
    /// later one (the whole payload often, one byte sometimes), or a discarded payload.
    pub fn random(rng: &mut TestRng) -> Self {
        let len: usize = match rng.gen_range(0..10) {
            0 => 0,
            1..=2 => rng.gen_range(1..=16),
            3..=7 => rng.gen_range(17..=1460),
            8 => rng.gen_range(1461..=9000),
            _ => [1448, 1460, 8948, 8960][rng.gen_range(0..4)],
        };
        let payload: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
        let text = if len == 0 || rng.gen_bool(0.15) {
            [RxText::None, RxText::OutOfOrder, RxText::Duplicate][rng.gen_range(0..3)]
        } else {
            let skip = match rng.gen_range(0..4) {
                0..=1 => 0,
                2 => rng.gen_range(0..len.min(16)),
                _ => rng.gen_range(0..len),
            } as u32;
            let left = len as u32 - skip;
            let take = match rng.gen_range(0..5) {
                0..=2 => left,
                3 => rng.gen_range(0..=left),
                _ => left.min(rng.gen_range(0..=16)),
            };
            RxText::Deliver { skip, take, trimmed: take < left }
        };
        Seg { payload, conn: rng.gen_range(0..1024), seq: rng.gen(), text, keep: false, replay: None }
    }

    /// [`Seg::random`] with the reassembly routes: a delivery kept for the area (one in
    /// six), or followed by a replay (one in eight; up to 100,000 bytes, so several pieces
    /// at times, near the 2^32 wrap at times).
    pub fn random_reasm(rng: &mut TestRng) -> Self {
        let mut s = Seg::random(rng);
        if let RxText::Deliver { take, .. } = s.text {
            if take > 0 && rng.gen_bool(1.0 / 6.0) {
                s.keep = true;
            } else if rng.gen_bool(1.0 / 8.0) {
                let len = match rng.gen_range(0..4) {
                    0 => rng.gen_range(1..=64),
                    1..=2 => rng.gen_range(65..=9000),
                    _ => rng.gen_range(PIECE - 8..=100_000),
                };
                let seq = if rng.gen_bool(0.1) { u32::MAX - rng.gen_range(0..20_000) } else { rng.gen() };
                s.replay = Some((seq, len));
            }
        }
        s
    }

    fn command(&self) -> GateIn {
        let (deliver, skip, take) = match self.text {
            RxText::Deliver { skip, take, .. } => (true, skip as u16, take as u16),
            _ => (false, 0, 0),
        };
        let (r_seq, r_len) = self.replay.unwrap_or_default();
        GateIn {
            s_cmd_valid: true,
            s_cmd_deliver: deliver && !self.keep,
            s_cmd_keep: self.keep,
            s_cmd_replay: self.replay.is_some(),
            s_cmd_r_seq: r_seq,
            s_cmd_r_len: r_len,
            s_cmd_conn: self.conn,
            s_cmd_seq: self.seq,
            s_cmd_skip: skip,
            s_cmd_take: take,
            s_cmd_len: self.payload.len() as u16,
            ..Default::default()
        }
    }
}

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct GateRun {
    pub cycles: u64,
    pub segments: u64,
    pub deliveries: u64,
    /// Bytes delivered and compared.
    pub bytes: u64,
    /// Payload bytes discarded (before, after or instead of a delivery).
    pub discarded: u64,
    /// Kept segments and their bytes out on the area port; replay pieces and their bytes.
    pub kept: u64,
    pub kept_bytes: u64,
    pub pieces: u64,
    pub replayed_bytes: u64,
}

/// Junk in the lanes past a piece's last byte (the area reader's words are whole).
const JUNK: u64 = 0xA5A5_A5A5_A5A5_A5A5;
/// Cycles the model of toe_area_wr stays busy after a kept segment's last byte, at most:
/// mostly a few, at times long enough (its DMA writes backpressured) to outlast the next
/// segment's delivery, so a replay after it must wait.
const AREA_TAIL: u32 = 6;
const AREA_TAIL_LONG: u32 = 400;

/// One output port's checker: deliveries expected in order, bytes assembled.
#[derive(Default)]
struct Port {
    expect: VecDeque<(u16, u32, Vec<u8>)>,
    got: Vec<u8>,
}

impl Port {
    /// A beat taken: returns the delivery finished with it (its bytes), if any.
    fn beat(&mut self, what: &str, n_done: u64, conn: u16, seq: u32, data: u64, keep: u8, last: bool, check_id: bool) -> Result<Option<usize>, String> {
        let (c, s, want) = self.expect.front().ok_or_else(|| format!("{what}: a beat out with no delivery expected: conn {conn} seq {seq:#x}"))?;
        if check_id && (conn, seq) != (*c, *s) {
            return Err(format!("{what} {n_done}: beat for conn {conn} seq {seq:#x}, expected conn {c} seq {s:#x}"));
        }
        let n = keep.trailing_ones() as usize;
        if keep != ((1u16 << n) - 1) as u8 || n == 0 || (n < LANES && !last) {
            return Err(format!("{what} {n_done}: keep {keep:#010b} (last {last})"));
        }
        if n < LANES && data >> (8 * n) != 0 {
            return Err(format!("{what} {n_done}: lanes past keep not zero: {data:#018x}"));
        }
        self.got.extend((0..n).map(|l| (data >> (8 * l)) as u8));
        if last {
            if &self.got != want {
                return Err(format!("{what} {n_done} (conn {c}): {} bytes out, golden {}; first difference at {:?}", self.got.len(), want.len(), self.got.iter().zip(want.iter()).position(|(a, b)| a != b)));
            }
            let len = self.got.len();
            self.got.clear();
            self.expect.pop_front();
            return Ok(Some(len));
        } else if self.got.len() >= want.len() {
            return Err(format!("{what} {n_done}: {} bytes and no last beat (golden {})", self.got.len(), want.len()));
        }
        Ok(None)
    }
}

/// Streams `segs` (idle on every input, backpressure on every output) and checks every
/// delivery, kept segment and replay piece.
pub fn run(dut: &mut dyn Dut<In = GateIn, Out = GateOut>, segs: &[Seg], idle: f64, stall: f64, rng: &mut TestRng) -> Result<GateRun, String> {
    let ready = ReadyGen::new(stall);
    let mut src = StreamSource::new(idle);
    let mut rp_src = StreamSource::new(idle);
    for s in segs.iter().filter(|s| !s.payload.is_empty()) {
        src.push_packet(packet_beats(&s.payload, 0));
    }
    let start = dut.eval(&GateIn::default());
    let mut r = GateRun::default();
    let (mut ulp, mut area) = (Port::default(), Port::default());
    // Read commands expected (conn, seq, len), and kept segments' commands (conn, seq, len).
    let mut rp_expect: VecDeque<(u16, u32, u16)> = VecDeque::new();
    let mut acmd_expect: VecDeque<(u16, u32, u16)> = VecDeque::new();
    // The model of toe_area_wr: commands taken whose bytes are not all in, cycles still busy.
    let (mut area_open, mut area_tail) = (0u32, 0u32);
    let mut next = 0usize;
    let mut cmd_on = false;
    let total: usize = segs.iter().map(|s| s.payload.len() / LANES + 2 + s.replay.map_or(0, |(_, l)| l as usize / LANES + 8)).sum();
    let limit = 1_000 + total as u64 * 40;
    while next < segs.len() || src.pending() > 0 || rp_src.pending() > 0 || !ulp.expect.is_empty() || !area.expect.is_empty() || !rp_expect.is_empty() || !acmd_expect.is_empty() {
        if r.cycles > limit {
            return Err(format!(
                "hang: {next} of {} commands, {} beats left, {} deliveries, {} kept, {} reads, {} area commands waiting after {} cycles",
                segs.len(),
                src.pending(),
                ulp.expect.len(),
                area.expect.len(),
                rp_expect.len(),
                acmd_expect.len(),
                r.cycles
            ));
        }
        if !cmd_on && next < segs.len() && !rng.gen_bool(idle) {
            cmd_on = true;
        }
        let (valid, beat) = src.drive(rng);
        let (rp_valid, rp_beat) = rp_src.drive(rng);
        let rd = ready.drive(rng);
        let area_rd = area_open > 0 && ready.drive(rng);
        let acmd_rd = ready.drive(rng);
        let rp_rd = ready.drive(rng);
        let mut input = if cmd_on { segs[next].command() } else { GateIn::default() };
        input.s_data = beat.data;
        input.s_keep = beat.keep;
        input.s_last = beat.last;
        input.s_valid = valid;
        input.m_ready = rd;
        input.m_area_ready = area_rd;
        input.m_acmd_ready = acmd_rd;
        input.area_idle = area_open == 0 && area_tail == 0;
        input.m_rp_ready = rp_rd;
        input.s_rp_data = rp_beat.data;
        input.s_rp_keep = rp_beat.keep;
        input.s_rp_last = rp_beat.last;
        input.s_rp_valid = rp_valid;
        let o = dut.eval(&input);
        if o.m_valid && rd {
            if let Some(n) = ulp.beat("delivery", r.deliveries, o.m_conn, o.m_seq, o.m_data, o.m_keep, o.m_last, true)? {
                r.bytes += n as u64;
                r.deliveries += 1;
            }
        }
        area_tail = area_tail.saturating_sub(1);
        if o.m_area_valid && area_rd {
            if let Some(n) = area.beat("kept segment", r.kept, 0, 0, o.m_area_data, o.m_area_keep, o.m_area_last, false)? {
                r.kept += 1;
                r.kept_bytes += n as u64;
                area_open -= 1;
                area_tail = if rng.gen_bool(0.3) { rng.gen_range(0..=AREA_TAIL_LONG) } else { rng.gen_range(0..=AREA_TAIL) };
            }
        }
        if o.m_acmd_valid && acmd_rd {
            let want = acmd_expect.pop_front().ok_or("an area command with no kept segment")?;
            if (o.m_acmd_conn, o.m_acmd_seq, o.m_acmd_len) != want {
                return Err(format!("area command conn {} seq {:#x} len {}, expected {want:?}", o.m_acmd_conn, o.m_acmd_seq, o.m_acmd_len));
            }
            area_open += 1;
        }
        if o.m_rp_valid {
            if area_open > 0 || area_tail > 0 || !acmd_expect.is_empty() {
                return Err(format!("a replay read asked before the area's writes were done ({area_open} open, {area_tail} busy cycles, {} commands untaken)", acmd_expect.len()));
            }
            if rp_rd {
                let want = rp_expect.pop_front().ok_or("a replay read with no replay due")?;
                if (o.m_rp_conn, o.m_rp_seq, o.m_rp_len) != want {
                    return Err(format!("replay read conn {} seq {:#x} len {}, expected {want:?}", o.m_rp_conn, o.m_rp_seq, o.m_rp_len));
                }
                let mut beats = packet_beats(&area_bytes(want.0, want.1, want.2 as u32), 0);
                let last = beats.last_mut().unwrap();
                let n = last.keep.count_ones();
                if (n as usize) < LANES {
                    last.data |= JUNK << (8 * n);
                }
                rp_src.push_packet(beats);
                r.pieces += 1;
                r.replayed_bytes += u64::from(want.2);
            }
        }
        if cmd_on && o.s_cmd_ready {
            let s = &segs[next];
            let out = gate(&s.payload, &s.text);
            if !out.is_empty() {
                if s.keep {
                    area.expect.push_back((s.conn, s.seq, out.to_vec()));
                    acmd_expect.push_back((s.conn, s.seq, out.len() as u16));
                } else {
                    ulp.expect.push_back((s.conn, s.seq, out.to_vec()));
                }
            }
            if let Some((seq, len)) = s.replay {
                let mut off = 0u32;
                while off < len {
                    let n = (len - off).min(PIECE);
                    let at = seq.wrapping_add(off);
                    rp_expect.push_back((s.conn, at, n as u16));
                    ulp.expect.push_back((s.conn, at, area_bytes(s.conn, at, n)));
                    off += n;
                }
            }
            r.discarded += (s.payload.len() - out.len()) as u64;
            r.segments += 1;
            next += 1;
            cmd_on = false;
        }
        dut.tick();
        src.advance(valid && o.s_ready);
        rp_src.advance(rp_valid && o.s_rp_ready);
        r.cycles += 1;
    }
    let o = dut.eval(&GateIn::default());
    if o.cnt_bytes.wrapping_sub(start.cnt_bytes) as u64 != r.bytes || o.cnt_segments.wrapping_sub(start.cnt_segments) as u64 != r.segments {
        return Err(format!("counters moved by {} bytes / {} segments; {} / {} checked", o.cnt_bytes.wrapping_sub(start.cnt_bytes), o.cnt_segments.wrapping_sub(start.cnt_segments), r.bytes, r.segments));
    }
    Ok(r)
}
