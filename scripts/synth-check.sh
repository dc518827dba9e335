#!/usr/bin/env bash
# synth-check: Debian yosys synth_ecp5 over every rtl/ top, so a construct that does not
# synthesize fails `make test` (place and route is `make pnr` / `make fpga-report`). Two tops
# at a time (yosys is single-threaded), the largest first so no long one starts last.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p build/synth-check
jobs=$(nproc 2>/dev/null || echo 2)
one() {
  local v=$1 top cells
  top=$(basename "$v" .v)
  yosys -q -l "build/synth-check/$top.log" -p "read_verilog $v; synth_ecp5 -top $top; stat" >/dev/null
  cells=$(grep -E '^ +Number of cells:' "build/synth-check/$top.log" | tail -1 | awk '{print $4}')
  echo "synth-check: $top synthesizes for ECP5 ($cells cells)"
}
export -f one
# shellcheck disable=SC2012
ls -S rtl/*.v | xargs -P "$jobs" -I{} bash -c 'one "$1"' _ {}
