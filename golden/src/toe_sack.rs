//! The sending side's SACK scoreboard and loss recovery (RFC 6675, with the SACK option of
//! RFC 2018) as pure functions of a few TCB words, so the hardware can keep the same words and
//! be checked against them. The reference engine ([`crate::toe::Toe`]) runs them on every ACK
//! and transmit opportunity of a connection that agreed SACK.
//!
//! The scoreboard is at most [`SCOREBOARD_RANGES`] SACKed ranges above SND.UNA, ascending,
//! neither overlapping nor touching, and HighRxt (the end of the highest byte sent again in
//! this recovery). What the RFC leaves open and this engine fixes:
//! - a SACK block is taken when it lies inside (SND.UNA, SND.MAX] after the ACK (RFC 2018
//!   section 5's blocks below the ACK, D-SACK's, and those past what was sent are ignored);
//! - with more ranges than fit, the highest is forgotten: the scoreboard only guides
//!   retransmission, data is freed by the cumulative ACK alone (RFC 2018 section 8, reneging),
//!   and the lowest holes are the ones recovery works on;
//! - IsLost (RFC 6675 section 4) of every unSACKed byte below a point L and of none above it
//!   (the rule is monotone): L is the start of the highest range with more than
//!   (DupThresh - 1) x SMSS SACKed bytes or DupThresh ranges at or above it;
//! - the pipe (section 4, SetPipe) is computed per range, not per byte: unSACKed bytes from L
//!   to SND.MAX, plus unSACKed bytes from SND.UNA to HighRxt (sent again, not yet acked);
//! - NextSeg (section 4): rule (1), the lowest unSACKed byte at or past HighRxt and below L, up
//!   to one SMSS and never past its hole; else rule (2), new data within the peer's window;
//!   rules (3) and (4) (the optional rescue retransmissions) are not taken;
//! - a retransmission timeout clears the scoreboard (section 5.1 allows using it after a
//!   timeout; the engine goes back to SND.UNA instead, the simple and safe choice).
//!
//! The ACK side (entering recovery on DupThresh SACK duplicates or when SND.UNA + 1 is lost,
//! cwnd = ssthresh = FlightSize / 2, no NewReno inflation, the exit at RecoveryPoint) is
//! [`crate::toe_ack::ack_decide`]'s with [`crate::toe_ack::AckView::sack`] set.

use crate::toe::{seq_le, seq_lt, DUPACK_THRESHOLD};
use crate::toe_reasm::Block;
use crate::toe_send::{PlanKind, SendPlan, SendView};

/// The most SACKed ranges the sender keeps per connection.
pub const SCOREBOARD_RANGES: usize = 4;

/// SACKed ranges above SND.UNA, ascending; `count` valid; HighRxt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Scoreboard {
    pub ranges: [Block; SCOREBOARD_RANGES],
    pub count: u8,
    /// One past the highest byte sent again in this recovery (SND.UNA when none).
    pub high_rxt: u32,
}

impl Scoreboard {
    pub fn held(&self) -> &[Block] {
        &self.ranges[..self.count as usize]
    }

    fn from_list(list: &[Block], high_rxt: u32) -> Scoreboard {
        let mut s = Scoreboard { count: list.len() as u8, high_rxt, ..Default::default() };
        s.ranges[..list.len()].copy_from_slice(list);
        s
    }

    /// An empty scoreboard at `snd_una` (a new recovery, a timeout).
    pub fn cleared(snd_una: u32) -> Scoreboard {
        Scoreboard { high_rxt: snd_una, ..Default::default() }
    }

