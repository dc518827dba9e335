//! RnicAck: the TOE's acknowledged stream bytes as ddp_tx's acknowledged ULPDU bytes,
//! emitted as `rtl/rnic_ack.v` (issue 16).
//!
//! The TOE reports a connection's data bytes acknowledged so far (`ACKED`, mod 2^32);
//! ddp_tx completes Writes and Sends on a QP's ULPDU bytes acknowledged (`s_ack`). Between
//! them lie the MPA framing (the length, pad, CRC and markers of each FPDU) and the bytes
//! before S0 (the MPA Request or Reply). This block keeps, per QP, each FPDU's end in the
//! stream and the QP's ULPDU bytes up to it, and turns each acknowledgement into the ULPDU
//! bytes of the FPDUs it covers whole (golden `llp_ack::AckMap`, its reference).
//!
//! Ports:
//! - `s_cfg` ([`AckCfgIn`]): a QP enters RDMA mode, with the `ACKED` value at S0; its FPDU
//!   records restart (configure a QP only when none of its FPDUs is between descriptor and
//!   store: rnic_txctx's rule for its own configuration).
//! - `s_desc` ([`AckDescIn`]): each ULPDU's QP and length as rnic_txctx hands its descriptor
//!   to mpa_tx (the top joins the two handshakes); refused while the QP has `FPDU_SLOTS` (255)
//!   FPDUs not yet acknowledged, or the length queue is full.
//! - `s_ctx` ([`TxCtxIn`]: mpa_tx's context store, always taken, queued): each FPDU's end
//!   (words from S0), in FPDU order, so the length queue's head is its ULPDU's length.
//! - `s_acked` ([`AckedIn`]): the TOE's `ACKED` for a QP's connection.
//! - `m_ack` ([`LlpAckOut`]): to ddp_tx, the QP's ULPDU bytes acknowledged.
//!
//! Storage: a length queue and a store queue (64 FPDUs each) and one block RAM
//! of 16 x `FPDU_SLOTS` records (end, ULPDU bytes), a ring per QP with its head, tail and
//! count in registers. FSM ([`rnack_state`]): IDLE → (a store) PUSH, or (an acknowledgement)
//! HEAD → CMP → (the head covered) POP → HEAD ..., or SEND (`m_ack`) when it stops.

use super::txctx::TxCtxIn;
use crate::common::ram_fifo::RamFifo;
use crate::common::sdp_ram::SdpRam;
use crate::ddp::{LlpAckOut, QPS};
use super::qp_onehot;
use rust_hdl::prelude::*;

/// A QP's ring of FPDU records: 2^8 FPDUs not yet acknowledged.
pub const SLOT_BITS: usize = 8;
/// The length queue: 2^6 FPDUs between descriptor and store.
pub const LEN_BITS: usize = 6;

crate::channel! {
    /// A QP enters RDMA mode: the TOE's `ACKED` value at S0.
    pub AckCfgIn / AckCfgOut {
        qp: Bits<4>,
        s0: Bits<32>,
    }
}

crate::channel! {
    /// A ULPDU handed to mpa_tx: its QP and length.
    pub AckDescIn / AckDescOut {
        qp: Bits<4>,
        len: Bits<16>,
    }
}

crate::channel! {
    /// The TOE acknowledged `value` data bytes of a QP's connection (mod 2^32).
    pub AckedIn / AckedOut {
        qp: Bits<4>,
        value: Bits<32>,
    }
}

crate::layout! {
    /// An FPDU record in a QP's ring.
    pub AckRecWord(ack_rec): 64 {
        /// The FPDU's end, bytes from S0.
        ar_end: 32,
        /// The QP's ULPDU bytes up to it.
        ar_bytes: 32,
    }
}

crate::layout! {
    /// A length queue entry.
    pub AckLenWord(ack_len): 20 {
        al_len: 16,
        al_qp: 4,
    }
}

crate::layout! {
    /// A record's RAM address: the QP's ring, the slot.
    pub AckAddr(ack_addr): 12 {
        aa_slot: 8,
        aa_qp: 4,
    }
}

