//! The composed hardware `toe` (Verilator) against golden's reference engine over the
//! simulated link (`toe_link::SimLink`): connections opened from either side, streams each
//! way byte-exact, orderly closes; with faults on the link; tcp-check clean on the capture.

use iwarp_golden::tcp_check;
use iwarp_golden::toe::{Event, Toe, ToeConfig};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::netlab::Faults;
use iwarp_testbench::toe_host::{pattern, PatternCheck, TcpEngine};
use iwarp_testbench::toe_hw::HwToe;
use iwarp_testbench::toe_link::{LinkConfig, SimLink};
use std::collections::BTreeMap;

const PORT: u16 = 5001;

fn config(last: u8) -> ToeConfig {
    let mut c = ToeConfig::new([2, 0, 0, 0, 0, last], [192, 0, 2, last]);
    c.rto_min = 20;
    c.rto_initial = 100;
    c.dack = 4;
    c.time_wait = 50;
    c
}

/// Per side and connection: (stream key, bytes sent, check of what arrives, close asked).
type Sides = [BTreeMap<u16, (u64, u64, PatternCheck, bool)>; 2];

/// Runs `conns` connections opened by side 0 to side 1's listening port, `bytes` each way,
/// until every connection has closed on both sides; returns the ticks taken.
fn exchange<A: TcpEngine, B: TcpEngine>(link: &mut SimLink<A, B>, conns: u16, bytes: u64, max_ticks: u64) -> u64 {
    let b_ip = [192, 0, 2, 2];
    let b_mac = [2, 0, 0, 0, 0, 2];
    for i in 0..conns {
        link.a.connect(b_ip, b_mac, PORT, 40_000 + i).expect("connect");
    }
    let mut sides: Sides = [BTreeMap::new(), BTreeMap::new()];
    let mut closed = [0u16; 2];
    while closed != [conns, conns] {
        assert!(link.now < max_ticks, "stalled at tick {}: closed {closed:?}; sides {:?}", link.now, sides.iter().map(|s| s.values().map(|v| (v.0, v.1, v.2.received, v.3)).collect::<Vec<_>>()).collect::<Vec<_>>());
        let (ea, eb) = link.step();
        for (k, events) in [ea, eb].into_iter().enumerate() {
            for e in events {
                match e {
                    Event::Established { conn, tuple } => {
                        let key = if k == 0 { tuple.local_port } else { tuple.remote_port } as u64;
                        sides[k].insert(conn, (key, 0, PatternCheck::new(key * 2 + (1 - k as u64)), false));
                    }
                    Event::Deliver { conn, data, .. } => {
                        sides[k].get_mut(&conn).expect("delivery on a known connection").2.take(&data);
                        if k == 0 {
                            link.a.consumed(conn, data.len() as u32)
                        } else {
                            link.b.consumed(conn, data.len() as u32)
                        }
                    }
                    Event::Closed { conn } => {
                        let s = sides[k].remove(&conn).unwrap();
                        assert!(s.2.exact(bytes), "side {k} key {}: {:?}", s.0, s.2);
                        closed[k] += 1;
                    }
                    Event::Acked { .. } | Event::PeerClosed { .. } => {}
                    Event::SlowPath(f) => assert!(f.len() > 12 && f[12..14] != [8, 0], "side {k}: an IPv4 frame in the slow path: {f:?}"),
                    other => panic!("side {k}: {other:?}"),
                }
            }
        }
        for k in 0..2 {
            for (&conn, s) in sides[k].iter_mut() {
                let engine: &mut dyn TcpEngine = if k == 0 { &mut link.a } else { &mut link.b };
                while s.1 < bytes && engine.send_space(conn) >= 8192 {
                    let n = 8192.min(bytes - s.1) as usize;
                    engine.send(conn, &pattern(s.0 * 2 + k as u64, s.1, n)).unwrap();
                    s.1 += n as u64;
                }
                if s.1 == bytes && s.2.received == bytes && !s.3 {
                    s.3 = engine.close(conn).is_ok();
                }
            }
        }
    }
    link.now
}

#[test]
fn hardware_opens_to_golden_and_both_streams_arrive() {
    let a = HwToe::new(config(1), BackendKind::Verilator, None);
    let mut b = Toe::new(config(2));
    TcpEngine::listen(&mut b, PORT);
    let mut link = SimLink::new(a, b, LinkConfig { rate: 12_500, delay: 5, queue: 64 * 1514, faults: Faults::default() });
    link.capture = Some(Vec::new());
    let ticks = exchange(&mut link, 2, 256 << 10, 20_000);
    println!("{ticks} ticks, {} cycles; hardware {:?}", link.a.cycles, link.a.counters());
    let r = tcp_check::check(link.capture.as_ref().unwrap());
    assert!(r.findings.is_empty(), "{}", tcp_check::text(&r));
}
