//! The composed `rnic` (issue 16): two nodes (Verilator) on a link, each with its host
//! driver, moving RDMA traffic through every engine: ddp_tx → mpa_tx → send ring → toe →
//! link → toe → mpa_rx → rnic_rxpack → ddp_rx → host memory.

use iwarp_driver::mpa_setup::Local;
use iwarp_driver::Host;
use iwarp_golden::host_if::{cqe_flag, sq_flag, CqeOp, CqeStatus, RqWqe, SqOp, SqWqe};
use iwarp_golden::mr::{rights, stag};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::rnic_host::{connect_qp, map, run, two_nodes, wait_cmds, NodeHost};
use iwarp_testbench::rnic_node::{LinkConfig, Pair};

const PORT: u16 = 4791;
const FROM: u16 = 41_000;
const PD: u16 = 1;
const QP: u16 = 0;
/// Each node's registered region (all rights): 1 MiB at the map's data address.
const REGION: u64 = 1 << 20;
const ALL: u8 = rights::LOCAL_READ | rights::LOCAL_WRITE | rights::REMOTE_READ | rights::REMOTE_WRITE;
/// Bound on the cycles one operation may take.
const OP_BOUND: u64 = 500_000;

fn wish(initiator: bool, markers: bool) -> Local {
    Local { revision: 2, markers, crc: true, ird: 4, ord: 4, peer_to_peer: false, private_data: if initiator { b"initiator".to_vec() } else { b"responder".to_vec() }, accept: true }
}

fn pattern(len: usize, seed: u8) -> Vec<u8> {
    (0..len).map(|i| (i as u8).wrapping_mul(31) ^ seed).collect()
}

/// Runs until `wr_id`'s completion on the node (A when `on_a`); the completion and the
/// cycles it took.
fn complete(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost, on_a: bool, wr_id: u64, what: &str) -> (iwarp_golden::host_if::Cqe, u64) {
    let start = p.a.cycle;
    let mut got = None;
    run(p, ha, hb, OP_BOUND, what, |a, b| {
        got = if on_a { a.take_cqe(wr_id) } else { b.take_cqe(wr_id) };
        got.is_some()
    });
    (got.unwrap(), p.a.cycle - start)
}

/// The first traffic through every engine, both ways on one connection (markers from B to
/// A only, CRC both ways): an RDMA Write A → B, a Send A → B into a posted receive with the
/// solicited flag, an RDMA Read by A of B's memory, an RDMA Write B → A. Every placement
/// byte-exact in the other node's memory, every completion's fields as the verbs say, the
/// link's pcap clean by iwarp-decode.
#[test]
fn rdma_between_two_nodes() {
    rdma_between_two_nodes_on(BackendKind::from_env(BackendKind::Verilator), "rdma_between_two_nodes");
}

/// The same run with both nodes in lockstep: each node's native rust-hdl model and the
/// Verilator model of `rtl/rnic.v` side by side, every output compared every cycle (the
/// composed top's lockstep; every block has its own).
#[test]
fn two_nodes_lockstep_native_vs_verilator() {
    rdma_between_two_nodes_on(BackendKind::Lockstep, "two_nodes_lockstep");
}

