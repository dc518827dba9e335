//! Post-processing of rust-hdl's Verilog into readable, simulator-neutral RTL.
//!
//! rust-hdl 0.46 writes every `DFF` as a module of its own (with an `initial` value) that the
//! owning block instantiates through three stub signals, routes every child-to-child wire
//! through the owner's single `always @(*)` block, and prints Rust literals as masked 32-bit
//! constants. The passes below rewrite that text without changing what it means:
//!
//! 1. [`inline_registers`]: each instance of a register module becomes one line in the owning
//!    module's `always @(posedge clock)` block (and its initial value one line of an `initial`
//!    block); the register modules disappear.
//! 2. [`fold_constants`]: `((32'h2e) & 16'hffff)` becomes `16'h2e` (the width rust-hdl's
//!    `Bits<16>` literal has), and `x[(32'h20)+:(32)]` becomes `x[63:32]`, `x[32'h30]` `x[48]`.
//! 3. [`split_wiring`]: a statement at the top level of an `always @(*)` block that is the only
//!    assignment to its target in that block (a wire, typically one child's output routed to
//!    another child's input) becomes a continuous `assign`. A combinational block that reads one
//!    child's outputs and drives another child's inputs is what simulators see as a false loop
//!    (Verilator's UNOPTFLAT, which left signals stale in Verilator 5.006); separate `assign`s
//!    have no such loop.
//!
//! Each pass works on the regular shape of rust-hdl's output (module header, `// Stub
//! signals`, instances, one update block) and panics on a shape it does not expect, so a
//! rust-hdl change stops `make rtl` instead of emitting something different. The lockstep
//! tests (native rust-hdl against Verilator on this text) and the post-synthesis lockstep are
//! what prove the result equal to the model.

use std::collections::{BTreeMap, HashMap, HashSet};

/// One `module ... endmodule` of the text, as lines.
struct Module {
    name: String,
    lines: Vec<String>,
}

/// The file split into modules; text between modules (blank lines) is dropped and rewritten as
/// two blank lines between modules.
fn split_modules(text: &str) -> (Vec<String>, Vec<Module>) {
    let mut preamble = Vec::new();
    let mut modules = Vec::new();
    let mut current: Option<Module> = None;
    for line in text.lines() {
        if let Some(m) = current.as_mut() {
            m.lines.push(line.to_string());
            if line.starts_with("endmodule") {
                modules.push(current.take().unwrap());
            }
        } else if let Some(rest) = line.strip_prefix("module ") {
            let name = rest[..rest.find('(').expect("module header has a port list")].to_string();
            current = Some(Module { name, lines: vec![line.to_string()] });
        } else if modules.is_empty() {
            preamble.push(line.to_string());
        } else {
            assert!(line.trim().is_empty(), "text between modules: {line}");
        }
    }
    assert!(current.is_none(), "unterminated module");
    (preamble, modules)
}

