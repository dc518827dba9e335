//! ddp_rx: port binding, host-memory model, peer traffic generator and scoreboard against
//! golden's reference receive data path (`iwarp_golden::ddp_rx::RxEngine`).
//!
//! Ordering: golden is driven in the DUT's order. A segment is applied to golden the cycle
//! its last beat is accepted; a QP configuration, a post or an IRD release the cycle it is
//! accepted, and before a segment whose last beat is accepted in the same cycle. (The DUT's
//! control FSM takes a waiting segment before any of them, so an event it takes follows every
//! segment that ended before.) Every DMA write (address and bytes), completion, Read Request
//! and Terminate the DUT produces is compared in order with golden's.
//!
//! The host memory knows every range a write may touch (the pages of every region with a
//! write right) and counts writes outside them, independently of golden. Page-list reads of
//! the TLB are answered in order after a seeded random latency.

use super::tlb::{random_pages, HostMemory};
use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use super::host_cmd::HostCmdRace;
use crate::monitor::Expected;
use crate::stream::{log_uniform, packet_beats, ReadyGen, StreamSource, Traffic};
use crate::verilated;
use iwarp_golden::ddp_rx::{
    Cqe, CqeKind, CqeStatus, DmaWrite, Effects, LlpStatus, ReadRequestOut, RecvBuf, RxEngine, TerminateOut, Verdict,
    MAX_SEGMENT_BYTES, QPS,
};
use iwarp_golden::mr::{rights, stag, MrState, MrTable, PageSize, Region};
use iwarp_golden::wire::ddp::{Buffer, Opcode, ReadRequest, Segment, READ_REQUEST_LEN, TAGGED_HEADER_LEN, UNTAGGED_HEADER_LEN};
use iwarp_model::ddp::rx::DdpRx;
use iwarp_model::tlb::MR_ENTRIES;
use rand::Rng;
use std::collections::{BTreeMap, HashSet, VecDeque};

crate::bind_ports!(
    /// Inputs of `ddp_rx`.
    DdpRxIn, DdpRxOut, DdpRx, verilated::ddp_rx::Model,
    inputs {
        reset: bool, s_cmd.valid: bool, s_cmd.op: u8, s_cmd.stag: u32, s_cmd.pd: u16, s_cmd.rights: u8,
        s_cmd.page_2m: bool, s_cmd.base_va: u64, s_cmd.length: u64, s_cmd.pbl: u64, m_ack.ready: bool,
        m_dma_rd.ready: bool, s_dma_data_valid: bool, s_dma_data: u64,
        s_data: u64, s_keep: u8, s_last: bool, s_status: u8, s_qp: u8, s_valid: bool,
        s_qpcfg.valid: bool, s_qpcfg.qp: u8, s_qpcfg.pd: u16, s_qpcfg.ird: u8,
        s_recv.valid: bool, s_recv.qp: u8, s_recv.stag: u32, s_recv.to: u64, s_recv.len: u32, rq_pending: u16,
        s_rdone.valid: bool, s_rdone.qp: u8, s_flush.valid: bool, s_flush.qp: u8, m_rreq.ready: bool, m_term.ready: bool,
        m_wr.ready: bool, m_wd.ready: bool, m_cqe.ready: bool,
    }
    outputs {
        s_cmd.ready: bool, m_ack.valid: bool, m_ack.status: u8,
        m_dma_rd.valid: bool, m_dma_rd.addr: u64, m_dma_rd.len: u16, m_dma_rd.tag: u8, s_dma_data_ready: bool,
        s_ready: bool, s_qpcfg.ready: bool, s_recv.ready: bool, s_rdone.ready: bool, s_flush.ready: bool,
        m_rreq.valid: bool, m_rreq.qp: u8, m_rreq.sink_stag: u32, m_rreq.sink_to: u64, m_rreq.size: u32,
        m_rreq.src_stag: u32, m_rreq.src_to: u64,
        m_term.valid: bool, m_term.qp: u8, m_term.ctl: u32, m_term.seglen: u16,
        m_term.w0: u64, m_term.w1: u64, m_term.w2: u64, m_term.w3: u64, m_term.w4: u64, m_term.w5: u64,
        cnt_segments: u32, cnt_dropped: u32, cnt_term_llp: u16, cnt_term_ddp: u16, cnt_term_rdmap: u16, cnt_rq_waits: u32,
        m_wr.valid: bool, m_wr.addr: u64, m_wr.len: u16,
        m_wd.valid: bool, m_wd.data: u64, m_wd.keep: u8, m_wd.last: bool,
        m_cqe.valid: bool, m_cqe.qp: u8, m_cqe.kind: u8, m_cqe.status: u8, m_cqe.slot: u8, m_cqe.len: u32,
        m_cqe.se: bool, m_cqe.inv: bool, m_cqe.stag: u32, idle: bool,
    }
);

pub type DdpRxDut = Box<dyn Dut<In = DdpRxIn, Out = DdpRxOut>>;

pub fn ddp_rx_dut(kind: BackendKind, test: &str) -> DdpRxDut {
    build::<DdpRx, verilated::ddp_rx::Model>(kind, Some(test))
}

/// Cycles without any transfer after which the scoreboard declares a hang.
pub const HANG_CYCLES: u64 = 20_000;

/// Run configuration: traffic shape on every channel and host-memory latency.
#[derive(Clone, Copy, Debug)]
pub struct RxCfg {
    pub traffic: Traffic,
    /// Page-list read latency, uniform in this range.
    pub latency: (u64, u64),
    /// Cycles before the transmit side reports a Read Request answered (IRD release).
    pub read_done_delay: (u64, u64),
}

pub const QUIET: RxCfg = RxCfg { traffic: Traffic { idle: 0.0, stall: 0.0 }, latency: (1, 1), read_done_delay: (1, 1) };
pub const ROUGH: RxCfg = RxCfg { traffic: Traffic { idle: 0.3, stall: 0.3 }, latency: (1, 300), read_done_delay: (1, 300) };

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct RxRun {
    pub segments: u64,
    pub accepted: u64,
    pub dropped: u64,
    pub peer_terminates: u64,
    /// QPs flushed by the host (`s_flush`), and the receives those flushes completed.
    pub qp_flushes: u64,
    pub flushed_by_host: u64,
    pub corrupted: u64,
    /// Terminates per cause (checked equal to golden's).
    pub terminates: BTreeMap<String, u64>,
    pub writes: u64,
    pub bytes: u64,
    pub cqes: u64,
    pub flushes: u64,
    pub read_requests: u64,
    /// DMA writes outside every authorized range (must be 0).
    pub outside_writes: u64,
    pub cycles: u64,
    /// Cycles from the last inbound byte of a placed segment to its last DMA write beat, and
    /// to its completion (segments with a completion), summed, with counts.
    pub last_write_latency: (u64, u64),
    pub cqe_latency: (u64, u64),
}

