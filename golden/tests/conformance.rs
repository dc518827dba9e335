//! iwarp-decode on the golden conversations: every M/C combination and every legal layout
//! passes and is decoded to exactly the FPDUs that were sent; single-field corruptions are
//! named exactly; the binary's exit status and JSON output follow its contract.

use iwarp_golden::conversation::{build, build_with, Config, Conversation, Layout, Side};
use iwarp_golden::decode::{check, Report, Status};
use iwarp_golden::wire::ddp::{self, Buffer, Opcode};
use iwarp_golden::wire::mpa::FpduFault;
use std::collections::BTreeSet;

/// The decoded FPDUs equal the sent ones: frame, offset, opcode, header fields, payload length.
fn assert_matches(conv: &Conversation, r: &Report, check_frames: bool) {
    assert_eq!(r.fpdus.len(), conv.fpdus.len(), "{}: FPDU count", conv.config.tag());
    // Both lists are in completion order per direction; compare per direction.
    for side in [Side::Initiator, Side::Responder] {
        let src = if side == Side::Initiator { "10.0.0.1:50000" } else { "10.0.0.2:47111" };
        let got: Vec<_> = r.fpdus.iter().filter(|f| f.src == src).collect();
        let want: Vec<_> = conv.fpdus.iter().filter(|f| f.sender == side).collect();
        assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(want) {
            let h = g.header.as_ref().expect("DDP header decoded");
            assert_eq!(g.stream_offset, w.stream_offset);
            assert_eq!(h.opcode, w.segment.opcode as u8);
            assert_eq!(h.buffer, w.segment.buffer);
            assert_eq!(h.last, w.segment.last);
            assert_eq!(h.payload_len, w.segment.payload.len());
            if check_frames {
                assert_eq!(g.frame, w.frame, "frame of FPDU at offset {}", w.stream_offset);
            }
        }
    }
}

#[test]
fn every_mc_combination_passes_and_decodes_exactly() {
    for cfg in Config::all_mc() {
        let conv = build(&cfg);
        let r = check(&conv.records);
        let v: Vec<_> = r.violations().collect();
        assert!(v.is_empty(), "{}: {v:?}", cfg.tag());
        assert_eq!(r.status(), Status::Pass);
        assert_matches(&conv, &r, true);
        // Markers were really there when negotiated, and CRC verdicts were given.
        let with_markers = r.fpdus.iter().filter(|f| !f.markers.is_empty()).count();
        assert_eq!(with_markers > 0, cfg.request_markers || cfg.reply_markers, "{}", cfg.tag());
        assert!(r.fpdus.iter().all(|f| f.crc_ok == cfg.crc().then_some(true)));
    }
}

#[test]
fn every_legal_layout_passes() {
    // Several FPDUs per segment, FPDUs split anywhere (markers in either part), retransmitted
    // and overlapping segments, sequence wrap inside the streams, no TCP handshake.
    let mut checked = 0;
    // Where markers fell: at an FPDU start, inside ULPDU_LENGTH + ULPDU + pad, before the CRC.
    let mut positions = [0usize; 3];
    for seed in 1..=40u64 {
        for base in Config::all_mc() {
            let cfg = Config {
                layout: Layout::Random { seed, retransmit: seed % 2 == 0 },
                // CRC on when either side asks.
                request_crc: base.crc() && seed % 3 != 1,
                reply_crc: base.crc() && seed % 3 != 2,
                write_len: 1 + (seed as usize * 389) % 4000,
                initiator_isn: 0xFFFF_FFFFu32.wrapping_sub(seed as u32 * 97),
                responder_isn: 0xFFFF_F000u32.wrapping_add(seed as u32 * 13),
                tcp_handshake: seed % 3 != 0,
                emss: [1460, 1448, 536][seed as usize % 3],
                ..base
            };
            let conv = build(&cfg);
            let r = check(&conv.records);
            let v: Vec<_> = r.violations().collect();
            assert!(v.is_empty(), "seed {seed} {}: {v:?}", cfg.tag());
            assert_matches(&conv, &r, true);
            checked += r.fpdus.len();
            for f in &r.fpdus {
                for m in &f.markers {
                    let at = if m.offset_in_fpdu == 0 { 0 } else if m.offset_in_fpdu + 8 == f.wire_len { 2 } else { 1 };
                    positions[at] += 1;
                }
            }
        }
    }
    assert!(checked >= 40 * 8 * 10, "{checked} FPDUs checked");
    assert!(positions.iter().all(|&n| n > 0), "markers at start / inside / before CRC: {positions:?}");
}

