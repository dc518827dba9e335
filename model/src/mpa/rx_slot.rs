//! RxSlot: what one received stream word is, and the deframer state after it (combinational).
//!
//! The receive side of [`TxSlot`](super::tx_slot::TxSlot): a word at position `q` is a marker
//! when the grid falls there (checked against the FPDUPTR a conforming sender puts there, low two
//! bits ignored: RFC 5044 section 4.3), else the FPDU's ULPDU_LENGTH word (length checked
//! against the configured maximum and the DDP header size announced by the T bit), a content
//! word, or the CRC word.

use super::RxState;
use super::{ByteDist16, ByteDist17, Bytes16, HeaderWord, MarkerWord};
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct RxSlot {
    pub state: Signal<In, RxState>,
    /// The slot holds a stream word this cycle.
    pub present: Signal<In, Bit>,
    pub q: Signal<In, Bits<14>>,
    /// A marker is due at `q` / at the word after it (markers negotiated and the grid falls
    /// there, RFC 5044 section 4.3), computed by the caller from registers.
    pub grid: Signal<In, Bit>,
    pub next_grid: Signal<In, Bit>,
    pub hdr: Signal<In, Bits<14>>,
    pub word: Signal<In, Bits<32>>,
    /// Content words still to come after the ULPDU_LENGTH word.
    pub left: Signal<In, Bits<16>>,
    /// `left` == 1, 2, 3, from the caller's registers or the slot before (issue 17: the
    /// compares of a decremented count were on the slot chain); `n_one`, `n_two` the same
    /// for `n_left`.
    pub left_one: Signal<In, Bit>,
    pub left_two: Signal<In, Bit>,
    pub left_three: Signal<In, Bit>,
    /// ULPDU bytes in the FPDU's last content word (0 = 4).
    pub tail: Signal<In, Bits<2>>,
    /// Precomputed from the word (a stage earlier), used when it is an ULPDU_LENGTH word:
    /// length out of range, content words after it, ULPDU bytes in the last content word.
    pub hdr_bad: Signal<In, Bit>,
    pub hdr_words: Signal<In, Bits<16>>,
    pub hdr_tail: Signal<In, Bits<2>>,
    /// `hdr_words` == 1, 2.
    pub hdr_one: Signal<In, Bit>,
    pub hdr_two: Signal<In, Bit>,
    /// Words from the FPDU's ULPDU_LENGTH word to this one (`q - hdr`), computed by the caller
    /// from registers so no subtraction sits on the slot chain: a marker's expected FPDUPTR.
    pub from_hdr: Signal<In, Bits<14>>,
    pub marker_bad: Signal<Out, Bit>,
    /// Delivered words: the ULPDU_LENGTH word (`first`) and the content words (`last` on the
    /// FPDU's last, with `tail` bytes of ULPDU in it).
    pub is_content: Signal<Out, Bit>,
    pub first: Signal<Out, Bit>,
    pub last: Signal<Out, Bit>,
    pub is_crc: Signal<Out, Bit>,
    pub len_err: Signal<Out, Bit>,
    /// The word starts an FPDU (its leading marker or its ULPDU_LENGTH word from IDLE).
    pub starts: Signal<Out, Bit>,
    pub covered: Signal<Out, Bit>,
    pub covered_last: Signal<Out, Bit>,
    pub n_state: Signal<Out, RxState>,
    pub n_hdr: Signal<Out, Bits<14>>,
    pub n_left: Signal<Out, Bits<16>>,
    pub n_one: Signal<Out, Bit>,
    pub n_two: Signal<Out, Bit>,
    pub n_tail: Signal<Out, Bits<2>>,
    is_marker: Signal<Local, Bit>,
    header: Signal<Local, Bit>,
    expected: Signal<Local, Bits<16>>,
    fpduptr: Signal<Local, Bits<16>>,
}

