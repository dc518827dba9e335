//! The TOE's host side as a driver sees it, and the runner that puts an engine on a TAP device.
//!
//! - [`TcpEngine`]: the commands, events, frames and ticks of a TCP offload engine. The golden
//!   reference engine implements it; so will the Verilator `toe`, so the same tests and the
//!   `toe-tap` binary run either.
//! - [`HostDriver`]: the slow path every NIC has: it answers ARP requests for the engine's
//!   address and ICMP echo requests (so `ip neigh` and `ping` work from the Linux side), learns
//!   neighbours from ARP replies, and resolves an address by sending an ARP request.
//! - [`TapRunner`]: moves frames between an engine and a TAP device through a fault line in each
//!   direction, drives the engine's tick from the wall clock, captures every frame as its sender
//!   sent it, and hands the engine's events to the caller.
//! - [`pattern_byte`] / [`PatternCheck`]: the streams the tests send, a pure function of
//!   (seed, offset), so either end can generate or check any piece.

use crate::netlab::{FaultLine, Faults, Tap};
use crate::seed::TestRng;
use iwarp_golden::pcap::Record;
use iwarp_golden::toe::{CmdError, Counters, Event, Toe};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// A TCP offload engine as the host drives it.
pub trait TcpEngine {
    fn tick(&mut self);
    fn frame_in(&mut self, frame: &[u8]);
    fn poll_tx(&mut self) -> Option<Vec<u8>>;
    fn poll_event(&mut self) -> Option<Event>;
    fn listen(&mut self, port: u16);
    fn connect(&mut self, remote_ip: [u8; 4], remote_mac: [u8; 6], remote_port: u16, local_port: u16) -> Result<u16, CmdError>;
    fn send(&mut self, conn: u16, data: &[u8]) -> Result<(), CmdError>;
    fn send_space(&self, conn: u16) -> usize;
    fn consumed(&mut self, conn: u16, n: u32);
    fn close(&mut self, conn: u16) -> Result<(), CmdError>;
    fn abort(&mut self, conn: u16) -> Result<(), CmdError>;
    fn send_raw(&mut self, frame: Vec<u8>);
    fn counters(&self) -> Counters;
    /// A connection's state in a line, for a failure's report.
    fn describe(&self, conn: u16) -> String;
}

impl TcpEngine for Toe {
    fn tick(&mut self) {
        Toe::tick(self)
    }
    fn frame_in(&mut self, frame: &[u8]) {
        Toe::frame_in(self, frame)
    }
    fn poll_tx(&mut self) -> Option<Vec<u8>> {
        Toe::poll_tx(self)
    }
    fn poll_event(&mut self) -> Option<Event> {
        self.events.pop_front()
    }
    fn listen(&mut self, port: u16) {
        Toe::listen(self, port)
    }
    fn connect(&mut self, remote_ip: [u8; 4], remote_mac: [u8; 6], remote_port: u16, local_port: u16) -> Result<u16, CmdError> {
        Toe::connect(self, remote_ip, remote_mac, remote_port, local_port)
    }
    fn send(&mut self, conn: u16, data: &[u8]) -> Result<(), CmdError> {
        Toe::send(self, conn, data)
    }
    fn send_space(&self, conn: u16) -> usize {
        Toe::send_space(self, conn)
    }
    fn consumed(&mut self, conn: u16, n: u32) {
        Toe::consumed(self, conn, n)
    }
    fn close(&mut self, conn: u16) -> Result<(), CmdError> {
        Toe::close(self, conn)
    }
    fn abort(&mut self, conn: u16) -> Result<(), CmdError> {
        Toe::abort(self, conn)
    }
    fn send_raw(&mut self, frame: Vec<u8>) {
        Toe::send_raw(self, frame)
    }
    fn counters(&self) -> Counters {
        self.counters.clone()
    }
    fn describe(&self, conn: u16) -> String {
        match self.tcb(conn) {
            Some(t) => format!(
                "{:?} una {} nxt {} max {} wnd {} cwnd {} rcv_nxt {} rto {}",
                t.state,
                t.snd_una.wrapping_sub(t.iss),
                t.snd_nxt.wrapping_sub(t.iss),
                t.snd_max.wrapping_sub(t.iss),
                t.snd_wnd,
                t.cwnd,
                t.rcv_nxt.wrapping_sub(t.irs),
                t.rto
            ),
            None => "no connection".into(),
        }
    }
}

