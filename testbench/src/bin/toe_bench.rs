//! make bench (TOE part): the reference TCP engine's goodput against loss on a simulated
//! 10 Gb/s link, beside the Mathis bound, written to target/bench/toe.md and toe.json.
//!
//! Two golden engines back to back (`toe_link::SimLink`): one tick is 10 us, the link carries
//! 12,500 frame bytes a tick each way (10 Gb/s), 50 us one way (100 us RTT), a bottleneck queue
//! of two bandwidth-delay products. One connection sends 128 MiB (16 MiB under loss); goodput is payload bytes per
//! link capacity until the last byte is acknowledged, and its ceiling is what the headers leave
//! (payload / frame bytes). These are the algorithm's numbers (congestion control, recovery,
//! timers). Each lossy rate runs three ways on the same fault seed: out-of-order data dropped
//! (the hardware today), kept in 4 blocks without SACK (NewReno), kept with SACK (RFC 2018
//! blocks, RFC 6675 recovery).
//!
//! The TAP table (`target/bench/toe-tap.md`): golden against the Linux kernel over a TAP device
//! with the fault bridge's loss, out-of-order data dropped and then reassembly + SACK, beside
//! Linux against Linux through the same bridge with the same fault seeds (two connections
//! opened by each side, 1 MiB each way on each; the kernels' timers compressed alike). Per
//! sender: RTOs (golden's counter, the kernel's `TCPTimeouts`), recoveries (golden's fast
//! retransmits, the kernel's `TCPSackRecovery` + `TCPRenoRecovery`) and retransmitted bytes
//! per byte from `tcp-check`'s reading of the capture. Wall-clock time is not comparable
//! (golden ticks at 1 ms, the kernel's clock is its own) and is not reported as a rate.
//!
//! The hardware table: two Verilator `toe`s (`toe_hw::HwToe`) on the same kind of link, its
//! tick the timers' sweep (3,136 clock cycles) and its rate the wire's 8 bytes a cycle (25,088
//! frame bytes a tick), 2 ticks one way; goodput in bytes per cycle of the engine's clock, so
//! it is quoted at any clock (10 Gb/s needs 156.25 MHz). 8 MiB per clean run, 2 MiB per lossy
//! run.

use iwarp_golden::toe::{Event, Toe, ToeConfig};
use iwarp_golden::toe_reasm::REASM_BLOCKS;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::interop::{interop_with, linux_pair, PAIR_SERVER, LINUX_IP, TOE_IP};
use iwarp_testbench::netlab::Faults;
use iwarp_testbench::toe_host::{pattern, TcpEngine};
use iwarp_testbench::toe_hw::{HwToe, Pair, Stamps, MIN_CYCLES_PER_TICK, PAIR_LIMIT};
use iwarp_testbench::toe_link::{LinkConfig, SimLink};

const TICK_US: f64 = 10.0;
/// 10 Gb/s in frame bytes per 10 us tick.
const RATE: usize = 12_500;
const DELAY: u64 = 5;
/// Bytes per run without loss (long enough that slow start and the last RTT weigh little),
/// and with loss.
const CLEAN_BYTES: usize = 128 << 20;
const LOSSY_BYTES: usize = 16 << 20;
const CHUNK: usize = 64 * 1024;
const PORT: u16 = 5001;
const MAX_TICKS: u64 = 20_000_000;
/// Frame bytes a data segment adds to its payload: Ethernet 14, IPv4 20, TCP 20, timestamps 12.
const HEADERS: f64 = 66.0;
/// Mathis et al.'s constant sqrt(3/2) (periodic loss, delayed ACKs off).
const MATHIS_C: f64 = 1.2247;

/// How a run's engines recover from loss.
#[derive(Clone, Copy, PartialEq)]
enum Recovery {
    /// Out-of-order data dropped, NewReno (the hardware's behaviour before issue 15).
    Drop,
    /// Out-of-order data kept in 4 blocks, NewReno.
    Reassembly,
    /// Kept, SACK blocks and RFC 6675's scoreboard.
    Sack,
}

impl Recovery {
    fn name(self) -> &'static str {
        match self {
            Recovery::Drop => "out-of-order dropped",
            Recovery::Reassembly => "reassembly, no SACK",
            Recovery::Sack => "reassembly + SACK",
        }
    }
}

struct Row {
    mss: u16,
    loss: f64,
    how: Recovery,
    ticks: u64,
    goodput: f64,
    ceiling: f64,
    rto: u64,
    fast: u64,
    rexmit_per_byte: f64,
    mathis: f64,
}

