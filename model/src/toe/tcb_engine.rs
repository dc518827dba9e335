//! ToeTcbEngine: the TCB store and what a segment does to its connection, emitted as
//! `rtl/toe_tcb_engine.v`.
//!
//! The 1024 connections' TCBs ([`TcbWord`], 1010 bits) live in one block RAM. A segment for a
//! connection (`s_seg`, [`EngSegIn`]: toe_rx_parse's fields and toe_conn_table's slot) is one
//! event: its TCB is read, the decisions run on it one after the other, the TCB is written
//! back and the event's outputs are offered. Golden: `toe::Toe::segment` (RFC 9293 sections
//! 3.10.7.3 and 3.10.7.4), which calls the same decisions:
//! - SYN-SENT: `toe_open` (golden `toe_open::open_decide`): a RST for an unacceptable ACK, the
//!   connection reset, dropped, or the SYN's parameters taken and then ESTABLISHED (with the
//!   handshake's RTT samples through `toe_rtt`: Karn's timed SYN when the ACK covers it, then
//!   the timestamp echo; an ACK due) or SYN-RECEIVED (simultaneous open: our SYN-ACK);
//! - any other state: `toe_rx_seq` (golden `toe_seq::rx_decide`): acceptability, RST, SYN, the
//!   ACK bit, the text and the FIN as decided; its action is applied here: a SYN retransmitted
//!   into SYN-RECEIVED sends the SYN-ACK again, a drop acknowledges when asked, a challenge ACK
//!   (RFC 5961), a reset frees the slot, or on to:
//! - SYN-RECEIVED's handshake: an ACK with SND.UNA < SEG.ACK =< SND.MAX establishes the
//!   connection (the window from the segment, the handshake's RTT sample: the timestamp echo,
//!   else Karn's timed SYN), anything else draws a RST (RFC 9293 section 3.10.7.4, fifth);
//! - `toe_ack` (golden `toe_ack::ack_decide`): the ACK field, applied to the TCB (an ACK of
//!   unsent data is dropped and acknowledged, the retransmission timer, the FIN's
//!   acknowledgement and its state change, the slot freed after LAST-ACK);
//! - the text and the FIN: the payload gate's command (`m_gate`, one per segment, also for a
//!   segment dropped early: the gate must drop its payload), RCV.NXT, the delayed ACK, the
//!   FIN's next state (golden `toe_seq::fin_next`) and TIME-WAIT's timer.
//!
//! A SYN-ACK's transmission (simultaneous open, a SYN retransmitted into SYN-RECEIVED) changes
//! the TCB here as golden's `transmit_syn` does and asks the transmit side for the frame.
//!
//! A transmit turn (`s_pick`: a connection's turn in the ready ring) is the second event kind,
//! golden `Toe::turn` and `Toe::output`: the slot leaves the ring; a slot whose connection was
//! freed (`live` clear) ends its turn there; otherwise `toe_send_plan` and `toe_tx_hdr` run
//! side by side on the TCB, the plan's query goes to the ring's record-end bitmap (`m_find`,
//! toe_rec_find's query; its answer on `s_found`) when it has records to send, `toe_send_cut`
//! decides, and the decision is applied: a persist start arms the persist timer at golden's
//! `persist_time`; a pure ACK, data or a FIN advertise toe_tx_hdr's window (RCV.ADV), cancel
//! the delayed ACK, move SND.NXT / SND.MAX / the FIN as cut, time the segment for Karn's
//! rule (or count a retransmission and its bytes), arm the retransmission timer if off, stop
//! the persist timer; the segment's descriptor (`m_seg`, toe_tx_frame's: every header field
//! from the TCB, the tuple included) and its payload's read (`m_rd`, toe_tx_read's) are
//! offered, and the connection goes back into the ring (`m_ready`).
//!
//! Outputs, all offered together after the write-back and each held until taken: the gate
//! command, up to three host events in golden's order (`m_event`: established, acknowledged,
//! then peer-closed / closed / reset), up to four timer commands (`m_timer`: toe_timers' ARM
//! and CANCEL in retransmission, delayed-ACK, persist, TIME-WAIT order, or CANCEL_ALL for a
//! freed slot), the ready-ring push (`m_ready`: a connection that may send, when not already
//! queued: the TCB's `queued` flag, so a slot is never in the ring twice), a control frame
//! (`m_ctl`: SYN-ACK again, or a RST), a freed slot (`m_free`; its word keeps its bits with
//! `live` clear), and a turn's segment and payload read. Counters follow golden's. A segment
//! that finds its slot freed (looked up before its connection ended) is dropped and counted
//! (`cnt_stale`).
//!
//! Host access (`s_tcb_wr`, `s_tcb_rd` / `m_tcb_rd`): a TCB in and out as 16 beats of 64 bits,
//! between events (a write's beats are taken only in IDLE, so they never meet an event).
//!
//! A timer expiry (`s_exp`: toe_timers' connection and mask of the timers that fired) is the
//! third, golden `Toe::expire`: the fired timers' flags clear; TIME-WAIT's end frees the slot;
//! a retransmission timeout runs `toe_timeout` (beside `toe_tx_hdr`) and backs off and goes
//! back to SND.UNA (the SYN / SYN-ACK again when not synchronized) or aborts with a RST (not
//! in SYN-SENT) and `ABORTED`; the delayed ACK's makes an ACK due; the persist timeout's
//! `toe_timeout` decision sends a zero-window probe (SND.UNA - 1) and re-arms the timer.
//!
//! A host command (`s_cmd`: close, abort, consumed or send on a connection) is the fourth, golden
//! `Toe::command`: `toe_cmd` decides beside `toe_tx_hdr`; a refused command (no connection in
//! the slot, or a close while already closing) answers with an `ERROR` event naming the
//! command; a close in SYN-SENT frees the slot (Closed); an abort frees it with a RST from the
//! TCB (not in SYN-SENT) and `ABORTED`; otherwise the TCB takes the state, the queued FIN, the
//! unread count and a due ACK, and the connection wakes when asked; a send moves the data's
//! end (`data_end`) by its bytes, already in the ring, and wakes the connection.
//!
//! New connections are the fifth: an active open (`s_open`: the slot toe_conn_table gave the
//! tuple, the tuple, the next hop's MAC; golden `Toe::connect`) builds a new TCB in the slot
//! (golden `new_tcb`: SYN-SENT, the ISN, the default MSS, the initial RTO; the slot's ring
//! flag kept) and sends the SYN. A segment to a listening port without a connection (`s_seg`
//! with `listen`; golden `listen_segment`, RFC 9293 section 3.10.7.2) runs `toe_open` first
//! without a TCB: a RST answers an ACK, a RST or a segment without SYN is dropped and
//! counted, and a SYN asks toe_conn_table for a slot (`m_ins` / `s_ins`); given one, the new
//! TCB (SYN-RECEIVED) is built and `toe_open` runs again on it to take the SYN's parameters,
//! and the SYN-ACK goes out; without one the segment is dropped and counted (`TableFull`). A
//! listening port's segment without a slot writes no word. Past the half-open quota
//! (`cfg_half_open_max`) a SYN is answered with a SYN cookie (RFC 4987 section 3.6, golden
//! `toe_cookie`; `cfg_syn_cookies`) and no TCB, and an ACK to the listening port that returns
//! a valid cookie takes a slot, the new TCB (ISS = ACK - 1) with the parameters the cookie and
//! the echoed TSval remember, ESTABLISHED (`COOKIE_EST`), then its own segment processing;
//! without cookies the SYN is dropped and counted. The ISN is golden's: a 32-bit
//! Toeplitz hash of the tuple under the secret key (`cfg_isn_key_*`) plus 250 per tick (RFC
//! 6528), computed from the tuple's registers while the slot's word is read.
//!
//! Cost: one event at a time, about 28 cycles for a data segment and 30 for a turn that sends
//! data (the decisions in turn; the RAM's read data registered, a cycle of it).
//!
//! Configuration contract: `cfg_dack`, `cfg_time_wait` and `cfg_rto_max` below 2^16 ticks
//! (toe_timers' ARM field).

use super::ack::ToeAck;
use super::cmd::ToeCmd;
use super::open::ToeOpen;
use super::rtt::ToeRtt;
use super::sack_board::ToeSackBoard;
use super::sack_plan::ToeSackPlan;
use super::reasm::ToeReasm;
use super::rx_seq::ToeRxSeq;
use super::send_cut::ToeSendCut;
use super::send_plan::ToeSendPlan;
use super::timeout::ToeTimeout;
use super::tx_hdr::ToeTxHdr;
use super::*;
use crate::common::sdp_ram::SdpRam;
use crate::common::toeplitz32::Toeplitz32;
use crate::common::toeplitz_cookie::ToeplitzCookie;
use rust_hdl::prelude::*;

/// Address bits: 1024 connections (the standalone `toe`'s; also the connection numbers' width
/// on every port).
pub const CONN_BITS: usize = 10;
/// Width of the half-open count and quota (0..=1024).
pub const HALF_OPEN_BITS: usize = CONN_BITS + 1;

/// The standalone `toe`'s engine: 1024 TCBs.
pub type ToeTcbEngine = ToeTcbEngineN<CONN_BITS>;

