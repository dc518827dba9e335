//! The composed hardware `toe` (`rtl/toe.v`, native model or Verilator) as a [`TcpEngine`],
//! with the host driver and the host memory a real NIC has around it, so every test that
//! runs golden's engine (the simulated link, the Linux interop, `toe-tap`) runs the hardware.
//!
//! - **Time**: [`TcpEngine::tick`] raises the engine's `tick` for a cycle and runs
//!   [`HwToe::cycles_per_tick`] clock cycles (at least toe_timers' sweep of 1024 connections,
//!   three cycles each); frames handed in meanwhile stream in at a beat a cycle, frames out
//!   are taken at a beat a cycle. Asked for frames when it has none ready, the engine runs
//!   until it goes quiet (frames handed in between ticks are answered at once).
//! - **Host memory** (a sparse map of 64-bit words): each connection's send ring and its
//!   record-end bitmap at the addresses the engine is configured with. [`TcpEngine::send`]
//!   is the driver's work: the record's bytes written at their sequence numbers' ring
//!   offsets, the bitmap's bits of those bytes cleared and the last one set, then the SEND
//!   command. Two DMA read responders (the bitmap's and the ring's ports) answer a word a
//!   cycle in order.
//! - **Commands** go through `s_host` and wait for their answer; close, abort, consumed and
//!   send then wait a bounded number of cycles for the engine's ERROR event, the hardware's
//!   form of golden's `CmdError::NotConnected`.
//! - **Events**: ESTABLISHED's value is the first data byte's sequence number (the driver's
//!   ring position); the tuple golden's `Event::Established` carries is read from the
//!   connection's TCB (`s_tcb_rd`), and events after it wait until it is known, so the order
//!   is the engine's. Deliveries are assembled from `m_ulp_*` beats (one event per
//!   delivery), slow-path frames from `m_slow_*`.

use crate::backend::{build, BackendKind, Dut};
use crate::blocks::toe_conn_table::key_word;
use crate::blocks::toe_tcb;
use crate::blocks::toe_tx_frame::be_number;
use crate::stream::{beats_bytes, packet_beats, Beat};
use crate::toe_host::{pattern, PatternCheck, TcpEngine};
use crate::verilated;
use iwarp_golden::toe::{CmdError, Counters, Event, ToeConfig};
use iwarp_golden::toe_conn::Tuple;
use iwarp_model::toe::top::Toe as ToeTop;
use iwarp_model::toe::{eng_event, host_cmd, host_op, host_status};
use std::collections::{BTreeMap, HashMap, VecDeque};

