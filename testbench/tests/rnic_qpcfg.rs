//! rnic_qpcfg: the QP table's changes fanned out to the engines' configurations and the
//! blocks' copies, against golden `qp_cfg::fan_out` and the order it states, under
//! backpressure; lockstep native vs Verilator and the post-synthesis netlist; reset;
//! proptest; the cycles a change costs.

use iwarp_golden::host_if::QpState;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_qpcfg::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: QpCfgEnv = QpCfgEnv { rate: 0.5, stall: 0.4, dead: 0.1 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, QpCfgDut) {
    let gen = rng_for(test);
    let mut dut = qpcfg_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 20,000 changes of every state, live and destroyed, with every output stalling.
#[test]
fn changes_fan_out_as_golden() {
    let (mut gen, mut dut) = setup("rnic_qpcfg_random", BackendKind::Verilator);
    let r = QpCfgBench::new(ENV).run(&mut dut, 20_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.changes == 20_000 && r.rdma_on >= 2_000 && r.rdma_off >= 2_000 && r.ddprx_cfgs >= 2_000, "{r:?}");
    assert_eq!(r.copies, 3 * r.changes, "{r:?}");
    assert!(r.configs >= 5 * r.rdma_on + 3 * r.rdma_off, "{r:?}");
}

/// Every output always ready, a change always offered: two cycles a change that configures
/// nothing, three one that does.
#[test]
fn changes_back_to_back() {
    let (mut gen, mut dut) = setup("rnic_qpcfg_rate", BackendKind::Verilator);
    let r = QpCfgBench::new(QpCfgEnv { rate: 1.0, stall: 0.0, dead: 0.1 }).run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let configuring = r.rdma_on + r.rdma_off + r.ddprx_cfgs;
    let want = 2 * r.changes + configuring;
    println!("{r:?}: {:.2} cycles a change ({configuring} of {} configuring)", r.cycles as f64 / r.changes as f64, r.changes);
    assert!(r.cycles <= want + 10, "{} cycles for {want}", r.cycles);
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_qpcfg_lockstep", BackendKind::Lockstep);
    let r = QpCfgBench::new(ENV).run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.rdma_on >= 200, "{r:?}");
}

/// The yosys netlist of rtl/rnic_qpcfg.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_qpcfg_post_synthesis_lockstep", BackendKind::PostSynth);
    let r = QpCfgBench::new(ENV).run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.rdma_off >= 200, "{r:?}");
}

/// Random stimulus, a reset mid-change, then nothing owed, counters zero, and a clean run.
#[test]
fn reset_forgets_the_change_in_hand() {
    let (mut gen, mut dut) = setup("rnic_qpcfg_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..200) {
            let mut i = QpCfgIn { m_ring_ready: gen.gen_bool(0.2), m_wq_ready: gen.gen_bool(0.2), m_ddprx_ready: gen.gen_bool(0.2), ..Default::default() };
            let mut c = random_change(&mut gen, 0.1);
            c.state = [QpState::Init, QpState::Rts, QpState::Error][gen.gen_range(0..3)] as u8;
            if gen.gen() {
                drive(&mut i, &c);
            }
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..10 {
            let all = QpCfgIn { m_ring_ready: true, m_ack_ready: true, m_tx_ready: true, m_rx_ready: true, m_ddptx_ready: true, m_ddprx_ready: true, m_wq_ready: true, m_toeev_ready: true, m_qperr_ready: true, ..Default::default() };
            let o = dut.eval(&all);
            let any = o.m_ring_valid || o.m_ack_valid || o.m_tx_valid || o.m_rx_valid || o.m_ddptx_valid || o.m_ddprx_valid || o.m_wq_valid || o.m_toeev_valid || o.m_qperr_valid;
            assert!(!any && o.idle && o.s_qp_ready && o.cnt_changes == 0 && o.cnt_rdma_on == 0 && o.cnt_rdma_off == 0, "{o:?}");
            dut.tick();
        }
        QpCfgBench::new(ENV).run(&mut dut, 500, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any offer rate, backpressure and share of destroyed QPs.
    #[test]
    fn any_environment(seed: u64, rate in 0.01f64..1.0, stall in 0.0f64..0.95, dead in 0.0f64..1.0) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = qpcfg_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_qpcfg_proptest");
        reset(&mut dut);
        let r = QpCfgBench::new(QpCfgEnv { rate, stall, dead }).run(&mut dut, 600, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
