//! # toe: the TCP offload engine (RFC 9293), in progress (issue 14)
//!
//! Blocks so far (one per file):
//! - [`rx_check::ToeRxCheck`]: the receive frame check, emitted as `rtl/toe_rx_check.v`:
//!   Ethernet II / IPv4 / TCP headers and both checksums on the 64-bit frame stream, one beat
//!   per cycle, frames passed through with a verdict on their last beat ([`rx_verdict`]),
//!   counted per verdict. A frame that fails never reaches connection lookup. The checks and
//!   their order are golden's `toe_rx::classify`.
//! - [`rx_parse::ToeRxParse`]: the receive parser (`rtl/toe_rx_parse.v`): a descriptor per good
//!   segment and its payload at lane 0; golden `toe_rx::parse`.
//! - [`conn_table::ToeConnTable`]: the connection table (`rtl/toe_conn_table.v`): 4-tuple to
//!   one of 1024 slots; golden `toe_conn`.
//! - [`tx_frame::ToeTxFrame`]: the transmit frame builder (`rtl/toe_tx_frame.v`); golden
//!   `toe_tx::frame`.
//! - [`timers::ToeTimers`]: four timers for each of 1024 connections (`rtl/toe_timers.v`);
//!   golden `toe_timers`.
//!
//! The behaviour the composed engine must have is golden's reference engine, `toe::Toe`.

pub mod rx_check;
pub mod conn_table;
pub mod rx_parse;
pub mod timers;
pub mod tx_frame;
pub mod rx_seq;
pub mod ack;
pub mod rx_gate;
pub mod open;
pub mod tx_hdr;
pub mod timeout;
pub mod send_plan;
pub mod send_cut;
pub mod rec_find;
pub mod tx_read;
pub mod cmd;
pub mod rtt;
pub mod area_wr;
pub mod reasm;
pub mod sack_board;
pub mod sack_plan;
pub mod tcb_engine;
pub mod listen;
pub mod rx_steer;
pub mod slow_rx;
pub mod rx_disp;
pub mod table_arb;
pub mod host_side;
pub mod tx_mux;
pub mod top;

use rust_hdl::prelude::*;

crate::named_consts! {
    /// What the receive side does with a frame (`m_verdict` on its last beat; golden
    /// `toe_rx::RxVerdict`).
    pub rx_verdict: 3 {
        /// IPv4 / TCP, headers and checksums good: to connection lookup.
        SEGMENT = 0,
        /// Not IPv4, or IPv4 but not TCP: to the host's receive queue.
        SLOW_PATH = 1,
        /// IPv4 version, header length, total length below 20, or header checksum wrong.
        BAD_IP = 2,
        /// IPv4 options or a fragment: dropped by policy.
        IP_POLICY = 3,
        /// TCP segment shorter than 20 bytes, data offset below 5 or past the segment, or
        /// checksum wrong.
        BAD_TCP = 4,
        /// The frame ends before its headers or before the IPv4 total length.
        TRUNCATED = 5,
    }
}

crate::named_consts! {
    /// Header byte values the receive check compares (RFC 894 Ethernet II, RFC 791 IPv4).
    pub rx_byte: 8 {
        /// EtherType of IPv4 (0x0800), its two bytes as sent.
        ETHERTYPE_HI = 0x08,
        ETHERTYPE_LO = 0x00,
        /// Protocol number of TCP.
        PROTO_TCP = 6,
    }
}

crate::named_consts! {
    /// Header nibble values (RFC 791, RFC 9293).
    pub rx_nibble: 4 {
        /// IP version 4; IHL of a header without options (5 words).
        IP_VERSION = 4,
        IHL_NO_OPTIONS = 5,
        /// Smallest TCP data offset (words).
        MIN_DATA_OFFSET = 5,
    }
}

crate::named_consts! {
    /// Sizes in bytes.
    pub rx_len: 16 {
        /// Smallest IPv4 total length (the header), and with a TCP header.
        MIN_TOTAL = 20,
        MIN_TCP_TOTAL = 40,
        /// IPv4 header bytes without options (total length minus this is the TCP length).
        IP_HEADER = 20,
        /// Frame bytes of the Ethernet II header, and up to the end of the IPv4 header.
        ETH_HEADER = 14,
        ETH_IP_HEADERS = 34,
        /// Bytes a beat carries.
        BEAT_BYTES = 8,
        /// IPv4 datagram bytes before the beat at `rx_beat::IP_ADDRESSES` (frame bytes 14..23),
        /// so the datagram bytes left at that beat's start are the total length minus this.
        DATAGRAM_BEFORE_ADDRESSES = 10,
        /// A valid header's folded ones'-complement sum (see [`rx_sum`]).
        SUM_VALID = 0xFFFF,
    }
}

crate::named_consts! {
    /// Beat positions (8 bytes a beat, frame byte 0 in lane 0 of beat 0) of the header fields.
    pub rx_beat: 3 {
        /// Bytes 8..15: EtherType (12, 13), version / IHL (14), IP header from byte 14.
        ETHERTYPE = 1,
        /// Bytes 16..23: total length (16, 17), flags / fragment offset (20, 21), protocol (23).
        IP_FIELDS = 2,
        /// Bytes 24..31: IP checksum (24, 25), source address (26..29), destination (30, 31).
        IP_ADDRESSES = 3,
        /// Bytes 32..39: destination address (32, 33), TCP header from byte 34.
        TCP_START = 4,
        /// Bytes 40..47: TCP data offset in byte 46 (lane 6).
        TCP_DATA_OFFSET = 5,
        /// Any beat after that (the beat index saturates here).
        LATER = 7,
    }
}

crate::named_consts! {
    /// Ones'-complement sums. They are computed on 16-bit words as the lanes hold them
    /// (little-endian, byte-swapped against the wire's big-endian words); a ones'-complement
    /// sum is independent of byte order (RFC 1071 section 2(B)), so the sum of a valid header
    /// folds to 0xFFFF (`rx_len::SUM_VALID`) either way, and constants are added byte-swapped.
    pub rx_sum: 18 {
        /// The pseudo-header's protocol (6) and the total length's `- 20` (the TCP length), in
        /// swapped ones'-complement form: swap(6) + swap(!20) = 0x0600 + 0xEBFF.
        PSEUDO_CONST = 0x0600 + 0xEBFF,
    }
}

crate::layout! {
    /// A beat as its eight byte lanes (lane 0 = the earliest byte).
    pub BeatBytes(beat_bytes): 64 {
        b0: 8,
        b1: 8,
        b2: 8,
        b3: 8,
        b4: 8,
        b5: 8,
        b6: 8,
        b7: 8,
    }
}

crate::layout! {
    /// A beat as four 16-bit lane words (little-endian: each is a wire word byte-swapped).
    pub BeatLeWords(beat_le_words): 64 {
        w0: 16,
        w1: 16,
        w2: 16,
        w3: 16,
    }
}

crate::layout! {
    /// A big-endian 16-bit wire field from its two bytes.
    pub Be16(be16): 16 {
        /// The second byte on the wire.
        lo: 8,
        /// The first byte on the wire.
        hi: 8,
    }
}

crate::layout! {
    /// IPv4 version / IHL byte (RFC 791 section 3.1).
    pub VerIhl(ver_ihl): 8 {
        /// Header length in 4-byte words.
        ihl: 4,
        version: 4,
    }
}

crate::layout! {
    /// The first byte of the IPv4 flags / fragment-offset field (RFC 791 section 3.1).
    pub IpFlagsHi(ip_flags_hi): 8 {
        /// Fragment offset, high 5 bits.
        offset_hi: 5,
        /// More Fragments.
        mf: flag,
        /// Don't Fragment.
        df: flag,
        reserved: flag,
    }
}

crate::layout! {
    /// The TCP data-offset byte (RFC 9293 section 3.1).
    pub TcpOffsetByte(tcp_offset_byte): 8 {
        reserved: 4,
        /// Header length in 4-byte words.
        words: 4,
    }
}

crate::layout! {
    /// A TCP data offset in bytes (words times 4).
    pub OffsetBytes(offset_bytes): 16 {
        zero: 2,
        words: 4,
    }
}

crate::layout! {
    /// Bytes of the IPv4 datagram left at a beat's start: whole beats and the lanes of a
    /// partial one.
    pub RemBytes(rem_bytes): 16 {
        lanes: 3,
        beats: 13,
    }
}

crate::layout! {
    /// A 32-bit word as its halves: a ones'-complement accumulator (the fold adds them), or a
    /// big-endian field as its two 16-bit words.
    pub SumHalves(sum_halves): 32 {
        lo: 16,
        hi: 16,
    }
}

crate::layout! {
    /// A once-folded 17-bit sum: 16 bits and the carry the second fold adds back.
    pub Fold17(fold17): 17 {
        lo: 16,
        carry: flag,
    }
}

crate::layout! {
    /// The checks a frame's last beat carries through the pipeline (everything but the two
    /// checksums, which finish later), in golden's order.
    pub RxChecks(rx_checks): 11 {
        lt_eth: flag,
        not_ipv4: flag,
        lt_ip: flag,
        bad_version: flag,
        options: flag,
        total_lt_min: flag,
        truncated: flag,
        fragment: flag,
        not_tcp: flag,
        tcp_short: flag,
        bad_offset: flag,
    }
}

crate::layout! {
    /// A beat as it moves down the pipeline: the frame's bytes, and on a last beat the checks
    /// it carries to the verdict.
    pub PipeBeat(pipe_beat): 84 {
        data: 64,
        keep: 8,
        last: flag,
        checks: 11,
    }
}

// ---------------------------------------------------------------------------------------------
// Transmit frame (tx_frame.rs)
// ---------------------------------------------------------------------------------------------

crate::channel! {
    /// toe_tx_frame's segment descriptor (`s_seg`): one per frame, everything the header carries
    /// that is not configuration (golden `toe_tx::TxSegment`). With `payload` set, one payload
    /// packet on `s_pay` belongs to it; its length is counted, not declared.
    pub TxSegIn / TxSegOut {
        /// Next hop's MAC address (as a number: the first byte on the wire is bits 47:40).
        dst_mac: Bits<48>,
        dst_ip: Bits<32>,
        src_port: Bits<16>,
        dst_port: Bits<16>,
        seq: Bits<32>,
        ack: Bits<32>,
        /// TCP flags byte (RFC 9293 section 3.1).
        flags: Bits<8>,
        window: Bits<16>,
        /// MSS option (RFC 9293 section 3.2).
        mss_on: Bit,
        mss: Bits<16>,
        /// Window scale option (RFC 7323 section 2.2), shift 0..14.
        ws_on: Bit,
        ws: Bits<4>,
        /// SACK-permitted option (RFC 2018 section 2).
        sackp: Bit,
        /// Timestamps option (RFC 7323 section 3.2).
        ts_on: Bit,
        ts_val: Bits<32>,
        ts_ecr: Bits<32>,
        /// SACK blocks (RFC 2018 section 3), most recent first: the first `nblocks` (0..4) of
        /// `[l0, r0)` .. `[l3, r3)`, after every other option; toe_tx_frame sends the first
        /// ones that fit in the 40 option bytes (3 beside timestamps, 4 without).
        nblocks: Bits<3>,
        l0: Bits<32>,
        r0: Bits<32>,
        l1: Bits<32>,
        r1: Bits<32>,
        l2: Bits<32>,
        r2: Bits<32>,
        l3: Bits<32>,
        r3: Bits<32>,
        /// A payload packet follows on `s_pay`.
        payload: Bit,
    }
}

crate::layout! {
    /// A segment descriptor as toe_tx_frame queues it, with its payload's length and LE-word
    /// ones'-complement sum (32-bit, unfolded).
    pub TxMeta(tx_meta): 608 {
        dst_mac: 48,
        dst_ip: 32,
        src_port: 16,
        dst_port: 16,
        seq: 32,
        ack: 32,
        flags: 8,
        window: 16,
        mss_on: flag,
        mss: 16,
        ws_on: flag,
        ws: 4,
        sackp: flag,
        ts_on: flag,
        ts_val: 32,
        ts_ecr: 32,
        len: 16,
        /// Payload beats.
        beats: 13,
        acc: 32,
        /// SACK blocks as in [`TxSegIn`].
        nblocks: 3,
        l0: 32,
        r0: 32,
        l1: 32,
        r1: 32,
        l2: 32,
        r2: 32,
        l3: 32,
        r3: 32,
    }
}

crate::layout! {
    /// A frame's headers as one big-endian number in wire order: frame byte 0 is bits 639:632.
    /// The option words start at byte 54, slot 0 first; bytes past the header are zero.
    pub TxWireHeader(tx_wire_header): 768 {
        /// Bytes 94..95: never sent.
        pad: 16,
        /// Bytes 54..93: ten option words (RFC 9293 section 3.2: 40 bytes), packed from slot 0.
        opts: 320,
        urgent: 16,
        tcp_csum: 16,
        window: 16,
        tcp_flags: 8,
        /// Data offset byte (the offset in its high nibble).
        doff: 8,
        ack: 32,
        seq: 32,
        dst_port: 16,
        src_port: 16,
        /// IPv4 header, bytes 14..33 (RFC 791 section 3.1).
        dst_ip: 32,
        src_ip: 32,
        ip_csum: 16,
        ttl_proto: 16,
        flags_frag: 16,
        ident: 16,
        total: 16,
        ver_ihl_tos: 16,
        /// Ethernet II, bytes 0..13.
        ethertype: 16,
        src_mac: 48,
        dst_mac: 48,
    }
}

crate::layout! {
    /// The header register as the output reads it: its first two beats (big-endian numbers).
    pub TxHdrBeats(tx_hdr_beats): 768 {
        rest: 640,
        second: 64,
        top: 64,
    }
}

crate::layout! {
    /// The header register shifted by a beat: everything below the top beat moves up.
    pub TxHdrShift(tx_hdr_shift): 768 {
        below_top: 704,
        top_beat: 64,
    }
}

crate::layout! {
    /// The header register's destination view of that shift.
    pub TxHdrShifted(tx_hdr_shifted): 768 {
        new_beat: 64,
        after_top: 704,
    }
}

crate::layout! {
    /// A beat split after lane 1 (a 2-byte header tail, or the lanes a payload beat carries
    /// behind a 6-byte one).
    pub Split2(split2): 64 {
        lo2: 16,
        hi6: 48,
    }
}

crate::layout! {
    /// A beat split after lane 5 (a 6-byte header tail, or the lanes a payload beat carries
    /// behind a 2-byte one).
    pub Split6(split6): 64 {
        lo6: 48,
        hi2: 16,
    }
}

crate::layout! {
    /// TCP data offset and flags as one big-endian word (RFC 9293 section 3.1).
    pub DoffFlags(doff_flags): 16 {
        flags: 8,
        reserved: 4,
        data_words: 4,
    }
}

crate::layout! {
    /// The option area as twenty big-endian 16-bit words, `w0` first on the wire.
    pub OptWords(opt_words): 320 {
        w19: 16,
        w18: 16,
        w17: 16,
        w16: 16,
        w15: 16,
        w14: 16,
        w13: 16,
        w12: 16,
        w11: 16,
        w10: 16,
        w9: 16,
        w8: 16,
        w7: 16,
        w6: 16,
        w5: 16,
        w4: 16,
        w3: 16,
        w2: 16,
        w1: 16,
        w0: 16,
    }
}

