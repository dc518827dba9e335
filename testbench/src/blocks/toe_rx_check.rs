//! toe_rx_check: port binding, frame generator and scoreboard.
//!
//! The generator builds Ethernet frames with golden's codecs (TCP segments with and without
//! options and payload, ARP, UDP, IPv6) and damages a share of them the ways the wire and an
//! attacker do: a flipped byte anywhere, a cut at any length, Ethernet padding, IPv4 options,
//! fragments, total lengths too small or too large, TCP data offsets below 5 or past the
//! segment, each with or without a repaired IPv4 checksum. The scoreboard checks every output
//! beat equal to the input frame's and the verdict on each last beat equal to golden's
//! `toe_rx::classify`, and at the end every counter equal to golden's count of its verdict.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
pub use crate::stream::Traffic;
use crate::stream::{log_uniform, packet_beats, ReadyGen, StreamSource};
use crate::verilated;
use iwarp_golden::toe_rx::{classify, RxVerdict};
use iwarp_golden::wire::{ethernet, ipv4, tcp};
use iwarp_model::toe::rx_check::ToeRxCheck;
use iwarp_model::toe::rx_verdict;
use rand::Rng;
use std::collections::VecDeque;

crate::bind_ports!(
    /// Inputs of `toe_rx_check`.
    RxCheckIn, RxCheckOut, ToeRxCheck, verilated::toe_rx_check::Model,
    inputs { reset: bool, s_data: u64, s_keep: u8, s_last: bool, s_valid: bool, m_ready: bool }
    outputs {
        s_ready: bool, m_data: u64, m_keep: u8, m_last: bool, m_verdict: u8, m_valid: bool,
        cnt_segment: u32, cnt_slow_path: u32, cnt_bad_ip: u32, cnt_ip_policy: u32, cnt_bad_tcp: u32, cnt_truncated: u32,
    }
);

pub type RxCheckDut = Box<dyn Dut<In = RxCheckIn, Out = RxCheckOut>>;

pub fn rx_check_dut(kind: BackendKind, test: &str) -> RxCheckDut {
    build::<ToeRxCheck, verilated::toe_rx_check::Model>(kind, Some(test))
}

/// Cycles without any transfer after which the scoreboard declares a hang.
pub const HANG_CYCLES: u64 = 10_000;
/// Beats kept queued in the source ahead of the DUT.
const SOURCE_LOOKAHEAD: usize = 256;
/// Largest TCP payload generated (a standard MTU's).
pub const MAX_PAYLOAD: usize = 1460;

/// The hardware code of a golden verdict.
pub fn verdict_code(v: RxVerdict) -> u8 {
    (match v {
        RxVerdict::Segment => rx_verdict::SEGMENT,
        RxVerdict::SlowPath => rx_verdict::SLOW_PATH,
        RxVerdict::BadIp => rx_verdict::BAD_IP,
        RxVerdict::IpPolicy => rx_verdict::IP_POLICY,
        RxVerdict::BadTcp => rx_verdict::BAD_TCP,
        RxVerdict::Truncated => rx_verdict::TRUNCATED,
    }) as u8
}

const ETH: usize = ethernet::HEADER_LEN;
const IP: usize = ipv4::MIN_HEADER_LEN;
/// Smallest Ethernet frame without its FCS (shorter ones are padded).
pub const MIN_FRAME: usize = 60;

fn repair_ip(f: &mut [u8]) {
    if f.len() >= ETH + IP {
        ipv4::Repr::fill_checksum(&mut f[ETH..ETH + IP]);
    }
}

/// A TCP segment with random ports, numbers, flags and window, `options`, and `len` random
/// payload bytes.
pub fn random_tcp(rng: &mut TestRng, options: Vec<tcp::TcpOption>, len: usize) -> tcp::Repr {
    tcp::Repr {
        src_port: rng.gen(),
        dst_port: rng.gen(),
        seq: rng.gen(),
        ack: rng.gen(),
        flags: rng.gen(),
        window: rng.gen(),
        urgent: 0,
        options,
        payload: (0..len).map(|_| rng.gen()).collect(),
    }
}

