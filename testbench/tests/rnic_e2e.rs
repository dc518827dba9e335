//! End-to-end suites of the composed `rnic` (issue 16): two nodes (Verilator) on a faulty
//! link, random mixes of every operation on 16 QPs checked against the verbs' expectation
//! (`iwarp_testbench::rnic_mix`), the remote side's protection faults, QP error and flush,
//! and driver misuse.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::rnic_mix::{self, MixConfig};
use iwarp_testbench::rnic_node::LinkConfig;

/// Operations (`IWARP_MIX_OPS` overrides): 20,000 in `make test`, 100,000 in `make soak`.
fn mix_ops() -> usize {
    std::env::var("IWARP_MIX_OPS").ok().and_then(|v| v.parse().ok()).unwrap_or_else(|| iwarp_testbench::soak::size("random_mix_on_16_qps_over_a_faulty_link", 20_000, 100_000) as usize)
}

/// 20,000 random Writes, Reads and Sends (1 byte to 4 KiB, 32 KiB in `make soak`; any alignment; 15% of Writes
/// unsignalled, 30% of Sends solicited) both ways on 16 QPs, markers chosen per QP, over a
/// link that loses 0.5% of frames and holds 1% back up to 2,000 cycles: every destination
/// byte-exact, every completion as the verbs say, no DMA write outside a destination posted
/// by then, the capture clean by iwarp-decode and tcp-check, no Terminate.
#[test]
fn random_mix_on_16_qps_over_a_faulty_link() {
    let cfg = MixConfig {
        qps: 16,
        ops: mix_ops(),
        per_batch: 1_500,
        max_len: if iwarp_testbench::soak::soak() { 32 << 10 } else { 4 << 10 },
        seed: {
            let s = iwarp_testbench::seed::seed_for("random_mix_on_16_qps_over_a_faulty_link");
            println!("seed = {s:#x} (override with IWARP_SEED)");
            s
        },
        link: LinkConfig { delay: 200, loss: 0.005, reorder: 0.01, reorder_cycles: 2_000, seed: 77 },
    };
    let (mut p, mut ha, mut hb) = rnic_mix::setup(BackendKind::Verilator, &cfg);
    let r = rnic_mix::run(&mut p, &mut ha, &mut hb, &cfg);
    println!("{r:#?}");
    assert_eq!(r.ops(), cfg.ops, "every planned operation ran");
    assert!(r.writes > 0 && r.reads > 0 && r.sends > 0 && r.unsignalled > 0 && r.solicited > 0, "{r:?}");
    assert_eq!(r.recv_cqes, r.sends);
    assert_eq!(r.send_cqes, r.ops() - r.unsignalled);
    assert!(r.link.lost > 0 && r.link.held_back > 0, "the link's faults happened: {:?}", r.link);
    // Work requests offered to ddp_tx and taken back when an inbound Read Request's response
    // started on their QP (`rnic_wrq`'s withdrawal, safe only by ddp_tx's `hold` rule): the
    // path ran, and every byte and completion above still matched.
    assert!(r.wr_withdrawn.0 + r.wr_withdrawn.1 > 0, "no work request was withdrawn: {:?}", r.wr_withdrawn);
    assert!(r.decode_violations.is_empty(), "iwarp-decode: {:?}", &r.decode_violations[..r.decode_violations.len().min(5)]);
    assert!(r.tcp_violations.is_empty(), "tcp-check: {:?}", &r.tcp_violations[..r.tcp_violations.len().min(5)]);
    assert_eq!(r.mpa_connections, usize::from(cfg.qps));
    assert!(r.fpdus >= r.ops(), "at least an FPDU an operation: {} FPDUs", r.fpdus);
    assert_eq!((r.terminates, r.rx_cut, r.mr_mismatch), ((0, 0), (0, 0), (0, 0)));
}

use iwarp_golden::host_if::{sq_flag, Cqe, CqeOp, CqeStatus, QpState, RqWqe, SqOp, SqWqe};
use iwarp_golden::mr::{rights, stag, Access, MrState, MrTable, PageSize, Region};
use iwarp_driver::Host;
use iwarp_testbench::rnic_host::{connect_qp, map, run, two_nodes, wait_cmds, NodeHost};

