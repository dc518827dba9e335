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

/// LLP status of a ULPDU (`s_status`): mpa_rx's `m_status` codes, declared once there.
pub use crate::mpa::rx::rx_status;

use rust_hdl::prelude::*;

// Channels between the engines, the host and the blocks ([`crate::channel`]).

crate::channel! {
    /// A Terminate to send (RFC 5040 section 4.8): ddp_rx's `m_term` to ddp_tx's `s_term`.
    pub TermIn / TermOut {
        qp: Bits<4>,
        /// [`TermCtlWord`]: layer, etype, ecode and which headers are copied.
        ctl: Bits<32>,
        /// The offending ULPDU's length (the DDP segment length field).
        seglen: Bits<16>,
        /// The offending segment's first 48 bytes, big-endian 8-byte words.
        w0: Bits<64>,
        w1: Bits<64>,
        w2: Bits<64>,
        w3: Bits<64>,
        w4: Bits<64>,
        w5: Bits<64>,
    }
}

crate::channel! {
    /// An accepted inbound Read Request (RFC 5040 section 4.4): ddp_rx's `m_rreq` to ddp_tx's
    /// `s_rreq`, answered in order.
    pub RreqIn / RreqOut {
        qp: Bits<4>,
        /// Data Sink STag and TO (where the Read Responses are placed at the requester).
        sink_stag: Bits<32>,
        sink_to: Bits<64>,
        /// RDMA Read Message Size in bytes.
        size: Bits<32>,
        /// Data Source STag and TO (read here).
        src_stag: Bits<32>,
        src_to: Bits<64>,
    }
}

crate::channel! {
    /// An event of one QP with no other payload: ddp_tx's `m_rdone` (a Read Response was
    /// sent) to ddp_rx's `s_rdone` (IRD release); ddp_rx's Read-done to ddp_tx's `s_rplaced`.
    pub QpEventIn / QpEventOut {
        qp: Bits<4>,
    }
}

crate::channel! {
    /// (Re)configure a transmit QP: live, PD, MULPDU (64..16383), ORD (1..15).
    pub TxQpCfgIn / TxQpCfgOut {
        qp: Bits<4>,
        pd: Bits<16>,
        mulpdu: Bits<14>,
        ord: Bits<4>,
    }
}

crate::channel! {
    /// (Re)configure a receive QP: live, PD, IRD (Read Requests it may have outstanding).
    pub RxQpCfgIn / RxQpCfgOut {
        qp: Bits<4>,
        pd: Bits<16>,
        ird: Bits<4>,
    }
}

crate::channel! {
    /// A work request ([`wr_op`]).
    pub WrIn / WrOut {
        qp: Bits<4>,
        /// [`wr_op`].
        op: Bits<3>,
        /// Returned in its completion.
        id: Bits<32>,
        /// Local STag, TO and length (the source of a Write or Send, the sink of a Read).
        lstag: Bits<32>,
        lto: Bits<64>,
        len: Bits<32>,
        /// Remote STag and TO (for a Send with Invalidate, the STag to invalidate).
        rstag: Bits<32>,
        rto: Bits<64>,
    }
}

crate::channel! {
    /// A send completion.
    pub TxCqeIn / TxCqeOut {
        qp: Bits<4>,
        id: Bits<32>,
        /// [`wr_op`].
        op: Bits<3>,
        /// [`send_status`].
        status: Bits<2>,
    }
}

crate::channel! {
    /// A receive completion ([`cqe`]).
    pub RxCqeIn / RxCqeOut {
        qp: Bits<4>,
        /// [`cqe`] kind.
        kind: Bits<2>,
        /// [`cqe`] status.
        status: Bits<2>,
        /// Receive slot (post count mod [`RQ_DEPTH`]) of a Send.
        slot: Bits<4>,
        len: Bits<32>,
        /// Solicited event.
        se: Bit,
        /// `stag` was invalidated (Send with Invalidate).
        inv: Bit,
        stag: Bits<32>,
    }
}

crate::channel! {
    /// The transport acknowledged `bytes` (cumulative ULPDU bytes of the QP, mod 2^32).
    pub LlpAckIn / LlpAckOut {
        qp: Bits<4>,
        bytes: Bits<32>,
    }
}

crate::channel! {
    /// Post a receive buffer to a QP.
    pub RecvIn / RecvOut {
        qp: Bits<4>,
        stag: Bits<32>,
        to: Bits<64>,
        len: Bits<32>,
    }
}

