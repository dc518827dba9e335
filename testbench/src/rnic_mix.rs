//! Random operation mixes between two RNIC nodes (issue 16's end-to-end suites): RDMA
//! Writes (some unsignalled), Reads and Sends (some solicited) of random sizes and
//! alignments, both ways on many QPs, each QP on its own TCP connection with its own marker
//! choice, over a link that loses and reorders frames.
//!
//! The expectation is the verbs' and RFC 5040's, kept by this module apart from the RNIC:
//! - every destination holds its operation's bytes (checked once the batch is quiet);
//! - every DMA write into the registered data area lands inside the destination of an
//!   operation already posted when the write came (checked against the log of the moment,
//!   [`RnicNode::watched`]): nothing outside authorized memory is written;
//! - each QP's send completions come in posting order, one per signalled work request, with
//!   its operation, length and a success status; each receive completion is the next posted
//!   receive of its QP, with the Send's length and solicited flag;
//! - the link's capture is clean by golden's iwarp-decode and tcp-check.
//!
//! Memory is reused batch by batch: a batch's operations are planned over each QP's region
//! without overlap, run until every one has completed and both nodes are quiet, checked, and
//! the next batch writes over the same region.
//!
//! [`RnicNode::watched`]: crate::rnic_node::RnicNode::watched

use crate::backend::BackendKind;
use crate::rnic_host::{connect_qp, map, two_nodes, wait_cmds, NodeHost, POLL};
use crate::rnic_node::{LinkConfig, LinkStats, Pair};
use iwarp_driver::mpa_setup::Local;
use iwarp_driver::Host;
use iwarp_golden::host_if::{cqe_flag, sq_flag, CqeOp, CqeStatus, RqWqe, SqOp, SqWqe};
use iwarp_golden::mr::{rights, stag};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;

const PD: u16 = 1;
const PORT: u16 = 4791;
const FROM: u16 = 41_000;
/// Each QP's region on each node (all rights), QP q's at `map::DATA + q * REGION`: 2 MiB,
/// the most one page list of 4 KiB pages covers here.
pub const REGION: u64 = 2 << 20;
const ALL: u8 = rights::LOCAL_READ | rights::LOCAL_WRITE | rights::REMOTE_READ | rights::REMOTE_WRITE;
/// Operations start on a 64-byte boundary plus 0 to 7 bytes, 64 bytes apart at least.
const ALIGN: u64 = 64;
const GUARD: u64 = 64;
/// Work requests in flight per queue (the rings hold 64; one kept free).
const DEPTH: usize = 63;
/// Cycles both nodes must stay quiet before a batch is checked; bound on a batch.
const QUIET: u64 = 256;
const BATCH_BOUND: u64 = 4_000_000;
/// Mixed into the seed for the QPs' marker choices (a stream of its own).
const MARKER_SALT: u64 = 0x4D41_524B;

#[derive(Clone, Copy, Debug)]
pub struct MixConfig {
    pub qps: u16,
    /// Operations in the whole run, and per batch.
    pub ops: usize,
    pub per_batch: usize,
    /// Largest operation (bytes).
    pub max_len: u32,
    pub seed: u64,
    pub link: LinkConfig,
}

/// What a run did and checked.
#[derive(Clone, Debug, Default)]
pub struct MixReport {
    pub writes: usize,
    pub unsignalled: usize,
    pub reads: usize,
    pub sends: usize,
    pub solicited: usize,
    pub bytes: u64,
    pub send_cqes: usize,
    pub recv_cqes: usize,
    pub batches: usize,
    /// Destination bytes compared with their sources.
    pub checked_bytes: u64,
    /// DMA writes into the data area, each checked against the operations posted then.
    pub dma_writes: usize,
    /// Cycles from the first post to the last batch's check.
    pub cycles: u64,
    pub link: LinkStats,
    pub fpdus: usize,
    pub mpa_connections: usize,
    pub decode_violations: Vec<String>,
    pub tcp_violations: Vec<String>,
    pub terminates: (u16, u16),
    pub rx_cut: (u32, u32),
    /// Sends that waited at ddp_rx for a receive the fetcher was bringing (A, B).
    pub rq_waits: (u32, u32),
    /// Work-request offers taken back because ddp_tx came to hold their QP (A, B).
    pub wr_withdrawn: (u32, u32),
    pub mr_mismatch: (u16, u16),
}

