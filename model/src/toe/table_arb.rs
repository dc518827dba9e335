//! ToeTableArb: the connection table's arbiter, part of the composed `toe`.
//!
//! toe_conn_table takes one command at a time; four requesters share it, each with its own
//! channels, so none of them waits on another's progress (the dispatcher may hold a
//! segment for the TCB engine while the engine asks the table for a slot). One command at a
//! time ([`arb_state`]): the highest-priority requester with a command ([`arb_who`]) is
//! chosen in IDLE, its command offered to the table, the answer taken and handed back:
//! - the TCB engine's freed slot (`s_free`: REMOVE; the answer is not needed);
//! - the TCB engine's request for a listening port's SYN (`s_ins` INSERT, answered on
//!   `m_ins`: a slot, or none when the tuple's sets are full);
//! - the host command block's commands (`s_host` / `m_host`: CONNECT's LOOKUP and INSERT);
//! - the dispatcher's LOOKUP (`s_disp` / `m_disp`).
//!
//! Freed slots go first so the table never refuses a tuple for a slot already released;
//! the dispatcher goes last, as received segments have the deepest queue behind them.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeTableArb {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_free: ConnIn,
    pub s_ins: InsQIn,
    pub m_ins: InsAOut,
    pub s_host: ConnCmdIn,
    pub m_host: ConnRspOut,
    pub s_disp: ConnCmdIn,
    pub m_disp: ConnRspOut,
    pub m_cmd: ConnCmdOut,
    pub s_rsp: ConnRspIn,
    st: DFF<Bits<2>>,
    who: DFF<Bits<2>>,
    op: DFF<Bits<2>>,
    ip: DFF<Bits<32>>,
    rport: DFF<Bits<16>>,
    lport: DFF<Bits<16>>,
    slot: DFF<Bits<10>>,
    status: DFF<Bits<2>>,
}

impl Logic for ToeTableArb {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, who, op, ip, rport, lport, slot, status);
        self.s_free.ready.next = false;
        self.s_ins.ready.next = false;
        self.s_host.ready.next = false;
        self.s_disp.ready.next = false;
        if self.st.q.val() == arb_state::IDLE {
            if self.s_free.valid.val() {
                self.s_free.ready.next = true;
                self.who.d.next = bits::<2>(arb_who::FREE);
                self.op.d.next = bits::<2>(conn_op::REMOVE);
                self.slot.d.next = self.s_free.conn.val();
                self.st.d.next = bits::<2>(arb_state::CMD);
            } else if self.s_ins.valid.val() {
                self.s_ins.ready.next = true;
                self.who.d.next = bits::<2>(arb_who::INSERT);
                self.op.d.next = bits::<2>(conn_op::INSERT);
                self.ip.d.next = self.s_ins.remote_ip.val();
                self.rport.d.next = self.s_ins.remote_port.val();
                self.lport.d.next = self.s_ins.local_port.val();
                self.st.d.next = bits::<2>(arb_state::CMD);
            } else if self.s_host.valid.val() {
                self.s_host.ready.next = true;
                self.who.d.next = bits::<2>(arb_who::HOST);
                self.op.d.next = self.s_host.op.val();
                self.ip.d.next = self.s_host.remote_ip.val();
                self.rport.d.next = self.s_host.remote_port.val();
                self.lport.d.next = self.s_host.local_port.val();
                self.slot.d.next = self.s_host.slot.val();
                self.st.d.next = bits::<2>(arb_state::CMD);
            } else if self.s_disp.valid.val() {
                self.s_disp.ready.next = true;
                self.who.d.next = bits::<2>(arb_who::DISP);
                self.op.d.next = self.s_disp.op.val();
                self.ip.d.next = self.s_disp.remote_ip.val();
                self.rport.d.next = self.s_disp.remote_port.val();
                self.lport.d.next = self.s_disp.local_port.val();
                self.slot.d.next = self.s_disp.slot.val();
                self.st.d.next = bits::<2>(arb_state::CMD);
            }
        }
        self.m_cmd.valid.next = self.st.q.val() == arb_state::CMD;
        self.m_cmd.op.next = self.op.q.val();
        self.m_cmd.remote_ip.next = self.ip.q.val();
        self.m_cmd.remote_port.next = self.rport.q.val();
        self.m_cmd.local_port.next = self.lport.q.val();
        self.m_cmd.slot.next = self.slot.q.val();
        if (self.st.q.val() == arb_state::CMD) & self.m_cmd.ready.val() {
            self.st.d.next = bits::<2>(arb_state::WAIT);
        }
        self.s_rsp.ready.next = self.st.q.val() == arb_state::WAIT;
        if (self.st.q.val() == arb_state::WAIT) & self.s_rsp.valid.val() {
            self.status.d.next = self.s_rsp.status.val();
            self.slot.d.next = self.s_rsp.slot.val();
            self.st.d.next = bits::<2>(arb_state::ANSWER);
        }
        // The answer to its requester (a REMOVE's is dropped).
        self.m_ins.valid.next = (self.st.q.val() == arb_state::ANSWER) & (self.who.q.val() == arb_who::INSERT);
        self.m_ins.ok.next = self.status.q.val() == conn_status::SLOT;
        self.m_ins.conn.next = self.slot.q.val();
        self.m_host.valid.next = (self.st.q.val() == arb_state::ANSWER) & (self.who.q.val() == arb_who::HOST);
        self.m_host.status.next = self.status.q.val();
        self.m_host.slot.next = self.slot.q.val();
        self.m_disp.valid.next = (self.st.q.val() == arb_state::ANSWER) & (self.who.q.val() == arb_who::DISP);
        self.m_disp.status.next = self.status.q.val();
        self.m_disp.slot.next = self.slot.q.val();
        if (self.st.q.val() == arb_state::ANSWER)
            & ((self.who.q.val() == arb_who::FREE)
                | (self.m_ins.valid.val() & self.m_ins.ready.val())
                | (self.m_host.valid.val() & self.m_host.ready.val())
                | (self.m_disp.valid.val() & self.m_disp.ready.val()))
        {
            self.st.d.next = bits::<2>(arb_state::IDLE);
        }
        if self.reset.val() {
            self.st.d.next = bits::<2>(arb_state::IDLE);
        }
    }
}
