//! ToeAck: the ACK field of a received segment, emitted as `rtl/toe_ack.v`.
//!
//! A segment's ACK fields with the send half of its connection's TCB and the tick count
//! (`s_in`, [`AckIn`]) become the decision and the send half after it (`m_dec`,
//! [`AckDecOut`]): golden `toe_ack::ack_decide`, which the reference engine runs for every
//! acceptable segment in ESTABLISHED and after. The window update (SND.WL1 / SND.WL2, scaled
//! by the peer's shift); new data acknowledged (SND.UNA, the bytes freed, the RTT sample from
//! TSecr or from the timed segment by Karn's rule, RFC 6298's estimator in scaled integers
//! and the clamped RTO, the retransmission timer stopped or restarted); congestion control
//! (slow start, congestion avoidance counted in bytes, NewReno's full and partial
//! acknowledgements); duplicate ACKs (window inflation in recovery, fast retransmit on the
//! third); the ACK of our FIN. On a connection that agreed SACK (`sack`), recovery is RFC
//! 6675's instead (golden's `v.sack` branches): a duplicate is an ACK whose blocks SACKed new
//! bytes (`sack_new`, the scoreboard's answer), recovery starts at the third or at once when
//! SND.UNA's byte is lost (`lost_first`), once SEG.ACK has reached the recovery point
//! (section 5.1), with cwnd = ssthresh = FlightSize / 2 and no inflation; a partial ACK in
//! recovery changes no window (the pipe paces it).
//!
//! One ACK at a time, a step of arithmetic per state ([`ack_state`]: one 32-bit add, or a
//! compare and a select, per cycle, so each state fits 6.4 ns): ten cycles an ACK, IDLE to
//! OUT, 15.6 M ACKs/s at 156.25 MHz, more than the 14.88 M minimum-size frames a second of
//! 10 Gb/s Ethernet (84 bytes of wire time each). The input stays in its register for the
//! whole computation, so only the intermediate results are registers.
//!
//! `cfg_rto_min` / `cfg_rto_max` are the RTO bounds in ticks (configuration, held).

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeAck {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: AckIn,
    pub m_dec: AckDecOut,
    pub cfg_rto_min: Signal<In, Bits<32>>,
    pub cfg_rto_max: Signal<In, Bits<32>>,
    /// Decisions taken.
    pub cnt_acks: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    w: DFF<Bits<{ ack_w::BITS }>>,
    dec: DFF<Bits<{ ack_dec::BITS }>>,
    rto_o: DFF<Bits<32>>,
    n_acks: DFF<Bits<32>>,
    // CMP
    unsent: DFF<Bit>,
    /// SND.UNA - MAX.SND.WND: the oldest acceptable ACK (RFC 5961 section 5.2).
    old_edge: DFF<Bits<32>>,
    adv: DFF<Bit>,
    una_le: DFF<Bit>,
    wl1_lt: DFF<Bit>,
    wl1_eq: DFF<Bit>,
    wl2_le: DFF<Bit>,
    wnd: DFF<Bits<32>>,
    nxt_lt: DFF<Bit>,
    fin_hit: DFF<Bit>,
    r_ts: DFF<Bits<32>>,
    r_tm: DFF<Bits<32>>,
    tm_hit: DFF<Bit>,
    rec_le: DFF<Bit>,
    rec_lt: DFF<Bit>,
    ack_eq_una: DFF<Bit>,
    max_ne_una: DFF<Bit>,
    dup_shape: DFF<Bit>,
    cw_lt_ss: DFF<Bit>,
    acked: DFF<Bits<32>>,
    flight_a: DFF<Bits<32>>,
    flight_u: DFF<Bits<32>>,
    rv_keep: DFF<Bits<32>>,
    sr_keep: DFF<Bits<32>>,
    srtt: DFF<Bits<32>>,
    mss2: DFF<Bits<32>>,
    // SUMS
    win_upd: DFF<Bit>,
    /// SEG.ACK < SND.UNA - MAX.SND.WND; the window offered above MAX.SND.WND.
    too_old: DFF<Bit>,
    wnd_above_max: DFF<Bit>,
    /// SND.WND less the bytes acknowledged (saturating): the window when the ACK advances
    /// without updating it (the right edge kept).
    wnd_lt_acked: DFF<Bit>,
    wnd_m_acked: DFF<Bits<32>>,
    wnd_keep: DFF<Bits<32>>,
    wnd_eq: DFF<Bit>,
    wnd_nz: DFF<Bit>,
    sample: DFF<Bit>,
    r_ts_lt: DFF<Bit>,
    r_tm_lt: DFF<Bit>,
    acked_m: DFF<Bits<32>>,
    ack_ge_mss: DFF<Bit>,
    cw_lt_acked: DFF<Bit>,
    cw_m_acked: DFF<Bits<32>>,
    abc_sum: DFF<Bits<32>>,
    cw_p_acked: DFF<Bits<32>>,
    cw_p_mss: DFF<Bits<32>>,
    f_lt_mss: DFF<Bit>,
    f_p_mss: DFF<Bits<32>>,
    fh_lt_mss2: DFF<Bit>,
    mss3: DFF<Bits<32>>,
    dup_inc: DFF<Bits<3>>,
    // SELECT
    r_cl: DFF<Bits<32>>,
    dl_lt_buf: DFF<Bit>,
    full_sel: DFF<Bits<32>>,
    ss_fr: DFF<Bits<32>>,
    abc_ge_cw: DFF<Bit>,
    abc_m_cw: DFF<Bits<32>>,
    cw_sub: DFF<Bits<32>>,
    cw_ss: DFF<Bits<32>>,
    dup: DFF<Bit>,
    /// RFC 6675 (SACK): a duplicate (new bytes SACKed, not in recovery after the advance),
    /// the duplicate count after it, recovery entered.
    sk_dup: DFF<Bit>,
    sk_cnt: DFF<Bits<3>>,
    sk_enter: DFF<Bit>,
    // ERR
    d_rs: DFF<Bits<32>>,
    d_sr: DFF<Bits<32>>,
    r_ge: DFF<Bit>,
    data_acked: DFF<Bits<32>>,
    cw_full: DFF<Bits<32>>,
    cw_fr: DFF<Bits<32>>,
    cw_part_a: DFF<Bits<32>>,
    abc_new: DFF<Bits<32>>,
    cw_ca: DFF<Bits<32>>,
    // ABS
    err: DFF<Bits<32>>,
    cw_part: DFF<Bits<32>>,
    buf_new: DFF<Bits<32>>,
    ab_new: DFF<Bits<32>>,
    // EST
    rv_new: DFF<Bits<32>>,
    sr_new: DFF<Bits<32>>,
    // RTO
    rto_raw: DFF<Bits<32>>,
    // Locals
    mss32: Signal<Local, Bits<32>>,
    d_max_ack: Signal<Local, Bits<32>>,
    d_una_ack: Signal<Local, Bits<32>>,
    d_acked: Signal<Local, Bits<32>>,
    d_wl1: Signal<Local, Bits<32>>,
    d_wl2: Signal<Local, Bits<32>>,
    d_nxt: Signal<Local, Bits<32>>,
    d_tm: Signal<Local, Bits<32>>,
    d_rec1: Signal<Local, Bits<32>>,
    d_rec2: Signal<Local, Bits<32>>,
    d_old: Signal<Local, Bits<32>>,
    fl: Signal<Local, Bits<8>>,
    samp_ts: Signal<Local, Bit>,
    fast_rx: Signal<Local, Bit>,
    /// In recovery once the advance's full acknowledgement is applied.
    rec_after: Signal<Local, Bit>,
    sk_dup_c: Signal<Local, Bit>,
    rto_c: Signal<Local, Bits<32>>,
}

