//! ToeSendCut: the segment a plan makes once the ring has answered, emitted as
//! `rtl/toe_send_cut.v`.
//!
//! From the TCB fields it reads, toe_send_plan's plan and the ring's answer to the plan's
//! query (the last record end within the limit; `s_in`, [`CutIn`]) the decision (`m_dec`,
//! [`CutDecOut`]); golden `toe_send::send_cut`: whole records up to the last end found
//! (RFC 5044 appendix A.1); with none, the first record cut at the limit when the plan allows
//! it; the FIN alone; the data bytes below SND.MAX (a retransmission, counted, timed by no
//! RTT sample under Karn's rule); SND.NXT and SND.MAX after it. With nothing to send, a zero
//! window with data waiting and nothing in flight starts the persist timer (RFC 9293 section
//! 3.8.6.1), and a due ACK goes out alone.
//!
//! One decision at a time, a step per state ([`cut_state`]): eight cycles a decision.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeSendCut {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: CutIn,
    pub m_dec: CutDecOut,
    /// Decisions made.
    pub cnt_decisions: Signal<Out, Bits<32>>,
    st: DFF<Bits<3>>,
    w: DFF<Bits<{ cut_w::BITS }>>,
    n_dec: DFF<Bits<32>>,
    found_lt: DFF<Bit>,
    flight_zero: DFF<Bit>,
    max_lt_end: DFF<Bit>,
    len: DFF<Bits<16>>,
    span: DFF<Bits<32>>,
    sends: DFF<Bit>,
    end: DFF<Bits<32>>,
    max_lt_seg: DFF<Bit>,
    start_lt_max: DFF<Bit>,
    below_max: DFF<Bits<32>>,
    action: DFF<Bits<2>>,
    snd_nxt: DFF<Bits<32>>,
    snd_max: DFF<Bits<32>>,
    resent: DFF<Bits<16>>,
    retransmit: DFF<Bit>,
    fin_sent: DFF<Bit>,
    persist_start: DFF<Bit>,
    seq: DFF<Bits<32>>,
    len_out: DFF<Bits<16>>,
    d_max_end: Signal<Local, Bits<32>>,
    d_max_seg: Signal<Local, Bits<32>>,
    d_start_max: Signal<Local, Bits<32>>,
    is_records: Signal<Local, Bit>,
    is_fin: Signal<Local, Bit>,
}

