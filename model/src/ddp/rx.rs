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
//! - `s_flush_*`: the QP enters the error state (the host's modify, or the other direction's
//!   Terminate): its posted receives complete as flushed, in order after the completions of
//!   its earlier segments; later segments are dropped and later posts flushed at once until
//!   it is configured again.
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
use super::{in_beat, job, DmaWdOut, InBeatWord, JobWord, SegDescOut, DmaWrOut, InvOut, QpEventIn, RecvIn, RreqOut, RxCqeOut, RxQpCfgIn, TermOut};
use crate::common::fifo2::Fifo2;
use crate::common::ptr_fifo2::PtrFifo2;
use crate::common::ram_fifo::RamFifo;
use crate::tlb::tlb::TlbN;
use crate::tlb::{RNIC_RSPQ_BITS, RSPQ_BITS};
use crate::tlb::{DmaRdOut, TlbAckOut, TlbCmdIn, TlbCmdOut, TlbReqOut};
use rust_hdl::prelude::*;

/// The standalone `ddp_rx`: its TLB's response queue has 64 entries.
pub type DdpRx = DdpRxN<RSPQ_BITS>;
/// ddp_rx inside the composed `rnic`: its TLB's response queue has 16 (LUT RAM, issue 17).
pub type RnicDdpRx = DdpRxN<RNIC_RSPQ_BITS>;

/// ddp_rx with a TLB whose response queue has 2^`Q` entries ([`TlbN`]).
#[derive(LogicBlock, Default)]
pub struct DdpRxN<const Q: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cmd: TlbCmdIn,
    pub m_ack: TlbAckOut,
    pub m_dma_rd: DmaRdOut,
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
    pub s_qpcfg: RxQpCfgIn,
    pub s_recv: RecvIn,
    /// Per QP: receives posted in the host not yet at `s_recv` ([`RxControl`]'s parking).
    pub rq_pending: Signal<In, Bits<16>>,
    pub s_rdone: QpEventIn,
    pub s_flush: QpEventIn,
    pub m_rreq: RreqOut,
    pub m_term: TermOut,
    pub cnt_segments: Signal<Out, Bits<32>>,
    pub cnt_dropped: Signal<Out, Bits<32>>,
    pub cnt_term_llp: Signal<Out, Bits<16>>,
    pub cnt_term_ddp: Signal<Out, Bits<16>>,
    pub cnt_term_rdmap: Signal<Out, Bits<16>>,
    pub cnt_rq_waits: Signal<Out, Bits<32>>,
    pub m_wr: DmaWrOut,
    pub m_wd: DmaWdOut,
    pub m_cqe: RxCqeOut,
    pub idle: Signal<Out, Bit>,
    /// Registered input stage: the ingress takes from its registers, so no input port reaches
    /// the segment buffer's count (issue 17: the top's `s_valid` → the ingress's take → the
    /// buffer's count, routed from the input pins, was ddp_rx's worst path at one seed,
    /// 6.5 ns). One cycle of latency, no bubble while the ingress takes.
    ///
    /// Order (golden is driven in port order): a last beat is taken at the port only while no
    /// other segment is between the port and the control FSM (none in `in_q`, no descriptor
    /// waiting) and no event is waiting for its turn (`hold_q`: the control's `hold_desc`,
    /// registered); while one is in `in_q` (`due`) the control takes no other event
    /// (`seg_due`). So an event taken in a cycle follows every segment accepted before it.
    in_q: Fifo2<{ in_beat::BITS }>,
    /// A last beat is in `in_q` (at most one: the port takes the next only after it left).
    due: DFF<Bit>,
    hold_q: DFF<Bit>,
    /// A beat taken at the port; a last beat leaving `in_q` for the ingress.
    in_take: Signal<Local, Bit>,
    last_out: Signal<Local, Bit>,
    ingress: RxIngress,
    /// The segment buffer: 2^SEG_BUFFER_BITS (2048) words.
    seg_buf: RamFifo<64, 11>,
    /// Registered two-word stage between the segment buffer and the placer, so the placer's
    /// pop (which depends on the write handshake) never reaches the buffer's RAM address.
    seg_skid: Fifo2<64>,
    control: RxControl,
    /// Placement jobs (control → placer). Pointer-based: the control's push (its verdict on
    /// the TLB's answer, late in the cycle) and the placer's pop each drive 3 flip-flops, not
    /// the entries' enables (issue 17: the push reached the entries' enables, ddp_rx's worst
    /// path at one seed, 6.64 ns). The control pushes only while not full.
    jobs: PtrFifo2<{ job::BITS }>,
    /// The control's job with its word-count flags.
    job_word: Signal<Local, Bits<{ job::BITS }>>,
    placer: RxPlacer,
    mux: CmdMux,
    tlb: TlbN<Q>,
}