crate::channel! {
    /// A DMA write request to host memory (its data follows on a [`DmaWdIn`] channel).
    pub DmaWrIn / DmaWrOut {
        addr: Bits<64>,
        /// Bytes.
        len: Bits<16>,
    }
}

crate::channel! {
    /// DMA write data, from lane 0, one 8-byte word per transfer.
    pub DmaWdIn / DmaWdOut {
        data: Bits<64>,
        keep: Bits<8>,
        /// The request's last word.
        last: Bit,
    }
}

crate::channel! {
    /// A payload DMA read (1..4096 bytes, never crossing 4 KiB); its bytes return packed from
    /// lane 0, reads in request order.
    pub PrdIn / PrdOut {
        addr: Bits<64>,
        len: Bits<13>,
    }
}

crate::channel! {
    /// A chunk of 1..8 payload bytes from lane 0 (feeder to packer).
    pub PieceIn / PieceOut {
        /// Bytes from lane 0; lanes at and beyond `n` are zero.
        data: Bits<64>,
        /// Bytes in the chunk, 1..8.
        n: Bits<4>,
        /// The ULPDU's last chunk.
        last: Bit,
        qp: Bits<4>,
        /// The ULPDU's length.
        len: Bits<16>,
    }
}

crate::channel! {
    /// A stored ULPDU's descriptor (ingress to control), held until taken.
    pub SegDescIn / SegDescOut {
        qp: Bits<4>,
        /// LLP status ([`rx_status`]).
        status: Bits<2>,
        /// ULPDU length in bytes.
        len: Bits<17>,
        /// Words stored in the segment buffer.
        words: Bits<11>,
        /// The ULPDU's first 48 bytes, big-endian 8-byte words ([`HdrWords`]).
        w0: Bits<64>,
        w1: Bits<64>,
        w2: Bits<64>,
        w3: Bits<64>,
        w4: Bits<64>,
        w5: Bits<64>,
    }
}

crate::channel! {
    /// An invalidation of `stag` by the engine (Send with Invalidate, RFC 5040 section 5.3).
    pub InvIn / InvOut {
        stag: Bits<32>,
    }
}

crate::channel! {
    /// ULPDUs as a packet stream (first byte in lane 0, every beat full but the last), with
    /// the QP and the ULPDU length (for mpa_tx's descriptor) on every beat.
    pub UlpduIn / UlpduOut {
        data: Bits<64>,
        keep: Bits<8>,
        last: Bit,
        qp: Bits<4>,
        len: Bits<16>,
    }
}

crate::named_consts! {
    /// RDMAP opcodes (RFC 5040 section 4.2, the RDMAP control byte's low four bits).
    pub rdmap_op: 4 {
        RDMA_WRITE = 0,
        READ_REQUEST = 1,
        READ_RESPONSE = 2,
        SEND = 3,
        SEND_INV = 4,
        SEND_SE = 5,
        SEND_SE_INV = 6,
        TERMINATE = 7,
    }
}

crate::named_consts! {
    /// Untagged queue numbers (RFC 5040 section 5.1 / 4.1: QN of each untagged opcode).
    pub ddp_queue: 32 {
        /// Sends.
        SEND = 0,
        /// Read Requests.
        READ_REQUEST = 1,
        /// Terminates.
        TERMINATE = 2,
    }
}

crate::named_consts! {
    /// Protocol versions carried in every header.
    pub wire_version: 2 {
        /// DDP version (RFC 5041 section 4.2, DV).
        DDP = 1,
        /// RDMAP version (RFC 5040 section 4.1, RV).
        RDMAP = 1,
    }
}

crate::named_consts! {
    /// Terminate codes as `layer << 12 | etype << 8 | ecode` ([`TermCodeWord`]; RFC 5040
    /// section 4.8, RFC 5041 section 7, iwarp-wire.md's table; golden `TerminateCause::code`).
    pub term_code: 16 {
        TAGGED_INVALID_STAG = 0x1100,
        TAGGED_BASE_BOUNDS = 0x1101,
        TAGGED_NOT_ASSOCIATED = 0x1102,
        TAGGED_TO_WRAP = 0x1103,
        TAGGED_DDP_VERSION = 0x1104,
        UNTAGGED_INVALID_QN = 0x1201,
        UNTAGGED_NO_BUFFER = 0x1202,
        UNTAGGED_MSN_RANGE = 0x1203,
        UNTAGGED_INVALID_MO = 0x1204,
        UNTAGGED_TOO_LONG = 0x1205,
        UNTAGGED_DDP_VERSION = 0x1206,
        DDP_CATASTROPHIC = 0x1000,
        CANNOT_INVALIDATE = 0x0109,
        RDMAP_VERSION = 0x0205,
        UNEXPECTED_OPCODE = 0x0206,
        UNSPECIFIED = 0x00FF,
        MPA_CRC = 0x2002,
        MPA_MARKER = 0x2003,
    }
}
pub use term_code as code;

