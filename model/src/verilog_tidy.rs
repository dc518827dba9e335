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
//! 1b. [`named_constants`]: each `group$NAME` a module names (a `named_consts!` code written
//!    as `group::NAME` in an `#[hdl_gen]` update) gets a sized `localparam` in that module.
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
    if let Some(line) = text.lines().find(|l| l.contains("][")) {
        panic!("a part-select of a part-select is not Verilog (a chained layout read?): {line}");
    }
    let text = link_assigns(text);
    flat_port_names(&clock_ports(&split_wiring(&narrow_widths(&fold_constants(&named_constants(&inline_registers(&text)))))))
}

/// First pass: a rust-hdl link between two children's channel ends
/// ([`crate::channel`]: `Source::join(&mut self.a.m_x, &mut self.b.s_x)`) is printed as one
/// `always @(*) b$s_x$f = a$m_x$f;` per field; each becomes an `assign` to a wire.
pub fn link_assigns(text: &str) -> String {
    let (preamble, mut modules) = split_modules(text);
    for m in &mut modules {
        let mut wires = Vec::new();
        for l in m.lines.iter_mut() {
            // A link joins two children: both sides are child stubs (`c$port`).
            let link = l.strip_prefix("    always @(*) ").filter(|r| {
                let mut sides = r.trim_end_matches(';').split(" = ");
                sides.clone().count() == 2 && sides.all(|x| x.contains('$') && !x.contains([' ', '(', '[']))
            });
            if let Some(rest) = link {
                let target = rest.split(" = ").next().unwrap().to_string();
                assert!(
                    rest.ends_with(';') && !target.contains(['[', ' ']),
                    "{}: a link of unexpected shape: {l}",
                    m.name
                );
                *l = format!("    assign {rest}");
                wires.push(target);
            }
        }
        for w in &wires {
            let decl = m
                .lines
                .iter()
                .position(|l| l.trim().starts_with("reg ") && l.trim().ends_with(&format!(" {w};")))
                .unwrap_or_else(|| panic!("{}: no reg declaration of the link target {w}", m.name));
            m.lines[decl] = m.lines[decl].replacen("reg ", "wire ", 1);
        }
    }
    join_modules(&preamble, &modules)
}

/// Last pass: channel ports ([`crate::channel`]) carry rust-hdl's names `s_x$valid`,
/// `s_x$<field>`; in every module they become the flat names `s_x_valid`, `s_x_<field>` (a
/// parent's stub `c$s_x$f` becomes `c$s_x_f`), so the tops keep their documented flat port
/// names. A flat name that is already taken stops emission.
pub fn flat_port_names(text: &str) -> String {
    let (preamble, modules) = split_modules(text);
    let header = regex::Regex::new(r"^module\s+[\w$]+\(([^)]*)\);").unwrap();
    let mut channel_ports: HashSet<String> = HashSet::new();
    let module_names: HashSet<&str> = modules.iter().map(|m| m.name.as_str()).collect();
    for m in &modules {
        let caps = header.captures(&m.lines[0]).unwrap_or_else(|| panic!("{}: module header", m.name));
        channel_ports.extend(caps[1].split(',').map(str::trim).filter(|p| p.contains('$')).map(str::to_string));
    }
    if channel_ports.is_empty() {
        return text.to_string();
    }
    let ident = regex::Regex::new(r"[A-Za-z_][\w$]*").unwrap();
    let rename = |tok: &str| -> Option<String> {
        if module_names.contains(tok) {
            return None;
        }
        if channel_ports.contains(tok) {
            return Some(tok.replace('$', "_"));
        }
        tok.match_indices('$').find_map(|(i, _)| {
            channel_ports.contains(&tok[i + 1..]).then(|| format!("{}{}", &tok[..=i], tok[i + 1..].replace('$', "_")))
        })
    };
    // A name after `.` is an instance's port (`.s_x$valid(c$s_x$valid)`): it names the
    // child's port, renamed in the child's own module, and cannot clash with this module's.
    let own = regex::Regex::new(r"(^|[^.\w$])([A-Za-z_][\w$]*)").unwrap();
    let mut out = Vec::new();
    for m in &modules {
        let taken: HashSet<&str> = m.lines.iter().flat_map(|l| own.captures_iter(l).map(|c| c.get(2).unwrap().as_str())).collect();
        for tok in &taken {
            if let Some(flat) = rename(tok) {
                assert!(!taken.contains(flat.as_str()), "{}: the flat name {flat} of {tok} is taken", m.name);
            }
        }
        let lines = m
            .lines
            .iter()
            .map(|l| ident.replace_all(l, |c: &regex::Captures| rename(&c[0]).unwrap_or_else(|| c[0].to_string())).into_owned())
            .collect();
        out.push(Module { name: m.name.clone(), lines });
    }
    join_modules(&preamble, &out)
}

