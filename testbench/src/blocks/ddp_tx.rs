//! ddp_tx: port binding, host-memory model (page lists and payload), the local consumer and
//! peer generator, and the scoreboard against golden's reference transmit data path
//! (`iwarp_golden::ddp_tx::TxEngine`).
//!
//! Ordering: the DUT takes an event (ready) when it has finished it, or when it parks the
//! event's message after a segment (messages of many QPs interleave segment by segment), one
//! at a time, so golden is driven with each event the cycle it is taken. The DUT's outputs of
//! an event before that cycle leave before it; a parked message's later segments and its IRD
//! release follow, while its QP's other sending events wait. So ULPDUs and IRD releases are
//! compared in order per QP, completions in order, as soon as both sides have an item.
//!
//! The transport and the peer are played from what the DUT sends: every ULPDU of a QP is
//! acknowledged (cumulative ULPDU bytes) after a seeded delay; every Read Request is answered
//! by a "Read Response placed" report after a delay. Payload reads are answered in order after
//! a seeded latency from a host memory whose bytes are a function of their address, and every
//! read is checked to lie in one page of a region with a read right.

use super::ddp_rx::{terminate_ctl, AuthorizedPages, Target};
use super::host_cmd::HostCmdRace;
use crate::monitor::Expected;
use super::tlb::{random_pages, HostMemory};
use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::{log_uniform, ReadyGen, Traffic};
use crate::verilated;
use iwarp_golden::ddp_rx::{ReadRequestOut, TerminateOut};
use iwarp_golden::ddp_tx::{SendCqe, SendStatus, TxCounters, TxEngine, Ulpdu, WorkRequest, WrOp, MIN_MULPDU, QPS};
use iwarp_golden::mr::{rights, Access, MrState, MrTable, PageSize, Region};
use iwarp_golden::wire::ddp::{Opcode, TAGGED_HEADER_LEN, UNTAGGED_HEADER_LEN};
use iwarp_golden::wire::terminate::{Terminate, TerminateCause};
use iwarp_model::ddp::tx::DdpTx;
use iwarp_model::tlb::MR_ENTRIES;
use rand::Rng;
use std::collections::{BTreeMap, VecDeque};

crate::bind_ports!(
    /// Inputs of `ddp_tx`.
    DdpTxIn, DdpTxOut, DdpTx, verilated::ddp_tx::Model,
    inputs {
        reset: bool, s_cmd.valid: bool, s_cmd.op: u8, s_cmd.stag: u32, s_cmd.pd: u16, s_cmd.rights: u8,
        s_cmd.page_2m: bool, s_cmd.base_va: u64, s_cmd.length: u64, s_cmd.pbl: u64, m_ack.ready: bool,
        m_dma_rd.ready: bool, s_dma_data_valid: bool, s_dma_data: u64,
        s_qpcfg.valid: bool, s_qpcfg.qp: u8, s_qpcfg.pd: u16, s_qpcfg.mulpdu: u16, s_qpcfg.ord: u8,
        s_term.valid: bool, s_term.qp: u8, s_term.ctl: u32, s_term.seglen: u16,
        s_term.w0: u64, s_term.w1: u64, s_term.w2: u64, s_term.w3: u64, s_term.w4: u64, s_term.w5: u64,
        s_rreq.valid: bool, s_rreq.qp: u8, s_rreq.sink_stag: u32, s_rreq.sink_to: u64, s_rreq.size: u32,
        s_rreq.src_stag: u32, s_rreq.src_to: u64,
        s_ack.valid: bool, s_ack.qp: u8, s_ack.bytes: u32, s_rplaced.valid: bool, s_rplaced.qp: u8, s_flush.valid: bool, s_flush.qp: u8,
        s_wr.valid: bool, s_wr.qp: u8, s_wr.op: u8, s_wr.id: u32, s_wr.lstag: u32, s_wr.lto: u64, s_wr.len: u32,
        s_wr.rstag: u32, s_wr.rto: u64,
        m_cqe.ready: bool, m_rdone.ready: bool, m_prd.ready: bool, s_pdata_valid: bool, s_pdata: u64, m.ready: bool,
    }
    outputs {
        s_cmd.ready: bool, m_ack.valid: bool, m_ack.status: u8,
        m_dma_rd.valid: bool, m_dma_rd.addr: u64, m_dma_rd.len: u16, m_dma_rd.tag: u8, s_dma_data_ready: bool,
        s_qpcfg.ready: bool, s_term.ready: bool, s_rreq.ready: bool, s_ack.ready: bool, s_rplaced.ready: bool, s_wr.ready: bool, s_flush.ready: bool,
        m_cqe.valid: bool, m_cqe.qp: u8, m_cqe.id: u32, m_cqe.op: u8, m_cqe.status: u8, m_rdone.valid: bool, m_rdone.qp: u8,
        cnt_ulpdus: u32, cnt_terminates: u16, cnt_local_errors: u16, cnt_dropped: u16,
        own_term_valid: bool, own_term_qp: u8,
        m_prd.valid: bool, m_prd.addr: u64, m_prd.len: u16, s_pdata_ready: bool,
        m.data: u64, m.keep: u8, m.last: bool, m.valid: bool, m.qp: u8, m.len: u16, idle: bool,
        hold: u16,
    }
);

pub type DdpTxDut = Box<dyn Dut<In = DdpTxIn, Out = DdpTxOut>>;

pub fn ddp_tx_dut(kind: BackendKind, test: &str) -> DdpTxDut {
    let mut dut = build::<DdpTx, verilated::ddp_tx::Model>(kind, Some(test));
    // The work-request port's source may take an offer back after a cycle in which its QP was
    // in `hold` and it was not taken (`rnic_wrq`'s rule); the bench does so (`wr_withdrawn`).
    dut.allow_withdrawal("s_wr");
    dut
}

/// Cycles without any transfer after which the scoreboard declares a hang.
pub const HANG_CYCLES: u64 = 20_000;
/// Largest payload read (a 4 KiB page).
pub const MAX_READ: u64 = 4096;

/// Host payload bytes: a function of the physical address (so any read is checkable).
pub fn host_byte(pa: u64) -> u8 {
    let mut x = (pa >> 3).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 29;
    (x >> (8 * (pa & 7))) as u8
}

pub fn host_read(pa: u64, len: u64) -> Vec<u8> {
    (pa..pa + len).map(host_byte).collect()
}

/// Run configuration: traffic shape on every channel, host-memory latency, the transport's
/// acknowledgement delay and the peer's Read Response delay.
#[derive(Clone, Copy, Debug)]
pub struct TxCfg {
    pub traffic: Traffic,
    pub latency: (u64, u64),
    pub ack_delay: (u64, u64),
    pub placed_delay: (u64, u64),
}

