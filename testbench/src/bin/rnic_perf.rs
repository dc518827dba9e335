//! rnic-perf (`make rnic-perf`, part of `make bench`): perftest-style bandwidth and latency of
//! two RNIC nodes (the composed `rtl/rnic.v` on Verilator) on a 10 Gb/s link, through the
//! driver library, against message size (8 B to 1 MiB).
//!
//! - **Bandwidth** (write_bw / read_bw / send_bw): messages of one size posted back to back
//!   on 1 QP or 8 QPs (each kept at its send ring's depth; Sends into receives the peer keeps
//!   posted, each doorbell at the peer's RNIC before the Send that uses it is posted), from the
//!   first post to the last completion; markers off, and on for Writes.
//! - **Latency** (write_lat / read_lat): one message at a time on an idle pair, split by the
//!   frames on the link (each frame's time is its last beat's): sender NIC (the doorbell taken
//!   to the message's first frame), frames on the wire (first to last of the message, or of a
//!   Read's response), link (the configured delay), receiver NIC (the last frame delivered to
//!   the last byte placed in host memory), for a Write the peer's ACK turnaround and the
//!   completion path (that ACK delivered to the completion written), for a Read the responder
//!   NIC (the request delivered to the first response frame) and the completion after the
//!   last byte placed. NIC-internal = sender + receiver (+ responder) + completion.
//!
//! - **Head of line** (`hol`): an 8-byte RDMA Write posted on QP 1 at several points into
//!   a 1 MiB RDMA Write of QP 0: its wait (doorbell to completion) against the same Write
//!   alone, and whether it completed before the big one (the issue asks that a large message
//!   on one QP not hold a small one on another for the whole message). Then with two 1 MiB
//!   Writes posted on QP 0, the second queued behind the first (`rnic_wrq`'s case: with one
//!   work-request FIFO the second at its head held QP 1's Write behind the first's message).
//!
//! Rates are quoted at 156.25 MHz, the clock every block is built for: the composed `rnic`
//! does not fit LFE5UM5G-85F (its block RAM and LUTs; README), so it has no measured Fmax.
//! Results: target/bench/rnic-perf.md, rnic-perf.json, rnic-perf-bw.svg, rnic-perf-lat.svg.

use iwarp_driver::mpa_setup::Local;
use iwarp_driver::Host;
use iwarp_golden::host_if::{sq_flag, CqeStatus, RqWqe, SqOp, SqWqe};
use iwarp_golden::mr::{rights, stag};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::plot::{line_chart, size_label, Series};
use iwarp_testbench::rnic_host::{connect_qp, map, two_nodes, wait_cmds, NodeHost, POLL};
use iwarp_testbench::rnic_node::{LinkConfig, Pair, CYCLE_PS};
use std::collections::VecDeque;
use std::fmt::Write as _;

const PD: u16 = 1;
const PORT: u16 = 4791;
const FROM: u16 = 41_000;
/// QPs 0-7 without markers, 8-15 with markers both ways.
const QPS: u16 = 16;
const MARKED: u16 = 8;
const MANY: u16 = 8;
/// Each QP's region on each node: the source at 0, the destination at 1 MiB.
const REGION: u64 = 2 << 20;
const DEST: u64 = 1 << 20;
const ALL: u8 = rights::LOCAL_READ | rights::LOCAL_WRITE | rights::REMOTE_READ | rights::REMOTE_WRITE;
const SIZES: [u32; 7] = [8, 64, 512, 4096, 32 << 10, 256 << 10, 1 << 20];
const LAT_SIZES: [u32; 5] = [8, 64, 512, 4096, 32 << 10];
/// Bytes a bandwidth run moves (at least 4 messages, at most 1,024).
const RUN_BYTES: u64 = 1 << 20;
const MIN_MSGS: u64 = 4;
const MAX_MSGS: u64 = 1024;
/// Work requests kept in flight per QP (the rings hold 64).
const DEPTH: usize = 63;
/// Latency samples per size (the median is reported).
const LAT_SAMPLES: usize = 9;
const BOUND: u64 = 20_000_000;
const LAT_BOUND: u64 = 200_000;
const MHZ: f64 = 156.25;
/// The link: 200 cycles each way, no faults.
const LINK: LinkConfig = LinkConfig { delay: 200, loss: 0.0, reorder: 0.0, reorder_cycles: 0, seed: 1 };
/// Ethernet + IPv4 + TCP header offsets, for a frame's TCP payload length.
const ETH_HDR: usize = 14;
const IP_TOTAL_LEN: usize = ETH_HDR + 2;

