//! toe_reasm: port binding, stimulus and scoreboard against golden's `toe_reasm::Reasm`.
//!
//! Each decision is answered by golden (`store` with the design's 4 blocks, or `advance`)
//! when it is offered; the block's lists come out in order and must equal golden's, with the
//! verdict, the kept range and the replay. Stimulus: random walks of a receiver (the lists an
//! engine holds: built by golden's own stores and advances from empty), segments aimed at
//! the held blocks' edges (touching, overlapping, bridging, inside, past the receive space,
//! empty), RCV.NXT advancing to, into and past blocks, around the 2^32 wrap.

use crate::backend::{build, BackendKind, Dut};
use crate::blocks::decide::{self, Ports};
use crate::seed::TestRng;
use crate::verilated;
use iwarp_golden::toe_reasm::{Block, Reasm, Store, REASM_BLOCKS};
use iwarp_model::toe::reasm::ToeReasm;
use iwarp_model::toe::reasm_verdict;
use rand::Rng;

crate::bind_ports!(
    /// Inputs of `toe_reasm`.
    ReasmIn, ReasmOut, ToeReasm, verilated::toe_reasm::Model,
    inputs {
        reset: bool,
        s_in.valid: bool, s_in.conn: u16, s_in.advance: bool, s_in.count: u8,
        s_in.s0: u32, s_in.e0: u32, s_in.s1: u32, s_in.e1: u32, s_in.s2: u32, s_in.e2: u32, s_in.s3: u32, s_in.e3: u32,
        s_in.seq: u32, s_in.len: u16, s_in.space_end: u32,
        m_out.ready: bool,
    }
    outputs {
        s_in.ready: bool, m_out.valid: bool, m_out.conn: u16, m_out.advance: bool, m_out.verdict: u8, m_out.count: u8,
        m_out.s0: u32, m_out.e0: u32, m_out.s1: u32, m_out.e1: u32, m_out.s2: u32, m_out.e2: u32, m_out.s3: u32, m_out.e3: u32,
        m_out.seq: u32, m_out.kept_end: u32, m_out.replay: bool, m_out.replay_end: u32, cnt_decided: u32,
    }
);

pub type ReasmDut = Box<dyn Dut<In = ReasmIn, Out = ReasmOut>>;

pub fn reasm_dut(kind: BackendKind, test: &str) -> ReasmDut {
    build::<ToeReasm, verilated::toe_reasm::Model>(kind, Some(test))
}

/// Cycles per decision with the output ready at once: IDLE, CUT, CMP, MERGE, PLACE, OUT.
pub const CYCLES_PER_DECISION: u64 = 6;

