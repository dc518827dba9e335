//! RnicToeEv: the TOE's events and the answers to the driver's TOE commands, routed to the
//! QPs in RDMA mode and to the driver's TOE event ring, emitted as `rtl/rnic_toeev.v`
//! (issue 16). The reference is golden's `toe_ev::EventRouter` (its module docs give the
//! rules and why).
//!
//! - `s_event` ([`EngEventIn`]: the TOE's `m_event`) is matched against the 16 QPs'
//!   bindings (a QP in ready to send, closing or terminate is bound to its context's
//!   connection; the lowest QP wins): `ACKED` on a bound connection goes to the QP's
//!   transmit side, to `rnic_ring` (`m_acked_ring`) and then to `rnic_ack` (`m_acked_ack`),
//!   and nowhere else; the connection's end on a bound connection (PEER_CLOSED, CLOSED,
//!   RESET, ABORTED) goes to the QP's state machine (`m_qpev`, `rnic_cmd`'s `s_ev`:
//!   PEER_CLOSED, LLP_CLOSED, LLP_RESET) and to the ring; everything else to the ring.
//! - `s_ans` ([`ToeAnsIn`]): the answer to the driver's TOE command, to the ring.
//! - `s_qp` ([`QpCtxIn`]: `rnic_cmd`'s `m_qp`): a QP's context after a change; its binding.
//! - `s_db` ([`DoorbellIn`], the window's TOE event ring part, golden `host_if::doorbell`
//!   `EQ_*`): base halves; a size (2^1..2^16 entries) restarts the ring; the consumer index
//!   moves forward, not past the entries written; anything else refused and counted.
//! - `m_wr` / `m_wd`: one 16-byte DMA write an entry (golden `host_if::ToeEv`), at the
//!   producer index's slot with the lap's owner bit; an entry that finds the ring full or
//!   not started is lost (counted) and the next entry written carries the LOST flag.
//!
//! One FSM ([`toeev_state`]) takes one input at a time in IDLE (a doorbell, a QP context,
//! an answer, an event, in that order of priority), so golden's order is the order taken.
//! An answer comes at most one per driver command (the command side waits for the TOE's
//! answer), so events cannot hold answers back, nor answers events.

use super::cmd::{db_ring_log, qp_event, DoorbellIn, QpCtxIn, QpEvOut};
use super::ack::AckedOut;
use super::qp_pick::LowestQp;
use super::rxctx::RxQpHits;
use super::{qp_onehot, qp_state};
use crate::ddp::{DmaWdOut, DmaWrOut, QPS};
use crate::toe::{eng_event, EngEventIn};
use rust_hdl::prelude::*;

crate::channel! {
    /// The answer to the driver's TOE command number `index` (ring order): the TOE's
    /// `host_status`, or [`toe_ans_status::BAD_COMMAND`] for an entry refused before it.
    pub ToeAnsIn / ToeAnsOut {
        /// [`toe_ans_status`].
        status: Bits<8>,
        conn: Bits<10>,
        index: Bits<32>,
    }
}

crate::named_consts! {
    /// A TOE event entry's kind (golden `ToeEvKind`): the TOE's `eng_event` codes, then the
    /// answer.
    pub toe_ev_kind: 8 {
        ANSWER = 7,
    }
}

crate::named_consts! {
    /// An answer's status (golden `ToeAnsStatus`): the TOE's `host_status` codes, then the
    /// RNIC's own refusal.
    pub toe_ans_status: 8 {
        BAD_COMMAND = 4,
    }
}

crate::named_consts! {
    /// A TOE event entry's flags (golden `host_if::toe_ev_flag`).
    pub toe_ev_flag: 8 {
        NONE = 0,
        LOST = 1,
    }
}

crate::named_consts! {
    /// The TOE event ring's registers (golden `host_if::doorbell::EQ_*`).
    pub eq_db: 16 {
        EQ_BASE_LO = 0x3100,
        EQ_BASE_HI = 0x3104,
        EQ_LOG = 0x3108,
        EQ_CI = 0x310C,
    }
}

crate::named_consts! {
    /// Shift amounts: an entry's slot (16 bytes); a base half.
    pub toeev_shift: 8 {
        ENTRY = 4,
        HALF = 32,
    }
}

crate::named_consts! {
    /// An entry's DMA write length and its words.
    pub toeev_len: 16 {
        ENTRY_BYTES = 16,
    }
}

crate::named_consts! {
    /// A connection number's upper bits in a QP context's 16-bit `conn` (the TOE's are 10).
    pub toeev_conn: 16 {
        HIGH = 0xFC00,
    }
}

