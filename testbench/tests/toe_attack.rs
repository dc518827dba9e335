//! RFC 5961's attack cases against the hardware `toe` and against the Linux kernel, the same
//! crafted frame to each (issue 15's attack tests). The test is the peer: it opens a
//! connection with its own frames (golden's `toe_tx::frame`) to a listening port of a
//! Verilator `toe`, and to a Linux listener in a network namespace over a TAP device; then
//! into each live connection it sends, one at a time:
//!
//! 1. a RST in the window but not at RCV.NXT (RFC 5961 section 3.2): a challenge ACK;
//! 2. a SYN in a synchronized state (section 4.2): a challenge ACK;
//! 3. data at RCV.NXT with an ACK older than SND.UNA - MAX.SND.WND (section 5.2): a
//!    challenge ACK, the data dropped;
//! 4. data far outside the window (RFC 9293 section 3.10.7.4): a duplicate ACK, dropped;
//! 5. an ACK of data never sent, with data (RFC 9293 section 3.10.7.4, fifth; the upper bound
//!    of RFC 5961 section 5.2): an ACK, the data dropped;
//! 6. then the peer's real data, which must arrive byte-exact (nothing injected got in);
//! 7. a RST exactly at RCV.NXT: the connection is reset (no answer).
//!
//! Every answer is classified (none, an ACK and what it acknowledges, a RST) and printed for
//! both; every case must draw the expected answer from both, the same. Linux's per-socket rate limit on
//! such ACKs (`tcp_invalid_ratelimit`, 500 ms) is set to 0 in the namespace so each case
//! answers. Needs root and TUN/TAP: without them the test fails, it never skips.

use iwarp_golden::toe::Event;
use iwarp_golden::toe_rx::{parse, RxSegment};
use iwarp_golden::toe_tx::{frame, TxConfig, TxSegment};
use iwarp_golden::wire::tcp::flags;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::netlab::{accept_within, Netns, Tap};
use iwarp_testbench::toe_host::{HostDriver, TcpEngine};
use iwarp_testbench::toe_hw::{test_config, HwToe};
use std::io::Read;
use std::net::TcpListener;
use std::time::{Duration, Instant};

const PEER: TxConfig = TxConfig { mac: [0x02, 0x00, 0x00, 0x00, 0x00, 0x09], ip: [192, 0, 2, 9] };
const PORT: u16 = 5001;
const PEER_PORT: u16 = 41_000;
const ISS: u32 = 0x1234_0000;
/// The peer's window (no scaling offered, so it is MAX.SND.WND on the other side).
const WINDOW: u16 = 65_535;
/// Far enough to be outside any window and behind any MAX.SND.WND.
const FAR: u32 = 1 << 30;
/// The real data sent after the attacks, and an injected payload.
const REAL: &[u8] = b"the peer's own bytes, after every injection";
const INJECTED: &[u8] = b"INJECTED INJECTED INJECTED";
/// How long Linux is given to answer a frame, and every wait's bound.
const ANSWER_WAIT: Duration = Duration::from_millis(300);
const LIMIT: Duration = Duration::from_secs(20);
/// Ticks the hardware is given to answer a frame (its delayed ACK is shorter).
const HW_ANSWER_TICKS: usize = 8;

/// What a frame drew.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Answer {
    Nothing,
    /// An ACK: (its SEQ relative to the target's ISS + 1, its ACK relative to ours + 1).
    Ack(u32, u32),
    Rst,
    Other(String),
}

/// The other end of the peer's connection: where its frames go and its answers come from.
trait Target {
    fn name(&self) -> &'static str;
    fn mac(&self) -> [u8; 6];
    fn ip(&self) -> [u8; 4];
    fn send(&mut self, f: Vec<u8>);
    /// The TCP segments the target sent since the last call, after it had time to answer.
    fn answers(&mut self) -> Vec<RxSegment>;
}

struct Hardware {
    toe: HwToe,
}

impl Target for Hardware {
    fn name(&self) -> &'static str {
        "toe"
    }
    fn mac(&self) -> [u8; 6] {
        self.toe.cfg.mac
    }
    fn ip(&self) -> [u8; 4] {
        self.toe.cfg.ip
    }
    fn send(&mut self, f: Vec<u8>) {
        self.toe.frame_in(&f);
    }
    fn answers(&mut self) -> Vec<RxSegment> {
        let mut out = Vec::new();
        for _ in 0..HW_ANSWER_TICKS {
            out.extend(std::iter::from_fn(|| self.toe.poll_tx()).filter_map(|f| parse(&f).ok()));
            self.toe.tick();
        }
        out.extend(std::iter::from_fn(|| self.toe.poll_tx()).filter_map(|f| parse(&f).ok()));
        out
    }
}

