//! TagQueue: an 8-entry queue of 32-bit words with a 13-bit tag each; up to two entries
//! pushed and up to three popped per cycle, the three oldest visible (generated mechanically
//! like [`WordQueue`](super::word_queue::WordQueue): one `if` per entry).
//!
//! Ports: `in0/in0_tag/in1/in1_tag/push_n` (0..=2, `in0` first) append; `can_push`
//! (registered: at most 6 held) says two entries fit even if nothing is popped;
//! `h0..h2/_tag/count_out` show the oldest entries; `pop_n` (0..=3, never more than held)
//! removes them at the edge.

use rust_hdl::prelude::*;

/// Entries held at most.
pub const TAG_QUEUE_ENTRIES: usize = 8;
/// Tag bits per entry.
pub const TAG_BITS: usize = 13;

crate::named_consts! {
    /// The queue's push limit as the Verilog sees it.
    pub tag_queue_limit: 4 {
        /// Entries held at most when `can_push` says two more fit (TAG_QUEUE_ENTRIES - 2).
        PUSH_LIMIT = 6,
    }
}
const _: () = assert!(tag_queue_limit::PUSH_LIMIT as usize == TAG_QUEUE_ENTRIES - 2);

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
    pub count_out: Signal<Out, Bits<4>>,
    q0: DFF<Bits<32>>,
    t0: DFF<Bits<13>>,
    a0: Signal<Local, Bits<32>>,
    at0: Signal<Local, Bits<13>>,
    q1: DFF<Bits<32>>,
    t1: DFF<Bits<13>>,
    a1: Signal<Local, Bits<32>>,
    at1: Signal<Local, Bits<13>>,
    q2: DFF<Bits<32>>,
    t2: DFF<Bits<13>>,
    a2: Signal<Local, Bits<32>>,
    at2: Signal<Local, Bits<13>>,
    q3: DFF<Bits<32>>,
    t3: DFF<Bits<13>>,
    a3: Signal<Local, Bits<32>>,
    at3: Signal<Local, Bits<13>>,
    q4: DFF<Bits<32>>,
    t4: DFF<Bits<13>>,
    a4: Signal<Local, Bits<32>>,
    at4: Signal<Local, Bits<13>>,
    q5: DFF<Bits<32>>,
    t5: DFF<Bits<13>>,
    a5: Signal<Local, Bits<32>>,
    at5: Signal<Local, Bits<13>>,
    q6: DFF<Bits<32>>,
    t6: DFF<Bits<13>>,
    a6: Signal<Local, Bits<32>>,
    at6: Signal<Local, Bits<13>>,
    q7: DFF<Bits<32>>,
    t7: DFF<Bits<13>>,
    a7: Signal<Local, Bits<32>>,
    at7: Signal<Local, Bits<13>>,
    count: DFF<Bits<4>>,
    m: Signal<Local, Bits<4>>,
}