crate::bind_ports!(
    /// Inputs of `toe`.
    ToeIn, ToeOut, ToeTop, verilated::toe::Model,
    inputs {
        reset: bool, tick: bool,
        s_rx_data: u64, s_rx_keep: u8, s_rx_last: bool, s_rx_valid: bool, m_tx_ready: bool,
        s_raw_data: u64, s_raw_keep: u8, s_raw_last: bool, s_raw_valid: bool, m_slow_ready: bool, m_ulp_ready: bool,
        s_host.valid: bool, s_host.op: u8, s_host.conn: u16, s_host.n: u32, s_host.remote_ip: u32, s_host.remote_port: u16,
        s_host.local_port: u16, s_host.remote_mac: u64, m_ans.ready: bool, m_event.ready: bool,
        s_tcb_rd.valid: bool, s_tcb_rd.conn: u16, m_tcb_rd.ready: bool,
        m_fdma.ready: bool, s_fdma_data_valid: bool, s_fdma_data: u64, m_pdma.ready: bool, s_pdma_data_valid: bool, s_pdma_data: u64,
        cfg_mac: u64, cfg_ip: u32, cfg_own_lo: u16, cfg_own_hi: u16, cfg_conn_key_hi: u16, cfg_conn_key_lo: u64,
        cfg_isn_key_hi: u32, cfg_isn_key_lo: u64, cfg_rto_min: u32, cfg_rto_max: u32, cfg_rto_initial: u32, cfg_dack: u16,
        cfg_time_wait: u16, cfg_rcv_buf: u32, cfg_mss: u16, cfg_rcv_shift: u8, cfg_sack: bool, cfg_retries: u8,
        cfg_syn_retries: u8, cfg_chal_limit: u8, cfg_chal_window: u32, cfg_half_open_max: u16, cfg_syn_cookies: bool, cfg_cookie_key_hi: u64, cfg_cookie_key_lo: u64, cfg_ring_base: u64, cfg_bitmap_base: u64, cfg_ring_shift: u8,
        cfg_ooo: bool, cfg_area_base: u64, cfg_area_shift: u8,
        m_awr.ready: bool, m_awd.ready: bool, m_adma.ready: bool, s_adma_data_valid: bool, s_adma_data: u64,
    }
    outputs {
        s_rx_ready: bool, m_tx_data: u64, m_tx_keep: u8, m_tx_last: bool, m_tx_valid: bool, s_raw_ready: bool,
        m_slow_data: u64, m_slow_keep: u8, m_slow_last: bool, m_slow_valid: bool,
        m_ulp_data: u64, m_ulp_keep: u8, m_ulp_last: bool, m_ulp_conn: u16, m_ulp_seq: u32, m_ulp_valid: bool,
        s_host.ready: bool, m_ans.valid: bool, m_ans.status: u8, m_ans.conn: u16,
        m_event.valid: bool, m_event.kind: u8, m_event.conn: u16, m_event.value: u32,
        s_tcb_rd.ready: bool, m_tcb_rd.valid: bool, m_tcb_rd.data: u64, m_tcb_rd.last: bool,
        m_fdma.valid: bool, m_fdma.addr: u64, m_fdma.len: u16, s_fdma_data_ready: bool,
        m_pdma.valid: bool, m_pdma.addr: u64, m_pdma.len: u16, s_pdma_data_ready: bool, now: u32,
        cnt_rx_segment: u32, cnt_rx_slow_path: u32, cnt_rx_bad_ip: u32, cnt_rx_ip_policy: u32, cnt_rx_bad_tcp: u32,
        cnt_rx_truncated: u32, cnt_steered: u32, cnt_slow_frames: u32, cnt_slow_dropped: u32, cnt_bad_option: u32,
        cnt_no_conn: u32, cnt_timer_overrun: u32, cnt_frames_out: u32, cnt_raw_out: u32,
        cnt_segments: u32, cnt_paws: u32, cnt_out_of_window: u32, cnt_rst_out_of_window: u32, cnt_syn_in_window: u32,
        cnt_no_ack: u32, cnt_bad_ack: u32, cnt_ack_of_unsent: u32, cnt_ack_too_old: u32, cnt_duplicate: u32, cnt_challenge: u32, cnt_challenge_limited: u32,
        cnt_out_of_order: u32, cnt_dup_acks: u32, cnt_fast_rexmt: u32, cnt_bytes_delivered: u32, cnt_bytes_acked: u32,
        cnt_rst_no_ack: u32, cnt_no_syn: u32, cnt_data_segments_out: u32, cnt_retransmitted_segments: u32,
        cnt_retransmitted_bytes: u32, cnt_stale: u32, cnt_rto_expiries: u32, cnt_zero_window_probes: u32, cnt_rst_out: u32,
        cnt_listen_rst: u32, cnt_listen_ack: u32, cnt_listen_no_syn: u32, cnt_table_full: u32, cnt_half_open_full: u32, cnt_sack_retransmits: u32, cnt_syn_cookies_sent: u32, cnt_syn_cookies_ok: u32,
        m_awr.valid: bool, m_awr.addr: u64, m_awr.len: u16, m_awd.valid: bool, m_awd.data: u64, m_awd.keep: u8, m_awd.last: bool,
        m_adma.valid: bool, m_adma.addr: u64, m_adma.len: u16, s_adma_data_ready: bool,
        cnt_ooo_kept: u32, cnt_ooo_replayed_bytes: u32, cnt_sack_acks_out: u32, cnt_reasm_duplicate: u32, cnt_reasm_full: u32,
        cnt_reasm_beyond: u32, cnt_area_bytes: u32,
    }
);

pub type ToeDut = Box<dyn Dut<In = ToeIn, Out = ToeOut>>;

pub fn toe_dut(kind: BackendKind, waves: Option<&str>) -> ToeDut {
    build::<ToeTop, verilated::toe::Model>(kind, waves)
}

/// The tests' configuration of the engine at address 192.0.2.`last`: timers short enough that
/// a run of a few hundred ticks sees retransmissions, delayed ACKs and TIME-WAIT end.
pub fn test_config(last: u8) -> ToeConfig {
    let mut c = ToeConfig::new([2, 0, 0, 0, 0, last], [192, 0, 2, last]);
    c.rto_min = 20;
    c.rto_initial = 100;
    c.dack = 4;
    c.time_wait = 50;
    c
}

/// Host memory layout: the rings, then the bitmaps (1024 connections each).
pub const RING_BASE: u64 = 0x1_0000_0000;
pub const BITMAP_BASE: u64 = 0x8_0000_0000;
/// The reassembly areas (1024 connections of at most 2^28 bytes).
pub const AREA_BASE: u64 = 0x100_0000_0000;
/// The smallest area the engine takes (a 4 KiB page).
const AREA_SHIFT_MIN: u32 = 12;
/// toe_timers sweeps 1024 connections at three cycles each per tick.
pub const MIN_CYCLES_PER_TICK: u64 = 3 * 1024 + 64;
/// Cycles a command on a connection is given to draw the engine's ERROR event.
const REFUSAL_WAIT: u64 = 96;
/// Cycles without input or output that end [`HwToe::settle`] (a turn that sends takes about 30).
const SETTLE_CYCLES: u64 = 128;
/// Bound on the cycles one host command may wait for its answer.
const ANSWER_WAIT: u64 = 100_000;
const WORD: u64 = 8;
const BITS_PER_WORD: u64 = 64;
const BITMAP_SHIFT: u8 = 3;

