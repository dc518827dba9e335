//! The host's stream buffers (the reference for `rnic_strm`, the host stream writer): where a
//! connection's bytes outside RDMA mode land in host memory, and the status word that tells
//! the driver how far they go.
//!
//! No RFC covers it; the contract is the RNIC's (ARCHITECTURE.md, "rnic_strm"): connection
//! `c`'s buffer is 2^`shift` bytes at `base + (c << shift)`, the byte with sequence number `s`
//! at offset `s mod 2^shift` (the TOE's reassembly areas are laid out alike); after a
//! delivery's last byte, the connection's status word at `stat_base + 4c` holds the sequence
//! number after it (32 bits, little-endian), written after every byte of the delivery on one
//! ordered DMA port. The driver reads bytes up to the status; the TOE's window keeps what is
//! unread within the buffer.

/// Bytes of a status word.
pub const STATUS_BYTES: u64 = 4;

/// Where the stream buffers and status words are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamLayout {
    pub base: u64,
    pub shift: u8,
    pub stat_base: u64,
}

impl StreamLayout {
    pub fn buf_bytes(&self) -> u64 {
        1 << self.shift
    }

    /// Connection `conn`'s buffer, `[start, end)`.
    pub fn buf_span(&self, conn: u16) -> (u64, u64) {
        let start = self.base + (u64::from(conn) << self.shift);
        (start, start + self.buf_bytes())
    }

    /// The host byte holding sequence number `seq` of connection `conn`.
    pub fn byte_addr(&self, conn: u16, seq: u32) -> u64 {
        self.buf_span(conn).0 + (u64::from(seq) & (self.buf_bytes() - 1))
    }

    /// Connection `conn`'s status word.
    pub fn status_addr(&self, conn: u16) -> u64 {
        self.stat_base + STATUS_BYTES * u64::from(conn)
    }

    /// A delivery's bytes as the driver finds them once the status shows its end: each
    /// byte's address, in order (at most the buffer's size of the latest bytes survive).
    pub fn placed(&self, conn: u16, seq: u32, len: usize) -> Vec<u64> {
        (0..len as u32).map(|i| self.byte_addr(conn, seq.wrapping_add(i))).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const L: StreamLayout = StreamLayout { base: 0x10_0000, shift: 12, stat_base: 0x8000 };

    #[test]
    fn bytes_wrap_inside_their_buffer() {
        assert_eq!(L.byte_addr(0, 0), 0x10_0000);
        assert_eq!(L.byte_addr(2, 0x1_0fff), 0x10_2fff);
        assert_eq!(L.byte_addr(2, 0x1_1000), 0x10_2000);
        let p = L.placed(3, u32::MAX, 2);
        assert_eq!(p, vec![0x10_3fff, 0x10_3000]);
    }

    #[test]
    fn status_words_are_four_bytes_apart() {
        assert_eq!(L.status_addr(0), 0x8000);
        assert_eq!(L.status_addr(1023), 0x8000 + 4 * 1023);
    }
}
