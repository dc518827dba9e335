//! toe_ack: port binding, stimulus and scoreboard against golden's `toe_ack::ack_decide`.
//!
//! Each segment offered is decided by golden when it is offered (the function is pure: the
//! send half of the TCB and the tick count travel with the segment), and the block's
//! decisions must come out in order, each equal to golden's in every field: the flags, the
//! bytes acknowledged, the FIN's outcome, the retransmission timer, and the send half after
//! the ACK (SND.UNA / NXT / WND / WL1 / WL2, the bytes held, the RTT estimator and RTO, the
//! congestion state). Stimulus: ACKs of nothing, part, all and more than what was sent, the
//! window rule's three cases, duplicate ACKs in and out of recovery up to the third and
//! beyond, first and later RTT samples from timestamps and from the timed segment (also
//! samples above the RTO ceiling and RTO bounds that cross), every window-scale shift, the
//! FIN's ACK in every state; on a third of the connections RFC 6675's recovery (SACK agreed,
//! the scoreboard's `sack_new` / `lost_first` answers drawn at random: golden's decision
//! takes them as inputs); idle cycles on the input, backpressure on the output.

use crate::backend::{build, BackendKind, Dut};
use crate::blocks::toe_rx_seq::state_code;
use crate::seed::TestRng;
use crate::blocks::decide::{self, Ports};
use crate::verilated;
use iwarp_golden::toe::State;
use iwarp_golden::toe_ack::{ack_decide, AckDecision, AckSeg, AckView, FinAcked, RexmtTimer, Rtt};
use iwarp_golden::wire::tcp::flags;
use iwarp_model::toe::ack::ToeAck;
use iwarp_model::toe::{fin_ack, rexmt_op};
use rand::Rng;
use std::collections::BTreeMap;

crate::bind_ports!(
    /// Inputs of `toe_ack`.
    AckIn, AckOut, ToeAck, verilated::toe_ack::Model,
    inputs {
        reset: bool, cfg_rto_min: u32, cfg_rto_max: u32,
        s_in.valid: bool, s_in.conn: u16, s_in.state: u8, s_in.snd_una: u32, s_in.snd_nxt: u32, s_in.snd_max: u32,
        s_in.snd_wnd: u32, s_in.max_snd_wnd: u32, s_in.snd_wl1: u32, s_in.snd_wl2: u32, s_in.snd_shift: u8, s_in.snd_mss: u16,
        s_in.fin_sent: bool, s_in.buf_len: u32, s_in.ts_ok: bool, s_in.timing_on: bool, s_in.timing_seq: u32,
        s_in.timing_at: u32, s_in.rtt_seen: bool, s_in.srtt8: u32, s_in.rttvar4: u32, s_in.rto: u32,
        s_in.in_recovery: bool, s_in.recover: u32, s_in.cwnd: u32, s_in.ssthresh: u32, s_in.abc: u32,
        s_in.dupacks: u8, s_in.acked_bytes: u32, s_in.now: u32, s_in.seq: u32, s_in.ack: u32,
        s_in.window: u16, s_in.flags: u8, s_in.len: u16, s_in.tsecr_on: bool, s_in.tsecr: u32,
        s_in.sack: bool, s_in.sack_new: bool, s_in.lost_first: bool,
        m_dec.ready: bool,
    }
    outputs {
        s_in.ready: bool, m_dec.valid: bool, m_dec.conn: u16, m_dec.unsent: bool, m_dec.too_old: bool, m_dec.wake: bool,
        m_dec.window_update: bool, m_dec.persist_stop: bool, m_dec.advanced: bool, m_dec.data_acked: u32,
        m_dec.fin_acked: u8, m_dec.rexmt_first: bool, m_dec.rexmt_timer: u8, m_dec.dup_ack: bool,
        m_dec.fast_retransmit: bool, m_dec.snd_una: u32, m_dec.snd_nxt: u32, m_dec.snd_wnd: u32, m_dec.max_snd_wnd: u32,
        m_dec.snd_wl1: u32, m_dec.snd_wl2: u32, m_dec.buf_len: u32, m_dec.timing_on: bool, m_dec.rtt_seen: bool,
        m_dec.srtt8: u32, m_dec.rttvar4: u32, m_dec.rto: u32, m_dec.in_recovery: bool, m_dec.recover: u32,
        m_dec.cwnd: u32, m_dec.ssthresh: u32, m_dec.abc: u32, m_dec.dupacks: u8, m_dec.acked_bytes: u32,
        cnt_acks: u32,
    }
);

