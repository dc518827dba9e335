//! toe_open: port binding, stimulus and scoreboard against golden's `toe_open::open_decide`.
//!
//! Each segment offered is decided by golden when it is offered; the block's decisions come
//! out in order, each equal to golden's: the action, the cause, and for an open the SYN's
//! parameters field by field. Stimulus: every flag combination at a listening port and at a
//! SYN-SENT connection, ACKs around ISS and SND.MAX (and across the 2^32 wrap), MSS options
//! missing, tiny (below the floor and below the timestamp bytes), ordinary and above ours,
//! window-scale shifts 0 to 255, with and without timestamps and SACK-permitted.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::blocks::decide::{self, Ports};
use crate::verilated;
use iwarp_golden::toe_open::{open_decide, OpenAction, OpenAt, OpenCause, OpenCfg, OpenDecision, OpenSeg};
use iwarp_golden::wire::tcp::flags;
use iwarp_model::toe::open::ToeOpen;
use iwarp_model::toe::{open_action, open_cause};
use rand::Rng;
use std::collections::BTreeMap;

crate::bind_ports!(
    /// Inputs of `toe_open`.
    OpenIn, OpenOut, ToeOpen, verilated::toe_open::Model,
    inputs {
        reset: bool, cfg_mss: u16, cfg_rcv_shift: u8, cfg_sack: bool,
        s_in.valid: bool, s_in.conn: u16, s_in.listen: bool, s_in.iss: u32, s_in.snd_max: u32, s_in.seq: u32,
        s_in.ack: u32, s_in.flags: u8, s_in.window: u16, s_in.mss_on: bool, s_in.mss: u16, s_in.ws_on: bool,
        s_in.ws: u8, s_in.sackp: bool, s_in.ts_on: bool, s_in.ts_val: u32,
        m_dec.ready: bool,
    }
    outputs {
        s_in.ready: bool, m_dec.valid: bool, m_dec.conn: u16, m_dec.action: u8, m_dec.cause: u8, m_dec.params_on: bool,
        m_dec.irs: u32, m_dec.rcv_nxt: u32, m_dec.snd_shift: u8, m_dec.rcv_shift: u8, m_dec.ts_ok: bool,
        m_dec.ts_recent: u32, m_dec.sack_ok: bool, m_dec.snd_mss: u16, m_dec.cwnd: u32, m_dec.snd_wnd: u32,
        m_dec.snd_wl1: u32, m_dec.snd_wl2: u32, cnt_opens: u32,
    }
);

pub type OpenDut = Box<dyn Dut<In = OpenIn, Out = OpenOut>>;

pub fn open_dut(kind: BackendKind, test: &str) -> OpenDut {
    build::<ToeOpen, verilated::toe_open::Model>(kind, Some(test))
}

/// Cycles per segment with the output ready at once: IDLE, six steps, OUT.
pub const CYCLES_PER_OPEN: u64 = 8;

