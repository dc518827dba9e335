//! RxPlacer: runs the control FSM's jobs ([`super::job`]) in order. A `PLACE` job takes the
//! segment's TLB pieces (physical address, length; split at page boundaries) and writes the
//! payload: one DMA write request per piece (`m_wr`, address and length) and its data beats
//! (`m_wd`), the first byte of a piece in lane 0, one 8-byte word per cycle. Every job then
//! consumes the rest of its segment's words from the buffer (a discard job all of them),
//! emits its completion if it has one, then its flush completions.
//!
//! Realignment: the buffer holds a segment from the word of its first payload byte (byte 14
//! or 18 of the segment, so byte 6 or 2 of that word), and a piece starts at any byte, so the
//! placer keeps a window of up to three words (`e0` = stored word `k`, `e1` = word `k + 1`,
//! `e2` a refill kept ahead, issue 17) and outputs bytes `pos .. pos + 8` of the stored words
//! with a lane shift of `pos mod 8`. The window advances each time a word is used up and
//! refills from the buffer whenever it has a free word.
//!
//! A write request's address may be accepted after its first data beats (the two channels
//! are independent); the next piece waits until the previous address was taken.

use super::{job, JobWord};
use super::{BufPos, DmaWdOut, DmaWrOut, RxCqeOut};
use rust_hdl::prelude::*;

#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum PlaceState {
    Idle,
    /// Taking the next piece.
    Piece,
    /// Writing the piece's bytes.
    Data,
    /// Consuming the segment's remaining words.
    Drain,
    Cqe,
    Flush,
}

