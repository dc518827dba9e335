//! One RNIC node (issue 16): the composed `rnic` (`rtl/rnic.v` on Verilator, or the native
//! model) with the host a real NIC has around it, and two nodes on a link.
//!
//! - **Host memory** is golden's [`OrderedHost`]: the driver (the CPU) writes and reads it
//!   directly ([`HostHandle`] is the driver's [`Host`]); the RNIC's one DMA port (`m_req` /
//!   `m_wd` / `s_rdata`) is served in request order, a read answered from the memory as of
//!   its place in that order (after every write requested before it), its words
//!   [`NodeConfig::read_latency`] cycles later, a word a cycle.
//! - **Registers**: the driver's register writes queue up and go into `s_db` one a cycle.
//! - **Time**: `tick` rises every [`TICK_CYCLES`] cycles (the standalone toe_timers' bound:
//!   a sweep of 1024 connections, three cycles each; the `rnic`'s TOE has 64).
//! - **The link** ([`Pair`]): each node's frames out are handed to the other after
//!   [`LinkConfig::delay`] cycles, at most one beat a cycle each way (10 Gb/s at 156.25 MHz:
//!   64 bits a cycle).

use crate::backend::{build, BackendKind, Dut};
use crate::stream::{packet_beats, Beat};
use crate::toe_hw::config_in;
use crate::verilated;
use iwarp_driver::Host;
use iwarp_golden::dma::OrderedHost;
use iwarp_golden::toe::ToeConfig;
use iwarp_model::rnic::top::Rnic as RnicTop;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

crate::bind_ports!(
    /// Inputs of `rnic`.
    RnicIn, RnicOut, RnicTop, verilated::rnic::Model,
    inputs {
        reset: bool, tick: bool,
        s_rx_data: u64, s_rx_keep: u8, s_rx_last: bool, s_rx_valid: bool, m_tx_ready: bool,
        s_raw_data: u64, s_raw_keep: u8, s_raw_last: bool, s_raw_valid: bool, m_slow_ready: bool,
        s_db.valid: bool, s_db.addr: u16, s_db.data: u32,
        m_req.ready: bool, m_wd.ready: bool, s_rdata.valid: bool, s_rdata.data: u64,
        s_tcb_rd.valid: bool, s_tcb_rd.conn: u16, m_tcb_rd.ready: bool,
        cfg_buf_base: u64, cfg_buf_shift: u8, cfg_stat_base: u64,
        cfg_mac: u64, cfg_ip: u32, cfg_own_lo: u16, cfg_own_hi: u16, cfg_conn_key_hi: u16, cfg_conn_key_lo: u64,
        cfg_isn_key_hi: u32, cfg_isn_key_lo: u64, cfg_rto_min: u32, cfg_rto_max: u32, cfg_rto_initial: u32, cfg_dack: u16,
        cfg_time_wait: u16, cfg_rcv_buf: u32, cfg_mss: u16, cfg_rcv_shift: u8, cfg_sack: bool, cfg_retries: u8,
        cfg_syn_retries: u8, cfg_chal_limit: u8, cfg_chal_window: u32, cfg_half_open_max: u16, cfg_syn_cookies: bool,
        cfg_cookie_key_hi: u64, cfg_cookie_key_lo: u64, cfg_ring_base: u64, cfg_bitmap_base: u64, cfg_ring_shift: u8,
        cfg_ooo: bool, cfg_area_base: u64, cfg_area_shift: u8,
    }
    outputs {
        s_rx_ready: bool, m_tx_data: u64, m_tx_keep: u8, m_tx_last: bool, m_tx_valid: bool, s_raw_ready: bool,
        m_slow_data: u64, m_slow_keep: u8, m_slow_last: bool, m_slow_valid: bool,
        s_db.ready: bool,
        m_req.valid: bool, m_req.write: bool, m_req.addr: u64, m_req.len: u16,
        m_wd.valid: bool, m_wd.data: u64, m_wd.keep: u8, m_wd.last: bool, s_rdata.ready: bool,
        s_tcb_rd.ready: bool, m_tcb_rd.valid: bool, m_tcb_rd.data: u64, m_tcb_rd.last: bool,
        idle: bool, cnt_mr_mismatch: u16, cnt_cmds: u32, cnt_wqes: u32, cnt_cqes: u32, cnt_ulpdus_tx: u32,
        cnt_segments_rx: u32, cnt_terminates: u16, cnt_rx_cut: u32, cnt_rq_waits: u32, cnt_wr_withdrawn: u32, cnt_wq_bad_db: u32, cnt_dma_reads: u32, cnt_dma_writes: u32, cnt_db_dropped: u32,
    }
);

