//! Gf2MatrixMux: `y = maps[sel] * x` (optionally complemented), combinational.
//!
//! Up to eight 32x32 GF(2) maps selected by a 3-bit `sel`; the CRC engine uses two of them to
//! undo the zero lanes after a packet's last byte.

use crate::gf2::Gf2Map;
use rust_hdl::prelude::*;

/// Number of selectable maps (`sel` is 3 bits wide).
pub const MAP_SLOTS: usize = 8;

#[derive(LogicBlock)]
pub struct Gf2MatrixMux {
    pub x: Signal<In, Bits<32>>,
    pub sel: Signal<In, Bits<3>>,
    pub y: Signal<Out, Bits<32>>,
    _maps: Vec<Gf2Map>,
    _complement: bool,
}

impl Gf2MatrixMux {
    /// `maps[i]` is applied when `sel == i`; every map is 32 x 32.
    pub fn new(maps: Vec<Gf2Map>, complement: bool) -> Self {
        assert_eq!(maps.len(), MAP_SLOTS);
        assert!(maps.iter().all(|m| m.inputs == 32 && m.rows.len() == 32));
        Self {
            x: Default::default(),
            sel: Default::default(),
            y: Default::default(),
            _maps: maps,
            _complement: complement,
        }
    }
}

impl Logic for Gf2MatrixMux {
    fn update(&mut self) {
        let map = &self._maps[self.sel.val().to_u8() as usize];
        let mut y = map.apply(self.x.val().to_u32() as u128) as u32;
        if self._complement {
            y = !y;
        }
        self.y.next = (y as u64).to_bits();
    }

    fn connect(&mut self) {
        self.y.connect();
    }

    fn hdl(&self) -> Verilog {
        let invert = if self._complement { "~" } else { "" };
        let mut v = String::from("always @(*) begin\n    case (sel)\n");
        // Slots sharing a map share one case item.
        let mut done = vec![false; self._maps.len()];
        for (s, map) in self._maps.iter().enumerate() {
            if done[s] {
                continue;
            }
            let slots: Vec<String> = (s..self._maps.len())
                .filter(|&t| self._maps[t] == *map)
                .inspect(|&t| done[t] = true)
                .map(|t| format!("3'd{t}"))
                .collect();
            v += &format!("        {}: begin\n", slots.join(", "));
            for o in 0..32 {
                let xor = map.verilog_terms(o, &|i| format!("x[{i}]"));
                v += &format!("            y[{o}] = {invert}({xor});\n");
            }
            v += "        end\n";
        }
        v += "        default: y = 32'h0;\n    endcase\nend\n";
        Verilog::Custom(v)
    }
}
