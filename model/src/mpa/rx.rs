//! MpaRx: the MPA receive engine (RFC 5044 sections 4-5): the in-order TCP payload of
//! interleaved connections in, ULPDUs with per-FPDU status out, markers removed, CRC checked.
//!
//! Ports:
//! - `s_data/s_keep/s_last/s_valid/s_ready`: payload beats, lane = stream offset mod 8 (so a
//!   segment may start and end at any lane), `s_last` on each TCP segment's last beat.
//! - `s_seg_*` (valid/ready): one descriptor per segment, before its first beat: `conn` and, with
//!   `load`, the connection's context `ctx0..ctx3` (layout below). Without `load` the segment
//!   continues the current connection.
//! - `m_data/m_keep/m_last/m_status/m_conn/m_valid/m_ready`: ULPDUs. An ULPDU's first beat holds
//!   its ULPDU_LENGTH word in slot 0, so its first byte is lane 2; later beats start at lane 0.
//!   Bytes are the kept lanes in order. `m_last` and the FPDU's `m_status` (0 ok, 1 CRC error =
//!   LLP ecode 2, 2 marker error = LLP ecode 3, 3 length error = LLP ecode 3) come on the last
//!   beat, or on a beat with no lanes after it: for a length error, or when a context switch
//!   put the FPDU's CRC word in a later segment than its last byte. Beats inside an ULPDU are
//!   full (8 lanes) except where a context switch cut the FPDU after an odd word (4 lanes).
//!   After an error the connection delivers nothing more.
//! - `m_ctx_valid/m_ctx_conn/m_ctx0..3`: the context of the connection switched away from.
//!
//! Context (256 bits, opaque to the TOE except to create it: a new connection's context is
//! `pos` = S0-relative offset / 4, `markers`, `crc`, `max_ulpdu`, everything else zero):
//! - ctx0: held bytes of a word cut by the segment end (lanes as on the wire)
//! - ctx1 (63 bits): [7:0] their lanes, [37:8] `pos` (next word position), [40:38] deframer state,
//!   [54:41] ULPDU_LENGTH position, [56:55] tail bytes, [57] marker error in this FPDU,
//!   [58] `markers`, [59] `crc`, [60] stopped after an error, [61] half beat held for the
//!   CRC, [62] CRC packet in progress
//! - ctx2: [15:0] content words left, [31:16] `max_ulpdu`, [63:32] half beat word
//! - ctx3: [31:0] running CRC loop state, [63:32] CRC of an FPDU whose CRC word is still to come
//!
//! CRC-failed data is delivered cut-through: an FPDU's words leave as soon as they pass the
//! 5-beat CRC delay line and the verdict stage, before its CRC word is checked; its last beat
//! waits for the verdict, which carries the status. The consumer (ddp_rx) must not complete a
//! message before that status, and places only into regions the STag authorizes whatever the
//! CRC says. Switching connections drains the pipeline (7 advances) and swaps the context in
//! one more cycle.

use super::rx_align::MpaRxAlign;
use super::rx_deframer::MpaRxDeframer;
use super::rx_slot::RxHeaderCheck;
use super::SegCtxIn;
use crate::common::beat::{BeatKeep, BeatWords, StatusWord};
use crate::common::tag_queue::{TagQueue, TAG_BITS};
use crate::crc32c::Crc32cPipe;
use rust_hdl::prelude::*;

/// Beat flags through the delay line ([`RxBeatFlags`]).
pub const FLAG_BITS: usize = rx_flags::BITS;
/// Advances a context switch waits for the pipeline (CRC loop and delay line) to drain.
pub const DRAIN_ADVANCES: u64 = rx_pipe::DRAIN_ADVANCES;

crate::named_consts! {
    /// MPA RX pipeline constants as the Verilog sees them.
    pub rx_pipe: 3 {
        /// Advances a context switch waits for the pipeline (CRC loop and delay line) to drain.
        DRAIN_ADVANCES = 6,
    }
}

crate::layout! {
    /// Context word 1 (63 bits): the deframer's and aligner's position and state.
    pub RxCtx1Word(rx_ctx1): 63 {
        /// Lanes of the held bytes in ctx0 (as on the wire).
        pend_keep: 8,
        /// Next word position, S0-relative offset / 4 (marker grid, RFC 5044 section 4.3).
        pos: 30,
        /// Deframer state (`RxState`).
        state: 3,
        /// ULPDU_LENGTH position.
        hdr: 14,
        /// Tail bytes of the FPDU's last word.
        tail: 2,
        /// A marker error in this FPDU.
        merr: flag,
        /// Markers negotiated (RFC 5044 section 7.1.2 `M`).
        markers: flag,
        /// CRC negotiated (RFC 5044 section 7.1.2 `C`).
        crc: flag,
        /// Stopped after an error.
        stopped: flag,
        /// A half beat held for the CRC.
        half_v: flag,
        /// A CRC packet in progress.
        in_packet: flag,
    }
}