#[derive(LogicBlock, Default)]
pub struct RxPlacer {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub job_valid: Signal<In, Bit>,
    pub job_dout: Signal<In, Bits<{ job::BITS }>>,
    pub job_pop: Signal<Out, Bit>,
    pub buf_valid: Signal<In, Bit>,
    pub buf_dout: Signal<In, Bits<64>>,
    pub buf_pop: Signal<Out, Bit>,
    pub tpc_valid: Signal<In, Bit>,
    pub tpc_pa: Signal<In, Bits<64>>,
    pub tpc_len: Signal<In, Bits<32>>,
    pub tpc_last: Signal<In, Bit>,
    pub tpc_pop: Signal<Out, Bit>,
    pub piece_done: Signal<Out, Bit>,
    pub m_wr: DmaWrOut,
    pub m_wd: DmaWdOut,
    pub m_cqe: RxCqeOut,
    /// Busy: a job in progress (for the engine's idle flag).
    pub busy: Signal<Out, Bit>,
    state: DFF<PlaceState>,
    j: DFF<Bits<{ job::BITS }>>,
    e0: DFF<Bits<64>>,
    e1: DFF<Bits<64>>,
    /// A third window word: the refill (`pop`, the buffer RAM's read address) no longer waits
    /// for the write handshake (`fire` → `adv`) to know whether the window makes room (issue
    /// 17: ddp_rx's worst path at seed 1, 6.86 ns). `c` counts 0..3 words.
    e2: DFF<Bits<64>>,
    c: DFF<Bits<2>>,
    k: DFF<Bits<11>>,
    left: DFF<Bits<11>>,
    z0: DFF<Bit>,
    z1: DFF<Bit>,
    z2: DFF<Bit>,
    pos: DFF<Bits<14>>,
    rem: DFF<Bits<16>>,
    plast: DFF<Bit>,
    wr_valid: DFF<Bit>,
    wr_addr: DFF<Bits<64>>,
    wr_len: DFF<Bits<16>>,
    fcount: DFF<Bits<5>>,
    fslot: DFF<Bits<4>>,
    s: Signal<Local, Bits<3>>,
    n: Signal<Local, Bits<4>>,
    need2: Signal<Local, Bit>,
    emit: Signal<Local, Bit>,
    fire: Signal<Local, Bit>,
    adv: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    left_now: Signal<Local, Bits<11>>,
    z0n: Signal<Local, Bit>,
    z1n: Signal<Local, Bit>,
    z2n: Signal<Local, Bit>,
    z3n: Signal<Local, Bit>,
    /// The refill in Idle (the job at the head: its word count) and in the other states
    /// (the registered counts), side by side and picked by the state last, and the segment's
    /// end in Data and Drain from the latter (issue 17: the state -> Idle's mux of the counts
    /// -> `pop` -> `done_in` -> the state and `c` chain was ddp_rx's worst path at all three
    /// seeds once the TLB's sweep was registered: 10 LUT levels, 129.45 MHz).
    pop_idle: Signal<Local, Bit>,
    pop_run: Signal<Local, Bit>,
    done_run: Signal<Local, Bit>,
    done_in: Signal<Local, Bit>,
    aligned: Signal<Local, Bit>,
    skip: Signal<Local, Bit>,
    after: Signal<Local, PlaceState>,
    clear: Signal<Local, Bit>,
    take_piece: Signal<Local, Bit>,
    shifted: Signal<Local, Bits<64>>,
    lane_mask: Signal<Local, Bits<64>>,
    rem_nx: Signal<Local, Bits<16>>,
    pos_nx: Signal<Local, Bits<14>>,
    k_nx: Signal<Local, Bits<11>>,
    /// The beat flags' next values if this cycle's beat is taken (`_f`) and if a piece is
    /// taken (`_t`: the piece's length, pos), both from registers and inputs only, so the
    /// late `fire` (the write handshake) and `take_piece` pick them at the end instead of
    /// feeding an adder and compares (timing, issue 17). A taken beat that is not the
    /// piece's last is 8 bytes: rem - 8 left, pos's lane unchanged, so the flags need only
    /// `rem < 16`, `rem <= 16` and rem's low bits (after the last beat the flags are not
    /// read: Data is entered only by taking a piece). rem and pos themselves move by n.
    rem_f: Signal<Local, Bits<16>>,
    pos_f: Signal<Local, Bits<14>>,
    rem_lt16: Signal<Local, Bit>,
    n_f: Signal<Local, Bits<4>>,
    span_f: Signal<Local, Bits<5>>,
    rem_t: Signal<Local, Bits<16>>,
    pos_t: Signal<Local, Bits<14>>,
    n_t: Signal<Local, Bits<4>>,
    /// A taken piece's flags without an adder after the length's compare (issue 17: the
    /// TLB's output queue → length → compare → add → compare was ddp_rx's path at one seed):
    /// a piece of 8 bytes or more needs the second word unless it starts at lane 0 and always
    /// uses up the first; a shorter one compares lane + length (3 + 3 bits).
    rem_ge8: Signal<Local, Bit>,
    sum_lo: Signal<Local, Bits<4>>,
    need2_t: Signal<Local, Bit>,
    uses_up_t: Signal<Local, Bit>,
    /// The window's next word index and the word of the next byte position if no beat is
    /// taken.
    k_h: Signal<Local, Bits<11>>,
    adv_h: Signal<Local, Bit>,
    word_h: Signal<Local, Bits<11>>,
    n_q: DFF<Bits<4>>,
    last_q: DFF<Bit>,
    need2_q: DFF<Bit>,
    uses_up_q: DFF<Bit>,
    aligned_q: DFF<Bit>,
}

