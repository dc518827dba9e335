#!/usr/bin/env bash
# background.sh start NAME CMD...   runs CMD at the lowest CPU priority (nice 19), detached,
#                                   its output in build/bg/NAME.out, its exit code in NAME.rc
# background.sh wait NAME [SECONDS] waits for it (at most SECONDS, default 3600), prints its
#                                   output and its wall time, exits with its exit code
# background.sh stop NAME           kills it (a failed stage must not leave it running)
#
# `make test` starts synth-check this way right after the tools stage: yosys is
# single-threaded and the build and tests stages leave a core idle for a quarter of their
# time (single-test binaries, the build's serial links), so at nice 19 the synthesis fills
# those gaps instead of running after them, and takes almost nothing from the stages it
# shares the machine with.
set -uo pipefail
cd "$(dirname "$0")/.."
dir=build/bg
mkdir -p "$dir"
verb=${1:?usage: background.sh start|wait|stop NAME ...}
name=${2:?usage: background.sh start|wait|stop NAME ...}
shift 2
case "$verb" in
  start)
    rm -f "$dir/$name.rc" "$dir/$name.out" "$dir/$name.pid" "$dir/$name.t0"
    date +%s > "$dir/$name.t0"
    # Job control gives it its own process group (so `stop` takes yosys's children with it)
    # in this session. Not setsid: with the kernel's autogroups (sched_autogroup_enabled) a
    # new session is a new scheduling group, which gets its fair share of the CPU whatever
    # its nice value; measured, the build stage then went from 919 to 1,310 s.
    set -m
    nice -n 19 bash -c '"$@" > "'"$dir/$name"'.out" 2>&1; echo $? > "'"$dir/$name"'.rc"' _ "$@" \
      < /dev/null > /dev/null 2>&1 &
    echo $! > "$dir/$name.pid"
    echo "background: $name started (nice 19, pid $(cat "$dir/$name.pid"))"
    ;;
  wait)
    limit=${1:-3600}
    t0=$(date +%s)
    while [ ! -f "$dir/$name.rc" ]; do
      if [ $(( $(date +%s) - t0 )) -ge "$limit" ]; then
        echo "background: $name still running after ${limit}s of waiting: stopped" >&2
        "$0" stop "$name"
        exit 1
      fi
      if ! kill -0 "$(cat "$dir/$name.pid" 2>/dev/null || echo 0)" 2>/dev/null && [ ! -f "$dir/$name.rc" ]; then
        sleep 1
        [ -f "$dir/$name.rc" ] || { echo "background: $name died without an exit code" >&2; exit 1; }
      fi
      sleep 2
    done
    cat "$dir/$name.out"
    rc=$(cat "$dir/$name.rc")
    echo "background: $name ran $(( $(stat -c %Y "$dir/$name.rc") - $(cat "$dir/$name.t0") ))s in all, $(( $(date +%s) - t0 ))s of them waited for here (exit $rc)"
    exit "$rc"
    ;;
  stop)
    pid=$(cat "$dir/$name.pid" 2>/dev/null || true)
    [ -n "$pid" ] && kill -- -"$pid" 2>/dev/null
    exit 0
    ;;
  *)
    echo "usage: background.sh start|wait|stop NAME ..." >&2; exit 2 ;;
esac