impl Logic for TagQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, q0, t0, q1, t1, q2, t2, q3, t3, q4, t4, q5, t5, q6, t6, q7, t7, count);
        self.m.next = self.count.q.val() - bit_cast::<4, 2>(self.pop_n.val());
        // Entries after this cycle's pop: a[i] = q[i + pop_n].
        self.a0.next = self.q0.q.val();
        self.at0.next = self.t0.q.val();
        self.a1.next = self.q1.q.val();
        self.at1.next = self.t1.q.val();
        self.a2.next = self.q2.q.val();
        self.at2.next = self.t2.q.val();
        self.a3.next = self.q3.q.val();
        self.at3.next = self.t3.q.val();
        self.a4.next = self.q4.q.val();
        self.at4.next = self.t4.q.val();
        self.a5.next = self.q5.q.val();
        self.at5.next = self.t5.q.val();
        self.a6.next = self.q6.q.val();
        self.at6.next = self.t6.q.val();
        self.a7.next = self.q7.q.val();
        self.at7.next = self.t7.q.val();
        if self.pop_n.val() == 1 {
            self.a0.next = self.q1.q.val();
            self.at0.next = self.t1.q.val();
            self.a1.next = self.q2.q.val();
            self.at1.next = self.t2.q.val();
            self.a2.next = self.q3.q.val();
            self.at2.next = self.t3.q.val();
            self.a3.next = self.q4.q.val();
            self.at3.next = self.t4.q.val();
            self.a4.next = self.q5.q.val();
            self.at4.next = self.t5.q.val();
            self.a5.next = self.q6.q.val();
            self.at5.next = self.t6.q.val();
            self.a6.next = self.q7.q.val();
            self.at6.next = self.t7.q.val();
            self.a7.next = bits::<32>(0);
            self.at7.next = bits::<13>(0);
        }
        if self.pop_n.val() == 2 {
            self.a0.next = self.q2.q.val();
            self.at0.next = self.t2.q.val();
            self.a1.next = self.q3.q.val();
            self.at1.next = self.t3.q.val();
            self.a2.next = self.q4.q.val();
            self.at2.next = self.t4.q.val();
            self.a3.next = self.q5.q.val();
            self.at3.next = self.t5.q.val();
            self.a4.next = self.q6.q.val();
            self.at4.next = self.t6.q.val();
            self.a5.next = self.q7.q.val();
            self.at5.next = self.t7.q.val();
            self.a6.next = bits::<32>(0);
            self.at6.next = bits::<13>(0);
            self.a7.next = bits::<32>(0);
            self.at7.next = bits::<13>(0);
        }
        if self.pop_n.val() == 3 {
            self.a0.next = self.q3.q.val();
            self.at0.next = self.t3.q.val();
            self.a1.next = self.q4.q.val();
            self.at1.next = self.t4.q.val();
            self.a2.next = self.q5.q.val();
            self.at2.next = self.t5.q.val();
            self.a3.next = self.q6.q.val();
            self.at3.next = self.t6.q.val();
            self.a4.next = self.q7.q.val();
            self.at4.next = self.t7.q.val();
            self.a5.next = bits::<32>(0);
            self.at5.next = bits::<13>(0);
            self.a6.next = bits::<32>(0);
            self.at6.next = bits::<13>(0);
            self.a7.next = bits::<32>(0);
            self.at7.next = bits::<13>(0);
        }
        self.q0.d.next = self.a0.val();
        self.t0.d.next = self.at0.val();
        self.q1.d.next = self.a1.val();
        self.t1.d.next = self.at1.val();
        self.q2.d.next = self.a2.val();
        self.t2.d.next = self.at2.val();
        self.q3.d.next = self.a3.val();
        self.t3.d.next = self.at3.val();
        self.q4.d.next = self.a4.val();
        self.t4.d.next = self.at4.val();
        self.q5.d.next = self.a5.val();
        self.t5.d.next = self.at5.val();
        self.q6.d.next = self.a6.val();
        self.t6.d.next = self.at6.val();
        self.q7.d.next = self.a7.val();
        self.t7.d.next = self.at7.val();
        // Pushed entries land right after the survivors, in0 first.
        if self.push_n.val() != 0 {
            if self.m.val() == 0 {
                self.q0.d.next = self.in0.val();
                self.t0.d.next = self.in0_tag.val();
                if self.push_n.val() == 2 {
                    self.q1.d.next = self.in1.val();
                    self.t1.d.next = self.in1_tag.val();
                }
            }
            if self.m.val() == 1 {
                self.q1.d.next = self.in0.val();
                self.t1.d.next = self.in0_tag.val();
                if self.push_n.val() == 2 {
                    self.q2.d.next = self.in1.val();
                    self.t2.d.next = self.in1_tag.val();
                }
            }
            if self.m.val() == 2 {
                self.q2.d.next = self.in0.val();
                self.t2.d.next = self.in0_tag.val();
                if self.push_n.val() == 2 {
                    self.q3.d.next = self.in1.val();
                    self.t3.d.next = self.in1_tag.val();
                }
            }
            if self.m.val() == 3 {
                self.q3.d.next = self.in0.val();
                self.t3.d.next = self.in0_tag.val();
                if self.push_n.val() == 2 {
                    self.q4.d.next = self.in1.val();
                    self.t4.d.next = self.in1_tag.val();
                }
            }
            if self.m.val() == 4 {
                self.q4.d.next = self.in0.val();
                self.t4.d.next = self.in0_tag.val();
                if self.push_n.val() == 2 {
                    self.q5.d.next = self.in1.val();
                    self.t5.d.next = self.in1_tag.val();
                }
            }
            if self.m.val() == 5 {
                self.q5.d.next = self.in0.val();
                self.t5.d.next = self.in0_tag.val();
                if self.push_n.val() == 2 {
                    self.q6.d.next = self.in1.val();
                    self.t6.d.next = self.in1_tag.val();
                }
            }
            if self.m.val() == 6 {
                self.q6.d.next = self.in0.val();
                self.t6.d.next = self.in0_tag.val();
                if self.push_n.val() == 2 {
                    self.q7.d.next = self.in1.val();
                    self.t7.d.next = self.in1_tag.val();
                }
            }
            if self.m.val() == 7 {
                self.q7.d.next = self.in0.val();
                self.t7.d.next = self.in0_tag.val();
            }
        }
        self.count.d.next = self.m.val() + bit_cast::<4, 2>(self.push_n.val());
        if self.reset.val() {
            self.count.d.next = bits::<4>(0);
        }
        self.h0.next = self.q0.q.val();
        self.h0_tag.next = self.t0.q.val();
        self.h1.next = self.q1.q.val();
        self.h1_tag.next = self.t1.q.val();
        self.h2.next = self.q2.q.val();
        self.h2_tag.next = self.t2.q.val();
        self.count_out.next = self.count.q.val();
        self.can_push.next = self.count.q.val() <= tag_queue_limit::PUSH_LIMIT;
    }
}
