//! SYN cookies (RFC 4987 section 3.6), the TOE's answer to SYN floods once its half-open quota
//! is used up ([`crate::toe::ToeConfig::half_open_max`]): the SYN-ACK's sequence number
//! carries what the connection needs and no TCB is kept until the handshake's ACK returns it.
//! Pure functions, for the hardware to follow.
//!
//! The cookie (the SYN-ACK's ISS), from the top bit down:
//! - 5 bits: the time counter `t` (the tick count / [`COOKIE_PERIOD`]) modulo 32;
//! - 3 bits: the index of the largest entry of [`MSS_TABLE`] not above the peer's MSS;
//! - 24 bits: a keyed hash of the tuple, the peer's ISN and `t` (the engine's Toeplitz hash,
//!   the one its RSS and ISNs use, under a key of its own).
//!
//! An ACK to a listening port with no connection is accepted when ACK - 1 is the cookie of the
//! tuple and SEQ - 1 under the current or the previous `t` (so a cookie lives one to two
//! periods). The window-scale shift and SACK-permitted the peer offered go in the low 5 bits
//! of the SYN-ACK's TSval, which the ACK echoes (Linux's layout: bits 0-3 the shift, 15 for
//! none; bit 4 SACK), lowered by 32 when that would put TSval ahead of the clock (the peer's
//! PAWS must not see our later TSvals as old). A peer without timestamps gets neither window
//! scaling nor SACK (the SYN-ACK offers them only with timestamps). The hash is linear in its
//! input, as RSS's is: a peer that sees cookies for its own tuples learns something of the
//! key; the time counter and the 24 bits a forger must hit for each tuple are the defence, as
//! with the ISNs (RFC 6528), and the key can be changed at run time.

use crate::toe::seq_lt;
use crate::toe_conn::{toeplitz, Tuple};

/// Ticks per step of the cookie's time counter (65.5 s at the default 1 ms tick; RFC 4987
/// suggests a counter of about a minute).
pub const COOKIE_PERIOD: u32 = 65_536;
/// The MSS values a cookie can carry (3 bits).
pub const MSS_TABLE: [u16; 8] = [216, 536, 1024, 1220, 1360, 1440, 1460, 8960];
/// Key bytes: 13 input bytes (tuple, peer ISN, counter) and the 32 output bits' window.
pub const COOKIE_KEY_BYTES: usize = 17;
/// TSval bits that carry the options.
pub const TS_OPTION_BITS: u32 = 5;
const TS_NO_SHIFT: u32 = 0xF;
const TS_SACK: u32 = 1 << 4;

/// The time counter at tick `now`.
pub fn counter(now: u32) -> u32 {
    now / COOKIE_PERIOD
}

/// The index of the largest [`MSS_TABLE`] entry not above `mss` (0 below the first).
pub fn mss_index(mss: u16) -> u32 {
    MSS_TABLE.iter().rposition(|&m| m <= mss).unwrap_or(0) as u32
}

/// The cookie for `tuple` and the peer's ISN under counter `t` with MSS index `mss_idx`.
pub fn cookie(key: &[u8; COOKIE_KEY_BYTES], tuple: &Tuple, peer_isn: u32, t: u32, mss_idx: u32) -> u32 {
    let mut input = [0u8; 13];
    input[..8].copy_from_slice(&tuple.bytes());
    input[8..12].copy_from_slice(&peer_isn.to_be_bytes());
    input[12] = (t & 31) as u8;
    let h = toeplitz(key, &input, 32);
    ((t & 31) << 27) | ((mss_idx & 7) << 24) | (h & 0x00FF_FFFF)
}

/// The MSS index a returned cookie carries, if it is one of ours for this tuple and peer ISN
/// at tick `now` (the current counter or the one before).
pub fn check(key: &[u8; COOKIE_KEY_BYTES], tuple: &Tuple, peer_isn: u32, now: u32, c: u32) -> Option<u32> {
    let t = counter(now);
    let idx = (c >> 24) & 7;
    [t, t.wrapping_sub(1)].into_iter().find(|&t| cookie(key, tuple, peer_isn, t, idx) == c).map(|_| idx)
}

