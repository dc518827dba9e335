//! The `toe-tap` binary as the README runs it: in a network namespace the test creates (on a
//! TAP device made with `ip tuntap`, 192.0.2.0/24 only, removed at the end), serving an echo
//! to kernel sockets, and connecting to a kernel echo server with loss on the link; its exit
//! status, summary line and capture (tcp-check) are checked. Needs root and TUN/TAP: without
//! them the test fails, it never skips.

use iwarp_golden::tcp_check;
use iwarp_testbench::netlab::{accept_within, Netns};
use iwarp_testbench::toe_host::{pattern, PatternCheck};
use std::io::{Read, Write};
use std::net::{Ipv4Addr, Shutdown, TcpListener, TcpStream};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const TOE_IP: [u8; 4] = [192, 0, 2, 1];
const LIMIT: Duration = Duration::from_secs(60);

fn ip(args: &[&str]) {
    let ok = Command::new("ip").args(args).status().expect("ip");
    assert!(ok.success(), "ip {args:?}");
}

/// A namespace with a TAP device `dev` (kernel side 192.0.2.2/24, up, compressed TCP timers).
fn lab(name: &str, dev: &str) -> Netns {
    let ns = Netns::create(name).unwrap_or_else(|e| panic!("namespace: {e}"));
    ip(&["netns", "exec", &ns.name, "ip", "tuntap", "add", "dev", dev, "mode", "tap"]);
    ip(&["-n", &ns.name, "addr", "add", "192.0.2.2/24", "dev", dev]);
    ip(&["-n", &ns.name, "link", "set", dev, "up"]);
    ns.compress_tcp_timers(dev, "192.0.2.0/24").unwrap_or_else(|e| panic!("{e}"));
    ns
}

fn toe_tap(ns: &Netns, args: &[&str]) -> std::process::Child {
    Command::new("ip")
        .args(["netns", "exec", &ns.name, env!("CARGO_BIN_EXE_toe-tap")])
        .args(args)
        .stdout(Stdio::piped())
        .spawn()
        .expect("toe-tap")
}

fn finish(child: std::process::Child) -> (bool, String) {
    let out = child.wait_with_output().expect("toe-tap output");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).to_string())
}

fn tcp_clean(pcap: &std::path::Path) {
    let records = iwarp_golden::pcap::read(&std::fs::read(pcap).unwrap()).unwrap();
    let r = tcp_check::check(&records);
    assert!(r.findings.is_empty() && r.segments > 100, "tcp-check {}: {}", pcap.display(), tcp_check::text(&r));
}

