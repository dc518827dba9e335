//! ddp_rx against golden's reference receive data path (`iwarp_golden::ddp_rx`): every DMA
//! write (address and bytes), completion, Read Request and Terminate equal and in order, on
//! random operation mixes over 16 interleaved QPs with random idle, backpressure and
//! host-memory latency; a corruption attack on every header field; lockstep native vs
//! Verilator; placement rate in cycles.

use iwarp_golden::wire::ddp::Opcode;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::ddp_rx::*;
use iwarp_testbench::seed::rng_for;
use iwarp_testbench::soak::{scaled, size};
use iwarp_testbench::stream::Traffic;
use proptest::prelude::*;
use rand::Rng;

/// A DUT on `kind` with every QP's regions registered and every QP configured.
fn env(test: &str, kind: BackendKind, mix: &mut RxMix) -> RxEnv {
    let mut gen = rng_for(test);
    let mut env = RxEnv::new(BackendKind::from_env(kind), test, gen.gen());
    let regions = mix.regions(&mut gen);
    env.register(regions);
    mix.configure_all();
    env
}

fn run(env: &mut RxEnv, cfg: RxCfg, mix: &mut RxMix) -> RxRun {
    let r = env.run(cfg, mix).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    r
}

/// The main random run on Verilator: 20,000 segments (`make soak`: 100,000), messages of
/// 0..1 MiB (Writes, Read Responses, every Send kind, Read Requests) over 16 QPs with ULPDUs
/// of 64..8192 bytes, page-crossing buffers on 4 KiB and 2 MiB pages, 20% idle and
/// backpressure, page-list latency 1..300, 1% corrupted segments.
#[test]
fn operation_mix_matches_golden() {
    const TEST: &str = "ddp_rx_operation_mix";
    let n = size(TEST, 20_000, 100_000);
    let mut mix = RxMix::new(n, 0.01);
    // Peer Terminates at 3 in 1,000 new messages (the mix's default 1 in 1,000 gives about 2
    // in a 20,000-segment run, and none at all on some seeds: the floor below could not
    // hold).
    mix.peer_terminate_prob = 0.003;
    let mut e = env(TEST, BackendKind::Verilator, &mut mix);
    let cfg = RxCfg { traffic: Traffic { idle: 0.2, stall: 0.2 }, ..ROUGH };
    let r = run(&mut e, cfg, &mut mix);
    // Floors written for 50,000 segments, scaled to the size run.
    let at = |floor: u64| scaled(floor, n, 50_000);
    assert!(r.segments >= n, "{} segments", r.segments);
    assert!(r.accepted >= at(45_000), "{} accepted", r.accepted);
    assert!(r.writes > at(50_000) && r.bytes > at(10 << 20), "{} writes, {} bytes", r.writes, r.bytes);
    // Read Requests: about 1 in 100 segments are generated, fewer are delivered (those on a
    // QP gone into error are not), and how many depends on when events interleave with
    // segments: 190 on the default seed at 20,000 when the ingress registered the control's
    // hold (issue 17), 229..244 on the default seed and seeds 1..3 with the input stage in
    // front of the ingress; the floor asks that they are exercised.
    assert!(r.cqes > at(5_000) && r.flushes > 0 && r.read_requests > at(400) && r.peer_terminates > 0, "{r:?}");
    assert_eq!(r.outside_writes, 0);
}

/// The host moves QPs to error under the traffic (`s_flush`, one QP every 100 segments on
/// average, up to 18 receives posted a QP): every posted receive completes as flushed in
/// order after the completions of the QP's earlier segments, later segments are dropped and
/// later posts flushed at once until the QP is configured again, all as golden's `flush`.
#[test]
fn host_flushes_complete_posted_receives() {
    let mut mix = RxMix::new(12_000, 0.01);
    mix.max_msg = 64 << 10;
    mix.post_depth = 12;
    mix.flush_prob = 0.01;
    let mut e = env("ddp_rx_host_flushes", BackendKind::Verilator, &mut mix);
    let r = run(&mut e, ROUGH, &mut mix);
    assert!(r.qp_flushes >= 60 && r.flushed_by_host >= 200 && r.dropped >= 20, "{r:?}");
    assert_eq!(r.outside_writes, 0);
}

