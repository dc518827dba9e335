//! toe_sack_board: port binding, stimulus and scoreboard against golden's
//! `toe_sack::Scoreboard::update`.
//!
//! Each ACK is answered by golden when it is offered; the block's scoreboards come out in
//! order and must equal golden's (the ranges, HighRxt, whether a block was news, and whether
//! SND.UNA's byte is lost on the new scoreboard: golden's engine's `lost_first`). Stimulus:
//! senders' walks (the scoreboards a sender holds: built by golden's own updates from a
//! cleared one), ACKs that hold or advance SND.UNA (into, onto and past ranges), with 0 to 4
//! blocks of every kind a receiver or an attacker sends: out-of-order arrivals on segment
//! boundaries, old news, blocks bridging or touching ranges, D-SACKs below SND.UNA, blocks
//! past SND.MAX, empty and inverted ones; more blocks than ranges fit; around the 2^32 wrap.

use crate::backend::{build, BackendKind, Dut};
use crate::blocks::decide::{self, Ports};
use crate::seed::TestRng;
use crate::verilated;
use iwarp_golden::toe::{seq_le, seq_lt};
use iwarp_golden::toe_sack::{Scoreboard, SCOREBOARD_RANGES};
use iwarp_model::toe::sack_board::ToeSackBoard;
use rand::Rng;

crate::bind_ports!(
    /// Inputs of `toe_sack_board`.
    SackIn, SackOut, ToeSackBoard, verilated::toe_sack_board::Model,
    inputs {
        reset: bool,
        s_in.valid: bool, s_in.conn: u16, s_in.snd_una: u32, s_in.snd_max: u32, s_in.mss: u16, s_in.high_rxt: u32, s_in.count: u8,
        s_in.s0: u32, s_in.e0: u32, s_in.s1: u32, s_in.e1: u32, s_in.s2: u32, s_in.e2: u32, s_in.s3: u32, s_in.e3: u32,
        s_in.nblocks: u8, s_in.l0: u32, s_in.r0: u32, s_in.l1: u32, s_in.r1: u32, s_in.l2: u32, s_in.r2: u32, s_in.l3: u32, s_in.r3: u32,
        m_out.ready: bool,
    }
    outputs {
        s_in.ready: bool, m_out.valid: bool, m_out.conn: u16, m_out.count: u8,
        m_out.s0: u32, m_out.e0: u32, m_out.s1: u32, m_out.e1: u32, m_out.s2: u32, m_out.e2: u32, m_out.s3: u32, m_out.e3: u32,
        m_out.high_rxt: u32, m_out.newly: bool, m_out.lost_first: bool, cnt_decided: u32,
    }
);

pub type SackDut = Box<dyn Dut<In = SackIn, Out = SackOut>>;

pub fn sack_dut(kind: BackendKind, test: &str) -> SackDut {
    build::<ToeSackBoard, verilated::toe_sack_board::Model>(kind, Some(test))
}

/// Cycles of an ACK with the output ready at once: IDLE, CLIP, PACK, the last BCUT, DONE, the
/// four of IsLost (LEN, SUM1, SUM2, LOST), OUT.
pub const CYCLES_BASE: u64 = 10;
/// More cycles per block taken (BCUT, BCHK, BCMP, BMERGE, BSEL, BPLACE) and per block skipped.
pub const CYCLES_TAKEN: u64 = 6;
pub const CYCLES_SKIPPED: u64 = 2;
/// SACK blocks an ACK carries at most.
pub const BLOCKS_MAX: usize = 4;

