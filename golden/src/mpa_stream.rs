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

/// What a receiver reports for one FPDU (RFC 5044 receive rules as this project applies them;
/// the Terminate codes are LLP ecode 2 for CRC and 3 for marker and length errors).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RxStatus {
    Ok,
    /// CRC negotiated on and the CRC field does not match (LLP ecode 2).
    CrcError,
    /// A marker of the FPDU points elsewhere than its ULPDU_LENGTH (low two bits of FPDUPTR
    /// ignored), the CRC being good or off (LLP ecode 3).
    MarkerError,
    /// ULPDU_LENGTH above the configured maximum or below the DDP header it must hold (14 bytes
    /// tagged, 18 untagged, per the T bit of its first byte) (LLP ecode 3).
    LengthError,
}

/// One FPDU as a receiver delivers it: the ULPDU (empty on a length error, which stops framing)
/// and its status. After the first error the connection delivers nothing more.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RxFpdu {
    pub ulpdu: Vec<u8>,
    pub status: RxStatus,
}

/// Receiver side with the checks of the model's mpa_rx: length, CRC, marker pointers.
#[derive(Debug, Clone)]
pub struct Receiver {
    offset: u32,
    pending: Vec<u8>,
    markers: bool,
    crc: bool,
    max_ulpdu: u16,
    stopped: bool,
}

/// Smallest ULPDU that holds a DDP header: tagged 14, untagged 18 (RFC 5041 section 4).
pub fn min_ulpdu(first_byte: u8) -> u16 {
    if first_byte & crate::wire::ddp::ddp_bits::TAGGED != 0 {
        crate::wire::ddp::TAGGED_HEADER_LEN as u16
    } else {
        crate::wire::ddp::UNTAGGED_HEADER_LEN as u16
    }
}

impl Receiver {
    pub fn new(offset: u32, markers: bool, crc: bool, max_ulpdu: u16) -> Self {
        Receiver { offset, pending: Vec::new(), markers, crc, max_ulpdu, stopped: false }
    }

    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// In-order stream bytes in; every FPDU they complete out (none after the first error).
    pub fn push(&mut self, bytes: &[u8]) -> Vec<RxFpdu> {
        let mut out = Vec::new();
        if self.stopped {
            return out;
        }
        self.pending.extend_from_slice(bytes);
        let mut used = 0;
        loop {
            let buf = &self.pending[used..];
            // The header word: ULPDU_LENGTH and the first two ULPDU bytes (after a leading marker).
            let at = if mpa::is_marker_position(self.offset, self.markers) { mpa::MARKER_LEN } else { 0 };
            if buf.len() < at + 4 {
                break;
            }
            let len = u16::from_be_bytes([buf[at], buf[at + 1]]);
            if len > self.max_ulpdu || len < min_ulpdu(buf[at + 2]) {
                out.push(RxFpdu { ulpdu: Vec::new(), status: RxStatus::LengthError });
                self.stopped = true;
                break;
            }
            let Ok(f) = mpa::decode_fpdu(buf, self.offset, self.markers) else { break };
            let status = if self.crc && f.crc_field != f.crc_computed {
                RxStatus::CrcError
            } else if f.markers.iter().any(|m| m.fpduptr & !3 != m.expected_fpduptr) {
                RxStatus::MarkerError
            } else {
                RxStatus::Ok
            };
            used += f.wire_len;
            self.offset = self.offset.wrapping_add(f.wire_len as u32);
            out.push(RxFpdu { ulpdu: f.ulpdu, status });
            if status != RxStatus::Ok {
                self.stopped = true;
                break;
            }
        }
        self.pending.drain(..used);
        out
    }
}
