//! toe_send_plan and toe_send_cut against golden's `toe_send::send_plan` / `send_cut`: random
//! send states with idle input and backpressure (every plan and cut category reached), the
//! RFCs' cases, nine and eight cycles a decision, lockstep native vs Verilator and the
//! post-synthesis netlists, reset, proptest.

use iwarp_golden::toe_send::{last_end_within, send_cut, send_plan, SendAction, SendView};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_send::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn cases(gen: &mut TestRng, n: usize) -> Vec<Case> {
    (0..n).map(|_| Case::random(gen)).collect()
}

/// 60,000 send states; every branch of the plan at least 300 times.
#[test]
fn plans_match_golden() {
    let mut gen = rng_for("toe_send_plan_random");
    let mut dut = plan_dut(BackendKind::from_env(BackendKind::Verilator), "toe_send_plan_random");
    reset_plan(&mut dut);
    let cs = cases(&mut gen, 60_000);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run_plan(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("plans by category: {:?}", r.categories);
    assert_eq!(r.decisions, 60_000);
    for c in ["not synchronized", "nothing", "first segment again", "FIN again (first)", "go-back-N", "FIN again (go-back-N)", "new data", "FIN"] {
        assert!(r.categories.get(c).copied().unwrap_or(0) >= 300, "{c}: {:?}", r.categories);
    }
}

/// 60,000 send states with the ring's answers; every outcome at least 300 times.
#[test]
fn cuts_match_golden() {
    let mut gen = rng_for("toe_send_cut_random");
    let mut dut = cut_dut(BackendKind::from_env(BackendKind::Verilator), "toe_send_cut_random");
    reset_cut(&mut dut);
    let cs = cases(&mut gen, 60_000);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run_cut(&mut dut, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("cuts by category: {:?}", r.categories);
    assert_eq!(r.decisions, 60_000);
    for c in ["whole records", "record cut", "FIN", "ACK", "ACK, persist", "persist", "record waits", "nothing"] {
        assert!(r.categories.get(c).copied().unwrap_or(0) >= 300, "{c}: {:?}", r.categories);
    }
    // Retransmissions that run past SND.MAX into new data (the resent count below the length).
    let crossing = cs.iter().filter(|c| {
        let d = send_cut(&c.view, &send_plan(&c.view), c.found);
        d.retransmit && d.action == SendAction::Data && d.resent < d.len
    });
    assert!(crossing.count() >= 100);
}

#[test]
fn nine_and_eight_cycles_per_decision() {
    let mut gen = rng_for("toe_send_rate");
    let cs = cases(&mut gen, 1_000);
    let mut plan = plan_dut(BackendKind::from_env(BackendKind::Verilator), "toe_send_plan_rate");
    reset_plan(&mut plan);
    let r = run_plan(&mut plan, &cs, 0.0, 0.0, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.cycles, cs.len() as u64 * CYCLES_PER_PLAN);
    let mut cut = cut_dut(BackendKind::from_env(BackendKind::Verilator), "toe_send_cut_rate");
    reset_cut(&mut cut);
    let r = run_cut(&mut cut, &cs, 0.0, 0.0, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.cycles, cs.len() as u64 * CYCLES_PER_CUT);
}

/// The RFCs' cases with a ring of record ends: golden's answer, and the blocks' equal to it.
#[test]
fn rfc_cases() {
    let est = SendView { synchronized: true, snd_una: 1000, snd_nxt: 1000, snd_max: 1000, data_end: 1000, snd_wnd: 65535, cwnd: 14600, snd_mss: 1460, ..Default::default() };
    let table: Vec<(SendView, Vec<u32>, SendAction, u32, u32)> = vec![
        // RFC 5044 A.1: whole records up to the MSS (three records, 1400 bytes).
        (SendView { data_end: 4000, ..est }, vec![1500, 2400, 3000, 4000], SendAction::Data, 1000, 1400),
        // A record longer than the MSS is cut at the MSS.
        (SendView { data_end: 6000, ..est }, vec![6000], SendAction::Data, 1000, 1460),
        // A record is split by the window only when nothing is in flight (here 100 bytes are).
        (SendView { snd_max: 1100, snd_nxt: 1100, data_end: 2100, snd_wnd: 600, ..est }, vec![1100, 2100], SendAction::Nothing, 0, 0),
        (SendView { snd_una: 1100, snd_max: 1100, snd_nxt: 1100, data_end: 2100, snd_wnd: 600, ..est }, vec![2100], SendAction::Data, 1100, 600),
        // RFC 5681 3.2: fast retransmit sends the first segment in flight, whatever the window.
        (SendView { snd_nxt: 5000, snd_max: 5000, data_end: 5000, snd_wnd: 0, rexmt_first: true, ..est }, vec![2000, 3000, 5000], SendAction::Data, 1000, 1000),
        // RFC 6298 5.4 and go-back-N: from SND.NXT = SND.UNA with one MSS, then the FIN again.
        (SendView { snd_max: 3001, data_end: 3000, fin_queued: true, fin_sent: true, cwnd: 1460, ..est }, vec![2000, 3000], SendAction::Data, 1000, 1000),
        (SendView { snd_nxt: 3000, snd_max: 3001, data_end: 3000, fin_queued: true, fin_sent: true, ..est }, vec![3000], SendAction::Fin, 3000, 0),
        // The FIN in its own segment once the data is out; not twice.
        (SendView { fin_queued: true, ..est }, vec![], SendAction::Fin, 1000, 0),
        (SendView { fin_queued: true, fin_sent: true, snd_nxt: 1001, snd_max: 1001, ..est }, vec![], SendAction::Nothing, 0, 0),
        // RFC 9293 3.8.6.1: a zero window with data waiting: the persist timer; a due ACK alone.
        (SendView { data_end: 2000, snd_wnd: 0, ack_now: true, ..est }, vec![2000], SendAction::Ack, 0, 0),
        // Nothing but the SYN before the handshake completes.
        (SendView { synchronized: false, data_end: 2000, ack_now: true, ..est }, vec![2000], SendAction::Nothing, 0, 0),
    ];
    let mut cs = Vec::new();
    for (i, (view, ends, action, seq, len)) in table.into_iter().enumerate() {
        let p = send_plan(&view);
        let found = last_end_within(ends, p.start, p.limit);
        let d = send_cut(&view, &p, found);
        assert_eq!((d.action, d.seq, d.len), (action, seq, len), "case {i}: {view:?}");
        cs.push(Case { conn: i as u16, view, found });
    }
    let mut rng = rng_for("toe_send_rfc");
    let mut plan = plan_dut(BackendKind::from_env(BackendKind::Verilator), "toe_send_plan_rfc");
    reset_plan(&mut plan);
    run_plan(&mut plan, &cs, 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("{e}"));
    let mut cut = cut_dut(BackendKind::from_env(BackendKind::Verilator), "toe_send_cut_rfc");
    reset_cut(&mut cut);
    run_cut(&mut cut, &cs, 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn lockstep_native_vs_verilator() {
    let mut gen = rng_for("toe_send_lockstep");
    let cs = cases(&mut gen, 1_500);
    let mut plan = plan_dut(BackendKind::Lockstep, "toe_send_plan_lockstep");
    reset_plan(&mut plan);
    assert_eq!(run_plan(&mut plan, &cs, 0.2, 0.3, &mut gen).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
    let mut cut = cut_dut(BackendKind::Lockstep, "toe_send_cut_lockstep");
    reset_cut(&mut cut);
    assert_eq!(run_cut(&mut cut, &cs, 0.2, 0.3, &mut gen).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

/// The yosys netlists of rtl/toe_send_plan.v and rtl/toe_send_cut.v in lockstep with the models.
#[test]
fn post_synthesis_lockstep() {
    let mut gen = rng_for("toe_send_post_synthesis_lockstep");
    let cs = cases(&mut gen, 1_500);
    let mut plan = plan_dut(BackendKind::PostSynth, "toe_send_plan_post_synthesis_lockstep");
    reset_plan(&mut plan);
    assert_eq!(run_plan(&mut plan, &cs, 0.2, 0.3, &mut gen).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
    let mut cut = cut_dut(BackendKind::PostSynth, "toe_send_cut_post_synthesis_lockstep");
    reset_cut(&mut cut);
    assert_eq!(run_cut(&mut cut, &cs, 0.2, 0.3, &mut gen).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

#[test]
fn reset_abandons_the_decision_in_flight() {
    let mut gen = rng_for("toe_send_reset");
    let mut plan = plan_dut(BackendKind::from_env(BackendKind::Verilator), "toe_send_plan_reset");
    let mut cut = cut_dut(BackendKind::from_env(BackendKind::Verilator), "toe_send_cut_reset");
    reset_plan(&mut plan);
    reset_cut(&mut cut);
    for _ in 0..4 {
        plan.allow_illegal_stimulus(true);
        cut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..40) {
            let c = Case::random(&mut gen);
            let mut i = c.plan_input();
            i.s_in_valid = gen.gen();
            i.m_plan_ready = gen.gen();
            plan.eval(&i);
            plan.tick();
            let mut i = c.cut_input();
            i.s_in_valid = gen.gen();
            i.m_dec_ready = gen.gen();
            cut.eval(&i);
            cut.tick();
        }
        reset_plan(&mut plan);
        reset_cut(&mut cut);
        plan.allow_illegal_stimulus(false);
        cut.allow_illegal_stimulus(false);
        for _ in 0..2 * CYCLES_PER_PLAN {
            assert!(!plan.eval(&PlanIn { m_plan_ready: true, ..Default::default() }).m_plan_valid, "a plan out of a reset block");
            assert!(!cut.eval(&CutIn { m_dec_ready: true, ..Default::default() }).m_dec_valid, "a decision out of a reset block");
            plan.tick();
            cut.tick();
        }
        let cs = cases(&mut gen, 100);
        let mut t = TestRng::seed_from_u64(gen.gen());
        run_plan(&mut plan, &cs, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{e}"));
        run_cut(&mut cut, &cs, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any send state at all, and any ring answer within the plan's limit.
    #[test]
    fn any_fields(synchronized: bool, snd_una: u32, snd_nxt: u32, snd_max: u32, data_end: u32, snd_wnd: u32, cwnd: u32, mss: u16,
                  fin_queued: bool, fin_sent: bool, rexmt_first: bool, ack_now: bool, persist_on: bool, pick: u16, answer: bool) {
        let view = SendView { synchronized, snd_una, snd_nxt, snd_max, data_end, snd_wnd, cwnd, snd_mss: mss as u32, fin_queued, fin_sent, rexmt_first, ack_now, persist_on };
        let p = send_plan(&view);
        let found = (answer && p.limit > 0).then(|| 1 + pick as u32 % p.limit);
        let cs = [Case { conn: 3, view, found }];
        let mut plan = plan_dut(BackendKind::from_env(BackendKind::Verilator), "toe_send_plan_proptest");
        reset_plan(&mut plan);
        let mut gen = TestRng::seed_from_u64(snd_una as u64);
        let r = run_plan(&mut plan, &cs, 0.0, 0.0, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
        let mut cut = cut_dut(BackendKind::from_env(BackendKind::Verilator), "toe_send_cut_proptest");
        reset_cut(&mut cut);
        let r = run_cut(&mut cut, &cs, 0.0, 0.0, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
