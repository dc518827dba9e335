//! The composed hardware `toe` (Verilator) against golden's reference engine over the
//! simulated link (`toe_link::SimLink`): connections opened from either side, streams each
//! way byte-exact, orderly closes; with faults on the link; tcp-check clean on the capture.

use iwarp_golden::tcp_check;
use iwarp_golden::toe::{Event, Toe};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::netlab::Faults;
use iwarp_testbench::toe_host::{pattern, PatternCheck, TcpEngine};
use iwarp_testbench::toe_hw::{test_config as config, HwToe, Pair};
use iwarp_testbench::toe_link::{LinkConfig, SimLink};
use std::cell::Cell;
use std::collections::BTreeMap;

const PORT: u16 = 5001;

/// Per side and connection: (stream key, bytes sent, check of what arrives, close asked).
type Sides = [BTreeMap<u16, (u64, u64, PatternCheck, bool)>; 2];

/// Runs `conns` connections opened by side 0 to side 1's listening port, `bytes` each way,
/// until every connection has closed on both sides; returns the ticks taken.
fn exchange<A: TcpEngine, B: TcpEngine>(link: &mut SimLink<A, B>, conns: u16, bytes: u64, max_ticks: u64) -> u64 {
    exchange_slots(link, conns, bytes, max_ticks).0
}

/// [`exchange`], also returning the slots side 0's connections had.
fn exchange_slots<A: TcpEngine, B: TcpEngine>(link: &mut SimLink<A, B>, conns: u16, bytes: u64, max_ticks: u64) -> (u64, Vec<u16>) {
    let mut slots = Vec::new();
    let b_ip = [192, 0, 2, 2];
    let b_mac = [2, 0, 0, 0, 0, 2];
    for i in 0..conns {
        link.a.connect(b_ip, b_mac, PORT, 40_000 + i).expect("connect");
    }
    let mut sides: Sides = [BTreeMap::new(), BTreeMap::new()];
    let mut closed = [0u16; 2];
    while closed != [conns, conns] {
        assert!(link.now < max_ticks, "stalled at tick {}: closed {closed:?}; sides {:?}", link.now, sides.iter().map(|s| s.values().map(|v| (v.0, v.1, v.2.received, v.3)).collect::<Vec<_>>()).collect::<Vec<_>>());
        let (ea, eb) = link.step();
        for (k, events) in [ea, eb].into_iter().enumerate() {
            for e in events {
                match e {
                    Event::Established { conn, tuple } => {
                        if k == 0 {
                            slots.push(conn);
                        }
                        let key = if k == 0 { tuple.local_port } else { tuple.remote_port } as u64;
                        sides[k].insert(conn, (key, 0, PatternCheck::new(key * 2 + (1 - k as u64)), false));
                    }
                    Event::Deliver { conn, data, .. } => {
                        sides[k].get_mut(&conn).expect("delivery on a known connection").2.take(&data);
                        if k == 0 {
                            link.a.consumed(conn, data.len() as u32)
                        } else {
                            link.b.consumed(conn, data.len() as u32)
                        }
                    }
                    Event::Closed { conn } => {
                        let s = sides[k].remove(&conn).unwrap();
                        assert!(s.2.exact(bytes), "side {k} key {}: {:?}", s.0, s.2);
                        closed[k] += 1;
                    }
                    Event::Acked { .. } | Event::PeerClosed { .. } => {}
                    Event::SlowPath(f) => assert!(f.len() > 12 && f[12..14] != [8, 0], "side {k}: an IPv4 frame in the slow path: {f:?}"),
                    other => panic!("side {k}: {other:?}"),
                }
            }
        }
        for k in 0..2 {
            for (&conn, s) in sides[k].iter_mut() {
                let engine: &mut dyn TcpEngine = if k == 0 { &mut link.a } else { &mut link.b };
                while s.1 < bytes && engine.send_space(conn) >= 8192 {
                    let n = 8192.min(bytes - s.1) as usize;
                    engine.send(conn, &pattern(s.0 * 2 + k as u64, s.1, n)).unwrap();
                    s.1 += n as u64;
                }
                if s.1 == bytes && s.2.received == bytes && !s.3 {
                    s.3 = engine.close(conn).is_ok();
                }
            }
        }
    }
    (link.now, slots)
}

/// Connection churn: 8 waves of 256 connections from the hardware to golden on the same 256
/// tuples, 2 KiB each way, every one closed through TIME-WAIT (3 ticks) before the next wave
/// reuses its tuple: 2,048 connections, every stream byte-exact, every connection closed on
/// both sides, the hardware's table slots reused (at most 1,024 exist), no slot left behind
/// (the last wave opens as many as the first).
#[test]
fn churn_through_time_wait_reuses_slots() {
    // A wave's 512 KiB each way queue for about 20 ticks on the wire's 8 bytes a cycle: an
    // RTO floor well above that, so a clean link sends nothing twice.
    let churn = |last| {
        let mut c = config(last);
        c.time_wait = 3;
        c.rto_min = 200;
        c.rto_initial = 200;
        c
    };
    let a = HwToe::new(churn(1), BackendKind::Verilator, None);
    let mut b = Toe::new(churn(2));
    TcpEngine::listen(&mut b, PORT);
    let rate = 8 * iwarp_testbench::toe_hw::MIN_CYCLES_PER_TICK as usize;
    let mut link = SimLink::new(a, b, LinkConfig { rate, delay: 1, queue: 1 << 20, faults: Faults::default() });
    let mut all = std::collections::BTreeSet::new();
    let mut total = 0;
    for wave in 0..8 {
        let limit = link.now + 5_000;
        let (_, slots) = exchange_slots(&mut link, 256, 2048, limit);
        assert_eq!(slots.len(), 256, "wave {wave}");
        total += slots.len();
        all.extend(slots);
        // Every slot free again: TIME-WAIT ends before the next wave.
        for _ in 0..5 {
            link.step();
        }
        assert_eq!(link.b.connections(), 0, "wave {wave}: golden still holds connections");
    }
    let c = link.a.counters();
    println!("churn: {total} connections over {} distinct slots in {} ticks, {} cycles; hardware {c:?}", all.len(), link.now, link.a.cycles);
    assert_eq!(total, 2048);
    assert!(all.len() < total && all.len() <= 1024, "slots reused: {} distinct", all.len());
    assert_eq!(c.bytes_delivered, 2048 * 2048);
    assert_eq!((c.rst_out, c.rto_expiries, c.retransmitted_segments), (0, 0, 0), "{c:?}");
    assert!(c.dropped.is_empty(), "{c:?}");
}

