//! Rings in host memory (issue 16): the driver's side of every queue the RNIC reads or
//! writes by DMA.
//!
//! - [`ProducerRing`]: the driver writes entries (send, receive, command queues) and tells
//!   the RNIC the new producer index through a doorbell; the RNIC reads up to it. Indices
//!   count entries mod 2^32 and the entry of index i sits at `base + (i mod 2^log) *
//!   entry_bytes`. An entry is free again only once the driver knows the RNIC is done with
//!   it (from a completion): the ring never holds more than 2^log entries, so a post never
//!   overwrites an entry the RNIC has not read.
//! - [`CompletionRing`]: the RNIC writes entries (completions, command completions), each
//!   with an owner bit in bit 0 of its last byte: 1 on the ring's first lap (the driver
//!   zeroes the ring before use), 0 on the second, and so on. The driver's consumer index
//!   says which entry is next and which lap it is on; an entry whose owner bit is the lap's
//!   is new. The driver reports its consumer index through a doorbell, the room the RNIC may
//!   fill.

use crate::{DriverError, Host};

/// The ring sizes the RNIC takes: 2^1 to 2^16 entries.
pub const LOG_MIN: u8 = 1;
pub const LOG_MAX: u8 = 16;

fn check_log(log: u8) -> Result<(), DriverError> {
    if (LOG_MIN..=LOG_MAX).contains(&log) {
        Ok(())
    } else {
        Err(DriverError::RingSize(log))
    }
}

/// A ring the driver produces into.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProducerRing {
    base: u64,
    log: u8,
    entry: usize,
    /// Entries posted; entries the RNIC is known to be done with (both mod 2^32).
    pi: u32,
    done: u32,
}

impl ProducerRing {
    pub fn new(base: u64, log: u8, entry: usize) -> Result<Self, DriverError> {
        check_log(log)?;
        Ok(ProducerRing { base, log, entry, pi: 0, done: 0 })
    }

    pub fn size(&self) -> u32 {
        1 << self.log
    }

    /// Entries posted and not yet known done.
    pub fn used(&self) -> u32 {
        self.pi.wrapping_sub(self.done)
    }

    /// The producer index (what the doorbell carries).
    pub fn producer_index(&self) -> u32 {
        self.pi
    }

    /// The host address of the entry with index `i`.
    pub fn addr(&self, i: u32) -> u64 {
        self.base + u64::from(i & (self.size() - 1)) * self.entry as u64
    }

    /// Writes `bytes` (one entry) at the producer index and advances it; refused when the
    /// ring is full. The doorbell is rung separately ([`ProducerRing::ring`]), so a batch
    /// costs one register write.
    pub fn push(&mut self, host: &mut impl Host, bytes: &[u8]) -> Result<u32, DriverError> {
        assert_eq!(bytes.len(), self.entry, "an entry of this ring is {} bytes", self.entry);
        if self.used() == self.size() {
            return Err(DriverError::QueueFull);
        }
        let i = self.pi;
        host.write_mem(self.addr(i), bytes);
        self.pi = self.pi.wrapping_add(1);
        Ok(i)
    }

    /// Rings the doorbell at `offset` with the producer index.
    pub fn ring(&self, host: &mut impl Host, offset: u32) {
        host.write_reg(offset, self.pi);
    }

    /// The RNIC is done with the `n` oldest entries.
    pub fn retire(&mut self, n: u32) {
        assert!(n <= self.used(), "retiring {n} of {} entries posted", self.used());
        self.done = self.done.wrapping_add(n);
    }
}

/// A ring the RNIC produces into and the driver polls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompletionRing {
    base: u64,
    log: u8,
    entry: usize,
    /// Entries taken (mod 2^32): the next entry's index and, above the ring's bits, its lap.
    ci: u32,
}

impl CompletionRing {
    pub fn new(base: u64, log: u8, entry: usize) -> Result<Self, DriverError> {
        check_log(log)?;
        Ok(CompletionRing { base, log, entry, ci: 0 })
    }

    pub fn size(&self) -> u32 {
        1 << self.log
    }

    /// Zeroes the ring in host memory (every owner bit clear: nothing new on the first lap).
    pub fn clear(&self, host: &mut impl Host) {
        host.write_mem(self.base, &vec![0u8; self.entry << self.log]);
    }

    /// The owner bit an entry written on the current lap carries: 1 on even laps (the first
    /// is lap 0), 0 on odd ones.
    pub fn lap_owner(&self) -> bool {
        (self.ci >> self.log) & 1 == 0
    }

    /// The consumer index (what the doorbell carries).
    pub fn consumer_index(&self) -> u32 {
        self.ci
    }

    /// The next entry's bytes if the RNIC has written it (its owner bit is the lap's), and
    /// the consumer index advanced past it; None otherwise.
    pub fn poll(&mut self, host: &mut impl Host) -> Option<Vec<u8>> {
        let at = self.base + u64::from(self.ci & (self.size() - 1)) * self.entry as u64;
        let mut bytes = vec![0u8; self.entry];
        host.read_mem(at, &mut bytes);
        if (bytes[self.entry - 1] & 1 == 1) != self.lap_owner() {
            return None;
        }
        self.ci = self.ci.wrapping_add(1);
        Some(bytes)
    }

    /// Tells the RNIC the consumer index (the doorbell at `offset`).
    pub fn release(&self, host: &mut impl Host, offset: u32) {
        host.write_reg(offset, self.ci);
    }
}
