//! rnic_qperr: a QP's errors between the directions (Terminates and the peer's Terminates
//! to TERMINATE events, the connection's ends passed on, entries into error to both
//! engines' flushes) against the block's contract under backpressure; lockstep native vs
//! Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_qperr::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: QpErrEnv = QpErrEnv { term_rate: 0.05, cqe_rate: 0.3, llp_rate: 0.05, qp_rate: 0.05, peer_term: 0.1, stall: 0.4, qps: 16 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, QpErrDut) {
    let gen = rng_for(test);
    let mut dut = qperr_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 40,000 inputs on 16 QPs, then on 2 QPs (Terminates and entries into error pile up on
/// one QP and coalesce).
#[test]
fn errors_reach_both_directions() {
    let (mut gen, mut dut) = setup("rnic_qperr_random", BackendKind::Verilator);
    let r = QpErrBench::new(ENV).run(&mut dut, 30_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.terms >= 1_500 && r.peer_terms >= 1_000 && r.own_terms >= 500 && r.llp >= 1_500 && r.entries_into_error >= 500, "{r:?}");
    assert!(r.term_events >= 2_000 && r.flush_rx >= 500 && r.flush_tx >= 500, "{r:?}");
    let r = QpErrBench::new(QpErrEnv { qps: 2, stall: 0.7, ..ENV }).run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.coalesced >= 50 && r.flush_rx < r.entries_into_error + 1, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_qperr_lockstep", BackendKind::Lockstep);
    let r = QpErrBench::new(ENV).run(&mut dut, 5_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.term_events >= 100, "{r:?}");
}

/// The yosys netlist of rtl/rnic_qperr.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_qperr_post_synthesis_lockstep", BackendKind::PostSynth);
    let r = QpErrBench::new(ENV).run(&mut dut, 5_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.cycles >= 10_000, "{r:?}");
}

/// Random stimulus, a reset, then nothing owed and nothing marked, counters zero, and a
/// clean run.
#[test]
fn reset_forgets_marks_and_flushes() {
    let (mut gen, mut dut) = setup("rnic_qperr_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..400) {
            let i = QpErrIn {
                s_term_valid: gen.gen(),
                s_term_qp: gen.gen_range(0..16),
                // The pass-throughs show their inputs: always taken, so never stalled.
                m_term_ready: true,
                m_cqe_ready: true,
                s_cqe_valid: gen.gen(),
                s_cqe_kind: gen.gen_range(0..3),
                s_cqe_qp: gen.gen_range(0..16),
                s_llp_valid: gen.gen(),
                s_qp_valid: gen.gen(),
                s_qp_qp: gen.gen_range(0..16),
                s_qp_live: true,
                s_qp_state: 6,
                m_ev_ready: gen.gen_bool(0.1),
                m_flush_rx_ready: gen.gen_bool(0.1),
                m_flush_tx_ready: gen.gen_bool(0.1),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..10 {
            let o = dut.eval(&QpErrIn { m_ev_ready: true, m_flush_rx_ready: true, m_flush_tx_ready: true, ..Default::default() });
            assert!(!o.m_ev_valid && !o.m_flush_rx_valid && !o.m_flush_tx_valid && o.idle && o.cnt_terms == 0 && o.cnt_flush_rx == 0, "{o:?}");
            dut.tick();
        }
        QpErrBench::new(ENV).run(&mut dut, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any rates, share of peer Terminates, backpressure and number of QPs.
    #[test]
    fn any_environment(seed: u64, term_rate in 0.0f64..1.0, cqe_rate in 0.01f64..1.0, llp_rate in 0.0f64..1.0, qp_rate in 0.0f64..1.0, peer_term in 0.0f64..1.0, stall in 0.0f64..0.9, qps in 1u8..=16) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = qperr_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_qperr_proptest");
        reset(&mut dut);
        let r = QpErrBench::new(QpErrEnv { term_rate, cqe_rate, llp_rate, qp_rate, peer_term, stall, qps }).run(&mut dut, 800, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
