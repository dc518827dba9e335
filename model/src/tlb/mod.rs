//! # tlb: the MR translation TLB (RFC 5040 section 2, RFC 5041 section 5)
//!
//! Purpose: STag → memory region → physical pages, with the protection checks of a tagged
//! access (valid STag and key, protection domain, access rights, TO wrap, base and bounds),
//! a set-associative translation cache over the regions' page lists in host memory, a page
//! walker with several page-list reads in flight, and ordered invalidation.
//!
//! Blocks (one per file, one FSM per block):
//! - [`mr_check::MrCheck`]: the protection checks of one request against its MR entry
//!   (combinational, error codes in golden's order).
//! - [`splitter::TlbSplitter`]: a checked request → pieces split at page boundaries, one per
//!   cycle.
//! - [`cache::TlbCache`]: the translation cache (sets x 4 ways, tree pseudo-LRU) with its
//!   lookup compare, fill and sweep ports.
//! - [`command::TlbCommand`]: the host command FSM (init sweep after reset, register,
//!   deregister, invalidate, fast-register; drain, update, sweep the cache, acknowledge).
//! - [`tlb::Tlb`]: the top: MR table in block RAM, request pipeline, in-order response queue
//!   (misses wait there for their page-list read), DMA read request queue.
//!
//! STag (RFC 5040 section 2.1 treats it as opaque; we split it as iwarp-wire.md does): bits
//! [31:8] the MR table index, [7:0] the consumer-owned key.

pub mod cache;
pub mod command;
pub mod mr_check;
pub mod set_fold;
pub mod splitter;
pub mod tlb;

/// MR table index bits: 1024 entries in block RAM (an STag index >= 1024 is invalid).
pub const MR_INDEX_BITS: usize = 10;
/// MR table entries.
pub const MR_ENTRIES: usize = 1 << MR_INDEX_BITS;
/// STag layout: the key is the low byte, the index the upper 24 bits.
pub const STAG_KEY_BITS: usize = 8;
/// Translation cache set bits (64 sets).
pub const CACHE_SET_BITS: usize = 6;
/// Translation cache sets.
pub const CACHE_SETS: usize = 1 << CACHE_SET_BITS;
/// Translation cache ways (fixed at 4: the tree pseudo-LRU has 3 bits per set).
pub const CACHE_WAYS: usize = 4;
/// Address bits of the in-order response queue of the standalone `tlb` (and of ddp_rx's and
/// ddp_tx's): 64 entries, in block RAM.
pub const RSPQ_BITS: usize = 6;
/// Address bits of the response queue of the TLBs inside the composed `rnic`: 16 entries, in
/// LUT RAM (issue 17: 5 block RAMs fewer in each of its two TLBs, so the top's block RAM fits
/// the LFE5UM5G-85F; misses in flight drop from 64 to 16, hits are unchanged).
pub const RNIC_RSPQ_BITS: usize = 4;
/// Page-list reads that can be in flight in the standalone `tlb`: every entry of the in-order
/// response queue may be a miss waiting for its page-list read (64; 2^`Q` in a `TlbN<Q>`).
pub const MISSES_IN_FLIGHT: usize = 1 << RSPQ_BITS;
/// Cycles from a request's acceptance to its first piece out on a hit (stages C, R1, R2, R3,
/// splitter, G, H, H2, registered head; the checked-request queue and the response queue are
/// skipped while empty, issue 17).
pub const HIT_LATENCY: u64 = 9;
/// Checked requests allowed between the MR table read and the splitter (R1, R2, R3, the queue).
pub const CHECKED_CREDIT: u64 = tlb_credit::CHECKED as u64;
/// Address bits of the checked-request queue: it never holds more than the credit (issue 17:
/// 8 entries go to LUT RAM; at 64 they took 6 block RAMs, 56 entries never used).
pub const CHKQ_BITS: usize = 3;
const _: () = assert!(1 << CHKQ_BITS == CHECKED_CREDIT as usize);
/// Bytes of one page-list entry (a 64-bit host physical page address, little-endian).
pub const PBL_ENTRY_BYTES: u64 = 8;
/// Small and large page shifts (4 KiB, 2 MiB).
pub const PAGE_SHIFT_4K: u32 = 12;
pub const PAGE_SHIFT_2M: u32 = 21;

use rust_hdl::prelude::*;