/// A region the generator aims at (golden holds the truth).
#[derive(Clone, Copy, Debug)]
pub struct Target {
    pub index: u32,
    pub key: u8,
    pub base: u64,
    pub len: u64,
}

impl Target {
    pub fn stag(&self) -> u32 {
        stag(self.index, self.key)
    }
}

#[derive(Clone, Debug)]
struct Msg {
    op: Opcode,
    total: usize,
    done: usize,
    stag: u32,
    to: u64,
    inv_stag: u32,
    rr: Vec<u8>,
}

/// The peer's view of one QP.
#[derive(Clone, Debug, Default)]
pub struct PeerQp {
    pub pd: u16,
    pub ird: u8,
    /// Largest ULPDU the peer sends on this QP.
    pub mulpdu: usize,
    pub sinks: Vec<Target>,
    pub inv_pool: Vec<Target>,
    pub recv: Option<Target>,
    /// Lengths of the receive buffers posted, as the peer believes.
    posted: VecDeque<u32>,
    msn_send: u32,
    msn_read: u32,
    rr_out: u8,
    msg: Option<Msg>,
    /// Waiting for a (re)configuration to be accepted.
    configuring: bool,
    /// A post overflowed the receive queue: no more posts until a Send completes.
    overflowed: bool,
}

/// The random operation mix: 16 QPs, regions per QP, Writes, Read Responses, Sends of every
/// kind, Read Requests, rare peer Terminates, and seeded corruption of any header field.
pub struct RxMix {
    pub segments_left: u64,
    /// Probability that a segment is corrupted.
    pub fault_prob: f64,
    /// Largest message (bytes).
    pub max_msg: usize,
    /// ULPDU size range per QP (drawn at each configuration).
    pub mulpdu: (usize, usize),
    /// Probability that a new message is a peer Terminate.
    pub peer_terminate_prob: f64,
    pub qps: Vec<PeerQp>,
    /// Configurations, posts to present.
    cfgs: VecDeque<u8>,
    posts: VecDeque<(u8, RecvBuf)>,
    /// Receive buffers the generator keeps posted per QP.
    pub post_depth: usize,
    /// Directed runs: only this opcode, messages of exactly this many bytes, on QPs
    /// 0..`qps_used`.
    pub only: Option<Opcode>,
    pub msg_len: Option<usize>,
    pub qps_used: usize,
    /// Probability of sending on a QP found in error before reconfiguring it (drops).
    pub linger: f64,
    /// Host commands on the mix's regions racing the segments (off unless its `prob` is set).
    pub host_cmds: HostCmdRace,
    /// Probability per segment that the host moves a live QP to error (`s_flush`), and the
    /// flushes to present.
    pub flush_prob: f64,
    flushes: VecDeque<u8>,
}

/// Corruptions the attack applies (each a header field or the LLP's verdict).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Corruption {
    Stag,
    To,
    Qn,
    Msn,
    Mo,
    Opcode,
    DdpVersion,
    RdmapVersion,
    TBit,
    Truncate,
    Oversize,
    Crc,
    Marker,
    /// Tagged: another QP's region (right key, other PD).
    ForeignStag,
    /// Tagged: the QP's own receive region (local rights only).
    WrongRights,
    /// Tagged: a TO whose access wraps 2^64.
    ToWrap,
    /// Tagged: a TO past the region's end.
    Overrun,
}

pub const CORRUPTIONS: [Corruption; 17] = [
    Corruption::Stag,
    Corruption::To,
    Corruption::Qn,
    Corruption::Msn,
    Corruption::Mo,
    Corruption::Opcode,
    Corruption::DdpVersion,
    Corruption::RdmapVersion,
    Corruption::TBit,
    Corruption::Truncate,
    Corruption::Oversize,
    Corruption::Crc,
    Corruption::Marker,
    Corruption::ForeignStag,
    Corruption::WrongRights,
    Corruption::ToWrap,
    Corruption::Overrun,
];

/// One generated segment.
#[derive(Clone, Debug)]
pub struct GenSeg {
    pub qp: u8,
    pub llp: LlpStatus,
    pub bytes: Vec<u8>,
    pub corrupted: bool,
}

impl RxMix {
    pub fn new(segments: u64, fault_prob: f64) -> RxMix {
        RxMix {
            segments_left: segments,
            fault_prob,
            max_msg: 1 << 20,
            mulpdu: (64, MAX_SEGMENT_BYTES),
            peer_terminate_prob: 0.001,
            qps: vec![PeerQp::default(); QPS],
            cfgs: VecDeque::new(),
            posts: VecDeque::new(),
            post_depth: 4,
            only: None,
            msg_len: None,
            qps_used: QPS,
            linger: 0.5,
            host_cmds: HostCmdRace::default(),
            flush_prob: 0.0,
            flushes: VecDeque::new(),
        }
    }

