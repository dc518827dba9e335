//! RnicWrq: the work requests between the fetcher (`rnic_wq`) and ddp_tx, one queue per QP,
//! emitted as `rtl/rnic_wrq.v` (issue 16, head-of-line plan step 3).
//!
//! Why per QP: ddp_tx keeps each QP's order (a QP with a message parked or in progress takes
//! none of its other sending events, section "ddp_tx"), so with one queue a QP's second work
//! request at its head waited for the first's whole message, and every other QP's work waited
//! behind it. Here each QP's work requests wait only behind that QP's own.
//!
//! - **In** (`s_wr`, the fetcher's `m_wr`): taken when the QP's queue has room. Each QP has
//!   16 entries ([`WRQ_DEPTH_BITS`]), every send the fetcher lets the engine hold for a QP
//!   (`ddp::SQ_DEPTH`), so in the RNIC a queue never fills and the fetcher never waits here
//!   (the invariant "the fetcher never waits on ddp_tx", ARCHITECTURE.md "rnic: the composed
//!   top"). A full QP still refuses (ready low for it) rather than lose an entry.
//! - **Store**: one RAM of 16 x 16 entries ([`WrWord`], address [`WrqAddr`]: QP, then the
//!   entry's place in its ring), a head, tail and count per QP in registers.
//! - **Pick** (round robin): among the QPs with entries that ddp_tx does not `hold` (ddp_tx's
//!   output: QPs with a message parked, and the QP whose message it has taken and is
//!   segmenting), the lowest after the QP picked last, else the lowest. The head entry is read
//!   (one cycle) and offered on `m_wr` from the RAM's output.
//! - **Offer**: held until taken (the usual rule: ddp_tx decides on an event it saw the cycle
//!   before). One exception, a **withdrawal**: while not taken, an offer whose QP ddp_tx has
//!   come to hold is taken back (valid low for at least one cycle, [`wrq_state::GAP`], so
//!   ddp_tx's registered flags never carry over to the next offer) and another QP is picked.
//!   It happens when ddp_tx starts a Read Response on the offered QP (an inbound Read Request
//!   goes before a work request); without it that QP's work request would hold every other
//!   QP's behind it for the whole response. ddp_tx never holds a QP whose work request it has
//!   chosen and not yet taken (it holds a QP from the take on, and parks only a message it has
//!   taken), so a withdrawal never takes back a request ddp_tx is about to take.
//!
//! One FSM ([`wrq_state`]): pick, read, offer, gap.

use super::qp_pick::LowestQp;
use super::rxctx::rxctx_qp;
use super::top::{wr_w, WrWord};
use crate::common::sdp_ram::SdpRam;
use crate::ddp::{WrIn, WrOut, QPS};
use rust_hdl::prelude::*;

/// Entries per QP: 2^4 (`ddp::SQ_DEPTH`, the sends the fetcher lets the engine hold).
pub const WRQ_DEPTH_BITS: usize = 4;
/// The RAM's address: 16 QPs x 16 entries.
pub const WRQ_ADDR_BITS: usize = 8;

crate::layout! {
    /// The queue RAM's address: the entry's place in its QP's ring, then the QP.
    pub WrqAddr(wrq_addr): 8 {
        wa_slot: 4,
        wa_qp: 4,
    }
}

crate::named_consts! {
    /// rnic_wrq's states.
    pub wrq_state: 2 {
        /// Choosing a QP (the round robin over QPs with entries, not held).
        PICK = 0,
        /// The chosen QP's head entry being read.
        READ = 1,
        /// The entry offered on `m_wr`.
        OFFER = 2,
        /// One cycle with nothing offered after a withdrawal.
        GAP = 3,
    }
}

