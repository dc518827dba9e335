//! The TOE's event ring (issue 16): the driver's side of the ring the RNIC writes the TOE's
//! connection events and the answers to its TOE commands into (golden `toe_ev` gives the
//! routing, `host_if::ToeEv` the entry). Events on a connection a QP in RDMA mode is bound
//! to go to the QP (ACKED) or to both (the connection's end); everything else is the
//! driver's: ESTABLISHED, answers, and the MPA start-up stream's ACKED counts.
//!
//! An entry with [`toe_ev_flag::LOST`] says the ring was full (or not started) for at least
//! one entry before it: the driver sized the ring too small for its connections' events.

use crate::ring::CompletionRing;
use crate::{DriverError, Host};
use iwarp_golden::host_if::{doorbell, ToeEv, TOE_EV_BYTES};
#[cfg(doc)]
use iwarp_golden::host_if::toe_ev_flag;

/// The driver's side of the TOE event ring.
pub struct ToeEventQueue {
    base: u64,
    log: u8,
    ring: CompletionRing,
}

impl ToeEventQueue {
    pub fn new(base: u64, log: u8) -> Result<Self, DriverError> {
        Ok(ToeEventQueue { base, log, ring: CompletionRing::new(base, log, TOE_EV_BYTES)? })
    }

    pub fn size(&self) -> u32 {
        self.ring.size()
    }

    /// Entries taken so far (mod 2^32).
    pub fn consumer_index(&self) -> u32 {
        self.ring.consumer_index()
    }

    /// Zeroes the ring and writes its registers (base, then the size, which (re)starts it).
    pub fn setup(&self, host: &mut impl Host) {
        self.ring.clear(host);
        host.write_reg(doorbell::EQ_BASE_LO, self.base as u32);
        host.write_reg(doorbell::EQ_BASE_HI, (self.base >> 32) as u32);
        host.write_reg(doorbell::EQ_LOG, u32::from(self.log));
    }

    /// The next entry if the RNIC has written one (decoded), the consumer index not yet
    /// given back ([`Self::release`], so a driver may batch it).
    pub fn poll(&mut self, host: &mut impl Host) -> Result<Option<ToeEv>, DriverError> {
        let Some(bytes) = self.ring.poll(host) else { return Ok(None) };
        ToeEv::decode(&bytes).map(Some).map_err(DriverError::BadCompletion)
    }

    /// Gives the consumer index back to the RNIC.
    pub fn release(&self, host: &mut impl Host) {
        self.ring.release(host, doorbell::EQ_CI);
    }
}
