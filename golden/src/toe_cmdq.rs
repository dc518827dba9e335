//! The driver's TOE command ring as the RNIC fetches it (issue 16): the reference for the
//! hardware's `rnic_toecmd`.
//!
//! The driver writes 32-byte entries ([`crate::host_if::ToeCmd`]) into a ring in host memory
//! and rings the producer index doorbell; the RNIC fetches them one at a time, in ring
//! order, each after the answer to the one before it, gives each good one to the TOE's host
//! command port, and answers it in the TOE event ring ([`crate::toe_ev`]) with the TOE's
//! answer and the command's index. An entry that does not decode is answered `BadCommand`
//! (connection 0: the index names the entry) and never reaches the TOE. The TOE's port is shared with the hardware's own commands (the
//! send-ring writer's SEND, the receive side's CONSUMED): one command at a time, the three
//! sources served round robin.
//!
//! Rules (hardware choices, as the command queue's, `host_cmd`):
//! - A size write (2^1..2^16 entries) (re)starts the ring: nothing posted, nothing fetched.
//! - A producer index is taken when the ring is started, it does not move backwards, and
//!   it stays within the ring's size of the entries fetched; anything else (and any offset
//!   in the ring's part of the window that names no register) is refused, counted, and
//!   changes nothing.
//! - An entry is fetched only while the TOE event ring has room for an entry, so a driver
//!   that posts commands without polling its events does not lose their answers.

use crate::host_if::{doorbell, TOE_CMD_BYTES};
use crate::host_cmd::ring_log_ok;

/// The TOE command ring's consumer state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CommandQueue {
    pub base: u64,
    /// Size (log2 entries); `None` until the driver writes one.
    pub log: Option<u8>,
    /// Entries posted (the driver's producer index) and fetched, mod 2^32.
    pub pi: u32,
    pub fetched: u32,
}

impl CommandQueue {
    pub fn new() -> Self {
        Self::default()
    }

    /// A doorbell write in the ring's part of the window; whether it was taken.
    pub fn doorbell(&mut self, addr: u32, data: u32) -> bool {
        match addr {
            doorbell::TQ_BASE_LO => self.base = doorbell::base_half(self.base, data, false),
            doorbell::TQ_BASE_HI => self.base = doorbell::base_half(self.base, data, true),
            doorbell::TQ_LOG if ring_log_ok(data) => {
                (self.log, self.pi, self.fetched) = (Some(data as u8), 0, 0);
            }
            doorbell::TQ_PI if self.log.is_some_and(|l| {
                let ahead = data.wrapping_sub(self.fetched);
                self.pi.wrapping_sub(self.fetched) <= ahead && ahead <= 1 << l
            }) =>
            {
                self.pi = data
            }
            _ => return false,
        }
        true
    }

    /// The next entry to fetch, if one is posted: its host address and index.
    pub fn next(&self) -> Option<(u64, u32)> {
        let log = self.log?;
        (self.pi != self.fetched).then(|| {
            let slot = u64::from(self.fetched & ((1 << log) - 1));
            (self.base.wrapping_add(slot * TOE_CMD_BYTES as u64), self.fetched)
        })
    }

    /// The next entry fetched.
    pub fn fetch(&mut self) -> Option<(u64, u32)> {
        let n = self.next()?;
        self.fetched = self.fetched.wrapping_add(1);
        Some(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Slots lap; producer indices only forward and within a ring's size of the fetched.
    #[test]
    fn fetch_order_and_doorbells() {
        let mut q = CommandQueue::new();
        assert!(!q.doorbell(doorbell::TQ_PI, 1), "not started");
        assert!(q.doorbell(doorbell::TQ_BASE_HI, 1));
        assert!(q.doorbell(doorbell::TQ_LOG, 1));
        assert!(!q.doorbell(doorbell::TQ_PI, 3), "past the ring's size");
        assert!(q.doorbell(doorbell::TQ_PI, 2));
        assert!(!q.doorbell(doorbell::TQ_PI, 1), "backwards");
        assert_eq!(q.fetch(), Some((1 << 32, 0)));
        assert_eq!(q.fetch(), Some(((1 << 32) + 32, 1)));
        assert_eq!(q.fetch(), None);
        assert!(q.doorbell(doorbell::TQ_PI, 4));
        assert_eq!(q.fetch(), Some((1 << 32, 2)));
        assert!(!q.doorbell(doorbell::TQ_WINDOW + 0x10, 0));
    }
}
