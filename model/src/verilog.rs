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
            line.replace("top$", &format!("{name}$"))
        };
        out.push_str(line.trim_end());
        out.push('\n');
    }
    crate::verilog_tidy::tidy(&out)
}
