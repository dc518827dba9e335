//! ToeplitzCookie: the 24 hash bits of a SYN cookie (golden `toe_cookie::cookie`: the low 24
//! bits of `toe_conn::toeplitz(key, input, 32)` over the 13 input bytes, tuple, peer ISN and
//! time counter, under the 17-byte cookie key), combinational. Numbers are first-bit-on-top:
//! input bit 103 and golden's key bit 0 come first.
//!
//! Of golden's 136 key bits the low 24 output bits read key bits 8 ..= 134 only: the key's
//! first byte reaches none of them (nor does its last bit), so the block takes the key's
//! bytes 1 ..= 16 (`key`, byte 1 on top). Output bit 23 - m is the parity of
//! `data & key[127 - m : 24 - m]`; the key's low bit is read by no window. Each output bit is
//! one 104-input AND-XOR tree (four LUT levels).

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeplitzCookie {
    pub key: Signal<In, Bits<KEY_BITS>>,
    pub data: Signal<In, Bits<DATA_BITS>>,
    pub hash: Signal<Out, Bits<HASH_BITS>>,
}

/// Bits of the hash (the cookie's low 24).
pub const HASH_BITS: usize = 24;
/// Bits of the key taken (golden's key bytes 1 ..= 16).
pub const KEY_BITS: usize = 128;
/// Bits of the input (8 tuple bytes, 4 of the peer's ISN, the counter's byte).
pub const DATA_BITS: usize = 104;

/// The hash in software, as the block computes it.
pub fn toeplitz_cookie(key: u128, data: u128) -> u32 {
    (0..HASH_BITS).fold(0u32, |h, m| {
        let window = key >> (KEY_BITS - DATA_BITS - m);
        h | ((((data & window) & ((1u128 << DATA_BITS) - 1)).count_ones() & 1) << (HASH_BITS - 1 - m))
    })
}

impl Logic for ToeplitzCookie {
    fn update(&mut self) {
        self.hash.next = u64::from(toeplitz_cookie(self.key.val().to_u128(), self.data.val().to_u128())).to_bits();
    }

    fn connect(&mut self) {
        self.hash.connect();
    }

    fn hdl(&self) -> Verilog {
        let lines: Vec<String> = (0..HASH_BITS)
            .map(|m| format!("    hash[{}] = ^(data & key[{}:{}]);", HASH_BITS - 1 - m, KEY_BITS - 1 - m, KEY_BITS - DATA_BITS - m))
            .collect();
        Verilog::Custom(format!("wire unused_key_lsb;\nassign unused_key_lsb = key[0];\nalways @(*) begin\n{}\nend\n", lines.join("\n")))
    }
}
