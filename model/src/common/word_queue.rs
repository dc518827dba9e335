//! WordQueue: a word gearbox between a producer of 1-2 words per cycle and a consumer of 0-2
//! words per cycle, kept in a ring of [`WORD_QUEUE_WORDS`] registers: a pop moves the read
//! pointer and a push writes at the write pointer, so no word moves (issue 17: the shifting
//! queue it replaces put the consumer's pop count in front of 200 flip-flops' multiplexers).
//!
//! Ports: `in_w0/in_w1/in_two/in_last/push` append one or two 32-bit words (`in_last` flags the
//! last pushed word as the end of its unit); `can_push` (registered: at most
//! [`PUSH_LIMIT`] words held) says a push this cycle fits even if nothing is popped.
//! `h0/h1/h0_last/h1_last` show the two oldest words, `has_one/has_two` (registered) whether
//! there are at least one and two; `pop_n` (0..=2, never more than there are) removes them at
//! the edge.
//! Holding up to 6 words with the push limit at 4 keeps at least two words ready for a consumer
//! that takes two per cycle while the producer gives two, through single-cycle consumer pauses.
//!
//! Internals: the read and write pointers are one-hot (`rd`, and `rd1` = `rd` rotated by one,
//! so the heads are AND-OR selections with no decoder); the count's three possible next values
//! (pop 0, 1, 2) and their flags are computed beside the consumer's decision, which only picks
//! one.

use rust_hdl::prelude::*;

/// Words held at most: a ring of 8 registers (the push limit keeps 6 in use).
pub const WORD_QUEUE_WORDS: usize = 8;
/// `can_push` while at most this many words are held.
pub const PUSH_LIMIT: u64 = word_queue_limit::PUSH_LIMIT;

crate::named_consts! {
    /// The queue's push limit as the Verilog sees it.
    pub word_queue_limit: 3 {
        /// Entries held at most when `can_push` says two more fit.
        PUSH_LIMIT = 4,
        /// A one-hot pointer moves by one word ...
        STEP1 = 1,
        /// ... or by two (the producer and the consumer move at most two words per cycle).
        STEP2 = 2,
        /// A one-hot pointer rotated by one: the top bit comes back in from this shift.
        WRAP1 = 7,
        /// ... rotated by two.
        WRAP2 = 6,
    }
}
const _: () = assert!(PUSH_LIMIT as usize + 2 <= WORD_QUEUE_WORDS);
const _: () = assert!(word_queue_limit::WRAP1 + word_queue_limit::STEP1 == WORD_QUEUE_WORDS as u64);
const _: () = assert!(word_queue_limit::WRAP2 + word_queue_limit::STEP2 == WORD_QUEUE_WORDS as u64);

#[derive(LogicBlock, Default)]
pub struct WordQueue {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub in_w0: Signal<In, Bits<32>>,
    pub in_w1: Signal<In, Bits<32>>,
    pub in_two: Signal<In, Bit>,
    pub in_last: Signal<In, Bit>,
    pub push: Signal<In, Bit>,
    pub can_push: Signal<Out, Bit>,
    pub pop_n: Signal<In, Bits<2>>,
    pub h0: Signal<Out, Bits<32>>,
    pub h1: Signal<Out, Bits<32>>,
    pub h0_last: Signal<Out, Bit>,
    pub h1_last: Signal<Out, Bit>,
    pub has_one: Signal<Out, Bit>,
    pub has_two: Signal<Out, Bit>,
    w: [DFF<Bits<32>>; WORD_QUEUE_WORDS],
    l: [DFF<Bit>; WORD_QUEUE_WORDS],
    /// One-hot read pointer and the position after it.
    rd: DFF<Bits<WORD_QUEUE_WORDS>>,
    rd1: DFF<Bits<WORD_QUEUE_WORDS>>,
    /// One-hot write pointer and the position after it.
    wr: DFF<Bits<WORD_QUEUE_WORDS>>,
    wr1: DFF<Bits<WORD_QUEUE_WORDS>>,
    count: DFF<Bits<3>>,
    one: DFF<Bit>,
    two: DFF<Bit>,
    room: DFF<Bit>,
    /// The count after this cycle's push, then after a pop of 1 and of 2.
    c0: Signal<Local, Bits<3>>,
    c1: Signal<Local, Bits<3>>,
    c2: Signal<Local, Bits<3>>,
    a0: Signal<Local, Bits<32>>,
    a1: Signal<Local, Bits<32>>,
    al0: Signal<Local, Bit>,
    al1: Signal<Local, Bit>,
    /// `rd1` and `wr1` rotated by one and two places.
    rd_r1: Signal<Local, Bits<WORD_QUEUE_WORDS>>,
    rd_r2: Signal<Local, Bits<WORD_QUEUE_WORDS>>,
    wr_r1: Signal<Local, Bits<WORD_QUEUE_WORDS>>,
    wr_r2: Signal<Local, Bits<WORD_QUEUE_WORDS>>,
}

