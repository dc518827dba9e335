//! toe_cmd: port binding, stimulus and scoreboard against golden's `toe_cmd::cmd_decide`.
//!
//! Each command is answered by golden when it is offered; the block's decisions come out in
//! order and must equal golden's in every field. Stimulus: close, abort, consumed and send in every
//! state; unread counts empty, full and past the buffer; reads of nothing, a few bytes, around
//! the threshold, more than is unread; advertised edges behind, at and past the space, across
//! the 2^32 wrap; buffers and MSS of every size (half the buffer either side of the MSS).

use super::toe_rx_seq::state_code;
use crate::backend::{build, BackendKind, Dut};
use crate::blocks::decide::{self, Ports};
use crate::seed::TestRng;
use crate::verilated;
use iwarp_golden::toe::State;
use iwarp_golden::toe_cmd::{cmd_decide, CmdAction, CmdDecision, CmdView, HostCmd};
use iwarp_model::toe::cmd::ToeCmd;
use iwarp_model::toe::{cmd_action, host_cmd};
use rand::Rng;
use std::collections::BTreeMap;

crate::bind_ports!(
    /// Inputs of `toe_cmd`.
    CmdIn, CmdOut, ToeCmd, verilated::toe_cmd::Model,
    inputs {
        reset: bool, cfg_rcv_buf: u32, cfg_mss: u16,
        s_in.valid: bool, s_in.conn: u16, s_in.cmd: u8, s_in.n: u32, s_in.state: u8, s_in.rcv_nxt: u32, s_in.rcv_adv: u32, s_in.rcv_unread: u32, s_in.fin_queued: bool,
        m_dec.ready: bool,
    }
    outputs {
        s_in.ready: bool, m_dec.valid: bool, m_dec.conn: u16, m_dec.action: u8, m_dec.aborted: bool, m_dec.rst: bool, m_dec.state: u8,
        m_dec.fin_queued: bool, m_dec.rcv_unread: u32, m_dec.ack_now: bool, m_dec.wake: bool, cnt_commands: u32,
    }
);

pub type CmdDut = Box<dyn Dut<In = CmdIn, Out = CmdOut>>;

pub fn cmd_dut(kind: BackendKind, test: &str) -> CmdDut {
    build::<ToeCmd, verilated::toe_cmd::Model>(kind, Some(test))
}

/// Cycles per command with the output ready at once: IDLE, seven steps, OUT.
pub const CYCLES_PER_COMMAND: u64 = 9;

