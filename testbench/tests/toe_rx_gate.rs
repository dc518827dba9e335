//! toe_rx_gate against golden's `toe_seq::gate`: random payloads and decisions (every skip
//! lane, takes to the end and short of it, discarded payloads, segments without payload)
//! under idle on both inputs and output backpressure; one beat a cycle when nothing waits;
//! lockstep native vs Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_golden::toe_seq::RxText;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_rx_gate::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, GateDut) {
    let gen = rng_for(test);
    let mut dut = gate_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

fn segs(rng: &mut TestRng, n: usize) -> Vec<Seg> {
    (0..n).map(|_| Seg::random(rng)).collect()
}

/// Segments with the reassembly routes among them (kept for the area, replays after).
fn segs_reasm(rng: &mut TestRng, n: usize) -> Vec<Seg> {
    (0..n).map(|_| Seg::random_reasm(rng)).collect()
}

/// 5,000 segments with idle inputs and backpressure.
#[test]
fn deliveries_match_golden() {
    let (mut gen, mut dut) = setup("toe_rx_gate_random", BackendKind::Verilator);
    let ss = segs(&mut gen, 5_000);
    let lanes: std::collections::BTreeSet<u32> = ss.iter().filter_map(|s| if let RxText::Deliver { skip, .. } = s.text { Some(skip % 8) } else { None }).collect();
    assert_eq!(lanes.len(), 8, "every skip lane offered");
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &ss, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.deliveries > 3_500 && r.bytes > 3_000_000 && r.discarded > 500_000, "{r:?}");
}

/// Whole payloads from byte 0, nothing waiting: one beat out a cycle, plus a cycle per command
/// and one for the last beat, held (n + 2 cycles a payload of n beats).
#[test]
fn full_rate_when_aligned() {
    let (mut gen, mut dut) = setup("toe_rx_gate_rate", BackendKind::Verilator);
    let ss: Vec<Seg> = (0..200)
        .map(|_| {
            let len = gen.gen_range(1..3000usize);
            Seg { payload: (0..len).map(|_| gen.gen()).collect(), conn: 1, seq: 0, text: RxText::Deliver { skip: 0, take: len as u32, trimmed: false }, keep: false, replay: None }
        })
        .collect();
    let beats: u64 = ss.iter().map(|s| s.payload.len().div_ceil(8) as u64).sum();
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &ss, 0.0, 0.0, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.cycles <= beats + 2 * ss.len() as u64 + 1, "{} cycles for {beats} beats of {} segments", r.cycles, ss.len());
}

/// Issue 15's routes: 3,000 segments, a sixth of the deliveries kept for the reassembly area
/// (their bytes and toe_area_wr's command on the area port, nothing to the ULP), an eighth
/// followed by a held block's replay (up to 100,000 bytes, in pieces of at most 32 KiB read
/// from a model of the area's reader, junk past each piece's last byte, near the 2^32 wrap
/// at times), with idle and backpressure on every port; no read asked before the area's
/// writes are done.
#[test]
fn reassembly_routes_match_golden() {
    let (mut gen, mut dut) = setup("toe_rx_gate_reasm", BackendKind::Verilator);
    let ss = segs_reasm(&mut gen, 3_000);
    let multi = ss.iter().filter(|s| s.replay.is_some_and(|(_, l)| l > PIECE)).count();
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, &ss, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}; {multi} replays of several pieces");
    assert!(r.kept > 250 && r.kept_bytes > 200_000 && r.pieces > 250 && r.replayed_bytes > 2_000_000 && multi > 30, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_rx_gate_lockstep", BackendKind::Lockstep);
    let ss = segs_reasm(&mut gen, 300);
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &ss, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).segments, 300);
}

/// The yosys netlist of rtl/toe_rx_gate.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_rx_gate_post_synthesis_lockstep", BackendKind::PostSynth);
    let ss = segs_reasm(&mut gen, 300);
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &ss, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).segments, 300);
}