pub const QUIET: TxCfg = TxCfg { traffic: Traffic { idle: 0.0, stall: 0.0 }, latency: (1, 1), ack_delay: (1, 1), placed_delay: (1, 1) };
pub const ROUGH: TxCfg =
    TxCfg { traffic: Traffic { idle: 0.3, stall: 0.3 }, latency: (1, 300), ack_delay: (1, 2000), placed_delay: (1, 2000) };

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct TxRun {
    pub work_requests: u64,
    pub read_requests_in: u64,
    pub terminates_in: u64,
    /// Terminates of the engine's own reported sent (`own_term_valid`), for rnic_qperr.
    pub own_terms: u64,
    /// QPs the host moved to error (`s_flush`).
    pub qp_flushes: u64,
    pub ulpdus: u64,
    pub bytes: u64,
    pub cqes: u64,
    /// Completions by status (Ok, Flush, LocalProtection).
    pub statuses: [u64; 3],
    /// ULPDUs per RDMAP opcode.
    pub opcodes: BTreeMap<String, u64>,
    /// Terminates the engine sent per cause.
    pub terminates: BTreeMap<String, u64>,
    pub read_dones: u64,
    pub payload_reads: u64,
    /// Payload reads outside every authorized page (must be 0).
    pub outside_reads: u64,
    pub cycles: u64,
    /// Cycles from a work request's first presentation to the first byte of its first ULPDU,
    /// for work requests presented to an idle engine (sum, count).
    pub first_byte_latency: (u64, u64),
    /// ULPDUs out while another QP's message was between two of its segments (its last ULPDU
    /// out had no L flag): the messages interleaved segment by segment.
    pub interleaved: u64,
    /// Work-request offers taken back because ddp_tx held their QP (as `rnic_wrq` does).
    pub wr_withdrawn: u64,
}

/// The consumer's and the peer's view of one QP.
#[derive(Clone, Debug, Default)]
pub struct LocalQp {
    pub pd: u16,
    /// Source of Writes and Sends (local read).
    pub src: Option<Target>,
    /// Source of Read Responses (remote read).
    pub rsrc: Option<Target>,
    /// A region without local read (remote read only) for local faults.
    pub no_read: Option<Target>,
    configuring: bool,
    /// Read Requests the peer has outstanding (limited to `peer_ird`).
    rr_out: u8,
    /// ULPDU bytes the DUT sent on the QP (as the transport counts them).
    sent: u32,
    /// Configurations taken: a ULPDU golden made before the QP's latest configuration but
    /// seen after it belongs to the old connection (no acknowledgement, no placement report).
    epoch: u32,
}

/// The operation mix: work requests on 16 QPs, inbound Read Requests, rare Terminates from the
/// receive side, seeded faults (local sources without the right, beyond bounds, of another
/// PD; Read Request sources likewise).
pub struct TxMix {
    pub wrs_left: u64,
    pub fault_prob: f64,
    pub max_msg: usize,
    pub mulpdu: (u16, u16),
    /// Probability that an inbound event is a Terminate from the receive side.
    pub terminate_prob: f64,
    /// Probability of an inbound Read Request per work request.
    pub rreq_prob: f64,
    /// Read Requests the peer keeps outstanding at most per QP.
    pub peer_ird: u8,
    pub qps: Vec<LocalQp>,
    pub qps_used: usize,
    /// A QP found in error is configured anew (a new connection on the same QP); when false
    /// it stays in error, so each QP's ULPDUs are one connection's.
    pub reconfigure: bool,
    /// Directed runs: only this op, exactly this length.
    pub only: Option<WrOp>,
    pub msg_len: Option<usize>,
    /// Present a work request only to an idle engine with nothing left to compare (the
    /// first-byte latency of an unloaded engine).
    pub serial: bool,
    /// Host commands on the mix's regions racing the work (off unless its `prob` is set).
    pub host_cmds: HostCmdRace,
    /// Probability per work request that the host moves a QP to error (`s_flush`).
    pub flush_prob: f64,
    cfgs: VecDeque<u8>,
    next_id: u32,
}

impl TxMix {
    pub fn new(wrs: u64, fault_prob: f64) -> TxMix {
        TxMix {
            wrs_left: wrs,
            fault_prob,
            max_msg: 1 << 20,
            mulpdu: (MIN_MULPDU, 8192),
            terminate_prob: 0.002,
            rreq_prob: 0.15,
            peer_ird: 4,
            qps: vec![LocalQp::default(); QPS],
            qps_used: QPS,
            reconfigure: true,
            only: None,
            msg_len: None,
            serial: false,
            host_cmds: HostCmdRace::default(),
            flush_prob: 0.0,
            cfgs: VecDeque::new(),
            next_id: 1,
        }
    }

