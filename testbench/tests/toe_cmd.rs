//! toe_cmd against golden's `toe_cmd::cmd_decide`: random commands in every state under
//! random buffers and MSS with idle input and backpressure (every branch reached), RFC
//! cases, nine cycles a command, lockstep native vs Verilator and the post-synthesis
//! netlist, reset, proptest.

use iwarp_golden::toe::State;
use iwarp_golden::toe_cmd::{cmd_decide, CmdAction, CmdView, HostCmd};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_cmd::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, CmdDut) {
    let gen = rng_for(test);
    let mut dut = cmd_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

fn batch(gen: &mut TestRng, n: usize) -> Vec<Case> {
    let (buf, mss) = random_cfg(gen);
    (0..n).map(|_| Case::random(gen, buf, mss)).collect()
}

/// 12 configurations of 4,000 commands; every branch at least 500 times.
#[test]
fn decisions_match_golden() {
    let (mut gen, mut dut) = setup("toe_cmd_random", BackendKind::Verilator);
    let mut cats = std::collections::BTreeMap::new();
    for _ in 0..12 {
        let cs = batch(&mut gen, 4_000);
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
        for (k, v) in r.categories {
            *cats.entry(k).or_insert(0u64) += v;
        }
    }
    println!("by category: {cats:?}");
    for c in ["close frees", "close refused", "close sends a FIN", "close waits", "abort with RST", "abort", "window update", "consumed", "send", "send refused"] {
        assert!(cats.get(c).copied().unwrap_or(0) >= 500, "{c}: {cats:?}");
    }
}

#[test]
fn nine_cycles_per_command() {
    let (mut gen, mut dut) = setup("toe_cmd_rate", BackendKind::Verilator);
    let cs = batch(&mut gen, 1_000);
    let r = run(&mut dut, &cs, 0.0, 0.0, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.cycles, cs.len() as u64 * CYCLES_PER_COMMAND);
}

/// RFC 9293 3.10.4 / 3.10.5 and 3.8.6.2.2's cases, against golden and the answer they give.
#[test]
fn rfc_cases() {
    let est = CmdView { state: State::Established, rcv_nxt: 5000, rcv_adv: 5000 + 5536, rcv_unread: 60_000, fin_queued: false, rcv_buf: 65_536, mss: 1460 };
    let table = [
        (est, HostCmd::Close, CmdAction::Update, State::FinWait1, false),
        (CmdView { state: State::CloseWait, ..est }, HostCmd::Close, CmdAction::Update, State::LastAck, false),
        (CmdView { state: State::SynSent, ..est }, HostCmd::Close, CmdAction::Free { aborted: false, rst: false }, State::SynSent, false),
        (CmdView { state: State::TimeWait, ..est }, HostCmd::Close, CmdAction::Refuse, State::TimeWait, false),
        (est, HostCmd::Abort, CmdAction::Free { aborted: true, rst: true }, State::Established, false),
        (CmdView { state: State::SynSent, ..est }, HostCmd::Abort, CmdAction::Free { aborted: true, rst: false }, State::SynSent, false),
        // SWS avoidance: 500 bytes opened is not an MSS; 2,000 is.
        (est, HostCmd::Consumed(500), CmdAction::Update, State::Established, false),
        (est, HostCmd::Consumed(2_000), CmdAction::Update, State::Established, true),
        // RFC 9293 3.10.2: SEND while the stream is open; an error once closed or closing.
        (est, HostCmd::Send(1460), CmdAction::Update, State::Established, false),
        (CmdView { state: State::CloseWait, ..est }, HostCmd::Send(1), CmdAction::Update, State::CloseWait, false),
        (CmdView { fin_queued: true, ..est }, HostCmd::Send(1), CmdAction::Refuse, State::Established, false),
        (CmdView { state: State::FinWait1, ..est }, HostCmd::Send(1), CmdAction::Refuse, State::FinWait1, false),
        (CmdView { state: State::SynReceived, ..est }, HostCmd::Send(1), CmdAction::Refuse, State::SynReceived, false),
    ];
    let mut cs = Vec::new();
    for (i, (view, cmd, action, state, ack)) in table.into_iter().enumerate() {
        let d = cmd_decide(&view, cmd);
        assert_eq!((d.action, d.state, d.ack_now), (action, state, ack), "case {i}");
        cs.push(Case { conn: i as u16, view, cmd });
    }
    let (mut rng, mut dut) = setup("toe_cmd_rfc", BackendKind::Verilator);
    run(&mut dut, &cs, 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_cmd_lockstep", BackendKind::Lockstep);
    let cs = batch(&mut gen, 1_500);
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

/// The yosys netlist of rtl/toe_cmd.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_cmd_post_synthesis_lockstep", BackendKind::PostSynth);
    let cs = batch(&mut gen, 1_500);
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

#[test]
fn reset_abandons_the_command_in_flight() {
    let (mut gen, mut dut) = setup("toe_cmd_reset", BackendKind::Verilator);
    for _ in 0..4 {
        let cs = batch(&mut gen, 100);
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..40) {
            let mut i = cs[gen.gen_range(0..cs.len())].input();
            i.s_in_valid = gen.gen();
            i.m_dec_ready = gen.gen();
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..2 * CYCLES_PER_COMMAND {
            assert!(!dut.eval(&CmdIn { m_dec_ready: true, ..Default::default() }).m_dec_valid, "a decision out of a reset block");
            dut.tick();
        }
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &cs, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any command, state and fields at all.
    #[test]
    fn any_fields(state_i in 0usize..9, which in 0u8..4, n: u32, rcv_nxt: u32, rcv_adv: u32, rcv_unread: u32, fin_queued: bool, rcv_buf: u32, mss: u16) {
        let cmd = match which { 0 => HostCmd::Close, 1 => HostCmd::Abort, 2 => HostCmd::Send(n), _ => HostCmd::Consumed(n) };
        let view = CmdView { state: STATES[state_i], rcv_nxt, rcv_adv, rcv_unread, fin_queued, rcv_buf, mss: mss as u32 };
        let mut dut = cmd_dut(BackendKind::from_env(BackendKind::Verilator), "toe_cmd_proptest");
        reset(&mut dut);
        let mut gen = TestRng::seed_from_u64(n as u64);
        let r = run(&mut dut, &[Case { conn: 5, view, cmd }], 0.0, 0.0, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