impl MixReport {
    pub fn ops(&self) -> usize {
        self.writes + self.reads + self.sends
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Write,
    Read,
    Send,
}

struct Op {
    kind: Kind,
    /// The initiator is node A.
    on_a: bool,
    qp: u16,
    wr_id: u64,
    len: u32,
    /// Offset in the QP's region (the same on both nodes).
    off: u64,
    signalled: bool,
    solicited: bool,
    /// Send: the receive buffer posted for it (at least `len`).
    recv_len: u32,
    data: Vec<u8>,
    posted: Option<u64>,
    sent_done: bool,
    recv_done: bool,
}

impl Op {
    /// Where the bytes go: node A?
    fn dest_on_a(&self) -> bool {
        match self.kind {
            Kind::Read => self.on_a,
            _ => !self.on_a,
        }
    }
    fn done(&self) -> bool {
        self.sent_done && (self.kind != Kind::Send || self.recv_done)
    }
}

pub fn region(qp: u16) -> u64 {
    map::DATA + u64::from(qp) * REGION
}

/// Node A's (or B's) STag for QP `qp`'s region.
pub fn stag_of(qp: u16, a: bool) -> u32 {
    stag(1 + u32::from(qp), if a { 0xA0 } else { 0xB0 })
}

fn wish(initiator: bool, markers: bool) -> Local {
    Local { revision: 2, markers, crc: true, ird: 4, ord: 4, peer_to_peer: false, private_data: if initiator { b"mix initiator".to_vec() } else { b"mix responder".to_vec() }, accept: true }
}

/// Random bytes from a seed (xorshift64).
pub fn bytes(len: u32, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect()
}

/// A length: mostly small, some to `max`.
fn length(rng: &mut ChaCha8Rng, max: u32) -> u32 {
    let top = match rng.gen_range(0..100) {
        0..=44 => 64,
        45..=74 => 1024,
        75..=94 => 8192,
        _ => max,
    };
    rng.gen_range(1..=top.min(max))
}

/// Two nodes with `cfg.qps` QPs connected (markers chosen per QP by the seed), every
/// region registered; the pair and both hosts.
pub fn setup(kind: BackendKind, cfg: &MixConfig) -> (Pair, NodeHost, NodeHost) {
    let (mut p, mut ha, mut hb) = two_nodes(kind, cfg.link);
    let mut ids = Vec::new();
    for q in 0..cfg.qps {
        ids.push((true, ha.register(stag_of(q, true), PD, ALL, region(q), REGION)));
        ids.push((false, hb.register(stag_of(q, false), PD, ALL, region(q), REGION)));
    }
    wait_cmds(&mut p, &mut ha, &mut hb, &ids, "MR register");
    let mut rng = ChaCha8Rng::seed_from_u64(cfg.seed ^ MARKER_SALT);
    for q in 0..cfg.qps {
        let (ma, mb) = (rng.gen_bool(0.5), rng.gen_bool(0.5));
        connect_qp(&mut p, &mut ha, &mut hb, q, PD, PORT + q, FROM + q, wish(true, ma), wish(false, mb));
    }
    (p, ha, hb)
}

/// Plans one batch: at most `n` operations spread over the QPs, each QP's laid out in its
/// region without overlap.
fn plan(rng: &mut ChaCha8Rng, cfg: &MixConfig, n: usize, next_id: &mut u64) -> Vec<Op> {
    let mut cursor = vec![0u64; usize::from(cfg.qps)];
    let mut ops: Vec<Op> = Vec::new();
    for _ in 0..n {
        let qp = rng.gen_range(0..cfg.qps);
        let kind = match rng.gen_range(0..100) {
            0..=39 => Kind::Write,
            40..=64 => Kind::Read,
            _ => Kind::Send,
        };
        let len = length(rng, cfg.max_len);
        let c = &mut cursor[usize::from(qp)];
        let off = c.next_multiple_of(ALIGN) + rng.gen_range(0..8);
        let recv_len = len + if rng.gen_bool(0.5) { 0 } else { rng.gen_range(1..=256) };
        if off + u64::from(recv_len.max(len)) + GUARD > REGION {
            continue;
        }
        *c = off + u64::from(recv_len) + GUARD;
        let wr_id = *next_id;
        *next_id += 1;
        ops.push(Op {
            kind,
            on_a: rng.gen_bool(0.5),
            qp,
            wr_id,
            len,
            off,
            signalled: kind != Kind::Write || rng.gen_range(0..100) >= 15,
            solicited: kind == Kind::Send && rng.gen_range(0..100) < 30,
            recv_len,
            data: bytes(len, wr_id ^ cfg.seed),
            posted: None,
            sent_done: false,
            recv_done: false,
        });
    }
    // The last work request of each QP and initiator is signalled, so the batch's end is
    // seen (an unsignalled one is done when a later one of its queue completes).
    for qp in 0..cfg.qps {
        for on_a in [true, false] {
            if let Some(o) = ops.iter_mut().rev().find(|o| o.qp == qp && o.on_a == on_a) {
                o.signalled = true;
            }
        }
    }
    ops
}

/// Posts a Send's receive on the peer; the register-write count its doorbell is behind.
fn post_recv(op: &Op, ha: &mut NodeHost, hb: &mut NodeHost) -> u64 {
    let peer = if op.on_a { hb } else { ha };
    let at = region(op.qp) + op.off;
    peer.post_recv(op.qp, &RqWqe { wr_id: op.wr_id, stag: stag_of(op.qp, !op.on_a), len: op.recv_len, to: at });
    peer.dev.host.0.borrow().regs_made
}

/// Whether the peer's RNIC has taken every register write up to `ticket`.
fn at_rnic(op: &Op, ha: &NodeHost, hb: &NodeHost, ticket: u64) -> bool {
    let peer = if op.on_a { hb } else { ha };
    peer.dev.host.0.borrow().regs_taken >= ticket
}

/// Posts `op` (its source bytes written first; a Send's receive was posted on the peer and
/// its doorbell reached the peer's RNIC before: the causality a real application keeps, as
/// the peer learns of the receive only after it was posted).
fn post(op: &mut Op, ha: &mut NodeHost, hb: &mut NodeHost, now: u64) {
    let (init, peer): (&mut NodeHost, &mut NodeHost) = if op.on_a { (ha, hb) } else { (hb, ha) };
    let at = region(op.qp) + op.off;
    let (ls, rs) = (stag_of(op.qp, op.on_a), stag_of(op.qp, !op.on_a));
    let flags = if op.signalled { sq_flag::SIGNALED } else { 0 } | if op.solicited { sq_flag::SOLICITED } else { 0 };
    let wqe = match op.kind {
        Kind::Write => {
            init.dev.host.write_mem(at, &op.data);
            SqWqe { wr_id: op.wr_id, op: SqOp::Write, flags, len: op.len, lstag: ls, lto: at, rstag: rs, rto: at }
        }
        Kind::Read => {
            peer.dev.host.write_mem(at, &op.data);
            SqWqe { wr_id: op.wr_id, op: SqOp::Read, flags, len: op.len, lstag: ls, lto: at, rstag: rs, rto: at }
        }
        Kind::Send => {
            init.dev.host.write_mem(at, &op.data);
            SqWqe { wr_id: op.wr_id, op: SqOp::Send, flags, len: op.len, lstag: ls, lto: at, rstag: 0, rto: 0 }
        }
    };
    init.post_send(op.qp, &wqe);
    op.posted = Some(now);
}

/// Whether `op` may be posted now: room in its send queue, and for a Send in the peer's
/// receive queue.
fn room(op: &Op, ha: &NodeHost, hb: &NodeHost) -> bool {
    let (init, peer) = if op.on_a { (ha, hb) } else { (hb, ha) };
    let out = |h: &NodeHost| h.qps.iter().find(|q| q.qp == op.qp).expect("QP created").outstanding();
    out(init).0 < DEPTH && (op.kind != Kind::Send || out(peer).1 < DEPTH)
}

/// Takes every completion polled on one node and checks it against the batch's operations:
/// send completions in posting order per QP (older unsignalled ones done with them),
/// receives in posting order with the Send's length and solicited flag.
fn check_cqes(h: &mut NodeHost, on_a: bool, ops: &mut [Op], sq: &mut [VecDeque<usize>], rq: &mut [VecDeque<usize>], r: &mut MixReport) {
    let side = if on_a { "A" } else { "B" };
    while let Some(c) = h.cqes.pop_front() {
        let q = usize::from(c.qp);
        assert!(q < sq.len(), "node {side}: a completion for QP {}: {c:?}", c.qp);
        if c.op == CqeOp::Recv {
            let k = rq[q].pop_front().unwrap_or_else(|| panic!("node {side}: a receive completion with none expected: {c:?}"));
            let o = &mut ops[k];
            let want_flags = if o.solicited { cqe_flag::SOLICITED } else { 0 };
            assert_eq!((c.wr_id, c.status, c.len, c.flags), (o.wr_id, CqeStatus::Success, o.len, want_flags), "node {side}: receive completion of the Send {} of {} bytes on QP {}", o.wr_id, o.len, o.qp);
            o.recv_done = true;
            r.recv_cqes += 1;
            continue;
        }
        loop {
            let k = sq[q].pop_front().unwrap_or_else(|| panic!("node {side}: a send completion with none expected: {c:?}"));
            let o = &mut ops[k];
            o.sent_done = true;
            if !o.signalled {
                assert_ne!(o.wr_id, c.wr_id, "node {side}: an unsignalled work request completed: {c:?}");
                continue;
            }
            let op = match o.kind {
                Kind::Write => CqeOp::Write,
                Kind::Read => CqeOp::Read,
                Kind::Send => CqeOp::Send,
            };
            assert_eq!((c.wr_id, c.op, c.status, c.len), (o.wr_id, op, CqeStatus::Success, o.len), "node {side}: completion of QP {}'s next signalled work request", o.qp);
            r.send_cqes += 1;
            break;
        }
    }
}

/// Every logged DMA write into the data area lies inside the destination of one of `ops`
/// on that node, posted by the write's cycle.
fn check_writes(log: &[(u64, u64, usize)], on_a: bool, ops: &[Op]) {
    let mut dests: Vec<(u64, u64, u64)> = ops
        .iter()
        .filter(|o| o.dest_on_a() == on_a)
        .filter_map(|o| o.posted.map(|t| (region(o.qp) + o.off, region(o.qp) + o.off + u64::from(o.len), t)))
        .collect();
    dests.sort();
    for &(cycle, addr, len) in log {
        let end = addr + len as u64;
        let k = dests.partition_point(|d| d.0 <= addr);
        let ok = k > 0 && {
            let (s, e, t) = dests[k - 1];
            s <= addr && end <= e && t <= cycle
        };
        assert!(ok, "node {}: a DMA write of {len} bytes at {addr:#x} (cycle {cycle}) outside every destination posted by then", if on_a { "A" } else { "B" });
    }
}

/// Runs the mix on a connected pair; panics at the first difference from the expectation,
/// the link's capture so far written to `target/rnic/mix-failure.pcap` first.
pub fn run(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost, cfg: &MixConfig) -> MixReport {
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_checked(p, ha, hb, cfg)));
    r.unwrap_or_else(|e| {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/rnic");
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::write(dir.join("mix-failure.pcap"), p.pcap());
        eprintln!("the link's capture: {}; counters A {:?}\nB {:?}", dir.join("mix-failure.pcap").display(), p.a.last_out, p.b.last_out);
        std::panic::resume_unwind(e)
    })
}

