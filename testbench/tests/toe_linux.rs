//! The TOE against the Linux kernel's TCP, live, over a TAP device in a network namespace the
//! test creates (192.0.2.0/24 inside it only; namespace and device removed at the end, also on
//! failure). The engine is the golden reference engine through the [`TcpEngine`] interface, the
//! one the Verilator `toe` implements as well.
//!
//! Each run opens connections both ways at once (the kernel connects to the TOE's listening
//! port, the TOE connects to a kernel listener), sends a pattern stream each way on every
//! connection, checks both ends byte-exact, and closes: half of the connections from the
//! kernel's side first, half from the TOE's. The fault runs put loss, reordering, duplication
//! and corruption on the TOE's link in both directions. Every capture is checked by
//! `tcp-check` and written under target/netlab/; every decision the engine made with the
//! kernel (each segment's receive decision, each ACK, each open) is replayed through the
//! hardware decision blocks (`toe_replay`) and must equal golden's. Needs root and TUN/TAP:
//! without them the tests fail, they never skip.

use iwarp_golden::tcp_check;
use iwarp_golden::toe::{Event, Toe, ToeConfig};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::netlab::{accept_within, Faults, Netns, Tap};
use iwarp_testbench::toe_host::{pattern, HostDriver, PatternCheck, TapRunner, TcpEngine};
use iwarp_testbench::toe_hw::HwToe;
use iwarp_testbench::toe_replay::replay;
use std::collections::BTreeMap;
use std::io::{ErrorKind, Read, Write};
use std::net::{Ipv4Addr, Shutdown, TcpListener, TcpStream};
use std::time::{Duration, Instant};

const TOE_IP: [u8; 4] = [192, 0, 2, 1];
const TOE_MAC: [u8; 6] = [2, 0, 0, 0, 0, 1];
const LINUX_IP: [u8; 4] = [192, 0, 2, 2];
/// The TOE listens here; the kernel listens on the next port.
const TOE_PORT: u16 = 5001;
const LINUX_PORT: u16 = 5002;
/// The TOE's first local port for its own connections.
const TOE_EPHEMERAL: u16 = 40_000;
/// Wall-clock length of one engine tick.
const TICK: Duration = Duration::from_millis(1);
/// Bytes the applications hand over at once.
const CHUNK: usize = 16 * 1024;

fn toe_config() -> ToeConfig {
    let mut c = ToeConfig::new(TOE_MAC, TOE_IP);
    // A TAP link's RTT is far below a tick: the RTO floor decides, and 20 ms keeps the loss
    // runs short; TIME-WAIT 100 ms so the run ends.
    c.rto_min = 20;
    c.rto_initial = 200;
    c.time_wait = 100;
    c
}

/// The two streams of a connection, keyed by its non-fixed port (the kernel's ephemeral port
/// or the TOE's local port).
fn seed_to_toe(run: u64, key: u16) -> u64 {
    run ^ ((key as u64) << 1 | 1)
}
fn seed_from_toe(run: u64, key: u16) -> u64 {
    run ^ ((key as u64) << 1)
}
/// Which side closes first.
fn linux_closes_first(key: u16) -> bool {
    key % 2 == 0
}

