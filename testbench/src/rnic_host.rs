//! The host software of an RNIC node (issue 16): the driver library (`iwarp-driver`) opened
//! on a [`RnicNode`]'s host memory and register window, with the rings placed in a fixed
//! memory map, and the steps a verbs consumer takes: create QPs, register memory, open a TCP
//! connection through the TOE's command ring, run the MPA start-up over the connection's
//! byte stream, hand the connection to the QP (modify into ready to send), post work
//! requests and poll completions. Tests, the demo and the bench all go through it.

use crate::rnic_node::{HostHandle, LinkConfig, NodeConfig, Pair, RnicNode};
use crate::backend::BackendKind;
use crate::toe_hw::test_config;
use iwarp_golden::host_if::{RqWqe, SqWqe};
use iwarp_golden::wire::mpa::mulpdu;
use iwarp_driver::mpa_setup::{Local, MpaSetup, Negotiated};
use iwarp_driver::qp::{CompletionQueue, QpRings, QueuePair};
use iwarp_driver::stream::StreamLayout;
use iwarp_driver::toe::{ToeCommandQueue, ToeEventQueue};
use iwarp_driver::{CommandRings, Device};
use iwarp_golden::host_if::{Cmd, CmdCqe, CmdStatus, Cqe, MpaLink, MrCmd, QpState, ToeCmd, ToeCmdOp, ToeEv, ToeEvKind};
use std::collections::VecDeque;

/// The node's memory map (host physical addresses).
pub mod map {
    pub const CMD_RING: u64 = 0x1000_0000;
    pub const CMD_CQ: u64 = 0x1000_1000;
    pub const TOE_CMD_RING: u64 = 0x1000_2000;
    pub const TOE_EV_RING: u64 = 0x1000_3000;
    /// Completion queue c's ring.
    pub const CQ: u64 = 0x1001_0000;
    pub const CQ_STRIDE: u64 = 0x1_0000;
    /// QP q's send and receive rings.
    pub const SQ: u64 = 0x1100_0000;
    pub const RQ: u64 = 0x1180_0000;
    pub const QP_STRIDE: u64 = 0x1_0000;
    /// Page lists.
    pub const PBL: u64 = 0x1200_0000;
    /// Registered memory starts here.
    pub const DATA: u64 = 0x2000_0000;
}

/// Ring sizes (log2 entries).
pub const CMD_LOG: u8 = 4;
pub const TOE_CMD_LOG: u8 = 4;
pub const TOE_EV_LOG: u8 = 6;
/// 2^11 completion entries: every entry of 16 QPs' send and receive rings (a completion
/// queue smaller than what its queues can complete overruns, the verbs' rule).
pub const CQ_LOG: u8 = 11;
pub const SQ_LOG: u8 = 6;
pub const RQ_LOG: u8 = 6;
/// The TOE's connections whose stream status words the driver clears at open: the composed
/// `rnic`'s TOE has 64.
const CONNS: u16 = 1 << iwarp_model::toe::top::RNIC_CONN_BITS;
const PAGE: u64 = 4096;

/// An opened node's driver state.
pub struct NodeHost {
    pub dev: Device<HostHandle>,
    pub eq: ToeEventQueue,
    pub tq: ToeCommandQueue,
    pub cqs: Vec<CompletionQueue>,
    pub qps: Vec<QueuePair>,
    pub stream: StreamLayout,
    /// Polled and not yet taken by the caller.
    pub events: VecDeque<ToeEv>,
    pub cmd_done: VecDeque<CmdCqe>,
    pub cqes: VecDeque<Cqe>,
    /// The last ACKED value seen on each connection (the driver's own streams).
    pub acked: std::collections::HashMap<u16, u32>,
    /// The node's cycle at the last poll (set by [`run`]).
    pub now: u64,
}

