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
//! - `s_flush_*`: the QP enters the error state with no Terminate sent (the host's modify,
//!   or the peer's Terminate reported by ddp_rx): its send queue completes as flushed, in
//!   order; later work requests are flushed at once until it is configured again.
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
use super::{chunk, piece, prd, LlpAckIn, PieceWord, PrdOut, PrdWord, QpEventIn, QpEventOut, RreqIn, TermIn, TxCqeOut, TxQpCfgIn, UlpduOut, WrIn};
use crate::common::fifo2::Fifo2;
use crate::common::ram_fifo::RamFifo;
use crate::tlb::tlb::TlbN;
use crate::tlb::{RNIC_RSPQ_BITS, RSPQ_BITS};
use crate::tlb::{DmaRdOut, TlbAckOut, TlbCmdIn, TlbReqOut};
use rust_hdl::prelude::*;

/// Address bits of the chunk RAM (`chunks`: 2^5 = 32 entries).
const CHUNK_RAM_A: usize = 5;

crate::named_consts! {
    /// The chunk RAM's room limits (`room`).
    pub chunk_stage: 6 {
        /// Entries of the chunk RAM.
        RAM_ENTRIES = 0x20,
        /// One fewer: the limit while `cr` holds a chunk.
        RAM_ENTRIES_LESS_ONE = 0x1F,
    }
}
const _: () = assert!(chunk_stage::RAM_ENTRIES == 1 << CHUNK_RAM_A && chunk_stage::RAM_ENTRIES_LESS_ONE == chunk_stage::RAM_ENTRIES - 1);

/// The standalone `ddp_tx`: its TLB's response queue has 64 entries.
pub type DdpTx = DdpTxN<RSPQ_BITS>;
/// ddp_tx inside the composed `rnic`: its TLB's response queue has 16 (LUT RAM, issue 17).
pub type RnicDdpTx = DdpTxN<RNIC_RSPQ_BITS>;

/// ddp_tx with a TLB whose response queue has 2^`Q` entries ([`TlbN`]).
#[derive(LogicBlock, Default)]
pub struct DdpTxN<const Q: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cmd: TlbCmdIn,
    pub m_ack: TlbAckOut,
    pub m_dma_rd: DmaRdOut,
    pub s_dma_data_valid: Signal<In, Bit>,
    pub s_dma_data_ready: Signal<Out, Bit>,
    pub s_dma_data: Signal<In, Bits<64>>,
    pub s_qpcfg: TxQpCfgIn,
    pub s_term: TermIn,
    pub s_flush: QpEventIn,
    pub s_rreq: RreqIn,
    pub s_ack: LlpAckIn,
    pub s_rplaced: QpEventIn,
    pub s_wr: WrIn,
    pub m_cqe: TxCqeOut,
    pub m_rdone: QpEventOut,
    /// A Terminate this engine originated is sent: its QP, for one cycle (see `TxControl`).
    pub own_term_valid: Signal<Out, Bit>,
    pub own_term_qp: Signal<Out, Bits<4>>,
    pub cnt_ulpdus: Signal<Out, Bits<32>>,
    pub cnt_terminates: Signal<Out, Bits<16>>,
    pub cnt_local_errors: Signal<Out, Bits<16>>,
    pub cnt_dropped: Signal<Out, Bits<16>>,
    pub m_prd: PrdOut,
    pub s_pdata_valid: Signal<In, Bit>,
    pub s_pdata_ready: Signal<Out, Bit>,
    pub s_pdata: Signal<In, Bits<64>>,
    pub m: UlpduOut,
    pub idle: Signal<Out, Bit>,
    /// QPs whose work requests must wait (the control's `hold`, for `rnic_wrq`).
    pub hold: Signal<Out, Bits<16>>,
    control: TxControl,
    /// Registered stage between control and the chunk RAM: the control's chunk (a mux over
    /// its states and header word counter) ends at flip-flops beside it, loaded by their
    /// clock enable with no input mux, not at the RAM's write data across the block (issue
    /// 17: ddp_tx's worst path at seed 2, 7.31 ns). It drains into the RAM whenever the RAM
    /// has room and is loaded in the same cycle; control pushes only while `room` is set.
    cr_valid: DFF<Bit>,
    cr_word: DFF<Bits<{ chunk::BITS }>>,
    /// Chunks in the RAM (0..=`chunk_stage::RAM_ENTRIES`), counted at its push (from `cr`)
    /// and pop: both from registers, never from control's push.
    ch_count: DFF<Bits<6>>,
    /// Room for one more chunk in this cycle, registered (issue 17: ddp_tx's worst path at
    /// seeds 1 and 3 was the RAM's full flag -> control's push -> `cr_valid`, 7.24 ns, with
    /// the push's fan-out to `cr_word`'s clock enables). Set when the RAM and `cr` hold at
    /// most `RAM_ENTRIES - 1` chunks: then the RAM holds at most that many after this cycle
    /// whatever control pushes (a push reaches the RAM a cycle later), so in the next cycle
    /// `cr` drains, control may push and `cr_word` may load. It lags a pop by one cycle and
    /// leaves one of the stage's 33 places unused.
    room: DFF<Bit>,
    ch_inc: Signal<Local, Bits<6>>,
    ch_dec: Signal<Local, Bits<6>>,
    /// The chunk RAM takes `cr`'s chunk / refuses it (full).
    ch_in: Signal<Local, Bit>,
    cr_hold: Signal<Local, Bit>,
    /// The chunk RAM's pop toward `chunk_skid`.
    ch_pop: Signal<Local, Bit>,
    /// Chunks between control and feeder (32 entries).
    chunks: RamFifo<{ chunk::BITS }, CHUNK_RAM_A>,
    /// Registered stage between the chunk RAM and the feeder, so the packer's handshake never
    /// reaches the RAM's read address.
    chunk_skid: Fifo2<{ chunk::BITS }>,
    /// Payload read requests, registered toward the DMA port.
    prds: Fifo2<{ prd::BITS }>,
    feeder: TxFeeder,
    /// Registered stage between feeder and packer: the feeder's beat count (chosen by its
    /// state) no longer runs into the packer's byte mask and lane shift in one cycle (issue
    /// 17: ddp_tx's worst path at seed 1, 7.18 ns).
    pieces: Fifo2<{ piece::BITS }>,
    packer: TxPacker,
    tlb: TlbN<Q>,
}

