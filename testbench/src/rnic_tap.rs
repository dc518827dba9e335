//! One RNIC node on a TAP device (issue 16's interop): the composed `rnic` on Verilator with
//! its host (`rnic_host`'s driver state) whose wire is a TAP device in a network namespace the
//! caller made, so the Linux kernel's TCP (and whatever runs on its sockets, the software
//! `iwarp-peer` here) is the other end.
//!
//! - Frames the RNIC sends go to the device; frames the kernel sends go into `s_rx`.
//! - The host's slow path is `toe_host::HostDriver`: the RNIC's slow-path frames (ARP, ICMP)
//!   go to it, and its answers go back out through the RNIC's raw transmit port (`s_raw`), as
//!   a NIC driver's own frames do. The kernel's MAC is learnt by an ARP request sent the
//!   same way.
//! - Every frame either way is kept for the capture (time: the wall clock since the start).
//!
//! The node's clock is the simulation's: one cycle of `rnic` stands for 6.4 ns, but a cycle
//! costs microseconds of wall clock, so the kernel sees a slow peer. Its timers are left as
//! they are (its 200 ms minimum RTO is far above the RNIC's delayed ACK in wall-clock time).

use crate::netlab::Tap;
use crate::rnic_host::{rts_modify, NodeHost, Startup, POLL};
use crate::rnic_node::RnicNode;
use crate::toe_host::HostDriver;
use iwarp_driver::mpa_setup::Local;
use iwarp_golden::host_if::{CmdStatus, MpaLink, QpState, ToeEvKind};
use iwarp_golden::pcap::Record;
use std::time::{Duration, Instant};

/// Poll rounds an ARP request is given for its reply.
const ARP_ROUNDS: usize = 2_000;

/// A node, its driver, its slow path and its wire.
pub struct TapNode<'a> {
    pub node: RnicNode,
    pub host: NodeHost,
    pub slow: HostDriver,
    tap: &'a Tap,
    pub capture: Vec<Record>,
    start: Instant,
    /// Frames each way.
    pub frames_out: u64,
    pub frames_in: u64,
}

impl<'a> TapNode<'a> {
    /// `node` with its driver opened (one completion queue), `mac` / `ip` its address, on `tap`.
    pub fn new(node: RnicNode, mac: [u8; 6], ip: [u8; 4], tap: &'a Tap) -> Self {
        let host = NodeHost::open(&node, 1);
        TapNode { node, host, slow: HostDriver::new(mac, ip), tap, capture: Vec::new(), start: Instant::now(), frames_out: 0, frames_in: 0 }
    }

    fn record(&mut self, f: &[u8]) {
        self.capture.push(Record { time_ns: self.start.elapsed().as_nanos() as u64, orig_len: f.len() as u32, data: f.to_vec() });
    }

    /// One poll interval: the device's frames in, [`POLL`] cycles, the node's frames out,
    /// the slow path answered, the driver polled.
    pub fn round(&mut self) {
        while let Some(f) = self.tap.read() {
            self.record(&f);
            self.frames_in += 1;
            self.node.rx_frames.push_back(f);
        }
        for _ in 0..POLL {
            self.node.step();
            while let Some(f) = self.node.tx_frames.pop_front() {
                self.record(&f);
                self.frames_out += 1;
                self.tap.write(&f);
            }
            while let Some(f) = self.node.slow_out.pop_front() {
                if let Some(r) = self.slow.handle(&f) {
                    self.node.raw_in.push_back(r);
                }
            }
        }
        self.host.now = self.node.cycle;
        self.host.poll();
    }

    /// Rounds until `done` holds, at most `cycles` cycles and `wall` of wall clock.
    pub fn run(&mut self, cycles: u64, wall: Duration, what: &str, mut done: impl FnMut(&mut NodeHost) -> bool) -> Result<(), String> {
        let (c0, t0) = (self.node.cycle, Instant::now());
        loop {
            if done(&mut self.host) {
                return Ok(());
            }
            if self.node.cycle - c0 >= cycles || t0.elapsed() > wall {
                return Err(format!("{what}: not done after {} cycles, {:?}; events {:?}, commands {:?}, completions {:?}", self.node.cycle - c0, t0.elapsed(), self.host.events, self.host.cmd_done, self.host.cqes));
            }
            self.round();
        }
    }

