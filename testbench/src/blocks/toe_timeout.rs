//! toe_timeout: port binding, stimulus and scoreboard against golden's
//! `toe_timeout::rto_decide` and `persist_decide`.
//!
//! Each expiry is decided by golden when it is offered; the block's decisions come out in
//! order and must equal golden's: the action, and the fields golden defines for it (the
//! retry count for an abort or a resend; RTO, ssthresh, cwnd, recover, SND.NXT for a resend;
//! the shift and the timer for a probe). Stimulus: retry counts at and around their limits
//! (synchronized or not), RTOs near the ceiling, flights small and large, all acknowledged or
//! not; zero and open windows, data waiting or not, persist shifts up to and past the cap.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::blocks::decide::{self, Ports};
use crate::verilated;
use iwarp_golden::toe_timeout::{persist_decide, rto_decide, PersistView, RtoAction, RtoView};
use iwarp_model::toe::timeout::ToeTimeout;
use iwarp_model::toe::timeout_action;
use rand::Rng;
use std::collections::BTreeMap;

crate::bind_ports!(
    /// Inputs of `toe_timeout`.
    TimeoutIn, TimeoutOut, ToeTimeout, verilated::toe_timeout::Model,
    inputs {
        reset: bool, cfg_retries: u8, cfg_syn_retries: u8, cfg_rto_min: u32, cfg_rto_max: u32,
        s_in.valid: bool, s_in.conn: u16, s_in.persist: bool, s_in.synchronized: bool, s_in.snd_una: u32, s_in.snd_max: u32,
        s_in.snd_mss: u16, s_in.retries: u8, s_in.rto: u32, s_in.snd_wnd: u32, s_in.data_end: u32, s_in.persist_shift: u8,
        m_dec.ready: bool,
    }
    outputs {
        s_in.ready: bool, m_dec.valid: bool, m_dec.conn: u16, m_dec.action: u8, m_dec.retries: u8, m_dec.rto: u32,
        m_dec.ssthresh: u32, m_dec.cwnd: u32, m_dec.recover: u32, m_dec.snd_nxt: u32, m_dec.persist_shift: u8,
        m_dec.persist_ticks: u32, cnt_expiries: u32,
    }
);

pub type TimeoutDut = Box<dyn Dut<In = TimeoutIn, Out = TimeoutOut>>;

pub fn timeout_dut(kind: BackendKind, test: &str) -> TimeoutDut {
    build::<ToeTimeout, verilated::toe_timeout::Model>(kind, Some(test))
}

/// Cycles per expiry with the output ready at once.
pub const CYCLES_PER_EXPIRY: u64 = 6;

