//! DdpRx: the DDP/RDMAP receive placement engine with its TLB, the top emitted as
//! `rtl/ddp_rx.v` (see [`super`] for the blocks).
//!
//! Ports:
//! - `s_cmd_*` / `m_ack_*`: the TLB's host commands ([`crate::tlb`]), shared with the
//!   engine's invalidations through [`super::cmd_mux::CmdMux`].
//! - `m_dma_rd_*` / `s_dma_data_*`: the TLB's page-list reads (host memory).
//! - `s_data/s_keep/s_last/s_status/s_qp/s_valid/s_ready`: inbound ULPDUs, a packet stream
//!   (first byte in lane 0, every beat full but the last), with the LLP status
//!   ([`super::llp`]) and the QP on every beat (read on the last).
//! - `s_qpcfg_*`: (re)configure a QP: live, PD, IRD (Read Requests it may have
//!   outstanding); MSNs from 1, receive queue empty.
//! - `s_recv_*`: post a receive buffer (local STag, TO, length) to a QP.
//! - `s_rdone_*`: the transmit side finished the Read Response of one Read Request (IRD).
//! - `m_wr_*` (address, length) and `m_wd_*` (data, keep, last): DMA writes to physical
//!   addresses, one request per piece (never crossing a page of the region), its data from
//!   lane 0, one 8-byte word per cycle.
//! - `m_cqe_*`: completions (kind, status per [`super::cqe`]; slot, length, SE, invalidated,
//!   STag).
//! - `m_rreq_*`: accepted Read Requests for the transmit side.
//! - `m_term_*`: Terminates for the transmit side (control word, ULPDU length, the segment's
//!   first 48 bytes as big-endian words).
//! - `cnt_*`: segments, dropped on a QP in error, Terminates by layer.
//! - `idle`: nothing buffered or in progress.

