//! TlbCache: the translation cache: 64 sets x 4 ways of (tag, physical page), tree
//! pseudo-LRU, in synchronous-read RAMs.
//!
//! A tag word (see [`super::cache_tag`]) is {vpn[63:12], MR index[11:2], 2 MiB [1], valid [0]};
//! the data word is the physical page address >> 12 (52 bits; a 2 MiB page's low 9 bits are
//! zero).
//!
//! Ports:
//! - `rd_set`: the set read at this edge; the RAMs show it the next cycle (the parent's
//!   lookups never stall: one set a cycle).
//! - `cmp_tag` (the expected tag word of the piece whose set the RAMs show, valid bit set) is
//!   compared with the four tags; the per-way hits, valid bits, pages and pseudo-LRU bits are
//!   registered, and `hit` and `victim` (the first invalid way, else the pseudo-LRU way)
//!   come from those registers in the next stage. `hit_page` comes a stage later still: the
//!   pages and the per-way hits are registered again and the hit way's page is picked from
//!   those registers (issue 17: the hit decision and its 52-bit page pick in one cycle were
//!   ddp_rx's worst path at one seed, 6.89 ns); with no hit it is undefined.
//! - `touch/touch_set`: the lookup compared this cycle is taken: its way (the hit way, or the
//!   victim a miss will fill) becomes most recently used.
//! - `fill/fill_set/fill_way/fill_tag/fill_page`: write a way (a page-list read returned);
//!   registered here, written at the following edge.
//! - `sweep/sweep_set/sweep_all/sweep_index`: clear, in set `sweep_set` (read three edges
//!   before through `rd_set`; the ways' index and valid bits are registered, then their
//!   match), every way holding `sweep_index`, or every way and the pseudo-LRU bits
//!   (`sweep_all`, after reset). A sweep write wins over a fill (the parent never does both).
//!
//! Pseudo-LRU bits per set: [0] victim side (0: ways 0-1, 1: ways 2-3), [1] victim in 0-1,
//! [2] victim in 2-3.
//!
//! The RAMs are [`SdpRam`]s (read-during-write undefined in hardware, no collision logic on
//! the read path). A lookup that reads a set at the edge a fill writes it is therefore forced
//! to miss (`coll`): a duplicate page-list read or a follow, never data from a collision, and
//! its undefined valid bits do not pick the victim (the pseudo-LRU way does). A pseudo-LRU
//! read at the edge the same set's bits are written (a touch of the lookup two ahead: pieces
//! of one page in a row) takes the written bits from a register instead (`lw_v`). So no
//! undefined bit reaches the cache's state, which the post-synthesis check requires (there a
//! collision reads x, in simulation all ones). The sweep reads set k while it clears set
//! k - 3, and lookups are drained during sweeps.

