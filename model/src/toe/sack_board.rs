//! ToeSackBoard: an ACK's SACK blocks into the sender's scoreboard, emitted as
//! `rtl/toe_sack_board.v`.
//!
//! The scoreboard (`s_in`, [`SackBoardIn`]: up to [`SACK_RANGES`] SACKed ranges above SND.UNA,
//! ascending, and HighRxt) and an ACK (SND.UNA after it, SND.MAX, its SACK blocks in the order
//! they came) become the scoreboard after it and whether a block SACKed bytes not SACKed
//! before (`m_out`, [`SackBoardOut`]): golden `toe_sack::Scoreboard::update`, which the
//! reference engine runs on every ACK of a connection that agreed SACK (RFC 2018, RFC 6675).
//!
//! The steps: ranges at or below SND.UNA go, one straddling it starts at SND.UNA; each block,
//! its left edge raised to SND.UNA, is taken when it lies inside (SND.UNA, SND.MAX]; a taken
//! block is new unless one range holds it whole, merges with every range it overlaps or
//! touches, and goes to its place in the ascending list (up to [`SACK_WORK`] ranges while the
//! blocks are taken); then the lowest [`SACK_RANGES`] are kept and HighRxt is raised to
//! SND.UNA. As in toe_reasm, held ranges neither overlap nor touch, so nothing compares two
//! ranges: at most one range meeting a block starts before it and at most one ends after it
//! (the merged range's edges), the bytes of a block are all SACKed already exactly when one
//! range holds it whole (golden's count of SACKed bytes in the block equals its length only
//! then: any two ranges have a gap between them), and a survivor's place is its rank among
//! the survivors, plus one when it lies after the block.
//!
//! Last, IsLost(SND.UNA) on the new scoreboard (RFC 6675 section 4, golden `lost_edge`: from
//! the highest range down, the first whose bytes from it up exceed (DupThresh - 1) x SMSS or
//! that is the DupThresh-th from the top; SND.UNA's byte is lost when that range starts above
//! SND.UNA). Ranges ascend and never touch, so only the lowest can start at SND.UNA: the
//! byte is lost when a range above the lowest qualifies, or the lowest does and starts
//! above SND.UNA. The sums from each range up are two levels of 32-bit adds, a level a cycle.
//!
//! Every comparison is the sign of a 32-bit difference (RFC 9293 section 3.4). Places are
//! one-hot (registered, so the list's muxes start at a flop), moved through `get_bit` on the
//! loop's index. One ACK at a time, a step per state ([`sack_state`]): 10 cycles, 6 more per
//! block taken and 2 per block skipped.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeSackBoard {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: SackBoardIn,
    pub m_out: SackBoardOut,
    /// ACKs taken.
    pub cnt_decided: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    conn: DFF<Bits<10>>,
    snd_una: DFF<Bits<32>>,
    snd_max: DFF<Bits<32>>,
    high_rxt: DFF<Bits<32>>,
    count: DFF<Bits<3>>,
    nblocks: DFF<Bits<3>>,
    /// The block being taken.
    j: DFF<Bits<3>>,
    /// The ranges and blocks as offered.
    rs: [DFF<Bits<32>>; SACK_RANGES],
    re: [DFF<Bits<32>>; SACK_RANGES],
    bl: [DFF<Bits<32>>; SACK_BLOCKS_IN],
    br: [DFF<Bits<32>>; SACK_BLOCKS_IN],
    /// CLIP: a range stays, and its start clipped to SND.UNA.
    keep: [DFF<Bit>; SACK_RANGES],
    cs: [DFF<Bits<32>>; SACK_RANGES],
    /// The working list, ascending.
    ws: [DFF<Bits<32>>; SACK_WORK],
    we: [DFF<Bits<32>>; SACK_WORK],
    wcount: DFF<Bits<4>>,
    /// The block, its left edge raised to SND.UNA.
    cl: DFF<Bits<32>>,
    cr: DFF<Bits<32>>,
    /// Per range against the block.
    meets: [DFF<Bit>; SACK_WORK],
    contains: [DFF<Bit>; SACK_WORK],
    left: [DFF<Bit>; SACK_WORK],
    right: [DFF<Bit>; SACK_WORK],
    before: [DFF<Bit>; SACK_WORK],
    surv: [DFF<Bit>; SACK_WORK],
    /// A survivor's place in the new list, the merged range's place, the new length.
    dest: [DFF<Bits<4>>; SACK_WORK],
    mpos: DFF<Bits<4>>,
    /// BSEL: each survivor's place and the merged range's, one-hot (none for a range merged).
    doh: [DFF<Bits<8>>; SACK_WORK],
    moh: DFF<Bits<8>>,
    n_new: DFF<Bits<4>>,
    m_start: DFF<Bits<32>>,
    m_end: DFF<Bits<32>>,
    newly: DFF<Bit>,
    os: [DFF<Bits<32>>; SACK_RANGES],
    oe: [DFF<Bits<32>>; SACK_RANGES],
    o_count: DFF<Bits<3>>,
    o_high: DFF<Bits<32>>,
    /// In PACK, in BPLACE (registered from CLIP and BSEL, which always lead there): the
    /// working list's 512 flip-flops and its count are enabled from one flop each, not from
    /// the state register's decode (seed 3 missed 156.25 MHz on that enable, 152.7 MHz).
    in_pack: DFF<Bit>,
    in_place: DFF<Bit>,
    /// IsLost: (DupThresh - 1) x SMSS; each range's length (0 past the count), the pairs'
    /// sums (ranges 0-1, 2-3), the sums from ranges 0 and 1 up; the verdict.
    mss_lim: DFF<Bits<32>>,
    olen: [DFF<Bits<32>>; SACK_RANGES],
    s01: DFF<Bits<32>>,
    s23: DFF<Bits<32>>,
    up0: DFF<Bits<32>>,
    up1: DFF<Bits<32>>,
    lost: DFF<Bit>,
    n_dec: DFF<Bits<32>>,
    cmask: Signal<Local, Bits<4>>,
    /// The new list's ranges present (LEN).
    omask: Signal<Local, Bits<4>>,
    wmask: Signal<Local, Bits<8>>,
    joh: Signal<Local, Bits<4>>,
    cur_l: Signal<Local, Bits<32>>,
    cur_r: Signal<Local, Bits<32>>,
    d_una_end: [Signal<Local, Bits<32>>; SACK_RANGES],
    d_s_una: [Signal<Local, Bits<32>>; SACK_RANGES],
    krank: [Signal<Local, Bits<4>>; SACK_RANGES],
    kdest: [Signal<Local, Bits<8>>; SACK_RANGES],
    d_l_una: Signal<Local, Bits<32>>,
    d_l_r: Signal<Local, Bits<32>>,
    d_max_r: Signal<Local, Bits<32>>,
    d_high_una: Signal<Local, Bits<32>>,
    /// r - start, end - l, l - start, end - r, start - l, r - end.
    d_r_s: [Signal<Local, Bits<32>>; SACK_WORK],
    d_e_l: [Signal<Local, Bits<32>>; SACK_WORK],
    d_l_s: [Signal<Local, Bits<32>>; SACK_WORK],
    d_e_r: [Signal<Local, Bits<32>>; SACK_WORK],
    d_s_l: [Signal<Local, Bits<32>>; SACK_WORK],
    d_r_e: [Signal<Local, Bits<32>>; SACK_WORK],
    meets_now: [Signal<Local, Bit>; SACK_WORK],
    srank: [Signal<Local, Bits<4>>; SACK_WORK],
    nbefore: [Signal<Local, Bits<4>>; SACK_WORK],
    any_contains: Signal<Local, Bit>,
}

