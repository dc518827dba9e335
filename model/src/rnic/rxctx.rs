//! RnicRxCtx: the TOE's in-order deliveries to mpa_rx with each QP's MPA receive context,
//! or to the host's byte stream, emitted as `rtl/rnic_rxctx.v` (issue 16).
//!
//! The TOE delivers each connection's bytes in order (`m_ulp_*`: a delivery's bytes packed
//! from lane 0, the connection and the sequence number of its first byte on every beat).
//! A connection carries the MPA start-up (Request / Reply, RFC 5044 section 7.1) as an
//! ordinary byte stream for the host driver, and FPDUs once its QP enters RDMA mode. mpa_rx
//! takes one segment after another, each with a descriptor (`s_seg`) naming its MPA
//! connection (here the QP) and, at a switch, the context to resume it from; it saves the
//! context of the connection it switches away from (`m_ctx_*`). This block keeps those 16
//! contexts and routes each delivery:
//!
//! - to mpa_rx when a QP in RDMA mode is bound to its connection (the lowest such QP), its
//!   bytes moved to lane (sequence number - S0) mod 8 (mpa_rx's lanes are stream offsets from
//!   S0, RFC 5044 section 4.3's marker grid), with a descriptor that loads the QP's context
//!   when mpa_rx holds another (or this QP was configured since);
//! - to the host stream (`m_strm`, the delivery unchanged) otherwise.
//!
//! A delivery goes whole one way, by the mode when its first beat is seen. No FPDU can come
//! before the QP's configuration: the initiator sends none before the Reply, and the
//! responder none before the initiator's first (RFC 5044 section 7.1's rule that the
//! initiator sends first, RFC 6581's ready-to-receive frame for peer-to-peer ULPs), and the
//! driver enters RDMA mode before it sends the frame that allows them. Stream bytes past the
//! Request / Reply are the driver's protocol error to act on.
//!
//! Ports:
//! - `s_cfg` ([`RxMpaCfgIn`]): a QP enters RDMA mode on a connection (S0, the markers and CRC
//!   negotiated for this direction, the largest ULPDU_LENGTH taken) or leaves it; the QP's
//!   context starts at S0 (`pos` zero, `markers`, `crc`, `max_ulpdu`, the rest zero: mpa_rx's
//!   new context). Taken between deliveries (no descriptor waiting), never while a context
//!   save is owed.
//! - `s_ulp` ([`UlpIn`]): the TOE's `m_ulp_*`.
//! - `m_data` .. `m_ready`, `m_seg` ([`SegCtxOut`]): to mpa_rx's `s_*` and `s_seg`; `m_conn`
//!   beside `m_data`, the beat's TOE connection (for the CONSUMED of `rnic_consume`).
//! - `s_ctx` ([`RxCtxSaveIn`]: mpa_rx's `m_ctx_*`, always taken): a context saved.
//! - `m_strm` ([`UlpOut`]): stream deliveries, for the host.
//!
//! Rules: a load waits until the context saved by the load before has come back (`owed`);
//! a configuration of the QP mpa_rx holds marks that QP's next save stale (`skip`: dropped,
//! so the new context stays) and its next delivery loads.
//!
//! FSM ([`rxctx_state`]): IDLE (a configuration, or a delivery's first beat: its connection
//! matched against the 16 bindings, registered) → DECIDE (stream, or the QP's lane rotation
//! and whether it loads; the context RAM read) → RUN (beats rotated into a two-entry output
//! queue) → FLUSH (the bytes the rotation carried past the last beat) → IDLE. 2 cycles a
//! delivery besides its beats.

use crate::common::fifo2::Fifo2;
use crate::common::sdp_ram::SdpRam;
use crate::ddp::QPS;
use crate::mpa::rx::{RxCtx1Word, RxCtx2Word};
use crate::mpa::SegCtxOut;
use super::ring::RingSeqLane;
use super::qp_onehot;
use rust_hdl::prelude::*;

crate::channel! {
    /// A QP's MPA receive context, set when it enters RDMA mode (after MPA start-up).
    pub RxMpaCfgIn / RxMpaCfgOut {
        qp: Bits<4>,
        /// In RDMA mode (low: leaves it; its connection's bytes go to the stream).
        live: Bit,
        /// The TOE connection carrying the QP.
        conn: Bits<10>,
        /// S0: the sequence number of the first FPDU byte (RFC 5044 section 4.3's grid).
        s0: Bits<32>,
        /// Markers and CRC negotiated for this direction (RFC 5044 sections 4.3, 4.4).
        markers: Bit,
        crc: Bit,
        /// The largest ULPDU_LENGTH taken (the MULPDU this side announced).
        max_ulpdu: Bits<16>,
    }
}

