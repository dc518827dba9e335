//! toe_area_wr: kept segments' bytes into random reassembly areas (every lane, across the
//! area's end, up to jumbo segments) with idle input and backpressure on both write channels,
//! host memory byte-exact against golden's placement rule; one word a cycle; lockstep native
//! vs Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_area_wr::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, AreaDut) {
    let gen = rng_for(test);
    let mut dut = area_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 8 area configurations, 400 kept segments each.
#[test]
fn kept_bytes_land_in_place() {
    let (mut gen, mut dut) = setup("toe_area_wr_random", BackendKind::Verilator);
    let mut total = AreaRun::default();
    for _ in 0..8 {
        let areas = Areas::random(&mut gen);
        let cs: Vec<Cmd> = (0..400).map(|_| Cmd::random(&mut gen, &areas)).collect();
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, &areas, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
        total.commands += r.commands;
        total.bytes += r.bytes;
        total.requests += r.requests;
        total.words += r.words;
        total.wraps += r.wraps;
        total.realigned += r.realigned;
        total.realigned_words += r.realigned_words;
    }
    println!("{total:?}");
    assert_eq!(total.commands, 3_200);
    assert!(total.wraps >= 500 && total.realigned >= 400 && total.requests == total.commands + total.wraps, "{total:?}");
}

/// Input always there and writes always taken: a word a cycle (two for a realigned second
/// part, a segment across the area's end), a few cycles a command.
#[test]
fn one_word_a_cycle() {
    let (mut gen, mut dut) = setup("toe_area_wr_rate", BackendKind::Verilator);
    let areas = Areas::random(&mut gen);
    let cs: Vec<Cmd> = (0..300).map(|_| Cmd::random(&mut gen, &areas)).collect();
    let r = run(&mut dut, &areas, &cs, 0.0, 0.0, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}: {:.2} bytes a cycle", r.bytes as f64 / r.cycles as f64);
    assert!(r.cycles <= r.words + r.realigned_words + 4 * r.requests + 4 * r.commands + 10, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_area_wr_lockstep", BackendKind::Lockstep);
    let areas = Areas::random(&mut gen);
    let cs: Vec<Cmd> = (0..60).map(|_| Cmd::random(&mut gen, &areas)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &areas, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).commands, 60);
}

/// The yosys netlist of rtl/toe_area_wr.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_area_wr_post_synthesis_lockstep", BackendKind::PostSynth);
    let areas = Areas::random(&mut gen);
    let cs: Vec<Cmd> = (0..100).map(|_| Cmd::random(&mut gen, &areas)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &areas, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).commands, 100);
}

/// Random stimulus (any command, any beats), a reset, then a clean run lands byte-exact.
#[test]
fn reset_abandons_the_command_in_flight() {
    let (mut gen, mut dut) = setup("toe_area_wr_reset", BackendKind::Verilator);
    for _ in 0..4 {
        let areas = Areas::random(&mut gen);
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..300) {
            let i = AreaIn {
                cfg_area_base: areas.base,
                cfg_area_shift: areas.shift,
                s_cmd_valid: gen.gen(),
                s_cmd_conn: gen.gen_range(0..1024),
                s_cmd_seq: gen.gen(),
                s_cmd_len: gen.gen_range(1..9000),
                s_data: gen.gen(),
                s_keep: 0xFF,
                s_last: gen.gen_bool(0.1),
                s_valid: gen.gen(),
                m_wr_ready: gen.gen(),
                m_wd_ready: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..20 {
            let o = dut.eval(&AreaIn { m_wr_ready: true, m_wd_ready: true, ..Default::default() });
            assert!(!o.m_wr_valid && !o.m_wd_valid && o.idle, "activity out of a reset block: {o:?}");
            dut.tick();
        }
        let cs: Vec<Cmd> = (0..40).map(|_| Cmd::random(&mut gen, &areas)).collect();
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &areas, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Any area size, any place (the area's end at any lane), any length up to a jumbo
    /// segment's.
    #[test]
    fn any_kept_segment(seed: u64, shift in 12u8..=16, seq: u32, len in 1usize..=9000, stall in 0.0f64..0.6) {
        let mut gen = TestRng::seed_from_u64(seed);
        let areas = Areas { shift, ..Areas::random(&mut gen) };
        let len = len.min(areas.bytes() as usize);
        let c = Cmd { conn: gen.gen_range(0..1024), seq, data: (0..len).map(|_| gen.gen()).collect() };
        let mut dut = area_dut(BackendKind::from_env(BackendKind::Verilator), "toe_area_wr_proptest");
        reset(&mut dut);
        let r = run(&mut dut, &areas, &[c], 0.1, stall, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
