//! Small stream cells shared by the engines (one block per file).
//!
//! - [`fifo2::Fifo2`]: two-entry FIFO with synchronous reset.
//! - [`word_queue::WordQueue`]: 6-word gearbox, 1-2 words in, 0-2 words out per cycle. Its
//!   `update` is written out slot by slot (rust-hdl's `#[hdl_gen]` has no loops or arrays).
//! - [`lane_mask::LaneMask`]: zero the lanes outside `keep`.
//! - [`ram_fifo::RamFifo`]: 2^A-entry first-word-fall-through FIFO of any width in a RAM.
//! - [`sdp_ram::SdpRam`]: simple dual-port RAM with read-during-write declared don't-care.
//! - [`tag_queue::TagQueue`]: 8 tagged words, 2 in and 3 out per cycle (the RX output queue).

pub mod beat;
pub mod channel;
pub mod commit_fifo;
pub mod fifo2;
pub mod lane_mask;
pub mod ram_fifo;
pub mod sdp_ram;
pub mod tag_queue;
pub mod toeplitz;
pub mod toeplitz32;
pub mod toeplitz_cookie;
pub mod word_queue;
