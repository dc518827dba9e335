//! TlbCommand: the host command FSM of the MR table: register, deregister, invalidate
//! (local), fast-register, each acknowledged; and the init sweep after reset.
//!
//! Ordering: a command is taken in `Idle`; from then on the request pipeline takes nothing new
//! (`busy`) and the FSM waits until every request taken before it has left the TLB (`idle`
//! from the parent: no request in any stage, no page-list read outstanding). It then reads the
//! entry, checks and writes it, and, for deregister and invalidate, sweeps the translation
//! cache of every way holding the entry's index, before it acknowledges. So once a command is
//! acknowledged, no later request can hit a translation of the old region, and no page-list
//! read of the old region can still fill the cache.
//!
//! Table writes: register and fast-register write the whole entry: meta (see
//! [`super::meta`]), `base_va`, `end_va` = base + length saturated at 2^64 - 1, and the
//! page-list address adjusted by the base page (`pbl - 8 * (base_va >> page shift)`) so that
//! the entry of virtual page `vpn` is at `pbl_adj + 8 * vpn`. Deregister writes the state
//! free; invalidate writes the state invalid and keeps the rest.
//!
//! Checks (golden `MrTable`, statuses [`super::ack`]): an index beyond the table; register
//! needs a free entry, fast-register an invalid one, deregister any non-free one, invalidate a
//! valid one with the STag's key. The page list lives in host memory and is not read here:
//! the host gives exactly one entry per page of the region (golden's `PageListLength` check is
//! the host's).
//!
//! Timing: init 1024 cycles after reset; a command costs drain + 5 cycles (take, read, latch,
//! execute, acknowledge), plus 67 for a sweep.

use super::{mr_meta, mr_state, tlb_ack, tlb_op, AddrWord, MrMetaWord, StagWord, Sum65, SweepCount};
use super::{TlbAckOut, TlbCmdIn};
use rust_hdl::prelude::*;

#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum CmdState {
    /// After reset: every MR entry free, every cache way and pseudo-LRU set cleared.
    Init,
    /// Taking a command.
    Idle,
    /// Waiting for the requests taken before the command to leave.
    Drain,
    /// Reading the entry (the MR table's read port is ours).
    Read,
    /// Registering the entry's meta word as read.
    Latch,
    /// Checking and writing the entry.
    Exec,
    /// Clearing the cache ways of the entry's index, set by set.
    Sweep,
    /// Acknowledging.
    Ack,
}