impl<const Q: usize> Logic for DdpRxN<Q> {
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
        // Host commands and the engine's invalidations share the TLB's command port.
        TlbCmdIn::link(&mut self.s_cmd, &mut self.mux.s_cmd);
        TlbAckOut::link(&mut self.m_ack, &mut self.mux.m_ack);
        TlbCmdOut::join(&mut self.mux.t_cmd, &mut self.tlb.s_cmd);
        TlbAckOut::join(&mut self.tlb.m_ack, &mut self.mux.t_ack);
        InvOut::join(&mut self.control.m_inv, &mut self.mux.s_inv);
        TlbAckOut::join(&mut self.mux.m_inv_ack, &mut self.control.s_inv_ack);
        DmaRdOut::link(&mut self.m_dma_rd, &mut self.tlb.m_dma_rd);
        self.tlb.s_dma_data_valid.next = self.s_dma_data_valid.val();
        self.tlb.s_dma_data.next = self.s_dma_data.val();
        self.s_dma_data_ready.next = self.tlb.s_dma_data_ready.val();
        TlbReqOut::join(&mut self.control.m_treq, &mut self.tlb.s_req);
        self.control.tpc_valid.next = self.tlb.m_rsp_valid.val();
        self.control.tpc_err.next = self.tlb.m_rsp_err.val();
        self.placer.tpc_valid.next = self.tlb.m_rsp_valid.val();
        self.placer.tpc_pa.next = self.tlb.m_rsp_pa.val();
        self.placer.tpc_len.next = self.tlb.m_rsp_len.val();
        self.placer.tpc_last.next = self.tlb.m_rsp_last.val();
        self.control.tpc_last.next = self.tlb.m_rsp_last.val();
        self.tlb.m_rsp_ready.next = self.control.tpc_pop.val() | self.placer.tpc_pop.val();
        self.control.piece_done.next = self.placer.piece_done.val();
        self.in_q.clock.next = self.clock.val();
        self.in_q.reset.next = self.reset.val();
        dff_setup!(self, clock, due, hold_q);
        self.hold_q.d.next = self.control.hold_desc.val();
        // Fifo2 takes a push beside a pop even when full: push only what `s_ready` shows taken.
        self.s_ready.next = !self.in_q.full.val() & !(self.s_last.val() & (self.due.q.val() | self.ingress.m_desc.valid.val() | self.hold_q.q.val()));
        self.in_take.next = self.s_valid.val() & !self.in_q.full.val() & !(self.s_last.val() & (self.due.q.val() | self.ingress.m_desc.valid.val() | self.hold_q.q.val()));
        self.in_q.push.next = self.in_take.val();
        self.in_q.din.next = bits::<{ in_beat::BITS }>(0);
        self.in_q.din.next.set_value_data(self.s_data.val());
        self.in_q.din.next.set_value_keep(self.s_keep.val());
        self.in_q.din.next.set_value_last(self.s_last.val());
        self.in_q.din.next.set_value_status(self.s_status.val());
        self.in_q.din.next.set_value_qp(self.s_qp.val());
        self.ingress.s_data.next = self.in_q.dout.val().get_value_data();
        self.ingress.s_keep.next = self.in_q.dout.val().get_value_keep();
        self.ingress.s_last.next = self.in_q.dout.val().get_value_last();
        self.ingress.s_status.next = self.in_q.dout.val().get_value_status();
        self.ingress.s_qp.next = self.in_q.dout.val().get_value_qp();
        self.ingress.s_valid.next = self.in_q.valid.val();
        self.in_q.pop.next = self.in_q.valid.val() & self.ingress.s_ready.val();
        self.last_out.next = self.in_q.valid.val() & self.ingress.s_ready.val() & self.in_q.dout.val().get_value_last();
        if self.last_out.val() {
            self.due.d.next = false;
        }
        if self.in_take.val() & self.s_last.val() {
            self.due.d.next = true;
        }
        self.control.seg_due.next = self.due.q.val();
        if self.reset.val() {
            self.due.d.next = false;
            self.hold_q.d.next = false;
        }
        self.seg_buf.push.next = self.ingress.buf_push.val();
        self.seg_buf.din.next = self.ingress.buf_din.val();
        self.ingress.buf_full.next = self.seg_buf.full.val();
        SegDescOut::join(&mut self.ingress.m_desc, &mut self.control.s_desc);
        RxQpCfgIn::link(&mut self.s_qpcfg, &mut self.control.s_qpcfg);
        RecvIn::link(&mut self.s_recv, &mut self.control.s_recv);
        QpEventIn::link(&mut self.s_rdone, &mut self.control.s_rdone);
        QpEventIn::link(&mut self.s_flush, &mut self.control.s_flush);
        RreqOut::link(&mut self.m_rreq, &mut self.control.m_rreq);
        TermOut::link(&mut self.m_term, &mut self.control.m_term);
        self.cnt_segments.next = self.control.cnt_segments.val();
        self.cnt_dropped.next = self.control.cnt_dropped.val();
        self.cnt_term_llp.next = self.control.cnt_term_llp.val();
        self.cnt_term_ddp.next = self.control.cnt_term_ddp.val();
        self.cnt_term_rdmap.next = self.control.cnt_term_rdmap.val();
        self.cnt_rq_waits.next = self.control.cnt_rq_waits.val();
        self.control.rq_pending.next = self.rq_pending.val();
        self.jobs.push.next = self.control.job_push.val();
        self.job_word.next = self.control.job_din.val();
        self.job_word.next.set_value_words_0(self.control.job_din.val().get_value_words() == 0);
        self.job_word.next.set_value_words_1(self.control.job_din.val().get_value_words() == 1);
        self.job_word.next.set_value_words_2(self.control.job_din.val().get_value_words() == 2);
        self.job_word.next.set_value_words_3(self.control.job_din.val().get_value_words() == 3);
        self.jobs.din.next = self.job_word.val();
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
        DmaWrOut::link(&mut self.m_wr, &mut self.placer.m_wr);
        DmaWdOut::link(&mut self.m_wd, &mut self.placer.m_wd);
        RxCqeOut::link(&mut self.m_cqe, &mut self.placer.m_cqe);
        self.idle.next = !self.in_q.valid.val() & !self.placer.busy.val() & !self.control.pending.val() & !self.jobs.valid.val() & !self.ingress.m_desc.valid.val() & !self.seg_buf.valid.val() & !self.seg_skid.valid.val();
    }
}
