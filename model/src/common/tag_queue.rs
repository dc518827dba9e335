//! TagQueue: a queue of up to 8 32-bit words with a 13-bit tag each; up to two entries pushed
//! and up to three popped per cycle, the three oldest visible. The entries sit in a ring of
//! registers with one-hot read and write pointers: a pop moves the read pointer and nothing
//! else (issue 17: the shifting queue it replaces put the consumer's pop count in front of
//! 360 flip-flops' multiplexers; [`WordQueue`](super::word_queue::WordQueue) is the same kind).
//!
//! Ports: `in0/in0_tag/in1/in1_tag/push_n` (0..=2, `in0` first) append; `can_push`
//! (registered: at most 6 held) says two entries fit even if nothing is popped;
//! `h0..h2/_tag` show the oldest entries, `has_one/has_two/has_three` (registered) whether
//! there are at least one, two, three; `pop_n` (0..=3, never more than held) removes them at
//! the edge.
//!
//! Internals: the heads are AND-OR selections by the read pointer and its rotations (wiring,
//! no logic); the count's next value and its flags are computed for each pop count beside the
//! consumer's decision, which only picks one.

use rust_hdl::prelude::*;

/// Entries held at most.
pub const TAG_QUEUE_ENTRIES: usize = 8;
/// Tag bits per entry.
pub const TAG_BITS: usize = 13;
/// Net changes of the count in one cycle: -3 (three popped) to +2 (two pushed).
const DELTAS: usize = 6;

crate::named_consts! {
    /// The queue's push limit and pointer steps as the Verilog sees them.
    pub tag_queue_limit: 4 {
        /// Entries held at most when `can_push` says two more fit (TAG_QUEUE_ENTRIES - 2).
        PUSH_LIMIT = 6,
        /// A one-hot pointer moves by one entry ...
        STEP1 = 1,
        /// ... two ...
        STEP2 = 2,
        /// ... or three (the consumer's most per cycle).
        STEP3 = 3,
        /// The shifts that bring the top bits back in for those rotations.
        WRAP1 = 7,
        WRAP2 = 6,
        WRAP3 = 5,
    }
}
const _: () = assert!(tag_queue_limit::PUSH_LIMIT as usize == TAG_QUEUE_ENTRIES - 2);
const _: () = assert!(tag_queue_limit::WRAP1 + tag_queue_limit::STEP1 == TAG_QUEUE_ENTRIES as u64);
const _: () = assert!(tag_queue_limit::WRAP2 + tag_queue_limit::STEP2 == TAG_QUEUE_ENTRIES as u64);
const _: () = assert!(tag_queue_limit::WRAP3 + tag_queue_limit::STEP3 == TAG_QUEUE_ENTRIES as u64);

#[derive(LogicBlock, Default)]
pub struct TagQueue {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub in0: Signal<In, Bits<32>>,
    pub in0_tag: Signal<In, Bits<13>>,
    pub in1: Signal<In, Bits<32>>,
    pub in1_tag: Signal<In, Bits<13>>,
    pub push_n: Signal<In, Bits<2>>,
    pub can_push: Signal<Out, Bit>,
    pub pop_n: Signal<In, Bits<2>>,
    pub h0: Signal<Out, Bits<32>>,
    pub h0_tag: Signal<Out, Bits<13>>,
    pub h1: Signal<Out, Bits<32>>,
    pub h1_tag: Signal<Out, Bits<13>>,
    pub h2: Signal<Out, Bits<32>>,
    pub h2_tag: Signal<Out, Bits<13>>,
    pub has_one: Signal<Out, Bit>,
    pub has_two: Signal<Out, Bit>,
    pub has_three: Signal<Out, Bit>,
    w: [DFF<Bits<32>>; TAG_QUEUE_ENTRIES],
    t: [DFF<Bits<13>>; TAG_QUEUE_ENTRIES],
    /// One-hot read and write pointers.
    rd: DFF<Bits<TAG_QUEUE_ENTRIES>>,
    wr: DFF<Bits<TAG_QUEUE_ENTRIES>>,
    count: DFF<Bits<4>>,
    one: DFF<Bit>,
    two: DFF<Bit>,
    three: DFF<Bit>,
    room: DFF<Bit>,
    rd_r1: Signal<Local, Bits<TAG_QUEUE_ENTRIES>>,
    rd_r2: Signal<Local, Bits<TAG_QUEUE_ENTRIES>>,
    rd_r3: Signal<Local, Bits<TAG_QUEUE_ENTRIES>>,
    wr_r1: Signal<Local, Bits<TAG_QUEUE_ENTRIES>>,
    wr_r2: Signal<Local, Bits<TAG_QUEUE_ENTRIES>>,
    /// The count's six possible next values, `count + k - 3` for k = `push_n + 3 - pop_n`,
    /// and their flags, all from the registered count: `push_n` and `pop_n` come late in
    /// the cycle (the CRC verdict, the output former) and only pick one.
    cand: [Signal<Local, Bits<4>>; DELTAS],
    f1: [Signal<Local, Bit>; DELTAS],
    f2: [Signal<Local, Bit>; DELTAS],
    f3: [Signal<Local, Bit>; DELTAS],
    fr: [Signal<Local, Bit>; DELTAS],
    /// `push_n + 3 - pop_n`, one-hot.
    delta: Signal<Local, Bits<4>>,
    delta_oh: Signal<Local, Bits<DELTAS>>,
    a0: Signal<Local, Bits<32>>,
    a1: Signal<Local, Bits<32>>,
    a2: Signal<Local, Bits<32>>,
    at0: Signal<Local, Bits<13>>,
    at1: Signal<Local, Bits<13>>,
    at2: Signal<Local, Bits<13>>,
}

