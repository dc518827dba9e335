//! MpaTxFramer: the MPA TX FSM, two word slots per beat (see [`TxSlot`]).
//!
//! Each cycle it proposes one beat from its state, the descriptor at the head of the descriptor
//! FIFO and the two oldest content words; when `take` is high the beat is committed (state,
//! word position, queue pops, descriptor pop). A descriptor with `d_load` (a connection's
//! context: stream offset, markers, CRC) is applied only at the start of a beat, so one beat
//! never mixes two connections. Rules that keep the stream exact:
//! - a beat is proposed only when every word position up to its last used slot is filled (no
//!   holes); a slot that would start a new FPDU may stay empty, ending the beat early;
//! - mid-FPDU the beat waits for content words rather than leave a slot empty.

use super::tx_slot::TxSlot;
use super::TxState;
use super::{Bytes16, MarkerWord, WordPos};
use crate::common::beat::BeatWords;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct MpaTxFramer {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // Descriptor at the head of the descriptor FIFO.
    pub d_valid: Signal<In, Bit>,
    pub d_load: Signal<In, Bit>,
    /// Stream offset from S0 in 4-byte words.
    pub d_offset_words: Signal<In, Bits<30>>,
    pub d_markers: Signal<In, Bit>,
    pub d_crc: Signal<In, Bit>,
    pub d_conn: Signal<In, Bits<8>>,
    /// Grid flags of the descriptor's offset (low 7 bits of offset_words == 0, 127, 126).
    pub d_z: Signal<In, Bit>,
    pub d_m1: Signal<In, Bit>,
    pub d_m2: Signal<In, Bit>,
    pub desc_pop: Signal<Out, Bit>,
    // Content words.
    /// The queue holds at least one, at least two content words (registered flags).
    pub q_one: Signal<In, Bit>,
    pub q_two: Signal<In, Bit>,
    pub h0: Signal<In, Bits<32>>,
    pub h1: Signal<In, Bits<32>>,
    pub h0_last: Signal<In, Bit>,
    pub h1_last: Signal<In, Bit>,
    pub pop_n: Signal<Out, Bits<2>>,
    // The proposed beat.
    pub take: Signal<In, Bit>,
    pub beat_valid: Signal<Out, Bit>,
    pub data: Signal<Out, Bits<64>>,
    pub keep: Signal<Out, Bits<8>>,
    pub crc_slot0: Signal<Out, Bit>,
    pub crc_slot1: Signal<Out, Bit>,
    pub conn: Signal<Out, Bits<8>>,
    pub crc_on: Signal<Out, Bit>,
    /// CRC-covered lanes of the beat and whether it holds the FPDU's last covered word.
    pub crc_keep: Signal<Out, Bits<8>>,
    pub crc_last: Signal<Out, Bit>,
    // Context store: the stream offset after each FPDU, one cycle after it is framed.
    pub ctx_valid: Signal<Out, Bit>,
    pub ctx_conn: Signal<Out, Bits<8>>,
    pub ctx_offset_words: Signal<Out, Bits<30>>,
    slot0: TxSlot,
    slot1: TxSlot,
    pos: DFF<Bits<30>>,
    /// Grid flags of `pos`: its low 7 bits are 0, 127, 126 (marker at pos, pos+1, pos+2).
    pz: DFF<Bit>,
    p1: DFF<Bit>,
    p2: DFF<Bit>,
    state: DFF<TxState>,
    at_start: DFF<Bit>,
    hdr: DFF<Bits<14>>,
    markers: DFF<Bit>,
    crc: DFF<Bit>,
    cur_conn: DFF<Bits<8>>,
    ctx_v: DFF<Bit>,
    ctx_c: DFF<Bits<8>>,
    ctx_o: DFF<Bits<30>>,
    idle: Signal<Local, Bit>,
    load: Signal<Local, Bit>,
    pos_eff: Signal<Local, Bits<30>>,
    m_eff: Signal<Local, Bit>,
    z: Signal<Local, Bit>,
    m1: Signal<Local, Bit>,
    m2: Signal<Local, Bit>,
    low7: Signal<Local, Bits<7>>,
    s0_exists: Signal<Local, Bit>,
    s0_ok: Signal<Local, Bit>,
    s0_pop: Signal<Local, Bit>,
    valid: Signal<Local, Bit>,
    word0: Signal<Local, Bits<32>>,
    word1: Signal<Local, Bits<32>>,
    mark0: Signal<Local, Bits<32>>,
    mark1: Signal<Local, Bits<32>>,
    beat_conn: Signal<Local, Bits<8>>,
}

