//! toe_rx_parse: port binding, frame generator and scoreboard.
//!
//! Frames come from toe_rx_check's generator (good and damaged segments, slow-path frames),
//! from golden's transmit frames (the option layouts Linux sends) and from a generator of
//! segments with hostile option lists (every option kind, lengths of
//! 0, 1, wrong or past the header, END and NOP anywhere, checksums repaired so only the
//! options are wrong). Each frame carries golden `toe_rx::classify`'s verdict on its last
//! beat, as toe_rx_check hands it on. The scoreboard expects golden `toe_rx::parse`'s
//! descriptor for every good segment, its payload byte-exact after it, and `cnt_bad_option`
//! equal to golden's `BadOption` count.

use crate::backend::{build, BackendKind, Dut};
use crate::blocks::toe_rx_check::{random_frame, random_tcp, verdict_code, MIN_FRAME};
use crate::blocks::toe_tx_frame::{be_number, random_segment, sack_that_fits, CFG};
use iwarp_golden::toe_tx;
use crate::seed::TestRng;
pub use crate::stream::Traffic;
use crate::stream::{beats_bytes, log_uniform, packet_beats, Beat, ReadyGen, StreamSource};
use crate::verilated;
use iwarp_golden::toe_rx::{classify, parse, RxDrop, RxSegment};
use iwarp_golden::wire::{ethernet, ipv4, tcp};
use iwarp_model::toe::rx_parse::ToeRxParse;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `toe_rx_parse`.
    RxParseIn, RxParseOut, ToeRxParse, verilated::toe_rx_parse::Model,
    inputs { reset: bool, s_data: u64, s_keep: u8, s_last: bool, s_verdict: u8, s_valid: bool, m_seg.ready: bool, m_pay_ready: bool }
    outputs {
        s_ready: bool,
        m_seg.valid: bool, m_seg.src_mac: u64, m_seg.src_ip: u32, m_seg.dst_ip: u32, m_seg.src_port: u16, m_seg.dst_port: u16,
        m_seg.seq: u32, m_seg.ack: u32, m_seg.flags: u8, m_seg.window: u16, m_seg.len: u16, m_seg.mss_on: bool, m_seg.mss: u16,
        m_seg.ws_on: bool, m_seg.ws: u8, m_seg.sackp: bool, m_seg.ts_on: bool, m_seg.ts_val: u32, m_seg.ts_ecr: u32,
        m_seg.nblocks: u8, m_seg.l0: u32, m_seg.r0: u32, m_seg.l1: u32, m_seg.r1: u32,
        m_seg.l2: u32, m_seg.r2: u32, m_seg.l3: u32, m_seg.r3: u32,
        m_pay_data: u64, m_pay_keep: u8, m_pay_last: bool, m_pay_valid: bool,
        cnt_segments: u32, cnt_bad_option: u32,
    }
);

pub type RxParseDut = Box<dyn Dut<In = RxParseIn, Out = RxParseOut>>;

pub fn rx_parse_dut(kind: BackendKind, test: &str) -> RxParseDut {
    build::<ToeRxParse, verilated::toe_rx_parse::Model>(kind, Some(test))
}

/// Cycles without any transfer after which the scoreboard declares a hang.
pub const HANG_CYCLES: u64 = 10_000;
/// Cycles the counters may take to settle after the last transfer (a few records of 40-byte
/// option lists at two cycles an option).
const SETTLE_CYCLES: usize = 1_000;


