//! toe-tap: a TCP offload engine on a TAP device, for talking to it with `nc`, `ping` and
//! Python from the other side of the device.
//!
//! ```text
//! toe-tap --tap IFNAME --ip ADDR/PREFIX [--mac MAC]
//!         (--listen PORT | --connect ADDR:PORT)
//!         [--mode echo|sink|source=BYTES] [--connections N]
//!         [--loss P] [--reorder P] [--dup P] [--corrupt P] [--seed S]
//!         [--pcap FILE] [--tick-us US] [--time-wait MS] [--duration SECS] [--engine golden|hw]
//! ```
//!
//! The TAP device must exist in the current network namespace (`ip tuntap add dev IFNAME mode
//! tap`, with the kernel's address on it and up); the engine takes ADDR (on-link: the engine
//! has no routes) and answers ARP and ping through its host driver's slow path.
//!
//! Modes, per connection: `echo` sends back every byte it receives and closes after the peer
//! does; `sink` reads and counts; `source=BYTES` sends BYTES of the test pattern, then closes,
//! and checks whatever comes back against what it sent (an echo server's answer is a checked
//! stream). With `--listen` it serves until N connections (default 1) have closed; with
//! `--connect` it opens N connections from local ports 40000 up. A connection counts as closed
//! when its slot is free, after TIME-WAIT where this side closed first: `--time-wait` (default
//! 2000 ms, where the RFC's 2 MSL is minutes) keeps the tool quick to exit.
//!
//! At exit it prints one summary line (bytes each way, retransmissions, drops by cause, link
//! faults, streams checked) and exits 0 only when every connection closed in order and every
//! checked stream was byte-exact. `--engine golden` (the default) is the golden reference
//! engine; `--engine hw` the Verilator `toe` (`rtl/toe.v`) with its host driver and host
//! memory (`toe_hw::HwToe`): one tick is 3,136 clock cycles (the timers' sweep), so give it a
//! tick long enough to simulate them with room to spare (`--tick-us 25000`: the model runs
//! about 300 k cycles a second, so 3,136 cycles take about 10 ms; a tick that the simulation
//! cannot keep up with makes the engine's clock lag the kernel's).

use iwarp_golden::pcap;
use iwarp_golden::toe::{Event, Toe, ToeConfig};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::netlab::{Faults, Tap};
use iwarp_testbench::toe_hw::HwToe;
use iwarp_testbench::toe_host::{pattern, HostDriver, PatternCheck, TapRunner, TcpEngine};
use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "usage: toe-tap --tap IFNAME --ip ADDR/PREFIX [--mac MAC] (--listen PORT | --connect ADDR:PORT) [--mode echo|sink|source=BYTES] [--connections N] [--loss P] [--reorder P] [--dup P] [--corrupt P] [--seed S] [--pcap FILE] [--tick-us US] [--time-wait MS] [--duration SECS] [--engine golden|hw]";
/// The engine's MAC when none is given (locally administered).
const DEFAULT_MAC: [u8; 6] = [0x02, 0x00, 0x00, 0x00, 0x00, 0x01];
/// First local port of the engine's own connections.
const FIRST_LOCAL_PORT: u16 = 40_000;
/// Bytes handed to the engine at once.
const CHUNK: usize = 16 * 1024;
/// The pattern stream's seed (both ends of a checked stream know it).
const PATTERN_SEED: u64 = 0x746f_652d_7461_70;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    Echo,
    Sink,
    Source(u64),
}

struct Args {
    tap: String,
    ip: [u8; 4],
    mac: [u8; 6],
    listen: Option<u16>,
    connect: Option<([u8; 4], u16)>,
    mode: Mode,
    connections: usize,
    faults: Faults,
    pcap: Option<String>,
    tick: Duration,
    time_wait: Duration,
    duration: Duration,
    /// The Verilator `toe` instead of golden's engine.
    hw: bool,
}

