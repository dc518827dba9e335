//! The completion former (issue 16): the reference for the hardware's `rnic_cqf`, which turns
//! the engines' completions into the host's 32-byte completions ([`Cqe`]).
//!
//! Rules (hardware choices; the verbs give the statuses and the unsignalled rule):
//! - The work-queue fetcher ([`crate::wq`]) records every entry it gives an engine
//!   ([`CompletionFormer::post`]) before the engine can complete it: the `wr_id`, the length,
//!   the signalled flag, the completion's operation and queue, at (QP, slot), the slot being
//!   the one the engine's completion will name (ddp_tx's `id` mod 16, ddp_rx's receive slot).
//! - A send completion (ddp_tx's: QP, id, status) completes its record: a success of an
//!   unsignalled send writes nothing (the verbs' rule; the driver retires it with the next
//!   signalled one), any other writes a completion with the record's `wr_id`, length,
//!   operation and the status mapped (`Ok` success, `Flush` flushed, `LocalProtection` local
//!   protection). A receive completion (ddp_rx's of kind `Recv`) completes its record with
//!   the bytes received, the solicited and invalidated flags and the invalidated STag.
//! - Each completed record is counted back to the fetcher ([`Done`]: QP, ring, a Read).
//! - A completion whose slot holds no record (nothing the fetcher gave the engine) is
//!   dropped and counted; so is a receive completion of status `Overflow` (ddp_rx's answer to
//!   a post into a full queue, which the fetcher never makes: its slot names a live entry),
//!   whose record is left alone and which is counted back (the fetcher counted the post);
//!   and so is a receive-side completion of another kind (the top's business).

use crate::ddp_rx::{Cqe as RxCqe, CqeKind, CqeStatus as RxStatus};
use crate::ddp_tx::SendStatus;
use crate::host_if::{cqe_flag, Cqe, CqeOp, CqeStatus};

/// Slots per QP and ring (the engines' queue depth).
pub const SLOTS: usize = 16;
/// QPs.
pub const QPS: usize = 16;

/// What the fetcher recorded of a taken entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    pub wr_id: u64,
    pub len: u32,
    pub signaled: bool,
    pub op: CqeOp,
    pub cq: u16,
}

/// A completed record counted back to the fetcher.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Done {
    pub qp: u8,
    pub recv: bool,
    pub read: bool,
}

/// What became of an engine completion: the host completion to write (to queue `cq`), and
/// the count back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Formed {
    pub cqe: Option<(u16, Cqe)>,
    pub done: Option<Done>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompletionFormer {
    pub sends: [[Option<Record>; SLOTS]; QPS],
    pub recvs: [[Option<Record>; SLOTS]; QPS],
    /// Completions dropped: no record; receive overflows.
    pub dropped: u64,
}

impl Default for CompletionFormer {
    fn default() -> Self {
        CompletionFormer { sends: [[None; SLOTS]; QPS], recvs: [[None; SLOTS]; QPS], dropped: 0 }
    }
}

impl CompletionFormer {
    pub fn new() -> Self {
        Self::default()
    }

    /// The fetcher's record of an entry given to an engine.
    pub fn post(&mut self, qp: u8, recv: bool, slot: u8, rec: Record) {
        let t = if recv { &mut self.recvs } else { &mut self.sends };
        t[qp as usize % QPS][slot as usize % SLOTS] = Some(rec);
    }

    /// ddp_tx's completion of work request `id` (its slot: `id` mod [`SLOTS`]).
    pub fn send_done(&mut self, qp: u8, id: u32, status: SendStatus) -> Formed {
        let Some(r) = self.sends[qp as usize % QPS][id as usize % SLOTS].take() else {
            self.dropped += 1;
            return Formed { cqe: None, done: None };
        };
        let status = match status {
            SendStatus::Ok => CqeStatus::Success,
            SendStatus::Flush => CqeStatus::Flushed,
            SendStatus::LocalProtection => CqeStatus::LocalProtection,
        };
        let silent = status == CqeStatus::Success && !r.signaled;
        let cqe = Cqe { wr_id: r.wr_id, len: r.len, inv_stag: 0, qp: u16::from(qp), op: r.op, status, flags: 0, owner: false };
        Formed { cqe: (!silent).then_some((r.cq, cqe)), done: Some(Done { qp, recv: false, read: r.op == CqeOp::Read }) }
    }

