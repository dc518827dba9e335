//! TxPacker: packs chunks of 1..8 bytes (each from lane 0) into a ULPDU packet stream: the
//! first byte of each ULPDU in lane 0, every beat full but the ULPDU's last. A chunk with
//! `s_last` ends its ULPDU; `s_qp` and `s_len` (the ULPDU length) are carried to every beat.
//!
//! State: up to 7 bytes held (`acc`, lanes 0..fill). A chunk is shifted up by `fill` lanes
//! onto them; when 8 or more bytes are there, one full beat leaves and the rest stays. A last
//! chunk that leaves more than 8 bytes takes a second cycle (`pend`) for its final beat, during
//! which no chunk is taken. Outputs come from registers (held while stalled); one chunk per
//! cycle, so full 8-byte chunks flow at one beat per cycle. A chunk's lanes beyond `n` come
//! zeroed (issue 17: zeroing them here put the byte count's mask decode in front of the lane
//! shift, ddp_tx's worst path at one seed, 6.55 ns).

use super::{PieceIn, UlpduOut};
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct TxPacker {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s: PieceIn,
    pub m: UlpduOut,
    acc: DFF<Bits<64>>,
    fill: DFF<Bits<4>>,
    pend: DFF<Bit>,
    o_valid: DFF<Bit>,
    o_data: DFF<Bits<64>>,
    o_keep: DFF<Bits<8>>,
    o_last: DFF<Bit>,
    o_qp: DFF<Bits<4>>,
    o_len: DFF<Bits<16>>,
    advance: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    d: Signal<Local, Bits<64>>,
    lo: Signal<Local, Bits<64>>,
    hi: Signal<Local, Bits<64>>,
    total: Signal<Local, Bits<4>>,
    rest: Signal<Local, Bits<4>>,
    keep_total: Signal<Local, Bits<8>>,
    keep_fill: Signal<Local, Bits<8>>,
}

impl Logic for TxPacker {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, acc, fill, pend, o_valid, o_data, o_keep, o_last, o_qp, o_len);
        self.advance.next = !self.o_valid.q.val() | self.m.ready.val();
        self.take.next = self.s.valid.val() & self.advance.val() & !self.pend.q.val();
        self.s.ready.next = self.advance.val() & !self.pend.q.val();
        // The chunk's lanes beyond n are zero (the feeder zeroes them).
        self.d.next = self.s.data.val();
        // lo: the held bytes and the chunk shifted up by fill lanes; hi: what spills over.
        self.lo.next = self.acc.q.val() | self.d.val();
        self.hi.next = bits::<64>(0);
        if self.fill.q.val() == 1 {
            self.lo.next = self.acc.q.val() | (self.d.val() << 8);
            self.hi.next = self.d.val() >> 56;
        }
        if self.fill.q.val() == 2 {
            self.lo.next = self.acc.q.val() | (self.d.val() << 16);
            self.hi.next = self.d.val() >> 48;
        }
        if self.fill.q.val() == 3 {
            self.lo.next = self.acc.q.val() | (self.d.val() << 24);
            self.hi.next = self.d.val() >> 40;
        }
        if self.fill.q.val() == 4 {
            self.lo.next = self.acc.q.val() | (self.d.val() << 32);
            self.hi.next = self.d.val() >> 32;
        }
        if self.fill.q.val() == 5 {
            self.lo.next = self.acc.q.val() | (self.d.val() << 40);
            self.hi.next = self.d.val() >> 24;
        }
        if self.fill.q.val() == 6 {
            self.lo.next = self.acc.q.val() | (self.d.val() << 48);
            self.hi.next = self.d.val() >> 16;
        }
        if self.fill.q.val() == 7 {
            self.lo.next = self.acc.q.val() | (self.d.val() << 56);
            self.hi.next = self.d.val() >> 8;
        }
        self.total.next = self.fill.q.val() + self.s.n.val();
        self.rest.next = self.total.val() - 8;
        self.keep_total.next = bits::<8>(0xFF);
        if self.total.val() < 8 {
            self.keep_total.next = (bits::<8>(1) << bit_cast::<8, 4>(self.total.val())) - 1;
        }
        // fill < 8: the mask fits 8 bits.
        self.keep_fill.next = (bits::<8>(1) << bit_cast::<8, 4>(self.fill.q.val())) - 1;
        if self.advance.val() {
            self.o_valid.d.next = false;
        }
        if self.pend.q.val() & self.advance.val() {
            // The final beat of a last chunk that left more than 8 bytes.
            self.o_valid.d.next = true;
            self.o_data.d.next = self.acc.q.val();
            self.o_keep.d.next = self.keep_fill.val();
            self.o_last.d.next = true;
            self.acc.d.next = bits::<64>(0);
            self.fill.d.next = bits::<4>(0);
            self.pend.d.next = false;
        }
        if self.take.val() {
            self.o_qp.d.next = self.s.qp.val();
            self.o_len.d.next = self.s.len.val();
            if self.total.val() >= 8 {
                self.o_valid.d.next = true;
                self.o_data.d.next = self.lo.val();
                self.o_keep.d.next = bits::<8>(0xFF);
                self.o_last.d.next = self.s.last.val() & (self.total.val() == 8);
                self.acc.d.next = self.hi.val();
                self.fill.d.next = self.rest.val();
                self.pend.d.next = self.s.last.val() & (self.total.val() != 8);
            } else {
                self.acc.d.next = self.lo.val();
                self.fill.d.next = self.total.val();
                if self.s.last.val() {
                    self.o_valid.d.next = true;
                    self.o_data.d.next = self.lo.val();
                    self.o_keep.d.next = self.keep_total.val();
                    self.o_last.d.next = true;
                    self.acc.d.next = bits::<64>(0);
                    self.fill.d.next = bits::<4>(0);
                }
            }
        }
        if self.reset.val() {
            self.o_valid.d.next = false;
            self.pend.d.next = false;
            self.fill.d.next = bits::<4>(0);
            self.acc.d.next = bits::<64>(0);
        }
        self.m.valid.next = self.o_valid.q.val();
        self.m.data.next = self.o_data.q.val();
        self.m.keep.next = self.o_keep.q.val();
        self.m.last.next = self.o_last.q.val();
        self.m.qp.next = self.o_qp.q.val();
        self.m.len.next = self.o_len.q.val();
    }
}
