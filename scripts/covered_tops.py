#!/usr/bin/env python3
"""covered_tops.py: the rtl/ block tops whose Verilog a composed top contains verbatim.

A block top `b` (rtl/b.v: module `b` and its sub-modules `b$...`) is covered by a composed
top `c` (rtl/c.v) when c.v has a module `m` with b's port list whose text, and that of every
sub-module `m$...`, equals b.v's module by module once `m` is renamed `b`. synth-check then
maps `c` for ECP5 and leaves `b` out: the same modules would be synthesized twice (for `toe`,
every block but the three not yet wired in). Prints `block composed` per covered block.
"""
import re
import sys
from pathlib import Path

MODULE = re.compile(r"^module (\S+)\((.*?)\);\n(.*?)^endmodule", re.M | re.S)


def modules(path):
    return {m.group(1): (m.group(2), m.group(3)) for m in MODULE.finditer(path.read_text())}


def covered(block, bmods, comp):
    ports, _ = bmods[block]
    for name, (cports, _) in comp.items():
        if cports != ports:
            continue
        subs = {n: v for n, v in comp.items() if n == name or n.startswith(name + "$")}
        renamed = {block + n[len(name):]: v for n, v in subs.items()}
        if renamed.keys() != bmods.keys():
            continue
        # Sub-module instantiations inside the bodies name their modules too.
        def as_block(text):
            return text.replace(name, block)

        same = all(as_block(renamed[n][1]) == bmods[n][1] for n in bmods)
        if same:
            return True
    return False


def self_test():
    """The proof refuses what it must: a body, a sub-module or a port list that differs."""
    blk = "module b(clock,x);\n  input clock;\n  b$s u(.a(x));\nendmodule\nmodule b$s(a);\n  reg q;\nendmodule\n"
    comp = ("module c(clock,y);\n  c$k i(.clock(clock),.x(y));\nendmodule\n"
            "module c$k(clock,x);\n  input clock;\n  c$k$s u(.a(x));\nendmodule\nmodule c$k$s(a);\n  reg q;\nendmodule\n")
    parse = lambda t: {m.group(1): (m.group(2), m.group(3)) for m in MODULE.finditer(t)}
    assert covered("b", parse(blk), parse(comp))
    assert not covered("b", parse(blk.replace("reg q;", "reg r;")), parse(comp)), "a sub-module's body differs"
    assert not covered("b", parse(blk.replace("input clock;", "input  clock;")), parse(comp)), "the top's body differs"
    assert not covered("b", parse(blk.replace("(clock,x)", "(clock,z)")), parse(comp)), "the port list differs"
    extra = blk + "module b$t(a);\nendmodule\n"
    assert not covered("b", parse(extra), parse(comp)), "a sub-module the composed top lacks"
    print("covered_tops: self-test passed")


def main():
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return
    rtl = Path(sys.argv[1] if len(sys.argv) > 1 else "rtl")
    tops = {p.stem: modules(p) for p in sorted(rtl.glob("*.v"))}
    composed = [t for t, mods in tops.items() if sum(1 for n in mods if "$" not in n) == 1 and len(mods) > 1]
    for b, bmods in tops.items():
        for c in composed:
            if c != b and covered(b, bmods, tops[c]):
                print(b, c)
                break


if __name__ == "__main__":
    main()
