//! The software iWARP peer's own refusals (the interop test's oracle, testbench/src/iwarp_peer.rs):
//! a hostile other side, golden's codecs on a raw kernel socket in a network namespace the test
//! makes (192.0.2.0/24 on its loopback), sends one wrong thing each time, and the peer must stop
//! with that reason (and place nothing); a well-formed Write beside them is placed, so the
//! harness itself is shown to work. An oracle that accepted what it should refuse would let the
//! RNIC's interop test pass on wrong traffic.

use iwarp_golden::mpa_stream::Framer;
use iwarp_golden::wire::ddp::{queue, Buffer, Opcode, ReadRequest, Segment};
use iwarp_golden::wire::mpa::{FpduFault, FrameKind, IrdOrd, ReqRep, REVISION_2};
use iwarp_golden::wire::terminate::{Terminate, TerminateCause};
use iwarp_testbench::iwarp_peer::{Peer, PeerConfig, FIRST_MSN};
use iwarp_testbench::netlab::{accept_within, Netns};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::time::{Duration, Instant};

const ADDR: &str = "192.0.2.2";
const STAG: u32 = 0x1234_5600;
const VA: u64 = 0x10_0000;
const MEM: usize = 4096;
const LIMIT: Duration = Duration::from_secs(5);

fn cfg(markers: bool) -> PeerConfig {
    PeerConfig { markers, crc: true, ird: 4, ord: 4, private_data: b"peer".to_vec(), stag: STAG, va: VA, mem_len: MEM, abort: None }
}

fn frame(kind: FrameKind, reject: bool, markers: bool) -> ReqRep {
    ReqRep { kind, markers, crc: true, reject, reserved: 0, revision: REVISION_2, ird_ord: Some(IrdOrd { ird: 4, ord: 4, ..IrdOrd::default() }), private_data: Vec::new() }
}

/// Reads one MPA frame from `s` (the peer's Reply or Request).
fn read_frame(s: &mut TcpStream) -> ReqRep {
    s.set_read_timeout(Some(Duration::from_millis(100))).unwrap();
    let mut buf = Vec::new();
    let t0 = Instant::now();
    loop {
        if let Ok((f, _)) = ReqRep::parse(&buf) {
            return f;
        }
        assert!(t0.elapsed() < LIMIT, "no MPA frame from the peer");
        let mut chunk = [0u8; 512];
        if let Ok(n) = s.read(&mut chunk) {
            buf.extend_from_slice(&chunk[..n]);
        }
    }
}

fn write_seg(stag: u32, to: u64, payload: &[u8]) -> Vec<u8> {
    Segment { opcode: Opcode::RdmaWrite, last: true, buffer: Buffer::Tagged { stag, to }, payload: payload.to_vec() }.emit()
}

fn send_seg(msn: u32, payload: &[u8]) -> Vec<u8> {
    Segment { opcode: Opcode::Send, last: true, buffer: Buffer::Untagged { rsvd_ulp: 0, qn: queue::SEND, msn, mo: 0 }, payload: payload.to_vec() }.emit()
}

/// One hostile exchange: what the other side sends after the MPA start-up.
struct Case {
    name: &'static str,
    /// Markers the peer asks for (its M flag: in the FPDUs it receives).
    markers: bool,
    /// Receive buffers the peer posts.
    recv: Option<usize>,
    /// An RDMA Read the peer posts first: `len` bytes into its region at `off`.
    read: Option<(usize, u32)>,
    /// The ULPDUs sent, each with its FPDU fault.
    ulpdus: Vec<(Vec<u8>, FpduFault)>,
    /// The peer's reason, or None: it must take them all without a complaint.
    want: Option<&'static str>,
}

/// Runs the peer as responder against a hostile initiator; the peer's verdict and its memory.
fn run_case(ns: &Netns, port: u16, c: &Case) -> (Result<(), String>, Vec<u8>) {
    let listener = {
        ns.enter().unwrap();
        TcpListener::bind((ADDR, port)).unwrap()
    };
    let (peer_cfg, recv, read, n) = (cfg(c.markers), c.recv, c.read, c.ulpdus.len() as u64);
    let peer = std::thread::spawn(move || {
        let (sock, _) = accept_within(&listener, LIMIT).unwrap();
        sock.set_nonblocking(false).unwrap();
        let mut p = Peer::respond(sock, peer_cfg, LIMIT).unwrap();
        if let Some(cap) = recv {
            p.post_recv(cap);
        }
        if let Some((off, len)) = read {
            p.read(off, len, 0x77, 0);
        }
        let verdict = p.run_until(LIMIT, |p| p.fpdus_in == n && p.errors.is_empty());
        (verdict, p.mem.clone())
    });
    let mut s = TcpStream::connect((ADDR, port)).unwrap();
    s.write_all(&frame(FrameKind::Request, false, false).emit()).unwrap();
    let reply = read_frame(&mut s);
    assert!(reply.kind == FrameKind::Reply && !reply.reject && reply.markers == c.markers, "{}: {reply:?}", c.name);
    let mut framer = Framer::new(0, reply.markers, true);
    for (u, fault) in &c.ulpdus {
        s.write_all(&framer.push_with(u, fault)).unwrap();
    }
    let out = peer.join().unwrap();
    drop(s);
    out
}

