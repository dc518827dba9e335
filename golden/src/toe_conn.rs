//! The TOE's connection table: which of 1024 slots holds a connection, found from its 4-tuple.
//!
//! The RFCs leave this to the implementation; the `toe` fixes it (stated here, the engine is
//! tested against it):
//! - one local address (the engine's), so a connection is (remote address, remote port, local
//!   port), 64 bits in network order;
//! - two-choice ("d-left") hashing: the table is two halves (left, right) of [`SETS`] (128)
//!   sets of four ways; the 14-bit Toeplitz hash of those 8 bytes under a host-chosen key (the
//!   RSS hash NICs use; a secret key keeps an attacker from aiming SYNs at a set) gives a set in
//!   each half (its top 7 bits the left set, its low 7 bits the right one);
//! - a smaller table ([`ConnTable::with_sets`], a power of two of sets: the composed `rnic`'s
//!   TOE has 8, 64 slots) takes each half's set from the low bits of its 7;
//! - slot = set * 8 + half * 4 + way (a set's two halves side by side, so the slot numbers of a
//!   table of any size are 0 .. slots - 1 and the set count only adds bits at the top); a
//!   lookup reads both sets (eight block RAMs in
//!   parallel); an insert of a new tuple goes to the set with more free ways (the left one on a
//!   tie), lowest free way first, and fails only when both sets are full (the connection is
//!   refused, counted). One hash and four ways refused the first random tuple at 15% load
//!   (measured); two choices keep the table usable to most of its 1024 slots (the test
//!   measures and the README quotes it).

/// Halves, sets per half, ways per set.
pub const HALVES: usize = 2;
pub const SETS: usize = 128;
pub const WAYS: usize = 4;
pub const SLOTS: usize = HALVES * SETS * WAYS;
/// Bits of the hash (two 7-bit set indices, the left one on top) and bytes of the key it
/// needs (64 + 13 bits).
pub const HASH_BITS: usize = 14;
pub const KEY_BYTES: usize = 10;
const SET_BITS: usize = 7;
/// Slots of a set: both halves' ways (slot = set * SET_SLOTS + half * WAYS + way).
pub const SET_SLOTS: usize = HALVES * WAYS;

/// A connection's key: remote address, remote port, local port.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tuple {
    pub remote_ip: [u8; 4],
    pub remote_port: u16,
    pub local_port: u16,
}

impl Tuple {
    /// The 8 bytes the hash reads, in network order.
    pub fn bytes(&self) -> [u8; 8] {
        let mut b = [0u8; 8];
        b[..4].copy_from_slice(&self.remote_ip);
        b[4..6].copy_from_slice(&self.remote_port.to_be_bytes());
        b[6..].copy_from_slice(&self.local_port.to_be_bytes());
        b
    }
}

/// The Toeplitz hash (Microsoft RSS) of `input`, `bits` (at most 32) wide, under `key` (the
/// first byte's most significant bit first; at least 8 * input + bits - 1 bits): for every
/// input bit that is set, most significant first, the `bits` key bits starting at that bit's
/// position are XORed into the result.
pub fn toeplitz(key: &[u8], input: &[u8], bits: usize) -> u32 {
    assert!(bits <= 32 && key.len() * 8 >= input.len() * 8 + bits - 1, "the key must cover every input bit's window");
    let key_bit = |k: usize| u32::from((key[k / 8] >> (7 - k % 8)) & 1);
    let mut h = 0u32;
    for (i, bit) in input.iter().flat_map(|b| (0..8).rev().map(move |s| (b >> s) & 1)).enumerate() {
        if bit == 1 {
            h ^= (0..bits).fold(0u32, |w, j| (w << 1) | key_bit(i + j));
        }
    }
    h
}

/// What a command did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Found (lookup), already there or placed (insert): its slot.
    Slot(u16),
    /// Not found (lookup).
    Miss,
    /// Its set is full (insert).
    Full,
    /// Removed (or the slot was empty).
    Removed,
}

/// The table.
#[derive(Clone, Debug)]
pub struct ConnTable {
    key: [u8; KEY_BYTES],
    sets: usize,
    slots: Vec<Option<Tuple>>,
}

impl ConnTable {
    /// The full table: [`SETS`] sets, [`SLOTS`] slots.
    pub fn new(key: [u8; KEY_BYTES]) -> Self {
        Self::with_sets(key, SETS)
    }

    /// A table of `sets` sets (a power of two, 1 to [`SETS`]): `sets` * [`SET_SLOTS`] slots.
    pub fn with_sets(key: [u8; KEY_BYTES], sets: usize) -> Self {
        assert!(sets.is_power_of_two() && sets <= SETS, "sets: a power of two up to {SETS}");
        ConnTable { key, sets, slots: vec![None; sets * SET_SLOTS] }
    }

    /// Slots of this table.
    pub fn slot_count(&self) -> usize {
        self.slots.len()
    }

