//! toe_rx_gate: port binding, stimulus and scoreboard against golden's `toe_seq::gate`.
//!
//! Segments' payloads stream in at lane 0 (as toe_rx_parse sends them) with one command per
//! segment (deliver `take` bytes from `skip`, or discard; some segments have no payload);
//! every delivery out must carry its command's connection and sequence number on every beat,
//! its bytes equal to golden's slice, `keep` a run of low lanes ending on the last beat, the
//! lanes past it zero; nothing comes out for a discarded payload; the counters match.

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
        s_data: u64, s_keep: u8, s_last: bool, s_valid: bool,
        m_ready: bool,
    }
    outputs {
        s_cmd.ready: bool, s_ready: bool,
        m_data: u64, m_keep: u8, m_last: bool, m_conn: u16, m_seq: u32, m_valid: bool,
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
        Seg { payload, conn: rng.gen_range(0..1024), seq: rng.gen(), text }
    }

    fn command(&self) -> GateIn {
        let (deliver, skip, take) = match self.text {
            RxText::Deliver { skip, take, .. } => (true, skip as u16, take as u16),
            _ => (false, 0, 0),
        };
        GateIn {
            s_cmd_valid: true,
            s_cmd_deliver: deliver,
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
}

/// Streams `segs` (idle on both inputs, backpressure on the output) and checks every delivery.
pub fn run(dut: &mut dyn Dut<In = GateIn, Out = GateOut>, segs: &[Seg], idle: f64, stall: f64, rng: &mut TestRng) -> Result<GateRun, String> {
    let ready = ReadyGen::new(stall);
    let mut src = StreamSource::new(idle);
    for s in segs.iter().filter(|s| !s.payload.is_empty()) {
        src.push_packet(packet_beats(&s.payload, 0));
    }
    let start = dut.eval(&GateIn::default());
    let mut r = GateRun::default();
    let mut expect: VecDeque<(u16, u32, Vec<u8>)> = VecDeque::new();
    let mut got: Vec<u8> = Vec::new();
    let mut next = 0usize;
    let mut cmd_on = false;
    let total: usize = segs.iter().map(|s| s.payload.len() / LANES + 2).sum();
    let limit = 1_000 + total as u64 * 40;
    while next < segs.len() || src.pending() > 0 || !expect.is_empty() {
        if r.cycles > limit {
            return Err(format!("hang: {next} of {} commands, {} beats left, {} deliveries waiting after {} cycles", segs.len(), src.pending(), expect.len(), r.cycles));
        }
        if !cmd_on && next < segs.len() && !rng.gen_bool(idle) {
            cmd_on = true;
        }
        let (valid, beat) = src.drive(rng);
        let rd = ready.drive(rng);
        let mut input = if cmd_on { segs[next].command() } else { GateIn::default() };
        input.s_data = beat.data;
        input.s_keep = beat.keep;
        input.s_last = beat.last;
        input.s_valid = valid;
        input.m_ready = rd;
        let o = dut.eval(&input);
        if o.m_valid && rd {
            let (conn, seq, want) = expect.front().ok_or_else(|| format!("a beat out with no delivery expected: conn {} seq {:#x}", o.m_conn, o.m_seq))?;
            if (o.m_conn, o.m_seq) != (*conn, *seq) {
                return Err(format!("delivery {}: beat for conn {} seq {:#x}, expected conn {conn} seq {seq:#x}", r.deliveries, o.m_conn, o.m_seq));
            }
            let n = o.m_keep.trailing_ones() as usize;
            if o.m_keep != ((1u16 << n) - 1) as u8 || n == 0 || (n < LANES && !o.m_last) {
                return Err(format!("delivery {}: keep {:#010b} (last {})", r.deliveries, o.m_keep, o.m_last));
            }
            if n < LANES && o.m_data >> (8 * n) != 0 {
                return Err(format!("delivery {}: lanes past keep not zero: {:#018x}", r.deliveries, o.m_data));
            }
            got.extend((0..n).map(|l| (o.m_data >> (8 * l)) as u8));
            if o.m_last {
                if &got != want {
                    return Err(format!("delivery {} (conn {conn}): {} bytes out, golden {}; first difference at {:?}", r.deliveries, got.len(), want.len(), got.iter().zip(want.iter()).position(|(a, b)| a != b)));
                }
                r.bytes += got.len() as u64;
                r.deliveries += 1;
                got.clear();
                expect.pop_front();
            } else if got.len() >= want.len() {
                return Err(format!("delivery {}: {} bytes and no last beat (golden {})", r.deliveries, got.len(), want.len()));
            }
        }
        if cmd_on && o.s_cmd_ready {
            let s = &segs[next];
            let out = gate(&s.payload, &s.text);
            if !out.is_empty() {
                expect.push_back((s.conn, s.seq, out.to_vec()));
            }
            r.discarded += (s.payload.len() - out.len()) as u64;
            r.segments += 1;
            next += 1;
            cmd_on = false;
        }
        dut.tick();
        src.advance(valid && o.s_ready);
        r.cycles += 1;
    }
    let o = dut.eval(&GateIn::default());
    if o.cnt_bytes.wrapping_sub(start.cnt_bytes) as u64 != r.bytes || o.cnt_segments.wrapping_sub(start.cnt_segments) as u64 != r.segments {
        return Err(format!("counters moved by {} bytes / {} segments; {} / {} checked", o.cnt_bytes.wrapping_sub(start.cnt_bytes), o.cnt_segments.wrapping_sub(start.cnt_segments), r.bytes, r.segments));
    }
    Ok(r)
}