    /// The regions of every QP (registered by [`RxEnv::setup`]): two sinks (remote write,
    /// 4 MiB), a receive region (local write, 8 MiB), two invalidation targets (remote write,
    /// 64 KiB); PD = `QP_PDS[QP]` (the whole 16-bit range); 4 KiB or 2 MiB pages, unaligned bases.
    pub fn regions(&mut self, rng: &mut TestRng) -> Vec<(u32, Region)> {
        let mut out = Vec::new();
        for q in 0..QPS {
            let pd = super::tlb::QP_PDS[q];
            let mut mk = |k: u32, rights_: u8, len: u64, rng: &mut TestRng| {
                let index = q as u32 * 8 + k;
                let page_size = if rng.gen_bool(0.3) { PageSize::Size2M } else { PageSize::Size4K };
                let base = (rng.gen::<u64>() >> rng.gen_range(4..30)) & !7;
                let pages = random_pages(rng, base, len, page_size);
                let key: u8 = rng.gen();
                out.push((index, Region { state: MrState::Valid, key, pd, rights: rights_, base_va: base, length: len, page_size, pages }));
                Target { index, key, base, len }
            };
            let sinks = vec![
                mk(0, rights::REMOTE_WRITE | rights::REMOTE_READ, 4 << 20, rng),
                mk(1, rights::REMOTE_WRITE, 4 << 20, rng),
            ];
            let recv = mk(2, rights::LOCAL_WRITE | rights::LOCAL_READ, 8 << 20, rng);
            let inv_pool = vec![mk(3, rights::REMOTE_WRITE, 64 << 10, rng), mk(4, rights::REMOTE_WRITE, 64 << 10, rng)];
            let p = &mut self.qps[q];
            p.pd = pd;
            p.sinks = sinks;
            p.recv = Some(recv);
            p.inv_pool = inv_pool;
        }
        out
    }

    /// Queues the configuration of every QP.
    pub fn configure_all(&mut self) {
        for q in 0..QPS {
            self.qps[q].configuring = true;
            self.cfgs.push_back(q as u8);
        }
    }

    /// The next configuration to present: (QP, PD, IRD, MULPDU).
    fn next_cfg(&mut self, rng: &mut TestRng) -> Option<(u8, u16, u8)> {
        let q = *self.cfgs.front()?;
        let p = &mut self.qps[q as usize];
        p.ird = rng.gen_range(0..=8);
        p.mulpdu = rng.gen_range(self.mulpdu.0..=self.mulpdu.1);
        Some((q, p.pd, p.ird))
    }

    fn cfg_accepted(&mut self) {
        let q = self.cfgs.pop_front().unwrap();
        let p = &mut self.qps[q as usize];
        p.posted.clear();
        p.msn_send = 1;
        p.msn_read = 1;
        p.rr_out = 0;
        p.msg = None;
        p.configuring = false;
        p.overflowed = false;
    }

    /// A receive buffer for `q`: up to `max_msg` bytes inside its receive region (rarely one
    /// that runs past it: a local fault on placement).
    fn refill_posts(&mut self, golden: &RxEngine, rng: &mut TestRng) {
        if !self.posts.is_empty() || self.segments_left == 0 {
            return;
        }
        let q = rng.gen_range(0..self.qps_used);
        let p = &self.qps[q];
        if p.overflowed || p.configuring || !golden.is_live(q as u8) || p.posted.len() >= self.post_depth {
            return;
        }
        let r = p.recv.unwrap();
        let len = if rng.gen_bool(0.05) { 0 } else { log_uniform(rng, self.max_msg) as u32 };
        let off = rng.gen_range(0..=r.len - len as u64);
        let mut to = r.base + off;
        if rng.gen_bool(self.fault_prob * 0.05) {
            to = r.base + r.len - (len as u64 / 2);
        }
        self.posts.push_back((q as u8, RecvBuf { stag: r.stag(), to, len }));
    }

    fn post_accepted(&mut self, c: Option<Cqe>) {
        let (q, b) = self.posts.pop_front().unwrap();
        let p = &mut self.qps[q as usize];
        match c {
            None => p.posted.push_back(b.len),
            Some(c) if c.status == CqeStatus::Overflow => p.overflowed = true,
            Some(_) => {}
        }
    }

    fn read_done(&mut self, q: u8) {
        let p = &mut self.qps[q as usize];
        p.rr_out = p.rr_out.saturating_sub(1);
    }

