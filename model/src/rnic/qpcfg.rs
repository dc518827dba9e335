//! RnicQpCfg: the QP table's changes fanned out, emitted as `rtl/rnic_qpcfg.v` (issue 16).
//! `rnic_cmd` offers every change of a QP on one channel (`m_qp`); this block turns each
//! into the engines' configurations and then hands copies to the blocks that keep their own
//! view. golden `qp_cfg::fan_out` is the reference and states the rules:
//!
//! - entering init (live, INIT): ddp_rx's `s_qpcfg` (`m_ddprx`: PD, IRD; it resets the QP's
//!   receive queue, so before any receive is posted);
//! - entering ready to send (live, RTS): RDMA mode begins: `rnic_ring`'s `s_cfg` (`m_ring`:
//!   S0 sent, the TOE's counts, the bitmap byte), `rnic_ack`'s (`m_ack`: ACKED at S0),
//!   `rnic_txctx`'s (`m_tx`: markers sent, CRC, position 0), `rnic_rxctx`'s (`m_rx`: the
//!   connection, S0 received, markers received, CRC, [`qpcfg_limit::RX_MAX_ULPDU`]) and
//!   ddp_tx's `s_qpcfg` (`m_ddptx`: PD, MULPDU, ORD);
//! - entering error (live, ERROR): RDMA mode ends: `m_ring`, `m_tx`, `m_rx` with `live`
//!   clear (the engines' flush is `rnic_qperr`'s);
//! - every change, after its configurations are all taken: the whole context to
//!   `rnic_wq` (`m_wq`), `rnic_toeev` (`m_toeev`) and `rnic_qperr` (`m_qperr`), so none acts
//!   on a state the engines are not yet set up for.
//!
//! One change at a time: `s_qp` is taken into a holding register when nothing is owed, with
//! one owed bit per output ([`QpCfgOwe`]); each output offers while its bit is set (the
//! copies once no configuration is owed) and its handshake clears it. A change costs two
//! cycles with no configuration, three with (its outputs in parallel).

use super::cmd::{QpCtxIn, QpCtxOut, QpCtxWord};
use super::qp_state;
use super::ring::RingCfgOut;
use super::rxctx::RxMpaCfgOut;
use super::txctx::TxMpaCfgOut;
use super::ack::AckCfgOut;
use crate::ddp::{RxQpCfgOut, TxQpCfgOut};
use rust_hdl::prelude::*;

crate::named_consts! {
    /// The receive MPA context's largest ULPDU (golden `qp_cfg::RX_MAX_ULPDU`: the largest
    /// DDP segment ddp_rx places; RFC 5044 leaves the receiver's limit open).
    pub qpcfg_limit: 16 {
        RX_MAX_ULPDU = 8192,
    }
}

crate::layout! {
    /// The outputs a held change still owes: the configurations, then the copies.
    pub QpCfgOwe(qpcfg_owe): 9 {
        ow_ring: flag,
        ow_ack: flag,
        ow_tx: flag,
        ow_rx: flag,
        ow_ddptx: flag,
        ow_ddprx: flag,
        ow_wq: flag,
        ow_toeev: flag,
        ow_qperr: flag,
    }
}

