//! toe_sack_plan: port binding, stimulus and scoreboard against golden's `toe_sack::sack_plan`
//! (with `Scoreboard::lost_edge`, `pipe`, `next_hole`).
//!
//! Each transmit opportunity is answered by golden when it is offered; the block's plans
//! come out in order and must equal golden's, with IsLost's edge and the pipe whenever the
//! block decides. Stimulus: the scoreboards of toe_sack_board's senders' walks (built by
//! golden's own updates), with send states around them: in and out of recovery, the first
//! segment asked for again, go-back-N, cwnd around pipe + SMSS, HighRxt below SND.UNA and
//! across the holes, the peer's window below and above the flight, data left or none.

use crate::backend::{build, BackendKind, Dut};
use crate::blocks::decide::{self, Ports};
use crate::blocks::toe_sack_board::Walk;
use crate::seed::TestRng;
use crate::verilated;
use iwarp_golden::toe_sack::{sack_plan, Scoreboard};
use iwarp_golden::toe_send::{PlanKind, SendPlan, SendView};
use iwarp_model::toe::plan_kind;
use iwarp_model::toe::sack_plan::ToeSackPlan;
use rand::Rng;

crate::bind_ports!(
    /// Inputs of `toe_sack_plan`.
    PlanIn, PlanOut, ToeSackPlan, verilated::toe_sack_plan::Model,
    inputs {
        reset: bool,
        s_in.valid: bool, s_in.conn: u16, s_in.synchronized: bool, s_in.in_recovery: bool, s_in.rexmt_first: bool,
        s_in.snd_una: u32, s_in.snd_nxt: u32, s_in.snd_max: u32, s_in.data_end: u32, s_in.snd_wnd: u32, s_in.cwnd: u32, s_in.snd_mss: u16,
        s_in.high_rxt: u32, s_in.count: u8,
        s_in.s0: u32, s_in.e0: u32, s_in.s1: u32, s_in.e1: u32, s_in.s2: u32, s_in.e2: u32, s_in.s3: u32, s_in.e3: u32,
        m_out.ready: bool,
    }
    outputs {
        s_in.ready: bool, m_out.valid: bool, m_out.conn: u16, m_out.decides: bool, m_out.kind: u8, m_out.start: u32, m_out.limit: u32,
        m_out.cut_ok: bool, m_out.retransmit: bool, m_out.advance: bool, m_out.lost_edge: u32, m_out.pipe: u32, cnt_decided: u32,
    }
);

pub type PlanDut = Box<dyn Dut<In = PlanIn, Out = PlanOut>>;

pub fn plan_dut(kind: BackendKind, test: &str) -> PlanDut {
    build::<ToeSackPlan, verilated::toe_sack_plan::Model>(kind, Some(test))
}

/// The most cycles a decision takes with the output ready at once (IDLE, GATE, three per
/// range for IsLost's edge, six for the pipe, two for the room, two per range and two more
/// for NextSeg, five for new data, OUT).
pub const CYCLES_MAX: u64 = 38;

