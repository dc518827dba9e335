//! toe_tx_frame: port binding, segment generator and scoreboard.
//!
//! The generator draws golden `toe_tx::TxSegment`s with every option combination (MSS, window
//! scale 0..14, SACK-permitted, timestamps, 0 to 4 SACK blocks), random flags, ports, sequence
//! and window values, and payloads from none to a jumbo frame's. The scoreboard rebuilds each
//! frame with golden's `toe_tx::frame` (IPv4 identification = frames sent since reset) from
//! the segment with its SACK blocks cut to those that fit ([`sack_that_fits`]) and checks
//! every output frame byte for byte, its beats' `keep` (full but the last, contiguous from
//! lane 0), and at the end `cnt_frames`.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
pub use crate::stream::Traffic;
use crate::stream::{beats_bytes, log_uniform, packet_beats, Beat, ReadyGen, StreamSource};
use crate::verilated;
use iwarp_golden::toe_tx::{frame, TxConfig, TxSegment};
use iwarp_golden::wire::tcp;
use iwarp_model::toe::tx_frame::ToeTxFrame;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `toe_tx_frame`.
    TxFrameIn, TxFrameOut, ToeTxFrame, verilated::toe_tx_frame::Model,
    inputs {
        reset: bool, cfg_mac: u64, cfg_ip: u32,
        s_seg.valid: bool, s_seg.dst_mac: u64, s_seg.dst_ip: u32, s_seg.src_port: u16, s_seg.dst_port: u16,
        s_seg.seq: u32, s_seg.ack: u32, s_seg.flags: u8, s_seg.window: u16, s_seg.mss_on: bool, s_seg.mss: u16,
        s_seg.ws_on: bool, s_seg.ws: u8, s_seg.sackp: bool, s_seg.ts_on: bool, s_seg.ts_val: u32, s_seg.ts_ecr: u32,
        s_seg.nblocks: u8, s_seg.l0: u32, s_seg.r0: u32, s_seg.l1: u32, s_seg.r1: u32,
        s_seg.l2: u32, s_seg.r2: u32, s_seg.l3: u32, s_seg.r3: u32,
        s_seg.payload: bool,
        s_pay_data: u64, s_pay_keep: u8, s_pay_last: bool, s_pay_valid: bool, m_ready: bool,
    }
    outputs { s_seg.ready: bool, s_pay_ready: bool, m_data: u64, m_keep: u8, m_last: bool, m_valid: bool, cnt_frames: u32 }
);

pub type TxFrameDut = Box<dyn Dut<In = TxFrameIn, Out = TxFrameOut>>;

pub fn tx_frame_dut(kind: BackendKind, test: &str) -> TxFrameDut {
    build::<ToeTxFrame, verilated::toe_tx_frame::Model>(kind, Some(test))
}

/// The engine's addresses in every test (192.0.2.0/24, RFC 5737).
pub const CFG: TxConfig = TxConfig { mac: [0x02, 0x00, 0x00, 0x00, 0x00, 0x01], ip: [192, 0, 2, 1] };
/// Cycles without any transfer after which the scoreboard declares a hang.
pub const HANG_CYCLES: u64 = 10_000;
/// Largest payload the generator draws (a 9000-byte MTU's MSS with timestamps).
pub const MAX_GEN_PAYLOAD: usize = 8948;

/// A field's wire bytes (first byte most significant) as the number a port carries.
pub fn be_number(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0, |n, &b| (n << 8) | u64::from(b))
}

/// A random segment and payload: every option combination, flags, lengths log-uniform up to
/// `max_payload` (a fifth with no payload).
pub fn random_segment(rng: &mut TestRng, max_payload: usize) -> (TxSegment, Vec<u8>) {
    let seg = TxSegment {
        dst_mac: [0x02, 0, 0, rng.gen(), rng.gen(), rng.gen()],
        dst_ip: [192, 0, 2, rng.gen_range(2..255)],
        src_port: rng.gen(),
        dst_port: rng.gen(),
        seq: rng.gen(),
        ack: rng.gen(),
        flags: rng.gen::<u8>() & !tcp::flags::URG,
        window: rng.gen(),
        mss: rng.gen_bool(0.3).then(|| rng.gen()),
        window_scale: rng.gen_bool(0.3).then(|| rng.gen_range(0..=14)),
        sack_permitted: rng.gen_bool(0.3),
        timestamps: rng.gen_bool(0.6).then(|| (rng.gen(), rng.gen())),
        sack: Vec::new(),
    };
    let mut seg = seg;
    if rng.gen_bool(0.4) {
        seg.sack = (0..rng.gen_range(1..=SACK_BLOCKS_MAX)).map(|_| (rng.gen(), rng.gen())).collect();
    }
    let len = if rng.gen_bool(0.2) { 0 } else { log_uniform(rng, max_payload) };
    (seg, (0..len).map(|_| rng.gen()).collect())
}

