//! toe_timers: port binding, stimulus and scoreboard against golden's `toe_timers::TimerTable`.
//!
//! The scoreboard follows the hardware's tick count (`now`): a command taken while the count
//! is n is applied to golden at n, and when the count moves to t golden ticks once, giving the
//! timers due at t. Each expiry of sweep t must be due in golden (never early, never a
//! cancelled timer, never twice), and every due timer must fire in sweep t, except one whose
//! connection took a command for it during sweep t (it lands before or after the sweep's check
//! of that connection: the block's documented race, either outcome legal; golden's state after
//! the command is the command's either way). Expiries come in slot order, one per connection
//! per sweep. At the end the counters must equal the expiries taken and the ticks lost.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_golden::toe_conn::SLOTS;
use iwarp_golden::toe_timers::{TimerTable, TIMERS};
use iwarp_model::toe::timer_op;
use iwarp_model::toe::timers::{ToeTimers, ToeTimersN};
use rand::Rng;
use std::collections::BTreeMap;

crate::bind_ports!(
    /// Inputs of `toe_timers`.
    TimersIn, TimersOut, ToeTimers, verilated::toe_timers::Model,
    generic [C] ToeTimersN<C>,
    inputs {
        reset: bool, tick: bool,
        s_set.valid: bool, s_set.op: u8, s_set.conn: u16, s_set.timer: u8, s_set.ticks: u16,
        m_exp.ready: bool,
    }
    outputs { s_set.ready: bool, m_exp.valid: bool, m_exp.conn: u16, m_exp.mask: u8, m_exp.tick: u32, now: u32, cnt_expired: u32, cnt_overrun: u32 }
);

pub type TimersDut = Box<dyn Dut<In = TimersIn, Out = TimersOut>>;

pub fn timers_dut(kind: BackendKind, test: &str) -> TimersDut {
    build::<ToeTimers, verilated::toe_timers::Model>(kind, Some(test))
}

/// The timers of 2^`C` connections on the native backend (the composed `rnic`'s TOE has
/// `C` = 6; its Verilog is inside `rtl/rnic.v`).
pub fn timers_dut_conns<const C: usize>(test: &str) -> TimersDut {
    build::<ToeTimersN<C>, verilated::toe_timers::Model>(BackendKind::Native, Some(test))
}

/// Cycles of one sweep without backpressure: three per connection.
pub const SWEEP_CYCLES: u64 = 3 * SLOTS as u64;
/// Cycles after reset before commands are taken (the clearing of 1024 entries).
pub const HANG_CYCLES: u64 = 4 * SWEEP_CYCLES;

/// Holds reset, then waits out the clearing.
pub fn reset(dut: &mut dyn Dut<In = TimersIn, Out = TimersOut>) {
    for _ in 0..2 {
        dut.eval(&TimersIn { reset: true, ..Default::default() });
        dut.tick();
    }
    for _ in 0..HANG_CYCLES {
        if dut.eval(&TimersIn::default()).s_set_ready {
            return;
        }
        dut.tick();
    }
    panic!("toe_timers never became ready after reset");
}

/// A command.
#[derive(Clone, Copy, Debug)]
pub enum Set {
    Arm { conn: u16, timer: u8, ticks: u16 },
    Cancel { conn: u16, timer: u8 },
    CancelAll { conn: u16 },
}

impl Set {
    fn conn(&self) -> u16 {
        match *self {
            Set::Arm { conn, .. } | Set::Cancel { conn, .. } | Set::CancelAll { conn } => conn,
        }
    }
    /// The timers it touches (bit k = timer k).
    fn bits(&self) -> u8 {
        match *self {
            Set::Arm { timer, .. } | Set::Cancel { timer, .. } => 1 << timer,
            Set::CancelAll { .. } => (1 << TIMERS) - 1,
        }
    }
    fn apply(&self, g: &mut TimerTable) {
        match *self {
            Set::Arm { conn, timer, ticks } => g.arm(conn as usize, timer as usize, ticks),
            Set::Cancel { conn, timer } => g.cancel(conn as usize, timer as usize),
            Set::CancelAll { conn } => g.cancel_all(conn as usize),
        }
    }
    fn input(&self) -> TimersIn {
        let (op, conn, timer, ticks) = match *self {
            Set::Arm { conn, timer, ticks } => (timer_op::ARM, conn, timer, ticks),
            Set::Cancel { conn, timer } => (timer_op::CANCEL, conn, timer, 0),
            Set::CancelAll { conn } => (timer_op::CANCEL_ALL, conn, 0, 0),
        };
        TimersIn { s_set_valid: true, s_set_op: op as u8, s_set_conn: conn, s_set_timer: timer, s_set_ticks: ticks, ..Default::default() }
    }
}

