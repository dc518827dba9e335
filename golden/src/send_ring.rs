//! The TOE's send rings as their writer must fill them (the reference for `rnic_ring`, the
//! send-ring writer between mpa_tx and the TOE).
//!
//! No RFC covers it; the contract is the TOE's (ARCHITECTURE.md, "toe: the composed
//! engine"): connection `c`'s ring is 2^`shift` bytes at `ring_base + (c << shift)`, the byte
//! with sequence number `s` at offset `s mod 2^shift`; its record-end bitmap, a bit per ring
//! byte (offset `o`: bit `o mod 8` of byte `o / 8`, least significant first), at
//! `bitmap_base + (c << (shift - 3))`. The writer puts a record's bytes in the ring, clears
//! the bitmap bits of those bytes but the last and sets the last, and then hands the TOE the
//! record with SEND (`n` bytes); the TOE sends segments of whole records, so each record
//! (here: each FPDU) starts a segment, which is RFC 5044 section 4.3's alignment. A record is
//! written only into free space: the ring holds at most 2^`shift` bytes not yet acknowledged
//! (sent less acknowledged, the TOE's `ACKED` count of data bytes, mod 2^32).
//!
//! What is defined after a record: the ring bytes and bitmap bits of every byte sent and not
//! acknowledged. Bits of bytes past the last record are stale to the TOE (it reads the bitmap
//! only below its data end); the hardware writes them as zeros, golden leaves them as they
//! were, so a comparison covers the unacknowledged bytes only ([`RingConn::unacked`]).

use crate::dma::OrderedHost;

/// Bits of the bitmap per byte of ring (log2): a bit per byte.
pub const BITMAP_SHIFT: u8 = 3;
/// Bits in a bitmap byte.
const BYTE_BITS: u64 = 8;

/// Where the rings and their bitmaps are (the TOE's `cfg_ring_base`, `cfg_bitmap_base`,
/// `cfg_ring_shift`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RingLayout {
    pub ring_base: u64,
    pub bitmap_base: u64,
    pub shift: u8,
}

impl RingLayout {
    /// Bytes in each ring.
    pub fn ring_bytes(&self) -> u64 {
        1 << self.shift
    }

    /// The ring byte of connection `conn` holding sequence number `seq`.
    pub fn byte_addr(&self, conn: u16, seq: u32) -> u64 {
        self.ring_base + (u64::from(conn) << self.shift) + (u64::from(seq) & (self.ring_bytes() - 1))
    }

    /// The bitmap byte and bit of that ring byte.
    pub fn bit_addr(&self, conn: u16, seq: u32) -> (u64, u8) {
        let off = u64::from(seq) & (self.ring_bytes() - 1);
        let at = self.bitmap_base + (u64::from(conn) << (self.shift - BITMAP_SHIFT)) + off / BYTE_BITS;
        (at, (off % BYTE_BITS) as u8)
    }

    /// Connection `conn`'s ring bytes `[start, end)` and bitmap bytes `[start, end)`.
    pub fn ring_span(&self, conn: u16) -> (u64, u64) {
        let start = self.ring_base + (u64::from(conn) << self.shift);
        (start, start + self.ring_bytes())
    }

    pub fn bitmap_span(&self, conn: u16) -> (u64, u64) {
        let start = self.bitmap_base + (u64::from(conn) << (self.shift - BITMAP_SHIFT));
        (start, start + (self.ring_bytes() >> BITMAP_SHIFT))
    }
}

/// A SEND the writer hands the TOE: `n` more bytes (one record) of `conn` are in its ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Send {
    pub conn: u16,
    pub n: u32,
}

/// A record that does not fit the ring's free space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoSpace {
    pub need: u64,
    pub free: u64,
}

/// One connection's ring as its writer keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RingConn {
    pub conn: u16,
    /// Sequence number of the next byte to write.
    pub next_seq: u32,
    /// Data bytes handed to the TOE so far, and acknowledged so far (the TOE's counts).
    pub sent: u32,
    pub acked: u32,
}

impl RingConn {
    /// Bytes not yet acknowledged.
    pub fn in_ring(&self) -> u64 {
        u64::from(self.sent.wrapping_sub(self.acked))
    }

    /// Free bytes of the ring.
    pub fn free(&self, layout: &RingLayout) -> u64 {
        layout.ring_bytes().saturating_sub(self.in_ring())
    }

