#!/usr/bin/env python3
"""make mutants: realistic one-line bugs (mutants/list.toml) applied to a scratch worktree of
HEAD; for each, rtl/ is re-emitted from the mutated model and the mutant's suite runs as it
does in `make test` (Verilator, native and their golden checks).

A mutant may name the only tops whose Verilog its file reaches (`tops = [...]`, a block
no other top contains): only those are re-emitted. A mutant is killed when a test fails, survives when all pass, and is stillborn when it does
not compile or emit (the list is then stale). Lockstep and post-synthesis tests are skipped:
the re-emitted Verilog equals the mutated model, so they cannot tell. testbench/build.rs
re-synthesizes only the tops whose Verilog changed, and ccache (installed here if missing)
recompiles only their C++. Results: build/mutants/report.md (and the README section with
--update-readme). Not run in CI.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "mutants"
TREE = WORK / "tree"
SKIP = ["lockstep", "post_synthesis"]
TIMEOUT_S = 1200


def sh(cmd, cwd, env=None, timeout=None):
    return subprocess.run(cmd, cwd=cwd, env=env, timeout=timeout, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)


def tree():
    """A fresh worktree of HEAD at build/mutants/tree (its own target dir, kept between runs)."""
    if TREE.exists():
        sh(["git", "worktree", "remove", "--force", str(TREE)], ROOT)
        shutil.rmtree(TREE, ignore_errors=True)
    sh(["git", "worktree", "prune"], ROOT)
    r = sh(["git", "worktree", "add", "--detach", str(TREE), "HEAD"], ROOT)
    if r.returncode != 0:
        sys.exit(f"git worktree add failed:\n{r.stdout}")


def ensure_ccache():
    if shutil.which("ccache"):
        return True
    r = sh(["apt-get", "install", "-y", "-q", "ccache"], ROOT)
    return r.returncode == 0 and shutil.which("ccache") is not None


def run_suite(suite, env):
    cmd = ["cargo", "test", "-q", "-p", "iwarp-testbench", "--test", suite, "--"]
    for s in SKIP:
        cmd += ["--skip", s]
    return sh(cmd, TREE, env=env, timeout=TIMEOUT_S)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", help="run the mutants whose id contains this (several: comma-separated)")
    ap.add_argument("--update-readme", action="store_true")
    ap.add_argument("--check", action="store_true", help="only check that every mutant still applies (make lint)")
    args = ap.parse_args()
    mutants = tomllib.loads((ROOT / "mutants" / "list.toml").read_text())["mutant"]
    if args.check:
        stale = [m["id"] for m in mutants if (ROOT / m["file"]).read_text().count(m["from"]) != 1]
        if stale:
            sys.exit(f"mutants/list.toml: `from` no longer occurs exactly once for {', '.join(stale)}")
        print(f"mutants: all {len(mutants)} apply to the current model")
        return
    if args.only:
        mutants = [m for m in mutants if any(o in m["id"] for o in args.only.split(","))]
    WORK.mkdir(parents=True, exist_ok=True)
    tree()
    # Suites at their soak size (testbench/src/soak.rs): the size every recorded kill was
    # measured at (or more) before `make test` took quick sizes.
    env = dict(os.environ, CARGO_TARGET_DIR=str(WORK / "target"), IWARP_SOAK="1")
    env.pop("IWARP_BACKEND", None)
    if ensure_ccache():
        env.update(CC="ccache cc", CXX="ccache c++", CCACHE_DIR=str(WORK / "ccache"))
    # The unmutated suites must pass first (else every mutant would look killed).
    for suite in sorted({m["suite"] for m in mutants}):
        t0 = time.time()
        r = run_suite(suite, env)
        print(f"baseline {suite}: {'pass' if r.returncode == 0 else 'FAIL'} ({time.time() - t0:.0f} s)", flush=True)
        if r.returncode != 0:
            sys.exit(f"baseline {suite} fails without a mutant:\n{r.stdout[-3000:]}")
    rows = []
    for m in mutants:
        path = TREE / m["file"]
        original = path.read_text()
        if original.count(m["from"]) != 1:
            rows.append((m, "stale", 0, f"`from` occurs {original.count(m['from'])} times"))
            print(f"{m['id']}: stale", flush=True)
            continue
        path.write_text(original.replace(m["from"], m["to"]))
        t0 = time.time()
        try:
            emit = sh(["cargo", "run", "-q", "--bin", "emit-rtl", "--", "rtl"] + m.get("tops", []), TREE, env=env)
            build = emit if emit.returncode != 0 else sh(
                ["cargo", "test", "-q", "-p", "iwarp-testbench", "--test", m["suite"], "--no-run"], TREE, env=env)
            if build.returncode != 0:
                fate, detail = "stillborn", "does not compile or emit"
            else:
                r = run_suite(m["suite"], env)
                if r.returncode == 0:
                    fate, detail = "survived", ""
                else:
                    failed = re.findall(r"^---- (\S+) stdout ----$", r.stdout, re.M)
                    fate, detail = "killed", ", ".join(sorted(set(failed))[:3])
        except subprocess.TimeoutExpired:
            fate, detail = "killed", f"timeout ({TIMEOUT_S} s: a hang)"
        finally:
            path.write_text(original)
            sh(["git", "checkout", "--", "rtl"], TREE)
        rows.append((m, fate, time.time() - t0, detail))
        print(f"{m['id']}: {fate} ({time.time() - t0:.0f} s) {detail}", flush=True)
    judged = [r for r in rows if r[1] in ("killed", "survived")]
    killed = sum(1 for r in judged if r[1] == "killed")
    rate = 100.0 * killed / len(judged) if judged else 0.0
    head = sh(["git", "rev-parse", "--short", "HEAD"], ROOT).stdout.strip()
    lines = [f"Mutants of {head}: {killed} of {len(judged)} killed ({rate:.0f}%).", "",
             "| mutant | suite | what | fate | by |", "|---|---|---|---|---|"]
    for m, fate, secs, detail in rows:
        lines.append(f"| `{m['id']}` | {m['suite']} | {m['what']} | {fate} | {detail} |")
    report = "\n".join(lines) + "\n"
    (WORK / "report.md").write_text(report)
    print(report)
    if args.update_readme:
        readme = ROOT / "README.md"
        text = readme.read_text()
        a, b = "<!-- mutants:begin -->", "<!-- mutants:end -->"
        if a in text and b in text:
            text = text[: text.index(a) + len(a)] + "\n" + report + text[text.index(b):]
            readme.write_text(text)
    sh(["git", "worktree", "remove", "--force", str(TREE)], ROOT)
    # Survivors are gaps to close or to explain (README): exit 0 either way.


if __name__ == "__main__":
    main()