const PD: u16 = 1;
const OTHER_PD: u16 = 2;
const FAULT_REGION: u64 = 1 << 20;
const ALL: u8 = rights::LOCAL_READ | rights::LOCAL_WRITE | rights::REMOTE_READ | rights::REMOTE_WRITE;
const LOCAL: u8 = rights::LOCAL_READ | rights::LOCAL_WRITE;

/// One of B's regions: STag, PD, rights, base (each 1 MiB).
struct BRegion {
    stag: u32,
    pd: u16,
    rights: u8,
    base: u64,
}

/// A remote access A makes into B's memory that B must refuse.
struct Fault {
    what: &'static str,
    op: SqOp,
    rstag: u32,
    rto: u64,
    len: u32,
}

/// Protection faults from the remote side, one QP each: RDMA Writes to an STag B never
/// registered, to a registered one with the wrong key, past a region's end, into a region
/// without remote write, into another PD's region; RDMA Reads from a region without remote
/// read and from an unregistered STag. On each QP B answers with one Terminate whose layer,
/// type and code are golden's for that access (its MR table, built from the same commands,
/// translating the same request) and A sends none back. A Terminate stops both directions
/// of its QP on both nodes with no driver action: A's receives flush on the peer's
/// Terminate and its faulting Read completes flushed (never with success); B's receives
/// flush on every QP, also where B's transmit side found the fault (a Read Request's source,
/// ddp_tx's own Terminate). The drivers then move the QPs into error: later work requests
/// and receives flush at once. Nothing is
/// written into B's data area; a QP without a fault moves data byte-exact afterwards.
#[test]
fn remote_protection_faults_end_in_terminates_on_both_nodes() {
    let (mut p, mut ha, mut hb) = two_nodes(BackendKind::Verilator, LinkConfig::default());
    let base = |k: u64| map::DATA + k * (2 << 20);
    let sa = stag(1, 0xA1);
    let regions = [
        BRegion { stag: stag(1, 0xB1), pd: PD, rights: ALL, base: base(0) },
        BRegion { stag: stag(2, 0xB2), pd: PD, rights: LOCAL | rights::REMOTE_READ, base: base(1) },
        BRegion { stag: stag(3, 0xB3), pd: OTHER_PD, rights: ALL, base: base(2) },
        BRegion { stag: stag(4, 0xB4), pd: PD, rights: LOCAL | rights::REMOTE_WRITE, base: base(3) },
    ];
    // Golden's MR table, from the same registrations.
    let mut golden = MrTable::new(iwarp_model::tlb::MR_ENTRIES);
    let mut ids = vec![(true, ha.register(sa, PD, ALL, base(0), FAULT_REGION))];
    for r in &regions {
        ids.push((false, hb.register(r.stag, r.pd, r.rights, r.base, FAULT_REGION)));
        let pages = (0..FAULT_REGION / 4096).map(|k| r.base + k * 4096).collect();
        let region = Region { state: MrState::Valid, key: r.stag as u8, pd: r.pd, rights: r.rights, base_va: r.base, length: FAULT_REGION, page_size: PageSize::Size4K, pages };
        golden.register(r.stag >> 8, region).expect("golden registers");
    }
    wait_cmds(&mut p, &mut ha, &mut hb, &ids, "MR register");
    let (ok, wrong_key) = (regions[0].stag, regions[0].stag ^ 0x5A);
    let faults = [
        Fault { what: "Write to an STag never registered", op: SqOp::Write, rstag: stag(9, 0x99), rto: base(0), len: 512 },
        Fault { what: "Write with the wrong key", op: SqOp::Write, rstag: wrong_key, rto: base(0), len: 512 },
        Fault { what: "Write past the region's end", op: SqOp::Write, rstag: ok, rto: base(0) + FAULT_REGION - 100, len: 300 },
        Fault { what: "Write into a region without remote write", op: SqOp::Write, rstag: regions[1].stag, rto: base(1), len: 512 },
        Fault { what: "Write into another PD's region", op: SqOp::Write, rstag: regions[2].stag, rto: base(2), len: 512 },
        Fault { what: "Read from a region without remote read", op: SqOp::Read, rstag: regions[3].stag, rto: base(3), len: 512 },
        Fault { what: "Read from an STag never registered", op: SqOp::Read, rstag: stag(10, 0x10), rto: base(0), len: 512 },
    ];
    let healthy = faults.len() as u16;
    let mut conns = Vec::new();
    for q in 0..=healthy {
        let w = |i| iwarp_driver::mpa_setup::Local { revision: 2, markers: false, crc: true, ird: 4, ord: 4, peer_to_peer: false, private_data: if i { b"i".to_vec() } else { b"r".to_vec() }, accept: true };
        conns.push(connect_qp(&mut p, &mut ha, &mut hb, q, PD, 4791 + q, 41_000 + q, w(true), w(false)));
    }
    let data_area = map::DATA..base(4);
    p.b.watch = Some(data_area);

    for (q, f) in faults.iter().enumerate() {
        let q = q as u16;
        // Receives posted on both sides before the fault (they must flush).
        for id in [0xB00 + u64::from(q), 0xB10 + u64::from(q)] {
            hb.post_recv(q, &RqWqe { wr_id: id, stag: ok, len: 256, to: base(0) + 0x8_0000 });
        }
        ha.post_recv(q, &RqWqe { wr_id: 0xA00 + u64::from(q), stag: sa, len: 256, to: base(0) + 0x8_0000 });
        ha.post_send(q, &SqWqe { wr_id: 0x100 + u64::from(q), op: f.op, flags: sq_flag::SIGNALED, len: f.len, lstag: sa, lto: base(0) + 0x1000, rstag: f.rstag, rto: f.rto });
    }
    // The Terminates taken: A's receives flushed on every QP (the peer's Terminate) and its
    // faulting Reads flushed; B's receives flushed on every QP (its own Terminate, whichever
    // engine found the fault). A Write completes once its bytes are acknowledged, before or
    // after the Terminate comes (RFC 5040's Write has no response), so its completion may be
    // a success.
    let read_faults: Vec<u16> = (0..faults.len() as u16).filter(|&q| faults[usize::from(q)].op == SqOp::Read).collect();
    let mut flushed = std::collections::BTreeSet::new();
    let mut sends = std::collections::BTreeMap::new();
    let take = |a: &mut NodeHost, b: &mut NodeHost, flushed: &mut std::collections::BTreeSet<(char, u64)>, sends: &mut std::collections::BTreeMap<u64, Cqe>| {
        for (h, side) in [(a, 'A'), (b, 'B')] {
            while let Some(c) = h.cqes.pop_front() {
                if c.op == CqeOp::Recv {
                    assert_eq!(c.status, CqeStatus::Flushed, "node {side}: {c:?}");
                    flushed.insert((side, c.wr_id));
                } else {
                    assert_eq!(side, 'A', "{c:?}");
                    sends.insert(c.wr_id, c);
                }
            }
        }
    };
    run(&mut p, &mut ha, &mut hb, 400_000, "the faults' Terminates", |a, b| {
        take(a, b, &mut flushed, &mut sends);
        (0..faults.len() as u16).all(|q| flushed.contains(&('A', 0xA00 + u64::from(q))) && flushed.contains(&('B', 0xB00 + u64::from(q))) && flushed.contains(&('B', 0xB10 + u64::from(q))))
            && read_faults.iter().all(|&q| sends.contains_key(&(0x100 + u64::from(q))))
    });
    for &q in &read_faults {
        let c = &sends[&(0x100 + u64::from(q))];
        assert_eq!((c.op, c.status), (CqeOp::Read, CqeStatus::Flushed), "QP {q}: the faulting Read, flushed by the peer's Terminate");
    }
    let records = iwarp_golden::pcap::read(&p.pcap()).unwrap();
    let report = iwarp_golden::decode::check(&records);
    for (q, f) in faults.iter().enumerate() {
        let access = if f.op == SqOp::Read { Access::RemoteRead } else { Access::RemoteWrite };
        let err = golden.translate(f.rstag, f.rto, u64::from(f.len), access, PD).expect_err(f.what);
        let want = err.terminate_cause(f.op == SqOp::Read);
        let terms: Vec<_> = report.fpdus.iter().filter(|x| x.connection == q && x.header.as_ref().is_some_and(|h| h.terminate.is_some())).collect();
        assert_eq!(terms.len(), 1, "QP {q} ({}): one Terminate on its connection, none back", f.what);
        let t = terms[0].header.as_ref().unwrap().terminate.as_ref().unwrap();
        assert!(terms[0].src.ends_with(&format!(":{}", 4791 + q)), "QP {q}: the Terminate is B's: {}", terms[0].src);
        // (Some causes share a code: DDP's tagged "invalid STag" covers access rights.)
        assert_eq!(t.code, want.code(), "QP {q} ({}): golden's cause {want:?}", f.what);
        println!("QP {q}: {} -> B's Terminate {want:?} {:?}", f.what, want.code());
    }
    assert!(report.violations().next().is_none(), "iwarp-decode: {:?}", report.violations().collect::<Vec<_>>());
    assert_eq!((p.a.last_out.cnt_terminates, p.b.last_out.cnt_terminates), (0, faults.len() as u16), "B sent one Terminate a fault, A none");
    assert!(p.b.watched.is_empty(), "nothing written into B's data area: {:?}", p.b.watched);

    // The drivers move every faulted QP into error (the verbs' answer to the Terminate):
    // what is still outstanding completes flushed (A's Reads, B's receives), and a work
    // request or receive posted afterwards completes flushed at once.
    let mut ids = Vec::new();
    for q in 0..faults.len() as u16 {
        ids.push((true, ha.modify(q, QpState::Error, 0, 0)));
        ids.push((false, hb.modify(q, QpState::Error, 0, 0)));
    }
    wait_cmds(&mut p, &mut ha, &mut hb, &ids, "faulted QPs into error");
    for q in 0..faults.len() as u16 {
        ha.post_send(q, &SqWqe { wr_id: 0x200 + u64::from(q), op: SqOp::Write, flags: sq_flag::SIGNALED, len: 64, lstag: sa, lto: base(0), rstag: ok, rto: base(0) });
        hb.post_recv(q, &RqWqe { wr_id: 0xB20 + u64::from(q), stag: ok, len: 64, to: base(0) });
    }
    run(&mut p, &mut ha, &mut hb, 200_000, "flushes after the move into error", |a, b| {
        take(a, b, &mut flushed, &mut sends);
        (0..faults.len() as u16).all(|q| {
            let q64 = u64::from(q);
            flushed.contains(&('B', 0xB00 + q64)) && flushed.contains(&('B', 0xB10 + q64)) && flushed.contains(&('B', 0xB20 + q64)) && sends.contains_key(&(0x200 + q64)) && sends.contains_key(&(0x100 + q64))
        })
    });
    for q in 0..faults.len() as u64 {
        assert_eq!(sends[&(0x200 + q)].status, CqeStatus::Flushed, "QP {q}: a work request after the error");
        if faults[q as usize].op == SqOp::Read {
            assert_eq!((sends[&(0x100 + q)].op, sends[&(0x100 + q)].status), (CqeOp::Read, CqeStatus::Flushed), "QP {q}: the faulting Read");
        }
    }
    assert!(p.b.watched.is_empty(), "nothing written into B's data area: {:?}", p.b.watched);

    // The QP without a fault: a Write and a Read, byte-exact.
    let src: Vec<u8> = (0..3000u32).map(|i| (i * 7) as u8).collect();
    ha.dev.host.write_mem(base(0) + 0x2_0000, &src);
    ha.post_send(healthy, &SqWqe { wr_id: 0x300, op: SqOp::Write, flags: sq_flag::SIGNALED, len: src.len() as u32, lstag: sa, lto: base(0) + 0x2_0000, rstag: ok, rto: base(0) + 0x3_0000 });
    ha.post_send(healthy, &SqWqe { wr_id: 0x301, op: SqOp::Read, flags: sq_flag::SIGNALED, len: src.len() as u32, lstag: sa, lto: base(0) + 0x4_0000, rstag: ok, rto: base(0) + 0x3_0000 });
    run(&mut p, &mut ha, &mut hb, 200_000, "the healthy QP", |a, _| a.take_cqe(0x301).is_some_and(|c| c.status == CqeStatus::Success) || a.cqes.iter().any(|c| c.status != CqeStatus::Success));
    assert_eq!(hb.read_bytes(base(0) + 0x3_0000, src.len()), src, "B's memory after the healthy Write");
    assert_eq!(ha.read_bytes(base(0) + 0x4_0000, src.len()), src, "A's memory after the healthy Read");
    assert!(p.b.watched.iter().all(|&(_, a, l)| a >= base(0) + 0x3_0000 && a + l as u64 <= base(0) + 0x3_0000 + src.len() as u64), "B's only writes are the healthy Write's: {:?}", p.b.watched);
}

