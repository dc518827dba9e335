//! rnic_toecmd: the TOE's host command port shared by the driver's TOE command ring (its
//! entries fetched against golden's `toe_cmdq::CommandQueue`, refused entries answered
//! BAD_COMMAND), the send-ring writer's SENDs and the receive side's commands, round robin,
//! every answer to its source; doorbell misuse refused and counted; lockstep native vs
//! Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_toecmd::*;
use iwarp_golden::host_if::doorbell;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: ToeCmdEnv = ToeCmdEnv { send_rate: 0.04, auto_rate: 0.04, drv_rate: 0.05, bad: 0.2, stall: 0.3, toe_delay: 12, latency: 30, room_flip: 0.005, misuse: 0.002, log: 3, toe_holds: false };

fn setup(test: &str, kind: BackendKind) -> (TestRng, ToeCmdDut) {
    let gen = rng_for(test);
    let mut dut = toecmd_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// Inputs that let rnic_toecmd finish whatever it holds, with no room in the event ring (so no
/// driver entry is fetched) and nothing new offered.
fn settle_in() -> ToeCmdIn {
    ToeCmdIn { m_rd_ready: true, s_dma_data_valid: true, m_host_ready: true, s_ans_valid: true, m_send_ans_ready: true, m_ans_ready: true, eq_room: false, ..Default::default() }
}

/// Runs `settle_in` until the block is idle (at most 64 cycles).
fn settle(dut: &mut ToeCmdDut) {
    for _ in 0..64 {
        let idle = dut.eval(&settle_in()).idle;
        dut.tick();
        if idle {
            return;
        }
    }
    panic!("rnic_toecmd did not settle");
}

/// Writes one doorbell register with no room in the event ring, then runs four cycles
/// checking that no entry is fetched.
fn ring_quietly(dut: &mut ToeCmdDut, addr: u32, data: u32) {
    let mut taken = false;
    for _ in 0..64 {
        taken = dut.eval(&ToeCmdIn { s_db_valid: true, s_db_addr: addr as u16, s_db_data: data, ..settle_in() }).s_db_ready;
        dut.tick();
        if taken {
            break;
        }
    }
    assert!(taken, "doorbell {addr:#x} not taken");
    for _ in 0..4 {
        assert!(!dut.eval(&settle_in()).m_rd_valid, "an entry fetched with no room for its answer");
        dut.tick();
    }
}

/// A producer index that posts nothing (equal to the entries fetched: a repeated doorbell, or
/// the index a restart left) is taken and fetches nothing, with room in the event ring; the
/// next entry posted is fetched at its slot.
#[test]
fn a_doorbell_that_posts_nothing_fetches_nothing() {
    const RING_BASE: u32 = 0x4000;
    let (_, mut dut) = setup("rnic_toecmd_noop_doorbell", BackendKind::Verilator);
    settle(&mut dut);
    ring_quietly(&mut dut, doorbell::TQ_BASE_LO, RING_BASE);
    ring_quietly(&mut dut, doorbell::TQ_BASE_HI, 0);
    ring_quietly(&mut dut, doorbell::TQ_LOG, 3);
    for _ in 0..3 {
        ring_quietly(&mut dut, doorbell::TQ_PI, 0);
        for _ in 0..16 {
            let o = dut.eval(&ToeCmdIn { eq_room: true, ..settle_in() });
            assert!(!o.m_rd_valid, "an entry fetched with none posted: {o:?}");
            dut.tick();
        }
        assert_eq!(dut.eval(&settle_in()).cnt_bad_db, 0, "a producer index equal to the fetched refused");
    }
    ring_quietly(&mut dut, doorbell::TQ_PI, 1);
    let mut fetched = None;
    for _ in 0..16 {
        let o = dut.eval(&ToeCmdIn { eq_room: true, m_rd_ready: false, ..settle_in() });
        dut.tick();
        if o.m_rd_valid {
            fetched = Some(o.m_rd_addr);
            break;
        }
    }
    assert_eq!(fetched, Some(u64::from(RING_BASE)), "the one entry posted not fetched at the ring's slot 0");
}

/// 30,000 commands from the three sources into a TOE answering after up to 12 cycles.
#[test]
fn commands_as_golden() {
    let (mut gen, mut dut) = setup("rnic_toecmd_random", BackendKind::Verilator);
    let mut bench = ToeCmdBench::new(ENV).unwrap();
    let r = bench.run(&mut dut, 30_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.answered >= 10_000 && r.refused >= 1_500 && r.sends >= 5_000 && r.autos >= 5_000, "{r:?}");
    assert!(r.answered == r.posted && r.laps >= 1_000 && r.held_for_room >= 1_000 && r.bad_doorbells >= 20, "{r:?}");
    // Round robin: a hardware command waits for at most the two other sources' commands.
    assert!(r.send_wait <= 120 && r.auto_wait <= 120, "{r:?}");
}

/// 10,000 commands into a TOE that answers each while it still holds it, as the composed
/// `toe` does (its `s_host` taken with the answer): found by the first two-node run, where
/// the block waited for the command's take before it took an answer, and the TOE the reverse.
#[test]
fn answers_while_the_toe_holds_the_command() {
    let (mut gen, mut dut) = setup("rnic_toecmd_holds", BackendKind::Verilator);
    let mut bench = ToeCmdBench::new(ToeCmdEnv { toe_holds: true, ..ENV }).unwrap();
    let r = bench.run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.answered >= 3_000 && r.sends >= 1_500 && r.autos >= 1_500 && r.answered == r.posted, "{r:?}");
}

