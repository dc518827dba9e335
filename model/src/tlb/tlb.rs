//! Tlb: the MR translation TLB top.
//!
//! Ports (valid/ready channels; a transfer is valid && ready):
//! - `s_cmd_*` → `m_ack_*`: host commands ([`super::op`]: register, deregister, invalidate,
//!   fast-register) with STag, PD, rights (bit 0 local read, 1 local write, 2 remote read,
//!   3 remote write), page size, base VA, length and the host physical address of the region's
//!   page list (one 64-bit page address per page, page 0 holding `base_va`, 8-byte aligned);
//!   each answered by one `m_ack_status` ([`super::ack`]).
//! - `s_req_*` → `m_rsp_*`: translations (STag, TO, length, access [`super::access`], PD, tag)
//!   → pieces in request order: physical address and length, split at the region's page
//!   boundaries, `m_rsp_last` on a request's last piece; or a single piece with
//!   `m_rsp_err` ([`super::err`]) and length 0. A zero-length request that passes the checks
//!   is one piece of length 0.
//! - `m_dma_rd_*` / `s_dma_data_*`: page-list reads (address, 8 bytes, tag) on the host DMA
//!   read channel; each returns one 64-bit beat (the page address, little-endian), in
//!   request order.
//!
//! Pipeline (one piece per cycle on hits):
//! ```text
//! s_req ─▶ C (MR table RAMs addressed) ─▶ R1 (entry out of the RAMs, MrCheck) ─▶ R2 (flags,
//!   error code) ─▶ RamFifo (checked requests) ─▶ TlbSplitter ─▶ G (cache RAM read, tag
//!   compare) ─▶ H (per-way results registered: hit, miss, follow) ─▶ H2 ─▶ RamFifo (2^Q pieces,
//!   in order; skipped while empty) ─▶ PtrFifo2 (head registered) ─▶ m_rsp
//!                                  miss └▶ DQ ─▶ RamFifo (8) ─▶ m_dma_rd   s_dma_data ─▶ head miss done, cache fill
//! ```
//! G and H never stall: the splitter lets a piece go only when a place is reserved for it in
//! the response queue and in the page-list read queue (`pend`, `dres`: registered counts from
//! the piece's leaving the splitter to its leaving the queue), so no stall signal fans out to
//! the cache RAMs' address or to G's and H's registers (timing, issue 17).
//!
//! A miss does not stop the pipeline: it goes into the response queue as a pending entry and
//! its page-list read leaves; later pieces (hits or misses) follow it, so up to 2^Q page-list
//! reads are in flight ([`super::MISSES_IN_FLIGHT`] in `tlb`) and answers stay in request order. The
//! head's page-list data completes it (the physical page OR the offset) and fills the cache.
//! A miss on the same page as the previous miss (a request streaming through a page faster
//! than its page-list read returns) reads nothing: it is marked to follow, and takes the page
//! the previous miss returned when it reaches the head (misses leave in order, so that miss
//! left just before it).
//!
//! Commands are ordered against requests by [`super::command::TlbCommand`]: see there.

use super::cache::TlbCache;
use super::command::TlbCommand;
use super::mr_check::MrCheck;
use super::splitter::TlbSplitter;
use super::set_fold::TlbSetFold;
use super::{checked, mr_meta, tlb_err, AddrWord, BoundsFlags, QuarterFlags, UpperQuarterFlags, CacheTagWord, CheckedWord, DmaReadWord, FailFlags, RespEntryWord, StagWord};
use crate::common::ptr_fifo2::PtrFifo2;
use crate::common::ram_fifo::RamFifo;
use crate::common::sdp_ram::SdpRam;
use super::{tlb_credit, DmaRdOut, TlbAckOut, TlbCmdIn, TlbReqIn, CHKQ_BITS, DMAQ_BITS, RNIC_RSPQ_BITS, RSPQ_BITS};
use rust_hdl::prelude::*;

/// The standalone `tlb` (and ddp_rx's and ddp_tx's): a 64-entry response queue. The composed
/// `rnic`'s two TLBs are `TlbN<RNIC_RSPQ_BITS>` (16 entries, LUT RAM), inside its
/// `RnicDdpRx` / `RnicDdpTx`.
pub type Tlb = TlbN<RSPQ_BITS>;

// `pend` (7 bits) counts up to the response queue's 2^Q entries.
const _: () = assert!(RSPQ_BITS <= 6 && RNIC_RSPQ_BITS <= 6);

