//! RnicCqf: the completion former of the RNIC's host interface (issue 16), emitted as
//! `rtl/rnic_cqf.v`. The reference is golden's `cqf::CompletionFormer` (its module docs give
//! the rules), which the testbench runs on the same records and completions.
//!
//! - **Records** (`s_post`, `rnic_wq`'s `m_post`): every entry the fetcher gives an engine,
//!   at (QP, slot) in one of two block RAMs (sends, receives), before the engine can
//!   complete it.
//! - **Send completions** (`s_tx`, ddp_tx's `m_cqe`: QP, id, status): the record at (QP, id
//!   mod 16) becomes a completion with its `wr_id`, length, operation and queue and the status
//!   mapped ([`send_status`] to [`cqe_status`]); an unsignalled success writes nothing.
//! - **Receive completions** (`s_rx`, ddp_rx's `m_cqe` of kind `RECV`: the top sends the
//!   other kinds elsewhere): the record at (QP, slot) becomes a completion with the bytes
//!   received, the solicited and invalidated flags and the invalidated STag (another kind is
//!   dropped and counted). An `OVERFLOW`
//!   (ddp_rx's answer to a post into a full queue, which the fetcher never makes) is dropped,
//!   its slot's record left alone.
//! - Every completed record is counted back to the fetcher (`m_done`: QP, ring, a Read),
//!   after its completion went out (so a completion the fetcher makes at once for the same
//!   queue, which waits for the count, comes after it). A completion with no record at its
//!   slot is dropped and counted, and counts nothing back.
//! - The fetcher's own completions (`s_wq`, `rnic_wq`'s `m_cqe`) pass through.
//!
//! One FSM ([`cqf_state`]), one input at a time: a record first (records before
//! completions), then the fetcher's completions, then the engines' (taking turns when both
//! offer). After
//! reset every record is cleared (256 cycles) before the first input is taken.

use super::cq::{CqeIn, CqeOut};
use super::wq::{WqDoneOut, WqPostIn};
use super::*;
use crate::common::sdp_ram::SdpRam;
use crate::ddp::{cqe, send_status, RxCqeIn, TxCqeIn};
use rust_hdl::prelude::*;

crate::layout! {
    /// A record (golden `cqf::Record`) and whether its slot holds one.
    pub CqfRecWord(cqf_rec): 112 {
        rec_wr_id: 64,
        rec_len: 32,
        /// [`cqe_op`].
        rec_op: 8,
        rec_cq: 4,
        rec_signaled: flag,
        rec_valid: flag,
    }
}

crate::layout! {
    /// A record's address: the QP, then the slot.
    pub CqfAddr(cqf_addr): 8 {
        ca_slot: 4,
        ca_qp: 4,
    }
}

