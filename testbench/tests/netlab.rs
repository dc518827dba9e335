//! The testbench's bridge between two network namespaces, Linux on both sides: the oracle
//! `tcp-check` must find Linux's TCP clean (window scaling, SACK-permitted and timestamps
//! negotiated, as the kernel does by default), and the bytes arrive byte-exact. This is the
//! validation of `tcp-check` on a real stack the TOE's interop tests build on. Needs root and
//! TUN/TAP: without them the test fails, it never skips. A second run injects loss,
//! reordering, duplication and corruption in the bridge.

use iwarp_golden::pcap::Record;
use iwarp_golden::tcp_check::{self, Rule};
use iwarp_golden::wire::{ethernet, ipv4, tcp};
use iwarp_testbench::interop::linux_pair;
use iwarp_testbench::netlab::{BridgeRun, Faults};
use std::time::Duration;

/// Connections, and bytes each way per connection (the reply is a quarter).
const CONNECTIONS: usize = 4;
const BYTES: usize = 2 << 20;

/// Linux in namespace a sends `BYTES` on each of `CONNECTIONS` connections to Linux in
/// namespace b, which answers a quarter as much, through the bridge with `faults`
/// ([`linux_pair`]: every byte checked both ways).
fn linux_pair_run(tag: &str, faults: Faults) -> BridgeRun {
    linux_pair(tag, faults, CONNECTIONS, BYTES, BYTES / 4, Duration::from_secs(120)).run
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
    let run = linux_pair_run("c", Faults::default());
    check_clean(&run);
    mutations_of_the_linux_capture_are_flagged(&run.records);
}

/// The same through a bridge that drops, reorders (up to 16 frames deep), duplicates and
/// corrupts 1-2% of the frames each way: Linux recovers, every byte arrives, and its
/// retransmissions are judged clean (each retransmitted byte equal to the original).
#[test]
fn linux_to_linux_under_faults_is_clean() {
    let faults = Faults { loss: 0.01, reorder: 0.02, dup: 0.01, corrupt: 0.01, burst: 0.0, seed: iwarp_testbench::seed::seed_for("netlab_linux_faults") };
    let run = linux_pair_run("f", faults);
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
