//! ToeOpen: opening a connection, emitted as `rtl/toe_open.v`.
//!
//! A segment for a listening port or for a connection in SYN-SENT (`s_in`, [`OpenIn`])
//! becomes a decision (`m_dec`, [`OpenDecOut`]): golden `toe_open::open_decide`. LISTEN
//! (RFC 9293 section 3.10.7.2): a RST dropped, an ACK answered with a RST, no SYN dropped, a
//! SYN opens. SYN-SENT (section 3.10.7.3): an ACK outside (ISS, SND.MAX] answered with a RST,
//! a RST with an acceptable ACK resets, without one it is dropped, no SYN dropped, a SYN-ACK
//! establishes, a SYN alone is a simultaneous open. With a SYN taken, the parameters it
//! negotiates: IRS and RCV.NXT; the window-scale shifts when the peer sent the option (its
//! shift clamped to 14, ours `cfg_rcv_shift`); timestamps and TS.Recent; SACK when offered
//! and `cfg_sack`; the effective send MSS = min(peer's MSS or 536, `cfg_mss`), at least 48,
//! less 12 with timestamps; cwnd = min(10 MSS, max(14600, 2 MSS)) (RFC 6928); the SYN's
//! window unscaled, SND.WL1 / WL2.
//!
//! One segment at a time, a step of arithmetic per state ([`open_state`]): eight cycles a
//! segment, 19.5 M/s at 156.25 MHz, above the 14.88 M minimum-size frames a second of
//! 10 Gb/s Ethernet, so even a SYN flood at line rate does not queue here.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeOpen {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: OpenIn,
    pub m_dec: OpenDecOut,
    /// Our MSS, our window-scale shift, SACK enabled (configuration, held).
    pub cfg_mss: Signal<In, Bits<16>>,
    pub cfg_rcv_shift: Signal<In, Bits<4>>,
    pub cfg_sack: Signal<In, Bit>,
    /// Decisions taken.
    pub cnt_opens: Signal<Out, Bits<32>>,
    st: DFF<Bits<3>>,
    w: DFF<Bits<{ open_w::BITS }>>,
    n_dec: DFF<Bits<32>>,
    ack_ok: DFF<Bit>,
    peer: DFF<Bits<16>>,
    ws_cl: DFF<Bits<8>>,
    rcv_nxt: DFF<Bits<32>>,
    m1: DFF<Bits<16>>,
    m2: DFF<Bits<16>>,
    mss: DFF<Bits<16>>,
    x10: DFF<Bits<32>>,
    mx: DFF<Bits<32>>,
    o_action: DFF<Bits<3>>,
    o_cause: DFF<Bits<3>>,
    o_cwnd: DFF<Bits<32>>,
    fl: Signal<Local, Bits<8>>,
    d_iss: Signal<Local, Bits<32>>,
    d_max: Signal<Local, Bits<32>>,
    x2: Signal<Local, Bits<32>>,
    mss32: Signal<Local, Bits<32>>,
}

