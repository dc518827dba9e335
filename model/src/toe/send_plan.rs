//! ToeSendPlan: where a connection's next segment starts and how much it may hold, emitted as
//! `rtl/toe_send_plan.v`.
//!
//! From the send half of a TCB (`s_in`, [`PlanIn`]) a plan (`m_plan`, [`PlanOut`]); golden
//! `toe_send::send_plan`, which the reference engine runs at every transmit opportunity:
//! - the first segment in flight again when fast retransmit or a partial ACK asked for it
//!   (RFC 5681 section 3.2, RFC 6582 section 3.2), whatever the window: at most one MSS of the
//!   data in flight, or the FIN alone when only the FIN is in flight;
//! - else, after a timeout (SND.NXT below SND.MAX), go-back-N from SND.NXT within
//!   max(window, MSS) beyond SND.UNA (one MSS when SND.NXT is SND.UNA), the FIN again at the
//!   data's end;
//! - else new data from SND.MAX within min(cwnd, peer's window) (RFC 5681 section 3.1, RFC
//!   9293 section 3.8.6.2.1) and one MSS;
//! - else the FIN in its own segment once all data is out.
//! A record may be cut at the limit (RFC 5044 appendix A.1 otherwise keeps records whole)
//! when the segment is a full MSS, nothing is in flight before it, or it is the first segment
//! sent again; `toe_send_cut` applies that with the ring's answer.
//!
//! One plan at a time, a step per state ([`plan_state`]): nine cycles a plan.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeSendPlan {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: PlanIn,
    pub m_plan: PlanOut,
    /// Plans made.
    pub cnt_plans: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    w: DFF<Bits<{ plan_w::BITS }>>,
    n_plan: DFF<Bits<32>>,
    flight: DFF<Bits<32>>,
    in_flight: DFF<Bits<32>>,
    end_nxt: DFF<Bits<32>>,
    end_max: DFF<Bits<32>>,
    end_una: DFF<Bits<32>>,
    fin_out: DFF<Bit>,
    nxt_lt_max: DFF<Bit>,
    max_lt_end: DFF<Bit>,
    nxt_at_end: DFF<Bit>,
    max_at_end: DFF<Bit>,
    wnd_lt_cwnd: DFF<Bit>,
    wnd: DFF<Bits<32>>,
    data_flight: DFF<Bits<32>>,
    flight_zero: DFF<Bit>,
    in_flight_zero: DFF<Bit>,
    new_gt: DFF<Bit>,
    new_diff: DFF<Bits<32>>,
    gb_win: DFF<Bits<32>>,
    df_lt_mss: DFF<Bit>,
    df_some: DFF<Bit>,
    new_room: DFF<Bits<32>>,
    gb_gt: DFF<Bit>,
    gb_diff: DFF<Bits<32>>,
    df_lim: DFF<Bits<16>>,
    new_lim: DFF<Bits<32>>,
    gb_room: DFF<Bits<32>>,
    kind: DFF<Bits<2>>,
    start: DFF<Bits<32>>,
    lim0: DFF<Bits<32>>,
    dist: DFF<Bits<32>>,
    cut_ok: DFF<Bit>,
    retransmit: DFF<Bit>,
    advance: DFF<Bit>,
    limit: DFF<Bits<16>>,
    mss32: Signal<Local, Bits<32>>,
    d_nxt_max: Signal<Local, Bits<32>>,
    d_max_end: Signal<Local, Bits<32>>,
    gb_lim: Signal<Local, Bits<32>>,
}