/// A random frame and how it was made (for the test's coverage counts).
pub fn random_frame(rng: &mut TestRng, fault_prob: f64) -> Vec<u8> {
    let src = [192, 0, 2, rng.gen_range(1..255)];
    let dst = [192, 0, 2, rng.gen_range(1..255)];
    let eth = ethernet::Repr { dst: [2, 0, 0, 0, 0, 2], src: [2, 0, 0, 0, 0, 1], ethertype: ethernet::ETHERTYPE_IPV4 };
    let kind = rng.gen_range(0..100);
    let mut f = if kind < 80 {
        let mut options = Vec::new();
        if rng.gen_bool(0.5) {
            options.push(tcp::TcpOption::Timestamps { value: rng.gen(), echo: rng.gen() });
        }
        if rng.gen_bool(0.1) {
            options.push(tcp::TcpOption::Sack(vec![(rng.gen(), rng.gen())]));
        }
        let len = if rng.gen_bool(0.2) { 0 } else { log_uniform(rng, MAX_PAYLOAD) };
        let t = random_tcp(rng, options, len);
        let ip = ipv4::Repr { src, dst, protocol: ipv4::PROTOCOL_TCP, ident: rng.gen(), ttl: 64, dont_fragment: true, dscp_ecn: 0 };
        eth.emit(&ip.emit(&t.emit(src, dst)))
    } else if kind < 88 {
        // UDP (or ICMP): the slow path.
        let ip = ipv4::Repr { src, dst, protocol: if rng.gen() { 17 } else { 1 }, ident: rng.gen(), ttl: 64, dont_fragment: true, dscp_ecn: 0 };
        let n = log_uniform(rng, 200);
        eth.emit(&ip.emit(&(0..n).map(|_| rng.gen()).collect::<Vec<u8>>()))
    } else {
        // ARP or IPv6: not IPv4.
        let e = ethernet::Repr { ethertype: if rng.gen() { 0x0806 } else { 0x86DD }, ..eth };
        let n = log_uniform(rng, 100);
        e.emit(&(0..n).map(|_| rng.gen()).collect::<Vec<u8>>())
    };
    if f.len() < MIN_FRAME {
        f.resize(MIN_FRAME, 0);
    }
    if fault_prob > 0.0 && rng.gen_bool(fault_prob) {
        match rng.gen_range(0..9) {
            0 => {
                let k = rng.gen_range(0..f.len());
                f[k] ^= 1 << rng.gen_range(0..8);
            }
            1 => f.truncate(rng.gen_range(1..f.len())),
            2 => f.extend((0..rng.gen_range(1..24)).map(|_| rng.gen::<u8>())),
            3 if f.len() > ETH + IP => {
                f[ETH] = 0x40 | rng.gen_range(0..16u8);
                if rng.gen() {
                    repair_ip(&mut f);
                }
            }
            4 if f.len() > ETH + IP => {
                f[ETH + 6] |= if rng.gen() { 0x20 } else { 0x01 };
                repair_ip(&mut f);
            }
            5 if f.len() > ETH + IP => {
                let t = u16::from_be_bytes([f[ETH + 2], f[ETH + 3]]);
                let n = if rng.gen() { t.wrapping_add(rng.gen_range(1..64)) } else { rng.gen_range(0..t.max(1)) };
                f[ETH + 2..ETH + 4].copy_from_slice(&n.to_be_bytes());
                repair_ip(&mut f);
            }
            6 if f.len() > ETH + IP + 12 => {
                f[ETH + IP + 12] = rng.gen_range(0..16u8) << 4;
            }
            7 if f.len() > ETH + 9 => {
                f[ETH + 9] = rng.gen();
                repair_ip(&mut f);
            }
            _ => {
                let k = rng.gen_range(0..f.len().min(64));
                f[k] = rng.gen();
            }
        }
    }
    f
}