use super::cmd_mux::CmdMux;
use super::rx_control::RxControl;
use super::rx_ingress::RxIngress;
use super::rx_placer::RxPlacer;
use super::job;
use crate::common::fifo2::Fifo2;
use crate::common::ram_fifo::RamFifo;
use crate::tlb::tlb::Tlb;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct DdpRx {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cmd_valid: Signal<In, Bit>,
    pub s_cmd_ready: Signal<Out, Bit>,
    pub s_cmd_op: Signal<In, Bits<2>>,
    pub s_cmd_stag: Signal<In, Bits<32>>,
    pub s_cmd_pd: Signal<In, Bits<16>>,
    pub s_cmd_rights: Signal<In, Bits<4>>,
    pub s_cmd_page_2m: Signal<In, Bit>,
    pub s_cmd_base_va: Signal<In, Bits<64>>,
    pub s_cmd_length: Signal<In, Bits<64>>,
    pub s_cmd_pbl: Signal<In, Bits<64>>,
    pub m_ack_valid: Signal<Out, Bit>,
    pub m_ack_ready: Signal<In, Bit>,
    pub m_ack_status: Signal<Out, Bits<2>>,
    pub m_dma_rd_valid: Signal<Out, Bit>,
    pub m_dma_rd_ready: Signal<In, Bit>,
    pub m_dma_rd_addr: Signal<Out, Bits<64>>,
    pub m_dma_rd_len: Signal<Out, Bits<13>>,
    pub m_dma_rd_tag: Signal<Out, Bits<8>>,
    pub s_dma_data_valid: Signal<In, Bit>,
    pub s_dma_data_ready: Signal<Out, Bit>,
    pub s_dma_data: Signal<In, Bits<64>>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_status: Signal<In, Bits<2>>,
    pub s_qp: Signal<In, Bits<4>>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub s_qpcfg_valid: Signal<In, Bit>,
    pub s_qpcfg_qp: Signal<In, Bits<4>>,
    pub s_qpcfg_pd: Signal<In, Bits<16>>,
    pub s_qpcfg_ird: Signal<In, Bits<4>>,
    pub s_recv_valid: Signal<In, Bit>,
    pub s_recv_qp: Signal<In, Bits<4>>,
    pub s_recv_stag: Signal<In, Bits<32>>,
    pub s_recv_to: Signal<In, Bits<64>>,
    pub s_recv_len: Signal<In, Bits<32>>,
    pub s_rdone_valid: Signal<In, Bit>,
    pub s_rdone_qp: Signal<In, Bits<4>>,
    pub m_rreq_ready: Signal<In, Bit>,
    pub m_term_ready: Signal<In, Bit>,
    pub s_qpcfg_ready: Signal<Out, Bit>,
    pub s_recv_ready: Signal<Out, Bit>,
    pub s_rdone_ready: Signal<Out, Bit>,
    pub m_rreq_valid: Signal<Out, Bit>,
    pub m_rreq_qp: Signal<Out, Bits<4>>,
    pub m_rreq_sink_stag: Signal<Out, Bits<32>>,
    pub m_rreq_sink_to: Signal<Out, Bits<64>>,
    pub m_rreq_size: Signal<Out, Bits<32>>,
    pub m_rreq_src_stag: Signal<Out, Bits<32>>,
    pub m_rreq_src_to: Signal<Out, Bits<64>>,
    pub m_term_valid: Signal<Out, Bit>,
    pub m_term_qp: Signal<Out, Bits<4>>,
    pub m_term_ctl: Signal<Out, Bits<32>>,
    pub m_term_seglen: Signal<Out, Bits<16>>,
    pub m_term_w0: Signal<Out, Bits<64>>,
    pub m_term_w1: Signal<Out, Bits<64>>,
    pub m_term_w2: Signal<Out, Bits<64>>,
    pub m_term_w3: Signal<Out, Bits<64>>,
    pub m_term_w4: Signal<Out, Bits<64>>,
    pub m_term_w5: Signal<Out, Bits<64>>,
    pub cnt_segments: Signal<Out, Bits<32>>,
    pub cnt_dropped: Signal<Out, Bits<32>>,
    pub cnt_term_llp: Signal<Out, Bits<16>>,
    pub cnt_term_ddp: Signal<Out, Bits<16>>,
    pub cnt_term_rdmap: Signal<Out, Bits<16>>,
    pub m_wr_ready: Signal<In, Bit>,
    pub m_wd_ready: Signal<In, Bit>,
    pub m_cqe_ready: Signal<In, Bit>,
    pub m_wr_valid: Signal<Out, Bit>,
    pub m_wr_addr: Signal<Out, Bits<64>>,
    pub m_wr_len: Signal<Out, Bits<16>>,
    pub m_wd_valid: Signal<Out, Bit>,
    pub m_wd_data: Signal<Out, Bits<64>>,
    pub m_wd_keep: Signal<Out, Bits<8>>,
    pub m_wd_last: Signal<Out, Bit>,
    pub m_cqe_valid: Signal<Out, Bit>,
    pub m_cqe_qp: Signal<Out, Bits<4>>,
    pub m_cqe_kind: Signal<Out, Bits<2>>,
    pub m_cqe_status: Signal<Out, Bits<2>>,
    pub m_cqe_slot: Signal<Out, Bits<4>>,
    pub m_cqe_len: Signal<Out, Bits<32>>,
    pub m_cqe_se: Signal<Out, Bit>,
    pub m_cqe_inv: Signal<Out, Bit>,
    pub m_cqe_stag: Signal<Out, Bits<32>>,
    pub idle: Signal<Out, Bit>,
    ingress: RxIngress,
    /// The segment buffer: 2^SEG_BUFFER_BITS (2048) words.
    seg_buf: RamFifo<64, 11>,
    /// Registered two-word stage between the segment buffer and the placer, so the placer's
    /// pop (which depends on the write handshake) never reaches the buffer's RAM address.
    seg_skid: Fifo2<64>,
    control: RxControl,
    jobs: Fifo2<{ job::BITS }>,
    placer: RxPlacer,
    mux: CmdMux,
    tlb: Tlb,
}

