//! Small stream cells shared by the engines (one block per file).
//!
//! - [`fifo2::Fifo2`]: two-entry FIFO with synchronous reset.
//! - [`word_queue::WordQueue`]: 6-word gearbox, 1-2 words in, 0-2 words out per cycle. Its
//!   `update` is written out slot by slot (rust-hdl's `#[hdl_gen]` has no loops or arrays).

pub mod fifo2;
pub mod word_queue;