/// The kernel's side of one connection: writes its stream, reads and checks the TOE's, and
/// closes in the order `key` says. Returns an error string on any difference or failure.
fn linux_conn(s: TcpStream, key: u16, run: u64, bytes: usize, limit: Duration) -> Result<(), String> {
    s.set_read_timeout(Some(limit)).map_err(|e| e.to_string())?;
    s.set_write_timeout(Some(limit)).map_err(|e| e.to_string())?;
    let first = linux_closes_first(key);
    let mut w = s.try_clone().map_err(|e| e.to_string())?;
    let writer = std::thread::spawn(move || -> Result<(), String> {
        let mut at = 0;
        while at < bytes {
            let n = CHUNK.min(bytes - at);
            w.write_all(&pattern(seed_to_toe(run, key), at as u64, n)).map_err(|e| format!("key {key}: write: {e}"))?;
            at += n;
        }
        if first {
            w.shutdown(Shutdown::Write).map_err(|e| e.to_string())?;
        }
        Ok(())
    });
    let mut check = PatternCheck::new(seed_from_toe(run, key));
    let mut buf = vec![0u8; CHUNK];
    let mut r = &s;
    loop {
        match r.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => check.take(&buf[..n]),
            Err(e) => return Err(format!("key {key}: read after {} bytes: {e}", check.received)),
        }
    }
    writer.join().map_err(|_| "writer panicked".to_string())??;
    if !check.exact(bytes as u64) {
        return Err(format!("key {key}: received {} of {bytes} bytes, first error at {:?}", check.received, check.first_error));
    }
    drop(s);
    Ok(())
}

/// The TOE application's view of one connection.
struct AppConn {
    key: u16,
    sent: usize,
    check: PatternCheck,
    peer_closed: bool,
    closing: bool,
    closed: bool,
}

struct Summary {
    bytes_each_way: u64,
    counters: iwarp_golden::toe::Counters,
    stats: iwarp_testbench::toe_host::LinkStats,
    ticks: u64,
    secs: f64,
    frames: usize,
}

/// One run: `inbound` connections from the kernel, `outbound` from the TOE, `bytes` each way
/// on each.
fn interop(name: &str, faults: Faults, inbound: usize, outbound: usize, bytes: usize, limit: Duration) -> Summary {
    let mut toe = Toe::new(toe_config());
    toe.trace = Some(Vec::new());
    let (s, mut toe) = interop_with(name, toe, TICK, faults, inbound, outbound, bytes, limit);
    assert_eq!(toe.connections(), 0, "every slot free at the end");
    // Every decision the engine made with the kernel, through the hardware decision blocks.
    let trace = toe.trace.take().unwrap();
    let n = replay(&trace, &format!("toe_linux_replay_{name}")).unwrap_or_else(|e| panic!("{name}: {e}"));
    println!("{name}: replayed through the hardware decision blocks: {n:?}");
    assert!(n.rx > 100 && n.ack > 100 && n.open >= (inbound + outbound) as u64 && n.hdr > 100 && n.sends > 100 && n.commands > 100 && n.samples >= (inbound + outbound) as u64, "{name}: {n:?}");
    s
}