#[test]
fn hardware_opens_to_golden_and_both_streams_arrive() {
    let a = HwToe::new(config(1), BackendKind::Verilator, None);
    let mut b = Toe::new(config(2));
    TcpEngine::listen(&mut b, PORT);
    let mut link = SimLink::new(a, b, LinkConfig { rate: 12_500, delay: 5, queue: 64 * 1514, faults: Faults::default() });
    link.capture = Some(Vec::new());
    let ticks = exchange(&mut link, 2, 256 << 10, 20_000);
    println!("{ticks} ticks, {} cycles; hardware {:?}", link.a.cycles, link.a.counters());
    let r = tcp_check::check(link.capture.as_ref().unwrap());
    assert!(r.findings.is_empty(), "{}", tcp_check::text(&r));
}

/// Golden opens to the hardware's listening port (passive opens in hardware) over a link
/// that loses, reorders, duplicates and corrupts frames.
#[test]
fn golden_opens_to_hardware_through_a_faulty_link() {
    let a = Toe::new(config(1));
    let mut b = HwToe::new(config(2), BackendKind::Verilator, None);
    TcpEngine::listen(&mut b, PORT);
    let faults = Faults { loss: 0.005, reorder: 0.01, dup: 0.005, corrupt: 0.005, burst: 0.0, seed: 11 };
    let mut link = SimLink::new(a, b, LinkConfig { rate: 12_500, delay: 5, queue: 20 * 1514, faults });
    link.capture = Some(Vec::new());
    let ticks = exchange(&mut link, 4, 512 << 10, 200_000);
    let c = link.b.counters();
    println!("{ticks} ticks, {} cycles; link {:?}; hardware {c:?}", link.b.cycles, link.stats);
    assert!(link.stats.lost.iter().sum::<u64>() > 0, "{:?}", link.stats);
    assert!(c.retransmitted_segments > 0 && c.dropped.get("BadTcp").copied().unwrap_or(0) + c.dropped.get("BadIp").copied().unwrap_or(0) > 0, "{c:?}");
    let r = tcp_check::check(link.capture.as_ref().unwrap());
    assert!(r.findings.is_empty(), "{}", tcp_check::text(&r));
}

thread_local! {
    /// Losses placed on the hardware's frames: the first data frame at or after `NEXT_LOSS`
    /// is lost, then the next at or after `LOSS_EVERY` frames later, up to `LAST_LOSS`. Per
    /// thread: the link calls `placed_data_loss` on its test's thread, and tests that share
    /// a process (`cargo test` runs them on threads side by side) must not share a plan.
    static NEXT_LOSS: Cell<u64> = const { Cell::new(0) };
    static LOSS_EVERY: Cell<u64> = const { Cell::new(0) };
    static LAST_LOSS: Cell<u64> = const { Cell::new(0) };
}

/// Where the losses fall: (first frame, every so many frames, last frame).
#[derive(Clone, Copy, Debug)]
struct LossPlan(u64, u64, u64);

impl LossPlan {
    /// One data frame in every hundred from the 50th to the 650th: 7 isolated losses, each
    /// in a window of its own.
    const ISOLATED: LossPlan = LossPlan(50, 100, 650);
    /// Every fourth frame from the 200th to the 212th: 4 losses in one window.
    const ONE_WINDOW: LossPlan = LossPlan(200, 4, 212);

    fn arm(self) {
        NEXT_LOSS.set(self.0);
        LOSS_EVERY.set(self.1);
        LAST_LOSS.set(self.2);
    }

    fn losses(self) -> u64 {
        (self.2 - self.0) / self.1 + 1
    }
}

fn placed_data_loss(nth: u64, f: &[u8]) -> bool {
    const DATA_FRAME: usize = 1000;
    let next = NEXT_LOSS.get();
    if f.len() > DATA_FRAME && nth >= next && next <= LAST_LOSS.get() {
        NEXT_LOSS.set(next + LOSS_EVERY.get());
        return true;
    }
    false
}

/// Side 0 opens one connection to side 1 and sends `bytes` (side 1 sends nothing), until all
/// of it is delivered byte-exact and acknowledged; the ticks taken.
fn one_way<A: TcpEngine, B: TcpEngine>(link: &mut SimLink<A, B>, bytes: u64, max_ticks: u64) -> u64 {
    let conn = link.a.connect([192, 0, 2, 2], [2, 0, 0, 0, 0, 2], PORT, 40_000).expect("connect");
    let mut check = PatternCheck::new(1);
    let (mut sent, mut up) = (0u64, false);
    while check.received < bytes || link.a.counters().bytes_acked < bytes {
        assert!(link.now < max_ticks, "stalled at tick {}: {} of {bytes} delivered", link.now, check.received);
        let (ea, eb) = link.step();
        up |= ea.iter().any(|e| matches!(e, Event::Established { conn: c, .. } if *c == conn));
        for e in eb {
            if let Event::Deliver { conn: c, data, .. } = e {
                check.take(&data);
                link.b.consumed(c, data.len() as u32);
            }
        }
        while sent < bytes && up && link.a.send_space(conn) >= 8192 {
            let n = 8192.min(bytes - sent) as usize;
            link.a.send(conn, &pattern(1, sent, n)).unwrap();
            sent += n as u64;
        }
    }
    assert!(check.exact(bytes), "{check:?}");
    link.now
}

