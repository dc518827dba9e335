//! RxIngress: takes ULPDUs (packet stream: the first byte in lane 0, every beat full but the
//! last), pushes their words into the segment buffer, captures the first
//! [`super::CAPTURE_WORDS`] words byte-swapped to big-endian (byte 0 in bits 63:56), counts
//! the bytes, and on the last beat hands a descriptor (QP, LLP status, length, words stored,
//! the capture) to the control FSM.
//!
//! Only the words from the first payload byte on are stored: a tagged segment's first word
//! and an untagged one's first two hold header bytes only, and the capture keeps them.
//!
//! A ULPDU longer than [`super::MAX_SEGMENT_BYTES`] is taken to its end but only its first
//! [`super::MAX_SEGMENT_WORDS`] words are stored (the control FSM terminates it), so a
//! segment never fills the buffer. The descriptor register is single: the last beat of the
//! next ULPDU waits until the control FSM has taken the previous descriptor.

use super::{ulpdu_len, Bytes8};
use crate::common::beat::LaneKeep;
use super::SegDescOut;
use rust_hdl::prelude::*;

crate::layout! {
    /// The beat of the ULPDU in progress, one-hot: one flag per captured word, one for every
    /// beat after them.
    pub IngressBeat(ingress_beat_at): 7 {
        beat0: flag,
        beat1: flag,
        beat2: flag,
        beat3: flag,
        beat4: flag,
        beat5: flag,
        beat_later: flag,
    }
}
/// The one-hot beat flags' width.
const BEAT_FLAGS: usize = ingress_beat_at::BITS;
const _: () = assert!(BEAT_FLAGS == super::CAPTURE_WORDS + 1);

crate::named_consts! {
    /// Values of the one-hot beat flags.
    pub ingress_beat: 7 {
        /// The ULPDU's first beat.
        FIRST = 1,
    }
}

#[derive(LogicBlock, Default)]
pub struct RxIngress {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_status: Signal<In, Bits<2>>,
    pub s_qp: Signal<In, Bits<4>>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    /// Segment buffer push side.
    pub buf_push: Signal<Out, Bit>,
    pub buf_din: Signal<Out, Bits<64>>,
    pub buf_full: Signal<In, Bit>,
    pub m_desc: SegDescOut,
    /// The beat of the ULPDU in progress, one-hot: bit k for beat k < CAPTURE_WORDS, bit
    /// CAPTURE_WORDS for every later beat (registered flags, not a count compared: the
    /// store decision reaches the segment buffer's RAM enables; timing, issue 17). Then
    /// bytes before this beat, words stored.
    at: DFF<Bits<{ BEAT_FLAGS }>>,
    /// `at` one beat on.
    at_step: Signal<Local, Bits<{ BEAT_FLAGS }>>,
    bytes: DFF<Bits<17>>,
    stored: DFF<Bits<11>>,
    c0: DFF<Bits<64>>,
    c1: DFF<Bits<64>>,
    c2: DFF<Bits<64>>,
    c3: DFF<Bits<64>>,
    c4: DFF<Bits<64>>,
    c5: DFF<Bits<64>>,
    d_valid: DFF<Bit>,
    d_qp: DFF<Bits<4>>,
    d_status: DFF<Bits<2>>,
    d_len: DFF<Bits<17>>,
    d_words: DFF<Bits<11>>,
    d0: DFF<Bits<64>>,
    d1: DFF<Bits<64>>,
    d2: DFF<Bits<64>>,
    d3: DFF<Bits<64>>,
    d4: DFF<Bits<64>>,
    d5: DFF<Bits<64>>,
    swapped: Signal<Local, Bits<64>>,
    kept: Signal<Local, Bits<17>>,
    take: Signal<Local, Bit>,
    store: Signal<Local, Bit>,
    sum: Signal<Local, Bits<17>>,
    skip: Signal<Local, Bits<2>>,
    skip_q: DFF<Bits<2>>,
}

