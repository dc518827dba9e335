//! RnicWq: the work-queue fetcher of the RNIC's host interface (issue 16), emitted as
//! `rtl/rnic_wq.v`. The reference is golden's `wq::WqQp` (its module docs give the rules and
//! why), which the testbench runs on the same entry bytes at the moment the block decides.
//!
//! - **QP copies** (`s_qp`, `rnic_cmd`'s `m_qp`): state, ORD, completion queue and the rings'
//!   bases and sizes per QP. Entering reset (a create, error -> reset) or a destroy restarts
//!   both rings: nothing rung, fetched or outstanding.
//! - **Doorbells** (`s_db`, offsets 0x1000 + 16q: the send queue's producer index, + 4: the
//!   receive queue's; golden `host_if::doorbell`): taken on a live QP when the index moves
//!   forward (or stays) and stays within the ring's size of the entries fetched; any other
//!   write, and an offset in the window that names no register, is refused and counted.
//! - **Fetch**: round robin over the 32 queues (16 QPs x send, receive) that have entries rung
//!   and can take one now: room in the engine's queue for the QP (16: ddp_tx's send queue,
//!   ddp_rx's posted receives) and no wait pending (below). One DMA read an entry (64 bytes
//!   send, 32 receive; `m_rd` / `s_dma_data`).
//! - **Decision** (golden `WqQp::decide`): a malformed entry is `BAD_WQE`; then the QP state's
//!   rule (golden `qp`): taken, refused (`BAD_WQE`) or flushed (`FLUSHED`); a Read on a QP
//!   with ORD 0 is `BAD_WQE`. A taken entry's record goes to the completion former
//!   (`m_post`: the `wr_id`, length, signalled flag, the slot its engine completion will name),
//!   then the entry to its engine (`m_wr` to ddp_tx with `id` = the ring index; `m_recv` to
//!   ddp_rx). Any other is completed here (`m_cqe`, to the completion writer).
//! - **Waits**: an entry is left in the ring, and its queue skipped until the wait is over,
//!   when completing it now would pass an earlier entry of its queue still in the engine
//!   (a completion made here waits for the queue to drain), when it is fenced behind the QP's
//!   outstanding Reads, or when it is a Read with ORD Reads outstanding. It is fetched again
//!   and decided again then (the QP's state may have moved).
//! - **Engine completions** (`s_done`, from the completion former: one per taken entry, and
//!   whether a send was a Read) count back; one with nothing outstanding is counted
//!   (`cnt_stray`) and changes nothing.
//!
//! - **Receives pending** (`rq_pending`, to ddp_rx): per QP, receive entries rung and not yet
//!   handed on (the `has` flags' receive half).
//!
//! One FSM ([`wq_state`]): QP updates first, then engine completions, doorbells, then a fetch;
//! nothing is taken while an entry is in hand, so golden's state at the decision is the
//! block's. Per-queue words live in LUT RAMs at the queue in hand; the flags the round robin
//! needs (entries rung, engine full, engine drained, waits) are registers, kept by the FSM.

use super::cmd::{DoorbellIn, QpCtxIn};
use super::cq::CqeOut;
use super::*;
use crate::common::sdp_ram::SdpRam;
use crate::ddp::{wr_op, RecvOut, WrOut};
use crate::tlb::DmaRdOut;
use rust_hdl::prelude::*;

crate::channel! {
    /// An engine finished one taken entry (the completion former counts it back).
    pub WqDoneIn / WqDoneOut {
        qp: Bits<4>,
        /// A receive (else a send).
        recv: Bit,
        /// The send was a Read (ORD released).
        read: Bit,
    }
}

crate::channel! {
    /// A taken entry's record for the completion former, offered before the entry goes to
    /// its engine.
    pub WqPostIn / WqPostOut {
        qp: Bits<4>,
        /// A receive (else a send).
        recv: Bit,
        /// The engine completion's slot: a send's ring index mod 16 (ddp_tx's `id`), a
        /// receive's count of receives taken since reset mod 16 (ddp_rx's `slot`).
        slot: Bits<4>,
        wr_id: Bits<64>,
        len: Bits<32>,
        /// A send with [`sq_flag::SIGNALED`] (receives always complete).
        signaled: Bit,
        /// [`cqe_op`].
        op: Bits<8>,
        /// The QP's completion queue.
        cq: Bits<4>,
    }
}

crate::named_consts! {
    /// The work queues' registers in the window (golden `host_if::doorbell`): QP q's at
    /// `SQ_PI` + 16 q.
    pub wq_db: 16 {
        SQ_PI = 0x1000,
        /// One past the last QP's registers (`SQ_PI` + 16 x [`crate::ddp::QPS`]).
        END = 0x1100,
        /// A register's offset is a multiple of 4.
        ALIGN = 3,
    }
}

crate::named_consts! {
    /// A QP's register, the offset's bits 3:2 (the ring: send, receive).
    pub wq_reg: 2 {
        SQ_PI = 0,
        RQ_PI = 1,
    }
}

crate::layout! {
    /// A doorbell offset in the work queues' part of the window.
    pub WqDbAddr(wq_db_addr): 16 {
        wda_byte: 2,
        wda_reg: 2,
        wda_qp: 4,
        wda_window: 8,
    }
}

crate::layout! {
    /// The queue in hand: the QP and the ring (its bit index in the 32-queue flag words: the
    /// send queues in bits 0-15, the receive queues in 16-31).
    pub WqSel(wq_sel): 5 {
        ws_b0: flag,
        ws_b1: flag,
        ws_b2: flag,
        ws_b3: flag,
        ws_rq: flag,
        ws_qp: 4 @ 0,
    }
}

crate::layout! {
    /// A 32-queue flag word (`has`, `full`, ...): the send queues' half, the receive queues'.
    pub WqFlags(wq_flags): 32 {
        wf_sq: 16,
        wf_rq: 16,
    }
}

crate::layout! {
    /// The entry as read (words shifted in from the top): a send entry is all of it, a
    /// receive entry (4 words) its top half.
    pub WqEntWord(wq_ent): 512 {
        we_rq: 256 @ 256,
        we_top: 64 @ 448,
    }
}