crate::named_consts! {
    /// [`QpCfgOwe`]'s configuration bits (the copies wait for them).
    pub qpcfg_mask: 9 {
        CFGS = 0x3F,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicQpCfg {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_qp: QpCtxIn,
    pub m_ring: RingCfgOut,
    pub m_ack: AckCfgOut,
    pub m_tx: TxMpaCfgOut,
    pub m_rx: RxMpaCfgOut,
    pub m_ddptx: TxQpCfgOut,
    pub m_ddprx: RxQpCfgOut,
    pub m_wq: QpCtxOut,
    pub m_toeev: QpCtxOut,
    pub m_qperr: QpCtxOut,
    pub idle: Signal<Out, Bit>,
    /// Changes taken; of them entering RDMA mode, leaving it.
    pub cnt_changes: Signal<Out, Bits<32>>,
    pub cnt_rdma_on: Signal<Out, Bits<32>>,
    pub cnt_rdma_off: Signal<Out, Bits<32>>,
    /// The held change: its QP, `live`, the context (`rnic_cmd`'s table word), RTS.
    h_qp: DFF<Bits<4>>,
    h_live: DFF<Bit>,
    h: DFF<Bits<363>>,
    h_rts: DFF<Bit>,
    owe: DFF<Bits<9>>,
    n_changes: DFF<Bits<32>>,
    n_on: DFF<Bits<32>>,
    n_off: DFF<Bits<32>>,
    // Locals: the change's kind at `s_qp`; the owed bits after this cycle's handshakes.
    is_init: Signal<Local, Bit>,
    is_rts: Signal<Local, Bit>,
    is_err: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    word: Signal<Local, Bits<363>>,
    new_owe: Signal<Local, Bits<9>>,
    left: Signal<Local, Bits<9>>,
    copies: Signal<Local, Bit>,
}

impl Logic for RnicQpCfg {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, h_qp, h_live, h, h_rts, owe, n_changes, n_on, n_off);
        self.idle.next = !self.owe.q.val().any();
        self.cnt_changes.next = self.n_changes.q.val();
        self.cnt_rdma_on.next = self.n_on.q.val();
        self.cnt_rdma_off.next = self.n_off.q.val();

        // Take a change when nothing is owed.
        self.s_qp.ready.next = !self.owe.q.val().any() & !self.reset.val();
        self.take.next = self.s_qp.valid.val() & !self.owe.q.val().any() & !self.reset.val();
        self.is_init.next = self.s_qp.live.val() & (self.s_qp.state.val() == qp_state::INIT);
        self.is_rts.next = self.s_qp.live.val() & (self.s_qp.state.val() == qp_state::RTS);
        self.is_err.next = self.s_qp.live.val() & (self.s_qp.state.val() == qp_state::ERROR);
        self.word.next = bits::<363>(0);
        self.word.next.set_value_qx_state(self.s_qp.state.val());
        self.word.next.set_value_qx_pd(self.s_qp.pd.val());
        self.word.next.set_value_qx_cq(self.s_qp.cq.val());
        self.word.next.set_value_qx_sq_log(self.s_qp.sq_log.val());
        self.word.next.set_value_qx_rq_log(self.s_qp.rq_log.val());
        self.word.next.set_value_qx_ird(self.s_qp.ird.val());
        self.word.next.set_value_qx_ord(self.s_qp.ord.val());
        self.word.next.set_value_qx_conn(self.s_qp.conn.val());
        self.word.next.set_value_qx_mulpdu(self.s_qp.mulpdu.val());
        self.word.next.set_value_qx_sq_base(self.s_qp.sq_base.val());
        self.word.next.set_value_qx_rq_base(self.s_qp.rq_base.val());
        self.word.next.set_value_qx_s0_tx(self.s_qp.s0_tx.val());
        self.word.next.set_value_qx_s0_rx(self.s_qp.s0_rx.val());
        self.word.next.set_value_qx_sent_s0(self.s_qp.sent_s0.val());
        self.word.next.set_value_qx_acked(self.s_qp.acked.val());
        self.word.next.set_value_qx_markers_tx(self.s_qp.markers_tx.val());
        self.word.next.set_value_qx_markers_rx(self.s_qp.markers_rx.val());
        self.word.next.set_value_qx_crc(self.s_qp.crc.val());
        self.word.next.set_value_qx_kept(self.s_qp.kept.val());
        self.new_owe.next = bits::<9>(0);
        self.new_owe.next.set_value_ow_ring(self.is_rts.val() | self.is_err.val());
        self.new_owe.next.set_value_ow_ack(self.is_rts.val());
        self.new_owe.next.set_value_ow_tx(self.is_rts.val() | self.is_err.val());
        self.new_owe.next.set_value_ow_rx(self.is_rts.val() | self.is_err.val());
        self.new_owe.next.set_value_ow_ddptx(self.is_rts.val());
        self.new_owe.next.set_value_ow_ddprx(self.is_init.val());
        self.new_owe.next.set_value_ow_wq(true);
        self.new_owe.next.set_value_ow_toeev(true);
        self.new_owe.next.set_value_ow_qperr(true);
        if self.take.val() {
            self.h_qp.d.next = self.s_qp.qp.val();
            self.h_live.d.next = self.s_qp.live.val();
            self.h.d.next = self.word.val();
            self.h_rts.d.next = self.is_rts.val();
            self.n_changes.d.next = self.n_changes.q.val() + 1;
            if self.is_rts.val() {
                self.n_on.d.next = self.n_on.q.val() + 1;
            }
            if self.is_err.val() {
                self.n_off.d.next = self.n_off.q.val() + 1;
            }
        }

        // The configurations, each while owed.
        self.m_ring.valid.next = self.owe.q.val().get_value_ow_ring();
        self.m_ring.qp.next = self.h_qp.q.val();
        self.m_ring.live.next = self.h_rts.q.val();
        self.m_ring.conn.next = bit_cast::<10, 16>(self.h.q.val().get_value_qx_conn());
        self.m_ring.seq.next = self.h.q.val().get_value_qx_s0_tx();
        self.m_ring.sent.next = self.h.q.val().get_value_qx_sent_s0();
        self.m_ring.acked.next = self.h.q.val().get_value_qx_acked();
        self.m_ring.kept.next = self.h.q.val().get_value_qx_kept();
        self.m_ack.valid.next = self.owe.q.val().get_value_ow_ack();
        self.m_ack.qp.next = self.h_qp.q.val();
        self.m_ack.s0.next = self.h.q.val().get_value_qx_sent_s0();
        self.m_tx.valid.next = self.owe.q.val().get_value_ow_tx();
        self.m_tx.qp.next = self.h_qp.q.val();
        self.m_tx.live.next = self.h_rts.q.val();
        self.m_tx.markers.next = self.h.q.val().get_value_qx_markers_tx();
        self.m_tx.crc.next = self.h.q.val().get_value_qx_crc();
        self.m_tx.offset_words.next = bits::<30>(0);
        self.m_rx.valid.next = self.owe.q.val().get_value_ow_rx();
        self.m_rx.qp.next = self.h_qp.q.val();
        self.m_rx.live.next = self.h_rts.q.val();
        self.m_rx.conn.next = bit_cast::<10, 16>(self.h.q.val().get_value_qx_conn());
        self.m_rx.s0.next = self.h.q.val().get_value_qx_s0_rx();
        self.m_rx.markers.next = self.h.q.val().get_value_qx_markers_rx();
        self.m_rx.crc.next = self.h.q.val().get_value_qx_crc();
        self.m_rx.max_ulpdu.next = bits::<16>(qpcfg_limit::RX_MAX_ULPDU);
        self.m_ddptx.valid.next = self.owe.q.val().get_value_ow_ddptx();
        self.m_ddptx.qp.next = self.h_qp.q.val();
        self.m_ddptx.pd.next = self.h.q.val().get_value_qx_pd();
        self.m_ddptx.mulpdu.next = bit_cast::<14, 16>(self.h.q.val().get_value_qx_mulpdu());
        self.m_ddptx.ord.next = self.h.q.val().get_value_qx_ord();
        self.m_ddprx.valid.next = self.owe.q.val().get_value_ow_ddprx();
        self.m_ddprx.qp.next = self.h_qp.q.val();
        self.m_ddprx.pd.next = self.h.q.val().get_value_qx_pd();
        self.m_ddprx.ird.next = self.h.q.val().get_value_qx_ird();

        // The copies, once every configuration is taken.
        self.copies.next = !(self.owe.q.val() & bits::<9>(qpcfg_mask::CFGS)).any();
        self.m_wq.valid.next = self.copies.val() & self.owe.q.val().get_value_ow_wq();
        self.m_toeev.valid.next = self.copies.val() & self.owe.q.val().get_value_ow_toeev();
        self.m_qperr.valid.next = self.copies.val() & self.owe.q.val().get_value_ow_qperr();
        self.m_wq.qp.next = self.h_qp.q.val();
        self.m_wq.live.next = self.h_live.q.val();
        self.m_wq.state.next = self.h.q.val().get_value_qx_state();
        self.m_wq.pd.next = self.h.q.val().get_value_qx_pd();
        self.m_wq.cq.next = self.h.q.val().get_value_qx_cq();
        self.m_wq.sq_base.next = self.h.q.val().get_value_qx_sq_base();
        self.m_wq.sq_log.next = self.h.q.val().get_value_qx_sq_log();
        self.m_wq.rq_base.next = self.h.q.val().get_value_qx_rq_base();
        self.m_wq.rq_log.next = self.h.q.val().get_value_qx_rq_log();
        self.m_wq.conn.next = self.h.q.val().get_value_qx_conn();
        self.m_wq.ird.next = self.h.q.val().get_value_qx_ird();
        self.m_wq.ord.next = self.h.q.val().get_value_qx_ord();
        self.m_wq.mulpdu.next = self.h.q.val().get_value_qx_mulpdu();
        self.m_wq.s0_tx.next = self.h.q.val().get_value_qx_s0_tx();
        self.m_wq.s0_rx.next = self.h.q.val().get_value_qx_s0_rx();
        self.m_wq.sent_s0.next = self.h.q.val().get_value_qx_sent_s0();
        self.m_wq.acked.next = self.h.q.val().get_value_qx_acked();
        self.m_wq.markers_tx.next = self.h.q.val().get_value_qx_markers_tx();
        self.m_wq.markers_rx.next = self.h.q.val().get_value_qx_markers_rx();
        self.m_wq.crc.next = self.h.q.val().get_value_qx_crc();
        self.m_wq.kept.next = self.h.q.val().get_value_qx_kept();
        self.m_toeev.qp.next = self.h_qp.q.val();
        self.m_toeev.live.next = self.h_live.q.val();
        self.m_toeev.state.next = self.h.q.val().get_value_qx_state();
        self.m_toeev.pd.next = self.h.q.val().get_value_qx_pd();
        self.m_toeev.cq.next = self.h.q.val().get_value_qx_cq();
        self.m_toeev.sq_base.next = self.h.q.val().get_value_qx_sq_base();
        self.m_toeev.sq_log.next = self.h.q.val().get_value_qx_sq_log();
        self.m_toeev.rq_base.next = self.h.q.val().get_value_qx_rq_base();
        self.m_toeev.rq_log.next = self.h.q.val().get_value_qx_rq_log();
        self.m_toeev.conn.next = self.h.q.val().get_value_qx_conn();
        self.m_toeev.ird.next = self.h.q.val().get_value_qx_ird();
        self.m_toeev.ord.next = self.h.q.val().get_value_qx_ord();
        self.m_toeev.mulpdu.next = self.h.q.val().get_value_qx_mulpdu();
        self.m_toeev.s0_tx.next = self.h.q.val().get_value_qx_s0_tx();
        self.m_toeev.s0_rx.next = self.h.q.val().get_value_qx_s0_rx();
        self.m_toeev.sent_s0.next = self.h.q.val().get_value_qx_sent_s0();
        self.m_toeev.acked.next = self.h.q.val().get_value_qx_acked();
        self.m_toeev.markers_tx.next = self.h.q.val().get_value_qx_markers_tx();
        self.m_toeev.markers_rx.next = self.h.q.val().get_value_qx_markers_rx();
        self.m_toeev.crc.next = self.h.q.val().get_value_qx_crc();
        self.m_toeev.kept.next = self.h.q.val().get_value_qx_kept();
        self.m_qperr.qp.next = self.h_qp.q.val();
        self.m_qperr.live.next = self.h_live.q.val();
        self.m_qperr.state.next = self.h.q.val().get_value_qx_state();
        self.m_qperr.pd.next = self.h.q.val().get_value_qx_pd();
        self.m_qperr.cq.next = self.h.q.val().get_value_qx_cq();
        self.m_qperr.sq_base.next = self.h.q.val().get_value_qx_sq_base();
        self.m_qperr.sq_log.next = self.h.q.val().get_value_qx_sq_log();
        self.m_qperr.rq_base.next = self.h.q.val().get_value_qx_rq_base();
        self.m_qperr.rq_log.next = self.h.q.val().get_value_qx_rq_log();
        self.m_qperr.conn.next = self.h.q.val().get_value_qx_conn();
        self.m_qperr.ird.next = self.h.q.val().get_value_qx_ird();
        self.m_qperr.ord.next = self.h.q.val().get_value_qx_ord();
        self.m_qperr.mulpdu.next = self.h.q.val().get_value_qx_mulpdu();
        self.m_qperr.s0_tx.next = self.h.q.val().get_value_qx_s0_tx();
        self.m_qperr.s0_rx.next = self.h.q.val().get_value_qx_s0_rx();
        self.m_qperr.sent_s0.next = self.h.q.val().get_value_qx_sent_s0();
        self.m_qperr.acked.next = self.h.q.val().get_value_qx_acked();
        self.m_qperr.markers_tx.next = self.h.q.val().get_value_qx_markers_tx();
        self.m_qperr.markers_rx.next = self.h.q.val().get_value_qx_markers_rx();
        self.m_qperr.crc.next = self.h.q.val().get_value_qx_crc();
        self.m_qperr.kept.next = self.h.q.val().get_value_qx_kept();

        // Each handshake clears its owed bit.
        self.left.next = self.owe.q.val();
        if self.m_ring.valid.val() & self.m_ring.ready.val() {
            self.left.next.set_value_ow_ring(false);
        }
        if self.m_ack.valid.val() & self.m_ack.ready.val() {
            self.left.next.set_value_ow_ack(false);
        }
        if self.m_tx.valid.val() & self.m_tx.ready.val() {
            self.left.next.set_value_ow_tx(false);
        }
        if self.m_rx.valid.val() & self.m_rx.ready.val() {
            self.left.next.set_value_ow_rx(false);
        }
        if self.m_ddptx.valid.val() & self.m_ddptx.ready.val() {
            self.left.next.set_value_ow_ddptx(false);
        }
        if self.m_ddprx.valid.val() & self.m_ddprx.ready.val() {
            self.left.next.set_value_ow_ddprx(false);
        }
        if self.m_wq.valid.val() & self.m_wq.ready.val() {
            self.left.next.set_value_ow_wq(false);
        }
        if self.m_toeev.valid.val() & self.m_toeev.ready.val() {
            self.left.next.set_value_ow_toeev(false);
        }
        if self.m_qperr.valid.val() & self.m_qperr.ready.val() {
            self.left.next.set_value_ow_qperr(false);
        }
        self.owe.d.next = self.left.val();
        if self.take.val() {
            self.owe.d.next = self.new_owe.val();
        }

        if self.reset.val() {
            self.owe.d.next = bits::<9>(0);
            self.n_changes.d.next = bits::<32>(0);
            self.n_on.d.next = bits::<32>(0);
            self.n_off.d.next = bits::<32>(0);
        }
    }
}
