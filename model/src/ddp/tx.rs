//! DdpTx: the DDP/RDMAP transmit engine with its TLB, the top emitted as `rtl/ddp_tx.v`
//! (see [`super`] for the blocks; the rules are golden `ddp_tx`'s).
//!
//! Ports:
//! - `s_cmd_*` / `m_ack_*`, `m_dma_rd_*` / `s_dma_data_*`: the TLB's host commands and
//!   page-list reads ([`crate::tlb`]); the host registers in this TLB the regions the transmit
//!   side reads (local sources, Read Response sources).
//! - `s_qpcfg_*`: (re)configure a QP: live, PD, MULPDU (64..16383), ORD (1..15).
//! - `s_wr_*`: work requests ([`super::wr_op`]): id, local (STag, TO, length), remote (STag,
//!   TO; for a Send with Invalidate the STag to invalidate). A work request waits at the port
//!   while its QP's send queue is full or (a Read) ORD Reads are outstanding.
//! - `s_rreq_*`: inbound Read Requests from `ddp_rx` (its `m_rreq`), answered in order.
//! - `s_term_*`: Terminates from `ddp_rx` (its `m_term`) to send.
//! - `s_ack_*`: the transport acknowledged `bytes` (cumulative ULPDU bytes of the QP, mod
//!   2^32); `s_rplaced_*`: the last Read Response of a Read was placed (`ddp_rx`'s Read-done
//!   completion).
//! - `m_rdone_*`: a Read Response was sent (to `ddp_rx`'s `s_rdone`, IRD release).
//! - `m_prd_*` (address, length 1..4096, never crossing 4 KiB) / `s_pdata_*`: payload DMA
//!   reads; each read's bytes return packed from lane 0, reads in request order.
//! - `m_data/m_keep/m_last/m_valid/m_ready` with `m_qp` and `m_len` (the ULPDU length, for
//!   mpa_tx's descriptor) on every beat: the ULPDUs, a packet stream.
//! - `m_cqe_*`: send completions (QP, id, op, status [`super::send_status`]).
//! - `cnt_*`: ULPDUs, Terminates sent, local protection errors, events dropped on a QP in
//!   error. `idle`: nothing in progress or queued.

