//! make demo: two RNIC nodes (the composed `rtl/rnic.v` on Verilator) on a simulated 10 Gb/s
//! link with a little loss and reordering, each with its host driver; four QPs on four TCP
//! connections (markers none, one way, the other, both), and on each QP RDMA Writes, Reads
//! and Sends of several sizes both ways, all in flight together.
//!
//! It prints a summary table (operations, bytes, cycles, bandwidth and latency at 156.25 MHz),
//! checks both nodes' memory images byte for byte against what the operations must have made
//! of them, writes the link's pcap (checked by golden's iwarp-decode and tcp-check; Wireshark
//! reads it) and a port-level VCD of a window of node A's run.

use iwarp_driver::mpa_setup::Local;
use iwarp_driver::Host;
use iwarp_golden::host_if::{sq_flag, CqeOp, CqeStatus, RqWqe, SqOp, SqWqe};
use iwarp_golden::mr::{rights, stag};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::rnic_host::{connect_qp, map, run, two_nodes, wait_cmds, NodeHost};
use iwarp_testbench::rnic_mix::bytes;
use iwarp_testbench::rnic_node::{LinkConfig, CYCLE_PS};
use std::collections::BTreeMap;

const PD: u16 = 1;
/// QPs (`IWARP_DEMO_QPS` overrides, 1 to 4).
fn qps() -> u16 {
    std::env::var("IWARP_DEMO_QPS").ok().and_then(|v| v.parse().ok()).unwrap_or(4)
}
const PORT: u16 = 4791;
const FROM: u16 = 41_000;
/// Each QP's region on each node (all rights): 2 MiB, QP q's at DATA + 2q MiB (22 operations of
/// at most 64 KiB each, 64 KiB apart).
const REGION: u64 = 2 << 20;
const ALL: u8 = rights::LOCAL_READ | rights::LOCAL_WRITE | rights::REMOTE_READ | rights::REMOTE_WRITE;
/// Sizes of each operation (bytes).
const WRITES: [u32; 5] = [8, 64, 1024, 16 << 10, 64 << 10];
const READS: [u32; 3] = [8, 1024, 16 << 10];
const SENDS: [u32; 3] = [8, 512, 4096];
/// The receive buffer posted for each Send.
const RECV_BUF: u32 = 4096;
/// Bound on the whole scenario's cycles.
const BOUND: u64 = 3_000_000;
/// The link: 200 cycles each way, 0.2% loss, 0.5% of frames held back up to 2,000 cycles.
const LINK: LinkConfig = LinkConfig { delay: 200, loss: 0.002, reorder: 0.005, reorder_cycles: 2_000, seed: 2026 };

/// The link, faults off when `IWARP_DEMO_CLEAN` is set.
fn link() -> LinkConfig {
    if std::env::var("IWARP_DEMO_CLEAN").is_ok() {
        LinkConfig { loss: 0.0, reorder: 0.0, ..LINK }
    } else {
        LINK
    }
}
/// The VCD window: node A's ports from the first work request on.
const WINDOW: u64 = 4_000;
const MHZ: f64 = 156.25;

fn wish(initiator: bool, markers: bool) -> Local {
    Local { revision: 2, markers, crc: true, ird: 8, ord: 8, peer_to_peer: false, private_data: if initiator { b"demo initiator".to_vec() } else { b"demo responder".to_vec() }, accept: true }
}

/// One operation in flight: where it was posted, what it moves.
struct Op {
    kind: &'static str,
    on_a: bool,
    qp: u16,
    wr_id: u64,
    len: u32,
    posted: u64,
    done: Option<u64>,
    /// (destination on A?, address, bytes): what the destination must hold.
    expect: (bool, u64, Vec<u8>),
}