crate::channel! {
    /// A TOE delivery's beat (toe's `m_ulp_*`): bytes packed from lane 0, the connection
    /// and the sequence number of the delivery's first byte on every beat.
    pub UlpIn / UlpOut {
        data: Bits<64>,
        keep: Bits<8>,
        last: Bit,
        conn: Bits<10>,
        seq: Bits<32>,
    }
}

crate::channel! {
    /// mpa_rx's context save (`m_ctx_*`): the context of the connection it switched from.
    pub RxCtxSaveIn / RxCtxSaveOut {
        conn: Bits<8>,
        ctx0: Bits<64>,
        ctx1: Bits<63>,
        ctx2: Bits<64>,
        ctx3: Bits<64>,
    }
}

crate::named_consts! {
    /// rnic_rxctx's states.
    pub rxctx_state: 2 {
        IDLE = 0,
        DECIDE = 1,
        RUN = 2,
        FLUSH = 3,
    }
}

crate::named_consts! {
    /// One-hot to binary: each QP number bit's QPs; one, for the lowest set bit (x & (!x + 1)).
    pub rxctx_qp: 16 {
        ONE = 1,
        NUM_B0 = 0xaaaa,
        NUM_B1 = 0xcccc,
        NUM_B2 = 0xf0f0,
        NUM_B3 = 0xff00,
    }
}

crate::layout! {
    /// The 16 QPs' bindings matching a delivery's connection, a bit a QP.
    pub RxQpHits(rx_qp_hits): 16 {
        hit0: flag, hit1: flag, hit2: flag, hit3: flag,
        hit4: flag, hit5: flag, hit6: flag, hit7: flag,
        hit8: flag, hit9: flag, hit10: flag, hit11: flag,
        hit12: flag, hit13: flag, hit14: flag, hit15: flag,
    }
}

crate::layout! {
    /// A QP number from its one-hot bit.
    pub RxQpNum(rx_qp_num): 4 {
        qn_b0: flag, qn_b1: flag, qn_b2: flag, qn_b3: flag,
    }
}

crate::named_consts! {
    /// The rotation's carry: a beat shifted down by 64 - 8r bits in two steps (one bit, then
    /// 63 - 8r, the complement of 8r in six bits), so neither step reaches the word's width.
    pub rxctx_carry: 3 {
        FIRST_STEP = 1,
    }
}

crate::layout! {
    /// Its lanes.
    pub RxRotKeep(rx_rot_keep): 16 {
        rkw_lo: 8,
        rkw_hi: 8,
    }
}

crate::layout! {
    /// The rotation in bits: lanes times eight.
    pub RxRotBits(rx_rot_bits): 6 {
        rb_zero: 3,
        rb_lanes: 3,
    }
}