    /// ddp_rx's completion of a receive. Other kinds (a Read's placement, a peer's
    /// Terminate) are not completions of a work request and are the top's business: one
    /// that reaches the former is dropped and counted.
    pub fn recv_done(&mut self, c: &RxCqe) -> Formed {
        if c.kind != CqeKind::Recv {
            self.dropped += 1;
            return Formed { cqe: None, done: None };
        }
        let done = Some(Done { qp: c.qp, recv: true, read: false });
        if c.status == RxStatus::Overflow {
            self.dropped += 1;
            return Formed { cqe: None, done };
        }
        let Some(r) = self.recvs[c.qp as usize % QPS][c.slot as usize % SLOTS].take() else {
            self.dropped += 1;
            return Formed { cqe: None, done: None };
        };
        let status = if c.status == RxStatus::Ok { CqeStatus::Success } else { CqeStatus::Flushed };
        let mut flags = 0;
        if c.se {
            flags |= cqe_flag::SOLICITED;
        }
        if c.invalidated {
            flags |= cqe_flag::INVALIDATED;
        }
        let cqe = Cqe { wr_id: r.wr_id, len: c.len, inv_stag: if c.invalidated { c.stag } else { 0 }, qp: u16::from(c.qp), op: CqeOp::Recv, status, flags, owner: false };
        Formed { cqe: Some((r.cq, cqe)), done }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(wr_id: u64, signaled: bool, op: CqeOp) -> Record {
        Record { wr_id, len: 100, signaled, op, cq: 3 }
    }

    /// Signalled and unsignalled sends, statuses, Reads counted back as Reads, records taken
    /// once.
    #[test]
    fn sends() {
        let mut f = CompletionFormer::new();
        f.post(2, false, 5, rec(50, false, CqeOp::Write));
        f.post(2, false, 6, rec(60, true, CqeOp::Read));
        let a = f.send_done(2, 21, SendStatus::Ok);
        assert_eq!(a, Formed { cqe: None, done: Some(Done { qp: 2, recv: false, read: false }) }, "unsignalled success: silent");
        let b = f.send_done(2, 22, SendStatus::Ok);
        let (cq, c) = b.cqe.unwrap();
        assert_eq!((cq, c.wr_id, c.op, c.status, c.len), (3, 60, CqeOp::Read, CqeStatus::Success, 100));
        assert!(b.done.unwrap().read);
        assert_eq!(f.send_done(2, 22, SendStatus::Ok), Formed { cqe: None, done: None }, "taken once");
        f.post(2, false, 7, rec(70, false, CqeOp::Send));
        assert_eq!(f.send_done(2, 7, SendStatus::LocalProtection).cqe.unwrap().1.status, CqeStatus::LocalProtection, "a failure always completes");
        assert_eq!(f.dropped, 1);
    }

    /// Receives: bytes, flags and the invalidated STag; flushes; overflow dropped but counted
    /// back.
    #[test]
    fn receives() {
        let mut f = CompletionFormer::new();
        f.post(1, true, 0, rec(9, true, CqeOp::Recv));
        let c = RxCqe { qp: 1, kind: CqeKind::Recv, status: RxStatus::Ok, slot: 0, len: 42, se: true, invalidated: true, stag: 0x77 };
        let (_, q) = f.recv_done(&c).cqe.unwrap();
        assert_eq!((q.wr_id, q.len, q.flags, q.inv_stag, q.op), (9, 42, cqe_flag::SOLICITED | cqe_flag::INVALIDATED, 0x77, CqeOp::Recv));
        f.post(1, true, 1, rec(10, true, CqeOp::Recv));
        let fl = RxCqe { status: RxStatus::Flush, slot: 1, len: 0, se: false, invalidated: false, stag: 0, ..c };
        assert_eq!(f.recv_done(&fl).cqe.unwrap().1.status, CqeStatus::Flushed);
        let ov = RxCqe { status: RxStatus::Overflow, slot: 1, ..fl };
        assert_eq!(f.recv_done(&ov), Formed { cqe: None, done: Some(Done { qp: 1, recv: true, read: false }) });
        let other = RxCqe { kind: CqeKind::ReadDone, ..c };
        assert_eq!(f.recv_done(&other), Formed { cqe: None, done: None }, "not a receive: dropped");
        assert_eq!(f.dropped, 2);
    }
}
