//! ToeTxFrame: the TOE's transmit frame builder, emitted as `rtl/toe_tx_frame.v`.
//!
//! Ports:
//! - `cfg_mac`, `cfg_ip`: the engine's own addresses (numbers; first wire byte at the top).
//! - `s_seg` ([`TxSegIn`]): one descriptor per frame; with `payload` set, one packet on
//!   `s_pay_data/keep/last/valid/ready` (first byte in lane 0, full beats but the last) is its
//!   payload, at most [`MAX_PAYLOAD`] bytes.
//! - `m_data/m_keep/m_last/m_valid/m_ready`: Ethernet II / IPv4 / TCP frames, byte-exact to
//!   golden `toe_tx::frame` with the IPv4 identification counting frames from 0 after reset.
//! - `cnt_frames`: frames sent (32 bits, wrapping).
//!
//! The TCP checksum covers the payload, which follows the header, so the payload is stored
//! before its header is sent (store and forward):
//! - input: a descriptor without payload is queued at once; with payload, its beats go into a
//!   2048-beat FIFO ([`RamFifo`], block RAM) while their LE lane words are summed (two pipeline
//!   registers, then a 32-bit accumulator); when the sum is complete the descriptor, the
//!   counted length and the sum are queued ([`Fifo2`] of [`TxMeta`]).
//! - prep: a queued descriptor is loaded into the prep registers; five register stages, each
//!   a function of the loaded descriptor, pack the options in Linux's layout and compute both
//!   checksums (big-endian word sums; the payload's LE sum joins byte-swapped, RFC 1071
//!   section 2(B)). The prep of the next frame overlaps the output of the current one.
//! - output: the header (a 640-bit big-endian register, [`TxWireHeader`]) leaves a beat a
//!   cycle, then the payload from the FIFO shifted by the header length mod 8 (2 or 6 lanes),
//!   the lanes a beat leaves over carried to the next. A frame starts in the cycle after its
//!   predecessor's last beat: back-to-back frames leave without a bubble.

use super::*;
use crate::common::beat::LaneKeep;
use crate::common::fifo2::Fifo2;
use crate::common::lane_mask::LaneMask;
use crate::common::ram_fifo::RamFifo;
use rust_hdl::prelude::*;

/// Address bits of the payload FIFO (2048 beats).
pub const PAYLOAD_FIFO_BITS: usize = 11;
/// The longest payload a descriptor may carry: the payload FIFO's bytes (a whole payload is
/// stored before its frame leaves).
pub const MAX_PAYLOAD: usize = 8 << PAYLOAD_FIFO_BITS;