impl Logic for RxSlot {
    #[hdl_gen]
    fn update(&mut self) {
        self.fpduptr.next = bits::<16>(0);
        self.fpduptr.next.set_value_hi(self.word.val().get_value_fpduptr_hi());
        self.fpduptr.next.set_value_lo(self.word.val().get_value_fpduptr_lo());
        self.expected.next = bits::<16>(0);
        self.expected.next.set_value_words(self.from_hdr.val());
        self.is_marker.next = false;
        self.marker_bad.next = false;
        self.is_content.next = false;
        self.first.next = false;
        self.last.next = false;
        self.is_crc.next = false;
        self.len_err.next = false;
        self.starts.next = false;
        self.covered.next = false;
        self.covered_last.next = false;
        self.header.next = false;
        self.n_state.next = self.state.val();
        self.n_hdr.next = self.hdr.val();
        self.n_left.next = self.left.val();
        self.n_one.next = self.left_one.val();
        self.n_two.next = self.left_two.val();
        self.n_tail.next = self.tail.val();
        if self.present.val() {
            match self.state.val() {
                RxState::Idle => {
                    self.starts.next = true;
                    if self.grid.val() {
                        // A leading marker belongs to the FPDU that follows, FPDUPTR 0.
                        self.is_marker.next = true;
                        self.covered.next = true;
                        self.expected.next = bits::<16>(0);
                        self.n_state.next = RxState::Head;
                    } else {
                        self.header.next = true;
                    }
                }
                RxState::Head => {
                    self.header.next = true;
                }
                RxState::Body => {
                    self.covered.next = true;
                    if self.grid.val() {
                        self.is_marker.next = true;
                    } else {
                        self.is_content.next = true;
                        self.n_left.next = self.left.val() - 1;
                        self.n_one.next = self.left_two.val();
                        self.n_two.next = self.left_three.val();
                        if self.left_one.val() {
                            self.last.next = true;
                            self.n_state.next = RxState::Crc;
                            self.covered_last.next = !self.next_grid.val();
                        }
                    }
                }
                RxState::Crc => {
                    if self.grid.val() {
                        // A marker between the pad and the CRC, covered by this FPDU's CRC.
                        self.is_marker.next = true;
                        self.covered.next = true;
                        self.covered_last.next = true;
                    } else {
                        self.is_crc.next = true;
                        self.n_state.next = RxState::Idle;
                    }
                }
                _ => {}
            }
        }
        if self.header.val() {
            if self.hdr_bad.val() {
                self.len_err.next = true;
                self.n_state.next = RxState::Halt;
            } else {
                self.is_content.next = true;
                self.first.next = true;
                self.covered.next = true;
                self.n_hdr.next = self.q.val();
                self.n_left.next = self.hdr_words.val();
                self.n_one.next = self.hdr_one.val();
                self.n_two.next = self.hdr_two.val();
                self.n_tail.next = self.hdr_tail.val();
                self.n_state.next = RxState::Body;
            }
        }
        if self.is_marker.val() {
            self.marker_bad.next = (self.fpduptr.val() & 0xFFFC) != self.expected.val();
        }
    }
}

/// RxHeaderCheck: the checks of a word read as ULPDU_LENGTH (combinational, one per slot,
/// evaluated before the deframer's register stage): length above `max_ulpdu` or below the DDP
/// header its first ULPDU byte's T bit announces (14 tagged, 18 untagged: RFC 5041 section 4),
/// content words after it, ULPDU bytes in the FPDU's last content word.
#[derive(LogicBlock, Default)]
pub struct RxHeaderCheck {
    pub word: Signal<In, Bits<32>>,
    pub max_ulpdu: Signal<In, Bits<16>>,
    pub bad: Signal<Out, Bit>,
    pub words: Signal<Out, Bits<16>>,
    /// `words` == 1, 2.
    pub one: Signal<Out, Bit>,
    pub two: Signal<Out, Bit>,
    pub tail: Signal<Out, Bits<2>>,
    len: Signal<Local, Bits<17>>,
    len16: Signal<Local, Bits<16>>,
    min_len: Signal<Local, Bits<17>>,
    len1: Signal<Local, Bits<17>>,
    len_plus2: Signal<Local, Bits<2>>,
}

impl Logic for RxHeaderCheck {
    #[hdl_gen]
    fn update(&mut self) {
        // ULPDU_LENGTH is big-endian in lanes 0-1; the DDP control byte (T = 0x80) in lane 2.
        self.len16.next = bits::<16>(0);
        self.len16.next.set_value_hi(self.word.val().get_value_ulpdu_length_hi());
        self.len16.next.set_value_lo(self.word.val().get_value_ulpdu_length_lo());
        self.len.next = bit_cast::<17, 16>(self.len16.val());
        self.min_len.next = bits::<17>(18);
        if self.word.val().get_value_ddp_tagged() {
            self.min_len.next = bits::<17>(14);
        }
        self.bad.next = (self.len.val() > bit_cast::<17, 16>(self.max_ulpdu.val())) | (self.len.val() < self.min_len.val());
        // Content words after ULPDU_LENGTH: ceil((2 + len) / 4) - 1 = floor((len + 1) / 4)
        // (one carry chain, issue 17).
        self.len1.next = self.len.val() + 1;
        self.words.next = bit_cast::<16, 15>(self.len1.val().get_value_words());
        // words = k exactly for len in 4k - 1 ..= 4k + 2: equalities, no arithmetic.
        self.one.next = false;
        self.two.next = false;
        if self.len.val().get_value_words() == 0 {
            self.one.next = self.len.val().get_value_lane17() == 3;
        }
        if self.len.val().get_value_words() == 1 {
            self.one.next = self.len.val().get_value_lane17() != 3;
            self.two.next = self.len.val().get_value_lane17() == 3;
        }
        if self.len.val().get_value_words() == 2 {
            self.two.next = self.len.val().get_value_lane17() != 3;
        }
        // ULPDU bytes in the last content word: (2 + len) mod 4, 0 meaning 4.
        self.len_plus2.next = self.len1.val().get_value_lane17() + 1;
        self.tail.next = self.len_plus2.val();
    }
}
