//! `tcp-check [--json] FILE.pcap`: TCP conformance checker for captures (see
//! `iwarp_golden::tcp_check` for the rules and their RFC sections).
//!
//! Exit status: 0 when the capture is clean, 1 when any finding is reported (each named with
//! frame number, rule, direction and what was seen), 2 when nothing could be checked (no TCP
//! segment, unreadable file, bad usage).

use iwarp_golden::cli::{self, EXIT_UNCHECKED};
use iwarp_golden::tcp_check;
use std::process::ExitCode;

const EXIT_CLEAN: u8 = 0;
const EXIT_FINDINGS: u8 = 1;

fn main() -> ExitCode {
    let args = match cli::pcap_args("tcp-check", "Exit 0: clean; 1: findings; 2: nothing checkable (no TCP segment, unreadable file).") {
        Ok(a) => a,
        Err(code) => return code,
    };
    let (json, path, records) = (args.json, args.path, args.records);
    let report = tcp_check::check(&records);
    print!("{}", if json { tcp_check::json(&report) } else { tcp_check::text(&report) });
    if report.segments == 0 && report.findings.is_empty() {
        eprintln!("tcp-check: no TCP segment in {path}");
        return ExitCode::from(EXIT_UNCHECKED);
    }
    ExitCode::from(if report.findings.is_empty() { EXIT_CLEAN } else { EXIT_FINDINGS })
}
