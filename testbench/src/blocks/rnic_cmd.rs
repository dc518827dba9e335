//! rnic_cmd: port binding, the host (memory, the driver's rings, doorbells), the TLB's
//! command port and the scoreboard.
//!
//! The host side is the driver library's own code (`iwarp_driver::ring`: the command ring
//! and the command completion ring polled by its owner bit) over a model of host memory, so
//! the test talks to the block the way the driver will. The oracle is golden's
//! `host_cmd::CommandProcessor`, run on each command's bytes at the moment the block's DMA
//! read takes them from host memory (and on each event at the moment the block takes it),
//! which is the block's order of execution:
//! - every completion must carry golden's `cmd_id` and status, in ring order, at the next
//!   ring slot with the lap's owner bit;
//! - the TLB's command port is served by golden's MR table (the region's page list read
//!   from host memory, as the TLB would on its misses); that table must equal golden's
//!   command processor's in every entry the run touched whenever the block has read no
//!   command past the last completion, and at the end;
//! - every QP context the block offers on `m_qp` must be golden's next change, in order (the
//!   QP, its whole context, or its destruction); the mirror they build must equal golden's
//!   QP table whenever the two stand at the same point and at the end;
//! - every DMA read is one 64-byte entry at the next slot, every write one 32-byte
//!   completion; the counters equal the statuses and refusals seen.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_driver::ring::{CompletionRing, ProducerRing};
use iwarp_driver::Host;
use iwarp_golden::host_cmd::{CommandProcessor, HostRead, CQ_LIMIT, MAX_PBL_PAGES, PBL_ENTRY_BYTES};
use iwarp_golden::ddp_tx::{MAX_MULPDU, MIN_MULPDU};
use iwarp_golden::host_if::{doorbell, Cmd, CmdCqe, CmdStatus, MpaLink, MrCmd, QpState, CMD_BYTES, CMD_CQE_BYTES, TOE_CONN_LIMIT};
use iwarp_golden::mr::{MrState, MrTable, PageSize, Region, STAG_INDEX_SHIFT, STAG_KEY_MASK};
use iwarp_golden::qp::QpEvent;
use iwarp_golden::qp_cfg::QpCtx;
use iwarp_model::rnic::cmd::{qp_event, RnicCmd};
use iwarp_model::tlb::{tlb_ack, tlb_op, MR_ENTRIES};
use rand::Rng;
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::rc::Rc;

crate::bind_ports!(
    /// Inputs of `rnic_cmd`.
    CmdIn, CmdOut, RnicCmd, verilated::rnic_cmd::Model,
    inputs {
        reset: bool,
        s_db.valid: bool, s_db.addr: u16, s_db.data: u32,
        m_rd.ready: bool, s_dma_data_valid: bool, s_dma_data: u64,
        m_wr.ready: bool, m_wd.ready: bool,
        m_tlb.ready: bool, s_tlb_ack.valid: bool, s_tlb_ack.status: u8,
        s_ev.valid: bool, s_ev.qp: u8, s_ev.ev: u8,
        m_qp.ready: bool, qp_settled: bool,
    }
    outputs {
        s_db.ready: bool,
        m_rd.valid: bool, m_rd.addr: u64, m_rd.len: u16, m_rd.tag: u8, s_dma_data_ready: bool,
        m_wr.valid: bool, m_wr.addr: u64, m_wr.len: u16,
        m_wd.valid: bool, m_wd.data: u64, m_wd.keep: u8, m_wd.last: bool,
        m_tlb.valid: bool, m_tlb.op: u8, m_tlb.stag: u32, m_tlb.pd: u16, m_tlb.rights: u8, m_tlb.page_2m: bool,
        m_tlb.base_va: u64, m_tlb.length: u64, m_tlb.pbl: u64, s_tlb_ack.ready: bool,
        s_ev.ready: bool,
        m_qp.valid: bool, m_qp.qp: u8, m_qp.live: bool, m_qp.state: u8, m_qp.pd: u16, m_qp.cq: u16,
        m_qp.sq_base: u64, m_qp.sq_log: u8, m_qp.rq_base: u64, m_qp.rq_log: u8, m_qp.conn: u16,
        m_qp.ird: u8, m_qp.ord: u8, m_qp.mulpdu: u16, m_qp.s0_tx: u32, m_qp.s0_rx: u32, m_qp.sent_s0: u32,
        m_qp.acked: u32, m_qp.markers_tx: bool, m_qp.markers_rx: bool, m_qp.crc: bool, m_qp.kept: u8,
        idle: bool, cnt_cmds: u32, cnt_bad_cmd: u32, cnt_bad_state: u32, cnt_bad_db: u32,
        cnt_events: u32, cnt_ev_ignored: u32,
    }
);

pub type CmdDut = Box<dyn Dut<In = CmdIn, Out = CmdOut>>;

