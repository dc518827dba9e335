//! toe_ack against golden's `toe_ack::ack_decide`, the rule the reference engine runs for
//! every ACK: random ACKs aimed at the rules' edges under idle input and output
//! backpressure, every category reached; targeted RFC cases; ten cycles an ACK; lockstep
//! native vs Verilator and the post-synthesis netlist; reset; proptests.

use iwarp_golden::toe::State;
use iwarp_golden::toe_ack::{ack_decide, AckSeg, AckView, FinAcked, RexmtTimer, Rtt};
use iwarp_golden::wire::tcp::flags;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_ack::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

/// The engine's default RTO bounds in ticks (golden `ToeConfig`: 200 ms, 60 s at 1 ms).
const RTO: (u32, u32) = (200, 60_000);

fn setup(test: &str, kind: BackendKind) -> (TestRng, AckDut) {
    let gen = rng_for(test);
    let mut dut = ack_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

fn cases(rng: &mut TestRng, n: usize, rto: (u32, u32)) -> Vec<Case> {
    (0..n).map(|_| Case::random(rng, rto)).collect()
}

/// Categories (and tags) every random run of this size must reach.
const MUST_REACH: [&str; 22] = [
    "Unsent",
    "TooOld",
    "SlowStart",
    "CongAvoid",
    "FullAck",
    "PartialAck",
    "FastRetransmit",
    "DupAck",
    "DupAckInRecovery",
    "Old",
    "+Window",
    "+FirstSample",
    "+Sample",
    "+FinFinWait2",
    "+FinTimeWait",
    "+FinClosed",
    "+FinOther",
    "+TimingSample",
    "+SackDup",
    "+SackEnter",
    "+SackLostFirst",
    "+SackPartial",
];

/// 60,000 random ACKs with idle input and output backpressure.
#[test]
fn decisions_match_golden() {
    let (mut gen, mut dut) = setup("toe_ack_random", BackendKind::Verilator);
    let cs = cases(&mut gen, 60_000, RTO);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("{} decisions in {} cycles: {:?}", r.decisions, r.cycles, r.categories);
    for c in MUST_REACH {
        assert!(r.categories.get(c).copied().unwrap_or(0) >= 20, "category {c} reached {:?} times: {:?}", r.categories.get(c), r.categories);
    }
}

/// RTO bounds that cross (rto_min above rto_max) and a ceiling below most samples.
#[test]
fn odd_rto_bounds() {
    for (i, rto) in [(5_000, 100), (1, 1), (0, u32::MAX), (300, 301)].into_iter().enumerate() {
        let (mut gen, mut dut) = setup(&format!("toe_ack_bounds_{i}"), BackendKind::Verilator);
        let cs = cases(&mut gen, 5_000, rto);
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &cs, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{rto:?}: {e}"));
    }
}

/// Ten cycles an ACK with the output always ready: 15.6 M ACKs/s at 156.25 MHz.
#[test]
fn ten_cycles_per_ack() {
    let (mut gen, mut dut) = setup("toe_ack_rate", BackendKind::Verilator);
    let cs = cases(&mut gen, 2_000, RTO);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &cs, 0.0, 0.0, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.cycles, cs.len() as u64 * CYCLES_PER_ACK, "{r:?}");
}

fn est() -> AckView {
    AckView {
        state: State::Established,
        snd_una: 1000,
        snd_nxt: 1000 + 14480,
        snd_max: 1000 + 14480,
        snd_wnd: 65535,
        max_snd_wnd: 65535,
        snd_wl1: 500,
        snd_wl2: 1000,
        snd_shift: 0,
        snd_mss: 1448,
        fin_sent: false,
        buf_len: 14480,
        ts_ok: true,
        rtt_timing: None,
        rtt: Rtt { seen: true, srtt8: 8 * 100, rttvar4: 4 * 25, rto: 200 },
        in_recovery: false,
        recover: 1000,
        cwnd: 14480,
        ssthresh: u32::MAX,
        abc_bytes: 0,
        dupacks: 0,
        acked_bytes: 0,
        sack: false,
        now: 10_000,
        rto_min: RTO.0,
        rto_max: RTO.1,
    }
}