impl NodeHost {
    /// Opens the device: the command rings, the TOE's rings, one completion queue per
    /// `cqs`, every stream status word cleared.
    pub fn open(node: &RnicNode, cqs: u16) -> Self {
        let host = node.host.clone();
        let dev = Device::open(host, CommandRings { cmd_base: map::CMD_RING, cmd_log: CMD_LOG, cq_base: map::CMD_CQ, cq_log: CMD_LOG }).expect("open");
        let mut h = NodeHost {
            dev,
            eq: ToeEventQueue::new(map::TOE_EV_RING, TOE_EV_LOG).unwrap(),
            tq: ToeCommandQueue::new(map::TOE_CMD_RING, TOE_CMD_LOG).unwrap(),
            cqs: (0..cqs).map(|c| CompletionQueue::new(c, map::CQ + u64::from(c) * map::CQ_STRIDE, CQ_LOG).unwrap()).collect(),
            qps: Vec::new(),
            stream: node.stream_layout(),
            events: VecDeque::new(),
            cmd_done: VecDeque::new(),
            cqes: VecDeque::new(),
            acked: Default::default(),
            now: 0,
        };
        h.eq.setup(&mut h.dev.host);
        h.tq.setup(&mut h.dev.host);
        for c in &h.cqs {
            c.setup(&mut h.dev.host);
        }
        for c in 0..CONNS {
            h.stream.clear_status(&mut h.dev.host, c);
        }
        h
    }

    /// Takes whatever the RNIC has written: TOE events (answers retire their commands),
    /// command completions, work completions.
    pub fn poll(&mut self) {
        let mut any = false;
        while let Some(e) = self.eq.poll(&mut self.dev.host).expect("TOE event decodes") {
            any = true;
            if e.kind == ToeEvKind::Answer {
                self.tq.answered();
            }
            if e.kind == ToeEvKind::Acked {
                self.acked.insert(e.conn, e.value);
            }
            self.events.push_back(e);
        }
        if any {
            self.eq.release(&mut self.dev.host);
        }
        while let Some(c) = self.dev.poll_command().expect("command completion decodes") {
            self.cmd_done.push_back(c);
        }
        for cq in &mut self.cqs {
            while let Some(c) = cq.poll(&mut self.dev.host).expect("completion decodes") {
                if let Some(q) = self.qps.iter_mut().find(|q| q.qp == c.qp) {
                    q.completed(&c).unwrap_or_else(|e| panic!("QP {}: {e}", c.qp));
                }
                self.cqes.push_back(c);
            }
        }
    }

    /// Submits a command; its id.
    pub fn submit(&mut self, cmd: Cmd) -> u64 {
        self.dev.submit(cmd).expect("command queue has room")
    }

    /// The completion of command `id` if it came (taken).
    pub fn take_cmd(&mut self, id: u64) -> Option<CmdStatus> {
        let k = self.cmd_done.iter().position(|c| c.cmd_id == id)?;
        Some(self.cmd_done.remove(k).unwrap().status)
    }

    /// Creates QP `qp` (its rings at the map's place) on `pd`, completing into `cq`; the
    /// command's id.
    pub fn create_qp(&mut self, qp: u16, pd: u16, cq: u16) -> u64 {
        let attached = (self.qps.len() as u64 + 1) * ((1u64 << SQ_LOG) + (1u64 << RQ_LOG));
        assert!(attached <= 1 << CQ_LOG, "completion queue {cq} ({} entries) cannot hold every completion of {} QPs", 1u64 << CQ_LOG, self.qps.len() + 1);
        let rings = QpRings { sq_base: map::SQ + u64::from(qp) * map::QP_STRIDE, sq_log: SQ_LOG, rq_base: map::RQ + u64::from(qp) * map::QP_STRIDE, rq_log: RQ_LOG };
        let q = QueuePair::new(qp, rings).unwrap();
        let cmd = q.create_command(pd, cq);
        self.qps.push(q);
        self.submit(cmd)
    }

    /// QP modify (no connection or MPA fields).
    pub fn modify(&mut self, qp: u16, state: QpState, ird: u8, ord: u8) -> u64 {
        self.submit(Cmd::QpModify { cmd_id: 0, qp, state, ird, ord, conn: 0, mulpdu: 0, mpa: MpaLink::default() })
    }

