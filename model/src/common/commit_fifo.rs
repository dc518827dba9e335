//! CommitFifo: a block-RAM FIFO of 2048 64-bit beats whose writer can take back what it wrote
//! since its last commit: the receive side stores a frame's payload before the frame's
//! verdict is known, then keeps it (`commit`) or drops it (`rewind`).
//!
//! Ports:
//! - `push/din`: append at the write pointer (ignored when `full`); `full` counts committed
//!   and uncommitted entries (a writer that fills the FIFO with one uncommitted frame stalls
//!   for good: frames must be shorter than the FIFO, which the receive path's users
//!   guarantee with the MAC's largest frame).
//! - `commit`: everything written so far, including this cycle's push, becomes readable;
//!   `rewind`: the write pointer returns to the last commit (this cycle's push is dropped).
//! - `valid/dout/pop`: first-word-fall-through read of committed entries only. An entry is
//!   readable from the second cycle after its commit (the RAM's read port needs a cycle after
//!   the write; `wc_late` is the commit pointer one cycle late).
//!
//! Pointers carry one lap bit above the 11 address bits ([`CommitPtr`]), so full and empty
//! are told apart without a count.

use super::sdp_ram::SdpRam;
use rust_hdl::prelude::*;

/// Address bits (2048 entries).
pub const COMMIT_FIFO_BITS: usize = 11;

crate::layout! {
    /// A CommitFifo pointer: the RAM address and the lap bit.
    pub CommitPtr(commit_ptr): 12 {
        addr: 11,
        lap: flag,
    }
}

#[derive(LogicBlock, Default)]
pub struct CommitFifo {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub push: Signal<In, Bit>,
    pub din: Signal<In, Bits<64>>,
    pub full: Signal<Out, Bit>,
    pub commit: Signal<In, Bit>,
    pub rewind: Signal<In, Bit>,
    pub pop: Signal<In, Bit>,
    pub dout: Signal<Out, Bits<64>>,
    pub valid: Signal<Out, Bit>,
    ram: SdpRam<64, COMMIT_FIFO_BITS>,
    wr: DFF<Bits<12>>,
    wc: DFF<Bits<12>>,
    wc_late: DFF<Bits<12>>,
    rd: DFF<Bits<12>>,
    is_full: DFF<Bit>,
    wr_final: Signal<Local, Bits<12>>,
    wr_inc: Signal<Local, Bits<12>>,
    rd_inc: Signal<Local, Bits<12>>,
    /// Full after the cycle, for each write pointer it can end at (after a push, unchanged,
    /// rewound to the commit) and each read pointer (`_pop`: after a pop).
    full_inc: Signal<Local, Bit>,
    full_same: Signal<Local, Bit>,
    full_wc: Signal<Local, Bit>,
    full_inc_pop: Signal<Local, Bit>,
    full_same_pop: Signal<Local, Bit>,
    full_wc_pop: Signal<Local, Bit>,
    do_push: Signal<Local, Bit>,
    do_pop: Signal<Local, Bit>,
    wr_next: Signal<Local, Bits<12>>,
    rd_next: Signal<Local, Bits<12>>,
}

impl Logic for CommitFifo {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wr, wc, wc_late, rd, is_full);
        self.ram.clock.next = self.clock.val();
        self.full.next = self.is_full.q.val();
        self.valid.next = self.rd.q.val() != self.wc_late.q.val();
        self.do_push.next = self.push.val() & !self.is_full.q.val();
        self.do_pop.next = self.pop.val() & (self.rd.q.val() != self.wc_late.q.val());
        self.wr_inc.next = self.wr.q.val() + 1;
        self.wr_next.next = self.wr.q.val();
        if self.do_push.val() {
            self.wr_next.next = self.wr_inc.val();
        }
        self.rd_inc.next = self.rd.q.val() + 1;
        self.rd_next.next = self.rd.q.val();
        if self.do_pop.val() {
            self.rd_next.next = self.rd_inc.val();
        }
        self.ram.write_enable.next = self.do_push.val() & !self.rewind.val();
        self.ram.write_address.next = self.wr.q.val().get_value_addr();
        self.ram.write_data.next = self.din.val();
        self.ram.read_address.next = self.rd_next.val().get_value_addr();
        self.dout.next = self.ram.read_data.val();
        self.wr_final.next = self.wr_next.val();
        if self.rewind.val() {
            self.wr_final.next = self.wc.q.val();
        }
        self.wr.d.next = self.wr_final.val();
        self.rd.d.next = self.rd_next.val();
        if self.commit.val() {
            self.wc.d.next = self.wr_next.val();
        }
        // Full, registered: all 2048 entries in use when the pointers differ only in the lap.
        // The three write pointers and two read pointers it can be computed from are compared
        // first and the late push / rewind / pop only choose (a pop decided from `valid` in
        // the same cycle, through the read pointer's increment into the compares, made
        // toe_rx_parse 142.8 MHz at seed 2).
        self.full_inc.next = (self.wr_inc.val().get_value_lap() != self.rd.q.val().get_value_lap())
            & (self.wr_inc.val().get_value_addr() == self.rd.q.val().get_value_addr());
        self.full_same.next = (self.wr.q.val().get_value_lap() != self.rd.q.val().get_value_lap())
            & (self.wr.q.val().get_value_addr() == self.rd.q.val().get_value_addr());
        self.full_wc.next = (self.wc.q.val().get_value_lap() != self.rd.q.val().get_value_lap())
            & (self.wc.q.val().get_value_addr() == self.rd.q.val().get_value_addr());
        self.full_inc_pop.next = (self.wr_inc.val().get_value_lap() != self.rd_inc.val().get_value_lap())
            & (self.wr_inc.val().get_value_addr() == self.rd_inc.val().get_value_addr());
        self.full_same_pop.next = (self.wr.q.val().get_value_lap() != self.rd_inc.val().get_value_lap())
            & (self.wr.q.val().get_value_addr() == self.rd_inc.val().get_value_addr());
        self.full_wc_pop.next = (self.wc.q.val().get_value_lap() != self.rd_inc.val().get_value_lap())
            & (self.wc.q.val().get_value_addr() == self.rd_inc.val().get_value_addr());
        self.is_full.d.next = self.full_same.val();
        if self.do_push.val() {
            self.is_full.d.next = self.full_inc.val();
        }
        if self.rewind.val() {
            self.is_full.d.next = self.full_wc.val();
        }
        if self.do_pop.val() {
            self.is_full.d.next = self.full_same_pop.val();
            if self.do_push.val() {
                self.is_full.d.next = self.full_inc_pop.val();
            }
            if self.rewind.val() {
                self.is_full.d.next = self.full_wc_pop.val();
            }
        }
        self.wc_late.d.next = self.wc.q.val();
        if self.reset.val() {
            self.wr.d.next = bits::<12>(0);
            self.wc.d.next = bits::<12>(0);
            self.wc_late.d.next = bits::<12>(0);
            self.rd.d.next = bits::<12>(0);
            self.is_full.d.next = false;
        }
    }
}
