//! Property tests of every codec: decode(encode(x)) == x for every Repr, arbitrary bytes never
//! panic (they give a value or a typed error), and the MPA stream deframer gives the same
//! ULPDUs however the stream is cut into segments.

use iwarp_golden::mpa_stream::{Deframer, Framer};
use iwarp_golden::wire::ddp::{Buffer, Opcode, ReadRequest, Segment};
use iwarp_golden::wire::mpa::{self, FrameKind, IrdOrd, ReqRep};
use iwarp_golden::wire::terminate::{TermCode, Terminate};
use iwarp_golden::wire::{ethernet, ipv4, tcp};
use proptest::collection::vec;
use proptest::prelude::*;

fn arb_ird_ord() -> impl Strategy<Value = IrdOrd> {
    (0u16..0x4000, 0u16..0x4000, any::<[bool; 4]>()).prop_map(|(ird, ord, b)| IrdOrd {
        ird,
        ord,
        peer_to_peer: b[0],
        send_rtr: b[1],
        write_rtr: b[2],
        read_rtr: b[3],
    })
}

fn arb_reqrep() -> impl Strategy<Value = ReqRep> {
    (any::<bool>(), any::<[bool; 3]>(), 0u8..32, prop_oneof![Just(1u8), Just(2u8)], arb_ird_ord(), vec(any::<u8>(), 0..=508))
        .prop_map(|(req, f, reserved, revision, io, pd)| ReqRep {
            kind: if req { FrameKind::Request } else { FrameKind::Reply },
            markers: f[0],
            crc: f[1],
            reject: f[2],
            reserved,
            revision,
            ird_ord: (revision == 2).then_some(io),
            private_data: pd,
        })
}

fn arb_opcode() -> impl Strategy<Value = Opcode> {
    (0usize..8).prop_map(|i| Opcode::ALL[i])
}

fn arb_segment() -> impl Strategy<Value = Segment> {
    (arb_opcode(), any::<bool>(), any::<(u32, u64, u32, u32, u32)>(), vec(any::<u8>(), 0..600)).prop_map(
        |(opcode, last, (stag, to, msn, mo, inval), payload)| Segment {
            opcode,
            last,
            buffer: if opcode.is_tagged() {
                Buffer::Tagged { stag, to }
            } else {
                Buffer::Untagged {
                    rsvd_ulp: if opcode.carries_invalidate_stag() { inval } else { 0 },
                    qn: opcode.queue().unwrap(),
                    msn,
                    mo,
                }
            },
            payload,
        },
    )
}

fn arb_terminate() -> impl Strategy<Value = Terminate> {
    (0u8..3, 0u8..16, any::<u8>(), any::<bool>(), 0u16..0x2000, prop::option::of((any::<u16>(), arb_segment())), prop::option::of(any::<[u8; 28]>()))
        .prop_map(|(layer, etype, ecode, m, reserved, ddp, rdmap)| Terminate {
            code: TermCode { layer, etype, ecode },
            segment_length_valid: m,
            reserved,
            ddp: ddp.map(|(len, seg)| (len, seg.emit()[..seg.header_len()].to_vec())),
            rdmap: rdmap.map(|r| r.to_vec()),
        })
}

fn arb_tcp_option() -> impl Strategy<Value = tcp::TcpOption> {
    prop_oneof![
        any::<u16>().prop_map(tcp::TcpOption::Mss),
        (0u8..15).prop_map(tcp::TcpOption::WindowScale),
        Just(tcp::TcpOption::SackPermitted),
        vec(any::<(u32, u32)>(), 1..=2).prop_map(tcp::TcpOption::Sack),
        any::<(u32, u32)>().prop_map(|(value, echo)| tcp::TcpOption::Timestamps { value, echo }),
    ]
}