impl Logic for RxIngress {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, at, bytes, stored, skip_q, c0, c1, c2, c3, c4, c5, d_valid, d_qp, d_status, d_len, d_words, d0, d1, d2,
            d3, d4, d5);
        // Byte 0 (lane 0) to bits 63:56: protocol fields are big-endian byte sequences.
        self.swapped.next = bits::<64>(0);
        self.swapped.next.set_value_byte7(self.s_data.val().get_value_byte0());
        self.swapped.next.set_value_byte6(self.s_data.val().get_value_byte1());
        self.swapped.next.set_value_byte5(self.s_data.val().get_value_byte2());
        self.swapped.next.set_value_byte4(self.s_data.val().get_value_byte3());
        self.swapped.next.set_value_byte3(self.s_data.val().get_value_byte4());
        self.swapped.next.set_value_byte2(self.s_data.val().get_value_byte5());
        self.swapped.next.set_value_byte1(self.s_data.val().get_value_byte6());
        self.swapped.next.set_value_byte0(self.s_data.val().get_value_byte7());
        // Bytes of this beat: keep is contiguous from lane 0.
        self.kept.next = bits::<17>(0);
        if self.s_keep.val().get_value_lane0() {
            self.kept.next = bits::<17>(1);
        }
        if self.s_keep.val().get_value_lane1() {
            self.kept.next = bits::<17>(2);
        }
        if self.s_keep.val().get_value_lane2() {
            self.kept.next = bits::<17>(3);
        }
        if self.s_keep.val().get_value_lane3() {
            self.kept.next = bits::<17>(4);
        }
        if self.s_keep.val().get_value_lane4() {
            self.kept.next = bits::<17>(5);
        }
        if self.s_keep.val().get_value_lane5() {
            self.kept.next = bits::<17>(6);
        }
        if self.s_keep.val().get_value_lane6() {
            self.kept.next = bits::<17>(7);
        }
        if self.s_keep.val().get_value_lane7() {
            self.kept.next = bits::<17>(8);
        }
        self.sum.next = self.bytes.q.val() + self.kept.val();
        // Saturate the byte count (a runaway ULPDU only needs to read as too long).
        if self.bytes.q.val() > ulpdu_len::COUNT_MAX {
            self.sum.next = self.bytes.q.val();
        }
        // The words that hold only header bytes are not stored (the capture has them): the
        // first (tagged: T, header 14 bytes) or the first two (untagged, 18).
        // Words beyond MAX_SEGMENT_WORDS (1024) are not stored either.
        self.at_step.next = bits::<{ BEAT_FLAGS }>(0);
        self.at_step.next.set_value_beat1(self.at.q.val().get_value_beat0());
        self.at_step.next.set_value_beat2(self.at.q.val().get_value_beat1());
        self.at_step.next.set_value_beat3(self.at.q.val().get_value_beat2());
        self.at_step.next.set_value_beat4(self.at.q.val().get_value_beat3());
        self.at_step.next.set_value_beat5(self.at.q.val().get_value_beat4());
        self.at_step.next.set_value_beat_later(self.at.q.val().get_value_beat5() | self.at.q.val().get_value_beat_later());
        self.skip.next = self.skip_q.q.val();
        if self.at.q.val().get_value_beat0() {
            self.skip.next = bits::<2>(2);
            if self.s_data.val().get_value_byte0_t() {
                self.skip.next = bits::<2>(1);
            }
            self.skip_q.d.next = self.skip.val();
        }
        // Beat >= skip (1 or 2): never the first beat, the second if skip is 1.
        self.store.next = (self.stored.q.val() < 1024) & !self.at.q.val().get_value_beat0() & (!self.at.q.val().get_value_beat1() | (self.skip_q.q.val() == 1));
        self.s_ready.next = !self.buf_full.val() & !(self.s_last.val() & self.d_valid.q.val());
        self.take.next = self.s_valid.val() & !self.buf_full.val() & !(self.s_last.val() & self.d_valid.q.val());
        self.buf_push.next = self.take.val() & self.store.val();
        self.buf_din.next = self.s_data.val();
        if self.m_desc.ready.val() {
            self.d_valid.d.next = false;
        }
        if self.take.val() {
            self.at.d.next = self.at_step.val();
            self.bytes.d.next = self.sum.val();
            if self.store.val() {
                self.stored.d.next = self.stored.q.val() + 1;
            }
            if self.at.q.val().get_value_beat0() {
                self.c0.d.next = self.swapped.val();
                self.c1.d.next = bits::<64>(0);
                self.c2.d.next = bits::<64>(0);
                self.c3.d.next = bits::<64>(0);
                self.c4.d.next = bits::<64>(0);
                self.c5.d.next = bits::<64>(0);
            }
            if self.at.q.val().get_value_beat1() {
                self.c1.d.next = self.swapped.val();
            }
            if self.at.q.val().get_value_beat2() {
                self.c2.d.next = self.swapped.val();
            }
            if self.at.q.val().get_value_beat3() {
                self.c3.d.next = self.swapped.val();
            }
            if self.at.q.val().get_value_beat4() {
                self.c4.d.next = self.swapped.val();
            }
            if self.at.q.val().get_value_beat5() {
                self.c5.d.next = self.swapped.val();
            }
            if self.s_last.val() {
                self.at.d.next = bits::<{ BEAT_FLAGS }>(ingress_beat::FIRST);
                self.bytes.d.next = bits::<17>(0);
                self.stored.d.next = bits::<11>(0);
                self.d_valid.d.next = true;
                self.d_qp.d.next = self.s_qp.val();
                self.d_status.d.next = self.s_status.val();
                self.d_len.d.next = self.sum.val();
                self.d_words.d.next = self.stored.q.val();
                if self.store.val() {
                    self.d_words.d.next = self.stored.q.val() + 1;
                }
                // The capture as it stands after this beat.
                self.d0.d.next = self.c0.q.val();
                self.d1.d.next = self.c1.q.val();
                self.d2.d.next = self.c2.q.val();
                self.d3.d.next = self.c3.q.val();
                self.d4.d.next = self.c4.q.val();
                self.d5.d.next = self.c5.q.val();
                if self.at.q.val().get_value_beat0() {
                    self.d0.d.next = self.swapped.val();
                    self.d1.d.next = bits::<64>(0);
                    self.d2.d.next = bits::<64>(0);
                    self.d3.d.next = bits::<64>(0);
                    self.d4.d.next = bits::<64>(0);
                    self.d5.d.next = bits::<64>(0);
                }
                if self.at.q.val().get_value_beat1() {
                    self.d1.d.next = self.swapped.val();
                }
                if self.at.q.val().get_value_beat2() {
                    self.d2.d.next = self.swapped.val();
                }
                if self.at.q.val().get_value_beat3() {
                    self.d3.d.next = self.swapped.val();
                }
                if self.at.q.val().get_value_beat4() {
                    self.d4.d.next = self.swapped.val();
                }
                if self.at.q.val().get_value_beat5() {
                    self.d5.d.next = self.swapped.val();
                }
            }
        }
        self.m_desc.valid.next = self.d_valid.q.val();
        self.m_desc.qp.next = self.d_qp.q.val();
        self.m_desc.status.next = self.d_status.q.val();
        self.m_desc.len.next = self.d_len.q.val();
        self.m_desc.words.next = self.d_words.q.val();
        self.m_desc.w0.next = self.d0.q.val();
        self.m_desc.w1.next = self.d1.q.val();
        self.m_desc.w2.next = self.d2.q.val();
        self.m_desc.w3.next = self.d3.q.val();
        self.m_desc.w4.next = self.d4.q.val();
        self.m_desc.w5.next = self.d5.q.val();
        if self.reset.val() {
            self.at.d.next = bits::<{ BEAT_FLAGS }>(ingress_beat::FIRST);
            self.bytes.d.next = bits::<17>(0);
            self.stored.d.next = bits::<11>(0);
            self.d_valid.d.next = false;
        }
    }
}
