//! ToeRecFind: the ring's answer to a transmit plan's query, emitted as `rtl/toe_rec_find.v`.
//!
//! A connection's send ring in host memory has a bitmap beside it: one bit per ring byte, set
//! at the last byte of each ULP record (the host driver sets it when it writes the record).
//! The byte with sequence number `s` sits at ring offset `s mod 2^cfg_ring_shift`; its bit
//! is bit `s mod 64` of 64-bit word `(s mod ring) / 64` of the connection's bitmap, which
//! starts at `cfg_bitmap_base + conn x 2^(cfg_ring_shift - 3)`. For a query (`s_q`,
//! [`FindQIn`]: a start and a limit from toe_send_plan) the block reads the bitmap words that
//! hold bytes start .. start + limit - 1 (`m_dma_rd`: 8-byte aligned reads of at most 4 KiB,
//! never across a 4 KiB page, the ring's end being a page boundary), keeps the last word with
//! a bit set inside the range as the words stream in (one a cycle), and halves that word to
//! its highest bit: the last record end in (start, start + limit] (`m_a`, [`FindAOut`]),
//! golden `toe_send::last_end_within`.
//!
//! Configuration contract: `cfg_bitmap_base` 4 KiB aligned, `cfg_ring_shift` 17..=28 (a ring
//! of 128 KiB to 256 MiB, larger than any limit, its bitmap whole pages).
//!
//! Cost: ceil((start mod 64 + limit) / 64) words (24 for a 1460-byte MSS) read as one or two
//! requests per page, then nine cycles after the last word.

use super::*;
use crate::tlb::DmaRdOut;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeRecFind {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_q: FindQIn,
    pub m_a: FindAOut,
    pub m_dma_rd: DmaRdOut,
    pub s_dma_data_valid: Signal<In, Bit>,
    pub s_dma_data_ready: Signal<Out, Bit>,
    pub s_dma_data: Signal<In, Bits<64>>,
    /// Connection 0's bitmap (4 KiB aligned); log2 of each ring's bytes (17..=28).
    pub cfg_bitmap_base: Signal<In, Bits<64>>,
    pub cfg_ring_shift: Signal<In, Bits<5>>,
    /// Queries answered; bitmap words read.
    pub cnt_queries: Signal<Out, Bits<32>>,
    pub cnt_words: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    conn: DFF<Bits<10>>,
    start: DFF<Bits<32>>,
    limit: DFF<Bits<16>>,
    n_q: DFF<Bits<32>>,
    n_words: DFF<Bits<32>>,
    last_byte: DFF<Bits<32>>,
    span: DFF<Bits<17>>,
    word_mask: DFF<Bits<32>>,
    conn_off: DFF<Bits<64>>,
    fb_m1: DFF<Bits<17>>,
    lo_mask: DFF<Bits<64>>,
    hi_mask: DFF<Bits<64>>,
    m_lo: DFF<Bits<64>>,
    m_hi: DFF<Bits<64>>,
    conn_base: DFF<Bits<64>>,
    cur_word: DFF<Bits<32>>,
    req_left: DFF<Bits<11>>,
    beats_left: DFF<Bits<11>>,
    k: DFF<Bits<11>>,
    addr: DFF<Bits<64>>,
    len_words: DFF<Bits<11>>,
    tag: DFF<Bits<8>>,
    hit: DFF<Bit>,
    last_word: DFF<Bits<64>>,
    last_k: DFF<Bits<11>>,
    x: DFF<Bits<64>>,
    bp: DFF<Bits<6>>,
    off: DFF<Bits<17>>,
    ones: Signal<Local, Bits<64>>,
    hi_edge: Signal<Local, Bits<64>>,
    page_left: Signal<Local, Bits<11>>,
    masked: Signal<Local, Bits<64>>,
    beat: Signal<Local, Bit>,
    pos: Signal<Local, Bits<17>>,
}