crate::layout! {
    /// The option area as ten 32-bit slots, `s0` first on the wire.
    pub OptSlots(opt_slots): 320 {
        s9: 32,
        s8: 32,
        s7: 32,
        s6: 32,
        s5: 32,
        s4: 32,
        s3: 32,
        s2: 32,
        s1: 32,
        s0: 32,
    }
}

crate::layout! {
    /// A 16-bit field as its two bytes (for byte-swapping the payload sum).
    pub Bytes16(bytes16): 16 {
        b0: 8,
        b1: 8,
    }
}

crate::layout! {
    /// A count of option words (0..10): odd counts leave 2 header bytes for the tail beat, even
    /// ones 6 (the header is 54 + 4 * count bytes).
    pub OptCount(opt_count): 4 {
        odd: flag,
        pairs: 3,
    }
}

crate::layout! {
    /// A shift by whole option slots (32 bits each): the SACK option's words moved from slot 0
    /// to the first free slot.
    pub SlotShift(slot_shift): 9 {
        zero: 5,
        slots: 4,
    }
}


crate::layout! {
    /// A 24-bit sum of 16-bit words as its low word and carries (the first fold adds them).
    pub Sum24(sum24): 24 {
        lo: 16,
        hi: 8,
    }
}

crate::named_consts! {
    /// Header words toe_tx_frame writes (RFC 894, RFC 791 section 3.1; golden `toe_tx`).
    pub tx_word: 16 {
        ETHERTYPE_IPV4 = 0x0800,
        /// Version 4, IHL 5; DSCP / ECN 0.
        VER_IHL_TOS = 0x4500,
        /// Don't Fragment, offset 0.
        FLAGS_DF = 0x4000,
        /// TTL 64 (golden `toe_tx::TTL`), protocol TCP.
        TTL_PROTO = 0x4006,
        /// The three constant IPv4 words' sum, 0x4500 + 0x4000 + 0x4006 (no carry).
        IP_CONST_SUM = 0x4500 + 0x4000 + 0x4006,
        /// The pseudo-header's protocol word.
        PSEUDO_PROTO = 6,
        /// IPv4 and TCP headers without options.
        IP_HEADER = 20,
        TCP_HEADER = 20,
        /// Ethernet, IPv4 and TCP headers without options.
        ETH_IP_TCP = 54,
        /// Bytes an option word adds.
        OPT_WORD_BYTES = 4,
    }
}

crate::named_consts! {
    /// Option words in Linux's layout (golden `toe_tx::options`), big-endian.
    pub tx_opt: 32 {
        /// MSS kind 2, length 4; the value fills the low half.
        MSS = 0x0204_0000,
        /// SACK-permitted (4, 2) then the timestamps kind and length (8, 10).
        SACKP_TS = 0x0402_080A,
        /// NOP NOP then the timestamps kind and length.
        NOP_NOP_TS = 0x0101_080A,
        /// NOP NOP SACK-permitted.
        NOP_NOP_SACKP = 0x0101_0402,
        /// NOP, window scale kind 3, length 3; the shift fills the low byte.
        NOP_WS = 0x0103_0300,
        /// NOP NOP, SACK kind 5 (RFC 2018 section 3); the length fills the low byte.
        NOP_NOP_SACK = 0x0101_0500,
    }
}

crate::named_consts! {
    /// toe_tx_frame's sizes and steps.
    pub tx_frame_const: 4 {
        /// Cycles from a descriptor's load into the prep registers to its checksums.
        PREP_DONE = 5,
        /// Full beats of a header without options (54 bytes): each two option words add one.
        BASE_HEADER_BEATS = 6,
        /// TCP data offset of a header without options (words).
        BASE_WORDS = 5,
        /// SACK blocks that fit after `k` option slots (10 slots, 40 bytes, RFC 9293 section
        /// 3.1; the SACK option's first word and two a block): (9 - k) / 2, so 4 up to k = 1,
        /// 3 up to k = 3, and 2 (the fewest: k is at most 5) beyond.
        SACK_FIT_4_SLOTS = 1,
        SACK_FIT_3_SLOTS = 3,
        SACK_FIT_MIN = 2,
    }
}

// ---------------------------------------------------------------------------------------------
// Receive parse (rx_parse.rs)
// ---------------------------------------------------------------------------------------------

crate::channel! {
    /// toe_rx_parse's segment descriptor (`m_seg`; golden `toe_rx::RxSegment`): the header
    /// fields and options of a good segment; `len` payload bytes follow on `m_pay` when not 0.
    pub RxSegIn / RxSegOut {
        /// The sender's MAC address (a number: the first byte on the wire is bits 47:40).
        src_mac: Bits<48>,
        src_ip: Bits<32>,
        dst_ip: Bits<32>,
        src_port: Bits<16>,
        dst_port: Bits<16>,
        seq: Bits<32>,
        ack: Bits<32>,
        flags: Bits<8>,
        window: Bits<16>,
        /// Payload bytes.
        len: Bits<16>,
        mss_on: Bit,
        mss: Bits<16>,
        /// Window scale shift as sent (the connection clamps it to 14, RFC 7323 section 2.3).
        ws_on: Bit,
        ws: Bits<8>,
        sackp: Bit,
        ts_on: Bit,
        ts_val: Bits<32>,
        ts_ecr: Bits<32>,
        /// SACK blocks (RFC 2018 section 3) as sent, the last SACK option's: `nblocks` (0..4)
        /// of `[l0, r0)` .. `[l3, r3)`; edges past `nblocks` are left from earlier segments.
        nblocks: Bits<3>,
        l0: Bits<32>,
        r0: Bits<32>,
        l1: Bits<32>,
        r1: Bits<32>,
        l2: Bits<32>,
        r2: Bits<32>,
        l3: Bits<32>,
        r3: Bits<32>,
    }
}

crate::layout! {
    /// A received segment's header fields as toe_rx_parse queues them, with the raw option
    /// area (lane order: option byte 0 in bits 7:0) and the payload length.
    pub RxRec(rx_rec): 572 {
        src_mac: 48,
        src_ip: 32,
        dst_ip: 32,
        src_port: 16,
        dst_port: 16,
        seq: 32,
        ack: 32,
        flags: 8,
        window: 16,
        /// TCP data offset (words).
        doff: 4,
        len: 16,
        opts: 320,
    }
}

crate::layout! {
    /// The option area as the frame's beats fill it (frame bytes 54..93, beats 6..11).
    pub OptArea(opt_area): 320 {
        /// Beat 6, lanes 6 and 7.
        from6: 16,
        from7: 64,
        from8: 64,
        from9: 64,
        from10: 64,
        /// Beat 11, lanes 0..5 (option bytes 34..39).
        from11: 48,
    }
}

crate::layout! {
    /// The option area shifted to an option's first byte: its kind, length and eight body
    /// bytes (RFC 9293 section 3.2); the rest is not read.
    pub OptWindow(opt_window): 320 {
        kind: 8,
        len: 8,
        v0: 8,
        v1: 8,
        v2: 8,
        v3: 8,
        v4: 8,
        v5: 8,
        v6: 8,
        v7: 8,
        rest: 240,
    }
}

crate::layout! {
    /// The option area shifted to a SACK option (RFC 2018 section 3): kind and length, then
    /// its body's bytes `ob2` .. `ob33` (option byte n in lane n: the edges' wire bytes, four
    /// an edge, the first the most significant).
    pub SackWindow(sack_window): 320 {
        sack_head: 16,
        ob2: 8,
        ob3: 8,
        ob4: 8,
        ob5: 8,
        ob6: 8,
        ob7: 8,
        ob8: 8,
        ob9: 8,
        ob10: 8,
        ob11: 8,
        ob12: 8,
        ob13: 8,
        ob14: 8,
        ob15: 8,
        ob16: 8,
        ob17: 8,
        ob18: 8,
        ob19: 8,
        ob20: 8,
        ob21: 8,
        ob22: 8,
        ob23: 8,
        ob24: 8,
        ob25: 8,
        ob26: 8,
        ob27: 8,
        ob28: 8,
        ob29: 8,
        ob30: 8,
        ob31: 8,
        ob32: 8,
        ob33: 8,
        sack_after: 48,
    }
}

crate::layout! {
    /// The option area as Linux fills it on a timestamped segment: NOP NOP TS (RFC 7323
    /// appendix A's layout), TSval and TSecr bytes first on the wire first.
    pub NopNopTs(nop_nop_ts): 320 {
        nop0: 8,
        nop1: 8,
        ts_kind: 8,
        ts_len: 8,
        val0: 8,
        val1: 8,
        val2: 8,
        val3: 8,
        ecr0: 8,
        ecr1: 8,
        ecr2: 8,
        ecr3: 8,
        after: 224,
    }
}

crate::layout! {
    /// A 48-bit number as its wire bytes (`n0` first on the wire, the most significant).
    pub Num48(num48): 48 {
        n5: 8,
        n4: 8,
        n3: 8,
        n2: 8,
        n1: 8,
        n0: 8,
    }
}

crate::layout! {
    /// A 32-bit number as its wire bytes (`q0` first on the wire, the most significant).
    pub Num32(num32): 32 {
        q3: 8,
        q2: 8,
        q1: 8,
        q0: 8,
    }
}

crate::layout! {
    /// A frame byte position below 256 as beat and lane.
    pub FramePos(frame_pos): 8 {
        lane: 3,
        beat: 5,
    }
}

crate::layout! {
    /// A TCP data offset in bytes (words times 4) below 256.
    pub OffsetBytes8(offset_bytes8): 8 {
        zero: 2,
        x4_words: 4,
        high: 2,
    }
}

crate::layout! {
    /// The beat of frame bytes 40..47: the TCP data offset's nibble in lane 6 (RFC 9293
    /// section 3.1).
    pub DoffBeat(doff_beat): 64 {
        before: 52,
        data_words: 4,
        flags_byte: 8,
    }
}

crate::layout! {
    /// A shift (in bits) by a byte position's whole beats (times 64) or by its lanes (times
    /// 8), the position being a [`RemBytes`].
    pub ByteShift(byte_shift): 19 {
        zero: 3,
        lanes: 3,
        beats: 13,
    }
}

crate::named_consts! {
    /// TCP option kinds (IANA; RFC 9293 section 3.2, RFC 7323, RFC 2018).
    pub tcp_opt_kind: 8 {
        END = 0,
        NOP = 1,
        MSS = 2,
        WINDOW_SCALE = 3,
        SACK_PERMITTED = 4,
        SACK = 5,
        TIMESTAMPS = 8,
        /// The fixed lengths of the options the engine reads, and the shortest option.
        MSS_LEN = 4,
        WINDOW_SCALE_LEN = 3,
        SACK_PERMITTED_LEN = 2,
        TIMESTAMPS_LEN = 10,
        MIN_LEN = 2,
        /// The option list Linux puts on every segment once timestamps are on: NOP NOP TS.
        NOP_NOP_TS_LIST = 12,
        /// SACK's lengths: 2 + 8 per block, 1 to 4 blocks (RFC 2018 section 3).
        SACK_LEN_1 = 10,
        SACK_LEN_2 = 18,
        SACK_LEN_3 = 26,
        SACK_LEN_4 = 34,
    }
}

crate::named_consts! {
    /// toe_rx_parse's beat positions (frame byte 8b + lane) and sizes.
    pub rx_parse_pos: 8 {
        /// The beat holding the MAC source's first two bytes (lanes 6, 7), and so on.
        MAC_HI = 0,
        MAC_LO = 1,
        TOTAL = 2,
        SRC_IP = 3,
        PORTS = 4,
        SEQ_ACK = 5,
        WINDOW = 6,
        OPT7 = 7,
        OPT8 = 8,
        OPT9 = 9,
        OPT10 = 10,
        OPT11 = 11,
        /// The beat index saturates here.
        LATER = 15,
        /// Frame bytes before the TCP header (the payload starts 4 * data offset later).
        TCP_START = 34,
        /// IPv4 header bytes (total length minus this and the TCP header is the payload).
        IP_HEADER = 20,
        /// Lane of the payload's first byte when the data offset is odd (else 2).
        LANE_SIX = 6,
    }
}

crate::named_consts! {
    /// toe_rx_parse's output states.
    pub rx_parse_state: 4 {
        /// Waiting for a record.
        IDLE = 0,
        /// Shifting the option area to the next option's beat, then to its lane, then checking
        /// the option found there.
        FETCH = 1,
        FETCH2 = 7,
        CHECK = 8,
        /// Checking it and taking its value.
        DECIDE = 2,
        /// Presenting the descriptor.
        DESC = 3,
        /// Streaming the payload.
        PAY = 4,
        /// Dropping a bad segment's payload.
        SKIP = 5,
        /// Taking the record off the queue.
        POP = 6,
    }
}

// ---------------------------------------------------------------------------------------------
// Connection table (conn_table.rs)
// ---------------------------------------------------------------------------------------------

crate::channel! {
    /// toe_conn_table's command (`s_cmd`; golden `toe_conn::ConnTable`).
    pub ConnCmdIn / ConnCmdOut {
        /// [`conn_op`].
        op: Bits<2>,
        remote_ip: Bits<32>,
        remote_port: Bits<16>,
        local_port: Bits<16>,
        /// The slot to remove (REMOVE only).
        slot: Bits<10>,
    }
}

crate::channel! {
    /// toe_conn_table's answer (`m_rsp`), one per command.
    pub ConnRspIn / ConnRspOut {
        /// [`conn_status`].
        status: Bits<2>,
        slot: Bits<10>,
    }
}

crate::named_consts! {
    /// toe_conn_table's commands.
    pub conn_op: 2 {
        LOOKUP = 0,
        /// Insert (or find: an insert of a present tuple answers its slot).
        INSERT = 1,
        REMOVE = 2,
    }
}

crate::named_consts! {
    /// toe_conn_table's answers (golden `toe_conn::Answer`).
    pub conn_status: 2 {
        SLOT = 0,
        MISS = 1,
        FULL = 2,
        REMOVED = 3,
    }
}

crate::named_consts! {
    /// toe_conn_table's states.
    pub conn_state: 3 {
        /// Clearing the eight ways of every set after reset (128 cycles).
        INIT = 0,
        IDLE = 1,
        /// The sets' eight entries arrive from the RAMs; their halves are compared.
        READ = 2,
        /// The compares are registered: choose the half and way, write, count.
        DECIDE = 3,
        /// The answer waits to be taken.
        RESP = 4,
    }
}

crate::layout! {
    /// A connection's key as one number (golden `toe_conn::Tuple::bytes`, first byte on top).
    pub ConnTuple(conn_tuple): 64 {
        local_port: 16,
        remote_port: 16,
        remote_ip: 32,
    }
}

crate::layout! {
    /// A connection-table entry.
    pub ConnEntry(conn_entry): 65 {
        tuple: 64,
        valid: flag,
    }
}