/// Attack: half of all segments corrupted (STag, TO, QN, MSN, MO, opcode, versions, T bit,
/// lengths, LLP verdict, a foreign or wrong-rights region, TO wrap, overrun), at least 10^4 of
/// them: every Terminate equal to golden's, zero writes outside the authorized ranges, every
/// cause of the mapping table that inbound traffic can raise seen, later segments of a dead
/// QP dropped.
#[test]
fn corruption_attack_terminates_and_never_writes_outside() {
    let mut mix = RxMix::new(21_000, 0.5);
    mix.max_msg = 64 << 10;
    // More posts than the 16 slots: overflow completions too.
    mix.post_depth = 18;
    let mut e = env("ddp_rx_corruption_attack", BackendKind::Verilator, &mut mix);
    let r = run(&mut e, ROUGH, &mut mix);
    assert!(r.corrupted >= 10_000, "{} corrupted segments", r.corrupted);
    assert_eq!(r.outside_writes, 0);
    assert!(r.dropped > 100, "{} dropped", r.dropped);
    for cause in [
        "TaggedInvalidStag",
        "TaggedAccessRights",
        "TaggedBaseBounds",
        "TaggedStagNotAssociated",
        "TaggedToWrap",
        "TaggedDdpVersion",
        "UntaggedInvalidQn",
        "UntaggedNoBuffer",
        "UntaggedMsnRange",
        "UntaggedInvalidMo",
        "UntaggedMessageTooLong",
        "UntaggedDdpVersion",
        "DdpCatastrophic",
        "RemoteCannotInvalidate",
        "RdmapVersion",
        "UnexpectedOpcode",
        "Unspecified",
        "MpaCrc",
        "MpaMarker",
    ] {
        assert!(r.terminates.get(cause).copied().unwrap_or(0) > 0, "no Terminate for {cause}: {:?}", r.terminates);
    }
}

/// Host commands racing traffic: invalidate (with the right key and a wrong one), deregister,
/// fast-register and register again with a new key, on the sinks and invalidation targets of
/// every QP, while segments to every other region, the engine's own invalidations (Send with
/// Invalidate) and page-list reads go on; golden's table applies each command in the cycle
/// the DUT accepts it (`blocks::host_cmd` says why that is exact). Every acknowledgement,
/// write, completion and Terminate equal to golden's; later traffic to an invalidated or
/// deregistered region terminates, to a re-registered one places.
#[test]
fn host_commands_race_traffic() {
    let mut mix = RxMix::new(12_000, 0.02);
    mix.max_msg = 256 << 10;
    mix.host_cmds = iwarp_testbench::blocks::host_cmd::HostCmdRace::new(0.02);
    let mut e = env("ddp_rx_host_commands_race", BackendKind::Verilator, &mut mix);
    let r = run(&mut e, ROUGH, &mut mix);
    mix.host_cmds.assert_raced(100);
    assert!(r.terminates.get("TaggedInvalidStag").copied().unwrap_or(0) > 0, "{:?}", r.terminates);
    assert!(r.writes > 5_000, "{} writes", r.writes);
    assert_eq!(r.outside_writes, 0);
}

/// Counter wrap: every segment corrupted (small messages, QPs reconfigured at once), until
/// more Terminates than a 16-bit counter holds; each counter equal to golden's total modulo
/// its width at the end (the run's own check), and one of them has wrapped.
#[test]
fn counters_wrap_at_their_width() {
    let mut mix = RxMix::new(150_000, 1.0);
    mix.max_msg = 64;
    mix.linger = 0.0;
    mix.post_depth = 2;
    let mut e = env("ddp_rx_counters_wrap", BackendKind::Verilator, &mut mix);
    run(&mut e, QUIET, &mut mix);
    let t = e.totals();
    println!("totals (segments, dropped, LLP / DDP / RDMAP Terminates) {t:?}");
    assert!(t[2..].iter().any(|&n| n > u16::MAX as u64), "no 16-bit Terminate counter wrapped: {t:?}");
}

/// Lockstep: the rust-hdl model and the emitted Verilog agree on every output, every cycle.
/// Reset from random mid-run states: a run stopped at a random cycle (segments, placements,
/// page-list reads, completions and Terminates in flight), reset, and a fresh run from a fresh
/// golden checked exactly; six times on one DUT.
#[test]
fn reset_from_random_mid_run_states() {
    use iwarp_testbench::blocks::scenario::reset_from_mid_run;
    let test = "ddp_rx_reset_mid_run";
    let mut gen = rng_for(test);
    let mut e = RxEnv::new(BackendKind::from_env(BackendKind::Verilator), test, gen.gen());
    let checked = reset_from_mid_run(&mut e, &mut gen, 6, 2000, 300, 200..6_000);
    assert!(checked >= 1800, "{checked} segments checked after resets");
}

#[test]
fn lockstep_native_vs_verilator() {
    random_lockstep("ddp_rx_lockstep", BackendKind::Lockstep, 300);
}

/// Post-synthesis: the yosys netlist of rtl/ddp_rx.v runs in lockstep with the rust-hdl model
/// (every output, every cycle) on the random operation mix with corruption.
#[test]
fn post_synthesis_lockstep() {
    let r = random_lockstep("ddp_rx_post_synthesis_lockstep", BackendKind::PostSynth, 600);
    assert!(r.cycles >= 10_000, "{} cycles", r.cycles);
}

