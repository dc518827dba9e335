//! Toeplitz32: the 32-bit Toeplitz hash of a 64-bit input under a 96-bit key (golden
//! `toe_conn::toeplitz(key, input, 32)` with a 12-byte key: the ISN's hash, RFC 6528's F),
//! combinational. Numbers are first-bit-on-top: input bit 63 and key bit 95 come first. Output
//! bit 31 - j is the parity of `data & key[95 - j : 32 - j]`; the key's last bit is read by no
//! window (64 + 31 bits suffice). Each output bit is one 64-input AND-XOR tree (three LUT
//! levels), as in [`super::toeplitz::Toeplitz14`]. Checked against golden
//! through every ISN of the TCB engine's scoreboard.

use crate::toe::IsnKey as _;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct Toeplitz32 {
    pub key: Signal<In, Bits<96>>,
    pub data: Signal<In, Bits<64>>,
    pub hash: Signal<Out, Bits<32>>,
}

/// Bits of the hash.
const HASH_BITS: usize = 32;
/// Bits of the key.
const KEY_BITS: usize = 96;
/// Bits of the input.
const DATA_BITS: usize = 64;

/// The hash in software, as the block computes it (`key` in its low 96 bits).
pub fn toeplitz32(key: u128, data: u64) -> u32 {
    (0..HASH_BITS).fold(0u32, |h, j| {
        let window = (key >> (KEY_BITS - DATA_BITS - j)) as u64;
        h | (((data & window).count_ones() & 1) << (HASH_BITS - 1 - j))
    })
}

impl Logic for Toeplitz32 {
    fn update(&mut self) {
        let k = self.key.val();
        let key = (u128::from(k.get_value_hi().to_u64()) << DATA_BITS) | u128::from(k.get_value_lo().to_u64());
        self.hash.next = u64::from(toeplitz32(key, self.data.val().to_u64())).to_bits();
    }

    fn connect(&mut self) {
        self.hash.connect();
    }

    fn hdl(&self) -> Verilog {
        let lines: Vec<String> = (0..HASH_BITS)
            .map(|j| format!("    hash[{}] = ^(data & key[{}:{}]);", HASH_BITS - 1 - j, KEY_BITS - 1 - j, KEY_BITS - DATA_BITS - j))
            .collect();
        Verilog::Custom(format!("wire unused_key_lsb;\nassign unused_key_lsb = key[0];\nalways @(*) begin\n{}\nend\n", lines.join("\n")))
    }
}
