//! Layouts of the 64-bit stream beat shared by the engines (architecture notes' stream rules):
//! two 32-bit word slots, their 4-lane keep halves, and a status token's word.

crate::layout! {
    /// A 64-bit beat as two word slots (MPA works in 4-byte words, RFC 5044 section 4).
    pub BeatWords(beat_words): 64 {
        /// Slot 0: lanes 0..3.
        word0: 32,
        /// Slot 1: lanes 4..7.
        word1: 32,
    }
}

crate::layout! {
    /// A beat's keep as the keep of its two word slots.
    pub BeatKeep(beat_keep): 8 {
        /// Lanes 0..3.
        keep0: 4,
        /// Lanes 4..7.
        keep1: 4,
    }
}

crate::layout! {
    /// A status token's word in a queue of 32-bit entries.
    pub StatusWord(status_word): 32 {
        /// The status code.
        status: 2,
    }
}

crate::layout! {
    /// A beat's keep, lane by lane.
    pub LaneKeep(lane_keep): 8 {
        lane0: flag,
        lane1: flag,
        lane2: flag,
        lane3: flag,
        lane4: flag,
        lane5: flag,
        lane6: flag,
        lane7: flag,
    }
}