fn region(q: u16) -> u64 {
    map::DATA + u64::from(q) * REGION
}

fn stag_of(q: u16, a: bool) -> u32 {
    stag(1 + u32::from(q), if a { 0xA0 } else { 0xB0 })
}

fn wish(initiator: bool, markers: bool) -> Local {
    Local { revision: 2, markers, crc: true, ird: 8, ord: 8, peer_to_peer: false, private_data: if initiator { b"perf".to_vec() } else { b"perf-r".to_vec() }, accept: true }
}

/// A frame's TCP payload length (IPv4, no options assumed absent: the header lengths read).
fn tcp_payload(f: &[u8]) -> usize {
    if f.len() < ETH_HDR + 20 {
        return 0;
    }
    let ip_len = usize::from(u16::from_be_bytes([f[IP_TOTAL_LEN], f[IP_TOTAL_LEN + 1]]));
    let ihl = usize::from(f[ETH_HDR] & 0xF) * 4;
    let Some(&off) = f.get(ETH_HDR + ihl + 12) else { return 0 };
    ip_len.saturating_sub(ihl + usize::from(off >> 4) * 4)
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Op {
    Write,
    Read,
    Send,
}

impl Op {
    fn name(self) -> &'static str {
        match self {
            Op::Write => "write",
            Op::Read => "read",
            Op::Send => "send",
        }
    }
    fn sq(self) -> SqOp {
        match self {
            Op::Write => SqOp::Write,
            Op::Read => SqOp::Read,
            Op::Send => SqOp::Send,
        }
    }
}

struct Bw {
    op: Op,
    qps: u16,
    markers: bool,
    size: u32,
    msgs: u64,
    cycles: u64,
}

impl Bw {
    fn bytes_per_cycle(&self) -> f64 {
        (self.msgs * u64::from(self.size)) as f64 / self.cycles as f64
    }
    fn gbps(&self) -> f64 {
        self.bytes_per_cycle() * 8.0 * MHZ / 1e3
    }
    fn mmsgs(&self) -> f64 {
        self.msgs as f64 / self.cycles as f64 * MHZ
    }
}

/// Steps both nodes `POLL` cycles and polls both drivers.
fn turn(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost) {
    for _ in 0..POLL {
        p.step();
    }
    ha.now = p.a.cycle;
    hb.now = p.b.cycle;
    ha.poll();
    hb.poll();
}

