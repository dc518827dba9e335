//! RnicCq: the completion writer of the RNIC's host interface (issue 16), emitted as
//! `rtl/rnic_cq.v`. The reference is golden's `cq::CqProducer` (its rules: written at the
//! producer index with the lap's owner bit when the ring has room; a full ring overruns the
//! queue and drops everything until the driver restarts it; consumer indices only forward
//! and never past what was written).
//!
//! - **Doorbells** (`s_db`, the window's completion-queue part, golden `host_if::doorbell`:
//!   queue c's base, size and consumer index at 0x2000 + 16c): a size write (2^1..2^16
//!   entries) restarts the queue (nothing written or consumed, no overrun); a consumer index
//!   is taken when golden's rule takes it; anything else (a bad size or index, an offset
//!   past the [`CQS`] queues' registers) is refused and counted.
//! - **Completions** (`s_cqe`: the queue and the entry's fields, [`CqeWord`] without its
//!   owner bit) are written one at a time, each as one 32-byte DMA write (`m_wr` / `m_wd`);
//!   one for a queue not started, full or overrun is dropped and counted.
//! - Doorbells and completions go through the one FSM ([`cqw_state`]) in the order the
//!   block takes them (a doorbell first when both are offered), so a completion's room is
//!   the ring's after every consumer index taken before it: the order golden follows.
//! - Per-queue state: base (two 32-bit LUT RAMs, so a half is written without a read),
//!   size, producer and consumer indices (LUT RAMs), started and overrun flags (registers, so
//!   reset clears them). Every RAM is addressed by the queue in hand (a register) and read a
//!   cycle before its word is used.

use super::*;
use crate::common::sdp_ram::SdpRam;
use crate::ddp::{DmaWdOut, DmaWrOut};
use crate::rnic::cmd::{cmdp_shift, db_ring_log, DoorbellIn};
use rust_hdl::prelude::*;

/// Completion queues (queue number 0..15).
pub const CQS: usize = 16;

crate::channel! {
    /// A completion to write into completion queue `cq` (the owner bit is the writer's).
    pub CqeIn / CqeOut {
        cq: Bits<4>,
        wr_id: Bits<64>,
        len: Bits<32>,
        inv_stag: Bits<32>,
        qp: Bits<16>,
        /// [`cqe_op`].
        op: Bits<8>,
        /// [`cqe_status`].
        status: Bits<8>,
        /// [`cqe_flag`].
        flags: Bits<8>,
    }
}

crate::named_consts! {
    /// The completion queues' registers (golden `host_if::doorbell`): queue c's at
    /// `CQ_BASE_LO` + `STRIDE` x c.
    pub cq_db: 16 {
        CQ_BASE_LO = 0x2000,
        /// One past the last queue's registers (`CQ_BASE_LO` + `STRIDE` x [`CQS`]).
        CQ_END = 0x2100,
        /// A register's offset is a multiple of 4.
        ALIGN = 3,
    }
}

crate::named_consts! {
    /// A queue's register, the offset's bits 3:2 (golden `host_if::doorbell`'s order).
    pub cq_reg: 2 {
        BASE_LO = 0,
        BASE_HI = 1,
        LOG = 2,
        CI = 3,
    }
}

crate::named_consts! {
    /// Shift amounts: a completion's slot (32 bytes).
    pub cqw_shift: 8 {
        CQE_ENTRY = 5,
    }
}

crate::layout! {
    /// A doorbell offset in the completion queues' part of the window: 4-byte registers
    /// ([`cq_reg`]), 16 bytes a queue.
    pub CqDbAddr(cq_db_addr): 16 {
        cda_byte: 2,
        cda_reg: 2,
        cda_queue: 4,
        cda_window: 8,
    }
}

crate::layout! {
    /// A completion's four DMA words (views of [`CqeWord`], word 0 first).
    pub CqeWords(cqe_words): 256 {
        cqw_w0: 64,
        cqw_w1: 64,
        cqw_w2: 64,
        cqw_w3: 64,
    }
}

crate::named_consts! {
    /// A completion's DMA write length.
    pub cqw_len: 16 {
        CQE_BYTES = 32,
    }
}

crate::named_consts! {
    /// A completion's words (wr_id; len and inv_stag; qp, op, status, flags; owner).
    pub cqw_word: 2 {
        W0 = 0,
        W1 = 1,
        W2 = 2,
        LAST = 3,
    }
}