struct Linux<'a> {
    tap: &'a Tap,
    mac: [u8; 6],
    ip: [u8; 4],
    host: HostDriver,
}

impl Target for Linux<'_> {
    fn name(&self) -> &'static str {
        "Linux"
    }
    fn mac(&self) -> [u8; 6] {
        self.mac
    }
    fn ip(&self) -> [u8; 4] {
        self.ip
    }
    fn send(&mut self, f: Vec<u8>) {
        self.tap.write(&f);
    }
    fn answers(&mut self) -> Vec<RxSegment> {
        let t0 = Instant::now();
        let mut out = Vec::new();
        while let Some(f) = self.tap.read_past(&mut self.host, ANSWER_WAIT.saturating_sub(t0.elapsed())) {
            out.extend(parse(&f).ok());
        }
        out
    }
}

/// The peer's side of the connection: its next sequence number and the target's.
struct Peer {
    ident: u16,
    snd_nxt: u32,
    /// The target's ISS + 1 and its SND.NXT as the peer has seen it.
    irs1: u32,
    rcv_nxt: u32,
}

impl Peer {
    fn seg(&self, t: &dyn Target, seq: u32, ack: u32, fl: u8) -> TxSegment {
        TxSegment { dst_mac: t.mac(), dst_ip: t.ip(), src_port: PEER_PORT, dst_port: PORT, seq, ack, flags: fl, window: WINDOW, ..Default::default() }
    }

    fn send(&mut self, t: &mut dyn Target, s: TxSegment, payload: &[u8]) {
        self.ident = self.ident.wrapping_add(1);
        t.send(frame(&PEER, &s, payload, self.ident));
    }

    /// The one answer a frame drew (the connection's segments only).
    fn answer(&self, t: &mut dyn Target) -> Answer {
        let a: Vec<RxSegment> = t.answers().into_iter().filter(|s| s.dst_port == PEER_PORT && s.src_port == PORT).collect();
        match a.as_slice() {
            [] => Answer::Nothing,
            [s] if s.flags & flags::RST != 0 => Answer::Rst,
            [s] if s.flags & (flags::SYN | flags::FIN) == 0 && s.payload.is_empty() => Answer::Ack(s.seq.wrapping_sub(self.irs1), s.ack.wrapping_sub(ISS.wrapping_add(1))),
            more => Answer::Other(format!("{more:?}")),
        }
    }

    /// SYN (MSS only: no window scale, no timestamps, no SACK), SYN-ACK, ACK.
    fn open(t: &mut dyn Target) -> Peer {
        let mut p = Peer { ident: 0, snd_nxt: ISS, irs1: 0, rcv_nxt: 0 };
        let syn = TxSegment { mss: Some(1460), ..p.seg(t, ISS, 0, flags::SYN) };
        p.send(t, syn, &[]);
        let t0 = Instant::now();
        let synack = loop {
            assert!(t0.elapsed() < LIMIT, "{}: no SYN-ACK", t.name());
            if let Some(s) = t.answers().into_iter().find(|s| s.flags & (flags::SYN | flags::ACK) == flags::SYN | flags::ACK && s.ack == ISS.wrapping_add(1)) {
                break s;
            }
        };
        p.snd_nxt = ISS.wrapping_add(1);
        p.irs1 = synack.seq.wrapping_add(1);
        p.rcv_nxt = p.irs1;
        let ack = p.seg(t, p.snd_nxt, p.rcv_nxt, flags::ACK);
        p.send(t, ack, &[]);
        p
    }

    /// The attack cases in order; their answers.
    fn attacks(&mut self, t: &mut dyn Target) -> Vec<(&'static str, Answer)> {
        let (nxt, rcv) = (self.snd_nxt, self.rcv_nxt);
        let cases: Vec<(&'static str, TxSegment, &[u8])> = vec![
            ("RST in the window, not at RCV.NXT", self.seg(t, nxt.wrapping_add(1), 0, flags::RST), &[]),
            ("SYN in a synchronized state", self.seg(t, nxt.wrapping_add(10), 0, flags::SYN), &[]),
            ("data at RCV.NXT, ACK too old", self.seg(t, nxt, rcv.wrapping_sub(FAR), flags::ACK | flags::PSH), INJECTED),
            ("data outside the window", self.seg(t, nxt.wrapping_add(FAR), rcv, flags::ACK | flags::PSH), INJECTED),
            ("data with an ACK of unsent data", self.seg(t, nxt, rcv.wrapping_add(10_000), flags::ACK | flags::PSH), INJECTED),
        ];
        let mut out = Vec::new();
        for (what, s, payload) in cases {
            self.send(t, s, payload);
            out.push((what, self.answer(t)));
        }
        let real = self.seg(t, nxt, rcv, flags::ACK | flags::PSH);
        self.send(t, real, REAL);
        self.snd_nxt = nxt.wrapping_add(REAL.len() as u32);
        out.push(("the peer's real data", self.answer(t)));
        let rst = self.seg(t, self.snd_nxt, 0, flags::RST);
        self.send(t, rst, &[]);
        out.push(("RST at RCV.NXT", self.answer(t)));
        out
    }
}