/// The inputs that carry `cfg` (everything else idle).
pub fn config_in(cfg: &ToeConfig) -> ToeIn {
    let ring_shift = cfg.snd_ring.trailing_zeros() as u8;
    assert!(cfg.snd_ring.is_power_of_two() && (17..=28).contains(&ring_shift), "send ring of 2^17..2^28 bytes");
    let key = key_word(&cfg.conn_key);
    let cfg_ooo = match cfg.ooo_blocks {
        0 => false,
        iwarp_golden::toe_reasm::REASM_BLOCKS => true,
        n => panic!("toe: the hardware keeps 0 or {} out-of-order blocks, not {n}", iwarp_golden::toe_reasm::REASM_BLOCKS),
    };
    ToeIn {
        cfg_mac: be_number(&cfg.mac),
        cfg_ip: be_number(&cfg.ip) as u32,
        cfg_own_lo: cfg.owned_ports.0,
        cfg_own_hi: cfg.owned_ports.1,
        cfg_conn_key_hi: (key >> u64::BITS) as u16,
        cfg_conn_key_lo: key as u64,
        cfg_isn_key_hi: u32::from_be_bytes(cfg.isn_key[..4].try_into().unwrap()),
        cfg_isn_key_lo: u64::from_be_bytes(cfg.isn_key[4..].try_into().unwrap()),
        cfg_rto_min: cfg.rto_min,
        cfg_rto_max: cfg.rto_max,
        cfg_rto_initial: cfg.rto_initial,
        cfg_dack: u16::try_from(cfg.dack).expect("delayed-ACK time below 2^16 ticks"),
        cfg_time_wait: u16::try_from(cfg.time_wait).expect("TIME-WAIT below 2^16 ticks"),
        cfg_rcv_buf: cfg.rcv_buf,
        cfg_mss: cfg.mss,
        cfg_rcv_shift: cfg.rcv_shift(),
        cfg_sack: cfg.sack,
        cfg_retries: u8::try_from(cfg.retries).expect("retry limit below 256"),
        cfg_syn_retries: u8::try_from(cfg.syn_retries).expect("SYN retry limit below 256"),
        cfg_chal_limit: crate::blocks::toe_tcb_engine::challenge_limit(cfg),
        cfg_chal_window: cfg.challenge_window,
        cfg_half_open_max: crate::blocks::toe_tcb_engine::half_open_max(cfg),
        cfg_syn_cookies: cfg.syn_cookies,
        cfg_cookie_key_hi: crate::blocks::toe_tcb_engine::cookie_key(cfg).0,
        cfg_cookie_key_lo: crate::blocks::toe_tcb_engine::cookie_key(cfg).1,
        cfg_ring_base: RING_BASE,
        cfg_bitmap_base: BITMAP_BASE,
        cfg_ring_shift: ring_shift,
        cfg_ooo,
        cfg_area_base: AREA_BASE,
        cfg_area_shift: area_shift(cfg),
        m_awr_ready: true,
        m_awd_ready: true,
        m_adma_ready: true,
        m_tx_ready: true,
        m_slow_ready: true,
        m_ulp_ready: true,
        m_ans_ready: true,
        m_event_ready: true,
        m_tcb_rd_ready: true,
        m_fdma_ready: true,
        m_pdma_ready: true,
        ..Default::default()
    }
}

/// log2 of a connection's reassembly area: golden's [`area_bytes`](iwarp_golden::toe_reasm::area_bytes),
/// at least a page.
pub fn area_shift(cfg: &ToeConfig) -> u8 {
    iwarp_golden::toe_reasm::area_bytes(cfg.rcv_buf).trailing_zeros().max(AREA_SHIFT_MIN) as u8
}

/// A DMA read port's responder: requests queued, their words returned in order, one a cycle.
#[derive(Default)]
struct DmaPort {
    words: VecDeque<u64>,
}

/// The driver's view of a connection.
#[derive(Clone, Copy, Debug, Default)]
struct Conn {
    /// Sequence number of the next record's first byte.
    next_seq: u32,
    /// Bytes handed to the engine and bytes it reported acknowledged (both mod 2^32).
    sent: u32,
    acked: u32,
}

/// The cycle (of [`HwToe::cycles`]) at which each kind of beat was first seen since the
/// stamps were last cleared: what the bench's latency figures are measured from.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stamps {
    /// Wire receive: first and last beat of a frame taken in.
    pub rx_first: Option<u64>,
    pub rx_last: Option<u64>,
    /// ULP delivery: first and last beat out.
    pub ulp_first: Option<u64>,
    pub ulp_last: Option<u64>,
    /// Wire transmit: first and last beat out.
    pub tx_first: Option<u64>,
    pub tx_last: Option<u64>,
}

/// An event in the engine's order; an establishment's tuple may still be being read.
enum Pending {
    Ready(Event),
    Established(u16),
}

pub struct HwToe {
    pub dut: ToeDut,
    pub cfg: ToeConfig,
    base: ToeIn,
    pub cycles_per_tick: u64,
    pub cycles: u64,
    ring_shift: u8,
    mem: HashMap<u64, u64>,
    fdma: DmaPort,
    pdma: DmaPort,
    adma: DmaPort,
    /// The area writer's requests (address, bytes) not yet filled by their words.
    awr: VecDeque<(u64, u64)>,
    rx: VecDeque<Beat>,
    raw: VecDeque<Beat>,
    tx_frame: Vec<u8>,
    tx: VecDeque<Vec<u8>>,
    slow_frame: Vec<u8>,
    ulp: Option<(u16, u32, Vec<u8>)>,
    events: VecDeque<Pending>,
    /// Establishments whose tuple is not read yet, and the read in progress (beats so far).
    to_read: VecDeque<u16>,
    reading: Option<(u16, bool, Vec<u64>)>,
    conns: BTreeMap<u16, Conn>,
    /// ERROR events since the last command: (connection, command).
    refusals: Vec<(u16, u8)>,
    last_out: ToeOut,
    pub stamps: Stamps,
    /// When set, the first and last beat cycle of every frame sent, appended.
    pub tx_spans: Option<Vec<(u64, u64)>>,
    tx_frame_start: u64,
}

