//! rnic_db: the register window's decode against golden `doorbell::window` (each write to
//! its block alone, unchanged, in order; past every part dropped and counted) under
//! backpressure; lockstep native vs Verilator and the post-synthesis netlist; reset;
//! proptest; a write a cycle when every block takes it.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_db::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: DbEnv = DbEnv { rate: 0.7, stall: 0.4, wild: 0.3 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, DbDut) {
    let gen = rng_for(test);
    let mut dut = db_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 30,000 writes at registers, the parts' edges and anywhere.
#[test]
fn writes_reach_their_blocks() {
    let (mut gen, mut dut) = setup("rnic_db_random", BackendKind::Verilator);
    let r = DbBench::new(ENV).run(&mut dut, 30_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.delivered.iter().all(|&d| d >= 1_000) && r.dropped >= 1_000, "{r:?}");
}

/// Every block always ready, a write always offered: one write a cycle.
#[test]
fn a_write_a_cycle() {
    let (mut gen, mut dut) = setup("rnic_db_rate", BackendKind::Verilator);
    let r = DbBench::new(DbEnv { rate: 1.0, stall: 0.0, wild: 0.3 }).run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.cycles <= 10_000 + 10, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_db_lockstep", BackendKind::Lockstep);
    let r = DbBench::new(ENV).run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.dropped >= 100, "{r:?}");
}

/// The yosys netlist of rtl/rnic_db.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_db_post_synthesis_lockstep", BackendKind::PostSynth);
    let r = DbBench::new(ENV).run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.delivered.iter().sum::<u64>() >= 1_500, "{r:?}");
}

/// Random stimulus with a write held, a reset, then nothing offered, the counter zero, and
/// a clean run.
#[test]
fn reset_forgets_the_held_write() {
    let (mut gen, mut dut) = setup("rnic_db_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..100) {
            let i = DbIn { s_db_valid: gen.gen(), s_db_addr: gen.gen(), s_db_data: gen.gen(), ..Default::default() };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..10 {
            let o = dut.eval(&DbIn { m_cmd_ready: true, m_wq_ready: true, m_cq_ready: true, m_toecmd_ready: true, m_toeev_ready: true, ..Default::default() });
            let any = o.m_cmd_valid || o.m_wq_valid || o.m_cq_valid || o.m_toecmd_valid || o.m_toeev_valid;
            assert!(!any && o.idle && o.cnt_dropped == 0, "{o:?}");
            dut.tick();
        }
        DbBench::new(ENV).run(&mut dut, 500, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any offer rate, backpressure and share of wild offsets.
    #[test]
    fn any_environment(seed: u64, rate in 0.01f64..1.0, stall in 0.0f64..0.95, wild in 0.0f64..1.0) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = db_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_db_proptest");
        reset(&mut dut);
        let r = DbBench::new(DbEnv { rate, stall, wild }).run(&mut dut, 600, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