crate::layout! {
    /// A connection-table entry as the two halves of its tuple (compared apart, registered).
    pub ConnEntryHalves(conn_entry_halves): 65 {
        tuple_lo: 32,
        tuple_hi: 32,
        entry_valid: flag,
    }
}

crate::layout! {
    /// A tuple as its two 32-bit halves.
    pub TupleHalves(tuple_halves): 64 {
        lo32: 32,
        hi32: 32,
    }
}

crate::layout! {
    /// A slot: way, half and set (golden: slot = set * 8 + half * 4 + way; a table of
    /// fewer sets numbers its slots from 0 with the set's top bits zero).
    pub ConnSlot(conn_slot): 10 {
        way: 2,
        half: flag,
        set: 7,
    }
}

crate::layout! {
    /// The 14-bit hash as the two halves' sets (golden `ConnTable::sets_of`).
    pub ConnHash(conn_hash): 14 {
        right: 7,
        left: 7,
    }
}

crate::layout! {
    /// One flag per way of a set.
    pub WayFlags(way_flags): 4 {
        way0: flag,
        way1: flag,
        way2: flag,
        way3: flag,
    }
}

// ---------------------------------------------------------------------------------------------
// Timers (timers.rs)
// ---------------------------------------------------------------------------------------------

crate::channel! {
    /// toe_timers' command (`s_set`): arm or cancel one timer of a connection, or cancel all
    /// four.
    pub TimerSetIn / TimerSetOut {
        /// [`timer_op`].
        op: Bits<2>,
        conn: Bits<10>,
        /// Which of the connection's four timers ([`toe_timer`]); ignored by CANCEL_ALL.
        timer: Bits<2>,
        /// ARM: fire after this many ticks (0 cancels, as golden's 0 means off).
        ticks: Bits<16>,
    }
}

crate::channel! {
    /// toe_timers' expiries (`m_exp`): the timers of one connection that fired in one sweep.
    pub TimerExpIn / TimerExpOut {
        conn: Bits<10>,
        /// One bit per timer, bit k = timer k ([`toe_timer`]).
        mask: Bits<4>,
        /// The tick count of the sweep.
        tick: Bits<20>,
    }
}

crate::named_consts! {
    /// toe_timers' commands.
    pub timer_op: 2 {
        /// Arm for `ticks` ticks from the current tick count.
        ARM = 0,
        CANCEL = 1,
        /// Cancel the connection's four timers (a slot being freed).
        CANCEL_ALL = 2,
    }
}

crate::named_consts! {
    /// The four timers of a connection (golden `toe::Tcb`'s t_rexmt, t_dack, t_persist,
    /// t_timewait).
    pub toe_timer: 2 {
        /// Retransmission (RFC 6298), also the SYN's.
        REXMT = 0,
        /// Delayed ACK (RFC 9293 section 3.8.6.3).
        DACK = 1,
        /// Persist: zero-window probes (RFC 9293 section 3.8.6.1).
        PERSIST = 2,
        /// TIME-WAIT, 2 x MSL (RFC 9293 section 3.3.2).
        TIME_WAIT = 3,
    }
}

crate::named_consts! {
    /// toe_timers' states.
    pub timer_state: 3 {
        /// Clearing every connection's timers after reset (1024 cycles).
        INIT = 0,
        /// Waiting for a tick.
        IDLE = 1,
        /// The sweep's connection is read from the four RAMs.
        READ = 2,
        /// Its timers are compared with the tick count.
        CHECK = 3,
        /// Its expiry (if any) is offered and the fired timers disarmed.
        FIRE = 4,
    }
}

crate::named_consts! {
    /// Ticks that may wait for a sweep; more are overruns.
    pub timer_pend: 4 {
        MAX_PENDING = 15,
    }
}

crate::layout! {
    /// One timer of one connection: armed, and the tick count it fires at.
    pub TimerEntry(timer_entry): 21 {
        deadline: 20,
        armed: flag,
    }
}

crate::layout! {
    /// The four timers' fire bits (bit k = timer k).
    pub TimerMask(timer_mask): 4 {
        rexmt: flag,
        dack: flag,
        persist: flag,
        time_wait: flag,
    }
}

crate::layout! {
    /// The sign bit of a 20-bit tick difference (a deadline reached when it is clear).
    pub TickDiff(tick_diff): 20 {
        magnitude: 19,
        behind: flag,
    }
}