    /// The ACK moved SND.UNA to `snd_una` and carried `blocks`: the scoreboard after, and
    /// whether a block SACKed bytes not SACKed before (RFC 6675 section 2's duplicate ACK).
    pub fn update(&self, snd_una: u32, snd_max: u32, blocks: &[(u32, u32)]) -> (Scoreboard, bool) {
        let mut list: Vec<Block> = Vec::new();
        for r in self.held() {
            if seq_lt(snd_una, r.end) {
                list.push(Block { start: if seq_lt(r.start, snd_una) { snd_una } else { r.start }, end: r.end });
            }
        }
        let mut newly = false;
        for &(l, r) in blocks {
            let l = if seq_lt(l, snd_una) { snd_una } else { l };
            if !seq_lt(l, r) || !seq_le(r, snd_max) {
                continue;
            }
            newly |= sacked_in(&list, l, r) < r.wrapping_sub(l);
            let mut m = Block { start: l, end: r };
            let mut rest = Vec::new();
            for x in list {
                if seq_le(x.start, m.end) && seq_le(m.start, x.end) {
                    if seq_lt(x.start, m.start) {
                        m.start = x.start;
                    }
                    if seq_lt(m.end, x.end) {
                        m.end = x.end;
                    }
                } else {
                    rest.push(x);
                }
            }
            rest.push(m);
            rest.sort_by_key(|x| x.start.wrapping_sub(snd_una));
            list = rest;
        }
        list.truncate(SCOREBOARD_RANGES);
        let high_rxt = if seq_lt(self.high_rxt, snd_una) { snd_una } else { self.high_rxt };
        (Scoreboard::from_list(&list, high_rxt), newly)
    }

    /// L: every unSACKed byte below it is lost (IsLost), none at or above it; SND.UNA when
    /// none is.
    pub fn lost_edge(&self, snd_una: u32, mss: u32) -> u32 {
        let held = self.held();
        let mut above = 0u32;
        for (i, r) in held.iter().enumerate().rev() {
            above = above.wrapping_add(r.end.wrapping_sub(r.start));
            if above > (DUPACK_THRESHOLD - 1) * mss || (held.len() - i) as u32 >= DUPACK_THRESHOLD {
                return r.start;
            }
        }
        snd_una
    }

    /// The pipe (RFC 6675 SetPipe): unSACKed bytes from L to SND.MAX, plus unSACKed bytes
    /// from SND.UNA to HighRxt.
    pub fn pipe(&self, snd_una: u32, snd_max: u32, mss: u32) -> u32 {
        let l = self.lost_edge(snd_una, mss);
        let unsacked = |a: u32, b: u32| if seq_lt(a, b) { b.wrapping_sub(a) - sacked_in(self.held(), a, b) } else { 0 };
        unsacked(l, snd_max).wrapping_add(unsacked(snd_una, self.high_rxt))
    }

    /// NextSeg's rule (1): the first lost byte not yet sent again and the end of its hole.
    pub fn next_hole(&self, snd_una: u32, mss: u32) -> Option<(u32, u32)> {
        let l = self.lost_edge(snd_una, mss);
        let mut s = if seq_lt(self.high_rxt, snd_una) { snd_una } else { self.high_rxt };
        for r in self.held() {
            if !seq_lt(s, l) {
                return None;
            }
            if seq_lt(s, r.start) {
                return Some((s, r.start));
            }
            if seq_lt(s, r.end) {
                s = r.end;
            }
        }
        None
    }
}

/// SACKed bytes of `list` inside `[a, b)`.
fn sacked_in(list: &[Block], a: u32, b: u32) -> u32 {
    list.iter()
        .map(|r| {
            let s = if seq_lt(r.start, a) { a } else { r.start };
            let e = if seq_lt(b, r.end) { b } else { r.end };
            if seq_lt(s, e) {
                e.wrapping_sub(s)
            } else {
                0
            }
        })
        .sum()
}

