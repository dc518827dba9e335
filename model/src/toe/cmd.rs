//! ToeCmd: what a host command on an existing connection does, emitted as `rtl/toe_cmd.v`.
//!
//! A command with the TCB fields it reads (`s_in`, [`CmdIn`]) and the receive buffer and MSS
//! (`cfg_rcv_buf`, `cfg_mss`, held) becomes a decision (`m_dec`, [`CmdDecOut`]); golden
//! `toe_cmd::cmd_decide`, which the reference engine runs for every close, abort and consumed
//! report:
//! - close (RFC 9293 section 3.10.4): SYN-SENT frees the slot (Closed); SYN-RECEIVED queues
//!   the FIN for after the handshake; ESTABLISHED goes to FIN-WAIT-1 and CLOSE-WAIT to
//!   LAST-ACK with the FIN queued and the connection woken; later states refuse;
//! - abort (RFC 9293 section 3.10.5): the slot freed (Aborted), a RST in every state but
//!   SYN-SENT;
//! - consumed: the unread count falls (saturating); when the window opens by at least
//!   min(buffer / 2, MSS) beyond the edge last advertised, in ESTABLISHED, FIN-WAIT-1 or
//!   FIN-WAIT-2, an ACK is due and the connection wakes (receiver SWS avoidance, RFC 9293
//!   section 3.8.6.2.2);
//! - send (`n` more bytes in the send ring): taken in ESTABLISHED and CLOSE-WAIT with no FIN
//!   queued, the connection woken; refused otherwise (RFC 9293 section 3.10.2).
//!
//! One command at a time, a step per state ([`cmd_state`]): nine cycles, against host
//! commands that come at most once per ULP read.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeCmd {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: CmdIn,
    pub m_dec: CmdDecOut,
    /// The receive buffer per connection (bytes) and our MSS (configuration, held).
    pub cfg_rcv_buf: Signal<In, Bits<32>>,
    pub cfg_mss: Signal<In, Bits<16>>,
    /// Commands decided.
    pub cnt_commands: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    w: DFF<Bits<{ cmd_w::BITS }>>,
    n_cmd: DFF<Bits<32>>,
    before_gt: DFF<Bit>,
    before_d: DFF<Bits<32>>,
    unread_gt: DFF<Bit>,
    unread_d: DFF<Bits<32>>,
    advertised: DFF<Bits<32>>,
    half_lt: DFF<Bit>,
    before: DFF<Bits<32>>,
    unread: DFF<Bits<32>>,
    thr: DFF<Bits<32>>,
    after_gt: DFF<Bit>,
    after_d: DFF<Bits<32>>,
    after: DFF<Bits<32>>,
    opens: DFF<Bit>,
    over_gt: DFF<Bit>,
    over_d: DFF<Bits<32>>,
    over: DFF<Bits<32>>,
    action: DFF<Bits<2>>,
    aborted: DFF<Bit>,
    rst: DFF<Bit>,
    state: DFF<Bits<4>>,
    fin_queued: DFF<Bit>,
    ack_now: DFF<Bit>,
    wake: DFF<Bit>,
    mss32: Signal<Local, Bits<32>>,
    half: Signal<Local, Bits<32>>,
    receives: Signal<Local, Bit>,
    /// SEND is taken: ESTABLISHED or CLOSE-WAIT, no FIN queued.
    sends: Signal<Local, Bit>,
}

