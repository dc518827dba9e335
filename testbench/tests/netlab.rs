//! The testbench's bridge between two network namespaces, Linux on both sides: the oracle
//! `tcp-check` must find Linux's TCP clean (window scaling, SACK-permitted and timestamps
//! negotiated, as the kernel does by default), and the bytes arrive byte-exact. This is the
//! validation of `tcp-check` on a real stack the TOE's interop tests build on. Needs root and
//! TUN/TAP: without them the test fails, it never skips. A second run injects loss,
//! reordering, duplication and corruption in the bridge.

use iwarp_golden::pcap::Record;
use iwarp_golden::tcp_check::{self, Rule};
use iwarp_golden::wire::{ethernet, ipv4, tcp};
use iwarp_testbench::netlab::{accept_within, Bridge, BridgeRun, Faults, Netns, Tap};
use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Connections, and bytes each way per connection (the reply is a quarter).
const CONNECTIONS: usize = 4;
const BYTES: usize = 2 << 20;
const PORT: u16 = 5001;
const SERVER: &str = "192.0.2.2";

fn pattern(conn: usize, dir: u8, i: usize) -> u8 {
    (i as u64).wrapping_mul(0x9E37_79B9).wrapping_add(conn as u64 * 131 + dir as u64 * 7) as u8 ^ (i >> 8) as u8
}

fn read_all(s: &mut TcpStream, n: usize) -> Vec<u8> {
    let mut v = Vec::with_capacity(n);
    s.read_to_end(&mut v).expect("read");
    v
}