/// The transmit rule in SACK recovery (RFC 6675 section 5, step (C)): `None` when the
/// ordinary rule ([`crate::toe_send::send_plan`]) decides (not in SACK recovery, the first
/// segment asked for again, a go-back-N after a timeout, or only the FIN left to send).
pub fn sack_plan(v: &SendView, sb: &Scoreboard, in_recovery: bool) -> Option<SendPlan> {
    if !(v.synchronized && in_recovery) || v.rexmt_first || v.snd_nxt != v.snd_max {
        return None;
    }
    let nothing = Some(SendPlan::default());
    if v.cwnd < sb.pipe(v.snd_una, v.snd_max, v.snd_mss).saturating_add(v.snd_mss) {
        return nothing;
    }
    if let Some((s, hole_end)) = sb.next_hole(v.snd_una, v.snd_mss) {
        let limit = hole_end.wrapping_sub(s).min(v.snd_mss).min(v.data_end.wrapping_sub(s));
        return Some(SendPlan { kind: PlanKind::Records, start: s, limit, cut_ok: true, retransmit: true, advance: false });
    }
    if seq_lt(v.snd_max, v.data_end) {
        let flight = v.snd_max.wrapping_sub(v.snd_una);
        let limit = v.snd_wnd.saturating_sub(flight).min(v.snd_mss).min(v.data_end.wrapping_sub(v.snd_max));
        if limit == 0 {
            return nothing;
        }
        return Some(SendPlan { kind: PlanKind::Records, start: v.snd_max, limit, cut_ok: limit == v.snd_mss || flight == 0, retransmit: false, advance: true });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(start: u32, end: u32) -> Block {
        Block { start, end }
    }

    const MSS: u32 = 1000;

    #[test]
    fn blocks_inside_the_flight_are_taken_merged_and_ordered() {
        let sb = Scoreboard::cleared(1000);
        let (sb, new) = sb.update(1000, 10_000, &[(5000, 6000), (3000, 4000)]);
        assert!(new);
        assert_eq!(sb.held(), &[b(3000, 4000), b(5000, 6000)]);
        // Old news, a D-SACK below the ACK, a block past SND.MAX: nothing new.
        let (sb2, new) = sb.update(1000, 10_000, &[(3000, 4000), (500, 900), (9000, 11_000)]);
        assert!(!new);
        assert_eq!(sb2, sb);
        // Touching blocks merge.
        let (sb, new) = sb.update(1000, 10_000, &[(4000, 5000)]);
        assert!(new);
        assert_eq!(sb.held(), &[b(3000, 6000)]);
        // The cumulative ACK cuts ranges below it.
        let (sb, _) = sb.update(3500, 10_000, &[]);
        assert_eq!((sb.held(), sb.high_rxt), (&[b(3500, 6000)][..], 3500));
    }

    #[test]
    fn the_highest_range_is_forgotten_past_the_limit() {
        let blocks: Vec<(u32, u32)> = (0..5).map(|i| (2000 + i * 1000, 2500 + i * 1000)).collect();
        let (sb, _) = Scoreboard::cleared(1000).update(1000, 10_000, &blocks);
        assert_eq!(sb.count as usize, SCOREBOARD_RANGES);
        assert_eq!(sb.held()[3], b(5000, 5500));
    }

    #[test]
    fn is_lost_after_three_segments_or_three_ranges_above() {
        // 2 x MSS SACKed above: not lost yet; one byte more: lost.
        let (sb, _) = Scoreboard::cleared(1000).update(1000, 10_000, &[(2000, 4000)]);
        assert_eq!(sb.lost_edge(1000, MSS), 1000);
        let (sb, _) = sb.update(1000, 10_000, &[(4000, 4001)]);
        assert_eq!(sb.lost_edge(1000, MSS), 2000);
        // Three small ranges: the lowest hole is lost.
        let (sb, _) = Scoreboard::cleared(1000).update(1000, 10_000, &[(2000, 2010), (3000, 3010), (4000, 4010)]);
        assert_eq!(sb.lost_edge(1000, MSS), 2000);
        assert_eq!(sb.next_hole(1000, MSS), Some((1000, 2000)));
    }

    #[test]
    fn pipe_and_next_hole_follow_high_rxt() {
        // Flight 1000..9000; SACKed 2000..3000, 4000..5000, 6000..7000: L = 2000.
        let (mut sb, _) = Scoreboard::cleared(1000).update(1000, 9000, &[(2000, 3000), (4000, 5000), (6000, 7000)]);
        // Lost 1000..2000 not counted; 3000..4000, 5000..6000, 7000..9000 in the pipe.
        assert_eq!(sb.pipe(1000, 9000, MSS), 4000);
        assert_eq!(sb.next_hole(1000, MSS), Some((1000, 2000)));
        sb.high_rxt = 2000;
        assert_eq!(sb.pipe(1000, 9000, MSS), 5000);
        // The next unSACKed byte at or past HighRxt is 3000, but it is above L: not lost.
        assert_eq!(sb.next_hole(1000, MSS), None);
    }

    #[test]
    fn the_plan_sends_a_hole_then_new_data_within_the_pipe() {
        let v = SendView { synchronized: true, snd_una: 1000, snd_nxt: 9000, snd_max: 9000, data_end: 20_000, snd_wnd: 65_535, cwnd: 5000, snd_mss: MSS, ..Default::default() };
        let (sb, _) = Scoreboard::cleared(1000).update(1000, 9000, &[(2000, 3000), (4000, 5000), (6000, 7000)]);
        let p = sack_plan(&v, &sb, true).unwrap();
        assert_eq!((p.kind, p.start, p.limit, p.retransmit, p.advance), (PlanKind::Records, 1000, 1000, true, false));
        // After that retransmission the pipe is 5000 = cwnd: nothing.
        let sb2 = Scoreboard { high_rxt: 2000, ..sb };
        assert_eq!(sack_plan(&v, &sb2, true).unwrap().kind, PlanKind::Nothing);
        // With room and no lost hole left: new data from SND.MAX.
        let p = sack_plan(&SendView { cwnd: 8000, ..v }, &sb2, true).unwrap();
        assert_eq!((p.start, p.limit, p.retransmit, p.advance), (9000, 1000, false, true));
        // Outside recovery, or with the first segment asked for, the ordinary rule decides.
        assert_eq!(sack_plan(&v, &sb, false), None);
        assert_eq!(sack_plan(&SendView { rexmt_first: true, ..v }, &sb, true), None);
    }

    proptest::proptest! {
        /// Any blocks: the ranges stay inside (SND.UNA, SND.MAX], ascending, disjoint and not
        /// touching, at most the limit; every byte a taken block named is SACKed unless the
        /// limit made the scoreboard forget a higher range; `newly` is exactly "some named
        /// byte was not SACKed before".
        #[test]
        fn any_blocks_keep_the_scoreboard_well_formed(base: u32, blocks in proptest::collection::vec((0u32..20_000, 1u32..3000), 0..12)) {
            let (una, max) = (base, base.wrapping_add(16_000));
            let mut sb = Scoreboard::cleared(una);
            let mut sacked = std::collections::BTreeSet::new();
            let mut never_full = true;
            for (off, len) in blocks {
                let (l, r) = (base.wrapping_add(off), base.wrapping_add(off + len));
                let inside = off + len <= 16_000;
                let before = sb;
                let (next, newly) = sb.update(una, max, &[(l, r)]);
                let named: Vec<u32> = if inside { (off..off + len).collect() } else { Vec::new() };
                let was: std::collections::BTreeSet<u32> = before.held().iter().flat_map(|x| x.start.wrapping_sub(base)..x.end.wrapping_sub(base)).collect();
                proptest::prop_assert_eq!(newly, named.iter().any(|o| !was.contains(o)));
                sacked.extend(named);
                sb = next;
                let h = sb.held();
                for (i, x) in h.iter().enumerate() {
                    proptest::prop_assert!(seq_le(una, x.start) && seq_lt(x.start, x.end) && seq_le(x.end, max));
                    if let Some(y) = h.get(i + 1) {
                        proptest::prop_assert!(seq_lt(x.end, y.start));
                    }
                }
                let now: std::collections::BTreeSet<u32> = h.iter().flat_map(|x| x.start.wrapping_sub(base)..x.end.wrapping_sub(base)).collect();
                proptest::prop_assert!(now.is_subset(&sacked), "no byte SACKed that no block named");
                never_full &= (sb.count as usize) < SCOREBOARD_RANGES;
                if never_full {
                    proptest::prop_assert_eq!(&now, &sacked);
                }
            }
        }
    }
}
