//! make demo-blocks: the default scenarios of the crc32c engine and the MPA engines (the
//! project's first demo, before the composed `rnic`).
//!
//! Emits nothing itself (rtl/ is current: `make check-rtl`); runs 10,000 seeded random packets
//! (1..9000 bytes, 20% idle, 20% backpressure) through the Verilator model of rtl/, checks every
//! CRC against golden, then writes a short VCD under target/waves/ to open in GTKWave.

use iwarp_testbench::backend::{BackendKind, Dut, Verilator};
use iwarp_testbench::blocks::crc32c::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use iwarp_testbench::verilated::crc32c_stream::Model;
use rand::{Rng, SeedableRng};

const PACKETS: usize = 10_000;

fn main() {
    let mut gen = rng_for("demo");
    let mut traffic_rng = TestRng::seed_from_u64(gen.gen());
    let list: Vec<Packet> = (0..PACKETS).map(|_| random_packet(&mut gen, MAX_PACKET)).collect();
    let mut dut = crc_dut(BackendKind::Verilator, "demo");
    reset(&mut dut);
    let t0 = std::time::Instant::now();
    let run = run_packets(&mut dut, list, Traffic { idle: 0.2, stall: 0.2 }, &mut traffic_rng)
        .unwrap_or_else(|e| panic!("demo: {e}"));
    let secs = t0.elapsed().as_secs_f64();
    println!(
        "crc32c_stream on Verilator: {} packets / {} bytes checked against golden CRC32C, all equal",
        run.packets, run.bytes
    );
    println!(
        "  {} cycles, {:.3} bytes/cycle with 20% idle and 20% backpressure ({:.2} M cycles/s simulated)",
        run.cycles,
        run.bytes as f64 / run.cycles as f64,
        run.cycles as f64 / secs / 1e6
    );

    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/waves");
    std::fs::create_dir_all(&dir).expect("create target/waves");
    let vcd = dir.join("demo-crc32c_stream-verilator.vcd");
    let mut short = Verilator::new(Model::default(), Some(vcd.clone()));
    reset(&mut short);
    let few: Vec<Packet> = (0..6).map(|_| random_packet(&mut gen, 64)).collect();
    let run = run_packets(&mut short, few, Traffic { idle: 0.3, stall: 0.3 }, &mut traffic_rng)
        .unwrap_or_else(|e| panic!("demo waves: {e}"));
    drop(short);
    println!("  waves: {} ({} packets, {} cycles; gtkwave it)", vcd.display(), run.packets, run.cycles);
    let _ = dut.backend();
    mpa_demo();
    tlb_demo();
    ddp_rx_demo();
    ddp_tx_demo();
}

/// The TLB scenario: 16 regions (4 KiB and 2 MiB pages) registered, 20,000 random requests
/// with faults and invalidations racing them, host-memory latency 1..300 cycles, every answer
/// checked against golden's MR table (the test scoreboard).
fn tlb_demo() {
    use iwarp_testbench::blocks::tlb::*;
    let mut gen = rng_for("demo-tlb");
    let mut env = TlbEnv::new(BackendKind::Verilator, "demo-tlb", gen.gen());
    let mut work = RandomWorkload::new(&mut gen, 16, 20_000, 0.002);
    env.commands(work.initial_registrations(&mut gen));
    let cfg = RunCfg { traffic: Traffic { idle: 0.2, stall: 0.2 }, latency: (1, 300), dma_stall: 0.1 };
    let run = env.try_run(cfg, &mut work).unwrap_or_else(|e| panic!("demo tlb: {e}"));
    println!(
        "tlb on Verilator: {} translations ({} pieces) equal to golden, {} with errors (invalid STag / PD / rights / TO wrap / bounds: {:?}), {} commands racing them, {} page-list reads, hit rate {:.3}, {} cycles",
        run.translations,
        run.pieces,
        run.errors[1..].iter().sum::<u64>(),
        &run.errors[1..],
        run.commands,
        run.page_list_reads,
        run.hit_rate(),
        run.cycles
    );
}

