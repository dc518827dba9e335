//! A connection's byte stream before its QP enters RDMA mode (issue 16): the MPA start-up's
//! Request and Reply. Bytes out go into the TOE's send ring as one record (golden
//! `send_ring` gives the layout: the bytes at their sequence numbers, the record-end bitmap's
//! bits of them clear but the last) and then to the TOE with SEND; bytes in are read from the
//! connection's stream buffer, which `rnic_strm` fills (golden `strm_buf`: the bytes at
//! their sequence numbers, the status word after them), and given back with CONSUMED.
//!
//! Where the peer's bytes start: the status word gives the end of what arrived, and the
//! hardware tells the driver no receive sequence number before it. The peer's first stream
//! bytes are its MPA frame (RFC 5044 section 7.1: nothing is sent before it), which opens
//! with a 16-byte key and says its own length, so [`StreamLayout::find_frame`] finds the one
//! start whose frame ends exactly at the status word. A choice of this project's driver; a
//! TOE event carrying the receive side's first sequence number would make it a lookup.

use crate::Host;
use iwarp_golden::host_if::{ToeCmd, ToeCmdOp};
use iwarp_golden::wire::mpa::{KEY_REPLY, KEY_REQUEST, MAX_PRIVATE_DATA};

/// An MPA Request / Reply's fixed part: the key, flags, revision, private data length.
pub const FRAME_HEAD: u32 = 20;
/// The private data length's offset in the frame (RFC 5044 section 7.1, 2 bytes big-endian).
const PD_LEN_AT: usize = 18;
/// Bytes of the key.
const KEY_BYTES: usize = 16;
/// Bits a bitmap byte covers.
const BITS_PER_BYTE: u32 = 8;
const BITMAP_SHIFT: u8 = 3;

/// Where the RNIC's send rings, their bitmaps, the stream buffers and their status words
/// are (the TOE's `cfg_ring_*` and `rnic_strm`'s `cfg_*`, as the driver configured them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamLayout {
    pub ring_base: u64,
    pub bitmap_base: u64,
    pub ring_shift: u8,
    pub buf_base: u64,
    pub buf_shift: u8,
    pub stat_base: u64,
}

impl StreamLayout {
    fn ring_mask(&self) -> u32 {
        ((1u64 << self.ring_shift) - 1) as u32
    }

    fn ring_addr(&self, conn: u16, seq: u32) -> u64 {
        self.ring_base + (u64::from(conn) << self.ring_shift) + u64::from(seq & self.ring_mask())
    }

    /// The bitmap byte holding `seq`'s bit, and the bit.
    pub fn bit_addr(&self, conn: u16, seq: u32) -> (u64, u8) {
        let o = seq & self.ring_mask();
        (self.bitmap_base + (u64::from(conn) << (self.ring_shift - BITMAP_SHIFT)) + u64::from(o / BITS_PER_BYTE), (o % BITS_PER_BYTE) as u8)
    }

    /// Writes `bytes` (at least one) as one record at sequence numbers `seq..` of `conn`'s
    /// send ring and returns the SEND that hands it to the TOE. The caller keeps the ring's
    /// free space (the bytes sent and not acknowledged never exceed the ring).
    pub fn write_record(&self, host: &mut impl Host, conn: u16, seq: u32, bytes: &[u8]) -> ToeCmd {
        assert!(!bytes.is_empty() && (bytes.len() as u64) < (1u64 << self.ring_shift), "a record of 1 byte up to the ring's size");
        for (k, b) in bytes.iter().enumerate() {
            host.write_mem(self.ring_addr(conn, seq.wrapping_add(k as u32)), &[*b]);
        }
        let last = seq.wrapping_add(bytes.len() as u32 - 1);
        for k in 0..bytes.len() as u32 {
            let s = seq.wrapping_add(k);
            let (addr, bit) = self.bit_addr(conn, s);
            let mut byte = [0u8];
            host.read_mem(addr, &mut byte);
            if s == last {
                byte[0] |= 1 << bit;
            } else {
                byte[0] &= !(1 << bit);
            }
            host.write_mem(addr, &byte);
        }
        ToeCmd { op: ToeCmdOp::Send, conn, n: bytes.len() as u32, remote_ip: 0, remote_port: 0, local_port: 0, remote_mac: 0 }
    }

    /// The bitmap byte holding `seq`'s bit as it is now (`MpaLink::kept` for S0).
    pub fn bitmap_byte(&self, host: &mut impl Host, conn: u16, seq: u32) -> u8 {
        let mut byte = [0u8];
        host.read_mem(self.bit_addr(conn, seq).0, &mut byte);
        byte[0]
    }

    fn status_addr(&self, conn: u16) -> u64 {
        self.stat_base + 4 * u64::from(conn)
    }

    /// Sets `conn`'s status word (before the connection is opened: a value no frame can end
    /// at is not needed, [`find_frame`](Self::find_frame) checks the bytes).
    pub fn clear_status(&self, host: &mut impl Host, conn: u16) {
        host.write_mem(self.status_addr(conn), &0u32.to_le_bytes());
    }

    /// The sequence number after the last stream byte `rnic_strm` delivered on `conn`.
    pub fn status(&self, host: &mut impl Host, conn: u16) -> u32 {
        let mut w = [0u8; 4];
        host.read_mem(self.status_addr(conn), &mut w);
        u32::from_le_bytes(w)
    }

    /// The stream bytes with sequence numbers `from..to` (at most the buffer's size).
    pub fn read(&self, host: &mut impl Host, conn: u16, from: u32, to: u32) -> Vec<u8> {
        let n = to.wrapping_sub(from);
        let mask = ((1u64 << self.buf_shift) - 1) as u32;
        assert!(u64::from(n) <= 1u64 << self.buf_shift, "a read within the buffer");
        let base = self.buf_base + (u64::from(conn) << self.buf_shift);
        (0..n)
            .map(|k| {
                let mut b = [0u8];
                host.read_mem(base + u64::from(from.wrapping_add(k) & mask), &mut b);
                b[0]
            })
            .collect()
    }

    /// The start of the peer's MPA frame (Request or Reply) that ends at `end` (the status
    /// word), if its whole frame is there: the one start with a key whose frame's length
    /// reaches `end` exactly.
    pub fn find_frame(&self, host: &mut impl Host, conn: u16, end: u32) -> Option<u32> {
        let longest = FRAME_HEAD + MAX_PRIVATE_DATA as u32;
        let span = longest.min(1 << self.buf_shift);
        let bytes = self.read(host, conn, end.wrapping_sub(span), end);
        (0..=span.saturating_sub(FRAME_HEAD)).find_map(|at| {
            let f = &bytes[at as usize..];
            let key = &f[..KEY_BYTES];
            if key != &KEY_REQUEST[..] && key != &KEY_REPLY[..] {
                return None;
            }
            let pd = u32::from(u16::from_be_bytes([f[PD_LEN_AT], f[PD_LEN_AT + 1]]));
            (at + FRAME_HEAD + pd == span).then(|| end.wrapping_sub(span - at))
        })
    }
}
