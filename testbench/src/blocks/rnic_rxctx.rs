//! rnic_rxctx: port binding, the TOE's, the driver's and mpa_rx's stand-ins, and the
//! scoreboard.
//!
//! The TOE's stand-in delivers the in-order bytes of 20 connections (runs on one, switches),
//! each delivery packed from lane 0 with its connection and first sequence number. The
//! driver's stand-in binds QPs to connections in RDMA mode (S0, markers, CRC, largest ULPDU)
//! and unbinds them under the traffic, now and then two QPs on one connection. mpa_rx's
//! stand-in takes each segment's descriptor (alone, or with a following-on segment's first
//! beat, as mpa_rx does), then its beats; after each load it saves the context it held, a
//! random one, 1 to `save_delay` cycles later.
//!
//! Checked on every delivery, against golden `rx_route` at the moment its first beat is
//! taken: the route (stream or the lowest QP bound to the connection), the beats (unchanged
//! to the stream with connection and sequence number; to mpa_rx with byte i at lane
//! (seq + i - S0) mod 8), the order across both outputs. On every descriptor: its QP, `load`
//! exactly when mpa_rx holds another QP (or this QP was configured since), a load's context
//! the last one mpa_rx saved for the QP or the new context of its latest configuration
//! (a save of a QP configured while mpa_rx held it is stale and must not count), and no load
//! and no configuration while a save is owed. The counters equal the bench's.