    /// The next segment, or None (nothing to send now).
    pub fn next_segment(&mut self, golden: &RxEngine, table: &MrTable, rng: &mut TestRng) -> Option<GenSeg> {
        if self.segments_left == 0 || self.host_cmds.holds_traffic() {
            return None;
        }
        let frozen = self.host_cmds.frozen();
        // A QP found in error is reconfigured (its segments wait for that).
        for q in 0..self.qps_used {
            let p = &mut self.qps[q];
            if !p.configuring && !golden.is_live(q as u8) && !(self.linger > 0.0 && rng.gen_bool(self.linger)) {
                p.configuring = true;
                self.cfgs.push_back(q as u8);
            }
        }
        let live: Vec<usize> = (0..self.qps_used).filter(|&q| !self.qps[q].configuring).collect();
        if self.flush_prob > 0.0 && self.flushes.is_empty() && !live.is_empty() && rng.gen_bool(self.flush_prob) {
            self.flushes.push_back(live[rng.gen_range(0..live.len())] as u8);
        }
        if live.is_empty() {
            return None;
        }
        let q = live[rng.gen_range(0..live.len())];
        let max_msg = self.max_msg;
        let term_prob = self.peer_terminate_prob;
        // Message-level faults (beyond IRD, no buffer, too long) are rarer than field ones.
        let fault = self.fault_prob * 0.1;
        let p = &mut self.qps[q];
        if p.msg.is_none() {
            let valid = |t: &Target| {
                Some(t.index) != frozen && table.region(t.index).is_some_and(|r| r.state == MrState::Valid && r.key == t.key)
            };
            let roll = rng.gen_range(0..100);
            let op = if rng.gen_bool(term_prob) {
                Opcode::Terminate
            } else if roll < 10 && (p.rr_out < p.ird || rng.gen_bool(fault)) {
                Opcode::ReadRequest
            } else if roll < 50 && (!p.posted.is_empty() || rng.gen_bool(fault)) {
                let inv = rng.gen_bool(0.1);
                match (rng.gen_bool(0.3), inv) {
                    (false, false) => Opcode::Send,
                    (true, false) => Opcode::SendSe,
                    (false, true) => Opcode::SendInvalidate,
                    (true, true) => Opcode::SendSeInvalidate,
                }
            } else if roll < 62 {
                Opcode::ReadResponse
            } else {
                Opcode::RdmaWrite
            };
            let op = self.only.unwrap_or(op);
            let max_msg = self.msg_len.unwrap_or(max_msg);
            let mut m = Msg { op, total: 0, done: 0, stag: 0, to: 0, inv_stag: 0, rr: Vec::new() };
            match op {
                Opcode::RdmaWrite | Opcode::ReadResponse => {
                    let sinks: Vec<Target> = p.sinks.iter().copied().filter(|t| Some(t.index) != frozen).collect();
                    let t = sinks[rng.gen_range(0..sinks.len())];
                    m.total = if rng.gen_bool(0.03) { 0 } else { log_uniform(rng, max_msg).min(t.len as usize) };
                    if self.msg_len.is_some() {
                        m.total = max_msg;
                    }
                    m.stag = t.stag();
                    m.to = t.base + rng.gen_range(0..=t.len - m.total as u64);
                }
                Opcode::ReadRequest => {
                    let rr = ReadRequest { sink_stag: rng.gen(), sink_to: rng.gen(), size: rng.gen(), src_stag: rng.gen(), src_to: rng.gen() };
                    m.rr = rr.emit();
                    m.total = READ_REQUEST_LEN;
                }
                Opcode::Terminate => {
                    m.total = 4;
                }
                _ => {
                    let cap = p.posted.front().map_or(64, |&c| c as usize);
                    m.total = if rng.gen_bool(0.05) { 0 } else { log_uniform(rng, max_msg.max(1)).min(cap) };
                    if rng.gen_bool(fault) {
                        m.total = cap + rng.gen_range(1..64);
                    }
                    if op.carries_invalidate_stag() {
                        // An STag of the pool that is still valid (else an invalid one: code 9).
                        let live: Vec<&Target> = p.inv_pool.iter().filter(|t| valid(t)).collect();
                        m.inv_stag = if live.is_empty() || rng.gen_bool(0.1) { rng.gen() } else { live[rng.gen_range(0..live.len())].stag() };
                    }
                }
            }
            p.msg = Some(m);
        }
        let m = p.msg.as_mut().unwrap();
        let tagged = m.op.is_tagged();
        let hlen = if tagged { TAGGED_HEADER_LEN } else { UNTAGGED_HEADER_LEN };
        let room = p.mulpdu.saturating_sub(hlen).max(1);
        let chunk = (m.total - m.done).min(room);
        let last = m.done + chunk == m.total;
        let payload: Vec<u8> = match m.op {
            Opcode::ReadRequest => m.rr.clone(),
            Opcode::Terminate => vec![0x10, 0x00, 0x00, 0x00],
            _ => (0..chunk).map(|_| rng.gen()).collect(),
        };
        let buffer = if tagged {
            Buffer::Tagged { stag: m.stag, to: m.to + m.done as u64 }
        } else {
            let (qn, msn) = match m.op {
                Opcode::ReadRequest => (1, p.msn_read),
                Opcode::Terminate => (2, 1),
                _ => (0, p.msn_send),
            };
            Buffer::Untagged { rsvd_ulp: m.inv_stag, qn, msn, mo: m.done as u32 }
        };
        let mut bytes = Segment { opcode: m.op, last, buffer, payload }.emit();
        m.done += chunk;
        if last {
            match m.op {
                Opcode::ReadRequest => {
                    p.msn_read = p.msn_read.wrapping_add(1);
                    p.rr_out += 1;
                }
                Opcode::RdmaWrite | Opcode::ReadResponse | Opcode::Terminate => {}
                _ => {
                    p.msn_send = p.msn_send.wrapping_add(1);
                    p.posted.pop_front();
                    p.overflowed = false;
                }
            }
            p.msg = None;
        }
        self.segments_left -= 1;
        let mut llp = LlpStatus::Ok;
        let corrupted = self.fault_prob > 0.0 && rng.gen_bool(self.fault_prob);
        if corrupted {
            let c = CORRUPTIONS[rng.gen_range(0..CORRUPTIONS.len())];
            let other = self.qps[(q + rng.gen_range(1..QPS)) % QPS].sinks[0];
            // A frozen region is aimed at by nothing new, corruptions included.
            let c = if Some(other.index) == frozen && c == Corruption::ForeignStag { Corruption::Stag } else { c };
            let own = &self.qps[q];
            let set_stag = |b: &mut Vec<u8>, v: u32| b[2..6].copy_from_slice(&v.to_be_bytes());
            let set_to = |b: &mut Vec<u8>, v: u64| b[6..14].copy_from_slice(&v.to_be_bytes());
            match c {
                Corruption::ForeignStag if tagged => set_stag(&mut bytes, other.stag()),
                Corruption::WrongRights if tagged => set_stag(&mut bytes, own.recv.unwrap().stag()),
                Corruption::ToWrap if tagged => {
                    let to = u64::MAX - rng.gen_range(0..bytes.len() as u64);
                    set_to(&mut bytes, to)
                }
                Corruption::Overrun if tagged => {
                    let t = own.sinks.iter().find(|t| t.stag() == u32::from_be_bytes(bytes[2..6].try_into().unwrap())).copied();
                    if let Some(t) = t {
                        set_to(&mut bytes, t.base + t.len - rng.gen_range(0..8));
                    }
                }
                Corruption::ForeignStag | Corruption::WrongRights | Corruption::ToWrap | Corruption::Overrun => {
                    corrupt(&mut bytes, &mut llp, Corruption::Stag, rng)
                }
                _ => corrupt(&mut bytes, &mut llp, c, rng),
            }
        }
        if self.host_cmds.prob > 0.0 {
            let busy: Vec<u32> = self.qps.iter().filter_map(|p| p.msg.as_ref()).flat_map(|m| [m.stag, m.inv_stag]).collect();
            let candidates: Vec<u32> = self.qps[..self.qps_used]
                .iter()
                .flat_map(|p| p.sinks.iter().chain(p.inv_pool.iter()))
                .filter(|t| !busy.iter().any(|&s| s >> 8 == t.index))
                .map(|t| t.index)
                .collect();
            self.host_cmds.maybe_start(rng, &candidates);
        }
        Some(GenSeg { qp: q as u8, llp, bytes, corrupted })
    }