impl Logic for ToeAck {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, w, dec, rto_o, n_acks, unsent, adv, una_le, wl1_lt, wl1_eq, wl2_le, wnd, nxt_lt, fin_hit, r_ts, r_tm, tm_hit, rec_le, rec_lt, ack_eq_una,
            max_ne_una, dup_shape, cw_lt_ss, acked, flight_a, flight_u, rv_keep, sr_keep, srtt, mss2, win_upd, wnd_eq, wnd_nz, sample, r_ts_lt, r_tm_lt, acked_m,
            ack_ge_mss, cw_lt_acked, cw_m_acked, abc_sum, cw_p_acked, cw_p_mss, f_lt_mss, f_p_mss, fh_lt_mss2, mss3, dup_inc, r_cl, dl_lt_buf, full_sel, ss_fr,
            abc_ge_cw, abc_m_cw, cw_sub, cw_ss, dup, d_rs, d_sr, r_ge, data_acked, cw_full, cw_fr, cw_part_a, abc_new, cw_ca, err, cw_part, buf_new, ab_new, rv_new,
            sr_new, rto_raw, wnd_lt_acked, wnd_m_acked, wnd_keep, old_edge, too_old, wnd_above_max, sk_dup, sk_cnt, sk_enter
        );
        self.s_in.ready.next = (self.st.q.val() == ack_state::IDLE) & !self.reset.val();
        self.m_dec.valid.next = self.st.q.val() == ack_state::OUT;
        self.cnt_acks.next = self.n_acks.q.val();
        self.mss32.next = bit_cast::<32, 16>(self.w.q.val().get_value_snd_mss());
        self.fl.next = self.w.q.val().get_value_flags();
        self.samp_ts.next = self.w.q.val().get_value_ts_ok() & self.w.q.val().get_value_tsecr_on();

        // IDLE: the segment and the TCB into the input register.
        if (self.st.q.val() == ack_state::IDLE) & self.s_in.valid.val() {
            self.w.d.next = bits::<{ ack_w::BITS }>(0);
            self.w.d.next.set_value_conn(self.s_in.conn.val());
            self.w.d.next.set_value_state(self.s_in.state.val());
            self.w.d.next.set_value_snd_una(self.s_in.snd_una.val());
            self.w.d.next.set_value_snd_nxt(self.s_in.snd_nxt.val());
            self.w.d.next.set_value_snd_max(self.s_in.snd_max.val());
            self.w.d.next.set_value_snd_wnd(self.s_in.snd_wnd.val());
            self.w.d.next.set_value_max_snd_wnd(self.s_in.max_snd_wnd.val());
            self.w.d.next.set_value_snd_wl1(self.s_in.snd_wl1.val());
            self.w.d.next.set_value_snd_wl2(self.s_in.snd_wl2.val());
            self.w.d.next.set_value_snd_shift(self.s_in.snd_shift.val());
            self.w.d.next.set_value_snd_mss(self.s_in.snd_mss.val());
            self.w.d.next.set_value_fin_sent(self.s_in.fin_sent.val());
            self.w.d.next.set_value_buf_len(self.s_in.buf_len.val());
            self.w.d.next.set_value_ts_ok(self.s_in.ts_ok.val());
            self.w.d.next.set_value_timing_on(self.s_in.timing_on.val());
            self.w.d.next.set_value_timing_seq(self.s_in.timing_seq.val());
            self.w.d.next.set_value_timing_at(self.s_in.timing_at.val());
            self.w.d.next.set_value_rtt_seen(self.s_in.rtt_seen.val());
            self.w.d.next.set_value_srtt8(self.s_in.srtt8.val());
            self.w.d.next.set_value_rttvar4(self.s_in.rttvar4.val());
            self.w.d.next.set_value_rto(self.s_in.rto.val());
            self.w.d.next.set_value_in_recovery(self.s_in.in_recovery.val());
            self.w.d.next.set_value_recover(self.s_in.recover.val());
            self.w.d.next.set_value_cwnd(self.s_in.cwnd.val());
            self.w.d.next.set_value_ssthresh(self.s_in.ssthresh.val());
            self.w.d.next.set_value_abc(self.s_in.abc.val());
            self.w.d.next.set_value_dupacks(self.s_in.dupacks.val());
            self.w.d.next.set_value_acked_bytes(self.s_in.acked_bytes.val());
            self.w.d.next.set_value_now(self.s_in.now.val());
            self.w.d.next.set_value_seq(self.s_in.seq.val());
            self.w.d.next.set_value_ack(self.s_in.ack.val());
            self.w.d.next.set_value_window(self.s_in.window.val());
            self.w.d.next.set_value_flags(self.s_in.flags.val());
            self.w.d.next.set_value_len(self.s_in.len.val());
            self.w.d.next.set_value_tsecr_on(self.s_in.tsecr_on.val());
            self.w.d.next.set_value_tsecr(self.s_in.tsecr.val());
            self.w.d.next.set_value_sack(self.s_in.sack.val());
            self.w.d.next.set_value_sack_new(self.s_in.sack_new.val());
            self.w.d.next.set_value_lost_first(self.s_in.lost_first.val());
            self.st.d.next = bits::<4>(ack_state::CMP);
        }

        // CMP: every difference the rules compare (signs are RFC 9293 section 3.4's order).
        self.d_max_ack.next = self.w.q.val().get_value_snd_max() - self.w.q.val().get_value_ack();
        self.d_una_ack.next = self.w.q.val().get_value_snd_una() - self.w.q.val().get_value_ack();
        self.d_acked.next = self.w.q.val().get_value_ack() - self.w.q.val().get_value_snd_una();
        self.d_wl1.next = self.w.q.val().get_value_snd_wl1() - self.w.q.val().get_value_seq();
        self.d_wl2.next = self.w.q.val().get_value_ack() - self.w.q.val().get_value_snd_wl2();
        self.d_nxt.next = self.w.q.val().get_value_snd_nxt() - self.w.q.val().get_value_ack();
        self.d_tm.next = self.w.q.val().get_value_timing_seq() - self.w.q.val().get_value_ack();
        self.d_rec1.next = self.w.q.val().get_value_ack() - self.w.q.val().get_value_recover();
        self.d_rec2.next = self.w.q.val().get_value_recover() - self.w.q.val().get_value_ack();
        self.d_old.next = self.w.q.val().get_value_ack() - self.old_edge.q.val();
        if self.st.q.val() == ack_state::CMP {
            // SND.MAX < SEG.ACK: an ACK of unsent data.
            self.unsent.d.next = self.d_max_ack.val().get_value_diff_neg();
            self.old_edge.d.next = self.w.q.val().get_value_snd_una() - self.w.q.val().get_value_max_snd_wnd();
            self.adv.d.next = self.d_una_ack.val().get_value_diff_neg();
            self.una_le.d.next = !self.d_acked.val().get_value_diff_neg();
            self.wl1_lt.d.next = self.d_wl1.val().get_value_diff_neg();
            self.wl1_eq.d.next = self.w.q.val().get_value_snd_wl1() == self.w.q.val().get_value_seq();
            self.wl2_le.d.next = !self.d_wl2.val().get_value_diff_neg();
            self.wnd.d.next = bit_cast::<32, 16>(self.w.q.val().get_value_window()) << self.w.q.val().get_value_snd_shift();
            self.nxt_lt.d.next = self.d_nxt.val().get_value_diff_neg();
            self.fin_hit.d.next = self.w.q.val().get_value_fin_sent() & (self.w.q.val().get_value_ack() == self.w.q.val().get_value_snd_max());
            self.r_ts.d.next = self.w.q.val().get_value_now() - self.w.q.val().get_value_tsecr();
            self.r_tm.d.next = self.w.q.val().get_value_now() - self.w.q.val().get_value_timing_at();
            self.tm_hit.d.next = self.w.q.val().get_value_timing_on() & self.d_tm.val().get_value_diff_neg();
            self.rec_le.d.next = !self.d_rec1.val().get_value_diff_neg();
            self.rec_lt.d.next = self.d_rec2.val().get_value_diff_neg();
            self.ack_eq_una.d.next = self.w.q.val().get_value_ack() == self.w.q.val().get_value_snd_una();
            self.max_ne_una.d.next = self.w.q.val().get_value_snd_max() != self.w.q.val().get_value_snd_una();
            self.dup_shape.d.next = !self.w.q.val().get_value_len().any() & !self.fl.val().get_value_syn() & !self.fl.val().get_value_fin();
            self.cw_lt_ss.d.next = self.w.q.val().get_value_cwnd() < self.w.q.val().get_value_ssthresh();
            self.acked.d.next = self.d_acked.val();
            self.flight_a.d.next = self.d_max_ack.val();
            self.flight_u.d.next = self.w.q.val().get_value_snd_max() - self.w.q.val().get_value_snd_una();
            self.rv_keep.d.next = self.w.q.val().get_value_rttvar4() - (self.w.q.val().get_value_rttvar4() >> ack_scale::RTTVAR);
            self.sr_keep.d.next = self.w.q.val().get_value_srtt8() - (self.w.q.val().get_value_srtt8() >> ack_scale::SRTT);
            self.srtt.d.next = self.w.q.val().get_value_srtt8() >> ack_scale::SRTT;
            self.mss2.d.next = self.mss32.val() << ack_scale::TWICE;
            self.st.d.next = bits::<4>(ack_state::SUMS);
        }

        // SUMS: the window rule, the sample's source, the congestion sums.
        if self.st.q.val() == ack_state::SUMS {
            self.win_upd.d.next = self.una_le.q.val() & (self.wl1_lt.q.val() | (self.wl1_eq.q.val() & self.wl2_le.q.val()));
            // RFC 5961 section 5.2: SEG.ACK below SND.UNA - MAX.SND.WND.
            self.too_old.d.next = self.d_old.val().get_value_diff_neg();
            self.wnd_above_max.d.next = self.w.q.val().get_value_max_snd_wnd() < self.wnd.q.val();
            self.wnd_eq.d.next = self.wnd.q.val() == self.w.q.val().get_value_snd_wnd();
            self.wnd_lt_acked.d.next = self.w.q.val().get_value_snd_wnd() < self.acked.q.val();
            self.wnd_m_acked.d.next = self.w.q.val().get_value_snd_wnd() - self.acked.q.val();
            self.wnd_nz.d.next = self.wnd.q.val().any();
            self.sample.d.next = self.adv.q.val() & (self.samp_ts.val() | self.tm_hit.q.val());
            self.r_ts_lt.d.next = self.r_ts.q.val() < self.cfg_rto_max.val();
            self.r_tm_lt.d.next = self.r_tm.q.val() < self.cfg_rto_max.val();
            self.acked_m.d.next = self.acked.q.val() - bit_cast::<32, 1>(self.fin_hit.q.val().into());
            self.ack_ge_mss.d.next = self.acked.q.val() >= self.mss32.val();
            self.cw_lt_acked.d.next = self.w.q.val().get_value_cwnd() < self.acked.q.val();
            self.cw_m_acked.d.next = self.w.q.val().get_value_cwnd() - self.acked.q.val();
            self.abc_sum.d.next = self.w.q.val().get_value_abc() + self.acked.q.val();
            self.cw_p_acked.d.next = self.w.q.val().get_value_cwnd() + self.acked.q.val();
            self.cw_p_mss.d.next = self.w.q.val().get_value_cwnd() + self.mss32.val();
            self.f_lt_mss.d.next = self.flight_a.q.val() < self.mss32.val();
            self.f_p_mss.d.next = self.flight_a.q.val() + self.mss32.val();
            self.fh_lt_mss2.d.next = (self.flight_u.q.val() >> ack_scale::TWICE) < self.mss2.q.val();
            self.mss3.d.next = self.mss2.q.val() + self.mss32.val();
            if self.w.q.val().get_value_dupacks() == ack_dup::COUNT_MAX {
                self.dup_inc.d.next = self.w.q.val().get_value_dupacks();
            } else {
                self.dup_inc.d.next = self.w.q.val().get_value_dupacks() + 1;
            }
            self.st.d.next = bits::<4>(ack_state::SELECT);
        }

        // SELECT: the sample clamped to the RTO ceiling, the candidates' selections.
        self.rec_after.next = self.w.q.val().get_value_in_recovery() & !(self.adv.q.val() & self.rec_le.q.val());
        self.sk_dup_c.next = self.w.q.val().get_value_sack() & self.max_ne_una.q.val() & self.w.q.val().get_value_sack_new() & !self.rec_after.val();
        if self.st.q.val() == ack_state::SELECT {
            if self.samp_ts.val() {
                if self.r_ts_lt.q.val() {
                    self.r_cl.d.next = self.r_ts.q.val();
                } else {
                    self.r_cl.d.next = self.cfg_rto_max.val();
                }
            } else if self.r_tm_lt.q.val() {
                self.r_cl.d.next = self.r_tm.q.val();
            } else {
                self.r_cl.d.next = self.cfg_rto_max.val();
            }
            self.dl_lt_buf.d.next = self.acked_m.q.val() < self.w.q.val().get_value_buf_len();
            if self.f_lt_mss.q.val() {
                self.full_sel.d.next = self.mss2.q.val();
            } else {
                self.full_sel.d.next = self.f_p_mss.q.val();
            }
            if self.fh_lt_mss2.q.val() {
                self.ss_fr.d.next = self.mss2.q.val();
            } else {
                self.ss_fr.d.next = self.flight_u.q.val() >> ack_scale::TWICE;
            }
            self.abc_ge_cw.d.next = self.abc_sum.q.val() >= self.w.q.val().get_value_cwnd();
            self.abc_m_cw.d.next = self.abc_sum.q.val() - self.w.q.val().get_value_cwnd();
            if self.wnd_lt_acked.q.val() {
                self.wnd_keep.d.next = bits::<32>(0);
            } else {
                self.wnd_keep.d.next = self.wnd_m_acked.q.val();
            }
            if self.cw_lt_acked.q.val() {
                self.cw_sub.d.next = bits::<32>(0);
            } else {
                self.cw_sub.d.next = self.cw_m_acked.q.val();
            }
            if self.ack_ge_mss.q.val() {
                self.cw_ss.d.next = self.cw_p_mss.q.val();
            } else {
                self.cw_ss.d.next = self.cw_p_acked.q.val();
            }
            self.dup.d.next = self.ack_eq_una.q.val() & self.max_ne_una.q.val() & self.dup_shape.q.val() & self.wnd_eq.q.val();
            // RFC 6675 section 5: counted from 0 after an advance (which resets the count).
            self.sk_dup.d.next = self.sk_dup_c.val();
            if self.adv.q.val() {
                self.sk_cnt.d.next = bits::<3>(1);
            } else {
                self.sk_cnt.d.next = self.dup_inc.q.val();
            }
            self.sk_enter.d.next = self.sk_dup_c.val()
                & ((!self.adv.q.val() & (self.dup_inc.q.val() >= bits::<3>(ack_dup::THRESHOLD))) | self.w.q.val().get_value_lost_first())
                & self.rec_le.q.val();
            self.st.d.next = bits::<4>(ack_state::ERR);
        }

        // ERR: the RTT error's two differences; the windows' candidates.
        if self.st.q.val() == ack_state::ERR {
            self.d_rs.d.next = self.r_cl.q.val() - self.srtt.q.val();
            self.d_sr.d.next = self.srtt.q.val() - self.r_cl.q.val();
            self.r_ge.d.next = self.r_cl.q.val() >= self.srtt.q.val();
            if self.dl_lt_buf.q.val() {
                self.data_acked.d.next = self.acked_m.q.val();
            } else {
                self.data_acked.d.next = self.w.q.val().get_value_buf_len();
            }
            if self.w.q.val().get_value_ssthresh() < self.full_sel.q.val() {
                self.cw_full.d.next = self.w.q.val().get_value_ssthresh();
            } else {
                self.cw_full.d.next = self.full_sel.q.val();
            }
            self.cw_fr.d.next = self.ss_fr.q.val() + self.mss3.q.val();
            if self.ack_ge_mss.q.val() {
                self.cw_part_a.d.next = self.cw_sub.q.val() + self.mss32.val();
            } else {
                self.cw_part_a.d.next = self.cw_sub.q.val();
            }
            if self.abc_ge_cw.q.val() {
                self.abc_new.d.next = self.abc_m_cw.q.val();
                self.cw_ca.d.next = self.cw_p_mss.q.val();
            } else {
                self.abc_new.d.next = self.abc_sum.q.val();
                self.cw_ca.d.next = self.w.q.val().get_value_cwnd();
            }
            self.st.d.next = bits::<4>(ack_state::ABS);
        }

        // ABS: |sample - SRTT|; the partial ACK's floor of one MSS; the bytes counted.
        if self.st.q.val() == ack_state::ABS {
            if self.r_ge.q.val() {
                self.err.d.next = self.d_rs.q.val();
            } else {
                self.err.d.next = self.d_sr.q.val();
            }
            if self.cw_part_a.q.val() < self.mss32.val() {
                self.cw_part.d.next = self.mss32.val();
            } else {
                self.cw_part.d.next = self.cw_part_a.q.val();
            }
            self.buf_new.d.next = self.w.q.val().get_value_buf_len() - self.data_acked.q.val();
            self.ab_new.d.next = self.w.q.val().get_value_acked_bytes() + self.data_acked.q.val();
            self.st.d.next = bits::<4>(ack_state::EST);
        }

        // EST: RFC 6298 section 2.2 (the first sample) or 2.3.
        if self.st.q.val() == ack_state::EST {
            if self.w.q.val().get_value_rtt_seen() {
                self.rv_new.d.next = self.rv_keep.q.val() + self.err.q.val();
                self.sr_new.d.next = self.sr_keep.q.val() + self.r_cl.q.val();
            } else {
                self.rv_new.d.next = self.r_cl.q.val() << ack_scale::FIRST_RTTVAR;
                self.sr_new.d.next = self.r_cl.q.val() << ack_scale::SRTT;
            }
            self.st.d.next = bits::<4>(ack_state::RTO);
        }

        // RTO: SRTT + max(G, 4 RTTVAR), G one tick.
        if self.st.q.val() == ack_state::RTO {
            if self.rv_new.q.val().any() {
                self.rto_raw.d.next = (self.sr_new.q.val() >> ack_scale::SRTT) + self.rv_new.q.val();
            } else {
                self.rto_raw.d.next = (self.sr_new.q.val() >> ack_scale::SRTT) + 1;
            }
            self.st.d.next = bits::<4>(ack_state::DECIDE);
        }

        // DECIDE: the RTO clamped; the decision and the send half after the ACK.
        self.rto_c.next = self.rto_raw.q.val();
        if self.rto_raw.q.val() < self.cfg_rto_min.val() {
            self.rto_c.next = self.cfg_rto_min.val();
        }
        if (self.rto_raw.q.val() > self.cfg_rto_max.val()) | ((self.rto_raw.q.val() < self.cfg_rto_min.val()) & (self.cfg_rto_min.val() > self.cfg_rto_max.val())) {
            self.rto_c.next = self.cfg_rto_max.val();
        }
        self.fast_rx.next = !self.w.q.val().get_value_sack()
            & !self.adv.q.val()
            & self.dup.q.val()
            & !self.w.q.val().get_value_in_recovery()
            & (self.dup_inc.q.val() == ack_dup::THRESHOLD)
            & self.rec_lt.q.val();
        if self.st.q.val() == ack_state::DECIDE {
            self.rto_o.d.next = self.w.q.val().get_value_rto();
            self.dec.d.next = bits::<{ ack_dec::BITS }>(0);
            self.dec.d.next.set_value_conn(self.w.q.val().get_value_conn());
            self.dec.d.next.set_value_unsent(self.unsent.q.val());
            self.dec.d.next.set_value_too_old(!self.unsent.q.val() & self.too_old.q.val());
            self.dec.d.next.set_value_max_snd_wnd(self.w.q.val().get_value_max_snd_wnd());
            self.dec.d.next.set_value_fin_acked(bits::<3>(fin_ack::NO));
            self.dec.d.next.set_value_rexmt_timer(bits::<2>(rexmt_op::KEEP));
            self.dec.d.next.set_value_snd_una(self.w.q.val().get_value_snd_una());
            self.dec.d.next.set_value_snd_nxt(self.w.q.val().get_value_snd_nxt());
            self.dec.d.next.set_value_snd_wnd(self.w.q.val().get_value_snd_wnd());
            self.dec.d.next.set_value_snd_wl1(self.w.q.val().get_value_snd_wl1());
            self.dec.d.next.set_value_snd_wl2(self.w.q.val().get_value_snd_wl2());
            self.dec.d.next.set_value_buf_len(self.w.q.val().get_value_buf_len());
            self.dec.d.next.set_value_timing_on(self.w.q.val().get_value_timing_on());
            self.dec.d.next.set_value_rtt_seen(self.w.q.val().get_value_rtt_seen());
            self.dec.d.next.set_value_srtt8(self.w.q.val().get_value_srtt8());
            self.dec.d.next.set_value_rttvar4(self.w.q.val().get_value_rttvar4());
            self.dec.d.next.set_value_in_recovery(self.w.q.val().get_value_in_recovery());
            self.dec.d.next.set_value_recover(self.w.q.val().get_value_recover());
            self.dec.d.next.set_value_cwnd(self.w.q.val().get_value_cwnd());
            self.dec.d.next.set_value_ssthresh(self.w.q.val().get_value_ssthresh());
            self.dec.d.next.set_value_abc(self.w.q.val().get_value_abc());
            self.dec.d.next.set_value_dupacks(self.w.q.val().get_value_dupacks());
            self.dec.d.next.set_value_acked_bytes(self.w.q.val().get_value_acked_bytes());
            if !self.unsent.q.val() & !self.too_old.q.val() {
                // The window update rule (SND.WL1 / SND.WL2).
                if self.win_upd.q.val() {
                    self.dec.d.next.set_value_window_update(true);
                    if self.wnd_above_max.q.val() {
                        self.dec.d.next.set_value_max_snd_wnd(self.wnd.q.val());
                    }
                    self.dec.d.next.set_value_persist_stop(self.wnd_nz.q.val());
                    self.dec.d.next.set_value_snd_wnd(self.wnd.q.val());
                    self.dec.d.next.set_value_snd_wl1(self.w.q.val().get_value_seq());
                    self.dec.d.next.set_value_snd_wl2(self.w.q.val().get_value_ack());
                }
                self.dec.d.next.set_value_wake(
                    self.adv.q.val()
                        | (self.win_upd.q.val() & !self.wnd_eq.q.val())
                        | (!self.w.q.val().get_value_sack() & !self.adv.q.val() & self.dup.q.val() & self.w.q.val().get_value_in_recovery())
                        | self.fast_rx.val()
                        | (self.w.q.val().get_value_sack() & (self.rec_after.val() | self.sk_enter.q.val())),
                );
                if self.adv.q.val() {
                    self.dec.d.next.set_value_advanced(true);
                    self.dec.d.next.set_value_data_acked(self.data_acked.q.val());
                    self.dec.d.next.set_value_buf_len(self.buf_new.q.val());
                    self.dec.d.next.set_value_snd_una(self.w.q.val().get_value_ack());
                    if !self.win_upd.q.val() {
                        self.dec.d.next.set_value_snd_wnd(self.wnd_keep.q.val());
                    }
                    if self.nxt_lt.q.val() {
                        self.dec.d.next.set_value_snd_nxt(self.w.q.val().get_value_ack());
                    }
                    self.dec.d.next.set_value_acked_bytes(self.ab_new.q.val());
                    if self.sample.q.val() {
                        self.rto_o.d.next = self.rto_c.val();
                        self.dec.d.next.set_value_rtt_seen(true);
                        self.dec.d.next.set_value_srtt8(self.sr_new.q.val());
                        self.dec.d.next.set_value_rttvar4(self.rv_new.q.val());
                        if !self.samp_ts.val() {
                            self.dec.d.next.set_value_timing_on(false);
                        }
                    }
                    if self.w.q.val().get_value_in_recovery() {
                        if self.rec_le.q.val() {
                            // Full acknowledgement (RFC 6582 section 3.2 (3)).
                            self.dec.d.next.set_value_cwnd(self.cw_full.q.val());
                            self.dec.d.next.set_value_in_recovery(false);
                            self.dec.d.next.set_value_dupacks(bits::<3>(0));
                        } else if !self.w.q.val().get_value_sack() {
                            // Partial: the next hole at once (with SACK the pipe paces
                            // recovery: no deflation, RFC 6675).
                            self.dec.d.next.set_value_cwnd(self.cw_part.q.val());
                            self.dec.d.next.set_value_rexmt_first(true);
                        }
                    } else {
                        self.dec.d.next.set_value_dupacks(bits::<3>(0));
                        if self.cw_lt_ss.q.val() {
                            self.dec.d.next.set_value_cwnd(self.cw_ss.q.val());
                        } else {
                            self.dec.d.next.set_value_abc(self.abc_new.q.val());
                            self.dec.d.next.set_value_cwnd(self.cw_ca.q.val());
                        }
                    }
                    // RFC 6298 sections 5.2-5.3.
                    if self.flight_a.q.val().any() {
                        self.dec.d.next.set_value_rexmt_timer(bits::<2>(rexmt_op::ARM));
                    } else {
                        self.dec.d.next.set_value_rexmt_timer(bits::<2>(rexmt_op::STOP));
                    }
                    if self.fin_hit.q.val() {
                        self.dec.d.next.set_value_fin_acked(bits::<3>(fin_ack::OTHER));
                        if self.w.q.val().get_value_state() == tcp_state::FIN_WAIT_1 {
                            self.dec.d.next.set_value_fin_acked(bits::<3>(fin_ack::FIN_WAIT_2));
                        }
                        if self.w.q.val().get_value_state() == tcp_state::CLOSING {
                            self.dec.d.next.set_value_fin_acked(bits::<3>(fin_ack::TIME_WAIT));
                            self.dec.d.next.set_value_rexmt_timer(bits::<2>(rexmt_op::STOP));
                        }
                        if self.w.q.val().get_value_state() == tcp_state::LAST_ACK {
                            self.dec.d.next.set_value_fin_acked(bits::<3>(fin_ack::CLOSED));
                        }
                    }
                } else if self.dup.q.val() & !self.w.q.val().get_value_sack() {
                    // A duplicate ACK (RFC 5681 section 2).
                    self.dec.d.next.set_value_dup_ack(true);
                    self.dec.d.next.set_value_dupacks(self.dup_inc.q.val());
                    if self.w.q.val().get_value_in_recovery() {
                        self.dec.d.next.set_value_cwnd(self.cw_p_mss.q.val());
                    } else if self.fast_rx.val() {
                        // Fast retransmit, NewReno recovery (RFC 6582 section 3.2 (1)-(2)).
                        self.dec.d.next.set_value_ssthresh(self.ss_fr.q.val());
                        self.dec.d.next.set_value_recover(self.w.q.val().get_value_snd_max());
                        self.dec.d.next.set_value_in_recovery(true);
                        self.dec.d.next.set_value_cwnd(self.cw_fr.q.val());
                        self.dec.d.next.set_value_timing_on(false);
                        self.dec.d.next.set_value_rexmt_first(true);
                        self.dec.d.next.set_value_fast_retransmit(true);
                    }
                }
                // RFC 6675 section 5: the SACK duplicate and the entry into recovery
                // (cwnd = ssthresh = FlightSize / 2, no inflation; the first segment at once).
                if self.sk_dup.q.val() {
                    self.dec.d.next.set_value_dup_ack(true);
                    self.dec.d.next.set_value_dupacks(self.sk_cnt.q.val());
                }
                if self.sk_enter.q.val() {
                    self.dec.d.next.set_value_ssthresh(self.ss_fr.q.val());
                    self.dec.d.next.set_value_cwnd(self.ss_fr.q.val());
                    self.dec.d.next.set_value_recover(self.w.q.val().get_value_snd_max());
                    self.dec.d.next.set_value_in_recovery(true);
                    self.dec.d.next.set_value_timing_on(false);
                    self.dec.d.next.set_value_rexmt_first(true);
                    self.dec.d.next.set_value_fast_retransmit(true);
                }
            }
            self.st.d.next = bits::<4>(ack_state::OUT);
        }

        // OUT: the decision offered.
        if (self.st.q.val() == ack_state::OUT) & self.m_dec.ready.val() {
            self.n_acks.d.next = self.n_acks.q.val() + 1;
            self.st.d.next = bits::<4>(ack_state::IDLE);
        }
        self.m_dec.conn.next = self.dec.q.val().get_value_conn();
        self.m_dec.unsent.next = self.dec.q.val().get_value_unsent();
        self.m_dec.too_old.next = self.dec.q.val().get_value_too_old();
        self.m_dec.max_snd_wnd.next = self.dec.q.val().get_value_max_snd_wnd();
        self.m_dec.wake.next = self.dec.q.val().get_value_wake();
        self.m_dec.window_update.next = self.dec.q.val().get_value_window_update();
        self.m_dec.persist_stop.next = self.dec.q.val().get_value_persist_stop();
        self.m_dec.advanced.next = self.dec.q.val().get_value_advanced();
        self.m_dec.data_acked.next = self.dec.q.val().get_value_data_acked();
        self.m_dec.fin_acked.next = self.dec.q.val().get_value_fin_acked();
        self.m_dec.rexmt_first.next = self.dec.q.val().get_value_rexmt_first();
        self.m_dec.rexmt_timer.next = self.dec.q.val().get_value_rexmt_timer();
        self.m_dec.dup_ack.next = self.dec.q.val().get_value_dup_ack();
        self.m_dec.fast_retransmit.next = self.dec.q.val().get_value_fast_retransmit();
        self.m_dec.snd_una.next = self.dec.q.val().get_value_snd_una();
        self.m_dec.snd_nxt.next = self.dec.q.val().get_value_snd_nxt();
        self.m_dec.snd_wnd.next = self.dec.q.val().get_value_snd_wnd();
        self.m_dec.snd_wl1.next = self.dec.q.val().get_value_snd_wl1();
        self.m_dec.snd_wl2.next = self.dec.q.val().get_value_snd_wl2();
        self.m_dec.buf_len.next = self.dec.q.val().get_value_buf_len();
        self.m_dec.timing_on.next = self.dec.q.val().get_value_timing_on();
        self.m_dec.rtt_seen.next = self.dec.q.val().get_value_rtt_seen();
        self.m_dec.srtt8.next = self.dec.q.val().get_value_srtt8();
        self.m_dec.rttvar4.next = self.dec.q.val().get_value_rttvar4();
        self.m_dec.in_recovery.next = self.dec.q.val().get_value_in_recovery();
        self.m_dec.recover.next = self.dec.q.val().get_value_recover();
        self.m_dec.cwnd.next = self.dec.q.val().get_value_cwnd();
        self.m_dec.ssthresh.next = self.dec.q.val().get_value_ssthresh();
        self.m_dec.abc.next = self.dec.q.val().get_value_abc();
        self.m_dec.dupacks.next = self.dec.q.val().get_value_dupacks();
        self.m_dec.acked_bytes.next = self.dec.q.val().get_value_acked_bytes();
        self.m_dec.rto.next = self.rto_o.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<4>(ack_state::IDLE);
            self.n_acks.d.next = bits::<32>(0);
        }
    }
}