crate::named_consts! {
    /// Terminate layers (RFC 5040 section 4.8, the Terminate control's top four bits).
    pub term_layer: 4 {
        RDMAP = 0,
        DDP = 1,
        LLP = 2,
    }
}

crate::layout! {
    /// A Terminate code ([`term_code`]).
    pub TermCodeWord(term_code_word): 16 {
        /// Error code.
        ecode: 8,
        /// Error type.
        etype: 4,
        /// Layer ([`term_layer`]).
        layer: 4,
    }
}

crate::layout! {
    /// The Terminate control word (RFC 5040 section 4.8), as `m_term_ctl`.
    pub TermCtlWord(term_ctl): 32 {
        /// Header control ([`TermHdrctWord`]).
        hdrct: 16,
        /// The Terminate code ([`TermCodeWord`]).
        code: 16,
        /// Views of the header-control bits (a part-select of a part-select is not Verilog).
        ctl_r: flag @ term_hdrct::HDRCT_R.offset,
        ctl_d: flag @ term_hdrct::HDRCT_D.offset,
        ctl_m: flag @ term_hdrct::HDRCT_M.offset,
    }
}

crate::layout! {
    /// The Terminate's header-control bits and reserved bits (the low half of its control).
    pub TermHdrctWord(term_hdrct): 16 {
        /// Reserved.
        rsvd: 13,
        /// R: the Terminate carries the Read Request body.
        hdrct_r: flag,
        /// D: the Terminate carries the DDP header.
        hdrct_d: flag,
        /// M: the DDP segment length field is valid.
        hdrct_m: flag,
    }
}

crate::named_consts! {
    /// Completion kinds and statuses (`m_cqe_kind`, `m_cqe_status`; golden `CqeKind`,
    /// `CqeStatus`).
    pub cqe: 2 {
        RECV = 0,
        READ_DONE = 1,
        PEER_TERMINATE = 2,
        OK = 0,
        FLUSH = 1,
        OVERFLOW = 2,
    }
}

/// Bit offset, in a big-endian capture of `total` bytes (byte 0 in the top bits), of the
/// field of `len` bytes starting at byte `first`.
pub const fn be_field(total: usize, first: usize, len: usize) -> usize {
    8 * (total - first - len)
}

/// Bit offset, in a big-endian capture of `total` bytes, of bit `bit` (0 = least
/// significant) of byte `byte`.
pub const fn be_bit(total: usize, byte: usize, bit: usize) -> usize {
    8 * (total - byte - 1) + bit
}

/// Bytes of a ULPDU's header capture.
pub const CAPTURE_BYTES: usize = 8 * CAPTURE_WORDS;

/// Bytes of a DDP/RDMAP header image ([`HdrWords`]: the 18-byte untagged header rounded up
/// to whole words).
pub const HDR_BYTES: usize = 24;

crate::layout! {
    /// A DDP/RDMAP header as three big-endian words (byte 0 in the top bits): the DDP header
    /// (RFC 5041 section 4: tagged 14 bytes, untagged 18) with the RDMAP control byte (RFC
    /// 5040 section 4). Fields are views at their byte positions.
    pub HdrWords(hdr_words): 192 {
        /// Words, hw0 = bytes 0..7.
        hw2: 64,
        hw1: 64,
        hw0: 64,
        /// DDP control: T (tagged).
        ddp_t: flag @ be_bit(HDR_BYTES, 0, 7),
        /// DDP control: L (last).
        ddp_l: flag @ be_bit(HDR_BYTES, 0, 6),
        /// DDP control: DV.
        ddp_dv: 2 @ be_bit(HDR_BYTES, 0, 0),
        /// RDMAP control: RV.
        rdmap_rv: 2 @ be_bit(HDR_BYTES, 1, 6),
        /// RDMAP control: opcode ([`rdmap_op`]).
        rdmap_op: 4 @ be_bit(HDR_BYTES, 1, 0),
        /// Bytes 2..5: STag (tagged) or RsvdULP / the Invalidate STag (untagged).
        stag: 32 @ be_field(HDR_BYTES, 2, 4),
        /// Bytes 6..13: TO (tagged).
        to: 64 @ be_field(HDR_BYTES, 6, 8),
        /// Bytes 6..9: QN (untagged).
        qn: 32 @ be_field(HDR_BYTES, 6, 4),
        /// Bytes 10..13: MSN (untagged).
        msn: 32 @ be_field(HDR_BYTES, 10, 4),
        /// Bytes 14..17: MO (untagged).
        mo: 32 @ be_field(HDR_BYTES, 14, 4),
    }
}

