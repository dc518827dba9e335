//! ToeTimeout: what a retransmission or persist expiry does, emitted as `rtl/toe_timeout.v`.
//!
//! An expiry from toe_timers with the TCB fields it reads (`s_in`, [`TimeoutIn`]) becomes a
//! decision (`m_dec`, [`TimeoutDecOut`]): golden `toe_timeout::rto_decide` /
//! `persist_decide`. Retransmission (RFC 6298 sections 5.4-5.6, RFC 5681 section 3.1 (4),
//! RFC 6582 section 3.2 (4)): nothing when all is acknowledged; past the retry limit
//! (`cfg_retries`, or `cfg_syn_retries` before the connection is synchronized) an abort;
//! else the RTO doubled up to `cfg_rto_max`, ssthresh = max(FlightSize / 2, 2 SMSS),
//! cwnd = one segment, `recover` = SND.MAX, SND.NXT = SND.UNA. Persist (RFC 9293 section
//! 3.8.6.1): with a zero window and data waiting, a probe, the timer restarting at
//! RTO x 2^shift within [`cfg_rto_min`, `cfg_rto_max`].
//!
//! One expiry at a time, a step per state ([`timeout_state`]): six cycles, against a sweep
//! that offers at most one expiry per connection every three cycles and expiries that are
//! rare (one per RTO per connection at most).

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeTimeout {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: TimeoutIn,
    pub m_dec: TimeoutDecOut,
    pub cfg_retries: Signal<In, Bits<8>>,
    pub cfg_syn_retries: Signal<In, Bits<8>>,
    pub cfg_rto_min: Signal<In, Bits<32>>,
    pub cfg_rto_max: Signal<In, Bits<32>>,
    /// Expiries decided.
    pub cnt_expiries: Signal<Out, Bits<32>>,
    st: DFF<Bits<3>>,
    w: DFF<Bits<{ timeout_w::BITS }>>,
    n_dec: DFF<Bits<32>>,
    flight: DFF<Bits<32>>,
    all_acked: DFF<Bit>,
    retries1: DFF<Bits<9>>,
    limit: DFF<Bits<9>>,
    rto2: DFF<Bits<32>>,
    probe: DFF<Bit>,
    shift1: DFF<Bits<5>>,
    over: DFF<Bit>,
    rto_c: DFF<Bits<32>>,
    half_lt: DFF<Bit>,
    mss2: DFF<Bits<32>>,
    p_raw: DFF<Bits<32>>,
    ssthresh: DFF<Bits<32>>,
    p_lo: DFF<Bits<32>>,
    p_ticks: DFF<Bits<32>>,
    action: DFF<Bits<2>>,
    d_end: Signal<Local, Bits<32>>,
    mss32: Signal<Local, Bits<32>>,
}

