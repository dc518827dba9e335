//! ToeReasm: the out-of-order store's decision, emitted as `rtl/toe_reasm.v`.
//!
//! A connection's held blocks (`s_in`, [`ReasmIn`]: up to [`REASM_BLOCKS`] ranges `[start,
//! end)`, most recently arrived first) and either an out-of-order segment (`store`) or the
//! new RCV.NXT (`advance`) become the blocks after it (`m_out`, [`ReasmOut`]): golden
//! `toe_reasm::Reasm::store` and `Reasm::advance` with 4 blocks, which the reference engine
//! runs for every out-of-order segment and every advance of RCV.NXT.
//!
//! Store (RFC 9293 section 3.10.7.4 keeps segments past RCV.NXT; RFC 2018 section 4 orders the
//! blocks): the segment's end is cut to the receive space; nothing left of it is BEYOND; a
//! segment wholly inside a held block is a DUPLICATE and that block moves to the front; else
//! the segment merges with every block it overlaps or touches into one block at the front,
//! unless that would be a fifth block (FULL: nothing changes). Advance: blocks past RCV.NXT
//! stay, in order; one that RCV.NXT reached into is replayed from RCV.NXT to its end; the rest
//! are done.
//!
//! Every comparison is the sign of a 32-bit difference (RFC 9293 section 3.4), as golden's
//! `seq_lt` / `seq_le`. The merged block needs no comparison between held blocks: held blocks
//! neither overlap nor touch (the store merges what would), so at most one block meeting the
//! segment starts before it (its start is the merged start) and at most one ends after it
//! (its end is the merged end), and a duplicate's block is that merged block. These are the
//! lists the store itself builds, the only ones an engine holds; golden's fold over the
//! blocks gives the same answer on them whatever their order.
//!
//! One decision at a time, a step per state ([`reasm_state`]): six cycles.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeReasm {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: ReasmIn,
    pub m_out: ReasmOut,
    /// Decisions taken.
    pub cnt_decided: Signal<Out, Bits<32>>,
    st: DFF<Bits<3>>,
    conn: DFF<Bits<10>>,
    adv: DFF<Bit>,
    count: DFF<Bits<3>>,
    seq: DFF<Bits<32>>,
    len: DFF<Bits<16>>,
    space_end: DFF<Bits<32>>,
    /// The held blocks as offered.
    bs: [DFF<Bits<32>>; REASM_BLOCKS],
    be: [DFF<Bits<32>>; REASM_BLOCKS],
    /// The segment's end cut to the receive space.
    e: DFF<Bits<32>>,
    beyond: DFF<Bit>,
    /// Per block: meets the segment (overlaps or touches), holds it whole, starts before it,
    /// ends after it; reached by RCV.NXT (advance); stays in the list.
    meets: [DFF<Bit>; REASM_BLOCKS],
    contains: [DFF<Bit>; REASM_BLOCKS],
    left: [DFF<Bit>; REASM_BLOCKS],
    right: [DFF<Bit>; REASM_BLOCKS],
    reach: [DFF<Bit>; REASM_BLOCKS],
    surv: [DFF<Bit>; REASM_BLOCKS],
    /// Each surviving block's place in the new list.
    pos: [DFF<Bits<3>>; REASM_BLOCKS],
    m_start: DFF<Bits<32>>,
    m_end: DFF<Bits<32>>,
    verdict: DFF<Bits<2>>,
    /// The list is replaced (KEPT, DUPLICATE, or an advance); else it stays as offered.
    replace: DFF<Bit>,
    n_out: DFF<Bits<3>>,
    replay: DFF<Bit>,
    replay_end: DFF<Bits<32>>,
    /// The new list.
    os: [DFF<Bits<32>>; REASM_BLOCKS],
    oe: [DFF<Bits<32>>; REASM_BLOCKS],
    o_count: DFF<Bits<3>>,
    n_dec: DFF<Bits<32>>,
    end_raw: Signal<Local, Bits<32>>,
    d_cut: Signal<Local, Bits<32>>,
    d_beyond: Signal<Local, Bits<32>>,
    valid: [Signal<Local, Bit>; REASM_BLOCKS],
    /// seq - start, end - e, e - start, end - seq, start - seq, e - end, seq - end.
    d_seq_s: [Signal<Local, Bits<32>>; REASM_BLOCKS],
    d_end_e: [Signal<Local, Bits<32>>; REASM_BLOCKS],
    d_e_s: [Signal<Local, Bits<32>>; REASM_BLOCKS],
    d_end_seq: [Signal<Local, Bits<32>>; REASM_BLOCKS],
    d_s_seq: [Signal<Local, Bits<32>>; REASM_BLOCKS],
    d_e_end: [Signal<Local, Bits<32>>; REASM_BLOCKS],
    d_seq_end: [Signal<Local, Bits<32>>; REASM_BLOCKS],
    meets_now: [Signal<Local, Bit>; REASM_BLOCKS],
    /// The place chain: the first survivor's place is 1 after a store (the merged block is
    /// first), 0 after an advance.
    rank: [Signal<Local, Bits<3>>; REASM_BLOCKS],
    head: Signal<Local, Bit>,
    any_meets: Signal<Local, Bit>,
    any_contains: Signal<Local, Bit>,
    full: Signal<Local, Bit>,
}