/// Linux in namespace a (192.0.2.1) sends `BYTES` on each of `CONNECTIONS` connections to
/// Linux in namespace b (192.0.2.2), which answers a quarter as much, through the bridge with
/// `faults`; every byte checked both ways. `tag` keeps parallel tests' namespaces apart.
fn linux_pair(tag: &str, faults: Faults) -> BridgeRun {
    let id = std::process::id() % 100_000;
    let na = Netns::create(&format!("iwtb-{tag}a-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    let nb = Netns::create(&format!("iwtb-{tag}b-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    let ta = Tap::create(&format!("iw{tag}a{id}"), &na, "192.0.2.1/24").unwrap_or_else(|e| panic!("tap: {e}"));
    let tb = Tap::create(&format!("iw{tag}b{id}"), &nb, &format!("{SERVER}/24")).unwrap_or_else(|e| panic!("tap: {e}"));
    let stop = Arc::new(AtomicBool::new(false));
    let (run, received) = std::thread::scope(|s| {
        let bridge = s.spawn(|| Bridge::run_with(&ta, &tb, faults, stop.clone(), Duration::from_secs(120)));
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let nb = &nb;
        let server = s.spawn(move || {
            nb.enter().unwrap();
            let l = TcpListener::bind((SERVER, PORT)).expect("bind");
            ready_tx.send(()).unwrap();
            let mut got = Vec::new();
            std::thread::scope(|s2| {
                let hs: Vec<_> = (0..CONNECTIONS)
                    .map(|_| {
                        let (mut c, _) = accept_within(&l, Duration::from_secs(60)).unwrap_or_else(|e| panic!("{e}"));
                        s2.spawn(move || {
                            c.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
                            let mut first = [0u8; 1];
                            c.read_exact(&mut first).unwrap();
                            let conn = first[0] as usize;
                            let mut data = vec![first[0]];
                            data.extend(read_all(&mut c, BYTES));
                            let reply: Vec<u8> = (0..BYTES / 4).map(|i| pattern(conn, 1, i)).collect();
                            c.write_all(&reply).unwrap();
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
                let hs: Vec<_> = (0..CONNECTIONS)
                    .map(|conn| {
                        s2.spawn(move || {
                            let mut c = TcpStream::connect_timeout(&format!("{SERVER}:{PORT}").parse().unwrap(), Duration::from_secs(10)).expect("connect");
                            c.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
                            let mut data: Vec<u8> = (0..BYTES).map(|i| pattern(conn, 0, i)).collect();
                            data[0] = conn as u8;
                            c.write_all(&data).unwrap();
                            c.shutdown(Shutdown::Write).unwrap();
                            let reply = read_all(&mut c, BYTES / 4);
                            let want: Vec<u8> = (0..BYTES / 4).map(|i| pattern(conn, 1, i)).collect();
                            assert!(reply == want, "connection {conn}: the reply differs");
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
    assert!(!run.timed_out, "the bridge ran into its time limit");
    assert_eq!(received.len(), CONNECTIONS);
    for (conn, data) in &received {
        let mut want: Vec<u8> = (0..BYTES).map(|i| pattern(*conn, 0, i)).collect();
        want[0] = *conn as u8;
        assert!(*data == want, "connection {conn}: the server received other bytes");
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/netlab");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("linux-linux-{tag}.pcap")), iwarp_golden::pcap::write(&run.records)).unwrap();
    run
}

/// tcp-check on a Linux pair's capture: clean, every connection, every byte.
fn check_clean(run: &BridgeRun) -> tcp_check::Report {
    let r = tcp_check::check(&run.records);
    print!("{}", tcp_check::text(&r));
    assert!(r.findings.is_empty(), "tcp-check on Linux to Linux:\n{}", tcp_check::text(&r));
    assert_eq!(r.connections, CONNECTIONS, "{r:?}");
    let total = (CONNECTIONS * (BYTES + BYTES / 4)) as u64;
    assert!(r.bytes >= total, "{} payload bytes checked, {total} sent", r.bytes);
    r
}

#[test]
fn linux_to_linux_through_the_bridge_is_clean() {
    let run = linux_pair("c", Faults::default());
    check_clean(&run);
    mutations_of_the_linux_capture_are_flagged(&run.records);
}

/// The same through a bridge that drops, reorders (up to 16 frames deep), duplicates and
/// corrupts 1-2% of the frames each way: Linux recovers, every byte arrives, and its
/// retransmissions are judged clean (each retransmitted byte equal to the original).
#[test]
fn linux_to_linux_under_faults_is_clean() {
    let faults = Faults { loss: 0.01, reorder: 0.02, dup: 0.01, corrupt: 0.01, seed: iwarp_testbench::seed::seed_for("netlab_linux_faults") };
    let run = linux_pair("f", faults);
    println!("bridge: {:?} frames, {} dropped, {} reordered, {} duplicated, {} corrupted", run.frames, run.dropped, run.reordered, run.duplicated, run.corrupted);
    assert!(run.dropped > 10 && run.reordered > 10 && run.duplicated > 10 && run.corrupted > 10, "faults injected: {run:?}");
    let r = check_clean(&run);
    assert!(r.retransmitted > 0, "Linux retransmitted nothing under loss: {r:?}");
}

/// Mutated copies of the Linux capture: each draws its rule.
fn mutations_of_the_linux_capture_are_flagged(records: &[Record]) {
    let seg = |r: &Record| {
        let (eth, p) = ethernet::Repr::parse(&r.data).ok()?;
        let (ip, s) = ipv4::Repr::parse(p).ok()?;
        let t = tcp::Repr::parse(s, ip.src, ip.dst).ok()?;
        Some((eth, ip, t))
    };
    let rebuild = |r: &Record, f: &dyn Fn(&mut tcp::Repr)| {
        let (eth, ip, mut t) = seg(r).unwrap();
        f(&mut t);
        let data = eth.emit(&ip.emit(&t.emit(ip.src, ip.dst)));
        Record { time_ns: r.time_ns, orig_len: data.len() as u32, data }
    };
    let data_frames: Vec<usize> = (0..records.len()).filter(|&i| seg(&records[i]).is_some_and(|s| s.2.payload.len() > 100)).collect();
    let pure_acks: Vec<usize> = (0..records.len())
        .filter(|&i| seg(&records[i]).is_some_and(|s| s.2.payload.is_empty() && s.2.flags == tcp::flags::ACK))
        .collect();
    let rules = |r: &[Record]| tcp_check::check(r).findings.iter().map(|f| f.rule).collect::<Vec<_>>();
    // A data segment never sent.
    let mut m = records.to_vec();
    m.remove(data_frames[data_frames.len() / 2]);
    assert!(rules(&m).contains(&Rule::SequenceGap));
    // An acknowledgement of bytes never sent.
    let mut m = records.to_vec();
    let i = pure_acks[pure_acks.len() / 2];
    m[i] = rebuild(&m[i], &|t| t.ack = t.ack.wrapping_add(1 << 24));
    assert_eq!(rules(&m), vec![Rule::AckOfUnsent]);
    // A data segment without the negotiated timestamps.
    let mut m = records.to_vec();
    let i = data_frames[3];
    m[i] = rebuild(&m[i], &|t| t.options.retain(|o| !matches!(o, tcp::TcpOption::Timestamps { .. })));
    assert_eq!(rules(&m), vec![Rule::OptionPlacement]);
    // A byte of a retransmission that differs: a copy of a data segment, one byte flipped.
    let mut m = records.to_vec();
    let i = data_frames[10];
    let copy = rebuild(&m[i], &|t| t.payload[7] ^= 0x80);
    m.insert(i + 1, copy);
    assert_eq!(rules(&m), vec![Rule::RetransmissionDiffers]);
}
