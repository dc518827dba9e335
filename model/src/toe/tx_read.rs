//! ToeTxRead: a segment's payload from the connection's send ring in host memory, emitted as
//! `rtl/toe_tx_read.v`.
//!
//! The byte with sequence number `s` of connection `conn` sits at `cfg_ring_base` +
//! `conn` x 2^`cfg_ring_shift` + (`s` mod 2^`cfg_ring_shift`) (the host driver writes the
//! ULP's records there; toe_rec_find's bitmap marks their ends). For a command (`s_rd`,
//! [`TxRdIn`]: toe_send_cut's DATA decision) the block reads the 64-bit words that hold bytes
//! seq .. seq + len - 1 (`m_dma_rd`: 8-byte aligned reads of at most 4 KiB, never across a
//! 4 KiB page; the ring's end is a page boundary, so a payload that wraps the ring continues
//! at its start) and sends the payload as one packet on `m_pay` with its first byte in lane 0,
//! full beats but the last (toe_tx_frame's `s_pay`): each word joins the upper lanes of the
//! one before it, shifted by the payload's lane in its first word. Golden: the bytes the
//! reference engine sends (`toe::Toe`'s ring, [`toe_send`](../../../golden) reads the same).
//!
//! Configuration contract: `cfg_ring_base` 4 KiB aligned, `cfg_ring_shift` 12..=28.
//!
//! Rate: one word a cycle once the reads are out (about 8 bytes a cycle: 183 words for a
//! 1460-byte payload), plus seven cycles a command and three per read.

use super::*;
use crate::tlb::DmaRdOut;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeTxRead {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_rd: TxRdIn,
    pub m_dma_rd: DmaRdOut,
    pub s_dma_data_valid: Signal<In, Bit>,
    pub s_dma_data_ready: Signal<Out, Bit>,
    pub s_dma_data: Signal<In, Bits<64>>,
    pub m_pay_data: Signal<Out, Bits<64>>,
    pub m_pay_keep: Signal<Out, Bits<8>>,
    pub m_pay_last: Signal<Out, Bit>,
    pub m_pay_valid: Signal<Out, Bit>,
    pub m_pay_ready: Signal<In, Bit>,
    /// Connection 0's ring (4 KiB aligned); log2 of each ring's bytes (12..=28).
    pub cfg_ring_base: Signal<In, Bits<64>>,
    pub cfg_ring_shift: Signal<In, Bits<5>>,
    /// Commands taken; ring words read.
    pub cnt_reads: Signal<Out, Bits<32>>,
    pub cnt_words: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    conn: DFF<Bits<10>>,
    seq: DFF<Bits<32>>,
    len: DFF<Bits<16>>,
    n_rd: DFF<Bits<32>>,
    n_words: DFF<Bits<32>>,
    span_w: DFF<Bits<17>>,
    span_n: DFF<Bits<17>>,
    last_keep: DFF<Bits<8>>,
    word_mask: DFF<Bits<32>>,
    conn_off: DFF<Bits<64>>,
    sh: DFF<Bits<7>>,
    shc: DFF<Bits<7>>,
    aligned: DFF<Bit>,
    flush_due: DFF<Bit>,
    conn_base: DFF<Bits<64>>,
    cur_word: DFF<Bits<32>>,
    req_left: DFF<Bits<14>>,
    in_left: DFF<Bits<14>>,
    first_in: DFF<Bit>,
    addr: DFF<Bits<64>>,
    len_words: DFF<Bits<14>>,
    tag: DFF<Bits<8>>,
    prev: DFF<Bits<64>>,
    out_valid: DFF<Bit>,
    out_data: DFF<Bits<64>>,
    out_keep: DFF<Bits<8>>,
    out_last: DFF<Bit>,
    page_left: Signal<Local, Bits<14>>,
    room: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    in_last: Signal<Local, Bit>,
}

