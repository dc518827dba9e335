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
//! Internals: the heads' words are AND-OR selections by the read pointer and its rotations
//! (wiring, no logic); the heads' tags are registers (`hq`), whose next values are prepared
//! for each pop count (0-3) from the ring, the count and the pushed entries, so the
//! consumer's pop count, decided from the tags, only picks one (issue 17: the consumer's
//! decision from AND-OR selected tags, then the count's update, was mpa_rx's worst path).
//! The count's next value and its flags are likewise prepared per pop count.

use rust_hdl::prelude::*;

/// Entries held at most.
pub const TAG_QUEUE_ENTRIES: usize = 8;
/// Tag bits per entry.
pub const TAG_BITS: usize = 14;
/// Pop counts a cycle can have (0..=3).
const POPS: usize = 4;
/// Heads shown.
const HEADS: usize = 3;
/// Queue positions a head can come from after a pop: pop count + head index (0..=5).
const REACH: usize = POPS + HEADS - 1;

crate::named_consts! {
    /// The queue's push limit and pointer steps as the Verilog sees them.
    pub tag_queue_limit: 4 {
        /// Entries held at most when `can_push` says two more fit (TAG_QUEUE_ENTRIES - 2).
        PUSH_LIMIT = 6,
        /// A one-hot pointer moves by one entry ...
        STEP1 = 1,
        /// ... two ...
        STEP2 = 2,
        /// ... or three (the consumer's most per cycle); a head after a pop of three is up
        /// to five entries past the read pointer.
        STEP3 = 3,
        STEP4 = 4,
        STEP5 = 5,
        /// The shifts that bring the top bits back in for those rotations.
        WRAP1 = 7,
        WRAP2 = 6,
        WRAP3 = 5,
        WRAP4 = 4,
        WRAP5 = 3,
    }
}

crate::named_consts! {
    /// Masks over the REACH places a head can come from.
    pub tag_queue_reach: 6 {
        /// Every one of them.
        ALL = 0x3F,
    }
}
const _: () = assert!(tag_queue_limit::PUSH_LIMIT as usize == TAG_QUEUE_ENTRIES - 2);
const _: () = assert!(tag_queue_limit::WRAP1 + tag_queue_limit::STEP1 == TAG_QUEUE_ENTRIES as u64);
const _: () = assert!(tag_queue_limit::WRAP2 + tag_queue_limit::STEP2 == TAG_QUEUE_ENTRIES as u64);
const _: () = assert!(tag_queue_limit::WRAP3 + tag_queue_limit::STEP3 == TAG_QUEUE_ENTRIES as u64);
const _: () = assert!(tag_queue_limit::WRAP4 + tag_queue_limit::STEP4 == TAG_QUEUE_ENTRIES as u64);
const _: () = assert!(tag_queue_limit::WRAP5 + tag_queue_limit::STEP5 == TAG_QUEUE_ENTRIES as u64);
const _: () = assert!(REACH == tag_queue_limit::STEP5 as usize + 1);
const _: () = assert!(tag_queue_reach::ALL == (1 << REACH) - 1);

