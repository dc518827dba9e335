//! RnicRing: the send-ring writer, mpa_tx's FPDUs into the TOE's send rings by DMA, emitted
//! as `rtl/rnic_ring.v` (issue 16).
//!
//! The TOE sends from per-connection rings in host memory and retransmits from them until
//! acknowledged (ARCHITECTURE.md, "toe: the composed engine"); golden `send_ring` states the
//! contract and is this block's reference. Each FPDU is one record: its bytes go into the
//! QP's connection's ring at their sequence numbers, the bitmap bits of those bytes are
//! cleared but the last, which is set, and then SEND hands the TOE the record. The TOE's
//! segments are made of whole records, so every FPDU starts a segment (RFC 5044 section
//! 4.3's alignment).
//!
//! Ports:
//! - `s_data` .. `s_ready`: mpa_tx's output (`m_data`, `m_keep`, `m_fpdu_end`, `m_end_lo`,
//!   `m_conn`: the QP, its low 4 bits used). Lanes are stream offsets mod 8; FPDUs are 4-byte
//!   aligned, so each FPDU's bytes start at lane 0 or 4 and one beat may end one FPDU (its
//!   CRC word in the low half, `m_end_lo`) and start the next of the same QP.
//! - `s_cfg` ([`RingCfgIn`]): a QP enters RDMA mode on its connection: the sequence number
//!   of the next byte (S0), the TOE's counts of data bytes sent and acknowledged so far, and
//!   the bitmap byte holding S0's bit as the driver left it (its bits below S0 are the MPA
//!   start-up's records). Held, then applied in IDLE before any queued chunk; configure a QP before its
//!   first FPDU (rnic_txctx drops ULPDUs of a QP not in RDMA mode, so the top configures this
//!   block first). `live` low: the QP's later chunks are dropped (counted).
//! - `s_acked` ([`AckedIn`]): the TOE's `ACKED` for the QP's connection (always taken).
//! - `m_wr` / `m_wd`: one DMA write port (rnic_dma's `ring_wr`); each write's words follow its
//!   request without waiting on anything outside this block (rnic_dma's write contract: the
//!   words are in the chunk buffer, or made up by the bitmap generator).
//! - `m_send` ([`HostCmdOut`], SEND only) and `s_ans` ([`HostAnsIn`], always taken): the
//!   TOE's host command port; a SEND goes after every write of its record is taken by the
//!   DMA, so the TOE's later ring read sees the record (rnic_dma's order).
//!
//! Structure:
//! - Input: the beat's two 4-byte halves through a half register, packed from lane 0 per
//!   FPDU (an FPDU starting at lane 4 moves by four bytes; a beat ending it in its high half
//!   after a held half makes two words, the second a cycle later with the input held); the
//!   words into a chunk buffer (512 words, block RAM), cut into chunks of at most
//!   [`CHUNK_WORDS`] (and at each FPDU's end), each chunk's QP, bytes and FPDU end queued
//!   (64 chunks). A chunk is queued only when all its words are in, so its writes never wait.
//! - Output FSM ([`ring_state`]): IDLE → (a held configuration) CFG → IDLE, or (a chunk)
//!   LOAD (the QP's words) → USED (bytes in the ring with this chunk) → ROOM (compared with
//!   the ring) → FIT (fits: else LOAD again, waiting for acknowledgements; a QP not live:
//!   DROP) → BITS (the bitmap's command to the generator; the QP's position moved a cycle
//!   later) → CMD (the ring's command to a `ToeAreaWr`) → DATA (the chunk's words) → IDLE,
//!   or after an FPDU's last chunk WAIT (both writers idle, the output queue empty) → SEND.
//! - The bitmap generator ([`ring_bm_state`]): for a chunk at ring offset `o` of `len`
//!   bytes, the bitmap bytes `o / 8 ..= (o + len - 1) / 8`: the first keeps its bits below
//!   `o mod 8` (earlier bytes', held per QP), the last has the FPDU's end bit, every other bit
//!   zero (the bits past the chunk are stale to the TOE until later chunks write them), through
//!   a second `ToeAreaWr` over the bitmaps (the bitmap wraps with its ring).
//! - A write mux ([`ring_mux`]): one writer's request, then its words (through a two-entry
//!   queue), then the other's.
//!
//! Free space (golden `RingConn::free`): a chunk is written when the QP's bytes sent, less
//! acknowledged, plus the chunk, fit the ring; a full ring holds the block (and the QPs
//! behind it in mpa_tx's stream) until the TOE reports acknowledgements.

use crate::common::fifo2::Fifo2;
use crate::common::ram_fifo::RamFifo;
use crate::ddp::{DmaWdOut, DmaWrOut, QPS};
use crate::toe::area_wr::ToeAreaWr;
use crate::toe::{host_op, host_status, HostAnsIn, HostCmdOut};
use super::ack::AckedIn;
use super::qp_onehot;
use rust_hdl::prelude::*;

/// Words of a chunk at most (2 KiB): the chunk buffer holds two.
pub const CHUNK_WORDS: usize = 256;
/// The chunk buffer: 2^9 words.
pub const BUF_BITS: usize = 9;
/// The chunk queue: 2^6 chunks.
pub const CHUNKQ_BITS: usize = 6;

crate::channel! {
    /// A QP enters (or leaves) RDMA mode on its connection.
    pub RingCfgIn / RingCfgOut {
        qp: Bits<4>,
        live: Bit,
        /// The TOE connection.
        conn: Bits<10>,
        /// Sequence number of the next byte to write (S0 of this direction).
        seq: Bits<32>,
        /// Data bytes handed to the TOE so far, and acknowledged so far (its counts).
        sent: Bits<32>,
        acked: Bits<32>,
        /// The bitmap byte holding `seq`'s bit, as the driver left it.
        kept: Bits<8>,
    }
}