pub fn reset(dut: &mut dyn Dut<In = SackIn, Out = SackOut>) {
    for _ in 0..2 {
        dut.eval(&SackIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// One ACK against a scoreboard.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub conn: u16,
    pub sb: Scoreboard,
    pub snd_una: u32,
    pub snd_max: u32,
    /// The send MSS (IsLost's byte rule).
    pub mss: u32,
    pub blocks: [(u32, u32); BLOCKS_MAX],
    pub nblocks: u8,
}

/// Golden's answer: the scoreboard after the ACK, whether a block was news, whether SND.UNA's
/// byte is lost on it (golden's engine: `seq_lt(una, board.lost_edge(una, mss))`).
pub type Expect = (Scoreboard, bool, bool);

impl Case {
    pub fn blocks(&self) -> &[(u32, u32)] {
        &self.blocks[..self.nblocks as usize]
    }

    pub fn input(&self) -> SackIn {
        let r = |i: usize| if i < self.sb.count as usize { (self.sb.ranges[i].start, self.sb.ranges[i].end) } else { (0, 0) };
        let b = |i: usize| if i < self.nblocks as usize { self.blocks[i] } else { (0, 0) };
        SackIn {
            s_in_valid: true,
            s_in_conn: self.conn,
            s_in_snd_una: self.snd_una,
            s_in_snd_max: self.snd_max,
            s_in_mss: self.mss as u16,
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
            s_in_nblocks: self.nblocks,
            s_in_l0: b(0).0,
            s_in_r0: b(0).1,
            s_in_l1: b(1).0,
            s_in_r1: b(1).1,
            s_in_l2: b(2).0,
            s_in_r2: b(2).1,
            s_in_l3: b(3).0,
            s_in_r3: b(3).1,
            ..Default::default()
        }
    }

    pub fn expect(&self) -> Expect {
        let (sb, newly) = self.sb.update(self.snd_una, self.snd_max, self.blocks());
        (sb, newly, seq_lt(self.snd_una, sb.lost_edge(self.snd_una, self.mss)))
    }

    /// Blocks inside (SND.UNA, SND.MAX] after their left edge is raised to SND.UNA: the ones
    /// the block merges (the rest it skips).
    pub fn taken(&self) -> u64 {
        self.blocks()
            .iter()
            .filter(|&&(l, r)| {
                let l = if seq_lt(l, self.snd_una) { self.snd_una } else { l };
                seq_lt(l, r) && seq_le(r, self.snd_max)
            })
            .count() as u64
    }

    pub fn cycles(&self) -> u64 {
        let taken = self.taken();
        CYCLES_BASE + taken * CYCLES_TAKEN + (self.nblocks as u64 - taken) * CYCLES_SKIPPED
    }
}

/// The block's scoreboard against golden's.
pub fn check(o: &SackOut, c: &Case, (sb, newly, lost): &Expect) -> Result<(), String> {
    let all = [(o.m_out_s0, o.m_out_e0), (o.m_out_s1, o.m_out_e1), (o.m_out_s2, o.m_out_e2), (o.m_out_s3, o.m_out_e3)];
    if o.m_out_count as usize > SCOREBOARD_RANGES {
        return Err(format!("count {} past {SCOREBOARD_RANGES}", o.m_out_count));
    }
    let got = &all[..o.m_out_count as usize];
    let want: Vec<(u32, u32)> = sb.held().iter().map(|b| (b.start, b.end)).collect();
    if (got, o.m_out_high_rxt, o.m_out_newly, o.m_out_lost_first, o.m_out_conn) != (&want[..], sb.high_rxt, *newly, *lost, c.conn) {
        return Err(format!(
            "(ranges, high_rxt, newly, lost_first, conn): got {:?}, golden {:?} (mss {})",
            (got, o.m_out_high_rxt, o.m_out_newly, o.m_out_lost_first, o.m_out_conn),
            (want, sb.high_rxt, newly, lost, c.conn),
            c.mss
        ));
    }
    Ok(())
}

/// A sender's walk: SND.UNA, SND.MAX, the segment size, the scoreboard, moved by golden's own
/// updates, so every scoreboard offered is one a sender can hold.
#[derive(Clone, Copy, Debug)]
pub struct Walk {
    pub conn: u16,
    pub snd_una: u32,
    pub snd_max: u32,
    pub mss: u32,
    pub sb: Scoreboard,
}

impl Walk {
    /// A walk from a cleared scoreboard at a random SND.UNA (a third just before the 2^32
    /// wrap) with 1 to 64 segments in flight.
    pub fn new(rng: &mut TestRng) -> Self {
        let snd_una = if rng.gen_bool(0.33) { 0u32.wrapping_sub(rng.gen_range(0..200_000)) } else { rng.gen() };
        let mss = [536, 1000, 1460, 8960][rng.gen_range(0..4)];
        let snd_max = snd_una.wrapping_add(mss * rng.gen_range(1..=64));
        Walk { conn: rng.gen_range(0..1024), snd_una, snd_max, mss, sb: Scoreboard::cleared(snd_una) }
    }

    fn flight(&self) -> u32 {
        self.snd_max.wrapping_sub(self.snd_una)
    }

    /// A sequence number in or around the flight: a range's edge, a segment boundary,
    /// anywhere, SND.UNA, SND.MAX.
    fn aim(&self, rng: &mut TestRng) -> u32 {
        let held = self.sb.held();
        let off = rng.gen_range(-2i64..=2) as u32;
        match rng.gen_range(0..7) {
            0 | 1 if !held.is_empty() => {
                let b = held[rng.gen_range(0..held.len())];
                (if rng.gen() { b.start } else { b.end }).wrapping_add(if rng.gen_bool(0.5) { 0 } else { off })
            }
            2 => self.snd_una.wrapping_add(off),
            3 => self.snd_max.wrapping_add(off),
            4 => self.snd_una.wrapping_add(self.mss * rng.gen_range(0..=self.flight() / self.mss)),
            _ => self.snd_una.wrapping_add(rng.gen_range(0..=self.flight())),
        }
    }

    fn block(&self, rng: &mut TestRng) -> (u32, u32) {
        match rng.gen_range(0..10) {
            // An out-of-order arrival of 1..4 segments on segment boundaries.
            0..=3 => {
                let segs = (self.flight() / self.mss).max(1);
                let at = rng.gen_range(0..segs);
                let n = rng.gen_range(1..=4).min(segs - at);
                let l = self.snd_una.wrapping_add(at * self.mss);
                (l, l.wrapping_add(n.max(1) * self.mss))
            }
            // Old news: a held range again, or part of it.
            4 if self.sb.count > 0 => {
                let b = self.sb.held()[rng.gen_range(0..self.sb.count as usize)];
                (b.start, if rng.gen() { b.end } else { b.start.wrapping_add(b.end.wrapping_sub(b.start) / 2).max(b.start.wrapping_add(1)) })
            }
            // A D-SACK below SND.UNA, a block past SND.MAX.
            5 => (self.snd_una.wrapping_sub(rng.gen_range(1..3000)), self.snd_una.wrapping_sub(rng.gen_range(0..2))),
            6 => (self.snd_max.wrapping_sub(rng.gen_range(0..2000)), self.snd_max.wrapping_add(rng.gen_range(1..3000))),
            // Empty or inverted.
            7 => {
                let x = self.aim(rng);
                (x, x.wrapping_sub(rng.gen_range(0..3)))
            }
            // Between any two aimed points (bridging, touching, straddling SND.UNA).
            _ => {
                let (a, b) = (self.aim(rng), self.aim(rng));
                if seq_lt(a, b) {
                    (a, b)
                } else {
                    (b, a)
                }
            }
        }
    }

    /// The next ACK, and the walk moved by golden's answer.
    pub fn step(&mut self, rng: &mut TestRng) -> Case {
        // SND.UNA holds (a duplicate ACK) or moves into the flight; SND.MAX grows now and then.
        let snd_una = match rng.gen_range(0..6) {
            0 => self.aim(rng),
            1 => self.snd_una.wrapping_add(rng.gen_range(1..=self.mss)),
            _ => self.snd_una,
        };
        let snd_una = if seq_lt(self.snd_una, snd_una) && seq_le(snd_una, self.snd_max) { snd_una } else { self.snd_una };
        if rng.gen_bool(0.3) {
            self.snd_max = self.snd_max.wrapping_add(self.mss * rng.gen_range(1..8));
        }
        self.snd_una = snd_una;
        let nblocks = rng.gen_range(0..=BLOCKS_MAX as u8);
        let mut blocks = [(0, 0); BLOCKS_MAX];
        for b in blocks.iter_mut().take(nblocks as usize) {
            *b = self.block(rng);
        }
        // A cleared scoreboard now and then (a timeout, a new recovery).
        if rng.gen_bool(0.01) {
            self.sb = Scoreboard::cleared(self.snd_una);
        }
        // HighRxt anywhere from below SND.UNA to SND.MAX (retransmissions so far).
        if rng.gen_bool(0.2) {
            self.sb.high_rxt = self.snd_una.wrapping_add(rng.gen_range(0..=self.flight())).wrapping_sub(rng.gen_range(0..2) * self.mss);
        }
        let c = Case { conn: self.conn, sb: self.sb, snd_una: self.snd_una, snd_max: self.snd_max, mss: self.mss, blocks, nblocks };
        self.sb = c.expect().0;
        // A flight grown past what the walk can aim in sensibly starts over.
        if self.flight() > 1 << 24 {
            *self = Walk::new(rng);
        }
        c
    }
}

/// `n` ACKs from `walks` senders walked in turn.
pub fn cases(rng: &mut TestRng, walks: usize, n: usize) -> Vec<Case> {
    decide::walk_cases(rng, walks, n, Walk::new, Walk::step)
}

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct SackRun {
    pub cycles: u64,
    pub decisions: u64,
    pub newly: u64,
    pub blocks_taken: u64,
    pub blocks_skipped: u64,
    pub forgotten: u64,
    pub full: u64,
    /// SND.UNA's byte lost on the new scoreboard: by the bytes above it only (fewer than
    /// DupThresh ranges), by DupThresh ranges.
    pub lost_by_bytes: u64,
    pub lost_by_ranges: u64,
}

fn ports() -> Ports<Case, SackIn, SackOut, Expect> {
    Ports {
        quiet: SackIn::default(),
        offer: |c, _| c.input(),
        set_ready: |i, r| i.m_out_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_out_valid,
        counter: |o| o.cnt_decided,
        expect: |c| c.expect(),
    }
}

/// Offers `cases` and compares every scoreboard with golden's, in order.
pub fn run(dut: &mut dyn Dut<In = SackIn, Out = SackOut>, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<SackRun, String> {
    let mut k = SackRun::default();
    let r = decide::run(dut, &ports(), cases, idle, stall, rng, |o, c, e| {
        check(o, c, e)?;
        k.newly += e.1 as u64;
        let taken = c.taken();
        k.blocks_taken += taken;
        k.blocks_skipped += c.nblocks as u64 - taken;
        // More ranges than fit: the highest forgotten (the list before the cut was longer).
        let kept_before = c.sb.held().iter().filter(|b| seq_lt(c.snd_una, b.end)).count() as u64;
        k.forgotten += (kept_before + taken > SCOREBOARD_RANGES as u64 && e.0.count as usize == SCOREBOARD_RANGES) as u64;
        k.full += (e.0.count as usize == SCOREBOARD_RANGES) as u64;
        if e.2 {
            let by_ranges = e.0.count as u32 >= iwarp_golden::toe::DUPACK_THRESHOLD;
            k.lost_by_ranges += by_ranges as u64;
            k.lost_by_bytes += !by_ranges as u64;
        }
        Ok(())
    })?;
    k.cycles = r.cycles;
    k.decisions = r.decisions;
    Ok(k)
}

/// [`decide::reset_mid_run`] on this block: the cases run again after the reset.
pub fn reset_mid_run(dut: &mut dyn Dut<In = SackIn, Out = SackOut>, cases: &[Case], rng: &mut TestRng) -> Result<(), String> {
    decide::reset_mid_run(dut, &ports(), cases, reset, 2 * CYCLES_BASE, rng, |i, v| i.s_in_valid = v, |dut, cs, rng| run(dut, cs, 0.1, 0.1, rng).map(|_| ()))
}