    /// The regions of every QP: a local source (local read, 8 MiB), a Read Response source
    /// (remote read, 4 MiB), a remote-read-only region; PD = `QP_PDS[QP]` (the whole 16-bit range); 4 KiB or 2 MiB pages.
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
            let src = mk(0, rights::LOCAL_READ | rights::LOCAL_WRITE, 8 << 20, rng);
            let rsrc = mk(1, rights::REMOTE_READ, 4 << 20, rng);
            let no_read = mk(2, rights::REMOTE_WRITE | rights::LOCAL_WRITE, 1 << 20, rng);
            let p = &mut self.qps[q];
            p.pd = pd;
            p.src = Some(src);
            p.rsrc = Some(rsrc);
            p.no_read = Some(no_read);
        }
        out
    }

    pub fn configure_all(&mut self) {
        for q in 0..self.qps_used {
            self.qps[q].configuring = true;
            self.cfgs.push_back(q as u8);
        }
    }

    /// A QP found in error is reconfigured.
    fn reconfigure_dead(&mut self, golden: &TxEngine, rng: &mut TestRng) {
        for q in 0..self.qps_used {
            let p = &mut self.qps[q];
            if self.reconfigure && !p.configuring && !golden.is_live(q as u8) && rng.gen_bool(0.2) {
                p.configuring = true;
                self.cfgs.push_back(q as u8);
            }
        }
    }

    fn next_cfg(&mut self, rng: &mut TestRng) -> Option<(u8, u16, u16, u8)> {
        let q = *self.cfgs.front()?;
        let mulpdu = rng.gen_range(self.mulpdu.0..=self.mulpdu.1);
        Some((q, self.qps[q as usize].pd, mulpdu, rng.gen_range(1..=8)))
    }

    fn cfg_accepted(&mut self, q: u8) {
        assert_eq!(self.cfgs.pop_front(), Some(q));
        let p = &mut self.qps[q as usize];
        p.configuring = false;
        p.rr_out = 0;
        p.sent = 0;
        p.epoch += 1;
    }

    /// A buffer access of `len` bytes inside `t`, or (with a fault) one that fails its check.
    fn access(&self, t: Target, len: u64, fault: bool, foreign: Target, wrong: Target, rng: &mut TestRng) -> (u32, u64) {
        let to = t.base + rng.gen_range(0..=t.len - len);
        if !fault {
            return (t.stag(), to);
        }
        let frozen = self.host_cmds.frozen();
        match rng.gen_range(0..5) {
            // A frozen region is aimed at by nothing new, faults included.
            1 | 2 if frozen == Some(foreign.index) || frozen == Some(wrong.index) => (t.stag() ^ 0x01, to),
            0 => (t.stag() ^ 0x01, to),                               // key mismatch: invalid STag
            1 => (foreign.stag(), foreign.base),                      // another PD
            2 => (wrong.stag(), wrong.base),                          // missing right
            3 => (t.stag(), t.base + t.len - len / 2 + 1),            // beyond bounds
            _ => (t.stag(), u64::MAX - len / 2),                      // TO wrap
        }
    }

    /// The next work request for a live QP, or None.
    fn next_wr(&mut self, rng: &mut TestRng) -> Option<WorkRequest> {
        if self.wrs_left == 0 || self.host_cmds.holds_traffic() {
            return None;
        }
        let frozen = self.host_cmds.frozen();
        let live: Vec<usize> =
            (0..self.qps_used).filter(|&q| !self.qps[q].configuring && self.qps[q].src.map(|t| t.index) != frozen).collect();
        if live.is_empty() {
            return None;
        }
        let q = live[rng.gen_range(0..live.len())];
        let roll = rng.gen_range(0..100);
        let opx = if roll < 40 {
            WrOp::Write
        } else if roll < 75 {
            [WrOp::Send, WrOp::SendSe, WrOp::SendInvalidate, WrOp::SendSeInvalidate][rng.gen_range(0..4)]
        } else {
            WrOp::Read
        };
        let opx = self.only.unwrap_or(opx);
        let p = &self.qps[q];
        let src = p.src.unwrap();
        let mut len = if rng.gen_bool(0.03) { 0 } else { log_uniform(rng, self.max_msg) as u64 };
        if let Some(n) = self.msg_len {
            len = n as u64;
        }
        let other = self.qps[(q + 1) % QPS].src.unwrap();
        let fault = rng.gen_bool(self.fault_prob);
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1);
        self.wrs_left -= 1;
        let wr = match opx {
            WrOp::Read => {
                // The sink is the QP's source region (the peer writes it); the remote source
                // is anything: the peer checks it.
                let to = src.base + rng.gen_range(0..=src.len - len);
                WorkRequest { qp: q as u8, op: opx, id, lstag: src.stag(), lto: to, len: len as u32, rstag: rng.gen(), rto: rng.gen() }
            }
            _ => {
                let (lstag, lto) = self.access(src, len, fault, other, p.no_read.unwrap(), rng);
                WorkRequest { qp: q as u8, op: opx, id, lstag, lto, len: len as u32, rstag: rng.gen(), rto: rng.gen() }
            }
        };
        Some(wr)
    }

    /// An inbound Read Request (within the peer's IRD) or a Terminate from the receive side.
    fn next_inbound(&mut self, rng: &mut TestRng) -> Option<Inbound> {
        let live: Vec<usize> = (0..self.qps_used).filter(|&q| !self.qps[q].configuring).collect();
        if live.is_empty() {
            return None;
        }
        let q = live[rng.gen_range(0..live.len())];
        if rng.gen_bool(self.terminate_prob / self.rreq_prob.max(1e-9)) {
            return Some(Inbound::Term(random_terminate(q as u8, rng)));
        }
        if self.flush_prob > 0.0 && rng.gen_bool((self.flush_prob / self.rreq_prob.max(1e-9)).min(1.0)) {
            return Some(Inbound::Flush(q as u8));
        }
        let p = &self.qps[q];
        if p.rr_out >= self.peer_ird || p.rsrc.map(|t| t.index) == self.host_cmds.frozen() {
            return None;
        }
        let rsrc = p.rsrc.unwrap();
        let size = if rng.gen_bool(0.03) { 0 } else { log_uniform(rng, self.max_msg) as u64 };
        let fault = rng.gen_bool(self.fault_prob);
        let other = self.qps[(q + 1) % QPS].rsrc.unwrap();
        let (src_stag, src_to) = self.access(rsrc, size, fault, other, p.src.unwrap(), rng);
        self.qps[q].rr_out += 1;
        Some(Inbound::Rreq(ReadRequestOut { qp: q as u8, sink_stag: rng.gen(), sink_to: rng.gen(), size: size as u32, src_stag, src_to }))
    }
}

impl TxMix {
    /// Every region of the QPs in use, but those `busy` (STags of items not yet taken) aims at.
    fn race_candidates(&self, busy: &[u32]) -> Vec<u32> {
        self.qps[..self.qps_used]
            .iter()
            .flat_map(|p| [p.src, p.rsrc, p.no_read])
            .flatten()
            .filter(|t| !busy.iter().any(|&s| s >> 8 == t.index))
            .map(|t| t.index)
            .collect()
    }

    /// A region was (re)registered with a new key: the consumer and the peer use it now.
    fn rekey(&mut self, index: u32, key: u8) {
        for p in &mut self.qps {
            for t in [&mut p.src, &mut p.rsrc, &mut p.no_read].into_iter().flatten() {
                if t.index == index {
                    t.key = key;
                }
            }
        }
    }
}

/// A Terminate as the receive side hands it over: any cause, with or without the header copy
/// (tagged or untagged) and the Read Request copy; the bytes after the copy are random (the
/// engine must not send them).
pub fn random_terminate(qp: u8, rng: &mut TestRng) -> TerminateOut {
    let cause = TerminateCause::ALL[rng.gen_range(0..TerminateCause::ALL.len())];
    let d = rng.gen_bool(0.8);
    let tagged = rng.gen_bool(0.5);
    let mut hdr: Vec<u8> = (0..if tagged { TAGGED_HEADER_LEN } else { UNTAGGED_HEADER_LEN }).map(|_| rng.gen()).collect();
    hdr[0] = (hdr[0] & 0x7F) | if tagged { 0x80 } else { 0 };
    let r = d && !tagged && rng.gen_bool(0.3);
    let body = Terminate {
        code: cause.code(),
        segment_length_valid: rng.gen_bool(0.9),
        reserved: 0,
        ddp: d.then(|| (rng.gen(), hdr)),
        rdmap: r.then(|| (0..28).map(|_| rng.gen()).collect()),
    };
    TerminateOut { qp, cause, body }
}

