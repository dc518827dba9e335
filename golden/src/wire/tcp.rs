//! TCP header (RFC 9293 section 3.1) with options: MSS (RFC 9293 section 3.2), window scale and
//! timestamps (RFC 7323 sections 2.2 and 3.2), SACK-permitted and SACK (RFC 2018 sections 2-3).
//! The checksum covers the IPv4 pseudo-header and is generated and verified here.

use super::{be16, be32, checksum, need, Error, ErrorKind, Result};

pub mod field {
    use crate::wire::Field;
    pub const SRC_PORT: Field = 0..2;
    pub const DST_PORT: Field = 2..4;
    pub const SEQ_NUM: Field = 4..8;
    pub const ACK_NUM: Field = 8..12;
    /// Data offset (high 4 bits), reserved, then the flags byte.
    pub const DATA_OFFSET: usize = 12;
    pub const FLAGS: usize = 13;
    pub const WINDOW: Field = 14..16;
    pub const CHECKSUM: Field = 16..18;
    pub const URGENT: Field = 18..20;
    pub const OPTIONS: usize = 20;
}

pub const MIN_HEADER_LEN: usize = 20;
pub const MAX_HEADER_LEN: usize = 60;

/// Flag bits of the flags byte (RFC 9293 section 3.1; CWR/ECE from RFC 3168).
pub mod flags {
    pub const FIN: u8 = 0x01;
    pub const SYN: u8 = 0x02;
    pub const RST: u8 = 0x04;
    pub const PSH: u8 = 0x08;
    pub const ACK: u8 = 0x10;
    pub const URG: u8 = 0x20;
    pub const ECE: u8 = 0x40;
    pub const CWR: u8 = 0x80;
}

/// Option kinds (IANA TCP option kind numbers).
mod kind {
    pub const END: u8 = 0;
    pub const NOP: u8 = 1;
    pub const MSS: u8 = 2;
    pub const WINDOW_SCALE: u8 = 3;
    pub const SACK_PERMITTED: u8 = 4;
    pub const SACK: u8 = 5;
    pub const TIMESTAMPS: u8 = 8;
}

/// One TCP option.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TcpOption {
    Mss(u16),
    WindowScale(u8),
    SackPermitted,
    /// SACK blocks (left edge, right edge), 1 to 4 of them.
    Sack(Vec<(u32, u32)>),
    Timestamps { value: u32, echo: u32 },
    /// A one-byte No-Operation, padding the next option to a word (RFC 9293 section 3.2).
    /// Emitted only; the parser drops NOPs.
    Nop,
    /// An option this decoder does not interpret, kept byte for byte.
    Unknown { kind: u8, data: Vec<u8> },
}

impl TcpOption {
    fn emit(&self, out: &mut Vec<u8>) {
        match self {
            TcpOption::Mss(v) => {
                out.extend_from_slice(&[kind::MSS, 4]);
                out.extend_from_slice(&v.to_be_bytes());
            }
            TcpOption::WindowScale(s) => out.extend_from_slice(&[kind::WINDOW_SCALE, 3, *s]),
            TcpOption::SackPermitted => out.extend_from_slice(&[kind::SACK_PERMITTED, 2]),
            TcpOption::Sack(blocks) => {
                out.extend_from_slice(&[kind::SACK, (2 + 8 * blocks.len()) as u8]);
                for (l, r) in blocks {
                    out.extend_from_slice(&l.to_be_bytes());
                    out.extend_from_slice(&r.to_be_bytes());
                }
            }
            TcpOption::Timestamps { value, echo } => {
                out.extend_from_slice(&[kind::TIMESTAMPS, 10]);
                out.extend_from_slice(&value.to_be_bytes());
                out.extend_from_slice(&echo.to_be_bytes());
            }
            TcpOption::Nop => out.push(kind::NOP),
            TcpOption::Unknown { kind, data } => {
                out.extend_from_slice(&[*kind, (2 + data.len()) as u8]);
                out.extend_from_slice(data);
            }
        }
    }

    /// Parses the option list (END ends it; NOPs are dropped).
    pub fn parse_all(mut b: &[u8]) -> Result<Vec<TcpOption>> {
        let mut out = Vec::new();
        while let Some(&k) = b.first() {
            match k {
                kind::END => break,
                kind::NOP => {
                    b = &b[1..];
                    continue;
                }
                _ => {}
            }
            need("tcp.option.length", b, 2)?;
            let len = b[1] as usize;
            if len < 2 {
                return Err(Error {
                    field: "tcp.option.length",
                    kind: ErrorKind::TooSmall { min: 2, found: len as u64 },
                });
            }
            need("tcp.option.length", b, len)?;
            let body = &b[2..len];
            let fixed = |want: usize, name: &'static str| -> Result<()> {
                if len != want {
                    Err(Error::value(name, want as u64, len as u64))
                } else {
                    Ok(())
                }
            };
            let opt = match k {
                kind::MSS => {
                    fixed(4, "tcp.option.mss.length")?;
                    TcpOption::Mss(be16(body, 0))
                }
                kind::WINDOW_SCALE => {
                    fixed(3, "tcp.option.window_scale.length")?;
                    TcpOption::WindowScale(body[0])
                }
                kind::SACK_PERMITTED => {
                    fixed(2, "tcp.option.sack_permitted.length")?;
                    TcpOption::SackPermitted
                }
                kind::SACK => {
                    if body.is_empty() || body.len() % 8 != 0 || body.len() > 32 {
                        return Err(Error::value("tcp.option.sack.length", 10, len as u64));
                    }
                    TcpOption::Sack(
                        body.chunks_exact(8).map(|c| (be32(c, 0), be32(c, 4))).collect(),
                    )
                }
                kind::TIMESTAMPS => {
                    fixed(10, "tcp.option.timestamps.length")?;
                    TcpOption::Timestamps { value: be32(body, 0), echo: be32(body, 4) }
                }
                _ => TcpOption::Unknown { kind: k, data: body.to_vec() },
            };
            out.push(opt);
            b = &b[len..];
        }
        Ok(out)
    }
}