    /// Registers `len` bytes at `addr` (page-aligned, physically contiguous here) as `stag`.
    pub fn register(&mut self, stag: u32, pd: u16, rights: u8, addr: u64, len: u64) -> u64 {
        assert!(addr % PAGE == 0, "regions start on a page");
        let pages: Vec<u64> = (0..len.div_ceil(PAGE).max(1)).map(|k| addr + k * PAGE).collect();
        // Each STag's page list has one page here: a longer list would run into the next
        // STag's and silently remap it (a 4 MiB region did, in a test being written).
        let fits = PAGE as usize / std::mem::size_of::<u64>();
        assert!(pages.len() <= fits, "a region of {len} bytes needs {} page-list entries; the test host's map holds {fits} a STag", pages.len());
        let pbl = map::PBL + u64::from(stag >> 8) * PAGE;
        self.dev.register_memory(MrCmd { stag, pd, rights, page_2m: false, base_va: addr, length: len, pbl }, &pages).expect("command queue has room")
    }

    /// Posts a TOE command and rings its doorbell; its ring index.
    pub fn toe_cmd(&mut self, cmd: ToeCmd) -> u32 {
        let i = self.tq.post(&mut self.dev.host, &cmd).expect("TOE command ring has room");
        self.tq.ring(&mut self.dev.host);
        i
    }

    pub fn listen(&mut self, port: u16) -> u32 {
        self.toe_cmd(ToeCmd { op: ToeCmdOp::Listen, conn: 0, n: 0, remote_ip: 0, remote_port: 0, local_port: port, remote_mac: 0 })
    }

    pub fn connect(&mut self, ip: u32, port: u16, from: u16, mac: u64) -> u32 {
        self.toe_cmd(ToeCmd { op: ToeCmdOp::Connect, conn: 0, n: 0, remote_ip: ip, remote_port: port, local_port: from, remote_mac: mac })
    }

    /// The first event of `kind` (on `conn`, if given), taken.
    pub fn take_event(&mut self, kind: ToeEvKind, conn: Option<u16>) -> Option<ToeEv> {
        let k = self.events.iter().position(|e| e.kind == kind && conn.is_none_or(|c| e.conn == c))?;
        self.events.remove(k)
    }
}

/// One side's MPA start-up over its connection's stream.
pub struct Startup {
    pub conn: u16,
    /// Sequence number of this side's first data byte (ESTABLISHED's value).
    pub first_tx: u32,
    pub setup: MpaSetup,
    /// Initiator: the Request, written and sent at the start.
    pub sent: Vec<u8>,
    pub outcome: Option<(Negotiated, MpaLink)>,
}

impl Startup {
    /// The initiator's side: its Request written into the send ring and sent.
    pub fn initiator(h: &mut NodeHost, conn: u16, first_tx: u32, local: Local) -> Self {
        let (setup, req) = MpaSetup::initiator(local);
        let cmd = h.stream.write_record(&mut h.dev.host, conn, first_tx, &req);
        h.toe_cmd(cmd);
        Startup { conn, first_tx, setup, sent: req, outcome: None }
    }

    pub fn responder(conn: u16, first_tx: u32, local: Local) -> Self {
        Startup { conn, first_tx, setup: MpaSetup::responder(local), sent: Vec::new(), outcome: None }
    }

    /// Looks for the peer's whole frame; once it is there: the exchange settled, the
    /// responder's Reply written (not yet sent: the QP must be in RDMA mode first), the
    /// stream bytes consumed, and the QP's MPA fields made. True once settled.
    pub fn progress(&mut self, h: &mut NodeHost) -> bool {
        if self.outcome.is_some() {
            return true;
        }
        let end = h.stream.status(&mut h.dev.host, self.conn);
        let Some(start) = h.stream.find_frame(&mut h.dev.host, self.conn, end) else { return false };
        let bytes = h.stream.read(&mut h.dev.host, self.conn, start, end);
        let (out, done) = self.setup.feed(&bytes);
        let n = done.expect("a whole frame settles the exchange").expect("the exchange succeeds");
        if !out.is_empty() {
            let _ = h.stream.write_record(&mut h.dev.host, self.conn, self.first_tx, &out);
            self.sent = out;
        }
        h.toe_cmd(ToeCmd { op: ToeCmdOp::Consumed, conn: self.conn, n: bytes.len() as u32, remote_ip: 0, remote_port: 0, local_port: 0, remote_mac: 0 });
        let s0 = self.first_tx.wrapping_add(self.sent.len() as u32);
        let kept = h.stream.bitmap_byte(&mut h.dev.host, self.conn, s0);
        let acked = h.acked.get(&self.conn).copied().unwrap_or(0);
        let link = n.link(self.first_tx, start, acked, kept);
        self.outcome = Some((n, link));
        true
    }