#[derive(LogicBlock, Default)]
pub struct TagQueue {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub in0: Signal<In, Bits<32>>,
    pub in0_tag: Signal<In, Bits<TAG_BITS>>,
    pub in1: Signal<In, Bits<32>>,
    pub in1_tag: Signal<In, Bits<TAG_BITS>>,
    pub push_n: Signal<In, Bits<2>>,
    pub can_push: Signal<Out, Bit>,
    pub pop_n: Signal<In, Bits<2>>,
    pub h0: Signal<Out, Bits<32>>,
    pub h0_tag: Signal<Out, Bits<TAG_BITS>>,
    pub h1: Signal<Out, Bits<32>>,
    pub h1_tag: Signal<Out, Bits<TAG_BITS>>,
    pub h2: Signal<Out, Bits<32>>,
    pub h2_tag: Signal<Out, Bits<TAG_BITS>>,
    pub has_one: Signal<Out, Bit>,
    pub has_two: Signal<Out, Bit>,
    pub has_three: Signal<Out, Bit>,
    w: [DFF<Bits<32>>; TAG_QUEUE_ENTRIES],
    t: [DFF<Bits<TAG_BITS>>; TAG_QUEUE_ENTRIES],
    /// The three oldest entries' tags.
    hq: [DFF<Bits<TAG_BITS>>; HEADS],
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
    rd_r4: Signal<Local, Bits<TAG_QUEUE_ENTRIES>>,
    rd_r5: Signal<Local, Bits<TAG_QUEUE_ENTRIES>>,
    wr_r1: Signal<Local, Bits<TAG_QUEUE_ENTRIES>>,
    wr_r2: Signal<Local, Bits<TAG_QUEUE_ENTRIES>>,
    /// The tag `REACH` positions: the ring's entry `k` past the read pointer, or the pushed
    /// entry that lands there this cycle.
    rt: [Signal<Local, Bits<TAG_BITS>>; REACH],
    /// Per pop count: the count after this cycle's push and that pop, and its flags, all
    /// before the pop count is known.
    pc: [Signal<Local, Bits<4>>; POPS],
    f1: [Signal<Local, Bit>; POPS],
    f2: [Signal<Local, Bit>; POPS],
    f3: [Signal<Local, Bit>; POPS],
    fr: [Signal<Local, Bit>; POPS],
    pushed: Signal<Local, Bits<4>>,
    /// The read pointer's rotations by 0..REACH places.
    rot: [Signal<Local, Bits<TAG_QUEUE_ENTRIES>>; REACH],
    /// Bit k: k is below the count / equals it.
    below: Signal<Local, Bits<REACH>>,
    at_count: Signal<Local, Bits<REACH>>,
    /// `pop_n`, one-hot.
    pop_oh: Signal<Local, Bits<POPS>>,
    a0: Signal<Local, Bits<32>>,
    a1: Signal<Local, Bits<32>>,
    a2: Signal<Local, Bits<32>>,
}

