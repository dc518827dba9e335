//! In-order reassembly of one TCP direction: retransmitted and overlapping segments are merged
//! (and checked to carry the same bytes), segments that arrive early wait for the gap to fill.

use std::collections::BTreeMap;

/// A run of in-order stream bytes and the frame that delivered it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chunk {
    /// Sequence number of `bytes[0]`.
    pub seq: u32,
    pub bytes: Vec<u8>,
    pub frame: usize,
}

/// A retransmission whose bytes differ from what was delivered first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    pub frame: usize,
    pub seq: u32,
}

#[derive(Debug, Default)]
pub struct Reassembly {
    /// Sequence number of the next byte to deliver; `None` before the first segment.
    next: Option<u32>,
    /// Everything delivered so far (captures are small; needed to compare retransmissions).
    delivered: Vec<u8>,
    /// Early segments by their distance ahead of `next` at arrival, kept as absolute offsets.
    early: BTreeMap<u64, (Vec<u8>, usize)>,
    pub syn_seen: bool,
    pub fin_seen: bool,
    pub chunks: Vec<Chunk>,
    pub conflicts: Vec<Conflict>,
    /// Sequence number of `delivered[0]`.
    base: u32,
}

impl Reassembly {
    /// Feeds one segment of this direction.
    pub fn segment(&mut self, seq: u32, syn: bool, fin: bool, payload: &[u8], frame: usize) {
        let data_seq = if syn {
            self.syn_seen = true;
            if self.next.is_none() {
                self.next = Some(seq.wrapping_add(1));
                self.base = seq.wrapping_add(1);
            }
            seq.wrapping_add(1)
        } else {
            seq
        };
        if fin {
            self.fin_seen = true;
        }
        if payload.is_empty() {
            return;
        }
        let next = *self.next.get_or_insert_with(|| {
            self.base = data_seq;
            data_seq
        });
        let ahead = data_seq.wrapping_sub(next) as i32;
        let abs_next = self.delivered.len() as u64;
        if ahead > 0 {
            self.early.insert(abs_next + ahead as u64, (payload.to_vec(), frame));
        } else {
            self.place(abs_next as i64 + ahead as i64, payload, frame);
        }
        self.drain_early();
    }

    /// Places bytes starting at absolute offset `at` (<= delivered length).
    fn place(&mut self, at: i64, payload: &[u8], frame: usize) {
        let end = at + payload.len() as i64;
        let have = self.delivered.len() as i64;
        if end <= 0 {
            return; // entirely before what we track (capture started mid-stream)
        }
        let start = at.max(0);
        let overlap_end = end.min(have);
        if start < overlap_end {
            let old = &self.delivered[start as usize..overlap_end as usize];
            let new = &payload[(start - at) as usize..(overlap_end - at) as usize];
            if old != new {
                self.conflicts.push(Conflict { frame, seq: self.base.wrapping_add(start as u32) });
            }
        }
        if end > have {
            let fresh = &payload[(have - at) as usize..];
            self.chunks.push(Chunk { seq: self.base.wrapping_add(have as u32), bytes: fresh.to_vec(), frame });
            self.delivered.extend_from_slice(fresh);
            self.next = Some(self.base.wrapping_add(self.delivered.len() as u32));
        }
    }

    fn drain_early(&mut self) {
        while let Some((&at, _)) = self.early.iter().next() {
            if at > self.delivered.len() as u64 {
                break;
            }
            let (bytes, frame) = self.early.remove(&at).unwrap();
            self.place(at as i64, &bytes, frame);
        }
    }

    /// Bytes still waiting for a gap to fill.
    pub fn gap_bytes(&self) -> usize {
        self.early.values().map(|(b, _)| b.len()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stream(r: &Reassembly) -> Vec<u8> {
        r.chunks.iter().flat_map(|c| c.bytes.clone()).collect()
    }

    #[test]
    fn reorders_and_merges_overlaps() {
        let data: Vec<u8> = (0..100).collect();
        let mut r = Reassembly::default();
        r.segment(999, true, false, &[], 1);
        r.segment(1030, false, false, &data[30..60], 2); // early
        r.segment(1000, false, false, &data[0..40], 3); // overlaps the early one
        r.segment(1010, false, false, &data[10..20], 4); // pure retransmission
        r.segment(1055, false, false, &data[55..100], 5);
        assert_eq!(stream(&r), data);
        assert!(r.conflicts.is_empty());
        r.segment(1000, false, false, &[9, 9], 6);
        assert_eq!(r.conflicts, vec![Conflict { frame: 6, seq: 1000 }]);
    }

    #[test]
    fn sequence_wrap() {
        let data: Vec<u8> = (0..64).collect();
        let mut r = Reassembly::default();
        r.segment(0xFFFF_FFE0, false, false, &data[..40], 1);
        r.segment(0x0000_0008, false, false, &data[40..], 2);
        assert_eq!(stream(&r), data);
    }
}
