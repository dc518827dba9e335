#!/usr/bin/env bash
# test-summary.sh LOG: one closing line from cargo-nextest's summary, or from cargo test's
# "test result" lines added up.
set -euo pipefail
if grep -qE '^ *Summary \[' "$1"; then
  awk '/^ *Summary \[/ { for (i = 1; i <= NF; i++) { n = $i; sub(/,$/, "", $(i+1)); if ($(i+1) == "passed") p = n; if ($(i+1) == "failed") f = n; if ($(i+1) == "skipped") s = n; if ($(i+1) == "timed") f += n } }
       END { printf "tests: %d passed, %d failed, %d skipped\n", p, f, s; if (p == 0 || f != 0) exit 1 }' "$1"
else
  awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i; if ($(i+1) ~ /^ignored/) s += $i } }
       END { printf "tests: %d passed, %d failed, %d skipped\n", p, f, s; if (p == 0 || f != 0) exit 1 }' "$1"
fi
