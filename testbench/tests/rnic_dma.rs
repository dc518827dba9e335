//! rnic_dma: sixteen clients against golden's `dma::OrderedHost` in the order the block
//! takes their requests: the host port's sequence, every write's bytes and every read word
//! golden's; readers that stop taking their data for long stretches hold no other port; host
//! words with no read outstanding dropped and counted; the rate; lockstep native vs
//! Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_model::rnic::dma::{RD_PORTS, WR_PORTS};
use iwarp_testbench::blocks::rnic_dma::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: DmaEnv = DmaEnv { rate: 0.05, stall: 0.3, hog_p: 0.0005, hog: 3_000, latency: 40, stray: 0.3, max_read: MAX_READ_BYTES, max_write: 600 };

/// A port waits behind at most one grant of each of the twelve others while it can go, one
/// more for the cycle its flag takes to register.
const WAIT_BOUND: u64 = 16;

fn setup(test: &str, kind: BackendKind) -> (TestRng, DmaDut) {
    let gen = rng_for(test);
    let mut dut = dma_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 20,000 requests from sixteen ports, readers stalling their data for up to 3,000 cycles.
#[test]
fn requests_as_golden() {
    let (mut gen, mut dut) = setup("rnic_dma_random", BackendKind::Verilator);
    let mut bench = DmaBench::new(ENV, &mut gen);
    let r = bench.run(&mut dut, 20_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.reads >= 10_000 && r.writes >= 5_000 && r.words_read >= 300_000 && r.words_written >= 200_000, "{r:?}");
    assert!(r.hogs >= 50 && r.stray >= 15, "{r:?}");
    assert!(r.worst_wait_grants <= WAIT_BOUND, "{r:?}");
}

/// Every port always asking: cycles a request (one-word reads, all taken at once; 64-byte
/// writes).
#[test]
fn requests_back_to_back() {
    let (mut gen, mut dut) = setup("rnic_dma_rate", BackendKind::Verilator);
    let env = DmaEnv { rate: 1.0, stall: 0.0, hog_p: 0.0, hog: 1, latency: 1, stray: 0.0, max_read: 8, max_write: 64 };
    let mut bench = DmaBench::new(env, &mut gen);
    let r = bench.run(&mut dut, 20_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let per = r.cycles as f64 / (r.reads + r.writes) as f64;
    println!("{r:?}: {per:.2} cycles a request");
    assert!(per <= 6.0, "{per:.2} cycles a request");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_dma_lockstep", BackendKind::Lockstep);
    let mut bench = DmaBench::new(DmaEnv { hog: 300, max_read: 256, max_write: 128, ..ENV }, &mut gen);
    let r = bench.run(&mut dut, 2_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.reads >= 800 && r.words_read >= 8_000 && r.hogs >= 20, "{r:?}");
}

/// The yosys netlist of rtl/rnic_dma.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_dma_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut bench = DmaBench::new(DmaEnv { hog: 300, max_read: 256, max_write: 128, ..ENV }, &mut gen);
    let r = bench.run(&mut dut, 2_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.reads >= 800 && r.words_read >= 8_000 && r.hogs >= 20, "{r:?}");
}

/// Random stimulus (requests dropped mid-way, words with no read), a reset, then a clean
/// run from a fresh start.
#[test]
fn reset_forgets_everything() {
    let (mut gen, mut dut) = setup("rnic_dma_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..2_000) {
            let mut rd = [RdPort::default(); RD_PORTS];
            for p in rd.iter_mut() {
                *p = RdPort { valid: gen.gen(), addr: gen.gen::<u64>() & !0xFFF, len: gen.gen_range(1..=4096), data_ready: gen.gen() };
            }
            let mut wr = [WrPort::default(); WR_PORTS];
            for p in wr.iter_mut() {
                *p = WrPort { valid: gen.gen(), addr: gen.gen(), len: gen.gen_range(1..600), wd_valid: gen.gen(), data: gen.gen(), keep: 0xFF, last: gen.gen_bool(0.1) };
            }
            let i = drive(&rd, &wr, gen.gen(), gen.gen(), gen.gen_bool(0.5).then(|| gen.gen()));
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..10 {
            let o = dut.eval(&DmaIn::default());
            assert!(!o.m_req_valid && !o.m_wd_valid && o.idle && o.cnt_reads == 0 && o.cnt_writes == 0 && o.cnt_stray == 0, "{o:?}");
            dut.tick();
        }
        let mut bench = DmaBench::new(DmaEnv { hog: 300, ..ENV }, &mut gen);
        bench.run(&mut dut, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any rate, backpressure, latency, data stalls and lengths.
    #[test]
    fn any_environment(seed: u64, rate in 0.01f64..1.0, stall in 0.0f64..0.8, hog_p in 0.0f64..0.01, hog in 1u64..2_000, latency in 1u64..100, stray in 0.0f64..0.2, max_read in 1u16..=4096, max_write in 1u16..2_000) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = dma_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_dma_proptest");
        reset(&mut dut);
        let mut bench = DmaBench::new(DmaEnv { rate, stall, hog_p, hog, latency, stray, max_read, max_write }, &mut gen);
        let r = bench.run(&mut dut, 500, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
        prop_assert!(r.unwrap().worst_wait_grants <= WAIT_BOUND);
    }
}

