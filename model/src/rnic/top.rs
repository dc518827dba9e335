//! Rnic: the composed RNIC (issue 16), emitted as `rtl/rnic.v`: the TOE, both MPA engines,
//! both DDP/RDMAP engines (each with its TLB), and the host interface's blocks, behind one
//! register window (`s_db`) and one host-memory port (`m_req` / `m_wd` / `s_rdata`).
//!
//! Transmit: `rnic_wq` fetches a send queue entry → ddp_tx (its TLB, its payload read) →
//! `rnic_txctx` (the QP's MPA context) → mpa_tx (FPDUs with markers and CRC) → `rnic_ring`
//! (each FPDU a record in the QP's connection's send ring, then SEND) → the TOE reads the
//! ring and sends segments (`m_tx_*`). The TOE's ACKED events (`rnic_toeev`) free the ring
//! (`rnic_ring`) and complete Writes and Sends (`rnic_ackq`, the latest value per QP, →
//! `rnic_ack` → a second `rnic_ackq` → ddp_tx's `s_ack`).
//!
//! Receive: the wire (`s_rx_*`) → the TOE's in-order bytes → `rnic_rxctx` (a connection in
//! RDMA mode to mpa_rx with its QP's context, else the host stream through `rnic_strm`) →
//! `rnic_consume` (CONSUMED for the bytes mpa_rx takes) → mpa_rx → `rnic_rxpack` (the
//! ULPDUs packed from lane 0) → ddp_rx (its TLB,
//! placements by DMA, completions, Read Requests and Terminates for ddp_tx).
//!
//! Host: `rnic_db` decodes the register window; `rnic_cmd` runs the command queue (MR
//! commands to both TLBs, QP commands into its QP table, whose changes `rnic_qpcfg` fans out
//! to every block); `rnic_cqf` forms completions and `rnic_cq` writes them; `rnic_toecmd`
//! and `rnic_toeev` are the driver's TOE command and event rings (the MPA start-up runs
//! over them and the host stream); `rnic_qperr` carries a QP's errors between the
//! directions; `rnic_dma` puts every block's memory traffic in one order.
//!
//! Glue here (wiring with two flops, no FSM):
//! - The MR table: each DDP engine's TLB keeps its own copy of the MR table, and every MR
//!   command goes to both (a fork: each side offered until it has taken, the command taken
//!   from `rnic_cmd` when both have) and completes when both have answered (a join of the
//!   two acknowledgements; the transmit TLB's status is the answer, a differing status
//!   counted in `cnt_mr_mismatch`, which no sequence of commands can make: both tables
//!   apply the same commands in the same order).
//! - ddp_rx's completions (through `rnic_qperr`) split by kind: Read-done to ddp_tx's
//!   `s_rplaced`, the rest to `rnic_cqf`.
//! - `rnic_txctx`'s FPDU descriptor to mpa_tx and `rnic_ack` together (each offered when
//!   the other is ready: neither's ready depends on its valid), and mpa_tx's position after
//!   each FPDU to both (they always take it).
//! - The TOE's send-ring geometry is shared with `rnic_ring` (one set of `cfg_ring_*`).
//! - `rnic_cqf`'s counts back to `rnic_wq` through a 512-entry queue (the fetcher takes them
//!   between its steps, and one step waits on the former), and ddp_rx's inbound Read
//!   Requests to ddp_tx through a 256-entry queue (ddp_tx takes them between ULPDUs, which
//!   may wait on the send ring, which frees only as the TOE's receive path moves), and the
//!   IRD releases (ddp_tx to ddp_rx) and Read-done events (ddp_rx to ddp_tx) through
//!   256-entry queues (each engine takes the other's only between its own units of work).
//!
//! Not yet here: the Terminate's LLP close (the driver closes the connection on the QP's
//! TERMINATE state, seen in its command completions; see ARCHITECTURE.md).

use super::ack::RnicAck;
use super::ackq::RnicAckQ;
use super::cmd::RnicCmd;
use super::consume::RnicConsume;
use super::cq::RnicCq;
use super::cqf::RnicCqf;
use super::db::RnicDb;
use super::dma::{DmaDataIn, HostReqOut, RnicDma};
use super::qpcfg::RnicQpCfg;
use super::qperr::RnicQpErr;
use super::ring::RnicRing;
use super::rxctx::RnicRxCtx;
use super::rxpack::RnicRxPack;
use super::strm::RnicStrm;
use super::toecmd::RnicToeCmd;
use super::toeev::RnicToeEv;
use super::txctx::RnicTxCtx;
use super::wq::RnicWq;
use super::wrq::RnicWrq;
use crate::common::ram_fifo::RamFifo;
use crate::ddp::rx::RnicDdpRx;
use crate::ddp::tx::RnicDdpTx;
use crate::ddp::{cqe, DmaWdOut};
use crate::mpa::rx::MpaRx;
use crate::mpa::tx::MpaTx;
use crate::rnic::cmd::DoorbellIn;
use crate::toe::top::RnicToe;
use crate::toe::{ConnIn, TcbRdOut};
use rust_hdl::prelude::*;

/// The counts-back queue: 2^9 entries, every entry the engines can hold (16 QPs, 16 sends
/// and 16 receives each, `rnic_wq`'s limits).
pub const DONE_QUEUE_BITS: usize = 9;

/// The inbound Read Request queue: 2^8 entries, at least every QP's IRD (16 x 15).
pub const RREQ_QUEUE_BITS: usize = 8;

crate::layout! {
    /// An inbound Read Request in the queue (ddp_rx's `m_rreq`).
    pub RreqWord(rreq_w): 228 {
        rq_qp: 4,
        rq_sink_stag: 32,
        rq_sink_to: 64,
        rq_size: 32,
        rq_src_stag: 32,
        rq_src_to: 64,
    }
}

crate::layout! {
    /// A work request in the queue (`rnic_wq`'s `m_wr`, ddp_tx's `s_wr`).
    pub WrWord(wr_w): 263 {
        wr_qp: 4,
        wr_op: 3,
        wr_id: 32,
        wr_lstag: 32,
        wr_lto: 64,
        wr_len: 32,
        wr_rstag: 32,
        wr_rto: 64,
    }
}

crate::layout! {
    /// A count back to the fetcher in the queue (`rnic_cqf`'s `m_done`).
    pub WqDoneWord(wq_done_w): 6 {
        wd_qp: 4,
        wd_recv: flag,
        wd_read: flag,
    }
}

