//! The TOE's receive frame classification: which Ethernet frames may touch a connection, which
//! go to the host's slow path, and which are dropped, with the cause the drop counters name.
//!
//! Each check is the RFC's (Ethernet II type, RFC 791 header fields and checksum, RFC 9293
//! segment checksum over the pseudo-header and data offset). The order in which they are
//! applied, and the policy for IPv4 options and fragments, are the hardware's choices (the
//! RFCs leave them open), stated at [`classify`]; the `toe` engine follows them and is tested
//! against this function.

use crate::wire::{checksum, ethernet, ipv4, tcp};

/// What the receive side does with a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RxVerdict {
    /// An IPv4 / TCP segment whose headers and checksums are good: to connection lookup.
    Segment,
    /// Not IPv4 (ARP, IPv6, ...) or IPv4 but not TCP (ICMP, UDP, ...), headers good: to the
    /// host's receive queue (the slow path).
    SlowPath,
    /// IPv4 header wrong: version, header length below 20, total length below the header,
    /// or header checksum (RFC 791 section 3.1).
    BadIp,
    /// IPv4 options or a fragment: dropped by policy (a TOE carries iWARP between hosts that
    /// set DF and send no options; reassembly and option parsing are not worth their gates).
    IpPolicy,
    /// TCP header wrong: the segment shorter than 20 bytes, a data offset below 5 or past the
    /// segment, or the checksum (RFC 9293 section 3.1).
    BadTcp,
    /// The frame ends before its Ethernet or IPv4 header, or before the IPv4 total length.
    Truncated,
}

/// Ethernet II header, IPv4 header without options.
const ETH_LEN: usize = ethernet::HEADER_LEN;
const IP_LEN: usize = ipv4::MIN_HEADER_LEN;
/// IPv4 header fields (RFC 791 section 3.1), offsets in the IPv4 header.
const VER_IHL: usize = 0;
const TOTAL_LENGTH: usize = 2;
const FLAGS_FRAGMENT: usize = 6;
const PROTOCOL: usize = 9;
const SRC: usize = 12;
const DST: usize = 16;
/// More Fragments flag and fragment offset bits of the flags / fragment word.
const MF_AND_OFFSET: u16 = 0x3FFF;
const VERSION_4: u8 = 4;
/// IHL is in 4-byte words; 5 words is a header without options.
const IHL_NO_OPTIONS: u8 = 5;

fn be16(b: &[u8], at: usize) -> u16 {
    u16::from_be_bytes([b[at], b[at + 1]])
}

