//! MPA (RFC 5044) and its enhanced connection setup (RFC 6581): the Request/Reply frames, the
//! FPDU (ULPDU_LENGTH, ULPDU, pad, CRC32C) and markers every 512 bytes of stream space.
//!
//! Stream offsets here are offsets from S0 (RFC 5044 section 5.1: the sequence number of the
//! first octet of the first FPDU sent after the Request/Reply), modulo 2^32 like TCP sequence
//! numbers. 2^32 is a multiple of the marker interval, so the marker grid crosses the wrap.

use super::{be16, need, Error, ErrorKind, Result};
use crate::crc::{crc32c, crc_wire_bytes};

/// RFC 5044 section 7.1: the two 16-byte keys.
pub const KEY_REQUEST: &[u8; 16] = b"MPA ID Req Frame";
pub const KEY_REPLY: &[u8; 16] = b"MPA ID Rep Frame";
/// RFC 5044 section 7.1: private data is at most 512 bytes.
pub const MAX_PRIVATE_DATA: usize = 512;
/// RFC 5044 section 7.1 flag bits of byte 16: Marker, CRC, Reject; the other bits are reserved.
pub const FLAG_MARKERS: u8 = 0x80;
pub const FLAG_CRC: u8 = 0x40;
pub const FLAG_REJECT: u8 = 0x20;
pub const FLAG_RESERVED: u8 = 0x1F;
pub const REVISION_1: u8 = 1;
/// RFC 6581 section 5: revision 2 carries IRD/ORD at the start of the private data.
pub const REVISION_2: u8 = 2;
/// RFC 5044 section 4.3: one marker every 512 octets of stream space.
pub const MARKER_INTERVAL: u32 = 512;
pub const MARKER_LEN: usize = 4;
/// RFC 5044 section 4.1: the ULPDU_LENGTH field.
pub const ULPDU_LENGTH_LEN: usize = 2;
pub const CRC_LEN: usize = 4;
/// RFC 5044 section 4.1: FPDUs (and so markers) are 4-byte aligned in stream space.
pub const ALIGNMENT: usize = 4;

pub mod field {
    use crate::wire::Field;
    /// Request/Reply frame, RFC 5044 section 7.1.
    pub const KEY: Field = 0..16;
    pub const FLAGS: usize = 16;
    pub const REVISION: usize = 17;
    pub const PD_LENGTH: Field = 18..20;
    pub const PRIVATE_DATA: usize = 20;
    /// RFC 6581 section 5: IRD and ORD words at the start of revision-2 private data.
    pub const IRD: Field = 0..2;
    pub const ORD: Field = 2..4;
    pub const IRD_ORD_LEN: usize = 4;
    /// Marker, RFC 5044 section 4.3.
    pub const MARKER_RESERVED: Field = 0..2;
    pub const MARKER_FPDUPTR: Field = 2..4;
}

/// RFC 6581 section 5 bits of the IRD and ORD words.
pub mod ird_ord_bits {
    /// IRD bit 15: peer-to-peer mode ("A").
    pub const PEER_TO_PEER: u16 = 0x8000;
    /// IRD bit 14: zero-length Send as the ready-to-receive message ("B").
    pub const SEND_RTR: u16 = 0x4000;
    /// ORD bit 15: zero-length RDMA Write RTR ("C").
    pub const WRITE_RTR: u16 = 0x8000;
    /// ORD bit 14: zero-length RDMA Read RTR ("D").
    pub const READ_RTR: u16 = 0x4000;
    pub const VALUE_MASK: u16 = 0x3FFF;
}

/// Request or Reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrameKind {
    Request,
    Reply,
}

/// RFC 6581 enhanced-setup words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct IrdOrd {
    /// 14-bit inbound RDMA Read queue depth.
    pub ird: u16,
    /// 14-bit outbound RDMA Read queue depth.
    pub ord: u16,
    pub peer_to_peer: bool,
    pub send_rtr: bool,
    pub write_rtr: bool,
    pub read_rtr: bool,
}