impl HwToe {
    pub fn new(cfg: ToeConfig, kind: BackendKind, waves: Option<&str>) -> Self {
        let base = config_in(&cfg);
        let mut dut = toe_dut(kind, waves);
        for _ in 0..2 {
            dut.eval(&ToeIn { reset: true, ..base });
            dut.tick();
        }
        let ring_shift = base.cfg_ring_shift;
        let mut t = HwToe {
            dut,
            cfg,
            base,
            cycles_per_tick: MIN_CYCLES_PER_TICK,
            cycles: 0,
            ring_shift,
            mem: HashMap::new(),
            fdma: DmaPort::default(),
            pdma: DmaPort::default(),
            adma: DmaPort::default(),
            awr: VecDeque::new(),
            rx: VecDeque::new(),
            raw: VecDeque::new(),
            tx_frame: Vec::new(),
            tx: VecDeque::new(),
            slow_frame: Vec::new(),
            ulp: None,
            events: VecDeque::new(),
            to_read: VecDeque::new(),
            reading: None,
            conns: BTreeMap::new(),
            refusals: Vec::new(),
            last_out: ToeOut::default(),
            stamps: Stamps::default(),
            tx_spans: None,
            tx_frame_start: 0,
        };
        // toe_conn_table clears its sets after reset; wait that out.
        t.run(2 * 1024);
        t
    }

    /// One clock cycle with `host` (a command offered, or none) and `tick`; every channel
    /// serviced. Returns the outputs of the cycle.
    fn cycle(&mut self, host: Option<&ToeIn>, tick: bool) -> ToeOut {
        let mut i = host.copied().unwrap_or(self.base);
        i.tick = tick;
        if let Some(b) = self.rx.front() {
            i.s_rx_valid = true;
            i.s_rx_data = b.data;
            i.s_rx_keep = b.keep;
            i.s_rx_last = b.last;
        }
        if let Some(b) = self.raw.front() {
            i.s_raw_valid = true;
            i.s_raw_data = b.data;
            i.s_raw_keep = b.keep;
            i.s_raw_last = b.last;
        }
        if let Some(w) = self.fdma.words.front() {
            i.s_fdma_data_valid = true;
            i.s_fdma_data = *w;
        }
        if let Some(w) = self.pdma.words.front() {
            i.s_pdma_data_valid = true;
            i.s_pdma_data = *w;
        }
        if let Some(w) = self.adma.words.front() {
            i.s_adma_data_valid = true;
            i.s_adma_data = *w;
        }
        if self.reading.is_none() {
            if let Some(&c) = self.to_read.front() {
                self.reading = Some((c, false, Vec::new()));
            }
        }
        if let Some((c, asked, _)) = &self.reading {
            i.s_tcb_rd_valid = !asked;
            i.s_tcb_rd_conn = *c;
        }
        let o = self.dut.eval(&i);
        let now = self.cycles;
        // Inputs taken.
        if i.s_rx_valid && o.s_rx_ready {
            self.stamps.rx_first.get_or_insert(now);
            if i.s_rx_last {
                self.stamps.rx_last.get_or_insert(now);
            }
            self.rx.pop_front();
        }
        if i.s_raw_valid && o.s_raw_ready {
            self.raw.pop_front();
        }
        if i.s_fdma_data_valid && o.s_fdma_data_ready {
            self.fdma.words.pop_front();
        }
        if i.s_pdma_data_valid && o.s_pdma_data_ready {
            self.pdma.words.pop_front();
        }
        if i.s_adma_data_valid && o.s_adma_data_ready {
            self.adma.words.pop_front();
        }
        // The area's writes land as their words are taken, so a read asked for later sees
        // them (the order one DMA port keeps).
        if o.m_awr_valid {
            let area = 1u64 << i.cfg_area_shift;
            let (a, n) = (o.m_awr_addr, u64::from(o.m_awr_len));
            assert!(a >= AREA_BASE && n > 0 && (a - AREA_BASE) % area + n <= area, "toe: area write of {n} bytes at {a:#x} leaves its area");
            self.awr.push_back((a, n));
        }
        if o.m_awd_valid {
            let (a, n) = self.awr.front_mut().expect("toe: area write data without a request");
            let lanes = o.m_awd_keep.count_ones() as u64;
            assert!(o.m_awd_keep == ((1u16 << lanes) - 1) as u8 && lanes <= *n, "toe: area write word keep {:#x} with {n} bytes left", o.m_awd_keep);
            assert_eq!(o.m_awd_last, lanes == *n, "toe: area write's last word");
            let (addr, data) = (*a, o.m_awd_data);
            *a += lanes;
            *n -= lanes;
            if *n == 0 {
                self.awr.pop_front();
            }
            for k in 0..lanes {
                self.write_byte(addr + k, (data >> (8 * k)) as u8);
            }
        }
        if o.m_fdma_valid {
            let words = self.read_words(o.m_fdma_addr, o.m_fdma_len as u64);
            self.fdma.words.extend(words);
        }
        if o.m_pdma_valid {
            let words = self.read_words(o.m_pdma_addr, o.m_pdma_len as u64);
            self.pdma.words.extend(words);
        }
        if o.m_adma_valid {
            let words = self.read_words(o.m_adma_addr, o.m_adma_len as u64);
            self.adma.words.extend(words);
        }
        // Outputs taken (every ready is held high).
        if o.m_tx_valid {
            self.stamps.tx_first.get_or_insert(now);
            if self.tx_frame.is_empty() {
                self.tx_frame_start = now;
            }
            if o.m_tx_last {
                self.stamps.tx_last.get_or_insert(now);
                if let Some(s) = &mut self.tx_spans {
                    s.push((self.tx_frame_start, now));
                }
            }
            self.tx_frame.extend(beat_bytes(o.m_tx_data, o.m_tx_keep));
            if o.m_tx_last {
                self.tx.push_back(std::mem::take(&mut self.tx_frame));
            }
        }
        if o.m_slow_valid {
            self.slow_frame.extend(beat_bytes(o.m_slow_data, o.m_slow_keep));
            if o.m_slow_last {
                self.events.push_back(Pending::Ready(Event::SlowPath(std::mem::take(&mut self.slow_frame))));
            }
        }
        if o.m_ulp_valid {
            self.stamps.ulp_first.get_or_insert(now);
            if o.m_ulp_last {
                self.stamps.ulp_last.get_or_insert(now);
            }
            let d = self.ulp.get_or_insert((o.m_ulp_conn, o.m_ulp_seq, Vec::new()));
            d.2.extend(beat_bytes(o.m_ulp_data, o.m_ulp_keep));
            if o.m_ulp_last {
                let (conn, seq, data) = self.ulp.take().unwrap();
                self.events.push_back(Pending::Ready(Event::Deliver { conn, seq, data }));
            }
        }
        if o.m_event_valid {
            self.event(o.m_event_kind, o.m_event_conn, o.m_event_value);
        }
        if let Some((c, asked, beats)) = &mut self.reading {
            if !*asked && o.s_tcb_rd_ready {
                *asked = true;
            }
            if o.m_tcb_rd_valid {
                beats.push(o.m_tcb_rd_data);
                if o.m_tcb_rd_last {
                    let (conn, words) = (*c, std::mem::take(beats));
                    self.reading = None;
                    self.to_read.pop_front();
                    self.established(conn, &words);
                }
            }
        }
        self.dut.tick();
        self.cycles += 1;
        self.last_out = o;
        o
    }

