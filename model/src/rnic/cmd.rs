//! RnicCmd: the command processor of the RNIC's host interface (issue 16), emitted as
//! `rtl/rnic_cmd.v`. The reference is golden's `host_cmd::CommandProcessor`, which the
//! testbench runs on the same command bytes.
//!
//! - **Doorbells** (`s_db`, the register window's offsets below 0x1000, golden
//!   `host_if::doorbell`): the command ring's base, size and producer index, the command
//!   completion ring's base, size and consumer index. Each write is registered, checked,
//!   then applied, one at a time; one that makes no sense is refused and counted
//!   (`cnt_bad_db`), never applied: a size outside 2^1..2^16 entries, a producer index that
//!   moves backwards or more than the ring's size past the entries consumed, a consumer index
//!   that moves backwards or past the completions written, an offset that names no register.
//!   Bases and sizes are set once after reset, before the first producer index (the driver's
//!   `Device::open`).
//! - **Commands**: while the producer index is ahead, both rings are configured and the
//!   completion ring has room (consumer index within its size), one 64-byte entry is read by
//!   DMA (`m_rd` / `s_dma_data`, 8 words in order), decoded with the `rnic` layouts (golden
//!   `Cmd::decode`'s refusals: unknown operation, any reserved bit, rights past 4 bits, a
//!   page flag past bit 0, an unknown QP state; and golden's field check on a modify into
//!   ready to send, a MULPDU outside ddp_tx's 64..=16383 or a connection past the TOE's
//!   1024: `BAD_COMMAND`), executed, and answered by a
//!   32-byte completion written by DMA (`m_wr` / `m_wd`) with the ring's lap in the owner
//!   bit. One command at a time, in ring order.
//! - **MR commands** go to the TLB's command port (`m_tlb` / `s_tlb_ack`) after the checks
//!   golden makes first: a region whose end passes 2^64 or whose page list would pass
//!   `MAX_PBL_PAGES` entries is `BAD_COMMAND` without a TLB command. The TLB's answer maps
//!   to the status (index out of range: `BAD_COMMAND`; wrong state, key mismatch:
//!   `BAD_STATE`). The TLB keeps the page list's address and reads it on misses, so a
//!   registered region's page list stays in host memory (the driver's rule).
//! - **QP commands** run on the QP table (block RAM, [`crate::ddp::QPS`] entries, [`QpCtxWord`]) and an
//!   existence bit per QP: create (a QP past the table, a ring size outside 2^1..2^16 or
//!   a completion queue past `rnic::cq::CQS`: `BAD_COMMAND`; an existing QP: `BAD_STATE`; enters reset), modify (golden `Qp::modify`'s
//!   transitions, else `BAD_STATE`; into init, ready to receive and ready to send it takes
//!   the non-zero IRD / ORD; into ready to send the connection, MULPDU and the MPA
//!   start-up's results: S0 each way, the TOE's counts,
//!   markers, CRC, the bitmap byte at S0), destroy (in reset or error only).
//! - **Events** (`s_ev`: a Terminate, the peer's FIN, the LLP's close, an LLP reset; golden
//!   `Qp::event`'s table) are taken between commands; one that changes nothing (a missing
//!   QP, a state it means nothing in) is dropped and counted (`cnt_ev_ignored`).
//! - Every change of a QP (a command's or an event's) is offered on `m_qp` before the
//!   command completes: the whole context, `live` clear after a destroy. The fetchers, the
//!   completion writer and the engines keep their copies from it; flushing what a QP in
//!   error still holds is theirs (they know what is outstanding).
//! - A completion is written only while `qp_settled` holds (the top's `rnic_qpcfg` owes no
//!   copy of a change): so once the driver sees a modify complete, every engine and fetcher
//!   has the new state, and a work request posted at once is decided on it (the verbs'
//!   contract; without it an engine busy with a long message held the change back, and the
//!   fetcher refused a send posted right after the move into ready to send).
//!
//! One FSM ([`cmdp_state`]); each state does at most one 64-bit add or compare, so the
//! decode, the region's page count and the QP transition are spread over registered steps.

use super::*;
use crate::common::sdp_ram::SdpRam;
use crate::ddp::{DmaWdOut, DmaWrOut};
use super::toeev::toeev_conn;
use crate::tlb::{tlb_ack, tlb_op, DmaRdOut, TlbAckIn, TlbCmdOut};
use rust_hdl::prelude::*;

crate::channel! {
    /// A doorbell: a 32-bit write to the RNIC's register window at byte offset `addr`
    /// (golden `host_if::doorbell`).
    pub DoorbellIn / DoorbellOut {
        addr: Bits<16>,
        data: Bits<32>,
    }
}

crate::channel! {
    /// Something that happened to a QP's connection or stream ([`qp_event`]).
    pub QpEvIn / QpEvOut {
        qp: Bits<4>,
        ev: Bits<2>,
    }
}

crate::channel! {
    /// A QP's context after a change: `live` clear once destroyed.
    pub QpCtxIn / QpCtxOut {
        qp: Bits<4>,
        live: Bit,
        /// [`qp_state`].
        state: Bits<8>,
        pd: Bits<16>,
        cq: Bits<16>,
        sq_base: Bits<64>,
        sq_log: Bits<8>,
        rq_base: Bits<64>,
        rq_log: Bits<8>,
        conn: Bits<16>,
        ird: Bits<4>,
        ord: Bits<4>,
        mulpdu: Bits<16>,
        /// The MPA start-up's results (golden `MpaLink`, QP modify into ready to send).
        s0_tx: Bits<32>,
        s0_rx: Bits<32>,
        sent_s0: Bits<32>,
        acked: Bits<32>,
        markers_tx: Bit,
        markers_rx: Bit,
        crc: Bit,
        kept: Bits<8>,
    }
}

crate::named_consts! {
    /// An event on a QP (golden `QpEvent`).
    pub qp_event: 2 {
        /// A Terminate sent or received.
        TERMINATE = 0,
        /// The peer's FIN.
        PEER_CLOSED = 1,
        /// The LLP's close completed.
        LLP_CLOSED = 2,
        /// An RST, the retry limit, an abort.
        LLP_RESET = 3,
    }
}