crate::layout! {
    /// Context word 2: deframer counts and the held half beat.
    pub RxCtx2Word(rx_ctx2): 64 {
        /// Content words left in the FPDU.
        left: 16,
        /// The largest ULPDU_LENGTH accepted.
        max_ulpdu: 16,
        /// The half beat word held for the CRC.
        half_w: 32,
    }
}

crate::layout! {
    /// Context word 3: CRC state.
    pub RxCtx3Word(rx_ctx3): 64 {
        /// Running CRC loop state.
        crc_state: 32,
        /// CRC of an FPDU whose CRC word is still to come.
        crc_hold: 32,
    }
}

crate::layout! {
    /// Beat flags through the delay line, per word slot 0 / 1.
    pub RxBeatFlags(rx_flags): 14 {
        /// Slot holds an FPDU content word.
        content0: flag,
        content1: flag,
        /// Slot holds an FPDU's first word.
        first0: flag,
        first1: flag,
        /// Slot holds an FPDU's last content word.
        last0: flag,
        last1: flag,
        /// ULPDU bytes in the last word (0 = four).
        tail: 2,
        /// Slot holds a CRC word.
        crc0: flag,
        crc1: flag,
        /// Slot carries a length error.
        len_err0: flag,
        len_err1: flag,
        /// A marker error in the FPDU whose CRC is in this beat.
        merr: flag,
        /// The CRC covered this beat's last word (the CRC result is live, not held).
        covered_last: flag,
    }
}

crate::layout! {
    /// A queue entry's tag.
    pub RxTag(rx_tag): 14 {
        /// Connection.
        conn: 8,
        /// First word of an FPDU.
        first: flag,
        /// Last content word of an FPDU.
        last: flag,
        /// A status token (the entry's word holds the status), not a content word.
        token: flag,
        /// ULPDU bytes in the last word (0 = four).
        last_bytes: 2,
        /// The entry before it in the queue is the same connection's (the output former's
        /// "same connection" test from a registered head tag, issue 17).
        link: flag,
    }
}
const _: () = assert!(rx_tag::BITS == TAG_BITS);

crate::named_consts! {
    /// Status of a delivered FPDU (`m_status`, and a status token's word).
    pub rx_status: 2 {
        /// No error.
        OK = 0,
        /// CRC error (LLP ecode 2, RFC 5040 section 7.4.1 via RFC 5044 section 8).
        CRC = 1,
        /// Marker error (LLP ecode 3).
        MARKER = 2,
        /// Length error: ULPDU_LENGTH above the negotiated maximum (LLP ecode 3).
        LENGTH = 3,
    }
}

/// Context-switch control.
#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum RxCtl {
    /// A segment descriptor is next.
    WaitDesc,
    /// Pipeline draining before a context swap.
    Drain,
    /// The context swap (issue 17: a registered decision, not the drain count's compare in
    /// front of every context register's multiplexer).
    Swap,
    /// Taking the segment's beats.
    Run,
}