/// A Send that reaches B before B's fetcher has brought the receive B's driver posted for
/// it (its doorbell at the RNIC already) waits at ddp_rx (`rq_pending`) instead of being
/// answered with "no buffer": B's reads of that receive ring are held back 3,000 cycles, so
/// the receive comes well after the Send. The Send lands in its buffer, no Terminate either
/// way, and B counts the wait.
#[test]
fn a_send_waits_at_ddp_rx_for_a_receive_still_being_fetched() {
    use iwarp_testbench::rnic_host::two_nodes_with;
    use iwarp_testbench::rnic_node::NodeConfig;
    const QPS: u16 = 2;
    let target = QPS - 1;
    // B's reads of the target's receive ring held back 3,000 cycles (as behind a busy fetcher
    // and a slow host): the Send (about 1,100 cycles from A's doorbell to B's ddp_rx) comes first.
    let rq = map::RQ + map::QP_STRIDE * u64::from(target);
    let slow = NodeConfig { fill: 0xB0B, slow_reads: Some((rq, rq + map::QP_STRIDE, 3_000)), ..NodeConfig::default() };
    let (mut p, mut ha, mut hb) = two_nodes_with(BackendKind::Verilator, LinkConfig::default(), NodeConfig::default(), slow);
    let (sa, sb) = (stag(1, 0xA1), stag(1, 0xB1));
    let ids = [(true, ha.register(sa, PD, ALL, map::DATA, FAULT_REGION)), (false, hb.register(sb, PD, ALL, map::DATA, FAULT_REGION))];
    wait_cmds(&mut p, &mut ha, &mut hb, &ids, "MR register");
    for q in 0..QPS {
        let w = |i| iwarp_driver::mpa_setup::Local { revision: 2, markers: false, crc: true, ird: 4, ord: 4, peer_to_peer: false, private_data: if i { b"i".to_vec() } else { b"r".to_vec() }, accept: true };
        connect_qp(&mut p, &mut ha, &mut hb, q, PD, 4791 + q, 41_000 + q, w(true), w(false));
    }
    hb.post_recv(target, &RqWqe { wr_id: 0xB1, stag: sb, len: 1024, to: map::DATA + 0x8_0000 + 0x1000 * u64::from(target) });
    let ticket = hb.dev.host.0.borrow().regs_made;
    run(&mut p, &mut ha, &mut hb, 100_000, "B's doorbell at its RNIC", |_, b| b.dev.host.0.borrow().regs_taken >= ticket);
    let msg: Vec<u8> = (0..700u32).map(|i| (i * 13 + 5) as u8).collect();
    ha.dev.host.write_mem(map::DATA + 0x4_0000, &msg);
    ha.post_send(target, &SqWqe { wr_id: 0xA1, op: SqOp::Send, flags: sq_flag::SIGNALED, len: msg.len() as u32, lstag: sa, lto: map::DATA + 0x4_0000, rstag: 0, rto: 0 });
    let mut recv = None;
    run(&mut p, &mut ha, &mut hb, 500_000, "the Send's receive", |_, b| {
        recv = recv.or_else(|| b.cqes.pop_front());
        recv.is_some()
    });
    let c = recv.unwrap();
    let at = map::DATA + 0x8_0000 + 0x1000 * u64::from(target);
    assert_eq!((c.wr_id, c.qp, c.status, c.len), (0xB1, target, CqeStatus::Success, msg.len() as u32), "{c:?}");
    assert_eq!(hb.read_bytes(at, msg.len()), msg, "the Send in its buffer");
    println!("B: Sends that waited for their receive: {}", p.b.last_out.cnt_rq_waits);
    assert!(p.b.last_out.cnt_rq_waits >= 1, "the Send came before the receive (else this test tests nothing)");
    assert_eq!((p.a.last_out.cnt_terminates, p.b.last_out.cnt_terminates), (0, 0));
}