/// The stimulus: how often a command is offered, which connections, how long timers run,
/// how far apart ticks are, and the backpressure on expiries.
#[derive(Clone, Debug)]
pub struct Stimulus {
    pub set_rate: f64,
    pub hot: Vec<u16>,
    pub tick_gap: (u64, u64),
    pub stall: f64,
    /// Connections of the timers under test.
    pub slots: u16,
}

impl Stimulus {
    /// Commands on `hot_n` random connections (and now and then any), timers of 1 to 6 ticks
    /// mostly, tick gaps around one sweep.
    pub fn random(rng: &mut TestRng, hot_n: usize, stall: f64) -> Self {
        Self::random_in(rng, hot_n, stall, SLOTS)
    }

    /// [`Stimulus::random`] for timers of `slots` connections (tick gaps around their sweep).
    pub fn random_in(rng: &mut TestRng, hot_n: usize, stall: f64, slots: usize) -> Self {
        let sweep = 3 * slots as u64;
        Stimulus { set_rate: 0.05, hot: (0..hot_n).map(|_| rng.gen_range(0..slots as u16)).collect(), tick_gap: (sweep / 2, 2 * sweep), stall, slots: slots as u16 }
    }

    fn command(&self, rng: &mut TestRng) -> Set {
        let conn = if rng.gen_bool(0.1) { rng.gen_range(0..self.slots) } else { self.hot[rng.gen_range(0..self.hot.len())] };
        let timer = rng.gen_range(0..TIMERS as u8);
        match rng.gen_range(0..20) {
            0..=13 => Set::Arm { conn, timer, ticks: rng.gen_range(1..=6) },
            // Far deadlines, and 0 (which cancels).
            14 => Set::Arm { conn, timer, ticks: if rng.gen_bool(0.5) { 0 } else { rng.gen_range(0..=u16::MAX) } },
            15..=18 => Set::Cancel { conn, timer },
            _ => Set::CancelAll { conn },
        }
    }
}

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct TimerRun {
    pub cycles: u64,
    pub ticks_given: u64,
    pub sweeps: u64,
    pub commands: u64,
    /// Expiries taken, and the timers they carried.
    pub expiries: u64,
    pub fired: u64,
    /// Due timers that a command raced during their sweep and that did not fire (legal).
    pub raced_unfired: u64,
}

/// Cycles with no change in the count and no expiry that end a run's drain.
const DRAIN_QUIET: u64 = 2 * SWEEP_CYCLES;

/// The expectations of the sweep in progress.
#[derive(Default)]
struct Sweep {
    tick: u32,
    due: BTreeMap<u16, u8>,
    touched: BTreeMap<u16, u8>,
    last_conn: Option<u16>,
}

impl Sweep {
    /// Every due timer not raced must have fired by the end of the sweep.
    fn close(&self, run: &mut TimerRun) -> Result<(), String> {
        for (&c, &due) in &self.due {
            let must = due & !self.touched.get(&c).copied().unwrap_or(0);
            if must != 0 {
                return Err(format!("tick {}: connection {c} timers {must:#06b} due and never fired", self.tick));
            }
            run.raced_unfired += due.count_ones() as u64;
        }
        Ok(())
    }
}