    /// The responder's Reply handed to the TOE (after the QP's modify into ready to send).
    pub fn send_reply(&self, h: &mut NodeHost) {
        h.toe_cmd(ToeCmd { op: ToeCmdOp::Send, conn: self.conn, n: self.sent.len() as u32, remote_ip: 0, remote_port: 0, local_port: 0, remote_mac: 0 });
    }
}

/// Cycles between the drivers' polls.
pub const POLL: u64 = 16;
/// TCP options in every segment (timestamps): EMSS = MSS - 12.
pub const TS_OPTION: usize = 12;

/// QP modify into ready to send on `conn` with the MPA start-up's outcome: MULPDU from the
/// TOE's MSS less the timestamp option, with markers as the peer asked for them.
pub fn rts_modify(qp: u16, conn: u16, n: &Negotiated, link: MpaLink) -> Cmd {
    let mss = usize::from(test_config(1).mss);
    Cmd::QpModify { cmd_id: 0, qp, state: QpState::Rts, ird: 0, ord: 0, conn, mulpdu: mulpdu(mss - TS_OPTION, n.markers_tx) as u16, mpa: link }
}

/// Runs both nodes until `done` (checked after each poll of both drivers), at most `bound`
/// cycles; on failure the nodes' waveforms (when asked for) are closed before the panic.
pub fn run(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost, bound: u64, what: &str, mut done: impl FnMut(&mut NodeHost, &mut NodeHost) -> bool) {
    let start = p.a.cycle;
    loop {
        ha.now = p.a.cycle;
        hb.now = p.b.cycle;
        ha.poll();
        hb.poll();
        if done(ha, hb) {
            return;
        }
        if p.a.cycle - start >= bound {
            let msg = format!("{what}: not done after {bound} cycles; A events {:?} cmds {:?}, B events {:?} cmds {:?}", ha.events, ha.cmd_done, hb.events, hb.cmd_done);
            p.close();
            panic!("{msg}");
        }
        for _ in 0..POLL {
            p.step();
        }
    }
}

/// Whether command `id` completed (taken; a status other than OK fails).
pub fn cmd_ok(h: &mut NodeHost, id: u64) -> bool {
    match h.take_cmd(id) {
        Some(s) => {
            assert_eq!(s, CmdStatus::Ok, "command {id}");
            true
        }
        None => false,
    }
}

/// Runs until every command in `ids` (on A when the flag is set, else on B) completed OK.
pub fn wait_cmds(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost, ids: &[(bool, u64)], what: &str) {
    let mut left = ids.to_vec();
    run(p, ha, hb, 100_000, what, |a, b| {
        left.retain(|&(on_a, id)| !cmd_ok(if on_a { &mut *a } else { &mut *b }, id));
        left.is_empty()
    });
}

/// A QP's end of a connection, as the set-up left it.
#[derive(Clone, Copy, Debug)]
pub struct Linked {
    pub qp: u16,
    pub conn: u16,
    pub link: MpaLink,
}

/// Two nodes at 192.0.2.1 (A) and 192.0.2.2 (B) on a link, their drivers opened (one
/// completion queue each).
pub fn two_nodes(kind: BackendKind, link: LinkConfig) -> (Pair, NodeHost, NodeHost) {
    two_nodes_with(kind, link, NodeConfig::default(), NodeConfig { fill: 0xB0B, ..Default::default() })
}

/// [`two_nodes`] with each node's host as given (its memory's read latency, say).
pub fn two_nodes_with(kind: BackendKind, link: LinkConfig, cfg_a: NodeConfig, cfg_b: NodeConfig) -> (Pair, NodeHost, NodeHost) {
    // Waveforms only when `IWARP_WAVES` names them (`rnic_node_a`, `rnic_node_b`).
    let a = RnicNode::new(kind, &test_config(1), cfg_a, Some("rnic_node_a"));
    let b = RnicNode::new(kind, &test_config(2), cfg_b, Some("rnic_node_b"));
    let p = Pair::new(a, b, link);
    let ha = NodeHost::open(&p.a, 1);
    let hb = NodeHost::open(&p.b, 1);
    (p, ha, hb)
}

