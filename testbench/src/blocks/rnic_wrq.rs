//! rnic_wrq: port binding, the fetcher's work requests, a ddp_tx that holds QPs and stalls,
//! and the scoreboard.
//!
//! The oracle is the block's contract written out here (`model/src/rnic/wrq.rs` says why),
//! checked every cycle:
//! - an entry is taken when its QP holds fewer than 16, and refused only when it holds 16;
//! - each entry passed on is its QP's oldest still queued (a QP's entries in order, none
//!   lost, none twice, none made up);
//! - an offer is held, unchanged, until taken, or taken back (withdrawn: valid low) only
//!   after a cycle in which its QP was held and it was not taken; an offer never changes into
//!   another without a take or a cycle with nothing offered between;
//! - a new offer is never of a QP held in each of the three cycles before it;
//! - when the holds are lifted and the consumer takes, every entry goes out (none starves);
//! - the counters: entries in, out, offers withdrawn.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_model::rnic::wrq::RnicWrq;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_wrq`.
    WrqIn, WrqOut, RnicWrq, verilated::rnic_wrq::Model,
    inputs {
        reset: bool,
        s_wr.valid: bool, s_wr.qp: u8, s_wr.op: u8, s_wr.id: u32, s_wr.lstag: u32, s_wr.lto: u64,
        s_wr.len: u32, s_wr.rstag: u32, s_wr.rto: u64,
        m_wr.ready: bool,
        hold: u16,
    }
    outputs {
        s_wr.ready: bool,
        m_wr.valid: bool, m_wr.qp: u8, m_wr.op: u8, m_wr.id: u32, m_wr.lstag: u32, m_wr.lto: u64,
        m_wr.len: u32, m_wr.rstag: u32, m_wr.rto: u64,
        idle: bool, cnt_in: u32, cnt_out: u32, cnt_withdrawn: u32,
    }
);

pub type WrqDut = Box<dyn Dut<In = WrqIn, Out = WrqOut>>;

pub fn wrq_dut(kind: BackendKind, test: &str) -> WrqDut {
    let mut dut = build::<RnicWrq, verilated::rnic_wrq::Model>(kind, Some(test));
    // `m_wr` takes back an offer whose QP ddp_tx has come to hold; `run` checks when.
    dut.allow_withdrawal("m_wr");
    dut
}

pub fn reset(dut: &mut dyn Dut<In = WrqIn, Out = WrqOut>) {
    for _ in 0..2 {
        dut.eval(&WrqIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Entries a QP's queue holds (the fetcher's limit per QP, `ddp::SQ_DEPTH`).
pub const DEPTH: usize = 16;
const QPS: usize = 16;
/// Cycles after the holds are lifted within which every entry must have gone out.
const HANG: u64 = 2_000;

/// A work request's fields, as offered and passed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Wr {
    pub qp: u8,
    pub op: u8,
    pub id: u32,
    pub lstag: u32,
    pub lto: u64,
    pub len: u32,
    pub rstag: u32,
    pub rto: u64,
}

impl Wr {
    fn random(qp: u8, rng: &mut TestRng) -> Self {
        Wr { qp, op: rng.gen_range(0..8), id: rng.gen(), lstag: rng.gen(), lto: rng.gen(), len: rng.gen(), rstag: rng.gen(), rto: rng.gen() }
    }
    fn drive(&self, i: &mut WrqIn) {
        (i.s_wr_valid, i.s_wr_qp, i.s_wr_op, i.s_wr_id, i.s_wr_lstag) = (true, self.qp, self.op, self.id, self.lstag);
        (i.s_wr_lto, i.s_wr_len, i.s_wr_rstag, i.s_wr_rto) = (self.lto, self.len, self.rstag, self.rto);
    }
    fn offered(o: &WrqOut) -> Self {
        Wr { qp: o.m_wr_qp, op: o.m_wr_op, id: o.m_wr_id, lstag: o.m_wr_lstag, lto: o.m_wr_lto, len: o.m_wr_len, rstag: o.m_wr_rstag, rto: o.m_wr_rto }
    }
}

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct WrqEnv {
    /// Probability per cycle that the fetcher offers an entry (held until taken); that the
    /// consumer's ready is low; that a QP's hold flips in a cycle; the QPs used (1..=16).
    pub rate: f64,
    pub stall: f64,
    pub flip: f64,
    pub qps: u8,
}

/// What a run checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WrqRun {
    pub entries_in: u64,
    pub entries_out: u64,
    pub withdrawn: u64,
    /// Cycles an offer was refused because its QP's queue held 16.
    pub refused: u64,
    /// Entries passed on while another QP's queue had entries and was held (the head-of-line
    /// case the block exists for).
    pub passed_held_other: u64,
    pub cycles: u64,
}

