//! The registry of synthesizable tops: each becomes `rtl/<name>.v`.

use crate::verilog::emit_top;
use rust_hdl::prelude::*;

/// One synthesizable top: its Verilog module name, the model source it comes from, and its
/// emitter.
pub struct Top {
    pub name: &'static str,
    pub source: &'static str,
    pub emit: fn() -> String,
}

fn crc32c_stream() -> String {
    let mut uut = crate::crc32c::Crc32cStream::default();
    uut.connect_all();
    emit_top(&uut, "crc32c_stream", "model/src/crc32c/stream.rs")
}

/// Every top, in catalogue order.
pub fn tops() -> Vec<Top> {
    vec![Top { name: "crc32c_stream", source: "model/src/crc32c/stream.rs", emit: crc32c_stream }]
}
