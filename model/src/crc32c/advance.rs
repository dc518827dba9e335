//! CrcStateAdvance: the CRC loop's combinational step (the design's critical path).
//!
//! `advanced = (restart ? 0 : S * state) ^ term`, with S the advance over one 8-byte beat.

use super::tables::{beat_state_map, CRC_BITS};
use crate::gf2::Gf2Map;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct CrcStateAdvance {
    pub state: Signal<In, Bits<32>>,
    pub term: Signal<In, Bits<32>>,
    pub restart: Signal<In, Bit>,
    pub advanced: Signal<Out, Bits<32>>,
    _state_map: Gf2Map,
}

impl Default for CrcStateAdvance {
    fn default() -> Self {
        Self {
            state: Default::default(),
            term: Default::default(),
            restart: Default::default(),
            advanced: Default::default(),
            _state_map: beat_state_map(),
        }
    }
}

impl Logic for CrcStateAdvance {
    fn update(&mut self) {
        let carried =
            if self.restart.val() { 0 } else { self._state_map.apply(self.state.val().to_u32() as u128) };
        let next = (carried as u32) ^ self.term.val().to_u32();
        self.advanced.next = (next as u64).to_bits();
    }

    fn connect(&mut self) {
        self.advanced.connect();
    }

    fn hdl(&self) -> Verilog {
        let mut v = String::from("wire [31:0] carried = restart ? 32'h0 : state;\nalways @(*) begin\n");
        for o in 0..CRC_BITS {
            let xor = self._state_map.verilog_terms(o, &|i| format!("carried[{i}]"));
            v += &format!("    advanced[{o}] = {xor} ^ term[{o}];\n");
        }
        v += "end\n";
        Verilog::Custom(v)
    }
}