fn join_modules(preamble: &[String], modules: &[Module]) -> String {
    let mut out = String::new();
    for l in preamble {
        out.push_str(l);
        out.push('\n');
    }
    for m in modules {
        for l in &m.lines {
            out.push_str(l);
            out.push('\n');
        }
        out.push_str("\n\n");
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

/// A register module's initial value, at the register's width.
struct RegModule {
    init: String,
}

/// `[W-1:0]` of a declaration line such as `input wire  [4:0] d;` ("" for one bit).
fn decl_range(decl: &str) -> String {
    match (decl.find('['), decl.find(']')) {
        (Some(a), Some(b)) => decl[a..=b].to_string(),
        _ => String::new(),
    }
}

fn range_width(range: &str) -> u32 {
    if range.is_empty() {
        return 1;
    }
    let inner = &range[1..range.len() - 1];
    let (msb, lsb) = inner.split_once(':').expect("range msb:lsb");
    msb.trim().parse::<u32>().unwrap() - lsb.trim().parse::<u32>().unwrap() + 1
}

/// Recognises rust-hdl's DFF module exactly (ports d, q, clock; an initial value; `q <= d`).
fn as_register(m: &Module) -> Option<RegModule> {
    let head = m.lines[0].trim();
    if !head.ends_with("(d,q,clock);") {
        return None;
    }
    let body: Vec<String> = m.lines[1..m.lines.len() - 1]
        .iter()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty() && !l.starts_with("//") && !l.starts_with("localparam"))
        .collect();
    let [d, q, clk, ib, init, ie, ab, upd, ae] = body.as_slice() else { return None };
    let range = decl_range(d);
    let ok = d.starts_with("input wire")
        && d.ends_with(" d;")
        && q.starts_with("output reg")
        && q.ends_with(" q;")
        && decl_range(q) == range
        && clk == "input wire clock;"
        && ib == "initial begin"
        && init.starts_with("q = ")
        && ie == "end"
        && ab == "always @(posedge clock) begin"
        && upd == "q <= d;"
        && ae == "end";
    if !ok {
        return None;
    }
    let value = init.trim_start_matches("q = ").trim_end_matches(';');
    let init = fold_literal(value, range_width(&range)).unwrap_or_else(|| value.to_string());
    Some(RegModule { init })
}

/// `N'hX` → the same value at `width` bits (`width'hX mod 2^width`); None when not a hex literal.
fn fold_literal(lit: &str, width: u32) -> Option<String> {
    let (_, hex) = lit.split_once("'h")?;
    if hex.is_empty() || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    let digits = width.div_ceil(4) as usize;
    let hex = hex.to_ascii_lowercase();
    let kept: String = if hex.len() > digits { hex[hex.len() - digits..].to_string() } else { hex };
    let mut chars: Vec<char> = kept.chars().collect();
    if chars.len() == digits && width % 4 != 0 {
        let top = chars[0].to_digit(16).unwrap() & ((1 << (width % 4)) - 1);
        chars[0] = std::char::from_digit(top, 16).unwrap();
    }
    let s: String = chars.into_iter().collect();
    let s = s.trim_start_matches('0');
    Some(format!("{width}'h{}", if s.is_empty() { "0" } else { s }))
}

/// A parsed instance: module type, instance name, (port, expression) connections, and the line
/// range it occupies.
struct Instance {
    kind: String,
    conns: Vec<(String, String)>,
    first: usize,
    last: usize,
}

fn instances(m: &Module, known: &HashMap<String, RegModule>) -> Vec<Instance> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < m.lines.len() {
        let t = m.lines[i].trim();
        let kind = t.split(' ').next().unwrap_or("");
        if t.ends_with('(') && known.contains_key(kind) {
            let first = i;
            let mut conns = Vec::new();
            i += 1;
            while m.lines[i].trim() != ");" {
                let c = m.lines[i].trim().trim_end_matches(',');
                let c = c.strip_prefix('.').expect("named port connection");
                let open = c.find('(').unwrap();
                conns.push((c[..open].to_string(), c[open + 1..c.len() - 1].to_string()));
                i += 1;
            }
            out.push(Instance { kind: kind.to_string(), conns, first, last: i });
        }
        i += 1;
    }
    out
}

fn conn<'a>(inst: &'a Instance, port: &str) -> &'a str {
    &inst.conns.iter().find(|(p, _)| p == port).expect("register port connected").1
}

/// Index of the declaration line of `name` in the module's stub section.
fn find_decl(m: &Module, kind: &str, name: &str) -> Option<usize> {
    m.lines.iter().position(|l| {
        let t = l.trim();
        t.starts_with(kind) && t.ends_with(&format!(" {name};"))
    })
}

