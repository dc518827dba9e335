//! The scoreboard loop every decision block shares (toe_rx_seq, toe_ack, toe_open,
//! toe_tx_hdr, toe_timeout): cases offered one at a time on the block's input channel (idle
//! cycles at `idle` probability before each), its output taken under backpressure (`stall`),
//! golden's answer computed when a case is taken, every output checked in order against it,
//! and the block's counter compared with the decisions taken at the end. A run that stops
//! making progress is reported as a hang, never waited on forever.

use crate::backend::Dut;
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use rand::Rng;
use std::collections::VecDeque;
use std::fmt::Debug;

/// A decision block's ports as the loop drives them.
pub struct Ports<C, I, O, E> {
    /// The inputs with nothing offered (the configuration inputs held).
    pub quiet: I,
    /// The inputs offering a case (valid set).
    pub offer: fn(&C, &I) -> I,
    pub set_ready: fn(&mut I, bool),
    pub in_ready: fn(&O) -> bool,
    pub out_valid: fn(&O) -> bool,
    /// The block's count of decisions taken.
    pub counter: fn(&O) -> u32,
    /// Golden's answer for a case.
    pub expect: fn(&C) -> E,
}

/// Cycles run and decisions checked.
#[derive(Clone, Debug, Default)]
pub struct Checked {
    pub cycles: u64,
    pub decisions: u64,
}

/// Runs `cases` through `dut`; `check` compares one output with its case and golden's answer.
pub fn run<C: Copy + Debug, I: Copy + Default + Debug, O: Copy + PartialEq + Debug, E>(
    dut: &mut dyn Dut<In = I, Out = O>,
    ports: &Ports<C, I, O, E>,
    cases: &[C],
    idle: f64,
    stall: f64,
    rng: &mut TestRng,
    mut check: impl FnMut(&O, &C, &E) -> Result<(), String>,
) -> Result<Checked, String> {
    let ready = ReadyGen::new(stall);
    let mut r = Checked::default();
    let first = (ports.counter)(&dut.eval(&ports.quiet));
    let mut next = 0usize;
    let mut pending: VecDeque<(C, E)> = VecDeque::new();
    let mut offer = false;
    // Bounded: a decision takes at most ten cycles, plus the waits for an idle input or a
    // stalled output at the probabilities the tests use (below 0.9).
    let limit = 1_000 + cases.len() as u64 * 200;
    while r.decisions < cases.len() as u64 {
        if r.cycles > limit {
            return Err(format!("hang: {} of {} decisions after {} cycles", r.decisions, cases.len(), r.cycles));
        }
        if !offer && next < cases.len() && !rng.gen_bool(idle) {
            offer = true;
        }
        let rd = ready.drive(rng);
        let mut input = if offer { (ports.offer)(&cases[next], &ports.quiet) } else { ports.quiet };
        (ports.set_ready)(&mut input, rd);
        let o = dut.eval(&input);
        if (ports.out_valid)(&o) && rd {
            let (c, e) = pending.pop_front().ok_or("a decision with nothing offered")?;
            check(&o, &c, &e).map_err(|m| format!("decision {} ({c:?}): {m}", r.decisions))?;
            r.decisions += 1;
        }
        if offer && (ports.in_ready)(&o) {
            let c = cases[next];
            pending.push_back((c, (ports.expect)(&c)));
            next += 1;
            offer = false;
        }
        dut.tick();
        r.cycles += 1;
    }
    let n = (ports.counter)(&dut.eval(&ports.quiet)).wrapping_sub(first) as u64;
    if n != r.decisions {
        return Err(format!("the block counted {n} decisions, {} taken", r.decisions));
    }
    Ok(r)
}

/// Reset from states in mid-run: 1 to 39 cycles of random inputs (a random case offered or
/// not, the output taken or not; stimulus the channel monitor would call illegal is allowed
/// here), then `reset`; for `quiet` cycles after it the block must offer no output with its
/// output ready; then `rerun` must pass on the same cases.
#[allow(clippy::too_many_arguments)]
pub fn reset_mid_run<C: Copy, I: Copy + Default + Debug, O: Copy + PartialEq + Debug, E>(
    dut: &mut dyn Dut<In = I, Out = O>,
    ports: &Ports<C, I, O, E>,
    cases: &[C],
    reset: fn(&mut dyn Dut<In = I, Out = O>),
    quiet: u64,
    rng: &mut TestRng,
    set_valid: fn(&mut I, bool),
    mut rerun: impl FnMut(&mut dyn Dut<In = I, Out = O>, &[C], &mut TestRng) -> Result<(), String>,
) -> Result<(), String> {
    dut.allow_illegal_stimulus(true);
    for _ in 0..rng.gen_range(1..40) {
        let mut i = (ports.offer)(&cases[rng.gen_range(0..cases.len())], &ports.quiet);
        set_valid(&mut i, rng.gen());
        (ports.set_ready)(&mut i, rng.gen());
        dut.eval(&i);
        dut.tick();
    }
    reset(dut);
    dut.allow_illegal_stimulus(false);
    for _ in 0..quiet {
        let mut i = ports.quiet;
        (ports.set_ready)(&mut i, true);
        if (ports.out_valid)(&dut.eval(&i)) {
            return Err("an output out of a reset block".into());
        }
        dut.tick();
    }
    rerun(dut, cases, rng)
}