    /// A region was (re)registered with a new key: the peer uses it from now on.
    fn rekey(&mut self, index: u32, key: u8) {
        for p in &mut self.qps {
            for t in p.sinks.iter_mut().chain(p.inv_pool.iter_mut()) {
                if t.index == index {
                    t.key = key;
                }
            }
        }
    }
}
/// Applies one corruption to a segment's bytes (or its LLP verdict).
pub fn corrupt(b: &mut Vec<u8>, llp: &mut LlpStatus, c: Corruption, rng: &mut TestRng) {
    let tagged = b[0] & 0x80 != 0;
    let flip = |b: &mut Vec<u8>, at: usize, rng: &mut TestRng| {
        if at < b.len() {
            b[at] ^= 1 << rng.gen_range(0..8);
        }
    };
    match c {
        Corruption::Stag => {
            let at = rng.gen_range(2..6);
            flip(b, at, rng);
        }
        Corruption::To => {
            let at = if tagged { rng.gen_range(6..14) } else { rng.gen_range(2..6) };
            flip(b, at, rng);
        }
        Corruption::Qn | Corruption::Msn | Corruption::Mo => {
            let base = match c {
                Corruption::Qn => 6,
                Corruption::Msn => 10,
                _ => 14,
            };
            let at = base + rng.gen_range(0..4);
            flip(b, at, rng);
        }
        Corruption::Opcode => b[1] = (b[1] & 0xF0) | rng.gen_range(0..16),
        Corruption::DdpVersion => b[0] = (b[0] & !0x03) | [0, 2, 3][rng.gen_range(0..3)],
        Corruption::RdmapVersion => b[1] = (b[1] & 0x3F) | ([0, 2, 3][rng.gen_range(0..3)] << 6),
        Corruption::TBit => b[0] ^= 0x80,
        Corruption::Truncate => {
            let n = rng.gen_range(0..b.len().min(UNTAGGED_HEADER_LEN));
            b.truncate(n);
        }
        Corruption::Oversize => {
            let extra = MAX_SEGMENT_BYTES + 1 - b.len().min(MAX_SEGMENT_BYTES) + rng.gen_range(0..64);
            b.extend((0..extra).map(|_| rng.gen::<u8>()));
        }
        Corruption::Crc => *llp = LlpStatus::Crc,
        Corruption::Marker => *llp = if rng.gen_bool(0.5) { LlpStatus::Marker } else { LlpStatus::Length },
        // Need the generator's regions: applied in RxMix::next_segment.
        Corruption::ForeignStag | Corruption::WrongRights | Corruption::ToWrap | Corruption::Overrun => {}
    }
}

/// Authorized ranges: the pages of every region with one of the rights in `mask` (writes for
/// the receive side, reads for the transmit side).
pub struct AuthorizedPages {
    mask: u8,
    pages_4k: HashSet<u64>,
    pages_2m: HashSet<u64>,
}

impl AuthorizedPages {
    pub fn new(mask: u8) -> Self {
        AuthorizedPages { mask, pages_4k: HashSet::new(), pages_2m: HashSet::new() }
    }

    pub fn add(&mut self, r: &Region) {
        if r.rights & self.mask == 0 {
            return;
        }
        let set = match r.page_size {
            PageSize::Size4K => &mut self.pages_4k,
            PageSize::Size2M => &mut self.pages_2m,
        };
        set.extend(r.pages.iter().copied());
    }

    /// [pa, pa + len) lies inside one authorized page.
    pub fn covers(&self, pa: u64, len: u64) -> bool {
        let last = pa + len.max(1) - 1;
        let in4 = self.pages_4k.contains(&(pa & !0xFFF)) && (pa >> 12) == (last >> 12);
        let in2 = self.pages_2m.contains(&(pa & !0x1F_FFFF)) && (pa >> 21) == (last >> 21);
        in4 || in2
    }
}

/// The DUT, golden (engine and MR table), host memory and the authorized ranges.
pub struct RxEnv {
    pub dut: DdpRxDut,
    pub golden: RxEngine,
    pub table: MrTable,
    pub mem: HostMemory,
    pub ranges: AuthorizedPages,
    pub rng: TestRng,
    /// With `Some(n)`, `run` returns after n cycles of its own (a mid-run state to reset from).
    pub stop_after: Option<u64>,
    cycle: u64,
    dma_tag: Option<u8>,
    /// Golden's totals since reset, for the DUT's counters: segments, dropped, Terminates of
    /// the LLP, DDP and RDMAP layers.
    totals: [u64; 5],
}

/// The Terminate control word of `m_term_ctl` / `s_term_ctl` (layer, etype, ecode, M D R),
/// packed from golden's Terminate with the model's field table (`TermCtlWord` and the
/// layouts inside it) in a software word.
pub fn terminate_ctl(t: &TerminateOut) -> u32 {
    use iwarp_model::ddp::{term_code_word, term_ctl, term_hdrct};
    use iwarp_model::layout::{soft_value, Field};
    let c = t.body.code;
    let mut w = term_ctl::soft();
    let inner = |outer: Field, f: Field| Field { offset: outer.offset + f.offset, width: f.width };
    inner(term_ctl::CODE, term_code_word::LAYER).write(&mut w, u128::from(c.layer as u8));
    inner(term_ctl::CODE, term_code_word::ETYPE).write(&mut w, u128::from(c.etype));
    inner(term_ctl::CODE, term_code_word::ECODE).write(&mut w, u128::from(c.ecode));
    inner(term_ctl::HDRCT, term_hdrct::HDRCT_M).write(&mut w, u128::from(t.body.segment_length_valid));
    inner(term_ctl::HDRCT, term_hdrct::HDRCT_D).write(&mut w, u128::from(t.body.ddp.is_some()));
    inner(term_ctl::HDRCT, term_hdrct::HDRCT_R).write(&mut w, u128::from(t.body.rdmap.is_some()));
    soft_value(&w) as u32
}

fn cqe_of(o: &DdpRxOut) -> Cqe {
    Cqe {
        qp: o.m_cqe_qp,
        kind: match o.m_cqe_kind {
            0 => CqeKind::Recv,
            1 => CqeKind::ReadDone,
            _ => CqeKind::PeerTerminate,
        },
        status: match o.m_cqe_status {
            0 => CqeStatus::Ok,
            1 => CqeStatus::Flush,
            _ => CqeStatus::Overflow,
        },
        slot: o.m_cqe_slot,
        len: o.m_cqe_len,
        se: o.m_cqe_se,
        invalidated: o.m_cqe_inv,
        stag: o.m_cqe_stag,
    }
}