fn engine(mac: [u8; 6], ip: [u8; 4], mss: u16, how: Recovery) -> Toe {
    let mut c = ToeConfig::new(mac, ip);
    c.mss = mss;
    c.ooo_blocks = if how == Recovery::Drop { 0 } else { REASM_BLOCKS };
    c.sack = how == Recovery::Sack;
    // Timers in 10 us ticks: RTO floor 2 ms, initial RTO 10 ms, delayed ACK 400 us.
    c.rto_min = 200;
    c.rto_initial = 1000;
    c.rto_max = 100_000;
    c.dack = 40;
    c.time_wait = 100;
    // The default 256 KiB receive buffer: a window above the link's 125 KB bandwidth-delay
    // product, below that plus the bottleneck queue (375 KB), so a loss-free link never drops.
    Toe::new(c)
}

/// Opens one connection from a to b and sends `bytes` of stream `seed` until the last byte is
/// delivered and acknowledged; the connection and the ticks from the handshake's end.
fn transfer<A: TcpEngine, B: TcpEngine>(link: &mut SimLink<A, B>, bytes: usize, seed: u64, what: &str) -> (u16, u64) {
    let conn = link.a.connect([192, 0, 2, 2], [2, 0, 0, 0, 0, 2], PORT, 40_000).expect("connect");
    let mut established = false;
    while !established {
        let (ea, _) = link.step();
        established = ea.iter().any(|e| matches!(e, Event::Established { .. }));
        assert!(link.now < 10_000, "{what}: no handshake");
    }
    let start = link.now;
    let (mut sent, mut delivered) = (0usize, 0usize);
    while delivered < bytes || link.a.counters().bytes_acked < bytes as u64 {
        while sent < bytes && link.a.send_space(conn) >= CHUNK.min(bytes - sent) {
            let n = CHUNK.min(bytes - sent);
            link.a.send(conn, &pattern(seed, sent as u64, n)).expect("send");
            sent += n;
        }
        let (_, eb) = link.step();
        for e in eb {
            if let Event::Deliver { conn: c, data, .. } = e {
                delivered += data.len();
                link.b.consumed(c, data.len() as u32);
            }
        }
        assert!(link.now - start < MAX_TICKS, "{what}: stalled at {delivered} bytes");
    }
    (conn, link.now - start)
}

fn run(mss: u16, loss: f64, seed: u64, how: Recovery) -> Row {
    let bytes = if loss > 0.0 { LOSSY_BYTES } else { CLEAN_BYTES };
    let a = engine([2, 0, 0, 0, 0, 1], [192, 0, 2, 1], mss, how);
    let mut b = engine([2, 0, 0, 0, 0, 2], [192, 0, 2, 2], mss, how);
    TcpEngine::listen(&mut b, PORT);
    let bdp = RATE * 2 * DELAY as usize;
    let mut link = SimLink::new(a, b, LinkConfig { rate: RATE, delay: DELAY, queue: 2 * bdp, faults: Faults { loss, seed, ..Default::default() } });
    let (conn, ticks) = transfer(&mut link, bytes, seed, &format!("mss {mss} loss {loss}"));
    let k = link.a.counters();
    let payload = link.a.tcb(conn).map_or(mss as f64 - 12.0, |t| t.snd_mss as f64);
    let ceiling = payload / (payload + HEADERS);
    let rtt_s = 2.0 * DELAY as f64 * TICK_US * 1e-6;
    let mathis = if loss > 0.0 { (payload * 8.0 / rtt_s) * MATHIS_C / loss.sqrt() / 10e9 } else { f64::INFINITY };
    Row {
        mss,
        loss,
        how,
        ticks,
        goodput: bytes as f64 / (ticks as f64 * RATE as f64),
        ceiling,
        rto: k.rto_expiries,
        fast: k.fast_retransmits,
        rexmit_per_byte: k.retransmitted_bytes as f64 / bytes as f64,
        mathis: mathis.min(1.0),
    }
}

/// The hardware link: the wire's 8 bytes a cycle for a tick of the timers' sweep.
const HW_RATE: usize = 8 * MIN_CYCLES_PER_TICK as usize;
const HW_DELAY: u64 = 2;
const HW_CLEAN_BYTES: usize = 8 << 20;
const HW_LOSSY_BYTES: usize = 2 << 20;

fn hw_engine(mac: [u8; 6], ip: [u8; 4], mss: u16) -> HwToe {
    HwToe::new(hw_cfg(mac, ip, mss), BackendKind::Verilator, None)
}

