//! # ddp: the DDP/RDMAP engines, receive placement and transmit (RFC 5041, RFC 5040)
//!
//! Receive purpose: validate each inbound ULPDU and place it: tagged (RDMA Write, Read Response)
//! through the TLB with remote-write rights, untagged Sends into posted receive buffers in MSN
//! order at MO, Read Requests queued for the transmit side within IRD, Terminates putting the
//! QP in error; completions, flushes and the Terminate of the mapping table on every error.
//! The check order is golden's `ddp_rx` module's, which this engine is tested against.
//!
//! Transmit side (golden `ddp_tx`): [`tx_control::TxControl`] (events, QP context, send
//! queues, translations, segmentation into chunks, completions), [`tx_feeder::TxFeeder`]
//! (chunks and DMA read data into packer chunks), [`tx_packer::TxPacker`] (chunks into the
//! ULPDU stream), composed with a TLB in [`tx::DdpTx`] (`rtl/ddp_tx.v`).
//!
//! Receive blocks (one per file, one FSM per block):
//! - [`rx_ingress::RxIngress`]: stores each ULPDU in the segment buffer, captures its first
//!   48 bytes (big-endian words), its length and the LLP status, and hands a descriptor on.
//! - [`rx_control::RxControl`]: the per-segment FSM: QP context load/store, receive queues,
//!   checks, translation request and its verdict, invalidation, Terminates, placement jobs.
//! - [`rx_placer::RxPlacer`]: runs the jobs in order: realigns payload bytes to each physical
//!   piece and writes one 8-byte word per cycle, discards, completions and flushes.
//! - [`cmd_mux::CmdMux`]: shares the TLB command port between the host and invalidations.
//! - [`rx::DdpRx`]: the top, emitted as `rtl/ddp_rx.v`: ingress, segment buffer, control,
//!   job queue, placer, the command mux and the TLB ([`crate::tlb::tlb::Tlb`]).

pub mod cmd_mux;
pub mod rx;
pub mod rx_control;
pub mod rx_ingress;
pub mod rx_placer;
pub mod tx;
pub mod tx_control;
pub mod tx_feeder;
pub mod tx_packer;


/// Queue pairs (QP number 0..15, context in block RAM).
pub const QPS: usize = 16;
/// Posted receive buffers per QP (slot = post count mod 16).
pub const RQ_DEPTH: usize = 16;
/// Segment buffer address bits: 2048 words (16 KiB).
pub const SEG_BUFFER_BITS: usize = 11;
/// The longest ULPDU buffered: 1024 words (8 KiB, half the buffer, so a segment always fits
/// while the one before it is placed). A longer one is DDP catastrophic.
pub const MAX_SEGMENT_WORDS: u64 = 1024;
pub const MAX_SEGMENT_BYTES: u64 = 8 * MAX_SEGMENT_WORDS;
/// Words of a ULPDU captured for the header, the Terminate copy and the Read Request body.
pub const CAPTURE_WORDS: usize = 6;

/// LLP status of a ULPDU (`s_status`, mpa_rx's `m_status` codes).
pub mod llp {
    pub const OK: u64 = 0;
    pub const CRC: u64 = 1;
    pub const MARKER: u64 = 2;
    pub const LENGTH: u64 = 3;
}

/// Terminate codes as `layer << 12 | etype << 8 | ecode` (RFC 5040 section 4.8, RFC 5041
/// section 7, iwarp-wire.md's table; golden `TerminateCause::code`).
pub mod code {
    pub const TAGGED_INVALID_STAG: u64 = 0x1100;
    pub const TAGGED_BASE_BOUNDS: u64 = 0x1101;
    pub const TAGGED_NOT_ASSOCIATED: u64 = 0x1102;
    pub const TAGGED_TO_WRAP: u64 = 0x1103;
    pub const TAGGED_DDP_VERSION: u64 = 0x1104;
    pub const UNTAGGED_INVALID_QN: u64 = 0x1201;
    pub const UNTAGGED_NO_BUFFER: u64 = 0x1202;
    pub const UNTAGGED_MSN_RANGE: u64 = 0x1203;
    pub const UNTAGGED_INVALID_MO: u64 = 0x1204;
    pub const UNTAGGED_TOO_LONG: u64 = 0x1205;
    pub const UNTAGGED_DDP_VERSION: u64 = 0x1206;
    pub const DDP_CATASTROPHIC: u64 = 0x1000;
    pub const CANNOT_INVALIDATE: u64 = 0x0109;
    pub const RDMAP_VERSION: u64 = 0x0205;
    pub const UNEXPECTED_OPCODE: u64 = 0x0206;
    pub const UNSPECIFIED: u64 = 0x00FF;
    pub const MPA_CRC: u64 = 0x2002;
    pub const MPA_MARKER: u64 = 0x2003;
}

/// Terminate header-control bits (RFC 5040 section 4.8), low half of `m_term_ctl`.
pub mod hdrct {
    pub const M: u64 = 0x8000;
    pub const D: u64 = 0x4000;
    pub const R: u64 = 0x2000;
}

/// Completion kinds and statuses (`m_cqe_kind`, `m_cqe_status`; golden `CqeKind`,
/// `CqeStatus`).
pub mod cqe {
    pub const RECV: u64 = 0;
    pub const READ_DONE: u64 = 1;
    pub const PEER_TERMINATE: u64 = 2;
    pub const OK: u64 = 0;
    pub const FLUSH: u64 = 1;
    pub const OVERFLOW: u64 = 2;
}

