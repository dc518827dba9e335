//! toe_tx_read: payloads read from random send rings (stale bytes around every window) with
//! idle input, backpressure on the payload and the reads, memory latency and gaps, every
//! payload byte-exact against the stream it was written from; the DMA rules; lockstep native
//! vs Verilator and the post-synthesis netlist; reset; proptest.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_rec_find::Shape;
use iwarp_testbench::blocks::toe_tx_read::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

const BUSY: Shape = Shape { idle: 0.2, stall: 0.3, latency: (1, 40), gap: 0.2 };

fn setup(test: &str, kind: BackendKind) -> (TestRng, ReadDut) {
    let gen = rng_for(test);
    let mut dut = read_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 8 ring configurations of 8 connections, 500 payloads each.
#[test]
fn payloads_byte_exact() {
    let (mut gen, mut dut) = setup("toe_tx_read_random", BackendKind::Verilator);
    let mut total = ReadRun::default();
    for _ in 0..8 {
        let rings = SendRings::random(&mut gen, 8);
        let cs: Vec<Cmd> = (0..500).map(|_| Cmd::random(&mut gen, &rings)).collect();
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, &rings, &cs, BUSY, &mut t).unwrap_or_else(|e| panic!("{e}"));
        total.commands += r.commands;
        total.bytes += r.bytes;
        total.words += r.words;
        total.reads += r.reads;
        total.ring_wraps += r.ring_wraps;
        total.unaligned += r.unaligned;
        total.page_splits += r.page_splits;
    }
    println!("{total:?}");
    assert_eq!(total.commands, 4_000);
    assert!(total.unaligned >= 3_000 && total.ring_wraps >= 20 && total.page_splits >= 300, "{total:?}");
}

/// With memory answering at once and the payload always taken: a word a cycle.
#[test]
fn one_word_a_cycle() {
    let (mut gen, mut dut) = setup("toe_tx_read_rate", BackendKind::Verilator);
    let rings = SendRings::random(&mut gen, 4);
    let cs: Vec<Cmd> = (0..300).map(|_| Cmd::random(&mut gen, &rings)).collect();
    let shape = Shape { idle: 0.0, stall: 0.0, latency: (1, 1), gap: 0.0 };
    let r = run(&mut dut, &rings, &cs, shape, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.cycles <= r.words + 4 * r.reads + 10 * r.commands, "{r:?}");
    println!("{r:?}: {:.2} bytes a cycle", r.bytes as f64 / r.cycles as f64);
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_tx_read_lockstep", BackendKind::Lockstep);
    let rings = SendRings::random(&mut gen, 4);
    let cs: Vec<Cmd> = (0..60).map(|_| Cmd::random(&mut gen, &rings)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &rings, &cs, BUSY, &mut t).unwrap_or_else(|e| panic!("{e}")).commands, 60);
}

/// The yosys netlist of rtl/toe_tx_read.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_tx_read_post_synthesis_lockstep", BackendKind::PostSynth);
    let rings = SendRings::random(&mut gen, 4);
    let cs: Vec<Cmd> = (0..150).map(|_| Cmd::random(&mut gen, &rings)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, &rings, &cs, BUSY, &mut t).unwrap_or_else(|e| panic!("{e}")).commands, 150);
}

#[test]
fn reset_abandons_the_payload_in_flight() {
    let (mut gen, mut dut) = setup("toe_tx_read_reset", BackendKind::Verilator);
    for _ in 0..4 {
        let rings = SendRings::random(&mut gen, 4);
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..300) {
            let c = Cmd::random(&mut gen, &rings);
            let i = ReadIn {
                cfg_ring_base: rings.base,
                cfg_ring_shift: rings.shift,
                s_rd_valid: gen.gen(),
                s_rd_conn: c.conn,
                s_rd_seq: c.seq,
                s_rd_len: c.len,
                m_dma_rd_ready: gen.gen(),
                s_dma_data_valid: gen.gen(),
                s_dma_data: gen.gen(),
                m_pay_ready: gen.gen(),
                ..Default::default()
            };
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..20 {
            let o = dut.eval(&ReadIn { m_pay_ready: true, m_dma_rd_ready: true, ..Default::default() });
            assert!(!o.m_pay_valid && !o.m_dma_rd_valid && !o.s_dma_data_ready, "activity out of a reset block: {o:?}");
            dut.tick();
        }
        let cs: Vec<Cmd> = (0..60).map(|_| Cmd::random(&mut gen, &rings)).collect();
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, &rings, &cs, BUSY, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any ring configuration, any payload inside a window.
    #[test]
    fn any_payload(seed: u64, pick: u32, len in 1u16..=u16::MAX) {
        let mut gen = TestRng::seed_from_u64(seed);
        let rings = SendRings::random(&mut gen, 2);
        let (&conn, &(base, wlen)) = rings.windows.iter().next().unwrap();
        let off = pick % wlen;
        let c = Cmd { conn, seq: base.wrapping_add(off), len: len.min((wlen - off).min(u16::MAX as u32) as u16).max(1) };
        let mut dut = read_dut(BackendKind::from_env(BackendKind::Verilator), "toe_tx_read_proptest");
        reset(&mut dut);
        let r = run(&mut dut, &rings, &[c], Shape { idle: 0.0, stall: 0.2, latency: (1, 20), gap: 0.2 }, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}

/// A command of 0 bytes (toe_send_cut never sends one) reads nothing and sends no packet; it
/// is counted, and the next payloads come out as before.
#[test]
fn empty_command_reads_nothing() {
    let (mut gen, mut dut) = setup("toe_tx_read_empty", BackendKind::Verilator);
    let rings = SendRings::random(&mut gen, 2);
    let c = Cmd { len: 0, ..Cmd::random(&mut gen, &rings) };
    let quiet = ReadIn { cfg_ring_base: rings.base, cfg_ring_shift: rings.shift, m_pay_ready: true, m_dma_rd_ready: true, ..Default::default() };
    let before = dut.eval(&quiet).cnt_reads;
    let mut offered = true;
    for _ in 0..30 {
        let i = ReadIn { s_rd_valid: offered, s_rd_conn: c.conn, s_rd_seq: c.seq, s_rd_len: 0, ..quiet };
        let o = dut.eval(&i);
        assert!(!o.m_dma_rd_valid && !o.m_pay_valid, "a read or a payload for an empty command");
        offered &= !o.s_rd_ready;
        dut.tick();
    }
    assert_eq!(dut.eval(&quiet).cnt_reads.wrapping_sub(before), 1);
    let cs: Vec<Cmd> = (0..50).map(|_| Cmd::random(&mut gen, &rings)).collect();
    let r = run(&mut dut, &rings, &cs, BUSY, &mut gen).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.commands, 50);
}