pub type RnicDut = Box<dyn Dut<In = RnicIn, Out = RnicOut>>;

pub fn rnic_dut(kind: BackendKind, waves: Option<&str>) -> RnicDut {
    build::<RnicTop, verilated::rnic::Model>(kind, waves)
}

/// toe_timers sweeps its connections at three cycles each per tick (the standalone `toe`'s
/// 1024 bound it; the composed `rnic`'s 64 need less, kept the same).
pub const TICK_CYCLES: u64 = crate::toe_hw::MIN_CYCLES_PER_TICK;
/// The host stream buffers (`rnic_strm`): 4 KiB a connection, after them the status words.
pub const BUF_BASE: u64 = 0x40_0000_0000;
pub const BUF_SHIFT: u8 = 12;
pub const STAT_BASE: u64 = 0x48_0000_0000;
const LANES: usize = 8;
/// A clock cycle at 156.25 MHz, in picoseconds.
pub const CYCLE_PS: u64 = 6_400;

/// Host memory and the register writes waiting for `s_db`.
pub struct NodeMem {
    pub mem: OrderedHost,
    pub regs: VecDeque<(u32, u32)>,
    /// Register writes made by the driver, and taken by the RNIC (so a write is at the RNIC
    /// once `regs_taken` passes the `regs_made` it was made at: what a driver learns from a
    /// read-back after its posted MMIO writes).
    pub regs_made: u64,
    pub regs_taken: u64,
}

/// The driver's view of the node: host memory and the register window.
#[derive(Clone)]
pub struct HostHandle(pub Rc<RefCell<NodeMem>>);

impl Host for HostHandle {
    fn write_mem(&mut self, addr: u64, bytes: &[u8]) {
        self.0.borrow_mut().mem.write(addr, bytes);
    }
    fn read_mem(&mut self, addr: u64, out: &mut [u8]) {
        let m = self.0.borrow();
        for (k, b) in out.iter_mut().enumerate() {
            *b = m.mem.byte(addr.wrapping_add(k as u64));
        }
    }
    fn write_reg(&mut self, offset: u32, value: u32) {
        let mut m = self.0.borrow_mut();
        m.regs.push_back((offset, value));
        m.regs_made += 1;
    }
}

/// How a node's host behaves.
#[derive(Clone, Copy, Debug)]
pub struct NodeConfig {
    /// Cycles from a read's request to its first word.
    pub read_latency: u64,
    /// Unwritten host memory reads as a hash of its address and this (a stray read cannot
    /// pass for data).
    pub fill: u64,
    /// Reads starting in [start, end) answered `extra` cycles later still (a test's way to
    /// hold one ring's fetches back; the port stays in order, so later reads wait too).
    pub slow_reads: Option<(u64, u64, u64)>,
}

impl Default for NodeConfig {
    fn default() -> Self {
        NodeConfig { read_latency: 20, fill: 0x5EED, slow_reads: None }
    }
}

enum HostReq {
    Read { addr: u64, len: u16 },
    Write { addr: u64, len: u16 },
}

/// One RNIC and its host.
pub struct RnicNode {
    pub dut: RnicDut,
    pub host: HostHandle,
    pub cfg: NodeConfig,
    base_in: RnicIn,
    pub cycle: u64,
    /// Requests taken, in order; a write's bytes collected as its words come.
    reqs: VecDeque<HostReq>,
    wbytes: Vec<u8>,
    /// Read words due: (cycle from which it may go, word).
    rwords: VecDeque<(u64, u64)>,
    /// Frames out (whole, bytes) not yet handed to the link; the one in progress.
    pub tx_frames: VecDeque<Vec<u8>>,
    tx_cur: Vec<u8>,
    /// Frames in, waiting; the beats of the one going in.
    pub rx_frames: VecDeque<Vec<u8>>,
    rx_beats: VecDeque<Beat>,
    pub slow_frames: u64,
    /// Slow-path frames out (ARP, ICMP, what the TOE does not take), whole, for a host
    /// stack that answers them (the TAP runner's); [`Pair`] discards them.
    pub slow_out: VecDeque<Vec<u8>>,
    slow_cur: Vec<u8>,
    /// Frames the host stack sends itself (its ARP replies), into `s_raw` one after another
    /// (the TOE puts them on the wire between its own); the beats of the one going in.
    pub raw_in: VecDeque<Vec<u8>>,
    raw_beats: VecDeque<Beat>,
    pub last_out: RnicOut,
    /// A window of the node's ports being written as a VCD, until its last cycle.
    window: Option<PortWindow>,
    /// Host addresses whose DMA writes are logged (the registered data area, say), and the
    /// log: (cycle the write's last word came, address, bytes).
    pub watch: Option<std::ops::Range<u64>>,
    pub watched: Vec<(u64, u64, usize)>,
}