/// A hardware engine recovering as `how` says (reassembly areas on or off, SACK on or off).
fn hw_engine_as(mac: [u8; 6], ip: [u8; 4], mss: u16, how: Recovery) -> HwToe {
    let mut c = hw_cfg(mac, ip, mss);
    c.ooo_blocks = if how == Recovery::Drop { 0 } else { REASM_BLOCKS };
    c.sack = how == Recovery::Sack;
    HwToe::new(c, BackendKind::Verilator, None)
}

/// The hardware table's configuration (also golden's, as the hardware's peer).
fn hw_cfg(mac: [u8; 6], ip: [u8; 4], mss: u16) -> ToeConfig {
    let mut c = ToeConfig::new(mac, ip);
    c.mss = mss;
    // Timers in ticks of 3,136 cycles (20 us at 156.25 MHz): RTO floor 2 ms, initial RTO
    // 10 ms, delayed ACK 400 us, as the golden table's.
    c.rto_min = 100;
    c.rto_initial = 500;
    c.rto_max = 50_000;
    c.dack = 20;
    c.time_wait = 100;
    c
}

struct HwRow {
    mss: u16,
    loss: f64,
    how: Recovery,
    ticks: u64,
    bytes_per_cycle: f64,
    goodput: f64,
    ceiling: f64,
    rto: u64,
    fast: u64,
    /// Segments the scoreboard sent again (RFC 6675's NextSeg).
    sack_rexmit: u64,
    rexmit_per_byte: f64,
}

fn hw_run(mss: u16, loss: f64, seed: u64, how: Recovery) -> HwRow {
    let a = hw_engine_as([2, 0, 0, 0, 0, 1], [192, 0, 2, 1], mss, how);
    let mut b = hw_engine_as([2, 0, 0, 0, 0, 2], [192, 0, 2, 2], mss, how);
    TcpEngine::listen(&mut b, PORT);
    HwRow { how, ..hw_measure(a, b, mss, loss, seed) }
}

/// The hardware as sender to golden with reassembly (4 blocks), SACK on or off on both: the
/// hardware's RFC 6675 sender against NewReno on the same losses.
/// With `golden_sender` golden takes the hardware's place as sender (its own configuration
/// the same), for the algorithm's figures on the same link and losses.
fn hw_to_golden_run(mss: u16, loss: f64, seed: u64, sack: bool, golden_sender: bool) -> HwRow {
    let mut ca = hw_cfg([2, 0, 0, 0, 0, 1], [192, 0, 2, 1], mss);
    ca.sack = sack;
    let mut cb = hw_cfg([2, 0, 0, 0, 0, 2], [192, 0, 2, 2], mss);
    cb.sack = sack;
    cb.ooo_blocks = REASM_BLOCKS;
    let mut b = Toe::new(cb);
    TcpEngine::listen(&mut b, PORT);
    if golden_sender {
        hw_measure(Toe::new(ca), b, mss, loss, seed)
    } else {
        hw_measure(HwToe::new(ca, BackendKind::Verilator, None), b, mss, loss, seed)
    }
}

fn hw_measure<A: TcpEngine, B: TcpEngine>(a: A, b: B, mss: u16, loss: f64, seed: u64) -> HwRow {
    let bytes = if loss > 0.0 { HW_LOSSY_BYTES } else { HW_CLEAN_BYTES };
    let bdp = HW_RATE * 2 * HW_DELAY as usize;
    let mut link = SimLink::new(a, b, LinkConfig { rate: HW_RATE, delay: HW_DELAY, queue: 2 * bdp.max(256 << 10), faults: Faults { loss, seed, ..Default::default() } });
    let (_, ticks) = transfer(&mut link, bytes, seed, &format!("hardware mss {mss} loss {loss}"));
    let k = link.a.counters();
    let payload = mss as f64 - 12.0;
    let cycles = ticks as f64 * MIN_CYCLES_PER_TICK as f64;
    HwRow {
        mss,
        loss,
        how: Recovery::Sack,
        ticks,
        bytes_per_cycle: bytes as f64 / cycles,
        goodput: bytes as f64 / (ticks as f64 * HW_RATE as f64),
        ceiling: payload / (payload + HEADERS),
        rto: k.rto_expiries,
        fast: k.fast_retransmits,
        sack_rexmit: k.sack_retransmits,
        rexmit_per_byte: k.retransmitted_bytes as f64 / bytes as f64,
    }
}