/// One bandwidth run: `msgs` messages of `size` from A over `qps` QPs starting at `first`.
fn bandwidth(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost, op: Op, first: u16, qps: u16, size: u32, wr_base: u64) -> Bw {
    let msgs = (RUN_BYTES / u64::from(size)).clamp(MIN_MSGS, MAX_MSGS);
    let (mut posted, mut done) = (0u64, 0u64);
    let mut in_flight = vec![0usize; usize::from(qps)];
    // Send: receives posted on B per QP, and the register count each doorbell is behind.
    let mut recvs: Vec<VecDeque<u64>> = vec![VecDeque::new(); usize::from(qps)];
    let mut recvs_posted = 0u64;
    let start = p.a.cycle;
    while done < msgs {
        if op == Op::Send {
            for k in 0..qps {
                let q = first + k;
                while hb.qps.iter().find(|x| x.qp == q).expect("QP").outstanding().1 < DEPTH && recvs_posted < msgs {
                    hb.post_recv(q, &RqWqe { wr_id: wr_base + recvs_posted, stag: stag_of(q, false), len: size, to: region(q) + DEST });
                    recvs[usize::from(k)].push_back(hb.dev.host.0.borrow().regs_made);
                    recvs_posted += 1;
                }
            }
        }
        for k in 0..qps {
            let q = first + k;
            while in_flight[usize::from(k)] < DEPTH && posted < msgs {
                if op == Op::Send {
                    let Some(&t) = recvs[usize::from(k)].front() else { break };
                    if hb.dev.host.0.borrow().regs_taken < t {
                        break;
                    }
                    recvs[usize::from(k)].pop_front();
                }
                let (lto, rto) = if op == Op::Read { (region(q) + DEST, region(q)) } else { (region(q), region(q) + DEST) };
                ha.post_send(q, &SqWqe { wr_id: wr_base + posted, op: op.sq(), flags: sq_flag::SIGNALED, len: size, lstag: stag_of(q, true), lto, rstag: if op == Op::Send { 0 } else { stag_of(q, false) }, rto: if op == Op::Send { 0 } else { rto } });
                in_flight[usize::from(k)] += 1;
                posted += 1;
            }
        }
        turn(p, ha, hb);
        while let Some(c) = ha.cqes.pop_front() {
            assert_eq!(c.status, CqeStatus::Success, "{c:?}");
            in_flight[usize::from(c.qp - first)] -= 1;
            done += 1;
        }
        hb.cqes.retain(|c| {
            assert_eq!(c.status, CqeStatus::Success, "{c:?}");
            false
        });
        assert!(p.a.cycle - start < BOUND, "{} bandwidth at {size} B: not done", op.name());
    }
    let cycles = p.a.cycle - start;
    // Drain B's receive completions before the next run.
    for _ in 0..64 {
        turn(p, ha, hb);
    }
    hb.cqes.clear();
    Bw { op, qps, markers: first >= MARKED, size, msgs, cycles }
}

/// One latency sample's split, in cycles.
#[derive(Clone, Copy, Default, Debug)]
struct Lat {
    total: u64,
    sender: u64,
    link: u64,
    receiver: u64,
    /// The message's (a Read's response's) frames from its first on the wire to its last.
    wire: u64,
    /// Write: the message's last frame delivered to the peer's ACK on the wire; Read: the
    /// request delivered to the responder's first response frame on the wire.
    other: u64,
    completion: u64,
}

impl Lat {
    fn nic(&self, op: Op) -> u64 {
        match op {
            Op::Write => self.sender + self.receiver + self.completion,
            _ => self.sender + self.other + self.receiver + self.completion,
        }
    }
}

/// Steps one cycle at a time until `done`, at most BOUND cycles.
fn until(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost, mut done: impl FnMut(&mut Pair, &mut NodeHost, &mut NodeHost) -> bool) {
    let start = p.a.cycle;
    loop {
        p.step();
        ha.now = p.a.cycle;
        hb.now = p.b.cycle;
        if done(p, ha, hb) {
            return;
        }
        if p.a.cycle - start >= LAT_BOUND {
            let placed: Vec<_> = p.a.watched.iter().chain(&p.b.watched).collect();
            panic!("latency sample: not done in {LAT_BOUND} cycles; placed so far {placed:?}; A {:?}\nB {:?}", p.a.last_out, p.b.last_out);
        }
    }
}

