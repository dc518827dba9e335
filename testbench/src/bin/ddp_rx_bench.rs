//! make bench (ddp_rx part): placement rate of the `ddp_rx` engine on Verilator against golden
//! (every write checked while it is measured): payload bytes per cycle and segments per cycle
//! vs ULPDU size for single-segment RDMA Writes on one QP and on 16 interleaved QPs, Sends
//! into posted buffers, and the latencies from a segment's last inbound beat to its last DMA
//! write beat and to its completion. Rates are quoted at the achieved ECP5 Fmax of `ddp_rx`
//! when `make fpga-report` has written it.
//! Results: target/bench/ddp_rx.md and ddp_rx.json.

use iwarp_golden::wire::ddp::{Opcode, TAGGED_HEADER_LEN, UNTAGGED_HEADER_LEN};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::ddp_rx::*;
use iwarp_testbench::seed::rng_for;
use rand::Rng;
use std::fmt::Write as _;

/// Segments per measured point.
const SEGMENTS: u64 = 4_000;
const SIZES: [usize; 9] = [22, 64, 128, 256, 512, 1024, 2048, 4096, 8192];

struct Point {
    scenario: &'static str,
    ulpdu: usize,
    bytes_per_cycle: f64,
    segments_per_cycle: f64,
    write_latency: f64,
    cqe_latency: f64,
}

fn measure(scenario: &'static str, op: Opcode, ulpdu: usize, qps: usize) -> Point {
    let hlen = if op.is_tagged() { TAGGED_HEADER_LEN } else { UNTAGGED_HEADER_LEN };
    let mut mix = RxMix::new(SEGMENTS, 0.0);
    mix.only = Some(op);
    mix.msg_len = Some(ulpdu - hlen);
    mix.max_msg = ulpdu - hlen;
    mix.mulpdu = (ulpdu, ulpdu);
    mix.qps_used = qps;
    mix.post_depth = 16;
    mix.linger = 0.0;
    let name = format!("ddp_rx_bench_{scenario}_{ulpdu}");
    let mut gen = rng_for(&name);
    let mut env = RxEnv::new(BackendKind::Verilator, &name, gen.gen());
    let regions = mix.regions(&mut gen);
    env.register(regions);
    mix.configure_all();
    let run = env.run(QUIET, &mut mix).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mean = |(sum, n): (u64, u64)| if n == 0 { f64::NAN } else { sum as f64 / n as f64 };
    Point {
        scenario,
        ulpdu,
        bytes_per_cycle: run.bytes as f64 / run.cycles as f64,
        segments_per_cycle: run.segments as f64 / run.cycles as f64,
        write_latency: mean(run.last_write_latency),
        cqe_latency: mean(run.cqe_latency),
    }
}

fn main() {
    let mut points = Vec::new();
    for &s in &SIZES {
        points.push(measure("write_1qp", Opcode::RdmaWrite, s, 1));
    }
    for &s in &[256usize, 2048] {
        points.push(measure("write_16qp", Opcode::RdmaWrite, s, 16));
        points.push(measure("send_16qp", Opcode::Send, s, 16));
    }
    let f = iwarp_testbench::fpga_report::achieved_mhz("ddp_rx");
    let mut md = String::from(
        "| scenario | ULPDU bytes | payload bytes/cycle | segments/cycle | last beat in → last write beat (cycles) | last beat in → completion (cycles) |\n|---|---:|---:|---:|---:|---:|\n",
    );
    let mut json = String::from("[\n");
    for (i, p) in points.iter().enumerate() {
        let cqe = if p.cqe_latency.is_nan() { "-".to_string() } else { format!("{:.1}", p.cqe_latency) };
        writeln!(md, "| {} | {} | {:.3} | {:.4} | {:.1} | {} |", p.scenario, p.ulpdu, p.bytes_per_cycle, p.segments_per_cycle, p.write_latency, cqe).unwrap();
        write!(
            json,
            "  {{\"scenario\": \"{}\", \"ulpdu\": {}, \"bytes_per_cycle\": {:.4}, \"segments_per_cycle\": {:.5}, \"write_latency\": {:.2}, \"cqe_latency\": {}}}{}\n",
            p.scenario,
            p.ulpdu,
            p.bytes_per_cycle,
            p.segments_per_cycle,
            p.write_latency,
            if p.cqe_latency.is_nan() { "null".to_string() } else { format!("{:.2}", p.cqe_latency) },
            if i + 1 == points.len() { "" } else { "," }
        )
        .unwrap();
    }
    json += "]\n";
    let small = &points[0];
    match f {
        Some(f) => {
            writeln!(md, "\nECP5 LFE5UM5G-85F achieved Fmax of ddp_rx: {f} MHz (build/fpga/ecp5/ddp_rx/report.json)").unwrap();
            writeln!(
                md,
                "8-byte RDMA Writes placed (RX): {:.2} M/s at that Fmax ({:.4} segments/cycle; InfiniBand anchor 12 M messages/s)",
                small.segments_per_cycle * f,
                small.segments_per_cycle
            )
            .unwrap();
            let big = points.iter().filter(|p| p.scenario == "write_1qp").map(|p| p.bytes_per_cycle).fold(0.0, f64::max);
            writeln!(md, "Peak placement: {:.3} bytes/cycle = {:.2} Gb/s at that Fmax", big, big * f * 8.0 / 1000.0).unwrap();
        }
        None => writeln!(md, "\n(no ECP5 report for ddp_rx: run `make fpga-report` to quote rates at the achieved Fmax)").unwrap(),
    }
    std::fs::create_dir_all("target/bench").unwrap();
    std::fs::write("target/bench/ddp_rx.md", &md).unwrap();
    std::fs::write("target/bench/ddp_rx.json", &json).unwrap();
    print!("{md}");
}