pub fn reset(dut: &mut dyn Dut<In = OpenIn, Out = OpenOut>) {
    for _ in 0..2 {
        dut.eval(&OpenIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// One segment and where it arrives.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub conn: u16,
    pub at: OpenAt,
    pub seg: OpenSeg,
}

fn cfg_inputs(cfg: &OpenCfg) -> OpenIn {
    OpenIn { cfg_mss: cfg.mss, cfg_rcv_shift: cfg.rcv_shift, cfg_sack: cfg.sack, ..Default::default() }
}

impl Case {
    pub fn input(&self, cfg: &OpenCfg) -> OpenIn {
        let g = &self.seg;
        let (listen, iss, snd_max) = match self.at {
            OpenAt::Listen => (true, 0, 0),
            OpenAt::SynSent { iss, snd_max } => (false, iss, snd_max),
        };
        OpenIn {
            s_in_valid: true,
            s_in_conn: self.conn,
            s_in_listen: listen,
            s_in_iss: iss,
            s_in_snd_max: snd_max,
            s_in_seq: g.seq,
            s_in_ack: g.ack,
            s_in_flags: g.flags,
            s_in_window: g.window,
            s_in_mss_on: g.mss.is_some(),
            s_in_mss: g.mss.unwrap_or(0),
            s_in_ws_on: g.ws.is_some(),
            s_in_ws: g.ws.unwrap_or(0),
            s_in_sackp: g.sack_permitted,
            s_in_ts_on: g.tsval.is_some(),
            s_in_ts_val: g.tsval.unwrap_or(0),
            ..cfg_inputs(cfg)
        }
    }

    pub fn random(rng: &mut TestRng) -> Self {
        let iss: u32 = if rng.gen_bool(0.2) { 0u32.wrapping_sub(rng.gen_range(0..4)) } else { rng.gen() };
        let snd_max = iss.wrapping_add(if rng.gen_bool(0.9) { 1 } else { rng.gen_range(0..4) });
        let at = if rng.gen_bool(0.4) { OpenAt::Listen } else { OpenAt::SynSent { iss, snd_max } };
        let ack = match rng.gen_range(0..5) {
            0..=1 => snd_max,
            2 => iss,
            3 => snd_max.wrapping_add(rng.gen_range(1..3)),
            _ => rng.gen(),
        };
        let fl = match rng.gen_range(0..10) {
            0..=2 => flags::SYN,
            3..=5 => flags::SYN | flags::ACK,
            6 => flags::RST | if rng.gen() { flags::ACK } else { 0 },
            7 => flags::ACK,
            _ => rng.gen(),
        };
        let mss = match rng.gen_range(0..6) {
            0 => None,
            1 => Some(rng.gen_range(0..60)),
            2 => Some([536, 1460, 8960][rng.gen_range(0..3)]),
            _ => Some(rng.gen()),
        };
        let ws = match rng.gen_range(0..4) {
            0 => None,
            1 => Some(rng.gen()),
            _ => Some(rng.gen_range(0..=14)),
        };
        let seg = OpenSeg { seq: rng.gen(), ack, flags: fl, window: rng.gen(), mss, ws, sack_permitted: rng.gen(), tsval: if rng.gen() { Some(rng.gen()) } else { None } };
        Case { conn: rng.gen_range(0..1024), at, seg }
    }
}

/// A random configuration: our MSS (ordinary, jumbo, or tiny), shift and SACK.
pub fn random_cfg(rng: &mut TestRng) -> OpenCfg {
    let mss = match rng.gen_range(0..4) {
        0 => 1460,
        1 => 8960,
        2 => rng.gen_range(1..100),
        _ => rng.gen(),
    };
    OpenCfg { mss, rcv_shift: rng.gen_range(0..=14), sack: rng.gen() }
}

pub fn category(d: &OpenDecision) -> String {
    format!("{:?}/{:?}", d.action, d.cause)
}

fn action_code(a: OpenAction) -> u8 {
    (match a {
        OpenAction::Drop => open_action::DROP,
        OpenAction::ResetFor => open_action::RESET_FOR,
        OpenAction::Reset => open_action::RESET,
        OpenAction::Open => open_action::OPEN,
        OpenAction::Established => open_action::ESTABLISHED,
        OpenAction::Simultaneous => open_action::SIMULTANEOUS,
    }) as u8
}

fn cause_code(c: Option<OpenCause>) -> u8 {
    (match c {
        None => open_cause::NONE,
        Some(OpenCause::ListenRst) => open_cause::LISTEN_RST,
        Some(OpenCause::ListenAck) => open_cause::LISTEN_ACK,
        Some(OpenCause::ListenNoSyn) => open_cause::LISTEN_NO_SYN,
        Some(OpenCause::BadAck) => open_cause::BAD_ACK,
        Some(OpenCause::RstNoAck) => open_cause::RST_NO_ACK,
        Some(OpenCause::NoSyn) => open_cause::NO_SYN,
    }) as u8
}

pub fn check(o: &OpenOut, conn: u16, d: &OpenDecision) -> Result<(), String> {
    let mut f: Vec<(&str, u64, u64)> = vec![
        ("conn", o.m_dec_conn as u64, conn as u64),
        ("action", o.m_dec_action as u64, action_code(d.action) as u64),
        ("cause", o.m_dec_cause as u64, cause_code(d.cause) as u64),
        ("params_on", o.m_dec_params_on as u64, d.params.is_some() as u64),
    ];
    if let Some(p) = d.params {
        f.extend([
            ("irs", o.m_dec_irs as u64, p.irs as u64),
            ("rcv_nxt", o.m_dec_rcv_nxt as u64, p.rcv_nxt as u64),
            ("snd_shift", o.m_dec_snd_shift as u64, p.snd_shift as u64),
            ("rcv_shift", o.m_dec_rcv_shift as u64, p.rcv_shift as u64),
            ("ts_ok", o.m_dec_ts_ok as u64, p.ts_ok as u64),
            ("ts_recent", o.m_dec_ts_recent as u64, p.ts_recent as u64),
            ("sack_ok", o.m_dec_sack_ok as u64, p.sack_ok as u64),
            ("snd_mss", o.m_dec_snd_mss as u64, p.snd_mss as u64),
            ("cwnd", o.m_dec_cwnd as u64, p.cwnd as u64),
            ("snd_wnd", o.m_dec_snd_wnd as u64, p.snd_wnd as u64),
            ("snd_wl1", o.m_dec_snd_wl1 as u64, p.snd_wl1 as u64),
            ("snd_wl2", o.m_dec_snd_wl2 as u64, p.snd_wl2 as u64),
        ]);
    }
    let diffs: Vec<String> = f.iter().filter(|(_, g, w)| g != w).map(|(n, g, w)| format!("{n}: got {g:#x}, golden {w:#x}")).collect();
    if diffs.is_empty() {
        Ok(())
    } else {
        Err(diffs.join("; "))
    }
}

#[derive(Clone, Debug, Default)]
pub struct OpenRun {
    pub cycles: u64,
    pub decisions: u64,
    pub categories: BTreeMap<String, u64>,
}

/// Offers `cases` under `cfg` (idle input at `idle`, backpressure at `stall`) and compares
/// every decision with golden's, in order.
pub fn run(dut: &mut dyn Dut<In = OpenIn, Out = OpenOut>, cfg: &OpenCfg, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<OpenRun, String> {
    let with: Vec<(OpenCfg, Case)> = cases.iter().map(|c| (*cfg, *c)).collect();
    let ports: Ports<(OpenCfg, Case), OpenIn, OpenOut, OpenDecision> = Ports {
        quiet: cfg_inputs(cfg),
        offer: |(g, c): &(OpenCfg, Case), _| c.input(g),
        set_ready: |i, r| i.m_dec_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_dec_valid,
        counter: |o| o.cnt_opens,
        expect: |(g, c): &(OpenCfg, Case)| open_decide(g, &c.at, &c.seg),
    };
    let mut categories = BTreeMap::new();
    let r = decide::run(dut, &ports, &with, idle, stall, rng, |o, (_, c), d| {
        check(o, c.conn, d)?;
        *categories.entry(category(d)).or_default() += 1;
        Ok(())
    })?;
    Ok(OpenRun { cycles: r.cycles, decisions: r.decisions, categories })
}