impl IrdOrd {
    pub fn words(&self) -> (u16, u16) {
        use ird_ord_bits::*;
        let ird = (self.ird & VALUE_MASK)
            | if self.peer_to_peer { PEER_TO_PEER } else { 0 }
            | if self.send_rtr { SEND_RTR } else { 0 };
        let ord = (self.ord & VALUE_MASK)
            | if self.write_rtr { WRITE_RTR } else { 0 }
            | if self.read_rtr { READ_RTR } else { 0 };
        (ird, ord)
    }
    pub fn from_words(ird: u16, ord: u16) -> Self {
        use ird_ord_bits::*;
        IrdOrd {
            ird: ird & VALUE_MASK,
            ord: ord & VALUE_MASK,
            peer_to_peer: ird & PEER_TO_PEER != 0,
            send_rtr: ird & SEND_RTR != 0,
            write_rtr: ord & WRITE_RTR != 0,
            read_rtr: ord & READ_RTR != 0,
        }
    }
}

/// An MPA Request or Reply frame (RFC 5044 section 7.1, RFC 6581 section 5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReqRep {
    pub kind: FrameKind,
    /// M: the sender wants markers in the FPDUs it receives.
    pub markers: bool,
    /// C: the sender wants CRC (used in both directions if either side asks).
    pub crc: bool,
    /// R: the responder rejects the connection (Reply only).
    pub reject: bool,
    /// The reserved flag bits as sent (must be zero).
    pub reserved: u8,
    pub revision: u8,
    /// Revision 2 only: the IRD/ORD words.
    pub ird_ord: Option<IrdOrd>,
    /// The ULP's private data (after the IRD/ORD words in revision 2).
    pub private_data: Vec<u8>,
}

impl ReqRep {
    /// Total private-data length as carried in PD_Length.
    pub fn pd_length(&self) -> usize {
        self.private_data.len() + if self.ird_ord.is_some() { field::IRD_ORD_LEN } else { 0 }
    }

    /// Length of the whole frame on the wire.
    pub fn wire_len(&self) -> usize {
        field::PRIVATE_DATA + self.pd_length()
    }

    /// Parses a frame from the start of `buf`; returns it and the bytes it used.
    pub fn parse(buf: &[u8]) -> Result<(ReqRep, usize)> {
        need("mpa.key", buf, field::KEY.end)?;
        let kind = if &buf[field::KEY] == KEY_REQUEST {
            FrameKind::Request
        } else if &buf[field::KEY] == KEY_REPLY {
            FrameKind::Reply
        } else {
            return Err(Error::value("mpa.key", 0, u64::from_be_bytes(buf[0..8].try_into().unwrap())));
        };
        need("mpa.pd_length", buf, field::PRIVATE_DATA)?;
        let flags = buf[field::FLAGS];
        let revision = buf[field::REVISION];
        if revision != REVISION_1 && revision != REVISION_2 {
            return Err(Error::value("mpa.revision", REVISION_2 as u64, revision as u64));
        }
        let pd_len = be16(buf, field::PD_LENGTH.start) as usize;
        if pd_len > MAX_PRIVATE_DATA {
            return Err(Error {
                field: "mpa.pd_length",
                kind: ErrorKind::TooLarge { max: MAX_PRIVATE_DATA as u64, found: pd_len as u64 },
            });
        }
        let total = field::PRIVATE_DATA + pd_len;
        need("mpa.private_data", buf, total)?;
        let pd = &buf[field::PRIVATE_DATA..total];
        let (ird_ord, private_data) = if revision == REVISION_2 {
            if pd.len() < field::IRD_ORD_LEN {
                return Err(Error {
                    field: "mpa.ird_ord",
                    kind: ErrorKind::TooSmall { min: field::IRD_ORD_LEN as u64, found: pd.len() as u64 },
                });
            }
            let io = IrdOrd::from_words(be16(pd, field::IRD.start), be16(pd, field::ORD.start));
            (Some(io), pd[field::IRD_ORD_LEN..].to_vec())
        } else {
            (None, pd.to_vec())
        };
        Ok((
            ReqRep {
                kind,
                markers: flags & FLAG_MARKERS != 0,
                crc: flags & FLAG_CRC != 0,
                reject: flags & FLAG_REJECT != 0,
                reserved: flags & FLAG_RESERVED,
                revision,
                ird_ord,
                private_data,
            },
            total,
        ))
    }