crate::layout! {
    /// A 16-bit tick count widened to the 20-bit tick counter.
    pub TicksWide(ticks_wide): 20 {
        ticks16: 16,
        ticks_pad: 4,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_rx_seq: the receive side's per-segment decision (golden `toe_seq::rx_decide`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// Connection states (RFC 9293 section 3.3.2), golden `toe::State`'s order. LISTEN is the
    /// listen table's and CLOSED a free slot, so neither has a code.
    pub tcp_state: 4 {
        SYN_SENT = 0,
        SYN_RECEIVED = 1,
        ESTABLISHED = 2,
        FIN_WAIT_1 = 3,
        FIN_WAIT_2 = 4,
        CLOSE_WAIT = 5,
        CLOSING = 6,
        LAST_ACK = 7,
        TIME_WAIT = 8,
    }
}

crate::named_consts! {
    /// What toe_rx_seq decides for a segment before the ACK field (golden `toe_seq::RxAction`).
    pub rx_action: 3 {
        /// A SYN retransmitted in SYN-RECEIVED: send the SYN-ACK again.
        SYN_REXMT = 0,
        /// Dropped (`cause`), acknowledged when `ack_now`.
        DROP = 1,
        /// A challenge ACK (RFC 5961); a SYN's is also a drop (`cause`).
        CHALLENGE = 2,
        /// The connection is reset (`signal`).
        RESET = 3,
        /// On to the ACK field, the text and the FIN.
        PROCEED = 4,
    }
}

crate::named_consts! {
    /// Why toe_rx_seq dropped a segment (golden `toe_seq::RxCause`).
    pub rx_cause: 3 {
        NONE = 0,
        /// An old TSval (PAWS, RFC 7323 section 5.3).
        PAWS = 1,
        /// Outside the receive window (RFC 9293 section 3.10.7.4, first).
        OUT_OF_WINDOW = 2,
        /// A RST outside the window: dropped silently.
        RST_OUT_OF_WINDOW = 3,
        /// A SYN in a synchronized state (RFC 5961 section 4.2).
        SYN_IN_WINDOW = 4,
        /// No ACK bit (RFC 9293 section 3.10.7.4, fifth).
        NO_ACK = 5,
    }
}

crate::named_consts! {
    /// What the host hears of a reset (golden `toe_seq::ResetSignal`).
    pub rx_signal: 2 {
        /// A passive SYN-RECEIVED goes back to listening.
        QUIET = 0,
        /// "Connection reset".
        RESET = 1,
        /// CLOSING, LAST-ACK, TIME-WAIT: an orderly close.
        CLOSED = 2,
    }
}

crate::named_consts! {
    /// The text step's outcome (golden `toe_seq::RxText`).
    pub rx_text: 2 {
        NONE = 0,
        /// Starts past RCV.NXT: dropped, ACK at once.
        OUT_OF_ORDER = 1,
        /// Entirely before RCV.NXT: dropped, ACK at once.
        DUPLICATE = 2,
        /// Payload bytes `skip .. skip + take` go to the ULP.
        DELIVER = 3,
    }
}

crate::layout! {
    /// The TCP header's flags byte (RFC 9293 section 3.1; RFC 3168's ECE and CWR).
    pub TcpFlags(tcp_flags): 8 {
        fin: flag,
        syn: flag,
        rst: flag,
        psh: flag,
        ack: flag,
        urg: flag,
        ece: flag,
        cwr: flag,
    }
}

crate::layout! {
    /// A 32-bit sequence-space difference: its sign (RFC 9293 section 3.4's `<` modulo 2^32 is
    /// the sign of the difference) and its halves.
    pub SeqDiff(seq_diff): 32 {
        diff_lo: 16,
        diff_hi: 15,
        diff_neg: flag,
    }
}

crate::channel! {
    /// toe_rx_seq's input (`s_in`): a segment and the receive half of its connection's TCB
    /// (golden `toe_seq::RxView` and `SegView`).
    pub RxSeqIn / RxSeqOut {
        /// The connection (carried through).
        conn: Bits<10>,
        /// [`tcp_state`], not SYN-SENT.
        state: Bits<4>,
        irs: Bits<32>,
        rcv_nxt: Bits<32>,
        /// Right edge of the window last advertised.
        rcv_adv: Bits<32>,
        ts_ok: Bit,
        ts_recent: Bits<32>,
        last_ack_sent: Bits<32>,
        /// Effective send MSS: a payload this long is full-sized.
        snd_mss: Bits<16>,
        passive: Bit,
        /// Full-sized segments since the last ACK sent (0..2).
        unacked: Bits<2>,
        seq: Bits<32>,
        flags: Bits<8>,
        /// Payload bytes.
        len: Bits<16>,
        ts_on: Bit,
        ts_val: Bits<32>,
    }
}

crate::channel! {
    /// toe_rx_seq's output (`m_dec`): the decision (golden `toe_seq::RxDecision`).
    pub RxDecIn / RxDecOut {
        conn: Bits<10>,
        /// [`rx_action`].
        action: Bits<3>,
        /// [`rx_cause`].
        cause: Bits<3>,
        /// Acknowledge at once.
        ack_now: Bit,
        /// [`rx_signal`] (RESET).
        signal: Bits<2>,
        /// TS.Recent becomes `ts_recent` (PROCEED).
        ts_upd: Bit,
        ts_recent: Bits<32>,
        /// [`rx_text`].
        text: Bits<2>,
        /// DELIVER: payload bytes skip .. skip + take, at sequence number RCV.NXT (the input's).
        skip: Bits<16>,
        take: Bits<16>,
        /// Bytes past the window were cut.
        trimmed: Bit,
        /// The delayed-ACK timer starts (if not running).
        dack_start: Bit,
        unacked: Bits<2>,
        /// A FIN next in sequence was taken.
        fin: Bit,
        /// A FIN not taken (TIME-WAIT, as the ACK field leaves it, restarts and acknowledges).
        fin_late: Bit,
        /// RCV.NXT after the text and the FIN.
        rcv_nxt: Bits<32>,
    }
}

crate::layout! {
    /// toe_rx_seq's input register: the `s_in` fields.
    pub RxSeqWord0(rx_seq_w0): 283 {
        conn: 10,
        state: 4,
        irs: 32,
        rcv_nxt: 32,
        rcv_adv: 32,
        ts_ok: flag,
        ts_recent: 32,
        last_ack_sent: 32,
        snd_mss: 16,
        passive: flag,
        unacked: 2,
        seq: 32,
        flags: 8,
        len: 16,
        ts_on: flag,
        ts_val: 32,
    }
}

crate::layout! {
    /// toe_rx_seq's first stage: flags, compares and differences against RCV.NXT / RCV.ADV.
    pub RxSeqWord1(rx_seq_w1): 322 {
        conn: 10,
        state: 4,
        f_syn: flag,
        f_rst: flag,
        f_fin: flag,
        f_ack: flag,
        /// SEG.SEQ < RCV.NXT, = RCV.NXT, < RCV.ADV.
        seq_lt_nxt: flag,
        seq_eq_nxt: flag,
        seq_lt_adv: flag,
        /// RCV.WND = 0.
        wnd_zero: flag,
        seq_eq_irs: flag,
        /// SEG.LEN (payload, SYN, FIN) = 0.
        seg_empty: flag,
        /// SEG.LEN - 1.
        seg_len_m1: 17,
        /// SEG.SEQ - RCV.NXT, SEG.SEQ - RCV.ADV.
        d_nxt: 32,
        d_adv: 32,
        /// RCV.NXT - SEG.SEQ: payload bytes already received.
        skip: 32,
        /// RCV.ADV - RCV.NXT: the window.
        room: 32,
        /// PAWS: an old TSval on a non-RST segment of a timestamps connection.
        paws_old: flag,
        /// TS.Recent <= TSval; SEG.SEQ <= Last.ACK.sent (RFC 7323 section 4.3).
        tsr_newer: flag,
        seq_le_las: flag,
        ts_ok: flag,
        ts_on: flag,
        ts_val: 32,
        /// Payload shorter than the MSS.
        short: flag,
        len: 16,
        /// SEG.SEQ + payload.
        seq_end: 32,
        rcv_nxt: 32,
        rcv_adv: 32,
        passive: flag,
        unacked: 2,
    }
}

crate::layout! {
    /// toe_rx_seq's second stage: where the segment's last byte lies, and the text's trim.
    pub RxSeqWord2(rx_seq_w2): 248 {
        conn: 10,
        state: 4,
        f_syn: flag,
        f_rst: flag,
        f_fin: flag,
        f_ack: flag,
        seq_lt_nxt: flag,
        seq_eq_nxt: flag,
        seq_lt_adv: flag,
        wnd_zero: flag,
        seq_eq_irs: flag,
        seg_empty: flag,
        /// SEG.SEQ + SEG.LEN - 1 < RCV.NXT, < RCV.ADV.
        end_lt_nxt: flag,
        end_lt_adv: flag,
        /// RCV.NXT < SEG.SEQ: out of order.
        ooo: flag,
        /// Some payload is new (skip < len).
        skip_lt_len: flag,
        /// SEG.SEQ + payload = RCV.NXT: a FIN there is next.
        fin_at: flag,
        /// Payload bytes past RCV.NXT (len - skip).
        rem: 16,
        /// The window is 64 KiB or more.
        room_hi: flag,
        room16: 16,
        skip16: 16,
        seq_end: 32,
        /// SEG.SEQ + payload + 1.
        seq_fin: 32,
        paws_old: flag,
        tsr_newer: flag,
        seq_le_las: flag,
        ts_ok: flag,
        ts_on: flag,
        ts_val: 32,
        short: flag,
        len_nz: flag,
        rcv_nxt: 32,
        rcv_adv: 32,
        passive: flag,
        unacked: 2,
    }
}

crate::layout! {
    /// toe_rx_seq's output register: the decision (`m_dec`'s fields).
    pub RxSeqDec(rx_seq_dec): 124 {
        conn: 10,
        action: 3,
        cause: 3,
        ack_now: flag,
        signal: 2,
        ts_upd: flag,
        ts_recent: 32,
        text: 2,
        skip: 16,
        take: 16,
        trimmed: flag,
        dack_start: flag,
        unacked: 2,
        fin: flag,
        fin_late: flag,
        rcv_nxt: 32,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_ack: the ACK field (golden `toe_ack::ack_decide`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// toe_ack's states: one ACK at a time, a step of arithmetic per state.
    pub ack_state: 4 {
        /// Waiting for a segment.
        IDLE = 0,
        /// Differences and compares of the segment against the TCB.
        CMP = 1,
        /// The window rule, the RTT sample's source, congestion sums.
        SUMS = 2,
        /// Selections: the sample clamped, the bytes freed, the windows' candidates.
        SELECT = 3,
        /// The RTT error's two signs; the new windows.
        ERR = 4,
        /// The RTT error; the partial-ACK window's floor; the bytes counted.
        ABS = 5,
        /// SRTT and RTTVAR.
        EST = 6,
        /// The raw RTO.
        RTO = 7,
        /// The RTO clamped, the decision assembled.
        DECIDE = 8,
        /// The decision offered.
        OUT = 9,
    }
}

crate::named_consts! {
    /// What the ACK of our FIN does (golden `toe_ack::FinAcked`).
    pub fin_ack: 3 {
        NO = 0,
        /// FIN-WAIT-1 to FIN-WAIT-2.
        FIN_WAIT_2 = 1,
        /// CLOSING to TIME-WAIT.
        TIME_WAIT = 2,
        /// LAST-ACK ends.
        CLOSED = 3,
        /// Acknowledged in a state with nothing to change.
        OTHER = 4,
    }
}

crate::named_consts! {
    /// The retransmission timer after an ACK (golden `toe_ack::RexmtTimer`).
    pub rexmt_op: 2 {
        KEEP = 0,
        STOP = 1,
        /// Restart with the RTO.
        ARM = 2,
    }
}

crate::named_consts! {
    /// Duplicate-ACK counting (RFC 5681 section 3.2): the threshold of fast retransmit, and
    /// where the 3-bit count saturates (golden `toe::DUPACK_THRESHOLD`,
    /// `toe_ack::DUPACK_COUNT_MAX`).
    pub ack_dup: 3 {
        THRESHOLD = 3,
        COUNT_MAX = 7,
    }
}

crate::named_consts! {
    /// RFC 6298's estimator in scaled integers, as shifts: SRTT is kept times 8 (alpha = 1/8),
    /// RTTVAR times 4 (beta = 1/4), the first sample's RTTVAR (R/2) is 2R in that scale; and
    /// the halving and doubling of NewReno's ssthresh = max(FlightSize / 2, 2 SMSS).
    pub ack_scale: 2 {
        SRTT = 3,
        RTTVAR = 2,
        FIRST_RTTVAR = 1,
        TWICE = 1,
    }
}

crate::channel! {
    /// toe_ack's input (`s_in`): a segment's ACK fields and the send half of its connection's
    /// TCB with the tick count (golden `toe_ack::AckView` and `AckSeg`).
    pub AckIn / AckOut {
        conn: Bits<10>,
        /// [`tcp_state`]: ESTABLISHED or after.
        state: Bits<4>,
        snd_una: Bits<32>,
        snd_nxt: Bits<32>,
        snd_max: Bits<32>,
        snd_wnd: Bits<32>,
        /// MAX.SND.WND (RFC 5961 section 5.2).
        max_snd_wnd: Bits<32>,
        snd_wl1: Bits<32>,
        snd_wl2: Bits<32>,
        /// The peer's window-scale shift (0..14).
        snd_shift: Bits<4>,
        snd_mss: Bits<16>,
        /// Our FIN was sent (it ends at SND.MAX).
        fin_sent: Bit,
        /// Bytes held from SND.UNA (sent and unsent).
        buf_len: Bits<32>,
        ts_ok: Bit,
        /// The timed segment (timestamps off): on, its sequence number, its tick.
        timing_on: Bit,
        timing_seq: Bits<32>,
        timing_at: Bits<32>,
        rtt_seen: Bit,
        srtt8: Bits<32>,
        rttvar4: Bits<32>,
        rto: Bits<32>,
        in_recovery: Bit,
        recover: Bits<32>,
        cwnd: Bits<32>,
        ssthresh: Bits<32>,
        abc: Bits<32>,
        dupacks: Bits<3>,
        acked_bytes: Bits<32>,
        now: Bits<32>,
        seq: Bits<32>,
        ack: Bits<32>,
        /// The window field as sent.
        window: Bits<16>,
        flags: Bits<8>,
        /// Payload bytes.
        len: Bits<16>,
        tsecr_on: Bit,
        tsecr: Bits<32>,
        /// The connection agreed SACK: recovery is RFC 6675's (golden `AckView::sack`).
        sack: Bit,
        /// The scoreboard's answer for this ACK (golden `Scoreboard::update` before the
        /// decision): a block SACKed bytes not SACKed before; SND.UNA's byte is lost by
        /// RFC 6675's IsLost after it.
        sack_new: Bit,
        lost_first: Bit,
    }
}

crate::channel! {
    /// toe_ack's output (`m_dec`): the decision and the send half after the ACK (golden
    /// `toe_ack::AckDecision`).
    pub AckDecIn / AckDecOut {
        conn: Bits<10>,
        /// An ACK of unsent data: drop, ACK at once, nothing changes.
        unsent: Bit,
        /// An ACK older than SND.UNA - MAX.SND.WND (RFC 5961 section 5.2): drop, challenge
        /// ACK, nothing changes.
        too_old: Bit,
        wake: Bit,
        window_update: Bit,
        persist_stop: Bit,
        advanced: Bit,
        data_acked: Bits<32>,
        /// [`fin_ack`].
        fin_acked: Bits<3>,
        rexmt_first: Bit,
        /// [`rexmt_op`]; ARM restarts it with `rto`.
        rexmt_timer: Bits<2>,
        dup_ack: Bit,
        fast_retransmit: Bit,
        snd_una: Bits<32>,
        snd_nxt: Bits<32>,
        snd_wnd: Bits<32>,
        max_snd_wnd: Bits<32>,
        snd_wl1: Bits<32>,
        snd_wl2: Bits<32>,
        buf_len: Bits<32>,
        timing_on: Bit,
        rtt_seen: Bit,
        srtt8: Bits<32>,
        rttvar4: Bits<32>,
        rto: Bits<32>,
        in_recovery: Bit,
        recover: Bits<32>,
        cwnd: Bits<32>,
        ssthresh: Bits<32>,
        abc: Bits<32>,
        dupacks: Bits<3>,
        acked_bytes: Bits<32>,
    }
}

crate::layout! {
    /// toe_ack's input register: the `s_in` fields.
    pub AckWord(ack_w): 790 {
        conn: 10,
        state: 4,
        snd_una: 32,
        snd_nxt: 32,
        snd_max: 32,
        snd_wnd: 32,
        max_snd_wnd: 32,
        snd_wl1: 32,
        snd_wl2: 32,
        snd_shift: 4,
        snd_mss: 16,
        fin_sent: flag,
        buf_len: 32,
        ts_ok: flag,
        timing_on: flag,
        timing_seq: 32,
        timing_at: 32,
        rtt_seen: flag,
        srtt8: 32,
        rttvar4: 32,
        rto: 32,
        in_recovery: flag,
        recover: 32,
        cwnd: 32,
        ssthresh: 32,
        abc: 32,
        dupacks: 3,
        acked_bytes: 32,
        now: 32,
        seq: 32,
        ack: 32,
        window: 16,
        flags: 8,
        len: 16,
        tsecr_on: flag,
        tsecr: 32,
        sack: flag,
        sack_new: flag,
        lost_first: flag,
    }
}

crate::layout! {
    /// toe_ack's decision register (`m_dec`'s fields but the RTO, which has its own).
    pub AckDecWord(ack_dec): 510 {
        conn: 10,
        unsent: flag,
        too_old: flag,
        wake: flag,
        window_update: flag,
        persist_stop: flag,
        advanced: flag,
        data_acked: 32,
        fin_acked: 3,
        rexmt_first: flag,
        rexmt_timer: 2,
        dup_ack: flag,
        fast_retransmit: flag,
        snd_una: 32,
        snd_nxt: 32,
        snd_wnd: 32,
        max_snd_wnd: 32,
        snd_wl1: 32,
        snd_wl2: 32,
        buf_len: 32,
        timing_on: flag,
        rtt_seen: flag,
        srtt8: 32,
        rttvar4: 32,
        in_recovery: flag,
        recover: 32,
        cwnd: 32,
        ssthresh: 32,
        abc: 32,
        dupacks: 3,
        acked_bytes: 32,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_rx_gate: the payload gate (golden `toe_seq::gate`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// toe_rx_gate's states.
    pub gate_state: 3 {
        /// Waiting for a command.
        IDLE = 0,
        /// Discarding the beats before the first delivered byte's beat.
        SKIP = 1,
        /// A beat held: each next beat completes an output beat, or the held beat alone
        /// finishes the delivery.
        RUN = 2,
        /// Discarding the payload's remaining beats.
        DRAIN = 3,
        /// A replay due: waiting until the area's writes are done (toe_area_wr idle, no
        /// command of ours untaken), then the next piece's length.
        RP_WAIT = 4,
        /// The piece's read command offered to the area's reader.
        RP_CMD = 5,
        /// The piece's bytes from the reader passed to the ULP.
        RP_RUN = 6,
    }
}

crate::named_consts! {
    /// A replay goes to the ULP in pieces of at most this many bytes (the reader's command
    /// takes 1..=65535; a piece a power of two keeps every piece but the last aligned alike).
    pub gate_piece: 16 {
        BYTES = 32768,
    }
}

crate::named_consts! {
    /// [`gate_piece`] against a replay's 32-bit length.
    pub gate_piece_len: 32 {
        BYTES = 32768,
    }
}

crate::named_consts! {
    /// Byte positions in a 64-bit beat.
    pub gate_lane: 7 {
        BEAT_BYTES = 8,
        BEAT_BITS = 64,
        /// A lane's bit offset is its number times 8.
        BYTE_SHIFT = 3,
    }
}

crate::channel! {
    /// toe_rx_gate's command (`s_cmd`), one per segment descriptor in order: what to do with
    /// its payload (golden `toe_seq::RxText` as the engine decided it).
    pub GateCmdIn / GateCmdOut {
        /// Deliver `take` bytes from byte `skip`; else discard the payload.
        deliver: Bit,
        conn: Bits<10>,
        /// The TCP sequence number of the first delivered byte (RCV.NXT).
        seq: Bits<32>,
        skip: Bits<16>,
        take: Bits<16>,
        /// The segment's payload bytes (0: no payload beats follow).
        len: Bits<16>,
        /// The `take` bytes from `skip` go to the connection's reassembly area at `seq`
        /// (an out-of-order segment kept), not to the ULP.
        keep: Bit,
        /// After the segment's bytes, `r_len` bytes from the area at `r_seq` go to the ULP
        /// (a held block RCV.NXT reached).
        replay: Bit,
        r_seq: Bits<32>,
        r_len: Bits<32>,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_open: LISTEN, SYN-SENT and a SYN's parameters (golden `toe_open::open_decide`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// What toe_open decides (golden `toe_open::OpenAction`).
    pub open_action: 3 {
        DROP = 0,
        /// Answered with a RST.
        RESET_FOR = 1,
        /// SYN-SENT reset by the peer.
        RESET = 2,
        /// LISTEN: a new connection in SYN-RECEIVED.
        OPEN = 3,
        /// SYN-SENT: the SYN-ACK came.
        ESTABLISHED = 4,
        /// SYN-SENT: a SYN alone (simultaneous open).
        SIMULTANEOUS = 5,
    }
}

crate::named_consts! {
    /// Why toe_open dropped or answered with a RST (golden `toe_open::OpenCause`).
    pub open_cause: 3 {
        NONE = 0,
        LISTEN_RST = 1,
        LISTEN_ACK = 2,
        LISTEN_NO_SYN = 3,
        BAD_ACK = 4,
        RST_NO_ACK = 5,
        NO_SYN = 6,
    }
}

crate::named_consts! {
    /// toe_open's states: one segment at a time, a step of arithmetic per state.
    pub open_state: 3 {
        IDLE = 0,
        /// The ACK's range, the peer's MSS or the default, the shift clamped, RCV.NXT.
        CMP = 1,
        /// min(peer's MSS, ours).
        MSS = 2,
        /// The MSS floor.
        FLOOR = 3,
        /// Less the timestamps option's bytes.
        OPT = 4,
        /// 10 MSS and max(14600, 2 MSS).
        WIN = 5,
        /// The initial window and the decision.
        DECIDE = 6,
        OUT = 7,
    }
}

crate::named_consts! {
    /// The negotiation's byte counts (RFC 9293 section 3.7.1, RFC 7323 appendix A, RFC 6928;
    /// golden `toe::DEFAULT_MSS`, `TS_OPTION_BYTES`, `INITIAL_WINDOW_BYTES`,
    /// `toe_open::MIN_PEER_MSS`).
    pub open_bytes: 16 {
        DEFAULT_MSS = 536,
        MIN_PEER_MSS = 48,
        TS_OPTION_BYTES = 12,
        INITIAL_WINDOW_BYTES = 14600,
    }
}

crate::named_consts! {
    /// The largest window-scale shift (RFC 7323 section 2.3).
    pub open_shift: 8 {
        MAX_WINDOW_SHIFT = 14,
    }
}

crate::named_consts! {
    /// The initial window's 10 segments (RFC 6928) as 8 + 2, shifts of the MSS.
    pub open_scale: 2 {
        TWICE = 1,
        EIGHT = 3,
    }
}

crate::channel! {
    /// toe_open's input (`s_in`): a segment for a listening port or a connection in SYN-SENT
    /// (golden `toe_open::OpenAt` and `OpenSeg`).
    pub OpenIn / OpenOut {
        /// The connection (SYN-SENT) or the slot reserved (LISTEN), carried through.
        conn: Bits<10>,
        /// 1: a listening port; 0: a connection in SYN-SENT (`iss`, `snd_max`).
        listen: Bit,
        iss: Bits<32>,
        snd_max: Bits<32>,
        seq: Bits<32>,
        ack: Bits<32>,
        flags: Bits<8>,
        window: Bits<16>,
        mss_on: Bit,
        mss: Bits<16>,
        ws_on: Bit,
        ws: Bits<8>,
        sackp: Bit,
        ts_on: Bit,
        ts_val: Bits<32>,
    }
}

crate::channel! {
    /// toe_open's output (`m_dec`): the decision and, for OPEN / ESTABLISHED / SIMULTANEOUS,
    /// the SYN's parameters (golden `toe_open::OpenDecision`, `SynParams`).
    pub OpenDecIn / OpenDecOut {
        conn: Bits<10>,
        /// [`open_action`].
        action: Bits<3>,
        /// [`open_cause`].
        cause: Bits<3>,
        params_on: Bit,
        irs: Bits<32>,
        rcv_nxt: Bits<32>,
        snd_shift: Bits<4>,
        rcv_shift: Bits<4>,
        ts_ok: Bit,
        ts_recent: Bits<32>,
        sack_ok: Bit,
        snd_mss: Bits<16>,
        cwnd: Bits<32>,
        snd_wnd: Bits<32>,
        snd_wl1: Bits<32>,
        snd_wl2: Bits<32>,
    }
}

crate::layout! {
    /// toe_open's input register: the `s_in` fields.
    pub OpenWord(open_w): 223 {
        conn: 10,
        listen: flag,
        iss: 32,
        snd_max: 32,
        seq: 32,
        ack: 32,
        flags: 8,
        window: 16,
        mss_on: flag,
        mss: 16,
        ws_on: flag,
        ws: 8,
        sackp: flag,
        ts_on: flag,
        ts_val: 32,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_tx_hdr: the window field, RCV.ADV and a pure ACK's sequence number (golden `toe_hdr`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// toe_tx_hdr's states: one header at a time, a step of arithmetic per state.
    pub hdr_state: 4 {
        IDLE = 0,
        /// The buffer space left (saturating); the peer's window's right edge.
        AVAIL = 1,
        /// Our right edge; SND.MAX against the peer's edge.
        EDGE = 2,
        /// Never left of RCV.ADV; the pure ACK's sequence number.
        KEEP = 3,
        /// The span from RCV.NXT.
        SPAN = 4,
        /// The span rounded up to the scale unit.
        ROUND = 5,
        /// In units, capped at 65535.
        FIELD = 6,
        /// The new RCV.ADV.
        ADV = 7,
        OUT = 8,
    }
}

crate::named_consts! {
    /// The largest unscaled window field (RFC 9293 section 3.1).
    pub hdr_window: 16 {
        MAX_FIELD = 0xFFFF,
    }
}

crate::channel! {
    /// toe_tx_hdr's input (`s_in`): the TCB fields a header reads (golden `toe_hdr::HdrView`).
    pub HdrIn / HdrOut {
        conn: Bits<10>,
        rcv_nxt: Bits<32>,
        rcv_adv: Bits<32>,
        rcv_unread: Bits<32>,
        /// Our window-scale shift (0..14).
        rcv_shift: Bits<4>,
        snd_una: Bits<32>,
        snd_wnd: Bits<32>,
        snd_max: Bits<32>,
    }
}

crate::channel! {
    /// toe_tx_hdr's output (`m_hdr`): golden `toe_hdr::HdrFields`.
    pub HdrFieldsIn / HdrFieldsOut {
        conn: Bits<10>,
        /// The window field as sent.
        window: Bits<16>,
        /// RCV.ADV after sending it.
        rcv_adv: Bits<32>,
        /// The sequence number of a segment without data.
        ack_seq: Bits<32>,
    }
}

crate::layout! {
    /// toe_tx_hdr's input register.
    pub HdrWord(hdr_w): 206 {
        conn: 10,
        rcv_nxt: 32,
        rcv_adv: 32,
        rcv_unread: 32,
        rcv_shift: 4,
        snd_una: 32,
        snd_wnd: 32,
        snd_max: 32,
    }
}

crate::layout! {
    /// A 33-bit rounded span in scale units: the 16-bit field and the bits above it.
    pub SpanUnits(span_units): 33 {
        units_lo: 16,
        units_hi: 17,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_timeout: retransmission and persist expiries (golden `toe_timeout`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// toe_timeout's states.
    pub timeout_state: 3 {
        IDLE = 0,
        /// The flight, the retry count and its limit, the doubled RTO; the persist checks.
        CMP = 1,
        /// Past the limit; the RTO capped; ssthresh's candidates; RTO x 2^shift.
        LIMIT = 2,
        /// ssthresh; the persist time's floor.
        SELECT = 3,
        /// The persist time's ceiling; the decision.
        DECIDE = 4,
        OUT = 5,
    }
}

crate::named_consts! {
    /// What an expiry does (golden `toe_timeout::RtoAction`, and the persist probe).
    pub timeout_action: 2 {
        NOTHING = 0,
        /// Past the retry limit: abort.
        ABORT = 1,
        /// Go back to SND.UNA (or the SYN again).
        RESEND = 2,
        /// A zero-window probe; the persist timer restarts.
        PROBE = 3,
    }
}

crate::named_consts! {
    /// Persist backoff stops doubling here (golden `toe_timeout::PERSIST_SHIFT_MAX`); shifts
    /// by one.
    pub timeout_shift: 5 {
        PERSIST_SHIFT_MAX = 16,
        /// Doubling and halving (the RTO's backoff, 2 SMSS, FlightSize / 2).
        DOUBLE = 1,
    }
}

crate::channel! {
    /// toe_timeout's input (`s_in`): an expiry and the TCB fields it reads (golden
    /// `toe_timeout::RtoView` or `PersistView`).
    pub TimeoutIn / TimeoutOut {
        conn: Bits<10>,
        /// 0: retransmission timeout; 1: persist timeout.
        persist: Bit,
        synchronized: Bit,
        snd_una: Bits<32>,
        snd_max: Bits<32>,
        snd_mss: Bits<16>,
        retries: Bits<8>,
        rto: Bits<32>,
        snd_wnd: Bits<32>,
        /// SND.UNA + the bytes held.
        data_end: Bits<32>,
        persist_shift: Bits<5>,
    }
}

crate::channel! {
    /// toe_timeout's output (`m_dec`).
    pub TimeoutDecIn / TimeoutDecOut {
        conn: Bits<10>,
        /// [`timeout_action`].
        action: Bits<2>,
        retries: Bits<8>,
        /// RESEND: the backed-off RTO (the timer restarts with it), ssthresh, cwnd, recover,
        /// SND.NXT.
        rto: Bits<32>,
        ssthresh: Bits<32>,
        cwnd: Bits<32>,
        recover: Bits<32>,
        snd_nxt: Bits<32>,
        /// PROBE: the new shift and the timer's restart value.
        persist_shift: Bits<5>,
        persist_ticks: Bits<32>,
    }
}

crate::layout! {
    /// toe_timeout's input register.
    pub TimeoutWord(timeout_w): 201 {
        conn: 10,
        persist: flag,
        synchronized: flag,
        snd_una: 32,
        snd_max: 32,
        snd_mss: 16,
        retries: 8,
        rto: 32,
        snd_wnd: 32,
        data_end: 32,
        persist_shift: 5,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_send_plan / toe_send_cut: the transmit rule (golden `toe_send`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// What a transmit plan sends (golden `toe_send::PlanKind`).
    pub plan_kind: 2 {
        /// No data and no FIN (a due ACK is toe_send_cut's to send).
        NOTHING = 0,
        /// Data from `start`, whole records within `limit` bytes.
        RECORDS = 1,
        /// The FIN alone at `start`.
        FIN = 2,
    }
}

crate::named_consts! {
    /// toe_send_plan's states: one plan at a time, a step of arithmetic per state.
    pub plan_state: 4 {
        IDLE = 0,
        /// The flight, SND.NXT's and SND.MAX's distances, the sequence compares.
        SPAN = 1,
        /// The window min(cwnd, peer's); the data in flight (the FIN's byte off).
        WINDOW = 2,
        /// The new data's room (saturating); max(window, MSS); the data in flight against the MSS.
        ROOM = 3,
        /// Go-back-N's room (saturating); the caps at one MSS.
        CAP = 4,
        /// New data's cap at one MSS; go-back-N's room capped.
        PICK = 5,
        /// Which segment; its start and its limit before the data's end.
        CHOOSE = 6,
        /// The limit within the data's end.
        CLAMP = 7,
        OUT = 8,
    }
}

crate::channel! {
    /// toe_send_plan's input (`s_in`): the send half of a TCB (golden `toe_send::SendView`
    /// without the fields only toe_send_cut reads).
    pub PlanIn / PlanInOut {
        conn: Bits<10>,
        /// Not SYN-SENT or SYN-RECEIVED.
        synchronized: Bit,
        snd_una: Bits<32>,
        snd_nxt: Bits<32>,
        snd_max: Bits<32>,
        /// SND.UNA + the bytes held.
        data_end: Bits<32>,
        snd_wnd: Bits<32>,
        cwnd: Bits<32>,
        snd_mss: Bits<16>,
        fin_queued: Bit,
        fin_sent: Bit,
        /// Fast retransmit or a partial ACK asked for the first segment in flight again.
        rexmt_first: Bit,
    }
}

crate::channel! {
    /// toe_send_plan's output (`m_plan`): golden `toe_send::SendPlan`.
    pub PlanOutIn / PlanOut {
        conn: Bits<10>,
        /// [`plan_kind`].
        kind: Bits<2>,
        start: Bits<32>,
        /// RECORDS: the most data bytes (1..=MSS, never past the data's end).
        limit: Bits<16>,
        /// RECORDS: a record may be cut at `limit` when none ends within it.
        cut_ok: Bit,
        /// `start` is below SND.MAX.
        retransmit: Bit,
        /// SND.NXT moves to the segment's end.
        advance: Bit,
    }
}

crate::layout! {
    /// toe_send_plan's input register.
    pub PlanWord(plan_w): 222 {
        conn: 10,
        synchronized: flag,
        snd_una: 32,
        snd_nxt: 32,
        snd_max: 32,
        data_end: 32,
        snd_wnd: 32,
        cwnd: 32,
        snd_mss: 16,
        fin_queued: flag,
        fin_sent: flag,
        rexmt_first: flag,
    }
}

crate::named_consts! {
    /// toe_send_cut's states.
    pub cut_state: 3 {
        IDLE = 0,
        /// The ring's answer against the limit; the persist conditions' compares.
        CMP = 1,
        /// The segment's data length.
        LEN = 2,
        /// Its length in sequence space (the FIN's one).
        SPAN = 3,
        /// Its end.
        END = 4,
        /// The end against SND.MAX; the bytes below SND.MAX.
        PAST = 5,
        /// The decision and the send state after it.
        DECIDE = 6,
        OUT = 7,
    }
}

crate::named_consts! {
    /// What goes out (golden `toe_send::SendAction`).
    pub send_action: 2 {
        NOTHING = 0,
        /// `len` data bytes from `seq`.
        DATA = 1,
        /// The FIN at `seq`.
        FIN = 2,
        /// A pure ACK.
        ACK = 3,
    }
}

crate::channel! {
    /// toe_send_cut's input (`s_in`): the TCB fields it reads, the plan, and the ring's answer
    /// to the plan's query (golden `toe_send::send_cut`'s arguments).
    pub CutIn / CutInOut {
        conn: Bits<10>,
        synchronized: Bit,
        snd_una: Bits<32>,
        snd_nxt: Bits<32>,
        snd_max: Bits<32>,
        data_end: Bits<32>,
        snd_wnd: Bits<32>,
        fin_sent: Bit,
        /// An ACK is due; the persist timer runs.
        ack_now: Bit,
        persist_on: Bit,
        /// The plan ([`plan_kind`] and the rest of toe_send_plan's output).
        kind: Bits<2>,
        start: Bits<32>,
        limit: Bits<16>,
        cut_ok: Bit,
        retransmit: Bit,
        advance: Bit,
        /// A record ends in (start, start + limit], the last at `found_off` bytes from start.
        found: Bit,
        found_off: Bits<16>,
    }
}

crate::channel! {
    /// toe_send_cut's output (`m_dec`): golden `toe_send::SendDecision`.
    pub CutDecIn / CutDecOut {
        conn: Bits<10>,
        /// [`send_action`].
        action: Bits<2>,
        seq: Bits<32>,
        len: Bits<16>,
        /// Data bytes below SND.MAX (sent before).
        resent: Bits<16>,
        retransmit: Bit,
        snd_nxt: Bits<32>,
        snd_max: Bits<32>,
        fin_sent: Bit,
        /// Start the persist timer.
        persist_start: Bit,
    }
}

crate::layout! {
    /// toe_send_cut's input register.
    pub CutWord(cut_w): 244 {
        conn: 10,
        synchronized: flag,
        snd_una: 32,
        snd_nxt: 32,
        snd_max: 32,
        data_end: 32,
        snd_wnd: 32,
        fin_sent: flag,
        ack_now: flag,
        persist_on: flag,
        kind: 2,
        start: 32,
        limit: 16,
        cut_ok: flag,
        retransmit: flag,
        advance: flag,
        found: flag,
        found_off: 16,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_rec_find: the ring's answer to a transmit plan's query (golden `toe_send::last_end_within`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// toe_rec_find's states.
    pub find_state: 4 {
        IDLE = 0,
        /// The query's last byte, its span in words, the ring's word mask, the connection's
        /// bitmap offset.
        SETUP = 1,
        /// The words to read, the edge masks, the connection's bitmap and first word.
        PLACE = 2,
        /// A read's address.
        ADDR = 3,
        /// Its length: the words left, up to the 4 KiB page's end.
        LEN = 4,
        /// The read on `m_dma_rd`.
        SEND = 5,
        /// The words still arriving.
        WAIT = 6,
        /// The last word with a bit set, halved to its highest bit: its upper 32, 16, 8, 4,
        /// 2, 1 bits.
        H32 = 7,
        H16 = 8,
        H8 = 9,
        H4 = 10,
        H2 = 11,
        H1 = 12,
        /// The offset of the record end found.
        POS = 13,
        OUT = 14,
    }
}

crate::named_consts! {
    /// The bitmap's geometry (one bit per ring byte, 64-bit words, 4 KiB pages; RFC-free:
    /// this engine's host memory layout, ARCHITECTURE.md).
    pub find_geom: 10 {
        /// Bits per word, log2.
        WORD_SHIFT = 6,
        /// Bits per byte and bytes per word, log2.
        BYTE_SHIFT = 3,
        /// 64-bit words in a 4 KiB page.
        PAGE_WORDS = 512,
        /// The highest bit of a word.
        TOP_BIT = 63,
        /// The halving steps (upper halves of 32, 16, 8, 4, 2, 1 bits).
        HALF_32 = 32,
        HALF_16 = 16,
        HALF_8 = 8,
        HALF_4 = 4,
        HALF_2 = 2,
        HALF_1 = 1,
    }
}

crate::channel! {
    /// toe_rec_find's query (`s_q`): golden `toe_send::last_end_within`'s start and limit
    /// for a connection's ring.
    pub FindQIn / FindQOut {
        conn: Bits<10>,
        start: Bits<32>,
        /// 1..=65535 bytes (toe_send_plan's limit).
        limit: Bits<16>,
    }
}

crate::channel! {
    /// toe_rec_find's answer (`m_a`): a record ends in (start, start + limit], the last at
    /// `found_off` bytes from start.
    pub FindAIn / FindAOut {
        conn: Bits<10>,
        found: Bit,
        found_off: Bits<16>,
    }
}

crate::layout! {
    /// A sequence number as a position in a connection's bitmap: its bit in a 64-bit word
    /// and the word (reduced modulo the ring by the ring's size).
    pub RingPos(ring_pos): 32 {
        pos_bit: 6,
        pos_word: 26,
    }
}

crate::layout! {
    /// A host address in 4 KiB pages of 64-bit words.
    pub PageAddr(page_addr): 64 {
        addr_byte: 3,
        addr_page_word: 9,
        addr_page: 52,
    }
}

crate::layout! {
    /// A query's span in bits from its first word's bit 0, plus 63: the words it covers
    /// above the low six bits.
    pub FindSpan(find_span): 17 {
        span_bit: 6,
        span_words: 11,
    }
}

crate::layout! {
    /// A record end's offset from the query's start (at most the 16-bit limit).
    pub FindOff(find_off): 17 {
        off_lo: 16,
        off_top: flag,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_tx_read: a segment's payload from the connection's send ring in host memory
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// toe_tx_read's states.
    pub read_state: 4 {
        IDLE = 0,
        /// The payload's lane in its first word, the words to read and the beats to send, the
        /// last beat's keep, the ring's word mask, the connection's ring offset.
        SETUP = 1,
        /// The connection's ring and the first word in it.
        PLACE = 2,
        /// A read's address.
        ADDR = 3,
        /// Its length: the words left, up to the 4 KiB page's end.
        LEN = 4,
        /// The read on `m_dma_rd`.
        SEND = 5,
        /// The words still arriving, realigned to lane 0 on `m_pay`.
        WAIT = 6,
        /// The last beat, from the last word alone.
        FLUSH = 7,
    }
}

crate::named_consts! {
    /// The ring's geometry for payload reads (64-bit words, 4 KiB pages).
    pub read_geom: 10 {
        /// Bytes per word, log2; bits per byte, log2.
        WORD_BYTES_SHIFT = 3,
        LANE_BITS_SHIFT = 3,
        /// 64-bit words in a 4 KiB page.
        PAGE_WORDS = 512,
        /// Bits per word.
        WORD_BITS = 64,
        /// Lanes per word, and the last lane's index.
        LANES = 8,
        TOP_LANE = 7,
    }
}

crate::channel! {
    /// toe_tx_read's command (`s_rd`): `len` payload bytes of connection `conn` from sequence
    /// number `seq` (toe_send_cut's DATA decision).
    pub TxRdIn / TxRdOut {
        conn: Bits<10>,
        seq: Bits<32>,
        /// 1..=65535 bytes.
        len: Bits<16>,
    }
}

crate::layout! {
    /// A sequence number as a position in a connection's ring: its lane in a 64-bit word and
    /// the word.
    pub RingLane(ring_lane): 32 {
        lane: 3,
        lane_word: 29,
    }
}

crate::layout! {
    /// A payload's span in bytes from its first word's lane 0, plus 7: the words it covers
    /// above the low three bits.
    pub ReadSpan(read_span): 17 {
        rspan_lane: 3,
        rspan_words: 14,
    }
}

crate::layout! {
    /// A count of ring words: a read's count (at most a page's 512) in its low ten bits.
    pub ReadWords(read_words): 14 {
        words_lo: 10,
        words_hi: 4,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_cmd: the host's commands on a connection (golden `toe_cmd`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// A host command on a connection (golden `toe_cmd::HostCmd`).
    pub host_cmd: 2 {
        /// Orderly close: a FIN after the queued data.
        CLOSE = 0,
        /// Abort: the slot freed, a RST to the peer where one applies.
        ABORT = 1,
        /// The ULP read `n` delivered bytes.
        CONSUMED = 2,
        /// `n` more bytes (one record) are in the send ring: taken in ESTABLISHED and
        /// CLOSE-WAIT with no FIN queued (RFC 9293 section 3.10.2), refused otherwise.
        SEND = 3,
    }
}

crate::named_consts! {
    /// What a command does (golden `toe_cmd::CmdAction`).
    pub cmd_action: 2 {
        /// Not allowed in this state.
        REFUSE = 0,
        /// The slot is freed (`aborted`, `rst` say how).
        FREE = 1,
        /// The TCB changes.
        UPDATE = 2,
    }
}

crate::named_consts! {
    /// Halving (the buffer's half in the window-update threshold).
    pub cmd_shift: 2 {
        HALF = 1,
    }
}

crate::named_consts! {
    /// toe_cmd's states: one command at a time, a step of arithmetic per state.
    pub cmd_state: 4 {
        IDLE = 0,
        /// The space before and the unread count after (compares and differences); the
        /// window advertised; half the buffer against the MSS.
        SUB = 1,
        /// The saturated space before and unread count; the threshold.
        SAT = 2,
        /// The space after (compare and difference).
        AFTER = 3,
        /// The saturated space after.
        AFTER_SAT = 4,
        /// The window opens; the opening beyond what was advertised.
        OPENS = 5,
        /// That opening saturated.
        OVER = 6,
        /// The decision.
        DECIDE = 7,
        OUT = 8,
    }
}

crate::channel! {
    /// toe_cmd's input (`s_in`): a command and the TCB fields it reads (golden
    /// `toe_cmd::CmdView`; the buffer and the MSS are configuration).
    pub CmdIn / CmdInOut {
        conn: Bits<10>,
        /// [`host_cmd`].
        cmd: Bits<2>,
        /// CONSUMED: the bytes read.
        n: Bits<32>,
        /// [`tcp_state`].
        state: Bits<4>,
        rcv_nxt: Bits<32>,
        rcv_adv: Bits<32>,
        rcv_unread: Bits<32>,
        /// The host has closed (SEND refused).
        fin_queued: Bit,
    }
}

crate::channel! {
    /// toe_cmd's output (`m_dec`): golden `toe_cmd::CmdDecision`.
    pub CmdDecIn / CmdDecOut {
        conn: Bits<10>,
        /// [`cmd_action`].
        action: Bits<2>,
        /// FREE: Aborted (not Closed); a RST to the peer.
        aborted: Bit,
        rst: Bit,
        /// UPDATE: the state, a FIN queued, the unread count, an ACK due, the wake.
        state: Bits<4>,
        fin_queued: Bit,
        rcv_unread: Bits<32>,
        ack_now: Bit,
        wake: Bit,
    }
}

crate::layout! {
    /// toe_cmd's input register.
    pub CmdWord(cmd_w): 145 {
        conn: 10,
        cmd: 2,
        n: 32,
        state: 4,
        rcv_nxt: 32,
        rcv_adv: 32,
        rcv_unread: 32,
        fin_queued: flag,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_rtt: one RTT sample into the estimator (golden `toe_ack::Rtt::sample`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// RFC 6298 section 2's gains as shifts: SRTT is kept x8 (alpha 1/8), RTTVAR x4 (beta 1/4);
    /// a first sample R sets RTTVAR to R/2, kept x4 as 2R.
    pub rtt_shift: 2 {
        SRTT = 3,
        RTTVAR = 2,
        FIRST_VAR = 1,
    }
}

crate::named_consts! {
    /// toe_rtt's states: one sample at a time, a step of arithmetic per state.
    pub rtt_state: 4 {
        IDLE = 0,
        /// The sample capped at the RTO ceiling.
        CLAMP = 1,
        /// The sample against SRTT (both differences).
        DIFF = 2,
        /// |R - SRTT|; RTTVAR and SRTT less their gains' shares.
        ERR = 3,
        /// The new RTTVAR and SRTT (or the first sample's).
        NEW = 4,
        /// SRTT + max(G, K x RTTVAR) with G one tick.
        SUM = 5,
        /// The RTO's floor, then its ceiling.
        FLOOR = 6,
        CEIL = 7,
        OUT = 8,
    }
}

crate::channel! {
    /// toe_rtt's input (`s_in`): a sample and the estimator it updates (golden `Rtt`).
    pub RttIn / RttInOut {
        conn: Bits<10>,
        /// The sample in ticks.
        r: Bits<32>,
        seen: Bit,
        srtt8: Bits<32>,
        rttvar4: Bits<32>,
    }
}

crate::channel! {
    /// toe_rtt's output (`m_rtt`): the estimator after the sample.
    pub RttOutIn / RttOut {
        conn: Bits<10>,
        srtt8: Bits<32>,
        rttvar4: Bits<32>,
        rto: Bits<32>,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_reasm: the out-of-order store's decision (golden `toe_reasm::Reasm::store` / `advance`)
// ---------------------------------------------------------------------------------------------

/// Out-of-order blocks a connection holds (golden `toe_reasm::REASM_BLOCKS`: 4 holes, each a
/// `[start, end)` pair of sequence numbers beside the TCB).
pub const REASM_BLOCKS: usize = 4;

crate::named_consts! {
    /// RFC 9293 section 3.4's comparison modulo 2^32: a 32-bit difference of 2^31 or more is
    /// negative (the sign bit of [`SeqDiff`], for differences held in arrays, which the
    /// layout accessors cannot index).
    pub seq_sign: 32 {
        NEGATIVE = 0x8000_0000,
    }
}

crate::named_consts! {
    /// The places of toe_reasm's block list, first (most recent) to last.
    pub reasm_slot: 3 {
        FIRST = 0,
        SECOND = 1,
        THIRD = 2,
        FOURTH = 3,
        /// The list's length when every place is held.
        ALL = 4,
    }
}
const _: () = assert!(reasm_slot::ALL as usize == REASM_BLOCKS);

crate::named_consts! {
    /// What became of an out-of-order segment (golden `toe_reasm::Store`).
    pub reasm_verdict: 2 {
        /// Written to the reassembly area: `[seq, kept_end)`.
        KEPT = 0,
        /// Wholly inside a held block: nothing written, the block to the front.
        DUPLICATE = 1,
        /// A fifth block: not kept, the list unchanged.
        FULL = 2,
        /// Nothing inside the receive space: not kept, the list unchanged.
        BEYOND = 3,
    }
}

crate::named_consts! {
    /// toe_reasm's states: one decision at a time, a step per state.
    pub reasm_state: 3 {
        IDLE = 0,
        /// The segment's end cut to the receive space.
        CUT = 1,
        /// Every held block against the segment (or RCV.NXT): the sign of each difference.
        CMP = 2,
        /// The merged block, the verdict, each surviving block's place.
        MERGE = 3,
        /// The new list.
        PLACE = 4,
        OUT = 5,
    }
}

crate::channel! {
    /// toe_reasm's input (`s_in`): a connection's held blocks (golden `Reasm`, most recent
    /// first, `count` of them) and either an out-of-order segment with the receive space's
    /// end (`store`), or RCV.NXT after in-order data (`advance`, in `seq`).
    pub ReasmIn / ReasmInOut {
        /// The connection (carried through).
        conn: Bits<10>,
        /// RCV.NXT advanced (golden `Reasm::advance`); clear: a segment to store.
        advance: Bit,
        /// Blocks held, at most [`REASM_BLOCKS`].
        count: Bits<3>,
        s0: Bits<32>,
        e0: Bits<32>,
        s1: Bits<32>,
        e1: Bits<32>,
        s2: Bits<32>,
        e2: Bits<32>,
        s3: Bits<32>,
        e3: Bits<32>,
        /// SEG.SEQ (store) or the new RCV.NXT (advance).
        seq: Bits<32>,
        /// The segment's payload length (store).
        len: Bits<16>,
        /// The receive space's end (store; golden `toe_reasm::space_end`).
        space_end: Bits<32>,
    }
}

crate::channel! {
    /// toe_reasm's output (`m_out`): the held blocks after the decision, the verdict of a
    /// store ([`reasm_verdict`]; KEPT after an advance) with the kept range `[seq,
    /// kept_end)`, and an advance's replay `[seq, replay_end)` when RCV.NXT reached into a
    /// block.
    pub ReasmOutIn / ReasmOut {
        conn: Bits<10>,
        advance: Bit,
        verdict: Bits<2>,
        count: Bits<3>,
        s0: Bits<32>,
        e0: Bits<32>,
        s1: Bits<32>,
        e1: Bits<32>,
        s2: Bits<32>,
        e2: Bits<32>,
        s3: Bits<32>,
        e3: Bits<32>,
        /// The input's `seq` (the kept block's start, or the replay's).
        seq: Bits<32>,
        kept_end: Bits<32>,
        replay: Bit,
        replay_end: Bits<32>,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_sack_board: an ACK's SACK blocks into the scoreboard (golden `toe_sack::Scoreboard::update`)
// ---------------------------------------------------------------------------------------------

/// SACKed ranges a connection's sender keeps (golden `toe_sack::SCOREBOARD_RANGES`).
pub const SACK_RANGES: usize = 4;
/// SACK blocks an ACK carries at most (RFC 2018 section 3: 4 in the 40 option bytes).
pub const SACK_BLOCKS_IN: usize = 4;
/// toe_sack_board's working list: the ranges kept plus one per block, before the highest
/// are forgotten.
pub const SACK_WORK: usize = SACK_RANGES + SACK_BLOCKS_IN;

crate::layout! {
    /// The scoreboard's ranges present, one flag each (`(1 << count) - 1`): the TCB engine
    /// writes the ranges past the count as zeros.
    pub SbMask(sb_mask): 4 {
        has0: flag,
        has1: flag,
        has2: flag,
        has3: flag,
    }
}

crate::named_consts! {
    /// toe_sack_board's list lengths.
    pub sack_len: 4 {
        /// The scoreboard's ranges ([`SACK_RANGES`]).
        RANGES = 4,
    }
}
const _: () = assert!(sack_len::RANGES as usize == SACK_RANGES);

crate::named_consts! {
    /// toe_sack_board's states: the kept ranges clipped to SND.UNA, then a pass of five steps
    /// per SACK block, then the list cut to the scoreboard.
    pub sack_state: 4 {
        IDLE = 0,
        /// Each range against SND.UNA (gone, clipped, kept).
        CLIP = 1,
        /// The ranges kept, packed to the front.
        PACK = 2,
        /// The next block's left edge raised to SND.UNA (no block left: DONE).
        BCUT = 3,
        /// The block inside (SND.UNA, SND.MAX] or skipped.
        BCHK = 4,
        /// Every range against the block: meets, holds it, starts before it, ends after it.
        BCMP = 5,
        /// The merged range, the survivors' places.
        BMERGE = 6,
        /// The places as one-hot selections (registered: the list's muxes start at a flop).
        BSEL = 7,
        /// The new list.
        BPLACE = 8,
        /// The lowest ranges kept, HighRxt raised to SND.UNA.
        DONE = 9,
        OUT = 10,
        /// IsLost(SND.UNA) on the new scoreboard (golden `lost_edge` above SND.UNA): each
        /// range's length, the pairs' sums, the sums from each range up, the verdict.
        LEN = 11,
        SUM1 = 12,
        SUM2 = 13,
        LOST = 14,
    }
}

crate::channel! {
    /// toe_sack_board's input (`s_in`): the scoreboard (golden `Scoreboard`: `count` ranges
    /// above SND.UNA, ascending, and HighRxt) and an ACK: SND.UNA after it, SND.MAX, and its
    /// `nblocks` SACK blocks in the order they came; the send MSS (IsLost's byte rule).
    pub SackBoardIn / SackBoardInOut {
        conn: Bits<10>,
        snd_una: Bits<32>,
        snd_max: Bits<32>,
        mss: Bits<16>,
        high_rxt: Bits<32>,
        count: Bits<3>,
        s0: Bits<32>,
        e0: Bits<32>,
        s1: Bits<32>,
        e1: Bits<32>,
        s2: Bits<32>,
        e2: Bits<32>,
        s3: Bits<32>,
        e3: Bits<32>,
        nblocks: Bits<3>,
        l0: Bits<32>,
        r0: Bits<32>,
        l1: Bits<32>,
        r1: Bits<32>,
        l2: Bits<32>,
        r2: Bits<32>,
        l3: Bits<32>,
        r3: Bits<32>,
    }
}

crate::channel! {
    /// toe_sack_board's output (`m_out`): the scoreboard after the ACK, whether a block
    /// SACKed bytes not SACKed before (RFC 6675 section 2's duplicate-ACK condition), and
    /// whether SND.UNA's byte is lost by it (RFC 6675 section 4's IsLost; golden's engine
    /// `seq_lt(una, board.lost_edge(una, mss))`): toe_ack's `sack_new` and `lost_first`.
    pub SackBoardOutIn / SackBoardOut {
        conn: Bits<10>,
        count: Bits<3>,
        s0: Bits<32>,
        e0: Bits<32>,
        s1: Bits<32>,
        e1: Bits<32>,
        s2: Bits<32>,
        e2: Bits<32>,
        s3: Bits<32>,
        e3: Bits<32>,
        high_rxt: Bits<32>,
        newly: Bit,
        lost_first: Bit,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_sack_plan: RFC 6675's transmit rule in recovery (golden `toe_sack::sack_plan`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// RFC 6675's DupThresh (3, as golden `DUPACK_THRESHOLD`) as toe_sack_plan uses it: the
    /// ranges at or above a hole that make it lost, and (DupThresh - 1) x SMSS as a shift.
    pub sack_thresh: 3 {
        RANGES = 3,
        SMSS_SHIFT = 1,
    }
}

crate::named_consts! {
    /// toe_sack_plan's states: a step per state, the scoreboard's ranges one a cycle where
    /// golden loops over them.
    pub sack_plan_state: 5 {
        IDLE = 0,
        /// Not in SACK recovery (or the ordinary rule's case): no decision of this block's.
        GATE = 1,
        /// IsLost's edge L: the ranges from the highest down, each selected, summed, checked.
        ESEL = 2,
        EADD = 3,
        ECHK = 4,
        /// The pipe: each range clipped to [L, SND.MAX) and to [SND.UNA, HighRxt), the
        /// overlaps, their sums, the unSACKed bytes of each span, their sum.
        PCLIP = 5,
        POV = 6,
        PSUM1 = 7,
        PSUM2 = 8,
        PSUB = 9,
        PTOT = 10,
        /// pipe + SMSS (saturating), then cwnd against it.
        ROOM = 11,
        ROOM2 = 12,
        /// NextSeg's rule (1): the ranges in order, each selected then compared; the hole's
        /// limit.
        HSEL = 13,
        HOLE = 14,
        HMIN1 = 15,
        HMIN2 = 16,
        HMIN3 = 17,
        /// Rule (2): new data within the peer's window.
        NEW1 = 18,
        NEW2 = 19,
        NEW3 = 20,
        NEW4 = 21,
        NEW5 = 22,
        OUT = 23,
    }
}

crate::channel! {
    /// toe_sack_plan's input (`s_in`): the send half of a TCB (golden `SendView`), whether the
    /// connection is in SACK recovery, and its scoreboard (golden `Scoreboard`).
    pub SackPlanIn / SackPlanInOut {
        conn: Bits<10>,
        synchronized: Bit,
        in_recovery: Bit,
        rexmt_first: Bit,
        snd_una: Bits<32>,
        snd_nxt: Bits<32>,
        snd_max: Bits<32>,
        data_end: Bits<32>,
        snd_wnd: Bits<32>,
        cwnd: Bits<32>,
        snd_mss: Bits<16>,
        high_rxt: Bits<32>,
        count: Bits<3>,
        s0: Bits<32>,
        e0: Bits<32>,
        s1: Bits<32>,
        e1: Bits<32>,
        s2: Bits<32>,
        e2: Bits<32>,
        s3: Bits<32>,
        e3: Bits<32>,
    }
}

crate::channel! {
    /// toe_sack_plan's output (`m_out`): whether this block decides (`decides`; clear: the
    /// ordinary rule, toe_send_plan, does) and its plan (golden `SendPlan`, [`plan_kind`]),
    /// with IsLost's edge and the pipe it computed on the way (valid when `decides`).
    pub SackPlanOutIn / SackPlanOut {
        conn: Bits<10>,
        decides: Bit,
        kind: Bits<2>,
        start: Bits<32>,
        limit: Bits<32>,
        cut_ok: Bit,
        retransmit: Bit,
        advance: Bit,
        lost_edge: Bits<32>,
        pipe: Bits<32>,
    }
}

// ---------------------------------------------------------------------------------------------
// The transmission control block (the TCB engine's word, one per connection in block RAM)
// ---------------------------------------------------------------------------------------------

crate::layout! {
    /// A connection's TCB as the engine keeps it (golden `toe::TcbImage`: RFC 9293 section
    /// 3.3.1's variables and the engine's own, with the tuple so every header is built from
    /// the TCB). Not in it: the bytes in flight and their record ends (the host-memory ring
    /// and bitmap), the timers' deadlines (toe_timers'; here only whether each runs). 1024 of
    /// them fill 73 of the LFE5UM5G-85F's 208 DP16KD as 1024 x 18 (57 before the scoreboard).
    pub TcbWord(tcb_w): 1563 {
        /// [`tcp_state`].
        state: 4,
        /// Opened by a SYN from the peer (a refused SYN-RECEIVED goes back to listening).
        passive: flag,
        /// The next hop's MAC address (the first byte on the wire is bits 47:40).
        remote_mac: 48,
        /// The tuple (toe_conn_table's key, here too so a segment's header is built from the
        /// TCB alone).
        remote_ip: 32,
        remote_port: 16,
        local_port: 16,
        iss: 32,
        irs: 32,
        snd_una: 32,
        snd_nxt: 32,
        snd_max: 32,
        /// SND.UNA plus the bytes the ULP has put in the ring and not had acknowledged.
        data_end: 32,
        /// The peer's window in bytes (scaled), from SND.WL1 / SND.WL2.
        snd_wnd: 32,
        /// MAX.SND.WND (RFC 5961 section 5.2): the largest window the peer has offered.
        max_snd_wnd: 32,
        snd_wl1: 32,
        snd_wl2: 32,
        /// Effective send MSS: data bytes a segment may carry.
        snd_mss: 16,
        /// Window scale shifts (RFC 7323 section 2.2), 0..14.
        snd_shift: 4,
        rcv_shift: 4,
        /// Timestamps agreed (RFC 7323 section 3.2); TS.Recent; Last.ACK.sent (section 4.3).
        ts_ok: flag,
        ts_recent: 32,
        last_ack_sent: 32,
        /// SACK-permitted agreed (RFC 2018 section 2).
        sack_ok: flag,
        rcv_nxt: 32,
        /// The right edge of the window last advertised.
        rcv_adv: 32,
        /// Bytes delivered to the ULP and not yet consumed.
        rcv_unread: 32,
        /// The host asked to close (a FIN follows the last byte); the FIN has been sent.
        fin_queued: flag,
        fin_sent: flag,
        /// The first unacknowledged segment goes out again next (fast retransmit, partial ACK).
        rexmt_first: flag,
        /// Data bytes acknowledged so far, mod 2^32 (the host's acknowledgement progress).
        acked_bytes: 32,
        /// Congestion state (RFC 5681 section 3, RFC 3465's byte count, RFC 6582's recover).
        cwnd: 32,
        ssthresh: 32,
        abc: 32,
        /// Duplicate ACKs in a row, counted to 7.
        dupacks: 3,
        in_recovery: flag,
        recover: 32,
        /// RTT estimator (RFC 6298 section 2) in ticks: a sample taken; SRTT x 8, RTTVAR x 4.
        rtt_seen: flag,
        srtt8: 32,
        rttvar4: 32,
        rto: 32,
        /// Karn's timed segment (timestamps off): its sequence number and the tick it left.
        timing_on: flag,
        timing_seq: 32,
        timing_at: 32,
        /// Retransmission timeouts in a row; the persist timer's backoff shift (to 16).
        retries: 8,
        persist_shift: 5,
        /// An ACK is due now; full-size segments received since the last ACK (to 2).
        ack_now: flag,
        unacked: 2,
        /// RFC 5961 section 7's throttle: the tick the current challenge-ACK window began,
        /// the challenge ACKs sent in it (to 15).
        chal_start: 32,
        chal_count: 4,
        /// Timers running ([`toe_timer`]'s order).
        rexmt_on: flag,
        dack_on: flag,
        persist_on: flag,
        time_wait_on: flag,
        /// In the transmit round-robin (a new connection in the slot inherits it).
        queued: flag,
        /// The slot holds a connection (cleared when it is freed; a word of zeros after
        /// power-up holds none).
        live: flag,
        /// The sender's SACK scoreboard (RFC 6675, golden `toe_sack::Scoreboard`;
        /// toe_sack_board's and toe_sack_plan's): `sb_count` SACKed ranges above SND.UNA,
        /// ascending, `[sb_sN, sb_eN)`, zero past the count; HighRxt, one past the highest
        /// byte sent again in this recovery.
        sb_count: 3,
        sb_s0: 32,
        sb_e0: 32,
        sb_s1: 32,
        sb_e1: 32,
        sb_s2: 32,
        sb_e2: 32,
        sb_s3: 32,
        sb_e3: 32,
        high_rxt: 32,
        /// The receiver's out-of-order store (golden `toe_reasm::Reasm`, issue 15): blocks
        /// held, most recently arrived first, `[rq_sK, rq_eK)`; those past the count zero.
        rq_count: 3,
        rq_s0: 32,
        rq_e0: 32,
        rq_s1: 32,
        rq_e1: 32,
        rq_s2: 32,
        rq_e2: 32,
        rq_s3: 32,
        rq_e3: 32,
        /// Duplicate ACKs owed for out-of-order segments (RFC 5681 section 4.2; golden
        /// `dup_owed`, at most 7), sent one a turn as pure ACKs.
        dup_owed: 3,
    }
}

// ---------------------------------------------------------------------------------------------
// toe_tcb_engine: the TCB store and a segment's processing (golden `toe::Toe::segment`)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// toe_tcb_engine's states.
    pub eng_state: 6 {
        IDLE = 0,
        /// The segment's TCB arrives from the block RAM.
        LOAD = 1,
        /// toe_rx_seq: offered, then its decision awaited.
        RX_OFFER = 2,
        RX_WAIT = 3,
        /// The decision's action (drop, challenge, reset, SYN-ACK again, proceed).
        ACT = 4,
        /// SYN-RECEIVED's handshake (RFC 9293 section 3.10.7.4, fifth, SYN-RECEIVED).
        HANDSHAKE = 5,
        /// toe_rtt: the handshake's RTT sample.
        RTT_OFFER = 6,
        RTT_WAIT = 7,
        /// toe_ack: the ACK field.
        ACK_OFFER = 8,
        ACK_WAIT = 9,
        ACK_APPLY = 10,
        /// The text and the FIN (RFC 9293 section 3.10.7.4, seventh and eighth).
        TEXT = 11,
        /// The TCB written back; the outputs offered until all are taken.
        WRITE_BACK = 12,
        OUTPUTS = 13,
        /// Host access: a loaded word written; a word read out in 64-bit beats.
        HOST_WRITE = 14,
        HOST_LOAD = 15,
        HOST_READ = 16,
        /// SYN-SENT (RFC 9293 section 3.10.7.3): toe_open offered, awaited, its action.
        OPEN_OFFER = 17,
        OPEN_WAIT = 18,
        OPEN_ACT = 19,
        /// A SYN-ACK's transmission: its TCB changes and the control request.
        SYN_TX = 20,
        /// The host's word reaches the block RAM (its write is registered).
        HOST_COMMIT = 21,
        /// The block RAM's read address is registered: the segment's and the host read's
        /// connection number reach the 49 DP16KD from a flip-flop, a cycle before LOAD.
        SEG_ADDR = 22,
        HOST_ADDR = 23,
        /// A transmit turn (golden `Toe::output`): toe_send_plan and toe_tx_hdr offered side
        /// by side, the plan awaited, the ring's record-end query and answer, toe_send_cut
        /// offered and awaited, its decision applied (once toe_tx_hdr has answered).
        TX_OFFER = 24,
        PLAN_WAIT = 25,
        FIND_Q = 26,
        FIND_A = 27,
        CUT_OFFER = 28,
        CUT_WAIT = 29,
        TX_APPLY = 30,
        /// A connection's timer expiries (golden `Toe::expire`): toe_tx_hdr and, for a
        /// retransmission timeout, toe_timeout offered side by side; its decision awaited and
        /// applied; the delayed ACK's; the persist timeout's decision offered, awaited and
        /// applied.
        EXP_OFFER = 31,
        TO_WAIT = 32,
        TO_APPLY = 33,
        EXP_DACK = 34,
        PER_OFFER = 35,
        PER_WAIT = 36,
        PER_APPLY = 37,
        /// A host command (golden `Toe::command`): toe_cmd and toe_tx_hdr offered side by
        /// side, toe_cmd's decision awaited and applied (once toe_tx_hdr has answered).
        CMD_OFFER = 38,
        CMD_WAIT = 39,
        CMD_APPLY = 40,
        /// A listening port's segment that opens a connection: the connection table asked
        /// for a slot (the tuple out, the slot or "full" back).
        INS_Q = 41,
        INS_A = 42,
        /// A new connection's TCB (golden `Toe::new_tcb`) built in the slot's word.
        NEW_TCB = 43,
        /// An ACK on a connection that agreed SACK (golden `ack_field`): SND.UNA as the ACK
        /// leaves it, then toe_sack_board offered and awaited, before toe_ack.
        SB_UNA = 44,
        SB_OFFER = 45,
        SB_WAIT = 46,
        /// A turn on a connection that agreed SACK (golden `Toe::output`): toe_sack_plan
        /// offered after toe_send_plan's plan, awaited, and the plan it decides taken.
        SP_OFFER = 47,
        SP_WAIT = 48,
        SP_ROUTE = 49,
        /// A listening port's ACK that returned a valid SYN cookie, its slot given and the
        /// remembered SYN's parameters taken: the connection made ESTABLISHED (golden
        /// `cookie_open`), then the segment processed as its first (RX_OFFER).
        COOKIE_EST = 50,
        /// The out-of-order store (toe_reasm): a segment past RCV.NXT stored, or RCV.NXT's
        /// advance into the held blocks; offered, then its answer registered, before TEXT.
        RQ_OFFER = 51,
        RQ_WAIT = 52,
        /// The block RAM's read data registered (`rd_q`): after SEG_ADDR / HOST_ADDR, before
        /// LOAD / HOST_LOAD.
        SEG_DATA = 53,
        HOST_DATA = 54,
    }
}

crate::named_consts! {
    /// The receiver's duplicate ACKs owed (golden `dup_owed`, saturating at 7) and the SACK
    /// blocks a pure ACK carries beside the timestamps (RFC 2018 section 3).
    pub reasm_owed: 3 {
        MAX = 7,
        SACK_WITH_TS = 3,
    }
}

crate::named_consts! {
    /// SYN cookies (RFC 4987 section 3.6; golden `toe_cookie`): the time counter is the tick
    /// count's bits from 16 up (golden `COOKIE_PERIOD`, 2^16 ticks: [`CookieTs`]); the echoed
    /// TSval's low bits carry the peer's shift (`NO_SHIFT`: none) and SACK-permitted; a shift
    /// above `cookie_shift::MAX_SHIFT` is clamped (RFC 7323 section 2.3).
    pub cookie_field: 4 {
        NO_SHIFT = 15,
    }
}

crate::named_consts! {
    /// The largest window-scale shift (RFC 7323 section 2.3), against the SYN's 8-bit field.
    pub cookie_shift: 8 {
        MAX_SHIFT = 14,
    }
}

crate::layout! {
    /// The cookie key as the hash takes it: golden's key bytes 1 ..= 8 on top.
    pub CookieKey(cookie_key): 128 {
        ckey_lo: 64,
        ckey_hi: 64,
    }
}

crate::named_consts! {
    /// The MSS values a cookie's 3-bit index names (golden `toe_cookie::MSS_TABLE`).
    pub cookie_mss: 16 {
        M0 = 216,
        M1 = 536,
        M2 = 1024,
        M3 = 1220,
        M4 = 1360,
        M5 = 1440,
        M6 = 1460,
        M7 = 8960,
    }
}

crate::layout! {
    /// A SYN cookie, the SYN-ACK's ISS (golden `toe_cookie::cookie`): the keyed hash's 24
    /// bits, the MSS index, the time counter's low 5 bits on top.
    pub Cookie(cookie_w): 32 {
        cookie_hash: 24,
        cookie_mss_idx: 3,
        cookie_counter: 5,
    }
}

crate::layout! {
    /// The cookie hash's input (golden's 13 bytes, first on top): the tuple's 8 bytes, the
    /// peer's ISN, the counter's byte (its low 5 bits).
    pub CookieIn(cookie_in): 104 {
        counter: 5,
        zero: 3,
        isn: 32,
        tuple: 64,
    }
}

crate::layout! {
    /// A cookie SYN-ACK's TSval (golden `toe_cookie::ts_encode`), also read from the tick
    /// count: the peer's window-scale shift (`cookie_field::NO_SHIFT` for none) and
    /// SACK-permitted (`tsc_opts` together) under the clock's upper bits; in the tick count,
    /// the time counter (golden `counter(now)`, its low 5 bits).
    pub CookieTs(cookie_ts): 32 {
        tsc_shift: 4,
        tsc_sack: flag,
        tsc_clock: 27,
        tsc_opts: 5 @ 0,
        tsc_counter: 5 @ 16,
    }
}

crate::named_consts! {
    /// toe_tcb_engine's host events (`m_event`; golden `toe::Event`).
    pub eng_event: 3 {
        /// `value`: the sequence number the ULP's first byte will have (SND.UNA after the
        /// handshake): the host driver's send-ring offset for its first record.
        ESTABLISHED = 0,
        /// `value`: data bytes acknowledged so far, mod 2^32.
        ACKED = 1,
        /// The peer's FIN arrived.
        PEER_CLOSED = 2,
        /// An orderly close ended (or a RST in CLOSING, LAST-ACK, TIME-WAIT).
        CLOSED = 3,
        /// Reset by the peer.
        RESET = 4,
        /// Aborted; `value` 1 when the retransmissions ran out (golden `Event::Aborted`).
        ABORTED = 5,
        /// A host command refused (no connection in the slot, or not allowed in its state:
        /// golden's `CmdError::NotConnected`); `value` the command ([`host_cmd`]).
        ERROR = 6,
    }
}

crate::named_consts! {
    /// A new TCB's fields that do not start at zero (golden `Toe::new_tcb`): no slow-start
    /// threshold yet (RFC 5681 section 3.1: arbitrarily high).
    pub new_tcb: 32 {
        SSTHRESH_NONE = 0xFFFF_FFFF,
    }
}

crate::named_consts! {
    /// The ISN clock (golden `toe::ISN_PER_TICK` = 250 per tick, RFC 6528's M) as shifts:
    /// 250 = 256 - 4 - 2.
    pub isn_tick: 4 {
        TICK_X256 = 8,
        TICK_X4 = 2,
        TICK_X2 = 1,
    }
}

crate::named_consts! {
    /// Geometry of the host's TCB access: 64-bit beats, 25 to a word (1563 bits).
    pub tcb_beats: 5 {
        LAST_BEAT = 24,
    }
}

crate::named_consts! {
    /// A host beat's bits (the shift register moves by one beat).
    pub tcb_beat_bits: 7 {
        BEAT_BITS = 64,
    }
}

crate::named_consts! {
    /// The largest window field without scaling (RFC 9293 section 3.1): a SYN's.
    pub syn_window: 32 {
        MAX_WINDOW_FIELD = 65535,
    }
}

crate::layout! {
    /// The host port's write shift register: a TCB word and the bits that pad it to 25
    /// beats, each beat arriving at the top.
    pub TcbBeats(tcb_beats_w): 1600 {
        tcb: 1563,
        tcb_pad: 37,
        beat_in: 64 @ 1536,
    }
}

crate::layout! {
    /// The TCB word as the host port's 25 read beats, the first at bit 0 (the last holds
    /// the word's top 27 bits): a read sends the RAM's registered read data a slot at a time.
    pub TcbSlots(tcb_slots): 1563 {
        beat0: 64,
        beat1: 64,
        beat2: 64,
        beat3: 64,
        beat4: 64,
        beat5: 64,
        beat6: 64,
        beat7: 64,
        beat8: 64,
        beat9: 64,
        beat10: 64,
        beat11: 64,
        beat12: 64,
        beat13: 64,
        beat14: 64,
        beat15: 64,
        beat16: 64,
        beat17: 64,
        beat18: 64,
        beat19: 64,
        beat20: 64,
        beat21: 64,
        beat22: 64,
        beat23: 64,
        beat24: 27,
    }
}

crate::layout! {
    /// A 32-bit tick count as toe_timers' 16-bit ARM field (the configuration keeps the RTO
    /// ceiling, the delayed-ACK time and TIME-WAIT below 2^16 ticks).
    pub Ticks32(ticks32): 32 {
        ticks_lo: 16,
        ticks_hi: 16,
    }
}

crate::channel! {
    /// toe_tcb_engine's segment (`s_seg`): a parsed segment (toe_rx_parse) for connection
    /// `conn` (toe_conn_table's slot).
    pub EngSegIn / EngSegOut {
        conn: Bits<10>,
        src_mac: Bits<48>,
        src_ip: Bits<32>,
        src_port: Bits<16>,
        dst_port: Bits<16>,
        seq: Bits<32>,
        ack: Bits<32>,
        flags: Bits<8>,
        window: Bits<16>,
        /// Payload bytes.
        len: Bits<16>,
        /// Timestamps option (RFC 7323 section 3.2).
        ts_on: Bit,
        ts_val: Bits<32>,
        ts_ecr: Bits<32>,
        /// A SYN's options: MSS (RFC 9293 section 3.2), window scale as sent (RFC 7323
        /// section 2.2), SACK-permitted (RFC 2018 section 2).
        mss_on: Bit,
        mss: Bits<16>,
        ws_on: Bit,
        ws: Bits<8>,
        sackp: Bit,
        /// The SACK blocks of the segment's last SACK option (RFC 2018 section 3), in their
        /// order, `nblocks` of them (0 to 4; toe_rx_parse's).
        nblocks: Bits<3>,
        l0: Bits<32>,
        r0: Bits<32>,
        l1: Bits<32>,
        r1: Bits<32>,
        l2: Bits<32>,
        r2: Bits<32>,
        l3: Bits<32>,
        r3: Bits<32>,
        /// No connection has the tuple and the destination port listens (RFC 9293 section
        /// 3.10.7.2): `conn` is not a connection's; the engine asks for a slot if it opens one.
        listen: Bit,
    }
}

crate::channel! {
    /// toe_tcb_engine's host command (`s_cmd`) on connection `conn` (golden `Toe::close`,
    /// `Toe::abort`, `Toe::consumed`).
    pub EngCmdIn / EngCmdOut {
        conn: Bits<10>,
        /// [`host_cmd`].
        cmd: Bits<2>,
        /// CONSUMED: the bytes read.
        n: Bits<32>,
    }
}

crate::channel! {
    /// toe_tcb_engine's active open (`s_open`, golden `Toe::connect`): the slot the
    /// connection table gave the tuple, the tuple and the next hop's MAC address.
    pub EngOpenIn / EngOpenOut {
        conn: Bits<10>,
        remote_mac: Bits<48>,
        remote_ip: Bits<32>,
        remote_port: Bits<16>,
        local_port: Bits<16>,
    }
}

crate::channel! {
    /// toe_tcb_engine's request for a slot (`m_ins`): toe_conn_table's insert of a tuple.
    pub InsQIn / InsQOut {
        remote_ip: Bits<32>,
        remote_port: Bits<16>,
        local_port: Bits<16>,
    }
}

crate::channel! {
    /// The connection table's answer (`s_ins`): the slot, or none (the tuple's sets full).
    pub InsAIn / InsAOut {
        ok: Bit,
        conn: Bits<10>,
    }
}

crate::layout! {
    /// The ISN's key (golden `ToeConfig::isn_key`, 12 bytes, first byte on top) as the
    /// configuration's two ports carry it; a 32-bit Toeplitz hash of 64 bits reads its top 95.
    pub IsnKey(isn_key): 96 {
        lo: 64,
        hi: 32,
        unused: 1 @ 0,
        window: 95 @ 1,
    }
}

crate::channel! {
    /// toe_tcb_engine's host events (`m_event`).
    pub EngEventIn / EngEventOut {
        /// [`eng_event`].
        kind: Bits<3>,
        conn: Bits<10>,
        value: Bits<32>,
    }
}

crate::channel! {
    /// A connection number (toe_tcb_engine's ready-ring pushes, freed slots, host TCB reads).
    pub ConnIn / ConnOut {
        conn: Bits<10>,
    }
}

crate::channel! {
    /// The host's TCB write (`s_tcb_wr`): 25 beats of 64 bits, least significant first, the
    /// last flagged; the word is written to `conn` (the last beat's).
    pub TcbWrIn / TcbWrOut {
        conn: Bits<10>,
        data: Bits<64>,
        last: Bit,
    }
}

crate::channel! {
    /// A TCB read out (`m_tcb_rd`): 25 beats of 64 bits, least significant first.
    pub TcbRdIn / TcbRdOut {
        data: Bits<64>,
        last: Bit,
    }
}

// ---------------------------------------------------------------------------------------------
// toe: the composed engine (receive steering, host queue, dispatch, table arbitration, host
// commands, transmit mux)
// ---------------------------------------------------------------------------------------------

crate::named_consts! {
    /// Header positions the receive steering reads (frame byte 0 in lane 0 of beat 0; IPv4
    /// without options, which toe_rx_check's policy guarantees for a segment): the destination
    /// address is frame bytes 30..33, the destination port bytes 36, 37.
    pub steer_pos: 3 {
        /// Beat 3 holds address bytes 30, 31 in lanes 6, 7.
        ADDR_HI_BEAT = 3,
        /// Beat 4 holds address bytes 32, 33 in lanes 0, 1 and the port in lanes 4, 5.
        ADDR_LO_BEAT = 4,
        /// The beat counter saturates here (later beats carry nothing the steering reads).
        LATER = 7,
    }
}

crate::named_consts! {
    /// Where a header byte sits in its beat (bit offset of its lane: 8 x lane) for the
    /// steering: frame bytes 30, 31 (beat 3), 32, 33, 36, 37 (beat 4); a byte's width.
    pub steer_shift: 6 {
        B30 = 48,
        B31 = 56,
        B33 = 8,
        B36 = 32,
        B37 = 40,
        BYTE = 8,
        /// The address's upper half (bytes 30, 31) in `cfg_ip`.
        ADDR_HALF = 16,
    }
}

crate::named_consts! {
    /// The host's commands to the composed engine (`s_host`, [`HostCmdIn`]).
    pub host_op: 3 {
        /// Accept connections to `local_port` (the listen table).
        LISTEN = 0,
        /// Active open: `remote_ip:remote_port` from `local_port`, next hop `remote_mac`.
        CONNECT = 1,
        /// Orderly close of `conn`.
        CLOSE = 2,
        /// Abort `conn` (a RST where one applies).
        ABORT = 3,
        /// The ULP read `n` delivered bytes of `conn`.
        CONSUMED = 4,
        /// `n` more bytes (one record) of `conn` are in its send ring.
        SEND = 5,
    }
}

crate::named_consts! {
    /// The answer to a host command (`m_ans`, [`HostAnsOut`]). A command on a connection is
    /// answered `OK` once the TCB engine has taken it; the engine's `ERROR` event reports a
    /// refusal by state (golden's `CmdError::NotConnected`).
    pub host_status: 2 {
        OK = 0,
        /// CONNECT: the tuple's sets are full (golden `CmdError::TableFull`); LISTEN: the
        /// listen table is full.
        FULL = 1,
        /// CONNECT: the tuple has a connection (golden `CmdError::Exists`).
        EXISTS = 2,
        /// CONNECT from a port the engine does not own (golden `CmdError::PortNotOwned`).
        NOT_OWNED = 3,
    }
}

crate::named_consts! {
    /// toe_rx_disp's states: one segment descriptor at a time.
    pub disp_state: 3 {
        IDLE = 0,
        /// The LOOKUP offered to the table arbiter.
        LOOK = 1,
        /// Its answer awaited.
        WAIT = 2,
        /// The segment offered to the TCB engine.
        ENGINE = 3,
        /// A RST for a segment to an owned port without a connection (RFC 9293 section
        /// 3.10.7.1) offered to the transmit side.
        RST = 4,
        /// The gate's order tag for a segment the dispatcher answered itself.
        TAG = 5,
    }
}

crate::named_consts! {
    /// toe_table_arb's states: one table command at a time.
    pub arb_state: 2 {
        IDLE = 0,
        /// The chosen requester's command offered to toe_conn_table.
        CMD = 1,
        /// The table's answer awaited.
        WAIT = 2,
        /// The answer offered back to its requester.
        ANSWER = 3,
    }
}

crate::named_consts! {
    /// toe_table_arb's requesters (`who`), in priority order.
    pub arb_who: 2 {
        /// The TCB engine's freed slot (REMOVE; no answer).
        FREE = 0,
        /// The TCB engine's listening-port SYN (INSERT).
        INSERT = 1,
        /// The host's CONNECT (LOOKUP, then INSERT).
        HOST = 2,
        /// A received segment's LOOKUP.
        DISP = 3,
    }
}

crate::named_consts! {
    /// toe_host_cmd's states.
    pub hcmd_state: 3 {
        IDLE = 0,
        /// CONNECT: LOOKUP offered / answered (a slot means Exists).
        LOOK = 1,
        LOOK_WAIT = 2,
        /// CONNECT: INSERT offered / answered.
        INSERT = 3,
        INSERT_WAIT = 4,
        /// The TCB engine's command or open offered.
        ENGINE = 5,
        /// The answer offered to the host.
        ANSWER = 6,
    }
}

crate::channel! {
    /// A host command to the composed engine ([`host_op`]); the fields each op reads.
    pub HostCmdIn / HostCmdOut {
        op: Bits<3>,
        conn: Bits<10>,
        n: Bits<32>,
        remote_ip: Bits<32>,
        remote_port: Bits<16>,
        local_port: Bits<16>,
        remote_mac: Bits<48>,
    }
}

crate::channel! {
    /// The answer to a host command, in order ([`host_status`]; CONNECT's slot in `conn`).
    pub HostAnsIn / HostAnsOut {
        status: Bits<2>,
        conn: Bits<10>,
    }
}
