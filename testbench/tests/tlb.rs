//! tlb against golden's MR table and translator: every answer (pieces or error) and every
//! command acknowledgement equal, under random host-memory latency, idle and backpressure,
//! with commands racing requests; lockstep native vs Verilator; miss-under-miss and hit
//! throughput in cycles.

use iwarp_golden::mr::{stag, Access, PageSize, Region};
use iwarp_model::tlb::{HIT_LATENCY, MISSES_IN_FLIGHT, RNIC_RSPQ_BITS};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::tlb::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const SMOOTH: RunCfg = QUIET;
const ROUGH: RunCfg = RunCfg { traffic: Traffic { idle: 0.3, stall: 0.3 }, latency: (1, 500), dma_stall: 0.2 };

/// A TLB on `kind` and the test's generator (regions, workloads), both seeded from its name.
fn setup(test: &str, kind: BackendKind) -> (TestRng, TlbEnv) {
    let mut gen = rng_for(test);
    let env = TlbEnv::new(kind, test, gen.gen());
    (gen, env)
}

/// The main random run: 200,000 translations on Verilator with commands racing requests,
/// host-memory latency 1..500 cycles, 30% idle and backpressure on every channel. Every
/// error class, every ack status, hits and misses must all occur.
#[test]
fn translations_match_golden_under_latency_and_backpressure() {
    let (mut gen, mut env) = setup("tlb_translations_match_golden", BackendKind::Verilator);
    let mut work = RandomWorkload::new(&mut gen, 24, 200_000, 0.0005);
    let setup_cmds = work.initial_registrations(&mut gen);
    env.commands(setup_cmds);
    let run = env.run(ROUGH, &mut work);
    println!("{run:?}");
    assert!(run.translations >= 200_000, "{} translations", run.translations);
    for (code, n) in run.errors.iter().enumerate() {
        assert!(*n > 0, "no translation with error code {code}");
    }
    for (status, n) in run.acks.iter().enumerate() {
        assert!(*n > 0, "no acknowledgement with status {status}");
    }
    assert!(run.errors[0] > 100_000, "{} good translations", run.errors[0]);
    assert!(run.page_list_reads > 1000 && run.hit_rate() > 0.2, "hits and misses: {} reads, hit rate {}", run.page_list_reads, run.hit_rate());
}

/// Invalidation races: a few hot regions, all cached, and commands on them as often as the
/// command channel takes them (invalidate, fast-register with a new key, deregister,
/// register): no request ever gets a stale translation (the scoreboard's golden is updated at
/// each command's acceptance), and requests do hit the invalidated STags.
#[test]
fn invalidation_races_never_return_stale_translations() {
    let (mut gen, mut env) = setup("tlb_invalidation_races", BackendKind::Verilator);
    let mut work = RandomWorkload::new(&mut gen, 4, 30_000, 0.05);
    work.fault_prob = 0.0;
    work.max_len = 8192;
    let setup_cmds = work.initial_registrations(&mut gen);
    env.commands(setup_cmds);
    let cfg = RunCfg { latency: (20, 200), ..ROUGH };
    let run = env.run(cfg, &mut work);
    println!("{run:?}");
    assert!(run.translations == 30_000);
    assert!(run.commands > 500, "{} commands", run.commands);
    // Requests aimed at a slot after its invalidation see an invalid STag.
    assert!(run.errors[1] > 500, "{} invalid-STag answers", run.errors[1]);
    assert!(run.errors[0] > 10_000);
}

/// Entries of the registered head after the response queue (`outq`, a `PtrFifo2`): a miss
/// there still waits for its page-list data.
const HEAD_ENTRIES: u64 = 2;

/// The TLB of the composed `rnic` (a 16-entry response queue in LUT RAM, issue 17) on the
/// native backend: 64 cold misses at latency 200 keep 16 page-list reads in flight (18 with
/// the registered head's two), never more (so about four latencies, not one); then random translations with racing commands,
/// long latencies and backpressure equal golden's, every piece through the smaller queue.
#[test]
fn rnic_response_queue_bounds_misses_and_matches_golden() {
    const Q: usize = RNIC_RSPQ_BITS;
    const DEPTH: u64 = 1 << Q;
    let test = "tlb_rnic_response_queue";
    let mut gen = rng_for(test);
    let mut env = TlbEnv::with_dut(tlb_dut_rspq::<Q>(test), test, gen.gen());
    const K: u64 = 64;
    const L: u64 = 200;
    let r = env.register_region(3, 1 << 40, K << 12, PageSize::Size4K);
    let cold = env.run(RunCfg { latency: (L, L), ..SMOOTH }, &mut page_reqs(&r, 0..K));
    assert_eq!(cold.page_list_reads, K);
    assert!(cold.max_reads_in_flight <= DEPTH + HEAD_ENTRIES && cold.max_reads_in_flight > DEPTH / 2,
        "{} page-list reads in flight at most, queue {DEPTH}", cold.max_reads_in_flight);
    let bound = (K / DEPTH + 1) * (L + 8) + K;
    assert!(cold.cycles < bound && cold.cycles > (K / DEPTH - 1) * L, "{K} misses took {} cycles (bound {bound})", cold.cycles);
    let mut work = RandomWorkload::new(&mut gen, 8, 5_000, 0.005);
    let setup_cmds = work.initial_registrations(&mut gen);
    env.commands(setup_cmds);
    let run = env.run(RunCfg { latency: (50, 400), ..ROUGH }, &mut work);
    println!("{run:?}");
    assert_eq!(run.translations, 5_000);
    assert!(run.page_list_reads > 500 && run.max_reads_in_flight <= DEPTH + HEAD_ENTRIES, "{} reads, {} in flight at most", run.page_list_reads, run.max_reads_in_flight);
}

