//! RnicTxCtx: ddp_tx's ULPDUs to mpa_tx with each QP's MPA transmit context, emitted as
//! `rtl/rnic_txctx.v` (issue 16).
//!
//! mpa_tx frames one connection's FPDUs after another and keeps the stream position of the
//! connection it is on; at a switch it must be given the new connection's position
//! (`s_desc.load`, `offset_words`: RFC 5044 section 4.3's marker grid, in 4-byte words from
//! S0) and its negotiated markers and CRC (section 4.4), and it stores the position after
//! each FPDU (`m_ctx`). This block holds those contexts for the 16 QPs (the MPA connection
//! of a QP in RDMA mode is its QP number) and puts a descriptor beside each ULPDU's first
//! beat.
//!
//! Ports:
//! - `s_cfg` ([`TxMpaCfgIn`]): a QP enters RDMA mode (`live`, its markers and CRC, the
//!   stream position of its first FPDU) or leaves it; taken only while none of the QP's
//!   FPDUs is in mpa_tx (a store still to come would overwrite the new position).
//! - `s_ulpdu` ([`UlpduIn`]: ddp_tx's `m`): ULPDUs, the QP and the length on every beat.
//! - `m_data` .. `m_ready` and `m_desc` ([`FpduDescOut`]): to mpa_tx's `s_*` and `s_desc`,
//!   the descriptor offered with the first beat (mpa_tx takes them together).
//! - `s_ctx` ([`TxCtxIn`]: mpa_tx's `m_ctx_*`, no ready: always taken): the position after
//!   each FPDU.
//!
//! Rules: a ULPDU of the QP of the ULPDU before it follows on (`load` low: mpa_tx continues
//! its position); one of another QP (or of the same QP configured since) loads its context,
//! once every FPDU of that QP sent before has had its position stored (`inflight` zero:
//! mpa_tx's pipeline still holds it otherwise, and the stored position would be stale). A
//! ULPDU of a QP not in RDMA mode is dropped and counted (`cnt_dropped`; ddp_tx sends none
//! for such a QP in the composed top).
//!
//! FSM ([`txctx_state`]): IDLE (a first beat seen: its QP registered) → DECIDE (the QP's
//! context chosen; wait while its FPDUs are in flight) → SEND (the descriptor with the first
//! beat, then the beats pass through) or DROP; 2 cycles a ULPDU besides its beats.

use crate::ddp::UlpduIn;
use crate::mpa::FpduDescOut;
use crate::ddp::QPS;
use super::qp_onehot;
use rust_hdl::prelude::*;

crate::channel! {
    /// A QP's MPA transmit context, set when it enters RDMA mode (after MPA start-up).
    pub TxMpaCfgIn / TxMpaCfgOut {
        qp: Bits<4>,
        /// In RDMA mode (low: leaves it; its ULPDUs are dropped).
        live: Bit,
        /// Markers and CRC negotiated for this direction (RFC 5044 sections 4.3, 4.4).
        markers: Bit,
        crc: Bit,
        /// The stream position of its first FPDU, in 4-byte words from S0.
        offset_words: Bits<30>,
    }
}

crate::channel! {
    /// mpa_tx's context store: the position after an FPDU of `conn`.
    pub TxCtxIn / TxCtxOut {
        conn: Bits<8>,
        offset_words: Bits<30>,
    }
}