fn arb_tcp() -> impl Strategy<Value = tcp::Repr> {
    (any::<(u16, u16, u32, u32, u8, u16, u16)>(), vec(arb_tcp_option(), 0..3), vec(any::<u8>(), 0..200)).prop_map(
        |((src_port, dst_port, seq, ack, flags, window, urgent), options, payload)| tcp::Repr {
            src_port,
            dst_port,
            seq,
            ack,
            flags,
            window,
            urgent,
            options,
            payload,
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn reqrep_round_trip(r in arb_reqrep(), tail in vec(any::<u8>(), 0..8)) {
        let mut bytes = r.emit();
        let len = bytes.len();
        bytes.extend_from_slice(&tail); // FPDU bytes may follow in the same segment
        prop_assert_eq!(ReqRep::parse(&bytes).unwrap(), (r, len));
    }

    #[test]
    fn segment_round_trip(s in arb_segment()) {
        prop_assert_eq!(Segment::parse(&s.emit()).unwrap(), s);
    }

    #[test]
    fn read_request_round_trip(v in any::<(u32, u64, u32, u32, u64)>()) {
        let rr = ReadRequest { sink_stag: v.0, sink_to: v.1, size: v.2, src_stag: v.3, src_to: v.4 };
        prop_assert_eq!(ReadRequest::parse(&rr.emit()).unwrap(), rr);
    }

    #[test]
    fn terminate_round_trip(t in arb_terminate()) {
        let bytes = t.emit();
        prop_assert_eq!(bytes.len(), t.wire_len());
        prop_assert_eq!(Terminate::parse(&bytes).unwrap(), t);
    }

    #[test]
    fn ethernet_ipv4_tcp_round_trip(t in arb_tcp(), src in any::<[u8; 4]>(), dst in any::<[u8; 4]>(), ident in any::<u16>(), ttl in any::<u8>(), df in any::<bool>()) {
        let seg = t.emit(src, dst);
        let ip = ipv4::Repr { src, dst, protocol: ipv4::PROTOCOL_TCP, ident, ttl, dont_fragment: df, dscp_ecn: 0 };
        let eth = ethernet::Repr { dst: [2, 0, 0, 0, 0, 2], src: [2, 0, 0, 0, 0, 1], ethertype: ethernet::ETHERTYPE_IPV4 };
        let mut frame = eth.emit(&ip.emit(&seg));
        frame.extend_from_slice(&[0; 6]); // Ethernet padding after the IP datagram
        let (e2, ip_bytes) = ethernet::Repr::parse(&frame).unwrap();
        prop_assert_eq!(e2, eth);
        let (ip2, tcp_bytes) = ipv4::Repr::parse(ip_bytes).unwrap();
        prop_assert_eq!(ip2, ip);
        prop_assert_eq!(tcp::Repr::parse(tcp_bytes, src, dst).unwrap(), t);
    }

    #[test]
    fn checksums_catch_any_single_bit_flip(t in arb_tcp(), bit in any::<prop::sample::Index>()) {
        let (src, dst) = ([10, 0, 0, 1], [10, 0, 0, 2]);
        let mut seg = t.emit(src, dst);
        let i = bit.index(seg.len() * 8);
        seg[i / 8] ^= 1 << (i % 8);
        prop_assert!(tcp::Repr::parse(&seg, src, dst).is_err());
    }

    #[test]
    fn fpdu_round_trip_any_offset(ulpdu in vec(any::<u8>(), 0..3000), slot in any::<u32>(), m in any::<bool>(), c in any::<bool>()) {
        let offset = slot & !3;
        let f = mpa::encode_fpdu(&ulpdu, offset, m, c);
        prop_assert_eq!(f.len(), mpa::wire_len(offset, ulpdu.len(), m));
        prop_assert_eq!(f.len() % 4, 0);
        let d = mpa::decode_fpdu(&f, offset, m).unwrap();
        prop_assert_eq!(&d.ulpdu, &ulpdu);
        prop_assert!(d.crc_ok(c));
        prop_assert!(d.pad.iter().all(|&b| b == 0));
        // A marker at every grid point the FPDU covers, none elsewhere.
        let grid = (0..f.len() as u32).filter(|i| m && offset.wrapping_add(*i) % 512 == 0).count();
        prop_assert_eq!(d.markers.len(), grid);
        for mk in &d.markers {
            prop_assert_eq!(mk.fpduptr, mk.expected_fpduptr);
        }
        // Any single bit flip outside the markers is caught by the CRC when it is on.
        if c && !f.is_empty() {
            let mut bad = f.clone();
            let i = (offset as usize * 7 + ulpdu.len()) % (bad.len() * 8);
            bad[i / 8] ^= 1 << (i % 8);
            if let Ok(d2) = mpa::decode_fpdu(&bad, offset, m) {
                prop_assert!(!d2.crc_ok(true) || d2.ulpdu_length != d.ulpdu_length);
            }
        }
    }

    #[test]
    fn deframer_is_independent_of_segmentation(
        ulpdus in vec(vec(any::<u8>(), 0..1500), 1..12),
        slot in any::<u32>(),
        m in any::<bool>(),
        c in any::<bool>(),
        cuts in vec(any::<prop::sample::Index>(), 0..20),
    ) {
        // Start anywhere 4-aligned, including just before sequence wrap.
        let offset = slot & !3;
        let mut framer = Framer::new(offset, m, c);
        let stream: Vec<u8> = ulpdus.iter().flat_map(|u| framer.push(u)).collect();
        let mut points: Vec<usize> = cuts.iter().map(|i| i.index(stream.len() + 1)).collect();
        points.push(0);
        points.push(stream.len());
        points.sort();
        let mut d = Deframer::new(offset, m);
        let mut got = Vec::new();
        for w in points.windows(2) {
            got.extend(d.push(&stream[w[0]..w[1]]));
        }
        prop_assert!(d.pending().is_empty());
        prop_assert_eq!(d.offset(), framer.offset);
        let out: Vec<Vec<u8>> = got.iter().map(|f| f.ulpdu.clone()).collect();
        prop_assert_eq!(out, ulpdus);
        prop_assert!(got.iter().all(|f| f.crc_ok(c)));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in vec(any::<u8>(), 0..700), slot in any::<u32>(), m in any::<bool>()) {
        let _ = ReqRep::parse(&bytes);
        let _ = Segment::parse(&bytes);
        let _ = iwarp_golden::wire::ddp::Packet::new_checked(&bytes).map(|p| (p.buffer(), p.payload().len()));
        let _ = ReadRequest::parse(&bytes);
        let _ = Terminate::parse(&bytes);
        let _ = ethernet::Repr::parse(&bytes);
        let _ = ipv4::Repr::parse(&bytes);
        let _ = tcp::Repr::parse(&bytes, [1, 2, 3, 4], [5, 6, 7, 8]);
        let _ = tcp::TcpOption::parse_all(&bytes);
        let _ = mpa::decode_fpdu(&bytes, slot & !3, m);
        let mut d = Deframer::new(slot & !3, m);
        let _ = d.push(&bytes);
        let _ = iwarp_golden::pcap::read(&bytes);
    }

    #[test]
    fn arbitrary_frames_never_panic_the_checker(frames in vec(vec(any::<u8>(), 0..200), 0..12)) {
        let records: Vec<_> = frames.into_iter().map(|data| iwarp_golden::pcap::Record { time_ns: 0, orig_len: data.len() as u32, data }).collect();
        let _ = iwarp_golden::decode::check(&records);
    }
}

#[test]
fn errors_name_the_field() {
    let e = ReqRep::parse(b"MPA ID Req Frame\x00\x03\x00\x00").unwrap_err();
    assert_eq!(e.field, "mpa.revision");
    let mut big = ReqRep {
        kind: FrameKind::Request, markers: false, crc: true, reject: false, reserved: 0,
        revision: 1, ird_ord: None, private_data: vec![],
    }.emit();
    big[18..20].copy_from_slice(&513u16.to_be_bytes());
    assert_eq!(ReqRep::parse(&big).unwrap_err().field, "mpa.pd_length");
    assert_eq!(Segment::parse(&[0xC1, 0x40, 0]).unwrap_err().field, "ddp.header");
    let mut s = Segment { opcode: Opcode::Send, last: true, buffer: Buffer::Untagged { rsvd_ulp: 0, qn: 0, msn: 1, mo: 0 }, payload: vec![] }.emit();
    s[0] = (s[0] & !3) | 2;
    assert_eq!(Segment::parse(&s).unwrap_err().field, "ddp.dv");
    s[0] = (s[0] & !3) | 1;
    s[1] = 0x4C;
    assert_eq!(Segment::parse(&s).unwrap_err().field, "rdmap.opcode");
    assert_eq!(ReadRequest::parse(&[0; 27]).unwrap_err().field, "rdmap.read_request.length");
    assert_eq!(Terminate::parse(&[0x20, 0x02, 0x20, 0x00]).unwrap_err().field, "rdmap.terminate.rdmap_header");
    let ip = ipv4::Repr { src: [1, 1, 1, 1], dst: [2, 2, 2, 2], protocol: 6, ident: 1, ttl: 9, dont_fragment: true, dscp_ecn: 0 };
    let mut b = ip.emit(&[0; 4]);
    b[8] ^= 1;
    assert_eq!(ipv4::Repr::parse(&b).unwrap_err().field, "ipv4.checksum");
}

mod receiver {
    use iwarp_golden::mpa_stream::{Framer, Receiver, RxStatus};
    use iwarp_golden::wire::mpa::FpduFault;
    use proptest::prelude::*;

    fn ulpdu(n: usize, tagged: bool) -> Vec<u8> {
        let mut u: Vec<u8> = (0..n).map(|i| i as u8).collect();
        u[0] = if tagged { 0xC1 } else { 0x41 };
        u
    }

    #[test]
    fn statuses_and_stop_after_first_error() {
        let mut f = Framer::new(0, true, true);
        let mut s = f.push(&ulpdu(100, true));
        s.extend(f.push_with(&ulpdu(600, false), &FpduFault { marker_fpduptr_xor: 8, ..FpduFault::NONE }));
        s.extend(f.push(&ulpdu(40, true)));
        let mut r = Receiver::new(0, true, true, 2000);
        let got = r.push(&s);
        assert_eq!(got.iter().map(|x| x.status).collect::<Vec<_>>(), vec![RxStatus::Ok, RxStatus::MarkerError]);
        assert!(r.stopped());
        // Low two bits of FPDUPTR are ignored by receivers; a bad CRC wins over a marker.
        let mut f = Framer::new(0, true, true);
        let s = f.push_with(&ulpdu(600, false), &FpduFault { marker_fpduptr_xor: 3, ..FpduFault::NONE });
        assert_eq!(Receiver::new(0, true, true, 2000).push(&s)[0].status, RxStatus::Ok);
        let mut f = Framer::new(0, true, true);
        let s = f.push_with(&ulpdu(600, false), &FpduFault { marker_fpduptr_xor: 8, crc_xor: 1, ..FpduFault::NONE });
        assert_eq!(Receiver::new(0, true, true, 2000).push(&s)[0].status, RxStatus::CrcError);
        // CRC off: the field is not checked.
        let mut f = Framer::new(0, false, false);
        let s = f.push_with(&ulpdu(60, true), &FpduFault { crc_xor: 0xFF, ..FpduFault::NONE });
        assert_eq!(Receiver::new(0, false, false, 2000).push(&s)[0].status, RxStatus::Ok);
        // Length: above the maximum, or too short for the header its T bit announces.
        let mut f = Framer::new(0, false, true);
        let s = f.push(&ulpdu(300, true));
        assert_eq!(Receiver::new(0, false, true, 299).push(&s)[0], iwarp_golden::mpa_stream::RxFpdu { ulpdu: vec![], status: RxStatus::LengthError });
        let mut f = Framer::new(0, false, true);
        let s = f.push(&ulpdu(17, false));
        assert_eq!(Receiver::new(0, false, true, 2000).push(&s)[0].status, RxStatus::LengthError);
        let mut f = Framer::new(0, false, true);
        let s = f.push(&ulpdu(17, true));
        assert_eq!(Receiver::new(0, false, true, 2000).push(&s)[0].status, RxStatus::Ok);
    }

    proptest! {
        #[test]
        fn good_streams_deliver_everything_however_cut(
            sizes in proptest::collection::vec(18usize..1500, 1..10),
            slot in any::<u32>(), m in any::<bool>(), c in any::<bool>(),
            cuts in proptest::collection::vec(any::<prop::sample::Index>(), 0..12),
        ) {
            let off = slot & !3;
            let mut f = Framer::new(off, m, c);
            let us: Vec<Vec<u8>> = sizes.iter().map(|&n| ulpdu(n, n % 2 == 0)).collect();
            let s: Vec<u8> = us.iter().flat_map(|u| f.push(u)).collect();
            let mut pts: Vec<usize> = cuts.iter().map(|i| i.index(s.len() + 1)).collect();
            pts.extend([0, s.len()]);
            pts.sort();
            let mut r = Receiver::new(off, m, c, 1500);
            let got: Vec<_> = pts.windows(2).flat_map(|w| r.push(&s[w[0]..w[1]])).collect();
            prop_assert!(got.iter().all(|x| x.status == RxStatus::Ok));
            prop_assert_eq!(got.into_iter().map(|x| x.ulpdu).collect::<Vec<_>>(), us);
        }
    }
}
