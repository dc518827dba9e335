//! # iwarp-model
//!
//! The cycle-level rust-hdl model of the iWARP RNIC engines. It knows hardware, never test
//! data: stimulus and expected results live in `iwarp-golden` and `iwarp-testbench`.
//!
//! Blocks (one per file, one FSM per block):
//! - [`crc32c`]: 64-bit/8-lane CRC32C engine at one beat per cycle.
//! - [`mpa`]: the MPA framer (`mpa_tx`) and deframer (`mpa_rx`).
//! - [`tlb`]: the MR translation TLB.
//! - [`toe`]: the TCP offload engine (in progress: the receive frame check).
//! - [`rnic`]: the RNIC top's host interface layouts (issue 16, in progress).
//!
//! Every synthesizable top is listed in [`tops`]; `emit-rtl` writes each to `rtl/<name>.v`.

pub mod common;
pub mod crc32c;
pub mod ddp;
pub mod mpa;
pub mod gf2;
pub mod layout;
pub mod rnic;
pub mod tlb;
pub mod toe;
pub mod tops;
pub mod verilog;
pub mod verilog_tidy;

pub use rust_hdl;