    /// Frames handed in since the last tick are clocked in now, and the engine runs until
    /// [`SETTLE_CYCLES`] pass with nothing to take in: a peer's frame is answered without
    /// waiting for the next tick (over a TAP device a tick is many milliseconds of simulation,
    /// and the kernel would time out what a tick's wait delays).
    fn settle(&mut self) {
        let mut quiet = 0;
        let mut guard = 0u64;
        while quiet < SETTLE_CYCLES && guard < ANSWER_WAIT {
            guard += 1;
            let busy = !self.rx.is_empty() || !self.raw.is_empty();
            let o = self.cycle(None, false);
            let out = o.m_tx_valid || o.m_ulp_valid || o.m_event_valid || o.m_slow_valid;
            quiet = if busy || out { 0 } else { quiet + 1 };
        }
    }

    /// One clock cycle with nothing offered but the queued frames (for a caller that moves
    /// frames between engines a cycle at a time, with [`HwToe::take_tx`]).
    pub fn step(&mut self) {
        self.cycle(None, false);
    }

    /// No frame handed in is still waiting to enter the engine.
    pub fn rx_idle(&self) -> bool {
        self.rx.is_empty()
    }

    /// The outputs of the last cycle (every counter among them).
    pub fn outputs(&self) -> ToeOut {
        self.last_out
    }

    /// The oldest frame sent, without running the engine.
    pub fn take_tx(&mut self) -> Option<Vec<u8>> {
        self.tx.pop_front()
    }

    fn run(&mut self, n: u64) {
        for _ in 0..n {
            self.cycle(None, false);
        }
    }

    fn event(&mut self, kind: u8, conn: u16, value: u32) {
        let e = match kind as u64 {
            eng_event::ESTABLISHED => {
                self.conns.insert(conn, Conn { next_seq: value, sent: 0, acked: 0 });
                self.to_read.push_back(conn);
                self.events.push_back(Pending::Established(conn));
                return;
            }
            eng_event::ACKED => {
                if let Some(c) = self.conns.get_mut(&conn) {
                    c.acked = value;
                }
                Event::Acked { conn, bytes: value }
            }
            eng_event::PEER_CLOSED => Event::PeerClosed { conn },
            eng_event::CLOSED => {
                self.conns.remove(&conn);
                Event::Closed { conn }
            }
            eng_event::RESET => {
                self.conns.remove(&conn);
                Event::Reset { conn }
            }
            eng_event::ABORTED => {
                self.conns.remove(&conn);
                Event::Aborted { conn, retries_exhausted: value == 1 }
            }
            eng_event::ERROR => {
                self.refusals.push((conn, value as u8));
                return;
            }
            other => panic!("toe: unknown event kind {other}"),
        };
        self.events.push_back(Pending::Ready(e));
    }