/// A port-level VCD of a window of cycles (the top's ports, a clock; one cycle is
/// [`crate::waves::PORT_VCD_CYCLE`] time units), written as the node steps.
struct PortWindow {
    out: vcd::Writer<std::io::BufWriter<std::fs::File>>,
    clock: vcd::IdCode,
    ids: Vec<(vcd::IdCode, usize)>,
    last: Vec<u64>,
    until: u64,
}

impl PortWindow {
    fn new(path: &std::path::Path, until: u64) -> std::io::Result<Self> {
        use crate::ports::PortList;
        let mut out = vcd::Writer::new(std::io::BufWriter::new(std::fs::File::create(path)?));
        out.timescale(1, vcd::TimescaleUnit::NS)?;
        out.add_module("rnic")?;
        let clock = out.add_wire(1, "clock")?;
        let mut ids = Vec::new();
        for (name, w) in RnicIn::ports().into_iter().chain(RnicOut::ports()) {
            ids.push((out.add_wire(w as u32, name)?, w));
        }
        out.upscope()?;
        out.enddefinitions()?;
        let n = ids.len();
        Ok(PortWindow { out, clock, ids, last: vec![u64::MAX; n], until })
    }

    fn cycle(&mut self, cycle: u64, i: &RnicIn, o: &RnicOut) -> std::io::Result<()> {
        use crate::ports::PortList;
        let t = cycle * crate::waves::PORT_VCD_CYCLE;
        self.out.timestamp(t)?;
        self.out.change_scalar(self.clock, false)?;
        let values: Vec<u64> = i.values().into_iter().chain(o.values()).collect();
        for ((&(id, w), old), v) in self.ids.iter().zip(self.last.iter_mut()).zip(values) {
            if *old != v {
                *old = v;
                if w == 1 {
                    self.out.change_scalar(id, v != 0)?;
                } else {
                    self.out.change_vector(id, (0..w).rev().map(|b| vcd::Value::from((v >> b) & 1 == 1)))?;
                }
            }
        }
        self.out.timestamp(t + crate::waves::PORT_VCD_CYCLE / 2)?;
        self.out.change_scalar(self.clock, true)
    }
}