crate::named_consts! {
    /// rnic_ack's states.
    pub rnack_state: 3 {
        IDLE = 0,
        /// A store's record written.
        PUSH = 1,
        /// The ring's head read.
        HEAD = 2,
        /// The head compared with the acknowledged position.
        CMP = 3,
        /// The head covered: taken.
        POP = 4,
        /// `m_ack` offered.
        SEND = 5,
        /// A store with no length queued: dropped, counted.
        STRAY = 6,
    }
}

crate::named_consts! {
    /// Constants of the rings and positions.
    pub rnack_const: 32 {
        /// A position in serial order is before another when their difference is below
        /// this (RFC 1982's half of the space).
        HALF = 0x8000_0000,
        /// A ring's capacity: 255 of its 256 slots (head equal to tail means empty).
        FPDU_SLOTS = 255,
        /// One less: a descriptor taken at this count leaves room for one more.
        SLOTS_BEFORE_LAST = 254,
        /// Bytes to words.
        WORD_SHIFT = 2,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicAck {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cfg: AckCfgIn,
    pub s_desc: AckDescIn,
    pub s_ctx: TxCtxIn,
    pub s_acked: AckedIn,
    pub m_ack: LlpAckOut,
    pub idle: Signal<Out, Bit>,
    /// Acknowledgements given to ddp_tx; FPDU stores with no length queued, or with the
    /// store queue full (dropped).
    pub cnt_acks: Signal<Out, Bits<32>>,
    pub cnt_stray: Signal<Out, Bits<16>>,
    lens: RamFifo<{ ack_len::BITS }, LEN_BITS>,
    ends: RamFifo<30, LEN_BITS>,
    recs: SdpRam<{ ack_rec::BITS }, { ack_addr::BITS }>,
    st: DFF<Bits<3>>,
    s0: [DFF<Bits<32>>; QPS],
    bytes: [DFF<Bits<32>>; QPS],
    head: [DFF<Bits<8>>; QPS],
    tail: [DFF<Bits<8>>; QPS],
    /// Records in the ring plus descriptors of the QP not yet stored (room reserved).
    used: [DFF<Bits<9>>; QPS],
    /// Room for one more FPDU a QP (from the count's next value).
    room: [DFF<Bit>; QPS],
    /// The QP at work (number, one-hot); its acknowledged position; the store's record;
    /// the ULPDU bytes to report and whether any FPDU was covered.
    q: DFF<Bits<4>>,
    qsel: DFF<Bits<16>>,
    pos: DFF<Bits<32>>,
    rec: DFF<Bits<64>>,
    len_r: DFF<Bits<16>>,
    bytes_r: DFF<Bits<32>>,
    done_bytes: DFF<Bits<32>>,
    any_done: DFF<Bit>,
    n_acks: DFF<Bits<32>>,
    n_stray: DFF<Bits<16>>,
    n_lost: DFF<Bits<16>>,
    cfg_sel: Signal<Local, Bits<16>>,
    desc_sel: Signal<Local, Bits<16>>,
    len_sel: Signal<Local, Bits<16>>,
    acked_sel: Signal<Local, Bits<16>>,
    desc_room: Signal<Local, Bit>,
    len_head: Signal<Local, Bits<{ ack_len::BITS }>>,
    store: Signal<Local, Bit>,
    sel_tail: Signal<Local, Bits<8>>,
    sel_head: Signal<Local, Bits<8>>,
    is_idle: Signal<Local, Bit>,
    stray: Signal<Local, Bit>,
    acked_s0: Signal<Local, Bits<32>>,
    head_bytes: Signal<Local, Bits<32>>,
    new_bytes: Signal<Local, Bits<32>>,
    end_bytes: Signal<Local, Bits<32>>,
    wr_at: Signal<Local, Bits<{ ack_addr::BITS }>>,
    rd_at: Signal<Local, Bits<{ ack_addr::BITS }>>,
    diff: Signal<Local, Bits<32>>,
    covered: Signal<Local, Bit>,
    desc_take: Signal<Local, Bit>,
    pop_take: Signal<Local, Bit>,
    in_use: Signal<Local, Bit>,
    u_inc: [Signal<Local, Bits<9>>; QPS],
    u_dec: [Signal<Local, Bits<9>>; QPS],
    u_next: [Signal<Local, Bits<9>>; QPS],
}

impl Logic for RnicAck {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, q, qsel, pos, rec, len_r, bytes_r, done_bytes, any_done, n_acks, n_stray, n_lost);
        self.lens.clock.next = self.clock.val();
        self.lens.reset.next = self.reset.val();
        self.ends.clock.next = self.clock.val();
        self.ends.reset.next = self.reset.val();
        self.recs.clock.next = self.clock.val();
        for k in 0..QPS {
            self.s0[k].clock.next = self.clock.val();
            self.s0[k].d.next = self.s0[k].q.val();
            self.bytes[k].clock.next = self.clock.val();
            self.bytes[k].d.next = self.bytes[k].q.val();
            self.head[k].clock.next = self.clock.val();
            self.head[k].d.next = self.head[k].q.val();
            self.tail[k].clock.next = self.clock.val();
            self.tail[k].d.next = self.tail[k].q.val();
            self.used[k].clock.next = self.clock.val();
            self.used[k].d.next = self.used[k].q.val();
            self.room[k].clock.next = self.clock.val();
            self.room[k].d.next = self.room[k].q.val();
        }
        self.cfg_sel.next = bits::<16>(qp_onehot::QP0) << self.s_cfg.qp.val();
        self.desc_sel.next = bits::<16>(qp_onehot::QP0) << self.s_desc.qp.val();
        self.len_head.next = self.lens.dout.val();
        self.len_sel.next = bits::<16>(qp_onehot::QP0) << self.len_head.val().get_value_al_qp();
        self.acked_sel.next = bits::<16>(qp_onehot::QP0) << self.s_acked.qp.val();

        // Per-QP words through the one-hot selects: the working QP's, the acknowledgement's
        // S0, the descriptor's room.
        self.sel_tail.next = bits::<8>(0);
        self.sel_head.next = bits::<8>(0);
        self.acked_s0.next = bits::<32>(0);
        self.head_bytes.next = bits::<32>(0);
        self.desc_room.next = false;
        for k in 0..QPS {
            if self.qsel.q.val().get_bit(k) {
                self.sel_tail.next = self.sel_tail.val() | self.tail[k].q.val();
                self.sel_head.next = self.sel_head.val() | self.head[k].q.val();
            }
            if self.len_sel.val().get_bit(k) {
                self.head_bytes.next = self.head_bytes.val() | self.bytes[k].q.val();
            }
            if self.acked_sel.val().get_bit(k) {
                self.acked_s0.next = self.acked_s0.val() | self.s0[k].q.val();
            }
            if self.desc_sel.val().get_bit(k) {
                self.desc_room.next = self.desc_room.val() | self.room[k].q.val();
            }
        }

        // Descriptors: their lengths queued in FPDU order, the QP's room reserved.
        self.s_desc.ready.next = self.desc_room.val() & !self.lens.full.val() & !self.reset.val();
        self.desc_take.next = self.s_desc.valid.val() & self.s_desc.ready.val();
        self.lens.push.next = self.desc_take.val();
        self.lens.din.next = bits::<{ ack_len::BITS }>(0);
        self.lens.din.next.set_value_al_len(self.s_desc.len.val());
        self.lens.din.next.set_value_al_qp(self.s_desc.qp.val());

        // Stores queue as they come (mpa_tx does not wait); IDLE takes a configuration, then
        // a store (with its length: the lengths queue in the same FPDU order), then an
        // acknowledgement.
        self.s_ctx.ready.next = true;
        self.ends.push.next = self.s_ctx.valid.val();
        self.ends.din.next = self.s_ctx.offset_words.val();
        if self.s_ctx.valid.val() & self.ends.full.val() {
            self.n_lost.d.next = self.n_lost.q.val() + 1;
        }
        self.is_idle.next = self.st.q.val() == rnack_state::IDLE;
        // A configuration is taken in any IDLE cycle (its QP has nothing in flight: the
        // contract), so its take, which enables every word of the QP, hangs on no queue flag.
        self.s_cfg.ready.next = self.is_idle.val() & !self.reset.val();
        self.store.next = self.is_idle.val() & !self.s_cfg.valid.val() & self.ends.valid.val() & self.lens.valid.val();
        self.stray.next = self.is_idle.val() & !self.s_cfg.valid.val() & self.ends.valid.val() & !self.lens.valid.val();
        if self.stray.val() {
            self.st.d.next = bits::<3>(rnack_state::STRAY);
        }
        // The queues are popped from registered states (PUSH, STRAY): their heads stay
        // while IDLE reads them, and the pop's carry chain and the LUT RAM's address come
        // from a flop, not from the queues' own flags.
        self.ends.pop.next = (self.st.q.val() == rnack_state::PUSH) | (self.st.q.val() == rnack_state::STRAY);
        self.lens.pop.next = self.st.q.val() == rnack_state::PUSH;
        if self.st.q.val() == rnack_state::STRAY {
            self.n_stray.d.next = self.n_stray.q.val() + 1;
            self.st.d.next = bits::<3>(rnack_state::IDLE);
        }
        self.end_bytes.next = bit_cast::<32, 30>(self.ends.dout.val()) << rnack_const::WORD_SHIFT;
        self.s_acked.ready.next = self.is_idle.val() & !self.s_cfg.valid.val() & !self.ends.valid.val() & !self.reset.val();
        if self.store.val() {
            self.q.d.next = self.len_head.val().get_value_al_qp();
            self.qsel.d.next = self.len_sel.val();
            self.len_r.d.next = self.len_head.val().get_value_al_len();
            // The QP's ULPDU bytes selected here, from the length queue's head, so PUSH
            // adds two registers (a select and an add in one cycle before the RAM missed
            // 156.25 MHz).
            self.bytes_r.d.next = self.head_bytes.val();
            self.rec.d.next = bits::<64>(0);
            self.rec.d.next.set_value_ar_end(self.end_bytes.val());
            self.st.d.next = bits::<3>(rnack_state::PUSH);
        }
        if self.s_cfg.valid.val() & self.s_cfg.ready.val() {
            for k in 0..QPS {
                if self.cfg_sel.val().get_bit(k) {
                    self.s0[k].d.next = self.s_cfg.s0.val();
                    self.bytes[k].d.next = bits::<32>(0);
                    self.head[k].d.next = bits::<8>(0);
                    self.tail[k].d.next = bits::<8>(0);
                }
            }
        }
        if self.s_acked.valid.val() & self.s_acked.ready.val() {
            self.q.d.next = self.s_acked.qp.val();
            self.qsel.d.next = self.acked_sel.val();
            self.pos.d.next = self.s_acked.value.val() - self.acked_s0.val();
            self.any_done.d.next = false;
            self.st.d.next = bits::<3>(rnack_state::HEAD);
        }

        // PUSH: the QP's ULPDU bytes grow by the length; the record at its tail.
        self.new_bytes.next = self.bytes_r.q.val() + bit_cast::<32, 16>(self.len_r.q.val());
        self.wr_at.next = bits::<{ ack_addr::BITS }>(0);
        self.wr_at.next.set_value_aa_qp(self.q.q.val());
        self.wr_at.next.set_value_aa_slot(self.sel_tail.val());
        self.recs.write_address.next = self.wr_at.val();
        self.recs.write_data.next = self.rec.q.val();
        self.recs.write_data.next.set_value_ar_bytes(self.new_bytes.val());
        self.recs.write_enable.next = self.st.q.val() == rnack_state::PUSH;
        if self.st.q.val() == rnack_state::PUSH {
            for k in 0..QPS {
                if self.qsel.q.val().get_bit(k) {
                    self.bytes[k].d.next = self.new_bytes.val();
                    self.tail[k].d.next = self.tail[k].q.val() + 1;
                }
            }
            self.st.d.next = bits::<3>(rnack_state::IDLE);
        }

        // HEAD, CMP, POP: the ring's head read and compared; covered (its end at or before
        // the acknowledged position, in serial order) it is taken and the next one read.
        self.rd_at.next = bits::<{ ack_addr::BITS }>(0);
        self.rd_at.next.set_value_aa_qp(self.q.q.val());
        self.rd_at.next.set_value_aa_slot(self.sel_head.val());
        self.recs.read_address.next = self.rd_at.val();
        self.in_use.next = self.sel_head.val() != self.sel_tail.val();
        if self.st.q.val() == rnack_state::HEAD {
            self.st.d.next = bits::<3>(rnack_state::CMP);
            if !self.in_use.val() {
                self.st.d.next = bits::<3>(rnack_state::SEND);
            }
        }
        self.diff.next = self.pos.q.val() - self.recs.read_data.val().get_value_ar_end();
        self.covered.next = self.diff.val() < bits::<32>(rnack_const::HALF);
        if self.st.q.val() == rnack_state::CMP {
            self.st.d.next = bits::<3>(rnack_state::SEND);
            if self.covered.val() {
                self.done_bytes.d.next = self.recs.read_data.val().get_value_ar_bytes();
                self.any_done.d.next = true;
                self.st.d.next = bits::<3>(rnack_state::POP);
            }
        }
        self.pop_take.next = self.st.q.val() == rnack_state::POP;
        if self.pop_take.val() {
            for k in 0..QPS {
                if self.qsel.q.val().get_bit(k) {
                    self.head[k].d.next = self.head[k].q.val() + 1;
                }
            }
            self.st.d.next = bits::<3>(rnack_state::HEAD);
        }

        // Room: reserved by a descriptor, freed by a record taken; each QP's flag (room for
        // one more) registered as the count's next value gives it, so the descriptor's
        // ready is a flop and a select.
        for k in 0..QPS {
            self.u_inc[k].next = self.used[k].q.val() + 1;
            self.u_dec[k].next = self.used[k].q.val() - 1;
            self.u_next[k].next = self.used[k].q.val();
            // The room flag for each outcome compared from the count itself, beside the
            // additions; the descriptor's take (a select by its QP) only chooses.
            self.room[k].d.next = self.used[k].q.val() < bits::<9>(rnack_const::FPDU_SLOTS);
            if self.desc_take.val() & self.desc_sel.val().get_bit(k) & !(self.pop_take.val() & self.qsel.q.val().get_bit(k)) {
                self.u_next[k].next = self.u_inc[k].val();
                self.room[k].d.next = self.used[k].q.val() < bits::<9>(rnack_const::SLOTS_BEFORE_LAST);
            }
            if !(self.desc_take.val() & self.desc_sel.val().get_bit(k)) & self.pop_take.val() & self.qsel.q.val().get_bit(k) {
                self.u_next[k].next = self.u_dec[k].val();
                self.room[k].d.next = true;
            }
            self.used[k].d.next = self.u_next[k].val();
            // A configuration restarts the ring.
            if self.s_cfg.valid.val() & self.s_cfg.ready.val() & self.cfg_sel.val().get_bit(k) {
                self.used[k].d.next = bits::<9>(0);
                self.room[k].d.next = true;
            }
        }

        // SEND: the ULPDU bytes of the last FPDU covered, if any.
        self.m_ack.valid.next = (self.st.q.val() == rnack_state::SEND) & self.any_done.q.val();
        self.m_ack.qp.next = self.q.q.val();
        self.m_ack.bytes.next = self.done_bytes.q.val();
        if self.st.q.val() == rnack_state::SEND {
            if !self.any_done.q.val() | self.m_ack.ready.val() {
                self.st.d.next = bits::<3>(rnack_state::IDLE);
            }
            if self.any_done.q.val() & self.m_ack.ready.val() {
                self.n_acks.d.next = self.n_acks.q.val() + 1;
            }
        }

        self.cnt_acks.next = self.n_acks.q.val();
        self.cnt_stray.next = self.n_stray.q.val() + self.n_lost.q.val();
        self.idle.next = (self.st.q.val() == rnack_state::IDLE) & !self.lens.valid.val() & !self.ends.valid.val();

        if self.reset.val() {
            self.st.d.next = bits::<3>(rnack_state::IDLE);
            self.n_acks.d.next = bits::<32>(0);
            self.n_stray.d.next = bits::<16>(0);
            self.n_lost.d.next = bits::<16>(0);
            for k in 0..QPS {
                self.head[k].d.next = bits::<8>(0);
                self.tail[k].d.next = bits::<8>(0);
                self.used[k].d.next = bits::<9>(0);
                self.room[k].d.next = true;
                self.bytes[k].d.next = bits::<32>(0);
            }
        }
    }
}