crate::layout! {
    /// The first 48 bytes of a ULPDU as captured, big-endian (byte 0 in the top bits): the
    /// header ([`HdrWords`]) and a Read Request's body (RFC 5040 section 4.4).
    pub HdrCapture(hdr): 384 {
        /// Capture words, w0 = bytes 0..7.
        w5: 64,
        w4: 64,
        w3: 64,
        w2: 64,
        w1: 64,
        w0: 64,
        /// Bytes 0..23: the header image.
        head: 192 @ be_field(CAPTURE_BYTES, 0, HDR_BYTES),
        /// The header's T bit (DDP control byte 0, bit 7).
        hdr_t: flag @ be_bit(CAPTURE_BYTES, 0, 7),
        /// Read Request body (after the 18-byte untagged header): sink STag, sink TO, RDMA
        /// Read Message Size, source STag, source TO.
        rr_sink_stag: 32 @ be_field(CAPTURE_BYTES, 18, 4),
        rr_sink_to: 64 @ be_field(CAPTURE_BYTES, 22, 8),
        rr_size: 32 @ be_field(CAPTURE_BYTES, 30, 4),
        rr_src_stag: 32 @ be_field(CAPTURE_BYTES, 34, 4),
        rr_src_to: 64 @ be_field(CAPTURE_BYTES, 38, 8),
    }
}

crate::named_consts! {
    /// ULPDU lengths the receive checks compare with (RFC 5041 section 4, RFC 5040 section
    /// 4.4), in the 17 bits of a segment length.
    pub ulpdu_len: 17 {
        /// The DDP and RDMAP control bytes.
        CONTROL = 2,
        /// A tagged header.
        TAGGED_HDR = 14,
        /// An untagged header.
        UNTAGGED_HDR = 18,
        /// A Read Request: untagged header and its 28-byte body.
        READ_REQUEST = 46,
        /// The longest ULPDU buffered ([`MAX_SEGMENT_BYTES`]).
        MAX = 8192,
        /// The largest byte count below the 17-bit counter's saturation (bit 16 set: a
        /// runaway ULPDU only needs to read as too long).
        COUNT_MAX = 0xFFFF,
    }
}
const _: () = assert!(ulpdu_len::MAX == MAX_SEGMENT_BYTES);

crate::named_consts! {
    /// Terminate error types of the RDMAP layer (RFC 5040 section 7.2).
    pub rdmap_etype: 4 {
        LOCAL_CATASTROPHIC = 0,
        REMOTE_PROTECTION = 1,
        REMOTE_OPERATION = 2,
    }
}

crate::named_consts! {
    /// RDMAP remote protection error codes (RFC 5040 section 7.2).
    pub rdmap_prot_ecode: 8 {
        INVALID_STAG = 0,
        BASE_BOUNDS = 1,
        ACCESS_RIGHTS = 2,
        NOT_ASSOCIATED = 3,
        TO_WRAP = 4,
    }
}

crate::named_consts! {
    /// Byte counts of the Terminate message (RFC 5040 section 4.8) after the untagged DDP
    /// header (18 bytes, [`ulpdu_len`]).
    pub term_len: 16 {
        /// Untagged header and the Terminate control word.
        BASE = 22,
        /// ... and the DDP segment length (D set).
        WITH_SEGLEN = 24,
        /// A copied Read Request body (R set).
        RR_BODY = 28,
    }
}

crate::named_consts! {
    /// The ULPDU byte counts are sequence numbers mod 2^32 (serial arithmetic, RFC 1982):
    /// `a - b < HALF` means `a` is at or after `b`.
    pub seq_space: 32 {
        HALF = 0x8000_0000,
    }
}