/// The engine with 2^`C` TCBs (`C` at most [`CONN_BITS`]; the composed `rnic`'s TOE has 64).
/// Connection numbers stay 10 bits on every port; a host command, TCB read or TCB write naming
/// a connection past the store (golden: `ToeConfig::conn_sets`) finds an all-zero word: the
/// command is refused (`ERROR`, as on a free slot), the read answers zeros, and nothing is
/// written (no other connection's word is touched).
#[derive(LogicBlock, Default)]
pub struct ToeTcbEngineN<const C: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_seg: EngSegIn,
    pub m_gate: GateCmdOut,
    pub m_event: EngEventOut,
    pub m_timer: TimerSetOut,
    pub m_ready: ConnOut,
    /// A control frame (toe_tx_frame's descriptor, no payload): a RST answering the segment,
    /// or the connection's SYN / SYN-ACK.
    pub m_ctl: TxSegOut,
    pub m_free: ConnOut,
    /// A transmit opportunity: the connection's turn in the ready ring.
    pub s_pick: ConnIn,
    /// A connection's timers that fired in one sweep (toe_timers' `m_exp`).
    pub s_exp: TimerExpIn,
    /// Host commands on a connection (close, abort, consumed).
    pub s_cmd: EngCmdIn,
    /// Active opens: a connect into the slot the connection table gave.
    pub s_open: EngOpenIn,
    /// A listening port's new connection asks the connection table for a slot.
    pub m_ins: InsQOut,
    pub s_ins: InsAIn,
    /// The plan's query to the ring's record-end bitmap (toe_rec_find) and its answer.
    pub m_find: FindQOut,
    pub s_found: FindAIn,
    /// A segment to send (toe_tx_frame's descriptor) and its payload's read (toe_tx_read).
    pub m_seg: TxSegOut,
    pub m_rd: TxRdOut,
    pub s_tcb_wr: TcbWrIn,
    pub s_tcb_rd: ConnIn,
    pub m_tcb_rd: TcbRdOut,
    /// The tick count (TSval, RTT samples).
    pub now: Signal<In, Bits<32>>,
    /// RTO floor and ceiling, delayed-ACK time, TIME-WAIT (2 x MSL), in ticks; the receive
    /// buffer in bytes (a SYN-ACK's window).
    pub cfg_rto_min: Signal<In, Bits<32>>,
    pub cfg_rto_max: Signal<In, Bits<32>>,
    pub cfg_dack: Signal<In, Bits<16>>,
    pub cfg_time_wait: Signal<In, Bits<16>>,
    pub cfg_rcv_buf: Signal<In, Bits<32>>,
    /// Our side of a SYN's negotiation (golden `toe_open::OpenCfg`): MSS, window-scale shift,
    /// SACK-permitted offered.
    pub cfg_mss: Signal<In, Bits<16>>,
    pub cfg_rcv_shift: Signal<In, Bits<4>>,
    pub cfg_sack: Signal<In, Bit>,
    /// Retransmission limits: after this many timeouts in a row, an abort (before the
    /// connection is synchronized, the SYN's limit).
    pub cfg_retries: Signal<In, Bits<8>>,
    pub cfg_syn_retries: Signal<In, Bits<8>>,
    /// A new connection's RTO (ticks, golden `rto_initial`) and the ISN's secret key
    /// ([`IsnKey`]: bytes 0-3 in `hi`, 4-11 in `lo`, first byte on top).
    pub cfg_rto_initial: Signal<In, Bits<32>>,
    /// RFC 5961 section 7's throttle: challenge ACKs a connection may send (0..15) in any
    /// `cfg_chal_window` ticks.
    pub cfg_chal_limit: Signal<In, Bits<4>>,
    pub cfg_chal_window: Signal<In, Bits<32>>,
    /// SYN floods (golden `half_open_max`, cookies off): at most this many passive
    /// connections in SYN-RECEIVED (0..=1024); a listening port's SYN past it is dropped
    /// without asking the connection table for a slot (`cnt_half_open_full`).
    pub cfg_half_open_max: Signal<In, Bits<HALF_OPEN_BITS>>,
    /// SYN cookies past the quota (golden `syn_cookies`, RFC 4987 section 3.6): such a SYN
    /// is answered with a cookie SYN-ACK and no TCB, and a listening port's ACK that returns
    /// a valid cookie opens the connection ESTABLISHED; off, the SYN is dropped. The key is
    /// golden's `cookie_key` bytes 1 ..= 16, byte 1 on top of `hi` (its byte 0 reaches no
    /// bit of a cookie: [`ToeplitzCookie`]).
    pub cfg_syn_cookies: Signal<In, Bit>,
    /// Keep out-of-order data (golden `ooo_blocks` = [`REASM_BLOCKS`]; clear: 0, dropped):
    /// a segment past RCV.NXT goes into the connection's store (`toe_reasm`), its kept bytes
    /// to the reassembly area (the gate command's `keep`), and a block RCV.NXT reaches is
    /// replayed from the area after the segment (`replay`).
    pub cfg_ooo: Signal<In, Bit>,
    pub cfg_cookie_key_hi: Signal<In, Bits<64>>,
    pub cfg_cookie_key_lo: Signal<In, Bits<64>>,
    pub cfg_isn_key_hi: Signal<In, Bits<32>>,
    pub cfg_isn_key_lo: Signal<In, Bits<64>>,
    /// Segments taken; drops by cause (golden `Counters::dropped`'s names: Paws, OutOfWindow,
    /// RstOutOfWindow, SynInWindow, NoAck, BadAck, AckOfUnsent, Duplicate); challenge ACKs,
    /// out-of-order segments, duplicate ACKs, fast retransmits; bytes delivered and acked.
    pub cnt_segments: Signal<Out, Bits<32>>,
    pub cnt_paws: Signal<Out, Bits<32>>,
    pub cnt_out_of_window: Signal<Out, Bits<32>>,
    pub cnt_rst_out_of_window: Signal<Out, Bits<32>>,
    pub cnt_syn_in_window: Signal<Out, Bits<32>>,
    pub cnt_no_ack: Signal<Out, Bits<32>>,
    pub cnt_bad_ack: Signal<Out, Bits<32>>,
    pub cnt_ack_of_unsent: Signal<Out, Bits<32>>,
    /// ACKs older than SND.UNA - MAX.SND.WND (RFC 5961 section 5.2), dropped with a
    /// challenge ACK.
    pub cnt_ack_too_old: Signal<Out, Bits<32>>,
    pub cnt_duplicate: Signal<Out, Bits<32>>,
    pub cnt_challenge: Signal<Out, Bits<32>>,
    /// Challenge ACKs the throttle held back.
    pub cnt_challenge_limited: Signal<Out, Bits<32>>,
    pub cnt_out_of_order: Signal<Out, Bits<32>>,
    pub cnt_dup_acks: Signal<Out, Bits<32>>,
    pub cnt_fast_rexmt: Signal<Out, Bits<32>>,
    pub cnt_bytes_delivered: Signal<Out, Bits<32>>,
    pub cnt_bytes_acked: Signal<Out, Bits<32>>,
    /// SYN-SENT's drops: a RST without an ACK; neither SYN nor RST (golden RstNoAck, NoSyn;
    /// SYN-SENT's unacceptable ACK counts as BadAck).
    pub cnt_rst_no_ack: Signal<Out, Bits<32>>,
    pub cnt_no_syn: Signal<Out, Bits<32>>,
    /// Transmit turns taken; segments sent from them (golden `frames_out` less the control
    /// frames), those with data, those sent again and their bytes (golden's names).
    pub cnt_turns: Signal<Out, Bits<32>>,
    pub cnt_segments_out: Signal<Out, Bits<32>>,
    pub cnt_data_segments_out: Signal<Out, Bits<32>>,
    pub cnt_retransmitted_segments: Signal<Out, Bits<32>>,
    pub cnt_retransmitted_bytes: Signal<Out, Bits<32>>,
    /// Segments that found their slot freed (looked up before the connection ended: the
    /// payload dropped, nothing else done).
    pub cnt_stale: Signal<Out, Bits<32>>,
    /// Timer sweeps' expiries taken; retransmission timeouts acted on, zero-window probes,
    /// RSTs sent (golden's `rto_expiries`, `zero_window_probes`, `rst_out`).
    pub cnt_expiries: Signal<Out, Bits<32>>,
    pub cnt_rto_expiries: Signal<Out, Bits<32>>,
    pub cnt_zero_window_probes: Signal<Out, Bits<32>>,
    pub cnt_rst_out: Signal<Out, Bits<32>>,
    /// A listening port's segments dropped (golden's `ListenRst`, `ListenNoSyn`) or answered
    /// with a RST (`ListenAck`); new connections without a slot (`TableFull`).
    pub cnt_listen_rst: Signal<Out, Bits<32>>,
    pub cnt_listen_ack: Signal<Out, Bits<32>>,
    pub cnt_listen_no_syn: Signal<Out, Bits<32>>,
    pub cnt_table_full: Signal<Out, Bits<32>>,
    /// Listening-port SYNs dropped at the half-open quota (golden's `HalfOpenFull`).
    pub cnt_half_open_full: Signal<Out, Bits<32>>,
    /// Cookie SYN-ACKs sent, and connections a returned cookie opened (golden's
    /// `syn_cookies_sent`, `syn_cookies_ok`).
    pub cnt_syn_cookies_sent: Signal<Out, Bits<32>>,
    pub cnt_syn_cookies_ok: Signal<Out, Bits<32>>,
    /// The out-of-order store (golden's `ooo_kept`, `ooo_replayed_bytes`, `sack_acks_out`,
    /// and the drops `ReasmDuplicate`, `ReasmFull`, `ReasmBeyond`).
    pub cnt_ooo_kept: Signal<Out, Bits<32>>,
    pub cnt_ooo_replayed_bytes: Signal<Out, Bits<32>>,
    pub cnt_sack_acks_out: Signal<Out, Bits<32>>,
    pub cnt_reasm_duplicate: Signal<Out, Bits<32>>,
    pub cnt_reasm_full: Signal<Out, Bits<32>>,
    pub cnt_reasm_beyond: Signal<Out, Bits<32>>,
    /// Segments sent again by RFC 6675's NextSeg rule (golden's `sack_retransmits`).
    pub cnt_sack_retransmits: Signal<Out, Bits<32>>,
    ram: SdpRam<{ tcb_w::BITS }, C>,
    rx_seq: ToeRxSeq,
    ack: ToeAck,
    rtt: ToeRtt,
    open: ToeOpen,
    plan: ToeSendPlan,
    cut: ToeSendCut,
    hdr: ToeTxHdr,
    timeout: ToeTimeout,
    cmd: ToeCmd,
    isn: Toeplitz32,
    /// The SYN cookie's hash: of a SYN's tuple, ISN and the current counter, or of an ACK's
    /// tuple, SEQ - 1 and the counter in ACK - 1.
    cookie: ToeplitzCookie,
    ck_in: DFF<Bits<{ cookie_in::BITS }>>,
    ck_h: DFF<Bits<24>>,
    /// The ACK returns a valid cookie (its hash and a counter of now or the step before).
    ck_ok: DFF<Bit>,
    /// A SYN's MSS (the peer's or the default) against ours, and its index in the table.
    ck_m: DFF<Bits<16>>,
    ck_idx: DFF<Bits<3>>,
    /// A cookie SYN-ACK's TSval (the peer's shift and SACK-permitted in its low bits).
    ck_ts: DFF<Bits<32>>,
    /// The event opens a connection from a returned cookie.
    is_cookie: DFF<Bit>,
    /// The control frame is a cookie SYN-ACK: addressed from the segment, its fields from
    /// the `c_*` registers.
    c_cookie: DFF<Bit>,
    n_ck_sent: DFF<Bits<32>>,
    n_ck_ok: DFF<Bits<32>>,
    ck_c: Signal<Local, Bits<32>>,
    ck_cur: Signal<Local, Bits<5>>,
    /// The counter's step before (modulo 32, golden `t.wrapping_sub(1)`'s low bits).
    ck_prev: Signal<Local, Bits<5>>,
    ck_key: Signal<Local, Bits<128>>,
    ck_d: Signal<Local, Bits<{ cookie_in::BITS }>>,
    ck_pm: Signal<Local, Bits<16>>,
    ck_tsb: Signal<Local, Bits<32>>,
    ck_tmss: Signal<Local, Bits<16>>,
    ck_take: Signal<Local, Bit>,
    new_iss: Signal<Local, Bits<32>>,
    /// The cookie ACK's window, scaled by the shift its TSval brought back.
    ck_wnd: Signal<Local, Bits<32>>,
    /// RFC 6675 on connections that agreed SACK: an ACK's blocks into the scoreboard, and
    /// the transmit rule in recovery.
    board: ToeSackBoard,
    splan: ToeSackPlan,
    /// The receiver's out-of-order store: a segment past RCV.NXT stored, or RCV.NXT's
    /// advance into the held blocks.
    rq: ToeReasm,
    /// toe_reasm's answer, registered: the verdict, the list after, the kept end, the
    /// replay; `q_ran`: it ran for this segment.
    q_ran: DFF<Bit>,
    q_v: DFF<Bits<2>>,
    q_count: DFF<Bits<3>>,
    q_s: [DFF<Bits<32>>; REASM_BLOCKS],
    q_e: [DFF<Bits<32>>; REASM_BLOCKS],
    q_kept_end: DFF<Bits<32>>,
    q_replay: DFF<Bit>,
    q_replay_end: DFF<Bits<32>>,
    /// The receive space's end (golden `toe_reasm::space_end`): RCV.NXT plus the buffer
    /// not holding unread bytes, or RCV.ADV if that is further left; registered in two steps.
    rq_room: DFF<Bits<32>>,
    rq_space: DFF<Bits<32>>,
    /// The gate command's reassembly part: the kept bytes into the area, the replay after.
    g_keep: DFF<Bit>,
    g_replay: DFF<Bit>,
    g_rseq: DFF<Bits<32>>,
    g_rlen: DFF<Bits<32>>,
    /// The turn is a pure ACK owed while data is held (golden `output`'s first rule), and
    /// the SACK blocks its ACK carries.
    x_owe: DFF<Bit>,
    x_nblk: DFF<Bits<3>>,
    n_kept: DFF<Bits<32>>,
    n_replayed: DFF<Bits<32>>,
    n_sack_out: DFF<Bits<32>>,
    n_rq_dup: DFF<Bits<32>>,
    n_rq_full: DFF<Bits<32>>,
    n_rq_beyond: DFF<Bits<32>>,
    rq_need: Signal<Local, Bit>,
    text_st: Signal<Local, Bits<6>>,
    rq_left: Signal<Local, Bits<32>>,
    d_space: Signal<Local, Bits<32>>,
    owe: Signal<Local, Bit>,
    q_rlen: Signal<Local, Bits<32>>,
    /// A kept segment's bytes (at most its payload's 16-bit length: the low halves' difference).
    g_klen: Signal<Local, Bits<16>>,
    /// The advance's RCV.NXT (the replay's start).
    q_seq: DFF<Bits<32>>,
    st: DFF<Bits<6>>,
    tcb: DFF<Bits<{ tcb_w::BITS }>>,
    /// The block RAM's read data, registered as it leaves the RAM (SEG_DATA / HOST_DATA):
    /// LOAD's decisions and the TCB register's load start at flip-flops, not at the 87
    /// DP16KD's outputs (their clock-to-out and the routing out of them took most of a
    /// cycle before the TCB register's write-selection mux).
    rd_q: DFF<Bits<{ tcb_w::BITS }>>,
    /// In LOAD (set in SEG_DATA, LOAD's one way in) and in HOST_WRITE (set as the host's
    /// last beat is taken): the selects of the TCB register's load and of the RAM's write
    /// data come from flip-flops of their own, not from a decode of the state register
    /// (each drives the word's 1563 bits).
    in_load: DFF<Bit>,
    wr_host: DFF<Bit>,
    /// The block RAM's write, registered (the word's 1010 bits reach the RAM from flip-flops).
    wr_en: DFF<Bit>,
    wr_data: DFF<Bits<{ tcb_w::BITS }>>,
    /// The host port's write shift register (a host read sends `rd_q`'s slots in turn
    /// instead: the RAM's address, `conn`, holds and nothing writes the RAM while it reads,
    /// so `rd_q` holds the word; issue 17, eleventh session: the read's 1600-bit load and
    /// shift are gone, and in `toe`, whose write port is tied off, the register with them).
    sr: DFF<Bits<{ tcb_beats_w::BITS }>>,
    beat: DFF<Bits<5>>,
    /// The event's connection number (10 bits, as on the ports), its TCB's address in the
    /// store (its low `C` bits), and whether it is past the store (never in the full `toe`).
    conn: DFF<Bits<CONN_BITS>>,
    addr: Signal<Local, Bits<C>>,
    past: Signal<Local, Bit>,
    /// The event is a transmit turn (else a segment or an expiry).
    is_tx: DFF<Bit>,
    /// The event is a connection's timer expiries, `e_mask` the timers that fired.
    is_exp: DFF<Bit>,
    e_mask: DFF<Bits<4>>,
    /// The expiry's timers that the loaded TCB has running.
    fired: Signal<Local, Bits<4>>,
    /// The event is a host command (`k_cmd`, `k_n`), an active open, a segment to a listening
    /// port; a new TCB is built in the slot (an open, or a listening port's segment once the
    /// connection table has given it a slot).
    is_cmd: DFF<Bit>,
    is_open: DFF<Bit>,
    is_listen: DFF<Bit>,
    is_new: DFF<Bit>,
    k_cmd: DFF<Bits<2>>,
    k_n: DFF<Bits<32>>,
    k_taken: DFF<Bit>,
    /// toe_cmd's decision.
    k_action: DFF<Bits<2>>,
    k_aborted: DFF<Bit>,
    k_rst: DFF<Bit>,
    k_state: DFF<Bits<4>>,
    k_fin_queued: DFF<Bit>,
    k_rcv_unread: DFF<Bits<32>>,
    k_ack_now: DFF<Bit>,
    k_wake: DFF<Bit>,
    /// The ISN (golden `Toe::isn`): the tuple's hash and the ISN clock, registered, then
    /// their sum.
    isn_h: DFF<Bits<32>>,
    isn_clock: DFF<Bits<32>>,
    iss: DFF<Bits<32>>,
    to_taken: DFF<Bit>,
    /// toe_timeout's decision.
    o_to_action: DFF<Bits<2>>,
    o_to_retries: DFF<Bits<8>>,
    o_to_rto: DFF<Bits<32>>,
    o_to_ssthresh: DFF<Bits<32>>,
    o_to_cwnd: DFF<Bits<32>>,
    o_to_recover: DFF<Bits<32>>,
    o_to_snd_nxt: DFF<Bits<32>>,
    o_to_shift: DFF<Bits<5>>,
    o_to_ticks: DFF<Bits<32>>,
    /// An abort's event says the retransmissions ran out.
    x_exhausted: DFF<Bit>,
    // A transmit turn: toe_send_plan's plan, the ring's answer, toe_tx_hdr's fields (taken
    // beside the plan), toe_send_cut's decision, the header's tick and flags.
    pl_taken: DFF<Bit>,
    h_taken: DFF<Bit>,
    h_done: DFF<Bit>,
    pl_kind: DFF<Bits<2>>,
    pl_start: DFF<Bits<32>>,
    pl_limit: DFF<Bits<16>>,
    pl_cut_ok: DFF<Bit>,
    pl_retransmit: DFF<Bit>,
    pl_advance: DFF<Bit>,
    f_found: DFF<Bit>,
    f_off: DFF<Bits<16>>,
    h_window: DFF<Bits<16>>,
    h_rcv_adv: DFF<Bits<32>>,
    h_ack_seq: DFF<Bits<32>>,
    x_action: DFF<Bits<2>>,
    x_seq: DFF<Bits<32>>,
    x_len: DFF<Bits<16>>,
    x_resent: DFF<Bits<16>>,
    x_retransmit: DFF<Bit>,
    x_snd_nxt: DFF<Bits<32>>,
    x_snd_max: DFF<Bits<32>>,
    x_fin_sent: DFF<Bit>,
    x_persist: DFF<Bit>,
    x_flags: DFF<Bits<8>>,
    x_now: DFF<Bits<32>>,
    /// The persist timer's time for this TCB (golden `toe_timeout::persist_time`): RTO x
    /// 2^shift within the RTO bounds, three registered steps from the TCB register.
    pt_sh: DFF<Bits<32>>,
    pt_lo: DFF<Bits<32>>,
    pt: DFF<Bits<32>>,
    // The segment.
    s_mac: DFF<Bits<48>>,
    s_ip: DFF<Bits<32>>,
    s_sport: DFF<Bits<16>>,
    s_dport: DFF<Bits<16>>,
    s_seq: DFF<Bits<32>>,
    s_ack: DFF<Bits<32>>,
    s_flags: DFF<Bits<8>>,
    s_win: DFF<Bits<16>>,
    s_len: DFF<Bits<16>>,
    s_ts_on: DFF<Bit>,
    s_ts_val: DFF<Bits<32>>,
    s_ts_ecr: DFF<Bits<32>>,
    s_mss_on: DFF<Bit>,
    s_mss: DFF<Bits<16>>,
    s_ws_on: DFF<Bit>,
    s_ws: DFF<Bits<8>>,
    s_sackp: DFF<Bit>,
    /// The segment's SACK blocks.
    s_nblk: DFF<Bits<3>>,
    s_bl: [DFF<Bits<32>>; SACK_BLOCKS_IN],
    s_br: [DFF<Bits<32>>; SACK_BLOCKS_IN],
    /// SND.UNA as the ACK leaves it (golden `ack_field`'s `una`: the ACK when it is
    /// acceptable, else SND.UNA), toe_sack_board's.
    b_una: DFF<Bits<32>>,
    /// toe_sack_board's answer: the scoreboard after the ACK, a block with news (RFC 6675's
    /// SACK duplicate), SND.UNA's byte lost.
    b_count: DFF<Bits<3>>,
    b_s: [DFF<Bits<32>>; SACK_RANGES],
    b_e: [DFF<Bits<32>>; SACK_RANGES],
    b_high: DFF<Bits<32>>,
    b_newly: DFF<Bit>,
    b_lost: DFF<Bit>,
    /// The turn's plan is toe_sack_plan's (NextSeg's), not toe_send_plan's.
    sp_by: DFF<Bit>,
    /// One past the segment's last byte (HighRxt's candidate when it is sent again).
    x_end: DFF<Bits<32>>,
    n_sack_rexmt: DFF<Bits<32>>,
    // toe_open's decision.
    o_action: DFF<Bits<3>>,
    o_cause: DFF<Bits<3>>,
    // toe_rx_seq's decision.
    d_action: DFF<Bits<3>>,
    d_cause: DFF<Bits<3>>,
    d_ack_now: DFF<Bit>,
    d_signal: DFF<Bits<2>>,
    d_ts_upd: DFF<Bit>,
    d_ts_recent: DFF<Bits<32>>,
    d_text: DFF<Bits<2>>,
    d_skip: DFF<Bits<16>>,
    d_take: DFF<Bits<16>>,
    d_dack_start: DFF<Bit>,
    d_unacked: DFF<Bits<2>>,
    d_fin: DFF<Bit>,
    d_fin_late: DFF<Bit>,
    d_rcv_nxt: DFF<Bits<32>>,
    // toe_ack's decision (what is not written straight into the TCB).
    a_unsent: DFF<Bit>,
    a_too_old: DFF<Bit>,
    a_persist_stop: DFF<Bit>,
    a_advanced: DFF<Bit>,
    a_data_acked: DFF<Bits<32>>,
    a_fin_acked: DFF<Bits<3>>,
    a_rexmt_first: DFF<Bit>,
    a_rexmt_timer: DFF<Bits<2>>,
    a_dup_ack: DFF<Bit>,
    a_fast_rexmt: DFF<Bit>,
    a_wake: DFF<Bit>,
    // The handshake's RTT sample.
    r_sample: DFF<Bits<32>>,
    r_on: DFF<Bit>,
    r2_sample: DFF<Bits<32>>,
    r2_on: DFF<Bit>,
    /// After the RTT samples: the ACK field (SYN-RECEIVED), or done (SYN-SENT).
    rtt_then_ack: DFF<Bit>,
    // The event's outputs, pending until taken.
    wake: DFF<Bit>,
    p_gate: DFF<Bit>,
    g_deliver: DFF<Bit>,
    g_seq: DFF<Bits<32>>,
    p_est: DFF<Bit>,
    p_acked: DFF<Bit>,
    p_last: DFF<Bit>,
    last_kind: DFF<Bits<3>>,
    p_rexmt: DFF<Bit>,
    rexmt_arm: DFF<Bit>,
    rexmt_ticks: DFF<Bits<16>>,
    p_dack: DFF<Bit>,
    /// The delayed-ACK command arms (a segment's) or cancels (an ACK sent); the persist
    /// command cancels (an ACK's) or arms (a transmit turn's persist start).
    dack_arm: DFF<Bit>,
    p_persist: DFF<Bit>,
    persist_arm: DFF<Bit>,
    persist_ticks: DFF<Bits<16>>,
    p_tw: DFF<Bit>,
    p_all: DFF<Bit>,
    p_ready: DFF<Bit>,
    p_ctl: DFF<Bit>,
    /// The RST answering the segment (RFC 9293 section 3.10.7.1's form), kept up to date.
    r_seq: DFF<Bits<32>>,
    r_ack: DFF<Bits<32>>,
    r_flags: DFF<Bits<8>>,
    /// The control frame: the RST above (addressed back to the segment's sender), or one the
    /// connection sends (addressed from the TCB) with these fields.
    c_from_seg: DFF<Bit>,
    c_seq: DFF<Bits<32>>,
    c_ack: DFF<Bits<32>>,
    c_flags: DFF<Bits<8>>,
    c_window: DFF<Bits<16>>,
    c_mss_on: DFF<Bit>,
    c_ws_on: DFF<Bit>,
    c_ws: DFF<Bits<4>>,
    c_sackp: DFF<Bit>,
    c_ts_on: DFF<Bit>,
    c_ts_val: DFF<Bits<32>>,
    c_ts_ecr: DFF<Bits<32>>,
    p_free: DFF<Bit>,
    p_seg: DFF<Bit>,
    p_rd: DFF<Bit>,
    // Counters.
    n_seg: DFF<Bits<32>>,
    n_paws: DFF<Bits<32>>,
    n_oow: DFF<Bits<32>>,
    n_rst_oow: DFF<Bits<32>>,
    n_syn_iw: DFF<Bits<32>>,
    n_no_ack: DFF<Bits<32>>,
    n_bad_ack: DFF<Bits<32>>,
    n_unsent: DFF<Bits<32>>,
    n_too_old: DFF<Bits<32>>,
    n_chal_lim: DFF<Bits<32>>,
    /// The connection's challenge-ACK window has run out; a challenge ACK may go (both from
    /// the TCB and the tick count of the cycle before: the TCB is loaded cycles earlier).
    chal_new: DFF<Bit>,
    chal_ok: DFF<Bit>,
    n_dup: DFF<Bits<32>>,
    n_chal: DFF<Bits<32>>,
    n_ooo: DFF<Bits<32>>,
    n_dupack: DFF<Bits<32>>,
    n_fastrx: DFF<Bits<32>>,
    n_deliv: DFF<Bits<32>>,
    n_acked: DFF<Bits<32>>,
    n_rst_no_ack: DFF<Bits<32>>,
    n_no_syn: DFF<Bits<32>>,
    n_turns: DFF<Bits<32>>,
    n_seg_out: DFF<Bits<32>>,
    n_data_out: DFF<Bits<32>>,
    n_rexmt_seg: DFF<Bits<32>>,
    n_rexmt_bytes: DFF<Bits<32>>,
    n_stale: DFF<Bits<32>>,
    n_exp: DFF<Bits<32>>,
    n_rto: DFF<Bits<32>>,
    n_probes: DFF<Bits<32>>,
    n_rst_out: DFF<Bits<32>>,
    n_listen_rst: DFF<Bits<32>>,
    n_listen_ack: DFF<Bits<32>>,
    n_listen_no_syn: DFF<Bits<32>>,
    n_table_full: DFF<Bits<32>>,
    n_half_full: DFF<Bits<32>>,
    /// Passive connections in SYN-RECEIVED, counted at every TCB write (a word written by
    /// the host's TCB access, test tooling, is not counted), the quota reached (registered),
    /// and whether the event's TCB was one when loaded.
    half_open: DFF<Bits<HALF_OPEN_BITS>>,
    half_full: DFF<Bit>,
    was_half: DFF<Bit>,
    // Combinational helpers.
    fl: Signal<Local, Bits<8>>,
    tq: Signal<Local, Bits<{ tcb_w::BITS }>>,
    chal_age: Signal<Local, Bits<32>>,
    /// This cycle's event asks for a challenge ACK.
    chal_req: Signal<Local, Bit>,
    wb: Signal<Local, Bits<{ tcb_w::BITS }>>,
    sr_in: Signal<Local, Bits<{ tcb_beats_w::BITS }>>,
    idle: Signal<Local, Bit>,
    take_wr: Signal<Local, Bit>,
    take_rd: Signal<Local, Bit>,
    take_seg: Signal<Local, Bit>,
    d_hs_una: Signal<Local, Bits<32>>,
    d_hs_max: Signal<Local, Bits<32>>,
    ack_ok: Signal<Local, Bit>,
    seg_len: Signal<Local, Bits<32>>,
    syn_win: Signal<Local, Bits<32>>,
    d_hs_timing: Signal<Local, Bits<32>>,
    ts_sample: Signal<Local, Bit>,
    ticks_rto: Signal<Local, Bits<32>>,
    fin_state: Signal<Local, Bits<4>>,
    fin_told: Signal<Local, Bit>,
    tw_late: Signal<Local, Bit>,
    outs_busy: Signal<Local, Bit>,
    take_pick: Signal<Local, Bit>,
    take_exp: Signal<Local, Bit>,
    ctl_rst: Signal<Local, Bit>,
    synced: Signal<Local, Bit>,
    pt_shift: Signal<Local, Bits<5>>,
    ticks_persist: Signal<Local, Bits<32>>,
    take_cmd: Signal<Local, Bit>,
    take_open: Signal<Local, Bit>,
    /// An event is taken: its pending outputs and side-by-side flags start clear.
    take_ev: Signal<Local, Bit>,
    /// A segment event (one payload-gate command each).
    is_seg: Signal<Local, Bit>,
    /// The word written back is a passive SYN-RECEIVED connection.
    is_half: Signal<Local, Bit>,
    /// An abort's RST from the TCB this cycle (a retransmission timeout's or the host's).
    abort_rst: Signal<Local, Bit>,
    isn_key: Signal<Local, Bits<96>>,
    tuple: Signal<Local, Bits<64>>,
    /// The ACK field's first state: toe_sack_board's (SACK agreed) or toe_ack's.
    ack_st: Signal<Local, Bits<6>>,
    /// SEG.ACK - SND.UNA, SND.MAX - SEG.ACK (golden `ack_field`'s `una`).
    d_ack_una: Signal<Local, Bits<32>>,
    d_max_ack: Signal<Local, Bits<32>>,
    /// The scoreboard's ranges present (toe_sack_board's count).
    bmask: Signal<Local, Bits<4>>,
    /// HighRxt - the segment's end.
    d_hr_end: Signal<Local, Bits<32>>,
}

