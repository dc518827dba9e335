//! VCD waveforms under target/waves/.
//!
//! Set `IWARP_WAVES` to a substring of a test name (or `1` for all) and that test's DUTs write
//! `target/waves/<test>-<backend>.vcd` (native: full rust-hdl hierarchy; Verilator: full
//! hierarchy through Verilator tracing). `make waves TEST=<name>` does this. Open with GTKWave.

use std::path::PathBuf;

/// Where `test` on `backend` writes its VCD, when waves are requested for it.
pub fn vcd_path(test: &str, backend: &str) -> Option<PathBuf> {
    let filter = std::env::var("IWARP_WAVES").ok()?;
    if filter != "1" && !test.contains(filter.as_str()) {
        return None;
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/waves");
    std::fs::create_dir_all(&dir).expect("create target/waves");
    Some(dir.join(format!("{test}-{backend}.vcd")))
}
