//! MpaRxDeframer: the MPA RX FSM, two word slots per beat (see [`RxSlot`]).
//!
//! Takes the aligned beats of one connection's stream (complete words only, lane = stream
//! offset mod 8), classifies each word (marker, ULPDU_LENGTH/content, CRC), tracks the sticky
//! marker-error flag of the FPDU in progress, and prepares the beat for the CRC pipeline:
//! covered lanes (markers and content, not the CRC word), the FPDU's last covered word. A
//! beat whose only covered word is in slot 0 mid-FPDU (a segment ended after it) is held back
//! from the CRC feed and merged with the connection's next beat, which starts at slot 1: the
//! CRC pipeline requires full beats inside a packet. All state is loadable (context restore).

use super::rx_slot::RxSlot;
use super::RxState;
use super::WordPos;
use crate::common::beat::BeatWords;
use rust_hdl::prelude::*;

crate::named_consts! {
    /// A word's index in its marker period (RFC 5044 section 4.3: a marker every 128 words)
    /// one and two words before the next marker.
    pub rx_grid: 7 {
        /// The period's last word: the next word is a marker.
        LAST = 127,
        /// The word two before the next marker.
        SECOND_LAST = 126,
        /// Three and four before it.
        THIRD_LAST = 125,
        FOURTH_LAST = 124,
    }
}

#[derive(LogicBlock, Default)]
pub struct MpaRxDeframer {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// The aligned beat and whether it is taken this cycle.
    pub data: Signal<In, Bits<64>>,
    pub v0: Signal<In, Bit>,
    pub v1: Signal<In, Bit>,
    pub take: Signal<In, Bit>,
    /// ULPDU_LENGTH checks of the two words, computed a stage earlier.
    pub hdr_bad0: Signal<In, Bit>,
    pub hdr_words0: Signal<In, Bits<16>>,
    pub hdr_tail0: Signal<In, Bits<2>>,
    /// `hdr_words0` == 1, 2 and `hdr_words1` == 1, 2 (the counts' flags after an
    /// ULPDU_LENGTH word).
    pub hdr_one0: Signal<In, Bit>,
    pub hdr_two0: Signal<In, Bit>,
    pub hdr_one1: Signal<In, Bit>,
    pub hdr_two1: Signal<In, Bit>,
    pub hdr_bad1: Signal<In, Bit>,
    pub hdr_words1: Signal<In, Bits<16>>,
    pub hdr_tail1: Signal<In, Bits<2>>,
    // Classification of the beat.
    pub content0: Signal<Out, Bit>,
    pub content1: Signal<Out, Bit>,
    pub first0: Signal<Out, Bit>,
    pub first1: Signal<Out, Bit>,
    pub last0: Signal<Out, Bit>,
    pub last1: Signal<Out, Bit>,
    pub tail: Signal<Out, Bits<2>>,
    pub crc0: Signal<Out, Bit>,
    pub crc1: Signal<Out, Bit>,
    pub len_err0: Signal<Out, Bit>,
    pub len_err1: Signal<Out, Bit>,
    /// The marker-error flag of the FPDU whose CRC word this beat holds.
    pub merr_at_crc: Signal<Out, Bit>,
    // CRC feed.
    pub crc_data: Signal<Out, Bits<64>>,
    pub crc_keep: Signal<Out, Bits<8>>,
    pub crc_last: Signal<Out, Bit>,
    pub crc_valid: Signal<Out, Bit>,
    // Context: restore with `ctx_load`, save from the `*_out` ports.
    pub ctx_load: Signal<In, Bit>,
    pub pos_in: Signal<In, Bits<30>>,
    pub state_in: Signal<In, Bits<3>>,
    pub hdr_in: Signal<In, Bits<14>>,
    pub left_in: Signal<In, Bits<16>>,
    pub tail_in: Signal<In, Bits<2>>,
    pub merr_in: Signal<In, Bit>,
    pub markers_in: Signal<In, Bit>,
    pub max_ulpdu_in: Signal<In, Bits<16>>,
    pub half_v_in: Signal<In, Bit>,
    pub half_w_in: Signal<In, Bits<32>>,
    pub pos_out: Signal<Out, Bits<30>>,
    pub state_out: Signal<Out, Bits<3>>,
    pub hdr_out: Signal<Out, Bits<14>>,
    pub left_out: Signal<Out, Bits<16>>,
    pub tail_out: Signal<Out, Bits<2>>,
    pub merr_out: Signal<Out, Bit>,
    pub markers_out: Signal<Out, Bit>,
    pub max_ulpdu_out: Signal<Out, Bits<16>>,
    pub half_v_out: Signal<Out, Bit>,
    pub half_w_out: Signal<Out, Bits<32>>,
    slot0: RxSlot,
    slot1: RxSlot,
    pos: DFF<Bits<30>>,
    /// `pos`'s slot bits + 1 (slot 1's position when slot 0 holds a word).
    pos1: DFF<Bits<14>>,
    /// A marker is due at `pos`, `pos + 1`, `pos + 2`.
    g0: DFF<Bit>,
    g1: DFF<Bit>,
    g2: DFF<Bit>,
    /// Words from the FPDU's ULPDU_LENGTH word to `pos` (`pos - hdr` in slot bits), and one
    /// more: a marker's expected FPDUPTR without a subtraction on the slot chain.
    fh: DFF<Bits<14>>,
    fh1: DFF<Bits<14>>,
    /// `left == 1`, `left == 2`.
    is1: DFF<Bit>,
    is2: DFF<Bit>,
    state: DFF<RxState>,
    hdr: DFF<Bits<14>>,
    left: DFF<Bits<16>>,
    tail_r: DFF<Bits<2>>,
    merr: DFF<Bit>,
    markers: DFF<Bit>,
    max_ulpdu: DFF<Bits<16>>,
    half_v: DFF<Bit>,
    half_w: DFF<Bits<32>>,
    base0: Signal<Local, Bit>,
    after0: Signal<Local, Bit>,
    base1: Signal<Local, Bit>,
    after1: Signal<Local, Bit>,
    keep: Signal<Local, Bits<8>>,
    hold: Signal<Local, Bit>,
    /// `left == 3`, `left == 4` (the registered `is1`, `is2` say 1, 2) and
    /// `hdr_words0 == 3`, from registers beside the slot chain.
    left_is3: Signal<Local, Bit>,
    left_is4: Signal<Local, Bit>,
    hdr_three0: Signal<Local, Bit>,
    /// Words the beat moves the position by, and the grid flags three and four places on.
    steps: Signal<Local, Bits<2>>,
    g3: Signal<Local, Bit>,
    g4: Signal<Local, Bit>,
}