fn rdma_between_two_nodes_on(kind: BackendKind, name: &str) {
    let t0 = std::time::Instant::now();
    let (mut p, mut ha, mut hb) = two_nodes(kind, LinkConfig::default());
    let (sa, sb) = (stag(1, 0x11), stag(2, 0x22));
    let (base_a, base_b) = (map::DATA, map::DATA);
    let ids = [(true, ha.register(sa, PD, ALL, base_a, REGION)), (false, hb.register(sb, PD, ALL, base_b, REGION))];
    wait_cmds(&mut p, &mut ha, &mut hb, &ids, "MR register");
    let (la, lb) = connect_qp(&mut p, &mut ha, &mut hb, QP, PD, PORT, FROM, wish(true, true), wish(false, false));
    println!("MPA: A {:?}\n     B {:?}", la.link, lb.link);
    assert_eq!((la.link.s0_tx, lb.link.s0_tx), (lb.link.s0_rx, la.link.s0_rx));

    // RDMA Write A → B.
    let w = pattern(3000, 0x5A);
    ha.dev.host.write_mem(base_a, &w);
    ha.post_send(QP, &SqWqe { wr_id: 0xA1, op: SqOp::Write, flags: sq_flag::SIGNALED, len: w.len() as u32, lstag: sa, lto: base_a, rstag: sb, rto: base_b + 0x1000 });
    let (c, cycles) = complete(&mut p, &mut ha, &mut hb, true, 0xA1, "Write A to B");
    println!("Write A → B, {} bytes: {cycles} cycles to its completion", w.len());
    assert_eq!((c.op, c.status), (CqeOp::Write, CqeStatus::Success), "{c:?}");
    assert_eq!(hb.read_bytes(base_b + 0x1000, w.len()), w, "B's memory after the Write");

    // Send A → B into a posted receive, solicited.
    let s = pattern(700, 0x33);
    ha.dev.host.write_mem(base_a + 0x2_0000, &s);
    hb.post_recv(QP, &RqWqe { wr_id: 0xB1, stag: sb, len: 2048, to: base_b + 0x2_0000 });
    ha.post_send(QP, &SqWqe { wr_id: 0xA2, op: SqOp::Send, flags: sq_flag::SIGNALED | sq_flag::SOLICITED, len: s.len() as u32, lstag: sa, lto: base_a + 0x2_0000, rstag: 0, rto: 0 });
    let (c, _) = complete(&mut p, &mut ha, &mut hb, true, 0xA2, "Send A to B");
    assert_eq!((c.op, c.status), (CqeOp::Send, CqeStatus::Success), "{c:?}");
    let (r, _) = complete(&mut p, &mut ha, &mut hb, false, 0xB1, "the Send's receive on B");
    assert_eq!((r.op, r.status, r.len, r.flags & cqe_flag::SOLICITED), (CqeOp::Recv, CqeStatus::Success, s.len() as u32, cqe_flag::SOLICITED), "{r:?}");
    assert_eq!(hb.read_bytes(base_b + 0x2_0000, s.len()), s, "B's receive buffer");

    // RDMA Read by A of B's memory.
    let rd = pattern(5000, 0x77);
    hb.dev.host.write_mem(base_b + 0x4_0000, &rd);
    ha.post_send(QP, &SqWqe { wr_id: 0xA3, op: SqOp::Read, flags: sq_flag::SIGNALED, len: rd.len() as u32, lstag: sa, lto: base_a + 0x4_0000, rstag: sb, rto: base_b + 0x4_0000 });
    let (c, cycles) = complete(&mut p, &mut ha, &mut hb, true, 0xA3, "Read by A");
    println!("Read by A, {} bytes: {cycles} cycles to its completion", rd.len());
    assert_eq!((c.op, c.status), (CqeOp::Read, CqeStatus::Success), "{c:?}");
    assert_eq!(ha.read_bytes(base_a + 0x4_0000, rd.len()), rd, "A's memory after the Read");

    // RDMA Write B → A (with markers: A asked for them).
    let w2 = pattern(2500, 0x99);
    hb.dev.host.write_mem(base_b + 0x6_0000, &w2);
    hb.post_send(QP, &SqWqe { wr_id: 0xB2, op: SqOp::Write, flags: sq_flag::SIGNALED, len: w2.len() as u32, lstag: sb, lto: base_b + 0x6_0000, rstag: sa, rto: base_a + 0x6_0000 });
    let (c, _) = complete(&mut p, &mut ha, &mut hb, false, 0xB2, "Write B to A");
    assert_eq!((c.op, c.status), (CqeOp::Write, CqeStatus::Success), "{c:?}");
    assert_eq!(ha.read_bytes(base_a + 0x6_0000, w2.len()), w2, "A's memory after B's Write");

    assert_eq!((p.a.last_out.cnt_mr_mismatch, p.b.last_out.cnt_mr_mismatch), (0, 0));
    assert_eq!((p.a.last_out.cnt_terminates, p.b.last_out.cnt_terminates), (0, 0), "no Terminate either way");
    assert_eq!((p.a.last_out.cnt_rx_cut, p.b.last_out.cnt_rx_cut), (0, 0));
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/rnic");
    std::fs::create_dir_all(&dir).unwrap();
    let pcap = dir.join(format!("{name}.pcap"));
    std::fs::write(&pcap, p.pcap()).unwrap();
    // golden's iwarp-decode over the link: every FPDU parsed and checked (MPA framing,
    // markers, CRC, DDP / RDMAP sequencing, the Read Response against its Request).
    let records = iwarp_golden::pcap::read(&std::fs::read(&pcap).unwrap()).unwrap();
    let report = iwarp_golden::decode::check(&records);
    let violations: Vec<_> = report.violations().collect();
    println!("iwarp-decode: {} FPDUs on {} MPA connection(s), {} violations", report.fpdus.len(), report.mpa_connections, violations.len());
    assert!(violations.is_empty() && report.mpa_connections == 1 && report.fpdus.len() >= 9, "{violations:?}");
    println!("{} backend: {} cycles on each node in {:.1} s", p.a.dut.backend(), p.a.cycle, t0.elapsed().as_secs_f64());
}