/// The SYN-ACK's TSval carrying the peer's shift and SACK-permitted, never ahead of `now`.
pub fn ts_encode(now: u32, shift: Option<u8>, sack: bool) -> u32 {
    let bits = shift.map_or(TS_NO_SHIFT, |s| u32::from(s.min(14))) | if sack { TS_SACK } else { 0 };
    let v = (now & !((1 << TS_OPTION_BITS) - 1)) | bits;
    if seq_lt(now, v) {
        v.wrapping_sub(1 << TS_OPTION_BITS)
    } else {
        v
    }
}

/// The peer's shift and SACK-permitted from the echoed TSval.
pub fn ts_decode(tsecr: u32) -> (Option<u8>, bool) {
    let s = tsecr & 0xF;
    ((s != TS_NO_SHIFT).then_some(s as u8), tsecr & TS_SACK != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: [u8; COOKIE_KEY_BYTES] = [0x3B, 0x7C, 0x11, 0x92, 0xE4, 0x05, 0xA8, 0x6D, 0x21, 0xF0, 0x5E, 0xC3, 0x97, 0x48, 0x0A, 0xB6, 0x13];

    fn tuple() -> Tuple {
        Tuple { remote_ip: [192, 0, 2, 9], remote_port: 40_123, local_port: 5001 }
    }

    #[test]
    fn a_cookie_checks_for_two_periods_and_carries_the_mss() {
        let now = 5 * COOKIE_PERIOD + 77;
        let c = cookie(&KEY, &tuple(), 1234, counter(now), mss_index(1460));
        assert_eq!(MSS_TABLE[check(&KEY, &tuple(), 1234, now, c).unwrap() as usize], 1460);
        assert!(check(&KEY, &tuple(), 1234, now + COOKIE_PERIOD, c).is_some());
        assert_eq!(check(&KEY, &tuple(), 1234, now + 2 * COOKIE_PERIOD, c), None);
        // Another tuple, another peer ISN, a flipped bit: refused.
        assert_eq!(check(&KEY, &Tuple { remote_port: 40_124, ..tuple() }, 1234, now, c), None);
        assert_eq!(check(&KEY, &tuple(), 1235, now, c), None);
        assert_eq!(check(&KEY, &tuple(), 1234, now, c ^ 1), None);
    }

    #[test]
    fn the_mss_rounds_down_to_the_table() {
        assert_eq!(MSS_TABLE[mss_index(1448) as usize], 1440);
        assert_eq!(MSS_TABLE[mss_index(100) as usize], 216);
        assert_eq!(MSS_TABLE[mss_index(9000) as usize], 8960);
    }

    #[test]
    fn timestamps_carry_the_options_and_never_run_ahead() {
        for now in [0u32, 5, 31, 32, 1000, 1023, u32::MAX] {
            for (shift, sack) in [(None, false), (Some(7), true), (Some(14), false), (Some(0), true)] {
                let v = ts_encode(now, shift, sack);
                assert_eq!(ts_decode(v), (shift, sack));
                assert!(!seq_lt(now, v), "TSval {v} ahead of {now}");
                assert!(now.wrapping_sub(v) < 64);
            }
        }
    }

    proptest::proptest! {
        /// Any tuple, ISN, time and MSS: the cookie checks within its two periods and carries
        /// its MSS index; any other 32-bit value a forger sends is refused unless it equals the
        /// cookie of the current or previous counter.
        #[test]
        fn cookies_check_and_forgeries_fail(ip: [u8; 4], rport: u16, lport: u16, isn: u32, now: u32, mss: u16, forged: u32) {
            let t = Tuple { remote_ip: ip, remote_port: rport, local_port: lport };
            let c = cookie(&KEY, &t, isn, counter(now), mss_index(mss));
            proptest::prop_assert_eq!(check(&KEY, &t, isn, now, c), Some(mss_index(mss)));
            let valid = (0..8).flat_map(|i| [counter(now), counter(now).wrapping_sub(1)].map(|k| cookie(&KEY, &t, isn, k, i))).any(|x| x == forged);
            proptest::prop_assert_eq!(check(&KEY, &t, isn, now, forged).is_some(), valid);
        }
    }
}