/// Lockstep: the emitted Verilog and the rust-hdl model agree on every output every cycle
/// (native simulation is slow: 2,000 translations with commands and misses, ~2 s).
#[test]
fn lockstep_native_vs_verilator() {
    let run = random_lockstep("tlb_lockstep_native_vs_verilator", BackendKind::from_env(BackendKind::Lockstep), 2_000);
    assert!(run.page_list_reads > 100 && run.commands > 5, "{} reads, {} commands", run.page_list_reads, run.commands);
}

/// Post-synthesis: the yosys netlist of rtl/tlb.v runs in lockstep with the rust-hdl model
/// (every output, every cycle) on random translations with misses and racing commands.
#[test]
fn post_synthesis_lockstep() {
    let run = random_lockstep("tlb_post_synthesis_lockstep", BackendKind::PostSynth, 4_000);
    assert!(run.cycles >= 10_000, "{} cycles", run.cycles);
}

/// `n` random translations with commands and misses (latency 1..60) on a lockstep backend.
fn random_lockstep(test: &str, kind: BackendKind, n: u64) -> TlbRun {
    let (mut gen, mut env) = setup(test, kind);
    let mut work = RandomWorkload::new(&mut gen, 6, n, 0.01);
    let setup_cmds = work.initial_registrations(&mut gen);
    env.commands(setup_cmds);
    let run = env.run(RunCfg { latency: (1, 60), ..ROUGH }, &mut work);
    assert_eq!(run.translations, n);
    run
}

fn page_reqs(r: &Region, pages: impl Iterator<Item = u64>) -> Requests {
    let page = r.page_size.bytes();
    Requests(
        pages
            .map(|p| Req { stag: stag(3, r.key), to: r.base_va + p * page, len: 64, access: Access::RemoteWrite, pd: r.pd })
            .collect(),
    )
}

/// Miss under miss: K back-to-back misses at memory latency L cost about L + K cycles, not
/// K x L; then the same K pages again hit at one translation per cycle; misses on a page whose
/// read is in flight read nothing more.
#[test]
fn misses_overlap_and_hits_stream() {
    let (_, mut env) = setup("tlb_misses_overlap_and_hits_stream", BackendKind::Verilator);
    const K: u64 = 64;
    const L: u64 = 200;
    let r = env.register_region(3, 1 << 40, K << 12, PageSize::Size4K);
    let cfg = RunCfg { latency: (L, L), ..SMOOTH };
    let cold = env.run(cfg, &mut page_reqs(&r, 0..K));
    assert_eq!(cold.page_list_reads, K);
    // With MISSES_IN_FLIGHT reads in flight, K misses take K/that latencies plus K cycles.
    let bound = (K / MISSES_IN_FLIGHT as u64 + 1) * (L + 8) + K;
    assert!(cold.cycles < bound, "{K} misses took {} cycles (bound {bound}; serial would be {})", cold.cycles, K * L);
    // The response queue (and the registered head's two entries after it) is what bounds
    // them, and it is used.
    assert!(cold.max_reads_in_flight <= MISSES_IN_FLIGHT as u64 + HEAD_ENTRIES && cold.max_reads_in_flight > MISSES_IN_FLIGHT as u64 / 2,
        "{} page-list reads in flight at most", cold.max_reads_in_flight);
    let warm = env.run(cfg, &mut page_reqs(&r, 0..K));
    assert_eq!(warm.page_list_reads, 0, "second pass must hit");
    let span = warm.last_out - warm.first_accept.unwrap();
    assert_eq!(span, K - 1 + HIT_LATENCY, "{K} hits: one per cycle after the pipeline latency");
    // Merged misses: 1 KiB requests streaming through cold pages read each page list entry
    // once (three of every four requests follow the miss ahead of them).
    let r3 = env.register_region(5, 1 << 42, K << 12, PageSize::Size4K);
    let mut w = Requests(
        (0..4 * K)
            .map(|i| Req { stag: stag(5, r3.key), to: r3.base_va + i * 1024, len: 1024, access: Access::LocalWrite, pd: r3.pd })
            .collect(),
    );
    let merged = env.run(cfg, &mut w);
    assert_eq!(merged.page_list_reads, K, "one page-list read per page");
    // The queue holds MISSES_IN_FLIGHT pieces, followers included.
    let merged_bound = (4 * K / MISSES_IN_FLIGHT as u64 + 1) * (L + 8) + 4 * K;
    assert!(merged.cycles < merged_bound, "{} cycles (bound {merged_bound})", merged.cycles);
    // Fewer misses than the queue holds: one latency plus K cycles.
    let few = 8;
    let r2 = env.register_region(4, 1 << 41, few << 21, PageSize::Size2M);
    let mut w = Requests(
        (0..few)
            .map(|p| Req { stag: stag(4, r2.key), to: r2.base_va + (p << 21), len: 8, access: Access::LocalRead, pd: r2.pd })
            .collect(),
    );
    let run = env.run(cfg, &mut w);
    assert!(run.cycles < L + few + 16, "{few} misses took {} cycles", run.cycles);
}