fn ipv4(s: &str) -> Result<[u8; 4], String> {
    s.parse::<std::net::Ipv4Addr>().map(|a| a.octets()).map_err(|e| format!("{s}: {e}"))
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        tap: String::new(),
        ip: [0; 4],
        mac: DEFAULT_MAC,
        listen: None,
        connect: None,
        mode: Mode::Echo,
        connections: 1,
        faults: Faults::default(),
        pcap: None,
        tick: Duration::from_millis(1),
        time_wait: Duration::from_millis(2000),
        duration: Duration::from_secs(60),
        hw: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(k) = it.next() {
        let mut v = || it.next().ok_or(format!("{k} needs a value"));
        let p = |s: String| s.parse::<f64>().map_err(|e| format!("{s}: {e}"));
        match k.as_str() {
            "--tap" => a.tap = v()?,
            "--ip" => {
                let s = v()?;
                let (addr, prefix) = s.split_once('/').ok_or("--ip wants ADDR/PREFIX")?;
                prefix.parse::<u8>().ok().filter(|&p| p <= 32).ok_or("bad prefix")?;
                a.ip = ipv4(addr)?;
            }
            "--mac" => {
                let s = v()?;
                let m: Result<Vec<u8>, _> = s.split(':').map(|h| u8::from_str_radix(h, 16)).collect();
                a.mac = m.ok().and_then(|m| m.try_into().ok()).ok_or(format!("{s}: not a MAC"))?;
            }
            "--listen" => a.listen = Some(v()?.parse().map_err(|e| format!("--listen: {e}"))?),
            "--connect" => {
                let s = v()?;
                let (addr, port) = s.rsplit_once(':').ok_or("--connect wants ADDR:PORT")?;
                a.connect = Some((ipv4(addr)?, port.parse().map_err(|e| format!("{port}: {e}"))?));
            }
            "--mode" => {
                let s = v()?;
                a.mode = match s.as_str() {
                    "echo" => Mode::Echo,
                    "sink" => Mode::Sink,
                    _ => Mode::Source(s.strip_prefix("source=").and_then(|n| n.parse().ok()).ok_or(format!("{s}: echo, sink or source=BYTES"))?),
                };
            }
            "--connections" => a.connections = v()?.parse().map_err(|e| format!("--connections: {e}"))?,
            "--loss" => a.faults.loss = p(v()?)?,
            "--reorder" => a.faults.reorder = p(v()?)?,
            "--dup" => a.faults.dup = p(v()?)?,
            "--corrupt" => a.faults.corrupt = p(v()?)?,
            "--seed" => a.faults.seed = v()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--pcap" => a.pcap = Some(v()?),
            "--tick-us" => a.tick = Duration::from_micros(v()?.parse().map_err(|e| format!("--tick-us: {e}"))?),
            "--time-wait" => a.time_wait = Duration::from_millis(v()?.parse().map_err(|e| format!("--time-wait: {e}"))?),
            "--duration" => a.duration = Duration::from_secs(v()?.parse().map_err(|e| format!("--duration: {e}"))?),
            "--engine" => {
                a.hw = match v()?.as_str() {
                    "golden" => false,
                    "hw" => true,
                    e => return Err(format!("--engine {e}: golden or hw")),
                }
            }
            "-h" | "--help" => return Err(USAGE.to_string()),
            _ => return Err(format!("unknown argument {k}\n{USAGE}")),
        }
    }
    if a.tap.is_empty() || a.ip == [0; 4] || a.listen.is_some() == a.connect.is_some() || a.connections == 0 {
        return Err(USAGE.to_string());
    }
    for (name, p) in [("loss", a.faults.loss), ("reorder", a.faults.reorder), ("dup", a.faults.dup), ("corrupt", a.faults.corrupt)] {
        if !(0.0..=1.0).contains(&p) {
            return Err(format!("--{name} {p}: a probability"));
        }
    }
    Ok(a)
}

/// One connection as the application sees it.
#[derive(Default)]
struct Conn {
    received: u64,
    sent: u64,
    /// Bytes received and not yet echoed (echo mode).
    echo: Vec<u8>,
    check: Option<PatternCheck>,
    peer_closed: bool,
    closing: bool,
}

fn main() -> ExitCode {
    let a = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let tap = match Tap::open(&a.tap) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("toe-tap: {e}");
            return ExitCode::from(2);
        }
    };
    let mut cfg = ToeConfig::new(a.mac, a.ip);
    // The defaults are for a 1 ms tick; the times they stand for, in ticks of this one.
    let ticks = |d: Duration| (d.as_nanos() / a.tick.as_nanos().max(1)).max(1) as u32;
    let ms = |t: u32| Duration::from_millis(u64::from(t));
    cfg.time_wait = ticks(a.time_wait);
    cfg.rto_initial = ticks(ms(cfg.rto_initial));
    cfg.rto_min = ticks(ms(cfg.rto_min));
    cfg.rto_max = ticks(ms(cfg.rto_max));
    cfg.dack = ticks(ms(cfg.dack));
    cfg.challenge_window = ticks(ms(cfg.challenge_window));
    if a.hw {
        let mut toe = HwToe::new(cfg, BackendKind::Verilator, None);
        if let Some(p) = a.listen {
            TcpEngine::listen(&mut toe, p);
        }
        run(&a, &tap, toe)
    } else {
        let mut toe = Toe::new(cfg);
        if let Some(p) = a.listen {
            TcpEngine::listen(&mut toe, p);
        }
        run(&a, &tap, toe)
    }
}