    /// A new connection's TCB, read: its tuple completes the establishment's event.
    fn established(&mut self, conn: u16, words: &[u64]) {
        let w = toe_tcb::word_from_beats(words);
        let t = toe_tcb::unpack(&w).unwrap_or_else(|e| panic!("toe: TCB {conn} unreadable: {e}"));
        let tuple = Tuple { remote_ip: t.remote_ip, remote_port: t.remote_port, local_port: t.local_port };
        for p in self.events.iter_mut() {
            if matches!(p, Pending::Established(c) if *c == conn) {
                *p = Pending::Ready(Event::Established { conn, tuple });
                break;
            }
        }
    }

    fn read_words(&self, addr: u64, len: u64) -> Vec<u64> {
        assert!(addr % WORD == 0 && len % WORD == 0 && len > 0, "toe: DMA read of {len} bytes at {addr:#x}");
        (0..len / WORD).map(|k| self.mem.get(&(addr + k * WORD)).copied().unwrap_or(0)).collect()
    }

    fn write_byte(&mut self, addr: u64, b: u8) {
        let w = self.mem.entry(addr & !(WORD - 1)).or_insert(0);
        let sh = 8 * (addr % WORD);
        *w = (*w & !(0xFF << sh)) | (u64::from(b) << sh);
    }

    fn set_bit(&mut self, addr_bit: u64, on: bool) {
        let word = addr_bit / BITS_PER_WORD * WORD;
        let w = self.mem.entry(word).or_insert(0);
        let m = 1u64 << (addr_bit % BITS_PER_WORD);
        if on {
            *w |= m;
        } else {
            *w &= !m;
        }
    }

    /// Offers a host command until answered; the answer's status and slot.
    fn command(&mut self, cmd: ToeIn) -> (u8, u16) {
        self.refusals.clear();
        let mut offered = true;
        for _ in 0..ANSWER_WAIT {
            let mut i = cmd;
            i.s_host_valid = offered;
            let o = self.cycle(Some(&i), false);
            if o.s_host_ready {
                offered = false;
            }
            if o.m_ans_valid {
                return (o.m_ans_status, o.m_ans_conn);
            }
        }
        panic!("toe: host command not answered in {ANSWER_WAIT} cycles");
    }

    /// A command on a connection: answered, then refused or not by the engine.
    fn conn_command(&mut self, op: u64, conn: u16, n: u32) -> Result<(), CmdError> {
        let code = match op {
            host_op::CLOSE => host_cmd::CLOSE,
            host_op::ABORT => host_cmd::ABORT,
            host_op::CONSUMED => host_cmd::CONSUMED,
            _ => host_cmd::SEND,
        } as u8;
        let (status, _) = self.command(ToeIn { s_host_op: op as u8, s_host_conn: conn, s_host_n: n, ..self.base });
        assert_eq!(status as u64, host_status::OK);
        for _ in 0..REFUSAL_WAIT {
            if self.refusals.contains(&(conn, code)) {
                return Err(CmdError::NotConnected);
            }
            self.cycle(None, false);
        }
        if self.refusals.contains(&(conn, code)) {
            return Err(CmdError::NotConnected);
        }
        Ok(())
    }
}

fn beat_bytes(data: u64, keep: u8) -> Vec<u8> {
    beats_bytes(&[Beat { data, keep, last: false }])
}

impl TcpEngine for HwToe {
    fn tick(&mut self) {
        self.cycle(None, true);
        for _ in 1..self.cycles_per_tick {
            self.cycle(None, false);
        }
    }

    fn frame_in(&mut self, frame: &[u8]) {
        self.rx.extend(packet_beats(frame, 0));
    }

    fn poll_tx(&mut self) -> Option<Vec<u8>> {
        if self.tx.is_empty() {
            self.settle();
        }
        self.tx.pop_front()
    }

    fn poll_event(&mut self) -> Option<Event> {
        match self.events.front() {
            Some(Pending::Ready(_)) => match self.events.pop_front() {
                Some(Pending::Ready(e)) => Some(e),
                _ => unreachable!(),
            },
            _ => None,
        }
    }

    fn listen(&mut self, port: u16) {
        let (status, _) = self.command(ToeIn { s_host_op: host_op::LISTEN as u8, s_host_local_port: port, ..self.base });
        assert_eq!(status as u64, host_status::OK, "listen table full");
    }

    fn connect(&mut self, remote_ip: [u8; 4], remote_mac: [u8; 6], remote_port: u16, local_port: u16) -> Result<u16, CmdError> {
        let (status, conn) = self.command(ToeIn {
            s_host_op: host_op::CONNECT as u8,
            s_host_remote_ip: u32::from_be_bytes(remote_ip),
            s_host_remote_mac: be_number(&remote_mac),
            s_host_remote_port: remote_port,
            s_host_local_port: local_port,
            ..self.base
        });
        match status as u64 {
            host_status::OK => Ok(conn),
            host_status::FULL => Err(CmdError::TableFull),
            host_status::EXISTS => Err(CmdError::Exists),
            _ => Err(CmdError::PortNotOwned),
        }
    }

