//! LutRam: a 2^N-word RAM with a combinational (asynchronous) read port and a synchronous
//! write port, for small memories that map to ECP5 distributed RAM (`TRELLIS_DPR16X4`).
//!
//! [`SdpRam`](super::sdp_ram::SdpRam) registers its read at the address presented before the
//! edge, so a reader that wants a word in the cycle after it decides which word has to drive
//! the address from that decision's logic, and the address fans out to every RAM cell. Here
//! the reader registers the address itself (a state register it already has) and the word
//! follows it in the same cycle: the fan-out starts at a flip-flop.
//!
//! Ports: `read_data = mem[read_address]` at all times (a write shows from the edge that
//! makes it: read-during-write of one address gives the old word before the edge, the new
//! one after, as the hardware does); `write_enable/write_address/write_data` write at the
//! edge.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct LutRam<const W: usize, const N: usize> {
    pub clock: Signal<In, Clock>,
    pub read_address: Signal<In, Bits<N>>,
    pub read_data: Signal<Out, Bits<W>>,
    pub write_enable: Signal<In, Bit>,
    pub write_address: Signal<In, Bits<N>>,
    pub write_data: Signal<In, Bits<W>>,
    /// Simulation storage (not a signal: skipped by the derive).
    _words: Box<Vec<Bits<W>>>,
}

impl<const W: usize, const N: usize> Logic for LutRam<W, N> {
    fn update(&mut self) {
        if self._words.is_empty() {
            self._words.resize(1 << N, Bits::<W>::default());
        }
        if self.clock.pos_edge() & self.write_enable.val() {
            self._words[self.write_address.val().index()] = self.write_data.val();
        }
        self.read_data.next = self._words[self.read_address.val().index()];
    }

    fn connect(&mut self) {
        self.read_data.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "\
reg [{msb}:0] mem [0:{last}];

always @(*) read_data = mem[read_address];

always @(posedge clock) begin
   if (write_enable) begin
      mem[write_address] <= write_data;
   end
end
",
            msb = W - 1,
            last = (1usize << N) - 1
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::sim::settle;
    use proptest::prelude::*;

    const ADDR_BITS: usize = 4;

    fn edge(uut: &mut LutRam<16, ADDR_BITS>) {
        crate::common::sim::edge(uut, |u| &mut u.clock);
    }

    proptest! {
        /// Against an array: in every cycle the read port shows the word at the address
        /// presented in that cycle as of the last edge (a write in this cycle shows after
        /// its edge, also at the address being read).
        #[test]
        fn reads_the_array_combinationally(ops in proptest::collection::vec((any::<bool>(), 0u8..16, 0u8..16, any::<u16>()), 1..300)) {
            let mut uut = LutRam::<16, ADDR_BITS>::default();
            uut.connect_all();
            uut.clock.next = Clock { clk: false };
            settle(&mut uut);
            let mut model = [0u16; 1 << ADDR_BITS];
            for (we, wa, ra, v) in ops {
                uut.write_enable.next = we;
                uut.write_address.next = u64::from(wa).to_bits();
                uut.write_data.next = u64::from(v).to_bits();
                uut.read_address.next = u64::from(ra).to_bits();
                settle(&mut uut);
                prop_assert_eq!(uut.read_data.val(), u64::from(model[usize::from(ra)]).to_bits::<16>());
                edge(&mut uut);
                if we {
                    model[usize::from(wa)] = v;
                }
                prop_assert_eq!(uut.read_data.val(), u64::from(model[usize::from(ra)]).to_bits::<16>());
            }
        }
    }
}