/// The scoreboard, fed one cycle at a time.
#[derive(Default)]
struct Board {
    queues: Vec<VecDeque<Wr>>,
    /// The previous cycle's offer (and whether it was taken), and the hold masks of the
    /// last three cycles (newest first).
    prev: Option<(Wr, bool)>,
    prev_hold: [u16; 3],
    run: WrqRun,
}

impl Board {
    fn new() -> Self {
        Board { queues: vec![VecDeque::new(); QPS], ..Default::default() }
    }

    fn cycle(&mut self, cycle: u64, i: &WrqIn, o: &WrqOut) -> Result<(), String> {
        // The input.
        if i.s_wr_valid {
            let held = self.queues[i.s_wr_qp as usize].len();
            if o.s_wr_ready != (held < DEPTH) {
                return Err(format!("cycle {cycle}: QP {} holds {held}, ready {}", i.s_wr_qp, o.s_wr_ready));
            }
        }
        // The offer.
        let now = o.m_wr_valid.then(|| Wr::offered(o));
        if let Some((before, taken)) = self.prev {
            if !taken {
                match now {
                    Some(w) if w == before => {}
                    Some(w) => return Err(format!("cycle {cycle}: offer changed without a take: {before:?} to {w:?}")),
                    None => {
                        if self.prev_hold[0] & (1 << before.qp) == 0 {
                            return Err(format!("cycle {cycle}: QP {}'s offer taken back while not held", before.qp));
                        }
                        // Valid is low now: the cycle with nothing offered (an offer that
                        // changed without it is refused above).
                        self.run.withdrawn += 1;
                    }
                }
            }
        }
        let fresh = match (self.prev, now) {
            (Some((_, false)), Some(_)) => false,
            (_, Some(_)) => true,
            _ => false,
        };
        if let Some(w) = now {
            if fresh && self.prev_hold.iter().all(|h| h & (1 << w.qp) != 0) {
                return Err(format!("cycle {cycle}: offer of QP {}, held in each of the three cycles before", w.qp));
            }
            if fresh && self.queues[w.qp as usize].is_empty() {
                return Err(format!("cycle {cycle}: offer of QP {} with nothing queued: {w:?}", w.qp));
            }
            if i.m_wr_ready {
                let Some(head) = self.queues[w.qp as usize].pop_front() else {
                    return Err(format!("cycle {cycle}: passed on for QP {} with nothing queued: {w:?}", w.qp));
                };
                if head != w {
                    return Err(format!("cycle {cycle}: QP {} passed on {w:?}, its oldest is {head:?}", w.qp));
                }
                self.run.entries_out += 1;
                if (0..QPS).any(|q| q != w.qp as usize && !self.queues[q].is_empty() && i.hold & (1 << q) != 0) {
                    self.run.passed_held_other += 1;
                }
            }
        }
        if i.s_wr_valid && o.s_wr_ready {
            let w = Wr { qp: i.s_wr_qp, op: i.s_wr_op, id: i.s_wr_id, lstag: i.s_wr_lstag, lto: i.s_wr_lto, len: i.s_wr_len, rstag: i.s_wr_rstag, rto: i.s_wr_rto };
            self.queues[i.s_wr_qp as usize].push_back(w);
            self.run.entries_in += 1;
        } else if i.s_wr_valid {
            self.run.refused += 1;
        }
        self.prev = now.map(|w| (w, i.m_wr_ready));
        self.prev_hold = [i.hold, self.prev_hold[0], self.prev_hold[1]];
        Ok(())
    }