#[test]
fn the_peer_refuses_what_it_must_and_places_nothing() {
    let id = std::process::id() % 100_000;
    let ns = Netns::create(&format!("iwpr-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    assert!(std::process::Command::new("ip").args(["-n", &ns.name, "addr", "add", &format!("{ADDR}/32"), "dev", "lo"]).status().unwrap().success());
    let ok = FpduFault::NONE;
    let data: Vec<u8> = (0..64u8).map(|b| b.wrapping_mul(7) ^ 0x5a).collect();
    let rr = |src_stag, src_to, size| ReadRequest { sink_stag: 0x99, sink_to: 0x2000, size, src_stag, src_to }.emit();
    let rr_seg = |msn, body: Vec<u8>| Segment { opcode: Opcode::ReadRequest, last: true, buffer: Buffer::Untagged { rsvd_ulp: 0, qn: queue::READ_REQUEST, msn, mo: 0 }, payload: body }.emit();
    let term = Terminate { code: TerminateCause::RemoteAccessRights.code(), segment_length_valid: false, reserved: 0, ddp: None, rdmap: None };
    let mut bad_version = write_seg(STAG, VA, &data);
    bad_version[0] ^= 0x03;
    let cases = vec![
        Case { name: "a well-formed Write (control)", markers: true, recv: None, read: None, ulpdus: vec![(write_seg(STAG, VA + 100, &data), ok)], want: None },
        Case { name: "Write past the region", markers: false, recv: None, read: None, ulpdus: vec![(write_seg(STAG, VA + MEM as u64 - 8, &data), ok)], want: Some("outside the region") },
        Case { name: "Write to another STag", markers: true, recv: None, read: None, ulpdus: vec![(write_seg(STAG + 1, VA, &data), ok)], want: Some("outside the region") },
        Case { name: "Write below the region", markers: false, recv: None, read: None, ulpdus: vec![(write_seg(STAG, VA - 1, &data), ok)], want: Some("outside the region") },
        Case { name: "Send with no receive posted", markers: false, recv: None, read: None, ulpdus: vec![(send_seg(FIRST_MSN, &data), ok)], want: Some("no receive buffer posted") },
        Case { name: "Send with MSN 2 first", markers: false, recv: Some(MEM), read: None, ulpdus: vec![(send_seg(FIRST_MSN + 1, &data), ok)], want: Some("expected queue 0 MSN 1") },
        Case { name: "Send larger than its buffer", markers: true, recv: Some(16), read: None, ulpdus: vec![(send_seg(FIRST_MSN, &data), ok)], want: Some("into a 16-byte buffer") },
        Case {
            name: "Read Response with no Read outstanding",
            markers: false,
            recv: None,
            read: None,
            ulpdus: vec![(Segment { opcode: Opcode::ReadResponse, last: true, buffer: Buffer::Tagged { stag: STAG, to: VA }, payload: data.clone() }.emit(), ok)],
            want: Some("no Read outstanding"),
        },
        Case {
            name: "Read Response past the Read's sink",
            markers: true,
            recv: None,
            read: Some((0, 32)),
            ulpdus: vec![(Segment { opcode: Opcode::ReadResponse, last: true, buffer: Buffer::Tagged { stag: STAG, to: VA }, payload: data.clone() }.emit(), ok)],
            want: Some("outside the Read's sink"),
        },
        Case { name: "Read Request past the region", markers: false, recv: None, read: None, ulpdus: vec![(rr_seg(FIRST_MSN, rr(STAG, VA + 4000, 200)), ok)], want: Some("outside the region") },
        Case { name: "Read Request with MSN 3 first", markers: false, recv: None, read: None, ulpdus: vec![(rr_seg(FIRST_MSN + 2, rr(STAG, VA, 8)), ok)], want: Some("expected queue 1 MSN 1") },
        Case {
            name: "a Terminate",
            markers: false,
            recv: None,
            read: None,
            ulpdus: vec![(Segment { opcode: Opcode::Terminate, last: true, buffer: Buffer::Untagged { rsvd_ulp: 0, qn: queue::TERMINATE, msn: FIRST_MSN, mo: 0 }, payload: term.emit() }.emit(), ok)],
            want: Some("Terminate received"),
        },
        Case { name: "an FPDU with a bad CRC", markers: true, recv: None, read: None, ulpdus: vec![(write_seg(STAG, VA, &data), FpduFault { crc_xor: 1, ..FpduFault::NONE })], want: Some("FPDU 0 refused") },
        Case { name: "an FPDU with a bad marker", markers: true, recv: None, read: None, ulpdus: vec![(write_seg(STAG, VA, &vec![3u8; 1200]), FpduFault { marker_fpduptr_xor: 4, ..FpduFault::NONE })], want: Some("FPDU 0 refused") },
        Case { name: "a DDP version the peer does not speak", markers: false, recv: None, read: None, ulpdus: vec![(bad_version, ok)], want: Some("DDP segment") },
        Case {
            name: "a good Write, then one past the region",
            markers: false,
            recv: None,
            read: None,
            ulpdus: vec![(write_seg(STAG, VA, &data), ok), (write_seg(STAG, VA + MEM as u64, &data), ok)],
            want: Some("outside the region"),
        },
    ];
    let mut refused = 0;
    for (k, c) in cases.iter().enumerate() {
        let (verdict, mem) = run_case(&ns, 4800 + k as u16, c);
        match (c.want, &verdict) {
            (None, Ok(())) => {
                assert_eq!(&mem[100..100 + data.len()], &data[..], "{}: the Write is not placed", c.name);
                assert!(mem[..100].iter().chain(&mem[100 + data.len()..]).all(|&b| b == 0), "{}: bytes outside the Write changed", c.name);
            }
            (Some(want), Err(e)) => {
                assert!(e.contains(want), "{}: stopped for \"{e}\", expected \"{want}\"", c.name);
                // Nothing placed but the good Write before the fault, if the case has one.
                let placed = if c.ulpdus.len() > 1 { data.len() } else { 0 };
                assert!(mem[placed..].iter().all(|&b| b == 0), "{}: bytes placed after the refusal", c.name);
                refused += 1;
            }
            _ => panic!("{}: {verdict:?}, expected {:?}", c.name, c.want),
        }
        println!("{}: {verdict:?}", c.name);
    }
    assert_eq!(refused, cases.len() - 1);
}

/// The MPA start-up's refusals: a responder sent a Reply for a Request, an initiator answered
/// with a rejecting Reply, a frame whose key is wrong.
#[test]
fn the_peer_refuses_a_wrong_mpa_start_up() {
    let id = std::process::id() % 100_000;
    let ns = Netns::create(&format!("iwpm-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    assert!(std::process::Command::new("ip").args(["-n", &ns.name, "addr", "add", &format!("{ADDR}/32"), "dev", "lo"]).status().unwrap().success());
    ns.enter().unwrap();
    let mut bad_key = frame(FrameKind::Request, false, false).emit();
    bad_key[3] ^= 0x20;
    // The peer as responder: what the initiator sends first.
    for (k, (first, want)) in [(frame(FrameKind::Reply, false, false).emit(), "expected a Request"), (bad_key, "MPA frame")].into_iter().enumerate() {
        let l = TcpListener::bind((ADDR, 4900 + k as u16)).unwrap();
        let peer = std::thread::spawn(move || {
            let (sock, _) = accept_within(&l, LIMIT).unwrap();
            sock.set_nonblocking(false).unwrap();
            Peer::respond(sock, cfg(false), LIMIT).err()
        });
        let mut s = TcpStream::connect((ADDR, 4900 + k as u16)).unwrap();
        s.write_all(&first).unwrap();
        let e = peer.join().unwrap().unwrap_or_else(|| panic!("the peer accepted {want:?}'s frame"));
        assert!(e.contains(want), "stopped for \"{e}\", expected \"{want}\"");
        println!("responder: {e}");
    }
    // The peer as initiator: a rejecting Reply.
    let l = TcpListener::bind((ADDR, 4910)).unwrap();
    let hostile = std::thread::spawn(move || {
        let (mut s, _) = accept_within(&l, LIMIT).unwrap();
        s.set_nonblocking(false).unwrap();
        let req = read_frame(&mut s);
        assert_eq!(req.kind, FrameKind::Request);
        s.write_all(&frame(FrameKind::Reply, true, false).emit()).unwrap();
        std::thread::sleep(Duration::from_millis(200));
    });
    let sock = TcpStream::connect((ADDR, 4910)).unwrap();
    let e = Peer::initiate(sock, cfg(false), LIMIT).err().expect("the peer accepted a rejecting Reply");
    hostile.join().unwrap();
    assert!(e.contains("expected an accepting Reply"), "{e}");
    println!("initiator: {e}");
}