/// One message alone on QP `q` of an idle pair: its split.
fn latency(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost, op: Op, q: u16, size: u32, wr_id: u64) -> Lat {
    // Idle first: nothing on the link.
    for _ in 0..2_000 {
        p.step();
    }
    ha.poll();
    hb.poll();
    ha.cqes.clear();
    let delay = p.link.delay;
    let dest = region(q) + DEST;
    let dest_node_a = op == Op::Read;
    let watch = dest..dest + u64::from(size);
    let cq = map::CQ..map::CQ + map::CQ_STRIDE;
    // A Write's completion may come before its last byte is placed at the peer (it follows
    // the peer's ACK, not its placement): the peer's memory and A's completion queue are
    // watched together. A Read completes after its last byte is placed (both on A).
    if dest_node_a {
        p.a.watch = Some(watch.clone());
    } else {
        p.b.watch = Some(watch.clone());
        p.a.watch = Some(cq.clone());
    }
    p.a.watched.clear();
    p.b.watched.clear();
    let frames = p.capture.len();
    let (lto, rto) = if op == Op::Read { (dest, region(q)) } else { (region(q), dest) };
    ha.post_send(q, &SqWqe { wr_id, op: op.sq(), flags: sq_flag::SIGNALED, len: size, lstag: stag_of(q, true), lto, rstag: stag_of(q, false), rto });
    let ticket = ha.dev.host.0.borrow().regs_made;
    let mut t0 = None;
    let in_dest = |w: &&(u64, u64, usize)| watch.contains(&w.1);
    until(p, ha, hb, |p, _, _| {
        if t0.is_none() && p.a.host.0.borrow().regs_taken >= ticket {
            t0 = Some(p.a.cycle);
        }
        let placed: u64 = if dest_node_a { &p.a.watched } else { &p.b.watched }.iter().filter(in_dest).map(|w| w.2 as u64).sum();
        placed >= u64::from(size) && (dest_node_a || !p.a.watched.is_empty())
    });
    let placed_at = if dest_node_a { &p.a.watched } else { &p.b.watched }.iter().filter(in_dest).last().unwrap().0;
    if dest_node_a {
        p.a.watch = Some(cq.clone());
        p.a.watched.clear();
        until(p, ha, hb, |p, _, _| !p.a.watched.is_empty());
    }
    let cqe_at = p.a.watched.iter().find(|w| cq.contains(&w.1)).expect("the completion written").0;
    p.a.watch = None;
    p.b.watch = None;
    ha.poll();
    let c = ha.take_cqe(wr_id).expect("the completion");
    assert_eq!(c.status, CqeStatus::Success, "{c:?}");
    let t0 = t0.expect("the doorbell taken");
    // The frames since the post: A's first carrying payload (the message or the request); B's
    // first carrying payload (a Read's response); for a Write, B's first frame after the
    // message arrived (its ACK).
    let new = &p.capture[frames..];
    let data = |from_a: bool| new.iter().filter(move |(_, a, f)| *a == from_a && tcp_payload(f) > 0);
    let first_a = data(true).next().expect("A's frame").0;
    let mut l = Lat { total: cqe_at - t0, sender: first_a - t0, link: delay, ..Default::default() };
    match op {
        Op::Read => {
            let first_b = data(false).find(|(t, _, _)| *t > first_a).expect("B's response").0;
            let last_b = data(false).filter(|(t, _, _)| *t + delay <= placed_at).last().expect("B's response").0;
            l.other = first_b - (first_a + delay);
            l.wire = last_b - first_b;
            l.receiver = placed_at - (last_b + delay);
            l.completion = cqe_at - placed_at;
        }
        _ => {
            let last_a = data(true).last().expect("A's frames").0;
            l.wire = last_a - first_a;
            l.receiver = placed_at.saturating_sub(last_a + delay);
            // The ACK that completed the Write: B's last frame delivered before the completion.
            let ack = new.iter().filter(|(t, a, _)| !*a && *t + delay <= cqe_at).last().expect("B's ACK").0;
            l.other = ack.saturating_sub(last_a + delay);
            l.completion = cqe_at - (ack + delay);
        }
    }
    l
}

/// Where the 8-byte Write is posted, in cycles after the 1 MiB Write's post; with two 1 MiB
/// Writes queued on QP 0.
const HOL_AFTER: [u64; 4] = [2_000, 50_000, 150_000, 250_000];
const HOL_AFTER_TWO: [u64; 2] = [2_000, 50_000];
const HOL_BIG: u32 = 1 << 20;
const HOL_SMALL: u32 = 8;

