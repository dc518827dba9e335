//! rnic_txctx: ULPDUs of 16 QPs interleaved into mpa_tx with each QP's MPA transmit context
//! against golden's stream positions (`mpa::wire_len`, markers on RFC 5044's grid): every
//! descriptor's length, QP, markers, CRC and load, the position of each load, no load before
//! its QP's stores are back, beats unchanged, ULPDUs of QPs out of RDMA mode dropped and
//! counted, QPs leaving and re-entering RDMA mode under traffic; the rate; lockstep native vs
//! Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_txctx::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: TxCtxEnv = TxCtxEnv { rate: 0.7, stall: 0.3, stay: 0.5, max_len: 200, store_delay: 120, churn: 0.01 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, TxCtxDut) {
    let gen = rng_for(test);
    let mut dut = txctx_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 30,000 ULPDUs of 16 QPs.
#[test]
fn ulpdus_as_golden() {
    let (mut gen, mut dut) = setup("rnic_txctx_random", BackendKind::Verilator);
    let mut bench = TxCtxBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 30_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.loads >= 8_000 && r.follows >= 8_000 && r.dropped >= 500 && r.waited_loads >= 500 && r.configs >= 200, "{r:?}");
}

/// One QP, 8-byte ULPDUs, mpa_tx always ready: cycles a ULPDU (a beat and the two cycles
/// of IDLE and DECIDE).
#[test]
fn ulpdus_back_to_back() {
    let (mut gen, mut dut) = setup("rnic_txctx_rate", BackendKind::Verilator);
    let env = TxCtxEnv { rate: 1.0, stall: 0.0, stay: 1.0, max_len: 8, store_delay: 10, churn: 0.0 };
    let mut bench = TxCtxBench::new(env, &mut gen);
    let r = bench.run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let per = r.cycles as f64 / r.ulpdus as f64;
    println!("{r:?}: {per:.2} cycles a ULPDU");
    assert!(per <= 3.5, "{per:.2} cycles a ULPDU");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_txctx_lockstep", BackendKind::Lockstep);
    let mut bench = TxCtxBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.loads >= 800 && r.follows >= 800 && r.dropped >= 50, "{r:?}");
}

/// The yosys netlist of rtl/rnic_txctx.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_txctx_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut bench = TxCtxBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.loads >= 800 && r.follows >= 800 && r.dropped >= 50, "{r:?}");
}

/// Random stimulus, a reset, then a clean run from a fresh start (no QP in RDMA mode, no
/// FPDU in flight, counters zero).
#[test]
fn reset_forgets_every_context() {
    let (mut gen, mut dut) = setup("rnic_txctx_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..1_000) {
            let i = TxCtxIn {
                s_cfg_valid: gen.gen_bool(0.1),
                s_cfg_qp: gen.gen_range(0..16),
                s_cfg_live: gen.gen(),
                s_cfg_offset_words: gen.gen::<u32>() >> 2,
                s_ulpdu_valid: gen.gen(),
                s_ulpdu_data: gen.gen(),
                s_ulpdu_keep: 0xFF,
                s_ulpdu_last: gen.gen_bool(0.2),
                s_ulpdu_qp: gen.gen_range(0..16),
                s_ulpdu_len: gen.gen_range(1..100),
                s_ctx_valid: gen.gen_bool(0.1),
                s_ctx_conn: gen.gen_range(0..16),
                // mpa_tx's stand-in always ready: this block passes the beats through, so a
                // stall would show the random inputs' changes on its outputs.
                m_ready: true,
                m_desc_ready: true,
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..4 {
            let o = dut.eval(&TxCtxIn::default());
            assert!(!o.m_valid && !o.m_desc_valid && o.idle && o.cnt_loads == 0 && o.cnt_dropped == 0, "{o:?}");
            dut.tick();
        }
        let mut bench = TxCtxBench::new(ENV, &mut gen);
        bench.run(&mut dut, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any rate, backpressure, interleaving, length, store delay and churn.
    #[test]
    fn any_environment(seed: u64, rate in 0.05f64..1.0, stall in 0.0f64..0.8, stay in 0.0f64..1.0, max_len in 1u16..1_500, store_delay in 1u64..100, churn in 0.0f64..0.1) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = txctx_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_txctx_proptest");
        reset(&mut dut);
        let mut bench = TxCtxBench::new(TxCtxEnv { rate, stall, stay, max_len, store_delay, churn }, &mut gen);
        let r = bench.run(&mut dut, 500, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
