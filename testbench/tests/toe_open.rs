//! toe_open against golden's `toe_open::open_decide`: random segments at listening ports and
//! SYN-SENT connections under random configurations, idle input and output backpressure,
//! every action and cause reached; the RFC cases; eight cycles a segment; lockstep native vs
//! Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_golden::toe_open::{open_decide, OpenAction, OpenAt, OpenCfg, OpenSeg, MIN_PEER_MSS};
use iwarp_golden::wire::tcp::flags;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_open::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, OpenDut) {
    let gen = rng_for(test);
    let mut dut = open_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

fn cases(rng: &mut TestRng, n: usize) -> Vec<Case> {
    (0..n).map(|_| Case::random(rng)).collect()
}

const MUST_REACH: [&str; 10] = [
    "Drop/Some(ListenRst)",
    "ResetFor/Some(ListenAck)",
    "Drop/Some(ListenNoSyn)",
    "Open/None",
    "ResetFor/Some(BadAck)",
    "Reset/None",
    "Drop/Some(RstNoAck)",
    "Drop/Some(NoSyn)",
    "Established/None",
    "Simultaneous/None",
];

/// 8 configurations of 5,000 random segments each, idle input and backpressure.
#[test]
fn decisions_match_golden() {
    let (mut gen, mut dut) = setup("toe_open_random", BackendKind::Verilator);
    let mut all = std::collections::BTreeMap::new();
    for _ in 0..8 {
        let cfg = random_cfg(&mut gen);
        let cs = cases(&mut gen, 5_000);
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, &cfg, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
        for (k, v) in r.categories {
            *all.entry(k).or_insert(0u64) += v;
        }
    }
    println!("{all:?}");
    for c in MUST_REACH {
        assert!(all.get(c).copied().unwrap_or(0) >= 20, "category {c} reached {:?} times: {all:?}", all.get(c));
    }
}

/// Eight cycles a segment with the output always ready.
#[test]
fn eight_cycles_per_segment() {
    let (mut gen, mut dut) = setup("toe_open_rate", BackendKind::Verilator);
    let cfg = OpenCfg { mss: 1460, rcv_shift: 7, sack: false };
    let cs = cases(&mut gen, 1_000);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &cfg, &cs, 0.0, 0.0, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.cycles, cs.len() as u64 * CYCLES_PER_OPEN, "{r:?}");
}

