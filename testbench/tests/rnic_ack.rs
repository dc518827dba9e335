//! rnic_ack: the TOE's acknowledged stream bytes as ddp_tx's acknowledged ULPDU bytes, per QP,
//! against golden's `llp_ack::AckMap`: FPDUs of 16 QPs (markers on and off, positions
//! wrapping), acknowledgements at FPDU ends and inside FPDUs, every count ddp_tx gets
//! golden's and none when golden has none; a QP's ring full holds its descriptors back; the
//! rate; lockstep native vs Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_ack::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: AckEnv = AckEnv { rate: 0.5, ack_rate: 0.1, stall: 0.3, max_len: 2_000, store_delay: 40 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, AckDut) {
    let gen = rng_for(test);
    let mut dut = ack_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 30,000 FPDUs of 16 QPs.
#[test]
fn acks_as_golden() {
    let (mut gen, mut dut) = setup("rnic_ack_random", BackendKind::Verilator);
    let mut bench = AckBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 30_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.acks >= 5_000 && r.partial >= 1_000, "{r:?}");
}

/// Acknowledgements rare: the QPs' rings fill (256 FPDUs each) and descriptors wait.
#[test]
fn full_rings_hold_descriptors() {
    let (mut gen, mut dut) = setup("rnic_ack_full", BackendKind::Verilator);
    let mut bench = AckBench::new(AckEnv { rate: 1.0, ack_rate: 0.002, stall: 0.0, max_len: 8, store_delay: 4 }, &mut gen);
    let r = bench.run(&mut dut, 20_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.ring_full >= 10, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_ack_lockstep", BackendKind::Lockstep);
    let mut bench = AckBench::new(AckEnv { max_len: 200, ..ENV }, &mut gen);
    let r = bench.run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.acks >= 300, "{r:?}");
}

/// The yosys netlist of rtl/rnic_ack.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_ack_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut bench = AckBench::new(AckEnv { max_len: 200, ..ENV }, &mut gen);
    let r = bench.run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.acks >= 300, "{r:?}");
}

/// Random stimulus, a reset, then a clean run from a fresh start.
#[test]
fn reset_forgets_every_record() {
    let (mut gen, mut dut) = setup("rnic_ack_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..1_000) {
            let i = AckIn {
                s_cfg_valid: gen.gen_bool(0.05),
                s_cfg_qp: gen.gen_range(0..16),
                s_cfg_s0: gen.gen(),
                s_desc_valid: gen.gen(),
                s_desc_qp: gen.gen_range(0..16),
                s_desc_len: gen.gen(),
                s_ctx_valid: gen.gen_bool(0.3),
                s_ctx_offset_words: gen.gen::<u32>() >> 2,
                s_acked_valid: gen.gen(),
                s_acked_qp: gen.gen_range(0..16),
                s_acked_value: gen.gen(),
                m_ack_ready: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..4 {
            let o = dut.eval(&AckIn::default());
            assert!(!o.m_ack_valid && o.idle && o.cnt_acks == 0 && o.cnt_stray == 0, "{o:?}");
            dut.tick();
        }
        let mut bench = AckBench::new(ENV, &mut gen);
        bench.run(&mut dut, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any rates, backpressure, lengths and store delays.
    #[test]
    fn any_environment(seed: u64, rate in 0.05f64..1.0, ack_rate in 0.001f64..0.5, stall in 0.0f64..0.8, max_len in 1u16..4_000, store_delay in 1u64..100) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = ack_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_ack_proptest");
        reset(&mut dut);
        let mut bench = AckBench::new(AckEnv { rate, ack_rate, stall, max_len, store_delay }, &mut gen);
        let r = bench.run(&mut dut, 500, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