impl Logic for ToeSackBoard {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, conn, snd_una, snd_max, high_rxt, count, nblocks, j, wcount, cl, cr, mpos, moh, n_new, m_start, m_end, newly, o_count, o_high, in_pack, in_place, mss_lim, s01, s23, up0, up1, lost, n_dec);
        for i in 0..SACK_RANGES {
            self.rs[i].clock.next = self.clock.val();
            self.re[i].clock.next = self.clock.val();
            self.keep[i].clock.next = self.clock.val();
            self.cs[i].clock.next = self.clock.val();
            self.os[i].clock.next = self.clock.val();
            self.oe[i].clock.next = self.clock.val();
            self.olen[i].clock.next = self.clock.val();
            self.olen[i].d.next = self.olen[i].q.val();
            self.rs[i].d.next = self.rs[i].q.val();
            self.re[i].d.next = self.re[i].q.val();
            self.keep[i].d.next = self.keep[i].q.val();
            self.cs[i].d.next = self.cs[i].q.val();
            self.os[i].d.next = self.os[i].q.val();
            self.oe[i].d.next = self.oe[i].q.val();
        }
        for i in 0..SACK_BLOCKS_IN {
            self.bl[i].clock.next = self.clock.val();
            self.br[i].clock.next = self.clock.val();
            self.bl[i].d.next = self.bl[i].q.val();
            self.br[i].d.next = self.br[i].q.val();
        }
        for i in 0..SACK_WORK {
            self.ws[i].clock.next = self.clock.val();
            self.we[i].clock.next = self.clock.val();
            self.meets[i].clock.next = self.clock.val();
            self.contains[i].clock.next = self.clock.val();
            self.left[i].clock.next = self.clock.val();
            self.right[i].clock.next = self.clock.val();
            self.before[i].clock.next = self.clock.val();
            self.surv[i].clock.next = self.clock.val();
            self.dest[i].clock.next = self.clock.val();
            self.doh[i].clock.next = self.clock.val();
            self.doh[i].d.next = self.doh[i].q.val();
            self.ws[i].d.next = self.ws[i].q.val();
            self.we[i].d.next = self.we[i].q.val();
            self.meets[i].d.next = self.meets[i].q.val();
            self.contains[i].d.next = self.contains[i].q.val();
            self.left[i].d.next = self.left[i].q.val();
            self.right[i].d.next = self.right[i].q.val();
            self.before[i].d.next = self.before[i].q.val();
            self.surv[i].d.next = self.surv[i].q.val();
            self.dest[i].d.next = self.dest[i].q.val();
        }
        self.s_in.ready.next = (self.st.q.val() == sack_state::IDLE) & !self.reset.val();
        self.m_out.valid.next = self.st.q.val() == sack_state::OUT;
        self.cnt_decided.next = self.n_dec.q.val();
        self.in_pack.d.next = self.st.q.val() == sack_state::CLIP;
        self.in_place.d.next = self.st.q.val() == sack_state::BSEL;

        if (self.st.q.val() == sack_state::IDLE) & self.s_in.valid.val() {
            self.conn.d.next = self.s_in.conn.val();
            self.snd_una.d.next = self.s_in.snd_una.val();
            self.snd_max.d.next = self.s_in.snd_max.val();
            self.high_rxt.d.next = self.s_in.high_rxt.val();
            self.mss_lim.d.next = bit_cast::<32, 16>(self.s_in.mss.val()) << sack_thresh::SMSS_SHIFT;
            self.count.d.next = self.s_in.count.val();
            self.nblocks.d.next = self.s_in.nblocks.val();
            self.rs[0].d.next = self.s_in.s0.val();
            self.re[0].d.next = self.s_in.e0.val();
            self.rs[1].d.next = self.s_in.s1.val();
            self.re[1].d.next = self.s_in.e1.val();
            self.rs[2].d.next = self.s_in.s2.val();
            self.re[2].d.next = self.s_in.e2.val();
            self.rs[3].d.next = self.s_in.s3.val();
            self.re[3].d.next = self.s_in.e3.val();
            self.bl[0].d.next = self.s_in.l0.val();
            self.br[0].d.next = self.s_in.r0.val();
            self.bl[1].d.next = self.s_in.l1.val();
            self.br[1].d.next = self.s_in.r1.val();
            self.bl[2].d.next = self.s_in.l2.val();
            self.br[2].d.next = self.s_in.r2.val();
            self.bl[3].d.next = self.s_in.l3.val();
            self.br[3].d.next = self.s_in.r3.val();
            self.st.d.next = bits::<4>(sack_state::CLIP);
        }

        // CLIP: ranges at or below SND.UNA go; one straddling it starts there.
        self.cmask.next = (bits::<4>(1) << self.count.q.val()) - bits::<4>(1);
        for i in 0..SACK_RANGES {
            self.d_una_end[i].next = self.snd_una.q.val() - self.re[i].q.val();
            self.d_s_una[i].next = self.rs[i].q.val() - self.snd_una.q.val();
        }
        if self.st.q.val() == sack_state::CLIP {
            for i in 0..SACK_RANGES {
                // seq_lt(snd_una, end).
                self.keep[i].d.next = self.cmask.val().get_bit(i) & (self.d_una_end[i].val() >= bits::<32>(seq_sign::NEGATIVE));
                if self.d_s_una[i].val() >= bits::<32>(seq_sign::NEGATIVE) {
                    self.cs[i].d.next = self.snd_una.q.val();
                } else {
                    self.cs[i].d.next = self.rs[i].q.val();
                }
            }
            self.st.d.next = bits::<4>(sack_state::PACK);
        }

        // PACK: the ranges kept, to the front of the working list.
        self.krank[0].next = bits::<4>(0);
        for i in 1..SACK_RANGES {
            if self.keep[i - 1].q.val() {
                self.krank[i].next = self.krank[i - 1].val() + 1;
            } else {
                self.krank[i].next = self.krank[i - 1].val();
            }
        }
        for i in 0..SACK_RANGES {
            self.kdest[i].next = bits::<8>(1) << self.krank[i].val();
        }
        if self.in_pack.q.val() {
            for k in 0..SACK_WORK {
                self.ws[k].d.next = bits::<32>(0);
                self.we[k].d.next = bits::<32>(0);
                for i in 0..SACK_RANGES {
                    if self.keep[i].q.val() & self.kdest[i].val().get_bit(k) {
                        self.ws[k].d.next = self.cs[i].q.val();
                        self.we[k].d.next = self.re[i].q.val();
                    }
                }
            }
            self.wcount.d.next = bits::<4>(0);
            for i in 0..SACK_RANGES {
                if self.keep[i].q.val() {
                    self.wcount.d.next = self.krank[i].val() + 1;
                }
            }
        }
        if self.st.q.val() == sack_state::PACK {
            self.j.d.next = bits::<3>(0);
            self.newly.d.next = false;
            self.st.d.next = bits::<4>(sack_state::BCUT);
        }

        // BCUT: the next block, its left edge raised to SND.UNA; none left: DONE.
        self.joh.next = bits::<4>(1) << self.j.q.val();
        self.cur_l.next = bits::<32>(0);
        self.cur_r.next = bits::<32>(0);
        for i in 0..SACK_BLOCKS_IN {
            if self.joh.val().get_bit(i) {
                self.cur_l.next = self.bl[i].q.val();
                self.cur_r.next = self.br[i].q.val();
            }
        }
        self.d_l_una.next = self.cur_l.val() - self.snd_una.q.val();
        if self.st.q.val() == sack_state::BCUT {
            if self.j.q.val() >= self.nblocks.q.val() {
                self.st.d.next = bits::<4>(sack_state::DONE);
            } else {
                if self.d_l_una.val() >= bits::<32>(seq_sign::NEGATIVE) {
                    self.cl.d.next = self.snd_una.q.val();
                } else {
                    self.cl.d.next = self.cur_l.val();
                }
                self.cr.d.next = self.cur_r.val();
                self.st.d.next = bits::<4>(sack_state::BCHK);
            }
        }

        // BCHK: taken when seq_lt(l, r) and seq_le(r, snd_max); else the next block.
        self.d_l_r.next = self.cl.q.val() - self.cr.q.val();
        self.d_max_r.next = self.snd_max.q.val() - self.cr.q.val();
        if self.st.q.val() == sack_state::BCHK {
            if (self.d_l_r.val() >= bits::<32>(seq_sign::NEGATIVE)) & (self.d_max_r.val() < bits::<32>(seq_sign::NEGATIVE)) {
                self.st.d.next = bits::<4>(sack_state::BCMP);
            } else {
                self.j.d.next = self.j.q.val() + 1;
                self.st.d.next = bits::<4>(sack_state::BCUT);
            }
        }

        // BCMP: every range of the working list against the block.
        self.wmask.next = (bits::<8>(1) << self.wcount.q.val()) - bits::<8>(1);
        for i in 0..SACK_WORK {
            self.d_r_s[i].next = self.cr.q.val() - self.ws[i].q.val();
            self.d_e_l[i].next = self.we[i].q.val() - self.cl.q.val();
            self.d_l_s[i].next = self.cl.q.val() - self.ws[i].q.val();
            self.d_e_r[i].next = self.we[i].q.val() - self.cr.q.val();
            self.d_s_l[i].next = self.ws[i].q.val() - self.cl.q.val();
            self.d_r_e[i].next = self.cr.q.val() - self.we[i].q.val();
            // seq_le(start, r) & seq_le(l, end).
            self.meets_now[i].next = self.wmask.val().get_bit(i) & (self.d_r_s[i].val() < bits::<32>(seq_sign::NEGATIVE)) & (self.d_e_l[i].val() < bits::<32>(seq_sign::NEGATIVE));
        }
        if self.st.q.val() == sack_state::BCMP {
            for i in 0..SACK_WORK {
                self.meets[i].d.next = self.meets_now[i].val();
                // seq_le(start, l) & seq_le(r, end).
                self.contains[i].d.next = self.wmask.val().get_bit(i) & (self.d_l_s[i].val() < bits::<32>(seq_sign::NEGATIVE)) & (self.d_e_r[i].val() < bits::<32>(seq_sign::NEGATIVE));
                // seq_lt(start, l), seq_lt(r, end).
                self.left[i].d.next = self.meets_now[i].val() & (self.d_s_l[i].val() >= bits::<32>(seq_sign::NEGATIVE));
                self.right[i].d.next = self.meets_now[i].val() & (self.d_r_e[i].val() >= bits::<32>(seq_sign::NEGATIVE));
                self.surv[i].d.next = self.wmask.val().get_bit(i) & !self.meets_now[i].val();
                self.before[i].d.next = self.wmask.val().get_bit(i) & !self.meets_now[i].val() & (self.d_s_l[i].val() >= bits::<32>(seq_sign::NEGATIVE));
            }
            self.st.d.next = bits::<4>(sack_state::BMERGE);
        }

        // BMERGE: the merged range, whether the block was news, every survivor's place.
        self.any_contains.next = false;
        for i in 0..SACK_WORK {
            if self.contains[i].q.val() {
                self.any_contains.next = true;
            }
        }
        self.srank[0].next = bits::<4>(0);
        self.nbefore[0].next = bits::<4>(0);
        for i in 1..SACK_WORK {
            if self.surv[i - 1].q.val() {
                self.srank[i].next = self.srank[i - 1].val() + 1;
            } else {
                self.srank[i].next = self.srank[i - 1].val();
            }
            if self.before[i - 1].q.val() {
                self.nbefore[i].next = self.nbefore[i - 1].val() + 1;
            } else {
                self.nbefore[i].next = self.nbefore[i - 1].val();
            }
        }
        if self.st.q.val() == sack_state::BMERGE {
            self.m_start.d.next = self.cl.q.val();
            self.m_end.d.next = self.cr.q.val();
            self.n_new.d.next = bits::<4>(1);
            self.mpos.d.next = bits::<4>(0);
            for i in 0..SACK_WORK {
                if self.left[i].q.val() {
                    self.m_start.d.next = self.ws[i].q.val();
                }
                if self.right[i].q.val() {
                    self.m_end.d.next = self.we[i].q.val();
                }
                if self.before[i].q.val() {
                    self.dest[i].d.next = self.srank[i].val();
                    self.mpos.d.next = self.nbefore[i].val() + 1;
                } else {
                    self.dest[i].d.next = self.srank[i].val() + 1;
                }
                if self.surv[i].q.val() {
                    self.n_new.d.next = self.srank[i].val() + 2;
                }
            }
            if !self.any_contains.val() {
                self.newly.d.next = true;
            }
            self.st.d.next = bits::<4>(sack_state::BSEL);
        }

        // BSEL: the places as one-hot selections.
        if self.st.q.val() == sack_state::BSEL {
            for i in 0..SACK_WORK {
                if self.surv[i].q.val() {
                    self.doh[i].d.next = bits::<8>(1) << self.dest[i].q.val();
                } else {
                    self.doh[i].d.next = bits::<8>(0);
                }
            }
            self.moh.d.next = bits::<8>(1) << self.mpos.q.val();
            self.st.d.next = bits::<4>(sack_state::BPLACE);
        }

        // BPLACE: survivors to their places, the merged range to its own.
        if self.in_place.q.val() {
            for k in 0..SACK_WORK {
                self.ws[k].d.next = bits::<32>(0);
                self.we[k].d.next = bits::<32>(0);
                if self.moh.q.val().get_bit(k) {
                    self.ws[k].d.next = self.m_start.q.val();
                    self.we[k].d.next = self.m_end.q.val();
                }
                for i in 0..SACK_WORK {
                    if self.doh[i].q.val().get_bit(k) {
                        self.ws[k].d.next = self.ws[i].q.val();
                        self.we[k].d.next = self.we[i].q.val();
                    }
                }
            }
            self.wcount.d.next = self.n_new.q.val();
        }
        if self.st.q.val() == sack_state::BPLACE {
            self.j.d.next = self.j.q.val() + 1;
            self.st.d.next = bits::<4>(sack_state::BCUT);
        }

        // DONE: the lowest ranges kept; HighRxt at least SND.UNA.
        self.d_high_una.next = self.high_rxt.q.val() - self.snd_una.q.val();
        if self.st.q.val() == sack_state::DONE {
            if self.wcount.q.val() > bits::<4>(sack_len::RANGES) {
                self.o_count.d.next = bits::<3>(sack_len::RANGES);
            } else {
                self.o_count.d.next = bit_cast::<3, 4>(self.wcount.q.val());
            }
            for i in 0..SACK_RANGES {
                self.os[i].d.next = self.ws[i].q.val();
                self.oe[i].d.next = self.we[i].q.val();
            }
            if self.d_high_una.val() >= bits::<32>(seq_sign::NEGATIVE) {
                self.o_high.d.next = self.snd_una.q.val();
            } else {
                self.o_high.d.next = self.high_rxt.q.val();
            }
            self.st.d.next = bits::<4>(sack_state::LEN);
        }

        // IsLost(SND.UNA) on the new list.
        self.omask.next = (bits::<4>(1) << self.o_count.q.val()) - bits::<4>(1);
        if self.st.q.val() == sack_state::LEN {
            for i in 0..SACK_RANGES {
                if self.omask.val().get_bit(i) {
                    self.olen[i].d.next = self.oe[i].q.val() - self.os[i].q.val();
                } else {
                    self.olen[i].d.next = bits::<32>(0);
                }
            }
            self.st.d.next = bits::<4>(sack_state::SUM1);
        }
        if self.st.q.val() == sack_state::SUM1 {
            self.s01.d.next = self.olen[0].q.val() + self.olen[1].q.val();
            self.s23.d.next = self.olen[2].q.val() + self.olen[3].q.val();
            self.st.d.next = bits::<4>(sack_state::SUM2);
        }
        if self.st.q.val() == sack_state::SUM2 {
            self.up0.d.next = self.s01.q.val() + self.s23.q.val();
            self.up1.d.next = self.olen[1].q.val() + self.s23.q.val();
            self.st.d.next = bits::<4>(sack_state::LOST);
        }
        // A range qualifies by its bytes from it up, or by being the DupThresh-th from the top
        // (only ranges 0 and 1 can be: 4 ranges at most).
        if self.st.q.val() == sack_state::LOST {
            self.lost.d.next = (self.up1.q.val() > self.mss_lim.q.val())
                | (self.o_count.q.val() == bits::<3>(sack_len::RANGES))
                | (self.s23.q.val() > self.mss_lim.q.val())
                | (self.olen[3].q.val() > self.mss_lim.q.val())
                | (((self.up0.q.val() > self.mss_lim.q.val()) | (self.o_count.q.val() >= bits::<3>(sack_thresh::RANGES))) & (self.os[0].q.val() != self.snd_una.q.val()));
            self.st.d.next = bits::<4>(sack_state::OUT);
        }

        if (self.st.q.val() == sack_state::OUT) & self.m_out.ready.val() {
            self.n_dec.d.next = self.n_dec.q.val() + 1;
            self.st.d.next = bits::<4>(sack_state::IDLE);
        }
        self.m_out.conn.next = self.conn.q.val();
        self.m_out.count.next = self.o_count.q.val();
        self.m_out.s0.next = self.os[0].q.val();
        self.m_out.e0.next = self.oe[0].q.val();
        self.m_out.s1.next = self.os[1].q.val();
        self.m_out.e1.next = self.oe[1].q.val();
        self.m_out.s2.next = self.os[2].q.val();
        self.m_out.e2.next = self.oe[2].q.val();
        self.m_out.s3.next = self.os[3].q.val();
        self.m_out.e3.next = self.oe[3].q.val();
        self.m_out.high_rxt.next = self.o_high.q.val();
        self.m_out.newly.next = self.newly.q.val();
        self.m_out.lost_first.next = self.lost.q.val();
        if self.reset.val() {
            self.in_pack.d.next = false;
            self.in_place.d.next = false;
            self.st.d.next = bits::<4>(sack_state::IDLE);
            self.n_dec.d.next = bits::<32>(0);
        }
    }
}
