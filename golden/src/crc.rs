//! CRC32C as MPA uses it (RFC 5044 section 4.1; polynomial and conventions of RFC 3720 section
//! 12.1 / appendix B.4): reflected polynomial 0x1EDC6F41, initial value all ones, final
//! complement. On the MPA wire the 32-bit result is sent least significant byte first.

/// CRC32C of `bytes` (initial value 0xFFFFFFFF, reflected, final complement).
pub fn crc32c(bytes: &[u8]) -> u32 {
    crc32c::crc32c(bytes)
}

/// The four wire bytes of an MPA CRC field for `crc` (RFC 5044 section 4.1 sends the CRC
/// least significant byte first, unlike every other MPA field).
pub fn crc_wire_bytes(crc: u32) -> [u8; 4] {
    crc.to_le_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Bit-serial CRC32C written straight from the RFC 3720 definition: an independent oracle
    /// for the table-driven crate.
    fn bitwise_crc32c(bytes: &[u8]) -> u32 {
        const REFLECTED_POLY: u32 = 0x82F6_3B78; // 0x1EDC6F41 bit-reversed
        let mut crc = 0xFFFF_FFFFu32;
        for &b in bytes {
            crc ^= b as u32;
            for _ in 0..8 {
                crc = if crc & 1 != 0 { (crc >> 1) ^ REFLECTED_POLY } else { crc >> 1 };
            }
        }
        !crc
    }

    #[test]
    fn check_value_123456789() {
        assert_eq!(crc32c(b"123456789"), 0xE306_9283);
    }

    /// RFC 3720 appendix B.4: the CRC field bytes as sent, least significant byte first.
    #[test]
    fn rfc3720_b4_vectors() {
        let zeros = [0u8; 32];
        let ones = [0xFFu8; 32];
        let inc: Vec<u8> = (0u8..32).collect();
        let dec: Vec<u8> = (0u8..32).rev().collect();
        assert_eq!(crc_wire_bytes(crc32c(&zeros)), [0xaa, 0x36, 0x91, 0x8a]);
        assert_eq!(crc_wire_bytes(crc32c(&ones)), [0x43, 0xab, 0xa8, 0x62]);
        assert_eq!(crc_wire_bytes(crc32c(&inc)), [0x4e, 0x79, 0xdd, 0x46]);
        assert_eq!(crc_wire_bytes(crc32c(&dec)), [0x5c, 0xdb, 0x3f, 0x11]);
        // RFC 3720 B.4 iSCSI read command PDU (48 bytes).
        let read_cmd: [u8; 48] = [
            0x01, 0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x00, 0x00, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x00, 0x14,
            0x00, 0x00, 0x00, 0x18, 0x28, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00,
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        ];
        assert_eq!(crc_wire_bytes(crc32c(&read_cmd)), [0x56, 0x3a, 0x96, 0xd9]);
    }

    #[test]
    fn empty_input() {
        assert_eq!(crc32c(&[]), 0);
    }

    proptest! {
        #[test]
        fn crate_matches_bitwise_definition(bytes in proptest::collection::vec(any::<u8>(), 0..2048)) {
            prop_assert_eq!(crc32c(&bytes), bitwise_crc32c(&bytes));
        }
    }
}