pub fn reset(dut: &mut dyn Dut<In = ReasmIn, Out = ReasmOut>) {
    for _ in 0..2 {
        dut.eval(&ReasmIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// One decision: the held blocks, and a segment to store or RCV.NXT's advance.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub conn: u16,
    pub held: Reasm,
    pub advance: bool,
    /// SEG.SEQ, or the new RCV.NXT.
    pub seq: u32,
    pub len: u16,
    pub space_end: u32,
}

/// Golden's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    Store(Reasm, Store),
    Advance(Reasm, Option<Block>),
}

impl Case {
    pub fn input(&self) -> ReasmIn {
        let b = |i: usize| if i < self.held.count as usize { self.held.blocks[i] } else { Block::default() };
        ReasmIn {
            s_in_valid: true,
            s_in_conn: self.conn,
            s_in_advance: self.advance,
            s_in_count: self.held.count,
            s_in_s0: b(0).start,
            s_in_e0: b(0).end,
            s_in_s1: b(1).start,
            s_in_e1: b(1).end,
            s_in_s2: b(2).start,
            s_in_e2: b(2).end,
            s_in_s3: b(3).start,
            s_in_e3: b(3).end,
            s_in_seq: self.seq,
            s_in_len: self.len,
            s_in_space_end: self.space_end,
            ..Default::default()
        }
    }

    pub fn expect(&self) -> Expect {
        if self.advance {
            let (r, b) = self.held.advance(self.seq);
            Expect::Advance(r, b)
        } else {
            let (r, s) = self.held.store(REASM_BLOCKS, self.space_end, self.seq, self.len as u32);
            Expect::Store(r, s)
        }
    }
}

/// The block's list, verdict and ranges against golden's.
pub fn check(o: &ReasmOut, c: &Case, e: &Expect) -> Result<(), String> {
    let blocks = [(o.m_out_s0, o.m_out_e0), (o.m_out_s1, o.m_out_e1), (o.m_out_s2, o.m_out_e2), (o.m_out_s3, o.m_out_e3)];
    let n = (o.m_out_count as usize).min(REASM_BLOCKS);
    let got: Vec<(u32, u32)> = blocks[..n].to_vec();
    if o.m_out_count as usize > REASM_BLOCKS {
        return Err(format!("count {} past {REASM_BLOCKS}", o.m_out_count));
    }
    let (want_list, want) = match e {
        Expect::Store(r, s) => (r, format!("{s:?}")),
        Expect::Advance(r, b) => (r, format!("{b:?}")),
    };
    let want_blocks: Vec<(u32, u32)> = want_list.held().iter().map(|b| (b.start, b.end)).collect();
    if got != want_blocks {
        return Err(format!("blocks {got:?}, golden {want_blocks:?} ({want})"));
    }
    if (o.m_out_conn, o.m_out_advance, o.m_out_seq) != (c.conn, c.advance, c.seq) {
        return Err(format!("carried (conn, advance, seq) {:?}", (o.m_out_conn, o.m_out_advance, o.m_out_seq)));
    }
    match e {
        Expect::Store(_, s) => {
            let code = match s {
                Store::Kept(b) => {
                    if (o.m_out_seq, o.m_out_kept_end) != (b.start, b.end) {
                        return Err(format!("kept [{}, {}), golden {b:?}", o.m_out_seq, o.m_out_kept_end));
                    }
                    reasm_verdict::KEPT
                }
                Store::Duplicate => reasm_verdict::DUPLICATE,
                Store::Full => reasm_verdict::FULL,
                Store::Beyond => reasm_verdict::BEYOND,
            };
            if o.m_out_verdict as u64 != code {
                return Err(format!("verdict {}, golden {s:?}", o.m_out_verdict));
            }
        }
        Expect::Advance(_, b) => {
            let got = o.m_out_replay.then_some(Block { start: o.m_out_seq, end: o.m_out_replay_end });
            if got != *b {
                return Err(format!("replay {got:?}, golden {b:?}"));
            }
        }
    }
    Ok(())
}

/// A receiver's walk: RCV.NXT, the receive space, the held blocks, moved by golden's own
/// decisions, so every list offered is one an engine can hold.
#[derive(Clone, Copy, Debug)]
pub struct Walk {
    pub conn: u16,
    pub rcv_nxt: u32,
    pub space: u32,
    pub held: Reasm,
}

impl Walk {
    /// A walk from an empty store at a random RCV.NXT (a third of them just before the 2^32
    /// wrap), with a receive space of 1 KiB to 256 KiB.
    pub fn new(rng: &mut TestRng) -> Self {
        let rcv_nxt = if rng.gen_bool(0.33) { 0u32.wrapping_sub(rng.gen_range(0..300_000)) } else { rng.gen() };
        Walk { conn: rng.gen_range(0..1024), rcv_nxt, space: 1 << rng.gen_range(10..=18), held: Reasm::default() }
    }

    /// A sequence number near something that matters: a held block's edge, RCV.NXT, the
    /// receive space's end, or anywhere in the space.
    fn aim(&self, rng: &mut TestRng) -> u32 {
        let held = self.held.held();
        let off: i64 = rng.gen_range(-3..=3);
        let base = match rng.gen_range(0..6) {
            0 | 1 if !held.is_empty() => {
                let b = held[rng.gen_range(0..held.len())];
                if rng.gen() {
                    b.start
                } else {
                    b.end
                }
            }
            2 => self.rcv_nxt,
            3 => self.rcv_nxt.wrapping_add(self.space),
            _ => self.rcv_nxt.wrapping_add(rng.gen_range(0..=self.space)),
        };
        base.wrapping_add(off as u32)
    }

    /// The next decision, and the walk moved by golden's answer.
    pub fn step(&mut self, rng: &mut TestRng) -> Case {
        let space_end = if rng.gen_bool(0.8) { self.rcv_nxt.wrapping_add(self.space) } else { self.rcv_nxt.wrapping_add(rng.gen_range(0..=self.space)) };
        let advance = rng.gen_bool(0.25);
        let c = if advance {
            let to = match rng.gen_range(0..3) {
                0 => self.aim(rng),
                1 => self.rcv_nxt.wrapping_add(rng.gen_range(1..3000)),
                _ => self.held.held().first().map_or(self.rcv_nxt, |b| b.start),
            };
            // RCV.NXT only moves forward, within the space.
            let to = if iwarp_golden::toe::seq_lt(self.rcv_nxt, to) && iwarp_golden::toe::seq_le(to, self.rcv_nxt.wrapping_add(self.space)) { to } else { self.rcv_nxt.wrapping_add(1) };
            Case { conn: self.conn, held: self.held, advance: true, seq: to, len: 0, space_end }
        } else {
            let seq = self.aim(rng);
            let len: u16 = match rng.gen_range(0..8) {
                0 => 0,
                1 => rng.gen_range(1..8),
                2 => u16::MAX - rng.gen_range(0..3),
                3 => self.held.held().first().map_or(100, |b| b.start.wrapping_sub(seq).min(9000) as u16),
                _ => rng.gen_range(1..3000),
            };
            Case { conn: self.conn, held: self.held, advance: false, seq, len, space_end }
        };
        match c.expect() {
            Expect::Store(r, _) => self.held = r,
            Expect::Advance(r, replay) => {
                self.held = r;
                self.rcv_nxt = replay.map_or(c.seq, |b| b.end);
            }
        }
        c
    }
}

/// `n` decisions from `walks` receivers walked in turn (a fresh walk now and then).
pub fn cases(rng: &mut TestRng, walks: usize, n: usize) -> Vec<Case> {
    decide::walk_cases(rng, walks, n, Walk::new, Walk::step)
}

/// What a run checked, by kind.
#[derive(Clone, Debug, Default)]
pub struct ReasmRun {
    pub cycles: u64,
    pub decisions: u64,
    pub kept: u64,
    pub merged: u64,
    pub duplicate: u64,
    pub full: u64,
    pub beyond: u64,
    pub advances: u64,
    pub replays: u64,
}

fn ports() -> Ports<Case, ReasmIn, ReasmOut, Expect> {
    Ports {
        quiet: ReasmIn::default(),
        offer: |c, _| c.input(),
        set_ready: |i, r| i.m_out_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_out_valid,
        counter: |o| o.cnt_decided,
        expect: |c| c.expect(),
    }
}

/// Offers `cases` and compares every output with golden's, in order.
pub fn run(dut: &mut dyn Dut<In = ReasmIn, Out = ReasmOut>, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<ReasmRun, String> {
    let ports = ports();
    let mut k = ReasmRun::default();
    let r = decide::run(dut, &ports, cases, idle, stall, rng, |o, c, e| {
        check(o, c, e)?;
        match e {
            Expect::Store(r, Store::Kept(_)) => {
                k.kept += 1;
                k.merged += (r.count <= c.held.count) as u64;
            }
            Expect::Store(_, Store::Duplicate) => k.duplicate += 1,
            Expect::Store(_, Store::Full) => k.full += 1,
            Expect::Store(_, Store::Beyond) => k.beyond += 1,
            Expect::Advance(_, b) => {
                k.advances += 1;
                k.replays += b.is_some() as u64;
            }
        }
        Ok(())
    })?;
    k.cycles = r.cycles;
    k.decisions = r.decisions;
    Ok(k)
}

/// [`decide::reset_mid_run`] on this block: the cases run again after the reset.
pub fn reset_mid_run(dut: &mut dyn Dut<In = ReasmIn, Out = ReasmOut>, cases: &[Case], rng: &mut TestRng) -> Result<(), String> {
    decide::reset_mid_run(dut, &ports(), cases, reset, 2 * CYCLES_PER_DECISION, rng, |i, v| i.s_in_valid = v, |dut, cs, rng| run(dut, cs, 0.1, 0.1, rng).map(|_| ()))
}
