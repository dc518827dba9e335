//! RnicQpErr: a QP's errors between the directions, emitted as `rtl/rnic_qperr.v`
//! (issue 16). A Terminate found on either side stops both (an error in an incoming
//! message is answered with a Terminate, RFC 5040 section 4.8's message, and a received
//! Terminate ends the stream), and a QP's move to error flushes what each engine holds.
//!
//! - `s_term` → `m_term` (ddp_rx's Terminate for ddp_tx to send), passed on unchanged, wire
//!   for wire; each one passed marks its QP for a TERMINATE event.
//! - `s_cqe` → `m_cqe` (ddp_rx's completions for `rnic_cqf`), passed on unchanged; a
//!   PEER_TERMINATE (the peer's Terminate received) marks its QP likewise, and so does
//!   `s_own_term` (a Terminate ddp_tx originated and sent: an inbound Read Request's source
//!   fault).
//! - `s_llp` (`rnic_toeev`'s `m_qpev`: the connection's end) and the marked TERMINATEs go
//!   to `rnic_cmd`'s `s_ev` (`m_ev`), the marks first (the lowest QP), one event at a time.
//!   Marks coalesce: a TERMINATE event taken answers every mark of its QP before it (a
//!   second would change nothing: `rnic_cmd` takes TERMINATE in ready to send only).
//! - `s_qp` (`rnic_cmd`'s `m_qp`, always taken): a QP's stop (live, state TERMINATE or
//!   ERROR, stopped in neither before) owes both engines a flush: a Terminate sent or
//!   received stops both directions at once (the receive side places nothing more, the send
//!   queue's outstanding work requests flush), not only once the driver moves the QP to
//!   error; the move from TERMINATE to ERROR owes nothing more (`m_flush_rx`, `m_flush_tx`, ddp_rx's
//!   and ddp_tx's `s_flush`), the lowest QP owed first; a flush taken answers every entry
//!   into error of its QP before it (they coalesce: a QP flushed holds nothing more).
//!
//! One FSM ([`qperr_state`]) for the events; the pass-throughs are wires, the marks and the
//! owed flushes 16-bit registers drained by a lowest-bit pick ([`LowestQp`]).

use super::cmd::{qp_event, QpCtxIn, QpEvIn, QpEvOut};
use super::qp_pick::LowestQp;
use super::{qp_onehot, qp_state};
use crate::ddp::{cqe, QpEventOut, RxCqeIn, RxCqeOut, TermIn, TermOut};
use rust_hdl::prelude::*;

