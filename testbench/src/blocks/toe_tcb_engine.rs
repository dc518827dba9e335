//! toe_tcb_engine: port binding and a scoreboard that replays golden's segment events.
//!
//! Golden's engine records every segment for a connection as a [`SegEvent`]: the TCB before
//! and after, the timers, the host events, the control frames and the counters. For each
//! one the scoreboard writes the TCB before into the engine's block RAM through the host port,
//! offers the segment, takes every output under random backpressure, reads the TCB back, and
//! compares all of it with golden at that event: the TCB field by field, the payload gate's
//! command against golden's delivery, the events in order, the timer commands applied to
//! golden's timers before (they must give golden's timers after), the ready-ring push against
//! golden's round-robin flag, the control frame against golden's (its kind, and a RST's
//! addressing and fields), the freed slot, and each counter's step against golden's.
//!
//! Golden also records every transmit turn as a [`TxEvent`] (the TCB before and after, the
//! record ends the ring held, the plan's query and its answer, the frame sent). For each one
//! the scoreboard loads the TCB (a freed slot's word: random bits without `live`, still in the
//! ring), offers the turn, checks the engine's record-end query against golden's plan and
//! answers it with golden's answer from golden's record ends at that turn, and compares the
//! segment's descriptor with golden's frame field by field, the payload read with the frame's
//! payload (first byte's sequence number, length), the TCB, the ring flag and push, the timer
//! commands and the counters.

use super::toe_tcb::{dead, is_live, mac_value, pack, unpack, word_from_beats, TCB_READ_BEATS};
use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_golden::toe::{CmdEvent, Counters, Event, OpenEvent, SegEvent, State, TcbImage, TimerEvent, ToeConfig, TxEvent};
use iwarp_golden::toe_cmd::HostCmd;
use iwarp_golden::toe_rx::{parse, RxSegment};
use iwarp_golden::wire::tcp::flags;
use iwarp_model::toe::tcb_engine::{ToeTcbEngine, ToeTcbEngineN};
use iwarp_model::toe::{eng_event, host_cmd, tcb_w, timer_op, toe_timer, SACK_BLOCKS_IN};
use rand::Rng;

crate::bind_ports!(
    /// Inputs of `toe_tcb_engine`.
    EngIn, EngOut, ToeTcbEngine, verilated::toe_tcb_engine::Model,
    generic [C] ToeTcbEngineN<C>,
    inputs {
        reset: bool, now: u32, cfg_rto_min: u32, cfg_rto_max: u32, cfg_dack: u16, cfg_time_wait: u16, cfg_rcv_buf: u32,
        cfg_mss: u16, cfg_rcv_shift: u8, cfg_sack: bool, cfg_retries: u8, cfg_syn_retries: u8,
        cfg_rto_initial: u32, cfg_isn_key_hi: u32, cfg_isn_key_lo: u64, cfg_chal_limit: u8, cfg_chal_window: u32, cfg_half_open_max: u16,
        cfg_syn_cookies: bool, cfg_cookie_key_hi: u64, cfg_cookie_key_lo: u64, cfg_ooo: bool,
        s_cmd.valid: bool, s_cmd.conn: u16, s_cmd.cmd: u8, s_cmd.n: u32,
        s_open.valid: bool, s_open.conn: u16, s_open.remote_mac: u64, s_open.remote_ip: u32, s_open.remote_port: u16, s_open.local_port: u16,
        m_ins.ready: bool, s_ins.valid: bool, s_ins.ok: bool, s_ins.conn: u16,
        s_exp.valid: bool, s_exp.conn: u16, s_exp.mask: u8, s_exp.tick: u32,
        s_seg.valid: bool, s_seg.conn: u16, s_seg.src_mac: u64, s_seg.src_ip: u32, s_seg.src_port: u16, s_seg.dst_port: u16,
        s_seg.seq: u32, s_seg.ack: u32, s_seg.flags: u8, s_seg.window: u16, s_seg.len: u16, s_seg.ts_on: bool,
        s_seg.ts_val: u32, s_seg.ts_ecr: u32, s_seg.mss_on: bool, s_seg.mss: u16, s_seg.ws_on: bool, s_seg.ws: u8, s_seg.sackp: bool,
        s_seg.nblocks: u8, s_seg.l0: u32, s_seg.r0: u32, s_seg.l1: u32, s_seg.r1: u32, s_seg.l2: u32, s_seg.r2: u32, s_seg.l3: u32, s_seg.r3: u32,
        s_seg.listen: bool,
        s_tcb_wr.valid: bool, s_tcb_wr.conn: u16, s_tcb_wr.data: u64, s_tcb_wr.last: bool,
        s_tcb_rd.valid: bool, s_tcb_rd.conn: u16,
        s_pick.valid: bool, s_pick.conn: u16, m_find.ready: bool, s_found.valid: bool, s_found.conn: u16, s_found.found: bool,
        s_found.found_off: u16, m_seg.ready: bool, m_rd.ready: bool,
        m_tcb_rd.ready: bool, m_gate.ready: bool, m_event.ready: bool, m_timer.ready: bool, m_ready.ready: bool,
        m_ctl.ready: bool, m_free.ready: bool,
    }
    outputs {
        s_seg.ready: bool, s_tcb_wr.ready: bool, s_tcb_rd.ready: bool, s_pick.ready: bool, s_exp.ready: bool,
        s_cmd.ready: bool, s_open.ready: bool, m_ins.valid: bool, m_ins.remote_ip: u32, m_ins.remote_port: u16, m_ins.local_port: u16,
        s_ins.ready: bool,
        m_find.valid: bool, m_find.conn: u16, m_find.start: u32, m_find.limit: u16, s_found.ready: bool,
        m_seg.valid: bool, m_seg.dst_mac: u64, m_seg.dst_ip: u32, m_seg.src_port: u16, m_seg.dst_port: u16, m_seg.seq: u32,
        m_seg.ack: u32, m_seg.flags: u8, m_seg.window: u16, m_seg.mss_on: bool, m_seg.mss: u16, m_seg.ws_on: bool, m_seg.ws: u8,
        m_seg.sackp: bool, m_seg.ts_on: bool, m_seg.ts_val: u32, m_seg.ts_ecr: u32, m_seg.payload: bool,
        m_seg.nblocks: u8, m_seg.l0: u32, m_seg.r0: u32, m_seg.l1: u32, m_seg.r1: u32, m_seg.l2: u32, m_seg.r2: u32, m_seg.l3: u32, m_seg.r3: u32,
        m_rd.valid: bool, m_rd.conn: u16, m_rd.seq: u32, m_rd.len: u16,
        m_tcb_rd.valid: bool, m_tcb_rd.data: u64, m_tcb_rd.last: bool,
        m_gate.valid: bool, m_gate.deliver: bool, m_gate.conn: u16, m_gate.seq: u32, m_gate.skip: u16, m_gate.take: u16, m_gate.len: u16,
        m_gate.keep: bool, m_gate.replay: bool, m_gate.r_seq: u32, m_gate.r_len: u32,
        m_event.valid: bool, m_event.kind: u8, m_event.conn: u16, m_event.value: u32,
        m_timer.valid: bool, m_timer.op: u8, m_timer.conn: u16, m_timer.timer: u8, m_timer.ticks: u16,
        m_ready.valid: bool, m_ready.conn: u16,
        m_ctl.valid: bool, m_ctl.dst_mac: u64, m_ctl.dst_ip: u32, m_ctl.src_port: u16, m_ctl.dst_port: u16, m_ctl.seq: u32,
        m_ctl.ack: u32, m_ctl.flags: u8, m_ctl.window: u16, m_ctl.mss_on: bool, m_ctl.mss: u16, m_ctl.ws_on: bool, m_ctl.ws: u8,
        m_ctl.sackp: bool, m_ctl.ts_on: bool, m_ctl.ts_val: u32, m_ctl.ts_ecr: u32, m_ctl.payload: bool,
        m_free.valid: bool, m_free.conn: u16,
        cnt_segments: u32, cnt_paws: u32, cnt_out_of_window: u32, cnt_rst_out_of_window: u32, cnt_syn_in_window: u32,
        cnt_no_ack: u32, cnt_bad_ack: u32, cnt_ack_of_unsent: u32, cnt_ack_too_old: u32, cnt_duplicate: u32, cnt_challenge: u32, cnt_challenge_limited: u32,
        cnt_out_of_order: u32, cnt_dup_acks: u32, cnt_fast_rexmt: u32, cnt_bytes_delivered: u32, cnt_bytes_acked: u32,
        cnt_rst_no_ack: u32, cnt_no_syn: u32, cnt_turns: u32, cnt_segments_out: u32, cnt_data_segments_out: u32,
        cnt_retransmitted_segments: u32, cnt_retransmitted_bytes: u32, cnt_stale: u32, cnt_expiries: u32,
        cnt_rto_expiries: u32, cnt_zero_window_probes: u32, cnt_rst_out: u32,
        cnt_listen_rst: u32, cnt_listen_ack: u32, cnt_listen_no_syn: u32, cnt_table_full: u32, cnt_half_open_full: u32,
        cnt_sack_retransmits: u32, cnt_syn_cookies_sent: u32, cnt_syn_cookies_ok: u32,
        cnt_ooo_kept: u32, cnt_ooo_replayed_bytes: u32, cnt_sack_acks_out: u32, cnt_reasm_duplicate: u32, cnt_reasm_full: u32, cnt_reasm_beyond: u32,
    }
);

