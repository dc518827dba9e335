//! TxSlot: what one 4-byte slot of the MPA TX stream carries (combinational).
//!
//! FPDUs start 4-aligned and are multiples of 4 bytes, and markers sit on 4-aligned stream
//! offsets (RFC 5044 sections 4.1 and 4.3), so the TX stream is a sequence of words: markers,
//! content words (ULPDU_LENGTH + ULPDU + pad, from the queue) and the CRC word. Given the
//! framer's state before the slot and the slot's word position `q` (stream offset / 4, low 14
//! bits), this block says what the slot holds and the state after it. The framer chains two.
//!
//! States: IDLE (between FPDUs), BODY (content words remain; `at_start` until the first one, the
//! ULPDU_LENGTH word, has gone), CRC (content done: a marker if the grid falls here, else CRC).

use super::TxState;
use super::ByteDist16;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct TxSlot {
    pub state: Signal<In, TxState>,
    pub at_start: Signal<In, Bit>,
    /// Word position of this slot (stream offset / 4), low 14 bits.
    pub q: Signal<In, Bits<14>>,
    /// Word position of the current FPDU's ULPDU_LENGTH field, low 14 bits.
    pub hdr: Signal<In, Bits<14>>,
    pub markers: Signal<In, Bit>,
    /// This slot's word position is on the marker grid (position mod 128 == 0), and the next
    /// position is: precomputed by the framer so no comparison sits in the decision chain.
    pub at_grid: Signal<In, Bit>,
    pub before_grid: Signal<In, Bit>,
    /// A content word is available for this slot, and whether it ends its ULPDU.
    pub avail: Signal<In, Bit>,
    pub word_last: Signal<In, Bit>,
    /// An FPDU may start in this slot (descriptor and first word present).
    pub can_start: Signal<In, Bit>,
    /// What the slot holds: nothing, a marker, a content word (`pop`) or the CRC.
    pub used: Signal<Out, Bit>,
    pub is_marker: Signal<Out, Bit>,
    pub is_crc: Signal<Out, Bit>,
    pub fpduptr: Signal<Out, Bits<16>>,
    pub pop: Signal<Out, Bit>,
    pub start: Signal<Out, Bit>,
    /// The slot is covered by the FPDU's CRC; `covered_last` marks the last such slot.
    pub covered: Signal<Out, Bit>,
    pub covered_last: Signal<Out, Bit>,
    /// A content word is needed and none is available.
    pub stall: Signal<Out, Bit>,
    pub n_state: Signal<Out, TxState>,
    pub n_at_start: Signal<Out, Bit>,
    pub n_hdr: Signal<Out, Bits<14>>,
    grid: Signal<Local, Bit>,
    next_grid: Signal<Local, Bit>,
    eff_state: Signal<Local, TxState>,
    idle: Signal<Local, Bit>,
    eff_at_start: Signal<Local, Bit>,
}

impl Logic for TxSlot {
    #[hdl_gen]
    fn update(&mut self) {
        // RFC 5044 section 4.3: a marker every 512 bytes = 128 words of stream space.
        self.grid.next = self.markers.val() & self.at_grid.val();
        self.next_grid.next = self.markers.val() & self.before_grid.val();
        self.idle.next = false;
        match self.state.val() {
            TxState::Idle => {
                self.idle.next = true;
            }
            _ => {}
        }
        self.eff_state.next = self.state.val();
        self.eff_at_start.next = self.at_start.val();
        self.start.next = false;
        if self.idle.val() & self.can_start.val() {
            self.eff_state.next = TxState::Body;
            self.eff_at_start.next = true;
            self.start.next = true;
        }
        self.used.next = false;
        self.is_marker.next = false;
        self.is_crc.next = false;
        self.fpduptr.next = bits::<16>(0);
        self.fpduptr.next.set_value_words(self.q.val() - self.hdr.val());
        self.pop.next = false;
        self.covered.next = false;
        self.covered_last.next = false;
        self.stall.next = false;
        self.n_state.next = self.eff_state.val();
        self.n_at_start.next = self.eff_at_start.val();
        self.n_hdr.next = self.hdr.val();
        match self.eff_state.val() {
            TxState::Body => {
                if self.grid.val() {
                    // A marker before ULPDU_LENGTH belongs to this FPDU with FPDUPTR 0.
                    self.used.next = true;
                    self.is_marker.next = true;
                    self.covered.next = true;
                    if self.eff_at_start.val() {
                        self.fpduptr.next = bits::<16>(0);
                    }
                } else if self.avail.val() {
                    self.used.next = true;
                    self.pop.next = true;
                    self.covered.next = true;
                    self.n_at_start.next = false;
                    if self.eff_at_start.val() {
                        self.n_hdr.next = self.q.val();
                        // FPDUPTR counts from ULPDU_LENGTH, which is this word.
                    }
                    if self.word_last.val() {
                        self.n_state.next = TxState::Crc;
                        self.covered_last.next = !self.next_grid.val();
                    }
                } else {
                    self.stall.next = true;
                }
            }
            TxState::Crc => {
                if self.grid.val() {
                    // A marker between the pad and the CRC is covered by this FPDU's CRC.
                    self.used.next = true;
                    self.is_marker.next = true;
                    self.covered.next = true;
                    self.covered_last.next = true;
                } else {
                    self.used.next = true;
                    self.is_crc.next = true;
                    self.n_state.next = TxState::Idle;
                }
            }
            _ => {}
        }
    }
}