crate::channel! {
    /// A host command to the MR table ([`op`]); each is answered by one [`TlbAckIn`].
    pub TlbCmdIn / TlbCmdOut {
        /// [`op`].
        op: Bits<2>,
        /// The region's STag ([`StagWord`]).
        stag: Bits<32>,
        /// Register / fast-register: the protection domain.
        pd: Bits<16>,
        /// Register / fast-register: access rights, bit [`access`] of each kind.
        rights: Bits<4>,
        /// Register / fast-register: 2 MiB pages (else 4 KiB).
        page_2m: Bit,
        /// Register / fast-register: the region's first virtual address (its first TO).
        base_va: Bits<64>,
        /// Register / fast-register: the region's length in bytes.
        length: Bits<64>,
        /// Register / fast-register: host address of the page list (8-byte entries).
        pbl: Bits<64>,
    }
}

crate::channel! {
    /// The acknowledgement of one host command.
    pub TlbAckIn / TlbAckOut {
        /// [`ack`].
        status: Bits<2>,
    }
}

crate::channel! {
    /// A translation request: a tagged access of `len` bytes at `to` through `stag`.
    pub TlbReqIn / TlbReqOut {
        stag: Bits<32>,
        /// Tagged offset (RFC 5040 section 2.1): the region's virtual address space.
        to: Bits<64>,
        len: Bits<32>,
        /// [`access`].
        access: Bits<2>,
        /// The requester's protection domain.
        pd: Bits<16>,
        /// Returned with each piece of the answer.
        tag: Bits<8>,
    }
}

crate::channel! {
    /// A read on the host DMA port (the architecture notes' rule: at most 4096 bytes, never
    /// across a 4 KiB page); the data returns on the `s_dma_data` stream in request order.
    /// The TLB's are page-list reads of one 8-byte entry; the TOE's (toe_rec_find,
    /// toe_tx_read) whole 64-bit words of a send ring or its bitmap.
    pub DmaRdIn / DmaRdOut {
        addr: Bits<64>,
        /// Bytes (the TLB's always [`PBL_ENTRY_BYTES`]; the TOE's a multiple of 8).
        len: Bits<13>,
        tag: Bits<8>,
    }
}

crate::named_consts! {
    /// MR entry state ([`MrMetaWord`]'s `state`).
    pub mr_state: 2 {
        /// No region.
        FREE = 0,
        /// Registered and valid.
        VALID = 1,
        /// Invalidated (RFC 5040 section 6.2: fast-register or deregister may follow).
        INVALID = 2,
    }
}

crate::layout! {
    /// An STag (RFC 5040 section 2.1 treats it as opaque; we split it as iwarp-wire.md does).
    pub StagWord(stag): 32 {
        /// The consumer-owned key.
        key: 8,
        /// The MR table index (1024 entries, `MR_INDEX_BITS`).
        index: 10,
        /// The index's bits beyond the table: nonzero means an invalid STag.
        index_high: 14,
    }
}

crate::layout! {
    /// The meta word of an MR entry (block RAM).
    pub MrMetaWord(mr_meta): 31 {
        /// [`mr_state`].
        state: 2,
        /// The key of the STag that is valid for the region.
        key: 8,
        /// Protection domain.
        pd: 16,
        /// Access rights, bit [`tlb_access`]: local read, local write, remote read, remote write.
        rights: 4,
        /// The region's pages are 2 MiB (else 4 KiB).
        page_2m: flag,
    }
}

crate::named_consts! {
    /// Access type of a request (`s_req_access`); the right it needs is bit `access` of rights.
    pub tlb_access: 2 {
        LOCAL_READ = 0,
        LOCAL_WRITE = 1,
        REMOTE_READ = 2,
        REMOTE_WRITE = 3,
    }
}

crate::named_consts! {
    /// Translation error codes (`m_rsp_err`), checked in this order (golden `TranslateError`).
    pub tlb_err: 3 {
        OK = 0,
        INVALID_STAG = 1,
        PD_MISMATCH = 2,
        ACCESS_RIGHTS = 3,
        TO_WRAP = 4,
        BASE_BOUNDS = 5,
    }
}

/// Address bits of the page-list read queue (the DMA queue before `m_dma_rd`).
pub const DMAQ_BITS: usize = 3;

crate::named_consts! {
    /// Places the splitter reserves before it lets a piece go into G (the pipeline after it
    /// never stalls): the page-list read queue's (2^[`DMAQ_BITS`]). The response queue's
    /// (2^`Q` in a [`tlb::TlbN`]) is checked as the count's bits above `Q` being zero.
    /// `CHECKED`: stage C's credit, requests in R1, R2, R3 and the checked-request queue
    /// ([`CHECKED_CREDIT`]).
    pub tlb_credit: 7 {
        DMAQ_ENTRIES = 8,
        CHECKED = 8,
    }
}

const _: () = assert!(tlb_credit::DMAQ_ENTRIES as usize == 1 << DMAQ_BITS);

