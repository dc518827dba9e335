//! rnic_consume: CONSUMED for the bytes mpa_rx takes, against the block's contract (beats
//! through wire for wire, never a byte reported before it was taken, every byte reported)
//! under backpressure on both sides; lockstep native vs Verilator and the post-synthesis
//! netlist; reset; proptest; how commands coalesce.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_consume::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: ConsumeEnv = ConsumeEnv { rate: 0.8, stall: 0.3, cmd_stall: 0.5, conns: 16, max_beats: 40 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, ConsumeDut) {
    let gen = rng_for(test);
    let mut dut = consume_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 10,000 deliveries on 16 connections, then on all 1,024 with a command port mostly busy
/// (beats of another connection wait), then short deliveries on one connection (those
/// ending while the command waits go out as one).
#[test]
fn every_byte_taken_is_consumed() {
    let (mut gen, mut dut) = setup("rnic_consume_random", BackendKind::Verilator);
    let r = ConsumeBench::new(ENV).run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.deliveries == 10_000 && r.bytes >= 500_000 && r.cmds >= 5_000, "{r:?}");
    let r = ConsumeBench::new(ConsumeEnv { conns: 1024, cmd_stall: 0.95, max_beats: 4, ..ENV }).run(&mut dut, 5_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.waits >= 1_000, "{r:?}");
    let r = ConsumeBench::new(ConsumeEnv { conns: 1, cmd_stall: 0.9, rate: 1.0, stall: 0.0, max_beats: 2 }).run(&mut dut, 2_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}: {:.2} deliveries a command", r.deliveries as f64 / r.cmds as f64);
    assert!(r.cmds * 2 < r.deliveries && r.waits == 0, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_consume_lockstep", BackendKind::Lockstep);
    let r = ConsumeBench::new(ENV).run(&mut dut, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.cmds >= 500, "{r:?}");
}

/// The yosys netlist of rtl/rnic_consume.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_consume_post_synthesis_lockstep", BackendKind::PostSynth);
    let r = ConsumeBench::new(ConsumeEnv { conns: 64, cmd_stall: 0.8, ..ENV }).run(&mut dut, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.waits >= 50, "{r:?}");
}

/// Random stimulus, a reset with counts held, then nothing offered, counters zero, and a
/// clean run.
#[test]
fn reset_forgets_the_counts() {
    let (mut gen, mut dut) = setup("rnic_consume_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..300) {
            let i = ConsumeIn { s_valid: gen.gen(), s_keep: gen.gen(), s_conn: gen.gen_range(0..1024), m_ready: true, m_auto_ready: gen.gen_bool(0.1), ..Default::default() };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..10 {
            let o = dut.eval(&ConsumeIn { m_ready: true, m_auto_ready: true, ..Default::default() });
            assert!(!o.m_auto_valid && !o.m_valid && o.idle && o.cnt_cmds == 0 && o.cnt_bytes == 0 && o.cnt_waits == 0, "{o:?}");
            dut.tick();
        }
        ConsumeBench::new(ENV).run(&mut dut, 300, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any beat rate, backpressure on both sides, number of connections and delivery length.
    #[test]
    fn any_environment(seed: u64, rate in 0.05f64..1.0, stall in 0.0f64..0.95, cmd_stall in 0.0f64..0.98, conns in 1u16..=1024, max_beats in 1u32..=64) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = consume_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_consume_proptest");
        reset(&mut dut);
        let r = ConsumeBench::new(ConsumeEnv { rate, stall, cmd_stall, conns, max_beats }).run(&mut dut, 300, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
