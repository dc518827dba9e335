//! The QP state machine (issue 16): what a QP accepts and what it completes in each state,
//! the reference for the RNIC's command processor and the driver's tests.
//!
//! States are [`QpState`] (the verbs model's reset, init, ready to receive, ready to send,
//! error, with iWARP's closing and terminate: the RDMAC verbs' QP state diagram, RFC 5040
//! section 6's Terminate, RFC 5044 section 8's orderly close). Where the verbs leave the
//! choice to the implementation this module makes it, and says so:
//!
//! - **Host modifies** ([`Qp::modify`]): reset -> init; init -> ready to receive; ready to
//!   receive -> ready to send (RDMA mode: the connection and MPA's S0 known); ready to send
//!   -> closing (an orderly close, asked once the send queue has drained or not: the close
//!   waits for it); any state -> error (the host's abort); error -> reset. Every other
//!   modify is refused ([`CmdStatus::BadState`]) and changes nothing; modify to the state a
//!   QP is in is refused too (a driver that thinks it moved a QP and did not should know).
//! - **Events** ([`Qp::event`]): in ready to send a Terminate sent or received moves to
//!   terminate; a peer's FIN (the LLP closing) to closing; in closing or terminate the LLP's
//!   close completing moves to error (choice: both end in error so whatever is still posted
//!   is flushed; a clean close with nothing posted flushes nothing); an LLP reset (RST, the
//!   retry limit) moves any connected state to error.
//! - **Posting**: a send queue entry is taken in ready to send only; in reset, init and
//!   ready to receive it is refused as a bad work request ([`CqeStatus::BadWqe`], choice:
//!   the hardware cannot return an error code from a doorbell, so the refusal is a
//!   completion); in closing and terminate new sends are flushed, as in error. A receive
//!   queue entry is taken in init, ready to receive, ready to send and closing (an incoming
//!   Send may still arrive before the peer's FIN); in reset it is refused as a bad work
//!   request; in terminate and error it is flushed.
//! - **Flush**: entering error completes every outstanding send and receive entry with
//!   [`CqeStatus::Flushed`], sends first then receives, each queue in posting order, and
//!   every later post completes flushed at once. Reset forgets the queues (nothing is
//!   completed: the host reset a QP it no longer wants).
//! - **Destroy** ([`Qp::destroy`]) is taken in reset and error only.

use crate::host_if::{CmdStatus, CqeStatus, QpState};

/// Something that happened to a QP's connection or its RDMAP stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QpEvent {
    /// A Terminate was sent (a local error on an incoming message) or received.
    Terminate,
    /// The peer closed its half of the LLP (a FIN).
    PeerClosed,
    /// The LLP's close completed (both FINs acknowledged, or TIME-WAIT entered).
    LlpClosed,
    /// The LLP was reset (a RST, the retry limit, an abort).
    LlpReset,
}

impl QpEvent {
    pub const ALL: [QpEvent; 4] = [QpEvent::Terminate, QpEvent::PeerClosed, QpEvent::LlpClosed, QpEvent::LlpReset];
}

/// Which queue a work request or completion belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Queue {
    Send,
    Recv,
}

/// A completion the state machine produces by itself (flushes and refusals): the work
/// request's id, its queue and the status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Done {
    pub wr_id: u64,
    pub queue: Queue,
    pub status: CqeStatus,
}

/// What became of a posted work request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Posted {
    /// Taken: it will complete when the data path finishes it ([`Qp::complete`]).
    Taken,
    /// Completed at once with this status (refused or flushed).
    Completed(CqeStatus),
}

/// One QP's state and its outstanding work requests (ids in posting order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qp {
    pub state: QpState,
    pub sends: Vec<u64>,
    pub recvs: Vec<u64>,
}

impl Default for Qp {
    fn default() -> Self {
        Qp { state: QpState::Reset, sends: Vec::new(), recvs: Vec::new() }
    }
}

impl Qp {
    /// A new QP (QP create): in reset, nothing posted.
    pub fn new() -> Qp {
        Qp::default()
    }

    /// The host's modify to `to`: the transition table above. Flush completions (entering
    /// error) are returned in order.
    pub fn modify(&mut self, to: QpState) -> Result<Vec<Done>, CmdStatus> {
        use QpState::*;
        let ok = matches!(
            (self.state, to),
            (Reset, Init) | (Init, Rtr) | (Rtr, Rts) | (Rts, Closing) | (Error, Reset) | (Reset | Init | Rtr | Rts | Closing | Terminate, Error)
        );
        if !ok {
            return Err(CmdStatus::BadState);
        }
        Ok(self.enter(to))
    }

