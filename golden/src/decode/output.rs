//! Human and JSON renderings of a [`Report`](super::Report).

use super::{FpduReport, HeaderInfo, Report, Violation};
use crate::wire::ddp::{Buffer, Opcode};
use serde_json::{json, Value};

fn violation_json(v: &Violation) -> Value {
    json!({ "frame": v.frame, "field": v.field, "expected": v.expected, "found": v.found })
}

fn header_json(h: &HeaderInfo) -> Value {
    let mut o = json!({
        "tagged": h.tagged,
        "last": h.last,
        "ddp_version": h.ddp_version,
        "rdmap_version": h.rdmap_version,
        "opcode": h.opcode,
        "opcode_name": Opcode::from_u8(h.opcode).map_or("invalid", |o| o.name()),
        "payload_length": h.payload_len,
    });
    match h.buffer {
        Buffer::Tagged { stag, to } => {
            o["stag"] = json!(stag);
            o["to"] = json!(to);
        }
        Buffer::Untagged { rsvd_ulp, qn, msn, mo } => {
            o["rsvd_ulp"] = json!(rsvd_ulp);
            o["qn"] = json!(qn);
            o["msn"] = json!(msn);
            o["mo"] = json!(mo);
        }
    }
    if let Some(rr) = &h.read_request {
        o["read_request"] = json!({
            "sink_stag": rr.sink_stag, "sink_to": rr.sink_to, "size": rr.size,
            "src_stag": rr.src_stag, "src_to": rr.src_to,
        });
    }
    if let Some(t) = &h.terminate {
        o["terminate"] = json!({
            "layer": t.code.layer, "etype": t.code.etype, "ecode": t.code.ecode,
            "m": t.segment_length_valid, "d": t.ddp.is_some(), "r": t.rdmap.is_some(),
            "segment_length": t.ddp.as_ref().map(|d| d.0),
        });
    }
    o
}

pub fn fpdu_json(f: &FpduReport) -> Value {
    json!({
        "kind": "fpdu",
        "frame": f.frame,
        "last_frame": f.last_frame,
        "connection": f.connection,
        "src": f.src,
        "dst": f.dst,
        "stream_offset": f.stream_offset,
        "ulpdu_length": f.ulpdu_length,
        "pad": f.pad,
        "crc": format!("{:#010x}", f.crc_field),
        "crc_ok": f.crc_ok,
        "markers": f.markers.iter().map(|m| json!({
            "stream_offset": m.stream_offset, "reserved": m.reserved, "fpduptr": m.fpduptr,
        })).collect::<Vec<_>>(),
        "ddp_rdmap": f.header.as_ref().map(header_json),
        "violations": f.violations.iter().map(violation_json).collect::<Vec<_>>(),
    })
}

/// One JSON object per FPDU (`"kind": "fpdu"`), then one per violation not tied to an FPDU
/// (`"kind": "violation"`), each on its own line.
pub fn json_lines(r: &Report) -> String {
    let mut s = String::new();
    for f in &r.fpdus {
        s += &fpdu_json(f).to_string();
        s.push('\n');
    }
    for v in &r.other {
        let mut o = violation_json(v);
        o["kind"] = json!("violation");
        s += &o.to_string();
        s.push('\n');
    }
    s
}

fn describe(h: &HeaderInfo) -> String {
    let name = Opcode::from_u8(h.opcode).map_or("invalid opcode", |o| o.name());
    let buf = match h.buffer {
        Buffer::Tagged { stag, to } => format!("STag {stag:#010x} TO {to:#x}"),
        Buffer::Untagged { qn, msn, mo, .. } => format!("QN {qn} MSN {msn} MO {mo}"),
    };
    format!("{name} {buf} L={} payload {}", h.last as u8, h.payload_len)
}

fn violation_text(v: &Violation) -> String {
    format!("VIOLATION frame {} {}: expected {}, found {}", v.frame, v.field, v.expected, v.found)
}

pub fn text(r: &Report) -> String {
    let mut s = String::new();
    for f in &r.fpdus {
        let crc = match f.crc_ok {
            Some(true) => "CRC ok".to_string(),
            Some(false) => format!("CRC BAD {:#010x}", f.crc_field),
            None => "CRC off".to_string(),
        };
        s += &format!(
            "frame {:>4} {} -> {} offset {:>6} len {:>5} pad {} markers {} {crc} | {}\n",
            f.frame,
            f.src,
            f.dst,
            f.stream_offset,
            f.ulpdu_length,
            f.pad,
            f.markers.len(),
            f.header.as_ref().map_or("(no DDP header)".to_string(), describe),
        );
        for v in &f.violations {
            s += &format!("  {}\n", violation_text(v));
        }
    }
    for v in &r.other {
        s += &format!("{}\n", violation_text(v));
    }
    for n in &r.notes {
        s += &format!("note: {n}\n");
    }
    s
}
