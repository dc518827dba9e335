//! SdpRam: a simple dual-port RAM (one synchronous read port, one write port, one clock) whose
//! read-during-write of the same address is declared don't-care to synthesis.
//!
//! rust-hdl's `RAM` promises read-before-write on a collision, which yosys has to build in
//! soft logic around an ECP5 DP16KD (an address compare and a data mux on the read path). Our
//! users never rely on a collision: the MR table is written only while its readers are
//! drained, the response queue never reads the entry it writes (its bypass register does),
//! any pseudo-LRU value is legal, and the translation cache forces a lookup that collided
//! with a fill to miss. So the memory carries `(* no_rw_check *)` and synthesis maps it to a
//! bare block or LUT RAM. Simulation (native, and Verilator through `ifdef VERILATOR`) returns
//! all ones on a collision instead of either word, which exposes a user that consumes the
//! colliding data (a queue reading its own write); synthesis sees the bare memory. It cannot
//! expose every misuse: an all-ones cache tag never matches, so the cache's forced miss on a
//! collision is correct by construction, not shown by a failing test.
//!
//! Ports: `read_address` is sampled at the edge, `read_data` shows that word after it;
//! `write_enable/write_address/write_data` write at the edge.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct SdpRam<const W: usize, const N: usize> {
    pub clock: Signal<In, Clock>,
    pub read_address: Signal<In, Bits<N>>,
    pub read_data: Signal<Out, Bits<W>>,
    pub write_enable: Signal<In, Bit>,
    pub write_address: Signal<In, Bits<N>>,
    pub write_data: Signal<In, Bits<W>>,
    /// Simulation storage (not a signal: skipped by the derive).
    _words: Box<Vec<Bits<W>>>,
}

impl<const W: usize, const N: usize> Logic for SdpRam<W, N> {
    fn update(&mut self) {
        if self.clock.pos_edge() {
            if self._words.is_empty() {
                self._words.resize(1 << N, Bits::<W>::default());
            }
            self.read_data.next = self._words[self.read_address.val().index()];
            if self.write_enable.val() & (self.write_address.val() == self.read_address.val()) {
                self.read_data.next = !Bits::<W>::default();
            }
            if self.write_enable.val() {
                self._words[self.write_address.val().index()] = self.write_data.val();
            }
        }
    }

    fn connect(&mut self) {
        self.read_data.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "\
(* no_rw_check *)
reg [{msb}:0] mem [0:{last}];

always @(posedge clock) begin
`ifdef VERILATOR
   // Simulation poisons a read-during-write (undefined in hardware) with all ones.
   read_data <= (write_enable && write_address == read_address) ? {{{w}{{1'b1}}}} : mem[read_address];
`else
   read_data <= mem[read_address];
`endif
   if (write_enable) begin
      mem[write_address] <= write_data;
   end
end
",
            msb = W - 1,
            w = W,
            last = (1usize << N) - 1
        ))
    }
}
