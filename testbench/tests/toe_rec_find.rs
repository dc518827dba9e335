//! toe_rec_find against golden's `toe_send::last_end_within`: random queries into random
//! rings (record ends marked in a bitmap among stale bits) with idle input, backpressure on
//! the answer and the reads, memory latency and gaps; the DMA rules; lockstep native vs
//! Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_rec_find::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const BUSY: Shape = Shape { idle: 0.2, stall: 0.3, latency: (1, 40), gap: 0.2 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, FindDut) {
    let gen = rng_for(test);
    let mut dut = find_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 8 ring configurations of 8 connections, 1,000 queries each.
#[test]
fn answers_match_golden() {
    let (mut gen, mut dut) = setup("toe_rec_find_random", BackendKind::Verilator);
    let mut total = FindRun::default();
    for _ in 0..8 {
        let rings = Rings::random(&mut gen, 8);
        let qs: Vec<Query> = (0..1_000).map(|_| Query::random(&mut gen, &rings)).collect();
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, &rings, &qs, BUSY, &mut t).unwrap_or_else(|e| panic!("{e}"));
        total.queries += r.queries;
        total.found += r.found;
        total.words += r.words;
        total.reads += r.reads;
        total.ring_wraps += r.ring_wraps;
        total.page_splits += r.page_splits;
    }
    println!("{total:?}");
    assert_eq!(total.queries, 8_000);
    assert!(total.found >= 2_000 && total.queries - total.found >= 1_000, "{total:?}");
    assert!(total.ring_wraps >= 50 && total.page_splits >= 200, "{total:?}");
}

/// With memory answering at once: the words stream at one a cycle, then nine cycles.
#[test]
fn one_word_a_cycle() {
    let (mut gen, mut dut) = setup("toe_rec_find_rate", BackendKind::Verilator);
    let rings = Rings::random(&mut gen, 4);
    let qs: Vec<Query> = (0..500).map(|_| Query::random(&mut gen, &rings)).collect();
    let shape = Shape { idle: 0.0, stall: 0.0, latency: (1, 1), gap: 0.0 };
    let r = run(&mut dut, &rings, &qs, shape, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    // Per query: accept, setup, place, per read (address, length, send), the last word's
    // latency, nine cycles to the answer. Bounded by words + 4 per read + 16 per query.
    assert!(r.cycles <= r.words + 4 * r.reads + 16 * r.queries, "{r:?}");
    println!("{r:?}: {:.2} cycles a word", r.cycles as f64 / r.words as f64);
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_rec_find_lockstep", BackendKind::Lockstep);
    let rings = Rings::random(&mut gen, 4);
    let qs: Vec<Query> = (0..150).map(|_| Query::random(&mut gen, &rings)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &rings, &qs, BUSY, &mut t).unwrap_or_else(|e| panic!("{e}")).queries, 150);
}

/// The yosys netlist of rtl/toe_rec_find.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_rec_find_post_synthesis_lockstep", BackendKind::PostSynth);
    let rings = Rings::random(&mut gen, 4);
    let qs: Vec<Query> = (0..300).map(|_| Query::random(&mut gen, &rings)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &rings, &qs, BUSY, &mut t).unwrap_or_else(|e| panic!("{e}")).queries, 300);
}

#[test]
fn reset_abandons_the_query_in_flight() {
    let (mut gen, mut dut) = setup("toe_rec_find_reset", BackendKind::Verilator);
    for _ in 0..4 {
        let rings = Rings::random(&mut gen, 4);
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..200) {
            let q = Query::random(&mut gen, &rings);
            let i = FindIn {
                cfg_bitmap_base: rings.base,
                cfg_ring_shift: rings.shift,
                s_q_valid: gen.gen(),
                s_q_conn: q.conn,
                s_q_start: q.start,
                s_q_limit: q.limit,
                m_a_ready: gen.gen(),
                m_dma_rd_ready: gen.gen(),
                s_dma_data_valid: gen.gen(),
                s_dma_data: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..20 {
            let o = dut.eval(&FindIn { m_a_ready: true, m_dma_rd_ready: true, ..Default::default() });
            assert!(!o.m_a_valid && !o.m_dma_rd_valid && !o.s_dma_data_ready, "activity out of a reset block: {o:?}");
            dut.tick();
        }
        let qs: Vec<Query> = (0..100).map(|_| Query::random(&mut gen, &rings)).collect();
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &rings, &qs, BUSY, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any ring configuration, any query inside a window.
    #[test]
    fn any_query(seed: u64, pick: u32, limit in 1u16..=u16::MAX) {
        let mut gen = TestRng::seed_from_u64(seed);
        let rings = Rings::random(&mut gen, 2);
        let conn = *rings.windows.keys().next().unwrap();
        let w = &rings.windows[&conn];
        let off = pick % w.len;
        let q = Query { conn, start: w.base.wrapping_add(off), limit: limit.min((w.len - off).min(u16::MAX as u32) as u16).max(1) };
        let mut dut = find_dut(BackendKind::from_env(BackendKind::Verilator), "toe_rec_find_proptest");
        reset(&mut dut);
        let r = run(&mut dut, &rings, &[q], Shape { idle: 0.0, stall: 0.2, latency: (1, 20), gap: 0.2 }, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}

/// A query with a limit of 0 (no plan asks one) reads nothing and answers "none"; the block
/// then answers the next queries as before.
#[test]
fn empty_query_reads_nothing() {
    let (mut gen, mut dut) = setup("toe_rec_find_empty", BackendKind::Verilator);
    let rings = Rings::random(&mut gen, 2);
    let q = Query { limit: 0, ..Query::random(&mut gen, &rings) };
    let quiet = FindIn { cfg_bitmap_base: rings.base, cfg_ring_shift: rings.shift, m_a_ready: true, m_dma_rd_ready: true, ..Default::default() };
    let before = dut.eval(&quiet).cnt_queries;
    let mut offered = true;
    let mut answers = 0;
    for _ in 0..30 {
        let i = FindIn { s_q_valid: offered, s_q_conn: q.conn, s_q_start: q.start, s_q_limit: 0, ..quiet };
        let o = dut.eval(&i);
        assert!(!o.m_dma_rd_valid, "a read for an empty query");
        if o.m_a_valid {
            assert!(!o.m_a_found, "an end found in an empty range");
            answers += 1;
        }
        offered &= !o.s_q_ready;
        dut.tick();
    }
    assert_eq!((answers, dut.eval(&quiet).cnt_queries.wrapping_sub(before)), (1, 1));
    let qs: Vec<Query> = (0..50).map(|_| Query::random(&mut gen, &rings)).collect();
    run(&mut dut, &rings, &qs, BUSY, &mut gen).unwrap_or_else(|e| panic!("{e}"));
}