impl Logic for ToeCmd {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, w, n_cmd, before_gt, before_d, unread_gt, unread_d, advertised, half_lt, before, unread, thr, after_gt, after_d, after, opens,
            over_gt, over_d, over, action, aborted, rst, state, fin_queued, ack_now, wake
        );
        self.s_in.ready.next = (self.st.q.val() == cmd_state::IDLE) & !self.reset.val();
        self.m_dec.valid.next = self.st.q.val() == cmd_state::OUT;
        self.cnt_commands.next = self.n_cmd.q.val();
        self.mss32.next = bit_cast::<32, 16>(self.cfg_mss.val());
        self.half.next = self.cfg_rcv_buf.val() >> cmd_shift::HALF;
        if (self.st.q.val() == cmd_state::IDLE) & self.s_in.valid.val() {
            self.w.d.next = bits::<{ cmd_w::BITS }>(0);
            self.w.d.next.set_value_conn(self.s_in.conn.val());
            self.w.d.next.set_value_cmd(self.s_in.cmd.val());
            self.w.d.next.set_value_n(self.s_in.n.val());
            self.w.d.next.set_value_state(self.s_in.state.val());
            self.w.d.next.set_value_rcv_nxt(self.s_in.rcv_nxt.val());
            self.w.d.next.set_value_rcv_adv(self.s_in.rcv_adv.val());
            self.w.d.next.set_value_rcv_unread(self.s_in.rcv_unread.val());
            self.w.d.next.set_value_fin_queued(self.s_in.fin_queued.val());
            self.st.d.next = bits::<4>(cmd_state::SUB);
        }
        if self.st.q.val() == cmd_state::SUB {
            self.before_gt.d.next = self.cfg_rcv_buf.val() > self.w.q.val().get_value_rcv_unread();
            self.before_d.d.next = self.cfg_rcv_buf.val() - self.w.q.val().get_value_rcv_unread();
            self.unread_gt.d.next = self.w.q.val().get_value_rcv_unread() > self.w.q.val().get_value_n();
            self.unread_d.d.next = self.w.q.val().get_value_rcv_unread() - self.w.q.val().get_value_n();
            self.advertised.d.next = self.w.q.val().get_value_rcv_adv() - self.w.q.val().get_value_rcv_nxt();
            self.half_lt.d.next = self.half.val() < self.mss32.val();
            self.st.d.next = bits::<4>(cmd_state::SAT);
        }
        if self.st.q.val() == cmd_state::SAT {
            self.before.d.next = bits::<32>(0);
            if self.before_gt.q.val() {
                self.before.d.next = self.before_d.q.val();
            }
            self.unread.d.next = bits::<32>(0);
            if self.unread_gt.q.val() {
                self.unread.d.next = self.unread_d.q.val();
            }
            if self.half_lt.q.val() {
                self.thr.d.next = self.half.val();
            } else {
                self.thr.d.next = self.mss32.val();
            }
            self.st.d.next = bits::<4>(cmd_state::AFTER);
        }
        if self.st.q.val() == cmd_state::AFTER {
            self.after_gt.d.next = self.cfg_rcv_buf.val() > self.unread.q.val();
            self.after_d.d.next = self.cfg_rcv_buf.val() - self.unread.q.val();
            self.st.d.next = bits::<4>(cmd_state::AFTER_SAT);
        }
        if self.st.q.val() == cmd_state::AFTER_SAT {
            self.after.d.next = bits::<32>(0);
            if self.after_gt.q.val() {
                self.after.d.next = self.after_d.q.val();
            }
            self.st.d.next = bits::<4>(cmd_state::OPENS);
        }
        if self.st.q.val() == cmd_state::OPENS {
            self.opens.d.next = self.after.q.val() > self.before.q.val();
            self.over_gt.d.next = self.after.q.val() > self.advertised.q.val();
            self.over_d.d.next = self.after.q.val() - self.advertised.q.val();
            self.st.d.next = bits::<4>(cmd_state::OVER);
        }
        if self.st.q.val() == cmd_state::OVER {
            self.over.d.next = bits::<32>(0);
            if self.over_gt.q.val() {
                self.over.d.next = self.over_d.q.val();
            }
            self.st.d.next = bits::<4>(cmd_state::DECIDE);
        }
        // DECIDE: golden's table by command and state.
        self.receives.next = (self.w.q.val().get_value_state() == tcp_state::ESTABLISHED)
            | (self.w.q.val().get_value_state() == tcp_state::FIN_WAIT_1)
            | (self.w.q.val().get_value_state() == tcp_state::FIN_WAIT_2);
        self.sends.next = ((self.w.q.val().get_value_state() == tcp_state::ESTABLISHED) | (self.w.q.val().get_value_state() == tcp_state::CLOSE_WAIT))
            & !self.w.q.val().get_value_fin_queued();
        if self.st.q.val() == cmd_state::DECIDE {
            self.action.d.next = bits::<2>(cmd_action::UPDATE);
            self.aborted.d.next = false;
            self.rst.d.next = false;
            self.state.d.next = self.w.q.val().get_value_state();
            self.fin_queued.d.next = false;
            self.ack_now.d.next = false;
            self.wake.d.next = false;
            if self.w.q.val().get_value_cmd() == host_cmd::CLOSE {
                if self.w.q.val().get_value_state() == tcp_state::SYN_SENT {
                    self.action.d.next = bits::<2>(cmd_action::FREE);
                } else if self.w.q.val().get_value_state() == tcp_state::SYN_RECEIVED {
                    self.fin_queued.d.next = true;
                } else if self.w.q.val().get_value_state() == tcp_state::ESTABLISHED {
                    self.fin_queued.d.next = true;
                    self.wake.d.next = true;
                    self.state.d.next = bits::<4>(tcp_state::FIN_WAIT_1);
                } else if self.w.q.val().get_value_state() == tcp_state::CLOSE_WAIT {
                    self.fin_queued.d.next = true;
                    self.wake.d.next = true;
                    self.state.d.next = bits::<4>(tcp_state::LAST_ACK);
                } else {
                    self.action.d.next = bits::<2>(cmd_action::REFUSE);
                }
            } else if self.w.q.val().get_value_cmd() == host_cmd::ABORT {
                self.action.d.next = bits::<2>(cmd_action::FREE);
                self.aborted.d.next = true;
                self.rst.d.next = self.w.q.val().get_value_state() != tcp_state::SYN_SENT;
            } else if self.w.q.val().get_value_cmd() == host_cmd::CONSUMED {
                self.ack_now.d.next = self.opens.q.val() & (self.over.q.val() >= self.thr.q.val()) & self.receives.val();
                self.wake.d.next = self.opens.q.val() & (self.over.q.val() >= self.thr.q.val()) & self.receives.val();
            } else if self.sends.val() {
                self.wake.d.next = true;
            } else {
                self.action.d.next = bits::<2>(cmd_action::REFUSE);
            }
            self.st.d.next = bits::<4>(cmd_state::OUT);
        }
        if (self.st.q.val() == cmd_state::OUT) & self.m_dec.ready.val() {
            self.n_cmd.d.next = self.n_cmd.q.val() + 1;
            self.st.d.next = bits::<4>(cmd_state::IDLE);
        }
        self.m_dec.conn.next = self.w.q.val().get_value_conn();
        self.m_dec.action.next = self.action.q.val();
        self.m_dec.aborted.next = self.aborted.q.val();
        self.m_dec.rst.next = self.rst.q.val();
        self.m_dec.state.next = self.state.q.val();
        self.m_dec.fin_queued.next = self.fin_queued.q.val();
        self.m_dec.rcv_unread.next = self.w.q.val().get_value_rcv_unread();
        if self.w.q.val().get_value_cmd() == host_cmd::CONSUMED {
            self.m_dec.rcv_unread.next = self.unread.q.val();
        }
        self.m_dec.ack_now.next = self.ack_now.q.val();
        self.m_dec.wake.next = self.wake.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<4>(cmd_state::IDLE);
            self.n_cmd.d.next = bits::<32>(0);
        }
    }
}
