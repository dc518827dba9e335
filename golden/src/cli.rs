//! The command line the capture checkers share (`iwarp-decode`, `tcp-check`):
//! `TOOL [--json] FILE.pcap`, exit 2 when nothing can be checked.

use crate::pcap::Record;
use std::process::ExitCode;

/// Exit status when nothing could be checked (bad usage, unreadable file).
pub const EXIT_UNCHECKED: u8 = 2;

/// A parsed command line: JSON output wanted, the file, its records.
pub struct PcapArgs {
    pub json: bool,
    pub path: String,
    pub records: Vec<Record>,
}

/// Parses `[--json] FILE.pcap` and reads the capture; `help` is printed for `-h` / `--help`
/// (exit 0). Any error is reported on stderr and returned as the exit code.
pub fn pcap_args(tool: &str, help: &str) -> Result<PcapArgs, ExitCode> {
    let mut json = false;
    let mut path = None;
    for a in std::env::args().skip(1) {
        match a.as_str() {
            "--json" => json = true,
            "-h" | "--help" => {
                println!("usage: {tool} [--json] FILE.pcap\n\n{help}");
                return Err(ExitCode::SUCCESS);
            }
            _ if path.is_none() => path = Some(a),
            _ => {
                eprintln!("{tool}: unexpected argument {a:?}");
                return Err(ExitCode::from(EXIT_UNCHECKED));
            }
        }
    }
    let Some(path) = path else {
        eprintln!("usage: {tool} [--json] FILE.pcap");
        return Err(ExitCode::from(EXIT_UNCHECKED));
    };
    let bytes = std::fs::read(&path).map_err(|e| {
        eprintln!("{tool}: cannot read {path}: {e}");
        ExitCode::from(EXIT_UNCHECKED)
    })?;
    let records = crate::pcap::read(&bytes).map_err(|e| {
        eprintln!("{tool}: {path} is not a usable pcap: {e}");
        ExitCode::from(EXIT_UNCHECKED)
    })?;
    Ok(PcapArgs { json, path, records })
}
