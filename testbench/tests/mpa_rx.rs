//! mpa_rx against golden's MPA receiver.

use iwarp_golden::mpa_stream::Framer;
use iwarp_golden::wire::mpa::FpduFault;
use proptest::prelude::*;
use iwarp_golden::wire::mpa::mulpdu;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::mpa_rx::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use rand::{Rng, SeedableRng};

const SMOOTH: Traffic = Traffic { idle: 0.0, stall: 0.0 };
const ROUGH: Traffic = Traffic { idle: 0.3, stall: 0.3 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, TestRng, RxDut) {
    let mut gen = rng_for(test);
    let traffic_rng = TestRng::seed_from_u64(gen.gen());
    let mut dut = rx_dut(kind, test);
    reset(&mut dut);
    (gen, traffic_rng, dut)
}

/// A valid DDP-looking ULPDU (first byte T bit random) of 18..=max bytes; one in 16 exactly
/// `max` (the largest ULPDU_LENGTH the connection accepts).
fn ulpdu(rng: &mut TestRng, max: usize) -> Vec<u8> {
    let n = if rng.gen_ratio(1, 16) { max } else { iwarp_testbench::stream::log_uniform(rng, max).max(18) };
    let mut u: Vec<u8> = (0..n).map(|_| rng.gen()).collect();
    u[0] = if rng.gen() { 0xC1 } else { 0x41 };
    u
}

fn streams(rng: &mut TestRng, cfgs: &[RxConnCfg], fpdus: usize, max: usize) -> Vec<Vec<u8>> {
    cfgs.iter()
        .map(|c| {
            let mut f = Framer::new(c.start_offset, c.markers, c.crc);
            (0..fpdus).flat_map(|_| f.push(&ulpdu(rng, max))).collect()
        })
        .collect()
}

#[test]
fn smoke_one_connection() {
    let (mut gen, mut t, mut dut) = setup("mpa_rx_smoke_one_connection", BackendKind::Verilator);
    let cfgs = [RxConnCfg { markers: true, crc: true, start_offset: 0, max_ulpdu: 1442 }];
    let s = streams(&mut gen, &cfgs, 10, 1442);
    let segs = segment_streams(&mut gen, &cfgs, &s, 1460);
    let run = run_rx(&mut dut, &cfgs, &s, segs, SMOOTH, &mut t).unwrap();
    println!("{run:?}");
    assert_eq!(run.fpdus, 10);
    let _ = (ROUGH, mulpdu(1460, true));
}


/// Eight connections: every M/C combination twice, random 4-aligned starts (two just before
/// sequence wrap), MULPDU-limited ULPDUs.
fn connections(rng: &mut TestRng, emss: usize) -> Vec<RxConnCfg> {
    (0..8)
        .map(|i| RxConnCfg {
            markers: i & 1 != 0,
            crc: i & 2 != 0,
            start_offset: if i >= 6 { 0u32.wrapping_sub(4 * rng.gen_range(1..600)) } else { rng.gen::<u32>() & !3 },
            max_ulpdu: mulpdu(emss, i & 1 != 0) as u16,
        })
        .collect()
}

#[test]
fn interleaved_connections_rough_traffic() {
    let kind = BackendKind::from_env(BackendKind::Verilator);
    let (mut gen, mut t, mut dut) = setup("mpa_rx_interleaved_connections_rough_traffic", kind);
    let cfgs = connections(&mut gen, 1460);
    let s: Vec<Vec<u8>> = cfgs.iter().map(|c| {
        let mut f = Framer::new(c.start_offset, c.markers, c.crc);
        (0..200).flat_map(|_| f.push(&ulpdu(&mut gen, c.max_ulpdu as usize))).collect()
    }).collect();
    let segs = segment_streams(&mut gen, &cfgs, &s, 1460);
    let run = run_rx(&mut dut, &cfgs, &s, segs, ROUGH, &mut t).unwrap();
    println!("{run:?}");
    assert_eq!(run.fpdus, 1600);
}


/// Streams of `n` FPDUs per connection with ULPDUs up to each connection's maximum.
fn good_streams(rng: &mut TestRng, cfgs: &[RxConnCfg], n: usize) -> Vec<Vec<u8>> {
    cfgs.iter()
        .map(|c| {
            let mut f = Framer::new(c.start_offset, c.markers, c.crc);
            (0..n).flat_map(|_| f.push(&ulpdu(rng, c.max_ulpdu as usize))).collect()
        })
        .collect()
}