fn main() {
    let t0 = std::time::Instant::now();
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/demo");
    std::fs::create_dir_all(&out).expect("create target/demo");
    let (mut p, mut ha, mut hb) = two_nodes(BackendKind::Verilator, link());

    // Memory and QPs: each QP its own region on each node and its own TCP connection.
    let region = |qp: u16| map::DATA + u64::from(qp) * REGION;
    let stag_of = |qp: u16, a: bool| stag(1 + u32::from(qp), if a { 0xA0 } else { 0xB0 } + qp as u8);
    let mut ids = Vec::new();
    for q in 0..qps() {
        ids.push((true, ha.register(stag_of(q, true), PD, ALL, region(q), REGION)));
        ids.push((false, hb.register(stag_of(q, false), PD, ALL, region(q), REGION)));
    }
    wait_cmds(&mut p, &mut ha, &mut hb, &ids, "MR register");
    let markers = [(false, false), (true, false), (false, true), (true, true)];
    for q in 0..qps() {
        let (ma, mb) = markers[usize::from(q)];
        let (la, lb) = connect_qp(&mut p, &mut ha, &mut hb, q, PD, PORT + q, FROM + q, wish(true, ma), wish(false, mb));
        println!("QP {q}: TCP connection A {} / B {}, markers A->B {} B->A {}, CRC {}", la.conn, lb.conn, la.link.markers_tx, lb.link.markers_tx, la.link.crc);
    }
    let setup_cycles = p.a.cycle;

    // Every operation posted at once: per QP, Writes and Sends both ways, Reads both ways.
    let mut ops: Vec<Op> = Vec::new();
    let mut wr_id = 1u64;
    let start = p.a.cycle;
    p.a.record_window(&out.join("rnic-node-a-window.vcd"), WINDOW).expect("create the VCD");
    for q in 0..qps() {
        let base = region(q);
        // Offsets within the region: A's sources / B's destinations in the low half, the
        // reverse in the high half, each operation 64 KiB apart.
        let mut slot = 0u64;
        let next = |slot: &mut u64| {
            *slot += 1;
            (*slot - 1) * (64 << 10)
        };
        for dir_a in [true, false] {
            let (src_h, dst_h): (&mut NodeHost, &mut NodeHost) = if dir_a { (&mut ha, &mut hb) } else { (&mut hb, &mut ha) };
            let (ls, rs) = (stag_of(q, dir_a), stag_of(q, !dir_a));
            for &len in &WRITES {
                let off = next(&mut slot);
                let data = bytes(len, wr_id);
                src_h.dev.host.write_mem(base + off, &data);
                src_h.post_send(q, &SqWqe { wr_id, op: SqOp::Write, flags: sq_flag::SIGNALED, len, lstag: ls, lto: base + off, rstag: rs, rto: base + off });
                ops.push(Op { kind: "Write", on_a: dir_a, qp: q, wr_id, len, posted: p.a.cycle, done: None, expect: (!dir_a, base + off, data) });
                wr_id += 1;
            }
            for &len in &SENDS {
                let off = next(&mut slot);
                let data = bytes(len, wr_id);
                src_h.dev.host.write_mem(base + off, &data);
                dst_h.post_recv(q, &RqWqe { wr_id: wr_id | 1 << 63, stag: rs, len: RECV_BUF, to: base + off });
                src_h.post_send(q, &SqWqe { wr_id, op: SqOp::Send, flags: sq_flag::SIGNALED, len, lstag: ls, lto: base + off, rstag: 0, rto: 0 });
                ops.push(Op { kind: "Send", on_a: dir_a, qp: q, wr_id, len, posted: p.a.cycle, done: None, expect: (!dir_a, base + off, data) });
                wr_id += 1;
            }
            for &len in &READS {
                // The reader's local buffer gets the responder's bytes.
                let off = next(&mut slot);
                let data = bytes(len, wr_id);
                dst_h.dev.host.write_mem(base + off + (32 << 10), &data);
                src_h.post_send(q, &SqWqe { wr_id, op: SqOp::Read, flags: sq_flag::SIGNALED, len, lstag: ls, lto: base + off, rstag: rs, rto: base + off + (32 << 10) });
                ops.push(Op { kind: "Read", on_a: dir_a, qp: q, wr_id, len, posted: p.a.cycle, done: None, expect: (dir_a, base + off, data) });
                wr_id += 1;
            }
        }
    }
    let total = ops.len();
    let mut recvs = 0;
    let mut bad: Option<String> = None;
    loop {
        ha.now = p.a.cycle;
        hb.now = p.b.cycle;
        ha.poll();
        hb.poll();
        for (h, on_a) in [(&mut ha, true), (&mut hb, false)] {
            while let Some(c) = h.cqes.pop_front() {
                if c.op == CqeOp::Recv {
                    if c.status != CqeStatus::Success {
                        bad = Some(format!("a receive on {}: {c:?}", if on_a { "A" } else { "B" }));
                    }
                    recvs += 1;
                    continue;
                }
                let op = ops.iter_mut().find(|o| o.wr_id == c.wr_id && o.on_a == on_a).unwrap_or_else(|| panic!("a completion for no operation: {c:?}"));
                if c.status != CqeStatus::Success {
                    bad = Some(format!("{} of {} bytes on QP {} from {}: {c:?}", op.kind, op.len, op.qp, if on_a { "A" } else { "B" }));
                }
                assert!(op.done.is_none(), "completed twice: {c:?}");
                op.done = Some(h.now);
            }
        }
        if ops.iter().all(|o| o.done.is_some()) && recvs == total / 11 * 3 {
            break;
        }
        if let Some(why) = &bad {
            std::fs::write(out.join("rnic-link.pcap"), p.pcap()).expect("write the pcap");
            panic!("{why} (the link's pcap so far: {})", out.join("rnic-link.pcap").display());
        }
        if p.a.cycle - start > BOUND {
            for o in ops.iter().filter(|o| o.done.is_none()) {
                println!("not completed: {} of {} bytes on QP {} from {}", o.kind, o.len, o.qp, if o.on_a { "A" } else { "B" });
            }
            println!("receives completed {recvs}; link {:?}\nA {:?}\nB {:?}", p.stats, p.a.last_out, p.b.last_out);
            p.close();
            panic!("the scenario did not complete in {BOUND} cycles");
        }
        for _ in 0..iwarp_testbench::rnic_host::POLL {
            p.step();
        }
    }
    let end = p.a.cycle;

    // One 8-byte Write alone on an idle pair: doorbell to completion, and to placement.
    let (la8, wr8) = (region(0) + (1536 << 10), 1u64 << 40);
    let d8 = bytes(8, wr8);
    ha.dev.host.write_mem(la8, &d8);
    let posted8 = p.a.cycle;
    ha.post_send(0, &SqWqe { wr_id: wr8, op: SqOp::Write, flags: sq_flag::SIGNALED, len: 8, lstag: stag_of(0, true), lto: la8, rstag: stag_of(0, false), rto: la8 });
    let mut placed8 = None;
    let mut done8 = None;
    run(&mut p, &mut ha, &mut hb, 1_000_000, "the lone 8-byte Write", |a, b| {
        if placed8.is_none() && b.read_bytes(la8, 8) == d8 {
            placed8 = Some(b.now);
        }
        if let Some(c) = a.take_cqe(wr8) {
            assert_eq!(c.status, CqeStatus::Success, "{c:?}");
            done8 = Some(a.now);
        }
        done8.is_some() && placed8.is_some()
    });
    let (placed8, done8) = (placed8.unwrap() - posted8, done8.unwrap() - posted8);

    // Memory images: every destination holds its operation's bytes.
    let mut checked = 0usize;
    for op in &ops {
        let (on_a, addr, data) = &op.expect;
        let got = if *on_a { ha.read_bytes(*addr, data.len()) } else { hb.read_bytes(*addr, data.len()) };
        assert_eq!(&got, data, "{} of {} bytes on QP {}: destination differs", op.kind, op.len, op.qp);
        checked += data.len();
    }

    // The link: pcap, iwarp-decode, tcp-check.
    let pcap = out.join("rnic-link.pcap");
    std::fs::write(&pcap, p.pcap()).expect("write the pcap");
    let records = iwarp_golden::pcap::read(&std::fs::read(&pcap).unwrap()).unwrap();
    let decode = iwarp_golden::decode::check(&records);
    let dv: Vec<_> = decode.violations().collect();
    let tcp = iwarp_golden::tcp_check::check(&records);
    let tv = &tcp.findings;

    // The table.
    let mut rows: BTreeMap<(&str, u32), (u64, u64, u64, u64)> = BTreeMap::new();
    for op in &ops {
        let e = rows.entry((op.kind, op.len)).or_default();
        let lat = op.done.unwrap() - op.posted;
        e.0 += 1;
        e.1 += u64::from(op.len);
        e.2 += lat;
        e.3 = e.3.max(lat);
    }
    let cycles = end - start;
    let us = |c: u64| c as f64 * CYCLE_PS as f64 / 1e6;
    println!();
    println!("two RNIC nodes on a 10 Gb/s link (delay 200 cycles, {:.1}% loss, {:.1}% held back): {} frames, {} lost, {} held back", link().loss * 100.0, link().reorder * 100.0, p.stats.frames, p.stats.lost, p.stats.held_back);
    println!("set-up (4 QPs: MR register, TCP connect, MPA start-up, modify to RTS): {setup_cycles} cycles");
    println!("| operation | size (B) | count | bytes | mean post-to-completion (cycles) | worst (cycles) | mean (us at {MHZ} MHz) |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for ((k, len), (n, b, sum, worst)) in &rows {
        println!("| {k} | {len} | {n} | {b} | {} | {worst} | {:.2} |", sum / n, us(sum / n));
    }
    let all_bytes: u64 = ops.iter().map(|o| u64::from(o.len)).sum();
    println!("{total} operations ({all_bytes} bytes) on {} QPs, all in flight together: {cycles} cycles from the first post to the last completion ({:.1} us at {MHZ} MHz), {:.3} bytes a cycle = {:.2} Gb/s at {MHZ} MHz across both directions", qps(), us(cycles), all_bytes as f64 / cycles as f64, all_bytes as f64 * 8.0 * MHZ / cycles as f64 / 1e3);
    println!("a lone 8-byte Write: placed in B's memory {placed8} cycles after its doorbell, completed on A after {done8} ({:.2} / {:.2} us at {MHZ} MHz; two 200-cycle link crossings and the peer's delayed ACK included; the drivers poll every 16 cycles)", us(placed8), us(done8));
    println!("memory images: {checked} destination bytes on both nodes equal to their sources; {recvs} receives completed");
    println!("link capture {}: iwarp-decode {} FPDUs on {} MPA connections, {} violations; tcp-check {} violations", pcap.display(), decode.fpdus.len(), decode.mpa_connections, dv.len(), tv.len());
    println!("VCD of node A's ports, {WINDOW} cycles from the first post: {}", out.join("rnic-node-a-window.vcd").display());
    println!("(simulated {} cycles of two nodes in {:.1} s)", p.a.cycle, t0.elapsed().as_secs_f64());
    assert!(dv.is_empty(), "iwarp-decode: {dv:?}");
    assert!(tv.is_empty(), "tcp-check: {tv:?}");
    assert_eq!(decode.mpa_connections, usize::from(qps()));
}
