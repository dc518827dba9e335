//! rnic_txctx: port binding, ddp_tx's and mpa_tx's stand-ins, and the scoreboard.
//!
//! ddp_tx's stand-in sends ULPDUs of 16 QPs interleaved at random (runs of one QP, switches,
//! some QPs not in RDMA mode); mpa_tx's stand-in takes each descriptor with its ULPDU's
//! first beat, keeps each QP's stream position with golden's `mpa::wire_len` (markers on the
//! RFC 5044 grid) and stores it back after each FPDU after a random delay, in order, as
//! mpa_tx does. Every descriptor must carry the ULPDU's length, its QP, the QP's markers and
//! CRC, and `load` exactly when its QP differs from the ULPDU before (or was configured
//! since), with golden's position of the QP then; a load must come only when every earlier
//! FPDU of its QP was stored; the beats pass unchanged; ULPDUs of QPs out of RDMA mode are
//! dropped and counted. QPs leave and re-enter RDMA mode under the traffic.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::{packet_beats, Beat, ReadyGen};
use crate::verilated;
use iwarp_golden::wire::mpa::wire_len;
use iwarp_model::rnic::txctx::RnicTxCtx;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_txctx`.
    TxCtxIn, TxCtxOut, RnicTxCtx, verilated::rnic_txctx::Model,
    inputs {
        reset: bool,
        s_cfg.valid: bool, s_cfg.qp: u8, s_cfg.live: bool, s_cfg.markers: bool, s_cfg.crc: bool, s_cfg.offset_words: u32,
        s_ulpdu.valid: bool, s_ulpdu.data: u64, s_ulpdu.keep: u8, s_ulpdu.last: bool, s_ulpdu.qp: u8, s_ulpdu.len: u16,
        s_ctx.valid: bool, s_ctx.conn: u8, s_ctx.offset_words: u32,
        m_ready: bool, m_desc.ready: bool,
    }
    outputs {
        s_cfg.ready: bool, s_ulpdu.ready: bool, s_ctx.ready: bool,
        m_data: u64, m_keep: u8, m_last: bool, m_valid: bool,
        m_desc.valid: bool, m_desc.len: u16, m_desc.conn: u8, m_desc.load: bool, m_desc.offset_words: u32, m_desc.markers: bool, m_desc.crc: bool,
        idle: bool, cnt_loads: u32, cnt_follows: u32, cnt_dropped: u32,
    }
);

pub type TxCtxDut = Box<dyn Dut<In = TxCtxIn, Out = TxCtxOut>>;

pub fn txctx_dut(kind: BackendKind, test: &str) -> TxCtxDut {
    build::<RnicTxCtx, verilated::rnic_txctx::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = TxCtxIn, Out = TxCtxOut>) {
    for _ in 0..2 {
        dut.eval(&TxCtxIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

const QPS: usize = 16;

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct TxCtxEnv {
    /// Probability ddp_tx offers a beat in a cycle, and mpa_tx's ready is low.
    pub rate: f64,
    pub stall: f64,
    /// Probability the next ULPDU stays on the QP of the one before.
    pub stay: f64,
    /// The longest ULPDU.
    pub max_len: u16,
    /// mpa_tx's longest delay from an FPDU's last beat to its context store.
    pub store_delay: u64,
    /// Probability per ULPDU that a QP's RDMA mode changes (leaves, or re-enters at a new
    /// position).
    pub churn: f64,
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct TxCtxRun {
    pub ulpdus: u64,
    pub loads: u64,
    pub follows: u64,
    pub dropped: u64,
    pub bytes: u64,
    pub configs: u64,
    /// Loads that had to wait for their QP's stores.
    pub waited_loads: u64,
    pub cycles: u64,
}

#[derive(Clone, Copy, Default)]
struct QpCfg {
    live: bool,
    markers: bool,
    crc: bool,
}

/// A configuration: QP, live, markers, CRC, position in words.
type Cfg = (u8, bool, bool, bool, u32);

pub struct TxCtxBench {
    env: TxCtxEnv,
    cfg: [QpCfg; QPS],
    /// golden's stream position (bytes from S0) of each QP's next FPDU.
    pos: [u32; QPS],
    /// Context stores owed by mpa_tx's stand-in: (earliest cycle, QP, position in words).
    stores: VecDeque<(u64, u8, u32)>,
    /// FPDUs of each QP taken and not yet stored back.
    inflight: [u32; QPS],
    /// The QP of the ULPDU passed before, while no load is due.
    prev: Option<u8>,
    /// The last QP ddp_tx's stand-in chose.
    last_qp: u8,
    /// The ULPDU being offered: its QP, beats, next beat, whether it passes (known at its
    /// first beat), whether its QP had stores owed when it was first offered.
    cur: Option<(u8, Vec<Beat>, usize, bool, bool)>,
    /// Configurations to offer, in order.
    cfgs: VecDeque<Cfg>,
    pub run: TxCtxRun,
}

impl TxCtxBench {
    pub fn new(env: TxCtxEnv, rng: &mut TestRng) -> Self {
        let mut b = TxCtxBench {
            env,
            cfg: [QpCfg::default(); QPS],
            pos: [0; QPS],
            stores: VecDeque::new(),
            inflight: [0; QPS],
            prev: None,
            last_qp: 0,
            cur: None,
            cfgs: VecDeque::new(),
            run: TxCtxRun::default(),
        };
        // Thirteen QPs start in RDMA mode (the other three join later, by churn).
        for q in 0..QPS - 3 {
            b.cfgs.push_back(Self::entering(q as u8, rng));
        }
        b
    }

    fn entering(q: u8, rng: &mut TestRng) -> Cfg {
        (q, true, rng.gen(), rng.gen(), rng.gen::<u32>() >> 2)
    }

    /// Runs until `n` ULPDUs were sent and everything settled.
    pub fn run(&mut self, dut: &mut dyn Dut<In = TxCtxIn, Out = TxCtxOut>, n: u64, rng: &mut TestRng) -> Result<TxCtxRun, String> {
        let base = dut.eval(&TxCtxIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let mut quiet = 0;
        let mut stuck = 0u64;
        loop {
            self.run.cycles += 1;
            let now = self.run.cycles;
            // ddp_tx's stand-in: the next ULPDU (and now and then a change of RDMA mode).
            if self.cur.is_none() && self.run.ulpdus < n && rng.gen_bool(self.env.rate) {
                if rng.gen_bool(self.env.churn) {
                    let q = rng.gen_range(0..QPS) as u8;
                    let c = if self.cfg[q as usize].live && rng.gen_bool(0.3) { (q, false, false, false, 0) } else { Self::entering(q, rng) };
                    self.cfgs.push_back(c);
                }
                let q = if rng.gen_bool(self.env.stay) { self.last_qp } else { rng.gen_range(0..QPS) as u8 };
                self.last_qp = q;
                let len = rng.gen_range(1..=self.env.max_len);
                let bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
                let owed = self.inflight[q as usize] > 0;
                self.cur = Some((q, packet_beats(&bytes, 0), 0, false, owed));
                self.run.ulpdus += 1;
                self.run.bytes += u64::from(len);
            }
            let mut i = TxCtxIn::default();
            if let Some(&(q, live, markers, crc, off)) = self.cfgs.front() {
                (i.s_cfg_valid, i.s_cfg_qp, i.s_cfg_live, i.s_cfg_markers, i.s_cfg_crc, i.s_cfg_offset_words) = (true, q, live, markers, crc, off);
            }
            // A beat once offered stays offered (the channel rule): offer the next one
            // only at random, and keep it until taken.
            let offer = match &self.cur {
                Some((q, beats, at, _, _)) => Some((*q, beats[*at], beats.iter().map(|b| b.keep.count_ones() as u16).sum::<u16>())),
                None => None,
            };
            if let Some((q, b, len)) = offer {
                (i.s_ulpdu_valid, i.s_ulpdu_data, i.s_ulpdu_keep, i.s_ulpdu_last, i.s_ulpdu_qp, i.s_ulpdu_len) = (true, b.data, b.keep, b.last, q, len);
            }
            if let Some(&(at, q, w)) = self.stores.front() {
                if at <= now {
                    (i.s_ctx_valid, i.s_ctx_conn, i.s_ctx_offset_words) = (true, q, w);
                }
            }
            i.m_ready = ready.drive(rng);
            i.m_desc_ready = i.m_ready;
            let o = dut.eval(&i);
            let mut progress = false;
            if i.s_cfg_valid && o.s_cfg_ready {
                let (q, live, markers, crc, off) = self.cfgs.pop_front().unwrap();
                if self.inflight[q as usize] != 0 {
                    return Err(format!("QP {q} configured with {} FPDUs not stored", self.inflight[q as usize]));
                }
                self.cfg[q as usize] = QpCfg { live, markers, crc };
                self.pos[q as usize] = off << 2;
                if self.prev == Some(q) {
                    self.prev = None;
                }
                self.run.configs += 1;
                progress = true;
            }
            if i.s_ctx_valid {
                let (_, q, _) = self.stores.pop_front().unwrap();
                self.inflight[q as usize] -= 1;
                progress = true;
            }
            if o.m_desc_valid && !(o.m_valid && self.cur.as_ref().is_some_and(|c| c.2 == 0)) {
                return Err("a descriptor offered without its ULPDU's first beat".into());
            }
            if i.s_ulpdu_valid && o.s_ulpdu_ready {
                progress = true;
                self.beat(&i, &o, now, rng)?;
            } else if o.m_valid && i.m_ready {
                return Err("a beat passed to mpa_tx that ddp_tx's stand-in did not see taken".into());
            }
            dut.tick();
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > 5_000 {
                return Err(format!("hang: {} ULPDUs, {} stores owed, {} configurations queued", self.run.ulpdus, self.stores.len(), self.cfgs.len()));
            }
            let settled = self.run.ulpdus >= n && self.cur.is_none() && self.stores.is_empty() && self.cfgs.is_empty() && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 4 {
                break;
            }
        }
        let o = dut.eval(&TxCtxIn::default());
        let counted = [o.cnt_loads.wrapping_sub(base.cnt_loads), o.cnt_follows.wrapping_sub(base.cnt_follows), o.cnt_dropped.wrapping_sub(base.cnt_dropped)].map(u64::from);
        let want = [self.run.loads, self.run.follows, self.run.dropped];
        if counted != want {
            return Err(format!("counters (loads, follows, dropped) {counted:?}, the bench's {want:?}"));
        }
        Ok(self.run.clone())
    }

    /// A beat taken from ddp_tx's stand-in: passed unchanged (its first with golden's
    /// descriptor) or dropped.
    fn beat(&mut self, i: &TxCtxIn, o: &TxCtxOut, now: u64, rng: &mut TestRng) -> Result<(), String> {
        let (q, beats, at, passes, owed) = self.cur.as_mut().unwrap();
        let q = *q;
        let qi = q as usize;
        let passed = o.m_valid && i.m_ready;
        if *at == 0 {
            *passes = passed;
            let len = i.s_ulpdu_len;
            if passed {
                if !(o.m_desc_valid && i.m_desc_ready) {
                    return Err(format!("QP {q}: first beat passed without its descriptor"));
                }
                if !self.cfg[qi].live {
                    return Err(format!("QP {q}: a ULPDU passed while the QP is out of RDMA mode"));
                }
                let load = self.prev != Some(q);
                let c = self.cfg[qi];
                let got = (o.m_desc_len, o.m_desc_conn, o.m_desc_load, o.m_desc_markers, o.m_desc_crc);
                if got != (len, q, load, c.markers, c.crc) {
                    return Err(format!("QP {q}: descriptor (len, conn, load, markers, crc) {got:?}, golden {:?}", (len, q, load, c.markers, c.crc)));
                }
                if load {
                    if self.inflight[qi] != 0 {
                        return Err(format!("QP {q}: loaded with {} FPDUs not yet stored", self.inflight[qi]));
                    }
                    if o.m_desc_offset_words != self.pos[qi] >> 2 {
                        return Err(format!("QP {q}: loaded at word {:#x}, golden's position {:#x}", o.m_desc_offset_words, self.pos[qi] >> 2));
                    }
                    self.run.loads += 1;
                    if *owed {
                        self.run.waited_loads += 1;
                    }
                } else {
                    self.run.follows += 1;
                }
                self.pos[qi] = self.pos[qi].wrapping_add(wire_len(self.pos[qi], usize::from(len), c.markers) as u32);
                self.inflight[qi] += 1;
                self.prev = Some(q);
            } else {
                if self.cfg[qi].live {
                    return Err(format!("QP {q}: a ULPDU dropped while the QP is in RDMA mode"));
                }
                self.run.dropped += 1;
            }
        } else if passed != *passes {
            return Err(format!("QP {q}: beat {at} passed {passed}, its ULPDU's first {passes}", at = *at));
        } else if o.m_desc_valid {
            return Err(format!("QP {q}: a descriptor offered with beat {at}", at = *at));
        }
        let b = beats[*at];
        if passed && (o.m_data, o.m_keep, o.m_last) != (b.data, b.keep, b.last) {
            return Err(format!("QP {q}: beat {at} changed on its way", at = *at));
        }
        *at += 1;
        if b.last {
            if *passes {
                let delay = rng.gen_range(1..=self.env.store_delay);
                let at = self.stores.back().map_or(0, |s| s.0).max(now + delay);
                self.stores.push_back((at, q, self.pos[qi] >> 2));
            }
            self.cur = None;
        }
        Ok(())
    }
}