crate::named_consts! {
    /// rnic_txctx's states.
    pub txctx_state: 2 {
        IDLE = 0,
        DECIDE = 1,
        SEND = 2,
        DROP = 3,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicTxCtx {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cfg: TxMpaCfgIn,
    pub s_ulpdu: UlpduIn,
    pub s_ctx: TxCtxIn,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    pub m_desc: FpduDescOut,
    pub idle: Signal<Out, Bit>,
    /// ULPDUs passed with a context load, passed following on, dropped.
    pub cnt_loads: Signal<Out, Bits<32>>,
    pub cnt_follows: Signal<Out, Bits<32>>,
    pub cnt_dropped: Signal<Out, Bits<32>>,
    st: DFF<Bits<2>>,
    live: DFF<Bits<16>>,
    markers: DFF<Bits<16>>,
    crc: DFF<Bits<16>>,
    offset: [DFF<Bits<30>>; QPS],
    inflight: [DFF<Bits<8>>; QPS],
    /// The ULPDU's QP (number, one-hot), the QP of the ULPDU before (and whether one
    /// counts: a configuration of that QP clears it).
    q: DFF<Bits<4>>,
    qsel: DFF<Bits<16>>,
    cur_qp: DFF<Bits<4>>,
    cur_v: DFF<Bit>,
    /// The descriptor, and whether it is still to be taken.
    d_load: DFF<Bit>,
    d_offset: DFF<Bits<30>>,
    d_markers: DFF<Bit>,
    d_crc: DFF<Bit>,
    d_pend: DFF<Bit>,
    n_loads: DFF<Bits<32>>,
    n_follows: DFF<Bits<32>>,
    n_dropped: DFF<Bits<32>>,
    cfg_sel: Signal<Local, Bits<16>>,
    ctx_sel: Signal<Local, Bits<16>>,
    in_sel: Signal<Local, Bits<16>>,
    sel_off: Signal<Local, Bits<30>>,
    sel_busy: Signal<Local, Bit>,
    cfg_busy: Signal<Local, Bit>,
    same: Signal<Local, Bit>,
    desc_take: Signal<Local, Bit>,
    beat: Signal<Local, Bit>,
    inc: [Signal<Local, Bit>; QPS],
    dec: [Signal<Local, Bit>; QPS],
    any_inflight: Signal<Local, Bit>,
}

impl Logic for RnicTxCtx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, live, markers, crc, q, qsel, cur_qp, cur_v, d_load, d_offset, d_markers, d_crc, d_pend, n_loads, n_follows, n_dropped
        );
        for k in 0..QPS {
            self.offset[k].clock.next = self.clock.val();
            self.offset[k].d.next = self.offset[k].q.val();
            self.inflight[k].clock.next = self.clock.val();
            self.inflight[k].d.next = self.inflight[k].q.val();
        }
        self.cfg_sel.next = bits::<16>(qp_onehot::QP0) << self.s_cfg.qp.val();
        self.ctx_sel.next = bits::<16>(qp_onehot::QP0) << bit_cast::<4, 8>(self.s_ctx.conn.val());
        self.in_sel.next = bits::<16>(qp_onehot::QP0) << self.s_ulpdu.qp.val();

        // The chosen QP's position and whether any of its FPDUs is in flight; the same for
        // the QP a configuration names (AND-OR over the one-hot selects).
        self.sel_off.next = bits::<30>(0);
        self.sel_busy.next = false;
        self.cfg_busy.next = false;
        for k in 0..QPS {
            if self.qsel.q.val().get_bit(k) {
                self.sel_off.next = self.sel_off.val() | self.offset[k].q.val();
                self.sel_busy.next = self.sel_busy.val() | self.inflight[k].q.val().any();
            }
            if self.cfg_sel.val().get_bit(k) {
                self.cfg_busy.next = self.cfg_busy.val() | self.inflight[k].q.val().any();
            }
        }

        // IDLE: a configuration first, then a ULPDU's first beat (its QP registered).
        self.s_cfg.ready.next = (self.st.q.val() == txctx_state::IDLE) & !self.cfg_busy.val() & !self.reset.val();
        if self.s_cfg.valid.val() & self.s_cfg.ready.val() {
            if self.s_cfg.live.val() {
                self.live.d.next = self.live.q.val() | self.cfg_sel.val();
            } else {
                self.live.d.next = self.live.q.val() & !self.cfg_sel.val();
            }
            if self.s_cfg.markers.val() {
                self.markers.d.next = self.markers.q.val() | self.cfg_sel.val();
            } else {
                self.markers.d.next = self.markers.q.val() & !self.cfg_sel.val();
            }
            if self.s_cfg.crc.val() {
                self.crc.d.next = self.crc.q.val() | self.cfg_sel.val();
            } else {
                self.crc.d.next = self.crc.q.val() & !self.cfg_sel.val();
            }
            if self.cur_qp.q.val() == self.s_cfg.qp.val() {
                self.cur_v.d.next = false;
            }
        }
        if (self.st.q.val() == txctx_state::IDLE) & !self.s_cfg.valid.val() & self.s_ulpdu.valid.val() {
            self.q.d.next = self.s_ulpdu.qp.val();
            self.qsel.d.next = self.in_sel.val();
            self.st.d.next = bits::<2>(txctx_state::DECIDE);
        }

        // DECIDE: dropped (not in RDMA mode), following on (the QP of the ULPDU before), or
        // a load once none of the QP's FPDUs is in flight.
        self.same.next = self.cur_v.q.val() & (self.cur_qp.q.val() == self.q.q.val());
        if self.st.q.val() == txctx_state::DECIDE {
            self.d_markers.d.next = (self.markers.q.val() & self.qsel.q.val()).any();
            self.d_crc.d.next = (self.crc.q.val() & self.qsel.q.val()).any();
            self.d_offset.d.next = self.sel_off.val();
            self.d_load.d.next = !self.same.val();
            if !(self.live.q.val() & self.qsel.q.val()).any() {
                self.st.d.next = bits::<2>(txctx_state::DROP);
                self.n_dropped.d.next = self.n_dropped.q.val() + 1;
            } else if self.same.val() {
                self.d_pend.d.next = true;
                self.st.d.next = bits::<2>(txctx_state::SEND);
                self.n_follows.d.next = self.n_follows.q.val() + 1;
            } else if !self.sel_busy.val() {
                self.d_pend.d.next = true;
                self.cur_qp.d.next = self.q.q.val();
                self.cur_v.d.next = true;
                self.st.d.next = bits::<2>(txctx_state::SEND);
                self.n_loads.d.next = self.n_loads.q.val() + 1;
            }
        }

        // SEND: the descriptor with the first beat, the beats through; DROP: the beats taken.
        self.m_desc.valid.next = (self.st.q.val() == txctx_state::SEND) & self.d_pend.q.val();
        self.m_desc.len.next = self.s_ulpdu.len.val();
        self.m_desc.conn.next = bit_cast::<8, 4>(self.q.q.val());
        self.m_desc.load.next = self.d_load.q.val();
        self.m_desc.offset_words.next = self.d_offset.q.val();
        self.m_desc.markers.next = self.d_markers.q.val();
        self.m_desc.crc.next = self.d_crc.q.val();
        self.desc_take.next = self.m_desc.valid.val() & self.m_desc.ready.val();
        if self.desc_take.val() {
            self.d_pend.d.next = false;
        }
        self.m_data.next = self.s_ulpdu.data.val();
        self.m_keep.next = self.s_ulpdu.keep.val();
        self.m_last.next = self.s_ulpdu.last.val();
        self.m_valid.next = (self.st.q.val() == txctx_state::SEND) & self.s_ulpdu.valid.val();
        self.s_ulpdu.ready.next = ((self.st.q.val() == txctx_state::SEND) & self.m_ready.val()) | (self.st.q.val() == txctx_state::DROP);
        self.beat.next = self.s_ulpdu.valid.val() & self.s_ulpdu.ready.val();
        if self.beat.val() & self.s_ulpdu.last.val() {
            self.st.d.next = bits::<2>(txctx_state::IDLE);
        }

        // Positions: a configuration sets one, mpa_tx stores one after each FPDU; FPDUs in
        // flight counted from the descriptor to the store.
        self.s_ctx.ready.next = true;
        self.any_inflight.next = false;
        for k in 0..QPS {
            if self.s_cfg.valid.val() & self.s_cfg.ready.val() & self.cfg_sel.val().get_bit(k) {
                self.offset[k].d.next = self.s_cfg.offset_words.val();
            }
            if self.s_ctx.valid.val() & self.ctx_sel.val().get_bit(k) {
                self.offset[k].d.next = self.s_ctx.offset_words.val();
            }
            self.inc[k].next = self.desc_take.val() & self.qsel.q.val().get_bit(k);
            self.dec[k].next = self.s_ctx.valid.val() & self.ctx_sel.val().get_bit(k);
            if self.inc[k].val() & !self.dec[k].val() {
                self.inflight[k].d.next = self.inflight[k].q.val() + 1;
            }
            if !self.inc[k].val() & self.dec[k].val() {
                self.inflight[k].d.next = self.inflight[k].q.val() - 1;
            }
            if self.inflight[k].q.val().any() {
                self.any_inflight.next = true;
            }
        }

        self.cnt_loads.next = self.n_loads.q.val();
        self.cnt_follows.next = self.n_follows.q.val();
        self.cnt_dropped.next = self.n_dropped.q.val();
        self.idle.next = (self.st.q.val() == txctx_state::IDLE) & !self.any_inflight.val();

        if self.reset.val() {
            self.st.d.next = bits::<2>(txctx_state::IDLE);
            self.live.d.next = bits::<16>(0);
            self.cur_v.d.next = false;
            self.d_pend.d.next = false;
            self.n_loads.d.next = bits::<32>(0);
            self.n_follows.d.next = bits::<32>(0);
            self.n_dropped.d.next = bits::<32>(0);
            for k in 0..QPS {
                self.inflight[k].d.next = bits::<8>(0);
            }
        }
    }
}