impl Logic for ToeReasm {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, conn, adv, count, seq, len, space_end, e, beyond, m_start, m_end, verdict, replace, n_out, replay, replay_end, o_count, n_dec);
        for i in 0..REASM_BLOCKS {
            self.bs[i].clock.next = self.clock.val();
            self.be[i].clock.next = self.clock.val();
            self.meets[i].clock.next = self.clock.val();
            self.contains[i].clock.next = self.clock.val();
            self.left[i].clock.next = self.clock.val();
            self.right[i].clock.next = self.clock.val();
            self.reach[i].clock.next = self.clock.val();
            self.surv[i].clock.next = self.clock.val();
            self.pos[i].clock.next = self.clock.val();
            self.os[i].clock.next = self.clock.val();
            self.oe[i].clock.next = self.clock.val();
            self.bs[i].d.next = self.bs[i].q.val();
            self.be[i].d.next = self.be[i].q.val();
            self.meets[i].d.next = self.meets[i].q.val();
            self.contains[i].d.next = self.contains[i].q.val();
            self.left[i].d.next = self.left[i].q.val();
            self.right[i].d.next = self.right[i].q.val();
            self.reach[i].d.next = self.reach[i].q.val();
            self.surv[i].d.next = self.surv[i].q.val();
            self.pos[i].d.next = self.pos[i].q.val();
            self.os[i].d.next = self.os[i].q.val();
            self.oe[i].d.next = self.oe[i].q.val();
        }
        self.s_in.ready.next = (self.st.q.val() == reasm_state::IDLE) & !self.reset.val();
        self.m_out.valid.next = self.st.q.val() == reasm_state::OUT;
        self.cnt_decided.next = self.n_dec.q.val();

        if (self.st.q.val() == reasm_state::IDLE) & self.s_in.valid.val() {
            self.conn.d.next = self.s_in.conn.val();
            self.adv.d.next = self.s_in.advance.val();
            self.count.d.next = self.s_in.count.val();
            self.seq.d.next = self.s_in.seq.val();
            self.len.d.next = self.s_in.len.val();
            self.space_end.d.next = self.s_in.space_end.val();
            self.bs[0].d.next = self.s_in.s0.val();
            self.be[0].d.next = self.s_in.e0.val();
            self.bs[1].d.next = self.s_in.s1.val();
            self.be[1].d.next = self.s_in.e1.val();
            self.bs[2].d.next = self.s_in.s2.val();
            self.be[2].d.next = self.s_in.e2.val();
            self.bs[3].d.next = self.s_in.s3.val();
            self.be[3].d.next = self.s_in.e3.val();
            self.st.d.next = bits::<3>(reasm_state::CUT);
        }

        // CUT: the segment's end, cut to the receive space (golden: `e`).
        self.end_raw.next = self.seq.q.val() + bit_cast::<32, 16>(self.len.q.val());
        self.d_cut.next = self.space_end.q.val() - self.end_raw.val();
        if self.st.q.val() == reasm_state::CUT {
            if self.d_cut.val() >= bits::<32>(seq_sign::NEGATIVE) {
                self.e.d.next = self.space_end.q.val();
            } else {
                self.e.d.next = self.end_raw.val();
            }
            self.st.d.next = bits::<3>(reasm_state::CMP);
        }

        // CMP: every held block against the segment and RCV.NXT.
        self.d_beyond.next = self.seq.q.val() - self.e.q.val();
        self.valid[0].next = self.count.q.val() > bits::<3>(reasm_slot::FIRST);
        self.valid[1].next = self.count.q.val() > bits::<3>(reasm_slot::SECOND);
        self.valid[2].next = self.count.q.val() > bits::<3>(reasm_slot::THIRD);
        self.valid[3].next = self.count.q.val() > bits::<3>(reasm_slot::FOURTH);
        for i in 0..REASM_BLOCKS {
            self.d_seq_s[i].next = self.seq.q.val() - self.bs[i].q.val();
            self.d_end_e[i].next = self.be[i].q.val() - self.e.q.val();
            self.d_e_s[i].next = self.e.q.val() - self.bs[i].q.val();
            self.d_end_seq[i].next = self.be[i].q.val() - self.seq.q.val();
            self.d_s_seq[i].next = self.bs[i].q.val() - self.seq.q.val();
            self.d_e_end[i].next = self.e.q.val() - self.be[i].q.val();
            self.d_seq_end[i].next = self.seq.q.val() - self.be[i].q.val();
            // seq_le(start, e) & seq_le(seq, end).
            self.meets_now[i].next = self.valid[i].val() & (self.d_e_s[i].val() < bits::<32>(seq_sign::NEGATIVE)) & (self.d_end_seq[i].val() < bits::<32>(seq_sign::NEGATIVE));
        }
        if self.st.q.val() == reasm_state::CMP {
            // len == 0 or !seq_lt(seq, e).
            self.beyond.d.next = !self.len.q.val().any() | (self.d_beyond.val() < bits::<32>(seq_sign::NEGATIVE));
            for i in 0..REASM_BLOCKS {
                self.meets[i].d.next = self.meets_now[i].val();
                // seq_le(start, seq) & seq_le(e, end).
                self.contains[i].d.next = self.valid[i].val() & (self.d_seq_s[i].val() < bits::<32>(seq_sign::NEGATIVE)) & (self.d_end_e[i].val() < bits::<32>(seq_sign::NEGATIVE));
                // seq_lt(start, seq), seq_lt(e, end).
                self.left[i].d.next = self.meets_now[i].val() & (self.d_s_seq[i].val() >= bits::<32>(seq_sign::NEGATIVE));
                self.right[i].d.next = self.meets_now[i].val() & (self.d_e_end[i].val() >= bits::<32>(seq_sign::NEGATIVE));
                // Advance: seq_lt(rcv_nxt, end) for a block not past RCV.NXT.
                self.reach[i].d.next = self.valid[i].val() & (self.d_seq_s[i].val() < bits::<32>(seq_sign::NEGATIVE)) & (self.d_seq_end[i].val() >= bits::<32>(seq_sign::NEGATIVE));
                if self.adv.q.val() {
                    // seq_lt(rcv_nxt, start).
                    self.surv[i].d.next = self.valid[i].val() & (self.d_seq_s[i].val() >= bits::<32>(seq_sign::NEGATIVE));
                } else {
                    self.surv[i].d.next = self.valid[i].val() & !self.meets_now[i].val();
                }
            }
            self.st.d.next = bits::<3>(reasm_state::MERGE);
        }

        // MERGE: the merged block, the verdict, the survivors' places.
        self.any_meets.next = false;
        self.any_contains.next = false;
        for i in 0..REASM_BLOCKS {
            if self.meets[i].q.val() {
                self.any_meets.next = true;
            }
            if self.contains[i].q.val() {
                self.any_contains.next = true;
            }
        }
        self.full.next = (self.count.q.val() == bits::<3>(reasm_slot::ALL)) & !self.any_meets.val();
        self.head.next = !self.adv.q.val();
        self.rank[0].next = bit_cast::<3, 1>(self.head.val().into());
        for i in 1..REASM_BLOCKS {
            if self.surv[i - 1].q.val() {
                self.rank[i].next = self.rank[i - 1].val() + 1;
            } else {
                self.rank[i].next = self.rank[i - 1].val();
            }
        }
        if self.st.q.val() == reasm_state::MERGE {
            self.m_start.d.next = self.seq.q.val();
            self.m_end.d.next = self.e.q.val();
            self.replay.d.next = false;
            self.replay_end.d.next = bits::<32>(0);
            for i in 0..REASM_BLOCKS {
                if self.left[i].q.val() {
                    self.m_start.d.next = self.bs[i].q.val();
                }
                if self.right[i].q.val() {
                    self.m_end.d.next = self.be[i].q.val();
                }
                if self.adv.q.val() & self.reach[i].q.val() {
                    self.replay.d.next = true;
                    self.replay_end.d.next = self.be[i].q.val();
                }
                self.pos[i].d.next = self.rank[i].val();
                // The place after the last block: the new count.
                if self.surv[i].q.val() {
                    self.n_out.d.next = self.rank[i].val() + 1;
                } else {
                    self.n_out.d.next = self.rank[i].val();
                }
            }
            self.verdict.d.next = bits::<2>(reasm_verdict::KEPT);
            self.replace.d.next = true;
            if !self.adv.q.val() {
                if self.beyond.q.val() {
                    self.verdict.d.next = bits::<2>(reasm_verdict::BEYOND);
                    self.replace.d.next = false;
                } else if self.any_contains.val() {
                    self.verdict.d.next = bits::<2>(reasm_verdict::DUPLICATE);
                } else if self.full.val() {
                    self.verdict.d.next = bits::<2>(reasm_verdict::FULL);
                    self.replace.d.next = false;
                }
            }
            self.st.d.next = bits::<3>(reasm_state::PLACE);
        }

        // PLACE: the new list (unused places zero), or the list as offered.
        if self.st.q.val() == reasm_state::PLACE {
            if self.replace.q.val() {
                self.o_count.d.next = self.n_out.q.val();
                for i in 0..REASM_BLOCKS {
                    self.os[i].d.next = bits::<32>(0);
                    self.oe[i].d.next = bits::<32>(0);
                }
                if !self.adv.q.val() {
                    self.os[0].d.next = self.m_start.q.val();
                    self.oe[0].d.next = self.m_end.q.val();
                }
                for i in 0..REASM_BLOCKS {
                    if self.surv[i].q.val() & (self.pos[i].q.val() == bits::<3>(reasm_slot::FIRST)) {
                        self.os[0].d.next = self.bs[i].q.val();
                        self.oe[0].d.next = self.be[i].q.val();
                    }
                    if self.surv[i].q.val() & (self.pos[i].q.val() == bits::<3>(reasm_slot::SECOND)) {
                        self.os[1].d.next = self.bs[i].q.val();
                        self.oe[1].d.next = self.be[i].q.val();
                    }
                    if self.surv[i].q.val() & (self.pos[i].q.val() == bits::<3>(reasm_slot::THIRD)) {
                        self.os[2].d.next = self.bs[i].q.val();
                        self.oe[2].d.next = self.be[i].q.val();
                    }
                    if self.surv[i].q.val() & (self.pos[i].q.val() == bits::<3>(reasm_slot::FOURTH)) {
                        self.os[3].d.next = self.bs[i].q.val();
                        self.oe[3].d.next = self.be[i].q.val();
                    }
                }
            } else {
                self.o_count.d.next = self.count.q.val();
                for i in 0..REASM_BLOCKS {
                    self.os[i].d.next = self.bs[i].q.val();
                    self.oe[i].d.next = self.be[i].q.val();
                }
            }
            self.st.d.next = bits::<3>(reasm_state::OUT);
        }

        if (self.st.q.val() == reasm_state::OUT) & self.m_out.ready.val() {
            self.n_dec.d.next = self.n_dec.q.val() + 1;
            self.st.d.next = bits::<3>(reasm_state::IDLE);
        }
        self.m_out.conn.next = self.conn.q.val();
        self.m_out.advance.next = self.adv.q.val();
        self.m_out.verdict.next = self.verdict.q.val();
        self.m_out.count.next = self.o_count.q.val();
        self.m_out.s0.next = self.os[0].q.val();
        self.m_out.e0.next = self.oe[0].q.val();
        self.m_out.s1.next = self.os[1].q.val();
        self.m_out.e1.next = self.oe[1].q.val();
        self.m_out.s2.next = self.os[2].q.val();
        self.m_out.e2.next = self.oe[2].q.val();
        self.m_out.s3.next = self.os[3].q.val();
        self.m_out.e3.next = self.oe[3].q.val();
        self.m_out.seq.next = self.seq.q.val();
        self.m_out.kept_end.next = self.e.q.val();
        self.m_out.replay.next = self.replay.q.val();
        self.m_out.replay_end.next = self.replay_end.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<3>(reasm_state::IDLE);
            self.n_dec.d.next = bits::<32>(0);
        }
    }
}
