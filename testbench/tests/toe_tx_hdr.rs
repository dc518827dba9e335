//! toe_tx_hdr against golden's `toe_hdr::header_fields`: random requests under random buffer
//! sizes with idle input and backpressure (capped windows and windows kept at RCV.ADV both
//! reached), RFC cases, nine cycles a header, lockstep native vs Verilator and the
//! post-synthesis netlist, reset, proptest.

use iwarp_golden::toe_hdr::{header_fields, HdrView};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::toe_tx_hdr::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn setup(test: &str, kind: BackendKind) -> (TestRng, HdrDut) {
    let gen = rng_for(test);
    let mut dut = hdr_dut(BackendKind::from_env(kind), test);
    reset(&mut dut);
    (gen, dut)
}

/// 10 buffer sizes of 5,000 requests each.
#[test]
fn headers_match_golden() {
    let (mut gen, mut dut) = setup("toe_tx_hdr_random", BackendKind::Verilator);
    let (mut capped, mut kept, mut total) = (0, 0, 0);
    for _ in 0..10 {
        let buf = random_buf(&mut gen);
        let cs: Vec<Case> = (0..5_000).map(|_| Case::random(&mut gen, buf)).collect();
        let mut t = TestRng::seed_from_u64(gen.gen());
        let r = run(&mut dut, buf, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}"));
        (capped, kept, total) = (capped + r.capped, kept + r.kept, total + r.headers);
    }
    println!("{total} headers, {capped} capped at 65535 units, {kept} kept at RCV.ADV");
    assert!(capped > 500 && kept > 2_000 && total == 50_000);
}

#[test]
fn nine_cycles_per_header() {
    let (mut gen, mut dut) = setup("toe_tx_hdr_rate", BackendKind::Verilator);
    let cs: Vec<Case> = (0..1_000).map(|_| Case::random(&mut gen, 256 << 10)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    let r = run(&mut dut, 256 << 10, &cs, 0.0, 0.0, &mut t).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.cycles, cs.len() as u64 * CYCLES_PER_HEADER);
}

/// The RFCs' cases, against golden and against the answer they give.
#[test]
fn rfc_cases() {
    let base = HdrView { rcv_nxt: 1000, rcv_adv: 1000, rcv_unread: 0, rcv_shift: 7, snd_una: 50, snd_wnd: 100, snd_max: 120 };
    let checks: Vec<(u32, HdrView, (u16, u32, u32))> = vec![
        // 256 KiB free at shift 7: 2048 units, RCV.ADV = RCV.NXT + 256 KiB.
        (256 << 10, base, (2048, 1000 + (256 << 10), 120)),
        // A span not on a unit rounds up (the edge moves right by less than a unit).
        (1000, base, (8, 1000 + 1024, 120)),
        // The buffer full: the edge stays at RCV.ADV (never shrunk).
        (1000, HdrView { rcv_unread: 1000, rcv_adv: 1000 + 512, ..base }, (4, 1000 + 512, 120)),
        // Overfull (more unread than the buffer): no window, not negative.
        (1000, HdrView { rcv_unread: 5000, ..base }, (0, 1000, 120)),
        // Past 65535 units: capped.
        (1 << 20, HdrView { rcv_shift: 0, ..base }, (0xFFFF, 1000 + 0xFFFF, 120)),
        // SND.MAX past the peer's edge (it shrank its window): the edge.
        (1000, HdrView { snd_max: 200, ..base }, (8, 1000 + 1024, 150)),
        // Across the 2^32 wrap.
        (4096, HdrView { rcv_nxt: u32::MAX - 10, rcv_adv: u32::MAX - 10, rcv_shift: 0, ..base }, (4096, 4085, 120)),
    ];
    let mut dut = hdr_dut(BackendKind::from_env(BackendKind::Verilator), "toe_tx_hdr_rfc");
    reset(&mut dut);
    let mut rng = rng_for("toe_tx_hdr_rfc");
    for (i, (buf, v, want)) in checks.iter().enumerate() {
        let h = header_fields(*buf, v);
        assert_eq!((h.window, h.rcv_adv, h.ack_seq), *want, "case {i}: golden {h:?}");
        run(&mut dut, *buf, &[Case { conn: i as u16, view: *v }], 0.0, 0.0, &mut rng).unwrap_or_else(|e| panic!("case {i}: {e}"));
    }
}

#[test]
fn lockstep_native_vs_verilator() {
    let (mut gen, mut dut) = setup("toe_tx_hdr_lockstep", BackendKind::Lockstep);
    let buf = random_buf(&mut gen);
    let cs: Vec<Case> = (0..1_500).map(|_| Case::random(&mut gen, buf)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, buf, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).headers, 1_500);
}

/// The yosys netlist of rtl/toe_tx_hdr.v in lockstep with the model.
#[test]
fn post_synthesis_lockstep() {
    let (mut gen, mut dut) = setup("toe_tx_hdr_post_synthesis_lockstep", BackendKind::PostSynth);
    let buf = random_buf(&mut gen);
    let cs: Vec<Case> = (0..1_500).map(|_| Case::random(&mut gen, buf)).collect();
    let mut t = TestRng::seed_from_u64(gen.gen());
    assert_eq!(run(&mut dut, buf, &cs, 0.2, 0.3, &mut t).unwrap_or_else(|e| panic!("{e}")).headers, 1_500);
}

#[test]
fn reset_abandons_the_header_in_flight() {
    let (mut gen, mut dut) = setup("toe_tx_hdr_reset", BackendKind::Verilator);
    for _ in 0..4 {
        let buf = random_buf(&mut gen);
        dut.allow_illegal_stimulus(true);
        for _ in 0..gen.gen_range(1..40) {
            let mut i = Case::random(&mut gen, buf).input(buf);
            i.s_in_valid = gen.gen();
            i.m_hdr_ready = gen.gen();
            dut.eval(&i);
            dut.tick();
        }
        reset(&mut dut);
        dut.allow_illegal_stimulus(false);
        for _ in 0..2 * CYCLES_PER_HEADER {
            let o = dut.eval(&HdrIn { m_hdr_ready: true, ..Default::default() });
            assert!(!o.m_hdr_valid, "a header out of a reset block");
            dut.tick();
        }
        let cs: Vec<Case> = (0..100).map(|_| Case::random(&mut gen, buf)).collect();
        let mut t = TestRng::seed_from_u64(gen.gen());
        run(&mut dut, buf, &cs, 0.1, 0.1, &mut t).unwrap_or_else(|e| panic!("{e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any buffer and fields at all.
    #[test]
    fn any_fields(buf: u32, rcv_nxt: u32, rcv_adv: u32, rcv_unread: u32, shift in 0u8..=14, snd_una: u32, snd_wnd: u32, snd_max: u32) {
        let c = Case { conn: 5, view: HdrView { rcv_nxt, rcv_adv, rcv_unread, rcv_shift: shift, snd_una, snd_wnd, snd_max } };
        let mut dut = hdr_dut(BackendKind::from_env(BackendKind::Verilator), "toe_tx_hdr_proptest");
        reset(&mut dut);
        let mut gen = TestRng::seed_from_u64(rcv_nxt as u64);
        let r = run(&mut dut, buf, &[c], 0.0, 0.0, &mut gen);
        prop_assert!(r.is_ok(), "{:?}", r.err());
    }
}
