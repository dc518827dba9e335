//! Ethernet II framing (IEEE 802.3 clause 3, DIX type field).

use super::{be16, need, Result};

pub mod field {
    use crate::wire::Field;
    pub const DESTINATION: Field = 0..6;
    pub const SOURCE: Field = 6..12;
    pub const ETHERTYPE: Field = 12..14;
    pub const PAYLOAD: usize = 14;
}

pub const HEADER_LEN: usize = field::PAYLOAD;
/// EtherType of IPv4 (IANA).
pub const ETHERTYPE_IPV4: u16 = 0x0800;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repr {
    pub dst: [u8; 6],
    pub src: [u8; 6],
    pub ethertype: u16,
}

impl Repr {
    /// Parses the header; returns it with the payload.
    pub fn parse(buf: &[u8]) -> Result<(Repr, &[u8])> {
        need("ethernet.header", buf, HEADER_LEN)?;
        let mut dst = [0; 6];
        let mut src = [0; 6];
        dst.copy_from_slice(&buf[field::DESTINATION]);
        src.copy_from_slice(&buf[field::SOURCE]);
        let ethertype = be16(buf, field::ETHERTYPE.start);
        Ok((Repr { dst, src, ethertype }, &buf[field::PAYLOAD..]))
    }

    pub fn emit(&self, payload: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER_LEN + payload.len());
        out.extend_from_slice(&self.dst);
        out.extend_from_slice(&self.src);
        out.extend_from_slice(&self.ethertype.to_be_bytes());
        out.extend_from_slice(payload);
        out
    }
}
