//! The TOE's frame blocks meet the Linux kernel over a TAP device: toe_tx_frame (Verilator)
//! builds every frame of a connection the test opens to a Linux listener in a namespace (SYN
//! with MSS, SACK-permitted, timestamps and window scale; the ACK; data segments; a RST), the
//! kernel accepts them (it answers the SYN, acknowledges every byte, and the listener reads
//! them byte-exact), and every frame the kernel sends passes toe_rx_check and toe_rx_parse
//! (Verilator) equal to golden's `classify` and `parse`. The connection's state is kept by
//! this test (the hardware TCB is still to come); ARP is answered by the host driver
//! (`toe_host::HostDriver`, the slow path). tcp-check finds the whole capture clean. Needs root and TUN/TAP:
//! without them the test fails, it never skips.

use iwarp_golden::pcap::Record;
use iwarp_golden::tcp_check;
use iwarp_golden::toe_rx::{parse, RxSegment};
use iwarp_golden::toe_tx::TxSegment;
use iwarp_golden::wire::tcp::flags;
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::{toe_rx_check, toe_rx_parse, toe_tx_frame};
use iwarp_testbench::netlab::{accept_within, Netns, Tap};
use iwarp_testbench::seed::{rng_for, TestRng};
use iwarp_testbench::toe_host::HostDriver;
use rand::{Rng, SeedableRng};
use std::io::Read;
use std::net::TcpListener;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

const LINUX_IP: [u8; 4] = [192, 0, 2, 2];
const PORT: u16 = 5001;
/// Bytes sent, in segments of `SEG` bytes.
const BYTES: usize = 20_000;
const SEG: usize = 1000;
/// Every wait for the kernel is bounded.
const LIMIT: Duration = Duration::from_secs(20);
fn now_ns() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64
}


struct Link<'a> {
    tap: &'a Tap,
    tx: toe_tx_frame::TxFrameDut,
    traffic: TestRng,
    ident: u16,
    capture: Vec<Record>,
    from_linux: Vec<Vec<u8>>,
    host: HostDriver,
}

impl Link<'_> {
    /// Builds the frame of `seg` in toe_tx_frame (checked against golden on the way) and sends it.
    fn send(&mut self, seg: TxSegment, payload: Vec<u8>) {
        let r = toe_tx_frame::run_segments(&mut self.tx, [(seg, payload)], self.ident, toe_tx_frame::Traffic { idle: 0.0, stall: 0.0 }, &mut self.traffic)
            .unwrap_or_else(|e| panic!("toe_tx_frame: {e}"));
        self.ident = self.ident.wrapping_add(1);
        let f = r.sent.into_iter().next().unwrap();
        self.capture.push(Record { time_ns: now_ns(), orig_len: f.len() as u32, data: f.clone() });
        self.tap.write(&f);
    }

    /// Waits for a segment from Linux that `want` accepts (answering ARP meanwhile).
    fn wait(&mut self, what: &str, want: impl Fn(&RxSegment) -> bool) -> RxSegment {
        let t0 = Instant::now();
        while let Some(f) = self.tap.read_past(&mut self.host, LIMIT.saturating_sub(t0.elapsed())) {
            self.capture.push(Record { time_ns: now_ns(), orig_len: f.len() as u32, data: f.clone() });
            self.from_linux.push(f.clone());
            if let Ok(s) = parse(&f) {
                if want(&s) {
                    return s;
                }
            }
        }
        panic!("no {what} from Linux within {LIMIT:?}");
    }
}

