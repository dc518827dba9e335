//! rnic_consume: port binding, random deliveries, and the scoreboard.
//!
//! The oracle is the block's contract written out here (the TOE's rule, golden `toe`'s
//! CONSUMED: a connection's window reopens by the bytes its ULP consumed; mpa_rx consumes a
//! beat when it takes it), checked at every handshake:
//! - the beats pass wire for wire: `m_data`, `m_keep`, `m_last` are `s_*`, `m_valid` only
//!   with `s_valid`, and a beat is taken on both sides in the same cycle or on neither;
//! - each command on `m_auto` is CONSUMED, its other fields zero, for no more bytes of its
//!   connection than the beats taken and not yet reported;
//! - every byte taken is reported by the end (the counts per connection equal), by no more
//!   commands than deliveries;
//! - the counters are the commands, the bytes and the beats that waited.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_model::rnic::consume::RnicConsume;
use iwarp_model::toe::host_op;
use rand::Rng;
use std::collections::HashMap;

crate::bind_ports!(
    /// Inputs of `rnic_consume`.
    ConsumeIn, ConsumeOut, RnicConsume, verilated::rnic_consume::Model,
    inputs {
        reset: bool,
        s_data: u64, s_keep: u8, s_last: bool, s_valid: bool, s_conn: u16,
        m_ready: bool,
        m_auto.ready: bool,
    }
    outputs {
        s_ready: bool,
        m_data: u64, m_keep: u8, m_last: bool, m_valid: bool,
        m_auto.valid: bool, m_auto.op: u8, m_auto.conn: u16, m_auto.n: u32, m_auto.remote_ip: u32,
        m_auto.remote_port: u16, m_auto.local_port: u16, m_auto.remote_mac: u64,
        idle: bool, cnt_cmds: u32, cnt_bytes: u32, cnt_waits: u32,
    }
);

pub type ConsumeDut = Box<dyn Dut<In = ConsumeIn, Out = ConsumeOut>>;

