//! rnic_toeev: the TOE's events and the command answers routed against golden's
//! `toe_ev::EventRouter` with QPs bound and unbound under them, the driver's own
//! `ToeEventQueue` polling (paused until the ring fills and entries are lost), every routing,
//! every ring write and every polled entry golden's, doorbell misuse refused and counted;
//! lockstep native vs Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_toeev::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: ToeEvEnv = ToeEvEnv { event_rate: 0.3, ans_rate: 0.03, qp_rate: 0.02, stall: 0.3, pause_p: 0.003, pause: 500, misuse: 0.002, log: 4, late_start: 300 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, ToeEvDut) {
    let gen = rng_for(test);
    let mut dut = toeev_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 30,000 events and answers into a 16-entry ring under backpressure.
#[test]
fn events_as_golden() {
    let (mut gen, mut dut) = setup("rnic_toeev_random", BackendKind::Verilator);
    let mut bench = ToeEvBench::new(ENV);
    let r = bench.run(&mut dut, 30_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert_eq!(r.events + r.answers, 30_000);
    assert!(r.answers >= 1_500 && r.qp_updates >= 1_000, "{r:?}");
    assert!(r.acked >= 3_000 && r.qp_events >= 500 && r.shared >= 1_000, "{r:?}");
    assert!(r.written >= 10_000 && r.polled == r.written && r.laps >= 500, "{r:?}");
    assert!(r.lost >= 100 && r.flagged >= 10 && r.bad_doorbells >= 30, "{r:?}");
}

/// With every output always taken and the driver always polling: cycles an event written
/// into the ring (7 a write, 3 a doorbell; the driver gives its consumer index back in
/// batches).
#[test]
fn events_back_to_back() {
    let (mut gen, mut dut) = setup("rnic_toeev_rate", BackendKind::Verilator);
    let env = ToeEvEnv { event_rate: 1.0, ans_rate: 0.0, qp_rate: 0.0, stall: 0.0, pause_p: 0.0, pause: 1, misuse: 0.0, log: 8, late_start: 0 };
    let mut bench = ToeEvBench::new(env);
    let r = bench.run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let per = r.cycles as f64 / r.events as f64;
    println!("{r:?}: {per:.2} cycles an event");
    assert!(per <= 10.5, "{per:.2} cycles an event");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_toeev_lockstep", BackendKind::Lockstep);
    let mut bench = ToeEvBench::new(ENV);
    assert_eq!(bench.run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}")).events + bench.run.answers, 3_000);
}

/// The yosys netlist of rtl/rnic_toeev.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_toeev_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut bench = ToeEvBench::new(ENV);
    let r = bench.run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.cycles >= 10_000, "{r:?}");
}

/// Random stimulus, a reset, then a clean run from a fresh start (no binding, the ring not
/// started, counters zero).
#[test]
fn reset_forgets_bindings_and_ring() {
    let (mut gen, mut dut) = setup("rnic_toeev_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..400) {
            let i = ToeEvIn {
                s_db_valid: gen.gen_bool(0.2),
                s_db_addr: 0x3100 + 4 * gen.gen_range(0..4),
                s_db_data: gen.gen_range(0..20),
                s_qp_valid: gen.gen(),
                s_qp_qp: gen.gen_range(0..16),
                s_qp_live: true,
                s_qp_state: 3,
                s_qp_conn: gen.gen_range(0..4),
                s_event_valid: gen.gen(),
                s_event_kind: gen.gen_range(0..7),
                s_event_conn: gen.gen_range(0..4),
                s_ans_valid: gen.gen(),
                m_acked_ring_ready: gen.gen(),
                m_acked_ack_ready: gen.gen(),
                m_qpev_ready: gen.gen(),
                m_wr_ready: gen.gen(),
                m_wd_ready: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..10 {
            let o = dut.eval(&ToeEvIn { m_wr_ready: true, m_wd_ready: true, ..Default::default() });
            assert!(!o.m_wr_valid && !o.m_acked_ring_valid && !o.m_qpev_valid && o.idle && !o.eq_room && o.cnt_written == 0 && o.cnt_lost == 0 && o.cnt_acked == 0, "{o:?}");
            dut.tick();
        }
        let mut bench = ToeEvBench::new(ENV);
        bench.run(&mut dut, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any rates, backpressure, ring size, polling pauses and misuse.
    #[test]
    fn any_environment(seed: u64, event_rate in 0.05f64..1.0, ans_rate in 0.0f64..0.2, qp_rate in 0.0f64..0.1, stall in 0.0f64..0.8, pause_p in 0.0f64..0.02, pause in 1u64..2_000, misuse in 0.0f64..0.02, log in 1u8..=6, late_start in 0u64..600) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = toeev_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_toeev_proptest");
        reset(&mut dut);
        let mut bench = ToeEvBench::new(ToeEvEnv { event_rate, ans_rate, qp_rate, stall, pause_p, pause, misuse, log, late_start });
        let r = bench.run(&mut dut, 600, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
