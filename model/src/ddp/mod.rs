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

crate::layout! {
    /// A placement job (control → placer), 101 bits.
    pub JobWord(job): 101 {
        /// Consume TLB pieces and write (else discard the segment's words).
        place: flag,
        /// Payload at byte 14 (tagged) instead of 18.
        tagged: flag,
        /// Words of the segment in the buffer, from the first payload word.
        words: 11,
        /// A completion follows the job.
        cqe_valid: flag,
        /// Completion kind (`cqe`).
        cqe_kind: 2,
        /// Completion status (`cqe`).
        cqe_status: 2,
        /// Receive slot of the completion.
        cqe_slot: 4,
        cqe_len: 32,
        /// Solicited event.
        cqe_se: flag,
        /// Invalidated an STag.
        cqe_inv: flag,
        cqe_stag: 32,
        qp: 4,
        /// Receive slots to flush after the job ...
        flush_count: 5,
        /// ... from this slot.
        flush_from: 4,
    }
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

crate::layout! {
    /// A chunk (tx control → feeder), 100 bits: an immediate chunk of 1..8 bytes from lane 0
    /// of `data`, or a DMA chunk: `len` bytes of one payload read.
    pub ChunkWord(chunk): 100 {
        /// Immediate bytes, lane 0 first.
        data: 64,
        /// Bytes: 1..8 immediate, 1..4096 DMA.
        len: 13,
        /// A DMA chunk (its bytes come from the payload read data).
        dma: flag,
        /// The ULPDU's last chunk.
        last: flag,
        qp: 4,
        /// ULPDU length, for the framer's descriptor.
        ulen: 16,
        /// A DMA chunk of at most 8 bytes (one beat), precomputed for the feeder's timing.
        short: flag,
    }
}

crate::layout! {
    /// A payload read request (tx control → DMA read port), 77 bits.
    pub PrdWord(prd): 77 {
        /// Physical address.
        addr: 64,
        /// Bytes, 1..4096, never crossing a 4 KiB page.
        len: 13,
    }
}

// Transmit QP context in four RAMs (address = QP): `msn`, `seq`, `cfg` below, and `rin`
// (32 bits: Read Requests received, the MSN of the latest).
crate::layout! {
    /// Transmit context `msn` word: the next MSN per untagged queue (RFC 5041 section 5.1).
    pub TxMsnWord(tx_msn): 64 {
        /// Next Send MSN (queue 0).
        msn_send: 32,
        /// Next Read Request MSN (queue 1).
        msn_rr: 32,
    }
}
crate::layout! {
    /// Transmit context `seq` word: ULPDU byte counts (mod 2^32).
    pub TxSeqWord(tx_seq): 64 {
        /// ULPDU bytes sent.
        sent: 32,
        /// ULPDU bytes acknowledged by the transport.
        acked: 32,
    }
}
crate::layout! {
    /// Transmit context `cfg` word.
    pub TxCfgWord(txctx): 54 {
        /// Protection domain.
        pd: 16,
        /// Largest ULPDU (64..16383).
        mulpdu: 14,
        /// Outbound Read Requests allowed (ORD).
        ord: 4,
        /// Read Requests outstanding.
        ord_used: 4,
        /// Send-queue head count (mod 32; slot = low 4 bits).
        head: 5,
        /// Send-queue tail count (mod 32).
        tail: 5,
        /// The QP sends (not in error).
        live: flag,
        /// Read Responses placed and not yet completed.
        placed: 5,
    }
}

crate::layout! {
    /// A send-queue entry (68 bits).
    pub SqWord(sq): 68 {
        /// Work-request id.
        id: 32,
        /// Work-request operation (`wr_op`).
        op: 3,
        /// Failed its local-read check (completes with local protection error).
        failed: flag,
        /// ULPDU byte count after the request's last byte (complete when acknowledged).
        end: 32,
    }
}
