//! rnic_ackq: the TOE's ACKED values kept per QP for rnic_ack, against the block's contract
//! (every value taken at once; per QP values passed on in order, none twice, none made up;
//! the last one of each QP passed on) under backpressure from a busy ddp_tx; lockstep native
//! vs Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_ackq::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: AckQEnv = AckQEnv { rate: 0.5, stall: 0.6, qps: ALL_QPS };

fn setup(test: &str, kind: BackendKind) -> (TestRng, AckQDut) {
    let gen = rng_for(test);
    let mut dut = ackq_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 30,000 values on 16 QPs into a consumer stalling 60% (many merged), then 5,000 into one
/// that never stalls (none merged: each goes out before the next comes).
#[test]
fn latest_values_pass_in_order() {
    let (mut gen, mut dut) = setup("rnic_ackq_random", BackendKind::Verilator);
    let r = run(&mut dut, ENV, 30_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.values_in == 30_000 && r.merged >= 5_000 && r.values_out >= 10_000, "{r:?}");
    let (mut gen, mut dut) = setup("rnic_ackq_fast", BackendKind::Verilator);
    let r = run(&mut dut, AckQEnv { rate: 0.3, stall: 0.0, qps: 4 }, 5_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert_eq!(r.merged, 0, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_ackq_lockstep", BackendKind::Lockstep);
    let r = run(&mut dut, ENV, 2_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.merged >= 200, "{r:?}");
}

/// The yosys netlist of rtl/rnic_ackq.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_ackq_post_synthesis_lockstep", BackendKind::PostSynth);
    let r = run(&mut dut, ENV, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.merged >= 100, "{r:?}");
}

/// Random stimulus, a reset with values held, then nothing offered, counters zero, and a
/// clean run.
#[test]
fn reset_forgets_the_values() {
    let (mut gen, mut dut) = setup("rnic_ackq_reset", BackendKind::Verilator);
    for _ in 0..4 {
        for _ in 0..gen.gen_range(1..200) {
            let i = AckQIn { s_acked_valid: gen.gen(), s_acked_qp: gen.gen_range(0..16), s_acked_value: gen.gen(), m_acked_ready: gen.gen_bool(0.2), ..Default::default() };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        for _ in 0..10 {
            let o = dut.eval(&AckQIn { m_acked_ready: true, ..Default::default() });
            assert!(!o.m_acked_valid && o.idle && o.cnt_in == 0 && o.cnt_out == 0 && o.cnt_merged == 0, "{o:?}");
            dut.tick();
        }
        run(&mut dut, ENV, 300, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any input rate, backpressure and number of QPs.
    #[test]
    fn any_environment(seed: u64, rate in 0.01f64..=1.0, stall in 0.0f64..0.95, qps in 1u8..=16) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = ackq_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_ackq_proptest");
        reset(&mut dut);
        let r = run(&mut dut, AckQEnv { rate, stall, qps }, 300, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
