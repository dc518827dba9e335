//! toe_rtt against golden's `toe_ack::Rtt::sample`: random samples under random RTO bounds
//! with idle input and backpressure, RFC 6298's cases, nine cycles a sample, lockstep native
//! vs Verilator and the post-synthesis netlist, reset, proptest.

use iwarp_golden::toe_ack::Rtt;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_rtt::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, RttDut) {
    let gen = rng_for(test);
    let mut dut = rtt_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

fn batch(gen: &mut TestRng, n: usize) -> Vec<Case> {
    let (lo, hi) = random_bounds(gen);
    (0..n).map(|_| Case::random(gen, lo, hi)).collect()
}

/// 10 pairs of bounds, 4,000 samples each.
#[test]
fn estimators_match_golden() {
    let (mut gen, mut dut) = setup("toe_rtt_random", BackendKind::Verilator);
    let (mut first, mut capped, mut n) = (0, 0, 0);
    for _ in 0..10 {
        let cs = batch(&mut gen, 4_000);
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
        (first, capped, n) = (first + r.first, capped + r.capped, n + r.decisions);
    }
    println!("{n} samples, {first} first samples, {capped} RTOs at the ceiling");
    assert_eq!(n, 40_000);
    assert!(first >= 5_000 && capped >= 2_000 && n - first >= 20_000 && n - capped >= 3_000, "{first} {capped}");
}

#[test]
fn nine_cycles_per_sample() {
    let (mut gen, mut dut) = setup("toe_rtt_rate", BackendKind::Verilator);
    let cs = batch(&mut gen, 1_000);
    let r = run(&mut dut, &cs, 0.0, 0.0, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.cycles, cs.len() as u64 * CYCLES_PER_SAMPLE);
}

/// RFC 6298 2.2 (first sample), 2.3 (a later one), 2.4 (the floor), 2.5 (the ceiling).
#[test]
fn rfc_cases() {
    let none = Rtt::default();
    let cases = [
        // First sample of 100 ticks: SRTT 100, RTTVAR 50, RTO = 100 + 4 x 50 = 300.
        (none, 100, (800, 200, 300)),
        // Later sample of 140 against SRTT 100, RTTVAR 50: RTTVAR = 37.5 + 10 = 47.5,
        // SRTT = 87.5 + 17.5 = 105; RTO = 105 + 190 = 295.
        (Rtt { seen: true, srtt8: 800, rttvar4: 200, rto: 300 }, 140, (840, 190, 295)),
        // A 1-tick sample: RTO 1 + 2 = 3 raised to the floor of 200.
        (none, 1, (8, 2, 200)),
        // A sample past the ceiling is capped first: SRTT = 60,000, RTO at the ceiling.
        (none, 1_000_000, (480_000, 120_000, 60_000)),
    ];
    let mut cs = Vec::new();
    for (i, (rtt, r, (srtt8, rttvar4, rto))) in cases.into_iter().enumerate() {
        let c = Case { conn: i as u16, rtt, r, rto_min: 200, rto_max: 60_000 };
        let e = c.expect();
        assert_eq!((e.srtt8, e.rttvar4, e.rto), (srtt8, rttvar4, rto), "case {i}");
        cs.push(c);
    }
    let (mut rng, mut dut) = setup("toe_rtt_rfc", BackendKind::Verilator);
    run(&mut dut, &cs, 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_rtt_lockstep", BackendKind::Lockstep);
    let cs = batch(&mut gen, 1_500);
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

/// The yosys netlist of rtl/toe_rtt.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_rtt_post_synthesis_lockstep", BackendKind::PostSynth);
    let cs = batch(&mut gen, 1_500);
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

#[test]
fn reset_abandons_the_sample_in_flight() {
    let (mut gen, mut dut) = setup("toe_rtt_reset", BackendKind::Verilator);
    for _ in 0..4 {
        let cs = batch(&mut gen, 100);
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..40) {
            let mut i = cs[gen.gen_range(0..cs.len())].input();
            i.s_in_valid = gen.gen();
            i.m_rtt_ready = gen.gen();
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..2 * CYCLES_PER_SAMPLE {
            assert!(!dut.eval(&RttIn { m_rtt_ready: true, ..Default::default() }).m_rtt_valid, "an estimator out of a reset block");
            dut.tick();
        }
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &cs, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any estimator, sample and bounds at all.
    #[test]
    fn any_fields(seen: bool, srtt8: u32, rttvar4: u32, r: u32, rto_min: u32, rto_max: u32) {
        let c = Case { conn: 9, rtt: Rtt { seen, srtt8, rttvar4, rto: 0 }, r, rto_min, rto_max };
        let mut dut = rtt_dut(BackendKind::from_env(BackendKind::Verilator), "toe_rtt_proptest");
        reset(&mut dut);
        let mut gen = TestRng::seed_from_u64(r as u64);
        let res = run(&mut dut, &[c], 0.0, 0.0, &mut gen);
        prop_assert!(res.is_ok(), "{:?}", res.err());
    }
}
