//! toe_reasm against golden's `toe_reasm::Reasm` (`store` with 4 blocks, `advance`): random
//! receivers' walks with idle input and backpressure, RFC 2018's ordering cases, six cycles a
//! decision, lockstep native vs Verilator and the post-synthesis netlist, reset, proptest.

use iwarp_golden::toe_reasm::{Block, Reasm, Store};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_reasm::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, ReasmDut) {
    let gen = rng_for(test);
    let mut dut = reasm_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 40,000 decisions from 64 receivers' walks, 4,000 at a time under fresh idle / stall seeds.
#[test]
fn decisions_match_golden() {
    let (mut gen, mut dut) = setup("toe_reasm_random", BackendKind::Verilator);
    let mut all = ReasmRun::default();
    for _ in 0..10 {
        let cs = cases(&mut gen, 64, 4_000);
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
        all.decisions += r.decisions;
        all.kept += r.kept;
        all.merged += r.merged;
        all.duplicate += r.duplicate;
        all.full += r.full;
        all.beyond += r.beyond;
        all.advances += r.advances;
        all.replays += r.replays;
    }
    println!("{all:?}");
    assert_eq!(all.decisions, 40_000);
    // Every verdict and both kinds of advance, many times over.
    assert!(all.kept >= 5_000 && all.merged >= 1_000 && all.duplicate >= 500 && all.full >= 500 && all.beyond >= 500, "{all:?}");
    assert!(all.advances >= 5_000 && all.replays >= 500 && all.advances - all.replays >= 500, "{all:?}");
}

#[test]
fn six_cycles_per_decision() {
    let (mut gen, mut dut) = setup("toe_reasm_rate", BackendKind::Verilator);
    let cs = cases(&mut gen, 8, 1_000);
    let r = run(&mut dut, &cs, 0.0, 0.0, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.cycles, cs.len() as u64 * CYCLES_PER_DECISION);
}

fn b(start: u32, end: u32) -> Block {
    Block { start, end }
}

/// RFC 2018 section 4's order (the block holding the latest segment first, then the others
/// in the order they last changed) on its section 5 example shape: 500-byte segments from
/// 5000, with RCV.NXT at 5000 and the even segments lost; then the holes fill in order.
/// Each step's answer is written out here, and golden and the block must both give it.
#[test]
fn rfc_2018_cases() {
    let space = 5000 + 65_535;
    let store = |held: Reasm, seq: u32, len: u16| Case { conn: 3, held, advance: false, seq, len, space_end: space };
    let mut steps: Vec<(Case, Expect)> = Vec::new();
    let mut held = Reasm::default();
    let mut push = |c: Case, want: Expect, held: &mut Reasm| {
        assert_eq!(c.expect(), want, "golden on {c:?}");
        *held = match want {
            Expect::Store(r, _) | Expect::Advance(r, _) => r,
        };
        steps.push((c, want));
    };
    let list = |l: &[Block]| {
        let mut r = Reasm { count: l.len() as u8, ..Default::default() };
        r.blocks[..l.len()].copy_from_slice(l);
        r
    };
    // 5500-6000 arrives (5000 lost): one block.
    push(store(held, 5500, 500), Expect::Store(list(&[b(5500, 6000)]), Store::Kept(b(5500, 6000))), &mut held);
    // 6500-7000 (6000 lost): the newest first.
    push(store(held, 6500, 500), Expect::Store(list(&[b(6500, 7000), b(5500, 6000)]), Store::Kept(b(6500, 7000))), &mut held);
    // 7500-8000 and 8500-9000: four blocks, newest first.
    push(store(held, 7500, 500), Expect::Store(list(&[b(7500, 8000), b(6500, 7000), b(5500, 6000)]), Store::Kept(b(7500, 8000))), &mut held);
    push(store(held, 8500, 500), Expect::Store(list(&[b(8500, 9000), b(7500, 8000), b(6500, 7000), b(5500, 6000)]), Store::Kept(b(8500, 9000))), &mut held);
    // 9500-10000 would be a fifth block: not kept, nothing changes.
    push(store(held, 9500, 500), Expect::Store(held, Store::Full), &mut held);
    // 7000-7500 fills the hole between two blocks: one block, first.
    push(store(held, 7000, 500), Expect::Store(list(&[b(6500, 8000), b(8500, 9000), b(5500, 6000)]), Store::Kept(b(7000, 7500))), &mut held);
    // 5600-5700 again: a duplicate, its block first.
    push(store(held, 5600, 100), Expect::Store(list(&[b(5500, 6000), b(6500, 8000), b(8500, 9000)]), Store::Duplicate), &mut held);
    // Past the receive space, and an empty segment: not kept.
    push(Case { space_end: 5000, ..store(held, 5000, 100) }, Expect::Store(held, Store::Beyond), &mut held);
    push(store(held, 9100, 0), Expect::Store(held, Store::Beyond), &mut held);
    // 5000-5500 arrives in order: RCV.NXT 5500 reaches the first block, which is replayed.
    push(Case { advance: true, ..store(held, 5500, 0) }, Expect::Advance(list(&[b(6500, 8000), b(8500, 9000)]), Some(b(5500, 6000))), &mut held);
    // RCV.NXT jumps into the middle of the next block: replayed from RCV.NXT.
    push(Case { advance: true, ..store(held, 7200, 0) }, Expect::Advance(list(&[b(8500, 9000)]), Some(b(7200, 8000))), &mut held);
    // RCV.NXT short of the last block: nothing replayed, the block stays.
    push(Case { advance: true, ..store(held, 8400, 0) }, Expect::Advance(list(&[b(8500, 9000)]), None), &mut held);
    let _ = held;
    let cs: Vec<Case> = steps.iter().map(|(c, _)| *c).collect();
    let (mut rng, mut dut) = setup("toe_reasm_rfc", BackendKind::Verilator);
    let r = run(&mut dut, &cs, 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.decisions, cs.len() as u64);
}

iwarp_testbench::walk_block_tests!("toe_reasm", reasm_dut);
