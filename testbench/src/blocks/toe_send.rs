//! toe_send_plan and toe_send_cut: port bindings, stimulus and scoreboards against golden's
//! `toe_send::send_plan` and `toe_send::send_cut` (the transmit rule's two steps; the ring's
//! answer to the plan's query sits between them).
//!
//! Each view is answered by golden when it is offered; the blocks' answers come out in order,
//! each equal to golden's in every field. Stimulus: send states the engine reaches (data in
//! flight or not, go-back-N after a timeout, the FIN queued, sent, in flight alone, a fast
//! retransmit pending) with windows zero, below, at and above one MSS and the flight, MSS
//! values of every size, across the 2^32 wrap; for the cut, the plans golden makes of them
//! with the ring's answers: a record end at the limit, inside it, none.

use crate::backend::{build, BackendKind, Dut};
use crate::blocks::decide::{self, Ports};
use crate::seed::TestRng;
use crate::verilated;
use iwarp_golden::toe_send::{send_cut, send_plan, PlanKind, SendAction, SendDecision, SendPlan, SendView};
use iwarp_model::toe::send_cut::ToeSendCut;
use iwarp_model::toe::send_plan::ToeSendPlan;
use iwarp_model::toe::{plan_kind, send_action};
use rand::Rng;
use std::collections::BTreeMap;

crate::bind_ports!(
    /// Inputs of `toe_send_plan`.
    PlanIn, PlanOut, ToeSendPlan, verilated::toe_send_plan::Model,
    inputs {
        reset: bool,
        s_in.valid: bool, s_in.conn: u16, s_in.synchronized: bool, s_in.snd_una: u32, s_in.snd_nxt: u32, s_in.snd_max: u32, s_in.data_end: u32,
        s_in.snd_wnd: u32, s_in.cwnd: u32, s_in.snd_mss: u16, s_in.fin_queued: bool, s_in.fin_sent: bool, s_in.rexmt_first: bool,
        m_plan.ready: bool,
    }
    outputs {
        s_in.ready: bool, m_plan.valid: bool, m_plan.conn: u16, m_plan.kind: u8, m_plan.start: u32, m_plan.limit: u16, m_plan.cut_ok: bool,
        m_plan.retransmit: bool, m_plan.advance: bool, cnt_plans: u32,
    }
);

crate::bind_ports!(
    /// Inputs of `toe_send_cut`.
    CutIn, CutOut, ToeSendCut, verilated::toe_send_cut::Model,
    inputs {
        reset: bool,
        s_in.valid: bool, s_in.conn: u16, s_in.synchronized: bool, s_in.snd_una: u32, s_in.snd_nxt: u32, s_in.snd_max: u32, s_in.data_end: u32,
        s_in.snd_wnd: u32, s_in.fin_sent: bool, s_in.ack_now: bool, s_in.persist_on: bool, s_in.kind: u8, s_in.start: u32, s_in.limit: u16,
        s_in.cut_ok: bool, s_in.retransmit: bool, s_in.advance: bool, s_in.found: bool, s_in.found_off: u16,
        m_dec.ready: bool,
    }
    outputs {
        s_in.ready: bool, m_dec.valid: bool, m_dec.conn: u16, m_dec.action: u8, m_dec.seq: u32, m_dec.len: u16, m_dec.resent: u16,
        m_dec.retransmit: bool, m_dec.snd_nxt: u32, m_dec.snd_max: u32, m_dec.fin_sent: bool, m_dec.persist_start: bool, cnt_decisions: u32,
    }
);

pub type PlanDut = Box<dyn Dut<In = PlanIn, Out = PlanOut>>;
pub type CutDut = Box<dyn Dut<In = CutIn, Out = CutOut>>;

pub fn plan_dut(kind: BackendKind, test: &str) -> PlanDut {
    build::<ToeSendPlan, verilated::toe_send_plan::Model>(kind, Some(test))
}

pub fn cut_dut(kind: BackendKind, test: &str) -> CutDut {
    build::<ToeSendCut, verilated::toe_send_cut::Model>(kind, Some(test))
}

/// Cycles per plan with the output ready at once: IDLE, seven steps, OUT.
pub const CYCLES_PER_PLAN: u64 = 9;
/// Cycles per decision: IDLE, six steps, OUT.
pub const CYCLES_PER_CUT: u64 = 8;

