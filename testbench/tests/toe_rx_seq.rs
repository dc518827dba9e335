//! toe_rx_seq against golden's `toe_seq::rx_decide`, the rule the reference engine runs for
//! every segment: random segments aimed at the window's edges and the 2^32 wrap, under idle
//! input and output backpressure, every decision category reached; targeted RFC 5961 and
//! RFC 9293 section 3.10.7.4 cases; lockstep native vs Verilator and the post-synthesis
//! netlist; proptest over whole batches.

use iwarp_golden::toe::State;
use iwarp_golden::toe_seq::{RxView, SegView};
use iwarp_golden::wire::tcp::flags;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_rx_seq::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, RxSeqDut) {
    let gen = rng_for(test);
    let mut dut = rx_seq_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

fn cases(rng: &mut TestRng, n: usize) -> Vec<Case> {
    (0..n).map(|_| Case::random(rng)).collect()
}

/// Categories every random run of this size must reach: each branch of the decision.
const MUST_REACH: [&str; 17] = [
    "SynRexmt/None",
    "Drop/Some(Paws)",
    "Drop/Some(OutOfWindow)",
    "Drop/Some(RstOutOfWindow)",
    "Drop/Some(NoAck)",
    "Challenge/None",
    "Challenge/Some(SynInWindow)",
    "Reset/Reset",
    "Reset/Closed",
    "Reset/Quiet",
    "Proceed/None",
    "Proceed/None+Fin",
    "Proceed/OutOfOrder",
    // Text entirely before RCV.NXT is acceptable only when a FIN ends at RCV.NXT.
    "Proceed/Duplicate+Fin",
    "Proceed/Deliver",
    "Proceed/DeliverOverlap",
    "Proceed/DeliverTrimmed",
];

/// 200,000 random segments, idle input and output backpressure: every decision equal to
/// golden's, every category reached.
#[test]
fn decisions_match_golden() {
    let (mut gen, mut dut) = setup("toe_rx_seq_random", BackendKind::Verilator);
    let cs = cases(&mut gen, 200_000);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("{} decisions in {} cycles: {:?}", r.decisions, r.cycles, r.categories);
    for c in MUST_REACH {
        assert!(r.categories.get(c).copied().unwrap_or(0) >= 20, "category {c} reached {:?} times: {:?}", r.categories.get(c), r.categories);
    }
}

/// Back to back with the output always ready: one decision a cycle after the pipeline fills.
#[test]
fn one_decision_per_cycle() {
    let (mut gen, mut dut) = setup("toe_rx_seq_rate", BackendKind::Verilator);
    let cs = cases(&mut gen, 10_000);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &cs, 0.0, 0.0, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.cycles, cs.len() as u64 + LATENCY, "{r:?}");
}

fn view(state: State) -> RxView {
    RxView { state, irs: 1000, rcv_nxt: 5000, rcv_adv: 5000 + 8192, ts_ok: true, ts_recent: 700, last_ack_sent: 5000, snd_mss: 1448, passive: true, unacked: 0 }
}