pub type EngDut = Box<dyn Dut<In = EngIn, Out = EngOut>>;

pub fn engine_dut(kind: BackendKind, test: &str) -> EngDut {
    build::<ToeTcbEngine, verilated::toe_tcb_engine::Model>(kind, Some(test))
}

/// The engine with 2^`C` TCBs on the native backend (the composed `rnic`'s TOE has `C` = 6;
/// its Verilog is inside `rtl/rnic.v`).
pub fn engine_dut_conns<const C: usize>(test: &str) -> EngDut {
    build::<ToeTcbEngineN<C>, verilated::toe_tcb_engine::Model>(BackendKind::Native, Some(test))
}

/// The engine's configuration inputs from golden's.
pub fn config(cfg: &ToeConfig) -> EngIn {
    EngIn {
        cfg_rto_min: cfg.rto_min,
        cfg_rto_max: cfg.rto_max,
        cfg_dack: u16::try_from(cfg.dack).expect("delayed-ACK time below 2^16 ticks"),
        cfg_time_wait: u16::try_from(cfg.time_wait).expect("TIME-WAIT below 2^16 ticks"),
        cfg_rcv_buf: cfg.rcv_buf,
        cfg_mss: cfg.mss,
        cfg_rcv_shift: cfg.rcv_shift(),
        cfg_sack: cfg.sack,
        cfg_retries: u8::try_from(cfg.retries).expect("retry limit below 256"),
        cfg_syn_retries: u8::try_from(cfg.syn_retries).expect("SYN retry limit below 256"),
        cfg_rto_initial: cfg.rto_initial,
        cfg_isn_key_hi: u32::from_be_bytes(cfg.isn_key[..4].try_into().unwrap()),
        cfg_isn_key_lo: u64::from_be_bytes(cfg.isn_key[4..].try_into().unwrap()),
        cfg_chal_limit: challenge_limit(cfg),
        cfg_chal_window: cfg.challenge_window,
        cfg_half_open_max: half_open_max(cfg),
        cfg_syn_cookies: cfg.syn_cookies,
        cfg_cookie_key_hi: cookie_key(cfg).0,
        cfg_cookie_key_lo: cookie_key(cfg).1,
        cfg_ooo: ooo(cfg),
        ..Default::default()
    }
}

/// The half-open quota as the engine's field (at most the table's size).
pub fn half_open_max(cfg: &ToeConfig) -> u16 {
    cfg.half_open_max.min(iwarp_golden::toe_conn::SLOTS as u32) as u16
}

/// Out-of-order data kept: the engine holds golden's design count of blocks or none.
pub fn ooo(cfg: &ToeConfig) -> bool {
    let n = iwarp_golden::toe_reasm::REASM_BLOCKS;
    assert!(cfg.ooo_blocks == 0 || cfg.ooo_blocks == n, "the engine keeps {n} out-of-order blocks or none, golden {}", cfg.ooo_blocks);
    cfg.ooo_blocks == n
}

/// The cookie key as the engine takes it: golden's bytes 1 ..= 8 and 9 ..= 16 (byte 0 reaches
/// no bit of a cookie: `ToeplitzCookie`).
pub fn cookie_key(cfg: &ToeConfig) -> (u64, u64) {
    let k = &cfg.cookie_key;
    (u64::from_be_bytes(k[1..9].try_into().unwrap()), u64::from_be_bytes(k[9..17].try_into().unwrap()))
}

/// The configuration's challenge-ACK limit as the engine's 4-bit field.
pub fn challenge_limit(cfg: &ToeConfig) -> u8 {
    assert!(cfg.challenge_limit <= iwarp_golden::toe::CHALLENGE_LIMIT_MAX, "challenge limit 0..=15");
    cfg.challenge_limit as u8
}

pub fn reset(dut: &mut dyn Dut<In = EngIn, Out = EngOut>, quiet: &EngIn) {
    for _ in 0..2 {
        dut.eval(&EngIn { reset: true, ..*quiet });
        dut.tick();
    }
}

/// Golden's counters as the engine's, in the engine's port order.
fn counts(c: &Counters) -> [u64; COUNTERS] {
    let d = |k: &str| c.dropped.get(k).copied().unwrap_or(0);
    [
        d("Paws"),
        d("OutOfWindow"),
        d("RstOutOfWindow"),
        d("SynInWindow"),
        d("NoAck"),
        d("BadAck"),
        d("AckOfUnsent"),
        d("AckTooOld"),
        d("Duplicate"),
        c.challenge_acks,
        c.challenge_limited,
        c.out_of_order,
        c.dup_acks_in,
        c.fast_retransmits,
        c.bytes_delivered,
        c.bytes_acked,
        d("RstNoAck"),
        d("NoSyn"),
        c.frames_out,
        c.data_segments_out,
        c.retransmitted_segments,
        c.retransmitted_bytes,
        c.rto_expiries,
        c.zero_window_probes,
        c.rst_out,
        d("ListenRst"),
        d("ListenAck"),
        d("ListenNoSyn"),
        d("TableFull"),
        d("HalfOpenFull"),
        c.sack_retransmits,
        c.syn_cookies_sent,
        c.syn_cookies_ok,
        c.ooo_kept,
        c.ooo_replayed_bytes,
        c.sack_acks_out,
        d("ReasmDuplicate"),
        d("ReasmFull"),
        d("ReasmBeyond"),
    ]
}

fn hw_counts(o: &EngOut) -> [u64; COUNTERS] {
    [
        o.cnt_paws,
        o.cnt_out_of_window,
        o.cnt_rst_out_of_window,
        o.cnt_syn_in_window,
        o.cnt_no_ack,
        o.cnt_bad_ack,
        o.cnt_ack_of_unsent,
        o.cnt_ack_too_old,
        o.cnt_duplicate,
        o.cnt_challenge,
        o.cnt_challenge_limited,
        o.cnt_out_of_order,
        o.cnt_dup_acks,
        o.cnt_fast_rexmt,
        o.cnt_bytes_delivered,
        o.cnt_bytes_acked,
        o.cnt_rst_no_ack,
        o.cnt_no_syn,
        o.cnt_segments_out,
        o.cnt_data_segments_out,
        o.cnt_retransmitted_segments,
        o.cnt_retransmitted_bytes,
        o.cnt_rto_expiries,
        o.cnt_zero_window_probes,
        o.cnt_rst_out,
        o.cnt_listen_rst,
        o.cnt_listen_ack,
        o.cnt_listen_no_syn,
        o.cnt_table_full,
        o.cnt_half_open_full,
        o.cnt_sack_retransmits,
        o.cnt_syn_cookies_sent,
        o.cnt_syn_cookies_ok,
        o.cnt_ooo_kept,
        o.cnt_ooo_replayed_bytes,
        o.cnt_sack_acks_out,
        o.cnt_reasm_duplicate,
        o.cnt_reasm_full,
        o.cnt_reasm_beyond,
    ]
    .map(u64::from)
}

/// The counters both engines keep (golden's names; a turn's `frames_out` is its one segment,
/// as control frames leave through their own path).
const COUNTERS: usize = 39;
const COUNTER_NAMES: [&str; COUNTERS] = [
    "Paws", "OutOfWindow", "RstOutOfWindow", "SynInWindow", "NoAck", "BadAck", "AckOfUnsent", "AckTooOld", "Duplicate", "challenge_acks", "challenge_limited",
    "out_of_order", "dup_acks_in", "fast_retransmits", "bytes_delivered", "bytes_acked", "RstNoAck", "NoSyn", "frames_out",
    "data_segments_out", "retransmitted_segments", "retransmitted_bytes", "rto_expiries", "zero_window_probes", "rst_out",
    "ListenRst", "ListenAck", "ListenNoSyn", "TableFull", "HalfOpenFull", "sack_retransmits",
    "syn_cookies_sent", "syn_cookies_ok", "ooo_kept", "ooo_replayed_bytes", "sack_acks_out", "ReasmDuplicate", "ReasmFull", "ReasmBeyond",
];

