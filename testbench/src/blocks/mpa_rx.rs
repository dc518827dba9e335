//! mpa_rx: port binding and scoreboard against golden's MPA receiver.
//!
//! Each connection's byte stream (from golden's framer, possibly corrupted) is cut into TCP
//! segments of random sizes, and the segments of all connections are interleaved in random
//! order. A small TOE model keeps each connection's context: it presents a segment with
//! `load` and the stored context whenever the connection changes, and stores what the DUT
//! saves when it switches away. Expected ULPDUs and statuses come from golden's `Receiver` over
//! each whole stream; the scoreboard checks every delivered byte, every status, the beat
//! layout (first byte in lane 2, full beats in between), and the valid/ready protocol of every
//! channel, with seeded idle and backpressure.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
pub use crate::stream::Traffic;
use crate::stream::{log_uniform, packet_beats, ReadyGen, StreamSource};
use crate::verilated;
use iwarp_golden::mpa_stream::{Receiver, RxFpdu, RxStatus};
use iwarp_model::layout::soft_value;
use iwarp_model::mpa::rx::{rx_ctx1, rx_ctx2, rx_status, MpaRx};
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `mpa_rx`.
    RxIn, RxOut, MpaRx, verilated::mpa_rx::Model,
    inputs {
        reset: bool, s_data: u64, s_keep: u8, s_last: bool, s_valid: bool,
        s_seg.conn: u8, s_seg.load: bool, s_seg.ctx0: u64, s_seg.ctx1: u64, s_seg.ctx2: u64,
        s_seg.ctx3: u64, s_seg.valid: bool, m_ready: bool,
    }
    outputs {
        s_ready: bool, s_seg.ready: bool, m_data: u64, m_keep: u8, m_last: bool, m_status: u8,
        m_conn: u8, m_valid: bool, m_ctx_valid: bool, m_ctx_conn: u8, m_ctx0: u64, m_ctx1: u64,
        m_ctx2: u64, m_ctx3: u64,
    }
);

pub type RxDut = Box<dyn Dut<In = RxIn, Out = RxOut>>;

pub fn rx_dut(kind: BackendKind, test: &str) -> RxDut {
    build::<MpaRx, verilated::mpa_rx::Model>(kind, Some(test))
}

pub const HANG_CYCLES: u64 = 10_000;

