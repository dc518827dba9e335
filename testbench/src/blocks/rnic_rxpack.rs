//! rnic_rxpack: port binding, ULPDUs in mpa_rx's beat format, and the scoreboard.
//!
//! The oracle is the block's contract written out here (ddp_rx's input format against
//! mpa_rx's output format, ARCHITECTURE.md "mpa_rx" and "ddp_rx"; no RFC or golden model
//! covers how lanes are packed), checked at every handshake:
//! - each ULPDU comes out as its bytes in order from lane 0, every beat full (`keep` 0xFF)
//!   but the last, whose `keep` is the rest's lanes from lane 0 (none when the bytes ended
//!   on a full beat before a last beat with no lanes);
//! - the last beat carries the ULPDU's status and every beat its QP;
//! - ULPDUs in order, none lost, none made up; the counters count them.
//!
//! The input: each ULPDU cut into beats as mpa_rx cuts them: the first beat's bytes from
//! lane 2 (the length word in lanes 0-1, not kept), full beats, now and then a beat of four
//! lanes (a context switch cut after an odd word: lanes 0-3 or 4-7), the last beat what is
//! left, and sometimes the last flag on a beat of its own with no lanes (a length error, or
//! the CRC in a later segment); lanes not kept carry garbage.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::stream::ReadyGen;
use crate::verilated;
use iwarp_model::rnic::rxpack::RnicRxPack;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `rnic_rxpack`.
    RxPackIn, RxPackOut, RnicRxPack, verilated::rnic_rxpack::Model,
    inputs {
        reset: bool,
        s_data: u64, s_keep: u8, s_last: bool, s_status: u8, s_conn: u8, s_valid: bool,
        m_ready: bool,
    }
    outputs {
        s_ready: bool,
        m_data: u64, m_keep: u8, m_last: bool, m_status: u8, m_conn: u8, m_valid: bool,
        idle: bool, cnt_ulpdus: u32, cnt_cut: u32,
    }
);

pub type RxPackDut = Box<dyn Dut<In = RxPackIn, Out = RxPackOut>>;

pub fn rxpack_dut(kind: BackendKind, test: &str) -> RxPackDut {
    build::<RnicRxPack, verilated::rnic_rxpack::Model>(kind, Some(test))
}

