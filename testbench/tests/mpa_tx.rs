//! mpa_tx against golden's MPA framer: byte exact, every M/C combination, interleaved
//! connections, random idle and backpressure, on Verilator and in lockstep with native.

use iwarp_golden::mpa_stream::Framer;
use iwarp_golden::wire::mpa::mulpdu;
use proptest::prelude::*;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::mpa_tx::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use rand::{Rng, SeedableRng};

const SMOOTH: Traffic = Traffic { idle: 0.0, stall: 0.0 };
const ROUGH: Traffic = Traffic { idle: 0.3, stall: 0.3 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, TestRng, TxDut) {
    let mut gen = rng_for(test);
    let traffic_rng = TestRng::seed_from_u64(gen.gen());
    let mut dut = tx_dut(kind, test);
    reset(&mut dut);
    (gen, traffic_rng, dut)
}

/// Eight connections: every M/C combination twice, random 4-aligned starts, two of them just
/// before sequence wrap.
fn connections(rng: &mut TestRng) -> Vec<ConnCfg> {
    (0..8)
        .map(|i| ConnCfg {
            markers: i & 1 != 0,
            crc: i & 2 != 0,
            start_offset: if i >= 6 { 0u32.wrapping_sub(4 * rng.gen_range(1..600)) } else { rng.gen::<u32>() & !3 },
        })
        .collect()
}

/// Jobs over `conns`, switching connection after runs of 1..4 ULPDUs (segment-like).
fn jobs(rng: &mut TestRng, conns: usize, n: usize, emss: usize) -> Vec<TxJob> {
    let mut v = Vec::with_capacity(n);
    while v.len() < n {
        let conn = rng.gen_range(0..conns) as u8;
        for _ in 0..rng.gen_range(1..=4) {
            let max = mulpdu(emss, true);
            v.push(TxJob { conn, ulpdu: random_ulpdu(rng, max) });
        }
    }
    v.truncate(n);
    v
}

/// The independent reference vectors (golden/vectors/mpa-framing.json): each FPDU framed by
/// the DUT at the vector's stream offset is the vector's wire bytes.
#[test]
fn reference_vectors_byte_exact() {
    let (_, mut t, mut dut) = setup("mpa_tx_reference_vectors_byte_exact", BackendKind::Verilator);
    let v: serde_json::Value = serde_json::from_str(include_str!("../../golden/vectors/mpa-framing.json")).unwrap();
    let unhex = |s: &str| (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap()).collect::<Vec<u8>>();
    let mut conns = Vec::new();
    let mut jobs = Vec::new();
    for (i, vec) in v["vectors"].as_array().unwrap().iter().enumerate() {
        let cfg = ConnCfg {
            markers: vec["markers"].as_bool().unwrap(),
            crc: vec["crc"].as_bool().unwrap(),
            start_offset: vec["stream_offset"].as_u64().unwrap() as u32,
        };
        let ulpdu = unhex(vec["ulpdu_hex"].as_str().unwrap());
        // The scoreboard compares with golden's framer; golden's framer is the vector.
        let golden = Framer::new(cfg.start_offset, cfg.markers, cfg.crc).push(&ulpdu);
        assert_eq!(golden, unhex(vec["fpdu_hex"].as_str().unwrap()), "{}", vec["name"]);
        conns.push(cfg);
        jobs.push(TxJob { conn: i as u8, ulpdu });
    }
    let run = run_tx(&mut dut, &conns, jobs, SMOOTH, &mut t).unwrap();
    assert_eq!(run.fpdus, 7);
}

/// The default run's volume check on Verilator: 200,000 FPDUs of random ULPDU sizes up to
/// MULPDU at EMSS 1460, 1448 and 8960, eight connections with every M/C combination and random
/// starts (two just before sequence wrap), interleaved like TCP segments, four traffic shapes.
#[test]
fn verilator_200k_fpdus_against_golden() {
    const TEST: &str = "mpa_tx_verilator_200k_fpdus_against_golden";
    let (mut gen, mut t, mut dut) = setup(TEST, BackendKind::Verilator);
    let mut total = 0;
    let mut bytes = 0;
    let shapes = [SMOOTH, Traffic { idle: 0.2, stall: 0.0 }, Traffic { idle: 0.0, stall: 0.2 }, ROUGH];
    for (k, emss) in [1460usize, 1448, 8960, 1460].into_iter().enumerate() {
        reset(&mut dut);
        let conns = connections(&mut gen);
        let j = jobs(&mut gen, conns.len(), 50_000, emss);
        let run = run_tx(&mut dut, &conns, j, shapes[k], &mut t).unwrap();
        assert_eq!(run.fpdus, 50_000);
        total += run.fpdus;
        bytes += run.out_bytes;
    }
    assert_eq!(total, 200_000);
    println!("checked {total} FPDUs, {bytes} output bytes");
}