#[derive(LogicBlock, Default)]
pub struct ToeTxFrame {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub cfg_mac: Signal<In, Bits<48>>,
    pub cfg_ip: Signal<In, Bits<32>>,
    pub s_seg: TxSegIn,
    pub s_pay_data: Signal<In, Bits<64>>,
    pub s_pay_keep: Signal<In, Bits<8>>,
    pub s_pay_last: Signal<In, Bit>,
    pub s_pay_valid: Signal<In, Bit>,
    pub s_pay_ready: Signal<Out, Bit>,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    pub cnt_frames: Signal<Out, Bits<32>>,
    // Input: descriptor, payload FIFO and sum.
    mask: LaneMask,
    payload: RamFifo<64, PAYLOAD_FIFO_BITS>,
    meta: Fifo2<{ tx_meta::BITS }>,
    desc: Signal<Local, Bits<{ tx_meta::BITS }>>,
    take_seg: Signal<Local, Bit>,
    take_pay: Signal<Local, Bit>,
    drain_push: Signal<Local, Bit>,
    count: Signal<Local, Bits<16>>,
    in_busy: DFF<Bit>,
    in_drain: DFF<Bit>,
    in_desc: DFF<Bits<{ tx_meta::BITS }>>,
    in_len: DFF<Bits<16>>,
    in_beats: DFF<Bits<13>>,
    in_acc: DFF<Bits<32>>,
    p1_valid: DFF<Bit>,
    p1_words: DFF<Bits<64>>,
    p2_valid: DFF<Bit>,
    p2_sum: DFF<Bits<18>>,
    // Prep: the loaded descriptor and its five stages.
    q_valid: DFF<Bit>,
    q_step: DFF<Bits<4>>,
    q_meta: DFF<Bits<{ tx_meta::BITS }>>,
    q_ready: Signal<Local, Bit>,
    b: Signal<Local, Bits<3>>,
    w: Signal<Local, Bits<3>>,
    mss_word: Signal<Local, Bits<32>>,
    ws_word: Signal<Local, Bits<32>>,
    ts_kind: Signal<Local, Bits<32>>,
    ts_on: Signal<Local, Bit>,
    sp_on: Signal<Local, Bit>,
    ws_on: Signal<Local, Bit>,
    opts: Signal<Local, Bits<320>>,
    /// Option slots before the SACK option, the blocks that fit, the SACK option's words
    /// from slot 0 and their shift to slot `kb`.
    kb: Signal<Local, Bits<4>>,
    sack_fit: Signal<Local, Bits<4>>,
    sack_n: Signal<Local, Bits<4>>,
    sack_len: Signal<Local, Bits<8>>,
    sack_words: Signal<Local, Bits<320>>,
    sack_shift: Signal<Local, Bits<9>>,
    k: Signal<Local, Bits<4>>,
    len: Signal<Local, Bits<16>>,
    hlen: Signal<Local, Bits<16>>,
    opt_bytes: Signal<Local, Bits<16>>,
    tail_up: Signal<Local, Bits<16>>,
    acc: Signal<Local, Bits<32>>,
    // Stage 1.
    p_opts: DFF<Bits<320>>,
    p_words: DFF<Bits<4>>,
    p_tcp_len: DFF<Bits<16>>,
    p_total: DFF<Bits<16>>,
    p_pfold: DFF<Bits<17>>,
    p_hb: DFF<Bits<4>>,
    p_s6: DFF<Bit>,
    p_pb: DFF<Bits<13>>,
    p_tail: DFF<Bits<13>>,
    p_last_keep: DFF<Bits<8>>,
    tail_bytes: Signal<Local, Bits<16>>,
    // Stage 2: partial sums (big-endian words).
    pay16: Signal<Local, Bits<16>>,
    pay_swapped: Signal<Local, Bits<16>>,
    doff_flags: Signal<Local, Bits<16>>,
    doff_byte: Signal<Local, Bits<8>>,
    w_seq: Signal<Local, Bits<32>>,
    w_ack: Signal<Local, Bits<32>>,
    w_dst_ip: Signal<Local, Bits<32>>,
    s_t1: DFF<Bits<20>>,
    s_t2: DFF<Bits<20>>,
    s_t3: DFF<Bits<20>>,
    s_t4: DFF<Bits<20>>,
    s_t5: DFF<Bits<20>>,
    s_t6: DFF<Bits<20>>,
    s_t7: DFF<Bits<20>>,
    s_t8: DFF<Bits<20>>,
    s_i1: DFF<Bits<20>>,
    // Stage 3: the sums.
    a_tcp: DFF<Bits<24>>,
    a_ip: DFF<Bits<24>>,
    // Stage 4: the first fold.
    f_tcp: DFF<Bits<17>>,
    f_ip: DFF<Bits<17>>,
    // Stage 5: the checksums.
    c_tcp: DFF<Bits<16>>,
    c_ip: DFF<Bits<16>>,
    ident: DFF<Bits<16>>,
    hdr: Signal<Local, Bits<768>>,
    // Output.
    adv: Signal<Local, Bit>,
    hdr_phase: Signal<Local, Bit>,
    need_pay: Signal<Local, Bit>,
    emit: Signal<Local, Bit>,
    ending: Signal<Local, Bit>,
    start: Signal<Local, Bit>,
    top_be: Signal<Local, Bits<64>>,
    sec_be: Signal<Local, Bits<64>>,
    top_lanes: Signal<Local, Bits<64>>,
    sec_lanes: Signal<Local, Bits<64>>,
    o_active: DFF<Bit>,
    o_hdr: DFF<Bits<768>>,
    o_hdr_left: DFF<Bits<4>>,
    o_tail_left: DFF<Bits<13>>,
    o_pay_left: DFF<Bits<13>>,
    /// Registered decisions: header beats left, payload beats left, one tail beat left.
    o_in_hdr: DFF<Bit>,
    o_pay_more: DFF<Bit>,
    o_tail_one: DFF<Bit>,
    o_s6: DFF<Bit>,
    o_last_keep: DFF<Bits<8>>,
    carry: DFF<Bits<64>>,
    ob_valid: DFF<Bit>,
    ob_data: DFF<Bits<64>>,
    ob_keep: DFF<Bits<8>>,
    ob_last: DFF<Bit>,
    n_frames: DFF<Bits<32>>,
}

