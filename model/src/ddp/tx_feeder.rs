//! TxFeeder: turns the chunk queue (control → packer, layout [`super::chunk`]) into the
//! packer's chunk stream. An immediate chunk (header, Read Request body, Terminate fields) is
//! one packer chunk of its own bytes. A DMA chunk names the length of one payload read: its
//! bytes come from the DMA read data channel (`s_pdata`, each read's bytes packed from lane 0,
//! reads in request order), 8 per beat and the rest on its last beat.
//!
//! State: `started` and `rem`, the bytes of the head DMA chunk not yet passed on, and
//! `rem_short` (rem <= 8, registered: the chunk's `SHORT` bit before it starts), so the beat's
//! byte count never waits for a length compare. A piece's lanes beyond its byte count are
//! zeroed here (a DMA read's last beat and an immediate chunk may carry other bytes there).

use super::{chunk, ChunkWord, PieceOut};
use crate::common::lane_mask::LaneMask;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct TxFeeder {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub c_valid: Signal<In, Bit>,
    pub c_dout: Signal<In, Bits<{ chunk::BITS }>>,
    pub c_pop: Signal<Out, Bit>,
    pub s_pdata_valid: Signal<In, Bit>,
    pub s_pdata: Signal<In, Bits<64>>,
    pub s_pdata_ready: Signal<Out, Bit>,
    pub p: PieceOut,
    started: DFF<Bit>,
    rem: DFF<Bits<13>>,
    rem_short: DFF<Bit>,
    dma: Signal<Local, Bit>,
    rem_now: Signal<Local, Bits<13>>,
    rem_after: Signal<Local, Bits<13>>,
    tail: Signal<Local, Bit>,
    fire: Signal<Local, Bit>,
    /// The piece's bytes and byte count before the bytes beyond the count are zeroed.
    raw_data: Signal<Local, Bits<64>>,
    raw_n: Signal<Local, Bits<4>>,
    /// The lanes a piece keeps ([`LaneMask`]), and their sources.
    mask: LaneMask,
    keep: Signal<Local, Bits<8>>,
    len_n: Signal<Local, Bits<4>>,
    first_keep: Signal<Local, Bits<8>>,
    after_n: Signal<Local, Bits<4>>,
    after_keep: Signal<Local, Bits<8>>,
    /// The lanes of `rem`'s bytes (its tail beat's), registered with it.
    tail_keep: DFF<Bits<8>>,
}

impl Logic for TxFeeder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, started, rem, rem_short, tail_keep);
        self.dma.next = self.c_dout.val().get_value_dma();
        self.rem_now.next = self.c_dout.val().get_value_len();
        if self.started.q.val() {
            self.rem_now.next = self.rem.q.val();
        }
        self.rem_after.next = self.rem_now.val() - 8;
        self.tail.next = self.c_dout.val().get_value_short();
        if self.started.q.val() {
            self.tail.next = self.rem_short.q.val();
        }
        self.p.qp.next = self.c_dout.val().get_value_qp();
        self.p.len.next = self.c_dout.val().get_value_ulen();
        self.raw_data.next = self.c_dout.val().get_value_data();
        self.raw_n.next = bit_cast::<4, 13>(self.c_dout.val().get_value_len());
        self.p.last.next = self.c_dout.val().get_value_last();
        self.p.valid.next = self.c_valid.val();
        if self.dma.val() {
            self.raw_data.next = self.s_pdata.val();
            self.p.valid.next = self.c_valid.val() & self.s_pdata_valid.val();
            self.raw_n.next = bits::<4>(8);
            if self.tail.val() {
                self.raw_n.next = bit_cast::<4, 13>(self.rem_now.val());
            }
            self.p.last.next = self.c_dout.val().get_value_last() & self.tail.val();
        }
        // The piece's bytes, lanes beyond n zeroed (the packer ORs pieces onto held bytes),
        // the lanes kept chosen from registers only (issue 17: decoded from the byte count,
        // the mask came after the count's multiplexers, ddp_tx's worst path at one seed,
        // 6.89 ns): a chunk's first piece keeps its length's lanes (an immediate chunk, or a
        // DMA chunk of at most 8 bytes), a started DMA chunk's tail keeps `tail_keep`'s (the
        // lanes of `rem`, registered with it), any other DMA piece all 8.
        self.len_n.next = bit_cast::<4, 13>(self.c_dout.val().get_value_len());
        self.first_keep.next = bits::<8>(0xFF);
        if self.len_n.val() < 8 {
            self.first_keep.next = (bits::<8>(1) << bit_cast::<8, 4>(self.len_n.val())) - 1;
        }
        self.after_n.next = bit_cast::<4, 13>(self.rem_after.val());
        self.after_keep.next = bits::<8>(0xFF);
        if self.after_n.val() < 8 {
            self.after_keep.next = (bits::<8>(1) << bit_cast::<8, 4>(self.after_n.val())) - 1;
        }
        self.keep.next = bits::<8>(0xFF);
        if !self.dma.val() | (self.tail.val() & !self.started.q.val()) {
            self.keep.next = self.first_keep.val();
        }
        if self.dma.val() & self.tail.val() & self.started.q.val() {
            self.keep.next = self.tail_keep.q.val();
        }
        self.mask.data.next = self.raw_data.val();
        self.mask.keep.next = self.keep.val();
        self.p.data.next = self.mask.out.val();
        self.p.n.next = self.raw_n.val();
        self.fire.next = self.p.valid.val() & self.p.ready.val();
        self.s_pdata_ready.next = self.c_valid.val() & self.dma.val() & self.p.ready.val();
        self.c_pop.next = self.fire.val() & (!self.dma.val() | self.tail.val());
        if self.fire.val() & self.dma.val() {
            self.started.d.next = !self.tail.val();
            self.rem.d.next = self.rem_after.val();
            self.tail_keep.d.next = self.after_keep.val();
            self.rem_short.d.next = self.rem_after.val() <= 8;
        }
        if self.reset.val() {
            self.started.d.next = false;
        }
    }
}
