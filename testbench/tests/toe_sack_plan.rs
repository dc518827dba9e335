//! toe_sack_plan against golden's `toe_sack::sack_plan` (RFC 6675's transmit rule in SACK
//! recovery, with IsLost's edge and the pipe): send states around senders' scoreboards with
//! idle input and backpressure, RFC 6675 cases, the cycle bound, lockstep native vs Verilator
//! and the post-synthesis netlist, reset, proptest.

use iwarp_golden::toe_reasm::Block;
use iwarp_golden::toe_sack::Scoreboard;
use iwarp_golden::toe_send::{PlanKind, SendPlan, SendView};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_sack_plan::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, PlanDut) {
    let gen = rng_for(test);
    let mut dut = plan_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 40,000 opportunities around 64 senders' walks, 4,000 at a time under fresh idle / stall
/// seeds.
#[test]
fn plans_match_golden() {
    let (mut gen, mut dut) = setup("toe_sack_plan_random", BackendKind::Verilator);
    let mut all = PlanRun::default();
    for _ in 0..10 {
        let cs = cases(&mut gen, 64, 4_000);
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
        all.decisions += r.decisions;
        all.ordinary += r.ordinary;
        all.no_room += r.no_room;
        all.holes += r.holes;
        all.new_data += r.new_data;
        all.zero_window += r.zero_window;
    }
    println!("{all:?}");
    assert_eq!(all.decisions, 40_000);
    // Every outcome, many times over.
    assert!(all.ordinary >= 2_000 && all.no_room >= 2_000 && all.holes >= 2_000 && all.new_data >= 2_000 && all.zero_window >= 200, "{all:?}");
}

#[test]
fn cycles_within_the_bound() {
    let (mut gen, mut dut) = setup("toe_sack_plan_rate", BackendKind::Verilator);
    let cs = cases(&mut gen, 8, 1_000);
    let r = run(&mut dut, &cs, 0.0, 0.0, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.cycles <= cs.len() as u64 * CYCLES_MAX, "{} cycles for {} decisions", r.cycles, cs.len());
}

fn b(start: u32, end: u32) -> Block {
    Block { start, end }
}

/// RFC 6675's cases with their answers written out here (golden's unit tests' flight:
/// SMSS 1000, 1000..9000 in flight, 2000..3000, 4000..5000, 6000..7000 SACKed, so L is
/// 2000 and the pipe 4000); golden and the block must both give them.
#[test]
fn rfc_6675_cases() {
    let mut sb = Scoreboard { count: 3, high_rxt: 1000, ..Default::default() };
    sb.ranges[..3].copy_from_slice(&[b(2000, 3000), b(4000, 5000), b(6000, 7000)]);
    let v = SendView { synchronized: true, snd_una: 1000, snd_nxt: 9000, snd_max: 9000, data_end: 20_000, snd_wnd: 65_535, cwnd: 5000, snd_mss: 1000, ..Default::default() };
    let rec = |start, limit, retransmit, advance| Some(SendPlan { kind: PlanKind::Records, start, limit, cut_ok: true, retransmit, advance });
    let cases = [
        // Section 5 (C): cwnd - pipe >= SMSS: rule (1), the lost hole 1000..2000 again.
        (Case { conn: 1, v, in_recovery: true, sb }, rec(1000, 1000, true, false), 2000, 4000),
        // That hole sent again (HighRxt 2000): the pipe is 5000 = cwnd: nothing.
        (Case { conn: 2, v, in_recovery: true, sb: Scoreboard { high_rxt: 2000, ..sb } }, Some(SendPlan::default()), 2000, 5000),
        // With room and no lost hole left: rule (2), new data from SND.MAX.
        (Case { conn: 3, v: SendView { cwnd: 8000, ..v }, in_recovery: true, sb: Scoreboard { high_rxt: 2000, ..sb } }, rec(9000, 1000, false, true), 2000, 5000),
        // Outside recovery, the first segment asked for again, or go-back-N: not this rule's.
        (Case { conn: 4, v, in_recovery: false, sb }, None, 0, 0),
        (Case { conn: 5, v: SendView { rexmt_first: true, ..v }, in_recovery: true, sb }, None, 0, 0),
        (Case { conn: 6, v: SendView { snd_nxt: 5000, ..v }, in_recovery: true, sb }, None, 0, 0),
    ];
    let mut cs = Vec::new();
    for (i, (c, plan, lost_edge, pipe)) in cases.iter().enumerate() {
        let e = c.expect();
        assert_eq!(e.plan, *plan, "golden's plan, case {i}");
        if plan.is_some() {
            assert_eq!((e.lost_edge, e.pipe), (*lost_edge, *pipe), "golden's edge and pipe, case {i}");
        }
        cs.push(*c);
    }
    let (mut rng, mut dut) = setup("toe_sack_plan_rfc", BackendKind::Verilator);
    assert_eq!(run(&mut dut, &cs, 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("{e}")).decisions, cs.len() as u64);
}

iwarp_testbench::walk_block_tests!("toe_sack_plan", plan_dut);