/// What one event's outputs were.
#[derive(Clone, Debug, Default)]
struct Taken {
    gates: Vec<(bool, u32, u16, u16, u16)>,
    /// Each gate command's reassembly part: keep, replay, the replay's start and length.
    gate_rq: Vec<(bool, bool, u32, u32)>,
    events: Vec<(u8, u32)>,
    timers: Vec<(u8, u8, u16)>,
    ready: u32,
    ctl: Vec<EngOut>,
    free: u32,
    /// A turn's record-end queries (start, limit), segments and payload reads (seq, len).
    finds: Vec<(u32, u16)>,
    segs: Vec<EngOut>,
    reads: Vec<(u32, u16)>,
    /// A listening port's requests for a slot (the tuple: address, remote port, local port).
    ins: Vec<(u32, u16, u16)>,
}

/// Events checked, by what they exercised.
#[derive(Clone, Debug, Default)]
pub struct EngRun {
    pub events: u64,
    pub cycles: u64,
    /// Cycles from a segment's offer to the engine's return to IDLE (its outputs taken).
    pub seg_cycles: u64,
    /// Segments in SYN-SENT (toe_open's path).
    pub syn_sent: u64,
    pub delivered: u64,
    pub acked: u64,
    pub freed: u64,
    pub controls: u64,
    pub handshakes: u64,
    pub timer_cmds: u64,
    pub pushes: u64,
    /// Transmit turns: all, those that found a freed slot, the segments they sent (with data,
    /// sent again, pure ACKs, FINs), the ring queries, the persist starts; cycles from the
    /// turn's offer to IDLE.
    pub turns: u64,
    pub dead_turns: u64,
    pub sent: u64,
    pub data: u64,
    pub resent: u64,
    pub acks: u64,
    pub fins: u64,
    pub queries: u64,
    pub persist_starts: u64,
    pub turn_cycles: u64,
    /// Timer events: all, by timer fired (golden `TcbImage::timers_on`'s order), the aborts, the
    /// zero-window probes and the retransmission timeouts acted on.
    pub expiries: u64,
    pub fired: [u64; 4],
    pub aborts: u64,
    pub probes: u64,
    pub rtos: u64,
    /// Host commands (and those refused); new connections made (connects and listening
    /// ports' SYNs given a slot), listening ports' segments.
    pub commands: u64,
    pub refused: u64,
    pub opens: u64,
    pub listen_segs: u64,
    /// SYN cookies: SYN-ACKs carrying one, connections a returned one opened.
    pub cookie_syn_acks: u64,
    pub cookie_opens: u64,
}

impl EngRun {
    /// Adds another run's counts to this one.
    pub fn add(&mut self, o: &EngRun) {
        let a = [
            &mut self.events, &mut self.cycles, &mut self.seg_cycles, &mut self.syn_sent, &mut self.delivered, &mut self.acked,
            &mut self.freed, &mut self.controls, &mut self.handshakes, &mut self.timer_cmds, &mut self.pushes, &mut self.turns,
            &mut self.dead_turns, &mut self.sent, &mut self.data, &mut self.resent, &mut self.acks, &mut self.fins,
            &mut self.queries, &mut self.persist_starts, &mut self.turn_cycles,
        ];
        let b = [
            o.events, o.cycles, o.seg_cycles, o.syn_sent, o.delivered, o.acked, o.freed, o.controls, o.handshakes, o.timer_cmds,
            o.pushes, o.turns, o.dead_turns, o.sent, o.data, o.resent, o.acks, o.fins, o.queries, o.persist_starts, o.turn_cycles,
        ];
        for (x, y) in a.into_iter().zip(b) {
            *x += y;
        }
        let c = [
            &mut self.expiries, &mut self.aborts, &mut self.probes, &mut self.rtos, &mut self.commands, &mut self.refused, &mut self.opens, &mut self.listen_segs,
            &mut self.cookie_syn_acks, &mut self.cookie_opens,
        ];
        for (x, y) in c.into_iter().zip([o.expiries, o.aborts, o.probes, o.rtos, o.commands, o.refused, o.opens, o.listen_segs, o.cookie_syn_acks, o.cookie_opens]) {
            *x += y;
        }
        for k in 0..4 {
            self.fired[k] += o.fired[k];
        }
    }
}

/// A frame descriptor (toe_tx_frame's `s_seg`) as the engine offered it, or as golden's frame
/// carries it (options absent are zero).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Desc {
    dst_mac: u64,
    dst_ip: u32,
    src_port: u16,
    dst_port: u16,
    seq: u32,
    ack: u32,
    flags: u8,
    window: u16,
    mss: Option<u16>,
    ws: Option<u8>,
    sackp: bool,
    ts: Option<(u32, u32)>,
    /// SACK blocks (RFC 2018), the first `nsack` of them.
    nsack: u8,
    sack: [(u32, u32); 4],
    payload: bool,
}

impl Desc {
    fn ctl(o: &EngOut) -> Desc {
        Desc {
            dst_mac: o.m_ctl_dst_mac,
            dst_ip: o.m_ctl_dst_ip,
            src_port: o.m_ctl_src_port,
            dst_port: o.m_ctl_dst_port,
            seq: o.m_ctl_seq,
            ack: o.m_ctl_ack,
            flags: o.m_ctl_flags,
            window: o.m_ctl_window,
            mss: o.m_ctl_mss_on.then_some(o.m_ctl_mss),
            ws: o.m_ctl_ws_on.then_some(o.m_ctl_ws),
            sackp: o.m_ctl_sackp,
            ts: o.m_ctl_ts_on.then_some((o.m_ctl_ts_val, o.m_ctl_ts_ecr)),
            nsack: 0,
            sack: [(0, 0); 4],
            payload: o.m_ctl_payload,
        }
    }

    fn seg(o: &EngOut) -> Desc {
        Desc {
            dst_mac: o.m_seg_dst_mac,
            dst_ip: o.m_seg_dst_ip,
            src_port: o.m_seg_src_port,
            dst_port: o.m_seg_dst_port,
            seq: o.m_seg_seq,
            ack: o.m_seg_ack,
            flags: o.m_seg_flags,
            window: o.m_seg_window,
            mss: o.m_seg_mss_on.then_some(o.m_seg_mss),
            ws: o.m_seg_ws_on.then_some(o.m_seg_ws),
            sackp: o.m_seg_sackp,
            ts: o.m_seg_ts_on.then_some((o.m_seg_ts_val, o.m_seg_ts_ecr)),
            nsack: o.m_seg_nblocks,
            sack: sack_of(o.m_seg_nblocks, [(o.m_seg_l0, o.m_seg_r0), (o.m_seg_l1, o.m_seg_r1), (o.m_seg_l2, o.m_seg_r2), (o.m_seg_l3, o.m_seg_r3)]),
            payload: o.m_seg_payload,
        }
    }

    /// Golden's frame's header, and its payload's length.
    fn frame(f: &[u8]) -> Result<(Desc, usize), String> {
        let g = parse(f).map_err(|e| format!("golden frame: {e:?}"))?;
        let d = Desc {
            dst_mac: mac_value(f[..6].try_into().unwrap()),
            dst_ip: u32::from_be_bytes(g.dst_ip),
            src_port: g.src_port,
            dst_port: g.dst_port,
            seq: g.seq,
            ack: g.ack,
            flags: g.flags,
            window: g.window,
            mss: g.options.mss,
            ws: g.options.window_scale,
            sackp: g.options.sack_permitted,
            ts: g.options.timestamps,
            nsack: g.options.sack_blocks().len() as u8,
            sack: sack_of(g.options.sack_blocks().len() as u8, std::array::from_fn(|i| g.options.sack_blocks().get(i).copied().unwrap_or((0, 0)))),
            payload: !g.payload.is_empty(),
        };
        Ok((d, g.payload.len()))
    }
}

/// The first `n` SACK blocks, the rest zero (what a descriptor's blocks past its count are).
fn sack_of(n: u8, b: [(u32, u32); 4]) -> [(u32, u32); 4] {
    std::array::from_fn(|i| if i < n as usize { b[i] } else { (0, 0) })
}

/// The control frames offered against golden's, in order.
fn check_controls(t: &Taken, control: &[Vec<u8>]) -> Result<(), String> {
    if t.ctl.len() != control.len() {
        return Err(format!("{} control frames, golden {}", t.ctl.len(), control.len()));
    }
    for (c, f) in t.ctl.iter().zip(control) {
        let (g, _) = Desc::frame(f)?;
        let hw = Desc::ctl(c);
        if hw != g {
            return Err(format!("control frame {hw:?}, golden {g:?}"));
        }
    }
    Ok(())
}

