//! Real networking for tests: network namespaces, TAP devices and the testbench's own bridge.
//!
//! The rules of the project hold here: addresses from 192.0.2.0/24 only, only inside
//! namespaces a test made; every loop bounded in count and time; the namespaces (and with them
//! the devices moved into them) removed at the end, also on failure (`Drop`). Creating them
//! needs root and `/dev/net/tun`; [`Netns::create`] says precisely what is missing, and a test
//! that needs them fails rather than skipping.
//!
//! [`Bridge`] forwards Ethernet frames between two TAP devices, frame by frame, in user space,
//! and keeps a pcap record of each (the point where the TOE's tests will inject loss,
//! reordering, duplication and corruption, and later sit the TOE itself). Frames read from a
//! TAP device carry complete checksums: a TUN/TAP device offers the kernel no checksum or
//! segmentation offload unless told to (TUNSETOFFLOAD), so the capture is what a wire holds.

use iwarp_golden::pcap::Record;
use std::ffi::CString;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// `TUNSETIFF` (linux/if_tun.h: `_IOW('T', 202, int)`).
const TUNSETIFF: libc::c_ulong = 0x4004_54ca;
/// `IFF_TAP | IFF_NO_PI`: Ethernet frames, no packet-information prefix.
const IFF_TAP_NO_PI: libc::c_short = 0x0002 | 0x1000;
/// Frames the kernel queues toward the bridge per TAP device (the default is 1000).
const TX_QUEUE_LEN: &str = "10000";
/// Rounds of forwarding between two checks of the stop flag and the time limit.
const BURST: usize = 1024;
/// Largest frame read (a standard MTU frame; jumbo frames are not used here).
const MAX_FRAME: usize = 2048;

fn run(args: &[&str]) -> Result<(), String> {
    let out = Command::new(args[0]).args(&args[1..]).output().map_err(|e| format!("{}: {e}", args.join(" ")))?;
    if !out.status.success() {
        return Err(format!("{}: {}", args.join(" "), String::from_utf8_lossy(&out.stderr).trim()));
    }
    Ok(())
}

/// Test namespaces are named `iw...-<pid mod 100000>`. A test process killed from outside (a
/// timeout) runs no `Drop`; the next test to create a namespace removes those whose process
/// is gone (no live process has that pid mod 100000), so none is left behind for long.
const NS_PREFIX: &str = "iw";
const NS_PID_MOD: u32 = 100_000;

fn remove_stale_namespaces() {
    let live: std::collections::HashSet<u32> = std::fs::read_dir("/proc")
        .map(|d| d.filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok()).map(|p| p % NS_PID_MOD).collect())
        .unwrap_or_default();
    let Ok(dir) = std::fs::read_dir("/run/netns") else { return };
    for e in dir.flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        let owner = name.rsplit_once('-').and_then(|(_, id)| id.parse::<u32>().ok());
        if let (true, Some(id)) = (name.starts_with(NS_PREFIX), owner) {
            if !live.contains(&id) {
                let _ = run(&["ip", "netns", "del", &name]);
            }
        }
    }
}