impl RnicNode {
    /// A node whose TOE runs `toe` (its address, ports, timers), held in reset for a few
    /// cycles.
    pub fn new(kind: BackendKind, toe: &ToeConfig, cfg: NodeConfig, waves: Option<&str>) -> Self {
        let t = config_in(toe);
        let base_in = RnicIn {
            cfg_buf_base: BUF_BASE,
            cfg_buf_shift: BUF_SHIFT,
            cfg_stat_base: STAT_BASE,
            cfg_mac: t.cfg_mac,
            cfg_ip: t.cfg_ip,
            cfg_own_lo: t.cfg_own_lo,
            cfg_own_hi: t.cfg_own_hi,
            cfg_conn_key_hi: t.cfg_conn_key_hi,
            cfg_conn_key_lo: t.cfg_conn_key_lo,
            cfg_isn_key_hi: t.cfg_isn_key_hi,
            cfg_isn_key_lo: t.cfg_isn_key_lo,
            cfg_rto_min: t.cfg_rto_min,
            cfg_rto_max: t.cfg_rto_max,
            cfg_rto_initial: t.cfg_rto_initial,
            cfg_dack: t.cfg_dack,
            cfg_time_wait: t.cfg_time_wait,
            cfg_rcv_buf: t.cfg_rcv_buf,
            cfg_mss: t.cfg_mss,
            cfg_rcv_shift: t.cfg_rcv_shift,
            cfg_sack: t.cfg_sack,
            cfg_retries: t.cfg_retries,
            cfg_syn_retries: t.cfg_syn_retries,
            cfg_chal_limit: t.cfg_chal_limit,
            cfg_chal_window: t.cfg_chal_window,
            cfg_half_open_max: t.cfg_half_open_max,
            cfg_syn_cookies: t.cfg_syn_cookies,
            cfg_cookie_key_hi: t.cfg_cookie_key_hi,
            cfg_cookie_key_lo: t.cfg_cookie_key_lo,
            cfg_ring_base: t.cfg_ring_base,
            cfg_bitmap_base: t.cfg_bitmap_base,
            cfg_ring_shift: t.cfg_ring_shift,
            cfg_ooo: t.cfg_ooo,
            cfg_area_base: t.cfg_area_base,
            cfg_area_shift: t.cfg_area_shift,
            m_tx_ready: true,
            m_slow_ready: true,
            m_req_ready: true,
            m_wd_ready: true,
            m_tcb_rd_ready: true,
            ..Default::default()
        };
        let host = HostHandle(Rc::new(RefCell::new(NodeMem { mem: OrderedHost::with_fill(cfg.fill), regs: VecDeque::new(), regs_made: 0, regs_taken: 0 })));
        let mut n = RnicNode {
            dut: rnic_dut(kind, waves),
            host,
            cfg,
            base_in,
            cycle: 0,
            reqs: VecDeque::new(),
            wbytes: Vec::new(),
            rwords: VecDeque::new(),
            tx_frames: VecDeque::new(),
            tx_cur: Vec::new(),
            rx_frames: VecDeque::new(),
            rx_beats: VecDeque::new(),
            slow_frames: 0,
            slow_out: VecDeque::new(),
            slow_cur: Vec::new(),
            raw_in: VecDeque::new(),
            raw_beats: VecDeque::new(),
            last_out: RnicOut::default(),
            window: None,
            watch: None,
            watched: Vec::new(),
        };
        for _ in 0..4 {
            n.dut.eval(&RnicIn { reset: true, ..n.base_in });
            n.dut.tick();
        }
        n
    }

    /// Writes the node's ports as a VCD at `path` for the next `cycles` cycles.
    pub fn record_window(&mut self, path: &std::path::Path, cycles: u64) -> std::io::Result<()> {
        self.window = Some(PortWindow::new(path, self.cycle + cycles)?);
        Ok(())
    }

    /// The send rings' and stream buffers' places, for the driver.
    pub fn stream_layout(&self) -> iwarp_driver::stream::StreamLayout {
        iwarp_driver::stream::StreamLayout {
            ring_base: self.base_in.cfg_ring_base,
            bitmap_base: self.base_in.cfg_bitmap_base,
            ring_shift: self.base_in.cfg_ring_shift,
            buf_base: BUF_BASE,
            buf_shift: BUF_SHIFT,
            stat_base: STAT_BASE,
        }
    }

    /// No DMA request is waiting to be served and no read word is due: every write the
    /// RNIC asked for is in host memory.
    pub fn dma_quiet(&self) -> bool {
        self.reqs.is_empty() && self.rwords.is_empty() && self.wbytes.is_empty()
    }

    /// Serves the host port's oldest requests whose turn has come: a read once every
    /// write before it has all its bytes.
    fn serve(&mut self) {
        while let Some(r) = self.reqs.front() {
            match *r {
                HostReq::Read { addr, len } => {
                    let words = self.host.0.borrow().mem.read_words(addr, len);
                    let extra = self.cfg.slow_reads.filter(|&(lo, hi, _)| (lo..hi).contains(&addr)).map_or(0, |x| x.2);
                    let from = self.cycle + self.cfg.read_latency + extra;
                    self.rwords.extend(words.into_iter().map(|w| (from, w)));
                    self.reqs.pop_front();
                }
                HostReq::Write { .. } => break,
            }
        }
    }

