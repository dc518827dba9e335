//! The receive side's out-of-order store: which sequence ranges past RCV.NXT a connection
//! holds, as pure functions of the held blocks, so the hardware can keep the same few words in
//! its TCB and be checked against them. The bytes themselves live in a per-connection
//! reassembly area (in hardware a region of host memory written by DMA, [`area_bytes`]);
//! the reference engine ([`crate::toe::Toe`]) keeps them in a ring of the same size.
//!
//! The rules (RFC 9293 section 3.10.7.4 allows keeping segments past RCV.NXT "for later
//! processing"; RFC 2018 section 4 fixes the order SACK blocks are reported in; RFC 5681
//! section 4.2 the immediate ACKs):
//! - a segment past RCV.NXT (out of order) is cut to the receive space (RCV.NXT plus the
//!   buffer not holding unread bytes, never past what was advertised) and kept as one block
//!   `[start, end)`; blocks that overlap or touch it merge with it; the block it lands in moves
//!   to the front of the list, so the list is in the order of the most recent arrival, the
//!   order RFC 2018 section 4 asks the SACK blocks to be sent in;
//! - at most [`crate::toe::ToeConfig::ooo_blocks`] blocks are held ([`REASM_BLOCKS`], 4
//!   holes, in the design). A segment that would make a fifth
//!   block is not kept (`Full`: the sender sends it again; the held blocks stay, as the
//!   ones closest to completion are no more likely to be the new one's);
//! - a segment that lies entirely inside a held block is a duplicate: nothing is written,
//!   the block moves to the front (it holds the segment that triggered the ACK);
//! - a segment that only partly overlaps held bytes is written whole: the area keeps the
//!   last copy of a sequence number (a hardware choice: one DMA write per segment, not one
//!   per uncovered piece; a correct peer sends the same bytes again, RFC 9293 section 3.4);
//! - when RCV.NXT advances (in-order data was taken), blocks that start at or before it are
//!   done: one wholly covered is dropped, and the one that reaches past it (at most one: held
//!   blocks neither overlap nor touch) is replayed from RCV.NXT to its end, to the ULP after
//!   the in-order bytes, and RCV.NXT moves to its end.
//!
//! A FIN on an out-of-order segment is not kept (the FIN is taken only in order; the peer
//! sends it again), and a FIN taken in order ends the store (nothing past it can be data).

use crate::toe::{seq_le, seq_lt};

/// Out-of-order blocks a connection holds in the design (4 holes: the hardware's count, 64
/// bits each beside the TCB).
pub const REASM_BLOCKS: usize = 4;
/// The most this reference can hold (for measuring what more blocks would buy).
pub const REASM_BLOCKS_MAX: usize = 8;

/// A held range of sequence numbers, `[start, end)`, never empty.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Block {
    pub start: u32,
    pub end: u32,
}

impl Block {
    fn len(&self) -> u32 {
        self.end.wrapping_sub(self.start)
    }
    /// Overlaps or touches `[s, e)`.
    fn meets(&self, s: u32, e: u32) -> bool {
        seq_le(self.start, e) && seq_le(s, self.end)
    }
}

/// The held blocks, most recently arrived first; `count` of them are valid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Reasm {
    pub blocks: [Block; REASM_BLOCKS_MAX],
    pub count: u8,
}

/// What became of an out-of-order segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Store {
    /// Written to the area: `[start, end)` (the payload cut to the receive space).
    Kept(Block),
    /// Already held entirely: nothing written.
    Duplicate,
    /// No room for another block: not kept.
    Full,
    /// Nothing of it lies inside the receive space: not kept.
    Beyond,
}

impl Store {
    /// The drop counter's name for a segment not kept.
    pub fn cause(self) -> Option<&'static str> {
        match self {
            Store::Kept(_) => None,
            Store::Duplicate => Some("ReasmDuplicate"),
            Store::Full => Some("ReasmFull"),
            Store::Beyond => Some("ReasmBeyond"),
        }
    }
}

