//! The shared skeleton of the DDP engines' environments: an environment that registers a mix's
//! regions, configures its QPs, runs it against golden (optionally stopping mid-run) and resets
//! from any state. Tests written against [`Scenario`] run on both engines.

use crate::seed::TestRng;
use rand::Rng;

/// A DDP engine's environment (DUT, golden, MR table, host memory) and its traffic mix.
pub trait Scenario {
    type Mix;
    type Run;
    /// A mix of `items` (segments or work requests) with a fraction `fault` corrupted.
    fn mix(items: u64, fault: f64) -> Self::Mix;
    /// Registers the mix's regions (host command port and golden's table) and configures its QPs.
    fn prepare(&mut self, mix: &mut Self::Mix, rng: &mut TestRng);
    /// Runs the mix against golden, with the environment's usual rough traffic.
    fn run_rough(&mut self, mix: &mut Self::Mix) -> Result<Self::Run, String>;
    /// Stop `run_rough` after this many cycles (a mid-run state), or not.
    fn stop_after(&mut self, cycles: Option<u64>);
    /// Reset the DUT from any state and start golden afresh.
    fn reset(&mut self);
    /// Items checked and cycles of a run, and its count of accesses outside authorized pages.
    fn summary(run: &Self::Run) -> (u64, u64, u64);
}

/// Reset from random mid-run states, `rounds` times on one DUT: a run of `partial_items`
/// stopped at a random cycle in `stop`, reset, and a fresh run of `full_items` checked exactly
/// against a fresh golden. Returns the items checked after the resets.
pub fn reset_from_mid_run<E: Scenario>(e: &mut E, gen: &mut TestRng, rounds: usize, partial_items: u64, full_items: u64, stop: std::ops::Range<u64>) -> u64 {
    let mut checked = 0;
    for round in 0..rounds {
        if round > 0 {
            e.reset();
        }
        let mut mix = E::mix(partial_items, 0.1);
        e.prepare(&mut mix, gen);
        e.stop_after(Some(gen.gen_range(stop.clone())));
        let partial = e.run_rough(&mut mix).unwrap_or_else(|x| panic!("mid-run part of round {round}: {x}"));
        assert!(E::summary(&partial).1 > 0, "round {round}: the partial run ran no cycle");
        e.stop_after(None);
        e.reset();
        let mut mix = E::mix(full_items, 0.05);
        e.prepare(&mut mix, gen);
        let run = e.run_rough(&mut mix).unwrap_or_else(|x| panic!("round {round} after the reset: {x}"));
        let (items, _, outside) = E::summary(&run);
        assert_eq!(outside, 0, "round {round}: DMA outside authorized pages");
        checked += items;
    }
    checked
}
