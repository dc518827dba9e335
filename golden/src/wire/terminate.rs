//! RDMAP Terminate message body (RFC 5040 section 4.8) and the error mapping the model follows
//! (RFC 5040 section 4.8 codes; RFC 5041 section 7 for DDP; RFC 5044 section 8 and RFC 6581
//! section 9 for the LLP/MPA codes), as typed enums.
//!
//! Layout: Terminate Control (4 bytes: layer 4 bits, etype 4, error code 8, then the header
//! control bits M, D, R and 13 reserved bits), then the DDP Segment Length (2 bytes, the
//! ULPDU_LENGTH of the terminated FPDU) and the terminated DDP header (14 or 18 bytes, per its
//! T bit) when D is set, then the terminated RDMAP header (the 28-byte Read Request body) when R
//! is set. M says the segment length is valid. Wireshark's dissector reads the same layout.

use super::ddp::{ddp_bits, READ_REQUEST_LEN, TAGGED_HEADER_LEN, UNTAGGED_HEADER_LEN};
use super::{be16, need, Error, Result};

pub mod field {
    use crate::wire::Field;
    pub const LAYER_ETYPE: usize = 0;
    pub const ERROR_CODE: usize = 1;
    /// Header-control bits and reserved bits, big-endian 16-bit word.
    pub const HDRCT: Field = 2..4;
    pub const SEGMENT_LENGTH: Field = 4..6;
    pub const DDP_HEADER: usize = 6;
}

pub const CONTROL_LEN: usize = 4;
pub const SEGMENT_LENGTH_LEN: usize = 2;
pub mod hdrct_bits {
    pub const M: u16 = 0x8000;
    pub const D: u16 = 0x4000;
    pub const R: u16 = 0x2000;
    pub const RESERVED: u16 = 0x1FFF;
}

/// Layer that detected the error (RFC 5040 section 4.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Layer {
    Rdmap = 0,
    Ddp = 1,
    Llp = 2,
}

/// (layer, etype, ecode) as carried in the Terminate Control field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TermCode {
    pub layer: u8,
    pub etype: u8,
    pub ecode: u8,
}

/// Every error cause of the mapping table in iwarp-wire.md, with its code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TerminateCause {
    // DDP tagged buffer errors (layer 1, etype 1).
    TaggedInvalidStag,
    /// DDP has no access-rights code: reported as invalid STag (RFC 5041 section 7.2).
    TaggedAccessRights,
    TaggedBaseBounds,
    TaggedStagNotAssociated,
    TaggedToWrap,
    TaggedDdpVersion,
    // DDP untagged buffer errors (layer 1, etype 2).
    UntaggedInvalidQn,
    UntaggedNoBuffer,
    UntaggedMsnRange,
    UntaggedInvalidMo,
    UntaggedMessageTooLong,
    UntaggedDdpVersion,
    /// DDP catastrophic (layer 1, etype 0, ecode 0).
    DdpCatastrophic,
    // RDMAP remote protection (layer 0, etype 1): inbound Read Request source checks.
    RemoteInvalidStag,
    RemoteBaseBounds,
    RemoteAccessRights,
    RemoteStagNotAssociated,
    RemoteToWrap,
    RemoteCannotInvalidate,
    // RDMAP remote operation (layer 0, etype 2).
    RdmapVersion,
    UnexpectedOpcode,
    // RDMAP local catastrophic (layer 0, etype 0).
    CatastrophicStream,
    CatastrophicGlobal,
    Unspecified,
    // LLP (layer 2, etype 0).
    LlpStreamLost,
    MpaCrc,
    MpaMarker,
    MpaInvalidReqRep,
    MpaLocalCatastrophic,
    MpaInsufficientIrd,
    MpaNoMatchingRtr,
}

