//! crc32c_stream: port binding and scoreboard.
//!
//! The scoreboard feeds packets through a seeded [`StreamSource`] (random idle), drives
//! `m_crc_ready` from a seeded [`ReadyGen`] (random backpressure), and compares every result,
//! in order, with `iwarp_golden::crc::crc32c`; both channels are checked by the channel
//! monitor every DUT carries ([`crate::monitor`]).

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
pub use crate::stream::Traffic;
use crate::stream::{log_uniform, packet_beats, Beat, ReadyGen, StreamSource};
use crate::verilated;
use iwarp_golden::crc::crc32c;
use iwarp_model::crc32c::Crc32cStream;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `crc32c_stream`.
    CrcIn, CrcOut, Crc32cStream, verilated::crc32c_stream::Model,
    inputs { reset: bool, s_data: u64, s_keep: u8, s_last: bool, s_valid: bool, m_crc_ready: bool }
    outputs { s_ready: bool, m_crc: u32, m_crc_valid: bool }
);

pub type CrcDut = Box<dyn Dut<In = CrcIn, Out = CrcOut>>;

/// A crc32c_stream on `kind`; `test` names its VCDs when waves are requested.
pub fn crc_dut(kind: BackendKind, test: &str) -> CrcDut {
    build::<Crc32cStream, verilated::crc32c_stream::Model>(kind, Some(test))
}

/// Longest packet the random tests generate (a jumbo frame's payload).
pub const MAX_PACKET: usize = 9000;
/// Cycles without any transfer after which the scoreboard declares a hang.
pub const HANG_CYCLES: u64 = 10_000;
/// Beats kept queued in the source ahead of the DUT.
const SOURCE_LOOKAHEAD: usize = 256;

/// A packet and the lane its first byte starts in.
#[derive(Clone, Debug)]
pub struct Packet {
    pub bytes: Vec<u8>,
    pub start_lane: usize,
}

/// A random packet: length log-uniform over 1..=max_len (short and jumbo packets both common),
/// starting at lane 0 or 4 as MPA FPDUs do.
pub fn random_packet(rng: &mut TestRng, max_len: usize) -> Packet {
    let len = log_uniform(rng, max_len);
    let bytes = (0..len).map(|_| rng.gen()).collect();
    Packet { bytes, start_lane: if rng.gen_bool(0.5) { 0 } else { 4 } }
}

/// What a scoreboard run checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CrcRun {
    /// Results compared equal to golden.
    pub packets: u64,
    pub bytes: u64,
    pub beats: u64,
    pub cycles: u64,
}

/// Holds reset for two cycles.
pub fn reset(dut: &mut dyn Dut<In = CrcIn, Out = CrcOut>) {
    for _ in 0..2 {
        dut.eval(&CrcIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Streams `packets` (each a list of beats and its expected CRC) through `dut` and checks every
/// result; after the last one, checks that no extra result appears.
pub fn run_beats(
    dut: &mut dyn Dut<In = CrcIn, Out = CrcOut>,
    packets: impl IntoIterator<Item = (Vec<Beat>, u32)>,
    traffic: Traffic,
    rng: &mut TestRng,
) -> Result<CrcRun, String> {
    let mut packets = packets.into_iter();
    let mut src = StreamSource::new(traffic.idle);
    let ready_gen = ReadyGen::new(traffic.stall);
    let mut expected: VecDeque<u32> = VecDeque::new();
    let mut run = CrcRun::default();
    let mut quiet = 0u64;
    let mut drained = false;
    let mut drain_cycles = 0;
    loop {
        while src.pending() < SOURCE_LOOKAHEAD {
            match packets.next() {
                Some((beats, crc)) => {
                    run.beats += beats.len() as u64;
                    run.bytes += beats.iter().map(|b| b.keep.count_ones() as u64).sum::<u64>();
                    src.push_packet(beats);
                    expected.push_back(crc);
                }
                None => {
                    drained = true;
                    break;
                }
            }
        }
        if drained && expected.is_empty() && src.pending() == 0 {
            // Everything checked: the DUT must stay silent from here on.
            drain_cycles += 1;
            if drain_cycles > 2 * iwarp_model::crc32c::CRC32C_LATENCY + 4 {
                break;
            }
        }
        let (valid, beat) = src.drive(rng);
        let m_ready = ready_gen.drive(rng);
        let out = dut.eval(&CrcIn {
            reset: false,
            s_data: beat.data,
            s_keep: beat.keep,
            s_last: beat.last,
            s_valid: valid,
            m_crc_ready: m_ready,
        });
        let mut moved = src.advance(out.s_ready).is_some();
        if out.m_crc_valid && m_ready {
            moved = true;
            let want = expected
                .pop_front()
                .ok_or_else(|| format!("unexpected result {:#010x} at cycle {}", out.m_crc, run.cycles))?;
            if out.m_crc != want {
                return Err(format!(
                    "packet {}: CRC {:#010x}, golden {:#010x} (cycle {})",
                    run.packets, out.m_crc, want, run.cycles
                ));
            }
            run.packets += 1;
        }
        dut.tick();
        run.cycles += 1;
        quiet = if moved { 0 } else { quiet + 1 };
        if quiet > HANG_CYCLES && !(drained && expected.is_empty()) {
            return Err(format!("hang: no transfer for {HANG_CYCLES} cycles at cycle {}", run.cycles));
        }
    }
    Ok(run)
}

/// Streams packets, each checked against golden CRC32C.
pub fn run_packets(
    dut: &mut dyn Dut<In = CrcIn, Out = CrcOut>,
    packets: impl IntoIterator<Item = Packet>,
    traffic: Traffic,
    rng: &mut TestRng,
) -> Result<CrcRun, String> {
    let packets = packets.into_iter().map(|p| (packet_beats(&p.bytes, p.start_lane), crc32c(&p.bytes)));
    run_beats(dut, packets, traffic, rng)
}