impl Reasm {
    pub fn held(&self) -> &[Block] {
        &self.blocks[..self.count as usize]
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Bytes held (the blocks never overlap).
    pub fn bytes(&self) -> u64 {
        self.held().iter().map(|b| b.len() as u64).sum()
    }

    fn from_list(list: &[Block]) -> Reasm {
        let mut r = Reasm { count: list.len() as u8, ..Default::default() };
        r.blocks[..list.len()].copy_from_slice(list);
        r
    }

    /// An out-of-order segment `[seq, seq + len)` (past RCV.NXT) arrives; the receive space
    /// ends at `space_end`; at most `limit` (1..=[`REASM_BLOCKS_MAX`]) blocks may be held.
    pub fn store(&self, limit: usize, space_end: u32, seq: u32, len: u32) -> (Reasm, Store) {
        let end = seq.wrapping_add(len);
        let e = if seq_lt(space_end, end) { space_end } else { end };
        if len == 0 || !seq_lt(seq, e) {
            return (*self, Store::Beyond);
        }
        let held = self.held();
        if let Some(i) = held.iter().position(|b| seq_le(b.start, seq) && seq_le(e, b.end)) {
            let mut list = vec![held[i]];
            list.extend(held.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, b)| *b));
            return (Reasm::from_list(&list), Store::Duplicate);
        }
        let mut merged = Block { start: seq, end: e };
        for b in held.iter().filter(|b| b.meets(seq, e)) {
            if seq_lt(b.start, merged.start) {
                merged.start = b.start;
            }
            if seq_lt(merged.end, b.end) {
                merged.end = b.end;
            }
        }
        let mut list = vec![merged];
        list.extend(held.iter().filter(|b| !b.meets(seq, e)).copied());
        if list.len() > limit.min(REASM_BLOCKS_MAX) {
            return (*self, Store::Full);
        }
        (Reasm::from_list(&list), Store::Kept(Block { start: seq, end: e }))
    }

    /// RCV.NXT advanced to `rcv_nxt` by in-order data: the blocks it reached are done. The
    /// store after, and the block to replay from the area (from `rcv_nxt` to its end), if any.
    pub fn advance(&self, rcv_nxt: u32) -> (Reasm, Option<Block>) {
        let mut replay = None;
        let mut list = Vec::new();
        for b in self.held() {
            if seq_lt(rcv_nxt, b.start) {
                list.push(*b);
            } else if seq_lt(rcv_nxt, b.end) {
                replay = Some(Block { start: rcv_nxt, end: b.end });
            }
        }
        (Reasm::from_list(&list), replay)
    }

    /// The SACK blocks an ACK carries (RFC 2018 section 4): the first `max` held blocks,
    /// most recent first.
    pub fn sack_blocks(&self, max: usize) -> Vec<(u32, u32)> {
        self.held().iter().take(max).map(|b| (b.start, b.end)).collect()
    }
}

/// The reassembly area a connection needs: the smallest power of two at least `rcv_buf`
/// (every held byte lies within `rcv_buf` bytes past RCV.NXT, so a byte's place is its
/// sequence number modulo the area and no two held bytes share one).
pub fn area_bytes(rcv_buf: u32) -> u32 {
    rcv_buf.max(1).next_power_of_two()
}