    /// Emits the frame.
    ///
    /// # Panics
    /// If the private data exceeds 512 bytes (a caller bug).
    pub fn emit(&self) -> Vec<u8> {
        assert!(self.pd_length() <= MAX_PRIVATE_DATA, "MPA private data above 512 bytes");
        let mut out = Vec::with_capacity(self.wire_len());
        out.extend_from_slice(match self.kind {
            FrameKind::Request => KEY_REQUEST,
            FrameKind::Reply => KEY_REPLY,
        });
        out.push(
            if self.markers { FLAG_MARKERS } else { 0 }
                | if self.crc { FLAG_CRC } else { 0 }
                | if self.reject { FLAG_REJECT } else { 0 }
                | (self.reserved & FLAG_RESERVED),
        );
        out.push(self.revision);
        out.extend_from_slice(&(self.pd_length() as u16).to_be_bytes());
        if let Some(io) = self.ird_ord {
            let (ird, ord) = io.words();
            out.extend_from_slice(&ird.to_be_bytes());
            out.extend_from_slice(&ord.to_be_bytes());
        }
        out.extend_from_slice(&self.private_data);
        out
    }
}

/// Pad bytes after ULPDU_LENGTH + ULPDU (RFC 5044 section 4.1): 0..3, to a multiple of 4.
pub const fn pad_len(ulpdu_len: usize) -> usize {
    (ALIGNMENT - (ULPDU_LENGTH_LEN + ulpdu_len) % ALIGNMENT) % ALIGNMENT
}

/// MULPDU, the largest ULPDU that fits one TCP segment of EMSS payload bytes (RFC 5044
/// section 5.1: with markers EMSS - (6 + 4 * ceil(EMSS / 512) + EMSS mod 4), without markers
/// EMSS - (6 + EMSS mod 4)).
pub const fn mulpdu(emss: usize, markers: bool) -> usize {
    let overhead = ULPDU_LENGTH_LEN + CRC_LEN + emss % ALIGNMENT;
    let marker_room = if markers {
        MARKER_LEN * emss.div_ceil(MARKER_INTERVAL as usize)
    } else {
        0
    };
    emss.saturating_sub(overhead + marker_room)
}

/// True when a marker sits at `stream_offset` (offsets from S0).
pub const fn is_marker_position(stream_offset: u32, markers: bool) -> bool {
    markers && stream_offset % MARKER_INTERVAL == 0
}

/// Deliberate faults for mutation tests of conformance checkers; `NONE` frames correctly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FpduFault {
    /// Sent in place of the true ULPDU_LENGTH (the layout still follows the true length).
    pub ulpdu_length: Option<u16>,
    /// Fill byte for the pad instead of zero.
    pub pad_fill: Option<u8>,
    /// XORed into the CRC after computing it.
    pub crc_xor: u32,
    /// XORed into the reserved half / FPDUPTR of every marker of this FPDU.
    pub marker_reserved_xor: u16,
    pub marker_fpduptr_xor: u16,
}

impl FpduFault {
    pub const NONE: FpduFault = FpduFault {
        ulpdu_length: None,
        pad_fill: None,
        crc_xor: 0,
        marker_reserved_xor: 0,
        marker_fpduptr_xor: 0,
    };
}

/// Frames one ULPDU as the FPDU that starts at `stream_offset` (4-aligned): markers inserted
/// where the grid falls, pad, and the CRC (zero when `crc` is off) least significant byte first.
pub fn encode_fpdu(ulpdu: &[u8], stream_offset: u32, markers: bool, crc: bool) -> Vec<u8> {
    encode_fpdu_with(ulpdu, stream_offset, markers, crc, &FpduFault::NONE)
}