/// Pass 1: register modules become lines of their owner's `initial` / `always @(posedge)`.
pub fn inline_registers(text: &str) -> String {
    let (preamble, modules) = split_modules(text);
    let regs: HashMap<String, RegModule> =
        modules.iter().filter_map(|m| as_register(m).map(|r| (m.name.clone(), r))).collect();
    let mut kept = Vec::new();
    for mut m in modules.into_iter().filter(|m| !regs.contains_key(&m.name)) {
        let insts = instances(&m, &regs);
        if insts.is_empty() {
            kept.push(m);
            continue;
        }
        let mut drop = vec![false; m.lines.len()];
        let mut inits = Vec::new();
        let mut updates: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for inst in &insts {
            let reg = &regs[&inst.kind];
            let (d, q, clk) = (conn(inst, "d"), conn(inst, "q"), conn(inst, "clock"));
            for l in inst.first..=inst.last {
                drop[l] = true;
            }
            let qd = find_decl(&m, "wire", q).unwrap_or_else(|| panic!("{}: wire {q}", m.name));
            m.lines[qd] = m.lines[qd].replacen("wire ", "reg ", 1);
            // The stub clock is set to the module's clock in the update block: use `clock`.
            let stub = format!("{clk} = clock;");
            let clock = match (
                find_decl(&m, "reg", clk),
                m.lines.iter().position(|l| l.trim() == stub),
            ) {
                (Some(decl), Some(assign)) => {
                    drop[decl] = true;
                    drop[assign] = true;
                    "clock".to_string()
                }
                _ => clk.to_string(),
            };
            inits.push(format!("        {q} = {};", reg.init));
            updates.entry(clock).or_default().push(format!("        {q} <= {d};"));
        }
        let mut section = vec!["    // Registers".to_string(), "    initial begin".to_string()];
        section.extend(inits);
        section.push("    end".to_string());
        for (clock, lines) in updates {
            section.push(String::new());
            section.push(format!("    always @(posedge {clock}) begin"));
            section.extend(lines);
            section.push("    end".to_string());
        }
        section.push(String::new());
        let mut lines: Vec<String> =
            m.lines.iter().zip(&drop).filter(|(_, d)| !**d).map(|(l, _)| l.clone()).collect();
        // An instance section left empty loses its heading (and the blank line after it).
        if let Some(h) = lines.iter().position(|l| l.trim() == "// Sub module instances") {
            if lines.get(h + 1).is_some_and(|l| l.trim().is_empty()) {
                lines.drain(h..h + 2);
            }
        }
        let at = lines
            .iter()
            .position(|l| l.trim().starts_with("// Update code"))
            .unwrap_or(lines.len() - 1);
        lines.splice(at..at, section);
        m.lines = lines;
        kept.push(m);
    }
    join_modules(&preamble, &kept)
}

/// Pass 2: masked 32-bit literals at their width, constant part-selects as ranges.
pub fn fold_constants(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        out.push_str(&fold_line(line));
        out.push('\n');
    }
    out
}

fn fold_line(line: &str) -> String {
    let mut s = line.to_string();
    // ((N'hX) & W'hM) with M = 2^W - 1.
    let mut from = 0;
    while let Some(found) = s[from..].find("((") {
        let start = from + found;
        from = start + 1;
        let Some(rel) = s[start..].find(')') else { break };
        let lit = &s[start + 2..start + rel];
        let rest = &s[start + rel..];
        let Some(after) = rest.strip_prefix(") & ") else { continue };
        let Some(close) = after.find(')') else { continue };
        let mask = &after[..close];
        let folded = mask.split_once("'h").and_then(|(w, m)| {
            let w: u32 = w.parse().ok()?;
            let all_ones = m.len() == w.div_ceil(4) as usize
                && m.chars().skip(1).all(|c| c == 'f')
                && m.chars().next().and_then(|c| c.to_digit(16)) == Some((1u32 << (((w - 1) % 4) + 1)) - 1);
            if !all_ones || lit.contains(|c: char| !(c.is_ascii_alphanumeric() || c == '\'')) {
                return None;
            }
            fold_literal(lit, w)
        });
        match folded {
            Some(f) => {
                let end = start + rel + 4 + close + 1;
                s.replace_range(start..end, &f);
            }
            None => continue,
        }
    }
    // [(W'hA)+:(N)] → [A+N-1:A] ([A] for one bit)
    let mut from = 0;
    while let Some(rel) = s[from..].find("[(") {
        let start = from + rel;
        from = start + 1;
        let rest = &s[start + 2..];
        let Some(tick) = rest.find("'h") else { continue };
        if tick == 0 || !rest[..tick].chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let rest = &rest[tick + 2..];
        let Some(p) = rest.find(")+:(") else { continue };
        let Ok(a) = u64::from_str_radix(&rest[..p], 16) else { continue };
        let Some(q) = rest[p + 4..].find(")]") else { continue };
        let Ok(n) = rest[p + 4..p + 4 + q].parse::<u64>() else { continue };
        let end = start + 2 + tick + 2 + p + 4 + q + 2;
        let range = if n == 1 { format!("[{a}]") } else { format!("[{}:{a}]", a + n - 1) };
        s.replace_range(start..end, &range);
    }
    // [32'hA] → [A]
    let mut from = 0;
    while let Some(rel) = s[from..].find("[32'h") {
        let start = from + rel;
        let rest = &s[start + 5..];
        let Some(close) = rest.find(']') else { break };
        match u64::from_str_radix(&rest[..close], 16) {
            Ok(a) => s.replace_range(start..start + 5 + close + 1, &format!("[{a}]")),
            Err(_) => from = start + 5,
        }
    }
    s
}