/// One hardware sender to golden (its 4 reassembly blocks, SACK blocks when `sack`) through
/// the losses of `plan`, 2 MiB one way; the hardware's and golden's counters, the ticks taken.
fn sack_run(plan: LossPlan, sack: bool) -> (iwarp_golden::toe::Counters, iwarp_golden::toe::Counters, u64) {
    let mut ca = config(1);
    ca.sack = sack;
    let a = HwToe::new(ca, BackendKind::Verilator, None);
    let mut cb = config(2);
    cb.sack = sack;
    cb.ooo_blocks = iwarp_golden::toe_reasm::REASM_BLOCKS;
    let mut b = Toe::new(cb);
    TcpEngine::listen(&mut b, PORT);
    // The queue holds the whole window: no loss but the placed ones.
    let mut link = SimLink::new(a, b, LinkConfig { rate: 12_500, delay: 5, queue: 512 << 10, faults: Faults::default() });
    plan.arm();
    link.lose[0] = Some(placed_data_loss);
    link.capture = Some(Vec::new());
    let ticks = one_way(&mut link, 2 << 20, 100_000);
    let (c, g) = (link.a.counters(), link.b.counters.clone());
    println!(
        "{plan:?} sack {sack}: {ticks} ticks, {} lost; hardware rto {} fast {} sack retransmits {} resent {} segments {} bytes; golden kept {} replayed {} sack acks {}",
        link.stats.lost[0], c.rto_expiries, c.fast_retransmits, c.sack_retransmits, c.retransmitted_segments, c.retransmitted_bytes, g.ooo_kept, g.ooo_replayed_bytes, g.sack_acks_out
    );
    assert_eq!((link.stats.lost[0], link.stats.tail_drops), (plan.losses(), [0, 0]), "{plan:?}");
    let r = tcp_check::check(link.capture.as_ref().unwrap());
    assert!(r.findings.is_empty(), "{}", tcp_check::text(&r));
    (c, g, ticks)
}

/// RFC 6675 in the hardware as sender (issue 15), to golden keeping out-of-order data, the
/// stream byte-exact and the capture tcp-check clean each time: 7 isolated losses are each
/// repaired by one fast retransmit, no timeout, only the lost segments sent again; 4 losses
/// in one window are one recovery, the later holes sent by the scoreboard (NextSeg), no
/// timeout, where NewReno (SACK off, the same losses) repairs one hole per round trip.
#[test]
fn hardware_sack_recovers_isolated_losses_without_timeout() {
    let (c, g, _) = sack_run(LossPlan::ISOLATED, true);
    assert_eq!((c.rto_expiries, c.fast_retransmits), (0, LossPlan::ISOLATED.losses()), "no timeout for an isolated loss: {c:?}");
    assert!(c.retransmitted_segments <= LossPlan::ISOLATED.losses() + 2, "only the lost segments again: {c:?}");
    assert!(g.sack_acks_out > 0 && g.ooo_kept > 0, "{g:?}");
    let (c, _, t_sack) = sack_run(LossPlan::ONE_WINDOW, true);
    assert_eq!((c.rto_expiries, c.fast_retransmits), (0, 1), "one recovery: {c:?}");
    assert!(c.sack_retransmits >= 3, "the scoreboard sent the later holes: {c:?}");
    let (n, _, t_newreno) = sack_run(LossPlan::ONE_WINDOW, false);
    println!("4 losses in a window: the transfer took {t_sack} ticks with SACK, {t_newreno} with NewReno");
    assert!(n.sack_retransmits == 0 && t_sack < t_newreno, "{n:?}");
}

/// Golden as sender (SACK on) to `b` keeping out-of-order data (4 blocks, SACK blocks)
/// through the losses of `plan` on golden's frames, 2 MiB one way: golden's counters, the
/// receiver's, the ticks taken; the capture tcp-check clean.
fn reassembly_run<B: TcpEngine>(plan: LossPlan, mut b: B) -> (iwarp_golden::toe::Counters, iwarp_golden::toe::Counters, u64) {
    let mut ca = config(1);
    ca.sack = true;
    let a = Toe::new(ca);
    TcpEngine::listen(&mut b, PORT);
    let mut link = SimLink::new(a, b, LinkConfig { rate: 12_500, delay: 5, queue: 512 << 10, faults: Faults::default() });
    plan.arm();
    link.lose[0] = Some(placed_data_loss);
    link.capture = Some(Vec::new());
    let ticks = one_way(&mut link, 2 << 20, 100_000);
    let (g, r) = (link.a.counters.clone(), link.b.counters());
    println!(
        "{plan:?}: {ticks} ticks, {} lost; golden sender rto {} fast {} sack retransmits {}; receiver kept {} replayed {} sack acks {} full {:?}",
        link.stats.lost[0], g.rto_expiries, g.fast_retransmits, g.sack_retransmits, r.ooo_kept, r.ooo_replayed_bytes, r.sack_acks_out, r.dropped.get("ReasmFull")
    );
    assert_eq!((link.stats.lost[0], link.stats.tail_drops), (plan.losses(), [0, 0]), "{plan:?}");
    let rep = tcp_check::check(link.capture.as_ref().unwrap());
    assert!(rep.findings.is_empty(), "{}", tcp_check::text(&rep));
    (g, r, ticks)
}

