//! The composed `rnic` (issue 16): two nodes (Verilator) on a link, each with its host
//! driver, moving RDMA traffic through every engine: ddp_tx → mpa_tx → send ring → toe →
//! link → toe → mpa_rx → ddp_rx → host memory.

use iwarp_driver::mpa_setup::Local;
use iwarp_golden::host_if::{sq_flag, CmdStatus, CqeOp, CqeStatus, QpState, SqOp, SqWqe, ToeEvKind};
use iwarp_golden::mr::rights;
use iwarp_golden::wire::mpa::mulpdu;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::rnic_host::{map, NodeHost, Startup};
use iwarp_testbench::rnic_node::{LinkConfig, NodeConfig, Pair, RnicNode};
use iwarp_testbench::toe_hw::test_config;
use iwarp_driver::Host;

const PORT: u16 = 4791;
const FROM: u16 = 41_000;
const PD: u16 = 1;
const QP: u16 = 0;
/// Cycles between the drivers' polls.
const POLL: u64 = 16;
/// TCP options in every segment (timestamps): EMSS = MSS - 12.
const TS_OPTION: usize = 12;

/// Runs both nodes until `done` (checked after each poll of both drivers), at most `bound`
/// cycles.
fn run(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost, bound: u64, what: &str, mut done: impl FnMut(&mut NodeHost, &mut NodeHost) -> bool) {
    let start = p.a.cycle;
    loop {
        ha.poll();
        hb.poll();
        if done(ha, hb) {
            return;
        }
        if p.a.cycle - start >= bound {
            let msg = format!("{what}: not done after {bound} cycles; A events {:?} cmds {:?}, B events {:?} cmds {:?}", ha.events, ha.cmd_done, hb.events, hb.cmd_done);
            // The waveforms (when asked for) are written out before the failure.
            p.close();
            panic!("{msg}");
        }
        for _ in 0..POLL {
            p.step();
        }
    }
}

fn ok(h: &mut NodeHost, id: u64) -> bool {
    match h.take_cmd(id) {
        Some(s) => {
            assert_eq!(s, CmdStatus::Ok, "command {id}");
            true
        }
        None => false,
    }
}

fn local(initiator: bool) -> Local {
    Local { revision: 2, markers: initiator, crc: true, ird: 4, ord: 4, peer_to_peer: false, private_data: if initiator { b"initiator".to_vec() } else { b"responder".to_vec() }, accept: true }
}

