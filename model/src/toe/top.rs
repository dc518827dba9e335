//! Toe: the composed TCP offload engine, emitted as `rtl/toe.v`.
//!
//! Receive: the wire's frames (`s_rx_*`) → toe_rx_check (headers and checksums; bad frames
//! never go further) → [`ToeRxSteer`] (a good segment for another address or a port the
//! engine does not own becomes a slow-path frame) → toe_rx_parse (descriptor, then payload),
//! with [`ToeSlowRx`] beside it keeping the slow-path frames for the host (`m_slow_*`). The
//! descriptors go through [`ToeRxDisp`] (connection lookup through [`ToeTableArb`] into
//! toe_conn_table; a listening port's segment; a RST for an owned port without a connection)
//! to the TCB engine, and the payloads through toe_rx_gate to the ULP (`m_ulp_*`: in-order
//! bytes with the connection and the sequence number of the delivery's first byte).
//!
//! Out-of-order data (`cfg_ooo`, issue 15): a kept segment's bytes leave toe_rx_gate on its
//! area port into [`ToeAreaWr`], which writes them into the connection's reassembly area in
//! host memory (`m_awr` / `m_awd`; `2^cfg_area_shift` bytes at `cfg_area_base + (conn <<
//! cfg_area_shift)`); when a hole fills, toe_rx_gate asks a second toe_tx_read over the areas
//! (`m_adma` / `s_adma_*`) for the held block, once the area's writes are taken, and passes it
//! to the ULP after the segment, in pieces of at most 32 KiB.
//!
//! The TCB engine (toe_tcb_engine) processes one event at a time: segments, transmit turns
//! from the ready ring (a FIFO of connection numbers with an entry for each, each present at
//! most once),
//! timer expiries from toe_timers, host commands and active opens from [`ToeHostCmd`].
//!
//! Transmit: a turn's record-end query goes to toe_rec_find (the send ring's bitmap in host
//! memory, its own DMA read port `m_fdma` / `s_fdma_*`), its segment descriptor to
//! toe_tx_frame and its payload read to toe_tx_read (the send ring, DMA read port `m_pdma` /
//! `s_pdma_*`); the engine's control frames (SYN, SYN-ACK, RST, probes) and the dispatcher's
//! RSTs share toe_tx_frame's descriptor input (control first); [`ToeTxMux`] puts the host's
//! raw frames (`s_raw_*`) between the engine's on the wire (`m_tx_*`).
//!
//! Host: commands (`s_host`, [`HostCmdIn`]: listen, connect, close, abort, consumed, send),
//! their answers in order (`m_ans`), the engine's events (`m_event`: established,
//! acknowledged bytes, peer closed, closed, reset, aborted, refused; ESTABLISHED carries the
//! sequence number of the connection's first data byte), a TCB read (`s_tcb_rd` /
//! `m_tcb_rd`: a new connection's tuple, or any state for debugging). The host driver owns the
//! send rings: a connection's ring is `2^cfg_ring_shift` bytes at `cfg_ring_base + (conn <<
//! cfg_ring_shift)`, the byte with sequence number s at offset s mod the ring size, and its
//! record-end bitmap (one bit per ring byte) at `cfg_bitmap_base + (conn << (cfg_ring_shift
//! - 3))`; it writes a record's bytes and marks its last byte before SEND.
//!
//! `tick` advances the engine's clock (timestamps, ISNs) and toe_timers' sweep.

use super::conn_table::{ToeConnTableN, SET_BITS};
use super::host_side::ToeHostCmd;
use super::listen::ToeListen;
use super::rec_find::ToeRecFind;
use super::rx_check::ToeRxCheck;
use super::rx_disp::ToeRxDisp;
use super::rx_gate::ToeRxGate;
use super::rx_parse::ToeRxParse;
use super::rx_steer::ToeRxSteer;
use super::slow_rx::ToeSlowRx;
use super::table_arb::ToeTableArb;
use super::tcb_engine::{ToeTcbEngineN, CONN_BITS};
use super::timers::ToeTimersN;
use super::tx_frame::ToeTxFrame;
use super::tx_mux::ToeTxMux;
use super::tx_read::ToeTxRead;
use super::area_wr::{AreaCmdOut, ToeAreaWr};
use crate::ddp::{DmaWdOut, DmaWrOut};
use super::*;
use crate::common::ram_fifo::RamFifo;
use crate::tlb::DmaRdOut;
use rust_hdl::prelude::*;

/// Sets of the composed `rnic`'s connection table (2^3 a half) and its connections (2^6 =
/// 64): its TOE is [`RnicToe`] (ARCHITECTURE.md, "rnic: the composed top": the block RAM the
/// LFE5UM5G-85F lacks). Golden: `ToeConfig::conn_sets` = 8.
pub const RNIC_SET_BITS: usize = 3;
pub const RNIC_CONN_BITS: usize = RNIC_SET_BITS + 3;

/// The standalone `toe`: 1024 connections (128 sets a half).
pub type Toe = ToeN<CONN_BITS, SET_BITS>;
/// The composed `rnic`'s TOE: 64 connections.
pub type RnicToe = ToeN<RNIC_CONN_BITS, RNIC_SET_BITS>;

/// The timer command queue: 2^4 entries (an event makes at most four commands).
pub const TIMER_QUEUE_BITS: usize = 4;

crate::layout! {
    /// A timer command in the queue (toe_timers' `s_set` fields).
    pub TimerCmdWord(timer_cmd_w): 30 {
        op: 2,
        conn: 10,
        timer: 2,
        ticks: 16,
    }
}