/// Expected effects of the segments in flight, per channel, with the cycle of the segment's
/// last inbound beat.
struct Expect {
    writes: VecDeque<(DmaWrite, u64, bool)>,
    cqes: VecDeque<(Cqe, Option<u64>)>,
    rreqs: Expected<ReadRequestOut>,
    terms: VecDeque<TerminateOut>,
}

impl Default for Expect {
    fn default() -> Self {
        Expect { writes: VecDeque::new(), cqes: VecDeque::new(), rreqs: Expected::new("m_rreq"), terms: VecDeque::new() }
    }
}

impl Expect {
    fn push(&mut self, fx: Effects, at: u64) {
        let n = fx.writes.len();
        for (i, w) in fx.writes.into_iter().enumerate() {
            self.writes.push_back((w, at, i + 1 == n));
        }
        for c in fx.cqes {
            let t = (c.status == CqeStatus::Ok).then_some(at);
            self.cqes.push_back((c, t));
        }
        self.rreqs.expect(fx.read_requests);
        self.terms.extend(fx.terminates);
    }
    fn is_empty(&self) -> bool {
        self.writes.is_empty() && self.cqes.is_empty() && self.rreqs.waiting() == 0 && self.terms.is_empty()
    }
}

impl RxEnv {
    /// A reset DUT on `kind` (`test` names its VCDs) with the TLB's init sweep waited out.
    pub fn new(kind: BackendKind, test: &str, seed: u64) -> RxEnv {
        let mut env = RxEnv {
            dut: ddp_rx_dut(kind, test),
            golden: RxEngine::default(),
            table: MrTable::new(MR_ENTRIES),
            mem: HostMemory::default(),
            ranges: AuthorizedPages::new(rights::LOCAL_WRITE | rights::REMOTE_WRITE),
            rng: rand::SeedableRng::seed_from_u64(seed),
            stop_after: None,
            cycle: 0,
            dma_tag: None,
            totals: [0; 5],
        };
        env.reset();
        env
    }

    /// Resets the DUT from whatever state it is in (two cycles of `reset`, then the TLB's init
    /// sweep waited out) and starts golden, its MR table and host memory afresh.
    pub fn reset(&mut self) {
        super::tlb::reset_through_init(&mut self.dut, DdpRxIn { reset: true, ..Default::default() }, |o| o.s_cmd_ready)
            .unwrap_or_else(|e| panic!("ddp_rx {e}"));
        self.golden = RxEngine::default();
        self.table = MrTable::new(MR_ENTRIES);
        self.mem = HostMemory::default();
        self.ranges = AuthorizedPages::new(rights::LOCAL_WRITE | rights::REMOTE_WRITE);
        self.dma_tag = None;
        self.totals = [0; 5];
    }

    /// Golden's totals since reset (the DUT's counters, before their width): segments,
    /// dropped, Terminates of the LLP, DDP and RDMAP layers.
    pub fn totals(&self) -> [u64; 5] {
        self.totals
    }

    /// Registers regions through the host command port (one at a time, each acknowledged
    /// OK), in golden's table too.
    pub fn register(&mut self, regions: Vec<(u32, Region)>) {
        crate::register_regions!(self, DdpRxIn, regions);
    }

