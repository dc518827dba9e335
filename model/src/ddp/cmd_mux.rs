//! CmdMux: shares the TLB's command port between the host (register, deregister,
//! invalidate, fast-register) and the placement engine's invalidations (Send with
//! Invalidate, RFC 5040 section 5.3; `crate::tlb::op::INVALIDATE`), one command at a time: the acknowledgement goes back to
//! whoever issued the command. The engine's invalidation goes first when both wait.

use crate::tlb::tlb_op;
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
    pub s_cmd_valid: Signal<In, Bit>,
    pub s_cmd_ready: Signal<Out, Bit>,
    pub s_cmd_op: Signal<In, Bits<2>>,
    pub s_cmd_stag: Signal<In, Bits<32>>,
    pub m_ack_valid: Signal<Out, Bit>,
    pub m_ack_ready: Signal<In, Bit>,
    pub s_inv_valid: Signal<In, Bit>,
    pub s_inv_ready: Signal<Out, Bit>,
    pub s_inv_stag: Signal<In, Bits<32>>,
    pub m_inv_ack_valid: Signal<Out, Bit>,
    pub m_inv_ack_ready: Signal<In, Bit>,
    /// To the TLB (the other command fields pass from the host unchanged).
    pub t_cmd_valid: Signal<Out, Bit>,
    pub t_cmd_ready: Signal<In, Bit>,
    pub t_cmd_op: Signal<Out, Bits<2>>,
    pub t_cmd_stag: Signal<Out, Bits<32>>,
    pub t_ack_valid: Signal<In, Bit>,
    pub t_ack_ready: Signal<Out, Bit>,
    state: DFF<MuxState>,
}

impl Logic for CmdMux {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state);
        self.t_cmd_valid.next = false;
        self.t_cmd_op.next = self.s_cmd_op.val();
        self.t_cmd_stag.next = self.s_cmd_stag.val();
        self.s_cmd_ready.next = false;
        self.s_inv_ready.next = false;
        self.m_ack_valid.next = false;
        self.m_inv_ack_valid.next = false;
        self.t_ack_ready.next = false;
        match self.state.q.val() {
            MuxState::Idle => {
                if self.s_inv_valid.val() {
                    self.t_cmd_valid.next = true;
                    self.t_cmd_op.next = bits::<2>(tlb_op::INVALIDATE);
                    self.t_cmd_stag.next = self.s_inv_stag.val();
                    self.s_inv_ready.next = self.t_cmd_ready.val();
                    if self.t_cmd_ready.val() {
                        self.state.d.next = MuxState::Inv;
                    }
                } else {
                    self.t_cmd_valid.next = self.s_cmd_valid.val();
                    self.s_cmd_ready.next = self.t_cmd_ready.val();
                    if self.t_cmd_ready.val() & self.s_cmd_valid.val() {
                        self.state.d.next = MuxState::Host;
                    }
                }
            }
            MuxState::Host => {
                self.m_ack_valid.next = self.t_ack_valid.val();
                self.t_ack_ready.next = self.m_ack_ready.val();
                if self.t_ack_valid.val() & self.m_ack_ready.val() {
                    self.state.d.next = MuxState::Idle;
                }
            }
            MuxState::Inv => {
                self.m_inv_ack_valid.next = self.t_ack_valid.val();
                self.t_ack_ready.next = self.m_inv_ack_ready.val();
                if self.t_ack_valid.val() & self.m_inv_ack_ready.val() {
                    self.state.d.next = MuxState::Idle;
                }
            }
        }
        if self.reset.val() {
            self.state.d.next = MuxState::Idle;
        }
    }
}