#[test]
fn toe_frames_talk_to_linux() {
    let mut gen = rng_for("toe_frames_linux");
    let id = std::process::id() % 100_000;
    let ns = Netns::create(&format!("iwtf-{id}")).unwrap_or_else(|e| panic!("namespace: {e}"));
    let tap = Tap::create(&format!("iwtf{id}"), &ns, "192.0.2.2/24").unwrap_or_else(|e| panic!("tap: {e}"));
    let peer_mac = tap.mac_in(&ns);
    let data: Vec<u8> = (0..BYTES).map(|_| gen.gen()).collect();
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    let received = std::thread::scope(|s| {
        let ns = &ns;
        let server = s.spawn(move || {
            ns.enter().unwrap();
            let l = TcpListener::bind((std::net::Ipv4Addr::from(LINUX_IP), PORT)).expect("bind");
            ready_tx.send(()).unwrap();
            let (mut c, _) = accept_within(&l, LIMIT).unwrap_or_else(|e| panic!("{e}"));
            c.set_read_timeout(Some(LIMIT)).unwrap();
            let mut got = vec![0u8; BYTES];
            c.read_exact(&mut got).expect("read");
            got
        });
        ready_rx.recv().unwrap();
        let mut link = Link {
            tap: &tap,
            tx: toe_tx_frame::tx_frame_dut(BackendKind::from_env(BackendKind::Verilator), "toe_frames_linux"),
            traffic: TestRng::seed_from_u64(gen.gen()),
            ident: 0,
            capture: Vec::new(),
            from_linux: Vec::new(),
            host: HostDriver::new(toe_tx_frame::CFG.mac, toe_tx_frame::CFG.ip),
        };
        toe_tx_frame::reset(&mut link.tx);
        let iss: u32 = gen.gen();
        let src_port: u16 = gen.gen_range(40_000..60_000);
        let base = TxSegment { dst_mac: peer_mac, dst_ip: LINUX_IP, src_port, dst_port: PORT, window: 512, ..Default::default() };
        // SYN with everything Linux offers; our window scale 7 (512 << 7 = 64 KiB).
        link.send(
            TxSegment { seq: iss, flags: flags::SYN, window: 65535, mss: Some(1460), window_scale: Some(7), sack_permitted: true, timestamps: Some((1, 0)), ..base.clone() },
            vec![],
        );
        let synack = link.wait("SYN-ACK", |s| s.flags & (flags::SYN | flags::ACK) == flags::SYN | flags::ACK && s.ack == iss.wrapping_add(1));
        assert!(synack.options.mss.is_some() && synack.options.window_scale.is_some() && synack.options.sack_permitted, "{synack:?}");
        let (peer_ts, echo) = synack.options.timestamps.expect("Linux answers timestamps");
        assert_eq!(echo, 1, "Linux echoes our TSval");
        let irs = synack.seq;
        let mut seq = iss.wrapping_add(1);
        let ack = irs.wrapping_add(1);
        link.send(TxSegment { seq, ack, flags: flags::ACK, timestamps: Some((2, peer_ts)), ..base.clone() }, vec![]);
        for (i, chunk) in data.chunks(SEG).enumerate() {
            link.send(TxSegment { seq, ack, flags: flags::ACK | flags::PSH, timestamps: Some((3 + i as u32, peer_ts)), ..base.clone() }, chunk.to_vec());
            seq = seq.wrapping_add(chunk.len() as u32);
        }
        let end = seq;
        link.wait("acknowledgement of every byte", |s| s.flags & flags::ACK != 0 && s.ack == end);
        let received = server.join().expect("server");
        link.send(TxSegment { seq: end, flags: flags::RST, ..base.clone() }, vec![]);
        // Linux's frames through the receive blocks, against golden.
        let frames = link.from_linux.clone();
        let mut rc = toe_rx_check::rx_check_dut(BackendKind::from_env(BackendKind::Verilator), "toe_frames_linux_rx_check");
        toe_rx_check::reset(&mut rc);
        let r1 = toe_rx_check::run_frames(&mut rc, frames.clone(), toe_rx_check::Traffic { idle: 0.1, stall: 0.1 }, &mut link.traffic).unwrap_or_else(|e| panic!("toe_rx_check on Linux's frames: {e}"));
        assert_eq!(r1.verdicts[0] as usize, frames.len(), "every frame from Linux is a good segment: {:?}", r1.verdicts);
        let mut rp = toe_rx_parse::rx_parse_dut(BackendKind::from_env(BackendKind::Verilator), "toe_frames_linux_rx_parse");
        toe_rx_parse::reset(&mut rp);
        let r2 = toe_rx_parse::run_frames(&mut rp, frames.clone(), toe_rx_parse::Traffic { idle: 0.1, stall: 0.1 }, &mut link.traffic).unwrap_or_else(|e| panic!("toe_rx_parse on Linux's frames: {e}"));
        assert_eq!(r2.segments as usize, frames.len());
        println!("{} frames sent by toe_tx_frame, {} from Linux parsed by toe_rx_check + toe_rx_parse", link.ident, frames.len());
        let report = tcp_check::check(&link.capture);
        print!("{}", tcp_check::text(&report));
        assert!(report.findings.is_empty(), "tcp-check:\n{}", tcp_check::text(&report));
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/netlab");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("toe-frames-linux.pcap"), iwarp_golden::pcap::write(&link.capture)).unwrap();
        received
    });
    assert!(received == data, "the listener read other bytes than toe_tx_frame sent");
}
