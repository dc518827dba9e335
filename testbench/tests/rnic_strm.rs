//! rnic_strm: the stream bytes of 12 connections (MPA start-up's Requests and Replies, as
//! rnic_rxctx passes them) written into their host buffers by DMA against golden
//! `strm_buf::StreamLayout`: every byte at golden's address in order, writes split at a
//! buffer's end, each delivery's status word after its bytes with golden's value and every
//! byte the buffer holds of it in host memory by then, nothing written elsewhere, the
//! counters; the rate; lockstep native vs Verilator and the post-synthesis netlist; reset;
//! proptest.

use iwarp_golden::strm_buf::StreamLayout;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_strm::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const LAYOUT: StreamLayout = StreamLayout { base: 0x10_0000, shift: 9, stat_base: 0x8000 };
const ENV: StrmEnv = StrmEnv { layout: LAYOUT, rate: 0.7, stall: 0.3, stay: 0.5, max_len: 700, };

fn setup(test: &str, kind: BackendKind) -> (TestRng, StrmDut) {
    let gen = rng_for(test);
    let mut dut = strm_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 5,000 deliveries on 12 connections into 512-byte buffers (deliveries longer than their
/// buffer among them).
#[test]
fn streams_as_golden() {
    let (mut gen, mut dut) = setup("rnic_strm_random", BackendKind::Verilator);
    let mut bench = StrmBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 5_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.bytes >= 1_500_000 && r.splits >= 1_000 && r.empty >= 40, "{r:?}");
}

/// One connection, 1,460-byte deliveries, everything ready: bytes a cycle.
#[test]
fn stream_rate() {
    let (mut gen, mut dut) = setup("rnic_strm_rate", BackendKind::Verilator);
    let env = StrmEnv { layout: StreamLayout { shift: 16, ..LAYOUT }, rate: 1.0, stall: 0.0, stay: 1.0, max_len: 1_460 };
    let mut bench = StrmBench::new(env, &mut gen);
    let r = bench.run(&mut dut, 500, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let per = r.bytes as f64 / r.cycles as f64;
    println!("{r:?}: {per:.2} bytes a cycle");
    assert!(per >= 1.9, "{per:.2} bytes a cycle");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_strm_lockstep", BackendKind::Lockstep);
    let mut bench = StrmBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 500, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.splits >= 100, "{r:?}");
}

/// The yosys netlist of rtl/rnic_strm.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_strm_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut bench = StrmBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 500, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.splits >= 100, "{r:?}");
}

/// Random stimulus, a reset, then a clean run (no delivery half written, counters zero).
#[test]
fn reset_forgets_the_delivery() {
    let (mut gen, mut dut) = setup("rnic_strm_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..1_000) {
            let i = StrmIn {
                s_strm_valid: gen.gen(),
                s_strm_data: gen.gen(),
                s_strm_keep: 0xFF >> gen.gen_range(0..8),
                s_strm_last: gen.gen_bool(0.2),
                s_strm_conn: gen.gen_range(0..1024),
                s_strm_seq: gen.gen(),
                m_wr_ready: gen.gen(),
                m_wd_ready: gen.gen(),
                cfg_buf_base: LAYOUT.base,
                cfg_buf_shift: LAYOUT.shift,
                cfg_stat_base: LAYOUT.stat_base,
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..4 {
            let o = dut.eval(&StrmIn { cfg_buf_shift: LAYOUT.shift, ..Default::default() });
            assert!(!o.m_wr_valid && !o.m_wd_valid && o.idle && o.cnt_deliveries == 0 && o.cnt_bytes == 0, "{o:?}");
            dut.tick();
        }
        let mut bench = StrmBench::new(ENV, &mut gen);
        bench.run(&mut dut, 300, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any buffer size, rate, backpressure, interleaving and length.
    #[test]
    fn any_environment(seed: u64, shift in 3u8..17, rate in 0.05f64..1.0, stall in 0.0f64..0.8, stay in 0.0f64..1.0, max_len in 1usize..3_000) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = strm_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_strm_proptest");
        reset(&mut dut);
        let env = StrmEnv { layout: StreamLayout { shift, ..LAYOUT }, rate, stall, stay, max_len };
        let mut bench = StrmBench::new(env, &mut gen);
        let r = bench.run(&mut dut, 200, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