/// One run on any engine (`tick`: the wall-clock length of its tick); the engine back.
#[allow(clippy::too_many_arguments)]
fn interop_with<E: TcpEngine>(name: &str, mut toe: E, tick: Duration, faults: Faults, inbound: usize, outbound: usize, bytes: usize, limit: Duration) -> (Summary, E) {
    let id = std::process::id() % 100_000;
    let ns = Netns::create(&format!("iw{name}-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    let tap = Tap::create(&format!("iw{name}{id}"), &ns, "192.0.2.2/24").unwrap_or_else(|e| panic!("tap: {e}"));
    ns.compress_tcp_timers(&tap.name, "192.0.2.0/24").unwrap_or_else(|e| panic!("{e}"));
    let run = faults.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    TcpEngine::listen(&mut toe, TOE_PORT);
    let mut runner = TapRunner::new(toe, HostDriver::new(TOE_MAC, TOE_IP), &tap, faults, tick);
    let t0 = Instant::now();
    let result = std::thread::scope(|s| {
        let ns = &ns;
        // The kernel's listener for the TOE's connections, and its connecting clients.
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let server = s.spawn(move || -> Result<(), String> {
            ns.enter()?;
            let l = TcpListener::bind((Ipv4Addr::from(LINUX_IP), LINUX_PORT)).map_err(|e| e.to_string())?;
            ready_tx.send(()).unwrap();
            let mut handlers = Vec::new();
            while handlers.len() < outbound {
                let (c, peer) = accept_within(&l, limit)?;
                handlers.push(std::thread::spawn(move || linux_conn(c, peer.port(), run, bytes, limit)));
            }
            handlers.into_iter().map(|h| h.join().map_err(|_| "handler panicked".to_string())?).collect()
        });
        ready_rx.recv().expect("listener");
        let clients: Vec<_> = (0..inbound)
            .map(|_| {
                s.spawn(move || -> Result<(), String> {
                    ns.enter()?;
                    let c = TcpStream::connect_timeout(&(Ipv4Addr::from(TOE_IP), TOE_PORT).into(), limit).map_err(|e| format!("connect: {e}"))?;
                    let key = c.local_addr().map_err(|e| e.to_string())?.port();
                    linux_conn(c, key, run, bytes, limit)
                })
            })
            .collect();
        // The TOE's side.
        let peer_mac = runner.resolve(LINUX_IP, limit).expect("ARP for the kernel's address");
        let mut apps: BTreeMap<u16, AppConn> = BTreeMap::new();
        for i in 0..outbound {
            let key = TOE_EPHEMERAL + i as u16;
            runner.engine.connect(LINUX_IP, peer_mac, LINUX_PORT, key).expect("connect");
        }
        let mut failures = Vec::new();
        let total = inbound + outbound;
        let mut finished = 0;
        while finished < total {
            if t0.elapsed() > limit {
                failures.push(format!("{finished} of {total} connections finished within {limit:?}"));
                for (&conn, a) in apps.iter().filter(|(_, a)| !a.closed) {
                    let t = runner.engine.describe(conn);
                    failures.push(format!("key {}: sent {} received {} peer_closed {} closing {}; {t}", a.key, a.sent, a.check.received, a.peer_closed, a.closing));
                }
                break;
            }
            for e in runner.round() {
                match e {
                    Event::Established { conn, tuple } => {
                        let key = if tuple.local_port == TOE_PORT { tuple.remote_port } else { tuple.local_port };
                        apps.insert(conn, AppConn { key, sent: 0, check: PatternCheck::new(seed_to_toe(run, key)), peer_closed: false, closing: false, closed: false });
                    }
                    Event::Deliver { conn, data, .. } => {
                        let a = apps.get_mut(&conn).expect("data for a connection the app knows");
                        a.check.take(&data);
                        runner.engine.consumed(conn, data.len() as u32);
                    }
                    // Acknowledgement progress is for the ULP's completions; streams need none.
                    Event::Acked { .. } => {}
                    Event::PeerClosed { conn } => apps.get_mut(&conn).unwrap().peer_closed = true,
                    Event::Closed { conn } => {
                        let a = apps.get_mut(&conn).unwrap();
                        a.closed = true;
                        finished += 1;
                        if !a.check.exact(bytes as u64) {
                            failures.push(format!("key {}: TOE received {} of {bytes}, first error at {:?}", a.key, a.check.received, a.check.first_error));
                        }
                    }
                    other => failures.push(format!("unexpected event {other:?}")),
                }
            }
            for (&conn, a) in apps.iter_mut().filter(|(_, a)| !a.closed) {
                while a.sent < bytes && runner.engine.send_space(conn) >= CHUNK.min(bytes - a.sent) {
                    let n = CHUNK.min(bytes - a.sent);
                    runner.engine.send(conn, &pattern(seed_from_toe(run, a.key), a.sent as u64, n)).expect("send");
                    a.sent += n;
                }
                let all_in = a.check.received == bytes as u64;
                if !a.closing && a.sent == bytes && (a.peer_closed || (!linux_closes_first(a.key) && all_in)) {
                    runner.engine.close(conn).expect("close");
                    a.closing = true;
                }
            }
            if !failures.is_empty() {
                break;
            }
        }
        let linux: Vec<String> = clients
            .into_iter()
            .chain([server])
            .filter_map(|h| h.join().map_err(|_| "panicked".to_string()).and_then(|r| r).err())
            .collect();
        failures.extend(linux);
        failures
    });
    let secs = t0.elapsed().as_secs_f64();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/netlab");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("toe-linux-{name}.pcap")), iwarp_golden::pcap::write(&runner.capture)).unwrap();
    assert!(result.is_empty(), "{name}: {result:#?}");
    let report = tcp_check::check(&runner.capture);
    assert!(report.findings.is_empty(), "{name}: tcp-check:\n{}", tcp_check::text(&report));
    let s = Summary {
        bytes_each_way: ((inbound + outbound) * bytes) as u64,
        counters: runner.engine.counters(),
        stats: runner.stats.clone(),
        ticks: runner.ticks,
        secs,
        frames: runner.capture.len(),
    };
    println!(
        "{name}: {} connections, {} bytes each way byte-exact in {:.1} s ({} ticks, {} frames); link {:?}; TOE {:?}",
        inbound + outbound,
        s.bytes_each_way,
        s.secs,
        s.ticks,
        s.frames,
        s.stats,
        s.counters
    );
    (s, runner.engine)
}

/// 16 connections, 8 opened by each side, 2 MiB each way on each: 32 MiB each way.
#[test]
fn linux_interop_clean() {
    let s = interop("c", Faults { seed: 1, ..Default::default() }, 8, 8, 2 << 20, Duration::from_secs(120));
    assert_eq!(s.counters.bytes_delivered, s.bytes_each_way);
    assert_eq!(s.counters.bytes_acked, s.bytes_each_way);
}

#[test]
fn linux_interop_one_percent_faults() {
    let f = Faults { loss: 0.01, reorder: 0.01, dup: 0.01, corrupt: 0.01, seed: 2 };
    let s = interop("f1", f, 4, 4, 1 << 20, Duration::from_secs(240));
    assert!(s.stats.dropped > 0 && s.stats.corrupted > 0 && s.stats.reordered > 0 && s.stats.duplicated > 0);
    assert!(s.counters.retransmitted_segments > 0);
    assert!(s.counters.dropped.get("BadTcp").copied().unwrap_or(0) + s.counters.dropped.get("BadIp").copied().unwrap_or(0) > 0, "corrupted frames are dropped by their checksums");
}

/// 5% of each fault: the kernel recovers into a receiver that drops out-of-order data, so a
/// run takes 20-50 s here (with the kernel's RTO ceiling compressed) and its bound is loose
/// for kernels without that knob.
#[test]
fn linux_interop_five_percent_faults() {
    let f = Faults { loss: 0.05, reorder: 0.05, dup: 0.05, corrupt: 0.05, seed: 3 };
    let s = interop("f5", f, 2, 2, 256 << 10, Duration::from_secs(420));
    assert!(s.counters.retransmitted_segments > 0);
}

/// The hardware engine (the Verilator `toe` with its host driver, `toe_hw::HwToe`) ticks every
/// 10 ms of wall clock (a tick is 3,136 clock cycles, the timers' sweep, which simulate in
/// about that), with the reference configuration's times in those ticks.
const HW_TICK: Duration = Duration::from_millis(10);

fn hw_config() -> ToeConfig {
    let mut c = toe_config();
    // 100 ms: the simulation falls behind the wall clock now and then and runs the ticks it
    // owes back to back, without the kernel's ACKs in between; a floor of a few ticks would
    // time out in those bursts.
    c.rto_min = 10;
    c.rto_initial = 50;
    c.time_wait = 10;
    c.dack = 4;
    c
}

/// The hardware `toe` and the kernel: 4 connections, 2 opened by each side, 256 KiB each way on
/// each, half closed first by each side. (Over TAP the simulation, not the engine, sets the
/// pace: the 32 MiB runs are golden's, and the hardware's long runs are `toe_hw`'s over the
/// simulated link.)
#[test]
fn hardware_linux_interop_clean() {
    let toe = HwToe::new(hw_config(), BackendKind::Verilator, None);
    let (s, _) = interop_with("hc", toe, HW_TICK, Faults { seed: 4, ..Default::default() }, 2, 2, 256 << 10, Duration::from_secs(120));
    assert_eq!(s.counters.bytes_delivered, s.bytes_each_way);
    assert_eq!(s.counters.bytes_acked, s.bytes_each_way);
}

/// The hardware `toe` and the kernel through 1% loss, reordering, duplication and corruption.
#[test]
fn hardware_linux_interop_one_percent_faults() {
    let f = Faults { loss: 0.01, reorder: 0.01, dup: 0.01, corrupt: 0.01, seed: 5 };
    let toe = HwToe::new(hw_config(), BackendKind::Verilator, None);
    let (s, _) = interop_with("hf1", toe, HW_TICK, f, 1, 1, 128 << 10, Duration::from_secs(300));
    assert!(s.stats.dropped > 0 && s.stats.corrupted > 0 && s.stats.reordered > 0 && s.stats.duplicated > 0);
    assert!(s.counters.retransmitted_segments > 0);
    assert!(s.counters.dropped.get("BadTcp").copied().unwrap_or(0) + s.counters.dropped.get("BadIp").copied().unwrap_or(0) > 0, "corrupted frames are dropped by their checksums");
}

/// The hardware `toe` and the kernel through 5% of each fault.
#[test]
fn hardware_linux_interop_five_percent_faults() {
    let f = Faults { loss: 0.05, reorder: 0.05, dup: 0.05, corrupt: 0.05, seed: 6 };
    let toe = HwToe::new(hw_config(), BackendKind::Verilator, None);
    let (s, _) = interop_with("hf5", toe, HW_TICK, f, 1, 1, 64 << 10, Duration::from_secs(300));
    assert!(s.counters.retransmitted_segments > 0);
}

/// A RST instead of a FIN on close (SO_LINGER with a zero timeout, RFC 9293 section 3.10.5's
/// abort as the socket API offers it).
fn close_with_rst(s: TcpStream) {
    use std::os::fd::AsRawFd;
    let l = libc::linger { l_onoff: 1, l_linger: 0 };
    let r = unsafe { libc::setsockopt(s.as_raw_fd(), libc::SOL_SOCKET, libc::SO_LINGER, (&l as *const libc::linger).cast(), std::mem::size_of::<libc::linger>() as u32) };
    assert_eq!(r, 0, "SO_LINGER");
    drop(s);
}

/// `ping` and the neighbour table work from the kernel's side (the slow path answers ARP and
/// ICMP echo); a RST from the kernel resets the TOE's connection, and the TOE's abort resets
/// the kernel's socket, each after data went through.
#[test]
fn linux_ping_neighbour_and_resets() {
    const BYTES: usize = 10_000;
    let limit = Duration::from_secs(30);
    let id = std::process::id() % 100_000;
    let ns = Netns::create(&format!("iwr-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    let tap = Tap::create(&format!("iwr{id}"), &ns, "192.0.2.2/24").unwrap_or_else(|e| panic!("tap: {e}"));
    let mut toe = Toe::new(toe_config());
    TcpEngine::listen(&mut toe, TOE_PORT);
    let mut runner = TapRunner::new(toe, HostDriver::new(TOE_MAC, TOE_IP), &tap, Faults::default(), TICK);
    let t0 = Instant::now();
    // ping, with the runner answering.
    let mut ping = std::process::Command::new("ip")
        .args(["netns", "exec", &ns.name, "ping", "-c", "3", "-i", "0.2", "-W", "2", "192.0.2.1"])
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("ping");
    let status = loop {
        if let Some(s) = ping.try_wait().unwrap() {
            break s;
        }
        assert!(t0.elapsed() < limit, "ping did not finish");
        let _ = runner.round();
    };
    assert!(status.success(), "ping 192.0.2.1 from the namespace");
    assert!(runner.host.pings_answered >= 3 && runner.host.arp_answered >= 1);
    let neigh = std::process::Command::new("ip").args(["-n", &ns.name, "neigh", "show", "192.0.2.1"]).output().unwrap();
    let neigh = String::from_utf8_lossy(&neigh.stdout).to_string();
    assert!(neigh.contains("02:00:00:00:00:01"), "ip neigh: {neigh}");
    let run = 7u64;
    let (linux_reset_tx, linux_reset_rx) = std::sync::mpsc::channel::<()>();
    let (read_tx, read_rx) = std::sync::mpsc::channel::<()>();
    std::thread::scope(|s| {
        let ns = &ns;
        // The kernel connects, sends, and resets once told the TOE has the bytes.
        let client = s.spawn(move || {
            ns.enter().unwrap();
            let mut c = TcpStream::connect_timeout(&(Ipv4Addr::from(TOE_IP), TOE_PORT).into(), limit).expect("connect");
            c.write_all(&pattern(run, 0, BYTES)).unwrap();
            linux_reset_rx.recv_timeout(limit).expect("go-ahead");
            close_with_rst(c);
        });
        // The kernel accepts the TOE's connection, reads, and sees the TOE's RST.
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let server = s.spawn(move || -> std::io::Error {
            ns.enter().unwrap();
            let l = TcpListener::bind((Ipv4Addr::from(LINUX_IP), LINUX_PORT)).unwrap();
            ready_tx.send(()).unwrap();
            let (mut c, _) = accept_within(&l, limit).unwrap_or_else(|e| panic!("{e}"));
            c.set_read_timeout(Some(limit)).unwrap();
            let mut got = vec![0u8; BYTES];
            c.read_exact(&mut got).unwrap();
            assert!(got == pattern(run + 1, 0, BYTES));
            read_tx.send(()).unwrap();
            let mut b = [0u8; 1];
            match c.read(&mut b) {
                Ok(n) => panic!("read {n} bytes after the TOE's abort"),
                Err(e) => e,
            }
        });
        ready_rx.recv().unwrap();
        let mac = runner.resolve(LINUX_IP, limit).expect("ARP");
        let ours = runner.engine.connect(LINUX_IP, mac, LINUX_PORT, TOE_EPHEMERAL).unwrap();
        let mut theirs = None;
        let mut got = PatternCheck::new(run);
        let (mut reset_seen, mut aborted, mut abort_event) = (false, false, false);
        while !(reset_seen && abort_event) {
            assert!(t0.elapsed() < limit * 2, "resets not seen: {reset_seen} {aborted}");
            for e in runner.round() {
                match e {
                    Event::Established { conn, .. } if conn == ours => runner.engine.send(ours, &pattern(run + 1, 0, BYTES)).unwrap(),
                    Event::Established { conn, .. } => theirs = Some(conn),
                    Event::Deliver { conn, data, .. } => {
                        assert_eq!(Some(conn), theirs);
                        got.take(&data);
                        runner.engine.consumed(conn, data.len() as u32);
                        if got.exact(BYTES as u64) {
                            linux_reset_tx.send(()).unwrap();
                        }
                    }
                    Event::Reset { conn } => {
                        assert_eq!(Some(conn), theirs, "the kernel's RST resets its connection");
                        reset_seen = true;
                    }
                    Event::Acked { .. } => {}
                    Event::Aborted { conn, retries_exhausted: false } if conn == ours => abort_event = true,
                    other => panic!("unexpected {other:?}"),
                }
            }
            if !aborted && read_rx.try_recv().is_ok() {
                runner.engine.abort(ours).unwrap();
                aborted = true;
            }
        }
        // Let the RST reach the kernel.
        let t1 = Instant::now();
        while t1.elapsed() < Duration::from_millis(200) {
            let _ = runner.round();
        }
        client.join().unwrap();
        let e = server.join().unwrap();
        assert_eq!(e.kind(), ErrorKind::ConnectionReset, "the kernel's socket sees the TOE's RST: {e}");
    });
    assert_eq!(runner.engine.connections(), 0);
    assert!(runner.engine.counters.rst_out >= 1);
    let report = tcp_check::check(&runner.capture);
    assert!(report.findings.is_empty(), "tcp-check:\n{}", tcp_check::text(&report));
}