/// Last pass: a child's clock stub (`wire c$clock; ... .clock(c$clock) ... assign c$clock =
/// clock;`) becomes a direct `.clock(clock)` connection when the stub is used nowhere else.
pub fn clock_ports(text: &str) -> String {
    let (preamble, mut modules) = split_modules(text);
    for m in &mut modules {
        let stubs: Vec<String> = m
            .lines
            .iter()
            .filter_map(|l| l.trim().strip_prefix("assign ").and_then(|r| r.strip_suffix(" = clock;")).map(str::to_string))
            .filter(|n| n.ends_with("$clock") && !n.contains(['[', ' ']))
            .collect();
        for stub in stubs {
            let decl = format!("wire  {stub};");
            let port = format!(".clock({stub})");
            let assign = format!("assign {stub} = clock;");
            let uses = m.lines.iter().filter(|l| identifiers(&[l.to_string()]).iter().any(|i| *i == stub)).count();
            let decls = m.lines.iter().filter(|l| l.trim() == decl).count();
            let ports = m.lines.iter().filter(|l| l.trim().trim_end_matches(',') == port).count();
            let assigns = m.lines.iter().filter(|l| l.trim() == assign).count();
            if decls != 1 || ports != 1 || assigns != 1 || uses != 3 {
                continue;
            }
            m.lines.retain(|l| l.trim() != decl && l.trim() != assign);
            for l in m.lines.iter_mut() {
                if l.trim().trim_end_matches(',') == port {
                    *l = l.replace(&port, ".clock(clock)");
                }
            }
        }
    }
    join_modules(&preamble, &modules)
}

/// Declared widths of a module's signals and sized localparams.
fn declared_widths(m: &Module) -> HashMap<String, u32> {
    let decl = regex::Regex::new(
        r"^\s*(?:(?:input|output)\s+)?(?:wire|reg|localparam)\s+(\[(\d+):(\d+)\]\s*)?([A-Za-z_][\w$]*)\s*[;=]",
    )
    .unwrap();
    let mut widths = HashMap::new();
    for line in &m.lines {
        if let Some(c) = decl.captures(line) {
            let w = match (c.get(2), c.get(3)) {
                (Some(h), Some(l)) => h.as_str().parse::<u32>().unwrap() - l.as_str().parse::<u32>().unwrap() + 1,
                _ if line.trim_start().starts_with("localparam") => continue, // unsized (enum values)
                _ => 1,
            };
            widths.insert(c[4].to_string(), w);
        }
    }
    widths
}