impl Logic for TagQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rd, wr, count, one, two, three, room);
        for j in 0..HEADS {
            self.hq[j].clock.next = self.clock.val();
        }
        for i in 0..TAG_QUEUE_ENTRIES {
            self.w[i].clock.next = self.clock.val();
            self.t[i].clock.next = self.clock.val();
            self.w[i].d.next = self.w[i].q.val();
            self.t[i].d.next = self.t[i].q.val();
        }
        self.rd_r1.next = (self.rd.q.val() << tag_queue_limit::STEP1) | (self.rd.q.val() >> tag_queue_limit::WRAP1);
        self.rd_r2.next = (self.rd.q.val() << tag_queue_limit::STEP2) | (self.rd.q.val() >> tag_queue_limit::WRAP2);
        self.rd_r3.next = (self.rd.q.val() << tag_queue_limit::STEP3) | (self.rd.q.val() >> tag_queue_limit::WRAP3);
        self.rd_r4.next = (self.rd.q.val() << tag_queue_limit::STEP4) | (self.rd.q.val() >> tag_queue_limit::WRAP4);
        self.rd_r5.next = (self.rd.q.val() << tag_queue_limit::STEP5) | (self.rd.q.val() >> tag_queue_limit::WRAP5);
        self.wr_r1.next = (self.wr.q.val() << tag_queue_limit::STEP1) | (self.wr.q.val() >> tag_queue_limit::WRAP1);
        self.wr_r2.next = (self.wr.q.val() << tag_queue_limit::STEP2) | (self.wr.q.val() >> tag_queue_limit::WRAP2);
        self.rot[0].next = self.rd.q.val();
        self.rot[1].next = self.rd_r1.val();
        self.rot[2].next = self.rd_r2.val();
        self.rot[3].next = self.rd_r3.val();
        self.rot[4].next = self.rd_r4.val();
        self.rot[5].next = self.rd_r5.val();
        // The three oldest entries' words: AND-OR selections by the read pointer's rotations.
        self.a0.next = bits::<32>(0);
        self.a1.next = bits::<32>(0);
        self.a2.next = bits::<32>(0);
        for i in 0..TAG_QUEUE_ENTRIES {
            if self.rd.q.val().get_bit(i) {
                self.a0.next = self.a0.val() | self.w[i].q.val();
            }
            if self.rd_r1.val().get_bit(i) {
                self.a1.next = self.a1.val() | self.w[i].q.val();
            }
            if self.rd_r2.val().get_bit(i) {
                self.a2.next = self.a2.val() | self.w[i].q.val();
            }
        }
        self.h0.next = self.a0.val();
        self.h0_tag.next = self.hq[0].q.val();
        self.h1.next = self.a1.val();
        self.h1_tag.next = self.hq[1].q.val();
        self.h2.next = self.a2.val();
        self.h2_tag.next = self.hq[2].q.val();
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
        // The tag `k` places past the read pointer after this cycle's push: a held entry's
        // (k below the count), else the pushed `in0` (k = count) or `in1` (past it; when
        // nothing lands there the head is not shown as held and its tag is not used).
        self.below.next = !(bits::<REACH>(tag_queue_reach::ALL) << self.count.q.val());
        self.at_count.next = bits::<REACH>(1) << self.count.q.val();
        for k in 0..REACH {
            self.rt[k].next = self.in1_tag.val();
            if self.at_count.val().get_bit(k) {
                self.rt[k].next = self.in0_tag.val();
            }
            if self.below.val().get_bit(k) {
                self.rt[k].next = bits::<TAG_BITS>(0);
                for i in 0..TAG_QUEUE_ENTRIES {
                    if self.rot[k].val().get_bit(i) {
                        self.rt[k].next = self.rt[k].val() | self.t[i].q.val();
                    }
                }
            }
        }
        // Head j after a pop of p is the tag p + j places on; the pop count only picks.
        self.hq[0].d.next = self.rt[0].val();
        self.hq[1].d.next = self.rt[1].val();
        self.hq[2].d.next = self.rt[2].val();
        if self.pop_n.val() == 1 {
            self.hq[0].d.next = self.rt[1].val();
            self.hq[1].d.next = self.rt[2].val();
            self.hq[2].d.next = self.rt[3].val();
        }
        if self.pop_n.val() == 2 {
            self.hq[0].d.next = self.rt[2].val();
            self.hq[1].d.next = self.rt[3].val();
            self.hq[2].d.next = self.rt[4].val();
        }
        if self.pop_n.val() == 3 {
            self.hq[0].d.next = self.rt[3].val();
            self.hq[1].d.next = self.rt[4].val();
            self.hq[2].d.next = self.rt[5].val();
        }
        // The count after this cycle's push and each pop count, and its flags.
        self.pushed.next = bit_cast::<4, 2>(self.push_n.val());
        self.pc[0].next = self.count.q.val() + self.pushed.val();
        self.pc[1].next = (self.count.q.val() + self.pushed.val()) - tag_queue_limit::STEP1;
        self.pc[2].next = (self.count.q.val() + self.pushed.val()) - tag_queue_limit::STEP2;
        self.pc[3].next = (self.count.q.val() + self.pushed.val()) - tag_queue_limit::STEP3;
        for k in 0..POPS {
            self.f1[k].next = self.pc[k].val() >= tag_queue_limit::STEP1;
            self.f2[k].next = self.pc[k].val() >= tag_queue_limit::STEP2;
            self.f3[k].next = self.pc[k].val() >= tag_queue_limit::STEP3;
            self.fr[k].next = self.pc[k].val() <= tag_queue_limit::PUSH_LIMIT;
        }
        self.count.d.next = self.pc[0].val();
        self.one.d.next = self.f1[0].val();
        self.two.d.next = self.f2[0].val();
        self.three.d.next = self.f3[0].val();
        self.room.d.next = self.fr[0].val();
        self.pop_oh.next = bits::<POPS>(1) << self.pop_n.val();
        for k in 0..POPS {
            if self.pop_oh.val().get_bit(k) {
                self.count.d.next = self.pc[k].val();
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
                        prop_assert_eq!(*t, u64::from(mt).to_bits::<{ super::TAG_BITS }>());
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