impl Logic for TagQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rd, wr, count, one, two, three, room);
        for i in 0..TAG_QUEUE_ENTRIES {
            self.w[i].clock.next = self.clock.val();
            self.t[i].clock.next = self.clock.val();
            self.w[i].d.next = self.w[i].q.val();
            self.t[i].d.next = self.t[i].q.val();
        }
        self.rd_r1.next = (self.rd.q.val() << tag_queue_limit::STEP1) | (self.rd.q.val() >> tag_queue_limit::WRAP1);
        self.rd_r2.next = (self.rd.q.val() << tag_queue_limit::STEP2) | (self.rd.q.val() >> tag_queue_limit::WRAP2);
        self.rd_r3.next = (self.rd.q.val() << tag_queue_limit::STEP3) | (self.rd.q.val() >> tag_queue_limit::WRAP3);
        self.wr_r1.next = (self.wr.q.val() << tag_queue_limit::STEP1) | (self.wr.q.val() >> tag_queue_limit::WRAP1);
        self.wr_r2.next = (self.wr.q.val() << tag_queue_limit::STEP2) | (self.wr.q.val() >> tag_queue_limit::WRAP2);
        // The three oldest entries: AND-OR selections by the read pointer's rotations.
        self.a0.next = bits::<32>(0);
        self.a1.next = bits::<32>(0);
        self.a2.next = bits::<32>(0);
        self.at0.next = bits::<13>(0);
        self.at1.next = bits::<13>(0);
        self.at2.next = bits::<13>(0);
        for i in 0..TAG_QUEUE_ENTRIES {
            if self.rd.q.val().get_bit(i) {
                self.a0.next = self.a0.val() | self.w[i].q.val();
                self.at0.next = self.at0.val() | self.t[i].q.val();
            }
            if self.rd_r1.val().get_bit(i) {
                self.a1.next = self.a1.val() | self.w[i].q.val();
                self.at1.next = self.at1.val() | self.t[i].q.val();
            }
            if self.rd_r2.val().get_bit(i) {
                self.a2.next = self.a2.val() | self.w[i].q.val();
                self.at2.next = self.at2.val() | self.t[i].q.val();
            }
        }
        self.h0.next = self.a0.val();
        self.h0_tag.next = self.at0.val();
        self.h1.next = self.a1.val();
        self.h1_tag.next = self.at1.val();
        self.h2.next = self.a2.val();
        self.h2_tag.next = self.at2.val();
        self.has_one.next = self.one.q.val();
        self.has_two.next = self.two.q.val();
        self.has_three.next = self.three.q.val();
        self.can_push.next = self.room.q.val();
        // Pushed entries land at the write pointer, in0 first; nothing else moves. The two
        // places after the tail are written every cycle there is room (at most 6 held: both
        // are free), pushed or not: only the write pointer and the count wait on `push_n`,
        // not the enables of every entry (a producer's late decision, issue 17).
        for i in 0..TAG_QUEUE_ENTRIES {
            if self.room.q.val() & self.wr.q.val().get_bit(i) {
                self.w[i].d.next = self.in0.val();
                self.t[i].d.next = self.in0_tag.val();
            }
            if self.room.q.val() & self.wr_r1.val().get_bit(i) {
                self.w[i].d.next = self.in1.val();
                self.t[i].d.next = self.in1_tag.val();
            }
        }
        if self.push_n.val() == 1 {
            self.wr.d.next = self.wr_r1.val();
        }
        if self.push_n.val() == 2 {
            self.wr.d.next = self.wr_r2.val();
        }
        if self.pop_n.val() == 1 {
            self.rd.d.next = self.rd_r1.val();
        }
        if self.pop_n.val() == 2 {
            self.rd.d.next = self.rd_r2.val();
        }
        if self.pop_n.val() == 3 {
            self.rd.d.next = self.rd_r3.val();
        }
        // The count's next values and flags for every net change, from the register alone.
        self.cand[0].next = self.count.q.val() - tag_queue_limit::STEP3;
        self.cand[1].next = self.count.q.val() - tag_queue_limit::STEP2;
        self.cand[2].next = self.count.q.val() - tag_queue_limit::STEP1;
        self.cand[3].next = self.count.q.val();
        self.cand[4].next = self.count.q.val() + tag_queue_limit::STEP1;
        self.cand[5].next = self.count.q.val() + tag_queue_limit::STEP2;
        for k in 0..DELTAS {
            self.f1[k].next = self.cand[k].val() >= tag_queue_limit::STEP1;
            self.f2[k].next = self.cand[k].val() >= tag_queue_limit::STEP2;
            self.f3[k].next = self.cand[k].val() >= tag_queue_limit::STEP3;
            self.fr[k].next = self.cand[k].val() <= tag_queue_limit::PUSH_LIMIT;
        }
        self.delta.next = (bit_cast::<4, 2>(self.push_n.val()) + tag_queue_limit::STEP3) - bit_cast::<4, 2>(self.pop_n.val());
        self.delta_oh.next = bits::<DELTAS>(1) << self.delta.val();
        self.count.d.next = self.count.q.val();
        self.one.d.next = self.one.q.val();
        self.two.d.next = self.two.q.val();
        self.three.d.next = self.three.q.val();
        self.room.d.next = self.room.q.val();
        for k in 0..DELTAS {
            if self.delta_oh.val().get_bit(k) {
                self.count.d.next = self.cand[k].val();
                self.one.d.next = self.f1[k].val();
                self.two.d.next = self.f2[k].val();
                self.three.d.next = self.f3[k].val();
                self.room.d.next = self.fr[k].val();
            }
        }
        if self.reset.val() {
            self.rd.d.next = bits::<TAG_QUEUE_ENTRIES>(1);
            self.wr.d.next = bits::<TAG_QUEUE_ENTRIES>(1);
            self.count.d.next = bits::<4>(0);
            self.one.d.next = false;
            self.two.d.next = false;
            self.three.d.next = false;
            self.room.d.next = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{tag_queue_limit, TagQueue, TAG_QUEUE_ENTRIES};
    use proptest::prelude::*;
    use rust_hdl::prelude::*;
    use std::collections::VecDeque;

    use crate::common::sim::settle;

    fn edge(uut: &mut TagQueue) {
        crate::common::sim::edge(uut, |u| &mut u.clock);
    }

    proptest! {
        /// Against a `VecDeque` of (word, tag): every cycle's three heads, flags and
        /// `can_push` equal the reference's, whatever is pushed (0-2 entries, only when
        /// `can_push`) and popped (0-3, never more than held).
        #[test]
        fn behaves_as_a_tag_queue(ops in proptest::collection::vec((0u8..3, 0u8..4, any::<u32>(), any::<u16>()), 1..400)) {
            let mut uut = TagQueue::default();
            uut.connect_all();
            uut.clock.next = Clock { clk: false };
            uut.reset.next = true;
            settle(&mut uut);
            edge(&mut uut);
            uut.reset.next = false;
            let mut model: VecDeque<(u32, u16)> = VecDeque::new();
            let tag_mask = (1u16 << super::TAG_BITS) - 1;
            for (push, pop, v, tag) in ops {
                uut.push_n.next = 0u64.to_bits();
                uut.pop_n.next = 0u64.to_bits();
                settle(&mut uut);
                prop_assert_eq!(uut.can_push.val(), model.len() as u64 <= tag_queue_limit::PUSH_LIMIT);
                prop_assert_eq!(uut.has_one.val(), !model.is_empty());
                prop_assert_eq!(uut.has_two.val(), model.len() >= 2);
                prop_assert_eq!(uut.has_three.val(), model.len() >= 3);
                let heads = [(uut.h0.val(), uut.h0_tag.val()), (uut.h1.val(), uut.h1_tag.val()), (uut.h2.val(), uut.h2_tag.val())];
                for (k, (w, t)) in heads.iter().enumerate() {
                    if let Some(&(mw, mt)) = model.get(k) {
                        prop_assert_eq!(*w, u64::from(mw).to_bits::<32>());
                        prop_assert_eq!(*t, u64::from(mt).to_bits::<13>());
                    }
                }
                let pushed = if uut.can_push.val() { push as usize } else { 0 };
                let popped = (pop as usize).min(model.len());
                let (t0, t1) = (tag & tag_mask, !tag & tag_mask);
                uut.push_n.next = (pushed as u64).to_bits();
                uut.in0.next = u64::from(v).to_bits();
                uut.in0_tag.next = u64::from(t0).to_bits();
                uut.in1.next = u64::from(!v).to_bits();
                uut.in1_tag.next = u64::from(t1).to_bits();
                uut.pop_n.next = (popped as u64).to_bits();
                settle(&mut uut);
                edge(&mut uut);
                for _ in 0..popped {
                    model.pop_front();
                }
                if pushed >= 1 {
                    model.push_back((v, t0));
                }
                if pushed == 2 {
                    model.push_back((!v, t1));
                }
                prop_assert!(model.len() <= TAG_QUEUE_ENTRIES);
            }
        }
    }
}