/// Width of an operand `name`, `name[h:l]`, `name[i]` or a sized literal `W'hX` (None when
/// the name is unknown).
fn operand_width(op: &str, widths: &HashMap<String, u32>) -> Option<u32> {
    if let Some(inner) = op.strip_prefix('{').and_then(|o| o.strip_suffix('}')) {
        return inner.split(',').map(|p| operand_width(p.trim(), widths)).sum();
    }
    if op.starts_with(|c: char| c.is_ascii_digit()) {
        return op.split_once("'h").and_then(|(w, _)| w.parse().ok());
    }
    match op.find('[') {
        None => widths.get(op).copied(),
        Some(b) => {
            widths.get(&op[..b])?;
            let inner = &op[b + 1..op.len() - 1];
            Some(match inner.split_once(':') {
                Some((h, l)) => h.parse::<u32>().ok()? - l.parse::<u32>().ok()? + 1,
                None => 1,
            })
        }
    }
}

/// Width of `a OP b OP c ...` (no parentheses): the widest operand for arithmetic and
/// bitwise operators, the left operand's for a shift; operands are whole operands, sized
/// literals or concatenations of them (None for anything else).
fn expression_width(expr: &str, widths: &HashMap<String, u32>) -> Option<u32> {
    let width_of = |t: &str| operand_width(t, widths);
    // Split at top-level operators (spaces outside braces).
    let mut parts = Vec::new();
    let mut depth = 0;
    let mut cur = String::new();
    for ch in expr.chars() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if ch == ' ' && depth == 0 {
            parts.push(std::mem::take(&mut cur));
        } else {
            cur.push(ch);
        }
    }
    parts.push(cur);
    if parts.len() < 3 || parts.len() % 2 == 0 {
        return None;
    }
    let mut w = width_of(&parts[0])?;
    for pair in parts[1..].chunks(2) {
        match pair[0].as_str() {
            "<<" | ">>" => {}
            "+" | "-" | "|" | "&" | "^" => w = w.max(width_of(&pair[1])?),
            _ => return None,
        }
    }
    Some(w)
}

fn fits(value_hex: &str, width: u32) -> bool {
    match u128::from_str_radix(value_hex, 16) {
        Ok(v) => width >= 128 || v < (1u128 << width),
        Err(_) => false,
    }
}