/// The receive space's end: RCV.NXT plus the buffer not holding unread bytes, or the
/// advertised edge if that is further left.
pub fn space_end(rcv_nxt: u32, rcv_adv: u32, rcv_buf: u32, rcv_unread: u32) -> u32 {
    let room = rcv_nxt.wrapping_add(rcv_buf.saturating_sub(rcv_unread));
    if seq_lt(rcv_adv, room) {
        rcv_adv
    } else {
        room
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(start: u32, end: u32) -> Block {
        Block { start, end }
    }

    #[test]
    fn blocks_merge_and_the_latest_goes_first() {
        let r = Reasm::default();
        let (r, s) = r.store(4, 100_000, 2000, 100);
        assert_eq!(s, Store::Kept(b(2000, 2100)));
        let (r, _) = r.store(4, 100_000, 3000, 100);
        assert_eq!(r.held(), &[b(3000, 3100), b(2000, 2100)]);
        // Touching the first block: merged, to the front.
        let (r, s) = r.store(4, 100_000, 2100, 50);
        assert_eq!(s, Store::Kept(b(2100, 2150)));
        assert_eq!(r.held(), &[b(2000, 2150), b(3000, 3100)]);
        // Bridging both: one block.
        let (r, _) = r.store(4, 100_000, 2140, 900);
        assert_eq!(r.held(), &[b(2000, 3100)]);
    }

    #[test]
    fn a_fifth_block_is_not_kept_and_a_duplicate_moves_to_the_front() {
        let mut r = Reasm::default();
        for i in 0..4 {
            r = r.store(4, 100_000, 2000 + i * 1000, 10).0;
        }
        assert_eq!(r.count, 4);
        let (r2, s) = r.store(4, 100_000, 7000, 10);
        assert_eq!((r2, s), (r, Store::Full));
        let (r2, s) = r.store(4, 100_000, 2001, 5);
        assert_eq!(s, Store::Duplicate);
        assert_eq!(r2.held()[0], b(2000, 2010));
        assert_eq!(r2.count, 4);
    }

    #[test]
    fn the_receive_space_cuts_a_segment() {
        let (r, s) = Reasm::default().store(4, 5000, 4900, 200);
        assert_eq!(s, Store::Kept(b(4900, 5000)));
        assert_eq!(r.held(), &[b(4900, 5000)]);
        assert_eq!(r.store(4, 5000, 5000, 10).1, Store::Beyond);
    }

    #[test]
    fn advancing_replays_the_block_reached_and_drops_the_covered() {
        let r = Reasm::from_list(&[b(5000, 5100), b(2000, 2100), b(3000, 3100)]);
        // In-order data up to 3050 covered 2000..2100 and reached into 3000..3100.
        let (r2, replay) = r.advance(3050);
        assert_eq!(replay, Some(b(3050, 3100)));
        assert_eq!(r2.held(), &[b(5000, 5100)]);
        // Reaching a block's start exactly replays all of it.
        let (_, replay) = r.advance(2000);
        assert_eq!(replay, Some(b(2000, 2100)));
        // Short of every block: nothing changes.
        assert_eq!(r.advance(1999), (r, None));
    }

    #[test]
    fn sequence_numbers_wrap() {
        let (r, _) = Reasm::default().store(4, 0x0000_1000, 0xFFFF_FF00, 0x200);
        assert_eq!(r.held(), &[b(0xFFFF_FF00, 0x100)]);
        let (r, replay) = r.advance(0xFFFF_FF80);
        assert_eq!(replay, Some(b(0xFFFF_FF80, 0x100)));
        assert!(r.is_empty());
    }

    proptest::proptest! {
        /// Any arrival order of a stream's segments, with duplicates and overlaps: the held
        /// blocks stay disjoint, never touching, past RCV.NXT, at most the limit; replayed
        /// and in-order bytes together are the stream exactly once, in order.
        #[test]
        fn any_arrival_order_delivers_the_stream_once(limit in 1usize..=REASM_BLOCKS_MAX, cuts in proptest::collection::vec(1u32..300, 1..40),
                                                     order in proptest::collection::vec(0usize..1000, 0..200), base: u32) {
            // The segments of a stream, then arrivals drawn from them (repeats allowed), then
            // every segment once more in order so the stream completes.
            let mut segs = Vec::new();
            let mut at = 0u32;
            for c in &cuts {
                segs.push((at, *c));
                at += c;
            }
            let total = at;
            let arrivals: Vec<(u32, u32)> = order.iter().map(|&i| segs[i % segs.len()]).chain(segs.iter().copied()).collect();
            let mut r = Reasm::default();
            let mut nxt = 0u32;
            let mut delivered = Vec::new();
            let mut held = vec![false; total as usize];
            for (off, len) in arrivals {
                let (seq, end) = (base.wrapping_add(off), off + len);
                if end <= nxt {
                    continue;
                }
                if off > nxt {
                    let (r2, s) = r.store(limit, base.wrapping_add(total), seq, len);
                    if let Store::Kept(k) = s {
                        for i in k.start.wrapping_sub(base)..k.end.wrapping_sub(base) {
                            held[i as usize] = true;
                        }
                    }
                    r = r2;
                } else {
                    delivered.extend(nxt..end);
                    nxt = end;
                    let (r2, replay) = r.advance(base.wrapping_add(nxt));
                    if let Some(p) = replay {
                        let (s, e) = (p.start.wrapping_sub(base), p.end.wrapping_sub(base));
                        proptest::prop_assert!((s..e).all(|i| held[i as usize]), "replayed bytes were written");
                        delivered.extend(s..e);
                        nxt = e;
                    }
                    r = r2;
                }
                let hb = r.held();
                proptest::prop_assert!(hb.len() <= limit);
                for (i, x) in hb.iter().enumerate() {
                    proptest::prop_assert!(seq_lt(base.wrapping_add(nxt), x.start) && seq_lt(x.start, x.end));
                    for y in &hb[i + 1..] {
                        proptest::prop_assert!(!x.meets(y.start, y.end), "blocks {x:?} {y:?} overlap or touch");
                    }
                }
            }
            proptest::prop_assert_eq!(delivered, (0..total).collect::<Vec<_>>());
            proptest::prop_assert!(r.is_empty());
        }
    }
}