const ETHERTYPE_ARP: [u8; 2] = [0x08, 0x06];
const ETHERTYPE_IPV4: [u8; 2] = [0x08, 0x00];
/// ARP (RFC 826) for IPv4 over Ethernet: htype 1, ptype 0x0800, hlen 6, plen 4.
const ARP_IPV4_ETHERNET: [u8; 6] = [0, 1, 8, 0, 6, 4];
const ARP_REQUEST: u16 = 1;
const ARP_REPLY: u16 = 2;
const ARP_LEN: usize = 42;
const BROADCAST: [u8; 6] = [0xFF; 6];
/// ICMP (RFC 792): protocol 1, echo request type 8, echo reply type 0.
const IP_PROTO_ICMP: u8 = 1;
const ICMP_ECHO_REQUEST: u8 = 8;
const ICMP_ECHO_REPLY: u8 = 0;
const ETH_LEN: usize = 14;
const IP_LEN: usize = 20;

/// The host's slow path: ARP and ICMP echo for the engine's address, a neighbour table.
pub struct HostDriver {
    pub mac: [u8; 6],
    pub ip: [u8; 4],
    pub neighbours: BTreeMap<[u8; 4], [u8; 6]>,
    pub arp_answered: u64,
    pub pings_answered: u64,
    /// Slow-path frames the driver had no use for (other protocols, other ports).
    pub ignored: u64,
}

fn arp(op: u16, sha: [u8; 6], spa: [u8; 4], tha: [u8; 6], tpa: [u8; 4], dst: [u8; 6]) -> Vec<u8> {
    let mut r = Vec::with_capacity(ARP_LEN);
    r.extend_from_slice(&dst);
    r.extend_from_slice(&sha);
    r.extend_from_slice(&ETHERTYPE_ARP);
    r.extend_from_slice(&ARP_IPV4_ETHERNET);
    r.extend_from_slice(&op.to_be_bytes());
    r.extend_from_slice(&sha);
    r.extend_from_slice(&spa);
    r.extend_from_slice(&tha);
    r.extend_from_slice(&tpa);
    r
}

impl HostDriver {
    pub fn new(mac: [u8; 6], ip: [u8; 4]) -> Self {
        HostDriver { mac, ip, neighbours: BTreeMap::new(), arp_answered: 0, pings_answered: 0, ignored: 0 }
    }

    /// An ARP request for `ip` (broadcast); the reply lands in `neighbours`.
    pub fn arp_request(&self, ip: [u8; 4]) -> Vec<u8> {
        arp(ARP_REQUEST, self.mac, self.ip, [0; 6], ip, BROADCAST)
    }

    /// What the driver sends back for a slow-path frame, if anything.
    pub fn handle(&mut self, f: &[u8]) -> Option<Vec<u8>> {
        if f.len() >= ARP_LEN && f[12..14] == ETHERTYPE_ARP && f[14..20] == ARP_IPV4_ETHERNET {
            let op = u16::from_be_bytes([f[20], f[21]]);
            let sha: [u8; 6] = f[22..28].try_into().unwrap();
            let spa: [u8; 4] = f[28..32].try_into().unwrap();
            let tpa: [u8; 4] = f[38..42].try_into().unwrap();
            if tpa != self.ip {
                self.ignored += 1;
                return None;
            }
            self.neighbours.insert(spa, sha);
            if op == ARP_REQUEST {
                self.arp_answered += 1;
                return Some(arp(ARP_REPLY, self.mac, self.ip, sha, spa, sha));
            }
            return None;
        }
        if f.len() >= ETH_LEN + IP_LEN + 8 && f[12..14] == ETHERTYPE_IPV4 && f[ETH_LEN + 9] == IP_PROTO_ICMP && f[ETH_LEN + 16..ETH_LEN + 20] == self.ip {
            let ihl = ((f[ETH_LEN] & 0x0F) as usize) * 4;
            let total = u16::from_be_bytes([f[ETH_LEN + 2], f[ETH_LEN + 3]]) as usize;
            if ihl != IP_LEN || total < IP_LEN + 8 || ETH_LEN + total > f.len() || f[ETH_LEN + IP_LEN] != ICMP_ECHO_REQUEST {
                self.ignored += 1;
                return None;
            }
            let mut r = f[..ETH_LEN + total].to_vec();
            r.copy_within(6..12, 0);
            r[6..12].copy_from_slice(&self.mac);
            let (src, dst) = (ETH_LEN + 12, ETH_LEN + 16);
            let peer: [u8; 4] = f[src..src + 4].try_into().unwrap();
            r[src..src + 4].copy_from_slice(&self.ip);
            r[dst..dst + 4].copy_from_slice(&peer);
            r[ETH_LEN + 8] = iwarp_golden::toe_tx::TTL;
            r[ETH_LEN + 10..ETH_LEN + 12].fill(0);
            let c = iwarp_golden::wire::checksum::of(&r[ETH_LEN..ETH_LEN + IP_LEN]);
            r[ETH_LEN + 10..ETH_LEN + 12].copy_from_slice(&c.to_be_bytes());
            let icmp = ETH_LEN + IP_LEN;
            r[icmp] = ICMP_ECHO_REPLY;
            r[icmp + 2..icmp + 4].fill(0);
            let c = iwarp_golden::wire::checksum::of(&r[icmp..]);
            r[icmp + 2..icmp + 4].copy_from_slice(&c.to_be_bytes());
            self.pings_answered += 1;
            return Some(r);
        }
        self.ignored += 1;
        None
    }
}