/// What a run checked.
#[derive(Clone, Debug, Default)]
pub struct RxCheckRun {
    pub frames: u64,
    pub beats: u64,
    pub bytes: u64,
    pub cycles: u64,
    /// Frames per golden verdict, in `rx_verdict` code order.
    pub verdicts: [u64; 6],
}

/// Holds reset for two cycles.
pub fn reset(dut: &mut dyn Dut<In = RxCheckIn, Out = RxCheckOut>) {
    for _ in 0..2 {
        dut.eval(&RxCheckIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

/// Streams `frames` through the DUT: every output beat equal to the input's, every verdict and
/// at the end every counter equal to golden's.
pub fn run_frames(
    dut: &mut dyn Dut<In = RxCheckIn, Out = RxCheckOut>,
    frames: impl IntoIterator<Item = Vec<u8>>,
    traffic: Traffic,
    rng: &mut TestRng,
) -> Result<RxCheckRun, String> {
    let mut frames = frames.into_iter().filter(|f| !f.is_empty());
    let mut src = StreamSource::new(traffic.idle);
    let ready = ReadyGen::new(traffic.stall);
    // Expected output beats: (data, keep, last, verdict on the last beat).
    let mut expected: VecDeque<(u64, u8, bool, u8)> = VecDeque::new();
    let mut run = RxCheckRun::default();
    let mut quiet = 0u64;
    let mut drained = false;
    loop {
        while src.pending() < SOURCE_LOOKAHEAD && !drained {
            match frames.next() {
                Some(f) => {
                    let v = verdict_code(classify(&f));
                    run.verdicts[v as usize] += 1;
                    let beats = packet_beats(&f, 0);
                    let n = beats.len();
                    for (i, b) in beats.iter().enumerate() {
                        expected.push_back((b.data, b.keep, b.last, if i + 1 == n { v } else { 0 }));
                    }
                    run.beats += n as u64;
                    run.bytes += f.len() as u64;
                    src.push_packet(beats);
                }
                None => drained = true,
            }
        }
        if drained && expected.is_empty() && src.pending() == 0 {
            break;
        }
        let (valid, beat) = src.drive(rng);
        let m_ready = ready.drive(rng);
        let o = dut.eval(&RxCheckIn { reset: false, s_data: beat.data, s_keep: beat.keep, s_last: beat.last, s_valid: valid, m_ready });
        let mut moved = src.advance(o.s_ready).is_some();
        if o.m_valid && m_ready {
            moved = true;
            let (data, keep, last, verdict) =
                expected.pop_front().ok_or_else(|| format!("cycle {}: a beat golden never expected", run.cycles))?;
            let got_data = o.m_data & lane_mask(o.m_keep);
            if (got_data, o.m_keep, o.m_last) != (data & lane_mask(keep), keep, last) {
                return Err(format!("frame {}: beat {:#018x}/{:#04x}/{}, sent {data:#018x}/{keep:#04x}/{last}", run.frames, o.m_data, o.m_keep, o.m_last));
            }
            if o.m_verdict != verdict {
                return Err(format!("frame {}: verdict {}, golden {verdict}", run.frames, o.m_verdict));
            }
            if last {
                run.frames += 1;
            }
        }
        dut.tick();
        run.cycles += 1;
        quiet = if moved { 0 } else { quiet + 1 };
        if quiet > HANG_CYCLES {
            return Err(format!("hang at cycle {}: {} beats expected", run.cycles, expected.len()));
        }
    }
    let o = dut.eval(&RxCheckIn::default());
    let hw = [o.cnt_segment, o.cnt_slow_path, o.cnt_bad_ip, o.cnt_ip_policy, o.cnt_bad_tcp, o.cnt_truncated].map(u64::from);
    if hw != run.verdicts {
        return Err(format!("counters {hw:?}, golden {:?}", run.verdicts));
    }
    Ok(run)
}

/// The byte mask of the kept lanes.
fn lane_mask(keep: u8) -> u64 {
    (0..8).filter(|l| keep & (1 << l) != 0).fold(0, |m, l| m | (0xFF << (8 * l)))
}
