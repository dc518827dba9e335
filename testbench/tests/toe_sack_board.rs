//! toe_sack_board against golden's `toe_sack::Scoreboard::update`: random senders' walks with
//! idle input and backpressure, RFC 2018 / RFC 6675 cases, the cycle count per ACK, lockstep
//! native vs Verilator and the post-synthesis netlist, reset, proptest.

use iwarp_golden::toe_reasm::Block;
use iwarp_golden::toe_sack::Scoreboard;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_sack_board::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, SackDut) {
    let gen = rng_for(test);
    let mut dut = sack_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 40,000 ACKs from 64 senders' walks, 4,000 at a time under fresh idle / stall seeds.
#[test]
fn scoreboards_match_golden() {
    let (mut gen, mut dut) = setup("toe_sack_board_random", BackendKind::Verilator);
    let mut all = SackRun::default();
    for _ in 0..10 {
        let cs = cases(&mut gen, 64, 4_000);
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
        all.decisions += r.decisions;
        all.newly += r.newly;
        all.blocks_taken += r.blocks_taken;
        all.blocks_skipped += r.blocks_skipped;
        all.forgotten += r.forgotten;
        all.full += r.full;
        all.lost_by_bytes += r.lost_by_bytes;
        all.lost_by_ranges += r.lost_by_ranges;
    }
    println!("{all:?}");
    assert_eq!(all.decisions, 40_000);
    assert!(all.newly >= 5_000 && all.decisions - all.newly >= 5_000, "{all:?}");
    assert!(all.blocks_taken >= 20_000 && all.blocks_skipped >= 5_000 && all.forgotten >= 500 && all.full >= 1_000, "{all:?}");
    assert!(all.lost_by_bytes >= 1_000 && all.lost_by_ranges >= 1_000 && all.decisions - all.lost_by_bytes - all.lost_by_ranges >= 5_000, "{all:?}");
}

#[test]
fn cycles_per_ack() {
    let (mut gen, mut dut) = setup("toe_sack_board_rate", BackendKind::Verilator);
    let cs = cases(&mut gen, 8, 1_000);
    let r = run(&mut dut, &cs, 0.0, 0.0, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.cycles, cs.iter().map(Case::cycles).sum::<u64>());
    // The worst case, four blocks taken: 34 cycles.
    assert_eq!(CYCLES_BASE + 4 * CYCLES_TAKEN, 34);
}

fn b(start: u32, end: u32) -> Block {
    Block { start, end }
}

/// The RFC cases with their answers written out here; golden and the block must both give
/// them.
#[test]
fn rfc_cases() {
    let list = |l: &[Block], high_rxt: u32| {
        let mut s = Scoreboard { count: l.len() as u8, high_rxt, ..Default::default() };
        s.ranges[..l.len()].copy_from_slice(l);
        s
    };
    let case = |sb: Scoreboard, snd_una: u32, blocks: &[(u32, u32)]| {
        let mut c = Case { conn: 5, sb, snd_una, snd_max: 10_000, mss: 500, blocks: [(0, 0); BLOCKS_MAX], nblocks: blocks.len() as u8 };
        c.blocks[..blocks.len()].copy_from_slice(blocks);
        c
    };
    let empty = Scoreboard::cleared(1000);
    let cases = [
        // RFC 2018 section 4: blocks in any order are kept ascending; new bytes: a duplicate ACK
        // for RFC 6675 section 2.
        (case(empty, 1000, &[(5000, 6000), (3000, 4000)]), (list(&[b(3000, 4000), b(5000, 6000)], 1000), true, true)),
        // Old news, a D-SACK below SND.UNA (RFC 2883), a block past SND.MAX: nothing new.
        (case(list(&[b(3000, 4000), b(5000, 6000)], 1000), 1000, &[(3000, 4000), (500, 900), (9000, 11_000)]), (list(&[b(3000, 4000), b(5000, 6000)], 1000), false, true)),
        // A block touching both ranges bridges them into one.
        (case(list(&[b(3000, 4000), b(5000, 6000)], 1000), 1000, &[(4000, 5000)]), (list(&[b(3000, 6000)], 1000), true, true)),
        // The cumulative ACK cuts a range and drops one below it; HighRxt rises to SND.UNA.
        (case(list(&[b(2000, 2500), b(3000, 6000)], 1200), 3500, &[]), (list(&[b(3500, 6000)], 3500), false, false)),
        // Five ranges' worth: the highest is forgotten (RFC 2018 section 8: the scoreboard
        // only guides retransmission).
        (case(list(&[b(2000, 2500), b(3000, 3500), b(4000, 4500)], 1000), 1000, &[(5000, 5500), (6000, 6500)]), (list(&[b(2000, 2500), b(3000, 3500), b(4000, 4500), b(5000, 5500)], 1000), true, true)),
        // An inverted block and an empty one are skipped.
        (case(empty, 1000, &[(4000, 3000), (5000, 5000)]), (empty, false, false)),
        // RFC 6675 section 4, IsLost(SND.UNA) with SMSS 500: one range of 1000 bytes (exactly
        // (DupThresh - 1) x SMSS) above it is not enough, 1001 bytes are; two short ranges
        // are not, three are (DupThresh discontiguous ranges).
        (case(empty, 1000, &[(3000, 4000)]), (list(&[b(3000, 4000)], 1000), true, false)),
        (case(empty, 1000, &[(3000, 4001)]), (list(&[b(3000, 4001)], 1000), true, true)),
        (case(empty, 1000, &[(3000, 3100), (4000, 4100)]), (list(&[b(3000, 3100), b(4000, 4100)], 1000), true, false)),
        (case(empty, 1000, &[(3000, 3100), (4000, 4100), (5000, 5100)]), (list(&[b(3000, 3100), b(4000, 4100), b(5000, 5100)], 1000), true, true)),
        // A range from SND.UNA itself (SND.UNA's byte SACKed, a reneging receiver): the edge
        // is SND.UNA, its byte not lost.
        (case(list(&[b(900, 2600)], 900), 1000, &[]), (list(&[b(1000, 2600)], 1000), false, false)),
    ];
    let mut cs = Vec::new();
    for (i, (c, want)) in cases.iter().enumerate() {
        assert_eq!(c.expect(), *want, "golden, case {i}");
        cs.push(*c);
    }
    let (mut rng, mut dut) = setup("toe_sack_board_rfc", BackendKind::Verilator);
    assert_eq!(run(&mut dut, &cs, 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("{e}")).decisions, cs.len() as u64);
}

iwarp_testbench::walk_block_tests!("toe_sack_board", sack_dut);