/// The 48 bytes of `s_term_w0..w5` for a Terminate: the header copy at 0, the Read Request
/// copy at 18, random elsewhere.
fn terminate_words(t: &TerminateOut, rng: &mut TestRng) -> [u64; 6] {
    let mut b: Vec<u8> = (0..48).map(|_| rng.gen()).collect();
    if let Some((_, h)) = &t.body.ddp {
        b[..h.len()].copy_from_slice(h);
    }
    if let Some(r) = &t.body.rdmap {
        b[UNTAGGED_HEADER_LEN..UNTAGGED_HEADER_LEN + r.len()].copy_from_slice(r);
    }
    let mut w = [0u64; 6];
    for (i, x) in w.iter_mut().enumerate() {
        *x = u64::from_be_bytes(b[i * 8..i * 8 + 8].try_into().unwrap());
    }
    w
}

#[derive(Clone, Debug)]
enum Inbound {
    Rreq(ReadRequestOut),
    Term(TerminateOut),
    /// The host moves the QP to error.
    Flush(u8),
}

fn wr_op_of(v: u8) -> WrOp {
    WrOp::ALL[v as usize]
}

fn status_of(v: u8) -> SendStatus {
    match v {
        0 => SendStatus::Ok,
        1 => SendStatus::Flush,
        _ => SendStatus::LocalProtection,
    }
}

/// The DUT, golden (engine and MR table), host memory and the authorized read pages.
pub struct TxEnv {
    pub dut: DdpTxDut,
    pub golden: TxEngine,
    pub table: MrTable,
    pub mem: HostMemory,
    pub ranges: AuthorizedPages,
    pub rng: TestRng,
    /// With `Some`, every ULPDU the DUT sends (checked) is kept here, for external oracles.
    pub record: Option<Vec<Ulpdu>>,
    /// With `Some`, every inbound Read Request the DUT takes (the peer's, in order).
    pub record_rreqs: Option<Vec<ReadRequestOut>>,
    /// With `Some(n)`, `run` returns after n cycles of its own (a mid-run state to reset from).
    pub stop_after: Option<u64>,
    cycle: u64,
    dma_tag: Option<u8>,
}

impl TxEnv {
    /// A reset DUT on `kind` (`test` names its VCDs) with the TLB's init sweep waited out.
    pub fn new(kind: BackendKind, test: &str, seed: u64) -> TxEnv {
        let mut env = TxEnv {
            dut: ddp_tx_dut(kind, test),
            golden: TxEngine::default(),
            table: MrTable::new(MR_ENTRIES),
            mem: HostMemory::default(),
            ranges: AuthorizedPages::new(rights::LOCAL_READ | rights::REMOTE_READ),
            rng: rand::SeedableRng::seed_from_u64(seed),
            record: None,
            record_rreqs: None,
            stop_after: None,
            cycle: 0,
            dma_tag: None,
        };
        env.reset();
        env
    }

    /// Resets the DUT from whatever state it is in (two cycles of `reset`, then the TLB's init
    /// sweep waited out) and starts golden, its MR table and host memory afresh.
    pub fn reset(&mut self) {
        super::tlb::reset_through_init(&mut self.dut, DdpTxIn { reset: true, ..Default::default() }, |o| o.s_cmd_ready)
            .unwrap_or_else(|e| panic!("ddp_tx {e}"));
        self.golden = TxEngine::default();
        self.table = MrTable::new(MR_ENTRIES);
        self.mem = HostMemory::default();
        self.ranges = AuthorizedPages::new(rights::LOCAL_READ | rights::REMOTE_READ);
        self.dma_tag = None;
    }

    /// Registers regions through the host command port, in golden's table too.
    pub fn register(&mut self, regions: Vec<(u32, Region)>) {
        crate::register_regions!(self, DdpTxIn, regions);
    }

