#!/usr/bin/env bash
# check-rtl: regenerates every top into build/rtl-check and fails if rtl/ differs (stale or
# hand-edited), or if rtl/ holds a file no top generates.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf build/rtl-check
# No `-p`: the test build's libraries are reused (see the Makefile's rtl target).
cargo run -q --bin emit-rtl -- build/rtl-check >/dev/null
if ! diff -r rtl build/rtl-check; then
  echo "check-rtl: rtl/ is stale: run 'make rtl' and commit the result" >&2
  exit 1
fi
echo "check-rtl: rtl/ matches model/ ($(ls rtl/*.v | wc -l) tops)"