/// The RFC's cases one by one, each against golden and against the answer the RFC gives.
#[test]
fn rfc_cases() {
    use iwarp_golden::toe_seq::{rx_decide, ResetSignal, RxAction, RxCause, RxText};
    let est = view(State::Established);
    let seg = |seq: u32, fl: u8, len: u32, ts: Option<u32>| SegView { seq, flags: fl, len, tsval: ts };
    let checks: Vec<(RxView, SegView, Box<dyn Fn(&iwarp_golden::toe_seq::RxDecision) -> bool>)> = vec![
        // RFC 5961 3.2: a RST exactly at RCV.NXT resets; in the window elsewhere, a challenge
        // ACK; outside it, dropped silently.
        (est, seg(5000, flags::RST, 0, None), Box::new(|d| d.action == RxAction::Reset && d.signal == ResetSignal::Reset)),
        (est, seg(5001, flags::RST, 0, None), Box::new(|d| d.action == RxAction::Challenge && d.ack_now)),
        (est, seg(5000 + 8192, flags::RST, 0, None), Box::new(|d| d.action == RxAction::Drop && d.cause == Some(RxCause::RstOutOfWindow) && !d.ack_now)),
        // RFC 5961 4.2: a SYN in the window draws a challenge ACK.
        (est, seg(5000, flags::SYN, 0, None), Box::new(|d| d.action == RxAction::Challenge && d.cause == Some(RxCause::SynInWindow))),
        // RFC 7323 5.3: an old TSval is dropped and acknowledged; a RST is not subject to it.
        (est, seg(5000, flags::ACK, 100, Some(699)), Box::new(|d| d.cause == Some(RxCause::Paws) && d.ack_now)),
        (est, seg(5000, flags::RST, 0, Some(699)), Box::new(|d| d.action == RxAction::Reset)),
        // RFC 9293 3.10.7.4: a zero window takes only an empty segment at RCV.NXT.
        (RxView { rcv_adv: 5000, ..est }, seg(5000, flags::ACK, 0, None), Box::new(|d| d.action == RxAction::Proceed)),
        (RxView { rcv_adv: 5000, ..est }, seg(5000, flags::ACK, 10, None), Box::new(|d| d.cause == Some(RxCause::OutOfWindow))),
        // Text: an overlap is trimmed at the front, the window's edge cuts the back.
        (est, seg(4990, flags::ACK, 100, None), Box::new(|d| d.text == RxText::Deliver { skip: 10, take: 90, trimmed: false } && d.rcv_nxt == 5090)),
        (est, seg(5000, flags::ACK, 9000, None), Box::new(|d| d.text == RxText::Deliver { skip: 0, take: 8192, trimmed: true } && d.ack_now && d.rcv_nxt == 5000 + 8192)),
        (est, seg(5100, flags::ACK, 100, None), Box::new(|d| d.text == RxText::OutOfOrder && d.ack_now && d.rcv_nxt == 5000)),
        (est, seg(4900, flags::ACK, 100, None), Box::new(|d| d.cause == Some(RxCause::OutOfWindow))),
        // Delayed ACK: the first full segment starts the timer, the second is acknowledged.
        (est, seg(5000, flags::ACK, 1448, None), Box::new(|d| d.dack_start && !d.ack_now && d.unacked == 1)),
        (RxView { unacked: 1, ..est }, seg(5000, flags::ACK, 1448, None), Box::new(|d| !d.dack_start && d.ack_now && d.unacked == 2)),
        // A FIN after in-order text is taken; after out-of-order text it is not.
        (est, seg(5000, flags::ACK | flags::FIN, 10, None), Box::new(|d| d.fin && d.rcv_nxt == 5011)),
        (est, seg(5010, flags::ACK | flags::FIN, 10, None), Box::new(|d| !d.fin && d.fin_late)),
        // TIME-WAIT: a RST at RCV.NXT is an orderly close; a passive SYN-RECEIVED goes back quietly.
        (view(State::TimeWait), seg(5000, flags::RST, 0, None), Box::new(|d| d.signal == ResetSignal::Closed)),
        (view(State::SynReceived), seg(5000, flags::RST, 0, None), Box::new(|d| d.signal == ResetSignal::Quiet)),
        (view(State::SynReceived), seg(1000, flags::SYN, 0, None), Box::new(|d| d.action == RxAction::SynRexmt)),
        // CLOSE-WAIT takes no text, and a FIN there is past RCV.NXT.
        (view(State::CloseWait), seg(5000, flags::ACK, 10, None), Box::new(|d| d.text == RxText::None && d.rcv_nxt == 5000)),
        // Across the 2^32 wrap.
        (RxView { rcv_nxt: u32::MAX - 4, rcv_adv: 1000, ..est }, seg(u32::MAX - 9, flags::ACK, 20, None), Box::new(|d| d.text == RxText::Deliver { skip: 5, take: 15, trimmed: false } && d.rcv_nxt == 10)),
    ];
    let mut dut = rx_seq_dut(BackendKind::from_env(BackendKind::Verilator), "toe_rx_seq_rfc");
    reset(&mut dut);
    let mut rng = rng_for("toe_rx_seq_rfc");
    for (i, (v, g, ok)) in checks.iter().enumerate() {
        assert!(ok(&rx_decide(v, g)), "case {i}: golden {:?}", rx_decide(v, g));
        let c = Case { conn: i as u16, view: *v, seg: *g };
        run(&mut dut, &[c], 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("case {i}: {e}"));
    }
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_rx_seq_lockstep", BackendKind::Lockstep);
    let cs = cases(&mut gen, 3_000);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.decisions, 3_000);
}

/// The yosys netlist of rtl/toe_rx_seq.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_rx_seq_post_synthesis_lockstep", BackendKind::PostSynth);
    let cs = cases(&mut gen, 3_000);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.decisions, 3_000);
}

/// Random inputs and resets in the middle: after a reset the pipeline is empty (no decision
/// comes out of it) and the next batch is decided exactly.
#[test]
fn reset_empties_the_pipeline() {
    let (mut gen, mut dut) = setup("toe_rx_seq_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..50) {
            let mut i = Case::random(&mut gen).input();
            i.s_in_valid = gen.gen();
            i.m_dec_ready = gen.gen();
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..2 * LATENCY {
            let o = dut.eval(&RxSeqIn { m_dec_ready: true, ..Default::default() });
            assert!(!o.m_dec_valid, "a decision out of a reset pipeline");
            dut.tick();
        }
        let cs = cases(&mut gen, 200);
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &cs, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any batch seed, idle rate and backpressure.
    #[test]
    fn any_batch(seed in any::<u64>(), idle in 0.0f64..0.8, stall in 0.0f64..0.8) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = rx_seq_dut(BackendKind::from_env(BackendKind::Verilator), "toe_rx_seq_proptest");
        reset(&mut dut);
        let cs = cases(&mut gen, 2_000);
        let r = run(&mut dut, &cs, idle, stall, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }

    /// Any view and segment at all (fields uniformly random, not aimed at the edges).
    #[test]
    fn any_fields(state in 0usize..8, irs: u32, rcv_nxt: u32, rcv_adv: u32, ts_ok: bool, ts_recent: u32, las: u32, mss in 1u32..=65_535,
                  passive: bool, unacked in 0u32..=2, seq: u32, fl: u8, len in 0u32..=65_535, ts: Option<u32>) {
        let v = RxView { state: STATES[state], irs, rcv_nxt, rcv_adv, ts_ok, ts_recent, last_ack_sent: las, snd_mss: mss, passive, unacked };
        let c = Case { conn: 7, view: v, seg: SegView { seq, flags: fl, len, tsval: ts } };
        let mut dut = rx_seq_dut(BackendKind::from_env(BackendKind::Verilator), "toe_rx_seq_proptest_fields");
        reset(&mut dut);
        let mut gen = TestRng::seed_from_u64(seq as u64);
        let r = run(&mut dut, &[c], 0.0, 0.0, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
