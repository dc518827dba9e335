//! # mpa: the MPA engines (RFC 5044)
//!
//! Purpose: line-rate FPDU framing with marker insertion (`mpa_tx`) and, next, marker removal,
//! deframing and CRC checking (`mpa_rx`).
//!
//! The TX stream is handled as 4-byte words: FPDUs start 4-aligned in stream space and are
//! multiples of 4 bytes, markers sit every 128 words (RFC 5044 sections 4.1, 4.3), so every
//! stream word is exactly one of: a marker, an FPDU content word (ULPDU_LENGTH + ULPDU + pad),
//! or a CRC word. Beats carry two word slots; lane = stream offset mod 8.
//!
//! Blocks: [`tx_shift::MpaTxShift`] (ULPDU beats -> content words), the shared
//! [`WordQueue`](crate::common::word_queue::WordQueue) gearbox, [`tx_slot::TxSlot`] (what one
//! slot holds), [`tx_framer::MpaTxFramer`] (the FSM, two slots per beat) and the top
//! [`tx::MpaTx`] (descriptor FIFO, CRC pipeline in lockstep with a 5-beat delay line, CRC merge,
//! output FIFO with a registered credit).

pub mod rx;
pub mod rx_align;
pub mod rx_deframer;
pub mod rx_slot;
pub mod tx;
pub mod tx_framer;
pub mod tx_shift;
pub mod tx_slot;

use rust_hdl::prelude::*;

crate::channel! {
    /// mpa_tx's FPDU descriptor (`s_desc`): one per ULPDU, before its bytes.
    pub FpduDescIn / FpduDescOut {
        /// ULPDU length in bytes (1..MULPDU).
        len: Bits<16>,
        /// Connection.
        conn: Bits<8>,
        /// Load the connection's stream position from `offset_words` (first FPDU of a
        /// connection, or after a context switch).
        load: Bit,
        /// Stream position of the FPDU in 4-byte words (TCP sequence space / 4, RFC 5044
        /// section 4.3's marker grid).
        offset_words: Bits<30>,
        /// Markers on this connection (RFC 5044 section 4.3).
        markers: Bit,
        /// CRC32C on this connection (RFC 5044 section 4.4).
        crc: Bit,
    }
}

crate::channel! {
    /// mpa_rx's segment header (`s_seg`): the connection of the TCP segment whose bytes follow,
    /// and, with `load`, the receive context to resume it from (`ctx0` the held bytes, `ctx1`..`ctx3`
    /// [`rx::RxCtx1Word`], [`rx::RxCtx2Word`], [`rx::RxCtx3Word`]).
    pub SegCtxIn / SegCtxOut {
        conn: Bits<8>,
        load: Bit,
        ctx0: Bits<64>,
        ctx1: Bits<63>,
        ctx2: Bits<64>,
        ctx3: Bits<64>,
    }
}

/// Framer state between slots.
#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum TxState {
    /// Between FPDUs.
    Idle,
    /// Content words (ULPDU_LENGTH, ULPDU, pad) remain.
    Body,
    /// Content done: the CRC word is next (after a marker if the grid falls first).
    Crc,
}

/// Receive deframer state between words.
#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum RxState {
    /// Between FPDUs: a leading marker or an ULPDU_LENGTH word is next.
    Idle,
    /// A leading marker was seen: the ULPDU_LENGTH word is next.
    Head,
    /// Content words remain.
    Body,
    /// Content done: the CRC word is next (after a marker if the grid falls first).
    Crc,
    /// A length error stopped the connection: nothing more is delivered.
    Halt,
}

/// RFC 5044 section 4.3: markers every 512 bytes of stream space, 128 words.
pub const MARKER_INTERVAL_WORDS: u64 = 128;

crate::layout! {
    /// A stream word position (S0-relative stream offset / 4), as the framers count it.
    pub WordPos(word_pos): 30 {
        /// The word's index in its marker period (RFC 5044 section 4.3: 128 words).
        in_period: 7,
        /// The marker period.
        period: 23,
        /// The low 14 bits a word slot tracks (FPDU header distance fits: ULPDU_LENGTH < 2^16).
        slot: 14 @ 0,
        /// The word is slot 1 of its beat (lane 4; slot 0 is lane 0).
        odd: flag @ 0,
    }
}

crate::layout! {
    /// A word slot's position (the low bits of [`WordPos`]).
    pub SlotPos(slot_pos): 14 {
        /// The word's index in its marker period.
        in_period: 7,
        /// The marker period (low bits).
        period: 7,
    }
}

crate::layout! {
    /// A marker as the 32-bit word of its lanes (RFC 5044 section 4.3: 16 reserved bits, then
    /// FPDUPTR, big-endian on the wire).
    pub MarkerWord(marker_word): 32 {
        /// Reserved, zero on transmit.
        reserved: 16,
        /// FPDUPTR bits 15:8 (wire byte 2).
        fpduptr_hi: 8,
        /// FPDUPTR bits 7:0 (wire byte 3).
        fpduptr_lo: 8,
    }
}

crate::layout! {
    /// An FPDU's first content word (RFC 5044 section 4.1: ULPDU_LENGTH big-endian, then the
    /// ULPDU, whose first byte is the DDP control byte, RFC 5041 section 4.2).
    pub HeaderWord(header_word): 32 {
        /// ULPDU_LENGTH bits 15:8 (wire byte 0).
        ulpdu_length_hi: 8,
        /// ULPDU_LENGTH bits 7:0 (wire byte 1).
        ulpdu_length_lo: 8,
        /// DDP control byte, DV (RFC 5041 section 4.2: the low two bits).
        ddp_dv: 2,
        /// DDP control byte, reserved bits.
        ddp_rsvd: 4,
        /// DDP control byte, L (last) flag.
        ddp_last: flag,
        /// DDP control byte, T (tagged) flag: the header is 14 bytes, else 18.
        ddp_tagged: flag,
        /// The ULPDU's second byte (RDMAP control, RFC 5040 section 4.1).
        ulp_byte1: 8,
    }
}

crate::layout! {
    /// A 16-bit field as its two bytes (wire fields are big-endian; lanes are little-endian).
    pub Bytes16(bytes16): 16 {
        /// Bits 7:0.
        lo: 8,
        /// Bits 15:8.
        hi: 8,
    }
}

crate::layout! {
    /// A 16-bit byte distance as words and the byte lane in the word.
    pub ByteDist16(byte_dist16): 16 {
        /// Byte within the 4-byte word.
        lane: 2,
        /// Whole words.
        words: 14,
    }
}

crate::layout! {
    /// A 17-bit byte count as words and the byte lane in the word.
    pub ByteDist17(byte_dist17): 17 {
        /// Byte within the 4-byte word.
        lane17: 2,
        /// Whole words.
        words: 15,
    }
}
