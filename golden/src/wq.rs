//! The work queues as the RNIC fetches them (issue 16): the reference for the hardware's
//! work-queue fetcher (`rnic_wq`). The driver's side is `iwarp-driver`'s `QueuePair`; the QP
//! states' rules are [`crate::qp`]'s; the entries' bytes [`crate::host_if`]'s.
//!
//! Rules (hardware choices where the verbs and the iWARP RFCs leave them open, each said):
//! - A QP's rings restart whenever the QP enters reset (its create, and error -> reset):
//!   nothing rung, nothing fetched, nothing outstanding. The driver restarts its rings too.
//! - A producer index doorbell (`doorbell::sq` / `doorbell::rq`) is taken when the QP exists,
//!   the index moves forward (or stays) and it stays within the ring's size of the entries
//!   fetched; any other value is refused (counted) and changes nothing.
//! - Entries are fetched in ring order per queue. Each is decided when fetched
//!   ([`WqQp::decide`]): a malformed entry (golden `SqWqe::decode` / `RqWqe::decode` refuse
//!   it) is [`CqeStatus::BadWqe`]; then the QP state's rule ([`crate::qp::Qp::post_send`] /
//!   `post_recv`): taken, refused (`BadWqe`) or flushed (`Flushed`). A taken send goes to the
//!   transmit engine, a taken receive to the receive engine; the others complete at once
//!   ([`Verdict::Complete`]).
//! - **Waiting** ([`Verdict::Wait`]: the entry stays in the ring, fetched again later):
//!   - a completion made at once waits until nothing of its queue is outstanding in the
//!     engine, so each queue completes in posting order (the driver's rule, `QueuePair::
//!     completed`);
//!   - a taken entry waits while its engine's queue for the QP is full ([`ENGINE_DEPTH`]:
//!     ddp_tx's send queue and ddp_rx's posted receives are 16 deep), so the engines never
//!     hold their shared port on one QP;
//!   - a send with the read fence flag waits until no Read of the QP is outstanding;
//!   - a Read waits while ORD Reads are outstanding.
//! - A Read on a QP whose ORD is 0 is [`CqeStatus::BadWqe`]: it could never be issued (the
//!   verbs let a QP without ORD refuse Reads).
//! - A completion made at once carries the entry's `wr_id`, the QP and the status; a send's
//!   carries its operation (a malformed operation byte: `Write`, the status says why) and
//!   its length, a receive's `Recv` and length 0 (nothing was received).
//! - The engines' completions count back: each send (a Read's too) and each receive
//!   completed frees one place in its engine's queue.

use crate::host_if::{sq_flag, Cqe, CqeOp, CqeStatus, QpState, RqWqe, SqOp, SqWqe, RQ_WQE_BYTES, SQ_WQE_BYTES};
use crate::qp::{Posted, Qp};

/// Entries of one QP an engine holds at most (ddp_tx's send queue, ddp_rx's posted receives).
pub const ENGINE_DEPTH: u32 = 16;

/// A QP's two rings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ring {
    Sq,
    Rq,
}

/// One ring's indices: the producer index rung and the entries fetched (both mod 2^32).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RingState {
    pub base: u64,
    pub log: u8,
    pub pi: u32,
    pub ci: u32,
    /// Taken entries the engine has not completed yet.
    pub out: u32,
}

impl RingState {
    pub fn size(&self) -> u32 {
        1 << self.log
    }

    /// The host address of the next entry.
    pub fn next_addr(&self, entry: usize) -> u64 {
        self.base.wrapping_add(u64::from(self.ci & (self.size() - 1)) * entry as u64)
    }

    /// The producer index doorbell; whether it was taken.
    fn ring(&mut self, pi: u32) -> bool {
        let d_new = pi.wrapping_sub(self.ci);
        if d_new <= self.size() && d_new >= self.pi.wrapping_sub(self.ci) {
            self.pi = pi;
            true
        } else {
            false
        }
    }
}