/// Byte `i` of test stream `seed`: a splitmix64 word per 8 bytes, so any piece of any stream
/// can be made or checked on its own.
pub fn pattern_byte(seed: u64, i: u64) -> u8 {
    let mut z = seed.wrapping_add((i / 8).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    (z >> (8 * (i % 8))) as u8
}

/// `len` bytes of stream `seed` from offset `at`.
pub fn pattern(seed: u64, at: u64, len: usize) -> Vec<u8> {
    (0..len as u64).map(|k| pattern_byte(seed, at + k)).collect()
}

/// Checks a received stream piece by piece against its pattern.
#[derive(Clone, Debug)]
pub struct PatternCheck {
    pub seed: u64,
    pub received: u64,
    /// Offset of the first wrong byte, if any.
    pub first_error: Option<u64>,
}

impl PatternCheck {
    pub fn new(seed: u64) -> Self {
        PatternCheck { seed, received: 0, first_error: None }
    }
    pub fn take(&mut self, data: &[u8]) {
        for (k, &b) in data.iter().enumerate() {
            if self.first_error.is_none() && b != pattern_byte(self.seed, self.received + k as u64) {
                self.first_error = Some(self.received + k as u64);
            }
        }
        self.received += data.len() as u64;
    }
    pub fn exact(&self, len: u64) -> bool {
        self.first_error.is_none() && self.received == len
    }
}

/// Frames moved by a runner, by direction and fault.
#[derive(Clone, Debug, Default)]
pub struct LinkStats {
    pub to_engine: u64,
    pub from_engine: u64,
    pub dropped: u64,
    pub reordered: u64,
    pub duplicated: u64,
    pub corrupted: u64,
    /// Of them, frames corrupted on their way into the engine.
    pub corrupted_to_engine: u64,
    /// Bursts of loss begun (their frames are counted in `dropped`).
    pub bursts: u64,
}

/// An engine on a TAP device.
pub struct TapRunner<'a, E: TcpEngine> {
    pub engine: E,
    pub host: HostDriver,
    tap: &'a Tap,
    into_engine: FaultLine,
    out_of_engine: FaultLine,
    rng: TestRng,
    pub capture: Vec<Record>,
    start: Instant,
    tick: Duration,
    pub ticks: u64,
    pub stats: LinkStats,
    quiet_rounds: u32,
    /// Events of rounds run inside [`TapRunner::resolve`], handed out by the next round.
    held: Vec<Event>,
}

/// Frames read from the TAP device per round, at most.
const BURST: usize = 256;
/// Quiet rounds after which frames held back for reordering are released.
const QUIET_ROUNDS: u32 = 20;
/// The share of a tick's length a round may spend running owed ticks (at least one runs). An
/// engine whose tick costs about as much wall clock as it stands for (the simulated hardware
/// on a slow or busy machine) would otherwise owe a new tick before it paid the last, tick
/// forever and never read the TAP device again; with the budget its clock lags the wall clock
/// instead and every round still moves the frames. The reference engine's ticks cost
/// microseconds: it catches up within a round, as before.
const TICK_BUDGET_DIVISOR: u32 = 4;

