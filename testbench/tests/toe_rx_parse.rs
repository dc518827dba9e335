//! toe_rx_parse against golden's `toe_rx::parse`: every good segment's descriptor (header
//! fields, MSS / window scale / SACK-permitted / timestamps options, SACK blocks) and payload
//! byte-exact, malformed option lists dropped and counted, every other verdict forgotten, on
//! random and hostile frames under random idle and backpressure; lockstep native vs Verilator
//! and the post-synthesis netlist; reset from any state.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_rx_parse::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, TestRng, RxParseDut) {
    let mut gen = rng_for(test);
    let traffic = TestRng::seed_from_u64(gen.gen());
    let mut dut = rx_parse_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, traffic, dut)
}

fn frames(gen: &mut TestRng, n: usize, fault: f64) -> Vec<Vec<u8>> {
    (0..n).map(|_| random_parse_frame(gen, fault)).collect()
}

/// 20,000 frames: a third with hostile option lists, a fifth of the rest damaged.
#[test]
fn segments_match_golden_under_idle_and_backpressure() {
    let (mut gen, mut t, mut dut) = setup("toe_rx_parse_random", BackendKind::Verilator);
    let r = run_frames(&mut dut, frames(&mut gen, 20_000, 0.2), Traffic { idle: 0.2, stall: 0.2 }, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.segments >= 10_000 && r.bad_option >= 1_000, "{r:?}");
    assert!(r.sack_segments >= 1_000 && r.sack_blocks >= 2_500, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut t, mut dut) = setup("toe_rx_parse_lockstep", BackendKind::Lockstep);
    let r = run_frames(&mut dut, frames(&mut gen, 150, 0.2), Traffic { idle: 0.2, stall: 0.2 }, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.segments > 50 && r.bad_option > 5, "{r:?}");
}

/// The yosys netlist of rtl/toe_rx_parse.v in lockstep with the model, over 5,000 cycles.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut t, mut dut) = setup("toe_rx_parse_post_synthesis_lockstep", BackendKind::PostSynth);
    let r = run_frames(&mut dut, frames(&mut gen, 200, 0.2), Traffic { idle: 0.2, stall: 0.2 }, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.cycles >= 5_000, "{} cycles", r.cycles);
}

/// Random bits on every input put the block in any state; after a reset it parses exactly.
#[test]
fn reset_recovers_from_any_state() {
    let (mut gen, mut t, mut dut) = setup("toe_rx_parse_reset", BackendKind::Lockstep);
    for _ in 0..3 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..400) {
            dut.eval(&RxParseIn {
                reset: false,
                s_data: gen.gen(),
                s_keep: gen.gen(),
                s_last: gen.gen_bool(0.1),
                s_verdict: gen.gen_range(0..6),
                s_valid: gen.gen(),
                m_seg_ready: gen.gen(),
                m_pay_ready: gen.gen(),
            });
            dut.tick();
        }
        dut.allow_illegal_stimulus(false);
        reset(&mut dut);
        let r = run_frames(&mut dut, frames(&mut gen, 60, 0.2), Traffic { idle: 0.2, stall: 0.2 }, &mut t).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.frames, 60);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any fault share, idle and backpressure, any seed.
    #[test]
    fn any_frames_any_traffic(fault in 0.0f64..1.0, idle in 0.0f64..0.6, stall in 0.0f64..0.6, seed in any::<u64>()) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = rx_parse_dut(BackendKind::from_env(BackendKind::Verilator), "toe_rx_parse_proptest");
        reset(&mut dut);
        let f = frames(&mut gen, 150, fault);
        let r = run_frames(&mut dut, f, Traffic { idle, stall }, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