/// The DDP receive scenario: 5,000 inbound segments (Writes, Read Responses, Sends of every
/// kind, Read Requests, 2% corrupted) on 16 QPs through the Verilator ddp_rx, every write,
/// completion, Read Request and Terminate checked against golden's receive data path.
fn ddp_rx_demo() {
    use iwarp_testbench::blocks::ddp_rx::*;
    let mut gen = rng_for("demo-ddp_rx");
    let mut env = RxEnv::new(BackendKind::Verilator, "demo-ddp_rx", gen.gen());
    let mut mix = RxMix::new(5_000, 0.02);
    mix.max_msg = 256 << 10;
    let regions = mix.regions(&mut gen);
    env.register(regions);
    mix.configure_all();
    let cfg = RxCfg { traffic: Traffic { idle: 0.2, stall: 0.2 }, ..ROUGH };
    let run = env.run(cfg, &mut mix).unwrap_or_else(|e| panic!("demo ddp_rx: {e}"));
    assert_eq!(run.outside_writes, 0, "demo ddp_rx: writes outside the authorized pages");
    println!(
        "ddp_rx on Verilator: {} segments on 16 QPs equal to golden ({} placed, {} corrupted, {} Terminates {:?}, {} dropped after an error), {} DMA writes ({} bytes), {} completions ({} flushes), {} Read Requests, 0 writes outside authorized pages, {} cycles",
        run.segments,
        run.accepted,
        run.corrupted,
        run.terminates.values().sum::<u64>(),
        run.terminates,
        run.dropped,
        run.writes,
        run.bytes,
        run.cqes,
        run.flushes,
        run.read_requests,
        run.cycles
    );
}

/// The DDP transmit scenario: 1,000 work requests (Writes, Sends of every kind, Reads, 2%
/// with a faulty source) and inbound Read Requests on 16 QPs through the Verilator ddp_tx,
/// every ULPDU, completion and IRD release checked against golden's transmit data path.
fn ddp_tx_demo() {
    use iwarp_testbench::blocks::ddp_tx::*;
    let mut gen = rng_for("demo-ddp_tx");
    let mut env = TxEnv::new(BackendKind::Verilator, "demo-ddp_tx", gen.gen());
    let mut mix = TxMix::new(1_000, 0.02);
    mix.max_msg = 256 << 10;
    let regions = mix.regions(&mut gen);
    env.register(regions);
    mix.configure_all();
    let cfg = TxCfg { traffic: Traffic { idle: 0.2, stall: 0.2 }, ..ROUGH };
    let run = env.run(cfg, &mut mix).unwrap_or_else(|e| panic!("demo ddp_tx: {e}"));
    assert_eq!(run.outside_reads, 0, "demo ddp_tx: payload reads outside the authorized pages");
    println!(
        "ddp_tx on Verilator: {} work requests and {} inbound Read Requests on 16 QPs, {} ULPDUs ({} bytes) equal to golden ({:?}), {} completions (ok / flush / local protection {:?}), {} Terminates sent {:?}, {} payload reads, 0 outside authorized pages, {} cycles",
        run.work_requests,
        run.read_requests_in,
        run.ulpdus,
        run.bytes,
        run.opcodes,
        run.cqes,
        run.statuses,
        run.terminates.values().sum::<u64>(),
        run.terminates,
        run.payload_reads,
        run.cycles
    );
}

