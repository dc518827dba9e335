//! Queue pairs and completion queues against a software model of the RNIC's work-request
//! side, written from golden's host_if and qp rules: it reads send entries up to the send
//! doorbell's producer index and receive entries as Sends arrive, completes each queue in
//! order (a completion for every signalled or failed send, none for a successful
//! unsignalled one; one per receive), and never writes a completion past the room the
//! driver's consumer index leaves. Any interleaving of posts, doorbells, device progress and
//! polls: every completion the model writes is polled once, in order, and frees exactly the
//! entries it finishes; a full ring refuses; at the end nothing is left outstanding.

use crate::qp::{CompletionQueue, QpRings, QueuePair};
use crate::test_host::ModelHost;
use crate::{DriverError, Host};
use iwarp_golden::host_if::{doorbell, sq_flag, Cqe, CqeOp, CqeStatus, RqWqe, SqOp, SqWqe, CQE_BYTES, RQ_WQE_BYTES, SQ_WQE_BYTES};
use proptest::prelude::*;
use std::collections::VecDeque;

const QP: u16 = 3;
const CQ: u16 = 1;
const SQ_BASE: u64 = 0x10_0000;
const RQ_BASE: u64 = 0x20_0000;
const CQ_BASE: u64 = 0x30_0000;

/// A send the model fails (a local protection error): every seventh id.
fn fails(wr_id: u64) -> bool {
    wr_id.is_multiple_of(7)
}

/// The RNIC's work-request side for one QP and its completion queue.
struct ModelRnic {
    sq_log: u8,
    rq_log: u8,
    cq_log: u8,
    sq_read: u32,
    rq_read: u32,
    written: u32,
    /// Completions waiting for room in the completion ring.
    out: VecDeque<Cqe>,
}

impl ModelRnic {
    fn reg(h: &ModelHost, r: u32) -> u32 {
        h.regs.get(&r).copied().unwrap_or(0)
    }

    /// Executes up to `n` send entries below the send doorbell's producer index.
    fn sends(&mut self, h: &mut ModelHost, n: u32) {
        for _ in 0..n {
            let pi = Self::reg(h, doorbell::sq(QP));
            if pi == self.sq_read {
                break;
            }
            assert!(pi.wrapping_sub(self.sq_read) <= 1 << self.sq_log, "the send producer index runs more than a ring ahead");
            let mut b = [0u8; SQ_WQE_BYTES];
            h.read_mem(SQ_BASE + u64::from(self.sq_read & ((1 << self.sq_log) - 1)) * SQ_WQE_BYTES as u64, &mut b);
            let w = SqWqe::decode(&b).expect("the driver wrote a valid send entry");
            self.sq_read = self.sq_read.wrapping_add(1);
            let status = if fails(w.wr_id) { CqeStatus::LocalProtection } else { CqeStatus::Success };
            if w.flags & sq_flag::SIGNALED != 0 || status != CqeStatus::Success {
                self.out.push_back(Cqe { wr_id: w.wr_id, len: w.len, inv_stag: 0, qp: QP, op: CqeOp::Write, status, flags: 0, owner: false });
            }
        }
    }

    /// `n` Sends arrive: each takes the next receive entry below the receive doorbell's
    /// producer index (none posted: the arrival waits).
    fn recvs(&mut self, h: &mut ModelHost, n: u32) {
        for _ in 0..n {
            let pi = Self::reg(h, doorbell::rq(QP));
            if pi == self.rq_read {
                break;
            }
            let mut b = [0u8; RQ_WQE_BYTES];
            h.read_mem(RQ_BASE + u64::from(self.rq_read & ((1 << self.rq_log) - 1)) * RQ_WQE_BYTES as u64, &mut b);
            let w = RqWqe::decode(&b).expect("the driver wrote a valid receive entry");
            self.rq_read = self.rq_read.wrapping_add(1);
            self.out.push_back(Cqe { wr_id: w.wr_id, len: w.len / 2, inv_stag: 0, qp: QP, op: CqeOp::Recv, status: CqeStatus::Success, flags: 0, owner: false });
        }
    }

    /// Writes the completions waiting, as far as the completion ring has room; returns those
    /// written, in order.
    fn flush(&mut self, h: &mut ModelHost) -> Vec<Cqe> {
        let mut done = Vec::new();
        while let Some(mut c) = self.out.front().copied() {
            let room = (1u32 << self.cq_log) - self.written.wrapping_sub(Self::reg(h, doorbell::cq_ci(CQ)));
            if room == 0 {
                break;
            }
            c.owner = (self.written >> self.cq_log) & 1 == 0;
            h.write_mem(CQ_BASE + u64::from(self.written & ((1 << self.cq_log) - 1)) * CQE_BYTES as u64, &c.encode());
            self.written = self.written.wrapping_add(1);
            self.out.pop_front();
            done.push(c);
        }
        done
    }
}

#[derive(Clone, Copy, Debug)]
enum Op {
    Send(u8, bool),
    Recv(u8),
    Ring,
    DoSends(u8),
    Arrive(u8),
    Poll(u8),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (1u8..5, any::<bool>()).prop_map(|(n, s)| Op::Send(n, s)),
        (1u8..5).prop_map(Op::Recv),
        Just(Op::Ring),
        (1u8..6).prop_map(Op::DoSends),
        (1u8..6).prop_map(Op::Arrive),
        (1u8..6).prop_map(Op::Poll),
    ]
}