/// The TCB word `word` into connection `conn`'s slot through the host port.
fn write_tcb(dut: &mut dyn Dut<In = EngIn, Out = EngOut>, base: &EngIn, conn: u16, word: &iwarp_model::layout::SoftWord, r: &mut EngRun) -> Result<(), String> {
    let beats: Vec<u64> = (0..TCB_READ_BEATS)
        .map(|k| {
            let lo = 64 * k;
            iwarp_model::layout::soft_value(&word[lo..(lo + 64).min(tcb_w::BITS)]) as u64
        })
        .collect();
    r.cycles += write_tcb_beats(dut, base, conn, &beats, &mut |_| false)?;
    Ok(())
}

/// A host write of `beats` (the first the word's lowest bits) into connection `conn`'s slot,
/// the port's valid held low in the cycles `pause` answers true for (given the next beat's
/// index); the cycles taken.
pub fn write_tcb_beats(dut: &mut dyn Dut<In = EngIn, Out = EngOut>, base: &EngIn, conn: u16, beats: &[u64], pause: &mut dyn FnMut(usize) -> bool) -> Result<u64, String> {
    let mut k = 0;
    let mut cycles = 0u64;
    while k < beats.len() {
        cycles += 1;
        if cycles > 1_000 {
            return Err("TCB write not taken".into());
        }
        if pause(k) {
            dut.eval(base);
        } else {
            let inp = EngIn { s_tcb_wr_valid: true, s_tcb_wr_conn: conn, s_tcb_wr_data: beats[k], s_tcb_wr_last: k + 1 == beats.len(), ..*base };
            if dut.eval(&inp).s_tcb_wr_ready {
                k += 1;
            }
        }
        dut.tick();
    }
    Ok(cycles)
}

/// Connection `conn`'s TCB word read back through the host port, and the outputs after it.
fn read_tcb(dut: &mut dyn Dut<In = EngIn, Out = EngOut>, base: &EngIn, conn: u16, r: &mut EngRun) -> Result<(iwarp_model::layout::SoftWord, EngOut), String> {
    let read = read_tcb_beats(dut, base, conn, &mut || true)?;
    r.cycles += read.cycles;
    Ok((word_from_beats(&read.beats), read.last_out))
}

/// A host read's beats, the cycles it took, the beats the reader held back and the outputs
/// of its last cycle.
pub struct TcbRead {
    pub beats: Vec<u64>,
    pub cycles: u64,
    pub stalls: u64,
    pub last_out: EngOut,
}

/// Connection `conn`'s TCB word read through the host port, the reader ready in the cycles
/// `ready` answers true for; every beat's `last` flag checked.
pub fn read_tcb_beats(dut: &mut dyn Dut<In = EngIn, Out = EngOut>, base: &EngIn, conn: u16, ready: &mut dyn FnMut() -> bool) -> Result<TcbRead, String> {
    let mut beats = Vec::with_capacity(TCB_READ_BEATS);
    let (mut cycles, mut stalls) = (0u64, 0u64);
    let mut asked = true;
    loop {
        cycles += 1;
        if cycles > 1_000 {
            return Err("TCB read did not finish".into());
        }
        let inp = EngIn { s_tcb_rd_valid: asked, s_tcb_rd_conn: conn, m_tcb_rd_ready: ready(), ..*base };
        let o = dut.eval(&inp);
        if asked && o.s_tcb_rd_ready {
            asked = false;
        }
        stalls += u64::from(o.m_tcb_rd_valid && !inp.m_tcb_rd_ready);
        if o.m_tcb_rd_valid && inp.m_tcb_rd_ready {
            beats.push(o.m_tcb_rd_data);
            if o.m_tcb_rd_last != (beats.len() == TCB_READ_BEATS) {
                return Err(format!("TCB read beat {}: last {}", beats.len() - 1, o.m_tcb_rd_last));
            }
        }
        dut.tick();
        if beats.len() == TCB_READ_BEATS {
            return Ok(TcbRead { beats, cycles, stalls, last_out: o });
        }
    }
}

/// Offers `offer` (a segment or a turn) until taken, answers a record-end query with
/// `answer` after a random wait, and takes every output under backpressure until the engine
/// is idle again.
fn drive(dut: &mut dyn Dut<In = EngIn, Out = EngOut>, base: &EngIn, offer: &EngIn, conn: u16, answer: Option<u32>, ready: &ReadyGen, rng: &mut TestRng) -> Result<(Taken, u64), String> {
    drive_with(dut, base, offer, conn, answer, None, ready, rng)
}

/// [`drive`], and a request for a slot answered with `slot` (none: the table is full) after
/// a random wait; `conn` is the slot's once given.
#[allow(clippy::too_many_arguments)]
fn drive_with(
    dut: &mut dyn Dut<In = EngIn, Out = EngOut>,
    base: &EngIn,
    offer: &EngIn,
    mut conn: u16,
    answer: Option<u32>,
    slot: Option<u16>,
    ready: &ReadyGen,
    rng: &mut TestRng,
) -> Result<(Taken, u64), String> {
    let mut offered = true;
    let mut t = Taken::default();
    let mut cycles = 0u64;
    // The answer's wait (cycles) once the query is taken; None until then.
    let mut answer_in: Option<u32> = None;
    let mut slot_in: Option<u32> = None;
    loop {
        cycles += 1;
        if cycles > 3_000 {
            return Err("hang: the engine did not return to idle".into());
        }
        let mut inp = if offered { *offer } else { *base };
        inp.m_gate_ready = ready.drive(rng);
        inp.m_event_ready = ready.drive(rng);
        inp.m_timer_ready = ready.drive(rng);
        inp.m_ready_ready = ready.drive(rng);
        inp.m_ctl_ready = ready.drive(rng);
        inp.m_free_ready = ready.drive(rng);
        inp.m_find_ready = ready.drive(rng);
        inp.m_seg_ready = ready.drive(rng);
        inp.m_rd_ready = ready.drive(rng);
        if answer_in == Some(0) {
            let off = answer.unwrap_or(0);
            inp.s_found_valid = true;
            inp.s_found_conn = conn;
            inp.s_found_found = answer.is_some();
            inp.s_found_found_off = u16::try_from(off).map_err(|_| format!("record end {off} bytes on"))?;
        }
        inp.m_ins_ready = ready.drive(rng);
        if slot_in == Some(0) {
            inp.s_ins_valid = true;
            inp.s_ins_ok = slot.is_some();
            inp.s_ins_conn = slot.unwrap_or(0);
        }
        let o = dut.eval(&inp);
        let taken = o.s_seg_ready && offer.s_seg_valid || o.s_pick_ready && offer.s_pick_valid || o.s_exp_ready && offer.s_exp_valid;
        if offered && (taken || o.s_cmd_ready && offer.s_cmd_valid || o.s_open_ready && offer.s_open_valid) {
            offered = false;
        } else if !offered && o.s_tcb_wr_ready && cycles > 2 {
            break;
        }
        if o.m_gate_valid && inp.m_gate_ready {
            if o.m_gate_conn != conn {
                return Err(format!("gate command for connection {}", o.m_gate_conn));
            }
            t.gates.push((o.m_gate_deliver, o.m_gate_seq, o.m_gate_skip, o.m_gate_take, o.m_gate_len));
            t.gate_rq.push((o.m_gate_keep, o.m_gate_replay, o.m_gate_r_seq, o.m_gate_r_len));
        }
        if o.m_event_valid && inp.m_event_ready {
            t.events.push((o.m_event_kind, o.m_event_value));
        }
        if o.m_timer_valid && inp.m_timer_ready {
            if o.m_timer_conn != conn {
                return Err(format!("timer command for connection {}", o.m_timer_conn));
            }
            t.timers.push((o.m_timer_op, o.m_timer_timer, o.m_timer_ticks));
        }
        if o.m_ready_valid && inp.m_ready_ready {
            t.ready += 1;
        }
        if o.m_ctl_valid && inp.m_ctl_ready {
            t.ctl.push(o);
        }
        if o.m_free_valid && inp.m_free_ready {
            t.free += 1;
        }
        if o.m_find_valid && inp.m_find_ready {
            if o.m_find_conn != conn {
                return Err(format!("record-end query for connection {}", o.m_find_conn));
            }
            t.finds.push((o.m_find_start, o.m_find_limit));
            // The ring answers after a wait as the outputs' readiness draws it (none unstalled).
            let mut wait = 0;
            while wait < 3 && !ready.drive(rng) {
                wait += 1;
            }
            answer_in = Some(wait);
        } else if inp.s_found_valid && o.s_found_ready {
            answer_in = None;
        } else if let Some(n) = answer_in.filter(|&n| n > 0) {
            answer_in = Some(n - 1);
        }
        if o.m_ins_valid && inp.m_ins_ready {
            t.ins.push((o.m_ins_remote_ip, o.m_ins_remote_port, o.m_ins_local_port));
            let mut wait = 0;
            while wait < 3 && !ready.drive(rng) {
                wait += 1;
            }
            slot_in = Some(wait);
        } else if inp.s_ins_valid && o.s_ins_ready {
            slot_in = None;
            if let Some(s) = slot {
                conn = s;
            }
        } else if let Some(n) = slot_in.filter(|&n| n > 0) {
            slot_in = Some(n - 1);
        }
        if o.m_seg_valid && inp.m_seg_ready {
            t.segs.push(o);
        }
        if o.m_rd_valid && inp.m_rd_ready {
            if o.m_rd_conn != conn {
                return Err(format!("payload read for connection {}", o.m_rd_conn));
            }
            t.reads.push((o.m_rd_seq, o.m_rd_len));
        }
        dut.tick();
    }
    Ok((t, cycles))
}