#[derive(LogicBlock, Default)]
pub struct TlbCommand {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cmd: TlbCmdIn,
    pub m_ack: TlbAckOut,
    /// The request pipeline is empty (from the parent).
    pub idle: Signal<In, Bit>,
    /// Requests are held off (every state but `Idle`).
    pub busy: Signal<Out, Bit>,
    /// The MR table's read port is the FSM's (`mr_rd_index`), and the entry's meta as read.
    pub mr_rd_own: Signal<Out, Bit>,
    pub mr_rd_index: Signal<Out, Bits<10>>,
    pub mr_rd_meta: Signal<In, Bits<{ mr_meta::BITS }>>,
    pub mr_wr_meta: Signal<Out, Bit>,
    pub mr_wr_entry: Signal<Out, Bit>,
    pub mr_wr_index: Signal<Out, Bits<10>>,
    pub wr_meta: Signal<Out, Bits<{ mr_meta::BITS }>>,
    pub wr_base_va: Signal<Out, Bits<64>>,
    pub wr_end_va: Signal<Out, Bits<64>>,
    pub wr_pbl_adj: Signal<Out, Bits<64>>,
    /// The cache read port is the FSM's (`sweep_rd_set`); `sweep` clears in `sweep_set`.
    pub sweep_rd_own: Signal<Out, Bit>,
    pub sweep_rd_set: Signal<Out, Bits<6>>,
    pub sweep: Signal<Out, Bit>,
    pub sweep_set: Signal<Out, Bits<6>>,
    pub sweep_all: Signal<Out, Bit>,
    pub sweep_index: Signal<Out, Bits<10>>,
    state: DFF<CmdState>,
    count: DFF<Bits<11>>,
    op: DFF<Bits<2>>,
    stag: DFF<Bits<32>>,
    pd: DFF<Bits<16>>,
    rights: DFF<Bits<4>>,
    page_2m: DFF<Bit>,
    base_va: DFF<Bits<64>>,
    length: DFF<Bits<64>>,
    pbl: DFF<Bits<64>>,
    status: DFF<Bits<2>>,
    /// The set read the cycle before (the one a sweep clears now).
    prev: DFF<Bits<6>>,
    prev2: DFF<Bits<6>>,
    prev3: DFF<Bits<6>>,
    /// A sweep read this cycle / one / two / three cycles ago (the write follows three cycles
    /// after the read: the cache registers the ways' tags, then their match), and whether it
    /// is the init sweep (clear every way).
    rv1: DFF<Bit>,
    rv2: DFF<Bit>,
    rv3: DFF<Bit>,
    ra1: DFF<Bit>,
    ra2: DFF<Bit>,
    ra3: DFF<Bit>,
    rv: Signal<Local, Bit>,
    ra: Signal<Local, Bit>,
    q_wr_meta: DFF<Bit>,
    q_wr_entry: DFF<Bit>,
    q_wr_index: DFF<Bits<10>>,
    q_meta: DFF<Bits<{ mr_meta::BITS }>>,
    q_base_va: DFF<Bits<64>>,
    q_end_va: DFF<Bits<64>>,
    q_pbl_adj: DFF<Bits<64>>,
    nx_wr_meta: Signal<Local, Bit>,
    nx_wr_entry: Signal<Local, Bit>,
    nx_wr_index: Signal<Local, Bits<10>>,
    nx_meta: Signal<Local, Bits<{ mr_meta::BITS }>>,
    nx_base_va: Signal<Local, Bits<64>>,
    nx_end_va: Signal<Local, Bits<64>>,
    nx_pbl_adj: Signal<Local, Bits<64>>,
    meta_q: DFF<Bits<{ mr_meta::BITS }>>,
    /// Exec's checks registered in Latch: the index beyond the table, the entry's key equal to
    /// the STag's (issue 17: compared in Exec, they ran into the status, the state and the
    /// table write, a worst path of ddp_tx at two seeds, 6.62 ns).
    oob_q: DFF<Bit>,
    key_eq: DFF<Bit>,
    end_sum: Signal<Local, Bits<65>>,
    base_page: Signal<Local, Bits<52>>,
    base_off: Signal<Local, Bits<64>>,
    new_meta: Signal<Local, Bits<{ mr_meta::BITS }>>,
    oob: Signal<Local, Bit>,
    cur_state: Signal<Local, Bits<2>>,
}

