//! Small stream cells shared by the engines (one block per file).
//!
//! - [`fifo2::Fifo2`]: two-entry FIFO with synchronous reset.
//! - [`ptr_fifo2::PtrFifo2`]: two-entry FIFO whose pop moves a read pointer and whose push a
//!   write pointer (the consumer's pop and the producer's push drive 3 flip-flops each, not
//!   the entries).
//! - [`word_queue::WordQueue`]: word gearbox, 1-2 words in, 0-2 words out per cycle, in a ring
//!   of registers with one-hot pointers (a pop moves a pointer, not words).
//! - [`lane_mask::LaneMask`]: zero the lanes outside `keep`.
//! - [`lut_ram::LutRam`]: RAM with a combinational read (ECP5 distributed RAM).
//! - [`ram_fifo::RamFifo`]: 2^A-entry first-word-fall-through FIFO of any width in a RAM.
//! - [`sdp_ram::SdpRam`]: simple dual-port RAM with read-during-write declared don't-care.
//! - [`tag_queue::TagQueue`]: 8 tagged words, 2 in and 3 out per cycle (the RX output queue).

pub mod beat;
pub mod channel;
pub mod commit_fifo;
pub mod fifo2;
pub mod lane_mask;
pub mod lut_ram;
pub mod ptr_fifo2;
pub mod ram_fifo;
pub mod sdp_ram;
pub mod tag_queue;
pub mod toeplitz;
pub mod toeplitz32;
pub mod toeplitz_cookie;
pub mod word_queue;

/// Simulation helpers for the cells' own property tests.
#[cfg(test)]
pub(crate) mod sim {
    use rust_hdl::prelude::*;

    /// Runs a block's logic until nothing changes (a loop that never settles fails the test).
    pub fn settle<B: Block>(uut: &mut B) {
        for _ in 0..32 {
            uut.update_all();
            if !uut.has_changed() {
                return;
            }
        }
        panic!("the block's logic did not settle");
    }

    /// One rising and one falling edge of the block's clock, each settled.
    pub fn edge<B: Block>(uut: &mut B, clock: fn(&mut B) -> &mut Signal<In, Clock>) {
        clock(uut).next = Clock { clk: true };
        settle(uut);
        clock(uut).next = Clock { clk: false };
        settle(uut);
    }
}