crate::named_consts! {
    /// The command processor's registers in the window (golden `host_if::doorbell`).
    pub cmd_db: 16 {
        CMD_PI = 0x0000,
        CMD_BASE_LO = 0x0008,
        CMD_BASE_HI = 0x000C,
        CMD_LOG = 0x0010,
        CMD_CQ_BASE_LO = 0x0018,
        CMD_CQ_BASE_HI = 0x001C,
        CMD_CQ_LOG = 0x0020,
        CMD_CQ_CI = 0x0024,
        /// The first offset past the command processor's part of the window (the queues'
        /// doorbells: other blocks').
        WINDOW_END = 0x1000,
    }
}

crate::named_consts! {
    /// Ring sizes (log2 entries) the RNIC takes (golden `host_cmd::RING_LOG_MIN / MAX`), as
    /// a QP create's byte fields carry them.
    pub ring_log: 8 {
        MIN = 1,
        MAX = 16,
    }
}

crate::named_consts! {
    /// The MULPDUs a modify into ready to send may carry (golden `ddp_tx::MIN_MULPDU` /
    /// `MAX_MULPDU`: what ddp_tx segments by; outside them the command is `BAD_COMMAND`).
    pub mulpdu_range: 16 {
        MIN = 64,
        MAX = 16383,
    }
}

crate::named_consts! {
    /// The same bounds on a 32-bit size doorbell's value.
    pub db_ring_log: 32 {
        MIN = 1,
        MAX = 16,
    }
}

crate::named_consts! {
    /// Shift amounts: a ring slot's byte offset (the slot shifted by log2 of its entry's
    /// bytes), a register's upper half, an entry word, the owner bit's lane (byte 31
    /// of a completion: lane 7 of its last word), a registration's page-list bound (golden
    /// `host_cmd::MAX_PBL_PAGES` = 2^18), a QP number's bits (`ddp::QPS` = 16).
    pub cmdp_shift: 16 {
        CMD_ENTRY = 6,
        CMD_CQE_ENTRY = 5,
        HALF = 32,
        WORD = 64,
        OWNER = 56,
        PAGES_LOG = 18,
        QP_BITS = 4,
        /// A completion queue number's bits (`rnic::cq::CQS` = 16).
        CQ_BITS = 4,
    }
}

crate::named_consts! {
    /// The page shifts a registration may name (the TLB's 4 KiB and 2 MiB).
    pub page_shift: 7 {
        SHIFT_4K = 12,
        SHIFT_2M = 21,
    }
}

crate::named_consts! {
    /// A command entry's DMA read length.
    pub cmd_rd_len: 13 {
        CMD_BYTES = 64,
    }
}

crate::named_consts! {
    /// A command completion's DMA write length.
    pub cmd_wr_len: 16 {
        CMD_CQE_BYTES = 32,
    }
}

crate::named_consts! {
    /// Word indices: an entry's last word read; a completion's words written (the id, the
    /// status, the last with the owner bit).
    pub cmd_word: 3 {
        ENTRY_LAST = 7,
        CQE_ID = 0,
        CQE_STATUS = 1,
        CQE_LAST = 3,
    }
}

crate::named_consts! {
    /// The command processor's states.
    pub cmdp_state: 5 {
        IDLE = 0,
        /// The entry's DMA read offered, then its 8 words.
        FETCH = 1,
        RECV = 2,
        /// Reserved-bit flags per operation, the region's end (registered).
        CHECK = 3,
        /// BAD_COMMAND, or the MR / QP path.
        DISPATCH = 4,
        /// The region's last byte and first page; its last page; the page count's bound.
        SPAN = 5,
        PAGES = 6,
        LIMIT = 7,
        /// The TLB command offered, then its answer awaited.
        TLB = 8,
        TLB_ACK = 9,
        /// The QP table read, then the command or event applied.
        QP_READ = 10,
        QP_APPLY = 11,
        /// The QP's new context offered.
        QP_OUT = 12,
        /// The completion's write request, then its 4 words.
        CQE_REQ = 13,
        CQE_DATA = 14,
        /// One cycle for the ring flags to see the new indices.
        NEXT = 15,
        /// The QP's new entry written (a create, a modify, an event; not a destroy).
        QP_WRITE = 16,
    }
}

crate::layout! {
    /// One QP's entry in the QP table (golden `host_cmd::QpEntry`).
    pub QpCtxWord(qp_ctx): 363 {
        /// [`qp_state`].
        qx_state: 8,
        qx_pd: 16,
        qx_cq: 16,
        qx_sq_log: 8,
        qx_rq_log: 8,
        qx_ird: 4,
        qx_ord: 4,
        qx_conn: 16,
        qx_mulpdu: 16,
        qx_sq_base: 64,
        qx_rq_base: 64,
        /// golden `MpaLink`.
        qx_s0_tx: 32,
        qx_s0_rx: 32,
        qx_sent_s0: 32,
        qx_acked: 32,
        qx_markers_tx: flag,
        qx_markers_rx: flag,
        qx_crc: flag,
        qx_kept: 8,
    }
}

crate::layout! {
    /// A region's base + length: its end (mod 2^64) and the carry (the end past 2^64).
    pub RegionSum(region_sum): 65 {
        rs_end: 64,
        rs_carry: flag,
    }
}