    /// Runs `mix` to its end (every work request completed, every output compared).
    pub fn run(&mut self, cfg: TxCfg, mix: &mut TxMix) -> Result<TxRun, String> {
        let mut run = TxRun::default();
        let rng = &mut self.rng;
        let out_ready = ReadyGen::new(cfg.traffic.stall);
        let idle_p = cfg.traffic.idle;
        let mut inp = DdpTxIn::default();
        let mut wr_cur: Option<(WorkRequest, u64)> = None;
        // The inbound event presented, with a Terminate's segment words and ULPDU length
        // (random where the Terminate carries no header copy; drawn once, held while stalled).
        let mut in_cur: Option<(Inbound, [u64; 6], u16)> = None;
        let mut cfg_cur: Option<(u8, u16, u16, u8)> = None;
        let mut acks: VecDeque<(u64, u8, u32)> = VecDeque::new();
        let mut placed: VecDeque<(u64, u8)> = VecDeque::new();
        let mut exp_ulpdus: Vec<VecDeque<(Ulpdu, u32)>> = vec![VecDeque::new(); QPS];
        // Payload reads against golden's MR table: the event being worked on (the presented
        // work request or inbound Read Request whose source translation's first piece the
        // first read starts) must read exactly the pieces of that translation, in order, and
        // exactly as many bytes as golden's ULPDUs for it carry. A racing host command changes
        // only a region no presented or queued event uses (`blocks::host_cmd`), so the
        // translation when the event is presented is the one in force.
        // Reads leave through a queue, so an event's reads may also follow its taking: a taken
        // event with payload not yet all read waits in `pending` (pieces left, bytes left).
        // A read continues the event the previous read served when its next piece starts
        // there (a segment's reads are consecutive), else the oldest pending event whose next
        // piece starts there (a parked message resumed), else the presented event.
        let mut active: Option<(bool, VecDeque<(u64, u64)>, u64)> = None;
        let mut pending: VecDeque<(VecDeque<(u64, u64)>, u64)> = VecDeque::new();
        let mut last_read: Option<Option<usize>> = None;
        let mut cqes = Expected::<SendCqe>::new("m_cqe");
        let mut rdones: Vec<Expected<u8>> = (0..QPS).map(|_| Expected::<u8>::new("m_rdone (IRD release on QP)")).collect();
        let mut got_ulpdus: Vec<VecDeque<(Ulpdu, u16, u64)>> = vec![VecDeque::new(); QPS];
        let mut cur_ulpdu: Option<(u8, u16, Vec<u8>, u64)> = None;
        // Per QP: its latest ULPDU out ended a message (DDP L flag) or not.
        let mut open = [false; QPS];
        // Payload reads in flight: (ready cycle, address, length); beats of the head read.
        let mut reads: VecDeque<(u64, u64, u64)> = VecDeque::new();
        let mut beats: VecDeque<u64> = VecDeque::new();
        // The presented work request: whether the engine was idle then, and the first ULPDU
        // beat since (the first-byte latency).
        let mut wr_idle: Option<bool> = None;
        let mut wr_first_beat: Option<u64> = None;
        // A work request taken (as it starts) before its first beat: its presentation cycle.
        let mut first_pending: Option<u64> = None;
        let mut idle = 0u64;
        let mut engine_idle = false;
        let racing = mix.host_cmds.prob > 0.0;
        let mut last_taken = 0u64;
        // The work request's offer taken back this cycle (its QP was held last cycle).
        let mut wr_gap = false;
        // A configuration and an acknowledgement of the same QP are never first presented
        // together: the transport's report of the old connection would otherwise wait at the
        // port across the configuration and acknowledge bytes the new connection has not sent
        // (no transport does; golden completes such entries at once, the engine once they are
        // sent). Once shown, either stays until taken.
        let (mut cfg_shown, mut ack_shown) = (false, false);
        loop {
            if self.stop_after.is_some_and(|n| run.cycles >= n) {
                return Ok(run);
            }
            let cycle = self.cycle;
            if cfg_cur.is_none() {
                mix.reconfigure_dead(&self.golden, rng);
                cfg_cur = mix.next_cfg(rng);
            }
            let quiet = engine_idle && exp_ulpdus.iter().all(VecDeque::is_empty) && cqes.waiting() == 0 && cur_ulpdu.is_none() && acks.is_empty();
            if wr_cur.is_none() && !(idle_p > 0.0 && rng.gen_bool(idle_p)) && (!mix.serial || quiet) {
                if let Some(wr) = mix.next_wr(rng) {
                    if rng.gen_bool(mix.rreq_prob) && in_cur.is_none() {
                        if let Some(ib) = mix.next_inbound(rng) {
                            let w = match &ib {
                                Inbound::Term(t) => terminate_words(t, rng),
                                Inbound::Rreq(_) | Inbound::Flush(_) => [0; 6],
                            };
                            let seglen = match &ib {
                                Inbound::Term(t) => t.body.ddp.as_ref().map_or_else(|| rng.gen(), |d| d.0),
                                Inbound::Rreq(_) | Inbound::Flush(_) => 0,
                            };
                            in_cur = Some((ib, w, seglen));
                        }
                    }
                    if racing {
                        let mut busy = vec![wr.lstag];
                        if let Some((Inbound::Rreq(r), ..)) = &in_cur {
                            busy.push(r.src_stag);
                        }
                        let cands = mix.race_candidates(&busy);
                        mix.host_cmds.maybe_start(rng, &cands);
                    }
                    wr_cur = Some((wr, cycle));
                    wr_idle = None;
                    wr_first_beat = None;
                }
            }
            let outstanding: usize = (0..QPS as u8).map(|q| self.golden.outstanding(q)).sum();
            let busy = wr_cur.is_some() || in_cur.is_some() || cfg_cur.is_some() || outstanding > 0 || !acks.is_empty() || !placed.is_empty();
            let pending_out = !exp_ulpdus.iter().all(VecDeque::is_empty)
                || !cqes.is_empty()
                || !rdones.iter().all(Expected::is_empty)
                || cur_ulpdu.is_some()
                || !got_ulpdus.iter().all(VecDeque::is_empty);
            if mix.wrs_left == 0 && !busy && !pending_out && reads.is_empty() && mix.host_cmds.is_done() {
                break;
            }
            // Drive.
            let ack_due = acks.front().is_some_and(|a| a.0 <= cycle);
            let same_qp = match (cfg_cur, acks.front()) {
                (Some(c), Some(a)) => c.0 == a.1,
                _ => false,
            };
            let hold_cfg = ack_due && same_qp && !cfg_shown;
            let hold_ack = same_qp && cfg_shown && !ack_shown;
            inp.s_qpcfg_valid = cfg_cur.is_some() && !hold_cfg;
            if let Some((q, pd, mulpdu, ord)) = cfg_cur {
                inp.s_qpcfg_qp = q;
                inp.s_qpcfg_pd = pd;
                inp.s_qpcfg_mulpdu = mulpdu;
                inp.s_qpcfg_ord = ord;
            }
            inp.s_wr_valid = wr_cur.is_some() && !wr_gap;
            if let Some((w, _)) = &wr_cur {
                inp.s_wr_qp = w.qp;
                inp.s_wr_op = w.op as u8;
                inp.s_wr_id = w.id;
                inp.s_wr_lstag = w.lstag;
                inp.s_wr_lto = w.lto;
                inp.s_wr_len = w.len;
                inp.s_wr_rstag = w.rstag;
                inp.s_wr_rto = w.rto;
            }
            inp.s_rreq_valid = false;
            inp.s_term_valid = false;
            inp.s_flush_valid = false;
            match &in_cur {
                Some((Inbound::Rreq(r), ..)) => {
                    inp.s_rreq_valid = true;
                    inp.s_rreq_qp = r.qp;
                    inp.s_rreq_sink_stag = r.sink_stag;
                    inp.s_rreq_sink_to = r.sink_to;
                    inp.s_rreq_size = r.size;
                    inp.s_rreq_src_stag = r.src_stag;
                    inp.s_rreq_src_to = r.src_to;
                }
                Some((Inbound::Term(t), w, seglen)) => {
                    inp.s_term_valid = true;
                    inp.s_term_qp = t.qp;
                    inp.s_term_ctl = terminate_ctl(t);
                    inp.s_term_seglen = *seglen;
                    [inp.s_term_w0, inp.s_term_w1, inp.s_term_w2, inp.s_term_w3, inp.s_term_w4, inp.s_term_w5] = *w;
                }
                Some((Inbound::Flush(q), ..)) => {
                    inp.s_flush_valid = true;
                    inp.s_flush_qp = *q;
                }
                None => {}
            }
            inp.s_ack_valid = ack_due && !hold_ack;
            if let Some(&(_, q, b)) = acks.front() {
                inp.s_ack_qp = q;
                inp.s_ack_bytes = b;
            }
            inp.s_rplaced_valid = placed.front().is_some_and(|a| a.0 <= cycle);
            inp.s_rplaced_qp = placed.front().map_or(0, |a| a.1);
            inp.m_ready = out_ready.drive(rng);
            inp.m_cqe_ready = out_ready.drive(rng);
            inp.m_rdone_ready = out_ready.drive(rng);
            inp.m_prd_ready = out_ready.drive(rng);
            inp.m_dma_rd_ready = out_ready.drive(rng);
            inp.m_ack_ready = true;
            if racing {
                crate::drive_cmd!(inp, mix.host_cmds.port());
            }
            if beats.is_empty() {
                if let Some(&(at, pa, len)) = reads.front() {
                    if at <= cycle {
                        let bytes = host_read(pa, len);
                        // The port promises a read's bytes from lane 0, nothing about the
                        // lanes of its last beat past them: they carry junk here, so a
                        // feeder that let them into a ULPDU is caught.
                        beats.extend(bytes.chunks(8).map(|c| {
                            let mut w: [u8; 8] = rng.gen();
                            w[..c.len()].copy_from_slice(c);
                            u64::from_le_bytes(w)
                        }));
                        reads.pop_front();
                    }
                }
            }
            inp.s_pdata_valid = !beats.is_empty();
            inp.s_pdata = beats.front().copied().unwrap_or(0);
            inp.s_dma_data_valid = false;
            if let Some(w) = self.mem.due(cycle) {
                inp.s_dma_data_valid = true;
                inp.s_dma_data = w;
            }
            let o = self.dut.eval(&inp);
            engine_idle = o.idle;
            if inp.s_wr_valid && o.s_wr_ready && o.hold & (1 << inp.s_wr_qp) != 0 {
                return Err(format!("cycle {cycle}: s_wr: QP {}'s work request taken while ddp_tx holds it ({:#06x})", inp.s_wr_qp, o.hold));
            }
            wr_gap = inp.s_wr_valid && !o.s_wr_ready && o.hold & (1 << inp.s_wr_qp) != 0;
            run.wr_withdrawn += u64::from(wr_gap);
            run.own_terms += u64::from(o.own_term_valid);
            let e = |ch: &str, err: String| format!("cycle {cycle}: {ch}: {err}");
            let mut moved = false;
            if racing {
                let at = (wr_cur.is_none() && in_cur.is_none(), last_taken, cycle, o.idle);
                let ack = (o.m_ack_valid && inp.m_ack_ready).then_some(o.m_ack_status);
                let (rekey, m) = mix.host_cmds.cycle(&mut self.table, &mut self.mem, &mut self.ranges, rng, at, inp.s_cmd_valid && o.s_cmd_ready, ack)?;
                if let Some((index, key)) = rekey {
                    mix.rekey(index, key);
                }
                moved |= m;
                if (inp.s_wr_valid && o.s_wr_ready) || (inp.s_rreq_valid && o.s_rreq_ready) {
                    last_taken = cycle;
                }
            }
            let mem = &host_read;
            // Events taken (at most one per cycle).
            let taken = [o.s_qpcfg_ready, o.s_term_ready, o.s_rreq_ready, o.s_ack_ready, o.s_rplaced_ready, o.s_wr_ready, o.s_flush_ready];
            if taken.iter().filter(|&&t| t).count() > 1 {
                return Err(e("events", format!("more than one event taken in a cycle: {taken:?}")));
            }
            cfg_shown = inp.s_qpcfg_valid && !o.s_qpcfg_ready;
            ack_shown = inp.s_ack_valid && !o.s_ack_ready;
            let mut fx = None;
            if inp.s_qpcfg_valid && o.s_qpcfg_ready {
                let (q, pd, mulpdu, ord) = cfg_cur.take().unwrap();
                self.golden.configure(q, pd, mulpdu, ord);
                mix.cfg_accepted(q);
                // The transport's reports for the QP's old connection are dropped, but one
                // presented this cycle stays until taken (a presented event is never withdrawn).
                let (ack_shown, placed_shown) = (inp.s_ack_valid, inp.s_rplaced_valid);
                let mut k = 0;
                acks.retain(|a| {
                    k += 1;
                    a.1 != q || (k == 1 && ack_shown)
                });
                let mut k = 0;
                placed.retain(|a| {
                    k += 1;
                    a.1 != q || (k == 1 && placed_shown)
                });
                moved = true;
            }
            if inp.s_term_valid && o.s_term_ready {
                let Some((Inbound::Term(t), ..)) = in_cur.take() else { unreachable!() };
                fx = Some(self.golden.terminate(&t));
                run.terminates_in += 1;
            }
            if inp.s_flush_valid && o.s_flush_ready {
                let Some((Inbound::Flush(q), ..)) = in_cur.take() else { unreachable!() };
                fx = Some(self.golden.flush(q));
                run.qp_flushes += 1;
            }
            if inp.s_rreq_valid && o.s_rreq_ready {
                let Some((Inbound::Rreq(r), ..)) = in_cur.take() else { unreachable!() };
                if let Some(v) = &mut self.record_rreqs {
                    v.push(r);
                }
                let src = self.table.translate(r.src_stag, r.src_to, r.size as u64, Access::RemoteRead, mix.qps[r.qp as usize].pd);
                let f = self.golden.read_request(&self.table, mem, r);
                take_reads(&mut active, &mut pending, true, &f.ulpdus, src).map_err(|x| e("m_prd", x))?;
                fx = Some(f);
                run.read_requests_in += 1;
            }
            if inp.s_ack_valid && o.s_ack_ready {
                let (_, q, b) = acks.pop_front().unwrap();
                fx = Some(self.golden.ack(q, b));
            }
            if inp.s_rplaced_valid && o.s_rplaced_ready {
                let (_, q) = placed.pop_front().unwrap();
                fx = Some(self.golden.read_placed(q));
            }
            if inp.s_wr_valid && wr_idle.is_none() {
                wr_idle = Some(o.idle);
            }
            if inp.s_wr_valid && o.s_wr_ready {
                let (w, at) = wr_cur.take().unwrap();
                if !self.golden.can_take(&w) {
                    return Err(e("s_wr", format!("work request taken while golden says it must wait: {w:?}")));
                }
                let src = self.table.translate(w.lstag, w.lto, w.len as u64, Access::LocalRead, mix.qps[w.qp as usize].pd);
                let f = self.golden.work_request(&self.table, mem, w);
                take_reads(&mut active, &mut pending, false, &f.ulpdus, src).map_err(|x| e("m_prd", x))?;
                if let (Some(true), false) = (wr_idle, f.ulpdus.is_empty()) {
                    match wr_first_beat {
                        Some(b) => {
                            run.first_byte_latency.0 += b - at;
                            run.first_byte_latency.1 += 1;
                        }
                        None => first_pending = Some(at),
                    }
                }
                fx = Some(f);
                run.work_requests += 1;
            }
            if let Some(fx) = fx {
                for u in fx.ulpdus {
                    let epoch = mix.qps[u.qp as usize].epoch;
                    exp_ulpdus[u.qp as usize].push_back((u, epoch));
                }
                cqes.expect(fx.cqes);
                for q in fx.read_done {
                    rdones[q as usize].expect([q]);
                }
                moved = true;
            }
            // Outputs.
            if o.m_valid && inp.m_ready {
                let n = o.m_keep.count_ones() as usize;
                if o.m_keep != ((1u16 << n) - 1) as u8 || (!o.m_last && n != 8) {
                    return Err(e("m_ulpdu", format!("keep {:#x} (last {})", o.m_keep, o.m_last)));
                }
                let c = cur_ulpdu.get_or_insert((o.m_qp, o.m_len, Vec::new(), cycle));
                if c.0 != o.m_qp || c.1 != o.m_len {
                    return Err(e("m_ulpdu", format!("QP / length changed within a ULPDU: {} / {} then {} / {}", c.0, c.1, o.m_qp, o.m_len)));
                }
                if c.2.is_empty() && wr_first_beat.is_none() {
                    wr_first_beat = Some(cycle);
                }
                if let (true, Some(at)) = (c.2.is_empty(), first_pending.take()) {
                    run.first_byte_latency.0 += cycle - at;
                    run.first_byte_latency.1 += 1;
                }
                c.2.extend_from_slice(&o.m_data.to_le_bytes()[..n]);
                if o.m_last {
                    let (qp, len, bytes, at) = cur_ulpdu.take().unwrap();
                    if open.iter().enumerate().any(|(q, &o)| o && q != qp as usize) {
                        run.interleaved += 1;
                    }
                    open[qp as usize % QPS] = bytes.first().is_some_and(|b| b & iwarp_golden::wire::ddp::ddp_bits::LAST == 0);
                    got_ulpdus[qp as usize].push_back((Ulpdu { qp, bytes }, len, at));
                }
                moved = true;
            }
            for q in 0..QPS {
            while !got_ulpdus[q].is_empty() && !exp_ulpdus[q].is_empty() {
                let (got, len, _) = got_ulpdus[q].pop_front().unwrap();
                let (want, epoch) = exp_ulpdus[q].pop_front().unwrap();
                if got != want || len as usize != got.bytes.len() {
                    return Err(e("m_ulpdu", format!(
                        "ULPDU #{} on QP {} ({} bytes, length field {len}) {:02x?}, golden on QP {} ({} bytes) {:02x?}",
                        run.ulpdus, got.qp, got.bytes.len(), &got.bytes[..got.bytes.len().min(48)], want.qp, want.bytes.len(),
                        &want.bytes[..want.bytes.len().min(48)]
                    )));
                }
                let q = got.qp as usize;
                let p = &mut mix.qps[q];
                let current = epoch == p.epoch;
                if current {
                    p.sent = p.sent.wrapping_add(got.bytes.len() as u32);
                    // Cumulative acknowledgements coalesce, as a transport's do: a newer count
                    // for a QP replaces one still waiting for its time (not yet presented).
                    let d = rng.gen_range(cfg.ack_delay.0..=cfg.ack_delay.1);
                    match acks.iter_mut().skip(1).find(|a| a.1 == got.qp && a.0 > cycle) {
                        Some(a) => a.2 = p.sent,
                        None => acks.push_back((cycle + d, got.qp, p.sent)),
                    }
                }
                let opc = got.bytes[1] & 0x0F;
                let name = Opcode::from_u8(opc).map_or("?", |o| o.name());
                *run.opcodes.entry(name.to_string()).or_default() += 1;
                if opc == Opcode::ReadRequest as u8 && current {
                    let d = rng.gen_range(cfg.placed_delay.0..=cfg.placed_delay.1);
                    placed.push_back((cycle + d, got.qp));
                }
                if opc == Opcode::Terminate as u8 {
                    let t = Terminate::parse(&got.bytes[UNTAGGED_HEADER_LEN..]).map_err(|x| e("m_ulpdu", format!("Terminate: {x:?}")))?;
                    let c = TerminateCause::from_code(t.code).map_or("?".to_string(), |c| format!("{c:?}"));
                    *run.terminates.entry(c).or_default() += 1;
                }
                run.ulpdus += 1;
                run.bytes += got.bytes.len() as u64;
                if let Some(r) = self.record.as_mut() {
                    r.push(got);
                }
            }
            }
            if o.m_cqe_valid && inp.m_cqe_ready {
                cqes.got(SendCqe { qp: o.m_cqe_qp, id: o.m_cqe_id, op: wr_op_of(o.m_cqe_op), status: status_of(o.m_cqe_status) });
                moved = true;
            }
            if o.m_rdone_valid && inp.m_rdone_ready {
                rdones[o.m_rdone_qp as usize % QPS].got(o.m_rdone_qp);
                moved = true;
            }
            for got in cqes.settle().map_err(|x| format!("cycle {cycle}: {x}"))? {
                run.cqes += 1;
                run.statuses[got.status as usize] += 1;
            }
            for r in rdones.iter_mut() {
                for want in r.settle().map_err(|x| format!("cycle {cycle}: {x}"))? {
                    let p = &mut mix.qps[want as usize];
                    p.rr_out = p.rr_out.saturating_sub(1);
                    run.read_dones += 1;
                }
            }
            if o.m_prd_valid && inp.m_prd_ready {
                let (pa, len) = (o.m_prd_addr, o.m_prd_len as u64);
                if len == 0 || len > MAX_READ || (pa >> 12) != ((pa + len - 1) >> 12) {
                    return Err(e("m_prd", format!("payload read of {len} bytes at {pa:#x}")));
                }
                if !self.ranges.covers(pa, len) {
                    run.outside_reads += 1;
                }
                let starts = |p: &(VecDeque<(u64, u64)>, u64)| p.0.front().is_some_and(|f| f.0 == pa);
                let active_starts = active.as_ref().is_some_and(|a| a.1.front().is_some_and(|f| f.0 == pa));
                let from_pending = match last_read {
                    Some(None) if active_starts => None,
                    Some(Some(i)) if pending.get(i).is_some_and(starts) => Some(i),
                    _ => pending.iter().position(starts),
                };
                last_read = Some(from_pending);
                if let Some(i) = from_pending {
                    // A taken event with payload still to read.
                    let (pieces, left) = &mut pending[i];
                    let Some((want_pa, want_len)) = pieces.front_mut() else { unreachable!() };
                    if pa != *want_pa || len > *want_len || len > *left {
                        return Err(e("m_prd", format!("payload read of {len} bytes at {pa:#x}: golden's translation allows {want_len} bytes at {want_pa:#x} next")));
                    }
                    *want_pa += len;
                    *want_len -= len;
                    *left -= len;
                    if *want_len == 0 {
                        pieces.pop_front();
                    }
                    if *left == 0 {
                        pending.remove(i);
                        last_read = None;
                    }
                } else {
                if active.is_none() {
                    // The first read of an event: the source of the presented work request
                    // (local read) or inbound Read Request (remote read) it starts.
                    let mut cands: Vec<(bool, VecDeque<(u64, u64)>)> = Vec::new();
                    if let Some((w, _)) = &wr_cur {
                        if let Ok(p) = self.table.translate(w.lstag, w.lto, w.len as u64, Access::LocalRead, mix.qps[w.qp as usize].pd) {
                            cands.push((false, p.into_iter().filter(|p| p.len > 0).map(|p| (p.pa, p.len)).collect()));
                        }
                    }
                    if let Some((Inbound::Rreq(r), ..)) = &in_cur {
                        if let Ok(p) = self.table.translate(r.src_stag, r.src_to, r.size as u64, Access::RemoteRead, mix.qps[r.qp as usize].pd) {
                            cands.push((true, p.into_iter().filter(|p| p.len > 0).map(|p| (p.pa, p.len)).collect()));
                        }
                    }
                    active = cands.into_iter().find(|c| c.1.front().is_some_and(|f| f.0 == pa)).map(|(rr, q)| (rr, q, 0));
                }
                let Some((_, pieces, done)) = active.as_mut() else {
                    return Err(e("m_prd", format!("payload read of {len} bytes at {pa:#x}: no presented event's translation (golden's MR table) starts there, nor a taken event's next piece ({:x?})", pending.iter().map(|p| p.0.front().copied()).collect::<Vec<_>>())));
                };
                let Some((want_pa, want_len)) = pieces.front_mut() else {
                    return Err(e("m_prd", format!("payload read of {len} bytes at {pa:#x} past the end of its event's translation")));
                };
                if pa != *want_pa || len > *want_len {
                    return Err(e("m_prd", format!("payload read of {len} bytes at {pa:#x}: golden's translation allows {want_len} bytes at {want_pa:#x} next")));
                }
                *want_pa += len;
                *want_len -= len;
                *done += len;
                if *want_len == 0 {
                    pieces.pop_front();
                }
                }
                let lat = rng.gen_range(cfg.latency.0..=cfg.latency.1);
                let at = (cycle + lat).max(reads.back().map_or(0, |r| r.0));
                reads.push_back((at, pa, len));
                run.payload_reads += 1;
                moved = true;
            }
            if inp.s_pdata_valid && o.s_pdata_ready {
                beats.pop_front();
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
            // Acknowledgements and placement reports waiting for their time count as progress.
            let timers = acks.front().is_some_and(|a| a.0 > cycle) || placed.front().is_some_and(|a| a.0 > cycle) || reads.front().is_some_and(|r| r.0 > cycle);
            idle = if moved || timers { 0 } else { idle + 1 };
            if idle > HANG_CYCLES {
                return Err(format!(
                    "hang at cycle {}: {} ULPDUs, {} completions, {} IRD releases expected; {} ULPDUs checked; work request {:?}",
                    self.cycle,
                    exp_ulpdus.iter().map(VecDeque::len).sum::<usize>(),
                    cqes.waiting(),
                    rdones.iter().map(Expected::waiting).sum::<usize>(),
                    run.ulpdus,
                    wr_cur.map(|w| w.0)
                ));
            }
        }
        // Nothing the DUT produced is left unexplained, and every read golden's translations
        // expect was made.
        if let Some((rr, _, done)) = active {
            return Err(format!("{done} bytes of payload read for an event (Read Request: {rr}) golden never took"));
        }
        if let Some((_, left)) = pending.front() {
            return Err(format!("{left} payload bytes golden's ULPDUs carry were never read ({} events)", pending.len()));
        }
        cqes.unexplained()?;
        for r in &rdones {
            r.unexplained()?;
        }
        if !got_ulpdus.iter().all(VecDeque::is_empty) {
            return Err(format!("unexpected outputs: {} ULPDUs", got_ulpdus.iter().map(VecDeque::len).sum::<usize>()));
        }
        let o = self.dut.eval(&inp);
        let c: TxCounters = self.golden.counters;
        let hw = [o.cnt_ulpdus as u64, o.cnt_terminates as u64, o.cnt_local_errors as u64, o.cnt_dropped as u64];
        let want = [c.ulpdus & 0xFFFF_FFFF, c.terminates & 0xFFFF, c.local_errors & 0xFFFF, c.dropped & 0xFFFF];
        if hw != want {
            return Err(format!("counters (ULPDUs, Terminates, local errors, dropped) {hw:?}, golden {want:?}"));
        }
        if run.own_terms != c.own_terminates {
            return Err(format!("{} Terminates of the engine's own reported sent, golden sent {}", run.own_terms, c.own_terminates));
        }
        Ok(run)
    }
}

impl super::scenario::Scenario for TxEnv {
    type Mix = TxMix;
    type Run = TxRun;
    fn mix(items: u64, fault: f64) -> TxMix {
        TxMix::new(items, fault)
    }
    fn prepare(&mut self, mix: &mut TxMix, rng: &mut TestRng) {
        self.register(mix.regions(rng));
        mix.configure_all();
    }
    fn run_rough(&mut self, mix: &mut TxMix) -> Result<TxRun, String> {
        self.run(ROUGH, mix)
    }
    fn stop_after(&mut self, cycles: Option<u64>) {
        self.stop_after = cycles;
    }
    fn reset(&mut self) {
        TxEnv::reset(self)
    }
    fn summary(run: &TxRun) -> (u64, u64, u64) {
        (run.work_requests, run.cycles, run.outside_reads)
    }
}

/// An event taken: golden's payload for it (Write, Send, Read Response; a Terminate's body is
/// not read) must be read from its source's translation (`src`, golden's MR table). Reads
/// already made for it (`active`, when of its kind) count; the rest waits in `pending`.
fn take_reads(
    active: &mut Option<(bool, VecDeque<(u64, u64)>, u64)>,
    pending: &mut VecDeque<(VecDeque<(u64, u64)>, u64)>,
    rr: bool,
    ulpdus: &[Ulpdu],
    src: Result<Vec<iwarp_golden::mr::Piece>, iwarp_golden::mr::TranslateError>,
) -> Result<(), String> {
    let payload: u64 = ulpdus
        .iter()
        .filter(|u| matches!(Opcode::from_u8(u.bytes[1] & 0x0F), Some(op) if op != Opcode::Terminate && op != Opcode::ReadRequest))
        .map(|u| (u.bytes.len() - if u.bytes[0] & 0x80 != 0 { TAGGED_HEADER_LEN } else { UNTAGGED_HEADER_LEN }) as u64)
        .sum();
    let mine = matches!(active, Some((kind, _, _)) if *kind == rr);
    let (pieces, done) = if mine {
        let (_, p, d) = active.take().unwrap();
        (p, d)
    } else {
        let p = src.map(|v| v.into_iter().filter(|p| p.len > 0).map(|p| (p.pa, p.len)).collect()).unwrap_or_default();
        (p, 0)
    };
    if done > payload {
        return Err(format!("{done} payload bytes read for the event, golden's ULPDUs carry {payload}"));
    }
    if done < payload {
        if pieces.iter().map(|p| p.1).sum::<u64>() < payload - done {
            return Err(format!("golden's ULPDUs carry {payload} payload bytes, its translation of the source fewer"));
        }
        pending.push_back((pieces, payload - done));
    }
    Ok(())
}