pub fn reset(dut: &mut dyn Dut<In = RxPackIn, Out = RxPackOut>) {
    for _ in 0..2 {
        dut.eval(&RxPackIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Cycles without progress after which a run is declared hung.
const HANG: u64 = 1_000;
const LANES: usize = 8;
/// mpa_rx's first beat of an ULPDU starts at lane 2 (the length word before it).
const FIRST_LANE: usize = 2;
/// A context switch's cut beat keeps half the lanes.
const HALF: usize = 4;
/// The QPs (mpa_rx connections in RDMA mode).
const QPS: u8 = 16;

/// The environment.
#[derive(Clone, Copy, Debug)]
pub struct RxPackEnv {
    /// Probability per cycle that a beat is offered; that the output's ready is low.
    pub rate: f64,
    pub stall: f64,
    /// Longest ULPDU (bytes); share of beats cut to four lanes; share of ULPDUs whose last
    /// flag comes on a beat of its own.
    pub max_len: usize,
    pub cut: f64,
    pub late_last: f64,
}

/// What a run checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RxPackRun {
    pub ulpdus: u64,
    pub bytes: u64,
    pub beats_in: u64,
    pub beats_out: u64,
    pub cut_beats: u64,
    pub late_lasts: u64,
    pub empty: u64,
    pub cycles: u64,
}

/// An input beat.
#[derive(Clone, Copy, Debug)]
struct InBeat {
    data: u64,
    keep: u8,
    last: bool,
    status: u8,
    conn: u8,
}

/// An ULPDU as ddp_rx must see it.
#[derive(Clone, Debug)]
struct Ulpdu {
    bytes: Vec<u8>,
    status: u8,
    conn: u8,
}

pub struct RxPackBench {
    env: RxPackEnv,
    beats: VecDeque<InBeat>,
    expect: VecDeque<Ulpdu>,
    /// The ULPDU coming out: bytes seen so far.
    out: Vec<u8>,
    offered: bool,
    run: RxPackRun,
}

impl RxPackBench {
    pub fn new(env: RxPackEnv) -> Self {
        RxPackBench { env, beats: VecDeque::new(), expect: VecDeque::new(), out: Vec::new(), offered: false, run: RxPackRun::default() }
    }

    /// A ULPDU cut as mpa_rx cuts it.
    fn make(&mut self, rng: &mut TestRng) {
        let len = rng.gen_range(0..=self.env.max_len);
        let bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
        let status = if rng.gen_bool(0.1) { rng.gen_range(1..4) } else { 0 };
        let conn = rng.gen_range(0..QPS);
        let late = len == 0 || rng.gen_bool(self.env.late_last);
        let mut at = 0;
        let mut lane = FIRST_LANE;
        loop {
            let room = if lane == 0 && rng.gen_bool(self.env.cut) {
                // A context switch after an odd word: four lanes, low or high.
                HALF
            } else {
                LANES - lane
            };
            let take = room.min(len - at);
            if take == 0 {
                break;
            }
            let start = if room == HALF && rng.gen_bool(0.5) { HALF } else { lane };
            let mut data: u64 = rng.gen();
            let mut keep = 0u8;
            for k in 0..take {
                let l = start + k;
                data &= !(0xFFu64 << (8 * l));
                data |= u64::from(bytes[at + k]) << (8 * l);
                keep |= 1 << l;
            }
            at += take;
            if room == HALF {
                self.run.cut_beats += 1;
            }
            let last = at == len && !late;
            self.beats.push_back(InBeat { data, keep, last, status, conn });
            lane = 0;
            if last {
                break;
            }
        }
        if late {
            self.run.late_lasts += 1;
            self.beats.push_back(InBeat { data: rng.gen(), keep: 0, last: true, status, conn });
        }
        self.run.empty += u64::from(len == 0);
        self.expect.push_back(Ulpdu { bytes, status, conn });
    }

    /// Runs until `n` ULPDUs came out and the block is idle.
    pub fn run(&mut self, dut: &mut dyn Dut<In = RxPackIn, Out = RxPackOut>, n: u64, rng: &mut TestRng) -> Result<RxPackRun, String> {
        let ready = ReadyGen::new(self.env.stall);
        let mut made = 0;
        let mut stuck = 0;
        let mut cycle = 0u64;
        loop {
            while made < n && self.beats.len() < 4 {
                self.make(rng);
                made += 1;
            }
            let mut i = RxPackIn { m_ready: ready.drive(rng), ..Default::default() };
            // A beat offered stays offered until taken.
            let offer = self.offered || rng.gen_bool(self.env.rate);
            if let (true, Some(b)) = (offer, self.beats.front()) {
                (i.s_valid, i.s_data, i.s_keep, i.s_last, i.s_status, i.s_conn) = (true, b.data, b.keep, b.last, b.status, b.conn);
            }
            let o = dut.eval(&i);
            self.offered = i.s_valid && !o.s_ready;
            let mut progress = false;
            if i.s_valid && o.s_ready {
                self.beats.pop_front();
                self.run.beats_in += 1;
                progress = true;
            }
            if o.m_valid && i.m_ready {
                progress = true;
                self.run.beats_out += 1;
                let Some(want) = self.expect.front() else { return Err(format!("cycle {cycle}: a beat with no ULPDU sent: {o:?}")) };
                if o.m_conn != want.conn {
                    return Err(format!("cycle {cycle}: beat of QP {} in an ULPDU of QP {}", o.m_conn, want.conn));
                }
                let n_keep = o.m_keep.count_ones() as usize;
                if o.m_keep != ((1u16 << n_keep) - 1) as u8 {
                    return Err(format!("cycle {cycle}: keep {:#04x} not from lane 0", o.m_keep));
                }
                if !o.m_last && n_keep != LANES {
                    return Err(format!("cycle {cycle}: a beat of {n_keep} bytes before the last"));
                }
                for k in 0..n_keep {
                    self.out.push((o.m_data >> (8 * k)) as u8);
                }
                if self.out.len() > want.bytes.len() || self.out[..] != want.bytes[..self.out.len()] {
                    return Err(format!("cycle {cycle}: ULPDU {} bytes differ at {} (out {} of {})", self.run.ulpdus, self.out.len(), self.out.len(), want.bytes.len()));
                }
                if o.m_last {
                    if self.out.len() != want.bytes.len() || o.m_status != want.status {
                        return Err(format!("cycle {cycle}: ULPDU {} ended at {} of {} bytes, status {} (want {})", self.run.ulpdus, self.out.len(), want.bytes.len(), o.m_status, want.status));
                    }
                    self.run.bytes += self.out.len() as u64;
                    self.run.ulpdus += 1;
                    self.out.clear();
                    self.expect.pop_front();
                }
            }
            dut.tick();
            cycle += 1;
            stuck = if progress { 0 } else { stuck + 1 };
            if stuck > HANG {
                return Err(format!("hang at cycle {cycle}: {:?}", self.run));
            }
            if made == n && self.expect.is_empty() && self.beats.is_empty() {
                let o = dut.eval(&RxPackIn::default());
                if o.idle {
                    if (u64::from(o.cnt_ulpdus), u64::from(o.cnt_cut)) != (self.run.ulpdus, 0) {
                        return Err(format!("counters: {} ULPDUs, {} cut, the bench {}", o.cnt_ulpdus, o.cnt_cut, self.run.ulpdus));
                    }
                    self.run.cycles = cycle;
                    return Ok(self.run);
                }
                dut.tick();
                cycle += 1;
            }
        }
    }
}
