//! ToeRxParse: the TOE's receive parser, emitted as `rtl/toe_rx_parse.v`.
//!
//! Ports:
//! - `s_data/s_keep/s_last/s_verdict/s_valid/s_ready`: frames with their verdict on the last
//!   beat, as [`super::rx_check::ToeRxCheck`] passes them on.
//! - `m_seg` ([`RxSegOut`]): one descriptor per good segment (golden `toe_rx::parse`): the
//!   header fields and the options the engine acts on.
//! - `m_pay_data/keep/last/valid/ready`: the payload of each descriptor whose `len` is not 0,
//!   lane 0 first, after its descriptor.
//! - `cnt_segments`, `cnt_bad_option`: descriptors sent; segments dropped for a malformed
//!   option list (golden `toe_rx::RxDrop::BadOption`). Other drops are toe_rx_check's.
//!
//! Input, one beat a cycle: the header fields are captured at their beats, the option area
//! (frame bytes 54..93) at beats 6..11, and the payload, shifted to lane 0 (it starts at lane
//! 6 or 2: frame byte 34 + 4 * data offset), is written into a [`CommitFifo`] as it passes.
//! Bytes past the IPv4 total length (Ethernet padding) are not written. In the cycle after
//! the last beat, the payload's last partial beat is written, and the frame is kept (a
//! segment: `commit`, its record queued) or forgotten (anything else: `rewind`). The input
//! stalls only while the FIFO or the record queue is full.
//!
//! Output, one record at a time. No option list, or Linux's `NOP NOP TS` (every segment of
//! a timestamped connection), is decoded at once; any other list is walked an option per four
//! cycles (shift the area to the option's beat, then lane; check its length; take its value;
//! two NOPs in a row are one step, and an option that ends the list ends the walk), with
//! golden's rules (END stops, a length below 2 or past the header, or a known option with the
//! wrong length, drops the segment). Then the descriptor, then the payload beats (or, for a
//! dropped segment, the beats are popped unseen), then the record leaves the queue. A record
//! on the fast path costs 3 cycles besides its payload beats, less than the 7 beats of the
//! shortest frame; a SYN's list (MSS, SACK-permitted, TS, WS) about 20; a hostile list of 40
//! NOPs 80, and the input then waits (no frame is lost; the rate under such an attack is the
//! next issue's).

