//! Wire formats, in the smoltcp style: for each protocol a `field` module names every offset
//! once (with its RFC section), a `Packet` wraps a byte buffer with checked accessors, and a
//! `Repr` is the high-level form with `parse` / `emit`.
//!
//! Contract: `Packet::new_checked` (or `Repr::parse`) on *any* byte string returns either a
//! value or an [`Error`] naming the field at fault; it never panics, and after `new_checked`
//! succeeds no accessor panics.

pub mod checksum;
pub mod ddp;
pub mod ethernet;
pub mod ipv4;
pub mod mpa;
pub mod tcp;
pub mod terminate;

use core::fmt;

/// A byte range inside a header.
pub type Field = core::ops::Range<usize>;

/// What is wrong with a field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The buffer ends before the field does.
    Truncated { need: usize, have: usize },
    /// The field holds a value this layer does not accept.
    Value { expected: u64, found: u64 },
    /// The field is larger than the protocol allows.
    TooLarge { max: u64, found: u64 },
    /// The field is smaller than the protocol allows.
    TooSmall { min: u64, found: u64 },
    /// A checksum / CRC over the packet does not match.
    Checksum { expected: u64, found: u64 },
}

/// A parse error: which field, and what is wrong with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Error {
    /// Dotted field name, e.g. `"tcp.data_offset"`, `"mpa.pd_length"`.
    pub field: &'static str,
    pub kind: ErrorKind,
}

impl Error {
    pub const fn truncated(field: &'static str, need: usize, have: usize) -> Self {
        Error { field, kind: ErrorKind::Truncated { need, have } }
    }
    pub const fn value(field: &'static str, expected: u64, found: u64) -> Self {
        Error { field, kind: ErrorKind::Value { expected, found } }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ErrorKind::Truncated { need, have } => {
                write!(f, "{}: truncated (need {need} bytes, have {have})", self.field)
            }
            ErrorKind::Value { expected, found } => {
                write!(f, "{}: expected {expected:#x}, found {found:#x}", self.field)
            }
            ErrorKind::TooLarge { max, found } => {
                write!(f, "{}: {found} is above the maximum {max}", self.field)
            }
            ErrorKind::TooSmall { min, found } => {
                write!(f, "{}: {found} is below the minimum {min}", self.field)
            }
            ErrorKind::Checksum { expected, found } => {
                write!(f, "{}: checksum expected {expected:#x}, found {found:#x}", self.field)
            }
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T> = core::result::Result<T, Error>;

/// Big-endian readers over a slice whose length the caller has checked.
pub(crate) fn be16(b: &[u8], at: usize) -> u16 {
    u16::from_be_bytes([b[at], b[at + 1]])
}
pub(crate) fn be32(b: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}
pub(crate) fn be64(b: &[u8], at: usize) -> u64 {
    ((be32(b, at) as u64) << 32) | be32(b, at + 4) as u64
}

/// Checks that `buf` holds at least `need` bytes.
pub(crate) fn need(field: &'static str, buf: &[u8], need: usize) -> Result<()> {
    if buf.len() < need {
        Err(Error::truncated(field, need, buf.len()))
    } else {
        Ok(())
    }
}