impl Logic for MpaTxFramer {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, pos, pz, p1, p2, state, at_start, hdr, markers, crc, cur_conn, ctx_v, ctx_c, ctx_o);
        self.idle.next = false;
        match self.state.q.val() {
            TxState::Idle => {
                self.idle.next = true;
            }
            _ => {}
        }
        // A context load takes effect at the start of a beat.
        self.load.next = self.idle.val() & self.d_valid.val() & self.d_load.val();
        self.pos_eff.next = self.pos.q.val();
        self.m_eff.next = self.markers.q.val();
        self.z.next = self.pz.q.val();
        self.m1.next = self.p1.q.val();
        self.m2.next = self.p2.q.val();
        self.crc_on.next = self.crc.q.val();
        self.beat_conn.next = self.cur_conn.q.val();
        if self.load.val() {
            self.pos_eff.next = self.d_offset_words.val();
            self.m_eff.next = self.d_markers.val();
            self.z.next = self.d_z.val();
            self.m1.next = self.d_m1.val();
            self.m2.next = self.d_m2.val();
            self.crc_on.next = self.d_crc.val();
            self.beat_conn.next = self.d_conn.val();
        }
        self.s0_exists.next = !self.pos_eff.val().get_value_odd();
        self.low7.next = self.pos_eff.val().get_value_in_period();
        // Slot 0 (word position pos_eff, only when it is even).
        self.slot0.state.next = self.state.q.val();
        self.slot0.at_start.next = self.at_start.q.val();
        self.slot0.q.next = self.pos_eff.val().get_value_slot();
        self.slot0.hdr.next = self.hdr.q.val();
        self.slot0.markers.next = self.m_eff.val();
        self.slot0.at_grid.next = self.z.val();
        self.slot0.before_grid.next = self.m1.val();
        self.slot1.at_grid.next = self.z.val();
        self.slot1.before_grid.next = self.m1.val();
        if self.s0_exists.val() {
            self.slot1.at_grid.next = self.m1.val();
            self.slot1.before_grid.next = self.m2.val();
        }
        self.slot0.avail.next = self.q_one.val();
        self.slot0.word_last.next = self.h0_last.val();
        self.slot0.can_start.next = self.d_valid.val() & self.q_one.val();
        self.s0_pop.next = self.s0_exists.val() & self.slot0.pop.val();
        self.s0_ok.next = !self.s0_exists.val() | (self.slot0.used.val() & !self.slot0.stall.val());
        // Slot 1 continues from slot 0's state (or from the registers when slot 0 is absent).
        self.slot1.state.next = self.state.q.val();
        self.slot1.at_start.next = self.at_start.q.val();
        self.slot1.hdr.next = self.hdr.q.val();
        self.slot1.q.next = self.pos_eff.val().get_value_slot();
        self.slot1.avail.next = self.q_one.val();
        self.slot1.word_last.next = self.h0_last.val();
        self.slot1.can_start.next = self.d_valid.val() & self.q_one.val();
        if self.s0_exists.val() {
            self.slot1.state.next = self.slot0.n_state.val();
            self.slot1.at_start.next = self.slot0.n_at_start.val();
            self.slot1.hdr.next = self.slot0.n_hdr.val();
            self.slot1.q.next = self.pos_eff.val().get_value_slot() + 1;
            // One FPDU start per beat; a context load only in the beat's first slot.
            self.slot1.can_start.next = self.d_valid.val()
                & !self.d_load.val()
                & !self.slot0.start.val()
                & self.q_one.val();
        }
        if self.s0_pop.val() {
            self.slot1.avail.next = self.q_two.val();
            self.slot1.word_last.next = self.h1_last.val();
            self.slot1.can_start.next = false;
        }
        self.slot1.markers.next = self.m_eff.val();
        self.valid.next = self.s0_ok.val()
            & !self.slot1.stall.val()
            & (self.s0_exists.val() | self.slot1.used.val());
        self.beat_valid.next = self.valid.val();
        // Marker word: two reserved zero bytes, then FPDUPTR big-endian (RFC 5044 section 4.3).
        self.mark0.next = bits::<32>(0);
        self.mark0.next.set_value_fpduptr_hi(self.slot0.fpduptr.val().get_value_hi());
        self.mark0.next.set_value_fpduptr_lo(self.slot0.fpduptr.val().get_value_lo());
        self.mark1.next = bits::<32>(0);
        self.mark1.next.set_value_fpduptr_hi(self.slot1.fpduptr.val().get_value_hi());
        self.mark1.next.set_value_fpduptr_lo(self.slot1.fpduptr.val().get_value_lo());
        self.word0.next = bits::<32>(0);
        if self.slot0.is_marker.val() {
            self.word0.next = self.mark0.val();
        }
        if self.slot0.pop.val() {
            self.word0.next = self.h0.val();
        }
        self.word1.next = bits::<32>(0);
        if self.slot1.is_marker.val() {
            self.word1.next = self.mark1.val();
        }
        if self.slot1.pop.val() {
            self.word1.next = self.h0.val();
            if self.s0_pop.val() {
                self.word1.next = self.h1.val();
            }
        }
        self.data.next = bits::<64>(0);
        self.data.next.set_value_word1(self.word1.val());
        self.keep.next = bits::<8>(0);
        self.crc_keep.next = bits::<8>(0);
        self.crc_slot0.next = false;
        self.crc_last.next = self.slot1.covered_last.val();
        if self.s0_exists.val() {
            self.data.next.set_value_word0(self.word0.val());
            self.crc_slot0.next = self.slot0.is_crc.val();
            self.crc_last.next = self.slot0.covered_last.val() | self.slot1.covered_last.val();
            if self.slot0.used.val() {
                self.keep.next = bits::<8>(0x0F);
            }
            if self.slot0.covered.val() {
                self.crc_keep.next = bits::<8>(0x0F);
            }
        }
        if self.slot1.used.val() {
            self.keep.next = self.keep.val() | 0xF0;
        }
        if self.slot1.covered.val() {
            self.crc_keep.next = self.crc_keep.val() | 0xF0;
        }
        self.crc_slot1.next = self.slot1.is_crc.val();
        self.conn.next = self.beat_conn.val();
        self.pop_n.next = bits::<2>(0);
        self.desc_pop.next = false;
        self.ctx_v.d.next = false;
        if self.take.val() & self.valid.val() {
            self.pop_n.next = (bits::<2>(0) + self.s0_pop.val()) + self.slot1.pop.val();
            self.desc_pop.next = (self.s0_exists.val() & self.slot0.start.val()) | self.slot1.start.val();
            self.pos.d.next = (self.pos_eff.val() + self.s0_exists.val()) + self.slot1.used.val();
            // Grid flags of the next position, pos_eff + 1 or + 2.
            if self.s0_exists.val() & self.slot1.used.val() {
                self.pz.d.next = self.low7.val() == 126;
                self.p1.d.next = self.low7.val() == 125;
                self.p2.d.next = self.low7.val() == 124;
            } else {
                self.pz.d.next = self.low7.val() == 127;
                self.p1.d.next = self.low7.val() == 126;
                self.p2.d.next = self.low7.val() == 125;
            }
            self.state.d.next = self.slot1.n_state.val();
            self.at_start.d.next = self.slot1.n_at_start.val();
            self.hdr.d.next = self.slot1.n_hdr.val();
            self.markers.d.next = self.m_eff.val();
            self.crc.d.next = self.crc_on.val();
            self.cur_conn.d.next = self.beat_conn.val();
            if self.desc_pop.val() {
                self.cur_conn.d.next = self.d_conn.val();
            }
            // Context store: a CRC word in this beat ends an FPDU.
            self.ctx_v.d.next = (self.s0_exists.val() & self.slot0.is_crc.val()) | self.slot1.is_crc.val();
        }
        // ... and the stream offset after it, loaded every cycle (it is read only with
        // `ctx_valid`), so no enable waits on the beat's decision: after slot 1 when slot 0
        // exists and slot 1 holds the CRC, else after the first word.
        self.ctx_c.d.next = self.beat_conn.val();
        self.ctx_o.d.next = self.pos_eff.val() + 1;
        if self.s0_exists.val() & self.slot1.is_crc.val() {
            self.ctx_o.d.next = self.pos_eff.val() + 2;
        }
        if self.reset.val() {
            self.state.d.next = TxState::Idle;
            self.pos.d.next = bits::<30>(0);
            self.pz.d.next = true;
            self.p1.d.next = false;
            self.p2.d.next = false;
            self.ctx_v.d.next = false;
        }
        self.ctx_valid.next = self.ctx_v.q.val();
        self.ctx_conn.next = self.ctx_c.q.val();
        self.ctx_offset_words.next = self.ctx_o.q.val();
    }
}