impl Logic for TlbCommand {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, count, op, stag, pd, rights, page_2m, base_va, length, pbl, status, meta_q, oob_q, key_eq, prev, prev2, prev3, rv1, rv2, rv3, ra1, ra2, ra3, q_wr_meta, q_wr_entry,
            q_wr_index, q_meta, q_base_va, q_end_va, q_pbl_adj);
        // What a (fast-)register writes.
        self.end_sum.next = bit_cast::<65, 64>(self.base_va.q.val()) + bit_cast::<65, 64>(self.length.q.val());
        self.nx_end_va.next = self.end_sum.val().get_value_sum();
        if self.end_sum.val().get_value_carry() {
            self.nx_end_va.next = bits::<64>(0) - 1;
        }
        self.base_page.next = self.base_va.q.val().get_value_frame_4k();
        if self.page_2m.q.val() {
            self.base_page.next = bit_cast::<52, 43>(self.base_va.q.val().get_value_frame_2m());
        }
        // The base page's page-list entry offset (PBL_ENTRY_BYTES apart).
        self.base_off.next = bits::<64>(0);
        self.base_off.next.set_value_entry(bit_cast::<61, 52>(self.base_page.val()));
        self.nx_pbl_adj.next = self.pbl.q.val() - self.base_off.val();
        self.nx_base_va.next = self.base_va.q.val();
        self.new_meta.next = bits::<{ mr_meta::BITS }>(0);
        self.new_meta.next.set_value_state(bits::<2>(mr_state::VALID));
        self.new_meta.next.set_value_key(self.stag.q.val().get_value_key());
        self.new_meta.next.set_value_pd(self.pd.q.val());
        self.new_meta.next.set_value_rights(self.rights.q.val());
        self.new_meta.next.set_value_page_2m(self.page_2m.q.val());
        self.nx_meta.next = self.new_meta.val();
        // An STag index beyond the 1024-entry table is out of range.
        self.oob.next = self.stag.q.val().get_value_index_high().any();
        self.mr_rd_index.next = self.stag.q.val().get_value_index();
        self.nx_wr_index.next = self.stag.q.val().get_value_index();
        self.sweep_index.next = self.stag.q.val().get_value_index();
        self.cur_state.next = self.meta_q.q.val().get_value_state();
        self.s_cmd.ready.next = false;
        self.m_ack.valid.next = false;
        self.m_ack.status.next = self.status.q.val();
        self.busy.next = true;
        self.mr_rd_own.next = false;
        self.nx_wr_meta.next = false;
        self.nx_wr_entry.next = false;
        self.sweep_rd_own.next = false;
        self.sweep_rd_set.next = self.count.q.val().get_value_set();
        // Sweep writes are the reads of three cycles before, delayed (all registered).
        self.rv.next = false;
        self.ra.next = false;
        self.sweep.next = self.rv3.q.val();
        self.sweep_all.next = self.ra3.q.val();
        self.prev.d.next = self.count.q.val().get_value_set();
        self.prev2.d.next = self.prev.q.val();
        self.prev3.d.next = self.prev2.q.val();
        self.sweep_set.next = self.prev3.q.val();
        match self.state.q.val() {
            CmdState::Init => {
                // Entry `count` becomes free; sets 0..63 are read in the first 64 cycles (count
                // < 64: bits [10:6] zero) and cleared three cycles later.
                self.nx_wr_meta.next = true;
                self.nx_wr_index.next = self.count.q.val().get_value_entry();
                self.nx_meta.next = bits::<{ mr_meta::BITS }>(0);
                self.rv.next = !self.count.q.val().get_value_above_sets().any();
                self.ra.next = !self.count.q.val().get_value_above_sets().any();
                self.count.d.next = self.count.q.val() + 1;
                if self.count.q.val() == 1023 {
                    self.state.d.next = CmdState::Idle;
                }
            }
            CmdState::Idle => {
                self.busy.next = false;
                self.s_cmd.ready.next = true;
                if self.s_cmd.valid.val() {
                    self.op.d.next = self.s_cmd.op.val();
                    self.stag.d.next = self.s_cmd.stag.val();
                    self.pd.d.next = self.s_cmd.pd.val();
                    self.rights.d.next = self.s_cmd.rights.val();
                    self.page_2m.d.next = self.s_cmd.page_2m.val();
                    self.base_va.d.next = self.s_cmd.base_va.val();
                    self.length.d.next = self.s_cmd.length.val();
                    self.pbl.d.next = self.s_cmd.pbl.val();
                    self.state.d.next = CmdState::Drain;
                }
            }
            CmdState::Drain => {
                if self.idle.val() {
                    self.state.d.next = CmdState::Read;
                }
            }
            CmdState::Read => {
                self.mr_rd_own.next = true;
                self.state.d.next = CmdState::Latch;
            }
            CmdState::Latch => {
                self.mr_rd_own.next = true;
                self.meta_q.d.next = self.mr_rd_meta.val();
                self.oob_q.d.next = self.oob.val();
                self.key_eq.d.next = self.mr_rd_meta.val().get_value_key() == self.stag.q.val().get_value_key();
                self.state.d.next = CmdState::Exec;
            }
            CmdState::Exec => {
                self.count.d.next = bits::<11>(0);
                self.status.d.next = bits::<2>(tlb_ack::WRONG_STATE);
                self.state.d.next = CmdState::Ack;
                if self.oob_q.q.val() {
                    self.status.d.next = bits::<2>(tlb_ack::INDEX_OUT_OF_RANGE);
                } else if self.op.q.val() == tlb_op::REGISTER {
                    // Register: a free entry becomes valid.
                    if self.cur_state.val() == mr_state::FREE {
                        self.nx_wr_meta.next = true;
                        self.nx_wr_entry.next = true;
                        self.status.d.next = bits::<2>(tlb_ack::OK);
                    }
                } else if self.op.q.val() == tlb_op::DEREGISTER {
                    // Deregister: any entry but a free one becomes free.
                    if self.cur_state.val() != mr_state::FREE {
                        self.nx_wr_meta.next = true;
                        self.nx_meta.next = bits::<{ mr_meta::BITS }>(0);
                        self.status.d.next = bits::<2>(tlb_ack::OK);
                        self.state.d.next = CmdState::Sweep;
                    }
                } else if self.op.q.val() == tlb_op::INVALIDATE {
                    // Invalidate: a valid entry with the STag's key becomes invalid.
                    if self.cur_state.val() == mr_state::VALID {
                        if self.key_eq.q.val() {
                            self.nx_wr_meta.next = true;
                            self.nx_meta.next = self.meta_q.q.val();
                            self.nx_meta.next.set_value_state(bits::<2>(mr_state::INVALID));
                            self.status.d.next = bits::<2>(tlb_ack::OK);
                            self.state.d.next = CmdState::Sweep;
                        } else {
                            self.status.d.next = bits::<2>(tlb_ack::KEY_MISMATCH);
                        }
                    }
                } else {
                    // Fast-register: an invalid entry becomes valid with new contents.
                    if self.cur_state.val() == mr_state::INVALID {
                        self.nx_wr_meta.next = true;
                        self.nx_wr_entry.next = true;
                        self.status.d.next = bits::<2>(tlb_ack::OK);
                    }
                }
            }
            CmdState::Sweep => {
                // Cycle k reads set k (k < 64); set k - 3 (registered, then matched) is cleared.
                self.sweep_rd_own.next = true;
                self.rv.next = !self.count.q.val().get_value_above_sets().any();
                self.count.d.next = self.count.q.val() + 1;
                if self.count.q.val() == 66 {
                    self.state.d.next = CmdState::Ack;
                }
            }
            CmdState::Ack => {
                self.m_ack.valid.next = true;
                if self.m_ack.ready.val() {
                    self.state.d.next = CmdState::Idle;
                }
            }
            _ => {
                self.state.d.next = CmdState::Init;
            }
        }
        // The table write port is registered: a write lands one edge after its decision (before
        // the acknowledgement can let a request read the entry).
        self.q_wr_meta.d.next = self.nx_wr_meta.val();
        self.q_wr_entry.d.next = self.nx_wr_entry.val();
        self.q_wr_index.d.next = self.nx_wr_index.val();
        self.q_meta.d.next = self.nx_meta.val();
        self.q_base_va.d.next = self.nx_base_va.val();
        self.q_end_va.d.next = self.nx_end_va.val();
        self.q_pbl_adj.d.next = self.nx_pbl_adj.val();
        self.mr_wr_meta.next = self.q_wr_meta.q.val();
        self.mr_wr_entry.next = self.q_wr_entry.q.val();
        self.mr_wr_index.next = self.q_wr_index.q.val();
        self.wr_meta.next = self.q_meta.q.val();
        self.wr_base_va.next = self.q_base_va.q.val();
        self.wr_end_va.next = self.q_end_va.q.val();
        self.wr_pbl_adj.next = self.q_pbl_adj.q.val();
        self.rv1.d.next = self.rv.val();
        self.rv2.d.next = self.rv1.q.val();
        self.rv3.d.next = self.rv2.q.val();
        self.ra1.d.next = self.ra.val();
        self.ra2.d.next = self.ra1.q.val();
        self.ra3.d.next = self.ra2.q.val();
        if self.reset.val() {
            self.rv1.d.next = false;
            self.rv2.d.next = false;
            self.rv3.d.next = false;
            self.ra1.d.next = false;
            self.ra2.d.next = false;
            self.ra3.d.next = false;
            self.q_wr_meta.d.next = false;
            self.q_wr_entry.d.next = false;
            self.state.d.next = CmdState::Init;
            self.count.d.next = bits::<11>(0);
        }
    }
}