/// Serves or opens the connections on `toe` until they have closed (or time runs out).
fn run<E: TcpEngine>(a: &Args, tap: &Tap, toe: E) -> ExitCode {
    let mut r = TapRunner::new(toe, HostDriver::new(a.mac, a.ip), tap, a.faults, a.tick);
    let t0 = Instant::now();
    let mut failures: Vec<String> = Vec::new();
    if let Some((ip, port)) = a.connect {
        match r.resolve(ip, Duration::from_secs(5)) {
            Some(mac) => {
                for i in 0..a.connections {
                    if let Err(e) = r.engine.connect(ip, mac, port, FIRST_LOCAL_PORT + i as u16) {
                        failures.push(format!("connect {i}: {e:?}"));
                    }
                }
            }
            None => failures.push(format!("no ARP answer from {}", std::net::Ipv4Addr::from(ip))),
        }
    }
    let mut conns: BTreeMap<u16, Conn> = BTreeMap::new();
    let (mut opened, mut closed, mut checked) = (0usize, 0usize, 0usize);
    while failures.is_empty() && closed < a.connections {
        if t0.elapsed() > a.duration {
            failures.push(format!("{closed} of {} connections closed within {:?}", a.connections, a.duration));
            break;
        }
        for e in r.round() {
            match e {
                Event::Established { conn, .. } => {
                    opened += 1;
                    conns.insert(conn, Conn::default());
                }
                Event::Deliver { conn, data, .. } => {
                    let c = conns.get_mut(&conn).expect("known connection");
                    c.received += data.len() as u64;
                    match a.mode {
                        Mode::Echo => c.echo.extend_from_slice(&data),
                        Mode::Sink => {}
                        Mode::Source(_) => c.check.get_or_insert_with(|| PatternCheck::new(PATTERN_SEED)).take(&data),
                    }
                    r.engine.consumed(conn, data.len() as u32);
                }
                Event::Acked { .. } => {}
                Event::PeerClosed { conn } => conns.get_mut(&conn).expect("known connection").peer_closed = true,
                Event::Closed { conn } => {
                    closed += 1;
                    let c = conns.remove(&conn).expect("known connection");
                    if let Some(k) = c.check {
                        checked += 1;
                        if k.first_error.is_some() || k.received > c.sent {
                            failures.push(format!("connection {conn}: echo differs at byte {:?} ({} of {} bytes back)", k.first_error, k.received, c.sent));
                        }
                    }
                }
                other => failures.push(format!("{other:?}")),
            }
        }
        for (&conn, c) in conns.iter_mut() {
            match a.mode {
                Mode::Echo => {
                    let n = c.echo.len().min(r.engine.send_space(conn)).min(CHUNK);
                    if n > 0 && r.engine.send(conn, &c.echo[..n]).is_ok() {
                        c.echo.drain(..n);
                        c.sent += n as u64;
                    }
                    if c.peer_closed && c.echo.is_empty() && !c.closing {
                        c.closing = r.engine.close(conn).is_ok();
                    }
                }
                Mode::Sink => {
                    if c.peer_closed && !c.closing {
                        c.closing = r.engine.close(conn).is_ok();
                    }
                }
                Mode::Source(total) => {
                    while c.sent < total {
                        let n = (CHUNK as u64).min(total - c.sent) as usize;
                        if r.engine.send_space(conn) < n || r.engine.send(conn, &pattern(PATTERN_SEED, c.sent, n)).is_err() {
                            break;
                        }
                        c.sent += n as u64;
                    }
                    if c.sent == total && !c.closing {
                        c.closing = r.engine.close(conn).is_ok();
                    }
                }
            }
        }
    }
    let k = r.engine.counters();
    if let Some(path) = &a.pcap {
        if let Err(e) = std::fs::write(path, pcap::write(&r.capture)) {
            failures.push(format!("{path}: {e}"));
        }
    }
    println!(
        "toe-tap: {opened} connections opened, {closed} closed; bytes in {} out {}; retransmitted {} segments ({} bytes), {} timeouts, {} fast retransmits; drops {:?}; link: {} frames in, {} out, {} lost, {} reordered, {} duplicated, {} corrupted; {checked} echoed streams checked; {}",
        k.bytes_delivered,
        k.bytes_acked,
        k.retransmitted_segments,
        k.retransmitted_bytes,
        k.rto_expiries,
        k.fast_retransmits,
        k.dropped,
        r.stats.to_engine,
        r.stats.from_engine,
        r.stats.dropped,
        r.stats.reordered,
        r.stats.duplicated,
        r.stats.corrupted,
        if failures.is_empty() { "ok".to_string() } else { format!("FAILED: {}", failures.join("; ")) }
    );
    if failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