use super::*;
use crate::common::commit_fifo::CommitFifo;
use crate::common::fifo2::Fifo2;
use crate::common::lane_mask::LaneMask;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeRxParse {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_verdict: Signal<In, Bits<3>>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub m_seg: RxSegOut,
    pub m_pay_data: Signal<Out, Bits<64>>,
    pub m_pay_keep: Signal<Out, Bits<8>>,
    pub m_pay_last: Signal<Out, Bit>,
    pub m_pay_valid: Signal<Out, Bit>,
    pub m_pay_ready: Signal<In, Bit>,
    pub cnt_segments: Signal<Out, Bits<32>>,
    pub cnt_bad_option: Signal<Out, Bits<32>>,
    payload: CommitFifo,
    recs: Fifo2<{ rx_rec::BITS }>,
    mask: LaneMask,
    // ---- Input ----
    take: Signal<Local, Bit>,
    end_go: Signal<Local, Bit>,
    write: Signal<Local, Bit>,
    pay_here: Signal<Local, Bit>,
    wbeat: Signal<Local, Bits<64>>,
    fbeat: Signal<Local, Bits<64>>,
    pos: Signal<Local, Bits<8>>,
    doff_x4: Signal<Local, Bits<8>>,
    plen: Signal<Local, Bits<16>>,
    rec: Signal<Local, Bits<{ rx_rec::BITS }>>,
    idx: DFF<Bits<8>>,
    mac: DFF<Bits<48>>,
    total: DFF<Bits<16>>,
    src_ip: DFF<Bits<32>>,
    dst_ip: DFF<Bits<32>>,
    src_port: DFF<Bits<16>>,
    dst_port: DFF<Bits<16>>,
    seq: DFF<Bits<32>>,
    ack: DFF<Bits<32>>,
    doff: DFF<Bits<4>>,
    flags: DFF<Bits<8>>,
    window: DFF<Bits<16>>,
    opts: DFF<Bits<320>>,
    /// Payload geometry: its first beat and lane (6 or 2), length and beats.
    pay_start: DFF<Bits<8>>,
    pay_s6: DFF<Bit>,
    pay_len: DFF<Bits<16>>,
    pay_k: DFF<Bits<13>>,
    in_pay: DFF<Bit>,
    /// Payload beats still to write, and whether any are (registered).
    wleft: DFF<Bits<13>>,
    more: DFF<Bit>,
    carry: DFF<Bits<64>>,
    end_v: DFF<Bit>,
    end_segment: DFF<Bit>,
    end_flush: DFF<Bit>,
    // ---- Output ----
    head: Signal<Local, Bits<{ rx_rec::BITS }>>,
    lopt: Signal<Local, Bits<8>>,
    head_x4: Signal<Local, Bits<8>>,
    head_len: Signal<Local, Bits<16>>,
    head_k: Signal<Local, Bits<13>>,
    last_keep: Signal<Local, Bits<8>>,
    shamt_beats: Signal<Local, Bits<19>>,
    shamt_lanes: Signal<Local, Bits<19>>,
    kind: Signal<Local, Bits<8>>,
    olen: Signal<Local, Bits<8>>,
    p_end: Signal<Local, Bits<16>>,
    bad: Signal<Local, Bit>,
    win_next: Signal<Local, Bits<320>>,
    head_opts: Signal<Local, Bits<320>>,
    fast_ts: Signal<Local, Bit>,
    fast_val: Signal<Local, Bits<32>>,
    fast_ecr: Signal<Local, Bits<32>>,
    n_kind: Signal<Local, Bits<8>>,
    n_len: Signal<Local, Bits<8>>,
    /// The option under the walk, checked as its window was shifted: the list is done; a NOP;
    /// two NOPs; malformed; it ends the list.
    f_done: DFF<Bit>,
    f_nop: DFF<Bit>,
    f_nop2: DFF<Bit>,
    f_bad: DFF<Bit>,
    f_last: DFF<Bit>,
    in_list: Signal<Local, Bit>,
    ost: DFF<Bits<4>>,
    p: DFF<Bits<16>>,
    coarse: DFF<Bits<320>>,
    win: DFF<Bits<320>>,
    r_mss_on: DFF<Bit>,
    r_mss: DFF<Bits<16>>,
    r_ws_on: DFF<Bit>,
    r_ws: DFF<Bits<8>>,
    r_sackp: DFF<Bit>,
    r_ts_on: DFF<Bit>,
    r_ts_val: DFF<Bits<32>>,
    r_ts_ecr: DFF<Bits<32>>,
    /// The last SACK option's blocks (edges big-endian numbers).
    r_nblocks: DFF<Bits<3>>,
    r_l0: DFF<Bits<32>>,
    r_r0: DFF<Bits<32>>,
    r_l1: DFF<Bits<32>>,
    r_r1: DFF<Bits<32>>,
    r_l2: DFF<Bits<32>>,
    r_r2: DFF<Bits<32>>,
    r_l3: DFF<Bits<32>>,
    r_r3: DFF<Bits<32>>,
    /// The window's edges 2..7 as big-endian numbers (edges 0 and 1, option bytes 2..9, are
    /// `v_val` and `v_ecr`: the same bytes as a timestamps option's values).
    v_edge2: Signal<Local, Bits<32>>,
    v_edge3: Signal<Local, Bits<32>>,
    v_edge4: Signal<Local, Bits<32>>,
    v_edge5: Signal<Local, Bits<32>>,
    v_edge6: Signal<Local, Bits<32>>,
    v_edge7: Signal<Local, Bits<32>>,
    o_left: DFF<Bits<13>>,
    /// `o_left` is 1, is 0: registered with it (compared in the pop's cycle they set the
    /// payload FIFO's full flag's path: 142.8 MHz at seed 2).
    o_one: DFF<Bit>,
    o_zero: DFF<Bit>,
    /// The record's option-list bytes and payload beats, registered as it is taken.
    /// Option-list bytes left from the walk's position (the list ends at `p + rem`).
    rem: DFF<Bits<8>>,
    r_k: DFF<Bits<13>>,
    v_mss: Signal<Local, Bits<16>>,
    v_val: Signal<Local, Bits<32>>,
    v_ecr: Signal<Local, Bits<32>>,
    n_segments: DFF<Bits<32>>,
    n_bad_option: DFF<Bits<32>>,
}