pub fn reset_plan(dut: &mut dyn Dut<In = PlanIn, Out = PlanOut>) {
    for _ in 0..2 {
        dut.eval(&PlanIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

pub fn reset_cut(dut: &mut dyn Dut<In = CutIn, Out = CutOut>) {
    for _ in 0..2 {
        dut.eval(&CutIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// A transmit opportunity: the view, and the ring's answer to golden's plan of it.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub conn: u16,
    pub view: SendView,
    pub found: Option<u32>,
}

/// The plan category a view falls in (golden's branch), for coverage.
pub fn plan_category(v: &SendView) -> &'static str {
    let p = send_plan(v);
    match (p.kind, p.retransmit, p.advance) {
        (PlanKind::Nothing, ..) if !v.synchronized => "not synchronized",
        (PlanKind::Nothing, ..) => "nothing",
        (PlanKind::Records, true, false) => "first segment again",
        (PlanKind::Fin, true, false) => "FIN again (first)",
        (PlanKind::Records, true, true) => "go-back-N",
        (PlanKind::Fin, true, true) => "FIN again (go-back-N)",
        (PlanKind::Records, false, _) => "new data",
        (PlanKind::Fin, false, _) => "FIN",
    }
}

/// The cut's category, for coverage.
pub fn cut_category(c: &Case) -> &'static str {
    let p = send_plan(&c.view);
    let d = send_cut(&c.view, &p, c.found);
    match d.action {
        SendAction::Data if c.found.is_some() => "whole records",
        SendAction::Data => "record cut",
        SendAction::Fin => "FIN",
        SendAction::Ack if d.persist_start => "ACK, persist",
        SendAction::Ack => "ACK",
        SendAction::Nothing if d.persist_start => "persist",
        SendAction::Nothing if p.kind == PlanKind::Records => "record waits",
        SendAction::Nothing => "nothing",
    }
}

impl Case {
    pub fn plan_input(&self) -> PlanIn {
        let v = &self.view;
        PlanIn {
            s_in_valid: true,
            s_in_conn: self.conn,
            s_in_synchronized: v.synchronized,
            s_in_snd_una: v.snd_una,
            s_in_snd_nxt: v.snd_nxt,
            s_in_snd_max: v.snd_max,
            s_in_data_end: v.data_end,
            s_in_snd_wnd: v.snd_wnd,
            s_in_cwnd: v.cwnd,
            s_in_snd_mss: v.snd_mss as u16,
            s_in_fin_queued: v.fin_queued,
            s_in_fin_sent: v.fin_sent,
            s_in_rexmt_first: v.rexmt_first,
            ..Default::default()
        }
    }

    /// The cut's input: the view, golden's plan of it, the ring's answer.
    pub fn cut_input(&self) -> CutIn {
        let v = &self.view;
        let p = send_plan(v);
        CutIn {
            s_in_valid: true,
            s_in_conn: self.conn,
            s_in_synchronized: v.synchronized,
            s_in_snd_una: v.snd_una,
            s_in_snd_nxt: v.snd_nxt,
            s_in_snd_max: v.snd_max,
            s_in_data_end: v.data_end,
            s_in_snd_wnd: v.snd_wnd,
            s_in_fin_sent: v.fin_sent,
            s_in_ack_now: v.ack_now,
            s_in_persist_on: v.persist_on,
            s_in_kind: kind_code(p.kind),
            s_in_start: p.start,
            s_in_limit: p.limit as u16,
            s_in_cut_ok: p.cut_ok,
            s_in_retransmit: p.retransmit,
            s_in_advance: p.advance,
            s_in_found: self.found.is_some(),
            s_in_found_off: self.found.unwrap_or(0) as u16,
            ..Default::default()
        }
    }

    /// A random send state, and a ring answer within golden's plan of it.
    pub fn random(rng: &mut TestRng) -> Self {
        let snd_mss: u32 = match rng.gen_range(0..5) {
            0 => 536,
            1 => 1448,
            2 => 8948,
            3 => rng.gen_range(48..=65_535),
            _ => rng.gen_range(0..=65_535),
        };
        let snd_una: u32 = if rng.gen_bool(0.2) { u32::MAX - rng.gen_range(0..100_000) } else { rng.gen() };
        let flight: u32 = match rng.gen_range(0..6) {
            0 => 0,
            5 => 1,
            1 => rng.gen_range(1..=3 * snd_mss.max(1)),
            2 => rng.gen_range(1..300_000),
            3 => rng.gen_range(1..16),
            _ => rng.gen(),
        };
        let snd_max = snd_una.wrapping_add(flight);
        // The FIN sent (in flight unless acknowledged): the data ends one before SND.MAX.
        let fin_sent = flight > 0 && rng.gen_bool(0.2);
        let data_end = if fin_sent {
            snd_max.wrapping_sub(1)
        } else {
            match rng.gen_range(0..5) {
                0 => snd_max,
                1 => snd_max.wrapping_add(rng.gen_range(1..=2 * snd_mss.max(1))),
                2 => snd_max.wrapping_add(rng.gen_range(1..1_000_000)),
                3 => snd_max.wrapping_add(rng.gen_range(1..8)),
                _ => rng.gen(),
            }
        };
        let snd_nxt = match rng.gen_range(0..6) {
            0 => snd_una,
            1 => snd_una.wrapping_add(rng.gen_range(0..=flight)),
            2 if fin_sent => data_end,
            3 => rng.gen(),
            _ => snd_max,
        };
        let near = |rng: &mut TestRng, x: u32| x.wrapping_add(rng.gen_range(0..3)).wrapping_sub(1);
        let window = |rng: &mut TestRng| -> u32 {
            match rng.gen_range(0..7) {
                0 => 0,
                1 => near(rng, snd_mss),
                2 => near(rng, flight),
                3 => flight.wrapping_add(near(rng, snd_mss)),
                4 => rng.gen_range(1..100_000),
                5 => 10 * snd_mss,
                _ => rng.gen(),
            }
        };
        let snd_wnd = window(rng);
        let cwnd = window(rng);
        let view = SendView {
            synchronized: rng.gen_bool(0.92),
            snd_una,
            snd_nxt,
            snd_max,
            data_end,
            snd_wnd,
            cwnd,
            snd_mss,
            fin_queued: fin_sent || rng.gen_bool(0.3),
            fin_sent,
            rexmt_first: rng.gen_bool(0.2),
            ack_now: rng.gen_bool(0.4),
            persist_on: rng.gen_bool(0.3),
        };
        let p = send_plan(&view);
        let found = if p.kind == PlanKind::Records && p.limit > 0 && rng.gen_bool(0.7) {
            Some(if rng.gen_bool(0.3) { p.limit } else { rng.gen_range(1..=p.limit) })
        } else {
            None
        };
        Case { conn: rng.gen_range(0..1024), view, found }
    }
}

pub fn kind_code(k: PlanKind) -> u8 {
    (match k {
        PlanKind::Nothing => plan_kind::NOTHING,
        PlanKind::Records => plan_kind::RECORDS,
        PlanKind::Fin => plan_kind::FIN,
    }) as u8
}

pub fn action_code(a: SendAction) -> u8 {
    (match a {
        SendAction::Nothing => send_action::NOTHING,
        SendAction::Data => send_action::DATA,
        SendAction::Fin => send_action::FIN,
        SendAction::Ack => send_action::ACK,
    }) as u8
}

fn check_plan(o: &PlanOut, c: &Case, p: &SendPlan) -> Result<(), String> {
    let got = (o.m_plan_conn, o.m_plan_kind, o.m_plan_start, o.m_plan_limit as u32, o.m_plan_cut_ok, o.m_plan_retransmit, o.m_plan_advance);
    let want = (c.conn, kind_code(p.kind), p.start, p.limit, p.cut_ok, p.retransmit, p.advance);
    if got == want {
        Ok(())
    } else {
        Err(format!("(conn, kind, start, limit, cut_ok, retransmit, advance): got {got:?}, golden {want:?}"))
    }
}

fn check_cut(o: &CutOut, c: &Case, d: &SendDecision) -> Result<(), String> {
    let got = (
        o.m_dec_conn,
        o.m_dec_action,
        o.m_dec_seq,
        o.m_dec_len as u32,
        o.m_dec_resent as u32,
        o.m_dec_retransmit,
        o.m_dec_snd_nxt,
        o.m_dec_snd_max,
        o.m_dec_fin_sent,
        o.m_dec_persist_start,
    );
    let want = (c.conn, action_code(d.action), d.seq, d.len, d.resent, d.retransmit, d.snd_nxt, d.snd_max, d.fin_sent, d.persist_start);
    if got == want {
        Ok(())
    } else {
        Err(format!("(conn, action, seq, len, resent, retransmit, snd_nxt, snd_max, fin_sent, persist_start): got {got:?}, golden {want:?}"))
    }
}

#[derive(Clone, Debug, Default)]
pub struct SendRun {
    pub cycles: u64,
    pub decisions: u64,
    /// Decisions by category ([`plan_category`] or [`cut_category`]).
    pub categories: BTreeMap<&'static str, u64>,
}

/// Offers `cases`' views to toe_send_plan and compares every plan with golden's, in order.
pub fn run_plan(dut: &mut dyn Dut<In = PlanIn, Out = PlanOut>, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<SendRun, String> {
    let ports: Ports<Case, PlanIn, PlanOut, SendPlan> = Ports {
        quiet: PlanIn::default(),
        offer: |c, _| c.plan_input(),
        set_ready: |i, r| i.m_plan_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_plan_valid,
        counter: |o| o.cnt_plans,
        expect: |c| send_plan(&c.view),
    };
    let mut categories = BTreeMap::new();
    let r = decide::run(dut, &ports, cases, idle, stall, rng, |o, c, p| {
        check_plan(o, c, p)?;
        *categories.entry(plan_category(&c.view)).or_default() += 1;
        Ok(())
    })?;
    Ok(SendRun { cycles: r.cycles, decisions: r.decisions, categories })
}

/// Offers `cases` (views, golden's plans, the ring's answers) to toe_send_cut and compares
/// every decision with golden's, in order.
pub fn run_cut(dut: &mut dyn Dut<In = CutIn, Out = CutOut>, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<SendRun, String> {
    let ports: Ports<Case, CutIn, CutOut, SendDecision> = Ports {
        quiet: CutIn::default(),
        offer: |c, _| c.cut_input(),
        set_ready: |i, r| i.m_dec_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_dec_valid,
        counter: |o| o.cnt_decisions,
        expect: |c| send_cut(&c.view, &send_plan(&c.view), c.found),
    };
    let mut categories = BTreeMap::new();
    let r = decide::run(dut, &ports, cases, idle, stall, rng, |o, c, d| {
        check_cut(o, c, d)?;
        *categories.entry(cut_category(c)).or_default() += 1;
        Ok(())
    })?;
    Ok(SendRun { cycles: r.cycles, decisions: r.decisions, categories })
}