/// Native rust-hdl and Verilator on one stimulus with context switches, every output compared
/// every cycle.
#[test]
fn lockstep_native_vs_verilator() {
    random_lockstep("mpa_rx_lockstep_native_vs_verilator", BackendKind::Lockstep, 4);
}

/// Post-synthesis: the yosys netlist of rtl/mpa_rx.v runs in lockstep with the rust-hdl model
/// (every output, every cycle) on good and corrupted streams cut into segments.
#[test]
fn post_synthesis_lockstep() {
    let cycles = random_lockstep("mpa_rx_post_synthesis_lockstep", BackendKind::PostSynth, 24);
    assert!(cycles >= 10_000, "{cycles} cycles");
}

/// `per_conn` good FPDUs on each of 8 connections, then corrupted streams, both cut into
/// segments of up to 700 bytes, on a lockstep backend; returns the cycles of both runs.
fn random_lockstep(test: &str, kind: BackendKind, per_conn: usize) -> u64 {
    let (mut gen, mut t, mut dut) = setup(test, kind);
    let cfgs = connections(&mut gen, 1460);
    let s = good_streams(&mut gen, &cfgs, per_conn);
    let segs = segment_streams(&mut gen, &cfgs, &s, 700);
    let good = run_rx(&mut dut, &cfgs, &s, segs, ROUGH, &mut t).unwrap();
    assert_eq!(good.fpdus as usize, cfgs.len() * per_conn);
    assert!(good.switches > 8);
    // Corrupted streams through both as well.
    reset(&mut dut);
    let s = corrupted_streams(&mut gen, &cfgs, 6);
    let segs = segment_streams(&mut gen, &cfgs, &s, 700);
    let bad = run_rx(&mut dut, &cfgs, &s, segs, ROUGH, &mut t).unwrap();
    good.cycles + bad.cycles
}

/// Each connection's stream with one corruption in a random FPDU: a bit flip anywhere, a wrong
/// FPDUPTR (a word off, or only its low two bits), nonzero marker reserved bits, a flipped
/// CRC, an oversize or undersize ULPDU, a false ULPDU_LENGTH (the layout follows the true
/// one), a nonzero pad, or a stream cut short. The status of each is golden's.
fn corrupted_streams(rng: &mut TestRng, cfgs: &[RxConnCfg], n: usize) -> Vec<Vec<u8>> {
    cfgs.iter()
        .map(|c| {
            let mut f = Framer::new(c.start_offset, c.markers, c.crc);
            let bad = rng.gen_range(0..n);
            let kind = rng.gen_range(0..10);
            let mut s = Vec::new();
            for i in 0..n {
                let mut u = ulpdu(rng, c.max_ulpdu as usize);
                let mut fault = FpduFault::NONE;
                if i == bad {
                    match kind {
                        0 => fault.crc_xor = 1 << rng.gen_range(0..32),
                        1 => fault.marker_fpduptr_xor = 4 << rng.gen_range(0..8),
                        // Oversize: often by exactly one byte.
                        2 => {
                            let over = if rng.gen() { 1 } else { 1 + rng.gen_range(0..100) };
                            u = (0..c.max_ulpdu as usize + over).map(|_| rng.gen()).collect()
                        }
                        3 => u.truncate(rng.gen_range(4..14)),
                        6 => fault.marker_fpduptr_xor = rng.gen_range(1..4),
                        7 => fault.marker_reserved_xor = rng.gen_range(1..=u16::MAX),
                        8 => {
                            let len = u.len() as u16;
                            fault.ulpdu_length = Some(len ^ rng.gen_range(1..=u16::MAX));
                        }
                        9 => {
                            // A ULPDU that needs a pad, filled with a nonzero byte.
                            if (u.len() + 2) % 4 == 0 {
                                u.push(rng.gen());
                            }
                            fault.pad_fill = Some(rng.gen_range(1..=255));
                        }
                        _ => {}
                    }
                }
                let start = s.len();
                s.extend(f.push_with(&u, &fault));
                if i == bad && kind == 4 {
                    let at = start + rng.gen_range(0..s.len() - start);
                    s[at] ^= 1 << rng.gen_range(0..8);
                }
                if i == bad && kind == 5 {
                    s.truncate(start + rng.gen_range(1..s.len() - start));
                    break;
                }
            }
            s
        })
        .collect()
}