/// The target identifier of an assignment statement line (`x = ...;` or `x[..] = ...;`).
fn assign_target(line: &str) -> Option<&str> {
    let t = line.trim();
    if !t.ends_with(';') {
        return None;
    }
    let (lhs, _) = t.split_once(" = ")?;
    let base = lhs.split('[').next().unwrap();
    (!base.is_empty() && base.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .then_some(base)
}

/// The top-level statements of an update block body (lines at 8 spaces of indentation start a
/// statement; deeper lines and `end` / `endcase` / `else` lines continue it).
fn statements(body: &[String]) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = Vec::new();
    for l in body {
        let top = l.starts_with("        ") && !l.starts_with("         ");
        let t = l.trim();
        let continues = !top || t == "end" || t == "endcase" || t.starts_with("else");
        match out.last_mut() {
            Some(last) if continues => last.push(l.clone()),
            _ => {
                assert!(top || t.is_empty(), "statement starts deeper than the block: {l}");
                out.push(vec![l.clone()]);
            }
        }
    }
    out.retain(|s| !(s.len() == 1 && s[0].trim().is_empty()));
    out
}

/// The identifiers a statement names (keywords and sized literals skipped).
fn identifiers(st: &[String]) -> Vec<String> {
    const KEYWORDS: &[&str] = &["if", "else", "begin", "end", "case", "endcase", "default", "for"];
    let mut out = Vec::new();
    for l in st {
        let b = l.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let c = b[i] as char;
            if c.is_ascii_digit() {
                while i < b.len() && (b[i] as char).is_ascii_digit() {
                    i += 1;
                }
                if i < b.len() && b[i] == b'\'' {
                    i += 2;
                    while i < b.len() && ((b[i] as char).is_ascii_hexdigit() || b[i] == b'_') {
                        i += 1;
                    }
                }
            } else if c.is_ascii_alphabetic() || c == '_' {
                let start = i;
                while i < b.len() && ((b[i] as char).is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$') {
                    i += 1;
                }
                let w = &l[start..i];
                if !KEYWORDS.contains(&w) {
                    out.push(w.to_string());
                }
            } else {
                i += 1;
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Component number of every node (Tarjan); nodes in one cycle share a number.
fn strongly_connected(edges: &[Vec<usize>]) -> Vec<usize> {
    struct T<'a> {
        edges: &'a [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on: Vec<bool>,
        stack: Vec<usize>,
        comp: Vec<usize>,
        next: usize,
        ncomp: usize,
    }
    fn visit(t: &mut T, v: usize) {
        t.index[v] = Some(t.next);
        t.low[v] = t.next;
        t.next += 1;
        t.stack.push(v);
        t.on[v] = true;
        for k in 0..t.edges[v].len() {
            let w = t.edges[v][k];
            match t.index[w] {
                None => {
                    visit(t, w);
                    t.low[v] = t.low[v].min(t.low[w]);
                }
                Some(iw) if t.on[w] => t.low[v] = t.low[v].min(iw),
                _ => {}
            }
        }
        if Some(t.low[v]) == t.index[v] {
            loop {
                let w = t.stack.pop().unwrap();
                t.on[w] = false;
                t.comp[w] = t.ncomp;
                if w == v {
                    break;
                }
            }
            t.ncomp += 1;
        }
    }
    let n = edges.len();
    let mut t = T {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        on: vec![false; n],
        stack: Vec::new(),
        comp: vec![0; n],
        next: 0,
        ncomp: 0,
    };
    for v in 0..n {
        if t.index[v].is_none() {
            visit(&mut t, v);
        }
    }
    t.comp
}

/// Pass 3: an `always @(*)` block splits into independent parts. Top-level statements that
/// assign a common target, or read each other's targets in a cycle, stay together, in their
/// order; a part that is one unconditional assignment becomes an `assign` (its target a wire),
/// every other part an `always @(*)` block of its own.
pub fn split_wiring(text: &str) -> String {
    let (preamble, mut modules) = split_modules(text);
    for m in &mut modules {
        let Some(open) = m.lines.iter().position(|l| l == "    always @(*) begin") else { continue };
        let close = open
            + m.lines[open..].iter().position(|l| l == "    end").expect("update block ends");
        let stmts = statements(&m.lines[open + 1..close]);
        // Statement a → b when b names a target of a. Statements that assign a common target
        // name each other's target, so they are in one cycle; a part that writes `adv`, then
        // reads `pop`, while `pop = f(adv)`, is in one cycle with `pop`. One part per strongly
        // connected component: no combinational cycle runs between two processes of a module.
        let targets: Vec<Vec<&str>> =
            stmts.iter().map(|st| st.iter().filter_map(|l| assign_target(l)).collect()).collect();
        let names: Vec<HashSet<String>> =
            stmts.iter().map(|st| identifiers(st).into_iter().collect()).collect();
        let edges: Vec<Vec<usize>> = (0..stmts.len())
            .map(|a| {
                (0..stmts.len())
                    .filter(|&b| b != a && targets[a].iter().any(|t| names[b].contains(*t)))
                    .collect()
            })
            .collect();
        let comp = strongly_connected(&edges);
        // Parts in the order of their first statement, statements in their order.
        let mut by_comp: HashMap<usize, Vec<usize>> = HashMap::new();
        for (i, &c) in comp.iter().enumerate() {
            by_comp.entry(c).or_default().push(i);
        }
        let groups: BTreeMap<usize, Vec<usize>> = by_comp.into_values().map(|g| (g[0], g)).collect();
        let mut assigns = Vec::new();
        let mut blocks = Vec::new();
        let mut wires = Vec::new();
        for members in groups.values() {
            let single = members.len() == 1 && stmts[members[0]].len() == 1;
            let line = &stmts[members[0]][0];
            match assign_target(line) {
                Some(t) if single && !line.trim().starts_with(&format!("{t}[")) => {
                    assigns.push(format!("    assign {}", line.trim()));
                    wires.push(t.to_string());
                }
                _ => {
                    blocks.push(String::new());
                    blocks.push("    always @(*) begin".to_string());
                    for &i in members {
                        blocks.extend(stmts[i].iter().cloned());
                    }
                    blocks.push("    end".to_string());
                }
            }
        }
        for w in &wires {
            let decl = m.lines[..open]
                .iter()
                .position(|l| {
                    let t = l.trim();
                    (t.starts_with("reg ") || t.starts_with("output reg "))
                        && t.ends_with(&format!(" {w};"))
                })
                .unwrap_or_else(|| panic!("{}: no reg declaration of {w}", m.name));
            m.lines[decl] = m.lines[decl].replacen("reg ", "wire ", 1);
        }
        let mut block = assigns;
        if block.is_empty() && !blocks.is_empty() {
            blocks.remove(0);
        }
        block.extend(blocks);
        m.lines.splice(open..=close, block);
    }
    join_modules(&preamble, &modules)
}

/// Every pass, in order.
pub fn tidy(text: &str) -> String {
    split_wiring(&fold_constants(&inline_registers(text)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_fold_to_their_width() {
        assert_eq!(fold_literal("32'h2e", 16).unwrap(), "16'h2e");
        assert_eq!(fold_literal("64'h0", 5).unwrap(), "5'h0");
        assert_eq!(fold_literal("32'h1ff", 8).unwrap(), "8'hff");
        assert_eq!(fold_literal("32'h1f", 3).unwrap(), "3'h7");
        assert_eq!(fold_literal("32'hffffffff", 33).unwrap(), "33'hffffffff");
        assert_eq!(fold_line("x = ((32'h2e) & 16'hffff);"), "x = 16'h2e;");
        assert_eq!(fold_line("x = ((32'h5) & 3'h7) | ((32'h1) & 2'h3);"), "x = 3'h5 | 2'h1;");
        // A mask that is not all ones is not a width: left alone.
        assert_eq!(fold_line("x = ((32'h5) & 8'hf0);"), "x = ((32'h5) & 8'hf0);");
        assert_eq!(fold_line("a = b[(32'h20)+:(32)] ^ b[32'h30];"), "a = b[63:32] ^ b[48];");
        assert_eq!(fold_line("b[(64'h4d)+:(1)] = x[(64'h40)+:(13)];"), "b[77] = x[76:64];");
    }

    const REG: &str = "module t$r(d,q,clock);\n\n    // Module arguments\n    input wire  [4:0] d;\n    output reg  [4:0] q;\n    input wire  clock;\n\n    // Update code (custom)\n    initial begin\n       q = 64'h0;\n    end\n\n    always @(posedge clock) begin\n       q <= d;\n    end\n\nendmodule // t$r\n";

    #[test]
    fn registers_inline_into_their_owner() {
        let top = "module t(clock,a,y);\n\n    // Module arguments\n    input wire  clock;\n    input wire  [4:0] a;\n    output reg  [4:0] y;\n\n    // Stub signals\n    reg  [4:0] r$d;\n    wire  [4:0] r$q;\n    reg  r$clock;\n\n    // Sub module instances\n    t$r r(\n        .d(r$d),\n        .q(r$q),\n        .clock(r$clock)\n    );\n\n    // Update code\n    always @(*) begin\n        r$clock = clock;\n        r$d = a;\n        y = r$q;\n        if (a == 32'h1) begin\n            y = 5'h0;\n        end\n    end\n\nendmodule // t\n";
        let text = format!("{top}\n\n{REG}");
        let out = tidy(&text);
        assert!(!out.contains("module t$r"), "{out}");
        assert!(out.contains("    reg  [4:0] r$q;"), "{out}");
        assert!(out.contains("        r$q = 5'h0;"), "{out}");
        assert!(out.contains("    always @(posedge clock) begin\n        r$q <= r$d;\n    end"));
        assert!(!out.contains("r$clock"), "{out}");
        // r$d is assigned once at top level: a wire; y twice: stays in the block.
        assert!(out.contains("    assign r$d = a;"), "{out}");
        assert!(out.contains("    wire  [4:0] r$d;"), "{out}");
        assert!(out.contains("        y = r$q;"), "{out}");
        assert!(out.contains("    output reg  [4:0] y;"), "{out}");
    }

    /// A module with a register's ports but another body (here, a reset) is not a register:
    /// it stays a module and its instance stays.
    #[test]
    fn only_exact_registers_inline() {
        let reset_reg = REG.replace("t$r", "t$s").replace("       q <= d;", "       q <= d & 5'h1;");
        let top = "module t(clock,a,y);\n\n    // Module arguments\n    input wire  clock;\n    input wire  [4:0] a;\n    output reg  [4:0] y;\n\n    // Stub signals\n    reg  [4:0] s$d;\n    wire  [4:0] s$q;\n    reg  s$clock;\n\n    // Sub module instances\n    t$s s(\n        .d(s$d),\n        .q(s$q),\n        .clock(s$clock)\n    );\n\n    // Update code\n    always @(*) begin\n        s$clock = clock;\n        s$d = a;\n        y = s$q;\n    end\n\nendmodule // t\n";
        let out = tidy(&format!("{top}\n\n{reset_reg}"));
        assert!(out.contains("module t$s(d,q,clock);"), "{out}");
        assert!(out.contains("    t$s s("), "{out}");
        assert!(!out.contains("always @(posedge clock) begin\n        s$q"), "{out}");
    }

    /// A part that writes `adv` and reads `pop`, with `pop = f(adv)`, keeps `pop` inside (a
    /// separate `assign` would be a combinational cycle between two processes); an unrelated
    /// single assignment still becomes an `assign`.
    #[test]
    fn parts_that_read_each_other_stay_together() {
        // One part assigns adv and n (the `if (go)` statement ties them) and reads pop.
        let body = [
            "        adv = 1'b0;",
            "        n = 2'h0;",
            "        if (go) begin",
            "            adv = 1'b1;",
            "            n = 2'h2;",
            "        end",
            "        pop = can & adv;",
            "        if (pop) begin",
            "            n = 2'h1;",
            "        end",
            "        z = go;",
        ];
        let top = format!(
            "module t(go,can,n,z);\n    input wire  go;\n    input wire  can;\n    output reg  [1:0] n;\n    output reg  z;\n    reg  adv;\n    reg  pop;\n\n    // Update code\n    always @(*) begin\n{}\n    end\n\nendmodule // t\n",
            body.join("\n")
        );
        let out = split_wiring(&top);
        assert!(out.contains("    assign z = go;"), "{out}");
        assert!(out.contains("    output wire  z;"), "{out}");
        assert!(!out.contains("assign pop"), "{out}");
        assert!(out.contains("        pop = can & adv;"), "{out}");
        assert_eq!(out.matches("always @(*)").count(), 1, "{out}");
    }

    /// A register instance whose output stub is missing is a shape the pass does not know:
    /// `make rtl` stops instead of emitting something else.
    #[test]
    #[should_panic(expected = "wire r$q")]
    fn unknown_shape_stops_emission() {
        let top = "module t(clock,a);\n    input wire  clock;\n    input wire  [4:0] a;\n    reg  [4:0] r$d;\n    reg  r$clock;\n    t$r r(\n        .d(r$d),\n        .q(r$q),\n        .clock(r$clock)\n    );\n    // Update code\n    always @(*) begin\n        r$d = a;\n    end\n\nendmodule // t\n";
        inline_registers(&format!("{top}\n\n{REG}"));
    }
}