/// A parsed segment (without its payload, `len` bytes of it) offered on `s_seg`.
fn seg_offer(base: &EngIn, seg: &RxSegment, len: u32) -> EngIn {
    let opt = &seg.options;
    let (ts_on, ts_val, ts_ecr) = match opt.timestamps {
        Some((v, e)) => (true, v, e),
        None => (false, 0, 0),
    };
    let blocks = opt.sack_blocks();
    assert!(blocks.len() <= SACK_BLOCKS_IN, "a parsed segment has at most {SACK_BLOCKS_IN} SACK blocks");
    let b = |i: usize| blocks.get(i).copied().unwrap_or((0, 0));
    EngIn {
        s_seg_valid: true,
        s_seg_src_mac: mac_value(seg.src_mac),
        s_seg_src_ip: u32::from_be_bytes(seg.src_ip),
        s_seg_src_port: seg.src_port,
        s_seg_dst_port: seg.dst_port,
        s_seg_seq: seg.seq,
        s_seg_ack: seg.ack,
        s_seg_flags: seg.flags,
        s_seg_window: seg.window,
        s_seg_len: len as u16,
        s_seg_ts_on: ts_on,
        s_seg_ts_val: ts_val,
        s_seg_ts_ecr: ts_ecr,
        s_seg_mss_on: opt.mss.is_some(),
        s_seg_mss: opt.mss.unwrap_or(0),
        s_seg_ws_on: opt.window_scale.is_some(),
        s_seg_ws: opt.window_scale.unwrap_or(0),
        s_seg_sackp: opt.sack_permitted,
        s_seg_nblocks: blocks.len() as u8,
        s_seg_l0: b(0).0,
        s_seg_r0: b(0).1,
        s_seg_l1: b(1).0,
        s_seg_r1: b(1).1,
        s_seg_l2: b(2).0,
        s_seg_r2: b(2).1,
        s_seg_l3: b(3).0,
        s_seg_r3: b(3).1,
        ..*base
    }
}

/// Runs every event of `trace` through the engine; `cfg` is golden's configuration.
pub fn run(dut: &mut dyn Dut<In = EngIn, Out = EngOut>, cfg: &ToeConfig, trace: &[SegEvent], stall: f64, rng: &mut TestRng) -> Result<EngRun, String> {
    let quiet = config(cfg);
    let ready = ReadyGen::new(stall);
    let mut r = EngRun::default();
    let mut hw_base = hw_counts(&dut.eval(&quiet));
    for (i, ev) in trace.iter().enumerate() {
        r.syn_sent += u64::from(ev.before.state == State::SynSent);
        let at = |e: String| format!("event {i} (conn {}, {:?}, seg seq {} ack {} flags {:#x} len {}): {e}", ev.conn, ev.before.state, ev.seg.seq, ev.seg.ack, ev.seg.flags, ev.len);
        let base = EngIn { now: ev.now, ..quiet };
        // The TCB before, through the host port.
        let word = pack(&ev.before).map_err(&at)?;
        write_tcb(dut, &base, ev.conn, &word, &mut r).map_err(&at)?;
        // The segment, held until taken; then every output under backpressure until idle.
        let seg_in = EngIn { s_seg_conn: ev.conn, ..seg_offer(&base, &ev.seg, ev.len) };
        let (t, cycles) = drive(dut, &base, &seg_in, ev.conn, None, &ready, rng).map_err(&at)?;
        r.cycles += cycles;
        r.seg_cycles += cycles;
        // The TCB after, read back.
        let (word, o) = read_tcb(dut, &base, ev.conn, &mut r).map_err(&at)?;
        check(ev, &t, &word, &o, &hw_base, cfg.rcv_buf).map_err(&at)?;
        hw_base = hw_counts(&o);
        r.events += 1;
        r.delivered += t.gates.iter().filter(|g| g.0).count() as u64;
        r.acked += t.events.iter().filter(|e| u64::from(e.0) == eng_event::ACKED).count() as u64;
        r.freed += u64::from(t.free);
        r.controls += t.ctl.len() as u64;
        r.handshakes += u64::from(matches!(ev.before.state, State::SynReceived | State::SynSent) && ev.out.after.is_some_and(|a| !matches!(a.state, State::SynReceived | State::SynSent)));
        r.timer_cmds += t.timers.len() as u64;
        r.pushes += u64::from(t.ready);
    }
    Ok(r)
}

/// Runs every transmit turn of `trace` through the engine: the TCB before loaded (a freed
/// slot's word: random bits, not live, in the ring), the turn offered, the ring's query
/// answered with golden's answer from the record ends golden held at that turn, the outputs
/// taken under backpressure, the TCB read back and compared ([`check_turn`]).
pub fn run_turns(dut: &mut dyn Dut<In = EngIn, Out = EngOut>, cfg: &ToeConfig, trace: &[TxEvent], stall: f64, rng: &mut TestRng) -> Result<EngRun, String> {
    let quiet = config(cfg);
    let ready = ReadyGen::new(stall);
    let mut r = EngRun::default();
    let mut hw_base = hw_counts(&dut.eval(&quiet));
    for (i, ev) in trace.iter().enumerate() {
        let at = |e: String| {
            format!(
                "turn {i} (conn {}, {:?}, query {:?}, scoreboard before {:?}, held {:?}, duplicates owed {:?}, ACK due {:?}): {e}",
                ev.conn,
                ev.before.map(|b| b.state),
                ev.query,
                ev.before.map(|b| b.scoreboard),
                ev.before.map(|b| b.reasm),
                ev.before.map(|b| b.dup_owed),
                ev.before.map(|b| b.ack_now)
            )
        };
        let base = EngIn { now: ev.now, ..quiet };
        let word = match &ev.before {
            Some(b) => pack(b).map_err(&at)?,
            None => junk(rng, true),
        };
        write_tcb(dut, &base, ev.conn, &word, &mut r).map_err(&at)?;
        let pick = EngIn { s_pick_valid: true, s_pick_conn: ev.conn, ..base };
        let answer = ev.query.and_then(|q| q.2);
        let (t, cycles) = drive(dut, &base, &pick, ev.conn, answer, &ready, rng).map_err(&at)?;
        r.cycles += cycles;
        r.turn_cycles += cycles;
        let (word, o) = read_tcb(dut, &base, ev.conn, &mut r).map_err(&at)?;
        check_turn(ev, &t, &word, &o, &hw_base).map_err(&at)?;
        hw_base = hw_counts(&o);
        r.events += 1;
        r.turns += 1;
        r.dead_turns += u64::from(ev.before.is_none());
        r.sent += t.segs.len() as u64;
        r.data += t.reads.len() as u64;
        r.resent += ev.out.counters_after.retransmitted_segments - ev.out.counters_before.retransmitted_segments;
        r.acks += t.segs.iter().filter(|s| u64::from(s.m_seg_flags) == u64::from(flags::ACK) && !s.m_seg_payload).count() as u64;
        r.fins += t.segs.iter().filter(|s| s.m_seg_flags & flags::FIN != 0).count() as u64;
        r.queries += t.finds.len() as u64;
        r.persist_starts += t.timers.iter().filter(|x| u64::from(x.0) == timer_op::ARM && u64::from(x.1) == toe_timer::PERSIST).count() as u64;
        r.timer_cmds += t.timers.len() as u64;
        r.pushes += u64::from(t.ready);
    }
    Ok(r)
}