impl Logic for ToeRxParse {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, idx, mac, total, src_ip, dst_ip, src_port, dst_port, seq, ack, doff, flags, window, opts, pay_start,
            pay_s6, pay_len, pay_k, in_pay, wleft, more, carry, end_v, end_segment, end_flush, ost, p, coarse, win, f_done, f_nop, f_nop2, f_bad, f_last, r_mss_on, r_mss, r_ws_on,
            r_ws, r_sackp, r_ts_on, r_ts_val, r_ts_ecr, r_nblocks, r_l0, r_r0, r_l1, r_r1, r_l2, r_r2, r_l3, r_r3, o_left, o_one, o_zero, rem, r_k, n_segments, n_bad_option
        );
        self.payload.clock.next = self.clock.val();
        self.recs.clock.next = self.clock.val();
        self.payload.reset.next = self.reset.val();
        self.recs.reset.next = self.reset.val();
        // ---- Input ----
        // The previous frame's end: its last partial beat, then keep or forget it.
        self.end_go.next = self.end_v.q.val() & !self.recs.full.val() & !self.payload.full.val();
        self.s_ready.next = !self.reset.val() & !self.payload.full.val() & (!self.end_v.q.val() | self.end_go.val());
        self.take.next = self.s_valid.val() & !self.reset.val() & !self.payload.full.val() & (!self.end_v.q.val() | self.end_go.val());
        // Payload geometry from the data-offset byte (beat SEQ_ACK, lane 6).
        self.doff_x4.next = bits::<8>(0);
        self.doff_x4.next.set_value_x4_words(self.s_data.val().get_value_data_words());
        self.pos.next = bits::<8>(rx_parse_pos::TCP_START) + self.doff_x4.val();
        self.plen.next = self.total.q.val() - bits::<16>(rx_parse_pos::IP_HEADER) - bit_cast::<16, 8>(self.doff_x4.val());
        // A payload beat: the carried lanes of the previous frame beat and this beat's first.
        self.wbeat.next = bits::<64>(0);
        self.fbeat.next = bits::<64>(0);
        if self.pay_s6.q.val() {
            self.wbeat.next.set_value_lo2(self.carry.q.val().get_value_hi2());
            self.wbeat.next.set_value_hi6(self.s_data.val().get_value_lo6());
            self.fbeat.next.set_value_lo2(self.carry.q.val().get_value_hi2());
        } else {
            self.wbeat.next.set_value_lo6(self.carry.q.val().get_value_hi6());
            self.wbeat.next.set_value_hi2(self.s_data.val().get_value_lo2());
            self.fbeat.next.set_value_lo6(self.carry.q.val().get_value_hi6());
        }
        // The payload's first beat (the geometry is this frame's from beat WINDOW on; a data
        // offset below 5 would point earlier, and such a frame is dropped anyway).
        self.pay_here.next = (self.idx.q.val() == self.pay_start.q.val()) & (self.idx.q.val() > rx_parse_pos::SEQ_ACK);
        self.write.next = self.take.val() & self.in_pay.q.val() & self.more.q.val();
        self.payload.push.next = self.write.val() | (self.end_go.val() & self.end_flush.q.val());
        self.payload.din.next = self.wbeat.val();
        if self.end_go.val() {
            self.payload.din.next = self.fbeat.val();
        }
        self.payload.commit.next = self.end_go.val() & self.end_segment.q.val();
        self.payload.rewind.next = self.end_go.val() & !self.end_segment.q.val();
        // The record of the frame that ends.
        self.rec.next = bits::<{ rx_rec::BITS }>(0);
        self.rec.next.set_value_src_mac(self.mac.q.val());
        self.rec.next.set_value_src_ip(self.src_ip.q.val());
        self.rec.next.set_value_dst_ip(self.dst_ip.q.val());
        self.rec.next.set_value_src_port(self.src_port.q.val());
        self.rec.next.set_value_dst_port(self.dst_port.q.val());
        self.rec.next.set_value_seq(self.seq.q.val());
        self.rec.next.set_value_ack(self.ack.q.val());
        self.rec.next.set_value_flags(self.flags.q.val());
        self.rec.next.set_value_window(self.window.q.val());
        self.rec.next.set_value_doff(self.doff.q.val());
        self.rec.next.set_value_len(self.pay_len.q.val());
        self.rec.next.set_value_opts(self.opts.q.val());
        self.recs.din.next = self.rec.val();
        self.recs.push.next = self.end_go.val() & self.end_segment.q.val();
        if self.end_go.val() {
            self.end_v.d.next = false;
        }
        if self.take.val() {
            if self.idx.q.val() != rx_parse_pos::LATER {
                self.idx.d.next = self.idx.q.val() + 1;
            }
            if self.idx.q.val() == rx_parse_pos::MAC_HI {
                self.mac.d.next.set_value_n0(self.s_data.val().get_value_b6());
                self.mac.d.next.set_value_n1(self.s_data.val().get_value_b7());
            }
            if self.idx.q.val() == rx_parse_pos::MAC_LO {
                self.mac.d.next.set_value_n2(self.s_data.val().get_value_b0());
                self.mac.d.next.set_value_n3(self.s_data.val().get_value_b1());
                self.mac.d.next.set_value_n4(self.s_data.val().get_value_b2());
                self.mac.d.next.set_value_n5(self.s_data.val().get_value_b3());
            }
            if self.idx.q.val() == rx_parse_pos::TOTAL {
                self.total.d.next.set_value_hi(self.s_data.val().get_value_b0());
                self.total.d.next.set_value_lo(self.s_data.val().get_value_b1());
            }
            if self.idx.q.val() == rx_parse_pos::SRC_IP {
                self.src_ip.d.next.set_value_q0(self.s_data.val().get_value_b2());
                self.src_ip.d.next.set_value_q1(self.s_data.val().get_value_b3());
                self.src_ip.d.next.set_value_q2(self.s_data.val().get_value_b4());
                self.src_ip.d.next.set_value_q3(self.s_data.val().get_value_b5());
                self.dst_ip.d.next.set_value_q0(self.s_data.val().get_value_b6());
                self.dst_ip.d.next.set_value_q1(self.s_data.val().get_value_b7());
            }
            if self.idx.q.val() == rx_parse_pos::PORTS {
                self.dst_ip.d.next.set_value_q2(self.s_data.val().get_value_b0());
                self.dst_ip.d.next.set_value_q3(self.s_data.val().get_value_b1());
                self.src_port.d.next.set_value_hi(self.s_data.val().get_value_b2());
                self.src_port.d.next.set_value_lo(self.s_data.val().get_value_b3());
                self.dst_port.d.next.set_value_hi(self.s_data.val().get_value_b4());
                self.dst_port.d.next.set_value_lo(self.s_data.val().get_value_b5());
                self.seq.d.next.set_value_q0(self.s_data.val().get_value_b6());
                self.seq.d.next.set_value_q1(self.s_data.val().get_value_b7());
            }
            if self.idx.q.val() == rx_parse_pos::SEQ_ACK {
                self.seq.d.next.set_value_q2(self.s_data.val().get_value_b0());
                self.seq.d.next.set_value_q3(self.s_data.val().get_value_b1());
                self.ack.d.next.set_value_q0(self.s_data.val().get_value_b2());
                self.ack.d.next.set_value_q1(self.s_data.val().get_value_b3());
                self.ack.d.next.set_value_q2(self.s_data.val().get_value_b4());
                self.ack.d.next.set_value_q3(self.s_data.val().get_value_b5());
                self.doff.d.next = self.s_data.val().get_value_data_words();
                self.flags.d.next = self.s_data.val().get_value_b7();
                self.pay_start.d.next = bit_cast::<8, 5>(self.pos.val().get_value_beat());
                self.pay_s6.d.next = self.pos.val().get_value_lane() == bit_cast::<3, 8>(bits::<8>(rx_parse_pos::LANE_SIX));
                self.pay_len.d.next = self.plen.val();
                self.pay_k.d.next = self.plen.val().get_value_beats();
                if self.plen.val().get_value_lanes() != 0 {
                    self.pay_k.d.next = self.plen.val().get_value_beats() + 1;
                }
            }
            if self.idx.q.val() == rx_parse_pos::WINDOW {
                self.window.d.next.set_value_hi(self.s_data.val().get_value_b0());
                self.window.d.next.set_value_lo(self.s_data.val().get_value_b1());
                self.opts.d.next.set_value_from6(self.s_data.val().get_value_hi2());
            }
            if self.idx.q.val() == rx_parse_pos::OPT7 {
                self.opts.d.next.set_value_from7(self.s_data.val());
            }
            if self.idx.q.val() == rx_parse_pos::OPT8 {
                self.opts.d.next.set_value_from8(self.s_data.val());
            }
            if self.idx.q.val() == rx_parse_pos::OPT9 {
                self.opts.d.next.set_value_from9(self.s_data.val());
            }
            if self.idx.q.val() == rx_parse_pos::OPT10 {
                self.opts.d.next.set_value_from10(self.s_data.val());
            }
            if self.idx.q.val() == rx_parse_pos::OPT11 {
                self.opts.d.next.set_value_from11(self.s_data.val().get_value_lo6());
            }
            // The payload: its first beat is carried, every later one completes a beat.
            if self.in_pay.q.val() {
                self.carry.d.next = self.s_data.val();
                if self.write.val() {
                    self.wleft.d.next = self.wleft.q.val() - 1;
                    self.more.d.next = self.wleft.q.val() != 1;
                }
            }
            if self.pay_here.val() {
                self.carry.d.next = self.s_data.val();
                self.in_pay.d.next = true;
                self.wleft.d.next = self.pay_k.q.val();
                self.more.d.next = self.pay_k.q.val() != 0;
            }
            if self.s_last.val() {
                self.idx.d.next = bits::<8>(0);
                self.in_pay.d.next = false;
                self.more.d.next = false;
                self.end_v.d.next = true;
                self.end_segment.d.next = self.s_verdict.val() == rx_verdict::SEGMENT;
                // A last partial beat is left when the payload has begun and fewer beats
                // than it needs were written.
                self.end_flush.d.next = false;
                if self.pay_here.val() {
                    self.end_flush.d.next = self.pay_k.q.val() != 0;
                } else if self.in_pay.q.val() {
                    if self.write.val() {
                        self.end_flush.d.next = self.wleft.q.val() != 1;
                    } else {
                        self.end_flush.d.next = self.more.q.val();
                    }
                }
            }
        }
        // ---- Output: walk the options, then the descriptor and the payload ----
        self.head.next = self.recs.dout.val();
        self.head_x4.next = bits::<8>(0);
        self.head_x4.next.set_value_x4_words(self.head.val().get_value_doff());
        self.lopt.next = self.head_x4.val() - bits::<8>(rx_parse_pos::IP_HEADER);
        self.head_len.next = self.head.val().get_value_len();
        self.head_k.next = self.head_len.val().get_value_beats();
        if self.head_len.val().get_value_lanes() != 0 {
            self.head_k.next = self.head_len.val().get_value_beats() + 1;
        }
        self.last_keep.next = bits::<8>(0xFF);
        if self.head_len.val().get_value_lanes() == 1 {
            self.last_keep.next = bits::<8>(0x01);
        }
        if self.head_len.val().get_value_lanes() == 2 {
            self.last_keep.next = bits::<8>(0x03);
        }
        if self.head_len.val().get_value_lanes() == 3 {
            self.last_keep.next = bits::<8>(0x07);
        }
        if self.head_len.val().get_value_lanes() == 4 {
            self.last_keep.next = bits::<8>(0x0F);
        }
        if self.head_len.val().get_value_lanes() == 5 {
            self.last_keep.next = bits::<8>(0x1F);
        }
        if self.head_len.val().get_value_lanes() == 6 {
            self.last_keep.next = bits::<8>(0x3F);
        }
        if self.head_len.val().get_value_lanes() == 7 {
            self.last_keep.next = bits::<8>(0x7F);
        }
        self.mask.data.next = self.payload.dout.val();
        self.mask.keep.next = self.last_keep.val();
        self.head_opts.next = self.head.val().get_value_opts();
        self.fast_ts.next = (self.lopt.val() == tcp_opt_kind::NOP_NOP_TS_LIST)
            & (self.head_opts.val().get_value_nop0() == tcp_opt_kind::NOP)
            & (self.head_opts.val().get_value_nop1() == tcp_opt_kind::NOP)
            & (self.head_opts.val().get_value_ts_kind() == tcp_opt_kind::TIMESTAMPS)
            & (self.head_opts.val().get_value_ts_len() == tcp_opt_kind::TIMESTAMPS_LEN);
        self.fast_val.next = bits::<32>(0);
        self.fast_val.next.set_value_q0(self.head_opts.val().get_value_val0());
        self.fast_val.next.set_value_q1(self.head_opts.val().get_value_val1());
        self.fast_val.next.set_value_q2(self.head_opts.val().get_value_val2());
        self.fast_val.next.set_value_q3(self.head_opts.val().get_value_val3());
        self.fast_ecr.next = bits::<32>(0);
        self.fast_ecr.next.set_value_q0(self.head_opts.val().get_value_ecr0());
        self.fast_ecr.next.set_value_q1(self.head_opts.val().get_value_ecr1());
        self.fast_ecr.next.set_value_q2(self.head_opts.val().get_value_ecr2());
        self.fast_ecr.next.set_value_q3(self.head_opts.val().get_value_ecr3());
        self.shamt_beats.next = bits::<19>(0);
        self.shamt_beats.next.set_value_beats(self.p.q.val().get_value_beats());
        self.shamt_lanes.next = bits::<19>(0);
        self.shamt_lanes.next.set_value_lanes(self.p.q.val().get_value_lanes());
        self.kind.next = self.win.q.val().get_value_kind();
        self.olen.next = self.win.q.val().get_value_len();
        // The next option's checks, from the window as it is being shifted (registered with it).
        self.win_next.next = self.coarse.q.val() >> self.shamt_lanes.val();
        self.n_kind.next = self.win.q.val().get_value_kind();
        self.n_len.next = self.win.q.val().get_value_len();
        self.p_end.next = self.p.q.val() + bit_cast::<16, 8>(self.olen.val());
        self.v_mss.next = bits::<16>(0);
        self.v_mss.next.set_value_hi(self.win.q.val().get_value_v0());
        self.v_mss.next.set_value_lo(self.win.q.val().get_value_v1());
        self.v_val.next = bits::<32>(0);
        self.v_val.next.set_value_q0(self.win.q.val().get_value_v0());
        self.v_val.next.set_value_q1(self.win.q.val().get_value_v1());
        self.v_val.next.set_value_q2(self.win.q.val().get_value_v2());
        self.v_val.next.set_value_q3(self.win.q.val().get_value_v3());
        self.v_ecr.next = bits::<32>(0);
        self.v_ecr.next.set_value_q0(self.win.q.val().get_value_v4());
        self.v_ecr.next.set_value_q1(self.win.q.val().get_value_v5());
        self.v_ecr.next.set_value_q2(self.win.q.val().get_value_v6());
        self.v_ecr.next.set_value_q3(self.win.q.val().get_value_v7());
        self.v_edge2.next = bits::<32>(0);
        self.v_edge2.next.set_value_q0(self.win.q.val().get_value_ob10());
        self.v_edge2.next.set_value_q1(self.win.q.val().get_value_ob11());
        self.v_edge2.next.set_value_q2(self.win.q.val().get_value_ob12());
        self.v_edge2.next.set_value_q3(self.win.q.val().get_value_ob13());
        self.v_edge3.next = bits::<32>(0);
        self.v_edge3.next.set_value_q0(self.win.q.val().get_value_ob14());
        self.v_edge3.next.set_value_q1(self.win.q.val().get_value_ob15());
        self.v_edge3.next.set_value_q2(self.win.q.val().get_value_ob16());
        self.v_edge3.next.set_value_q3(self.win.q.val().get_value_ob17());
        self.v_edge4.next = bits::<32>(0);
        self.v_edge4.next.set_value_q0(self.win.q.val().get_value_ob18());
        self.v_edge4.next.set_value_q1(self.win.q.val().get_value_ob19());
        self.v_edge4.next.set_value_q2(self.win.q.val().get_value_ob20());
        self.v_edge4.next.set_value_q3(self.win.q.val().get_value_ob21());
        self.v_edge5.next = bits::<32>(0);
        self.v_edge5.next.set_value_q0(self.win.q.val().get_value_ob22());
        self.v_edge5.next.set_value_q1(self.win.q.val().get_value_ob23());
        self.v_edge5.next.set_value_q2(self.win.q.val().get_value_ob24());
        self.v_edge5.next.set_value_q3(self.win.q.val().get_value_ob25());
        self.v_edge6.next = bits::<32>(0);
        self.v_edge6.next.set_value_q0(self.win.q.val().get_value_ob26());
        self.v_edge6.next.set_value_q1(self.win.q.val().get_value_ob27());
        self.v_edge6.next.set_value_q2(self.win.q.val().get_value_ob28());
        self.v_edge6.next.set_value_q3(self.win.q.val().get_value_ob29());
        self.v_edge7.next = bits::<32>(0);
        self.v_edge7.next.set_value_q0(self.win.q.val().get_value_ob30());
        self.v_edge7.next.set_value_q1(self.win.q.val().get_value_ob31());
        self.v_edge7.next.set_value_q2(self.win.q.val().get_value_ob32());
        self.v_edge7.next.set_value_q3(self.win.q.val().get_value_ob33());
        // golden `TcpOption::parse_all`'s errors.
        self.bad.next = (self.rem.q.val() < tcp_opt_kind::MIN_LEN)
            | (self.n_len.val() < tcp_opt_kind::MIN_LEN)
            | (self.n_len.val() > self.rem.q.val())
            | ((self.n_kind.val() == tcp_opt_kind::MSS) & (self.n_len.val() != tcp_opt_kind::MSS_LEN))
            | ((self.n_kind.val() == tcp_opt_kind::WINDOW_SCALE) & (self.n_len.val() != tcp_opt_kind::WINDOW_SCALE_LEN))
            | ((self.n_kind.val() == tcp_opt_kind::SACK_PERMITTED) & (self.n_len.val() != tcp_opt_kind::SACK_PERMITTED_LEN))
            | ((self.n_kind.val() == tcp_opt_kind::TIMESTAMPS) & (self.n_len.val() != tcp_opt_kind::TIMESTAMPS_LEN))
            | ((self.n_kind.val() == tcp_opt_kind::SACK)
                & (self.n_len.val() != tcp_opt_kind::SACK_LEN_1)
                & (self.n_len.val() != tcp_opt_kind::SACK_LEN_2)
                & (self.n_len.val() != tcp_opt_kind::SACK_LEN_3)
                & (self.n_len.val() != tcp_opt_kind::SACK_LEN_4));
        self.m_seg.valid.next = self.ost.q.val() == rx_parse_state::DESC;
        self.m_pay_valid.next = (self.ost.q.val() == rx_parse_state::PAY) & self.payload.valid.val();
        self.m_pay_data.next = self.payload.dout.val();
        self.m_pay_keep.next = bits::<8>(0xFF);
        self.m_pay_last.next = self.o_one.q.val();
        if self.o_one.q.val() {
            self.m_pay_keep.next = self.last_keep.val();
            self.m_pay_data.next = self.mask.out.val();
        }
        // No beat on offer shows zeros, not the RAM's unwritten contents.
        if !((self.ost.q.val() == rx_parse_state::PAY) & self.payload.valid.val()) {
            self.m_pay_data.next = bits::<64>(0);
        }
        self.payload.pop.next = false;
        self.recs.pop.next = false;
        // An option's value is taken whenever the walk stands on its kind inside the list: a
        // wrong length drops the whole segment, so the value taken then is never used.
        self.in_list.next = (self.ost.q.val() == rx_parse_state::DECIDE) & (self.rem.q.val() != 0);
        if self.in_list.val() & (self.kind.val() == tcp_opt_kind::MSS) {
            self.r_mss_on.d.next = true;
            self.r_mss.d.next = self.v_mss.val();
        }
        if self.in_list.val() & (self.kind.val() == tcp_opt_kind::WINDOW_SCALE) {
            self.r_ws_on.d.next = true;
            self.r_ws.d.next = self.win.q.val().get_value_v0();
        }
        if self.in_list.val() & (self.kind.val() == tcp_opt_kind::SACK_PERMITTED) {
            self.r_sackp.d.next = true;
        }
        if self.in_list.val() & (self.kind.val() == tcp_opt_kind::TIMESTAMPS) {
            self.r_ts_on.d.next = true;
            self.r_ts_val.d.next = self.v_val.val();
            self.r_ts_ecr.d.next = self.v_ecr.val();
        }
        if self.in_list.val() & (self.kind.val() == tcp_opt_kind::SACK) {
            // A later SACK option replaces an earlier one (golden `toe_rx::parse`).
            self.r_nblocks.d.next = bits::<3>(1);
            if self.olen.val() == tcp_opt_kind::SACK_LEN_2 {
                self.r_nblocks.d.next = bits::<3>(2);
            }
            if self.olen.val() == tcp_opt_kind::SACK_LEN_3 {
                self.r_nblocks.d.next = bits::<3>(3);
            }
            if self.olen.val() == tcp_opt_kind::SACK_LEN_4 {
                self.r_nblocks.d.next = bits::<3>(4);
            }
            self.r_l0.d.next = self.v_val.val();
            self.r_r0.d.next = self.v_ecr.val();
            self.r_l1.d.next = self.v_edge2.val();
            self.r_r1.d.next = self.v_edge3.val();
            self.r_l2.d.next = self.v_edge4.val();
            self.r_r2.d.next = self.v_edge5.val();
            self.r_l3.d.next = self.v_edge6.val();
            self.r_r3.d.next = self.v_edge7.val();
        }
        if self.ost.q.val() == rx_parse_state::IDLE {
            if self.recs.valid.val() {
                self.p.d.next = bits::<16>(0);
                self.rem.d.next = self.lopt.val();
                self.r_k.d.next = self.head_k.val();
                self.r_mss_on.d.next = false;
                self.r_ws_on.d.next = false;
                self.r_sackp.d.next = false;
                self.r_nblocks.d.next = bits::<3>(0);
                self.r_ts_on.d.next = false;
                self.ost.d.next = bits::<4>(rx_parse_state::FETCH);
                // The two lists nearly every segment carries need no walk: none, and Linux's
                // NOP NOP TS.
                if self.lopt.val() == 0 {
                    self.ost.d.next = bits::<4>(rx_parse_state::DESC);
                }
                if self.fast_ts.val() {
                    self.r_ts_on.d.next = true;
                    self.r_ts_val.d.next = self.fast_val.val();
                    self.r_ts_ecr.d.next = self.fast_ecr.val();
                    self.ost.d.next = bits::<4>(rx_parse_state::DESC);
                }
            }
        }
        // The shift to the option in two steps: by whole beats, then by bytes.
        if self.ost.q.val() == rx_parse_state::FETCH {
            self.coarse.d.next = self.head_opts.val() >> self.shamt_beats.val();
            self.ost.d.next = bits::<4>(rx_parse_state::FETCH2);
        }
        if self.ost.q.val() == rx_parse_state::FETCH2 {
            self.win.d.next = self.win_next.val();
            self.ost.d.next = bits::<4>(rx_parse_state::CHECK);
        }
        if self.ost.q.val() == rx_parse_state::CHECK {
            self.f_done.d.next = (self.rem.q.val() == 0) | (self.n_kind.val() == tcp_opt_kind::END);
            self.f_nop.d.next = self.n_kind.val() == tcp_opt_kind::NOP;
            self.f_nop2.d.next = (self.n_len.val() == tcp_opt_kind::NOP) & (self.rem.q.val() >= tcp_opt_kind::MIN_LEN);
            self.f_bad.d.next = self.bad.val();
            self.f_last.d.next = self.n_len.val() == self.rem.q.val();
            self.ost.d.next = bits::<4>(rx_parse_state::DECIDE);
        }
        if self.ost.q.val() == rx_parse_state::DECIDE {
            if self.f_done.q.val() {
                self.ost.d.next = bits::<4>(rx_parse_state::DESC);
            } else if self.f_nop.q.val() {
                // Two NOPs in a row (Linux's padding) are stepped over at once.
                self.p.d.next = self.p.q.val() + 1;
                self.rem.d.next = self.rem.q.val() - 1;
                if self.f_nop2.q.val() {
                    self.p.d.next = self.p.q.val() + 2;
                    self.rem.d.next = self.rem.q.val() - 2;
                }
                self.ost.d.next = bits::<4>(rx_parse_state::FETCH);
            } else if self.f_bad.q.val() {
                self.o_left.d.next = self.r_k.q.val();
                self.o_one.d.next = self.r_k.q.val() == 1;
                self.o_zero.d.next = self.r_k.q.val() == 0;
                self.n_bad_option.d.next = self.n_bad_option.q.val() + 1;
                self.ost.d.next = bits::<4>(rx_parse_state::SKIP);
            } else {
                // An option that ends the list ends the walk.
                self.p.d.next = self.p_end.val();
                self.rem.d.next = self.rem.q.val() - self.olen.val();
                self.ost.d.next = bits::<4>(rx_parse_state::FETCH);
                if self.f_last.q.val() {
                    self.ost.d.next = bits::<4>(rx_parse_state::DESC);
                }
            }
        }
        if (self.ost.q.val() == rx_parse_state::DESC) & self.m_seg.ready.val() {
            self.n_segments.d.next = self.n_segments.q.val() + 1;
            self.o_left.d.next = self.r_k.q.val();
            self.o_one.d.next = self.r_k.q.val() == 1;
            self.o_zero.d.next = self.r_k.q.val() == 0;
            if self.head_len.val() == 0 {
                self.ost.d.next = bits::<4>(rx_parse_state::POP);
            } else {
                self.ost.d.next = bits::<4>(rx_parse_state::PAY);
            }
        }
        if (self.ost.q.val() == rx_parse_state::PAY) & self.payload.valid.val() & self.m_pay_ready.val() {
            self.payload.pop.next = true;
            self.o_left.d.next = self.o_left.q.val() - 1;
            self.o_one.d.next = self.o_left.q.val() == 2;
            self.o_zero.d.next = self.o_one.q.val();
            if self.o_one.q.val() {
                self.ost.d.next = bits::<4>(rx_parse_state::POP);
            }
        }
        if self.ost.q.val() == rx_parse_state::SKIP {
            if self.o_zero.q.val() {
                self.ost.d.next = bits::<4>(rx_parse_state::POP);
            } else if self.payload.valid.val() {
                self.payload.pop.next = true;
                self.o_left.d.next = self.o_left.q.val() - 1;
                self.o_one.d.next = self.o_left.q.val() == 2;
                self.o_zero.d.next = self.o_one.q.val();
            }
        }
        // The record leaves the queue a cycle after its last beat (a registered pop).
        if self.ost.q.val() == rx_parse_state::POP {
            self.recs.pop.next = true;
            self.ost.d.next = bits::<4>(rx_parse_state::IDLE);
        }
        self.m_seg.src_mac.next = self.head.val().get_value_src_mac();
        self.m_seg.src_ip.next = self.head.val().get_value_src_ip();
        self.m_seg.dst_ip.next = self.head.val().get_value_dst_ip();
        self.m_seg.src_port.next = self.head.val().get_value_src_port();
        self.m_seg.dst_port.next = self.head.val().get_value_dst_port();
        self.m_seg.seq.next = self.head.val().get_value_seq();
        self.m_seg.ack.next = self.head.val().get_value_ack();
        self.m_seg.flags.next = self.head.val().get_value_flags();
        self.m_seg.window.next = self.head.val().get_value_window();
        self.m_seg.len.next = self.head_len.val();
        self.m_seg.mss_on.next = self.r_mss_on.q.val();
        self.m_seg.mss.next = self.r_mss.q.val();
        self.m_seg.ws_on.next = self.r_ws_on.q.val();
        self.m_seg.ws.next = self.r_ws.q.val();
        self.m_seg.sackp.next = self.r_sackp.q.val();
        self.m_seg.ts_on.next = self.r_ts_on.q.val();
        self.m_seg.ts_val.next = self.r_ts_val.q.val();
        self.m_seg.ts_ecr.next = self.r_ts_ecr.q.val();
        self.m_seg.nblocks.next = self.r_nblocks.q.val();
        self.m_seg.l0.next = self.r_l0.q.val();
        self.m_seg.r0.next = self.r_r0.q.val();
        self.m_seg.l1.next = self.r_l1.q.val();
        self.m_seg.r1.next = self.r_r1.q.val();
        self.m_seg.l2.next = self.r_l2.q.val();
        self.m_seg.r2.next = self.r_r2.q.val();
        self.m_seg.l3.next = self.r_l3.q.val();
        self.m_seg.r3.next = self.r_r3.q.val();
        self.cnt_segments.next = self.n_segments.q.val();
        self.cnt_bad_option.next = self.n_bad_option.q.val();
        if self.reset.val() {
            self.idx.d.next = bits::<8>(0);
            self.in_pay.d.next = false;
            self.more.d.next = false;
            self.end_v.d.next = false;
            self.ost.d.next = bits::<4>(rx_parse_state::IDLE);
            self.n_segments.d.next = bits::<32>(0);
            self.n_bad_option.d.next = bits::<32>(0);
        }
    }
}