/// Connections opened back to back for the setup rate.
const SETUP_CONNECTIONS: u16 = 256;
/// The latency probe's segment, and how many times it is sent.
const PROBE_BYTES: usize = 64;
const PROBES: usize = 8;
/// Cycles after a probe for its ACK and the buffer's return.
const SETTLE_PROBE: usize = 512;
/// The back-to-back stream.
const B2B_BYTES: usize = 4 << 20;

fn hw_pair() -> Pair {
    Pair::new(hw_engine([2, 0, 0, 0, 0, 1], [192, 0, 2, 1], 1460), hw_engine([2, 0, 0, 0, 0, 2], [192, 0, 2, 2], 1460), PORT)
}

/// Cycles from the first of `SETUP_CONNECTIONS` CONNECT commands to the last connection
/// ESTABLISHED on both sides, the two engines on a wire of no length: the engine's
/// handshake rate (commands, SYN, SYN-ACK and ACK through both engines).
///
/// Then the teardown: cycles from the first of the CLOSE commands on every connection of `a`
/// to the last connection freed on `b` (`a`'s FIN, `b`'s CLOSE on its PeerClosed, `b`'s FIN,
/// `a`'s ACK into TIME-WAIT, `b`'s slot freed in LAST-ACK): the engine's orderly-close rate.
/// Returns both.
fn setup_rate() -> (u64, u64) {
    let mut p = hw_pair();
    let start = p.a.cycles;
    for k in 0..SETUP_CONNECTIONS {
        p.a.connect([192, 0, 2, 2], [2, 0, 0, 0, 0, 2], PORT, 40_000 + k).expect("connect");
    }
    let n = SETUP_CONNECTIONS as usize;
    p.run_until("setup", |p| p.established() == (n, n));
    let setup = p.a.cycles - start;
    let conns: Vec<u16> = p.ea.iter().filter_map(|e| if let Event::Established { conn, .. } = e { Some(*conn) } else { None }).collect();
    let start = p.a.cycles;
    for c in conns {
        p.a.close(c).expect("close");
    }
    let mut closed = 0;
    while closed < n {
        p.step();
        for e in std::mem::take(&mut p.eb) {
            match e {
                Event::PeerClosed { conn } => p.b.close(conn).expect("close"),
                Event::Closed { .. } => closed += 1,
                _ => {}
            }
        }
        assert!(p.a.cycles - start < PAIR_LIMIT, "teardown: {closed} of {n} closed");
    }
    (setup, p.a.cycles - start)
}

/// Latency of a `PROBE_BYTES` segment on an established, idle connection, in cycles, each
/// figure the largest over `PROBES` probes: SEND command offered to the data segment's first
/// and last beat on the wire; the segment's first beat in to the first beat to the ULP, and
/// its last beat in to the last beat to the ULP.
struct Latency {
    send_to_first: u64,
    send_to_last: u64,
    first_to_first: u64,
    last_to_last: u64,
}

fn latency() -> Latency {
    let mut p = hw_pair();
    let (ca, cb) = p.open(PORT, 40_000);
    let mut l = Latency { send_to_first: 0, send_to_last: 0, first_to_first: 0, last_to_last: 0 };
    let wait = |t: &mut HwToe, done: fn(&Stamps) -> bool| {
        let start = t.cycles;
        while !done(&t.stamps) {
            t.step();
            assert!(t.cycles - start < PAIR_LIMIT, "latency: probe lost");
        }
    };
    for k in 0..PROBES {
        p.a.stamps = Stamps::default();
        let offered = p.a.cycles;
        p.a.send(ca, &pattern(7, (k * PROBE_BYTES) as u64, PROBE_BYTES)).expect("send");
        wait(&mut p.a, |s| s.tx_last.is_some());
        let frame = p.a.take_tx().expect("probe segment");
        assert_eq!(frame.len(), PROBE_BYTES + HEADERS as usize, "the probe leaves as one segment");
        l.send_to_first = l.send_to_first.max(p.a.stamps.tx_first.unwrap() - offered);
        l.send_to_last = l.send_to_last.max(p.a.stamps.tx_last.unwrap() - offered);
        p.b.stamps = Stamps::default();
        p.b.frame_in(&frame);
        wait(&mut p.b, |s| s.ulp_last.is_some());
        l.first_to_first = l.first_to_first.max(p.b.stamps.ulp_first.unwrap() - p.b.stamps.rx_first.unwrap());
        l.last_to_last = l.last_to_last.max(p.b.stamps.ulp_last.unwrap() - p.b.stamps.rx_last.unwrap());
        for _ in 0..SETTLE_PROBE {
            p.step();
        }
        let delivered: usize = p.eb.drain(..).map(|e| if let Event::Deliver { data, .. } = e { data.len() } else { 0 }).sum();
        assert_eq!(delivered, PROBE_BYTES, "probe {k} delivered");
        p.b.consumed(cb, PROBE_BYTES as u32);
    }
    l
}

