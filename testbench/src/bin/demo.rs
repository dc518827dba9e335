//! make demo: the crc32c engine's default scenario.
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
}