/// A TCP segment (header fields, options and payload).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repr {
    pub src_port: u16,
    pub dst_port: u16,
    pub seq: u32,
    pub ack: u32,
    pub flags: u8,
    pub window: u16,
    pub urgent: u16,
    pub options: Vec<TcpOption>,
    pub payload: Vec<u8>,
}

impl Repr {
    /// Parses a segment carried by IPv4 from `src` to `dst` and verifies its checksum.
    pub fn parse(buf: &[u8], src: [u8; 4], dst: [u8; 4]) -> Result<Repr> {
        need("tcp.header", buf, MIN_HEADER_LEN)?;
        let hlen = ((buf[field::DATA_OFFSET] >> 4) as usize) * 4;
        if hlen < MIN_HEADER_LEN {
            return Err(Error {
                field: "tcp.data_offset",
                kind: ErrorKind::TooSmall { min: MIN_HEADER_LEN as u64, found: hlen as u64 },
            });
        }
        need("tcp.data_offset", buf, hlen)?;
        let acc = checksum::pseudo_header(src, dst, super::ipv4::PROTOCOL_TCP, buf.len() as u16);
        if checksum::finish(checksum::sum(acc, buf)) != 0 {
            let found = be16(buf, field::CHECKSUM.start);
            let mut copy = buf.to_vec();
            copy[field::CHECKSUM].fill(0);
            let expected = checksum::finish(checksum::sum(acc, &copy));
            return Err(Error {
                field: "tcp.checksum",
                kind: ErrorKind::Checksum { expected: expected as u64, found: found as u64 },
            });
        }
        Ok(Repr {
            src_port: be16(buf, field::SRC_PORT.start),
            dst_port: be16(buf, field::DST_PORT.start),
            seq: be32(buf, field::SEQ_NUM.start),
            ack: be32(buf, field::ACK_NUM.start),
            flags: buf[field::FLAGS],
            window: be16(buf, field::WINDOW.start),
            urgent: be16(buf, field::URGENT.start),
            options: TcpOption::parse_all(&buf[field::OPTIONS..hlen])?,
            payload: buf[hlen..].to_vec(),
        })
    }

    /// Writes the checksum of `segment` (header and payload) carried by IPv4 from `src` to
    /// `dst`, after the other fields were set or changed.
    pub fn fill_checksum(segment: &mut [u8], src: [u8; 4], dst: [u8; 4]) {
        segment[field::CHECKSUM].fill(0);
        let acc = checksum::pseudo_header(src, dst, super::ipv4::PROTOCOL_TCP, segment.len() as u16);
        let c = checksum::finish(checksum::sum(acc, segment));
        segment[field::CHECKSUM].copy_from_slice(&c.to_be_bytes());
    }

    /// Emits the segment with options padded to a 4-byte multiple (END then zeros) and the
    /// checksum over the IPv4 pseudo-header.
    ///
    /// # Panics
    /// If the options do not fit in 40 bytes (a caller bug, not input data).
    pub fn emit(&self, src: [u8; 4], dst: [u8; 4]) -> Vec<u8> {
        let mut opts = Vec::new();
        for o in &self.options {
            o.emit(&mut opts);
        }
        if opts.len() % 4 != 0 {
            opts.push(kind::END);
            opts.resize(opts.len().next_multiple_of(4), 0);
        }
        let hlen = MIN_HEADER_LEN + opts.len();
        assert!(hlen <= MAX_HEADER_LEN, "TCP options exceed 40 bytes");
        let mut out = vec![0u8; MIN_HEADER_LEN];
        out[field::SRC_PORT].copy_from_slice(&self.src_port.to_be_bytes());
        out[field::DST_PORT].copy_from_slice(&self.dst_port.to_be_bytes());
        out[field::SEQ_NUM].copy_from_slice(&self.seq.to_be_bytes());
        out[field::ACK_NUM].copy_from_slice(&self.ack.to_be_bytes());
        out[field::DATA_OFFSET] = ((hlen / 4) as u8) << 4;
        out[field::FLAGS] = self.flags;
        out[field::WINDOW].copy_from_slice(&self.window.to_be_bytes());
        out[field::URGENT].copy_from_slice(&self.urgent.to_be_bytes());
        out.extend_from_slice(&opts);
        out.extend_from_slice(&self.payload);
        Self::fill_checksum(&mut out, src, dst);
        out
    }

    /// Sequence space this segment occupies (payload, plus one each for SYN and FIN).
    pub fn seq_len(&self) -> u32 {
        self.payload.len() as u32
            + (self.flags & flags::SYN != 0) as u32
            + (self.flags & flags::FIN != 0) as u32
    }
}