use super::tx_control::TxControl;
use super::tx_feeder::TxFeeder;
use super::tx_packer::TxPacker;
use super::{chunk, prd, PrdWord};
use crate::common::fifo2::Fifo2;
use crate::common::ram_fifo::RamFifo;
use crate::tlb::tlb::Tlb;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct DdpTx {
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
    pub s_qpcfg_valid: Signal<In, Bit>,
    pub s_qpcfg_qp: Signal<In, Bits<4>>,
    pub s_qpcfg_pd: Signal<In, Bits<16>>,
    pub s_qpcfg_mulpdu: Signal<In, Bits<14>>,
    pub s_qpcfg_ord: Signal<In, Bits<4>>,
    pub s_term_valid: Signal<In, Bit>,
    pub s_term_qp: Signal<In, Bits<4>>,
    pub s_term_ctl: Signal<In, Bits<32>>,
    pub s_term_seglen: Signal<In, Bits<16>>,
    pub s_term_w0: Signal<In, Bits<64>>,
    pub s_term_w1: Signal<In, Bits<64>>,
    pub s_term_w2: Signal<In, Bits<64>>,
    pub s_term_w3: Signal<In, Bits<64>>,
    pub s_term_w4: Signal<In, Bits<64>>,
    pub s_term_w5: Signal<In, Bits<64>>,
    pub s_rreq_valid: Signal<In, Bit>,
    pub s_rreq_qp: Signal<In, Bits<4>>,
    pub s_rreq_sink_stag: Signal<In, Bits<32>>,
    pub s_rreq_sink_to: Signal<In, Bits<64>>,
    pub s_rreq_size: Signal<In, Bits<32>>,
    pub s_rreq_src_stag: Signal<In, Bits<32>>,
    pub s_rreq_src_to: Signal<In, Bits<64>>,
    pub s_ack_valid: Signal<In, Bit>,
    pub s_ack_qp: Signal<In, Bits<4>>,
    pub s_ack_bytes: Signal<In, Bits<32>>,
    pub s_rplaced_valid: Signal<In, Bit>,
    pub s_rplaced_qp: Signal<In, Bits<4>>,
    pub s_wr_valid: Signal<In, Bit>,
    pub s_wr_qp: Signal<In, Bits<4>>,
    pub s_wr_op: Signal<In, Bits<3>>,
    pub s_wr_id: Signal<In, Bits<32>>,
    pub s_wr_lstag: Signal<In, Bits<32>>,
    pub s_wr_lto: Signal<In, Bits<64>>,
    pub s_wr_len: Signal<In, Bits<32>>,
    pub s_wr_rstag: Signal<In, Bits<32>>,
    pub s_wr_rto: Signal<In, Bits<64>>,
    pub m_cqe_ready: Signal<In, Bit>,
    pub m_rdone_ready: Signal<In, Bit>,
    pub s_qpcfg_ready: Signal<Out, Bit>,
    pub s_term_ready: Signal<Out, Bit>,
    pub s_rreq_ready: Signal<Out, Bit>,
    pub s_ack_ready: Signal<Out, Bit>,
    pub s_rplaced_ready: Signal<Out, Bit>,
    pub s_wr_ready: Signal<Out, Bit>,
    pub m_cqe_valid: Signal<Out, Bit>,
    pub m_cqe_qp: Signal<Out, Bits<4>>,
    pub m_cqe_id: Signal<Out, Bits<32>>,
    pub m_cqe_op: Signal<Out, Bits<3>>,
    pub m_cqe_status: Signal<Out, Bits<2>>,
    pub m_rdone_valid: Signal<Out, Bit>,
    pub m_rdone_qp: Signal<Out, Bits<4>>,
    pub cnt_ulpdus: Signal<Out, Bits<32>>,
    pub cnt_terminates: Signal<Out, Bits<16>>,
    pub cnt_local_errors: Signal<Out, Bits<16>>,
    pub cnt_dropped: Signal<Out, Bits<16>>,
    pub m_prd_valid: Signal<Out, Bit>,
    pub m_prd_ready: Signal<In, Bit>,
    pub m_prd_addr: Signal<Out, Bits<64>>,
    pub m_prd_len: Signal<Out, Bits<13>>,
    pub s_pdata_valid: Signal<In, Bit>,
    pub s_pdata_ready: Signal<Out, Bit>,
    pub s_pdata: Signal<In, Bits<64>>,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    pub m_qp: Signal<Out, Bits<4>>,
    pub m_len: Signal<Out, Bits<16>>,
    pub idle: Signal<Out, Bit>,
    control: TxControl,
    /// Chunks between control and feeder (32 entries).
    chunks: RamFifo<{ chunk::BITS }, 5>,
    /// Registered stage between the chunk RAM and the feeder, so the packer's handshake never
    /// reaches the RAM's read address.
    chunk_skid: Fifo2<{ chunk::BITS }>,
    /// Payload read requests, registered toward the DMA port.
    prds: Fifo2<{ prd::BITS }>,
    feeder: TxFeeder,
    packer: TxPacker,
    tlb: Tlb,
}