impl Logic for RxPlacer {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, j, e0, e1, e2, c, k, left, z0, z1, z2, pos, rem, plast, wr_valid, wr_addr, wr_len, fcount, fslot, n_q, last_q, need2_q,
            uses_up_q, aligned_q);
        self.s.next = self.pos.q.val().get_value_lane();
        // The beat's byte count, whether it needs the second window word, whether it uses up
        // the first, and whether the window is at `pos`: all registered (computed from the
        // next rem, pos and k at the end of this update), so the write handshake sees flops.
        self.n.next = self.n_q.q.val();
        self.need2.next = self.need2_q.q.val();
        self.aligned.next = self.aligned_q.q.val();
        self.rem_nx.next = self.rem.q.val();
        self.pos_nx.next = self.pos.q.val();
        self.k_nx.next = self.k.q.val();
        self.emit.next = (self.state.q.val() == PlaceState::Data)
            & self.aligned.val()
            & (self.c.q.val() != 0)
            & (!self.need2.val() | (self.c.q.val() >= 2));
        self.m_wd.valid.next = self.emit.val();
        self.fire.next = self.emit.val() & self.m_wd.ready.val();
        self.adv.next = false;
        self.job_pop.next = false;
        self.tpc_pop.next = false;
        self.piece_done.next = false;
        self.busy.next = self.state.q.val() != PlaceState::Idle;
        // Bytes pos .. pos + 8 of the stored words from the window (lane shift pos mod 8).
        self.shifted.next = self.e0.q.val();
        if self.s.val() == 1 {
            self.shifted.next = (self.e0.q.val() >> 8) | (self.e1.q.val() << 56);
        }
        if self.s.val() == 2 {
            self.shifted.next = (self.e0.q.val() >> 16) | (self.e1.q.val() << 48);
        }
        if self.s.val() == 3 {
            self.shifted.next = (self.e0.q.val() >> 24) | (self.e1.q.val() << 40);
        }
        if self.s.val() == 4 {
            self.shifted.next = (self.e0.q.val() >> 32) | (self.e1.q.val() << 32);
        }
        if self.s.val() == 5 {
            self.shifted.next = (self.e0.q.val() >> 40) | (self.e1.q.val() << 24);
        }
        if self.s.val() == 6 {
            self.shifted.next = (self.e0.q.val() >> 48) | (self.e1.q.val() << 16);
        }
        if self.s.val() == 7 {
            self.shifted.next = (self.e0.q.val() >> 56) | (self.e1.q.val() << 8);
        }
        self.m_wd.keep.next = bits::<8>(0xFF);
        if self.n.val() == 1 {
            self.m_wd.keep.next = bits::<8>(0x01);
        }
        if self.n.val() == 2 {
            self.m_wd.keep.next = bits::<8>(0x03);
        }
        if self.n.val() == 3 {
            self.m_wd.keep.next = bits::<8>(0x07);
        }
        if self.n.val() == 4 {
            self.m_wd.keep.next = bits::<8>(0x0F);
        }
        if self.n.val() == 5 {
            self.m_wd.keep.next = bits::<8>(0x1F);
        }
        if self.n.val() == 6 {
            self.m_wd.keep.next = bits::<8>(0x3F);
        }
        if self.n.val() == 7 {
            self.m_wd.keep.next = bits::<8>(0x7F);
        }
        // Lanes beyond the piece are zero (and so stable while the beat waits).
        self.lane_mask.next = bits::<64>(0) - 1;
        if self.n.val() == 1 {
            self.lane_mask.next = (bits::<64>(1) << 8) - 1;
        }
        if self.n.val() == 2 {
            self.lane_mask.next = (bits::<64>(1) << 16) - 1;
        }
        if self.n.val() == 3 {
            self.lane_mask.next = (bits::<64>(1) << 24) - 1;
        }
        if self.n.val() == 4 {
            self.lane_mask.next = (bits::<64>(1) << 32) - 1;
        }
        if self.n.val() == 5 {
            self.lane_mask.next = (bits::<64>(1) << 40) - 1;
        }
        if self.n.val() == 6 {
            self.lane_mask.next = (bits::<64>(1) << 48) - 1;
        }
        if self.n.val() == 7 {
            self.lane_mask.next = (bits::<64>(1) << 56) - 1;
        }
        self.m_wd.data.next = self.shifted.val() & self.lane_mask.val();
        self.m_wd.last.next = self.last_q.q.val();
        self.m_wr.valid.next = self.wr_valid.q.val();
        self.m_wr.addr.next = self.wr_addr.q.val();
        self.m_wr.len.next = self.wr_len.q.val();
        if self.m_wr.ready.val() {
            self.wr_valid.d.next = false;
        }
        // Completion of the job, then its flushes (status 1, kind receive).
        self.m_cqe.valid.next = (self.state.q.val() == PlaceState::Cqe) | (self.state.q.val() == PlaceState::Flush);
        self.m_cqe.qp.next = self.j.q.val().get_value_qp();
        self.m_cqe.kind.next = self.j.q.val().get_value_cqe_kind();
        self.m_cqe.status.next = self.j.q.val().get_value_cqe_status();
        self.m_cqe.slot.next = self.j.q.val().get_value_cqe_slot();
        self.m_cqe.len.next = self.j.q.val().get_value_cqe_len();
        self.m_cqe.se.next = self.j.q.val().get_value_cqe_se();
        self.m_cqe.inv.next = self.j.q.val().get_value_cqe_inv();
        self.m_cqe.stag.next = self.j.q.val().get_value_cqe_stag();
        if self.state.q.val() == PlaceState::Flush {
            self.m_cqe.kind.next = bits::<2>(0);
            self.m_cqe.status.next = bits::<2>(1);
            self.m_cqe.slot.next = self.fslot.q.val();
            self.m_cqe.len.next = bits::<32>(0);
            self.m_cqe.se.next = false;
            self.m_cqe.inv.next = false;
            self.m_cqe.stag.next = bits::<32>(0);
        }
        // Words of the job still in the buffer, and registered flags "0 / 1 / 2 left" (a job
        // taken this cycle: from its word count), so a pop only steers muxes after it.
        self.left_now.next = self.left.q.val();
        self.z0n.next = self.z0.q.val();
        self.z1n.next = self.z1.q.val();
        self.z2n.next = self.z2.q.val();
        self.z3n.next = self.left.q.val() == 3;
        if self.state.q.val() == PlaceState::Idle {
            self.left_now.next = self.job_dout.val().get_value_words();
            self.z0n.next = self.job_dout.val().get_value_words_0();
            self.z1n.next = self.job_dout.val().get_value_words_1();
            self.z2n.next = self.job_dout.val().get_value_words_2();
            self.z3n.next = self.job_dout.val().get_value_words_3();
        }
        // Window refill: one word a cycle while the segment has words left and the window has
        // a free word (of three; with two, a full window refilled only as the beat advanced it).
        self.pop_idle.next = self.job_valid.val() & self.buf_valid.val() & !self.job_dout.val().get_value_words_0() & (self.c.q.val() != 3);
        self.pop_run.next = self.buf_valid.val() & !self.z0.q.val() & (self.c.q.val() != 3);
        self.pop.next = self.pop_run.val();
        if self.state.q.val() == PlaceState::Idle {
            self.pop.next = self.pop_idle.val();
        }
        // The segment's last word is in (Data and Drain: the registered counts).
        self.done_run.next = self.z0.q.val() | (self.z1.q.val() & self.pop_run.val());
        self.done_in.next = false;
        // The window is at the word holding byte `pos` (else it skips towards it).
        self.skip.next = ((self.state.q.val() == PlaceState::Piece) | (self.state.q.val() == PlaceState::Data))
            & !self.aligned.val()
            & (self.c.q.val() != 0);
        self.rem_f.next = self.rem.q.val() - bit_cast::<16, 4>(self.n.val());
        self.pos_f.next = self.pos.q.val() + bit_cast::<14, 4>(self.n.val());
        self.rem_lt16.next = self.rem.q.val() < 16;
        self.n_f.next = bits::<4>(8);
        if self.rem_lt16.val() {
            self.n_f.next = bit_cast::<4, 16>(self.rem.q.val()) & bits::<4>(7);
        }
        self.span_f.next = bit_cast::<5, 3>(self.s.val()) + bit_cast::<5, 4>(self.n_f.val());
        self.rem_t.next = bit_cast::<16, 32>(self.tpc_len.val());
        self.rem_ge8.next = self.rem_t.val() >= 8;
        self.n_t.next = bits::<4>(8);
        if !self.rem_ge8.val() {
            self.n_t.next = bit_cast::<4, 16>(self.rem_t.val());
        }
        // A job's first piece is taken in Idle, at the job's first payload byte.
        self.pos_t.next = self.pos.q.val();
        if self.state.q.val() == PlaceState::Idle {
            self.pos_t.next = bits::<14>(2);
            if self.job_dout.val().get_value_tagged() {
                self.pos_t.next = bits::<14>(6);
            }
        }
        self.sum_lo.next = bit_cast::<4, 3>(self.pos_t.val().get_value_lane()) + bit_cast::<4, 3>(bit_cast::<3, 16>(self.rem_t.val()));
        self.need2_t.next = self.sum_lo.val() > 8;
        self.uses_up_t.next = self.rem_ge8.val() | (self.sum_lo.val() >= 8);
        if self.rem_ge8.val() {
            self.need2_t.next = self.pos_t.val().get_value_lane() != 0;
        }
        // The window's advance if no beat is taken.
        self.adv_h.next = false;
        if (self.state.q.val() == PlaceState::Piece) | (self.state.q.val() == PlaceState::Data) {
            self.adv_h.next = self.skip.val();
        }
        if self.state.q.val() == PlaceState::Drain {
            self.adv_h.next = self.c.q.val() != 0;
        }
        // After the segment's words: completion, flushes, next job.
        self.after.next = PlaceState::Idle;
        if self.fcount.q.val() != 0 {
            self.after.next = PlaceState::Flush;
        }
        if self.j.q.val().get_value_cqe_valid() {
            self.after.next = PlaceState::Cqe;
        }
        self.clear.next = false;
        // Taking a piece (in Idle for a job's first, which the control FSM saw at the head).
        self.take_piece.next = false;
        match self.state.q.val() {
            PlaceState::Idle => {
                if self.job_valid.val() {
                    self.job_pop.next = true;
                    self.j.d.next = self.job_dout.val();
                    self.k_nx.next = bits::<11>(0);
                    // The buffer holds the segment from its first payload word: the payload
                    // starts at byte 14 - 8 (tagged) or 18 - 16 of it.
                    self.pos_nx.next = bits::<14>(2);
                    if self.job_dout.val().get_value_tagged() {
                        self.pos_nx.next = bits::<14>(6);
                    }
                    self.fcount.d.next = self.job_dout.val().get_value_flush_count();
                    self.fslot.d.next = self.job_dout.val().get_value_flush_from();
                    self.state.d.next = PlaceState::Drain;
                    if self.job_dout.val().get_value_place() {
                        self.state.d.next = PlaceState::Piece;
                        self.take_piece.next = self.tpc_valid.val() & !self.wr_valid.q.val();
                    }
                }
            }
            PlaceState::Piece => {
                self.take_piece.next = self.tpc_valid.val() & !self.wr_valid.q.val();
            }
            PlaceState::Data => {
                self.adv.next = self.skip.val();
                if self.fire.val() {
                    self.adv.next = self.uses_up_q.q.val();
                    self.pos_nx.next = self.pos_f.val();
                    self.rem_nx.next = self.rem_f.val();
                    if self.last_q.q.val() {
                        self.state.d.next = PlaceState::Piece;
                        if self.plast.q.val() {
                            self.state.d.next = PlaceState::Drain;
                            self.done_in.next = self.done_run.val();
                            if self.done_in.val() {
                                self.clear.next = true;
                                self.state.d.next = self.after.val();
                            }
                        }
                    }
                }
            }
            PlaceState::Drain => {
                self.adv.next = self.c.q.val() != 0;
                self.done_in.next = self.done_run.val();
                if self.done_in.val() {
                    self.clear.next = true;
                    self.state.d.next = self.after.val();
                }
            }
            PlaceState::Cqe => {
                if self.m_cqe.ready.val() {
                    self.state.d.next = PlaceState::Idle;
                    if self.fcount.q.val() != 0 {
                        self.state.d.next = PlaceState::Flush;
                    }
                }
            }
            PlaceState::Flush => {
                if self.m_cqe.ready.val() {
                    self.fslot.d.next = self.fslot.q.val() + 1;
                    self.fcount.d.next = self.fcount.q.val() - 1;
                    if self.fcount.q.val() == 1 {
                        self.state.d.next = PlaceState::Idle;
                    }
                }
            }
        }
        if self.state.q.val() == PlaceState::Piece {
            self.adv.next = self.skip.val();
        }
        // The write request's address and length follow the TLB's head while no request is
        // held, so the 80 bits load on one registered flag; a piece taken is the head, and
        // `wr_valid` marks them (issue 17: the take's decision enabled them, ddp_rx's worst
        // path at seed 1, 6.49 ns).
        if !self.wr_valid.q.val() {
            self.wr_addr.d.next = self.tpc_pa.val();
            self.wr_len.d.next = bit_cast::<16, 32>(self.tpc_len.val());
        }
        if self.take_piece.val() {
            self.tpc_pop.next = true;
            self.piece_done.next = self.tpc_last.val();
            self.plast.d.next = self.tpc_last.val();
            self.rem_nx.next = self.rem_t.val();
            self.state.d.next = PlaceState::Piece;
            if self.tpc_len.val() != 0 {
                self.wr_valid.d.next = true;
                self.state.d.next = PlaceState::Data;
            } else if self.tpc_last.val() {
                self.state.d.next = PlaceState::Drain;
            }
        }
        self.buf_pop.next = self.pop.val();
        self.left.d.next = self.left_now.val();
        self.z0.d.next = self.z0n.val();
        self.z1.d.next = self.z1n.val();
        self.z2.d.next = self.z2n.val();
        if self.pop.val() {
            self.left.d.next = self.left_now.val() - 1;
            self.z0.d.next = self.z1n.val();
            self.z1.d.next = self.z2n.val();
            self.z2.d.next = self.z3n.val();
        }
        if self.adv.val() {
            self.k_nx.next = self.k.q.val() + 1;
            // The window moves down a word; a popped word lands at c - 1 (c is 1 or 2 with a
            // pop, never 3).
            self.e0.d.next = self.e1.q.val();
            self.e1.d.next = self.e2.q.val();
            if self.pop.val() {
                if self.c.q.val() == 1 {
                    self.e0.d.next = self.buf_dout.val();
                } else {
                    self.e1.d.next = self.buf_dout.val();
                }
            } else {
                self.c.d.next = self.c.q.val() - 1;
            }
        } else if self.pop.val() {
            self.c.d.next = self.c.q.val() + 1;
            if self.c.q.val() == 0 {
                self.e0.d.next = self.buf_dout.val();
            } else if self.c.q.val() == 1 {
                self.e1.d.next = self.buf_dout.val();
            } else {
                self.e2.d.next = self.buf_dout.val();
            }
        }
        self.rem.d.next = self.rem_nx.val();
        self.pos.d.next = self.pos_nx.val();
        self.k.d.next = self.k_nx.val();
        // The beat flags follow rem and pos, which change only when a beat or a piece is
        // taken (a job taken in Idle moves pos, but its flags are read only in Data, which a
        // taken piece enters). A taken beat keeps the window at pos: it advances the window
        // exactly when the beat uses up its first word.
        self.n_q.d.next = self.n_q.q.val();
        self.last_q.d.next = self.last_q.q.val();
        self.need2_q.d.next = self.need2_q.q.val();
        self.uses_up_q.d.next = self.uses_up_q.q.val();
        self.word_h.next = self.pos.q.val().get_value_word();
        self.k_h.next = self.k.q.val();
        if self.adv_h.val() {
            self.k_h.next = self.k.q.val() + 1;
        }
        if (self.state.q.val() == PlaceState::Idle) & self.job_valid.val() {
            self.word_h.next = self.pos_t.val().get_value_word();
            self.k_h.next = bits::<11>(0);
        }
        self.aligned_q.d.next = self.k_h.val() == self.word_h.val();
        if self.fire.val() {
            self.n_q.d.next = self.n_f.val();
            self.last_q.d.next = self.rem.q.val() <= 16;
            self.need2_q.d.next = self.span_f.val() > 8;
            self.uses_up_q.d.next = self.span_f.val() >= 8;
            self.aligned_q.d.next = true;
        }
        if self.take_piece.val() {
            self.n_q.d.next = self.n_t.val();
            self.last_q.d.next = self.rem_t.val() <= 8;
            self.need2_q.d.next = self.need2_t.val();
            self.uses_up_q.d.next = self.uses_up_t.val();
        }
        // The segment's last word is in: the window's leftovers go.
        if self.clear.val() {
            self.c.d.next = bits::<2>(0);
        }
        if self.reset.val() {
            self.state.d.next = PlaceState::Idle;
            self.wr_valid.d.next = false;
            self.c.d.next = bits::<2>(0);
        }
    }
}
