//! `iwarp-decode [--json] FILE.pcap`: strict iWARP sender-conformance checker.
//!
//! Exit status: 0 when every check passes, 1 when any violation is found (each named with frame
//! number, field, expected and found values), 2 when nothing could be checked (no MPA
//! Request/Reply in the capture, unreadable file, bad usage).

use iwarp_golden::decode::{self, output, Status};
use std::process::ExitCode;

const EXIT_PASS: u8 = 0;
const EXIT_VIOLATIONS: u8 = 1;
const EXIT_UNCHECKED: u8 = 2;

fn main() -> ExitCode {
    let mut json = false;
    let mut path = None;
    for a in std::env::args().skip(1) {
        match a.as_str() {
            "--json" => json = true,
            "-h" | "--help" => {
                println!("usage: iwarp-decode [--json] FILE.pcap\n\nExit 0: all checks pass; 1: violations; 2: nothing checkable (no MPA handshake, unreadable file).");
                return ExitCode::from(EXIT_PASS);
            }
            _ if path.is_none() => path = Some(a),
            _ => {
                eprintln!("iwarp-decode: unexpected argument {a:?}");
                return ExitCode::from(EXIT_UNCHECKED);
            }
        }
    }
    let Some(path) = path else {
        eprintln!("usage: iwarp-decode [--json] FILE.pcap");
        return ExitCode::from(EXIT_UNCHECKED);
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("iwarp-decode: cannot read {path}: {e}");
            return ExitCode::from(EXIT_UNCHECKED);
        }
    };
    let records = match iwarp_golden::pcap::read(&bytes) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("iwarp-decode: {path} is not a usable pcap: {e}");
            return ExitCode::from(EXIT_UNCHECKED);
        }
    };
    let report = decode::check(&records);
    if json {
        print!("{}", output::json_lines(&report));
    } else {
        print!("{}", output::text(&report));
    }
    let n = report.violations().count();
    match report.status() {
        Status::Pass => {
            eprintln!("iwarp-decode: {} FPDUs, all checks pass", report.fpdus.len());
            ExitCode::from(EXIT_PASS)
        }
        Status::Violations => {
            eprintln!("iwarp-decode: {} FPDUs, {n} violations", report.fpdus.len());
            ExitCode::from(EXIT_VIOLATIONS)
        }
        Status::NoHandshake => {
            eprintln!("iwarp-decode: no MPA Request/Reply in {path}: the capture must include the MPA handshake");
            ExitCode::from(EXIT_UNCHECKED)
        }
    }
}
