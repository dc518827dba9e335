//! A completion queue as the RNIC produces into it (issue 16): the reference for the
//! hardware's completion writer. The driver's side is `iwarp-driver`'s `CompletionRing`.
//!
//! Rules (hardware choices; the verbs say only that a CQ overrun is an error, and the
//! iWARP RFCs say nothing of host rings):
//! - A completion queue is (re)started by the driver writing its size ([`CqProducer::new`]):
//!   nothing written, nothing consumed, no overrun.
//! - A completion is written at the producer index's slot with the lap's owner bit (1 on the
//!   first lap, [`crate::host_if::Cqe`]), when the ring has room: fewer than its size
//!   written and not consumed.
//! - A completion that finds the ring full is dropped and the queue is overrun from then
//!   on: every later completion for it is dropped too (counted by the hardware), until the
//!   driver restarts it. Dropping rather than waiting keeps one driver's full queue from
//!   holding every other queue's completions behind it (the writer is shared); the verbs
//!   call an overrun CQ unusable, so nothing is lost that the driver could still take.
//! - The driver's consumer index is taken when it moves forward and not past the
//!   completions written; any other value is refused (counted) and changes nothing.

use crate::host_if::{Cqe, CQE_BYTES};

/// One completion queue's producer state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CqProducer {
    pub base: u64,
    pub log: u8,
    /// Completions written; the driver's consumer index (both mod 2^32).
    pub pi: u32,
    pub ci: u32,
    pub overrun: bool,
}

/// What became of a completion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Produced {
    /// Written: the host address and the entry's bytes (owner bit set for the lap).
    Written(u64, [u8; CQE_BYTES]),
    /// Dropped: the ring was full (the queue is overrun from now on).
    Overran,
    /// Dropped: the queue was overrun already.
    Dropped,
}

impl CqProducer {
    pub fn new(base: u64, log: u8) -> Self {
        CqProducer { base, log, pi: 0, ci: 0, overrun: false }
    }

    pub fn size(&self) -> u32 {
        1 << self.log
    }

    /// The driver's consumer index doorbell; whether it was taken.
    pub fn release(&mut self, ci: u32) -> bool {
        if ci.wrapping_sub(self.ci) <= self.pi.wrapping_sub(self.ci) {
            self.ci = ci;
            true
        } else {
            false
        }
    }

    /// A completion for this queue (its owner bit is set here).
    pub fn produce(&mut self, cqe: &Cqe) -> Produced {
        if self.overrun {
            return Produced::Dropped;
        }
        if self.pi.wrapping_sub(self.ci) >= self.size() {
            self.overrun = true;
            return Produced::Overran;
        }
        let owner = (self.pi >> self.log) & 1 == 0;
        let at = self.base + u64::from(self.pi & (self.size() - 1)) * CQE_BYTES as u64;
        self.pi = self.pi.wrapping_add(1);
        Produced::Written(at, Cqe { owner, ..*cqe }.encode())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host_if::{CqeOp, CqeStatus};

    fn cqe(wr_id: u64) -> Cqe {
        Cqe { wr_id, len: 8, inv_stag: 0, qp: 3, op: CqeOp::Write, status: CqeStatus::Success, flags: 0, owner: false }
    }

    /// Slots and owner bits lap by lap; a full ring overruns and stays overrun; consumer
    /// indices only forward and never past what was written.
    #[test]
    fn laps_room_and_overrun() {
        let mut q = CqProducer::new(0x1000, 1);
        let Produced::Written(a0, b0) = q.produce(&cqe(1)) else { panic!() };
        let Produced::Written(a1, _) = q.produce(&cqe(2)) else { panic!() };
        assert_eq!((a0, a1, b0[31]), (0x1000, 0x1020, 1));
        assert!(!q.release(3), "past the completions written");
        assert!(q.release(2));
        assert!(!q.release(1), "backwards");
        let Produced::Written(a2, b2) = q.produce(&cqe(3)) else { panic!() };
        assert_eq!((a2, b2[31]), (0x1000, 0), "second lap: owner bit clear");
        assert!(matches!(q.produce(&cqe(4)), Produced::Written(0x1020, _)));
        assert_eq!(q.produce(&cqe(5)), Produced::Overran);
        assert!(q.release(4));
        assert_eq!(q.produce(&cqe(6)), Produced::Dropped, "overrun until restarted");
    }
}