/// QP context in three RAMs (address = QP):
/// - `msn` (64 bits): [31:0] expected Send MSN, [63:32] expected Read Request MSN;
/// - `st` (57 bits): [31:0] bytes placed of the Send in progress, [47:32] PD, [51:48] IRD,
///   [55:52] Read Requests outstanding, [56] live;
/// - `rq` (10 bits): [4:0] receive-queue head count, [9:5] tail count (mod 32; slot = low 4).
pub mod ctx {
    pub const PROGRESS: u32 = 0;
    pub const PD: u32 = 32;
    pub const IRD: u32 = 48;
    pub const IRD_USED: u32 = 52;
    pub const LIVE: u32 = 56;
    pub const HEAD: u32 = 0;
    pub const TAIL: u32 = 5;
}

/// Receive-queue RAMs (address = QP << 4 | slot): `rqa` [31:0] STag, [63:32] length; `rqb` TO.
pub mod rq {
    pub const STAG: u32 = 0;
    pub const LEN: u32 = 32;
}

/// A placement job (control → placer), 101 bits.
pub mod job {
    /// Consume TLB pieces and write (else discard the segment's words).
    pub const PLACE: u32 = 0;
    /// Payload at byte 14 (tagged) instead of 18.
    pub const TAGGED: u32 = 1;
    /// Words of the segment in the buffer, from the first payload word (11 bits).
    pub const WORDS: u32 = 2;
    pub const CQE_VALID: u32 = 13;
    pub const CQE_KIND: u32 = 14;
    pub const CQE_STATUS: u32 = 16;
    pub const CQE_SLOT: u32 = 18;
    pub const CQE_LEN: u32 = 22;
    pub const CQE_SE: u32 = 54;
    pub const CQE_INV: u32 = 55;
    pub const CQE_STAG: u32 = 56;
    pub const QP: u32 = 88;
    /// Receive slots to flush after (5 bits) from slot FLUSH_FROM (4 bits).
    pub const FLUSH_COUNT: u32 = 92;
    pub const FLUSH_FROM: u32 = 97;
    pub const BITS: usize = 101;
}

/// Work-request operations (`s_wr_op`, golden `WrOp`).
pub mod wr_op {
    pub const WRITE: u64 = 0;
    pub const SEND: u64 = 1;
    pub const SEND_SE: u64 = 2;
    pub const SEND_INV: u64 = 3;
    pub const SEND_SE_INV: u64 = 4;
    pub const READ: u64 = 5;
}

/// Send-completion statuses (`m_cqe_status` of ddp_tx, golden `SendStatus`).
pub mod send_status {
    pub const OK: u64 = 0;
    pub const FLUSH: u64 = 1;
    pub const LOCAL_PROTECTION: u64 = 2;
}

/// Outstanding work requests per QP (send-queue RAM: address = QP << 4 | slot).
pub const SQ_DEPTH: usize = 16;

/// A chunk (tx control → feeder), 100 bits: an immediate chunk of 1..8 bytes from lane 0 of
/// `DATA`, or a DMA chunk: `LEN` bytes of one payload read.
pub mod chunk {
    pub const DATA: u32 = 0;
    /// Bytes (13 bits): 1..8 immediate, 1..4096 DMA.
    pub const LEN: u32 = 64;
    pub const DMA: u32 = 77;
    /// The ULPDU's last chunk.
    pub const LAST: u32 = 78;
    pub const QP: u32 = 79;
    /// ULPDU length (16 bits), for the framer's descriptor.
    pub const ULEN: u32 = 83;
    /// A DMA chunk of at most 8 bytes (one beat), precomputed for the feeder's timing.
    pub const SHORT: u32 = 99;
    pub const BITS: usize = 100;
}

/// A payload read request (tx control → DMA read port), 77 bits: address, length (13 bits).
pub mod prd {
    pub const ADDR: u32 = 0;
    pub const LEN: u32 = 64;
    pub const BITS: usize = 77;
}

/// Transmit QP context in four RAMs (address = QP):
/// - `msn` (64 bits): [31:0] next Send MSN, [63:32] next Read Request MSN;
/// - `seq` (64 bits): [31:0] ULPDU bytes sent, [63:32] bytes acknowledged;
/// - `cfg` (54 bits): [15:0] PD, [29:16] MULPDU, [33:30] ORD, [37:34] Reads outstanding,
///   [42:38] send-queue head count, [47:43] tail count (mod 32), [48] live,
///   [53:49] Read Responses placed and not yet completed;
/// - `rin` (32 bits): Read Requests received (the MSN of the latest).
pub mod txctx {
    pub const PD: u32 = 0;
    pub const MULPDU: u32 = 16;
    pub const ORD: u32 = 30;
    pub const ORD_USED: u32 = 34;
    pub const HEAD: u32 = 38;
    pub const TAIL: u32 = 43;
    pub const LIVE: u32 = 48;
    pub const PLACED: u32 = 49;
    pub const CFG_BITS: usize = 54;
}

/// A send-queue entry (68 bits): [31:0] work-request id, [34:32] op, [35] failed (local
/// protection), [67:36] ULPDU byte count after its last byte.
pub mod sq {
    pub const ID: u32 = 0;
    pub const OP: u32 = 32;
    pub const FAILED: u32 = 35;
    pub const END: u32 = 36;
    pub const BITS: usize = 68;
}