/// [`encode_fpdu`] with deliberate faults.
///
/// # Panics
/// If `stream_offset` is not 4-aligned or the ULPDU is longer than 65535 bytes (caller bugs).
pub fn encode_fpdu_with(
    ulpdu: &[u8],
    stream_offset: u32,
    markers: bool,
    crc: bool,
    fault: &FpduFault,
) -> Vec<u8> {
    assert!(stream_offset as usize % ALIGNMENT == 0, "FPDU must start 4-aligned");
    assert!(ulpdu.len() <= u16::MAX as usize, "ULPDU longer than ULPDU_LENGTH can say");
    let pad = pad_len(ulpdu.len());
    let mut out = Vec::with_capacity(wire_len(stream_offset, ulpdu.len(), markers));
    let mut pos = stream_offset;
    let marker = |out: &mut Vec<u8>, fpduptr: u16| {
        out.extend_from_slice(&fault.marker_reserved_xor.to_be_bytes());
        out.extend_from_slice(&(fpduptr ^ fault.marker_fpduptr_xor).to_be_bytes());
    };
    // (a) a marker at the FPDU start belongs to this FPDU with FPDUPTR 0.
    if is_marker_position(pos, markers) {
        marker(&mut out, 0);
        pos = pos.wrapping_add(MARKER_LEN as u32);
    }
    let header_pos = pos;
    let length_field = fault.ulpdu_length.unwrap_or(ulpdu.len() as u16).to_be_bytes();
    let pad_byte = fault.pad_fill.unwrap_or(0);
    let content = length_field
        .iter()
        .chain(ulpdu.iter())
        .chain(core::iter::repeat(&pad_byte).take(pad));
    for &b in content {
        // (b) a marker inside ULPDU_LENGTH + ULPDU + pad points back to ULPDU_LENGTH.
        if is_marker_position(pos, markers) {
            marker(&mut out, pos.wrapping_sub(header_pos) as u16);
            pos = pos.wrapping_add(MARKER_LEN as u32);
        }
        out.push(b);
        pos = pos.wrapping_add(1);
    }
    // (c) a marker between the pad and the CRC.
    if is_marker_position(pos, markers) {
        marker(&mut out, pos.wrapping_sub(header_pos) as u16);
    }
    let crc_value = if crc { crc32c(&out) } else { 0 } ^ fault.crc_xor;
    out.extend_from_slice(&crc_wire_bytes(crc_value));
    out
}

/// Bytes on the wire of an FPDU with a `ulpdu_len`-byte ULPDU starting at `stream_offset`.
pub fn wire_len(stream_offset: u32, ulpdu_len: usize, markers: bool) -> usize {
    let body = ULPDU_LENGTH_LEN + ulpdu_len + pad_len(ulpdu_len) + CRC_LEN;
    if !markers {
        return body;
    }
    // Markers sit on the grid; the body's 4-byte slots are laid out around them. Count the
    // grid points met while placing body slots (the CRC slot included, the point after it not).
    let interval = MARKER_INTERVAL as usize;
    let phase = stream_offset as usize % interval;
    let mut markers_n = 0;
    let mut used = phase; // stream bytes into the current 512-byte interval
    let mut remaining = body;
    loop {
        if used % interval == 0 {
            markers_n += 1;
            used = MARKER_LEN;
        }
        let room = interval - used;
        if remaining <= room {
            break;
        }
        remaining -= room;
        used = interval;
    }
    body + MARKER_LEN * markers_n
}

/// A marker as found on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarkerSeen {
    /// Stream offset (from S0) of the marker's first byte.
    pub stream_offset: u32,
    /// Byte offset of the marker inside the FPDU's wire bytes.
    pub offset_in_fpdu: usize,
    pub reserved: u16,
    pub fpduptr: u16,
    /// What a conforming sender puts there.
    pub expected_fpduptr: u16,
}

/// One FPDU as decoded from the wire, with everything a checker needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fpdu {
    pub stream_offset: u32,
    pub ulpdu_length: u16,
    pub ulpdu: Vec<u8>,
    pub pad: Vec<u8>,
    /// The CRC field as sent (read least significant byte first).
    pub crc_field: u32,
    /// CRC32C over the FPDU up to the CRC field, markers included.
    pub crc_computed: u32,
    pub markers: Vec<MarkerSeen>,
    pub wire_len: usize,
}

impl Fpdu {
    /// Receiver's CRC verdict: with CRC off the field is not checked (RFC 5044 section 4.1).
    pub fn crc_ok(&self, crc: bool) -> bool {
        !crc || self.crc_field == self.crc_computed
    }
}

/// Reads the ULPDU_LENGTH of the FPDU starting at `buf[0]` (stream offset `stream_offset`),
/// or `None` when `buf` is too short to hold it.
pub fn peek_ulpdu_length(buf: &[u8], stream_offset: u32, markers: bool) -> Option<u16> {
    let at = if is_marker_position(stream_offset, markers) { MARKER_LEN } else { 0 };
    (buf.len() >= at + ULPDU_LENGTH_LEN).then(|| be16(buf, at))
}