/// The MPA scenario: the golden iWARP conversation's DDP segments (markers and CRC on) framed
/// by mpa_tx on Verilator, written as a pcap (target/demo/mpa_tx-conversation.pcap) that
/// iwarp-decode checks, then received back by mpa_rx from TCP segments cut at random.
fn mpa_demo() {
    use iwarp_golden::conversation::{build, capture_with_fpdus, Config, Side};
    use iwarp_golden::wire::mpa::{mulpdu, wire_len};
    use iwarp_testbench::blocks::{mpa_rx, mpa_tx};
    let cfg = Config::default();
    let golden = build(&cfg);
    let sides = [Side::Initiator, Side::Responder];
    let conns: Vec<mpa_tx::ConnCfg> = sides.iter().map(|&s| mpa_tx::ConnCfg { markers: cfg.markers_from(s), crc: cfg.crc(), start_offset: 0 }).collect();
    let jobs: Vec<mpa_tx::TxJob> = sides
        .iter()
        .enumerate()
        .flat_map(|(c, &s)| golden.fpdus.iter().filter(move |f| f.sender == s).map(move |f| mpa_tx::TxJob { conn: c as u8, ulpdu: f.segment.emit() }))
        .collect();
    let mut tx = mpa_tx::tx_dut(BackendKind::Verilator, "demo-mpa_tx");
    mpa_tx::reset(&mut tx);
    let mut rng = TestRng::seed_from_u64(5);
    let (run, streams) = mpa_tx::run_tx_collect(&mut tx, &conns, jobs.clone(), mpa_tx::Traffic { idle: 0.2, stall: 0.2 }, &mut rng)
        .unwrap_or_else(|e| panic!("demo mpa_tx: {e}"));
    let mut per_side: Vec<Vec<Vec<u8>>> = vec![Vec::new(), Vec::new()];
    for (c, side) in per_side.iter_mut().enumerate() {
        let mut off = 0usize;
        for j in jobs.iter().filter(|j| j.conn as usize == c) {
            let n = wire_len(off as u32, j.ulpdu.len(), conns[c].markers);
            side.push(streams[c][off..off + n].to_vec());
            off += n;
        }
    }
    let records = capture_with_fpdus(&cfg, &per_side[0], &per_side[1]);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/demo");
    std::fs::create_dir_all(&dir).expect("create target/demo");
    let pcap = dir.join("mpa_tx-conversation.pcap");
    std::fs::write(&pcap, iwarp_golden::pcap::write(&records)).expect("write pcap");
    let report = iwarp_golden::decode::check(&records);
    let violations = report.violations().count();
    assert_eq!(violations, 0, "demo: iwarp-decode found violations in mpa_tx's output");
    let tcp = iwarp_golden::tcp_check::check(&records);
    assert!(tcp.findings.is_empty(), "demo: tcp-check on mpa_tx's conversation:\n{}", iwarp_golden::tcp_check::text(&tcp));
    println!(
        "mpa_tx on Verilator: {} FPDUs framed (markers and CRC on), byte-exact with golden; {} passes iwarp-decode ({} FPDUs, 0 violations) and tcp-check ({} segments, clean)",
        run.fpdus,
        pcap.display(),
        report.fpdus.len(),
        tcp.segments
    );
    let rx_cfgs: Vec<mpa_rx::RxConnCfg> = conns.iter().map(|c| mpa_rx::RxConnCfg { markers: c.markers, crc: c.crc, start_offset: 0, max_ulpdu: mulpdu(cfg.emss, c.markers) as u16 }).collect();
    let segs = mpa_rx::segment_streams(&mut rng, &rx_cfgs, &streams, 600);
    let nsegs = segs.len();
    let mut rx = mpa_rx::rx_dut(BackendKind::Verilator, "demo-mpa_rx");
    mpa_rx::reset(&mut rx);
    let r = mpa_rx::run_rx(&mut rx, &rx_cfgs, &streams, segs, mpa_rx::Traffic { idle: 0.2, stall: 0.2 }, &mut rng)
        .unwrap_or_else(|e| panic!("demo mpa_rx: {e}"));
    println!(
        "mpa_rx on Verilator: the same streams in {nsegs} TCP segments cut at random, {} context switches: {} ULPDUs delivered with status ok, byte-exact",
        r.switches, r.fpdus
    );
}