proptest! {
    #[test]
    fn completions_free_what_they_finish(sq_log in 1u8..=3, rq_log in 1u8..=3, cq_log in 1u8..=3, ops in prop::collection::vec(op(), 1..300)) {
        let mut h = ModelHost::default();
        let rings = QpRings { sq_base: SQ_BASE, sq_log, rq_base: RQ_BASE, rq_log };
        let mut qp = QueuePair::new(QP, rings).unwrap();
        let mut cq = CompletionQueue::new(CQ, CQ_BASE, cq_log).unwrap();
        cq.setup(&mut h);
        let mut rnic = ModelRnic { sq_log, rq_log, cq_log, sq_read: 0, rq_read: 0, written: 0, out: VecDeque::new() };
        let mut written: VecDeque<Cqe> = VecDeque::new();
        let mut next = 1u64;
        // The driver's convention: at least one signalled send per ring's worth, so a ring
        // of unsignalled sends cannot stay full with no completion to free it.
        let mut unsignalled_run = 0u32;
        let (mut polled, mut refused) = (0u64, 0u64);
        for o in ops {
            match o {
                Op::Send(n, sig) => {
                    for _ in 0..n {
                        let signalled = sig || unsignalled_run + 1 == 1 << sq_log;
                        let full = qp.outstanding().0 == 1 << sq_log;
                        let w = SqWqe { wr_id: next, op: SqOp::Write, flags: if signalled { sq_flag::SIGNALED } else { 0 }, len: 64, lstag: 1, lto: 0, rstag: 2, rto: 0 };
                        match qp.post_send(&mut h, &w) {
                            Ok(()) => {
                                prop_assert!(!full);
                                next += 1;
                                unsignalled_run = if signalled { 0 } else { unsignalled_run + 1 };
                            }
                            Err(e) => {
                                prop_assert_eq!(e, DriverError::QueueFull);
                                prop_assert!(full);
                                refused += 1;
                            }
                        }
                    }
                }
                Op::Recv(n) => {
                    for _ in 0..n {
                        let full = qp.outstanding().1 == 1 << rq_log;
                        match qp.post_recv(&mut h, &RqWqe { wr_id: next, stag: 5, len: 4096, to: 0 }) {
                            Ok(()) => next += 1,
                            Err(e) => {
                                prop_assert_eq!(e, DriverError::QueueFull);
                                prop_assert!(full);
                            }
                        }
                    }
                }
                Op::Ring => {
                    qp.ring_send(&mut h);
                    qp.ring_recv(&mut h);
                }
                Op::DoSends(n) => rnic.sends(&mut h, u32::from(n)),
                Op::Arrive(n) => rnic.recvs(&mut h, u32::from(n)),
                Op::Poll(n) => {
                    for _ in 0..n {
                        match cq.poll(&mut h).unwrap() {
                            Some(c) => {
                                prop_assert_eq!(Some(c), written.pop_front(), "completions polled in the order written, each once");
                                qp.completed(&c).unwrap();
                                polled += 1;
                            }
                            None => break,
                        }
                    }
                }
            }
            written.extend(rnic.flush(&mut h));
        }
        // Drain: a last signalled send, everything rung and executed, every completion polled.
        let last = SqWqe { wr_id: next, op: SqOp::Write, flags: sq_flag::SIGNALED, len: 8, lstag: 1, lto: 0, rstag: 2, rto: 0 };
        let mut posted_last = false;
        for _ in 0..64 {
            if !posted_last {
                posted_last = qp.post_send(&mut h, &last).is_ok();
            }
            qp.ring_send(&mut h);
            qp.ring_recv(&mut h);
            rnic.sends(&mut h, 64);
            rnic.recvs(&mut h, 64);
            written.extend(rnic.flush(&mut h));
            while let Some(c) = cq.poll(&mut h).unwrap() {
                prop_assert_eq!(Some(c), written.pop_front());
                qp.completed(&c).unwrap();
                polled += 1;
            }
        }
        prop_assert!(posted_last, "the last send never found room");
        prop_assert_eq!(qp.outstanding(), (0, 0), "entries left outstanding after every completion ({} polled, {} refused)", polled, refused);
        prop_assert!(written.is_empty());
    }
}

/// A completion the QP did not ask for is reported and frees nothing: an unknown id, a
/// receive with none posted, a send whose older signalled send has not completed.
#[test]
fn unexpected_completions_reported() {
    let mut h = ModelHost::default();
    let mut qp = QueuePair::new(QP, QpRings { sq_base: SQ_BASE, sq_log: 2, rq_base: RQ_BASE, rq_log: 2 }).unwrap();
    let send = |wr_id, flags| SqWqe { wr_id, op: SqOp::Send, flags, len: 1, lstag: 1, lto: 0, rstag: 0, rto: 0 };
    qp.post_send(&mut h, &send(10, sq_flag::SIGNALED)).unwrap();
    qp.post_send(&mut h, &send(11, sq_flag::SIGNALED)).unwrap();
    let c = |wr_id, op| Cqe { wr_id, len: 1, inv_stag: 0, qp: QP, op, status: CqeStatus::Success, flags: 0, owner: true };
    assert_eq!(qp.completed(&c(99, CqeOp::Send)), Err(DriverError::UnexpectedCompletion(99)));
    assert_eq!(qp.completed(&c(10, CqeOp::Recv)), Err(DriverError::UnexpectedCompletion(10)));
    assert_eq!(qp.completed(&c(11, CqeOp::Send)), Err(DriverError::UnexpectedCompletion(11)), "11 completed before the signalled 10");
    assert_eq!(qp.outstanding(), (2, 0));
    qp.completed(&c(10, CqeOp::Send)).unwrap();
    qp.completed(&c(11, CqeOp::Send)).unwrap();
    assert_eq!(qp.outstanding(), (0, 0));
    assert!(matches!(qp.create_command(7, CQ), iwarp_golden::host_if::Cmd::QpCreate { qp: QP, pd: 7, cq: CQ, sq_log: 2, rq_log: 2, .. }));
}