#[test]
fn terminate_layout_decodes() {
    let cfg = Config { terminate: true, ..Config::default() };
    let conv = build(&cfg);
    let r = check(&conv.records);
    assert_eq!(r.violations().count(), 0, "{:?}", r.violations().collect::<Vec<_>>());
    let t = r.fpdus.iter().filter_map(|f| f.header.as_ref()?.terminate.clone()).next().expect("Terminate decoded");
    assert_eq!((t.code.layer, t.code.etype, t.code.ecode), (2, 0, 2));
    assert!(t.segment_length_valid);
    let (len, hdr) = t.ddp.unwrap();
    assert_eq!(hdr.len(), ddp::UNTAGGED_HEADER_LEN);
    assert_eq!(len as usize, ddp::UNTAGGED_HEADER_LEN + 16);
}

#[test]
fn capture_without_mpa_handshake_is_unchecked() {
    let conv = build(&Config::default());
    // Drop everything up to and including the MPA Reply (frame 5).
    let r = check(&conv.records[5..]);
    assert_eq!(r.status(), Status::NoHandshake);
    assert!(r.notes.iter().any(|n| n.contains("no MPA Request")));
    // Capture starting after the TCP handshake (at the Request) is fine.
    let r = check(&conv.records[3..]);
    assert_eq!(r.status(), Status::Pass);
}

/// Index of the first sent FPDU matching `pred` (sending order = mutation index order).
fn fpdu_index(conv: &Conversation, pred: impl Fn(&ddp::Segment) -> bool) -> usize {
    conv.fpdus.iter().position(|f| pred(&f.segment)).unwrap()
}