impl Logic for ToeTimeout {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, w, n_dec, flight, all_acked, retries1, limit, rto2, probe, shift1, over, rto_c, half_lt, mss2, p_raw, ssthresh, p_lo, p_ticks, action);
        self.s_in.ready.next = (self.st.q.val() == timeout_state::IDLE) & !self.reset.val();
        self.m_dec.valid.next = self.st.q.val() == timeout_state::OUT;
        self.cnt_expiries.next = self.n_dec.q.val();
        self.mss32.next = bit_cast::<32, 16>(self.w.q.val().get_value_snd_mss());
        if (self.st.q.val() == timeout_state::IDLE) & self.s_in.valid.val() {
            self.w.d.next = bits::<{ timeout_w::BITS }>(0);
            self.w.d.next.set_value_conn(self.s_in.conn.val());
            self.w.d.next.set_value_persist(self.s_in.persist.val());
            self.w.d.next.set_value_synchronized(self.s_in.synchronized.val());
            self.w.d.next.set_value_snd_una(self.s_in.snd_una.val());
            self.w.d.next.set_value_snd_max(self.s_in.snd_max.val());
            self.w.d.next.set_value_snd_mss(self.s_in.snd_mss.val());
            self.w.d.next.set_value_retries(self.s_in.retries.val());
            self.w.d.next.set_value_rto(self.s_in.rto.val());
            self.w.d.next.set_value_snd_wnd(self.s_in.snd_wnd.val());
            self.w.d.next.set_value_data_end(self.s_in.data_end.val());
            self.w.d.next.set_value_persist_shift(self.s_in.persist_shift.val());
            self.st.d.next = bits::<3>(timeout_state::CMP);
        }
        // CMP: the flight, the count and its limit (9 bits: a count of 255 plus one is over
        // any 8-bit limit), the doubled RTO; a probe is due (zero window, data waiting).
        self.d_end.next = self.w.q.val().get_value_snd_max() - self.w.q.val().get_value_data_end();
        if self.st.q.val() == timeout_state::CMP {
            self.flight.d.next = self.w.q.val().get_value_snd_max() - self.w.q.val().get_value_snd_una();
            self.all_acked.d.next = self.w.q.val().get_value_snd_max() == self.w.q.val().get_value_snd_una();
            self.retries1.d.next = bit_cast::<9, 8>(self.w.q.val().get_value_retries()) + 1;
            if self.w.q.val().get_value_synchronized() {
                self.limit.d.next = bit_cast::<9, 8>(self.cfg_retries.val());
            } else {
                self.limit.d.next = bit_cast::<9, 8>(self.cfg_syn_retries.val());
            }
            self.rto2.d.next = self.w.q.val().get_value_rto() << timeout_shift::DOUBLE;
            self.probe.d.next = !self.w.q.val().get_value_snd_wnd().any() & self.d_end.val().get_value_diff_neg();
            if self.w.q.val().get_value_persist_shift() >= timeout_shift::PERSIST_SHIFT_MAX {
                self.shift1.d.next = bits::<5>(timeout_shift::PERSIST_SHIFT_MAX);
            } else {
                self.shift1.d.next = self.w.q.val().get_value_persist_shift() + 1;
            }
            self.mss2.d.next = self.mss32.val() << timeout_shift::DOUBLE;
            self.st.d.next = bits::<3>(timeout_state::LIMIT);
        }
        // LIMIT: past the limit; the RTO capped; FlightSize / 2 against 2 SMSS; RTO x 2^shift.
        if self.st.q.val() == timeout_state::LIMIT {
            self.over.d.next = self.retries1.q.val() > self.limit.q.val();
            if self.rto2.q.val() < self.cfg_rto_max.val() {
                self.rto_c.d.next = self.rto2.q.val();
            } else {
                self.rto_c.d.next = self.cfg_rto_max.val();
            }
            self.half_lt.d.next = (self.flight.q.val() >> timeout_shift::DOUBLE) < self.mss2.q.val();
            self.p_raw.d.next = self.w.q.val().get_value_rto() << self.shift1.q.val();
            self.st.d.next = bits::<3>(timeout_state::SELECT);
        }
        if self.st.q.val() == timeout_state::SELECT {
            if self.half_lt.q.val() {
                self.ssthresh.d.next = self.mss2.q.val();
            } else {
                self.ssthresh.d.next = self.flight.q.val() >> timeout_shift::DOUBLE;
            }
            if self.p_raw.q.val() < self.cfg_rto_min.val() {
                self.p_lo.d.next = self.cfg_rto_min.val();
            } else {
                self.p_lo.d.next = self.p_raw.q.val();
            }
            self.st.d.next = bits::<3>(timeout_state::DECIDE);
        }
        if self.st.q.val() == timeout_state::DECIDE {
            if self.p_lo.q.val() > self.cfg_rto_max.val() {
                self.p_ticks.d.next = self.cfg_rto_max.val();
            } else {
                self.p_ticks.d.next = self.p_lo.q.val();
            }
            self.action.d.next = bits::<2>(timeout_action::NOTHING);
            if self.w.q.val().get_value_persist() {
                if self.probe.q.val() {
                    self.action.d.next = bits::<2>(timeout_action::PROBE);
                }
            } else if !self.all_acked.q.val() {
                if self.over.q.val() {
                    self.action.d.next = bits::<2>(timeout_action::ABORT);
                } else {
                    self.action.d.next = bits::<2>(timeout_action::RESEND);
                }
            }
            self.st.d.next = bits::<3>(timeout_state::OUT);
        }
        if (self.st.q.val() == timeout_state::OUT) & self.m_dec.ready.val() {
            self.n_dec.d.next = self.n_dec.q.val() + 1;
            self.st.d.next = bits::<3>(timeout_state::IDLE);
        }
        self.m_dec.conn.next = self.w.q.val().get_value_conn();
        self.m_dec.action.next = self.action.q.val();
        self.m_dec.retries.next = self.w.q.val().get_value_retries();
        if (self.action.q.val() == timeout_action::ABORT) | (self.action.q.val() == timeout_action::RESEND) {
            self.m_dec.retries.next = bit_cast::<8, 9>(self.retries1.q.val());
        }
        self.m_dec.rto.next = self.rto_c.q.val();
        self.m_dec.ssthresh.next = self.ssthresh.q.val();
        self.m_dec.cwnd.next = self.mss32.val();
        self.m_dec.recover.next = self.w.q.val().get_value_snd_max();
        self.m_dec.snd_nxt.next = self.w.q.val().get_value_snd_una();
        self.m_dec.persist_shift.next = self.shift1.q.val();
        self.m_dec.persist_ticks.next = self.p_ticks.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<3>(timeout_state::IDLE);
            self.n_dec.d.next = bits::<32>(0);
        }
    }
}
