//! rnic_ring: mpa_tx's FPDUs into the TOE's send rings by DMA, against golden's
//! `send_ring::RingConn`: FPDUs of 16 QPs (lengths 8 to 5,000 bytes, so FPDUs are cut into
//! chunks; beats shared by two FPDUs), rings small enough to wrap and to fill (the block waits
//! for acknowledgements; no unacknowledged byte is overwritten), every SEND golden's, every
//! record's bytes and bitmap bits golden's at its SEND and every unacknowledged byte at the
//! end; QPs not in RDMA mode dropped; lockstep native vs Verilator and the post-synthesis
//! netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_ring::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: RingEnv = RingEnv { rate: 0.8, ack_rate: 0.05, stall: 0.2, refuse: 0.05, ack_step: 0, max_len: 5_000, shift: 15, dead: 2, share: 0.5 };

fn setup(test: &str, kind: BackendKind, env: RingEnv) -> (TestRng, RingDut, RingBench) {
    let mut gen = rng_for(test);
    let mut dut = ring_dut(BackendKind::from_env(kind), test);
    let bench = RingBench::new(env, &mut gen);
    reset(&mut dut, &bench.layout);
    (gen, dut, bench)
}

/// 6,000 FPDUs of 16 QPs (14 in RDMA mode) into 32 KiB rings.
#[test]
fn rings_as_golden() {
    let (mut gen, mut dut, mut bench) = setup("rnic_ring_random", BackendKind::Verilator, ENV);
    let r = bench.run(&mut dut, 6_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.sends >= 4_500 && r.wraps >= 100 && r.shared_beats >= 200 && r.dropped_chunks >= 300 && r.refused >= 100, "{r:?}");
    assert!(r.chunks > r.sends, "no FPDU was cut into chunks: {r:?}");
}

/// Acknowledgements slower than the source (256 bytes at most every 100 cycles or so): the
/// rings fill and the block waits for room.
#[test]
fn full_rings_wait_for_acknowledgements() {
    let env = RingEnv { rate: 1.0, ack_rate: 0.01, ack_step: 256, stall: 0.0, dead: 0, ..ENV };
    let (mut gen, mut dut, mut bench) = setup("rnic_ring_full", BackendKind::Verilator, env);
    let r = bench.run(&mut dut, 1_500, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    // The source outran the acknowledgements: writes filled the rings to within a chunk of
    // full (each checked never to pass the first unacknowledged byte), so they waited.
    assert!(r.near_full >= 200, "{r:?}");
}

/// Short FPDUs back to back: the beat sharing and the half-word packing at their densest.
#[test]
fn short_fpdus_pack_and_share_beats() {
    let env = RingEnv { rate: 1.0, max_len: 40, share: 0.9, stall: 0.1, ..ENV };
    let (mut gen, mut dut, mut bench) = setup("rnic_ring_short", BackendKind::Verilator, env);
    let r = bench.run(&mut dut, 8_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.shared_beats >= 1_000, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut, mut bench) = setup("rnic_ring_lockstep", BackendKind::Lockstep, RingEnv { max_len: 3_000, ..ENV });
    let r = bench.run(&mut dut, 300, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.sends >= 200, "{r:?}");
}

/// The yosys netlist of rtl/rnic_ring.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut, mut bench) = setup("rnic_ring_post_synthesis_lockstep", BackendKind::PostSynth, RingEnv { max_len: 3_000, ..ENV });
    let r = bench.run(&mut dut, 300, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.sends >= 200, "{r:?}");
}

/// Random stimulus, a reset, then a clean run from a fresh start.
#[test]
fn reset_forgets_everything() {
    let mut gen = rng_for("rnic_ring_reset");
    let mut dut = ring_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_ring_reset");
    for _ in 0..4 {
        let mut bench = RingBench::new(ENV, &mut gen);
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..2_000) {
            let i = RingIn {
                s_valid: gen.gen(),
                s_data: gen.gen(),
                s_keep: gen.gen(),
                s_fpdu_end: gen.gen_bool(0.2),
                s_end_lo: gen.gen(),
                s_conn: gen.gen(),
                s_cfg_valid: gen.gen_bool(0.05),
                s_cfg_qp: gen.gen_range(0..16),
                s_cfg_live: gen.gen(),
                s_cfg_conn: gen.gen_range(0..1024),
                s_cfg_seq: gen.gen(),
                s_cfg_sent: gen.gen(),
                s_cfg_acked: gen.gen(),
                s_acked_valid: gen.gen(),
                s_acked_qp: gen.gen_range(0..16),
                s_acked_value: gen.gen(),
                m_wr_ready: gen.gen(),
                m_wd_ready: gen.gen(),
                m_send_ready: gen.gen(),
                ..config(&bench.layout)
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut, &bench.layout);
        dut.allow_illegal_stimulus(false);
        for _ in 0..4 {
            let o = dut.eval(&config(&bench.layout));
            assert!(!o.m_wr_valid && !o.m_send_valid && o.idle && o.cnt_chunks == 0 && o.cnt_sends == 0 && o.cnt_dropped == 0, "{o:?}");
            dut.tick();
        }
        bench.run(&mut dut, 300, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// Any rates, backpressure, lengths, ring sizes and sharing.
    #[test]
    fn any_environment(seed: u64, rate in 0.05f64..1.0, ack_rate in 0.001f64..0.5, ack_step in 0u64..4_000, stall in 0.0f64..0.8, max_len in 8usize..6_000, shift in 15u8..18, dead in 0usize..4, share in 0.0f64..1.0) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = ring_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_ring_proptest");
        let mut bench = RingBench::new(RingEnv { rate, ack_rate, stall, refuse: 0.1, ack_step, max_len, shift, dead, share }, &mut gen);
        reset(&mut dut, &bench.layout);
        let r = bench.run(&mut dut, 200, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}

/// The rate with nothing waiting (the DMA always ready, acknowledgements prompt, 256 KiB
/// rings): bytes a cycle for FPDUs of 8 to 1,460 bytes (up to one a full-size segment) and of
/// 8 to 64 (a chunk's fixed costs: its QP's words, the room check, two commands, the SEND).
#[test]
fn rate_unhindered() {
    for (len, floor) in [(1_460usize, 6.0f64), (64, 1.5)] {
        let env = RingEnv { rate: 1.0, ack_rate: 0.5, ack_step: 0, stall: 0.0, refuse: 0.0, max_len: len, shift: 18, dead: 0, share: 0.5 };
        let (mut gen, mut dut, mut bench) = setup("rnic_ring_rate", BackendKind::Verilator, env);
        let r = bench.run(&mut dut, 2_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
        let per_cycle = r.bytes as f64 / r.cycles as f64;
        println!("FPDUs up to {len} bytes: {:.2} bytes a cycle, {:.1} cycles an FPDU ({r:?})", per_cycle, r.cycles as f64 / r.fpdus as f64);
        assert!(per_cycle >= floor, "{per_cycle:.2} bytes a cycle for FPDUs up to {len} bytes");
    }
}