/// Native rust-hdl and Verilator on one stimulus, every output compared every cycle.
#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut t, mut dut) = setup("mpa_tx_lockstep_native_vs_verilator", BackendKind::Lockstep);
    let conns = connections(&mut gen);
    let j = jobs(&mut gen, conns.len(), 60, 1460);
    let run = run_tx(&mut dut, &conns, j, ROUGH, &mut t).unwrap();
    assert_eq!(run.fpdus, 60);
    // Back to back at full rate: tiny ULPDUs (1..=9 bytes) around the marker grid.
    reset(&mut dut);
    let conns = [ConnCfg { markers: true, crc: true, start_offset: 512 - 64 }];
    let j: Vec<TxJob> = (0..40).map(|i| TxJob { conn: 0, ulpdu: vec![i as u8; 1 + i % 9] }).collect();
    assert_eq!(run_tx(&mut dut, &conns, j, SMOOTH, &mut t).unwrap().fpdus, 40);
}

/// Post-synthesis: the yosys netlist of rtl/mpa_tx.v runs in lockstep with the rust-hdl model
/// (every output, every cycle) on random FPDUs of several connections with idle and backpressure.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut t, mut dut) = setup("mpa_tx_post_synthesis_lockstep", BackendKind::PostSynth);
    let conns = connections(&mut gen);
    // 360 FPDUs keep the run above 10,000 cycles under ROUGH backpressure (issue 17's
    // non-stalling pipeline takes fewer cycles for the same FPDUs than the stalling one did).
    let j = jobs(&mut gen, conns.len(), 360, 1460);
    let run = run_tx(&mut dut, &conns, j, ROUGH, &mut t).unwrap();
    assert_eq!(run.fpdus, 360);
    assert!(run.cycles >= 10_000, "{} cycles", run.cycles);
}

/// Line rate: with input always available and no backpressure, one full output beat leaves
/// every cycle from the first to the last (zero bubbles), markers on or off.
#[test]
fn line_rate_zero_bubbles() {
    let kind = BackendKind::from_env(BackendKind::Verilator);
    let (_, mut t, mut dut) = setup("mpa_tx_line_rate_zero_bubbles", kind);
    for m in [false, true] {
        for len in [64usize, 256, 1024, mulpdu(1460, m)] {
            reset(&mut dut);
            let conns = [ConnCfg { markers: m, crc: true, start_offset: 0 }];
            let j: Vec<TxJob> = (0..200).map(|i| TxJob { conn: 0, ulpdu: vec![i as u8; len] }).collect();
            let run = run_tx(&mut dut, &conns, j, SMOOTH, &mut t).unwrap();
            let span = run.last_out - run.first_out.unwrap() + 1;
            assert_eq!(run.out_beats, span, "markers {m}, ULPDU {len}: a bubble");
            assert!(run.out_bytes * 1000 >= span * 8 * 999, "markers {m}, ULPDU {len}: {} bytes in {span} cycles", run.out_bytes);
        }
    }
}

/// Reset from any state: random garbage on every input for a while, reset, then a clean,
/// fully checked run.
#[test]
fn reset_recovers_from_any_state() {
    let (mut gen, mut t, mut dut) = setup("mpa_tx_reset_recovers_from_any_state", BackendKind::Lockstep);
    // Random bits on every input, valid/ready rule included: any state.
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..200) {
            dut.eval(&TxIn {
                reset: false,
                s_data: gen.gen(),
                s_keep: 0xFF >> gen.gen_range(0..8),
                s_last: gen.gen_bool(0.2),
                s_valid: gen.gen(),
                s_desc_len: gen.gen(),
                s_desc_conn: gen.gen_range(0..8),
                s_desc_load: gen.gen(),
                s_desc_offset_words: gen.gen::<u32>() >> 2,
                s_desc_markers: gen.gen(),
                s_desc_crc: gen.gen(),
                s_desc_valid: gen.gen(),
                m_ready: gen.gen(),
            });
            dut.tick();
        }
        dut.allow_illegal_stimulus(false);
        reset(&mut dut);
        let conns = connections(&mut gen);
        let j = jobs(&mut gen, conns.len(), 20, 1460);
        assert_eq!(run_tx(&mut dut, &conns, j, ROUGH, &mut t).unwrap().fpdus, 20);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Any ULPDU sizes, any start offsets, any M/C, any traffic.
    #[test]
    fn any_stream_is_framed_exactly(
        sizes in proptest::collection::vec(1usize..2000, 1..12),
        slots in proptest::collection::vec(any::<u32>(), 2),
        mc in 0u8..4,
        idle in 0.0f64..0.6,
        stall in 0.0f64..0.6,
        seed in any::<u64>(),
    ) {
        let mut rng = TestRng::seed_from_u64(seed);
        let mut dut = tx_dut(BackendKind::Verilator, "mpa_tx_any_stream_is_framed_exactly");
        reset(&mut dut);
        let conns: Vec<ConnCfg> = slots.iter().map(|s| ConnCfg { markers: mc & 1 != 0, crc: mc & 2 != 0, start_offset: s & !3 }).collect();
        let j: Vec<TxJob> = sizes.iter().enumerate().map(|(i, &n)| TxJob { conn: (i % 2) as u8, ulpdu: (0..n).map(|b| (b * 7 + i) as u8).collect() }).collect();
        let run = run_tx(&mut dut, &conns, j, Traffic { idle, stall }, &mut rng).map_err(TestCaseError::fail)?;
        prop_assert_eq!(run.fpdus, sizes.len() as u64);
    }
}

