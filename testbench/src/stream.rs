//! The byte-stream interface (architecture.md): beats, a seeded source with random idle,
//! seeded backpressure, and a protocol checker.
//!
//! Rules checked: a beat moves when valid && ready; once valid is raised it stays up, with the
//! same payload, until the beat moves.

use crate::seed::TestRng;
use rand::Rng;
use std::collections::VecDeque;
use std::fmt::Debug;

/// Byte lanes per beat.
pub const LANES: usize = 8;

/// One beat of the 64-bit byte stream: lane `l` is `data[8l+7:8l]`, lane 0 first on the wire.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Beat {
    pub data: u64,
    pub keep: u8,
    pub last: bool,
}

/// Cuts `bytes` into beats, the first byte in lane `start_lane`; unused lanes are zero with
/// `keep` clear. An empty packet is one beat with `keep == 0` and `last`.
pub fn packet_beats(bytes: &[u8], start_lane: usize) -> Vec<Beat> {
    assert!(start_lane < LANES);
    if bytes.is_empty() {
        return vec![Beat { data: 0, keep: 0, last: true }];
    }
    let mut beats = Vec::with_capacity((bytes.len() + start_lane) / LANES + 1);
    let mut lane = start_lane;
    let mut beat = Beat::default();
    for (i, &b) in bytes.iter().enumerate() {
        beat.data |= (b as u64) << (8 * lane);
        beat.keep |= 1 << lane;
        lane += 1;
        if lane == LANES || i + 1 == bytes.len() {
            beat.last = i + 1 == bytes.len();
            beats.push(beat);
            beat = Beat::default();
            lane = 0;
        }
    }
    beats
}

/// The bytes a sequence of beats carries (kept lanes, in order).
pub fn beats_bytes(beats: &[Beat]) -> Vec<u8> {
    let mut out = Vec::new();
    for beat in beats {
        for l in 0..LANES {
            if (beat.keep >> l) & 1 == 1 {
                out.push((beat.data >> (8 * l)) as u8);
            }
        }
    }
    out
}

/// A seeded source of beats: idles with probability `idle` before presenting each beat, then
/// holds it until it moves.
pub struct StreamSource {
    queue: VecDeque<Beat>,
    presented: bool,
    idle: f64,
}

impl StreamSource {
    pub fn new(idle: f64) -> Self {
        assert!((0.0..1.0).contains(&idle));
        Self { queue: VecDeque::new(), presented: false, idle }
    }

    pub fn push_packet(&mut self, beats: impl IntoIterator<Item = Beat>) {
        self.queue.extend(beats);
    }

    /// Beats not yet moved.
    pub fn pending(&self) -> usize {
        self.queue.len()
    }

    /// (valid, beat) for this cycle.
    pub fn drive(&mut self, rng: &mut TestRng) -> (bool, Beat) {
        if !self.presented && !self.queue.is_empty() && !(self.idle > 0.0 && rng.gen_bool(self.idle)) {
            self.presented = true;
        }
        match (self.presented, self.queue.front()) {
            (true, Some(b)) => (true, *b),
            _ => (false, Beat::default()),
        }
    }

    /// Call after the edge with the cycle's ready: returns the beat that moved, if any.
    pub fn advance(&mut self, ready: bool) -> Option<Beat> {
        if self.presented && ready {
            self.presented = false;
            self.queue.pop_front()
        } else {
            None
        }
    }
}

/// Seeded backpressure: ready low with probability `stall`.
pub struct ReadyGen {
    stall: f64,
}

impl ReadyGen {
    pub fn new(stall: f64) -> Self {
        assert!((0.0..1.0).contains(&stall));
        Self { stall }
    }
    pub fn drive(&self, rng: &mut TestRng) -> bool {
        !(self.stall > 0.0 && rng.gen_bool(self.stall))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seed::rng_for;

    #[test]
    fn beats_round_trip_from_any_lane() {
        let bytes: Vec<u8> = (0..=40).collect();
        for lane in 0..LANES {
            for len in 0..bytes.len() {
                let beats = packet_beats(&bytes[..len], lane);
                assert_eq!(beats_bytes(&beats), &bytes[..len]);
                assert!(beats.last().unwrap().last);
                assert_eq!(beats.iter().filter(|b| b.last).count(), 1);
                if len > 0 {
                    assert_eq!(beats[0].keep.trailing_zeros() as usize, lane);
                }
            }
        }
    }

    #[test]
    fn source_holds_beat_until_ready() {
        let mut rng = rng_for("source_holds_beat_until_ready");
        let mut src = StreamSource::new(0.5);
        src.push_packet(packet_beats(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0));
        let mut stalled: Option<Beat> = None;
        let mut moved = Vec::new();
        for cycle in 0..200 {
            let (valid, beat) = src.drive(&mut rng);
            let ready = cycle % 3 == 0;
            if let Some(was) = stalled {
                assert!(valid && beat == was, "cycle {cycle}: the stalled beat {was:?} was not held");
            }
            stalled = (valid && !ready).then_some(beat);
            if valid && ready {
                moved.push(src.advance(true).unwrap());
            } else {
                assert!(src.advance(false).is_none());
            }
        }
        assert_eq!(beats_bytes(&moved), (1..=10).collect::<Vec<u8>>());
    }
}

/// Traffic shape of a run: the probability a source idles before a beat, and the probability
/// the sink holds ready low in a cycle.
#[derive(Clone, Copy, Debug)]
pub struct Traffic {
    pub idle: f64,
    pub stall: f64,
}

/// A length log-uniform over 1..=max: short and full-size both common.
pub fn log_uniform(rng: &mut TestRng, max: usize) -> usize {
    ((rng.gen::<f64>() * (max as f64).ln()).exp() as usize).clamp(1, max)
}