/// A TOE of 2^`C` connections, its table 2^`S` sets a half (`C` = `S` + 3; connection numbers
/// are 10 bits on every port whatever `C`). The ready ring holds every connection at most
/// once: 2^`C` entries.
#[derive(LogicBlock, Default)]
pub struct ToeN<const C: usize, const S: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub tick: Signal<In, Bit>,
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
    pub m_ulp_data: Signal<Out, Bits<64>>,
    pub m_ulp_keep: Signal<Out, Bits<8>>,
    pub m_ulp_last: Signal<Out, Bit>,
    pub m_ulp_conn: Signal<Out, Bits<10>>,
    pub m_ulp_seq: Signal<Out, Bits<32>>,
    pub m_ulp_valid: Signal<Out, Bit>,
    pub m_ulp_ready: Signal<In, Bit>,
    pub s_host: HostCmdIn,
    pub m_ans: HostAnsOut,
    pub m_event: EngEventOut,
    /// A connection's TCB read out (25 beats of 64 bits, `TcbWord`), between events.
    pub s_tcb_rd: ConnIn,
    pub m_tcb_rd: TcbRdOut,
    pub m_fdma: DmaRdOut,
    pub s_fdma_data_valid: Signal<In, Bit>,
    pub s_fdma_data_ready: Signal<Out, Bit>,
    pub s_fdma_data: Signal<In, Bits<64>>,
    pub m_pdma: DmaRdOut,
    pub s_pdma_data_valid: Signal<In, Bit>,
    pub s_pdma_data_ready: Signal<Out, Bit>,
    pub s_pdma_data: Signal<In, Bits<64>>,
    /// The reassembly areas (issue 15): kept bytes written (`m_awr` / `m_awd`, toe_area_wr),
    /// held blocks read back for a replay (`m_adma`, a second toe_tx_read). A read is served
    /// after every write the DMA took before it (the gate asks for a replay only once the
    /// writes are taken), which one DMA port in order gives.
    pub m_awr: DmaWrOut,
    pub m_awd: DmaWdOut,
    pub m_adma: DmaRdOut,
    pub s_adma_data_valid: Signal<In, Bit>,
    pub s_adma_data_ready: Signal<Out, Bit>,
    pub s_adma_data: Signal<In, Bits<64>>,
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
    /// The half-open quota (the TCB engine's `cfg_half_open_max`).
    pub cfg_half_open_max: Signal<In, Bits<{ super::tcb_engine::HALF_OPEN_BITS }>>,
    /// SYN cookies past the quota, and their key (the TCB engine's `cfg_syn_cookies`,
    /// `cfg_cookie_key_*`).
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
    /// Out-of-order segments kept (golden's `ooo_blocks` 4; off: dropped, no SACK blocks
    /// sent), connection c's area `2^cfg_area_shift` bytes at `cfg_area_base + (c <<
    /// cfg_area_shift)` (4 KiB aligned; shift 12..=28 and the area at least `cfg_rcv_buf`).
    pub cfg_ooo: Signal<In, Bit>,
    pub cfg_area_base: Signal<In, Bits<64>>,
    pub cfg_area_shift: Signal<In, Bits<5>>,
    /// The engine's clock (ticks since reset).
    pub now: Signal<Out, Bits<32>>,
    pub cnt_rx_segment: Signal<Out, Bits<32>>,
    pub cnt_rx_slow_path: Signal<Out, Bits<32>>,
    pub cnt_rx_bad_ip: Signal<Out, Bits<32>>,
    pub cnt_rx_ip_policy: Signal<Out, Bits<32>>,
    pub cnt_rx_bad_tcp: Signal<Out, Bits<32>>,
    pub cnt_rx_truncated: Signal<Out, Bits<32>>,
    pub cnt_steered: Signal<Out, Bits<32>>,
    pub cnt_slow_frames: Signal<Out, Bits<32>>,
    pub cnt_slow_dropped: Signal<Out, Bits<32>>,
    pub cnt_bad_option: Signal<Out, Bits<32>>,
    pub cnt_no_conn: Signal<Out, Bits<32>>,
    pub cnt_gate_bytes: Signal<Out, Bits<32>>,
    pub cnt_timer_overrun: Signal<Out, Bits<32>>,
    pub cnt_frames_out: Signal<Out, Bits<32>>,
    pub cnt_raw_out: Signal<Out, Bits<32>>,
    pub cnt_segments: Signal<Out, Bits<32>>,
    pub cnt_paws: Signal<Out, Bits<32>>,
    pub cnt_out_of_window: Signal<Out, Bits<32>>,
    pub cnt_rst_out_of_window: Signal<Out, Bits<32>>,
    pub cnt_syn_in_window: Signal<Out, Bits<32>>,
    pub cnt_no_ack: Signal<Out, Bits<32>>,
    pub cnt_bad_ack: Signal<Out, Bits<32>>,
    pub cnt_ack_of_unsent: Signal<Out, Bits<32>>,
    pub cnt_ack_too_old: Signal<Out, Bits<32>>,
    pub cnt_challenge_limited: Signal<Out, Bits<32>>,
    pub cnt_duplicate: Signal<Out, Bits<32>>,
    pub cnt_challenge: Signal<Out, Bits<32>>,
    pub cnt_out_of_order: Signal<Out, Bits<32>>,
    pub cnt_dup_acks: Signal<Out, Bits<32>>,
    pub cnt_fast_rexmt: Signal<Out, Bits<32>>,
    pub cnt_bytes_delivered: Signal<Out, Bits<32>>,
    pub cnt_bytes_acked: Signal<Out, Bits<32>>,
    pub cnt_rst_no_ack: Signal<Out, Bits<32>>,
    pub cnt_no_syn: Signal<Out, Bits<32>>,
    pub cnt_turns: Signal<Out, Bits<32>>,
    pub cnt_segments_out: Signal<Out, Bits<32>>,
    pub cnt_data_segments_out: Signal<Out, Bits<32>>,
    pub cnt_retransmitted_segments: Signal<Out, Bits<32>>,
    pub cnt_retransmitted_bytes: Signal<Out, Bits<32>>,
    pub cnt_stale: Signal<Out, Bits<32>>,
    pub cnt_expiries: Signal<Out, Bits<32>>,
    pub cnt_rto_expiries: Signal<Out, Bits<32>>,
    pub cnt_zero_window_probes: Signal<Out, Bits<32>>,
    pub cnt_rst_out: Signal<Out, Bits<32>>,
    pub cnt_listen_rst: Signal<Out, Bits<32>>,
    pub cnt_listen_ack: Signal<Out, Bits<32>>,
    pub cnt_listen_no_syn: Signal<Out, Bits<32>>,
    pub cnt_table_full: Signal<Out, Bits<32>>,
    pub cnt_half_open_full: Signal<Out, Bits<32>>,
    /// Cookie SYN-ACKs sent, connections a returned cookie opened.
    pub cnt_syn_cookies_sent: Signal<Out, Bits<32>>,
    pub cnt_syn_cookies_ok: Signal<Out, Bits<32>>,
    /// Segments sent again by RFC 6675's NextSeg rule (the engine's).
    pub cnt_sack_retransmits: Signal<Out, Bits<32>>,
    /// The out-of-order store (the engine's): segments kept, bytes replayed to the ULP, pure
    /// ACKs with SACK blocks, segments not kept (wholly held, a fifth block, past the receive
    /// space); bytes written to the areas (toe_area_wr).
    pub cnt_ooo_kept: Signal<Out, Bits<32>>,
    pub cnt_ooo_replayed_bytes: Signal<Out, Bits<32>>,
    pub cnt_sack_acks_out: Signal<Out, Bits<32>>,
    pub cnt_reasm_duplicate: Signal<Out, Bits<32>>,
    pub cnt_reasm_full: Signal<Out, Bits<32>>,
    pub cnt_reasm_beyond: Signal<Out, Bits<32>>,
    pub cnt_area_bytes: Signal<Out, Bits<32>>,
    check: ToeRxCheck,
    steer: ToeRxSteer,
    slow: ToeSlowRx,
    parse: ToeRxParse,
    disp: ToeRxDisp,
    listen: ToeListen,
    arb: ToeTableArb,
    conns: ToeConnTableN<S>,
    engine: ToeTcbEngineN<C>,
    gate: ToeRxGate,
    area_wr: ToeAreaWr,
    area_rd: ToeTxRead,
    timers: ToeTimersN<C>,
    ready: RamFifo<CONN_BITS, C>,
    tq: RamFifo<{ timer_cmd_w::BITS }, TIMER_QUEUE_BITS>,
    tq_head: Signal<Local, Bits<{ timer_cmd_w::BITS }>>,
    find: ToeRecFind,
    read: ToeTxRead,
    frame: ToeTxFrame,
    mux: ToeTxMux,
    hcmd: ToeHostCmd,
    ticks: DFF<Bits<32>>,
}