/// Bad input of every class: the status golden's receiver gives, delivery stops after it,
/// never a hang or a panic.
#[test]
fn corrupted_streams_give_the_right_status() {
    let (mut gen, mut t, mut dut) = setup("mpa_rx_corrupted_streams_give_the_right_status", BackendKind::Verilator);
    let mut errors = 0;
    let mut fpdus = 0;
    for round in 0..120 {
        reset(&mut dut);
        let cfgs = connections(&mut gen, [1460, 1448, 8960][round % 3]);
        let s = corrupted_streams(&mut gen, &cfgs, 12);
        let segs = segment_streams(&mut gen, &cfgs, &s, 1460);
        let run = run_rx(&mut dut, &cfgs, &s, segs, if round % 2 == 0 { ROUGH } else { SMOOTH }, &mut t).unwrap();
        errors += run.errors;
        fpdus += run.fpdus;
    }
    println!("{fpdus} FPDU verdicts, {errors} errors");
    assert!(errors >= 300, "{errors} error statuses checked");
}

/// The default run's volume check on Verilator: 100,000 FPDUs (ULPDUs up to MULPDU at EMSS
/// 1460, 1448, 8960), 8 interleaved connections, segments cut anywhere, four traffic shapes.
#[test]
fn verilator_100k_fpdus_against_golden() {
    let (mut gen, mut t, mut dut) = setup("mpa_rx_verilator_100k_fpdus_against_golden", BackendKind::Verilator);
    let shapes = [SMOOTH, Traffic { idle: 0.2, stall: 0.0 }, Traffic { idle: 0.0, stall: 0.2 }, ROUGH];
    let mut total = 0;
    for (k, emss) in [1460usize, 1448, 8960, 1460].into_iter().enumerate() {
        reset(&mut dut);
        let cfgs = connections(&mut gen, emss);
        let s = good_streams(&mut gen, &cfgs, 25_000 / 8);
        let segs = segment_streams(&mut gen, &cfgs, &s, emss);
        let run = run_rx(&mut dut, &cfgs, &s, segs, shapes[k], &mut t).unwrap();
        total += run.fpdus;
    }
    assert_eq!(total, 100_000);
}

/// Round trip: mpa_tx frames ULPDUs, mpa_rx recovers them, for every M/C combination.
#[test]
fn tx_to_rx_round_trip() {
    use iwarp_testbench::blocks::mpa_tx;
    let (mut gen, mut t, mut dut) = setup("mpa_rx_tx_to_rx_round_trip", BackendKind::Verilator);
    let mut tx = mpa_tx::tx_dut(BackendKind::Verilator, "mpa_rx_tx_to_rx_round_trip");
    mpa_tx::reset(&mut tx);
    let cfgs = connections(&mut gen, 1460);
    let txc: Vec<mpa_tx::ConnCfg> = cfgs.iter().map(|c| mpa_tx::ConnCfg { markers: c.markers, crc: c.crc, start_offset: c.start_offset }).collect();
    let jobs: Vec<mpa_tx::TxJob> = (0..400).map(|i| mpa_tx::TxJob { conn: (i % 8) as u8, ulpdu: ulpdu(&mut gen, cfgs[i % 8].max_ulpdu as usize) }).collect();
    let (_, streams) = mpa_tx::run_tx_collect(&mut tx, &txc, jobs, mpa_tx::Traffic { idle: 0.1, stall: 0.1 }, &mut t).unwrap();
    let segs = segment_streams(&mut gen, &cfgs, &streams, 1460);
    let run = run_rx(&mut dut, &cfgs, &streams, segs, ROUGH, &mut t).unwrap();
    assert_eq!(run.fpdus, 400);
    assert_eq!(run.errors, 0);
}

/// Line rate: one connection, TCP segments of 1460 bytes back to back, no idle, no
/// backpressure: an input beat is taken every cycle (descriptor and first beat move together).
#[test]
fn line_rate_one_connection() {
    let (mut gen, mut t, mut dut) = setup("mpa_rx_line_rate_one_connection", BackendKind::Verilator);
    for m in [false, true] {
        reset(&mut dut);
        let cfgs = [RxConnCfg { markers: m, crc: true, start_offset: 0, max_ulpdu: mulpdu(1460, m) as u16 }];
        let s = good_streams(&mut gen, &cfgs, 300);
        let segs: Vec<Segment> = s[0].chunks(1460).enumerate().map(|(i, b)| Segment { conn: 0, offset: (i * 1460) as u32, bytes: b.to_vec() }).collect();
        let run = run_rx(&mut dut, &cfgs, &s, segs, SMOOTH, &mut t).unwrap();
        let span = run.last_in - run.first_in.unwrap() + 1;
        assert_eq!(run.in_beats, span, "markers {m}: input bubbles");
    }
}