pub fn cmd_dut(kind: BackendKind, test: &str) -> CmdDut {
    build::<RnicCmd, verilated::rnic_cmd::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = CmdIn, Out = CmdOut>) {
    for _ in 0..2 {
        dut.eval(&CmdIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// The QP table's size in the block (`ddp::QPS`).
pub const QPS: u16 = iwarp_model::ddp::QPS as u16;
/// Where the test puts the command ring, its completion ring and page lists.
const CMD_RING: u64 = 0x10_0000;
const CQ_RING: u64 = 0x20_0000;
const PBL_AREA: u64 = 0x100_0000;
/// Cycles without progress after which a run is declared hung.
const HANG: u64 = 20_000;

/// Host memory (bytes; unwritten bytes read as zero) and the register writes the driver
/// made, in order, for the test loop to present on `s_db`.
#[derive(Default)]
pub struct HostState {
    pub mem: HashMap<u64, u8>,
    pub doorbells: VecDeque<(u32, u32)>,
}

impl HostState {
    pub fn read(&self, addr: u64, out: &mut [u8]) {
        for (k, b) in out.iter_mut().enumerate() {
            *b = self.mem.get(&(addr + k as u64)).copied().unwrap_or(0);
        }
    }
}

/// The driver's view of the machine: shared with the test loop.
#[derive(Clone, Default)]
pub struct SimHost(pub Rc<RefCell<HostState>>);

impl Host for SimHost {
    fn write_mem(&mut self, addr: u64, bytes: &[u8]) {
        let mut h = self.0.borrow_mut();
        for (k, &b) in bytes.iter().enumerate() {
            h.mem.insert(addr + k as u64, b);
        }
    }
    fn read_mem(&mut self, addr: u64, out: &mut [u8]) {
        self.0.borrow().read(addr, out)
    }
    fn write_reg(&mut self, offset: u32, value: u32) {
        self.0.borrow_mut().doorbells.push_back((offset, value));
    }
}

impl HostRead for HostState {
    fn read(&self, addr: u64, out: &mut [u8]) {
        HostState::read(self, addr, out)
    }
}

/// One host-interface entry written by DMA (a completion): a write request of the entry's
/// bytes, then its words, every lane kept, `last` on the final word only. Shared by the
/// benches of the blocks that write entries (`rnic_cmd`, `rnic_cq`).
#[derive(Default)]
pub struct EntryWrite {
    open: Option<(u64, Vec<u8>)>,
}

impl EntryWrite {
    /// A write request taken: one entry of `bytes` bytes, none open.
    pub fn request(&mut self, addr: u64, len: u16, bytes: usize) -> Result<(), String> {
        if self.open.is_some() || usize::from(len) != bytes {
            return Err(format!("write of {len} bytes at {addr:#x}: an entry is {bytes}, or one is still open"));
        }
        self.open = Some((addr, Vec::new()));
        Ok(())
    }

    /// A data word taken; the finished entry (its address and bytes) with its last word.
    pub fn word(&mut self, data: u64, keep: u8, last: bool, bytes: usize) -> Result<Option<(u64, Vec<u8>)>, String> {
        let Some((_, got)) = self.open.as_mut() else { return Err("entry data before its write request".into()) };
        got.extend_from_slice(&data.to_le_bytes());
        let end = got.len() == bytes;
        if keep != 0xFF || last != end {
            return Err(format!("entry word {}: keep {keep:#04x}, last {last}", got.len() / 8 - 1));
        }
        Ok(if end { self.open.take() } else { None })
    }
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct CmdRun {
    pub commands: u64,
    /// Completions per status ([`CmdStatus`] as index).
    pub statuses: [u64; 4],
    /// Commands per operation byte that decoded (index 1..=7), and entries that did not.
    pub ops: [u64; 8],
    pub undecodable: u64,
    pub tlb_commands: u64,
    pub events: u64,
    pub events_applied: u64,
    pub qp_updates: u64,
    pub bad_doorbells: u64,
    /// Completion ring laps the run went round.
    pub laps: u64,
    pub cycles: u64,
}

/// Backpressure and latency of the environment.
#[derive(Clone, Copy, Debug)]
pub struct Env {
    /// Probability a ready (DMA read, write, data, TLB, m_qp) is low in a cycle.
    pub stall: f64,
    /// DMA read and TLB answer latency, uniform in this range.
    pub latency: (u64, u64),
    /// Probability per cycle that the host stops polling its completion ring for up to
    /// `pause` cycles (the ring fills and the block must wait for room).
    pub pause_p: f64,
    pub pause: u64,
}

/// Something the host does next.
#[derive(Clone, Debug)]
pub enum Step {
    /// Post a command's bytes (a decoded command or corrupted bytes) and ring the doorbell.
    Post(Vec<u8>),
    /// Post up to this many and ring once (a batch).
    Batch(Vec<Vec<u8>>),
    /// An event on a QP, offered on `s_ev`.
    Event(u16, QpEvent),
    /// A doorbell write the block must refuse.
    BadDoorbell(u32, u32),
    /// Wait until every posted command completed.
    Drain,
}

fn ev_code(e: QpEvent) -> u8 {
    (match e {
        QpEvent::Terminate => qp_event::TERMINATE,
        QpEvent::PeerClosed => qp_event::PEER_CLOSED,
        QpEvent::LlpClosed => qp_event::LLP_CLOSED,
        QpEvent::LlpReset => qp_event::LLP_RESET,
    }) as u8
}

/// A QP context as `m_qp` carries it (golden `qp_cfg::QpCtx`, which also reads golden's
/// entry: `QpCtx::of`).
fn qp_out(o: &CmdOut) -> QpCtx {
    let mpa = MpaLink {
        s0_tx: o.m_qp_s0_tx,
        s0_rx: o.m_qp_s0_rx,
        sent_s0: o.m_qp_sent_s0,
        acked: o.m_qp_acked,
        markers_tx: o.m_qp_markers_tx,
        markers_rx: o.m_qp_markers_rx,
        crc: o.m_qp_crc,
        kept: o.m_qp_kept,
    };
    QpCtx {
        qp: o.m_qp_qp,
        live: o.m_qp_live,
        state: o.m_qp_state,
        pd: o.m_qp_pd,
        cq: o.m_qp_cq,
        sq_base: o.m_qp_sq_base,
        sq_log: o.m_qp_sq_log,
        rq_base: o.m_qp_rq_base,
        rq_log: o.m_qp_rq_log,
        conn: o.m_qp_conn,
        ird: o.m_qp_ird,
        ord: o.m_qp_ord,
        mulpdu: o.m_qp_mulpdu,
        mpa,
    }
}

/// The test bench around one block: host, rings, TLB port model, golden, scoreboard.
pub struct Bench {
    pub host: SimHost,
    cmdq: ProducerRing,
    cq: CompletionRing,
    /// Golden: the reference command processor, and the MR table behind the TLB port.
    golden: CommandProcessor,
    tlb: MrTable,
    /// Expected completions (cmd_id, status) in order, queued when the block read them.
    expect: VecDeque<(u64, CmdStatus)>,
    /// The QP contexts the block offered.
    mirror: BTreeMap<u16, QpCtx>,
    /// MR indices the run named (compared after each completion).
    touched: BTreeSet<u32>,
    env: Env,
    cycle: u64,
    /// Offers held until taken, and what is in flight.
    db_on: Option<(u32, u32)>,
    ev_on: Option<(u16, QpEvent)>,
    events: VecDeque<(u16, QpEvent)>,
    /// Words of the entries read: (cycle due, word).
    read_words: VecDeque<(u64, u64)>,
    write: EntryWrite,
    acks: VecDeque<(u64, u8)>,
    fetch_index: u32,
    cqe_index: u32,
    posted: u32,
    expected_updates: u64,
    /// golden's QP changes not yet offered on `m_qp`, in golden's order (which is the
    /// block's: commands in ring order, events between them): the QP and its context after
    /// the change (None: destroyed).
    updates: VecDeque<(u16, Option<QpCtx>)>,
    /// The driver's `Device` owns the rings (it opens them, posts and polls): the bench
    /// only serves the block and keeps golden's expectations for the test to take.
    driver_mode: bool,
    /// Cycles left of the host's pause in polling.
    paused: u64,
    /// Cycles until the last QP change taken on `m_qp` is everywhere (the top's
    /// `rnic_qpcfg` fanning it out; `qp_settled` low meanwhile), drawn from the latency range.
    settling: u64,
    pub run: CmdRun,
}

/// The command rings' places and sizes the driver-mode tests open the device with.
pub fn rings(cmd_log: u8, cq_log: u8) -> iwarp_driver::CommandRings {
    iwarp_driver::CommandRings { cmd_base: CMD_RING, cmd_log, cq_base: CQ_RING, cq_log }
}

impl Bench {
    /// The rings opened through the driver's rings and the doorbells (command ring of
    /// 2^`cmd_log` entries, completion ring of 2^`cq_log`).
    pub fn new(cmd_log: u8, cq_log: u8, env: Env) -> Self {
        let mut host = SimHost::default();
        let cmdq = ProducerRing::new(CMD_RING, cmd_log, CMD_BYTES).unwrap();
        let cq = CompletionRing::new(CQ_RING, cq_log, CMD_CQE_BYTES).unwrap();
        cq.clear(&mut host);
        for (reg, v) in [
            (doorbell::CMD_BASE_LO, CMD_RING as u32),
            (doorbell::CMD_BASE_HI, (CMD_RING >> 32) as u32),
            (doorbell::CMD_LOG, u32::from(cmd_log)),
            (doorbell::CMD_CQ_BASE_LO, CQ_RING as u32),
            (doorbell::CMD_CQ_BASE_HI, (CQ_RING >> 32) as u32),
            (doorbell::CMD_CQ_LOG, u32::from(cq_log)),
        ] {
            host.write_reg(reg, v);
        }
        Bench {
            host,
            cmdq,
            cq,
            golden: CommandProcessor::new(MR_ENTRIES, QPS),
            tlb: MrTable::new(MR_ENTRIES),
            expect: VecDeque::new(),
            mirror: BTreeMap::new(),
            touched: BTreeSet::new(),
            env,
            cycle: 0,
            db_on: None,
            ev_on: None,
            events: VecDeque::new(),
            read_words: VecDeque::new(),
            write: EntryWrite::default(),
            acks: VecDeque::new(),
            fetch_index: 0,
            cqe_index: 0,
            posted: 0,
            expected_updates: 0,
            updates: VecDeque::new(),
            driver_mode: false,
            paused: 0,
            settling: 0,
            run: CmdRun::default(),
        }
    }

    /// A bench for the driver's `Device` (which opens the rings of [`rings`] itself):
    /// returns the host to open it on.
    pub fn for_driver(cmd_log: u8, cq_log: u8, env: Env) -> (Self, SimHost) {
        let mut b = Bench::new(cmd_log, cq_log, env);
        b.host.0.borrow_mut().doorbells.clear();
        b.driver_mode = true;
        let host = b.host.clone();
        (b, host)
    }

    /// Driver mode: `n` cycles of the block and its environment.
    pub fn idle_cycles(&mut self, dut: &mut dyn Dut<In = CmdIn, Out = CmdOut>, n: u64, rng: &mut TestRng) -> Result<CmdOut, String> {
        self.cycles(dut, n, rng)
    }

    /// Driver mode: golden's (cmd_id, status) for the oldest command the block read and
    /// the test has not yet taken.
    pub fn take_expected(&mut self) -> Option<(u64, CmdStatus)> {
        self.expect.pop_front()
    }

    /// Driver mode: the MR and QP tables against golden's, now.
    pub fn check_tables(&self) -> Result<(), String> {
        self.compare_tables()
    }

    pub fn golden(&self) -> &CommandProcessor {
        &self.golden
    }

    /// Writes a page list into host memory (it stays there: the TLB reads it on misses).
    pub fn place_pages(&mut self, at: u64, pages: &[u64]) {
        let bytes: Vec<u8> = pages.iter().flat_map(|p| p.to_le_bytes()).collect();
        self.host.write_mem(at, &bytes);
    }

    /// The counters before a run (its [`Bench::finish`] compares against them).
    pub fn start(&mut self, dut: &mut dyn Dut<In = CmdIn, Out = CmdOut>) -> CmdOut {
        dut.eval(&CmdIn::default())
    }

    /// `n` random commands from `gen`, with events, batches and bad doorbells among them;
    /// an error names the first broken rule.
    pub fn run_random(&mut self, dut: &mut dyn Dut<In = CmdIn, Out = CmdOut>, gen: &mut Gen, n: usize, rng: &mut TestRng) -> Result<CmdRun, String> {
        let base = self.start(dut);
        let mut left = n;
        while left > 0 {
            let step = gen.step(self, &mut left, rng);
            self.exec(dut, step, rng)?;
        }
        self.finish(dut, &base, rng)
    }

    /// Does one step of the host, then idles 0..3 cycles.
    pub fn exec(&mut self, dut: &mut dyn Dut<In = CmdIn, Out = CmdOut>, step: Step, rng: &mut TestRng) -> Result<(), String> {
        match step {
            Step::Post(bytes) => {
                self.wait_room(dut, 1, rng)?;
                self.post(&bytes);
                self.cmdq.ring(&mut self.host, doorbell::CMD_PI);
            }
            Step::Batch(list) => {
                self.wait_room(dut, list.len() as u32, rng)?;
                for b in &list {
                    self.post(b);
                }
                self.cmdq.ring(&mut self.host, doorbell::CMD_PI);
            }
            Step::Event(qp, e) => self.events.push_back((qp, e)),
            Step::BadDoorbell(reg, v) => {
                self.host.write_reg(reg, v);
                self.run.bad_doorbells += 1;
            }
            Step::Drain => self.wait_room(dut, self.cmdq.size(), rng)?,
        }
        self.cycles(dut, rng.gen_range(0..4), rng)?;
        Ok(())
    }

    /// Drains everything posted and offered, then checks the tables, the counters and the
    /// QP updates against golden.
    pub fn finish(&mut self, dut: &mut dyn Dut<In = CmdIn, Out = CmdOut>, base: &CmdOut, rng: &mut TestRng) -> Result<CmdRun, String> {
        self.wait_room(dut, self.cmdq.size(), rng)?;
        let (mut quiet, mut spent) = (0, 0u64);
        while quiet < 8 {
            let busy = !self.events.is_empty() || self.ev_on.is_some() || self.db_on.is_some() || !self.host.0.borrow().doorbells.is_empty();
            let o = self.cycles(dut, 1, rng)?;
            quiet = if busy || !o.idle { 0 } else { quiet + 1 };
            spent += 1;
            if spent > HANG {
                return Err("hang: the block never went idle".into());
            }
        }
        self.compare_tables()?;
        let o = dut.eval(&CmdIn::default());
        let d = |a: u32, b: u32| u64::from(a.wrapping_sub(b));
        let counted = [
            d(o.cnt_cmds, base.cnt_cmds),
            d(o.cnt_bad_cmd, base.cnt_bad_cmd),
            d(o.cnt_bad_state, base.cnt_bad_state),
            d(o.cnt_bad_db, base.cnt_bad_db),
            d(o.cnt_events, base.cnt_events),
            d(o.cnt_ev_ignored, base.cnt_ev_ignored),
        ];
        let r = &self.run;
        let want = [r.commands, r.statuses[1], r.statuses[2], r.bad_doorbells, r.events_applied, r.events - r.events_applied];
        if counted != want {
            return Err(format!("counters (cmds, bad cmd, bad state, bad doorbells, events, ignored) {counted:?}, golden {want:?}"));
        }
        if self.run.qp_updates != self.expected_updates {
            return Err(format!("{} QP updates offered, golden changed a QP {} times", self.run.qp_updates, self.expected_updates));
        }
        Ok(self.run.clone())
    }

    fn post(&mut self, bytes: &[u8]) {
        self.cmdq.push(&mut self.host, bytes).expect("room was waited for");
        self.posted += 1;
    }

    /// Cycles until the command ring has `n` free entries (completions polled).
    fn wait_room(&mut self, dut: &mut dyn Dut<In = CmdIn, Out = CmdOut>, n: u32, rng: &mut TestRng) -> Result<(), String> {
        let mut idle = 0u64;
        while self.cmdq.size() - self.cmdq.used() < n {
            let before = self.run.commands;
            self.cycles(dut, 1, rng)?;
            idle = if self.run.commands == before { idle + 1 } else { 0 };
            if idle > HANG {
                return Err(format!("hang: {} commands posted, {} completed, {} fetched", self.posted, self.run.commands, self.fetch_index));
            }
        }
        Ok(())
    }

    /// `n` cycles of the block and its environment; the host polls its completion ring
    /// every cycle. Returns the last cycle's outputs.
    fn cycles(&mut self, dut: &mut dyn Dut<In = CmdIn, Out = CmdOut>, n: u64, rng: &mut TestRng) -> Result<CmdOut, String> {
        let ready = ReadyGen::new(self.env.stall);
        let mut o = dut.eval(&CmdIn::default());
        for _ in 0..n.max(1) {
            self.cycle += 1;
            self.run.cycles += 1;
            let mut i = CmdIn::default();
            if self.db_on.is_none() {
                self.db_on = self.host.0.borrow_mut().doorbells.pop_front();
            }
            if let Some((reg, v)) = self.db_on {
                (i.s_db_valid, i.s_db_addr, i.s_db_data) = (true, reg as u16, v);
            }
            if self.ev_on.is_none() && rng.gen_bool(0.3) {
                self.ev_on = self.events.pop_front();
            }
            if let Some((qp, e)) = self.ev_on {
                (i.s_ev_valid, i.s_ev_qp, i.s_ev_ev) = (true, qp as u8, ev_code(e));
            }
            i.m_rd_ready = ready.drive(rng);
            if let Some(&(due, w)) = self.read_words.front() {
                if due <= self.cycle {
                    (i.s_dma_data_valid, i.s_dma_data) = (true, w);
                }
            }
            i.m_wr_ready = ready.drive(rng);
            i.m_wd_ready = ready.drive(rng);
            i.m_tlb_ready = ready.drive(rng);
            if let Some(&(due, st)) = self.acks.front() {
                if due <= self.cycle {
                    (i.s_tlb_ack_valid, i.s_tlb_ack_status) = (true, st);
                }
            }
            i.m_qp_ready = ready.drive(rng);
            i.qp_settled = self.settling == 0;
            self.settling = self.settling.saturating_sub(1);
            o = dut.eval(&i);
            self.observe(&i, &o, rng)?;
            dut.tick();
            if self.paused > 0 {
                self.paused -= 1;
            } else if !self.driver_mode {
                self.poll()?;
                if rng.gen_bool(self.env.pause_p) {
                    self.paused = rng.gen_range(1..=self.env.pause.max(1));
                }
            }
        }
        Ok(o)
    }

    fn latency(&self, rng: &mut TestRng) -> u64 {
        rng.gen_range(self.env.latency.0..=self.env.latency.1)
    }

    fn observe(&mut self, i: &CmdIn, o: &CmdOut, rng: &mut TestRng) -> Result<(), String> {
        if i.s_db_valid && o.s_db_ready {
            self.db_on = None;
        }
        if i.s_ev_valid && o.s_ev_ready {
            let (qp, e) = self.ev_on.take().unwrap();
            self.run.events += 1;
            if let Some(entry) = self.golden.qps.get_mut(&qp) {
                let before = entry.qp.state;
                entry.qp.event(e);
                if entry.qp.state != before {
                    self.run.events_applied += 1;
                    self.expected_updates += 1;
                    let view = QpCtx::of(qp, entry);
                    self.updates.push_back((qp, Some(view)));
                }
            }
        }
        if o.m_rd_valid && i.m_rd_ready {
            let want = self.cmdq.addr(self.fetch_index);
            if (o.m_rd_addr, o.m_rd_len) != (want, CMD_BYTES as u16) {
                return Err(format!("command read of {} bytes at {:#x}, entry {} is at {want:#x}", o.m_rd_len, o.m_rd_addr, self.fetch_index));
            }
            if !self.driver_mode && self.fetch_index == self.posted {
                return Err(format!("command {} read before the driver posted it", self.fetch_index));
            }
            self.fetch_index = self.fetch_index.wrapping_add(1);
            // The entry as host memory holds it now; golden executes it at this moment.
            let mut bytes = [0u8; CMD_BYTES];
            self.host.0.borrow().read(o.m_rd_addr, &mut bytes);
            let due = self.cycle + self.latency(rng);
            for w in bytes.chunks(8) {
                self.read_words.push_back((due, u64::from_le_bytes(w.try_into().unwrap())));
            }
            self.note_command(&bytes);
            let (id, status, _) = self.golden.execute(&*self.host.0.borrow(), &bytes);
            if status == CmdStatus::Ok {
                if let Ok(Cmd::QpCreate { qp, .. } | Cmd::QpModify { qp, .. } | Cmd::QpDestroy { qp, .. }) = Cmd::decode(&bytes) {
                    self.expected_updates += 1;
                    self.updates.push_back((qp, self.golden.qps.get(&qp).map(|e| QpCtx::of(qp, e))));
                }
            }
            self.expect.push_back((id, status));
        }
        if i.s_dma_data_valid && o.s_dma_data_ready {
            self.read_words.pop_front();
        }
        if o.m_tlb_valid && i.m_tlb_ready {
            self.run.tlb_commands += 1;
            let st = self.tlb_command(o)?;
            let due = self.cycle + self.latency(rng);
            self.acks.push_back((due, st));
        }
        if i.s_tlb_ack_valid && o.s_tlb_ack_ready {
            self.acks.pop_front();
        }
        if o.m_wr_valid && !i.qp_settled {
            return Err("a completion offered while a QP change is still being fanned out".into());
        }
        if o.m_qp_valid && i.m_qp_ready {
            self.settling = self.latency(rng);
            self.run.qp_updates += 1;
            let qp = u16::from(o.m_qp_qp);
            let got = (qp, if o.m_qp_live { Some(qp_out(o)) } else { None });
            match self.updates.pop_front() {
                Some(want) if want == got => {}
                want => return Err(format!("QP update {got:?}, golden's next change {want:?}")),
            }
            if o.m_qp_live {
                self.mirror.insert(qp, qp_out(o));
            } else if self.mirror.remove(&qp).is_none() {
                return Err(format!("QP {qp} destroyed, never offered"));
            }
        }
        if o.m_wr_valid && i.m_wr_ready {
            let want = CQ_RING + u64::from(self.cqe_index & (self.cq.size() - 1)) * CMD_CQE_BYTES as u64;
            if o.m_wr_addr != want {
                return Err(format!("completion write at {:#x}, slot {} is at {want:#x}", o.m_wr_addr, self.cqe_index));
            }
            self.write.request(o.m_wr_addr, o.m_wr_len, CMD_CQE_BYTES)?;
        }
        if o.m_wd_valid && i.m_wd_ready {
            if let Some((at, bytes)) = self.write.word(o.m_wd_data, o.m_wd_keep, o.m_wd_last, CMD_CQE_BYTES)? {
                self.host.write_mem(at, &bytes);
                self.cqe_index = self.cqe_index.wrapping_add(1);
            }
        }
        Ok(())
    }

    /// Counts the command's kind and names the MR index it touches.
    fn note_command(&mut self, bytes: &[u8]) {
        match Cmd::decode(bytes) {
            Ok(c) => {
                self.run.ops[c.op() as usize] += 1;
                match c {
                    Cmd::MrRegister { mr, .. } | Cmd::MrFastRegister { mr, .. } => {
                        self.touched.insert(mr.stag >> STAG_INDEX_SHIFT);
                    }
                    Cmd::MrInvalidate { stag, .. } | Cmd::MrDeregister { stag, .. } => {
                        self.touched.insert(stag >> STAG_INDEX_SHIFT);
                    }
                    _ => {}
                }
            }
            Err(_) => self.run.undecodable += 1,
        }
    }

    /// The TLB's command applied to its golden table (the page list read from host memory
    /// now); the acknowledgement's status.
    fn tlb_command(&mut self, o: &CmdOut) -> Result<u8, String> {
        let index = o.m_tlb_stag >> STAG_INDEX_SHIFT;
        let page_size = if o.m_tlb_page_2m { PageSize::Size2M } else { PageSize::Size4K };
        let region = || -> Result<Region, String> {
            let n = Region::page_count(o.m_tlb_base_va, o.m_tlb_length, page_size);
            if n > MAX_PBL_PAGES {
                return Err(format!("TLB command for a region of {n} pages"));
            }
            let mut list = vec![0u8; n as usize * PBL_ENTRY_BYTES];
            self.host.0.borrow().read(o.m_tlb_pbl, &mut list);
            let pages = list.chunks(PBL_ENTRY_BYTES).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
            Ok(Region {
                state: MrState::Valid,
                key: (o.m_tlb_stag & STAG_KEY_MASK) as u8,
                pd: o.m_tlb_pd,
                rights: o.m_tlb_rights,
                base_va: o.m_tlb_base_va,
                length: o.m_tlb_length,
                page_size,
                pages,
            })
        };
        let r = match u64::from(o.m_tlb_op) {
            tlb_op::REGISTER => self.tlb.register(index, region()?),
            tlb_op::FAST_REGISTER => self.tlb.fast_register(index, region()?),
            tlb_op::INVALIDATE => self.tlb.invalidate(o.m_tlb_stag),
            _ => self.tlb.deregister(index),
        };
        use iwarp_golden::mr::CommandError::*;
        Ok((match r {
            Ok(()) => tlb_ack::OK,
            Err(IndexOutOfRange) => tlb_ack::INDEX_OUT_OF_RANGE,
            Err(KeyMismatch) => tlb_ack::KEY_MISMATCH,
            Err(WrongState) => tlb_ack::WRONG_STATE,
            Err(PageListLength) => return Err("a page list the TLB model built short".into()),
        }) as u8)
    }

    /// The host polls its completion ring; each completion is checked against golden's and
    /// released (the consumer index doorbell), its command's entry freed.
    fn poll(&mut self) -> Result<(), String> {
        while let Some(bytes) = self.cq.poll(&mut self.host) {
            let c = CmdCqe::decode(&bytes).map_err(|e| format!("completion {}: {e}", self.run.commands))?;
            let Some((id, status)) = self.expect.pop_front() else { return Err(format!("completion {c:?} for no command read")) };
            if (c.cmd_id, c.status) != (id, status) {
                return Err(format!("completion {}: {:?} (id {:#x}), golden {status:?} (id {id:#x})", self.run.commands, c.status, c.cmd_id));
            }
            self.run.commands += 1;
            self.run.statuses[status as usize] += 1;
            if self.cq.consumer_index() & (self.cq.size() - 1) == 0 {
                self.run.laps += 1;
            }
            self.cq.release(&mut self.host, doorbell::CMD_CQ_CI);
            self.cmdq.retire(1);
            // The tables are compared when golden and the block stand at the same point: no
            // later command read, no change of golden's still to be offered.
            if u64::from(self.fetch_index) == self.run.commands && self.updates.is_empty() {
                self.compare_tables()?;
            }
        }
        Ok(())
    }

    /// The MR table behind the TLB port and the QP mirror against golden's.
    fn compare_tables(&self) -> Result<(), String> {
        for &i in &self.touched {
            if self.tlb.region(i) != self.golden.mrs.region(i) {
                return Err(format!("MR {i}: TLB table {:?}, golden {:?}", self.tlb.region(i), self.golden.mrs.region(i)));
            }
        }
        let golden: BTreeMap<u16, QpCtx> = self.golden.qps.iter().map(|(&q, e)| (q, QpCtx::of(q, e))).collect();
        if golden != self.mirror {
            let q = golden.keys().chain(self.mirror.keys()).find(|q| golden.get(q) != self.mirror.get(q));
            return Err(format!("QP {q:?}: block offered {:?}, golden {:?}", q.and_then(|q| self.mirror.get(q)), q.and_then(|q| golden.get(q))));
        }
        Ok(())
    }
}

/// A generator of commands aimed at golden's state: MR commands on a few indices (and past
/// the table), QP commands walking the state machine (and past it), some corrupted.
pub struct Gen {
    pub corrupt: f64,
    next_pbl: u64,
}

impl Default for Gen {
    fn default() -> Self {
        Gen { corrupt: 0.1, next_pbl: PBL_AREA }
    }
}

const MR_INDICES: u32 = 12;

impl Gen {
    fn mr(&mut self, bench: &mut Bench, rng: &mut TestRng, stag: u32) -> MrCmd {
        let page_2m = rng.gen_bool(0.2);
        let shift = if page_2m { 21 } else { 12 };
        let base_va = match rng.gen_range(0..10) {
            0 => u64::MAX - rng.gen_range(0..1 << 22),
            1 => rng.gen::<u64>() >> rng.gen_range(0..64),
            _ => rng.gen_range(0u64..1 << 40),
        };
        let length = match rng.gen_range(0..200) {
            0..=9 => 0,
            // Past the page-list bound, by less than a page or far.
            10..=19 => (MAX_PBL_PAGES << shift) + rng.gen_range(1..1 << shift),
            20..=29 => rng.gen::<u64>(),
            // Exactly at the bound (aligned base): the largest list taken (2 MiB of page
            // list for golden and the TLB model to read: rare).
            30 if !page_2m => MAX_PBL_PAGES << shift,
            _ => rng.gen_range(1..=(8u64 << shift)),
        };
        let base_va = if length == MAX_PBL_PAGES << shift { base_va & !((1 << shift) - 1) & ((1 << 40) - 1) } else { base_va };
        let pbl = self.next_pbl;
        let pages = match base_va.checked_add(length) {
            Some(_) => Region::page_count(base_va, length, if page_2m { PageSize::Size2M } else { PageSize::Size4K }),
            None => 0,
        };
        if pages <= MAX_PBL_PAGES {
            let list: Vec<u64> = (0..pages).map(|_| rng.gen_range(1u64..1 << 28) << shift).collect();
            bench.place_pages(pbl, &list);
            self.next_pbl += pages * PBL_ENTRY_BYTES as u64 + 64;
        }
        MrCmd { stag, pd: rng.gen_range(0..4), rights: rng.gen_range(0..16), page_2m, base_va, length, pbl }
    }

    /// The next command, its bytes (corrupted with probability `corrupt`).
    pub fn command(&mut self, bench: &mut Bench, rng: &mut TestRng) -> Vec<u8> {
        let g = bench.golden();
        let index = if rng.gen_bool(0.03) { rng.gen_range(MR_ENTRIES as u32..1 << 24) } else { rng.gen_range(0..MR_INDICES) };
        let key = match g.mrs.region(index) {
            Some(r) if rng.gen_bool(0.8) => r.key,
            _ => rng.gen(),
        };
        let stag = (index << STAG_INDEX_SHIFT) | u32::from(key);
        let qp = if rng.gen_bool(0.05) { rng.gen_range(QPS..=u16::MAX) } else { rng.gen_range(0..QPS) };
        let state = g.qps.get(&qp).map(|e| e.qp.state);
        let cmd_id = rng.gen();
        let cmd = match rng.gen_range(0..12) {
            0 | 1 => Cmd::MrRegister { cmd_id, mr: self.mr(bench, rng, stag) },
            2 => Cmd::MrFastRegister { cmd_id, mr: self.mr(bench, rng, stag) },
            3 => Cmd::MrInvalidate { cmd_id, stag },
            4 => Cmd::MrDeregister { cmd_id, stag },
            5 | 6 => Cmd::QpCreate {
                cmd_id,
                qp,
                pd: rng.gen(),
                sq_log: if rng.gen_bool(0.1) { rng.gen() } else { rng.gen_range(1..=16) },
                rq_log: if rng.gen_bool(0.1) { rng.gen() } else { rng.gen_range(1..=16) },
                sq_base: rng.gen(),
                rq_base: rng.gen(),
                cq: if rng.gen_bool(0.1) { rng.gen() } else { rng.gen_range(0..CQ_LIMIT) },
            },
            7..=10 => {
                use QpState::*;
                // Mostly the next step of the verbs' walk, else any state.
                let to = match (state, rng.gen_bool(0.7)) {
                    (Some(Reset), true) => Init,
                    (Some(Init), true) => Rtr,
                    (Some(Rtr), true) => Rts,
                    (Some(Rts), true) => if rng.gen_bool(0.5) { Closing } else { Error },
                    (Some(Error), true) => Reset,
                    _ => [Reset, Init, Rtr, Rts, Closing, Terminate, Error][rng.gen_range(0..7)],
                };
                // Mostly a MULPDU ddp_tx takes and a connection the TOE has, else any
                // (BAD_COMMAND into ready to send).
                let conn = if rng.gen_bool(0.1) { rng.gen() } else { rng.gen_range(0..TOE_CONN_LIMIT) };
                let mulpdu = if rng.gen_bool(0.1) { rng.gen() } else { rng.gen_range(MIN_MULPDU..=MAX_MULPDU) };
                let mpa = MpaLink {
                    s0_tx: rng.gen(),
                    s0_rx: rng.gen(),
                    sent_s0: rng.gen(),
                    acked: rng.gen(),
                    markers_tx: rng.gen(),
                    markers_rx: rng.gen(),
                    crc: rng.gen(),
                    kept: rng.gen(),
                };
                Cmd::QpModify { cmd_id, qp, state: to, ird: rng.gen_range(0..16), ord: rng.gen_range(0..16), conn, mulpdu, mpa }
            }
            _ => Cmd::QpDestroy { cmd_id, qp },
        };
        let mut bytes = cmd.encode().to_vec();
        if rng.gen_bool(self.corrupt) {
            match rng.gen_range(0..3) {
                0 => bytes[rng.gen_range(9..CMD_BYTES)] ^= 1 << rng.gen_range(0..8),
                1 => bytes[8] = rng.gen(),
                _ => {
                    let k = rng.gen_range(16..CMD_BYTES);
                    bytes[k] = rng.gen();
                }
            }
        }
        bytes
    }

    /// The host's next step while `left` commands remain to post.
    pub fn step(&mut self, bench: &mut Bench, left: &mut usize, rng: &mut TestRng) -> Step {
        match rng.gen_range(0..20) {
            0..=9 => {
                *left -= 1;
                Step::Post(self.command(bench, rng))
            }
            10..=12 => {
                let k = rng.gen_range(1..=(*left).min(bench.cmdq.size() as usize));
                *left -= k;
                Step::Batch((0..k).map(|_| self.command(bench, rng)).collect())
            }
            13..=16 => {
                let e = [QpEvent::Terminate, QpEvent::PeerClosed, QpEvent::LlpClosed, QpEvent::LlpReset][rng.gen_range(0..4)];
                Step::Event(rng.gen_range(0..QPS), e)
            }
            17 => {
                let (reg, v) = match rng.gen_range(0..8) {
                    0 => (doorbell::CMD_LOG, [0, 17, 255, u32::MAX][rng.gen_range(0..4)]),
                    1 => (doorbell::CMD_CQ_LOG, [0, 17, 32][rng.gen_range(0..3)]),
                    // A producer index more than the ring's size ahead of any consumer index.
                    2 => (doorbell::CMD_PI, bench.posted.wrapping_add(bench.cmdq.size() + 1 + rng.gen_range(0..1000))),
                    // A consumer index far ahead of every completion written.
                    3 => (doorbell::CMD_CQ_CI, bench.cq.consumer_index().wrapping_add(1 << 20)),
                    // Indices moved backwards (the last ones rung were taken).
                    4 => (doorbell::CMD_PI, bench.posted.wrapping_sub(rng.gen_range(1..4))),
                    5 => (doorbell::CMD_CQ_CI, bench.cq.consumer_index().wrapping_sub(rng.gen_range(1..4))),
                    // Offsets that name no register (below the queues' doorbells at 0x1000).
                    6 => (0x4, rng.gen()),
                    _ => (4 * rng.gen_range(10..0x400), rng.gen()),
                };
                Step::BadDoorbell(reg, v)
            }
            _ => Step::Drain,
        }
    }
}