/// Classifies one frame (as received, Ethernet padding included). The checks, in this order
/// (the first that fails decides):
/// 1. shorter than the Ethernet header → `Truncated`; type not IPv4 → `SlowPath`;
/// 2. shorter than a 20-byte IPv4 header → `Truncated`;
/// 3. version not 4, or IHL below 5 → `BadIp`; IHL above 5 (options) → `IpPolicy`;
/// 4. total length below 20 → `BadIp`; the frame ends before it → `Truncated`;
/// 5. header checksum → `BadIp`;
/// 6. MF set or a fragment offset → `IpPolicy`;
/// 7. protocol not TCP → `SlowPath`;
/// 8. segment (total length − 20) shorter than 20, data offset below 5 or past the segment,
///    checksum over the pseudo-header → `BadTcp`;
/// 9. otherwise `Segment`. Bytes past the total length (Ethernet padding) are ignored.
pub fn classify(frame: &[u8]) -> RxVerdict {
    if frame.len() < ETH_LEN {
        return RxVerdict::Truncated;
    }
    if be16(frame, ethernet::field::ETHERTYPE.start) != ethernet::ETHERTYPE_IPV4 {
        return RxVerdict::SlowPath;
    }
    let ip = &frame[ETH_LEN..];
    if ip.len() < IP_LEN {
        return RxVerdict::Truncated;
    }
    let (version, ihl) = (ip[VER_IHL] >> 4, ip[VER_IHL] & 0x0F);
    if version != VERSION_4 || ihl < IHL_NO_OPTIONS {
        return RxVerdict::BadIp;
    }
    if ihl > IHL_NO_OPTIONS {
        return RxVerdict::IpPolicy;
    }
    let total = usize::from(be16(ip, TOTAL_LENGTH));
    if total < IP_LEN {
        return RxVerdict::BadIp;
    }
    if ip.len() < total {
        return RxVerdict::Truncated;
    }
    if checksum::of(&ip[..IP_LEN]) != 0 {
        return RxVerdict::BadIp;
    }
    if be16(ip, FLAGS_FRAGMENT) & MF_AND_OFFSET != 0 {
        return RxVerdict::IpPolicy;
    }
    if ip[PROTOCOL] != ipv4::PROTOCOL_TCP {
        return RxVerdict::SlowPath;
    }
    let seg = &ip[IP_LEN..total];
    if seg.len() < tcp::MIN_HEADER_LEN {
        return RxVerdict::BadTcp;
    }
    let offset = usize::from(seg[tcp::field::DATA_OFFSET] >> 4) * 4;
    if offset < tcp::MIN_HEADER_LEN || offset > seg.len() {
        return RxVerdict::BadTcp;
    }
    let mut src = [0u8; 4];
    let mut dst = [0u8; 4];
    src.copy_from_slice(&ip[SRC..SRC + 4]);
    dst.copy_from_slice(&ip[DST..DST + 4]);
    let acc = checksum::pseudo_header(src, dst, ipv4::PROTOCOL_TCP, seg.len() as u16);
    if checksum::finish(checksum::sum(acc, seg)) != 0 {
        return RxVerdict::BadTcp;
    }
    RxVerdict::Segment
}

/// The options of a received segment the engine acts on (RFC 9293 section 3.2 MSS, RFC 7323
/// window scale and timestamps, RFC 2018 SACK-permitted). When an option appears twice, the
/// later one counts (the RFCs do not say; a hardware choice). SACK blocks (RFC 2018 section 3)
/// are kept as sent, up to 4.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RxOptions {
    pub mss: Option<u16>,
    /// The shift as sent (the connection clamps it to 14, RFC 7323 section 2.3).
    pub window_scale: Option<u8>,
    pub sack_permitted: bool,
    pub timestamps: Option<(u32, u32)>,
    /// SACK blocks (left edge, right edge): the first `sack_count`.
    pub sack: [(u32, u32); 4],
    pub sack_count: u8,
}

impl RxOptions {
    pub fn sack_blocks(&self) -> &[(u32, u32)] {
        &self.sack[..self.sack_count as usize]
    }
}

/// A received segment as the engine hands it to the connection logic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RxSegment {
    pub src_mac: [u8; 6],
    pub src_ip: [u8; 4],
    pub dst_ip: [u8; 4],
    pub src_port: u16,
    pub dst_port: u16,
    pub seq: u32,
    pub ack: u32,
    pub flags: u8,
    pub window: u16,
    pub options: RxOptions,
    pub payload: Vec<u8>,
}

/// Why a frame did not become a segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RxDrop {
    /// Not a segment by [`classify`] (slow path or a drop cause).
    Verdict(RxVerdict),
    /// The option list is malformed: an option length below 2 or running past the header, or
    /// a known option with the wrong length (`tcp::TcpOption::parse_all`'s errors). RFC 9293
    /// section 3.1 suggests resetting the connection; the engine drops the segment and counts
    /// it instead, so a blind injector cannot reset anything with one (RFC 5961's spirit).
    BadOption,
}