crate::named_consts! {
    /// Per-QP entry counts.
    pub wrq_count: 5 {
        /// One entry: popping it empties the queue.
        ONE = 1,
        /// One short of full: pushing without a pop fills it.
        ALMOST_FULL = 15,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicWrq {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_wr: WrIn,
    pub m_wr: WrOut,
    /// QPs whose work requests are not to be offered (ddp_tx's `hold`).
    pub hold: Signal<In, Bits<16>>,
    /// Nothing queued or offered.
    pub idle: Signal<Out, Bit>,
    /// Entries taken; entries passed to ddp_tx; offers taken back.
    pub cnt_in: Signal<Out, Bits<32>>,
    pub cnt_out: Signal<Out, Bits<32>>,
    pub cnt_withdrawn: Signal<Out, Bits<32>>,
    ram: SdpRam<{ wr_w::BITS }, WRQ_ADDR_BITS>,
    head: [DFF<Bits<WRQ_DEPTH_BITS>>; QPS],
    tail: [DFF<Bits<WRQ_DEPTH_BITS>>; QPS],
    count: [DFF<Bits<5>>; QPS],
    /// Per QP: has entries; has 16.
    nonempty: DFF<Bits<16>>,
    full: DFF<Bits<16>>,
    st: DFF<Bits<2>>,
    /// The QP picked (its head entry read, then offered).
    sel: DFF<Bits<4>>,
    /// The QPs after the one picked last (the round robin's first choice).
    after: DFF<Bits<16>>,
    n_in: DFF<Bits<32>>,
    n_out: DFF<Bits<32>>,
    n_withdrawn: DFF<Bits<32>>,
    pick_after: LowestQp,
    pick_any: LowestQp,
    // Locals: the input's and the chosen QP's one-hot; the QPs that may be picked, and those
    // of them after the last; the QP picked now; the entry pushed, popped; the input QP's
    // tail and the chosen QP's head (AND-ORs over the one-hots); the RAM's addresses; the
    // incoming word, the word offered; the input QP's and the chosen QP's counts; a push and a pop of the
    // same QP; the flags set and cleared (one-hots).
    in_bit: Signal<Local, Bits<16>>,
    sel_bit: Signal<Local, Bits<16>>,
    elig: Signal<Local, Bits<16>>,
    elig_after: Signal<Local, Bits<16>>,
    pick: Signal<Local, Bits<4>>,
    in_count: Signal<Local, Bits<5>>,
    sel_count: Signal<Local, Bits<5>>,
    in_counts: [Signal<Local, Bits<5>>; QPS],
    sel_counts: [Signal<Local, Bits<5>>; QPS],
    same: Signal<Local, Bit>,
    push_v: Signal<Local, Bits<16>>,
    clr_ne: Signal<Local, Bits<16>>,
    set_fu: Signal<Local, Bits<16>>,
    clr_fu: Signal<Local, Bits<16>>,
    push: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    in_tail: Signal<Local, Bits<WRQ_DEPTH_BITS>>,
    sel_head: Signal<Local, Bits<WRQ_DEPTH_BITS>>,
    tails: [Signal<Local, Bits<WRQ_DEPTH_BITS>>; QPS],
    heads: [Signal<Local, Bits<WRQ_DEPTH_BITS>>; QPS],
    wr_addr: Signal<Local, Bits<WRQ_ADDR_BITS>>,
    rd_addr: Signal<Local, Bits<WRQ_ADDR_BITS>>,
    word: Signal<Local, Bits<{ wr_w::BITS }>>,
    offered: Signal<Local, Bits<{ wr_w::BITS }>>,
}

impl Logic for RnicWrq {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, nonempty, full, st, sel, after, n_in, n_out, n_withdrawn);
        self.ram.clock.next = self.clock.val();
        for k in 0..QPS {
            self.head[k].clock.next = self.clock.val();
            self.head[k].d.next = self.head[k].q.val();
            self.tail[k].clock.next = self.clock.val();
            self.tail[k].d.next = self.tail[k].q.val();
            self.count[k].clock.next = self.clock.val();
            self.count[k].d.next = self.count[k].q.val();
        }
        self.cnt_in.next = self.n_in.q.val();
        self.cnt_out.next = self.n_out.q.val();
        self.cnt_withdrawn.next = self.n_withdrawn.q.val();
        self.idle.next = !self.nonempty.q.val().any() & (self.st.q.val() != wrq_state::OFFER);

        // The input: taken when its QP's queue has room; written at its tail.
        self.in_bit.next = bits::<16>(rxctx_qp::ONE) << self.s_wr.qp.val();
        self.s_wr.ready.next = !(self.full.q.val() & self.in_bit.val()).any() & !self.reset.val();
        self.push.next = self.s_wr.valid.val() & self.s_wr.ready.val();
        self.in_tail.next = bits::<WRQ_DEPTH_BITS>(0);
        self.sel_head.next = bits::<WRQ_DEPTH_BITS>(0);
        self.in_count.next = bits::<5>(0);
        self.sel_count.next = bits::<5>(0);
        self.sel_bit.next = bits::<16>(rxctx_qp::ONE) << self.sel.q.val();
        for k in 0..QPS {
            self.tails[k].next = bits::<WRQ_DEPTH_BITS>(0);
            if self.in_bit.val().get_bit(k) {
                self.tails[k].next = self.tail[k].q.val();
            }
            self.in_tail.next = self.in_tail.val() | self.tails[k].val();
            self.heads[k].next = bits::<WRQ_DEPTH_BITS>(0);
            if self.sel_bit.val().get_bit(k) {
                self.heads[k].next = self.head[k].q.val();
            }
            self.sel_head.next = self.sel_head.val() | self.heads[k].val();
            self.in_counts[k].next = bits::<5>(0);
            if self.in_bit.val().get_bit(k) {
                self.in_counts[k].next = self.count[k].q.val();
            }
            self.in_count.next = self.in_count.val() | self.in_counts[k].val();
            self.sel_counts[k].next = bits::<5>(0);
            if self.sel_bit.val().get_bit(k) {
                self.sel_counts[k].next = self.count[k].q.val();
            }
            self.sel_count.next = self.sel_count.val() | self.sel_counts[k].val();
        }
        self.word.next = bits::<{ wr_w::BITS }>(0);
        self.word.next.set_value_wr_qp(self.s_wr.qp.val());
        self.word.next.set_value_wr_op(self.s_wr.op.val());
        self.word.next.set_value_wr_id(self.s_wr.id.val());
        self.word.next.set_value_wr_lstag(self.s_wr.lstag.val());
        self.word.next.set_value_wr_lto(self.s_wr.lto.val());
        self.word.next.set_value_wr_len(self.s_wr.len.val());
        self.word.next.set_value_wr_rstag(self.s_wr.rstag.val());
        self.word.next.set_value_wr_rto(self.s_wr.rto.val());
        self.wr_addr.next = bits::<WRQ_ADDR_BITS>(0);
        self.wr_addr.next.set_value_wa_qp(self.s_wr.qp.val());
        self.wr_addr.next.set_value_wa_slot(self.in_tail.val());
        self.ram.write_enable.next = self.push.val();
        self.ram.write_address.next = self.wr_addr.val();
        self.ram.write_data.next = self.word.val();
        // The read: the chosen QP's head (sampled every edge; used from READ on, when the QP
        // has an entry, so a push never writes the word read).
        self.rd_addr.next = bits::<WRQ_ADDR_BITS>(0);
        self.rd_addr.next.set_value_wa_qp(self.sel.q.val());
        self.rd_addr.next.set_value_wa_slot(self.sel_head.val());
        self.ram.read_address.next = self.rd_addr.val();

        // The offer, from the RAM's output; zero while nothing is offered (outside READ and
        // OFFER the read may collide with a push to the same place, whose word is undefined).
        self.offered.next = bits::<{ wr_w::BITS }>(0);
        if self.st.q.val() == wrq_state::OFFER {
            self.offered.next = self.ram.read_data.val();
        }
        self.m_wr.valid.next = self.st.q.val() == wrq_state::OFFER;
        self.m_wr.qp.next = self.offered.val().get_value_wr_qp();
        self.m_wr.op.next = self.offered.val().get_value_wr_op();
        self.m_wr.id.next = self.offered.val().get_value_wr_id();
        self.m_wr.lstag.next = self.offered.val().get_value_wr_lstag();
        self.m_wr.lto.next = self.offered.val().get_value_wr_lto();
        self.m_wr.len.next = self.offered.val().get_value_wr_len();
        self.m_wr.rstag.next = self.offered.val().get_value_wr_rstag();
        self.m_wr.rto.next = self.offered.val().get_value_wr_rto();
        self.pop.next = (self.st.q.val() == wrq_state::OFFER) & self.m_wr.ready.val();

        // The round robin: QPs with entries, not held; the first after the last picked.
        self.elig.next = self.nonempty.q.val() & !self.hold.val();
        self.elig_after.next = self.elig.val() & self.after.q.val();
        self.pick_after.mask.next = self.elig_after.val();
        self.pick_any.mask.next = self.elig.val();
        self.pick.next = self.pick_any.num.val();
        if self.elig_after.val().any() {
            self.pick.next = self.pick_after.num.val();
        }

        // The FSM.
        if self.st.q.val() == wrq_state::PICK {
            if self.elig.val().any() {
                self.sel.d.next = self.pick.val();
                self.st.d.next = bits::<2>(wrq_state::READ);
            }
        }
        if self.st.q.val() == wrq_state::READ {
            // The round robin's next start: the QPs after the one picked (from the register,
            // off the pick's path).
            self.after.d.next = !(self.sel_bit.val() | (self.sel_bit.val() - bits::<16>(rxctx_qp::ONE)));
            self.st.d.next = bits::<2>(wrq_state::OFFER);
        }
        if self.st.q.val() == wrq_state::OFFER {
            if self.m_wr.ready.val() {
                self.n_out.d.next = self.n_out.q.val() + 1;
                self.st.d.next = bits::<2>(wrq_state::PICK);
            } else if (self.hold.val() & self.sel_bit.val()).any() {
                self.n_withdrawn.d.next = self.n_withdrawn.q.val() + 1;
                self.st.d.next = bits::<2>(wrq_state::GAP);
            }
        }
        if self.st.q.val() == wrq_state::GAP {
            self.st.d.next = bits::<2>(wrq_state::PICK);
        }

        // Counts, heads and tails; the flags from the counts and this cycle's push and pop.
        if self.push.val() {
            self.n_in.d.next = self.n_in.q.val() + 1;
        }
        for k in 0..QPS {
            if self.push.val() & self.in_bit.val().get_bit(k) {
                self.tail[k].d.next = self.tail[k].q.val() + 1;
            }
            if self.pop.val() & self.sel_bit.val().get_bit(k) {
                self.head[k].d.next = self.head[k].q.val() + 1;
            }
            if (self.push.val() & self.in_bit.val().get_bit(k)) & !(self.pop.val() & self.sel_bit.val().get_bit(k)) {
                self.count[k].d.next = self.count[k].q.val() + 1;
            }
            if !(self.push.val() & self.in_bit.val().get_bit(k)) & (self.pop.val() & self.sel_bit.val().get_bit(k)) {
                self.count[k].d.next = self.count[k].q.val() - 1;
            }
        }
        // The flags: a push sets has-entries; a pop of the last entry (without a push to the
        // same QP) clears it; a push to a queue one short of full (without a pop of it) sets
        // full; a pop (without a push to it) clears it.
        self.same.next = self.push.val() & self.pop.val() & (self.s_wr.qp.val() == self.sel.q.val());
        self.push_v.next = bits::<16>(0);
        self.set_fu.next = bits::<16>(0);
        if self.push.val() {
            self.push_v.next = self.in_bit.val();
            if (self.in_count.val() == bits::<5>(wrq_count::ALMOST_FULL)) & !self.same.val() {
                self.set_fu.next = self.in_bit.val();
            }
        }
        self.clr_ne.next = bits::<16>(0);
        self.clr_fu.next = bits::<16>(0);
        if self.pop.val() & !self.same.val() {
            self.clr_fu.next = self.sel_bit.val();
            if self.sel_count.val() == bits::<5>(wrq_count::ONE) {
                self.clr_ne.next = self.sel_bit.val();
            }
        }
        self.nonempty.d.next = (self.nonempty.q.val() & !self.clr_ne.val()) | self.push_v.val();
        self.full.d.next = (self.full.q.val() & !self.clr_fu.val()) | self.set_fu.val();

        if self.reset.val() {
            self.st.d.next = bits::<2>(wrq_state::PICK);
            self.sel.d.next = bits::<4>(0);
            self.after.d.next = bits::<16>(0);
            self.nonempty.d.next = bits::<16>(0);
            self.full.d.next = bits::<16>(0);
            self.n_in.d.next = bits::<32>(0);
            self.n_out.d.next = bits::<32>(0);
            self.n_withdrawn.d.next = bits::<32>(0);
            for k in 0..QPS {
                self.head[k].d.next = bits::<WRQ_DEPTH_BITS>(0);
                self.tail[k].d.next = bits::<WRQ_DEPTH_BITS>(0);
                self.count[k].d.next = bits::<5>(0);
            }
        }
    }
}