/// Builds with one mutation at FPDU `target` and returns (violations as (frame, field), frame).
fn mutate(cfg: &Config, target: usize, f: impl Fn(&mut Vec<u8>, &mut FpduFault)) -> (Vec<(usize, &'static str)>, usize) {
    let conv = build_with(cfg, &mut |i, u, fault| {
        if i == target {
            f(u, fault)
        }
    });
    let r = check(&conv.records);
    let v = r.violations().map(|v| (v.frame, v.field)).collect();
    (v, conv.fpdus[target].frame)
}

#[test]
fn each_corrupted_field_is_named_exactly() {
    let cfg = Config::default(); // markers both ways, CRC on
    let conv = build(&cfg);
    let write = fpdu_index(&conv, |s| s.opcode == Opcode::RdmaWrite);
    let send1 = fpdu_index(&conv, |s| s.opcode == Opcode::Send);
    let send_inv = fpdu_index(&conv, |s| s.opcode == Opcode::SendInvalidate);
    let send_se_inv = fpdu_index(&conv, |s| s.opcode == Opcode::SendSeInvalidate);
    let rr = fpdu_index(&conv, |s| s.opcode == Opcode::ReadRequest);
    let resp = fpdu_index(&conv, |s| s.opcode == Opcode::ReadResponse);
    use ddp::field;
    type Mutation = Box<dyn Fn(&mut Vec<u8>, &mut FpduFault)>;
    // (what, FPDU corrupted, corruption, field named); the violation is reported at the
    // corrupted FPDU's frame, except where noted.
    let cases: Vec<(&str, usize, Mutation, &str)> = vec![
        ("CRC", write, Box::new(|_, f| f.crc_xor = 0x0100_0000), "mpa.crc"),
        ("FPDUPTR", write, Box::new(|_, f| f.marker_fpduptr_xor = 4), "mpa.marker.fpduptr"),
        ("marker reserved", resp, Box::new(|_, f| f.marker_reserved_xor = 0x8000), "mpa.marker.reserved"),
        ("pad", send_se_inv, Box::new(|_, f| f.pad_fill = Some(0xAA)), "mpa.pad"),
        ("DDP version", send_inv, Box::new(|u, _| u[field::DDP_CONTROL] = (u[field::DDP_CONTROL] & !3) | 2), "ddp.dv"),
        ("RDMAP version", send_inv, Box::new(|u, _| u[field::RDMAP_CONTROL] = (u[field::RDMAP_CONTROL] & 0x3F) | 0x80), "rdmap.rv"),
        ("opcode", send_inv, Box::new(|u, _| u[field::RDMAP_CONTROL] = (u[field::RDMAP_CONTROL] & 0xF0) | 0x0C), "rdmap.opcode"),
        ("MSN", rr, Box::new(|u, _| u[field::MSN.end - 1] ^= 2), "ddp.msn"),
        ("MO", send_inv, Box::new(|u, _| u[field::MO.end - 1] ^= 4), "ddp.mo"),
        ("QN", send_inv, Box::new(|u, _| u[field::QN.end - 1] ^= 1), "ddp.qn"),
        ("Read Request length", rr, Box::new(|u, _| u.truncate(u.len() - 4)), "rdmap.read_request.length"),
        ("Send segment length", send1, Box::new(|u, _| u.truncate(u.len() - 8)), "ddp.mo"),
        ("ULPDU shorter than its DDP header", send_se_inv, Box::new(|u, _| u.truncate(10)), "ddp.header"),
        ("Read Response TO", resp + 1, Box::new(|u, _| u[field::TO.end - 1] ^= 0x10), "rdmap.read_response.to"),
        ("Read Response STag", resp, Box::new(|u, _| u[field::STAG.end - 1] ^= 0x01), "rdmap.read_response.stag"),
    ];
    for (name, target, m, want) in cases {
        let (v, frame) = mutate(&cfg, target, m);
        // A shortened segment shows at the next segment of its message, whose MO no longer fits.
        let frame = if name == "Send segment length" { conv.fpdus[target + 1].frame } else { frame };
        let here: BTreeSet<_> = v.iter().filter(|x| x.0 == frame).map(|x| x.1).collect();
        assert_eq!(here, BTreeSet::from([want]), "{name}: {v:?}");
        // The only consequence elsewhere: a Read Request that cannot be parsed leaves its
        // responses unsolicited.
        let elsewhere: BTreeSet<_> = v.iter().filter(|x| x.0 != frame).map(|x| x.1).collect();
        let allowed = if want == "rdmap.read_request.length" {
            BTreeSet::from(["rdmap.read_response.unsolicited"])
        } else {
            BTreeSet::new()
        };
        assert!(elsewhere.is_subset(&allowed), "{name}: {v:?}");
    }
    // The same corruption passes unnoticed when it is in the field's legal range.
    let (v, _) = mutate(&cfg, send_inv, |u, _| u[field::RSVD_ULP.end - 1] ^= 1); // Invalidate STag
    assert!(v.is_empty(), "{v:?}");
}

#[test]
fn crc_off_and_markers_off_checks() {
    // CRC negotiated off: the field must be zero; markers off: FPDUPTR faults cannot exist.
    let cfg = Config { request_crc: false, reply_crc: false, request_markers: false, reply_markers: false, ..Config::default() };
    let (v, frame) = mutate(&cfg, 0, |_, f| f.crc_xor = 1);
    assert_eq!(v, vec![(frame, "mpa.crc")]);
}

#[test]
fn corrupted_ulpdu_length_is_caught_at_its_frame() {
    // A wrong ULPDU_LENGTH misframes the rest of the stream: the first violation is at the
    // corrupted FPDU's frame and comes from MPA.
    let cfg = Config::default();
    let (v, frame) = mutate(&cfg, 2, |u, f| f.ulpdu_length = Some(u.len() as u16 + 4));
    let first = v.iter().min_by_key(|x| x.0).expect("violations reported");
    assert_eq!(first.0, frame);
    assert!(first.1.starts_with("mpa."), "{v:?}");
}

#[test]
fn terminate_layout_faults_are_named() {
    let cfg = Config { terminate: true, ..Config::default() };
    let conv = build(&cfg);
    let t = fpdu_index(&conv, |s| s.opcode == Opcode::Terminate);
    // Claim an RDMAP header copy (R bit) that is not there.
    let (v, frame) = mutate(&cfg, t, |u, _| u[ddp::UNTAGGED_HEADER_LEN + 2] |= 0x20);
    assert_eq!(v, vec![(frame, "rdmap.terminate.rdmap_header")]);
    // Nonzero reserved header-control bits.
    let (v, frame) = mutate(&cfg, t, |u, _| u[ddp::UNTAGGED_HEADER_LEN + 3] |= 0x01);
    assert_eq!(v, vec![(frame, "rdmap.terminate.reserved")]);
}

#[test]
fn unsolicited_read_response_and_tcp_checksum() {
    let cfg = Config::default();
    let conv = build(&cfg);
    let rr = fpdu_index(&conv, |s| s.opcode == Opcode::ReadRequest);
    // Turn the Read Request into a Send with Invalidate-free QN 1... i.e. an invalid QN: the
    // responses that follow are then unsolicited.
    let (v, _) = mutate(&cfg, rr, |u, _| u[ddp::field::RDMAP_CONTROL] = (u[ddp::field::RDMAP_CONTROL] & 0xF0) | Opcode::Send as u8);
    assert!(v.iter().any(|x| x.1 == "rdmap.read_response.unsolicited"), "{v:?}");
    // A flipped bit in a frame breaks its TCP checksum.
    let mut recs = conv.records.clone();
    let last = recs[8].data.len() - 1;
    recs[8].data[last] ^= 1;
    let r = check(&recs);
    assert!(r.violations().any(|v| v.frame == 9 && v.field == "tcp.checksum"));
    assert_eq!(r.status(), Status::Violations);
}

#[test]
fn tagged_buffer_fields_survive_the_whole_path() {
    let conv = build(&Config::default());
    let r = check(&conv.records);
    let rr = r.fpdus.iter().find_map(|f| f.header.as_ref()?.read_request).unwrap();
    let responses: Vec<_> = r.fpdus.iter().filter_map(|f| f.header.as_ref()).filter(|h| h.opcode == Opcode::ReadResponse as u8).collect();
    let total: usize = responses.iter().map(|h| h.payload_len).sum();
    assert_eq!(total, rr.size as usize);
    assert!(matches!(responses[0].buffer, Buffer::Tagged { stag, to } if stag == rr.sink_stag && to == rr.sink_to));
}

mod binary {
    use super::*;
    use std::process::Command;

    fn run(pcap: &[u8], name: &str, json: bool) -> (i32, String) {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("iwarp-decode");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, pcap).unwrap();
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_iwarp-decode"));
        if json {
            cmd.arg("--json");
        }
        let out = cmd.arg(&path).output().unwrap();
        (out.status.code().unwrap(), String::from_utf8(out.stdout).unwrap())
    }

    #[test]
    fn exit_status_and_json_contract() {
        let conv = build(&Config::default());
        let (code, out) = run(&conv.pcap(), "good.pcap", true);
        assert_eq!(code, 0);
        let objs: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(objs.len(), conv.fpdus.len(), "one JSON object per FPDU");
        assert!(objs.iter().all(|o| o["kind"] == "fpdu" && o["crc_ok"] == true));
        assert_eq!(objs[0]["ddp_rdmap"]["opcode_name"], "RDMA Write");
        assert_eq!(objs[0]["markers"].as_array().unwrap().len(), 3);

        let bad = build_with(&Config::default(), &mut |i, _, f| {
            if i == 1 {
                f.crc_xor = 0xFF
            }
        });
        let (code, out) = run(&bad.pcap(), "bad.pcap", false);
        assert_eq!(code, 1);
        let line = out.lines().find(|l| l.contains("VIOLATION")).unwrap();
        let frame = bad.fpdus[1].frame;
        assert!(line.contains(&format!("frame {frame} mpa.crc: expected 0x")), "{line}");

        let no_mpa = iwarp_golden::pcap::write(&conv.records[5..]);
        assert_eq!(run(&no_mpa, "no-mpa.pcap", false).0, 2);
        assert_eq!(run(b"not a pcap", "junk.pcap", false).0, 2);
    }
}