pub fn reset(dut: &mut dyn Dut<In = PlanIn, Out = PlanOut>) {
    for _ in 0..2 {
        dut.eval(&PlanIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// A transmit opportunity: the send state, recovery, the scoreboard.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub conn: u16,
    pub v: SendView,
    pub in_recovery: bool,
    pub sb: Scoreboard,
}

/// Golden's plan, and the edge and pipe it computed on the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expect {
    pub plan: Option<SendPlan>,
    pub lost_edge: u32,
    pub pipe: u32,
}

impl Case {
    pub fn input(&self) -> PlanIn {
        let r = |i: usize| if i < self.sb.count as usize { (self.sb.ranges[i].start, self.sb.ranges[i].end) } else { (0, 0) };
        PlanIn {
            s_in_valid: true,
            s_in_conn: self.conn,
            s_in_synchronized: self.v.synchronized,
            s_in_in_recovery: self.in_recovery,
            s_in_rexmt_first: self.v.rexmt_first,
            s_in_snd_una: self.v.snd_una,
            s_in_snd_nxt: self.v.snd_nxt,
            s_in_snd_max: self.v.snd_max,
            s_in_data_end: self.v.data_end,
            s_in_snd_wnd: self.v.snd_wnd,
            s_in_cwnd: self.v.cwnd,
            s_in_snd_mss: self.v.snd_mss as u16,
            s_in_high_rxt: self.sb.high_rxt,
            s_in_count: self.sb.count,
            s_in_s0: r(0).0,
            s_in_e0: r(0).1,
            s_in_s1: r(1).0,
            s_in_e1: r(1).1,
            s_in_s2: r(2).0,
            s_in_e2: r(2).1,
            s_in_s3: r(3).0,
            s_in_e3: r(3).1,
            ..Default::default()
        }
    }

    pub fn expect(&self) -> Expect {
        Expect {
            plan: sack_plan(&self.v, &self.sb, self.in_recovery),
            lost_edge: self.sb.lost_edge(self.v.snd_una, self.v.snd_mss),
            pipe: self.sb.pipe(self.v.snd_una, self.v.snd_max, self.v.snd_mss),
        }
    }

    /// A send state around a walk's scoreboard.
    pub fn around(w: &Walk, rng: &mut TestRng) -> Case {
        let flight = w.snd_max.wrapping_sub(w.snd_una);
        let mut sb = w.sb;
        if rng.gen_bool(0.3) {
            sb.high_rxt = w.snd_una.wrapping_add(rng.gen_range(0..=flight)).wrapping_sub(rng.gen_range(0..2) * w.mss);
        }
        let pipe = sb.pipe(w.snd_una, w.snd_max, w.mss);
        let around = |rng: &mut TestRng, x: u32| x.saturating_add(w.mss).wrapping_add(rng.gen_range(0..3)).wrapping_sub(rng.gen_range(0..3) * w.mss / 2);
        let v = SendView {
            synchronized: rng.gen_bool(0.95),
            snd_una: w.snd_una,
            snd_nxt: if rng.gen_bool(0.9) { w.snd_max } else { w.snd_una.wrapping_add(rng.gen_range(0..=flight)) },
            snd_max: w.snd_max,
            data_end: match rng.gen_range(0..4) {
                0 => w.snd_max,
                1 => w.snd_max.wrapping_add(rng.gen_range(1..w.mss)),
                _ => w.snd_max.wrapping_add(rng.gen_range(0..20) * w.mss),
            },
            snd_wnd: match rng.gen_range(0..3) {
                0 => flight.saturating_sub(rng.gen_range(0..2) * w.mss),
                1 => flight.saturating_add(rng.gen_range(0..3) * w.mss / 2),
                _ => rng.gen_range(0..1 << 20),
            },
            cwnd: match rng.gen_range(0..3) {
                0 => around(rng, pipe),
                1 => rng.gen_range(w.mss..(1 << 20)),
                _ => [0, u32::MAX][rng.gen_range(0..2)],
            },
            snd_mss: w.mss,
            rexmt_first: rng.gen_bool(0.05),
            ..Default::default()
        };
        Case { conn: w.conn, v, in_recovery: rng.gen_bool(0.9), sb }
    }
}

fn kind_code(k: PlanKind) -> u64 {
    match k {
        PlanKind::Nothing => plan_kind::NOTHING,
        PlanKind::Records => plan_kind::RECORDS,
        PlanKind::Fin => plan_kind::FIN,
    }
}

/// The block's plan against golden's.
pub fn check(o: &PlanOut, c: &Case, e: &Expect) -> Result<(), String> {
    if o.m_out_conn != c.conn || o.m_out_decides != e.plan.is_some() {
        return Err(format!("(conn, decides) {:?}, golden {:?}", (o.m_out_conn, o.m_out_decides), (c.conn, e.plan)));
    }
    if let Some(p) = e.plan {
        let got = (o.m_out_kind as u64, o.m_out_start, o.m_out_limit, o.m_out_cut_ok, o.m_out_retransmit, o.m_out_advance, o.m_out_lost_edge, o.m_out_pipe);
        let want = (kind_code(p.kind), p.start, p.limit, p.cut_ok, p.retransmit, p.advance, e.lost_edge, e.pipe);
        if got != want {
            return Err(format!("(kind, start, limit, cut_ok, retransmit, advance, lost_edge, pipe): got {got:?}, golden {want:?}"));
        }
    }
    Ok(())
}

fn step(w: &mut Walk, rng: &mut TestRng) -> Case {
    w.step(rng);
    Case::around(w, rng)
}

/// `n` opportunities around `walks` senders' scoreboards.
pub fn cases(rng: &mut TestRng, walks: usize, n: usize) -> Vec<Case> {
    decide::walk_cases(rng, walks, n, Walk::new, step)
}

/// What a run checked, by outcome.
#[derive(Clone, Debug, Default)]
pub struct PlanRun {
    pub cycles: u64,
    pub decisions: u64,
    pub ordinary: u64,
    pub no_room: u64,
    pub holes: u64,
    pub new_data: u64,
    pub zero_window: u64,
}

fn ports() -> Ports<Case, PlanIn, PlanOut, Expect> {
    Ports {
        quiet: PlanIn::default(),
        offer: |c, _| c.input(),
        set_ready: |i, r| i.m_out_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_out_valid,
        counter: |o| o.cnt_decided,
        expect: |c| c.expect(),
    }
}

/// Offers `cases` and compares every plan with golden's, in order.
pub fn run(dut: &mut dyn Dut<In = PlanIn, Out = PlanOut>, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<PlanRun, String> {
    let mut k = PlanRun::default();
    let r = decide::run(dut, &ports(), cases, idle, stall, rng, |o, c, e| {
        check(o, c, e)?;
        match e.plan {
            None => k.ordinary += 1,
            Some(p) if p.retransmit => k.holes += 1,
            Some(p) if p.advance => k.new_data += 1,
            Some(_) if c.v.cwnd < e.pipe.saturating_add(c.v.snd_mss) => k.no_room += 1,
            Some(_) => k.zero_window += 1,
        }
        Ok(())
    })?;
    k.cycles = r.cycles;
    k.decisions = r.decisions;
    Ok(k)
}

/// [`decide::reset_mid_run`] on this block: the cases run again after the reset.
pub fn reset_mid_run(dut: &mut dyn Dut<In = PlanIn, Out = PlanOut>, cases: &[Case], rng: &mut TestRng) -> Result<(), String> {
    decide::reset_mid_run(dut, &ports(), cases, reset, 2 * CYCLES_MAX, rng, |i, v| i.s_in_valid = v, |dut, cs, rng| run(dut, cs, 0.1, 0.1, rng).map(|_| ()))
}
