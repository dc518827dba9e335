//! rnic_wq: the work-queue fetcher against golden's `wq::WqQp` with the driver's own rings,
//! QPs going through their lifecycle, engine stand-ins completing under backpressure:
//! every read golden's next entry, every taken entry's record and engine request golden's,
//! every completion made here golden's, each queue completing in posting order, misuse
//! refused and counted; the rate; lockstep native vs Verilator and the post-synthesis
//! netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_wq::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: WqEnv = WqEnv { rate: 0.08, stall: 0.3, done_p: 0.004, churn: 0.003, misuse: 0.001, bad: 0.05, latency: (1, 40), writes_only: false };

fn setup(test: &str, kind: BackendKind) -> (TestRng, WqDut) {
    let gen = rng_for(test);
    let mut dut = wq_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 20,000 entries posted into 32 queues of 2 to 64 entries, QPs changing state under them.
#[test]
fn entries_as_golden() {
    let (mut gen, mut dut) = setup("rnic_wq_random", BackendKind::Verilator);
    let mut bench = WqBench::new(ENV);
    bench.start(12, &mut gen);
    let r = bench.run(&mut dut, 20_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.posted >= 20_000, "{r:?}");
    assert!(r.taken_sends >= 2_000 && r.taken_reads >= 300 && r.taken_recvs >= 2_000, "{r:?}");
    assert!(r.bad_wqe >= 300 && r.flushed >= 100 && r.waits >= 100, "{r:?}");
    assert!(r.bad_doorbells >= 50 && r.stray >= 5 && r.resets >= 20, "{r:?}");
    assert_eq!(r.max_engine, 16, "the engines' queues filled to their depth and no further: {r:?}");
}

/// Writes on 16 QPs in ready to send, memory answering in a cycle, nothing stalled, the
/// engines completing at once: cycles an entry.
#[test]
fn sends_back_to_back() {
    let (mut gen, mut dut) = setup("rnic_wq_rate", BackendKind::Verilator);
    let env = WqEnv { rate: 1.0, stall: 0.0, done_p: 1.0, churn: 0.0, misuse: 0.0, bad: 0.0, latency: (1, 1), writes_only: true };
    let mut bench = WqBench::new(env);
    bench.start(16, &mut gen);
    let r = bench.run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let per = r.cycles as f64 / r.taken_sends as f64;
    println!("{r:?}: {per:.2} cycles an entry");
    assert!(r.taken_sends >= 10_000 && r.at_once == 0, "{r:?}");
    assert!(per <= 27.0, "{per:.2} cycles an entry");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_wq_lockstep", BackendKind::Lockstep);
    let mut bench = WqBench::new(ENV);
    bench.start(12, &mut gen);
    assert!(bench.run(&mut dut, 1_500, &mut gen).unwrap_or_else(|e| panic!("{e}")).posted >= 1_500);
}

/// The yosys netlist of rtl/rnic_wq.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_wq_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut bench = WqBench::new(ENV);
    bench.start(12, &mut gen);
    assert!(bench.run(&mut dut, 1_500, &mut gen).unwrap_or_else(|e| panic!("{e}")).posted >= 1_500);
}

/// Random stimulus, a reset, then a clean run from a fresh start (no QP, nothing rung,
/// counters zero).
#[test]
fn reset_forgets_every_queue() {
    let (mut gen, mut dut) = setup("rnic_wq_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..400) {
            let i = WqIn {
                s_db_valid: gen.gen(),
                s_db_addr: 0x1000 + 4 * gen.gen_range(0..64),
                s_db_data: gen.gen_range(0..20),
                s_qp_valid: gen.gen_bool(0.1),
                s_qp_qp: gen.gen_range(0..16),
                s_qp_live: gen.gen(),
                s_qp_state: gen.gen_range(0..7),
                s_qp_ord: gen.gen_range(0..4),
                s_qp_sq_log: gen.gen_range(1..7),
                s_qp_rq_log: gen.gen_range(1..7),
                s_done_valid: gen.gen(),
                s_done_qp: gen.gen_range(0..16),
                s_done_recv: gen.gen(),
                m_rd_ready: gen.gen(),
                s_dma_data_valid: gen.gen(),
                s_dma_data: gen.gen(),
                m_post_ready: gen.gen(),
                m_wr_ready: gen.gen(),
                m_recv_ready: gen.gen(),
                m_cqe_ready: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..10 {
            let o = dut.eval(&WqIn { m_rd_ready: true, m_post_ready: true, m_wr_ready: true, m_recv_ready: true, m_cqe_ready: true, ..Default::default() });
            assert!(!o.m_rd_valid && !o.m_post_valid && !o.m_wr_valid && !o.m_recv_valid && !o.m_cqe_valid && o.idle, "{o:?}");
            assert!(o.cnt_taken == 0 && o.cnt_at_once == 0 && o.cnt_bad_db == 0 && o.cnt_stray == 0 && o.cnt_waits == 0, "{o:?}");
            dut.tick();
        }
        let mut bench = WqBench::new(ENV);
        bench.start(12, &mut gen);
        bench.run(&mut dut, 800, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any posting rate, backpressure, engine speed, churn, misuse and share of malformed
    /// entries.
    #[test]
    fn any_environment(seed: u64, rate in 0.01f64..1.0, stall in 0.0f64..0.8, done_p in 0.0005f64..0.05, churn in 0.0f64..0.02, misuse in 0.0f64..0.02, bad in 0.0f64..0.5, ready in 0usize..=16) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = wq_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_wq_proptest");
        reset(&mut dut);
        let mut bench = WqBench::new(WqEnv { rate, stall, done_p, churn, misuse, bad, latency: (1, 30), writes_only: false });
        bench.start(ready, &mut gen);
        let r = bench.run(&mut dut, 500, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