fn run_checked(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost, cfg: &MixConfig) -> MixReport {
    let mut rng = ChaCha8Rng::seed_from_u64(cfg.seed);
    let mut r = MixReport::default();
    let area = map::DATA..region(cfg.qps);
    p.a.watch = Some(area.clone());
    p.b.watch = Some(area);
    let start = p.a.cycle;
    let mut next_id = 1u64;
    let qps = usize::from(cfg.qps);
    let mut left = cfg.ops;
    while left > 0 {
        let mut ops = plan(&mut rng, cfg, left.min(cfg.per_batch), &mut next_id);
        left -= ops.len().min(left);
        // Per node, per QP: the posted work requests (indices into ops) waiting to complete.
        let (mut sq_a, mut sq_b) = (vec![VecDeque::new(); qps], vec![VecDeque::new(); qps]);
        let (mut rq_a, mut rq_b) = (vec![VecDeque::new(); qps], vec![VecDeque::new(); qps]);
        // Posting order: per QP in plan order.
        let mut queue: Vec<VecDeque<usize>> = vec![VecDeque::new(); qps];
        for (k, o) in ops.iter().enumerate() {
            queue[usize::from(o.qp)].push_back(k);
        }
        // A Send whose receive is posted, waiting for that doorbell to reach the peer's RNIC.
        let mut ticket: Vec<Option<u64>> = vec![None; qps];
        let batch_start = p.a.cycle;
        loop {
            ha.now = p.a.cycle;
            hb.now = p.b.cycle;
            ha.poll();
            hb.poll();
            check_cqes(ha, true, &mut ops, &mut sq_a, &mut rq_a, &mut r);
            check_cqes(hb, false, &mut ops, &mut sq_b, &mut rq_b, &mut r);
            for q in 0..qps {
                while let Some(&k) = queue[q].front() {
                    if ticket[q].is_none() && !room(&ops[k], ha, hb) {
                        break;
                    }
                    if ops[k].kind == Kind::Send {
                        let t = *ticket[q].get_or_insert_with(|| post_recv(&ops[k], ha, hb));
                        if !at_rnic(&ops[k], ha, hb, t) {
                            break;
                        }
                        ticket[q] = None;
                    }
                    queue[q].pop_front();
                    post(&mut ops[k], ha, hb, p.a.cycle);
                    let o = &ops[k];
                    let (sq, rq) = if o.on_a { (&mut sq_a, &mut rq_b) } else { (&mut sq_b, &mut rq_a) };
                    sq[q].push_back(k);
                    if o.kind == Kind::Send {
                        rq[q].push_back(k);
                    }
                }
            }
            if ops.iter().all(Op::done) {
                break;
            }
            if p.a.cycle - batch_start > BATCH_BOUND {
                let stuck: Vec<_> = ops.iter().filter(|o| !o.done()).take(8).map(|o| (o.kind, o.on_a, o.qp, o.wr_id, o.len, o.posted, o.sent_done, o.recv_done)).collect();
                let msg = format!("batch {}: not done in {BATCH_BOUND} cycles; first of {} waiting: {stuck:?}; A {:?} B {:?}", r.batches, ops.iter().filter(|o| !o.done()).count(), p.a.last_out, p.b.last_out);
                p.close();
                panic!("{msg}");
            }
            for _ in 0..POLL {
                p.step();
            }
        }
        // Quiet: both nodes idle with no DMA left to serve, for QUIET cycles.
        let mut quiet = 0;
        let waited = p.run_until(BATCH_BOUND, |p| {
            let q = p.a.last_out.idle && p.b.last_out.idle && p.a.dma_quiet() && p.b.dma_quiet();
            quiet = if q { quiet + 1 } else { 0 };
            quiet >= QUIET
        });
        assert!(waited.is_some(), "batch {}: the nodes did not go quiet", r.batches);
        // Destinations hold their operations' bytes; writes landed only in destinations.
        for o in &ops {
            let h = if o.dest_on_a() { &mut *ha } else { &mut *hb };
            let got = h.read_bytes(region(o.qp) + o.off, o.len as usize);
            assert!(got == o.data, "batch {}: {:?} of {} bytes on QP {} from {}: the destination differs from the source (first at byte {:?})", r.batches, o.kind, o.len, o.qp, if o.on_a { "A" } else { "B" }, got.iter().zip(&o.data).position(|(x, y)| x != y));
            r.checked_bytes += u64::from(o.len);
            r.bytes += u64::from(o.len);
            match o.kind {
                Kind::Write => {
                    r.writes += 1;
                    r.unsignalled += usize::from(!o.signalled);
                }
                Kind::Read => r.reads += 1,
                Kind::Send => {
                    r.sends += 1;
                    r.solicited += usize::from(o.solicited);
                }
            }
        }
        check_writes(&p.a.watched, true, &ops);
        check_writes(&p.b.watched, false, &ops);
        r.dma_writes += p.a.watched.len() + p.b.watched.len();
        p.a.watched.clear();
        p.b.watched.clear();
        r.batches += 1;
    }
    r.cycles = p.a.cycle - start;
    r.link = p.stats;
    let records = iwarp_golden::pcap::read(&p.pcap()).expect("the capture reads back");
    let decode = iwarp_golden::decode::check(&records);
    r.fpdus = decode.fpdus.len();
    r.mpa_connections = decode.mpa_connections;
    r.decode_violations = decode.violations().map(|v| format!("{v:?}")).collect();
    r.tcp_violations = iwarp_golden::tcp_check::check(&records).findings.iter().map(|f| format!("{f:?}")).collect();
    r.terminates = (p.a.last_out.cnt_terminates, p.b.last_out.cnt_terminates);
    r.rx_cut = (p.a.last_out.cnt_rx_cut, p.b.last_out.cnt_rx_cut);
    r.rq_waits = (p.a.last_out.cnt_rq_waits, p.b.last_out.cnt_rq_waits);
    r.wr_withdrawn = (p.a.last_out.cnt_wr_withdrawn, p.b.last_out.cnt_wr_withdrawn);
    r.mr_mismatch = (p.a.last_out.cnt_mr_mismatch, p.b.last_out.cnt_mr_mismatch);
    r
}