/// Driver misuse: malformed send and receive entries (an unknown operation, unknown flag
/// bits, reserved bytes set) each complete with `BadWqe` in posting order (golden's decoder
/// refuses each too); doorbells carrying an index past the ring's size or backwards, for a QP
/// never created, or at an offset naming no register are refused and counted (`rnic_wq`'s
/// and `rnic_db`'s counters) and fetch nothing; a 65th entry on a full 64-entry ring is
/// refused by the driver; and through all of it nothing is written outside the legitimate
/// destinations, and the QP then moves data byte-exact.
#[test]
fn driver_misuse_is_refused_and_counted_never_hangs_or_writes_astray() {
    use iwarp_golden::host_if::{doorbell, CqeStatus};
    let (mut p, mut ha, mut hb) = two_nodes(BackendKind::Verilator, LinkConfig::default());
    let (sa, sb) = (stag(1, 0xA1), stag(1, 0xB1));
    let ids = [(true, ha.register(sa, PD, ALL, map::DATA, FAULT_REGION)), (false, hb.register(sb, PD, ALL, map::DATA, FAULT_REGION))];
    wait_cmds(&mut p, &mut ha, &mut hb, &ids, "MR register");
    let w = |i| iwarp_driver::mpa_setup::Local { revision: 2, markers: false, crc: true, ird: 4, ord: 4, peer_to_peer: false, private_data: if i { b"i".to_vec() } else { b"r".to_vec() }, accept: true };
    connect_qp(&mut p, &mut ha, &mut hb, 0, PD, 4791, 41_000, w(true), w(false));
    let area = map::DATA..map::DATA + FAULT_REGION;
    p.a.watch = Some(area.clone());
    p.b.watch = Some(area);

    // Malformed entries.
    let good = SqWqe { wr_id: 0, op: SqOp::Write, flags: sq_flag::SIGNALED, len: 64, lstag: sa, lto: map::DATA, rstag: sb, rto: map::DATA + 0x1000 };
    let mut bad: Vec<[u8; 64]> = Vec::new();
    for (wr_id, at, value) in [(0x51u64, 8usize, 9u8), (0x52, 9, 0x80), (0x53, 50, 1)] {
        let mut b = SqWqe { wr_id, ..good }.encode();
        b[at] = value;
        assert!(SqWqe::decode(&b).is_err(), "golden refuses entry {wr_id:#x}");
        bad.push(b);
    }
    for b in &bad {
        on_qp0(&mut ha, |q, host| q.post_send_raw(host, b)).expect("room");
    }
    on_qp0(&mut ha, |q, host| q.ring_send(host));
    let mut rb = RqWqe { wr_id: 0x61, stag: sb, len: 64, to: map::DATA }.encode();
    rb[30] = 0xFF;
    assert!(RqWqe::decode(&rb).is_err(), "golden refuses the receive entry");
    on_qp0(&mut hb, |q, host| q.post_recv_raw(host, &rb)).expect("room");
    on_qp0(&mut hb, |q, host| q.ring_recv(host));
    let (mut got_a, mut got_b) = (Vec::new(), Vec::new());
    run(&mut p, &mut ha, &mut hb, 100_000, "the malformed entries' completions", |a, b| {
        got_a.extend(a.cqes.drain(..));
        got_b.extend(b.cqes.drain(..));
        got_a.len() == 3 && got_b.len() == 1
    });
    let ids_a: Vec<_> = got_a.iter().map(|c| (c.wr_id, c.status)).collect();
    assert_eq!(ids_a, [(0x51, CqeStatus::BadWqe), (0x52, CqeStatus::BadWqe), (0x53, CqeStatus::BadWqe)]);
    assert_eq!((got_b[0].wr_id, got_b[0].status), (0x61, CqeStatus::BadWqe));

    // Bad doorbells: nothing fetched, each refused and counted.
    let (sq_pi, rq_pi) = on_qp0(&mut ha, |q, _| q.producer_indices());
    let (bad0, dropped0, wqes0) = (p.a.last_out.cnt_wq_bad_db, p.a.last_out.cnt_db_dropped, p.a.last_out.cnt_wqes);
    let never_created = 9;
    for (offset, value) in [
        (doorbell::sq(0), sq_pi + 1_000),
        (doorbell::sq(0), sq_pi.wrapping_sub(2)),
        (doorbell::rq(0), rq_pi + 500),
        (doorbell::sq(never_created), 1),
        (doorbell::SQ_PI + 8, 1),
    ] {
        ha.dev.host.write_reg(offset, value);
    }
    ha.dev.host.write_reg(doorbell::EQ_WINDOW_END + 0x100, 7);
    run(&mut p, &mut ha, &mut hb, 20_000, "the bad doorbells taken", |a, _| a.dev.host.0.borrow().regs.is_empty());
    for _ in 0..2_000 {
        p.step();
    }
    ha.poll();
    assert!(ha.cqes.is_empty(), "no completion from a refused doorbell: {:?}", ha.cqes);
    assert_eq!((p.a.last_out.cnt_wq_bad_db - bad0, p.a.last_out.cnt_db_dropped - dropped0, p.a.last_out.cnt_wqes - wqes0), (5, 1, 0), "refused and counted, nothing fetched");

    // A full ring: the driver refuses the 65th entry; the 64 complete.
    let src: Vec<u8> = (0..64u32 * 64).map(|i| (i * 11 + 3) as u8).collect();
    ha.dev.host.write_mem(map::DATA, &src);
    for k in 0..64u64 {
        let wqe = SqWqe { wr_id: 0x100 + k, lto: map::DATA + 64 * k, rto: map::DATA + 0x1000 + 64 * k, ..good };
        on_qp0(&mut ha, |q, host| q.post_send(host, &wqe)).expect("room for 64");
    }
    assert!(matches!(on_qp0(&mut ha, |q, host| q.post_send(host, &SqWqe { wr_id: 0x200, ..good })), Err(iwarp_driver::DriverError::QueueFull)), "a 65th entry on a 64-entry ring");
    on_qp0(&mut ha, |q, host| q.ring_send(host));
    let mut done = Vec::new();
    run(&mut p, &mut ha, &mut hb, 300_000, "64 Writes", |a, _| {
        done.extend(a.cqes.drain(..));
        done.len() == 64
    });
    assert!(done.iter().enumerate().all(|(k, c)| c.wr_id == 0x100 + k as u64 && c.status == CqeStatus::Success), "{done:?}");
    assert_eq!(hb.read_bytes(map::DATA + 0x1000, src.len()), src, "B's memory after the 64 Writes");
    assert!(p.a.watched.is_empty(), "nothing written into A's data area: {:?}", p.a.watched);
    let dest = map::DATA + 0x1000..map::DATA + 0x1000 + src.len() as u64;
    assert!(p.b.watched.iter().all(|&(_, a, l)| dest.contains(&a) && a + l as u64 <= dest.end), "B's writes only the Writes' destinations: {:?}", p.b.watched);
    assert_eq!((p.a.last_out.cnt_terminates, p.b.last_out.cnt_terminates), (0, 0));
}

