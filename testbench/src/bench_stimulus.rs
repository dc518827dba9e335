//! The fixed stimulus `make bench` runs on every backend and in the plain C++ harness
//! (testbench/bench/crc32c_harness.cpp): same beats, same per-cycle work, same checksum.

use crate::backend::Dut;
use crate::blocks::crc32c::{reset, CrcIn, CrcOut};

/// xorshift64 seed shared with the C++ harness.
pub const STIMULUS_SEED: u64 = 0x9E37_79B9_7F4A_7C15;
/// A packet ends every this many beats.
pub const BEATS_PER_PACKET: u64 = 16;

/// What a stimulus run produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StimulusResult {
    pub results: u64,
    pub checksum: u64,
}

/// Resets, then drives `cycles` full beats; every result is folded into the checksum.
pub fn run_stimulus(dut: &mut dyn Dut<In = CrcIn, Out = CrcOut>, cycles: u64) -> StimulusResult {
    reset(dut);
    let (mut x, mut sum, mut results) = (STIMULUS_SEED, 0u64, 0u64);
    for c in 0..cycles {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let out = dut.eval(&CrcIn {
            reset: false,
            s_valid: true,
            s_data: x,
            s_keep: 0xFF,
            s_last: c % BEATS_PER_PACKET == BEATS_PER_PACKET - 1,
            m_crc_ready: true,
        });
        if out.m_crc_valid {
            sum = sum.rotate_left(1) ^ out.m_crc as u64;
            results += 1;
        }
        dut.tick();
    }
    StimulusResult { results, checksum: sum }
}
