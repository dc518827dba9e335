//! MpaTxShift: ULPDU beats -> FPDU content words (ULPDU_LENGTH, ULPDU, zero pad).
//!
//! The FPDU content (RFC 5044 section 4.1: ULPDU_LENGTH, ULPDU, pad to 4) is the ULPDU moved
//! two bytes later with the big-endian length in front, so each 8-byte input beat becomes one
//! content beat: the two bytes carried from the previous beat (or the length), then input lanes
//! 0-5. The last content beat has 1 or 2 words, zero-padded; when the last input beat holds 7
//! or 8 bytes, one extra single-word beat carries its lanes 6-7.
//!
//! Ports: `s_data/s_keep/s_last/s_valid/s_ready` ULPDU beats (lane 0 first, contiguous keep,
//! every ULPDU at least one byte); `desc_valid/desc_len` the ULPDU's descriptor, taken with its
//! first beat (`desc_take` pulses then) and only while `start_ok`; `m_data/m_two/m_last/
//! m_valid/m_ready` content beats of 1 or 2 words, `m_last` on the ULPDU's last word.

use crate::common::lane_mask::lane_mask;
use rust_hdl::prelude::*;

/// Combinational part: mask, shift by two lanes, carry.
#[derive(LogicBlock, Default)]
pub struct TxShiftComb {
    pub data: Signal<In, Bits<64>>,
    pub keep: Signal<In, Bits<8>>,
    pub len: Signal<In, Bits<16>>,
    pub first: Signal<In, Bit>,
    pub carry_in: Signal<In, Bits<16>>,
    pub shifted: Signal<Out, Bits<64>>,
    pub carry_out: Signal<Out, Bits<16>>,
    /// The beat's bytes fit this content beat (at most 6 bytes: lane 6 not kept).
    pub fits: Signal<Out, Bit>,
    /// The content fits one word (at most 2 bytes).
    pub single: Signal<Out, Bit>,
}

impl Logic for TxShiftComb {
    fn update(&mut self) {
        let keep = self.keep.val().to_u8();
        let masked = self.data.val().to_u64() & lane_mask(keep);
        let len = self.len.val().to_u64();
        let prefix = if self.first.val() { (len >> 8) | ((len & 0xFF) << 8) } else { self.carry_in.val().to_u64() };
        self.shifted.next = ((masked << 16) | prefix).to_bits();
        self.carry_out.next = (masked >> 48).to_bits();
        self.fits.next = keep & 0x40 == 0;
        self.single.next = keep & 0x04 == 0;
    }

    fn connect(&mut self) {
        self.shifted.connect();
        self.carry_out.connect();
        self.fits.connect();
        self.single.connect();
    }

    fn hdl(&self) -> Verilog {
        let lanes: Vec<String> = (0..8).rev().map(|l| format!("{{8{{keep[{l}]}}}}")).collect();
        Verilog::Custom(format!(
            "wire [63:0] masked = data & {{{}}};\n\
             always @(*) begin\n\
             \x20   shifted = {{masked[47:0], (first ? {{len[7:0], len[15:8]}} : carry_in)}};\n\
             \x20   carry_out = masked[63:48];\n\
             \x20   fits = ~keep[6];\n\
             \x20   single = ~keep[2];\n\
             end\n",
            lanes.join(", ")
        ))
    }
}

#[derive(LogicBlock, Default)]
pub struct MpaTxShift {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub desc_valid: Signal<In, Bit>,
    pub desc_len: Signal<In, Bits<16>>,
    pub start_ok: Signal<In, Bit>,
    pub desc_take: Signal<Out, Bit>,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_two: Signal<Out, Bit>,
    pub m_last: Signal<Out, Bit>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    comb: TxShiftComb,
    /// Inside a ULPDU (its first beat has been taken).
    mid: DFF<Bit>,
    carry: DFF<Bits<16>>,
    /// The single-word beat with the last input beat's lanes 6-7 is pending.
    extra: DFF<Bit>,
    go: Signal<Local, Bit>,
}

impl Logic for MpaTxShift {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, mid, carry, extra);
        self.comb.data.next = self.s_data.val();
        self.comb.keep.next = self.s_keep.val();
        self.comb.len.next = self.desc_len.val();
        self.comb.first.next = !self.mid.q.val();
        self.comb.carry_in.next = self.carry.q.val();
        self.go.next = !self.extra.q.val() & (self.mid.q.val() | (self.desc_valid.val() & self.start_ok.val()));
        self.s_ready.next = self.go.val() & self.m_ready.val();
        self.desc_take.next = false;
        self.m_data.next = self.comb.shifted.val();
        self.m_two.next = true;
        self.m_last.next = false;
        self.m_valid.next = self.go.val() & self.s_valid.val();
        if self.extra.q.val() {
            self.m_valid.next = true;
            self.m_data.next = bit_cast::<64, 16>(self.carry.q.val());
            self.m_two.next = false;
            self.m_last.next = true;
            if self.m_ready.val() {
                self.extra.d.next = false;
                self.mid.d.next = false;
            }
        } else {
            if self.s_last.val() & self.comb.fits.val() {
                self.m_last.next = true;
                self.m_two.next = !self.comb.single.val();
            }
            if self.go.val() & self.s_valid.val() & self.m_ready.val() {
                self.desc_take.next = !self.mid.q.val();
                self.carry.d.next = self.comb.carry_out.val();
                self.mid.d.next = true;
                if self.s_last.val() {
                    if self.comb.fits.val() {
                        self.mid.d.next = false;
                    } else {
                        self.extra.d.next = true;
                    }
                }
            }
        }
        if self.reset.val() {
            self.mid.d.next = false;
            self.extra.d.next = false;
        }
    }
}