crate::layout! {
    /// An output queue entry: a beat for mpa_rx or for the stream.
    pub RxOutEntry(rx_out): 116 {
        ro_data: 64,
        ro_keep: 8,
        ro_last: flag,
        /// For the stream (else mpa_rx).
        ro_strm: flag,
        ro_conn: 10,
        ro_seq: 32,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicRxCtx {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cfg: RxMpaCfgIn,
    pub s_ulp: UlpIn,
    pub s_ctx: RxCtxSaveIn,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    /// The TOE connection of the beat on `m_data` (for `rnic_consume`'s CONSUMED).
    pub m_conn: Signal<Out, Bits<10>>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    pub m_seg: SegCtxOut,
    pub m_strm: UlpOut,
    pub idle: Signal<Out, Bit>,
    /// Deliveries to mpa_rx with a context load, following on; to the stream; saves dropped
    /// as stale.
    pub cnt_loads: Signal<Out, Bits<32>>,
    pub cnt_follows: Signal<Out, Bits<32>>,
    pub cnt_strm: Signal<Out, Bits<32>>,
    pub cnt_stale: Signal<Out, Bits<32>>,
    st: DFF<Bits<2>>,
    live: DFF<Bits<16>>,
    conn: [DFF<Bits<10>>; QPS],
    s0_lane: [DFF<Bits<3>>; QPS],
    /// The delivery: its connection and sequence number, its QP (number, one-hot) and
    /// whether one matched.
    r_conn: DFF<Bits<10>>,
    r_seq: DFF<Bits<32>>,
    q: DFF<Bits<4>>,
    hit: DFF<Bit>,
    strm: DFF<Bit>,
    rot: DFF<Bits<3>>,
    /// The bytes the rotation carried into the next output beat.
    hold: DFF<Bits<64>>,
    hold_k: DFF<Bits<8>>,
    /// The QP whose context mpa_rx holds, whether it is current, whether mpa_rx holds any.
    cur: DFF<Bits<4>>,
    cur_v: DFF<Bit>,
    have: DFF<Bit>,
    /// A save is owed for a load taken; the next save is stale.
    owed: DFF<Bit>,
    skip: DFF<Bit>,
    /// The descriptor, whether it loads, whether it is still to be taken.
    d_load: DFF<Bit>,
    d_pend: DFF<Bit>,
    n_loads: DFF<Bits<32>>,
    n_follows: DFF<Bits<32>>,
    n_strm: DFF<Bits<32>>,
    n_stale: DFF<Bits<32>>,
    ctx0: SdpRam<64, 4>,
    ctx1: SdpRam<63, 4>,
    ctx2: SdpRam<64, 4>,
    ctx3: SdpRam<64, 4>,
    outq: Fifo2<{ rx_out::BITS }>,
    hits: Signal<Local, Bits<16>>,
    low_hit: Signal<Local, Bits<16>>,
    qnum: Signal<Local, Bits<4>>,
    cfg_sel: Signal<Local, Bits<16>>,
    qsel: Signal<Local, Bits<16>>,
    sel_lane: Signal<Local, Bits<3>>,
    cfg_take: Signal<Local, Bit>,
    save: Signal<Local, Bit>,
    init1: Signal<Local, Bits<63>>,
    init2: Signal<Local, Bits<64>>,
    need_load: Signal<Local, Bit>,
    rot_bits: Signal<Local, Bits<6>>,
    rot_inv: Signal<Local, Bits<6>>,
    rot_lo: Signal<Local, Bits<64>>,
    rot_hi: Signal<Local, Bits<64>>,
    nhits: Signal<Local, Bits<16>>,
    in_kw: Signal<Local, Bits<16>>,
    kw: Signal<Local, Bits<16>>,
    beat: Signal<Local, Bit>,
    carry: Signal<Local, Bit>,
    entry: Signal<Local, Bits<{ rx_out::BITS }>>,
    head: Signal<Local, Bits<{ rx_out::BITS }>>,
    desc_take: Signal<Local, Bit>,
}

impl Logic for RnicRxCtx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, live, r_conn, r_seq, q, hit, strm, rot, hold, hold_k, cur, cur_v, have, owed, skip, d_load, d_pend, n_loads, n_follows, n_strm, n_stale
        );
        for k in 0..QPS {
            self.conn[k].clock.next = self.clock.val();
            self.conn[k].d.next = self.conn[k].q.val();
            self.s0_lane[k].clock.next = self.clock.val();
            self.s0_lane[k].d.next = self.s0_lane[k].q.val();
        }
        self.ctx0.clock.next = self.clock.val();
        self.ctx1.clock.next = self.clock.val();
        self.ctx2.clock.next = self.clock.val();
        self.ctx3.clock.next = self.clock.val();
        self.outq.clock.next = self.clock.val();
        self.outq.reset.next = self.reset.val();

        // The bindings matching the offered beat's connection; the lowest QP among them, as
        // a number.
        self.hits.next = bits::<16>(0);
        self.hits.next.set_value_hit0(self.live.q.val().get_value_hit0() & (self.conn[0].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit1(self.live.q.val().get_value_hit1() & (self.conn[1].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit2(self.live.q.val().get_value_hit2() & (self.conn[2].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit3(self.live.q.val().get_value_hit3() & (self.conn[3].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit4(self.live.q.val().get_value_hit4() & (self.conn[4].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit5(self.live.q.val().get_value_hit5() & (self.conn[5].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit6(self.live.q.val().get_value_hit6() & (self.conn[6].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit7(self.live.q.val().get_value_hit7() & (self.conn[7].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit8(self.live.q.val().get_value_hit8() & (self.conn[8].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit9(self.live.q.val().get_value_hit9() & (self.conn[9].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit10(self.live.q.val().get_value_hit10() & (self.conn[10].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit11(self.live.q.val().get_value_hit11() & (self.conn[11].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit12(self.live.q.val().get_value_hit12() & (self.conn[12].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit13(self.live.q.val().get_value_hit13() & (self.conn[13].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit14(self.live.q.val().get_value_hit14() & (self.conn[14].q.val() == self.s_ulp.conn.val()));
        self.hits.next.set_value_hit15(self.live.q.val().get_value_hit15() & (self.conn[15].q.val() == self.s_ulp.conn.val()));
        self.nhits.next = !self.hits.val();
        self.low_hit.next = self.hits.val() & (self.nhits.val() + bits::<16>(rxctx_qp::ONE));
        self.qnum.next = bits::<4>(0);
        self.qnum.next.set_value_qn_b0((self.low_hit.val() & bits::<16>(rxctx_qp::NUM_B0)).any());
        self.qnum.next.set_value_qn_b1((self.low_hit.val() & bits::<16>(rxctx_qp::NUM_B1)).any());
        self.qnum.next.set_value_qn_b2((self.low_hit.val() & bits::<16>(rxctx_qp::NUM_B2)).any());
        self.qnum.next.set_value_qn_b3((self.low_hit.val() & bits::<16>(rxctx_qp::NUM_B3)).any());

        // IDLE: a configuration first (never while a save is owed or arrives: it would
        // overwrite the new context; nor while a descriptor waits: its load was decided on
        // the bindings before, and its context is read from the RAM the configuration
        // writes), then a delivery's first beat (once the descriptor of the delivery before
        // was taken: the decision reads what mpa_rx holds).
        self.cfg_sel.next = bits::<16>(qp_onehot::QP0) << self.s_cfg.qp.val();
        self.s_cfg.ready.next = (self.st.q.val() == rxctx_state::IDLE) & !self.d_pend.q.val() & !self.owed.q.val() & !self.s_ctx.valid.val() & !self.reset.val();
        self.cfg_take.next = self.s_cfg.valid.val() & self.s_cfg.ready.val();
        if self.cfg_take.val() {
            if self.s_cfg.live.val() {
                self.live.d.next = self.live.q.val() | self.cfg_sel.val();
            } else {
                self.live.d.next = self.live.q.val() & !self.cfg_sel.val();
            }
            if self.cur_v.q.val() & (self.cur.q.val() == self.s_cfg.qp.val()) {
                self.cur_v.d.next = false;
                self.skip.d.next = true;
            }
        }
        for k in 0..QPS {
            if self.cfg_take.val() & self.cfg_sel.val().get_bit(k) {
                self.conn[k].d.next = self.s_cfg.conn.val();
                self.s0_lane[k].d.next = self.s_cfg.s0.val().get_value_rl_lane();
            }
        }
        if (self.st.q.val() == rxctx_state::IDLE) & !self.s_cfg.valid.val() & self.s_ulp.valid.val() & !self.d_pend.q.val() {
            self.r_conn.d.next = self.s_ulp.conn.val();
            self.r_seq.d.next = self.s_ulp.seq.val();
            self.q.d.next = self.qnum.val();
            self.hit.d.next = self.hits.val().any();
            self.st.d.next = bits::<2>(rxctx_state::DECIDE);
        }

        // DECIDE: the stream, or mpa_rx with the QP's rotation; a load waits for the save
        // owed. The context RAM reads the QP's words at this edge.
        self.qsel.next = bits::<16>(qp_onehot::QP0) << self.q.q.val();
        self.sel_lane.next = bits::<3>(0);
        for k in 0..QPS {
            if self.qsel.val().get_bit(k) {
                self.sel_lane.next = self.sel_lane.val() | self.s0_lane[k].q.val();
            }
        }
        self.need_load.next = !self.cur_v.q.val() | (self.cur.q.val() != self.q.q.val());
        if self.st.q.val() == rxctx_state::DECIDE {
            self.hold.d.next = bits::<64>(0);
            self.hold_k.d.next = bits::<8>(0);
            if !self.hit.q.val() {
                self.strm.d.next = true;
                self.rot.d.next = bits::<3>(0);
                self.st.d.next = bits::<2>(rxctx_state::RUN);
                self.n_strm.d.next = self.n_strm.q.val() + 1;
            } else if !self.need_load.val() {
                self.strm.d.next = false;
                self.rot.d.next = self.r_seq.q.val().get_value_rl_lane() - self.sel_lane.val();
                self.d_load.d.next = false;
                self.d_pend.d.next = true;
                self.st.d.next = bits::<2>(rxctx_state::RUN);
                self.n_follows.d.next = self.n_follows.q.val() + 1;
            } else if !self.owed.q.val() {
                self.strm.d.next = false;
                self.rot.d.next = self.r_seq.q.val().get_value_rl_lane() - self.sel_lane.val();
                self.d_load.d.next = true;
                self.d_pend.d.next = true;
                self.st.d.next = bits::<2>(rxctx_state::RUN);
                self.n_loads.d.next = self.n_loads.q.val() + 1;
            }
        }
        self.ctx0.read_address.next = self.q.q.val();
        self.ctx1.read_address.next = self.q.q.val();
        self.ctx2.read_address.next = self.q.q.val();
        self.ctx3.read_address.next = self.q.q.val();

        // The descriptor: the QP, and with a load the context read. mpa_rx takes it before
        // (load) or with (follow on) the segment's first beat.
        self.m_seg.valid.next = self.d_pend.q.val();
        self.m_seg.conn.next = bit_cast::<8, 4>(self.q.q.val());
        self.m_seg.load.next = self.d_load.q.val();
        // The context only on a load (zero otherwise): the RAM's word is defined only while
        // no write to the QP's address meets the read (a load's, by the rules above).
        self.m_seg.ctx0.next = bits::<64>(0);
        self.m_seg.ctx1.next = bits::<63>(0);
        self.m_seg.ctx2.next = bits::<64>(0);
        self.m_seg.ctx3.next = bits::<64>(0);
        if self.d_pend.q.val() & self.d_load.q.val() {
            self.m_seg.ctx0.next = self.ctx0.read_data.val();
            self.m_seg.ctx1.next = self.ctx1.read_data.val();
            self.m_seg.ctx2.next = self.ctx2.read_data.val();
            self.m_seg.ctx3.next = self.ctx3.read_data.val();
        }
        self.desc_take.next = self.m_seg.valid.val() & self.m_seg.ready.val();
        if self.desc_take.val() {
            self.d_pend.d.next = false;
            if self.d_load.q.val() {
                self.cur.d.next = self.q.q.val();
                self.cur_v.d.next = true;
                self.have.d.next = true;
                self.owed.d.next = self.have.q.val();
            }
        }

        // Context saves (a stale one dropped) and new contexts into the RAM.
        self.s_ctx.ready.next = true;
        self.save.next = self.s_ctx.valid.val() & !self.skip.q.val();
        if self.s_ctx.valid.val() {
            self.owed.d.next = false;
            self.skip.d.next = false;
            if self.skip.q.val() {
                self.n_stale.d.next = self.n_stale.q.val() + 1;
            }
        }
        self.init1.next = bits::<63>(0);
        self.init1.next.set_value_markers(self.s_cfg.markers.val());
        self.init1.next.set_value_crc(self.s_cfg.crc.val());
        self.init2.next = bits::<64>(0);
        self.init2.next.set_value_max_ulpdu(self.s_cfg.max_ulpdu.val());
        self.ctx0.write_enable.next = self.save.val() | self.cfg_take.val();
        self.ctx1.write_enable.next = self.save.val() | self.cfg_take.val();
        self.ctx2.write_enable.next = self.save.val() | self.cfg_take.val();
        self.ctx3.write_enable.next = self.save.val() | self.cfg_take.val();
        self.ctx0.write_address.next = self.s_cfg.qp.val();
        self.ctx1.write_address.next = self.s_cfg.qp.val();
        self.ctx2.write_address.next = self.s_cfg.qp.val();
        self.ctx3.write_address.next = self.s_cfg.qp.val();
        self.ctx0.write_data.next = bits::<64>(0);
        self.ctx1.write_data.next = self.init1.val();
        self.ctx2.write_data.next = self.init2.val();
        self.ctx3.write_data.next = bits::<64>(0);
        if self.s_ctx.valid.val() {
            self.ctx0.write_address.next = bit_cast::<4, 8>(self.s_ctx.conn.val());
            self.ctx1.write_address.next = bit_cast::<4, 8>(self.s_ctx.conn.val());
            self.ctx2.write_address.next = bit_cast::<4, 8>(self.s_ctx.conn.val());
            self.ctx3.write_address.next = bit_cast::<4, 8>(self.s_ctx.conn.val());
            self.ctx0.write_data.next = self.s_ctx.ctx0.val();
            self.ctx1.write_data.next = self.s_ctx.ctx1.val();
            self.ctx2.write_data.next = self.s_ctx.ctx2.val();
            self.ctx3.write_data.next = self.s_ctx.ctx3.val();
        }

        // RUN: each beat moved up by the rotation, the bytes carried past it held for the
        // next; FLUSH: the held bytes after the last beat.
        self.rot_bits.next = bits::<6>(0);
        self.rot_bits.next.set_value_rb_lanes(self.rot.q.val());
        self.rot_inv.next = !self.rot_bits.val();
        self.rot_lo.next = self.s_ulp.data.val() << self.rot_bits.val();
        self.rot_hi.next = (self.s_ulp.data.val() >> rxctx_carry::FIRST_STEP) >> self.rot_inv.val();
        self.in_kw.next = bit_cast::<16, 8>(self.s_ulp.keep.val());
        self.kw.next = self.in_kw.val() << self.rot.q.val();
        self.carry.next = self.kw.val().get_value_rkw_hi().any();
        self.s_ulp.ready.next = (self.st.q.val() == rxctx_state::RUN) & !self.outq.full.val();
        self.beat.next = self.s_ulp.valid.val() & self.s_ulp.ready.val();
        self.entry.next = bits::<{ rx_out::BITS }>(0);
        self.entry.next.set_value_ro_strm(self.strm.q.val());
        self.entry.next.set_value_ro_conn(self.r_conn.q.val());
        self.entry.next.set_value_ro_seq(self.r_seq.q.val());
        self.entry.next.set_value_ro_data(self.rot_lo.val() | self.hold.q.val());
        self.entry.next.set_value_ro_keep(self.kw.val().get_value_rkw_lo() | self.hold_k.q.val());
        self.entry.next.set_value_ro_last(self.s_ulp.last.val() & !self.carry.val());
        if self.st.q.val() == rxctx_state::FLUSH {
            self.entry.next.set_value_ro_data(self.hold.q.val());
            self.entry.next.set_value_ro_keep(self.hold_k.q.val());
            self.entry.next.set_value_ro_last(true);
        }
        self.outq.din.next = self.entry.val();
        self.outq.push.next = self.beat.val() | ((self.st.q.val() == rxctx_state::FLUSH) & !self.outq.full.val());
        if self.beat.val() {
            self.hold.d.next = self.rot_hi.val();
            self.hold_k.d.next = self.kw.val().get_value_rkw_hi();
            if self.s_ulp.last.val() {
                if self.carry.val() {
                    self.st.d.next = bits::<2>(rxctx_state::FLUSH);
                } else {
                    self.st.d.next = bits::<2>(rxctx_state::IDLE);
                }
            }
        }
        if (self.st.q.val() == rxctx_state::FLUSH) & !self.outq.full.val() {
            self.st.d.next = bits::<2>(rxctx_state::IDLE);
        }

        // The queue's head to mpa_rx or to the stream.
        self.head.next = self.outq.dout.val();
        self.m_data.next = self.head.val().get_value_ro_data();
        self.m_keep.next = self.head.val().get_value_ro_keep();
        self.m_last.next = self.head.val().get_value_ro_last();
        self.m_conn.next = self.head.val().get_value_ro_conn();
        self.m_valid.next = self.outq.valid.val() & !self.head.val().get_value_ro_strm();
        self.m_strm.data.next = self.head.val().get_value_ro_data();
        self.m_strm.keep.next = self.head.val().get_value_ro_keep();
        self.m_strm.last.next = self.head.val().get_value_ro_last();
        self.m_strm.conn.next = self.head.val().get_value_ro_conn();
        self.m_strm.seq.next = self.head.val().get_value_ro_seq();
        self.m_strm.valid.next = self.outq.valid.val() & self.head.val().get_value_ro_strm();
        self.outq.pop.next = (self.m_valid.val() & self.m_ready.val()) | (self.m_strm.valid.val() & self.m_strm.ready.val());

        self.cnt_loads.next = self.n_loads.q.val();
        self.cnt_follows.next = self.n_follows.q.val();
        self.cnt_strm.next = self.n_strm.q.val();
        self.cnt_stale.next = self.n_stale.q.val();
        self.idle.next = (self.st.q.val() == rxctx_state::IDLE) & !self.outq.valid.val() & !self.d_pend.q.val() & !self.owed.q.val();

        if self.reset.val() {
            self.st.d.next = bits::<2>(rxctx_state::IDLE);
            self.live.d.next = bits::<16>(0);
            self.cur_v.d.next = false;
            self.have.d.next = false;
            self.owed.d.next = false;
            self.skip.d.next = false;
            self.d_pend.d.next = false;
            self.n_loads.d.next = bits::<32>(0);
            self.n_follows.d.next = bits::<32>(0);
            self.n_strm.d.next = bits::<32>(0);
            self.n_stale.d.next = bits::<32>(0);
        }
    }
}
