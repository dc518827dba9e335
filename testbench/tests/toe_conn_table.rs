//! toe_conn_table against golden's `toe_conn::ConnTable`: every answer of random insert /
//! lookup / remove mixes equal (slots, misses, full sets), the occupancy and refusal counters
//! equal; the table filled until its sets refuse (the load at the first refusal measured);
//! lockstep native vs Verilator and the post-synthesis netlist; reset clears the table.

use iwarp_golden::toe_conn::{ConnTable, KEY_BYTES, SLOTS};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_conn_table::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, [u8; KEY_BYTES], ConnDut) {
    let mut gen = rng_for(test);
    let key: [u8; KEY_BYTES] = gen.gen();
    let mut dut = conn_dut(BackendKind::from_env(kind), test);
    reset(&mut dut, key_word(&key));
    (gen, key, dut)
}

/// 20,000 commands over a pool of 2,000 tuples: hits, misses, refusals and removes all seen.
#[test]
fn answers_match_golden() {
    let (mut gen, key, mut dut) = setup("toe_conn_table_random", BackendKind::Verilator);
    let mut golden = ConnTable::new(key);
    let pool = random_pool(&mut gen, 2_000);
    let cmds = random_cmds(&mut gen, &pool, 20_000);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run_cmds(&mut dut, &mut golden, key_word(&key), cmds, 0.2, 0.2, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.hits > 1_000 && r.misses > 1_000 && r.inserted > 1_000 && r.removed > 1_000 && r.full > 10, "{r:?}");
}

/// Inserting distinct random tuples into an empty table: the load at the first refused insert
/// and after 1024 inserts (printed; the README quotes them), and every answer equal to golden.
#[test]
fn fill_until_sets_refuse() {
    let (mut gen, key, mut dut) = setup("toe_conn_table_fill", BackendKind::Verilator);
    let mut golden = ConnTable::new(key);
    let pool = random_pool(&mut gen, SLOTS);
    let cmds: Vec<Cmd> = pool.iter().map(|&t| Cmd::Insert(t)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run_cmds(&mut dut, &mut golden, key_word(&key), cmds, 0.0, 0.0, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("first refusal at {} of {SLOTS} slots; {} of {SLOTS} distinct tuples placed; {} cycles for {} commands", r.first_full_at.unwrap_or(SLOTS), golden.len(), r.cycles, r.commands);
    assert!(r.first_full_at.is_some(), "1024 random tuples never filled a set");
}

/// The composed `rnic`'s table (8 sets a half, 64 slots; native: its Verilog is inside
/// `rtl/rnic.v`) against golden's `ConnTable::with_sets(8)`: a random mix over 300 tuples
/// (most inserts refused: the table is full), then filled from empty (every slot below 64, the
/// first refusal's load printed).
#[test]
fn a_table_of_eight_sets_matches_golden() {
    const S: usize = 3;
    let test = "toe_conn_table_sets8";
    let mut gen = rng_for(test);
    let key: [u8; KEY_BYTES] = gen.gen();
    let mut dut = conn_dut_sets::<S>(test);
    reset(&mut dut, key_word(&key));
    let mut golden = ConnTable::with_sets(key, 1 << S);
    assert_eq!(golden.slot_count(), 64);
    let pool = random_pool(&mut gen, 300);
    let cmds = random_cmds_in(&mut gen, &pool, 3_000, golden.slot_count());
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run_cmds(&mut dut, &mut golden, key_word(&key), cmds, 0.2, 0.2, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("{r:?}");
    assert!(r.hits > 100 && r.misses > 100 && r.inserted > 100 && r.removed > 100 && r.full > 100, "{r:?}");
    // Empty it (every slot removed), then fill it from empty.
    let rm: Vec<Cmd> = (0..64).map(Cmd::Remove).collect();
    run_cmds(&mut dut, &mut golden, key_word(&key), rm, 0.0, 0.0, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(golden.len(), 0);
    let pool = random_pool(&mut gen, 64);
    let ins: Vec<Cmd> = pool.iter().map(|&p| Cmd::Insert(p)).collect();
    let r = run_cmds(&mut dut, &mut golden, key_word(&key), ins, 0.0, 0.0, &mut t).unwrap_or_else(|e| panic!("{e}"));
    println!("8 sets: first refusal at {:?} of 64 slots; {} of 64 placed", r.first_full_at, golden.len());
    assert!(golden.len() > 32 && golden.len() <= 64, "{} placed", golden.len());
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, key, mut dut) = setup("toe_conn_table_lockstep", BackendKind::Lockstep);
    let mut golden = ConnTable::new(key);
    let pool = random_pool(&mut gen, 300);
    let cmds = random_cmds(&mut gen, &pool, 400);
    let mut t = TestRng::seed_from_u64(gen.gen());
    run_cmds(&mut dut, &mut golden, key_word(&key), cmds, 0.2, 0.2, &mut t).unwrap_or_else(|e| panic!("{e}"));
}

/// The yosys netlist of rtl/toe_conn_table.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, key, mut dut) = setup("toe_conn_table_post_synthesis_lockstep", BackendKind::PostSynth);
    let mut golden = ConnTable::new(key);
    let pool = random_pool(&mut gen, 300);
    let cmds = random_cmds(&mut gen, &pool, 800);
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run_cmds(&mut dut, &mut golden, key_word(&key), cmds, 0.2, 0.2, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.cycles >= 3_000, "{} cycles", r.cycles);
}

/// Random inputs put the table in any state; a reset empties it (every earlier tuple misses).
#[test]
fn reset_empties_the_table() {
    let (mut gen, key, mut dut) = setup("toe_conn_table_reset", BackendKind::Lockstep);
    let kw = key_word(&key);
    for _ in 0..2 {
        let mut golden = ConnTable::new(key);
        let pool = random_pool(&mut gen, 200);
        let mut t = TestRng::seed_from_u64(gen.gen());
        let ins: Vec<Cmd> = pool.iter().map(|&p| Cmd::Insert(p)).collect();
        run_cmds(&mut dut, &mut golden, kw, ins, 0.0, 0.0, &mut t).unwrap_or_else(|e| panic!("{e}"));
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..200) {
            dut.eval(&ConnIn {
                s_cmd_valid: gen.gen(),
                s_cmd_op: gen.gen_range(0..3),
                s_cmd_remote_ip: gen.gen(),
                s_cmd_slot: gen.gen_range(0..1024),
                m_rsp_ready: gen.gen(),
                ..key_in(kw)
            });
            dut.tick();
        }
        dut.allow_illegal_stimulus(false);
        reset(&mut dut, kw);
        let mut empty = ConnTable::new(key);
        let looks: Vec<Cmd> = pool.iter().map(|&p| Cmd::Lookup(p)).collect();
        let r = run_cmds(&mut dut, &mut empty, kw, looks, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.misses, 200);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// Any key, pool size, idle and backpressure.
    #[test]
    fn any_key_any_mix(pool_n in 1usize..3000, idle in 0.0f64..0.5, stall in 0.0f64..0.5, seed in any::<u64>()) {
        let mut gen = TestRng::seed_from_u64(seed);
        let key: [u8; KEY_BYTES] = gen.gen();
        let mut dut = conn_dut(BackendKind::from_env(BackendKind::Verilator), "toe_conn_table_proptest");
        reset(&mut dut, key_word(&key));
        let mut golden = ConnTable::new(key);
        let pool = random_pool(&mut gen, pool_n);
        let cmds = random_cmds(&mut gen, &pool, 600);
        let r = run_cmds(&mut dut, &mut golden, key_word(&key), cmds, idle, stall, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