/// `segments` of the random mix (20% corrupted, messages up to 2 KiB) on a lockstep backend.
fn random_lockstep(test: &str, kind: BackendKind, segments: u64) -> RxRun {
    let mut mix = RxMix::new(segments, 0.2);
    mix.max_msg = 2048;
    mix.post_depth = 18;
    let mut e = env(test, kind, &mut mix);
    let r = run(&mut e, ROUGH, &mut mix);
    assert!(r.segments >= segments && r.writes > 50, "{r:?}");
    r
}

/// Placement rate: 1,000 RDMA Writes of 2 KiB ULPDUs into 2 MiB pages with no idle or
/// backpressure: the payload words plus at most 4 cycles a segment.
#[test]
fn placement_writes_a_word_per_cycle() {
    let mut mix = RxMix::new(1_000, 0.0);
    mix.only = Some(Opcode::RdmaWrite);
    mix.msg_len = Some(2048 - 14);
    mix.mulpdu = (2048, 2048);
    mix.qps_used = 1;
    let mut e = env("ddp_rx_placement_rate", BackendKind::Verilator, &mut mix);
    let r = run(&mut e, QUIET, &mut mix);
    let words = r.bytes / 8;
    assert!(r.cycles <= words + 4 * r.segments + 2_000, "{} cycles for {words} words in {} segments", r.cycles, r.segments);
}

/// Single-segment 8-byte RDMA Writes (22-byte ULPDUs) on the first `qps` QPs.
fn small_writes(segments: u64, fault: f64, qps: usize) -> RxMix {
    let mut mix = RxMix::new(segments, fault);
    mix.only = Some(Opcode::RdmaWrite);
    mix.msg_len = Some(8);
    mix.max_msg = 8;
    mix.mulpdu = (22, 22);
    mix.qps_used = qps;
    mix
}

/// Pipelined verdicts (issue 17): a tagged segment waits for its translation's verdict in a
/// pending slot while the next event is checked. 8-byte RDMA Writes back to back on two QPs,
/// a fifth of them corrupted (most fail their translation: STag, rights, bounds, wrap, a
/// foreign region), no idle: a failed verdict finds the next segment in hand, often the same
/// QP's, which is then given up and taken again to be dropped as golden drops it. Every
/// write, Terminate (cause and copy of the segment) and drop equal to golden's.
#[test]
fn failed_verdicts_behind_back_to_back_writes() {
    let mut mix = small_writes(6_000, 0.2, 2);
    let mut e = env("ddp_rx_failed_verdicts", BackendKind::Verilator, &mut mix);
    let r = run(&mut e, QUIET, &mut mix);
    for cause in ["TaggedInvalidStag", "TaggedBaseBounds", "TaggedAccessRights", "TaggedStagNotAssociated"] {
        assert!(r.terminates.get(cause).copied().unwrap_or(0) >= 10, "few Terminates for {cause}: {:?}", r.terminates);
    }
    assert!(r.dropped >= 100 && r.writes >= 3_000, "{r:?}");
    assert_eq!(r.outside_writes, 0);
}

/// Small Writes overlap their verdicts: 8-byte RDMA Writes on one QP, no idle, take at most
/// 12 cycles a segment (16 when the FSM waited for each verdict; the bench has the figure).
#[test]
fn small_writes_overlap_their_verdicts() {
    let mut mix = small_writes(2_000, 0.0, 1);
    mix.linger = 0.0;
    mix.post_depth = 16;
    let mut e = env("ddp_rx_small_writes_rate", BackendKind::Verilator, &mut mix);
    let r = run(&mut e, QUIET, &mut mix);
    // (A Write across a page boundary is two.)
    assert!(r.segments >= 2_000 && r.writes >= r.segments, "{r:?}");
    assert!(r.cycles <= 12 * r.segments + 2_000, "{} cycles for {} segments", r.cycles, r.segments);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    /// Random scenarios: traffic shape, latency, ULPDU sizes, fault rate.
    #[test]
    fn random_scenarios_match_golden(idle in 0.0f64..0.6, stall in 0.0f64..0.6, lat in 1u64..400,
        mulpdu in 32usize..8192, fault in 0.0f64..0.3, flush in 0.0f64..0.05, seed in any::<u64>()) {
        let mut mix = RxMix::new(400, fault);
        mix.flush_prob = flush;
        mix.max_msg = 32 << 10;
        mix.mulpdu = (32.min(mulpdu), mulpdu);
        let mut gen: iwarp_testbench::seed::TestRng = rand::SeedableRng::seed_from_u64(seed);
        let mut e = RxEnv::new(BackendKind::from_env(BackendKind::Verilator), "ddp_rx_prop", gen.gen());
        let regions = mix.regions(&mut gen);
        e.register(regions);
        mix.configure_all();
        let cfg = RxCfg { traffic: Traffic { idle, stall }, latency: (1, lat), read_done_delay: (1, lat) };
        let r = e.run(cfg, &mut mix);
        prop_assert!(r.is_ok(), "{}", r.unwrap_err());
        prop_assert_eq!(r.unwrap().outside_writes, 0);
    }
}