impl Logic for ToeTxFrame {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, in_busy, in_drain, in_desc, in_len, in_beats, in_acc, p1_valid, p1_words, p2_valid, p2_sum, q_valid, q_step, q_meta,
            p_opts, p_words, p_tcp_len, p_total, p_pfold, p_hb, p_s6, p_pb, p_tail, p_last_keep, s_t1, s_t2, s_t3, s_t4, s_t5, s_t6,
            s_t7, s_t8, s_i1, a_tcp, a_ip, f_tcp, f_ip, c_tcp, c_ip, ident, o_active, o_hdr, o_hdr_left, o_tail_left, o_pay_left, o_in_hdr, o_pay_more, o_tail_one, o_s6,
            o_last_keep, carry, ob_valid, ob_data, ob_keep, ob_last, n_frames
        );
        self.payload.clock.next = self.clock.val();
        self.meta.clock.next = self.clock.val();
        // ---- Input: the descriptor, the payload into its FIFO, the payload's sum. ----
        self.desc.next = bits::<{ tx_meta::BITS }>(0);
        self.desc.next.set_value_dst_mac(self.s_seg.dst_mac.val());
        self.desc.next.set_value_dst_ip(self.s_seg.dst_ip.val());
        self.desc.next.set_value_src_port(self.s_seg.src_port.val());
        self.desc.next.set_value_dst_port(self.s_seg.dst_port.val());
        self.desc.next.set_value_seq(self.s_seg.seq.val());
        self.desc.next.set_value_ack(self.s_seg.ack.val());
        self.desc.next.set_value_flags(self.s_seg.flags.val());
        self.desc.next.set_value_window(self.s_seg.window.val());
        self.desc.next.set_value_mss_on(self.s_seg.mss_on.val());
        self.desc.next.set_value_mss(self.s_seg.mss.val());
        self.desc.next.set_value_ws_on(self.s_seg.ws_on.val());
        self.desc.next.set_value_ws(self.s_seg.ws.val());
        self.desc.next.set_value_sackp(self.s_seg.sackp.val());
        self.desc.next.set_value_ts_on(self.s_seg.ts_on.val());
        self.desc.next.set_value_ts_val(self.s_seg.ts_val.val());
        self.desc.next.set_value_ts_ecr(self.s_seg.ts_ecr.val());
        self.desc.next.set_value_nblocks(self.s_seg.nblocks.val());
        self.desc.next.set_value_l0(self.s_seg.l0.val());
        self.desc.next.set_value_r0(self.s_seg.r0.val());
        self.desc.next.set_value_l1(self.s_seg.l1.val());
        self.desc.next.set_value_r1(self.s_seg.r1.val());
        self.desc.next.set_value_l2(self.s_seg.l2.val());
        self.desc.next.set_value_r2(self.s_seg.r2.val());
        self.desc.next.set_value_l3(self.s_seg.l3.val());
        self.desc.next.set_value_r3(self.s_seg.r3.val());
        self.s_seg.ready.next = !self.in_busy.q.val() & !self.meta.full.val() & !self.reset.val();
        self.take_seg.next = self.s_seg.valid.val() & !self.in_busy.q.val() & !self.meta.full.val() & !self.reset.val();
        self.s_pay_ready.next = self.in_busy.q.val() & !self.in_drain.q.val() & !self.payload.full.val() & !self.reset.val();
        self.take_pay.next = self.s_pay_valid.val() & self.in_busy.q.val() & !self.in_drain.q.val() & !self.payload.full.val() & !self.reset.val();
        self.drain_push.next = self.in_drain.q.val() & !self.p1_valid.q.val() & !self.p2_valid.q.val() & !self.meta.full.val();
        self.mask.data.next = self.s_pay_data.val();
        self.mask.keep.next = self.s_pay_keep.val();
        self.payload.push.next = self.take_pay.val();
        self.payload.din.next = self.mask.out.val();
        // Bytes in the beat (keep is contiguous from lane 0).
        self.count.next = bits::<16>(0);
        if self.s_pay_keep.val().get_value_lane0() {
            self.count.next = bits::<16>(1);
        }
        if self.s_pay_keep.val().get_value_lane1() {
            self.count.next = bits::<16>(2);
        }
        if self.s_pay_keep.val().get_value_lane2() {
            self.count.next = bits::<16>(3);
        }
        if self.s_pay_keep.val().get_value_lane3() {
            self.count.next = bits::<16>(4);
        }
        if self.s_pay_keep.val().get_value_lane4() {
            self.count.next = bits::<16>(5);
        }
        if self.s_pay_keep.val().get_value_lane5() {
            self.count.next = bits::<16>(6);
        }
        if self.s_pay_keep.val().get_value_lane6() {
            self.count.next = bits::<16>(7);
        }
        if self.s_pay_keep.val().get_value_lane7() {
            self.count.next = bits::<16>(8);
        }
        self.p1_valid.d.next = self.take_pay.val();
        self.p1_words.d.next = self.mask.out.val();
        self.p2_valid.d.next = self.p1_valid.q.val();
        self.p2_sum.d.next = (bit_cast::<18, 16>(self.p1_words.q.val().get_value_w0()) + bit_cast::<18, 16>(self.p1_words.q.val().get_value_w1()))
            + (bit_cast::<18, 16>(self.p1_words.q.val().get_value_w2()) + bit_cast::<18, 16>(self.p1_words.q.val().get_value_w3()));
        if self.p2_valid.q.val() {
            self.in_acc.d.next = self.in_acc.q.val() + bit_cast::<32, 18>(self.p2_sum.q.val());
        }
        if self.take_pay.val() {
            self.in_len.d.next = self.in_len.q.val() + self.count.val();
            self.in_beats.d.next = self.in_beats.q.val() + 1;
            if self.s_pay_last.val() {
                self.in_drain.d.next = true;
            }
        }
        self.meta.push.next = false;
        self.meta.din.next = self.desc.val();
        if self.take_seg.val() {
            if self.s_seg.payload.val() {
                self.in_busy.d.next = true;
                self.in_desc.d.next = self.desc.val();
                self.in_len.d.next = bits::<16>(0);
                self.in_beats.d.next = bits::<13>(0);
                self.in_acc.d.next = bits::<32>(0);
            } else {
                self.meta.push.next = true;
            }
        }
        if self.drain_push.val() {
            self.meta.push.next = true;
            self.meta.din.next = self.in_desc.q.val();
            self.meta.din.next.set_value_len(self.in_len.q.val());
            self.meta.din.next.set_value_beats(self.in_beats.q.val());
            self.meta.din.next.set_value_acc(self.in_acc.q.val());
            self.in_busy.d.next = false;
            self.in_drain.d.next = false;
        }
        // ---- Prep: five register stages from the loaded descriptor. ----
        self.q_ready.next = self.q_valid.q.val() & (self.q_step.q.val() == tx_frame_const::PREP_DONE);
        if self.q_valid.q.val() & (self.q_step.q.val() != tx_frame_const::PREP_DONE) {
            self.q_step.d.next = self.q_step.q.val() + 1;
        }
        // Stage 1: the options in Linux's layout (golden `toe_tx::options`), slot 0 first; the lengths.
        // Slot of the first word after the MSS option, and of the window scale option.
        self.b.next = bits::<3>(0);
        if self.q_meta.q.val().get_value_mss_on() {
            self.b.next = bits::<3>(1);
        }
        self.w.next = self.b.val();
        if self.q_meta.q.val().get_value_ts_on() {
            self.w.next = self.b.val() + 3;
        } else {
            if self.q_meta.q.val().get_value_sackp() {
                self.w.next = self.b.val() + 1;
            }
        }
        self.kb.next = bit_cast::<4, 3>(self.w.val());
        if self.q_meta.q.val().get_value_ws_on() {
            self.kb.next = bit_cast::<4, 3>(self.w.val()) + bits::<4>(1);
        }
        // The SACK option last (golden `toe_tx::options`): NOP NOP SACK and its blocks, as
        // many as fit in the slots left (RFC 2018 section 3), the most recent first.
        self.sack_fit.next = bits::<4>(tx_frame_const::SACK_FIT_MIN);
        if self.kb.val() <= tx_frame_const::SACK_FIT_3_SLOTS {
            self.sack_fit.next = bits::<4>(tx_frame_const::SACK_FIT_MIN) + bits::<4>(1);
        }
        if self.kb.val() <= tx_frame_const::SACK_FIT_4_SLOTS {
            self.sack_fit.next = bits::<4>(tx_frame_const::SACK_FIT_MIN) + bits::<4>(2);
        }
        self.sack_n.next = bit_cast::<4, 3>(self.q_meta.q.val().get_value_nblocks());
        if bit_cast::<4, 3>(self.q_meta.q.val().get_value_nblocks()) > self.sack_fit.val() {
            self.sack_n.next = self.sack_fit.val();
        }
        self.sack_len.next = bits::<8>(tcp_opt_kind::SACK_LEN_1);
        if self.sack_n.val() == 2 {
            self.sack_len.next = bits::<8>(tcp_opt_kind::SACK_LEN_2);
        }
        if self.sack_n.val() == 3 {
            self.sack_len.next = bits::<8>(tcp_opt_kind::SACK_LEN_3);
        }
        if self.sack_n.val() == 4 {
            self.sack_len.next = bits::<8>(tcp_opt_kind::SACK_LEN_4);
        }
        self.sack_words.next = bits::<320>(0);
        if self.sack_n.val() != 0 {
            self.sack_words.next.set_value_s0(bits::<32>(tx_opt::NOP_NOP_SACK) | bit_cast::<32, 8>(self.sack_len.val()));
            self.sack_words.next.set_value_s1(self.q_meta.q.val().get_value_l0());
            self.sack_words.next.set_value_s2(self.q_meta.q.val().get_value_r0());
        }
        if self.sack_n.val() >= 2 {
            self.sack_words.next.set_value_s3(self.q_meta.q.val().get_value_l1());
            self.sack_words.next.set_value_s4(self.q_meta.q.val().get_value_r1());
        }
        if self.sack_n.val() >= 3 {
            self.sack_words.next.set_value_s5(self.q_meta.q.val().get_value_l2());
            self.sack_words.next.set_value_s6(self.q_meta.q.val().get_value_r2());
        }
        if self.sack_n.val() >= 4 {
            self.sack_words.next.set_value_s7(self.q_meta.q.val().get_value_l3());
            self.sack_words.next.set_value_s8(self.q_meta.q.val().get_value_r3());
        }
        self.sack_shift.next = bits::<9>(0);
        self.sack_shift.next.set_value_slots(self.kb.val());
        self.k.next = self.kb.val();
        if self.sack_n.val() != 0 {
            self.k.next = self.kb.val() + (self.sack_n.val() + self.sack_n.val()) + bits::<4>(1);
        }
        self.mss_word.next = bits::<32>(tx_opt::MSS) | bit_cast::<32, 16>(self.q_meta.q.val().get_value_mss());
        self.ws_word.next = bits::<32>(tx_opt::NOP_WS) | bit_cast::<32, 4>(self.q_meta.q.val().get_value_ws());
        self.ts_kind.next = bits::<32>(tx_opt::NOP_NOP_TS);
        if self.q_meta.q.val().get_value_sackp() {
            self.ts_kind.next = bits::<32>(tx_opt::SACKP_TS);
        }
        self.ts_on.next = self.q_meta.q.val().get_value_ts_on();
        self.sp_on.next = self.q_meta.q.val().get_value_sackp() & !self.q_meta.q.val().get_value_ts_on();
        self.ws_on.next = self.q_meta.q.val().get_value_ws_on();
        self.opts.next = self.sack_words.val() >> self.sack_shift.val();
        if self.ws_on.val() & (self.w.val() == 0) {
            self.opts.next.set_value_s0(self.ws_word.val());
        }
        if self.ts_on.val() & (self.b.val() == 0) {
            self.opts.next.set_value_s0(self.ts_kind.val());
        }
        if self.sp_on.val() & (self.b.val() == 0) {
            self.opts.next.set_value_s0(bits::<32>(tx_opt::NOP_NOP_SACKP));
        }
        if self.q_meta.q.val().get_value_mss_on() {
            self.opts.next.set_value_s0(self.mss_word.val());
        }
        if self.ws_on.val() & (self.w.val() == 1) {
            self.opts.next.set_value_s1(self.ws_word.val());
        }
        if self.ts_on.val() & (self.b.val() == 0) {
            self.opts.next.set_value_s1(self.q_meta.q.val().get_value_ts_val());
        }
        if self.ts_on.val() & (self.b.val() == 1) {
            self.opts.next.set_value_s1(self.ts_kind.val());
        }
        if self.sp_on.val() & (self.b.val() == 1) {
            self.opts.next.set_value_s1(bits::<32>(tx_opt::NOP_NOP_SACKP));
        }
        if self.ws_on.val() & (self.w.val() == 2) {
            self.opts.next.set_value_s2(self.ws_word.val());
        }
        if self.ts_on.val() & (self.b.val() == 0) {
            self.opts.next.set_value_s2(self.q_meta.q.val().get_value_ts_ecr());
        }
        if self.ts_on.val() & (self.b.val() == 1) {
            self.opts.next.set_value_s2(self.q_meta.q.val().get_value_ts_val());
        }
        if self.ws_on.val() & (self.w.val() == 3) {
            self.opts.next.set_value_s3(self.ws_word.val());
        }
        if self.ts_on.val() & (self.b.val() == 1) {
            self.opts.next.set_value_s3(self.q_meta.q.val().get_value_ts_ecr());
        }
        if self.ts_on.val() & (self.b.val() == 2) {
            self.opts.next.set_value_s3(self.q_meta.q.val().get_value_ts_val());
        }
        if self.ws_on.val() & (self.w.val() == 4) {
            self.opts.next.set_value_s4(self.ws_word.val());
        }
        if self.ts_on.val() & (self.b.val() == 2) {
            self.opts.next.set_value_s4(self.q_meta.q.val().get_value_ts_ecr());
        }
        if self.ts_on.val() & (self.b.val() == 3) {
            self.opts.next.set_value_s4(self.q_meta.q.val().get_value_ts_val());
        }
        self.p_opts.d.next = self.opts.val();
        self.len.next = self.q_meta.q.val().get_value_len();
        self.opt_bytes.next = bits::<16>(0);
        self.opt_bytes.next.set_value_words(self.k.val());
        self.hlen.next = bits::<16>(tx_word::TCP_HEADER) + self.opt_bytes.val();
        self.p_words.d.next = bits::<4>(tx_frame_const::BASE_WORDS) + self.k.val();
        self.p_tcp_len.d.next = self.hlen.val() + self.len.val();
        self.p_total.d.next = self.hlen.val() + self.len.val() + bits::<16>(tx_word::IP_HEADER);
        self.acc.next = self.q_meta.q.val().get_value_acc();
        self.p_pfold.d.next = bit_cast::<17, 16>(self.acc.val().get_value_lo()) + bit_cast::<17, 16>(self.acc.val().get_value_hi());
        // Full header beats and the header bytes left for the tail (54 + 4k: 6 when k is
        // even, 2 when odd); payload beats; tail beats and the last beat's lanes.
        self.p_hb.d.next = bits::<4>(tx_frame_const::BASE_HEADER_BEATS) + bit_cast::<4, 3>(self.k.val().get_value_pairs());
        if self.k.val().get_value_odd() {
            self.p_hb.d.next = bits::<4>(tx_frame_const::BASE_HEADER_BEATS) + bit_cast::<4, 3>(self.k.val().get_value_pairs()) + bits::<4>(1);
        }
        self.p_s6.d.next = !self.k.val().get_value_odd();
        self.tail_bytes.next = self.len.val() + 2;
        if !self.k.val().get_value_odd() {
            self.tail_bytes.next = self.len.val() + 6;
        }
        self.tail_up.next = self.tail_bytes.val() + 7;
        self.p_pb.d.next = self.q_meta.q.val().get_value_beats();
        self.p_tail.d.next = self.tail_up.val().get_value_beats();
        // The last beat's lanes: (tail bytes - 1) mod 8 + 1.
        self.p_last_keep.d.next = bits::<8>(0xFF);
        if self.tail_up.val().get_value_lanes() == 0 {
            self.p_last_keep.d.next = bits::<8>(0x01);
        }
        if self.tail_up.val().get_value_lanes() == 1 {
            self.p_last_keep.d.next = bits::<8>(0x03);
        }
        if self.tail_up.val().get_value_lanes() == 2 {
            self.p_last_keep.d.next = bits::<8>(0x07);
        }
        if self.tail_up.val().get_value_lanes() == 3 {
            self.p_last_keep.d.next = bits::<8>(0x0F);
        }
        if self.tail_up.val().get_value_lanes() == 4 {
            self.p_last_keep.d.next = bits::<8>(0x1F);
        }
        if self.tail_up.val().get_value_lanes() == 5 {
            self.p_last_keep.d.next = bits::<8>(0x3F);
        }
        if self.tail_up.val().get_value_lanes() == 6 {
            self.p_last_keep.d.next = bits::<8>(0x7F);
        }
        // Stage 2: partial sums of big-endian words. The payload's LE sum, folded, joins
        // byte-swapped.
        self.pay16.next = self.p_pfold.q.val().get_value_lo();
        if self.p_pfold.q.val().get_value_carry() {
            self.pay16.next = self.p_pfold.q.val().get_value_lo() + 1;
        }
        self.pay_swapped.next = bits::<16>(0);
        self.pay_swapped.next.set_value_b0(self.pay16.val().get_value_b1());
        self.pay_swapped.next.set_value_b1(self.pay16.val().get_value_b0());
        self.w_seq.next = self.q_meta.q.val().get_value_seq();
        self.w_ack.next = self.q_meta.q.val().get_value_ack();
        self.w_dst_ip.next = self.q_meta.q.val().get_value_dst_ip();
        self.doff_flags.next = bits::<16>(0);
        self.doff_flags.next.set_value_flags(self.q_meta.q.val().get_value_flags());
        self.doff_flags.next.set_value_data_words(self.p_words.q.val());
        self.doff_byte.next = bits::<8>(0);
        self.doff_byte.next.set_value_words(self.p_words.q.val());
        self.s_t1.d.next = (bit_cast::<20, 16>(self.q_meta.q.val().get_value_src_port()) + bit_cast::<20, 16>(self.q_meta.q.val().get_value_dst_port()))
            + (bit_cast::<20, 16>(self.w_seq.val().get_value_hi())
                + bit_cast::<20, 16>(self.w_seq.val().get_value_lo()));
        self.s_t2.d.next = (bit_cast::<20, 16>(self.w_ack.val().get_value_hi())
            + bit_cast::<20, 16>(self.w_ack.val().get_value_lo()))
            + (bit_cast::<20, 16>(self.doff_flags.val()) + bit_cast::<20, 16>(self.q_meta.q.val().get_value_window()));
        self.s_t3.d.next = (bit_cast::<20, 16>(self.cfg_ip.val().get_value_hi()) + bit_cast::<20, 16>(self.cfg_ip.val().get_value_lo()))
            + (bit_cast::<20, 16>(self.w_dst_ip.val().get_value_hi())
                + bit_cast::<20, 16>(self.w_dst_ip.val().get_value_lo()));
        self.s_t4.d.next = (bit_cast::<20, 16>(self.p_opts.q.val().get_value_w0()) + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w1()))
            + (bit_cast::<20, 16>(self.p_opts.q.val().get_value_w2()) + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w3()))
            + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w4());
        self.s_t5.d.next = (bit_cast::<20, 16>(self.p_opts.q.val().get_value_w5()) + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w6()))
            + (bit_cast::<20, 16>(self.p_opts.q.val().get_value_w7()) + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w8()))
            + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w9());
        self.s_t7.d.next = (bit_cast::<20, 16>(self.p_opts.q.val().get_value_w10()) + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w11()))
            + (bit_cast::<20, 16>(self.p_opts.q.val().get_value_w12()) + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w13()))
            + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w14());
        self.s_t8.d.next = (bit_cast::<20, 16>(self.p_opts.q.val().get_value_w15()) + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w16()))
            + (bit_cast::<20, 16>(self.p_opts.q.val().get_value_w17()) + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w18()))
            + bit_cast::<20, 16>(self.p_opts.q.val().get_value_w19());
        self.s_t6.d.next = (bit_cast::<20, 16>(bits::<16>(tx_word::PSEUDO_PROTO)) + bit_cast::<20, 16>(self.p_tcp_len.q.val()))
            + bit_cast::<20, 16>(self.pay_swapped.val());
        self.s_i1.d.next = (bit_cast::<20, 16>(bits::<16>(tx_word::IP_CONST_SUM)) + bit_cast::<20, 16>(self.p_total.q.val()))
            + bit_cast::<20, 16>(self.ident.q.val());
        // Stage 3: the sums.
        self.a_tcp.d.next = ((bit_cast::<24, 20>(self.s_t1.q.val()) + bit_cast::<24, 20>(self.s_t2.q.val()))
            + (bit_cast::<24, 20>(self.s_t3.q.val()) + bit_cast::<24, 20>(self.s_t4.q.val())))
            + ((bit_cast::<24, 20>(self.s_t5.q.val()) + bit_cast::<24, 20>(self.s_t6.q.val()))
                + (bit_cast::<24, 20>(self.s_t7.q.val()) + bit_cast::<24, 20>(self.s_t8.q.val())));
        self.a_ip.d.next = bit_cast::<24, 20>(self.s_i1.q.val()) + bit_cast::<24, 20>(self.s_t3.q.val());
        // Stage 4: the first fold (24 bits to 17).
        self.f_tcp.d.next = bit_cast::<17, 16>(self.a_tcp.q.val().get_value_lo()) + bit_cast::<17, 8>(self.a_tcp.q.val().get_value_hi());
        self.f_ip.d.next = bit_cast::<17, 16>(self.a_ip.q.val().get_value_lo()) + bit_cast::<17, 8>(self.a_ip.q.val().get_value_hi());
        // Stage 5: the second fold and the complement.
        self.c_tcp.d.next = !self.f_tcp.q.val().get_value_lo();
        if self.f_tcp.q.val().get_value_carry() {
            self.c_tcp.d.next = !(self.f_tcp.q.val().get_value_lo() + 1);
        }
        self.c_ip.d.next = !self.f_ip.q.val().get_value_lo();
        if self.f_ip.q.val().get_value_carry() {
            self.c_ip.d.next = !(self.f_ip.q.val().get_value_lo() + 1);
        }
        // The header of the prepared frame.
        self.hdr.next = bits::<768>(0);
        self.hdr.next.set_value_dst_mac(self.q_meta.q.val().get_value_dst_mac());
        self.hdr.next.set_value_src_mac(self.cfg_mac.val());
        self.hdr.next.set_value_ethertype(bits::<16>(tx_word::ETHERTYPE_IPV4));
        self.hdr.next.set_value_ver_ihl_tos(bits::<16>(tx_word::VER_IHL_TOS));
        self.hdr.next.set_value_total(self.p_total.q.val());
        self.hdr.next.set_value_ident(self.ident.q.val());
        self.hdr.next.set_value_flags_frag(bits::<16>(tx_word::FLAGS_DF));
        self.hdr.next.set_value_ttl_proto(bits::<16>(tx_word::TTL_PROTO));
        self.hdr.next.set_value_ip_csum(self.c_ip.q.val());
        self.hdr.next.set_value_src_ip(self.cfg_ip.val());
        self.hdr.next.set_value_dst_ip(self.q_meta.q.val().get_value_dst_ip());
        self.hdr.next.set_value_src_port(self.q_meta.q.val().get_value_src_port());
        self.hdr.next.set_value_dst_port(self.q_meta.q.val().get_value_dst_port());
        self.hdr.next.set_value_seq(self.q_meta.q.val().get_value_seq());
        self.hdr.next.set_value_ack(self.q_meta.q.val().get_value_ack());
        self.hdr.next.set_value_doff(self.doff_byte.val());
        self.hdr.next.set_value_tcp_flags(self.q_meta.q.val().get_value_flags());
        self.hdr.next.set_value_window(self.q_meta.q.val().get_value_window());
        self.hdr.next.set_value_tcp_csum(self.c_tcp.q.val());
        self.hdr.next.set_value_opts(self.p_opts.q.val());
        // ---- Output: header beats, then the payload shifted behind the header's tail. ----
        self.adv.next = !self.ob_valid.q.val() | self.m_ready.val();
        self.hdr_phase.next = self.o_in_hdr.q.val();
        self.need_pay.next = !self.o_in_hdr.q.val() & self.o_pay_more.q.val();
        // A frame's payload is whole in the FIFO before its descriptor is queued, so a payload
        // beat is always there when the output wants it (no FIFO-empty term in this path).
        self.emit.next = self.adv.val() & self.o_active.q.val();
        self.ending.next = self.emit.val() & !self.o_in_hdr.q.val() & self.o_tail_one.q.val();
        self.start.next = self.q_ready.val() & (!self.o_active.q.val() | self.ending.val()) & !self.reset.val();
        self.payload.pop.next = self.emit.val() & self.need_pay.val();
        // The header's next two beats, from big-endian numbers to lanes (lane 0 first).
        self.top_be.next = self.o_hdr.q.val().get_value_top();
        self.sec_be.next = self.o_hdr.q.val().get_value_second();
        self.top_lanes.next = bits::<64>(0);
        self.top_lanes.next.set_value_b0(self.top_be.val().get_value_b7());
        self.top_lanes.next.set_value_b1(self.top_be.val().get_value_b6());
        self.top_lanes.next.set_value_b2(self.top_be.val().get_value_b5());
        self.top_lanes.next.set_value_b3(self.top_be.val().get_value_b4());
        self.top_lanes.next.set_value_b4(self.top_be.val().get_value_b3());
        self.top_lanes.next.set_value_b5(self.top_be.val().get_value_b2());
        self.top_lanes.next.set_value_b6(self.top_be.val().get_value_b1());
        self.top_lanes.next.set_value_b7(self.top_be.val().get_value_b0());
        self.sec_lanes.next = bits::<64>(0);
        self.sec_lanes.next.set_value_b0(self.sec_be.val().get_value_b7());
        self.sec_lanes.next.set_value_b1(self.sec_be.val().get_value_b6());
        self.sec_lanes.next.set_value_b2(self.sec_be.val().get_value_b5());
        self.sec_lanes.next.set_value_b3(self.sec_be.val().get_value_b4());
        self.sec_lanes.next.set_value_b4(self.sec_be.val().get_value_b3());
        self.sec_lanes.next.set_value_b5(self.sec_be.val().get_value_b2());
        self.sec_lanes.next.set_value_b6(self.sec_be.val().get_value_b1());
        self.sec_lanes.next.set_value_b7(self.sec_be.val().get_value_b0());
        if self.adv.val() {
            self.ob_valid.d.next = self.emit.val();
        }
        if self.emit.val() {
            if self.hdr_phase.val() {
                self.ob_data.d.next = self.top_lanes.val();
                self.ob_keep.d.next = bits::<8>(0xFF);
                self.ob_last.d.next = false;
                self.o_hdr.d.next = bits::<768>(0);
                self.o_hdr.d.next.set_value_after_top(self.o_hdr.q.val().get_value_below_top());
                self.o_hdr_left.d.next = self.o_hdr_left.q.val() - 1;
                if self.o_hdr_left.q.val() == 1 {
                    self.carry.d.next = self.sec_lanes.val();
                    self.o_in_hdr.d.next = false;
                }
            } else {
                self.ob_data.d.next = self.carry.q.val();
                if self.need_pay.val() {
                    self.o_pay_left.d.next = self.o_pay_left.q.val() - 1;
                    self.o_pay_more.d.next = self.o_pay_left.q.val() != 1;
                    self.ob_data.d.next = self.carry.q.val();
                    self.carry.d.next = bits::<64>(0);
                    if self.o_s6.q.val() {
                        self.ob_data.d.next.set_value_hi2(self.payload.dout.val().get_value_lo2());
                        self.carry.d.next.set_value_lo6(self.payload.dout.val().get_value_hi6());
                    } else {
                        self.ob_data.d.next.set_value_hi6(self.payload.dout.val().get_value_lo6());
                        self.carry.d.next.set_value_lo2(self.payload.dout.val().get_value_hi2());
                    }
                }
                self.ob_keep.d.next = bits::<8>(0xFF);
                self.ob_last.d.next = false;
                if self.o_tail_one.q.val() {
                    self.ob_keep.d.next = self.o_last_keep.q.val();
                    self.ob_last.d.next = true;
                    self.o_active.d.next = false;
                }
                self.o_tail_left.d.next = self.o_tail_left.q.val() - 1;
                self.o_tail_one.d.next = self.o_tail_left.q.val() == 2;
            }
        }
        if self.start.val() {
            self.o_active.d.next = true;
            self.o_hdr.d.next = self.hdr.val();
            self.o_hdr_left.d.next = self.p_hb.q.val();
            self.o_tail_left.d.next = self.p_tail.q.val();
            self.o_pay_left.d.next = self.p_pb.q.val();
            self.o_in_hdr.d.next = true;
            self.o_pay_more.d.next = self.p_pb.q.val() != 0;
            self.o_tail_one.d.next = self.p_tail.q.val() == 1;
            self.o_s6.d.next = self.p_s6.q.val();
            self.o_last_keep.d.next = self.p_last_keep.q.val();
            self.ident.d.next = self.ident.q.val() + 1;
            self.q_valid.d.next = false;
        }
        // A queued descriptor moves into the prep registers once they are free (the cycle after
        // their frame started: the next is ready in time for a frame of 7 beats, the shortest).
        self.meta.pop.next = false;
        if self.meta.valid.val() & !self.q_valid.q.val() & !self.reset.val() {
            self.meta.pop.next = true;
            self.q_meta.d.next = self.meta.dout.val();
            self.q_valid.d.next = true;
            self.q_step.d.next = bits::<4>(0);
        }
        if self.ob_valid.q.val() & self.m_ready.val() & self.ob_last.q.val() {
            self.n_frames.d.next = self.n_frames.q.val() + 1;
        }
        self.m_data.next = self.ob_data.q.val();
        self.m_keep.next = self.ob_keep.q.val();
        self.m_last.next = self.ob_last.q.val();
        self.m_valid.next = self.ob_valid.q.val();
        self.cnt_frames.next = self.n_frames.q.val();
        self.payload.reset.next = self.reset.val();
        self.meta.reset.next = self.reset.val();
        if self.reset.val() {
            self.in_busy.d.next = false;
            self.in_drain.d.next = false;
            self.p1_valid.d.next = false;
            self.p2_valid.d.next = false;
            self.q_valid.d.next = false;
            self.o_active.d.next = false;
            self.ob_valid.d.next = false;
            self.ident.d.next = bits::<16>(0);
            self.n_frames.d.next = bits::<32>(0);
        }
    }
}