pub type AckDut = Box<dyn Dut<In = AckIn, Out = AckOut>>;

pub fn ack_dut(kind: BackendKind, test: &str) -> AckDut {
    build::<ToeAck, verilated::toe_ack::Model>(kind, Some(test))
}

/// Cycles per ACK with the output ready at once: IDLE, eight steps, OUT.
pub const CYCLES_PER_ACK: u64 = 10;

pub fn reset(dut: &mut dyn Dut<In = AckIn, Out = AckOut>) {
    for _ in 0..2 {
        dut.eval(&AckIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// The states the ACK field runs in.
pub const STATES: [State; 7] = [State::Established, State::FinWait1, State::FinWait2, State::CloseWait, State::Closing, State::LastAck, State::TimeWait];

/// One segment with its connection's send view.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub conn: u16,
    pub view: AckView,
    pub seg: AckSeg,
}

impl Case {
    pub fn input(&self) -> AckIn {
        let (v, g) = (&self.view, &self.seg);
        let (timing_on, timing_seq, timing_at) = v.rtt_timing.map_or((false, 0, 0), |(s, a)| (true, s, a));
        AckIn {
            cfg_rto_min: v.rto_min,
            cfg_rto_max: v.rto_max,
            s_in_valid: true,
            s_in_conn: self.conn,
            s_in_state: state_code(v.state),
            s_in_snd_una: v.snd_una,
            s_in_snd_nxt: v.snd_nxt,
            s_in_snd_max: v.snd_max,
            s_in_snd_wnd: v.snd_wnd,
            s_in_max_snd_wnd: v.max_snd_wnd,
            s_in_snd_wl1: v.snd_wl1,
            s_in_snd_wl2: v.snd_wl2,
            s_in_snd_shift: v.snd_shift,
            s_in_snd_mss: v.snd_mss as u16,
            s_in_fin_sent: v.fin_sent,
            s_in_buf_len: v.buf_len,
            s_in_ts_ok: v.ts_ok,
            s_in_timing_on: timing_on,
            s_in_timing_seq: timing_seq,
            s_in_timing_at: timing_at,
            s_in_rtt_seen: v.rtt.seen,
            s_in_srtt8: v.rtt.srtt8,
            s_in_rttvar4: v.rtt.rttvar4,
            s_in_rto: v.rtt.rto,
            s_in_in_recovery: v.in_recovery,
            s_in_recover: v.recover,
            s_in_cwnd: v.cwnd,
            s_in_ssthresh: v.ssthresh,
            s_in_abc: v.abc_bytes,
            s_in_dupacks: v.dupacks as u8,
            s_in_acked_bytes: v.acked_bytes,
            s_in_now: v.now,
            s_in_seq: g.seq,
            s_in_ack: g.ack,
            s_in_window: g.window,
            s_in_flags: g.flags,
            s_in_len: g.len as u16,
            s_in_tsecr_on: g.tsecr.is_some(),
            s_in_tsecr: g.tsecr.unwrap_or(0),
            s_in_sack: v.sack,
            s_in_sack_new: g.sack_new,
            s_in_lost_first: g.lost_first,
            ..Default::default()
        }
    }

    /// A random case aimed at the rules' edges, under the RTO bounds `(rto_min, rto_max)`.
    pub fn random(rng: &mut TestRng, rto: (u32, u32)) -> Self {
        let state = STATES[rng.gen_range(0..STATES.len())];
        let snd_una: u32 = if rng.gen_bool(0.2) { 0u32.wrapping_sub(rng.gen_range(0..100_000)) } else { rng.gen() };
        let flight: u32 = match rng.gen_range(0..6) {
            0 => 0,
            1 => rng.gen_range(1..1500),
            2..=4 => rng.gen_range(1500..2_000_000),
            _ => rng.gen_range(0..1 << 30),
        };
        let snd_max = snd_una.wrapping_add(flight);
        let snd_nxt = if rng.gen_bool(0.7) { snd_max } else { snd_una.wrapping_add(rng.gen_range(0..=flight)) };
        let fin_sent = flight > 0 && rng.gen_bool(0.2);
        let held = flight - fin_sent as u32;
        let buf_len = match rng.gen_range(0..6) {
            0 => rng.gen_range(0..=held),
            1 => rng.gen(),
            _ => held.saturating_add(rng.gen_range(0..100_000)),
        };
        let snd_mss: u32 = if rng.gen_bool(0.8) { [536, 1448, 1460, 8948][rng.gen_range(0..4)] } else { rng.gen_range(1..=65_535) };
        let snd_shift: u8 = rng.gen_range(0..=14);
        let snd_wnd: u32 = match rng.gen_range(0..4) {
            0 => 0,
            1 => (rng.gen::<u16>() as u32) << snd_shift,
            _ => rng.gen_range(0..1 << 30),
        };
        // MAX.SND.WND: at least the window (as the engine keeps it), now and then anything.
        let max_snd_wnd: u32 = match rng.gen_range(0..5) {
            0 => snd_wnd,
            1 => rng.gen(),
            _ => snd_wnd.saturating_add(rng.gen_range(0..1 << 20)),
        };
        let now: u32 = rng.gen();
        let rtt_timing = if rng.gen_bool(0.4) { Some((snd_una.wrapping_add(rng.gen_range(0..=flight)), now.wrapping_sub(rng.gen_range(0..200_000)))) } else { None };
        let rtt = match rng.gen_range(0..4) {
            0 => Rtt::default(),
            1 => Rtt { seen: true, srtt8: rng.gen(), rttvar4: rng.gen(), rto: rng.gen() },
            _ => Rtt { seen: true, srtt8: rng.gen_range(0..8 * 70_000), rttvar4: rng.gen_range(0..4 * 70_000), rto: rng.gen_range(rto.0..=rto.1.max(rto.0)) },
        };
        let cwnd: u32 = if rng.gen_bool(0.1) { rng.gen() } else { rng.gen_range(1..4_000_000) };
        let ssthresh: u32 = match rng.gen_range(0..4) {
            0 => u32::MAX,
            1 => rng.gen(),
            _ => rng.gen_range(1..4_000_000),
        };
        let in_recovery = rng.gen_bool(0.3);
        // NewReno's recovery point: behind SND.UNA (a new recovery may start) or in flight.
        let recover = if rng.gen_bool(0.5) { snd_una.wrapping_sub(rng.gen_range(1..100_000)) } else { snd_una.wrapping_add(rng.gen_range(0..=flight.saturating_add(10))).wrapping_sub(5) };
        let view = AckView {
            state,
            snd_una,
            snd_nxt,
            snd_max,
            snd_wnd,
            max_snd_wnd,
            snd_wl1: 0,
            snd_wl2: 0,
            snd_shift,
            snd_mss,
            fin_sent,
            buf_len,
            ts_ok: rng.gen_bool(0.5),
            rtt_timing,
            rtt,
            in_recovery,
            recover,
            cwnd,
            ssthresh,
            abc_bytes: if rng.gen_bool(0.9) { rng.gen_range(0..=cwnd) } else { rng.gen() },
            dupacks: rng.gen_range(0..=7),
            acked_bytes: rng.gen(),
            // RFC 6675's recovery on a third of the connections.
            sack: rng.gen_bool(0.35),
            now,
            rto_min: rto.0,
            rto_max: rto.1,
        };
        // The ACK: of nothing new (a duplicate), part, all, past SND.MAX, old, or at the edge
        // of RFC 5961's acceptable range (SND.UNA - MAX.SND.WND).
        let ack = match rng.gen_range(0..11) {
            0..=2 => snd_una,
            3..=5 => snd_una.wrapping_add(rng.gen_range(0..=flight)),
            6 => snd_max,
            7 => snd_max.wrapping_add(rng.gen_range(1..1000)),
            8 => snd_una.wrapping_sub(rng.gen_range(1..1000)),
            9 => snd_una.wrapping_sub(max_snd_wnd).wrapping_add(rng.gen_range(0..5)).wrapping_sub(2),
            _ => rng.gen(),
        };
        let seq: u32 = rng.gen();
        // SND.WL1 / WL2 against the segment: older, equal or newer.
        let snd_wl1 = match rng.gen_range(0..3) {
            0 => seq,
            1 => seq.wrapping_sub(rng.gen_range(1..100_000)),
            _ => seq.wrapping_add(rng.gen_range(1..100_000)),
        };
        let snd_wl2 = match rng.gen_range(0..3) {
            0 => ack,
            1 => ack.wrapping_sub(rng.gen_range(1..100_000)),
            _ => ack.wrapping_add(rng.gen_range(1..100_000)),
        };
        let window: u16 = if rng.gen_bool(0.5) { (snd_wnd >> snd_shift) as u16 } else { rng.gen() };
        let fl = match rng.gen_range(0..10) {
            0..=6 => flags::ACK,
            7 => flags::ACK | flags::FIN,
            8 => flags::ACK | flags::SYN,
            _ => rng.gen::<u8>() | flags::ACK,
        };
        let len = if rng.gen_bool(0.6) { 0 } else { rng.gen_range(1..=65_535) };
        let tsecr = if rng.gen_bool(0.6) { Some(if rng.gen_bool(0.9) { now.wrapping_sub(rng.gen_range(0..200_000)) } else { rng.gen() }) } else { None };
        // The scoreboard's answers (drawn also without SACK, where they must not matter).
        let sack_new = rng.gen_bool(0.6);
        let lost_first = rng.gen_bool(0.25);
        Case { conn: rng.gen_range(0..1024), view: AckView { snd_wl1, snd_wl2, ..view }, seg: AckSeg { seq, ack, window, flags: fl, len, tsecr, sack_new, lost_first } }
    }
}

/// The categories a decision counts under (coverage): its kind, and tags (`+...`) for an
/// RTT sample, the FIN's ACK and a window update.
pub fn categories(d: &AckDecision, v: &AckView) -> Vec<String> {
    if d.unsent {
        return vec!["Unsent".into()];
    }
    if d.too_old {
        return vec!["TooOld".into()];
    }
    let kind = if d.advanced {
        if v.in_recovery {
            if d.next.in_recovery {
                "PartialAck"
            } else {
                "FullAck"
            }
        } else if v.cwnd < v.ssthresh {
            "SlowStart"
        } else {
            "CongAvoid"
        }
    } else if d.fast_retransmit {
        "FastRetransmit"
    } else if d.dup_ack {
        if v.in_recovery {
            "DupAckInRecovery"
        } else {
            "DupAck"
        }
    } else {
        "Old"
    };
    let mut c = vec![kind.to_string()];
    if d.next.rtt != v.rtt {
        c.push(if v.rtt.seen { "+Sample" } else { "+FirstSample" }.into());
        if v.rtt_timing.is_some() && d.next.rtt_timing.is_none() {
            c.push("+TimingSample".into());
        }
    }
    if d.fin_acked != FinAcked::No {
        c.push(format!("+Fin{:?}", d.fin_acked));
    }
    if d.window_update {
        c.push("+Window".into());
    }
    // RFC 6675: a SACK duplicate, recovery entered (by the count, or at once by a lost first
    // byte), a partial ACK in recovery (no deflation).
    if v.sack {
        if d.dup_ack {
            c.push("+SackDup".into());
        }
        if d.fast_retransmit {
            c.push(if d.next.dupacks as u32 >= iwarp_golden::toe::DUPACK_THRESHOLD { "+SackEnter" } else { "+SackLostFirst" }.into());
        }
        if d.advanced && v.in_recovery && d.next.in_recovery {
            c.push("+SackPartial".into());
        }
    }
    c
}

fn fin_code(f: FinAcked) -> u8 {
    (match f {
        FinAcked::No => fin_ack::NO,
        FinAcked::FinWait2 => fin_ack::FIN_WAIT_2,
        FinAcked::TimeWait => fin_ack::TIME_WAIT,
        FinAcked::Closed => fin_ack::CLOSED,
        FinAcked::Other => fin_ack::OTHER,
    }) as u8
}

/// Compares one output beat with golden's decision.
pub fn check(o: &AckOut, conn: u16, d: &AckDecision) -> Result<(), String> {
    let n = &d.next;
    let timer = match d.rexmt_timer {
        RexmtTimer::Keep => rexmt_op::KEEP,
        RexmtTimer::Stop => rexmt_op::STOP,
        RexmtTimer::Arm(ticks) => {
            if ticks != n.rtt.rto {
                return Err(format!("golden arms {ticks}, its RTO is {}", n.rtt.rto));
            }
            rexmt_op::ARM
        }
    } as u64;
    let fields: [(&str, u64, u64); 32] = [
        ("conn", o.m_dec_conn as u64, conn as u64),
        ("unsent", o.m_dec_unsent as u64, d.unsent as u64),
        ("too_old", o.m_dec_too_old as u64, d.too_old as u64),
        ("max_snd_wnd", o.m_dec_max_snd_wnd as u64, n.max_snd_wnd as u64),
        ("wake", o.m_dec_wake as u64, d.wake as u64),
        ("window_update", o.m_dec_window_update as u64, d.window_update as u64),
        ("persist_stop", o.m_dec_persist_stop as u64, d.persist_stop as u64),
        ("advanced", o.m_dec_advanced as u64, d.advanced as u64),
        ("data_acked", o.m_dec_data_acked as u64, d.data_acked as u64),
        ("fin_acked", o.m_dec_fin_acked as u64, fin_code(d.fin_acked) as u64),
        ("rexmt_first", o.m_dec_rexmt_first as u64, d.rexmt_first as u64),
        ("rexmt_timer", o.m_dec_rexmt_timer as u64, timer),
        ("dup_ack", o.m_dec_dup_ack as u64, d.dup_ack as u64),
        ("fast_retransmit", o.m_dec_fast_retransmit as u64, d.fast_retransmit as u64),
        ("snd_una", o.m_dec_snd_una as u64, n.snd_una as u64),
        ("snd_nxt", o.m_dec_snd_nxt as u64, n.snd_nxt as u64),
        ("snd_wnd", o.m_dec_snd_wnd as u64, n.snd_wnd as u64),
        ("snd_wl1", o.m_dec_snd_wl1 as u64, n.snd_wl1 as u64),
        ("snd_wl2", o.m_dec_snd_wl2 as u64, n.snd_wl2 as u64),
        ("buf_len", o.m_dec_buf_len as u64, n.buf_len as u64),
        ("timing_on", o.m_dec_timing_on as u64, n.rtt_timing.is_some() as u64),
        ("rtt_seen", o.m_dec_rtt_seen as u64, n.rtt.seen as u64),
        ("srtt8", o.m_dec_srtt8 as u64, n.rtt.srtt8 as u64),
        ("rttvar4", o.m_dec_rttvar4 as u64, n.rtt.rttvar4 as u64),
        ("rto", o.m_dec_rto as u64, n.rtt.rto as u64),
        ("in_recovery", o.m_dec_in_recovery as u64, n.in_recovery as u64),
        ("recover", o.m_dec_recover as u64, n.recover as u64),
        ("cwnd", o.m_dec_cwnd as u64, n.cwnd as u64),
        ("ssthresh", o.m_dec_ssthresh as u64, n.ssthresh as u64),
        ("abc", o.m_dec_abc as u64, n.abc_bytes as u64),
        ("dupacks", o.m_dec_dupacks as u64, n.dupacks as u64),
        ("acked_bytes", o.m_dec_acked_bytes as u64, n.acked_bytes as u64),
    ];
    let diffs: Vec<String> = fields.iter().filter(|(_, g, w)| g != w).map(|(f, g, w)| format!("{f}: got {g:#x}, golden {w:#x}")).collect();
    if diffs.is_empty() {
        Ok(())
    } else {
        Err(diffs.join("; "))
    }
}

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct AckRun {
    pub cycles: u64,
    /// Decisions compared with golden.
    pub decisions: u64,
    pub categories: BTreeMap<String, u64>,
}

/// Offers `cases` (idle cycles at `idle` probability, backpressure at `stall`) and compares
/// every decision with golden's, in order. Every case of one run shares its RTO bounds (the
/// block's configuration inputs).
pub fn run(dut: &mut dyn Dut<In = AckIn, Out = AckOut>, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<AckRun, String> {
    let (rto_min, rto_max) = cases.first().map_or((0, 0), |c| (c.view.rto_min, c.view.rto_max));
    assert!(cases.iter().all(|c| (c.view.rto_min, c.view.rto_max) == (rto_min, rto_max)), "one run, one RTO configuration");
    let ports: Ports<Case, AckIn, AckOut, AckDecision> = Ports {
        quiet: AckIn { cfg_rto_min: rto_min, cfg_rto_max: rto_max, ..Default::default() },
        offer: |c: &Case, _| c.input(),
        set_ready: |i, r| i.m_dec_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_dec_valid,
        counter: |o| o.cnt_acks,
        expect: |c: &Case| ack_decide(&c.view, &c.seg),
    };
    let mut cats = BTreeMap::new();
    let r = decide::run(dut, &ports, cases, idle, stall, rng, |o, c, d| {
        check(o, c.conn, d).map_err(|m| format!("{:?}, {:?}: {m}", c.view, c.seg))?;
        for k in categories(d, &c.view) {
            *cats.entry(k).or_default() += 1;
        }
        Ok(())
    })?;
    Ok(AckRun { cycles: r.cycles, decisions: r.decisions, categories: cats })
}