/// QP `qp` on both nodes (PD `pd`, completion queue 0) into ready to receive, a TCP
/// connection from A (port `from`) to B (listening on `port`), the MPA start-up with
/// `wish_a` / `wish_b`, and both QPs into ready to send on it.
pub fn connect_qp(p: &mut Pair, ha: &mut NodeHost, hb: &mut NodeHost, qp: u16, pd: u16, port: u16, from: u16, wish_a: Local, wish_b: Local) -> (Linked, Linked) {
    let (ca, cb) = (ha.create_qp(qp, pd, 0), hb.create_qp(qp, pd, 0));
    wait_cmds(p, ha, hb, &[(true, ca), (false, cb)], "QP create");
    let ids = [(true, ha.modify(qp, QpState::Init, 4, 4)), (false, hb.modify(qp, QpState::Init, 4, 4))];
    wait_cmds(p, ha, hb, &ids, "QP into init");
    let ids = [(true, ha.modify(qp, QpState::Rtr, 0, 0)), (false, hb.modify(qp, QpState::Rtr, 0, 0))];
    wait_cmds(p, ha, hb, &ids, "QP into ready to receive");
    hb.listen(port);
    run(p, ha, hb, 50_000, "listen", |_, b| b.take_event(ToeEvKind::Answer, None).is_some());
    let ip_b = crate::blocks::toe_tx_frame::be_number(&test_config(2).ip) as u32;
    let mac_b = crate::blocks::toe_tx_frame::be_number(&test_config(2).mac);
    ha.connect(ip_b, port, from, mac_b);
    let (mut ea, mut eb) = (None, None);
    run(p, ha, hb, 300_000, "connect", |a, b| {
        ea = ea.or_else(|| a.take_event(ToeEvKind::Established, None));
        eb = eb.or_else(|| b.take_event(ToeEvKind::Established, None));
        ea.is_some() && eb.is_some()
    });
    let (ea, eb) = (ea.unwrap(), eb.unwrap());
    let mut sa = Startup::initiator(ha, ea.conn, ea.value, wish_a);
    let mut sb = Startup::responder(eb.conn, eb.value, wish_b);
    run(p, ha, hb, 300_000, "MPA Request", |_, b| sb.progress(b));
    let (nb, link_b) = sb.outcome.clone().unwrap();
    let id = hb.submit(rts_modify(qp, eb.conn, &nb, link_b));
    wait_cmds(p, ha, hb, &[(false, id)], "B into ready to send");
    sb.send_reply(hb);
    run(p, ha, hb, 300_000, "MPA Reply", |a, _| sa.progress(a));
    let (na, link_a) = sa.outcome.clone().unwrap();
    let id = ha.submit(rts_modify(qp, ea.conn, &na, link_a));
    wait_cmds(p, ha, hb, &[(true, id)], "A into ready to send");
    (Linked { qp, conn: ea.conn, link: link_a }, Linked { qp, conn: eb.conn, link: link_b })
}

impl NodeHost {
    /// Posts a send queue entry on `qp` and rings its doorbell.
    pub fn post_send(&mut self, qp: u16, wqe: &SqWqe) {
        let q = self.qps.iter_mut().find(|q| q.qp == qp).expect("QP created");
        q.post_send(&mut self.dev.host, wqe).expect("send queue has room");
        q.ring_send(&mut self.dev.host);
    }

    /// Posts a receive queue entry on `qp` and rings its doorbell.
    pub fn post_recv(&mut self, qp: u16, wqe: &RqWqe) {
        let q = self.qps.iter_mut().find(|q| q.qp == qp).expect("QP created");
        q.post_recv(&mut self.dev.host, wqe).expect("receive queue has room");
        q.ring_recv(&mut self.dev.host);
    }

    /// `len` bytes of host memory at `addr`, as the CPU reads them.
    pub fn read_bytes(&mut self, addr: u64, len: usize) -> Vec<u8> {
        use iwarp_driver::Host;
        let mut v = vec![0u8; len];
        self.dev.host.read_mem(addr, &mut v);
        v
    }

    /// The completion of `wr_id` if it came (taken).
    pub fn take_cqe(&mut self, wr_id: u64) -> Option<Cqe> {
        let k = self.cqes.iter().position(|c| c.wr_id == wr_id)?;
        self.cqes.remove(k)
    }
}