impl Logic for ToeSendPlan {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, w, n_plan, flight, in_flight, end_nxt, end_max, end_una, fin_out, nxt_lt_max, max_lt_end, nxt_at_end, max_at_end, wnd_lt_cwnd, wnd,
            data_flight, flight_zero, in_flight_zero, new_gt, new_diff, gb_win, df_lt_mss, df_some, new_room, gb_gt, gb_diff, df_lim, new_lim, gb_room, kind,
            start, lim0, dist, cut_ok, retransmit, advance, limit
        );
        self.s_in.ready.next = (self.st.q.val() == plan_state::IDLE) & !self.reset.val();
        self.m_plan.valid.next = self.st.q.val() == plan_state::OUT;
        self.cnt_plans.next = self.n_plan.q.val();
        self.mss32.next = bit_cast::<32, 16>(self.w.q.val().get_value_snd_mss());
        if (self.st.q.val() == plan_state::IDLE) & self.s_in.valid.val() {
            self.w.d.next = bits::<{ plan_w::BITS }>(0);
            self.w.d.next.set_value_conn(self.s_in.conn.val());
            self.w.d.next.set_value_synchronized(self.s_in.synchronized.val());
            self.w.d.next.set_value_snd_una(self.s_in.snd_una.val());
            self.w.d.next.set_value_snd_nxt(self.s_in.snd_nxt.val());
            self.w.d.next.set_value_snd_max(self.s_in.snd_max.val());
            self.w.d.next.set_value_data_end(self.s_in.data_end.val());
            self.w.d.next.set_value_snd_wnd(self.s_in.snd_wnd.val());
            self.w.d.next.set_value_cwnd(self.s_in.cwnd.val());
            self.w.d.next.set_value_snd_mss(self.s_in.snd_mss.val());
            self.w.d.next.set_value_fin_queued(self.s_in.fin_queued.val());
            self.w.d.next.set_value_fin_sent(self.s_in.fin_sent.val());
            self.w.d.next.set_value_rexmt_first(self.s_in.rexmt_first.val());
            self.st.d.next = bits::<4>(plan_state::SPAN);
        }
        // SPAN: the flight (SND.MAX - SND.UNA) and SND.NXT's, the data's end from SND.NXT and
        // SND.MAX; sequence compares by the sign of the difference (RFC 9293 section 3.4).
        self.d_nxt_max.next = self.w.q.val().get_value_snd_nxt() - self.w.q.val().get_value_snd_max();
        self.d_max_end.next = self.w.q.val().get_value_snd_max() - self.w.q.val().get_value_data_end();
        if self.st.q.val() == plan_state::SPAN {
            self.flight.d.next = self.w.q.val().get_value_snd_max() - self.w.q.val().get_value_snd_una();
            self.in_flight.d.next = self.w.q.val().get_value_snd_nxt() - self.w.q.val().get_value_snd_una();
            self.end_nxt.d.next = self.w.q.val().get_value_data_end() - self.w.q.val().get_value_snd_nxt();
            self.end_max.d.next = self.w.q.val().get_value_data_end() - self.w.q.val().get_value_snd_max();
            self.end_una.d.next = self.w.q.val().get_value_data_end() - self.w.q.val().get_value_snd_una();
            self.fin_out.d.next = self.w.q.val().get_value_fin_sent() & (self.w.q.val().get_value_snd_una() != self.w.q.val().get_value_snd_max());
            self.nxt_lt_max.d.next = self.d_nxt_max.val().get_value_diff_neg();
            self.max_lt_end.d.next = self.d_max_end.val().get_value_diff_neg();
            self.nxt_at_end.d.next = self.w.q.val().get_value_snd_nxt() == self.w.q.val().get_value_data_end();
            self.max_at_end.d.next = self.w.q.val().get_value_snd_max() == self.w.q.val().get_value_data_end();
            self.wnd_lt_cwnd.d.next = self.w.q.val().get_value_snd_wnd() < self.w.q.val().get_value_cwnd();
            self.st.d.next = bits::<4>(plan_state::WINDOW);
        }
        if self.st.q.val() == plan_state::WINDOW {
            if self.wnd_lt_cwnd.q.val() {
                self.wnd.d.next = self.w.q.val().get_value_snd_wnd();
            } else {
                self.wnd.d.next = self.w.q.val().get_value_cwnd();
            }
            if self.fin_out.q.val() {
                self.data_flight.d.next = self.flight.q.val() - 1;
            } else {
                self.data_flight.d.next = self.flight.q.val();
            }
            self.flight_zero.d.next = !self.flight.q.val().any();
            self.in_flight_zero.d.next = !self.in_flight.q.val().any();
            self.st.d.next = bits::<4>(plan_state::ROOM);
        }
        if self.st.q.val() == plan_state::ROOM {
            self.new_gt.d.next = self.wnd.q.val() > self.flight.q.val();
            self.new_diff.d.next = self.wnd.q.val() - self.flight.q.val();
            if self.wnd.q.val() < self.mss32.val() {
                self.gb_win.d.next = self.mss32.val();
            } else {
                self.gb_win.d.next = self.wnd.q.val();
            }
            self.df_lt_mss.d.next = self.data_flight.q.val() < self.mss32.val();
            self.df_some.d.next = self.data_flight.q.val().any();
            self.st.d.next = bits::<4>(plan_state::CAP);
        }
        if self.st.q.val() == plan_state::CAP {
            self.new_room.d.next = bits::<32>(0);
            if self.new_gt.q.val() {
                self.new_room.d.next = self.new_diff.q.val();
            }
            self.gb_gt.d.next = self.gb_win.q.val() > self.in_flight.q.val();
            self.gb_diff.d.next = self.gb_win.q.val() - self.in_flight.q.val();
            if self.df_lt_mss.q.val() {
                self.df_lim.d.next = self.data_flight.q.val().get_value_diff_lo();
            } else {
                self.df_lim.d.next = self.w.q.val().get_value_snd_mss();
            }
            self.st.d.next = bits::<4>(plan_state::PICK);
        }
        // PICK: go-back-N's room (one MSS with nothing before SND.NXT); both rooms capped at
        // one MSS.
        if self.in_flight_zero.q.val() {
            self.gb_lim.next = self.mss32.val();
        } else if !self.gb_gt.q.val() {
            self.gb_lim.next = bits::<32>(0);
        } else if self.gb_diff.q.val() < self.mss32.val() {
            self.gb_lim.next = self.gb_diff.q.val();
        } else {
            self.gb_lim.next = self.mss32.val();
        }
        if self.st.q.val() == plan_state::PICK {
            if self.new_room.q.val() < self.mss32.val() {
                self.new_lim.d.next = self.new_room.q.val();
            } else {
                self.new_lim.d.next = self.mss32.val();
            }
            self.gb_room.d.next = self.gb_lim.val();
            self.st.d.next = bits::<4>(plan_state::CHOOSE);
        }
        // CHOOSE: the kind, start and limit before the data's end.
        if self.st.q.val() == plan_state::CHOOSE {
            self.kind.d.next = bits::<2>(plan_kind::NOTHING);
            self.start.d.next = bits::<32>(0);
            self.lim0.d.next = bits::<32>(0);
            self.dist.d.next = bits::<32>(0);
            self.cut_ok.d.next = false;
            self.retransmit.d.next = false;
            self.advance.d.next = false;
            if !self.w.q.val().get_value_synchronized() {
                self.kind.d.next = bits::<2>(plan_kind::NOTHING);
            } else if self.w.q.val().get_value_rexmt_first() & self.df_some.q.val() {
                self.kind.d.next = bits::<2>(plan_kind::RECORDS);
                self.start.d.next = self.w.q.val().get_value_snd_una();
                self.lim0.d.next = bit_cast::<32, 16>(self.df_lim.q.val());
                self.dist.d.next = self.end_una.q.val();
                self.cut_ok.d.next = true;
                self.retransmit.d.next = true;
            } else if self.w.q.val().get_value_rexmt_first() & self.fin_out.q.val() {
                self.kind.d.next = bits::<2>(plan_kind::FIN);
                self.start.d.next = self.w.q.val().get_value_snd_una();
                self.retransmit.d.next = true;
            } else if self.nxt_lt_max.q.val() {
                if self.nxt_at_end.q.val() {
                    self.kind.d.next = bits::<2>(plan_kind::FIN);
                    self.start.d.next = self.w.q.val().get_value_snd_nxt();
                    self.retransmit.d.next = true;
                    self.advance.d.next = true;
                } else if self.gb_room.q.val().any() {
                    self.kind.d.next = bits::<2>(plan_kind::RECORDS);
                    self.start.d.next = self.w.q.val().get_value_snd_nxt();
                    self.lim0.d.next = self.gb_room.q.val();
                    self.dist.d.next = self.end_nxt.q.val();
                    self.cut_ok.d.next = (self.gb_room.q.val() == self.mss32.val()) | self.in_flight_zero.q.val();
                    self.retransmit.d.next = true;
                    self.advance.d.next = true;
                }
            } else if self.max_lt_end.q.val() {
                if self.new_lim.q.val().any() {
                    self.kind.d.next = bits::<2>(plan_kind::RECORDS);
                    self.start.d.next = self.w.q.val().get_value_snd_max();
                    self.lim0.d.next = self.new_lim.q.val();
                    self.dist.d.next = self.end_max.q.val();
                    self.cut_ok.d.next = (self.new_lim.q.val() == self.mss32.val()) | self.flight_zero.q.val();
                    self.advance.d.next = true;
                }
            } else if self.w.q.val().get_value_fin_queued() & !self.w.q.val().get_value_fin_sent() & self.max_at_end.q.val() {
                self.kind.d.next = bits::<2>(plan_kind::FIN);
                self.start.d.next = self.w.q.val().get_value_data_end();
                self.advance.d.next = true;
            }
            self.st.d.next = bits::<4>(plan_state::CLAMP);
        }
        if (self.st.q.val() == plan_state::OUT) & self.m_plan.ready.val() {
            self.n_plan.d.next = self.n_plan.q.val() + 1;
            self.st.d.next = bits::<4>(plan_state::IDLE);
        }
        // CLAMP: the limit within the data's end (the smaller is below 2^16: lim0 is at most
        // one MSS).
        if self.st.q.val() == plan_state::CLAMP {
            if self.lim0.q.val() < self.dist.q.val() {
                self.limit.d.next = self.lim0.q.val().get_value_diff_lo();
            } else {
                self.limit.d.next = self.dist.q.val().get_value_diff_lo();
            }
            self.st.d.next = bits::<4>(plan_state::OUT);
        }
        self.m_plan.conn.next = self.w.q.val().get_value_conn();
        self.m_plan.kind.next = self.kind.q.val();
        self.m_plan.start.next = self.start.q.val();
        self.m_plan.limit.next = self.limit.q.val();
        self.m_plan.cut_ok.next = self.cut_ok.q.val();
        self.m_plan.retransmit.next = self.retransmit.q.val();
        self.m_plan.advance.next = self.advance.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<4>(plan_state::IDLE);
            self.n_plan.d.next = bits::<32>(0);
        }
    }
}
