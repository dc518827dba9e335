//! Crc32cPipe: the CRC32C pipeline of [`Crc32cStream`](super::Crc32cStream) with an explicit
//! `enable` input, for engines that stall it in lockstep with their own datapath.
//!
//! Every register moves only in cycles where `enable` is high (an "advance"); a beat is taken
//! from `s_*` in such a cycle when `s_valid` is high (there is no `s_ready`: the owner advances
//! only when it can take the result). A packet's result is on `m_crc` with `m_crc_valid` after
//! `CRC32C_LATENCY` advances counted from the advance that took its last beat, and stays there
//! until the next advance.
//!
//! `reset` (synchronous, active high) empties the pipeline and drops a partial packet.

use super::advance::CrcStateAdvance;
use super::beat_term::CrcBeatTerm;
use super::matrix_mux::{Gf2MatrixMux, MAP_SLOTS};
use super::tables::unshift_map;
use crate::gf2::Gf2Map;
use rust_hdl::prelude::*;

/// Cycles from the cycle a packet's last beat moves to the cycle its result is on `m_crc`
/// (with `m_crc_ready` high); in advances for [`Crc32cPipe`].
pub const CRC32C_LATENCY: usize = 4;

#[derive(LogicBlock)]
pub struct Crc32cPipe {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub enable: Signal<In, Bit>,
    pub m_crc: Signal<Out, Bits<32>>,
    pub m_crc_valid: Signal<Out, Bit>,
    /// Context restore (with `enable`, when the pipeline holds no beats): the running loop
    /// state of a partly received packet and whether a packet is in progress.
    pub ctx_load: Signal<In, Bit>,
    pub ctx_state: Signal<In, Bits<32>>,
    pub ctx_in_packet: Signal<In, Bit>,
    /// Context save: the running loop state and packet-in-progress flag (valid once the last
    /// beat has passed the loop stage, two advances after it was taken).
    pub state_out: Signal<Out, Bits<32>>,
    pub in_packet_out: Signal<Out, Bit>,
    beat_term: CrcBeatTerm,
    advance: CrcStateAdvance,
    unshift_upper: Gf2MatrixMux,
    unshift_lower: Gf2MatrixMux,
    in_packet: DFF<Bit>,
    a_valid: DFF<Bit>,
    a_advance: DFF<Bit>,
    a_first: DFF<Bit>,
    a_last: DFF<Bit>,
    a_tail: DFF<Bits<3>>,
    a_term: DFF<Bits<32>>,
    crc_state: DFF<Bits<32>>,
    b_last: DFF<Bit>,
    b_tail: DFF<Bits<3>>,
    c_last: DFF<Bit>,
    c_tail: DFF<Bits<3>>,
    c_state: DFF<Bits<32>>,
    out_valid: DFF<Bit>,
    out_crc: DFF<Bits<32>>,
}

impl Default for Crc32cPipe {
    fn default() -> Self {
        // tail = 4*t2 + t1:0; stage C undoes 4*t2 lanes, stage OUT the remaining t1:0.
        let upper: Vec<Gf2Map> = (0..MAP_SLOTS).map(|t| unshift_map(t & 4)).collect();
        let lower: Vec<Gf2Map> = (0..MAP_SLOTS).map(|t| unshift_map(t & 3)).collect();
        Self {
            clock: Default::default(),
            reset: Default::default(),
            s_data: Default::default(),
            s_keep: Default::default(),
            s_last: Default::default(),
            s_valid: Default::default(),
            enable: Default::default(),
            m_crc: Default::default(),
            m_crc_valid: Default::default(),
            ctx_load: Default::default(),
            ctx_state: Default::default(),
            ctx_in_packet: Default::default(),
            state_out: Default::default(),
            in_packet_out: Default::default(),
            beat_term: Default::default(),
            advance: Default::default(),
            unshift_upper: Gf2MatrixMux::new(upper, false),
            unshift_lower: Gf2MatrixMux::new(lower, true),
            in_packet: Default::default(),
            a_valid: Default::default(),
            a_advance: Default::default(),
            a_first: Default::default(),
            a_last: Default::default(),
            a_tail: Default::default(),
            a_term: Default::default(),
            crc_state: Default::default(),
            b_last: Default::default(),
            b_tail: Default::default(),
            c_last: Default::default(),
            c_tail: Default::default(),
            c_state: Default::default(),
            out_valid: Default::default(),
            out_crc: Default::default(),
        }
    }
}

impl Logic for Crc32cPipe {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, in_packet, a_valid, a_advance, a_first, a_last, a_tail, a_term,
            crc_state, b_last, b_tail, c_last, c_tail, c_state, out_valid, out_crc
        );
        // Stage A inputs: the beat's data term.
        self.beat_term.data.next = self.s_data.val();
        self.beat_term.keep.next = self.s_keep.val();
        self.beat_term.first.next = !self.in_packet.q.val();
        // Stage B: the loop.
        self.advance.state.next = self.crc_state.q.val();
        self.advance.term.next = self.a_term.q.val();
        self.advance.restart.next = self.a_first.q.val();
        // Stage C and OUT: undo the zero lanes after the last byte.
        self.unshift_upper.x.next = self.crc_state.q.val();
        self.unshift_upper.sel.next = self.b_tail.q.val();
        self.unshift_lower.x.next = self.c_state.q.val();
        self.unshift_lower.sel.next = self.c_tail.q.val();
        if self.enable.val() {
            self.a_valid.d.next = self.s_valid.val();
            // A null beat (keep == 0) adds no bytes; alone with `last` it is the empty packet.
            self.a_advance.d.next =
                self.s_keep.val().any() | (!self.in_packet.q.val() & self.s_last.val());
            self.a_first.d.next = !self.in_packet.q.val();
            self.a_last.d.next = self.s_last.val();
            self.a_tail.d.next = self.beat_term.tail.val();
            self.a_term.d.next = self.beat_term.term.val();
            if self.s_valid.val() & (self.s_keep.val().any() | self.s_last.val()) {
                self.in_packet.d.next = !self.s_last.val();
            }
            if self.a_valid.q.val() & self.a_advance.q.val() {
                self.crc_state.d.next = self.advance.advanced.val();
            }
            self.b_last.d.next = self.a_valid.q.val() & self.a_last.q.val();
            self.b_tail.d.next = self.a_tail.q.val();
            self.c_last.d.next = self.b_last.q.val();
            self.c_tail.d.next = self.b_tail.q.val();
            self.c_state.d.next = self.unshift_upper.y.val();
            self.out_valid.d.next = self.c_last.q.val();
            self.out_crc.d.next = self.unshift_lower.y.val();
        }
        if self.enable.val() & self.ctx_load.val() {
            self.crc_state.d.next = self.ctx_state.val();
            self.in_packet.d.next = self.ctx_in_packet.val();
        }
        self.state_out.next = self.crc_state.q.val();
        self.in_packet_out.next = self.in_packet.q.val();
        if self.reset.val() {
            self.in_packet.d.next = false;
            self.a_valid.d.next = false;
            self.b_last.d.next = false;
            self.c_last.d.next = false;
            self.out_valid.d.next = false;
        }
        self.m_crc.next = self.out_crc.q.val();
        self.m_crc_valid.next = self.out_valid.q.val();
    }
}
