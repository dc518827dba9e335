//! ToeHostCmd: the host's commands, part of the composed `toe`.
//!
//! One command at a time from the host (`s_host`, [`HostCmdIn`], held until it is answered),
//! each answered in order on `m_ans` ([`host_status`]):
//! - LISTEN: the port goes into the listen table (`add`); already there: OK; no room: FULL.
//! - CONNECT (golden `Toe::connect`): from a port the engine does not own (neither in
//!   `cfg_own_lo ..= cfg_own_hi` nor listening) NOT_OWNED; else the tuple is looked up in the
//!   connection table through its arbiter (a connection: EXISTS), inserted (its sets full:
//!   FULL), and the slot goes to the TCB engine's active open (`m_open`: the SYN goes out);
//!   OK with the slot.
//! - CLOSE, ABORT, CONSUMED, SEND: to the TCB engine (`m_cmd`, [`host_cmd`]); OK once taken.
//!   A command the connection's state refuses is reported by the engine's `ERROR` event.
//!
//! Between CONNECT's lookup and its insert a SYN from the same tuple to a port that is both
//! owned and listening could take the tuple first (the insert then answers that slot); the
//! host avoids it by connecting from ports it does not listen on.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeHostCmd {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_host: HostCmdIn,
    pub m_ans: HostAnsOut,
    pub cfg_own_lo: Signal<In, Bits<16>>,
    pub cfg_own_hi: Signal<In, Bits<16>>,
    /// The listen table: add a port, is it full, is a port there.
    pub l_add: Signal<Out, Bit>,
    pub l_full: Signal<In, Bit>,
    pub l_port: Signal<Out, Bits<16>>,
    pub l_hit: Signal<In, Bit>,
    pub m_tab: ConnCmdOut,
    pub s_tab: ConnRspIn,
    pub m_cmd: EngCmdOut,
    pub m_open: EngOpenOut,
    st: DFF<Bits<3>>,
    status: DFF<Bits<2>>,
    conn: DFF<Bits<10>>,
    owned: Signal<Local, Bit>,
}