impl TerminateCause {
    pub const ALL: [TerminateCause; 31] = [
        TerminateCause::TaggedInvalidStag,
        TerminateCause::TaggedAccessRights,
        TerminateCause::TaggedBaseBounds,
        TerminateCause::TaggedStagNotAssociated,
        TerminateCause::TaggedToWrap,
        TerminateCause::TaggedDdpVersion,
        TerminateCause::UntaggedInvalidQn,
        TerminateCause::UntaggedNoBuffer,
        TerminateCause::UntaggedMsnRange,
        TerminateCause::UntaggedInvalidMo,
        TerminateCause::UntaggedMessageTooLong,
        TerminateCause::UntaggedDdpVersion,
        TerminateCause::DdpCatastrophic,
        TerminateCause::RemoteInvalidStag,
        TerminateCause::RemoteBaseBounds,
        TerminateCause::RemoteAccessRights,
        TerminateCause::RemoteStagNotAssociated,
        TerminateCause::RemoteToWrap,
        TerminateCause::RemoteCannotInvalidate,
        TerminateCause::RdmapVersion,
        TerminateCause::UnexpectedOpcode,
        TerminateCause::CatastrophicStream,
        TerminateCause::CatastrophicGlobal,
        TerminateCause::Unspecified,
        TerminateCause::LlpStreamLost,
        TerminateCause::MpaCrc,
        TerminateCause::MpaMarker,
        TerminateCause::MpaInvalidReqRep,
        TerminateCause::MpaLocalCatastrophic,
        TerminateCause::MpaInsufficientIrd,
        TerminateCause::MpaNoMatchingRtr,
    ];

    pub fn code(self) -> TermCode {
        use TerminateCause::*;
        let (layer, etype, ecode) = match self {
            TaggedInvalidStag | TaggedAccessRights => (Layer::Ddp, 1, 0),
            TaggedBaseBounds => (Layer::Ddp, 1, 1),
            TaggedStagNotAssociated => (Layer::Ddp, 1, 2),
            TaggedToWrap => (Layer::Ddp, 1, 3),
            TaggedDdpVersion => (Layer::Ddp, 1, 4),
            UntaggedInvalidQn => (Layer::Ddp, 2, 1),
            UntaggedNoBuffer => (Layer::Ddp, 2, 2),
            UntaggedMsnRange => (Layer::Ddp, 2, 3),
            UntaggedInvalidMo => (Layer::Ddp, 2, 4),
            UntaggedMessageTooLong => (Layer::Ddp, 2, 5),
            UntaggedDdpVersion => (Layer::Ddp, 2, 6),
            DdpCatastrophic => (Layer::Ddp, 0, 0),
            RemoteInvalidStag => (Layer::Rdmap, 1, 0),
            RemoteBaseBounds => (Layer::Rdmap, 1, 1),
            RemoteAccessRights => (Layer::Rdmap, 1, 2),
            RemoteStagNotAssociated => (Layer::Rdmap, 1, 3),
            RemoteToWrap => (Layer::Rdmap, 1, 4),
            RemoteCannotInvalidate => (Layer::Rdmap, 1, 9),
            RdmapVersion => (Layer::Rdmap, 2, 5),
            UnexpectedOpcode => (Layer::Rdmap, 2, 6),
            CatastrophicStream => (Layer::Rdmap, 0, 7),
            CatastrophicGlobal => (Layer::Rdmap, 0, 8),
            Unspecified => (Layer::Rdmap, 0, 0xFF),
            LlpStreamLost => (Layer::Llp, 0, 1),
            MpaCrc => (Layer::Llp, 0, 2),
            MpaMarker => (Layer::Llp, 0, 3),
            MpaInvalidReqRep => (Layer::Llp, 0, 4),
            MpaLocalCatastrophic => (Layer::Llp, 0, 5),
            MpaInsufficientIrd => (Layer::Llp, 0, 6),
            MpaNoMatchingRtr => (Layer::Llp, 0, 7),
        };
        TermCode { layer: layer as u8, etype, ecode }
    }

    /// The cause a code names (tagged access rights shares invalid STag's code and decodes as
    /// invalid STag).
    pub fn from_code(code: TermCode) -> Option<TerminateCause> {
        TerminateCause::ALL
            .iter()
            .copied()
            .filter(|c| *c != TerminateCause::TaggedAccessRights)
            .find(|c| c.code() == code)
    }
}

/// A Terminate message body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Terminate {
    pub code: TermCode,
    /// M: the DDP Segment Length is valid.
    pub segment_length_valid: bool,
    /// Reserved header-control bits as sent (must be zero).
    pub reserved: u16,
    /// With D set: the ULPDU_LENGTH of the terminated FPDU and its DDP header (14 or 18 bytes).
    pub ddp: Option<(u16, Vec<u8>)>,
    /// With R set: the terminated Read Request body (28 bytes).
    pub rdmap: Option<Vec<u8>>,
}

