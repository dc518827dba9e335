//! Two TCP engines back to back over a simulated link: a rate (bytes per tick), a one-way delay
//! (ticks), a bottleneck queue per direction with tail drop, and a fault line per direction
//! (loss, reordering, duplication, corruption from a seeded generator). Time is the engines'
//! tick: each step moves one tick of link capacity and ticks both engines once.
//!
//! It runs any [`TcpEngine`]: golden's reference engine today (the bench's loss table), the
//! Verilator `toe` when it exists (longer and faster runs than the kernel allows).

use crate::netlab::{FaultLine, Faults};
use crate::seed::TestRng;
use crate::toe_host::TcpEngine;
use iwarp_golden::pcap::Record;
use iwarp_golden::toe::Event;
use std::collections::VecDeque;

/// The link.
#[derive(Clone, Copy, Debug)]
pub struct LinkConfig {
    /// Bytes each direction carries per tick (frames as sent, no preamble or gap counted).
    pub rate: usize,
    /// Ticks from leaving the queue to arriving.
    pub delay: u64,
    /// Bytes the bottleneck queue holds before it drops arriving frames.
    pub queue: usize,
    pub faults: Faults,
}

/// One direction: the bottleneck queue, the frames on the wire, the fault line.
struct Direction {
    queue: VecDeque<Vec<u8>>,
    queued: usize,
    wire: VecDeque<(u64, Vec<u8>)>,
    line: FaultLine,
    tail_drops: u64,
    /// Bytes the link may still send: a tick's rate added each tick, kept while frames wait
    /// (a frame larger than what one tick leaves goes out on a later tick, nothing is lost),
    /// dropped when the queue runs empty.
    credit: usize,
}

impl Direction {
    fn new(faults: Faults) -> Self {
        Direction { queue: VecDeque::new(), queued: 0, wire: VecDeque::new(), line: FaultLine::new(faults), tail_drops: 0, credit: 0 }
    }
}

/// Frames and faults per direction (a → b, b → a).
#[derive(Clone, Debug, Default)]
pub struct SimStats {
    pub frames: [u64; 2],
    pub tail_drops: [u64; 2],
    pub lost: [u64; 2],
}

/// Two engines and the link between them.
pub struct SimLink<A: TcpEngine, B: TcpEngine> {
    pub a: A,
    pub b: B,
    pub cfg: LinkConfig,
    dirs: [Direction; 2],
    rng: TestRng,
    pub now: u64,
    pub stats: SimStats,
    /// Every frame as its sender sent it (when `capture` is on).
    pub capture: Option<Vec<Record>>,
    /// A change made to every frame a side sends (a's, b's) before it enters the link: a
    /// middlebox, for tests that need a peer the engines would not be by themselves.
    pub rewrite: [Option<fn(&mut Vec<u8>)>; 2],
    /// Losses placed by hand (a's direction, b's): given the direction's frame number (from
    /// 0, in the order its side sent them) and the frame, whether the link loses it after the
    /// capture has it (counted in `stats.lost`), for tests that need losses in known places.
    pub lose: [Option<fn(u64, &[u8]) -> bool>; 2],
}

impl<A: TcpEngine, B: TcpEngine> SimLink<A, B> {
    pub fn new(a: A, b: B, cfg: LinkConfig) -> Self {
        use rand::SeedableRng;
        SimLink {
            a,
            b,
            cfg,
            dirs: [Direction::new(cfg.faults), Direction::new(cfg.faults)],
            rng: TestRng::seed_from_u64(cfg.faults.seed),
            now: 0,
            stats: SimStats::default(),
            capture: None,
            rewrite: [None, None],
            lose: [None, None],
        }
    }

    fn enqueue(&mut self, k: usize, mut f: Vec<u8>) {
        if let Some(r) = self.rewrite[k] {
            r(&mut f);
        }
        if let Some(c) = self.capture.as_mut() {
            c.push(Record { time_ns: self.now * 1000, orig_len: f.len() as u32, data: f.clone() });
        }
        let nth = self.stats.frames[k];
        self.stats.frames[k] += 1;
        if self.lose[k].is_some_and(|lose| lose(nth, &f)) {
            self.stats.lost[k] += 1;
            return;
        }
        let d = &mut self.dirs[k];
        if d.queued + f.len() > self.cfg.queue {
            d.tail_drops += 1;
            self.stats.tail_drops[k] += 1;
            return;
        }
        d.queued += f.len();
        d.queue.push_back(f);
    }

    /// One tick: frames due arrive, both engines tick, their events are returned (a's, b's),
    /// their frames enter the queues, and one tick of capacity leaves each queue.
    pub fn step(&mut self) -> (Vec<Event>, Vec<Event>) {
        self.now += 1;
        for k in 0..2 {
            while self.dirs[k].wire.front().is_some_and(|(t, _)| *t <= self.now) {
                let (_, f) = self.dirs[k].wire.pop_front().unwrap();
                if k == 0 {
                    self.b.frame_in(&f);
                } else {
                    self.a.frame_in(&f);
                }
            }
        }
        self.a.tick();
        self.b.tick();
        let ea: Vec<Event> = std::iter::from_fn(|| self.a.poll_event()).collect();
        let eb: Vec<Event> = std::iter::from_fn(|| self.b.poll_event()).collect();
        while let Some(f) = self.a.poll_tx() {
            self.enqueue(0, f);
        }
        while let Some(f) = self.b.poll_tx() {
            self.enqueue(1, f);
        }
        for k in 0..2 {
            self.dirs[k].credit += self.cfg.rate;
            loop {
                let d = &mut self.dirs[k];
                let Some(len) = d.queue.front().map(|f| f.len()) else {
                    d.credit = 0;
                    break;
                };
                if len > d.credit {
                    break;
                }
                d.credit -= len;
                let f = d.queue.pop_front().unwrap();
                d.queued -= len;
                let lost_before = d.line.dropped;
                for g in d.line.pass(f, &mut self.rng) {
                    d.wire.push_back((self.now + self.cfg.delay, g));
                }
                self.stats.lost[k] += d.line.dropped - lost_before;
            }
            // An idle link releases what the fault line holds back.
            let d = &mut self.dirs[k];
            if d.queue.is_empty() {
                for g in d.line.flush() {
                    d.wire.push_back((self.now + self.cfg.delay, g));
                }
            }
        }
        (ea, eb)
    }
}
