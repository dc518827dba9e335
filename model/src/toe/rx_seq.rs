//! ToeRxSeq: the receive side's per-segment decision, emitted as `rtl/toe_rx_seq.v`.
//!
//! A segment for a connection that is not in SYN-SENT, with the receive half of its TCB
//! (`s_in`, [`RxSeqIn`]), becomes a decision (`m_dec`, [`RxDecOut`]): golden
//! `toe_seq::rx_decide`, which the reference engine calls for every such segment. In RFC 9293
//! section 3.10.7.4's order: a SYN retransmitted into SYN-RECEIVED, PAWS (RFC 7323 section
//! 5.3), sequence acceptability (the four cases), RST (RFC 5961 section 3.2: exact resets, the
//! rest of the window draws a challenge ACK), SYN (RFC 5961 section 4.2), the ACK bit, then
//! TS.Recent, the text (out of order, duplicate, or the bytes to deliver with the trim at the
//! window's edge, and the delayed-ACK rule) and the FIN. The ACK field is not this block's:
//! the decision holds everything the engine needs after it (see golden `toe_seq`).
//!
//! Every comparison in sequence space is the sign of a 32-bit difference (RFC 9293 section
//! 3.4), as golden's `seq_lt`. The new RCV.NXT needs no adder after the trim: it is RCV.ADV
//! when the window cut the text, SEG.SEQ + payload when it did not, one more with a FIN, or
//! unchanged.
//!
//! Pipeline: an input register and three stages (differences and flags; the segment's last
//! byte against the window and the trim's operands; the decision), all moving together when
//! the output register is empty or taken: one segment a cycle, four cycles from `s_in` to
//! `m_dec`.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeRxSeq {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: RxSeqIn,
    pub m_dec: RxDecOut,
    /// Decisions taken.
    pub cnt_decided: Signal<Out, Bits<32>>,
    v0: DFF<Bit>,
    v1: DFF<Bit>,
    v2: DFF<Bit>,
    v3: DFF<Bit>,
    w0: DFF<Bits<{ rx_seq_w0::BITS }>>,
    w1: DFF<Bits<{ rx_seq_w1::BITS }>>,
    w2: DFF<Bits<{ rx_seq_w2::BITS }>>,
    dec: DFF<Bits<{ rx_seq_dec::BITS }>>,
    n_dec: DFF<Bits<32>>,
    en: Signal<Local, Bit>,
    fl: Signal<Local, Bits<8>>,
    d_nxt: Signal<Local, Bits<32>>,
    d_adv: Signal<Local, Bits<32>>,
    d_ts: Signal<Local, Bits<32>>,
    d_las: Signal<Local, Bits<32>>,
    skip: Signal<Local, Bits<32>>,
    room: Signal<Local, Bits<32>>,
    skip1: Signal<Local, Bits<32>>,
    room1: Signal<Local, Bits<32>>,
    e_nxt: Signal<Local, Bits<32>>,
    e_adv: Signal<Local, Bits<32>>,
    takes_text: Signal<Local, Bit>,
    acceptable: Signal<Local, Bit>,
    text_on: Signal<Local, Bit>,
    deliver: Signal<Local, Bit>,
    trimmed: Signal<Local, Bit>,
    ack_text: Signal<Local, Bit>,
    fin_taken: Signal<Local, Bit>,
    text_code: Signal<Local, Bits<2>>,
    unacked_new: Signal<Local, Bits<2>>,
    rcv_nxt_new: Signal<Local, Bits<32>>,
    signal: Signal<Local, Bits<2>>,
}