/// Pass 4: widths made explicit where rust-hdl leaves them to Verilog's context rules.
/// - A cast of a signal, `((x) & W'hM)`, becomes `x` (same width), its low bits `x[W-1:0]`
///   (truncation) or `{(W-X)'h0, x}` (zero extension).
/// - A Rust integer literal, printed at 32 bits, takes the width of the signal it is compared
///   with or added to (`n$q + 32'h1` → `n$q + 3'h1`, as rust-hdl's `Bits<3>` arithmetic
///   wraps), or assigned to (`n$d = 3'h0`), when its value fits.
///
/// Only whole operands are touched: a signal or a constant part-select of one, delimited by
/// a parenthesis or an assignment, so no operator precedence is in play.
pub fn narrow_widths(text: &str) -> String {
    // A term: a whole operand (signal, constant part-select, sized literal, concatenation) or
    // a parenthesized expression without inner parentheses.
    const TERM: &str = r"(?:[A-Za-z_][\w$]*(?:\[\d+(?::\d+)?\])?|\d+'h[0-9a-f]+|\{[^{}]*\}|\([^()]*\))";
    const OPERAND: &str = r"(?:[A-Za-z_][\w$]*(?:\[\d+(?::\d+)?\])?)";
    let re = |p: String| regex::Regex::new(&p).unwrap();
    let cast = re(r"\(\(([^()]*)\) & (\d+)'h([0-9a-f]+)\)".to_string());
    let literal = re(format!(r"({TERM}) (?:==|!=|<=|>=|<|>|\+|-|\||&|\^) 32'h([0-9a-f]+)[);]"));
    let bit_add = re(format!(r"({TERM}) (?:\+|-) ({OPERAND})[);]"));
    let assign_lit = re(format!(r"^(\s*(?:assign\s+)?)({OPERAND}) = 32'h([0-9a-f]+);"));
    let (preamble, mut modules) = split_modules(text);
    for m in &mut modules {
        let widths = declared_widths(m);
        let term_width = |t: &str| match t.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
            Some(inner) => expression_width(inner, &widths),
            None => operand_width(t, &widths),
        };
        for line in m.lines.iter_mut() {
            let t = line.trim_start();
            if ["input", "output", "wire", "reg", "localparam"].iter().any(|k| t.starts_with(k)) {
                continue;
            }
            // Each rule rewrites the innermost expressions it can; repeat until nothing changes.
            for _ in 0..4 {
                let before_pass = line.clone();
                // Casts: of a signal, the signal at the cast's width; of an expression to a
                // wider width, a zero-extending concatenation (the expression keeps its own
                // width, as rust-hdl's `Bits<N>` arithmetic wraps at N; inside `& W'hM`
                // Verilog would compute at W).
                rewrite(line, &cast, |c, _| {
                    let (x, w): (&str, u32) = (&c[1], c[2].parse().unwrap());
                    let all_ones = w < 128 && u128::from_str_radix(&c[3], 16).ok() == Some((1u128 << w) - 1);
                    if !all_ones {
                        return None;
                    }
                    let whole = c.get(0).unwrap().range();
                    if let Some(xw) = operand_width(x, &widths) {
                        let rep = if xw == w {
                            x.to_string()
                        } else if xw < w {
                            format!("{{{}'h0, {x}}}", w - xw)
                        } else {
                            let (name, lo) = match x.find('[') {
                                None => (x, 0),
                                Some(b) => (&x[..b], x[b + 1..x.len() - 1].split(':').nth(1).unwrap().parse().unwrap()),
                            };
                            if w == 1 { format!("{name}[{lo}]") } else { format!("{name}[{}:{lo}]", lo + w - 1) }
                        };
                        return Some((whole, rep));
                    }
                    match expression_width(x, &widths)? {
                        xw if xw == w => Some((whole, format!("({x})"))),
                        xw if xw < w => Some((whole, format!("{{{}'h0, ({x})}}", w - xw))),
                        _ => None,
                    }
                });
                // A bit added to a vector (rust-hdl's `Bits + bool`): zero-extended.
                rewrite(line, &bit_add, |c, line| {
                    let (a, b) = (c.get(1).unwrap(), c.get(2).unwrap());
                    let before = line[..a.start()].trim_end();
                    let delimited = before.ends_with('(') || before.ends_with('=');
                    match (term_width(a.as_str()), operand_width(b.as_str(), &widths)) {
                        (Some(wa), Some(1)) if delimited && wa > 1 => Some((b.range(), format!("{{{}'h0, {}}}", wa - 1, b.as_str()))),
                        _ => None,
                    }
                });
                // A literal beside a term takes the term's width when it fits.
                rewrite(line, &literal, |c, line| {
                    let (opd, lit) = (c.get(1).unwrap(), c.get(2).unwrap());
                    let before = line[..opd.start()].trim_end();
                    let delimited = before.ends_with('(')
                        || (before.ends_with('=') && !["==", "!=", "<=", ">="].iter().any(|o| before.ends_with(o)));
                    match term_width(opd.as_str()) {
                        Some(w) if delimited && fits(lit.as_str(), w) => Some((lit.start() - 4..lit.end(), format!("{w}'h{}", lit.as_str()))),
                        _ => None,
                    }
                });
                if *line == before_pass {
                    break;
                }
            }
            // A literal assigned.
            if let Some(c) = assign_lit.captures(line) {
                if let Some(w) = operand_width(&c[2], &widths) {
                    if fits(&c[3], w) {
                        *line = format!("{}{} = {w}'h{};", &c[1], &c[2], &c[3]);
                    }
                }
            }
        }
    }
    join_modules(&preamble, &modules)
}

