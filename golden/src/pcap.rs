//! Classic libpcap files (the "pcap" format of draft-ietf-opsawg-pcap sections 4-5) with
//! LINKTYPE_ETHERNET (1). The writer emits microsecond little-endian files; the reader takes
//! either byte order and microsecond or nanosecond timestamps.

use crate::wire::{Error, ErrorKind, Result};

pub const MAGIC_MICROS: u32 = 0xA1B2_C3D4;
pub const MAGIC_NANOS: u32 = 0xA1B2_3C4D;
pub const VERSION_MAJOR: u16 = 2;
pub const VERSION_MINOR: u16 = 4;
pub const LINKTYPE_ETHERNET: u32 = 1;
pub const SNAPLEN: u32 = 65535;
pub const FILE_HEADER_LEN: usize = 24;
pub const RECORD_HEADER_LEN: usize = 16;

/// One captured frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// Time since the epoch in nanoseconds.
    pub time_ns: u64,
    pub data: Vec<u8>,
    /// Length on the wire (>= data.len() when the capture was truncated).
    pub orig_len: u32,
}

/// Serialises records into a pcap file.
pub fn write(records: &[Record]) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(&MAGIC_MICROS.to_le_bytes());
    out.extend_from_slice(&VERSION_MAJOR.to_le_bytes());
    out.extend_from_slice(&VERSION_MINOR.to_le_bytes());
    out.extend_from_slice(&0i32.to_le_bytes()); // thiszone
    out.extend_from_slice(&0u32.to_le_bytes()); // sigfigs
    out.extend_from_slice(&SNAPLEN.to_le_bytes());
    out.extend_from_slice(&LINKTYPE_ETHERNET.to_le_bytes());
    for r in records {
        let secs = (r.time_ns / 1_000_000_000) as u32;
        let micros = ((r.time_ns % 1_000_000_000) / 1_000) as u32;
        out.extend_from_slice(&secs.to_le_bytes());
        out.extend_from_slice(&micros.to_le_bytes());
        out.extend_from_slice(&(r.data.len() as u32).to_le_bytes());
        out.extend_from_slice(&r.orig_len.max(r.data.len() as u32).to_le_bytes());
        out.extend_from_slice(&r.data);
    }
    out
}

/// Parses a pcap file. Errors name the field at fault.
pub fn read(buf: &[u8]) -> Result<Vec<Record>> {
    if buf.len() < FILE_HEADER_LEN {
        return Err(Error::truncated("pcap.header", FILE_HEADER_LEN, buf.len()));
    }
    let magic_le = u32::from_le_bytes(buf[0..4].try_into().unwrap());
    let magic_be = u32::from_be_bytes(buf[0..4].try_into().unwrap());
    let (le, nanos) = match (magic_le, magic_be) {
        (MAGIC_MICROS, _) => (true, false),
        (MAGIC_NANOS, _) => (true, true),
        (_, MAGIC_MICROS) => (false, false),
        (_, MAGIC_NANOS) => (false, true),
        _ => return Err(Error::value("pcap.magic", MAGIC_MICROS as u64, magic_le as u64)),
    };
    let u32_at = |at: usize| {
        let b: [u8; 4] = buf[at..at + 4].try_into().unwrap();
        if le { u32::from_le_bytes(b) } else { u32::from_be_bytes(b) }
    };
    let major_bytes = [buf[4], buf[5]];
    let major = if le { u16::from_le_bytes(major_bytes) } else { u16::from_be_bytes(major_bytes) };
    if major != VERSION_MAJOR {
        return Err(Error::value("pcap.version_major", VERSION_MAJOR as u64, major as u64));
    }
    let linktype = u32_at(20) & 0x0FFF_FFFF;
    if linktype != LINKTYPE_ETHERNET {
        return Err(Error::value("pcap.linktype", LINKTYPE_ETHERNET as u64, linktype as u64));
    }
    let mut at = FILE_HEADER_LEN;
    let mut out = Vec::new();
    while at < buf.len() {
        if buf.len() - at < RECORD_HEADER_LEN {
            return Err(Error::truncated("pcap.record_header", RECORD_HEADER_LEN, buf.len() - at));
        }
        let secs = u32_at(at) as u64;
        let frac = u32_at(at + 4) as u64;
        let incl = u32_at(at + 8) as usize;
        let orig = u32_at(at + 12);
        if incl > SNAPLEN as usize * 4 {
            return Err(Error {
                field: "pcap.incl_len",
                kind: ErrorKind::TooLarge { max: SNAPLEN as u64 * 4, found: incl as u64 },
            });
        }
        at += RECORD_HEADER_LEN;
        if buf.len() - at < incl {
            return Err(Error::truncated("pcap.record_data", incl, buf.len() - at));
        }
        let time_ns = secs * 1_000_000_000 + if nanos { frac } else { frac * 1_000 };
        out.push(Record { time_ns, data: buf[at..at + incl].to_vec(), orig_len: orig });
        at += incl;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn round_trip(frames in proptest::collection::vec(
            (0u64..4_000_000_000_000_000_000, proptest::collection::vec(any::<u8>(), 0..300)), 0..20)) {
            let recs: Vec<Record> = frames.into_iter().map(|(t, d)| Record {
                time_ns: t / 1000 * 1000, orig_len: d.len() as u32, data: d }).collect();
            prop_assert_eq!(read(&write(&recs)).unwrap(), recs);
        }

        #[test]
        fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
            let _ = read(&bytes);
        }
    }

    #[test]
    fn big_endian_nanosecond_file() {
        let mut f = Vec::new();
        f.extend_from_slice(&MAGIC_NANOS.to_be_bytes());
        f.extend_from_slice(&2u16.to_be_bytes());
        f.extend_from_slice(&4u16.to_be_bytes());
        f.extend_from_slice(&[0; 8]);
        f.extend_from_slice(&SNAPLEN.to_be_bytes());
        f.extend_from_slice(&LINKTYPE_ETHERNET.to_be_bytes());
        for w in [7u32, 5, 3, 3] {
            f.extend_from_slice(&w.to_be_bytes());
        }
        f.extend_from_slice(&[1, 2, 3]);
        let r = read(&f).unwrap();
        assert_eq!(r, vec![Record { time_ns: 7_000_000_005, data: vec![1, 2, 3], orig_len: 3 }]);
    }
}
