//! ToeSackPlan: RFC 6675's transmit rule in SACK recovery, emitted as `rtl/toe_sack_plan.v`.
//!
//! The send half of a TCB, whether the connection is in SACK recovery, and its scoreboard
//! (`s_in`, [`SackPlanIn`]) become either "the ordinary rule decides" (`decides` clear:
//! not in SACK recovery, the first segment asked for again, a go-back-N in progress, or
//! nothing new to send) or a plan (`m_out`, [`SackPlanOut`]): golden `toe_sack::sack_plan`
//! with `Scoreboard::lost_edge`, `pipe` and `next_hole` (RFC 6675 sections 4 and 5): nothing
//! while cwnd is below pipe + SMSS; else NextSeg's rule (1), the first lost hole not yet sent
//! again, up to one SMSS and never past its hole or the data, sent as a retransmission; else
//! rule (2), new data within the peer's window.
//!
//! Where golden loops over the ranges (IsLost's edge from the highest range down, NextSeg
//! from the lowest up) this block takes one range a step with the same variables, so it is
//! golden's loop, not a rewriting of it; the pipe's clipped overlaps are computed for all
//! ranges at once and summed in a tree. Every comparison in sequence space is the sign of a
//! 32-bit difference (RFC 9293 section 3.4); lengths and windows compare unsigned, as
//! golden's `u32`s. A step per state ([`sack_plan_state`]), at most 38 cycles a decision.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeSackPlan {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: SackPlanIn,
    pub m_out: SackPlanOut,
    /// Decisions taken.
    pub cnt_decided: Signal<Out, Bits<32>>,
    st: DFF<Bits<5>>,
    conn: DFF<Bits<10>>,
    gate: DFF<Bit>,
    snd_una: DFF<Bits<32>>,
    snd_max: DFF<Bits<32>>,
    data_end: DFF<Bits<32>>,
    snd_wnd: DFF<Bits<32>>,
    cwnd: DFF<Bits<32>>,
    mss: DFF<Bits<16>>,
    high_rxt: DFF<Bits<32>>,
    count: DFF<Bits<3>>,
    rs: [DFF<Bits<32>>; SACK_RANGES],
    re: [DFF<Bits<32>>; SACK_RANGES],
    idx: DFF<Bits<3>>,
    /// The range selected by `idx` (registered: the compares start at a flop), whether there
    /// is one (NextSeg), its length (IsLost).
    hs: DFF<Bits<32>>,
    he: DFF<Bits<32>>,
    hin: DFF<Bit>,
    elen: DFF<Bits<32>>,
    above: DFF<Bits<32>>,
    l_edge: DFF<Bits<32>>,
    sa: [DFF<Bits<32>>; SACK_RANGES],
    ea: [DFF<Bits<32>>; SACK_RANGES],
    sb: [DFF<Bits<32>>; SACK_RANGES],
    eb: [DFF<Bits<32>>; SACK_RANGES],
    ova: [DFF<Bits<32>>; SACK_RANGES],
    ovb: [DFF<Bits<32>>; SACK_RANGES],
    da: DFF<Bits<32>>,
    db: DFF<Bits<32>>,
    lta: DFF<Bit>,
    ltb: DFF<Bit>,
    pa01: DFF<Bits<32>>,
    pa23: DFF<Bits<32>>,
    pb01: DFF<Bits<32>>,
    pb23: DFF<Bits<32>>,
    sacked_a: DFF<Bits<32>>,
    sacked_b: DFF<Bits<32>>,
    ua: DFF<Bits<32>>,
    ub: DFF<Bits<32>>,
    pipe: DFF<Bits<32>>,
    sat: DFF<Bits<32>>,
    /// NextSeg's cursor, the hole's end.
    s: DFF<Bits<32>>,
    hole_end: DFF<Bits<32>>,
    d_hole: DFF<Bits<32>>,
    d_data: DFF<Bits<32>>,
    m1: DFF<Bits<32>>,
    lt_new: DFF<Bit>,
    flight: DFF<Bits<32>>,
    d_new: DFF<Bits<32>>,
    room: DFF<Bits<32>>,
    limit: DFF<Bits<32>>,
    o_decides: DFF<Bit>,
    o_kind: DFF<Bits<2>>,
    o_start: DFF<Bits<32>>,
    o_limit: DFF<Bits<32>>,
    o_cut: DFF<Bit>,
    o_rexmt: DFF<Bit>,
    o_adv: DFF<Bit>,
    n_dec: DFF<Bits<32>>,
    mss32: Signal<Local, Bits<32>>,
    thresh: Signal<Local, Bits<32>>,
    cmask: Signal<Local, Bits<4>>,
    ioh: Signal<Local, Bits<4>>,
    cur_s: Signal<Local, Bits<32>>,
    cur_e: Signal<Local, Bits<32>>,
    d_s_l: [Signal<Local, Bits<32>>; SACK_RANGES],
    d_max_e: [Signal<Local, Bits<32>>; SACK_RANGES],
    d_s_una: [Signal<Local, Bits<32>>; SACK_RANGES],
    d_hr_e: [Signal<Local, Bits<32>>; SACK_RANGES],
    d_ea: [Signal<Local, Bits<32>>; SACK_RANGES],
    d_eb: [Signal<Local, Bits<32>>; SACK_RANGES],
    d_l_max: Signal<Local, Bits<32>>,
    d_una_hr: Signal<Local, Bits<32>>,
    sum: Signal<Local, Bits<32>>,
    d_hr_una: Signal<Local, Bits<32>>,
    d_s_le: Signal<Local, Bits<32>>,
    d_s_cs: Signal<Local, Bits<32>>,
    d_s_ce: Signal<Local, Bits<32>>,
    d_max_end: Signal<Local, Bits<32>>,
}