/// Replaces, in `line`, what `f` returns for each match of `re` (a byte range and its text).
fn rewrite(line: &mut String, re: &regex::Regex, f: impl Fn(&regex::Captures, &str) -> Option<(std::ops::Range<usize>, String)>) {
    let mut out = String::with_capacity(line.len());
    let mut last = 0;
    for c in re.captures_iter(line) {
        if let Some((range, rep)) = f(&c, line) {
            out.push_str(&line[last..range.start]);
            out.push_str(&rep);
            last = range.end;
        }
    }
    out.push_str(&line[last..]);
    *line = out;
}

/// `group$NAME` tokens: an identifier of two `$`-joined parts, a lower-case group and an
/// upper-case name (rust-hdl's own `$` names are `child$port` or `Enum$Variant`).
fn named_constant_tokens(line: &str) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i] as char;
        if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < b.len() && ((b[i] as char).is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$') {
                i += 1;
            }
            let tok = &line[start..i];
            let parts: Vec<&str> = tok.split('$').collect();
            let last = parts[parts.len() - 1];
            if parts.len() >= 2 && last.chars().any(|c| c.is_ascii_uppercase()) && !last.chars().any(|c| c.is_ascii_lowercase()) {
                assert!(parts.len() == 2 && !parts[0].chars().any(|c| c.is_ascii_uppercase()),
                    "named constant `{tok}`: write it as `group::NAME` (group imported)");
                found.push((start, i));
            }
        } else if c.is_ascii_digit() {
            // A literal such as 16'h2e: skip its digits and base letters.
            while i < b.len() && ((b[i] as char).is_ascii_alphanumeric() || b[i] == b'\'') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    found
}