impl<const C: usize, const S: usize> Logic for ToeN<C, S> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ticks);
        self.check.clock.next = self.clock.val();
        self.check.reset.next = self.reset.val();
        self.steer.clock.next = self.clock.val();
        self.steer.reset.next = self.reset.val();
        self.slow.clock.next = self.clock.val();
        self.slow.reset.next = self.reset.val();
        self.parse.clock.next = self.clock.val();
        self.parse.reset.next = self.reset.val();
        self.disp.clock.next = self.clock.val();
        self.disp.reset.next = self.reset.val();
        self.listen.clock.next = self.clock.val();
        self.listen.reset.next = self.reset.val();
        self.arb.clock.next = self.clock.val();
        self.arb.reset.next = self.reset.val();
        self.conns.clock.next = self.clock.val();
        self.conns.reset.next = self.reset.val();
        self.engine.clock.next = self.clock.val();
        self.engine.reset.next = self.reset.val();
        self.gate.clock.next = self.clock.val();
        self.gate.reset.next = self.reset.val();
        self.area_wr.clock.next = self.clock.val();
        self.area_wr.reset.next = self.reset.val();
        self.area_rd.clock.next = self.clock.val();
        self.area_rd.reset.next = self.reset.val();
        self.timers.clock.next = self.clock.val();
        self.timers.reset.next = self.reset.val();
        self.tq.clock.next = self.clock.val();
        self.tq.reset.next = self.reset.val();
        self.ready.clock.next = self.clock.val();
        self.ready.reset.next = self.reset.val();
        self.find.clock.next = self.clock.val();
        self.find.reset.next = self.reset.val();
        self.read.clock.next = self.clock.val();
        self.read.reset.next = self.reset.val();
        self.frame.clock.next = self.clock.val();
        self.frame.reset.next = self.reset.val();
        self.mux.clock.next = self.clock.val();
        self.mux.reset.next = self.reset.val();
        self.hcmd.clock.next = self.clock.val();
        self.hcmd.reset.next = self.reset.val();
        // The engine's clock.
        if self.tick.val() {
            self.ticks.d.next = self.ticks.q.val() + 1;
        }
        if self.reset.val() {
            self.ticks.d.next = bits::<32>(0);
        }
        self.now.next = self.ticks.q.val();

        // ------------------------------------------------------------------ receive
        self.check.s_data.next = self.s_rx_data.val();
        self.check.s_keep.next = self.s_rx_keep.val();
        self.check.s_last.next = self.s_rx_last.val();
        self.check.s_valid.next = self.s_rx_valid.val();
        self.s_rx_ready.next = self.check.s_ready.val();
        self.steer.s_data.next = self.check.m_data.val();
        self.steer.s_keep.next = self.check.m_keep.val();
        self.steer.s_last.next = self.check.m_last.val();
        self.steer.s_verdict.next = self.check.m_verdict.val();
        self.steer.s_valid.next = self.check.m_valid.val();
        self.check.m_ready.next = self.steer.s_ready.val();
        self.steer.cfg_ip.next = self.cfg_ip.val();
        self.steer.cfg_own_lo.next = self.cfg_own_lo.val();
        self.steer.cfg_own_hi.next = self.cfg_own_hi.val();
        self.listen.a_port.next = self.steer.l_port.val();
        self.steer.l_hit.next = self.listen.a_hit.val();
        // The parser takes every frame; the host queue watches the same beats.
        self.parse.s_data.next = self.steer.m_data.val();
        self.parse.s_keep.next = self.steer.m_keep.val();
        self.parse.s_last.next = self.steer.m_last.val();
        self.parse.s_verdict.next = self.steer.m_verdict.val();
        self.parse.s_valid.next = self.steer.m_valid.val();
        self.steer.m_ready.next = self.parse.s_ready.val();
        self.slow.s_data.next = self.steer.m_data.val();
        self.slow.s_keep.next = self.steer.m_keep.val();
        self.slow.s_last.next = self.steer.m_last.val();
        self.slow.s_verdict.next = self.steer.m_verdict.val();
        self.slow.s_valid.next = self.steer.m_valid.val() & self.parse.s_ready.val();
        self.m_slow_data.next = self.slow.m_data.val();
        self.m_slow_keep.next = self.slow.m_keep.val();
        self.m_slow_last.next = self.slow.m_last.val();
        self.m_slow_valid.next = self.slow.m_valid.val();
        self.slow.m_ready.next = self.m_slow_ready.val();
        // Descriptors to the dispatcher, payloads to the gate.
        RxSegOut::join(&mut self.parse.m_seg, &mut self.disp.s_seg);
        self.listen.b_port.next = self.disp.l_port.val();
        self.disp.l_hit.next = self.listen.b_hit.val();
        ConnCmdOut::join(&mut self.disp.m_look, &mut self.arb.s_disp);
        ConnRspOut::join(&mut self.arb.m_disp, &mut self.disp.s_look);
        EngSegOut::join(&mut self.disp.m_eng, &mut self.engine.s_seg);
        GateCmdOut::join(&mut self.engine.m_gate, &mut self.disp.s_gate);
        GateCmdOut::join(&mut self.disp.m_gate, &mut self.gate.s_cmd);
        self.gate.s_data.next = self.parse.m_pay_data.val();
        self.gate.s_keep.next = self.parse.m_pay_keep.val();
        self.gate.s_last.next = self.parse.m_pay_last.val();
        self.gate.s_valid.next = self.parse.m_pay_valid.val();
        self.parse.m_pay_ready.next = self.gate.s_ready.val();
        self.m_ulp_data.next = self.gate.m_data.val();
        self.m_ulp_keep.next = self.gate.m_keep.val();
        self.m_ulp_last.next = self.gate.m_last.val();
        self.m_ulp_conn.next = self.gate.m_conn.val();
        self.m_ulp_seq.next = self.gate.m_seq.val();
        self.m_ulp_valid.next = self.gate.m_valid.val();
        self.gate.m_ready.next = self.m_ulp_ready.val();
        // Kept bytes into the area; a replay's pieces read back and merged by the gate.
        AreaCmdOut::join(&mut self.gate.m_acmd, &mut self.area_wr.s_cmd);
        self.area_wr.s_data.next = self.gate.m_area_data.val();
        self.area_wr.s_keep.next = self.gate.m_area_keep.val();
        self.area_wr.s_last.next = self.gate.m_area_last.val();
        self.area_wr.s_valid.next = self.gate.m_area_valid.val();
        self.gate.m_area_ready.next = self.area_wr.s_ready.val();
        self.gate.area_idle.next = self.area_wr.idle.val();
        self.area_wr.cfg_area_base.next = self.cfg_area_base.val();
        self.area_wr.cfg_area_shift.next = self.cfg_area_shift.val();
        DmaWrOut::link(&mut self.m_awr, &mut self.area_wr.m_wr);
        DmaWdOut::link(&mut self.m_awd, &mut self.area_wr.m_wd);
        TxRdOut::join(&mut self.gate.m_rp, &mut self.area_rd.s_rd);
        self.area_rd.cfg_ring_base.next = self.cfg_area_base.val();
        self.area_rd.cfg_ring_shift.next = self.cfg_area_shift.val();
        DmaRdOut::link(&mut self.m_adma, &mut self.area_rd.m_dma_rd);
        self.area_rd.s_dma_data_valid.next = self.s_adma_data_valid.val();
        self.area_rd.s_dma_data.next = self.s_adma_data.val();
        self.s_adma_data_ready.next = self.area_rd.s_dma_data_ready.val();
        self.gate.s_rp_data.next = self.area_rd.m_pay_data.val();
        self.gate.s_rp_keep.next = self.area_rd.m_pay_keep.val();
        self.gate.s_rp_last.next = self.area_rd.m_pay_last.val();
        self.gate.s_rp_valid.next = self.area_rd.m_pay_valid.val();
        self.area_rd.m_pay_ready.next = self.gate.s_rp_ready.val();

        // ------------------------------------------------------------------ the table
        self.conns.cfg_key_hi.next = self.cfg_conn_key_hi.val();
        self.conns.cfg_key_lo.next = self.cfg_conn_key_lo.val();
        ConnCmdOut::join(&mut self.arb.m_cmd, &mut self.conns.s_cmd);
        ConnRspOut::join(&mut self.conns.m_rsp, &mut self.arb.s_rsp);
        ConnOut::join(&mut self.engine.m_free, &mut self.arb.s_free);
        InsQOut::join(&mut self.engine.m_ins, &mut self.arb.s_ins);
        InsAOut::join(&mut self.arb.m_ins, &mut self.engine.s_ins);
        ConnCmdOut::join(&mut self.hcmd.m_tab, &mut self.arb.s_host);
        ConnRspOut::join(&mut self.arb.m_host, &mut self.hcmd.s_tab);

        // ------------------------------------------------------------------ host
        HostCmdIn::link(&mut self.s_host, &mut self.hcmd.s_host);
        HostAnsOut::link(&mut self.m_ans, &mut self.hcmd.m_ans);
        self.hcmd.cfg_own_lo.next = self.cfg_own_lo.val();
        self.hcmd.cfg_own_hi.next = self.cfg_own_hi.val();
        self.listen.add.next = self.hcmd.l_add.val();
        self.listen.add_port.next = self.hcmd.l_port.val();
        self.listen.c_port.next = self.hcmd.l_port.val();
        self.hcmd.l_full.next = self.listen.full.val();
        self.hcmd.l_hit.next = self.listen.c_hit.val();
        EngCmdOut::join(&mut self.hcmd.m_cmd, &mut self.engine.s_cmd);
        EngOpenOut::join(&mut self.hcmd.m_open, &mut self.engine.s_open);
        EngEventOut::link(&mut self.m_event, &mut self.engine.m_event);

        // ------------------------------------------------------------------ the engine
        self.engine.now.next = self.ticks.q.val();
        self.engine.cfg_rto_min.next = self.cfg_rto_min.val();
        self.engine.cfg_rto_max.next = self.cfg_rto_max.val();
        self.engine.cfg_rto_initial.next = self.cfg_rto_initial.val();
        self.engine.cfg_chal_limit.next = self.cfg_chal_limit.val();
        self.engine.cfg_chal_window.next = self.cfg_chal_window.val();
        self.engine.cfg_half_open_max.next = self.cfg_half_open_max.val();
        self.engine.cfg_syn_cookies.next = self.cfg_syn_cookies.val();
        // Out-of-order data is dropped until the reassembly area's writer and replay reader
        // are in (issue 15): the engine keeps its store empty.
        self.engine.cfg_ooo.next = self.cfg_ooo.val();
        self.engine.cfg_cookie_key_hi.next = self.cfg_cookie_key_hi.val();
        self.engine.cfg_cookie_key_lo.next = self.cfg_cookie_key_lo.val();
        self.engine.cfg_dack.next = self.cfg_dack.val();
        self.engine.cfg_time_wait.next = self.cfg_time_wait.val();
        self.engine.cfg_rcv_buf.next = self.cfg_rcv_buf.val();
        self.engine.cfg_mss.next = self.cfg_mss.val();
        self.engine.cfg_rcv_shift.next = self.cfg_rcv_shift.val();
        self.engine.cfg_sack.next = self.cfg_sack.val();
        self.engine.cfg_retries.next = self.cfg_retries.val();
        self.engine.cfg_syn_retries.next = self.cfg_syn_retries.val();
        self.engine.cfg_isn_key_hi.next = self.cfg_isn_key_hi.val();
        self.engine.cfg_isn_key_lo.next = self.cfg_isn_key_lo.val();
        // A TCB read (the host driver's query: a new connection's tuple, a connection's
        // state for debugging); TCB writes are the block's test port, unused here.
        self.engine.s_tcb_wr.valid.next = false;
        self.engine.s_tcb_wr.conn.next = bits::<10>(0);
        self.engine.s_tcb_wr.data.next = bits::<64>(0);
        self.engine.s_tcb_wr.last.next = false;
        ConnIn::link(&mut self.s_tcb_rd, &mut self.engine.s_tcb_rd);
        TcbRdOut::link(&mut self.m_tcb_rd, &mut self.engine.m_tcb_rd);
        // Timers.
        self.timers.tick.next = self.tick.val();
        // Timer commands through a queue: toe_timers takes none while its sweep offers an
        // expiry, and the engine takes that expiry only after its current event's outputs,
        // timer commands among them (at most four an event, so the queue never fills: the
        // engine takes expiries before any other event).
        self.tq.push.next = self.engine.m_timer.valid.val();
        self.tq.din.next = bits::<{ timer_cmd_w::BITS }>(0);
        self.tq.din.next.set_value_op(self.engine.m_timer.op.val());
        self.tq.din.next.set_value_conn(self.engine.m_timer.conn.val());
        self.tq.din.next.set_value_timer(self.engine.m_timer.timer.val());
        self.tq.din.next.set_value_ticks(self.engine.m_timer.ticks.val());
        self.engine.m_timer.ready.next = !self.tq.full.val();
        self.tq_head.next = self.tq.dout.val();
        self.timers.s_set.valid.next = self.tq.valid.val();
        self.timers.s_set.op.next = self.tq_head.val().get_value_op();
        self.timers.s_set.conn.next = self.tq_head.val().get_value_conn();
        self.timers.s_set.timer.next = self.tq_head.val().get_value_timer();
        self.timers.s_set.ticks.next = self.tq_head.val().get_value_ticks();
        self.tq.pop.next = self.tq.valid.val() & self.timers.s_set.ready.val();
        TimerExpOut::join(&mut self.timers.m_exp, &mut self.engine.s_exp);
        // The ready ring: each connection at most once (the TCB's `queued` flag), so it
        // never overflows.
        self.ready.push.next = self.engine.m_ready.valid.val();
        self.ready.din.next = self.engine.m_ready.conn.val();
        self.engine.m_ready.ready.next = !self.ready.full.val();
        self.engine.s_pick.valid.next = self.ready.valid.val();
        self.engine.s_pick.conn.next = self.ready.dout.val();
        self.ready.pop.next = self.ready.valid.val() & self.engine.s_pick.ready.val();

        // ------------------------------------------------------------------ transmit
        FindQOut::join(&mut self.engine.m_find, &mut self.find.s_q);
        FindAOut::join(&mut self.find.m_a, &mut self.engine.s_found);
        self.find.cfg_bitmap_base.next = self.cfg_bitmap_base.val();
        self.find.cfg_ring_shift.next = self.cfg_ring_shift.val();
        DmaRdOut::link(&mut self.m_fdma, &mut self.find.m_dma_rd);
        self.find.s_dma_data_valid.next = self.s_fdma_data_valid.val();
        self.find.s_dma_data.next = self.s_fdma_data.val();
        self.s_fdma_data_ready.next = self.find.s_dma_data_ready.val();
        TxRdOut::join(&mut self.engine.m_rd, &mut self.read.s_rd);
        self.read.cfg_ring_base.next = self.cfg_ring_base.val();
        self.read.cfg_ring_shift.next = self.cfg_ring_shift.val();
        DmaRdOut::link(&mut self.m_pdma, &mut self.read.m_dma_rd);
        self.read.s_dma_data_valid.next = self.s_pdma_data_valid.val();
        self.read.s_dma_data.next = self.s_pdma_data.val();
        self.s_pdma_data_ready.next = self.read.s_dma_data_ready.val();
        self.frame.cfg_mac.next = self.cfg_mac.val();
        self.frame.cfg_ip.next = self.cfg_ip.val();
        self.frame.s_pay_data.next = self.read.m_pay_data.val();
        self.frame.s_pay_keep.next = self.read.m_pay_keep.val();
        self.frame.s_pay_last.next = self.read.m_pay_last.val();
        self.frame.s_pay_valid.next = self.read.m_pay_valid.val();
        self.read.m_pay_ready.next = self.frame.s_pay_ready.val();
        // toe_tx_frame's descriptors: the engine's control frames first, then the
        // dispatcher's RSTs, then the turns' segments (only those carry a payload, so the
        // payloads stay in the order of their reads).
        self.frame.s_seg.valid.next = self.engine.m_ctl.valid.val() | self.disp.m_rst.valid.val() | self.engine.m_seg.valid.val();
        self.engine.m_ctl.ready.next = self.frame.s_seg.ready.val();
        self.disp.m_rst.ready.next = self.frame.s_seg.ready.val() & !self.engine.m_ctl.valid.val();
        self.engine.m_seg.ready.next = self.frame.s_seg.ready.val() & !self.engine.m_ctl.valid.val() & !self.disp.m_rst.valid.val();
        self.frame.s_seg.dst_mac.next = self.engine.m_seg.dst_mac.val();
        self.frame.s_seg.dst_ip.next = self.engine.m_seg.dst_ip.val();
        self.frame.s_seg.src_port.next = self.engine.m_seg.src_port.val();
        self.frame.s_seg.dst_port.next = self.engine.m_seg.dst_port.val();
        self.frame.s_seg.seq.next = self.engine.m_seg.seq.val();
        self.frame.s_seg.ack.next = self.engine.m_seg.ack.val();
        self.frame.s_seg.flags.next = self.engine.m_seg.flags.val();
        self.frame.s_seg.window.next = self.engine.m_seg.window.val();
        self.frame.s_seg.mss_on.next = self.engine.m_seg.mss_on.val();
        self.frame.s_seg.mss.next = self.engine.m_seg.mss.val();
        self.frame.s_seg.ws_on.next = self.engine.m_seg.ws_on.val();
        self.frame.s_seg.ws.next = self.engine.m_seg.ws.val();
        self.frame.s_seg.sackp.next = self.engine.m_seg.sackp.val();
        self.frame.s_seg.ts_on.next = self.engine.m_seg.ts_on.val();
        self.frame.s_seg.ts_val.next = self.engine.m_seg.ts_val.val();
        self.frame.s_seg.ts_ecr.next = self.engine.m_seg.ts_ecr.val();
        self.frame.s_seg.payload.next = self.engine.m_seg.payload.val();
        self.frame.s_seg.nblocks.next = self.engine.m_seg.nblocks.val();
        self.frame.s_seg.l0.next = self.engine.m_seg.l0.val();
        self.frame.s_seg.r0.next = self.engine.m_seg.r0.val();
        self.frame.s_seg.l1.next = self.engine.m_seg.l1.val();
        self.frame.s_seg.r1.next = self.engine.m_seg.r1.val();
        self.frame.s_seg.l2.next = self.engine.m_seg.l2.val();
        self.frame.s_seg.r2.next = self.engine.m_seg.r2.val();
        self.frame.s_seg.l3.next = self.engine.m_seg.l3.val();
        self.frame.s_seg.r3.next = self.engine.m_seg.r3.val();
        if self.disp.m_rst.valid.val() {
            self.frame.s_seg.dst_mac.next = self.disp.m_rst.dst_mac.val();
            self.frame.s_seg.dst_ip.next = self.disp.m_rst.dst_ip.val();
            self.frame.s_seg.src_port.next = self.disp.m_rst.src_port.val();
            self.frame.s_seg.dst_port.next = self.disp.m_rst.dst_port.val();
            self.frame.s_seg.seq.next = self.disp.m_rst.seq.val();
            self.frame.s_seg.ack.next = self.disp.m_rst.ack.val();
            self.frame.s_seg.flags.next = self.disp.m_rst.flags.val();
            self.frame.s_seg.window.next = self.disp.m_rst.window.val();
            self.frame.s_seg.mss_on.next = self.disp.m_rst.mss_on.val();
            self.frame.s_seg.mss.next = self.disp.m_rst.mss.val();
            self.frame.s_seg.ws_on.next = self.disp.m_rst.ws_on.val();
            self.frame.s_seg.ws.next = self.disp.m_rst.ws.val();
            self.frame.s_seg.sackp.next = self.disp.m_rst.sackp.val();
            self.frame.s_seg.ts_on.next = self.disp.m_rst.ts_on.val();
            self.frame.s_seg.ts_val.next = self.disp.m_rst.ts_val.val();
            self.frame.s_seg.ts_ecr.next = self.disp.m_rst.ts_ecr.val();
            self.frame.s_seg.payload.next = self.disp.m_rst.payload.val();
            self.frame.s_seg.nblocks.next = self.disp.m_rst.nblocks.val();
            self.frame.s_seg.l0.next = self.disp.m_rst.l0.val();
            self.frame.s_seg.r0.next = self.disp.m_rst.r0.val();
            self.frame.s_seg.l1.next = self.disp.m_rst.l1.val();
            self.frame.s_seg.r1.next = self.disp.m_rst.r1.val();
            self.frame.s_seg.l2.next = self.disp.m_rst.l2.val();
            self.frame.s_seg.r2.next = self.disp.m_rst.r2.val();
            self.frame.s_seg.l3.next = self.disp.m_rst.l3.val();
            self.frame.s_seg.r3.next = self.disp.m_rst.r3.val();
        }
        if self.engine.m_ctl.valid.val() {
            self.frame.s_seg.dst_mac.next = self.engine.m_ctl.dst_mac.val();
            self.frame.s_seg.dst_ip.next = self.engine.m_ctl.dst_ip.val();
            self.frame.s_seg.src_port.next = self.engine.m_ctl.src_port.val();
            self.frame.s_seg.dst_port.next = self.engine.m_ctl.dst_port.val();
            self.frame.s_seg.seq.next = self.engine.m_ctl.seq.val();
            self.frame.s_seg.ack.next = self.engine.m_ctl.ack.val();
            self.frame.s_seg.flags.next = self.engine.m_ctl.flags.val();
            self.frame.s_seg.window.next = self.engine.m_ctl.window.val();
            self.frame.s_seg.mss_on.next = self.engine.m_ctl.mss_on.val();
            self.frame.s_seg.mss.next = self.engine.m_ctl.mss.val();
            self.frame.s_seg.ws_on.next = self.engine.m_ctl.ws_on.val();
            self.frame.s_seg.ws.next = self.engine.m_ctl.ws.val();
            self.frame.s_seg.sackp.next = self.engine.m_ctl.sackp.val();
            self.frame.s_seg.ts_on.next = self.engine.m_ctl.ts_on.val();
            self.frame.s_seg.ts_val.next = self.engine.m_ctl.ts_val.val();
            self.frame.s_seg.ts_ecr.next = self.engine.m_ctl.ts_ecr.val();
            self.frame.s_seg.payload.next = self.engine.m_ctl.payload.val();
            self.frame.s_seg.nblocks.next = self.engine.m_ctl.nblocks.val();
            self.frame.s_seg.l0.next = self.engine.m_ctl.l0.val();
            self.frame.s_seg.r0.next = self.engine.m_ctl.r0.val();
            self.frame.s_seg.l1.next = self.engine.m_ctl.l1.val();
            self.frame.s_seg.r1.next = self.engine.m_ctl.r1.val();
            self.frame.s_seg.l2.next = self.engine.m_ctl.l2.val();
            self.frame.s_seg.r2.next = self.engine.m_ctl.r2.val();
            self.frame.s_seg.l3.next = self.engine.m_ctl.l3.val();
            self.frame.s_seg.r3.next = self.engine.m_ctl.r3.val();
        }
        // The wire: the engine's frames and the host's.
        self.mux.a_data.next = self.frame.m_data.val();
        self.mux.a_keep.next = self.frame.m_keep.val();
        self.mux.a_last.next = self.frame.m_last.val();
        self.mux.a_valid.next = self.frame.m_valid.val();
        self.frame.m_ready.next = self.mux.a_ready.val();
        self.mux.b_data.next = self.s_raw_data.val();
        self.mux.b_keep.next = self.s_raw_keep.val();
        self.mux.b_last.next = self.s_raw_last.val();
        self.mux.b_valid.next = self.s_raw_valid.val();
        self.s_raw_ready.next = self.mux.b_ready.val();
        self.m_tx_data.next = self.mux.m_data.val();
        self.m_tx_keep.next = self.mux.m_keep.val();
        self.m_tx_last.next = self.mux.m_last.val();
        self.m_tx_valid.next = self.mux.m_valid.val();
        self.mux.m_ready.next = self.m_tx_ready.val();

        // ------------------------------------------------------------------ counters
        self.cnt_rx_segment.next = self.check.cnt_segment.val();
        self.cnt_rx_slow_path.next = self.check.cnt_slow_path.val();
        self.cnt_rx_bad_ip.next = self.check.cnt_bad_ip.val();
        self.cnt_rx_ip_policy.next = self.check.cnt_ip_policy.val();
        self.cnt_rx_bad_tcp.next = self.check.cnt_bad_tcp.val();
        self.cnt_rx_truncated.next = self.check.cnt_truncated.val();
        self.cnt_steered.next = self.steer.cnt_steered.val();
        self.cnt_slow_frames.next = self.slow.cnt_frames.val();
        self.cnt_slow_dropped.next = self.slow.cnt_dropped.val();
        self.cnt_bad_option.next = self.parse.cnt_bad_option.val();
        self.cnt_no_conn.next = self.disp.cnt_no_conn.val();
        self.cnt_gate_bytes.next = self.gate.cnt_bytes.val();
        self.cnt_timer_overrun.next = self.timers.cnt_overrun.val();
        self.cnt_frames_out.next = self.frame.cnt_frames.val();
        self.cnt_raw_out.next = self.mux.cnt_raw.val();
        self.cnt_segments.next = self.engine.cnt_segments.val();
        self.cnt_paws.next = self.engine.cnt_paws.val();
        self.cnt_out_of_window.next = self.engine.cnt_out_of_window.val();
        self.cnt_rst_out_of_window.next = self.engine.cnt_rst_out_of_window.val();
        self.cnt_syn_in_window.next = self.engine.cnt_syn_in_window.val();
        self.cnt_no_ack.next = self.engine.cnt_no_ack.val();
        self.cnt_bad_ack.next = self.engine.cnt_bad_ack.val();
        self.cnt_ack_of_unsent.next = self.engine.cnt_ack_of_unsent.val();
        self.cnt_ack_too_old.next = self.engine.cnt_ack_too_old.val();
        self.cnt_challenge_limited.next = self.engine.cnt_challenge_limited.val();
        self.cnt_duplicate.next = self.engine.cnt_duplicate.val();
        self.cnt_challenge.next = self.engine.cnt_challenge.val();
        self.cnt_out_of_order.next = self.engine.cnt_out_of_order.val();
        self.cnt_dup_acks.next = self.engine.cnt_dup_acks.val();
        self.cnt_fast_rexmt.next = self.engine.cnt_fast_rexmt.val();
        self.cnt_bytes_delivered.next = self.engine.cnt_bytes_delivered.val();
        self.cnt_bytes_acked.next = self.engine.cnt_bytes_acked.val();
        self.cnt_rst_no_ack.next = self.engine.cnt_rst_no_ack.val();
        self.cnt_no_syn.next = self.engine.cnt_no_syn.val();
        self.cnt_turns.next = self.engine.cnt_turns.val();
        self.cnt_segments_out.next = self.engine.cnt_segments_out.val();
        self.cnt_data_segments_out.next = self.engine.cnt_data_segments_out.val();
        self.cnt_retransmitted_segments.next = self.engine.cnt_retransmitted_segments.val();
        self.cnt_retransmitted_bytes.next = self.engine.cnt_retransmitted_bytes.val();
        self.cnt_stale.next = self.engine.cnt_stale.val();
        self.cnt_expiries.next = self.engine.cnt_expiries.val();
        self.cnt_rto_expiries.next = self.engine.cnt_rto_expiries.val();
        self.cnt_zero_window_probes.next = self.engine.cnt_zero_window_probes.val();
        self.cnt_rst_out.next = self.engine.cnt_rst_out.val();
        self.cnt_listen_rst.next = self.engine.cnt_listen_rst.val();
        self.cnt_listen_ack.next = self.engine.cnt_listen_ack.val();
        self.cnt_listen_no_syn.next = self.engine.cnt_listen_no_syn.val();
        self.cnt_table_full.next = self.engine.cnt_table_full.val();
        self.cnt_half_open_full.next = self.engine.cnt_half_open_full.val();
        self.cnt_syn_cookies_sent.next = self.engine.cnt_syn_cookies_sent.val();
        self.cnt_syn_cookies_ok.next = self.engine.cnt_syn_cookies_ok.val();
        self.cnt_sack_retransmits.next = self.engine.cnt_sack_retransmits.val();
        self.cnt_ooo_kept.next = self.engine.cnt_ooo_kept.val();
        self.cnt_ooo_replayed_bytes.next = self.engine.cnt_ooo_replayed_bytes.val();
        self.cnt_sack_acks_out.next = self.engine.cnt_sack_acks_out.val();
        self.cnt_reasm_duplicate.next = self.engine.cnt_reasm_duplicate.val();
        self.cnt_reasm_full.next = self.engine.cnt_reasm_full.val();
        self.cnt_reasm_beyond.next = self.engine.cnt_reasm_beyond.val();
        self.cnt_area_bytes.next = self.area_wr.cnt_bytes.val();
    }
}