pub fn consume_dut(kind: BackendKind, test: &str) -> ConsumeDut {
    build::<RnicConsume, verilated::rnic_consume::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = ConsumeIn, Out = ConsumeOut>) {
    for _ in 0..2 {
        dut.eval(&ConsumeIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Cycles without progress after which a run is declared hung.
const HANG: u64 = 5_000;
/// The TOE's connections.
const CONNS: u16 = 1024;

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct ConsumeEnv {
    /// A beat offered in a cycle (while a delivery is open).
    pub rate: f64,
    /// mpa_rx's ready is low; the command port's.
    pub stall: f64,
    pub cmd_stall: f64,
    /// Connections the deliveries use (1..=1024; few make runs of one connection).
    pub conns: u16,
    /// The longest delivery, in beats.
    pub max_beats: u32,
}

/// What a run went through.
#[derive(Clone, Debug, Default)]
pub struct ConsumeRun {
    pub deliveries: u64,
    pub beats: u64,
    pub bytes: u64,
    pub cmds: u64,
    pub waits: u64,
    pub cycles: u64,
}

pub struct ConsumeBench {
    env: ConsumeEnv,
    /// The open delivery: its connection and beats left; the beat offered.
    open: Option<(u16, u32)>,
    beat: Option<(u64, u8, bool)>,
    /// Per connection: bytes taken, bytes reported.
    taken: HashMap<u16, u64>,
    reported: HashMap<u16, u64>,
    pub run: ConsumeRun,
}

/// A beat's lanes: a run of 1..=8 bytes from any lane (rnic_rxctx's beats are rotated to the
/// stream's lanes), sometimes any pattern.
fn keep(rng: &mut TestRng) -> u8 {
    if rng.gen_bool(0.1) {
        return rng.gen();
    }
    let lo = rng.gen_range(0..8u32);
    let n = rng.gen_range(1..=8 - lo);
    (((1u32 << n) - 1) << lo) as u8
}

impl ConsumeBench {
    pub fn new(env: ConsumeEnv) -> Self {
        ConsumeBench { env, open: None, beat: None, taken: HashMap::new(), reported: HashMap::new(), run: ConsumeRun::default() }
    }

    /// Offers `n` deliveries and runs until every byte is reported.
    pub fn run(&mut self, dut: &mut dyn Dut<In = ConsumeIn, Out = ConsumeOut>, n: u64, rng: &mut TestRng) -> Result<ConsumeRun, String> {
        let base = dut.eval(&ConsumeIn::default());
        let ready = ReadyGen::new(self.env.stall);
        let cmd_ready = ReadyGen::new(self.env.cmd_stall);
        let (mut started, mut quiet, mut stuck) = (0u64, 0, 0u64);
        loop {
            self.run.cycles += 1;
            let before = (self.run.beats, self.run.cmds);
            if self.open.is_none() && started < n {
                let conn = rng.gen_range(0..self.env.conns.min(CONNS));
                self.open = Some((conn, rng.gen_range(1..=self.env.max_beats)));
                started += 1;
            }
            if let (Some((_, left)), None) = (self.open, self.beat) {
                if rng.gen_bool(self.env.rate) {
                    self.beat = Some((rng.gen(), keep(rng), left == 1));
                }
            }
            let mut i = ConsumeIn { m_ready: ready.drive(rng), m_auto_ready: cmd_ready.drive(rng), ..Default::default() };
            if let (Some((conn, _)), Some((data, k, last))) = (self.open, self.beat) {
                (i.s_valid, i.s_data, i.s_keep, i.s_last, i.s_conn) = (true, data, k, last, conn);
            }
            let o = dut.eval(&i);
            if o.m_valid && (!i.s_valid || (o.m_data, o.m_keep, o.m_last) != (i.s_data, i.s_keep, i.s_last)) {
                return Err(format!("beat passed as {:#x}/{:#x}/{}, offered {:?}", o.m_data, o.m_keep, o.m_last, self.beat));
            }
            let in_taken = i.s_valid && o.s_ready;
            let out_taken = o.m_valid && i.m_ready;
            if in_taken != out_taken {
                return Err(format!("a beat taken on one side only (in {in_taken}, out {out_taken})"));
            }
            if i.s_valid && i.m_ready && !o.s_ready {
                self.run.waits += 1;
            }
            if o.m_auto_valid && i.m_auto_ready {
                let extra = (o.m_auto_remote_ip, o.m_auto_remote_port, o.m_auto_local_port, o.m_auto_remote_mac);
                if u64::from(o.m_auto_op) != host_op::CONSUMED || extra != (0, 0, 0, 0) {
                    return Err(format!("command {} with {extra:?}, not a bare CONSUMED", o.m_auto_op));
                }
                let c = o.m_auto_conn;
                let r = self.reported.entry(c).or_default();
                *r += u64::from(o.m_auto_n);
                let t = self.taken.get(&c).copied().unwrap_or(0);
                if *r > t {
                    return Err(format!("connection {c}: {} bytes reported, {t} taken", *r));
                }
                self.run.cmds += 1;
            }
            if in_taken {
                let (conn, left) = self.open.as_mut().unwrap();
                let bytes = u64::from(i.s_keep.count_ones());
                *self.taken.entry(*conn).or_default() += bytes;
                self.run.bytes += bytes;
                self.run.beats += 1;
                self.beat = None;
                *left -= 1;
                if *left == 0 {
                    self.open = None;
                    self.run.deliveries += 1;
                }
            }
            dut.tick();
            let progress = before != (self.run.beats, self.run.cmds);
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > HANG {
                return Err(format!("hang: {:?}", self.run));
            }
            let settled = started >= n && self.open.is_none() && o.idle;
            quiet = if settled { quiet + 1 } else { 0 };
            if quiet > 2 {
                break;
            }
        }
        for (c, t) in &self.taken {
            let r = self.reported.get(c).copied().unwrap_or(0);
            if r != *t {
                return Err(format!("connection {c}: {t} bytes taken, {r} reported"));
            }
        }
        if self.run.cmds > self.run.deliveries {
            return Err(format!("{} commands for {} deliveries", self.run.cmds, self.run.deliveries));
        }
        let o = dut.eval(&ConsumeIn::default());
        let d = |a: u32, b: u32| u64::from(a.wrapping_sub(b));
        let counted = [d(o.cnt_cmds, base.cnt_cmds), d(o.cnt_bytes, base.cnt_bytes), d(o.cnt_waits, base.cnt_waits)];
        let want = [self.run.cmds, self.run.bytes, self.run.waits];
        if counted != want {
            return Err(format!("counters (commands, bytes, waits) {counted:?}, seen {want:?}"));
        }
        Ok(self.run.clone())
    }
}