    /// Runs until command `id` completes; its status must be OK.
    pub fn wait_cmd(&mut self, id: u64, what: &str) -> Result<(), String> {
        let mut status = None;
        self.run(200_000, Duration::from_secs(30), what, |h| {
            status = h.take_cmd(id);
            status.is_some()
        })?;
        match status {
            Some(CmdStatus::Ok) => Ok(()),
            s => Err(format!("{what}: {s:?}")),
        }
    }

    /// The MAC of `ip` by an ARP request through the raw port.
    pub fn resolve(&mut self, ip: [u8; 4]) -> Result<[u8; 6], String> {
        let req = self.slow.arp_request(ip);
        self.node.raw_in.push_back(req);
        // The reply comes back on the slow path; `round` hands it to the neighbour table.
        for _ in 0..ARP_ROUNDS {
            self.round();
            if let Some(m) = self.slow.neighbours.get(&ip) {
                return Ok(*m);
            }
        }
        Err(format!("no ARP reply for {ip:?} in {ARP_ROUNDS} rounds"))
    }

    /// QP `qp` created on `pd` and moved into ready to receive (IRD / ORD 4).
    pub fn open_qp(&mut self, qp: u16, pd: u16) -> Result<(), String> {
        let id = self.host.create_qp(qp, pd, 0);
        self.wait_cmd(id, "QP create")?;
        let id = self.host.modify(qp, QpState::Init, 4, 4);
        self.wait_cmd(id, "QP into init")?;
        let id = self.host.modify(qp, QpState::Rtr, 0, 0);
        self.wait_cmd(id, "QP into ready to receive")
    }

    /// The TCP connection's ESTABLISHED event (the first one not yet taken).
    fn established(&mut self, what: &str) -> Result<(u16, u32), String> {
        let mut ev = None;
        self.run(1_000_000, Duration::from_secs(60), what, |h| {
            ev = h.take_event(ToeEvKind::Established, None);
            ev.is_some()
        })?;
        let e = ev.unwrap();
        Ok((e.conn, e.value))
    }

    /// The MPA exchange settled, and QP `qp` into ready to send on `conn`.
    fn finish(&mut self, qp: u16, conn: u16, mut s: Startup, responder: bool) -> Result<(u16, MpaLink), String> {
        self.run(1_000_000, Duration::from_secs(60), "MPA exchange", |h| s.progress(h))?;
        let (n, link) = s.outcome.clone().unwrap();
        let id = self.host.submit(rts_modify(qp, conn, &n, link));
        self.wait_cmd(id, "QP into ready to send")?;
        if responder {
            s.send_reply(&mut self.host);
        }
        Ok((conn, link))
    }

    /// Active side: a TCP connection to `ip:port` (next hop `mac`) from `from`, the MPA
    /// Request out, the Reply in, QP `qp` into ready to send. The connection and MPA link.
    pub fn connect(&mut self, qp: u16, ip: [u8; 4], port: u16, from: u16, mac: [u8; 6], wish: Local) -> Result<(u16, MpaLink), String> {
        use crate::blocks::toe_tx_frame::be_number;
        self.host.connect(be_number(&ip) as u32, port, from, be_number(&mac));
        let (conn, first_tx) = self.established("connect")?;
        let s = Startup::initiator(&mut self.host, conn, first_tx, wish);
        self.finish(qp, conn, s, false)
    }

    /// Passive side: listening on `port` (once per port), the next connection accepted, the
    /// Request in, QP `qp` into ready to send, the Reply out.
    pub fn listen(&mut self, port: u16) -> Result<(), String> {
        self.host.listen(port);
        self.run(100_000, Duration::from_secs(30), "listen", |h| h.take_event(ToeEvKind::Answer, None).is_some())
    }

    pub fn accept(&mut self, qp: u16, wish: Local) -> Result<(u16, MpaLink), String> {
        let (conn, first_tx) = self.established("accept")?;
        let s = Startup::responder(conn, first_tx, wish);
        self.finish(qp, conn, s, true)
    }
}