#[derive(LogicBlock, Default)]
pub struct MpaRx {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub s_seg: SegCtxIn,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    pub m_status: Signal<Out, Bits<2>>,
    pub m_conn: Signal<Out, Bits<8>>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    pub m_ctx_valid: Signal<Out, Bit>,
    pub m_ctx_conn: Signal<Out, Bits<8>>,
    pub m_ctx0: Signal<Out, Bits<64>>,
    pub m_ctx1: Signal<Out, Bits<63>>,
    pub m_ctx2: Signal<Out, Bits<64>>,
    pub m_ctx3: Signal<Out, Bits<64>>,
    align: MpaRxAlign,
    def: MpaRxDeframer,
    hc0: RxHeaderCheck,
    hc1: RxHeaderCheck,
    crc: Crc32cPipe,
    queue: TagQueue,
    ctl: DFF<RxCtl>,
    drain: DFF<Bits<3>>,
    have_ctx: DFF<Bit>,
    cur_conn: DFF<Bits<8>>,
    crc_on: DFF<Bit>,
    stopped: DFF<Bit>,
    crc_hold: DFF<Bits<32>>,
    d1_valid: DFF<Bit>,
    d1_data: DFF<Bits<64>>,
    d1_flags: DFF<Bits<FLAG_BITS>>,
    d2_valid: DFF<Bit>,
    d2_data: DFF<Bits<64>>,
    d2_flags: DFF<Bits<FLAG_BITS>>,
    d3_valid: DFF<Bit>,
    d3_data: DFF<Bits<64>>,
    d3_flags: DFF<Bits<FLAG_BITS>>,
    d4_valid: DFF<Bit>,
    d4_data: DFF<Bits<64>>,
    d4_flags: DFF<Bits<FLAG_BITS>>,
    d5_valid: DFF<Bit>,
    d5_data: DFF<Bits<64>>,
    d5_flags: DFF<Bits<FLAG_BITS>>,
    /// The verdict stage (issue 17): the compare stage's queue entries, registered, so the
    /// CRC compare and the push count are not in one cycle. `v_n` entries of `v_in0`,
    /// `v_in1` are pushed at the next advance unless the connection has stopped; `v_bad`
    /// stops it.
    v_valid: DFF<Bit>,
    v_n: DFF<Bits<2>>,
    v_bad: DFF<Bit>,
    v_in0: DFF<Bits<32>>,
    v_in0_tag: DFF<Bits<TAG_BITS>>,
    v_in1: DFF<Bits<32>>,
    v_in1_tag: DFF<Bits<TAG_BITS>>,
    /// The connection of the last entry pushed into the queue.
    pushed_conn: DFF<Bits<8>>,
    /// The CRC feed, registered (the beat's covered lanes enter the CRC pipeline one advance
    /// after the beat enters the delay line; the compare stage is therefore d5).
    cf_valid: DFF<Bit>,
    /// The aligned beat, registered before the deframer.
    ab_valid: DFF<Bit>,
    ab_data: DFF<Bits<64>>,
    ab_v0: DFF<Bit>,
    ab_v1: DFF<Bit>,
    ab_bad0: DFF<Bit>,
    ab_words0: DFF<Bits<16>>,
    ab_tail0: DFF<Bits<2>>,
    ab_one0: DFF<Bit>,
    ab_two0: DFF<Bit>,
    ab_one1: DFF<Bit>,
    ab_two1: DFF<Bit>,
    ab_bad1: DFF<Bit>,
    ab_words1: DFF<Bits<16>>,
    ab_tail1: DFF<Bits<2>>,
    cf_data: DFF<Bits<64>>,
    cf_keep: DFF<Bits<8>>,
    cf_last: DFF<Bit>,
    ctx_v: DFF<Bit>,
    ctx_c: DFF<Bits<8>>,
    ctx0: DFF<Bits<64>>,
    ctx1: DFF<Bits<63>>,
    ctx2: DFF<Bits<64>>,
    ctx3: DFF<Bits<64>>,
    advance: Signal<Local, Bit>,
    swap: Signal<Local, Bit>,
    flags: Signal<Local, Bits<FLAG_BITS>>,
    // Compare stage.
    st0: Signal<Local, Bits<2>>,
    st1: Signal<Local, Bits<2>>,
    e0: Signal<Local, Bit>,
    e1: Signal<Local, Bit>,
    e0_data: Signal<Local, Bits<32>>,
    e1_data: Signal<Local, Bits<32>>,
    e0_tag: Signal<Local, Bits<TAG_BITS>>,
    e1_tag: Signal<Local, Bits<TAG_BITS>>,
    tag_base: Signal<Local, Bits<TAG_BITS>>,
    bad: Signal<Local, Bit>,
    bad0: Signal<Local, Bit>,
    computed: Signal<Local, Bits<32>>,
    // Output former.
    n_pop: Signal<Local, Bits<2>>,
    out_ok: Signal<Local, Bit>,
    k0: Signal<Local, Bits<4>>,
    k1: Signal<Local, Bits<4>>,
    tmask0: Signal<Local, Bits<4>>,
    same01: Signal<Local, Bit>,
    same02: Signal<Local, Bit>,
    save1: Signal<Local, Bits<63>>,
    save2: Signal<Local, Bits<64>>,
    save3: Signal<Local, Bits<64>>,
}

