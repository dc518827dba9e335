//! WordQueue: a 6-word gearbox between a producer of 1-2 words per cycle and a consumer of
//! 0-2 words per cycle (generated mechanically: one `if` per slot; see `model/src/common/mod.rs`).
//!
//! Ports: `in_w0/in_w1/in_two/in_last/push` append one or two 32-bit words (`in_last` flags the
//! last pushed word as the end of its unit); `can_push` (registered: at most 4 words held)
//! says a push this cycle fits even if nothing is popped. `h0/h1/h0_last/h1_last/count_out` show
//! the two oldest words; `pop_n` (0..=2, never more than `count_out`) removes them at the edge.
//! Holding up to 6 words with the push limit at 4 keeps at least two words ready for a consumer
//! that takes two per cycle while the producer gives two, through single-cycle consumer pauses.

use rust_hdl::prelude::*;

/// Words held at most.
pub const WORD_QUEUE_WORDS: usize = 6;
/// `can_push` while at most this many words are held.
pub const PUSH_LIMIT: u64 = word_queue_limit::PUSH_LIMIT;

crate::named_consts! {
    /// The queue's push limit as the Verilog sees it.
    pub word_queue_limit: 3 {
        /// Entries held at most when `can_push` says two more fit.
        PUSH_LIMIT = 4,
    }
}

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
    pub count_out: Signal<Out, Bits<3>>,
    q0: DFF<Bits<32>>,
    l0: DFF<Bit>,
    a0: Signal<Local, Bits<32>>,
    al0: Signal<Local, Bit>,
    q1: DFF<Bits<32>>,
    l1: DFF<Bit>,
    a1: Signal<Local, Bits<32>>,
    al1: Signal<Local, Bit>,
    q2: DFF<Bits<32>>,
    l2: DFF<Bit>,
    a2: Signal<Local, Bits<32>>,
    al2: Signal<Local, Bit>,
    q3: DFF<Bits<32>>,
    l3: DFF<Bit>,
    a3: Signal<Local, Bits<32>>,
    al3: Signal<Local, Bit>,
    q4: DFF<Bits<32>>,
    l4: DFF<Bit>,
    a4: Signal<Local, Bits<32>>,
    al4: Signal<Local, Bit>,
    q5: DFF<Bits<32>>,
    l5: DFF<Bit>,
    a5: Signal<Local, Bits<32>>,
    al5: Signal<Local, Bit>,
    count: DFF<Bits<3>>,
    m: Signal<Local, Bits<3>>,
    push_n: Signal<Local, Bits<3>>,
}

impl Logic for WordQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, q0, l0, q1, l1, q2, l2, q3, l3, q4, l4, q5, l5, count);
        self.m.next = self.count.q.val() - bit_cast::<3, 2>(self.pop_n.val());
        self.push_n.next = bits::<3>(0);
        if self.push.val() {
            self.push_n.next = bits::<3>(1);
            if self.in_two.val() {
                self.push_n.next = bits::<3>(2);
            }
        }
        // Slots after this cycle's pop: a[i] = q[i + pop_n].
        self.a0.next = self.q0.q.val();
        self.al0.next = self.l0.q.val();
        self.a1.next = self.q1.q.val();
        self.al1.next = self.l1.q.val();
        self.a2.next = self.q2.q.val();
        self.al2.next = self.l2.q.val();
        self.a3.next = self.q3.q.val();
        self.al3.next = self.l3.q.val();
        self.a4.next = self.q4.q.val();
        self.al4.next = self.l4.q.val();
        self.a5.next = self.q5.q.val();
        self.al5.next = self.l5.q.val();
        if self.pop_n.val() == 1 {
            self.a0.next = self.q1.q.val();
            self.al0.next = self.l1.q.val();
            self.a1.next = self.q2.q.val();
            self.al1.next = self.l2.q.val();
            self.a2.next = self.q3.q.val();
            self.al2.next = self.l3.q.val();
            self.a3.next = self.q4.q.val();
            self.al3.next = self.l4.q.val();
            self.a4.next = self.q5.q.val();
            self.al4.next = self.l5.q.val();
            self.a5.next = bits::<32>(0);
            self.al5.next = false;
        }
        if self.pop_n.val() == 2 {
            self.a0.next = self.q2.q.val();
            self.al0.next = self.l2.q.val();
            self.a1.next = self.q3.q.val();
            self.al1.next = self.l3.q.val();
            self.a2.next = self.q4.q.val();
            self.al2.next = self.l4.q.val();
            self.a3.next = self.q5.q.val();
            self.al3.next = self.l5.q.val();
            self.a4.next = bits::<32>(0);
            self.al4.next = false;
            self.a5.next = bits::<32>(0);
            self.al5.next = false;
        }
        self.q0.d.next = self.a0.val();
        self.l0.d.next = self.al0.val();
        self.q1.d.next = self.a1.val();
        self.l1.d.next = self.al1.val();
        self.q2.d.next = self.a2.val();
        self.l2.d.next = self.al2.val();
        self.q3.d.next = self.a3.val();
        self.l3.d.next = self.al3.val();
        self.q4.d.next = self.a4.val();
        self.l4.d.next = self.al4.val();
        self.q5.d.next = self.a5.val();
        self.l5.d.next = self.al5.val();
        // Pushed words land right after the survivors.
        if self.push.val() {
            if self.m.val() == 0 {
                self.q0.d.next = self.in_w0.val();
                self.l0.d.next = self.in_last.val() & !self.in_two.val();
                if self.in_two.val() {
                    self.q1.d.next = self.in_w1.val();
                    self.l1.d.next = self.in_last.val();
                }
            }
            if self.m.val() == 1 {
                self.q1.d.next = self.in_w0.val();
                self.l1.d.next = self.in_last.val() & !self.in_two.val();
                if self.in_two.val() {
                    self.q2.d.next = self.in_w1.val();
                    self.l2.d.next = self.in_last.val();
                }
            }
            if self.m.val() == 2 {
                self.q2.d.next = self.in_w0.val();
                self.l2.d.next = self.in_last.val() & !self.in_two.val();
                if self.in_two.val() {
                    self.q3.d.next = self.in_w1.val();
                    self.l3.d.next = self.in_last.val();
                }
            }
            if self.m.val() == 3 {
                self.q3.d.next = self.in_w0.val();
                self.l3.d.next = self.in_last.val() & !self.in_two.val();
                if self.in_two.val() {
                    self.q4.d.next = self.in_w1.val();
                    self.l4.d.next = self.in_last.val();
                }
            }
            if self.m.val() == 4 {
                self.q4.d.next = self.in_w0.val();
                self.l4.d.next = self.in_last.val() & !self.in_two.val();
                if self.in_two.val() {
                    self.q5.d.next = self.in_w1.val();
                    self.l5.d.next = self.in_last.val();
                }
            }
            if self.m.val() == 5 {
                self.q5.d.next = self.in_w0.val();
                self.l5.d.next = self.in_last.val() & !self.in_two.val();
            }
        }
        self.count.d.next = self.m.val() + self.push_n.val();
        if self.reset.val() {
            self.count.d.next = bits::<3>(0);
        }
        self.h0.next = self.q0.q.val();
        self.h1.next = self.q1.q.val();
        self.h0_last.next = self.l0.q.val();
        self.h1_last.next = self.l1.q.val();
        self.count_out.next = self.count.q.val();
        self.can_push.next = self.count.q.val() <= word_queue_limit::PUSH_LIMIT;
    }
}