/// Both hardware sources always offering, the TOE answering at once: cycles a command
/// (3.5: the command taken, offered, answered, and a SEND's answer handed back).
#[test]
fn commands_back_to_back() {
    let (mut gen, mut dut) = setup("rnic_toecmd_rate", BackendKind::Verilator);
    let env = ToeCmdEnv { send_rate: 1.0, auto_rate: 1.0, drv_rate: 0.0, bad: 0.0, stall: 0.0, toe_delay: 0, latency: 1, room_flip: 0.0, misuse: 0.0, log: 4, toe_holds: false };
    let mut bench = ToeCmdBench::new(env).unwrap();
    let r = bench.run(&mut dut, 10_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let per = r.cycles as f64 / (r.sends + r.autos) as f64;
    println!("{r:?}: {per:.2} cycles a command");
    assert!(per <= 5.0, "{per:.2} cycles a command");
    // Both sources offering every cycle: round robin takes them in turn.
    assert!(r.sends.abs_diff(r.autos) <= 1 && r.send_wait <= 20 && r.auto_wait <= 20, "{r:?}");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_toecmd_lockstep", BackendKind::Lockstep);
    let mut bench = ToeCmdBench::new(ENV).unwrap();
    let r = bench.run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.answered >= 500, "{r:?}");
}

/// The yosys netlist of rtl/rnic_toecmd.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_toecmd_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut bench = ToeCmdBench::new(ENV).unwrap();
    let r = bench.run(&mut dut, 3_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.cycles >= 10_000, "{r:?}");
}

/// Random stimulus, a reset, then a clean run from a fresh start (the ring not started,
/// counters zero).
#[test]
fn reset_forgets_the_ring() {
    let (mut gen, mut dut) = setup("rnic_toecmd_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..400) {
            // The TOE's rule even here: an answer to a command it holds takes the command.
            let ans = gen.gen();
            let i = ToeCmdIn {
                s_db_valid: gen.gen_bool(0.2),
                s_db_addr: 0x3000 + 4 * gen.gen_range(0..4),
                s_db_data: gen.gen_range(0..20),
                m_rd_ready: gen.gen(),
                s_dma_data_valid: gen.gen(),
                s_dma_data: gen.gen(),
                s_send_valid: gen.gen(),
                s_auto_valid: gen.gen(),
                m_host_ready: ans || gen.gen(),
                s_ans_valid: ans,
                m_send_ans_ready: gen.gen(),
                m_ans_ready: gen.gen(),
                eq_room: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        // Leave entries posted and not fetched (no room for their answers) at the reset: the
        // ring's restart after it must not fetch them, nor an entry at slot 0.
        settle(&mut dut);
        ring_quietly(&mut dut, doorbell::TQ_LOG, 3);
        ring_quietly(&mut dut, doorbell::TQ_PI, 5);
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..10 {
            let o = dut.eval(&ToeCmdIn { eq_room: true, ..Default::default() });
            assert!(!o.m_rd_valid && !o.m_host_valid && !o.m_ans_valid && !o.m_send_ans_valid && o.idle && o.cnt_cmds == 0 && o.cnt_bad_db == 0, "{o:?}");
            dut.tick();
        }
        let mut bench = ToeCmdBench::new(ENV).unwrap();
        bench.run(&mut dut, 1_000, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any rates, refusals, backpressure, TOE delay, DMA latency, room, misuse, ring size.
    #[test]
    fn any_environment(seed: u64, send_rate in 0.0f64..1.0, auto_rate in 0.0f64..1.0, drv_rate in 0.01f64..0.5, bad in 0.0f64..1.0, stall in 0.0f64..0.8, toe_delay in 0u64..40, latency in 1u64..60, room_flip in 0.0f64..0.1, misuse in 0.0f64..0.02, log in 1u8..=6, toe_holds: bool) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = toecmd_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_toecmd_proptest");
        reset(&mut dut);
        let mut bench = ToeCmdBench::new(ToeCmdEnv { send_rate, auto_rate, drv_rate, bad, stall, toe_delay, latency, room_flip, misuse, log, toe_holds }).unwrap();
        let r = bench.run(&mut dut, 400, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
