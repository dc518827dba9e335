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
/// Page-list reads that can be in flight: every entry of the in-order response queue may be
/// a miss waiting for its page-list read (64).
pub const MISSES_IN_FLIGHT: usize = crate::common::ram_fifo::RAM_FIFO_DEPTH;
/// Cycles from a request's acceptance to its first piece out on a hit (stages C, R1, R2, the
/// checked-request queue, splitter, G, H, response queue, registered head).
pub const HIT_LATENCY: u64 = 9;
/// Checked requests allowed between the MR table read and the splitter (R1, R2, the queue).
pub const CHECKED_CREDIT: u64 = 8;
/// Bytes of one page-list entry (a 64-bit host physical page address, little-endian).
pub const PBL_ENTRY_BYTES: u64 = 8;
/// Small and large page shifts (4 KiB, 2 MiB).
pub const PAGE_SHIFT_4K: u32 = 12;
pub const PAGE_SHIFT_2M: u32 = 21;

/// MR entry state (meta bits [1:0]).
pub mod state {
    pub const FREE: u64 = 0;
    pub const VALID: u64 = 1;
    pub const INVALID: u64 = 2;
}

/// The meta word of an MR entry (32 bits in block RAM):
/// [1:0] state, [9:2] key, [25:10] PD, [29:26] rights (bit 0 local read, 1 local write,
/// 2 remote read, 3 remote write), [30] 2 MiB pages.
pub mod meta {
    pub const STATE: u32 = 0;
    pub const KEY: u32 = 2;
    pub const PD: u32 = 10;
    pub const RIGHTS: u32 = 26;
    pub const PAGE_2M: u32 = 30;
}

/// Access type of a request (`s_req_access`); the right it needs is bit `access` of rights.
pub mod access {
    pub const LOCAL_READ: u64 = 0;
    pub const LOCAL_WRITE: u64 = 1;
    pub const REMOTE_READ: u64 = 2;
    pub const REMOTE_WRITE: u64 = 3;
}

/// Translation error codes (`m_rsp_err`), checked in this order (golden `TranslateError`).
pub mod err {
    pub const OK: u64 = 0;
    pub const INVALID_STAG: u64 = 1;
    pub const PD_MISMATCH: u64 = 2;
    pub const ACCESS_RIGHTS: u64 = 3;
    pub const TO_WRAP: u64 = 4;
    pub const BASE_BOUNDS: u64 = 5;
}

/// Host commands (`s_cmd_op`).
pub mod op {
    pub const REGISTER: u64 = 0;
    pub const DEREGISTER: u64 = 1;
    pub const INVALIDATE: u64 = 2;
    pub const FAST_REGISTER: u64 = 3;
}

/// Command acknowledgement status (`m_ack_status`, golden `CommandError`).
pub mod ack {
    pub const OK: u64 = 0;
    pub const INDEX_OUT_OF_RANGE: u64 = 1;
    pub const WRONG_STATE: u64 = 2;
    pub const KEY_MISMATCH: u64 = 3;
}

/// A cache tag word (64 bits per way and set): [0] valid, [1] 2 MiB page, [11:2] MR index,
/// [63:12] virtual page number (TO >> 12 or TO >> 21).
pub mod cache_tag {
    pub const VALID: u32 = 0;
    pub const PAGE_2M: u32 = 1;
    pub const INDEX: u32 = 2;
    pub const VPN: u32 = 12;
}

/// Response queue entry layout (bit offsets).
pub mod entry {
    /// Physical address (hit, or no lookup) or the offset in the page (miss).
    pub const PA: u32 = 0;
    /// Piece length (22 bits: a piece is at most one 2 MiB page).
    pub const LEN: u32 = 64;
    pub const LAST: u32 = 86;
    pub const TAG: u32 = 87;
    pub const ERR: u32 = 95;
    pub const MISS: u32 = 98;
    pub const PAGE_2M: u32 = 99;
    pub const SET: u32 = 100;
    pub const WAY: u32 = 106;
    pub const FILL_TAG: u32 = 108;
    /// A miss on the same page as the previous miss: it waits for no read of its own and
    /// takes the page of that miss (which leaves the queue before it).
    pub const FOLLOW: u32 = 172;
    pub const BITS: usize = 173;
}