/// The first bytes through every engine: TCP connection by the TOE commands, MPA start-up
/// over the stream by both drivers, the QPs into RDMA mode, one RDMA Write from A's memory
/// into B's, its completion on A after B's TOE acknowledged it.
#[test]
fn first_write_between_two_nodes() {
    let ca = test_config(1);
    let cb = test_config(2);
    let a = RnicNode::new(BackendKind::Verilator, &ca, NodeConfig::default(), None);
    let b = RnicNode::new(BackendKind::Verilator, &cb, NodeConfig { fill: 0xB0B, ..Default::default() }, None);
    let mut p = Pair::new(a, b, LinkConfig::default());
    let mut ha = NodeHost::open(&p.a, 1);
    let mut hb = NodeHost::open(&p.b, 1);

    // QPs and memory.
    let (qa, qb) = (ha.create_qp(QP, PD, 0), hb.create_qp(QP, PD, 0));
    run(&mut p, &mut ha, &mut hb, 20_000, "QP create", |a, b| ok(a, qa) & ok(b, qb) || false);
    let len: u32 = 3000;
    let src = map::DATA;
    let dst = map::DATA + 0x10_0000;
    let data: Vec<u8> = (0..len).map(|i| (i as u8).wrapping_mul(31) ^ 0x5A).collect();
    ha.dev.host.write_mem(src, &data);
    let (stag_a, stag_b) = (iwarp_golden::mr::stag(1, 0x11), iwarp_golden::mr::stag(2, 0x22));
    let ma = ha.register(stag_a, PD, rights::LOCAL_READ | rights::LOCAL_WRITE, src, 0x10000);
    let mb = hb.register(stag_b, PD, rights::LOCAL_WRITE | rights::REMOTE_WRITE, dst, 0x10000);
    let (ia, ib) = (ha.modify(QP, QpState::Init, 4, 4), hb.modify(QP, QpState::Init, 4, 4));
    let (ra, rb) = (ha.modify(QP, QpState::Rtr, 0, 0), hb.modify(QP, QpState::Rtr, 0, 0));
    let mut left = vec![(true, ma), (true, ia), (true, ra), (false, mb), (false, ib), (false, rb)];
    run(&mut p, &mut ha, &mut hb, 50_000, "MR register, QP modify", |a, b| {
        left.retain(|&(on_a, id)| !ok(if on_a { &mut *a } else { &mut *b }, id));
        left.is_empty()
    });

    // TCP: B listens, A connects.
    hb.listen(PORT);
    run(&mut p, &mut ha, &mut hb, 20_000, "listen", |_, b| b.take_event(ToeEvKind::Answer, None).is_some());
    ha.connect(0xC000_0202, PORT, FROM, 0x0200_0000_0002);
    let (mut ea, mut eb) = (None, None);
    run(&mut p, &mut ha, &mut hb, 200_000, "connect", |a, b| {
        ea = ea.or_else(|| a.take_event(ToeEvKind::Established, None));
        eb = eb.or_else(|| b.take_event(ToeEvKind::Established, None));
        ea.is_some() && eb.is_some()
    });
    let (ea, eb) = (ea.unwrap(), eb.unwrap());
    println!("established: A conn {} first {:#x}, B conn {} first {:#x} at cycle {}", ea.conn, ea.value, eb.conn, eb.value, p.a.cycle);

    // MPA start-up: A's Request, B's Reply after its QP is in RDMA mode.
    let mut sa = Startup::initiator(&mut ha, ea.conn, ea.value, local(true));
    let mut sb = Startup::responder(eb.conn, eb.value, local(false));
    run(&mut p, &mut ha, &mut hb, 300_000, "MPA Request", |_, b| sb.progress(b));
    let emss = usize::from(cb.mss) - TS_OPTION;
    let (nb, link_b) = sb.outcome.clone().unwrap();
    let mb = hb.submit(iwarp_golden::host_if::Cmd::QpModify { cmd_id: 0, qp: QP, state: QpState::Rts, ird: 0, ord: 0, conn: eb.conn, mulpdu: mulpdu(emss, nb.markers_tx) as u16, mpa: link_b });
    run(&mut p, &mut ha, &mut hb, 50_000, "B into RTS", |_, b| ok(b, mb));
    sb.send_reply(&mut hb);
    run(&mut p, &mut ha, &mut hb, 300_000, "MPA Reply", |a, _| sa.progress(a));
    let (na, link_a) = sa.outcome.clone().unwrap();
    println!("MPA: A {link_a:?}\n     B {link_b:?}");
    assert_eq!(link_a.s0_tx, link_b.s0_rx);
    assert_eq!(link_b.s0_tx, link_a.s0_rx);
    let ma = ha.submit(iwarp_golden::host_if::Cmd::QpModify { cmd_id: 0, qp: QP, state: QpState::Rts, ird: 0, ord: 0, conn: ea.conn, mulpdu: mulpdu(emss, na.markers_tx) as u16, mpa: link_a });
    run(&mut p, &mut ha, &mut hb, 50_000, "A into RTS", |a, _| ok(a, ma));

    // One RDMA Write, A to B.
    let wqe = SqWqe { wr_id: 0xA1, op: SqOp::Write, flags: sq_flag::SIGNALED, len, lstag: stag_a, lto: src, rstag: stag_b, rto: dst };
    let start = p.a.cycle;
    {
        let h = &mut ha.dev.host;
        ha.qps[0].post_send(h, &wqe).unwrap();
        ha.qps[0].ring_send(h);
    }
    let mut cqe = None;
    run(&mut p, &mut ha, &mut hb, 500_000, "Write completion", |a, _| {
        cqe = a.cqes.pop_front();
        cqe.is_some()
    });
    let cqe = cqe.unwrap();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/rnic");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("first_write.pcap"), p.pcap()).unwrap();
    println!("Write of {len} bytes completed after {} cycles: {cqe:?}; B counters {:?}", p.a.cycle - start, p.b.last_out);
    assert_eq!((cqe.wr_id, cqe.op, cqe.status), (0xA1, CqeOp::Write, CqeStatus::Success));
    let mut got = vec![0u8; len as usize];
    hb.dev.host.read_mem(dst, &mut got);
    assert_eq!(got, data, "B's memory after the Write");
    assert_eq!(p.a.last_out.cnt_mr_mismatch + p.b.last_out.cnt_mr_mismatch, 0);
}