/// Runs until `ticks` ticks have been given (one every `tick_gap` cycles, or `burst` pulses
/// back to back at the start) and the sweeps have drained.
pub fn run(dut: &mut dyn Dut<In = TimersIn, Out = TimersOut>, golden: &mut TimerTable, ticks: u64, burst: u64, stim: &Stimulus, rng: &mut TestRng) -> Result<TimerRun, String> {
    let ready = ReadyGen::new(stim.stall);
    let mut r = TimerRun::default();
    let start = dut.eval(&TimersIn::default());
    let (exp0, over0, now0) = (start.cnt_expired, start.cnt_overrun, start.now);
    if now0 != golden.now() {
        return Err(format!("count {now0} at the start, golden {}", golden.now()));
    }
    let mut sweep = Sweep { tick: now0, ..Default::default() };
    let mut offer: Option<Set> = None;
    let mut gap = 0u64;
    let mut next_gap = rng.gen_range(stim.tick_gap.0..=stim.tick_gap.1);
    let mut quiet = 0u64;
    loop {
        let tick = if r.ticks_given < burst {
            true
        } else if r.ticks_given < ticks && gap >= next_gap {
            next_gap = rng.gen_range(stim.tick_gap.0..=stim.tick_gap.1);
            true
        } else {
            false
        };
        if tick {
            r.ticks_given += 1;
            gap = 0;
            quiet = 0;
        } else {
            gap += 1;
        }
        if offer.is_none() && r.ticks_given < ticks && rng.gen_bool(stim.set_rate) {
            offer = Some(stim.command(rng));
        }
        let rd = ready.drive(rng);
        let mut input = offer.map_or(TimersIn::default(), |s| s.input());
        input.tick = tick;
        input.m_exp_ready = rd;
        let o = dut.eval(&input);
        if o.now != sweep.tick {
            if o.now != (sweep.tick + 1) & ((1 << iwarp_golden::toe_timers::COUNT_BITS) - 1) {
                return Err(format!("count jumped from {} to {}", sweep.tick, o.now));
            }
            sweep.close(&mut r)?;
            let due: BTreeMap<u16, u8> = golden.tick().into_iter().map(|(c, m)| (c as u16, m)).collect();
            sweep = Sweep { tick: o.now, due, ..Default::default() };
            r.sweeps += 1;
            quiet = 0;
        }
        if o.m_exp_valid && rd {
            let (c, mask) = (o.m_exp_conn, o.m_exp_mask);
            if o.m_exp_tick != sweep.tick {
                return Err(format!("expiry of connection {c} says tick {}, the count is {}", o.m_exp_tick, sweep.tick));
            }
            if mask == 0 || sweep.last_conn.is_some_and(|l| c <= l) {
                return Err(format!("tick {}: expiry of connection {c} mask {mask:#06b} after {:?}", sweep.tick, sweep.last_conn));
            }
            sweep.last_conn = Some(c);
            let due = sweep.due.remove(&c).unwrap_or(0);
            if mask & !due != 0 {
                return Err(format!("tick {}: connection {c} fired {mask:#06b}, golden due {due:#06b}", sweep.tick));
            }
            let must = due & !sweep.touched.get(&c).copied().unwrap_or(0);
            if mask & must != must {
                return Err(format!("tick {}: connection {c} fired {mask:#06b}, golden due {due:#06b} (untouched)", sweep.tick));
            }
            r.raced_unfired += (due & !mask).count_ones() as u64;
            r.expiries += 1;
            r.fired += mask.count_ones() as u64;
            quiet = 0;
        }
        if let Some(s) = offer {
            if o.s_set_ready {
                s.apply(golden);
                *sweep.touched.entry(s.conn()).or_default() |= s.bits();
                r.commands += 1;
                offer = None;
            }
        }
        dut.tick();
        r.cycles += 1;
        quiet += 1;
        if r.ticks_given >= ticks && offer.is_none() && quiet > DRAIN_QUIET {
            break;
        }
        if r.cycles > (ticks + 2) * (2 * SWEEP_CYCLES + stim.tick_gap.1) * 4 {
            return Err(format!("no end after {} cycles ({} of {ticks} ticks given)", r.cycles, r.ticks_given));
        }
    }
    sweep.close(&mut r)?;
    let o = dut.eval(&TimersIn::default());
    let lost = u64::from(o.cnt_overrun.wrapping_sub(over0));
    if u64::from(o.cnt_expired.wrapping_sub(exp0)) != r.expiries || r.sweeps + lost != r.ticks_given {
        return Err(format!("counters: expired {} (taken {}), overrun {lost}, sweeps {} of {} ticks", o.cnt_expired.wrapping_sub(exp0), r.expiries, r.sweeps, r.ticks_given));
    }
    Ok(r)
}
