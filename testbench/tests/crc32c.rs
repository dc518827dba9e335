//! crc32c_stream against golden CRC32C, on both backends and in lockstep.

use iwarp_golden::crc::crc32c;
use iwarp_model::crc32c::CRC32C_LATENCY;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::crc32c::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use iwarp_testbench::stream::{packet_beats, Beat};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const SMOOTH: Traffic = Traffic { idle: 0.0, stall: 0.0 };
const ROUGH: Traffic = Traffic { idle: 0.3, stall: 0.3 };

fn packets(rng: &mut TestRng, n: usize, max_len: usize) -> Vec<Packet> {
    (0..n).map(|_| random_packet(rng, max_len)).collect()
}

/// The seeded generators of `test` (packets, traffic) and a reset DUT on `kind`.
fn setup(test: &str, kind: BackendKind) -> (TestRng, TestRng, CrcDut) {
    let mut gen = rng_for(test);
    let traffic_rng = TestRng::seed_from_u64(gen.gen());
    let mut dut = crc_dut(kind, test);
    reset(&mut dut);
    (gen, traffic_rng, dut)
}

/// The default run's volume check: 100,000 random packets of 1..9000 bytes on Verilator, in
/// four traffic shapes (none, idle only, backpressure only, both).
#[test]
fn verilator_100k_packets_against_golden() {
    const TEST: &str = "verilator_100k_packets_against_golden";
    let (mut gen, mut traffic_rng, mut dut) = setup(TEST, BackendKind::Verilator);
    let mut total = CrcRun::default();
    for traffic in [SMOOTH, Traffic { idle: 0.25, stall: 0.0 }, Traffic { idle: 0.0, stall: 0.25 }, ROUGH] {
        reset(&mut dut);
        let stream: Vec<Packet> = packets(&mut gen, 25_000, MAX_PACKET);
        let run = run_packets(&mut dut, stream, traffic, &mut traffic_rng).unwrap();
        assert_eq!(run.packets, 25_000, "{traffic:?}");
        total.packets += run.packets;
        total.bytes += run.bytes;
    }
    assert_eq!(total.packets, 100_000);
    println!("checked {} packets, {} bytes", total.packets, total.bytes);
}

/// Native rust-hdl and Verilator on the same stimulus, every output compared every cycle.
#[test]
fn lockstep_native_vs_verilator() {
    const TEST: &str = "lockstep_native_vs_verilator";
    let (mut gen, mut traffic_rng, mut dut) = setup(TEST, BackendKind::Lockstep);
    let run = run_packets(&mut dut, packets(&mut gen, 120, 200), ROUGH, &mut traffic_rng).unwrap();
    assert_eq!(run.packets, 120);
    // Back-to-back packets at full rate, every start/end lane combination.
    let mut lanes = Vec::new();
    for start_lane in 0..8 {
        for len in 1..=17 {
            lanes.push(Packet { bytes: (0..len as u8).map(|b| b.wrapping_mul(29) ^ start_lane as u8).collect(), start_lane });
        }
    }
    let run = run_packets(&mut dut, lanes, SMOOTH, &mut traffic_rng).unwrap();
    assert_eq!(run.packets, 8 * 17);
}

/// Post-synthesis: the yosys netlist of rtl/crc32c_stream.v runs in lockstep with the rust-hdl
/// model (every output, every cycle) on random packets with idle and backpressure.
#[test]
fn post_synthesis_lockstep() {
    const TEST: &str = "crc32c_post_synthesis_lockstep";
    let (mut gen, mut traffic_rng, mut dut) = setup(TEST, BackendKind::PostSynth);
    let run = run_packets(&mut dut, packets(&mut gen, 1_500, 200), ROUGH, &mut traffic_rng).unwrap();
    assert_eq!(run.packets, 1_500);
    assert!(run.cycles >= 10_000, "{} cycles", run.cycles);
}

/// The documented latency holds on both backends: result after edge n + CRC32C_LATENCY.
#[test]
fn latency_is_documented_constant() {
    for kind in [BackendKind::Native, BackendKind::Verilator] {
        let mut dut = crc_dut(kind, "latency_is_documented_constant");
        reset(&mut dut);
        let beats = packet_beats(b"123456789", 4);
        let mut last_cycle = None;
        let mut result = None;
        let mut i = 0;
        for cycle in 0..20usize {
            let beat = beats.get(i).copied().unwrap_or_default();
            let valid = i < beats.len();
            let out = dut.eval(&CrcIn { s_data: beat.data, s_keep: beat.keep, s_last: beat.last, s_valid: valid, m_crc_ready: true, reset: false });
            assert!(out.s_ready, "{kind:?}: not ready at cycle {cycle}");
            if valid {
                if beat.last {
                    last_cycle = Some(cycle);
                }
                i += 1;
            }
            if out.m_crc_valid {
                assert!(result.is_none(), "{kind:?}: second result");
                result = Some((cycle, out.m_crc));
            }
            dut.tick();
        }
        let (cycle, crc) = result.expect("a result");
        assert_eq!(crc, 0xE306_9283, "{kind:?}");
        assert_eq!(cycle - last_cycle.unwrap(), CRC32C_LATENCY, "{kind:?}");
    }
}

