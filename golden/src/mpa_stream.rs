//! MPA on a byte stream: a framer that turns ULPDUs into the FPDU stream from any 4-aligned
//! offset from S0, and a deframer that recovers the FPDUs however the stream is cut into TCP
//! segments (RFC 5044 sections 4-5). Offsets are modulo 2^32 (sequence wrap).

use crate::wire::mpa::{self, Fpdu};

/// Sender side: frames ULPDUs back to back.
#[derive(Debug, Clone)]
pub struct Framer {
    /// Stream offset (from S0) of the next FPDU.
    pub offset: u32,
    pub markers: bool,
    pub crc: bool,
}

impl Framer {
    /// # Panics
    /// If `offset` is not 4-aligned (FPDUs always start aligned, RFC 5044 section 4.1).
    pub fn new(offset: u32, markers: bool, crc: bool) -> Self {
        assert!(offset % mpa::ALIGNMENT as u32 == 0, "FPDU stream offset must be 4-aligned");
        Framer { offset, markers, crc }
    }

    /// Frames one ULPDU; returns its wire bytes and advances the offset.
    pub fn push(&mut self, ulpdu: &[u8]) -> Vec<u8> {
        self.push_with(ulpdu, &mpa::FpduFault::NONE)
    }

    pub fn push_with(&mut self, ulpdu: &[u8], fault: &mpa::FpduFault) -> Vec<u8> {
        let f = mpa::encode_fpdu_with(ulpdu, self.offset, self.markers, self.crc, fault);
        self.offset = self.offset.wrapping_add(f.len() as u32);
        f
    }
}

/// Receiver side: buffers stream bytes and yields complete FPDUs.
#[derive(Debug, Clone)]
pub struct Deframer {
    /// Stream offset of `pending[0]`, always an FPDU start.
    offset: u32,
    pending: Vec<u8>,
    pub markers: bool,
}

impl Deframer {
    pub fn new(offset: u32, markers: bool) -> Self {
        Deframer { offset, pending: Vec::new(), markers }
    }

    /// Stream offset of the next FPDU.
    pub fn offset(&self) -> u32 {
        self.offset
    }

    /// Bytes of an incomplete FPDU held back.
    pub fn pending(&self) -> &[u8] {
        &self.pending
    }

    /// Appends in-order stream bytes; returns every FPDU they complete.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<Fpdu> {
        self.pending.extend_from_slice(bytes);
        let mut out = Vec::new();
        let mut used = 0;
        while let Ok(f) = mpa::decode_fpdu(&self.pending[used..], self.offset, self.markers) {
            used += f.wire_len;
            self.offset = self.offset.wrapping_add(f.wire_len as u32);
            out.push(f);
        }
        self.pending.drain(..used);
        out
    }
}
