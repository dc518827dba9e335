//! toe_timers against golden's `toe_timers::TimerTable`, following the hardware's tick count:
//! every expiry due and in slot order, every due timer fired unless a command raced it during
//! its sweep, counters equal; ticks closer than a sweep wait, a burst beyond 15 waiting ticks is
//! counted as overrun; lockstep native vs Verilator and the post-synthesis netlist; reset
//! disarms every timer.

use iwarp_golden::toe_timers::TimerTable;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_timers::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, TimersDut) {
    let gen = rng_for(test);
    let mut dut = timers_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 300 ticks of random commands on 48 busy connections with backpressure on the expiries.
#[test]
fn expiries_match_golden() {
    let (mut gen, mut dut) = setup("toe_timers_random", BackendKind::Verilator);
    let mut golden = TimerTable::new();
    let stim = Stimulus::random(&mut gen, 48, 0.3);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &mut golden, 300, 0, &stim, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.fired > 2_000 && r.commands > 10_000 && r.sweeps == 300, "{r:?}");
}

/// The composed `rnic`'s timers (64 connections, native: their Verilog is inside
/// `rtl/rnic.v`) against golden's `TimerTable::with_slots(64)`: 300 ticks of random commands on
/// 24 busy connections with backpressure, every expiry in slot order within the 64.
#[test]
fn sixty_four_connections_match_golden() {
    const C: usize = 6;
    let test = "toe_timers_conns64";
    let mut gen = rng_for(test);
    let mut dut = timers_dut_conns::<C>(test);
    reset(&mut dut);
    let mut golden = TimerTable::with_slots(1 << C);
    let stim = Stimulus::random_in(&mut gen, 24, 0.3, 1 << C);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &mut golden, 300, 0, &stim, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.fired > 1_000 && r.commands > 1_000 && r.sweeps == 300, "{r:?}");
}

/// 40 tick pulses back to back: one sweep starts, 15 wait, the rest are lost and counted; the
/// waiting ones are swept one after another.
#[test]
fn tick_burst_waits_then_overruns() {
    let (mut gen, mut dut) = setup("toe_timers_burst", BackendKind::Verilator);
    let mut golden = TimerTable::new();
    let stim = Stimulus::random(&mut gen, 16, 0.0);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &mut golden, 40, 40, &stim, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.sweeps >= 16 && r.sweeps < 40, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_timers_lockstep", BackendKind::Lockstep);
    let mut golden = TimerTable::new();
    let stim = Stimulus::random(&mut gen, 16, 0.3);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &mut golden, 12, 2, &stim, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.fired > 10, "{r:?}");
}

/// The yosys netlist of rtl/toe_timers.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_timers_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut golden = TimerTable::new();
    let stim = Stimulus::random(&mut gen, 16, 0.3);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &mut golden, 12, 2, &stim, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.fired > 10, "{r:?}");
}

/// Random inputs arm timers anywhere; a reset disarms them all (no expiry in the ticks after).
#[test]
fn reset_disarms_every_timer() {
    let (mut gen, mut dut) = setup("toe_timers_reset", BackendKind::Verilator);
    for _ in 0..2 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(100..20_000) {
            dut.eval(&TimersIn {
                tick: gen.gen_bool(0.001),
                s_set_valid: gen.gen(),
                s_set_op: gen.gen_range(0..3),
                s_set_conn: gen.gen_range(0..1024),
                s_set_timer: gen.gen_range(0..4),
                s_set_ticks: gen.gen_range(1..4),
                m_exp_ready: gen.gen(),
                ..Default::default()
            });
            dut.tick();
        }
        dut.allow_illegal_stimulus(false);
        reset(&mut dut);
        let mut golden = TimerTable::new();
        let stim = Stimulus { set_rate: 0.0, ..Stimulus::random(&mut gen, 1, 0.0) };
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, &mut golden, 8, 0, &stim, &mut t).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((r.sweeps, r.expiries), (8, 0), "{r:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Any number of busy connections, command rate, tick spacing (down to back to back) and
    /// backpressure.
    #[test]
    fn any_rate_any_spacing(hot in 1usize..400, rate in 0.0f64..0.5, gap_lo in 1u64..8000, stall in 0.0f64..0.6, seed in any::<u64>()) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = timers_dut(BackendKind::from_env(BackendKind::Verilator), "toe_timers_proptest");
        reset(&mut dut);
        let mut golden = TimerTable::new();
        let stim = Stimulus { set_rate: rate, tick_gap: (gap_lo, gap_lo + 4000), ..Stimulus::random(&mut gen, hot, stall) };
        let r = run(&mut dut, &mut golden, 20, 0, &stim, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