/// SACK blocks a descriptor may carry (RFC 2018 section 3: at most 4 fit in 40 option bytes).
pub const SACK_BLOCKS_MAX: usize = 4;
/// TCP's option space (RFC 9293 section 3.1: a data offset of 15 words).
pub const OPTION_BYTES_MAX: usize = 40;

/// `seg` with its SACK blocks cut to those that fit after its other options (golden
/// `toe_tx::options`' order: the SACK option last, NOP NOP then 2 + 8 bytes a block): the frame
/// toe_tx_frame sends for `seg`. Golden's engine never asks for more (3 blocks beside
/// timestamps, 4 without); for a descriptor that does, keeping the first blocks (the most
/// recent, RFC 2018 section 4) is the hardware's choice.
pub fn sack_that_fits(seg: &TxSegment) -> TxSegment {
    let others = TxSegment { sack: Vec::new(), ..seg.clone() };
    let used: usize = iwarp_golden::toe_tx::options(&others).iter().map(option_bytes).sum();
    let fit = OPTION_BYTES_MAX.saturating_sub(used + 4) / 8;
    TxSegment { sack: seg.sack.iter().take(fit).copied().collect(), ..seg.clone() }
}

/// An option's bytes on the wire (RFC 9293 section 3.2; RFC 7323; RFC 2018).
fn option_bytes(o: &tcp::TcpOption) -> usize {
    use tcp::TcpOption::*;
    match o {
        Nop => 1,
        SackPermitted => 2,
        WindowScale(_) => 3,
        Mss(_) => 4,
        Timestamps { .. } => 10,
        Sack(blocks) => 2 + 8 * blocks.len(),
        Unknown { data, .. } => 2 + data.len(),
    }
}

/// The input word of a descriptor (payload flag from the payload's presence).
pub fn seg_inputs(s: &TxSegment, has_payload: bool) -> TxFrameIn {
    TxFrameIn {
        cfg_mac: be_number(&CFG.mac),
        cfg_ip: be_number(&CFG.ip) as u32,
        s_seg_dst_mac: be_number(&s.dst_mac),
        s_seg_dst_ip: be_number(&s.dst_ip) as u32,
        s_seg_src_port: s.src_port,
        s_seg_dst_port: s.dst_port,
        s_seg_seq: s.seq,
        s_seg_ack: s.ack,
        s_seg_flags: s.flags,
        s_seg_window: s.window,
        s_seg_mss_on: s.mss.is_some(),
        s_seg_mss: s.mss.unwrap_or(0),
        s_seg_ws_on: s.window_scale.is_some(),
        s_seg_ws: s.window_scale.unwrap_or(0),
        s_seg_sackp: s.sack_permitted,
        s_seg_ts_on: s.timestamps.is_some(),
        s_seg_ts_val: s.timestamps.map_or(0, |t| t.0),
        s_seg_ts_ecr: s.timestamps.map_or(0, |t| t.1),
        s_seg_nblocks: s.sack.len() as u8,
        s_seg_l0: s.sack.first().map_or(0, |b| b.0),
        s_seg_r0: s.sack.first().map_or(0, |b| b.1),
        s_seg_l1: s.sack.get(1).map_or(0, |b| b.0),
        s_seg_r1: s.sack.get(1).map_or(0, |b| b.1),
        s_seg_l2: s.sack.get(2).map_or(0, |b| b.0),
        s_seg_r2: s.sack.get(2).map_or(0, |b| b.1),
        s_seg_l3: s.sack.get(3).map_or(0, |b| b.0),
        s_seg_r3: s.sack.get(3).map_or(0, |b| b.1),
        s_seg_payload: has_payload,
        ..Default::default()
    }
}

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct TxFrameRun {
    pub frames: u64,
    pub payload_bytes: u64,
    pub out_beats: u64,
    pub cycles: u64,
    /// Cycle of the first and the last output beat.
    pub first_out: Option<u64>,
    pub last_out: u64,
    /// The frames the DUT sent, as it sent them.
    pub sent: Vec<Vec<u8>>,
}