fn reassembling(last: u8) -> iwarp_golden::toe::ToeConfig {
    let mut c = config(last);
    c.sack = true;
    c.ooo_blocks = iwarp_golden::toe_reasm::REASM_BLOCKS;
    c
}

/// Out-of-order reassembly in the hardware as receiver (issue 15): the segments after each
/// loss are kept in the connection's area in host memory (toe_area_wr) and replayed to the
/// ULP from it when the retransmission fills the hole (the area's reader, merged by the
/// gate), the stream byte-exact; the hardware's duplicate ACKs carry SACK blocks, so golden's
/// RFC 6675 sender repairs the losses by fast retransmits (one per isolated loss; 4 losses
/// in a window in one recovery). The same losses into golden as receiver: the sender times
/// out no more often with the hardware than with golden (golden's sender takes one timeout
/// with either receiver on the isolated plan, the same ticks apart: a loss in slow start
/// with too few segments after it for three duplicates). The counts of kept segments and
/// SACK ACKs differ between the two receivers because the hardware's ACKs leave at its own
/// turns (golden's engine is replayed event by event against the hardware's TCB engine in
/// `toe_tcb_engine`'s `reassembly_as_golden`; here the composed top's timing differs).
#[test]
fn hardware_reassembles_out_of_order_data_as_golden() {
    for plan in [LossPlan::ISOLATED, LossPlan::ONE_WINDOW] {
        let (g, hw, _) = reassembly_run(plan, HwToe::new(reassembling(2), BackendKind::Verilator, None));
        let (gg, gold, _) = reassembly_run(plan, Toe::new(reassembling(2)));
        assert!(g.rto_expiries <= gg.rto_expiries, "{plan:?}: the sender timed out more with the hardware: {g:?} / {gg:?}");
        if plan.1 == LossPlan::ISOLATED.1 {
            assert_eq!(g.fast_retransmits, plan.losses(), "one fast retransmit per isolated loss: {g:?}");
        } else {
            assert!(g.fast_retransmits == 1 && g.sack_retransmits >= 3, "one recovery, the later holes by the scoreboard: {g:?}");
        }
        for r in [&hw, &gold] {
            assert!(r.ooo_kept > 0 && r.ooo_replayed_bytes > 0 && r.sack_acks_out > 0, "{r:?}");
            assert_eq!(r.bytes_delivered, 2 << 20);
        }
    }
}

/// Two hardware engines, both keeping out-of-order data and with SACK, through a link that
/// loses 1%, reorders, duplicates and corrupts: every stream byte-exact both ways.
#[test]
fn two_reassembling_hardware_engines_through_a_faulty_link() {
    let a = HwToe::new(reassembling(1), BackendKind::Verilator, None);
    let mut b = HwToe::new(reassembling(2), BackendKind::Verilator, None);
    TcpEngine::listen(&mut b, PORT);
    let faults = Faults { loss: 0.01, reorder: 0.02, dup: 0.005, corrupt: 0.005, burst: 0.0, seed: 15 };
    let mut link = SimLink::new(a, b, LinkConfig { rate: 12_500, delay: 5, queue: 20 * 1514, faults });
    link.capture = Some(Vec::new());
    let ticks = exchange(&mut link, 4, 256 << 10, 200_000);
    let (ca, cb) = (link.a.counters(), link.b.counters());
    println!("{ticks} ticks; link {:?}; A {ca:?}; B {cb:?}", link.stats);
    assert!(ca.ooo_kept + cb.ooo_kept > 0 && ca.ooo_replayed_bytes + cb.ooo_replayed_bytes > 0, "reordering reached the stores");
    let r = tcp_check::check(link.capture.as_ref().unwrap());
    assert!(r.findings.is_empty(), "{}", tcp_check::text(&r));
}