impl Logic for ToeRxSeq {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, v0, v1, v2, v3, w0, w1, w2, dec, n_dec);
        // All stages move when the output register is empty or taken.
        self.en.next = !self.v3.q.val() | self.m_dec.ready.val();
        self.s_in.ready.next = self.en.val() & !self.reset.val();
        self.m_dec.valid.next = self.v3.q.val();
        self.cnt_decided.next = self.n_dec.q.val();
        if self.v3.q.val() & self.m_dec.ready.val() {
            self.n_dec.d.next = self.n_dec.q.val() + 1;
        }

        // Input register.
        if self.en.val() {
            self.v0.d.next = self.s_in.valid.val() & !self.reset.val();
            self.w0.d.next = bits::<{ rx_seq_w0::BITS }>(0);
            self.w0.d.next.set_value_conn(self.s_in.conn.val());
            self.w0.d.next.set_value_state(self.s_in.state.val());
            self.w0.d.next.set_value_irs(self.s_in.irs.val());
            self.w0.d.next.set_value_rcv_nxt(self.s_in.rcv_nxt.val());
            self.w0.d.next.set_value_rcv_adv(self.s_in.rcv_adv.val());
            self.w0.d.next.set_value_ts_ok(self.s_in.ts_ok.val());
            self.w0.d.next.set_value_ts_recent(self.s_in.ts_recent.val());
            self.w0.d.next.set_value_last_ack_sent(self.s_in.last_ack_sent.val());
            self.w0.d.next.set_value_snd_mss(self.s_in.snd_mss.val());
            self.w0.d.next.set_value_passive(self.s_in.passive.val());
            self.w0.d.next.set_value_unacked(self.s_in.unacked.val());
            self.w0.d.next.set_value_seq(self.s_in.seq.val());
            self.w0.d.next.set_value_flags(self.s_in.flags.val());
            self.w0.d.next.set_value_len(self.s_in.len.val());
            self.w0.d.next.set_value_ts_on(self.s_in.ts_on.val());
            self.w0.d.next.set_value_ts_val(self.s_in.ts_val.val());
        }

        // Stage 1: flags, and every difference against the TCB's sequence variables.
        self.fl.next = self.w0.q.val().get_value_flags();
        self.d_nxt.next = self.w0.q.val().get_value_seq() - self.w0.q.val().get_value_rcv_nxt();
        self.d_adv.next = self.w0.q.val().get_value_seq() - self.w0.q.val().get_value_rcv_adv();
        self.d_ts.next = self.w0.q.val().get_value_ts_val() - self.w0.q.val().get_value_ts_recent();
        self.d_las.next = self.w0.q.val().get_value_last_ack_sent() - self.w0.q.val().get_value_seq();
        self.skip.next = self.w0.q.val().get_value_rcv_nxt() - self.w0.q.val().get_value_seq();
        self.room.next = self.w0.q.val().get_value_rcv_adv() - self.w0.q.val().get_value_rcv_nxt();
        if self.en.val() {
            self.v1.d.next = self.v0.q.val();
            self.w1.d.next = bits::<{ rx_seq_w1::BITS }>(0);
            self.w1.d.next.set_value_conn(self.w0.q.val().get_value_conn());
            self.w1.d.next.set_value_state(self.w0.q.val().get_value_state());
            self.w1.d.next.set_value_f_syn(self.fl.val().get_value_syn());
            self.w1.d.next.set_value_f_rst(self.fl.val().get_value_rst());
            self.w1.d.next.set_value_f_fin(self.fl.val().get_value_fin());
            self.w1.d.next.set_value_f_ack(self.fl.val().get_value_ack());
            self.w1.d.next.set_value_seq_lt_nxt(self.d_nxt.val().get_value_diff_neg());
            self.w1.d.next.set_value_seq_eq_nxt(self.w0.q.val().get_value_seq() == self.w0.q.val().get_value_rcv_nxt());
            self.w1.d.next.set_value_seq_lt_adv(self.d_adv.val().get_value_diff_neg());
            self.w1.d.next.set_value_wnd_zero(self.w0.q.val().get_value_rcv_adv() == self.w0.q.val().get_value_rcv_nxt());
            self.w1.d.next.set_value_seq_eq_irs(self.w0.q.val().get_value_seq() == self.w0.q.val().get_value_irs());
            self.w1.d.next.set_value_seg_empty(!self.w0.q.val().get_value_len().any() & !self.fl.val().get_value_syn() & !self.fl.val().get_value_fin());
            self.w1.d.next.set_value_seg_len_m1(
                bit_cast::<17, 16>(self.w0.q.val().get_value_len()) + bit_cast::<17, 1>(self.fl.val().get_value_syn().into()) + bit_cast::<17, 1>(self.fl.val().get_value_fin().into()) - bits::<17>(1),
            );
            self.w1.d.next.set_value_d_nxt(self.d_nxt.val());
            self.w1.d.next.set_value_d_adv(self.d_adv.val());
            self.w1.d.next.set_value_skip(self.skip.val());
            self.w1.d.next.set_value_room(self.room.val());
            self.w1.d.next.set_value_paws_old(
                self.w0.q.val().get_value_ts_ok() & !self.fl.val().get_value_rst() & self.w0.q.val().get_value_ts_on() & self.d_ts.val().get_value_diff_neg(),
            );
            self.w1.d.next.set_value_tsr_newer(!self.d_ts.val().get_value_diff_neg());
            self.w1.d.next.set_value_seq_le_las(!self.d_las.val().get_value_diff_neg());
            self.w1.d.next.set_value_ts_ok(self.w0.q.val().get_value_ts_ok());
            self.w1.d.next.set_value_ts_on(self.w0.q.val().get_value_ts_on());
            self.w1.d.next.set_value_ts_val(self.w0.q.val().get_value_ts_val());
            self.w1.d.next.set_value_short(self.w0.q.val().get_value_len() < self.w0.q.val().get_value_snd_mss());
            self.w1.d.next.set_value_len(self.w0.q.val().get_value_len());
            self.w1.d.next.set_value_seq_end(self.w0.q.val().get_value_seq() + bit_cast::<32, 16>(self.w0.q.val().get_value_len()));
            self.w1.d.next.set_value_rcv_nxt(self.w0.q.val().get_value_rcv_nxt());
            self.w1.d.next.set_value_rcv_adv(self.w0.q.val().get_value_rcv_adv());
            self.w1.d.next.set_value_passive(self.w0.q.val().get_value_passive());
            self.w1.d.next.set_value_unacked(self.w0.q.val().get_value_unacked());
        }

        // Stage 2: the segment's last byte against the window; the text's trim operands.
        self.skip1.next = self.w1.q.val().get_value_skip();
        self.room1.next = self.w1.q.val().get_value_room();
        self.e_nxt.next = self.w1.q.val().get_value_d_nxt() + bit_cast::<32, 17>(self.w1.q.val().get_value_seg_len_m1());
        self.e_adv.next = self.w1.q.val().get_value_d_adv() + bit_cast::<32, 17>(self.w1.q.val().get_value_seg_len_m1());
        if self.en.val() {
            self.v2.d.next = self.v1.q.val();
            self.w2.d.next = bits::<{ rx_seq_w2::BITS }>(0);
            self.w2.d.next.set_value_conn(self.w1.q.val().get_value_conn());
            self.w2.d.next.set_value_state(self.w1.q.val().get_value_state());
            self.w2.d.next.set_value_f_syn(self.w1.q.val().get_value_f_syn());
            self.w2.d.next.set_value_f_rst(self.w1.q.val().get_value_f_rst());
            self.w2.d.next.set_value_f_fin(self.w1.q.val().get_value_f_fin());
            self.w2.d.next.set_value_f_ack(self.w1.q.val().get_value_f_ack());
            self.w2.d.next.set_value_seq_lt_nxt(self.w1.q.val().get_value_seq_lt_nxt());
            self.w2.d.next.set_value_seq_eq_nxt(self.w1.q.val().get_value_seq_eq_nxt());
            self.w2.d.next.set_value_seq_lt_adv(self.w1.q.val().get_value_seq_lt_adv());
            self.w2.d.next.set_value_wnd_zero(self.w1.q.val().get_value_wnd_zero());
            self.w2.d.next.set_value_seq_eq_irs(self.w1.q.val().get_value_seq_eq_irs());
            self.w2.d.next.set_value_seg_empty(self.w1.q.val().get_value_seg_empty());
            self.w2.d.next.set_value_end_lt_nxt(self.e_nxt.val().get_value_diff_neg());
            self.w2.d.next.set_value_end_lt_adv(self.e_adv.val().get_value_diff_neg());
            self.w2.d.next.set_value_ooo(self.skip1.val().get_value_diff_neg());
            self.w2.d.next.set_value_skip_lt_len(
                !self.skip1.val().get_value_diff_hi().any()
                    & !self.skip1.val().get_value_diff_neg()
                    & (self.skip1.val().get_value_diff_lo() < self.w1.q.val().get_value_len()),
            );
            self.w2.d.next.set_value_fin_at(self.w1.q.val().get_value_skip() == bit_cast::<32, 16>(self.w1.q.val().get_value_len()));
            self.w2.d.next.set_value_rem(self.w1.q.val().get_value_len() - self.skip1.val().get_value_diff_lo());
            self.w2.d.next.set_value_room_hi(self.room1.val().get_value_diff_hi().any() | self.room1.val().get_value_diff_neg());
            self.w2.d.next.set_value_room16(self.room1.val().get_value_diff_lo());
            self.w2.d.next.set_value_skip16(self.skip1.val().get_value_diff_lo());
            self.w2.d.next.set_value_seq_end(self.w1.q.val().get_value_seq_end());
            self.w2.d.next.set_value_seq_fin(self.w1.q.val().get_value_seq_end() + 1);
            self.w2.d.next.set_value_paws_old(self.w1.q.val().get_value_paws_old());
            self.w2.d.next.set_value_tsr_newer(self.w1.q.val().get_value_tsr_newer());
            self.w2.d.next.set_value_seq_le_las(self.w1.q.val().get_value_seq_le_las());
            self.w2.d.next.set_value_ts_ok(self.w1.q.val().get_value_ts_ok());
            self.w2.d.next.set_value_ts_on(self.w1.q.val().get_value_ts_on());
            self.w2.d.next.set_value_ts_val(self.w1.q.val().get_value_ts_val());
            self.w2.d.next.set_value_short(self.w1.q.val().get_value_short());
            self.w2.d.next.set_value_len_nz(self.w1.q.val().get_value_len().any());
            self.w2.d.next.set_value_rcv_nxt(self.w1.q.val().get_value_rcv_nxt());
            self.w2.d.next.set_value_rcv_adv(self.w1.q.val().get_value_rcv_adv());
            self.w2.d.next.set_value_passive(self.w1.q.val().get_value_passive());
            self.w2.d.next.set_value_unacked(self.w1.q.val().get_value_unacked());
        }

        // Stage 3: the decision.
        self.takes_text.next = (self.w2.q.val().get_value_state() == tcp_state::SYN_RECEIVED)
            | (self.w2.q.val().get_value_state() == tcp_state::ESTABLISHED)
            | (self.w2.q.val().get_value_state() == tcp_state::FIN_WAIT_1)
            | (self.w2.q.val().get_value_state() == tcp_state::FIN_WAIT_2);
        // First: the four cases of RFC 9293 section 3.10.7.4 (window [RCV.NXT, RCV.ADV)).
        self.acceptable.next = (self.w2.q.val().get_value_seg_empty() & self.w2.q.val().get_value_wnd_zero() & self.w2.q.val().get_value_seq_eq_nxt())
            | (self.w2.q.val().get_value_seg_empty() & !self.w2.q.val().get_value_wnd_zero() & !self.w2.q.val().get_value_seq_lt_nxt() & self.w2.q.val().get_value_seq_lt_adv())
            | (!self.w2.q.val().get_value_seg_empty()
                & !self.w2.q.val().get_value_wnd_zero()
                & ((!self.w2.q.val().get_value_seq_lt_nxt() & self.w2.q.val().get_value_seq_lt_adv())
                    | (!self.w2.q.val().get_value_end_lt_nxt() & self.w2.q.val().get_value_end_lt_adv())));
        // Seventh: the text.
        self.text_on.next = self.w2.q.val().get_value_len_nz() & self.takes_text.val();
        self.deliver.next = self.text_on.val() & !self.w2.q.val().get_value_ooo() & self.w2.q.val().get_value_skip_lt_len();
        self.trimmed.next = self.deliver.val() & !self.w2.q.val().get_value_room_hi() & (self.w2.q.val().get_value_room16() < self.w2.q.val().get_value_rem());
        self.text_code.next = bits::<2>(rx_text::NONE);
        if self.text_on.val() {
            if self.w2.q.val().get_value_ooo() {
                self.text_code.next = bits::<2>(rx_text::OUT_OF_ORDER);
            } else if self.w2.q.val().get_value_skip_lt_len() {
                self.text_code.next = bits::<2>(rx_text::DELIVER);
            } else {
                self.text_code.next = bits::<2>(rx_text::DUPLICATE);
            }
        }
        // An ACK at once: out of order, duplicate, trimmed, the second full segment, a short one.
        self.ack_text.next = (self.text_on.val() & !self.deliver.val())
            | (self.deliver.val() & (self.trimmed.val() | self.w2.q.val().get_value_unacked().any() | self.w2.q.val().get_value_short()));
        self.unacked_new.next = self.w2.q.val().get_value_unacked();
        if self.deliver.val() {
            if self.w2.q.val().get_value_unacked().any() {
                self.unacked_new.next = bits::<2>(2);
            } else {
                self.unacked_new.next = bits::<2>(1);
            }
        }
        // Eighth: a FIN next in sequence, after in-order text.
        self.fin_taken.next = self.w2.q.val().get_value_f_fin()
            & !(self.text_on.val() & self.w2.q.val().get_value_ooo())
            & !self.trimmed.val()
            & (self.deliver.val() | self.w2.q.val().get_value_fin_at());
        self.rcv_nxt_new.next = self.w2.q.val().get_value_rcv_nxt();
        if self.fin_taken.val() {
            self.rcv_nxt_new.next = self.w2.q.val().get_value_seq_fin();
        } else if self.trimmed.val() {
            self.rcv_nxt_new.next = self.w2.q.val().get_value_rcv_adv();
        } else if self.deliver.val() {
            self.rcv_nxt_new.next = self.w2.q.val().get_value_seq_end();
        }
        self.signal.next = bits::<2>(rx_signal::RESET);
        if (self.w2.q.val().get_value_state() == tcp_state::CLOSING) | (self.w2.q.val().get_value_state() == tcp_state::LAST_ACK) | (self.w2.q.val().get_value_state() == tcp_state::TIME_WAIT) {
            self.signal.next = bits::<2>(rx_signal::CLOSED);
        } else if (self.w2.q.val().get_value_state() == tcp_state::SYN_RECEIVED) & self.w2.q.val().get_value_passive() {
            self.signal.next = bits::<2>(rx_signal::QUIET);
        }
        if self.en.val() {
            self.v3.d.next = self.v2.q.val();
            self.dec.d.next = bits::<{ rx_seq_dec::BITS }>(0);
            self.dec.d.next.set_value_conn(self.w2.q.val().get_value_conn());
            self.dec.d.next.set_value_signal(self.signal.val());
            self.dec.d.next.set_value_ts_recent(self.w2.q.val().get_value_ts_val());
            self.dec.d.next.set_value_skip(self.w2.q.val().get_value_skip16());
            self.dec.d.next.set_value_unacked(self.w2.q.val().get_value_unacked());
            self.dec.d.next.set_value_rcv_nxt(self.w2.q.val().get_value_rcv_nxt());
            self.dec.d.next.set_value_action(bits::<3>(rx_action::DROP));
            self.dec.d.next.set_value_cause(bits::<3>(rx_cause::NONE));
            if (self.w2.q.val().get_value_state() == tcp_state::SYN_RECEIVED)
                & self.w2.q.val().get_value_f_syn()
                & !self.w2.q.val().get_value_f_ack()
                & self.w2.q.val().get_value_seq_eq_irs()
            {
                self.dec.d.next.set_value_action(bits::<3>(rx_action::SYN_REXMT));
            } else if self.w2.q.val().get_value_paws_old() {
                self.dec.d.next.set_value_cause(bits::<3>(rx_cause::PAWS));
                self.dec.d.next.set_value_ack_now(true);
            } else if !self.acceptable.val() & self.w2.q.val().get_value_f_rst() {
                self.dec.d.next.set_value_cause(bits::<3>(rx_cause::RST_OUT_OF_WINDOW));
            } else if !self.acceptable.val() {
                self.dec.d.next.set_value_cause(bits::<3>(rx_cause::OUT_OF_WINDOW));
                self.dec.d.next.set_value_ack_now(true);
            } else if self.w2.q.val().get_value_f_rst() & !self.w2.q.val().get_value_seq_eq_nxt() {
                self.dec.d.next.set_value_action(bits::<3>(rx_action::CHALLENGE));
                self.dec.d.next.set_value_ack_now(true);
            } else if self.w2.q.val().get_value_f_rst() {
                self.dec.d.next.set_value_action(bits::<3>(rx_action::RESET));
            } else if self.w2.q.val().get_value_f_syn() {
                self.dec.d.next.set_value_action(bits::<3>(rx_action::CHALLENGE));
                self.dec.d.next.set_value_cause(bits::<3>(rx_cause::SYN_IN_WINDOW));
                self.dec.d.next.set_value_ack_now(true);
            } else if !self.w2.q.val().get_value_f_ack() {
                self.dec.d.next.set_value_cause(bits::<3>(rx_cause::NO_ACK));
            } else {
                self.dec.d.next.set_value_action(bits::<3>(rx_action::PROCEED));
                self.dec.d.next.set_value_ack_now(self.ack_text.val() | self.fin_taken.val());
                self.dec.d.next.set_value_ts_upd(
                    self.w2.q.val().get_value_ts_ok() & self.w2.q.val().get_value_ts_on() & self.w2.q.val().get_value_seq_le_las() & self.w2.q.val().get_value_tsr_newer(),
                );
                self.dec.d.next.set_value_text(self.text_code.val());
                self.dec.d.next.set_value_trimmed(self.trimmed.val());
                self.dec.d.next.set_value_dack_start(self.deliver.val() & !(self.w2.q.val().get_value_unacked().any() | self.w2.q.val().get_value_short()));
                self.dec.d.next.set_value_unacked(self.unacked_new.val());
                self.dec.d.next.set_value_fin(self.fin_taken.val());
                self.dec.d.next.set_value_fin_late(self.w2.q.val().get_value_f_fin() & !self.fin_taken.val());
                self.dec.d.next.set_value_rcv_nxt(self.rcv_nxt_new.val());
            }
            if self.trimmed.val() {
                self.dec.d.next.set_value_take(self.w2.q.val().get_value_room16());
            } else {
                self.dec.d.next.set_value_take(self.w2.q.val().get_value_rem());
            }
        }

        // Output: the decision register.
        self.m_dec.conn.next = self.dec.q.val().get_value_conn();
        self.m_dec.action.next = self.dec.q.val().get_value_action();
        self.m_dec.cause.next = self.dec.q.val().get_value_cause();
        self.m_dec.ack_now.next = self.dec.q.val().get_value_ack_now();
        self.m_dec.signal.next = self.dec.q.val().get_value_signal();
        self.m_dec.ts_upd.next = self.dec.q.val().get_value_ts_upd();
        self.m_dec.ts_recent.next = self.dec.q.val().get_value_ts_recent();
        self.m_dec.text.next = self.dec.q.val().get_value_text();
        self.m_dec.skip.next = self.dec.q.val().get_value_skip();
        self.m_dec.take.next = self.dec.q.val().get_value_take();
        self.m_dec.trimmed.next = self.dec.q.val().get_value_trimmed();
        self.m_dec.dack_start.next = self.dec.q.val().get_value_dack_start();
        self.m_dec.unacked.next = self.dec.q.val().get_value_unacked();
        self.m_dec.fin.next = self.dec.q.val().get_value_fin();
        self.m_dec.fin_late.next = self.dec.q.val().get_value_fin_late();
        self.m_dec.rcv_nxt.next = self.dec.q.val().get_value_rcv_nxt();
        // Reset empties the pipeline and clears the counter.
        if self.reset.val() {
            self.v0.d.next = false;
            self.v1.d.next = false;
            self.v2.d.next = false;
            self.v3.d.next = false;
            self.n_dec.d.next = bits::<32>(0);
        }
    }
}
