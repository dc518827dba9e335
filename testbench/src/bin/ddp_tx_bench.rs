//! make bench (ddp_tx part): transmit rate of the `ddp_tx` engine on Verilator against golden
//! (every ULPDU checked while it is measured): ULPDU and payload bytes per cycle vs MULPDU for
//! 64 KiB RDMA Writes, 8-byte Writes and Sends per cycle on 16 QPs (transport acknowledgements
//! one cycle after each ULPDU, or 64 cycles after, coalescing per QP), the work-request rate of
//! Writes against message size (8 bytes to 1 KiB) and QP count (1, 4, 16; acknowledgements 64
//! cycles late), and the latency from a work request presented to an idle
//! engine to the first byte of its first ULPDU. Rates are quoted at the achieved ECP5 Fmax of
//! `ddp_tx` when `make fpga-report` has written it.
//! Results: target/bench/ddp_tx.md and ddp_tx.json.

use iwarp_golden::ddp_tx::WrOp;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::ddp_tx::*;
use iwarp_testbench::seed::rng_for;
use rand::Rng;
use std::fmt::Write as _;

const MULPDUS: [u16; 8] = [64, 128, 256, 512, 1024, 2048, 8192, 16383];
/// The work-request rate sweep: Write sizes and QP counts.
const SWEEP_BYTES: [usize; 4] = [8, 64, 256, 1024];
const SWEEP_QPS: [usize; 3] = [1, 4, 16];

struct Point {
    scenario: &'static str,
    qps: usize,
    mulpdu: u16,
    msg: usize,
    ulpdu_bytes_per_cycle: f64,
    payload_bytes_per_cycle: f64,
    wrs_per_cycle: f64,
    first_byte: f64,
}

fn measure(scenario: &'static str, op: WrOp, msg: usize, mulpdu: u16, wrs: u64, qps: usize, serial: bool, ack_delay: u64) -> Point {
    let mut mix = TxMix::new(wrs, 0.0);
    mix.only = Some(op);
    mix.msg_len = Some(msg);
    mix.mulpdu = (mulpdu, mulpdu);
    mix.rreq_prob = 0.0;
    mix.qps_used = qps;
    mix.serial = serial;
    let name = format!("ddp_tx_bench_{scenario}_{mulpdu}");
    let mut gen = rng_for(&name);
    let mut env = TxEnv::new(BackendKind::Verilator, &name, gen.gen());
    let regions = mix.regions(&mut gen);
    env.register(regions);
    mix.configure_all();
    let run = env.run(TxCfg { ack_delay: (ack_delay, ack_delay), ..QUIET }, &mut mix).unwrap_or_else(|e| panic!("{name}: {e}"));
    let (s, n) = run.first_byte_latency;
    Point {
        scenario,
        qps,
        mulpdu,
        msg,
        ulpdu_bytes_per_cycle: run.bytes as f64 / run.cycles as f64,
        payload_bytes_per_cycle: if op == WrOp::Read { 0.0 } else { (run.work_requests as f64 * msg as f64) / run.cycles as f64 },
        wrs_per_cycle: run.work_requests as f64 / run.cycles as f64,
        first_byte: if n == 0 { f64::NAN } else { s as f64 / n as f64 },
    }
}

fn main() {
    let mut points = Vec::new();
    for &m in &MULPDUS {
        points.push(measure("write_64k", WrOp::Write, 64 << 10, m, 40, 1, false, 1));
    }
    points.push(measure("write_8b_16qp", WrOp::Write, 8, 1454, 4_000, 16, false, 1));
    points.push(measure("send_8b_16qp", WrOp::Send, 8, 1454, 4_000, 16, false, 1));
    points.push(measure("write_8b_16qp_ack64", WrOp::Write, 8, 1454, 4_000, 16, false, 64));
    points.push(measure("write_8b_serial", WrOp::Write, 8, 1454, 300, 1, true, 1));
    points.push(measure("read_serial", WrOp::Read, 4096, 1454, 300, 1, true, 1));
    for &qps in &SWEEP_QPS {
        for &msg in &SWEEP_BYTES {
            points.push(measure("write_sweep_ack64", WrOp::Write, msg, 1454, 4_000, qps, false, 64));
        }
    }
    let f = iwarp_testbench::fpga_report::achieved_mhz("ddp_tx");
    let mut md = String::from(
        "| scenario | QPs | MULPDU | message bytes | ULPDU bytes/cycle | payload bytes/cycle | work requests/cycle | cycles per work request | first byte (cycles) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let mut json = String::from("[\n");
    for (i, p) in points.iter().enumerate() {
        let fb = if p.first_byte.is_nan() { "-".to_string() } else { format!("{:.1}", p.first_byte) };
        writeln!(md, "| {} | {} | {} | {} | {:.3} | {:.3} | {:.5} | {:.2} | {} |", p.scenario, p.qps, p.mulpdu, p.msg, p.ulpdu_bytes_per_cycle,
            p.payload_bytes_per_cycle, p.wrs_per_cycle, 1.0 / p.wrs_per_cycle, fb).unwrap();
        write!(
            json,
            "  {{\"scenario\": \"{}\", \"qps\": {}, \"mulpdu\": {}, \"msg\": {}, \"ulpdu_bytes_per_cycle\": {:.4}, \"payload_bytes_per_cycle\": {:.4}, \"wrs_per_cycle\": {:.5}, \"first_byte\": {}}}{}\n",
            p.scenario, p.qps, p.mulpdu, p.msg, p.ulpdu_bytes_per_cycle, p.payload_bytes_per_cycle, p.wrs_per_cycle,
            if p.first_byte.is_nan() { "null".to_string() } else { format!("{:.2}", p.first_byte) },
            if i + 1 == points.len() { "" } else { "," }
        )
        .unwrap();
    }
    json += "]\n";
    let small = points.iter().find(|p| p.scenario == "write_8b_16qp").unwrap();
    let sweep8 = |q: usize| points.iter().find(|p| p.scenario == "write_sweep_ack64" && p.msg == 8 && p.qps == q).unwrap();
    match f {
        Some(f) => {
            writeln!(md, "\nECP5 LFE5UM5G-85F achieved Fmax of ddp_tx: {f} MHz (build/fpga/ecp5/ddp_tx/report.json)").unwrap();
            writeln!(md, "8-byte RDMA Writes sent (TX): {:.2} M/s at that Fmax ({:.4} work requests/cycle; InfiniBand anchor 12 M messages/s)",
                small.wrs_per_cycle * f, small.wrs_per_cycle).unwrap();
            for q in SWEEP_QPS {
                let p = sweep8(q);
                writeln!(md, "8-byte RDMA Writes sent, {q} QP(s), acknowledgements 64 cycles late: {:.2} M/s at that Fmax ({:.2} cycles each)",
                    p.wrs_per_cycle * f, 1.0 / p.wrs_per_cycle).unwrap();
            }
            let big = points.iter().filter(|p| p.scenario == "write_64k").map(|p| p.ulpdu_bytes_per_cycle).fold(0.0, f64::max);
            writeln!(md, "Peak ULPDU output: {:.3} bytes/cycle = {:.2} Gb/s at that Fmax", big, big * f * 8.0 / 1000.0).unwrap();
        }
        None => writeln!(md, "\n(no ECP5 report for ddp_tx: run `make fpga-report` to quote rates at the achieved Fmax)").unwrap(),
    }
    std::fs::create_dir_all("target/bench").unwrap();
    std::fs::write("target/bench/ddp_tx.md", &md).unwrap();
    std::fs::write("target/bench/ddp_tx.json", &json).unwrap();
    print!("{md}");
}
