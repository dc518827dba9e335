//! mpa_tx: port binding and scoreboard against golden's MPA framer.
//!
//! The scoreboard keeps, per connection, golden's [`Framer`] (markers, CRC, stream offset) and
//! the exact byte stream it expects. It sends each ULPDU with a descriptor that loads the
//! connection's context whenever the connection changes (as a TOE interleaving segments
//! would), drives both input channels through seeded idle and `m_ready` through seeded
//! backpressure, checks every channel's valid/ready protocol, and compares every output byte,
//! its lane (= stream offset mod 8), every FPDU end and every context store with golden.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
pub use crate::stream::Traffic;
use crate::stream::{log_uniform, packet_beats, ReadyGen, StreamSource};
use crate::verilated;
use iwarp_golden::mpa_stream::Framer;
use iwarp_model::mpa::tx::MpaTx;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `mpa_tx`.
    TxIn, TxOut, MpaTx, verilated::mpa_tx::Model,
    inputs {
        reset: bool, s_data: u64, s_keep: u8, s_last: bool, s_valid: bool,
        s_desc.len: u16, s_desc.conn: u8, s_desc.load: bool, s_desc.offset_words: u32,
        s_desc.markers: bool, s_desc.crc: bool, s_desc.valid: bool, m_ready: bool,
    }
    outputs {
        s_ready: bool, s_desc.ready: bool, m_data: u64, m_keep: u8, m_fpdu_end: bool, m_end_lo: bool, m_conn: u8,
        m_valid: bool, m_ctx_valid: bool, m_ctx_conn: u8, m_ctx_offset_words: u32,
    }
);

pub type TxDut = Box<dyn Dut<In = TxIn, Out = TxOut>>;

pub fn tx_dut(kind: BackendKind, test: &str) -> TxDut {
    build::<MpaTx, verilated::mpa_tx::Model>(kind, Some(test))
}

/// Cycles without any transfer after which the scoreboard declares a hang.
pub const HANG_CYCLES: u64 = 10_000;
/// ULPDUs kept queued ahead of the DUT.
const LOOKAHEAD: usize = 8;