impl Logic for WordQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rd, rd1, wr, wr1, count, one, two, room);
        for i in 0..WORD_QUEUE_WORDS {
            self.w[i].clock.next = self.clock.val();
            self.l[i].clock.next = self.clock.val();
            self.w[i].d.next = self.w[i].q.val();
            self.l[i].d.next = self.l[i].q.val();
        }
        self.rd_r1.next = (self.rd1.q.val() << word_queue_limit::STEP1) | (self.rd1.q.val() >> word_queue_limit::WRAP1);
        self.rd_r2.next = (self.rd1.q.val() << word_queue_limit::STEP2) | (self.rd1.q.val() >> word_queue_limit::WRAP2);
        self.wr_r1.next = (self.wr1.q.val() << word_queue_limit::STEP1) | (self.wr1.q.val() >> word_queue_limit::WRAP1);
        self.wr_r2.next = (self.wr1.q.val() << word_queue_limit::STEP2) | (self.wr1.q.val() >> word_queue_limit::WRAP2);
        // The two oldest words: AND-OR selections by the one-hot read pointers.
        self.a0.next = bits::<32>(0);
        self.a1.next = bits::<32>(0);
        self.al0.next = false;
        self.al1.next = false;
        for i in 0..WORD_QUEUE_WORDS {
            if self.rd.q.val().get_bit(i) {
                self.a0.next = self.a0.val() | self.w[i].q.val();
                self.al0.next = self.al0.val() | self.l[i].q.val();
            }
            if self.rd1.q.val().get_bit(i) {
                self.a1.next = self.a1.val() | self.w[i].q.val();
                self.al1.next = self.al1.val() | self.l[i].q.val();
            }
        }
        self.h0.next = self.a0.val();
        self.h1.next = self.a1.val();
        self.h0_last.next = self.al0.val();
        self.h1_last.next = self.al1.val();
        self.has_one.next = self.one.q.val();
        self.has_two.next = self.two.q.val();
        self.can_push.next = self.room.q.val();
        // Pushed words land at the write pointer; nothing else moves.
        if self.push.val() {
            for i in 0..WORD_QUEUE_WORDS {
                if self.wr.q.val().get_bit(i) {
                    self.w[i].d.next = self.in_w0.val();
                    self.l[i].d.next = self.in_last.val() & !self.in_two.val();
                }
                if self.in_two.val() & self.wr1.q.val().get_bit(i) {
                    self.w[i].d.next = self.in_w1.val();
                    self.l[i].d.next = self.in_last.val();
                }
            }
            self.wr.d.next = self.wr1.q.val();
            self.wr1.d.next = self.wr_r1.val();
            if self.in_two.val() {
                self.wr.d.next = self.wr_r1.val();
                self.wr1.d.next = self.wr_r2.val();
            }
        }
        // The count's next values for each pop, computed before the pop is known.
        self.c0.next = self.count.q.val();
        if self.push.val() {
            self.c0.next = self.count.q.val() + 1;
            if self.in_two.val() {
                self.c0.next = self.count.q.val() + 2;
            }
        }
        self.c1.next = self.c0.val() - 1;
        self.c2.next = self.c0.val() - 2;
        self.count.d.next = self.c0.val();
        self.one.d.next = self.c0.val() >= 1;
        self.two.d.next = self.c0.val() >= 2;
        self.room.d.next = self.c0.val() <= word_queue_limit::PUSH_LIMIT;
        if self.pop_n.val() == 1 {
            self.rd.d.next = self.rd1.q.val();
            self.rd1.d.next = self.rd_r1.val();
            self.count.d.next = self.c1.val();
            self.one.d.next = self.c1.val() >= 1;
            self.two.d.next = self.c1.val() >= 2;
            self.room.d.next = self.c1.val() <= word_queue_limit::PUSH_LIMIT;
        }
        if self.pop_n.val() == 2 {
            self.rd.d.next = self.rd_r1.val();
            self.rd1.d.next = self.rd_r2.val();
            self.count.d.next = self.c2.val();
            self.one.d.next = self.c2.val() >= 1;
            self.two.d.next = self.c2.val() >= 2;
            self.room.d.next = self.c2.val() <= word_queue_limit::PUSH_LIMIT;
        }
        if self.reset.val() {
            self.rd.d.next = bits::<WORD_QUEUE_WORDS>(1);
            self.rd1.d.next = bits::<WORD_QUEUE_WORDS>(2);
            self.wr.d.next = bits::<WORD_QUEUE_WORDS>(1);
            self.wr1.d.next = bits::<WORD_QUEUE_WORDS>(2);
            self.count.d.next = bits::<3>(0);
            self.one.d.next = false;
            self.two.d.next = false;
            self.room.d.next = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{WordQueue, PUSH_LIMIT};
    use proptest::prelude::*;
    use rust_hdl::prelude::*;
    use std::collections::VecDeque;

    use crate::common::sim::settle;

    fn edge(uut: &mut WordQueue) {
        crate::common::sim::edge(uut, |u| &mut u.clock);
    }

    proptest! {
        /// Against a `VecDeque` of (word, last): every cycle's heads, flags and `can_push`
        /// equal the reference's, whatever the producer offers (pushed only when `can_push`)
        /// and the consumer takes (never more than there are).
        #[test]
        fn behaves_as_a_word_queue(ops in proptest::collection::vec((any::<bool>(), any::<bool>(), any::<bool>(), 0u8..3, any::<u32>()), 1..400)) {
            let mut uut = WordQueue::default();
            uut.connect_all();
            uut.clock.next = Clock { clk: false };
            uut.reset.next = true;
            settle(&mut uut);
            edge(&mut uut);
            uut.reset.next = false;
            let mut model: VecDeque<(u32, bool)> = VecDeque::new();
            for (push, two, last, pop, v) in ops {
                uut.push.next = false;
                uut.pop_n.next = 0u64.to_bits();
                settle(&mut uut);
                prop_assert_eq!(uut.can_push.val(), model.len() as u64 <= PUSH_LIMIT);
                prop_assert_eq!(uut.has_one.val(), !model.is_empty());
                prop_assert_eq!(uut.has_two.val(), model.len() >= 2);
                if let Some(&(w, l)) = model.front() {
                    prop_assert_eq!(uut.h0.val(), u64::from(w).to_bits::<32>());
                    prop_assert_eq!(uut.h0_last.val(), l);
                }
                if let Some(&(w, l)) = model.get(1) {
                    prop_assert_eq!(uut.h1.val(), u64::from(w).to_bits::<32>());
                    prop_assert_eq!(uut.h1_last.val(), l);
                }
                let pushed = push && uut.can_push.val();
                let popped = (pop as usize).min(model.len());
                uut.push.next = pushed;
                uut.in_two.next = two;
                uut.in_last.next = last;
                uut.in_w0.next = u64::from(v).to_bits();
                uut.in_w1.next = u64::from(!v).to_bits();
                uut.pop_n.next = (popped as u64).to_bits();
                settle(&mut uut);
                edge(&mut uut);
                for _ in 0..popped {
                    model.pop_front();
                }
                if pushed {
                    model.push_back((v, last && !two));
                    if two {
                        model.push_back((!v, last));
                    }
                }
                prop_assert!(model.len() <= super::WORD_QUEUE_WORDS);
            }
        }
    }
}