/// Without idle or backpressure the engine takes a beat every cycle: the run lasts exactly
/// the beats plus the pipeline drain.
#[test]
fn one_beat_per_cycle_sustained() {
    const TEST: &str = "one_beat_per_cycle_sustained";
    let mut gen = rng_for(TEST);
    let mut dut = crc_dut(BackendKind::Verilator, TEST);
    reset(&mut dut);
    let stream = packets(&mut gen, 2_000, 1500);
    let mut seen_ready_low = false;
    let mut beats = 0u64;
    let all: Vec<Beat> = stream.iter().flat_map(|p| packet_beats(&p.bytes, p.start_lane)).collect();
    let mut results = 0;
    for (cycle, beat) in all.iter().enumerate() {
        let out = dut.eval(&CrcIn { s_data: beat.data, s_keep: beat.keep, s_last: beat.last, s_valid: true, m_crc_ready: true, reset: false });
        seen_ready_low |= !out.s_ready;
        beats += out.s_ready as u64;
        results += out.m_crc_valid as usize;
        let _ = cycle;
        dut.tick();
    }
    assert!(!seen_ready_low, "s_ready fell with m_crc_ready high");
    assert_eq!(beats, all.len() as u64);
    for _ in 0..CRC32C_LATENCY {
        let out = dut.eval(&CrcIn { m_crc_ready: true, ..Default::default() });
        results += out.m_crc_valid as usize;
        dut.tick();
    }
    assert_eq!(results, stream.len(), "one result per packet within the latency");
}

/// Odd but legal inputs: empty packets (one keep=0 beat) give CRC 0; keep=0 beats inside a
/// packet add no bytes; single-byte packets in every lane.
#[test]
fn empty_packets_and_null_beats() {
    const TEST: &str = "empty_packets_and_null_beats";
    let mut gen = rng_for(TEST);
    let mut traffic_rng = TestRng::seed_from_u64(gen.gen());
    for kind in [BackendKind::Lockstep, BackendKind::Verilator] {
        let mut dut = crc_dut(kind, TEST);
        reset(&mut dut);
        let mut list: Vec<(Vec<Beat>, u32)> = Vec::new();
        for i in 0..300usize {
            let p = random_packet(&mut gen, 100);
            let mut beats = packet_beats(&p.bytes, p.start_lane);
            if i % 3 == 0 {
                let at = gen.gen_range(0..beats.len());
                beats.insert(at, Beat { data: gen.gen(), keep: 0, last: false });
            }
            list.push((beats, crc32c(&p.bytes)));
            if i % 5 == 0 {
                list.push((packet_beats(&[], 0), 0));
            }
        }
        let n = list.len() as u64;
        let run = run_beats(&mut dut, list, ROUGH, &mut traffic_rng).unwrap();
        assert_eq!(run.packets, n, "{kind:?}");
    }
}

/// Reset in the middle of a packet drops it (no result) and the next packets are exact.
#[test]
fn reset_mid_packet_drops_it_cleanly() {
    const TEST: &str = "reset_mid_packet_drops_it_cleanly";
    let (mut gen, mut traffic_rng, mut dut) = setup(TEST, BackendKind::Lockstep);
    for round in 0..20 {
        let p = random_packet(&mut gen, 200);
        let beats = packet_beats(&p.bytes, p.start_lane);
        let cut = gen.gen_range(0..beats.len());
        for b in &beats[..cut] {
            let out = dut.eval(&CrcIn { s_data: b.data, s_keep: b.keep, s_last: b.last, s_valid: true, m_crc_ready: true, reset: false });
            assert!(out.s_ready);
            dut.tick();
        }
        reset(&mut dut);
        let out = dut.eval(&CrcIn { m_crc_ready: true, ..Default::default() });
        assert!(!out.m_crc_valid, "round {round}: result survived reset");
        let run = run_packets(&mut dut, packets(&mut gen, 5, 300), ROUGH, &mut traffic_rng).unwrap();
        assert_eq!(run.packets, 5);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Any packets, any start lane, any idle/backpressure: results equal golden, in order.
    #[test]
    fn prop_any_packets_any_traffic(
        list in proptest::collection::vec((proptest::collection::vec(any::<u8>(), 0..600), 0usize..8), 1..24),
        idle in 0.0f64..0.9,
        stall in 0.0f64..0.9,
        seed in any::<u64>(),
    ) {
        let mut dut = crc_dut(BackendKind::Verilator, "prop_any_packets_any_traffic");
        reset(&mut dut);
        let n = list.len() as u64;
        let stream = list.into_iter().map(|(bytes, start_lane)| Packet { bytes, start_lane });
        let run = run_packets(&mut dut, stream, Traffic { idle, stall }, &mut TestRng::seed_from_u64(seed));
        prop_assert_eq!(run.map(|r| r.packets), Ok(n));
    }
}

/// Both backends write VCDs GTKWave reads: header, the block's ports, and value changes.
#[test]
fn vcd_written_by_both_backends() {
    use iwarp_testbench::backend::{Native, Verilator};
    use iwarp_testbench::verilated::crc32c_stream::Model;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/waves");
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = TestRng::seed_from_u64(7);
    let list: Vec<Packet> = (0..3).map(|_| random_packet(&mut rng, 40)).collect();
    let native_path = dir.join("vcd_written_by_both_backends-native.vcd");
    let vl_path = dir.join("vcd_written_by_both_backends-verilator.vcd");
    {
        let mut n = Native::new(iwarp_model::crc32c::Crc32cStream::default(), Some(native_path.clone()));
        reset(&mut n);
        run_packets(&mut n, list.clone(), SMOOTH, &mut rng).unwrap();
        let mut v = Verilator::new(Model::default(), Some(vl_path.clone()));
        reset(&mut v);
        run_packets(&mut v, list, SMOOTH, &mut rng).unwrap();
    }
    for path in [native_path, vl_path] {
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("$enddefinitions"), "{path:?}: no VCD header");
        assert!(text.contains("s_ready") && text.contains("m_crc"), "{path:?}: ports missing");
        assert!(text.lines().filter(|l| l.starts_with('#')).count() > 20, "{path:?}: too few timestamps");
    }
}