#[derive(LogicBlock, Default)]
pub struct Rnic {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// The TOE's clock tick (timers, timestamps).
    pub tick: Signal<In, Bit>,
    /// The link: frames in and out (Ethernet, 64-bit beats, lane 0 first).
    pub s_rx_data: Signal<In, Bits<64>>,
    pub s_rx_keep: Signal<In, Bits<8>>,
    pub s_rx_last: Signal<In, Bit>,
    pub s_rx_valid: Signal<In, Bit>,
    pub s_rx_ready: Signal<Out, Bit>,
    pub m_tx_data: Signal<Out, Bits<64>>,
    pub m_tx_keep: Signal<Out, Bits<8>>,
    pub m_tx_last: Signal<Out, Bit>,
    pub m_tx_valid: Signal<Out, Bit>,
    pub m_tx_ready: Signal<In, Bit>,
    /// The host's raw frames out (ARP and the like) and the frames the TOE does not own.
    pub s_raw_data: Signal<In, Bits<64>>,
    pub s_raw_keep: Signal<In, Bits<8>>,
    pub s_raw_last: Signal<In, Bit>,
    pub s_raw_valid: Signal<In, Bit>,
    pub s_raw_ready: Signal<Out, Bit>,
    pub m_slow_data: Signal<Out, Bits<64>>,
    pub m_slow_keep: Signal<Out, Bits<8>>,
    pub m_slow_last: Signal<Out, Bit>,
    pub m_slow_valid: Signal<Out, Bit>,
    pub m_slow_ready: Signal<In, Bit>,
    /// The register window: 32-bit writes (golden `host_if::doorbell`).
    pub s_db: DoorbellIn,
    /// The host-memory port (`rnic_dma`'s): requests in order, a write's words, the reads'
    /// words in request order.
    pub m_req: HostReqOut,
    pub m_wd: DmaWdOut,
    pub s_rdata: DmaDataIn,
    /// A connection's TCB read out (the TOE's, for debugging).
    pub s_tcb_rd: ConnIn,
    pub m_tcb_rd: TcbRdOut,
    /// The host stream buffers (`rnic_strm`).
    pub cfg_buf_base: Signal<In, Bits<64>>,
    pub cfg_buf_shift: Signal<In, Bits<5>>,
    pub cfg_stat_base: Signal<In, Bits<64>>,
    /// The TOE's configuration (its `cfg_*`; the send rings' shared with `rnic_ring`).
    pub cfg_mac: Signal<In, Bits<48>>,
    pub cfg_ip: Signal<In, Bits<32>>,
    pub cfg_own_lo: Signal<In, Bits<16>>,
    pub cfg_own_hi: Signal<In, Bits<16>>,
    pub cfg_conn_key_hi: Signal<In, Bits<13>>,
    pub cfg_conn_key_lo: Signal<In, Bits<64>>,
    pub cfg_isn_key_hi: Signal<In, Bits<32>>,
    pub cfg_isn_key_lo: Signal<In, Bits<64>>,
    pub cfg_rto_min: Signal<In, Bits<32>>,
    pub cfg_rto_max: Signal<In, Bits<32>>,
    pub cfg_rto_initial: Signal<In, Bits<32>>,
    pub cfg_chal_limit: Signal<In, Bits<4>>,
    pub cfg_chal_window: Signal<In, Bits<32>>,
    pub cfg_half_open_max: Signal<In, Bits<{ crate::toe::tcb_engine::HALF_OPEN_BITS }>>,
    pub cfg_syn_cookies: Signal<In, Bit>,
    pub cfg_cookie_key_hi: Signal<In, Bits<64>>,
    pub cfg_cookie_key_lo: Signal<In, Bits<64>>,
    pub cfg_dack: Signal<In, Bits<16>>,
    pub cfg_time_wait: Signal<In, Bits<16>>,
    pub cfg_rcv_buf: Signal<In, Bits<32>>,
    pub cfg_mss: Signal<In, Bits<16>>,
    pub cfg_rcv_shift: Signal<In, Bits<4>>,
    pub cfg_sack: Signal<In, Bit>,
    pub cfg_retries: Signal<In, Bits<8>>,
    pub cfg_syn_retries: Signal<In, Bits<8>>,
    pub cfg_ring_base: Signal<In, Bits<64>>,
    pub cfg_bitmap_base: Signal<In, Bits<64>>,
    pub cfg_ring_shift: Signal<In, Bits<5>>,
    pub cfg_ooo: Signal<In, Bit>,
    pub cfg_area_base: Signal<In, Bits<64>>,
    pub cfg_area_shift: Signal<In, Bits<5>>,
    pub idle: Signal<Out, Bit>,
    /// MR commands whose two acknowledgements differed (never, by construction).
    pub cnt_mr_mismatch: Signal<Out, Bits<16>>,
    /// A few of the blocks' counters, for the driver's statistics.
    pub cnt_cmds: Signal<Out, Bits<32>>,
    pub cnt_wqes: Signal<Out, Bits<32>>,
    pub cnt_cqes: Signal<Out, Bits<32>>,
    pub cnt_ulpdus_tx: Signal<Out, Bits<32>>,
    pub cnt_segments_rx: Signal<Out, Bits<32>>,
    pub cnt_terminates: Signal<Out, Bits<16>>,
    /// Beats of another QP inside an open ULPDU at ddp_rx's input (`rnic_rxpack`).
    pub cnt_rx_cut: Signal<Out, Bits<32>>,
    /// Sends that waited at ddp_rx for a receive the fetcher was bringing.
    pub cnt_rq_waits: Signal<Out, Bits<32>>,
    /// Work-request offers `rnic_wrq` took back because ddp_tx came to hold their QP.
    pub cnt_wr_withdrawn: Signal<Out, Bits<32>>,
    /// Work-queue doorbells refused (an index backwards, past the ring's size, or for a QP
    /// not live: `rnic_wq`'s rule).
    pub cnt_wq_bad_db: Signal<Out, Bits<32>>,
    pub cnt_dma_reads: Signal<Out, Bits<32>>,
    pub cnt_dma_writes: Signal<Out, Bits<32>>,
    pub cnt_db_dropped: Signal<Out, Bits<32>>,
    db: RnicDb,
    cmd: RnicCmd,
    qpcfg: RnicQpCfg,
    wq: RnicWq,
    cqf: RnicCqf,
    cq: RnicCq,
    qperr: RnicQpErr,
    ddp_tx: RnicDdpTx,
    ddp_rx: RnicDdpRx,
    txctx: RnicTxCtx,
    ack: RnicAck,
    ackq: RnicAckQ,
    ackq_tx: RnicAckQ,
    mpa_tx: MpaTx,
    ring: RnicRing,
    toe: RnicToe,
    toeev: RnicToeEv,
    toecmd: RnicToeCmd,
    rxctx: RnicRxCtx,
    consume: RnicConsume,
    mpa_rx: MpaRx,
    rxpack: RnicRxPack,
    strm: RnicStrm,
    dma: RnicDma,
    /// IRD releases for ddp_rx; Read-done events for ddp_tx (a QP each).
    rdoneq: RamFifo<4, RREQ_QUEUE_BITS>,
    rplacedq: RamFifo<4, RREQ_QUEUE_BITS>,
    /// Inbound Read Requests for ddp_tx.
    rreqq: RamFifo<{ rreq_w::BITS }, RREQ_QUEUE_BITS>,
    rreq_word: Signal<Local, Bits<{ rreq_w::BITS }>>,
    /// Work requests for ddp_tx, a queue per QP.
    wrq: RnicWrq,
    /// The completion former's counts back to the fetcher.
    doneq: RamFifo<{ wq_done_w::BITS }, DONE_QUEUE_BITS>,
    done_word: Signal<Local, Bits<{ wq_done_w::BITS }>>,
    /// The MR command fork: the transmit / receive TLB has taken the command in hand.
    mr_tx_done: DFF<Bit>,
    mr_rx_done: DFF<Bit>,
    n_mr_mismatch: DFF<Bits<16>>,
    mr_tx_take: Signal<Local, Bit>,
    mr_rx_take: Signal<Local, Bit>,
    mr_acks: Signal<Local, Bit>,
    cqe_read_done: Signal<Local, Bit>,
}

