//! DDP segment headers (RFC 5041 section 4) with the RDMAP control byte and RsvdULP field they
//! carry (RFC 5040 section 4), and the RDMAP Read Request body (RFC 5040 section 4.4).
//!
//! Byte 0 is DDP's control field: T(0x80) L(0x40) reserved(0x3C) DV(0x03). Byte 1 is the first
//! byte of RsvdULP, which RDMAP uses as its control field: RV(0xC0) reserved(0x30) opcode(0x0F).
//! Tagged headers are 14 bytes (STag, TO); untagged headers are 18 bytes (4 more RsvdULP bytes,
//! the Invalidate STag of Send with Invalidate, then QN, MSN, MO).

use super::{be32, be64, need, Error, Result};

pub mod field {
    use crate::wire::Field;
    pub const DDP_CONTROL: usize = 0;
    pub const RDMAP_CONTROL: usize = 1;
    /// Tagged buffer model (RFC 5041 section 4.2).
    pub const STAG: Field = 2..6;
    pub const TO: Field = 6..14;
    /// Untagged buffer model (RFC 5041 section 4.3; RFC 5040 section 4.3 for the STag).
    pub const RSVD_ULP: Field = 2..6;
    pub const QN: Field = 6..10;
    pub const MSN: Field = 10..14;
    pub const MO: Field = 14..18;
    /// Read Request body (RFC 5040 section 4.4), offsets into the payload.
    pub const RR_SINK_STAG: Field = 0..4;
    pub const RR_SINK_TO: Field = 4..12;
    pub const RR_SIZE: Field = 12..16;
    pub const RR_SRC_STAG: Field = 16..20;
    pub const RR_SRC_TO: Field = 20..28;
}

pub const TAGGED_HEADER_LEN: usize = 14;
pub const UNTAGGED_HEADER_LEN: usize = 18;
pub const READ_REQUEST_LEN: usize = 28;

/// DDP control field bits (RFC 5041 section 4.2).
pub mod ddp_bits {
    pub const TAGGED: u8 = 0x80;
    pub const LAST: u8 = 0x40;
    pub const RESERVED: u8 = 0x3C;
    pub const VERSION: u8 = 0x03;
}
/// RDMAP control field bits (RFC 5040 section 4.2).
pub mod rdmap_bits {
    pub const VERSION: u8 = 0xC0;
    pub const VERSION_SHIFT: u32 = 6;
    pub const RESERVED: u8 = 0x30;
    pub const OPCODE: u8 = 0x0F;
}
/// RFC 5041 section 4.2 / RFC 5040 section 4.2: the versions this codec speaks.
pub const DDP_VERSION: u8 = 1;
pub const RDMAP_VERSION: u8 = 1;

/// Untagged queue numbers (RFC 5040 section 5.1).
pub mod queue {
    pub const SEND: u32 = 0;
    pub const READ_REQUEST: u32 = 1;
    pub const TERMINATE: u32 = 2;
}

/// RDMAP opcodes (RFC 5040 section 4.2, table 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Opcode {
    RdmaWrite = 0,
    ReadRequest = 1,
    ReadResponse = 2,
    Send = 3,
    SendInvalidate = 4,
    SendSe = 5,
    SendSeInvalidate = 6,
    Terminate = 7,
}

