//! toe_tx_frame against golden's `toe_tx::frame`: every frame byte-exact (headers, option
//! layout with SACK blocks, both checksums, payload shifted behind the header) on random
//! segments under random idle and backpressure; the engine's SACK ACKs read back by golden's
//! parser; lockstep native vs Verilator and the post-synthesis netlist; back-to-back
//! full-size frames without a bubble; reset from any state.

use iwarp_golden::toe_rx::{classify, RxVerdict};
use iwarp_golden::toe_tx::frame;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_tx_frame::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, TestRng, TxFrameDut) {
    let mut gen = rng_for(test);
    let traffic = TestRng::seed_from_u64(gen.gen());
    let mut dut = tx_frame_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, traffic, dut)
}

fn segments(gen: &mut TestRng, n: usize, max: usize) -> Vec<(iwarp_golden::toe_tx::TxSegment, Vec<u8>)> {
    (0..n).map(|_| random_segment(gen, max)).collect()
}

/// 5,000 frames, every option combination, payloads up to a jumbo frame's, 20% idle on both
/// inputs and 20% backpressure.
#[test]
fn frames_match_golden_under_idle_and_backpressure() {
    let (mut gen, mut t, mut dut) = setup("toe_tx_frame_random", BackendKind::Verilator);
    let segs = segments(&mut gen, 5_000, MAX_GEN_PAYLOAD);
    let combos: std::collections::HashSet<_> =
        segs.iter().map(|(s, _)| (s.mss.is_some(), s.window_scale.is_some(), s.sack_permitted, s.timestamps.is_some())).collect();
    assert_eq!(combos.len(), 16, "every option combination drawn");
    let sack_combos: std::collections::HashSet<_> = segs.iter().map(|(s, _)| (s.timestamps.is_some(), s.sack.len())).collect();
    assert_eq!(sack_combos.len(), 2 * (SACK_BLOCKS_MAX + 1), "0 to 4 SACK blocks, with and without timestamps");
    let cut = segs.iter().filter(|(s, _)| sack_that_fits(s).sack.len() < s.sack.len()).count();
    let sent_blocks: usize = segs.iter().map(|(s, _)| sack_that_fits(s).sack.len()).sum();
    println!("{sent_blocks} SACK blocks sent, {cut} descriptors asked for more than fit");
    assert!(cut >= 100 && sent_blocks >= 2_000, "{cut} cut, {sent_blocks} blocks");
    // Golden's own frames are segments the receive check accepts (checksums right).
    assert!(segs.iter().take(200).all(|(s, p)| classify(&frame(&CFG, &sack_that_fits(s), p, 0)) == RxVerdict::Segment));
    let r = run_segments(&mut dut, segs, 0, Traffic { idle: 0.2, stall: 0.2 }, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert_eq!(r.frames, 5_000);
}

/// The SACK ACKs golden's engine sends (RFC 2018 section 3: 3 blocks beside timestamps, a
/// full 40-byte option list; 4 without), byte-exact, and read back by golden's receive parser
/// with the blocks in their order (an oracle that is not the frame builder).
#[test]
fn engine_sack_acks_parse_back() {
    use iwarp_golden::toe::{SACK_BLOCKS_WITHOUT_TS, SACK_BLOCKS_WITH_TS};
    use iwarp_golden::toe_rx::parse;
    let (mut gen, mut t, mut dut) = setup("toe_tx_frame_sack_acks", BackendKind::Verilator);
    let mut segs = Vec::new();
    for i in 0..400 {
        let (mut s, _) = random_segment(&mut gen, 1);
        s.mss = None;
        s.window_scale = None;
        s.sack_permitted = false;
        s.flags = iwarp_golden::wire::tcp::flags::ACK;
        s.timestamps = (i % 2 == 0).then(|| (gen.gen(), gen.gen()));
        let max = if s.timestamps.is_some() { SACK_BLOCKS_WITH_TS } else { SACK_BLOCKS_WITHOUT_TS };
        s.sack = (0..gen.gen_range(1..=max)).map(|_| (gen.gen(), gen.gen())).collect();
        assert_eq!(sack_that_fits(&s).sack, s.sack, "golden's engine's blocks always fit");
        segs.push((s, Vec::new()));
    }
    let r = run_segments(&mut dut, segs.clone(), 0, Traffic { idle: 0.1, stall: 0.1 }, &mut t).unwrap_or_else(|e| panic!("{e}"));
    let mut full_lists = 0;
    for ((s, _), bytes) in segs.iter().zip(&r.sent) {
        let p = parse(bytes).unwrap_or_else(|e| panic!("golden's parser refuses a frame: {e:?}"));
        assert_eq!(p.options.sack_blocks(), &s.sack[..]);
        assert_eq!(p.options.timestamps, s.timestamps);
        full_lists += usize::from(s.timestamps.is_some() && s.sack.len() == SACK_BLOCKS_WITH_TS);
    }
    assert!(full_lists >= 20, "{full_lists} 40-byte option lists");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut t, mut dut) = setup("toe_tx_frame_lockstep", BackendKind::Lockstep);
    let r = run_segments(&mut dut, segments(&mut gen, 60, 600), 0, Traffic { idle: 0.2, stall: 0.2 }, &mut t)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.frames, 60);
}

