//! Queue pairs and completion queues (issue 16): posting work requests into a QP's send and
//! receive rings, ringing their doorbells, and polling a completion queue.
//!
//! Completion rules the driver relies on (golden `qp` and `host_if`): each queue completes
//! in posting order; an unsignalled send writes no completion when it succeeds, so it is done
//! once a later send of its QP completes; a failed or flushed work request always writes
//! one. A send completion therefore frees its own entry and every older unsignalled one; a
//! receive completion frees one receive entry.

use crate::ring::{CompletionRing, ProducerRing};
use crate::{DriverError, Host};
use iwarp_golden::host_if::{doorbell, sq_flag, Cmd, Cqe, CqeOp, RqWqe, SqWqe, CQE_BYTES, RQ_WQE_BYTES, SQ_WQE_BYTES};
use std::collections::VecDeque;

/// Where a QP's rings live and how large they are (log2 entries).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QpRings {
    pub sq_base: u64,
    pub sq_log: u8,
    pub rq_base: u64,
    pub rq_log: u8,
}

/// The driver's side of one QP.
pub struct QueuePair {
    pub qp: u16,
    rings: QpRings,
    sq: ProducerRing,
    rq: ProducerRing,
    /// Sends posted and not yet known done: (wr_id, signalled), oldest first.
    sends: VecDeque<(u64, bool)>,
    recvs: VecDeque<u64>,
}

impl QueuePair {
    pub fn new(qp: u16, rings: QpRings) -> Result<Self, DriverError> {
        Ok(QueuePair {
            qp,
            rings,
            sq: ProducerRing::new(rings.sq_base, rings.sq_log, SQ_WQE_BYTES)?,
            rq: ProducerRing::new(rings.rq_base, rings.rq_log, RQ_WQE_BYTES)?,
            sends: VecDeque::new(),
            recvs: VecDeque::new(),
        })
    }

    /// The QP create command for this QP (to [`crate::Device::submit`]).
    pub fn create_command(&self, pd: u16, cq: u16) -> Cmd {
        let r = self.rings;
        Cmd::QpCreate { cmd_id: 0, qp: self.qp, pd, sq_log: r.sq_log, rq_log: r.rq_log, sq_base: r.sq_base, rq_base: r.rq_base, cq }
    }

    /// Writes a send queue entry (the doorbell is rung by [`QueuePair::ring_send`], once per
    /// batch); refused when the send ring is full.
    pub fn post_send(&mut self, host: &mut impl Host, wqe: &SqWqe) -> Result<(), DriverError> {
        self.sq.push(host, &wqe.encode())?;
        self.sends.push_back((wqe.wr_id, wqe.flags & sq_flag::SIGNALED != 0));
        Ok(())
    }

    /// Writes a receive queue entry (doorbell: [`QueuePair::ring_recv`]).
    pub fn post_recv(&mut self, host: &mut impl Host, wqe: &RqWqe) -> Result<(), DriverError> {
        self.rq.push(host, &wqe.encode())?;
        self.recvs.push_back(wqe.wr_id);
        Ok(())
    }

    /// Writes a send queue entry as given bytes (`wr_id` in its first 8): a malformed entry
    /// the RNIC must refuse with a `BadWqe` completion, which every refused entry gets.
    pub fn post_send_raw(&mut self, host: &mut impl Host, bytes: &[u8; SQ_WQE_BYTES]) -> Result<(), DriverError> {
        self.sq.push(host, bytes)?;
        self.sends.push_back((wr_id_of(bytes), true));
        Ok(())
    }

    /// Writes a receive queue entry as given bytes (as [`QueuePair::post_send_raw`]).
    pub fn post_recv_raw(&mut self, host: &mut impl Host, bytes: &[u8; RQ_WQE_BYTES]) -> Result<(), DriverError> {
        self.rq.push(host, bytes)?;
        self.recvs.push_back(wr_id_of(bytes));
        Ok(())
    }

    pub fn ring_send(&self, host: &mut impl Host) {
        self.sq.ring(host, doorbell::sq(self.qp));
    }

    pub fn ring_recv(&self, host: &mut impl Host) {
        self.rq.ring(host, doorbell::rq(self.qp));
    }

    /// The send and receive rings' producer indices (what their doorbells carry).
    pub fn producer_indices(&self) -> (u32, u32) {
        (self.sq.producer_index(), self.rq.producer_index())
    }

    /// Sends and receives posted and not yet known done.
    pub fn outstanding(&self) -> (usize, usize) {
        (self.sends.len(), self.recvs.len())
    }

    /// Takes a completion of this QP: frees the entries it finishes. A completion that
    /// matches nothing posted (a wrong id, a receive with none posted) is reported.
    pub fn completed(&mut self, cqe: &Cqe) -> Result<(), DriverError> {
        if cqe.op == CqeOp::Recv {
            if self.recvs.front() != Some(&cqe.wr_id) {
                return Err(DriverError::UnexpectedCompletion(cqe.wr_id));
            }
            self.recvs.pop_front();
            self.rq.retire(1);
            return Ok(());
        }
        let Some(n) = self.sends.iter().position(|&(id, _)| id == cqe.wr_id) else {
            return Err(DriverError::UnexpectedCompletion(cqe.wr_id));
        };
        // Older sends must all be unsignalled and successful (else each has a completion of
        // its own, which would have come first).
        if self.sends.iter().take(n).any(|&(_, signalled)| signalled) {
            return Err(DriverError::UnexpectedCompletion(cqe.wr_id));
        }
        self.sends.drain(..=n);
        self.sq.retire(n as u32 + 1);
        Ok(())
    }
}

/// An entry's `wr_id` (bytes 0-7, little-endian, as `SqWqe` / `RqWqe` encode it).
fn wr_id_of(bytes: &[u8]) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&bytes[..8]);
    u64::from_le_bytes(w)
}

/// The driver's side of one completion queue.
pub struct CompletionQueue {
    pub cq: u16,
    base: u64,
    log: u8,
    ring: CompletionRing,
}

impl CompletionQueue {
    pub fn new(cq: u16, base: u64, log: u8) -> Result<Self, DriverError> {
        Ok(CompletionQueue { cq, base, log, ring: CompletionRing::new(base, log, CQE_BYTES)? })
    }

    /// Zeroes the ring and writes its registers (base, size, consumer index 0).
    pub fn setup(&self, host: &mut impl Host) {
        self.ring.clear(host);
        let at = doorbell::STRIDE * u32::from(self.cq);
        host.write_reg(doorbell::CQ_BASE_LO + at, self.base as u32);
        host.write_reg(doorbell::CQ_BASE_HI + at, (self.base >> 32) as u32);
        host.write_reg(doorbell::CQ_LOG + at, u32::from(self.log));
        host.write_reg(doorbell::cq_ci(self.cq), 0);
    }

    /// The next completion if the RNIC has written one (decoded; the consumer index given
    /// back to the RNIC).
    pub fn poll(&mut self, host: &mut impl Host) -> Result<Option<Cqe>, DriverError> {
        let Some(bytes) = self.ring.poll(host) else { return Ok(None) };
        let c = Cqe::decode(&bytes).map_err(DriverError::BadCompletion)?;
        self.ring.release(host, doorbell::cq_ci(self.cq));
        Ok(Some(c))
    }
}