/// Host memory that answers reads 300 cycles late on both nodes (a loaded host bridge):
/// four QPs connect one after another, and a Write and a Read on each move byte-exact. The
/// RNIC's DMA round trips are 15 times longer than elsewhere, so every wait in the host
/// interface (ring fetches, stream status, the TOE's ring reads) is stretched.
#[test]
fn slow_host_memory_still_connects_and_moves_data() {
    use iwarp_testbench::rnic_host::two_nodes_with;
    use iwarp_testbench::rnic_node::NodeConfig;
    const SLOW: u64 = 300;
    const QPS: u16 = 4;
    let (mut p, mut ha, mut hb) = two_nodes_with(BackendKind::Verilator, LinkConfig::default(), NodeConfig { read_latency: SLOW, ..NodeConfig::default() }, NodeConfig { read_latency: SLOW, fill: 0xB0B, ..NodeConfig::default() });
    let (sa, sb) = (stag(1, 0x11), stag(2, 0x22));
    let ids = [(true, ha.register(sa, PD, ALL, map::DATA, REGION)), (false, hb.register(sb, PD, ALL, map::DATA, REGION))];
    wait_cmds(&mut p, &mut ha, &mut hb, &ids, "MR register");
    for q in 0..QPS {
        connect_qp(&mut p, &mut ha, &mut hb, q, PD, PORT + q, FROM + q, wish(true, q % 2 == 0), wish(false, false));
    }
    for q in 0..QPS {
        let off = u64::from(q) * 0x1_0000;
        let w = pattern(1500 + 700 * usize::from(q), q as u8);
        ha.dev.host.write_mem(map::DATA + off, &w);
        hb.dev.host.write_mem(map::DATA + 0x8_0000 + off, &w);
        ha.post_send(q, &SqWqe { wr_id: 0x10 + u64::from(q), op: SqOp::Write, flags: sq_flag::SIGNALED, len: w.len() as u32, lstag: sa, lto: map::DATA + off, rstag: sb, rto: map::DATA + off });
        ha.post_send(q, &SqWqe { wr_id: 0x20 + u64::from(q), op: SqOp::Read, flags: sq_flag::SIGNALED, len: w.len() as u32, lstag: sa, lto: map::DATA + 0x8_0000 + off, rstag: sb, rto: map::DATA + 0x8_0000 + off });
    }
    for q in 0..QPS {
        for wr in [0x10, 0x20] {
            let (c, _) = complete(&mut p, &mut ha, &mut hb, true, wr + u64::from(q), "a slow host's operation");
            assert_eq!(c.status, CqeStatus::Success, "{c:?}");
        }
        let off = u64::from(q) * 0x1_0000;
        let w = pattern(1500 + 700 * usize::from(q), q as u8);
        assert_eq!(hb.read_bytes(map::DATA + off, w.len()), w, "QP {q}: B's memory after the Write");
        assert_eq!(ha.read_bytes(map::DATA + 0x8_0000 + off, w.len()), w, "QP {q}: A's memory after the Read");
    }
    assert_eq!((p.a.last_out.cnt_terminates, p.b.last_out.cnt_terminates), (0, 0));
    println!("{} cycles with {SLOW}-cycle host reads", p.a.cycle);
}