#[test]
fn rfc5961_cases_on_hardware_and_linux() {
    // The hardware.
    let mut toe = HwToe::new(test_config(1), BackendKind::from_env(BackendKind::Verilator), None);
    toe.listen(PORT);
    let mut hw = Hardware { toe };
    let mut p = Peer::open(&mut hw);
    let hw_answers = p.attacks(&mut hw);
    let mut delivered = Vec::new();
    let mut reset = false;
    while let Some(e) = hw.toe.poll_event() {
        match e {
            Event::Deliver { data, .. } => delivered.extend(data),
            Event::Reset { .. } => reset = true,
            _ => {}
        }
    }
    assert_eq!(delivered, REAL, "the hardware's ULP got other bytes than the peer's");
    assert!(reset, "the exact RST did not reset the hardware's connection");
    let c = hw.toe.counters();
    println!("hardware counters: {c:?}");
    assert!(c.challenge_acks >= 3 && c.dropped.get("AckTooOld") == Some(&1), "{c:?}");

    // Linux.
    let id = std::process::id() % 100_000;
    let ns = Netns::create(&format!("iwat-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    let linux_ip = [192, 0, 2, 2];
    let tap = Tap::create(&format!("iwat{id}"), &ns, "192.0.2.2/24").unwrap_or_else(|e| panic!("tap: {e}"));
    let st = std::process::Command::new("ip").args(["netns", "exec", &ns.name, "sysctl", "-q", "-w", "net.ipv4.tcp_invalid_ratelimit=0"]).status().expect("sysctl");
    assert!(st.success(), "sysctl net.ipv4.tcp_invalid_ratelimit in the namespace");
    let mac = tap.mac_in(&ns);
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    let (linux_answers, linux_read) = std::thread::scope(|s| {
        let ns = &ns;
        let server = s.spawn(move || {
            ns.enter().unwrap();
            let l = TcpListener::bind((std::net::Ipv4Addr::from(linux_ip), PORT)).expect("bind");
            ready_tx.send(()).unwrap();
            let (mut c, _) = accept_within(&l, LIMIT).unwrap_or_else(|e| panic!("{e}"));
            c.set_read_timeout(Some(LIMIT)).unwrap();
            let mut got = Vec::new();
            let mut buf = [0u8; 4096];
            let end = loop {
                match c.read(&mut buf) {
                    Ok(0) => break "closed".to_string(),
                    Ok(n) => got.extend_from_slice(&buf[..n]),
                    Err(e) => break format!("{:?}", e.kind()),
                }
            };
            (got, end)
        });
        ready_rx.recv().unwrap();
        let mut linux = Linux { tap: &tap, mac, ip: linux_ip, host: HostDriver::new(PEER.mac, PEER.ip) };
        let mut p = Peer::open(&mut linux);
        let a = p.attacks(&mut linux);
        (a, server.join().expect("server"))
    });
    println!("{:<36} {:<24} Linux", "frame", "toe");
    for ((what, h), (_, l)) in hw_answers.iter().zip(&linux_answers) {
        println!("{what:<36} {:<24} {l:?}", format!("{h:?}"));
    }
    assert_eq!(linux_read.0, REAL, "Linux's socket read other bytes than the peer's");
    assert_eq!(linux_read.1, "ConnectionReset", "the exact RST did not reset Linux's connection");
    // The peer's next byte is 0 and the target's 0 (relative): a challenge ACK or a duplicate
    // ACK acknowledges nothing new.
    // The real data acknowledged in full; the exact RST answered by nothing.
    let challenge = Answer::Ack(0, 0);
    let mut want = vec![challenge; 5];
    want.push(Answer::Ack(0, REAL.len() as u32));
    want.push(Answer::Nothing);
    for (k, w) in want.iter().enumerate() {
        assert_eq!(&hw_answers[k].1, w, "toe, {}", hw_answers[k].0);
        assert_eq!(&linux_answers[k].1, w, "Linux, {}", linux_answers[k].0);
    }
}