    /// The TOE's `ACKED` (a cumulative count; a value older than the one held is ignored,
    /// in serial order).
    pub fn acked(&mut self, value: u32) {
        if value.wrapping_sub(self.acked) < 1 << 31 {
            self.acked = value;
        }
    }

    /// The sequence numbers of the bytes sent and not acknowledged, `[first, next_seq)`.
    pub fn unacked(&self) -> (u32, u32) {
        (self.next_seq.wrapping_sub(self.in_ring() as u32), self.next_seq)
    }

    /// Writes one record into `mem` (its bytes, its bitmap bits) and returns its SEND, or
    /// refuses it when it does not fit the free space.
    pub fn record(&mut self, layout: &RingLayout, mem: &mut OrderedHost, bytes: &[u8]) -> Result<Send, NoSpace> {
        let need = bytes.len() as u64;
        let free = self.free(layout);
        assert!(!bytes.is_empty(), "a record holds at least one byte");
        if need > free {
            return Err(NoSpace { need, free });
        }
        for (k, &b) in bytes.iter().enumerate() {
            let seq = self.next_seq.wrapping_add(k as u32);
            mem.write(layout.byte_addr(self.conn, seq), &[b]);
            let (at, bit) = layout.bit_addr(self.conn, seq);
            let was = mem.byte(at);
            let is = if k + 1 == bytes.len() { was | 1 << bit } else { was & !(1 << bit) };
            mem.write(at, &[is]);
        }
        self.next_seq = self.next_seq.wrapping_add(bytes.len() as u32);
        self.sent = self.sent.wrapping_add(bytes.len() as u32);
        Ok(Send { conn: self.conn, n: bytes.len() as u32 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LAYOUT: RingLayout = RingLayout { ring_base: 0x10_0000, bitmap_base: 0x80_0000, shift: 12 };

    /// A record's bytes at their sequence numbers mod the ring, its bitmap bits cleared but
    /// the last, which is set; the bits of earlier records' bytes in the same bitmap bytes kept.
    #[test]
    fn a_record_writes_its_bytes_and_its_end_bit() {
        let mut mem = OrderedHost::with_fill(7);
        let mut r = RingConn { conn: 3, next_seq: 0xFFFF_FFFD, sent: 100, acked: 100 };
        let first = r.record(&LAYOUT, &mut mem, &[1, 2, 3, 4, 5]).unwrap();
        assert_eq!(first, Send { conn: 3, n: 5 });
        let second = r.record(&LAYOUT, &mut mem, &[9, 8]).unwrap();
        assert_eq!(second.n, 2);
        // Sequence numbers 0xFFFF_FFFD .. 0x4: offsets 0xFFD .. 0xFFF then 0 .. 3 (the wrap).
        assert_eq!(mem.byte(LAYOUT.byte_addr(3, 0xFFFF_FFFD)), 1);
        assert_eq!(LAYOUT.byte_addr(3, 0xFFFF_FFFD), 0x10_0000 + (3 << 12) + 0xFFD);
        assert_eq!(mem.byte(LAYOUT.byte_addr(3, 1)), 5);
        let bit = |seq: u32| {
            let (at, b) = LAYOUT.bit_addr(3, seq);
            mem.byte(at) >> b & 1
        };
        let ends: Vec<u8> = (0..7u32).map(|k| bit(0xFFFF_FFFDu32.wrapping_add(k))).collect();
        assert_eq!(ends, [0, 0, 0, 0, 1, 0, 1]);
        assert_eq!(LAYOUT.bit_addr(3, 0xFFF), (0x80_0000 + (3 << 9) + 0x1FF, 7));
        assert_eq!(r.unacked(), (0xFFFF_FFFD, 4));
    }

    /// The free space is the ring less the bytes not acknowledged; acknowledgements free it,
    /// a stale one does not take it back.
    #[test]
    fn records_wait_for_acknowledgements() {
        let mut mem = OrderedHost::default();
        let mut r = RingConn { conn: 0, next_seq: 50, sent: 0, acked: 0 };
        r.record(&LAYOUT, &mut mem, &vec![0u8; 4000]).unwrap();
        assert_eq!(r.record(&LAYOUT, &mut mem, &[0u8; 97]), Err(NoSpace { need: 97, free: 96 }));
        r.record(&LAYOUT, &mut mem, &[0u8; 96]).unwrap();
        assert_eq!(r.free(&LAYOUT), 0);
        r.acked(10);
        r.acked(5);
        assert_eq!(r.free(&LAYOUT), 10);
        assert_eq!(r.unacked(), (60, 4146));
    }
}
