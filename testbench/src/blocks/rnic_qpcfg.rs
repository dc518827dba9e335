//! rnic_qpcfg: port binding, random QP changes, and the scoreboard.
//!
//! The oracle is golden `qp_cfg::fan_out` on each change the block takes (its rules: which
//! change configures which engine, and with what), plus the order it states, checked at
//! every handshake:
//! - each configuration output gives exactly golden's configuration for the change in hand,
//!   once, and nothing when golden has none for it;
//! - each copy output gives the change's whole context once, and only after every
//!   configuration of the change was taken;
//! - a change is taken only when everything owed for the one before was given;
//! - the counters are the changes taken, those entering ready to send and error.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_golden::host_if::{MpaLink, QpState};
use iwarp_golden::qp_cfg::{fan_out, Cfg, QpCtx};
use iwarp_model::rnic::qpcfg::RnicQpCfg;
use rand::Rng;

crate::bind_ports!(
    /// Inputs of `rnic_qpcfg`.
    QpCfgIn, QpCfgOut, RnicQpCfg, verilated::rnic_qpcfg::Model,
    inputs {
        reset: bool,
        s_qp.valid: bool, s_qp.qp: u8, s_qp.live: bool, s_qp.state: u8, s_qp.pd: u16, s_qp.cq: u16,
        s_qp.sq_base: u64, s_qp.sq_log: u8, s_qp.rq_base: u64, s_qp.rq_log: u8, s_qp.conn: u16,
        s_qp.ird: u8, s_qp.ord: u8, s_qp.mulpdu: u16, s_qp.s0_tx: u32, s_qp.s0_rx: u32, s_qp.sent_s0: u32,
        s_qp.acked: u32, s_qp.markers_tx: bool, s_qp.markers_rx: bool, s_qp.crc: bool, s_qp.kept: u8,
        m_ring.ready: bool, m_ack.ready: bool, m_tx.ready: bool, m_rx.ready: bool, m_ddptx.ready: bool,
        m_ddprx.ready: bool, m_wq.ready: bool, m_toeev.ready: bool, m_qperr.ready: bool,
    }
    outputs {
        s_qp.ready: bool,
        m_ring.valid: bool, m_ring.qp: u8, m_ring.live: bool, m_ring.conn: u16, m_ring.seq: u32,
        m_ring.sent: u32, m_ring.acked: u32, m_ring.kept: u8,
        m_ack.valid: bool, m_ack.qp: u8, m_ack.s0: u32,
        m_tx.valid: bool, m_tx.qp: u8, m_tx.live: bool, m_tx.markers: bool, m_tx.crc: bool, m_tx.offset_words: u32,
        m_rx.valid: bool, m_rx.qp: u8, m_rx.live: bool, m_rx.conn: u16, m_rx.s0: u32, m_rx.markers: bool,
        m_rx.crc: bool, m_rx.max_ulpdu: u16,
        m_ddptx.valid: bool, m_ddptx.qp: u8, m_ddptx.pd: u16, m_ddptx.mulpdu: u16, m_ddptx.ord: u8,
        m_ddprx.valid: bool, m_ddprx.qp: u8, m_ddprx.pd: u16, m_ddprx.ird: u8,
        m_wq.valid: bool, m_wq.qp: u8, m_wq.live: bool, m_wq.state: u8, m_wq.pd: u16, m_wq.cq: u16,
        m_wq.sq_base: u64, m_wq.sq_log: u8, m_wq.rq_base: u64, m_wq.rq_log: u8, m_wq.conn: u16,
        m_wq.ird: u8, m_wq.ord: u8, m_wq.mulpdu: u16, m_wq.s0_tx: u32, m_wq.s0_rx: u32, m_wq.sent_s0: u32,
        m_wq.acked: u32, m_wq.markers_tx: bool, m_wq.markers_rx: bool, m_wq.crc: bool, m_wq.kept: u8,
        m_toeev.valid: bool, m_toeev.qp: u8, m_toeev.live: bool, m_toeev.state: u8, m_toeev.pd: u16, m_toeev.cq: u16,
        m_toeev.sq_base: u64, m_toeev.sq_log: u8, m_toeev.rq_base: u64, m_toeev.rq_log: u8, m_toeev.conn: u16,
        m_toeev.ird: u8, m_toeev.ord: u8, m_toeev.mulpdu: u16, m_toeev.s0_tx: u32, m_toeev.s0_rx: u32, m_toeev.sent_s0: u32,
        m_toeev.acked: u32, m_toeev.markers_tx: bool, m_toeev.markers_rx: bool, m_toeev.crc: bool, m_toeev.kept: u8,
        m_qperr.valid: bool, m_qperr.qp: u8, m_qperr.live: bool, m_qperr.state: u8, m_qperr.pd: u16, m_qperr.cq: u16,
        m_qperr.sq_base: u64, m_qperr.sq_log: u8, m_qperr.rq_base: u64, m_qperr.rq_log: u8, m_qperr.conn: u16,
        m_qperr.ird: u8, m_qperr.ord: u8, m_qperr.mulpdu: u16, m_qperr.s0_tx: u32, m_qperr.s0_rx: u32, m_qperr.sent_s0: u32,
        m_qperr.acked: u32, m_qperr.markers_tx: bool, m_qperr.markers_rx: bool, m_qperr.crc: bool, m_qperr.kept: u8,
        idle: bool, cnt_changes: u32, cnt_rdma_on: u32, cnt_rdma_off: u32,
    }
);

