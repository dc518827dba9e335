//! The host memory port's ordering rule (the reference for `rnic_dma`).
//!
//! No RFC covers it; the rule is the architecture's (a host port serves its requests in
//! order, so a read sees every write requested before it: PCIe's "a read does not pass a
//! posted write"), and the `rnic` depends on it: a placement's writes are visible before its
//! completion's, the reassembly replay reads what the area writes put there. The arbiter
//! takes one client request at a time, so the order in which it takes them from its ports is
//! the order the host must see; [`OrderedHost`] applies requests in that order, and what a
//! read returns is the memory as of its place in it.
//!
//! Read words are 8 bytes from lane 0, ceil(len / 8) of them; the bytes past `len` in the
//! last word are zero (the testbench's host returns them so: a hardware choice of this
//! project's host model, which no client reads).

use std::collections::HashMap;

/// Bytes a data word carries.
pub const WORD_BYTES: usize = 8;
/// The longest read, and the boundary no read crosses.
pub const MAX_READ: u64 = 4096;

/// A request as a client puts it to the arbiter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    Read { addr: u64, len: u16 },
    /// A write with its bytes (the words' bytes, the last word's `keep` included).
    Write { addr: u64, bytes: Vec<u8> },
}

impl Request {
    /// A read is 1..=4096 bytes and never crosses a 4 KiB boundary.
    pub fn valid_read(addr: u64, len: u16) -> bool {
        let len = u64::from(len);
        (1..=MAX_READ).contains(&len) && addr / MAX_READ == (addr + len - 1) / MAX_READ
    }
}

/// Host memory applying requests in one order (sparse; a byte never written is a hash of
/// its address and the memory's `fill`, so a misrouted read word does not read as zeros
/// that happen to match).
#[derive(Clone, Debug, Default)]
pub struct OrderedHost {
    mem: HashMap<u64, u8>,
    fill: u64,
}

impl OrderedHost {
    /// Memory whose unwritten bytes derive from `fill`.
    pub fn with_fill(fill: u64) -> Self {
        OrderedHost { mem: HashMap::new(), fill }
    }

    pub fn byte(&self, addr: u64) -> u8 {
        self.mem.get(&addr).copied().unwrap_or_else(|| {
            // splitmix64's finalizer over the address and the fill.
            let mut z = addr ^ self.fill;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            (z ^ (z >> 31)) as u8
        })
    }

    pub fn write(&mut self, addr: u64, bytes: &[u8]) {
        for (i, b) in bytes.iter().enumerate() {
            self.mem.insert(addr.wrapping_add(i as u64), *b);
        }
    }

    /// The read's words as the host returns them, the memory as of now.
    pub fn read_words(&self, addr: u64, len: u16) -> Vec<u64> {
        let len = usize::from(len);
        (0..len.div_ceil(WORD_BYTES))
            .map(|w| {
                let mut word = [0u8; WORD_BYTES];
                for (i, b) in word.iter_mut().enumerate() {
                    let at = w * WORD_BYTES + i;
                    if at < len {
                        *b = self.byte(addr.wrapping_add(at as u64));
                    }
                }
                u64::from_le_bytes(word)
            })
            .collect()
    }

    /// Applies one request in order: a write's bytes land; a read returns its words.
    pub fn apply(&mut self, r: &Request) -> Option<Vec<u64>> {
        match r {
            Request::Read { addr, len } => Some(self.read_words(*addr, *len)),
            Request::Write { addr, bytes } => {
                self.write(*addr, bytes);
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_read_sees_the_writes_before_it_and_not_after() {
        let mut h = OrderedHost::default();
        h.apply(&Request::Write { addr: 0x1000, bytes: vec![0; 16] });
        h.apply(&Request::Write { addr: 0x1003, bytes: vec![1, 2, 3] });
        let r = h.apply(&Request::Read { addr: 0x1000, len: 9 }).unwrap();
        assert_eq!(r, vec![u64::from_le_bytes([0, 0, 0, 1, 2, 3, 0, 0]), 0]);
        h.apply(&Request::Write { addr: 0x1008, bytes: vec![9] });
        assert_eq!(h.read_words(0x1008, 1), vec![9]);
        // Bytes past the length are zero in the last word.
        assert_eq!(h.read_words(0x1003, 2), vec![u64::from_le_bytes([1, 2, 0, 0, 0, 0, 0, 0])]);
    }

    #[test]
    fn unwritten_memory_is_the_fills_and_not_zero() {
        let (a, b) = (OrderedHost::with_fill(1), OrderedHost::with_fill(2));
        let wa: Vec<u64> = (0..64).map(|i| a.read_words(0x4000 + 8 * i, 8)[0]).collect();
        assert!(wa.iter().all(|&w| w != 0));
        assert_ne!(wa[0], b.read_words(0x4000, 8)[0]);
        assert_eq!(wa, (0..64).map(|i| OrderedHost::with_fill(1).read_words(0x4000 + 8 * i, 8)[0]).collect::<Vec<_>>());
    }

    #[test]
    fn reads_stay_inside_one_4k_page() {
        assert!(Request::valid_read(0x0FFF, 1));
        assert!(!Request::valid_read(0x0FFF, 2));
        assert!(Request::valid_read(0x1000, 4096));
        assert!(!Request::valid_read(0x1000, 0));
        assert!(!Request::valid_read(0x1001, 4096));
    }
}
