//! RnicStrm: the host stream writer, a connection's bytes outside RDMA mode into its stream
//! buffer in host memory by DMA, emitted as `rtl/rnic_strm.v` (issue 16).
//!
//! During MPA start-up (RFC 5044 section 7.1) the host driver reads the peer's Request or
//! Reply as ordinary stream bytes; `rnic_rxctx` passes every delivery of a connection no QP
//! in RDMA mode is bound to (`m_strm`). This block writes them where the driver reads them,
//! as the TOE's reassembly areas are laid out: connection c's buffer is `2^cfg_buf_shift`
//! bytes at `cfg_buf_base + (c << cfg_buf_shift)`, the byte with sequence number s at offset
//! s mod 2^cfg_buf_shift. After a delivery's last byte it writes the connection's status
//! word, the 32-bit sequence number after that byte, at `cfg_stat_base + 4c` (a shadow
//! producer index, as NICs' doorbell records are: the driver polls it, no event ring). One
//! DMA port in order, so a driver that sees the status sees the bytes before it. The TOE's
//! receive window bounds what is delivered and not yet consumed (the driver's CONSUMED
//! reopens it): a buffer at least the window's size is never overrun.
//!
//! Ports:
//! - `s_strm` ([`UlpIn`]: `rnic_rxctx`'s `m_strm`): bytes packed from lane 0, every beat
//!   with the connection and the sequence number of its delivery's first byte.
//! - `m_wr` / `m_wd`: one DMA write port (rnic_dma's), a write of one word each: its words
//!   never wait on the input (the beat is held in this block before its request).
//! - `cfg_buf_base`, `cfg_buf_shift`, `cfg_stat_base`: static, set before traffic.
//!
//! FSM ([`strm_state`]): IDLE (a beat taken: its bytes, its first byte's sequence number)
//! → CALC (its offset in the buffer; whether it runs past the buffer's end) → REQ / DATA
//! (the bytes to the end, or all) → REQ2 / DATA2 (the rest, from the buffer's start) →
//! after a delivery's last beat, SREQ / SDATA (the status word) → IDLE.

use crate::ddp::{DmaWdOut, DmaWrOut};
use super::rxctx::UlpIn;
use rust_hdl::prelude::*;

crate::named_consts! {
    /// rnic_strm's states.
    pub strm_state: 3 {
        IDLE = 0,
        /// The beat's offset and split computed (registered).
        CALC = 1,
        /// The first write's request, then its word.
        REQ = 2,
        DATA = 3,
        /// The part past the buffer's end, from its start.
        REQ2 = 4,
        DATA2 = 5,
        /// The status word after a delivery's last beat.
        SREQ = 6,
        SDATA = 7,
    }
}

crate::named_consts! {
    /// Byte counts and masks of the stream writer.
    pub strm_const: 8 {
        /// Bytes of a status word.
        STATUS_BYTES = 4,
        /// Its lanes.
        STATUS_KEEP = 0x0f,
        /// Every lane of a beat.
        ALL_LANES = 0xff,
        /// A buffer's size from its shift: this, shifted.
        ONE = 1,
    }
}

crate::layout! {
    /// A connection's status word offset (4 bytes each).
    pub StrmStatOff(strm_stat_off): 12 {
        sso_byte: 2,
        sso_conn: 10,
    }
}

