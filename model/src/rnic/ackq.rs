//! RnicAckQ: the TOE's ACKED values for `rnic_ack`, kept per QP so the TOE never waits on
//! ddp_tx, emitted as `rtl/rnic_ackq.v` (issue 16).
//!
//! The cycle it breaks (found by the two-node demo): ddp_tx, busy putting a ULPDU out, takes
//! no acknowledgement; `rnic_ack` then holds its count for ddp_tx and takes no ACKED;
//! `rnic_toeev` holds the TOE's ACKED event; the TOE's engine waits for its event to be taken
//! and takes no command; `rnic_toecmd` holds the send-ring writer's SEND; the ring writer
//! takes no more FPDUs; mpa_tx stops, and ddp_tx with it. An ACKED value is cumulative (the
//! connection's data bytes acknowledged, mod 2^32), so a newer one says all an older one
//! does: this block takes every value at once (`s_acked_ready` is always high), keeps the
//! latest per QP with a flag that it is not yet passed on, and offers the lowest flagged QP's
//! value on `m_acked` from a register. A value that arrives for a QP while its older one is
//! offered flags the QP again, so the newer goes next; the older ones in between are dropped
//! (counted in `cnt_merged`).
//!
//! The composed top holds two: one between `rnic_toeev` and `rnic_ack` (the TOE's ACKED),
//! one between `rnic_ack` and ddp_tx (ULPDU bytes acknowledged, cumulative too: ddp_tx takes
//! a count only between its ULPDUs, whose descriptors `rnic_ack` takes only when it is not
//! holding a count, the 4-QP demo's second deadlock).
//!
//! No FSM: the 16 values, the flags, the output register.

use super::ack::{AckedIn, AckedOut};
use super::qp_pick::LowestQp;
use super::rxctx::rxctx_qp;
use crate::ddp::QPS;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct RnicAckQ {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_acked: AckedIn,
    pub m_acked: AckedOut,
    pub idle: Signal<Out, Bit>,
    /// Values taken; values passed on; values overtaken by a newer one before they went.
    pub cnt_in: Signal<Out, Bits<32>>,
    pub cnt_out: Signal<Out, Bits<32>>,
    pub cnt_merged: Signal<Out, Bits<32>>,
    val: [DFF<Bits<32>>; QPS],
    flag: DFF<Bits<16>>,
    o_v: DFF<Bit>,
    o_qp: DFF<Bits<4>>,
    o_value: DFF<Bits<32>>,
    n_in: DFF<Bits<32>>,
    n_out: DFF<Bits<32>>,
    n_merged: DFF<Bits<32>>,
    pick: LowestQp,
    // Locals: the input's QP one-hot; the flags it clears (the QP loaded) and sets (the QP
    // given a value); the lowest flagged QP one-hot; the output register free; a value
    // loaded into it; the picked QP's value (an AND-OR over the one-hot).
    in_bit: Signal<Local, Bits<16>>,
    cleared: Signal<Local, Bits<16>>,
    added: Signal<Local, Bits<16>>,
    low: Signal<Local, Bits<16>>,
    o_free: Signal<Local, Bit>,
    load: Signal<Local, Bit>,
    sel: [Signal<Local, Bits<32>>; QPS],
    picked: Signal<Local, Bits<32>>,
}

impl Logic for RnicAckQ {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, flag, o_v, o_qp, o_value, n_in, n_out, n_merged);
        for k in 0..QPS {
            self.val[k].clock.next = self.clock.val();
            self.val[k].d.next = self.val[k].q.val();
        }
        self.idle.next = !self.o_v.q.val() & !self.flag.q.val().any();
        self.cnt_in.next = self.n_in.q.val();
        self.cnt_out.next = self.n_out.q.val();
        self.cnt_merged.next = self.n_merged.q.val();

        // The output: the lowest flagged QP's value when the register is free.
        self.o_free.next = !self.o_v.q.val() | self.m_acked.ready.val();
        self.pick.mask.next = self.flag.q.val();
        self.low.next = self.flag.q.val() & (!self.flag.q.val() + bits::<16>(rxctx_qp::ONE));
        self.load.next = self.o_free.val() & self.flag.q.val().any();
        self.picked.next = bits::<32>(0);
        for k in 0..QPS {
            self.sel[k].next = bits::<32>(0);
            if self.low.val().get_bit(k) {
                self.sel[k].next = self.val[k].q.val();
            }
            self.picked.next = self.picked.val() | self.sel[k].val();
        }
        if self.o_v.q.val() & self.m_acked.ready.val() {
            self.o_v.d.next = false;
            self.n_out.d.next = self.n_out.q.val() + 1;
        }
        self.cleared.next = bits::<16>(0);
        if self.load.val() {
            self.o_v.d.next = true;
            self.o_qp.d.next = self.pick.num.val();
            self.o_value.d.next = self.picked.val();
            self.cleared.next = self.low.val();
        }

        // The input, always taken: the QP's latest value, flagged (again).
        self.s_acked.ready.next = true;
        self.in_bit.next = bits::<16>(rxctx_qp::ONE) << self.s_acked.qp.val();
        self.added.next = bits::<16>(0);
        if self.s_acked.valid.val() {
            self.added.next = self.in_bit.val();
            for k in 0..QPS {
                if self.in_bit.val().get_bit(k) {
                    self.val[k].d.next = self.s_acked.value.val();
                }
            }
            self.n_in.d.next = self.n_in.q.val() + 1;
            if (self.flag.q.val() & self.in_bit.val()).any() & !(self.load.val() & (self.low.val() & self.in_bit.val()).any()) {
                self.n_merged.d.next = self.n_merged.q.val() + 1;
            }
        }
        self.flag.d.next = (self.flag.q.val() & !self.cleared.val()) | self.added.val();
        self.m_acked.valid.next = self.o_v.q.val();
        self.m_acked.qp.next = self.o_qp.q.val();
        self.m_acked.value.next = self.o_value.q.val();

        if self.reset.val() {
            self.flag.d.next = bits::<16>(0);
            self.o_v.d.next = false;
            self.n_in.d.next = bits::<32>(0);
            self.n_out.d.next = bits::<32>(0);
            self.n_merged.d.next = bits::<32>(0);
        }
    }
}