/// Random inputs (the input stream's valid dropping at will), reset mid-payload: nothing comes out after it, and the next batch is exact.
#[test]
fn reset_mid_payload() {
    let (mut gen, mut dut) = setup("toe_rx_gate_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..300) {
            dut.eval(&GateIn {
                s_cmd_valid: gen.gen(),
                s_cmd_deliver: gen.gen(),
                s_cmd_keep: gen.gen_bool(0.2),
                s_cmd_replay: gen.gen_bool(0.2),
                s_cmd_r_len: gen.gen_range(1..70_000),
                area_idle: gen.gen(),
                m_area_ready: true,
                m_acmd_ready: gen.gen(),
                m_rp_ready: gen.gen(),
                s_rp_valid: gen.gen(),
                s_rp_last: gen.gen_bool(0.05),
                s_rp_keep: 0xFF,
                s_cmd_skip: gen.gen_range(0..64),
                s_cmd_take: gen.gen_range(0..512),
                s_cmd_len: gen.gen_range(0..600),
                s_data: gen.gen(),
                s_keep: 0xFF,
                s_last: gen.gen_bool(0.05),
                s_valid: gen.gen(),
                // The output passes the input's valid through: with the input's valid random,
                // a stalled output would see it drop; the output is not stalled here.
                m_ready: true,
                ..Default::default()
            });
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..8 {
            let o = dut.eval(&GateIn { m_ready: true, ..Default::default() });
            assert!(!o.m_valid && !o.s_ready && !o.m_area_valid && !o.m_acmd_valid && !o.m_rp_valid && !o.s_rp_ready, "the gate offers or takes data with no command after reset");
            dut.tick();
        }
        let ss = segs_reasm(&mut gen, 50);
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &ss, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// Commands that do not fit their payload (take past its end, skip past its end; the engine
/// never sends them, the gate must still not hang): each consumes exactly its payload's beats,
/// every beat out belongs to the bad delivery, and the segments after it are delivered exactly.
#[test]
fn commands_larger_than_their_payload() {
    let (mut gen, mut dut) = setup("toe_rx_gate_bad_commands", BackendKind::Verilator);
    for (skip, take) in [(4u16, 200u16), (0, 21), (30, 5), (24, 1), (19, 2)] {
        let payload: Vec<u8> = (0..20).map(|_| gen.gen()).collect();
        let beats = iwarp_testbench::stream::packet_beats(&payload, 0);
        let cmd = GateIn { s_cmd_valid: true, s_cmd_deliver: true, s_cmd_conn: 9, s_cmd_seq: 1, s_cmd_skip: skip, s_cmd_take: take, s_cmd_len: 20, ..Default::default() };
        let (mut taken, mut cmd_on, mut cycles) = (0usize, true, 0u32);
        loop {
            assert!(cycles < 200, "skip {skip} take {take}: the gate hangs ({taken} of {} beats taken)", beats.len());
            let mut i = if cmd_on { cmd } else { GateIn::default() };
            if taken < beats.len() {
                (i.s_data, i.s_keep, i.s_last, i.s_valid) = (beats[taken].data, beats[taken].keep, beats[taken].last, true);
            }
            i.m_ready = true;
            let o = dut.eval(&i);
            if o.m_valid {
                assert_eq!((o.m_conn, o.m_seq), (9, 1), "skip {skip} take {take}: a beat of no delivery");
            }
            if cmd_on && o.s_cmd_ready {
                cmd_on = false;
            } else if !cmd_on && o.s_cmd_ready && taken == beats.len() {
                break;
            }
            if i.s_valid && o.s_ready {
                taken += 1;
            }
            dut.tick();
            cycles += 1;
        }
        assert_eq!(taken, beats.len(), "skip {skip} take {take}: the payload's beats");
        let ss = segs(&mut gen, 30);
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &ss, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("after skip {skip} take {take}: {e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any batch, idle rate and backpressure.
    #[test]
    fn any_batch(seed in any::<u64>(), idle in 0.0f64..0.8, stall in 0.0f64..0.8) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = gate_dut(BackendKind::from_env(BackendKind::Verilator), "toe_rx_gate_proptest");
        reset(&mut dut);
        let ss = segs_reasm(&mut gen, 100);
        let r = run(&mut dut, &ss, idle, stall, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }

    /// One segment, any payload length, skip and take.
    #[test]
    fn any_cut(len in 1usize..2000, skip_frac in 0.0f64..1.0, take_frac in 0.0f64..=1.0, seed: u64) {
        let mut gen = TestRng::seed_from_u64(seed);
        let skip = ((len as f64 * skip_frac) as usize).min(len - 1) as u32;
        let take = (((len as u32 - skip) as f64) * take_frac) as u32;
        let s = Seg { payload: (0..len).map(|_| gen.gen()).collect(), conn: 3, seq: 77, text: RxText::Deliver { skip, take, trimmed: false }, keep: false, replay: None };
        let mut dut = gate_dut(BackendKind::from_env(BackendKind::Verilator), "toe_rx_gate_proptest_cut");
        reset(&mut dut);
        let r = run(&mut dut, &[s], 0.0, 0.0, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