impl Logic for ToeHostCmd {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, status, conn);
        self.l_port.next = self.s_host.local_port.val();
        self.owned.next = self.l_hit.val() | ((self.s_host.local_port.val() >= self.cfg_own_lo.val()) & (self.s_host.local_port.val() <= self.cfg_own_hi.val()));
        self.l_add.next = false;
        if (self.st.q.val() == hcmd_state::IDLE) & self.s_host.valid.val() {
            self.status.d.next = bits::<2>(host_status::OK);
            self.conn.d.next = self.s_host.conn.val();
            if self.s_host.op.val() == host_op::LISTEN {
                self.st.d.next = bits::<3>(hcmd_state::ANSWER);
                if !self.l_hit.val() {
                    if self.l_full.val() {
                        self.status.d.next = bits::<2>(host_status::FULL);
                    } else {
                        self.l_add.next = true;
                    }
                }
            } else if self.s_host.op.val() == host_op::CONNECT {
                if self.owned.val() {
                    self.st.d.next = bits::<3>(hcmd_state::LOOK);
                } else {
                    self.status.d.next = bits::<2>(host_status::NOT_OWNED);
                    self.st.d.next = bits::<3>(hcmd_state::ANSWER);
                }
            } else {
                self.st.d.next = bits::<3>(hcmd_state::ENGINE);
            }
        }
        // CONNECT's lookup, then its insert.
        self.m_tab.valid.next = (self.st.q.val() == hcmd_state::LOOK) | (self.st.q.val() == hcmd_state::INSERT);
        self.m_tab.op.next = bits::<2>(conn_op::LOOKUP);
        if self.st.q.val() == hcmd_state::INSERT {
            self.m_tab.op.next = bits::<2>(conn_op::INSERT);
        }
        self.m_tab.remote_ip.next = self.s_host.remote_ip.val();
        self.m_tab.remote_port.next = self.s_host.remote_port.val();
        self.m_tab.local_port.next = self.s_host.local_port.val();
        self.m_tab.slot.next = bits::<10>(0);
        if (self.st.q.val() == hcmd_state::LOOK) & self.m_tab.ready.val() {
            self.st.d.next = bits::<3>(hcmd_state::LOOK_WAIT);
        }
        if (self.st.q.val() == hcmd_state::INSERT) & self.m_tab.ready.val() {
            self.st.d.next = bits::<3>(hcmd_state::INSERT_WAIT);
        }
        self.s_tab.ready.next = (self.st.q.val() == hcmd_state::LOOK_WAIT) | (self.st.q.val() == hcmd_state::INSERT_WAIT);
        if (self.st.q.val() == hcmd_state::LOOK_WAIT) & self.s_tab.valid.val() {
            if self.s_tab.status.val() == conn_status::SLOT {
                self.status.d.next = bits::<2>(host_status::EXISTS);
                self.conn.d.next = self.s_tab.slot.val();
                self.st.d.next = bits::<3>(hcmd_state::ANSWER);
            } else {
                self.st.d.next = bits::<3>(hcmd_state::INSERT);
            }
        }
        if (self.st.q.val() == hcmd_state::INSERT_WAIT) & self.s_tab.valid.val() {
            if self.s_tab.status.val() == conn_status::SLOT {
                self.conn.d.next = self.s_tab.slot.val();
                self.st.d.next = bits::<3>(hcmd_state::ENGINE);
            } else {
                self.status.d.next = bits::<2>(host_status::FULL);
                self.st.d.next = bits::<3>(hcmd_state::ANSWER);
            }
        }
        // To the TCB engine: the active open, or a command on a connection.
        self.m_open.valid.next = (self.st.q.val() == hcmd_state::ENGINE) & (self.s_host.op.val() == host_op::CONNECT);
        self.m_open.conn.next = self.conn.q.val();
        self.m_open.remote_mac.next = self.s_host.remote_mac.val();
        self.m_open.remote_ip.next = self.s_host.remote_ip.val();
        self.m_open.remote_port.next = self.s_host.remote_port.val();
        self.m_open.local_port.next = self.s_host.local_port.val();
        self.m_cmd.valid.next = (self.st.q.val() == hcmd_state::ENGINE) & (self.s_host.op.val() != host_op::CONNECT);
        self.m_cmd.conn.next = self.conn.q.val();
        self.m_cmd.n.next = self.s_host.n.val();
        self.m_cmd.cmd.next = bits::<2>(host_cmd::SEND);
        if self.s_host.op.val() == host_op::CLOSE {
            self.m_cmd.cmd.next = bits::<2>(host_cmd::CLOSE);
        }
        if self.s_host.op.val() == host_op::ABORT {
            self.m_cmd.cmd.next = bits::<2>(host_cmd::ABORT);
        }
        if self.s_host.op.val() == host_op::CONSUMED {
            self.m_cmd.cmd.next = bits::<2>(host_cmd::CONSUMED);
        }
        if (self.m_open.valid.val() & self.m_open.ready.val()) | (self.m_cmd.valid.val() & self.m_cmd.ready.val()) {
            self.st.d.next = bits::<3>(hcmd_state::ANSWER);
        }
        self.m_ans.valid.next = self.st.q.val() == hcmd_state::ANSWER;
        self.m_ans.status.next = self.status.q.val();
        self.m_ans.conn.next = self.conn.q.val();
        self.s_host.ready.next = (self.st.q.val() == hcmd_state::ANSWER) & self.m_ans.ready.val();
        if (self.st.q.val() == hcmd_state::ANSWER) & self.m_ans.ready.val() {
            self.st.d.next = bits::<3>(hcmd_state::IDLE);
        }
        if self.reset.val() {
            self.st.d.next = bits::<3>(hcmd_state::IDLE);
        }
    }
}
