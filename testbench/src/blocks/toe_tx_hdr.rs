//! toe_tx_hdr: port binding, stimulus and scoreboard against golden's `toe_hdr::header_fields`.
//!
//! Each header request is answered by golden when it is offered; the block's answers come
//! out in order, each equal to golden's (window field, RCV.ADV, the pure ACK's sequence
//! number). Stimulus: every scale shift, buffers empty, full and overfull, edges left and
//! right of RCV.ADV, spans at the unit's boundaries and past 65535 units, the peer's edge
//! either side of SND.MAX, across the 2^32 wrap.

use crate::backend::{build, BackendKind, Dut};
use crate::seed::TestRng;
use crate::blocks::decide::{self, Ports};
use crate::verilated;
use iwarp_golden::toe_hdr::{header_fields, HdrFields, HdrView};
use iwarp_model::toe::tx_hdr::ToeTxHdr;
use rand::Rng;

crate::bind_ports!(
    /// Inputs of `toe_tx_hdr`.
    HdrIn, HdrOut, ToeTxHdr, verilated::toe_tx_hdr::Model,
    inputs {
        reset: bool, cfg_rcv_buf: u32,
        s_in.valid: bool, s_in.conn: u16, s_in.rcv_nxt: u32, s_in.rcv_adv: u32, s_in.rcv_unread: u32, s_in.rcv_shift: u8,
        s_in.snd_una: u32, s_in.snd_wnd: u32, s_in.snd_max: u32,
        m_hdr.ready: bool,
    }
    outputs { s_in.ready: bool, m_hdr.valid: bool, m_hdr.conn: u16, m_hdr.window: u16, m_hdr.rcv_adv: u32, m_hdr.ack_seq: u32, cnt_headers: u32 }
);

pub type HdrDut = Box<dyn Dut<In = HdrIn, Out = HdrOut>>;

pub fn hdr_dut(kind: BackendKind, test: &str) -> HdrDut {
    build::<ToeTxHdr, verilated::toe_tx_hdr::Model>(kind, Some(test))
}

/// Cycles per header with the output ready at once: IDLE, seven steps, OUT.
pub const CYCLES_PER_HEADER: u64 = 9;