/// Bytes of a Read Request body (RFC 5040 section 4.4).
pub const RR_BODY_BYTES: usize = 28;

crate::layout! {
    /// A Read Request's body as sent, big-endian in 32 bytes (4 chunk words, the last 4
    /// bytes unused): RFC 5040 section 4.4.
    pub RrBodyWords(rr_body): 256 {
        /// Chunk words, bw0 = body bytes 0..7.
        bw3: 64,
        bw2: 64,
        bw1: 64,
        bw0: 64,
        /// Data sink STag, sink tagged offset, RDMA Read message size, data source STag,
        /// source tagged offset.
        sink_stag: 32 @ be_field(32, 0, 4),
        sink_to: 64 @ be_field(32, 4, 8),
        size: 32 @ be_field(32, 12, 4),
        src_stag: 32 @ be_field(32, 16, 4),
        src_to: 64 @ be_field(32, 20, 8),
    }
}

crate::layout! {
    /// The Terminate's control chunk: the control word and the DDP segment length,
    /// big-endian (RFC 5040 section 4.8).
    pub TermChunkWord(term_chunk): 64 {
        /// Unused bytes 6..7.
        tc_pad: 16,
        /// DDP segment length (bytes 4..5, with D).
        tc_seglen: 16,
        /// The control word ([`TermCtlWord`], bytes 0..3).
        tc_ctl: 32,
    }
}

crate::layout! {
    /// A byte position in the segment buffer's stream.
    pub BufPos(buf_pos): 14 {
        /// Byte lane in the 8-byte word.
        lane: 3,
        /// Word (the buffer holds 2^SEG_BUFFER_BITS words).
        word: 11,
    }
}

crate::layout! {
    /// The DDP control byte (RFC 5041 section 4.2).
    pub DdpControlByte(ddp_control): 8 {
        ddp_control_dv: 2,
        ddp_control_rsvd: 4,
        ddp_control_l: flag,
        ddp_control_t: flag,
    }
}

crate::layout! {
    /// A 64-bit word as bytes (byte 0 in bits 7:0), for the big-endian to lane-order swap.
    pub Bytes8(bytes8): 64 {
        byte0: 8,
        byte1: 8,
        byte2: 8,
        byte3: 8,
        byte4: 8,
        byte5: 8,
        byte6: 8,
        byte7: 8,
        /// Byte 0's top bit: the DDP control byte's T in a ULPDU's first beat (lane order).
        byte0_t: flag @ ddp_control::DDP_CONTROL_T.offset,
    }
}

crate::layout! {
    /// Receive QP context `msn` word (RAM, address = QP).
    pub RxMsnWord(rx_msn): 64 {
        /// Expected Send MSN (queue 0).
        exp_send: 32,
        /// Expected Read Request MSN (queue 1).
        exp_read: 32,
    }
}

crate::layout! {
    /// Receive QP context `st` word.
    pub RxStWord(rx_st): 57 {
        /// Bytes placed of the Send in progress.
        progress: 32,
        /// Protection domain.
        pd: 16,
        /// Inbound Read Requests allowed (IRD).
        ird: 4,
        /// Read Requests outstanding.
        ird_used: 4,
        /// The QP receives (not in error).
        live: flag,
    }
}

crate::layout! {
    /// Receive QP context `rq` word: the receive queue's counts (mod 32).
    pub RxRqWord(rx_rq): 10 {
        head: 5,
        tail: 5,
    }
}

crate::layout! {
    /// A ring count (mod 32) of a 16-entry queue.
    pub RingCount(ring_count): 5 {
        /// The entry.
        slot: 4,
        /// Odd lap (tells full from empty).
        lap: flag,
    }
}

crate::layout! {
    /// A per-QP queue RAM address (16 entries per QP).
    pub QpSlotAddr(qp_slot): 8 {
        slot: 4,
        qp: 4,
    }
}

crate::layout! {
    /// Receive-queue RAM `rqa` word (address = [`QpSlotAddr`]); `rqb` holds the TO.
    pub RqaWord(rqa): 64 {
        /// Buffer STag.
        stag: 32,
        /// Buffer length.
        len: 32,
    }
}

crate::layout! {
    /// A placement job (control → placer), 101 bits.
    pub JobWord(job): 105 {
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
        /// `words` is 0, 1, 2, 3: set at the job queue's input, so the placer taking a job
        /// decides its first refill from flip-flops (issue 17: the 11-bit compares were
        /// ddp_rx's worst path at two seeds).
        words_0: flag,
        words_1: flag,
        words_2: flag,
        words_3: flag,
    }
}

