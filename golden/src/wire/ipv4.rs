//! IPv4 header (RFC 791 section 3.1), with the header checksum generated and verified.

use super::{be16, checksum, need, Error, ErrorKind, Result};

pub mod field {
    use crate::wire::Field;
    pub const VER_IHL: usize = 0;
    pub const DSCP_ECN: usize = 1;
    pub const TOTAL_LENGTH: Field = 2..4;
    pub const IDENT: Field = 4..6;
    pub const FLAGS_FRAG: Field = 6..8;
    pub const TTL: usize = 8;
    pub const PROTOCOL: usize = 9;
    pub const CHECKSUM: Field = 10..12;
    pub const SRC: Field = 12..16;
    pub const DST: Field = 16..20;
}

pub const MIN_HEADER_LEN: usize = 20;
pub const VERSION: u8 = 4;
/// IP protocol number of TCP (IANA).
pub const PROTOCOL_TCP: u8 = 6;
/// Don't Fragment flag in the flags/fragment-offset word (RFC 791 section 3.1).
pub const FLAG_DF: u16 = 0x4000;
const FRAG_OFFSET_MASK: u16 = 0x1FFF;
const FLAG_MF: u16 = 0x2000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repr {
    pub src: [u8; 4],
    pub dst: [u8; 4],
    pub protocol: u8,
    pub ident: u16,
    pub ttl: u8,
    pub dont_fragment: bool,
    pub dscp_ecn: u8,
}

impl Repr {
    /// Parses and verifies the header (version, length, checksum, no fragments); returns the
    /// payload cut to the total length (Ethernet padding removed).
    pub fn parse(buf: &[u8]) -> Result<(Repr, &[u8])> {
        need("ipv4.header", buf, MIN_HEADER_LEN)?;
        let version = buf[field::VER_IHL] >> 4;
        if version != VERSION {
            return Err(Error::value("ipv4.version", VERSION as u64, version as u64));
        }
        let ihl = ((buf[field::VER_IHL] & 0x0F) as usize) * 4;
        if ihl < MIN_HEADER_LEN {
            return Err(Error {
                field: "ipv4.ihl",
                kind: ErrorKind::TooSmall { min: MIN_HEADER_LEN as u64, found: ihl as u64 },
            });
        }
        need("ipv4.options", buf, ihl)?;
        let total = be16(buf, field::TOTAL_LENGTH.start) as usize;
        if total < ihl {
            return Err(Error {
                field: "ipv4.total_length",
                kind: ErrorKind::TooSmall { min: ihl as u64, found: total as u64 },
            });
        }
        need("ipv4.total_length", buf, total)?;
        let sum = checksum::of(&buf[..ihl]);
        if sum != 0 {
            let found = be16(buf, field::CHECKSUM.start);
            let mut copy = buf[..ihl].to_vec();
            copy[field::CHECKSUM].fill(0);
            let expected = checksum::of(&copy);
            return Err(Error {
                field: "ipv4.checksum",
                kind: ErrorKind::Checksum { expected: expected as u64, found: found as u64 },
            });
        }
        let frag = be16(buf, field::FLAGS_FRAG.start);
        if frag & (FRAG_OFFSET_MASK | FLAG_MF) != 0 {
            return Err(Error::value("ipv4.fragment", 0, (frag & (FRAG_OFFSET_MASK | FLAG_MF)) as u64));
        }
        let mut src = [0; 4];
        let mut dst = [0; 4];
        src.copy_from_slice(&buf[field::SRC]);
        dst.copy_from_slice(&buf[field::DST]);
        Ok((
            Repr {
                src,
                dst,
                protocol: buf[field::PROTOCOL],
                ident: be16(buf, field::IDENT.start),
                ttl: buf[field::TTL],
                dont_fragment: frag & FLAG_DF != 0,
                dscp_ecn: buf[field::DSCP_ECN],
            },
            &buf[ihl..total],
        ))
    }

    /// Writes the header checksum of `header` (its IHL bytes, options included) after the
    /// other fields were set or changed.
    pub fn fill_checksum(header: &mut [u8]) {
        header[field::CHECKSUM].fill(0);
        let c = checksum::of(header);
        header[field::CHECKSUM].copy_from_slice(&c.to_be_bytes());
    }

    /// Emits a 20-byte header (no options) with a correct checksum, then `payload`.
    pub fn emit(&self, payload: &[u8]) -> Vec<u8> {
        let total = (MIN_HEADER_LEN + payload.len()) as u16;
        let mut h = [0u8; MIN_HEADER_LEN];
        h[field::VER_IHL] = (VERSION << 4) | (MIN_HEADER_LEN / 4) as u8;
        h[field::DSCP_ECN] = self.dscp_ecn;
        h[field::TOTAL_LENGTH].copy_from_slice(&total.to_be_bytes());
        h[field::IDENT].copy_from_slice(&self.ident.to_be_bytes());
        let flags = if self.dont_fragment { FLAG_DF } else { 0 };
        h[field::FLAGS_FRAG].copy_from_slice(&flags.to_be_bytes());
        h[field::TTL] = self.ttl;
        h[field::PROTOCOL] = self.protocol;
        h[field::SRC].copy_from_slice(&self.src);
        h[field::DST].copy_from_slice(&self.dst);
        Self::fill_checksum(&mut h);
        let mut out = h.to_vec();
        out.extend_from_slice(payload);
        out
    }
}
