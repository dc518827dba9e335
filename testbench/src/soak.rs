//! Run sizes: `make test` runs the long random tests at their quick size, `make soak`
//! (`IWARP_SOAK=1`) at their soak size.
//!
//! The quick size keeps `make test` (and CI) inside its budget and still draws thousands of
//! checked items per test, with every cause the test asserts reached; the soak size is the
//! size the test had before the split or more, for a longer search with the same seed rules.
//! The README's soak table records the last soak run. A test that takes its size from here
//! scales its large "at least" floors with [`scaled`], so both sizes check the same
//! proportions; floors of a few (a cause seen at least once) stay as written and hold at the
//! quick size.

/// Whether this is a soak run: `IWARP_SOAK` set to anything but `0` or empty.
pub fn soak() -> bool {
    std::env::var("IWARP_SOAK").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// A test's size: `quick` in `make test`, `soak` under `IWARP_SOAK`. Printed, so a failing
/// test's output says which size ran.
pub fn size(test: &str, quick: u64, soak_size: u64) -> u64 {
    let n = if soak() { soak_size } else { quick };
    println!("{test}: size {n} ({})", if soak() { "soak" } else { "quick; IWARP_SOAK=1 for the soak size" });
    n
}

/// `floor`, written for a run of size `written_for`, scaled to the size `n` that runs.
pub fn scaled(floor: u64, n: u64, written_for: u64) -> u64 {
    (u128::from(floor) * u128::from(n) / u128::from(written_for.max(1))) as u64
}

#[cfg(test)]
mod tests {
    use super::scaled;

    #[test]
    fn scaled_keeps_the_proportion() {
        assert_eq!(scaled(45_000, 20_000, 50_000), 18_000);
        assert_eq!(scaled(45_000, 50_000, 50_000), 45_000);
        assert_eq!(scaled(u64::MAX, 2, 4), u64::MAX / 2);
        assert_eq!(scaled(7, 1, 0), 7);
    }
}