    /// Runs `mix` to its end (every expected effect out), checking everything against golden.
    pub fn run(&mut self, cfg: RxCfg, mix: &mut RxMix) -> Result<RxRun, String> {
        let mut run = RxRun::default();
        let rng = &mut self.rng;
        let out_ready = ReadyGen::new(cfg.traffic.stall);
        let mut src = StreamSource::new(cfg.traffic.idle);
        let mut inp = DdpRxIn::default();
        let mut cur: Option<GenSeg> = None;
        let mut exp = Expect::default();
        // Write requests (address, length) and write data assembled so far.
        let mut wr_addrs: VecDeque<(u64, u16)> = VecDeque::new();
        let mut wr_data: VecDeque<Vec<u8>> = VecDeque::new();
        let mut wd_cur: Vec<u8> = Vec::new();
        let mut rdone: VecDeque<(u64, u8)> = VecDeque::new();
        let mut cfg_cur: Option<(u8, u16, u8)> = None;
        let mut idle = 0u64;
        let racing = mix.host_cmds.prob > 0.0;
        let mut last_taken = 0u64;
        loop {
            if self.stop_after.is_some_and(|n| run.cycles >= n) {
                return Ok(run);
            }
            let cycle = self.cycle;
            if cur.is_none() && src.pending() == 0 {
                if let Some(s) = mix.next_segment(&self.golden, &self.table, rng) {
                    src.push_packet(packet_beats(&s.bytes, 0));
                    cur = Some(s);
                }
            }
            if cfg_cur.is_none() {
                cfg_cur = mix.next_cfg(rng);
            }
            mix.refill_posts(&self.golden, rng);
            let busy = cur.is_some() || cfg_cur.is_some() || !mix.posts.is_empty() || !rdone.is_empty() || !mix.flushes.is_empty();
            if mix.segments_left == 0 && !busy && exp.is_empty() && wr_addrs.is_empty() && mix.host_cmds.is_done() {
                break;
            }
            let (valid, beat) = src.drive(rng);
            inp.s_valid = valid;
            inp.s_data = beat.data;
            inp.s_keep = beat.keep;
            inp.s_last = beat.last;
            if let Some(s) = &cur {
                inp.s_qp = s.qp;
                inp.s_status = s.llp as u8;
            }
            inp.s_qpcfg_valid = cfg_cur.is_some();
            if let Some((q, pd, ird)) = cfg_cur {
                inp.s_qpcfg_qp = q;
                inp.s_qpcfg_pd = pd;
                inp.s_qpcfg_ird = ird;
            }
            inp.s_recv_valid = !mix.posts.is_empty();
            if let Some((q, b)) = mix.posts.front() {
                inp.s_recv_qp = *q;
                inp.s_recv_stag = b.stag;
                inp.s_recv_to = b.to;
                inp.s_recv_len = b.len;
            }
            inp.s_rdone_valid = rdone.front().is_some_and(|&(at, _)| at <= cycle);
            inp.s_rdone_qp = rdone.front().map_or(0, |r| r.1);
            inp.s_flush_valid = !mix.flushes.is_empty();
            inp.s_flush_qp = mix.flushes.front().copied().unwrap_or(0);
            inp.m_wr_ready = out_ready.drive(rng);
            inp.m_wd_ready = out_ready.drive(rng);
            inp.m_cqe_ready = out_ready.drive(rng);
            inp.m_rreq_ready = out_ready.drive(rng);
            inp.m_term_ready = out_ready.drive(rng);
            inp.m_dma_rd_ready = out_ready.drive(rng);
            if racing {
                crate::drive_cmd!(inp, mix.host_cmds.port());
                inp.m_ack_ready = out_ready.drive(rng);
            }
            inp.s_dma_data_valid = false;
            if let Some(w) = self.mem.due(cycle) {
                inp.s_dma_data_valid = true;
                inp.s_dma_data = w;
            }
            let o = self.dut.eval(&inp);
            let e = |ch: &str, err: String| format!("cycle {cycle}: {ch}: {err}");
            let mut moved = false;
            if racing {
                let at = (cur.is_none() && src.pending() == 0, last_taken, cycle, o.idle);
                let ack = (o.m_ack_valid && inp.m_ack_ready).then_some(o.m_ack_status);
                let (rekey, m) = mix.host_cmds.cycle(&mut self.table, &mut self.mem, &mut self.ranges, rng, at, inp.s_cmd_valid && o.s_cmd_ready, ack)?;
                if let Some((index, key)) = rekey {
                    mix.rekey(index, key);
                }
                moved |= m;
            }
            // Events before a segment ending in the same cycle.
            if inp.s_qpcfg_valid && o.s_qpcfg_ready {
                let (q, pd, ird) = cfg_cur.take().unwrap();
                self.golden.configure(q, pd, ird);
                mix.cfg_accepted();
                moved = true;
            }
            if inp.s_recv_valid && o.s_recv_ready {
                let (q, b) = *mix.posts.front().unwrap();
                let c = self.golden.post_recv(q, b);
                mix.post_accepted(c);
                if let Some(c) = c {
                    exp.cqes.push_back((c, None));
                }
                moved = true;
            }
            if inp.s_rdone_valid && o.s_rdone_ready {
                let (_, q) = rdone.pop_front().unwrap();
                self.golden.read_done(q);
                mix.read_done(q);
                moved = true;
            }
            if inp.s_flush_valid && o.s_flush_ready {
                let q = mix.flushes.pop_front().unwrap();
                let cqes = self.golden.flush(q);
                run.qp_flushes += 1;
                run.flushed_by_host += cqes.len() as u64;
                exp.cqes.extend(cqes.into_iter().map(|c| (c, None)));
                moved = true;
            }
            if inp.s_valid && o.s_ready {
                let b = src.advance(true).unwrap();
                if b.last {
                    last_taken = cycle;
                    let s = cur.take().unwrap();
                    let (v, fx) = self.golden.segment(&mut self.table, s.qp, s.llp, &s.bytes);
                    run.segments += 1;
                    run.corrupted += s.corrupted as u64;
                    self.totals[0] += 1;
                    match v {
                        Verdict::Accepted => run.accepted += 1,
                        Verdict::Dropped => {
                            run.dropped += 1;
                            self.totals[1] += 1;
                        }
                        Verdict::PeerTerminate => run.peer_terminates += 1,
                        Verdict::Terminated(c) => {
                            *run.terminates.entry(format!("{c:?}")).or_default() += 1;
                            // Layer 2 LLP, 1 DDP, 0 RDMAP.
                            self.totals[4 - c.code().layer as usize] += 1;
                        }
                    }
                    exp.push(fx, cycle);
                }
                moved = true;
            } else {
                src.advance(false);
            }
            // Outputs.
            if o.m_wr_valid && inp.m_wr_ready {
                wr_addrs.push_back((o.m_wr_addr, o.m_wr_len));
                moved = true;
            }
            if o.m_wd_valid && inp.m_wd_ready {
                let n = o.m_wd_keep.count_ones() as usize;
                if o.m_wd_keep != ((1u16 << n) - 1) as u8 || (!o.m_wd_last && n != 8) {
                    return Err(e("m_wd", format!("keep {:#x} (last {})", o.m_wd_keep, o.m_wd_last)));
                }
                wd_cur.extend_from_slice(&o.m_wd_data.to_le_bytes()[..n]);
                if o.m_wd_last {
                    wr_data.push_back(std::mem::take(&mut wd_cur));
                }
                moved = true;
            }
            while !wr_addrs.is_empty() && !wr_data.is_empty() {
                let (pa, len) = wr_addrs.pop_front().unwrap();
                let data = wr_data.pop_front().unwrap();
                if data.len() != len as usize {
                    return Err(e("m_wr", format!("write at {pa:#x} of length {len} carries {} bytes", data.len())));
                }
                if !self.ranges.covers(pa, len as u64) {
                    run.outside_writes += 1;
                }
                let (want, at, last) = exp.writes.pop_front().ok_or_else(|| e("m_wr", format!("unexpected write at {pa:#x} ({len} bytes)")))?;
                if want.pa != pa || want.data != data {
                    return Err(e("m_wr", format!("write at {pa:#x} ({len} bytes), golden at {:#x} ({} bytes){}", want.pa, want.data.len(),
                        if want.pa == pa { " with other data" } else { "" })));
                }
                if last {
                    run.last_write_latency.0 += cycle - at;
                    run.last_write_latency.1 += 1;
                }
                run.writes += 1;
                run.bytes += len as u64;
            }
            if o.m_cqe_valid && inp.m_cqe_ready {
                let got = cqe_of(&o);
                let (want, at) = exp.cqes.pop_front().ok_or_else(|| e("m_cqe", format!("unexpected {got:?}")))?;
                if got != want {
                    return Err(e("m_cqe", format!("{got:?}, golden {want:?}")));
                }
                if let Some(at) = at {
                    run.cqe_latency.0 += cycle - at;
                    run.cqe_latency.1 += 1;
                }
                run.cqes += 1;
                run.flushes += (got.status == CqeStatus::Flush) as u64;
                moved = true;
            }
            if o.m_rreq_valid && inp.m_rreq_ready {
                exp.rreqs.got(ReadRequestOut {
                    qp: o.m_rreq_qp,
                    sink_stag: o.m_rreq_sink_stag,
                    sink_to: o.m_rreq_sink_to,
                    size: o.m_rreq_size,
                    src_stag: o.m_rreq_src_stag,
                    src_to: o.m_rreq_src_to,
                });
                moved = true;
            }
            for got in exp.rreqs.settle().map_err(|x| format!("cycle {cycle}: {x}"))? {
                let d = rng.gen_range(cfg.read_done_delay.0..=cfg.read_done_delay.1);
                rdone.push_back((cycle + d, got.qp));
                run.read_requests += 1;
            }
            if o.m_term_valid && inp.m_term_ready {
                let want = exp.terms.pop_front().ok_or_else(|| e("m_term", format!(
                    "unexpected Terminate ctl {:#x} on QP {}, segment {:016x} {:016x} {:016x}, ULPDU length {}",
                    o.m_term_ctl, o.m_term_qp, o.m_term_w0, o.m_term_w1, o.m_term_w2, o.m_term_seglen
                )))?;
                check_terminate(&o, &want).map_err(|x| e("m_term", x))?;
                moved = true;
            }
            if o.m_dma_rd_valid && inp.m_dma_rd_ready {
                let lat = rng.gen_range(cfg.latency.0..=cfg.latency.1);
                self.mem
                    .accept_read(cycle, o.m_dma_rd_addr, o.m_dma_rd_len, o.m_dma_rd_tag, lat, &mut self.dma_tag)
                    .map_err(|x| e("m_dma_rd", x))?;
                moved = true;
            }
            if inp.s_dma_data_valid && o.s_dma_data_ready {
                self.mem.pop_due();
                moved = true;
            }
            self.dut.tick();
            self.cycle += 1;
            run.cycles += 1;
            idle = if moved { 0 } else { idle + 1 };
            if idle > HANG_CYCLES {
                return Err(format!(
                    "hang at cycle {}: {} writes, {} completions, {} Read Requests, {} Terminates expected; {} segments checked",
                    self.cycle,
                    exp.writes.len(),
                    exp.cqes.len(),
                    exp.rreqs.waiting(),
                    exp.terms.len(),
                    run.segments
                ));
            }
        }
        exp.rreqs.unexplained()?;
        // A dropped segment has no output to wait for: the DUT counts it when its control
        // stage reaches it, which can be after golden's last expected output. So, inputs
        // idle, the DUT runs until it holds nothing (`idle`) and two cycles more for the
        // counters' registers; an output offered meanwhile is one golden never expected.
        inp.s_valid = false;
        inp.s_qpcfg_valid = false;
        inp.s_recv_valid = false;
        inp.s_rdone_valid = false;
        inp.s_flush_valid = false;
        inp.s_cmd_valid = false;
        let mut after_idle = 0;
        for waited in 0.. {
            let o = self.dut.eval(&inp);
            if o.m_rreq_valid || o.m_term_valid || o.m_wr_valid || o.m_wd_valid || o.m_cqe_valid || o.m_ack_valid || o.m_dma_rd_valid {
                return Err(format!("an output after the last one golden expected, {waited} cycles after it: {o:?}"));
            }
            if o.idle {
                after_idle += 1;
            }
            if after_idle > 2 {
                break;
            }
            if waited > HANG_CYCLES {
                return Err(format!("not idle {HANG_CYCLES} cycles after the last expected output"));
            }
            self.dut.tick();
            self.cycle += 1;
        }
        // The counters say what golden's verdicts say (16-bit Terminate counters wrap).
        let o = self.dut.eval(&inp);
        let t = &self.totals;
        let hw = [o.cnt_segments as u64, o.cnt_dropped as u64, o.cnt_term_llp as u64, o.cnt_term_ddp as u64, o.cnt_term_rdmap as u64];
        let want = [t[0] & 0xFFFF_FFFF, t[1] & 0xFFFF_FFFF, t[2] & 0xFFFF, t[3] & 0xFFFF, t[4] & 0xFFFF];
        if hw != want {
            return Err(format!("counters (segments, dropped, LLP / DDP / RDMAP Terminates) {hw:?}, golden {want:?}"));
        }
        Ok(run)
    }
}

