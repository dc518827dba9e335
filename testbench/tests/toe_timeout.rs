//! toe_timeout against golden's `toe_timeout::rto_decide` / `persist_decide`: random expiries
//! under random configurations with idle input and backpressure (every action reached),
//! RFC cases, six cycles an expiry, lockstep native vs Verilator and the post-synthesis
//! netlist, reset, proptest.

use iwarp_golden::toe_timeout::{persist_decide, rto_decide, PersistView, RtoAction, RtoView};
use iwarp_model::toe::timeout_action;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_timeout::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, TimeoutDut) {
    let gen = rng_for(test);
    let mut dut = timeout_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 12 configurations of 4,000 expiries each.
#[test]
fn decisions_match_golden() {
    let (mut gen, mut dut) = setup("toe_timeout_random", BackendKind::Verilator);
    let mut actions = std::collections::BTreeMap::new();
    for _ in 0..12 {
        let cfg = TimeoutCfg::random(&mut gen);
        let cs: Vec<Case> = (0..4_000).map(|_| Case::random(&mut gen, &cfg)).collect();
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, &cfg, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
        for (k, v) in r.actions {
            *actions.entry(k).or_insert(0u64) += v;
        }
    }
    println!("by action: {actions:?}");
    for a in [timeout_action::NOTHING, timeout_action::ABORT, timeout_action::RESEND, timeout_action::PROBE] {
        assert!(actions.get(&(a as u8)).copied().unwrap_or(0) >= 500, "action {a}: {actions:?}");
    }
}

#[test]
fn six_cycles_per_expiry() {
    let (mut gen, mut dut) = setup("toe_timeout_rate", BackendKind::Verilator);
    let cfg = TimeoutCfg { retries: 15, syn_retries: 6, rto_min: 200, rto_max: 60_000 };
    let cs: Vec<Case> = (0..1_000).map(|_| Case::random(&mut gen, &cfg)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &cfg, &cs, 0.0, 0.0, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.cycles, cs.len() as u64 * CYCLES_PER_EXPIRY);
}

/// The RFCs' cases, against golden and against the answer they give.
#[test]
fn rfc_cases() {
    let cfg = TimeoutCfg { retries: 15, syn_retries: 6, rto_min: 200, rto_max: 60_000 };
    let rto = RtoView { synchronized: true, snd_una: 1000, snd_max: 1000 + 20_000, snd_mss: 1448, retries: 0, rto: 300, retries_max: 15, syn_retries_max: 6, rto_max: 60_000 };
    let per = PersistView { snd_wnd: 0, snd_max: 5000, data_end: 6000, persist_shift: 0, rto: 300, rto_min: 200, rto_max: 60_000 };
    // RFC 6298 5.5: the RTO doubles; RFC 5681 (4): ssthresh = max(flight / 2, 2 SMSS), cwnd = 1 SMSS.
    let d = rto_decide(&rto);
    assert_eq!((d.action, d.rto, d.ssthresh, d.cwnd, d.snd_nxt, d.recover, d.retries), (RtoAction::Resend, 600, 10_000, 1448, 1000, 21_000, 1));
    // The ceiling; the limit (16th retry of 15 aborts; a SYN's 7th of 6).
    assert_eq!(rto_decide(&RtoView { rto: 40_000, ..rto }).rto, 60_000);
    assert_eq!(rto_decide(&RtoView { retries: 15, ..rto }).action, RtoAction::Abort);
    assert_eq!(rto_decide(&RtoView { retries: 14, ..rto }).action, RtoAction::Resend);
    assert_eq!(rto_decide(&RtoView { retries: 6, synchronized: false, ..rto }).action, RtoAction::Abort);
    // Everything acknowledged: nothing.
    assert_eq!(rto_decide(&RtoView { snd_max: 1000, ..rto }).action, RtoAction::Nothing);
    // Persist: a probe, the timer at RTO x 2^shift; nothing with an open window or no data.
    assert_eq!(persist_decide(&per), Some((1, 600)));
    assert_eq!(persist_decide(&PersistView { persist_shift: 16, ..per }), Some((16, 60_000)));
    assert_eq!(persist_decide(&PersistView { snd_wnd: 1, ..per }), None);
    assert_eq!(persist_decide(&PersistView { data_end: 5000, ..per }), None);
    let cases: Vec<Case> = [
        Expiry::Rto(rto),
        Expiry::Rto(RtoView { rto: 40_000, ..rto }),
        Expiry::Rto(RtoView { retries: 15, ..rto }),
        Expiry::Rto(RtoView { retries: 6, synchronized: false, ..rto }),
        Expiry::Rto(RtoView { snd_max: 1000, ..rto }),
        Expiry::Persist(per),
        Expiry::Persist(PersistView { persist_shift: 16, ..per }),
        Expiry::Persist(PersistView { snd_wnd: 1, ..per }),
        Expiry::Persist(PersistView { data_end: 5000, ..per }),
    ]
    .into_iter()
    .enumerate()
    .map(|(i, e)| Case { conn: i as u16, e })
    .collect();
    let mut dut = timeout_dut(BackendKind::from_env(BackendKind::Verilator), "toe_timeout_rfc");
    reset(&mut dut);
    let mut rng = rng_for("toe_timeout_rfc");
    run(&mut dut, &cfg, &cases, 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_timeout_lockstep", BackendKind::Lockstep);
    let cfg = TimeoutCfg::random(&mut gen);
    let cs: Vec<Case> = (0..1_500).map(|_| Case::random(&mut gen, &cfg)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &cfg, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

/// The yosys netlist of rtl/toe_timeout.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_timeout_post_synthesis_lockstep", BackendKind::PostSynth);
    let cfg = TimeoutCfg::random(&mut gen);
    let cs: Vec<Case> = (0..1_500).map(|_| Case::random(&mut gen, &cfg)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &cfg, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

#[test]
fn reset_abandons_the_expiry_in_flight() {
    let (mut gen, mut dut) = setup("toe_timeout_reset", BackendKind::Verilator);
    for _ in 0..4 {
        let cfg = TimeoutCfg::random(&mut gen);
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..40) {
            let mut i = Case::random(&mut gen, &cfg).input(&cfg);
            i.s_in_valid = gen.gen();
            i.m_dec_ready = gen.gen();
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..2 * CYCLES_PER_EXPIRY {
            let o = dut.eval(&TimeoutIn { m_dec_ready: true, ..Default::default() });
            assert!(!o.m_dec_valid, "a decision out of a reset block");
            dut.tick();
        }
        let cs: Vec<Case> = (0..100).map(|_| Case::random(&mut gen, &cfg)).collect();
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &cfg, &cs, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any configuration and expiry fields at all (retry counts below 255).
    #[test]
    fn any_fields(retries_max: u8, syn_max: u8, rto_min: u32, rto_max: u32, persist: bool, synchronized: bool, snd_una: u32, snd_max: u32,
                  mss: u16, retries in 0u8..255, rto: u32, snd_wnd: u32, data_end: u32, shift in 0u8..=16) {
        let cfg = TimeoutCfg { retries: retries_max, syn_retries: syn_max, rto_min, rto_max };
        let e = if persist {
            Expiry::Persist(PersistView { snd_wnd, snd_max, data_end, persist_shift: shift as u32, rto, rto_min, rto_max })
        } else {
            Expiry::Rto(RtoView { synchronized, snd_una, snd_max, snd_mss: mss as u32, retries: retries as u32, rto, retries_max: retries_max as u32, syn_retries_max: syn_max as u32, rto_max })
        };
        let mut dut = timeout_dut(BackendKind::from_env(BackendKind::Verilator), "toe_timeout_proptest");
        reset(&mut dut);
        let mut gen = TestRng::seed_from_u64(snd_una as u64);
        let r = run(&mut dut, &cfg, &[Case { conn: 1, e }], 0.0, 0.0, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
