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
//! [`tx::MpaTx`] (descriptor FIFO, CRC pipeline in lockstep with a 4-beat delay line, CRC merge).

pub mod rx;
pub mod rx_align;
pub mod rx_deframer;
pub mod rx_slot;
pub mod tx;
pub mod tx_framer;
pub mod tx_shift;
pub mod tx_slot;

use rust_hdl::prelude::*;

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
