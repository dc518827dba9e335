//! The Internet checksum (RFC 1071): ones' complement sum of 16-bit big-endian words.

/// Ones' complement sum of `data` folded into `acc` (not complemented).
pub fn sum(mut acc: u32, data: &[u8]) -> u32 {
    let mut chunks = data.chunks_exact(2);
    for c in &mut chunks {
        acc += u16::from_be_bytes([c[0], c[1]]) as u32;
    }
    if let [last] = chunks.remainder() {
        acc += (*last as u32) << 8;
    }
    while acc > 0xFFFF {
        acc = (acc & 0xFFFF) + (acc >> 16);
    }
    acc
}

/// The checksum field value for `data` with `acc` already summed (e.g. a pseudo-header).
pub fn finish(acc: u32) -> u16 {
    !(sum(acc, &[]) as u16)
}

/// Checksum of `data` alone.
pub fn of(data: &[u8]) -> u16 {
    finish(sum(0, data))
}

/// Sum of the TCP/UDP pseudo-header of RFC 793 section 3.1 (RFC 9293 section 3.1).
pub fn pseudo_header(src: [u8; 4], dst: [u8; 4], protocol: u8, length: u16) -> u32 {
    let mut acc = sum(0, &src);
    acc = sum(acc, &dst);
    acc + protocol as u32 + length as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 1071 section 3 worked example: words 0001 f203 f4f5 f6f7 sum to ddf2.
    #[test]
    fn rfc1071_example() {
        let data = [0x00, 0x01, 0xf2, 0x03, 0xf4, 0xf5, 0xf6, 0xf7];
        assert_eq!(sum(0, &data), 0xddf2);
        assert_eq!(of(&data), !0xddf2);
    }

    #[test]
    fn odd_length_pads_with_zero() {
        assert_eq!(of(&[0xab]), of(&[0xab, 0x00]));
    }
}