/// A taken entry, as it goes to its engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// To the transmit engine (`id` = the entry's ring index).
    Send { id: u32, wqe: SqWqe },
    /// To the receive engine (`slot` = receives taken since reset, mod [`ENGINE_DEPTH`]).
    Recv { slot: u8, wqe: RqWqe },
}

/// What became of the entry at a queue's head.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Left in the ring, fetched again later.
    Wait,
    Take(Taken),
    /// Completed at once (the completion's owner bit is the writer's).
    Complete(Cqe),
}

/// One QP's view for the fetcher: its state and ORD (from the command processor), its rings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WqQp {
    pub qp: u16,
    pub live: bool,
    pub state: QpState,
    pub ord: u8,
    pub cq: u16,
    pub sq: RingState,
    pub rq: RingState,
    /// Reads outstanding in the transmit engine.
    pub reads_out: u32,
    /// Receives taken since reset (the receive engine's slot counter).
    pub recvs_taken: u32,
}

impl WqQp {
    pub fn new(qp: u16) -> Self {
        WqQp { qp, live: false, state: QpState::Reset, ord: 0, cq: 0, sq: RingState::default(), rq: RingState::default(), reads_out: 0, recvs_taken: 0 }
    }

    /// The command processor's update of the QP (its `m_qp`): entering reset restarts both
    /// rings; a destroyed QP (`live` clear) takes no doorbell.
    #[allow(clippy::too_many_arguments)]
    pub fn update(&mut self, live: bool, state: QpState, ord: u8, cq: u16, sq_base: u64, sq_log: u8, rq_base: u64, rq_log: u8) {
        self.live = live;
        self.state = state;
        self.ord = ord;
        self.cq = cq;
        self.sq.base = sq_base;
        self.sq.log = sq_log;
        self.rq.base = rq_base;
        self.rq.log = rq_log;
        if state == QpState::Reset || !live {
            for r in [&mut self.sq, &mut self.rq] {
                r.pi = 0;
                r.ci = 0;
                r.out = 0;
            }
            self.reads_out = 0;
            self.recvs_taken = 0;
        }
    }

    pub fn ring(&self, ring: Ring) -> &RingState {
        match ring {
            Ring::Sq => &self.sq,
            Ring::Rq => &self.rq,
        }
    }

    fn ring_mut(&mut self, ring: Ring) -> &mut RingState {
        match ring {
            Ring::Sq => &mut self.sq,
            Ring::Rq => &mut self.rq,
        }
    }

    /// A producer index doorbell; whether it was taken.
    pub fn doorbell(&mut self, ring: Ring, pi: u32) -> bool {
        self.live && self.ring_mut(ring).ring(pi)
    }

    /// Entries rung and not fetched.
    pub fn pending(&self, ring: Ring) -> u32 {
        let r = self.ring(ring);
        r.pi.wrapping_sub(r.ci)
    }