impl Logic for MpaRxDeframer {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, pos, pos1, g0, g1, g2, fh, fh1, is1, is2, state, hdr, left, tail_r, merr, markers, max_ulpdu, half_v, half_w);
        // Slot 0 is stream word `pos` (even); slot 1 is the next word, or `pos` itself when
        // the beat starts at slot 1.
        self.slot0.state.next = self.state.q.val();
        self.slot0.present.next = self.v0.val();
        self.slot0.q.next = self.pos.q.val().get_value_slot();
        self.slot0.grid.next = self.g0.q.val();
        self.slot0.next_grid.next = self.g1.q.val();
        self.slot0.hdr.next = self.hdr.q.val();
        self.slot0.word.next = self.data.val().get_value_word0();
        self.left_is3.next = self.left.q.val() == 3;
        self.left_is4.next = self.left.q.val() == 4;
        self.slot0.left.next = self.left.q.val();
        self.slot0.left_one.next = self.is1.q.val();
        self.slot0.left_two.next = self.is2.q.val();
        self.slot0.left_three.next = self.left_is3.val();
        self.slot0.hdr_one.next = self.hdr_one0.val();
        self.slot0.hdr_two.next = self.hdr_two0.val();
        self.hdr_three0.next = self.hdr_words0.val() == 3;
        self.slot0.tail.next = self.tail_r.q.val();
        self.slot0.hdr_bad.next = self.hdr_bad0.val();
        self.slot0.hdr_words.next = self.hdr_words0.val();
        self.slot0.hdr_tail.next = self.hdr_tail0.val();
        self.slot0.from_hdr.next = self.fh.q.val();
        self.slot1.state.next = self.slot0.n_state.val();
        self.slot1.present.next = self.v1.val();
        self.slot1.q.next = self.pos.q.val().get_value_slot();
        self.slot1.grid.next = self.g0.q.val();
        self.slot1.next_grid.next = self.g1.q.val();
        if self.v0.val() {
            self.slot1.q.next = self.pos1.q.val();
            self.slot1.grid.next = self.g1.q.val();
            self.slot1.next_grid.next = self.g2.q.val();
        }
        self.slot1.hdr.next = self.slot0.n_hdr.val();
        self.slot1.word.next = self.data.val().get_value_word1();
        self.slot1.left.next = self.slot0.n_left.val();
        self.slot1.left_one.next = self.slot0.n_one.val();
        self.slot1.left_two.next = self.slot0.n_two.val();
        // `left == 3` after slot 0: the ULPDU_LENGTH word's count, one less after a
        // content word, else unchanged.
        self.slot1.left_three.next = self.left_is3.val();
        if self.slot0.is_content.val() {
            self.slot1.left_three.next = self.left_is4.val();
        }
        if self.slot0.first.val() {
            self.slot1.left_three.next = self.hdr_three0.val();
        }
        self.slot1.hdr_one.next = self.hdr_one1.val();
        self.slot1.hdr_two.next = self.hdr_two1.val();
        self.slot1.tail.next = self.slot0.n_tail.val();
        self.slot1.hdr_bad.next = self.hdr_bad1.val();
        self.slot1.hdr_words.next = self.hdr_words1.val();
        self.slot1.hdr_tail.next = self.hdr_tail1.val();
        // Slot 1's distance from registers; when slot 0 is the ULPDU_LENGTH word, one word.
        self.slot1.from_hdr.next = self.fh.q.val();
        if self.v0.val() {
            self.slot1.from_hdr.next = self.fh1.q.val();
        }
        if self.slot0.first.val() {
            self.slot1.from_hdr.next = bits::<14>(1);
        }
        // Marker-error flag of the FPDU in progress, slot by slot.
        self.base0.next = self.merr.q.val() & !self.slot0.starts.val();
        self.after0.next = (self.base0.val() | self.slot0.marker_bad.val()) & !self.slot0.is_crc.val();
        self.base1.next = self.after0.val() & !self.slot1.starts.val();
        self.after1.next = (self.base1.val() | self.slot1.marker_bad.val()) & !self.slot1.is_crc.val();
        self.merr_at_crc.next = (self.slot0.is_crc.val() & self.base0.val()) | (self.slot1.is_crc.val() & self.base1.val());
        self.content0.next = self.slot0.is_content.val();
        self.content1.next = self.slot1.is_content.val();
        self.first0.next = self.slot0.first.val();
        self.first1.next = self.slot1.first.val();
        self.last0.next = self.slot0.last.val();
        self.last1.next = self.slot1.last.val();
        self.tail.next = self.tail_r.q.val();
        if self.slot0.first.val() {
            self.tail.next = self.slot0.n_tail.val();
        }
        self.crc0.next = self.slot0.is_crc.val();
        self.crc1.next = self.slot1.is_crc.val();
        self.len_err0.next = self.slot0.len_err.val();
        self.len_err1.next = self.slot1.len_err.val();
        // CRC feed, with the held half beat merged in front of a beat that starts at slot 1.
        self.keep.next = bits::<8>(0);
        if self.slot0.covered.val() {
            self.keep.next = bits::<8>(0x0F);
        }
        if self.slot1.covered.val() {
            self.keep.next = self.keep.val() | 0xF0;
        }
        self.hold.next = self.slot0.covered.val() & !self.slot0.covered_last.val() & !self.v1.val();
        self.crc_data.next = self.data.val();
        self.crc_keep.next = self.keep.val();
        self.crc_last.next = self.slot0.covered_last.val() | self.slot1.covered_last.val();
        if self.half_v.q.val() & !self.v0.val() & self.v1.val() {
            self.crc_data.next.set_value_word0(self.half_w.q.val());
            self.crc_keep.next = self.keep.val() | 0x0F;
        }
        self.crc_valid.next = (self.crc_keep.val() != 0) & !self.hold.val();
        // The position and the registers derived from it (issue 17: the grid compares, slot
        // 1's increment and the distance's subtraction were on the slot chain). A beat moves
        // the position by its words (0-2): each grid flag takes the one that many places on,
        // the last ones compared from the register.
        self.steps.next = (bits::<2>(0) + self.v0.val()) + self.v1.val();
        self.g3.next = self.markers.q.val() & (self.pos.q.val().get_value_in_period() == rx_grid::THIRD_LAST);
        self.g4.next = self.markers.q.val() & (self.pos.q.val().get_value_in_period() == rx_grid::FOURTH_LAST);
        if self.take.val() {
            self.pos.d.next = (self.pos.q.val() + self.v0.val()) + self.v1.val();
            self.pos1.d.next = (self.pos1.q.val() + self.v0.val()) + self.v1.val();
            if self.steps.val() == 1 {
                self.g0.d.next = self.g1.q.val();
                self.g1.d.next = self.g2.q.val();
                self.g2.d.next = self.g3.val();
            }
            if self.steps.val() == 2 {
                self.g0.d.next = self.g2.q.val();
                self.g1.d.next = self.g3.val();
                self.g2.d.next = self.g4.val();
            }
        }
        if self.ctx_load.val() {
            self.pos.d.next = self.pos_in.val();
            self.pos1.d.next = self.pos_in.val().get_value_slot() + 1;
            self.g0.d.next = self.markers_in.val() & (self.pos_in.val().get_value_in_period() == 0);
            self.g1.d.next = self.markers_in.val() & (self.pos_in.val().get_value_in_period() == rx_grid::LAST);
            self.g2.d.next = self.markers_in.val() & (self.pos_in.val().get_value_in_period() == rx_grid::SECOND_LAST);
        }
        // Words from the ULPDU_LENGTH word to the beat's first (`fh`) and the one after it.
        if self.take.val() {
            self.fh.d.next = (self.fh.q.val() + self.v0.val()) + self.v1.val();
            self.fh1.d.next = (self.fh1.q.val() + self.v0.val()) + self.v1.val();
            if self.slot0.first.val() {
                self.fh.d.next = bits::<14>(1) + self.v1.val();
                self.fh1.d.next = bits::<14>(2) + self.v1.val();
            }
            if self.slot1.first.val() {
                self.fh.d.next = bits::<14>(1);
                self.fh1.d.next = bits::<14>(2);
            }
        }
        if self.ctx_load.val() {
            self.fh.d.next = self.pos_in.val().get_value_slot() - self.hdr_in.val();
            self.fh1.d.next = (self.pos_in.val().get_value_slot() - self.hdr_in.val()) + 1;
        }
        if self.take.val() {
            self.state.d.next = self.slot1.n_state.val();
            self.hdr.d.next = self.slot1.n_hdr.val();
            self.left.d.next = self.slot1.n_left.val();
            self.is1.d.next = self.slot1.n_one.val();
            self.is2.d.next = self.slot1.n_two.val();
            self.tail_r.d.next = self.slot1.n_tail.val();
            self.merr.d.next = self.after1.val();
            if self.v0.val() | self.v1.val() {
                self.half_v.d.next = self.hold.val();
                if self.hold.val() {
                    self.half_w.d.next = self.data.val().get_value_word0();
                }
            }
        }
        if self.ctx_load.val() {
            self.state.d.next = RxState::Idle;
            if self.state_in.val() == 1 {
                self.state.d.next = RxState::Head;
            }
            if self.state_in.val() == 2 {
                self.state.d.next = RxState::Body;
            }
            if self.state_in.val() == 3 {
                self.state.d.next = RxState::Crc;
            }
            if self.state_in.val() == 4 {
                self.state.d.next = RxState::Halt;
            }
            self.hdr.d.next = self.hdr_in.val();
            self.left.d.next = self.left_in.val();
            self.is1.d.next = self.left_in.val() == 1;
            self.is2.d.next = self.left_in.val() == 2;
            self.tail_r.d.next = self.tail_in.val();
            self.merr.d.next = self.merr_in.val();
            self.markers.d.next = self.markers_in.val();
            self.max_ulpdu.d.next = self.max_ulpdu_in.val();
            self.half_v.d.next = self.half_v_in.val();
            self.half_w.d.next = self.half_w_in.val();
        }
        if self.reset.val() {
            self.state.d.next = RxState::Idle;
            self.half_v.d.next = false;
            self.merr.d.next = false;
            // The derived registers agree with `pos` and `hdr` from reset on.
            self.pos.d.next = bits::<30>(0);
            self.pos1.d.next = bits::<14>(1);
            self.hdr.d.next = bits::<14>(0);
            self.fh.d.next = bits::<14>(0);
            self.fh1.d.next = bits::<14>(1);
            self.markers.d.next = false;
            self.g0.d.next = false;
            self.g1.d.next = false;
            self.g2.d.next = false;
        }
        self.state_out.next = bits::<3>(0);
        match self.state.q.val() {
            RxState::Head => {
                self.state_out.next = bits::<3>(1);
            }
            RxState::Body => {
                self.state_out.next = bits::<3>(2);
            }
            RxState::Crc => {
                self.state_out.next = bits::<3>(3);
            }
            RxState::Halt => {
                self.state_out.next = bits::<3>(4);
            }
            _ => {}
        }
        self.pos_out.next = self.pos.q.val();
        self.hdr_out.next = self.hdr.q.val();
        self.left_out.next = self.left.q.val();
        self.tail_out.next = self.tail_r.q.val();
        self.merr_out.next = self.merr.q.val();
        self.markers_out.next = self.markers.q.val();
        self.max_ulpdu_out.next = self.max_ulpdu.q.val();
        self.half_v_out.next = self.half_v.q.val();
        self.half_w_out.next = self.half_w.q.val();
    }
}
