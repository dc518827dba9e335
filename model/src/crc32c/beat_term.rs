//! CrcBeatTerm: the data half of one CRC beat (combinational).
//!
//! `term = D * (data & lane_mask(keep)) ^ (first ? start_constant(first_lane(keep)) : 0)` and
//! `tail` = number of unused lanes above the highest kept lane (0 when `keep` is zero).
//! `keep` is contiguous on a legal stream; a zero `keep` with `first` stands for an empty packet.

use super::tables::{beat_data_map, start_constant, CRC_BITS, LANES, LANE_BITS};
use crate::common::lane_mask::lane_mask;
use crate::gf2::Gf2Map;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct CrcBeatTerm {
    pub data: Signal<In, Bits<64>>,
    pub keep: Signal<In, Bits<8>>,
    pub first: Signal<In, Bit>,
    pub term: Signal<Out, Bits<32>>,
    pub tail: Signal<Out, Bits<3>>,
    _data_map: Gf2Map,
    _start: [u32; LANES + 1],
}

impl Default for CrcBeatTerm {
    fn default() -> Self {
        let mut start = [0u32; LANES + 1];
        for (lane, k) in start.iter_mut().enumerate() {
            *k = start_constant(lane);
        }
        Self {
            data: Default::default(),
            keep: Default::default(),
            first: Default::default(),
            term: Default::default(),
            tail: Default::default(),
            _data_map: beat_data_map(),
            _start: start,
        }
    }
}

/// Lane of the first kept byte (LANES when none).
pub fn first_lane(keep: u8) -> usize {
    if keep == 0 { LANES } else { keep.trailing_zeros() as usize }
}

/// Unused lanes above the last kept byte (0 when none).
pub fn tail_lanes(keep: u8) -> usize {
    if keep == 0 { 0 } else { keep.leading_zeros() as usize }
}

impl Logic for CrcBeatTerm {
    fn update(&mut self) {
        let keep = self.keep.val().to_u8();
        let masked = self.data.val().to_u64() & lane_mask(keep);
        let mut term = self._data_map.apply(masked as u128) as u32;
        if self.first.val() {
            term ^= self._start[first_lane(keep)];
        }
        self.term.next = (term as u64).to_bits();
        self.tail.next = (tail_lanes(keep) as u64).to_bits();
    }

    fn connect(&mut self) {
        self.term.connect();
        self.tail.connect();
    }

    fn hdl(&self) -> Verilog {
        let mut v = String::new();
        let lane_enables: Vec<String> =
            (0..LANES).rev().map(|l| format!("{{{LANE_BITS}{{keep[{l}]}}}}")).collect();
        v += &format!("wire [63:0] masked = data & {{{}}};\n", lane_enables.join(", "));
        v += "reg [31:0] start_term;\nalways @(*) begin\n    casez (keep)\n";
        for lane in 0..LANES {
            let pattern: String = (0..LANES)
                .rev()
                .map(|l| if l == lane { '1' } else if l < lane { '0' } else { '?' })
                .collect();
            v += &format!("        8'b{pattern}: start_term = 32'h{:08x};\n", self._start[lane]);
        }
        v += &format!("        default: start_term = 32'h{:08x};\n    endcase\n", self._start[LANES]);
        v += "    casez (keep)\n";
        for tail in 0..LANES {
            let top = LANES - 1 - tail;
            let pattern: String = (0..LANES)
                .rev()
                .map(|l| if l == top { '1' } else if l > top { '0' } else { '?' })
                .collect();
            v += &format!("        8'b{pattern}: tail = 3'd{tail};\n");
        }
        v += "        default: tail = 3'd0;\n    endcase\n";
        for o in 0..CRC_BITS {
            let xor = self._data_map.verilog_terms(o, &|i| format!("masked[{i}]"));
            v += &format!("    term[{o}] = {xor} ^ (first & start_term[{o}]);\n");
        }
        v += "end\n";
        Verilog::Custom(v)
    }
}
