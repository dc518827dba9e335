//! CmdMux: shares the TLB's command port between the host (register, deregister,
//! invalidate, fast-register) and the placement engine's invalidations (Send with
//! Invalidate, RFC 5040 section 5.3; `crate::tlb::op::INVALIDATE`), one command at a time: the acknowledgement goes back to
//! whoever issued the command. The engine's invalidation goes first when both wait.

use crate::tlb::{tlb_op, TlbAckIn, TlbAckOut, TlbCmdIn, TlbCmdOut};
use super::InvIn;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum MuxState {
    Idle,
    /// The host's command is in the TLB.
    Host,
    /// The engine's invalidation is in the TLB.
    Inv,
}

#[derive(LogicBlock, Default)]
pub struct CmdMux {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cmd: TlbCmdIn,
    pub m_ack: TlbAckOut,
    pub s_inv: InvIn,
    pub m_inv_ack: TlbAckOut,
    pub t_cmd: TlbCmdOut,
    pub t_ack: TlbAckIn,
    state: DFF<MuxState>,
}

impl Logic for CmdMux {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state);
        self.t_cmd.valid.next = false;
        self.t_cmd.op.next = self.s_cmd.op.val();
        self.t_cmd.stag.next = self.s_cmd.stag.val();
        self.t_cmd.pd.next = self.s_cmd.pd.val();
        self.t_cmd.rights.next = self.s_cmd.rights.val();
        self.t_cmd.page_2m.next = self.s_cmd.page_2m.val();
        self.t_cmd.base_va.next = self.s_cmd.base_va.val();
        self.t_cmd.length.next = self.s_cmd.length.val();
        self.t_cmd.pbl.next = self.s_cmd.pbl.val();
        self.m_ack.status.next = self.t_ack.status.val();
        self.m_inv_ack.status.next = self.t_ack.status.val();
        self.s_cmd.ready.next = false;
        self.s_inv.ready.next = false;
        self.m_ack.valid.next = false;
        self.m_inv_ack.valid.next = false;
        self.t_ack.ready.next = false;
        match self.state.q.val() {
            MuxState::Idle => {
                if self.s_inv.valid.val() {
                    self.t_cmd.valid.next = true;
                    self.t_cmd.op.next = bits::<2>(tlb_op::INVALIDATE);
                    self.t_cmd.stag.next = self.s_inv.stag.val();
                    self.s_inv.ready.next = self.t_cmd.ready.val();
                    if self.t_cmd.ready.val() {
                        self.state.d.next = MuxState::Inv;
                    }
                } else {
                    self.t_cmd.valid.next = self.s_cmd.valid.val();
                    self.s_cmd.ready.next = self.t_cmd.ready.val();
                    if self.t_cmd.ready.val() & self.s_cmd.valid.val() {
                        self.state.d.next = MuxState::Host;
                    }
                }
            }
            MuxState::Host => {
                self.m_ack.valid.next = self.t_ack.valid.val();
                self.t_ack.ready.next = self.m_ack.ready.val();
                if self.t_ack.valid.val() & self.m_ack.ready.val() {
                    self.state.d.next = MuxState::Idle;
                }
            }
            MuxState::Inv => {
                self.m_inv_ack.valid.next = self.t_ack.valid.val();
                self.t_ack.ready.next = self.m_inv_ack.ready.val();
                if self.t_ack.valid.val() & self.m_inv_ack.ready.val() {
                    self.state.d.next = MuxState::Idle;
                }
            }
        }
        if self.reset.val() {
            self.state.d.next = MuxState::Idle;
        }
    }
}
