//! mpa_rx against golden's MPA receiver.

use iwarp_golden::mpa_stream::Framer;
use iwarp_golden::wire::mpa::mulpdu;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::mpa_rx::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use rand::{Rng, SeedableRng};

const SMOOTH: Traffic = Traffic { idle: 0.0, stall: 0.0 };
const ROUGH: Traffic = Traffic { idle: 0.3, stall: 0.3 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, TestRng, RxDut) {
    let mut gen = rng_for(test);
    let traffic_rng = TestRng::seed_from_u64(gen.gen());
    let mut dut = rx_dut(kind, test);
    reset(&mut dut);
    (gen, traffic_rng, dut)
}

/// A valid DDP-looking ULPDU (first byte T bit random) of 18..=max bytes.
fn ulpdu(rng: &mut TestRng, max: usize) -> Vec<u8> {
    let n = ((rng.gen::<f64>() * (max as f64).ln()).exp() as usize).clamp(18, max);
    let mut u: Vec<u8> = (0..n).map(|_| rng.gen()).collect();
    u[0] = if rng.gen() { 0xC1 } else { 0x41 };
    u
}

fn streams(rng: &mut TestRng, cfgs: &[RxConnCfg], fpdus: usize, max: usize) -> Vec<Vec<u8>> {
    cfgs.iter()
        .map(|c| {
            let mut f = Framer::new(c.start_offset, c.markers, c.crc);
            (0..fpdus).flat_map(|_| f.push(&ulpdu(rng, max))).collect()
        })
        .collect()
}

#[test]
fn smoke_one_connection() {
    let (mut gen, mut t, mut dut) = setup("mpa_rx_smoke_one_connection", BackendKind::Verilator);
    let cfgs = [RxConnCfg { markers: true, crc: true, start_offset: 0, max_ulpdu: 1442 }];
    let s = streams(&mut gen, &cfgs, 10, 1442);
    let segs = segment_streams(&mut gen, &cfgs, &s, 1460);
    let run = run_rx(&mut dut, &cfgs, &s, segs, SMOOTH, &mut t).unwrap();
    println!("{run:?}");
    assert_eq!(run.fpdus, 10);
    let _ = (ROUGH, mulpdu(1460, true));
}


/// Eight connections: every M/C combination twice, random 4-aligned starts (two just before
/// sequence wrap), MULPDU-limited ULPDUs.
fn connections(rng: &mut TestRng, emss: usize) -> Vec<RxConnCfg> {
    (0..8)
        .map(|i| RxConnCfg {
            markers: i & 1 != 0,
            crc: i & 2 != 0,
            start_offset: if i >= 6 { 0u32.wrapping_sub(4 * rng.gen_range(1..600)) } else { rng.gen::<u32>() & !3 },
            max_ulpdu: mulpdu(emss, i & 1 != 0) as u16,
        })
        .collect()
}

#[test]
fn interleaved_connections_rough_traffic() {
    let kind = if std::env::var("DBG_NATIVE").is_ok() { BackendKind::Native } else { BackendKind::Verilator };
    let (mut gen, mut t, mut dut) = setup("mpa_rx_interleaved_connections_rough_traffic", kind);
    let cfgs = connections(&mut gen, 1460);
    let s: Vec<Vec<u8>> = cfgs.iter().map(|c| {
        let mut f = Framer::new(c.start_offset, c.markers, c.crc);
        (0..200).flat_map(|_| f.push(&ulpdu(&mut gen, c.max_ulpdu as usize))).collect()
    }).collect();
    let segs = segment_streams(&mut gen, &cfgs, &s, 1460);
    let run = run_rx(&mut dut, &cfgs, &s, segs, ROUGH, &mut t).unwrap();
    println!("{run:?}");
    assert_eq!(run.fpdus, 1600);
}

