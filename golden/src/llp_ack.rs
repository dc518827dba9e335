//! The transport's acknowledgements as ddp_tx counts them (the reference for `rnic_ack`).
//!
//! The TOE acknowledges bytes of its stream (`ACKED`: data bytes acknowledged so far, mod
//! 2^32); ddp_tx completes a Write or a Send when the transport has acknowledged its last
//! ULPDU (a reliable connection's rule in the verbs: a Write or a Send completes when the
//! transport has it acknowledged), and counts ULPDU bytes per QP. A ULPDU counts as acknowledged
//! when all of its FPDU is (the FPDU's end, markers and CRC included, at or before the
//! acknowledged position): RFC 5044 leaves partial FPDUs with the transport, and an FPDU
//! acknowledged in part may still be retransmitted. The map keeps, per QP in RDMA mode,
//! each FPDU's end in the stream (bytes from S0) and the QP's ULPDU bytes up to it; the
//! stream position of an `ACKED` value is the value less the bytes before S0 (the MPA
//! Request or Reply and its private data).

use std::collections::VecDeque;

/// Serial-number order of stream positions (RFC 1982 style, mod 2^32).
fn at_or_before(a: u32, b: u32) -> bool {
    b.wrapping_sub(a) < 1 << 31
}

/// One QP's FPDUs not yet acknowledged.
#[derive(Clone, Debug, Default)]
pub struct AckMap {
    /// The `ACKED` value at S0.
    pub s0: u32,
    /// The QP's ULPDU bytes so far (mod 2^32).
    pub ulpdu_bytes: u32,
    /// FPDUs not acknowledged: (end in the stream from S0, ULPDU bytes up to it).
    pub fpdus: VecDeque<(u32, u32)>,
}

impl AckMap {
    pub fn new(s0: u32) -> Self {
        AckMap { s0, ..Default::default() }
    }

    /// An FPDU with a `len`-byte ULPDU ends at `end` (bytes from S0).
    pub fn sent(&mut self, end: u32, len: u16) {
        self.ulpdu_bytes = self.ulpdu_bytes.wrapping_add(u32::from(len));
        self.fpdus.push_back((end, self.ulpdu_bytes));
    }

    /// The TOE acknowledged `value` data bytes: the QP's ULPDU bytes now acknowledged, if
    /// any FPDU was completed by it.
    pub fn acked(&mut self, value: u32) -> Option<u32> {
        let pos = value.wrapping_sub(self.s0);
        let mut done = None;
        while let Some(&(end, bytes)) = self.fpdus.front() {
            if !at_or_before(end, pos) {
                break;
            }
            done = Some(bytes);
            self.fpdus.pop_front();
        }
        done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_fpdu_counts_only_when_all_of_it_is_acknowledged() {
        let mut m = AckMap::new(100);
        m.sent(40, 20);
        m.sent(80, 30);
        assert_eq!(m.acked(139), None);
        assert_eq!(m.acked(140), Some(20));
        assert_eq!(m.acked(179), None);
        assert_eq!(m.acked(300), Some(50));
        assert!(m.fpdus.is_empty());
    }

    #[test]
    fn positions_wrap() {
        let mut m = AckMap::new(u32::MAX - 9);
        m.sent(20, 8);
        assert_eq!(m.acked(9), None);
        assert_eq!(m.acked(10), Some(8));
    }
}