impl<const C: usize> Logic for ToeTcbEngineN<C> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, tcb, rd_q, in_load, wr_host, wr_en, wr_data, sr, beat, conn, s_mac, s_ip, s_sport, s_dport, s_seq, s_ack, s_flags, s_win, s_len, s_ts_on, s_ts_val,
            s_ts_ecr, s_mss_on, s_mss, s_ws_on, s_ws, s_sackp, o_action, o_cause, r2_sample, r2_on, rtt_then_ack, n_rst_no_ack, n_no_syn, d_action, d_cause, d_ack_now, d_signal, d_ts_upd, d_ts_recent, d_text, d_skip, d_take, d_dack_start, d_unacked,
            d_fin, d_fin_late, d_rcv_nxt, a_unsent, a_persist_stop, a_advanced, a_data_acked, a_fin_acked, a_rexmt_first,
            a_rexmt_timer, a_dup_ack, a_fast_rexmt, a_wake, r_sample, r_on, wake, p_gate, g_deliver, g_seq, p_est, p_acked, p_last,
            last_kind, p_rexmt, rexmt_arm, rexmt_ticks, p_dack, p_persist, p_tw, p_all, p_ready, p_ctl, r_seq, r_ack, r_flags, c_from_seg, c_seq, c_ack,
            c_flags, c_window, c_mss_on, c_ws_on, c_ws, c_sackp, c_ts_on, c_ts_val, c_ts_ecr, p_free, n_seg, n_paws, n_oow, n_rst_oow, n_syn_iw, n_no_ack, n_bad_ack, n_unsent, n_too_old, a_too_old, n_chal_lim, chal_new, chal_ok, n_dup, n_chal, n_ooo,
            n_dupack, n_fastrx, n_deliv, n_acked, is_tx, pl_taken, h_taken, h_done, pl_kind, pl_start, pl_limit, pl_cut_ok, pl_retransmit,
            pl_advance, f_found, f_off, h_window, h_rcv_adv, h_ack_seq, x_action, x_seq, x_len, x_resent, x_retransmit, x_snd_nxt, x_snd_max,
            x_fin_sent, x_persist, x_flags, x_now, pt_sh, pt_lo, pt, dack_arm, persist_arm, persist_ticks, p_seg, p_rd, n_turns, n_seg_out,
            n_data_out, n_rexmt_seg, n_rexmt_bytes, n_stale, is_exp, e_mask, to_taken, o_to_action, o_to_retries, o_to_rto, o_to_ssthresh,
            o_to_cwnd, o_to_recover, o_to_snd_nxt, o_to_shift, o_to_ticks, x_exhausted, n_exp, n_rto, n_probes, n_rst_out, is_cmd, is_open, is_listen, is_new,
            k_cmd, k_n, k_taken, k_action, k_aborted, k_rst, k_state, k_fin_queued, k_rcv_unread, k_ack_now, k_wake, isn_h, isn_clock, iss, n_listen_rst,
            n_listen_ack, n_listen_no_syn, n_table_full, n_half_full, half_open, half_full, was_half, s_nblk, b_una, b_count, b_high, b_newly, b_lost, sp_by,
            x_end, n_sack_rexmt, ck_in, ck_h, ck_ok, ck_m, ck_idx, ck_ts, is_cookie, c_cookie, n_ck_sent, n_ck_ok, q_ran, q_v, q_count,
            q_kept_end, q_replay, q_replay_end, rq_room, rq_space, g_keep, g_replay, g_rseq, g_rlen, x_owe, x_nblk, n_kept, n_replayed, n_sack_out,
            n_rq_dup, n_rq_full, n_rq_beyond, q_seq
        );
        for i in 0..REASM_BLOCKS {
            self.q_s[i].clock.next = self.clock.val();
            self.q_e[i].clock.next = self.clock.val();
            self.q_s[i].d.next = self.q_s[i].q.val();
            self.q_e[i].d.next = self.q_e[i].q.val();
        }
        self.rq.clock.next = self.clock.val();
        self.rq.reset.next = self.reset.val();
        for i in 0..SACK_BLOCKS_IN {
            self.s_bl[i].clock.next = self.clock.val();
            self.s_br[i].clock.next = self.clock.val();
            self.s_bl[i].d.next = self.s_bl[i].q.val();
            self.s_br[i].d.next = self.s_br[i].q.val();
        }
        for i in 0..SACK_RANGES {
            self.b_s[i].clock.next = self.clock.val();
            self.b_e[i].clock.next = self.clock.val();
            self.b_s[i].d.next = self.b_s[i].q.val();
            self.b_e[i].d.next = self.b_e[i].q.val();
        }
        self.board.clock.next = self.clock.val();
        self.board.reset.next = self.reset.val();
        self.splan.clock.next = self.clock.val();
        self.splan.reset.next = self.reset.val();
        self.ram.clock.next = self.clock.val();
        self.rx_seq.clock.next = self.clock.val();
        self.rx_seq.reset.next = self.reset.val();
        self.ack.clock.next = self.clock.val();
        self.ack.reset.next = self.reset.val();
        self.ack.cfg_rto_min.next = self.cfg_rto_min.val();
        self.ack.cfg_rto_max.next = self.cfg_rto_max.val();
        self.rtt.clock.next = self.clock.val();
        self.rtt.reset.next = self.reset.val();
        self.rtt.cfg_rto_min.next = self.cfg_rto_min.val();
        self.rtt.cfg_rto_max.next = self.cfg_rto_max.val();
        self.open.clock.next = self.clock.val();
        self.open.reset.next = self.reset.val();
        self.open.cfg_mss.next = self.cfg_mss.val();
        self.open.cfg_rcv_shift.next = self.cfg_rcv_shift.val();
        self.open.cfg_sack.next = self.cfg_sack.val();
        self.plan.clock.next = self.clock.val();
        self.plan.reset.next = self.reset.val();
        self.cut.clock.next = self.clock.val();
        self.cut.reset.next = self.reset.val();
        self.hdr.clock.next = self.clock.val();
        self.hdr.reset.next = self.reset.val();
        self.hdr.cfg_rcv_buf.next = self.cfg_rcv_buf.val();
        self.timeout.clock.next = self.clock.val();
        self.timeout.reset.next = self.reset.val();
        self.timeout.cfg_retries.next = self.cfg_retries.val();
        self.timeout.cfg_syn_retries.next = self.cfg_syn_retries.val();
        self.timeout.cfg_rto_min.next = self.cfg_rto_min.val();
        self.timeout.cfg_rto_max.next = self.cfg_rto_max.val();
        self.cmd.clock.next = self.clock.val();
        self.cmd.reset.next = self.reset.val();
        self.cmd.cfg_rcv_buf.next = self.cfg_rcv_buf.val();
        self.cmd.cfg_mss.next = self.cfg_mss.val();
        self.tq.next = self.tcb.q.val();
        // The ACK field's first state: toe_sack_board's on a connection that agreed SACK.
        self.ack_st.next = bits::<6>(eng_state::ACK_OFFER);
        if self.tq.val().get_value_sack_ok() {
            self.ack_st.next = bits::<6>(eng_state::SB_UNA);
        }
        // RFC 5961 section 7: a new window once `cfg_chal_window` ticks have passed since
        // the last began (its count starts again), then at most `cfg_chal_limit` in it.
        self.chal_age.next = self.now.val() - self.tq.val().get_value_chal_start();
        self.chal_new.d.next = self.chal_age.val() >= self.cfg_chal_window.val();
        self.chal_ok.d.next = (self.tq.val().get_value_chal_count() < self.cfg_chal_limit.val()) & !(self.chal_age.val() >= self.cfg_chal_window.val());
        if self.chal_age.val() >= self.cfg_chal_window.val() {
            self.chal_ok.d.next = self.cfg_chal_limit.val().any();
        }
        self.chal_req.next = false;
        self.fl.next = self.s_flags.q.val();

        // ---------------------------------------------------------------- IDLE: what comes in
        // A host write's beats first, then a host read, a segment, a host command, an active
        // open, an expiry (before a turn: it may make the turn's segment: a due ACK, data
        // again), a turn.
        self.idle.next = (self.st.q.val() == eng_state::IDLE) & !self.reset.val();
        self.take_wr.next = self.idle.val() & self.s_tcb_wr.valid.val();
        self.take_rd.next = self.idle.val() & !self.s_tcb_wr.valid.val() & self.s_tcb_rd.valid.val();
        self.take_seg.next = self.idle.val() & !self.s_tcb_wr.valid.val() & !self.s_tcb_rd.valid.val() & !self.s_exp.valid.val() & self.s_seg.valid.val();
        self.take_cmd.next =
            self.idle.val() & !self.s_tcb_wr.valid.val() & !self.s_tcb_rd.valid.val() & !self.s_exp.valid.val() & !self.s_seg.valid.val() & self.s_cmd.valid.val();
        self.take_open.next = self.idle.val()
            & !self.s_tcb_wr.valid.val()
            & !self.s_tcb_rd.valid.val()
            & !self.s_exp.valid.val()
            & !self.s_seg.valid.val()
            & !self.s_cmd.valid.val()
            & self.s_open.valid.val();
        // Expiries first: toe_timers' sweep waits for each one it offers.
        self.take_exp.next = self.idle.val() & !self.s_tcb_wr.valid.val() & !self.s_tcb_rd.valid.val() & self.s_exp.valid.val();
        self.take_pick.next = self.idle.val()
            & !self.s_tcb_wr.valid.val()
            & !self.s_tcb_rd.valid.val()
            & !self.s_seg.valid.val()
            & !self.s_cmd.valid.val()
            & !self.s_open.valid.val()
            & !self.s_exp.valid.val()
            & self.s_pick.valid.val();
        self.take_ev.next = self.take_seg.val() | self.take_cmd.val() | self.take_open.val() | self.take_exp.val() | self.take_pick.val();
        self.s_tcb_wr.ready.next = self.idle.val();
        self.s_tcb_rd.ready.next = self.idle.val() & !self.s_tcb_wr.valid.val();
        self.s_seg.ready.next = self.take_seg.val();
        self.s_cmd.ready.next = self.take_cmd.val();
        self.s_open.ready.next = self.take_open.val();
        self.s_pick.ready.next = self.take_pick.val();
        self.s_exp.ready.next = self.take_exp.val();
        self.addr.next = bit_cast::<C, CONN_BITS>(self.conn.q.val());
        self.past.next = bit_cast::<CONN_BITS, C>(self.addr.val()) != self.conn.q.val();
        self.ram.read_address.next = self.addr.val();
        self.rd_q.d.next = self.ram.read_data.val();
        // A connection past the store reads as a word never written: all zeros (not live).
        if self.past.val() {
            self.rd_q.d.next = bits::<{ tcb_w::BITS }>(0);
        }
        self.fired.next = bits::<4>(0);
        self.fired.next.set_value_rexmt(self.e_mask.q.val().get_value_rexmt() & self.rd_q.q.val().get_value_rexmt_on());
        self.fired.next.set_value_dack(self.e_mask.q.val().get_value_dack() & self.rd_q.q.val().get_value_dack_on());
        self.fired.next.set_value_persist(self.e_mask.q.val().get_value_persist() & self.rd_q.q.val().get_value_persist_on());
        self.fired.next.set_value_time_wait(self.e_mask.q.val().get_value_time_wait() & self.rd_q.q.val().get_value_time_wait_on());
        // The write shift register: each beat enters at the top.
        self.sr_in.next = self.sr.q.val() >> tcb_beat_bits::BEAT_BITS;
        self.sr_in.next.set_value_beat_in(self.s_tcb_wr.data.val());
        self.wr_host.d.next = false;
        if self.take_wr.val() {
            self.sr.d.next = self.sr_in.val();
            self.conn.d.next = self.s_tcb_wr.conn.val();
            if self.s_tcb_wr.last.val() {
                self.wr_host.d.next = true;
                self.st.d.next = bits::<6>(eng_state::HOST_WRITE);
            }
        }
        if self.take_rd.val() {
            self.conn.d.next = self.s_tcb_rd.conn.val();
            self.st.d.next = bits::<6>(eng_state::HOST_ADDR);
        }
        // Every event starts with nothing pending and its kind's flags; most read the slot's
        // TCB first.
        if self.take_ev.val() {
            self.is_tx.d.next = self.take_pick.val();
            self.is_exp.d.next = self.take_exp.val();
            self.is_cmd.d.next = self.take_cmd.val();
            self.is_open.d.next = self.take_open.val();
            self.is_listen.d.next = self.take_seg.val() & self.s_seg.listen.val();
            self.is_new.d.next = self.take_open.val();
            self.dack_arm.d.next = self.take_seg.val();
            self.persist_arm.d.next = false;
            self.pl_taken.d.next = false;
            self.h_taken.d.next = false;
            self.h_done.d.next = false;
            self.to_taken.d.next = false;
            self.k_taken.d.next = false;
            self.f_found.d.next = false;
            self.f_off.d.next = bits::<16>(0);
            self.x_exhausted.d.next = false;
            self.wake.d.next = false;
            self.r_on.d.next = false;
            self.r2_on.d.next = false;
            self.g_deliver.d.next = false;
            self.p_est.d.next = false;
            self.p_acked.d.next = false;
            self.p_last.d.next = false;
            self.p_rexmt.d.next = false;
            self.p_dack.d.next = false;
            self.p_persist.d.next = false;
            self.p_tw.d.next = false;
            self.p_all.d.next = false;
            self.p_ctl.d.next = false;
            self.p_free.d.next = false;
            self.was_half.d.next = false;
            self.is_cookie.d.next = false;
            self.c_cookie.d.next = false;
            self.q_ran.d.next = false;
            self.g_keep.d.next = false;
            self.g_replay.d.next = false;
            self.x_owe.d.next = false;
            self.x_nblk.d.next = bits::<3>(0);
            self.st.d.next = bits::<6>(eng_state::SEG_ADDR);
        }
        if self.take_seg.val() {
            self.conn.d.next = self.s_seg.conn.val();
            self.s_mac.d.next = self.s_seg.src_mac.val();
            self.s_ip.d.next = self.s_seg.src_ip.val();
            self.s_sport.d.next = self.s_seg.src_port.val();
            self.s_dport.d.next = self.s_seg.dst_port.val();
            self.s_seq.d.next = self.s_seg.seq.val();
            self.s_ack.d.next = self.s_seg.ack.val();
            self.s_flags.d.next = self.s_seg.flags.val();
            self.s_win.d.next = self.s_seg.window.val();
            self.s_len.d.next = self.s_seg.len.val();
            self.s_ts_on.d.next = self.s_seg.ts_on.val();
            self.s_ts_val.d.next = self.s_seg.ts_val.val();
            self.s_ts_ecr.d.next = self.s_seg.ts_ecr.val();
            self.s_mss_on.d.next = self.s_seg.mss_on.val();
            self.s_mss.d.next = self.s_seg.mss.val();
            self.s_ws_on.d.next = self.s_seg.ws_on.val();
            self.s_ws.d.next = self.s_seg.ws.val();
            self.s_sackp.d.next = self.s_seg.sackp.val();
            self.s_nblk.d.next = self.s_seg.nblocks.val();
            self.s_bl[0].d.next = self.s_seg.l0.val();
            self.s_br[0].d.next = self.s_seg.r0.val();
            self.s_bl[1].d.next = self.s_seg.l1.val();
            self.s_br[1].d.next = self.s_seg.r1.val();
            self.s_bl[2].d.next = self.s_seg.l2.val();
            self.s_br[2].d.next = self.s_seg.r2.val();
            self.s_bl[3].d.next = self.s_seg.l3.val();
            self.s_br[3].d.next = self.s_seg.r3.val();
            self.n_seg.d.next = self.n_seg.q.val() + 1;
            // A listening port's segment has no TCB yet: toe_open decides first.
            if self.s_seg.listen.val() {
                self.st.d.next = bits::<6>(eng_state::OPEN_OFFER);
            }
        }
        if self.take_cmd.val() {
            self.conn.d.next = self.s_cmd.conn.val();
            self.k_cmd.d.next = self.s_cmd.cmd.val();
            self.k_n.d.next = self.s_cmd.n.val();
        }
        // An active open's tuple takes the segment's registers (as if from the peer).
        if self.take_open.val() {
            self.conn.d.next = self.s_open.conn.val();
            self.s_mac.d.next = self.s_open.remote_mac.val();
            self.s_ip.d.next = self.s_open.remote_ip.val();
            self.s_sport.d.next = self.s_open.remote_port.val();
            self.s_dport.d.next = self.s_open.local_port.val();
        }
        if self.take_pick.val() {
            self.conn.d.next = self.s_pick.conn.val();
            self.n_turns.d.next = self.n_turns.q.val() + 1;
        }
        if self.take_exp.val() {
            self.conn.d.next = self.s_exp.conn.val();
            self.e_mask.d.next = self.s_exp.mask.val();
            self.n_exp.d.next = self.n_exp.q.val() + 1;
        }
        // The ISN (golden `Toe::isn`, RFC 6528): the tuple's keyed hash plus 250 per tick,
        // computed all the time from the tuple's registers (held from the event's start).
        self.isn_key.next = bits::<96>(0);
        self.isn_key.next.set_value_hi(self.cfg_isn_key_hi.val());
        self.isn_key.next.set_value_lo(self.cfg_isn_key_lo.val());
        self.tuple.next = bits::<64>(0);
        self.tuple.next.set_value_remote_ip(self.s_ip.q.val());
        self.tuple.next.set_value_remote_port(self.s_sport.q.val());
        self.tuple.next.set_value_local_port(self.s_dport.q.val());
        self.isn.key.next = self.isn_key.val();
        self.isn.data.next = self.tuple.val();
        self.isn_h.d.next = self.isn.hash.val();
        self.isn_clock.d.next =
            (self.now.val() << isn_tick::TICK_X256) - (self.now.val() << isn_tick::TICK_X4) - (self.now.val() << isn_tick::TICK_X2);
        self.iss.d.next = self.isn_h.q.val() + self.isn_clock.q.val();
        if self.st.q.val() == eng_state::SEG_ADDR {
            self.st.d.next = bits::<6>(eng_state::SEG_DATA);
        }
        self.in_load.d.next = self.st.q.val() == eng_state::SEG_DATA;
        if self.st.q.val() == eng_state::SEG_DATA {
            self.st.d.next = bits::<6>(eng_state::LOAD);
        }
        if self.st.q.val() == eng_state::HOST_ADDR {
            self.st.d.next = bits::<6>(eng_state::HOST_DATA);
        }
        if self.st.q.val() == eng_state::HOST_DATA {
            self.st.d.next = bits::<6>(eng_state::HOST_LOAD);
        }

        // ---------------------------------------------------------------- host access
        // The RAM writes a cycle after WRITE_BACK or HOST_WRITE asks (the connection number
        // holds until the next IDLE, which comes later still: no read meets the write).
        self.ram.write_enable.next = self.wr_en.q.val();
        self.ram.write_address.next = self.addr.val();
        self.ram.write_data.next = self.wr_data.q.val();
        self.wr_en.d.next = false;
        if self.st.q.val() == eng_state::HOST_WRITE {
            self.wr_en.d.next = !self.past.val();
            self.st.d.next = bits::<6>(eng_state::HOST_COMMIT);
        }
        if self.st.q.val() == eng_state::HOST_COMMIT {
            self.st.d.next = bits::<6>(eng_state::IDLE);
        }
        if self.st.q.val() == eng_state::HOST_LOAD {
            self.beat.d.next = bits::<5>(0);
            self.st.d.next = bits::<6>(eng_state::HOST_READ);
        }
        self.m_tcb_rd.valid.next = self.st.q.val() == eng_state::HOST_READ;
        // Zero but in HOST_READ: `rd_q` holds whatever the RAM's address shows otherwise
        // (never-written words differ between simulators).
        self.m_tcb_rd.data.next = bits::<64>(0);
        if self.st.q.val() == eng_state::HOST_READ {
            match self.beat.q.val().index() {
                0 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat0(),
                1 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat1(),
                2 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat2(),
                3 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat3(),
                4 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat4(),
                5 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat5(),
                6 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat6(),
                7 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat7(),
                8 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat8(),
                9 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat9(),
                10 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat10(),
                11 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat11(),
                12 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat12(),
                13 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat13(),
                14 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat14(),
                15 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat15(),
                16 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat16(),
                17 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat17(),
                18 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat18(),
                19 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat19(),
                20 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat20(),
                21 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat21(),
                22 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat22(),
                23 => self.m_tcb_rd.data.next = self.rd_q.q.val().get_value_beat23(),
                24 => self.m_tcb_rd.data.next = bit_cast::<64, 27>(self.rd_q.q.val().get_value_beat24()),
                _ => {}
            }
        }
        self.m_tcb_rd.last.next = self.beat.q.val() == tcb_beats::LAST_BEAT;
        if (self.st.q.val() == eng_state::HOST_READ) & self.m_tcb_rd.ready.val() {
            self.beat.d.next = self.beat.q.val() + 1;
            if self.beat.q.val() == tcb_beats::LAST_BEAT {
                self.st.d.next = bits::<6>(eng_state::IDLE);
            }
        }

        // ---------------------------------------------------------------- LOAD
        // A slot without a connection: a turn takes it out of the ring (golden's freed slot);
        // a segment looked up before its connection ended is dropped.
        if self.in_load.q.val() {
            self.tcb.d.next = self.rd_q.q.val();
            self.was_half.d.next = self.rd_q.q.val().get_value_live()
                & (self.rd_q.q.val().get_value_state() == tcp_state::SYN_RECEIVED)
                & self.rd_q.q.val().get_value_passive();
            if self.is_new.q.val() & self.is_cookie.q.val() & self.rd_q.q.val().get_value_live() {
                // A cookie's ACK whose tuple the table already held: a segment looked up
                // before the connection it opens was inserted (the handshake's ACK and the
                // next segment back to back). The connection exists: the segment is its own,
                // as golden (processing frames one at a time) takes it.
                self.is_new.d.next = false;
                self.is_listen.d.next = false;
                self.is_cookie.d.next = false;
                self.st.d.next = bits::<6>(eng_state::RX_OFFER);
            } else if self.is_new.q.val() {
                // A new connection's slot: its word gives only the ring flag.
                self.st.d.next = bits::<6>(eng_state::NEW_TCB);
            } else if !self.rd_q.q.val().get_value_live() {
                if self.is_cmd.q.val() {
                    // No connection: the command is refused.
                    self.p_last.d.next = true;
                    self.last_kind.d.next = bits::<3>(eng_event::ERROR);
                } else if !self.is_tx.q.val() & !self.is_exp.q.val() {
                    self.n_stale.d.next = self.n_stale.q.val() + 1;
                }
                self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            } else if self.is_cmd.q.val() {
                self.st.d.next = bits::<6>(eng_state::CMD_OFFER);
            } else if self.is_exp.q.val() {
                // The timers that fired run no more (toe_timers has disarmed them). Only those
                // the TCB has running count: a command still on its way to toe_timers when
                // the sweep fired the timer (an ARM the sweep did not see, landing after) can
                // leave a timer armed that the TCB has off, and its later expiry is ignored.
                self.e_mask.d.next = self.fired.val();
                if self.fired.val().get_value_rexmt() {
                    self.tcb.d.next.set_value_rexmt_on(false);
                }
                if self.fired.val().get_value_dack() {
                    self.tcb.d.next.set_value_dack_on(false);
                }
                if self.fired.val().get_value_persist() {
                    self.tcb.d.next.set_value_persist_on(false);
                }
                if self.fired.val().get_value_time_wait() {
                    // TIME-WAIT over: the slot is freed (RFC 9293 section 3.10.8).
                    self.tcb.d.next.set_value_time_wait_on(false);
                    self.p_free.d.next = true;
                    self.p_all.d.next = true;
                    self.p_last.d.next = true;
                    self.last_kind.d.next = bits::<3>(eng_event::CLOSED);
                    self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
                } else {
                    self.st.d.next = bits::<6>(eng_state::EXP_OFFER);
                }
            } else if self.is_tx.q.val() {
                self.st.d.next = bits::<6>(eng_state::TX_OFFER);
            } else if self.rd_q.q.val().get_value_state() == tcp_state::SYN_SENT {
                self.st.d.next = bits::<6>(eng_state::OPEN_OFFER);
            } else {
                self.st.d.next = bits::<6>(eng_state::RX_OFFER);
            }
        }

        // ---------------------------------------------------------------- SYN cookies
        // golden `toe_cookie` (RFC 4987 section 3.6). The hash's input is registered from the
        // segment's registers: a SYN's tuple, SEQ and the current counter (the cookie a
        // SYN-ACK carries), or an ACK's tuple, SEQ - 1 and the counter in ACK - 1 (the cookie
        // it returns); the hash is registered, then the compare. toe_open's eight cycles pass
        // before OPEN_ACT reads `ck_ok`, `ck_idx` and `ck_ts`.
        // A SYN-ACK's window (the receive buffer, at most the field's 65535).
        self.syn_win.next = self.cfg_rcv_buf.val();
        if self.cfg_rcv_buf.val() > syn_window::MAX_WINDOW_FIELD {
            self.syn_win.next = bits::<32>(syn_window::MAX_WINDOW_FIELD);
        }
        self.ck_c.next = self.s_ack.q.val() - 1;
        self.ck_cur.next = self.now.val().get_value_tsc_counter();
        self.ck_key.next = bits::<{ cookie_key::BITS }>(0);
        self.ck_key.next.set_value_ckey_hi(self.cfg_cookie_key_hi.val());
        self.ck_key.next.set_value_ckey_lo(self.cfg_cookie_key_lo.val());
        self.ck_prev.next = self.ck_cur.val() - 1;
        self.ck_d.next = bits::<{ cookie_in::BITS }>(0);
        self.ck_d.next.set_value_tuple(self.tuple.val());
        if self.s_flags.q.val().get_value_syn() {
            self.ck_d.next.set_value_isn(self.s_seq.q.val());
            self.ck_d.next.set_value_counter(self.ck_cur.val());
        } else {
            self.ck_d.next.set_value_isn(self.s_seq.q.val() - 1);
            self.ck_d.next.set_value_counter(self.ck_c.val().get_value_cookie_counter());
        }
        self.ck_in.d.next = self.ck_d.val();
        self.cookie.key.next = self.ck_key.val();
        self.cookie.data.next = self.ck_in.q.val();
        self.ck_h.d.next = self.cookie.hash.val();
        self.ck_ok.d.next = (self.ck_h.q.val() == self.ck_c.val().get_value_cookie_hash())
            & ((self.ck_c.val().get_value_cookie_counter() == self.ck_cur.val()) | (self.ck_c.val().get_value_cookie_counter() == self.ck_prev.val()));
        // A SYN's MSS index (golden `mss_index(min(peer MSS or 536, ours))`): the largest
        // table entry not above it, the first below all.
        self.ck_pm.next = bits::<16>(open_bytes::DEFAULT_MSS);
        if self.s_mss_on.q.val() {
            self.ck_pm.next = self.s_mss.q.val();
        }
        self.ck_m.d.next = self.ck_pm.val();
        if self.cfg_mss.val() < self.ck_pm.val() {
            self.ck_m.d.next = self.cfg_mss.val();
        }
        self.ck_idx.d.next = bits::<3>(0);
        if self.ck_m.q.val() >= cookie_mss::M1 {
            self.ck_idx.d.next = bits::<3>(1);
        }
        if self.ck_m.q.val() >= cookie_mss::M2 {
            self.ck_idx.d.next = bits::<3>(2);
        }
        if self.ck_m.q.val() >= cookie_mss::M3 {
            self.ck_idx.d.next = bits::<3>(3);
        }
        if self.ck_m.q.val() >= cookie_mss::M4 {
            self.ck_idx.d.next = bits::<3>(4);
        }
        if self.ck_m.q.val() >= cookie_mss::M5 {
            self.ck_idx.d.next = bits::<3>(5);
        }
        if self.ck_m.q.val() >= cookie_mss::M6 {
            self.ck_idx.d.next = bits::<3>(6);
        }
        if self.ck_m.q.val() >= cookie_mss::M7 {
            self.ck_idx.d.next = bits::<3>(7);
        }
        // The SYN-ACK's TSval (golden `ts_encode`): the peer's shift (clamped to 14; none:
        // 15) and SACK-permitted (when ours is on) in the low bits under the clock, a step
        // of 32 lower when that would put it ahead of the clock.
        self.ck_tsb.next = bits::<32>(0);
        self.ck_tsb.next.set_value_tsc_shift(bits::<4>(cookie_field::NO_SHIFT));
        if self.s_ws_on.q.val() {
            self.ck_tsb.next.set_value_tsc_shift(bit_cast::<4, 8>(self.s_ws.q.val()));
            if self.s_ws.q.val() > cookie_shift::MAX_SHIFT {
                self.ck_tsb.next.set_value_tsc_shift(bits::<4>(cookie_shift::MAX_SHIFT));
            }
        }
        self.ck_tsb.next.set_value_tsc_sack(self.s_sackp.q.val() & self.cfg_sack.val());
        self.ck_tsb.next.set_value_tsc_clock(self.now.val().get_value_tsc_clock());
        if self.now.val().get_value_tsc_opts() < self.ck_tsb.val().get_value_tsc_opts() {
            self.ck_tsb.next.set_value_tsc_clock(self.now.val().get_value_tsc_clock() - 1);
        }
        self.ck_ts.d.next = self.ck_tsb.val();
        // The MSS a returned cookie names.
        self.ck_tmss.next = bits::<16>(cookie_mss::M0);
        if self.ck_c.val().get_value_cookie_mss_idx() == 1 {
            self.ck_tmss.next = bits::<16>(cookie_mss::M1);
        }
        if self.ck_c.val().get_value_cookie_mss_idx() == 2 {
            self.ck_tmss.next = bits::<16>(cookie_mss::M2);
        }
        if self.ck_c.val().get_value_cookie_mss_idx() == 3 {
            self.ck_tmss.next = bits::<16>(cookie_mss::M3);
        }
        if self.ck_c.val().get_value_cookie_mss_idx() == 4 {
            self.ck_tmss.next = bits::<16>(cookie_mss::M4);
        }
        if self.ck_c.val().get_value_cookie_mss_idx() == 5 {
            self.ck_tmss.next = bits::<16>(cookie_mss::M5);
        }
        if self.ck_c.val().get_value_cookie_mss_idx() == 6 {
            self.ck_tmss.next = bits::<16>(cookie_mss::M6);
        }
        if self.ck_c.val().get_value_cookie_mss_idx() == 7 {
            self.ck_tmss.next = bits::<16>(cookie_mss::M7);
        }
        // golden `listen_open`: a listening port's ACK (neither SYN nor RST), answered with a
        // RST unless it returns a valid cookie.
        self.ck_take.next = self.is_listen.q.val()
            & !self.is_new.q.val()
            & (self.o_action.q.val() == open_action::RESET_FOR)
            & self.cfg_syn_cookies.val()
            & !self.fl.val().get_value_syn()
            & !self.fl.val().get_value_rst()
            & self.ck_ok.q.val();
        self.new_iss.next = self.iss.q.val();
        if self.is_cookie.q.val() {
            self.new_iss.next = self.ck_c.val();
        }
        // golden `cookie_open`, after the remembered SYN's parameters: ESTABLISHED at the
        // ACK, the peer's window scaled, then the segment processed as its first.
        self.ck_wnd.next = bit_cast::<32, 16>(self.s_win.q.val()) << self.tq.val().get_value_snd_shift();
        if self.st.q.val() == eng_state::COOKIE_EST {
            self.tcb.d.next.set_value_state(bits::<4>(tcp_state::ESTABLISHED));
            self.tcb.d.next.set_value_snd_una(self.s_ack.q.val());
            self.tcb.d.next.set_value_snd_nxt(self.s_ack.q.val());
            self.tcb.d.next.set_value_snd_max(self.s_ack.q.val());
            self.tcb.d.next.set_value_data_end(self.s_ack.q.val());
            self.tcb.d.next.set_value_snd_wnd(self.ck_wnd.val());
            self.tcb.d.next.set_value_max_snd_wnd(self.ck_wnd.val());
            self.tcb.d.next.set_value_snd_wl1(self.s_seq.q.val());
            self.tcb.d.next.set_value_snd_wl2(self.s_ack.q.val());
            self.tcb.d.next.set_value_rcv_adv(self.tq.val().get_value_rcv_nxt() + self.syn_win.val());
            self.n_ck_ok.d.next = self.n_ck_ok.q.val() + 1;
            self.p_est.d.next = true;
            self.wake.d.next = true;
            self.st.d.next = bits::<6>(eng_state::RX_OFFER);
        }

        // ---------------------------------------------------------------- a new connection
        // golden `Toe::new_tcb`: everything zero but the state, the tuple, the ISN and what
        // follows from it, the default MSS, no slow-start threshold, the initial RTO; the
        // slot's ring flag kept. An active open sends its SYN; a listening port's segment
        // runs toe_open again on the new TCB to take the SYN's parameters.
        if self.st.q.val() == eng_state::NEW_TCB {
            self.tcb.d.next = bits::<{ tcb_w::BITS }>(0);
            self.tcb.d.next.set_value_queued(self.tq.val().get_value_queued());
            self.tcb.d.next.set_value_live(true);
            self.tcb.d.next.set_value_passive(self.is_listen.q.val());
            self.tcb.d.next.set_value_remote_mac(self.s_mac.q.val());
            self.tcb.d.next.set_value_remote_ip(self.s_ip.q.val());
            self.tcb.d.next.set_value_remote_port(self.s_sport.q.val());
            self.tcb.d.next.set_value_local_port(self.s_dport.q.val());
            self.tcb.d.next.set_value_iss(self.new_iss.val());
            self.tcb.d.next.set_value_snd_una(self.new_iss.val());
            self.tcb.d.next.set_value_snd_nxt(self.new_iss.val());
            self.tcb.d.next.set_value_snd_max(self.new_iss.val());
            self.tcb.d.next.set_value_data_end(self.new_iss.val());
            self.tcb.d.next.set_value_recover(self.new_iss.val());
            self.tcb.d.next.set_value_high_rxt(self.new_iss.val());
            self.tcb.d.next.set_value_snd_mss(bits::<16>(open_bytes::DEFAULT_MSS));
            self.tcb.d.next.set_value_ssthresh(bits::<32>(new_tcb::SSTHRESH_NONE));
            self.tcb.d.next.set_value_rto(self.cfg_rto_initial.val());
            if self.is_listen.q.val() {
                self.tcb.d.next.set_value_state(bits::<4>(tcp_state::SYN_RECEIVED));
                self.st.d.next = bits::<6>(eng_state::OPEN_OFFER);
            } else {
                self.tcb.d.next.set_value_state(bits::<4>(tcp_state::SYN_SENT));
                self.st.d.next = bits::<6>(eng_state::SYN_TX);
            }
        }
        // A listening port's segment that opens a connection: a slot from the connection
        // table (none: dropped and counted, golden's `TableFull`).
        self.m_ins.valid.next = self.st.q.val() == eng_state::INS_Q;
        self.m_ins.remote_ip.next = self.s_ip.q.val();
        self.m_ins.remote_port.next = self.s_sport.q.val();
        self.m_ins.local_port.next = self.s_dport.q.val();
        if self.m_ins.valid.val() & self.m_ins.ready.val() {
            self.st.d.next = bits::<6>(eng_state::INS_A);
        }
        self.s_ins.ready.next = self.st.q.val() == eng_state::INS_A;
        if (self.st.q.val() == eng_state::INS_A) & self.s_ins.valid.val() {
            if self.s_ins.ok.val() {
                self.conn.d.next = self.s_ins.conn.val();
                self.is_new.d.next = true;
                self.st.d.next = bits::<6>(eng_state::SEG_ADDR);
            } else {
                self.n_table_full.d.next = self.n_table_full.q.val() + 1;
                self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            }
        }

        // ---------------------------------------------------------------- a host command
        // golden `Toe::command`: toe_cmd beside toe_tx_hdr (an abort's RST takes its sequence
        // number), then the decision applied: refused (ERROR), the slot freed (Closed, or
        // Aborted with the RST where one applies) or the TCB updated (the state, a FIN
        // queued, the unread count, an ACK due, the connection woken).
        self.cmd.s_in.valid.next = (self.st.q.val() == eng_state::CMD_OFFER) & !self.k_taken.q.val();
        self.cmd.s_in.conn.next = self.conn.q.val();
        self.cmd.s_in.cmd.next = self.k_cmd.q.val();
        self.cmd.s_in.n.next = self.k_n.q.val();
        self.cmd.s_in.state.next = self.tq.val().get_value_state();
        self.cmd.s_in.rcv_nxt.next = self.tq.val().get_value_rcv_nxt();
        self.cmd.s_in.rcv_adv.next = self.tq.val().get_value_rcv_adv();
        self.cmd.s_in.rcv_unread.next = self.tq.val().get_value_rcv_unread();
        self.cmd.s_in.fin_queued.next = self.tq.val().get_value_fin_queued();
        if self.cmd.s_in.valid.val() & self.cmd.s_in.ready.val() {
            self.k_taken.d.next = true;
        }
        if (self.st.q.val() == eng_state::CMD_OFFER) & (self.k_taken.q.val() | self.cmd.s_in.ready.val()) & (self.h_taken.q.val() | self.hdr.s_in.ready.val()) {
            self.st.d.next = bits::<6>(eng_state::CMD_WAIT);
        }
        self.cmd.m_dec.ready.next = true;
        if (self.st.q.val() == eng_state::CMD_WAIT) & self.cmd.m_dec.valid.val() {
            self.k_action.d.next = self.cmd.m_dec.action.val();
            self.k_aborted.d.next = self.cmd.m_dec.aborted.val();
            self.k_rst.d.next = self.cmd.m_dec.rst.val();
            self.k_state.d.next = self.cmd.m_dec.state.val();
            self.k_fin_queued.d.next = self.cmd.m_dec.fin_queued.val();
            self.k_rcv_unread.d.next = self.cmd.m_dec.rcv_unread.val();
            self.k_ack_now.d.next = self.cmd.m_dec.ack_now.val();
            self.k_wake.d.next = self.cmd.m_dec.wake.val();
            self.st.d.next = bits::<6>(eng_state::CMD_APPLY);
        }
        if (self.st.q.val() == eng_state::CMD_APPLY) & self.h_done.q.val() {
            self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            if self.k_action.q.val() == cmd_action::REFUSE {
                self.p_last.d.next = true;
                self.last_kind.d.next = bits::<3>(eng_event::ERROR);
            }
            if self.k_action.q.val() == cmd_action::FREE {
                self.p_free.d.next = true;
                self.p_all.d.next = true;
                self.p_last.d.next = true;
                self.last_kind.d.next = bits::<3>(eng_event::CLOSED);
                if self.k_aborted.q.val() {
                    self.last_kind.d.next = bits::<3>(eng_event::ABORTED);
                }
            }
            if self.k_action.q.val() == cmd_action::UPDATE {
                self.tcb.d.next.set_value_state(self.k_state.q.val());
                if self.k_fin_queued.q.val() {
                    self.tcb.d.next.set_value_fin_queued(true);
                }
                self.tcb.d.next.set_value_rcv_unread(self.k_rcv_unread.q.val());
                if self.k_ack_now.q.val() {
                    self.tcb.d.next.set_value_ack_now(true);
                }
                if self.k_cmd.q.val() == host_cmd::SEND {
                    self.tcb.d.next.set_value_data_end(self.tq.val().get_value_data_end() + self.k_n.q.val());
                }
                self.wake.d.next = self.k_wake.q.val();
            }
        }

        // ---------------------------------------------------------------- SYN-SENT: toe_open
        self.open.s_in.valid.next = self.st.q.val() == eng_state::OPEN_OFFER;
        self.open.s_in.conn.next = self.conn.q.val();
        self.open.s_in.listen.next = self.is_listen.q.val();
        self.open.s_in.iss.next = self.tq.val().get_value_iss();
        self.open.s_in.snd_max.next = self.tq.val().get_value_snd_max();
        self.open.s_in.seq.next = self.s_seq.q.val();
        self.open.s_in.ack.next = self.s_ack.q.val();
        self.open.s_in.flags.next = self.s_flags.q.val();
        self.open.s_in.window.next = self.s_win.q.val();
        self.open.s_in.mss_on.next = self.s_mss_on.q.val();
        self.open.s_in.mss.next = self.s_mss.q.val();
        self.open.s_in.ws_on.next = self.s_ws_on.q.val();
        self.open.s_in.ws.next = self.s_ws.q.val();
        self.open.s_in.sackp.next = self.s_sackp.q.val();
        self.open.s_in.ts_on.next = self.s_ts_on.q.val();
        self.open.s_in.ts_val.next = self.s_ts_val.q.val();
        // A returned cookie's connection: the SYN it remembers (golden `cookie_open`): SEQ - 1,
        // the MSS it names, the shift and SACK-permitted the echoed TSval carries.
        if self.is_cookie.q.val() {
            self.open.s_in.seq.next = self.s_seq.q.val() - 1;
            self.open.s_in.ack.next = bits::<32>(0);
            self.open.s_in.flags.next = bits::<8>(0);
            self.open.s_in.flags.next.set_value_syn(true);
            self.open.s_in.window.next = bits::<16>(0);
            self.open.s_in.mss_on.next = true;
            self.open.s_in.mss.next = self.ck_tmss.val();
            self.open.s_in.ws_on.next = self.s_ts_on.q.val() & (self.s_ts_ecr.q.val().get_value_tsc_shift() != cookie_field::NO_SHIFT);
            self.open.s_in.ws.next = bit_cast::<8, 4>(self.s_ts_ecr.q.val().get_value_tsc_shift());
            self.open.s_in.sackp.next = self.s_ts_on.q.val() & self.s_ts_ecr.q.val().get_value_tsc_sack();
        }
        if (self.st.q.val() == eng_state::OPEN_OFFER) & self.open.s_in.ready.val() {
            self.st.d.next = bits::<6>(eng_state::OPEN_WAIT);
        }
        self.open.m_dec.ready.next = true;
        if (self.st.q.val() == eng_state::OPEN_WAIT) & self.open.m_dec.valid.val() {
            self.o_action.d.next = self.open.m_dec.action.val();
            self.o_cause.d.next = self.open.m_dec.cause.val();
            if self.open.m_dec.params_on.val()
                & ((self.open.m_dec.action.val() == open_action::ESTABLISHED) | (self.open.m_dec.action.val() == open_action::SIMULTANEOUS) | (self.open.m_dec.action.val() == open_action::OPEN))
            {
                // The SYN's negotiated parameters (golden `Tcb::take_syn`).
                self.tcb.d.next.set_value_irs(self.open.m_dec.irs.val());
                self.tcb.d.next.set_value_rcv_nxt(self.open.m_dec.rcv_nxt.val());
                self.tcb.d.next.set_value_rcv_adv(self.open.m_dec.rcv_nxt.val());
                self.tcb.d.next.set_value_last_ack_sent(self.open.m_dec.rcv_nxt.val());
                self.tcb.d.next.set_value_snd_shift(self.open.m_dec.snd_shift.val());
                self.tcb.d.next.set_value_rcv_shift(self.open.m_dec.rcv_shift.val());
                self.tcb.d.next.set_value_ts_ok(self.open.m_dec.ts_ok.val());
                if self.open.m_dec.ts_ok.val() {
                    self.tcb.d.next.set_value_ts_recent(self.open.m_dec.ts_recent.val());
                }
                self.tcb.d.next.set_value_sack_ok(self.open.m_dec.sack_ok.val());
                self.tcb.d.next.set_value_snd_mss(self.open.m_dec.snd_mss.val());
                self.tcb.d.next.set_value_cwnd(self.open.m_dec.cwnd.val());
                self.tcb.d.next.set_value_snd_wnd(self.open.m_dec.snd_wnd.val());
                self.tcb.d.next.set_value_max_snd_wnd(self.open.m_dec.snd_wnd.val());
                self.tcb.d.next.set_value_snd_wl1(self.open.m_dec.snd_wl1.val());
                self.tcb.d.next.set_value_snd_wl2(self.open.m_dec.snd_wl2.val());
            }
            self.st.d.next = bits::<6>(eng_state::OPEN_ACT);
        }
        // The handshake's samples (golden `Toe::syn_sent`): Karn's timed SYN when the ACK
        // covers it, then the timestamp echo when timestamps were agreed.
        self.ts_sample.next = self.s_ts_on.q.val() & self.tq.val().get_value_ts_ok();
        if self.st.q.val() == eng_state::OPEN_ACT {
            self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            if self.o_cause.q.val() == open_cause::BAD_ACK {
                self.n_bad_ack.d.next = self.n_bad_ack.q.val() + 1;
            }
            if self.o_cause.q.val() == open_cause::RST_NO_ACK {
                self.n_rst_no_ack.d.next = self.n_rst_no_ack.q.val() + 1;
            }
            if self.o_cause.q.val() == open_cause::NO_SYN {
                self.n_no_syn.d.next = self.n_no_syn.q.val() + 1;
            }
            if self.o_cause.q.val() == open_cause::LISTEN_RST {
                self.n_listen_rst.d.next = self.n_listen_rst.q.val() + 1;
            }
            if (self.o_cause.q.val() == open_cause::LISTEN_ACK) & !self.ck_take.val() {
                self.n_listen_ack.d.next = self.n_listen_ack.q.val() + 1;
            }
            if self.o_cause.q.val() == open_cause::LISTEN_NO_SYN {
                self.n_listen_no_syn.d.next = self.n_listen_no_syn.q.val() + 1;
            }
            // A listening port's connection: a slot first, then (the new TCB built) the SYN's
            // parameters taken and the SYN-ACK sent.
            if self.o_action.q.val() == open_action::OPEN {
                if self.is_new.q.val() & self.is_cookie.q.val() {
                    self.st.d.next = bits::<6>(eng_state::COOKIE_EST);
                } else if self.is_new.q.val() {
                    self.st.d.next = bits::<6>(eng_state::SYN_TX);
                } else if self.half_full.q.val() & self.cfg_syn_cookies.val() {
                    // golden `cookie_syn_ack`: the ISS is the cookie; window scaling and SACK
                    // offered only with timestamps (the echoed TSval brings them back).
                    self.n_ck_sent.d.next = self.n_ck_sent.q.val() + 1;
                    self.p_ctl.d.next = true;
                    self.c_from_seg.d.next = true;
                    self.c_cookie.d.next = true;
                    self.c_seq.d.next = bits::<32>(0);
                    self.c_seq.d.next.set_value_cookie_hash(self.ck_h.q.val());
                    self.c_seq.d.next.set_value_cookie_mss_idx(self.ck_idx.q.val());
                    self.c_seq.d.next.set_value_cookie_counter(self.ck_cur.val());
                    self.c_ack.d.next = self.s_seq.q.val() + 1;
                    self.c_flags.d.next = bits::<8>(0);
                    self.c_flags.d.next.set_value_syn(true);
                    self.c_flags.d.next.set_value_ack(true);
                    self.c_window.d.next = bit_cast::<16, 32>(self.syn_win.val());
                    self.c_mss_on.d.next = true;
                    self.c_ws_on.d.next = self.s_ts_on.q.val() & self.s_ws_on.q.val();
                    self.c_ws.d.next = self.cfg_rcv_shift.val();
                    self.c_sackp.d.next = self.s_ts_on.q.val() & self.s_sackp.q.val() & self.cfg_sack.val();
                    self.c_ts_on.d.next = self.s_ts_on.q.val();
                    self.c_ts_val.d.next = self.ck_ts.q.val();
                    self.c_ts_ecr.d.next = self.s_ts_val.q.val();
                } else if self.half_full.q.val() {
                    self.n_half_full.d.next = self.n_half_full.q.val() + 1;
                } else {
                    self.st.d.next = bits::<6>(eng_state::INS_Q);
                }
            }
            if (self.o_action.q.val() == open_action::RESET_FOR) & !self.fl.val().get_value_rst() & !self.ck_take.val() {
                self.p_ctl.d.next = true;
                self.c_from_seg.d.next = true;
            }
            // golden `listen_open`: the handshake's ACK returned a valid cookie: a slot first.
            if self.ck_take.val() {
                self.is_cookie.d.next = true;
                self.st.d.next = bits::<6>(eng_state::INS_Q);
            }
            if self.o_action.q.val() == open_action::RESET {
                self.p_free.d.next = true;
                self.p_all.d.next = true;
                self.p_last.d.next = true;
                self.last_kind.d.next = bits::<3>(eng_event::RESET);
            }
            if self.o_action.q.val() == open_action::ESTABLISHED {
                self.tcb.d.next.set_value_state(bits::<4>(tcp_state::ESTABLISHED));
                self.tcb.d.next.set_value_snd_una(self.s_ack.q.val());
                self.tcb.d.next.set_value_snd_nxt(self.s_ack.q.val());
                self.tcb.d.next.set_value_data_end(self.s_ack.q.val());
                self.tcb.d.next.set_value_retries(bits::<8>(0));
                self.tcb.d.next.set_value_rexmt_on(false);
                self.p_rexmt.d.next = true;
                self.rexmt_arm.d.next = false;
                self.tcb.d.next.set_value_timing_on(false);
                if self.tq.val().get_value_timing_on() & self.d_hs_timing.val().get_value_diff_neg() {
                    self.r_on.d.next = true;
                    self.r_sample.d.next = self.now.val() - self.tq.val().get_value_timing_at();
                    self.r2_on.d.next = self.ts_sample.val();
                    self.r2_sample.d.next = self.now.val() - self.s_ts_ecr.q.val();
                } else {
                    self.r_on.d.next = self.ts_sample.val();
                    self.r_sample.d.next = self.now.val() - self.s_ts_ecr.q.val();
                }
                self.rtt_then_ack.d.next = false;
                self.tcb.d.next.set_value_ack_now(true);
                self.p_est.d.next = true;
                self.wake.d.next = true;
                self.st.d.next = bits::<6>(eng_state::RTT_OFFER);
            }
            if self.o_action.q.val() == open_action::SIMULTANEOUS {
                self.tcb.d.next.set_value_state(bits::<4>(tcp_state::SYN_RECEIVED));
                self.st.d.next = bits::<6>(eng_state::SYN_TX);
            }
        }

        // ---------------------------------------------------------------- toe_rx_seq
        self.rx_seq.s_in.valid.next = self.st.q.val() == eng_state::RX_OFFER;
        self.rx_seq.s_in.conn.next = self.conn.q.val();
        self.rx_seq.s_in.state.next = self.tq.val().get_value_state();
        self.rx_seq.s_in.irs.next = self.tq.val().get_value_irs();
        self.rx_seq.s_in.rcv_nxt.next = self.tq.val().get_value_rcv_nxt();
        self.rx_seq.s_in.rcv_adv.next = self.tq.val().get_value_rcv_adv();
        self.rx_seq.s_in.ts_ok.next = self.tq.val().get_value_ts_ok();
        self.rx_seq.s_in.ts_recent.next = self.tq.val().get_value_ts_recent();
        self.rx_seq.s_in.last_ack_sent.next = self.tq.val().get_value_last_ack_sent();
        self.rx_seq.s_in.snd_mss.next = self.tq.val().get_value_snd_mss();
        self.rx_seq.s_in.passive.next = self.tq.val().get_value_passive();
        self.rx_seq.s_in.unacked.next = self.tq.val().get_value_unacked();
        self.rx_seq.s_in.seq.next = self.s_seq.q.val();
        self.rx_seq.s_in.flags.next = self.s_flags.q.val();
        self.rx_seq.s_in.len.next = self.s_len.q.val();
        self.rx_seq.s_in.ts_on.next = self.s_ts_on.q.val();
        self.rx_seq.s_in.ts_val.next = self.s_ts_val.q.val();
        if (self.st.q.val() == eng_state::RX_OFFER) & self.rx_seq.s_in.ready.val() {
            self.st.d.next = bits::<6>(eng_state::RX_WAIT);
        }
        // The decision blocks' outputs are always taken: one segment is in them at a time and
        // the engine waits for its answer, so no stall logic (a state decode fanned out to
        // every stage's enable) is left in them.
        self.rx_seq.m_dec.ready.next = true;
        if (self.st.q.val() == eng_state::RX_WAIT) & self.rx_seq.m_dec.valid.val() {
            self.d_action.d.next = self.rx_seq.m_dec.action.val();
            self.d_cause.d.next = self.rx_seq.m_dec.cause.val();
            self.d_ack_now.d.next = self.rx_seq.m_dec.ack_now.val();
            self.d_signal.d.next = self.rx_seq.m_dec.signal.val();
            self.d_ts_upd.d.next = self.rx_seq.m_dec.ts_upd.val();
            self.d_ts_recent.d.next = self.rx_seq.m_dec.ts_recent.val();
            self.d_text.d.next = self.rx_seq.m_dec.text.val();
            self.d_skip.d.next = self.rx_seq.m_dec.skip.val();
            self.d_take.d.next = self.rx_seq.m_dec.take.val();
            self.d_dack_start.d.next = self.rx_seq.m_dec.dack_start.val();
            self.d_unacked.d.next = self.rx_seq.m_dec.unacked.val();
            self.d_fin.d.next = self.rx_seq.m_dec.fin.val();
            self.d_fin_late.d.next = self.rx_seq.m_dec.fin_late.val();
            self.d_rcv_nxt.d.next = self.rx_seq.m_dec.rcv_nxt.val();
            self.st.d.next = bits::<6>(eng_state::ACT);
        }

        // ---------------------------------------------------------------- ACT
        // The bytes the segment occupies in sequence space (a RST's ACK field, RFC 9293
        // section 3.10.7.1).
        self.seg_len.next = bit_cast::<32, 16>(self.s_len.q.val())
            + bit_cast::<32, 1>(self.fl.val().get_value_syn().into())
            + bit_cast::<32, 1>(self.fl.val().get_value_fin().into());
        // The RTO as toe_timers' 16-bit ARM field (a SYN's timer, toe_ack's restart: the
        // TCB register holds the RTO toe_ack or toe_rtt has just written by then).
        self.ticks_rto.next = self.tq.val().get_value_rto();
        if self.st.q.val() == eng_state::ACT {
            self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            if self.d_cause.q.val() == rx_cause::PAWS {
                self.n_paws.d.next = self.n_paws.q.val() + 1;
            }
            if self.d_cause.q.val() == rx_cause::OUT_OF_WINDOW {
                self.n_oow.d.next = self.n_oow.q.val() + 1;
            }
            if self.d_cause.q.val() == rx_cause::RST_OUT_OF_WINDOW {
                self.n_rst_oow.d.next = self.n_rst_oow.q.val() + 1;
            }
            if self.d_cause.q.val() == rx_cause::SYN_IN_WINDOW {
                self.n_syn_iw.d.next = self.n_syn_iw.q.val() + 1;
            }
            if self.d_cause.q.val() == rx_cause::NO_ACK {
                self.n_no_ack.d.next = self.n_no_ack.q.val() + 1;
            }
            if self.d_action.q.val() == rx_action::SYN_REXMT {
                self.st.d.next = bits::<6>(eng_state::SYN_TX);
            }
            if (self.d_action.q.val() == rx_action::DROP) & self.d_ack_now.q.val() {
                self.tcb.d.next.set_value_ack_now(true);
                self.wake.d.next = true;
            }
            if self.d_action.q.val() == rx_action::CHALLENGE {
                self.chal_req.next = true;
            }
            if self.d_action.q.val() == rx_action::RESET {
                self.p_free.d.next = true;
                self.p_all.d.next = true;
                self.p_last.d.next = self.d_signal.q.val() != rx_signal::QUIET;
                self.last_kind.d.next = bits::<3>(eng_event::RESET);
                if self.d_signal.q.val() == rx_signal::CLOSED {
                    self.last_kind.d.next = bits::<3>(eng_event::CLOSED);
                }
            }
            if self.d_action.q.val() == rx_action::PROCEED {
                if self.d_ts_upd.q.val() {
                    self.tcb.d.next.set_value_ts_recent(self.d_ts_recent.q.val());
                }
                if self.tq.val().get_value_state() == tcp_state::SYN_RECEIVED {
                    self.st.d.next = bits::<6>(eng_state::HANDSHAKE);
                } else {
                    self.st.d.next = self.ack_st.val();
                }
            }
        }

        // ---------------------------------------------------------------- SYN_TX
        // A SYN-ACK's transmission (golden `Toe::transmit_syn`): the window advertised is the
        // receive buffer, unscaled; SND.NXT and SND.MAX past the SYN; the retransmission
        // timer if off; Karn's timing of the SYN when it is the first and timestamps are off.
        if self.st.q.val() == eng_state::SYN_TX {
            self.tcb.d.next.set_value_rcv_adv(self.tq.val().get_value_rcv_nxt() + self.syn_win.val());
            self.tcb.d.next.set_value_snd_nxt(self.tq.val().get_value_iss() + 1);
            self.tcb.d.next.set_value_snd_max(self.tq.val().get_value_iss() + 1);
            self.tcb.d.next.set_value_last_ack_sent(self.tq.val().get_value_rcv_nxt());
            if !self.tq.val().get_value_rexmt_on() {
                self.tcb.d.next.set_value_rexmt_on(true);
                self.p_rexmt.d.next = true;
                self.rexmt_arm.d.next = true;
                self.rexmt_ticks.d.next = self.ticks_rto.val().get_value_ticks_lo();
            }
            if !self.tq.val().get_value_retries().any() & !self.tq.val().get_value_ts_ok() {
                self.tcb.d.next.set_value_timing_on(true);
                self.tcb.d.next.set_value_timing_seq(self.tq.val().get_value_iss());
                self.tcb.d.next.set_value_timing_at(self.now.val());
            }
            // The frame (golden `transmit_syn`): a SYN-ACK offers only what the peer's SYN
            // offered; an active SYN offers everything (its TSecr zero).
            self.p_ctl.d.next = true;
            self.c_from_seg.d.next = false;
            self.c_seq.d.next = self.tq.val().get_value_iss();
            self.c_window.d.next = bit_cast::<16, 32>(self.syn_win.val());
            self.c_mss_on.d.next = true;
            self.c_ts_val.d.next = self.now.val();
            self.c_flags.d.next = bits::<8>(0);
            self.c_flags.d.next.set_value_syn(true);
            if self.tq.val().get_value_state() == tcp_state::SYN_RECEIVED {
                self.c_flags.d.next.set_value_ack(true);
                self.c_ack.d.next = self.tq.val().get_value_rcv_nxt();
                self.c_ws_on.d.next = self.tq.val().get_value_rcv_shift().any() | self.tq.val().get_value_snd_shift().any();
                self.c_ws.d.next = self.tq.val().get_value_rcv_shift();
                self.c_sackp.d.next = self.tq.val().get_value_sack_ok();
                self.c_ts_on.d.next = self.tq.val().get_value_ts_ok();
                self.c_ts_ecr.d.next = self.tq.val().get_value_ts_recent();
            } else {
                self.c_ack.d.next = bits::<32>(0);
                self.c_ws_on.d.next = true;
                self.c_ws.d.next = self.cfg_rcv_shift.val();
                self.c_sackp.d.next = self.cfg_sack.val();
                self.c_ts_on.d.next = true;
                self.c_ts_ecr.d.next = bits::<32>(0);
            }
            if self.is_exp.q.val() {
                self.st.d.next = bits::<6>(eng_state::EXP_DACK);
            } else {
                self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            }
        }

        // ---------------------------------------------------------------- HANDSHAKE
        self.d_hs_una.next = self.tq.val().get_value_snd_una() - self.s_ack.q.val();
        self.d_hs_max.next = self.tq.val().get_value_snd_max() - self.s_ack.q.val();
        self.d_hs_timing.next = self.tq.val().get_value_timing_seq() - self.s_ack.q.val();
        self.ack_ok.next = self.d_hs_una.val().get_value_diff_neg() & !self.d_hs_max.val().get_value_diff_neg();
        if self.st.q.val() == eng_state::HANDSHAKE {
            if !self.ack_ok.val() {
                // RFC 9293 section 3.10.7.4, fifth, SYN-RECEIVED: an unacceptable ACK draws
                // a RST; the connection stays.
                self.n_bad_ack.d.next = self.n_bad_ack.q.val() + 1;
                self.p_ctl.d.next = true;
                self.c_from_seg.d.next = true;
                self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            } else {
                if self.tq.val().get_value_fin_queued() {
                    self.tcb.d.next.set_value_state(bits::<4>(tcp_state::FIN_WAIT_1));
                } else {
                    self.tcb.d.next.set_value_state(bits::<4>(tcp_state::ESTABLISHED));
                }
                self.tcb.d.next.set_value_snd_una(self.s_ack.q.val());
                self.tcb.d.next.set_value_snd_nxt(self.s_ack.q.val());
                // No data is held before ESTABLISHED (the host sends after it).
                self.tcb.d.next.set_value_data_end(self.s_ack.q.val());
                self.tcb.d.next.set_value_retries(bits::<8>(0));
                self.tcb.d.next.set_value_snd_wnd(bit_cast::<32, 16>(self.s_win.q.val()) << self.tq.val().get_value_snd_shift());
                self.tcb.d.next.set_value_max_snd_wnd(bit_cast::<32, 16>(self.s_win.q.val()) << self.tq.val().get_value_snd_shift());
                self.tcb.d.next.set_value_snd_wl1(self.s_seq.q.val());
                self.tcb.d.next.set_value_snd_wl2(self.s_ack.q.val());
                self.tcb.d.next.set_value_rexmt_on(false);
                self.p_rexmt.d.next = true;
                self.rexmt_arm.d.next = false;
                // The handshake's RTT sample: the timestamp echo, else Karn's timed SYN
                // (taken either way).
                if self.s_ts_on.q.val() & self.tq.val().get_value_ts_ok() {
                    self.r_on.d.next = true;
                    self.r_sample.d.next = self.now.val() - self.s_ts_ecr.q.val();
                } else if self.tq.val().get_value_timing_on() {
                    self.tcb.d.next.set_value_timing_on(false);
                    self.r_sample.d.next = self.now.val() - self.tq.val().get_value_timing_at();
                    self.r_on.d.next = self.d_hs_timing.val().get_value_diff_neg();
                }
                self.r2_on.d.next = false;
                self.rtt_then_ack.d.next = true;
                self.p_est.d.next = true;
                self.wake.d.next = true;
                self.st.d.next = bits::<6>(eng_state::RTT_OFFER);
            }
        }
        // The RST answering a segment (RFC 9293 section 3.10.7.1's form).
        if self.fl.val().get_value_ack() {
            self.r_seq.d.next = self.s_ack.q.val();
            self.r_ack.d.next = bits::<32>(0);
            self.r_flags.d.next = bits::<8>(0);
            self.r_flags.d.next.set_value_rst(true);
        } else {
            self.r_seq.d.next = bits::<32>(0);
            self.r_ack.d.next = self.s_seq.q.val() + self.seg_len.val();
            self.r_flags.d.next = bits::<8>(0);
            self.r_flags.d.next.set_value_rst(true);
            self.r_flags.d.next.set_value_ack(true);
        }

        // ---------------------------------------------------------------- toe_rtt
        self.rtt.s_in.valid.next = (self.st.q.val() == eng_state::RTT_OFFER) & self.r_on.q.val();
        self.rtt.s_in.conn.next = self.conn.q.val();
        self.rtt.s_in.r.next = self.r_sample.q.val();
        self.rtt.s_in.seen.next = self.tq.val().get_value_rtt_seen();
        self.rtt.s_in.srtt8.next = self.tq.val().get_value_srtt8();
        self.rtt.s_in.rttvar4.next = self.tq.val().get_value_rttvar4();
        if self.st.q.val() == eng_state::RTT_OFFER {
            if !self.r_on.q.val() {
                if self.rtt_then_ack.q.val() {
                    self.st.d.next = self.ack_st.val();
                } else {
                    self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
                }
            } else if self.rtt.s_in.ready.val() {
                self.st.d.next = bits::<6>(eng_state::RTT_WAIT);
            }
        }
        self.rtt.m_rtt.ready.next = true;
        if (self.st.q.val() == eng_state::RTT_WAIT) & self.rtt.m_rtt.valid.val() {
            self.tcb.d.next.set_value_rtt_seen(true);
            self.tcb.d.next.set_value_srtt8(self.rtt.m_rtt.srtt8.val());
            self.tcb.d.next.set_value_rttvar4(self.rtt.m_rtt.rttvar4.val());
            self.tcb.d.next.set_value_rto(self.rtt.m_rtt.rto.val());
            if self.r2_on.q.val() {
                // The second sample, on the estimator the first has updated.
                self.r2_on.d.next = false;
                self.r_sample.d.next = self.r2_sample.q.val();
                self.st.d.next = bits::<6>(eng_state::RTT_OFFER);
            } else if self.rtt_then_ack.q.val() {
                self.st.d.next = self.ack_st.val();
            } else {
                self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            }
        }

        // ---------------------------------------------------------------- toe_sack_board
        // golden `ack_field`: on a connection that agreed SACK the scoreboard takes the ACK's
        // blocks first, at the SND.UNA the ACK leaves (the ACK when SND.UNA < SEG.ACK =<
        // SND.MAX, else SND.UNA), and toe_ack hears whether a block had news and whether
        // SND.UNA's byte is lost on the scoreboard after it.
        self.d_ack_una.next = self.s_ack.q.val() - self.tq.val().get_value_snd_una();
        self.d_max_ack.next = self.tq.val().get_value_snd_max() - self.s_ack.q.val();
        if self.st.q.val() == eng_state::SB_UNA {
            self.b_una.d.next = self.tq.val().get_value_snd_una();
            if !self.d_ack_una.val().get_value_diff_neg() & self.d_ack_una.val().any() & !self.d_max_ack.val().get_value_diff_neg() {
                self.b_una.d.next = self.s_ack.q.val();
            }
            self.st.d.next = bits::<6>(eng_state::SB_OFFER);
        }
        self.board.s_in.valid.next = self.st.q.val() == eng_state::SB_OFFER;
        self.board.s_in.conn.next = self.conn.q.val();
        self.board.s_in.snd_una.next = self.b_una.q.val();
        self.board.s_in.snd_max.next = self.tq.val().get_value_snd_max();
        self.board.s_in.mss.next = self.tq.val().get_value_snd_mss();
        self.board.s_in.high_rxt.next = self.tq.val().get_value_high_rxt();
        self.board.s_in.count.next = self.tq.val().get_value_sb_count();
        self.board.s_in.s0.next = self.tq.val().get_value_sb_s0();
        self.board.s_in.e0.next = self.tq.val().get_value_sb_e0();
        self.board.s_in.s1.next = self.tq.val().get_value_sb_s1();
        self.board.s_in.e1.next = self.tq.val().get_value_sb_e1();
        self.board.s_in.s2.next = self.tq.val().get_value_sb_s2();
        self.board.s_in.e2.next = self.tq.val().get_value_sb_e2();
        self.board.s_in.s3.next = self.tq.val().get_value_sb_s3();
        self.board.s_in.e3.next = self.tq.val().get_value_sb_e3();
        self.board.s_in.nblocks.next = self.s_nblk.q.val();
        self.board.s_in.l0.next = self.s_bl[0].q.val();
        self.board.s_in.r0.next = self.s_br[0].q.val();
        self.board.s_in.l1.next = self.s_bl[1].q.val();
        self.board.s_in.r1.next = self.s_br[1].q.val();
        self.board.s_in.l2.next = self.s_bl[2].q.val();
        self.board.s_in.r2.next = self.s_br[2].q.val();
        self.board.s_in.l3.next = self.s_bl[3].q.val();
        self.board.s_in.r3.next = self.s_br[3].q.val();
        if (self.st.q.val() == eng_state::SB_OFFER) & self.board.s_in.ready.val() {
            self.st.d.next = bits::<6>(eng_state::SB_WAIT);
        }
        self.board.m_out.ready.next = true;
        if (self.st.q.val() == eng_state::SB_WAIT) & self.board.m_out.valid.val() {
            self.b_count.d.next = self.board.m_out.count.val();
            self.b_s[0].d.next = self.board.m_out.s0.val();
            self.b_e[0].d.next = self.board.m_out.e0.val();
            self.b_s[1].d.next = self.board.m_out.s1.val();
            self.b_e[1].d.next = self.board.m_out.e1.val();
            self.b_s[2].d.next = self.board.m_out.s2.val();
            self.b_e[2].d.next = self.board.m_out.e2.val();
            self.b_s[3].d.next = self.board.m_out.s3.val();
            self.b_e[3].d.next = self.board.m_out.e3.val();
            self.b_high.d.next = self.board.m_out.high_rxt.val();
            self.b_newly.d.next = self.board.m_out.newly.val();
            self.b_lost.d.next = self.board.m_out.lost_first.val();
            self.st.d.next = bits::<6>(eng_state::ACK_OFFER);
        }
        // The ranges past the count are zero in the word (golden's scoreboard).
        self.bmask.next = (bits::<4>(1) << self.b_count.q.val()) - bits::<4>(1);

        // ---------------------------------------------------------------- toe_ack
        self.ack.s_in.valid.next = self.st.q.val() == eng_state::ACK_OFFER;
        self.ack.s_in.conn.next = self.conn.q.val();
        self.ack.s_in.state.next = self.tq.val().get_value_state();
        self.ack.s_in.snd_una.next = self.tq.val().get_value_snd_una();
        self.ack.s_in.snd_nxt.next = self.tq.val().get_value_snd_nxt();
        self.ack.s_in.snd_max.next = self.tq.val().get_value_snd_max();
        self.ack.s_in.snd_wnd.next = self.tq.val().get_value_snd_wnd();
        self.ack.s_in.max_snd_wnd.next = self.tq.val().get_value_max_snd_wnd();
        self.ack.s_in.snd_wl1.next = self.tq.val().get_value_snd_wl1();
        self.ack.s_in.snd_wl2.next = self.tq.val().get_value_snd_wl2();
        self.ack.s_in.snd_shift.next = self.tq.val().get_value_snd_shift();
        self.ack.s_in.snd_mss.next = self.tq.val().get_value_snd_mss();
        // The FIN is in flight: sent, and SND.UNA not yet past it (it ends at SND.MAX).
        self.ack.s_in.fin_sent.next = self.tq.val().get_value_fin_sent() & (self.tq.val().get_value_snd_una() != self.tq.val().get_value_snd_max());
        self.ack.s_in.buf_len.next = self.tq.val().get_value_data_end() - self.tq.val().get_value_snd_una();
        self.ack.s_in.ts_ok.next = self.tq.val().get_value_ts_ok();
        self.ack.s_in.timing_on.next = self.tq.val().get_value_timing_on();
        self.ack.s_in.timing_seq.next = self.tq.val().get_value_timing_seq();
        self.ack.s_in.timing_at.next = self.tq.val().get_value_timing_at();
        self.ack.s_in.rtt_seen.next = self.tq.val().get_value_rtt_seen();
        self.ack.s_in.srtt8.next = self.tq.val().get_value_srtt8();
        self.ack.s_in.rttvar4.next = self.tq.val().get_value_rttvar4();
        self.ack.s_in.rto.next = self.tq.val().get_value_rto();
        self.ack.s_in.in_recovery.next = self.tq.val().get_value_in_recovery();
        self.ack.s_in.recover.next = self.tq.val().get_value_recover();
        self.ack.s_in.cwnd.next = self.tq.val().get_value_cwnd();
        self.ack.s_in.ssthresh.next = self.tq.val().get_value_ssthresh();
        self.ack.s_in.abc.next = self.tq.val().get_value_abc();
        self.ack.s_in.dupacks.next = self.tq.val().get_value_dupacks();
        self.ack.s_in.acked_bytes.next = self.tq.val().get_value_acked_bytes();
        self.ack.s_in.now.next = self.now.val();
        self.ack.s_in.seq.next = self.s_seq.q.val();
        self.ack.s_in.ack.next = self.s_ack.q.val();
        self.ack.s_in.window.next = self.s_win.q.val();
        self.ack.s_in.flags.next = self.s_flags.q.val();
        self.ack.s_in.len.next = self.s_len.q.val();
        self.ack.s_in.tsecr_on.next = self.s_ts_on.q.val();
        self.ack.s_in.tsecr.next = self.s_ts_ecr.q.val();
        // RFC 6675's recovery on a connection that agreed SACK, from toe_sack_board's answer.
        self.ack.s_in.sack.next = self.tq.val().get_value_sack_ok();
        self.ack.s_in.sack_new.next = self.tq.val().get_value_sack_ok() & self.b_newly.q.val();
        self.ack.s_in.lost_first.next = self.tq.val().get_value_sack_ok() & self.b_lost.q.val();
        if (self.st.q.val() == eng_state::ACK_OFFER) & self.ack.s_in.ready.val() {
            self.st.d.next = bits::<6>(eng_state::ACK_WAIT);
        }
        self.ack.m_dec.ready.next = true;
        if (self.st.q.val() == eng_state::ACK_WAIT) & self.ack.m_dec.valid.val() {
            self.a_unsent.d.next = self.ack.m_dec.unsent.val();
            self.a_too_old.d.next = self.ack.m_dec.too_old.val();
            self.a_persist_stop.d.next = self.ack.m_dec.persist_stop.val();
            self.a_advanced.d.next = self.ack.m_dec.advanced.val();
            self.a_data_acked.d.next = self.ack.m_dec.data_acked.val();
            self.a_fin_acked.d.next = self.ack.m_dec.fin_acked.val();
            self.a_rexmt_first.d.next = self.ack.m_dec.rexmt_first.val();
            self.a_rexmt_timer.d.next = self.ack.m_dec.rexmt_timer.val();
            self.a_dup_ack.d.next = self.ack.m_dec.dup_ack.val();
            self.a_fast_rexmt.d.next = self.ack.m_dec.fast_retransmit.val();
            self.a_wake.d.next = self.ack.m_dec.wake.val();
            if !self.ack.m_dec.unsent.val() & !self.ack.m_dec.too_old.val() {
                // The send half after the ACK; the bytes held end where they did.
                self.tcb.d.next.set_value_snd_una(self.ack.m_dec.snd_una.val());
                self.tcb.d.next.set_value_snd_nxt(self.ack.m_dec.snd_nxt.val());
                self.tcb.d.next.set_value_snd_wnd(self.ack.m_dec.snd_wnd.val());
                self.tcb.d.next.set_value_max_snd_wnd(self.ack.m_dec.max_snd_wnd.val());
                self.tcb.d.next.set_value_snd_wl1(self.ack.m_dec.snd_wl1.val());
                self.tcb.d.next.set_value_snd_wl2(self.ack.m_dec.snd_wl2.val());
                self.tcb.d.next.set_value_data_end(self.ack.m_dec.snd_una.val() + self.ack.m_dec.buf_len.val());
                self.tcb.d.next.set_value_timing_on(self.ack.m_dec.timing_on.val());
                self.tcb.d.next.set_value_rtt_seen(self.ack.m_dec.rtt_seen.val());
                self.tcb.d.next.set_value_srtt8(self.ack.m_dec.srtt8.val());
                self.tcb.d.next.set_value_rttvar4(self.ack.m_dec.rttvar4.val());
                self.tcb.d.next.set_value_rto(self.ack.m_dec.rto.val());
                self.tcb.d.next.set_value_in_recovery(self.ack.m_dec.in_recovery.val());
                self.tcb.d.next.set_value_recover(self.ack.m_dec.recover.val());
                self.tcb.d.next.set_value_cwnd(self.ack.m_dec.cwnd.val());
                self.tcb.d.next.set_value_ssthresh(self.ack.m_dec.ssthresh.val());
                self.tcb.d.next.set_value_abc(self.ack.m_dec.abc.val());
                self.tcb.d.next.set_value_dupacks(self.ack.m_dec.dupacks.val());
                self.tcb.d.next.set_value_acked_bytes(self.ack.m_dec.acked_bytes.val());
                if self.tq.val().get_value_sack_ok() {
                    // The scoreboard after the ACK; HighRxt at SND.UNA on a fast retransmit.
                    self.tcb.d.next.set_value_sb_count(self.b_count.q.val());
                    self.tcb.d.next.set_value_sb_s0(bits::<32>(0));
                    self.tcb.d.next.set_value_sb_e0(bits::<32>(0));
                    self.tcb.d.next.set_value_sb_s1(bits::<32>(0));
                    self.tcb.d.next.set_value_sb_e1(bits::<32>(0));
                    self.tcb.d.next.set_value_sb_s2(bits::<32>(0));
                    self.tcb.d.next.set_value_sb_e2(bits::<32>(0));
                    self.tcb.d.next.set_value_sb_s3(bits::<32>(0));
                    self.tcb.d.next.set_value_sb_e3(bits::<32>(0));
                    if self.bmask.val().get_value_has0() {
                        self.tcb.d.next.set_value_sb_s0(self.b_s[0].q.val());
                        self.tcb.d.next.set_value_sb_e0(self.b_e[0].q.val());
                    }
                    if self.bmask.val().get_value_has1() {
                        self.tcb.d.next.set_value_sb_s1(self.b_s[1].q.val());
                        self.tcb.d.next.set_value_sb_e1(self.b_e[1].q.val());
                    }
                    if self.bmask.val().get_value_has2() {
                        self.tcb.d.next.set_value_sb_s2(self.b_s[2].q.val());
                        self.tcb.d.next.set_value_sb_e2(self.b_e[2].q.val());
                    }
                    if self.bmask.val().get_value_has3() {
                        self.tcb.d.next.set_value_sb_s3(self.b_s[3].q.val());
                        self.tcb.d.next.set_value_sb_e3(self.b_e[3].q.val());
                    }
                    self.tcb.d.next.set_value_high_rxt(self.b_high.q.val());
                    if self.ack.m_dec.fast_retransmit.val() {
                        self.tcb.d.next.set_value_high_rxt(self.ack.m_dec.snd_una.val());
                    }
                }
            }
            self.st.d.next = bits::<6>(eng_state::ACK_APPLY);
        }
        // The out-of-order store's inputs, ahead of the text (toe_reasm below).
        self.rq_left.next = bits::<32>(0);
        if self.cfg_rcv_buf.val() > self.tq.val().get_value_rcv_unread() {
            self.rq_left.next = self.cfg_rcv_buf.val() - self.tq.val().get_value_rcv_unread();
        }
        self.rq_room.d.next = self.tq.val().get_value_rcv_nxt() + self.rq_left.val();
        self.d_space.next = self.tq.val().get_value_rcv_adv() - self.rq_room.q.val();
        self.rq_space.d.next = self.rq_room.q.val();
        if self.d_space.val().get_value_diff_neg() {
            self.rq_space.d.next = self.tq.val().get_value_rcv_adv();
        }
        self.rq_need.next = self.cfg_ooo.val()
            & ((self.d_text.q.val() == rx_text::OUT_OF_ORDER)
                | ((self.d_text.q.val() == rx_text::DELIVER) & self.d_take.q.val().any() & self.tq.val().get_value_rq_count().any() & !self.d_fin.q.val()));
        self.text_st.next = bits::<6>(eng_state::TEXT);
        if self.rq_need.val() {
            self.text_st.next = bits::<6>(eng_state::RQ_OFFER);
        }
        if self.st.q.val() == eng_state::ACK_APPLY {
            self.st.d.next = self.text_st.val();
            if self.a_unsent.q.val() {
                // An ACK of something not yet sent: acknowledge, drop (no text).
                self.n_unsent.d.next = self.n_unsent.q.val() + 1;
                self.tcb.d.next.set_value_ack_now(true);
                self.wake.d.next = true;
                self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            } else if self.a_too_old.q.val() {
                // RFC 5961 section 5.2: an ACK too old to be the peer's; a challenge ACK, drop.
                self.n_too_old.d.next = self.n_too_old.q.val() + 1;
                self.chal_req.next = true;
                self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            } else {
                if self.a_persist_stop.q.val() {
                    self.tcb.d.next.set_value_persist_shift(bits::<5>(0));
                    self.tcb.d.next.set_value_persist_on(false);
                    self.p_persist.d.next = true;
                }
                if self.a_advanced.q.val() {
                    self.tcb.d.next.set_value_retries(bits::<8>(0));
                    self.n_acked.d.next = self.n_acked.q.val() + self.a_data_acked.q.val();
                }
                if self.a_rexmt_first.q.val() {
                    self.tcb.d.next.set_value_rexmt_first(true);
                }
                if self.a_rexmt_timer.q.val() == rexmt_op::STOP {
                    self.tcb.d.next.set_value_rexmt_on(false);
                    self.p_rexmt.d.next = true;
                    self.rexmt_arm.d.next = false;
                }
                if self.a_rexmt_timer.q.val() == rexmt_op::ARM {
                    self.tcb.d.next.set_value_rexmt_on(true);
                    self.p_rexmt.d.next = true;
                    self.rexmt_arm.d.next = true;
                    self.rexmt_ticks.d.next = self.ticks_rto.val().get_value_ticks_lo();
                }
                if self.a_dup_ack.q.val() {
                    self.n_dupack.d.next = self.n_dupack.q.val() + 1;
                }
                if self.a_fast_rexmt.q.val() {
                    self.n_fastrx.d.next = self.n_fastrx.q.val() + 1;
                }
                if self.a_data_acked.q.val().any() {
                    self.p_acked.d.next = true;
                }
                if self.a_wake.q.val() {
                    self.wake.d.next = true;
                }
                if self.a_fin_acked.q.val() == fin_ack::FIN_WAIT_2 {
                    self.tcb.d.next.set_value_state(bits::<4>(tcp_state::FIN_WAIT_2));
                }
                if self.a_fin_acked.q.val() == fin_ack::TIME_WAIT {
                    self.tcb.d.next.set_value_state(bits::<4>(tcp_state::TIME_WAIT));
                    self.tcb.d.next.set_value_time_wait_on(true);
                    self.p_tw.d.next = true;
                }
                if self.a_fin_acked.q.val() == fin_ack::CLOSED {
                    self.p_free.d.next = true;
                    self.p_all.d.next = true;
                    self.p_last.d.next = true;
                    self.last_kind.d.next = bits::<3>(eng_event::CLOSED);
                    self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
                }
            }
        }

        // ---------------------------------------------------------------- TEXT
        // The FIN's next state (golden `toe_seq::fin_next`).
        self.fin_state.next = self.tq.val().get_value_state();
        self.fin_told.next = false;
        if (self.tq.val().get_value_state() == tcp_state::SYN_RECEIVED) | (self.tq.val().get_value_state() == tcp_state::ESTABLISHED) {
            self.fin_state.next = bits::<4>(tcp_state::CLOSE_WAIT);
            self.fin_told.next = true;
        }
        if self.tq.val().get_value_state() == tcp_state::FIN_WAIT_1 {
            self.fin_state.next = bits::<4>(tcp_state::CLOSING);
            self.fin_told.next = true;
        }
        if self.tq.val().get_value_state() == tcp_state::FIN_WAIT_2 {
            self.fin_state.next = bits::<4>(tcp_state::TIME_WAIT);
            self.fin_told.next = true;
        }
        self.tw_late.next = self.d_fin_late.q.val() & (self.tq.val().get_value_state() == tcp_state::TIME_WAIT);
        // ---------------------------------------------------------------- the out-of-order store
        // golden `Toe::segment`'s text with `ooo_blocks` 4: a segment past RCV.NXT goes to
        // toe_reasm's store (golden `keep_out_of_order`); in-order data that moves RCV.NXT
        // while blocks are held goes to its advance (not with a FIN: the store ends). The
        // receive space's end is registered from the TCB while the ACK field runs.
        self.rq.s_in.valid.next = self.st.q.val() == eng_state::RQ_OFFER;
        self.rq.s_in.conn.next = self.conn.q.val();
        self.rq.s_in.advance.next = self.d_text.q.val() == rx_text::DELIVER;
        self.rq.s_in.count.next = self.tq.val().get_value_rq_count();
        self.rq.s_in.s0.next = self.tq.val().get_value_rq_s0();
        self.rq.s_in.e0.next = self.tq.val().get_value_rq_e0();
        self.rq.s_in.s1.next = self.tq.val().get_value_rq_s1();
        self.rq.s_in.e1.next = self.tq.val().get_value_rq_e1();
        self.rq.s_in.s2.next = self.tq.val().get_value_rq_s2();
        self.rq.s_in.e2.next = self.tq.val().get_value_rq_e2();
        self.rq.s_in.s3.next = self.tq.val().get_value_rq_s3();
        self.rq.s_in.e3.next = self.tq.val().get_value_rq_e3();
        self.rq.s_in.seq.next = self.s_seq.q.val();
        if self.d_text.q.val() == rx_text::DELIVER {
            self.rq.s_in.seq.next = self.tq.val().get_value_rcv_nxt() + bit_cast::<32, 16>(self.d_take.q.val());
        }
        self.rq.s_in.len.next = self.s_len.q.val();
        self.rq.s_in.space_end.next = self.rq_space.q.val();
        if (self.st.q.val() == eng_state::RQ_OFFER) & self.rq.s_in.ready.val() {
            self.st.d.next = bits::<6>(eng_state::RQ_WAIT);
        }
        self.rq.m_out.ready.next = self.st.q.val() == eng_state::RQ_WAIT;
        if (self.st.q.val() == eng_state::RQ_WAIT) & self.rq.m_out.valid.val() {
            self.q_ran.d.next = true;
            self.q_v.d.next = self.rq.m_out.verdict.val();
            self.q_count.d.next = self.rq.m_out.count.val();
            self.q_s[0].d.next = self.rq.m_out.s0.val();
            self.q_e[0].d.next = self.rq.m_out.e0.val();
            self.q_s[1].d.next = self.rq.m_out.s1.val();
            self.q_e[1].d.next = self.rq.m_out.e1.val();
            self.q_s[2].d.next = self.rq.m_out.s2.val();
            self.q_e[2].d.next = self.rq.m_out.e2.val();
            self.q_s[3].d.next = self.rq.m_out.s3.val();
            self.q_e[3].d.next = self.rq.m_out.e3.val();
            self.q_kept_end.d.next = self.rq.m_out.kept_end.val();
            self.q_replay.d.next = self.rq.m_out.replay.val();
            self.q_replay_end.d.next = self.rq.m_out.replay_end.val();
            self.q_seq.d.next = self.rq.m_out.seq.val();
            self.st.d.next = bits::<6>(eng_state::TEXT);
        }
        self.q_rlen.next = self.q_replay_end.q.val() - self.q_seq.q.val();
        if self.st.q.val() == eng_state::TEXT {
            if self.d_text.q.val() == rx_text::OUT_OF_ORDER {
                self.n_ooo.d.next = self.n_ooo.q.val() + 1;
            }
            if self.d_text.q.val() == rx_text::DUPLICATE {
                self.n_dup.d.next = self.n_dup.q.val() + 1;
            }
            if self.d_text.q.val() == rx_text::DELIVER {
                self.g_deliver.d.next = self.d_take.q.val().any();
                self.tcb.d.next.set_value_rcv_unread(self.tq.val().get_value_rcv_unread() + bit_cast::<32, 16>(self.d_take.q.val()));
                self.n_deliv.d.next = self.n_deliv.q.val() + bit_cast::<32, 16>(self.d_take.q.val());
            }
            self.tcb.d.next.set_value_rcv_nxt(self.d_rcv_nxt.q.val());
            self.tcb.d.next.set_value_unacked(self.d_unacked.q.val());
            if self.d_dack_start.q.val() & !self.tq.val().get_value_dack_on() {
                self.tcb.d.next.set_value_dack_on(true);
                self.p_dack.d.next = true;
            }
            if self.d_fin.q.val() {
                if (self.tq.val().get_value_state() == tcp_state::TIME_WAIT) | (self.fin_state.val() == tcp_state::TIME_WAIT) {
                    self.tcb.d.next.set_value_time_wait_on(true);
                    self.p_tw.d.next = true;
                }
                if (self.fin_state.val() == tcp_state::TIME_WAIT) & (self.tq.val().get_value_state() != tcp_state::TIME_WAIT) {
                    self.tcb.d.next.set_value_rexmt_on(false);
                    self.p_rexmt.d.next = true;
                    self.rexmt_arm.d.next = false;
                }
                self.tcb.d.next.set_value_state(self.fin_state.val());
                if self.fin_told.val() {
                    self.p_last.d.next = true;
                    self.last_kind.d.next = bits::<3>(eng_event::PEER_CLOSED);
                }
            } else if self.tw_late.val() {
                self.tcb.d.next.set_value_time_wait_on(true);
                self.p_tw.d.next = true;
            }
            if self.d_ack_now.q.val() | (!self.d_fin.q.val() & self.tw_late.val()) {
                self.tcb.d.next.set_value_ack_now(true);
            }
            if self.d_ack_now.q.val() | self.d_fin.q.val() | (!self.d_fin.q.val() & self.tw_late.val()) {
                self.wake.d.next = true;
            }
            // The out-of-order store's answer (golden `keep_out_of_order` and the advance):
            // the blocks after, the kept bytes to the area, a block reached replayed after the
            // segment's bytes (RCV.NXT to its end), a duplicate ACK owed per out-of-order
            // segment (at most 7), none once nothing is held; a FIN ends the store.
            if self.q_ran.q.val() {
                self.tcb.d.next.set_value_rq_count(self.q_count.q.val());
                self.tcb.d.next.set_value_rq_s0(self.q_s[0].q.val());
                self.tcb.d.next.set_value_rq_e0(self.q_e[0].q.val());
                self.tcb.d.next.set_value_rq_s1(self.q_s[1].q.val());
                self.tcb.d.next.set_value_rq_e1(self.q_e[1].q.val());
                self.tcb.d.next.set_value_rq_s2(self.q_s[2].q.val());
                self.tcb.d.next.set_value_rq_e2(self.q_e[2].q.val());
                self.tcb.d.next.set_value_rq_s3(self.q_s[3].q.val());
                self.tcb.d.next.set_value_rq_e3(self.q_e[3].q.val());
            }
            if self.q_ran.q.val() & (self.d_text.q.val() == rx_text::OUT_OF_ORDER) {
                if self.q_v.q.val() == reasm_verdict::KEPT {
                    self.n_kept.d.next = self.n_kept.q.val() + 1;
                    self.g_keep.d.next = true;
                }
                if self.q_v.q.val() == reasm_verdict::DUPLICATE {
                    self.n_rq_dup.d.next = self.n_rq_dup.q.val() + 1;
                }
                if self.q_v.q.val() == reasm_verdict::FULL {
                    self.n_rq_full.d.next = self.n_rq_full.q.val() + 1;
                }
                if self.q_v.q.val() == reasm_verdict::BEYOND {
                    self.n_rq_beyond.d.next = self.n_rq_beyond.q.val() + 1;
                }
                self.tcb.d.next.set_value_dup_owed(self.tq.val().get_value_dup_owed());
                if self.tq.val().get_value_dup_owed() != reasm_owed::MAX {
                    self.tcb.d.next.set_value_dup_owed(self.tq.val().get_value_dup_owed() + 1);
                }
            }
            // RFC 5681 section 4.2: a segment that fills (part of) a hole is acknowledged at
            // once (with a FIN too, which ends the store).
            if (self.d_text.q.val() == rx_text::DELIVER) & self.d_take.q.val().any() & self.tq.val().get_value_rq_count().any() {
                self.tcb.d.next.set_value_ack_now(true);
            }
            if self.q_ran.q.val() & (self.d_text.q.val() == rx_text::DELIVER) {
                if self.q_replay.q.val() {
                    self.g_replay.d.next = true;
                    self.g_rseq.d.next = self.q_seq.q.val();
                    self.g_rlen.d.next = self.q_rlen.val();
                    self.tcb.d.next.set_value_rcv_nxt(self.q_replay_end.q.val());
                    self.tcb.d.next.set_value_rcv_unread(self.tq.val().get_value_rcv_unread() + bit_cast::<32, 16>(self.d_take.q.val()) + self.q_rlen.val());
                    self.n_deliv.d.next = self.n_deliv.q.val() + bit_cast::<32, 16>(self.d_take.q.val()) + self.q_rlen.val();
                    self.n_replayed.d.next = self.n_replayed.q.val() + self.q_rlen.val();
                }
            }
            if self.d_fin.q.val() {
                self.tcb.d.next.set_value_rq_count(bits::<3>(0));
                self.tcb.d.next.set_value_rq_s0(bits::<32>(0));
                self.tcb.d.next.set_value_rq_e0(bits::<32>(0));
                self.tcb.d.next.set_value_rq_s1(bits::<32>(0));
                self.tcb.d.next.set_value_rq_e1(bits::<32>(0));
                self.tcb.d.next.set_value_rq_s2(bits::<32>(0));
                self.tcb.d.next.set_value_rq_e2(bits::<32>(0));
                self.tcb.d.next.set_value_rq_s3(bits::<32>(0));
                self.tcb.d.next.set_value_rq_e3(bits::<32>(0));
                self.tcb.d.next.set_value_dup_owed(bits::<3>(0));
            }
            if self.q_ran.q.val() & !self.q_count.q.val().any() {
                self.tcb.d.next.set_value_dup_owed(bits::<3>(0));
            }
            if !self.q_ran.q.val() & !self.tq.val().get_value_rq_count().any() {
                self.tcb.d.next.set_value_dup_owed(bits::<3>(0));
            }
            self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
        }

        // ---------------------------------------------------------------- a transmit turn
        // golden `Toe::output`: toe_send_plan and toe_tx_hdr side by side on the TCB, the
        // ring's answer when the plan has records to send, toe_send_cut, then the segment.
        self.synced.next = (self.tq.val().get_value_state() != tcp_state::SYN_SENT) & (self.tq.val().get_value_state() != tcp_state::SYN_RECEIVED);
        // golden `Toe::output`'s first rule: with data held out of order, an ACK due (or a
        // duplicate owed) goes alone as a pure ACK, before any data, without the plan.
        self.owe.next = self.synced.val() & (self.tq.val().get_value_ack_now() | self.tq.val().get_value_dup_owed().any()) & self.tq.val().get_value_rq_count().any();
        self.plan.s_in.valid.next = (self.st.q.val() == eng_state::TX_OFFER) & !self.pl_taken.q.val() & !self.owe.val();
        self.plan.s_in.conn.next = self.conn.q.val();
        self.plan.s_in.synchronized.next = self.synced.val();
        self.plan.s_in.snd_una.next = self.tq.val().get_value_snd_una();
        self.plan.s_in.snd_nxt.next = self.tq.val().get_value_snd_nxt();
        self.plan.s_in.snd_max.next = self.tq.val().get_value_snd_max();
        self.plan.s_in.data_end.next = self.tq.val().get_value_data_end();
        self.plan.s_in.snd_wnd.next = self.tq.val().get_value_snd_wnd();
        self.plan.s_in.cwnd.next = self.tq.val().get_value_cwnd();
        self.plan.s_in.snd_mss.next = self.tq.val().get_value_snd_mss();
        self.plan.s_in.fin_queued.next = self.tq.val().get_value_fin_queued();
        self.plan.s_in.fin_sent.next = self.tq.val().get_value_fin_sent();
        self.plan.s_in.rexmt_first.next = self.tq.val().get_value_rexmt_first();
        self.hdr.s_in.valid.next =
            ((self.st.q.val() == eng_state::TX_OFFER) | (self.st.q.val() == eng_state::EXP_OFFER) | (self.st.q.val() == eng_state::CMD_OFFER)) & !self.h_taken.q.val();
        self.hdr.s_in.conn.next = self.conn.q.val();
        self.hdr.s_in.rcv_nxt.next = self.tq.val().get_value_rcv_nxt();
        self.hdr.s_in.rcv_adv.next = self.tq.val().get_value_rcv_adv();
        self.hdr.s_in.rcv_unread.next = self.tq.val().get_value_rcv_unread();
        self.hdr.s_in.rcv_shift.next = self.tq.val().get_value_rcv_shift();
        self.hdr.s_in.snd_una.next = self.tq.val().get_value_snd_una();
        self.hdr.s_in.snd_wnd.next = self.tq.val().get_value_snd_wnd();
        self.hdr.s_in.snd_max.next = self.tq.val().get_value_snd_max();
        if self.plan.s_in.valid.val() & self.plan.s_in.ready.val() {
            self.pl_taken.d.next = true;
        }
        if self.hdr.s_in.valid.val() & self.hdr.s_in.ready.val() {
            self.h_taken.d.next = true;
        }
        if (self.st.q.val() == eng_state::TX_OFFER) & (self.pl_taken.q.val() | self.plan.s_in.ready.val()) & (self.h_taken.q.val() | self.hdr.s_in.ready.val()) {
            self.st.d.next = bits::<6>(eng_state::PLAN_WAIT);
        }
        if (self.st.q.val() == eng_state::TX_OFFER) & self.owe.val() & (self.h_taken.q.val() | self.hdr.s_in.ready.val()) {
            self.x_owe.d.next = true;
            self.x_action.d.next = bits::<2>(send_action::ACK);
            self.x_persist.d.next = false;
            self.st.d.next = bits::<6>(eng_state::TX_APPLY);
        }
        self.hdr.m_hdr.ready.next = true;
        if self.hdr.m_hdr.valid.val() {
            self.h_done.d.next = true;
            self.h_window.d.next = self.hdr.m_hdr.window.val();
            self.h_rcv_adv.d.next = self.hdr.m_hdr.rcv_adv.val();
            self.h_ack_seq.d.next = self.hdr.m_hdr.ack_seq.val();
        }
        self.plan.m_plan.ready.next = true;
        if (self.st.q.val() == eng_state::PLAN_WAIT) & self.plan.m_plan.valid.val() {
            self.pl_kind.d.next = self.plan.m_plan.kind.val();
            self.pl_start.d.next = self.plan.m_plan.start.val();
            self.pl_limit.d.next = self.plan.m_plan.limit.val();
            self.pl_cut_ok.d.next = self.plan.m_plan.cut_ok.val();
            self.pl_retransmit.d.next = self.plan.m_plan.retransmit.val();
            self.pl_advance.d.next = self.plan.m_plan.advance.val();
            self.sp_by.d.next = false;
            if self.tq.val().get_value_sack_ok() {
                self.st.d.next = bits::<6>(eng_state::SP_OFFER);
            } else if self.plan.m_plan.kind.val() == plan_kind::RECORDS {
                self.st.d.next = bits::<6>(eng_state::FIND_Q);
            } else {
                self.st.d.next = bits::<6>(eng_state::CUT_OFFER);
            }
        }
        // golden `Toe::output` on a connection that agreed SACK: `sack_plan` decides when it
        // has a plan (RFC 6675 recovery), else the ordinary rule's plan stands.
        self.splan.s_in.valid.next = self.st.q.val() == eng_state::SP_OFFER;
        self.splan.s_in.conn.next = self.conn.q.val();
        self.splan.s_in.synchronized.next = self.synced.val();
        self.splan.s_in.in_recovery.next = self.tq.val().get_value_in_recovery();
        self.splan.s_in.rexmt_first.next = self.tq.val().get_value_rexmt_first();
        self.splan.s_in.snd_una.next = self.tq.val().get_value_snd_una();
        self.splan.s_in.snd_nxt.next = self.tq.val().get_value_snd_nxt();
        self.splan.s_in.snd_max.next = self.tq.val().get_value_snd_max();
        self.splan.s_in.data_end.next = self.tq.val().get_value_data_end();
        self.splan.s_in.snd_wnd.next = self.tq.val().get_value_snd_wnd();
        self.splan.s_in.cwnd.next = self.tq.val().get_value_cwnd();
        self.splan.s_in.snd_mss.next = self.tq.val().get_value_snd_mss();
        self.splan.s_in.high_rxt.next = self.tq.val().get_value_high_rxt();
        self.splan.s_in.count.next = self.tq.val().get_value_sb_count();
        self.splan.s_in.s0.next = self.tq.val().get_value_sb_s0();
        self.splan.s_in.e0.next = self.tq.val().get_value_sb_e0();
        self.splan.s_in.s1.next = self.tq.val().get_value_sb_s1();
        self.splan.s_in.e1.next = self.tq.val().get_value_sb_e1();
        self.splan.s_in.s2.next = self.tq.val().get_value_sb_s2();
        self.splan.s_in.e2.next = self.tq.val().get_value_sb_e2();
        self.splan.s_in.s3.next = self.tq.val().get_value_sb_s3();
        self.splan.s_in.e3.next = self.tq.val().get_value_sb_e3();
        if (self.st.q.val() == eng_state::SP_OFFER) & self.splan.s_in.ready.val() {
            self.st.d.next = bits::<6>(eng_state::SP_WAIT);
        }
        self.splan.m_out.ready.next = true;
        if (self.st.q.val() == eng_state::SP_WAIT) & self.splan.m_out.valid.val() {
            self.sp_by.d.next = self.splan.m_out.decides.val();
            if self.splan.m_out.decides.val() {
                self.pl_kind.d.next = self.splan.m_out.kind.val();
                self.pl_start.d.next = self.splan.m_out.start.val();
                // A plan's limit is at most one SMSS (16 bits).
                self.pl_limit.d.next = bit_cast::<16, 32>(self.splan.m_out.limit.val());
                self.pl_cut_ok.d.next = self.splan.m_out.cut_ok.val();
                self.pl_retransmit.d.next = self.splan.m_out.retransmit.val();
                self.pl_advance.d.next = self.splan.m_out.advance.val();
            }
            self.st.d.next = bits::<6>(eng_state::SP_ROUTE);
        }
        if self.st.q.val() == eng_state::SP_ROUTE {
            if self.pl_kind.q.val() == plan_kind::RECORDS {
                self.st.d.next = bits::<6>(eng_state::FIND_Q);
            } else {
                self.st.d.next = bits::<6>(eng_state::CUT_OFFER);
            }
        }
        self.m_find.valid.next = self.st.q.val() == eng_state::FIND_Q;
        self.m_find.conn.next = self.conn.q.val();
        self.m_find.start.next = self.pl_start.q.val();
        self.m_find.limit.next = self.pl_limit.q.val();
        if self.m_find.valid.val() & self.m_find.ready.val() {
            self.st.d.next = bits::<6>(eng_state::FIND_A);
        }
        self.s_found.ready.next = self.st.q.val() == eng_state::FIND_A;
        if (self.st.q.val() == eng_state::FIND_A) & self.s_found.valid.val() {
            self.f_found.d.next = self.s_found.found.val();
            self.f_off.d.next = self.s_found.found_off.val();
            self.st.d.next = bits::<6>(eng_state::CUT_OFFER);
        }
        self.cut.s_in.valid.next = self.st.q.val() == eng_state::CUT_OFFER;
        self.cut.s_in.conn.next = self.conn.q.val();
        self.cut.s_in.synchronized.next = self.synced.val();
        self.cut.s_in.snd_una.next = self.tq.val().get_value_snd_una();
        self.cut.s_in.snd_nxt.next = self.tq.val().get_value_snd_nxt();
        self.cut.s_in.snd_max.next = self.tq.val().get_value_snd_max();
        self.cut.s_in.data_end.next = self.tq.val().get_value_data_end();
        self.cut.s_in.snd_wnd.next = self.tq.val().get_value_snd_wnd();
        self.cut.s_in.fin_sent.next = self.tq.val().get_value_fin_sent();
        self.cut.s_in.ack_now.next = self.tq.val().get_value_ack_now();
        self.cut.s_in.persist_on.next = self.tq.val().get_value_persist_on();
        self.cut.s_in.kind.next = self.pl_kind.q.val();
        self.cut.s_in.start.next = self.pl_start.q.val();
        self.cut.s_in.limit.next = self.pl_limit.q.val();
        self.cut.s_in.cut_ok.next = self.pl_cut_ok.q.val();
        self.cut.s_in.retransmit.next = self.pl_retransmit.q.val();
        self.cut.s_in.advance.next = self.pl_advance.q.val();
        self.cut.s_in.found.next = self.f_found.q.val();
        self.cut.s_in.found_off.next = self.f_off.q.val();
        if (self.st.q.val() == eng_state::CUT_OFFER) & self.cut.s_in.ready.val() {
            self.st.d.next = bits::<6>(eng_state::CUT_WAIT);
        }
        self.cut.m_dec.ready.next = true;
        if (self.st.q.val() == eng_state::CUT_WAIT) & self.cut.m_dec.valid.val() {
            self.x_action.d.next = self.cut.m_dec.action.val();
            self.x_seq.d.next = self.cut.m_dec.seq.val();
            self.x_len.d.next = self.cut.m_dec.len.val();
            self.x_resent.d.next = self.cut.m_dec.resent.val();
            self.x_retransmit.d.next = self.cut.m_dec.retransmit.val();
            self.x_snd_nxt.d.next = self.cut.m_dec.snd_nxt.val();
            self.x_snd_max.d.next = self.cut.m_dec.snd_max.val();
            self.x_fin_sent.d.next = self.cut.m_dec.fin_sent.val();
            self.x_persist.d.next = self.cut.m_dec.persist_start.val();
            self.x_end.d.next = self.cut.m_dec.seq.val() + bit_cast::<32, 16>(self.cut.m_dec.len.val());
            self.st.d.next = bits::<6>(eng_state::TX_APPLY);
        }
        // The persist timer's time (golden `toe_timeout::persist_time`).
        self.pt_shift.next = self.tq.val().get_value_persist_shift();
        if self.tq.val().get_value_persist_shift() > timeout_shift::PERSIST_SHIFT_MAX {
            self.pt_shift.next = bits::<5>(timeout_shift::PERSIST_SHIFT_MAX);
        }
        self.pt_sh.d.next = self.tq.val().get_value_rto() << self.pt_shift.val();
        self.pt_lo.d.next = self.pt_sh.q.val();
        if self.pt_sh.q.val() < self.cfg_rto_min.val() {
            self.pt_lo.d.next = self.cfg_rto_min.val();
        }
        self.pt.d.next = self.pt_lo.q.val();
        if self.pt_lo.q.val() > self.cfg_rto_max.val() {
            self.pt.d.next = self.cfg_rto_max.val();
        }
        self.ticks_persist.next = self.pt.q.val();
        self.d_hr_end.next = self.tq.val().get_value_high_rxt() - self.x_end.q.val();
        // The segment (golden `Toe::output` and `Toe::pure_ack`): the window advertised, the
        // ACK state, SND.NXT / SND.MAX / the FIN, Karn's timing, the retransmission timer.
        if (self.st.q.val() == eng_state::TX_APPLY) & self.h_done.q.val() {
            self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            self.x_now.d.next = self.now.val();
            if self.synced.val() & !self.x_owe.q.val() {
                self.tcb.d.next.set_value_rexmt_first(false);
            }
            if self.x_persist.q.val() {
                self.tcb.d.next.set_value_persist_on(true);
                self.p_persist.d.next = true;
                self.persist_arm.d.next = true;
                self.persist_ticks.d.next = self.ticks_persist.val().get_value_ticks_lo();
            }
            if self.x_action.q.val() != send_action::NOTHING {
                self.wake.d.next = true;
                self.p_seg.d.next = true;
                self.n_seg_out.d.next = self.n_seg_out.q.val() + 1;
                self.tcb.d.next.set_value_rcv_adv(self.h_rcv_adv.q.val());
                self.tcb.d.next.set_value_last_ack_sent(self.tq.val().get_value_rcv_nxt());
                self.tcb.d.next.set_value_ack_now(false);
                self.tcb.d.next.set_value_unacked(bits::<2>(0));
                if self.tq.val().get_value_dack_on() {
                    self.tcb.d.next.set_value_dack_on(false);
                    self.p_dack.d.next = true;
                }
                self.x_flags.d.next = bits::<8>(0);
                self.x_flags.d.next.set_value_ack(true);
            }
            if self.x_action.q.val() == send_action::ACK {
                self.x_seq.d.next = self.h_ack_seq.q.val();
                // golden `pure_ack`: one duplicate owed fewer (none once nothing is held);
                // with SACK agreed, the held blocks most recent first (RFC 2018 section 4), 3
                // beside the timestamps, else 4 (section 3's 40 option bytes).
                if self.tq.val().get_value_dup_owed().any() {
                    self.tcb.d.next.set_value_dup_owed(self.tq.val().get_value_dup_owed() - 1);
                }
                if !self.tq.val().get_value_rq_count().any() {
                    self.tcb.d.next.set_value_dup_owed(bits::<3>(0));
                }
                if self.tq.val().get_value_sack_ok() & self.tq.val().get_value_rq_count().any() {
                    self.n_sack_out.d.next = self.n_sack_out.q.val() + 1;
                    self.x_nblk.d.next = self.tq.val().get_value_rq_count();
                    if self.tq.val().get_value_ts_ok() & (self.tq.val().get_value_rq_count() > reasm_owed::SACK_WITH_TS) {
                        self.x_nblk.d.next = bits::<3>(reasm_owed::SACK_WITH_TS);
                    }
                }
            }
            if (self.x_action.q.val() == send_action::DATA) | (self.x_action.q.val() == send_action::FIN) {
                self.x_flags.d.next.set_value_fin(self.x_action.q.val() == send_action::FIN);
                self.x_flags.d.next.set_value_psh(self.x_len.q.val().any());
                self.tcb.d.next.set_value_snd_nxt(self.x_snd_nxt.q.val());
                self.tcb.d.next.set_value_snd_max(self.x_snd_max.q.val());
                self.tcb.d.next.set_value_fin_sent(self.x_fin_sent.q.val());
                if self.x_retransmit.q.val() {
                    // Karn's rule: no RTT sample from a segment sent again.
                    self.tcb.d.next.set_value_timing_on(false);
                    self.n_rexmt_seg.d.next = self.n_rexmt_seg.q.val() + 1;
                    self.n_rexmt_bytes.d.next = self.n_rexmt_bytes.q.val() + bit_cast::<32, 16>(self.x_resent.q.val());
                    // RFC 6675: HighRxt up to the segment's end.
                    if self.tq.val().get_value_sack_ok() {
                        if self.d_hr_end.val().get_value_diff_neg() {
                            self.tcb.d.next.set_value_high_rxt(self.x_end.q.val());
                        }
                        if self.sp_by.q.val() {
                            self.n_sack_rexmt.d.next = self.n_sack_rexmt.q.val() + 1;
                        }
                    }
                } else if !self.tq.val().get_value_ts_ok() & !self.tq.val().get_value_timing_on() {
                    self.tcb.d.next.set_value_timing_on(true);
                    self.tcb.d.next.set_value_timing_seq(self.x_seq.q.val());
                    self.tcb.d.next.set_value_timing_at(self.now.val());
                }
                if self.x_len.q.val().any() {
                    self.n_data_out.d.next = self.n_data_out.q.val() + 1;
                    self.p_rd.d.next = true;
                }
                if !self.tq.val().get_value_rexmt_on() {
                    self.tcb.d.next.set_value_rexmt_on(true);
                    self.p_rexmt.d.next = true;
                    self.rexmt_arm.d.next = true;
                    self.rexmt_ticks.d.next = self.ticks_rto.val().get_value_ticks_lo();
                }
                if self.tq.val().get_value_persist_on() {
                    self.tcb.d.next.set_value_persist_on(false);
                    self.p_persist.d.next = true;
                    self.persist_arm.d.next = false;
                }
            }
        }

        // ---------------------------------------------------------------- timer expiries
        // golden `Toe::expire`: the retransmission timeout (toe_timeout, with toe_tx_hdr beside
        // it for an abort's RST or a probe), the delayed ACK, the persist timeout.
        self.timeout.s_in.valid.next =
            ((self.st.q.val() == eng_state::EXP_OFFER) & self.e_mask.q.val().get_value_rexmt() & !self.to_taken.q.val()) | (self.st.q.val() == eng_state::PER_OFFER);
        self.timeout.s_in.conn.next = self.conn.q.val();
        self.timeout.s_in.persist.next = self.st.q.val() == eng_state::PER_OFFER;
        self.timeout.s_in.synchronized.next = self.synced.val();
        self.timeout.s_in.snd_una.next = self.tq.val().get_value_snd_una();
        self.timeout.s_in.snd_max.next = self.tq.val().get_value_snd_max();
        self.timeout.s_in.snd_mss.next = self.tq.val().get_value_snd_mss();
        self.timeout.s_in.retries.next = self.tq.val().get_value_retries();
        self.timeout.s_in.rto.next = self.tq.val().get_value_rto();
        self.timeout.s_in.snd_wnd.next = self.tq.val().get_value_snd_wnd();
        self.timeout.s_in.data_end.next = self.tq.val().get_value_data_end();
        self.timeout.s_in.persist_shift.next = self.tq.val().get_value_persist_shift();
        if self.timeout.s_in.valid.val() & self.timeout.s_in.ready.val() & (self.st.q.val() == eng_state::EXP_OFFER) {
            self.to_taken.d.next = true;
        }
        if (self.st.q.val() == eng_state::EXP_OFFER)
            & (self.h_taken.q.val() | self.hdr.s_in.ready.val())
            & (self.to_taken.q.val() | self.timeout.s_in.ready.val() | !self.e_mask.q.val().get_value_rexmt())
        {
            if self.e_mask.q.val().get_value_rexmt() {
                self.st.d.next = bits::<6>(eng_state::TO_WAIT);
            } else {
                self.st.d.next = bits::<6>(eng_state::EXP_DACK);
            }
        }
        if (self.st.q.val() == eng_state::PER_OFFER) & self.timeout.s_in.ready.val() {
            self.st.d.next = bits::<6>(eng_state::PER_WAIT);
        }
        self.timeout.m_dec.ready.next = true;
        if ((self.st.q.val() == eng_state::TO_WAIT) | (self.st.q.val() == eng_state::PER_WAIT)) & self.timeout.m_dec.valid.val() {
            self.o_to_action.d.next = self.timeout.m_dec.action.val();
            self.o_to_retries.d.next = self.timeout.m_dec.retries.val();
            self.o_to_rto.d.next = self.timeout.m_dec.rto.val();
            self.o_to_ssthresh.d.next = self.timeout.m_dec.ssthresh.val();
            self.o_to_cwnd.d.next = self.timeout.m_dec.cwnd.val();
            self.o_to_recover.d.next = self.timeout.m_dec.recover.val();
            self.o_to_snd_nxt.d.next = self.timeout.m_dec.snd_nxt.val();
            self.o_to_shift.d.next = self.timeout.m_dec.persist_shift.val();
            self.o_to_ticks.d.next = self.timeout.m_dec.persist_ticks.val();
            if self.st.q.val() == eng_state::TO_WAIT {
                self.st.d.next = bits::<6>(eng_state::TO_APPLY);
            } else {
                self.st.d.next = bits::<6>(eng_state::PER_APPLY);
            }
        }
        // The retransmission timeout (golden `rto_expired`, RFC 6298 sections 5.4-5.7): an
        // abort with its RST (not in SYN-SENT), or go back to SND.UNA with the RTO backed off
        // and the congestion state collapsed (RFC 5681 section 3.1), the SYN again when not
        // synchronized.
        if (self.st.q.val() == eng_state::TO_APPLY) & self.h_done.q.val() {
            self.tcb.d.next.set_value_retries(self.o_to_retries.q.val());
            self.st.d.next = bits::<6>(eng_state::EXP_DACK);
            if self.o_to_action.q.val() == timeout_action::ABORT {
                self.p_free.d.next = true;
                self.p_all.d.next = true;
                self.p_last.d.next = true;
                self.last_kind.d.next = bits::<3>(eng_event::ABORTED);
                self.x_exhausted.d.next = true;
                self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            }
            if self.o_to_action.q.val() == timeout_action::RESEND {
                self.n_rto.d.next = self.n_rto.q.val() + 1;
                self.tcb.d.next.set_value_rto(self.o_to_rto.q.val());
                self.tcb.d.next.set_value_rexmt_on(true);
                self.p_rexmt.d.next = true;
                self.rexmt_arm.d.next = true;
                self.rexmt_ticks.d.next = self.o_to_rto.q.val().get_value_ticks_lo();
                self.tcb.d.next.set_value_ssthresh(self.o_to_ssthresh.q.val());
                self.tcb.d.next.set_value_cwnd(self.o_to_cwnd.q.val());
                self.tcb.d.next.set_value_abc(bits::<32>(0));
                self.tcb.d.next.set_value_dupacks(bits::<3>(0));
                self.tcb.d.next.set_value_in_recovery(false);
                self.tcb.d.next.set_value_recover(self.o_to_recover.q.val());
                self.tcb.d.next.set_value_timing_on(false);
                self.tcb.d.next.set_value_snd_nxt(self.o_to_snd_nxt.q.val());
                // The scoreboard cleared at SND.UNA (go-back-N).
                self.tcb.d.next.set_value_sb_count(bits::<3>(0));
                self.tcb.d.next.set_value_sb_s0(bits::<32>(0));
                self.tcb.d.next.set_value_sb_e0(bits::<32>(0));
                self.tcb.d.next.set_value_sb_s1(bits::<32>(0));
                self.tcb.d.next.set_value_sb_e1(bits::<32>(0));
                self.tcb.d.next.set_value_sb_s2(bits::<32>(0));
                self.tcb.d.next.set_value_sb_e2(bits::<32>(0));
                self.tcb.d.next.set_value_sb_s3(bits::<32>(0));
                self.tcb.d.next.set_value_sb_e3(bits::<32>(0));
                self.tcb.d.next.set_value_high_rxt(self.tq.val().get_value_snd_una());
                if self.synced.val() {
                    self.wake.d.next = true;
                } else {
                    self.n_rexmt_seg.d.next = self.n_rexmt_seg.q.val() + 1;
                    self.st.d.next = bits::<6>(eng_state::SYN_TX);
                }
            }
        }
        // An abort's RST (golden `abort_with` and the host's abort): from the TCB, at
        // toe_tx_hdr's acceptable sequence number, not in SYN-SENT (no sequence number of the
        // peer's is known).
        self.abort_rst.next = (((self.st.q.val() == eng_state::TO_APPLY) & (self.o_to_action.q.val() == timeout_action::ABORT))
            | ((self.st.q.val() == eng_state::CMD_APPLY) & (self.k_action.q.val() == cmd_action::FREE) & self.k_rst.q.val()))
            & self.h_done.q.val()
            & (self.tq.val().get_value_state() != tcp_state::SYN_SENT);
        if self.abort_rst.val() {
            self.p_ctl.d.next = true;
            self.c_from_seg.d.next = false;
            self.c_seq.d.next = self.h_ack_seq.q.val();
            self.c_ack.d.next = self.tq.val().get_value_rcv_nxt();
            self.c_flags.d.next = bits::<8>(0);
            self.c_flags.d.next.set_value_rst(true);
            self.c_flags.d.next.set_value_ack(true);
            self.c_window.d.next = bits::<16>(0);
            self.c_mss_on.d.next = false;
            self.c_ws_on.d.next = false;
            self.c_sackp.d.next = false;
            self.c_ts_on.d.next = self.tq.val().get_value_ts_ok();
            self.c_ts_val.d.next = self.now.val();
            self.c_ts_ecr.d.next = self.tq.val().get_value_ts_recent();
        }
        // The delayed ACK is due (RFC 9293 section 3.8.6.3).
        if self.st.q.val() == eng_state::EXP_DACK {
            if self.e_mask.q.val().get_value_dack() {
                self.tcb.d.next.set_value_ack_now(true);
                self.wake.d.next = true;
            }
            if self.e_mask.q.val().get_value_persist() {
                self.st.d.next = bits::<6>(eng_state::PER_OFFER);
            } else {
                self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            }
        }
        // The persist timeout (golden `persist_expired`, RFC 9293 section 3.8.6.1): a
        // zero-window probe at SND.UNA - 1 (Linux's form) with the window advertised, the
        // timer restarted with its backoff (once toe_tx_hdr has answered).
        if (self.st.q.val() == eng_state::PER_APPLY) & self.h_done.q.val() {
            self.st.d.next = bits::<6>(eng_state::WRITE_BACK);
            if self.o_to_action.q.val() == timeout_action::PROBE {
                self.n_probes.d.next = self.n_probes.q.val() + 1;
                self.tcb.d.next.set_value_persist_shift(self.o_to_shift.q.val());
                self.tcb.d.next.set_value_persist_on(true);
                self.p_persist.d.next = true;
                self.persist_arm.d.next = true;
                self.persist_ticks.d.next = self.o_to_ticks.q.val().get_value_ticks_lo();
                self.tcb.d.next.set_value_rcv_adv(self.h_rcv_adv.q.val());
                self.tcb.d.next.set_value_last_ack_sent(self.tq.val().get_value_rcv_nxt());
                self.p_ctl.d.next = true;
                self.c_from_seg.d.next = false;
                self.c_seq.d.next = self.tq.val().get_value_snd_una() - 1;
                self.c_ack.d.next = self.tq.val().get_value_rcv_nxt();
                self.c_flags.d.next = bits::<8>(0);
                self.c_flags.d.next.set_value_ack(true);
                self.c_window.d.next = self.h_window.q.val();
                self.c_mss_on.d.next = false;
                self.c_ws_on.d.next = false;
                self.c_sackp.d.next = false;
                self.c_ts_on.d.next = self.tq.val().get_value_ts_ok();
                self.c_ts_val.d.next = self.now.val();
                self.c_ts_ecr.d.next = self.tq.val().get_value_ts_recent();
            }
        }

        // ---------------------------------------------------------------- WRITE_BACK
        // The TCB goes back with its place in the ready ring; the outputs are offered.
        // A turn took the slot out of the ring (golden `Toe::turn`): it is back in only if it
        // sent. A freed slot's word keeps its bits and its place in the ring, without `live`.
        self.wb.next = self.tcb.q.val();
        if self.is_tx.q.val() {
            self.wb.next.set_value_queued(self.wake.q.val());
        } else if self.wake.q.val() {
            self.wb.next.set_value_queued(true);
        }
        if self.p_free.q.val() {
            self.wb.next.set_value_live(false);
        }
        // The write data loads every cycle (no clock enable on its 1563 bits): WRITE_BACK's
        // word, or the host's in HOST_WRITE; the RAM takes it the cycle after, with `wr_en`.
        self.wr_data.d.next = self.wb.val();
        if self.wr_host.q.val() {
            self.wr_data.d.next = self.sr.q.val().get_value_tcb();
        }
        // A listening port's segment without a slot (not opened, or the table full) has no
        // word to write.
        self.is_seg.next = !self.is_tx.q.val() & !self.is_exp.q.val() & !self.is_cmd.q.val() & !self.is_open.q.val();
        self.is_half.next = self.wb.val().get_value_live() & (self.wb.val().get_value_state() == tcp_state::SYN_RECEIVED) & self.wb.val().get_value_passive();
        self.half_full.d.next = self.half_open.q.val() >= self.cfg_half_open_max.val();
        if (self.st.q.val() == eng_state::WRITE_BACK) & (!self.is_listen.q.val() | self.is_new.q.val()) {
            if self.is_half.val() & !self.was_half.q.val() {
                self.half_open.d.next = self.half_open.q.val() + 1;
            }
            if !self.is_half.val() & self.was_half.q.val() & self.half_open.q.val().any() {
                self.half_open.d.next = self.half_open.q.val() - 1;
            }
        }
        if self.st.q.val() == eng_state::WRITE_BACK {
            self.wr_en.d.next = (!self.is_listen.q.val() | self.is_new.q.val()) & !self.past.val();
            self.p_gate.d.next = self.is_seg.val();
            self.p_ready.d.next = self.wake.q.val() & (self.is_tx.q.val() | !self.tq.val().get_value_queued());
            self.st.d.next = bits::<6>(eng_state::OUTPUTS);
        }
        // The gate's sequence number: RCV.NXT before the text (TEXT replaces it).
        if self.st.q.val() == eng_state::TEXT {
            self.g_seq.d.next = self.tq.val().get_value_rcv_nxt();
        }

        // ---------------------------------------------------------------- OUTPUTS
        self.m_gate.valid.next = (self.st.q.val() == eng_state::OUTPUTS) & self.p_gate.q.val();
        self.m_gate.deliver.next = self.g_deliver.q.val();
        self.m_gate.conn.next = self.conn.q.val();
        self.m_gate.seq.next = self.g_seq.q.val();
        self.m_gate.skip.next = self.d_skip.q.val();
        self.m_gate.take.next = self.d_take.q.val();
        self.m_gate.len.next = self.s_len.q.val();
        self.m_gate.keep.next = self.g_keep.q.val();
        self.m_gate.replay.next = self.g_replay.q.val();
        self.m_gate.r_seq.next = self.g_rseq.q.val();
        self.m_gate.r_len.next = self.g_rlen.q.val();
        // A kept segment's bytes: from its first (skip 0), to the kept end, at SEG.SEQ.
        self.g_klen.next = bit_cast::<16, 32>(self.q_kept_end.q.val()) - bit_cast::<16, 32>(self.s_seq.q.val());
        if self.g_keep.q.val() {
            self.m_gate.seq.next = self.s_seq.q.val();
            self.m_gate.skip.next = bits::<16>(0);
            self.m_gate.take.next = self.g_klen.val();
        }
        if self.m_gate.valid.val() & self.m_gate.ready.val() {
            self.p_gate.d.next = false;
        }
        // Events in golden's order.
        self.m_event.valid.next = (self.st.q.val() == eng_state::OUTPUTS) & (self.p_est.q.val() | self.p_acked.q.val() | self.p_last.q.val());
        self.m_event.conn.next = self.conn.q.val();
        self.m_event.value.next = self.tq.val().get_value_acked_bytes();
        if !self.p_est.q.val() & !self.p_acked.q.val() & (self.last_kind.q.val() == eng_event::ABORTED) {
            self.m_event.value.next = bit_cast::<32, 1>(self.x_exhausted.q.val().into());
        }
        if !self.p_est.q.val() & !self.p_acked.q.val() & (self.last_kind.q.val() == eng_event::ERROR) {
            self.m_event.value.next = bit_cast::<32, 2>(self.k_cmd.q.val());
        }
        if self.p_est.q.val() {
            self.m_event.value.next = self.tq.val().get_value_data_end();
            self.m_event.kind.next = bits::<3>(eng_event::ESTABLISHED);
        } else if self.p_acked.q.val() {
            self.m_event.kind.next = bits::<3>(eng_event::ACKED);
        } else {
            self.m_event.kind.next = self.last_kind.q.val();
        }
        if self.m_event.valid.val() & self.m_event.ready.val() {
            if self.p_est.q.val() {
                self.p_est.d.next = false;
            } else if self.p_acked.q.val() {
                self.p_acked.d.next = false;
            } else {
                self.p_last.d.next = false;
            }
        }
        // Timer commands in toe_timer's order, or all four cancelled for a freed slot.
        self.m_timer.valid.next =
            (self.st.q.val() == eng_state::OUTPUTS) & (self.p_all.q.val() | self.p_rexmt.q.val() | self.p_dack.q.val() | self.p_persist.q.val() | self.p_tw.q.val());
        self.m_timer.conn.next = self.conn.q.val();
        self.m_timer.ticks.next = bits::<16>(0);
        self.m_timer.op.next = bits::<2>(timer_op::CANCEL);
        self.m_timer.timer.next = bits::<2>(toe_timer::REXMT);
        if self.p_all.q.val() {
            self.m_timer.op.next = bits::<2>(timer_op::CANCEL_ALL);
        } else if self.p_rexmt.q.val() {
            if self.rexmt_arm.q.val() {
                self.m_timer.op.next = bits::<2>(timer_op::ARM);
                self.m_timer.ticks.next = self.rexmt_ticks.q.val();
            }
        } else if self.p_dack.q.val() {
            self.m_timer.timer.next = bits::<2>(toe_timer::DACK);
            if self.dack_arm.q.val() {
                self.m_timer.op.next = bits::<2>(timer_op::ARM);
                self.m_timer.ticks.next = self.cfg_dack.val();
            }
        } else if self.p_persist.q.val() {
            self.m_timer.timer.next = bits::<2>(toe_timer::PERSIST);
            if self.persist_arm.q.val() {
                self.m_timer.op.next = bits::<2>(timer_op::ARM);
                self.m_timer.ticks.next = self.persist_ticks.q.val();
            }
        } else {
            self.m_timer.op.next = bits::<2>(timer_op::ARM);
            self.m_timer.timer.next = bits::<2>(toe_timer::TIME_WAIT);
            self.m_timer.ticks.next = self.cfg_time_wait.val();
        }
        if self.m_timer.valid.val() & self.m_timer.ready.val() {
            if self.p_all.q.val() {
                self.p_all.d.next = false;
                self.p_rexmt.d.next = false;
                self.p_dack.d.next = false;
                self.p_persist.d.next = false;
                self.p_tw.d.next = false;
            } else if self.p_rexmt.q.val() {
                self.p_rexmt.d.next = false;
            } else if self.p_dack.q.val() {
                self.p_dack.d.next = false;
            } else if self.p_persist.q.val() {
                self.p_persist.d.next = false;
            } else {
                self.p_tw.d.next = false;
            }
        }
        self.m_ready.valid.next = (self.st.q.val() == eng_state::OUTPUTS) & self.p_ready.q.val();
        self.m_ready.conn.next = self.conn.q.val();
        if self.m_ready.valid.val() & self.m_ready.ready.val() {
            self.p_ready.d.next = false;
        }
        self.m_ctl.valid.next = (self.st.q.val() == eng_state::OUTPUTS) & self.p_ctl.q.val();
        if self.c_from_seg.q.val() {
            self.m_ctl.dst_mac.next = self.s_mac.q.val();
            self.m_ctl.dst_ip.next = self.s_ip.q.val();
            self.m_ctl.src_port.next = self.s_dport.q.val();
            self.m_ctl.dst_port.next = self.s_sport.q.val();
            if self.c_cookie.q.val() {
                self.m_ctl.seq.next = self.c_seq.q.val();
                self.m_ctl.ack.next = self.c_ack.q.val();
                self.m_ctl.flags.next = self.c_flags.q.val();
                self.m_ctl.window.next = self.c_window.q.val();
                self.m_ctl.mss_on.next = self.c_mss_on.q.val();
                self.m_ctl.ws_on.next = self.c_ws_on.q.val();
                self.m_ctl.sackp.next = self.c_sackp.q.val();
                self.m_ctl.ts_on.next = self.c_ts_on.q.val();
            } else {
                self.m_ctl.seq.next = self.r_seq.q.val();
                self.m_ctl.ack.next = self.r_ack.q.val();
                self.m_ctl.flags.next = self.r_flags.q.val();
                self.m_ctl.window.next = bits::<16>(0);
                self.m_ctl.mss_on.next = false;
                self.m_ctl.ws_on.next = false;
                self.m_ctl.sackp.next = false;
                self.m_ctl.ts_on.next = false;
            }
        } else {
            self.m_ctl.dst_mac.next = self.tq.val().get_value_remote_mac();
            self.m_ctl.dst_ip.next = self.tq.val().get_value_remote_ip();
            self.m_ctl.src_port.next = self.tq.val().get_value_local_port();
            self.m_ctl.dst_port.next = self.tq.val().get_value_remote_port();
            self.m_ctl.seq.next = self.c_seq.q.val();
            self.m_ctl.ack.next = self.c_ack.q.val();
            self.m_ctl.flags.next = self.c_flags.q.val();
            self.m_ctl.window.next = self.c_window.q.val();
            self.m_ctl.mss_on.next = self.c_mss_on.q.val();
            self.m_ctl.ws_on.next = self.c_ws_on.q.val();
            self.m_ctl.sackp.next = self.c_sackp.q.val();
            self.m_ctl.ts_on.next = self.c_ts_on.q.val();
        }
        self.m_ctl.mss.next = self.cfg_mss.val();
        self.m_ctl.ws.next = self.c_ws.q.val();
        self.m_ctl.ts_val.next = self.c_ts_val.q.val();
        self.m_ctl.ts_ecr.next = self.c_ts_ecr.q.val();
        // Control frames carry no SACK blocks (golden's SYN, SYN-ACK, RST and probe).
        self.m_ctl.nblocks.next = bits::<3>(0);
        self.m_ctl.l0.next = bits::<32>(0);
        self.m_ctl.r0.next = bits::<32>(0);
        self.m_ctl.l1.next = bits::<32>(0);
        self.m_ctl.r1.next = bits::<32>(0);
        self.m_ctl.l2.next = bits::<32>(0);
        self.m_ctl.r2.next = bits::<32>(0);
        self.m_ctl.l3.next = bits::<32>(0);
        self.m_ctl.r3.next = bits::<32>(0);
        self.m_ctl.payload.next = false;
        self.ctl_rst.next = self.c_flags.q.val().get_value_rst();
        if self.c_from_seg.q.val() & !self.c_cookie.q.val() {
            self.ctl_rst.next = self.r_flags.q.val().get_value_rst();
        }
        if self.m_ctl.valid.val() & self.m_ctl.ready.val() {
            self.p_ctl.d.next = false;
            if self.ctl_rst.val() {
                self.n_rst_out.d.next = self.n_rst_out.q.val() + 1;
            }
        }
        self.m_free.valid.next = (self.st.q.val() == eng_state::OUTPUTS) & self.p_free.q.val();
        self.m_free.conn.next = self.conn.q.val();
        if self.m_free.valid.val() & self.m_free.ready.val() {
            self.p_free.d.next = false;
        }
        // The segment's descriptor (toe_tx_frame) and its payload's read (toe_tx_read).
        self.m_seg.valid.next = (self.st.q.val() == eng_state::OUTPUTS) & self.p_seg.q.val();
        self.m_seg.dst_mac.next = self.tq.val().get_value_remote_mac();
        self.m_seg.dst_ip.next = self.tq.val().get_value_remote_ip();
        self.m_seg.src_port.next = self.tq.val().get_value_local_port();
        self.m_seg.dst_port.next = self.tq.val().get_value_remote_port();
        self.m_seg.seq.next = self.x_seq.q.val();
        self.m_seg.ack.next = self.tq.val().get_value_rcv_nxt();
        self.m_seg.flags.next = self.x_flags.q.val();
        self.m_seg.window.next = self.h_window.q.val();
        self.m_seg.mss_on.next = false;
        self.m_seg.mss.next = bits::<16>(0);
        self.m_seg.ws_on.next = false;
        self.m_seg.ws.next = bits::<4>(0);
        self.m_seg.sackp.next = false;
        self.m_seg.ts_on.next = self.tq.val().get_value_ts_ok();
        self.m_seg.ts_val.next = self.x_now.q.val();
        self.m_seg.ts_ecr.next = self.tq.val().get_value_ts_recent();
        // SACK blocks (a pure ACK's while data is held): the store's blocks in its order.
        self.m_seg.nblocks.next = self.x_nblk.q.val();
        self.m_seg.l0.next = self.tq.val().get_value_rq_s0();
        self.m_seg.r0.next = self.tq.val().get_value_rq_e0();
        self.m_seg.l1.next = self.tq.val().get_value_rq_s1();
        self.m_seg.r1.next = self.tq.val().get_value_rq_e1();
        self.m_seg.l2.next = self.tq.val().get_value_rq_s2();
        self.m_seg.r2.next = self.tq.val().get_value_rq_e2();
        self.m_seg.l3.next = self.tq.val().get_value_rq_s3();
        self.m_seg.r3.next = self.tq.val().get_value_rq_e3();
        self.m_seg.payload.next = self.x_flags.q.val().get_value_psh();
        if self.m_seg.valid.val() & self.m_seg.ready.val() {
            self.p_seg.d.next = false;
        }
        self.m_rd.valid.next = (self.st.q.val() == eng_state::OUTPUTS) & self.p_rd.q.val();
        self.m_rd.conn.next = self.conn.q.val();
        self.m_rd.seq.next = self.x_seq.q.val();
        self.m_rd.len.next = self.x_len.q.val();
        if self.m_rd.valid.val() & self.m_rd.ready.val() {
            self.p_rd.d.next = false;
        }
        self.outs_busy.next = self.p_seg.q.val()
            | self.p_rd.q.val()
            | self.p_gate.q.val()
            | self.p_est.q.val()
            | self.p_acked.q.val()
            | self.p_last.q.val()
            | self.p_all.q.val()
            | self.p_rexmt.q.val()
            | self.p_dack.q.val()
            | self.p_persist.q.val()
            | self.p_tw.q.val()
            | self.p_ready.q.val()
            | self.p_ctl.q.val()
            | self.p_free.q.val();
        if (self.st.q.val() == eng_state::OUTPUTS) & !self.outs_busy.val() {
            self.st.d.next = bits::<6>(eng_state::IDLE);
        }

        self.cnt_segments.next = self.n_seg.q.val();
        self.cnt_paws.next = self.n_paws.q.val();
        self.cnt_out_of_window.next = self.n_oow.q.val();
        self.cnt_rst_out_of_window.next = self.n_rst_oow.q.val();
        self.cnt_syn_in_window.next = self.n_syn_iw.q.val();
        self.cnt_no_ack.next = self.n_no_ack.q.val();
        self.cnt_bad_ack.next = self.n_bad_ack.q.val();
        self.cnt_ack_of_unsent.next = self.n_unsent.q.val();
        // A challenge ACK asked for (RFC 5961 sections 3.2 / 4.2 by toe_rx_seq, 5.2 by
        // toe_ack), throttled (section 7): a new window restarts the count.
        if self.chal_req.val() {
            if self.chal_new.q.val() {
                self.tcb.d.next.set_value_chal_start(self.now.val());
                self.tcb.d.next.set_value_chal_count(bits::<4>(0));
            }
            if self.chal_ok.q.val() {
                self.n_chal.d.next = self.n_chal.q.val() + 1;
                self.tcb.d.next.set_value_ack_now(true);
                self.wake.d.next = true;
                self.tcb.d.next.set_value_chal_count(self.tq.val().get_value_chal_count() + 1);
                if self.chal_new.q.val() {
                    self.tcb.d.next.set_value_chal_count(bits::<4>(1));
                }
            } else {
                self.n_chal_lim.d.next = self.n_chal_lim.q.val() + 1;
            }
        }
        self.cnt_ack_too_old.next = self.n_too_old.q.val();
        self.cnt_challenge_limited.next = self.n_chal_lim.q.val();
        self.cnt_duplicate.next = self.n_dup.q.val();
        self.cnt_challenge.next = self.n_chal.q.val();
        self.cnt_out_of_order.next = self.n_ooo.q.val();
        self.cnt_dup_acks.next = self.n_dupack.q.val();
        self.cnt_fast_rexmt.next = self.n_fastrx.q.val();
        self.cnt_bytes_delivered.next = self.n_deliv.q.val();
        self.cnt_bytes_acked.next = self.n_acked.q.val();
        self.cnt_rst_no_ack.next = self.n_rst_no_ack.q.val();
        self.cnt_no_syn.next = self.n_no_syn.q.val();
        self.cnt_turns.next = self.n_turns.q.val();
        self.cnt_segments_out.next = self.n_seg_out.q.val();
        self.cnt_data_segments_out.next = self.n_data_out.q.val();
        self.cnt_retransmitted_segments.next = self.n_rexmt_seg.q.val();
        self.cnt_retransmitted_bytes.next = self.n_rexmt_bytes.q.val();
        self.cnt_stale.next = self.n_stale.q.val();
        self.cnt_expiries.next = self.n_exp.q.val();
        self.cnt_rto_expiries.next = self.n_rto.q.val();
        self.cnt_zero_window_probes.next = self.n_probes.q.val();
        self.cnt_rst_out.next = self.n_rst_out.q.val();
        self.cnt_listen_rst.next = self.n_listen_rst.q.val();
        self.cnt_listen_ack.next = self.n_listen_ack.q.val();
        self.cnt_listen_no_syn.next = self.n_listen_no_syn.q.val();
        self.cnt_table_full.next = self.n_table_full.q.val();
        self.cnt_half_open_full.next = self.n_half_full.q.val();
        self.cnt_syn_cookies_sent.next = self.n_ck_sent.q.val();
        self.cnt_syn_cookies_ok.next = self.n_ck_ok.q.val();
        self.cnt_ooo_kept.next = self.n_kept.q.val();
        self.cnt_ooo_replayed_bytes.next = self.n_replayed.q.val();
        self.cnt_sack_acks_out.next = self.n_sack_out.q.val();
        self.cnt_reasm_duplicate.next = self.n_rq_dup.q.val();
        self.cnt_reasm_full.next = self.n_rq_full.q.val();
        self.cnt_reasm_beyond.next = self.n_rq_beyond.q.val();
        self.cnt_sack_retransmits.next = self.n_sack_rexmt.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<6>(eng_state::IDLE);
            self.wr_en.d.next = false;
            self.in_load.d.next = false;
            self.wr_host.d.next = false;
            self.p_gate.d.next = false;
            self.p_est.d.next = false;
            self.p_acked.d.next = false;
            self.p_last.d.next = false;
            self.p_all.d.next = false;
            self.p_rexmt.d.next = false;
            self.p_dack.d.next = false;
            self.p_persist.d.next = false;
            self.p_tw.d.next = false;
            self.p_ready.d.next = false;
            self.p_ctl.d.next = false;
            self.p_free.d.next = false;
            self.p_seg.d.next = false;
            self.p_rd.d.next = false;
            self.n_turns.d.next = bits::<32>(0);
            self.n_seg_out.d.next = bits::<32>(0);
            self.n_data_out.d.next = bits::<32>(0);
            self.n_rexmt_seg.d.next = bits::<32>(0);
            self.n_rexmt_bytes.d.next = bits::<32>(0);
            self.n_stale.d.next = bits::<32>(0);
            self.n_exp.d.next = bits::<32>(0);
            self.n_rto.d.next = bits::<32>(0);
            self.n_probes.d.next = bits::<32>(0);
            self.n_rst_out.d.next = bits::<32>(0);
            self.n_listen_rst.d.next = bits::<32>(0);
            self.n_listen_ack.d.next = bits::<32>(0);
            self.n_listen_no_syn.d.next = bits::<32>(0);
            self.n_table_full.d.next = bits::<32>(0);
            self.n_half_full.d.next = bits::<32>(0);
            self.n_ck_sent.d.next = bits::<32>(0);
            self.n_ck_ok.d.next = bits::<32>(0);
            self.half_open.d.next = bits::<HALF_OPEN_BITS>(0);
            self.n_sack_rexmt.d.next = bits::<32>(0);
            self.n_kept.d.next = bits::<32>(0);
            self.n_replayed.d.next = bits::<32>(0);
            self.n_sack_out.d.next = bits::<32>(0);
            self.n_rq_dup.d.next = bits::<32>(0);
            self.n_rq_full.d.next = bits::<32>(0);
            self.n_rq_beyond.d.next = bits::<32>(0);
            self.n_seg.d.next = bits::<32>(0);
            self.n_paws.d.next = bits::<32>(0);
            self.n_oow.d.next = bits::<32>(0);
            self.n_rst_oow.d.next = bits::<32>(0);
            self.n_syn_iw.d.next = bits::<32>(0);
            self.n_no_ack.d.next = bits::<32>(0);
            self.n_bad_ack.d.next = bits::<32>(0);
            self.n_unsent.d.next = bits::<32>(0);
            self.n_too_old.d.next = bits::<32>(0);
            self.n_chal_lim.d.next = bits::<32>(0);
            self.n_dup.d.next = bits::<32>(0);
            self.n_chal.d.next = bits::<32>(0);
            self.n_ooo.d.next = bits::<32>(0);
            self.n_dupack.d.next = bits::<32>(0);
            self.n_fastrx.d.next = bits::<32>(0);
            self.n_deliv.d.next = bits::<32>(0);
            self.n_acked.d.next = bits::<32>(0);
            self.n_rst_no_ack.d.next = bits::<32>(0);
            self.n_no_syn.d.next = bits::<32>(0);
        }
    }
}