/// The fault matrix between two hardware `toe`s (reassembly and SACK on both, the default),
/// one fault at a time: loss of 0.1%, 1% and 5%, reordering up to 16 frames deep (10% of
/// frames held back), 5% duplication, 2% corruption, bursts of 8 lost frames; two
/// connections, 128 KiB each way on each (1 MiB at 0.1% loss, to lose data and not only
/// ACKs), every stream byte-exact, every connection closed on both sides, each capture
/// tcp-check clean, each fault seen at work.
#[test]
fn two_toes_fault_matrix() {
    let matrix = [
        ("lo", Faults { loss: 0.001, seed: 51, ..Default::default() }, 1u64 << 20),
        ("l1", Faults { loss: 0.01, seed: 52, ..Default::default() }, 128 << 10),
        ("l5", Faults { loss: 0.05, seed: 53, ..Default::default() }, 128 << 10),
        ("re", Faults { reorder: 0.10, seed: 54, ..Default::default() }, 128 << 10),
        ("du", Faults { dup: 0.05, seed: 55, ..Default::default() }, 128 << 10),
        ("co", Faults { corrupt: 0.02, seed: 56, ..Default::default() }, 128 << 10),
        ("bu", Faults { burst: 0.005, seed: 57, ..Default::default() }, 128 << 10),
    ];
    for (name, faults, bytes) in matrix {
        let a = HwToe::new(reassembling(1), BackendKind::Verilator, None);
        let mut b = HwToe::new(reassembling(2), BackendKind::Verilator, None);
        TcpEngine::listen(&mut b, PORT);
        let mut link = SimLink::new(a, b, LinkConfig { rate: 12_500, delay: 5, queue: 20 * 1514, faults });
        link.capture = Some(Vec::new());
        let ticks = exchange(&mut link, 2, bytes, 100_000);
        let (ca, cb) = (link.a.counters(), link.b.counters());
        let st = &link.stats;
        let kept = ca.ooo_kept + cb.ooo_kept;
        let resent = ca.retransmitted_segments + cb.retransmitted_segments;
        println!(
            "{name}: {ticks} ticks, link {st:?}; rto {} fast {} sack retransmits {} resent {resent}; kept {kept} replayed {} sack acks {}",
            ca.rto_expiries + cb.rto_expiries,
            ca.fast_retransmits + cb.fast_retransmits,
            ca.sack_retransmits + cb.sack_retransmits,
            ca.ooo_replayed_bytes + cb.ooo_replayed_bytes,
            ca.sack_acks_out + cb.sack_acks_out
        );
        let r = tcp_check::check(link.capture.as_ref().unwrap());
        assert!(r.findings.is_empty(), "{name}: {}", tcp_check::text(&r));
        let bad = |c: &iwarp_golden::toe::Counters| c.dropped.get("BadTcp").copied().unwrap_or(0) + c.dropped.get("BadIp").copied().unwrap_or(0);
        match name {
            "re" => assert!(kept > 0 && ca.ooo_replayed_bytes + cb.ooo_replayed_bytes > 0, "{name}: reordered segments kept and replayed"),
            "du" => {
                let dups: u64 = [&ca, &cb].iter().flat_map(|c| ["Duplicate", "ReasmDuplicate"].map(|k| c.dropped.get(k).copied().unwrap_or(0))).sum();
                assert!(dups > 0, "{name}: duplicated segments dropped: {ca:?} {cb:?}");
            }
            "co" => assert!(bad(&ca) + bad(&cb) > 0, "{name}: corrupted frames dropped by their checksums"),
            _ => assert!(st.lost[0] + st.lost[1] > 0 && resent > 0 && kept > 0, "{name}: losses repaired, the data after them kept"),
        }
    }
}

/// Two hardware engines back to back through a faulty link.
#[test]
fn two_hardware_engines_through_a_faulty_link() {
    let a = HwToe::new(config(1), BackendKind::Verilator, None);
    let mut b = HwToe::new(config(2), BackendKind::Verilator, None);
    TcpEngine::listen(&mut b, PORT);
    let faults = Faults { loss: 0.005, reorder: 0.01, dup: 0.005, corrupt: 0.005, burst: 0.0, seed: 12 };
    let mut link = SimLink::new(a, b, LinkConfig { rate: 12_500, delay: 5, queue: 20 * 1514, faults });
    link.capture = Some(Vec::new());
    let ticks = exchange(&mut link, 4, 256 << 10, 200_000);
    println!("{ticks} ticks; link {:?}; A {:?}; B {:?}", link.stats, link.a.counters(), link.b.counters());
    let r = tcp_check::check(link.capture.as_ref().unwrap());
    assert!(r.findings.is_empty(), "{}", tcp_check::text(&r));
}

/// The "zero bubbles for back-to-back full-size segments of one connection": two
/// hardware engines on a wire of no length (so the link is never the limit), one connection
/// streaming 1 MiB byte-exact in 64 KiB records; every full-size segment (MSS 1460 less the
/// 12 bytes of timestamps, 190 beats) that follows another full-size segment starts on the
/// cycle after the other's last beat, and such pairs are most of the stream.
#[test]
fn full_size_segments_leave_back_to_back() {
    const MSS: u16 = 1460;
    const TIMESTAMPS: u64 = 12;
    const HEADERS: u64 = 14 + 20 + 20 + TIMESTAMPS;
    let mut p = Pair::new(HwToe::new(config(1), BackendKind::Verilator, None), HwToe::new(config(2), BackendKind::Verilator, None), PORT);
    let conns = p.open(PORT, 40_000);
    let spans = p.stream(conns, 1 << 20, 64 << 10, 21);
    let full_beats = (MSS as u64 - TIMESTAMPS + HEADERS).div_ceil(8);
    let is_full = |s: &(u64, u64)| s.1 - s.0 + 1 == full_beats;
    let pairs: Vec<_> = spans.windows(2).filter(|w| is_full(&w[0]) && is_full(&w[1])).collect();
    let gaps: Vec<u64> = pairs.iter().map(|w| w[1].0 - w[0].1 - 1).filter(|&g| g > 0).collect();
    println!("{} frames, {} full-size pairs, gaps {gaps:?}", spans.len(), pairs.len());
    assert!(gaps.is_empty(), "idle cycles between full-size segments: {gaps:?}");
    assert!(pairs.len() * 10 >= spans.len() * 8, "{} full-size pairs in {} frames", pairs.len(), spans.len());
}

/// The whole top's native rust-hdl model in lockstep with its Verilator model (every output
/// compared every cycle) through reset, the connection table's clearing, a handshake and a
/// short stream, the other side Verilator. Its blocks each have their own longer lockstep
/// runs; this one checks the composition.
#[test]
fn lockstep_native_vs_verilator() {
    let a = HwToe::new(config(1), BackendKind::from_env(BackendKind::Lockstep), None);
    let b = HwToe::new(config(2), BackendKind::Verilator, None);
    let mut p = Pair::new(a, b, PORT);
    let conns = p.open(PORT, 40_000);
    let spans = p.stream(conns, LOCKSTEP_BYTES, 4096, 5);
    println!("{} cycles, {} frames", p.a.cycles, spans.len());
    assert!(spans.len() * 1448 >= LOCKSTEP_BYTES, "{} frames", spans.len());
}