crate::layout! {
    /// A TOE event entry (16 bytes, golden `host_if::ToeEv`): the owner bit in its last byte.
    pub ToeEvWord(toe_ev_w): 128 {
        tev_kind: 8,
        /// [`toe_ans_status`] / the TOE's `host_status`.
        tev_status: 8,
        tev_conn: 16,
        tev_value: 32,
        /// [`toe_ev_flag`].
        tev_flags: 8,
        tev_rsvd9: 48,
        tev_owner: flag,
        tev_rsvd15: 7,
    }
}

crate::layout! {
    /// An entry's two DMA words.
    pub ToeEvWords(toe_ev_words): 128 {
        tew_w0: 64,
        tew_w1: 64,
    }
}

crate::named_consts! {
    /// The event router's states.
    pub toeev_state: 4 {
        IDLE = 0,
        /// A doorbell: checked, applied.
        DB_CHECK = 1,
        DB_APPLY = 2,
        /// An event: the lowest bound QP and the route.
        ROUTE = 3,
        /// ACKED to rnic_ring, then to rnic_ack.
        ACK_RING = 4,
        ACK_ACK = 5,
        /// The connection's end to the QP's state machine.
        QP_EV = 6,
        /// An entry for the ring: room, owner and slot; the address; the write request; its
        /// two words.
        RING_CHECK = 7,
        RING_ADDR = 8,
        REQ = 9,
        DATA = 10,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicToeEv {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_db: DoorbellIn,
    pub s_qp: QpCtxIn,
    pub s_ans: ToeAnsIn,
    pub s_event: EngEventIn,
    pub m_acked_ring: AckedOut,
    pub m_acked_ack: AckedOut,
    pub m_qpev: QpEvOut,
    pub m_wr: DmaWrOut,
    pub m_wd: DmaWdOut,
    /// The ring has room for an entry (started, fewer than its size unconsumed): the command
    /// side fetches a driver command only then, so an answer is not lost to a driver that
    /// posts commands without polling.
    pub eq_room: Signal<Out, Bit>,
    pub idle: Signal<Out, Bit>,
    /// Entries written; lost (ring full or not started); doorbell writes refused; ACKED
    /// counts to the QPs; events to the QPs.
    pub cnt_written: Signal<Out, Bits<32>>,
    pub cnt_lost: Signal<Out, Bits<32>>,
    pub cnt_bad_db: Signal<Out, Bits<32>>,
    pub cnt_acked: Signal<Out, Bits<32>>,
    pub cnt_qpev: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    /// The bindings: bound (a QP in RDMA mode) and each QP's connection.
    bound: DFF<Bits<16>>,
    conn: [DFF<Bits<10>>; QPS],
    /// The doorbell: its offset, value, and whether the offset names a register.
    db_addr: DFF<Bits<16>>,
    db_data: DFF<Bits<32>>,
    db_ok: DFF<Bit>,
    ok: DFF<Bit>,
    /// The event: its kind and value; the bindings it matched; the QP and the event for it.
    kind: DFF<Bits<3>>,
    value: DFF<Bits<32>>,
    hits: DFF<Bits<16>>,
    q: DFF<Bits<4>>,
    qev: DFF<Bits<2>>,
    /// The entry (owner bit and flags added at RING_CHECK).
    ent: DFF<Bits<{ toe_ev_w::BITS }>>,
    /// The ring: base, size (log2), started, written, consumed, a loss pending.
    base: DFF<Bits<64>>,
    log: DFF<Bits<5>>,
    started: DFF<Bit>,
    pi: DFF<Bits<32>>,
    ci: DFF<Bits<32>>,
    lost: DFF<Bit>,
    off: DFF<Bits<64>>,
    addr: DFF<Bits<64>>,
    wlast: DFF<Bit>,
    n_written: DFF<Bits<32>>,
    n_lost: DFF<Bits<32>>,
    n_bad_db: DFF<Bits<32>>,
    n_acked: DFF<Bits<32>>,
    n_qpev: DFF<Bits<32>>,
    /// The lowest QP the event matched.
    pick: LowestQp,
    // Locals.
    match_v: Signal<Local, Bits<16>>,
    qsel: Signal<Local, Bits<16>>,
    rdma: Signal<Local, Bit>,
    size: Signal<Local, Bits<32>>,
    used: Signal<Local, Bits<32>>,
    slot: Signal<Local, Bits<32>>,
    full: Signal<Local, Bits<{ toe_ev_w::BITS }>>,
}

impl Logic for RnicToeEv {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, bound, db_addr, db_data, db_ok, ok, kind, value, hits, q, qev, ent, base, log, started, pi, ci, lost, off, addr, wlast, n_written, n_lost, n_bad_db, n_acked, n_qpev
        );
        for k in 0..QPS {
            self.conn[k].clock.next = self.clock.val();
            self.conn[k].d.next = self.conn[k].q.val();
        }
        self.idle.next = self.st.q.val() == toeev_state::IDLE;
        self.cnt_written.next = self.n_written.q.val();
        self.cnt_lost.next = self.n_lost.q.val();
        self.cnt_bad_db.next = self.n_bad_db.q.val();
        self.cnt_acked.next = self.n_acked.q.val();
        self.cnt_qpev.next = self.n_qpev.q.val();
        self.size.next = bits::<32>(1) << self.log.q.val();
        self.used.next = self.pi.q.val() - self.ci.q.val();
        self.slot.next = self.pi.q.val() & (self.size.val() - 1);
        self.eq_room.next = self.started.q.val() & (self.used.val() < self.size.val());

        // The event's connection against the 16 bindings.
        self.match_v.next = bits::<16>(0);
        self.match_v.next.set_value_hit0(self.bound.q.val().get_value_hit0() & (self.conn[0].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit1(self.bound.q.val().get_value_hit1() & (self.conn[1].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit2(self.bound.q.val().get_value_hit2() & (self.conn[2].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit3(self.bound.q.val().get_value_hit3() & (self.conn[3].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit4(self.bound.q.val().get_value_hit4() & (self.conn[4].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit5(self.bound.q.val().get_value_hit5() & (self.conn[5].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit6(self.bound.q.val().get_value_hit6() & (self.conn[6].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit7(self.bound.q.val().get_value_hit7() & (self.conn[7].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit8(self.bound.q.val().get_value_hit8() & (self.conn[8].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit9(self.bound.q.val().get_value_hit9() & (self.conn[9].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit10(self.bound.q.val().get_value_hit10() & (self.conn[10].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit11(self.bound.q.val().get_value_hit11() & (self.conn[11].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit12(self.bound.q.val().get_value_hit12() & (self.conn[12].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit13(self.bound.q.val().get_value_hit13() & (self.conn[13].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit14(self.bound.q.val().get_value_hit14() & (self.conn[14].q.val() == self.s_event.conn.val()));
        self.match_v.next.set_value_hit15(self.bound.q.val().get_value_hit15() & (self.conn[15].q.val() == self.s_event.conn.val()));
        // The lowest QP matched (from the registered hits).
        self.pick.mask.next = self.hits.q.val();

        // IDLE: a doorbell, a QP context, an answer, an event, one at a time.
        self.s_db.ready.next = (self.st.q.val() == toeev_state::IDLE) & !self.reset.val();
        self.s_qp.ready.next = (self.st.q.val() == toeev_state::IDLE) & !self.s_db.valid.val() & !self.reset.val();
        self.s_ans.ready.next = (self.st.q.val() == toeev_state::IDLE) & !self.s_db.valid.val() & !self.s_qp.valid.val() & !self.reset.val();
        self.s_event.ready.next = (self.st.q.val() == toeev_state::IDLE) & !self.s_db.valid.val() & !self.s_qp.valid.val() & !self.s_ans.valid.val() & !self.reset.val();
        self.qsel.next = bits::<16>(qp_onehot::QP0) << self.s_qp.qp.val();
        self.rdma.next = self.s_qp.live.val() & !(self.s_qp.conn.val() & bits::<16>(toeev_conn::HIGH)).any() & ((self.s_qp.state.val() == qp_state::RTS) | (self.s_qp.state.val() == qp_state::CLOSING) | (self.s_qp.state.val() == qp_state::TERMINATE));
        if self.st.q.val() == toeev_state::IDLE {
            if self.s_db.valid.val() {
                self.db_addr.d.next = self.s_db.addr.val();
                self.db_data.d.next = self.s_db.data.val();
                self.db_ok.d.next = (self.s_db.addr.val() == eq_db::EQ_BASE_LO) | (self.s_db.addr.val() == eq_db::EQ_BASE_HI) | (self.s_db.addr.val() == eq_db::EQ_LOG) | (self.s_db.addr.val() == eq_db::EQ_CI);
                self.st.d.next = bits::<4>(toeev_state::DB_CHECK);
            } else if self.s_qp.valid.val() {
                if self.rdma.val() {
                    self.bound.d.next = self.bound.q.val() | self.qsel.val();
                } else {
                    self.bound.d.next = self.bound.q.val() & !self.qsel.val();
                }
            } else if self.s_ans.valid.val() {
                self.ent.d.next = bits::<{ toe_ev_w::BITS }>(0);
                self.ent.d.next.set_value_tev_kind(bits::<8>(toe_ev_kind::ANSWER));
                self.ent.d.next.set_value_tev_status(self.s_ans.status.val());
                self.ent.d.next.set_value_tev_conn(bit_cast::<16, 10>(self.s_ans.conn.val()));
                self.ent.d.next.set_value_tev_value(self.s_ans.index.val());
                self.st.d.next = bits::<4>(toeev_state::RING_CHECK);
            } else if self.s_event.valid.val() {
                self.kind.d.next = self.s_event.kind.val();
                self.value.d.next = self.s_event.value.val();
                self.hits.d.next = self.match_v.val();
                self.ent.d.next = bits::<{ toe_ev_w::BITS }>(0);
                self.ent.d.next.set_value_tev_kind(bit_cast::<8, 3>(self.s_event.kind.val()));
                self.ent.d.next.set_value_tev_conn(bit_cast::<16, 10>(self.s_event.conn.val()));
                self.ent.d.next.set_value_tev_value(self.s_event.value.val());
                self.st.d.next = bits::<4>(toeev_state::ROUTE);
            }
        }
        for k in 0..QPS {
            if (self.st.q.val() == toeev_state::IDLE) & !self.s_db.valid.val() & self.s_qp.valid.val() & self.qsel.val().get_bit(k) {
                self.conn[k].d.next = bit_cast::<10, 16>(self.s_qp.conn.val());
            }
        }

        // ROUTE: ACKED on a bound connection to the QP only; its end to the QP and the
        // ring; everything else to the ring.
        if self.st.q.val() == toeev_state::ROUTE {
            self.q.d.next = self.pick.num.val();
            self.st.d.next = bits::<4>(toeev_state::RING_CHECK);
            if self.hits.q.val().any() {
                if self.kind.q.val() == eng_event::ACKED {
                    self.st.d.next = bits::<4>(toeev_state::ACK_RING);
                } else if self.kind.q.val() == eng_event::PEER_CLOSED {
                    self.qev.d.next = bits::<2>(qp_event::PEER_CLOSED);
                    self.st.d.next = bits::<4>(toeev_state::QP_EV);
                } else if self.kind.q.val() == eng_event::CLOSED {
                    self.qev.d.next = bits::<2>(qp_event::LLP_CLOSED);
                    self.st.d.next = bits::<4>(toeev_state::QP_EV);
                } else if (self.kind.q.val() == eng_event::RESET) | (self.kind.q.val() == eng_event::ABORTED) {
                    self.qev.d.next = bits::<2>(qp_event::LLP_RESET);
                    self.st.d.next = bits::<4>(toeev_state::QP_EV);
                }
            }
        }
        self.m_acked_ring.valid.next = self.st.q.val() == toeev_state::ACK_RING;
        self.m_acked_ring.qp.next = self.q.q.val();
        self.m_acked_ring.value.next = self.value.q.val();
        if (self.st.q.val() == toeev_state::ACK_RING) & self.m_acked_ring.ready.val() {
            self.st.d.next = bits::<4>(toeev_state::ACK_ACK);
        }
        self.m_acked_ack.valid.next = self.st.q.val() == toeev_state::ACK_ACK;
        self.m_acked_ack.qp.next = self.q.q.val();
        self.m_acked_ack.value.next = self.value.q.val();
        if (self.st.q.val() == toeev_state::ACK_ACK) & self.m_acked_ack.ready.val() {
            self.n_acked.d.next = self.n_acked.q.val() + 1;
            self.st.d.next = bits::<4>(toeev_state::IDLE);
        }
        self.m_qpev.valid.next = self.st.q.val() == toeev_state::QP_EV;
        self.m_qpev.qp.next = self.q.q.val();
        self.m_qpev.ev.next = self.qev.q.val();
        if (self.st.q.val() == toeev_state::QP_EV) & self.m_qpev.ready.val() {
            self.n_qpev.d.next = self.n_qpev.q.val() + 1;
            self.st.d.next = bits::<4>(toeev_state::RING_CHECK);
        }

        // RING_CHECK: room (started, fewer than its size unconsumed), the lap's owner bit,
        // the slot, the loss flag; a lost entry counted and flagged for the next.
        if self.st.q.val() == toeev_state::RING_CHECK {
            self.ok.d.next = self.eq_room.val();
            self.off.d.next = bit_cast::<64, 32>(self.slot.val()) << toeev_shift::ENTRY;
            self.ent.d.next.set_value_tev_owner(!(self.pi.q.val() & self.size.val()).any());
            if self.lost.q.val() {
                self.ent.d.next.set_value_tev_flags(bits::<8>(toe_ev_flag::LOST));
            }
            self.st.d.next = bits::<4>(toeev_state::RING_ADDR);
        }
        if self.st.q.val() == toeev_state::RING_ADDR {
            self.addr.d.next = self.base.q.val() + self.off.q.val();
            self.st.d.next = bits::<4>(toeev_state::REQ);
            if !self.ok.q.val() {
                self.lost.d.next = true;
                self.n_lost.d.next = self.n_lost.q.val() + 1;
                self.st.d.next = bits::<4>(toeev_state::IDLE);
            }
        }
        self.m_wr.valid.next = self.st.q.val() == toeev_state::REQ;
        self.m_wr.addr.next = self.addr.q.val();
        self.m_wr.len.next = bits::<16>(toeev_len::ENTRY_BYTES);
        if (self.st.q.val() == toeev_state::REQ) & self.m_wr.ready.val() {
            self.wlast.d.next = false;
            self.st.d.next = bits::<4>(toeev_state::DATA);
        }
        self.full.next = self.ent.q.val();
        self.m_wd.valid.next = self.st.q.val() == toeev_state::DATA;
        self.m_wd.data.next = self.full.val().get_value_tew_w0();
        if self.wlast.q.val() {
            self.m_wd.data.next = self.full.val().get_value_tew_w1();
        }
        self.m_wd.keep.next = bits::<8>(0xFF);
        self.m_wd.last.next = self.wlast.q.val();
        if (self.st.q.val() == toeev_state::DATA) & self.m_wd.ready.val() {
            self.wlast.d.next = true;
            if self.wlast.q.val() {
                self.pi.d.next = self.pi.q.val() + 1;
                self.lost.d.next = false;
                self.n_written.d.next = self.n_written.q.val() + 1;
                self.st.d.next = bits::<4>(toeev_state::IDLE);
            }
        }

        // DB_CHECK, DB_APPLY: a size 2^1..2^16 restarts the ring; a consumer index moves
        // forward, not past the entries written; a base half is taken as it is.
        if self.st.q.val() == toeev_state::DB_CHECK {
            self.ok.d.next = self.db_ok.q.val();
            if self.db_addr.q.val() == eq_db::EQ_LOG {
                self.ok.d.next = (self.db_data.q.val() >= db_ring_log::MIN) & (self.db_data.q.val() <= db_ring_log::MAX);
            } else if self.db_addr.q.val() == eq_db::EQ_CI {
                self.ok.d.next = self.started.q.val() & ((self.db_data.q.val() - self.ci.q.val()) <= self.used.val());
            }
            self.st.d.next = bits::<4>(toeev_state::DB_APPLY);
        }
        if self.st.q.val() == toeev_state::DB_APPLY {
            self.st.d.next = bits::<4>(toeev_state::IDLE);
            if self.ok.q.val() {
                if self.db_addr.q.val() == eq_db::EQ_BASE_LO {
                    self.base.d.next = ((self.base.q.val() >> toeev_shift::HALF) << toeev_shift::HALF) | bit_cast::<64, 32>(self.db_data.q.val());
                } else if self.db_addr.q.val() == eq_db::EQ_BASE_HI {
                    self.base.d.next = bit_cast::<64, 32>(bit_cast::<32, 64>(self.base.q.val())) | (bit_cast::<64, 32>(self.db_data.q.val()) << toeev_shift::HALF);
                } else if self.db_addr.q.val() == eq_db::EQ_LOG {
                    self.log.d.next = bit_cast::<5, 32>(self.db_data.q.val());
                    self.started.d.next = true;
                    self.pi.d.next = bits::<32>(0);
                    self.ci.d.next = bits::<32>(0);
                    self.lost.d.next = false;
                } else {
                    self.ci.d.next = self.db_data.q.val();
                }
            } else {
                self.n_bad_db.d.next = self.n_bad_db.q.val() + 1;
            }
        }

        if self.reset.val() {
            self.st.d.next = bits::<4>(toeev_state::IDLE);
            self.bound.d.next = bits::<16>(0);
            self.started.d.next = false;
            self.lost.d.next = false;
            self.n_written.d.next = bits::<32>(0);
            self.n_lost.d.next = bits::<32>(0);
            self.n_bad_db.d.next = bits::<32>(0);
            self.n_acked.d.next = bits::<32>(0);
            self.n_qpev.d.next = bits::<32>(0);
        }
    }
}
