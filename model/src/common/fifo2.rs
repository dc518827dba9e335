//! Fifo2: a two-entry FIFO of `W`-bit words with registered outputs and synchronous reset.
//!
//! `push/din` append; `valid/dout` show the oldest entry, `pop` removes it at the edge (push
//! and pop in one cycle are both honoured). When `full`, a push is taken only beside a pop:
//! a caller whose source sees `!full` as its ready must push `valid & !full`, or the beat it
//! keeps offering is stored twice.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct Fifo2<const W: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub push: Signal<In, Bit>,
    pub din: Signal<In, Bits<W>>,
    pub full: Signal<Out, Bit>,
    pub pop: Signal<In, Bit>,
    pub dout: Signal<Out, Bits<W>>,
    pub valid: Signal<Out, Bit>,
    e0: DFF<Bits<W>>,
    e1: DFF<Bits<W>>,
    n: DFF<Bits<2>>,
}

impl<const W: usize> Logic for Fifo2<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, e0, e1, n);
        self.full.next = self.n.q.val() == 2;
        self.valid.next = self.n.q.val() != 0;
        self.dout.next = self.e0.q.val();
        if self.pop.val() & (self.n.q.val() != 0) {
            self.e0.d.next = self.e1.q.val();
            self.n.d.next = self.n.q.val() - 1;
            if self.push.val() {
                self.n.d.next = self.n.q.val();
                if self.n.q.val() == 1 {
                    self.e0.d.next = self.din.val();
                } else {
                    self.e1.d.next = self.din.val();
                }
            }
        } else if self.push.val() & (self.n.q.val() != 2) {
            self.n.d.next = self.n.q.val() + 1;
            if self.n.q.val() == 0 {
                self.e0.d.next = self.din.val();
            } else {
                self.e1.d.next = self.din.val();
            }
        }
        if self.reset.val() {
            self.n.d.next = bits::<2>(0);
        }
    }
}