/// The host events offered against golden's, in order (an acknowledgement's count as golden's;
/// the other events' values as the engine's, but an abort's, which says whether the
/// retransmissions ran out).
fn check_events(t: &Taken, events: &[Event]) -> Result<(), String> {
    let want: Vec<(u8, u32)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Established { .. } => Some((eng_event::ESTABLISHED as u8, None)),
            Event::Acked { bytes, .. } => Some((eng_event::ACKED as u8, Some(*bytes))),
            Event::PeerClosed { .. } => Some((eng_event::PEER_CLOSED as u8, None)),
            Event::Closed { .. } => Some((eng_event::CLOSED as u8, None)),
            Event::Reset { .. } => Some((eng_event::RESET as u8, None)),
            Event::Aborted { retries_exhausted, .. } => Some((eng_event::ABORTED as u8, Some(u32::from(*retries_exhausted)))),
            _ => None,
        })
        .zip(0..)
        .map(|((k, v), i)| (k, v.unwrap_or_else(|| t.events.get(i).map_or(0, |e| e.1))))
        .collect();
    if t.events != want {
        return Err(format!("events {:?}, golden {want:?} ({events:?})", t.events));
    }
    Ok(())
}

/// Runs every timer event of `trace` through the engine: the TCB before loaded (the fired
/// timers still running in it), the expiry offered with its mask, the outputs taken under
/// backpressure, the TCB read back and compared ([`check_expiry`]).
pub fn run_expiries(dut: &mut dyn Dut<In = EngIn, Out = EngOut>, cfg: &ToeConfig, trace: &[TimerEvent], stall: f64, rng: &mut TestRng) -> Result<EngRun, String> {
    let quiet = config(cfg);
    let ready = ReadyGen::new(stall);
    let mut r = EngRun::default();
    let mut hw_base = hw_counts(&dut.eval(&quiet));
    for (i, ev) in trace.iter().enumerate() {
        let at = |e: String| format!("expiry {i} (conn {}, {:?}, fired {:?}): {e}", ev.conn, ev.before.state, ev.fired);
        let base = EngIn { now: ev.now, ..quiet };
        let word = pack(&ev.before).map_err(&at)?;
        write_tcb(dut, &base, ev.conn, &word, &mut r).map_err(&at)?;
        let mask = ev.fired.iter().enumerate().fold(0u8, |m, (k, &f)| m | (u8::from(f) << k));
        let exp = EngIn { s_exp_valid: true, s_exp_conn: ev.conn, s_exp_mask: mask, s_exp_tick: ev.now & 0xF_FFFF, ..base };
        let (t, cycles) = drive(dut, &base, &exp, ev.conn, None, &ready, rng).map_err(&at)?;
        r.cycles += cycles;
        let (word, o) = read_tcb(dut, &base, ev.conn, &mut r).map_err(&at)?;
        check_expiry(ev, &t, &word, &o, &hw_base).map_err(&at)?;
        hw_base = hw_counts(&o);
        r.events += 1;
        r.expiries += 1;
        for (k, n) in r.fired.iter_mut().enumerate() {
            *n += u64::from(ev.fired[k]);
        }
        r.freed += u64::from(t.free);
        r.controls += t.ctl.len() as u64;
        r.timer_cmds += t.timers.len() as u64;
        r.pushes += u64::from(t.ready);
        r.aborts += t.events.iter().filter(|e| u64::from(e.0) == eng_event::ABORTED).count() as u64;
        r.probes += ev.out.counters_after.zero_window_probes - ev.out.counters_before.zero_window_probes;
        r.rtos += ev.out.counters_after.rto_expiries - ev.out.counters_before.rto_expiries;
    }
    Ok(r)
}

/// One expiry's outputs and TCB against golden's.
fn check_expiry(ev: &TimerEvent, t: &Taken, word: &iwarp_model::layout::SoftWord, o: &EngOut, hw_base: &[u64; COUNTERS]) -> Result<(), String> {
    check_tcb(ev.out.after.as_ref(), ev.out.queued_after, word)?;
    let pushed = !ev.before.queued && ev.out.queued_after;
    if t.ready != u32::from(pushed) {
        return Err(format!("{} ready pushes, golden {}", t.ready, pushed));
    }
    check_events(t, &ev.out.events)?;
    check_timers(t, ev.timers_mid, ev.out.timers_after)?;
    check_controls(t, &ev.out.control)?;
    if t.free != u32::from(ev.out.after.is_none()) {
        return Err(format!("{} slots freed, golden {}", t.free, ev.out.after.is_none()));
    }
    if !(t.gates.is_empty() && t.segs.is_empty() && t.reads.is_empty() && t.finds.is_empty()) {
        return Err(format!("an expiry's gate {:?}, segments {}, reads {:?}, queries {:?}", t.gates, t.segs.len(), t.reads, t.finds));
    }
    check_counters(&ev.out.counters_before, &ev.out.counters_after, o, hw_base)
}

/// The timer commands applied to golden's timers before must give golden's timers after.
fn check_timers(t: &Taken, before: [u32; 4], after: [u32; 4]) -> Result<(), String> {
    let mut timers = before;
    for &(op, timer, ticks) in &t.timers {
        match u64::from(op) {
            timer_op::ARM => timers[timer as usize] = u32::from(ticks),
            timer_op::CANCEL => timers[timer as usize] = 0,
            timer_op::CANCEL_ALL => timers = [0; 4],
            _ => return Err(format!("timer op {op}")),
        }
    }
    if timers != after {
        return Err(format!("timers {timers:?} after {:?}, golden {after:?} (before {before:?})", t.timers));
    }
    Ok(())
}

/// Each counter's step equal to golden's.
fn check_counters(before: &Counters, after: &Counters, o: &EngOut, hw_base: &[u64; COUNTERS]) -> Result<(), String> {
    let (g0, g1, h1) = (counts(before), counts(after), hw_counts(o));
    for k in 0..COUNTERS {
        let (gd, hd) = (g1[k] - g0[k], h1[k].wrapping_sub(hw_base[k]) & u64::from(u32::MAX));
        if gd & u64::from(u32::MAX) != hd {
            return Err(format!("counter {}: +{hd}, golden +{gd}", COUNTER_NAMES[k]));
        }
    }
    Ok(())
}

/// The TCB read back against golden's after the event: equal field by field when golden has
/// one, not live when golden freed the slot; its place in the ring either way.
fn check_tcb(after: Option<&TcbImage>, queued_after: bool, word: &iwarp_model::layout::SoftWord) -> Result<(), String> {
    match (after, is_live(word)) {
        (Some(after), true) => {
            let hw = unpack(word)?;
            if hw != *after {
                return Err(format!("TCB after:\n  golden {after:?}\n  engine {hw:?}"));
            }
        }
        (None, false) => {}
        (a, live) => return Err(format!("live {live}, golden has a TCB: {}", a.is_some())),
    }
    let queued = tcb_w::QUEUED.read(word) != 0;
    if queued != queued_after {
        return Err(format!("queued {queued} (golden {queued_after})"));
    }
    Ok(())
}

/// One turn's outputs and TCB against golden's.
fn check_turn(ev: &TxEvent, t: &Taken, word: &iwarp_model::layout::SoftWord, o: &EngOut, hw_base: &[u64; COUNTERS]) -> Result<(), String> {
    check_tcb(ev.out.after.as_ref(), ev.out.queued_after, word)?;
    if t.ready != u32::from(ev.out.queued_after) {
        return Err(format!("{} ready pushes, golden queued {}", t.ready, ev.out.queued_after));
    }
    // The ring's query: golden's plan's (start, limit).
    let want: Vec<(u32, u16)> = ev.query.iter().map(|q| (q.0, q.1 as u16)).collect();
    if t.finds != want {
        return Err(format!("record-end queries {:?}, golden {want:?}", t.finds));
    }
    check_timers(t, ev.timers_before, ev.out.timers_after)?;
    // The segment: its descriptor against golden's frame, its payload's read.
    match (&ev.frame, t.segs.as_slice()) {
        (None, []) => {
            if !t.reads.is_empty() {
                return Err(format!("payload reads {:?} without a segment", t.reads));
            }
        }
        (Some(f), [s]) => {
            let (g, len) = Desc::frame(f)?;
            let hw = Desc::seg(s);
            if hw != g {
                return Err(format!("segment {hw:?}, golden {g:?}"));
            }
            let want: Vec<(u32, u16)> = if len == 0 { vec![] } else { vec![(g.seq, len as u16)] };
            if t.reads != want {
                return Err(format!("payload reads {:?}, golden {want:?}", t.reads));
            }
        }
        (f, segs) => return Err(format!("{} segments, golden {}", segs.len(), u8::from(f.is_some()))),
    }
    if !(t.gates.is_empty() && t.events.is_empty() && t.ctl.is_empty() && t.free == 0) {
        return Err(format!("a turn's gate {:?}, events {:?}, control {}, free {}", t.gates, t.events, t.ctl.len(), t.free));
    }
    check_counters(&ev.out.counters_before, &ev.out.counters_after, o, hw_base)
}