/// The yosys netlist of rtl/toe_tx_frame.v in lockstep with the model, over 5,000 cycles.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut t, mut dut) = setup("toe_tx_frame_post_synthesis_lockstep", BackendKind::PostSynth);
    let r = run_segments(&mut dut, segments(&mut gen, 150, 1460), 0, Traffic { idle: 0.2, stall: 0.2 }, &mut t)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(r.cycles >= 5_000, "{} cycles", r.cycles);
}

/// Back-to-back full-size segments of one connection (MSS 1460 and 8960 with timestamps, and
/// bare 64-byte ones): after the first frame's store-and-forward latency, one beat every
/// cycle, no bubble between frames.
#[test]
fn back_to_back_frames_without_bubbles() {
    for (len, n) in [(1448usize, 200usize), (8948, 30), (64, 400), (0, 400)] {
        let (mut gen, mut t, mut dut) = setup("toe_tx_frame_rate", BackendKind::Verilator);
        let (mut seg, _) = random_segment(&mut gen, 1);
        seg.mss = None;
        seg.window_scale = None;
        seg.sack_permitted = false;
        seg.sack = Vec::new();
        seg.timestamps = Some((1, 2));
        let segs: Vec<_> = (0..n)
            .map(|i| {
                let mut s = seg.clone();
                s.seq = seg.seq.wrapping_add((i * len) as u32);
                (s, (0..len).map(|_| gen.gen()).collect::<Vec<u8>>())
            })
            .collect();
        let r = run_segments(&mut dut, segs, 0, Traffic { idle: 0.0, stall: 0.0 }, &mut t).unwrap_or_else(|e| panic!("{e}"));
        let span = r.last_out - r.first_out.unwrap() + 1;
        println!("payload {len}: {} beats out in {span} cycles", r.out_beats);
        assert_eq!(span, r.out_beats, "payload {len}: bubbles between frames");
    }
}

/// Random bits on every input (the valid/ready rule included) put the block in any state;
/// after a reset it sends a run exactly, its identification counter from 0 again.
#[test]
fn reset_recovers_from_any_state() {
    let (mut gen, mut t, mut dut) = setup("toe_tx_frame_reset", BackendKind::Lockstep);
    for _ in 0..3 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..400) {
            let (s, _) = random_segment(&mut gen, 1);
            let mut i = seg_inputs(&s, gen.gen());
            i.s_seg_valid = gen.gen();
            i.s_pay_data = gen.gen();
            i.s_pay_keep = gen.gen();
            i.s_pay_last = gen.gen_bool(0.1);
            i.s_pay_valid = gen.gen();
            i.m_ready = gen.gen();
            dut.eval(&i);
            dut.tick();
        }
        dut.allow_illegal_stimulus(false);
        reset(&mut dut);
        let r = run_segments(&mut dut, segments(&mut gen, 20, 300), 0, Traffic { idle: 0.2, stall: 0.2 }, &mut t)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.frames, 20);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any payload-length range, idle and backpressure, any seed; the identification counter
    /// carries on across runs.
    #[test]
    fn any_segments_any_traffic(max in 1usize..3000, idle in 0.0f64..0.6, stall in 0.0f64..0.6, seed in any::<u64>()) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = tx_frame_dut(BackendKind::from_env(BackendKind::Verilator), "toe_tx_frame_proptest");
        reset(&mut dut);
        let a = run_segments(&mut dut, segments(&mut gen, 40, max), 0, Traffic { idle, stall }, &mut gen);
        prop_assert!(a.is_ok(), "{:?}", a.err());
        let b = run_segments(&mut dut, segments(&mut gen, 40, max), 40, Traffic { idle, stall }, &mut gen);
        prop_assert!(b.is_ok(), "{:?}", b.err());
    }
}
