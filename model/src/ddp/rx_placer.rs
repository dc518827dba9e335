//! RxPlacer: runs the control FSM's jobs ([`super::job`]) in order. A `PLACE` job takes the
//! segment's TLB pieces (physical address, length; split at page boundaries) and writes the
//! payload: one DMA write request per piece (`m_wr`, address and length) and its data beats
//! (`m_wd`), the first byte of a piece in lane 0, one 8-byte word per cycle. Every job then
//! consumes the rest of its segment's words from the buffer (a discard job all of them),
//! emits its completion if it has one, then its flush completions.
//!
//! Realignment: the buffer holds a segment from the word of its first payload byte (byte 14
//! or 18 of the segment, so byte 6 or 2 of that word), and a piece starts at any byte, so the
//! placer keeps a two-word window (`e0` = stored word `k`, `e1` = word `k + 1`) and outputs
//! bytes `pos .. pos + 8` of the stored words with a lane shift of `pos mod 8`. The window advances (and refills from the buffer in the same cycle) each time
//! a word is used up.
//!
//! A write request's address may be accepted after its first data beats (the two channels
//! are independent); the next piece waits until the previous address was taken.

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
    pub job_dout: Signal<In, Bits<101>>,
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
    pub m_wr_valid: Signal<Out, Bit>,
    pub m_wr_ready: Signal<In, Bit>,
    pub m_wr_addr: Signal<Out, Bits<64>>,
    pub m_wr_len: Signal<Out, Bits<16>>,
    pub m_wd_valid: Signal<Out, Bit>,
    pub m_wd_ready: Signal<In, Bit>,
    pub m_wd_data: Signal<Out, Bits<64>>,
    pub m_wd_keep: Signal<Out, Bits<8>>,
    pub m_wd_last: Signal<Out, Bit>,
    pub m_cqe_valid: Signal<Out, Bit>,
    pub m_cqe_ready: Signal<In, Bit>,
    pub m_cqe_qp: Signal<Out, Bits<4>>,
    pub m_cqe_kind: Signal<Out, Bits<2>>,
    pub m_cqe_status: Signal<Out, Bits<2>>,
    pub m_cqe_slot: Signal<Out, Bits<4>>,
    pub m_cqe_len: Signal<Out, Bits<32>>,
    pub m_cqe_se: Signal<Out, Bit>,
    pub m_cqe_inv: Signal<Out, Bit>,
    pub m_cqe_stag: Signal<Out, Bits<32>>,
    /// Busy: a job in progress (for the engine's idle flag).
    pub busy: Signal<Out, Bit>,
    state: DFF<PlaceState>,
    j: DFF<Bits<101>>,
    e0: DFF<Bits<64>>,
    e1: DFF<Bits<64>>,
    c: DFF<Bits<2>>,
    k: DFF<Bits<11>>,
    pops: DFF<Bits<11>>,
    pos: DFF<Bits<14>>,
    rem: DFF<Bits<16>>,
    plast: DFF<Bit>,
    wr_valid: DFF<Bit>,
    wr_addr: DFF<Bits<64>>,
    wr_len: DFF<Bits<16>>,
    fcount: DFF<Bits<5>>,
    fslot: DFF<Bits<4>>,
    words: Signal<Local, Bits<11>>,
    s: Signal<Local, Bits<3>>,
    n: Signal<Local, Bits<4>>,
    need2: Signal<Local, Bit>,
    emit: Signal<Local, Bit>,
    fire: Signal<Local, Bit>,
    adv: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    span: Signal<Local, Bits<5>>,
    pops_now: Signal<Local, Bits<11>>,
    pops_after: Signal<Local, Bits<11>>,
    aligned: Signal<Local, Bit>,
    skip: Signal<Local, Bit>,
    after: Signal<Local, PlaceState>,
    clear: Signal<Local, Bit>,
    take_piece: Signal<Local, Bit>,
    shifted: Signal<Local, Bits<64>>,
    lane_mask: Signal<Local, Bits<64>>,
}