crate::named_consts! {
    /// One-hot to index: bit b of the index is set when the one-hot bit is in mask b.
    pub wq_pick: 32 {
        B0 = 0xAAAA_AAAA,
        B1 = 0xCCCC_CCCC,
        B2 = 0xF0F0_F0F0,
        B3 = 0xFF00_FF00,
        B4 = 0xFFFF_0000,
    }
}

crate::named_consts! {
    /// Shift amounts: an entry's slot in its ring (64 and 32 bytes), a word, the receive
    /// queues' half of a flag word.
    pub wq_shift: 8 {
        SQ_ENTRY = 6,
        RQ_ENTRY = 5,
        WORD = 64,
        RQ_HALF = 16,
    }
}

crate::named_consts! {
    /// An entry's DMA read length.
    pub wq_rd_len: 13 {
        SQ_BYTES = 64,
        RQ_BYTES = 32,
    }
}

crate::named_consts! {
    /// An entry's word before its last (the last word's flag is registered a word ahead).
    pub wq_word: 3 {
        SQ_BEFORE_LAST = 6,
        RQ_BEFORE_LAST = 2,
    }
}

crate::named_consts! {
    /// Entries of one QP an engine holds (golden `wq::ENGINE_DEPTH`; `ddp::SQ_DEPTH`,
    /// `ddp::RQ_DEPTH`), as the outstanding counts compare it.
    pub wq_depth: 5 {
        FULL = 16,
        LAST_ROOM = 15,
    }
}

crate::named_consts! {
    /// The fetcher's states.
    pub wq_state: 5 {
        IDLE = 0,
        /// The round robin's choice registered; its queue number.
        PICK = 1,
        /// The queue's words read; registered with the entry's address.
        E_READ = 2,
        E_OFF = 3,
        /// The entry's DMA read offered, then its words.
        FETCH = 5,
        RECV = 6,
        /// The entry's own checks (registered), then the decision.
        CHECK = 7,
        DECIDE = 8,
        /// A taken entry: its record, then the entry to its engine.
        POST = 9,
        ISSUE = 10,
        /// A completion made here.
        CQE = 11,
        /// The queue's words and flags after the entry (or the wait).
        UPDATE = 12,
        /// A doorbell: the queue's words read; the distances; their compares (registered);
        /// applied or refused.
        DB_READ = 13,
        DB_CHECK = 14,
        DB_CMP = 22,
        DB_APPLY = 15,
        /// A QP update: its words read; the send ring's words; the receive ring's.
        QP_READ = 16,
        QP_SQ = 17,
        QP_RQ = 18,
        /// An engine completion: the queue's words read; checked; applied.
        DN_READ = 19,
        DN_CHECK = 20,
        DN_APPLY = 21,
    }
}