impl<'a, E: TcpEngine> TapRunner<'a, E> {
    /// `tick` is the wall-clock length of one engine tick.
    pub fn new(engine: E, host: HostDriver, tap: &'a Tap, faults: Faults, tick: Duration) -> Self {
        use rand::SeedableRng;
        TapRunner {
            engine,
            host,
            tap,
            into_engine: FaultLine::new(faults),
            out_of_engine: FaultLine::new(faults),
            rng: TestRng::seed_from_u64(faults.seed),
            capture: Vec::new(),
            start: Instant::now(),
            tick,
            ticks: 0,
            stats: LinkStats::default(),
            held: Vec::new(),
            quiet_rounds: 0,
        }
    }

    fn record(&mut self, f: &[u8]) {
        self.capture.push(Record { time_ns: self.start.elapsed().as_nanos() as u64, orig_len: f.len() as u32, data: f.to_vec() });
    }

    /// One round: frames from the TAP device into the engine, ticks due, the engine's events
    /// (the slow path's answered here, the rest returned), the engine's frames to the device.
    pub fn round(&mut self) -> Vec<Event> {
        let mut moved = false;
        for _ in 0..BURST {
            let Some(f) = self.tap.read() else { break };
            moved = true;
            self.record(&f);
            self.stats.to_engine += 1;
            for g in self.into_engine.pass(f, &mut self.rng) {
                self.engine.frame_in(&g);
            }
        }
        let due = (self.start.elapsed().as_nanos() / self.tick.as_nanos().max(1)) as u64;
        let ticking = Instant::now();
        while self.ticks < due {
            self.engine.tick();
            self.ticks += 1;
            if ticking.elapsed() >= self.tick / TICK_BUDGET_DIVISOR {
                break;
            }
        }
        let mut events = std::mem::take(&mut self.held);
        while let Some(e) = self.engine.poll_event() {
            match e {
                Event::SlowPath(f) => {
                    if let Some(r) = self.host.handle(&f) {
                        self.engine.send_raw(r);
                    }
                }
                e => events.push(e),
            }
        }
        while let Some(f) = self.engine.poll_tx() {
            moved = true;
            self.record(&f);
            self.stats.from_engine += 1;
            for g in self.out_of_engine.pass(f, &mut self.rng) {
                self.tap.write(&g);
            }
        }
        if moved {
            self.quiet_rounds = 0;
        } else {
            self.quiet_rounds += 1;
            if self.quiet_rounds == QUIET_ROUNDS {
                for g in self.out_of_engine.flush() {
                    self.tap.write(&g);
                }
                for g in self.into_engine.flush() {
                    self.engine.frame_in(&g);
                }
            }
            std::thread::sleep(Duration::from_micros(50));
        }
        let lines = [&self.into_engine, &self.out_of_engine];
        self.stats.dropped = lines.iter().map(|l| l.dropped).sum();
        self.stats.reordered = lines.iter().map(|l| l.reordered).sum();
        self.stats.duplicated = lines.iter().map(|l| l.duplicated).sum();
        self.stats.corrupted = lines.iter().map(|l| l.corrupted).sum();
        self.stats.corrupted_to_engine = self.into_engine.corrupted;
        self.stats.bursts = lines.iter().map(|l| l.bursts).sum();
        events
    }

    /// Resolves `ip` through the slow path (ARP request, bounded wait).
    pub fn resolve(&mut self, ip: [u8; 4], limit: Duration) -> Option<[u8; 6]> {
        let t0 = Instant::now();
        let mut asked = None::<Instant>;
        while t0.elapsed() < limit {
            if let Some(m) = self.host.neighbours.get(&ip) {
                return Some(*m);
            }
            if asked.is_none_or(|a| a.elapsed() > Duration::from_millis(200)) {
                let r = self.host.arp_request(ip);
                self.engine.send_raw(r);
                asked = Some(Instant::now());
            }
            // The engine works on while the address resolves (a peer may connect meanwhile):
            // its events wait for the caller's next round.
            let events = self.round();
            self.held = events;
        }
        None
    }
}