    /// The decision on the entry at `ring`'s head, whose bytes are `bytes`, without applying
    /// it ([`WqQp::apply`] does).
    pub fn decide(&self, ring: Ring, bytes: &[u8]) -> Verdict {
        let r = self.ring(ring);
        let drained = r.out == 0;
        // The state's rule, on a scratch QP in this state (golden `qp`).
        let mut q = Qp { state: self.state, ..Qp::new() };
        let wait_or = |cqe: Cqe| if drained { Verdict::Complete(cqe) } else { Verdict::Wait };
        match ring {
            Ring::Sq => {
                let raw_len = u32::from_le_bytes(bytes[12..16].try_into().unwrap());
                let raw_op = SqOp::ALL.get(bytes[8] as usize).copied().unwrap_or(SqOp::Write);
                let raw_id = u64::from_le_bytes(bytes[..8].try_into().unwrap());
                let done = |status| Cqe { wr_id: raw_id, len: raw_len, inv_stag: 0, qp: self.qp, op: cqe_op(raw_op), status, flags: 0, owner: false };
                let Ok(wqe) = SqWqe::decode(&bytes[..SQ_WQE_BYTES]) else {
                    return wait_or(done(CqeStatus::BadWqe));
                };
                match q.post_send(wqe.wr_id) {
                    Posted::Completed(status) => wait_or(done(status)),
                    Posted::Taken => {
                        let read = wqe.op == SqOp::Read;
                        if read && self.ord == 0 {
                            return wait_or(done(CqeStatus::BadWqe));
                        }
                        let fenced = wqe.flags & sq_flag::FENCE != 0 && self.reads_out != 0;
                        let ord_full = read && self.reads_out >= u32::from(self.ord);
                        if r.out >= ENGINE_DEPTH || fenced || ord_full {
                            Verdict::Wait
                        } else {
                            Verdict::Take(Taken::Send { id: r.ci, wqe })
                        }
                    }
                }
            }
            Ring::Rq => {
                let raw_id = u64::from_le_bytes(bytes[..8].try_into().unwrap());
                let done = |status| Cqe { wr_id: raw_id, len: 0, inv_stag: 0, qp: self.qp, op: CqeOp::Recv, status, flags: 0, owner: false };
                let Ok(wqe) = RqWqe::decode(&bytes[..RQ_WQE_BYTES]) else {
                    return wait_or(done(CqeStatus::BadWqe));
                };
                match q.post_recv(wqe.wr_id) {
                    Posted::Completed(status) => wait_or(done(status)),
                    Posted::Taken if r.out >= ENGINE_DEPTH => Verdict::Wait,
                    Posted::Taken => Verdict::Take(Taken::Recv { slot: (self.recvs_taken % ENGINE_DEPTH) as u8, wqe }),
                }
            }
        }
    }

    /// Applies a verdict other than [`Verdict::Wait`]: the entry is fetched.
    pub fn apply(&mut self, ring: Ring, v: &Verdict) {
        match v {
            Verdict::Wait => {}
            Verdict::Complete(_) => self.ring_mut(ring).ci = self.ring(ring).ci.wrapping_add(1),
            Verdict::Take(t) => {
                let r = self.ring_mut(ring);
                r.ci = r.ci.wrapping_add(1);
                r.out += 1;
                match t {
                    Taken::Send { wqe, .. } if wqe.op == SqOp::Read => self.reads_out += 1,
                    Taken::Send { .. } => {}
                    Taken::Recv { .. } => self.recvs_taken = self.recvs_taken.wrapping_add(1),
                }
            }
        }
    }

    /// The engine completed one taken entry of `ring` (`read`: a send that was a Read);
    /// false (and nothing changes) when none was outstanding.
    pub fn engine_done(&mut self, ring: Ring, read: bool) -> bool {
        if self.ring(ring).out == 0 || (read && self.reads_out == 0) {
            return false;
        }
        self.ring_mut(ring).out -= 1;
        if read {
            self.reads_out -= 1;
        }
        true
    }
}