crate::named_consts! {
    /// The completion writer's states.
    pub cqw_state: 4 {
        IDLE = 0,
        /// A doorbell: its queue's words read; checked; applied.
        DB_READ = 1,
        DB_CHECK = 2,
        DB_APPLY = 3,
        /// A completion: its queue's words read; room, owner and slot; the address.
        CQ_READ = 4,
        CQ_CHECK = 5,
        CQ_ADDR = 6,
        /// The write request offered, then its 4 words.
        REQ = 7,
        DATA = 8,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicCq {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_db: DoorbellIn,
    pub s_cqe: CqeIn,
    pub m_wr: DmaWrOut,
    pub m_wd: DmaWdOut,
    /// The queues overrun (bit c: queue c), until restarted.
    pub overrun: Signal<Out, Bits<16>>,
    pub idle: Signal<Out, Bit>,
    /// Completions written; dropped (a queue not started, full or overrun); queues overrun;
    /// doorbell writes refused.
    pub cnt_written: Signal<Out, Bits<32>>,
    pub cnt_dropped: Signal<Out, Bits<32>>,
    pub cnt_overruns: Signal<Out, Bits<32>>,
    pub cnt_bad_db: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    /// The queue in hand (every RAM's address).
    cq: DFF<Bits<4>>,
    /// The doorbell: its register, value and whether its offset named one.
    rsel: DFF<Bits<2>>,
    data: DFF<Bits<32>>,
    db_ok: DFF<Bit>,
    /// The completion's words.
    ent: DFF<Bits<{ cqe_w::BITS }>>,
    base_lo: SdpRam<32, 4>,
    base_hi: SdpRam<32, 4>,
    log: SdpRam<5, 4>,
    pi: SdpRam<32, 4>,
    ci: SdpRam<32, 4>,
    started: DFF<Bits<16>>,
    over: DFF<Bits<16>>,
    /// Registered from the queue's words: the check's verdict; the producer index, the
    /// owner bit and the slot's byte offset; the address.
    ok: DFF<Bit>,
    pi_r: DFF<Bits<32>>,
    owner: DFF<Bit>,
    off: DFF<Bits<64>>,
    addr: DFF<Bits<64>>,
    wcnt: DFF<Bits<2>>,
    n_written: DFF<Bits<32>>,
    n_dropped: DFF<Bits<32>>,
    n_overruns: DFF<Bits<32>>,
    n_bad_db: DFF<Bits<32>>,
    // Locals.
    qbit: Signal<Local, Bits<16>>,
    size: Signal<Local, Bits<32>>,
    used: Signal<Local, Bits<32>>,
    slot: Signal<Local, Bits<32>>,
    word: Signal<Local, Bits<64>>,
    full: Signal<Local, Bits<{ cqe_w::BITS }>>,
}

impl Logic for RnicCq {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, cq, rsel, data, db_ok, ent, started, over, ok, pi_r, owner, off, addr, wcnt, n_written, n_dropped, n_overruns, n_bad_db);
        self.base_lo.clock.next = self.clock.val();
        self.base_hi.clock.next = self.clock.val();
        self.log.clock.next = self.clock.val();
        self.pi.clock.next = self.clock.val();
        self.ci.clock.next = self.clock.val();
        self.overrun.next = self.over.q.val();
        self.idle.next = self.st.q.val() == cqw_state::IDLE;
        self.cnt_written.next = self.n_written.q.val();
        self.cnt_dropped.next = self.n_dropped.q.val();
        self.cnt_overruns.next = self.n_overruns.q.val();
        self.cnt_bad_db.next = self.n_bad_db.q.val();

        // Every RAM at the queue in hand; writes enabled below.
        self.base_lo.read_address.next = self.cq.q.val();
        self.base_hi.read_address.next = self.cq.q.val();
        self.log.read_address.next = self.cq.q.val();
        self.pi.read_address.next = self.cq.q.val();
        self.ci.read_address.next = self.cq.q.val();
        self.base_lo.write_address.next = self.cq.q.val();
        self.base_hi.write_address.next = self.cq.q.val();
        self.log.write_address.next = self.cq.q.val();
        self.pi.write_address.next = self.cq.q.val();
        self.ci.write_address.next = self.cq.q.val();
        self.base_lo.write_data.next = self.data.q.val();
        self.base_hi.write_data.next = self.data.q.val();
        self.log.write_data.next = bit_cast::<5, 32>(self.data.q.val());
        // The producer index: the next after a write (a restart writes zero, below).
        self.pi.write_data.next = self.pi_r.q.val() + 1;
        self.ci.write_data.next = self.data.q.val();
        self.base_lo.write_enable.next = false;
        self.base_hi.write_enable.next = false;
        self.log.write_enable.next = false;
        self.pi.write_enable.next = false;
        self.ci.write_enable.next = false;
        self.qbit.next = bits::<16>(1) << self.cq.q.val();
        self.size.next = bits::<32>(1) << self.log.read_data.val();
        self.used.next = self.pi.read_data.val() - self.ci.read_data.val();
        self.slot.next = self.pi.read_data.val() & (self.size.val() - 1);

        // IDLE: a doorbell first, else a completion.
        self.s_db.ready.next = (self.st.q.val() == cqw_state::IDLE) & !self.reset.val();
        self.s_cqe.ready.next = (self.st.q.val() == cqw_state::IDLE) & !self.s_db.valid.val() & !self.reset.val();
        if self.st.q.val() == cqw_state::IDLE {
            if self.s_db.valid.val() {
                self.cq.d.next = self.s_db.addr.val().get_value_cda_queue();
                self.rsel.d.next = self.s_db.addr.val().get_value_cda_reg();
                self.data.d.next = self.s_db.data.val();
                self.db_ok.d.next = (self.s_db.addr.val() >= cq_db::CQ_BASE_LO) & (self.s_db.addr.val() < cq_db::CQ_END) & !(self.s_db.addr.val() & bits::<16>(cq_db::ALIGN)).any();
                self.st.d.next = bits::<4>(cqw_state::DB_READ);
            } else if self.s_cqe.valid.val() {
                self.cq.d.next = self.s_cqe.cq.val();
                self.ent.d.next = bits::<{ cqe_w::BITS }>(0);
                self.ent.d.next.set_value_cqe_wr_id(self.s_cqe.wr_id.val());
                self.ent.d.next.set_value_cqe_len(self.s_cqe.len.val());
                self.ent.d.next.set_value_cqe_inv_stag(self.s_cqe.inv_stag.val());
                self.ent.d.next.set_value_cqe_qp(self.s_cqe.qp.val());
                self.ent.d.next.set_value_cqe_op_code(self.s_cqe.op.val());
                self.ent.d.next.set_value_cqe_status_code(self.s_cqe.status.val());
                self.ent.d.next.set_value_cqe_flags(self.s_cqe.flags.val());
                self.st.d.next = bits::<4>(cqw_state::CQ_READ);
            }
        }

        // DB_READ, DB_CHECK, DB_APPLY: a size restarts the queue; a consumer index moves
        // forward, not past the completions written; a base half is taken as it is.
        if self.st.q.val() == cqw_state::DB_READ {
            self.st.d.next = bits::<4>(cqw_state::DB_CHECK);
        }
        if self.st.q.val() == cqw_state::DB_CHECK {
            self.ok.d.next = self.db_ok.q.val();
            if self.rsel.q.val() == cq_reg::LOG {
                self.ok.d.next = self.db_ok.q.val() & (self.data.q.val() >= db_ring_log::MIN) & (self.data.q.val() <= db_ring_log::MAX);
            } else if self.rsel.q.val() == cq_reg::CI {
                self.ok.d.next = self.db_ok.q.val() & ((self.started.q.val() & self.qbit.val()).any()) & ((self.data.q.val() - self.ci.read_data.val()) <= self.used.val());
            }
            self.st.d.next = bits::<4>(cqw_state::DB_APPLY);
        }
        if self.st.q.val() == cqw_state::DB_APPLY {
            self.st.d.next = bits::<4>(cqw_state::IDLE);
            if self.ok.q.val() {
                if self.rsel.q.val() == cq_reg::BASE_LO {
                    self.base_lo.write_enable.next = true;
                } else if self.rsel.q.val() == cq_reg::BASE_HI {
                    self.base_hi.write_enable.next = true;
                } else if self.rsel.q.val() == cq_reg::LOG {
                    self.log.write_enable.next = true;
                    self.pi.write_data.next = bits::<32>(0);
                    self.pi.write_enable.next = true;
                    self.ci.write_data.next = bits::<32>(0);
                    self.ci.write_enable.next = true;
                    self.started.d.next = self.started.q.val() | self.qbit.val();
                    self.over.d.next = self.over.q.val() & !self.qbit.val();
                } else {
                    self.ci.write_enable.next = true;
                }
            } else {
                self.n_bad_db.d.next = self.n_bad_db.q.val() + 1;
            }
        }

        // CQ_READ, CQ_CHECK, CQ_ADDR: room (a started queue not overrun, fewer than its size
        // written and not consumed), the lap's owner bit, the slot; then the address.
        if self.st.q.val() == cqw_state::CQ_READ {
            self.st.d.next = bits::<4>(cqw_state::CQ_CHECK);
        }
        if self.st.q.val() == cqw_state::CQ_CHECK {
            self.ok.d.next = ((self.started.q.val() & !self.over.q.val() & self.qbit.val()).any()) & (self.used.val() < self.size.val());
            self.pi_r.d.next = self.pi.read_data.val();
            self.owner.d.next = !(self.pi.read_data.val() & self.size.val()).any();
            self.off.d.next = bit_cast::<64, 32>(self.slot.val()) << cqw_shift::CQE_ENTRY;
            self.st.d.next = bits::<4>(cqw_state::CQ_ADDR);
        }
        if self.st.q.val() == cqw_state::CQ_ADDR {
            self.addr.d.next = ((bit_cast::<64, 32>(self.base_hi.read_data.val()) << cmdp_shift::HALF) | bit_cast::<64, 32>(self.base_lo.read_data.val())) + self.off.q.val();
            self.st.d.next = bits::<4>(cqw_state::REQ);
            if !self.ok.q.val() {
                // Dropped; a started queue that was not overrun is overrun now.
                self.st.d.next = bits::<4>(cqw_state::IDLE);
                self.n_dropped.d.next = self.n_dropped.q.val() + 1;
                if (self.started.q.val() & !self.over.q.val() & self.qbit.val()).any() {
                    self.over.d.next = self.over.q.val() | self.qbit.val();
                    self.n_overruns.d.next = self.n_overruns.q.val() + 1;
                }
            }
        }

        // REQ, DATA: one 32-byte write; the producer index moves on with its last word.
        self.m_wr.valid.next = self.st.q.val() == cqw_state::REQ;
        self.m_wr.addr.next = self.addr.q.val();
        self.m_wr.len.next = bits::<16>(cqw_len::CQE_BYTES);
        if (self.st.q.val() == cqw_state::REQ) & self.m_wr.ready.val() {
            self.wcnt.d.next = bits::<2>(0);
            self.st.d.next = bits::<4>(cqw_state::DATA);
        }
        self.full.next = self.ent.q.val();
        self.full.next.set_value_cqe_owner(self.owner.q.val());
        self.word.next = self.full.val().get_value_cqw_w3();
        if self.wcnt.q.val() == cqw_word::W0 {
            self.word.next = self.full.val().get_value_cqw_w0();
        } else if self.wcnt.q.val() == cqw_word::W1 {
            self.word.next = self.full.val().get_value_cqw_w1();
        } else if self.wcnt.q.val() == cqw_word::W2 {
            self.word.next = self.full.val().get_value_cqw_w2();
        }
        self.m_wd.valid.next = self.st.q.val() == cqw_state::DATA;
        self.m_wd.data.next = self.word.val();
        self.m_wd.keep.next = bits::<8>(0xFF);
        self.m_wd.last.next = self.wcnt.q.val() == cqw_word::LAST;
        if (self.st.q.val() == cqw_state::DATA) & self.m_wd.ready.val() {
            self.wcnt.d.next = self.wcnt.q.val() + 1;
            if self.wcnt.q.val() == cqw_word::LAST {
                self.pi.write_enable.next = true;
                self.n_written.d.next = self.n_written.q.val() + 1;
                self.st.d.next = bits::<4>(cqw_state::IDLE);
            }
        }

        if self.reset.val() {
            self.st.d.next = bits::<4>(cqw_state::IDLE);
            self.started.d.next = bits::<16>(0);
            self.over.d.next = bits::<16>(0);
            self.n_written.d.next = bits::<32>(0);
            self.n_dropped.d.next = bits::<32>(0);
            self.n_overruns.d.next = bits::<32>(0);
            self.n_bad_db.d.next = bits::<32>(0);
        }
    }
}
