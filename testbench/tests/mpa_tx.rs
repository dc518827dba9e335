//! mpa_tx against golden's MPA framer: byte exact, every M/C combination, interleaved
//! connections, random idle and backpressure, on Verilator and in lockstep with native.

use iwarp_golden::wire::mpa::mulpdu;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::mpa_tx::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use rand::{Rng, SeedableRng};

const SMOOTH: Traffic = Traffic { idle: 0.0, stall: 0.0 };
const ROUGH: Traffic = Traffic { idle: 0.3, stall: 0.3 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, TestRng, TxDut) {
    let mut gen = rng_for(test);
    let traffic_rng = TestRng::seed_from_u64(gen.gen());
    let mut dut = tx_dut(kind, test);
    reset(&mut dut);
    (gen, traffic_rng, dut)
}

/// Eight connections: every M/C combination twice, random 4-aligned starts, two of them just
/// before sequence wrap.
fn connections(rng: &mut TestRng) -> Vec<ConnCfg> {
    (0..8)
        .map(|i| ConnCfg {
            markers: i & 1 != 0,
            crc: i & 2 != 0,
            start_offset: if i >= 6 { 0u32.wrapping_sub(4 * rng.gen_range(1..600)) } else { rng.gen::<u32>() & !3 },
        })
        .collect()
}

/// Jobs over `conns`, switching connection after runs of 1..4 ULPDUs (segment-like).
fn jobs(rng: &mut TestRng, conns: usize, n: usize, emss: usize) -> Vec<TxJob> {
    let mut v = Vec::with_capacity(n);
    while v.len() < n {
        let conn = rng.gen_range(0..conns) as u8;
        for _ in 0..rng.gen_range(1..=4) {
            let max = mulpdu(emss, true);
            v.push(TxJob { conn, ulpdu: random_ulpdu(rng, max) });
        }
    }
    v.truncate(n);
    v
}

#[test]
fn smoke_one_connection() {
    let (mut gen, mut t, mut dut) = setup("smoke_one_connection", BackendKind::Verilator);
    let conns = [ConnCfg { markers: true, crc: true, start_offset: 0 }];
    let jobs: Vec<TxJob> = (0..20).map(|_| TxJob { conn: 0, ulpdu: random_ulpdu(&mut gen, 1500) }).collect();
    let run = run_tx(&mut dut, &conns, jobs, SMOOTH, &mut t).unwrap();
    println!("{run:?}");
    assert_eq!(run.fpdus, 20);
}

#[test]
fn interleaved_connections_rough_traffic() {
    let (mut gen, mut t, mut dut) = setup("interleaved_connections_rough_traffic", BackendKind::Verilator);
    let conns = connections(&mut gen);
    let j = jobs(&mut gen, conns.len(), 3000, 1460);
    let run = run_tx(&mut dut, &conns, j, ROUGH, &mut t).unwrap();
    println!("{run:?}");
    assert_eq!(run.fpdus, 3000);
}
