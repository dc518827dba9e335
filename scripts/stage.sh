#!/usr/bin/env bash
# stage.sh NAME CMD...: runs one stage of `make test`, prints and records its wall time.
set -uo pipefail
name=$1; shift
mkdir -p build
t0=$(date +%s)
"$@"
rc=$?
t=$(( $(date +%s) - t0 ))
printf '[stage] %-14s %4ss %s\n' "$name" "$t" "$([ $rc -eq 0 ] && echo ok || echo FAILED)" | tee -a build/test-times.txt
exit $rc