impl Logic for DdpRx {
    #[hdl_gen]
    fn update(&mut self) {
        self.tlb.clock.next = self.clock.val();
        self.ingress.clock.next = self.clock.val();
        self.ingress.reset.next = self.reset.val();
        self.seg_buf.clock.next = self.clock.val();
        self.seg_buf.reset.next = self.reset.val();
        self.control.clock.next = self.clock.val();
        self.control.reset.next = self.reset.val();
        self.jobs.clock.next = self.clock.val();
        self.jobs.reset.next = self.reset.val();
        self.placer.clock.next = self.clock.val();
        self.placer.reset.next = self.reset.val();
        self.mux.clock.next = self.clock.val();
        self.mux.reset.next = self.reset.val();
        self.tlb.reset.next = self.reset.val();
        self.mux.s_cmd_valid.next = self.s_cmd_valid.val();
        self.s_cmd_ready.next = self.mux.s_cmd_ready.val();
        self.mux.s_cmd_op.next = self.s_cmd_op.val();
        self.mux.s_cmd_stag.next = self.s_cmd_stag.val();
        self.tlb.s_cmd_valid.next = self.mux.t_cmd_valid.val();
        self.mux.t_cmd_ready.next = self.tlb.s_cmd_ready.val();
        self.tlb.s_cmd_op.next = self.mux.t_cmd_op.val();
        self.tlb.s_cmd_stag.next = self.mux.t_cmd_stag.val();
        self.tlb.s_cmd_pd.next = self.s_cmd_pd.val();
        self.tlb.s_cmd_rights.next = self.s_cmd_rights.val();
        self.tlb.s_cmd_page_2m.next = self.s_cmd_page_2m.val();
        self.tlb.s_cmd_base_va.next = self.s_cmd_base_va.val();
        self.tlb.s_cmd_length.next = self.s_cmd_length.val();
        self.tlb.s_cmd_pbl.next = self.s_cmd_pbl.val();
        self.mux.t_ack_valid.next = self.tlb.m_ack_valid.val();
        self.tlb.m_ack_ready.next = self.mux.t_ack_ready.val();
        self.m_ack_valid.next = self.mux.m_ack_valid.val();
        self.mux.m_ack_ready.next = self.m_ack_ready.val();
        self.m_ack_status.next = self.tlb.m_ack_status.val();
        self.mux.s_inv_valid.next = self.control.m_inv_valid.val();
        self.control.m_inv_ready.next = self.mux.s_inv_ready.val();
        self.mux.s_inv_stag.next = self.control.m_inv_stag.val();
        self.control.s_inv_ack_valid.next = self.mux.m_inv_ack_valid.val();
        self.mux.m_inv_ack_ready.next = self.control.s_inv_ack_ready.val();
        self.control.s_inv_ack_status.next = self.tlb.m_ack_status.val();
        self.m_dma_rd_valid.next = self.tlb.m_dma_rd_valid.val();
        self.m_dma_rd_addr.next = self.tlb.m_dma_rd_addr.val();
        self.m_dma_rd_len.next = self.tlb.m_dma_rd_len.val();
        self.m_dma_rd_tag.next = self.tlb.m_dma_rd_tag.val();
        self.tlb.m_dma_rd_ready.next = self.m_dma_rd_ready.val();
        self.tlb.s_dma_data_valid.next = self.s_dma_data_valid.val();
        self.tlb.s_dma_data.next = self.s_dma_data.val();
        self.s_dma_data_ready.next = self.tlb.s_dma_data_ready.val();
        self.tlb.s_req_valid.next = self.control.m_treq_valid.val();
        self.tlb.s_req_stag.next = self.control.m_treq_stag.val();
        self.tlb.s_req_to.next = self.control.m_treq_to.val();
        self.tlb.s_req_len.next = self.control.m_treq_len.val();
        self.tlb.s_req_access.next = self.control.m_treq_access.val();
        self.tlb.s_req_pd.next = self.control.m_treq_pd.val();
        self.tlb.s_req_tag.next = bits::<8>(0);
        self.control.m_treq_ready.next = self.tlb.s_req_ready.val();
        self.control.tpc_valid.next = self.tlb.m_rsp_valid.val();
        self.control.tpc_err.next = self.tlb.m_rsp_err.val();
        self.placer.tpc_valid.next = self.tlb.m_rsp_valid.val();
        self.placer.tpc_pa.next = self.tlb.m_rsp_pa.val();
        self.placer.tpc_len.next = self.tlb.m_rsp_len.val();
        self.placer.tpc_last.next = self.tlb.m_rsp_last.val();
        self.tlb.m_rsp_ready.next = self.control.tpc_pop.val() | self.placer.tpc_pop.val();
        self.control.piece_done.next = self.placer.piece_done.val();
        self.ingress.s_data.next = self.s_data.val();
        self.ingress.s_keep.next = self.s_keep.val();
        self.ingress.s_last.next = self.s_last.val();
        self.ingress.s_status.next = self.s_status.val();
        self.ingress.s_qp.next = self.s_qp.val();
        self.ingress.s_valid.next = self.s_valid.val();
        self.s_ready.next = self.ingress.s_ready.val();
        self.seg_buf.push.next = self.ingress.buf_push.val();
        self.seg_buf.din.next = self.ingress.buf_din.val();
        self.ingress.buf_full.next = self.seg_buf.full.val();
        self.control.desc_valid.next = self.ingress.desc_valid.val();
        self.control.desc_qp.next = self.ingress.desc_qp.val();
        self.control.desc_status.next = self.ingress.desc_status.val();
        self.control.desc_len.next = self.ingress.desc_len.val();
        self.control.desc_words.next = self.ingress.desc_words.val();
        self.control.desc_w0.next = self.ingress.desc_w0.val();
        self.control.desc_w1.next = self.ingress.desc_w1.val();
        self.control.desc_w2.next = self.ingress.desc_w2.val();
        self.control.desc_w3.next = self.ingress.desc_w3.val();
        self.control.desc_w4.next = self.ingress.desc_w4.val();
        self.control.desc_w5.next = self.ingress.desc_w5.val();
        self.ingress.desc_pop.next = self.control.desc_pop.val();
        self.control.s_qpcfg_valid.next = self.s_qpcfg_valid.val();
        self.control.s_qpcfg_qp.next = self.s_qpcfg_qp.val();
        self.control.s_qpcfg_pd.next = self.s_qpcfg_pd.val();
        self.control.s_qpcfg_ird.next = self.s_qpcfg_ird.val();
        self.control.s_recv_valid.next = self.s_recv_valid.val();
        self.control.s_recv_qp.next = self.s_recv_qp.val();
        self.control.s_recv_stag.next = self.s_recv_stag.val();
        self.control.s_recv_to.next = self.s_recv_to.val();
        self.control.s_recv_len.next = self.s_recv_len.val();
        self.control.s_rdone_valid.next = self.s_rdone_valid.val();
        self.control.s_rdone_qp.next = self.s_rdone_qp.val();
        self.control.m_rreq_ready.next = self.m_rreq_ready.val();
        self.control.m_term_ready.next = self.m_term_ready.val();
        self.s_qpcfg_ready.next = self.control.s_qpcfg_ready.val();
        self.s_recv_ready.next = self.control.s_recv_ready.val();
        self.s_rdone_ready.next = self.control.s_rdone_ready.val();
        self.m_rreq_valid.next = self.control.m_rreq_valid.val();
        self.m_rreq_qp.next = self.control.m_rreq_qp.val();
        self.m_rreq_sink_stag.next = self.control.m_rreq_sink_stag.val();
        self.m_rreq_sink_to.next = self.control.m_rreq_sink_to.val();
        self.m_rreq_size.next = self.control.m_rreq_size.val();
        self.m_rreq_src_stag.next = self.control.m_rreq_src_stag.val();
        self.m_rreq_src_to.next = self.control.m_rreq_src_to.val();
        self.m_term_valid.next = self.control.m_term_valid.val();
        self.m_term_qp.next = self.control.m_term_qp.val();
        self.m_term_ctl.next = self.control.m_term_ctl.val();
        self.m_term_seglen.next = self.control.m_term_seglen.val();
        self.m_term_w0.next = self.control.m_term_w0.val();
        self.m_term_w1.next = self.control.m_term_w1.val();
        self.m_term_w2.next = self.control.m_term_w2.val();
        self.m_term_w3.next = self.control.m_term_w3.val();
        self.m_term_w4.next = self.control.m_term_w4.val();
        self.m_term_w5.next = self.control.m_term_w5.val();
        self.cnt_segments.next = self.control.cnt_segments.val();
        self.cnt_dropped.next = self.control.cnt_dropped.val();
        self.cnt_term_llp.next = self.control.cnt_term_llp.val();
        self.cnt_term_ddp.next = self.control.cnt_term_ddp.val();
        self.cnt_term_rdmap.next = self.control.cnt_term_rdmap.val();
        self.jobs.push.next = self.control.job_push.val();
        self.jobs.din.next = self.control.job_din.val();
        self.control.job_full.next = self.jobs.full.val();
        self.placer.job_valid.next = self.jobs.valid.val();
        self.placer.job_dout.next = self.jobs.dout.val();
        self.jobs.pop.next = self.placer.job_pop.val();
        self.seg_skid.clock.next = self.clock.val();
        self.seg_skid.reset.next = self.reset.val();
        self.seg_skid.push.next = self.seg_buf.valid.val() & !self.seg_skid.full.val();
        self.seg_skid.din.next = self.seg_buf.dout.val();
        self.seg_buf.pop.next = self.seg_buf.valid.val() & !self.seg_skid.full.val();
        self.placer.buf_valid.next = self.seg_skid.valid.val();
        self.placer.buf_dout.next = self.seg_skid.dout.val();
        self.seg_skid.pop.next = self.placer.buf_pop.val();
        self.placer.m_wr_ready.next = self.m_wr_ready.val();
        self.placer.m_wd_ready.next = self.m_wd_ready.val();
        self.placer.m_cqe_ready.next = self.m_cqe_ready.val();
        self.m_wr_valid.next = self.placer.m_wr_valid.val();
        self.m_wr_addr.next = self.placer.m_wr_addr.val();
        self.m_wr_len.next = self.placer.m_wr_len.val();
        self.m_wd_valid.next = self.placer.m_wd_valid.val();
        self.m_wd_data.next = self.placer.m_wd_data.val();
        self.m_wd_keep.next = self.placer.m_wd_keep.val();
        self.m_wd_last.next = self.placer.m_wd_last.val();
        self.m_cqe_valid.next = self.placer.m_cqe_valid.val();
        self.m_cqe_qp.next = self.placer.m_cqe_qp.val();
        self.m_cqe_kind.next = self.placer.m_cqe_kind.val();
        self.m_cqe_status.next = self.placer.m_cqe_status.val();
        self.m_cqe_slot.next = self.placer.m_cqe_slot.val();
        self.m_cqe_len.next = self.placer.m_cqe_len.val();
        self.m_cqe_se.next = self.placer.m_cqe_se.val();
        self.m_cqe_inv.next = self.placer.m_cqe_inv.val();
        self.m_cqe_stag.next = self.placer.m_cqe_stag.val();
        self.idle.next = !self.placer.busy.val() & !self.jobs.valid.val() & !self.ingress.desc_valid.val() & !self.seg_buf.valid.val() & !self.seg_skid.valid.val();
    }
}