    fn queued(&self) -> usize {
        self.queues.iter().map(VecDeque::len).sum()
    }
}

/// Runs `n` entries through: the fetcher offers (holding each until taken), the consumer
/// stalls and holds QPs at random; then the holds are lifted and every entry must go out.
pub fn run(dut: &mut dyn Dut<In = WrqIn, Out = WrqOut>, env: WrqEnv, n: u64, rng: &mut TestRng) -> Result<WrqRun, String> {
    let ready = ReadyGen::new(env.stall);
    let mut board = Board::new();
    let mut offer: Option<Wr> = None;
    let mut hold = 0u16;
    let mut cycle = 0u64;
    let mut quiet = 0u64;
    loop {
        let draining = board.run.entries_in == n && offer.is_none();
        if !draining {
            for q in 0..env.qps {
                if rng.gen_bool(env.flip) {
                    hold ^= 1 << q;
                }
            }
        } else {
            hold = 0;
        }
        if offer.is_none() && board.run.entries_in < n && rng.gen_bool(env.rate) {
            offer = Some(Wr::random(rng.gen_range(0..env.qps), rng));
        }
        let mut i = WrqIn { m_wr_ready: ready.drive(rng) || draining, hold, ..Default::default() };
        if let Some(w) = offer {
            w.drive(&mut i);
        }
        let o = dut.eval(&i);
        board.cycle(cycle, &i, &o)?;
        if i.s_wr_valid && o.s_wr_ready {
            offer = None;
        }
        dut.tick();
        cycle += 1;
        if draining {
            let o = dut.eval(&WrqIn::default());
            if board.queued() == 0 && o.idle && !o.m_wr_valid {
                let counted = (u64::from(o.cnt_in), u64::from(o.cnt_out), u64::from(o.cnt_withdrawn));
                let want = (board.run.entries_in, board.run.entries_out, board.run.withdrawn);
                if counted != want {
                    return Err(format!("counters (in, out, withdrawn) {counted:?}, the bench's {want:?}"));
                }
                board.run.cycles = cycle;
                return Ok(board.run);
            }
            quiet += 1;
            if quiet > HANG {
                return Err(format!("{} entries still queued {HANG} cycles after the holds were lifted: {:?}", board.queued(), board.run));
            }
        }
    }
}

/// Every QP filled with `per_qp` entries (no holds, the consumer always ready), then drained:
/// the QPs of the entries passed on, in order, and the cycles from the first to the last.
pub fn fill_and_drain(dut: &mut dyn Dut<In = WrqIn, Out = WrqOut>, qps: u8, per_qp: usize, rng: &mut TestRng) -> Result<(Vec<u8>, u64), String> {
    let mut board = Board::new();
    for k in 0..per_qp {
        for q in 0..qps {
            let mut i = WrqIn::default();
            Wr::random(q, rng).drive(&mut i);
            let o = dut.eval(&i);
            if !o.s_wr_ready {
                return Err(format!("entry {k} of QP {q} refused"));
            }
            board.cycle(0, &i, &o)?;
            dut.tick();
        }
    }
    // Nothing taken while filling: the offer stands (checked by the board).
    let mut order = Vec::new();
    let (mut first, mut last) = (None, 0u64);
    for cycle in 0..(per_qp as u64 * u64::from(qps) * 8 + 100) {
        let i = WrqIn { m_wr_ready: true, ..Default::default() };
        let o = dut.eval(&i);
        board.cycle(cycle, &i, &o)?;
        if o.m_wr_valid {
            order.push(o.m_wr_qp);
            first.get_or_insert(cycle);
            last = cycle;
        }
        dut.tick();
        if board.queued() == 0 {
            break;
        }
    }
    if board.queued() != 0 {
        return Err(format!("{} entries left", board.queued()));
    }
    Ok((order, last - first.unwrap_or(0) + 1))
}