const LOCKSTEP_BYTES: usize = 16 << 10;

/// The slow path and the RSTs for no connection, each frame's fate as golden's engine decides
/// it: an ARP request, a segment for another address and one for a port the engine does not
/// own go to the host unchanged, a frame with a bad IPv4 header checksum is dropped; segments to an owned port without a
/// connection draw RFC 9293 section 3.10.7.1's RST (a RST draws nothing); a raw frame from
/// the host goes out unchanged; the hardware's frames equal golden's byte for byte but the
/// IPv4 identification.
#[test]
fn slow_path_and_rsts_as_golden() {
    use iwarp_golden::toe_tx::{frame, TxConfig, TxSegment};
    use iwarp_golden::wire::tcp::flags;
    use iwarp_testbench::toe_host::HostDriver;
    let cfg = config(1);
    let mut hw = HwToe::new(cfg.clone(), BackendKind::Verilator, None);
    let mut gold = Toe::new(cfg.clone());
    TcpEngine::listen(&mut hw, PORT);
    TcpEngine::listen(&mut gold, PORT);
    let peer = TxConfig { mac: [2, 0, 0, 0, 0, 9], ip: [192, 0, 2, 9] };
    let seg = |dst_ip: [u8; 4], dst_port: u16, f: u8, payload: usize| {
        let s = TxSegment { dst_mac: cfg.mac, dst_ip, src_port: 33_000, dst_port, seq: 0x1234_5678, ack: 0x9ABC_DEF0, flags: f, window: 1000, ..Default::default() };
        frame(&peer, &s, &vec![0x5A; payload], 7)
    };
    let driver = HostDriver::new(peer.mac, peer.ip);
    // A segment whose protocol byte was changed after its header checksum: dropped (BadIp).
    let mut bad_ip = seg(cfg.ip, 80, 0, 0);
    bad_ip[23] = 1;
    let frames = vec![
        driver.arp_request(cfg.ip),
        bad_ip,
        seg([192, 0, 2, 77], 40_001, flags::SYN, 0),
        seg(cfg.ip, 80, flags::SYN, 0),
        seg(cfg.ip, 40_001, flags::SYN, 0),
        seg(cfg.ip, 40_002, flags::ACK, 100),
        seg(cfg.ip, 40_003, flags::SYN | flags::FIN, 10),
        seg(cfg.ip, 40_004, flags::RST | flags::ACK, 0),
        // The owned range's last port (a RST) and the first port past it (the host's).
        seg(cfg.ip, cfg.owned_ports.1, flags::ACK, 0),
        seg(cfg.ip, cfg.owned_ports.1 + 1, flags::ACK, 0),
    ];
    let mut want_slow = Vec::new();
    let mut want_tx = Vec::new();
    for f in &frames {
        gold.frame_in(f);
        hw.frame_in(f);
        while let Some(e) = gold.events.pop_front() {
            if let Event::SlowPath(s) = e {
                want_slow.push(s);
            }
        }
        while let Some(t) = TcpEngine::poll_tx(&mut gold) {
            want_tx.push(t);
        }
    }
    let raw = driver.arp_request([192, 0, 2, 200]);
    hw.send_raw(raw.clone());
    want_tx.push(raw);
    hw.tick();
    let mut got_slow = Vec::new();
    while let Some(e) = hw.poll_event() {
        match e {
            Event::SlowPath(s) => got_slow.push(s),
            other => panic!("{other:?}"),
        }
    }
    let got_tx: Vec<Vec<u8>> = std::iter::from_fn(|| hw.poll_tx()).collect();
    assert_eq!(got_slow, want_slow);
    assert_eq!(want_slow.len(), 4, "the ARP request, the other address's, port 80's and the port past the owned range's segments");
    // IPv4 identification (bytes 18, 19) and the header checksum (24, 25) differ with the
    // engines' frame counts.
    let strip = |f: &Vec<u8>| {
        let mut g = f.clone();
        if g.len() > 25 && g[12..14] == [8, 0] {
            g[18..20].fill(0);
            g[24..26].fill(0);
        }
        g
    };
    let mut a: Vec<Vec<u8>> = got_tx.iter().map(strip).collect();
    let mut b: Vec<Vec<u8>> = want_tx.iter().map(strip).collect();
    a.sort();
    b.sort();
    assert_eq!(a, b, "frames out");
    assert_eq!(want_tx.len(), 5, "four RSTs and the raw frame");
    let c = hw.counters();
    assert_eq!((c.dropped.get("NoConnection"), c.dropped.get("BadIp")), (Some(&5), Some(&1)), "{c:?}");
}