crate::layout! {
    /// A shift in bits of a lane count: lanes times eight.
    pub StrmLaneBits(strm_lane_bits): 6 {
        slb_zero: 3,
        slb_lanes: 3,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicStrm {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_strm: UlpIn,
    pub m_wr: DmaWrOut,
    pub m_wd: DmaWdOut,
    pub cfg_buf_base: Signal<In, Bits<64>>,
    pub cfg_buf_shift: Signal<In, Bits<5>>,
    pub cfg_stat_base: Signal<In, Bits<64>>,
    pub idle: Signal<Out, Bit>,
    /// Deliveries written (status words), bytes written, beats split at a buffer's end.
    pub cnt_deliveries: Signal<Out, Bits<32>>,
    pub cnt_bytes: Signal<Out, Bits<32>>,
    pub cnt_splits: Signal<Out, Bits<32>>,
    st: DFF<Bits<3>>,
    /// The beat: bytes, lanes, count, whether it ends its delivery, its connection.
    data: DFF<Bits<64>>,
    keep: DFF<Bits<8>>,
    cnt: DFF<Bits<4>>,
    last: DFF<Bit>,
    conn: DFF<Bits<10>>,
    /// The sequence number of the beat's first byte, and of the byte after it.
    seq: DFF<Bits<32>>,
    seq_end: DFF<Bits<32>>,
    /// Inside a delivery (the next beat's first byte follows `seq_end`).
    inside: DFF<Bit>,
    /// The buffer's size less one (from the shift), registered.
    mask: DFF<Bits<32>>,
    /// The writes: the connection's buffer (from the beat's connection as it is taken, so
    /// CALC has one 64-bit add), the first write's address, bytes and lanes, whether a
    /// second follows.
    buf: DFF<Bits<64>>,
    addr1: DFF<Bits<64>>,
    len1: DFF<Bits<4>>,
    keep1: DFF<Bits<8>>,
    split: DFF<Bit>,
    n_deliveries: DFF<Bits<32>>,
    n_bytes: DFF<Bits<32>>,
    n_splits: DFF<Bits<32>>,
    pop: Signal<Local, Bits<4>>,
    off: Signal<Local, Bits<32>>,
    room: Signal<Local, Bits<32>>,
    in_conn64: Signal<Local, Bits<64>>,
    off64: Signal<Local, Bits<64>>,
    room_lanes: Signal<Local, Bits<3>>,
    lane_bits: Signal<Local, Bits<6>>,
    stat_off: Signal<Local, Bits<12>>,
    stat_off64: Signal<Local, Bits<64>>,
    seq_end32: Signal<Local, Bits<64>>,
    len1_16: Signal<Local, Bits<16>>,
    cnt_rest: Signal<Local, Bits<4>>,
    len2_16: Signal<Local, Bits<16>>,
    cnt32: Signal<Local, Bits<32>>,
}

impl Logic for RnicStrm {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, data, keep, cnt, last, conn, seq, seq_end, inside, mask, buf, addr1, len1, keep1, split, n_deliveries, n_bytes, n_splits
        );
        self.mask.d.next = (bits::<32>(strm_const::ONE) << self.cfg_buf_shift.val()) - 1;

        // IDLE: a beat taken, its byte count (the lanes are a run from lane 0) and its first
        // byte's sequence number (the delivery's, or the byte after the beat before).
        self.pop.next = bits::<4>(0);
        for k in 0..8 {
            if self.s_strm.keep.val().get_bit(k) {
                self.pop.next = self.pop.val() + 1;
            }
        }
        self.s_strm.ready.next = (self.st.q.val() == strm_state::IDLE) & !self.reset.val();
        self.in_conn64.next = bit_cast::<64, 10>(self.s_strm.conn.val());
        if self.s_strm.valid.val() & self.s_strm.ready.val() {
            self.data.d.next = self.s_strm.data.val();
            self.keep.d.next = self.s_strm.keep.val();
            self.cnt.d.next = self.pop.val();
            self.last.d.next = self.s_strm.last.val();
            self.conn.d.next = self.s_strm.conn.val();
            self.buf.d.next = self.cfg_buf_base.val() + (self.in_conn64.val() << self.cfg_buf_shift.val());
            if !self.inside.q.val() {
                self.seq.d.next = self.s_strm.seq.val();
            } else {
                self.seq.d.next = self.seq_end.q.val();
            }
            self.inside.d.next = !self.s_strm.last.val();
            self.st.d.next = bits::<3>(strm_state::CALC);
        }

        // CALC: the beat's offset in its buffer, the bytes left to the buffer's end; a beat
        // with more is split there.
        self.cnt32.next = bit_cast::<32, 4>(self.cnt.q.val());
        self.off.next = self.seq.q.val() & self.mask.q.val();
        self.room.next = self.mask.q.val() - self.off.val() + 1;
        self.off64.next = bit_cast::<64, 32>(self.off.val());
        self.room_lanes.next = bit_cast::<3, 32>(self.room.val());
        if self.st.q.val() == strm_state::CALC {
            self.seq_end.d.next = self.seq.q.val() + self.cnt32.val();
            self.addr1.d.next = self.buf.q.val() + self.off64.val();
            self.len1.d.next = self.cnt.q.val();
            self.keep1.d.next = self.keep.q.val();
            self.split.d.next = false;
            if self.cnt32.val() > self.room.val() {
                self.split.d.next = true;
                self.len1.d.next = bit_cast::<4, 3>(self.room_lanes.val());
                self.keep1.d.next = !(bits::<8>(strm_const::ALL_LANES) << self.room_lanes.val());
                self.n_splits.d.next = self.n_splits.q.val() + 1;
            }
            self.n_bytes.d.next = self.n_bytes.q.val() + self.cnt32.val();
            self.st.d.next = bits::<3>(strm_state::REQ);
            if !self.cnt.q.val().any() {
                // A beat with no bytes (an empty delivery's): only its status, if last.
                self.st.d.next = bits::<3>(strm_state::IDLE);
                if self.last.q.val() {
                    self.st.d.next = bits::<3>(strm_state::SREQ);
                }
            }
        }

        // The writes: the first (to the buffer's end, or all), the rest from the buffer's
        // start, the status word.
        self.len1_16.next = bit_cast::<16, 4>(self.len1.q.val());
        self.cnt_rest.next = self.cnt.q.val() - self.len1.q.val();
        self.len2_16.next = bit_cast::<16, 4>(self.cnt_rest.val());
        self.lane_bits.next = bits::<6>(0);
        self.lane_bits.next.set_value_slb_lanes(bit_cast::<3, 4>(self.len1.q.val()));
        self.stat_off.next = bits::<12>(0);
        self.stat_off.next.set_value_sso_conn(self.conn.q.val());
        self.stat_off64.next = bit_cast::<64, 12>(self.stat_off.val());
        self.seq_end32.next = bit_cast::<64, 32>(self.seq_end.q.val());
        self.m_wr.valid.next = false;
        self.m_wr.addr.next = self.addr1.q.val();
        self.m_wr.len.next = self.len1_16.val();
        self.m_wd.valid.next = false;
        self.m_wd.data.next = self.data.q.val();
        self.m_wd.keep.next = self.keep1.q.val();
        self.m_wd.last.next = true;
        if self.st.q.val() == strm_state::REQ {
            self.m_wr.valid.next = true;
            if self.m_wr.ready.val() {
                self.st.d.next = bits::<3>(strm_state::DATA);
            }
        }
        if self.st.q.val() == strm_state::DATA {
            self.m_wd.valid.next = true;
            if self.m_wd.ready.val() {
                if self.split.q.val() {
                    self.st.d.next = bits::<3>(strm_state::REQ2);
                } else if self.last.q.val() {
                    self.st.d.next = bits::<3>(strm_state::SREQ);
                } else {
                    self.st.d.next = bits::<3>(strm_state::IDLE);
                }
            }
        }
        if self.st.q.val() == strm_state::REQ2 {
            self.m_wr.valid.next = true;
            self.m_wr.addr.next = self.buf.q.val();
            self.m_wr.len.next = self.len2_16.val();
            if self.m_wr.ready.val() {
                self.st.d.next = bits::<3>(strm_state::DATA2);
            }
        }
        if self.st.q.val() == strm_state::DATA2 {
            self.m_wd.valid.next = true;
            self.m_wd.data.next = self.data.q.val() >> self.lane_bits.val();
            self.m_wd.keep.next = self.keep.q.val() >> bit_cast::<3, 4>(self.len1.q.val());
            if self.m_wd.ready.val() {
                if self.last.q.val() {
                    self.st.d.next = bits::<3>(strm_state::SREQ);
                } else {
                    self.st.d.next = bits::<3>(strm_state::IDLE);
                }
            }
        }
        if self.st.q.val() == strm_state::SREQ {
            self.m_wr.valid.next = true;
            self.m_wr.addr.next = self.cfg_stat_base.val() + self.stat_off64.val();
            self.m_wr.len.next = bits::<16>(strm_const::STATUS_BYTES);
            if self.m_wr.ready.val() {
                self.st.d.next = bits::<3>(strm_state::SDATA);
            }
        }
        if self.st.q.val() == strm_state::SDATA {
            self.m_wd.valid.next = true;
            self.m_wd.data.next = self.seq_end32.val();
            self.m_wd.keep.next = bits::<8>(strm_const::STATUS_KEEP);
            if self.m_wd.ready.val() {
                self.n_deliveries.d.next = self.n_deliveries.q.val() + 1;
                self.st.d.next = bits::<3>(strm_state::IDLE);
            }
        }

        self.cnt_deliveries.next = self.n_deliveries.q.val();
        self.cnt_bytes.next = self.n_bytes.q.val();
        self.cnt_splits.next = self.n_splits.q.val();
        self.idle.next = (self.st.q.val() == strm_state::IDLE) & !self.inside.q.val();

        if self.reset.val() {
            self.st.d.next = bits::<3>(strm_state::IDLE);
            self.inside.d.next = false;
            self.n_deliveries.d.next = bits::<32>(0);
            self.n_bytes.d.next = bits::<32>(0);
            self.n_splits.d.next = bits::<32>(0);
        }
    }
}