crate::layout! {
    /// A command entry as read (8 words, the first at bit 0): its head ([`CmdHeadWord`]) and
    /// its body (one of the `Cmd*Body` layouts, by the head's operation).
    pub CmdEntryWord(cmd_entry): 512 {
        ce_head: 128,
        ce_body: 384,
        /// The last word (a view: where a word read comes in).
        ce_top: 64 @ 448,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicCmd {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_db: DoorbellIn,
    pub m_rd: DmaRdOut,
    pub s_dma_data_valid: Signal<In, Bit>,
    pub s_dma_data_ready: Signal<Out, Bit>,
    pub s_dma_data: Signal<In, Bits<64>>,
    pub m_wr: DmaWrOut,
    pub m_wd: DmaWdOut,
    pub m_tlb: TlbCmdOut,
    pub s_tlb_ack: TlbAckIn,
    pub s_ev: QpEvIn,
    pub m_qp: QpCtxOut,
    /// Every copy of the last change offered on `m_qp` has been taken (the top's
    /// `rnic_qpcfg` is idle): a completion waits for it.
    pub qp_settled: Signal<In, Bit>,
    /// No command or event under way.
    pub idle: Signal<Out, Bit>,
    /// Commands completed; of them BAD_COMMAND, BAD_STATE; doorbell writes refused; events
    /// applied and dropped.
    pub cnt_cmds: Signal<Out, Bits<32>>,
    pub cnt_bad_cmd: Signal<Out, Bits<32>>,
    pub cnt_bad_state: Signal<Out, Bits<32>>,
    pub cnt_bad_db: Signal<Out, Bits<32>>,
    pub cnt_events: Signal<Out, Bits<32>>,
    pub cnt_ev_ignored: Signal<Out, Bits<32>>,
    st: DFF<Bits<5>>,
    /// The doorbell write being applied.
    db_v: DFF<Bit>,
    db_addr: DFF<Bits<16>>,
    db_data: DFF<Bits<32>>,
    /// The write being applied (in the command processor's part of the window) and what its
    /// checks need: the producer index's distances from the entries consumed and from the
    /// last producer index, the consumer index's from the last one and the completions
    /// written's; whether a ring size is taken, and the size as entries.
    chk_v: DFF<Bit>,
    chk_addr: DFF<Bits<16>>,
    chk_data: DFF<Bits<32>>,
    chk_d_ci: DFF<Bits<32>>,
    chk_d_pi: DFF<Bits<32>>,
    chk_d_cqci: DFF<Bits<32>>,
    chk_d_cqpi: DFF<Bits<32>>,
    chk_log_ok: DFF<Bit>,
    chk_log: DFF<Bits<32>>,
    /// The write just applied was refused.
    bad_db_p: DFF<Bit>,
    /// The command ring: base, size (0 until set), index mask, producer and consumer
    /// indices; the completion ring likewise.
    cmd_base: DFF<Bits<64>>,
    cmd_size: DFF<Bits<32>>,
    cmd_mask: DFF<Bits<32>>,
    cmd_pi: DFF<Bits<32>>,
    cmd_ci: DFF<Bits<32>>,
    cq_base: DFF<Bits<64>>,
    cq_size: DFF<Bits<32>>,
    cq_mask: DFF<Bits<32>>,
    cq_pi: DFF<Bits<32>>,
    cq_ci: DFF<Bits<32>>,
    /// Registered every cycle from the indices: a command waits; the completion ring has
    /// room; the next entry's and the next completion's addresses.
    has_cmd: DFF<Bit>,
    cq_room: DFF<Bit>,
    rd_addr: DFF<Bits<64>>,
    cqe_addr: DFF<Bits<64>>,
    /// The entry and its words received.
    ent: DFF<Bits<512>>,
    wcnt: DFF<Bits<3>>,
    /// CHECK's flags: the reserved bits shared by every operation, and each operation's.
    bad_common: DFF<Bit>,
    bad_mr: DFF<Bit>,
    bad_stag: DFF<Bit>,
    bad_qc: DFF<Bit>,
    bad_qm: DFF<Bit>,
    bad_qd: DFF<Bit>,
    /// The QP number field is past the table; a create's ring sizes and completion queue
    /// are taken.
    qp_big: DFF<Bit>,
    /// The operation is a QP create, a QP modify (registered: QP_APPLY's choices).
    op_create: DFF<Bit>,
    op_modify: DFF<Bit>,
    logs_ok: DFF<Bit>,
    /// The region: base + length (65 bits), its last byte, its first page number, and its
    /// last page number less the first (registered in PAGES, so LIMIT's decision starts at
    /// flip-flops: issue 17, the subtraction in LIMIT fed the state register, 154.01 MHz at
    /// seed 2).
    sum: DFF<Bits<65>>,
    last: DFF<Bits<64>>,
    vpn_first: DFF<Bits<64>>,
    vpn_span: DFF<Bits<64>>,
    status: DFF<Bits<8>>,
    /// The QP in hand, and whether an event (not a command) is.
    qpn: DFF<Bits<4>>,
    is_ev: DFF<Bit>,
    ev: DFF<Bits<2>>,
    exists: DFF<Bits<16>>,
    ctx: SdpRam<{ qp_ctx::BITS }, 4>,
    /// The update offered on `m_qp`.
    out: DFF<Bits<{ qp_ctx::BITS }>>,
    out_live: DFF<Bit>,
    /// The QP in hand exists (registered in QP_READ).
    live: DFF<Bit>,
    /// QP_WRITE writes `out` into the table.
    wr_go: DFF<Bit>,
    n_cmds: DFF<Bits<32>>,
    n_bad_cmd: DFF<Bits<32>>,
    n_bad_state: DFF<Bits<32>>,
    n_bad_db: DFF<Bits<32>>,
    n_events: DFF<Bits<32>>,
    n_ev_ignored: DFF<Bits<32>>,
    // Locals.
    head: Signal<Local, Bits<128>>,
    body: Signal<Local, Bits<384>>,
    op: Signal<Local, Bits<8>>,
    qpf: Signal<Local, Bits<16>>,
    /// The base's and the last byte's page numbers at the region's page size (each a choice
    /// of two fixed shifts, not a shifter).
    vpn_base: Signal<Local, Bits<64>>,
    vpn_end: Signal<Local, Bits<64>>,
    ctx_old: Signal<Local, Bits<{ qp_ctx::BITS }>>,
    ctx_new: Signal<Local, Bits<{ qp_ctx::BITS }>>,
    cur: Signal<Local, Bits<8>>,
    to: Signal<Local, Bits<8>>,
    top_word: Signal<Local, Bits<512>>,
    /// The doorbell's index checks.
    pi_ok: Signal<Local, Bit>,
    ci_ok: Signal<Local, Bit>,
    allowed: Signal<Local, Bit>,
    ev_to: Signal<Local, Bits<8>>,
    ev_hit: Signal<Local, Bit>,
    word: Signal<Local, Bits<64>>,
    owner: Signal<Local, Bit>,
}

impl Logic for RnicCmd {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, db_v, db_addr, db_data, chk_v, chk_addr, chk_data, chk_d_ci, chk_d_pi, chk_d_cqci, chk_d_cqpi, chk_log_ok, chk_log, bad_db_p, cmd_base, cmd_size, cmd_mask, cmd_pi, cmd_ci, cq_base, cq_size, cq_mask, cq_pi, cq_ci, has_cmd, cq_room, rd_addr, cqe_addr, ent, wcnt,
            bad_common, bad_mr, bad_stag, bad_qc, bad_qm, bad_qd, qp_big, op_create, op_modify, logs_ok, sum, last, vpn_first, vpn_span, status, qpn, is_ev, ev, exists, out, out_live, live, wr_go, n_cmds, n_bad_cmd,
            n_bad_state, n_bad_db, n_events, n_ev_ignored
        );
        self.ctx.clock.next = self.clock.val();
        self.cnt_cmds.next = self.n_cmds.q.val();
        self.cnt_bad_cmd.next = self.n_bad_cmd.q.val();
        self.cnt_bad_state.next = self.n_bad_state.q.val();
        self.cnt_bad_db.next = self.n_bad_db.q.val();
        self.cnt_events.next = self.n_events.q.val();
        self.cnt_ev_ignored.next = self.n_ev_ignored.q.val();
        self.idle.next = self.st.q.val() == cmdp_state::IDLE;

        // Doorbells: registered (A), checked (B), applied (C); one in flight at a time (a
        // doorbell every three cycles: the checks read the indices the last one set).
        self.s_db.ready.next = !self.reset.val() & !self.db_v.q.val() & !self.chk_v.q.val();
        self.db_v.d.next = self.s_db.valid.val() & self.s_db.ready.val();
        self.db_addr.d.next = self.s_db.addr.val();
        self.db_data.d.next = self.s_db.data.val();
        self.chk_v.d.next = self.db_v.q.val() & (self.db_addr.q.val() < cmd_db::WINDOW_END);
        self.chk_addr.d.next = self.db_addr.q.val();
        self.chk_data.d.next = self.db_data.q.val();
        // The distances the checks compare (registered here, compared when applied): a
        // producer index moves forward, at most the ring's size past the entries consumed (so
        // the block only reads entries the driver wrote); a consumer index moves forward, at
        // most to the completions written. An index that moves in between only makes a check
        // stricter, or (the entries consumed) is safe with the forward rule: an accepted
        // producer index is never behind them.
        self.chk_d_ci.d.next = self.db_data.q.val() - self.cmd_ci.q.val();
        self.chk_d_pi.d.next = self.db_data.q.val() - self.cmd_pi.q.val();
        self.chk_d_cqci.d.next = self.db_data.q.val() - self.cq_ci.q.val();
        self.chk_d_cqpi.d.next = self.cq_pi.q.val() - self.cq_ci.q.val();
        self.pi_ok.next = self.cmd_size.q.val().any() & (self.chk_d_ci.q.val() <= self.cmd_size.q.val()) & (self.chk_d_pi.q.val() <= self.cmd_size.q.val());
        self.ci_ok.next = self.cq_size.q.val().any() & (self.chk_d_cqci.q.val() <= self.chk_d_cqpi.q.val());
        self.chk_log_ok.d.next = (self.db_data.q.val() >= db_ring_log::MIN) & (self.db_data.q.val() <= db_ring_log::MAX);
        self.chk_log.d.next = bits::<32>(1) << bit_cast::<5, 32>(self.db_data.q.val());
        // A refusal is counted a cycle later (the counter's adder off the checks' path).
        self.bad_db_p.d.next = false;
        if self.bad_db_p.q.val() {
            self.n_bad_db.d.next = self.n_bad_db.q.val() + 1;
        }
        if self.chk_v.q.val() {
            if self.chk_addr.q.val() == cmd_db::CMD_PI {
                if self.pi_ok.val() {
                    self.cmd_pi.d.next = self.chk_data.q.val();
                } else {
                    self.bad_db_p.d.next = true;
                }
            } else if self.chk_addr.q.val() == cmd_db::CMD_BASE_LO {
                self.cmd_base.d.next = ((self.cmd_base.q.val() >> cmdp_shift::HALF) << cmdp_shift::HALF) | bit_cast::<64, 32>(self.chk_data.q.val());
            } else if self.chk_addr.q.val() == cmd_db::CMD_BASE_HI {
                self.cmd_base.d.next = bit_cast::<64, 32>(bit_cast::<32, 64>(self.cmd_base.q.val())) | (bit_cast::<64, 32>(self.chk_data.q.val()) << cmdp_shift::HALF);
            } else if self.chk_addr.q.val() == cmd_db::CMD_LOG {
                if self.chk_log_ok.q.val() {
                    self.cmd_size.d.next = self.chk_log.q.val();
                    self.cmd_mask.d.next = self.chk_log.q.val() - 1;
                } else {
                    self.bad_db_p.d.next = true;
                }
            } else if self.chk_addr.q.val() == cmd_db::CMD_CQ_BASE_LO {
                self.cq_base.d.next = ((self.cq_base.q.val() >> cmdp_shift::HALF) << cmdp_shift::HALF) | bit_cast::<64, 32>(self.chk_data.q.val());
            } else if self.chk_addr.q.val() == cmd_db::CMD_CQ_BASE_HI {
                self.cq_base.d.next = bit_cast::<64, 32>(bit_cast::<32, 64>(self.cq_base.q.val())) | (bit_cast::<64, 32>(self.chk_data.q.val()) << cmdp_shift::HALF);
            } else if self.chk_addr.q.val() == cmd_db::CMD_CQ_LOG {
                if self.chk_log_ok.q.val() {
                    self.cq_size.d.next = self.chk_log.q.val();
                    self.cq_mask.d.next = self.chk_log.q.val() - 1;
                } else {
                    self.bad_db_p.d.next = true;
                }
            } else if self.chk_addr.q.val() == cmd_db::CMD_CQ_CI {
                if self.ci_ok.val() {
                    self.cq_ci.d.next = self.chk_data.q.val();
                } else {
                    self.bad_db_p.d.next = true;
                }
            } else {
                self.bad_db_p.d.next = true;
            }
        }
        self.has_cmd.d.next = (self.cmd_pi.q.val() != self.cmd_ci.q.val()) & self.cmd_size.q.val().any() & self.cq_size.q.val().any();
        self.cq_room.d.next = (self.cq_pi.q.val() - self.cq_ci.q.val()) < self.cq_size.q.val();
        self.rd_addr.d.next = self.cmd_base.q.val() + (bit_cast::<64, 32>(self.cmd_ci.q.val() & self.cmd_mask.q.val()) << cmdp_shift::CMD_ENTRY);
        self.cqe_addr.d.next = self.cq_base.q.val() + (bit_cast::<64, 32>(self.cq_pi.q.val() & self.cq_mask.q.val()) << cmdp_shift::CMD_CQE_ENTRY);

        // IDLE: an event first (they are rare and a command waits at most one), else the
        // next command when its completion has room.
        self.s_ev.ready.next = (self.st.q.val() == cmdp_state::IDLE) & !self.reset.val();
        if self.st.q.val() == cmdp_state::IDLE {
            if self.s_ev.valid.val() {
                self.qpn.d.next = self.s_ev.qp.val();
                self.ev.d.next = self.s_ev.ev.val();
                self.is_ev.d.next = true;
                self.st.d.next = bits::<5>(cmdp_state::QP_READ);
            } else if self.has_cmd.q.val() & self.cq_room.q.val() {
                self.is_ev.d.next = false;
                self.st.d.next = bits::<5>(cmdp_state::FETCH);
            }
        }
        // FETCH, RECV: the entry, word 0 first (each word shifted in from the top).
        self.m_rd.valid.next = self.st.q.val() == cmdp_state::FETCH;
        self.m_rd.addr.next = self.rd_addr.q.val();
        self.m_rd.len.next = bits::<13>(cmd_rd_len::CMD_BYTES);
        self.m_rd.tag.next = bits::<8>(0);
        if (self.st.q.val() == cmdp_state::FETCH) & self.m_rd.ready.val() {
            self.wcnt.d.next = bits::<3>(0);
            self.st.d.next = bits::<5>(cmdp_state::RECV);
        }
        self.top_word.next = bits::<512>(0);
        self.top_word.next.set_value_ce_top(self.s_dma_data.val());
        self.s_dma_data_ready.next = self.st.q.val() == cmdp_state::RECV;
        if (self.st.q.val() == cmdp_state::RECV) & self.s_dma_data_valid.val() {
            self.ent.d.next = (self.ent.q.val() >> cmdp_shift::WORD) | self.top_word.val();
            self.wcnt.d.next = self.wcnt.q.val() + 1;
            if self.wcnt.q.val() == cmd_word::ENTRY_LAST {
                self.st.d.next = bits::<5>(cmdp_state::CHECK);
            }
        }

        // CHECK: golden `Cmd::decode`'s refusals as one flag per operation; the region's end.
        self.head.next = self.ent.q.val().get_value_ce_head();
        self.body.next = self.ent.q.val().get_value_ce_body();
        self.op.next = self.head.val().get_value_cmd_op_code();
        // The QP number sits in bytes 16-17 of every QP command.
        self.qpf.next = self.body.val().get_value_qd_qp();
        if self.op.val() == cmd_op::QP_CREATE {
            self.qpf.next = self.body.val().get_value_qc_qp();
        } else if self.op.val() == cmd_op::QP_MODIFY {
            self.qpf.next = self.body.val().get_value_qm_qp();
        }
        if self.st.q.val() == cmdp_state::CHECK {
            self.bad_common.d.next = self.head.val().get_value_cmd_rsvd9().any() | self.body.val().get_value_mr_rsvd48().any();
            self.bad_mr.d.next = (self.body.val().get_value_mr_rights() > cmdp_field::RIGHTS_ALL) | (self.body.val().get_value_mr_pages() > cmdp_field::PAGE_2M);
            self.bad_stag.d.next = self.body.val().get_value_cs_rsvd20().any() | self.body.val().get_value_cs_rsvd32().any();
            self.bad_qc.d.next = self.body.val().get_value_qc_rsvd18().any() | self.body.val().get_value_qc_rsvd42().any();
            self.bad_qm.d.next = self.body.val().get_value_qm_rsvd18().any()
                | self.body.val().get_value_qm_rsvd44().any()
                | self.body.val().get_value_qm_rsvd46().any()
                | (self.body.val().get_value_qm_state() > qp_state::ERROR)
                | ((self.body.val().get_value_qm_state() == qp_state::RTS)
                    & ((self.body.val().get_value_qm_mulpdu() < bits::<16>(mulpdu_range::MIN))
                        | (self.body.val().get_value_qm_mulpdu() > bits::<16>(mulpdu_range::MAX))
                        | (self.body.val().get_value_qm_conn() & bits::<16>(toeev_conn::HIGH)).any()));
            self.bad_qd.d.next = self.body.val().get_value_qd_rsvd18().any() | self.body.val().get_value_qd_rsvd32().any();
            self.qp_big.d.next = (self.qpf.val() >> cmdp_shift::QP_BITS).any();
            self.logs_ok.d.next = !(self.body.val().get_value_qc_cq() >> cmdp_shift::CQ_BITS).any()
                & (self.body.val().get_value_qc_sq_log() >= bits::<8>(ring_log::MIN))
                & (self.body.val().get_value_qc_sq_log() <= bits::<8>(ring_log::MAX))
                & (self.body.val().get_value_qc_rq_log() >= bits::<8>(ring_log::MIN))
                & (self.body.val().get_value_qc_rq_log() <= bits::<8>(ring_log::MAX));
            self.sum.d.next = bit_cast::<65, 64>(self.body.val().get_value_mr_base_va()) + bit_cast::<65, 64>(self.body.val().get_value_mr_length());
            self.qpn.d.next = bit_cast::<4, 16>(self.qpf.val());
            self.op_create.d.next = self.op.val() == cmd_op::QP_CREATE;
            self.op_modify.d.next = self.op.val() == cmd_op::QP_MODIFY;
            self.st.d.next = bits::<5>(cmdp_state::DISPATCH);
        }
        // DISPATCH: an entry golden refuses to decode is BAD_COMMAND; else its path.
        if self.st.q.val() == cmdp_state::DISPATCH {
            self.status.d.next = bits::<8>(cmd_status::BAD_COMMAND);
            self.st.d.next = bits::<5>(cmdp_state::CQE_REQ);
            if !self.bad_common.q.val() {
                if (self.op.val() == cmd_op::MR_REGISTER) | (self.op.val() == cmd_op::MR_FAST_REGISTER) {
                    if !self.bad_mr.q.val() {
                        self.st.d.next = bits::<5>(cmdp_state::SPAN);
                    }
                } else if (self.op.val() == cmd_op::MR_INVALIDATE) | (self.op.val() == cmd_op::MR_DEREGISTER) {
                    if !self.bad_stag.q.val() {
                        self.st.d.next = bits::<5>(cmdp_state::TLB);
                    }
                } else if self.op.val() == cmd_op::QP_CREATE {
                    if !self.bad_qc.q.val() & !self.qp_big.q.val() & self.logs_ok.q.val() {
                        self.st.d.next = bits::<5>(cmdp_state::QP_READ);
                    }
                } else if self.op.val() == cmd_op::QP_MODIFY {
                    if !self.bad_qm.q.val() & !self.qp_big.q.val() {
                        self.st.d.next = bits::<5>(cmdp_state::QP_READ);
                    }
                } else if self.op.val() == cmd_op::QP_DESTROY {
                    if !self.bad_qd.q.val() & !self.qp_big.q.val() {
                        self.st.d.next = bits::<5>(cmdp_state::QP_READ);
                    }
                }
            }
        }
        // SPAN, PAGES, LIMIT: a region ending past 2^64, or with more pages than a page list
        // may hold, is BAD_COMMAND (golden's checks before the table's).
        self.vpn_base.next = self.body.val().get_value_mr_base_va() >> page_shift::SHIFT_4K;
        self.vpn_end.next = self.last.q.val() >> page_shift::SHIFT_4K;
        if self.body.val().get_value_mr_page_2m() {
            self.vpn_base.next = self.body.val().get_value_mr_base_va() >> page_shift::SHIFT_2M;
            self.vpn_end.next = self.last.q.val() >> page_shift::SHIFT_2M;
        }
        if self.st.q.val() == cmdp_state::SPAN {
            self.last.d.next = self.sum.q.val().get_value_rs_end() - 1;
            self.vpn_first.d.next = self.vpn_base.val();
            self.st.d.next = bits::<5>(cmdp_state::PAGES);
            if self.sum.q.val().get_value_rs_carry() {
                self.st.d.next = bits::<5>(cmdp_state::CQE_REQ);
            }
        }
        if self.st.q.val() == cmdp_state::PAGES {
            self.vpn_span.d.next = self.vpn_end.val() - self.vpn_first.q.val();
            self.st.d.next = bits::<5>(cmdp_state::LIMIT);
        }
        if self.st.q.val() == cmdp_state::LIMIT {
            self.st.d.next = bits::<5>(cmdp_state::TLB);
            // Pages = last - first + 1 > 2^18 when last - first >= 2^18 (a zero length has none).
            if (self.vpn_span.q.val() >> cmdp_shift::PAGES_LOG).any() & self.body.val().get_value_mr_length().any() {
                self.st.d.next = bits::<5>(cmdp_state::CQE_REQ);
            }
        }
        // TLB, TLB_ACK: the MR command and its answer.
        self.m_tlb.valid.next = self.st.q.val() == cmdp_state::TLB;
        self.m_tlb.op.next = bits::<2>(tlb_op::REGISTER);
        if self.op.val() == cmd_op::MR_FAST_REGISTER {
            self.m_tlb.op.next = bits::<2>(tlb_op::FAST_REGISTER);
        } else if self.op.val() == cmd_op::MR_INVALIDATE {
            self.m_tlb.op.next = bits::<2>(tlb_op::INVALIDATE);
        } else if self.op.val() == cmd_op::MR_DEREGISTER {
            self.m_tlb.op.next = bits::<2>(tlb_op::DEREGISTER);
        }
        self.m_tlb.stag.next = self.body.val().get_value_mr_stag();
        self.m_tlb.pd.next = self.body.val().get_value_mr_pd();
        self.m_tlb.rights.next = bit_cast::<4, 8>(self.body.val().get_value_mr_rights());
        self.m_tlb.page_2m.next = self.body.val().get_value_mr_page_2m();
        self.m_tlb.base_va.next = self.body.val().get_value_mr_base_va();
        self.m_tlb.length.next = self.body.val().get_value_mr_length();
        self.m_tlb.pbl.next = self.body.val().get_value_mr_pbl();
        if (self.st.q.val() == cmdp_state::TLB) & self.m_tlb.ready.val() {
            self.st.d.next = bits::<5>(cmdp_state::TLB_ACK);
        }
        self.s_tlb_ack.ready.next = self.st.q.val() == cmdp_state::TLB_ACK;
        if (self.st.q.val() == cmdp_state::TLB_ACK) & self.s_tlb_ack.valid.val() {
            self.status.d.next = bits::<8>(cmd_status::BAD_STATE);
            if self.s_tlb_ack.status.val() == tlb_ack::OK {
                self.status.d.next = bits::<8>(cmd_status::OK);
            } else if self.s_tlb_ack.status.val() == tlb_ack::INDEX_OUT_OF_RANGE {
                self.status.d.next = bits::<8>(cmd_status::BAD_COMMAND);
            }
            self.st.d.next = bits::<5>(cmdp_state::CQE_REQ);
        }

        // QP_READ, QP_APPLY: the QP's entry (addressed from `qpn`, a register), then the
        // command's or event's change.
        self.ctx.read_address.next = self.qpn.q.val();
        self.ctx.write_address.next = self.qpn.q.val();
        self.ctx.write_enable.next = false;
        // The QP's existence bit, registered while its entry is read.
        if self.st.q.val() == cmdp_state::QP_READ {
            self.live.d.next = (self.exists.q.val() & (bits::<16>(1) << self.qpn.q.val())).any();
            self.st.d.next = bits::<5>(cmdp_state::QP_APPLY);
        }
        self.ctx_old.next = self.ctx.read_data.val();
        self.cur.next = self.ctx_old.val().get_value_qx_state();
        self.to.next = self.body.val().get_value_qm_state();
        // golden `Qp::modify`: the verbs' forward steps, the host's abort, error back to reset.
        self.allowed.next = ((self.cur.val() == qp_state::RESET) & (self.to.val() == qp_state::INIT))
            | ((self.cur.val() == qp_state::INIT) & (self.to.val() == qp_state::RTR))
            | ((self.cur.val() == qp_state::RTR) & (self.to.val() == qp_state::RTS))
            | ((self.cur.val() == qp_state::RTS) & (self.to.val() == qp_state::CLOSING))
            | ((self.cur.val() == qp_state::ERROR) & (self.to.val() == qp_state::RESET))
            | ((self.cur.val() != qp_state::ERROR) & (self.to.val() == qp_state::ERROR));
        // golden `Qp::event`.
        self.ev_hit.next = false;
        self.ev_to.next = bits::<8>(qp_state::ERROR);
        if self.ev.q.val() == qp_event::TERMINATE {
            self.ev_hit.next = self.cur.val() == qp_state::RTS;
            self.ev_to.next = bits::<8>(qp_state::TERMINATE);
        } else if self.ev.q.val() == qp_event::PEER_CLOSED {
            self.ev_hit.next = self.cur.val() == qp_state::RTS;
            self.ev_to.next = bits::<8>(qp_state::CLOSING);
        } else if self.ev.q.val() == qp_event::LLP_CLOSED {
            self.ev_hit.next = (self.cur.val() == qp_state::CLOSING) | (self.cur.val() == qp_state::TERMINATE);
        } else {
            self.ev_hit.next = (self.cur.val() == qp_state::RTR) | (self.cur.val() == qp_state::RTS) | (self.cur.val() == qp_state::CLOSING) | (self.cur.val() == qp_state::TERMINATE);
        }
        self.ctx_new.next = self.ctx_old.val();
        if self.is_ev.q.val() {
            self.ctx_new.next.set_value_qx_state(self.ev_to.val());
        } else if self.op_create.q.val() {
            self.ctx_new.next = bits::<{ qp_ctx::BITS }>(0);
            self.ctx_new.next.set_value_qx_state(bits::<8>(qp_state::RESET));
            self.ctx_new.next.set_value_qx_pd(self.body.val().get_value_qc_pd());
            self.ctx_new.next.set_value_qx_cq(self.body.val().get_value_qc_cq());
            self.ctx_new.next.set_value_qx_sq_log(self.body.val().get_value_qc_sq_log());
            self.ctx_new.next.set_value_qx_rq_log(self.body.val().get_value_qc_rq_log());
            self.ctx_new.next.set_value_qx_sq_base(self.body.val().get_value_qc_sq_base());
            self.ctx_new.next.set_value_qx_rq_base(self.body.val().get_value_qc_rq_base());
        } else {
            self.ctx_new.next.set_value_qx_state(self.to.val());
            if self.to.val() == qp_state::RTS {
                self.ctx_new.next.set_value_qx_conn(self.body.val().get_value_qm_conn());
                self.ctx_new.next.set_value_qx_mulpdu(self.body.val().get_value_qm_mulpdu());
                self.ctx_new.next.set_value_qx_s0_tx(self.body.val().get_value_qm_s0_tx());
                self.ctx_new.next.set_value_qx_s0_rx(self.body.val().get_value_qm_s0_rx());
                self.ctx_new.next.set_value_qx_sent_s0(self.body.val().get_value_qm_sent_s0());
                self.ctx_new.next.set_value_qx_acked(self.body.val().get_value_qm_acked());
                self.ctx_new.next.set_value_qx_markers_tx(self.body.val().get_value_qm_markers_tx());
                self.ctx_new.next.set_value_qx_markers_rx(self.body.val().get_value_qm_markers_rx());
                self.ctx_new.next.set_value_qx_crc(self.body.val().get_value_qm_crc());
                self.ctx_new.next.set_value_qx_kept(self.body.val().get_value_qm_kept());
            }
            if (self.to.val() == qp_state::INIT) | (self.to.val() == qp_state::RTR) | (self.to.val() == qp_state::RTS) {
                if self.body.val().get_value_qm_ird().any() {
                    self.ctx_new.next.set_value_qx_ird(self.body.val().get_value_qm_ird());
                }
                if self.body.val().get_value_qm_ord().any() {
                    self.ctx_new.next.set_value_qx_ord(self.body.val().get_value_qm_ord());
                }
            }
        }
        if self.st.q.val() == cmdp_state::QP_APPLY {
            self.out.d.next = self.ctx_new.val();
            self.out_live.d.next = true;
            self.wr_go.d.next = false;
            self.status.d.next = bits::<8>(cmd_status::BAD_STATE);
            self.st.d.next = bits::<5>(cmdp_state::CQE_REQ);
            if self.is_ev.q.val() {
                self.st.d.next = bits::<5>(cmdp_state::IDLE);
                if self.live.q.val() & self.ev_hit.val() {
                    self.wr_go.d.next = true;
                    self.n_events.d.next = self.n_events.q.val() + 1;
                    self.st.d.next = bits::<5>(cmdp_state::QP_WRITE);
                } else {
                    self.n_ev_ignored.d.next = self.n_ev_ignored.q.val() + 1;
                }
            } else if self.op_create.q.val() {
                if !self.live.q.val() {
                    self.wr_go.d.next = true;
                    self.exists.d.next = self.exists.q.val() | (bits::<16>(1) << self.qpn.q.val());
                    self.status.d.next = bits::<8>(cmd_status::OK);
                    self.st.d.next = bits::<5>(cmdp_state::QP_WRITE);
                }
            } else if self.op_modify.q.val() {
                if self.live.q.val() & self.allowed.val() {
                    self.wr_go.d.next = true;
                    self.status.d.next = bits::<8>(cmd_status::OK);
                    self.st.d.next = bits::<5>(cmdp_state::QP_WRITE);
                }
            } else if self.live.q.val() & ((self.cur.val() == qp_state::RESET) | (self.cur.val() == qp_state::ERROR)) {
                // Destroy.
                // `out` holds the entry with a modify's change (nothing reads it: `live` clear).
                self.exists.d.next = self.exists.q.val() & !(bits::<16>(1) << self.qpn.q.val());
                self.out_live.d.next = false;
                self.status.d.next = bits::<8>(cmd_status::OK);
                self.st.d.next = bits::<5>(cmdp_state::QP_WRITE);
            }
        }
        // QP_WRITE: the new entry written from registers (the decision above has the RAM's
        // read data, the existence bits and the operation behind it: too long a path into a
        // LUT RAM's write enable).
        self.ctx.write_data.next = self.out.q.val();
        if self.st.q.val() == cmdp_state::QP_WRITE {
            self.ctx.write_enable.next = self.wr_go.q.val();
            self.st.d.next = bits::<5>(cmdp_state::QP_OUT);
        }
        // QP_OUT: the change offered, then the command's completion (an event has none).
        self.m_qp.valid.next = self.st.q.val() == cmdp_state::QP_OUT;
        self.m_qp.qp.next = self.qpn.q.val();
        self.m_qp.live.next = self.out_live.q.val();
        self.m_qp.state.next = self.out.q.val().get_value_qx_state();
        self.m_qp.pd.next = self.out.q.val().get_value_qx_pd();
        self.m_qp.cq.next = self.out.q.val().get_value_qx_cq();
        self.m_qp.sq_base.next = self.out.q.val().get_value_qx_sq_base();
        self.m_qp.sq_log.next = self.out.q.val().get_value_qx_sq_log();
        self.m_qp.rq_base.next = self.out.q.val().get_value_qx_rq_base();
        self.m_qp.rq_log.next = self.out.q.val().get_value_qx_rq_log();
        self.m_qp.conn.next = self.out.q.val().get_value_qx_conn();
        self.m_qp.ird.next = self.out.q.val().get_value_qx_ird();
        self.m_qp.ord.next = self.out.q.val().get_value_qx_ord();
        self.m_qp.mulpdu.next = self.out.q.val().get_value_qx_mulpdu();
        self.m_qp.s0_tx.next = self.out.q.val().get_value_qx_s0_tx();
        self.m_qp.s0_rx.next = self.out.q.val().get_value_qx_s0_rx();
        self.m_qp.sent_s0.next = self.out.q.val().get_value_qx_sent_s0();
        self.m_qp.acked.next = self.out.q.val().get_value_qx_acked();
        self.m_qp.markers_tx.next = self.out.q.val().get_value_qx_markers_tx();
        self.m_qp.markers_rx.next = self.out.q.val().get_value_qx_markers_rx();
        self.m_qp.crc.next = self.out.q.val().get_value_qx_crc();
        self.m_qp.kept.next = self.out.q.val().get_value_qx_kept();
        if (self.st.q.val() == cmdp_state::QP_OUT) & self.m_qp.ready.val() {
            self.st.d.next = bits::<5>(cmdp_state::CQE_REQ);
            if self.is_ev.q.val() {
                self.st.d.next = bits::<5>(cmdp_state::IDLE);
            }
        }

        // CQE_REQ, CQE_DATA: the completion (cmd_id, status, the lap's owner bit) in one write.
        // (Only once the change is everywhere: `qp_settled`.)
        self.m_wr.valid.next = (self.st.q.val() == cmdp_state::CQE_REQ) & self.qp_settled.val();
        self.m_wr.addr.next = self.cqe_addr.q.val();
        self.m_wr.len.next = bits::<16>(cmd_wr_len::CMD_CQE_BYTES);
        if (self.st.q.val() == cmdp_state::CQE_REQ) & self.qp_settled.val() & self.m_wr.ready.val() {
            self.wcnt.d.next = bits::<3>(0);
            self.st.d.next = bits::<5>(cmdp_state::CQE_DATA);
        }
        // The owner bit is 1 on the ring's even laps (the first is lap 0).
        self.owner.next = !(self.cq_pi.q.val() & self.cq_size.q.val()).any();
        self.word.next = bits::<64>(0);
        if self.wcnt.q.val() == cmd_word::CQE_ID {
            self.word.next = self.head.val().get_value_cmd_id();
        } else if self.wcnt.q.val() == cmd_word::CQE_STATUS {
            self.word.next = bit_cast::<64, 8>(self.status.q.val());
        } else if (self.wcnt.q.val() == cmd_word::CQE_LAST) & self.owner.val() {
            self.word.next = bits::<64>(1) << cmdp_shift::OWNER;
        }
        self.m_wd.valid.next = self.st.q.val() == cmdp_state::CQE_DATA;
        self.m_wd.data.next = self.word.val();
        self.m_wd.keep.next = bits::<8>(0xFF);
        self.m_wd.last.next = self.wcnt.q.val() == cmd_word::CQE_LAST;
        if (self.st.q.val() == cmdp_state::CQE_DATA) & self.m_wd.ready.val() {
            self.wcnt.d.next = self.wcnt.q.val() + 1;
            if self.wcnt.q.val() == cmd_word::CQE_LAST {
                self.cq_pi.d.next = self.cq_pi.q.val() + 1;
                self.cmd_ci.d.next = self.cmd_ci.q.val() + 1;
                self.n_cmds.d.next = self.n_cmds.q.val() + 1;
                if self.status.q.val() == cmd_status::BAD_COMMAND {
                    self.n_bad_cmd.d.next = self.n_bad_cmd.q.val() + 1;
                }
                if self.status.q.val() == cmd_status::BAD_STATE {
                    self.n_bad_state.d.next = self.n_bad_state.q.val() + 1;
                }
                self.st.d.next = bits::<5>(cmdp_state::NEXT);
            }
        }
        if self.st.q.val() == cmdp_state::NEXT {
            self.st.d.next = bits::<5>(cmdp_state::IDLE);
        }

        if self.reset.val() {
            self.st.d.next = bits::<5>(cmdp_state::IDLE);
            self.db_v.d.next = false;
            self.chk_v.d.next = false;
            self.bad_db_p.d.next = false;
            self.cmd_size.d.next = bits::<32>(0);
            self.cmd_mask.d.next = bits::<32>(0);
            self.cmd_pi.d.next = bits::<32>(0);
            self.cmd_ci.d.next = bits::<32>(0);
            self.cq_size.d.next = bits::<32>(0);
            self.cq_mask.d.next = bits::<32>(0);
            self.cq_pi.d.next = bits::<32>(0);
            self.cq_ci.d.next = bits::<32>(0);
            self.exists.d.next = bits::<16>(0);
            self.n_cmds.d.next = bits::<32>(0);
            self.n_bad_cmd.d.next = bits::<32>(0);
            self.n_bad_state.d.next = bits::<32>(0);
            self.n_bad_db.d.next = bits::<32>(0);
            self.n_events.d.next = bits::<32>(0);
            self.n_ev_ignored.d.next = bits::<32>(0);
        }
    }
}

crate::named_consts! {
    /// Registration fields' largest legal values (golden `Cmd::decode`: rights are 4 bits,
    /// the page byte's bit 0 is the only one defined).
    pub cmdp_field: 8 {
        RIGHTS_ALL = 0xF,
        PAGE_2M = 1,
    }
}