/// External oracles on the hardware's bytes: the golden conversation's DDP segments framed by
/// mpa_tx (both directions), wrapped in golden TCP/IP with the MPA Request/Reply in front, pass
/// iwarp-decode for every M/C combination and show "Good CRC32" on every FPDU in tshark
/// (symmetric-marker combinations: tshark assumes markers both ways).
#[test]
fn framed_by_hardware_passes_iwarp_decode_and_tshark() {
    use iwarp_golden::conversation::{build, capture_with_fpdus, Config, Side};
    use iwarp_golden::wire::mpa::wire_len;
    let (_, mut t, mut dut) = setup("mpa_tx_framed_by_hardware_passes_iwarp_decode_and_tshark", BackendKind::Verilator);
    let tshark = std::process::Command::new("tshark").arg("--version").output().is_ok_and(|o| o.status.success());
    if !tshark && std::env::var_os("IWARP_SKIP_TSHARK").is_none() {
        panic!("tshark is needed for this test: run `make tools` (or set IWARP_SKIP_TSHARK=1)");
    }
    for cfg in Config::all_mc() {
        let golden = build(&cfg);
        let sides = [Side::Initiator, Side::Responder];
        let conns: Vec<ConnCfg> = sides.iter().map(|&s| ConnCfg { markers: cfg.markers_from(s), crc: cfg.crc(), start_offset: 0 }).collect();
        let mut jobs = Vec::new();
        for (c, &side) in sides.iter().enumerate() {
            for f in golden.fpdus.iter().filter(|f| f.sender == side) {
                jobs.push(TxJob { conn: c as u8, ulpdu: f.segment.emit() });
            }
        }
        reset(&mut dut);
        let (_, streams) = run_tx_collect(&mut dut, &conns, jobs.clone(), ROUGH, &mut t).unwrap();
        // Cut each side's stream into its FPDUs (one per TCP segment).
        let mut per_side: Vec<Vec<Vec<u8>>> = vec![Vec::new(), Vec::new()];
        for c in 0..2 {
            let mut off = 0usize;
            for j in jobs.iter().filter(|j| j.conn as usize == c) {
                let n = wire_len(off as u32, j.ulpdu.len(), conns[c].markers);
                per_side[c].push(streams[c][off..off + n].to_vec());
                off += n;
            }
            assert_eq!(off, streams[c].len());
        }
        let records = capture_with_fpdus(&cfg, &per_side[0], &per_side[1]);
        let report = iwarp_golden::decode::check(&records);
        let v: Vec<_> = report.violations().collect();
        assert!(v.is_empty(), "{}: {v:?}", cfg.tag());
        assert_eq!(report.fpdus.len(), golden.fpdus.len());
        if tshark && cfg.request_markers == cfg.reply_markers {
            let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("mpa_tx");
            std::fs::create_dir_all(&dir).unwrap();
            let path = dir.join(format!("{}.pcap", cfg.tag()));
            std::fs::write(&path, iwarp_golden::pcap::write(&records)).unwrap();
            let out = std::process::Command::new("tshark").args(["-o", "tcp.try_heuristic_first:TRUE", "-V", "-r"]).arg(&path).output().unwrap();
            let text = String::from_utf8_lossy(&out.stdout);
            let good = text.matches("(Good CRC32)").count();
            assert!(!text.contains("Bad CRC32"), "{}", cfg.tag());
            assert_eq!(good, if cfg.crc() { golden.fpdus.len() } else { 0 }, "{}: Good CRC32 count", cfg.tag());
            assert_eq!(text.matches("ULPDU length:").count(), golden.fpdus.len(), "{}: FPDUs decoded", cfg.tag());
        }
    }
}