pub fn reset(dut: &mut dyn Dut<In = CmdIn, Out = CmdOut>) {
    for _ in 0..2 {
        dut.eval(&CmdIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

pub const STATES: [State; 9] =
    [State::SynSent, State::SynReceived, State::Established, State::FinWait1, State::FinWait2, State::CloseWait, State::Closing, State::LastAck, State::TimeWait];

#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub conn: u16,
    pub view: CmdView,
    pub cmd: HostCmd,
}

impl Case {
    pub fn input(&self) -> CmdIn {
        let v = &self.view;
        let (cmd, n) = match self.cmd {
            HostCmd::Close => (host_cmd::CLOSE as u8, 0),
            HostCmd::Abort => (host_cmd::ABORT as u8, 0),
            HostCmd::Consumed(n) => (host_cmd::CONSUMED as u8, n),
            HostCmd::Send(n) => (host_cmd::SEND as u8, n),
        };
        CmdIn {
            cfg_rcv_buf: v.rcv_buf,
            cfg_mss: v.mss as u16,
            s_in_valid: true,
            s_in_conn: self.conn,
            s_in_cmd: cmd,
            s_in_n: n,
            s_in_state: state_code(v.state),
            s_in_rcv_nxt: v.rcv_nxt,
            s_in_rcv_adv: v.rcv_adv,
            s_in_rcv_unread: v.rcv_unread,
            s_in_fin_queued: v.fin_queued,
            ..Default::default()
        }
    }

    /// A random command under a buffer of `rcv_buf` and an MSS of `mss`.
    pub fn random(rng: &mut TestRng, rcv_buf: u32, mss: u32) -> Self {
        let state = STATES[rng.gen_range(0..STATES.len())];
        let rcv_unread = match rng.gen_range(0..4) {
            0 => 0,
            1 => rcv_buf,
            2 => rng.gen_range(0..=rcv_buf),
            _ => rng.gen(),
        };
        let space = rcv_buf.saturating_sub(rcv_unread);
        let rcv_nxt: u32 = rng.gen();
        let adv = match rng.gen_range(0..4) {
            0 => space,
            1 => space.saturating_sub(rng.gen_range(0..3 * mss + 2)),
            2 => space.wrapping_add(rng.gen_range(0..3 * mss + 2)),
            _ => rng.gen(),
        };
        let thr = (rcv_buf / 2).min(mss);
        let cmd = match rng.gen_range(0..6) {
            0 => HostCmd::Close,
            1 => HostCmd::Abort,
            2 => HostCmd::Consumed(thr.wrapping_add(rng.gen_range(0..3)).wrapping_sub(1)),
            3 => HostCmd::Consumed(rng.gen_range(0..=rcv_unread.max(1))),
            4 => HostCmd::Send(rng.gen()),
            _ => HostCmd::Consumed(rng.gen()),
        };
        let fin_queued = rng.gen_bool(0.25);
        Case { conn: rng.gen_range(0..1024), view: CmdView { state, rcv_nxt, rcv_adv: rcv_nxt.wrapping_add(adv), rcv_unread, fin_queued, rcv_buf, mss }, cmd }
    }

    /// The category (golden's branch), for coverage.
    pub fn category(&self) -> &'static str {
        let d = cmd_decide(&self.view, self.cmd);
        match (self.cmd, d.action) {
            (HostCmd::Close, CmdAction::Free { .. }) => "close frees",
            (HostCmd::Close, CmdAction::Refuse) => "close refused",
            (HostCmd::Close, _) if d.wake => "close sends a FIN",
            (HostCmd::Close, _) => "close waits",
            (HostCmd::Abort, CmdAction::Free { rst: true, .. }) => "abort with RST",
            (HostCmd::Abort, _) => "abort",
            (HostCmd::Consumed(_), _) if d.ack_now => "window update",
            (HostCmd::Consumed(_), _) => "consumed",
            (HostCmd::Send(_), CmdAction::Refuse) => "send refused",
            (HostCmd::Send(_), _) => "send",
        }
    }
}

/// A random buffer and MSS: half the buffer either side of the MSS.
pub fn random_cfg(rng: &mut TestRng) -> (u32, u32) {
    match rng.gen_range(0..3) {
        0 => (262_144, 1460),
        1 => (rng.gen_range(0..4000), rng.gen_range(48..=9000)),
        _ => (rng.gen(), rng.gen_range(0..=65_535)),
    }
}

fn action_fields(d: &CmdDecision) -> (u8, bool, bool) {
    match d.action {
        CmdAction::Refuse => (cmd_action::REFUSE as u8, false, false),
        CmdAction::Free { aborted, rst } => (cmd_action::FREE as u8, aborted, rst),
        CmdAction::Update => (cmd_action::UPDATE as u8, false, false),
    }
}

fn check(o: &CmdOut, c: &Case, d: &CmdDecision) -> Result<(), String> {
    let got = (o.m_dec_conn, o.m_dec_action, o.m_dec_aborted, o.m_dec_rst, o.m_dec_state, o.m_dec_fin_queued, o.m_dec_rcv_unread, o.m_dec_ack_now, o.m_dec_wake);
    let (a, ab, rst) = action_fields(d);
    let want = (c.conn, a, ab, rst, state_code(d.state), d.fin_queued, d.rcv_unread, d.ack_now, d.wake);
    if got == want {
        Ok(())
    } else {
        Err(format!("(conn, action, aborted, rst, state, fin_queued, rcv_unread, ack_now, wake): got {got:?}, golden {want:?}"))
    }
}

#[derive(Clone, Debug, Default)]
pub struct CmdRun {
    pub cycles: u64,
    pub decisions: u64,
    pub categories: BTreeMap<&'static str, u64>,
}

/// Offers `cases` (all under one buffer and MSS) and compares every decision with golden's.
pub fn run(dut: &mut dyn Dut<In = CmdIn, Out = CmdOut>, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<CmdRun, String> {
    let quiet = cases.first().map_or(CmdIn::default(), |c| CmdIn { s_in_valid: false, ..c.input() });
    let ports: Ports<Case, CmdIn, CmdOut, CmdDecision> = Ports {
        quiet: CmdIn { cfg_rcv_buf: quiet.cfg_rcv_buf, cfg_mss: quiet.cfg_mss, ..Default::default() },
        offer: |c, _| c.input(),
        set_ready: |i, r| i.m_dec_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_dec_valid,
        counter: |o| o.cnt_commands,
        expect: |c| cmd_decide(&c.view, c.cmd),
    };
    let mut categories = BTreeMap::new();
    let r = decide::run(dut, &ports, cases, idle, stall, rng, |o, c, d| {
        check(o, c, d)?;
        *categories.entry(c.category()).or_default() += 1;
        Ok(())
    })?;
    Ok(CmdRun { cycles: r.cycles, decisions: r.decisions, categories })
}