use crate::common::sdp_ram::SdpRam;
use super::{CacheTagWord, PlruBits, QuarterHits, WayFlags, WayNum};
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct TlbCache {
    pub clock: Signal<In, Clock>,
    pub rd_set: Signal<In, Bits<6>>,
    pub cmp_tag: Signal<In, Bits<64>>,
    pub hit: Signal<Out, Bit>,
    pub hit_page: Signal<Out, Bits<52>>,
    pub victim: Signal<Out, Bits<2>>,
    pub touch: Signal<In, Bit>,
    pub touch_set: Signal<In, Bits<6>>,
    pub fill: Signal<In, Bit>,
    pub fill_set: Signal<In, Bits<6>>,
    pub fill_way: Signal<In, Bits<2>>,
    pub fill_tag: Signal<In, Bits<64>>,
    pub fill_page: Signal<In, Bits<52>>,
    pub sweep: Signal<In, Bit>,
    pub sweep_set: Signal<In, Bits<6>>,
    pub sweep_all: Signal<In, Bit>,
    pub sweep_index: Signal<In, Bits<10>>,
    tag0: SdpRam<64, 6>,
    tag1: SdpRam<64, 6>,
    tag2: SdpRam<64, 6>,
    tag3: SdpRam<64, 6>,
    page0: SdpRam<52, 6>,
    page1: SdpRam<52, 6>,
    page2: SdpRam<52, 6>,
    page3: SdpRam<52, 6>,
    plru: SdpRam<3, 6>,
    /// Per-way compare quarters ([`QuarterHits`]): 16-bit quarter k equal in bits [4k+3:4k].
    r_hit: DFF<Bits<16>>,
    /// The read at the last edge collided with a fill of the same set (its data is undefined
    /// in hardware), and that flag as registered with the compare.
    coll: DFF<Bit>,
    /// The ways' MR index as read (valid: `r_valid`), registered for the sweep's match (issue
    /// 17: the match straight from the tag RAMs' outputs was ddp_rx's worst path at seed 1,
    /// 6.42 ns, 1.36 of it the block RAM's clock-to-output).
    si0: DFF<Bits<10>>,
    si1: DFF<Bits<10>>,
    si2: DFF<Bits<10>>,
    si3: DFF<Bits<10>>,
    /// Registered sweep match per way.
    sm: DFF<Bits<4>>,
    smv: Signal<Local, Bits<4>>,
    /// The fill, registered (written one edge after it is presented).
    f_v: DFF<Bit>,
    f_set: DFF<Bits<6>>,
    f_way: DFF<Bits<2>>,
    f_tag: DFF<Bits<64>>,
    f_page: DFF<Bits<52>>,
    r_coll: DFF<Bit>,
    r_valid: DFF<Bits<4>>,
    r_p0: DFF<Bits<52>>,
    r_p1: DFF<Bits<52>>,
    r_p2: DFF<Bits<52>>,
    r_p3: DFF<Bits<52>>,
    r_lru: DFF<Bits<3>>,
    /// The pages and per-way hits again, a stage after `r_p*` (`hit_page` is picked from
    /// these).
    q_p0: DFF<Bits<52>>,
    q_p1: DFF<Bits<52>>,
    q_p2: DFF<Bits<52>>,
    q_p3: DFF<Bits<52>>,
    q_hits: DFF<Bits<4>>,
    /// The pseudo-LRU write at the last edge hit the set read at that edge (a read during
    /// write, undefined in hardware): its written bits, which the compare stage takes instead.
    lw_v: DFF<Bit>,
    lw_bits: DFF<Bits<3>>,
    /// The pseudo-LRU write of this cycle (built in locals: a child's input is not read back).
    pl_we: Signal<Local, Bit>,
    pl_wa: Signal<Local, Bits<6>>,
    pl_wd: Signal<Local, Bits<3>>,
    h0: Signal<Local, Bit>,
    h1: Signal<Local, Bit>,
    h2: Signal<Local, Bit>,
    h3: Signal<Local, Bit>,
    lru: Signal<Local, Bits<3>>,
    hv: Signal<Local, Bits<16>>,
    hv0: Signal<Local, Bits<4>>,
    hv1: Signal<Local, Bits<4>>,
    hv2: Signal<Local, Bits<4>>,
    hv3: Signal<Local, Bits<4>>,
    new_lru: Signal<Local, Bits<3>>,
    cmp0: Signal<Local, Bits<16>>,
    cmp1: Signal<Local, Bits<16>>,
    cmp2: Signal<Local, Bits<16>>,
    cmp3: Signal<Local, Bits<16>>,
    hits: Signal<Local, Bits<4>>,
    vv: Signal<Local, Bits<4>>,
    way: Signal<Local, Bits<2>>,
    s0: Signal<Local, Bit>,
    s1: Signal<Local, Bit>,
    s2: Signal<Local, Bit>,
    s3: Signal<Local, Bit>,
}