fn out_dir() -> std::path::PathBuf {
    let d = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/netlab");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `toe-tap --listen 5001 --mode echo --connections 3`: three kernel sockets each send 200 KB
/// and read the same bytes back; toe-tap exits 0 with its summary.
#[test]
fn echo_server_for_kernel_sockets() {
    echo_server("iwte", "toe-tap-echo.pcap", &[]);
}

/// The same with the hardware engine (`--engine hw`: the Verilator `toe`, 10 ms ticks).
#[test]
fn hardware_echo_server_for_kernel_sockets() {
    echo_server("iwhe", "toe-tap-hw-echo.pcap", &["--engine", "hw", "--tick-us", "25000"]);
}

fn echo_server(tag: &str, capture: &str, engine: &[&str]) {
    const BYTES: usize = 200_000;
    let id = std::process::id() % 100_000;
    let (nsname, dev) = (format!("{tag}-{id}"), format!("{tag}{id}"));
    let ns = lab(&nsname, &dev);
    let pcap = out_dir().join(capture);
    let mut args = vec!["--tap", &dev, "--ip", "192.0.2.1/24", "--listen", "5001", "--mode", "echo", "--connections", "3", "--time-wait", "100", "--duration", "50", "--pcap", pcap.to_str().unwrap()];
    args.extend_from_slice(engine);
    let child = toe_tap(&ns, &args);
    std::thread::scope(|s| {
        let ns = &ns;
        let clients: Vec<_> = (0..3u64)
            .map(|k| {
                s.spawn(move || {
                    ns.enter().unwrap();
                    let t0 = Instant::now();
                    // toe-tap needs a moment to open the device.
                    let c = loop {
                        match TcpStream::connect_timeout(&(Ipv4Addr::from(TOE_IP), 5001).into(), Duration::from_secs(2)) {
                            Ok(c) => break c,
                            Err(e) if t0.elapsed() < LIMIT => {
                                let _ = e;
                                std::thread::sleep(Duration::from_millis(100));
                            }
                            Err(e) => panic!("connect: {e}"),
                        }
                    };
                    c.set_read_timeout(Some(LIMIT)).unwrap();
                    let mut w = c.try_clone().unwrap();
                    let writer = std::thread::spawn(move || {
                        w.write_all(&pattern(k, 0, BYTES)).unwrap();
                        w.shutdown(Shutdown::Write).unwrap();
                    });
                    let mut check = PatternCheck::new(k);
                    let mut buf = vec![0u8; 16384];
                    let mut r = &c;
                    loop {
                        match r.read(&mut buf) {
                            Ok(0) => break,
                            Ok(n) => check.take(&buf[..n]),
                            Err(e) => panic!("read: {e}"),
                        }
                    }
                    writer.join().unwrap();
                    assert!(check.exact(BYTES as u64), "echo {k}: {check:?}");
                })
            })
            .collect();
        for c in clients {
            c.join().expect("client");
        }
    });
    let (ok, out) = finish(child);
    println!("{out}");
    assert!(ok, "toe-tap exit status: {out}");
    assert!(out.contains("3 connections opened, 3 closed") && out.contains(&format!("bytes in {}", 3 * BYTES)) && out.trim_end().ends_with("ok"), "{out}");
    tcp_clean(&pcap);
}

/// `toe-tap --connect 192.0.2.2:5002 --mode source=300000 --connections 2 --loss 0.01`: the
/// kernel echoes, toe-tap checks both echoed streams byte-exact through the lossy link.
#[test]
fn source_to_kernel_echo_with_loss() {
    source_to_kernel("iwts", "toe-tap-source.pcap", &[]);
}

/// The same with the hardware engine.
#[test]
fn hardware_source_to_kernel_echo_with_loss() {
    source_to_kernel("iwhs", "toe-tap-hw-source.pcap", &["--engine", "hw", "--tick-us", "25000"]);
}

fn source_to_kernel(tag: &str, capture: &str, engine: &[&str]) {
    const BYTES: usize = 300_000;
    let id = std::process::id() % 100_000;
    let (nsname, dev) = (format!("{tag}-{id}"), format!("{tag}{id}"));
    let ns = lab(&nsname, &dev);
    let pcap = out_dir().join(capture);
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    std::thread::scope(|s| {
        let ns = &ns;
        let server = s.spawn(move || {
            ns.enter().unwrap();
            let l = TcpListener::bind((Ipv4Addr::new(192, 0, 2, 2), 5002)).unwrap();
            ready_tx.send(()).unwrap();
            let echoes: Vec<_> = (0..2)
                .map(|_| {
                    let (c, _) = accept_within(&l, LIMIT).unwrap_or_else(|e| panic!("{e}"));
                    std::thread::spawn(move || {
                        c.set_read_timeout(Some(LIMIT)).unwrap();
                        let mut buf = vec![0u8; 16384];
                        let (mut r, mut w) = (&c, &c);
                        let mut n_total = 0;
                        loop {
                            match r.read(&mut buf) {
                                Ok(0) => break,
                                Ok(n) => {
                                    w.write_all(&buf[..n]).unwrap();
                                    n_total += n;
                                }
                                Err(e) => panic!("echo read: {e}"),
                            }
                        }
                        c.shutdown(Shutdown::Write).unwrap();
                        n_total
                    })
                })
                .collect();
            echoes.into_iter().map(|h| h.join().unwrap()).collect::<Vec<_>>()
        });
        ready_rx.recv().unwrap();
        let source = format!("source={BYTES}");
        let mut args = vec!["--tap", &dev, "--ip", "192.0.2.1/24", "--connect", "192.0.2.2:5002", "--mode", &source, "--connections", "2", "--loss", "0.01", "--seed", "5", "--time-wait", "100", "--duration", "50", "--pcap", pcap.to_str().unwrap()];
        args.extend_from_slice(engine);
        let child = toe_tap(ns, &args);
        let (ok, out) = finish(child);
        println!("{out}");
        assert!(ok, "toe-tap exit status: {out}");
        assert!(out.contains("2 echoed streams checked") && out.contains(&format!("bytes in {}", 2 * BYTES)) && !out.contains(" 0 lost"), "{out}");
        assert_eq!(server.join().unwrap(), vec![BYTES, BYTES]);
    });
    tcp_clean(&pcap);
}