/// The TLB with a response queue of 2^`Q` entries (`Q` <= 6): up to 2^`Q` page-list reads in
/// flight (2 more in the registered head).
#[derive(LogicBlock, Default)]
pub struct TlbN<const Q: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cmd: TlbCmdIn,
    pub m_ack: TlbAckOut,
    pub s_req: TlbReqIn,
    pub m_rsp_valid: Signal<Out, Bit>,
    pub m_rsp_ready: Signal<In, Bit>,
    pub m_rsp_pa: Signal<Out, Bits<64>>,
    pub m_rsp_len: Signal<Out, Bits<32>>,
    pub m_rsp_last: Signal<Out, Bit>,
    pub m_rsp_err: Signal<Out, Bits<3>>,
    pub m_rsp_tag: Signal<Out, Bits<8>>,
    pub m_dma_rd: DmaRdOut,
    pub s_dma_data_valid: Signal<In, Bit>,
    pub s_dma_data_ready: Signal<Out, Bit>,
    pub s_dma_data: Signal<In, Bits<64>>,
    mr_meta: SdpRam<{ mr_meta::BITS }, 10>,
    mr_base: SdpRam<64, 10>,
    mr_end: SdpRam<64, 10>,
    mr_pbl: SdpRam<64, 10>,
    chk: MrCheck,
    split: TlbSplitter,
    cache: TlbCache,
    cmd: TlbCommand,
    rspq: RamFifo<173, Q>,
    /// The response queue's head, registered (two entries): the output logic works on flip-flops.
    /// A pop moves its read pointer (issue 17): the consumer's take drives a few flip-flops,
    /// not the entries' enables.
    outq: PtrFifo2<173>,
    dmaq: RamFifo<72, DMAQ_BITS>,
    /// Stage R1: the request whose MR entry the RAMs show (the checks run on it).
    r1_valid: DFF<Bit>,
    r1_to: DFF<Bits<64>>,
    r1_len: DFF<Bits<32>>,
    r1_end: DFF<Bits<65>>,
    r1_access: DFF<Bits<2>>,
    r1_pd: DFF<Bits<16>>,
    r1_key: DFF<Bits<8>>,
    r1_oob: DFF<Bit>,
    r1_index: DFF<Bits<10>>,
    r1_tag: DFF<Bits<8>>,
    /// Stage R2: the check flags and what the splitter needs, registered.
    r2_valid: DFF<Bit>,
    r2_fail: DFF<Bits<4>>,
    r2_bounds: DFF<Bits<14>>,
    /// R3: the checked request's queue entry, registered before the queue's RAM (timing).
    r3_valid: DFF<Bit>,
    r3_entry: DFF<Bits<{ checked::BITS }>>,
    r2_page_2m: DFF<Bit>,
    r2_to: DFF<Bits<64>>,
    r2_len: DFF<Bits<32>>,
    r2_index: DFF<Bits<10>>,
    r2_tag: DFF<Bits<8>>,
    r2_pbl: DFF<Bits<64>>,
    /// The first page's room and whether the request fits in it, for both page sizes
    /// (computed in R1 from the request alone; R2 picks one by the region's page size).
    r2_room4k: DFF<Bits<22>>,
    r2_room2m: DFF<Bits<22>>,
    r2_fits4k: DFF<Bit>,
    r2_fits2m: DFF<Bit>,
    /// Requests in R1, R2, R3 and the checked-request queue (credit for C → R1).
    occ: DFF<Bits<7>>,
    /// Checked requests waiting for the splitter: at most the credit's 8 (`CHKQ_BITS`).
    chkq: RamFifo<{ checked::BITS }, CHKQ_BITS>,
    /// The checked request's first cache set (stored in its entry).
    chk_fold: TlbSetFold,
    c_valid: DFF<Bit>,
    c_to: DFF<Bits<64>>,
    c_len: DFF<Bits<32>>,
    c_end: DFF<Bits<65>>,
    c_access: DFF<Bits<2>>,
    c_pd: DFF<Bits<16>>,
    c_key: DFF<Bits<8>>,
    c_oob: DFF<Bit>,
    c_index: DFF<Bits<10>>,
    c_tag: DFF<Bits<8>>,
    g_valid: DFF<Bit>,
    g_err: DFF<Bits<3>>,
    g_nolookup: DFF<Bit>,
    g_index: DFF<Bits<10>>,
    g_vpn: DFF<Bits<52>>,
    g_set: DFF<Bits<6>>,
    g_offset: DFF<Bits<21>>,
    g_len: DFF<Bits<22>>,
    g_last: DFF<Bit>,
    g_tag: DFF<Bits<8>>,
    g_page_2m: DFF<Bit>,
    g_pbl: DFF<Bits<64>>,
    h_valid: DFF<Bit>,
    h_err: DFF<Bits<3>>,
    h_nolookup: DFF<Bit>,
    h_index: DFF<Bits<10>>,
    h_vpn: DFF<Bits<52>>,
    h_set: DFF<Bits<6>>,
    h_offset: DFF<Bits<21>>,
    h_len: DFF<Bits<22>>,
    h_last: DFF<Bit>,
    h_tag: DFF<Bits<8>>,
    h_page_2m: DFF<Bit>,
    h_pbl: DFF<Bits<64>>,
    /// Follow flags computed at G for H: G's tag equals the last miss's / H's tag, and H was a
    /// miss that set the last miss.
    h_lm_eq: DFF<Bit>,
    h_prev_eq: DFF<Bit>,
    h_prev_miss: DFF<Bit>,
    /// Misses before the last cycle (mod 256): the tag of a miss now is this plus
    /// `dq_push` (the last cycle's miss), so the count follows the registered miss and the
    /// miss decision reaches no register but `dq_push` (issue 17: `dma_tag`'s increment
    /// enabled by the miss was ddp_rx's worst path at seed 2, cache hit -> miss -> count,
    /// 6.40 ns).
    dma_tag: DFF<Bits<8>>,
    /// The tag of a miss in this cycle.
    miss_tag: Signal<Local, Bits<8>>,
    /// The tag word of the last miss pushed (a later miss on it follows it).
    lm_valid: DFF<Bit>,
    lm_tag: DFF<Bits<64>>,
    /// The page of the last miss popped (what a follower at the head takes).
    lf_page: DFF<Bits<64>>,
    /// Pieces the splitter has let go and the response queue has not yet given up (in G, in H,
    /// in the queue): at most the queue's entries, so H's push always finds room.
    pend: DFF<Bits<7>>,
    /// Page-list read places held: a piece in G or H (it may miss) or a read in the DMA queue.
    dres: DFF<Bits<7>>,
    /// The splitter lets a piece go (room reserved for it in both queues): a register, set
    /// from the counts' next values (issue 17: the take of a checked request, which
    /// addresses the checked-request queue's RAM, starts at a flip-flop), so G and H never
    /// stall and nothing fans a stall out to them.
    go: DFF<Bit>,
    /// A piece moves from the splitter into G.
    emit: Signal<Local, Bit>,
    /// The counts' next values (`go` is set from them); `dres_k` is the page-list count with
    /// this cycle's take and queue's give-back (early), H's give-back (late, after the hit)
    /// only chooses between two of its compares.
    pend_nx: Signal<Local, Bits<7>>,
    dres_nx: Signal<Local, Bits<7>>,
    dres_k: Signal<Local, Bits<7>>,
    dres_ok: Signal<Local, Bit>,
    /// H2: H's entry registered on its way into the response queue's RAM or, while that
    /// queue is empty, straight into the output queue (issue 17: H's hit and miss logic
    /// reaches neither; latency 9).
    h2_valid: DFF<Bit>,
    h2_entry: DFF<Bits<173>>,
    /// H2's piece hit (its entry's `pa` holds only the offset; the cache's `hit_page`, picked
    /// from its registers in this stage, is ORed in as it leaves H2).
    h2_hit: DFF<Bit>,
    /// DQ: a miss's page-list read, registered on its way into the read queue (H's miss fanned
    /// out to the queue's RAM write enable, pointer, count and flags across the block: the
    /// worst path of ddp_rx in issue 17's fourth session). Its place is reserved in `dres`.
    dq_push: DFF<Bit>,
    dq_word: DFF<Bits<72>>,
    /// Page-list read places given back this cycle (0-2).
    dres_back: Signal<Local, Bits<7>>,
    /// H found no read needed (hit, follow, no lookup): its place is given back the cycle
    /// after, from this register (issue 17: the cache's hit → miss → the give-back → `go`
    /// was ddp_rx's worst path at one seed; the place is held a cycle longer).
    h_back_q: DFF<Bit>,
    dres_take: Signal<Local, Bits<7>>,
    q_back: Signal<Local, Bit>,
    /// Stage C is empty or its request moves on this cycle.
    c_free: Signal<Local, Bit>,
    move_cr: Signal<Local, Bit>,
    /// A request at the port, taken by C when C is free.
    offered: Signal<Local, Bit>,
    err_code: Signal<Local, Bits<3>>,
    chk_entry: Signal<Local, Bits<{ checked::BITS }>>,
    room_in: Signal<Local, Bits<22>>,
    room4k: Signal<Local, Bits<22>>,
    room2m: Signal<Local, Bits<22>>,
    nolookup: Signal<Local, Bit>,
    fits: Signal<Local, Bit>,
    fails: Signal<Local, Bits<5>>,
    /// The bounds quarters ([`QuarterFlags`], [`UpperQuarterFlags`]) and their verdicts.
    bl: Signal<Local, Bits<4>>,
    be: Signal<Local, Bits<3>>,
    ba: Signal<Local, Bits<4>>,
    bq: Signal<Local, Bits<3>>,
    to_below: Signal<Local, Bit>,
    end_above: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    rd_index: Signal<Local, Bits<10>>,
    cmp_tag: Signal<Local, Bits<64>>,
    g_cmp_tag: Signal<Local, Bits<64>>,
    raw_miss: Signal<Local, Bit>,
    follow: Signal<Local, Bit>,
    miss: Signal<Local, Bit>,
    head_follow: Signal<Local, Bit>,
    idle: Signal<Local, Bit>,
    pa: Signal<Local, Bits<64>>,
    entry: Signal<Local, Bits<173>>,
    /// H2's entry with the hit's page frame ORed into `pa`.
    h2_out: Signal<Local, Bits<173>>,
    head: Signal<Local, Bits<173>>,
    head_miss: Signal<Local, Bit>,
    page: Signal<Local, Bits<64>>,
    hit_pa: Signal<Local, Bits<64>>,
    pbl_addr: Signal<Local, Bits<64>>,
    dma_word: Signal<Local, Bits<72>>,
    rsp_valid: Signal<Local, Bit>,
    pop: Signal<Local, Bit>,
    /// H's piece goes straight into the output queue (the response queue is empty and the
    /// output queue has room; both registered): one cycle less than through the queue.
    h_direct: Signal<Local, Bit>,
    /// A piece leaves for the output queue (from the response queue or straight from H).
    q_leave: Signal<Local, Bit>,
    /// The checked request the splitter sees: the queue's head, or R3's entry straight while
    /// the queue is empty (one cycle less than through the queue, issue 17).
    sp_entry: Signal<Local, Bits<{ checked::BITS }>>,
}