    fn send(&mut self, conn: u16, data: &[u8]) -> Result<(), CmdError> {
        let c = *self.conns.get(&conn).ok_or(CmdError::NotConnected)?;
        if data.is_empty() {
            return Err(CmdError::Empty);
        }
        if data.len() > self.send_space(conn) {
            return Err(CmdError::RingFull);
        }
        let ring = 1u64 << self.ring_shift;
        let ring_at = RING_BASE + ((conn as u64) << self.ring_shift);
        let bits_at = (BITMAP_BASE + ((conn as u64) << (self.ring_shift - BITMAP_SHIFT))) * 8;
        for (k, &b) in data.iter().enumerate() {
            let off = u64::from(c.next_seq.wrapping_add(k as u32)) % ring;
            self.write_byte(ring_at + off, b);
            self.set_bit(bits_at + off, k + 1 == data.len());
        }
        self.conn_command(host_op::SEND, conn, data.len() as u32)?;
        let c = self.conns.get_mut(&conn).unwrap();
        c.next_seq = c.next_seq.wrapping_add(data.len() as u32);
        c.sent = c.sent.wrapping_add(data.len() as u32);
        Ok(())
    }

    fn send_space(&self, conn: u16) -> usize {
        self.conns.get(&conn).map_or(0, |c| (self.cfg.snd_ring as usize).saturating_sub(c.sent.wrapping_sub(c.acked) as usize))
    }

    fn consumed(&mut self, conn: u16, n: u32) {
        let _ = self.conn_command(host_op::CONSUMED, conn, n);
    }

    fn close(&mut self, conn: u16) -> Result<(), CmdError> {
        self.conn_command(host_op::CLOSE, conn, 0)
    }

    fn abort(&mut self, conn: u16) -> Result<(), CmdError> {
        self.conn_command(host_op::ABORT, conn, 0)
    }

    fn send_raw(&mut self, frame: Vec<u8>) {
        self.raw.extend(packet_beats(&frame, 0));
    }

    fn describe(&self, conn: u16) -> String {
        match self.conns.get(&conn) {
            Some(c) => format!("hardware connection: next record at {}, {} bytes sent, {} acknowledged", c.next_seq, c.sent, c.acked),
            None => "no established connection".into(),
        }
    }

    fn counters(&self) -> Counters {
        let o = &self.last_out;
        let mut c = Counters::default();
        let mut drop = |k: &str, n: u32| {
            if n > 0 {
                c.dropped.insert(k.to_string(), u64::from(n));
            }
        };
        for (k, n) in [
            ("BadIp", o.cnt_rx_bad_ip),
            ("IpPolicy", o.cnt_rx_ip_policy),
            ("BadTcp", o.cnt_rx_bad_tcp),
            ("Truncated", o.cnt_rx_truncated),
            ("BadOption", o.cnt_bad_option),
            ("NoConnection", o.cnt_no_conn),
            ("SlowPathFull", o.cnt_slow_dropped),
            ("Stale", o.cnt_stale),
            ("Paws", o.cnt_paws),
            ("OutOfWindow", o.cnt_out_of_window),
            ("RstOutOfWindow", o.cnt_rst_out_of_window),
            ("SynInWindow", o.cnt_syn_in_window),
            ("NoAck", o.cnt_no_ack),
            ("BadAck", o.cnt_bad_ack),
            ("AckOfUnsent", o.cnt_ack_of_unsent),
            ("AckTooOld", o.cnt_ack_too_old),
            ("Duplicate", o.cnt_duplicate),
            ("RstNoAck", o.cnt_rst_no_ack),
            ("NoSyn", o.cnt_no_syn),
            ("ListenRst", o.cnt_listen_rst),
            ("ListenAck", o.cnt_listen_ack),
            ("ListenNoSyn", o.cnt_listen_no_syn),
            ("TableFull", o.cnt_table_full),
            ("HalfOpenFull", o.cnt_half_open_full),
            ("ReasmDuplicate", o.cnt_reasm_duplicate),
            ("ReasmFull", o.cnt_reasm_full),
            ("ReasmBeyond", o.cnt_reasm_beyond),
        ] {
            drop(k, n);
        }
        let n = u64::from;
        c.frames_in = n(o.cnt_rx_segment) + n(o.cnt_rx_slow_path) + n(o.cnt_rx_bad_ip) + n(o.cnt_rx_ip_policy) + n(o.cnt_rx_bad_tcp) + n(o.cnt_rx_truncated);
        c.frames_out = n(o.cnt_frames_out) + n(o.cnt_raw_out);
        c.slow_path = n(o.cnt_slow_frames) + n(o.cnt_slow_dropped);
        c.segments_in = n(o.cnt_segments) + n(o.cnt_no_conn);
        c.data_segments_out = n(o.cnt_data_segments_out);
        c.retransmitted_segments = n(o.cnt_retransmitted_segments);
        c.retransmitted_bytes = n(o.cnt_retransmitted_bytes);
        c.rto_expiries = n(o.cnt_rto_expiries);
        c.sack_retransmits = n(o.cnt_sack_retransmits);
        c.syn_cookies_sent = n(o.cnt_syn_cookies_sent);
        c.syn_cookies_ok = n(o.cnt_syn_cookies_ok);
        c.ooo_kept = n(o.cnt_ooo_kept);
        c.ooo_replayed_bytes = n(o.cnt_ooo_replayed_bytes);
        c.sack_acks_out = n(o.cnt_sack_acks_out);
        c.fast_retransmits = n(o.cnt_fast_rexmt);
        c.dup_acks_in = n(o.cnt_dup_acks);
        c.out_of_order = n(o.cnt_out_of_order);
        c.challenge_acks = n(o.cnt_challenge);
        c.challenge_limited = n(o.cnt_challenge_limited);
        c.rst_out = n(o.cnt_rst_out);
        c.zero_window_probes = n(o.cnt_zero_window_probes);
        c.bytes_delivered = n(o.cnt_bytes_delivered);
        c.bytes_acked = n(o.cnt_bytes_acked);
        c
    }
}

