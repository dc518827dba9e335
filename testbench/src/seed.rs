//! Seeded randomness: every random test takes its seed from here.
//!
//! The seed is `IWARP_SEED` when set (decimal or 0x-hex), else a fixed default per test name,
//! so CI is reproducible. It is printed at the start of the test; cargo shows that line when
//! the test fails. Rerun a failure with `IWARP_SEED=<seed> cargo test <name>`.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The random generator every test uses.
pub type TestRng = ChaCha8Rng;

/// The seed for `test`: `IWARP_SEED` if set, else a stable hash of the test name.
pub fn seed_for(test: &str) -> u64 {
    if let Ok(s) = std::env::var("IWARP_SEED") {
        let s = s.trim();
        let parsed = match s.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16),
            None => s.parse(),
        };
        return parsed.unwrap_or_else(|_| panic!("IWARP_SEED={s} is not a number"));
    }
    // FNV-1a: stable across Rust versions, unlike DefaultHasher.
    test.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

/// A generator for `test`, announcing its seed.
pub fn rng_for(test: &str) -> TestRng {
    let seed = seed_for(test);
    println!("{test}: seed = {seed:#x} (override with IWARP_SEED)");
    TestRng::seed_from_u64(seed)
}