crate::layout! {
    /// A chunk buffer word.
    pub RingWord(ring_word): 66 {
        rw_data: 64,
        /// The chunk's last word, and whether it holds 4 bytes (else 8).
        rw_last: flag,
        rw_half: flag,
    }
}

crate::layout! {
    /// A DMA write word in the output queue.
    pub RingWd(ring_wd): 73 {
        wd_data: 64,
        wd_keep: 8,
        wd_last: flag,
    }
}

crate::layout! {
    /// A chunk queue entry.
    pub RingChunk(ring_chunk): 17 {
        rc_bytes: 12,
        rc_qp: 4,
        /// The FPDU's last chunk.
        rc_end: flag,
    }
}

crate::layout! {
    /// A beat's two 4-byte halves.
    pub RingHalves(ring_halves): 64 {
        rh_lo: 32,
        rh_hi: 32,
    }
}

crate::layout! {
    /// A beat's keep as two halves (FPDUs are 4-byte aligned: each half is kept whole).
    pub RingKeep(ring_keep): 8 {
        rk_lo: flag,
        rk_lo_rest: 3,
        rk_hi: flag,
        rk_hi_rest: 3,
    }
}

crate::layout! {
    /// mpa_tx's connection number: the QP in its low bits.
    pub RingConnNo(ring_conn_no): 8 {
        rn_qp: 4,
        rn_rest: 4,
    }
}

crate::layout! {
    /// A sequence number's byte lane (its bit in a bitmap byte).
    pub RingSeqLane(ring_seq_lane): 32 {
        rl_lane: 3,
        rl_rest: 29,
    }
}

crate::layout! {
    /// A chunk's span: its last byte's place from the first bitmap byte's bit 0 (`o mod 8 +
    /// len - 1`): the bit in its bitmap byte, that byte's lane in a word, the word.
    pub RingSpan(ring_span): 12 {
        sp_bit: 3,
        sp_lane: 3,
        sp_word: 6,
    }
}

crate::named_consts! {
    /// rnic_ring's output states.
    pub ring_state: 4 {
        IDLE = 0,
        /// The chunk's QP's words selected.
        LOAD = 1,
        /// Bytes in the ring with this chunk.
        USED = 2,
        /// Compared with the ring (registered).
        ROOM = 3,
        /// The bitmap's command to the generator; the QP's position moved.
        BITS = 4,
        /// The ring's command to its writer.
        CMD = 5,
        /// The chunk's words to the ring's writer.
        DATA = 6,
        /// A chunk of a QP not in RDMA mode: its words dropped.
        DROP = 7,
        /// The FPDU's writes all taken by the DMA.
        WAIT = 8,
        /// SEND offered.
        SEND = 9,
        /// The comparison decides: BITS, DROP, or LOAD again.
        FIT = 10,
        /// A held configuration written into its QP's words.
        CFG = 11,
    }
}

crate::named_consts! {
    /// The bitmap generator's states.
    pub ring_bm_state: 2 {
        IDLE = 0,
        /// The bitmap writer's command offered.
        CMD = 1,
        /// Its words.
        WORDS = 2,
    }
}

crate::named_consts! {
    /// The write mux's states.
    pub ring_mux: 2 {
        IDLE = 0,
        /// A writer's request offered.
        REQ = 1,
        /// Its words, to the last.
        DATA = 2,
    }
}

