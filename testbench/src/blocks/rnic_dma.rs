//! rnic_dma: port binding, the clients, the host and the scoreboard.
//!
//! Thirteen clients (eight readers, five writers) make random requests; the host takes the
//! block's requests in order, applies each write's words to its memory and answers each
//! read from its memory after a random latency. The oracle is golden's `dma::OrderedHost`,
//! fed every request in the order the block takes them from its ports (it takes one at a
//! time): the host must see exactly that sequence (kind, address, length, a write's bytes),
//! and every word a reader gets must be golden's memory at the moment its read was taken.
//! Beside it: readers stop taking their data for long stretches (the others must keep
//! going: a port waits behind at most one grant of each other port while it can go), the
//! host sends words with no read outstanding (dropped and counted), counters are checked.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::{packet_beats, Beat, ReadyGen};
use crate::verilated;
use iwarp_golden::dma::{OrderedHost, Request, MAX_READ, WORD_BYTES};
use iwarp_model::rnic::dma::{dma_credit, RnicDma, RD_PORTS, TAG_BITS, WR_PORTS};
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_dma`.
    DmaIn, DmaOut, RnicDma, verilated::rnic_dma::Model,
    inputs {
        reset: bool,
        s_cmd_rd.valid: bool, s_cmd_rd.addr: u64, s_cmd_rd.len: u16, s_cmd_rd.tag: u8, m_cmd_rd.ready: bool,
        s_wq_rd.valid: bool, s_wq_rd.addr: u64, s_wq_rd.len: u16, s_wq_rd.tag: u8, m_wq_rd.ready: bool,
        s_txpbl_rd.valid: bool, s_txpbl_rd.addr: u64, s_txpbl_rd.len: u16, s_txpbl_rd.tag: u8, m_txpbl_rd.ready: bool,
        s_txpay_rd.valid: bool, s_txpay_rd.addr: u64, s_txpay_rd.len: u16, s_txpay_rd.tag: u8, m_txpay_rd.ready: bool,
        s_rxpbl_rd.valid: bool, s_rxpbl_rd.addr: u64, s_rxpbl_rd.len: u16, s_rxpbl_rd.tag: u8, m_rxpbl_rd.ready: bool,
        s_bmp_rd.valid: bool, s_bmp_rd.addr: u64, s_bmp_rd.len: u16, s_bmp_rd.tag: u8, m_bmp_rd.ready: bool,
        s_ring_rd.valid: bool, s_ring_rd.addr: u64, s_ring_rd.len: u16, s_ring_rd.tag: u8, m_ring_rd.ready: bool,
        s_area_rd.valid: bool, s_area_rd.addr: u64, s_area_rd.len: u16, s_area_rd.tag: u8, m_area_rd.ready: bool,
        s_tq_rd.valid: bool, s_tq_rd.addr: u64, s_tq_rd.len: u16, s_tq_rd.tag: u8, m_tq_rd.ready: bool,
        s_cmd_wr.valid: bool, s_cmd_wr.addr: u64, s_cmd_wr.len: u16,
        s_cmd_wd.valid: bool, s_cmd_wd.data: u64, s_cmd_wd.keep: u8, s_cmd_wd.last: bool,
        s_cq_wr.valid: bool, s_cq_wr.addr: u64, s_cq_wr.len: u16,
        s_cq_wd.valid: bool, s_cq_wd.data: u64, s_cq_wd.keep: u8, s_cq_wd.last: bool,
        s_place_wr.valid: bool, s_place_wr.addr: u64, s_place_wr.len: u16,
        s_place_wd.valid: bool, s_place_wd.data: u64, s_place_wd.keep: u8, s_place_wd.last: bool,
        s_area_wr.valid: bool, s_area_wr.addr: u64, s_area_wr.len: u16,
        s_area_wd.valid: bool, s_area_wd.data: u64, s_area_wd.keep: u8, s_area_wd.last: bool,
        s_ring_wr.valid: bool, s_ring_wr.addr: u64, s_ring_wr.len: u16,
        s_ring_wd.valid: bool, s_ring_wd.data: u64, s_ring_wd.keep: u8, s_ring_wd.last: bool,
        s_ev_wr.valid: bool, s_ev_wr.addr: u64, s_ev_wr.len: u16,
        s_ev_wd.valid: bool, s_ev_wd.data: u64, s_ev_wd.keep: u8, s_ev_wd.last: bool,
        s_strm_wr.valid: bool, s_strm_wr.addr: u64, s_strm_wr.len: u16,
        s_strm_wd.valid: bool, s_strm_wd.data: u64, s_strm_wd.keep: u8, s_strm_wd.last: bool,
        m_req.ready: bool, m_wd.ready: bool,
        s_rdata.valid: bool, s_rdata.data: u64,
    }
    outputs {
        s_cmd_rd.ready: bool, m_cmd_rd.valid: bool, m_cmd_rd.data: u64,
        s_wq_rd.ready: bool, m_wq_rd.valid: bool, m_wq_rd.data: u64,
        s_txpbl_rd.ready: bool, m_txpbl_rd.valid: bool, m_txpbl_rd.data: u64,
        s_txpay_rd.ready: bool, m_txpay_rd.valid: bool, m_txpay_rd.data: u64,
        s_rxpbl_rd.ready: bool, m_rxpbl_rd.valid: bool, m_rxpbl_rd.data: u64,
        s_bmp_rd.ready: bool, m_bmp_rd.valid: bool, m_bmp_rd.data: u64,
        s_ring_rd.ready: bool, m_ring_rd.valid: bool, m_ring_rd.data: u64,
        s_area_rd.ready: bool, m_area_rd.valid: bool, m_area_rd.data: u64,
        s_tq_rd.ready: bool, m_tq_rd.valid: bool, m_tq_rd.data: u64,
        s_cmd_wr.ready: bool, s_cmd_wd.ready: bool,
        s_cq_wr.ready: bool, s_cq_wd.ready: bool,
        s_place_wr.ready: bool, s_place_wd.ready: bool,
        s_area_wr.ready: bool, s_area_wd.ready: bool,
        s_ring_wr.ready: bool, s_ring_wd.ready: bool,
        s_ev_wr.ready: bool, s_ev_wd.ready: bool,
        s_strm_wr.ready: bool, s_strm_wd.ready: bool,
        m_req.valid: bool, m_req.write: bool, m_req.addr: u64, m_req.len: u16,
        m_wd.valid: bool, m_wd.data: u64, m_wd.keep: u8, m_wd.last: bool,
        s_rdata.ready: bool,
        idle: bool, cnt_reads: u32, cnt_writes: u32, cnt_stray: u16,
    }
);

pub type DmaDut = Box<dyn Dut<In = DmaIn, Out = DmaOut>>;

pub fn dma_dut(kind: BackendKind, test: &str) -> DmaDut {
    build::<RnicDma, verilated::rnic_dma::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = DmaIn, Out = DmaOut>) {
    for _ in 0..2 {
        dut.eval(&DmaIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// A read port's request and data as the bench drives and sees them.
#[derive(Clone, Copy, Default)]
pub struct RdPort {
    pub valid: bool,
    pub addr: u64,
    pub len: u16,
    pub data_ready: bool,
}

/// A write port's request and its current word.
#[derive(Clone, Copy, Default)]
pub struct WrPort {
    pub valid: bool,
    pub addr: u64,
    pub len: u16,
    pub wd_valid: bool,
    pub data: u64,
    pub keep: u8,
    pub last: bool,
}

macro_rules! rd_ports {
    ($m:ident) => {
        $m!(0, s_cmd_rd, m_cmd_rd);
        $m!(1, s_wq_rd, m_wq_rd);
        $m!(2, s_txpbl_rd, m_txpbl_rd);
        $m!(3, s_txpay_rd, m_txpay_rd);
        $m!(4, s_rxpbl_rd, m_rxpbl_rd);
        $m!(5, s_bmp_rd, m_bmp_rd);
        $m!(6, s_ring_rd, m_ring_rd);
        $m!(7, s_area_rd, m_area_rd);
        $m!(8, s_tq_rd, m_tq_rd);
    };
}

macro_rules! wr_ports {
    ($m:ident) => {
        $m!(0, s_cmd_wr, s_cmd_wd);
        $m!(1, s_cq_wr, s_cq_wd);
        $m!(2, s_place_wr, s_place_wd);
        $m!(3, s_area_wr, s_area_wd);
        $m!(4, s_ring_wr, s_ring_wd);
        $m!(5, s_ev_wr, s_ev_wd);
        $m!(6, s_strm_wr, s_strm_wd);
    };
}

/// The input with the ports' values.
pub fn drive(rd: &[RdPort; RD_PORTS], wr: &[WrPort; WR_PORTS], req_ready: bool, wd_ready: bool, rdata: Option<u64>) -> DmaIn {
    let mut i = DmaIn { m_req_ready: req_ready, m_wd_ready: wd_ready, ..Default::default() };
    if let Some(d) = rdata {
        (i.s_rdata_valid, i.s_rdata_data) = (true, d);
    }
    macro_rules! set_rd {
        ($k:expr, $s:ident, $m:ident) => {
            crate::ports::paste::paste! {
                i.[<$s _valid>] = rd[$k].valid;
                i.[<$s _addr>] = rd[$k].addr;
                i.[<$s _len>] = rd[$k].len;
                i.[<$m _ready>] = rd[$k].data_ready;
            }
        };
    }
    rd_ports!(set_rd);
    macro_rules! set_wr {
        ($k:expr, $s:ident, $d:ident) => {
            crate::ports::paste::paste! {
                i.[<$s _valid>] = wr[$k].valid;
                i.[<$s _addr>] = wr[$k].addr;
                i.[<$s _len>] = wr[$k].len;
                i.[<$d _valid>] = wr[$k].wd_valid;
                i.[<$d _data>] = wr[$k].data;
                i.[<$d _keep>] = wr[$k].keep;
                i.[<$d _last>] = wr[$k].last;
            }
        };
    }
    wr_ports!(set_wr);
    i
}

/// Per read port: request taken, data word (valid, data); per write port: request taken,
/// word taken.
pub struct Seen {
    pub rd_taken: [bool; RD_PORTS],
    pub rd_data: [Option<u64>; RD_PORTS],
    pub wr_taken: [bool; WR_PORTS],
    pub wd_taken: [bool; WR_PORTS],
}

pub fn seen(i: &DmaIn, o: &DmaOut) -> Seen {
    let mut s = Seen { rd_taken: [false; RD_PORTS], rd_data: [None; RD_PORTS], wr_taken: [false; WR_PORTS], wd_taken: [false; WR_PORTS] };
    macro_rules! get_rd {
        ($k:expr, $sp:ident, $m:ident) => {
            crate::ports::paste::paste! {
                s.rd_taken[$k] = i.[<$sp _valid>] && o.[<$sp _ready>];
                if o.[<$m _valid>] && i.[<$m _ready>] {
                    s.rd_data[$k] = Some(o.[<$m _data>]);
                }
            }
        };
    }
    rd_ports!(get_rd);
    macro_rules! get_wr {
        ($k:expr, $sp:ident, $d:ident) => {
            crate::ports::paste::paste! {
                s.wr_taken[$k] = i.[<$sp _valid>] && o.[<$sp _ready>];
                s.wd_taken[$k] = i.[<$d _valid>] && o.[<$d _ready>];
            }
        };
    }
    wr_ports!(get_wr);
    s
}

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct DmaEnv {
    /// Probability a client without a request makes one in a cycle.
    pub rate: f64,
    /// Probability a ready (the readers' data, the host's request and write ports) is low,
    /// and a writer's word or a host's read word is not offered.
    pub stall: f64,
    /// Probability per cycle a reader stops taking its data, and the longest stop.
    pub hog_p: f64,
    pub hog: u64,
    /// The host's longest read latency (cycles from taking the request).
    pub latency: u64,
    /// Probability per idle cycle of a host word with no read outstanding.
    pub stray: f64,
    /// Longest read of the payload ports (the others read one 8-byte word or an entry).
    pub max_read: u16,
    /// Longest write.
    pub max_write: u16,
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct DmaRun {
    pub reads: u64,
    pub writes: u64,
    pub words_read: u64,
    pub words_written: u64,
    pub stray: u64,
    pub hogs: u64,
    /// The most grants of other ports a port waited behind while it could go.
    pub worst_wait_grants: u64,
    pub cycles: u64,
}

struct Reader {
    req: Option<(u64, u16)>,
    /// Words golden returned for its reads taken, not yet received.
    expect: VecDeque<u64>,
    hog: u64,
    waited: u64,
}

struct Writer {
    req: Option<(u64, Vec<u8>)>,
    /// Words of the writes, to stream (from lane 0, the last with `last`).
    words: VecDeque<Beat>,
    /// The current word is offered this cycle.
    offer: bool,
    waited: u64,
}

/// The host: requests in order, reads answered after a latency.
#[derive(Default)]
struct Host {
    mem: OrderedHost,
    queue: VecDeque<(bool, u64, u16)>,
    /// The write being received: bytes so far.
    wbytes: Vec<u8>,
    /// Read words to send, each with its earliest cycle and whether it is its read's first.
    out: VecDeque<(u64, u64, bool)>,
    /// The word offered this cycle.
    offered: Option<u64>,
}

pub struct DmaBench {
    env: DmaEnv,
    golden: OrderedHost,
    readers: Vec<Reader>,
    writers: Vec<Writer>,
    host: Host,
    /// Requests as taken from the ports, not yet seen on the host port.
    taken: VecDeque<Request>,
    /// Host writes taken, their golden bytes.
    host_writes: VecDeque<Vec<u8>>,
    pub run: DmaRun,
}

/// Where the bench's requests land: a 256 KiB window, so reads meet earlier writes.
const WINDOW: u64 = 1 << 18;
const BASE: u64 = 0x1_0000_0000;
/// Each port's usual read length: entries and page-list words (the payload ports read up to
/// `max_read`).
const ENTRY_READS: [u16; 3] = [8, 32, 64];
const PAYLOAD_PORTS: [usize; 3] = [3, 6, 7];
/// A lull of `LULL_EVERY` cycles in every `LULL_PHASES` of them.
const LULL_EVERY: u64 = 2_000;
const LULL_PHASES: u64 = 8;
/// A read counts as able to go while the block holds fewer tags than its queue's depth
/// minus this (the block's room check is a cycle old and leaves one for a read in flight).
const TAG_SLACK: usize = 3;

impl DmaBench {
    pub fn new(env: DmaEnv, rng: &mut TestRng) -> Self {
        let fill = rng.gen();
        DmaBench {
            env,
            golden: OrderedHost::with_fill(fill),
            readers: (0..RD_PORTS).map(|_| Reader { req: None, expect: VecDeque::new(), hog: 0, waited: 0 }).collect(),
            writers: (0..WR_PORTS).map(|_| Writer { req: None, words: VecDeque::new(), offer: false, waited: 0 }).collect(),
            host: Host { mem: OrderedHost::with_fill(fill), ..Host::default() },
            taken: VecDeque::new(),
            host_writes: VecDeque::new(),
            run: DmaRun::default(),
        }
    }

    fn new_read(&self, k: usize, rng: &mut TestRng) -> (u64, u16) {
        let len = if PAYLOAD_PORTS.contains(&k) { rng.gen_range(1..=self.env.max_read) } else { ENTRY_READS[rng.gen_range(0..ENTRY_READS.len())] };
        loop {
            let addr = BASE + rng.gen_range(0..WINDOW);
            if Request::valid_read(addr, len) {
                return (addr, len);
            }
        }
    }

    fn new_write(&self, rng: &mut TestRng) -> (u64, Vec<u8>) {
        let len = rng.gen_range(1..=self.env.max_write);
        let addr = BASE + rng.gen_range(0..WINDOW);
        (addr, (0..len).map(|_| rng.gen()).collect())
    }

    /// Runs until `n` requests were taken and everything settled.
    pub fn run(&mut self, dut: &mut dyn Dut<In = DmaIn, Out = DmaOut>, n: u64, rng: &mut TestRng) -> Result<DmaRun, String> {
        let base = dut.eval(&DmaIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let mut quiet = 0;
        let mut stuck = 0u64;
        let mut last_idle = base.idle;
        loop {
            self.run.cycles += 1;
            let now = self.run.cycles;
            let total = self.run.reads + self.run.writes;
            // Now and then a lull: no new request, so the block drains and goes idle (the
            // host's stray words come then).
            let lull = (now / LULL_EVERY) % LULL_PHASES == LULL_PHASES - 1;
            // The clients' requests.
            for k in 0..RD_PORTS {
                if self.readers[k].req.is_none() && total < n && !lull && rng.gen_bool(self.env.rate) {
                    self.readers[k].req = Some(self.new_read(k, rng));
                }
                let r = &mut self.readers[k];
                if r.hog > 0 {
                    r.hog -= 1;
                } else if rng.gen_bool(self.env.hog_p) {
                    r.hog = rng.gen_range(1..=self.env.hog);
                    self.run.hogs += 1;
                }
            }
            for j in 0..WR_PORTS {
                if self.writers[j].req.is_none() && total < n && !lull && rng.gen_bool(self.env.rate) {
                    // The write's words are offered from the start, beside its request (a
                    // client holding its data, as the write contract asks).
                    let (addr, bytes) = self.new_write(rng);
                    self.writers[j].words.extend(packet_beats(&bytes, 0));
                    self.writers[j].req = Some((addr, bytes));
                }
                let w = &mut self.writers[j];
                // A word once offered stays offered until taken.
                w.offer = !w.words.is_empty() && (w.offer || !rng.gen_bool(self.env.stall));
            }
            let mut rd = [RdPort::default(); RD_PORTS];
            for (k, r) in self.readers.iter().enumerate() {
                if let Some((addr, len)) = r.req {
                    rd[k] = RdPort { valid: true, addr, len, data_ready: false };
                }
                rd[k].data_ready = r.hog == 0 && ready.drive(rng);
            }
            let mut wr = [WrPort::default(); WR_PORTS];
            for (j, w) in self.writers.iter().enumerate() {
                if let Some((addr, bytes)) = &w.req {
                    (wr[j].valid, wr[j].addr, wr[j].len) = (true, *addr, bytes.len() as u16);
                }
                if w.offer {
                    let b = w.words[0];
                    (wr[j].wd_valid, wr[j].data, wr[j].keep, wr[j].last) = (true, b.data, b.keep, b.last);
                }
            }
            // The host's next read word (a held offer stays offered), or now and then a word
            // with no read outstanding while everything is quiet.
            if self.host.offered.is_none() {
                if let Some(&(at, w, _)) = self.host.out.front() {
                    if at <= now && !rng.gen_bool(self.env.stall) {
                        self.host.offered = Some(w);
                    }
                }
            }
            let quiet_now = self.host.queue.is_empty() && self.host.out.is_empty() && self.taken.is_empty() && rd.iter().all(|p| !p.valid) && wr.iter().all(|p| !p.valid);
            let mut stray = false;
            if self.host.offered.is_none() && quiet_now && last_idle && rng.gen_bool(self.env.stray) {
                self.host.offered = Some(rng.gen());
                stray = true;
            }
            let i = drive(&rd, &wr, ready.drive(rng), ready.drive(rng), self.host.offered);
            let o = dut.eval(&i);
            last_idle = o.idle;
            let s = seen(&i, &o);
            if self.host.offered.is_some() {
                if !o.s_rdata_ready {
                    return Err("the host's read word was refused (s_rdata_ready low)".into());
                }
                if std::env::var("DMA_TRACE").is_ok() { eprintln!("{} host word {:#x}", now, self.host.offered.unwrap()); }
                if stray {
                    self.run.stray += 1;
                } else {
                    self.host.out.pop_front();
                }
                self.host.offered = None;
            }
            self.take_requests(&s, rng)?;
            self.deliver(&s)?;
            self.host_side(&i, &o, rng)?;
            dut.tick();

            let progress = s.rd_taken.iter().chain(s.wr_taken.iter()).chain(s.wd_taken.iter()).any(|&b| b) || s.rd_data.iter().any(|d| d.is_some());
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > 2 * self.env.hog + 5_000 {
                return Err(format!("hang: {} reads, {} writes taken", self.run.reads, self.run.writes));
            }
            let settled = self.run.reads + self.run.writes >= n
                && self.readers.iter().all(|r| r.req.is_none() && r.expect.is_empty())
                && self.writers.iter().all(|w| w.req.is_none() && w.words.is_empty())
                && self.taken.is_empty()
                && self.host.queue.is_empty()
                && self.host.out.is_empty()
                && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 8 {
                break;
            }
        }
        let o = dut.eval(&DmaIn::default());
        let counted = [u64::from(o.cnt_reads.wrapping_sub(base.cnt_reads)), u64::from(o.cnt_writes.wrapping_sub(base.cnt_writes)), u64::from(o.cnt_stray.wrapping_sub(base.cnt_stray))];
        let want = [self.run.reads, self.run.writes, self.run.stray];
        if counted != want {
            return Err(format!("counters (reads, writes, stray) {counted:?}, the bench's {want:?}"));
        }
        Ok(self.run.clone())
    }

    /// Requests taken from the ports: golden applies them in that order (at most one a
    /// cycle); the waits behind other ports' grants are counted.
    fn take_requests(&mut self, s: &Seen, rng: &mut TestRng) -> Result<(), String> {
        let takes = s.rd_taken.iter().chain(s.wr_taken.iter()).filter(|&&b| b).count();
        if takes > 1 {
            return Err(format!("{takes} requests taken in one cycle"));
        }
        // Reads holding a tag in the block: taken, and their first word not yet sent.
        let outstanding: usize = self.taken.iter().filter(|r| matches!(r, Request::Read { .. })).count()
            + self.host.queue.iter().filter(|q| !q.0).count()
            + self.host.out.iter().filter(|w| w.2).count();
        for k in 0..RD_PORTS {
            let r = &mut self.readers[k];
            if s.rd_taken[k] {
                let (addr, len) = r.req.take().ok_or_else(|| format!("read port {k} taken with no request"))?;
                let req = Request::Read { addr, len };
                let words = self.golden.apply(&req).unwrap();
                if std::env::var("DMA_TRACE").is_ok() { eprintln!("{} take rd{k} {addr:#x} {len} -> {:x?}", self.run.cycles, &words[..words.len().min(4)]); }
                if r.expect.len() + words.len() > dma_credit::FULL as usize {
                    return Err(format!("read port {k}: a read of {} words taken with {} words owed (buffer {})", words.len(), r.expect.len(), dma_credit::FULL));
                }
                r.expect.extend(words);
                self.taken.push_back(req);
                self.run.reads += 1;
                r.waited = 0;
            } else if let Some((_, len)) = r.req {
                // Can it go (its words fit the buffer, a tag free, with the block's one
                // cycle of lag)? Then count the grant it waits behind; a read that cannot
                // go starts its count afresh when it can.
                let fits = usize::from(len).div_ceil(WORD_BYTES) + r.expect.len() <= dma_credit::FULL as usize;
                if !(fits && outstanding + TAG_SLACK < (1 << TAG_BITS)) {
                    r.waited = 0;
                } else if takes > 0 {
                    r.waited += 1;
                    self.run.worst_wait_grants = self.run.worst_wait_grants.max(r.waited);
                }
            }
        }
        for j in 0..WR_PORTS {
            let w = &mut self.writers[j];
            if s.wr_taken[j] {
                let (addr, bytes) = w.req.take().ok_or_else(|| format!("write port {j} taken with no request"))?;
                if std::env::var("DMA_TRACE").is_ok() { eprintln!("{} take wr{j} {addr:#x} {}", self.run.cycles, bytes.len()); }
                let req = Request::Write { addr, bytes };
                self.golden.apply(&req);
                self.taken.push_back(req);
                self.run.writes += 1;
                w.waited = 0;
            } else if w.req.is_some() && takes > 0 {
                w.waited += 1;
                self.run.worst_wait_grants = self.run.worst_wait_grants.max(w.waited);
            }
            if s.wd_taken[j] {
                // Only the words of the write the block took last (the requests taken and
                // not yet on the host, and the host's queue, hold at most that one write).
                if w.req.is_some() && w.words.len() <= w.req.as_ref().unwrap().1.len().div_ceil(WORD_BYTES) {
                    return Err(format!("write port {j}: a word taken before its write's request"));
                }
                if !w.offer {
                    return Err(format!("write port {j}: a word taken that was not offered"));
                }
                w.words.pop_front();
                w.offer = false;
                self.run.words_written += 1;
            }
        }
        let _ = rng;
        Ok(())
    }

    /// Read words the clients took: golden's, in order.
    fn deliver(&mut self, s: &Seen) -> Result<(), String> {
        for k in 0..RD_PORTS {
            if let Some(d) = s.rd_data[k] {
                let want = self.readers[k].expect.pop_front().ok_or_else(|| format!("read port {k}: word {d:#018x} with no read owed"))?;
                if d != want {
                    return Err(format!("read port {k}: word {d:#018x}, golden {want:#018x} at cycle {} ({} words left)", self.run.cycles, self.readers[k].expect.len()));
                }
                self.run.words_read += 1;
                if std::env::var("DMA_TRACE").is_ok() { eprintln!("{} got rd{k} {d:#x}", self.run.cycles); }
            }
        }
        Ok(())
    }

    /// The host port: each request must be the next one taken from the ports; requests are
    /// served in order (a write's words, then what follows it).
    fn host_side(&mut self, i: &DmaIn, o: &DmaOut, rng: &mut TestRng) -> Result<(), String> {
        if o.m_req_valid && i.m_req_ready {
            let got = (o.m_req_write, o.m_req_addr, o.m_req_len);
            let want = match self.taken.pop_front() {
                Some(Request::Read { addr, len }) => (false, addr, len),
                Some(Request::Write { addr, bytes }) => {
                    let len = bytes.len() as u16;
                    self.host_writes.push_back(bytes);
                    (true, addr, len)
                }
                None => return Err(format!("host request {got:x?} with none taken from a port")),
            };
            if got != want {
                return Err(format!("host request (write, addr, len) {got:x?}, the next taken {want:x?}"));
            }
            self.host.queue.push_back(got);
            if std::env::var("DMA_TRACE").is_ok() { eprintln!("{} host req {got:x?}", self.run.cycles); }
        }
        if o.m_wd_valid && i.m_wd_ready {
            let Some(&(true, _, len)) = self.host.queue.front() else {
                return Err("a write word before its request reached the head of the host's queue".into());
            };
            let keep = o.m_wd_keep;
            if keep.trailing_ones() + keep.leading_zeros() != 8 || keep == 0 {
                return Err(format!("write word keep {keep:#04x} not contiguous from lane 0"));
            }
            let bytes = o.m_wd_data.to_le_bytes();
            self.host.wbytes.extend_from_slice(&bytes[..keep.count_ones() as usize]);
            if o.m_wd_last {
                let (_, addr, _) = self.host.queue.pop_front().unwrap();
                let want = self.host_writes.pop_front().unwrap();
                if self.host.wbytes != want || usize::from(len) != want.len() {
                    return Err(format!("write at {addr:#x}: host got {} bytes, the client wrote {}", self.host.wbytes.len(), want.len()));
                }
                self.host.mem.write(addr, &std::mem::take(&mut self.host.wbytes));
            }
        }
        // Reads at the head are answered from the host's own memory, after a latency.
        while let Some(&(false, addr, len)) = self.host.queue.front() {
            self.host.queue.pop_front();
            let at = self.run.cycles + rng.gen_range(1..=self.env.latency);
            let from = self.host.out.back().map_or(0, |b| b.0);
            for (n, w) in self.host.mem.read_words(addr, len).into_iter().enumerate() {
                self.host.out.push_back((at.max(from), w, n == 0));
            }
        }
        Ok(())
    }
}

/// Reads are whole words of 1..=4096 bytes.
pub const MAX_READ_BYTES: u16 = MAX_READ as u16;
