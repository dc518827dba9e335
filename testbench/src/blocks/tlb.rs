//! tlb: port binding, host-memory model and scoreboard against golden's MR table.
//!
//! The scoreboard keeps golden's [`MrTable`] in step with the DUT: a command changes it the
//! cycle it is accepted, a request is translated by it the cycle it is accepted (requests
//! accepted in the same cycle as a command come first, which is the DUT's order; the DUT takes
//! no request between a command and its acknowledgement). So a stale translation after an
//! invalidation, a deregistration or a fast-register is a mismatch, whatever was in flight.
//!
//! The host memory holds every page list ever registered (never overwritten, so a stale
//! page-list read would still return the old page and be caught) and answers page-list reads
//! in request order, each after a seeded random latency. Every channel, both directions, is
//! checked by the channel monitor every DUT carries ([`crate::monitor`]); inputs get seeded
//! idle, outputs seeded backpressure.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
pub use crate::stream::Traffic;
use crate::stream::{ReadyGen};
use crate::verilated;
use iwarp_golden::mr::{Access, CommandError, MrTable, PageSize, Piece, Region, TranslateError};
use iwarp_model::tlb::tlb::{Tlb, TlbN};
use iwarp_model::tlb::{ack, err, op, MR_ENTRIES, PBL_ENTRY_BYTES};
use rand::Rng;
use std::collections::{BTreeMap, VecDeque};

crate::bind_ports!(
    /// Inputs of `tlb`.
    TlbIn, TlbOut, Tlb, verilated::tlb::Model,
    generic [Q] TlbN<Q>,
    inputs {
        reset: bool, s_cmd.valid: bool, s_cmd.op: u8, s_cmd.stag: u32, s_cmd.pd: u16, s_cmd.rights: u8,
        s_cmd.page_2m: bool, s_cmd.base_va: u64, s_cmd.length: u64, s_cmd.pbl: u64, m_ack.ready: bool,
        s_req.valid: bool, s_req.stag: u32, s_req.to: u64, s_req.len: u32, s_req.access: u8, s_req.pd: u16,
        s_req.tag: u8, m_rsp_ready: bool, m_dma_rd.ready: bool, s_dma_data_valid: bool, s_dma_data: u64,
    }
    outputs {
        s_cmd.ready: bool, m_ack.valid: bool, m_ack.status: u8, s_req.ready: bool, m_rsp_valid: bool,
        m_rsp_pa: u64, m_rsp_len: u32, m_rsp_last: bool, m_rsp_err: u8, m_rsp_tag: u8,
        m_dma_rd.valid: bool, m_dma_rd.addr: u64, m_dma_rd.len: u16, m_dma_rd.tag: u8, s_dma_data_ready: bool,
    }
);

pub type TlbDut = Box<dyn Dut<In = TlbIn, Out = TlbOut>>;

pub fn tlb_dut(kind: BackendKind, test: &str) -> TlbDut {
    build::<Tlb, verilated::tlb::Model>(kind, Some(test))
}

/// A TLB whose response queue has 2^`Q` entries, on the native backend (the composed `rnic`'s
/// TLBs have `Q` = `RNIC_RSPQ_BITS`; their Verilog is inside `rtl/rnic.v`).
pub fn tlb_dut_rspq<const Q: usize>(test: &str) -> TlbDut {
    build::<TlbN<Q>, verilated::tlb::Model>(BackendKind::Native, Some(test))
}

/// Cycles without any transfer after which the scoreboard declares a hang.
pub const HANG_CYCLES: u64 = 20_000;
/// Cycles the DUT spends clearing its MR table after reset (it takes nothing meanwhile).
pub const INIT_CYCLES: u64 = MR_ENTRIES as u64;