/// The host's commands answered as golden's engine answers them: a connect, the same tuple
/// again (exists), a connect from a port the engine does not own, commands on a slot with
/// no connection and on a connection not yet established (refused), an abort in SYN-SENT
/// (taken, no RST), a close after it (refused); the same slot from both (the connection
/// table's hash is golden's).
#[test]
fn host_commands_answered_as_golden() {
    let mut hw = HwToe::new(config(1), BackendKind::Verilator, None);
    let mut gold = Toe::new(config(1));
    let (ip, mac) = ([192, 0, 2, 2], [2, 0, 0, 0, 0, 2]);
    let mut answers: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    for (k, e) in [&mut hw as &mut dyn TcpEngine, &mut gold as &mut dyn TcpEngine].into_iter().enumerate() {
        let a = &mut answers[k];
        let conn = e.connect(ip, mac, PORT, 40_000);
        a.push(format!("{conn:?}"));
        let c = conn.expect("first connect");
        a.push(format!("{:?}", e.connect(ip, mac, PORT, 40_000)));
        a.push(format!("{:?}", e.connect(ip, mac, PORT + 1, 40_000)));
        a.push(format!("{:?}", e.connect(ip, mac, PORT, 1_000)));
        let free = (c + 1) % 1024;
        a.push(format!("{:?}", e.close(free)));
        a.push(format!("{:?}", e.abort(free)));
        a.push(format!("{:?}", e.send(c, &[1, 2, 3])));
        a.push(format!("{:?}", e.abort(c)));
        a.push(format!("{:?}", e.close(c)));
    }
    println!("{:?}", answers[0]);
    assert_eq!(answers[0], answers[1]);
    assert!(answers[0][1].contains("Exists") && answers[0][3].contains("PortNotOwned") && answers[0][4].contains("NotConnected"), "{:?}", answers[0]);
    // Only the two connects' SYNs left; the abort in SYN-SENT sent no RST.
    let mut syns = 0;
    while let Some(f) = hw.poll_tx() {
        assert!(f[47] & iwarp_golden::wire::tcp::flags::SYN != 0 && f[47] & iwarp_golden::wire::tcp::flags::RST == 0, "{f:?}");
        syns += 1;
    }
    assert_eq!(syns, 2);
}

/// A SYN from a spoofed source in 192.0.2.0/24 to the hardware's listening port.
fn spoofed_syn(i: u32) -> Vec<u8> {
    use iwarp_golden::toe_tx::{frame, TxConfig, TxSegment};
    let seg = TxSegment {
        dst_mac: [2, 0, 0, 0, 0, 2],
        dst_ip: [192, 0, 2, 2],
        src_port: 10_000 + i as u16,
        dst_port: PORT,
        seq: i.wrapping_mul(0x9E37_79B9),
        flags: iwarp_golden::wire::tcp::flags::SYN,
        window: 65_535,
        mss: Some(1460),
        timestamps: Some((i, 0)),
        ..Default::default()
    };
    frame(&TxConfig { mac: [2, 0, 0, 0, 0, 0x66], ip: [192, 0, 2, 100 + (i % 100) as u8] }, &seg, &[], i as u16)
}

/// A SYN flood into the hardware with a half-open quota of 8 (golden's with cookies off, the
/// hardware's policy until its cookies land): of 100 spoofed SYNs 8 open half-open
/// connections and 92 are dropped and counted (`HalfOpenFull`), exactly as golden decides for
/// the same frames; the table holds no more; a real client's SYN during the flood is dropped
/// too, and once the spoofed connections' SYN-ACK retries run out the client's retry opens,
/// and its stream arrives byte-exact.
#[test]
fn syn_flood_bounded_by_the_half_open_quota() {
    let flood = |last| {
        let mut c = config(last);
        c.half_open_max = 8;
        c.syn_cookies = false;
        c.syn_retries = 1;
        c.rto_initial = 10;
        c
    };
    let a = Toe::new(config(1));
    let mut b = HwToe::new(flood(2), BackendKind::Verilator, None);
    TcpEngine::listen(&mut b, PORT);
    let mut twin = Toe::new(flood(2));
    twin.listen(PORT);
    let mut link = SimLink::new(a, b, LinkConfig { rate: 12_500, delay: 1, queue: 1 << 20, faults: Faults::default() });
    for i in 0..100 {
        let f = spoofed_syn(i);
        link.b.frame_in(&f);
        twin.frame_in(&f);
    }
    // The hardware takes the frames in (and sends its 8 SYN-ACKs) before anything else.
    while !link.b.rx_idle() {
        link.b.step();
    }
    for _ in 0..2_000 {
        link.b.step();
    }
    let (hw, golden) = (link.b.counters(), twin.counters.clone());
    let full = |c: &iwarp_golden::toe::Counters| c.dropped.get("HalfOpenFull").copied().unwrap_or(0);
    assert_eq!((full(&hw), full(&golden)), (92, 92), "hardware {hw:?}; golden {golden:?}");
    assert_eq!(twin.connections(), 8);
    // A real client during the flood: dropped first, in on its SYN's retry.
    let c = link.a.connect([192, 0, 2, 2], [2, 0, 0, 0, 0, 2], PORT, 40_000).expect("connect");
    let mut conn_b = None;
    while conn_b.is_none() {
        let (_, eb) = link.step();
        conn_b = eb.iter().find_map(|e| if let Event::Established { conn, .. } = e { Some(*conn) } else { None });
        assert!(link.now < 2_000, "the client never got in: {:?}", link.b.counters());
    }
    let hw = link.b.counters();
    assert!(full(&hw) > 92, "the client's first SYN met the full quota: {hw:?}");
    assert!(hw.dropped.get("TableFull").is_none());
    let data = pattern(5, 0, 64 << 10);
    link.a.send(c, &data).unwrap();
    let mut got = PatternCheck::new(5);
    while got.received < data.len() as u64 {
        let (_, eb) = link.step();
        for e in eb {
            if let Event::Deliver { conn, data, .. } = e {
                assert_eq!(Some(conn), conn_b);
                got.take(&data);
                link.b.consumed(conn, data.len() as u32);
            }
        }
        assert!(link.now < 4_000, "stream stalled at {}", got.received);
    }
    assert!(got.exact(data.len() as u64));
}


