//! Reads the place-and-route report `make fpga-report` writes, so benchmarks quote rates at
//! the achieved Fmax.

/// The achieved ECP5 Fmax of `block` (MHz) from build/fpga/ecp5/<block>/report.json, if any.
pub fn achieved_mhz(block: &str) -> Option<f64> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../build/fpga/ecp5/{block}/report.json"));
    let j = std::fs::read_to_string(path).ok()?;
    let at = j.find("\"achieved_mhz\"")?;
    let rest = &j[at + "\"achieved_mhz\"".len()..];
    let rest = rest.trim_start_matches([':', ' ']);
    let end = rest.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(rest.len());
    rest[..end].parse().ok()
}