impl Logic for DdpTx {
    #[hdl_gen]
    fn update(&mut self) {
        self.tlb.clock.next = self.clock.val();
        self.tlb.reset.next = self.reset.val();
        self.control.clock.next = self.clock.val();
        self.control.reset.next = self.reset.val();
        self.chunks.clock.next = self.clock.val();
        self.chunks.reset.next = self.reset.val();
        self.prds.clock.next = self.clock.val();
        self.prds.reset.next = self.reset.val();
        self.feeder.clock.next = self.clock.val();
        self.feeder.reset.next = self.reset.val();
        self.packer.clock.next = self.clock.val();
        self.packer.reset.next = self.reset.val();
        // TLB: host commands and page-list reads straight through.
        self.tlb.s_cmd_valid.next = self.s_cmd_valid.val();
        self.s_cmd_ready.next = self.tlb.s_cmd_ready.val();
        self.tlb.s_cmd_op.next = self.s_cmd_op.val();
        self.tlb.s_cmd_stag.next = self.s_cmd_stag.val();
        self.tlb.s_cmd_pd.next = self.s_cmd_pd.val();
        self.tlb.s_cmd_rights.next = self.s_cmd_rights.val();
        self.tlb.s_cmd_page_2m.next = self.s_cmd_page_2m.val();
        self.tlb.s_cmd_base_va.next = self.s_cmd_base_va.val();
        self.tlb.s_cmd_length.next = self.s_cmd_length.val();
        self.tlb.s_cmd_pbl.next = self.s_cmd_pbl.val();
        self.m_ack_valid.next = self.tlb.m_ack_valid.val();
        self.tlb.m_ack_ready.next = self.m_ack_ready.val();
        self.m_ack_status.next = self.tlb.m_ack_status.val();
        self.m_dma_rd_valid.next = self.tlb.m_dma_rd_valid.val();
        self.m_dma_rd_addr.next = self.tlb.m_dma_rd_addr.val();
        self.m_dma_rd_len.next = self.tlb.m_dma_rd_len.val();
        self.m_dma_rd_tag.next = self.tlb.m_dma_rd_tag.val();
        self.tlb.m_dma_rd_ready.next = self.m_dma_rd_ready.val();
        self.tlb.s_dma_data_valid.next = self.s_dma_data_valid.val();
        self.tlb.s_dma_data.next = self.s_dma_data.val();
        self.s_dma_data_ready.next = self.tlb.s_dma_data_ready.val();
        // Translations.
        self.tlb.s_req_valid.next = self.control.m_treq_valid.val();
        self.control.m_treq_ready.next = self.tlb.s_req_ready.val();
        self.tlb.s_req_stag.next = self.control.m_treq_stag.val();
        self.tlb.s_req_to.next = self.control.m_treq_to.val();
        self.tlb.s_req_len.next = self.control.m_treq_len.val();
        self.tlb.s_req_access.next = self.control.m_treq_access.val();
        self.tlb.s_req_pd.next = self.control.m_treq_pd.val();
        self.tlb.s_req_tag.next = bits::<8>(0);
        self.control.tpc_valid.next = self.tlb.m_rsp_valid.val();
        self.control.tpc_pa.next = self.tlb.m_rsp_pa.val();
        self.control.tpc_len.next = self.tlb.m_rsp_len.val();
        self.control.tpc_err.next = self.tlb.m_rsp_err.val();
        self.tlb.m_rsp_ready.next = self.control.tpc_pop.val();
        // Control ports.
        self.control.s_qpcfg_valid.next = self.s_qpcfg_valid.val();
        self.control.s_qpcfg_qp.next = self.s_qpcfg_qp.val();
        self.control.s_qpcfg_pd.next = self.s_qpcfg_pd.val();
        self.control.s_qpcfg_mulpdu.next = self.s_qpcfg_mulpdu.val();
        self.control.s_qpcfg_ord.next = self.s_qpcfg_ord.val();
        self.control.s_term_valid.next = self.s_term_valid.val();
        self.control.s_term_qp.next = self.s_term_qp.val();
        self.control.s_term_ctl.next = self.s_term_ctl.val();
        self.control.s_term_seglen.next = self.s_term_seglen.val();
        self.control.s_term_w0.next = self.s_term_w0.val();
        self.control.s_term_w1.next = self.s_term_w1.val();
        self.control.s_term_w2.next = self.s_term_w2.val();
        self.control.s_term_w3.next = self.s_term_w3.val();
        self.control.s_term_w4.next = self.s_term_w4.val();
        self.control.s_term_w5.next = self.s_term_w5.val();
        self.control.s_rreq_valid.next = self.s_rreq_valid.val();
        self.control.s_rreq_qp.next = self.s_rreq_qp.val();
        self.control.s_rreq_sink_stag.next = self.s_rreq_sink_stag.val();
        self.control.s_rreq_sink_to.next = self.s_rreq_sink_to.val();
        self.control.s_rreq_size.next = self.s_rreq_size.val();
        self.control.s_rreq_src_stag.next = self.s_rreq_src_stag.val();
        self.control.s_rreq_src_to.next = self.s_rreq_src_to.val();
        self.control.s_ack_valid.next = self.s_ack_valid.val();
        self.control.s_ack_qp.next = self.s_ack_qp.val();
        self.control.s_ack_bytes.next = self.s_ack_bytes.val();
        self.control.s_rplaced_valid.next = self.s_rplaced_valid.val();
        self.control.s_rplaced_qp.next = self.s_rplaced_qp.val();
        self.control.s_wr_valid.next = self.s_wr_valid.val();
        self.control.s_wr_qp.next = self.s_wr_qp.val();
        self.control.s_wr_op.next = self.s_wr_op.val();
        self.control.s_wr_id.next = self.s_wr_id.val();
        self.control.s_wr_lstag.next = self.s_wr_lstag.val();
        self.control.s_wr_lto.next = self.s_wr_lto.val();
        self.control.s_wr_len.next = self.s_wr_len.val();
        self.control.s_wr_rstag.next = self.s_wr_rstag.val();
        self.control.s_wr_rto.next = self.s_wr_rto.val();
        self.control.m_cqe_ready.next = self.m_cqe_ready.val();
        self.control.m_rdone_ready.next = self.m_rdone_ready.val();
        self.s_qpcfg_ready.next = self.control.s_qpcfg_ready.val();
        self.s_term_ready.next = self.control.s_term_ready.val();
        self.s_rreq_ready.next = self.control.s_rreq_ready.val();
        self.s_ack_ready.next = self.control.s_ack_ready.val();
        self.s_rplaced_ready.next = self.control.s_rplaced_ready.val();
        self.s_wr_ready.next = self.control.s_wr_ready.val();
        self.m_cqe_valid.next = self.control.m_cqe_valid.val();
        self.m_cqe_qp.next = self.control.m_cqe_qp.val();
        self.m_cqe_id.next = self.control.m_cqe_id.val();
        self.m_cqe_op.next = self.control.m_cqe_op.val();
        self.m_cqe_status.next = self.control.m_cqe_status.val();
        self.m_rdone_valid.next = self.control.m_rdone_valid.val();
        self.m_rdone_qp.next = self.control.m_rdone_qp.val();
        self.cnt_ulpdus.next = self.control.cnt_ulpdus.val();
        self.cnt_terminates.next = self.control.cnt_terminates.val();
        self.cnt_local_errors.next = self.control.cnt_local_errors.val();
        self.cnt_dropped.next = self.control.cnt_dropped.val();
        // Chunks and payload reads.
        self.chunks.push.next = self.control.chunk_push.val();
        self.chunks.din.next = self.control.chunk_din.val();
        self.control.chunk_full.next = self.chunks.full.val();
        self.prds.push.next = self.control.prd_push.val();
        self.prds.din.next = self.control.prd_din.val();
        self.control.prd_full.next = self.prds.full.val();
        self.m_prd_valid.next = self.prds.valid.val();
        self.m_prd_addr.next = self.prds.dout.val().get_value_addr();
        self.m_prd_len.next = self.prds.dout.val().get_value_len();
        self.prds.pop.next = self.prds.valid.val() & self.m_prd_ready.val();
        self.chunk_skid.clock.next = self.clock.val();
        self.chunk_skid.reset.next = self.reset.val();
        self.chunk_skid.push.next = self.chunks.valid.val() & !self.chunk_skid.full.val();
        self.chunk_skid.din.next = self.chunks.dout.val();
        self.chunks.pop.next = self.chunks.valid.val() & !self.chunk_skid.full.val();
        self.feeder.c_valid.next = self.chunk_skid.valid.val();
        self.feeder.c_dout.next = self.chunk_skid.dout.val();
        self.chunk_skid.pop.next = self.feeder.c_pop.val();
        self.feeder.s_pdata_valid.next = self.s_pdata_valid.val();
        self.feeder.s_pdata.next = self.s_pdata.val();
        self.s_pdata_ready.next = self.feeder.s_pdata_ready.val();
        self.packer.in_valid.next = self.feeder.p_valid.val();
        self.feeder.p_ready.next = self.packer.in_ready.val();
        self.packer.in_data.next = self.feeder.p_data.val();
        self.packer.in_n.next = self.feeder.p_n.val();
        self.packer.in_last.next = self.feeder.p_last.val();
        self.packer.in_qp.next = self.feeder.p_qp.val();
        self.packer.in_len.next = self.feeder.p_len.val();
        self.m_data.next = self.packer.m_data.val();
        self.m_keep.next = self.packer.m_keep.val();
        self.m_last.next = self.packer.m_last.val();
        self.m_valid.next = self.packer.m_valid.val();
        self.packer.m_ready.next = self.m_ready.val();
        self.m_qp.next = self.packer.m_qp.val();
        self.m_len.next = self.packer.m_len.val();
        self.idle.next = !self.control.busy.val() & !self.chunks.valid.val() & !self.chunk_skid.valid.val() & !self.prds.valid.val()
            & !self.packer.m_valid.val();
    }
}
