//! MpaRxAlign: TCP payload beats -> whole stream words, holding the bytes of a word cut by a
//! segment end until the connection's next segment completes it.
//!
//! Beats keep their lanes (lane = stream offset mod 8), so a word slot (lanes 0-3 or 4-7) is a
//! 4-byte-aligned stream word. A slot is emitted when all its lanes are present, from the beat
//! or from the held bytes of the previous segment (merged lane by lane, no shifting). Bytes of an
//! incomplete slot at a segment end are held (`pend_*`), and saved/restored with the connection
//! context on a switch.
//!
//! Ports: `s_data/s_keep/s_last/s_valid/s_ready` payload beats, `s_last` ending each segment;
//! `enable` lets a beat be taken this cycle; `m_data/m_v0/m_v1/m_seg_end/m_valid` the taken
//! beat's complete words (combinational; `m_valid` when a beat was taken);
//! `pend_load/pend_data_in/pend_keep_in` restore, `pend_data_out/pend_keep_out` save.

use crate::common::lane_mask::LaneMask;
use crate::common::beat::BeatKeep;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct MpaRxAlign {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub enable: Signal<In, Bit>,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_v0: Signal<Out, Bit>,
    pub m_v1: Signal<Out, Bit>,
    pub m_seg_end: Signal<Out, Bit>,
    pub m_valid: Signal<Out, Bit>,
    pub pend_load: Signal<In, Bit>,
    pub pend_data_in: Signal<In, Bits<64>>,
    pub pend_keep_in: Signal<In, Bits<8>>,
    pub pend_data_out: Signal<Out, Bits<64>>,
    pub pend_keep_out: Signal<Out, Bits<8>>,
    in_mask: LaneMask,
    pend_mask: LaneMask,
    pend_data: DFF<Bits<64>>,
    pend_keep: DFF<Bits<8>>,
    keep_all: Signal<Local, Bits<8>>,
    v0: Signal<Local, Bit>,
    v1: Signal<Local, Bit>,
    rest: Signal<Local, Bits<8>>,
}

impl Logic for MpaRxAlign {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, pend_data, pend_keep);
        self.in_mask.data.next = self.s_data.val();
        self.in_mask.keep.next = self.s_keep.val();
        self.keep_all.next = self.s_keep.val() | self.pend_keep.q.val();
        self.v0.next = self.keep_all.val().get_value_keep0().all();
        self.v1.next = self.keep_all.val().get_value_keep1().all();
        // Lanes of an incomplete word stay held.
        self.rest.next = self.keep_all.val();
        if self.v0.val() {
            self.rest.next = self.rest.val() & 0xF0;
        }
        if self.v1.val() {
            self.rest.next = self.rest.val() & 0x0F;
        }
        self.pend_mask.data.next = self.in_mask.out.val() | self.pend_data.q.val();
        self.pend_mask.keep.next = self.rest.val();
        self.m_data.next = self.in_mask.out.val() | self.pend_data.q.val();
        self.m_v0.next = self.v0.val();
        self.m_v1.next = self.v1.val();
        self.m_seg_end.next = self.s_last.val();
        self.s_ready.next = self.enable.val();
        self.m_valid.next = self.enable.val() & self.s_valid.val();
        if self.enable.val() & self.s_valid.val() {
            self.pend_data.d.next = self.pend_mask.out.val();
            self.pend_keep.d.next = self.rest.val();
        }
        if self.pend_load.val() {
            self.pend_data.d.next = self.pend_data_in.val();
            self.pend_keep.d.next = self.pend_keep_in.val();
        }
        if self.reset.val() {
            self.pend_keep.d.next = bits::<8>(0);
            self.pend_data.d.next = bits::<64>(0);
        }
        self.pend_data_out.next = self.pend_data.q.val();
        self.pend_keep_out.next = self.pend_keep.q.val();
    }
}
