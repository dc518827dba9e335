//! Interop of the composed `rnic` (issue 16) with a software iWARP peer over the Linux kernel's
//! TCP: the RNIC (Verilator) on a TAP device, the peer (`iwarp_testbench::iwarp_peer`, golden's
//! codecs on a kernel socket; `iwarp-peer` is its command line) in a network namespace the
//! test makes (192.0.2.0/24 only; the namespace and device are removed at the end, also on
//! failure).

use iwarp_driver::mpa_setup::Local;
use iwarp_golden::host_if::{sq_flag, CqeOp, CqeStatus, RqWqe, SqOp, SqWqe, ToeCmd, ToeCmdOp, ToeEvKind};
use iwarp_golden::mr::{rights, stag};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::iwarp_peer::{expected, fill_sources, layout, Ops, Peer, PeerConfig, Remote};
use iwarp_testbench::netlab::{accept_within, Netns, Tap};
use iwarp_testbench::rnic_host::map;
use iwarp_testbench::rnic_node::{NodeConfig, RnicNode};
use iwarp_testbench::rnic_tap::TapNode;
use iwarp_testbench::toe_hw::test_config;
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

const RNIC_IP: [u8; 4] = [192, 0, 2, 1];
const LINUX_IP: [u8; 4] = [192, 0, 2, 2];
/// The peer listens here for the RNIC's connection; the RNIC listens on the next port.
const PEER_PORT: u16 = 4791;
const RNIC_PORT: u16 = 4792;
const RNIC_LOCAL_PORT: u16 = 40_000;
const PD: u16 = 1;
/// The RNIC's region: both connections' areas, [`CONN_STRIDE`] apart.
const RNIC_STAG_INDEX: u32 = 1;
const RNIC_STAG_KEY: u8 = 0x5A;
const CONN_STRIDE: u64 = 0x2_0000;
/// The peer's region (each connection's peer has its own).
const PEER_STAG: u32 = 0x0000_4D01;
const PEER_BASE: u64 = 0x7700_0000_0000;
/// Bounds: wall clock for the whole exchange, and cycles for each wait of the RNIC.
const LIMIT: Duration = Duration::from_secs(240);
const CLOSE_CYCLES: u64 = 2_000_000;

fn wish(markers: bool, initiator: bool) -> Local {
    Local { revision: 2, markers, crc: true, ird: 4, ord: 4, peer_to_peer: false, private_data: if initiator { b"rnic initiator".to_vec() } else { b"rnic responder".to_vec() }, accept: true }
}

/// One connection of the run: which side opens it, who asks for markers, each side's
/// operations.
struct Conn {
    rnic_active: bool,
    rnic_markers: bool,
    peer_markers: bool,
    rnic: Ops,
    peer: Ops,
}

