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