/// The DUT's Terminate against golden's: control word, and (with D) the segment length and
/// header copy, (with R) the Read Request body.
fn check_terminate(o: &DdpRxOut, want: &TerminateOut) -> Result<(), String> {
    if o.m_term_qp != want.qp {
        return Err(format!("QP {}, golden {}", o.m_term_qp, want.qp));
    }
    let ctl = terminate_ctl(want);
    if o.m_term_ctl != ctl {
        return Err(format!("control {:#010x}, golden {ctl:#010x} ({:?})", o.m_term_ctl, want.cause));
    }
    let mut bytes = Vec::with_capacity(48);
    for w in [o.m_term_w0, o.m_term_w1, o.m_term_w2, o.m_term_w3, o.m_term_w4, o.m_term_w5] {
        bytes.extend_from_slice(&w.to_be_bytes());
    }
    if let Some((len, h)) = &want.body.ddp {
        if o.m_term_seglen != *len || bytes[..h.len()] != h[..] {
            return Err(format!("DDP segment length {} / header {:02x?}, golden {len} / {h:02x?}", o.m_term_seglen, &bytes[..h.len()]));
        }
    }
    if let Some(r) = &want.body.rdmap {
        if bytes[UNTAGGED_HEADER_LEN..UNTAGGED_HEADER_LEN + READ_REQUEST_LEN] != r[..] {
            return Err("Read Request copy differs".into());
        }
    }
    Ok(())
}

impl super::scenario::Scenario for RxEnv {
    type Mix = RxMix;
    type Run = RxRun;
    fn mix(items: u64, fault: f64) -> RxMix {
        RxMix::new(items, fault)
    }
    fn prepare(&mut self, mix: &mut RxMix, rng: &mut TestRng) {
        self.register(mix.regions(rng));
        mix.configure_all();
    }
    fn run_rough(&mut self, mix: &mut RxMix) -> Result<RxRun, String> {
        self.run(ROUGH, mix)
    }
    fn stop_after(&mut self, cycles: Option<u64>) {
        self.stop_after = cycles;
    }
    fn reset(&mut self) {
        RxEnv::reset(self)
    }
    fn summary(run: &RxRun) -> (u64, u64, u64) {
        (run.segments, run.cycles, run.outside_writes)
    }
}