/// Pass 1b: each `group$NAME` a module reads (a constant named with `named_consts!`) gets a
/// sized `localparam` in that module, and rust-hdl's cast of it, `((group$NAME) & W'hM)`, is
/// the name alone. Panics on a name no group declares.
pub fn named_constants(text: &str) -> String {
    let (preamble, mut modules) = split_modules(text);
    for m in &mut modules {
        let mut used: BTreeMap<String, String> = BTreeMap::new();
        for line in m.lines.iter_mut() {
            let toks = named_constant_tokens(line);
            for &(a, b) in toks.iter().rev() {
                let tok = line[a..b].to_string();
                let (group, name) = tok.split_once('$').unwrap();
                let (g, v) = crate::layout::lookup_const(group, name)
                    .unwrap_or_else(|| panic!("named constant `{tok}` is in no group of layout::CONST_GROUPS"));
                used.insert(tok.clone(), format!("localparam [{}:0] {tok} = {}'h{v:x};", g.width - 1, g.width));
                // ((tok) & W'hM) → tok when the value fits W.
                if line[..a].ends_with("((") {
                    if let Some(rest) = line[b..].strip_prefix(") & ") {
                        if let Some(close) = rest.find(')') {
                            let mask = &rest[..close];
                            if let Some((w, m_hex)) = mask.split_once("'h") {
                                let w: u32 = w.parse().unwrap();
                                let fits = w >= 64 || v < (1u64 << w);
                                let all_ones = u128::from_str_radix(m_hex, 16).ok() == Some((1u128 << w) - 1);
                                if fits && all_ones {
                                    // At the cast's width: the name, its low bits, or the
                                    // name zero-extended.
                                    let g = g.width as u32;
                                    let rep = if w == g {
                                        tok.clone()
                                    } else if w < g {
                                        format!("{tok}[{}:0]", w - 1)
                                    } else {
                                        format!("{{{}'h0, {tok}}}", w - g)
                                    };
                                    let end = b + 4 + close + 1;
                                    line.replace_range(a - 2..end, &rep);
                                }
                            }
                        }
                    }
                }
            }
        }
        if used.is_empty() {
            continue;
        }
        // After the port declarations (the first blank line after the header).
        let at = m.lines.iter().position(|l| l.trim().is_empty()).expect("module has a blank line after its header");
        let at = at + 1 + m.lines[at + 1..].iter().position(|l| l.trim().is_empty()).expect("blank line after the ports");
        let mut block = vec![String::new(), "    // Named constants (named_consts! in model/src)".to_string()];
        block.extend(used.values().map(|l| format!("    {l}")));
        for (k, l) in block.into_iter().enumerate() {
            m.lines.insert(at + k, l);
        }
    }
    join_modules(&preamble, &modules)
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

    const NAMED: &str = "module t(a,y);\n\n    // Module arguments\n    input wire  [3:0] a;\n    output reg  y;\n\n    // Update code\n    always @(*) begin\n        y = a == ((rdmap_op$TERMINATE) & 4'hf);\n        if (a > rdmap_op$READ_REQUEST) begin\n            y = 1'h0;\n        end\n    end\n\nendmodule // t\n";

    #[test]
    fn named_constants_become_sized_localparams() {
        let out = named_constants(NAMED);
        assert!(out.contains("    // Named constants (named_consts! in model/src)\n    localparam [3:0] rdmap_op$READ_REQUEST = 4'h1;\n    localparam [3:0] rdmap_op$TERMINATE = 4'h7;\n"), "{out}");
        // After the ports, before the update code.
        assert!(out.find("localparam").unwrap() > out.find("output reg  y;").unwrap());
        assert!(out.find("localparam").unwrap() < out.find("always").unwrap());
        // rust-hdl's cast of the constant is the name alone.
        assert!(out.contains("y = a == rdmap_op$TERMINATE;"), "{out}");
        // Enum values and child ports are not constants.
        assert!(named_constant_tokens("x = RxCtl$Run | child$port;").is_empty());
    }

    #[test]
    #[should_panic(expected = "in no group")]
    fn an_unregistered_constant_stops_emission() {
        named_constants(&NAMED.replace("TERMINATE", "NO_SUCH_OPCODE"));
    }

    #[test]
    #[should_panic(expected = "part-select of a part-select")]
    fn a_chained_field_read_stops_emission() {
        tidy("module t(a,y);\n    input wire  [7:0] a;\n    output reg  y;\n    always @(*) begin\n        y = a[7:4][3];\n    end\nendmodule // t\n");
    }

    #[test]
    fn widths_are_made_explicit() {
        let m = |body: &str| format!("module t(a,b,c,y,z);\n\n    // Module arguments\n    input wire  [4:0] a;\n    input wire  b;\n    input wire  [13:0] c;\n    output reg  [7:0] y;\n    output reg  [15:0] z;\n\n    // Update code\n    always @(*) begin\n{body}\n    end\n\nendmodule // t\n");
        let line = |body: &str| {
            let out = narrow_widths(&m(body));
            out.lines().find(|l| l.contains(" = ") && l.trim_start().starts_with(['y', 'z', 'i'])).unwrap().trim().to_string()
        };
        // Literals beside a whole operand, assigned, and beside a parenthesized expression.
        assert_eq!(line("        y = a + 32'h1;"), "y = a + 5'h1;");
        assert_eq!(line("        y = 32'h3;"), "y = 8'h3;");
        assert_eq!(line("        if (a == 32'h1f) y = 1;"), "if (a == 5'h1f) y = 1;");
        // A literal that does not fit stays (the compare is then false at any width).
        assert_eq!(line("        if (a == 32'h20) y = 1;"), "if (a == 32'h20) y = 1;");
        // Inside a larger expression the operand is not whole: untouched.
        assert_eq!(line("        y = c * a + 32'h1;"), "y = c * a + 32'h1;");
        // Casts of a signal: same width, truncation, extension.
        assert_eq!(line("        y = ((a) & 5'h1f);"), "y = a;");
        assert_eq!(line("        y = ((c) & 8'hff);"), "y = c[7:0];");
        assert_eq!(line("        y = ((c[13:4]) & 8'hff);"), "y = c[11:4];");
        assert_eq!(line("        z = ((a) & 16'hffff);"), "z = {11'h0, a};");
        // A bit added to a vector, and a sum cast wider keeps its own width.
        assert_eq!(line("        y = (a + b) + 32'h1;"), "y = (a + {4'h0, b}) + 5'h1;");
        assert_eq!(line("        z = ((c + c) & 16'hffff);"), "z = {2'h0, (c + c)};");
    }

    #[test]
    fn channel_ports_get_flat_names() {
        let t = "module t(s_p$valid,s_p$a,y);\n\n    // Module arguments\n    input wire  s_p$valid;\n    input wire  [7:0] s_p$a;\n    output wire  y;\n\n    // Stub signals\n    wire  c$s_p$valid;\n    reg  [7:0] c$s_p$a;\n\n    // Sub module instances\n    t$c c(\n        .s_p$valid(c$s_p$valid),\n        .s_p$a(c$s_p$a)\n    );\n\n    always @(*) c$s_p$a = s_p$a;\n    assign c$s_p$valid = s_p$valid;\n    assign y = s_p$valid;\n\nendmodule // t\n";
        let out = flat_port_names(&link_assigns(t));
        assert!(out.starts_with("module t(s_p_valid,s_p_a,y);"), "{out}");
        assert!(out.contains("input wire  [7:0] s_p_a;") && out.contains(".s_p_a(c$s_p_a)"), "{out}");
        assert!(out.contains("wire  [7:0] c$s_p_a;") && out.contains("assign c$s_p_a = s_p_a;"), "{out}");
        assert!(!out.contains("s_p$"), "{out}");
        // A flat name already in use stops emission.
        let clash = t.replace("output wire  y;", "output wire  y;\n    wire  s_p_a;");
        assert!(std::panic::catch_unwind(|| flat_port_names(&clash)).is_err());
        // A child's channel port may flatten to a name the parent uses for its own signal:
        // the instance's `.s_p_a(...)` names the child's port, so nothing clashes.
        let parent = "module p(s_p_a,y);\n\n    // Module arguments\n    input wire  [7:0] s_p_a;\n    output wire  y;\n\n    // Stub signals\n    wire  c$s_p$valid;\n    wire  [7:0] c$s_p$a;\n\n    // Sub module instances\n    p$c c(\n        .s_p$valid(c$s_p$valid),\n        .s_p$a(c$s_p$a)\n    );\n\n    assign c$s_p$a = s_p_a;\n    assign c$s_p$valid = 1'b1;\n    assign y = 1'b0;\n\nendmodule // p\n";
        let child = "module p$c(s_p$valid,s_p$a);\n\n    // Module arguments\n    input wire  s_p$valid;\n    input wire  [7:0] s_p$a;\n\nendmodule // p$c\n";
        let out = flat_port_names(&format!("{parent}\n{child}"));
        assert!(out.contains(".s_p_a(c$s_p_a)") && out.contains("assign c$s_p_a = s_p_a;") && out.contains("module p$c(s_p_valid,s_p_a);"), "{out}");
    }

    #[test]
    fn clock_stubs_become_direct_connections() {
        let t = "module t(clock,a,y);\n\n    // Module arguments\n    input wire  clock;\n    input wire  a;\n    output wire  y;\n\n    // Stub signals\n    wire  c$clock;\n    wire  c$a;\n\n    // Sub module instances\n    t$c c(\n        .clock(c$clock),\n        .a(c$a)\n    );\n\n    assign c$clock = clock;\n    assign c$a = a;\n\nendmodule // t\n";
        let out = clock_ports(t);
        assert!(out.contains(".clock(clock),") && !out.contains("c$clock"), "{out}");
        assert!(out.contains("assign c$a = a;") && out.contains("wire  c$a;"), "{out}");
        // A stub read elsewhere stays.
        let used = t.replace("    assign c$a = a;", "    assign c$a = c$clock;");
        assert!(clock_ports(&used).contains("assign c$clock = clock;"));
    }
}