/// The segment in `frame`, or why there is none: [`classify`], then the option list.
pub fn parse(frame: &[u8]) -> Result<RxSegment, RxDrop> {
    let v = classify(frame);
    if v != RxVerdict::Segment {
        return Err(RxDrop::Verdict(v));
    }
    let ip = &frame[ETH_LEN..];
    let total = usize::from(be16(ip, TOTAL_LENGTH));
    let seg = &ip[IP_LEN..total];
    let offset = usize::from(seg[tcp::field::DATA_OFFSET] >> 4) * 4;
    let list = tcp::TcpOption::parse_all(&seg[tcp::MIN_HEADER_LEN..offset]).map_err(|_| RxDrop::BadOption)?;
    let mut options = RxOptions::default();
    for o in list {
        match o {
            tcp::TcpOption::Mss(m) => options.mss = Some(m),
            tcp::TcpOption::WindowScale(w) => options.window_scale = Some(w),
            tcp::TcpOption::SackPermitted => options.sack_permitted = true,
            tcp::TcpOption::Timestamps { value, echo } => options.timestamps = Some((value, echo)),
            tcp::TcpOption::Sack(blocks) => {
                options.sack_count = blocks.len() as u8;
                options.sack[..blocks.len()].copy_from_slice(&blocks);
            }
            _ => {}
        }
    }
    let b4 = |b: &[u8], at: usize| [b[at], b[at + 1], b[at + 2], b[at + 3]];
    let mut src_mac = [0u8; 6];
    src_mac.copy_from_slice(&frame[ethernet::field::SOURCE]);
    Ok(RxSegment {
        src_mac,
        src_ip: b4(ip, SRC),
        dst_ip: b4(ip, DST),
        src_port: be16(seg, tcp::field::SRC_PORT.start),
        dst_port: be16(seg, tcp::field::DST_PORT.start),
        seq: u32::from_be_bytes(b4(seg, tcp::field::SEQ_NUM.start)),
        ack: u32::from_be_bytes(b4(seg, tcp::field::ACK_NUM.start)),
        flags: seg[tcp::field::FLAGS],
        window: be16(seg, tcp::field::WINDOW.start),
        options,
        payload: seg[offset..].to_vec(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A good segment, built with the golden codecs (which compute both checksums).
    fn segment(payload: &[u8]) -> Vec<u8> {
        let (src, dst) = ([192, 0, 2, 1], [192, 0, 2, 2]);
        let t = tcp::Repr {
            src_port: 4000,
            dst_port: 5001,
            seq: 0x1234_5678,
            ack: 0x9abc_def0,
            flags: tcp::flags::ACK,
            window: 512,
            urgent: 0,
            options: vec![tcp::TcpOption::Timestamps { value: 7, echo: 9 }],
            payload: payload.to_vec(),
        };
        let ip = ipv4::Repr { src, dst, protocol: ipv4::PROTOCOL_TCP, ident: 1, ttl: 64, dont_fragment: true, dscp_ecn: 0 };
        let eth = ethernet::Repr { dst: [2, 0, 0, 0, 0, 2], src: [2, 0, 0, 0, 0, 1], ethertype: ethernet::ETHERTYPE_IPV4 };
        let mut f = eth.emit(&ip.emit(&t.emit(src, dst)));
        f.resize(f.len().max(60), 0);
        f
    }

    /// Recomputes the IPv4 header checksum after a header field was changed.
    fn fix_ip(f: &mut [u8]) {
        ipv4::Repr::fill_checksum(&mut f[ETH_LEN..ETH_LEN + IP_LEN]);
    }

    #[test]
    fn every_cause_in_its_order() {
        let good = segment(b"hello, world");
        assert_eq!(classify(&good), RxVerdict::Segment);
        // Bytes past the total length (Ethernet padding) are ignored.
        let mut padded = good.clone();
        padded.extend_from_slice(&[0xA5; 7]);
        assert_eq!(classify(&padded), RxVerdict::Segment);
        assert_eq!(classify(&good[..10]), RxVerdict::Truncated);
        let mut arp = good.clone();
        arp[12..14].copy_from_slice(&0x0806u16.to_be_bytes());
        assert_eq!(classify(&arp), RxVerdict::SlowPath);
        assert_eq!(classify(&good[..ETH_LEN + 10]), RxVerdict::Truncated);
        let mut v6 = good.clone();
        v6[ETH_LEN] = 0x65;
        assert_eq!(classify(&v6), RxVerdict::BadIp);
        let mut opts = good.clone();
        opts[ETH_LEN] = 0x46;
        assert_eq!(classify(&opts), RxVerdict::IpPolicy);
        let mut tl = good.clone();
        tl[ETH_LEN + 2..ETH_LEN + 4].copy_from_slice(&19u16.to_be_bytes());
        fix_ip(&mut tl);
        assert_eq!(classify(&tl), RxVerdict::BadIp);
        assert_eq!(classify(&good[..good.len() - 3]), RxVerdict::Truncated);
        let mut ttl = good.clone();
        ttl[ETH_LEN + 8] ^= 1;
        assert_eq!(classify(&ttl), RxVerdict::BadIp);
        let mut frag = good.clone();
        frag[ETH_LEN + 6] |= 0x20;
        fix_ip(&mut frag);
        assert_eq!(classify(&frag), RxVerdict::IpPolicy);
        let mut udp = good.clone();
        udp[ETH_LEN + 9] = 17;
        fix_ip(&mut udp);
        assert_eq!(classify(&udp), RxVerdict::SlowPath);
        let mut off = good.clone();
        off[ETH_LEN + IP_LEN + 12] = 0x40;
        assert_eq!(classify(&off), RxVerdict::BadTcp);
        let mut past = good.clone();
        past[ETH_LEN + IP_LEN + 12] = 0xF0;
        assert_eq!(classify(&past), RxVerdict::BadTcp);
        let mut data = good.clone();
        let n = ETH_LEN + IP_LEN + 32;
        data[n] ^= 0x01;
        assert_eq!(classify(&data), RxVerdict::BadTcp);
    }

    /// The verdict agrees with the golden codecs wherever both speak: a frame the codecs parse
    /// whole (Ethernet, IPv4 without options, TCP with its checksum) is a segment, and
    /// arbitrary bytes never panic.
    #[test]
    fn agrees_with_the_codecs_and_never_panics() {
        use proptest::prelude::*;
        let mut runner = proptest::test_runner::TestRunner::deterministic();
        runner
            .run(&(proptest::collection::vec(any::<u8>(), 0..120), any::<usize>(), any::<u8>()), |(payload, at, byte)| {
                let mut f = segment(&payload);
                assert_eq!(classify(&f), RxVerdict::Segment);
                let k = at % f.len();
                f[k] = byte;
                let v = classify(&f);
                let parsed = ethernet::Repr::parse(&f).ok().and_then(|(e, p)| {
                    (e.ethertype == ethernet::ETHERTYPE_IPV4).then_some(())?;
                    let (ip, s) = ipv4::Repr::parse(p).ok()?;
                    (ip.protocol == ipv4::PROTOCOL_TCP && p[0] & 0x0F == IHL_NO_OPTIONS).then_some(())?;
                    tcp::Repr::parse(s, ip.src, ip.dst).ok()
                });
                prop_assert_eq!(parsed.is_some(), v == RxVerdict::Segment, "byte {} = {:#x}: {:?}", k, byte, v);
                Ok(())
            })
            .unwrap();
    }

    #[test]
    fn parse_reads_fields_options_and_payload() {
        let f = segment(b"abc");
        let p = parse(&f).unwrap();
        assert_eq!((p.src_port, p.dst_port, p.seq, p.ack), (4000, 5001, 0x1234_5678, 0x9abc_def0));
        assert_eq!(p.options.timestamps, Some((7, 9)));
        assert_eq!(p.payload, b"abc");
        assert_eq!(p.src_mac, [2, 0, 0, 0, 0, 1]);
    }

    #[test]
    fn parse_drops_a_zero_option_length() {
        let mut f = segment(b"abc");
        // The timestamps option (kind 8 at header byte 20) gets length 0; checksum repaired.
        let opt = ETH_LEN + IP_LEN + tcp::MIN_HEADER_LEN;
        assert_eq!(f[opt], 8);
        f[opt + 1] = 0;
        let total = usize::from(be16(&f[ETH_LEN..], TOTAL_LENGTH));
        tcp::Repr::fill_checksum(&mut f[ETH_LEN + IP_LEN..ETH_LEN + total], [192, 0, 2, 1], [192, 0, 2, 2]);
        assert_eq!(parse(&f), Err(RxDrop::BadOption));
    }
}