/// One connection's stream between two engines on a wire of no length (the engine, not the
/// link, is the limit): payload bytes per cycle of the sender's wire from its first data
/// beat to its last, full-size segments, and of the full-size segments that followed another,
/// how many did so with no idle cycle between.
struct BackToBack {
    bytes_per_cycle: f64,
    full: usize,
    pairs: usize,
    pairs_no_gap: usize,
}

fn back_to_back() -> BackToBack {
    let mut p = hw_pair();
    let conns = p.open(PORT, 40_000);
    let spans = p.stream(conns, B2B_BYTES, CHUNK, 1);
    let full_beats = (1460 - 12 + HEADERS as u64).div_ceil(8);
    let is_full = |s: &(u64, u64)| s.1 - s.0 + 1 == full_beats;
    let pairs: Vec<_> = spans.windows(2).filter(|w| is_full(&w[0]) && is_full(&w[1])).collect();
    BackToBack {
        bytes_per_cycle: B2B_BYTES as f64 / (spans.last().unwrap().1 - spans[0].0 + 1) as f64,
        full: spans.iter().filter(|s| is_full(s)).count(),
        pairs: pairs.len(),
        pairs_no_gap: pairs.iter().filter(|w| w[1].0 == w[0].1 + 1).count(),
    }
}

