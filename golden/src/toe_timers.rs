//! The TOE's timers: four per connection, driven by a tick count (the rule golden [`toe`]'s
//! countdown timers follow, as a table the hardware's `toe_timers` is checked against).
//!
//! A timer armed for `d` ticks while the count is `n` fires once, at the tick that brings the
//! count to `n + d`, unless it is cancelled or armed again first; `d` = 0 cancels (a countdown
//! of 0 is off). A tick visits the connections in slot order and reports, for each, the mask
//! of its timers that fired (bit k = timer k). The count is 20 bits and wraps; every deadline
//! is less than 2^16 ticks ahead.
//!
//! [`toe`]: crate::toe

use crate::toe_conn::SLOTS;

/// Timers per connection.
pub const TIMERS: usize = 4;
/// Bits of the tick count.
pub const COUNT_BITS: u32 = 20;
const COUNT_MASK: u32 = (1 << COUNT_BITS) - 1;

/// Every connection's timers.
#[derive(Clone, Debug)]
pub struct TimerTable {
    now: u32,
    deadline: Vec<[Option<u32>; TIMERS]>,
}

impl Default for TimerTable {
    fn default() -> Self {
        Self::new()
    }
}

impl TimerTable {
    pub fn new() -> Self {
        Self::with_slots(SLOTS)
    }

    /// A table for `slots` connections (the composed `rnic`'s TOE: 64).
    pub fn with_slots(slots: usize) -> Self {
        TimerTable { now: 0, deadline: vec![[None; TIMERS]; slots] }
    }

    /// The tick count.
    pub fn now(&self) -> u32 {
        self.now
    }

    /// Arms timer `k` of `conn` for `ticks` ticks (0 cancels it).
    pub fn arm(&mut self, conn: usize, k: usize, ticks: u16) {
        self.deadline[conn][k] = (ticks > 0).then(|| (self.now + u32::from(ticks)) & COUNT_MASK);
    }

    pub fn cancel(&mut self, conn: usize, k: usize) {
        self.deadline[conn][k] = None;
    }

    pub fn cancel_all(&mut self, conn: usize) {
        self.deadline[conn] = [None; TIMERS];
    }

    /// Whether timer `k` of `conn` is armed.
    pub fn armed(&self, conn: usize, k: usize) -> bool {
        self.deadline[conn][k].is_some()
    }

    /// One tick: the connections whose timers fire, in slot order, each with its mask.
    pub fn tick(&mut self) -> Vec<(usize, u8)> {
        self.now = (self.now + 1) & COUNT_MASK;
        let now = self.now;
        let mut fired = Vec::new();
        for (conn, timers) in self.deadline.iter_mut().enumerate() {
            let mut mask = 0u8;
            for (k, t) in timers.iter_mut().enumerate() {
                if *t == Some(now) {
                    *t = None;
                    mask |= 1 << k;
                }
            }
            if mask != 0 {
                fired.push((conn, mask));
            }
        }
        fired
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fires_once_after_its_ticks() {
        let mut t = TimerTable::new();
        t.arm(5, 1, 3);
        t.arm(5, 2, 3);
        t.arm(9, 0, 1);
        assert_eq!(t.tick(), vec![(9, 0b0001)]);
        assert_eq!(t.tick(), vec![]);
        assert_eq!(t.tick(), vec![(5, 0b0110)]);
        assert!(!t.armed(5, 1));
        for _ in 0..100 {
            assert_eq!(t.tick(), vec![]);
        }
    }

    #[test]
    fn cancel_and_rearm_win() {
        let mut t = TimerTable::new();
        t.arm(1, 0, 2);
        t.arm(1, 3, 2);
        t.cancel(1, 0);
        t.arm(2, 1, 2);
        t.arm(2, 1, 4);
        t.arm(3, 1, 1);
        t.arm(3, 1, 0);
        assert_eq!(t.tick(), vec![]);
        assert_eq!(t.tick(), vec![(1, 0b1000)]);
        t.cancel_all(2);
        for _ in 0..5 {
            assert_eq!(t.tick(), vec![]);
        }
    }
}