use crate::backend::{build, BackendKind, Dut};
use crate::blocks::mpa_rx::{initial_context, RxConnCfg, RxIn, RxOut};
use crate::seed::TestRng;
use crate::stream::{log_uniform, packet_beats, Beat, ReadyGen};
use crate::verilated;
use iwarp_golden::mpa_stream::{Receiver, RxStatus};
use iwarp_golden::rx_route::{Binding, Route, RxRoutes};
use iwarp_model::rnic::rxctx::RnicRxCtx;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_rxctx`.
    RxCtxIn, RxCtxOut, RnicRxCtx, verilated::rnic_rxctx::Model,
    inputs {
        reset: bool,
        s_cfg.valid: bool, s_cfg.qp: u8, s_cfg.live: bool, s_cfg.conn: u16, s_cfg.s0: u32, s_cfg.markers: bool, s_cfg.crc: bool, s_cfg.max_ulpdu: u16,
        s_ulp.valid: bool, s_ulp.data: u64, s_ulp.keep: u8, s_ulp.last: bool, s_ulp.conn: u16, s_ulp.seq: u32,
        s_ctx.valid: bool, s_ctx.conn: u8, s_ctx.ctx0: u64, s_ctx.ctx1: u64, s_ctx.ctx2: u64, s_ctx.ctx3: u64,
        m_ready: bool, m_seg.ready: bool, m_strm.ready: bool,
    }
    outputs {
        s_cfg.ready: bool, s_ulp.ready: bool, s_ctx.ready: bool,
        m_data: u64, m_keep: u8, m_last: bool, m_valid: bool, m_conn: u16,
        m_seg.valid: bool, m_seg.conn: u8, m_seg.load: bool, m_seg.ctx0: u64, m_seg.ctx1: u64, m_seg.ctx2: u64, m_seg.ctx3: u64,
        m_strm.valid: bool, m_strm.data: u64, m_strm.keep: u8, m_strm.last: bool, m_strm.conn: u16, m_strm.seq: u32,
        idle: bool, cnt_loads: u32, cnt_follows: u32, cnt_strm: u32, cnt_stale: u32,
    }
);

pub type RxCtxDut = Box<dyn Dut<In = RxCtxIn, Out = RxCtxOut>>;

pub fn rxctx_dut(kind: BackendKind, test: &str) -> RxCtxDut {
    build::<RnicRxCtx, verilated::rnic_rxctx::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = RxCtxIn, Out = RxCtxOut>) {
    for _ in 0..2 {
        dut.eval(&RxCtxIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

const QPS: usize = 16;
/// The TOE's connections.
const TOE_CONNS: u16 = 1024;

/// `n` distinct TOE connection numbers, each drawn until it differs from those before.
pub fn distinct_conns(rng: &mut TestRng, n: usize) -> Vec<u16> {
    let mut conns = Vec::with_capacity(n);
    while conns.len() < n {
        let c = rng.gen_range(0..TOE_CONNS);
        if !conns.contains(&c) {
            conns.push(c);
        }
    }
    conns
}

/// Connections the TOE's stand-in delivers on.
const CONNS: usize = 20;
/// ctx1 is 63 bits.
const CTX1_MASK: u64 = u64::MAX >> 1;

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct RxCtxEnv {
    /// Probability the TOE offers a beat in a cycle; mpa_rx's and the stream's ready low.
    pub rate: f64,
    pub stall: f64,
    /// Probability the next delivery stays on the connection of the one before.
    pub stay: f64,
    /// The longest delivery.
    pub max_len: usize,
    /// mpa_rx's longest delay from a load to the save of the context it held.
    pub save_delay: u64,
    /// Probability per delivery that a QP's binding changes.
    pub churn: f64,
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct RxCtxRun {
    pub deliveries: u64,
    pub loads: u64,
    pub follows: u64,
    pub streamed: u64,
    pub stale: u64,
    pub configs: u64,
    pub bytes: u64,
    /// Descriptors taken with their segment's first beat (mpa_rx's follow-on).
    pub joint_takes: u64,
    /// Deliveries to mpa_rx whose rotation carried bytes past their last input beat.
    pub flushes: u64,
    /// Deliveries on a connection two QPs were bound to.
    pub shared: u64,
    pub cycles: u64,
}

/// A configuration: QP, live, connection, S0, markers, CRC, largest ULPDU.
type Cfg = (u8, bool, u16, u32, bool, bool, u16);

/// A delivery on its way out.
struct Expect {
    route: Route,
    conn: u16,
    seq: u32,
    beats: Vec<Beat>,
    at: usize,
    desc_taken: bool,
}

pub struct RxCtxBench {
    env: RxCtxEnv,
    conns: [u16; CONNS],
    next_seq: [u32; CONNS],
    routes: RxRoutes,
    /// The context a load of each QP must carry.
    want_ctx: [[u64; 4]; QPS],
    /// A configuration came while mpa_rx held the QP: its next save is stale.
    stale: [bool; QPS],
    /// The QP mpa_rx holds, and whether a following-on segment may use it.
    held: Option<u8>,
    held_ok: bool,
    /// mpa_rx's saves owed: (cycle, QP, context).
    saves: VecDeque<(u64, u8, [u64; 4])>,
    /// mpa_rx's stand-in is inside a segment (descriptor taken, last beat not yet).
    seg_open: bool,
    last_conn: usize,
    /// The delivery being offered: connection index, bytes, beats, next beat, whether it is
    /// in `out` yet.
    cur: Option<(usize, Vec<u8>, Vec<Beat>, usize, bool)>,
    out: VecDeque<Expect>,
    cfgs: VecDeque<Cfg>,
    pub run: RxCtxRun,
}

impl RxCtxBench {
    pub fn new(env: RxCtxEnv, rng: &mut TestRng) -> Self {
        let conns: [u16; CONNS] = distinct_conns(rng, CONNS).try_into().unwrap();
        let mut b = RxCtxBench {
            env,
            conns,
            next_seq: std::array::from_fn(|_| rng.gen()),
            routes: RxRoutes::default(),
            want_ctx: [[0; 4]; QPS],
            stale: [false; QPS],
            held: None,
            held_ok: false,
            saves: VecDeque::new(),
            seg_open: false,
            last_conn: 0,
            cur: None,
            out: VecDeque::new(),
            cfgs: VecDeque::new(),
            run: RxCtxRun::default(),
        };
        // Ten QPs start bound to the first ten connections; the other ten stream.
        for q in 0..10 {
            let c = b.entering(q as u8, q, rng);
            b.cfgs.push_back(c);
        }
        b
    }

    fn entering(&self, q: u8, k: usize, rng: &mut TestRng) -> Cfg {
        let s0 = self.next_seq[k].wrapping_sub(rng.gen_range(0..64));
        (q, true, self.conns[k], s0, rng.gen(), rng.gen(), rng.gen_range(16..=u16::MAX))
    }

    /// Runs until `n` deliveries were made and everything settled.
    pub fn run(&mut self, dut: &mut dyn Dut<In = RxCtxIn, Out = RxCtxOut>, n: u64, rng: &mut TestRng) -> Result<RxCtxRun, String> {
        let base = dut.eval(&RxCtxIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let mut quiet = 0;
        let mut stuck = 0u64;
        loop {
            self.run.cycles += 1;
            let now = self.run.cycles;
            // The TOE's stand-in: the next delivery (and now and then a binding change).
            if self.cur.is_none() && self.run.deliveries < n && rng.gen_bool(self.env.rate) {
                if rng.gen_bool(self.env.churn) {
                    let q = rng.gen_range(0..QPS) as u8;
                    let c = if self.routes.binding(q).is_some() && rng.gen_bool(0.3) {
                        (q, false, 0, 0, false, false, 0)
                    } else {
                        self.entering(q, rng.gen_range(0..CONNS), rng)
                    };
                    self.cfgs.push_back(c);
                }
                let k = if rng.gen_bool(self.env.stay) { self.last_conn } else { rng.gen_range(0..CONNS) };
                self.last_conn = k;
                let len = rng.gen_range(1..=self.env.max_len);
                let bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
                let beats = packet_beats(&bytes, 0);
                self.cur = Some((k, bytes, beats, 0, false));
                self.run.deliveries += 1;
                self.run.bytes += len as u64;
            }
            let mut i = RxCtxIn::default();
            if let Some(&(q, live, conn, s0, markers, crc, max)) = self.cfgs.front() {
                (i.s_cfg_valid, i.s_cfg_qp, i.s_cfg_live, i.s_cfg_conn, i.s_cfg_s0, i.s_cfg_markers, i.s_cfg_crc, i.s_cfg_max_ulpdu) = (true, q, live, conn, s0, markers, crc, max);
            }
            if let Some((k, _, beats, at, _)) = &self.cur {
                let b = beats[*at];
                (i.s_ulp_valid, i.s_ulp_data, i.s_ulp_keep, i.s_ulp_last, i.s_ulp_conn, i.s_ulp_seq) = (true, b.data, b.keep, b.last, self.conns[*k], self.next_seq[*k]);
            }
            if let Some(&(at, q, ctx)) = self.saves.front() {
                if at <= now {
                    (i.s_ctx_valid, i.s_ctx_conn, i.s_ctx_ctx0, i.s_ctx_ctx1, i.s_ctx_ctx2, i.s_ctx_ctx3) = (true, q, ctx[0], ctx[1], ctx[2], ctx[3]);
                }
            }
            // mpa_rx's stand-in: inside a segment it takes beats; outside it takes a
            // descriptor, a following-on one at times with the segment's first beat.
            let o0 = dut.eval(&i);
            if self.seg_open {
                i.m_ready = ready.drive(rng);
            } else if o0.m_seg_valid && ready.drive(rng) {
                i.m_seg_ready = true;
                i.m_ready = !o0.m_seg_load && rng.gen_bool(0.5);
            }
            i.m_strm_ready = ready.drive(rng);
            let o = dut.eval(&i);
            if (o.m_seg_valid, o.m_valid, o.m_strm_valid) != (o0.m_seg_valid, o0.m_valid, o0.m_strm_valid) {
                return Err("an output's valid follows a ready in the same cycle".into());
            }
            let mut progress = false;
            if i.s_cfg_valid && o.s_cfg_ready {
                if o.m_seg_valid {
                    return Err("a configuration taken while a descriptor waits (decided on the bindings before it)".into());
                }
                self.config(!self.saves.is_empty())?;
                progress = true;
            }
            if i.s_ctx_valid {
                let (_, q, ctx) = self.saves.pop_front().unwrap();
                let qi = usize::from(q);
                if self.stale[qi] {
                    self.stale[qi] = false;
                    self.run.stale += 1;
                } else {
                    self.want_ctx[qi] = ctx;
                }
                progress = true;
            }
            if o.m_seg_valid && i.m_seg_ready {
                if o.m_valid && i.m_ready {
                    self.run.joint_takes += 1;
                }
                self.descriptor(&o, now, rng)?;
                progress = true;
            }
            if o.m_valid && i.m_ready {
                self.rdma_beat(&o)?;
                progress = true;
            }
            if o.m_strm_valid && i.m_strm_ready {
                self.stream_beat(&o)?;
                progress = true;
            }
            if i.s_ulp_valid && o.s_ulp_ready {
                self.input_beat();
                progress = true;
            }
            dut.tick();
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > 5_000 {
                return Err(format!("hang: {} deliveries, {} out, {} saves owed, {} configurations queued", self.run.deliveries, self.out.len(), self.saves.len(), self.cfgs.len()));
            }
            let settled = self.run.deliveries >= n && self.cur.is_none() && self.out.is_empty() && self.saves.is_empty() && self.cfgs.is_empty() && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 4 {
                break;
            }
        }
        let o = dut.eval(&RxCtxIn::default());
        let counted = [
            o.cnt_loads.wrapping_sub(base.cnt_loads),
            o.cnt_follows.wrapping_sub(base.cnt_follows),
            o.cnt_strm.wrapping_sub(base.cnt_strm),
            o.cnt_stale.wrapping_sub(base.cnt_stale),
        ]
        .map(u64::from);
        let want = [self.run.loads, self.run.follows, self.run.streamed, self.run.stale];
        if counted != want {
            return Err(format!("counters (loads, follows, stream, stale) {counted:?}, the bench's {want:?}"));
        }
        Ok(self.run.clone())
    }

    /// The driver's configuration taken: golden's binding, the QP's new context; a QP
    /// mpa_rx holds must load next, and its next save is stale.
    fn config(&mut self, owed: bool) -> Result<(), String> {
        let (q, live, conn, s0, markers, crc, max) = self.cfgs.pop_front().unwrap();
        if owed {
            return Err(format!("QP {q}: configured while a context save is owed"));
        }
        let qi = usize::from(q);
        self.routes.bind(q, live.then_some(Binding { conn, s0 }));
        self.want_ctx[qi] = initial_context(&RxConnCfg { markers, crc, start_offset: 0, max_ulpdu: max });
        if self.held == Some(q) {
            self.held_ok = false;
            self.stale[qi] = true;
        }
        self.run.configs += 1;
        Ok(())
    }

    /// The delivery being offered enters the expected output, with golden's route, when the
    /// block shows it has taken its decision: its first beat taken, or its descriptor taken
    /// (before the beat when the output queue is full). No configuration is taken between
    /// the block's decision and either (configurations wait for IDLE).
    fn book(&mut self) {
        let (k, bytes, beats, _, booked) = self.cur.as_mut().unwrap();
        if *booked {
            return;
        }
        *booked = true;
        let conn = self.conns[*k];
        let seq = self.next_seq[*k];
        let route = self.routes.route(conn, seq);
        let beats = match route {
            Route::Stream => beats.clone(),
            Route::Rdma { lane, .. } => packet_beats(bytes, lane),
        };
        if let Route::Rdma { .. } = route {
            if beats.len() > packet_beats(bytes, 0).len() {
                self.run.flushes += 1;
            }
            if (0..QPS as u8).filter(|&q| self.routes.binding(q).is_some_and(|b| b.conn == conn)).count() > 1 {
                self.run.shared += 1;
            }
        }
        self.out.push_back(Expect { route, conn, seq, beats, at: 0, desc_taken: false });
    }

    /// A delivery's beat taken from the TOE's stand-in.
    fn input_beat(&mut self) {
        self.book();
        let (k, bytes, beats, at, _) = self.cur.as_mut().unwrap();
        let k = *k;
        *at += 1;
        if *at == beats.len() {
            let len = bytes.len() as u32;
            self.next_seq[k] = self.next_seq[k].wrapping_add(len);
            self.cur = None;
        }
    }

    /// A descriptor taken by mpa_rx's stand-in.
    fn descriptor(&mut self, o: &RxCtxOut, now: u64, rng: &mut TestRng) -> Result<(), String> {
        let owed = |e: &Expect| matches!(e.route, Route::Rdma { .. }) && !e.desc_taken;
        if !self.out.iter().any(owed) && self.cur.is_some() {
            self.book();
        }
        let e = self.out.iter_mut().find(|e| matches!(e.route, Route::Rdma { .. }) && !e.desc_taken).ok_or("a descriptor with no delivery for mpa_rx")?;
        let Route::Rdma { qp, .. } = e.route else { unreachable!() };
        e.desc_taken = true;
        if o.m_seg_conn != qp {
            return Err(format!("descriptor for QP {}, golden's QP {qp} (connection {})", o.m_seg_conn, e.conn));
        }
        let qi = usize::from(qp);
        let load = !(self.held == Some(qp) && self.held_ok);
        if o.m_seg_load != load {
            return Err(format!("QP {qp}: descriptor load {}, golden {load} (mpa_rx holds {:?}, current {})", o.m_seg_load, self.held, self.held_ok));
        }
        if load {
            if !self.saves.is_empty() {
                return Err(format!("QP {qp}: loaded while {} context saves are owed", self.saves.len()));
            }
            let got = [o.m_seg_ctx0, o.m_seg_ctx1, o.m_seg_ctx2, o.m_seg_ctx3];
            if got != self.want_ctx[qi] {
                return Err(format!("QP {qp}: loaded context {got:x?}, want {:x?}", self.want_ctx[qi]));
            }
            if let Some(p) = self.held {
                let ctx = [rng.gen(), rng.gen::<u64>() & CTX1_MASK, rng.gen(), rng.gen()];
                self.saves.push_back((now + rng.gen_range(1..=self.env.save_delay), p, ctx));
            }
            self.held = Some(qp);
            self.held_ok = true;
            self.run.loads += 1;
        } else {
            self.run.follows += 1;
        }
        self.seg_open = true;
        Ok(())
    }

    /// A beat taken by mpa_rx's stand-in: the front delivery's, for mpa_rx, descriptor taken.
    fn rdma_beat(&mut self, o: &RxCtxOut) -> Result<(), String> {
        if !self.seg_open {
            return Err("a beat to mpa_rx before its descriptor".into());
        }
        let e = self.out.front_mut().ok_or("a beat to mpa_rx with no delivery out")?;
        let Route::Rdma { qp, .. } = e.route else {
            return Err(format!("a beat to mpa_rx of a stream delivery (connection {}, sequence {:#x})", e.conn, e.seq));
        };
        if !e.desc_taken {
            return Err(format!("QP {qp}: a beat before its descriptor"));
        }
        let b = e.beats[e.at];
        if (o.m_data, o.m_keep, o.m_last) != (b.data, b.keep, b.last) {
            return Err(format!("QP {qp}: beat {} {:#018x}/{:#04x}/{}, golden {:#018x}/{:#04x}/{}", e.at, o.m_data, o.m_keep, o.m_last, b.data, b.keep, b.last));
        }
        if o.m_conn != e.conn {
            return Err(format!("QP {qp}: a beat of connection {} shown as connection {}", e.conn, o.m_conn));
        }
        e.at += 1;
        if b.last {
            self.out.pop_front();
            self.seg_open = false;
        }
        Ok(())
    }

    /// A beat to the stream: the front delivery's, unchanged.
    fn stream_beat(&mut self, o: &RxCtxOut) -> Result<(), String> {
        let e = self.out.front_mut().ok_or("a stream beat with no delivery out")?;
        if e.route != Route::Stream {
            return Err(format!("a stream beat of a delivery for mpa_rx ({:?})", e.route));
        }
        let b = e.beats[e.at];
        let got = (o.m_strm_data, o.m_strm_keep, o.m_strm_last, o.m_strm_conn, o.m_strm_seq);
        let want = (b.data, b.keep, b.last, e.conn, e.seq);
        if got != want {
            return Err(format!("stream beat {} {got:x?}, golden {want:x?}", e.at));
        }
        e.at += 1;
        if b.last {
            self.out.pop_front();
            self.run.streamed += 1;
        }
        Ok(())
    }
}

/// A QP of the receive path's run: bound to `conn` from `s0`, its MPA settings (`cfg`,
/// whose `start_offset` is 0: the stream starts at S0) and its FPDU stream.
#[derive(Clone, Debug)]
pub struct PathQp {
    pub conn: u16,
    pub s0: u32,
    pub cfg: RxConnCfg,
    pub stream: Vec<u8>,
}

/// A connection left in stream mode: its first sequence number and bytes.
#[derive(Clone, Debug)]
pub struct PathStream {
    pub conn: u16,
    pub seq: u32,
    pub bytes: Vec<u8>,
}

/// What a receive-path run went through.
#[derive(Clone, Debug, Default)]
pub struct PathRun {
    /// FPDU verdicts checked against golden's receiver (ULPDU bytes and status).
    pub fpdus: u64,
    pub errors: u64,
    pub stream_bytes: u64,
    pub deliveries: u64,
    pub loads: u64,
    pub cycles: u64,
}

fn mpa_status(s: RxStatus) -> u8 {
    (match s {
        RxStatus::Ok => iwarp_model::mpa::rx::rx_status::OK,
        RxStatus::CrcError => iwarp_model::mpa::rx::rx_status::CRC,
        RxStatus::MarkerError => iwarp_model::mpa::rx::rx_status::MARKER,
        RxStatus::LengthError => iwarp_model::mpa::rx::rx_status::LENGTH,
    }) as u8
}

/// The receive path as the rnic composes it: this block in front of mpa_rx (two devices,
/// their channels connected each cycle until both settle). The QPs are bound first; then
/// every stream is cut into deliveries of up to `max_seg` bytes (log-uniform), interleaved
/// at random, each at its sequence number. Checked: every FPDU mpa_rx delivers for a QP
/// equals golden's receiver on the QP's stream from S0 (ULPDU bytes and status: the lanes,
/// the markers' grid and the contexts carried across switches all have to be right for
/// that), and every stream connection's bytes arrive in order with their sequence numbers.
#[allow(clippy::too_many_arguments)]
pub fn run_path(
    rx: &mut dyn Dut<In = RxCtxIn, Out = RxCtxOut>,
    mpa: &mut dyn Dut<In = RxIn, Out = RxOut>,
    qps: &[PathQp],
    streams: &[PathStream],
    max_seg: usize,
    stall: f64,
    rng: &mut TestRng,
) -> Result<PathRun, String> {
    let mut run = PathRun::default();
    let mut cfgs: VecDeque<Cfg> =
        qps.iter().enumerate().map(|(q, p)| (q as u8, true, p.conn, p.s0, p.cfg.markers, p.cfg.crc, p.cfg.max_ulpdu)).collect();
    let mut want: Vec<VecDeque<_>> = qps
        .iter()
        .map(|p| Receiver::new(0, p.cfg.markers, p.cfg.crc, p.cfg.max_ulpdu).push(&p.stream).into_iter().collect())
        .collect();
    let mut got: Vec<Vec<u8>> = vec![Vec::new(); qps.len()];
    // Each source's deliveries in order: (connection, sequence number, bytes).
    let mut per: Vec<VecDeque<(u16, u32, Vec<u8>)>> = Vec::new();
    let sources = qps.iter().map(|p| (p.conn, p.s0, &p.stream)).chain(streams.iter().map(|s| (s.conn, s.seq, &s.bytes)));
    for (conn, seq, bytes) in sources {
        let mut q = VecDeque::new();
        let mut at = 0;
        while at < bytes.len() {
            let n = log_uniform(rng, max_seg).min(bytes.len() - at);
            q.push_back((conn, seq.wrapping_add(at as u32), bytes[at..at + n].to_vec()));
            at += n;
        }
        per.push(q);
    }
    let mut strm_at: Vec<usize> = vec![0; streams.len()];
    let mut strm_seq: Vec<Option<u32>> = vec![None; streams.len()];
    let mut cur: Option<(u16, u32, Vec<Beat>, usize)> = None;
    let ready = ReadyGen::new(stall);
    let mut stuck = 0u64;
    let mut quiet = 0;
    loop {
        run.cycles += 1;
        if cur.is_none() && cfgs.is_empty() {
            let live: Vec<usize> = (0..per.len()).filter(|&k| !per[k].is_empty()).collect();
            if !live.is_empty() {
                let (conn, seq, bytes) = per[live[rng.gen_range(0..live.len())]].pop_front().unwrap();
                cur = Some((conn, seq, packet_beats(&bytes, 0), 0));
                run.deliveries += 1;
            }
        }
        let mut ri = RxCtxIn::default();
        if let Some(&(q, live, conn, s0, markers, crc, max)) = cfgs.front() {
            (ri.s_cfg_valid, ri.s_cfg_qp, ri.s_cfg_live, ri.s_cfg_conn, ri.s_cfg_s0, ri.s_cfg_markers, ri.s_cfg_crc, ri.s_cfg_max_ulpdu) = (true, q, live, conn, s0, markers, crc, max);
        }
        if let Some((conn, seq, beats, at)) = &cur {
            let b = beats[*at];
            (ri.s_ulp_valid, ri.s_ulp_data, ri.s_ulp_keep, ri.s_ulp_last, ri.s_ulp_conn, ri.s_ulp_seq) = (true, b.data, b.keep, b.last, *conn, *seq);
        }
        ri.m_strm_ready = ready.drive(rng);
        let mut mi = RxIn { m_ready: ready.drive(rng), ..Default::default() };
        // Connect the two until their channels settle.
        let mut ro = rx.eval(&ri);
        let mut mo;
        let mut rounds = 0;
        loop {
            (mi.s_data, mi.s_keep, mi.s_last, mi.s_valid) = (ro.m_data, ro.m_keep, ro.m_last, ro.m_valid);
            (mi.s_seg_valid, mi.s_seg_conn, mi.s_seg_load) = (ro.m_seg_valid, ro.m_seg_conn, ro.m_seg_load);
            (mi.s_seg_ctx0, mi.s_seg_ctx1, mi.s_seg_ctx2, mi.s_seg_ctx3) = (ro.m_seg_ctx0, ro.m_seg_ctx1, ro.m_seg_ctx2, ro.m_seg_ctx3);
            mo = mpa.eval(&mi);
            let back = (mo.s_ready, mo.s_seg_ready, mo.m_ctx_valid, mo.m_ctx_conn, mo.m_ctx0, mo.m_ctx1, mo.m_ctx2, mo.m_ctx3);
            let before = (ri.m_ready, ri.m_seg_ready, ri.s_ctx_valid, ri.s_ctx_conn, ri.s_ctx_ctx0, ri.s_ctx_ctx1, ri.s_ctx_ctx2, ri.s_ctx_ctx3);
            if back == before {
                break;
            }
            (ri.m_ready, ri.m_seg_ready, ri.s_ctx_valid, ri.s_ctx_conn, ri.s_ctx_ctx0, ri.s_ctx_ctx1, ri.s_ctx_ctx2, ri.s_ctx_ctx3) = back;
            ro = rx.eval(&ri);
            rounds += 1;
            if rounds > 4 {
                return Err("the two devices' channels do not settle (a combinational loop)".into());
            }
        }
        let mut progress = false;
        if ri.s_cfg_valid && ro.s_cfg_ready {
            cfgs.pop_front();
            progress = true;
        }
        if ri.s_ulp_valid && ro.s_ulp_ready {
            let (_, _, beats, at) = cur.as_mut().unwrap();
            *at += 1;
            if *at == beats.len() {
                cur = None;
            }
            progress = true;
        }
        if ro.m_strm_valid && ri.m_strm_ready {
            let k = streams.iter().position(|s| s.conn == ro.m_strm_conn).ok_or_else(|| format!("stream bytes of connection {}, which is bound", ro.m_strm_conn))?;
            let s = &streams[k];
            // Every beat of a delivery carries its first byte's sequence number.
            let first = *strm_seq[k].get_or_insert(s.seq.wrapping_add(strm_at[k] as u32));
            if ro.m_strm_seq != first {
                return Err(format!("connection {}: stream beat with sequence number {:#x}, its delivery's first byte is {first:#x}", s.conn, ro.m_strm_seq));
            }
            if ro.m_strm_last {
                strm_seq[k] = None;
            }
            for l in 0..8 {
                if ro.m_strm_keep >> l & 1 != 0 {
                    let b = (ro.m_strm_data >> (8 * l)) as u8;
                    if s.bytes.get(strm_at[k]) != Some(&b) {
                        return Err(format!("connection {}: stream byte {} is {b:#04x}, sent {:?}", s.conn, strm_at[k], s.bytes.get(strm_at[k])));
                    }
                    strm_at[k] += 1;
                    run.stream_bytes += 1;
                }
            }
            progress = true;
        }
        if mo.m_valid && mi.m_ready {
            let q = usize::from(mo.m_conn);
            if q >= qps.len() {
                return Err(format!("mpa_rx delivered for QP {q}, not bound"));
            }
            for l in 0..8 {
                if mo.m_keep >> l & 1 != 0 {
                    got[q].push((mo.m_data >> (8 * l)) as u8);
                }
            }
            if mo.m_last {
                let w = want[q].pop_front().ok_or_else(|| format!("QP {q}: an FPDU past golden's {}", run.fpdus))?;
                let bytes = std::mem::take(&mut got[q]);
                if mo.m_status != mpa_status(w.status) || bytes != w.ulpdu {
                    return Err(format!("QP {q}: FPDU of {} bytes, status {}; golden {} bytes, {:?}", bytes.len(), mo.m_status, w.ulpdu.len(), w.status));
                }
                if w.status != RxStatus::Ok {
                    run.errors += 1;
                }
                run.fpdus += 1;
            }
            progress = true;
        }
        if ri.m_seg_ready && ro.m_seg_valid && ro.m_seg_load {
            run.loads += 1;
        }
        rx.tick();
        mpa.tick();
        stuck = if progress { 0 } else { stuck + 1 };
        if stuck > 10_000 {
            return Err(format!("hang: {} deliveries, {} FPDUs checked", run.deliveries, run.fpdus));
        }
        let done = cur.is_none() && per.iter().all(|p| p.is_empty()) && want.iter().all(|w| w.is_empty()) && strm_at.iter().zip(streams).all(|(a, s)| *a == s.bytes.len());
        quiet = if done { quiet + 1 } else { 0 };
        if quiet > 8 {
            break;
        }
    }
    Ok(run)
}