impl Opcode {
    pub const ALL: [Opcode; 8] = [
        Opcode::RdmaWrite,
        Opcode::ReadRequest,
        Opcode::ReadResponse,
        Opcode::Send,
        Opcode::SendInvalidate,
        Opcode::SendSe,
        Opcode::SendSeInvalidate,
        Opcode::Terminate,
    ];
    pub fn from_u8(v: u8) -> Option<Opcode> {
        Opcode::ALL.get(v as usize).copied()
    }
    /// RDMA Write and Read Response use the tagged buffer model.
    pub fn is_tagged(self) -> bool {
        matches!(self, Opcode::RdmaWrite | Opcode::ReadResponse)
    }
    /// The untagged queue the opcode travels on (None for tagged opcodes).
    pub fn queue(self) -> Option<u32> {
        match self {
            Opcode::RdmaWrite | Opcode::ReadResponse => None,
            Opcode::ReadRequest => Some(queue::READ_REQUEST),
            Opcode::Terminate => Some(queue::TERMINATE),
            _ => Some(queue::SEND),
        }
    }
    /// Send with Invalidate (with or without SE) carries the STag to invalidate in RsvdULP.
    pub fn carries_invalidate_stag(self) -> bool {
        matches!(self, Opcode::SendInvalidate | Opcode::SendSeInvalidate)
    }
    pub fn name(self) -> &'static str {
        match self {
            Opcode::RdmaWrite => "RDMA Write",
            Opcode::ReadRequest => "RDMA Read Request",
            Opcode::ReadResponse => "RDMA Read Response",
            Opcode::Send => "Send",
            Opcode::SendInvalidate => "Send with Invalidate",
            Opcode::SendSe => "Send with Solicited Event",
            Opcode::SendSeInvalidate => "Send with SE and Invalidate",
            Opcode::Terminate => "Terminate",
        }
    }
}

/// Buffer-model part of the header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Buffer {
    Tagged { stag: u32, to: u64 },
    Untagged { rsvd_ulp: u32, qn: u32, msn: u32, mo: u32 },
}

/// Checked view of a DDP segment (ULPDU): `new_checked` guarantees the header is present.
#[derive(Debug, Clone, Copy)]
pub struct Packet<'a> {
    buf: &'a [u8],
}

impl<'a> Packet<'a> {
    pub fn new_checked(buf: &'a [u8]) -> Result<Self> {
        need("ddp.control", buf, field::RDMAP_CONTROL + 1)?;
        let p = Packet { buf };
        need("ddp.header", buf, p.header_len())?;
        Ok(p)
    }
    pub fn tagged(&self) -> bool {
        self.buf[field::DDP_CONTROL] & ddp_bits::TAGGED != 0
    }
    pub fn last(&self) -> bool {
        self.buf[field::DDP_CONTROL] & ddp_bits::LAST != 0
    }
    pub fn ddp_reserved(&self) -> u8 {
        (self.buf[field::DDP_CONTROL] & ddp_bits::RESERVED) >> 2
    }
    pub fn ddp_version(&self) -> u8 {
        self.buf[field::DDP_CONTROL] & ddp_bits::VERSION
    }
    pub fn rdmap_version(&self) -> u8 {
        (self.buf[field::RDMAP_CONTROL] & rdmap_bits::VERSION) >> rdmap_bits::VERSION_SHIFT
    }
    pub fn rdmap_reserved(&self) -> u8 {
        (self.buf[field::RDMAP_CONTROL] & rdmap_bits::RESERVED) >> 4
    }
    pub fn opcode_raw(&self) -> u8 {
        self.buf[field::RDMAP_CONTROL] & rdmap_bits::OPCODE
    }
    pub fn header_len(&self) -> usize {
        if self.tagged() { TAGGED_HEADER_LEN } else { UNTAGGED_HEADER_LEN }
    }
    pub fn buffer(&self) -> Buffer {
        let b = self.buf;
        if self.tagged() {
            Buffer::Tagged { stag: be32(b, field::STAG.start), to: be64(b, field::TO.start) }
        } else {
            Buffer::Untagged {
                rsvd_ulp: be32(b, field::RSVD_ULP.start),
                qn: be32(b, field::QN.start),
                msn: be32(b, field::MSN.start),
                mo: be32(b, field::MO.start),
            }
        }
    }
    pub fn header(&self) -> &'a [u8] {
        &self.buf[..self.header_len()]
    }
    pub fn payload(&self) -> &'a [u8] {
        &self.buf[self.header_len()..]
    }
}

/// A DDP segment with its RDMAP header fields: the high-level form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    pub opcode: Opcode,
    pub last: bool,
    pub buffer: Buffer,
    pub payload: Vec<u8>,
}