/// One head-of-line sample: QP 0's `bigs` big Writes (posted together), QP 1's small one
/// `after` cycles later; the small one's wait, the cycles to the first big one's completion,
/// and whether the small one finished before it. Work-request ids `wr` ..= `wr + 2`.
fn hol(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost, after: Option<u64>, bigs: u64, wr: u64) -> (u64, u64, bool) {
    for _ in 0..2_000 {
        p.step();
    }
    ha.poll();
    hb.poll();
    ha.cqes.clear();
    let w = |wr_id, q: u16, len| SqWqe { wr_id, op: SqOp::Write, flags: sq_flag::SIGNALED, len, lstag: stag_of(q, true), lto: region(q), rstag: stag_of(q, false), rto: region(q) + DEST };
    let t0 = p.a.cycle;
    if after.is_some() {
        for k in 0..bigs {
            ha.post_send(0, &w(wr + 2 * k, 0, HOL_BIG));
        }
    }
    let post_at = t0 + after.unwrap_or(0);
    let (mut t1, mut small_done, mut big_done, mut bigs_done) = (None, None, None, 0);
    while small_done.is_none() || (after.is_some() && bigs_done < bigs) {
        if t1.is_none() && p.a.cycle >= post_at {
            ha.post_send(1, &w(wr + 1, 1, HOL_SMALL));
            t1 = Some(p.a.cycle);
        }
        turn(p, ha, hb);
        while let Some(c) = ha.cqes.pop_front() {
            assert_eq!(c.status, CqeStatus::Success, "{c:?}");
            if c.wr_id == wr + 1 {
                small_done = Some(p.a.cycle);
            } else {
                big_done.get_or_insert(p.a.cycle);
                bigs_done += 1;
            }
        }
        assert!(p.a.cycle - t0 < BOUND, "head-of-line sample: not done");
    }
    let small = small_done.unwrap() - t1.unwrap();
    let big = big_done.map_or(0, |b| b - t0);
    (small, big, big_done.is_none_or(|b| small_done.unwrap() < b))
}

fn median(mut v: Vec<Lat>) -> Lat {
    v.sort_by_key(|l| l.total);
    v[v.len() / 2]
}