crate::named_consts! {
    /// Host commands (`s_cmd_op`).
    pub tlb_op: 2 {
        REGISTER = 0,
        DEREGISTER = 1,
        INVALIDATE = 2,
        FAST_REGISTER = 3,
    }
}

crate::named_consts! {
    /// Command acknowledgement status (`m_ack_status`, golden `CommandError`).
    pub tlb_ack: 2 {
        OK = 0,
        INDEX_OUT_OF_RANGE = 1,
        WRONG_STATE = 2,
        KEY_MISMATCH = 3,
    }
}

pub use tlb_access as access;
pub use tlb_ack as ack;
pub use tlb_err as err;
pub use tlb_op as op;

crate::layout! {
    /// A 64-bit address or TO as page frame and offset, for both page sizes.
    pub AddrWord(addr_word): 64 {
        /// Offset in a 4 KiB page.
        offset_4k: 12,
        /// The bits a cache set is folded from ([`SetPageBits`]).
        set_page: 21 @ 12,
        /// 4 KiB page number.
        frame_4k: 52,
        /// Offset in a 2 MiB page.
        offset_2m: 21 @ 0,
        /// 2 MiB page number.
        frame_2m: 43 @ 21,
        /// Byte in an 8-byte page-list entry (`PBL_ENTRY_BYTES`).
        entry_byte: 3 @ 0,
        /// Page-list entry number.
        entry: 61 @ 3,
        /// 16-bit quarters (the bounds compares are split in quarters for timing).
        q0: 16 @ 0,
        q1: 16 @ 16,
        q2: 16 @ 32,
        q3: 16 @ 48,
    }
}

crate::layout! {
    /// A cache tag word (64 bits per way and set).
    pub CacheTagWord(cache_tag): 64 {
        /// The way holds a translation.
        valid: flag,
        /// Of a 2 MiB page.
        page_2m: flag,
        /// The MR index (a sweep clears the ways of one region).
        index: 10,
        /// Virtual page number (TO >> 12 or TO >> 21).
        vpn: 52,
        /// Quarters (the compare is split in four for timing: the RAM-to-register path is one
        /// 16-bit compare).
        tag_q0: 16 @ 0,
        tag_q1: 16 @ 16,
        tag_q2: 16 @ 32,
        tag_q3: 16 @ 48,
    }
}

crate::layout! {
    /// Per-way flags of a set (4 ways).
    pub WayFlags(way_flags): 4 {
        way0: flag,
        way1: flag,
        way2: flag,
        way3: flag,
    }
}

crate::layout! {
    /// The per-way compare of the four tag quarters ([`CacheTagWord`]'s `tag_q0`..`tag_q3`).
    pub QuarterHits(quarter_hits): 16 {
        /// Quarter 0 (bits 15:0) equal, per way.
        q0: 4,
        q1: 4,
        q2: 4,
        q3: 4,
    }
}

crate::layout! {
    /// A way number.
    pub WayNum(way_num): 2 {
        /// Which of the pair.
        in_pair: flag,
        /// Which pair (0: ways 0-1, 1: ways 2-3).
        pair: flag,
    }
}

crate::layout! {
    /// Tree pseudo-LRU bits of a set.
    pub PlruBits(plru_bits): 3 {
        /// Victim side (0: ways 0-1, 1: ways 2-3).
        side: flag,
        /// Victim within ways 0-1.
        in01: flag,
        /// Victim within ways 2-3.
        in23: flag,
    }
}

crate::layout! {
    /// Failed checks (MrCheck's `fail` and the parent's base/bounds verdict): bit k is error
    /// code k + 1 of [`tlb_err`].
    pub FailFlags(fail_flags): 5 {
        invalid_stag: flag,
        pd_mismatch: flag,
        access_rights: flag,
        to_wrap: flag,
        base_bounds: flag,
        /// The four MrCheck computes.
        checks: 4 @ 0,
    }
}

crate::layout! {
    /// The checks MrCheck makes but base/bounds (the low four [`FailFlags`]).
    pub CheckFlags(check_flags): 4 {
        invalid_stag: flag,
        pd_mismatch: flag,
        access_rights: flag,
        to_wrap: flag,
    }
}

crate::layout! {
    /// A 64-bit sum with its carry (TO + length, base + length).
    pub Sum65(sum65): 65 {
        /// The sum mod 2^64.
        sum: 64,
        /// The carry: the sum wrapped.
        carry: flag,
        /// 16-bit quarters of the sum.
        q0: 16 @ 0,
        q1: 16 @ 16,
        q2: 16 @ 32,
        q3: 16 @ 48,
    }
}

