//! RamFifo: a first-word-fall-through FIFO of 2^`A` entries of `W` bits in a RAM (LUT RAM or
//! block RAM, as synthesis decides), with synchronous reset. The TLB's response queue uses
//! `A` = 6 (4 inside `rnic`), its checked-request queue 3; ddp_rx's segment buffer `A` = 11.
//!
//! Ports: `push/din` append (ignored when `full`); `valid/dout` show the oldest entry
//! combinationally; `pop` removes it at the edge (push and pop in one cycle are both honoured);
//! `full` and `valid` come from registered state: the count (`A` bits, 0 when empty or full)
//! and a full flag, so no width depends on a literal.
//!
//! Internals: the RAM's synchronous read port is addressed with the read pointer *after* this
//! cycle's pop, so its output shows the head one cycle later. The one case the RAM cannot
//! show in time is an entry pushed into an empty (or emptying) FIFO: it is written at the same
//! edge the RAM reads that address, so a bypass register holds it for that one cycle.

use super::sdp_ram::SdpRam;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct RamFifo<const W: usize, const A: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub push: Signal<In, Bit>,
    pub din: Signal<In, Bits<W>>,
    pub full: Signal<Out, Bit>,
    pub pop: Signal<In, Bit>,
    pub dout: Signal<Out, Bits<W>>,
    pub valid: Signal<Out, Bit>,
    ram: SdpRam<W, A>,
    wr: DFF<Bits<A>>,
    rd: DFF<Bits<A>>,
    n: DFF<Bits<A>>,
    is_full: DFF<Bit>,
    /// Not empty, kept as its own register (the same as `n != 0 | is_full`), so a consumer's
    /// pop gated by `valid` does not wait on the count's compare.
    nonempty: DFF<Bit>,
    byp_v: DFF<Bit>,
    byp: DFF<Bits<W>>,
    do_push: Signal<Local, Bit>,
    do_pop: Signal<Local, Bit>,
    rd_next: Signal<Local, Bits<A>>,
    n_inc: Signal<Local, Bits<A>>,
    n_dec: Signal<Local, Bits<A>>,
    rd_inc: Signal<Local, Bits<A>>,
    was_one: Signal<Local, Bit>,
    was_zero: Signal<Local, Bit>,
}

impl<const W: usize, const A: usize> Logic for RamFifo<W, A> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wr, rd, n, is_full, nonempty, byp_v, byp);
        self.ram.clock.next = self.clock.val();
        self.valid.next = self.nonempty.q.val();
        self.full.next = self.is_full.q.val();
        self.dout.next = self.ram.read_data.val();
        if self.byp_v.q.val() {
            self.dout.next = self.byp.q.val();
        }
        self.do_pop.next = self.pop.val() & self.nonempty.q.val();
        self.do_push.next = self.push.val() & !self.is_full.q.val();
        // The count's three next values side by side, one chosen by push and pop (the pop
        // comes from the consumer's ready, late in the cycle: one carry chain after it, not
        // two in a row).
        self.n_inc.next = self.n.q.val() + 1;
        self.n_dec.next = self.n.q.val() - 1;
        self.rd_inc.next = self.rd.q.val() + 1;
        self.rd_next.next = self.rd.q.val();
        if self.do_pop.val() {
            self.rd_next.next = self.rd_inc.val();
        }
        self.rd.d.next = self.rd_next.val();
        self.ram.read_address.next = self.rd_next.val();
        self.ram.write_address.next = self.wr.q.val();
        self.ram.write_data.next = self.din.val();
        self.ram.write_enable.next = self.do_push.val();
        // The RAM cannot show an entry written at the edge it reads it: a push that leaves
        // it the only entry goes through the bypass.
        self.was_one.next = self.n.q.val() == 1;
        self.was_zero.next = (self.n.q.val() == 0) & !self.is_full.q.val();
        self.byp_v.d.next = self.do_push.val() & ((self.do_pop.val() & self.was_one.val()) | (!self.do_pop.val() & self.was_zero.val()));
        self.byp.d.next = self.din.val();
        if self.do_push.val() {
            self.wr.d.next = self.wr.q.val() + 1;
        }
        if self.do_push.val() & !self.do_pop.val() {
            self.n.d.next = self.n_inc.val();
        }
        if !self.do_push.val() & self.do_pop.val() {
            self.n.d.next = self.n_dec.val();
        }
        // Not empty after a push; empty after a pop of the only entry without a push.
        if self.do_push.val() {
            self.nonempty.d.next = true;
        } else if self.do_pop.val() & self.was_one.val() & !self.is_full.q.val() {
            self.nonempty.d.next = false;
        }
        // Full: a push without a pop onto 2^A - 1 entries; a pop leaves it.
        if self.do_pop.val() {
            self.is_full.d.next = false;
        } else if self.do_push.val() & (self.n_inc.val() == 0) {
            self.is_full.d.next = true;
        }
        if self.reset.val() {
            self.wr.d.next = 0.into();
            self.rd.d.next = 0.into();
            self.n.d.next = 0.into();
            self.is_full.d.next = false;
            self.nonempty.d.next = false;
            self.byp_v.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RamFifo;
    use proptest::prelude::*;
    use rust_hdl::prelude::*;
    use std::collections::VecDeque;

    /// Entries of the queue under test: 2^3, small so full and empty are met often.
    const A: usize = 3;

    fn settle(uut: &mut RamFifo<8, A>) {
        for _ in 0..32 {
            uut.update_all();
            if !uut.has_changed() {
                return;
            }
        }
        panic!("the FIFO's logic did not settle");
    }

    proptest! {
        /// Against a `VecDeque` of 2^A entries: every cycle's `valid`, `full` and head
        /// equal the reference's, whatever pushes and pops (pops of an empty queue and pushes
        /// into a full one ignored, push and pop in one cycle both honoured).
        #[test]
        fn behaves_as_a_bounded_queue(ops in proptest::collection::vec((any::<bool>(), any::<bool>(), any::<u8>()), 1..400)) {
            let mut uut = RamFifo::<8, A>::default();
            uut.connect_all();
            uut.reset.next = true;
            uut.clock.next = Clock { clk: false };
            settle(&mut uut);
            uut.clock.next = Clock { clk: true };
            settle(&mut uut);
            uut.reset.next = false;
            let mut model: VecDeque<u8> = VecDeque::new();
            let cap = 1usize << A;
            for (push, pop, v) in ops {
                uut.clock.next = Clock { clk: false };
                uut.push.next = push;
                uut.pop.next = pop;
                uut.din.next = u64::from(v).to_bits();
                settle(&mut uut);
                prop_assert_eq!(uut.valid.val(), !model.is_empty());
                prop_assert_eq!(uut.full.val(), model.len() == cap);
                if let Some(&h) = model.front() {
                    prop_assert_eq!(uut.dout.val(), u64::from(h).to_bits::<8>());
                }
                let popped = pop && !model.is_empty();
                let pushed = push && model.len() < cap;
                if popped {
                    model.pop_front();
                }
                if pushed {
                    model.push_back(v);
                }
                uut.clock.next = Clock { clk: true };
                settle(&mut uut);
            }
        }
    }
}