/// Decodes the FPDU at the start of `buf`, which sits at `stream_offset`. Never fails on field
/// contents (a checker judges them); fails only when `buf` is too short.
pub fn decode_fpdu(buf: &[u8], stream_offset: u32, markers: bool) -> Result<Fpdu> {
    let Some(len) = peek_ulpdu_length(buf, stream_offset, markers) else {
        let at = if is_marker_position(stream_offset, markers) { MARKER_LEN } else { 0 };
        return Err(Error::truncated("mpa.ulpdu_length", at + ULPDU_LENGTH_LEN, buf.len()));
    };
    let total = wire_len(stream_offset, len as usize, markers);
    need("mpa.fpdu", buf, total)?;
    let mut markers_seen = Vec::new();
    let mut content = Vec::with_capacity(ULPDU_LENGTH_LEN + len as usize + 3);
    let mut i = 0;
    let mut pos = stream_offset;
    let mut take_marker = |i: &mut usize, pos: &mut u32, expected: u16| {
        markers_seen.push(MarkerSeen {
            stream_offset: *pos,
            offset_in_fpdu: *i,
            reserved: be16(buf, *i + field::MARKER_RESERVED.start),
            fpduptr: be16(buf, *i + field::MARKER_FPDUPTR.start),
            expected_fpduptr: expected,
        });
        *i += MARKER_LEN;
        *pos = pos.wrapping_add(MARKER_LEN as u32);
    };
    if is_marker_position(pos, markers) {
        take_marker(&mut i, &mut pos, 0);
    }
    let header_pos = pos;
    let content_len = ULPDU_LENGTH_LEN + len as usize + pad_len(len as usize);
    while content.len() < content_len {
        if is_marker_position(pos, markers) {
            let expected = pos.wrapping_sub(header_pos) as u16;
            take_marker(&mut i, &mut pos, expected);
        }
        content.push(buf[i]);
        i += 1;
        pos = pos.wrapping_add(1);
    }
    if is_marker_position(pos, markers) {
        let expected = pos.wrapping_sub(header_pos) as u16;
        take_marker(&mut i, &mut pos, expected);
    }
    let crc_computed = crc32c(&buf[..i]);
    let crc_field = u32::from_le_bytes(buf[i..i + CRC_LEN].try_into().unwrap());
    debug_assert_eq!(i + CRC_LEN, total);
    let ulpdu_end = ULPDU_LENGTH_LEN + len as usize;
    Ok(Fpdu {
        stream_offset,
        ulpdu_length: len,
        ulpdu: content[ULPDU_LENGTH_LEN..ulpdu_end].to_vec(),
        pad: content[ulpdu_end..].to_vec(),
        crc_field,
        crc_computed,
        markers: markers_seen,
        wire_len: total,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mulpdu_examples() {
        // iwarp-wire.md / RFC 5044 section 5.1 arithmetic.
        assert_eq!(mulpdu(1460, true), 1442);
        assert_eq!(mulpdu(1460, false), 1454);
        assert_eq!(mulpdu(1448, true), 1448 - (6 + 12));
        assert_eq!(mulpdu(8960, true), 8960 - (6 + 4 * 18));
    }

    #[test]
    fn pad_lengths() {
        assert_eq!(pad_len(2), 0);
        assert_eq!(pad_len(25), 1);
        assert_eq!(pad_len(31), 3);
        assert_eq!(pad_len(32), 2);
        assert_eq!(pad_len(30), 0);
    }

    #[test]
    fn wire_len_matches_encoder_everywhere_near_the_grid() {
        for start in (0..1024u32).step_by(4).chain((0xFFFF_FC00u32..=0xFFFF_FFFC).step_by(4)) {
            for len in [0usize, 1, 2, 13, 14, 30, 500, 505, 506, 507, 508, 1020, 1442, 3000] {
                for m in [false, true] {
                    let f = encode_fpdu(&vec![0xA5; len], start, m, true);
                    assert_eq!(f.len(), wire_len(start, len, m), "start {start} len {len} m {m}");
                    assert_eq!(f.len() % 4, 0);
                    let d = decode_fpdu(&f, start, m).unwrap();
                    assert_eq!(d.ulpdu.len(), len);
                    assert!(d.crc_ok(true));
                    assert!(d.markers.iter().all(|mk| mk.fpduptr == mk.expected_fpduptr));
                }
            }
        }
    }
}