/// Reset from any state: random garbage on every input, reset, then a clean checked run.
#[test]
fn reset_recovers_from_any_state() {
    let (mut gen, mut t, mut dut) = setup("mpa_rx_reset_recovers_from_any_state", BackendKind::Lockstep);
    // Random bits on every input, valid/ready rule included: any state.
    for _ in 0..3 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..150) {
            dut.eval(&RxIn {
                reset: false,
                s_data: gen.gen(),
                s_keep: 0xFF >> gen.gen_range(0..8),
                s_last: gen.gen_bool(0.2),
                s_valid: gen.gen(),
                s_seg_conn: gen.gen_range(0..8),
                s_seg_load: gen.gen(),
                s_seg_ctx0: gen.gen(),
                s_seg_ctx1: gen.gen::<u64>() >> 1,
                s_seg_ctx2: gen.gen(),
                s_seg_ctx3: gen.gen(),
                s_seg_valid: gen.gen(),
                m_ready: gen.gen(),
            });
            dut.tick();
        }
        dut.allow_illegal_stimulus(false);
        reset(&mut dut);
        let cfgs = connections(&mut gen, 1460);
        let s = good_streams(&mut gen, &cfgs, 2);
        let segs = segment_streams(&mut gen, &cfgs, &s, 1460);
        assert_eq!(run_rx(&mut dut, &cfgs, &s, segs, ROUGH, &mut t).unwrap().fpdus, 16);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Any ULPDU sizes, start offsets, M/C, segment cuts and traffic.
    #[test]
    fn any_stream_any_cut(
        sizes in proptest::collection::vec(18usize..1400, 1..10),
        slot in any::<u32>(),
        mc in 0u8..4,
        max_seg in 1usize..2000,
        idle in 0.0f64..0.5,
        stall in 0.0f64..0.5,
        seed in any::<u64>(),
    ) {
        let mut rng = TestRng::seed_from_u64(seed);
        let mut dut = rx_dut(BackendKind::Verilator, "mpa_rx_any_stream_any_cut");
        reset(&mut dut);
        let cfgs = [RxConnCfg { markers: mc & 1 != 0, crc: mc & 2 != 0, start_offset: slot & !3, max_ulpdu: 1400 }];
        let mut f = Framer::new(cfgs[0].start_offset, cfgs[0].markers, cfgs[0].crc);
        let s = vec![sizes.iter().flat_map(|&n| { let mut u = vec![0x5Au8; n]; u[0] = 0xC1; f.push(&u) }).collect::<Vec<u8>>()];
        let segs = segment_streams(&mut rng, &cfgs, &s, max_seg);
        let run = run_rx(&mut dut, &cfgs, &s, segs, Traffic { idle, stall }, &mut rng).map_err(TestCaseError::fail)?;
        prop_assert_eq!(run.fpdus, sizes.len() as u64);
    }
}

/// The independent reference vectors (golden/vectors/mpa-framing.json) received: each FPDU's
/// wire bytes at its stream offset give back the vector's ULPDU with status ok.
#[test]
fn reference_vectors_received() {
    let (_, mut t, mut dut) = setup("mpa_rx_reference_vectors_received", BackendKind::Verilator);
    let v: serde_json::Value = serde_json::from_str(include_str!("../../golden/vectors/mpa-framing.json")).unwrap();
    let unhex = |s: &str| (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap()).collect::<Vec<u8>>();
    let mut cfgs = Vec::new();
    let mut streams = Vec::new();
    for vec in v["vectors"].as_array().unwrap() {
        cfgs.push(RxConnCfg {
            markers: vec["markers"].as_bool().unwrap(),
            crc: vec["crc"].as_bool().unwrap(),
            start_offset: vec["stream_offset"].as_u64().unwrap() as u32,
            max_ulpdu: 2000,
        });
        streams.push(unhex(vec["fpdu_hex"].as_str().unwrap()));
    }
    let mut gen = TestRng::seed_from_u64(7);
    let segs = segment_streams(&mut gen, &cfgs, &streams, 40);
    let run = run_rx(&mut dut, &cfgs, &streams, segs, ROUGH, &mut t).unwrap();
    assert_eq!(run.fpdus, 7);
    assert_eq!(run.errors, 0);
}