/// One event's outputs and TCB against golden's.
fn check(ev: &SegEvent, t: &Taken, word: &iwarp_model::layout::SoftWord, o: &EngOut, hw_base: &[u64; COUNTERS], rcv_buf: u32) -> Result<(), String> {
    // The TCB (a freed slot's word is the engine's to keep; only its place in the ring counts).
    let hw = unpack(word)?;
    match &ev.out.after {
        Some(after) if hw != *after => return Err(format!("TCB after:\n  golden {after:?}\n  engine {hw:?}")),
        _ => {}
    }
    if is_live(word) != ev.out.after.is_some() {
        return Err(format!("live {}, golden has a TCB: {}", is_live(word), ev.out.after.is_some()));
    }
    if hw.queued != ev.out.queued_after {
        return Err(format!("queued {} (golden {})", hw.queued, ev.out.queued_after));
    }
    // The gate: one command, delivering what golden delivered.
    let delivered = deliveries(&ev.out.events);
    let [(deliver, seq, skip, take, len)] = t.gates[..] else { return Err(format!("{} gate commands", t.gates.len())) };
    if u32::from(len) != ev.len {
        return Err(format!("gate len {len} for a {}-byte payload", ev.len));
    }
    // Its reassembly part: a kept segment's bytes (from its first, to the receive space's end
    // as golden's `space_end` gives it from the TCB before) into the area, or a held block's
    // replay after the delivery, as golden's second delivery.
    let (keep, replay, r_seq, r_len) = t.gate_rq[0];
    let kept = ev.out.counters_after.ooo_kept - ev.out.counters_before.ooo_kept;
    let b = &ev.before;
    let (seg_end, space) = (ev.seg.seq.wrapping_add(ev.len), iwarp_golden::toe_reasm::space_end(b.rcv_nxt, b.rcv_adv, rcv_buf, b.rcv_unread));
    let kept_end = if iwarp_golden::toe::seq_lt(space, seg_end) { space } else { seg_end };
    let in_order = |s: &u32, n: &usize| *s == seq && *n == take as usize && skip as u32 + take as u32 <= ev.len;
    match (deliver, keep, replay, delivered.as_slice()) {
        (false, false, false, []) if kept == 0 => {}
        (true, false, false, [(s, n)]) if in_order(s, n) => {}
        (true, false, true, [(s, n), (rs, rn)]) if in_order(s, n) && *rs == r_seq && *rn == r_len as usize => {}
        (false, true, false, []) if kept == 1 && seq == ev.seg.seq && skip == 0 && u32::from(take) == kept_end.wrapping_sub(seq) => {}
        _ => {
            return Err(format!(
                "gate deliver {deliver} keep {keep} replay {replay} seq {seq} skip {skip} take {take} replay {r_seq}+{r_len}; golden delivered {delivered:?}, kept {kept} (to {kept_end})"
            ))
        }
    }
    // Host events in order.
    check_events(t, &ev.out.events)?;
    // Timers: the commands applied to golden's timers before give golden's after.
    check_timers(t, ev.timers_before, ev.out.timers_after)?;
    // The ready ring: pushed when the slot entered it.
    let pushed = !ev.before.queued && ev.out.queued_after;
    if t.ready != u32::from(pushed) {
        return Err(format!("{} ready pushes, golden {}", t.ready, pushed));
    }
    // Control frames, field by field.
    check_controls(t, &ev.out.control)?;
    if t.free != u32::from(ev.out.after.is_none()) {
        return Err(format!("{} slots freed, golden {}", t.free, ev.out.after.is_none()));
    }
    // Counters: each step equal to golden's.
    check_counters(&ev.out.counters_before, &ev.out.counters_after, o, hw_base)?;
    if o.cnt_segments == 0 {
        return Err("no segment counted".into());
    }
    Ok(())
}

/// A freed slot's word: random bits, not live, with the ring flag `queued`.
fn junk(rng: &mut TestRng, queued: bool) -> iwarp_model::layout::SoftWord {
    let bits: Vec<bool> = (0..tcb_w::BITS).map(|_| rng.gen()).collect();
    dead(&bits.into_iter().collect(), queued)
}

/// A command's code and its bytes (CONSUMED's and SEND's count).
fn cmd_code(c: HostCmd) -> (u8, u32) {
    match c {
        HostCmd::Close => (host_cmd::CLOSE as u8, 0),
        HostCmd::Abort => (host_cmd::ABORT as u8, 0),
        HostCmd::Consumed(n) => (host_cmd::CONSUMED as u8, n),
        HostCmd::Send(n) => (host_cmd::SEND as u8, n),
    }
}

/// Runs every host command of `trace` through the engine: the TCB before loaded (a slot
/// without a connection: random bits, not live, with golden's ring flag), the command
/// offered, the outputs taken under backpressure, the TCB read back and compared
/// ([`check_cmd`]).
pub fn run_commands(dut: &mut dyn Dut<In = EngIn, Out = EngOut>, cfg: &ToeConfig, trace: &[CmdEvent], stall: f64, rng: &mut TestRng) -> Result<EngRun, String> {
    let quiet = config(cfg);
    let ready = ReadyGen::new(stall);
    let mut r = EngRun::default();
    let mut hw_base = hw_counts(&dut.eval(&quiet));
    for (i, ev) in trace.iter().enumerate() {
        let at = |e: String| format!("command {i} (conn {}, {:?}, {:?}): {e}", ev.conn, ev.cmd, ev.before.map(|b| b.state));
        let base = EngIn { now: ev.now, ..quiet };
        let word = match &ev.before {
            Some(b) => pack(b).map_err(&at)?,
            None => junk(rng, ev.queued_before),
        };
        write_tcb(dut, &base, ev.conn, &word, &mut r).map_err(&at)?;
        let (code, n) = cmd_code(ev.cmd);
        let offer = EngIn { s_cmd_valid: true, s_cmd_conn: ev.conn, s_cmd_cmd: code, s_cmd_n: n, ..base };
        let (t, cycles) = drive(dut, &base, &offer, ev.conn, None, &ready, rng).map_err(&at)?;
        r.cycles += cycles;
        let (word, o) = read_tcb(dut, &base, ev.conn, &mut r).map_err(&at)?;
        check_cmd(ev, &t, &word, &o, &hw_base).map_err(&at)?;
        hw_base = hw_counts(&o);
        r.events += 1;
        r.commands += 1;
        r.refused += u64::from(ev.refused);
        r.freed += u64::from(t.free);
        r.controls += t.ctl.len() as u64;
        r.timer_cmds += t.timers.len() as u64;
        r.pushes += u64::from(t.ready);
    }
    Ok(r)
}

/// One command's outputs and TCB against golden's: a refused command answers with ERROR (its
/// code as the value) and changes nothing.
fn check_cmd(ev: &CmdEvent, t: &Taken, word: &iwarp_model::layout::SoftWord, o: &EngOut, hw_base: &[u64; COUNTERS]) -> Result<(), String> {
    check_tcb(ev.out.after.as_ref(), ev.out.queued_after, word)?;
    let pushed = !ev.queued_before && ev.out.queued_after;
    if t.ready != u32::from(pushed) {
        return Err(format!("{} ready pushes, golden {}", t.ready, pushed));
    }
    if ev.refused {
        let want = [(eng_event::ERROR as u8, u32::from(cmd_code(ev.cmd).0))];
        if t.events != want || !ev.out.events.is_empty() {
            return Err(format!("refused: events {:?}, want {want:?}; golden {:?}", t.events, ev.out.events));
        }
    } else {
        check_events(t, &ev.out.events)?;
    }
    check_timers(t, ev.timers_before, ev.out.timers_after)?;
    check_controls(t, &ev.out.control)?;
    let freed = ev.before.is_some() && ev.out.after.is_none();
    if t.free != u32::from(freed) {
        return Err(format!("{} slots freed, golden {freed}", t.free));
    }
    if !(t.gates.is_empty() && t.segs.is_empty() && t.reads.is_empty() && t.finds.is_empty() && t.ins.is_empty()) {
        return Err(format!("a command's gate {:?}, segments {}, reads {:?}, queries {:?}, inserts {:?}", t.gates, t.segs.len(), t.reads, t.finds, t.ins));
    }
    check_counters(&ev.out.counters_before, &ev.out.counters_after, o, hw_base)
}

