#!/usr/bin/env bash
# run-tests.sh [LOG]: the tests stage of `make test` (`make soak`), output to LOG
# (build/cargo-test.log).
# cargo-nextest when the machine has it (.config/nextest.toml: a process per test, both cores
# busy to the end, the wall-clock tests one at a time), else `cargo test` (the same tests;
# each binary's tests in parallel, the binaries one after another).
set -euo pipefail
cd "$(dirname "$0")/.."
CARGO=${CARGO:-cargo}
LOG=${1:-build/cargo-test.log}
# proptest's cases from a fixed seed in `make test`, as every other random test takes its seed
# from testbench/src/seed.rs: CI is reproducible. `make soak` (IWARP_SOAK set) draws a new one
# each run to search further; a failure is saved in the test's proptest-regressions file
# (commit it) and replayed first by every later run.
if [ -z "${PROPTEST_RNG_SEED:-}" ]; then
  if [ -n "${IWARP_SOAK:-}" ] && [ "${IWARP_SOAK}" != 0 ]; then
    PROPTEST_RNG_SEED=$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')
  else
    PROPTEST_RNG_SEED=20261203
  fi
fi
export PROPTEST_RNG_SEED
echo "run-tests: PROPTEST_RNG_SEED=$PROPTEST_RNG_SEED"
mkdir -p "$(dirname "$LOG")"
# .config/nextest.toml needs 0.9.91 (test priorities); an older nextest is not used.
NEXTEST_MIN=0.9.91
nextest=$($CARGO nextest --version 2>/dev/null | awk 'NR == 1 { print $2 }') || nextest=""
if [ -n "$nextest" ] && [ "$(printf '%s\n%s\n' "$NEXTEST_MIN" "$nextest" | sort -V | head -1)" = "$NEXTEST_MIN" ]; then
  $CARGO nextest run --workspace --cargo-quiet 2>&1 | tee "$LOG"
else
  echo "run-tests: cargo-nextest >= $NEXTEST_MIN not found (${nextest:-none}), running cargo test"
  $CARGO test --workspace -q 2>&1 | tee "$LOG"
fi