/// A request spanning many pages (fewer than the cache holds) comes out as one piece per page,
/// one per cycle once cached, split exactly at the page boundaries (4 KiB and 2 MiB, unaligned
/// start and end).
#[test]
fn long_requests_split_at_page_boundaries() {
    let (_, mut env) = setup("tlb_long_requests_split", BackendKind::Verilator);
    let r4 = env.register_region(3, 0x1234_5678_9ab, 3 << 18, PageSize::Size4K);
    let r2 = env.register_region(9, 0x7_0000_0123, 40 << 20, PageSize::Size2M);
    for (index, r) in [(3u32, &r4), (9, &r2)] {
        let req = Req { stag: stag(index, r.key), to: r.base_va + 777, len: (r.length - 1000) as u32, access: Access::RemoteRead, pd: r.pd };
        let cold = env.run(SMOOTH, &mut Requests(vec![req].into()));
        let warm = env.run(SMOOTH, &mut Requests(vec![req].into()));
        assert_eq!(cold.pieces, warm.pieces);
        assert!(warm.pieces as usize >= r.pages.len() - 1);
        assert_eq!(warm.page_list_reads, 0);
        assert!(warm.cycles <= warm.pieces + HIT_LATENCY + 2, "{} pieces in {} cycles", warm.pieces, warm.cycles);
    }
}

/// Reset from any state: mid-run (misses in flight, a command pending) a reset clears the
/// table and the cache; a fresh scenario afterwards matches a fresh golden exactly.
#[test]
fn reset_from_random_states() {
    let (mut gen, mut env) = setup("tlb_reset_from_random_states", BackendKind::Verilator);
    for round in 0..6 {
        let mut work = RandomWorkload::new(&mut gen, 8, 200 + round * 100, 0.02);
        let cmds = work.initial_registrations(&mut gen);
        env.commands(cmds);
        // Run part of it, then drop everything with a reset at a random cycle.
        let cut = gen.gen_range(0..400);
        for _ in 0..cut {
            let inp = TlbIn { s_req_valid: true, s_req_stag: stag(work.slots[0], 0), s_req_len: 64, m_rsp_ready: gen.gen(), ..Default::default() };
            env.dut.eval(&inp);
            env.dut.tick();
        }
        env.reset();
        let cmds = work.initial_registrations(&mut gen);
        env.commands(cmds);
        let run = env.run(ROUGH, &mut work);
        assert!(run.translations > 0);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, .. ProptestConfig::default() })]
    /// Random region sets and request mixes, random latency and traffic: every answer equals
    /// golden.
    #[test]
    fn proptest_random_scenarios(seed in any::<u64>(), slots in 1usize..12, lat in 1u64..500,
                                 idle in 0.0f64..0.6, stall in 0.0f64..0.6, cmd_prob in 0.0f64..0.05) {
        let mut gen = TestRng::seed_from_u64(seed);
        let mut env = TlbEnv::new(BackendKind::Verilator, "tlb_proptest", seed ^ 1);
        let mut work = RandomWorkload::new(&mut gen, slots, 400, cmd_prob);
        let cmds = work.initial_registrations(&mut gen);
        env.commands(cmds);
        let cfg = RunCfg { traffic: Traffic { idle, stall }, latency: (1, lat), dma_stall: stall };
        let run = env.try_run(cfg, &mut work);
        prop_assert!(run.is_ok(), "{}", run.err().unwrap());
        prop_assert_eq!(run.unwrap().translations, 400);
    }
}