/// Port-level waves (`PortWaves`) of the same traffic on both backends are byte-identical,
/// declare every port at its width, and hold one clock rise per cycle run.
#[test]
fn port_waves_identical_on_both_backends() {
    use iwarp_testbench::backend::{Native, Verilator};
    use iwarp_testbench::ports::PortList;
    use iwarp_testbench::verilated::crc32c_stream::Model;
    use iwarp_testbench::waves::PortWaves;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/waves");
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = TestRng::seed_from_u64(11);
    let list: Vec<Packet> = (0..40).map(|_| random_packet(&mut rng, 120)).collect();
    let paths = [dir.join("port_waves-native-ports.vcd"), dir.join("port_waves-verilator-ports.vcd")];
    let runs = {
        let mut n = PortWaves::new(Native::new(iwarp_model::crc32c::Crc32cStream::default(), None), &paths[0], "crc32c_stream").unwrap();
        reset(&mut n);
        let a = run_packets(&mut n, list.clone(), ROUGH, &mut TestRng::seed_from_u64(5)).unwrap();
        let mut v = PortWaves::new(Verilator::new(Model::default(), None), &paths[1], "crc32c_stream").unwrap();
        reset(&mut v);
        let b = run_packets(&mut v, list.clone(), ROUGH, &mut TestRng::seed_from_u64(5)).unwrap();
        (a, b)
    };
    assert_eq!(runs.0.packets, list.len() as u64);
    let native = std::fs::read(&paths[0]).unwrap();
    assert_eq!(native, std::fs::read(&paths[1]).unwrap(), "port waves differ between backends");
    // Parsed back: every port at its width, and a clock rise per cycle.
    let mut parser = vcd::Parser::new(&native[..]);
    let header = parser.parse_header().unwrap();
    for (name, width) in CrcIn::ports().into_iter().chain(CrcOut::ports()) {
        let var = header.find_var(&["crc32c_stream", name]).unwrap_or_else(|| panic!("{name} missing"));
        assert_eq!(var.size as usize, width, "{name}");
    }
    let clock = header.find_var(&["crc32c_stream", "clock"]).unwrap().code;
    let rises = parser
        .filter_map(Result::ok)
        .filter(|c| matches!(c, vcd::Command::ChangeScalar(id, vcd::Value::V1) if *id == clock))
        .count();
    assert!(rises > 100 && rises as u64 >= runs.0.cycles, "{rises} clock rises for {} cycles", runs.0.cycles);
}

/// A DUT that corrupts one output bit on one cycle: lockstep must stop on it.
struct CorruptOnce<D> {
    inner: D,
    cycle: u64,
    at: u64,
}

impl<D: iwarp_testbench::backend::Dut<In = CrcIn, Out = CrcOut>> iwarp_testbench::backend::Dut for CorruptOnce<D> {
    type In = CrcIn;
    type Out = CrcOut;
    fn eval(&mut self, inputs: &CrcIn) -> CrcOut {
        let mut out = self.inner.eval(inputs);
        if self.cycle == self.at {
            out.m_crc ^= 1 << 17;
        }
        out
    }
    fn tick(&mut self) {
        self.inner.tick();
        self.cycle += 1;
    }
    fn backend(&self) -> &'static str {
        "corrupted"
    }
}

#[test]
#[should_panic(expected = "lockstep mismatch at cycle 40")]
fn lockstep_stops_on_a_single_bit_difference() {
    use iwarp_testbench::backend::{Lockstep, Verilator};
    use iwarp_testbench::verilated::crc32c_stream::Model;
    let mut dut = Lockstep::new(
        Verilator::new(Model::default(), None),
        CorruptOnce { inner: Verilator::new(Model::default(), None), cycle: 0, at: 40 },
    );
    let mut rng = TestRng::seed_from_u64(3);
    reset(&mut dut);
    let list: Vec<Packet> = (0..20).map(|_| random_packet(&mut rng, 64)).collect();
    let _ = run_packets(&mut dut, list, SMOOTH, &mut rng);
}
