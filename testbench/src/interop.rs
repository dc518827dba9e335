//! The TOE against the Linux kernel's TCP over a TAP device (the interop runs `make test` and
//! `make bench` share): the kernel in a network namespace the run creates (192.0.2.0/24 inside
//! it only; namespace and device removed at the end, also on failure), connections opened both
//! ways at once, a pattern stream each way on every connection, both ends checked byte-exact,
//! closes from both sides, the capture checked by `tcp-check` and written under
//! target/netlab/. And Linux against Linux through the same fault bridge ([`linux_pair`]), the
//! baseline the TOE's loss runs are compared with.

use crate::netlab::{accept_within, Bridge, BridgeRun, Faults, Netns, Tap};
use crate::toe_host::{pattern, HostDriver, PatternCheck, TapRunner, TcpEngine};
use iwarp_golden::tcp_check;
use iwarp_golden::toe::Event;
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::{Ipv4Addr, Shutdown, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub const TOE_IP: [u8; 4] = [192, 0, 2, 1];
pub const TOE_MAC: [u8; 6] = [2, 0, 0, 0, 0, 1];
pub const LINUX_IP: [u8; 4] = [192, 0, 2, 2];
/// The TOE listens here; the kernel listens on the next port.
pub const TOE_PORT: u16 = 5001;
pub const LINUX_PORT: u16 = 5002;
/// The TOE's first local port for its own connections.
pub const TOE_EPHEMERAL: u16 = 40_000;
/// Bytes the applications hand over at once.
pub const CHUNK: usize = 16 * 1024;

/// The two streams of a connection, keyed by its non-fixed port (the kernel's ephemeral port
/// or the TOE's local port).
pub fn seed_to_toe(run: u64, key: u16) -> u64 {
    run ^ ((key as u64) << 1 | 1)
}
pub fn seed_from_toe(run: u64, key: u16) -> u64 {
    run ^ ((key as u64) << 1)
}
/// Which side closes first.
pub fn linux_closes_first(key: u16) -> bool {
    key % 2 == 0
}

/// The kernel's side of one connection: writes its stream, reads and checks the TOE's, and
/// closes in the order `key` says. Returns an error string on any difference or failure.
pub fn linux_conn(s: TcpStream, key: u16, run: u64, bytes: usize, limit: Duration) -> Result<(), String> {
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

/// What an interop run measured.
pub struct Summary {
    pub bytes_each_way: u64,
    pub counters: iwarp_golden::toe::Counters,
    pub stats: crate::toe_host::LinkStats,
    pub ticks: u64,
    pub secs: f64,
    pub frames: usize,
    /// The kernel's TCP counters in the namespace at the end of the run.
    pub kernel: BTreeMap<String, u64>,
    /// `tcp-check`'s report on the capture (clean, or the run failed).
    pub check: tcp_check::Report,
}

/// One run on any engine (`tick`: the wall-clock length of its tick); the engine back.
#[allow(clippy::too_many_arguments)]
pub fn interop_with<E: TcpEngine>(name: &str, mut toe: E, tick: Duration, faults: Faults, inbound: usize, outbound: usize, bytes: usize, limit: Duration) -> (Summary, E) {
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
                    Event::Deliver { conn, data, seq } => {
                        let Some(a) = apps.get_mut(&conn) else {
                            failures.push(format!("{} bytes at {seq} for connection {conn}, which the app never saw established: {}", data.len(), runner.engine.describe(conn)));
                            continue;
                        };
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
    let kernel = ns.tcp_counters();
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
        kernel,
        check: report,
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


/// Linux against Linux through the fault bridge: what [`linux_pair`] measured.
pub struct LinuxPair {
    pub run: BridgeRun,
    /// The kernels' TCP counters (namespace a, the client; b, the server) at the end.
    pub kernel: [BTreeMap<String, u64>; 2],
    pub secs: f64,
}

/// The server's address in [`linux_pair`] (the client is 192.0.2.1).
pub const PAIR_SERVER: &str = "192.0.2.2";
const PAIR_PORT: u16 = 5001;

/// The pattern byte `i` of connection `conn`'s stream in direction `dir` of [`linux_pair`].
pub fn pair_pattern(conn: usize, dir: u8, i: usize) -> u8 {
    (i as u64).wrapping_mul(0x9E37_79B9).wrapping_add(conn as u64 * 131 + dir as u64 * 7) as u8 ^ (i >> 8) as u8
}

fn read_all(s: &mut TcpStream, n: usize) -> Vec<u8> {
    let mut v = Vec::with_capacity(n);
    s.read_to_end(&mut v).expect("read");
    v
}

/// Linux in namespace a (192.0.2.1) sends `bytes` on each of `conns` connections to Linux in
/// namespace b (192.0.2.2), which answers with `reply` bytes, through the bridge with
/// `faults` (every frame captured as sent); every byte checked both ways (a difference
/// panics). `tag` keeps parallel runs' namespaces apart; `limit` bounds the bridge and every
/// socket wait.
pub fn linux_pair(tag: &str, faults: Faults, conns: usize, bytes: usize, reply: usize, limit: Duration) -> LinuxPair {
    let id = std::process::id() % 100_000;
    let na = Netns::create(&format!("iwtb-{tag}a-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    let nb = Netns::create(&format!("iwtb-{tag}b-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    let ta = Tap::create(&format!("iw{tag}a{id}"), &na, "192.0.2.1/24").unwrap_or_else(|e| panic!("tap: {e}"));
    let tb = Tap::create(&format!("iw{tag}b{id}"), &nb, &format!("{PAIR_SERVER}/24")).unwrap_or_else(|e| panic!("tap: {e}"));
    // The same timer compression as the TOE's runs, so RTO counts compare.
    na.compress_tcp_timers(&ta.name, "192.0.2.0/24").unwrap_or_else(|e| panic!("{e}"));
    nb.compress_tcp_timers(&tb.name, "192.0.2.0/24").unwrap_or_else(|e| panic!("{e}"));
    let stop = Arc::new(AtomicBool::new(false));
    let t0 = Instant::now();
    let (run, received) = std::thread::scope(|s| {
        let bridge = s.spawn(|| Bridge::run_with(&ta, &tb, faults, stop.clone(), limit));
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let nb = &nb;
        let server = s.spawn(move || {
            nb.enter().unwrap();
            let l = TcpListener::bind((PAIR_SERVER, PAIR_PORT)).expect("bind");
            ready_tx.send(()).unwrap();
            let mut got = Vec::new();
            std::thread::scope(|s2| {
                let hs: Vec<_> = (0..conns)
                    .map(|_| {
                        let (mut c, _) = accept_within(&l, limit).unwrap_or_else(|e| panic!("{e}"));
                        s2.spawn(move || {
                            c.set_read_timeout(Some(limit)).unwrap();
                            let mut first = [0u8; 1];
                            c.read_exact(&mut first).unwrap();
                            let conn = first[0] as usize;
                            let mut data = vec![first[0]];
                            data.extend(read_all(&mut c, bytes));
                            let answer: Vec<u8> = (0..reply).map(|i| pair_pattern(conn, 1, i)).collect();
                            c.write_all(&answer).unwrap();
                            c.shutdown(Shutdown::Write).unwrap();
                            (conn, data)
                        })
                    })
                    .collect();
                for h in hs {
                    got.push(h.join().unwrap());
                }
            });
            got
        });
        ready_rx.recv_timeout(Duration::from_secs(10)).expect("server up");
        let na = &na;
        let client = s.spawn(move || {
            na.enter().unwrap();
            std::thread::scope(|s2| {
                let hs: Vec<_> = (0..conns)
                    .map(|conn| {
                        s2.spawn(move || {
                            let mut c = TcpStream::connect_timeout(&format!("{PAIR_SERVER}:{PAIR_PORT}").parse().unwrap(), Duration::from_secs(10)).expect("connect");
                            c.set_read_timeout(Some(limit)).unwrap();
                            let mut data: Vec<u8> = (0..bytes).map(|i| pair_pattern(conn, 0, i)).collect();
                            data[0] = conn as u8;
                            c.write_all(&data).unwrap();
                            c.shutdown(Shutdown::Write).unwrap();
                            let answer = read_all(&mut c, reply);
                            let want: Vec<u8> = (0..reply).map(|i| pair_pattern(conn, 1, i)).collect();
                            assert!(answer == want, "connection {conn}: the reply differs");
                        })
                    })
                    .collect();
                for h in hs {
                    h.join().unwrap();
                }
            });
        });
        client.join().expect("client");
        let got = server.join().expect("server");
        // Let the last FIN / ACK exchange cross the bridge.
        std::thread::sleep(Duration::from_millis(200));
        stop.store(true, Ordering::Relaxed);
        (bridge.join().unwrap(), got)
    });
    let secs = t0.elapsed().as_secs_f64();
    assert!(!run.timed_out, "the bridge ran into its time limit");
    assert_eq!(received.len(), conns);
    for (conn, data) in &received {
        let mut want: Vec<u8> = (0..bytes).map(|i| pair_pattern(*conn, 0, i)).collect();
        want[0] = *conn as u8;
        assert!(*data == want, "connection {conn}: the server received other bytes");
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/netlab");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("linux-linux-{tag}.pcap")), iwarp_golden::pcap::write(&run.records)).unwrap();
    let kernel = [na.tcp_counters(), nb.tcp_counters()];
    LinuxPair { run, kernel, secs }
}