/// Two connections at once, one opened by each side: the RNIC connects to the peer's
/// listener (the RNIC asks for markers on what it receives), the peer connects to the RNIC's
/// (the peer asks for markers). On each, MPA revision 2 with CRC, then an RDMA Write, an RDMA
/// Read and a Send each way (sizes from 1 byte over a marker boundary to 16 KiB, many FPDUs
/// each): the RNIC's memory and completions and the peer's memory and received Send are
/// byte-exact against what the other side's sources hold, both sides close, the RNIC sends
/// no Terminate, and the capture of the TAP device is clean by iwarp-decode (both MPA
/// connections seen) and tcp-check. The RNIC's slow path answers the kernel's ARP and learns
/// the kernel's MAC by its own ARP request, both through its raw transmit port.
#[test]
fn rnic_and_a_software_iwarp_peer_over_linux_tcp_both_ways() {
    let conns = [
        Conn { rnic_active: true, rnic_markers: true, peer_markers: false, rnic: Ops { write: 5_000, read: 7_001, send: 1_500, seed: 0xA0 }, peer: Ops { write: 6_003, read: 4_097, send: 2_000, seed: 0xB0 } },
        Conn { rnic_active: false, rnic_markers: false, peer_markers: true, rnic: Ops { write: 16_384, read: 1, send: 8_192, seed: 0xA1 }, peer: Ops { write: 513, read: 16_384, send: 1, seed: 0xB1 } },
    ];
    let id = std::process::id() % 100_000;
    let ns = Netns::create(&format!("iwri-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    let tap = Tap::create(&format!("iwri{id}"), &ns, "192.0.2.2/24").unwrap_or_else(|e| panic!("tap: {e}"));
    let node = RnicNode::new(BackendKind::Verilator, &test_config(1), NodeConfig::default(), Some("rnic_interop"));
    let mac = test_config(1).mac;
    let mut t = TapNode::new(node, mac, RNIC_IP, &tap);
    let rnic_stag = stag(RNIC_STAG_INDEX, RNIC_STAG_KEY);
    let base = |k: usize| map::DATA + k as u64 * CONN_STRIDE;
    let all = rights::LOCAL_READ | rights::LOCAL_WRITE | rights::REMOTE_READ | rights::REMOTE_WRITE;
    let abort = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let peer_cfg = |c: &Conn, k: usize| PeerConfig { markers: c.peer_markers, crc: true, ird: 4, ord: 4, private_data: format!("peer {k}").into_bytes(), stag: PEER_STAG, va: PEER_BASE + ((k as u64) << 32), mem_len: layout::LEN, abort: Some(abort.clone()) };
    let t0 = Instant::now();
    let (rnic_ok, peer_results) = std::thread::scope(|s| {
        let ns = &ns;
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let (rnic_listening_tx, rnic_listening_rx) = std::sync::mpsc::channel::<()>();
        // Connection 0: the peer listens, the RNIC connects.
        let c0 = &conns[0];
        let cfg0 = peer_cfg(c0, 0);
        let p0 = s.spawn(move || -> Result<_, String> {
            ns.enter()?;
            let l = TcpListener::bind((Ipv4Addr::from(LINUX_IP), PEER_PORT)).map_err(|e| e.to_string())?;
            ready_tx.send(()).unwrap();
            let (sock, _) = accept_within(&l, LIMIT)?;
            let peer = Peer::respond(sock, cfg0, LIMIT)?;
            peer.exchange(&c0.peer, &c0.rnic, Remote { stag: rnic_stag, base: base(0) }, LIMIT)
        });
        // Connection 1: the RNIC listens, the peer connects.
        let c1 = &conns[1];
        let cfg1 = peer_cfg(c1, 1);
        let p1 = s.spawn(move || -> Result<_, String> {
            ns.enter()?;
            rnic_listening_rx.recv_timeout(LIMIT).map_err(|e| format!("the RNIC never listened: {e}"))?;
            let sock = TcpStream::connect_timeout(&(Ipv4Addr::from(RNIC_IP), RNIC_PORT).into(), LIMIT).map_err(|e| format!("connect: {e}"))?;
            let peer = Peer::initiate(sock, cfg1, LIMIT)?;
            peer.exchange(&c1.peer, &c1.rnic, Remote { stag: rnic_stag, base: base(1) }, LIMIT)
        });
        ready_rx.recv_timeout(LIMIT).expect("the peer listens");
        let rnic = (|| -> Result<(), String> {
            // The RNIC's side: its region, its sources, both QPs, a receive on each.
            let id = t.host.register(rnic_stag, PD, all, map::DATA, CONN_STRIDE * conns.len() as u64);
            t.wait_cmd(id, "MR register")?;
            for (k, c) in conns.iter().enumerate() {
                let b = base(k);
                let host = &mut t.host.dev.host;
                fill_sources(c.rnic.seed, |off, bytes| iwarp_driver::Host::write_mem(host, b + off as u64, bytes));
                t.open_qp(k as u16, PD)?;
                t.host.post_recv(k as u16, &RqWqe { wr_id: 0x100 * k as u64 + 8, stag: rnic_stag, len: layout::RECV_CAP as u32, to: b + layout::RECV_BUF as u64 });
            }
            let post_ops = |t: &mut TapNode, k: usize| {
                let (c, b, pb) = (&conns[k], base(k), PEER_BASE + ((k as u64) << 32));
                let w = |wr_id, op, len: usize, lto: usize, rto: usize| SqWqe { wr_id, op, flags: sq_flag::SIGNALED, len: len as u32, lstag: rnic_stag, lto: b + lto as u64, rstag: PEER_STAG, rto: pb + rto as u64 };
                let k64 = 0x100 * k as u64;
                t.host.post_send(k as u16, &w(k64 + 1, SqOp::Write, c.rnic.write, layout::WRITE_SRC, layout::WRITE_DST));
                t.host.post_send(k as u16, &w(k64 + 2, SqOp::Read, c.rnic.read as usize, layout::READ_SINK, layout::READ_SRC));
                t.host.post_send(k as u16, &SqWqe { rstag: 0, rto: 0, ..w(k64 + 3, SqOp::Send, c.rnic.send, layout::SEND_SRC, 0) });
            };
            // The kernel opens first: it learns the RNIC's MAC by ARP, answered by the RNIC's
            // slow path.
            t.listen(RNIC_PORT)?;
            rnic_listening_tx.send(()).unwrap();
            let (conn1, _) = t.accept(1, wish(conns[1].rnic_markers, false))?;
            // Then the RNIC resolves the kernel's address and opens its own connection; it is
            // the initiator there and sends first.
            let peer_mac = t.resolve(LINUX_IP)?;
            let (conn0, _) = t.connect(0, LINUX_IP, PEER_PORT, RNIC_LOCAL_PORT, peer_mac, wish(conns[0].rnic_markers, true))?;
            post_ops(&mut t, 0);
            // The responder sends no FPDU before the initiator's first: the RNIC waits for
            // the peer's Send (its last operation) before its own.
            t.run(CLOSE_CYCLES, LIMIT, "the peer's Send on connection 1", |h| h.cqes.iter().any(|c| c.wr_id == 0x108))?;
            post_ops(&mut t, 1);
            let wanted: Vec<u64> = (0..conns.len() as u64).flat_map(|k| [1, 2, 3, 8].map(|x| 0x100 * k + x)).collect();
            t.run(CLOSE_CYCLES, LIMIT, "the RNIC's completions", |h| wanted.iter().all(|w| h.cqes.iter().any(|c| c.wr_id == *w)))?;
            for (k, c) in conns.iter().enumerate() {
                let k64 = 0x100 * k as u64;
                for (wr, op, len) in [(1, CqeOp::Write, c.rnic.write), (2, CqeOp::Read, c.rnic.read as usize), (3, CqeOp::Send, c.rnic.send), (8, CqeOp::Recv, c.peer.send)] {
                    let cqe = t.host.take_cqe(k64 + wr).unwrap();
                    if (cqe.op, cqe.status, cqe.qp) != (op, CqeStatus::Success, k as u16) || (op != CqeOp::Write && op != CqeOp::Send && cqe.len != len as u32) {
                        return Err(format!("connection {k}: completion {cqe:?}, expected {op:?} of {len} bytes"));
                    }
                }
                let (placed, send) = expected(&c.rnic, &c.peer);
                for (off, want) in placed.iter().chain([(layout::RECV_BUF, send)].iter()) {
                    let got = t.host.read_bytes(base(k) + *off as u64, want.len());
                    if got != *want {
                        let d = (0..want.len()).find(|&i| got[i] != want[i]).unwrap();
                        return Err(format!("connection {k}: the RNIC's bytes at +{off:#x}: first difference at +{d} of {}", want.len()));
                    }
                }
            }
            // Both connections closed in order (whichever side's FIN comes first).
            for conn in [conn0, conn1] {
                t.host.toe_cmd(ToeCmd { op: ToeCmdOp::Close, conn, n: 0, remote_ip: 0, remote_port: 0, local_port: 0, remote_mac: 0 });
            }
            let mut closed = Vec::new();
            t.run(CLOSE_CYCLES, LIMIT, "both connections closed", |h| {
                while let Some(e) = h.take_event(ToeEvKind::Closed, None) {
                    closed.push(e.conn);
                }
                closed.len() == 2
            })
        })();
        if rnic.is_err() {
            abort.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        let results: Vec<_> = [p0, p1].into_iter().map(|h| h.join().expect("peer thread")).collect();
        (rnic, results)
    });
    let secs = t0.elapsed().as_secs_f64();
    let pcap_path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/netlab/rnic-interop.pcap");
    std::fs::create_dir_all(pcap_path.parent().unwrap()).unwrap();
    std::fs::write(&pcap_path, iwarp_golden::pcap::write(&t.capture)).unwrap();
    println!("{} cycles, {secs:.1} s; frames out {} in {}; ARP answered {}; capture {}", t.node.cycle, t.frames_out, t.frames_in, t.slow.arp_answered, pcap_path.display());
    for (k, r) in peer_results.iter().enumerate() {
        println!("connection {k}: peer {r:?}");
    }
    rnic_ok.unwrap_or_else(|e| panic!("RNIC: {e}"));
    for (k, r) in peer_results.into_iter().enumerate() {
        let r = r.unwrap_or_else(|e| panic!("connection {k}: peer: {e}"));
        let c = &conns[k];
        assert_eq!((r.markers_tx, r.markers_rx, r.crc), (c.rnic_markers, c.peer_markers, true), "connection {k}: what MPA settled at the peer");
        assert_eq!(r.remote_private_data, if c.rnic_active { b"rnic initiator".to_vec() } else { b"rnic responder".to_vec() });
        assert_eq!(r.bytes_checked, c.rnic.write + c.peer.read as usize + c.rnic.send);
    }
    assert_eq!(t.node.last_out.cnt_terminates, 0, "no Terminate from the RNIC");
    let report = iwarp_golden::decode::check(&t.capture);
    let violations: Vec<_> = report.violations().collect();
    assert!(violations.is_empty(), "iwarp-decode: {violations:?}");
    assert_eq!(report.mpa_connections, conns.len(), "iwarp-decode sees both MPA connections");
    let tcp = iwarp_golden::tcp_check::check(&t.capture);
    assert!(tcp.findings.is_empty(), "tcp-check: {:?}", tcp.findings);
    assert!(t.slow.arp_answered >= 1, "the kernel's ARP request answered by the RNIC's slow path");
    assert!(t.slow.neighbours.contains_key(&LINUX_IP), "the RNIC's ARP request answered by the kernel");
}

/// `iwarp-peer` against itself over the kernel's TCP in a namespace: the exchange both
/// ways, markers on one direction, every byte checked by both processes (the interop's
/// oracle checked without the RNIC).
#[test]
fn iwarp_peer_binary_runs_the_exchange_with_itself() {
    let id = std::process::id() % 100_000;
    let ns = Netns::create(&format!("iwpp-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    let ip = |args: &[&str]| assert!(std::process::Command::new("ip").args(args).status().unwrap().success(), "ip {args:?}");
    ip(&["-n", &ns.name, "addr", "add", "192.0.2.2/32", "dev", "lo"]);
    let bin = env!("CARGO_BIN_EXE_iwarp-peer");
    let (a, b) = ("6000,5000,3000,7", "16384,1,8192,9");
    let listener = std::process::Command::new("ip").args(["netns", "exec", &ns.name, bin, "--listen", "192.0.2.2:4791", "--markers", "--ops", a, "--their-ops", b, "--limit", "30"]).stdout(std::process::Stdio::piped()).spawn().unwrap();
    let mut out = None;
    for _ in 0..50 {
        std::thread::sleep(Duration::from_millis(100));
        let o = std::process::Command::new("ip").args(["netns", "exec", &ns.name, bin, "--connect", "192.0.2.2:4791", "--ops", b, "--their-ops", a, "--limit", "30"]).output().unwrap();
        if !String::from_utf8_lossy(&o.stderr).contains("Connection refused") {
            out = Some(o);
            break;
        }
    }
    let connector = out.expect("the listener came up");
    let listener = listener.wait_with_output().unwrap();
    for (who, o) in [("connector", &connector), ("listener", &listener)] {
        let text = String::from_utf8_lossy(&o.stdout);
        assert!(o.status.success(), "{who}: {text} {}", String::from_utf8_lossy(&o.stderr));
        println!("{who}: {text}");
    }
    // Each checks the other's Write, its own Read of the other's source and the other's Send.
    assert!(String::from_utf8_lossy(&connector.stdout).contains("9001 bytes checked"));
    assert!(String::from_utf8_lossy(&listener.stdout).contains(&format!("{} bytes checked", 16384 + 5000 + 8192)));
}
