//! # iwarp-golden
//!
//! The byte-exact software reference of the iWARP RNIC: what the wire and host memory must look
//! like. It knows protocols, never hardware, and never depends on the model.
//!
//! At this stage it holds the MPA CRC32C (RFC 5044 section 4.1, which uses the iSCSI CRC of
//! RFC 3720 section 12.1); the MPA/DDP/RDMAP codecs follow.

pub mod crc;