impl Logic for Rnic {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, mr_tx_done, mr_rx_done, n_mr_mismatch);
        self.db.clock.next = self.clock.val();
        self.db.reset.next = self.reset.val();
        self.cmd.clock.next = self.clock.val();
        self.cmd.reset.next = self.reset.val();
        self.qpcfg.clock.next = self.clock.val();
        self.qpcfg.reset.next = self.reset.val();
        self.wq.clock.next = self.clock.val();
        self.wq.reset.next = self.reset.val();
        self.cqf.clock.next = self.clock.val();
        self.cqf.reset.next = self.reset.val();
        self.cq.clock.next = self.clock.val();
        self.cq.reset.next = self.reset.val();
        self.qperr.clock.next = self.clock.val();
        self.qperr.reset.next = self.reset.val();
        self.ddp_tx.clock.next = self.clock.val();
        self.ddp_tx.reset.next = self.reset.val();
        self.ddp_rx.clock.next = self.clock.val();
        self.ddp_rx.reset.next = self.reset.val();
        self.txctx.clock.next = self.clock.val();
        self.txctx.reset.next = self.reset.val();
        self.ack.clock.next = self.clock.val();
        self.ack.reset.next = self.reset.val();
        self.ackq.clock.next = self.clock.val();
        self.ackq.reset.next = self.reset.val();
        self.ackq_tx.clock.next = self.clock.val();
        self.ackq_tx.reset.next = self.reset.val();
        self.mpa_tx.clock.next = self.clock.val();
        self.mpa_tx.reset.next = self.reset.val();
        self.ring.clock.next = self.clock.val();
        self.ring.reset.next = self.reset.val();
        self.toe.clock.next = self.clock.val();
        self.toe.reset.next = self.reset.val();
        self.toeev.clock.next = self.clock.val();
        self.toeev.reset.next = self.reset.val();
        self.toecmd.clock.next = self.clock.val();
        self.toecmd.reset.next = self.reset.val();
        self.rxctx.clock.next = self.clock.val();
        self.rxctx.reset.next = self.reset.val();
        self.consume.clock.next = self.clock.val();
        self.consume.reset.next = self.reset.val();
        self.mpa_rx.clock.next = self.clock.val();
        self.mpa_rx.reset.next = self.reset.val();
        self.rxpack.clock.next = self.clock.val();
        self.rxpack.reset.next = self.reset.val();
        self.strm.clock.next = self.clock.val();
        self.strm.reset.next = self.reset.val();
        self.dma.clock.next = self.clock.val();
        self.dma.reset.next = self.reset.val();
        self.rdoneq.clock.next = self.clock.val();
        self.rdoneq.reset.next = self.reset.val();
        self.rplacedq.clock.next = self.clock.val();
        self.rplacedq.reset.next = self.reset.val();
        self.rreqq.clock.next = self.clock.val();
        self.rreqq.reset.next = self.reset.val();
        self.doneq.clock.next = self.clock.val();
        self.doneq.reset.next = self.reset.val();
        self.wrq.clock.next = self.clock.val();
        self.wrq.reset.next = self.reset.val();

        // ------------------------------------------------------------------ host side
        DoorbellIn::link(&mut self.s_db, &mut self.db.s_db);
        crate::rnic::cmd::DoorbellOut::join(&mut self.db.m_cmd, &mut self.cmd.s_db);
        crate::rnic::cmd::DoorbellOut::join(&mut self.db.m_wq, &mut self.wq.s_db);
        crate::rnic::cmd::DoorbellOut::join(&mut self.db.m_cq, &mut self.cq.s_db);
        crate::rnic::cmd::DoorbellOut::join(&mut self.db.m_toecmd, &mut self.toecmd.s_db);
        crate::rnic::cmd::DoorbellOut::join(&mut self.db.m_toeev, &mut self.toeev.s_db);
        // The QP table's changes to every block.
        crate::rnic::cmd::QpCtxOut::join(&mut self.cmd.m_qp, &mut self.qpcfg.s_qp);
        self.cmd.qp_settled.next = self.qpcfg.idle.val();
        crate::rnic::ring::RingCfgOut::join(&mut self.qpcfg.m_ring, &mut self.ring.s_cfg);
        crate::rnic::ack::AckCfgOut::join(&mut self.qpcfg.m_ack, &mut self.ack.s_cfg);
        crate::rnic::txctx::TxMpaCfgOut::join(&mut self.qpcfg.m_tx, &mut self.txctx.s_cfg);
        crate::rnic::rxctx::RxMpaCfgOut::join(&mut self.qpcfg.m_rx, &mut self.rxctx.s_cfg);
        crate::ddp::TxQpCfgOut::join(&mut self.qpcfg.m_ddptx, &mut self.ddp_tx.s_qpcfg);
        crate::ddp::RxQpCfgOut::join(&mut self.qpcfg.m_ddprx, &mut self.ddp_rx.s_qpcfg);
        crate::rnic::cmd::QpCtxOut::join(&mut self.qpcfg.m_wq, &mut self.wq.s_qp);
        crate::rnic::cmd::QpCtxOut::join(&mut self.qpcfg.m_toeev, &mut self.toeev.s_qp);
        crate::rnic::cmd::QpCtxOut::join(&mut self.qpcfg.m_qperr, &mut self.qperr.s_qp);
        // QP events (Terminates, the connection's ends) into the QP table.
        crate::rnic::cmd::QpEvOut::join(&mut self.toeev.m_qpev, &mut self.qperr.s_llp);
        crate::rnic::cmd::QpEvOut::join(&mut self.qperr.m_ev, &mut self.cmd.s_ev);

        // The MR commands to both TLBs (a fork), their acknowledgements joined.
        self.ddp_tx.s_cmd.op.next = self.cmd.m_tlb.op.val();
        self.ddp_tx.s_cmd.stag.next = self.cmd.m_tlb.stag.val();
        self.ddp_tx.s_cmd.pd.next = self.cmd.m_tlb.pd.val();
        self.ddp_tx.s_cmd.rights.next = self.cmd.m_tlb.rights.val();
        self.ddp_tx.s_cmd.page_2m.next = self.cmd.m_tlb.page_2m.val();
        self.ddp_tx.s_cmd.base_va.next = self.cmd.m_tlb.base_va.val();
        self.ddp_tx.s_cmd.length.next = self.cmd.m_tlb.length.val();
        self.ddp_tx.s_cmd.pbl.next = self.cmd.m_tlb.pbl.val();
        self.ddp_rx.s_cmd.op.next = self.cmd.m_tlb.op.val();
        self.ddp_rx.s_cmd.stag.next = self.cmd.m_tlb.stag.val();
        self.ddp_rx.s_cmd.pd.next = self.cmd.m_tlb.pd.val();
        self.ddp_rx.s_cmd.rights.next = self.cmd.m_tlb.rights.val();
        self.ddp_rx.s_cmd.page_2m.next = self.cmd.m_tlb.page_2m.val();
        self.ddp_rx.s_cmd.base_va.next = self.cmd.m_tlb.base_va.val();
        self.ddp_rx.s_cmd.length.next = self.cmd.m_tlb.length.val();
        self.ddp_rx.s_cmd.pbl.next = self.cmd.m_tlb.pbl.val();
        self.ddp_tx.s_cmd.valid.next = self.cmd.m_tlb.valid.val() & !self.mr_tx_done.q.val();
        self.ddp_rx.s_cmd.valid.next = self.cmd.m_tlb.valid.val() & !self.mr_rx_done.q.val();
        self.mr_tx_take.next = self.mr_tx_done.q.val() | (self.ddp_tx.s_cmd.valid.val() & self.ddp_tx.s_cmd.ready.val());
        self.mr_rx_take.next = self.mr_rx_done.q.val() | (self.ddp_rx.s_cmd.valid.val() & self.ddp_rx.s_cmd.ready.val());
        self.cmd.m_tlb.ready.next = self.mr_tx_take.val() & self.mr_rx_take.val();
        self.mr_tx_done.d.next = self.mr_tx_take.val() & !self.cmd.m_tlb.ready.val();
        self.mr_rx_done.d.next = self.mr_rx_take.val() & !self.cmd.m_tlb.ready.val();
        self.mr_acks.next = self.ddp_tx.m_ack.valid.val() & self.ddp_rx.m_ack.valid.val();
        self.cmd.s_tlb_ack.valid.next = self.mr_acks.val();
        self.cmd.s_tlb_ack.status.next = self.ddp_tx.m_ack.status.val();
        self.ddp_tx.m_ack.ready.next = self.mr_acks.val() & self.cmd.s_tlb_ack.ready.val();
        self.ddp_rx.m_ack.ready.next = self.mr_acks.val() & self.cmd.s_tlb_ack.ready.val();
        if self.mr_acks.val() & self.cmd.s_tlb_ack.ready.val() & (self.ddp_tx.m_ack.status.val() != self.ddp_rx.m_ack.status.val()) {
            self.n_mr_mismatch.d.next = self.n_mr_mismatch.q.val() + 1;
        }
        self.cnt_mr_mismatch.next = self.n_mr_mismatch.q.val();

        // Work requests, completions.
        // Work requests to ddp_tx through a queue: ddp_tx takes one only between its own
        // ULPDUs, which may wait on the send ring (the peer's ACKs, behind this node's
        // deliveries to ddp_rx), and ddp_rx may be waiting for a receive the fetcher has yet
        // to bring (`rq_pending`): the fetcher must never wait on ddp_tx. It lets the engine
        // hold 16 sends a QP, so the queue's 256 never fills.
        self.wrq.s_wr.valid.next = self.wq.m_wr.valid.val();
        self.wrq.s_wr.qp.next = self.wq.m_wr.qp.val();
        self.wrq.s_wr.op.next = self.wq.m_wr.op.val();
        self.wrq.s_wr.id.next = self.wq.m_wr.id.val();
        self.wrq.s_wr.lstag.next = self.wq.m_wr.lstag.val();
        self.wrq.s_wr.lto.next = self.wq.m_wr.lto.val();
        self.wrq.s_wr.len.next = self.wq.m_wr.len.val();
        self.wrq.s_wr.rstag.next = self.wq.m_wr.rstag.val();
        self.wrq.s_wr.rto.next = self.wq.m_wr.rto.val();
        self.wq.m_wr.ready.next = self.wrq.s_wr.ready.val();
        self.ddp_tx.s_wr.valid.next = self.wrq.m_wr.valid.val();
        self.ddp_tx.s_wr.qp.next = self.wrq.m_wr.qp.val();
        self.ddp_tx.s_wr.op.next = self.wrq.m_wr.op.val();
        self.ddp_tx.s_wr.id.next = self.wrq.m_wr.id.val();
        self.ddp_tx.s_wr.lstag.next = self.wrq.m_wr.lstag.val();
        self.ddp_tx.s_wr.lto.next = self.wrq.m_wr.lto.val();
        self.ddp_tx.s_wr.len.next = self.wrq.m_wr.len.val();
        self.ddp_tx.s_wr.rstag.next = self.wrq.m_wr.rstag.val();
        self.ddp_tx.s_wr.rto.next = self.wrq.m_wr.rto.val();
        self.wrq.m_wr.ready.next = self.ddp_tx.s_wr.ready.val();
        self.wrq.hold.next = self.ddp_tx.hold.val();
        crate::ddp::RecvOut::join(&mut self.wq.m_recv, &mut self.ddp_rx.s_recv);
        self.ddp_rx.rq_pending.next = self.wq.rq_pending.val();
        crate::rnic::wq::WqPostOut::join(&mut self.wq.m_post, &mut self.cqf.s_post);
        crate::rnic::cq::CqeOut::join(&mut self.wq.m_cqe, &mut self.cqf.s_wq);
        crate::ddp::TxCqeOut::join(&mut self.ddp_tx.m_cqe, &mut self.cqf.s_tx);
        crate::rnic::cq::CqeOut::join(&mut self.cqf.m_cqe, &mut self.cq.s_cqe);
        // The completion former's counts back to the fetcher through a queue: the fetcher
        // takes them only between its own steps, and one of those steps (POST) waits on the
        // former, which would wait on its count (the two-node demo's deadlock). A count per
        // entry an engine holds: at most 16 QPs x 16 sends and 16 receives, the queue's 512.
        self.done_word.next = bits::<{ wq_done_w::BITS }>(0);
        self.done_word.next.set_value_wd_qp(self.cqf.m_done.qp.val());
        self.done_word.next.set_value_wd_recv(self.cqf.m_done.recv.val());
        self.done_word.next.set_value_wd_read(self.cqf.m_done.read.val());
        self.doneq.din.next = self.done_word.val();
        self.doneq.push.next = self.cqf.m_done.valid.val() & !self.doneq.full.val();
        self.cqf.m_done.ready.next = !self.doneq.full.val();
        self.wq.s_done.valid.next = self.doneq.valid.val();
        self.wq.s_done.qp.next = self.doneq.dout.val().get_value_wd_qp();
        self.wq.s_done.recv.next = self.doneq.dout.val().get_value_wd_recv();
        self.wq.s_done.read.next = self.doneq.dout.val().get_value_wd_read();
        self.doneq.pop.next = self.doneq.valid.val() & self.wq.s_done.ready.val();

        // ------------------------------------------------------------------ between the directions
        crate::ddp::TermOut::join(&mut self.ddp_rx.m_term, &mut self.qperr.s_term);
        crate::ddp::TermOut::join(&mut self.qperr.m_term, &mut self.ddp_tx.s_term);
        crate::ddp::RxCqeOut::join(&mut self.ddp_rx.m_cqe, &mut self.qperr.s_cqe);
        self.qperr.s_own_term_valid.next = self.ddp_tx.own_term_valid.val();
        self.qperr.s_own_term_qp.next = self.ddp_tx.own_term_qp.val();
        crate::ddp::QpEventOut::join(&mut self.qperr.m_flush_tx, &mut self.ddp_tx.s_flush);
        crate::ddp::QpEventOut::join(&mut self.qperr.m_flush_rx, &mut self.ddp_rx.s_flush);
        // Inbound Read Requests to ddp_tx through a queue: ddp_tx takes one only between its
        // own ULPDUs, and its ULPDUs may wait on the send ring, which frees only as the TOE
        // takes the peer's ACKs, which wait behind this node's deliveries to ddp_rx. ddp_rx
        // answers a Read Request past the QP's IRD with a Terminate, so at most 16 QPs x 15
        // are queued: the queue's 256 never fills.
        self.rreq_word.next = bits::<{ rreq_w::BITS }>(0);
        self.rreq_word.next.set_value_rq_qp(self.ddp_rx.m_rreq.qp.val());
        self.rreq_word.next.set_value_rq_sink_stag(self.ddp_rx.m_rreq.sink_stag.val());
        self.rreq_word.next.set_value_rq_sink_to(self.ddp_rx.m_rreq.sink_to.val());
        self.rreq_word.next.set_value_rq_size(self.ddp_rx.m_rreq.size.val());
        self.rreq_word.next.set_value_rq_src_stag(self.ddp_rx.m_rreq.src_stag.val());
        self.rreq_word.next.set_value_rq_src_to(self.ddp_rx.m_rreq.src_to.val());
        self.rreqq.din.next = self.rreq_word.val();
        self.rreqq.push.next = self.ddp_rx.m_rreq.valid.val() & !self.rreqq.full.val();
        self.ddp_rx.m_rreq.ready.next = !self.rreqq.full.val();
        self.ddp_tx.s_rreq.valid.next = self.rreqq.valid.val();
        self.ddp_tx.s_rreq.qp.next = self.rreqq.dout.val().get_value_rq_qp();
        self.ddp_tx.s_rreq.sink_stag.next = self.rreqq.dout.val().get_value_rq_sink_stag();
        self.ddp_tx.s_rreq.sink_to.next = self.rreqq.dout.val().get_value_rq_sink_to();
        self.ddp_tx.s_rreq.size.next = self.rreqq.dout.val().get_value_rq_size();
        self.ddp_tx.s_rreq.src_stag.next = self.rreqq.dout.val().get_value_rq_src_stag();
        self.ddp_tx.s_rreq.src_to.next = self.rreqq.dout.val().get_value_rq_src_to();
        self.rreqq.pop.next = self.rreqq.valid.val() & self.ddp_tx.s_rreq.ready.val();
        // ddp_tx's IRD releases to ddp_rx and ddp_rx's Read-done events to ddp_tx through
        // queues: each engine takes the other's event only between its own units of work,
        // and each may be waiting to hand the other one (the 4-QP demo's deadlock). Each
        // event answers a Read (at most 16 QPs x 15 by IRD / ORD), so 256 never fill.
        self.rdoneq.din.next = self.ddp_tx.m_rdone.qp.val();
        self.rdoneq.push.next = self.ddp_tx.m_rdone.valid.val() & !self.rdoneq.full.val();
        self.ddp_tx.m_rdone.ready.next = !self.rdoneq.full.val();
        self.ddp_rx.s_rdone.valid.next = self.rdoneq.valid.val();
        self.ddp_rx.s_rdone.qp.next = self.rdoneq.dout.val();
        self.rdoneq.pop.next = self.rdoneq.valid.val() & self.ddp_rx.s_rdone.ready.val();
        // ddp_rx's completions by kind: Read-done to ddp_tx, the others to the former.
        self.cqe_read_done.next = self.qperr.m_cqe.kind.val() == cqe::READ_DONE;
        self.rplacedq.din.next = self.qperr.m_cqe.qp.val();
        self.rplacedq.push.next = self.qperr.m_cqe.valid.val() & self.cqe_read_done.val() & !self.rplacedq.full.val();
        self.ddp_tx.s_rplaced.valid.next = self.rplacedq.valid.val();
        self.ddp_tx.s_rplaced.qp.next = self.rplacedq.dout.val();
        self.rplacedq.pop.next = self.rplacedq.valid.val() & self.ddp_tx.s_rplaced.ready.val();
        self.cqf.s_rx.valid.next = self.qperr.m_cqe.valid.val() & !self.cqe_read_done.val();
        self.cqf.s_rx.qp.next = self.qperr.m_cqe.qp.val();
        self.cqf.s_rx.kind.next = self.qperr.m_cqe.kind.val();
        self.cqf.s_rx.status.next = self.qperr.m_cqe.status.val();
        self.cqf.s_rx.slot.next = self.qperr.m_cqe.slot.val();
        self.cqf.s_rx.len.next = self.qperr.m_cqe.len.val();
        self.cqf.s_rx.se.next = self.qperr.m_cqe.se.val();
        self.cqf.s_rx.inv.next = self.qperr.m_cqe.inv.val();
        self.cqf.s_rx.stag.next = self.qperr.m_cqe.stag.val();
        self.qperr.m_cqe.ready.next = self.cqf.s_rx.ready.val();
        if self.cqe_read_done.val() {
            self.qperr.m_cqe.ready.next = !self.rplacedq.full.val();
        }

        // ------------------------------------------------------------------ transmit
        crate::ddp::UlpduOut::join(&mut self.ddp_tx.m, &mut self.txctx.s_ulpdu);
        self.mpa_tx.s_data.next = self.txctx.m_data.val();
        self.mpa_tx.s_keep.next = self.txctx.m_keep.val();
        self.mpa_tx.s_last.next = self.txctx.m_last.val();
        self.mpa_tx.s_valid.next = self.txctx.m_valid.val();
        self.txctx.m_ready.next = self.mpa_tx.s_ready.val();
        // The descriptor to mpa_tx and rnic_ack together.
        self.mpa_tx.s_desc.len.next = self.txctx.m_desc.len.val();
        self.mpa_tx.s_desc.conn.next = self.txctx.m_desc.conn.val();
        self.mpa_tx.s_desc.load.next = self.txctx.m_desc.load.val();
        self.mpa_tx.s_desc.offset_words.next = self.txctx.m_desc.offset_words.val();
        self.mpa_tx.s_desc.markers.next = self.txctx.m_desc.markers.val();
        self.mpa_tx.s_desc.crc.next = self.txctx.m_desc.crc.val();
        self.ack.s_desc.qp.next = bit_cast::<4, 8>(self.txctx.m_desc.conn.val());
        self.ack.s_desc.len.next = self.txctx.m_desc.len.val();
        self.mpa_tx.s_desc.valid.next = self.txctx.m_desc.valid.val() & self.ack.s_desc.ready.val();
        self.ack.s_desc.valid.next = self.txctx.m_desc.valid.val() & self.mpa_tx.s_desc.ready.val();
        self.txctx.m_desc.ready.next = self.mpa_tx.s_desc.ready.val() & self.ack.s_desc.ready.val();
        // mpa_tx's position after each FPDU to both (they always take it).
        self.txctx.s_ctx.valid.next = self.mpa_tx.m_ctx_valid.val();
        self.txctx.s_ctx.conn.next = self.mpa_tx.m_ctx_conn.val();
        self.txctx.s_ctx.offset_words.next = self.mpa_tx.m_ctx_offset_words.val();
        self.ack.s_ctx.valid.next = self.mpa_tx.m_ctx_valid.val();
        self.ack.s_ctx.conn.next = self.mpa_tx.m_ctx_conn.val();
        self.ack.s_ctx.offset_words.next = self.mpa_tx.m_ctx_offset_words.val();
        // rnic_ack's counts for ddp_tx through a second rnic_ackq (cumulative too, the latest
        // per QP): ddp_tx takes a count only between its ULPDUs, its ULPDUs' descriptors go
        // through rnic_ack's length queue, and rnic_ack takes them only when it is not
        // holding a count (the 4-QP demo's deadlock).
        self.ackq_tx.s_acked.valid.next = self.ack.m_ack.valid.val();
        self.ackq_tx.s_acked.qp.next = self.ack.m_ack.qp.val();
        self.ackq_tx.s_acked.value.next = self.ack.m_ack.bytes.val();
        self.ack.m_ack.ready.next = self.ackq_tx.s_acked.ready.val();
        self.ddp_tx.s_ack.valid.next = self.ackq_tx.m_acked.valid.val();
        self.ddp_tx.s_ack.qp.next = self.ackq_tx.m_acked.qp.val();
        self.ddp_tx.s_ack.bytes.next = self.ackq_tx.m_acked.value.val();
        self.ackq_tx.m_acked.ready.next = self.ddp_tx.s_ack.ready.val();
        // FPDUs into the send rings.
        self.ring.s_data.next = self.mpa_tx.m_data.val();
        self.ring.s_keep.next = self.mpa_tx.m_keep.val();
        self.ring.s_fpdu_end.next = self.mpa_tx.m_fpdu_end.val();
        self.ring.s_end_lo.next = self.mpa_tx.m_end_lo.val();
        self.ring.s_conn.next = self.mpa_tx.m_conn.val();
        self.ring.s_valid.next = self.mpa_tx.m_valid.val();
        self.mpa_tx.m_ready.next = self.ring.s_ready.val();
        self.ring.cfg_ring_base.next = self.cfg_ring_base.val();
        self.ring.cfg_bitmap_base.next = self.cfg_bitmap_base.val();
        self.ring.cfg_ring_shift.next = self.cfg_ring_shift.val();
        crate::toe::HostCmdOut::join(&mut self.ring.m_send, &mut self.toecmd.s_send);
        crate::toe::HostAnsOut::join(&mut self.toecmd.m_send_ans, &mut self.ring.s_ans);
        crate::rnic::ack::AckedOut::join(&mut self.toeev.m_acked_ring, &mut self.ring.s_acked);
        // The ACKED values for rnic_ack through rnic_ackq (always taken, latest per QP), so
        // the TOE's events never wait on ddp_tx (which may wait on the TOE's commands).
        crate::rnic::ack::AckedOut::join(&mut self.toeev.m_acked_ack, &mut self.ackq.s_acked);
        crate::rnic::ack::AckedOut::join(&mut self.ackq.m_acked, &mut self.ack.s_acked);

        // ------------------------------------------------------------------ the TOE
        self.toe.tick.next = self.tick.val();
        self.toe.s_rx_data.next = self.s_rx_data.val();
        self.toe.s_rx_keep.next = self.s_rx_keep.val();
        self.toe.s_rx_last.next = self.s_rx_last.val();
        self.toe.s_rx_valid.next = self.s_rx_valid.val();
        self.s_rx_ready.next = self.toe.s_rx_ready.val();
        self.m_tx_data.next = self.toe.m_tx_data.val();
        self.m_tx_keep.next = self.toe.m_tx_keep.val();
        self.m_tx_last.next = self.toe.m_tx_last.val();
        self.m_tx_valid.next = self.toe.m_tx_valid.val();
        self.toe.m_tx_ready.next = self.m_tx_ready.val();
        self.toe.s_raw_data.next = self.s_raw_data.val();
        self.toe.s_raw_keep.next = self.s_raw_keep.val();
        self.toe.s_raw_last.next = self.s_raw_last.val();
        self.toe.s_raw_valid.next = self.s_raw_valid.val();
        self.s_raw_ready.next = self.toe.s_raw_ready.val();
        self.m_slow_data.next = self.toe.m_slow_data.val();
        self.m_slow_keep.next = self.toe.m_slow_keep.val();
        self.m_slow_last.next = self.toe.m_slow_last.val();
        self.m_slow_valid.next = self.toe.m_slow_valid.val();
        self.toe.m_slow_ready.next = self.m_slow_ready.val();
        ConnIn::link(&mut self.s_tcb_rd, &mut self.toe.s_tcb_rd);
        TcbRdOut::link(&mut self.m_tcb_rd, &mut self.toe.m_tcb_rd);
        crate::toe::HostCmdOut::join(&mut self.toecmd.m_host, &mut self.toe.s_host);
        crate::toe::HostAnsOut::join(&mut self.toe.m_ans, &mut self.toecmd.s_ans);
        crate::toe::EngEventOut::join(&mut self.toe.m_event, &mut self.toeev.s_event);
        crate::rnic::toeev::ToeAnsOut::join(&mut self.toecmd.m_ans, &mut self.toeev.s_ans);
        self.toecmd.eq_room.next = self.toeev.eq_room.val();
        crate::toe::HostCmdOut::join(&mut self.consume.m_auto, &mut self.toecmd.s_auto);
        self.toe.cfg_mac.next = self.cfg_mac.val();
        self.toe.cfg_ip.next = self.cfg_ip.val();
        self.toe.cfg_own_lo.next = self.cfg_own_lo.val();
        self.toe.cfg_own_hi.next = self.cfg_own_hi.val();
        self.toe.cfg_conn_key_hi.next = self.cfg_conn_key_hi.val();
        self.toe.cfg_conn_key_lo.next = self.cfg_conn_key_lo.val();
        self.toe.cfg_isn_key_hi.next = self.cfg_isn_key_hi.val();
        self.toe.cfg_isn_key_lo.next = self.cfg_isn_key_lo.val();
        self.toe.cfg_rto_min.next = self.cfg_rto_min.val();
        self.toe.cfg_rto_max.next = self.cfg_rto_max.val();
        self.toe.cfg_rto_initial.next = self.cfg_rto_initial.val();
        self.toe.cfg_chal_limit.next = self.cfg_chal_limit.val();
        self.toe.cfg_chal_window.next = self.cfg_chal_window.val();
        self.toe.cfg_half_open_max.next = self.cfg_half_open_max.val();
        self.toe.cfg_syn_cookies.next = self.cfg_syn_cookies.val();
        self.toe.cfg_cookie_key_hi.next = self.cfg_cookie_key_hi.val();
        self.toe.cfg_cookie_key_lo.next = self.cfg_cookie_key_lo.val();
        self.toe.cfg_dack.next = self.cfg_dack.val();
        self.toe.cfg_time_wait.next = self.cfg_time_wait.val();
        self.toe.cfg_rcv_buf.next = self.cfg_rcv_buf.val();
        self.toe.cfg_mss.next = self.cfg_mss.val();
        self.toe.cfg_rcv_shift.next = self.cfg_rcv_shift.val();
        self.toe.cfg_sack.next = self.cfg_sack.val();
        self.toe.cfg_retries.next = self.cfg_retries.val();
        self.toe.cfg_syn_retries.next = self.cfg_syn_retries.val();
        self.toe.cfg_ring_base.next = self.cfg_ring_base.val();
        self.toe.cfg_bitmap_base.next = self.cfg_bitmap_base.val();
        self.toe.cfg_ring_shift.next = self.cfg_ring_shift.val();
        self.toe.cfg_ooo.next = self.cfg_ooo.val();
        self.toe.cfg_area_base.next = self.cfg_area_base.val();
        self.toe.cfg_area_shift.next = self.cfg_area_shift.val();

        // ------------------------------------------------------------------ receive
        self.rxctx.s_ulp.data.next = self.toe.m_ulp_data.val();
        self.rxctx.s_ulp.keep.next = self.toe.m_ulp_keep.val();
        self.rxctx.s_ulp.last.next = self.toe.m_ulp_last.val();
        self.rxctx.s_ulp.conn.next = self.toe.m_ulp_conn.val();
        self.rxctx.s_ulp.seq.next = self.toe.m_ulp_seq.val();
        self.rxctx.s_ulp.valid.next = self.toe.m_ulp_valid.val();
        self.toe.m_ulp_ready.next = self.rxctx.s_ulp.ready.val();
        crate::rnic::rxctx::UlpOut::join(&mut self.rxctx.m_strm, &mut self.strm.s_strm);
        self.strm.cfg_buf_base.next = self.cfg_buf_base.val();
        self.strm.cfg_buf_shift.next = self.cfg_buf_shift.val();
        self.strm.cfg_stat_base.next = self.cfg_stat_base.val();
        self.consume.s_data.next = self.rxctx.m_data.val();
        self.consume.s_keep.next = self.rxctx.m_keep.val();
        self.consume.s_last.next = self.rxctx.m_last.val();
        self.consume.s_conn.next = self.rxctx.m_conn.val();
        self.consume.s_valid.next = self.rxctx.m_valid.val();
        self.rxctx.m_ready.next = self.consume.s_ready.val();
        self.mpa_rx.s_data.next = self.consume.m_data.val();
        self.mpa_rx.s_keep.next = self.consume.m_keep.val();
        self.mpa_rx.s_last.next = self.consume.m_last.val();
        self.mpa_rx.s_valid.next = self.consume.m_valid.val();
        self.consume.m_ready.next = self.mpa_rx.s_ready.val();
        crate::mpa::SegCtxOut::join(&mut self.rxctx.m_seg, &mut self.mpa_rx.s_seg);
        self.rxctx.s_ctx.valid.next = self.mpa_rx.m_ctx_valid.val();
        self.rxctx.s_ctx.conn.next = self.mpa_rx.m_ctx_conn.val();
        self.rxctx.s_ctx.ctx0.next = self.mpa_rx.m_ctx0.val();
        self.rxctx.s_ctx.ctx1.next = self.mpa_rx.m_ctx1.val();
        self.rxctx.s_ctx.ctx2.next = self.mpa_rx.m_ctx2.val();
        self.rxctx.s_ctx.ctx3.next = self.mpa_rx.m_ctx3.val();
        // mpa_rx's ULPDUs packed from lane 0 for ddp_rx; mpa_rx's connection is the QP
        // (rnic_rxctx loads QPs 0..=15 only).
        self.rxpack.s_data.next = self.mpa_rx.m_data.val();
        self.rxpack.s_keep.next = self.mpa_rx.m_keep.val();
        self.rxpack.s_last.next = self.mpa_rx.m_last.val();
        self.rxpack.s_status.next = self.mpa_rx.m_status.val();
        self.rxpack.s_conn.next = self.mpa_rx.m_conn.val();
        self.rxpack.s_valid.next = self.mpa_rx.m_valid.val();
        self.mpa_rx.m_ready.next = self.rxpack.s_ready.val();
        self.ddp_rx.s_data.next = self.rxpack.m_data.val();
        self.ddp_rx.s_keep.next = self.rxpack.m_keep.val();
        self.ddp_rx.s_last.next = self.rxpack.m_last.val();
        self.ddp_rx.s_status.next = self.rxpack.m_status.val();
        self.ddp_rx.s_qp.next = bit_cast::<4, 8>(self.rxpack.m_conn.val());
        self.ddp_rx.s_valid.next = self.rxpack.m_valid.val();
        self.rxpack.m_ready.next = self.ddp_rx.s_ready.val();

        // ------------------------------------------------------------------ host memory
        crate::tlb::DmaRdOut::join(&mut self.cmd.m_rd, &mut self.dma.s_cmd_rd);
        self.cmd.s_dma_data_valid.next = self.dma.m_cmd_rd.valid.val();
        self.cmd.s_dma_data.next = self.dma.m_cmd_rd.data.val();
        self.dma.m_cmd_rd.ready.next = self.cmd.s_dma_data_ready.val();
        crate::tlb::DmaRdOut::join(&mut self.wq.m_rd, &mut self.dma.s_wq_rd);
        self.wq.s_dma_data_valid.next = self.dma.m_wq_rd.valid.val();
        self.wq.s_dma_data.next = self.dma.m_wq_rd.data.val();
        self.dma.m_wq_rd.ready.next = self.wq.s_dma_data_ready.val();
        crate::tlb::DmaRdOut::join(&mut self.ddp_tx.m_dma_rd, &mut self.dma.s_txpbl_rd);
        self.ddp_tx.s_dma_data_valid.next = self.dma.m_txpbl_rd.valid.val();
        self.ddp_tx.s_dma_data.next = self.dma.m_txpbl_rd.data.val();
        self.dma.m_txpbl_rd.ready.next = self.ddp_tx.s_dma_data_ready.val();
        self.dma.s_txpay_rd.valid.next = self.ddp_tx.m_prd.valid.val();
        self.dma.s_txpay_rd.addr.next = self.ddp_tx.m_prd.addr.val();
        self.dma.s_txpay_rd.len.next = self.ddp_tx.m_prd.len.val();
        self.dma.s_txpay_rd.tag.next = bits::<8>(0);
        self.ddp_tx.m_prd.ready.next = self.dma.s_txpay_rd.ready.val();
        self.ddp_tx.s_pdata_valid.next = self.dma.m_txpay_rd.valid.val();
        self.ddp_tx.s_pdata.next = self.dma.m_txpay_rd.data.val();
        self.dma.m_txpay_rd.ready.next = self.ddp_tx.s_pdata_ready.val();
        crate::tlb::DmaRdOut::join(&mut self.ddp_rx.m_dma_rd, &mut self.dma.s_rxpbl_rd);
        self.ddp_rx.s_dma_data_valid.next = self.dma.m_rxpbl_rd.valid.val();
        self.ddp_rx.s_dma_data.next = self.dma.m_rxpbl_rd.data.val();
        self.dma.m_rxpbl_rd.ready.next = self.ddp_rx.s_dma_data_ready.val();
        crate::tlb::DmaRdOut::join(&mut self.toe.m_fdma, &mut self.dma.s_bmp_rd);
        self.toe.s_fdma_data_valid.next = self.dma.m_bmp_rd.valid.val();
        self.toe.s_fdma_data.next = self.dma.m_bmp_rd.data.val();
        self.dma.m_bmp_rd.ready.next = self.toe.s_fdma_data_ready.val();
        crate::tlb::DmaRdOut::join(&mut self.toe.m_pdma, &mut self.dma.s_ring_rd);
        self.toe.s_pdma_data_valid.next = self.dma.m_ring_rd.valid.val();
        self.toe.s_pdma_data.next = self.dma.m_ring_rd.data.val();
        self.dma.m_ring_rd.ready.next = self.toe.s_pdma_data_ready.val();
        crate::tlb::DmaRdOut::join(&mut self.toe.m_adma, &mut self.dma.s_area_rd);
        self.toe.s_adma_data_valid.next = self.dma.m_area_rd.valid.val();
        self.toe.s_adma_data.next = self.dma.m_area_rd.data.val();
        self.dma.m_area_rd.ready.next = self.toe.s_adma_data_ready.val();
        crate::tlb::DmaRdOut::join(&mut self.toecmd.m_rd, &mut self.dma.s_tq_rd);
        self.toecmd.s_dma_data_valid.next = self.dma.m_tq_rd.valid.val();
        self.toecmd.s_dma_data.next = self.dma.m_tq_rd.data.val();
        self.dma.m_tq_rd.ready.next = self.toecmd.s_dma_data_ready.val();
        crate::ddp::DmaWrOut::join(&mut self.cmd.m_wr, &mut self.dma.s_cmd_wr);
        crate::ddp::DmaWdOut::join(&mut self.cmd.m_wd, &mut self.dma.s_cmd_wd);
        crate::ddp::DmaWrOut::join(&mut self.cq.m_wr, &mut self.dma.s_cq_wr);
        crate::ddp::DmaWdOut::join(&mut self.cq.m_wd, &mut self.dma.s_cq_wd);
        crate::ddp::DmaWrOut::join(&mut self.ddp_rx.m_wr, &mut self.dma.s_place_wr);
        crate::ddp::DmaWdOut::join(&mut self.ddp_rx.m_wd, &mut self.dma.s_place_wd);
        crate::ddp::DmaWrOut::join(&mut self.toe.m_awr, &mut self.dma.s_area_wr);
        crate::ddp::DmaWdOut::join(&mut self.toe.m_awd, &mut self.dma.s_area_wd);
        crate::ddp::DmaWrOut::join(&mut self.ring.m_wr, &mut self.dma.s_ring_wr);
        crate::ddp::DmaWdOut::join(&mut self.ring.m_wd, &mut self.dma.s_ring_wd);
        crate::ddp::DmaWrOut::join(&mut self.toeev.m_wr, &mut self.dma.s_ev_wr);
        crate::ddp::DmaWdOut::join(&mut self.toeev.m_wd, &mut self.dma.s_ev_wd);
        crate::ddp::DmaWrOut::join(&mut self.strm.m_wr, &mut self.dma.s_strm_wr);
        crate::ddp::DmaWdOut::join(&mut self.strm.m_wd, &mut self.dma.s_strm_wd);
        HostReqOut::link(&mut self.m_req, &mut self.dma.m_req);
        DmaWdOut::link(&mut self.m_wd, &mut self.dma.m_wd);
        DmaDataIn::link(&mut self.s_rdata, &mut self.dma.s_rdata);

        // ------------------------------------------------------------------ status
        self.idle.next = self.db.idle.val()
            & self.cmd.idle.val()
            & self.qpcfg.idle.val()
            & self.wq.idle.val()
            & self.cqf.idle.val()
            & self.cq.idle.val()
            & self.qperr.idle.val()
            & self.ddp_tx.idle.val()
            & self.ddp_rx.idle.val()
            & self.txctx.idle.val()
            & self.ack.idle.val()
            & self.ackq.idle.val()
            & self.ackq_tx.idle.val()
            & self.ring.idle.val()
            & self.toeev.idle.val()
            & self.toecmd.idle.val()
            & self.rxctx.idle.val()
            & self.consume.idle.val()
            & self.rxpack.idle.val()
            & self.strm.idle.val()
            & self.dma.idle.val()
            & !self.doneq.valid.val()
            & self.wrq.idle.val()
            & !self.rreqq.valid.val()
            & !self.rdoneq.valid.val()
            & !self.rplacedq.valid.val()
            & !self.mr_tx_done.q.val()
            & !self.mr_rx_done.q.val();
        self.cnt_cmds.next = self.cmd.cnt_cmds.val();
        self.cnt_wqes.next = self.wq.cnt_taken.val();
        self.cnt_cqes.next = self.cq.cnt_written.val();
        self.cnt_ulpdus_tx.next = self.ddp_tx.cnt_ulpdus.val();
        self.cnt_segments_rx.next = self.ddp_rx.cnt_segments.val();
        self.cnt_terminates.next = self.ddp_tx.cnt_terminates.val();
        self.cnt_rx_cut.next = self.rxpack.cnt_cut.val();
        self.cnt_rq_waits.next = self.ddp_rx.cnt_rq_waits.val();
        self.cnt_wr_withdrawn.next = self.wrq.cnt_withdrawn.val();
        self.cnt_wq_bad_db.next = self.wq.cnt_bad_db.val();
        self.cnt_dma_reads.next = self.dma.cnt_reads.val();
        self.cnt_dma_writes.next = self.dma.cnt_writes.val();
        self.cnt_db_dropped.next = self.db.cnt_dropped.val();

        if self.reset.val() {
            self.mr_tx_done.d.next = false;
            self.mr_rx_done.d.next = false;
            self.n_mr_mismatch.d.next = bits::<16>(0);
        }
    }
}