fn main() {
    let t0 = std::time::Instant::now();
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/bench");
    std::fs::create_dir_all(&out).expect("create target/bench");
    let (mut p, mut ha, mut hb) = two_nodes(BackendKind::Verilator, LINK);
    let mut ids = Vec::new();
    for q in 0..QPS {
        ids.push((true, ha.register(stag_of(q, true), PD, ALL, region(q), REGION)));
        ids.push((false, hb.register(stag_of(q, false), PD, ALL, region(q), REGION)));
    }
    wait_cmds(&mut p, &mut ha, &mut hb, &ids, "MR register");
    for q in 0..QPS {
        let m = q >= MARKED;
        connect_qp(&mut p, &mut ha, &mut hb, q, PD, PORT + q, FROM + q, wish(true, m), wish(false, m));
    }
    // Sources hold data (the last message's bytes are checked at the destination).
    for q in 0..QPS {
        let src: Vec<u8> = (0..DEST).map(|i| (i as u8).wrapping_mul(29) ^ q as u8).collect();
        ha.dev.host.write_mem(region(q), &src);
        hb.dev.host.write_mem(region(q), &src);
    }

    let mut bws = Vec::new();
    let mut wr = 1u64 << 32;
    let configs = [(Op::Write, 0, 1), (Op::Write, 0, MANY), (Op::Write, MARKED, 1), (Op::Read, 0, 1), (Op::Read, 0, MANY), (Op::Send, 0, 1), (Op::Send, 0, MANY)];
    // `RNIC_PERF=bw`, `lat` or `hol` runs one part only.
    let part = std::env::var("RNIC_PERF").unwrap_or_default();
    for &(op, first, qps) in configs.iter().filter(|_| part.is_empty() || part == "bw") {
        for &size in &SIZES {
            let b = bandwidth(&mut p, &mut ha, &mut hb, op, first, qps, size, wr);
            wr += 1 << 20;
            // The destination holds the source's bytes.
            let n = size.min(4096) as usize;
            let (src, dst) = if op == Op::Read { (hb.read_bytes(region(first), n), ha.read_bytes(region(first) + DEST, n)) } else { (ha.read_bytes(region(first), n), hb.read_bytes(region(first) + DEST, n)) };
            assert_eq!(src, dst, "{} {size} B: the destination differs from the source", op.name());
            println!("{}_bw {:>2} QP{} markers {:3} {:>8} B: {:>5} msgs {:>9} cycles {:6.3} B/cycle {:6.2} Gb/s {:6.2} M msgs/s", op.name(), qps, if qps > 1 { "s" } else { " " }, if b.markers { "on" } else { "off" }, size, b.msgs, b.cycles, b.bytes_per_cycle(), b.gbps(), b.mmsgs());
            bws.push(b);
        }
    }

    let mut lats = Vec::new();
    for op in [Op::Write, Op::Read].into_iter().filter(|_| part.is_empty() || part == "lat") {
        for &size in &LAT_SIZES {
            let samples: Vec<Lat> = (0..LAT_SAMPLES)
                .map(|k| {
                    wr += 1;
                    latency(&mut p, &mut ha, &mut hb, op, 0, size, wr + k as u64)
                })
                .collect();
            let m = median(samples);
            println!("{}_lat {:>6} B: {:?} NIC-internal {}", op.name(), size, m, m.nic(op));
            lats.push((op, size, m));
        }
    }
    let us = |c: u64| c as f64 * CYCLE_PS as f64 / 1e6;

    // Head of line: the small Write alone, then behind the big one.
    let mut hols = Vec::new();
    if part.is_empty() || part == "hol" {
        wr += 1 << 20;
        let (alone, _, _) = hol(&mut p, &mut ha, &mut hb, None, 1, wr);
        for (bigs, after) in HOL_AFTER.iter().map(|&a| (1, a)).chain(HOL_AFTER_TWO.iter().map(|&a| (2, a))) {
            wr += 4;
            let (small, big, first) = hol(&mut p, &mut ha, &mut hb, Some(after), bigs, wr);
            println!("hol: 8-byte Write on QP 1 posted {after} cycles into {bigs} x 1 MiB Write on QP 0: {small} cycles (alone {alone}), the first big one {big} cycles, small first: {first}");
            hols.push((bigs, after, small, big, first, alone));
        }
    }

    // Tables.
    let mut md = String::new();
    let _ = writeln!(md, "# rnic-perf\n\nTwo RNIC nodes (rtl/rnic.v, Verilator), link 200 cycles each way, 64 bits a cycle; rates at {MHZ} MHz.\n");
    let _ = writeln!(md, "## Bandwidth (first post to last completion)\n\n| op | QPs | markers | size | messages | cycles | bytes/cycle | Gb/s | M msgs/s |\n|---|---:|---|---:|---:|---:|---:|---:|---:|");
    for b in &bws {
        let _ = writeln!(md, "| {} | {} | {} | {} | {} | {} | {:.3} | {:.2} | {:.2} |", b.op.name(), b.qps, if b.markers { "on" } else { "off" }, size_label(f64::from(b.size)), b.msgs, b.cycles, b.bytes_per_cycle(), b.gbps(), b.mmsgs());
    }
    let _ = writeln!(md, "\n## Latency (one message on an idle pair, median of {LAT_SAMPLES}; cycles)\n\n| op | size | total | sender NIC | frames on the wire | link (each way) | receiver NIC | ACK turnaround (Write) / responder NIC (Read) | completion | NIC-internal | NIC-internal (us) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (op, size, l) in &lats {
        let _ = writeln!(md, "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {:.3} |", op.name(), size_label(f64::from(*size)), l.total, l.sender, l.wire, l.link, l.receiver, l.other, l.completion, l.nic(*op), us(l.nic(*op)));
    }
    if let Some(worst) = hols.iter().map(|h| h.2).max() {
        let _ = writeln!(md, "\n## Head of line: an 8-byte Write on QP 1 posted into 1 MiB Writes on QP 0 (cycles)\n\n| 1 MiB Writes queued on QP 0 | posted after | 8-byte Write's wait | alone | first 1 MiB Write | small one first |\n|---:|---:|---:|---:|---:|---|");
        for (bigs, after, small, big, first, alone) in &hols {
            let _ = writeln!(md, "| {bigs} | {after} | {small} | {alone} | {big} | {} |", if *first { "yes" } else { "no" });
        }
        let _ = writeln!(md, "\nWorst wait: {worst} cycles ({:.1} us at {MHZ} MHz).", us(worst));
    }
    std::fs::write(out.join("rnic-perf.md"), &md).expect("write rnic-perf.md");
    let json: Vec<String> = bws
        .iter()
        .map(|b| format!("{{\"kind\":\"bw\",\"op\":\"{}\",\"qps\":{},\"markers\":{},\"size\":{},\"msgs\":{},\"cycles\":{},\"bytes_per_cycle\":{:.4}}}", b.op.name(), b.qps, b.markers, b.size, b.msgs, b.cycles, b.bytes_per_cycle()))
        .chain(lats.iter().map(|(op, size, l)| format!("{{\"kind\":\"lat\",\"op\":\"{}\",\"size\":{size},\"total\":{},\"sender\":{},\"wire\":{},\"link\":{},\"receiver\":{},\"other\":{},\"completion\":{},\"nic\":{}}}", op.name(), l.total, l.sender, l.wire, l.link, l.receiver, l.other, l.completion, l.nic(*op))))
        .chain(hols.iter().map(|(bigs, after, small, big, first, alone)| format!("{{\"kind\":\"hol\",\"bigs\":{bigs},\"after\":{after},\"small_wait\":{small},\"alone\":{alone},\"big\":{big},\"small_first\":{first}}}")))
        .collect();
    std::fs::write(out.join("rnic-perf.json"), format!("[\n{}\n]\n", json.join(",\n"))).expect("write rnic-perf.json");

    // Plots.
    let series: Vec<Series> = configs
        .iter()
        .map(|&(op, first, qps)| Series {
            name: format!("{} {} QP{}{}", op.name(), qps, if qps > 1 { "s" } else { "" }, if first >= MARKED { ", markers" } else { "" }),
            points: bws.iter().filter(|b| b.op == op && b.qps == qps && b.markers == (first >= MARKED)).map(|b| (f64::from(b.size), b.gbps())).collect(),
        })
        .collect();
    std::fs::write(out.join("rnic-perf-bw.svg"), line_chart("rnic bandwidth vs message size (at 156.25 MHz)", "message size", "Gb/s", &series)).expect("write the plot");
    let mut lat_series = Vec::new();
    for op in [Op::Write, Op::Read] {
        let pts = |f: &dyn Fn(&Lat) -> u64| lats.iter().filter(|x| x.0 == op).map(|(_, s, l)| (f64::from(*s), us(f(l)))).collect();
        lat_series.push(Series { name: format!("{} total", op.name()), points: pts(&|l| l.total) });
        lat_series.push(Series { name: format!("{} NIC-internal", op.name()), points: pts(&|l| l.nic(op)) });
    }
    std::fs::write(out.join("rnic-perf-lat.svg"), line_chart("rnic latency vs message size (at 156.25 MHz)", "message size", "microseconds", &lat_series)).expect("write the plot");
    println!("\n{md}");
    println!("rnic-perf: target/bench/rnic-perf.md, rnic-perf.json, rnic-perf-bw.svg, rnic-perf-lat.svg ({} cycles simulated in {:.0} s)", p.a.cycle, t0.elapsed().as_secs_f64());
}