/// `f` on the driver's QP 0 of `h` and the node's host.
fn on_qp0<R>(h: &mut NodeHost, f: impl FnOnce(&mut iwarp_driver::qp::QueuePair, &mut iwarp_testbench::rnic_node::HostHandle) -> R) -> R {
    let q = h.qps.iter_mut().find(|q| q.qp == 0).expect("QP 0 created");
    f(q, &mut h.dev.host)
}

/// Head of line (issue 16): two 1 MiB Writes posted together on QP 0 (the second queued
/// behind the first), then an 8-byte Write on QP 1: the small one completes long before the
/// first big one, within a bound far below one big message's time at line rate (8 bytes a
/// cycle: 131,072 cycles), so neither ddp_tx's segmenting nor the work-request queue holds it
/// behind QP 0's work (with one work-request FIFO it waited 273,488 cycles). All three land
/// byte-exact.
#[test]
fn a_small_write_is_not_held_behind_long_writes_on_another_qp() {
    const BIG: u32 = 1 << 20;
    const SMALL: u32 = 8;
    /// The small Write's wait (doorbell to completion) allowed: well under a big message's
    /// 131,072 cycles at line rate (it measured 5,136 to 6,592).
    const SMALL_WAIT: u64 = 40_000;
    let (mut p, mut ha, mut hb) = two_nodes(BackendKind::Verilator, LinkConfig::default());
    // 2 MiB regions: one page-list page (512 entries) per STag in the test host's map.
    const REGION: u64 = 2 << 20;
    let region = |q: u16| map::DATA + u64::from(q) * REGION;
    let (sa, sb) = (|q: u16| stag(1 + u32::from(q), 0xA0), |q: u16| stag(1 + u32::from(q), 0xB0));
    let mut ids = Vec::new();
    for q in 0..2 {
        ids.push((true, ha.register(sa(q), PD, ALL, region(q), REGION)));
        ids.push((false, hb.register(sb(q), PD, ALL, region(q), REGION)));
    }
    wait_cmds(&mut p, &mut ha, &mut hb, &ids, "MR register");
    for q in 0..2 {
        let w = |i| iwarp_driver::mpa_setup::Local { revision: 2, markers: false, crc: true, ird: 4, ord: 4, peer_to_peer: false, private_data: if i { b"i".to_vec() } else { b"r".to_vec() }, accept: true };
        connect_qp(&mut p, &mut ha, &mut hb, q, PD, 4791 + q, 41_000 + q, w(true), w(false));
    }
    // Sources (and destinations, at the same offsets): QP 0's two Writes in its region's two
    // halves, QP 1's in its region.
    let src = |k: u64, n: u32| -> Vec<u8> { (0..n).map(|i| ((i as u64 * 131 + k * 7) % 251) as u8).collect() };
    ha.dev.host.write_mem(region(0), &src(1, BIG));
    ha.dev.host.write_mem(region(0) + u64::from(BIG), &src(2, BIG));
    ha.dev.host.write_mem(region(1), &src(3, SMALL));
    let w = |id, q: u16, off: u64, len| SqWqe { wr_id: id, op: SqOp::Write, flags: sq_flag::SIGNALED, len, lstag: sa(q), lto: region(q) + off, rstag: sb(q), rto: region(q) + off };
    ha.post_send(0, &w(1, 0, 0, BIG));
    ha.post_send(0, &w(2, 0, u64::from(BIG), BIG));
    let t0 = p.a.cycle;
    run(&mut p, &mut ha, &mut hb, 10_000, "2,000 cycles into the big Writes", |a, _| a.now >= t0 + 2_000);
    ha.post_send(1, &w(3, 1, 0, SMALL));
    let posted = p.a.cycle;
    let mut done: Vec<(u64, u64)> = Vec::new();
    run(&mut p, &mut ha, &mut hb, 3_000_000, "the three Writes' completions", |a, _| {
        while let Some(c) = a.cqes.pop_front() {
            assert_eq!(c.status, CqeStatus::Success, "{c:?}");
            done.push((c.wr_id, a.now));
        }
        done.len() == 3
    });
    let at = |id| done.iter().find(|d| d.0 == id).map(|d| d.1).unwrap();
    let small_wait = at(3) - posted;
    println!("8-byte Write on QP 1: {small_wait} cycles; QP 0's 1 MiB Writes done at {} and {} cycles", at(1) - t0, at(2) - t0);
    assert!(small_wait < SMALL_WAIT, "the 8-byte Write waited {small_wait} cycles behind QP 0's Writes");
    assert!(at(3) < at(1) && at(1) < at(2), "completion order {done:?}");
    assert_eq!(hb.read_bytes(region(0), BIG as usize), src(1, BIG));
    assert_eq!(hb.read_bytes(region(0) + u64::from(BIG), BIG as usize), src(2, BIG));
    assert_eq!(hb.read_bytes(region(1), SMALL as usize), src(3, SMALL));
    assert_eq!((p.a.last_out.cnt_terminates, p.b.last_out.cnt_terminates), (0, 0));
}
