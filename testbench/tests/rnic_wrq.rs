//! rnic_wrq: the work requests between the fetcher and ddp_tx, a queue per QP, against the
//! block's contract (testbench/src/blocks/rnic_wrq.rs: per-QP order, none lost or made up,
//! offers held until taken or withdrawn only for a held QP, no offer of a QP held throughout,
//! none starved once the holds lift, the counters) under a stalling consumer and random holds;
//! round robin; the rate; lockstep native vs Verilator and the post-synthesis netlist; reset;
//! proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_wrq::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: WrqEnv = WrqEnv { rate: 0.6, stall: 0.5, flip: 0.02, qps: 16 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, WrqDut) {
    let gen = rng_for(test);
    let mut dut = wrq_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 30,000 entries on 16 QPs with random holds (offers withdrawn, entries passed on while
/// another QP waits held), then 5,000 on two QPs offered faster than they leave (queues fill
/// and refuse).
#[test]
fn entries_pass_in_per_qp_order_around_held_qps() {
    let (mut gen, mut dut) = setup("rnic_wrq_random", BackendKind::Verilator);
    let r = run(&mut dut, ENV, 30_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.entries_out == 30_000 && r.withdrawn >= 100 && r.passed_held_other >= 10_000, "{r:?}");
    let (mut gen, mut dut) = setup("rnic_wrq_full", BackendKind::Verilator);
    let r = run(&mut dut, WrqEnv { rate: 1.0, stall: 0.8, flip: 0.05, qps: 2 }, 5_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.entries_out == 5_000 && r.refused >= 1_000, "{r:?}");
}

/// Every QP full (16 x 16): passed on round robin, each run of 16 a permutation of the QPs,
/// at one entry every 3 cycles (pick, read, offer taken). One QP alone: the same rate.
#[test]
fn round_robin_and_rate() {
    let (mut gen, mut dut) = setup("rnic_wrq_round_robin", BackendKind::Verilator);
    let (order, cycles) = fill_and_drain(&mut dut, 16, DEPTH, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(order.len(), 256);
    for (k, run) in order.chunks(16).enumerate() {
        let mut seen = [false; 16];
        for &q in run {
            seen[q as usize] = true;
        }
        assert!(seen.iter().all(|&s| s), "run {k} of 16 is not every QP once: {run:?}");
    }
    println!("256 entries of 16 QPs in {cycles} cycles");
    assert!(cycles <= 3 * 256, "{cycles} cycles for 256 entries");
    let (mut gen, mut dut) = setup("rnic_wrq_one_qp", BackendKind::Verilator);
    let (order, cycles) = fill_and_drain(&mut dut, 1, DEPTH, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(order.len() == DEPTH && order.iter().all(|&q| q == 0));
    println!("16 entries of one QP in {cycles} cycles");
    assert!(cycles <= 3 * DEPTH as u64, "{cycles} cycles for 16 entries");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_wrq_lockstep", BackendKind::Lockstep);
    let r = run(&mut dut, ENV, 2_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.withdrawn >= 5 && r.passed_held_other >= 500, "{r:?}");
}

/// The yosys netlist of rtl/rnic_wrq.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_wrq_post_synthesis_lockstep", BackendKind::PostSynth);
    let r = run(&mut dut, ENV, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.passed_held_other >= 200, "{r:?}");
}

/// Random stimulus, a reset with entries queued, then nothing offered, counters zero, every
/// queue with room, and a clean run.
#[test]
fn reset_forgets_the_entries() {
    let (mut gen, mut dut) = setup("rnic_wrq_reset", BackendKind::Verilator);
    for _ in 0..4 {
        for _ in 0..gen.gen_range(1..300) {
            let i = WrqIn {
                s_wr_valid: gen.gen(),
                s_wr_qp: gen.gen_range(0..16),
                s_wr_id: gen.gen(),
                m_wr_ready: gen.gen_bool(0.1),
                hold: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        for c in 0..10 {
            let o = dut.eval(&WrqIn { m_wr_ready: true, s_wr_valid: false, s_wr_qp: c % 16, ..Default::default() });
            assert!(!o.m_wr_valid && o.idle && o.cnt_in == 0 && o.cnt_out == 0 && o.cnt_withdrawn == 0 && o.s_wr_ready, "{o:?}");
            dut.tick();
        }
        run(&mut dut, ENV, 300, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any offer rate, backpressure, hold churn and number of QPs.
    #[test]
    fn any_environment(seed: u64, rate in 0.01f64..=1.0, stall in 0.0f64..0.95, flip in 0.0f64..0.3, qps in 1u8..=16) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = wrq_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_wrq_proptest");
        reset(&mut dut);
        let r = run(&mut dut, WrqEnv { rate, stall, flip, qps }, 300, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
