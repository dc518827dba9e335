//! The one table: every CRC32C matrix and constant, derived from the polynomial.
//!
//! Conventions (RFC 3720 section 12.1 / appendix B.4, used by MPA per RFC 5044 section 4.1):
//! reflected bit order, polynomial 0x1EDC6F41 (0x82F63B78 reflected), initial value all ones,
//! final complement. Byte lane `l` of a beat is `data[8l+7:8l]`, lane 0 first on the wire.

use crate::gf2::Gf2Map;

/// CRC32C generator polynomial 0x1EDC6F41, bit-reversed for the reflected shift register.
pub const REFLECTED_POLY: u32 = 0x82F6_3B78;
/// CRC register value before the first byte (RFC 3720 section 12.1).
pub const INIT: u32 = 0xFFFF_FFFF;
/// Byte lanes per beat of the 64-bit stream.
pub const LANES: usize = 8;
/// Bits per byte lane.
pub const LANE_BITS: usize = 8;
/// Width of the CRC register.
pub const CRC_BITS: usize = 32;

/// The raw shift-register update (no initial value, no final complement): linear in `state`
/// and `bytes` together.
pub fn raw_update(mut state: u32, bytes: &[u8]) -> u32 {
    for &b in bytes {
        state ^= b as u32;
        for _ in 0..LANE_BITS {
            state = if state & 1 != 0 { (state >> 1) ^ REFLECTED_POLY } else { state >> 1 };
        }
    }
    state
}

fn lanes_of(x: u128) -> [u8; LANES] {
    (x as u64).to_le_bytes()
}

/// Contribution of one 8-byte beat of data to the next state, from a zero state (32 x 64).
pub fn beat_data_map() -> Gf2Map {
    Gf2Map::from_fn(LANES * LANE_BITS, CRC_BITS, |x| raw_update(0, &lanes_of(x)) as u128)
}

/// Advance of the state over one beat of zero data (32 x 32).
pub fn beat_state_map() -> Gf2Map {
    zero_bytes_map(LANES)
}

/// Advance of the state over `k` zero bytes (32 x 32).
pub fn zero_bytes_map(k: usize) -> Gf2Map {
    Gf2Map::from_fn(CRC_BITS, CRC_BITS, |x| raw_update(x as u32, &vec![0u8; k]) as u128)
}

/// Undoes `k` zero bytes: the state before them, given the state after them.
pub fn unshift_map(k: usize) -> Gf2Map {
    zero_bytes_map(k).inverse().expect("CRC shift by zero bytes is invertible (poly has x^0)")
}

/// The state term of the first beat of a packet whose first byte is in lane `start_lane`
/// (0..=8; 8 stands for an empty packet): the state that, after `start_lane` zero bytes,
/// equals [`INIT`], advanced over one beat.
pub fn start_constant(start_lane: usize) -> u32 {
    assert!(start_lane <= LANES);
    let pre = unshift_map(start_lane).apply(INIT as u128);
    beat_state_map().apply(pre) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lane decomposition reproduces the plain CRC for every start and end lane.
    #[test]
    fn ragged_edges_by_constants_and_inverse() {
        let bytes: Vec<u8> = (0..40u32).map(|i| (i * 37 + 11) as u8).collect();
        let data = beat_data_map();
        let shift = beat_state_map();
        for start in 0..LANES {
            for len in 1..=bytes.len() - start {
                let mut lanes = vec![0u8; start];
                lanes.extend_from_slice(&bytes[..len]);
                let tail = (LANES - lanes.len() % LANES) % LANES;
                lanes.extend(std::iter::repeat(0).take(tail));
                let mut state = 0u128;
                for (i, beat) in lanes.chunks(LANES).enumerate() {
                    let word = u64::from_le_bytes(beat.try_into().unwrap()) as u128;
                    let carried = if i == 0 { start_constant(start) as u128 } else { shift.apply(state) };
                    state = carried ^ data.apply(word);
                }
                let crc = !(unshift_map(tail).apply(state) as u32);
                let expect = !raw_update(INIT, &bytes[..len]);
                assert_eq!(crc, expect, "start lane {start}, length {len}");
            }
        }
    }

    #[test]
    fn empty_packet_constant_is_init() {
        assert_eq!(start_constant(LANES), INIT);
    }

    #[test]
    fn loop_matrix_is_shallow() {
        // The loop XORs at most this many state bits per output bit (ECP5 timing budget).
        assert!(beat_state_map().max_fan_in() <= 24, "{}", beat_state_map().max_fan_in());
    }
}