    /// One clock cycle.
    pub fn step(&mut self) {
        let mut i = self.base_in;
        i.tick = self.cycle % TICK_CYCLES == 0;
        if let Some(&(addr, data)) = self.host.0.borrow().regs.front() {
            (i.s_db_valid, i.s_db_addr, i.s_db_data) = (true, addr as u16, data);
        }
        if let Some(&(at, w)) = self.rwords.front() {
            if at <= self.cycle {
                (i.s_rdata_valid, i.s_rdata_data) = (true, w);
            }
        }
        if self.rx_beats.is_empty() {
            if let Some(f) = self.rx_frames.pop_front() {
                self.rx_beats = packet_beats(&f, 0).into();
            }
        }
        if let Some(b) = self.rx_beats.front() {
            (i.s_rx_valid, i.s_rx_data, i.s_rx_keep, i.s_rx_last) = (true, b.data, b.keep, b.last);
        }
        if self.raw_beats.is_empty() {
            if let Some(f) = self.raw_in.pop_front() {
                self.raw_beats = packet_beats(&f, 0).into();
            }
        }
        if let Some(b) = self.raw_beats.front() {
            (i.s_raw_valid, i.s_raw_data, i.s_raw_keep, i.s_raw_last) = (true, b.data, b.keep, b.last);
        }
        let o = self.dut.eval(&i);
        if i.s_raw_valid && o.s_raw_ready {
            self.raw_beats.pop_front();
        }
        if i.s_db_valid && o.s_db_ready {
            let mut m = self.host.0.borrow_mut();
            m.regs.pop_front();
            m.regs_taken += 1;
        }
        if i.s_rdata_valid {
            self.rwords.pop_front();
        }
        if i.s_rx_valid && o.s_rx_ready {
            self.rx_beats.pop_front();
        }
        if o.m_req_valid {
            self.reqs.push_back(if o.m_req_write { HostReq::Write { addr: o.m_req_addr, len: o.m_req_len } } else { HostReq::Read { addr: o.m_req_addr, len: o.m_req_len } });
        }
        if o.m_wd_valid {
            for l in 0..LANES {
                if (o.m_wd_keep >> l) & 1 == 1 {
                    self.wbytes.push((o.m_wd_data >> (8 * l)) as u8);
                }
            }
            if o.m_wd_last {
                let pos = self.reqs.iter().position(|r| matches!(r, HostReq::Write { .. })).expect("a write's words with no write requested");
                assert_eq!(pos, 0, "a write's words before the reads requested ahead of it were served");
                let Some(HostReq::Write { addr, len }) = self.reqs.pop_front() else { unreachable!() };
                assert_eq!(self.wbytes.len(), usize::from(len), "write of {len} bytes at {addr:#x}: {} bytes came", self.wbytes.len());
                let bytes = std::mem::take(&mut self.wbytes);
                if self.watch.as_ref().is_some_and(|w| w.contains(&addr) || w.contains(&(addr + u64::from(len)).saturating_sub(1))) {
                    self.watched.push((self.cycle, addr, bytes.len()));
                }
                self.host.0.borrow_mut().mem.write(addr, &bytes);
            }
        }
        if o.m_tx_valid {
            for l in 0..LANES {
                if (o.m_tx_keep >> l) & 1 == 1 {
                    self.tx_cur.push((o.m_tx_data >> (8 * l)) as u8);
                }
            }
            if o.m_tx_last {
                self.tx_frames.push_back(std::mem::take(&mut self.tx_cur));
            }
        }
        if o.m_slow_valid {
            for l in 0..LANES {
                if (o.m_slow_keep >> l) & 1 == 1 {
                    self.slow_cur.push((o.m_slow_data >> (8 * l)) as u8);
                }
            }
            if o.m_slow_last {
                self.slow_frames += 1;
                self.slow_out.push_back(std::mem::take(&mut self.slow_cur));
            }
        }
        if let Some(w) = &mut self.window {
            w.cycle(self.cycle, &i, &o).expect("write the port window's VCD");
            if self.cycle + 1 >= w.until {
                w.out.flush().expect("write the port window's VCD");
                self.window = None;
            }
        }
        self.dut.tick();
        self.cycle += 1;
        self.serve();
        self.last_out = o;
    }
}

/// What a closed node's simulation is replaced by: stepping it is a bug.
struct Closed;

impl Dut for Closed {
    type In = RnicIn;
    type Out = RnicOut;
    fn eval(&mut self, _: &RnicIn) -> RnicOut {
        panic!("a closed node was stepped")
    }
    fn tick(&mut self) {
        panic!("a closed node was stepped")
    }
    fn backend(&self) -> &'static str {
        "closed"
    }
}