/// A send operation's completion operation.
pub fn cqe_op(op: SqOp) -> CqeOp {
    match op {
        SqOp::Write => CqeOp::Write,
        SqOp::Read => CqeOp::Read,
        SqOp::Send => CqeOp::Send,
        SqOp::SendInv => CqeOp::SendInv,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rts(ord: u8) -> WqQp {
        let mut q = WqQp::new(2);
        q.update(true, QpState::Rts, ord, 5, 0x1000, 2, 0x2000, 2);
        q
    }

    fn send(op: SqOp, flags: u8) -> [u8; SQ_WQE_BYTES] {
        SqWqe { wr_id: 77, op, flags, len: 8, lstag: 1, lto: 0, rstag: 2, rto: 0 }.encode()
    }

    /// Doorbells: forward, within the ring's size of the entries fetched, on a live QP.
    #[test]
    fn doorbells() {
        let mut q = WqQp::new(1);
        assert!(!q.doorbell(Ring::Sq, 1), "no QP");
        q.update(true, QpState::Reset, 0, 0, 0x1000, 2, 0x2000, 1);
        assert!(q.doorbell(Ring::Sq, 4));
        assert!(!q.doorbell(Ring::Sq, 5), "past the ring's size");
        assert!(!q.doorbell(Ring::Sq, 3), "backwards");
        assert!(q.doorbell(Ring::Sq, 4), "the same index again");
        assert!(!q.doorbell(Ring::Rq, 3));
        assert!(q.doorbell(Ring::Rq, 2));
        assert_eq!(q.ring(Ring::Sq).next_addr(SQ_WQE_BYTES), 0x1000);
        q.update(true, QpState::Reset, 0, 0, 0x1000, 2, 0x2000, 1);
        assert_eq!(q.pending(Ring::Sq), 0, "reset restarts the rings");
    }

    /// Taken while the engine has room; a completion made at once waits for the queue to
    /// drain; a fenced send waits for the Reads; a Read for ORD.
    #[test]
    fn waits_keep_order_and_limits() {
        let mut q = rts(1);
        let v = q.decide(Ring::Sq, &send(SqOp::Read, 0));
        assert!(matches!(v, Verdict::Take(Taken::Send { id: 0, .. })));
        q.apply(Ring::Sq, &v);
        assert_eq!(q.decide(Ring::Sq, &send(SqOp::Read, 0)), Verdict::Wait, "ORD 1 used");
        assert_eq!(q.decide(Ring::Sq, &send(SqOp::Write, sq_flag::FENCE)), Verdict::Wait, "fenced behind the Read");
        let v = q.decide(Ring::Sq, &send(SqOp::Write, 0));
        assert!(matches!(v, Verdict::Take(Taken::Send { id: 1, .. })));
        let mut bad = send(SqOp::Write, 0);
        bad[10] = 1;
        assert_eq!(q.decide(Ring::Sq, &bad), Verdict::Wait, "a refusal waits for the Read to complete");
        assert!(q.engine_done(Ring::Sq, true));
        let Verdict::Complete(c) = q.decide(Ring::Sq, &bad) else { panic!() };
        assert_eq!((c.status, c.op, c.len, c.wr_id), (CqeStatus::BadWqe, CqeOp::Write, 8, 77));
        assert!(!q.engine_done(Ring::Sq, false), "nothing outstanding");
        let no_ord = rts(0);
        assert!(matches!(no_ord.decide(Ring::Sq, &send(SqOp::Read, 0)), Verdict::Complete(Cqe { status: CqeStatus::BadWqe, .. })));
    }

    /// The engine's depth; receives' slots count the receives taken; state rules.
    #[test]
    fn depth_slots_and_states() {
        let mut q = rts(4);
        let r = RqWqe { wr_id: 9, stag: 1, len: 64, to: 0 }.encode();
        for i in 0..ENGINE_DEPTH {
            let v = q.decide(Ring::Rq, &r);
            assert_eq!(v, Verdict::Take(Taken::Recv { slot: i as u8, wqe: RqWqe::decode(&r).unwrap() }));
            q.apply(Ring::Rq, &v);
        }
        assert_eq!(q.decide(Ring::Rq, &r), Verdict::Wait, "ddp_rx holds 16");
        q.state = QpState::Error;
        assert_eq!(q.decide(Ring::Rq, &r), Verdict::Wait, "the flush waits for the engine's");
        for _ in 0..ENGINE_DEPTH {
            assert!(q.engine_done(Ring::Rq, false));
        }
        let Verdict::Complete(c) = q.decide(Ring::Rq, &r) else { panic!() };
        assert_eq!((c.status, c.op, c.len), (CqeStatus::Flushed, CqeOp::Recv, 0));
        q.state = QpState::Rtr;
        assert!(matches!(q.decide(Ring::Sq, &send(SqOp::Send, 0)), Verdict::Complete(Cqe { status: CqeStatus::BadWqe, op: CqeOp::Send, .. })));
    }
}
