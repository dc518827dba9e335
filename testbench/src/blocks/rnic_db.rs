//! rnic_db: port binding, random doorbell writes, and the scoreboard.
//!
//! The oracle is golden `host_if::doorbell::window` on each write taken: a write in a
//! block's part of the window comes out to that block alone, unchanged, in the order taken;
//! one past every part is dropped and counted. Checked at every handshake, with every
//! block's ready random.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_golden::host_if::doorbell::{self, window, Window};
use iwarp_model::rnic::db::RnicDb;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_db`.
    DbIn, DbOut, RnicDb, verilated::rnic_db::Model,
    inputs {
        reset: bool,
        s_db.valid: bool, s_db.addr: u16, s_db.data: u32,
        m_cmd.ready: bool, m_wq.ready: bool, m_cq.ready: bool, m_toecmd.ready: bool, m_toeev.ready: bool,
    }
    outputs {
        s_db.ready: bool,
        m_cmd.valid: bool, m_cmd.addr: u16, m_cmd.data: u32,
        m_wq.valid: bool, m_wq.addr: u16, m_wq.data: u32,
        m_cq.valid: bool, m_cq.addr: u16, m_cq.data: u32,
        m_toecmd.valid: bool, m_toecmd.addr: u16, m_toecmd.data: u32,
        m_toeev.valid: bool, m_toeev.addr: u16, m_toeev.data: u32,
        idle: bool, cnt_dropped: u32,
    }
);

pub type DbDut = Box<dyn Dut<In = DbIn, Out = DbOut>>;

pub fn db_dut(kind: BackendKind, test: &str) -> DbDut {
    build::<RnicDb, verilated::rnic_db::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = DbIn, Out = DbOut>) {
    for _ in 0..2 {
        dut.eval(&DbIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Cycles without progress after which a run is declared hung.
const HANG: u64 = 5_000;
const WINDOWS: [Window; 5] = [Window::Cmd, Window::Wq, Window::Cq, Window::ToeCmd, Window::ToeEv];

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct DbEnv {
    /// A write offered in a cycle (when none is).
    pub rate: f64,
    /// A block's ready is low.
    pub stall: f64,
    /// A write's offset is any 16 bits (else a register or a part's edge).
    pub wild: f64,
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct DbRun {
    /// Writes delivered to each block, in [`Window`] order; dropped.
    pub delivered: [u64; 5],
    pub dropped: u64,
    pub cycles: u64,
}

/// A write's offset: a register of some block, a part's first or last word, or any.
pub fn offset(rng: &mut TestRng, wild: f64) -> u16 {
    if rng.gen_bool(wild) {
        return rng.gen();
    }
    let q = rng.gen_range(0..16);
    let edges = [0, doorbell::CMD_WINDOW_END, doorbell::WQ_WINDOW_END, doorbell::CQ_WINDOW_END, doorbell::TQ_WINDOW_END, doorbell::EQ_WINDOW_END];
    let regs = [doorbell::CMD_PI, doorbell::CMD_CQ_CI, doorbell::sq(q), doorbell::rq(q), doorbell::cq_ci(q), doorbell::TQ_PI, doorbell::EQ_CI];
    if rng.gen_bool(0.5) {
        let e = edges[rng.gen_range(0..edges.len())];
        (if rng.gen() { e } else { e.saturating_sub(4) }) as u16
    } else {
        regs[rng.gen_range(0..regs.len())] as u16
    }
}

pub struct DbBench {
    env: DbEnv,
    offer: Option<(u16, u32)>,
    /// Writes taken and not yet delivered, with golden's block.
    owed: VecDeque<(u16, u32, Window)>,
    pub run: DbRun,
}

impl DbBench {
    pub fn new(env: DbEnv) -> Self {
        DbBench { env, offer: None, owed: VecDeque::new(), run: DbRun::default() }
    }

    /// Offers `n` writes and runs until every one is delivered or dropped.
    pub fn run(&mut self, dut: &mut dyn Dut<In = DbIn, Out = DbOut>, n: u64, rng: &mut TestRng) -> Result<DbRun, String> {
        let base = dut.eval(&DbIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let (mut offered, mut quiet, mut stuck) = (0u64, 0, 0u64);
        loop {
            self.run.cycles += 1;
            let before = (self.run.delivered, self.run.dropped);
            if offered < n && self.offer.is_none() && rng.gen_bool(self.env.rate) {
                self.offer = Some((offset(rng, self.env.wild), rng.gen()));
                offered += 1;
            }
            let mut i = DbIn {
                m_cmd_ready: ready.drive(rng),
                m_wq_ready: ready.drive(rng),
                m_cq_ready: ready.drive(rng),
                m_toecmd_ready: ready.drive(rng),
                m_toeev_ready: ready.drive(rng),
                ..Default::default()
            };
            if let Some((a, d)) = self.offer {
                (i.s_db_valid, i.s_db_addr, i.s_db_data) = (true, a, d);
            }
            let o = dut.eval(&i);
            let outs = [
                (o.m_cmd_valid, i.m_cmd_ready, o.m_cmd_addr, o.m_cmd_data),
                (o.m_wq_valid, i.m_wq_ready, o.m_wq_addr, o.m_wq_data),
                (o.m_cq_valid, i.m_cq_ready, o.m_cq_addr, o.m_cq_data),
                (o.m_toecmd_valid, i.m_toecmd_ready, o.m_toecmd_addr, o.m_toecmd_data),
                (o.m_toeev_valid, i.m_toeev_ready, o.m_toeev_addr, o.m_toeev_data),
            ];
            if outs.iter().filter(|x| x.0).count() > 1 {
                return Err(format!("a write offered to two blocks: {outs:?}"));
            }
            for (k, (valid, rdy, addr, data)) in outs.into_iter().enumerate() {
                if valid && rdy {
                    let want = self.owed.pop_front();
                    if want != Some((addr, data, WINDOWS[k])) {
                        return Err(format!("{:?} given {addr:#06x} = {data:#x}, golden's next {want:?}", WINDOWS[k]));
                    }
                    self.run.delivered[k] += 1;
                }
            }
            if i.s_db_valid && o.s_db_ready {
                let (a, d) = self.offer.take().unwrap();
                match window(u32::from(a)) {
                    Some(w) => self.owed.push_back((a, d, w)),
                    None => self.run.dropped += 1,
                }
            }
            dut.tick();
            let progress = before != (self.run.delivered, self.run.dropped);
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > HANG {
                return Err(format!("hang: owed {:?}, {:?}", self.owed, self.run));
            }
            quiet = if offered >= n && self.offer.is_none() && self.owed.is_empty() && o.idle { quiet + 1 } else { 0 };
            if quiet > 2 {
                break;
            }
        }
        let o = dut.eval(&DbIn::default());
        let dropped = u64::from(o.cnt_dropped.wrapping_sub(base.cnt_dropped));
        if dropped != self.run.dropped {
            return Err(format!("{dropped} counted dropped, golden drops {}", self.run.dropped));
        }
        Ok(self.run.clone())
    }
}