impl Logic for ToeSendCut {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, w, n_dec, found_lt, flight_zero, max_lt_end, len, span, sends, end, max_lt_seg, start_lt_max, below_max, action, snd_nxt, snd_max, resent,
            retransmit, fin_sent, persist_start, seq, len_out
        );
        self.s_in.ready.next = (self.st.q.val() == cut_state::IDLE) & !self.reset.val();
        self.m_dec.valid.next = self.st.q.val() == cut_state::OUT;
        self.cnt_decisions.next = self.n_dec.q.val();
        self.is_records.next = self.w.q.val().get_value_kind() == plan_kind::RECORDS;
        self.is_fin.next = self.w.q.val().get_value_kind() == plan_kind::FIN;
        if (self.st.q.val() == cut_state::IDLE) & self.s_in.valid.val() {
            self.w.d.next = bits::<{ cut_w::BITS }>(0);
            self.w.d.next.set_value_conn(self.s_in.conn.val());
            self.w.d.next.set_value_synchronized(self.s_in.synchronized.val());
            self.w.d.next.set_value_snd_una(self.s_in.snd_una.val());
            self.w.d.next.set_value_snd_nxt(self.s_in.snd_nxt.val());
            self.w.d.next.set_value_snd_max(self.s_in.snd_max.val());
            self.w.d.next.set_value_data_end(self.s_in.data_end.val());
            self.w.d.next.set_value_snd_wnd(self.s_in.snd_wnd.val());
            self.w.d.next.set_value_fin_sent(self.s_in.fin_sent.val());
            self.w.d.next.set_value_ack_now(self.s_in.ack_now.val());
            self.w.d.next.set_value_persist_on(self.s_in.persist_on.val());
            self.w.d.next.set_value_kind(self.s_in.kind.val());
            self.w.d.next.set_value_start(self.s_in.start.val());
            self.w.d.next.set_value_limit(self.s_in.limit.val());
            self.w.d.next.set_value_cut_ok(self.s_in.cut_ok.val());
            self.w.d.next.set_value_retransmit(self.s_in.retransmit.val());
            self.w.d.next.set_value_advance(self.s_in.advance.val());
            self.w.d.next.set_value_found(self.s_in.found.val());
            self.w.d.next.set_value_found_off(self.s_in.found_off.val());
            self.st.d.next = bits::<3>(cut_state::CMP);
        }
        // CMP: the answer against the limit (the ring answers within it; the smaller is taken
        // all the same); nothing in flight; data waiting (RFC 9293 section 3.4's compare).
        self.d_max_end.next = self.w.q.val().get_value_snd_max() - self.w.q.val().get_value_data_end();
        if self.st.q.val() == cut_state::CMP {
            self.found_lt.d.next = self.w.q.val().get_value_found_off() < self.w.q.val().get_value_limit();
            self.flight_zero.d.next = self.w.q.val().get_value_snd_max() == self.w.q.val().get_value_snd_una();
            self.max_lt_end.d.next = self.d_max_end.val().get_value_diff_neg();
            self.st.d.next = bits::<3>(cut_state::LEN);
        }
        if self.st.q.val() == cut_state::LEN {
            self.len.d.next = bits::<16>(0);
            if self.is_records.val() {
                if self.w.q.val().get_value_found() {
                    if self.found_lt.q.val() {
                        self.len.d.next = self.w.q.val().get_value_found_off();
                    } else {
                        self.len.d.next = self.w.q.val().get_value_limit();
                    }
                } else if self.w.q.val().get_value_cut_ok() {
                    self.len.d.next = self.w.q.val().get_value_limit();
                }
            }
            self.st.d.next = bits::<3>(cut_state::SPAN);
        }
        if self.st.q.val() == cut_state::SPAN {
            self.span.d.next = bits::<32>(0);
            if self.is_records.val() {
                self.span.d.next = bit_cast::<32, 16>(self.len.q.val());
            } else if self.is_fin.val() {
                self.span.d.next = bits::<32>(1);
            }
            self.sends.d.next = (self.is_records.val() & self.len.q.val().any()) | self.is_fin.val();
            self.st.d.next = bits::<3>(cut_state::END);
        }
        if self.st.q.val() == cut_state::END {
            self.end.d.next = self.w.q.val().get_value_start() + self.span.q.val();
            self.below_max.d.next = self.w.q.val().get_value_snd_max() - self.w.q.val().get_value_start();
            self.st.d.next = bits::<3>(cut_state::PAST);
        }
        self.d_max_seg.next = self.w.q.val().get_value_snd_max() - self.end.q.val();
        self.d_start_max.next = self.w.q.val().get_value_start() - self.w.q.val().get_value_snd_max();
        if self.st.q.val() == cut_state::PAST {
            self.max_lt_seg.d.next = self.d_max_seg.val().get_value_diff_neg();
            self.start_lt_max.d.next = self.d_start_max.val().get_value_diff_neg();
            self.st.d.next = bits::<3>(cut_state::DECIDE);
        }
        // DECIDE: the segment, or a due ACK / the persist timer when there is none.
        if self.st.q.val() == cut_state::DECIDE {
            self.action.d.next = bits::<2>(send_action::NOTHING);
            self.seq.d.next = bits::<32>(0);
            self.len_out.d.next = bits::<16>(0);
            self.resent.d.next = bits::<16>(0);
            self.retransmit.d.next = false;
            self.snd_nxt.d.next = self.w.q.val().get_value_snd_nxt();
            self.snd_max.d.next = self.w.q.val().get_value_snd_max();
            self.fin_sent.d.next = self.w.q.val().get_value_fin_sent();
            self.persist_start.d.next = false;
            if self.sends.q.val() {
                if self.is_fin.val() {
                    self.action.d.next = bits::<2>(send_action::FIN);
                    self.fin_sent.d.next = true;
                } else {
                    self.action.d.next = bits::<2>(send_action::DATA);
                }
                self.seq.d.next = self.w.q.val().get_value_start();
                self.len_out.d.next = self.len.q.val();
                self.retransmit.d.next = self.w.q.val().get_value_retransmit();
                if self.w.q.val().get_value_retransmit() & self.is_records.val() {
                    if self.start_lt_max.q.val() & self.max_lt_seg.q.val() {
                        self.resent.d.next = self.below_max.q.val().get_value_diff_lo();
                    } else {
                        self.resent.d.next = self.len.q.val();
                    }
                }
                if self.w.q.val().get_value_advance() {
                    self.snd_nxt.d.next = self.end.q.val();
                }
                if self.max_lt_seg.q.val() {
                    self.snd_max.d.next = self.end.q.val();
                }
            } else if self.w.q.val().get_value_synchronized() {
                self.persist_start.d.next =
                    self.max_lt_end.q.val() & self.flight_zero.q.val() & !self.w.q.val().get_value_snd_wnd().any() & !self.w.q.val().get_value_persist_on();
                if self.w.q.val().get_value_ack_now() {
                    self.action.d.next = bits::<2>(send_action::ACK);
                }
            }
            self.st.d.next = bits::<3>(cut_state::OUT);
        }
        if (self.st.q.val() == cut_state::OUT) & self.m_dec.ready.val() {
            self.n_dec.d.next = self.n_dec.q.val() + 1;
            self.st.d.next = bits::<3>(cut_state::IDLE);
        }
        self.m_dec.conn.next = self.w.q.val().get_value_conn();
        self.m_dec.action.next = self.action.q.val();
        self.m_dec.seq.next = self.seq.q.val();
        self.m_dec.len.next = self.len_out.q.val();
        self.m_dec.resent.next = self.resent.q.val();
        self.m_dec.retransmit.next = self.retransmit.q.val();
        self.m_dec.snd_nxt.next = self.snd_nxt.q.val();
        self.m_dec.snd_max.next = self.snd_max.q.val();
        self.m_dec.fin_sent.next = self.fin_sent.q.val();
        self.m_dec.persist_start.next = self.persist_start.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<3>(cut_state::IDLE);
            self.n_dec.d.next = bits::<32>(0);
        }
    }
}