pub type QpCfgDut = Box<dyn Dut<In = QpCfgIn, Out = QpCfgOut>>;

pub fn qpcfg_dut(kind: BackendKind, test: &str) -> QpCfgDut {
    build::<RnicQpCfg, verilated::rnic_qpcfg::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = QpCfgIn, Out = QpCfgOut>) {
    for _ in 0..2 {
        dut.eval(&QpCfgIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Cycles without progress after which a run is declared hung.
const HANG: u64 = 5_000;
/// The copies' names, in the order of [`copies`].
const COPIES: [&str; 3] = ["rnic_wq", "rnic_toeev", "rnic_qperr"];

/// The change offered on `s_qp`.
pub fn drive(i: &mut QpCfgIn, c: &QpCtx) {
    (i.s_qp_valid, i.s_qp_qp, i.s_qp_live, i.s_qp_state, i.s_qp_pd, i.s_qp_cq) = (true, c.qp, c.live, c.state, c.pd, c.cq);
    (i.s_qp_sq_base, i.s_qp_sq_log, i.s_qp_rq_base, i.s_qp_rq_log, i.s_qp_conn) = (c.sq_base, c.sq_log, c.rq_base, c.rq_log, c.conn);
    (i.s_qp_ird, i.s_qp_ord, i.s_qp_mulpdu) = (c.ird, c.ord, c.mulpdu);
    let m = &c.mpa;
    (i.s_qp_s0_tx, i.s_qp_s0_rx, i.s_qp_sent_s0, i.s_qp_acked) = (m.s0_tx, m.s0_rx, m.sent_s0, m.acked);
    (i.s_qp_markers_tx, i.s_qp_markers_rx, i.s_qp_crc, i.s_qp_kept) = (m.markers_tx, m.markers_rx, m.crc, m.kept);
}

/// The three copy outputs: (valid, ready, the context given).
fn copies(i: &QpCfgIn, o: &QpCfgOut) -> [(bool, bool, QpCtx); 3] {
    macro_rules! copy {
        ($p:ident, $r:ident) => {
            paste::paste! {
                (o.[<$p _valid>], i.$r, QpCtx {
                    qp: o.[<$p _qp>], live: o.[<$p _live>], state: o.[<$p _state>], pd: o.[<$p _pd>], cq: o.[<$p _cq>],
                    sq_base: o.[<$p _sq_base>], sq_log: o.[<$p _sq_log>], rq_base: o.[<$p _rq_base>], rq_log: o.[<$p _rq_log>],
                    conn: o.[<$p _conn>], ird: o.[<$p _ird>], ord: o.[<$p _ord>], mulpdu: o.[<$p _mulpdu>],
                    mpa: MpaLink {
                        s0_tx: o.[<$p _s0_tx>], s0_rx: o.[<$p _s0_rx>], sent_s0: o.[<$p _sent_s0>], acked: o.[<$p _acked>],
                        markers_tx: o.[<$p _markers_tx>], markers_rx: o.[<$p _markers_rx>], crc: o.[<$p _crc>], kept: o.[<$p _kept>],
                    },
                })
            }
        };
    }
    [copy!(m_wq, m_wq_ready), copy!(m_toeev, m_toeev_ready), copy!(m_qperr, m_qperr_ready)]
}

/// The six configuration outputs: (valid, ready, the configuration given).
fn configs(i: &QpCfgIn, o: &QpCfgOut) -> [(bool, bool, Cfg); 6] {
    [
        (o.m_ring_valid, i.m_ring_ready, Cfg::Ring { qp: o.m_ring_qp, live: o.m_ring_live, conn: o.m_ring_conn, seq: o.m_ring_seq, sent: o.m_ring_sent, acked: o.m_ring_acked, kept: o.m_ring_kept }),
        (o.m_ack_valid, i.m_ack_ready, Cfg::Ack { qp: o.m_ack_qp, s0: o.m_ack_s0 }),
        (o.m_tx_valid && o.m_tx_offset_words == 0, i.m_tx_ready, Cfg::TxMpa { qp: o.m_tx_qp, live: o.m_tx_live, markers: o.m_tx_markers, crc: o.m_tx_crc }),
        (o.m_rx_valid, i.m_rx_ready, Cfg::RxMpa { qp: o.m_rx_qp, live: o.m_rx_live, conn: o.m_rx_conn, s0: o.m_rx_s0, markers: o.m_rx_markers, crc: o.m_rx_crc, max_ulpdu: o.m_rx_max_ulpdu }),
        (o.m_ddptx_valid, i.m_ddptx_ready, Cfg::DdpTx { qp: o.m_ddptx_qp, pd: o.m_ddptx_pd, mulpdu: o.m_ddptx_mulpdu, ord: o.m_ddptx_ord }),
        (o.m_ddprx_valid, i.m_ddprx_ready, Cfg::DdpRx { qp: o.m_ddprx_qp, pd: o.m_ddprx_pd, ird: o.m_ddprx_ird }),
    ]
}

/// Which configuration output a golden configuration belongs to (the order of [`configs`]).
fn port_of(c: &Cfg) -> usize {
    match c {
        Cfg::Ring { .. } => 0,
        Cfg::Ack { .. } => 1,
        Cfg::TxMpa { .. } => 2,
        Cfg::RxMpa { .. } => 3,
        Cfg::DdpTx { .. } => 4,
        Cfg::DdpRx { .. } => 5,
    }
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct QpCfgRun {
    pub changes: u64,
    pub rdma_on: u64,
    pub rdma_off: u64,
    pub ddprx_cfgs: u64,
    pub configs: u64,
    pub copies: u64,
    pub cycles: u64,
}

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct QpCfgEnv {
    /// Per cycle: a change offered (when none is).
    pub rate: f64,
    /// An output's ready is low.
    pub stall: f64,
    /// A change's `live` is clear (a destroy).
    pub dead: f64,
}

/// A random change: any state, the fields at random (MULPDU and connection any 16 bits:
/// the block passes what `rnic_cmd` checked).
pub fn random_change(rng: &mut TestRng, dead: f64) -> QpCtx {
    let states = QpState::ALL;
    QpCtx {
        qp: rng.gen_range(0..16),
        live: !rng.gen_bool(dead),
        state: states[rng.gen_range(0..states.len())] as u8,
        pd: rng.gen(),
        cq: rng.gen(),
        sq_base: rng.gen(),
        sq_log: rng.gen(),
        rq_base: rng.gen(),
        rq_log: rng.gen(),
        conn: rng.gen_range(0..1024),
        ird: rng.gen_range(0..16),
        ord: rng.gen_range(0..16),
        mulpdu: rng.gen_range(64..16384),
        mpa: MpaLink { s0_tx: rng.gen(), s0_rx: rng.gen(), sent_s0: rng.gen(), acked: rng.gen(), markers_tx: rng.gen(), markers_rx: rng.gen(), crc: rng.gen(), kept: rng.gen() },
    }
}

pub struct QpCfgBench {
    env: QpCfgEnv,
    /// The change offered, not yet taken.
    offer: Option<QpCtx>,
    /// The change in hand: its configurations and copies still owed.
    cfg_owed: Vec<Cfg>,
    copy_owed: [Option<QpCtx>; 3],
    pub run: QpCfgRun,
}

impl QpCfgBench {
    pub fn new(env: QpCfgEnv) -> Self {
        QpCfgBench { env, offer: None, cfg_owed: Vec::new(), copy_owed: [None; 3], run: QpCfgRun::default() }
    }

    fn owed(&self) -> bool {
        !self.cfg_owed.is_empty() || self.copy_owed.iter().any(Option::is_some)
    }

    /// Offers `n` changes and runs until everything owed was given.
    pub fn run(&mut self, dut: &mut dyn Dut<In = QpCfgIn, Out = QpCfgOut>, n: u64, rng: &mut TestRng) -> Result<QpCfgRun, String> {
        let base = dut.eval(&QpCfgIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let (mut offered, mut quiet, mut stuck) = (0u64, 0, 0u64);
        loop {
            self.run.cycles += 1;
            let before = (self.run.changes, self.run.configs, self.run.copies);
            if offered < n && self.offer.is_none() && rng.gen_bool(self.env.rate) {
                self.offer = Some(random_change(rng, self.env.dead));
                offered += 1;
            }
            let mut i = QpCfgIn {
                m_ring_ready: ready.drive(rng),
                m_ack_ready: ready.drive(rng),
                m_tx_ready: ready.drive(rng),
                m_rx_ready: ready.drive(rng),
                m_ddptx_ready: ready.drive(rng),
                m_ddprx_ready: ready.drive(rng),
                m_wq_ready: ready.drive(rng),
                m_toeev_ready: ready.drive(rng),
                m_qperr_ready: ready.drive(rng),
                ..Default::default()
            };
            if let Some(c) = &self.offer {
                drive(&mut i, c);
            }
            let o = dut.eval(&i);
            // Handshakes out: the change in hand's, configurations before copies.
            for (k, (valid, rdy, got)) in configs(&i, &o).into_iter().enumerate() {
                if valid && rdy {
                    let Some(at) = self.cfg_owed.iter().position(|c| port_of(c) == k && *c == got) else {
                        return Err(format!("configuration {got:?} given, owed {:?}", self.cfg_owed));
                    };
                    self.cfg_owed.remove(at);
                    self.run.configs += 1;
                }
            }
            let cfgs_left_at_start = !self.cfg_owed.is_empty() || configs(&i, &o).iter().any(|(v, r, _)| *v && *r);
            for (k, (valid, rdy, got)) in copies(&i, &o).into_iter().enumerate() {
                if valid && rdy {
                    if cfgs_left_at_start {
                        return Err(format!("{} given its copy while configurations were owed", COPIES[k]));
                    }
                    if self.copy_owed[k] != Some(got) {
                        return Err(format!("{} given {got:?}, owed {:?}", COPIES[k], self.copy_owed[k]));
                    }
                    self.copy_owed[k] = None;
                    self.run.copies += 1;
                }
            }
            // Handshake in: only with nothing owed.
            if i.s_qp_valid && o.s_qp_ready {
                if self.owed() {
                    return Err(format!("a change taken while {:?} and copies {:?} were owed", self.cfg_owed, self.copy_owed));
                }
                let c = self.offer.take().unwrap();
                self.cfg_owed = fan_out(&c);
                self.copy_owed = [Some(c); 3];
                self.run.changes += 1;
                self.run.rdma_on += u64::from(c.live && c.state == QpState::Rts as u8);
                self.run.rdma_off += u64::from(c.live && c.state == QpState::Error as u8);
                self.run.ddprx_cfgs += u64::from(c.live && c.state == QpState::Init as u8);
            }
            dut.tick();
            let progress = before != (self.run.changes, self.run.configs, self.run.copies);
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > HANG {
                return Err(format!("hang: owed {:?}, copies {:?}, {:?}", self.cfg_owed, self.copy_owed, self.run));
            }
            quiet = if offered >= n && self.offer.is_none() && !self.owed() && o.idle { quiet + 1 } else { 0 };
            if quiet > 4 {
                break;
            }
        }
        let o = dut.eval(&QpCfgIn::default());
        let d = |a: u32, b: u32| u64::from(a.wrapping_sub(b));
        let counted = [d(o.cnt_changes, base.cnt_changes), d(o.cnt_rdma_on, base.cnt_rdma_on), d(o.cnt_rdma_off, base.cnt_rdma_off)];
        let want = [self.run.changes, self.run.rdma_on, self.run.rdma_off];
        if counted != want {
            return Err(format!("counters (changes, into RDMA mode, out) {counted:?}, seen {want:?}"));
        }
        Ok(self.run.clone())
    }
}
