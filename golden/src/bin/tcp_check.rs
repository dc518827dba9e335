//! `tcp-check [--json] FILE.pcap`: TCP conformance checker for captures (see
//! `iwarp_golden::tcp_check` for the rules and their RFC sections).
//!
//! Exit status: 0 when the capture is clean, 1 when any finding is reported (each named with
//! frame number, rule, direction and what was seen), 2 when nothing could be checked (no TCP
//! segment, unreadable file, bad usage).

use iwarp_golden::tcp_check;
use std::process::ExitCode;

const EXIT_CLEAN: u8 = 0;
const EXIT_FINDINGS: u8 = 1;
const EXIT_UNCHECKED: u8 = 2;

fn main() -> ExitCode {
    let mut json = false;
    let mut path = None;
    for a in std::env::args().skip(1) {
        match a.as_str() {
            "--json" => json = true,
            "-h" | "--help" => {
                println!("usage: tcp-check [--json] FILE.pcap\n\nExit 0: clean; 1: findings; 2: nothing checkable (no TCP segment, unreadable file).");
                return ExitCode::from(EXIT_CLEAN);
            }
            _ if path.is_none() => path = Some(a),
            _ => {
                eprintln!("tcp-check: unexpected argument {a:?}");
                return ExitCode::from(EXIT_UNCHECKED);
            }
        }
    }
    let Some(path) = path else {
        eprintln!("usage: tcp-check [--json] FILE.pcap");
        return ExitCode::from(EXIT_UNCHECKED);
    };
    let records = match std::fs::read(&path).map_err(|e| e.to_string()).and_then(|b| iwarp_golden::pcap::read(&b).map_err(|e| format!("{e:?}"))) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tcp-check: cannot read {path}: {e}");
            return ExitCode::from(EXIT_UNCHECKED);
        }
    };
    let report = tcp_check::check(&records);
    print!("{}", if json { tcp_check::json(&report) } else { tcp_check::text(&report) });
    if report.segments == 0 && report.findings.is_empty() {
        eprintln!("tcp-check: no TCP segment in {path}");
        return ExitCode::from(EXIT_UNCHECKED);
    }
    ExitCode::from(if report.findings.is_empty() { EXIT_CLEAN } else { EXIT_FINDINGS })
}
