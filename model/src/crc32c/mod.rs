//! # crc32c: the MPA CRC engine, 8 lanes per cycle
//!
//! Purpose: CRC32C (RFC 5044 section 4.1, RFC 3720 section 12.1) over packets on a 64-bit,
//! 8-lane byte stream, one beat every cycle sustained.
//!
//! Symbol: [`Crc32cStream`] consumes `s_data/s_keep/s_last/s_valid/s_ready` and produces one
//! 32-bit result per packet on `m_crc/m_crc_valid/m_crc_ready`.
//!
//! Internals: every beat is treated as a full 8-byte word with the unused lanes forced to zero;
//! the CRC's linearity turns the ragged edges into constants and fixed matrices:
//! - a packet starting at lane `s` starts from the state that `s` zero bytes would carry into
//!   the all-ones initial value (a constant per start lane, [`tables::start_constant`]);
//! - a packet ending with `k` unused lanes has been advanced by `k` zero bytes too many, undone
//!   after the loop by the inverse map ([`tables::unshift_map`]), pipelined in two stages.
//!
//! The loop itself is one 32x32 state matrix XORed with a registered 64-bit data term, so the
//! critical path is a ~17-input XOR, not a chain of byte stages. All matrices come from
//! [`tables`], one table feeding both the native simulation and the emitted Verilog.

pub mod advance;
pub mod beat_term;
pub mod matrix_mux;
pub mod pipe;
pub mod stream;
pub mod tables;

pub use pipe::{Crc32cPipe, CRC32C_LATENCY};
pub use stream::Crc32cStream;
