//! rnic_ack: port binding, the stand-ins (rnic_txctx's descriptors, mpa_tx's stores, the
//! TOE's acknowledgements) and the scoreboard.
//!
//! The stand-ins send FPDUs of 16 QPs (each QP's stream positions by golden's
//! `mpa::wire_len`, markers on or off) and acknowledge each QP's stream at random points,
//! FPDU ends and the middle of FPDUs alike, with S0 anywhere in the 32-bit space so
//! positions wrap. The oracle is golden's `llp_ack::AckMap` per QP, fed the FPDUs as the
//! block takes their stores and the acknowledgements as it takes them: every ULPDU count
//! the block gives ddp_tx must be golden's, in order, and none when golden has none.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_golden::llp_ack::AckMap;
use iwarp_golden::wire::mpa::wire_len;
use iwarp_model::rnic::ack::RnicAck;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_ack`.
    AckIn, AckOut, RnicAck, verilated::rnic_ack::Model,
    inputs {
        reset: bool,
        s_cfg.valid: bool, s_cfg.qp: u8, s_cfg.s0: u32,
        s_desc.valid: bool, s_desc.qp: u8, s_desc.len: u16,
        s_ctx.valid: bool, s_ctx.conn: u8, s_ctx.offset_words: u32,
        s_acked.valid: bool, s_acked.qp: u8, s_acked.value: u32,
        m_ack.ready: bool,
    }
    outputs {
        s_cfg.ready: bool, s_desc.ready: bool, s_ctx.ready: bool, s_acked.ready: bool,
        m_ack.valid: bool, m_ack.qp: u8, m_ack.bytes: u32,
        idle: bool, cnt_acks: u32, cnt_stray: u16,
    }
);

pub type AckDut = Box<dyn Dut<In = AckIn, Out = AckOut>>;

pub fn ack_dut(kind: BackendKind, test: &str) -> AckDut {
    build::<RnicAck, verilated::rnic_ack::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = AckIn, Out = AckOut>) {
    for _ in 0..2 {
        dut.eval(&AckIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

const QPS: usize = 16;
/// FPDUs a QP may have unacknowledged (its ring's 255 records).
const RING_FPDUS: usize = 255;

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct AckEnv {
    /// Probability a descriptor is offered in a cycle; an acknowledgement; ddp_tx's ready
    /// low.
    pub rate: f64,
    pub ack_rate: f64,
    pub stall: f64,
    pub max_len: u16,
    /// mpa_tx's longest delay from a descriptor to its store.
    pub store_delay: u64,
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct AckRun {
    pub fpdus: u64,
    pub acked_events: u64,
    pub acks: u64,
    /// Acknowledgements that covered no whole FPDU (nothing to give ddp_tx).
    pub partial: u64,
    /// Descriptors the block refused for a while (its length queue full: FPDUs between
    /// descriptor and store; or the QP's ring full), and those with the ring full.
    pub refused: u64,
    pub ring_full: u64,
    pub cycles: u64,
}

pub struct AckBench {
    env: AckEnv,
    golden: Vec<AckMap>,
    /// Each QP's stream position (bytes from S0) after its last FPDU, and markers.
    pos: [u32; QPS],
    markers: [bool; QPS],
    /// Each QP's position acknowledged so far (from S0), and stored so far.
    acked: [u32; QPS],
    stored: [u32; QPS],
    cfgs: VecDeque<(u8, u32)>,
    desc: Option<(u8, u16)>,
    /// Stores owed: (earliest cycle, QP, end in words, length).
    stores: VecDeque<(u64, u8, u32, u16)>,
    acked_on: Option<(u8, u32)>,
    /// The cycle of the last store scheduled.
    last_store: u64,
    expect: VecDeque<(u8, u32)>,
    pub run: AckRun,
}

impl AckBench {
    pub fn new(env: AckEnv, rng: &mut TestRng) -> Self {
        let mut b = AckBench {
            env,
            golden: (0..QPS).map(|_| AckMap::default()).collect(),
            pos: [0; QPS],
            markers: [false; QPS],
            acked: [0; QPS],
            stored: [0; QPS],
            cfgs: VecDeque::new(),
            desc: None,
            stores: VecDeque::new(),
            acked_on: None,
            last_store: 0,
            expect: VecDeque::new(),
            run: AckRun::default(),
        };
        for q in 0..QPS {
            // S0 anywhere (positions wrap), the first FPDU anywhere on the marker grid.
            b.cfgs.push_back((q as u8, rng.gen()));
            b.markers[q] = rng.gen();
        }
        b
    }

    pub fn run(&mut self, dut: &mut dyn Dut<In = AckIn, Out = AckOut>, n: u64, rng: &mut TestRng) -> Result<AckRun, String> {
        let base = dut.eval(&AckIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let mut quiet = 0;
        let mut stuck = 0u64;
        let mut refused_now = false;
        loop {
            self.run.cycles += 1;
            let now = self.run.cycles;
            if self.desc.is_none() && self.cfgs.is_empty() && self.run.fpdus < n && rng.gen_bool(self.env.rate) {
                self.desc = Some((rng.gen_range(0..QPS) as u8, rng.gen_range(1..=self.env.max_len)));
            }
            // The TOE acknowledges a QP somewhere between what it acknowledged and what was
            // stored (an FPDU's end, or inside one).
            let behind: Vec<usize> = (0..QPS).filter(|&q| self.stored[q] != self.acked[q]).collect();
            if self.acked_on.is_none() && !behind.is_empty() && rng.gen_bool(self.env.ack_rate) {
                let q = behind[rng.gen_range(0..behind.len())];
                let ahead = self.stored[q].wrapping_sub(self.acked[q]);
                {
                    let to = if rng.gen_bool(0.5) { self.stored[q] } else { self.acked[q].wrapping_add(rng.gen_range(1..=ahead)) };
                    self.acked[q] = to;
                    self.acked_on = Some((q as u8, to.wrapping_add(self.golden[q].s0)));
                }
            }
            let mut i = AckIn { m_ack_ready: ready.drive(rng), ..Default::default() };
            if let Some(&(q, s0)) = self.cfgs.front() {
                (i.s_cfg_valid, i.s_cfg_qp, i.s_cfg_s0) = (true, q, s0);
            }
            if let Some((q, len)) = self.desc {
                (i.s_desc_valid, i.s_desc_qp, i.s_desc_len) = (true, q, len);
            }
            if let Some(&(at, q, w, _)) = self.stores.front() {
                if at <= now {
                    (i.s_ctx_valid, i.s_ctx_conn, i.s_ctx_offset_words) = (true, q, w);
                }
            }
            if let Some((q, v)) = self.acked_on {
                (i.s_acked_valid, i.s_acked_qp, i.s_acked_value) = (true, q, v);
            }
            let o = dut.eval(&i);
            let mut progress = false;
            if i.s_cfg_valid && o.s_cfg_ready {
                let (q, s0) = self.cfgs.pop_front().unwrap();
                self.golden[q as usize] = AckMap::new(s0);
                progress = true;
            }
            if i.s_desc_valid && o.s_desc_ready {
                let (q, len) = self.desc.take().unwrap();
                let qi = q as usize;
                let wire = wire_len(self.pos[qi], usize::from(len), self.markers[qi]);
                self.pos[qi] = self.pos[qi].wrapping_add(wire as u32);
                // mpa_tx stores an FPDU's position as its CRC word leaves, 8 bytes a cycle:
                // stores come no faster than the FPDUs' beats.
                let beats = wire.div_ceil(8) as u64;
                self.last_store = self.last_store.max(now + rng.gen_range(1..=self.env.store_delay)).max(self.last_store + beats);
                let at = self.last_store;
                self.stores.push_back((at, q, self.pos[qi] >> 2, len));
                self.run.fpdus += 1;
                refused_now = false;
                progress = true;
            } else if i.s_desc_valid && !refused_now {
                refused_now = true;
                self.run.refused += 1;
                let q = i.s_desc_qp;
                let owed = self.golden[q as usize].fpdus.len() + self.stores.iter().filter(|s| s.1 == q).count();
                if owed >= RING_FPDUS {
                    self.run.ring_full += 1;
                }
            }
            if i.s_ctx_valid {
                let (_, q, w, len) = self.stores.pop_front().unwrap();
                self.golden[q as usize].sent(w << 2, len);
                self.stored[q as usize] = w << 2;
                progress = true;
            }
            if i.s_acked_valid && o.s_acked_ready {
                let (q, v) = self.acked_on.take().unwrap();
                self.run.acked_events += 1;
                match self.golden[q as usize].acked(v) {
                    Some(bytes) => self.expect.push_back((q, bytes)),
                    None => self.run.partial += 1,
                }
                progress = true;
            }
            if o.m_ack_valid && i.m_ack_ready {
                let want = self.expect.pop_front().ok_or_else(|| format!("ack (QP {}, {} bytes) golden did not give", o.m_ack_qp, o.m_ack_bytes))?;
                if (o.m_ack_qp, o.m_ack_bytes) != want {
                    return Err(format!("ack (QP {}, {} bytes), golden {want:?}", o.m_ack_qp, o.m_ack_bytes));
                }
                self.run.acks += 1;
                progress = true;
            }
            dut.tick();
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > 5_000 {
                return Err(format!(
                    "hang: {} FPDUs, {} stores owed, {} acks owed; offering desc {:?} ack {:?}; block idle {}, takes acks {}, takes descs {}",
                    self.run.fpdus,
                    self.stores.len(),
                    self.expect.len(),
                    self.desc,
                    self.acked_on,
                    o.idle,
                    o.s_acked_ready,
                    o.s_desc_ready
                ));
            }
            let settled = self.run.fpdus >= n && self.desc.is_none() && self.stores.is_empty() && self.acked_on.is_none() && self.expect.is_empty() && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 4 {
                break;
            }
        }
        let o = dut.eval(&AckIn::default());
        let counted = (u64::from(o.cnt_acks.wrapping_sub(base.cnt_acks)), o.cnt_stray.wrapping_sub(base.cnt_stray));
        if counted != (self.run.acks, 0) {
            return Err(format!("counters (acks, stray) {counted:?}, the bench's ({}, 0)", self.run.acks));
        }
        Ok(self.run.clone())
    }
}