/// `n` cases from `walks` independent walks stepped in a random turn, each walk started
/// afresh now and then (a new connection): the stimulus of the blocks whose inputs are a
/// state the engine built by golden's own decisions (toe_reasm's receivers, toe_sack_board's
/// senders).
pub fn walk_cases<W, C>(rng: &mut TestRng, walks: usize, n: usize, new: fn(&mut TestRng) -> W, step: fn(&mut W, &mut TestRng) -> C) -> Vec<C> {
    const RESTART: f64 = 0.002;
    let mut w: Vec<W> = (0..walks).map(|_| new(rng)).collect();
    (0..n)
        .map(|_| {
            let i = rng.gen_range(0..w.len());
            if rng.gen_bool(RESTART) {
                w[i] = new(rng);
            }
            step(&mut w[i], rng)
        })
        .collect()
}

/// The tests every walk-driven decision block has beside its own (toe_reasm, toe_sack_board,
/// toe_sack_plan): lockstep native vs Verilator and the post-synthesis netlist on 1,500
/// decisions from 16 walks under idle and backpressure, reset from mid-run states (4 rounds
/// of 100 decisions), and a proptest of 24 walks of 300. `$name` is the block (the tests'
/// seed names start with it); `$make` builds its DUT; the test file's scope provides the
/// block module's `cases`, `run`, `reset` and `reset_mid_run`.
#[macro_export]
macro_rules! walk_block_tests {
    ($name:literal, $make:path) => {
        #[test]
        fn lockstep_native_vs_verilator() {
            use rand::{Rng, SeedableRng};
            let test = concat!($name, "_lockstep");
            let mut gen = $crate::seed::rng_for(test);
            let mut dut = $make($crate::backend::BackendKind::from_env($crate::backend::BackendKind::Lockstep), test);
            reset(&mut dut);
            let cs = cases(&mut gen, 16, 1_500);
            let mut t = $crate::seed::TestRng::seed_from_u64(gen.gen());
            assert_eq!(run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
        }

        /// The yosys netlist of the block's Verilog in lockstep with the model.
        #[test]
        fn post_synthesis_lockstep() {
            use rand::{Rng, SeedableRng};
            let test = concat!($name, "_post_synthesis_lockstep");
            let mut gen = $crate::seed::rng_for(test);
            let mut dut = $make($crate::backend::BackendKind::from_env($crate::backend::BackendKind::PostSynth), test);
            reset(&mut dut);
            let cs = cases(&mut gen, 16, 1_500);
            let mut t = $crate::seed::TestRng::seed_from_u64(gen.gen());
            assert_eq!(run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
        }

        #[test]
        fn reset_abandons_the_decision_in_flight() {
            let test = concat!($name, "_reset");
            let mut gen = $crate::seed::rng_for(test);
            let mut dut = $make($crate::backend::BackendKind::from_env($crate::backend::BackendKind::Verilator), test);
            reset(&mut dut);
            for _ in 0..4 {
                let cs = cases(&mut gen, 4, 100);
                reset_mid_run(&mut dut, &cs, &mut gen).unwrap_or_else(|e| panic!("{e}"));
            }
        }

        proptest::proptest! {
            #![proptest_config(proptest::prelude::ProptestConfig { cases: 24, ..proptest::prelude::ProptestConfig::default() })]

            /// Any walk: 300 decisions from one seed.
            #[test]
            fn any_walk(seed: u64) {
                use rand::SeedableRng;
                let mut rng = $crate::seed::TestRng::seed_from_u64(seed);
                let cs = cases(&mut rng, 1, 300);
                let mut dut = $make($crate::backend::BackendKind::from_env($crate::backend::BackendKind::Verilator), concat!($name, "_proptest"));
                reset(&mut dut);
                let res = run(&mut dut, &cs, 0.1, 0.1, &mut rng);
                proptest::prop_assert!(res.is_ok(), "{:?}", res.err());
            }
        }
    };
}
