//! RnicDb: the register window's decode, emitted as `rtl/rnic_db.v` (issue 16). The host
//! writes doorbells (32-bit writes at a byte offset of the RNIC's register window, golden
//! `host_if::doorbell`); each part of the window belongs to one block, which checks the
//! offsets inside its part itself (golden `doorbell::window`):
//!
//! | offsets | block | output |
//! |---|---|---|
//! | 0x0000-0x0FFF | `rnic_cmd` (command rings) | `m_cmd` |
//! | 0x1000-0x1FFF | `rnic_wq` (send and receive queues) | `m_wq` |
//! | 0x2000-0x2FFF | `rnic_cq` (completion queues) | `m_cq` |
//! | 0x3000-0x30FF | `rnic_toecmd` (TOE command ring) | `m_toecmd` |
//! | 0x3100-0x31FF | `rnic_toeev` (TOE event ring) | `m_toeev` |
//! | 0x3200-0xFFFF | none: dropped and counted (`cnt_dropped`) | |
//!
//! One write at a time through a register: `s_db` is taken when the register is empty or
//! its write is taken this cycle, the window decoded as it is taken (one-hot, registered),
//! so no target's ready reaches `s_db`'s. A write keeps its offset and value (each block
//! decodes the whole offset). No FSM: the register and its valid bit.

use super::cmd::{DoorbellIn, DoorbellOut};
use rust_hdl::prelude::*;

crate::named_consts! {
    /// Where each part of the window ends (golden `doorbell::*_WINDOW_END`).
    pub db_window: 16 {
        CMD_END = 0x1000,
        WQ_END = 0x2000,
        CQ_END = 0x3000,
        TQ_END = 0x3100,
        EQ_END = 0x3200,
    }
}

crate::layout! {
    /// The held write's target, one-hot (none set: dropped).
    pub DbTarget(db_target): 5 {
        to_cmd: flag,
        to_wq: flag,
        to_cq: flag,
        to_toecmd: flag,
        to_toeev: flag,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicDb {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_db: DoorbellIn,
    pub m_cmd: DoorbellOut,
    pub m_wq: DoorbellOut,
    pub m_cq: DoorbellOut,
    pub m_toecmd: DoorbellOut,
    pub m_toeev: DoorbellOut,
    pub idle: Signal<Out, Bit>,
    /// Writes past every block's part of the window.
    pub cnt_dropped: Signal<Out, Bits<32>>,
    v: DFF<Bit>,
    addr: DFF<Bits<16>>,
    data: DFF<Bits<32>>,
    to: DFF<Bits<5>>,
    n_dropped: DFF<Bits<32>>,
    // Locals: the offered write's target; the held write taken; the register free.
    target: Signal<Local, Bits<5>>,
    taken: Signal<Local, Bit>,
    free: Signal<Local, Bit>,
}

impl Logic for RnicDb {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, v, addr, data, to, n_dropped);
        self.idle.next = !self.v.q.val();
        self.cnt_dropped.next = self.n_dropped.q.val();

        // The held write to its block.
        self.m_cmd.valid.next = self.v.q.val() & self.to.q.val().get_value_to_cmd();
        self.m_wq.valid.next = self.v.q.val() & self.to.q.val().get_value_to_wq();
        self.m_cq.valid.next = self.v.q.val() & self.to.q.val().get_value_to_cq();
        self.m_toecmd.valid.next = self.v.q.val() & self.to.q.val().get_value_to_toecmd();
        self.m_toeev.valid.next = self.v.q.val() & self.to.q.val().get_value_to_toeev();
        self.m_cmd.addr.next = self.addr.q.val();
        self.m_cmd.data.next = self.data.q.val();
        self.m_wq.addr.next = self.addr.q.val();
        self.m_wq.data.next = self.data.q.val();
        self.m_cq.addr.next = self.addr.q.val();
        self.m_cq.data.next = self.data.q.val();
        self.m_toecmd.addr.next = self.addr.q.val();
        self.m_toecmd.data.next = self.data.q.val();
        self.m_toeev.addr.next = self.addr.q.val();
        self.m_toeev.data.next = self.data.q.val();
        self.taken.next = (self.m_cmd.valid.val() & self.m_cmd.ready.val())
            | (self.m_wq.valid.val() & self.m_wq.ready.val())
            | (self.m_cq.valid.val() & self.m_cq.ready.val())
            | (self.m_toecmd.valid.val() & self.m_toecmd.ready.val())
            | (self.m_toeev.valid.val() & self.m_toeev.ready.val());
        if self.taken.val() {
            self.v.d.next = false;
        }

        // The offered write's part of the window.
        self.target.next = bits::<5>(0);
        if self.s_db.addr.val() < db_window::CMD_END {
            self.target.next.set_value_to_cmd(true);
        } else if self.s_db.addr.val() < db_window::WQ_END {
            self.target.next.set_value_to_wq(true);
        } else if self.s_db.addr.val() < db_window::CQ_END {
            self.target.next.set_value_to_cq(true);
        } else if self.s_db.addr.val() < db_window::TQ_END {
            self.target.next.set_value_to_toecmd(true);
        } else if self.s_db.addr.val() < db_window::EQ_END {
            self.target.next.set_value_to_toeev(true);
        }
        self.free.next = !self.v.q.val() | self.taken.val();
        self.s_db.ready.next = self.free.val() & !self.reset.val();
        if self.s_db.valid.val() & self.free.val() & !self.reset.val() {
            if self.target.val().any() {
                self.v.d.next = true;
                self.addr.d.next = self.s_db.addr.val();
                self.data.d.next = self.s_db.data.val();
                self.to.d.next = self.target.val();
            } else {
                self.n_dropped.d.next = self.n_dropped.q.val() + 1;
            }
        }

        if self.reset.val() {
            self.v.d.next = false;
            self.n_dropped.d.next = bits::<32>(0);
        }
    }
}