/// A segment whose option list is drawn byte by byte from hostile pieces (kinds 0..9 and
/// random ones, lengths 0..12 and random, END and NOPs), up to 40 bytes; checksums repaired.
pub fn hostile_options_frame(rng: &mut TestRng) -> Vec<u8> {
    let mut opts = Vec::new();
    let n = rng.gen_range(0..=40usize) / 4 * 4;
    while opts.len() < n {
        match rng.gen_range(0..10) {
            0 => opts.push(1),
            1 => opts.push(0),
            2 => opts.extend([2, 4, rng.gen(), rng.gen()]),
            3 => opts.extend([3, 3, rng.gen()]),
            4 => opts.extend([4, 2]),
            5 => {
                opts.extend([8, 10]);
                opts.extend((0..8).map(|_| rng.gen::<u8>()));
            }
            6 => {
                let blocks = rng.gen_range(1..=4);
                opts.extend([5, 2 + 8 * blocks as u8]);
                opts.extend((0..8 * blocks).map(|_| rng.gen::<u8>()));
            }
            7 => opts.extend([rng.gen_range(2..10), rng.gen_range(0..12)]),
            8 => opts.extend([rng.gen::<u8>(), rng.gen()]),
            _ => opts.push(rng.gen()),
        }
    }
    opts.truncate(n);
    let (src, dst) = ([192, 0, 2, rng.gen_range(1..255)], [192, 0, 2, 1]);
    let len = if rng.gen_bool(0.3) { 0 } else { log_uniform(rng, 600) };
    let t = random_tcp(rng, vec![], len);
    let mut seg = t.emit(src, dst);
    seg.splice(tcp::MIN_HEADER_LEN..tcp::MIN_HEADER_LEN, opts.iter().copied());
    seg[tcp::field::DATA_OFFSET] = (((tcp::MIN_HEADER_LEN + n) / 4) as u8) << 4;
    tcp::Repr::fill_checksum(&mut seg, src, dst);
    let ip = ipv4::Repr { src, dst, protocol: ipv4::PROTOCOL_TCP, ident: rng.gen(), ttl: 64, dont_fragment: true, dscp_ecn: 0 };
    let eth = ethernet::Repr { dst: [2, 0, 0, 0, 0, 1], src: [2, 0, 0, rng.gen(), rng.gen(), rng.gen()], ethertype: ethernet::ETHERTYPE_IPV4 };
    let mut f = eth.emit(&ip.emit(&seg));
    f.resize(f.len().max(MIN_FRAME), 0);
    f
}

/// A frame for the parser: a third with hostile options, a third in the layout Linux and
/// toe_tx_frame send (golden `toe_tx::frame`: NOP NOP TS on data, MSS / SACK-permitted / WS
/// on SYNs), the rest toe_rx_check's mix.
pub fn random_parse_frame(rng: &mut TestRng, fault: f64) -> Vec<u8> {
    match rng.gen_range(0..3) {
        0 => hostile_options_frame(rng),
        1 => {
            let (seg, payload) = random_segment(rng, 1460);
            let seg = sack_that_fits(&seg);
            let mut f = toe_tx::frame(&CFG, &seg, &payload, rng.gen());
            f.resize(f.len().max(MIN_FRAME), 0);
            f
        }
        _ => random_frame(rng, fault),
    }
}

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct RxParseRun {
    pub frames: u64,
    pub segments: u64,
    pub bad_option: u64,
    /// Segments with SACK blocks, and the blocks compared.
    pub sack_segments: u64,
    pub sack_blocks: u64,
    pub payload_bytes: u64,
    pub cycles: u64,
}