impl Logic for RxPlacer {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, j, e0, e1, c, k, pops, pos, rem, plast, wr_valid, wr_addr, wr_len, fcount, fslot);
        self.s.next = self.pos.q.val().get_bits::<3>(0);
        self.n.next = bits::<4>(8);
        if self.rem.q.val() < 8 {
            self.n.next = self.rem.q.val().get_bits::<4>(0);
        }
        self.span.next = bit_cast::<5, 3>(self.s.val()) + bit_cast::<5, 4>(self.n.val());
        self.need2.next = self.span.val() > 8;
        self.aligned.next = bit_cast::<14, 11>(self.k.q.val()) == (self.pos.q.val() >> 3);
        self.emit.next = (self.state.q.val() == PlaceState::Data)
            & self.aligned.val()
            & (self.c.q.val() != 0)
            & (!self.need2.val() | (self.c.q.val() == 2));
        self.m_wd_valid.next = self.emit.val();
        self.fire.next = self.emit.val() & self.m_wd_ready.val();
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
        self.m_wd_keep.next = bits::<8>(0xFF);
        if self.n.val() == 1 {
            self.m_wd_keep.next = bits::<8>(0x01);
        }
        if self.n.val() == 2 {
            self.m_wd_keep.next = bits::<8>(0x03);
        }
        if self.n.val() == 3 {
            self.m_wd_keep.next = bits::<8>(0x07);
        }
        if self.n.val() == 4 {
            self.m_wd_keep.next = bits::<8>(0x0F);
        }
        if self.n.val() == 5 {
            self.m_wd_keep.next = bits::<8>(0x1F);
        }
        if self.n.val() == 6 {
            self.m_wd_keep.next = bits::<8>(0x3F);
        }
        if self.n.val() == 7 {
            self.m_wd_keep.next = bits::<8>(0x7F);
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
        self.m_wd_data.next = self.shifted.val() & self.lane_mask.val();
        self.m_wd_last.next = self.rem.q.val() <= 8;
        self.m_wr_valid.next = self.wr_valid.q.val();
        self.m_wr_addr.next = self.wr_addr.q.val();
        self.m_wr_len.next = self.wr_len.q.val();
        if self.m_wr_ready.val() {
            self.wr_valid.d.next = false;
        }
        // Completion of the job, then its flushes (status 1, kind receive).
        self.m_cqe_valid.next = (self.state.q.val() == PlaceState::Cqe) | (self.state.q.val() == PlaceState::Flush);
        self.m_cqe_qp.next = self.j.q.val().get_bits::<4>(88);
        self.m_cqe_kind.next = self.j.q.val().get_bits::<2>(14);
        self.m_cqe_status.next = self.j.q.val().get_bits::<2>(16);
        self.m_cqe_slot.next = self.j.q.val().get_bits::<4>(18);
        self.m_cqe_len.next = self.j.q.val().get_bits::<32>(22);
        self.m_cqe_se.next = self.j.q.val().get_bit(54);
        self.m_cqe_inv.next = self.j.q.val().get_bit(55);
        self.m_cqe_stag.next = self.j.q.val().get_bits::<32>(56);
        if self.state.q.val() == PlaceState::Flush {
            self.m_cqe_kind.next = bits::<2>(0);
            self.m_cqe_status.next = bits::<2>(1);
            self.m_cqe_slot.next = self.fslot.q.val();
            self.m_cqe_len.next = bits::<32>(0);
            self.m_cqe_se.next = false;
            self.m_cqe_inv.next = false;
            self.m_cqe_stag.next = bits::<32>(0);
        }
        // The job's words and pops so far (a job taken this cycle starts at 0).
        self.words.next = self.j.q.val().get_bits::<11>(2);
        self.pops_now.next = self.pops.q.val();
        if self.state.q.val() == PlaceState::Idle {
            self.words.next = self.job_dout.val().get_bits::<11>(2);
            self.pops_now.next = bits::<11>(0);
        }
        // The window is at the word holding byte `pos` (else it skips towards it).
        self.aligned.next = bit_cast::<14, 11>(self.k.q.val()) == (self.pos.q.val() >> 3);
        self.skip.next = ((self.state.q.val() == PlaceState::Piece) | (self.state.q.val() == PlaceState::Data))
            & !self.aligned.val()
            & (self.c.q.val() != 0);
        // Window refill: one word a cycle while the segment has words left and the window
        // has room (or makes room this cycle).
        self.pop.next = ((self.state.q.val() != PlaceState::Idle) | self.job_valid.val())
            & self.buf_valid.val()
            & (self.pops_now.val() != self.words.val())
            & ((self.c.q.val() != 2) | self.adv.val());
        self.pops_after.next = self.pops_now.val();
        if self.pop.val() {
            self.pops_after.next = self.pops_now.val() + 1;
        }
        // After the segment's words: completion, flushes, next job.
        self.after.next = PlaceState::Idle;
        if self.fcount.q.val() != 0 {
            self.after.next = PlaceState::Flush;
        }
        if self.j.q.val().get_bit(13) {
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
                    self.k.d.next = bits::<11>(0);
                    // The buffer holds the segment from its first payload word: the payload
                    // starts at byte 14 - 8 (tagged) or 18 - 16 of it.
                    self.pos.d.next = bits::<14>(2);
                    if self.job_dout.val().get_bit(1) {
                        self.pos.d.next = bits::<14>(6);
                    }
                    self.fcount.d.next = self.job_dout.val().get_bits::<5>(92);
                    self.fslot.d.next = self.job_dout.val().get_bits::<4>(97);
                    self.state.d.next = PlaceState::Drain;
                    if self.job_dout.val().get_bit(0) {
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
                    self.adv.next = self.span.val() >= 8;
                    self.pos.d.next = self.pos.q.val() + bit_cast::<14, 4>(self.n.val());
                    self.rem.d.next = self.rem.q.val() - bit_cast::<16, 4>(self.n.val());
                    if self.rem.q.val() <= 8 {
                        self.state.d.next = PlaceState::Piece;
                        if self.plast.q.val() {
                            self.state.d.next = PlaceState::Drain;
                            if self.pops_after.val() == self.words.val() {
                                self.clear.next = true;
                                self.state.d.next = self.after.val();
                            }
                        }
                    }
                }
            }
            PlaceState::Drain => {
                self.adv.next = self.c.q.val() != 0;
                if self.pops_after.val() == self.words.val() {
                    self.clear.next = true;
                    self.state.d.next = self.after.val();
                }
            }
            PlaceState::Cqe => {
                if self.m_cqe_ready.val() {
                    self.state.d.next = PlaceState::Idle;
                    if self.fcount.q.val() != 0 {
                        self.state.d.next = PlaceState::Flush;
                    }
                }
            }
            PlaceState::Flush => {
                if self.m_cqe_ready.val() {
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
        if self.take_piece.val() {
            self.tpc_pop.next = true;
            self.piece_done.next = self.tpc_last.val();
            self.plast.d.next = self.tpc_last.val();
            self.rem.d.next = self.tpc_len.val().get_bits::<16>(0);
            self.state.d.next = PlaceState::Piece;
            if self.tpc_len.val() != 0 {
                self.wr_valid.d.next = true;
                self.wr_addr.d.next = self.tpc_pa.val();
                self.wr_len.d.next = self.tpc_len.val().get_bits::<16>(0);
                self.state.d.next = PlaceState::Data;
            } else if self.tpc_last.val() {
                self.state.d.next = PlaceState::Drain;
            }
        }
        self.pop.next = ((self.state.q.val() != PlaceState::Idle) | self.job_valid.val())
            & self.buf_valid.val()
            & (self.pops_now.val() != self.words.val())
            & ((self.c.q.val() != 2) | self.adv.val());
        self.pops_after.next = self.pops_now.val();
        if self.pop.val() {
            self.pops_after.next = self.pops_now.val() + 1;
        }
        self.buf_pop.next = self.pop.val();
        self.pops.d.next = self.pops_after.val();
        if self.adv.val() {
            self.k.d.next = self.k.q.val() + 1;
            if self.pop.val() {
                if self.c.q.val() == 2 {
                    self.e0.d.next = self.e1.q.val();
                    self.e1.d.next = self.buf_dout.val();
                } else {
                    self.e0.d.next = self.buf_dout.val();
                }
            } else {
                self.e0.d.next = self.e1.q.val();
                self.c.d.next = self.c.q.val() - 1;
            }
        } else if self.pop.val() {
            self.c.d.next = self.c.q.val() + 1;
            if self.c.q.val() == 0 {
                self.e0.d.next = self.buf_dout.val();
            } else {
                self.e1.d.next = self.buf_dout.val();
            }
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
