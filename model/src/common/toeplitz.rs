//! Toeplitz14: the 14-bit Toeplitz hash (Microsoft RSS) of a 64-bit input under a 77-bit key
//! (the 64 + 13 key bits a 14-bit hash of 64 bits reads; golden `toe_conn::toeplitz` with a
//! 10-byte key whose last three bits are unused), combinational. Numbers are first-bit-on-top:
//! input bit 63 and key bit 76 come first. Output bit 13 - j is the parity of
//! `data & key[13 - j +: 64]`: each output bit is one 64-input AND-XOR tree (three LUT levels).

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct Toeplitz14 {
    pub key: Signal<In, Bits<77>>,
    pub data: Signal<In, Bits<64>>,
    pub hash: Signal<Out, Bits<14>>,
}

/// Bits of the hash.
const HASH_BITS: usize = 14;
/// Key bits below the top thirteen (the software form splits the key into a u64 and the rest).
const KEY_LOW_BITS: usize = 64;

crate::layout! {
    /// The key as the software form reads it.
    pub KeyParts(key_parts): 77 {
        low: 64,
        high: 13,
    }
}

/// The hash in software, as the block computes it.
pub fn toeplitz14(key: u128, data: u64) -> u16 {
    (0..HASH_BITS).fold(0u16, |h, j| {
        let window = (key >> (HASH_BITS - 1 - j)) as u64;
        h | ((((data & window).count_ones() & 1) as u16) << (HASH_BITS - 1 - j))
    })
}

impl Logic for Toeplitz14 {
    fn update(&mut self) {
        let k = self.key.val();
        let key = (u128::from(k.get_value_high().to_u64()) << KEY_LOW_BITS) | u128::from(k.get_value_low().to_u64());
        self.hash.next = (toeplitz14(key, self.data.val().to_u64()) as u64).to_bits();
    }

    fn connect(&mut self) {
        self.hash.connect();
    }

    fn hdl(&self) -> Verilog {
        let lines: Vec<String> =
            (0..HASH_BITS).map(|j| format!("    hash[{}] = ^(data & key[{}:{}]);", HASH_BITS - 1 - j, HASH_BITS - 1 - j + KEY_LOW_BITS - 1, HASH_BITS - 1 - j)).collect();
        Verilog::Custom(format!("always @(*) begin\n{}\nend\n", lines.join("\n")))
    }
}