    /// The first slot of the tuple's set in each half.
    pub fn sets_of(&self, t: &Tuple) -> [usize; HALVES] {
        let h = toeplitz(&self.key, &t.bytes(), HASH_BITS) as usize;
        let mask = (1 << SET_BITS) - 1;
        let (left, right) = ((h >> (HASH_BITS - SET_BITS)) & mask, h & mask);
        let (left, right) = (left % self.sets, right % self.sets);
        [left * SET_SLOTS, right * SET_SLOTS + WAYS]
    }

    pub fn lookup(&self, t: &Tuple) -> Answer {
        self.sets_of(t)
            .iter()
            .flat_map(|&base| (0..WAYS).map(move |w| base + w))
            .find(|&n| self.slots[n] == Some(*t))
            .map_or(Answer::Miss, |n| Answer::Slot(n as u16))
    }

    pub fn insert(&mut self, t: &Tuple) -> Answer {
        if let Answer::Slot(n) = self.lookup(t) {
            return Answer::Slot(n);
        }
        let [l, r] = self.sets_of(t);
        let free = |base: usize| (0..WAYS).filter(|&w| self.slots[base + w].is_none()).count();
        let base = if free(r) > free(l) { r } else { l };
        match (0..WAYS).find(|&w| self.slots[base + w].is_none()) {
            Some(w) => {
                self.slots[base + w] = Some(*t);
                Answer::Slot((base + w) as u16)
            }
            None => Answer::Full,
        }
    }

    pub fn remove(&mut self, slot: u16) -> Answer {
        if let Some(s) = self.slots.get_mut(slot as usize) {
            *s = None;
        }
        Answer::Removed
    }

    pub fn len(&self) -> usize {
        self.slots.iter().filter(|s| s.is_some()).count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The RSS verification suite's key (its first 16 bytes) and its first IPv4 example with
    /// ports (Microsoft's "Verifying the RSS Hash Calculation": 161.142.100.80:1766 ->
    /// 66.9.149.187:2794, hash 0x51ccc178); an 8- or 16-bit hash is the 32-bit one's top.
    #[test]
    fn toeplitz_matches_the_rss_example() {
        let key = [0x6d, 0x5a, 0x56, 0xda, 0x25, 0x5b, 0x0e, 0xc2, 0x41, 0x67, 0x25, 0x3d, 0x43, 0xa3, 0x8f, 0xb0];
        // Input order of the RSS example: source address, destination address, source port,
        // destination port.
        let input = [66, 9, 149, 187, 161, 142, 100, 80, 0x0a, 0xea, 0x06, 0xe6];
        assert_eq!(toeplitz(&key, &input, 8), 0x51);
        assert_eq!(toeplitz(&key, &input, 16), 0x51cc);
        assert_eq!(toeplitz(&key, &input, 32), 0x51cc_c178);
    }

    #[test]
    fn insert_lookup_remove() {
        let mut t = ConnTable::new([7; KEY_BYTES]);
        let a = Tuple { remote_ip: [192, 0, 2, 9], remote_port: 40000, local_port: 5001 };
        let Answer::Slot(n) = t.insert(&a) else { panic!() };
        assert_eq!(t.lookup(&a), Answer::Slot(n));
        assert_eq!(t.insert(&a), Answer::Slot(n));
        t.remove(n);
        assert_eq!(t.lookup(&a), Answer::Miss);
    }

    /// A table of 8 sets: every slot below 64, each half's set the full table's set modulo 8,
    /// the halves side by side in a set; full after at most 64 tuples, and a removed slot
    /// out of range changes nothing.
    #[test]
    fn a_smaller_table_numbers_its_slots_from_zero() {
        let key = [0x6D, 0x5A, 0x56, 0xDA, 0x25, 0x5B, 0x0E, 0xC2, 0x41, 0x67];
        let (full, mut small) = (ConnTable::new(key), ConnTable::with_sets(key, 8));
        assert_eq!(small.slot_count(), 64);
        let mut placed = 0;
        for i in 0..200u32 {
            let t = Tuple { remote_ip: [192, 0, 2, (i % 250) as u8], remote_port: 1024 + i as u16 * 7, local_port: 5001 };
            let [fl, fr] = full.sets_of(&t);
            let [sl, sr] = small.sets_of(&t);
            assert_eq!((sl / SET_SLOTS, sr / SET_SLOTS), ((fl / SET_SLOTS) % 8, (fr / SET_SLOTS) % 8));
            assert_eq!((sl % SET_SLOTS, sr % SET_SLOTS), (0, WAYS));
            if let Answer::Slot(n) = small.insert(&t) {
                assert!((n as usize) < 64);
                placed += 1;
            }
        }
        assert_eq!(placed, small.len());
        assert!(placed <= 64 && placed > 32, "placed {placed}");
        let before = small.len();
        small.remove(64);
        small.remove(1023);
        assert_eq!(small.len(), before);
    }
}
