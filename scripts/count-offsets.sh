#!/usr/bin/env bash
# Counts bare bit offsets and shifts on packed words in model/src: `get_bits::<N>(K)`,
# `get_bit(K)`, `replace_bit(K`, `set_bits::<N>(K` and `<< K` / `>> K` with a literal K, in
# every file (tests included). Fields declared with `layout!` are read and written by name
# and do not count. `make lint` fails when the count exceeds lint/offsets.max; lower that file
# when a change removes offsets.
set -euo pipefail
cd "$(dirname "$0")/.."
pattern='get_bits::<[^>]+>\([0-9]+\)|get_bit\([0-9]+\)|replace_bit\([0-9]+|set_bits::<[^>]+>\([0-9]+|(<<|>>) [0-9]+'
count=$(grep -rhoE "$pattern" model/src --include=*.rs | wc -l)
max=$(cat lint/offsets.max)
if [ "${1:-}" = "--per-dir" ]; then
  for d in model/src/*/; do
    echo "$(basename "$d") $(grep -rhoE "$pattern" "$d" --include=*.rs | wc -l)"
  done
fi
echo "bare offsets in model/src: $count (ceiling $max, lint/offsets.max)"
if [ "$count" -gt "$max" ]; then
  echo "bare offsets grew: name the fields with layout! (model/src/layout.rs)" >&2
  exit 1
fi