/// Holds reset for two cycles.
pub fn reset(dut: &mut dyn Dut<In = RxParseIn, Out = RxParseOut>) {
    for _ in 0..2 {
        dut.eval(&RxParseIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

fn descriptor_matches(o: &RxParseOut, g: &RxSegment) -> bool {
    let opt = &g.options;
    o.m_seg_src_mac == be_number(&g.src_mac)
        && o.m_seg_src_ip == be_number(&g.src_ip) as u32
        && o.m_seg_dst_ip == be_number(&g.dst_ip) as u32
        && (o.m_seg_src_port, o.m_seg_dst_port, o.m_seg_seq, o.m_seg_ack) == (g.src_port, g.dst_port, g.seq, g.ack)
        && (o.m_seg_flags, o.m_seg_window, usize::from(o.m_seg_len)) == (g.flags, g.window, g.payload.len())
        && (o.m_seg_mss_on, o.m_seg_mss_on.then_some(o.m_seg_mss)) == (opt.mss.is_some(), opt.mss)
        && (o.m_seg_ws_on.then_some(o.m_seg_ws)) == opt.window_scale
        && o.m_seg_sackp == opt.sack_permitted
        && (o.m_seg_ts_on.then_some((o.m_seg_ts_val, o.m_seg_ts_ecr))) == opt.timestamps
        && sack_blocks(o) == opt.sack_blocks()
}

/// The descriptor's SACK blocks (the first `nblocks`).
pub fn sack_blocks(o: &RxParseOut) -> Vec<(u32, u32)> {
    let all = [(o.m_seg_l0, o.m_seg_r0), (o.m_seg_l1, o.m_seg_r1), (o.m_seg_l2, o.m_seg_r2), (o.m_seg_l3, o.m_seg_r3)];
    all.iter().take(usize::from(o.m_seg_nblocks)).copied().collect()
}

/// Streams `frames` (each with golden's verdict on its last beat) through the DUT; every
/// descriptor and payload equal to golden `parse`'s, the counters equal to golden's counts.
pub fn run_frames(
    dut: &mut dyn Dut<In = RxParseIn, Out = RxParseOut>,
    frames: impl IntoIterator<Item = Vec<u8>>,
    traffic: Traffic,
    rng: &mut TestRng,
) -> Result<RxParseRun, String> {
    let mut frames = frames.into_iter().filter(|f| !f.is_empty());
    let mut src = StreamSource::new(traffic.idle);
    let mut verdicts: VecDeque<u8> = VecDeque::new();
    let ready = ReadyGen::new(traffic.stall);
    let mut want_seg: VecDeque<RxSegment> = VecDeque::new();
    let mut want_pay: VecDeque<Vec<u8>> = VecDeque::new();
    let mut got_pay: Vec<Beat> = Vec::new();
    let mut run = RxParseRun::default();
    let mut quiet = 0u64;
    let mut drained = false;
    let base = dut.eval(&RxParseIn::default());
    let (seg0, bad0) = (base.cnt_segments, base.cnt_bad_option);
    loop {
        while src.pending() < 256 && !drained {
            match frames.next() {
                Some(f) => {
                    run.frames += 1;
                    verdicts.push_back(verdict_code(classify(&f)));
                    match parse(&f) {
                        Ok(s) => {
                            if !s.payload.is_empty() {
                                want_pay.push_back(s.payload.clone());
                            }
                            want_seg.push_back(s);
                        }
                        Err(RxDrop::BadOption) => run.bad_option += 1,
                        Err(RxDrop::Verdict(_)) => {}
                    }
                    src.push_packet(packet_beats(&f, 0));
                }
                None => drained = true,
            }
        }
        if drained && src.pending() == 0 && want_seg.is_empty() && want_pay.is_empty() {
            break;
        }
        let (valid, beat) = src.drive(rng);
        let verdict = if valid && beat.last { *verdicts.front().unwrap() } else { 0 };
        let i = RxParseIn {
            reset: false,
            s_data: beat.data,
            s_keep: beat.keep,
            s_last: beat.last,
            s_verdict: verdict,
            s_valid: valid,
            m_seg_ready: ready.drive(rng),
            m_pay_ready: ready.drive(rng),
        };
        let o = dut.eval(&i);
        let mut moved = false;
        if let Some(b) = src.advance(o.s_ready) {
            moved = true;
            if b.last {
                verdicts.pop_front();
            }
        }
        if o.m_seg_valid && i.m_seg_ready {
            moved = true;
            let g = want_seg.pop_front().ok_or_else(|| format!("cycle {}: a descriptor golden never expected", run.cycles))?;
            if !descriptor_matches(&o, &g) {
                return Err(format!("segment {}: descriptor {o:?}, golden {g:?}", run.segments));
            }
            run.segments += 1;
            run.sack_segments += u64::from(g.options.sack_count > 0);
            run.sack_blocks += u64::from(g.options.sack_count);
        }
        if o.m_pay_valid && i.m_pay_ready {
            moved = true;
            got_pay.push(Beat { data: o.m_pay_data, keep: o.m_pay_keep, last: o.m_pay_last });
            if o.m_pay_last {
                let want = want_pay.pop_front().ok_or_else(|| format!("cycle {}: a payload golden never expected", run.cycles))?;
                let got = beats_bytes(&got_pay);
                if got != want {
                    return Err(format!("segment {}: payload {:02x?} differs from golden's {:02x?}", run.segments, got, want));
                }
                run.payload_bytes += got.len() as u64;
                got_pay.clear();
            }
        }
        dut.tick();
        run.cycles += 1;
        quiet = if moved { 0 } else { quiet + 1 };
        if quiet > HANG_CYCLES {
            return Err(format!("hang at cycle {}: {} descriptors, {} payloads expected", run.cycles, want_seg.len(), want_pay.len()));
        }
    }
    // Frames dropped for their options after the last good segment are still being walked:
    // give them the cycles a 40-byte option list takes.
    let mut o = dut.eval(&RxParseIn::default());
    for _ in 0..SETTLE_CYCLES {
        if u64::from(o.cnt_bad_option.wrapping_sub(bad0)) == run.bad_option {
            break;
        }
        dut.tick();
        o = dut.eval(&RxParseIn::default());
    }
    let counted = (u64::from(o.cnt_segments.wrapping_sub(seg0)), u64::from(o.cnt_bad_option.wrapping_sub(bad0)));
    if counted != (run.segments, run.bad_option) {
        return Err(format!("counters (segments, bad options) {counted:?}, golden ({}, {})", run.segments, run.bad_option));
    }
    Ok(run)
}