crate::named_consts! {
    /// Work-request operations (`s_wr_op`, golden `WrOp`).
    pub wr_op: 3 {
        WRITE = 0,
        SEND = 1,
        SEND_SE = 2,
        SEND_INV = 3,
        SEND_SE_INV = 4,
        READ = 5,
    }
}

crate::named_consts! {
    /// Send-completion statuses (`m_cqe_status` of ddp_tx, golden `SendStatus`).
    pub send_status: 2 {
        OK = 0,
        FLUSH = 1,
        LOCAL_PROTECTION = 2,
    }
}

crate::named_consts! {
    /// ddp_tx's translation window for a resumed message: whole segments, as many as fit in
    /// `WINDOW` bytes (one when a segment is longer): few translations for short segments, few
    /// pieces to drop at a yield. 64, 16 or 4 segments ([`tx_shift`]) when a segment's payload
    /// is below the matching bound.
    pub tx_sched: 14 {
        WINDOW = 8192,
        WIN_X4_BELOW = 2048,
        WIN_X16_BELOW = 512,
        WIN_X64_BELOW = 128,
    }
}
const _: () = assert!(
    tx_sched::WIN_X4_BELOW << tx_shift::WIN_X4 == tx_sched::WINDOW
        && tx_sched::WIN_X16_BELOW << tx_shift::WIN_X16 == tx_sched::WINDOW
        && tx_sched::WIN_X64_BELOW << tx_shift::WIN_X64 == tx_sched::WINDOW
);

crate::named_consts! {
    /// The window's segment counts as shifts of a segment's payload (4, 16, 64 segments).
    pub tx_shift: 3 {
        WIN_X4 = 2,
        WIN_X16 = 4,
        WIN_X64 = 6,
    }
}

crate::named_consts! {
    /// ddp_tx: an acknowledgement or Read Response placed report of the message's own QP makes
    /// the message yield only once the report has waited `WAIT` cycles at its port (the one
    /// port would otherwise hold every QP's reports behind it for the whole message; yielding
    /// at each would cost a resume a segment).
    pub tx_report: 9 {
        WAIT = 256,
    }
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
    /// A piece (feeder → packer, [`PieceOut`]) in the registered stage between them, 89 bits.
    pub PieceWord(piece): 89 {
        /// Bytes from lane 0 (lanes at and beyond `n` zero).
        data: 64,
        /// Bytes in the piece, 1..8.
        n: 4,
        /// The ULPDU's last piece.
        last: flag,
        qp: 4,
        /// The ULPDU's length.
        len: 16,
    }
}

crate::layout! {
    /// An inbound ULPDU beat as held in `ddp_rx`'s input stage (the `s_*` port's fields).
    pub InBeatWord(in_beat): 79 {
        /// Bytes from lane 0.
        data: 64,
        keep: 8,
        last: flag,
        /// LLP status ([`llp`]).
        status: 2,
        qp: 4,
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

crate::layout! {
    /// A message in progress, parked between two of its segments (RAM `msg`, address = QP):
    /// what the next segment needs that the QP context does not hold. A Write, a Send or a
    /// Read Response; at most one per QP (the QP's other sending events wait for it).
    pub TxMsgWord(tx_msg): 330 {
        /// A Read Response (else a work request's Write or Send).
        rr: flag,
        /// RDMAP opcode (RFC 5040 section 4.2).
        opc: 4,
        /// A Send: the Send MSN advances at its end.
        send: flag,
        /// Tagged (RFC 5041 section 4.2).
        tagged: flag,
        /// Untagged: the MSN (RFC 5041 section 4.3).
        msn: 32,
        /// Tagged: the sink STag; untagged: the RsvdULP word (Invalidate STag or 0).
        word: 32,
        /// Tagged: the sink TO of the message's first byte.
        base: 64,
        /// Source STag: the local buffer's (work request) or the Read Request's source.
        src_stag: 32,
        /// Source TO of the message's first byte.
        src_base: 64,
        /// Bytes not yet segmented.
        rem: 32,
        /// Bytes segmented (the next segment's offset: MO or TO - base).
        off: 32,
        /// Work-request id and operation (`wr_op`), for its send-queue entry.
        id: 32,
        op: 3,
    }
}
