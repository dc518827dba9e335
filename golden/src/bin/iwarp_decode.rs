//! `iwarp-decode [--json] FILE.pcap`: strict iWARP sender-conformance checker.
//!
//! Exit status: 0 when every check passes, 1 when any violation is found (each named with frame
//! number, field, expected and found values), 2 when nothing could be checked (no MPA
//! Request/Reply in the capture, unreadable file, bad usage).

use iwarp_golden::cli::{self, EXIT_UNCHECKED};
use iwarp_golden::decode::{self, output, Status};
use std::process::ExitCode;

const EXIT_PASS: u8 = 0;
const EXIT_VIOLATIONS: u8 = 1;

fn main() -> ExitCode {
    let args = match cli::pcap_args("iwarp-decode", "Exit 0: all checks pass; 1: violations; 2: nothing checkable (no MPA handshake, unreadable file).") {
        Ok(a) => a,
        Err(code) => return code,
    };
    let (json, path, records) = (args.json, args.path, args.records);
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