impl Logic for MpaRx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, ctl, drain, have_ctx, cur_conn, crc_on, stopped, crc_hold, d1_valid, d1_data,
            d1_flags, d2_valid, d2_data, d2_flags, d3_valid, d3_data, d3_flags, d4_valid, d4_data,
            d4_flags, d5_valid, d5_data, d5_flags, v_valid, v_n, v_bad, v_in0, v_in0_tag, v_in1, v_in1_tag, pushed_conn, cf_valid, cf_data, cf_keep, cf_last, ab_valid, ab_data, ab_v0, ab_v1, ab_bad0, ab_words0, ab_tail0, ab_one0, ab_two0, ab_one1, ab_two1, ab_bad1, ab_words1, ab_tail1,
            ctx_v, ctx_c,
            ctx0, ctx1, ctx2, ctx3
        );
        clock!(self, clock, align, def, crc, queue);
        self.align.reset.next = self.reset.val();
        self.def.reset.next = self.reset.val();
        self.crc.reset.next = self.reset.val();
        self.queue.reset.next = self.reset.val();
        self.advance.next = self.queue.can_push.val() & !self.reset.val();
        // Context-switch control.
        self.swap.next = false;
        self.s_seg.ready.next = false;
        self.align.enable.next = false;
        match self.ctl.q.val() {
            RxCtl::WaitDesc => {
                if self.s_seg.valid.val() {
                    if !self.s_seg.load.val() {
                        // Same connection: the descriptor and the segment's first beat move
                        // together (no bubble between segments).
                        self.s_seg.ready.next = true;
                        self.align.enable.next = self.advance.val();
                        self.ctl.d.next = RxCtl::Run;
                        if self.align.m_valid.val() & self.align.m_seg_end.val() {
                            self.ctl.d.next = RxCtl::WaitDesc;
                        }
                    } else if self.have_ctx.q.val() {
                        self.drain.d.next = bits::<3>(0);
                        self.ctl.d.next = RxCtl::Drain;
                    } else {
                        self.ctl.d.next = RxCtl::Swap;
                    }
                }
            }
            RxCtl::Drain => {
                if self.advance.val() {
                    self.drain.d.next = self.drain.q.val() + 1;
                    if self.drain.q.val() == rx_pipe::DRAIN_ADVANCES {
                        self.ctl.d.next = RxCtl::Swap;
                    }
                }
            }
            RxCtl::Swap => {
                // With an advance: the CRC pipeline loads its context only then.
                self.swap.next = self.advance.val();
            }
            RxCtl::Run => {
                self.align.enable.next = self.advance.val();
                if self.align.m_valid.val() & self.align.m_seg_end.val() {
                    self.ctl.d.next = RxCtl::WaitDesc;
                }
            }
            _ => {}
        }
        if self.swap.val() {
            self.s_seg.ready.next = true;
            self.ctl.d.next = RxCtl::Run;
            self.have_ctx.d.next = true;
            self.cur_conn.d.next = self.s_seg.conn.val();
            self.crc_on.d.next = self.s_seg.ctx1.val().get_value_crc();
            self.stopped.d.next = self.s_seg.ctx1.val().get_value_stopped();
            self.crc_hold.d.next = self.s_seg.ctx3.val().get_value_crc_hold();
        }
        // Context save (registered, one cycle after the swap). Built in locals: a child's
        // input (a DFF's d) reads back its old value in native simulation.
        self.ctx_v.d.next = self.swap.val() & self.have_ctx.q.val();
        self.save1.next = bits::<63>(0);
        self.save1.next.set_value_pend_keep(self.align.pend_keep_out.val());
        self.save1.next.set_value_pos(self.def.pos_out.val());
        self.save1.next.set_value_state(self.def.state_out.val());
        self.save1.next.set_value_hdr(self.def.hdr_out.val());
        self.save1.next.set_value_tail(self.def.tail_out.val());
        self.save1.next.set_value_merr(self.def.merr_out.val());
        self.save1.next.set_value_markers(self.def.markers_out.val());
        self.save1.next.set_value_crc(self.crc_on.q.val());
        self.save1.next.set_value_stopped(self.stopped.q.val());
        self.save1.next.set_value_half_v(self.def.half_v_out.val());
        self.save1.next.set_value_in_packet(self.crc.in_packet_out.val());
        self.save2.next = bits::<64>(0);
        self.save2.next.set_value_left(self.def.left_out.val());
        self.save2.next.set_value_max_ulpdu(self.def.max_ulpdu_out.val());
        self.save2.next.set_value_half_w(self.def.half_w_out.val());
        self.save3.next = bits::<64>(0);
        self.save3.next.set_value_crc_state(self.crc.state_out.val());
        self.save3.next.set_value_crc_hold(self.crc_hold.q.val());
        if self.swap.val() {
            self.ctx_c.d.next = self.cur_conn.q.val();
            self.ctx0.d.next = self.align.pend_data_out.val();
            self.ctx1.d.next = self.save1.val();
            self.ctx2.d.next = self.save2.val();
            self.ctx3.d.next = self.save3.val();
        }
        // Aligner and deframer (with context restore on the swap).
        self.align.s_data.next = self.s_data.val();
        self.align.s_keep.next = self.s_keep.val();
        self.align.s_last.next = self.s_last.val();
        self.align.s_valid.next = self.s_valid.val();
        self.s_ready.next = self.align.s_ready.val();
        self.align.pend_load.next = self.swap.val();
        self.align.pend_data_in.next = self.s_seg.ctx0.val();
        self.align.pend_keep_in.next = self.s_seg.ctx1.val().get_value_pend_keep();
        // The aligned beat is registered before the deframer (timing: the held-byte merge and the
        // deframer's slot chain are not in one cycle).
        self.hc0.word.next = self.align.m_data.val().get_value_word0();
        self.hc0.max_ulpdu.next = self.def.max_ulpdu_out.val();
        self.hc1.word.next = self.align.m_data.val().get_value_word1();
        self.hc1.max_ulpdu.next = self.def.max_ulpdu_out.val();
        if self.advance.val() {
            self.ab_bad0.d.next = self.hc0.bad.val();
            self.ab_words0.d.next = self.hc0.words.val();
            self.ab_tail0.d.next = self.hc0.tail.val();
            self.ab_one0.d.next = self.hc0.one.val();
            self.ab_two0.d.next = self.hc0.two.val();
            self.ab_one1.d.next = self.hc1.one.val();
            self.ab_two1.d.next = self.hc1.two.val();
            self.ab_bad1.d.next = self.hc1.bad.val();
            self.ab_words1.d.next = self.hc1.words.val();
            self.ab_tail1.d.next = self.hc1.tail.val();
            self.ab_valid.d.next = self.align.m_valid.val();
            self.ab_data.d.next = self.align.m_data.val();
            self.ab_v0.d.next = self.align.m_v0.val();
            self.ab_v1.d.next = self.align.m_v1.val();
        }
        self.def.data.next = self.ab_data.q.val();
        self.def.v0.next = self.ab_v0.q.val();
        self.def.v1.next = self.ab_v1.q.val();
        self.def.take.next = self.advance.val() & self.ab_valid.q.val();
        self.def.hdr_bad0.next = self.ab_bad0.q.val();
        self.def.hdr_words0.next = self.ab_words0.q.val();
        self.def.hdr_tail0.next = self.ab_tail0.q.val();
        self.def.hdr_one0.next = self.ab_one0.q.val();
        self.def.hdr_two0.next = self.ab_two0.q.val();
        self.def.hdr_one1.next = self.ab_one1.q.val();
        self.def.hdr_two1.next = self.ab_two1.q.val();
        self.def.hdr_bad1.next = self.ab_bad1.q.val();
        self.def.hdr_words1.next = self.ab_words1.q.val();
        self.def.hdr_tail1.next = self.ab_tail1.q.val();
        self.def.ctx_load.next = self.swap.val();
        self.def.pos_in.next = self.s_seg.ctx1.val().get_value_pos();
        self.def.state_in.next = self.s_seg.ctx1.val().get_value_state();
        self.def.hdr_in.next = self.s_seg.ctx1.val().get_value_hdr();
        self.def.tail_in.next = self.s_seg.ctx1.val().get_value_tail();
        self.def.merr_in.next = self.s_seg.ctx1.val().get_value_merr();
        self.def.markers_in.next = self.s_seg.ctx1.val().get_value_markers();
        self.def.half_v_in.next = self.s_seg.ctx1.val().get_value_half_v();
        self.def.left_in.next = self.s_seg.ctx2.val().get_value_left();
        self.def.max_ulpdu_in.next = self.s_seg.ctx2.val().get_value_max_ulpdu();
        self.def.half_w_in.next = self.s_seg.ctx2.val().get_value_half_w();
        // CRC pipeline in lockstep with the delay line.
        self.crc.enable.next = self.advance.val();
        self.crc.s_data.next = self.cf_data.q.val();
        self.crc.s_keep.next = self.cf_keep.q.val();
        self.crc.s_last.next = self.cf_last.q.val();
        self.crc.s_valid.next = self.cf_valid.q.val();
        self.crc.ctx_load.next = self.swap.val();
        self.crc.ctx_state.next = self.s_seg.ctx3.val().get_value_crc_state();
        self.crc.ctx_in_packet.next = self.s_seg.ctx1.val().get_value_in_packet();
        // Delay line.
        self.flags.next = bits::<FLAG_BITS>(0);
        self.flags.next.set_value_content0(self.def.content0.val());
        self.flags.next.set_value_content1(self.def.content1.val());
        self.flags.next.set_value_first0(self.def.first0.val());
        self.flags.next.set_value_first1(self.def.first1.val());
        self.flags.next.set_value_last0(self.def.last0.val());
        self.flags.next.set_value_last1(self.def.last1.val());
        self.flags.next.set_value_tail(self.def.tail.val());
        self.flags.next.set_value_crc0(self.def.crc0.val());
        self.flags.next.set_value_crc1(self.def.crc1.val());
        self.flags.next.set_value_len_err0(self.def.len_err0.val());
        self.flags.next.set_value_len_err1(self.def.len_err1.val());
        self.flags.next.set_value_merr(self.def.merr_at_crc.val());
        self.flags.next.set_value_covered_last(self.def.crc_last.val());
        if self.advance.val() {
            self.d1_valid.d.next = self.ab_valid.q.val();
            self.d1_data.d.next = self.ab_data.q.val();
            self.d1_flags.d.next = self.flags.val();
            self.d2_valid.d.next = self.d1_valid.q.val();
            self.d2_data.d.next = self.d1_data.q.val();
            self.d2_flags.d.next = self.d1_flags.q.val();
            self.d3_valid.d.next = self.d2_valid.q.val();
            self.d3_data.d.next = self.d2_data.q.val();
            self.d3_flags.d.next = self.d2_flags.q.val();
            self.d4_valid.d.next = self.d3_valid.q.val();
            self.d4_data.d.next = self.d3_data.q.val();
            self.d4_flags.d.next = self.d3_flags.q.val();
            self.d5_valid.d.next = self.d4_valid.q.val();
            self.d5_data.d.next = self.d4_data.q.val();
            self.d5_flags.d.next = self.d4_flags.q.val();
            self.cf_valid.d.next = self.ab_valid.q.val() & self.def.crc_valid.val();
            self.cf_data.d.next = self.def.crc_data.val();
            self.cf_keep.d.next = self.def.crc_keep.val();
            self.cf_last.d.next = self.def.crc_last.val();
            if self.crc.m_crc_valid.val() {
                self.crc_hold.d.next = self.crc.m_crc.val();
            }
        }
        // Compare stage (d5): CRC verdicts and status tokens for the verdict stage. The CRC computed
        // for an FPDU is live when its last covered word is in this beat, else it was held when
        // that earlier beat passed (a segment end can put the CRC word in a later beat).
        self.computed.next = self.crc_hold.q.val();
        if self.d5_flags.q.val().get_value_covered_last() {
            self.computed.next = self.crc.m_crc.val();
        }
        self.bad.next = false;
        self.bad0.next = false;
        self.st0.next = bits::<2>(rx_status::OK);
        if self.crc_on.q.val() & (self.computed.val() != self.d5_data.q.val().get_value_word0()) {
            self.st0.next = bits::<2>(rx_status::CRC);
        } else if self.d5_flags.q.val().get_value_merr() {
            self.st0.next = bits::<2>(rx_status::MARKER);
        }
        self.st1.next = bits::<2>(rx_status::OK);
        if self.crc_on.q.val() & (self.computed.val() != self.d5_data.q.val().get_value_word1()) {
            self.st1.next = bits::<2>(rx_status::CRC);
        } else if self.d5_flags.q.val().get_value_merr() {
            self.st1.next = bits::<2>(rx_status::MARKER);
        }
        if self.d5_flags.q.val().get_value_len_err0() {
            self.st0.next = bits::<2>(rx_status::LENGTH);
        }
        if self.d5_flags.q.val().get_value_len_err1() {
            self.st1.next = bits::<2>(rx_status::LENGTH);
        }
        // Tags ([`RxTag`]).
        self.tag_base.next = bits::<TAG_BITS>(0);
        self.tag_base.next.set_value_conn(self.cur_conn.q.val());
        self.tag_base.next.set_value_last_bytes(self.d5_flags.q.val().get_value_tail());
        // The beat's first entry follows the verdict stage's entries (the same connection's:
        // a switch drains the pipeline) or else the last pushed one.
        self.tag_base.next.set_value_link(
            (self.v_valid.q.val() & self.v_n.q.val().any()) | (self.cur_conn.q.val() == self.pushed_conn.q.val()),
        );
        self.e0.next = false;
        self.e0_data.next = self.d5_data.q.val().get_value_word0();
        self.e0_tag.next = self.tag_base.val();
        if self.d5_flags.q.val().get_value_content0() {
            self.e0.next = true;
            if self.d5_flags.q.val().get_value_first0() {
                self.e0_tag.next.set_value_first(true);
            }
            if self.d5_flags.q.val().get_value_last0() {
                self.e0_tag.next.set_value_last(true);
            }
        }
        if self.d5_flags.q.val().get_value_crc0() | self.d5_flags.q.val().get_value_len_err0() {
            self.e0.next = true;
            self.e0_data.next = bits::<32>(0);
            self.e0_data.next.set_value_status(self.st0.val());
            self.e0_tag.next = self.tag_base.val();
            self.e0_tag.next.set_value_token(true);
            self.bad0.next = self.st0.val() != 0;
        }
        self.e1.next = false;
        self.e1_data.next = self.d5_data.q.val().get_value_word1();
        self.e1_tag.next = self.tag_base.val();
        if self.d5_flags.q.val().get_value_content1() {
            self.e1.next = true;
            if self.d5_flags.q.val().get_value_first1() {
                self.e1_tag.next.set_value_first(true);
            }
            if self.d5_flags.q.val().get_value_last1() {
                self.e1_tag.next.set_value_last(true);
            }
        }
        if self.d5_flags.q.val().get_value_crc1() | self.d5_flags.q.val().get_value_len_err1() {
            self.e1.next = true;
            self.e1_data.next = bits::<32>(0);
            self.e1_data.next.set_value_status(self.st1.val());
            self.e1_tag.next = self.tag_base.val();
            self.e1_tag.next.set_value_token(true);
            self.bad.next = self.st1.val() != 0;
        }
        // Nothing after an error, not even the rest of its own beat.
        if self.bad0.val() {
            self.e1.next = false;
            self.bad.next = true;
        }
        if self.e0.val() {
            self.e1_tag.next.set_value_link(true);
        }
        // Verdict stage: the beat's entries, `in0` first, registered for the queue.
        if self.advance.val() {
            self.v_valid.d.next = self.d5_valid.q.val();
            self.v_n.d.next = (bits::<2>(0) + self.e0.val()) + self.e1.val();
            self.v_bad.d.next = self.bad.val();
            self.v_in0.d.next = self.e0_data.val();
            self.v_in0_tag.d.next = self.e0_tag.val();
            self.v_in1.d.next = self.e1_data.val();
            self.v_in1_tag.d.next = self.e1_tag.val();
            if !self.e0.val() {
                self.v_in0.d.next = self.e1_data.val();
                self.v_in0_tag.d.next = self.e1_tag.val();
            }
        }
        self.queue.in0.next = self.v_in0.q.val();
        self.queue.in0_tag.next = self.v_in0_tag.q.val();
        self.queue.in1.next = self.v_in1.q.val();
        self.queue.in1_tag.next = self.v_in1_tag.q.val();
        self.queue.push_n.next = bits::<2>(0);
        if self.advance.val() & self.v_valid.q.val() & !self.stopped.q.val() {
            self.queue.push_n.next = self.v_n.q.val();
            if self.v_n.q.val().any() {
                self.pushed_conn.d.next = self.cur_conn.q.val();
            }
            if self.v_bad.q.val() {
                self.stopped.d.next = true;
            }
        }
        if self.swap.val() {
            self.stopped.d.next = self.s_seg.ctx1.val().get_value_stopped();
        }
        if self.reset.val() {
            self.ctl.d.next = RxCtl::WaitDesc;
            self.have_ctx.d.next = false;
            self.d1_valid.d.next = false;
            self.d2_valid.d.next = false;
            self.d3_valid.d.next = false;
            self.d4_valid.d.next = false;
            self.d5_valid.d.next = false;
            self.v_valid.d.next = false;
            self.cf_valid.d.next = false;
            self.ab_valid.d.next = false;
            self.ctx_v.d.next = false;
            self.stopped.d.next = false;
        }
        // Output former: one ULPDU beat from the queue head; the last beat needs its token.
        self.n_pop.next = bits::<2>(0);
        self.out_ok.next = false;
        self.m_last.next = false;
        self.m_status.next = bits::<2>(0);
        self.m_data.next = bits::<64>(0);
        self.m_data.next.set_value_word0(self.queue.h0.val());
        self.m_data.next.set_value_word1(self.queue.h1.val());
        self.k0.next = bits::<4>(0xF);
        self.k1.next = bits::<4>(0);
        if self.queue.h0_tag.val().get_value_first() {
            self.k0.next = bits::<4>(0xC);
        }
        // Lanes of ULPDU bytes in a last word: tail (0 meaning all four).
        self.tmask0.next = bits::<4>(0xF);
        if self.queue.h0_tag.val().get_value_last_bytes() != 0 {
            self.tmask0.next = (bits::<4>(1) << self.queue.h0_tag.val().get_value_last_bytes()) - 1;
        }
        // Entries of one connection stay in order; a context switch can put another
        // connection's entries between an FPDU's words, or between its last word and its
        // status token. Then the beat ends early (short, no m_last) and the status follows later
        // as a beat with no lanes.
        // (h2 is compared only when h1 is h0's connection.)
        self.same01.next = self.queue.h1_tag.val().get_value_link();
        self.same02.next = self.queue.h2_tag.val().get_value_link();
        if self.queue.has_one.val() {
            if self.queue.h0_tag.val().get_value_token() {
                // A status token alone: a length error, or a status held back by a switch.
                self.out_ok.next = true;
                self.n_pop.next = bits::<2>(1);
                self.m_last.next = true;
                self.m_status.next = self.queue.h0.val().get_value_status();
                self.k0.next = bits::<4>(0);
            } else if self.queue.has_two.val() {
                if !self.same01.val() | self.queue.h1_tag.val().get_value_first() {
                    // The next entry belongs to another connection or FPDU: a short beat.
                    self.out_ok.next = true;
                    self.n_pop.next = bits::<2>(1);
                    if self.queue.h0_tag.val().get_value_last() {
                        self.k0.next = self.k0.val() & self.tmask0.val();
                    }
                } else if self.queue.h0_tag.val().get_value_last() {
                    // Last word and its token (the only entry that can follow it).
                    if self.queue.h1_tag.val().get_value_token() {
                        self.out_ok.next = true;
                        self.n_pop.next = bits::<2>(2);
                        self.m_last.next = true;
                        self.m_status.next = self.queue.h1.val().get_value_status();
                        self.k0.next = self.k0.val() & self.tmask0.val();
                    }
                } else {
                    self.k1.next = bits::<4>(0xF);
                    if !self.queue.h1_tag.val().get_value_last() {
                        self.out_ok.next = true;
                        self.n_pop.next = bits::<2>(2);
                    } else if self.queue.has_three.val() {
                        self.out_ok.next = true;
                        self.n_pop.next = bits::<2>(2);
                        if self.queue.h1_tag.val().get_value_last_bytes() != 0 {
                            self.k1.next = (bits::<4>(1) << self.queue.h1_tag.val().get_value_last_bytes()) - 1;
                        }
                        if self.same02.val() & self.queue.h2_tag.val().get_value_token() {
                            self.n_pop.next = bits::<2>(3);
                            self.m_last.next = true;
                            self.m_status.next = self.queue.h2.val().get_value_status();
                        }
                    }
                }
            }
        }
        self.m_keep.next = bits::<8>(0);
        self.m_keep.next.set_value_keep0(self.k0.val());
        self.m_keep.next.set_value_keep1(self.k1.val());
        if !self.k1.val().any() {
            self.m_data.next = bit_cast::<64, 32>(self.queue.h0.val());
        }
        self.m_conn.next = self.queue.h0_tag.val().get_value_conn();
        self.m_valid.next = self.out_ok.val();
        self.queue.pop_n.next = bits::<2>(0);
        if self.out_ok.val() & self.m_ready.val() {
            self.queue.pop_n.next = self.n_pop.val();
        }
        self.m_ctx_valid.next = self.ctx_v.q.val();
        self.m_ctx_conn.next = self.ctx_c.q.val();
        self.m_ctx0.next = self.ctx0.q.val();
        self.m_ctx1.next = self.ctx1.q.val();
        self.m_ctx2.next = self.ctx2.q.val();
        self.m_ctx3.next = self.ctx3.q.val();
    }
}
