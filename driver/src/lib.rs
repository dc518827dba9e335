//! # iwarp-driver
//!
//! The RNIC's host driver library (issue 16, in progress). It talks to the RNIC only the way
//! a kernel driver does: entries written into rings in host memory, doorbell registers
//! written with a ring's new producer or consumer index, completions read back from host
//! memory where the RNIC's DMA wrote them (golden's [`host_if`](iwarp_golden::host_if) gives
//! every entry's bytes).
//!
//! Built so far: the rings ([`ring`]: a producer ring for the send, receive and command
//! queues, a completion ring polled by its owner bit), the command queue on top of them
//! ([`Device`]: open, submit a command, poll its completion), and queue pairs and
//! completion queues ([`qp`]: post sends and receives, ring their doorbells, poll
//! completions, free the entries each completion finishes), and the TOE's rings ([`toe`]:
//! the TOE command queue and the TOE event queue). Memory registration helpers and
//! connection set-up come with the `rnic` top.

pub mod mpa_setup;
pub mod qp;
pub mod ring;
pub mod stream;
pub mod toe;

use iwarp_golden::host_if::{doorbell, Cmd, CmdCqe, HostIfError, MrCmd, CMD_BYTES, CMD_CQE_BYTES};
use ring::{CompletionRing, ProducerRing};

/// What the driver needs of the machine: host memory at physical addresses (the RNIC's DMA
/// reaches the same bytes) and the RNIC's register window (32-bit writes).
pub trait Host {
    fn write_mem(&mut self, addr: u64, bytes: &[u8]);
    fn read_mem(&mut self, addr: u64, out: &mut [u8]);
    fn write_reg(&mut self, offset: u32, value: u32);
}

/// Why the driver refused or failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DriverError {
    /// The ring has no free entry: posting would overwrite one the RNIC has not consumed.
    QueueFull,
    /// A completion the RNIC wrote does not decode (the field named).
    BadCompletion(HostIfError),
    /// A ring of this many entries (log2) is outside what the RNIC takes.
    RingSize(u8),
    /// A completion for no work request outstanding (its `wr_id`), or out of order.
    UnexpectedCompletion(u64),
}

impl std::fmt::Display for DriverError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DriverError::QueueFull => write!(f, "queue full"),
            DriverError::BadCompletion(e) => write!(f, "bad completion: {e}"),
            DriverError::RingSize(l) => write!(f, "ring of 2^{l} entries not supported"),
            DriverError::UnexpectedCompletion(id) => write!(f, "completion of work request {id}, which is not the next outstanding"),
        }
    }
}

impl std::error::Error for DriverError {}

/// Where the driver puts the command queue and its completion ring in host memory, and
/// their sizes (log2 entries).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommandRings {
    pub cmd_base: u64,
    pub cmd_log: u8,
    pub cq_base: u64,
    pub cq_log: u8,
}

/// An opened RNIC: its command queue and command completion ring.
pub struct Device<H: Host> {
    pub host: H,
    cmdq: ProducerRing,
    cmdcq: CompletionRing,
    next_id: u64,
}

impl<H: Host> Device<H> {
    /// Opens the device: the rings zeroed in host memory (a completion ring must start with
    /// every owner bit clear), their bases and sizes written to the registers.
    pub fn open(mut host: H, rings: CommandRings) -> Result<Self, DriverError> {
        let cmdq = ProducerRing::new(rings.cmd_base, rings.cmd_log, CMD_BYTES)?;
        let cmdcq = CompletionRing::new(rings.cq_base, rings.cq_log, CMD_CQE_BYTES)?;
        cmdcq.clear(&mut host);
        for (lo, hi, base) in [(doorbell::CMD_BASE_LO, doorbell::CMD_BASE_HI, rings.cmd_base), (doorbell::CMD_CQ_BASE_LO, doorbell::CMD_CQ_BASE_HI, rings.cq_base)] {
            host.write_reg(lo, base as u32);
            host.write_reg(hi, (base >> 32) as u32);
        }
        host.write_reg(doorbell::CMD_LOG, u32::from(rings.cmd_log));
        host.write_reg(doorbell::CMD_CQ_LOG, u32::from(rings.cq_log));
        Ok(Device { host, cmdq, cmdcq, next_id: 1 })
    }

    /// Submits `cmd` with a fresh `cmd_id` (returned; the id in `cmd` is replaced): written
    /// into the next command entry, then the doorbell rung with the new producer index.
    pub fn submit(&mut self, cmd: Cmd) -> Result<u64, DriverError> {
        let id = self.next_id;
        let mut bytes = cmd.encode();
        bytes[..8].copy_from_slice(&id.to_le_bytes());
        self.cmdq.push(&mut self.host, &bytes)?;
        self.next_id += 1;
        self.cmdq.ring(&mut self.host, doorbell::CMD_PI);
        Ok(id)
    }

    /// The next command completion, if the RNIC has written one: its entry taken (the
    /// consumer index told to the RNIC) and its command's entry freed.
    pub fn poll_command(&mut self) -> Result<Option<CmdCqe>, DriverError> {
        let Some(bytes) = self.cmdcq.poll(&mut self.host) else { return Ok(None) };
        let c = CmdCqe::decode(&bytes).map_err(DriverError::BadCompletion)?;
        self.cmdcq.release(&mut self.host, doorbell::CMD_CQ_CI);
        self.cmdq.retire(1);
        Ok(Some(c))
    }

    /// Registers a memory region: its page list (`pages`, one physical address per page,
    /// 8 bytes little-endian each) written into host memory at `mr.pbl`, then the register
    /// command submitted. The list must stay in place, unchanged, until the region is
    /// deregistered: the RNIC's TLB reads its entries on translation misses.
    pub fn register_memory(&mut self, mr: MrCmd, pages: &[u64]) -> Result<u64, DriverError> {
        let list: Vec<u8> = pages.iter().flat_map(|p| p.to_le_bytes()).collect();
        self.host.write_mem(mr.pbl, &list);
        self.submit(Cmd::MrRegister { cmd_id: 0, mr })
    }

    /// Commands submitted and not yet completed.
    pub fn commands_outstanding(&self) -> u32 {
        self.cmdq.used()
    }
}

#[cfg(test)]
mod test_host;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod qp_tests;
