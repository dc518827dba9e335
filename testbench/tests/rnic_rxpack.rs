//! rnic_rxpack: mpa_rx's ULPDUs packed for ddp_rx, against the block's contract (every
//! ULPDU's bytes in order from lane 0, full beats but the last, the status on the last, the
//! QP on each) from ULPDUs cut as mpa_rx cuts them, under idle input and backpressure;
//! lockstep native vs Verilator and the post-synthesis netlist; reset; proptest; the rate.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_rxpack::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: RxPackEnv = RxPackEnv { rate: 0.8, stall: 0.3, max_len: 300, cut: 0.05, late_last: 0.1 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, RxPackDut) {
    let gen = rng_for(test);
    let mut dut = rxpack_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 20,000 ULPDUs of 0 to 300 bytes (cut beats, last flags on beats of their own, empty
/// ULPDUs), every byte where ddp_rx must see it.
#[test]
fn ulpdus_packed_from_lane_zero() {
    let (mut gen, mut dut) = setup("rnic_rxpack_random", BackendKind::Verilator);
    let r = RxPackBench::new(ENV).run(&mut dut, 20_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.ulpdus == 20_000 && r.bytes >= 2_500_000 && r.cut_beats >= 2_000 && r.late_lasts >= 1_500 && r.empty >= 20, "{r:?}");
}

/// Everything ready: beats out per beat in (one a cycle; a last beat that joins past eight
/// bytes takes one more).
#[test]
fn a_beat_a_cycle() {
    let (mut gen, mut dut) = setup("rnic_rxpack_rate", BackendKind::Verilator);
    let r = RxPackBench::new(RxPackEnv { rate: 1.0, stall: 0.0, max_len: 1500, cut: 0.0, late_last: 0.0 }).run(&mut dut, 2_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let per_beat = r.cycles as f64 / r.beats_in as f64;
    println!("{r:?}: {per_beat:.3} cycles a beat in");
    assert!(per_beat < 1.02, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_rxpack_lockstep", BackendKind::Lockstep);
    let r = RxPackBench::new(ENV).run(&mut dut, 500, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.ulpdus == 500 && r.cut_beats >= 30, "{r:?}");
}

/// The yosys netlist of rtl/rnic_rxpack.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_rxpack_post_synthesis_lockstep", BackendKind::PostSynth);
    let r = RxPackBench::new(ENV).run(&mut dut, 500, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.ulpdus == 500, "{r:?}");
}

/// Random stimulus (ULPDUs left open), a reset, then nothing offered, counters zero, and a
/// clean run.
#[test]
fn reset_forgets_the_open_ulpdu() {
    let (mut gen, mut dut) = setup("rnic_rxpack_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..300) {
            let i = RxPackIn { s_valid: gen.gen(), s_data: gen.gen(), s_keep: gen.gen(), s_last: gen.gen_bool(0.1), s_status: gen.gen_range(0..4), s_conn: gen.gen_range(0..16), m_ready: gen.gen(), ..Default::default() };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..10 {
            let o = dut.eval(&RxPackIn { m_ready: true, ..Default::default() });
            assert!(!o.m_valid && o.idle && o.cnt_ulpdus == 0 && o.cnt_cut == 0, "{o:?}");
            dut.tick();
        }
        RxPackBench::new(ENV).run(&mut dut, 300, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any input rate, backpressure, ULPDU length, share of cut beats and of late last flags.
    #[test]
    fn any_environment(seed: u64, rate in 0.05f64..=1.0, stall in 0.0f64..0.95, max_len in 0usize..2000, cut in 0.0f64..0.5, late_last in 0.0f64..0.5) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = rxpack_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_rxpack_proptest");
        reset(&mut dut);
        let r = RxPackBench::new(RxPackEnv { rate, stall, max_len, cut, late_last }).run(&mut dut, 200, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
