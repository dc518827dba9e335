#!/usr/bin/env bash
# lint: every rtl/ top through verilator --lint-only -Wall (waivers: lint/verilator.vlt) and
# iverilog -g2005; the bare-offset ceiling of model/src (scripts/count-offsets.sh); every
# mutant of mutants/list.toml still applies to model/ (scripts/mutants.py --check).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p build/lint
for v in rtl/*.v; do
  top=$(basename "$v" .v)
  verilator --lint-only -Wall lint/verilator.vlt "$v" --top-module "$top"
  iverilog -g2005 -o "build/lint/$top.vvp" "$v"
  echo "lint: $top clean (verilator -Wall, iverilog -g2005)"
done
scripts/count-offsets.sh
python3 scripts/mutants.py --check