impl Logic for ToeSackPlan {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, conn, gate, snd_una, snd_max, data_end, snd_wnd, cwnd, mss, high_rxt, count, idx, hs, he, hin, elen, above, l_edge, da, db, lta, ltb, pa01, pa23, pb01, pb23, sacked_a, sacked_b, ua, ub, pipe, sat, s,
            hole_end, d_hole, d_data, m1, lt_new, flight, d_new, room, limit, o_decides, o_kind, o_start, o_limit, o_cut, o_rexmt, o_adv, n_dec
        );
        for i in 0..SACK_RANGES {
            self.rs[i].clock.next = self.clock.val();
            self.re[i].clock.next = self.clock.val();
            self.sa[i].clock.next = self.clock.val();
            self.ea[i].clock.next = self.clock.val();
            self.sb[i].clock.next = self.clock.val();
            self.eb[i].clock.next = self.clock.val();
            self.ova[i].clock.next = self.clock.val();
            self.ovb[i].clock.next = self.clock.val();
            self.rs[i].d.next = self.rs[i].q.val();
            self.re[i].d.next = self.re[i].q.val();
            self.sa[i].d.next = self.sa[i].q.val();
            self.ea[i].d.next = self.ea[i].q.val();
            self.sb[i].d.next = self.sb[i].q.val();
            self.eb[i].d.next = self.eb[i].q.val();
            self.ova[i].d.next = self.ova[i].q.val();
            self.ovb[i].d.next = self.ovb[i].q.val();
        }
        self.s_in.ready.next = (self.st.q.val() == sack_plan_state::IDLE) & !self.reset.val();
        self.m_out.valid.next = self.st.q.val() == sack_plan_state::OUT;
        self.cnt_decided.next = self.n_dec.q.val();
        self.mss32.next = bit_cast::<32, 16>(self.mss.q.val());
        self.thresh.next = self.mss32.val() << sack_thresh::SMSS_SHIFT;
        self.cmask.next = (bits::<4>(1) << self.count.q.val()) - bits::<4>(1);
        self.ioh.next = bits::<4>(1) << self.idx.q.val();
        self.cur_s.next = bits::<32>(0);
        self.cur_e.next = bits::<32>(0);
        for i in 0..SACK_RANGES {
            if self.ioh.val().get_bit(i) {
                self.cur_s.next = self.rs[i].q.val();
                self.cur_e.next = self.re[i].q.val();
            }
        }

        if (self.st.q.val() == sack_plan_state::IDLE) & self.s_in.valid.val() {
            self.conn.d.next = self.s_in.conn.val();
            // Golden's gate: synchronized, in recovery, not the first segment again, no go-back-N.
            self.gate.d.next = self.s_in.synchronized.val() & self.s_in.in_recovery.val() & !self.s_in.rexmt_first.val() & (self.s_in.snd_nxt.val() == self.s_in.snd_max.val());
            self.snd_una.d.next = self.s_in.snd_una.val();
            self.snd_max.d.next = self.s_in.snd_max.val();
            self.data_end.d.next = self.s_in.data_end.val();
            self.snd_wnd.d.next = self.s_in.snd_wnd.val();
            self.cwnd.d.next = self.s_in.cwnd.val();
            self.mss.d.next = self.s_in.snd_mss.val();
            self.high_rxt.d.next = self.s_in.high_rxt.val();
            self.count.d.next = self.s_in.count.val();
            self.rs[0].d.next = self.s_in.s0.val();
            self.re[0].d.next = self.s_in.e0.val();
            self.rs[1].d.next = self.s_in.s1.val();
            self.re[1].d.next = self.s_in.e1.val();
            self.rs[2].d.next = self.s_in.s2.val();
            self.re[2].d.next = self.s_in.e2.val();
            self.rs[3].d.next = self.s_in.s3.val();
            self.re[3].d.next = self.s_in.e3.val();
            self.o_decides.d.next = false;
            self.o_kind.d.next = bits::<2>(plan_kind::NOTHING);
            self.o_start.d.next = bits::<32>(0);
            self.o_limit.d.next = bits::<32>(0);
            self.o_cut.d.next = false;
            self.o_rexmt.d.next = false;
            self.o_adv.d.next = false;
            self.l_edge.d.next = bits::<32>(0);
            self.pipe.d.next = bits::<32>(0);
            self.st.d.next = bits::<5>(sack_plan_state::GATE);
        }

        // GATE: outside SACK recovery the ordinary rule decides; else IsLost's edge.
        if self.st.q.val() == sack_plan_state::GATE {
            self.above.d.next = bits::<32>(0);
            if !self.gate.q.val() {
                self.st.d.next = bits::<5>(sack_plan_state::OUT);
            } else if !self.count.q.val().any() {
                self.l_edge.d.next = self.snd_una.q.val();
                self.st.d.next = bits::<5>(sack_plan_state::PCLIP);
            } else {
                self.idx.d.next = self.count.q.val() - 1;
                self.st.d.next = bits::<5>(sack_plan_state::ESEL);
            }
        }

        // ESEL / EADD / ECHK: from the highest range down, the SACKed bytes at or above it;
        // the first range with more than (DupThresh - 1) x SMSS of them, or DupThresh ranges at
        // or above it, starts L; none: L is SND.UNA.
        if self.st.q.val() == sack_plan_state::ESEL {
            self.elen.d.next = self.cur_e.val() - self.cur_s.val();
            self.hs.d.next = self.cur_s.val();
            self.st.d.next = bits::<5>(sack_plan_state::EADD);
        }
        if self.st.q.val() == sack_plan_state::EADD {
            self.above.d.next = self.above.q.val() + self.elen.q.val();
            self.st.d.next = bits::<5>(sack_plan_state::ECHK);
        }
        if self.st.q.val() == sack_plan_state::ECHK {
            if (self.above.q.val() > self.thresh.val()) | ((self.count.q.val() - self.idx.q.val()) >= bits::<3>(sack_thresh::RANGES)) {
                self.l_edge.d.next = self.hs.q.val();
                self.st.d.next = bits::<5>(sack_plan_state::PCLIP);
            } else if !self.idx.q.val().any() {
                self.l_edge.d.next = self.snd_una.q.val();
                self.st.d.next = bits::<5>(sack_plan_state::PCLIP);
            } else {
                self.idx.d.next = self.idx.q.val() - 1;
                self.st.d.next = bits::<5>(sack_plan_state::ESEL);
            }
        }

        // PCLIP: each range clipped to [L, SND.MAX) and to [SND.UNA, HighRxt); the spans.
        for i in 0..SACK_RANGES {
            self.d_s_l[i].next = self.rs[i].q.val() - self.l_edge.q.val();
            self.d_max_e[i].next = self.snd_max.q.val() - self.re[i].q.val();
            self.d_s_una[i].next = self.rs[i].q.val() - self.snd_una.q.val();
            self.d_hr_e[i].next = self.high_rxt.q.val() - self.re[i].q.val();
        }
        self.d_l_max.next = self.l_edge.q.val() - self.snd_max.q.val();
        self.d_una_hr.next = self.snd_una.q.val() - self.high_rxt.q.val();
        if self.st.q.val() == sack_plan_state::PCLIP {
            for i in 0..SACK_RANGES {
                if self.d_s_l[i].val() >= bits::<32>(seq_sign::NEGATIVE) {
                    self.sa[i].d.next = self.l_edge.q.val();
                } else {
                    self.sa[i].d.next = self.rs[i].q.val();
                }
                if self.d_max_e[i].val() >= bits::<32>(seq_sign::NEGATIVE) {
                    self.ea[i].d.next = self.snd_max.q.val();
                } else {
                    self.ea[i].d.next = self.re[i].q.val();
                }
                if self.d_s_una[i].val() >= bits::<32>(seq_sign::NEGATIVE) {
                    self.sb[i].d.next = self.snd_una.q.val();
                } else {
                    self.sb[i].d.next = self.rs[i].q.val();
                }
                if self.d_hr_e[i].val() >= bits::<32>(seq_sign::NEGATIVE) {
                    self.eb[i].d.next = self.high_rxt.q.val();
                } else {
                    self.eb[i].d.next = self.re[i].q.val();
                }
            }
            self.da.d.next = self.snd_max.q.val() - self.l_edge.q.val();
            self.db.d.next = self.high_rxt.q.val() - self.snd_una.q.val();
            self.lta.d.next = self.d_l_max.val() >= bits::<32>(seq_sign::NEGATIVE);
            self.ltb.d.next = self.d_una_hr.val() >= bits::<32>(seq_sign::NEGATIVE);
            self.st.d.next = bits::<5>(sack_plan_state::POV);
        }

        // POV: each clipped range's bytes (none when it is empty); then their sums.
        for i in 0..SACK_RANGES {
            self.d_ea[i].next = self.sa[i].q.val() - self.ea[i].q.val();
            self.d_eb[i].next = self.sb[i].q.val() - self.eb[i].q.val();
        }
        if self.st.q.val() == sack_plan_state::POV {
            for i in 0..SACK_RANGES {
                self.ova[i].d.next = bits::<32>(0);
                self.ovb[i].d.next = bits::<32>(0);
                if self.cmask.val().get_bit(i) & (self.d_ea[i].val() >= bits::<32>(seq_sign::NEGATIVE)) {
                    self.ova[i].d.next = self.ea[i].q.val() - self.sa[i].q.val();
                }
                if self.cmask.val().get_bit(i) & (self.d_eb[i].val() >= bits::<32>(seq_sign::NEGATIVE)) {
                    self.ovb[i].d.next = self.eb[i].q.val() - self.sb[i].q.val();
                }
            }
            self.st.d.next = bits::<5>(sack_plan_state::PSUM1);
        }
        if self.st.q.val() == sack_plan_state::PSUM1 {
            self.pa01.d.next = self.ova[0].q.val() + self.ova[1].q.val();
            self.pa23.d.next = self.ova[2].q.val() + self.ova[3].q.val();
            self.pb01.d.next = self.ovb[0].q.val() + self.ovb[1].q.val();
            self.pb23.d.next = self.ovb[2].q.val() + self.ovb[3].q.val();
            self.st.d.next = bits::<5>(sack_plan_state::PSUM2);
        }
        if self.st.q.val() == sack_plan_state::PSUM2 {
            self.sacked_a.d.next = self.pa01.q.val() + self.pa23.q.val();
            self.sacked_b.d.next = self.pb01.q.val() + self.pb23.q.val();
            self.st.d.next = bits::<5>(sack_plan_state::PSUB);
        }
        // PSUB / PTOT: unSACKed bytes from L to SND.MAX plus from SND.UNA to HighRxt.
        if self.st.q.val() == sack_plan_state::PSUB {
            self.ua.d.next = bits::<32>(0);
            self.ub.d.next = bits::<32>(0);
            if self.lta.q.val() {
                self.ua.d.next = self.da.q.val() - self.sacked_a.q.val();
            }
            if self.ltb.q.val() {
                self.ub.d.next = self.db.q.val() - self.sacked_b.q.val();
            }
            self.st.d.next = bits::<5>(sack_plan_state::PTOT);
        }
        if self.st.q.val() == sack_plan_state::PTOT {
            self.pipe.d.next = self.ua.q.val() + self.ub.q.val();
            self.st.d.next = bits::<5>(sack_plan_state::ROOM);
        }

        // ROOM / ROOM2: nothing while cwnd < pipe + SMSS (saturating); else NextSeg from
        // max(HighRxt, SND.UNA).
        self.sum.next = self.pipe.q.val() + self.mss32.val();
        self.d_hr_una.next = self.high_rxt.q.val() - self.snd_una.q.val();
        if self.st.q.val() == sack_plan_state::ROOM {
            if self.sum.val() < self.pipe.q.val() {
                self.sat.d.next = !bits::<32>(0);
            } else {
                self.sat.d.next = self.sum.val();
            }
            self.st.d.next = bits::<5>(sack_plan_state::ROOM2);
        }
        if self.st.q.val() == sack_plan_state::ROOM2 {
            self.idx.d.next = bits::<3>(0);
            if self.d_hr_una.val() >= bits::<32>(seq_sign::NEGATIVE) {
                self.s.d.next = self.snd_una.q.val();
            } else {
                self.s.d.next = self.high_rxt.q.val();
            }
            if self.cwnd.q.val() < self.sat.q.val() {
                self.o_decides.d.next = true;
                self.st.d.next = bits::<5>(sack_plan_state::OUT);
            } else {
                self.st.d.next = bits::<5>(sack_plan_state::HSEL);
            }
        }

        // HOLE: golden's loop, a range a step: past L: no hole; before the range: the hole
        // up to it; inside it: on from its end.
        if self.st.q.val() == sack_plan_state::HSEL {
            self.hin.d.next = self.idx.q.val() < self.count.q.val();
            self.hs.d.next = self.cur_s.val();
            self.he.d.next = self.cur_e.val();
            self.st.d.next = bits::<5>(sack_plan_state::HOLE);
        }
        self.d_s_le.next = self.s.q.val() - self.l_edge.q.val();
        self.d_s_cs.next = self.s.q.val() - self.hs.q.val();
        self.d_s_ce.next = self.s.q.val() - self.he.q.val();
        if self.st.q.val() == sack_plan_state::HOLE {
            if !self.hin.q.val() {
                self.st.d.next = bits::<5>(sack_plan_state::NEW1);
            } else if self.d_s_le.val() < bits::<32>(seq_sign::NEGATIVE) {
                self.st.d.next = bits::<5>(sack_plan_state::NEW1);
            } else if self.d_s_cs.val() >= bits::<32>(seq_sign::NEGATIVE) {
                self.hole_end.d.next = self.hs.q.val();
                self.st.d.next = bits::<5>(sack_plan_state::HMIN1);
            } else {
                if self.d_s_ce.val() >= bits::<32>(seq_sign::NEGATIVE) {
                    self.s.d.next = self.he.q.val();
                }
                self.idx.d.next = self.idx.q.val() + 1;
                self.st.d.next = bits::<5>(sack_plan_state::HSEL);
            }
        }
        // HMIN1-3: the hole sent again: min(hole, SMSS, data left), from its start.
        if self.st.q.val() == sack_plan_state::HMIN1 {
            self.d_hole.d.next = self.hole_end.q.val() - self.s.q.val();
            self.d_data.d.next = self.data_end.q.val() - self.s.q.val();
            self.st.d.next = bits::<5>(sack_plan_state::HMIN2);
        }
        if self.st.q.val() == sack_plan_state::HMIN2 {
            if self.d_hole.q.val() < self.mss32.val() {
                self.m1.d.next = self.d_hole.q.val();
            } else {
                self.m1.d.next = self.mss32.val();
            }
            self.st.d.next = bits::<5>(sack_plan_state::HMIN3);
        }
        if self.st.q.val() == sack_plan_state::HMIN3 {
            if self.m1.q.val() < self.d_data.q.val() {
                self.o_limit.d.next = self.m1.q.val();
            } else {
                self.o_limit.d.next = self.d_data.q.val();
            }
            self.o_decides.d.next = true;
            self.o_kind.d.next = bits::<2>(plan_kind::RECORDS);
            self.o_start.d.next = self.s.q.val();
            self.o_cut.d.next = true;
            self.o_rexmt.d.next = true;
            self.st.d.next = bits::<5>(sack_plan_state::OUT);
        }

        // NEW1-5: new data from SND.MAX within the peer's window, SMSS and the data left.
        self.d_max_end.next = self.snd_max.q.val() - self.data_end.q.val();
        if self.st.q.val() == sack_plan_state::NEW1 {
            self.lt_new.d.next = self.d_max_end.val() >= bits::<32>(seq_sign::NEGATIVE);
            self.flight.d.next = self.snd_max.q.val() - self.snd_una.q.val();
            self.d_new.d.next = self.data_end.q.val() - self.snd_max.q.val();
            self.st.d.next = bits::<5>(sack_plan_state::NEW2);
        }
        if self.st.q.val() == sack_plan_state::NEW2 {
            if !self.lt_new.q.val() {
                self.st.d.next = bits::<5>(sack_plan_state::OUT);
            } else {
                if self.snd_wnd.q.val() > self.flight.q.val() {
                    self.room.d.next = self.snd_wnd.q.val() - self.flight.q.val();
                } else {
                    self.room.d.next = bits::<32>(0);
                }
                self.st.d.next = bits::<5>(sack_plan_state::NEW3);
            }
        }
        if self.st.q.val() == sack_plan_state::NEW3 {
            if self.room.q.val() < self.mss32.val() {
                self.m1.d.next = self.room.q.val();
            } else {
                self.m1.d.next = self.mss32.val();
            }
            self.st.d.next = bits::<5>(sack_plan_state::NEW4);
        }
        if self.st.q.val() == sack_plan_state::NEW4 {
            if self.m1.q.val() < self.d_new.q.val() {
                self.limit.d.next = self.m1.q.val();
            } else {
                self.limit.d.next = self.d_new.q.val();
            }
            self.st.d.next = bits::<5>(sack_plan_state::NEW5);
        }
        if self.st.q.val() == sack_plan_state::NEW5 {
            self.o_decides.d.next = true;
            if self.limit.q.val().any() {
                self.o_kind.d.next = bits::<2>(plan_kind::RECORDS);
                self.o_start.d.next = self.snd_max.q.val();
                self.o_limit.d.next = self.limit.q.val();
                self.o_cut.d.next = (self.limit.q.val() == self.mss32.val()) | !self.flight.q.val().any();
                self.o_adv.d.next = true;
            }
            self.st.d.next = bits::<5>(sack_plan_state::OUT);
        }

        if (self.st.q.val() == sack_plan_state::OUT) & self.m_out.ready.val() {
            self.n_dec.d.next = self.n_dec.q.val() + 1;
            self.st.d.next = bits::<5>(sack_plan_state::IDLE);
        }
        self.m_out.conn.next = self.conn.q.val();
        self.m_out.decides.next = self.o_decides.q.val();
        self.m_out.kind.next = self.o_kind.q.val();
        self.m_out.start.next = self.o_start.q.val();
        self.m_out.limit.next = self.o_limit.q.val();
        self.m_out.cut_ok.next = self.o_cut.q.val();
        self.m_out.retransmit.next = self.o_rexmt.q.val();
        self.m_out.advance.next = self.o_adv.q.val();
        self.m_out.lost_edge.next = self.l_edge.q.val();
        self.m_out.pipe.next = self.pipe.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<5>(sack_plan_state::IDLE);
            self.n_dec.d.next = bits::<32>(0);
        }
    }
}