crate::named_consts! {
    /// Byte and word arithmetic of the chunks and bitmaps.
    pub ring_const: 8 {
        /// The last word of a chunk at most.
        CHUNK_LAST = 255,
        /// log2 of a word's bytes, and of a bitmap byte's bits.
        BYTE_SHIFT = 3,
        /// Bytes of a full word and of a half.
        WORD_BYTES = 8,
        HALF_BYTES = 4,
        /// The keep of a full and of a half word.
        KEEP_ALL = 0xFF,
        KEEP_HALF = 0x0F,
        /// One: a bitmap byte's bit 0, a ring's size from its shift.
        FIRST = 1,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicRing {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_fpdu_end: Signal<In, Bit>,
    pub s_end_lo: Signal<In, Bit>,
    pub s_conn: Signal<In, Bits<8>>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub s_cfg: RingCfgIn,
    pub s_acked: AckedIn,
    pub m_wr: DmaWrOut,
    pub m_wd: DmaWdOut,
    pub m_send: HostCmdOut,
    pub s_ans: HostAnsIn,
    /// The TOE's ring layout (`cfg_ring_base`, `cfg_bitmap_base`, `cfg_ring_shift`: 17..=28).
    pub cfg_ring_base: Signal<In, Bits<64>>,
    pub cfg_bitmap_base: Signal<In, Bits<64>>,
    pub cfg_ring_shift: Signal<In, Bits<5>>,
    /// Nothing held: no partial FPDU, no chunk, every write taken, no SEND pending.
    pub idle: Signal<Out, Bit>,
    /// Chunks written; SENDs taken; chunks dropped (QP not live); SENDs the TOE refused.
    pub cnt_chunks: Signal<Out, Bits<32>>,
    pub cnt_sends: Signal<Out, Bits<32>>,
    pub cnt_dropped: Signal<Out, Bits<16>>,
    pub cnt_refused: Signal<Out, Bits<16>>,
    /// Bytes written into the rings and into their bitmaps.
    pub cnt_ring_bytes: Signal<Out, Bits<32>>,
    pub cnt_bmp_bytes: Signal<Out, Bits<32>>,
    cbuf: RamFifo<{ ring_word::BITS }, BUF_BITS>,
    chunks: RamFifo<{ ring_chunk::BITS }, CHUNKQ_BITS>,
    ring_wr: ToeAreaWr,
    wdq: Fifo2<{ ring_wd::BITS }>,
    bmp_wr: ToeAreaWr,
    // Input: the held half, whether it ends its FPDU (a second word due), the chunk's words.
    pend: DFF<Bits<32>>,
    pend_v: DFF<Bit>,
    pend_end: DFF<Bit>,
    cw: DFF<Bits<8>>,
    cur_qp: DFF<Bits<4>>,
    // Per QP.
    live: [DFF<Bit>; QPS],
    conn: [DFF<Bits<10>>; QPS],
    seq: [DFF<Bits<32>>; QPS],
    sent: [DFF<Bits<32>>; QPS],
    acked: [DFF<Bits<32>>; QPS],
    kept: [DFF<Bits<8>>; QPS],
    // Output FSM and the chunk at work.
    st: DFF<Bits<4>>,
    qsel: DFF<Bits<16>>,
    c_bytes: DFF<Bits<12>>,
    c_end: DFF<Bit>,
    r_live: DFF<Bit>,
    r_conn: DFF<Bits<10>>,
    r_seq: DFF<Bits<32>>,
    r_sent: DFF<Bits<32>>,
    r_acked: DFF<Bits<32>>,
    r_kept: DFF<Bits<8>>,
    r_used: DFF<Bits<32>>,
    /// The chunk's last byte's index from its bitmap byte's bit 0 (`o mod 8 + len - 1`).
    r_span: DFF<Bits<12>>,
    r_first: DFF<Bits<8>>,
    r_endbyte: DFF<Bits<8>>,
    r_fits: DFF<Bit>,
    /// The chunk taken from the queue's head in IDLE: popped in the next cycle.
    fresh: DFF<Bit>,
    ring_bytes: DFF<Bits<32>>,
    flen: DFF<Bits<32>>,
    /// The chunk's QP's words after it, written a cycle after BITS (`upd`).
    n_seq: DFF<Bits<32>>,
    n_sent: DFF<Bits<32>>,
    n_kept: DFF<Bits<8>>,
    upd: DFF<Bit>,
    /// A configuration taken and held until CFG applies it (`applying`).
    cfg_v: DFF<Bit>,
    applying: DFF<Bit>,
    cfg_selr: DFF<Bits<16>>,
    cfg_live: DFF<Bit>,
    cfg_conn: DFF<Bits<10>>,
    cfg_seq: DFF<Bits<32>>,
    cfg_sent: DFF<Bits<32>>,
    cfg_acked: DFF<Bits<32>>,
    cfg_kept: DFF<Bits<8>>,
    // Bitmap generator.
    bm_st: DFF<Bits<2>>,
    b_conn: DFF<Bits<10>>,
    b_at: DFF<Bits<32>>,
    b_len: DFF<Bits<16>>,
    b_first: DFF<Bits<64>>,
    b_last: DFF<Bits<64>>,
    b_wm1: DFF<Bits<6>>,
    b_i: DFF<Bits<6>>,
    // Write mux.
    mx: DFF<Bits<2>>,
    mx_bmp: DFF<Bit>,
    req_r: DFF<Bit>,
    req_b: DFF<Bit>,
    pass_r: DFF<Bit>,
    pass_b: DFF<Bit>,
    // SEND.
    s_conn_r: DFF<Bits<10>>,
    n_chunks: DFF<Bits<32>>,
    n_sends: DFF<Bits<32>>,
    n_dropped: DFF<Bits<16>>,
    n_refused: DFF<Bits<16>>,
    lo: Signal<Local, Bits<32>>,
    hi: Signal<Local, Bits<32>>,
    k_lo: Signal<Local, Bit>,
    k_hi: Signal<Local, Bit>,
    lo_end: Signal<Local, Bit>,
    hi_end: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    emit: Signal<Local, Bit>,
    w_data: Signal<Local, Bits<64>>,
    w_half: Signal<Local, Bit>,
    w_fend: Signal<Local, Bit>,
    w_qp: Signal<Local, Bits<4>>,
    w_close: Signal<Local, Bit>,
    w_bytes: Signal<Local, Bits<12>>,
    cw_bytes: Signal<Local, Bits<12>>,
    head: Signal<Local, Bits<{ ring_chunk::BITS }>>,
    head_sel: Signal<Local, Bits<16>>,
    cfg_sel: Signal<Local, Bits<16>>,
    acked_sel: Signal<Local, Bits<16>>,
    is_idle: Signal<Local, Bit>,
    sel_live: Signal<Local, Bit>,
    sel_conn: Signal<Local, Bits<10>>,
    sel_seq: Signal<Local, Bits<32>>,
    sel_sent: Signal<Local, Bits<32>>,
    sel_acked: Signal<Local, Bits<32>>,
    sel_kept: Signal<Local, Bits<8>>,
    o7: Signal<Local, Bits<3>>,
    o7_wide: Signal<Local, Bits<12>>,
    o7_one: Signal<Local, Bits<8>>,
    span_sum: Signal<Local, Bits<12>>,
    eb: Signal<Local, Bits<3>>,
    lane: Signal<Local, Bits<3>>,
    lane_bits: Signal<Local, Bits<6>>,
    endbyte_wide: Signal<Local, Bits<64>>,
    new_kept: Signal<Local, Bits<8>>,
    bytes32: Signal<Local, Bits<32>>,
    span_top: Signal<Local, Bits<12>>,
    bm_free: Signal<Local, Bit>,
    bm_word: Signal<Local, Bits<64>>,
    bm_lastw: Signal<Local, Bit>,
    buf_word: Signal<Local, Bits<{ ring_word::BITS }>>,
    wd_valid: Signal<Local, Bit>,
    wd_data: Signal<Local, Bits<64>>,
    wd_keep: Signal<Local, Bits<8>>,
    wd_last: Signal<Local, Bit>,
    wdq_head: Signal<Local, Bits<{ ring_wd::BITS }>>,
    data_last: Signal<Local, Bit>,
}

impl Logic for RnicRing {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, pend, pend_v, pend_end, cw, cur_qp, st, qsel, c_bytes, c_end, r_live, r_conn, r_seq, r_sent, r_acked, r_kept,
            r_used, r_span, r_first, r_endbyte, r_fits, fresh, ring_bytes, flen, n_seq, n_sent, n_kept, upd, cfg_v, applying, cfg_selr, cfg_live, cfg_conn, cfg_seq,
            cfg_sent, cfg_acked, cfg_kept, bm_st, b_conn, b_at, b_len, b_first, b_last, b_wm1, b_i, mx,
            mx_bmp, req_r, req_b, pass_r, pass_b, s_conn_r, n_chunks, n_sends, n_dropped, n_refused
        );
        self.cbuf.clock.next = self.clock.val();
        self.cbuf.reset.next = self.reset.val();
        self.chunks.clock.next = self.clock.val();
        self.chunks.reset.next = self.reset.val();
        self.wdq.clock.next = self.clock.val();
        self.wdq.reset.next = self.reset.val();
        self.ring_wr.clock.next = self.clock.val();
        self.ring_wr.reset.next = self.reset.val();
        self.bmp_wr.clock.next = self.clock.val();
        self.bmp_wr.reset.next = self.reset.val();
        for k in 0..QPS {
            self.live[k].clock.next = self.clock.val();
            self.live[k].d.next = self.live[k].q.val();
            self.conn[k].clock.next = self.clock.val();
            self.conn[k].d.next = self.conn[k].q.val();
            self.seq[k].clock.next = self.clock.val();
            self.seq[k].d.next = self.seq[k].q.val();
            self.sent[k].clock.next = self.clock.val();
            self.sent[k].d.next = self.sent[k].q.val();
            self.acked[k].clock.next = self.clock.val();
            self.acked[k].d.next = self.acked[k].q.val();
            self.kept[k].clock.next = self.clock.val();
            self.kept[k].d.next = self.kept[k].q.val();
        }
        // The ring's bytes, from its configured shift.
        self.ring_bytes.d.next = bits::<32>(ring_const::FIRST) << self.cfg_ring_shift.val();
        self.ring_wr.cfg_area_base.next = self.cfg_ring_base.val();
        self.ring_wr.cfg_area_shift.next = self.cfg_ring_shift.val();
        self.bmp_wr.cfg_area_base.next = self.cfg_bitmap_base.val();
        // The bitmaps' shift from the configuration (static, like every cfg_ input: kept
        // combinational, as a register its paths into the writer's area arithmetic count).
        self.bmp_wr.cfg_area_shift.next = self.cfg_ring_shift.val() - bits::<5>(ring_const::BYTE_SHIFT);

        // ---- Input: halves packed from lane 0 per FPDU, cut into chunks.
        self.lo.next = self.s_data.val().get_value_rh_lo();
        self.hi.next = self.s_data.val().get_value_rh_hi();
        self.k_lo.next = self.s_keep.val().get_value_rk_lo();
        self.k_hi.next = self.s_keep.val().get_value_rk_hi();
        self.lo_end.next = self.s_fpdu_end.val() & self.s_end_lo.val();
        self.hi_end.next = self.s_fpdu_end.val() & !self.s_end_lo.val();
        self.s_ready.next = !self.pend_end.q.val() & !self.cbuf.full.val() & !self.chunks.full.val() & !self.reset.val();
        self.take.next = self.s_valid.val() & self.s_ready.val();
        self.emit.next = false;
        self.w_data.next = bits::<64>(0);
        self.w_half.next = false;
        self.w_fend.next = false;
        self.w_qp.next = self.s_conn.val().get_value_rn_qp();
        if self.take.val() {
            self.cur_qp.d.next = self.s_conn.val().get_value_rn_qp();
            if self.pend_v.q.val() {
                // A held half: the low half completes a word with it.
                if self.k_lo.val() {
                    self.emit.next = true;
                    self.w_data.next = bits::<64>(0);
                    self.w_data.next.set_value_rh_lo(self.pend.q.val());
                    self.w_data.next.set_value_rh_hi(self.lo.val());
                    self.w_fend.next = self.lo_end.val();
                    self.pend_v.d.next = false;
                    if self.k_hi.val() {
                        // The high half: held, and due as a word of its own next cycle if
                        // it ends its FPDU.
                        self.pend.d.next = self.hi.val();
                        self.pend_v.d.next = true;
                        self.pend_end.d.next = self.hi_end.val();
                    }
                }
            } else if self.k_lo.val() & self.lo_end.val() {
                // The low half ends an FPDU alone; the high half, if kept, starts the next.
                self.emit.next = true;
                self.w_data.next = bit_cast::<64, 32>(self.lo.val());
                self.w_half.next = true;
                self.w_fend.next = true;
                if self.k_hi.val() {
                    self.pend.d.next = self.hi.val();
                    self.pend_v.d.next = true;
                }
            } else if self.k_lo.val() & self.k_hi.val() {
                self.emit.next = true;
                self.w_data.next = self.s_data.val();
                self.w_fend.next = self.hi_end.val();
            } else if self.k_lo.val() {
                self.pend.d.next = self.lo.val();
                self.pend_v.d.next = true;
            } else if self.k_hi.val() {
                // An FPDU starting at lane 4 (or one ending there alone).
                if self.hi_end.val() {
                    self.emit.next = true;
                    self.w_data.next = bit_cast::<64, 32>(self.hi.val());
                    self.w_half.next = true;
                    self.w_fend.next = true;
                } else {
                    self.pend.d.next = self.hi.val();
                    self.pend_v.d.next = true;
                }
            }
        }
        if self.pend_end.q.val() & !self.cbuf.full.val() & !self.chunks.full.val() {
            // The held half ends its FPDU: its own word, the input held this cycle (and
            // until the buffers have room: the word before it may have filled them).
            self.emit.next = true;
            self.w_data.next = bit_cast::<64, 32>(self.pend.q.val());
            self.w_half.next = true;
            self.w_fend.next = true;
            self.w_qp.next = self.cur_qp.q.val();
            self.pend_v.d.next = false;
            self.pend_end.d.next = false;
        }
        self.w_close.next = self.w_fend.val() | (self.cw.q.val() == bits::<8>(ring_const::CHUNK_LAST));
        self.cw_bytes.next = bit_cast::<12, 8>(self.cw.q.val()) << ring_const::BYTE_SHIFT;
        self.w_bytes.next = self.cw_bytes.val() + bits::<12>(ring_const::WORD_BYTES);
        if self.w_half.val() {
            self.w_bytes.next = self.cw_bytes.val() + bits::<12>(ring_const::HALF_BYTES);
        }
        self.cbuf.push.next = self.emit.val();
        self.cbuf.din.next = bits::<{ ring_word::BITS }>(0);
        self.cbuf.din.next.set_value_rw_data(self.w_data.val());
        self.cbuf.din.next.set_value_rw_last(self.w_close.val());
        self.cbuf.din.next.set_value_rw_half(self.w_half.val());
        self.chunks.push.next = self.emit.val() & self.w_close.val();
        self.chunks.din.next = bits::<{ ring_chunk::BITS }>(0);
        self.chunks.din.next.set_value_rc_bytes(self.w_bytes.val());
        self.chunks.din.next.set_value_rc_qp(self.w_qp.val());
        self.chunks.din.next.set_value_rc_end(self.w_fend.val());
        if self.emit.val() {
            self.cw.d.next = self.cw.q.val() + 1;
            if self.w_close.val() {
                self.cw.d.next = bits::<8>(0);
            }
        }

        // ---- Per-QP selects.
        self.head.next = self.chunks.dout.val();
        self.head_sel.next = bits::<16>(qp_onehot::QP0) << self.head.val().get_value_rc_qp();
        self.cfg_sel.next = bits::<16>(qp_onehot::QP0) << self.s_cfg.qp.val();
        self.acked_sel.next = bits::<16>(qp_onehot::QP0) << self.s_acked.qp.val();
        self.sel_live.next = false;
        self.sel_conn.next = bits::<10>(0);
        self.sel_seq.next = bits::<32>(0);
        self.sel_sent.next = bits::<32>(0);
        self.sel_acked.next = bits::<32>(0);
        self.sel_kept.next = bits::<8>(0);
        for k in 0..QPS {
            if self.qsel.q.val().get_bit(k) {
                self.sel_live.next = self.sel_live.val() | self.live[k].q.val();
                self.sel_conn.next = self.sel_conn.val() | self.conn[k].q.val();
                self.sel_seq.next = self.sel_seq.val() | self.seq[k].q.val();
                self.sel_sent.next = self.sel_sent.val() | self.sent[k].q.val();
                self.sel_acked.next = self.sel_acked.val() | self.acked[k].q.val();
                self.sel_kept.next = self.sel_kept.val() | self.kept[k].q.val();
            }
        }

        // ---- Acknowledgements: the TOE's count for the QP, always taken.
        self.s_acked.ready.next = !self.reset.val();
        if self.s_acked.valid.val() {
            for k in 0..QPS {
                if self.acked_sel.val().get_bit(k) {
                    self.acked[k].d.next = self.s_acked.value.val();
                }
            }
        }

        // ---- Output FSM.
        self.is_idle.next = self.st.q.val() == ring_state::IDLE;
        // A configuration is held in registers when taken, then applied in the CFG state
        // from them (the write enables of a QP's words come from two flops, not from the
        // FSM's state and the channel).
        self.s_cfg.ready.next = !self.cfg_v.q.val() & !self.reset.val();
        if self.s_cfg.valid.val() & self.s_cfg.ready.val() {
            self.cfg_v.d.next = true;
            self.cfg_selr.d.next = self.cfg_sel.val();
            self.cfg_live.d.next = self.s_cfg.live.val();
            self.cfg_conn.d.next = self.s_cfg.conn.val();
            self.cfg_seq.d.next = self.s_cfg.seq.val();
            self.cfg_sent.d.next = self.s_cfg.sent.val();
            self.cfg_acked.d.next = self.s_cfg.acked.val();
            self.cfg_kept.d.next = self.s_cfg.kept.val();
        }
        if self.is_idle.val() & self.cfg_v.q.val() {
            self.applying.d.next = true;
            self.st.d.next = bits::<4>(ring_state::CFG);
        }
        if self.applying.q.val() {
            for k in 0..QPS {
                if self.cfg_selr.q.val().get_bit(k) {
                    self.live[k].d.next = self.cfg_live.q.val();
                    self.conn[k].d.next = self.cfg_conn.q.val();
                    self.seq[k].d.next = self.cfg_seq.q.val();
                    self.sent[k].d.next = self.cfg_sent.q.val();
                    self.acked[k].d.next = self.cfg_acked.q.val();
                    self.kept[k].d.next = self.cfg_kept.q.val();
                }
            }
            self.applying.d.next = false;
            self.cfg_v.d.next = false;
            self.st.d.next = bits::<4>(ring_state::IDLE);
        }
        self.fresh.d.next = false;
        if self.is_idle.val() & !self.cfg_v.q.val() & self.chunks.valid.val() {
            self.qsel.d.next = self.head_sel.val();
            self.c_bytes.d.next = self.head.val().get_value_rc_bytes();
            self.c_end.d.next = self.head.val().get_value_rc_end();
            self.fresh.d.next = true;
            self.st.d.next = bits::<4>(ring_state::LOAD);
        }
        // The chunk queue popped once, in the LOAD after IDLE took its head, by a flag of its
        // own (the pop feeds the queue's LUT RAM address: a comparison, then a state decode,
        // in front of it missed 156.25 MHz).
        self.r_fits.d.next = self.r_used.q.val() <= self.ring_bytes.q.val();
        self.chunks.pop.next = self.fresh.q.val();
        if self.st.q.val() == ring_state::LOAD {
            self.r_live.d.next = self.sel_live.val();
            self.r_conn.d.next = self.sel_conn.val();
            self.r_seq.d.next = self.sel_seq.val();
            self.r_sent.d.next = self.sel_sent.val();
            self.r_acked.d.next = self.sel_acked.val();
            self.r_kept.d.next = self.sel_kept.val();
            self.st.d.next = bits::<4>(ring_state::USED);
        }
        // USED: the ring's bytes with this chunk; the bitmap's span and edge bytes.
        self.bytes32.next = bit_cast::<32, 12>(self.c_bytes.q.val());
        self.o7.next = self.r_seq.q.val().get_value_rl_lane();
        self.o7_wide.next = bit_cast::<12, 3>(self.o7.val());
        self.o7_one.next = bits::<8>(ring_const::FIRST) << self.o7.val();
        self.span_sum.next = self.o7_wide.val() + self.c_bytes.q.val();
        if self.st.q.val() == ring_state::USED {
            self.r_used.d.next = self.r_sent.q.val() - self.r_acked.q.val() + self.bytes32.val();
            self.r_span.d.next = self.span_sum.val() - 1;
            self.r_first.d.next = self.r_kept.q.val() & (self.o7_one.val() - 1);
            self.st.d.next = bits::<4>(ring_state::ROOM);
        }
        self.eb.next = self.r_span.q.val().get_value_sp_bit();
        self.r_endbyte.d.next = bits::<8>(0);
        if self.c_end.q.val() {
            self.r_endbyte.d.next = bits::<8>(ring_const::FIRST) << self.eb.val();
        }
        // ROOM: compared; FIT: the chunk fits the ring's free space, or LOAD again (a fresh
        // count of the acknowledged bytes); a QP not live drops it.
        if self.st.q.val() == ring_state::ROOM {
            self.st.d.next = bits::<4>(ring_state::FIT);
        }
        if self.st.q.val() == ring_state::FIT {
            if !self.r_live.q.val() {
                self.st.d.next = bits::<4>(ring_state::DROP);
            } else if self.r_fits.q.val() {
                self.st.d.next = bits::<4>(ring_state::BITS);
            } else {
                self.st.d.next = bits::<4>(ring_state::LOAD);
            }
        }
        // BITS: the generator loaded when free; the QP's position, count and kept byte move.
        self.bm_free.next = self.bm_st.q.val() == ring_bm_state::IDLE;
        self.span_top.next = self.r_span.q.val() >> ring_const::BYTE_SHIFT;
        self.lane.next = self.r_span.q.val().get_value_sp_lane();
        self.lane_bits.next = bit_cast::<6, 3>(self.lane.val()) << ring_const::BYTE_SHIFT;
        self.endbyte_wide.next = bit_cast::<64, 8>(self.r_endbyte.q.val()) << self.lane_bits.val();
        self.new_kept.next = self.r_endbyte.q.val();
        if !self.span_top.val().any() {
            self.new_kept.next = self.r_first.q.val() | self.r_endbyte.q.val();
        }
        if (self.st.q.val() == ring_state::BITS) & self.bm_free.val() {
            self.b_conn.d.next = self.r_conn.q.val();
            self.b_at.d.next = self.r_seq.q.val() >> ring_const::BYTE_SHIFT;
            self.b_len.d.next = bit_cast::<16, 12>(self.span_top.val()) + 1;
            self.b_first.d.next = bit_cast::<64, 8>(self.r_first.q.val());
            self.b_last.d.next = self.endbyte_wide.val();
            self.b_wm1.d.next = self.r_span.q.val().get_value_sp_word();
            self.b_i.d.next = bits::<6>(0);
            self.bm_st.d.next = bits::<2>(ring_bm_state::CMD);
            self.n_seq.d.next = self.r_seq.q.val() + self.bytes32.val();
            self.n_sent.d.next = self.r_sent.q.val() + self.bytes32.val();
            self.n_kept.d.next = self.new_kept.val();
            self.upd.d.next = true;
            self.flen.d.next = self.flen.q.val() + self.bytes32.val();
            self.st.d.next = bits::<4>(ring_state::CMD);
        }
        // The QP's position, count and kept byte moved a cycle after BITS, from registers.
        if self.upd.q.val() {
            for k in 0..QPS {
                if self.qsel.q.val().get_bit(k) {
                    self.seq[k].d.next = self.n_seq.q.val();
                    self.sent[k].d.next = self.n_sent.q.val();
                    self.kept[k].d.next = self.n_kept.q.val();
                }
            }
            self.upd.d.next = false;
        }
        // CMD: the ring's writer takes the chunk's command.
        self.ring_wr.s_cmd.valid.next = self.st.q.val() == ring_state::CMD;
        self.ring_wr.s_cmd.conn.next = self.r_conn.q.val();
        self.ring_wr.s_cmd.seq.next = self.r_seq.q.val();
        self.ring_wr.s_cmd.len.next = bit_cast::<16, 12>(self.c_bytes.q.val());
        if (self.st.q.val() == ring_state::CMD) & self.ring_wr.s_cmd.ready.val() {
            self.st.d.next = bits::<4>(ring_state::DATA);
        }
        // DATA: the chunk's words (DROP: the same words, to nowhere).
        self.buf_word.next = self.cbuf.dout.val();
        self.data_last.next = self.buf_word.val().get_value_rw_last();
        self.ring_wr.s_data.next = self.buf_word.val().get_value_rw_data();
        self.ring_wr.s_keep.next = bits::<8>(ring_const::KEEP_ALL);
        if self.buf_word.val().get_value_rw_half() {
            self.ring_wr.s_keep.next = bits::<8>(ring_const::KEEP_HALF);
        }
        self.ring_wr.s_last.next = self.data_last.val();
        self.ring_wr.s_valid.next = (self.st.q.val() == ring_state::DATA) & self.cbuf.valid.val();
        self.cbuf.pop.next = ((self.st.q.val() == ring_state::DATA) & self.ring_wr.s_ready.val()) | (self.st.q.val() == ring_state::DROP);
        if (self.st.q.val() == ring_state::DATA) & self.cbuf.valid.val() & self.ring_wr.s_ready.val() & self.data_last.val() {
            self.n_chunks.d.next = self.n_chunks.q.val() + 1;
            self.st.d.next = bits::<4>(ring_state::IDLE);
            if self.c_end.q.val() {
                self.st.d.next = bits::<4>(ring_state::WAIT);
            }
        }
        if (self.st.q.val() == ring_state::DROP) & self.cbuf.valid.val() & self.data_last.val() {
            self.n_dropped.d.next = self.n_dropped.q.val() + 1;
            self.st.d.next = bits::<4>(ring_state::IDLE);
            if self.c_end.q.val() {
                self.flen.d.next = bits::<32>(0);
            }
        }
        // WAIT: both writers idle with every word taken (the bitmap's command given).
        if (self.st.q.val() == ring_state::WAIT) & self.bm_free.val() & self.ring_wr.idle.val() & self.bmp_wr.idle.val() & (self.mx.q.val() == ring_mux::IDLE) & !self.wdq.valid.val() {
            self.s_conn_r.d.next = self.r_conn.q.val();
            self.st.d.next = bits::<4>(ring_state::SEND);
        }
        // SEND: the record to the TOE.
        self.m_send.valid.next = self.st.q.val() == ring_state::SEND;
        self.m_send.op.next = bits::<3>(host_op::SEND);
        self.m_send.conn.next = self.s_conn_r.q.val();
        self.m_send.n.next = self.flen.q.val();
        self.m_send.remote_ip.next = bits::<32>(0);
        self.m_send.remote_port.next = bits::<16>(0);
        self.m_send.local_port.next = bits::<16>(0);
        self.m_send.remote_mac.next = bits::<48>(0);
        if (self.st.q.val() == ring_state::SEND) & self.m_send.ready.val() {
            self.n_sends.d.next = self.n_sends.q.val() + 1;
            self.flen.d.next = bits::<32>(0);
            self.st.d.next = bits::<4>(ring_state::IDLE);
        }
        self.s_ans.ready.next = !self.reset.val();
        if self.s_ans.valid.val() & (self.s_ans.status.val() != bits::<2>(host_status::OK)) {
            self.n_refused.d.next = self.n_refused.q.val() + 1;
        }

        // ---- Bitmap generator: its command, then its words.
        self.bmp_wr.s_cmd.valid.next = self.bm_st.q.val() == ring_bm_state::CMD;
        self.bmp_wr.s_cmd.conn.next = self.b_conn.q.val();
        self.bmp_wr.s_cmd.seq.next = self.b_at.q.val();
        self.bmp_wr.s_cmd.len.next = self.b_len.q.val();
        if (self.bm_st.q.val() == ring_bm_state::CMD) & self.bmp_wr.s_cmd.ready.val() {
            self.bm_st.d.next = bits::<2>(ring_bm_state::WORDS);
        }
        self.bm_lastw.next = self.b_i.q.val() == self.b_wm1.q.val();
        self.bm_word.next = bits::<64>(0);
        if !self.b_i.q.val().any() {
            self.bm_word.next = self.b_first.q.val();
        }
        if self.bm_lastw.val() {
            self.bm_word.next = self.bm_word.val() | self.b_last.q.val();
        }
        self.bmp_wr.s_data.next = self.bm_word.val();
        self.bmp_wr.s_keep.next = bits::<8>(ring_const::KEEP_ALL);
        self.bmp_wr.s_last.next = self.bm_lastw.val();
        self.bmp_wr.s_valid.next = self.bm_st.q.val() == ring_bm_state::WORDS;
        if (self.bm_st.q.val() == ring_bm_state::WORDS) & self.bmp_wr.s_ready.val() {
            self.b_i.d.next = self.b_i.q.val() + 1;
            if self.bm_lastw.val() {
                self.bm_st.d.next = bits::<2>(ring_bm_state::IDLE);
            }
        }

        // ---- Write mux: a writer's request, then its words to the last.
        self.m_wr.addr.next = self.ring_wr.m_wr.addr.val();
        self.m_wr.len.next = self.ring_wr.m_wr.len.val();
        self.wd_data.next = self.ring_wr.m_wd.data.val();
        self.wd_keep.next = self.ring_wr.m_wd.keep.val();
        self.wd_last.next = self.ring_wr.m_wd.last.val();
        if self.mx_bmp.q.val() {
            self.m_wr.addr.next = self.bmp_wr.m_wr.addr.val();
            self.m_wr.len.next = self.bmp_wr.m_wr.len.val();
            self.wd_data.next = self.bmp_wr.m_wd.data.val();
            self.wd_keep.next = self.bmp_wr.m_wd.keep.val();
            self.wd_last.next = self.bmp_wr.m_wd.last.val();
        }
        if self.mx.q.val() == ring_mux::IDLE {
            if self.ring_wr.m_wr.valid.val() {
                self.mx_bmp.d.next = false;
                self.req_r.d.next = true;
                self.mx.d.next = bits::<2>(ring_mux::REQ);
            } else if self.bmp_wr.m_wr.valid.val() {
                self.mx_bmp.d.next = true;
                self.req_b.d.next = true;
                self.mx.d.next = bits::<2>(ring_mux::REQ);
            }
        }
        // The handshakes pass through from registered one-hot flags (a writer's request, its
        // words), so a ready reaches its writer through one AND.
        self.m_wr.valid.next = (self.ring_wr.m_wr.valid.val() & self.req_r.q.val()) | (self.bmp_wr.m_wr.valid.val() & self.req_b.q.val());
        self.ring_wr.m_wr.ready.next = self.m_wr.ready.val() & self.req_r.q.val();
        self.bmp_wr.m_wr.ready.next = self.m_wr.ready.val() & self.req_b.q.val();
        // The words through a two-entry queue (the DMA's ready reaches the writers as the
        // queue's registered room: through the mux it missed 156.25 MHz inside the ring
        // writer's next-request arithmetic).
        self.wd_valid.next = (self.ring_wr.m_wd.valid.val() & self.pass_r.q.val()) | (self.bmp_wr.m_wd.valid.val() & self.pass_b.q.val());
        self.ring_wr.m_wd.ready.next = !self.wdq.full.val() & self.pass_r.q.val();
        self.bmp_wr.m_wd.ready.next = !self.wdq.full.val() & self.pass_b.q.val();
        self.wdq.push.next = self.wd_valid.val() & !self.wdq.full.val();
        self.wdq.din.next = bits::<{ ring_wd::BITS }>(0);
        self.wdq.din.next.set_value_wd_data(self.wd_data.val());
        self.wdq.din.next.set_value_wd_keep(self.wd_keep.val());
        self.wdq.din.next.set_value_wd_last(self.wd_last.val());
        self.wdq_head.next = self.wdq.dout.val();
        self.m_wd.valid.next = self.wdq.valid.val();
        self.m_wd.data.next = self.wdq_head.val().get_value_wd_data();
        self.m_wd.keep.next = self.wdq_head.val().get_value_wd_keep();
        self.m_wd.last.next = self.wdq_head.val().get_value_wd_last();
        self.wdq.pop.next = self.m_wd.ready.val();
        if self.m_wr.valid.val() & self.m_wr.ready.val() {
            self.req_r.d.next = false;
            self.req_b.d.next = false;
            self.pass_r.d.next = self.req_r.q.val();
            self.pass_b.d.next = self.req_b.q.val();
            self.mx.d.next = bits::<2>(ring_mux::DATA);
        }
        // The writer's last word pushed: its words stop passing; the mux is free once that
        // word has left the queue (a request never goes before the last one's words).
        if self.wd_valid.val() & !self.wdq.full.val() & self.wd_last.val() {
            self.pass_r.d.next = false;
            self.pass_b.d.next = false;
        }
        if self.m_wd.valid.val() & self.m_wd.ready.val() & self.m_wd.last.val() {
            self.mx.d.next = bits::<2>(ring_mux::IDLE);
        }

        self.cnt_chunks.next = self.n_chunks.q.val();
        self.cnt_sends.next = self.n_sends.q.val();
        self.cnt_dropped.next = self.n_dropped.q.val();
        self.cnt_refused.next = self.n_refused.q.val();
        self.cnt_ring_bytes.next = self.ring_wr.cnt_bytes.val();
        self.cnt_bmp_bytes.next = self.bmp_wr.cnt_bytes.val();
        self.idle.next = self.is_idle.val()
            & !self.cfg_v.q.val()
            & !self.pend_v.q.val()
            & !self.cw.q.val().any()
            & !self.cbuf.valid.val()
            & !self.chunks.valid.val()
            & self.bm_free.val()
            & self.ring_wr.idle.val()
            & self.bmp_wr.idle.val()
            & (self.mx.q.val() == ring_mux::IDLE)
            & !self.wdq.valid.val();

        if self.reset.val() {
            self.pend_v.d.next = false;
            self.pend_end.d.next = false;
            self.cw.d.next = bits::<8>(0);
            self.st.d.next = bits::<4>(ring_state::IDLE);
            self.bm_st.d.next = bits::<2>(ring_bm_state::IDLE);
            self.mx.d.next = bits::<2>(ring_mux::IDLE);
            self.req_r.d.next = false;
            self.req_b.d.next = false;
            self.pass_r.d.next = false;
            self.pass_b.d.next = false;
            self.flen.d.next = bits::<32>(0);
            self.upd.d.next = false;
            self.cfg_v.d.next = false;
            self.applying.d.next = false;
            self.n_chunks.d.next = bits::<32>(0);
            self.n_sends.d.next = bits::<32>(0);
            self.n_dropped.d.next = bits::<16>(0);
            self.n_refused.d.next = bits::<16>(0);
            for k in 0..QPS {
                self.live[k].d.next = false;
            }
        }
    }
}