crate::named_consts! {
    /// The former's states.
    pub cqf_state: 4 {
        IDLE = 0,
        /// A record written.
        POST = 1,
        /// An engine completion: its record read; checked.
        READ = 2,
        CHECK = 3,
        /// The completion out, then the count back (and the record cleared).
        CQE = 4,
        DONE = 5,
        /// The fetcher's completion out.
        PASS = 6,
        /// After reset: every record cleared, one address a cycle.
        CLEAR = 7,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicCqf {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_post: WqPostIn,
    pub s_wq: CqeIn,
    pub s_tx: TxCqeIn,
    pub s_rx: RxCqeIn,
    pub m_cqe: CqeOut,
    pub m_done: WqDoneOut,
    pub idle: Signal<Out, Bit>,
    /// Completions written; unsignalled successes (silent); engine completions dropped (no
    /// record, or a receive overflow).
    pub cnt_written: Signal<Out, Bits<32>>,
    pub cnt_silent: Signal<Out, Bits<32>>,
    pub cnt_dropped: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    sends: SdpRam<{ cqf_rec::BITS }, 8>,
    recvs: SdpRam<{ cqf_rec::BITS }, 8>,
    /// The input in hand: its record address and ring; a post's record; an engine
    /// completion's fields; the completion to write.
    at: DFF<Bits<8>>,
    is_rx: DFF<Bit>,
    rec: DFF<Bits<{ cqf_rec::BITS }>>,
    e_status: DFF<Bits<2>>,
    e_len: DFF<Bits<32>>,
    e_se: DFF<Bit>,
    e_inv: DFF<Bit>,
    e_stag: DFF<Bits<32>>,
    c_cq: DFF<Bits<4>>,
    c_wr_id: DFF<Bits<64>>,
    c_len: DFF<Bits<32>>,
    c_inv: DFF<Bits<32>>,
    c_qp: DFF<Bits<16>>,
    c_op: DFF<Bits<8>>,
    c_status: DFF<Bits<8>>,
    c_flags: DFF<Bits<8>>,
    /// The count back: a Read; whether the record is cleared.
    d_read: DFF<Bit>,
    d_clear: DFF<Bit>,
    /// The receive side's turn when both engines offer.
    rx_turn: DFF<Bit>,
    n_written: DFF<Bits<32>>,
    n_silent: DFF<Bits<32>>,
    n_dropped: DFF<Bits<32>>,
    // Locals.
    got: Signal<Local, Bits<{ cqf_rec::BITS }>>,
    cleared: Signal<Local, Bits<{ cqf_rec::BITS }>>,
    wrec: Signal<Local, Bits<{ cqf_rec::BITS }>>,
    post_at: Signal<Local, Bits<8>>,
    tx_at: Signal<Local, Bits<8>>,
    rx_at: Signal<Local, Bits<8>>,
    at_qp: Signal<Local, Bits<4>>,
    take_tx: Signal<Local, Bit>,
    take_rx: Signal<Local, Bit>,
}

impl Logic for RnicCqf {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, at, is_rx, rec, e_status, e_len, e_se, e_inv, e_stag, c_cq, c_wr_id, c_len, c_inv, c_qp, c_op, c_status, c_flags, d_read, d_clear, rx_turn, n_written,
            n_silent, n_dropped
        );
        self.sends.clock.next = self.clock.val();
        self.recvs.clock.next = self.clock.val();
        self.cnt_written.next = self.n_written.q.val();
        self.cnt_silent.next = self.n_silent.q.val();
        self.cnt_dropped.next = self.n_dropped.q.val();
        self.idle.next = self.st.q.val() == cqf_state::IDLE;

        // Both RAMs at the record in hand; POST writes the new record, DONE the cleared one.
        self.sends.read_address.next = self.at.q.val();
        self.recvs.read_address.next = self.at.q.val();
        self.sends.write_address.next = self.at.q.val();
        self.recvs.write_address.next = self.at.q.val();
        self.at_qp.next = self.at.q.val().get_value_ca_qp();
        self.got.next = self.sends.read_data.val();
        if self.is_rx.q.val() {
            self.got.next = self.recvs.read_data.val();
        }
        self.cleared.next = self.rec.q.val();
        self.cleared.next.set_value_rec_valid(false);
        self.wrec.next = self.rec.q.val();
        if self.st.q.val() == cqf_state::DONE {
            self.wrec.next = self.cleared.val();
        }
        self.sends.write_data.next = self.wrec.val();
        self.recvs.write_data.next = self.wrec.val();
        self.sends.write_enable.next = false;
        self.recvs.write_enable.next = false;

        self.post_at.next = bits::<8>(0);
        self.post_at.next.set_value_ca_qp(self.s_post.qp.val());
        self.post_at.next.set_value_ca_slot(self.s_post.slot.val());
        self.tx_at.next = bits::<8>(0);
        self.tx_at.next.set_value_ca_qp(self.s_tx.qp.val());
        self.tx_at.next.set_value_ca_slot(bit_cast::<4, 32>(self.s_tx.id.val()));
        self.rx_at.next = bits::<8>(0);
        self.rx_at.next.set_value_ca_qp(self.s_rx.qp.val());
        self.rx_at.next.set_value_ca_slot(self.s_rx.slot.val());

        // IDLE: a record first, then the fetcher's completion, a send's, a receive's.
        self.s_post.ready.next = (self.st.q.val() == cqf_state::IDLE) & !self.reset.val();
        self.s_wq.ready.next = (self.st.q.val() == cqf_state::IDLE) & !self.s_post.valid.val() & !self.reset.val();
        // The two engines take turns when both offer (neither starves the other).
        self.take_tx.next = self.s_tx.valid.val() & !(self.s_rx.valid.val() & self.rx_turn.q.val());
        self.take_rx.next = self.s_rx.valid.val() & !self.take_tx.val();
        self.s_tx.ready.next = (self.st.q.val() == cqf_state::IDLE) & !self.s_post.valid.val() & !self.s_wq.valid.val() & !(self.s_rx.valid.val() & self.rx_turn.q.val()) & !self.reset.val();
        self.s_rx.ready.next = (self.st.q.val() == cqf_state::IDLE) & !self.s_post.valid.val() & !self.s_wq.valid.val() & !self.take_tx.val() & !self.reset.val();
        if self.st.q.val() == cqf_state::IDLE {
            if self.s_post.valid.val() {
                self.at.d.next = self.post_at.val();
                self.is_rx.d.next = self.s_post.recv.val();
                self.rec.d.next = bits::<{ cqf_rec::BITS }>(0);
                self.rec.d.next.set_value_rec_wr_id(self.s_post.wr_id.val());
                self.rec.d.next.set_value_rec_len(self.s_post.len.val());
                self.rec.d.next.set_value_rec_op(self.s_post.op.val());
                self.rec.d.next.set_value_rec_cq(self.s_post.cq.val());
                self.rec.d.next.set_value_rec_signaled(self.s_post.signaled.val());
                self.rec.d.next.set_value_rec_valid(true);
                self.st.d.next = bits::<4>(cqf_state::POST);
            } else if self.s_wq.valid.val() {
                self.c_cq.d.next = self.s_wq.cq.val();
                self.c_wr_id.d.next = self.s_wq.wr_id.val();
                self.c_len.d.next = self.s_wq.len.val();
                self.c_inv.d.next = self.s_wq.inv_stag.val();
                self.c_qp.d.next = self.s_wq.qp.val();
                self.c_op.d.next = self.s_wq.op.val();
                self.c_status.d.next = self.s_wq.status.val();
                self.c_flags.d.next = self.s_wq.flags.val();
                self.st.d.next = bits::<4>(cqf_state::PASS);
            } else if self.take_tx.val() {
                self.rx_turn.d.next = true;
                self.at.d.next = self.tx_at.val();
                self.is_rx.d.next = false;
                self.e_status.d.next = self.s_tx.status.val();
                self.st.d.next = bits::<4>(cqf_state::READ);
            } else if self.take_rx.val() & (self.s_rx.kind.val() != cqe::RECV) {
                // Not a work request's completion (a Read's placement, a peer's Terminate):
                // the top's business, dropped and counted here.
                self.n_dropped.d.next = self.n_dropped.q.val() + 1;
            } else if self.take_rx.val() {
                self.rx_turn.d.next = false;
                self.at.d.next = self.rx_at.val();
                self.is_rx.d.next = true;
                self.e_status.d.next = self.s_rx.status.val();
                self.e_len.d.next = self.s_rx.len.val();
                self.e_se.d.next = self.s_rx.se.val();
                self.e_inv.d.next = self.s_rx.inv.val();
                self.e_stag.d.next = self.s_rx.stag.val();
                self.st.d.next = bits::<4>(cqf_state::READ);
            }
        }

        // POST: the record written.
        if self.st.q.val() == cqf_state::POST {
            self.sends.write_enable.next = !self.is_rx.q.val();
            self.recvs.write_enable.next = self.is_rx.q.val();
            self.st.d.next = bits::<4>(cqf_state::IDLE);
        }

        // READ, CHECK: the record; the completion, or a drop.
        if self.st.q.val() == cqf_state::READ {
            self.st.d.next = bits::<4>(cqf_state::CHECK);
        }
        if self.st.q.val() == cqf_state::CHECK {
            self.rec.d.next = self.got.val();
            self.c_cq.d.next = self.got.val().get_value_rec_cq();
            self.c_wr_id.d.next = self.got.val().get_value_rec_wr_id();
            self.c_len.d.next = self.got.val().get_value_rec_len();
            self.c_inv.d.next = bits::<32>(0);
            self.c_qp.d.next = bit_cast::<16, 4>(self.at_qp.val());
            self.c_op.d.next = self.got.val().get_value_rec_op();
            self.c_flags.d.next = bits::<8>(0);
            self.d_read.d.next = !self.is_rx.q.val() & (self.got.val().get_value_rec_op() == cqe_op::READ);
            self.d_clear.d.next = true;
            self.st.d.next = bits::<4>(cqf_state::CQE);
            if self.is_rx.q.val() {
                self.c_len.d.next = self.e_len.q.val();
                self.c_status.d.next = bits::<8>(cqe_status::FLUSHED);
                if self.e_status.q.val() == cqe::OK {
                    self.c_status.d.next = bits::<8>(cqe_status::SUCCESS);
                }
                if self.e_se.q.val() {
                    self.c_flags.d.next = bits::<8>(cqe_flag::SOLICITED);
                }
                if self.e_inv.q.val() {
                    self.c_inv.d.next = self.e_stag.q.val();
                    self.c_flags.d.next = bits::<8>(cqe_flag::INVALIDATED);
                    if self.e_se.q.val() {
                        self.c_flags.d.next = bits::<8>(cqe_flag::SOLICITED | cqe_flag::INVALIDATED);
                    }
                }
            } else {
                self.c_status.d.next = bits::<8>(cqe_status::SUCCESS);
                if self.e_status.q.val() == send_status::FLUSH {
                    self.c_status.d.next = bits::<8>(cqe_status::FLUSHED);
                } else if self.e_status.q.val() == send_status::LOCAL_PROTECTION {
                    self.c_status.d.next = bits::<8>(cqe_status::LOCAL_PROTECTION);
                }
                if (self.e_status.q.val() == send_status::OK) & !self.got.val().get_value_rec_signaled() & self.got.val().get_value_rec_valid() {
                    // An unsignalled success completes silently.
                    self.n_silent.d.next = self.n_silent.q.val() + 1;
                    self.st.d.next = bits::<4>(cqf_state::DONE);
                }
            }
            if self.is_rx.q.val() & (self.e_status.q.val() == cqe::OVERFLOW) {
                // Dropped, counted back, the slot's record left alone.
                self.n_dropped.d.next = self.n_dropped.q.val() + 1;
                self.d_clear.d.next = false;
                self.st.d.next = bits::<4>(cqf_state::DONE);
            } else if !self.got.val().get_value_rec_valid() {
                self.n_dropped.d.next = self.n_dropped.q.val() + 1;
                self.st.d.next = bits::<4>(cqf_state::IDLE);
            }
        }

        // CQE, PASS: the completion out. DONE: the count back, the record cleared.
        self.m_cqe.valid.next = (self.st.q.val() == cqf_state::CQE) | (self.st.q.val() == cqf_state::PASS);
        self.m_cqe.cq.next = self.c_cq.q.val();
        self.m_cqe.wr_id.next = self.c_wr_id.q.val();
        self.m_cqe.len.next = self.c_len.q.val();
        self.m_cqe.inv_stag.next = self.c_inv.q.val();
        self.m_cqe.qp.next = self.c_qp.q.val();
        self.m_cqe.op.next = self.c_op.q.val();
        self.m_cqe.status.next = self.c_status.q.val();
        self.m_cqe.flags.next = self.c_flags.q.val();
        if self.m_cqe.valid.val() & self.m_cqe.ready.val() {
            self.n_written.d.next = self.n_written.q.val() + 1;
            if self.st.q.val() == cqf_state::CQE {
                self.st.d.next = bits::<4>(cqf_state::DONE);
            } else {
                self.st.d.next = bits::<4>(cqf_state::IDLE);
            }
        }
        self.m_done.valid.next = self.st.q.val() == cqf_state::DONE;
        self.m_done.qp.next = self.at_qp.val();
        self.m_done.recv.next = self.is_rx.q.val();
        self.m_done.read.next = self.d_read.q.val();
        if (self.st.q.val() == cqf_state::DONE) & self.m_done.ready.val() {
            self.sends.write_enable.next = !self.is_rx.q.val() & self.d_clear.q.val();
            self.recvs.write_enable.next = self.is_rx.q.val() & self.d_clear.q.val();
            self.st.d.next = bits::<4>(cqf_state::IDLE);
        }

        // CLEAR: both RAMs' records invalid, one address a cycle (256 cycles after reset).
        if self.st.q.val() == cqf_state::CLEAR {
            self.sends.write_data.next = bits::<{ cqf_rec::BITS }>(0);
            self.recvs.write_data.next = bits::<{ cqf_rec::BITS }>(0);
            self.sends.write_enable.next = true;
            self.recvs.write_enable.next = true;
            self.at.d.next = self.at.q.val() + 1;
            if self.at.q.val().all() {
                self.st.d.next = bits::<4>(cqf_state::IDLE);
            }
        }

        if self.reset.val() {
            self.st.d.next = bits::<4>(cqf_state::CLEAR);
            self.at.d.next = bits::<8>(0);
            self.n_written.d.next = bits::<32>(0);
            self.n_silent.d.next = bits::<32>(0);
            self.n_dropped.d.next = bits::<32>(0);
        }
    }
}