    /// An event on the QP's connection or stream; flush completions returned in order. An
    /// event that means nothing in the state (a FIN before RDMA mode, a second Terminate)
    /// changes nothing.
    pub fn event(&mut self, ev: QpEvent) -> Vec<Done> {
        use QpState::*;
        let to = match (self.state, ev) {
            (Rts, QpEvent::Terminate) => Terminate,
            (Rts, QpEvent::PeerClosed) => Closing,
            (Closing | Terminate, QpEvent::LlpClosed) => Error,
            (Rtr | Rts | Closing | Terminate, QpEvent::LlpReset) => Error,
            _ => return Vec::new(),
        };
        self.enter(to)
    }

    fn enter(&mut self, to: QpState) -> Vec<Done> {
        self.state = to;
        match to {
            QpState::Error => {
                let sends = self.sends.drain(..).map(|wr_id| Done { wr_id, queue: Queue::Send, status: CqeStatus::Flushed });
                let recvs = self.recvs.drain(..).map(|wr_id| Done { wr_id, queue: Queue::Recv, status: CqeStatus::Flushed });
                sends.chain(recvs).collect()
            }
            QpState::Reset => {
                self.sends.clear();
                self.recvs.clear();
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    /// A send queue entry posted.
    pub fn post_send(&mut self, wr_id: u64) -> Posted {
        match self.state {
            QpState::Rts => {
                self.sends.push(wr_id);
                Posted::Taken
            }
            QpState::Reset | QpState::Init | QpState::Rtr => Posted::Completed(CqeStatus::BadWqe),
            QpState::Closing | QpState::Terminate | QpState::Error => Posted::Completed(CqeStatus::Flushed),
        }
    }

    /// A receive queue entry posted.
    pub fn post_recv(&mut self, wr_id: u64) -> Posted {
        match self.state {
            QpState::Init | QpState::Rtr | QpState::Rts | QpState::Closing => {
                self.recvs.push(wr_id);
                Posted::Taken
            }
            QpState::Reset => Posted::Completed(CqeStatus::BadWqe),
            QpState::Terminate | QpState::Error => Posted::Completed(CqeStatus::Flushed),
        }
    }

    /// The data path finished the oldest outstanding entry of `queue` (each queue completes
    /// in order); its id, or None when nothing is outstanding.
    pub fn complete(&mut self, queue: Queue) -> Option<u64> {
        let q = match queue {
            Queue::Send => &mut self.sends,
            Queue::Recv => &mut self.recvs,
        };
        (!q.is_empty()).then(|| q.remove(0))
    }

    /// QP destroy: taken in reset and error only.
    pub fn destroy(&self) -> Result<(), CmdStatus> {
        match self.state {
            QpState::Reset | QpState::Error => Ok(()),
            _ => Err(CmdStatus::BadState),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[derive(Clone, Copy, Debug)]
    enum Step {
        Modify(QpState),
        Event(QpEvent),
        PostSend,
        PostRecv,
        Complete(bool),
    }

    fn step() -> impl Strategy<Value = Step> {
        prop_oneof![
            prop::sample::select(QpState::ALL.to_vec()).prop_map(Step::Modify),
            prop::sample::select(QpEvent::ALL.to_vec()).prop_map(Step::Event),
            Just(Step::PostSend),
            Just(Step::PostRecv),
            any::<bool>().prop_map(Step::Complete),
        ]
    }

    /// The normal life of a QP: reset, init, ready to receive (receives posted), ready to
    /// send (sends posted and completed), the peer's FIN, the close completing with one
    /// receive still posted, which is flushed; back to reset and destroyed.
    #[test]
    fn a_qps_life() {
        let mut q = Qp::new();
        assert_eq!(q.post_send(1), Posted::Completed(CqeStatus::BadWqe));
        assert_eq!(q.post_recv(2), Posted::Completed(CqeStatus::BadWqe));
        assert_eq!(q.modify(QpState::Rts), Err(CmdStatus::BadState));
        q.modify(QpState::Init).unwrap();
        assert_eq!(q.post_recv(10), Posted::Taken);
        q.modify(QpState::Rtr).unwrap();
        assert_eq!(q.post_send(11), Posted::Completed(CqeStatus::BadWqe));
        assert_eq!(q.post_recv(12), Posted::Taken);
        assert_eq!(q.destroy(), Err(CmdStatus::BadState));
        q.modify(QpState::Rts).unwrap();
        assert_eq!(q.post_send(20), Posted::Taken);
        assert_eq!(q.post_send(21), Posted::Taken);
        assert_eq!(q.complete(Queue::Send), Some(20));
        assert_eq!(q.complete(Queue::Recv), Some(10));
        assert!(q.event(QpEvent::PeerClosed).is_empty());
        assert_eq!(q.state, QpState::Closing);
        assert_eq!(q.post_send(22), Posted::Completed(CqeStatus::Flushed));
        assert_eq!(q.post_recv(23), Posted::Taken);
        let flushed = q.event(QpEvent::LlpClosed);
        let f = |wr_id, queue| Done { wr_id, queue, status: CqeStatus::Flushed };
        assert_eq!(flushed, [f(21, Queue::Send), f(12, Queue::Recv), f(23, Queue::Recv)]);
        assert_eq!(q.state, QpState::Error);
        assert_eq!(q.post_recv(24), Posted::Completed(CqeStatus::Flushed));
        q.destroy().unwrap();
        q.modify(QpState::Reset).unwrap();
        assert_eq!(q, Qp::new());
    }

    /// A Terminate in ready to send: new sends flushed, receives flushed, the LLP's close
    /// ends in error with what was outstanding flushed.
    #[test]
    fn terminate_then_close() {
        let mut q = Qp::new();
        for s in [QpState::Init, QpState::Rtr, QpState::Rts] {
            q.modify(s).unwrap();
        }
        assert_eq!(q.post_send(1), Posted::Taken);
        assert_eq!(q.post_recv(2), Posted::Taken);
        assert!(q.event(QpEvent::Terminate).is_empty());
        assert_eq!(q.state, QpState::Terminate);
        assert!(q.event(QpEvent::Terminate).is_empty(), "a second Terminate changes nothing");
        assert_eq!(q.post_send(3), Posted::Completed(CqeStatus::Flushed));
        assert_eq!(q.post_recv(4), Posted::Completed(CqeStatus::Flushed));
        assert_eq!(q.modify(QpState::Rts), Err(CmdStatus::BadState));
        let d = q.event(QpEvent::LlpClosed);
        assert_eq!(d.iter().map(|d| (d.wr_id, d.queue)).collect::<Vec<_>>(), [(1, Queue::Send), (2, Queue::Recv)]);
    }

    proptest! {
        /// Any sequence of modifies, events, posts and completions: every work request ends
        /// exactly once (taken then completed, flushed or forgotten by a reset, or
        /// completed at once), in posting order per queue; outstanding work exists only in
        /// the states that take it; error holds nothing; a refused modify changes nothing.
        #[test]
        fn every_work_request_ends_once(steps in prop::collection::vec(step(), 0..200)) {
            let mut q = Qp::new();
            let mut next = 0u64;
            let mut open: [Vec<u64>; 2] = [Vec::new(), Vec::new()];
            let mut ended = std::collections::BTreeSet::new();
            let end = |id: u64, ended: &mut std::collections::BTreeSet<u64>| {
                prop_assert!(ended.insert(id), "work request {} ended twice", id);
                Ok(())
            };
            for s in steps {
                let before = q.clone();
                let dones = match s {
                    Step::Modify(to) => match q.modify(to) {
                        Ok(d) => {
                            if to == QpState::Reset {
                                for id in open.iter_mut().flat_map(|v| v.drain(..)) {
                                    end(id, &mut ended)?;
                                }
                            }
                            d
                        }
                        Err(e) => {
                            prop_assert_eq!(e, CmdStatus::BadState);
                            prop_assert_eq!(&q, &before);
                            Vec::new()
                        }
                    },
                    Step::Event(ev) => q.event(ev),
                    Step::PostSend | Step::PostRecv => {
                        next += 1;
                        let (k, p) = if matches!(s, Step::PostSend) { (0, q.post_send(next)) } else { (1, q.post_recv(next)) };
                        match p {
                            Posted::Taken => open[k].push(next),
                            Posted::Completed(_) => end(next, &mut ended)?,
                        }
                        Vec::new()
                    }
                    Step::Complete(send) => {
                        let k = usize::from(!send);
                        let got = q.complete(if send { Queue::Send } else { Queue::Recv });
                        prop_assert_eq!(got, (!open[k].is_empty()).then(|| open[k][0]));
                        if let Some(id) = got {
                            open[k].remove(0);
                            end(id, &mut ended)?;
                        }
                        Vec::new()
                    }
                };
                // Flushes: the sends then the receives, each in posting order.
                let want: Vec<Done> = if dones.is_empty() { Vec::new() } else {
                    let [sends, recvs] = &mut open;
                    let s = sends.drain(..).map(|wr_id| Done { wr_id, queue: Queue::Send, status: CqeStatus::Flushed });
                    let r = recvs.drain(..).map(|wr_id| Done { wr_id, queue: Queue::Recv, status: CqeStatus::Flushed });
                    s.chain(r).collect()
                };
                prop_assert_eq!(&dones, &want);
                for d in &dones {
                    end(d.wr_id, &mut ended)?;
                }
                prop_assert_eq!(&q.sends, &open[0]);
                prop_assert_eq!(&q.recvs, &open[1]);
                if q.state == QpState::Error {
                    prop_assert!(q.sends.is_empty() && q.recvs.is_empty());
                }
                if !q.sends.is_empty() {
                    prop_assert!(matches!(q.state, QpState::Rts | QpState::Closing | QpState::Terminate), "{:?}", q.state);
                }
                if !q.recvs.is_empty() {
                    prop_assert!(!matches!(q.state, QpState::Reset | QpState::Error), "{:?}", q.state);
                }
            }
            let outstanding = (open[0].len() + open[1].len()) as u64;
            prop_assert_eq!(ended.len() as u64 + outstanding, next);
        }
    }
}
