//! PtrFifo2: a two-entry FIFO of `W`-bit words whose pop moves a pointer, not the entries.
//!
//! Same ports and behaviour as [`super::fifo2::Fifo2`] except that a push while `full` is
//! ignored even when the entry at the head is popped in the same cycle (the parent pushes
//! on `!full`, a register): `push/din` append, `valid/dout` show the oldest entry, `pop`
//! removes it at the edge.
//!
//! Why (issue 17): in `Fifo2` a pop shifts the second entry into the first, so the consumer's
//! pop is the clock enable of both entries (2 x W flip-flops). Here the pop toggles the read
//! pointer and the count, so a consumer far away drives 3 flip-flops. The push does the
//! same: the entry at the write pointer loads `din` in every cycle it is free (not `full`),
//! pushed or not, and the push moves the write pointer and the count; so the entries' enables
//! come from the count and the write pointer, registers, and a late push (a decision at the
//! end of a long path) drives 3 flip-flops as well. A free entry's content is never shown
//! (`dout` is the head's only while `valid`). The price is a 2-to-1 multiplexer on `dout`
//! after the registers.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct PtrFifo2<const W: usize> {
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
    /// The entry the next push writes (false: e0).
    wp: DFF<Bit>,
    /// The entry at the head (false: e0).
    rp: DFF<Bit>,
    n: DFF<Bits<2>>,
    put: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
}

impl<const W: usize> Logic for PtrFifo2<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, e0, e1, wp, rp, n);
        self.full.next = self.n.q.val() == 2;
        self.valid.next = self.n.q.val() != 0;
        self.dout.next = self.e0.q.val();
        if self.rp.q.val() {
            self.dout.next = self.e1.q.val();
        }
        self.put.next = self.push.val() & (self.n.q.val() != 2);
        self.take.next = self.pop.val() & (self.n.q.val() != 0);
        if self.n.q.val() != 2 {
            if self.wp.q.val() {
                self.e1.d.next = self.din.val();
            } else {
                self.e0.d.next = self.din.val();
            }
        }
        if self.put.val() {
            self.wp.d.next = !self.wp.q.val();
        }
        if self.take.val() {
            self.rp.d.next = !self.rp.q.val();
        }
        if self.put.val() & !self.take.val() {
            self.n.d.next = self.n.q.val() + 1;
        }
        if !self.put.val() & self.take.val() {
            self.n.d.next = self.n.q.val() - 1;
        }
        if self.reset.val() {
            self.n.d.next = bits::<2>(0);
            self.wp.d.next = false;
            self.rp.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::PtrFifo2;
    use crate::common::sim::settle;
    use proptest::prelude::*;
    use rust_hdl::prelude::*;
    use std::collections::VecDeque;

    /// Entries the FIFO holds (its name: two).
    const ENTRIES: usize = 2;

    fn edge(uut: &mut PtrFifo2<16>) {
        crate::common::sim::edge(uut, |u| &mut u.clock);
    }

    proptest! {
        /// Against a `VecDeque`: every cycle's `valid`, `full` and head equal the
        /// reference's, whatever the producer offers (also while full: ignored) and the
        /// consumer pops (also while empty: ignored).
        #[test]
        fn behaves_as_a_two_entry_fifo(ops in proptest::collection::vec((any::<bool>(), any::<bool>(), any::<u16>()), 1..300)) {
            let mut uut = PtrFifo2::<16>::default();
            uut.connect_all();
            uut.clock.next = Clock { clk: false };
            uut.reset.next = true;
            settle(&mut uut);
            edge(&mut uut);
            uut.reset.next = false;
            let mut model: VecDeque<u16> = VecDeque::new();
            for (push, pop, v) in ops {
                uut.push.next = push;
                uut.pop.next = pop;
                uut.din.next = u64::from(v).to_bits();
                settle(&mut uut);
                prop_assert_eq!(uut.valid.val(), !model.is_empty());
                prop_assert_eq!(uut.full.val(), model.len() == ENTRIES);
                if let Some(&w) = model.front() {
                    prop_assert_eq!(uut.dout.val(), u64::from(w).to_bits::<16>());
                }
                let pushed = push && model.len() < ENTRIES;
                edge(&mut uut);
                if pop {
                    model.pop_front();
                }
                if pushed {
                    model.push_back(v);
                }
            }
        }
    }
}
