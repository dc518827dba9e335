//! The TOE's event ring (issue 16): the driver's side of the ring the RNIC writes the TOE's
//! connection events and the answers to its TOE commands into (golden `toe_ev` gives the
//! routing, `host_if::ToeEv` the entry). Events on a connection a QP in RDMA mode is bound
//! to go to the QP (ACKED) or to both (the connection's end); everything else is the
//! driver's: ESTABLISHED, answers, and the MPA start-up stream's ACKED counts.
//!
//! An entry with [`toe_ev_flag::LOST`] says the ring was full (or not started) for at least
//! one entry before it: the driver sized the ring too small for its connections' events.
//!
//! The TOE's commands (listen, connect, close, abort, consumed, send) go through the TOE
//! command ring ([`ToeCommandQueue`], golden `toe_cmdq` gives the RNIC's side); each is
//! answered in ring order by an answer entry in the event ring naming its index.

use crate::ring::{CompletionRing, ProducerRing};
use crate::{DriverError, Host};
use iwarp_golden::host_if::{doorbell, ToeCmd, ToeEv, TOE_CMD_BYTES, TOE_EV_BYTES};
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

/// The driver's side of the TOE command ring.
pub struct ToeCommandQueue {
    base: u64,
    log: u8,
    ring: ProducerRing,
}

impl ToeCommandQueue {
    pub fn new(base: u64, log: u8) -> Result<Self, DriverError> {
        Ok(ToeCommandQueue { base, log, ring: ProducerRing::new(base, log, TOE_CMD_BYTES)? })
    }

    /// Writes the ring's registers (base, then the size, which (re)starts it).
    pub fn setup(&self, host: &mut impl Host) {
        host.write_reg(doorbell::TQ_BASE_LO, self.base as u32);
        host.write_reg(doorbell::TQ_BASE_HI, (self.base >> 32) as u32);
        host.write_reg(doorbell::TQ_LOG, u32::from(self.log));
    }

    /// Commands posted and not yet answered.
    pub fn outstanding(&self) -> u32 {
        self.ring.used()
    }

    /// Writes a command into the ring (its index returned: its answer names it); refused
    /// when every entry waits for its answer. The doorbell is rung by [`Self::ring`].
    pub fn post(&mut self, host: &mut impl Host, cmd: &ToeCmd) -> Result<u32, DriverError> {
        self.ring.push(host, &cmd.encode())
    }

    /// Rings the producer index doorbell.
    pub fn ring(&self, host: &mut impl Host) {
        self.ring.ring(host, doorbell::TQ_PI);
    }

    /// An answer polled from the event ring: its command's entry is free again.
    pub fn answered(&mut self) {
        self.ring.retire(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_host::ModelHost;
    use iwarp_golden::host_if::ToeCmdOp;
    use iwarp_golden::toe_cmdq::CommandQueue;

    /// The driver's commands as golden's RNIC side fetches them: the registers it wrote
    /// taken, each entry read back as posted, in order, the ring full until answered.
    #[test]
    fn commands_reach_the_rnic_in_order() {
        let mut host = ModelHost::default();
        let mut q = ToeCommandQueue::new(0x9_0000, 1).unwrap();
        q.setup(&mut host);
        let mut rnic = CommandQueue::new();
        for r in [doorbell::TQ_BASE_LO, doorbell::TQ_BASE_HI, doorbell::TQ_LOG] {
            assert!(rnic.doorbell(r, host.regs[&r]));
        }
        let cmd = |op, conn| ToeCmd { op, conn, n: 7, remote_ip: 0xC000_0201, remote_port: 4791, local_port: 5000, remote_mac: 0x0200_0000_0001 };
        let sent = [cmd(ToeCmdOp::Connect, 0), cmd(ToeCmdOp::Send, 3), cmd(ToeCmdOp::Close, 3)];
        assert_eq!(q.post(&mut host, &sent[0]), Ok(0));
        assert_eq!(q.post(&mut host, &sent[1]), Ok(1));
        assert_eq!(q.post(&mut host, &sent[2]), Err(DriverError::QueueFull));
        q.ring(&mut host);
        assert!(rnic.doorbell(doorbell::TQ_PI, host.regs[&doorbell::TQ_PI]));
        for (k, want) in sent[..2].iter().enumerate() {
            let (at, index) = rnic.fetch().unwrap();
            let mut b = [0u8; TOE_CMD_BYTES];
            host.read_mem(at, &mut b);
            assert_eq!((ToeCmd::decode(&b), index), (Ok(*want), k as u32));
        }
        q.answered();
        assert_eq!((q.post(&mut host, &sent[2]), q.outstanding()), (Ok(2), 2));
    }
}