crate::named_consts! {
    /// The decision on the entry in hand (registered in DECIDE).
    pub wq_verdict: 2 {
        /// To its engine.
        TAKE = 0,
        /// Completed here.
        AT_ONCE = 1,
        /// Left in the ring.
        WAIT = 2,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicWq {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_db: DoorbellIn,
    pub s_qp: QpCtxIn,
    pub s_done: WqDoneIn,
    pub m_rd: DmaRdOut,
    pub s_dma_data_valid: Signal<In, Bit>,
    pub s_dma_data_ready: Signal<Out, Bit>,
    pub s_dma_data: Signal<In, Bits<64>>,
    pub m_post: WqPostOut,
    pub m_wr: WrOut,
    pub m_recv: RecvOut,
    pub m_cqe: CqeOut,
    /// Nothing in hand and no queue can fetch.
    pub idle: Signal<Out, Bit>,
    /// Bit q: QP q's receive queue has entries rung in host memory that have not reached
    /// ddp_rx yet (fetched or not; cleared once the last one is taken, refused or flushed).
    /// ddp_rx holds a Send that finds no posted receive while its QP's bit is set, so a
    /// receive the host posted before the peer's Send is never taken for a missing one.
    pub rq_pending: Signal<Out, Bits<16>>,
    /// Entries taken to an engine; completed here; fetched and left to wait; doorbell writes
    /// refused; engine completions with nothing outstanding.
    pub cnt_taken: Signal<Out, Bits<32>>,
    pub cnt_at_once: Signal<Out, Bits<32>>,
    pub cnt_waits: Signal<Out, Bits<32>>,
    pub cnt_bad_db: Signal<Out, Bits<32>>,
    pub cnt_stray: Signal<Out, Bits<32>>,
    st: DFF<Bits<5>>,
    /// The queue in hand ([`WqSel`]).
    qs: DFF<Bits<5>>,
    // Per queue (address: [`WqSel`]).
    base: SdpRam<64, 5>,
    /// The ring's size less one (sizes 2^1..2^16).
    mask: SdpRam<16, 5>,
    pi: SdpRam<32, 5>,
    ci: SdpRam<32, 5>,
    out: SdpRam<5, 5>,
    // Per QP.
    qstate: SdpRam<8, 4>,
    ord: SdpRam<4, 4>,
    cqn: SdpRam<4, 4>,
    rd_out: SdpRam<4, 4>,
    taken: SdpRam<4, 4>,
    // Flags: per queue (32) and per QP (16).
    live: DFF<Bits<16>>,
    has: DFF<Bits<32>>,
    full: DFF<Bits<32>>,
    empty: DFF<Bits<32>>,
    hold_drain: DFF<Bits<32>>,
    hold_fence: DFF<Bits<16>>,
    hold_ord: DFF<Bits<16>>,
    rzero: DFF<Bits<16>>,
    rroom: DFF<Bits<16>>,
    /// The round robin: the queues above the last one picked; the candidates.
    rr_mask: DFF<Bits<32>>,
    sel: DFF<Bits<32>>,
    /// The queues that can fetch, registered; the queue picked (one-hot).
    elig_r: DFF<Bits<32>>,
    picked: DFF<Bits<32>>,
    /// A fetch's turn: set by an engine completion or a doorbell, cleared by a fetch.
    turn: DFF<Bit>,
    /// A QP update, registered.
    u_live: DFF<Bit>,
    u_reset: DFF<Bit>,
    u_state: DFF<Bits<8>>,
    u_ord: DFF<Bits<4>>,
    u_cq: DFF<Bits<4>>,
    u_sq_base: DFF<Bits<64>>,
    u_sq_mask: DFF<Bits<16>>,
    u_rq_base: DFF<Bits<64>>,
    u_rq_mask: DFF<Bits<16>>,
    /// A doorbell: its value, whether its offset names a register; the distances.
    d_data: DFF<Bits<32>>,
    d_ok: DFF<Bit>,
    d_new: DFF<Bits<32>>,
    d_old: DFF<Bits<32>>,
    d_size: DFF<Bits<32>>,
    d_take: DFF<Bit>,
    d_some: DFF<Bit>,
    /// An engine completion: a Read; checked; the counts after it.
    n_read: DFF<Bit>,
    n_ok: DFF<Bit>,
    n_out: DFF<Bits<5>>,
    n_rd: DFF<Bits<4>>,
    n_ord: DFF<Bits<4>>,
    /// The queue's words, registered for the entry in hand.
    r_pi: DFF<Bits<32>>,
    r_ci: DFF<Bits<32>>,
    r_out: DFF<Bits<5>>,
    r_state: DFF<Bits<8>>,
    r_ord: DFF<Bits<4>>,
    r_cq: DFF<Bits<4>>,
    r_rd: DFF<Bits<4>>,
    r_taken: DFF<Bits<4>>,
    addr: DFF<Bits<64>>,
    ent: DFF<Bits<512>>,
    wcnt: DFF<Bits<3>>,
    /// In FETCH; in RECV; the next word is the entry's last.
    in_fetch: DFF<Bit>,
    in_recv: DFF<Bit>,
    w_last: DFF<Bit>,
    /// The entry's checks: malformed; a Read; fenced; signalled; its engine operation and
    /// completion operation.
    bad: DFF<Bit>,
    is_read: DFF<Bit>,
    fence: DFF<Bit>,
    signaled: DFF<Bit>,
    wop: DFF<Bits<3>>,
    cop: DFF<Bits<8>>,
    /// The decision: [`wq_verdict`], the status of a completion made here, the wait's kind;
    /// the queue's words after it.
    vd: DFF<Bits<2>>,
    status: DFF<Bits<8>>,
    w_fence: DFF<Bit>,
    w_ord: DFF<Bit>,
    w_drain: DFF<Bit>,
    more: DFF<Bit>,
    last_room: DFF<Bit>,
    rroom_next: DFF<Bit>,
    n_taken: DFF<Bits<32>>,
    n_at_once: DFF<Bits<32>>,
    n_waits: DFF<Bits<32>>,
    n_bad_db: DFF<Bits<32>>,
    n_stray: DFF<Bits<32>>,
    // Locals.
    qbit: Signal<Local, Bits<32>>,
    pbit: Signal<Local, Bits<16>>,
    both: Signal<Local, Bits<32>>,
    live2: Signal<Local, Bits<32>>,
    blk16: Signal<Local, Bits<16>>,
    blk: Signal<Local, Bits<32>>,
    slot: Signal<Local, Bits<32>>,
    off: Signal<Local, Bits<64>>,
    elig: Signal<Local, Bits<32>>,
    above: Signal<Local, Bits<32>>,
    sel_m1: Signal<Local, Bits<32>>,
    onehot: Signal<Local, Bits<32>>,
    mask32: Signal<Local, Bits<32>>,
    sq_size: Signal<Local, Bits<16>>,
    rq_size: Signal<Local, Bits<16>>,
    top_word: Signal<Local, Bits<512>>,
    rqe: Signal<Local, Bits<256>>,
    wrid: Signal<Local, Bits<64>>,
    is_rq: Signal<Local, Bit>,
    qp4: Signal<Local, Bits<4>>,
    take_state: Signal<Local, Bit>,
    fetch_first: Signal<Local, Bit>,
    refuse: Signal<Local, Bit>,
}

impl Logic for RnicWq {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, qs, turn, live, has, full, empty, hold_drain, hold_fence, hold_ord, rzero, rroom, rr_mask, sel, elig_r, picked, u_live, u_reset, u_state, u_ord, u_cq, u_sq_base,
            u_sq_mask, u_rq_base, u_rq_mask, d_data, d_ok, d_new, d_old, d_size, d_take, d_some, n_read, n_ok, n_out, n_rd, n_ord, r_pi, r_ci, r_out, r_state, r_ord, r_cq, r_rd, r_taken,
            addr, ent, wcnt, in_fetch, in_recv, w_last, bad, is_read, fence, signaled, wop, cop, vd, status, w_fence, w_ord, w_drain, more, last_room, rroom_next, n_taken, n_at_once, n_waits, n_bad_db, n_stray
        );
        self.base.clock.next = self.clock.val();
        self.mask.clock.next = self.clock.val();
        self.pi.clock.next = self.clock.val();
        self.ci.clock.next = self.clock.val();
        self.out.clock.next = self.clock.val();
        self.qstate.clock.next = self.clock.val();
        self.ord.clock.next = self.clock.val();
        self.cqn.clock.next = self.clock.val();
        self.rd_out.clock.next = self.clock.val();
        self.taken.clock.next = self.clock.val();
        self.cnt_taken.next = self.n_taken.q.val();
        self.cnt_at_once.next = self.n_at_once.q.val();
        self.cnt_waits.next = self.n_waits.q.val();
        self.cnt_bad_db.next = self.n_bad_db.q.val();
        self.cnt_stray.next = self.n_stray.q.val();
        self.rq_pending.next = self.has.q.val().get_value_wf_rq();

        self.is_rq.next = self.qs.q.val().get_value_ws_rq();
        self.qp4.next = self.qs.q.val().get_value_ws_qp();
        self.qbit.next = bits::<32>(1) << self.qs.q.val();
        self.pbit.next = bits::<16>(1) << self.qp4.val();
        self.both.next = bit_cast::<32, 16>(self.pbit.val()) | (bit_cast::<32, 16>(self.pbit.val()) << wq_shift::RQ_HALF);

        // Every RAM at the queue (or QP) in hand; writes enabled below.
        self.base.read_address.next = self.qs.q.val();
        self.mask.read_address.next = self.qs.q.val();
        self.pi.read_address.next = self.qs.q.val();
        self.ci.read_address.next = self.qs.q.val();
        self.out.read_address.next = self.qs.q.val();
        self.qstate.read_address.next = self.qp4.val();
        self.ord.read_address.next = self.qp4.val();
        self.cqn.read_address.next = self.qp4.val();
        self.rd_out.read_address.next = self.qp4.val();
        self.taken.read_address.next = self.qp4.val();
        self.base.write_address.next = self.qs.q.val();
        self.mask.write_address.next = self.qs.q.val();
        self.pi.write_address.next = self.qs.q.val();
        self.ci.write_address.next = self.qs.q.val();
        self.out.write_address.next = self.qs.q.val();
        self.qstate.write_address.next = self.qp4.val();
        self.ord.write_address.next = self.qp4.val();
        self.cqn.write_address.next = self.qp4.val();
        self.rd_out.write_address.next = self.qp4.val();
        self.taken.write_address.next = self.qp4.val();
        self.base.write_data.next = self.u_sq_base.q.val();
        self.mask.write_data.next = self.u_sq_mask.q.val();
        self.pi.write_data.next = self.d_data.q.val();
        self.ci.write_data.next = self.r_ci.q.val() + 1;
        self.out.write_data.next = self.r_out.q.val() + 1;
        self.qstate.write_data.next = self.u_state.q.val();
        self.ord.write_data.next = self.u_ord.q.val();
        self.cqn.write_data.next = self.u_cq.q.val();
        self.rd_out.write_data.next = self.r_rd.q.val() + 1;
        self.taken.write_data.next = self.r_taken.q.val() + 1;
        self.base.write_enable.next = false;
        self.mask.write_enable.next = false;
        self.pi.write_enable.next = false;
        self.ci.write_enable.next = false;
        self.out.write_enable.next = false;
        self.qstate.write_enable.next = false;
        self.ord.write_enable.next = false;
        self.cqn.write_enable.next = false;
        self.rd_out.write_enable.next = false;
        self.taken.write_enable.next = false;
        self.mask32.next = bit_cast::<32, 16>(self.mask.read_data.val());
        self.slot.next = self.ci.read_data.val() & self.mask32.val();
        self.off.next = bit_cast::<64, 32>(self.slot.val()) << wq_shift::SQ_ENTRY;
        if self.is_rq.val() {
            self.off.next = bit_cast::<64, 32>(self.slot.val()) << wq_shift::RQ_ENTRY;
        }

        // The queues that can fetch now: a live QP, entries rung, room in the engine, no
        // wait pending (a drain: the engine's queue empty; a fence: no Read outstanding; ORD:
        // room for a Read).
        self.live2.next = bit_cast::<32, 16>(self.live.q.val()) | (bit_cast::<32, 16>(self.live.q.val()) << wq_shift::RQ_HALF);
        self.blk16.next = (self.hold_fence.q.val() & !self.rzero.q.val()) | (self.hold_ord.q.val() & !self.rroom.q.val());
        self.blk.next = bit_cast::<32, 16>(self.blk16.val());
        self.elig.next = self.live2.val() & self.has.q.val() & !self.full.q.val() & !(self.hold_drain.q.val() & !self.empty.q.val()) & !self.blk.val();
        // Registered (the flags' logic is deep): a cycle late, so PICK checks its choice
        // against the flags of its own cycle.
        self.elig_r.d.next = self.elig.val();
        self.above.next = self.elig_r.q.val() & self.rr_mask.q.val();
        self.idle.next = (self.st.q.val() == wq_state::IDLE) & !self.elig_r.q.val().any() & !self.elig.val().any();

        // A QP update's ring sizes as masks (sizes 2^1..2^16, checked by rnic_cmd; 2^16 is
        // 0 in 16 bits, and 0 - 1 its mask).
        self.sq_size.next = bits::<16>(1) << self.s_qp.sq_log.val();
        self.rq_size.next = bits::<16>(1) << self.s_qp.rq_log.val();

        // IDLE: a QP update first, then an engine completion, a doorbell, a fetch; after an
        // engine completion or a doorbell a fetch goes first (a driver ringing every cycle
        // must not starve the fetches).
        self.fetch_first.next = self.turn.q.val() & self.elig_r.q.val().any();
        self.s_qp.ready.next = (self.st.q.val() == wq_state::IDLE) & !self.reset.val();
        self.s_done.ready.next = (self.st.q.val() == wq_state::IDLE) & !self.s_qp.valid.val() & !self.fetch_first.val() & !self.reset.val();
        self.s_db.ready.next = (self.st.q.val() == wq_state::IDLE) & !self.s_qp.valid.val() & !self.fetch_first.val() & !self.s_done.valid.val() & !self.reset.val();
        if (self.st.q.val() == wq_state::IDLE) & (self.s_done.ready.val() & self.s_done.valid.val() | self.s_db.ready.val() & self.s_db.valid.val()) {
            self.turn.d.next = true;
        }
        if self.st.q.val() == wq_state::PICK {
            self.turn.d.next = false;
        }
        if (self.st.q.val() == wq_state::IDLE) & !self.s_qp.valid.val() & self.fetch_first.val() {
            if self.above.val().any() {
                self.sel.d.next = self.above.val();
            } else {
                self.sel.d.next = self.elig_r.q.val();
            }
            self.st.d.next = bits::<5>(wq_state::PICK);
        }
        if (self.st.q.val() == wq_state::IDLE) & (self.s_qp.valid.val() | !self.fetch_first.val()) {
            if self.s_qp.valid.val() {
                self.qs.d.next = bit_cast::<5, 4>(self.s_qp.qp.val());
                self.u_live.d.next = self.s_qp.live.val();
                self.u_reset.d.next = !self.s_qp.live.val() | (self.s_qp.state.val() == qp_state::RESET);
                self.u_state.d.next = self.s_qp.state.val();
                self.u_ord.d.next = self.s_qp.ord.val();
                self.u_cq.d.next = bit_cast::<4, 16>(self.s_qp.cq.val());
                self.u_sq_base.d.next = self.s_qp.sq_base.val();
                self.u_sq_mask.d.next = self.sq_size.val() - 1;
                self.u_rq_base.d.next = self.s_qp.rq_base.val();
                self.u_rq_mask.d.next = self.rq_size.val() - 1;
                self.st.d.next = bits::<5>(wq_state::QP_READ);
            } else if self.s_done.valid.val() {
                self.qs.d.next = bit_cast::<5, 4>(self.s_done.qp.val());
                self.qs.d.next.set_value_ws_rq(self.s_done.recv.val());
                self.n_read.d.next = self.s_done.read.val() & !self.s_done.recv.val();
                self.st.d.next = bits::<5>(wq_state::DN_READ);
            } else if self.s_db.valid.val() {
                self.qs.d.next = bit_cast::<5, 4>(self.s_db.addr.val().get_value_wda_qp());
                self.qs.d.next.set_value_ws_rq(self.s_db.addr.val().get_value_wda_reg() == wq_reg::RQ_PI);
                self.d_data.d.next = self.s_db.data.val();
                self.d_ok.d.next = (self.s_db.addr.val() >= wq_db::SQ_PI)
                    & (self.s_db.addr.val() < wq_db::END)
                    & !(self.s_db.addr.val() & bits::<16>(wq_db::ALIGN)).any()
                    & (self.s_db.addr.val().get_value_wda_reg() <= wq_reg::RQ_PI);
                self.st.d.next = bits::<5>(wq_state::DB_READ);
            } else if self.elig_r.q.val().any() {
                if self.above.val().any() {
                    self.sel.d.next = self.above.val();
                } else {
                    self.sel.d.next = self.elig_r.q.val();
                }
                self.st.d.next = bits::<5>(wq_state::PICK);
            }
        }

        // PICK: the lowest candidate; the round robin moves past it. E_READ checks it
        // against `elig_r`, exact by then (no flag changes in IDLE or PICK): one that can no
        // longer fetch (its flags changed as IDLE chose from the stale `elig_r`) sends the
        // FSM back to IDLE.
        // One carry chain: sel - 1 clears the lowest set bit and sets the ones below it.
        self.sel_m1.next = self.sel.q.val() - 1;
        self.onehot.next = self.sel.q.val() & !self.sel_m1.val();
        if self.st.q.val() == wq_state::PICK {
            self.picked.d.next = self.onehot.val();
            self.qs.d.next = bits::<5>(0);
            self.qs.d.next.set_value_ws_b0((self.onehot.val() & bits::<32>(wq_pick::B0)).any());
            self.qs.d.next.set_value_ws_b1((self.onehot.val() & bits::<32>(wq_pick::B1)).any());
            self.qs.d.next.set_value_ws_b2((self.onehot.val() & bits::<32>(wq_pick::B2)).any());
            self.qs.d.next.set_value_ws_b3((self.onehot.val() & bits::<32>(wq_pick::B3)).any());
            self.qs.d.next.set_value_ws_rq((self.onehot.val() & bits::<32>(wq_pick::B4)).any());
            self.rr_mask.d.next = !(self.sel.q.val() ^ self.sel_m1.val());
            self.st.d.next = bits::<5>(wq_state::E_READ);
        }

        // E_READ, E_OFF: the queue's words; registered, with the entry's address (the base
        // plus the slot's byte offset).
        if self.st.q.val() == wq_state::E_READ {
            self.st.d.next = bits::<5>(wq_state::E_OFF);
            if !(self.picked.q.val() & self.elig_r.q.val()).any() {
                self.st.d.next = bits::<5>(wq_state::IDLE);
            }
        }
        if self.st.q.val() == wq_state::E_OFF {
            self.r_pi.d.next = self.pi.read_data.val();
            self.r_ci.d.next = self.ci.read_data.val();
            self.r_out.d.next = self.out.read_data.val();
            self.r_state.d.next = self.qstate.read_data.val();
            self.r_ord.d.next = self.ord.read_data.val();
            self.r_cq.d.next = self.cqn.read_data.val();
            self.r_rd.d.next = self.rd_out.read_data.val();
            self.r_taken.d.next = self.taken.read_data.val();
            self.addr.d.next = self.base.read_data.val() + self.off.val();
            self.st.d.next = bits::<5>(wq_state::FETCH);
            self.in_fetch.d.next = true;
        }

        // FETCH, RECV: the entry, word 0 first (each word shifted in from the top). The two
        // states and the last word are registered flags (the state's decode was on the
        // critical path).
        self.m_rd.valid.next = self.in_fetch.q.val();
        self.m_rd.addr.next = self.addr.q.val();
        self.m_rd.len.next = bits::<13>(wq_rd_len::SQ_BYTES);
        if self.is_rq.val() {
            self.m_rd.len.next = bits::<13>(wq_rd_len::RQ_BYTES);
        }
        self.m_rd.tag.next = bits::<8>(0);
        if self.in_fetch.q.val() & self.m_rd.ready.val() {
            self.wcnt.d.next = bits::<3>(0);
            self.w_last.d.next = false;
            self.in_fetch.d.next = false;
            self.in_recv.d.next = true;
            self.st.d.next = bits::<5>(wq_state::RECV);
        }
        self.top_word.next = bits::<512>(0);
        self.top_word.next.set_value_we_top(self.s_dma_data.val());
        self.s_dma_data_ready.next = self.in_recv.q.val();
        if self.in_recv.q.val() & self.s_dma_data_valid.val() {
            self.ent.d.next = (self.ent.q.val() >> wq_shift::WORD) | self.top_word.val();
            self.wcnt.d.next = self.wcnt.q.val() + 1;
            self.w_last.d.next = (self.is_rq.val() & (self.wcnt.q.val() == wq_word::RQ_BEFORE_LAST)) | (self.wcnt.q.val() == wq_word::SQ_BEFORE_LAST);
            if self.w_last.q.val() {
                self.in_recv.d.next = false;
                self.st.d.next = bits::<5>(wq_state::CHECK);
            }
        }

        // CHECK: golden `SqWqe::decode` / `RqWqe::decode`'s refusals; the operation.
        self.rqe.next = self.ent.q.val().get_value_we_rq();
        if self.st.q.val() == wq_state::CHECK {
            if self.is_rq.val() {
                self.bad.d.next = self.rqe.val().get_value_rq_rsvd24().any();
                self.cop.d.next = bits::<8>(cqe_op::RECV);
            } else {
                self.bad.d.next = (self.ent.q.val().get_value_sq_op_code() > sq_op::SEND_INV)
                    | (self.ent.q.val().get_value_sq_flags() > (sq_flag::SIGNALED | sq_flag::SOLICITED | sq_flag::FENCE))
                    | self.ent.q.val().get_value_sq_rsvd10().any()
                    | self.ent.q.val().get_value_sq_rsvd20().any()
                    | self.ent.q.val().get_value_sq_rsvd36().any()
                    | self.ent.q.val().get_value_sq_rsvd48().any();
                // A malformed operation completes as a Write (the status says why).
                self.cop.d.next = bits::<8>(cqe_op::WRITE);
                if self.ent.q.val().get_value_sq_op_code() <= sq_op::SEND_INV {
                    self.cop.d.next = self.ent.q.val().get_value_sq_op_code();
                }
            }
            self.is_read.d.next = !self.is_rq.val() & (self.ent.q.val().get_value_sq_op_code() == sq_op::READ);
            self.fence.d.next = !self.is_rq.val() & (self.ent.q.val().get_value_sq_flags() & bits::<8>(sq_flag::FENCE)).any();
            self.signaled.d.next = self.is_rq.val() | (self.ent.q.val().get_value_sq_flags() & bits::<8>(sq_flag::SIGNALED)).any();
            self.wop.d.next = bits::<3>(wr_op::WRITE);
            if self.ent.q.val().get_value_sq_op_code() == sq_op::READ {
                self.wop.d.next = bits::<3>(wr_op::READ);
            } else if self.ent.q.val().get_value_sq_op_code() == sq_op::SEND {
                self.wop.d.next = bits::<3>(wr_op::SEND);
                if (self.ent.q.val().get_value_sq_flags() & bits::<8>(sq_flag::SOLICITED)).any() {
                    self.wop.d.next = bits::<3>(wr_op::SEND_SE);
                }
            } else if self.ent.q.val().get_value_sq_op_code() == sq_op::SEND_INV {
                self.wop.d.next = bits::<3>(wr_op::SEND_INV);
                if (self.ent.q.val().get_value_sq_flags() & bits::<8>(sq_flag::SOLICITED)).any() {
                    self.wop.d.next = bits::<3>(wr_op::SEND_SE_INV);
                }
            }
            self.st.d.next = bits::<5>(wq_state::DECIDE);
        }

        // DECIDE: golden `WqQp::decide`. Sends are taken in ready to send, refused before it,
        // flushed after it; receives taken from init through closing, refused in reset,
        // flushed after. A completion made here waits for its queue to drain.
        self.take_state.next = self.r_state.q.val() == qp_state::RTS;
        // A Read with ORD 0 could never be issued: refused where it would be taken.
        self.refuse.next = self.bad.q.val() | (self.r_state.q.val() < qp_state::RTS) | (self.take_state.val() & self.is_read.q.val() & !self.r_ord.q.val().any());
        if self.is_rq.val() {
            self.take_state.next = (self.r_state.q.val() >= qp_state::INIT) & (self.r_state.q.val() <= qp_state::CLOSING);
            self.refuse.next = self.bad.q.val() | (self.r_state.q.val() == qp_state::RESET);
        }
        if self.st.q.val() == wq_state::DECIDE {
            self.w_fence.d.next = false;
            self.w_ord.d.next = false;
            self.w_drain.d.next = false;
            self.more.d.next = (self.r_pi.q.val() - self.r_ci.q.val()) != 1;
            self.last_room.d.next = self.r_out.q.val() == wq_depth::LAST_ROOM;
            self.rroom_next.d.next = (self.r_rd.q.val() + 1) < self.r_ord.q.val();
            if self.refuse.val() | !self.take_state.val() {
                self.status.d.next = bits::<8>(cqe_status::FLUSHED);
                if self.refuse.val() {
                    self.status.d.next = bits::<8>(cqe_status::BAD_WQE);
                }
                self.vd.d.next = bits::<2>(wq_verdict::AT_ONCE);
                self.st.d.next = bits::<5>(wq_state::CQE);
                if self.r_out.q.val().any() {
                    self.vd.d.next = bits::<2>(wq_verdict::WAIT);
                    self.w_drain.d.next = true;
                    self.st.d.next = bits::<5>(wq_state::UPDATE);
                }
            } else if self.fence.q.val() & self.r_rd.q.val().any() {
                self.vd.d.next = bits::<2>(wq_verdict::WAIT);
                self.w_fence.d.next = true;
                self.st.d.next = bits::<5>(wq_state::UPDATE);
            } else if self.is_read.q.val() & (self.r_rd.q.val() >= self.r_ord.q.val()) {
                self.vd.d.next = bits::<2>(wq_verdict::WAIT);
                self.w_ord.d.next = true;
                self.st.d.next = bits::<5>(wq_state::UPDATE);
            } else if self.r_out.q.val() >= wq_depth::FULL {
                self.vd.d.next = bits::<2>(wq_verdict::WAIT);
                self.st.d.next = bits::<5>(wq_state::UPDATE);
            } else {
                self.vd.d.next = bits::<2>(wq_verdict::TAKE);
                self.st.d.next = bits::<5>(wq_state::POST);
            }
        }

        // POST, ISSUE: the record for the completion former, then the entry to its engine.
        self.m_post.valid.next = self.st.q.val() == wq_state::POST;
        self.m_post.qp.next = self.qp4.val();
        self.m_post.recv.next = self.is_rq.val();
        self.m_post.slot.next = bit_cast::<4, 32>(self.r_ci.q.val());
        self.wrid.next = self.ent.q.val().get_value_sq_wr_id();
        self.m_post.len.next = self.ent.q.val().get_value_sq_len();
        if self.is_rq.val() {
            self.m_post.slot.next = self.r_taken.q.val();
            self.wrid.next = self.rqe.val().get_value_rq_wr_id();
            self.m_post.len.next = self.rqe.val().get_value_rq_len();
        }
        self.m_post.wr_id.next = self.wrid.val();
        self.m_post.signaled.next = self.signaled.q.val();
        self.m_post.op.next = self.cop.q.val();
        self.m_post.cq.next = self.r_cq.q.val();
        if (self.st.q.val() == wq_state::POST) & self.m_post.ready.val() {
            self.st.d.next = bits::<5>(wq_state::ISSUE);
        }
        self.m_wr.valid.next = (self.st.q.val() == wq_state::ISSUE) & !self.is_rq.val();
        self.m_wr.qp.next = self.qp4.val();
        self.m_wr.op.next = self.wop.q.val();
        self.m_wr.id.next = self.r_ci.q.val();
        self.m_wr.lstag.next = self.ent.q.val().get_value_sq_lstag();
        self.m_wr.lto.next = self.ent.q.val().get_value_sq_lto();
        self.m_wr.len.next = self.ent.q.val().get_value_sq_len();
        self.m_wr.rstag.next = self.ent.q.val().get_value_sq_rstag();
        self.m_wr.rto.next = self.ent.q.val().get_value_sq_rto();
        self.m_recv.valid.next = (self.st.q.val() == wq_state::ISSUE) & self.is_rq.val();
        self.m_recv.qp.next = self.qp4.val();
        self.m_recv.stag.next = self.rqe.val().get_value_rq_stag();
        self.m_recv.to.next = self.rqe.val().get_value_rq_to();
        self.m_recv.len.next = self.rqe.val().get_value_rq_len();
        if (self.st.q.val() == wq_state::ISSUE) & ((self.m_wr.valid.val() & self.m_wr.ready.val()) | (self.m_recv.valid.val() & self.m_recv.ready.val())) {
            self.st.d.next = bits::<5>(wq_state::UPDATE);
        }

        // CQE: a completion made here (a receive's length is 0: nothing was received).
        self.m_cqe.valid.next = self.st.q.val() == wq_state::CQE;
        self.m_cqe.cq.next = self.r_cq.q.val();
        self.m_cqe.wr_id.next = self.wrid.val();
        self.m_cqe.len.next = self.ent.q.val().get_value_sq_len();
        if self.is_rq.val() {
            self.m_cqe.len.next = bits::<32>(0);
        }
        self.m_cqe.inv_stag.next = bits::<32>(0);
        self.m_cqe.qp.next = bit_cast::<16, 4>(self.qp4.val());
        self.m_cqe.op.next = self.cop.q.val();
        self.m_cqe.status.next = self.status.q.val();
        self.m_cqe.flags.next = bits::<8>(0);
        if (self.st.q.val() == wq_state::CQE) & self.m_cqe.ready.val() {
            self.st.d.next = bits::<5>(wq_state::UPDATE);
        }

        // UPDATE: a fetched entry moves the ring on (and a taken one the engine's counts); a
        // waiting one leaves its wait.
        if self.st.q.val() == wq_state::UPDATE {
            self.st.d.next = bits::<5>(wq_state::IDLE);
            if self.vd.q.val() == wq_verdict::WAIT {
                // One wait at a time: the entry's latest.
                self.n_waits.d.next = self.n_waits.q.val() + 1;
                self.hold_drain.d.next = self.hold_drain.q.val() & !self.qbit.val();
                if !self.is_rq.val() {
                    self.hold_fence.d.next = self.hold_fence.q.val() & !self.pbit.val();
                    self.hold_ord.d.next = self.hold_ord.q.val() & !self.pbit.val();
                }
                if self.w_fence.q.val() {
                    self.hold_fence.d.next = self.hold_fence.q.val() | self.pbit.val();
                } else if self.w_ord.q.val() {
                    self.hold_ord.d.next = self.hold_ord.q.val() | self.pbit.val();
                } else if self.w_drain.q.val() {
                    self.hold_drain.d.next = self.hold_drain.q.val() | self.qbit.val();
                }
            } else {
                self.ci.write_enable.next = true;
                self.hold_drain.d.next = self.hold_drain.q.val() & !self.qbit.val();
                if !self.is_rq.val() {
                    self.hold_fence.d.next = self.hold_fence.q.val() & !self.pbit.val();
                    self.hold_ord.d.next = self.hold_ord.q.val() & !self.pbit.val();
                }
                if !self.more.q.val() {
                    self.has.d.next = self.has.q.val() & !self.qbit.val();
                }
                if self.vd.q.val() == wq_verdict::TAKE {
                    self.n_taken.d.next = self.n_taken.q.val() + 1;
                    self.out.write_enable.next = true;
                    self.empty.d.next = self.empty.q.val() & !self.qbit.val();
                    if self.last_room.q.val() {
                        self.full.d.next = self.full.q.val() | self.qbit.val();
                    }
                    if self.is_rq.val() {
                        self.taken.write_enable.next = true;
                    } else if self.is_read.q.val() {
                        self.rd_out.write_enable.next = true;
                        self.rzero.d.next = self.rzero.q.val() & !self.pbit.val();
                        if !self.rroom_next.q.val() {
                            self.rroom.d.next = self.rroom.q.val() & !self.pbit.val();
                        }
                    }
                } else {
                    self.n_at_once.d.next = self.n_at_once.q.val() + 1;
                }
            }
        }

        // DB_READ, DB_CHECK, DB_CMP, DB_APPLY: a producer index on a live QP moves forward (or stays)
        // and stays within the ring's size of the entries fetched.
        if self.st.q.val() == wq_state::DB_READ {
            self.st.d.next = bits::<5>(wq_state::DB_CHECK);
        }
        if self.st.q.val() == wq_state::DB_CHECK {
            self.d_ok.d.next = self.d_ok.q.val() & (self.live.q.val() & self.pbit.val()).any();
            self.d_new.d.next = self.d_data.q.val() - self.ci.read_data.val();
            self.d_old.d.next = self.pi.read_data.val() - self.ci.read_data.val();
            self.d_size.d.next = self.mask32.val() + 1;
            self.st.d.next = bits::<5>(wq_state::DB_CMP);
        }
        if self.st.q.val() == wq_state::DB_CMP {
            self.d_take.d.next = self.d_ok.q.val() & (self.d_new.q.val() <= self.d_size.q.val()) & (self.d_new.q.val() >= self.d_old.q.val());
            self.d_some.d.next = self.d_new.q.val().any();
            self.st.d.next = bits::<5>(wq_state::DB_APPLY);
        }
        if self.st.q.val() == wq_state::DB_APPLY {
            self.st.d.next = bits::<5>(wq_state::IDLE);
            if self.d_take.q.val() {
                self.pi.write_enable.next = true;
                if self.d_some.q.val() {
                    self.has.d.next = self.has.q.val() | self.qbit.val();
                }
            } else {
                self.n_bad_db.d.next = self.n_bad_db.q.val() + 1;
            }
        }

        // QP_READ, QP_SQ, QP_RQ: the QP's words; the send ring's (and the QP's), then the
        // receive ring's. Entering reset (or a destroy) restarts both rings.
        if self.st.q.val() == wq_state::QP_READ {
            self.st.d.next = bits::<5>(wq_state::QP_SQ);
        }
        if (self.st.q.val() == wq_state::QP_SQ) | (self.st.q.val() == wq_state::QP_RQ) {
            self.base.write_enable.next = true;
            self.mask.write_enable.next = true;
            if self.u_reset.q.val() {
                self.pi.write_data.next = bits::<32>(0);
                self.ci.write_data.next = bits::<32>(0);
                self.out.write_data.next = bits::<5>(0);
                self.pi.write_enable.next = true;
                self.ci.write_enable.next = true;
                self.out.write_enable.next = true;
            }
        }
        if self.st.q.val() == wq_state::QP_SQ {
            self.qstate.write_enable.next = true;
            self.ord.write_enable.next = true;
            self.cqn.write_enable.next = true;
            if self.u_live.q.val() {
                self.live.d.next = self.live.q.val() | self.pbit.val();
            } else {
                self.live.d.next = self.live.q.val() & !self.pbit.val();
            }
            if self.rd_out.read_data.val() < self.u_ord.q.val() {
                self.rroom.d.next = self.rroom.q.val() | self.pbit.val();
            } else {
                self.rroom.d.next = self.rroom.q.val() & !self.pbit.val();
            }
            if self.u_reset.q.val() {
                self.rd_out.write_data.next = bits::<4>(0);
                self.taken.write_data.next = bits::<4>(0);
                self.rd_out.write_enable.next = true;
                self.taken.write_enable.next = true;
                self.has.d.next = self.has.q.val() & !self.both.val();
                self.full.d.next = self.full.q.val() & !self.both.val();
                self.empty.d.next = self.empty.q.val() | self.both.val();
                self.hold_drain.d.next = self.hold_drain.q.val() & !self.both.val();
                self.hold_fence.d.next = self.hold_fence.q.val() & !self.pbit.val();
                self.hold_ord.d.next = self.hold_ord.q.val() & !self.pbit.val();
                self.rzero.d.next = self.rzero.q.val() | self.pbit.val();
                if self.u_ord.q.val().any() {
                    self.rroom.d.next = self.rroom.q.val() | self.pbit.val();
                } else {
                    self.rroom.d.next = self.rroom.q.val() & !self.pbit.val();
                }
            }
            self.qs.d.next.set_value_ws_rq(true);
            self.st.d.next = bits::<5>(wq_state::QP_RQ);
        }
        if self.st.q.val() == wq_state::QP_RQ {
            self.base.write_data.next = self.u_rq_base.q.val();
            self.mask.write_data.next = self.u_rq_mask.q.val();
            self.st.d.next = bits::<5>(wq_state::IDLE);
        }

        // DN_READ, DN_CHECK, DN_APPLY: an engine completion frees a place (a Read's also an
        // ORD credit); one with nothing outstanding changes nothing.
        if self.st.q.val() == wq_state::DN_READ {
            self.st.d.next = bits::<5>(wq_state::DN_CHECK);
        }
        if self.st.q.val() == wq_state::DN_CHECK {
            self.n_ok.d.next = self.out.read_data.val().any() & (!self.n_read.q.val() | self.rd_out.read_data.val().any());
            self.n_out.d.next = self.out.read_data.val() - 1;
            self.n_rd.d.next = self.rd_out.read_data.val() - 1;
            self.n_ord.d.next = self.ord.read_data.val();
            self.st.d.next = bits::<5>(wq_state::DN_APPLY);
        }
        if self.st.q.val() == wq_state::DN_APPLY {
            self.st.d.next = bits::<5>(wq_state::IDLE);
            self.out.write_data.next = self.n_out.q.val();
            self.rd_out.write_data.next = self.n_rd.q.val();
            if self.n_ok.q.val() {
                self.out.write_enable.next = true;
                self.full.d.next = self.full.q.val() & !self.qbit.val();
                if !self.n_out.q.val().any() {
                    self.empty.d.next = self.empty.q.val() | self.qbit.val();
                }
                if self.n_read.q.val() {
                    self.rd_out.write_enable.next = true;
                    if !self.n_rd.q.val().any() {
                        self.rzero.d.next = self.rzero.q.val() | self.pbit.val();
                    }
                    if self.n_rd.q.val() < self.n_ord.q.val() {
                        self.rroom.d.next = self.rroom.q.val() | self.pbit.val();
                    }
                }
            } else {
                self.n_stray.d.next = self.n_stray.q.val() + 1;
            }
        }

        if self.reset.val() {
            self.st.d.next = bits::<5>(wq_state::IDLE);
            self.live.d.next = bits::<16>(0);
            self.has.d.next = bits::<32>(0);
            self.full.d.next = bits::<32>(0);
            self.empty.d.next = bits::<32>(0);
            self.hold_drain.d.next = bits::<32>(0);
            self.hold_fence.d.next = bits::<16>(0);
            self.hold_ord.d.next = bits::<16>(0);
            self.rzero.d.next = bits::<16>(0);
            self.rroom.d.next = bits::<16>(0);
            self.rr_mask.d.next = bits::<32>(0);
            self.turn.d.next = false;
            self.in_fetch.d.next = false;
            self.in_recv.d.next = false;
            self.n_taken.d.next = bits::<32>(0);
            self.n_at_once.d.next = bits::<32>(0);
            self.n_waits.d.next = bits::<32>(0);
            self.n_bad_db.d.next = bits::<32>(0);
            self.n_stray.d.next = bits::<32>(0);
        }
    }
}