/// Holds reset for two cycles.
pub fn reset(dut: &mut dyn Dut<In = TxFrameIn, Out = TxFrameOut>) {
    for _ in 0..2 {
        dut.eval(&TxFrameIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Sends `segments` through the DUT (descriptors and payload beats from two independent
/// sources with idle `traffic.idle`, output stalled with `traffic.stall`); every frame equal
/// to golden's, `cnt_frames` equal to the frames sent. `first_ident` is the IPv4
/// identification of the first frame (the frames sent since reset).
pub fn run_segments(
    dut: &mut dyn Dut<In = TxFrameIn, Out = TxFrameOut>,
    segments: impl IntoIterator<Item = (TxSegment, Vec<u8>)>,
    first_ident: u16,
    traffic: Traffic,
    rng: &mut TestRng,
) -> Result<TxFrameRun, String> {
    let mut segments = segments.into_iter();
    let mut descs: VecDeque<TxFrameIn> = VecDeque::new();
    let mut desc_shown = false;
    let mut pay = StreamSource::new(traffic.idle);
    let ready = ReadyGen::new(traffic.stall);
    let mut expected: VecDeque<Vec<u8>> = VecDeque::new();
    let mut got: Vec<Beat> = Vec::new();
    let mut ident = first_ident;
    let mut run = TxFrameRun::default();
    let mut quiet = 0u64;
    let mut drained = false;
    let start_count = dut.eval(&TxFrameIn::default()).cnt_frames;
    loop {
        while descs.len() < 4 && !drained {
            match segments.next() {
                Some((s, p)) => {
                    expected.push_back(frame(&CFG, &sack_that_fits(&s), &p, ident));
                    ident = ident.wrapping_add(1);
                    descs.push_back(seg_inputs(&s, !p.is_empty()));
                    if !p.is_empty() {
                        pay.push_packet(packet_beats(&p, 0));
                    }
                    run.payload_bytes += p.len() as u64;
                }
                None => drained = true,
            }
        }
        if drained && expected.is_empty() {
            break;
        }
        if !desc_shown && !descs.is_empty() && !(traffic.idle > 0.0 && rng.gen_bool(traffic.idle)) {
            desc_shown = true;
        }
        let mut input = match (desc_shown, descs.front()) {
            (true, Some(d)) => TxFrameIn { s_seg_valid: true, ..d.clone() },
            _ => TxFrameIn { cfg_mac: be_number(&CFG.mac), cfg_ip: be_number(&CFG.ip) as u32, ..Default::default() },
        };
        let (pv, beat) = pay.drive(rng);
        input.s_pay_valid = pv;
        input.s_pay_data = beat.data;
        input.s_pay_keep = beat.keep;
        input.s_pay_last = beat.last;
        input.m_ready = ready.drive(rng);
        let o = dut.eval(&input);
        let mut moved = pay.advance(o.s_pay_ready).is_some();
        if desc_shown && o.s_seg_ready {
            descs.pop_front();
            desc_shown = false;
            moved = true;
        }
        if o.m_valid && input.m_ready {
            moved = true;
            run.out_beats += 1;
            run.first_out.get_or_insert(run.cycles);
            run.last_out = run.cycles;
            got.push(Beat { data: o.m_data, keep: o.m_keep, last: o.m_last });
            if !o.m_last && o.m_keep != 0xFF {
                return Err(format!("frame {}: keep {:#04x} before the last beat", run.frames, o.m_keep));
            }
            if o.m_last {
                let want = expected.pop_front().ok_or_else(|| format!("cycle {}: a frame golden never expected", run.cycles))?;
                if o.m_keep == 0 || (o.m_keep & o.m_keep.wrapping_add(1)) != 0 {
                    return Err(format!("frame {}: last keep {:#04x} not contiguous from lane 0", run.frames, o.m_keep));
                }
                let bytes = beats_bytes(&got);
                if bytes != want {
                    let at = bytes.iter().zip(&want).position(|(a, b)| a != b).unwrap_or(bytes.len().min(want.len()));
                    return Err(format!(
                        "frame {}: {} bytes, golden {}; first difference at byte {at}: {:02x?} vs {:02x?}",
                        run.frames,
                        bytes.len(),
                        want.len(),
                        &bytes[at..bytes.len().min(at + 8)],
                        &want[at..want.len().min(at + 8)]
                    ));
                }
                run.sent.push(bytes);
                got.clear();
                run.frames += 1;
            }
        }
        dut.tick();
        run.cycles += 1;
        quiet = if moved { 0 } else { quiet + 1 };
        if quiet > HANG_CYCLES {
            return Err(format!("hang at cycle {}: {} frames expected", run.cycles, expected.len()));
        }
    }
    let o = dut.eval(&TxFrameIn::default());
    if u64::from(o.cnt_frames.wrapping_sub(start_count)) != run.frames {
        return Err(format!("cnt_frames counted {}, {} frames sent", o.cnt_frames.wrapping_sub(start_count), run.frames));
    }
    Ok(run)
}
