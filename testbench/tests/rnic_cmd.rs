//! rnic_cmd: the command processor against golden's `host_cmd` on random command streams
//! (every operation, corrupted entries, events between commands, doorbell misuse) through
//! the driver's rings with DMA latency and backpressure; the driver's `Device` API against
//! it; lockstep native vs Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_driver::Device;
use iwarp_golden::host_if::{Cmd, CmdStatus, MpaLink, MrCmd, QpState, CMD_BYTES};
use iwarp_golden::mr::{rights, stag};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::rnic_cmd::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const ENV: Env = Env { stall: 0.3, latency: (1, 40), pause_p: 0.002, pause: 300 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, CmdDut) {
    let gen = rng_for(test);
    let mut dut = cmd_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 4 ring geometries (down to 2-entry rings, so the completion ring laps often), 5,000
/// commands each (20,000 in all): every completion, MR table and QP context equal to golden's.
#[test]
fn commands_match_golden() {
    let (mut gen, mut dut) = setup("rnic_cmd_random", BackendKind::Verilator);
    let mut total = CmdRun::default();
    for (cmd_log, cq_log) in [(1, 1), (3, 2), (2, 5), (6, 4)] {
        reset(&mut dut);
        let mut bench = Bench::new(cmd_log, cq_log, ENV);
        let r = bench.run_random(&mut dut, &mut Gen::default(), 5_000, &mut gen).unwrap_or_else(|e| panic!("rings 2^{cmd_log} / 2^{cq_log}: {e}"));
        total.commands += r.commands;
        for k in 0..4 {
            total.statuses[k] += r.statuses[k];
        }
        for k in 0..8 {
            total.ops[k] += r.ops[k];
        }
        total.undecodable += r.undecodable;
        total.tlb_commands += r.tlb_commands;
        total.events += r.events;
        total.events_applied += r.events_applied;
        total.qp_updates += r.qp_updates;
        total.bad_doorbells += r.bad_doorbells;
        total.laps += r.laps;
        total.cycles += r.cycles;
    }
    println!("{total:?}");
    assert_eq!(total.commands, 20_000);
    let [ok, bad_cmd, bad_state, full] = total.statuses;
    assert!(ok >= 4_000 && bad_cmd >= 2_000 && bad_state >= 2_000 && full == 0, "{total:?}");
    assert!(total.ops[1..].iter().all(|&n| n >= 700) && total.undecodable >= 700, "every operation and undecodable entries: {total:?}");
    assert!(total.tlb_commands >= 4_000 && total.events_applied >= 200 && total.events > total.events_applied, "{total:?}");
    assert!(total.bad_doorbells >= 400 && total.laps >= 2_000 && total.qp_updates >= 2_000, "{total:?}");
}

/// The driver's own API (open, register memory, submit, poll) on the block: the lifecycle of
/// regions and QPs a verbs user goes through, each status golden's.
#[test]
fn the_drivers_device_api_against_the_block() {
    let (mut gen, mut dut) = setup("rnic_cmd_driver", BackendKind::Verilator);
    let (mut bench, host) = Bench::for_driver(4, 3, ENV);
    let mut dev = Device::open(host, rings(4, 3)).unwrap();
    let mr = |s: u32, pbl: u64, length: u64| MrCmd { stag: s, pd: 3, rights: rights::LOCAL_WRITE | rights::REMOTE_WRITE, page_2m: false, base_va: 0x7f00_0000_1000, length, pbl };
    let mut submitted = 0u64;
    let mut run = |dev: &mut Device<SimHost>, bench: &mut Bench, what: &str, submit: &mut dyn FnMut(&mut Device<SimHost>) -> u64, want: CmdStatus| {
        let id = submit(dev);
        submitted += 1;
        for _ in 0..5_000 {
            bench.idle_cycles(&mut dut, 1, &mut gen).unwrap_or_else(|e| panic!("{what}: {e}"));
            if let Some(c) = dev.poll_command().unwrap() {
                let (gid, gstatus) = bench.take_expected().expect("golden saw the command");
                assert_eq!((c.cmd_id, c.status), (id, gstatus), "{what}: the block against golden");
                assert_eq!((gid, c.status), (id, want), "{what}");
                bench.check_tables().unwrap_or_else(|e| panic!("{what}: {e}"));
                return;
            }
        }
        panic!("{what}: no completion");
    };
    let pages: Vec<u64> = (0..3).map(|k| 0x4000_0000 + 0x1_0000 * k).collect();
    run(&mut dev, &mut bench, "register", &mut |d| d.register_memory(mr(stag(5, 0x21), 0x8000, 3 * 4096), &pages).unwrap(), CmdStatus::Ok);
    run(&mut dev, &mut bench, "register a used entry", &mut |d| d.register_memory(mr(stag(5, 0x22), 0x9000, 4096), &pages[..1]).unwrap(), CmdStatus::BadState);
    run(&mut dev, &mut bench, "invalidate, the wrong key", &mut |d| d.submit(Cmd::MrInvalidate { cmd_id: 0, stag: stag(5, 0x22) }).unwrap(), CmdStatus::BadState);
    run(&mut dev, &mut bench, "invalidate", &mut |d| d.submit(Cmd::MrInvalidate { cmd_id: 0, stag: stag(5, 0x21) }).unwrap(), CmdStatus::Ok);
    run(&mut dev, &mut bench, "fast-register", &mut |d| d.submit(Cmd::MrFastRegister { cmd_id: 0, mr: mr(stag(5, 0x23), 0x8000, 2 * 4096) }).unwrap(), CmdStatus::Ok);
    run(&mut dev, &mut bench, "deregister", &mut |d| d.submit(Cmd::MrDeregister { cmd_id: 0, stag: stag(5, 0) }).unwrap(), CmdStatus::Ok);
    run(&mut dev, &mut bench, "register past the table", &mut |d| d.register_memory(mr(stag(5000, 1), 0x9000, 4096), &pages[..1]).unwrap(), CmdStatus::BadCommand);
    let create = Cmd::QpCreate { cmd_id: 0, qp: 7, pd: 3, sq_log: 6, rq_log: 5, sq_base: 0x30_0000, rq_base: 0x31_0000, cq: 2 };
    run(&mut dev, &mut bench, "create", &mut |d| d.submit(create).unwrap(), CmdStatus::Ok);
    run(&mut dev, &mut bench, "create again", &mut |d| d.submit(create).unwrap(), CmdStatus::BadState);
    for (k, s) in [QpState::Init, QpState::Rtr, QpState::Rts].into_iter().enumerate() {
        let mpa = MpaLink { s0_tx: 0xFFFF_FF00 + k as u32, s0_rx: 0x100 * k as u32, sent_s0: 77, acked: 70, markers_tx: true, markers_rx: k == 1, crc: true, kept: 0x5A };
        let m = Cmd::QpModify { cmd_id: 0, qp: 7, state: s, ird: 4, ord: 8, conn: 300 + k as u16, mulpdu: 1448, mpa };
        run(&mut dev, &mut bench, "modify", &mut |d| d.submit(m).unwrap(), CmdStatus::Ok);
    }
    let e = &bench_golden_qp(&bench, 7);
    assert_eq!((e.conn, e.ird, e.ord, e.mulpdu), (302, 4, 8, 1448), "ready to send took the connection");
    let link = MpaLink { s0_tx: 0xFFFF_FF02, s0_rx: 0x200, sent_s0: 77, acked: 70, markers_tx: true, markers_rx: false, crc: true, kept: 0x5A };
    assert_eq!(e.mpa, link, "and the MPA start-up's results");
    run(&mut dev, &mut bench, "destroy in ready to send", &mut |d| d.submit(Cmd::QpDestroy { cmd_id: 0, qp: 7 }).unwrap(), CmdStatus::BadState);
    run(&mut dev, &mut bench, "abort", &mut |d| d.submit(Cmd::QpModify { cmd_id: 0, qp: 7, state: QpState::Error, ird: 0, ord: 0, conn: 0, mulpdu: 0, mpa: MpaLink::default() }).unwrap(), CmdStatus::Ok);
    run(&mut dev, &mut bench, "destroy", &mut |d| d.submit(Cmd::QpDestroy { cmd_id: 0, qp: 7 }).unwrap(), CmdStatus::Ok);
    assert_eq!(submitted, 15);
    assert_eq!(dev.commands_outstanding(), 0);
}

fn bench_golden_qp(bench: &Bench, qp: u16) -> iwarp_golden::host_cmd::QpEntry {
    bench.golden().qps[&qp].clone()
}

/// With memory answering at once and nothing held back, batches of commands run back to
/// back: the cycles a command costs (fetch, decode, the TLB or QP table, the completion).
#[test]
fn commands_back_to_back() {
    let (mut gen, mut dut) = setup("rnic_cmd_rate", BackendKind::Verilator);
    let mut bench = Bench::new(6, 6, Env { stall: 0.0, latency: (1, 1), pause_p: 0.0, pause: 0 });
    let base = bench.start(&mut dut);
    let mut g = Gen::default();
    g.corrupt = 0.0;
    for _ in 0..40 {
        let list = (0..64).map(|_| g.command(&mut bench, &mut gen)).collect();
        bench.exec(&mut dut, Step::Batch(list), &mut gen).unwrap();
    }
    let r = bench.finish(&mut dut, &base, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    let per = r.cycles as f64 / r.commands as f64;
    println!("{} commands in {} cycles: {per:.1} cycles a command", r.commands, r.cycles);
    assert_eq!(r.commands, 2_560);
    assert!(per <= 30.0, "{per:.1} cycles a command");
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("rnic_cmd_lockstep", BackendKind::Lockstep);
    let mut bench = Bench::new(2, 2, ENV);
    assert_eq!(bench.run_random(&mut dut, &mut Gen::default(), 200, &mut gen).unwrap_or_else(|e| panic!("{e}")).commands, 200);
}

/// The yosys netlist of rtl/rnic_cmd.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("rnic_cmd_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut bench = Bench::new(3, 2, ENV);
    assert_eq!(bench.run_random(&mut dut, &mut Gen::default(), 300, &mut gen).unwrap_or_else(|e| panic!("{e}")).commands, 300);
}

/// Random stimulus on every input, a reset, then a clean run matches golden from a fresh
/// start (the reset forgets the rings, the QPs and the counters).
#[test]
fn reset_forgets_everything() {
    let (mut gen, mut dut) = setup("rnic_cmd_reset", BackendKind::Verilator);
    for _ in 0..4 {
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..400) {
            let i = CmdIn {
                s_db_valid: gen.gen(),
                s_db_addr: 4 * gen.gen_range(0..10),
                s_db_data: gen.gen_range(0..20),
                m_rd_ready: gen.gen(),
                s_dma_data_valid: gen.gen(),
                s_dma_data: gen.gen(),
                m_wr_ready: gen.gen(),
                m_wd_ready: gen.gen(),
                m_tlb_ready: gen.gen(),
                s_tlb_ack_valid: gen.gen(),
                s_tlb_ack_status: gen.gen_range(0..4),
                s_ev_valid: gen.gen(),
                s_ev_qp: gen.gen_range(0..16),
                s_ev_ev: gen.gen_range(0..4),
                m_qp_ready: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..20 {
            let o = dut.eval(&CmdIn { m_rd_ready: true, m_wr_ready: true, m_wd_ready: true, m_tlb_ready: true, m_qp_ready: true, ..Default::default() });
            assert!(!o.m_rd_valid && !o.m_wr_valid && !o.m_wd_valid && !o.m_tlb_valid && !o.m_qp_valid && o.idle, "activity out of a reset block: {o:?}");
            assert_eq!((o.cnt_cmds, o.cnt_bad_db, o.cnt_events), (0, 0, 0));
            dut.tick();
        }
        let mut bench = Bench::new(gen.gen_range(1..5), gen.gen_range(1..5), ENV);
        let r = bench.run_random(&mut dut, &mut Gen::default(), 150, &mut gen).unwrap_or_else(|e| panic!("{e}"));
        println!("{r:?}");
        assert_eq!(r.commands, 150);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Any 64 bytes as a command entry (the operation byte mostly a known one, so the
    /// fields behind it are reached), after a few commands that create state: answered
    /// as golden answers it, and nothing else changes.
    #[test]
    fn any_entry_is_answered_as_golden(seed: u64, mut bytes in proptest::collection::vec(any::<u8>(), CMD_BYTES), op in 0u8..10, clear in any::<bool>()) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut dut = cmd_dut(BackendKind::from_env(BackendKind::Verilator), "rnic_cmd_proptest");
        reset(&mut dut);
        let mut bench = Bench::new(2, 2, ENV);
        let base = bench.start(&mut dut);
        let mut g = Gen::default();
        g.corrupt = 0.0;
        for _ in 0..6 {
            let c = g.command(&mut bench, &mut gen);
            bench.exec(&mut dut, Step::Post(c), &mut gen).unwrap();
        }
        bytes[8] = op;
        if clear {
            // Reserved bytes clear: the decodable entries' fields decide.
            for b in &mut bytes[9..16] { *b = 0; }
            for b in &mut bytes[48..] { *b = 0; }
        }
        bench.exec(&mut dut, Step::Post(bytes), &mut gen).unwrap();
        let r = bench.finish(&mut dut, &base, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