pub fn reset(dut: &mut dyn Dut<In = HdrIn, Out = HdrOut>) {
    for _ in 0..2 {
        dut.eval(&HdrIn { reset: true, ..Default::default() });
        dut.tick();
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub conn: u16,
    pub view: HdrView,
}

impl Case {
    pub fn input(&self, rcv_buf: u32) -> HdrIn {
        let v = &self.view;
        HdrIn {
            cfg_rcv_buf: rcv_buf,
            s_in_valid: true,
            s_in_conn: self.conn,
            s_in_rcv_nxt: v.rcv_nxt,
            s_in_rcv_adv: v.rcv_adv,
            s_in_rcv_unread: v.rcv_unread,
            s_in_rcv_shift: v.rcv_shift,
            s_in_snd_una: v.snd_una,
            s_in_snd_wnd: v.snd_wnd,
            s_in_snd_max: v.snd_max,
            ..Default::default()
        }
    }

    /// A random request under a buffer of `rcv_buf` bytes.
    pub fn random(rng: &mut TestRng, rcv_buf: u32) -> Self {
        let rcv_nxt: u32 = if rng.gen_bool(0.2) { 0u32.wrapping_sub(rng.gen_range(0..100_000)) } else { rng.gen() };
        let rcv_shift: u8 = rng.gen_range(0..=14);
        let unit = 1u32 << rcv_shift;
        let rcv_unread = match rng.gen_range(0..5) {
            0 => 0,
            1 => rcv_buf,
            2 => rcv_buf.saturating_add(rng.gen_range(1..1000)),
            3 => rcv_buf.saturating_sub(rng.gen_range(0..=unit.min(rcv_buf))),
            _ => rng.gen_range(0..=rcv_buf),
        };
        // RCV.ADV: left of, at, or right of the edge the buffer gives, on or off a unit.
        let edge = rcv_nxt.wrapping_add(rcv_buf.saturating_sub(rcv_unread));
        let rcv_adv = match rng.gen_range(0..5) {
            0 => rcv_nxt,
            1 => edge,
            2 => edge.wrapping_add(rng.gen_range(1..2 * unit.max(2))),
            3 => edge.wrapping_sub(rng.gen_range(1..2 * unit.max(2))),
            _ => rng.gen(),
        };
        let snd_una: u32 = rng.gen();
        let snd_wnd: u32 = if rng.gen_bool(0.2) { 0 } else { rng.gen_range(0..1 << 30) };
        let snd_max = match rng.gen_range(0..4) {
            0 => snd_una.wrapping_add(snd_wnd),
            1 => snd_una.wrapping_add(snd_wnd).wrapping_add(rng.gen_range(1..10_000)),
            2 => snd_una.wrapping_add(rng.gen_range(0..=snd_wnd)),
            _ => rng.gen(),
        };
        Case { conn: rng.gen_range(0..1024), view: HdrView { rcv_nxt, rcv_adv, rcv_unread, rcv_shift, snd_una, snd_wnd, snd_max } }
    }
}

/// A random buffer size: ordinary, tiny, huge, or any.
pub fn random_buf(rng: &mut TestRng) -> u32 {
    match rng.gen_range(0..4) {
        0 => 256 << 10,
        1 => rng.gen_range(0..4096),
        2 => rng.gen_range(1 << 28..=u32::MAX),
        _ => rng.gen(),
    }
}

pub fn check(o: &HdrOut, conn: u16, h: &HdrFields) -> Result<(), String> {
    let got = (o.m_hdr_conn, o.m_hdr_window, o.m_hdr_rcv_adv, o.m_hdr_ack_seq);
    let want = (conn, h.window, h.rcv_adv, h.ack_seq);
    if got == want {
        Ok(())
    } else {
        Err(format!("(conn, window, rcv_adv, ack_seq): got {got:x?}, golden {want:x?}"))
    }
}

#[derive(Clone, Debug, Default)]
pub struct HdrRun {
    pub cycles: u64,
    pub headers: u64,
    /// Headers whose window was capped at 65535 units, and kept at RCV.ADV.
    pub capped: u64,
    pub kept: u64,
}

/// Offers `cases` under `rcv_buf` (idle input at `idle`, backpressure at `stall`) and compares
/// every answer with golden's, in order.
pub fn run(dut: &mut dyn Dut<In = HdrIn, Out = HdrOut>, rcv_buf: u32, cases: &[Case], idle: f64, stall: f64, rng: &mut TestRng) -> Result<HdrRun, String> {
    let with: Vec<(u32, Case)> = cases.iter().map(|c| (rcv_buf, *c)).collect();
    let ports: Ports<(u32, Case), HdrIn, HdrOut, HdrFields> = Ports {
        quiet: HdrIn { cfg_rcv_buf: rcv_buf, ..Default::default() },
        offer: |(b, c): &(u32, Case), _| c.input(*b),
        set_ready: |i, r| i.m_hdr_ready = r,
        in_ready: |o| o.s_in_ready,
        out_valid: |o| o.m_hdr_valid,
        counter: |o| o.cnt_headers,
        expect: |(b, c): &(u32, Case)| header_fields(*b, &c.view),
    };
    let (mut capped, mut kept) = (0, 0);
    let r = decide::run(dut, &ports, &with, idle, stall, rng, |o, (b, c), h| {
        check(o, c.conn, h)?;
        capped += (h.window == u16::MAX) as u64;
        let v = &c.view;
        kept += iwarp_golden::toe::seq_lt(v.rcv_nxt.wrapping_add(b.saturating_sub(v.rcv_unread)), v.rcv_adv) as u64;
        Ok(())
    })?;
    Ok(HdrRun { cycles: r.cycles, headers: r.decisions, capped, kept })
}