impl Logic for ToeOpen {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, w, n_dec, ack_ok, peer, ws_cl, rcv_nxt, m1, m2, mss, x10, mx, o_action, o_cause, o_cwnd);
        self.s_in.ready.next = (self.st.q.val() == open_state::IDLE) & !self.reset.val();
        self.m_dec.valid.next = self.st.q.val() == open_state::OUT;
        self.cnt_opens.next = self.n_dec.q.val();
        self.fl.next = self.w.q.val().get_value_flags();

        // IDLE: the segment into the input register.
        if (self.st.q.val() == open_state::IDLE) & self.s_in.valid.val() {
            self.w.d.next = bits::<{ open_w::BITS }>(0);
            self.w.d.next.set_value_conn(self.s_in.conn.val());
            self.w.d.next.set_value_listen(self.s_in.listen.val());
            self.w.d.next.set_value_iss(self.s_in.iss.val());
            self.w.d.next.set_value_snd_max(self.s_in.snd_max.val());
            self.w.d.next.set_value_seq(self.s_in.seq.val());
            self.w.d.next.set_value_ack(self.s_in.ack.val());
            self.w.d.next.set_value_flags(self.s_in.flags.val());
            self.w.d.next.set_value_window(self.s_in.window.val());
            self.w.d.next.set_value_mss_on(self.s_in.mss_on.val());
            self.w.d.next.set_value_mss(self.s_in.mss.val());
            self.w.d.next.set_value_ws_on(self.s_in.ws_on.val());
            self.w.d.next.set_value_ws(self.s_in.ws.val());
            self.w.d.next.set_value_sackp(self.s_in.sackp.val());
            self.w.d.next.set_value_ts_on(self.s_in.ts_on.val());
            self.w.d.next.set_value_ts_val(self.s_in.ts_val.val());
            self.st.d.next = bits::<3>(open_state::CMP);
        }
        // CMP: ISS < SEG.ACK <= SND.MAX; the peer's MSS or the default; the shift clamped.
        self.d_iss.next = self.w.q.val().get_value_iss() - self.w.q.val().get_value_ack();
        self.d_max.next = self.w.q.val().get_value_snd_max() - self.w.q.val().get_value_ack();
        if self.st.q.val() == open_state::CMP {
            self.ack_ok.d.next = self.fl.val().get_value_ack() & self.d_iss.val().get_value_diff_neg() & !self.d_max.val().get_value_diff_neg();
            if self.w.q.val().get_value_mss_on() {
                self.peer.d.next = self.w.q.val().get_value_mss();
            } else {
                self.peer.d.next = bits::<16>(open_bytes::DEFAULT_MSS);
            }
            if self.w.q.val().get_value_ws() > open_shift::MAX_WINDOW_SHIFT {
                self.ws_cl.d.next = bits::<8>(open_shift::MAX_WINDOW_SHIFT);
            } else {
                self.ws_cl.d.next = self.w.q.val().get_value_ws();
            }
            self.rcv_nxt.d.next = self.w.q.val().get_value_seq() + 1;
            self.st.d.next = bits::<3>(open_state::MSS);
        }
        // MSS: min(peer's, ours).
        if self.st.q.val() == open_state::MSS {
            if self.peer.q.val() < self.cfg_mss.val() {
                self.m1.d.next = self.peer.q.val();
            } else {
                self.m1.d.next = self.cfg_mss.val();
            }
            self.st.d.next = bits::<3>(open_state::FLOOR);
        }
        // FLOOR: at least MIN_PEER_MSS.
        if self.st.q.val() == open_state::FLOOR {
            if self.m1.q.val() < open_bytes::MIN_PEER_MSS {
                self.m2.d.next = bits::<16>(open_bytes::MIN_PEER_MSS);
            } else {
                self.m2.d.next = self.m1.q.val();
            }
            self.st.d.next = bits::<3>(open_state::OPT);
        }
        // OPT: less the timestamps option every data segment carries.
        if self.st.q.val() == open_state::OPT {
            if self.w.q.val().get_value_ts_on() {
                self.mss.d.next = self.m2.q.val() - open_bytes::TS_OPTION_BYTES;
            } else {
                self.mss.d.next = self.m2.q.val();
            }
            self.st.d.next = bits::<3>(open_state::WIN);
        }
        // WIN: 10 MSS = 8 MSS + 2 MSS; max(14600, 2 MSS).
        self.mss32.next = bit_cast::<32, 16>(self.mss.q.val());
        self.x2.next = self.mss32.val() << open_scale::TWICE;
        if self.st.q.val() == open_state::WIN {
            self.x10.d.next = (self.mss32.val() << open_scale::EIGHT) + self.x2.val();
            if self.x2.val() > bit_cast::<32, 16>(open_bytes::INITIAL_WINDOW_BYTES.into()) {
                self.mx.d.next = self.x2.val();
            } else {
                self.mx.d.next = bit_cast::<32, 16>(open_bytes::INITIAL_WINDOW_BYTES.into());
            }
            self.st.d.next = bits::<3>(open_state::DECIDE);
        }
        // DECIDE: the initial window; the decision.
        if self.st.q.val() == open_state::DECIDE {
            if self.x10.q.val() < self.mx.q.val() {
                self.o_cwnd.d.next = self.x10.q.val();
            } else {
                self.o_cwnd.d.next = self.mx.q.val();
            }
            self.o_cause.d.next = bits::<3>(open_cause::NONE);
            if self.w.q.val().get_value_listen() {
                if self.fl.val().get_value_rst() {
                    self.o_action.d.next = bits::<3>(open_action::DROP);
                    self.o_cause.d.next = bits::<3>(open_cause::LISTEN_RST);
                } else if self.fl.val().get_value_ack() {
                    self.o_action.d.next = bits::<3>(open_action::RESET_FOR);
                    self.o_cause.d.next = bits::<3>(open_cause::LISTEN_ACK);
                } else if !self.fl.val().get_value_syn() {
                    self.o_action.d.next = bits::<3>(open_action::DROP);
                    self.o_cause.d.next = bits::<3>(open_cause::LISTEN_NO_SYN);
                } else {
                    self.o_action.d.next = bits::<3>(open_action::OPEN);
                }
            } else if self.fl.val().get_value_ack() & !self.ack_ok.q.val() {
                self.o_action.d.next = bits::<3>(open_action::RESET_FOR);
                self.o_cause.d.next = bits::<3>(open_cause::BAD_ACK);
            } else if self.fl.val().get_value_rst() {
                if self.ack_ok.q.val() {
                    self.o_action.d.next = bits::<3>(open_action::RESET);
                } else {
                    self.o_action.d.next = bits::<3>(open_action::DROP);
                    self.o_cause.d.next = bits::<3>(open_cause::RST_NO_ACK);
                }
            } else if !self.fl.val().get_value_syn() {
                self.o_action.d.next = bits::<3>(open_action::DROP);
                self.o_cause.d.next = bits::<3>(open_cause::NO_SYN);
            } else if self.ack_ok.q.val() {
                self.o_action.d.next = bits::<3>(open_action::ESTABLISHED);
            } else {
                self.o_action.d.next = bits::<3>(open_action::SIMULTANEOUS);
            }
            self.st.d.next = bits::<3>(open_state::OUT);
        }
        // OUT: the decision offered.
        if (self.st.q.val() == open_state::OUT) & self.m_dec.ready.val() {
            self.n_dec.d.next = self.n_dec.q.val() + 1;
            self.st.d.next = bits::<3>(open_state::IDLE);
        }
        self.m_dec.conn.next = self.w.q.val().get_value_conn();
        self.m_dec.action.next = self.o_action.q.val();
        self.m_dec.cause.next = self.o_cause.q.val();
        self.m_dec.params_on.next = (self.o_action.q.val() == open_action::OPEN)
            | (self.o_action.q.val() == open_action::ESTABLISHED)
            | (self.o_action.q.val() == open_action::SIMULTANEOUS);
        self.m_dec.irs.next = self.w.q.val().get_value_seq();
        self.m_dec.rcv_nxt.next = self.rcv_nxt.q.val();
        self.m_dec.snd_shift.next = bits::<4>(0);
        self.m_dec.rcv_shift.next = bits::<4>(0);
        if self.w.q.val().get_value_ws_on() {
            self.m_dec.snd_shift.next = bit_cast::<4, 8>(self.ws_cl.q.val());
            self.m_dec.rcv_shift.next = self.cfg_rcv_shift.val();
        }
        self.m_dec.ts_ok.next = self.w.q.val().get_value_ts_on();
        self.m_dec.ts_recent.next = bits::<32>(0);
        if self.w.q.val().get_value_ts_on() {
            self.m_dec.ts_recent.next = self.w.q.val().get_value_ts_val();
        }
        self.m_dec.sack_ok.next = self.w.q.val().get_value_sackp() & self.cfg_sack.val();
        self.m_dec.snd_mss.next = self.mss.q.val();
        self.m_dec.cwnd.next = self.o_cwnd.q.val();
        self.m_dec.snd_wnd.next = bit_cast::<32, 16>(self.w.q.val().get_value_window());
        self.m_dec.snd_wl1.next = self.w.q.val().get_value_seq();
        self.m_dec.snd_wl2.next = self.w.q.val().get_value_ack();
        if self.reset.val() {
            self.st.d.next = bits::<3>(open_state::IDLE);
            self.n_dec.d.next = bits::<32>(0);
        }
    }
}
