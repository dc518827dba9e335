//! rnic_rxctx: the TOE's deliveries on 20 connections routed to mpa_rx with 16 QPs' MPA
//! receive contexts, or to the host stream, against golden `rx_route` at the moment each
//! delivery is taken: the route, the beats (moved to lane (seq - S0) mod 8 for mpa_rx,
//! unchanged with connection and sequence number for the stream), the order across both
//! outputs, each descriptor's QP and load, each load's context (mpa_rx's last save, or the
//! latest configuration's new context; stale saves dropped), no load or configuration while a
//! save is owed, QPs bound and unbound under the traffic; the rate; lockstep native vs
//! Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_rxctx::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: RxCtxEnv = RxCtxEnv { rate: 0.7, stall: 0.3, stay: 0.5, max_len: 200, save_delay: 40, churn: 0.02 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, RxCtxDut) {
    let gen = rng_for(test);
    let mut dut = rxctx_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 30,000 deliveries on 20 connections, 16 QPs.
#[test]
fn deliveries_as_golden() {
    let (mut gen, mut dut) = setup("rnic_rxctx_random", BackendKind::Verilator);
    let mut bench = RxCtxBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 30_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.loads >= 5_000 && r.follows >= 3_000 && r.streamed >= 3_000 && r.stale >= 20 && r.configs >= 300, "{r:?}");
    assert!(r.joint_takes >= 500 && r.flushes >= 2_000 && r.shared >= 100, "{r:?}");
}

/// One connection, 32-byte deliveries (an 8-byte Write's FPDU), everything ready: cycles
/// a delivery (its beats and the two cycles of IDLE and DECIDE).
#[test]
fn deliveries_back_to_back() {
    let (mut gen, mut dut) = setup("rnic_rxctx_rate", BackendKind::Verilator);
    let env = RxCtxEnv { rate: 1.0, stall: 0.0, stay: 1.0, max_len: 32, save_delay: 1, churn: 0.0 };
    let mut bench = RxCtxBench::new(env, &mut gen);
    let r = bench.run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let per = r.cycles as f64 / r.deliveries as f64;
    println!("{r:?}: {per:.2} cycles a delivery of 1 to 32 bytes");
    assert!(per <= 5.5, "{per:.2} cycles a delivery");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_rxctx_lockstep", BackendKind::Lockstep);
    let mut bench = RxCtxBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.loads >= 500 && r.follows >= 300 && r.streamed >= 300, "{r:?}");
}

/// The yosys netlist of rtl/rnic_rxctx.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_rxctx_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut bench = RxCtxBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.loads >= 500 && r.follows >= 300 && r.streamed >= 300, "{r:?}");
}

/// Random stimulus, a reset, then a clean run from a fresh start (no QP bound, nothing
/// held or owed, counters zero).
#[test]
fn reset_forgets_every_binding() {
    let (mut gen, mut dut) = setup("rnic_rxctx_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..1_000) {
            let i = RxCtxIn {
                s_cfg_valid: gen.gen_bool(0.1),
                s_cfg_qp: gen.gen_range(0..16),
                s_cfg_live: gen.gen(),
                s_cfg_conn: gen.gen_range(0..4),
                s_cfg_s0: gen.gen(),
                s_ulp_valid: gen.gen(),
                s_ulp_data: gen.gen(),
                s_ulp_keep: 0xFF,
                s_ulp_last: gen.gen_bool(0.2),
                s_ulp_conn: gen.gen_range(0..4),
                s_ulp_seq: gen.gen(),
                s_ctx_valid: gen.gen_bool(0.1),
                s_ctx_conn: gen.gen_range(0..16),
                s_ctx_ctx0: gen.gen(),
                m_ready: gen.gen(),
                m_seg_ready: gen.gen(),
                m_strm_ready: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..4 {
            let o = dut.eval(&RxCtxIn::default());
            assert!(!o.m_valid && !o.m_seg_valid && !o.m_strm_valid && o.idle && o.cnt_loads == 0 && o.cnt_strm == 0, "{o:?}");
            dut.tick();
        }
        let mut bench = RxCtxBench::new(ENV, &mut gen);
        bench.run(&mut dut, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any rate, backpressure, interleaving, length, save delay and churn.
    #[test]
    fn any_environment(seed: u64, rate in 0.05f64..1.0, stall in 0.0f64..0.8, stay in 0.0f64..1.0, max_len in 1usize..1_500, save_delay in 1u64..60, churn in 0.0f64..0.2) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = rxctx_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_rxctx_proptest");
        reset(&mut dut);
        let mut bench = RxCtxBench::new(RxCtxEnv { rate, stall, stay, max_len, save_delay, churn }, &mut gen);
        let r = bench.run(&mut dut, 500, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}

/// A valid DDP-looking ULPDU (first byte's T bit random) of 18..=max bytes.
fn ulpdu(rng: &mut TestRng, max: usize) -> Vec<u8> {
    let n = iwarp_testbench::stream::log_uniform(rng, max).max(18);
    let mut u: Vec<u8> = (0..n).map(|_| rng.gen()).collect();
    u[0] = if rng.gen() { 0xC1 } else { 0x41 };
    u
}

/// This block in front of the real mpa_rx: 8 QPs (every marker / CRC combination twice, S0
/// at any byte lane, two just before the sequence wrap) and 4 connections left streaming,
/// cut into deliveries of up to 1,460 bytes and interleaved; every FPDU equal to golden's
/// receiver on the QP's stream from S0, every stream byte in order.
fn path_run(kind: BackendKind, test: &str, fpdus: usize) -> PathRun {
    let mut gen = rng_for(test);
    let mut rx = rxctx_dut(BackendKind::from_env(kind), test);
    let mut mpa = iwarp_testbench::blocks::mpa_rx::rx_dut(BackendKind::from_env(kind), test);
    reset(&mut rx);
    iwarp_testbench::blocks::mpa_rx::reset(&mut mpa);
    let conns = distinct_conns(&mut gen, 12);
    let qps: Vec<PathQp> = (0..8)
        .map(|i| {
            let cfg = iwarp_testbench::blocks::mpa_rx::RxConnCfg { markers: i & 1 != 0, crc: i & 2 != 0, start_offset: 0, max_ulpdu: 1_442 };
            let s0 = if i >= 6 { 0u32.wrapping_sub(gen.gen_range(1..3_000)) } else { gen.gen() };
            let mut f = iwarp_golden::mpa_stream::Framer::new(0, cfg.markers, cfg.crc);
            let stream = (0..fpdus).flat_map(|_| f.push(&ulpdu(&mut gen, 1_442))).collect();
            PathQp { conn: conns[i], s0, cfg, stream }
        })
        .collect();
    let streams: Vec<PathStream> =
        (8..12).map(|i| PathStream { conn: conns[i], seq: gen.gen(), bytes: (0..gen.gen_range(1..20_000)).map(|_| gen.gen()).collect() }).collect();
    let r = run_path(&mut rx, &mut mpa, &qps, &streams, 1_460, 0.2, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert_eq!(r.fpdus, 8 * fpdus as u64, "{r:?}");
    assert_eq!(r.stream_bytes, streams.iter().map(|s| s.bytes.len() as u64).sum::<u64>(), "{r:?}");
    r
}

#[test]
fn path_through_mpa_rx_as_golden() {
    let r = path_run(BackendKind::Verilator, "rnic_rxctx_path", 300);
    assert!(r.loads >= 1_000, "{r:?}");
}

#[test]
fn path_lockstep_native_vs_verilator() {
    path_run(BackendKind::Lockstep, "rnic_rxctx_path_lockstep", 30);
}