crate::layout! {
    /// One flag per 16-bit quarter of a 64-bit compare.
    pub QuarterFlags(quarter_flags): 4 {
        q0: flag,
        q1: flag,
        q2: flag,
        q3: flag,
    }
}

crate::layout! {
    /// The base/bounds check in 16-bit quarters (end = TO + length), combined a stage later:
    /// bit k of each field is quarter k (bits 16k+15:16k).
    pub BoundsFlags(bounds_flags): 14 {
        /// TO's quarter < base's ([`QuarterFlags`]).
        below: 4,
        /// TO's quarter == base's, quarters 1-3 ([`UpperQuarterFlags`]).
        base_eq: 3,
        /// end's quarter > end_va's ([`QuarterFlags`]).
        above: 4,
        /// end's quarter == end_va's, quarters 1-3 ([`UpperQuarterFlags`]).
        end_eq: 3,
    }
}

crate::layout! {
    /// One flag per 16-bit quarter of a 64-bit compare but the lowest (an equality the
    /// lowest quarter's never decides).
    pub UpperQuarterFlags(upper_quarter_flags): 3 {
        q1: flag,
        q2: flag,
        q3: flag,
    }
}

crate::layout! {
    /// The command FSM's counter: MR entries in the init sweep, cache sets in a sweep.
    pub SweepCount(sweep_count): 11 {
        /// Cache set (sets 0..63 are read while the high bits are zero).
        set: 6,
        /// Zero while the count is below the number of sets.
        above_sets: 5,
        /// MR entry.
        entry: 10 @ 0,
    }
}

crate::layout! {
    /// A virtual page number's low 12 bits, which pick the cache set (the splitter's
    /// registered set, issue 17).
    pub VpnSetBits(vpn_set): 12 {
        vs_lo: 6,
        vs_hi: 6,
    }
}

crate::layout! {
    /// An address's bits 32..12, from which its cache set is folded: the low 12 bits of its
    /// 4 KiB and of its 2 MiB page number.
    pub SetPageBits(set_page): 21 {
        vpn_4k: 12 @ 0,
        vpn_2m: 12 @ 9,
    }
}

crate::layout! {
    /// An MR index's low 6 bits, split for the set hash's rotation.
    pub IndexBits6(index6): 6 {
        i_lo4: 4,
        i_hi2: 2,
    }
}

crate::layout! {
    /// The rotated index (by 2 bits) in the set hash.
    pub RotBits6(rot6): 6 {
        r_lo2: 2,
        r_hi4: 4,
    }
}

crate::layout! {
    /// A checked request (MR table stage → splitter queue).
    pub CheckedWord(checked): 212 {
        /// Error code ([`tlb_err`]).
        err: 3,
        /// Tagged offset.
        to: 64,
        /// Length.
        len: 32,
        /// 2 MiB pages.
        page_2m: flag,
        /// MR index.
        index: 10,
        /// Request tag.
        tag: 8,
        /// Page-list address adjusted by the base page (`pbl - base_page * 8`).
        pbl_adj: 64,
        /// Bytes left in the first page.
        room: 22,
        /// No lookup: an error or a zero length.
        nolookup: flag,
        /// One piece.
        one_piece: flag,
        /// The first piece's cache set ([`super::set_fold::TlbSetFold`]), folded before the
        /// queue so the splitter loads it from the queue's output without the fold (issue 17:
        /// the fold after the queue's block RAM was ddp_tx's worst path at one seed, 6.62 ns).
        set: 6,
    }
}

crate::layout! {
    /// Response queue entry.
    pub RespEntryWord(entry): 173 {
        /// Physical address (hit, or no lookup) or the offset in the page (miss).
        pa: 64,
        /// Piece length (a piece is at most one 2 MiB page).
        len: 22,
        /// The request's last piece.
        last: flag,
        /// Request tag.
        tag: 8,
        /// Error code ([`tlb_err`]).
        err: 3,
        /// A miss: waits for its page-list read.
        miss: flag,
        /// 2 MiB page.
        page_2m: flag,
        /// Cache set and way to fill.
        set: 6,
        way: 2,
        /// Cache tag word to fill.
        fill_tag: 64,
        /// A miss on the same page as the previous miss: it waits for no read of its own and
        /// takes the page of that miss (which leaves the queue before it).
        follow: flag,
    }
}

crate::layout! {
    /// A page-list read request (DMA read queue entry).
    pub DmaReadWord(dma_rd): 72 {
        /// Address (8-byte aligned).
        addr: 64,
        /// Tag (miss sequence number).
        tag: 8,
    }
}