/// Accepts one connection on `l` within `limit` (a listener in a test never blocks forever:
/// when the other side fails, the test fails instead of hanging). The stream is blocking.
pub fn accept_within(l: &std::net::TcpListener, limit: Duration) -> Result<(std::net::TcpStream, std::net::SocketAddr), String> {
    l.set_nonblocking(true).map_err(|e| e.to_string())?;
    let t0 = Instant::now();
    loop {
        match l.accept() {
            Ok((c, peer)) => {
                c.set_nonblocking(false).map_err(|e| e.to_string())?;
                return Ok((c, peer));
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock && t0.elapsed() < limit => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(format!("accept within {limit:?}: {e}")),
        }
    }
}

/// A network namespace this process created; deleted on drop.
pub struct Netns {
    pub name: String,
}

impl Netns {
    /// `ip netns add <name>`, with its loopback up and IPv6 off (no router solicitations on
    /// the captured link).
    pub fn create(name: &str) -> Result<Netns, String> {
        if unsafe { libc::geteuid() } != 0 {
            return Err("network namespaces need root".into());
        }
        if !std::path::Path::new("/dev/net/tun").exists() {
            return Err("/dev/net/tun is missing (no TUN/TAP support)".into());
        }
        let _ = run(&["ip", "netns", "del", name]);
        remove_stale_namespaces();
        run(&["ip", "netns", "add", name])?;
        let ns = Netns { name: name.to_string() };
        run(&["ip", "-n", name, "link", "set", "lo", "up"])?;
        run(&["ip", "netns", "exec", name, "sysctl", "-qw", "net.ipv6.conf.all.disable_ipv6=1"])?;
        run(&["ip", "netns", "exec", name, "sysctl", "-qw", "net.ipv6.conf.default.disable_ipv6=1"])?;
        Ok(ns)
    }

    /// Compresses the kernel's TCP timers on the link through `dev` for tests whose link RTT is
    /// far below a millisecond: a 10 ms minimum RTO on the link's route (the default 200 ms and
    /// its backoff would make loss runs minutes long) and, where the kernel has the knob
    /// (`net.ipv4.tcp_rto_max_ms`, Linux 6.15 on), a 1 s RTO ceiling in this namespace. The
    /// kernel turns its retry limit (`tcp_retries2`) into a time budget through that ceiling,
    /// and a connection whose losses keep a retransmission outstanding stays in one budget: so
    /// the limit goes up with the ceiling (100 retries, about 100 s), or a slow lossy transfer
    /// would end in ETIMEDOUT while it still makes progress.
    pub fn compress_tcp_timers(&self, dev: &str, net: &str) -> Result<(), String> {
        run(&["ip", "-n", &self.name, "route", "replace", net, "dev", dev, "rto_min", "10ms"])?;
        if std::path::Path::new("/proc/sys/net/ipv4/tcp_rto_max_ms").exists() {
            run(&["ip", "netns", "exec", &self.name, "sysctl", "-qw", "net.ipv4.tcp_rto_max_ms=1000"])?;
            run(&["ip", "netns", "exec", &self.name, "sysctl", "-qw", "net.ipv4.tcp_retries2=100"])?;
        }
        Ok(())
    }

    /// The kernel's TCP counters in this namespace (`/proc/net/netstat`'s TcpExt and
    /// `/proc/net/snmp`'s Tcp lines, e.g. `TcpExt.TCPSackRecovery`, `Tcp.RetransSegs`).
    pub fn tcp_counters(&self) -> std::collections::BTreeMap<String, u64> {
        let mut out = std::collections::BTreeMap::new();
        for file in ["/proc/net/netstat", "/proc/net/snmp"] {
            let Ok(o) = std::process::Command::new("ip").args(["netns", "exec", &self.name, "cat", file]).output() else { continue };
            let text = String::from_utf8_lossy(&o.stdout).to_string();
            let lines: Vec<&str> = text.lines().collect();
            for pair in lines.chunks(2) {
                let [names, values] = pair else { continue };
                let (Some((group, names)), Some((_, values))) = (names.split_once(':'), values.split_once(':')) else { continue };
                if group != "TcpExt" && group != "Tcp" {
                    continue;
                }
                for (n, v) in names.split_whitespace().zip(values.split_whitespace()) {
                    if let Ok(v) = v.parse::<u64>() {
                        out.insert(format!("{group}.{n}"), v);
                    }
                }
            }
        }
        out
    }

    /// Moves the calling thread into this namespace (its sockets live there from now on).
    pub fn enter(&self) -> Result<(), String> {
        let path = CString::new(format!("/run/netns/{}", self.name)).unwrap();
        let fd = unsafe { libc::open(path.as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC) };
        if fd < 0 {
            return Err(format!("open /run/netns/{}: {}", self.name, std::io::Error::last_os_error()));
        }
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        if unsafe { libc::setns(fd.as_raw_fd(), libc::CLONE_NEWNET) } != 0 {
            return Err(format!("setns {}: {}", self.name, std::io::Error::last_os_error()));
        }
        Ok(())
    }
}

impl Drop for Netns {
    fn drop(&mut self) {
        let _ = run(&["ip", "netns", "del", &self.name]);
    }
}

/// A TAP device (created in the root namespace, then moved into a test's namespace with an
/// address); the device disappears when the descriptor closes.
pub struct Tap {
    pub name: String,
    fd: OwnedFd,
}

impl Tap {
    /// Creates the device `name` and moves it into `ns` with `addr` (`192.0.2.x/24`), up.
    pub fn create(name: &str, ns: &Netns, addr: &str) -> Result<Tap, String> {
        assert!(addr.starts_with("192.0.2."), "tests use 192.0.2.0/24 only");
        let tap = Tap::open(name)?;
        run(&["ip", "link", "set", name, "netns", &ns.name])?;
        run(&["ip", "-n", &ns.name, "addr", "add", addr, "dev", name])?;
        // A long queue toward the bridge: the kernel drops frames when the bridge falls behind,
        // before the capture point.
        run(&["ip", "-n", &ns.name, "link", "set", name, "txqueuelen", TX_QUEUE_LEN])?;
        run(&["ip", "-n", &ns.name, "link", "set", name, "up"])?;
        Ok(tap)
    }

    /// Attaches to the TAP device `name` of the calling thread's namespace (created if
    /// missing, e.g. by `ip tuntap add dev NAME mode tap`); addresses and link state are the
    /// caller's business.
    pub fn open(name: &str) -> Result<Tap, String> {
        let path = CString::new("/dev/net/tun").unwrap();
        let fd = unsafe { libc::open(path.as_ptr(), libc::O_RDWR | libc::O_NONBLOCK | libc::O_CLOEXEC) };
        if fd < 0 {
            return Err(format!("open /dev/net/tun: {}", std::io::Error::last_os_error()));
        }
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        let mut ifr = [0u8; 40];
        let n = name.as_bytes();
        if n.is_empty() || n.len() >= 16 {
            return Err(format!("{name}: interface names are 1 to 15 bytes"));
        }
        ifr[..n.len()].copy_from_slice(n);
        ifr[16..18].copy_from_slice(&IFF_TAP_NO_PI.to_ne_bytes());
        if unsafe { libc::ioctl(fd.as_raw_fd(), TUNSETIFF, ifr.as_mut_ptr()) } != 0 {
            return Err(format!("TUNSETIFF {name}: {}", std::io::Error::last_os_error()));
        }
        Ok(Tap { name: name.to_string(), fd })
    }

    /// The MAC address the kernel gave the device in `ns`.
    pub fn mac_in(&self, ns: &Netns) -> [u8; 6] {
        let out = std::process::Command::new("ip").args(["netns", "exec", &ns.name, "cat", &format!("/sys/class/net/{}/address", self.name)]).output().expect("ip netns exec");
        let s = String::from_utf8(out.stdout).unwrap();
        let v: Vec<u8> = s.trim().split(':').map(|h| u8::from_str_radix(h, 16).expect("MAC")).collect();
        v.try_into().expect("six bytes")
    }

    /// Waits up to `limit` for a frame the host driver does not answer itself (ARP, ICMP
    /// echo are answered on the way); none when the time runs out.
    pub fn read_past(&self, host: &mut crate::toe_host::HostDriver, limit: std::time::Duration) -> Option<Vec<u8>> {
        let t0 = std::time::Instant::now();
        while t0.elapsed() < limit {
            let Some(f) = self.read() else {
                std::thread::sleep(std::time::Duration::from_millis(1));
                continue;
            };
            match host.handle(&f) {
                Some(r) => self.write(&r),
                None => return Some(f),
            }
        }
        None
    }

    /// One frame, if one is waiting.
    pub fn read(&self) -> Option<Vec<u8>> {
        let mut buf = vec![0u8; MAX_FRAME];
        let n = unsafe { libc::read(self.fd.as_raw_fd(), buf.as_mut_ptr().cast(), buf.len()) };
        if n <= 0 {
            return None;
        }
        buf.truncate(n as usize);
        Some(buf)
    }

    /// Sends one frame to the kernel (dropped, as on a wire, if it cannot take it now).
    pub fn write(&self, frame: &[u8]) {
        let _ = unsafe { libc::write(self.fd.as_raw_fd(), frame.as_ptr().cast(), frame.len()) };
    }
}

/// Faults the bridge injects, per frame and direction, from a seeded generator. The capture
/// holds each frame as its sender sent it, once, before any fault (the sender's view: what a
/// conformance checker judges the sender by).
#[derive(Clone, Copy, Debug, Default)]
pub struct Faults {
    /// Probability a frame is dropped.
    pub loss: f64,
    /// Probability a frame is held back and released after 1..=`REORDER_DEPTH` later frames
    /// of its direction (or when the link goes quiet).
    pub reorder: f64,
    /// Probability a frame is delivered twice.
    pub dup: f64,
    /// Probability one bit of the delivered frame past its Ethernet header is flipped (the
    /// IPv4 and TCP checksums' to catch; the Ethernet FCS would catch the header's).
    pub corrupt: f64,
    /// Probability a frame starts a burst of loss: it and the next [`BURST_LOSS`] - 1 frames
    /// of its direction are dropped.
    pub burst: f64,
    pub seed: u64,
}

/// An Ethernet II header's bytes (destination, source, type): corruption flips a bit after it.
pub const ETH_HEADER_BYTES: usize = 14;

/// Frames a burst of loss takes.
pub const BURST_LOSS: u32 = 8;

/// Deepest reordering: a held frame is released after at most this many later frames.
pub const REORDER_DEPTH: u32 = 16;

/// What a bridge run carried.
#[derive(Debug, Default)]
pub struct BridgeRun {
    /// Every frame as sent, in the order the bridge read them, with its time.
    pub records: Vec<Record>,
    /// Frames per direction (a → b, b → a).
    pub frames: [u64; 2],
    /// Frames dropped, held back, duplicated and corrupted.
    pub dropped: u64,
    pub reordered: u64,
    pub duplicated: u64,
    pub corrupted: u64,
    /// The run ended at its time limit, not by `stop`.
    pub timed_out: bool,
}

/// One direction of a faulty link: the faults applied to each frame, the frames held back
/// for reordering, and what was done (shared by the TAP bridge and the engine runners).
pub struct FaultLine {
    pub faults: Faults,
    /// Held-back frames: (frames still to pass before release, frame).
    held: Vec<(u32, Vec<u8>)>,
    pub dropped: u64,
    pub reordered: u64,
    pub duplicated: u64,
    pub corrupted: u64,
    /// Bursts of loss begun, and frames of the current one still to drop.
    pub bursts: u64,
    burst_left: u32,
}

impl FaultLine {
    pub fn new(faults: Faults) -> Self {
        FaultLine { faults, held: Vec::new(), dropped: 0, reordered: 0, duplicated: 0, corrupted: 0, bursts: 0, burst_left: 0 }
    }

    /// One frame into the line; the frames that leave it now, in order.
    pub fn pass(&mut self, f: Vec<u8>, rng: &mut crate::seed::TestRng) -> Vec<Vec<u8>> {
        use rand::Rng;
        let mut out = Vec::new();
        // Frames held back move one step closer to release.
        let mut i = 0;
        while i < self.held.len() {
            self.held[i].0 -= 1;
            if self.held[i].0 == 0 {
                out.push(self.held.remove(i).1);
            } else {
                i += 1;
            }
        }
        let roll = |p: f64, rng: &mut crate::seed::TestRng| p > 0.0 && rng.gen_bool(p);
        if self.burst_left > 0 {
            self.burst_left -= 1;
            self.dropped += 1;
            return out;
        }
        if roll(self.faults.burst, rng) {
            self.bursts += 1;
            self.burst_left = BURST_LOSS - 1;
            self.dropped += 1;
            return out;
        }
        if roll(self.faults.loss, rng) {
            self.dropped += 1;
            return out;
        }
        let mut f = f;
        if roll(self.faults.corrupt, rng) {
            // Past the Ethernet header: a flipped bit there is what the frame check sequence
            // catches on a real link (the frame never reaches the engine), and an engine that
            // took a SYN's corrupted source MAC answered a MAC no host has.
            let at = rng.gen_range(ETH_HEADER_BYTES.min(f.len() - 1)..f.len());
            f[at] ^= 1 << rng.gen_range(0..8);
            self.corrupted += 1;
        }
        let copies = if roll(self.faults.dup, rng) {
            self.duplicated += 1;
            2
        } else {
            1
        };
        if roll(self.faults.reorder, rng) {
            self.reordered += 1;
            for _ in 0..copies {
                self.held.push((rng.gen_range(1..=REORDER_DEPTH), f.clone()));
            }
            return out;
        }
        for _ in 0..copies {
            out.push(f.clone());
        }
        out
    }

    /// The link went quiet: everything held back leaves now.
    pub fn flush(&mut self) -> Vec<Vec<u8>> {
        self.held.drain(..).map(|(_, f)| f).collect()
    }
}

/// Forwards frames between two TAP devices until `stop` is set or `limit` passes.
pub struct Bridge;

impl Bridge {
    /// A fault-free bridge.
    pub fn run(a: &Tap, b: &Tap, stop: Arc<AtomicBool>, limit: Duration) -> BridgeRun {
        Self::run_with(a, b, Faults::default(), stop, limit)
    }

    /// A bridge that injects `faults` in both directions.
    pub fn run_with(a: &Tap, b: &Tap, faults: Faults, stop: Arc<AtomicBool>, limit: Duration) -> BridgeRun {
        use rand::SeedableRng;
        let mut rng = crate::seed::TestRng::seed_from_u64(faults.seed);
        let start = Instant::now();
        let mut r = BridgeRun::default();
        let mut lines = [FaultLine::new(faults), FaultLine::new(faults)];
        let mut fds = [
            libc::pollfd { fd: a.fd.as_raw_fd(), events: libc::POLLIN, revents: 0 },
            libc::pollfd { fd: b.fd.as_raw_fd(), events: libc::POLLIN, revents: 0 },
        ];
        let finish = |r: &mut BridgeRun, lines: &[FaultLine; 2]| {
            r.dropped = lines.iter().map(|l| l.dropped).sum();
            r.reordered = lines.iter().map(|l| l.reordered).sum();
            r.duplicated = lines.iter().map(|l| l.duplicated).sum();
            r.corrupted = lines.iter().map(|l| l.corrupted).sum();
        };
        loop {
            let stopping = stop.load(Ordering::Relaxed);
            if !stopping && start.elapsed() > limit {
                r.timed_out = true;
                finish(&mut r, &lines);
                return r;
            }
            let ready = unsafe { libc::poll(fds.as_mut_ptr(), 2, 10) };
            let mut moved = false;
            for _ in 0..BURST {
                if !Self::pass([a, b], &mut rng, &mut lines, &mut r, start) {
                    break;
                }
                moved = true;
            }
            if ready == 0 && !moved {
                // The link is quiet: what is held back goes now.
                for (k, to) in [b, a].into_iter().enumerate() {
                    for f in lines[k].flush() {
                        to.write(&f);
                    }
                }
                if stopping {
                    finish(&mut r, &lines);
                    return r;
                }
            }
        }
    }

    /// One round: at most one frame read each way; whether anything was read.
    fn pass(taps: [&Tap; 2], rng: &mut crate::seed::TestRng, lines: &mut [FaultLine; 2], r: &mut BridgeRun, start: Instant) -> bool {
        let mut moved = false;
        for k in 0..2 {
            let (from, to) = (taps[k], taps[1 - k]);
            let Some(f) = from.read() else { continue };
            moved = true;
            r.records.push(Record { time_ns: start.elapsed().as_nanos() as u64, orig_len: f.len() as u32, data: f.clone() });
            r.frames[k] += 1;
            for out in lines[k].pass(f, rng) {
                to.write(&out);
            }
        }
        moved
    }
}