/// The RFCs' cases one by one, each against golden and against the answer the RFC gives.
#[test]
fn rfc_cases() {
    let seg = |ack: u32, len: u32, fl: u8, ecr: Option<u32>| AckSeg { seq: 500, ack, window: 65535, flags: fl, len, tsecr: ecr, sack_new: false, lost_first: false };
    let sack_seg = |ack: u32, sack_new: bool, lost_first: bool| AckSeg { sack_new, lost_first, ..seg(ack, 0, flags::ACK, None) };
    let v = est();
    type Check = Box<dyn Fn(&iwarp_golden::toe_ack::AckDecision) -> bool>;
    let checks: Vec<(AckView, AckSeg, Check)> = vec![
        // RFC 9293: an ACK of unsent data is dropped (and acknowledged).
        (v, seg(v.snd_max + 1, 0, flags::ACK, None), Box::new(|d| d.unsent && !d.advanced)),
        // RFC 5961 section 5.2: SND.UNA - MAX.SND.WND is the oldest acceptable ACK; one older
        // is dropped (a challenge ACK), the edge itself is an old duplicate, taken.
        (v, seg(1000u32.wrapping_sub(65535 + 1), 0, flags::ACK, None), Box::new(|d| d.too_old && !d.unsent && d.next == est())),
        (v, seg(1000u32.wrapping_sub(65535), 0, flags::ACK, None), Box::new(|d| !d.too_old && !d.advanced)),
        // MAX.SND.WND follows the largest window offered, never shrinks.
        (AckView { snd_shift: 7, ..v }, AckSeg { seq: 501, window: 1000, ..seg(1000, 0, flags::ACK, None) }, Box::new(|d| d.next.max_snd_wnd == 128_000)),
        (v, AckSeg { seq: 501, window: 100, ..seg(1000, 0, flags::ACK, None) }, Box::new(|d| d.next.snd_wnd == 100 && d.next.max_snd_wnd == 65535)),
        // Slow start: cwnd grows by min(acked, SMSS) (RFC 5681 3.1, RFC 3465).
        (v, seg(1000 + 2896, 0, flags::ACK, Some(9_900)), Box::new(|d| d.next.cwnd == 14480 + 1448 && d.data_acked == 2896 && d.rexmt_timer == RexmtTimer::Arm(d.next.rtt.rto))),
        // RFC 6298 2.3: R = 100, SRTT = 100, RTTVAR = 25: err 0, RTTVAR 18.75 -> 4 RTTVAR = 75, RTO = 100 + 75 = 175 -> clamped to 200.
        (v, seg(1000 + 1448, 0, flags::ACK, Some(9_900)), Box::new(|d| d.next.rtt.rttvar4 == 75 && d.next.rtt.srtt8 == 800 && d.next.rtt.rto == 200)),
        // RFC 6298 2.2: the first sample R gives SRTT = R, RTTVAR = R/2, RTO = R + 4 (R/2) = 3R.
        (AckView { rtt: Rtt::default(), ..v }, seg(2000, 0, flags::ACK, Some(9_000)), Box::new(|d| d.next.rtt.rto == 3000 && d.next.rtt.srtt8 == 8000)),
        // Karn: with timestamps off only the timed segment, once covered, gives a sample.
        (AckView { ts_ok: false, rtt_timing: Some((2000, 9_500)), ..v }, seg(2000, 0, flags::ACK, None), Box::new(|d| d.next.rtt == est().rtt && d.next.rtt_timing.is_some())),
        (AckView { ts_ok: false, rtt_timing: Some((2000, 9_500)), ..v }, seg(2001, 0, flags::ACK, None), Box::new(|d| d.next.rtt != est().rtt && d.next.rtt_timing.is_none())),
        // Everything acknowledged: the retransmission timer stops (RFC 6298 5.2).
        (v, seg(v.snd_max, 0, flags::ACK, None), Box::new(|d| d.rexmt_timer == RexmtTimer::Stop)),
        // The third duplicate ACK: fast retransmit, ssthresh = max(flight/2, 2 SMSS), cwnd = ssthresh + 3 SMSS (RFC 5681 3.2, RFC 6582).
        (AckView { dupacks: 2, recover: 900, ..v }, seg(1000, 0, flags::ACK, None), Box::new(|d| d.fast_retransmit && d.next.ssthresh == 7240 && d.next.cwnd == 7240 + 3 * 1448 && d.next.recover == 1000 + 14480)),
        // Not again while the last recovery's point is not passed (RFC 6582 section 3.2 (1)).
        (AckView { dupacks: 2, recover: 1000, ..v }, seg(1000, 0, flags::ACK, None), Box::new(|d| d.dup_ack && !d.fast_retransmit && d.next.dupacks == 3)),
        // Not a duplicate: it carries data, or a window change.
        (AckView { dupacks: 2, ..v }, seg(1000, 10, flags::ACK, None), Box::new(|d| !d.dup_ack)),
        // A partial ACK in recovery retransmits the next hole and deflates (RFC 6582 3.2 (3)).
        (AckView { in_recovery: true, recover: 1000 + 14480, cwnd: 20_000, ..v }, seg(1000 + 1448, 0, flags::ACK, None), Box::new(|d| d.rexmt_first && d.next.in_recovery && d.next.cwnd == 20_000 - 1448 + 1448)),
        // A full ACK ends recovery: cwnd = min(ssthresh, max(flight, SMSS) + SMSS).
        (AckView { in_recovery: true, recover: 1000 + 14480, ssthresh: 7240, ..v }, seg(1000 + 14480, 0, flags::ACK, None), Box::new(|d| !d.next.in_recovery && d.next.cwnd == 1448 * 2)),
        // The window from a newer segment, scaled (RFC 7323 2.3); a zero window does not stop the persist timer.
        (AckView { snd_shift: 7, ..v }, AckSeg { seq: 501, window: 1000, ..seg(1000, 0, flags::ACK, None) }, Box::new(|d| d.window_update && d.next.snd_wnd == 128_000 && d.persist_stop)),
        (v, AckSeg { seq: 501, window: 0, ..seg(1000, 0, flags::ACK, None) }, Box::new(|d| d.window_update && !d.persist_stop && d.wake)),
        (v, AckSeg { seq: 499, window: 0, ..seg(1000, 0, flags::ACK, None) }, Box::new(|d| !d.window_update)),
        // An older segment (by SND.WL1) with a newer ACK: its window is not taken, and the right
        // edge the peer offered stays put (SND.WND less the bytes acknowledged): a Linux peer
        // retransmitting old data with a nearly closed window drew a burst past it otherwise.
        (v, AckSeg { seq: 499, window: 1, ..seg(1000 + 14480, 0, flags::ACK, None) }, Box::new(|d| !d.window_update && d.next.snd_una + d.next.snd_wnd == 1000 + 65535)),
        (AckView { snd_wnd: 1448, ..v }, AckSeg { seq: 499, window: 1, ..seg(1000 + 2896, 0, flags::ACK, None) }, Box::new(|d| !d.window_update && d.next.snd_wnd == 0)),
        // The FIN's ACK: FIN-WAIT-1 to FIN-WAIT-2, CLOSING to TIME-WAIT, LAST-ACK closes; the FIN is not a byte.
        (AckView { state: State::FinWait1, fin_sent: true, buf_len: 14479, ..v }, seg(v.snd_max, 0, flags::ACK, None), Box::new(|d| d.fin_acked == FinAcked::FinWait2 && d.data_acked == 14479)),
        (AckView { state: State::Closing, fin_sent: true, ..v }, seg(v.snd_max, 0, flags::ACK, None), Box::new(|d| d.fin_acked == FinAcked::TimeWait && d.rexmt_timer == RexmtTimer::Stop)),
        (AckView { state: State::LastAck, fin_sent: true, ..v }, seg(v.snd_max, 0, flags::ACK, None), Box::new(|d| d.fin_acked == FinAcked::Closed)),
        // RFC 6675 section 5 (SACK agreed): a duplicate is an ACK whose blocks SACK new bytes;
        // the third starts recovery with cwnd = ssthresh = FlightSize / 2, no inflation.
        (AckView { sack: true, dupacks: 2, recover: 900, ..v }, sack_seg(1000, true, false), Box::new(|d| d.fast_retransmit && d.rexmt_first && d.next.ssthresh == 7240 && d.next.cwnd == 7240 && d.next.in_recovery && d.next.recover == 1000 + 14480)),
        // An ACK that SACKs nothing new is no duplicate, whatever its shape (RFC 6675 section 2).
        (AckView { sack: true, dupacks: 2, recover: 900, ..v }, sack_seg(1000, false, false), Box::new(|d| !d.dup_ack && !d.fast_retransmit && d.next.dupacks == 2)),
        // SND.UNA's byte lost by IsLost: recovery at once, at the first duplicate.
        (AckView { sack: true, recover: 900, ..v }, sack_seg(1000, true, true), Box::new(|d| d.fast_retransmit && d.next.dupacks == 1)),
        // Section 5.1: not before HighACK reaches RecoveryPoint.
        (AckView { sack: true, recover: 1001, ..v }, sack_seg(1000, true, true), Box::new(|d| d.dup_ack && !d.fast_retransmit && !d.next.in_recovery)),
        // A cumulative ACK that also SACKs new bytes counts, from 0.
        (AckView { sack: true, dupacks: 2, recover: 900, ..v }, sack_seg(1000 + 1448, true, false), Box::new(|d| d.advanced && d.dup_ack && d.next.dupacks == 1 && !d.fast_retransmit)),
        // A partial ACK in SACK recovery: no deflation, no first segment again; the pipe paces.
        (AckView { sack: true, in_recovery: true, recover: 1000 + 14480, cwnd: 20_000, ..v }, sack_seg(1000 + 1448, true, false), Box::new(|d| !d.rexmt_first && d.next.in_recovery && d.next.cwnd == 20_000 && d.wake && !d.dup_ack)),
        // The full ACK ends it as NewReno's does.
        (AckView { sack: true, in_recovery: true, recover: 1000 + 14480, ssthresh: 7240, ..v }, sack_seg(1000 + 14480, false, false), Box::new(|d| !d.next.in_recovery && d.next.cwnd == 1448 * 2)),
        // Across the 2^32 wrap.
        (AckView { snd_una: u32::MAX - 99, snd_nxt: 900, snd_max: 900, recover: u32::MAX - 99, ..v }, seg(400, 0, flags::ACK, None), Box::new(|d| d.advanced && d.data_acked == 500 && d.next.snd_una == 400)),
    ];
    let mut dut = ack_dut(BackendKind::from_env(BackendKind::Verilator), "toe_ack_rfc");
    reset(&mut dut);
    let mut rng = rng_for("toe_ack_rfc");
    for (i, (v, g, ok)) in checks.iter().enumerate() {
        let d = ack_decide(v, g);
        assert!(ok(&d), "case {i}: golden {d:?}");
        run(&mut dut, &[Case { conn: i as u16, view: *v, seg: *g }], 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("case {i}: {e}"));
    }
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_ack_lockstep", BackendKind::Lockstep);
    let cs = cases(&mut gen, 1_500, RTO);
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

/// The yosys netlist of rtl/toe_ack.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_ack_post_synthesis_lockstep", BackendKind::PostSynth);
    let cs = cases(&mut gen, 1_500, RTO);
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

/// Random inputs and resets mid-computation: after a reset nothing comes out until a new
/// segment is taken, and the next batch is decided exactly.
#[test]
fn reset_abandons_the_ack_in_flight() {
    let (mut gen, mut dut) = setup("toe_ack_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..40) {
            let mut i = Case::random(&mut gen, RTO).input();
            i.s_in_valid = gen.gen();
            i.m_dec_ready = gen.gen();
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..2 * CYCLES_PER_ACK {
            let o = dut.eval(&AckIn { m_dec_ready: true, ..Default::default() });
            assert!(!o.m_dec_valid, "a decision out of a reset block");
            dut.tick();
        }
        let cs = cases(&mut gen, 100, RTO);
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &cs, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any batch seed, RTO bounds, idle rate and backpressure.
    #[test]
    fn any_batch(seed in any::<u64>(), rto_min in 0u32..100_000, rto_span in 0u32..1_000_000, idle in 0.0f64..0.8, stall in 0.0f64..0.8) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = ack_dut(BackendKind::from_env(BackendKind::Verilator), "toe_ack_proptest");
        reset(&mut dut);
        let cs = cases(&mut gen, 500, (rto_min, rto_min.saturating_add(rto_span)));
        let r = run(&mut dut, &cs, idle, stall, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