impl Terminate {
    pub fn wire_len(&self) -> usize {
        CONTROL_LEN
            + self.ddp.as_ref().map_or(0, |(_, h)| SEGMENT_LENGTH_LEN + h.len())
            + self.rdmap.as_ref().map_or(0, |r| r.len())
    }

    pub fn parse(b: &[u8]) -> Result<Terminate> {
        need("rdmap.terminate.control", b, CONTROL_LEN)?;
        let hdrct = be16(b, field::HDRCT.start);
        let layer = b[field::LAYER_ETYPE] >> 4;
        if layer > Layer::Llp as u8 {
            return Err(Error::value("rdmap.terminate.layer", Layer::Llp as u8 as u64, layer as u64));
        }
        let code = TermCode { layer, etype: b[field::LAYER_ETYPE] & 0x0F, ecode: b[field::ERROR_CODE] };
        let mut at = CONTROL_LEN;
        let ddp = if hdrct & hdrct_bits::D != 0 {
            need("rdmap.terminate.segment_length", b, at + SEGMENT_LENGTH_LEN + 1)?;
            let seg_len = be16(b, at);
            at += SEGMENT_LENGTH_LEN;
            let hlen = if b[at] & ddp_bits::TAGGED != 0 { TAGGED_HEADER_LEN } else { UNTAGGED_HEADER_LEN };
            need("rdmap.terminate.ddp_header", b, at + hlen)?;
            let h = b[at..at + hlen].to_vec();
            at += hlen;
            Some((seg_len, h))
        } else {
            None
        };
        let rdmap = if hdrct & hdrct_bits::R != 0 {
            need("rdmap.terminate.rdmap_header", b, at + READ_REQUEST_LEN)?;
            let r = b[at..at + READ_REQUEST_LEN].to_vec();
            at += READ_REQUEST_LEN;
            Some(r)
        } else {
            None
        };
        if b.len() != at {
            return Err(Error::value("rdmap.terminate.length", at as u64, b.len() as u64));
        }
        Ok(Terminate {
            code,
            segment_length_valid: hdrct & hdrct_bits::M != 0,
            reserved: hdrct & hdrct_bits::RESERVED,
            ddp,
            rdmap,
        })
    }

    pub fn emit(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.wire_len());
        out.push((self.code.layer << 4) | (self.code.etype & 0x0F));
        out.push(self.code.ecode);
        let hdrct = if self.segment_length_valid { hdrct_bits::M } else { 0 }
            | if self.ddp.is_some() { hdrct_bits::D } else { 0 }
            | if self.rdmap.is_some() { hdrct_bits::R } else { 0 }
            | (self.reserved & hdrct_bits::RESERVED);
        out.extend_from_slice(&hdrct.to_be_bytes());
        if let Some((len, h)) = &self.ddp {
            out.extend_from_slice(&len.to_be_bytes());
            out.extend_from_slice(h);
        }
        if let Some(r) = &self.rdmap {
            out.extend_from_slice(r);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_follow_the_mapping_table() {
        use TerminateCause::*;
        let t = |c: TerminateCause| {
            let k = c.code();
            (k.layer, k.etype, k.ecode)
        };
        assert_eq!(t(TaggedInvalidStag), (1, 1, 0));
        assert_eq!(t(TaggedAccessRights), (1, 1, 0));
        assert_eq!(t(TaggedToWrap), (1, 1, 3));
        assert_eq!(t(TaggedDdpVersion), (1, 1, 4));
        assert_eq!(t(UntaggedDdpVersion), (1, 2, 6));
        assert_eq!(t(UntaggedMessageTooLong), (1, 2, 5));
        assert_eq!(t(RemoteAccessRights), (0, 1, 2));
        assert_eq!(t(RemoteCannotInvalidate), (0, 1, 9));
        assert_eq!(t(UnexpectedOpcode), (0, 2, 6));
        assert_eq!(t(MpaCrc), (2, 0, 2));
        assert_eq!(t(MpaMarker), (2, 0, 3));
    }

    #[test]
    fn codes_are_unique_except_the_documented_alias() {
        for a in TerminateCause::ALL {
            let back = TerminateCause::from_code(a.code()).unwrap();
            if a == TerminateCause::TaggedAccessRights {
                assert_eq!(back, TerminateCause::TaggedInvalidStag);
            } else {
                assert_eq!(back, a);
            }
        }
    }
}
