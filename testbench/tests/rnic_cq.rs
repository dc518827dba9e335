//! rnic_cq: the completion writer against golden's `cq::CqProducer` with the driver's own
//! completion queues polling (some paused until their rings overrun, then restarted), every
//! write and every polled completion golden's, doorbell misuse refused and counted; the rate;
//! lockstep native vs Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_cq::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: CqEnv = CqEnv { rate: 0.4, stall: 0.3, pause_p: 0.002, pause: 600, misuse: 0.002 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, CqDut) {
    let gen = rng_for(test);
    let mut dut = cq_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 30,000 completions into 16 queues of 2 to 64 entries under backpressure.
#[test]
fn completions_as_golden() {
    let (mut gen, mut dut) = setup("rnic_cq_random", BackendKind::Verilator);
    let mut bench = CqBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 30_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert_eq!(r.offered, 30_000);
    assert!(r.written >= 20_000 && r.polled == r.written && r.laps >= 1_000, "{r:?}");
    assert!(r.overruns >= 5 && r.dropped_overrun >= 100 && r.restarts >= 3 && r.unstarted >= 10, "{r:?}");
    assert!(r.bad_doorbells >= 50, "{r:?}");
}

/// With writes always taken and nothing dropped: cycles a completion, the driver's consumer
/// index doorbell after each one included (9 cycles a completion, 4 a doorbell).
#[test]
fn completions_back_to_back() {
    let (mut gen, mut dut) = setup("rnic_cq_rate", BackendKind::Verilator);
    let env = CqEnv { rate: 1.0, stall: 0.0, pause_p: 0.0, pause: 1, misuse: 0.0 };
    let mut bench = CqBench::new(env, &mut gen);
    let r = bench.run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let per = r.cycles as f64 / r.offered as f64;
    println!("{r:?}: {per:.2} cycles a completion");
    assert!(per <= 14.0, "{per:.2} cycles a completion");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_cq_lockstep", BackendKind::Lockstep);
    let mut bench = CqBench::new(ENV, &mut gen);
    assert_eq!(bench.run(&mut dut, 2_000, &mut gen).unwrap_or_else(|e| panic!("{e}")).offered, 2_000);
}

/// The yosys netlist of rtl/rnic_cq.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_cq_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut bench = CqBench::new(ENV, &mut gen);
    assert_eq!(bench.run(&mut dut, 2_000, &mut gen).unwrap_or_else(|e| panic!("{e}")).offered, 2_000);
}

/// Random stimulus, a reset, then a clean run from a fresh start (no queue started, no
/// overrun, counters zero).
#[test]
fn reset_forgets_every_queue() {
    let (mut gen, mut dut) = setup("rnic_cq_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..400) {
            let i = CqIn {
                s_db_valid: gen.gen(),
                s_db_addr: 0x2000 + 4 * gen.gen_range(0..64),
                s_db_data: gen.gen_range(0..20),
                s_cqe_valid: gen.gen(),
                s_cqe_cq: gen.gen_range(0..16),
                s_cqe_wr_id: gen.gen(),
                m_wr_ready: gen.gen(),
                m_wd_ready: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..10 {
            let o = dut.eval(&CqIn { m_wr_ready: true, m_wd_ready: true, ..Default::default() });
            assert!(!o.m_wr_valid && !o.m_wd_valid && o.idle && o.overrun == 0 && o.cnt_written == 0 && o.cnt_bad_db == 0, "{o:?}");
            dut.tick();
        }
        let mut bench = CqBench::new(ENV, &mut gen);
        bench.run(&mut dut, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any rate, backpressure, polling pauses and misuse.
    #[test]
    fn any_environment(seed: u64, rate in 0.05f64..1.0, stall in 0.0f64..0.8, pause_p in 0.0f64..0.02, pause in 1u64..2_000, misuse in 0.0f64..0.02) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = cq_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_cq_proptest");
        reset(&mut dut);
        let mut bench = CqBench::new(CqEnv { rate, stall, pause_p, pause, misuse }, &mut gen);
        let r = bench.run(&mut dut, 600, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