impl<const Q: usize> Logic for TlbN<Q> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, c_end, g_valid, g_err, g_nolookup, g_index, g_vpn, g_set, g_offset, g_len, g_last, g_tag,
            g_page_2m, g_pbl, r1_valid, r1_to, r1_len, r1_end, r1_access, r1_pd, r1_key, r1_oob, r1_index, r1_tag,
            r2_valid, r2_fail, r2_bounds, r3_valid, r3_entry, r2_page_2m, r2_to, r2_len, r2_index, r2_tag, r2_pbl, r2_room4k, r2_room2m, r2_fits4k, r2_fits2m, occ, c_valid, c_to, c_len, c_access, c_pd, c_key, c_oob, c_index, c_tag, h_valid, h_err,
            h_nolookup, h_index, h_vpn, h_set, h_offset, h_len, h_last, h_tag, h_page_2m, h_pbl, dma_tag, pend, dres,
            lm_valid, lm_tag, lf_page, h_lm_eq, h_prev_eq, h_prev_miss, go, h2_valid, h2_entry, h2_hit, dq_push, dq_word, h_back_q
        );
        clock!(self, clock, split, cache, cmd, rspq, dmaq, chkq, outq);
        self.mr_meta.clock.next = self.clock.val();
        self.mr_base.clock.next = self.clock.val();
        self.mr_end.clock.next = self.clock.val();
        self.mr_pbl.clock.next = self.clock.val();
        self.split.reset.next = self.reset.val();
        self.cmd.reset.next = self.reset.val();
        self.rspq.reset.next = self.reset.val();
        self.chkq.reset.next = self.reset.val();
        self.outq.reset.next = self.reset.val();
        self.dmaq.reset.next = self.reset.val();
        // G and H never stall: the splitter lets a piece go only when both queues have a place
        // reserved for it (counted from the piece's leaving the splitter to its leaving the
        // queue), so H's push always fits. The counts are registers: `go` is two bit tests.
        // Each count below its queue's entries means its queue has room too (the count
        // includes the queue's entries); `go` is set from the counts' next values.
        self.split.advance.next = self.go.q.val();
        self.emit.next = self.split.p_valid.val() & self.go.q.val();
        // Request intake. Stage C holds a request; the MR table RAMs are always addressed by
        // C's index (a register), so the entry shows in the cycle after the request leaves C
        // for R1. R1 and R2 never stall: C moves on only while the checked-request queue has
        // room for everything in R1, R2, R3 and itself (a registered credit count).
        // CHECKED_CREDIT (8): enough for one request per cycle (R1, R2, R3 and the queue's head), and
        // few enough that requests do not wait in the queue when the splitter is behind.
        self.move_cr.next = self.c_valid.q.val() & (self.occ.q.val() < bits::<7>(tlb_credit::CHECKED)) & !self.chkq.full.val();
        self.c_free.next = !self.c_valid.q.val() | self.move_cr.val();
        self.s_req.ready.next = !self.cmd.busy.val() & !self.reset.val() & self.c_free.val();
        // C's fields follow the port while C is free, so their enable is C's own state, not
        // the requester's valid (issue 17: ddp_tx's request decision reached the enables of
        // these 200 flip-flops, its worst path at one seed, 6.76 ns); `c_valid` says whether
        // they hold a request.
        // While C is free it holds what the port offers (an accepted request, or none): its
        // enable and its value come from two separate cones, C's room and the requester's
        // valid (issue 17: the room through `accept` into the enable crossed the die between
        // the TLB and ddp_tx's control, ddp_tx's worst path at one seed, 6.98 ns).
        self.offered.next = self.s_req.valid.val() & !self.cmd.busy.val() & !self.reset.val();
        if self.c_free.val() {
            self.c_valid.d.next = self.offered.val();
            self.c_to.d.next = self.s_req.to.val();
            self.c_len.d.next = self.s_req.len.val();
            self.c_end.d.next = bit_cast::<65, 64>(self.s_req.to.val()) + bit_cast::<65, 32>(self.s_req.len.val());
            self.c_access.d.next = self.s_req.access.val();
            self.c_pd.d.next = self.s_req.pd.val();
            self.c_key.d.next = self.s_req.stag.val().get_value_key();
            self.c_index.d.next = self.s_req.stag.val().get_value_index();
            self.c_oob.d.next = self.s_req.stag.val().get_value_index_high().any();
            self.c_tag.d.next = self.s_req.tag.val();
        }
        self.r1_valid.d.next = self.move_cr.val();
        self.r1_to.d.next = self.c_to.q.val();
        self.r1_len.d.next = self.c_len.q.val();
        self.r1_end.d.next = self.c_end.q.val();
        self.r1_access.d.next = self.c_access.q.val();
        self.r1_pd.d.next = self.c_pd.q.val();
        self.r1_key.d.next = self.c_key.q.val();
        self.r1_oob.d.next = self.c_oob.q.val();
        self.r1_index.d.next = self.c_index.q.val();
        self.r1_tag.d.next = self.c_tag.q.val();
        self.rd_index.next = self.c_index.q.val();
        if self.cmd.mr_rd_own.val() {
            self.rd_index.next = self.cmd.mr_rd_index.val();
        }
        self.mr_meta.read_address.next = self.rd_index.val();
        self.mr_base.read_address.next = self.rd_index.val();
        self.mr_end.read_address.next = self.rd_index.val();
        self.mr_pbl.read_address.next = self.rd_index.val();
        // MR table writes (commands only).
        self.mr_meta.write_address.next = self.cmd.mr_wr_index.val();
        self.mr_base.write_address.next = self.cmd.mr_wr_index.val();
        self.mr_end.write_address.next = self.cmd.mr_wr_index.val();
        self.mr_pbl.write_address.next = self.cmd.mr_wr_index.val();
        self.mr_meta.write_data.next = self.cmd.wr_meta.val();
        self.mr_base.write_data.next = self.cmd.wr_base_va.val();
        self.mr_end.write_data.next = self.cmd.wr_end_va.val();
        self.mr_pbl.write_data.next = self.cmd.wr_pbl_adj.val();
        self.mr_meta.write_enable.next = self.cmd.mr_wr_meta.val();
        self.mr_base.write_enable.next = self.cmd.mr_wr_entry.val();
        self.mr_end.write_enable.next = self.cmd.mr_wr_entry.val();
        self.mr_pbl.write_enable.next = self.cmd.mr_wr_entry.val();
        // Checks and splitter.
        // R1: the checks, on the RAM outputs; R2: their flags registered, the error code.
        self.chk.meta.next = self.mr_meta.read_data.val();
        self.chk.base_va.next = self.mr_base.read_data.val();
        self.chk.end_va.next = self.mr_end.read_data.val();
        self.chk.to.next = self.r1_to.q.val();
        self.chk.to_end.next = self.r1_end.q.val();
        self.chk.access.next = self.r1_access.q.val();
        self.chk.pd.next = self.r1_pd.q.val();
        self.chk.key.next = self.r1_key.q.val();
        self.chk.oob.next = self.r1_oob.q.val();
        self.r2_valid.d.next = self.r1_valid.q.val();
        self.r2_fail.d.next = self.chk.fail.val();
        self.r2_bounds.d.next = self.chk.bounds.val();
        self.r2_page_2m.d.next = self.chk.page_2m.val();
        self.r2_to.d.next = self.r1_to.q.val();
        self.r2_len.d.next = self.r1_len.q.val();
        self.r2_index.d.next = self.r1_index.q.val();
        self.r2_tag.d.next = self.r1_tag.q.val();
        self.r2_pbl.d.next = self.mr_pbl.read_data.val();
        // 4096 = 1 << PAGE_SHIFT_4K, 2097152 = 1 << PAGE_SHIFT_2M.
        self.room4k.next = bits::<22>(4096) - bit_cast::<22, 12>(self.r1_to.q.val().get_value_offset_4k());
        self.room2m.next = bits::<22>(2097152) - bit_cast::<22, 21>(self.r1_to.q.val().get_value_offset_2m());
        self.r2_room4k.d.next = self.room4k.val();
        self.r2_room2m.d.next = self.room2m.val();
        self.r2_fits4k.d.next = self.r1_len.q.val() <= bit_cast::<32, 22>(self.room4k.val());
        self.r2_fits2m.d.next = self.r1_len.q.val() <= bit_cast::<32, 22>(self.room2m.val());
        // Base/bounds from its quarters: TO < base, or TO + length > base + length (the first
        // unequal quarter from the top decides).
        self.bl.next = self.r2_bounds.q.val().get_value_below();
        self.be.next = self.r2_bounds.q.val().get_value_base_eq();
        self.ba.next = self.r2_bounds.q.val().get_value_above();
        self.bq.next = self.r2_bounds.q.val().get_value_end_eq();
        self.to_below.next = self.bl.val().get_value_q3()
            | (self.be.val().get_value_q3()
                & (self.bl.val().get_value_q2()
                    | (self.be.val().get_value_q2()
                        & (self.bl.val().get_value_q1() | (self.be.val().get_value_q1() & self.bl.val().get_value_q0())))));
        self.end_above.next = self.ba.val().get_value_q3()
            | (self.bq.val().get_value_q3()
                & (self.ba.val().get_value_q2()
                    | (self.bq.val().get_value_q2()
                        & (self.ba.val().get_value_q1() | (self.bq.val().get_value_q1() & self.ba.val().get_value_q0())))));
        self.fails.next = bits::<5>(0);
        self.fails.next.set_value_checks(self.r2_fail.q.val());
        self.fails.next.set_value_base_bounds(self.to_below.val() | self.end_above.val());
        // The first failing check in golden's order.
        self.err_code.next = bits::<3>(tlb_err::OK);
        if self.fails.val().get_value_base_bounds() {
            self.err_code.next = bits::<3>(tlb_err::BASE_BOUNDS);
        }
        if self.fails.val().get_value_to_wrap() {
            self.err_code.next = bits::<3>(tlb_err::TO_WRAP);
        }
        if self.fails.val().get_value_access_rights() {
            self.err_code.next = bits::<3>(tlb_err::ACCESS_RIGHTS);
        }
        if self.fails.val().get_value_pd_mismatch() {
            self.err_code.next = bits::<3>(tlb_err::PD_MISMATCH);
        }
        if self.fails.val().get_value_invalid_stag() {
            self.err_code.next = bits::<3>(tlb_err::INVALID_STAG);
        }
        // Checked-request queue entry ([`CheckedWord`]).
        self.chk_entry.next = bits::<{ checked::BITS }>(0);
        self.chk_entry.next.set_value_err(self.err_code.val());
        self.chk_entry.next.set_value_to(self.r2_to.q.val());
        self.chk_entry.next.set_value_len(self.r2_len.q.val());
        self.chk_entry.next.set_value_page_2m(self.r2_page_2m.q.val());
        self.chk_entry.next.set_value_index(self.r2_index.q.val());
        self.chk_entry.next.set_value_tag(self.r2_tag.q.val());
        self.chk_entry.next.set_value_pbl_adj(self.r2_pbl.q.val());
        // The first page's room and the one-piece / no-lookup flags, chosen before the queue
        // so the splitter loads registers only.
        self.room_in.next = self.r2_room4k.q.val();
        self.fits.next = self.r2_fits4k.q.val();
        if self.r2_page_2m.q.val() {
            self.room_in.next = self.r2_room2m.q.val();
            self.fits.next = self.r2_fits2m.q.val();
        }
        self.nolookup.next = (self.fails.val() != 0) | (self.r2_len.q.val() == 0);
        self.chk_entry.next.set_value_room(self.room_in.val());
        self.chk_entry.next.set_value_nolookup(self.nolookup.val());
        self.chk_entry.next.set_value_one_piece(self.nolookup.val() | self.fits.val());
        self.chk_fold.page_bits.next = self.r2_to.q.val().get_value_set_page();
        self.chk_fold.page_2m.next = self.r2_page_2m.q.val();
        self.chk_fold.index6.next = bit_cast::<6, 10>(self.r2_index.q.val());
        self.chk_entry.next.set_value_set(self.chk_fold.set.val());
        self.r3_valid.d.next = self.r2_valid.q.val();
        self.r3_entry.d.next = self.chk_entry.val();
        // R3's request goes straight to the splitter when the queue is empty and the splitter
        // takes it; else into the queue (behind what waits there, so the order holds).
        self.chkq.din.next = self.r3_entry.q.val();
        self.chkq.push.next = self.r3_valid.q.val() & (self.chkq.valid.val() | !self.split.s_ready.val());
        self.take.next = (self.chkq.valid.val() | self.r3_valid.q.val()) & self.split.s_ready.val();
        self.chkq.pop.next = self.chkq.valid.val() & self.split.s_ready.val();
        self.sp_entry.next = self.chkq.dout.val();
        if !self.chkq.valid.val() {
            self.sp_entry.next = self.r3_entry.q.val();
        }
        self.occ.d.next = self.occ.q.val();
        if self.move_cr.val() & !self.take.val() {
            self.occ.d.next = self.occ.q.val() + 1;
        }
        if !self.move_cr.val() & self.take.val() {
            self.occ.d.next = self.occ.q.val() - 1;
        }
        self.split.s_valid.next = self.chkq.valid.val() | self.r3_valid.q.val();
        self.split.s_err.next = self.sp_entry.val().get_value_err();
        self.split.s_to.next = self.sp_entry.val().get_value_to();
        self.split.s_len.next = self.sp_entry.val().get_value_len();
        self.split.s_page_2m.next = self.sp_entry.val().get_value_page_2m();
        self.split.s_index.next = self.sp_entry.val().get_value_index();
        self.split.s_tag.next = self.sp_entry.val().get_value_tag();
        self.split.s_pbl_adj.next = self.sp_entry.val().get_value_pbl_adj();
        self.split.s_room.next = self.sp_entry.val().get_value_room();
        self.split.s_nolookup.next = self.sp_entry.val().get_value_nolookup();
        self.split.s_one_piece.next = self.sp_entry.val().get_value_one_piece();
        self.split.s_set.next = self.sp_entry.val().get_value_set();
        // Stage G: the piece whose cache set was read at the edge it entered; stage H: the
        // same piece with the RAM outputs registered (compare, push). Both move every cycle.
        self.g_valid.d.next = self.emit.val();
        self.g_err.d.next = self.split.p_err.val();
        self.g_nolookup.d.next = self.split.p_nolookup.val();
        self.g_index.d.next = self.split.p_index.val();
        self.g_vpn.d.next = self.split.p_vpn.val();
        self.g_set.d.next = self.split.p_set.val();
        self.g_offset.d.next = self.split.p_offset.val();
        self.g_len.d.next = self.split.p_len.val();
        self.g_last.d.next = self.split.p_last.val();
        self.g_tag.d.next = self.split.p_tag.val();
        self.g_page_2m.d.next = self.split.p_page_2m.val();
        self.g_pbl.d.next = self.split.p_pbl.val();
        self.h_valid.d.next = self.g_valid.q.val();
        self.h_err.d.next = self.g_err.q.val();
        self.h_nolookup.d.next = self.g_nolookup.q.val();
        self.h_index.d.next = self.g_index.q.val();
        self.h_vpn.d.next = self.g_vpn.q.val();
        self.h_set.d.next = self.g_set.q.val();
        self.h_offset.d.next = self.g_offset.q.val();
        self.h_len.d.next = self.g_len.q.val();
        self.h_last.d.next = self.g_last.q.val();
        self.h_tag.d.next = self.g_tag.q.val();
        self.h_page_2m.d.next = self.g_page_2m.q.val();
        self.h_pbl.d.next = self.g_pbl.q.val();
        self.cache.rd_set.next = self.split.p_set.val();
        if self.cmd.sweep_rd_own.val() {
            self.cache.rd_set.next = self.cmd.sweep_rd_set.val();
        }
        // Tag words ([`CacheTagWord`]): G's is compared with the cache ways, H's goes with a
        // miss to fill the cache.
        self.cmp_tag.next = bits::<64>(0);
        self.cmp_tag.next.set_value_valid(true);
        self.cmp_tag.next.set_value_page_2m(self.h_page_2m.q.val());
        self.cmp_tag.next.set_value_index(self.h_index.q.val());
        self.cmp_tag.next.set_value_vpn(self.h_vpn.q.val());
        self.g_cmp_tag.next = bits::<64>(0);
        self.g_cmp_tag.next.set_value_valid(true);
        self.g_cmp_tag.next.set_value_page_2m(self.g_page_2m.q.val());
        self.g_cmp_tag.next.set_value_index(self.g_index.q.val());
        self.g_cmp_tag.next.set_value_vpn(self.g_vpn.q.val());
        self.cache.cmp_tag.next = self.g_cmp_tag.val();
        self.cache.touch.next = self.h_valid.q.val() & !self.h_nolookup.q.val();
        self.cache.touch_set.next = self.h_set.q.val();
        // Miss merging: a miss on the page of the last miss pushed (still in flight or just
        // filled) follows it instead of reading the page list again. The tag compares are made
        // at G: against the last miss, and against H (which may become the last miss as G
        // moves into H).
        self.raw_miss.next = self.h_valid.q.val() & !self.h_nolookup.q.val() & !self.cache.hit.val();
        self.follow.next = self.raw_miss.val()
            & ((self.h_prev_miss.q.val() & self.h_prev_eq.q.val())
                | (!self.h_prev_miss.q.val() & self.lm_valid.q.val() & self.h_lm_eq.q.val()));
        self.miss.next = self.raw_miss.val() & !self.follow.val();
        self.h_lm_eq.d.next = self.g_cmp_tag.val() == self.lm_tag.q.val();
        self.h_prev_eq.d.next = self.g_cmp_tag.val() == self.cmp_tag.val();
        self.h_prev_miss.d.next = self.miss.val();
        if self.miss.val() {
            self.lm_valid.d.next = true;
            self.lm_tag.d.next = self.cmp_tag.val();
        }
        // The offset in the page (a hit's page frame is ORed in at H2: a 2 MiB frame's low
        // bits are zero, the offset's high bits fill them).
        self.pa.next = bit_cast::<64, 21>(self.h_offset.q.val());
        if self.h_nolookup.q.val() {
            self.pa.next = bits::<64>(0);
        }
        self.h2_hit.d.next = !self.h_nolookup.q.val() & self.cache.hit.val();
        self.hit_pa.next = bits::<64>(0);
        if self.h2_hit.q.val() {
            self.hit_pa.next.set_value_frame_4k(self.cache.hit_page.val());
        }
        self.h2_out.next = self.h2_entry.q.val();
        self.h2_out.next.set_value_pa(self.h2_entry.q.val().get_value_pa() | self.hit_pa.val());
        // Response queue entry (layout: super::entry), built in a local (never read back a
        // child's input: native simulation would return its old value).
        // Every piece passes H2 (issue 17: H's entry straight into the output queue ran from
        // the cache's hit registers through the miss / follow decision across the block, the
        // worst path of ddp_rx at all three seeds); H2's goes straight into the output queue
        // while the response queue is empty.
        self.h_direct.next = !self.rspq.valid.val() & !self.outq.full.val();
        self.h2_valid.d.next = self.h_valid.q.val();
        self.rspq.push.next = self.h2_valid.q.val() & !self.h_direct.val();
        self.entry.next = bits::<173>(0);
        self.entry.next.set_value_pa(self.pa.val());
        self.entry.next.set_value_len(self.h_len.q.val());
        self.entry.next.set_value_last(self.h_last.q.val());
        self.entry.next.set_value_tag(self.h_tag.q.val());
        self.entry.next.set_value_err(self.h_err.q.val());
        self.entry.next.set_value_miss(self.miss.val());
        self.entry.next.set_value_page_2m(self.h_page_2m.q.val());
        self.entry.next.set_value_set(self.h_set.q.val());
        self.entry.next.set_value_way(self.cache.victim.val());
        self.entry.next.set_value_fill_tag(self.cmp_tag.val());
        self.entry.next.set_value_follow(self.follow.val());
        self.rspq.din.next = self.h2_out.val();
        self.h2_entry.d.next = self.entry.val();
        // Page-list read of a miss (8-byte aligned entry; tag = miss sequence number).
        self.dq_push.d.next = self.miss.val();
        self.dmaq.push.next = self.dq_push.q.val();
        self.pbl_addr.next = self.h_pbl.q.val();
        self.pbl_addr.next.set_value_entry_byte(bits::<3>(0));
        self.dma_word.next = bits::<72>(0);
        self.dma_word.next.set_value_addr(self.pbl_addr.val());
        self.miss_tag.next = self.dma_tag.q.val() + self.dq_push.q.val();
        self.dma_word.next.set_value_tag(self.miss_tag.val());
        self.dq_word.d.next = self.dma_word.val();
        self.dmaq.din.next = self.dq_word.q.val();
        self.dma_tag.d.next = self.miss_tag.val();
        // The reservations: a piece let go takes a place in both; the response queue's is
        // given back when the queue gives up the piece, the page-list read's when H finds no
        // read is needed (hit, follow, no lookup) or when the DMA queue gives up the read.
        self.h_back_q.d.next = self.h_valid.q.val() & !self.miss.val();
        self.q_back.next = self.dmaq.valid.val() & self.m_dma_rd.ready.val();
        self.dres_back.next = bits::<7>(0) + self.q_back.val();
        self.dres_take.next = bits::<7>(0) + self.emit.val();
        self.dres_k.next = (self.dres.q.val() + self.dres_take.val()) - self.dres_back.val();
        self.dres_nx.next = self.dres_k.val() - (bits::<7>(0) + self.h_back_q.q.val());
        self.dres.d.next = self.dres_nx.val();
        self.dres_ok.next = self.dres_k.val() < bits::<7>(tlb_credit::DMAQ_ENTRIES);
        if self.h_back_q.q.val() {
            self.dres_ok.next = self.dres_k.val() <= bits::<7>(tlb_credit::DMAQ_ENTRIES);
        }
        self.m_dma_rd.valid.next = self.dmaq.valid.val();
        self.m_dma_rd.addr.next = self.dmaq.dout.val().get_value_addr();
        self.m_dma_rd.tag.next = self.dmaq.dout.val().get_value_tag();
        // PBL_ENTRY_BYTES.
        self.m_dma_rd.len.next = bits::<13>(8);
        self.dmaq.pop.next = self.m_dma_rd.ready.val();
        // Output: the queue's head moves into the output queue; with the queue empty, H2's
        // piece does (never both: H2 goes straight only while the queue is empty).
        self.outq.push.next = (self.rspq.valid.val() & !self.outq.full.val()) | (self.h2_valid.q.val() & self.h_direct.val());
        self.outq.din.next = self.rspq.dout.val();
        if !self.rspq.valid.val() {
            self.outq.din.next = self.h2_out.val();
        }
        self.rspq.pop.next = self.rspq.valid.val() & !self.outq.full.val();
        self.q_leave.next = self.outq.push.val();
        // The response queue's reservation: taken by a piece let go, given back as a piece
        // leaves for the output queue.
        self.pend_nx.next = self.pend.q.val();
        if self.emit.val() & !self.q_leave.val() {
            self.pend_nx.next = self.pend.q.val() + 1;
        }
        if !self.emit.val() & self.q_leave.val() {
            self.pend_nx.next = self.pend.q.val() - 1;
        }
        self.pend.d.next = self.pend_nx.val();
        // A queue full now and not giving an entry up keeps its count at its size, so these
        // two terms are implied by the counts; kept as a guard on the queues' own flags.
        // pend_nx < 2^Q: its bits above Q are zero (no width here depends on Q's value).
        self.go.d.next = (bit_cast::<7, Q>(bit_cast::<Q, 7>(self.pend_nx.val())) == self.pend_nx.val()) & self.dres_ok.val()
            & !(self.rspq.full.val() & self.outq.full.val()) & !(self.dmaq.full.val() & !self.q_back.val());
        self.head.next = self.outq.dout.val();
        self.head_miss.next = self.head.val().get_value_miss();
        self.page.next = bits::<64>(0);
        self.page.next.set_value_frame_4k(self.s_dma_data.val().get_value_frame_4k());
        if self.head.val().get_value_page_2m() {
            self.page.next = bits::<64>(0);
            self.page.next.set_value_frame_2m(self.s_dma_data.val().get_value_frame_2m());
        }
        self.head_follow.next = self.head.val().get_value_follow();
        self.rsp_valid.next = self.outq.valid.val() & (!self.head_miss.val() | self.s_dma_data_valid.val());
        self.pop.next = self.rsp_valid.val() & self.m_rsp_ready.val();
        self.m_rsp_valid.next = self.rsp_valid.val();
        self.m_rsp_pa.next = self.head.val().get_value_pa();
        if self.head_miss.val() {
            self.m_rsp_pa.next = self.head.val().get_value_pa() | self.page.val();
        }
        if self.head_follow.val() {
            self.m_rsp_pa.next = self.head.val().get_value_pa() | self.lf_page.q.val();
        }
        // The page of the miss at the head, kept while its page-list data is offered (the
        // data holds until taken, so the value is the one the miss leaves with; a follower
        // reaches the head only after its leader left): loaded without the consumer's take,
        // which then drives no enable here (issue 17).
        if self.outq.valid.val() & self.head_miss.val() & self.s_dma_data_valid.val() {
            self.lf_page.d.next = self.page.val();
        }
        self.m_rsp_len.next = bit_cast::<32, 22>(self.head.val().get_value_len());
        self.m_rsp_last.next = self.head.val().get_value_last();
        self.m_rsp_tag.next = self.head.val().get_value_tag();
        self.m_rsp_err.next = self.head.val().get_value_err();
        self.s_dma_data_ready.next = self.outq.valid.val() & self.head_miss.val() & self.m_rsp_ready.val();
        self.outq.pop.next = self.pop.val();
        self.cache.fill.next = self.pop.val() & self.head_miss.val();
        self.cache.fill_set.next = self.head.val().get_value_set();
        self.cache.fill_way.next = self.head.val().get_value_way();
        self.cache.fill_tag.next = self.head.val().get_value_fill_tag();
        self.cache.fill_page.next = self.page.val().get_value_frame_4k();
        // Command FSM.
        TlbCmdIn::link(&mut self.s_cmd, &mut self.cmd.s_cmd);
        TlbAckOut::link(&mut self.m_ack, &mut self.cmd.m_ack);
        self.idle.next = !self.c_valid.q.val() & !self.r1_valid.q.val() & !self.r2_valid.q.val() & !self.r3_valid.q.val()
            & !self.chkq.valid.val()
            & !self.split.p_valid.val() & !self.outq.valid.val() & !self.g_valid.q.val() & !self.h_valid.q.val()
            & !self.rspq.valid.val() & !self.dmaq.valid.val() & !self.h2_valid.q.val() & !self.dq_push.q.val();
        self.cmd.idle.next = self.idle.val();
        // A command's table update may change what a page maps to: once drained, forget the
        // last miss (nothing may follow a miss from before the command).
        if self.cmd.busy.val() & self.idle.val() {
            self.lm_valid.d.next = false;
            self.h_prev_miss.d.next = false;
        }
        self.cmd.mr_rd_meta.next = self.mr_meta.read_data.val();
        self.cache.sweep.next = self.cmd.sweep.val();
        self.cache.sweep_set.next = self.cmd.sweep_set.val();
        self.cache.sweep_all.next = self.cmd.sweep_all.val();
        self.cache.sweep_index.next = self.cmd.sweep_index.val();
        if self.reset.val() {
            self.c_valid.d.next = false;
            self.r1_valid.d.next = false;
            self.r2_valid.d.next = false;
            self.r3_valid.d.next = false;
            self.occ.d.next = bits::<7>(0);
            self.g_valid.d.next = false;
            self.h_valid.d.next = false;
            self.dma_tag.d.next = bits::<8>(0);
            self.lm_valid.d.next = false;
            self.h_prev_miss.d.next = false;
            self.pend.d.next = bits::<7>(0);
            self.dres.d.next = bits::<7>(0);
            self.h_back_q.d.next = false;
            self.go.d.next = true;
            self.h2_valid.d.next = false;
            self.dq_push.d.next = false;
        }
    }
}

