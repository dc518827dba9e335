//! rnic_cqf: the completion former against golden's `cqf::CompletionFormer`: the fetcher's
//! records and completions and both engines' completions in, every host completion and every
//! count back golden's in order, misuse dropped and counted; the rate; lockstep native vs
//! Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_cqf::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: CqfEnv = CqfEnv { rate: 0.3, stall: 0.3, misuse: 0.03 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, CqfDut) {
    let gen = rng_for(test);
    let mut dut = cqf_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 30,000 records through 32 queues, each completed by its engine, under backpressure.
#[test]
fn completions_as_golden() {
    let (mut gen, mut dut) = setup("rnic_cqf_random", BackendKind::Verilator);
    let mut bench = CqfBench::new(ENV);
    let r = bench.run(&mut dut, 30_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.posts >= 30_000 && r.sends >= 10_000 && r.recvs >= 10_000 && r.passed >= 1_000, "{r:?}");
    assert!(r.silent >= 1_000 && r.flushed >= 1_000 && r.protection >= 1_000 && r.dropped >= 100, "{r:?}");
    assert!(r.dones > r.sends + r.recvs, "every completed record counted back, and the overflows: {r:?}");
}

/// Records and send completions back to back, nothing stalled: cycles a completion.
#[test]
fn completions_back_to_back() {
    let (mut gen, mut dut) = setup("rnic_cqf_rate", BackendKind::Verilator);
    let mut bench = CqfBench::new(CqfEnv { rate: 1.0, stall: 0.0, misuse: 0.0 });
    let r = bench.run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let inputs = r.posts + r.sends + r.recvs + r.passed;
    let per = r.cycles as f64 / inputs as f64;
    println!("{r:?}: {per:.2} cycles an input");
    // A record 2 cycles, a completion 5 (4 when silent), a passed completion 2.
    assert!(per <= 4.0, "{per:.2} cycles an input");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_cqf_lockstep", BackendKind::Lockstep);
    let mut bench = CqfBench::new(ENV);
    assert!(bench.run(&mut dut, 2_000, &mut gen).unwrap_or_else(|e| panic!("{e}")).posts >= 2_000);
}

/// The yosys netlist of rtl/rnic_cqf.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_cqf_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut bench = CqfBench::new(ENV);
    assert!(bench.run(&mut dut, 2_000, &mut gen).unwrap_or_else(|e| panic!("{e}")).posts >= 2_000);
}

/// Random stimulus, a reset, then a clean run: every record forgotten (a completion for an
/// old one is dropped), counters zero.
#[test]
fn reset_forgets_every_record() {
    let (mut gen, mut dut) = setup("rnic_cqf_reset", BackendKind::Verilator);
    for _ in 0..3 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(300..800) {
            let i = CqfIn {
                s_post_valid: gen.gen(),
                s_post_qp: gen.gen_range(0..16),
                s_post_recv: gen.gen(),
                s_post_slot: gen.gen_range(0..16),
                s_post_signaled: gen.gen(),
                s_tx_valid: gen.gen(),
                s_tx_qp: gen.gen_range(0..16),
                s_tx_id: gen.gen(),
                s_rx_valid: gen.gen(),
                s_rx_qp: gen.gen_range(0..16),
                s_rx_slot: gen.gen_range(0..16),
                m_cqe_ready: gen.gen(),
                m_done_ready: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        let o = dut.eval(&CqfIn::default());
        assert!(o.cnt_written == 0 && o.cnt_silent == 0 && o.cnt_dropped == 0 && !o.m_cqe_valid && !o.m_done_valid, "{o:?}");
        let mut bench = CqfBench::new(ENV);
        bench.run(&mut dut, 800, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any input rate, backpressure and share of misuse.
    #[test]
    fn any_environment(seed: u64, rate in 0.02f64..1.0, stall in 0.0f64..0.8, misuse in 0.0f64..0.3) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = cqf_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_cqf_proptest");
        reset(&mut dut);
        let mut bench = CqfBench::new(CqfEnv { rate, stall, misuse });
        let r = bench.run(&mut dut, 400, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