impl Segment {
    /// Strict parse: versions 1, reserved bits zero, a known opcode whose buffer model
    /// matches the T bit.
    pub fn parse(buf: &[u8]) -> Result<Segment> {
        let p = Packet::new_checked(buf)?;
        if p.ddp_version() != DDP_VERSION {
            return Err(Error::value("ddp.dv", DDP_VERSION as u64, p.ddp_version() as u64));
        }
        if p.ddp_reserved() != 0 {
            return Err(Error::value("ddp.reserved", 0, p.ddp_reserved() as u64));
        }
        if p.rdmap_version() != RDMAP_VERSION {
            return Err(Error::value("rdmap.rv", RDMAP_VERSION as u64, p.rdmap_version() as u64));
        }
        if p.rdmap_reserved() != 0 {
            return Err(Error::value("rdmap.reserved", 0, p.rdmap_reserved() as u64));
        }
        let opcode = Opcode::from_u8(p.opcode_raw())
            .ok_or(Error::value("rdmap.opcode", Opcode::Terminate as u64, p.opcode_raw() as u64))?;
        if opcode.is_tagged() != p.tagged() {
            return Err(Error::value("ddp.t", opcode.is_tagged() as u64, p.tagged() as u64));
        }
        Ok(Segment { opcode, last: p.last(), buffer: p.buffer(), payload: p.payload().to_vec() })
    }

    pub fn header_len(&self) -> usize {
        match self.buffer {
            Buffer::Tagged { .. } => TAGGED_HEADER_LEN,
            Buffer::Untagged { .. } => UNTAGGED_HEADER_LEN,
        }
    }

    /// Emits header and payload (versions 1, reserved bits zero).
    pub fn emit(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.header_len() + self.payload.len());
        let t = matches!(self.buffer, Buffer::Tagged { .. });
        out.push(
            if t { ddp_bits::TAGGED } else { 0 } | if self.last { ddp_bits::LAST } else { 0 } | DDP_VERSION,
        );
        out.push((RDMAP_VERSION << rdmap_bits::VERSION_SHIFT) | self.opcode as u8);
        match self.buffer {
            Buffer::Tagged { stag, to } => {
                out.extend_from_slice(&stag.to_be_bytes());
                out.extend_from_slice(&to.to_be_bytes());
            }
            Buffer::Untagged { rsvd_ulp, qn, msn, mo } => {
                for w in [rsvd_ulp, qn, msn, mo] {
                    out.extend_from_slice(&w.to_be_bytes());
                }
            }
        }
        out.extend_from_slice(&self.payload);
        out
    }
}

/// RDMA Read Request body (RFC 5040 section 4.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReadRequest {
    pub sink_stag: u32,
    pub sink_to: u64,
    pub size: u32,
    pub src_stag: u32,
    pub src_to: u64,
}

impl ReadRequest {
    pub fn parse(payload: &[u8]) -> Result<ReadRequest> {
        if payload.len() != READ_REQUEST_LEN {
            return Err(Error::value(
                "rdmap.read_request.length",
                READ_REQUEST_LEN as u64,
                payload.len() as u64,
            ));
        }
        Ok(ReadRequest {
            sink_stag: be32(payload, field::RR_SINK_STAG.start),
            sink_to: be64(payload, field::RR_SINK_TO.start),
            size: be32(payload, field::RR_SIZE.start),
            src_stag: be32(payload, field::RR_SRC_STAG.start),
            src_to: be64(payload, field::RR_SRC_TO.start),
        })
    }
    pub fn emit(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(READ_REQUEST_LEN);
        out.extend_from_slice(&self.sink_stag.to_be_bytes());
        out.extend_from_slice(&self.sink_to.to_be_bytes());
        out.extend_from_slice(&self.size.to_be_bytes());
        out.extend_from_slice(&self.src_stag.to_be_bytes());
        out.extend_from_slice(&self.src_to.to_be_bytes());
        out
    }
}
