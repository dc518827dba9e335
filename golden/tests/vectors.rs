//! The independent reference vectors (golden/vectors/mpa-framing.json, copied from the design
//! notes) reproduced byte for byte by the golden codecs.

use iwarp_golden::crc::{crc32c, crc_wire_bytes};
use iwarp_golden::wire::ddp::{Buffer, Opcode, ReadRequest, Segment};
use iwarp_golden::wire::mpa::{decode_fpdu, encode_fpdu, pad_len};
use serde_json::Value;

fn vectors() -> Value {
    let text = include_str!("../vectors/mpa-framing.json");
    serde_json::from_str(text).expect("vector file is JSON")
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap()).collect()
}

#[test]
fn crc32c_check_values() {
    let v = vectors();
    let check = &v["crc32c_check"];
    let inputs: [(&str, Vec<u8>); 5] = [
        ("123456789", b"123456789".to_vec()),
        ("32x00", vec![0; 32]),
        ("32xff", vec![0xFF; 32]),
        ("00..1f", (0..32).collect()),
        ("1f..00", (0..32).rev().collect()),
    ];
    for (name, data) in inputs {
        let want = u32::from_str_radix(check[name].as_str().unwrap(), 16).unwrap();
        assert_eq!(crc32c(&data), want, "{name}");
    }
    // iwarp-wire.md: 32 zero bytes go on the wire as aa 36 91 8a.
    assert_eq!(crc_wire_bytes(crc32c(&[0; 32])), [0xaa, 0x36, 0x91, 0x8a]);
}

#[test]
fn every_framing_vector_byte_for_byte() {
    let v = vectors();
    let list = v["vectors"].as_array().unwrap();
    assert_eq!(list.len(), 7, "all seven reference vectors present");
    for vec in list {
        let name = vec["name"].as_str().unwrap();
        let markers = vec["markers"].as_bool().unwrap();
        let crc = vec["crc"].as_bool().unwrap();
        let offset = vec["stream_offset"].as_u64().unwrap() as u32;
        let ulpdu = unhex(vec["ulpdu_hex"].as_str().unwrap());
        let fpdu = unhex(vec["fpdu_hex"].as_str().unwrap());
        let encoded = encode_fpdu(&ulpdu, offset, markers, crc);
        assert_eq!(hex(&encoded), hex(&fpdu), "{name}: encode");

        let d = decode_fpdu(&fpdu, offset, markers).unwrap();
        assert_eq!(d.ulpdu, ulpdu, "{name}: decoded ULPDU");
        assert_eq!(d.wire_len, fpdu.len(), "{name}: length");
        assert_eq!(d.pad.len() as u64, vec["pad"].as_u64().unwrap(), "{name}: pad");
        assert_eq!(d.pad.len(), pad_len(ulpdu.len()));
        assert!(d.crc_ok(crc), "{name}: CRC");
        if !crc {
            assert_eq!(d.crc_field, 0, "{name}: CRC off is sent as zero");
        }
        let want: Vec<(u64, u64)> = vec["markers_at"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| (m["offset_in_fpdu"].as_u64().unwrap(), m["fpduptr"].as_u64().unwrap()))
            .collect();
        let got: Vec<(u64, u64)> =
            d.markers.iter().map(|m| (m.offset_in_fpdu as u64, m.fpduptr as u64)).collect();
        assert_eq!(got, want, "{name}: markers");
        for m in &d.markers {
            assert_eq!(m.fpduptr, m.expected_fpduptr, "{name}: FPDUPTR conformance");
            assert_eq!(m.reserved, 0);
        }
        // Every ULPDU is a valid DDP segment.
        let seg = Segment::parse(&ulpdu).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(seg.emit(), ulpdu, "{name}: DDP re-encode");
    }
}

#[test]
fn read_request_vector_fields() {
    let v = vectors();
    let rr = v["vectors"].as_array().unwrap().iter().find(|x| x["name"] == "read_request").unwrap();
    let seg = Segment::parse(&unhex(rr["ulpdu_hex"].as_str().unwrap())).unwrap();
    assert_eq!(seg.opcode, Opcode::ReadRequest);
    assert!(seg.last);
    assert_eq!(seg.buffer, Buffer::Untagged { rsvd_ulp: 0, qn: 1, msn: 1, mo: 0 });
    let body = ReadRequest::parse(&seg.payload).unwrap();
    assert_eq!(
        body,
        ReadRequest { sink_stag: 0xaabbccdd, sink_to: 0x4000, size: 700, src_stag: 0x11223344, src_to: 0x8000 }
    );
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