crate::named_consts! {
    /// The event side's states.
    pub qperr_state: 2 {
        IDLE = 0,
        /// A marked TERMINATE offered.
        TERM = 1,
        /// The connection's end offered.
        LLP = 2,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicQpErr {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_term: TermIn,
    pub m_term: TermOut,
    pub s_cqe: RxCqeIn,
    pub m_cqe: RxCqeOut,
    pub s_llp: QpEvIn,
    pub m_ev: QpEvOut,
    pub s_qp: QpCtxIn,
    /// ddp_tx's Terminate of its own, sent (a one-cycle pulse and its QP).
    pub s_own_term_valid: Signal<In, Bit>,
    pub s_own_term_qp: Signal<In, Bits<4>>,
    pub m_flush_rx: QpEventOut,
    pub m_flush_tx: QpEventOut,
    pub idle: Signal<Out, Bit>,
    /// TERMINATE events given; flushes given to ddp_rx, to ddp_tx.
    pub cnt_terms: Signal<Out, Bits<32>>,
    pub cnt_flush_rx: Signal<Out, Bits<32>>,
    pub cnt_flush_tx: Signal<Out, Bits<32>>,
    st: DFF<Bits<2>>,
    /// QPs marked for a TERMINATE event; stopped (TERMINATE or ERROR); owed a flush by each
    /// engine.
    marks: DFF<Bits<16>>,
    errored: DFF<Bits<16>>,
    owe_rx: DFF<Bits<16>>,
    owe_tx: DFF<Bits<16>>,
    /// The event offered.
    ev_qp: DFF<Bits<4>>,
    ev: DFF<Bits<2>>,
    /// The flushes offered (QP, one-hot).
    frx_qp: DFF<Bits<4>>,
    frx_v: DFF<Bit>,
    ftx_qp: DFF<Bits<4>>,
    ftx_v: DFF<Bit>,
    n_terms: DFF<Bits<32>>,
    n_frx: DFF<Bits<32>>,
    n_ftx: DFF<Bits<32>>,
    /// The lowest marked QP; the lowest owing each engine a flush.
    pick_mark: LowestQp,
    pick_rx: LowestQp,
    pick_tx: LowestQp,
    // Locals: the marks set this cycle; the QP bits of the inputs; lowest-bit picks.
    set_marks: Signal<Local, Bits<16>>,
    term_bit: Signal<Local, Bits<16>>,
    cqe_bit: Signal<Local, Bits<16>>,
    own_bit: Signal<Local, Bits<16>>,
    qp_bit: Signal<Local, Bits<16>>,
    now_err: Signal<Local, Bit>,
    new_owed: Signal<Local, Bits<16>>,
    clear_mark: Signal<Local, Bits<16>>,
    clear_rx: Signal<Local, Bits<16>>,
    clear_tx: Signal<Local, Bits<16>>,
}

impl Logic for RnicQpErr {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, marks, errored, owe_rx, owe_tx, ev_qp, ev, frx_qp, frx_v, ftx_qp, ftx_v, n_terms, n_frx, n_ftx);
        self.idle.next = (self.st.q.val() == qperr_state::IDLE) & !self.marks.q.val().any() & !self.owe_rx.q.val().any() & !self.owe_tx.q.val().any() & !self.frx_v.q.val() & !self.ftx_v.q.val();
        self.cnt_terms.next = self.n_terms.q.val();
        self.cnt_flush_rx.next = self.n_frx.q.val();
        self.cnt_flush_tx.next = self.n_ftx.q.val();

        // The pass-throughs, wire for wire.
        self.m_term.valid.next = self.s_term.valid.val();
        self.m_term.qp.next = self.s_term.qp.val();
        self.m_term.ctl.next = self.s_term.ctl.val();
        self.m_term.seglen.next = self.s_term.seglen.val();
        self.m_term.w0.next = self.s_term.w0.val();
        self.m_term.w1.next = self.s_term.w1.val();
        self.m_term.w2.next = self.s_term.w2.val();
        self.m_term.w3.next = self.s_term.w3.val();
        self.m_term.w4.next = self.s_term.w4.val();
        self.m_term.w5.next = self.s_term.w5.val();
        self.s_term.ready.next = self.m_term.ready.val();
        self.m_cqe.valid.next = self.s_cqe.valid.val();
        self.m_cqe.qp.next = self.s_cqe.qp.val();
        self.m_cqe.kind.next = self.s_cqe.kind.val();
        self.m_cqe.status.next = self.s_cqe.status.val();
        self.m_cqe.slot.next = self.s_cqe.slot.val();
        self.m_cqe.len.next = self.s_cqe.len.val();
        self.m_cqe.se.next = self.s_cqe.se.val();
        self.m_cqe.inv.next = self.s_cqe.inv.val();
        self.m_cqe.stag.next = self.s_cqe.stag.val();
        self.s_cqe.ready.next = self.m_cqe.ready.val();

        // Marks: a Terminate passed, a PEER_TERMINATE completion passed.
        self.term_bit.next = bits::<16>(qp_onehot::QP0) << self.s_term.qp.val();
        self.cqe_bit.next = bits::<16>(qp_onehot::QP0) << self.s_cqe.qp.val();
        self.set_marks.next = bits::<16>(0);
        if self.s_term.valid.val() & self.m_term.ready.val() {
            self.set_marks.next = self.term_bit.val();
        }
        if self.s_cqe.valid.val() & self.m_cqe.ready.val() & (self.s_cqe.kind.val() == cqe::PEER_TERMINATE) {
            self.set_marks.next = self.set_marks.val() | self.cqe_bit.val();
        }
        self.own_bit.next = bits::<16>(qp_onehot::QP0) << self.s_own_term_qp.val();
        if self.s_own_term_valid.val() {
            self.set_marks.next = self.set_marks.val() | self.own_bit.val();
        }

        // Lowest marked QP.
        self.pick_mark.mask.next = self.marks.q.val();

        // Events: IDLE picks the lowest mark (cleared when its event is taken, so marks
        // that come meanwhile are answered by it), else the connection's end.
        self.clear_mark.next = bits::<16>(0);
        self.s_llp.ready.next = (self.st.q.val() == qperr_state::IDLE) & !self.marks.q.val().any() & !self.reset.val();
        if self.st.q.val() == qperr_state::IDLE {
            if self.marks.q.val().any() {
                self.ev_qp.d.next = self.pick_mark.num.val();
                self.ev.d.next = bits::<2>(qp_event::TERMINATE);
                self.st.d.next = bits::<2>(qperr_state::TERM);
            } else if self.s_llp.valid.val() {
                self.ev_qp.d.next = self.s_llp.qp.val();
                self.ev.d.next = self.s_llp.ev.val();
                self.st.d.next = bits::<2>(qperr_state::LLP);
            }
        }
        self.m_ev.valid.next = (self.st.q.val() == qperr_state::TERM) | (self.st.q.val() == qperr_state::LLP);
        self.m_ev.qp.next = self.ev_qp.q.val();
        self.m_ev.ev.next = self.ev.q.val();
        if self.m_ev.valid.val() & self.m_ev.ready.val() {
            if self.st.q.val() == qperr_state::TERM {
                self.clear_mark.next = bits::<16>(qp_onehot::QP0) << self.ev_qp.q.val();
                self.n_terms.d.next = self.n_terms.q.val() + 1;
            }
            self.st.d.next = bits::<2>(qperr_state::IDLE);
        }
        self.marks.d.next = (self.marks.q.val() & !self.clear_mark.val()) | self.set_marks.val();

        // QP contexts: an entry into error owes both engines a flush.
        self.s_qp.ready.next = !self.reset.val();
        self.qp_bit.next = bits::<16>(qp_onehot::QP0) << self.s_qp.qp.val();
        self.now_err.next = self.s_qp.live.val() & ((self.s_qp.state.val() == qp_state::ERROR) | (self.s_qp.state.val() == qp_state::TERMINATE));
        self.new_owed.next = bits::<16>(0);
        if self.s_qp.valid.val() {
            if self.now_err.val() {
                self.errored.d.next = self.errored.q.val() | self.qp_bit.val();
                self.new_owed.next = self.qp_bit.val() & !self.errored.q.val();
            } else {
                self.errored.d.next = self.errored.q.val() & !self.qp_bit.val();
            }
        }

        // Flushes: each engine's lowest owed QP registered into its offer; its owed bit
        // cleared when the flush is taken (entries into error meanwhile answered by it).
        self.pick_rx.mask.next = self.owe_rx.q.val();
        self.pick_tx.mask.next = self.owe_tx.q.val();
        self.clear_rx.next = bits::<16>(0);
        self.clear_tx.next = bits::<16>(0);
        self.m_flush_rx.valid.next = self.frx_v.q.val();
        self.m_flush_rx.qp.next = self.frx_qp.q.val();
        if self.frx_v.q.val() & self.m_flush_rx.ready.val() {
            self.frx_v.d.next = false;
            self.clear_rx.next = bits::<16>(qp_onehot::QP0) << self.frx_qp.q.val();
            self.n_frx.d.next = self.n_frx.q.val() + 1;
        }
        if !self.frx_v.q.val() & self.owe_rx.q.val().any() {
            self.frx_v.d.next = true;
            self.frx_qp.d.next = self.pick_rx.num.val();
        }
        self.m_flush_tx.valid.next = self.ftx_v.q.val();
        self.m_flush_tx.qp.next = self.ftx_qp.q.val();
        if self.ftx_v.q.val() & self.m_flush_tx.ready.val() {
            self.ftx_v.d.next = false;
            self.clear_tx.next = bits::<16>(qp_onehot::QP0) << self.ftx_qp.q.val();
            self.n_ftx.d.next = self.n_ftx.q.val() + 1;
        }
        if !self.ftx_v.q.val() & self.owe_tx.q.val().any() {
            self.ftx_v.d.next = true;
            self.ftx_qp.d.next = self.pick_tx.num.val();
        }
        self.owe_rx.d.next = (self.owe_rx.q.val() & !self.clear_rx.val()) | self.new_owed.val();
        self.owe_tx.d.next = (self.owe_tx.q.val() & !self.clear_tx.val()) | self.new_owed.val();

        if self.reset.val() {
            self.st.d.next = bits::<2>(qperr_state::IDLE);
            self.marks.d.next = bits::<16>(0);
            self.errored.d.next = bits::<16>(0);
            self.owe_rx.d.next = bits::<16>(0);
            self.owe_tx.d.next = bits::<16>(0);
            self.frx_v.d.next = false;
            self.ftx_v.d.next = false;
            self.n_terms.d.next = bits::<32>(0);
            self.n_frx.d.next = bits::<32>(0);
            self.n_ftx.d.next = bits::<32>(0);
        }
    }
}