fn main() {
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/bench");
    std::fs::create_dir_all(&out).unwrap();
    if std::env::args().any(|a| a == "--hw-sack") {
        // `toe_bench --hw-sack`: the hardware's SACK table alone (a few minutes).
        hw_sack_table(&out);
        return;
    }
    if std::env::args().any(|a| a == "--setup") {
        // `toe_bench --setup`: the hardware's setup and teardown rates alone.
        let (setup, teardown) = setup_rate();
        let n = SETUP_CONNECTIONS as f64;
        println!("setup {:.1} cycles a connection, teardown {:.1}", setup as f64 / n, teardown as f64 / n);
        return;
    }
    // Clean rows with reassembly and SACK on (nothing is out of order without loss), lossy
    // rows three ways on one seed.
    let mut rows: Vec<Row> = [1460u16, 8960].map(|mss| run(mss, 0.0, 1, Recovery::Sack)).into();
    for loss in [0.001, 0.01, 0.05] {
        for how in [Recovery::Drop, Recovery::Reassembly, Recovery::Sack] {
            rows.push(run(1460, loss, 2, how));
        }
    }
    let mut md = String::from(
        "| MSS | loss | recovery | ticks (10 us) | goodput / line rate | headers' ceiling | goodput / ceiling | RTOs | fast retransmits | retransmitted bytes per byte | Mathis bound / line rate |\n|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let mut json = Vec::new();
    for r in &rows {
        let mathis = if r.loss > 0.0 { format!("{:.3}", r.mathis) } else { "-".into() };
        md += &format!(
            "| {} | {:.1}% | {} | {} | {:.3} | {:.3} | {:.3} | {} | {} | {:.4} | {} |\n",
            r.mss,
            r.loss * 100.0,
            r.how.name(),
            r.ticks,
            r.goodput,
            r.ceiling,
            r.goodput / r.ceiling,
            r.rto,
            r.fast,
            r.rexmit_per_byte,
            mathis
        );
        json.push(format!(
            "{{\"mss\": {}, \"loss\": {}, \"recovery\": \"{}\", \"ticks\": {}, \"goodput\": {:.5}, \"ceiling\": {:.5}, \"rto\": {}, \"fast_retransmits\": {}, \"retransmitted_per_byte\": {:.6}, \"mathis\": {:.5}}}",
            r.mss, r.loss, r.how.name(), r.ticks, r.goodput, r.ceiling, r.rto, r.fast, r.rexmit_per_byte, r.mathis
        ));
    }
    print!("toe (golden reference engine, simulated 10 Gb/s link, 100 us RTT, 128 MiB per clean run, 16 MiB per lossy run):\n{md}");
    std::fs::write(out.join("toe.md"), &md).unwrap();
    std::fs::write(out.join("toe.json"), format!("[\n  {}\n]\n", json.join(",\n  "))).unwrap();
    if std::env::args().any(|a| a == "--golden") {
        // `toe_bench --golden`: the reference engine's table alone (seconds, not minutes).
        return;
    }
    tap_table(&out);
    if std::env::args().any(|a| a == "--tap") {
        // `toe_bench --tap`: the reference engine's and the TAP table (a minute or two).
        return;
    }

    hw_sack_table(&out);
    // Clean rows with reassembly and SACK on, lossy rows three ways on one seed, as golden's.
    let mut hw: Vec<HwRow> = [1460u16, 8960].map(|mss| hw_run(mss, 0.0, 1, Recovery::Sack)).into();
    for loss in [0.001, 0.01, 0.05] {
        for how in [Recovery::Drop, Recovery::Reassembly, Recovery::Sack] {
            hw.push(hw_run(1460, loss, 2, how));
        }
    }
    let mut md = String::from(
        "| MSS | loss | recovery (both ends) | ticks (3,136 cycles) | bytes / cycle | Gb/s at 156.25 MHz | goodput / line rate | headers' ceiling | goodput / ceiling | RTOs | fast retransmits | sent again by the scoreboard | retransmitted bytes per byte |\n|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let mut json = Vec::new();
    for r in &hw {
        md += &format!(
            "| {} | {:.1}% | {} | {} | {:.3} | {:.2} | {:.3} | {:.3} | {:.3} | {} | {} | {} | {:.4} |\n",
            r.mss,
            r.loss * 100.0,
            r.how.name(),
            r.ticks,
            r.bytes_per_cycle,
            r.bytes_per_cycle * 8.0 * 156.25e6 / 1e9,
            r.goodput,
            r.ceiling,
            r.goodput / r.ceiling,
            r.rto,
            r.fast,
            r.sack_rexmit,
            r.rexmit_per_byte
        );
        json.push(format!(
            "{{\"mss\": {}, \"loss\": {}, \"recovery\": \"{}\", \"ticks\": {}, \"bytes_per_cycle\": {:.5}, \"goodput\": {:.5}, \"ceiling\": {:.5}, \"rto\": {}, \"fast_retransmits\": {}, \"sack_retransmits\": {}, \"retransmitted_per_byte\": {:.6}}}",
            r.mss, r.loss, r.how.name(), r.ticks, r.bytes_per_cycle, r.goodput, r.ceiling, r.rto, r.fast, r.sack_rexmit, r.rexmit_per_byte
        ));
    }
    let (setup, teardown) = setup_rate();
    let lat = latency();
    let b2b = back_to_back();
    let per_conn = setup as f64 / SETUP_CONNECTIONS as f64;
    let per_close = teardown as f64 / SETUP_CONNECTIONS as f64;
    let at = |c: u64| c as f64 / 156.25;
    let extra = format!(
        "\n| measure (hardware, cycles) | cycles | at 156.25 MHz |\n|---|---:|---:|\n\
         | ULP to wire: SEND command to the {PROBE_BYTES}-byte segment's first beat | {} | {:.3} us |\n\
         | ULP to wire: SEND command to its last beat | {} | {:.3} us |\n\
         | wire to ULP: first beat in to first payload beat out | {} | {:.3} us |\n\
         | wire to ULP: last beat in to last payload beat out | {} | {:.3} us |\n\
         | back to back (wire of no length): payload bytes a cycle, one connection, MSS 1460 | {:.3} | {:.2} Gb/s ({:.3} of the headers' ceiling) |\n\
         | back to back: full-size segments; of those after another, sent with no idle cycle between | {} | {} of {} |\n\
         | setup: {SETUP_CONNECTIONS} connections opened back to back, cycles each (both ends) | {per_conn:.1} | {:.2} M/s |\n\
         | teardown: the same {SETUP_CONNECTIONS} closed back to back, cycles each (CLOSE to the passive side's slot freed) | {per_close:.1} | {:.2} M/s |\n",
        lat.send_to_first,
        at(lat.send_to_first),
        lat.send_to_last,
        at(lat.send_to_last),
        lat.first_to_first,
        at(lat.first_to_first),
        lat.last_to_last,
        at(lat.last_to_last),
        b2b.bytes_per_cycle,
        b2b.bytes_per_cycle * 8.0 * 156.25e6 / 1e9,
        b2b.bytes_per_cycle / (8.0 * (1460.0 - 12.0) / (1460.0 - 12.0 + HEADERS)),
        b2b.full,
        b2b.pairs_no_gap,
        b2b.pairs,
        156.25 / per_conn,
        156.25 / per_close,
    );
    md += &extra;
    json.push(format!(
        "{{\"latency_send_to_first_beat\": {}, \"latency_send_to_last_beat\": {}, \"latency_wire_first_to_ulp_first\": {}, \"latency_wire_last_to_ulp_last\": {}, \"setup_connections\": {SETUP_CONNECTIONS}, \"setup_cycles\": {setup}, \"back_to_back_bytes_per_cycle\": {:.5}, \"back_to_back_full_segments\": {}, \"back_to_back_pairs\": {}, \"back_to_back_pairs_no_gap\": {}}}",
        lat.send_to_first, lat.send_to_last, lat.first_to_first, lat.last_to_last, b2b.bytes_per_cycle, b2b.full, b2b.pairs, b2b.pairs_no_gap
    ));
    print!("toe-hw (two Verilator toe engines, the wire's 8 bytes a cycle, 4-tick RTT, 8 MiB per clean run, 2 MiB per lossy run):\n{md}");
    std::fs::write(out.join("toe-hw.md"), &md).unwrap();
    std::fs::write(out.join("toe-hw.json"), format!("[\n  {}\n]\n", json.join(",\n  "))).unwrap();
}

/// The hardware as sender to golden's reassembly, SACK off and on beside each other on each
/// loss rate's seed: `toe-hw-sack.md` / `.json`.
fn hw_sack_table(out: &std::path::Path) {
    let mut md = String::from(
        "| MSS | loss | sender | recovery (golden receiver keeping 4 blocks) | ticks (3,136 cycles) | bytes / cycle | goodput / line rate | goodput / ceiling | RTOs | fast retransmits | sent again by the scoreboard | retransmitted bytes per byte |\n|---:|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let mut json = Vec::new();
    for loss in [0.001, 0.01, 0.05] {
        for (golden_sender, sack) in [(false, false), (false, true), (true, false), (true, true)] {
            let r = hw_to_golden_run(1460, loss, 2, sack, golden_sender);
            let how = if sack { "SACK (RFC 6675)" } else { "no SACK (NewReno)" };
            let sender = if golden_sender { "golden" } else { "hardware" };
            md += &format!(
                "| {} | {:.1}% | {sender} | {how} | {} | {:.3} | {:.3} | {:.3} | {} | {} | {} | {:.4} |\n",
                r.mss,
                r.loss * 100.0,
                r.ticks,
                r.bytes_per_cycle,
                r.goodput,
                r.goodput / r.ceiling,
                r.rto,
                r.fast,
                r.sack_rexmit,
                r.rexmit_per_byte
            );
            json.push(format!(
                "{{\"mss\": {}, \"loss\": {}, \"sender\": \"{sender}\", \"sack\": {sack}, \"ticks\": {}, \"bytes_per_cycle\": {:.5}, \"goodput\": {:.5}, \"ceiling\": {:.5}, \"rto\": {}, \"fast_retransmits\": {}, \"sack_retransmits\": {}, \"retransmitted_per_byte\": {:.6}}}",
                r.mss, r.loss, r.ticks, r.bytes_per_cycle, r.goodput, r.ceiling, r.rto, r.fast, r.sack_rexmit, r.rexmit_per_byte
            ));
        }
    }
    print!("toe-hw-sack (a Verilator toe sending to golden with reassembly, the hardware table's link and seeds, 2 MiB a run):\n{md}");
    std::fs::write(out.join("toe-hw-sack.md"), &md).unwrap();
    std::fs::write(out.join("toe-hw-sack.json"), format!("[\n  {}\n]\n", json.join(",\n  "))).unwrap();
}

/// Bytes each way per connection and connections opened by each side in the TAP table.
const TAP_BYTES: usize = 1 << 20;
const TAP_CONNS: usize = 2;

/// One sender's numbers in a TAP run.
struct TapSender {
    rto: u64,
    recoveries: u64,
    first: u64,
    resent: u64,
}

impl TapSender {
    fn kernel(k: &std::collections::BTreeMap<String, u64>, check: &iwarp_golden::tcp_check::Report, ip: [u8; 4]) -> TapSender {
        let g = |n: &str| k.get(n).copied().unwrap_or(0);
        let (first, resent) = check.by_sender.get(&ip).copied().unwrap_or_default();
        TapSender { rto: g("TcpExt.TCPTimeouts"), recoveries: g("TcpExt.TCPSackRecovery") + g("TcpExt.TCPRenoRecovery"), first, resent }
    }
    fn row(&self, loss: f64, pair: &str, sender: &str, secs: f64) -> String {
        format!("| {:.1}% | {pair} | {sender} | {} | {} | {:.4} | {:.1} |\n", loss * 100.0, self.rto, self.recoveries, self.resent as f64 / self.first.max(1) as f64, secs)
    }
}

/// The hardware's tick over TAP: 3,136 cycles simulate in about 10 ms, so a tick is 25 ms of
/// wall clock (as `toe_linux`'s hardware runs).
const HW_TAP_TICK: std::time::Duration = std::time::Duration::from_millis(25);

/// Golden and the hardware against the kernel, and Linux against Linux, over TAP, at 0.1%, 1%
/// and 5% loss.
fn tap_table(out: &std::path::Path) {
    let mut md = String::from("| loss | pair | sender | RTOs | recoveries | retransmitted bytes per byte | seconds |\n|---:|---|---|---:|---:|---:|---:|\n");
    for (i, loss) in [0.001, 0.01, 0.05].into_iter().enumerate() {
        let faults = Faults { loss, seed: 40 + i as u64, ..Default::default() };
        for how in [Recovery::Drop, Recovery::Sack] {
            let mut c = ToeConfig::new(iwarp_testbench::interop::TOE_MAC, TOE_IP);
            c.rto_min = 20;
            c.rto_initial = 200;
            c.time_wait = 100;
            c.ooo_blocks = if how == Recovery::Drop { 0 } else { REASM_BLOCKS };
            c.sack = how == Recovery::Sack;
            let tag = if how == Recovery::Drop { "bd" } else { "bs" };
            let (s, _) = interop_with(&format!("{tag}{i}"), Toe::new(c), std::time::Duration::from_millis(1), faults, TAP_CONNS, TAP_CONNS, TAP_BYTES, std::time::Duration::from_secs(600));
            let (first, resent) = s.check.by_sender.get(&TOE_IP).copied().unwrap_or_default();
            let golden = TapSender { rto: s.counters.rto_expiries, recoveries: s.counters.fast_retransmits, first, resent };
            let pair = format!("golden ({}) - Linux", how.name());
            md += &golden.row(loss, &pair, "golden", s.secs);
            md += &TapSender::kernel(&s.kernel, &s.check, LINUX_IP).row(loss, &pair, "Linux", s.secs);
        }
        for how in [Recovery::Drop, Recovery::Sack] {
            let mut c = hw_cfg(iwarp_testbench::interop::TOE_MAC, TOE_IP, 1460);
            // Ticks of 25 ms of wall clock (the simulation's pace; `toe_linux`'s hardware runs).
            c.rto_min = 10;
            c.rto_initial = 50;
            c.rto_max = 2_400;
            c.dack = 4;
            c.time_wait = 10;
            c.ooo_blocks = if how == Recovery::Drop { 0 } else { REASM_BLOCKS };
            c.sack = how == Recovery::Sack;
            let tag = if how == Recovery::Drop { "hd" } else { "hs" };
            let toe = HwToe::new(c, BackendKind::Verilator, None);
            let (s, _) = interop_with(&format!("{tag}{i}"), toe, HW_TAP_TICK, faults, TAP_CONNS, TAP_CONNS, TAP_BYTES, std::time::Duration::from_secs(600));
            let (first, resent) = s.check.by_sender.get(&TOE_IP).copied().unwrap_or_default();
            let hw = TapSender { rto: s.counters.rto_expiries, recoveries: s.counters.fast_retransmits, first, resent };
            let pair = format!("hardware ({}) - Linux", how.name());
            md += &hw.row(loss, &pair, "hardware", s.secs);
            md += &TapSender::kernel(&s.kernel, &s.check, LINUX_IP).row(loss, &pair, "Linux", s.secs);
        }
        let p = linux_pair(&format!("bl{i}"), faults, 2 * TAP_CONNS, TAP_BYTES, TAP_BYTES, std::time::Duration::from_secs(600));
        let check = iwarp_golden::tcp_check::check(&p.run.records);
        let server: [u8; 4] = PAIR_SERVER.parse::<std::net::Ipv4Addr>().unwrap().octets();
        md += &TapSender::kernel(&p.kernel[0], &check, [192, 0, 2, 1]).row(loss, "Linux - Linux", "Linux (client)", p.secs);
        md += &TapSender::kernel(&p.kernel[1], &check, server).row(loss, "Linux - Linux", "Linux (server)", p.secs);
    }
    print!("toe-tap (golden, the hardware and the Linux kernel over TAP, the fault bridge's loss, {TAP_CONNS} connections opened by each side, 1 MiB each way on each):\n{md}");
    std::fs::write(out.join("toe-tap.md"), &md).unwrap();
}
