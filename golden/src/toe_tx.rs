//! The TOE's transmit frame: what one segment descriptor and its payload become on the wire.
//!
//! The fields are the RFCs' (Ethernet II, RFC 791 IPv4, RFC 9293 TCP with the RFC 7323 / 2018
//! options). What the RFCs leave to the sender, and the `toe` fixes (stated here so the tests
//! check the hardware against a written choice, not against itself):
//! - IPv4: no options, DSCP/ECN 0, DF set, TTL [`TTL`], identification from a per-engine
//!   counter (RFC 6864 section 4.1: an atomic datagram's ID carries no meaning);
//! - TCP: urgent pointer 0, and the options in the layout Linux sends, each padded to a word
//!   with NOPs so no END is needed ([`options`]);
//! - no Ethernet padding to 60 bytes: the MAC pads short frames, as MACs do.

use crate::wire::{ethernet, ipv4, tcp};

/// Time to live of every datagram (Linux's default, `net.ipv4.ip_default_ttl`).
pub const TTL: u8 = 64;

/// The engine's own addresses (configuration, not per segment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TxConfig {
    pub mac: [u8; 6],
    pub ip: [u8; 4],
}

/// One segment to send: everything the header carries that is not configuration. The options
/// appear when their `Option` is set; `sack_permitted` only on a SYN by the caller's choice.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TxSegment {
    pub dst_mac: [u8; 6],
    pub dst_ip: [u8; 4],
    pub src_port: u16,
    pub dst_port: u16,
    pub seq: u32,
    pub ack: u32,
    /// The flags byte (RFC 9293 section 3.1, `tcp::flags`).
    pub flags: u8,
    pub window: u16,
    /// MSS option (RFC 9293 section 3.2).
    pub mss: Option<u16>,
    /// Window scale shift (RFC 7323 section 2.2).
    pub window_scale: Option<u8>,
    /// SACK-permitted (RFC 2018 section 2).
    pub sack_permitted: bool,
    /// Timestamps TSval, TSecr (RFC 7323 section 3.2).
    pub timestamps: Option<(u32, u32)>,
    /// SACK blocks (RFC 2018 section 3), at most 3 with timestamps and 4 without.
    pub sack: Vec<(u32, u32)>,
}

/// The option list in Linux's layout, every option starting on its word's boundary:
/// `MSS`, then `SACK-permitted + Timestamps` (or `NOP NOP + Timestamps`, or `NOP NOP +
/// SACK-permitted`), then `NOP + window scale`, then `NOP NOP + SACK blocks`.
pub fn options(s: &TxSegment) -> Vec<tcp::TcpOption> {
    use tcp::TcpOption::*;
    let mut o = Vec::new();
    if let Some(m) = s.mss {
        o.push(Mss(m));
    }
    match (s.sack_permitted, s.timestamps) {
        (true, Some((value, echo))) => o.extend([SackPermitted, Timestamps { value, echo }]),
        (false, Some((value, echo))) => o.extend([Nop, Nop, Timestamps { value, echo }]),
        (true, None) => o.extend([Nop, Nop, SackPermitted]),
        (false, None) => {}
    }
    if let Some(w) = s.window_scale {
        o.extend([Nop, WindowScale(w)]);
    }
    if !s.sack.is_empty() {
        o.extend([Nop, Nop, Sack(s.sack.clone())]);
    }
    o
}

/// The Ethernet frame of `seg` with `payload`, sent with IPv4 identification `ident`.
pub fn frame(cfg: &TxConfig, seg: &TxSegment, payload: &[u8], ident: u16) -> Vec<u8> {
    let t = tcp::Repr {
        src_port: seg.src_port,
        dst_port: seg.dst_port,
        seq: seg.seq,
        ack: seg.ack,
        flags: seg.flags,
        window: seg.window,
        urgent: 0,
        options: options(seg),
        payload: payload.to_vec(),
    };
    let ip = ipv4::Repr {
        src: cfg.ip,
        dst: seg.dst_ip,
        protocol: ipv4::PROTOCOL_TCP,
        ident,
        ttl: TTL,
        dont_fragment: true,
        dscp_ecn: 0,
    };
    let eth = ethernet::Repr { dst: seg.dst_mac, src: cfg.mac, ethertype: ethernet::ETHERTYPE_IPV4 };
    eth.emit(&ip.emit(&t.emit(cfg.ip, seg.dst_ip)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toe_rx::{classify, RxVerdict};

    fn seg() -> TxSegment {
        TxSegment {
            dst_mac: [2, 0, 0, 0, 0, 2],
            dst_ip: [192, 0, 2, 2],
            src_port: 4791,
            dst_port: 5001,
            seq: 0x0102_0304,
            ack: 0x0A0B_0C0D,
            flags: tcp::flags::ACK,
            window: 512,
            ..Default::default()
        }
    }
    const CFG: TxConfig = TxConfig { mac: [2, 0, 0, 0, 0, 1], ip: [192, 0, 2, 1] };

    /// Linux's SYN option bytes (MSS 1460, SACK-permitted, timestamps, NOP, WS 7), as a
    /// capture of `nc` shows them.
    #[test]
    fn syn_options_are_linux_layout() {
        let s = TxSegment { flags: tcp::flags::SYN, mss: Some(1460), window_scale: Some(7), sack_permitted: true, timestamps: Some((1, 0)), ..seg() };
        let f = frame(&CFG, &s, &[], 9);
        let opts = &f[14 + 20 + 20..];
        assert_eq!(opts, &[2, 4, 5, 0xB4, 4, 2, 8, 10, 0, 0, 0, 1, 0, 0, 0, 0, 1, 3, 3, 7]);
        assert_eq!(classify(&f), RxVerdict::Segment);
    }

    /// A data segment with timestamps: NOP NOP TS, header 66 bytes, checksums good.
    #[test]
    fn data_segment_with_timestamps() {
        let s = TxSegment { timestamps: Some((7, 9)), ..seg() };
        let f = frame(&CFG, &s, b"hello", 0x1234);
        assert_eq!(f.len(), 14 + 20 + 32 + 5);
        assert_eq!(&f[54..58], &[1, 1, 8, 10]);
        assert_eq!(&f[18..20], &[0x12, 0x34]);
        assert_eq!(f[22], TTL);
        assert_eq!(classify(&f), RxVerdict::Segment);
    }
}
