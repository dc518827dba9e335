//! LaneMask: `out = data` with every lane whose `keep` bit is clear forced to zero
//! (combinational; lane `l` is `data[8l+7:8l]`).

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct LaneMask {
    pub data: Signal<In, Bits<64>>,
    pub keep: Signal<In, Bits<8>>,
    pub out: Signal<Out, Bits<64>>,
}

/// The 64-bit mask of the lanes set in `keep`.
pub fn lane_mask(keep: u8) -> u64 {
    (0..8).filter(|l| (keep >> l) & 1 == 1).fold(0u64, |m, l| m | (0xFFu64 << (8 * l)))
}

impl Logic for LaneMask {
    fn update(&mut self) {
        self.out.next = (self.data.val().to_u64() & lane_mask(self.keep.val().to_u8())).to_bits();
    }

    fn connect(&mut self) {
        self.out.connect();
    }

    fn hdl(&self) -> Verilog {
        let lanes: Vec<String> = (0..8).rev().map(|l| format!("{{8{{keep[{l}]}}}}")).collect();
        Verilog::Custom(format!("always @(*) out = data & {{{}}};\n", lanes.join(", ")))
    }
}
