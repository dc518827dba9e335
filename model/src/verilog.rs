//! Verilog emission: rust-hdl's generator, with the top module renamed, a header added and the
//! text tidied (`verilog_tidy`: registers inline in their owner, literals at their width,
//! wiring as `assign`s).

use rust_hdl::prelude::*;

/// The Verilog of `uut` as module `name`; sub-modules are prefixed `name$` so several tops can
/// be read into one tool run.
pub fn emit_top<B: Block>(uut: &B, name: &str, source: &str) -> String {
    let raw = generate_verilog(uut);
    let mut out = format!(
        "// Generated from {source} by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.\n\
         // Top module: {name}. Regenerate with `make rtl`; `make check-rtl` fails when stale.\n\n"
    );
    for line in raw.lines() {
        let line = if let Some(rest) = line.strip_prefix("module top") {
            format!("module {name}{rest}")
        } else if let Some(rest) = line.strip_prefix("endmodule // top") {
            format!("endmodule // {name}{rest}")
        } else {
            rename_prefix(line, name)
        };
        out.push_str(line.trim_end());
        out.push('\n');
    }
    crate::verilog_tidy::tidy(&out)
}

/// `line` with rust-hdl's sub-module prefix `top$` renamed `name$` where it starts an
/// identifier; inside one it is part of the name and stays (`a_persist_stop$d` is a register
/// of `a_persist_stop`, not of a module `top`).
fn rename_prefix(line: &str, name: &str) -> String {
    const PREFIX: &str = "top$";
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    let mut out = String::with_capacity(line.len());
    let mut prev: Option<char> = None;
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        if rest.starts_with(PREFIX) && !prev.is_some_and(ident) {
            out.push_str(name);
            out.push('$');
            rest = &rest[PREFIX.len()..];
            prev = Some('$');
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
            prev = Some(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::rename_prefix;

    #[test]
    fn only_a_leading_prefix_is_renamed() {
        assert_eq!(rename_prefix("top$engine$ack x(.a(top$b));", "toe"), "toe$engine$ack x(.a(toe$b));");
        assert_eq!(rename_prefix("reg a_persist_stop$d;", "toe"), "reg a_persist_stop$d;");
        assert_eq!(rename_prefix("top$a <= stop$q & top$b;", "t"), "t$a <= stop$q & t$b;");
        assert_eq!(rename_prefix("laptop$x", "t"), "laptop$x");
    }
}