impl Logic for ToeRecFind {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, conn, start, limit, n_q, n_words, last_byte, span, word_mask, conn_off, fb_m1, lo_mask, hi_mask, m_lo, m_hi, conn_base, cur_word,
            req_left, beats_left, k, addr, len_words, tag, hit, last_word, last_k, x, bp, off
        );
        self.ones.next = !bits::<64>(0);
        self.s_q.ready.next = (self.st.q.val() == find_state::IDLE) & !self.reset.val();
        self.m_a.valid.next = self.st.q.val() == find_state::OUT;
        self.cnt_queries.next = self.n_q.q.val();
        self.cnt_words.next = self.n_words.q.val();
        if (self.st.q.val() == find_state::IDLE) & self.s_q.valid.val() {
            self.conn.d.next = self.s_q.conn.val();
            self.start.d.next = self.s_q.start.val();
            self.limit.d.next = self.s_q.limit.val();
            self.st.d.next = bits::<4>(find_state::SETUP);
        }
        // SETUP: the range's last byte; its span in bits from the first word's bit 0 (plus
        // 63, so the shift below rounds up to words); the ring's word mask; the connection's
        // bitmap offset (2^(shift - 3) bytes each). A limit of 0 asks for nothing.
        if self.st.q.val() == find_state::SETUP {
            self.last_byte.d.next = self.start.q.val() + bit_cast::<32, 16>(self.limit.q.val()) - 1;
            self.span.d.next = bit_cast::<17, 6>(self.start.q.val().get_value_pos_bit()) + bit_cast::<17, 16>(self.limit.q.val()) + bits::<17>(find_geom::TOP_BIT);
            self.fb_m1.d.next = bit_cast::<17, 6>(self.start.q.val().get_value_pos_bit()) - 1;
            self.word_mask.d.next = (bits::<32>(1) << (self.cfg_ring_shift.val() - bits::<5>(find_geom::WORD_SHIFT))) - 1;
            self.conn_off.d.next = bit_cast::<64, 10>(self.conn.q.val()) << (self.cfg_ring_shift.val() - bits::<5>(find_geom::BYTE_SHIFT));
            self.lo_mask.d.next = self.ones.val() << self.start.q.val().get_value_pos_bit();
            self.hit.d.next = false;
            self.off.d.next = bits::<17>(0);
            if self.limit.q.val().any() {
                self.st.d.next = bits::<4>(find_state::PLACE);
            } else {
                self.st.d.next = bits::<4>(find_state::OUT);
            }
        }
        // PLACE: the words to read; the last word's mask up to the last bit; the masks of
        // the first word (the last too when it is the only one); the connection's bitmap and
        // the first word in it.
        self.hi_edge.next = self.ones.val() >> (bits::<6>(find_geom::TOP_BIT) - self.last_byte.q.val().get_value_pos_bit());
        if self.st.q.val() == find_state::PLACE {
            self.req_left.d.next = self.span.q.val().get_value_span_words();
            self.beats_left.d.next = self.span.q.val().get_value_span_words();
            self.hi_mask.d.next = self.hi_edge.val();
            self.m_lo.d.next = self.lo_mask.q.val();
            self.m_hi.d.next = self.ones.val();
            if self.span.q.val().get_value_span_words() == 1 {
                self.m_hi.d.next = self.hi_edge.val();
            }
            self.k.d.next = bits::<11>(0);
            self.conn_base.d.next = self.cfg_bitmap_base.val() + self.conn_off.q.val();
            self.cur_word.d.next = bit_cast::<32, 26>(self.start.q.val().get_value_pos_word()) & self.word_mask.q.val();
            self.st.d.next = bits::<4>(find_state::ADDR);
        }
        if self.st.q.val() == find_state::ADDR {
            self.addr.d.next = self.conn_base.q.val() + (bit_cast::<64, 32>(self.cur_word.q.val()) << find_geom::BYTE_SHIFT);
            self.st.d.next = bits::<4>(find_state::LEN);
        }
        // LEN: the words left, up to the page's end (the ring's end is a page boundary).
        self.page_left.next = bits::<11>(find_geom::PAGE_WORDS) - bit_cast::<11, 9>(self.addr.q.val().get_value_addr_page_word());
        if self.st.q.val() == find_state::LEN {
            if self.req_left.q.val() < self.page_left.val() {
                self.len_words.d.next = self.req_left.q.val();
            } else {
                self.len_words.d.next = self.page_left.val();
            }
            self.st.d.next = bits::<4>(find_state::SEND);
        }
        self.m_dma_rd.valid.next = self.st.q.val() == find_state::SEND;
        self.m_dma_rd.addr.next = self.addr.q.val();
        self.m_dma_rd.len.next = bit_cast::<13, 11>(self.len_words.q.val()) << find_geom::BYTE_SHIFT;
        self.m_dma_rd.tag.next = self.tag.q.val();
        if (self.st.q.val() == find_state::SEND) & self.m_dma_rd.ready.val() {
            self.cur_word.d.next = (self.cur_word.q.val() + bit_cast::<32, 11>(self.len_words.q.val())) & self.word_mask.q.val();
            self.req_left.d.next = self.req_left.q.val() - self.len_words.q.val();
            self.tag.d.next = self.tag.q.val() + 1;
            if self.req_left.q.val() == self.len_words.q.val() {
                self.st.d.next = bits::<4>(find_state::WAIT);
            } else {
                self.st.d.next = bits::<4>(find_state::ADDR);
            }
        }
        // The words as they come (any state once placed): masked to the range at its two
        // ends (the masks of the next word registered); the last one with a bit set is kept.
        self.s_dma_data_ready.next = self.beats_left.q.val().any() & !self.reset.val();
        self.beat.next = self.s_dma_data_valid.val() & self.beats_left.q.val().any();
        self.masked.next = self.s_dma_data.val() & self.m_lo.q.val() & self.m_hi.q.val();
        if self.beat.val() {
            self.k.d.next = self.k.q.val() + 1;
            self.beats_left.d.next = self.beats_left.q.val() - 1;
            self.n_words.d.next = self.n_words.q.val() + 1;
            self.m_lo.d.next = self.ones.val();
            self.m_hi.d.next = self.ones.val();
            if self.beats_left.q.val() == 2 {
                self.m_hi.d.next = self.hi_mask.q.val();
            }
            if self.masked.val().any() {
                self.hit.d.next = true;
                self.last_word.d.next = self.masked.val();
                self.last_k.d.next = self.k.q.val();
            }
        }
        if (self.st.q.val() == find_state::WAIT) & !self.beats_left.q.val().any() {
            self.x.d.next = self.last_word.q.val();
            self.bp.d.next = bits::<6>(0);
            if self.hit.q.val() {
                self.st.d.next = bits::<4>(find_state::H32);
            } else {
                self.st.d.next = bits::<4>(find_state::OUT);
            }
        }
        // H32 .. H1: the highest set bit, an upper half at a time.
        if self.st.q.val() == find_state::H32 {
            if (self.x.q.val() >> find_geom::HALF_32).any() {
                self.x.d.next = self.x.q.val() >> find_geom::HALF_32;
                self.bp.d.next = self.bp.q.val() + bits::<6>(find_geom::HALF_32);
            }
            self.st.d.next = bits::<4>(find_state::H16);
        }
        if self.st.q.val() == find_state::H16 {
            if (self.x.q.val() >> find_geom::HALF_16).any() {
                self.x.d.next = self.x.q.val() >> find_geom::HALF_16;
                self.bp.d.next = self.bp.q.val() + bits::<6>(find_geom::HALF_16);
            }
            self.st.d.next = bits::<4>(find_state::H8);
        }
        if self.st.q.val() == find_state::H8 {
            if (self.x.q.val() >> find_geom::HALF_8).any() {
                self.x.d.next = self.x.q.val() >> find_geom::HALF_8;
                self.bp.d.next = self.bp.q.val() + bits::<6>(find_geom::HALF_8);
            }
            self.st.d.next = bits::<4>(find_state::H4);
        }
        if self.st.q.val() == find_state::H4 {
            if (self.x.q.val() >> find_geom::HALF_4).any() {
                self.x.d.next = self.x.q.val() >> find_geom::HALF_4;
                self.bp.d.next = self.bp.q.val() + bits::<6>(find_geom::HALF_4);
            }
            self.st.d.next = bits::<4>(find_state::H2);
        }
        if self.st.q.val() == find_state::H2 {
            if (self.x.q.val() >> find_geom::HALF_2).any() {
                self.x.d.next = self.x.q.val() >> find_geom::HALF_2;
                self.bp.d.next = self.bp.q.val() + bits::<6>(find_geom::HALF_2);
            }
            self.st.d.next = bits::<4>(find_state::H1);
        }
        if self.st.q.val() == find_state::H1 {
            if (self.x.q.val() >> find_geom::HALF_1).any() {
                self.bp.d.next = self.bp.q.val() + bits::<6>(find_geom::HALF_1);
            }
            self.st.d.next = bits::<4>(find_state::POS);
        }
        // POS: the bit's position from the first word's bit 0, then past the first bit and
        // one on (the end follows the record's last byte).
        self.pos.next = (bit_cast::<17, 11>(self.last_k.q.val()) << find_geom::WORD_SHIFT) | bit_cast::<17, 6>(self.bp.q.val());
        if self.st.q.val() == find_state::POS {
            self.off.d.next = self.pos.val() - self.fb_m1.q.val();
            self.st.d.next = bits::<4>(find_state::OUT);
        }
        if (self.st.q.val() == find_state::OUT) & self.m_a.ready.val() {
            self.n_q.d.next = self.n_q.q.val() + 1;
            self.st.d.next = bits::<4>(find_state::IDLE);
        }
        self.m_a.conn.next = self.conn.q.val();
        self.m_a.found.next = self.hit.q.val();
        self.m_a.found_off.next = self.off.q.val().get_value_off_lo();
        if self.reset.val() {
            self.st.d.next = bits::<4>(find_state::IDLE);
            self.n_q.d.next = bits::<32>(0);
            self.n_words.d.next = bits::<32>(0);
            self.beats_left.d.next = bits::<11>(0);
            self.tag.d.next = bits::<8>(0);
        }
    }
}