pub fn reset(dut: &mut dyn Dut<In = TimeoutIn, Out = TimeoutOut>) {
    for _ in 0..2 {
        dut.eval(&TimeoutIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// The engine's configuration the block holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeoutCfg {
    pub retries: u8,
    pub syn_retries: u8,
    pub rto_min: u32,
    pub rto_max: u32,
}

impl TimeoutCfg {
    fn inputs(&self) -> TimeoutIn {
        TimeoutIn { cfg_retries: self.retries, cfg_syn_retries: self.syn_retries, cfg_rto_min: self.rto_min, cfg_rto_max: self.rto_max, ..Default::default() }
    }

    pub fn random(rng: &mut TestRng) -> Self {
        match rng.gen_range(0..3) {
            0 => TimeoutCfg { retries: 15, syn_retries: 6, rto_min: 200, rto_max: 60_000 },
            1 => TimeoutCfg { retries: rng.gen(), syn_retries: rng.gen(), rto_min: rng.gen_range(0..1000), rto_max: rng.gen_range(0..1_000_000) },
            _ => TimeoutCfg { retries: rng.gen(), syn_retries: rng.gen(), rto_min: rng.gen(), rto_max: rng.gen() },
        }
    }
}

/// An expiry: a retransmission timeout or a persist timeout.
#[derive(Clone, Copy, Debug)]
pub enum Expiry {
    Rto(RtoView),
    Persist(PersistView),
}

#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub conn: u16,
    pub e: Expiry,
}

impl Case {
    pub fn input(&self, cfg: &TimeoutCfg) -> TimeoutIn {
        let mut i = TimeoutIn { s_in_valid: true, s_in_conn: self.conn, ..cfg.inputs() };
        match self.e {
            Expiry::Rto(v) => {
                i.s_in_synchronized = v.synchronized;
                i.s_in_snd_una = v.snd_una;
                i.s_in_snd_max = v.snd_max;
                i.s_in_snd_mss = v.snd_mss as u16;
                i.s_in_retries = v.retries as u8;
                i.s_in_rto = v.rto;
            }
            Expiry::Persist(v) => {
                i.s_in_persist = true;
                i.s_in_snd_wnd = v.snd_wnd;
                i.s_in_snd_max = v.snd_max;
                i.s_in_data_end = v.data_end;
                i.s_in_persist_shift = v.persist_shift as u8;
                i.s_in_rto = v.rto;
            }
        }
        i
    }

    /// A random expiry under `cfg` (retry counts below 255: the count is 8 bits).
    pub fn random(rng: &mut TestRng, cfg: &TimeoutCfg) -> Self {
        let rto = match rng.gen_range(0..3) {
            0 => rng.gen_range(cfg.rto_min.min(cfg.rto_max)..=cfg.rto_max.max(cfg.rto_min)),
            1 => rng.gen_range(0..70_000),
            _ => rng.gen(),
        };
        let e = if rng.gen_bool(0.5) {
            let snd_una: u32 = rng.gen();
            let flight: u32 = match rng.gen_range(0..4) {
                0 => 0,
                1 => rng.gen_range(1..3000),
                2 => rng.gen_range(3000..4_000_000),
                _ => rng.gen(),
            };
            let synchronized = rng.gen_bool(0.8);
            let limit = if synchronized { cfg.retries } else { cfg.syn_retries };
            let retries = match rng.gen_range(0..3) {
                0 => limit.saturating_sub(rng.gen_range(0..2)),
                1 => limit.saturating_add(rng.gen_range(0..2)),
                _ => rng.gen_range(0..=254),
            }
            .min(254) as u32;
            let snd_mss = if rng.gen_bool(0.8) { [536, 1448, 8948][rng.gen_range(0..3)] } else { rng.gen_range(0..=65_535) };
            Expiry::Rto(RtoView { synchronized, snd_una, snd_max: snd_una.wrapping_add(flight), snd_mss, retries, rto, retries_max: cfg.retries as u32, syn_retries_max: cfg.syn_retries as u32, rto_max: cfg.rto_max })
        } else {
            let snd_max: u32 = rng.gen();
            let data_end = match rng.gen_range(0..3) {
                0 => snd_max,
                1 => snd_max.wrapping_add(rng.gen_range(1..100_000)),
                _ => rng.gen(),
            };
            let snd_wnd = if rng.gen_bool(0.7) { 0 } else { rng.gen() };
            Expiry::Persist(PersistView { snd_wnd, snd_max, data_end, persist_shift: rng.gen_range(0..=16), rto, rto_min: cfg.rto_min, rto_max: cfg.rto_max })
        };
        Case { conn: rng.gen_range(0..1024), e }
    }
}

/// Golden's answer as (action, the fields it defines).
fn expect(c: &Case) -> (u8, Vec<(&'static str, u64)>) {
    match c.e {
        Expiry::Rto(v) => {
            let d = rto_decide(&v);
            match d.action {
                RtoAction::Nothing => (timeout_action::NOTHING as u8, vec![]),
                RtoAction::Abort => (timeout_action::ABORT as u8, vec![("retries", d.retries as u64)]),
                RtoAction::Resend => (
                    timeout_action::RESEND as u8,
                    vec![("retries", d.retries as u64), ("rto", d.rto as u64), ("ssthresh", d.ssthresh as u64), ("cwnd", d.cwnd as u64), ("recover", d.recover as u64), ("snd_nxt", d.snd_nxt as u64)],
                ),
            }
        }
        Expiry::Persist(v) => match persist_decide(&v) {
            None => (timeout_action::NOTHING as u8, vec![]),
            Some((shift, ticks)) => (timeout_action::PROBE as u8, vec![("persist_shift", shift as u64), ("persist_ticks", ticks as u64)]),
        },
    }
}

fn check(o: &TimeoutOut, c: &Case, (action, fields): &(u8, Vec<(&'static str, u64)>)) -> Result<(), String> {
    let got = |f: &str| -> u64 {
        match f {
            "retries" => o.m_dec_retries as u64,
            "rto" => o.m_dec_rto as u64,
            "ssthresh" => o.m_dec_ssthresh as u64,
            "cwnd" => o.m_dec_cwnd as u64,
            "recover" => o.m_dec_recover as u64,
            "snd_nxt" => o.m_dec_snd_nxt as u64,
            "persist_shift" => o.m_dec_persist_shift as u64,
            _ => o.m_dec_persist_ticks as u64,
        }
    };
    let mut diffs = Vec::new();
    if (o.m_dec_conn, o.m_dec_action) != (c.conn, *action) {
        diffs.push(format!("(conn, action): got ({}, {}), golden ({}, {action})", o.m_dec_conn, o.m_dec_action, c.conn));
    }
    for (f, want) in fields {
        if got(f) != *want {
            diffs.push(format!("{f}: got {:#x}, golden {want:#x}", got(f)));
        }
    }
    if diffs.is_empty() {
        Ok(())
    } else {
        Err(diffs.join("; "))
    }
}

#[derive(Clone, Debug, Default)]
pub struct TimeoutRun {
    pub cycles: u64,
    pub decisions: u64,
    /// Decisions by action code.
    pub actions: BTreeMap<u8, u64>,
}

/// Offers `cases` under `cfg` and compares every decision with golden's, in order.
pub fn run(dut: &mut dyn Dut<In = TimeoutIn, Out = TimeoutOut>, cfg: &TimeoutCfg, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<TimeoutRun, String> {
    let with: Vec<(TimeoutCfg, Case)> = cases.iter().map(|c| (*cfg, *c)).collect();
    let ports: Ports<(TimeoutCfg, Case), TimeoutIn, TimeoutOut, (u8, Vec<(&'static str, u64)>)> = Ports {
        quiet: cfg.inputs(),
        offer: |(g, c): &(TimeoutCfg, Case), _| c.input(g),
        set_ready: |i, r| i.m_dec_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_dec_valid,
        counter: |o| o.cnt_expiries,
        expect: |(_, c): &(TimeoutCfg, Case)| expect(c),
    };
    let mut actions = BTreeMap::new();
    let r = decide::run(dut, &ports, &with, idle, stall, rng, |o, (_, c), e| {
        check(o, c, e)?;
        *actions.entry(e.0).or_default() += 1;
        Ok(())
    })?;
    Ok(TimeoutRun { cycles: r.cycles, decisions: r.decisions, actions })
}