/// Runs every new connection's start of `trace` through the engine. A connect: the slot's
/// word before is a freed one (random bits, golden's ring flag), the open offered, the new
/// TCB read back. A listening port's segment: offered with a random connection number that
/// is not the new slot's (that slot's word is a freed one, and the number's word must come
/// back untouched), the request for a slot checked against the tuple and answered with
/// golden's slot (or "full"), the new TCB read back when there is one ([`check_open`]).
pub fn run_opens(dut: &mut dyn Dut<In = EngIn, Out = EngOut>, cfg: &ToeConfig, trace: &[OpenEvent], stall: f64, rng: &mut TestRng) -> Result<EngRun, String> {
    let quiet = config(cfg);
    let ready = ReadyGen::new(stall);
    let mut r = EngRun::default();
    let mut hw_base = hw_counts(&dut.eval(&quiet));
    for (i, ev) in trace.iter().enumerate() {
        let at = |e: String| format!("open {i} ({:?}, slot {:?}, listen {}): {e}", ev.tuple, ev.slot, ev.seg.is_some());
        let base = EngIn { now: ev.now, ..quiet };
        // A connection a returned SYN cookie opens is woken: its slot's ring flag before is
        // drawn (golden keeps none for a freed slot), and pushed into the ring when clear.
        let cookie = ev.out.counters_after.syn_cookies_ok > ev.out.counters_before.syn_cookies_ok;
        let queued_before = if cookie { rng.gen() } else { ev.out.queued_after };
        if let Some(slot) = ev.slot {
            write_tcb(dut, &base, slot, &junk(rng, queued_before), &mut r).map_err(&at)?;
        }
        let (t, bystander, cycles) = match &ev.seg {
            None => {
                let slot = ev.slot.ok_or_else(|| at("a connect without a slot".into()))?;
                let offer = EngIn {
                    s_open_valid: true,
                    s_open_conn: slot,
                    s_open_remote_mac: mac_value(ev.remote_mac),
                    s_open_remote_ip: u32::from_be_bytes(ev.tuple.remote_ip),
                    s_open_remote_port: ev.tuple.remote_port,
                    s_open_local_port: ev.tuple.local_port,
                    ..base
                };
                let (t, cycles) = drive(dut, &base, &offer, slot, None, &ready, rng).map_err(&at)?;
                (t, None, cycles)
            }
            Some((seg, len)) => {
                let other = loop {
                    let c = rng.gen_range(0..cfg.slots() as u16);
                    if Some(c) != ev.slot {
                        break c;
                    }
                };
                let queued = rng.gen();
                let before = junk(rng, queued);
                write_tcb(dut, &base, other, &before, &mut r).map_err(&at)?;
                let offer = EngIn { s_seg_listen: true, s_seg_conn: other, ..seg_offer(&base, seg, *len) };
                let (t, cycles) = drive_with(dut, &base, &offer, other, None, ev.slot, &ready, rng).map_err(&at)?;
                // The gate's command names the new slot, or the number offered.
                let gate_conn = ev.slot.unwrap_or(other);
                let (after, _) = read_tcb(dut, &base, other, &mut r).map_err(&at)?;
                if after != before {
                    return Err(at(format!("connection {other}'s word (offered with the segment) was written")));
                }
                r.listen_segs += 1;
                (t, Some((gate_conn, *len)), cycles)
            }
        };
        r.cycles += cycles;
        let o = match ev.slot {
            Some(slot) => {
                let (word, o) = read_tcb(dut, &base, slot, &mut r).map_err(&at)?;
                check_tcb(ev.out.after.as_ref(), ev.out.queued_after, &word).map_err(&at)?;
                o
            }
            None => dut.eval(&base),
        };
        if cookie {
            check_cookie_open(ev, &t, !queued_before, &o, &hw_base).map_err(&at)?;
            r.cookie_opens += 1;
        } else {
            check_open(ev, &t, bystander, &o, &hw_base).map_err(&at)?;
        }
        hw_base = hw_counts(&o);
        r.cookie_syn_acks += u64::from(ev.out.counters_after.syn_cookies_sent - ev.out.counters_before.syn_cookies_sent);
        r.events += 1;
        r.opens += u64::from(ev.slot.is_some());
        r.controls += t.ctl.len() as u64;
        r.timer_cmds += t.timers.len() as u64;
    }
    Ok(r)
}

/// Golden's deliveries to the ULP among `events`: (first byte's sequence number, bytes).
fn deliveries(events: &[Event]) -> Vec<(u32, usize)> {
    events.iter().filter_map(|e| if let Event::Deliver { seq, data, .. } = e { Some((*seq, data.len())) } else { None }).collect()
}

/// A connection a returned SYN cookie opened (golden `cookie_open`), and its ACK processed as
/// its first segment: the request for a slot, the gate delivering what golden delivered,
/// ESTABLISHED and the segment's events in order, timers, control frames, the slot pushed into
/// the ready ring when its flag was clear (`push`), the counters.
fn check_cookie_open(ev: &OpenEvent, t: &Taken, push: bool, o: &EngOut, hw_base: &[u64; COUNTERS]) -> Result<(), String> {
    let want = vec![(u32::from_be_bytes(ev.tuple.remote_ip), ev.tuple.remote_port, ev.tuple.local_port)];
    if !ev.asked || t.ins != want {
        return Err(format!("slot requests {:?}, golden {want:?} (asked {})", t.ins, ev.asked));
    }
    let len = ev.seg.as_ref().map_or(0, |s| s.1);
    let delivered = deliveries(&ev.out.events);
    let [(deliver, seq, skip, take, glen)] = t.gates[..] else { return Err(format!("{} gate commands", t.gates.len())) };
    match (deliver, delivered.as_slice()) {
        _ if u32::from(glen) != len => return Err(format!("gate len {glen} for a {len}-byte payload")),
        (false, []) => {}
        (true, [(s, n)]) if *s == seq && *n == take as usize && skip as u32 + take as u32 <= len => {}
        _ => return Err(format!("gate deliver {deliver} seq {seq} skip {skip} take {take}; golden delivered {delivered:?}")),
    }
    if !matches!(ev.out.events.first(), Some(Event::Established { .. })) {
        return Err(format!("golden's cookie open without ESTABLISHED first: {:?}", ev.out.events));
    }
    check_events(t, &ev.out.events)?;
    check_timers(t, [0; 4], ev.out.timers_after)?;
    check_controls(t, &ev.out.control)?;
    if !ev.out.queued_after || t.ready != u32::from(push) {
        return Err(format!("{} ready pushes (flag clear before: {push}), golden queued {}", t.ready, ev.out.queued_after));
    }
    if t.free != 0 || !t.segs.is_empty() || !t.reads.is_empty() || !t.finds.is_empty() {
        return Err(format!("a cookie open's frees {}, segments {}, reads {:?}, queries {:?}", t.free, t.segs.len(), t.reads, t.finds));
    }
    check_counters(&ev.out.counters_before, &ev.out.counters_after, o, hw_base)
}

/// One new connection's outputs against golden's: the request for a slot (only when golden
/// asked, with its tuple), the payload gate's one command for a listening port's segment
/// (nothing delivered), no host events, the timers from none, the control frame (SYN, SYN-ACK
/// or RST), the counters.
fn check_open(ev: &OpenEvent, t: &Taken, gate: Option<(u16, u32)>, o: &EngOut, hw_base: &[u64; COUNTERS]) -> Result<(), String> {
    let want: Vec<(u32, u16, u16)> =
        if ev.asked { vec![(u32::from_be_bytes(ev.tuple.remote_ip), ev.tuple.remote_port, ev.tuple.local_port)] } else { vec![] };
    if ev.seg.is_some() && t.ins != want {
        return Err(format!("slot requests {:?}, golden {want:?}", t.ins));
    }
    if ev.seg.is_none() && !t.ins.is_empty() {
        return Err(format!("a connect asked for a slot: {:?}", t.ins));
    }
    match gate {
        Some((_, len)) => match t.gates[..] {
            [(false, _, _, _, l)] if u32::from(l) == len => {}
            _ => return Err(format!("gate commands {:?} for a {len}-byte payload", t.gates)),
        },
        None if !t.gates.is_empty() => return Err(format!("a connect's gate commands {:?}", t.gates)),
        None => {}
    }
    if !t.events.is_empty() || !ev.out.events.is_empty() {
        return Err(format!("events {:?}, golden {:?}", t.events, ev.out.events));
    }
    check_timers(t, [0; 4], ev.out.timers_after)?;
    check_controls(t, &ev.out.control)?;
    if t.ready != 0 || t.free != 0 || !t.segs.is_empty() || !t.reads.is_empty() || !t.finds.is_empty() {
        return Err(format!("a new connection's pushes {}, frees {}, segments {}, reads {:?}, queries {:?}", t.ready, t.free, t.segs.len(), t.reads, t.finds));
    }
    check_counters(&ev.out.counters_before, &ev.out.counters_after, o, hw_base)
}