impl Logic for ToeTxRead {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, conn, seq, len, n_rd, n_words, span_w, span_n, last_keep, word_mask, conn_off, sh, shc, aligned, flush_due, conn_base, cur_word,
            req_left, in_left, first_in, addr, len_words, tag, prev, out_valid, out_data, out_keep, out_last
        );
        self.s_rd.ready.next = (self.st.q.val() == read_state::IDLE) & !self.reset.val();
        self.cnt_reads.next = self.n_rd.q.val();
        self.cnt_words.next = self.n_words.q.val();
        if (self.st.q.val() == read_state::IDLE) & self.s_rd.valid.val() {
            self.conn.d.next = self.s_rd.conn.val();
            self.seq.d.next = self.s_rd.seq.val();
            self.len.d.next = self.s_rd.len.val();
            self.n_rd.d.next = self.n_rd.q.val() + 1;
            self.st.d.next = bits::<4>(read_state::SETUP);
        }
        // SETUP: the spans in bytes from the first word's lane 0 and from the payload's first
        // byte (plus 7: their words above three bits); the last beat's keep (its lanes are
        // len mod 8, all eight when 0); the ring's word mask and the connection's ring.
        if self.st.q.val() == read_state::SETUP {
            self.span_w.d.next = bit_cast::<17, 3>(self.seq.q.val().get_value_lane()) + bit_cast::<17, 16>(self.len.q.val()) + bits::<17>(read_geom::TOP_LANE);
            self.span_n.d.next = bit_cast::<17, 16>(self.len.q.val()) + bits::<17>(read_geom::TOP_LANE);
            self.last_keep.d.next = !bits::<8>(0) >> (bits::<3>(0) - self.len.q.val().get_value_lanes());
            self.word_mask.d.next = (bits::<32>(1) << (self.cfg_ring_shift.val() - bits::<5>(read_geom::WORD_BYTES_SHIFT))) - 1;
            self.conn_off.d.next = bit_cast::<64, 10>(self.conn.q.val()) << self.cfg_ring_shift.val();
            self.sh.d.next = bit_cast::<7, 3>(self.seq.q.val().get_value_lane()) << read_geom::LANE_BITS_SHIFT;
            self.aligned.d.next = !self.seq.q.val().get_value_lane().any();
            if self.len.q.val().any() {
                self.st.d.next = bits::<4>(read_state::PLACE);
            } else {
                self.st.d.next = bits::<4>(read_state::IDLE);
            }
        }
        // PLACE: the words to read; a last beat from the last word alone when the payload
        // does not reach into a word past its beats (unaligned, as many words as beats, more
        // than one); the
        // connection's ring and its first word.
        if self.st.q.val() == read_state::PLACE {
            self.req_left.d.next = self.span_w.q.val().get_value_rspan_words();
            self.in_left.d.next = self.span_w.q.val().get_value_rspan_words();
            self.first_in.d.next = true;
            self.flush_due.d.next = !self.aligned.q.val()
                & (self.span_w.q.val().get_value_rspan_words() == self.span_n.q.val().get_value_rspan_words())
                & (self.span_w.q.val().get_value_rspan_words() != 1);
            self.shc.d.next = bits::<7>(read_geom::WORD_BITS) - self.sh.q.val();
            self.conn_base.d.next = self.cfg_ring_base.val() + self.conn_off.q.val();
            self.cur_word.d.next = bit_cast::<32, 29>(self.seq.q.val().get_value_lane_word()) & self.word_mask.q.val();
            self.st.d.next = bits::<4>(read_state::ADDR);
        }
        if self.st.q.val() == read_state::ADDR {
            self.addr.d.next = self.conn_base.q.val() + (bit_cast::<64, 32>(self.cur_word.q.val()) << read_geom::WORD_BYTES_SHIFT);
            self.st.d.next = bits::<4>(read_state::LEN);
        }
        // LEN: the words left, up to the page's end (the ring's end is a page boundary).
        self.page_left.next = bits::<14>(read_geom::PAGE_WORDS) - bit_cast::<14, 9>(self.addr.q.val().get_value_addr_page_word());
        if self.st.q.val() == read_state::LEN {
            if self.req_left.q.val() < self.page_left.val() {
                self.len_words.d.next = self.req_left.q.val();
            } else {
                self.len_words.d.next = self.page_left.val();
            }
            self.st.d.next = bits::<4>(read_state::SEND);
        }
        self.m_dma_rd.valid.next = self.st.q.val() == read_state::SEND;
        self.m_dma_rd.addr.next = self.addr.q.val();
        self.m_dma_rd.len.next = bit_cast::<13, 10>(self.len_words.q.val().get_value_words_lo()) << read_geom::WORD_BYTES_SHIFT;
        self.m_dma_rd.tag.next = self.tag.q.val();
        if (self.st.q.val() == read_state::SEND) & self.m_dma_rd.ready.val() {
            self.cur_word.d.next = (self.cur_word.q.val() + bit_cast::<32, 14>(self.len_words.q.val())) & self.word_mask.q.val();
            self.req_left.d.next = self.req_left.q.val() - self.len_words.q.val();
            self.tag.d.next = self.tag.q.val() + 1;
            if self.req_left.q.val() == self.len_words.q.val() {
                self.st.d.next = bits::<4>(read_state::WAIT);
            } else {
                self.st.d.next = bits::<4>(read_state::ADDR);
            }
        }
        // The output register: emptied when taken, loaded by a word or the flush.
        self.m_pay_valid.next = self.out_valid.q.val();
        self.m_pay_data.next = self.out_data.q.val();
        self.m_pay_keep.next = self.out_keep.q.val();
        self.m_pay_last.next = self.out_last.q.val();
        self.room.next = !self.out_valid.q.val() | self.m_pay_ready.val();
        if self.out_valid.q.val() & self.m_pay_ready.val() {
            self.out_valid.d.next = false;
        }
        // The words as they come (any state once placed), one a cycle while the output has
        // room: lane 0 onwards as they are when aligned; else each word's lower lanes join the
        // upper lanes of the one before.
        self.s_dma_data_ready.next = self.in_left.q.val().any() & self.room.val() & !self.reset.val();
        self.take.next = self.s_dma_data_valid.val() & self.in_left.q.val().any() & self.room.val();
        self.in_last.next = self.in_left.q.val() == 1;
        if self.take.val() {
            self.in_left.d.next = self.in_left.q.val() - 1;
            self.first_in.d.next = false;
            self.prev.d.next = self.s_dma_data.val();
            self.n_words.d.next = self.n_words.q.val() + 1;
            self.out_keep.d.next = !bits::<8>(0);
            self.out_last.d.next = false;
            if self.aligned.q.val() {
                self.out_valid.d.next = true;
                self.out_data.d.next = self.s_dma_data.val();
                if self.in_last.val() {
                    self.out_last.d.next = true;
                    self.out_keep.d.next = self.last_keep.q.val();
                }
            } else if self.first_in.q.val() {
                // The only word: its upper lanes are the whole payload.
                if self.in_last.val() {
                    self.out_valid.d.next = true;
                    self.out_data.d.next = self.s_dma_data.val() >> self.sh.q.val();
                    self.out_last.d.next = true;
                    self.out_keep.d.next = self.last_keep.q.val();
                }
            } else {
                self.out_valid.d.next = true;
                self.out_data.d.next = (self.prev.q.val() >> self.sh.q.val()) | (self.s_dma_data.val() << self.shc.q.val());
                if self.in_last.val() & !self.flush_due.q.val() {
                    self.out_last.d.next = true;
                    self.out_keep.d.next = self.last_keep.q.val();
                }
            }
        }
        if (self.st.q.val() == read_state::WAIT) & !self.in_left.q.val().any() {
            if self.flush_due.q.val() {
                self.st.d.next = bits::<4>(read_state::FLUSH);
            } else {
                self.st.d.next = bits::<4>(read_state::IDLE);
            }
        }
        if (self.st.q.val() == read_state::FLUSH) & self.room.val() {
            self.out_valid.d.next = true;
            self.out_data.d.next = self.prev.q.val() >> self.sh.q.val();
            self.out_last.d.next = true;
            self.out_keep.d.next = self.last_keep.q.val();
            self.st.d.next = bits::<4>(read_state::IDLE);
        }
        if self.reset.val() {
            self.st.d.next = bits::<4>(read_state::IDLE);
            self.n_rd.d.next = bits::<32>(0);
            self.n_words.d.next = bits::<32>(0);
            self.in_left.d.next = bits::<14>(0);
            self.out_valid.d.next = false;
            self.tag.d.next = bits::<8>(0);
        }
    }
}