pub fn reset(dut: &mut dyn Dut<In = RxIn, Out = RxOut>) {
    for _ in 0..2 {
        dut.eval(&RxIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// A connection's receive configuration.
#[derive(Clone, Copy, Debug)]
pub struct RxConnCfg {
    pub markers: bool,
    pub crc: bool,
    /// Stream offset (from S0, 4-aligned) of the first byte the engine will see.
    pub start_offset: u32,
    pub max_ulpdu: u16,
}

/// The context a TOE creates for a new connection (layout in `iwarp_model::mpa::rx`).
pub fn initial_context(c: &RxConnCfg) -> [u64; 4] {
    let mut ctx1 = rx_ctx1::soft();
    rx_ctx1::POS.write(&mut ctx1, u128::from(c.start_offset / 4));
    rx_ctx1::MARKERS.write(&mut ctx1, u128::from(c.markers));
    rx_ctx1::CRC.write(&mut ctx1, u128::from(c.crc));
    let mut ctx2 = rx_ctx2::soft();
    rx_ctx2::MAX_ULPDU.write(&mut ctx2, u128::from(c.max_ulpdu));
    [0, soft_value(&ctx1) as u64, soft_value(&ctx2) as u64, 0]
}

/// One TCP segment of a connection's stream.
#[derive(Clone, Debug)]
pub struct Segment {
    pub conn: u8,
    /// Stream offset of the segment's first byte.
    pub offset: u32,
    pub bytes: Vec<u8>,
}

/// Cuts each stream into segments of 1..=max_seg bytes (log-uniform) and interleaves the
/// connections in random order, each connection's segments staying in order.
pub fn segment_streams(rng: &mut TestRng, cfgs: &[RxConnCfg], streams: &[Vec<u8>], max_seg: usize) -> Vec<Segment> {
    let mut per: Vec<VecDeque<Segment>> = Vec::new();
    for (c, s) in streams.iter().enumerate() {
        let mut q = VecDeque::new();
        let mut at = 0;
        while at < s.len() {
            let n = log_uniform(rng, max_seg).min(s.len() - at);
            q.push_back(Segment { conn: c as u8, offset: cfgs[c].start_offset.wrapping_add(at as u32), bytes: s[at..at + n].to_vec() });
            at += n;
        }
        per.push(q);
    }
    let mut out = Vec::new();
    loop {
        let live: Vec<usize> = (0..per.len()).filter(|&c| !per[c].is_empty()).collect();
        if live.is_empty() {
            break out;
        }
        let c = live[rng.gen_range(0..live.len())];
        for _ in 0..rng.gen_range(1..=3) {
            if let Some(seg) = per[c].pop_front() {
                out.push(seg);
            }
        }
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub struct RxRun {
    /// FPDU verdicts checked (delivered ULPDUs and error statuses).
    pub fpdus: u64,
    pub errors: u64,
    pub in_bytes: u64,
    pub in_beats: u64,
    pub segments: u64,
    pub switches: u64,
    pub cycles: u64,
    pub first_in: Option<u64>,
    pub first_out: Option<u64>,
    pub last_in: u64,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct SegDesc {
    conn: u8,
    load: bool,
    ctx: [u64; 4],
}

fn status_code(s: RxStatus) -> u8 {
    (match s {
        RxStatus::Ok => rx_status::OK,
        RxStatus::CrcError => rx_status::CRC,
        RxStatus::MarkerError => rx_status::MARKER,
        RxStatus::LengthError => rx_status::LENGTH,
    }) as u8
}

/// Runs `segments` of the connections `cfgs` (whose whole streams are `streams`) and checks
/// everything against golden.
pub fn run_rx(
    dut: &mut dyn Dut<In = RxIn, Out = RxOut>,
    cfgs: &[RxConnCfg],
    streams: &[Vec<u8>],
    segments: Vec<Segment>,
    traffic: Traffic,
    rng: &mut TestRng,
) -> Result<RxRun, String> {
    let mut expect: Vec<VecDeque<RxFpdu>> = cfgs
        .iter()
        .zip(streams)
        .map(|(c, s)| Receiver::new(c.start_offset, c.markers, c.crc, c.max_ulpdu).push(s).into_iter().collect())
        .collect();
    let golden_counts: Vec<(usize, Option<RxStatus>)> = expect.iter().map(|e| (e.len(), e.back().map(|f| f.status))).collect();
    let mut verdicts = vec![0usize; cfgs.len()];
    let mut ctx: Vec<[u64; 4]> = cfgs.iter().map(initial_context).collect();
    let mut partial: Vec<Vec<u8>> = vec![Vec::new(); cfgs.len()];
    let mut in_ulpdu = vec![false; cfgs.len()];
    let mut segs: VecDeque<Segment> = segments.into();
    let mut data_src = StreamSource::new(traffic.idle);
    let mut desc: Option<SegDesc> = None;
    let mut desc_presented = false;
    let mut prev_conn: Option<u8> = None;
    // Connection whose context store the DUT owes (it switched away from it).
    let mut store_due: Option<u8> = None;
    let ready_gen = ReadyGen::new(traffic.stall);
    let mut run = RxRun::default();
    let mut quiet = 0u64;
    let mut tail = 0;
    loop {
        // Next segment: its descriptor, then its beats.
        if desc.is_none() && data_src.pending() == 0 {
            if let Some(seg) = segs.front() {
                let load = prev_conn != Some(seg.conn);
                if !(load && store_due == Some(seg.conn)) {
                    let seg = segs.pop_front().unwrap();
                    if load {
                        if let Some(p) = prev_conn {
                            store_due = Some(p);
                        }
                        run.switches += 1;
                    }
                    prev_conn = Some(seg.conn);
                    desc = Some(SegDesc { conn: seg.conn, load, ctx: if load { ctx[seg.conn as usize] } else { [0; 4] } });
                    data_src.push_packet(packet_beats(&seg.bytes, (seg.offset % 8) as usize));
                    run.segments += 1;
                    run.in_bytes += seg.bytes.len() as u64;
                }
            }
        }
        let outstanding = expect.iter().any(|e| !e.is_empty());
        if segs.is_empty() && desc.is_none() && data_src.pending() == 0 && !outstanding {
            tail += 1;
            if tail > 32 {
                break;
            }
        }
        let (s_valid, beat) = data_src.drive(rng);
        if !desc_presented && desc.is_some() && !(traffic.idle > 0.0 && rng.gen_bool(traffic.idle)) {
            desc_presented = true;
        }
        let d = if desc_presented { desc.unwrap() } else { SegDesc::default() };
        let m_ready = ready_gen.drive(rng);
        let out = dut.eval(&RxIn {
            reset: false,
            s_data: beat.data,
            s_keep: beat.keep,
            s_last: beat.last,
            s_valid,
            s_seg_conn: d.conn,
            s_seg_load: d.load,
            s_seg_ctx0: d.ctx[0],
            s_seg_ctx1: d.ctx[1],
            s_seg_ctx2: d.ctx[2],
            s_seg_ctx3: d.ctx[3],
            s_seg_valid: desc_presented,
            m_ready,
        });
        let cycle = run.cycles;
        let mut moved = false;
        if desc_presented && out.s_seg_ready {
            desc = None;
            desc_presented = false;
            moved = true;
        }
        if data_src.advance(out.s_ready).is_some() {
            moved = true;
            run.in_beats += 1;
            run.first_in.get_or_insert(cycle);
            run.last_in = cycle;
        }
        if out.m_ctx_valid {
            let c = out.m_ctx_conn as usize;
            if store_due != Some(out.m_ctx_conn) {
                return Err(format!("unexpected context store for conn {c} at cycle {cycle}"));
            }
            store_due = None;
            ctx[c] = [out.m_ctx0, out.m_ctx1, out.m_ctx2, out.m_ctx3];
        }
        if out.m_valid && m_ready {
            moved = true;
            run.first_out.get_or_insert(cycle);
            let c = out.m_conn as usize;
            if c >= cfgs.len() {
                return Err(format!("beat for unknown conn {c} at cycle {cycle}"));
            }
            let keep = out.m_keep;
            // Layout: first beat from lane 2 (ULPDU_LENGTH in lanes 0-1), full beats between.
            let first = !in_ulpdu[c];
            if keep == 0 && !out.m_last {
                return Err(format!("conn {c}: beat with no lanes and no m_last (cycle {cycle})"));
            }
            if keep != 0 {
                let lo = keep.trailing_zeros();
                let n = keep.count_ones();
                if keep != ((((1u16 << n) - 1) << lo) as u8) {
                    return Err(format!("conn {c}: non-contiguous keep {keep:#04x} at cycle {cycle}"));
                }
                if first && lo != 2 {
                    return Err(format!("conn {c}: ULPDU's first beat starts at lane {lo}, not 2 (cycle {cycle})"));
                }
                if !first && lo != 0 {
                    return Err(format!("conn {c}: beat inside an ULPDU starts at lane {lo} (cycle {cycle})"));
                }
                for l in lo..lo + n {
                    partial[c].push((out.m_data >> (8 * l)) as u8);
                }
                // Inside an ULPDU beats are full, or one word when a switch cut the FPDU, or end
                // with the ULPDU's last byte when a switch holds its status back.
                // With nothing more expected, the stream ends inside an FPDU: cut-through has
                // delivered some of its bytes, and its end (m_last) must never come.
                let ends_ulpdu = expect[c].front().map_or(true, |e| e.ulpdu.len() == partial[c].len());
                if !out.m_last && lo + n != 8 && lo + n != 4 && !ends_ulpdu {
                    return Err(format!(
                        "conn {c}: short beat {keep:#04x} inside an ULPDU ({} bytes so far, golden ULPDU {:?} bytes, cycle {cycle})",
                        partial[c].len(),
                        expect[c].front().map(|e| e.ulpdu.len())
                    ));
                }
            }
            in_ulpdu[c] = !out.m_last;
            if out.m_last {
                let want = expect[c].pop_front().ok_or_else(|| {
                    format!(
                        "conn {c}: unexpected ULPDU end at cycle {cycle} (status {}, {} bytes; golden has {} FPDUs, the last {:?}, all delivered)",
                        out.m_status, partial[c].len(), golden_counts[c].0, golden_counts[c].1
                    )
                })?;
                verdicts[c] += 1;
                let got = std::mem::take(&mut partial[c]);
                if out.m_status != status_code(want.status) {
                    return Err(format!("conn {c}: FPDU {} status {}, golden {:?} (cycle {cycle})", run.fpdus, out.m_status, want.status));
                }
                if got != want.ulpdu {
                    let at = got.iter().zip(&want.ulpdu).position(|(a, b)| a != b).unwrap_or(got.len().min(want.ulpdu.len()));
                    return Err(format!("conn {c}: ULPDU of {} bytes differs from golden's {} bytes at byte {at} (cycle {cycle})", got.len(), want.ulpdu.len()));
                }
                run.fpdus += 1;
                if want.status != RxStatus::Ok {
                    run.errors += 1;
                }
            }
        }
        dut.tick();
        run.cycles += 1;
        quiet = if moved { 0 } else { quiet + 1 };
        if quiet > HANG_CYCLES {
            return Err(format!("hang: no transfer for {HANG_CYCLES} cycles at cycle {} ({} FPDUs checked, {} segments left)", run.cycles, run.fpdus, segs.len()));
        }
    }
    Ok(run)
}