impl<const Q: usize> Logic for DdpTxN<Q> {
    #[hdl_gen]
    fn update(&mut self) {
        self.tlb.clock.next = self.clock.val();
        self.tlb.reset.next = self.reset.val();
        self.control.clock.next = self.clock.val();
        self.control.reset.next = self.reset.val();
        self.chunks.clock.next = self.clock.val();
        self.chunks.reset.next = self.reset.val();
        dff_setup!(self, clock, cr_valid, cr_word, ch_count, room);
        self.pieces.clock.next = self.clock.val();
        self.pieces.reset.next = self.reset.val();
        self.chunk_skid.clock.next = self.clock.val();
        self.chunk_skid.reset.next = self.reset.val();
        self.prds.clock.next = self.clock.val();
        self.prds.reset.next = self.reset.val();
        self.feeder.clock.next = self.clock.val();
        self.feeder.reset.next = self.reset.val();
        self.packer.clock.next = self.clock.val();
        self.packer.reset.next = self.reset.val();
        // TLB: host commands and page-list reads straight through; translations from control.
        TlbCmdIn::link(&mut self.s_cmd, &mut self.tlb.s_cmd);
        TlbAckOut::link(&mut self.m_ack, &mut self.tlb.m_ack);
        DmaRdOut::link(&mut self.m_dma_rd, &mut self.tlb.m_dma_rd);
        self.tlb.s_dma_data_valid.next = self.s_dma_data_valid.val();
        self.tlb.s_dma_data.next = self.s_dma_data.val();
        self.s_dma_data_ready.next = self.tlb.s_dma_data_ready.val();
        TlbReqOut::join(&mut self.control.m_treq, &mut self.tlb.s_req);
        self.control.tpc_valid.next = self.tlb.m_rsp_valid.val();
        self.control.tpc_pa.next = self.tlb.m_rsp_pa.val();
        self.control.tpc_len.next = self.tlb.m_rsp_len.val();
        self.control.tpc_err.next = self.tlb.m_rsp_err.val();
        self.control.tpc_last.next = self.tlb.m_rsp_last.val();
        self.tlb.m_rsp_ready.next = self.control.tpc_pop.val();
        // Control ports.
        TxQpCfgIn::link(&mut self.s_qpcfg, &mut self.control.s_qpcfg);
        TermIn::link(&mut self.s_term, &mut self.control.s_term);
        QpEventIn::link(&mut self.s_flush, &mut self.control.s_flush);
        RreqIn::link(&mut self.s_rreq, &mut self.control.s_rreq);
        LlpAckIn::link(&mut self.s_ack, &mut self.control.s_ack);
        QpEventIn::link(&mut self.s_rplaced, &mut self.control.s_rplaced);
        WrIn::link(&mut self.s_wr, &mut self.control.s_wr);
        TxCqeOut::link(&mut self.m_cqe, &mut self.control.m_cqe);
        QpEventOut::link(&mut self.m_rdone, &mut self.control.m_rdone);
        self.cnt_ulpdus.next = self.control.cnt_ulpdus.val();
        self.cnt_terminates.next = self.control.cnt_terminates.val();
        self.own_term_valid.next = self.control.own_term_valid.val();
        self.own_term_qp.next = self.control.own_term_qp.val();
        self.cnt_local_errors.next = self.control.cnt_local_errors.val();
        self.cnt_dropped.next = self.control.cnt_dropped.val();
        self.hold.next = self.control.hold.val();
        // Chunks and payload reads.
        self.control.chunk_full.next = !self.room.q.val();
        self.chunks.push.next = self.cr_valid.q.val();
        self.chunks.din.next = self.cr_word.q.val();
        self.cr_hold.next = self.cr_valid.q.val() & self.chunks.full.val();
        self.cr_valid.d.next = self.control.chunk_push.val() | self.cr_hold.val();
        // Loaded whenever `cr` is not holding a chunk the full RAM refuses (it is empty or
        // drains this cycle), whether or not control pushes: `cr_valid` says which. (Control
        // pushes only with `room`, which implies this.)
        if !self.cr_hold.val() {
            self.cr_word.d.next = self.control.chunk_din.val();
        }
        self.ch_pop.next = self.chunks.valid.val() & !self.chunk_skid.full.val();
        self.ch_inc.next = self.ch_count.q.val() + 1;
        self.ch_dec.next = self.ch_count.q.val() - 1;
        self.ch_in.next = self.cr_valid.q.val() & !self.chunks.full.val();
        if self.ch_in.val() & !self.ch_pop.val() {
            self.ch_count.d.next = self.ch_inc.val();
        }
        if !self.ch_in.val() & self.ch_pop.val() {
            self.ch_count.d.next = self.ch_dec.val();
        }
        self.room.d.next = self.ch_count.q.val() < bits::<6>(chunk_stage::RAM_ENTRIES);
        if self.cr_valid.q.val() {
            self.room.d.next = self.ch_count.q.val() < bits::<6>(chunk_stage::RAM_ENTRIES_LESS_ONE);
        }
        if self.reset.val() {
            self.cr_valid.d.next = false;
            self.ch_count.d.next = bits::<6>(0);
            self.room.d.next = true;
        }
        self.prds.push.next = self.control.prd_push.val();
        self.prds.din.next = self.control.prd_din.val();
        self.control.prd_full.next = self.prds.full.val();
        self.m_prd.valid.next = self.prds.valid.val();
        self.m_prd.addr.next = self.prds.dout.val().get_value_addr();
        self.m_prd.len.next = self.prds.dout.val().get_value_len();
        self.prds.pop.next = self.prds.valid.val() & self.m_prd.ready.val();
        self.chunk_skid.push.next = self.chunks.valid.val() & !self.chunk_skid.full.val();
        self.chunk_skid.din.next = self.chunks.dout.val();
        self.chunks.pop.next = self.ch_pop.val();
        self.feeder.c_valid.next = self.chunk_skid.valid.val();
        self.feeder.c_dout.next = self.chunk_skid.dout.val();
        self.chunk_skid.pop.next = self.feeder.c_pop.val();
        self.feeder.s_pdata_valid.next = self.s_pdata_valid.val();
        self.feeder.s_pdata.next = self.s_pdata.val();
        self.s_pdata_ready.next = self.feeder.s_pdata_ready.val();
        // Fifo2 takes a push beside a pop even when full: push only what the feeder sees taken.
        self.pieces.push.next = self.feeder.p.valid.val() & !self.pieces.full.val();
        self.feeder.p.ready.next = !self.pieces.full.val();
        self.pieces.din.next = bits::<{ piece::BITS }>(0);
        self.pieces.din.next.set_value_data(self.feeder.p.data.val());
        self.pieces.din.next.set_value_n(self.feeder.p.n.val());
        self.pieces.din.next.set_value_last(self.feeder.p.last.val());
        self.pieces.din.next.set_value_qp(self.feeder.p.qp.val());
        self.pieces.din.next.set_value_len(self.feeder.p.len.val());
        self.packer.s.valid.next = self.pieces.valid.val();
        self.packer.s.data.next = self.pieces.dout.val().get_value_data();
        self.packer.s.n.next = self.pieces.dout.val().get_value_n();
        self.packer.s.last.next = self.pieces.dout.val().get_value_last();
        self.packer.s.qp.next = self.pieces.dout.val().get_value_qp();
        self.packer.s.len.next = self.pieces.dout.val().get_value_len();
        self.pieces.pop.next = self.packer.s.ready.val();
        UlpduOut::link(&mut self.m, &mut self.packer.m);
        self.idle.next = !self.control.busy.val() & !self.cr_valid.q.val() & !self.chunks.valid.val() & !self.pieces.valid.val() & !self.chunk_skid.valid.val() & !self.prds.valid.val()
            & !self.m.valid.val();
    }
}
