//! # toe: the TCP offload engine (RFC 9293), in progress (issue 14)
//!
//! Blocks so far (one per file):
//! - [`rx_check::ToeRxCheck`]: the receive frame check, emitted as `rtl/toe_rx_check.v`:
//!   Ethernet II / IPv4 / TCP headers and both checksums on the 64-bit frame stream, one beat
//!   per cycle, frames passed through with a verdict on their last beat ([`rx_verdict`]),
//!   counted per verdict. A frame that fails never reaches connection lookup. The checks and
//!   their order are golden's `toe_rx::classify`.

pub mod rx_check;

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
    /// A 32-bit ones'-complement accumulator as its halves (the fold adds them).
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
