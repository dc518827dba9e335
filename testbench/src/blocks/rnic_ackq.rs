//! rnic_ackq: port binding, ACKED values from the TOE's event router, and the scoreboard.
//!
//! The oracle is the block's contract written out here (an ACKED value is cumulative: the
//! connection's data bytes acknowledged, mod 2^32, so passing on a newer value says all an
//! older one does; golden `llp_ack::AckMap` takes values so), checked at every handshake:
//! - every value is taken in the cycle it is offered;
//! - each value passed on for a QP is one given for it after the one passed on before it
//!   (a QP's values go out in order, none twice, none made up);
//! - when the input stops, the last value passed on for each QP is the last given for it;
//! - the counters: values in, values out, and the rest merged.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_model::rnic::ackq::RnicAckQ;
use rand::Rng;
use std::collections::HashMap;

crate::bind_ports!(
    /// Inputs of `rnic_ackq`.
    AckQIn, AckQOut, RnicAckQ, verilated::rnic_ackq::Model,
    inputs {
        reset: bool,
        s_acked.valid: bool, s_acked.qp: u8, s_acked.value: u32,
        m_acked.ready: bool,
    }
    outputs {
        s_acked.ready: bool,
        m_acked.valid: bool, m_acked.qp: u8, m_acked.value: u32,
        idle: bool, cnt_in: u32, cnt_out: u32, cnt_merged: u32,
    }
);

pub type AckQDut = Box<dyn Dut<In = AckQIn, Out = AckQOut>>;

pub fn ackq_dut(kind: BackendKind, test: &str) -> AckQDut {
    build::<RnicAckQ, verilated::rnic_ackq::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = AckQIn, Out = AckQOut>) {
    for _ in 0..2 {
        dut.eval(&AckQIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Cycles of a settled block after which a run with values still owed is declared hung.
const HANG: u64 = 1_000;
const QPS: u8 = 16;

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct AckQEnv {
    /// Probability per cycle that a value is offered; that the output's ready is low; the
    /// QPs used (1..=16).
    pub rate: f64,
    pub stall: f64,
    pub qps: u8,
}

/// What a run checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AckQRun {
    pub values_in: u64,
    pub values_out: u64,
    pub merged: u64,
    pub cycles: u64,
}

/// Runs `n` values through and waits until every QP's last value went out.
pub fn run(dut: &mut dyn Dut<In = AckQIn, Out = AckQOut>, env: AckQEnv, n: u64, rng: &mut TestRng) -> Result<AckQRun, String> {
    let ready = ReadyGen::new(env.stall);
    // Per QP: the values given in order, and the index of the last one passed on.
    let mut given: HashMap<u8, Vec<u32>> = HashMap::new();
    let mut passed: HashMap<u8, usize> = HashMap::new();
    let mut next_value: HashMap<u8, u32> = HashMap::new();
    let mut run = AckQRun::default();
    let mut cycle = 0u64;
    let mut quiet = 0u64;
    loop {
        let mut i = AckQIn { m_acked_ready: ready.drive(rng), ..Default::default() };
        if run.values_in < n && rng.gen_bool(env.rate) {
            let qp = rng.gen_range(0..env.qps);
            let v = next_value.entry(qp).or_insert_with(|| rng.gen());
            *v = v.wrapping_add(rng.gen_range(1..3000));
            (i.s_acked_valid, i.s_acked_qp, i.s_acked_value) = (true, qp, *v);
        }
        let o = dut.eval(&i);
        if i.s_acked_valid {
            if !o.s_acked_ready {
                return Err(format!("cycle {cycle}: a value not taken at once"));
            }
            given.entry(i.s_acked_qp).or_default().push(i.s_acked_value);
            run.values_in += 1;
        }
        if o.m_acked_valid && i.m_acked_ready {
            let list = given.get(&o.m_acked_qp).ok_or_else(|| format!("cycle {cycle}: a value for QP {} never given", o.m_acked_qp))?;
            let from = passed.get(&o.m_acked_qp).map_or(0, |k| k + 1);
            let Some(k) = list[from.min(list.len())..].iter().position(|&v| v == o.m_acked_value) else {
                return Err(format!("cycle {cycle}: QP {} value {:#x} is not one given after the last passed on", o.m_acked_qp, o.m_acked_value));
            };
            passed.insert(o.m_acked_qp, from + k);
            run.values_out += 1;
        }
        dut.tick();
        cycle += 1;
        if run.values_in == n {
            let done = given.iter().all(|(q, l)| passed.get(q) == Some(&(l.len() - 1)));
            let o = dut.eval(&AckQIn::default());
            if done && o.idle {
                run.merged = run.values_in - run.values_out;
                let counted = (u64::from(o.cnt_in), u64::from(o.cnt_out), u64::from(o.cnt_merged));
                if counted != (run.values_in, run.values_out, run.merged) {
                    return Err(format!("counters (in, out, merged) {counted:?}, the bench's {:?}", (run.values_in, run.values_out, run.merged)));
                }
                run.cycles = cycle;
                return Ok(run);
            }
            quiet += 1;
            if quiet > HANG {
                return Err(format!("values still owed after {HANG} quiet cycles: {run:?}"));
            }
        }
    }
}

/// The QPs every run may use.
pub const ALL_QPS: u8 = QPS;