/// Two reset cycles.
pub fn reset(dut: &mut dyn Dut<In = TlbIn, Out = TlbOut>) {
    for _ in 0..2 {
        dut.eval(&TlbIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// A host command.
#[derive(Clone, Debug)]
pub enum Cmd {
    Register { index: u32, region: Region },
    Deregister { index: u32 },
    Invalidate { stag: u32 },
    FastRegister { index: u32, region: Region },
}

/// A translation request.
#[derive(Clone, Copy, Debug)]
pub struct Req {
    pub stag: u32,
    pub to: u64,
    pub len: u32,
    pub access: Access,
    pub pd: u16,
}

/// What drives a run: asked for the next command / request whenever that channel is free,
/// with the golden table as it stands (so requests can aim at live regions).
pub trait Workload {
    fn command(&mut self, table: &MrTable, rng: &mut TestRng) -> Option<Cmd>;
    fn request(&mut self, table: &MrTable, rng: &mut TestRng) -> Option<Req>;
    /// No more commands or requests will come.
    fn finished(&self) -> bool;
}

/// Run configuration.
#[derive(Clone, Copy, Debug)]
pub struct RunCfg {
    pub traffic: Traffic,
    /// Page-list read latency, uniform in this range (cycles from request to data).
    pub latency: (u64, u64),
    /// Probability that the host holds `m_dma_rd_ready` low in a cycle.
    pub dma_stall: f64,
}

/// What a run checked and how fast it went.
#[derive(Clone, Debug, Default)]
pub struct TlbRun {
    pub translations: u64,
    pub pieces: u64,
    pub commands: u64,
    pub page_list_reads: u64,
    /// The most page-list reads outstanding at once (issued, data not yet taken).
    pub max_reads_in_flight: u64,
    pub cycles: u64,
    /// Sum over translations of cycles from acceptance to the last piece out.
    pub latency_sum: u64,
    /// Translations per error code (index = `m_rsp_err`), acks per status.
    pub errors: [u64; 6],
    pub acks: [u64; 4],
    /// Cycle of the first request accepted and of the last piece out.
    pub first_accept: Option<u64>,
    pub last_out: u64,
    /// Per command: cycles from acceptance to acknowledgement.
    pub command_cycles: Vec<(CmdKind, u64)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmdKind {
    Register,
    Deregister,
    Invalidate,
    FastRegister,
}

impl TlbRun {
    /// Pieces that needed no page-list read, over pieces that looked up the cache.
    pub fn hit_rate(&self) -> f64 {
        let looked_up = self.pieces.saturating_sub(self.errors[1..].iter().sum::<u64>());
        if looked_up == 0 {
            return 0.0;
        }
        1.0 - self.page_list_reads as f64 / looked_up as f64
    }
}

/// Host memory: the page lists, and the page-list read channel (in order, seeded latency).
#[derive(Default)]
pub struct HostMemory {
    /// Page list start address → page addresses.
    lists: BTreeMap<u64, Vec<u64>>,
    next_list: u64,
    /// Outstanding reads: (cycle the data is ready, address, tag).
    pending: VecDeque<(u64, u64, u8)>,
}

/// Page lists live from here on in host memory (8-byte aligned, a gap between lists).
const PBL_AREA: u64 = 0x10_0000_0000;

impl HostMemory {
    /// Stores a page list; returns its host physical address.
    pub fn place(&mut self, pages: &[u64]) -> u64 {
        if self.next_list == 0 {
            self.next_list = PBL_AREA;
        }
        let at = self.next_list;
        self.next_list += (pages.len() as u64 + 1) * PBL_ENTRY_BYTES;
        self.lists.insert(at, pages.to_vec());
        at
    }

    /// Checks and accepts a page-list read at `cycle` (one 8-byte entry inside a page list;
    /// tags count reads from the first one `next_tag` saw), answered `latency` cycles later
    /// and after every earlier read (in order).
    pub fn accept_read(&mut self, cycle: u64, addr: u64, len: u16, tag: u8, latency: u64, next_tag: &mut Option<u8>) -> Result<(), String> {
        if len as u64 != PBL_ENTRY_BYTES || addr % PBL_ENTRY_BYTES != 0 {
            return Err(format!("page-list read of {len} bytes at {addr:#x}"));
        }
        if self.read(addr).is_none() {
            return Err(format!("page-list read at {addr:#x}, outside every page list"));
        }
        let want = *next_tag.get_or_insert(tag);
        if tag != want {
            return Err(format!("page-list read tag {tag}, expected {want}"));
        }
        *next_tag = Some(want.wrapping_add(1));
        let ready_at = (cycle + latency).max(self.pending.back().map_or(0, |p| p.0));
        self.pending.push_back((ready_at, addr, tag));
        Ok(())
    }

    /// The page-list data word due at `cycle`, if any (0 for an address outside every list).
    pub fn due(&self, cycle: u64) -> Option<u64> {
        match self.pending.front() {
            Some(&(at, addr, _)) if at <= cycle => Some(self.read(addr).unwrap_or(0)),
            _ => None,
        }
    }

    /// The due word moved.
    pub fn pop_due(&mut self) {
        self.pending.pop_front();
    }

    /// The 64-bit word at `addr`, if it is a page-list entry.
    pub fn read(&self, addr: u64) -> Option<u64> {
        let (start, list) = self.lists.range(..=addr).next_back()?;
        let i = (addr - start) / PBL_ENTRY_BYTES;
        if (addr - start) % PBL_ENTRY_BYTES != 0 {
            return None;
        }
        list.get(i as usize).copied()
    }
}

/// The TLB command port's fields for a host command (any block with that port).
#[derive(Clone, Copy, Debug, Default)]
pub struct CmdPort {
    pub op: u8,
    pub stag: u32,
    /// Register / fast-register: the fields below are the region's (else left as they were).
    pub has_region: bool,
    pub pd: u16,
    pub rights: u8,
    pub page_2m: bool,
    pub base_va: u64,
    pub length: u64,
    pub pbl: u64,
}

/// The command port's fields of `c`, its page list at `pbl`.
pub fn cmd_port(c: &Cmd, pbl: u64) -> CmdPort {
    let (o, stag, region) = match c {
        Cmd::Register { index, region } => (op::REGISTER, iwarp_golden::mr::stag(*index, region.key), Some(region)),
        Cmd::Deregister { index } => (op::DEREGISTER, iwarp_golden::mr::stag(*index, 0), None),
        Cmd::Invalidate { stag } => (op::INVALIDATE, *stag, None),
        Cmd::FastRegister { index, region } => (op::FAST_REGISTER, iwarp_golden::mr::stag(*index, region.key), Some(region)),
    };
    let mut p = CmdPort { op: o as u8, stag, ..Default::default() };
    if let Some(r) = region {
        p.has_region = true;
        p.pd = r.pd;
        p.rights = r.rights;
        p.page_2m = r.page_size == PageSize::Size2M;
        p.base_va = r.base_va;
        p.length = r.length;
        p.pbl = pbl;
    }
    p
}

/// Sets the `s_cmd_*` inputs of a block's input struct from a [`CmdPort`] (valid when `Some`).
#[macro_export]
macro_rules! drive_cmd {
    ($inp:expr, $port:expr) => {{
        let port: Option<$crate::blocks::tlb::CmdPort> = $port;
        $inp.s_cmd_valid = port.is_some();
        if let Some(p) = port {
            $inp.s_cmd_op = p.op;
            $inp.s_cmd_stag = p.stag;
        }
        if let Some(p) = port.filter(|p| p.has_region) {
            $inp.s_cmd_pd = p.pd;
            $inp.s_cmd_rights = p.rights;
            $inp.s_cmd_page_2m = p.page_2m;
            $inp.s_cmd_base_va = p.base_va;
            $inp.s_cmd_length = p.length;
            $inp.s_cmd_pbl = p.pbl;
        }
    }};
}

/// Golden's table applies a host command: its kind and the acknowledgement status the TLB
/// must give.
pub fn apply_cmd(table: &mut MrTable, c: Cmd) -> (CmdKind, u8) {
    let (kind, result) = match c {
        Cmd::Register { index, region } => (CmdKind::Register, table.register(index, region)),
        Cmd::Deregister { index } => (CmdKind::Deregister, table.deregister(index)),
        Cmd::Invalidate { stag } => (CmdKind::Invalidate, table.invalidate(stag)),
        Cmd::FastRegister { index, region } => (CmdKind::FastRegister, table.fast_register(index, region)),
    };
    let status = match result {
        Ok(()) => ack::OK as u8,
        Err(e) => cmd_error_status(e),
    };
    (kind, status)
}

fn cmd_error_status(e: CommandError) -> u8 {
    match e {
        CommandError::IndexOutOfRange => ack::INDEX_OUT_OF_RANGE as u8,
        CommandError::WrongState => ack::WRONG_STATE as u8,
        CommandError::KeyMismatch => ack::KEY_MISMATCH as u8,
        CommandError::PageListLength => panic!("the testbench always gives a full page list"),
    }
}

/// The DUT's error code for a golden translation error.
pub fn err_code(e: TranslateError) -> u8 {
    (match e {
        TranslateError::InvalidStag => err::INVALID_STAG,
        TranslateError::PdMismatch => err::PD_MISMATCH,
        TranslateError::AccessRights => err::ACCESS_RIGHTS,
        TranslateError::ToWrap => err::TO_WRAP,
        TranslateError::BaseBounds => err::BASE_BOUNDS,
    }) as u8
}

pub fn access_code(a: Access) -> u8 {
    (match a {
        Access::LocalRead => iwarp_model::tlb::tlb_access::LOCAL_READ,
        Access::LocalWrite => iwarp_model::tlb::tlb_access::LOCAL_WRITE,
        Access::RemoteRead => iwarp_model::tlb::tlb_access::REMOTE_READ,
        Access::RemoteWrite => iwarp_model::tlb::tlb_access::REMOTE_WRITE,
    }) as u8
}

/// One expected response piece: (pa, len, last, err).
type Expected = (u64, u32, bool, u8);

fn expected_pieces(result: Result<Vec<Piece>, TranslateError>) -> Vec<Expected> {
    match result {
        Err(e) => vec![(0, 0, true, err_code(e))],
        Ok(p) if p.is_empty() => vec![(0, 0, true, 0)],
        Ok(p) => {
            let n = p.len();
            p.iter().enumerate().map(|(i, x)| (x.pa, x.len as u32, i + 1 == n, 0)).collect()
        }
    }
}

/// Runs `work` through `dut` (reset and initialised by the caller, see [`reset_and_init`]),
/// checking every answer against golden.
pub fn run_tlb(
    dut: &mut dyn Dut<In = TlbIn, Out = TlbOut>,
    cfg: RunCfg,
    work: &mut dyn Workload,
    table: &mut MrTable,
    mem: &mut HostMemory,
    rng: &mut TestRng,
) -> Result<TlbRun, String> {
    let mut run = TlbRun::default();
    let rsp_ready = ReadyGen::new(cfg.traffic.stall);
    let dma_ready = ReadyGen::new(cfg.dma_stall);
    let mut inp = TlbIn::default();
    // Presented (not yet accepted) request and command.
    let mut req: Option<Req> = None;
    let mut cmd: Option<(Cmd, u64)> = None;
    let mut expect: VecDeque<(u8, u64, VecDeque<Expected>)> = VecDeque::new();
    let mut acks: VecDeque<(u8, CmdKind, u64)> = VecDeque::new();
    let mut tag: u8 = 0;
    let mut dma_tag: Option<u8> = None;
    let mut idle = 0u64;
    let mut cycle = 0u64;
    loop {
        // Inputs for this cycle.
        if req.is_none() && !work.finished() {
            req = work.request(table, rng);
        }
        if cmd.is_none() && !work.finished() {
            cmd = work.command(table, rng).map(|c| {
                let pbl = match &c {
                    Cmd::Register { region, .. } | Cmd::FastRegister { region, .. } => mem.place(&region.pages),
                    _ => 0,
                };
                (c, pbl)
            });
        }
        if work.finished() && req.is_none() && cmd.is_none() && expect.is_empty() && acks.is_empty() {
            break;
        }
        let idle_req = cfg.traffic.idle > 0.0 && rng.gen_bool(cfg.traffic.idle);
        // A presented request is held until accepted.
        if !inp.s_req_valid {
            inp.s_req_valid = req.is_some() && !idle_req;
            if let Some(r) = req {
                inp.s_req_stag = r.stag;
                inp.s_req_to = r.to;
                inp.s_req_len = r.len;
                inp.s_req_access = access_code(r.access);
                inp.s_req_pd = r.pd;
                inp.s_req_tag = tag;
            }
        }
        crate::drive_cmd!(inp, cmd.as_ref().map(|(c, pbl)| cmd_port(c, *pbl)));
        inp.m_rsp_ready = rsp_ready.drive(rng);
        inp.m_ack_ready = rsp_ready.drive(rng);
        inp.m_dma_rd_ready = dma_ready.drive(rng);
        inp.s_dma_data_valid = false;
        if let Some(word) = mem.due(cycle) {
            inp.s_dma_data_valid = true;
            inp.s_dma_data = word;
        }
        let out = dut.eval(&inp);
        let mut moved = false;
        // Requests first: a request accepted with a command in one cycle is ordered before it.
        if inp.s_req_valid && out.s_req_ready {
            let r = req.take().unwrap();
            let result = table.translate(r.stag, r.to, r.len as u64, r.access, r.pd);
            expect.push_back((tag, cycle, expected_pieces(result).into()));
            run.first_accept.get_or_insert(cycle);
            tag = tag.wrapping_add(1);
            inp.s_req_valid = false;
            moved = true;
        }
        if inp.s_cmd_valid && out.s_cmd_ready {
            let (c, _) = cmd.take().unwrap();
            let (kind, status) = apply_cmd(table, c);
            acks.push_back((status, kind, cycle));
            moved = true;
        }
        if out.m_ack_valid && inp.m_ack_ready {
            let (want, kind, at) = acks.pop_front().ok_or_else(|| format!("cycle {cycle}: unexpected ack {}", out.m_ack_status))?;
            if out.m_ack_status != want {
                return Err(format!("cycle {cycle}: {kind:?} ack status {}, golden {want}", out.m_ack_status));
            }
            run.acks[want as usize] += 1;
            run.commands += 1;
            run.command_cycles.push((kind, cycle - at));
            moved = true;
        }
        if out.m_rsp_valid && inp.m_rsp_ready {
            let (want_tag, at, pieces) =
                expect.front_mut().ok_or_else(|| format!("cycle {cycle}: unexpected piece {out:?}"))?;
            let want = pieces.pop_front().unwrap();
            let got = (out.m_rsp_pa, out.m_rsp_len, out.m_rsp_last, out.m_rsp_err);
            if got != want || out.m_rsp_tag != *want_tag {
                return Err(format!(
                    "cycle {cycle}: translation tag {want_tag}: got (pa {:#x}, len {}, last {}, err {}) tag {}, golden (pa {:#x}, len {}, last {}, err {})",
                    got.0, got.1, got.2, got.3, out.m_rsp_tag, want.0, want.1, want.2, want.3
                ));
            }
            run.pieces += 1;
            if pieces.is_empty() {
                run.translations += 1;
                run.errors[want.3 as usize] += 1;
                run.latency_sum += cycle - *at;
                run.last_out = cycle;
                expect.pop_front();
            }
            moved = true;
        }
        if out.m_dma_rd_valid && inp.m_dma_rd_ready {
            // Tags count page-list reads (from where the previous run left them).
            let lat = rng.gen_range(cfg.latency.0..=cfg.latency.1);
            mem.accept_read(cycle, out.m_dma_rd_addr, out.m_dma_rd_len, out.m_dma_rd_tag, lat, &mut dma_tag)
                .map_err(|e| format!("cycle {cycle}: {e}"))?;
            run.page_list_reads += 1;
            run.max_reads_in_flight = run.max_reads_in_flight.max(mem.pending.len() as u64);
            moved = true;
        }
        if inp.s_dma_data_valid && out.s_dma_data_ready {
            mem.pop_due();
            moved = true;
        }
        dut.tick();
        cycle += 1;
        idle = if moved { 0 } else { idle + 1 };
        if idle > HANG_CYCLES {
            return Err(format!(
                "hang: no transfer for {HANG_CYCLES} cycles at cycle {cycle} ({} translations out, {} waiting, {} acks waiting)",
                run.translations,
                expect.len(),
                acks.len()
            ));
        }
    }
    run.cycles = cycle;
    Ok(run)
}

/// Reset, then wait out the MR table's init sweep.
pub fn reset_and_init(dut: &mut dyn Dut<In = TlbIn, Out = TlbOut>) -> Result<u64, String> {
    let reset_in = TlbIn { reset: true, ..Default::default() };
    reset_through_init(dut, reset_in, |o| o.s_cmd_ready && o.s_req_ready).map_err(|e| format!("the TLB {e}"))
}

/// Any block with a TLB (the TLB, ddp_rx, ddp_tx): two cycles with `reset_in`, then idle
/// (default) inputs until `ready` says the MR table's init sweep is over; the cycles waited.
pub fn reset_through_init<D: Dut + ?Sized>(dut: &mut D, reset_in: D::In, ready: impl Fn(&D::Out) -> bool) -> Result<u64, String> {
    for _ in 0..2 {
        dut.eval(&reset_in);
        dut.tick();
    }
    for c in 0..INIT_CYCLES + 16 {
        let out = dut.eval(&D::In::default());
        if ready(&out) {
            return Ok(c);
        }
        dut.tick();
    }
    Err("never left its init sweep".into())
}

/// Random page addresses for a region (page-aligned, below 2^52, distinct per salt).
/// Protection domains the suites use, spread over the whole 16-bit range, with pairs that
/// differ only in the top bit, in bit 8 or in the high byte (a compare narrower than 16 bits
/// would confuse them). `QP_PDS[q]` is QP q's PD in the DDP suites.
pub const QP_PDS: [u16; 16] = [
    0x0001, 0x8001, 0x0101, 0xFFFF, 0x7FFF, 0x8000, 0x1234, 0x9234, 0x00FE, 0x01FE, 0xFE00, 0xFF00, 0x5555, 0xD555, 0x0000, 0x2AAA,
];

/// A PD differs from `pd` in exactly these bits when a request forges it (top bit, bit 8,
/// bit 0: each one a narrow compare would miss).
pub const PD_FLIPS: [u16; 3] = [0x8000, 0x0100, 0x0001];

pub fn random_pages(rng: &mut TestRng, base_va: u64, length: u64, ps: PageSize) -> Vec<u64> {
    let n = Region::page_count(base_va, length, ps);
    let limit = 1u64 << (52 - ps.shift());
    (0..n).map(|_| rng.gen_range(1..limit) << ps.shift()).collect()
}

/// Every access type, in golden's order.
pub const ACCESSES: [Access; 4] = [Access::LocalRead, Access::LocalWrite, Access::RemoteRead, Access::RemoteWrite];

/// A random region: 4 KiB pages (up to 64 MiB) or 2 MiB pages (up to 4 GiB), an unaligned
/// base, random rights, a PD from a small set (so mismatches are between live PDs).
pub fn random_region(rng: &mut TestRng) -> Region {
    let big = rng.gen_bool(0.4);
    let page_size = if big { PageSize::Size2M } else { PageSize::Size4K };
    let max_len: u64 = if big { 4 << 30 } else { 64 << 20 };
    let length = crate::stream::log_uniform(rng, max_len as usize) as u64;
    let base_va = rng.gen::<u64>() >> rng.gen_range(1..40);
    let pages = random_pages(rng, base_va, length, page_size);
    Region {
        state: iwarp_golden::mr::MrState::Valid,
        key: rng.gen(),
        pd: QP_PDS[rng.gen_range(1..4)],
        rights: rng.gen_range(1..16),
        base_va,
        length,
        page_size,
        pages,
    }
}

/// The random workload of the tests: live regions in a few table slots, mostly good requests
/// with locality (a hot window per slot) and every kind of fault, and commands interleaved.
pub struct RandomWorkload {
    /// MR indices in play (some near the ends of the table).
    pub slots: Vec<u32>,
    pub requests_left: u64,
    /// Probability of a command each time the command channel is free.
    pub cmd_prob: f64,
    /// Probability that a request to a live region carries a fault.
    pub fault_prob: f64,
    /// Longest request, bytes.
    pub max_len: u32,
    /// Offset of each slot's hot window in its region.
    hot: Vec<u64>,
}

impl RandomWorkload {
    pub fn new(rng: &mut TestRng, slots: usize, requests: u64, cmd_prob: f64) -> Self {
        let mut v: Vec<u32> = vec![0, MR_ENTRIES as u32 - 1];
        while v.len() < slots {
            let i = rng.gen_range(0..MR_ENTRIES as u32);
            if !v.contains(&i) {
                v.push(i);
            }
        }
        let hot = vec![0; v.len()];
        RandomWorkload { slots: v, requests_left: requests, cmd_prob, fault_prob: 0.2, max_len: 64 << 10, hot }
    }

    /// Registers every slot (commands the caller sends first, e.g. through a run with no
    /// requests) so requests find live regions from the start.
    pub fn initial_registrations(&self, rng: &mut TestRng) -> Vec<Cmd> {
        self.slots.iter().map(|&index| Cmd::Register { index, region: random_region(rng) }).collect()
    }
}

impl Workload for RandomWorkload {
    fn command(&mut self, table: &MrTable, rng: &mut TestRng) -> Option<Cmd> {
        if self.cmd_prob == 0.0 || !rng.gen_bool(self.cmd_prob) {
            return None;
        }
        if rng.gen_bool(0.03) {
            let index = rng.gen_range(MR_ENTRIES as u32..1 << 24);
            return Some(match rng.gen_range(0..4) {
                0 => Cmd::Register { index, region: random_region(rng) },
                1 => Cmd::Deregister { index },
                2 => Cmd::Invalidate { stag: iwarp_golden::mr::stag(index, rng.gen()) },
                _ => Cmd::FastRegister { index, region: random_region(rng) },
            });
        }
        let slot = rng.gen_range(0..self.slots.len());
        let index = self.slots[slot];
        self.hot[slot] = 0;
        let r = table.region(index);
        let p = rng.gen_range(0..100);
        Some(match r.map(|r| (r.state, r.key)) {
            None | Some((iwarp_golden::mr::MrState::Free, _)) => {
                if p < 90 {
                    Cmd::Register { index, region: random_region(rng) }
                } else {
                    Cmd::Invalidate { stag: iwarp_golden::mr::stag(index, rng.gen()) }
                }
            }
            Some((iwarp_golden::mr::MrState::Valid, key)) => match p {
                0..=59 => Cmd::Invalidate { stag: iwarp_golden::mr::stag(index, key) },
                60..=69 => Cmd::Invalidate { stag: iwarp_golden::mr::stag(index, key.wrapping_add(rng.gen_range(1..=255))) },
                70..=89 => Cmd::Deregister { index },
                _ => Cmd::Register { index, region: random_region(rng) },
            },
            Some((iwarp_golden::mr::MrState::Invalid, _)) => match p {
                // The same buffer re-registered with new pages and key (the stale-translation
                // case: old cached pages of the same VAs must be gone), or a new one.
                0..=29 => {
                    let old = r.unwrap().clone();
                    let pages = random_pages(rng, old.base_va, old.length, old.page_size);
                    Cmd::FastRegister { index, region: Region { key: rng.gen(), pages, state: iwarp_golden::mr::MrState::Valid, ..old } }
                }
                30..=59 => Cmd::FastRegister { index, region: random_region(rng) },
                60..=89 => Cmd::Deregister { index },
                _ => Cmd::Invalidate { stag: iwarp_golden::mr::stag(index, rng.gen()) },
            },
        })
    }

    fn request(&mut self, table: &MrTable, rng: &mut TestRng) -> Option<Req> {
        if self.requests_left == 0 {
            return None;
        }
        self.requests_left -= 1;
        let garbage = |rng: &mut TestRng| Req {
            stag: rng.gen(),
            to: rng.gen(),
            len: rng.gen_range(0..4096),
            access: ACCESSES[rng.gen_range(0..4)],
            pd: QP_PDS[rng.gen_range(0..4)],
        };
        if rng.gen_bool(0.03) {
            return Some(garbage(rng));
        }
        // Mostly a live region (commands keep some slots invalid or free for a while).
        let live: Vec<usize> = (0..self.slots.len())
            .filter(|&i| table.region(self.slots[i]).is_some_and(|r| r.state == iwarp_golden::mr::MrState::Valid))
            .collect();
        let slot = if !live.is_empty() && rng.gen_bool(0.85) {
            live[rng.gen_range(0..live.len())]
        } else {
            rng.gen_range(0..self.slots.len())
        };
        let index = self.slots[slot];
        let Some(r) = table.region(index) else {
            return Some(Req { stag: iwarp_golden::mr::stag(index, rng.gen()), ..garbage(rng) });
        };
        let allowed: Vec<Access> = ACCESSES.iter().copied().filter(|a| r.rights & a.right() != 0).collect();
        let access = allowed[rng.gen_range(0..allowed.len())];
        // A good request: in the hot window (locality) or anywhere in the region.
        let off = if rng.gen_bool(0.7) {
            if self.hot[slot] == 0 || self.hot[slot] >= r.length {
                self.hot[slot] = rng.gen_range(0..r.length) | 1;
            }
            (self.hot[slot] & !1) + rng.gen_range(0..(256u64 << 10))
        } else {
            rng.gen_range(0..r.length)
        }
        .min(r.length - 1);
        let to = r.base_va + off;
        let room = r.length - off;
        let len = if rng.gen_bool(0.03) { 0 } else { (crate::stream::log_uniform(rng, self.max_len as usize) as u64).min(room) as u32 };
        let mut q = Req { stag: iwarp_golden::mr::stag(index, r.key), to, len, access, pd: r.pd };
        if rng.gen_bool(self.fault_prob) {
            match rng.gen_range(0..7) {
                0 => q.stag = iwarp_golden::mr::stag(index, r.key.wrapping_add(rng.gen_range(1..=255))),
                1 => q.pd = r.pd ^ PD_FLIPS[rng.gen_range(1..4) - 1],
                2 => {
                    if let Some(a) = ACCESSES.iter().copied().find(|a| r.rights & a.right() == 0) {
                        q.access = a;
                    }
                }
                3 => q.to = r.base_va.wrapping_sub(rng.gen_range(1..=4096)),
                4 => q.len = (room + rng.gen_range(1..4096)).min(u32::MAX as u64) as u32,
                5 => {
                    q.to = u64::MAX - rng.gen_range(0..4096);
                    q.len = rng.gen_range(4097..1 << 20);
                }
                _ => q.stag = iwarp_golden::mr::stag(rng.gen_range(MR_ENTRIES as u32..1 << 24), r.key),
            }
        }
        Some(q)
    }

    fn finished(&self) -> bool {
        self.requests_left == 0
    }
}

/// A fixed list of requests (then nothing).
pub struct Requests(pub VecDeque<Req>);

impl Workload for Requests {
    fn command(&mut self, _: &MrTable, _: &mut TestRng) -> Option<Cmd> {
        None
    }
    fn request(&mut self, _: &MrTable, _: &mut TestRng) -> Option<Req> {
        self.0.pop_front()
    }
    fn finished(&self) -> bool {
        self.0.is_empty()
    }
}

/// No idle, no backpressure, page-list data the next cycle: setup runs and benchmarks.
pub const QUIET: RunCfg = RunCfg { traffic: Traffic { idle: 0.0, stall: 0.0 }, latency: (1, 1), dma_stall: 0.0 };

/// A TLB under test with everything the scoreboard keeps beside it (golden table, host
/// memory, the traffic generator): what the tests, the demo and the bench drive.
pub struct TlbEnv {
    pub dut: TlbDut,
    pub table: MrTable,
    pub mem: HostMemory,
    pub rng: TestRng,
}

impl TlbEnv {
    /// A reset, initialised TLB on `kind` (`test` names its VCDs), traffic seeded by `seed`.
    pub fn new(kind: BackendKind, test: &str, seed: u64) -> TlbEnv {
        TlbEnv::with_dut(tlb_dut(kind, test), test, seed)
    }

    /// The same around a DUT already built (e.g. [`tlb_dut_rspq`]).
    pub fn with_dut(mut dut: TlbDut, test: &str, seed: u64) -> TlbEnv {
        reset_and_init(&mut dut).unwrap_or_else(|e| panic!("{test}: {e}"));
        TlbEnv { dut, table: MrTable::new(MR_ENTRIES), mem: HostMemory::default(), rng: rand::SeedableRng::seed_from_u64(seed) }
    }

    /// Reset the DUT and start golden and host memory afresh.
    pub fn reset(&mut self) {
        reset_and_init(&mut self.dut).unwrap_or_else(|e| panic!("{e}"));
        self.table = MrTable::new(MR_ENTRIES);
        self.mem = HostMemory::default();
    }

    pub fn try_run(&mut self, cfg: RunCfg, work: &mut dyn Workload) -> Result<TlbRun, String> {
        run_tlb(&mut self.dut, cfg, work, &mut self.table, &mut self.mem, &mut self.rng)
    }

    /// [`run_tlb`], panicking with the scoreboard's message on any mismatch.
    pub fn run(&mut self, cfg: RunCfg, work: &mut dyn Workload) -> TlbRun {
        self.try_run(cfg, work).unwrap_or_else(|e| panic!("{e}"))
    }

    /// Sends `cmds` (and nothing else) through a quiet run.
    pub fn commands(&mut self, cmds: Vec<Cmd>) -> TlbRun {
        self.run(QUIET, &mut Commands(cmds.into()))
    }

    /// Registers a region at `index` (key 0x11, PD 1, every right, random pages) and checks
    /// it is acknowledged OK.
    pub fn register_region(&mut self, index: u32, base_va: u64, length: u64, page_size: PageSize) -> Region {
        let pages = random_pages(&mut self.rng, base_va, length, page_size);
        let region = Region { state: iwarp_golden::mr::MrState::Valid, key: 0x11, pd: 1, rights: 0xF, base_va, length, page_size, pages };
        let run = self.commands(vec![Cmd::Register { index, region: region.clone() }]);
        assert_eq!(run.acks[ack::OK as usize], 1, "register {index}");
        region
    }
}

/// A fixed list of commands (then nothing): the setup phase of a run.
pub struct Commands(pub VecDeque<Cmd>);

impl Workload for Commands {
    fn command(&mut self, _: &MrTable, _: &mut TestRng) -> Option<Cmd> {
        self.0.pop_front()
    }
    fn request(&mut self, _: &MrTable, _: &mut TestRng) -> Option<Req> {
        None
    }
    fn finished(&self) -> bool {
        self.0.is_empty()
    }
}

/// Registers `regions` (index, region) through the TLB host command port of an engine whose
/// environment has `dut`, `mem` (page lists), `cycle`, `ranges` (authorized pages) and `table`
/// (golden's MR table): one command at a time, each acknowledged OK, in golden's table too.
/// A macro because each engine has its own port structs (`$in` names the input struct).
#[macro_export]
macro_rules! register_regions {
    ($env:expr, $in:ident, $regions:expr) => {{
        use iwarp_golden::mr::{stag, PageSize};
        use iwarp_model::tlb::{ack, op};
        for (index, r) in $regions {
            let pbl = $env.mem.place(&r.pages);
            let mut inp = $in {
                s_cmd_valid: true,
                s_cmd_op: op::REGISTER as u8,
                s_cmd_stag: stag(index, r.key),
                s_cmd_pd: r.pd,
                s_cmd_rights: r.rights,
                s_cmd_page_2m: r.page_size == PageSize::Size2M,
                s_cmd_base_va: r.base_va,
                s_cmd_length: r.length,
                s_cmd_pbl: pbl,
                m_ack_ready: true,
                ..Default::default()
            };
            let status = (0..1000).find_map(|_| {
                let o = $env.dut.eval(&inp);
                if inp.s_cmd_valid && o.s_cmd_ready {
                    inp.s_cmd_valid = false;
                }
                $env.dut.tick();
                $env.cycle += 1;
                o.m_ack_valid.then_some(o.m_ack_status)
            });
            assert_eq!(status, Some(ack::OK as u8), "register {index}");
            $env.ranges.add(&r);
            $env.table.register(index, r).unwrap();
        }
    }};
}