/// Two hardware engines clocked together, each frame handed to the other as soon as its last
/// beat is out (a wire of no length with one store-and-forward hop), no ticks: what the
/// engines do when the link is not the limit. The events each side gave are kept.
pub struct Pair {
    pub a: HwToe,
    pub b: HwToe,
    pub ea: Vec<Event>,
    pub eb: Vec<Event>,
}

/// Bound on the cycles a [`Pair`] waits for anything.
pub const PAIR_LIMIT: u64 = 4_000_000;

impl Pair {
    /// `b` listens on `port`.
    pub fn new(a: HwToe, mut b: HwToe, port: u16) -> Self {
        b.listen(port);
        Pair { a, b, ea: Vec::new(), eb: Vec::new() }
    }

    pub fn step(&mut self) {
        self.a.step();
        self.b.step();
        while let Some(f) = self.a.take_tx() {
            self.b.frame_in(&f);
        }
        while let Some(f) = self.b.take_tx() {
            self.a.frame_in(&f);
        }
        self.ea.extend(std::iter::from_fn(|| self.a.poll_event()));
        self.eb.extend(std::iter::from_fn(|| self.b.poll_event()));
    }

    /// Connections established so far on each side.
    pub fn established(&self) -> (usize, usize) {
        let n = |ev: &[Event]| ev.iter().filter(|e| matches!(e, Event::Established { .. })).count();
        (n(&self.ea), n(&self.eb))
    }

    /// Steps until `done`, at most [`PAIR_LIMIT`] cycles.
    pub fn run_until(&mut self, what: &str, done: impl Fn(&Pair) -> bool) {
        let start = self.a.cycles;
        while !done(self) {
            self.step();
            assert!(self.a.cycles - start < PAIR_LIMIT, "pair: {what} not done in {PAIR_LIMIT} cycles");
        }
    }

    /// Opens a connection from `a` to `b`'s `port` (a's address config from `b.cfg`); the
    /// connection on each side.
    pub fn open(&mut self, port: u16, local_port: u16) -> (u16, u16) {
        let (ip, mac) = (self.b.cfg.ip, self.b.cfg.mac);
        let (na, nb) = self.established();
        let ca = self.a.connect(ip, mac, port, local_port).expect("connect");
        self.run_until("handshake", |p| p.established() == (na + 1, nb + 1));
        let cb = match self.eb.iter().rev().find(|e| matches!(e, Event::Established { .. })) {
            Some(Event::Established { conn, .. }) => *conn,
            _ => unreachable!(),
        };
        (ca, cb)
    }

    /// Streams `bytes` of pattern `seed` from `a` to `b` in sends of `chunk` bytes (each a
    /// record), `b` returning its buffer as it receives; checks the stream byte-exact and
    /// returns the first and last beat cycle of every frame `a` sent meanwhile.
    pub fn stream(&mut self, (ca, cb): (u16, u16), bytes: usize, chunk: usize, seed: u64) -> Vec<(u64, u64)> {
        let mut check = PatternCheck::new(seed);
        let mut sent = 0;
        let start = self.a.cycles;
        self.a.tx_spans = Some(Vec::new());
        while (check.received as usize) < bytes {
            while sent < bytes && self.a.send_space(ca) >= chunk.min(bytes - sent) {
                let n = chunk.min(bytes - sent);
                self.a.send(ca, &pattern(seed, sent as u64, n)).expect("send");
                sent += n;
            }
            self.step();
            for e in std::mem::take(&mut self.eb) {
                match e {
                    Event::Deliver { conn, data, .. } if conn == cb => {
                        check.take(&data);
                        self.b.consumed(cb, data.len() as u32);
                    }
                    other => self.eb.push(other),
                }
            }
            assert!(self.a.cycles - start < PAIR_LIMIT * 8, "pair: stream stalled at {} of {bytes} bytes", check.received);
        }
        assert!(check.exact(bytes as u64), "pair: stream not byte-exact: {check:?}");
        self.a.tx_spans.take().unwrap()
    }
}
