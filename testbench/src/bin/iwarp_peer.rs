//! iwarp-peer: a software iWARP endpoint (golden's MPA, DDP and RDMAP codecs over an ordinary
//! kernel TCP socket) that runs the interop's standard exchange with whatever is at the other
//! end: the RNIC on a TAP device (tests/rnic_interop.rs runs the same code in a thread), or
//! another iwarp-peer.
//!
//! ```text
//! iwarp-peer (--listen ADDR:PORT | --connect ADDR:PORT)
//!            [--markers] [--no-crc] [--stag X] [--base X]
//!            [--remote-stag X] [--remote-base X]
//!            [--ops WRITE,READ,SEND,SEED] [--their-ops WRITE,READ,SEND,SEED] [--limit SECS]
//! ```
//!
//! Both sides lay out their region as `iwarp_peer::layout` says; each does one RDMA Write,
//! one RDMA Read and one Send toward the other (`--ops`: bytes and the seed of its sources;
//! `--their-ops`: the other side's, to check what arrives). `--markers` asks for markers in
//! the FPDUs this side receives. The listener sends no FPDU before the connecting side's
//! first. At the end it prints one line (FPDUs each way, bytes checked, what MPA settled) and
//! exits 0 only if every byte it received or read is as expected and both sides closed.

use iwarp_testbench::iwarp_peer::{layout, Ops, Peer, PeerConfig, Remote};
use std::net::{TcpListener, TcpStream};
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str = "usage: iwarp-peer (--listen ADDR:PORT | --connect ADDR:PORT) [--markers] [--no-crc] [--stag X] [--base X] [--remote-stag X] [--remote-base X] [--ops WRITE,READ,SEND,SEED] [--their-ops WRITE,READ,SEND,SEED] [--limit SECS]";
/// Defaults: both sides use the same STag and base unless told otherwise.
pub const DEFAULT_STAG: u32 = 0x0000_4D01;
pub const DEFAULT_BASE: u64 = 0x7700_0000_0000;
const DEFAULT_OPS: Ops = Ops { write: 6000, read: 5000, send: 3000, seed: 1 };
/// MPA IRD / ORD the peer offers (RFC 6581 section 5).
const IRD_ORD: u16 = 4;

fn number(s: &str) -> Result<u64, String> {
    match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16),
        None => s.parse(),
    }
    .map_err(|e| format!("{s}: {e}"))
}

fn ops(s: &str) -> Result<Ops, String> {
    let v: Vec<u64> = s.split(',').map(number).collect::<Result<_, _>>()?;
    let [write, read, send, seed] = v[..] else { return Err(format!("{s}: four numbers WRITE,READ,SEND,SEED")) };
    let o = Ops { write: write as usize, read: read as u32, send: send as usize, seed };
    if o.write > layout::AREA || o.read as usize > layout::AREA || o.send > layout::RECV_CAP {
        return Err(format!("{s}: at most {} bytes a Write or Read, {} a Send", layout::AREA, layout::RECV_CAP));
    }
    Ok(o)
}

fn main() -> ExitCode {
    match run() {
        Ok(line) => {
            println!("{line}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("iwarp-peer: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<String, String> {
    let mut args = std::env::args().skip(1);
    let (mut listen, mut connect) = (None, None);
    let mut cfg = PeerConfig { markers: false, crc: true, ird: IRD_ORD, ord: IRD_ORD, private_data: b"iwarp-peer".to_vec(), stag: DEFAULT_STAG, va: DEFAULT_BASE, mem_len: layout::LEN, abort: None };
    let mut remote = Remote { stag: DEFAULT_STAG, base: DEFAULT_BASE };
    let (mut mine, mut theirs) = (DEFAULT_OPS, DEFAULT_OPS);
    let mut limit = Duration::from_secs(30);
    while let Some(a) = args.next() {
        let mut val = || args.next().ok_or_else(|| format!("{a} needs a value; {USAGE}"));
        match a.as_str() {
            "--listen" => listen = Some(val()?),
            "--connect" => connect = Some(val()?),
            "--markers" => cfg.markers = true,
            "--no-crc" => cfg.crc = false,
            "--stag" => cfg.stag = number(&val()?)? as u32,
            "--base" => cfg.va = number(&val()?)?,
            "--remote-stag" => remote.stag = number(&val()?)? as u32,
            "--remote-base" => remote.base = number(&val()?)?,
            "--ops" => mine = ops(&val()?)?,
            "--their-ops" => theirs = ops(&val()?)?,
            "--limit" => limit = Duration::from_secs(number(&val()?)?),
            "-h" | "--help" => return Ok(USAGE.into()),
            _ => return Err(format!("unknown argument {a}; {USAGE}")),
        }
    }
    let peer = match (listen, connect) {
        (Some(addr), None) => {
            let l = TcpListener::bind(&addr).map_err(|e| format!("bind {addr}: {e}"))?;
            let (s, _) = iwarp_testbench::netlab::accept_within(&l, limit)?;
            Peer::respond(s, cfg, limit)?
        }
        (None, Some(addr)) => {
            let to = addr.parse().map_err(|e| format!("{addr}: {e}"))?;
            let s = TcpStream::connect_timeout(&to, limit).map_err(|e| format!("connect {addr}: {e}"))?;
            Peer::initiate(s, cfg, limit)?
        }
        _ => return Err(USAGE.into()),
    };
    let r = peer.exchange(&mine, &theirs, remote, limit)?;
    Ok(format!(
        "iwarp-peer: exchange done: FPDUs in {} out {}, {} bytes checked, markers tx {} rx {}, CRC {}, the other side's private data {:?}",
        r.fpdus_in,
        r.fpdus_out,
        r.bytes_checked,
        r.markers_tx,
        r.markers_rx,
        r.crc,
        String::from_utf8_lossy(&r.remote_private_data)
    ))
}