impl Logic for TlbCache {
    #[hdl_gen]
    fn update(&mut self) {
        self.tag0.clock.next = self.clock.val();
        self.tag1.clock.next = self.clock.val();
        self.tag2.clock.next = self.clock.val();
        self.tag3.clock.next = self.clock.val();
        self.page0.clock.next = self.clock.val();
        self.page1.clock.next = self.clock.val();
        self.page2.clock.next = self.clock.val();
        self.page3.clock.next = self.clock.val();
        self.plru.clock.next = self.clock.val();
        self.tag0.read_address.next = self.rd_set.val();
        self.tag1.read_address.next = self.rd_set.val();
        self.tag2.read_address.next = self.rd_set.val();
        self.tag3.read_address.next = self.rd_set.val();
        self.page0.read_address.next = self.rd_set.val();
        self.page1.read_address.next = self.rd_set.val();
        self.page2.read_address.next = self.rd_set.val();
        self.page3.read_address.next = self.rd_set.val();
        self.plru.read_address.next = self.rd_set.val();
        // Compare stage: the tags read for `cmp_tag` are compared straight from the RAMs and
        // the per-way results registered every cycle, with the pages and pseudo-LRU bits, so
        // the parent's next stage starts from flip-flops.
        dff_setup!(self, clock, si0, si1, si2, si3, sm, f_v, f_set, f_way, f_tag, f_page, coll, r_coll, r_hit, r_valid, r_p0, r_p1, r_p2, r_p3, r_lru, lw_v, lw_bits, q_p0, q_p1, q_p2, q_p3, q_hits);
        // Each tag compare is split in quarters (16 bits each), registered separately and
        // combined in the next stage: the RAM-to-register path is one quarter's compare (the
        // halves' 32-bit compares were the critical path: 142.49 / 146.93 / 141.54 MHz).
        self.cmp0.next = self.cmp_tag.val().get_value_tag_q0();
        self.cmp1.next = self.cmp_tag.val().get_value_tag_q1();
        self.cmp2.next = self.cmp_tag.val().get_value_tag_q2();
        self.cmp3.next = self.cmp_tag.val().get_value_tag_q3();
        self.hv0.next = bits::<4>(0);
        self.hv0.next.set_value_way0(self.tag0.read_data.val().get_value_tag_q0() == self.cmp0.val());
        self.hv0.next.set_value_way1(self.tag1.read_data.val().get_value_tag_q0() == self.cmp0.val());
        self.hv0.next.set_value_way2(self.tag2.read_data.val().get_value_tag_q0() == self.cmp0.val());
        self.hv0.next.set_value_way3(self.tag3.read_data.val().get_value_tag_q0() == self.cmp0.val());
        self.hv1.next = bits::<4>(0);
        self.hv1.next.set_value_way0(self.tag0.read_data.val().get_value_tag_q1() == self.cmp1.val());
        self.hv1.next.set_value_way1(self.tag1.read_data.val().get_value_tag_q1() == self.cmp1.val());
        self.hv1.next.set_value_way2(self.tag2.read_data.val().get_value_tag_q1() == self.cmp1.val());
        self.hv1.next.set_value_way3(self.tag3.read_data.val().get_value_tag_q1() == self.cmp1.val());
        self.hv2.next = bits::<4>(0);
        self.hv2.next.set_value_way0(self.tag0.read_data.val().get_value_tag_q2() == self.cmp2.val());
        self.hv2.next.set_value_way1(self.tag1.read_data.val().get_value_tag_q2() == self.cmp2.val());
        self.hv2.next.set_value_way2(self.tag2.read_data.val().get_value_tag_q2() == self.cmp2.val());
        self.hv2.next.set_value_way3(self.tag3.read_data.val().get_value_tag_q2() == self.cmp2.val());
        self.hv3.next = bits::<4>(0);
        self.hv3.next.set_value_way0(self.tag0.read_data.val().get_value_tag_q3() == self.cmp3.val());
        self.hv3.next.set_value_way1(self.tag1.read_data.val().get_value_tag_q3() == self.cmp3.val());
        self.hv3.next.set_value_way2(self.tag2.read_data.val().get_value_tag_q3() == self.cmp3.val());
        self.hv3.next.set_value_way3(self.tag3.read_data.val().get_value_tag_q3() == self.cmp3.val());
        self.hv.next = bits::<16>(0);
        self.hv.next.set_value_q0(self.hv0.val());
        self.hv.next.set_value_q1(self.hv1.val());
        self.hv.next.set_value_q2(self.hv2.val());
        self.hv.next.set_value_q3(self.hv3.val());
        self.vv.next = bits::<4>(0);
        self.vv.next.set_value_way0(self.tag0.read_data.val().get_value_valid());
        self.vv.next.set_value_way1(self.tag1.read_data.val().get_value_valid());
        self.vv.next.set_value_way2(self.tag2.read_data.val().get_value_valid());
        self.vv.next.set_value_way3(self.tag3.read_data.val().get_value_valid());
        self.f_v.d.next = self.fill.val();
        self.f_set.d.next = self.fill_set.val();
        self.f_way.d.next = self.fill_way.val();
        self.f_tag.d.next = self.fill_tag.val();
        self.f_page.d.next = self.fill_page.val();
        self.coll.d.next = self.f_v.q.val() & (self.f_set.q.val() == self.rd_set.val());
        self.r_coll.d.next = self.coll.q.val();
        self.r_hit.d.next = self.hv.val();
        self.r_valid.d.next = self.vv.val();
        self.r_p0.d.next = self.page0.read_data.val();
        self.r_p1.d.next = self.page1.read_data.val();
        self.r_p2.d.next = self.page2.read_data.val();
        self.r_p3.d.next = self.page3.read_data.val();
        self.r_lru.d.next = self.plru.read_data.val();
        if self.lw_v.q.val() {
            self.r_lru.d.next = self.lw_bits.q.val();
        }
        self.lru.next = self.r_lru.q.val();
        // A read that collided with a fill returned undefined data (ones in simulation): no way
        // hits and no way counts as free, so the touch and the victim depend on defined bits only.
        self.hits.next = bits::<4>(0);
        if !self.r_coll.q.val() {
            self.hits.next = (self.r_hit.q.val().get_value_q0() & self.r_hit.q.val().get_value_q1())
                & (self.r_hit.q.val().get_value_q2() & self.r_hit.q.val().get_value_q3());
        }
        self.h0.next = self.hits.val().get_value_way0();
        self.h1.next = self.hits.val().get_value_way1();
        self.h2.next = self.hits.val().get_value_way2();
        self.h3.next = self.hits.val().get_value_way3();
        // A lookup whose read collided with a fill is a miss, whatever the RAMs returned.
        self.hit.next = self.hits.val().any() & !self.r_coll.q.val();
        self.q_p0.d.next = self.r_p0.q.val();
        self.q_p1.d.next = self.r_p1.q.val();
        self.q_p2.d.next = self.r_p2.q.val();
        self.q_p3.d.next = self.r_p3.q.val();
        self.q_hits.d.next = self.hits.val();
        self.hit_page.next = self.q_p3.q.val();
        if self.q_hits.q.val().get_value_way2() {
            self.hit_page.next = self.q_p2.q.val();
        }
        if self.q_hits.q.val().get_value_way1() {
            self.hit_page.next = self.q_p1.q.val();
        }
        if self.q_hits.q.val().get_value_way0() {
            self.hit_page.next = self.q_p0.q.val();
        }
        // Victim: the first invalid way, else the pseudo-LRU way.
        self.victim.next = bits::<2>(0);
        self.victim.next.set_value_pair(self.lru.val().get_value_side());
        self.victim.next.set_value_in_pair(self.lru.val().get_value_in01());
        if self.lru.val().get_value_side() {
            self.victim.next.set_value_in_pair(self.lru.val().get_value_in23());
        }
        if !self.r_valid.q.val().get_value_way3() & !self.r_coll.q.val() {
            self.victim.next = bits::<2>(3);
        }
        if !self.r_valid.q.val().get_value_way2() & !self.r_coll.q.val() {
            self.victim.next = bits::<2>(2);
        }
        if !self.r_valid.q.val().get_value_way1() & !self.r_coll.q.val() {
            self.victim.next = bits::<2>(1);
        }
        if !self.r_valid.q.val().get_value_way0() & !self.r_coll.q.val() {
            self.victim.next = bits::<2>(0);
        }
        // Touch: the used way becomes most recently used (the bits point away from it).
        self.way.next = self.victim.val();
        if self.h3.val() {
            self.way.next = bits::<2>(3);
        }
        if self.h2.val() {
            self.way.next = bits::<2>(2);
        }
        if self.h1.val() {
            self.way.next = bits::<2>(1);
        }
        if self.h0.val() {
            self.way.next = bits::<2>(0);
        }
        self.pl_wa.next = self.touch_set.val();
        self.pl_we.next = self.touch.val();
        // The used way's side loses; within its pair the other way is the victim.
        self.new_lru.next = self.lru.val();
        self.new_lru.next.set_value_side(!self.way.val().get_value_pair());
        if self.way.val().get_value_pair() {
            self.new_lru.next.set_value_in23(!self.way.val().get_value_in_pair());
        } else {
            self.new_lru.next.set_value_in01(!self.way.val().get_value_in_pair());
        }
        self.pl_wd.next = self.new_lru.val();
        // Fill and sweep writes. The sweep's match of each way (valid, holding `sweep_index`) is
        // registered after the ways' registered index and valid bits: set k is read at edge k,
        // registered at k + 1, matched at k + 2, cleared at edge k + 3.
        self.si0.d.next = self.tag0.read_data.val().get_value_index();
        self.si1.d.next = self.tag1.read_data.val().get_value_index();
        self.si2.d.next = self.tag2.read_data.val().get_value_index();
        self.si3.d.next = self.tag3.read_data.val().get_value_index();
        self.smv.next = bits::<4>(0);
        if self.r_valid.q.val().get_value_way0() & (self.si0.q.val() == self.sweep_index.val()) {
            self.smv.next.set_value_way0(true);
        }
        if self.r_valid.q.val().get_value_way1() & (self.si1.q.val() == self.sweep_index.val()) {
            self.smv.next.set_value_way1(true);
        }
        if self.r_valid.q.val().get_value_way2() & (self.si2.q.val() == self.sweep_index.val()) {
            self.smv.next.set_value_way2(true);
        }
        if self.r_valid.q.val().get_value_way3() & (self.si3.q.val() == self.sweep_index.val()) {
            self.smv.next.set_value_way3(true);
        }
        self.sm.d.next = self.smv.val();
        self.s0.next = self.sweep_all.val() | self.sm.q.val().get_value_way0();
        self.s1.next = self.sweep_all.val() | self.sm.q.val().get_value_way1();
        self.s2.next = self.sweep_all.val() | self.sm.q.val().get_value_way2();
        self.s3.next = self.sweep_all.val() | self.sm.q.val().get_value_way3();
        self.tag0.write_data.next = self.f_tag.q.val();
        self.tag1.write_data.next = self.f_tag.q.val();
        self.tag2.write_data.next = self.f_tag.q.val();
        self.tag3.write_data.next = self.f_tag.q.val();
        self.page0.write_data.next = self.f_page.q.val();
        self.page1.write_data.next = self.f_page.q.val();
        self.page2.write_data.next = self.f_page.q.val();
        self.page3.write_data.next = self.f_page.q.val();
        self.tag0.write_address.next = self.f_set.q.val();
        self.tag1.write_address.next = self.f_set.q.val();
        self.tag2.write_address.next = self.f_set.q.val();
        self.tag3.write_address.next = self.f_set.q.val();
        self.page0.write_address.next = self.f_set.q.val();
        self.page1.write_address.next = self.f_set.q.val();
        self.page2.write_address.next = self.f_set.q.val();
        self.page3.write_address.next = self.f_set.q.val();
        self.tag0.write_enable.next = self.f_v.q.val() & (self.f_way.q.val() == 0);
        self.tag1.write_enable.next = self.f_v.q.val() & (self.f_way.q.val() == 1);
        self.tag2.write_enable.next = self.f_v.q.val() & (self.f_way.q.val() == 2);
        self.tag3.write_enable.next = self.f_v.q.val() & (self.f_way.q.val() == 3);
        self.page0.write_enable.next = self.f_v.q.val() & (self.f_way.q.val() == 0);
        self.page1.write_enable.next = self.f_v.q.val() & (self.f_way.q.val() == 1);
        self.page2.write_enable.next = self.f_v.q.val() & (self.f_way.q.val() == 2);
        self.page3.write_enable.next = self.f_v.q.val() & (self.f_way.q.val() == 3);
        if self.sweep.val() {
            self.tag0.write_data.next = bits::<64>(0);
            self.tag1.write_data.next = bits::<64>(0);
            self.tag2.write_data.next = bits::<64>(0);
            self.tag3.write_data.next = bits::<64>(0);
            self.tag0.write_address.next = self.sweep_set.val();
            self.tag1.write_address.next = self.sweep_set.val();
            self.tag2.write_address.next = self.sweep_set.val();
            self.tag3.write_address.next = self.sweep_set.val();
            self.tag0.write_enable.next = self.s0.val();
            self.tag1.write_enable.next = self.s1.val();
            self.tag2.write_enable.next = self.s2.val();
            self.tag3.write_enable.next = self.s3.val();
            self.page0.write_enable.next = false;
            self.page1.write_enable.next = false;
            self.page2.write_enable.next = false;
            self.page3.write_enable.next = false;
            if self.sweep_all.val() {
                self.pl_wa.next = self.sweep_set.val();
                self.pl_wd.next = bits::<3>(0);
                self.pl_we.next = true;
            }
        }
        self.plru.write_address.next = self.pl_wa.val();
        self.plru.write_data.next = self.pl_wd.val();
        self.plru.write_enable.next = self.pl_we.val();
        self.lw_v.d.next = self.pl_we.val() & (self.pl_wa.val() == self.rd_set.val());
        self.lw_bits.d.next = self.pl_wd.val();
    }
}