/// The link between two nodes.
#[derive(Clone, Copy, Debug)]
pub struct LinkConfig {
    /// Cycles from a frame's last beat out to its delivery to the other node.
    pub delay: u64,
    /// Share of frames lost; share held back by up to `reorder_cycles` more (so frames
    /// sent after them may pass them); the seed of these choices.
    pub loss: f64,
    pub reorder: f64,
    pub reorder_cycles: u64,
    pub seed: u64,
}

impl Default for LinkConfig {
    fn default() -> Self {
        LinkConfig { delay: 200, loss: 0.0, reorder: 0.0, reorder_cycles: 0, seed: 1 }
    }
}

/// What the link did to the frames.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LinkStats {
    pub frames: u64,
    pub bytes: u64,
    pub lost: u64,
    pub held_back: u64,
}

/// Two nodes on a link.
pub struct Pair {
    pub a: RnicNode,
    pub b: RnicNode,
    pub link: LinkConfig,
    /// Frames in flight each way: (cycle due, bytes), kept in the order they are due.
    ab: Vec<(u64, Vec<u8>)>,
    ba: Vec<(u64, Vec<u8>)>,
    /// Every frame put on the link, in order: (cycle, from a, bytes); lost ones included
    /// (the capture is taken where they leave the sender).
    pub capture: Vec<(u64, bool, Vec<u8>)>,
    pub stats: LinkStats,
    rng: rand_chacha::ChaCha8Rng,
}

impl Pair {
    pub fn new(a: RnicNode, b: RnicNode, link: LinkConfig) -> Self {
        use rand::SeedableRng;
        Pair { a, b, link, ab: Vec::new(), ba: Vec::new(), capture: Vec::new(), stats: LinkStats::default(), rng: rand_chacha::ChaCha8Rng::seed_from_u64(link.seed) }
    }

    /// A frame onto the link: lost, or due after the delay (and maybe held back).
    fn put(&mut self, now: u64, from_a: bool, f: Vec<u8>) {
        use rand::Rng;
        self.stats.frames += 1;
        self.stats.bytes += f.len() as u64;
        self.capture.push((now, from_a, f.clone()));
        if self.link.loss > 0.0 && self.rng.gen_bool(self.link.loss) {
            self.stats.lost += 1;
            return;
        }
        let mut due = now + self.link.delay;
        if self.link.reorder > 0.0 && self.rng.gen_bool(self.link.reorder) {
            self.stats.held_back += 1;
            due += self.rng.gen_range(1..=self.link.reorder_cycles.max(1));
        }
        let q = if from_a { &mut self.ab } else { &mut self.ba };
        let at = q.partition_point(|x| x.0 <= due);
        q.insert(at, (due, f));
    }

    /// One cycle on both nodes and the link.
    pub fn step(&mut self) {
        self.a.step();
        self.b.step();
        let now = self.a.cycle;
        while let Some(f) = self.a.tx_frames.pop_front() {
            self.put(now, true, f);
        }
        while let Some(f) = self.b.tx_frames.pop_front() {
            self.put(now, false, f);
        }
        self.a.slow_out.clear();
        self.b.slow_out.clear();
        while self.ab.first().is_some_and(|x| x.0 <= now) {
            let f = self.ab.remove(0).1;
            self.b.rx_frames.push_back(f);
        }
        while self.ba.first().is_some_and(|x| x.0 <= now) {
            let f = self.ba.remove(0).1;
            self.a.rx_frames.push_back(f);
        }
    }

    /// The link's frames as a pcap (a cycle is 6.4 ns at 156.25 MHz).
    pub fn pcap(&self) -> Vec<u8> {
        let records: Vec<iwarp_golden::pcap::Record> = self
            .capture
            .iter()
            .map(|(t, _, f)| iwarp_golden::pcap::Record { time_ns: t * CYCLE_PS / 1000, data: f.clone(), orig_len: f.len() as u32 })
            .collect();
        iwarp_golden::pcap::write(&records)
    }

    /// Ends both nodes' simulations (their waveform files closed), leaving stand-ins that
    /// must not be stepped.
    pub fn close(&mut self) {
        self.a.dut = Box::new(Closed);
        self.b.dut = Box::new(Closed);
    }

    /// Steps until `done` holds (checked every cycle), at most `bound` cycles; the cycles
    /// taken, or None.
    pub fn run_until(&mut self, bound: u64, mut done: impl FnMut(&mut Pair) -> bool) -> Option<u64> {
        for k in 0..bound {
            if done(self) {
                return Some(k);
            }
            self.step();
        }
        None
    }
}
