//! MPA start-up by the host driver over a TOE's byte stream (issue 16): the driver's
//! `MpaSetup` on both ends of a TCP connection, its Request and Reply carried as ordinary
//! stream bytes (SEND into the send ring, deliveries from the ULP port), through a link that
//! loses and reorders frames; the hardware `toe` on the responder's side, golden's engine on
//! the initiator's. Both ends settle the same parameters, the bytes each way are counted as
//! the stream offsets where FPDUs would start, and the first bytes sent after the exchange
//! (standing for the first FPDUs) arrive behind the peer's frame, byte-exact.

use iwarp_driver::mpa_setup::{Local, MpaSetup, Negotiated, Rtr};
use iwarp_golden::toe::{Event, Toe};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::netlab::Faults;
use iwarp_testbench::toe_host::TcpEngine;
use iwarp_testbench::toe_hw::{test_config as config, HwToe};
use iwarp_testbench::toe_link::{LinkConfig, SimLink};

const PORT: u16 = 4791;
/// Bytes each side sends right after its frame (standing for its first FPDUs).
const AFTER: usize = 64 << 10;

fn after(side: u8) -> Vec<u8> {
    (0..AFTER).map(|i| (i as u8).wrapping_mul(7) ^ side).collect()
}

#[test]
fn mpa_startup_over_the_hardware_toe() {
    let a = Toe::new(config(1));
    let mut b = HwToe::new(config(2), BackendKind::Verilator, None);
    TcpEngine::listen(&mut b, PORT);
    let faults = Faults { loss: 0.02, reorder: 0.05, seed: 61, ..Default::default() };
    let mut link = SimLink::new(a, b, LinkConfig { rate: 12_500, delay: 5, queue: 64 * 1514, faults });
    link.capture = Some(Vec::new());
    let ca = link.a.connect([192, 0, 2, 2], [2, 0, 0, 0, 0, 2], PORT, 41_000).unwrap();
    let initiator = Local { revision: 2, markers: true, crc: true, ird: 8, ord: 16, peer_to_peer: true, private_data: b"initiator's private data".to_vec(), accept: true };
    let responder = Local { revision: 2, markers: false, crc: true, ird: 4, ord: 2, peer_to_peer: true, private_data: b"responder".to_vec(), accept: true };
    let (mut ia, req) = MpaSetup::initiator(initiator);
    let mut rb = MpaSetup::responder(responder);
    let (mut cb, mut up_a) = (None, false);
    let (mut na, mut nb): (Option<Negotiated>, Option<Negotiated>) = (None, None);
    // Bytes each side received after the exchange settled.
    let (mut rest_a, mut rest_b): (Vec<u8>, Vec<u8>) = (Vec::new(), Vec::new());
    while rest_a.len() < AFTER || rest_b.len() < AFTER {
        assert!(link.now < 20_000, "stalled at tick {}: initiator {:?}, responder {:?}", link.now, na.is_some(), nb.is_some());
        let (ea, eb) = link.step();
        for e in ea {
            match e {
                Event::Established { conn, .. } if conn == ca => {
                    up_a = true;
                    link.a.send(ca, &req).unwrap();
                }
                Event::Deliver { conn, data, .. } if conn == ca => {
                    link.a.consumed(conn, data.len() as u32);
                    if na.is_none() {
                        let (out, done) = ia.feed(&data);
                        assert!(out.is_empty());
                        if let Some(r) = done {
                            let n = r.expect("the initiator settles");
                            rest_a.extend(&n.leftover);
                            na = Some(n);
                            link.a.send(ca, &after(0xA)).unwrap();
                        }
                    } else {
                        rest_a.extend(&data);
                    }
                }
                _ => {}
            }
        }
        for e in eb {
            match e {
                Event::Established { conn, .. } => cb = Some(conn),
                Event::Deliver { conn, data, .. } => {
                    link.b.consumed(conn, data.len() as u32);
                    if nb.is_none() {
                        let (out, done) = rb.feed(&data);
                        if let Some(r) = done {
                            link.b.send(conn, &out).unwrap();
                            let n = r.expect("the responder accepts");
                            rest_b.extend(&n.leftover);
                            nb = Some(n);
                            link.b.send(conn, &after(0xB)).unwrap();
                        }
                    } else {
                        rest_b.extend(&data);
                    }
                }
                _ => {}
            }
        }
    }
    assert!(up_a && cb.is_some());
    let (na, nb) = (na.unwrap(), nb.unwrap());
    println!("initiator {na:?}\nresponder {nb:?}\nlink {:?}", link.stats);
    assert_eq!((na.revision, na.crc, nb.crc), (2, true, true));
    assert_eq!((na.markers_tx, na.markers_rx, nb.markers_tx, nb.markers_rx), (false, true, true, false));
    assert_eq!((na.ird, na.ord, nb.ird, nb.ord), (8, 4, 4, 2), "each ORD within the peer's IRD");
    assert_eq!((na.rtr, nb.rtr), (Some(Rtr::ZeroWrite), Some(Rtr::ZeroWrite)));
    assert_eq!((na.peer_private_data.as_slice(), nb.peer_private_data.as_slice()), (&b"responder"[..], &b"initiator's private data"[..]));
    assert_eq!((na.tx_bytes, na.rx_bytes), (nb.rx_bytes, nb.tx_bytes));
    assert_eq!(rest_a, after(0xB), "the responder's first bytes after its Reply");
    assert_eq!(rest_b, after(0xA), "the initiator's first bytes after the exchange");
    assert!(link.stats.lost.iter().sum::<u64>() > 0, "the link lost frames: {:?}", link.stats);
    let r = iwarp_golden::tcp_check::check(link.capture.as_ref().unwrap());
    assert!(r.findings.is_empty(), "{}", iwarp_golden::tcp_check::text(&r));
}