/// A SYN flood into the hardware with a half-open quota of 8 and SYN cookies on (golden's
/// default policy, RFC 4987 section 3.6): of 100 spoofed SYNs (with and without window
/// scaling, SACK-permitted and timestamps) 8 open half-open connections and 92 draw cookie
/// SYN-ACKs, whose sequence numbers, acknowledgements, windows and options equal those golden
/// sends for the same frames at the same tick; nothing is dropped at the quota. A real client
/// connecting during the flood gets in at once through a cookie (no SYN retry: it is
/// ESTABLISHED before the flood's half-open connections time out), with window scaling and
/// SACK carried by the cookie's TSval, and its stream arrives byte-exact.
#[test]
fn syn_flood_answered_with_cookies() {
    use iwarp_golden::toe_tx::{frame, TxConfig, TxSegment};
    use iwarp_golden::wire::tcp::flags;
    let flood = |last| {
        let mut c = config(last);
        c.half_open_max = 8;
        c.syn_retries = 1;
        c.rto_initial = 10;
        c.sack = true;
        c
    };
    let a = Toe::new(flood(1));
    let mut b = HwToe::new(flood(2), BackendKind::Verilator, None);
    TcpEngine::listen(&mut b, PORT);
    let mut twin = Toe::new(flood(2));
    twin.listen(PORT);
    let mut link = SimLink::new(a, b, LinkConfig { rate: 12_500, delay: 1, queue: 1 << 20, faults: Faults::default() });
    for i in 0..100u32 {
        let seg = TxSegment {
            dst_mac: [2, 0, 0, 0, 0, 2],
            dst_ip: [192, 0, 2, 2],
            src_port: 20_000 + i as u16,
            dst_port: PORT,
            seq: i.wrapping_mul(0x9E37_79B9),
            flags: flags::SYN,
            window: 65_535,
            mss: [None, Some(536), Some(1460), Some(9000)][i as usize % 4],
            window_scale: (i % 3 != 0).then_some((i % 16) as u8),
            sack_permitted: i % 2 == 0,
            timestamps: (i % 5 != 0).then_some((i.wrapping_mul(7_919), 0)),
            ..Default::default()
        };
        let f = frame(&TxConfig { mac: [2, 0, 0, 0, 0, 0x66], ip: [192, 0, 2, 100 + (i % 100) as u8] }, &seg, &[], i as u16);
        link.b.frame_in(&f);
        twin.frame_in(&f);
    }
    while !link.b.rx_idle() {
        link.b.step();
    }
    // The SYN-ACKs both sent, by port: SEQ (the cookie), ACK, window, MSS, shift,
    // SACK-permitted, TSecr and TSval's option bits. The first 8 SYNs' (half-open, their ISN
    // and TSval from the tick count) only as SYN-ACKs: the hardware takes the 100 frames over
    // a few ticks, golden in one.
    let answers = |frames: Vec<Vec<u8>>| -> BTreeMap<u16, String> {
        frames
            .iter()
            .filter_map(|f| iwarp_golden::toe_rx::parse(f).ok())
            .filter(|s| s.flags == flags::SYN | flags::ACK)
            .map(|s| {
                let ts = s.options.timestamps.map(|(v, e)| (v & ((1 << iwarp_golden::toe_cookie::TS_OPTION_BITS) - 1), e));
                let half_open = s.dst_port < 20_008;
                (s.dst_port, if half_open { "half-open".into() } else { format!("{} {} {} {:?} {:?} {} {:?}", s.seq, s.ack, s.window, s.options.mss, s.options.window_scale, s.options.sack_permitted, ts) })
            })
            .collect()
    };
    let mut hw_frames = Vec::new();
    for _ in 0..200 {
        link.b.step();
        while let Some(f) = TcpEngine::poll_tx(&mut link.b) {
            hw_frames.push(f);
        }
    }
    let golden_frames: Vec<Vec<u8>> = std::iter::from_fn(|| twin.poll_tx()).collect();
    let (hw, golden) = (answers(hw_frames), answers(golden_frames));
    assert_eq!(hw.len(), 100, "{hw:?}");
    assert_eq!(hw, golden);
    let (kh, kg) = (link.b.counters(), twin.counters.clone());
    assert_eq!((kh.syn_cookies_sent, kg.syn_cookies_sent), (92, 92), "hardware {kh:?}; golden {kg:?}");
    assert!(kh.dropped.get("HalfOpenFull").is_none() && kg.dropped.get("HalfOpenFull").is_none());
    assert_eq!(twin.connections(), 8);
    // A real client during the flood: in through a cookie on its first SYN.
    let c = link.a.connect([192, 0, 2, 2], [2, 0, 0, 0, 0, 2], PORT, 40_000).expect("connect");
    let t0 = link.now;
    let mut conn_b = None;
    while conn_b.is_none() {
        let (_, eb) = link.step();
        conn_b = eb.iter().find_map(|e| if let Event::Established { conn, .. } = e { Some(*conn) } else { None });
        assert!(link.now < t0 + 9, "the client did not get in before a SYN retry: {:?}", link.b.counters());
    }
    let kh = link.b.counters();
    assert_eq!((kh.syn_cookies_sent, kh.syn_cookies_ok), (93, 1), "{kh:?}");
    assert_eq!(link.a.image(c).map(|t| (t.snd_shift, t.sack_ok)), Some((config(2).rcv_shift(), true)));
    let data = pattern(6, 0, 256 << 10);
    link.a.send(c, &data).unwrap();
    let mut got = PatternCheck::new(6);
    while got.received < data.len() as u64 {
        let (_, eb) = link.step();
        for e in eb {
            if let Event::Deliver { conn, data, .. } = e {
                assert_eq!(Some(conn), conn_b);
                got.take(&data);
                link.b.consumed(conn, data.len() as u32);
            }
        }
        assert!(link.now < t0 + 4_000, "stream stalled at {}", got.received);
    }
    assert!(got.exact(data.len() as u64));
}
