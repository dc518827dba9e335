//! toe_rtt: port binding, stimulus and scoreboard against golden's `toe_ack::Rtt::sample`.
//!
//! Each sample is answered by golden when it is offered; the block's estimators come out in
//! order and must equal golden's (SRTT x8, RTTVAR x4, RTO). Stimulus: first and later samples,
//! samples equal to, above and below SRTT, zero, past the RTO ceiling; estimators small, large
//! and wrapping; RTO bounds crossed.

use crate::backend::{build, BackendKind, Dut};
use crate::blocks::decide::{self, Ports};
use crate::seed::TestRng;
use crate::verilated;
use iwarp_golden::toe_ack::Rtt;
use iwarp_model::toe::rtt::ToeRtt;
use rand::Rng;

crate::bind_ports!(
    /// Inputs of `toe_rtt`.
    RttIn, RttOut, ToeRtt, verilated::toe_rtt::Model,
    inputs {
        reset: bool, cfg_rto_min: u32, cfg_rto_max: u32,
        s_in.valid: bool, s_in.conn: u16, s_in.r: u32, s_in.seen: bool, s_in.srtt8: u32, s_in.rttvar4: u32,
        m_rtt.ready: bool,
    }
    outputs { s_in.ready: bool, m_rtt.valid: bool, m_rtt.conn: u16, m_rtt.srtt8: u32, m_rtt.rttvar4: u32, m_rtt.rto: u32, cnt_samples: u32 }
);

pub type RttDut = Box<dyn Dut<In = RttIn, Out = RttOut>>;

pub fn rtt_dut(kind: BackendKind, test: &str) -> RttDut {
    build::<ToeRtt, verilated::toe_rtt::Model>(kind, Some(test))
}

/// Cycles per sample with the output ready at once: IDLE, seven steps, OUT.
pub const CYCLES_PER_SAMPLE: u64 = 9;

pub fn reset(dut: &mut dyn Dut<In = RttIn, Out = RttOut>) {
    for _ in 0..2 {
        dut.eval(&RttIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// A sample: the estimator before it, the sample, the RTO bounds.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub conn: u16,
    pub rtt: Rtt,
    pub r: u32,
    pub rto_min: u32,
    pub rto_max: u32,
}

impl Case {
    pub fn input(&self) -> RttIn {
        RttIn {
            cfg_rto_min: self.rto_min,
            cfg_rto_max: self.rto_max,
            s_in_valid: true,
            s_in_conn: self.conn,
            s_in_r: self.r,
            s_in_seen: self.rtt.seen,
            s_in_srtt8: self.rtt.srtt8,
            s_in_rttvar4: self.rtt.rttvar4,
            ..Default::default()
        }
    }

    /// A random sample under the bounds (`rto_min`, `rto_max`).
    pub fn random(rng: &mut TestRng, rto_min: u32, rto_max: u32) -> Self {
        let srtt: u32 = match rng.gen_range(0..3) {
            0 => rng.gen_range(0..200),
            1 => rng.gen_range(0..100_000),
            _ => rng.gen::<u32>() >> 3,
        };
        let rtt = Rtt {
            seen: rng.gen_bool(0.7),
            srtt8: srtt.wrapping_mul(8).wrapping_add(rng.gen_range(0..8)),
            rttvar4: match rng.gen_range(0..3) {
                0 => 0,
                1 => rng.gen_range(0..1000),
                _ => rng.gen(),
            },
            rto: rng.gen(),
        };
        let r = match rng.gen_range(0..5) {
            0 => srtt,
            1 => srtt.saturating_add(rng.gen_range(0..50)),
            2 => srtt.saturating_sub(rng.gen_range(0..50)),
            3 => rto_max.wrapping_add(rng.gen_range(0..3)).wrapping_sub(1),
            _ => rng.gen(),
        };
        Case { conn: rng.gen_range(0..1024), rtt, r, rto_min, rto_max }
    }

    pub fn expect(&self) -> Rtt {
        let mut e = self.rtt;
        e.sample(self.r, self.rto_min, self.rto_max);
        e
    }
}

/// Random RTO bounds: the engine's, small, or any (crossed too).
pub fn random_bounds(rng: &mut TestRng) -> (u32, u32) {
    match rng.gen_range(0..3) {
        0 => (200, 60_000),
        1 => (rng.gen_range(0..1000), rng.gen_range(0..100_000)),
        _ => (rng.gen(), rng.gen()),
    }
}

#[derive(Clone, Debug, Default)]
pub struct RttRun {
    pub cycles: u64,
    pub decisions: u64,
    pub first: u64,
    pub capped: u64,
}

/// Offers `cases` (one pair of bounds) and compares every estimator with golden's, in order.
pub fn run(dut: &mut dyn Dut<In = RttIn, Out = RttOut>, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<RttRun, String> {
    let (lo, hi) = cases.first().map_or((0, 0), |c| (c.rto_min, c.rto_max));
    let ports: Ports<Case, RttIn, RttOut, Rtt> = Ports {
        quiet: RttIn { cfg_rto_min: lo, cfg_rto_max: hi, ..Default::default() },
        offer: |c, _| c.input(),
        set_ready: |i, r| i.m_rtt_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_rtt_valid,
        counter: |o| o.cnt_samples,
        expect: |c| c.expect(),
    };
    let (mut first, mut capped) = (0, 0);
    let r = decide::run(dut, &ports, cases, idle, stall, rng, |o, c, e| {
        let got = (o.m_rtt_conn, o.m_rtt_srtt8, o.m_rtt_rttvar4, o.m_rtt_rto);
        let want = (c.conn, e.srtt8, e.rttvar4, e.rto);
        if got != want {
            return Err(format!("(conn, srtt8, rttvar4, rto): got {got:?}, golden {want:?}"));
        }
        first += !c.rtt.seen as u64;
        capped += (e.rto == c.rto_max) as u64;
        Ok(())
    })?;
    Ok(RttRun { cycles: r.cycles, decisions: r.decisions, first, capped })
}