pub fn reset(dut: &mut dyn Dut<In = TxIn, Out = TxOut>) {
    for _ in 0..2 {
        dut.eval(&TxIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// A connection's MPA configuration and where its stream starts (offset from S0, 4-aligned).
#[derive(Clone, Copy, Debug)]
pub struct ConnCfg {
    pub markers: bool,
    pub crc: bool,
    pub start_offset: u32,
}

/// One ULPDU to send on a connection.
#[derive(Clone, Debug)]
pub struct TxJob {
    pub conn: u8,
    pub ulpdu: Vec<u8>,
}

/// What a run checked and how fast it went.
#[derive(Clone, Copy, Debug, Default)]
pub struct TxRun {
    pub fpdus: u64,
    pub ulpdu_bytes: u64,
    pub out_bytes: u64,
    pub out_beats: u64,
    pub cycles: u64,
    /// Cycle the first input beat moved; cycle of the first and the last output beat.
    pub first_in: Option<u64>,
    pub first_out: Option<u64>,
    pub last_out: u64,
}

/// Descriptor as presented on `s_desc_*`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Desc {
    len: u16,
    conn: u8,
    load: bool,
    offset_words: u32,
    markers: bool,
    crc: bool,
}

/// Per-connection expectations.
struct Expect {
    framer: Framer,
    start: u32,
    /// Bytes received so far (the next byte's stream offset is start + received).
    received: u64,
    bytes: VecDeque<u8>,
    /// Stream offsets (wrapping) just after each expected FPDU, in order, for FPDU ends and
    /// context stores.
    ends: VecDeque<u32>,
    ctx: VecDeque<u32>,
    /// Every byte the DUT sent on this connection.
    got: Vec<u8>,
}

/// Streams `jobs` through `dut` and checks everything against golden.
pub fn run_tx(
    dut: &mut dyn Dut<In = TxIn, Out = TxOut>,
    conns: &[ConnCfg],
    jobs: impl IntoIterator<Item = TxJob>,
    traffic: Traffic,
    rng: &mut TestRng,
) -> Result<TxRun, String> {
    run_tx_collect(dut, conns, jobs, traffic, rng).map(|(run, _)| run)
}

/// [`run_tx`], also returning every byte the DUT sent, per connection.
pub fn run_tx_collect(
    dut: &mut dyn Dut<In = TxIn, Out = TxOut>,
    conns: &[ConnCfg],
    jobs: impl IntoIterator<Item = TxJob>,
    traffic: Traffic,
    rng: &mut TestRng,
) -> Result<(TxRun, Vec<Vec<u8>>), String> {
    let mut jobs = jobs.into_iter();
    let mut exp: Vec<Expect> = conns
        .iter()
        .map(|c| Expect {
            framer: Framer::new(c.start_offset, c.markers, c.crc),
            start: c.start_offset,
            received: 0,
            bytes: VecDeque::new(),
            ends: VecDeque::new(),
            ctx: VecDeque::new(),
            got: Vec::new(),
        })
        .collect();
    let mut data_src = StreamSource::new(traffic.idle);
    let mut descs: VecDeque<Desc> = VecDeque::new();
    let mut desc_presented = false;
    let ready_gen = ReadyGen::new(traffic.stall);
    let mut run = TxRun::default();
    let mut prev_conn: Option<u8> = None;
    let mut queued = 0usize;
    let mut drained = false;
    let mut quiet = 0u64;
    let mut tail = 0;
    loop {
        while queued < LOOKAHEAD && !drained {
            match jobs.next() {
                Some(job) => {
                    let c = job.conn as usize;
                    let e = &mut exp[c];
                    let load = prev_conn != Some(job.conn);
                    prev_conn = Some(job.conn);
                    descs.push_back(Desc {
                        len: job.ulpdu.len() as u16,
                        conn: job.conn,
                        load,
                        offset_words: e.framer.offset >> 2,
                        markers: conns[c].markers,
                        crc: conns[c].crc,
                    });
                    let fpdu = e.framer.push(&job.ulpdu);
                    e.bytes.extend(fpdu);
                    e.ends.push_back(e.framer.offset);
                    e.ctx.push_back(e.framer.offset);
                    run.fpdus += 1;
                    run.ulpdu_bytes += job.ulpdu.len() as u64;
                    data_src.push_packet(packet_beats(&job.ulpdu, 0));
                    queued += 1;
                }
                None => drained = true,
            }
        }
        let outstanding = exp.iter().any(|e| !e.bytes.is_empty() || !e.ctx.is_empty());
        if drained && !outstanding && data_src.pending() == 0 && descs.is_empty() {
            tail += 1;
            if tail > 16 {
                break;
            }
        }
        let (s_valid, beat) = data_src.drive(rng);
        if !desc_presented && !descs.is_empty() && !(traffic.idle > 0.0 && rng.gen_bool(traffic.idle)) {
            desc_presented = true;
        }
        let desc = if desc_presented { descs.front().copied().unwrap_or_default() } else { Desc::default() };
        let m_ready = ready_gen.drive(rng);
        let out = dut.eval(&TxIn {
            reset: false,
            s_data: beat.data,
            s_keep: beat.keep,
            s_last: beat.last,
            s_valid,
            s_desc_len: desc.len,
            s_desc_conn: desc.conn,
            s_desc_load: desc.load,
            s_desc_offset_words: desc.offset_words,
            s_desc_markers: desc.markers,
            s_desc_crc: desc.crc,
            s_desc_valid: desc_presented,
            m_ready,
        });
        let cycle = run.cycles;
        let mut moved = false;
        if let Some(b) = data_src.advance(out.s_ready) {
            moved = true;
            run.first_in.get_or_insert(cycle);
            if b.last {
                queued -= 1;
            }
        }
        if desc_presented && out.s_desc_ready {
            descs.pop_front();
            desc_presented = false;
            moved = true;
        }
        if out.m_valid && m_ready {
            moved = true;
            check_beat(&mut exp, &out, cycle)?;
            run.out_beats += 1;
            run.out_bytes += out.m_keep.count_ones() as u64;
            run.first_out.get_or_insert(cycle);
            run.last_out = cycle;
        }
        if out.m_ctx_valid {
            let e = exp.get_mut(out.m_ctx_conn as usize).ok_or_else(|| format!("context store for unknown conn {}", out.m_ctx_conn))?;
            let want = e.ctx.pop_front().ok_or_else(|| format!("unexpected context store conn {} at cycle {cycle}", out.m_ctx_conn))?;
            if out.m_ctx_offset_words != want >> 2 {
                return Err(format!(
                    "conn {}: context store offset {:#x}, golden {:#x} (cycle {cycle})",
                    out.m_ctx_conn,
                    (out.m_ctx_offset_words as u64) << 2,
                    want
                ));
            }
        }
        dut.tick();
        run.cycles += 1;
        quiet = if moved { 0 } else { quiet + 1 };
        if quiet > HANG_CYCLES {
            return Err(format!("hang: no transfer for {HANG_CYCLES} cycles at cycle {}", run.cycles));
        }
    }
    Ok((run, exp.into_iter().map(|e| e.got).collect()))
}

/// Checks one output beat against its connection's expected bytes.
fn check_beat(exp: &mut [Expect], out: &TxOut, cycle: u64) -> Result<(), String> {
    let c = out.m_conn as usize;
    let e = exp.get_mut(c).ok_or_else(|| format!("beat for unknown conn {c} at cycle {cycle}"))?;
    let keep = out.m_keep;
    if keep == 0 {
        return Err(format!("empty beat at cycle {cycle}"));
    }
    let first = keep.trailing_zeros();
    let n = keep.count_ones();
    if keep != ((((1u16 << n) - 1) << first) as u8) {
        return Err(format!("non-contiguous keep {keep:#04x} at cycle {cycle}"));
    }
    let offset = e.start.wrapping_add(e.received as u32);
    if offset % 8 != first {
        return Err(format!("conn {c}: beat starts in lane {first}, stream offset {offset:#x} needs lane {} (cycle {cycle})", offset % 8));
    }
    for l in first..first + n {
        let got = (out.m_data >> (8 * l)) as u8;
        e.got.push(got);
        let want = e.bytes.pop_front().ok_or_else(|| format!("conn {c}: extra byte at stream offset {offset:#x} (cycle {cycle})"))?;
        if got != want {
            let at = e.start.wrapping_add(e.received as u32);
            return Err(format!("conn {c}: byte at stream offset {at:#x} is {got:#04x}, golden {want:#04x} (cycle {cycle}, beat {:#018x} keep {keep:#04x})", out.m_data));
        }
        e.received += 1;
    }
    let end = e.start.wrapping_add(e.received as u32);
    // An FPDU end flag exactly on the beats that complete an FPDU.
    let completes = e.ends.front().is_some_and(|&x| {
        let beat_start = end.wrapping_sub(n);
        x.wrapping_sub(beat_start).wrapping_sub(1) < n
    });
    if completes != out.m_fpdu_end {
        return Err(format!("conn {c}: m_fpdu_end {} at stream offset {end:#x}, golden says {completes} (cycle {cycle})", out.m_fpdu_end));
    }
    // The end's half: the FPDU's CRC word in the beat's low half exactly when the FPDU ends at
    // lane 4 (the ring writer after mpa_tx cuts FPDUs by it).
    let ends_lo = completes && e.ends.front().is_some_and(|&x| x % 8 == 4);
    if ends_lo != out.m_end_lo {
        return Err(format!("conn {c}: m_end_lo {} at stream offset {end:#x}, golden says {ends_lo} (cycle {cycle})", out.m_end_lo));
    }
    if completes {
        e.ends.pop_front();
    }
    Ok(())
}

/// A random ULPDU length: log-uniform over 1..=max (short and full-size ULPDUs both common).
pub fn random_len(rng: &mut TestRng, max: usize) -> usize {
    log_uniform(rng, max)
}

pub fn random_ulpdu(rng: &mut TestRng, max: usize) -> Vec<u8> {
    let n = random_len(rng, max);
    (0..n).map(|_| rng.gen()).collect()
}