/// The RFCs' cases, each against golden and against the answer the RFC gives.
#[test]
fn rfc_cases() {
    let cfg = OpenCfg { mss: 1460, rcv_shift: 7, sack: true };
    let syn = |fl: u8, ack: u32, mss: Option<u16>, ws: Option<u8>, ts: Option<u32>| OpenSeg { seq: 100, ack, flags: fl, window: 65535, mss, ws, sack_permitted: true, tsval: ts };
    let sent = OpenAt::SynSent { iss: 1000, snd_max: 1001 };
    type Check = Box<dyn Fn(&iwarp_golden::toe_open::OpenDecision) -> bool>;
    let checks: Vec<(OpenAt, OpenSeg, Check)> = vec![
        // RFC 9293 3.7.1: no MSS option means 536; ours caps it; timestamps take 12 bytes.
        (OpenAt::Listen, syn(flags::SYN, 0, None, None, None), Box::new(|d| d.action == OpenAction::Open && d.params.unwrap().snd_mss == 536)),
        (OpenAt::Listen, syn(flags::SYN, 0, Some(9000), Some(7), Some(5)), Box::new(|d| d.params.unwrap().snd_mss == 1448 && d.params.unwrap().ts_ok && d.params.unwrap().ts_recent == 5)),
        // RFC 6928: IW = min(10 MSS, max(14600, 2 MSS)).
        (OpenAt::Listen, syn(flags::SYN, 0, Some(1460), None, None), Box::new(|d| d.params.unwrap().cwnd == 14600)),
        (OpenAt::Listen, syn(flags::SYN, 0, Some(536), None, None), Box::new(|d| d.params.unwrap().cwnd == 5360)),
        // A hostile MSS of 0 or 1 is raised to the floor (no zero-MSS connection).
        (OpenAt::Listen, syn(flags::SYN, 0, Some(0), None, Some(1)), Box::new(|d| d.params.unwrap().snd_mss == (MIN_PEER_MSS - 12) as u32)),
        // RFC 7323 2.3: a shift above 14 is taken as 14; no option: no scaling either way.
        (OpenAt::Listen, syn(flags::SYN, 0, None, Some(200), None), Box::new(|d| d.params.unwrap().snd_shift == 14 && d.params.unwrap().rcv_shift == 7)),
        (OpenAt::Listen, syn(flags::SYN, 0, None, None, None), Box::new(|d| d.params.unwrap().snd_shift == 0 && d.params.unwrap().rcv_shift == 0)),
        // RFC 9293 3.10.7.2: LISTEN drops a RST, answers an ACK with a RST, drops no-SYN.
        (OpenAt::Listen, syn(flags::RST, 0, None, None, None), Box::new(|d| d.action == OpenAction::Drop)),
        (OpenAt::Listen, syn(flags::SYN | flags::ACK, 5, None, None, None), Box::new(|d| d.action == OpenAction::ResetFor)),
        // RFC 9293 3.10.7.3: SYN-SENT.
        (sent, syn(flags::SYN | flags::ACK, 1001, None, None, None), Box::new(|d| d.action == OpenAction::Established)),
        (sent, syn(flags::SYN | flags::ACK, 1000, None, None, None), Box::new(|d| d.action == OpenAction::ResetFor)),
        (sent, syn(flags::RST | flags::ACK, 1001, None, None, None), Box::new(|d| d.action == OpenAction::Reset)),
        (sent, syn(flags::RST, 0, None, None, None), Box::new(|d| d.action == OpenAction::Drop)),
        (sent, syn(flags::SYN, 0, None, None, None), Box::new(|d| d.action == OpenAction::Simultaneous)),
        (OpenAt::SynSent { iss: u32::MAX, snd_max: 0 }, syn(flags::SYN | flags::ACK, 0, None, None, None), Box::new(|d| d.action == OpenAction::Established)),
    ];
    let mut dut = open_dut(BackendKind::from_env(BackendKind::Verilator), "toe_open_rfc");
    reset(&mut dut);
    let mut rng = rng_for("toe_open_rfc");
    for (i, (at, g, ok)) in checks.iter().enumerate() {
        let d = open_decide(&cfg, at, g);
        assert!(ok(&d), "case {i}: golden {d:?}");
        run(&mut dut, &cfg, &[Case { conn: i as u16, at: *at, seg: *g }], 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("case {i}: {e}"));
    }
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_open_lockstep", BackendKind::Lockstep);
    let cfg = random_cfg(&mut gen);
    let cs = cases(&mut gen, 1_500);
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &cfg, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

/// The yosys netlist of rtl/toe_open.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_open_post_synthesis_lockstep", BackendKind::PostSynth);
    let cfg = random_cfg(&mut gen);
    let cs = cases(&mut gen, 1_500);
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &cfg, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).decisions, 1_500);
}

/// Random inputs and resets mid-computation: nothing comes out after a reset until a new
/// segment is taken, and the next batch is exact.
#[test]
fn reset_abandons_the_segment_in_flight() {
    let (mut gen, mut dut) = setup("toe_open_reset", BackendKind::Verilator);
    for _ in 0..4 {
        let cfg = random_cfg(&mut gen);
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..40) {
            let mut i = Case::random(&mut gen).input(&cfg);
            i.s_in_valid = gen.gen();
            i.m_dec_ready = gen.gen();
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..2 * CYCLES_PER_OPEN {
            let o = dut.eval(&OpenIn { m_dec_ready: true, ..Default::default() });
            assert!(!o.m_dec_valid, "a decision out of a reset block");
            dut.tick();
        }
        let cs = cases(&mut gen, 100);
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &cfg, &cs, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any configuration and segment fields at all.
    #[test]
    fn any_fields(mss: u16, shift in 0u8..=14, sack: bool, listen: bool, iss: u32, span in 0u32..4, seq: u32, ack: u32, fl: u8, window: u16,
                  peer_mss: Option<u16>, ws: Option<u8>, sackp: bool, ts: Option<u32>) {
        let cfg = OpenCfg { mss, rcv_shift: shift, sack };
        let at = if listen { OpenAt::Listen } else { OpenAt::SynSent { iss, snd_max: iss.wrapping_add(span) } };
        let c = Case { conn: 9, at, seg: OpenSeg { seq, ack, flags: fl, window, mss: peer_mss, ws, sack_permitted: sackp, tsval: ts } };
        let mut dut = open_dut(BackendKind::from_env(BackendKind::Verilator), "toe_open_proptest");
        reset(&mut dut);
        let mut gen = TestRng::seed_from_u64(seq as u64);
        let r = run(&mut dut, &cfg, &[c], 0.0, 0.0, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
