//! ToeRxCheck: the TOE's receive frame check, emitted as `rtl/toe_rx_check.v`.
//!
//! Ports:
//! - `s_data/s_keep/s_last/s_valid/s_ready`: Ethernet frames as a packet stream (first byte in
//!   lane 0, every beat full but the last, keep contiguous from lane 0).
//! - `m_data/m_keep/m_last/m_verdict/m_valid/m_ready`: the same frames, five cycles later,
//!   with the verdict ([`super::rx_verdict`]) on the last beat (0 on the others).
//! - `cnt_*`: frames per verdict (32 bits, wrapping), counted as their last beat leaves.
//!
//! Pipeline, one beat per cycle, every stage moving together (`advance`: the output register
//! is empty or taken):
//! - in → S1: header bytes captured at their beats; each beat's words that belong to the IPv4
//!   header sum and to the TCP sum (pseudo-header addresses, then segment bytes up to the IPv4
//!   total length, masked lane by lane); on a last beat, every check but the two checksums,
//!   from the captured fields, the beat's position and the bytes left.
//! - S1 → S2: each sum's four words added.
//! - S2 → S3: the sums accumulate (a frame's first beat restarts them).
//! - S3 → S4: the first fold of both sums (32 → 17 bits).
//! - S4 → out: the second fold, the two checksum compares, the verdict in golden's order.
//!
//! Sums are kept on the lanes' little-endian words (see [`super::rx_sum`]).

use super::*;
use crate::common::beat::LaneKeep;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeRxCheck {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    pub m_verdict: Signal<Out, Bits<3>>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    pub cnt_segment: Signal<Out, Bits<32>>,
    pub cnt_slow_path: Signal<Out, Bits<32>>,
    pub cnt_bad_ip: Signal<Out, Bits<32>>,
    pub cnt_ip_policy: Signal<Out, Bits<32>>,
    pub cnt_bad_tcp: Signal<Out, Bits<32>>,
    pub cnt_truncated: Signal<Out, Bits<32>>,
    advance: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    /// Index of the input beat within its frame, saturating at `rx_beat::LATER` (past every
    /// header field: a 3-bit compare, not a beat counter, decides each beat's role).
    idx: DFF<Bits<3>>,
    /// Captured header bytes.
    et_hi: DFF<Bits<8>>,
    et_lo: DFF<Bits<8>>,
    ver_ihl: DFF<Bits<8>>,
    total: DFF<Bits<16>>,
    flags_hi: DFF<Bits<8>>,
    frag_lo: DFF<Bits<8>>,
    proto: DFF<Bits<8>>,
    doff: DFF<Bits<8>>,
    /// IPv4 datagram bytes left at the input beat's start (from beat `IP_ADDRESSES` on).
    rem: DFF<Bits<16>>,
    /// Lanes inside the datagram, and those the TCP sum takes.
    lanes: Signal<Local, Bits<8>>,
    in_tcp: Signal<Local, Bits<8>>,
    m0: Signal<Local, Bits<16>>,
    m1: Signal<Local, Bits<16>>,
    m2: Signal<Local, Bits<16>>,
    m3: Signal<Local, Bits<16>>,
    tcp_words: Signal<Local, Bits<64>>,
    ip_words: Signal<Local, Bits<64>>,
    count: Signal<Local, Bits<4>>,
    et_hi_now: Signal<Local, Bits<8>>,
    et_lo_now: Signal<Local, Bits<8>>,
    total_now: Signal<Local, Bits<16>>,
    doff_bytes: Signal<Local, Bits<16>>,
    checks: Signal<Local, Bits<{ rx_checks::BITS }>>,
    in_beat: Signal<Local, Bits<{ pipe_beat::BITS }>>,
    s4_checks: Signal<Local, Bits<{ rx_checks::BITS }>>,
    // S1: the words each sum takes.
    s1_valid: DFF<Bit>,
    s1_beat: DFF<Bits<{ pipe_beat::BITS }>>,
    s1_first: DFF<Bit>,
    s1_tcp_words: DFF<Bits<64>>,
    s1_ip_words: DFF<Bits<64>>,
    // S2: each beat's sums.
    s2_valid: DFF<Bit>,
    s2_beat: DFF<Bits<{ pipe_beat::BITS }>>,
    s2_first: DFF<Bit>,
    s2_tcp: DFF<Bits<18>>,
    s2_ip: DFF<Bits<18>>,
    // S3: the frame's sums so far.
    s3_valid: DFF<Bit>,
    s3_beat: DFF<Bits<{ pipe_beat::BITS }>>,
    acc_tcp: DFF<Bits<32>>,
    acc_ip: DFF<Bits<32>>,
    // S4: the first fold.
    s4_valid: DFF<Bit>,
    s4_beat: DFF<Bits<{ pipe_beat::BITS }>>,
    fold_tcp: DFF<Bits<17>>,
    fold_ip: DFF<Bits<17>>,
    tcp_fold2: Signal<Local, Bits<16>>,
    ip_fold2: Signal<Local, Bits<16>>,
    verdict: Signal<Local, Bits<3>>,
    // Output.
    o_valid: DFF<Bit>,
    o_beat: DFF<Bits<{ pipe_beat::BITS }>>,
    o_verdict: DFF<Bits<3>>,
    n_segment: DFF<Bits<32>>,
    n_slow_path: DFF<Bits<32>>,
    n_bad_ip: DFF<Bits<32>>,
    n_ip_policy: DFF<Bits<32>>,
    n_bad_tcp: DFF<Bits<32>>,
    n_truncated: DFF<Bits<32>>,
}

impl Logic for ToeRxCheck {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, idx, et_hi, et_lo, ver_ihl, total, flags_hi, frag_lo, proto, doff, rem, s1_valid, s1_beat, s1_first,
            s1_tcp_words, s1_ip_words, s2_valid, s2_beat, s2_first, s2_tcp, s2_ip, s3_valid, s3_beat, acc_tcp, acc_ip, s4_valid,
            s4_beat, fold_tcp, fold_ip, o_valid, o_beat, o_verdict, n_segment, n_slow_path, n_bad_ip, n_ip_policy, n_bad_tcp,
            n_truncated
        );
        self.advance.next = !self.o_valid.q.val() | self.m_ready.val();
        self.s_ready.next = self.advance.val() & !self.reset.val();
        self.take.next = self.s_valid.val() & self.advance.val() & !self.reset.val();
        // Lanes inside the IPv4 datagram: all kept lanes while a beat or more is left, else the
        // first `lanes` of them.
        self.lanes.next = self.s_keep.val();
        if self.rem.q.val().get_value_beats() == 0 {
            self.lanes.next = bits::<8>(0);
            self.lanes.next.set_value_lane0(self.s_keep.val().get_value_lane0() & (self.rem.q.val().get_value_lanes() > 0));
            self.lanes.next.set_value_lane1(self.s_keep.val().get_value_lane1() & (self.rem.q.val().get_value_lanes() > 1));
            self.lanes.next.set_value_lane2(self.s_keep.val().get_value_lane2() & (self.rem.q.val().get_value_lanes() > 2));
            self.lanes.next.set_value_lane3(self.s_keep.val().get_value_lane3() & (self.rem.q.val().get_value_lanes() > 3));
            self.lanes.next.set_value_lane4(self.s_keep.val().get_value_lane4() & (self.rem.q.val().get_value_lanes() > 4));
            self.lanes.next.set_value_lane5(self.s_keep.val().get_value_lane5() & (self.rem.q.val().get_value_lanes() > 5));
            self.lanes.next.set_value_lane6(self.s_keep.val().get_value_lane6() & (self.rem.q.val().get_value_lanes() > 6));
            self.lanes.next.set_value_lane7(false);
        }
        // The TCP sum takes the addresses' lanes of beat IP_ADDRESSES (not the IPv4 checksum in
        // lanes 0, 1), then every lane inside the datagram.
        self.in_tcp.next = bits::<8>(0);
        if self.idx.q.val() == rx_beat::IP_ADDRESSES {
            self.in_tcp.next = self.lanes.val();
            self.in_tcp.next.set_value_lane0(false);
            self.in_tcp.next.set_value_lane1(false);
        }
        if self.idx.q.val() >= rx_beat::TCP_START {
            self.in_tcp.next = self.lanes.val();
        }
        self.m0.next = self.s_data.val().get_value_w0();
        self.m1.next = self.s_data.val().get_value_w1();
        self.m2.next = self.s_data.val().get_value_w2();
        self.m3.next = self.s_data.val().get_value_w3();
        if !self.in_tcp.val().get_value_lane0() {
            self.m0.next = self.m0.val() & bits::<16>(0xFF00);
        }
        if !self.in_tcp.val().get_value_lane1() {
            self.m0.next = self.m0.val() & bits::<16>(0x00FF);
        }
        if !self.in_tcp.val().get_value_lane2() {
            self.m1.next = self.m1.val() & bits::<16>(0xFF00);
        }
        if !self.in_tcp.val().get_value_lane3() {
            self.m1.next = self.m1.val() & bits::<16>(0x00FF);
        }
        if !self.in_tcp.val().get_value_lane4() {
            self.m2.next = self.m2.val() & bits::<16>(0xFF00);
        }
        if !self.in_tcp.val().get_value_lane5() {
            self.m2.next = self.m2.val() & bits::<16>(0x00FF);
        }
        if !self.in_tcp.val().get_value_lane6() {
            self.m3.next = self.m3.val() & bits::<16>(0xFF00);
        }
        if !self.in_tcp.val().get_value_lane7() {
            self.m3.next = self.m3.val() & bits::<16>(0x00FF);
        }
        self.tcp_words.next = bits::<64>(0);
        self.tcp_words.next.set_value_w0(self.m0.val());
        self.tcp_words.next.set_value_w1(self.m1.val());
        self.tcp_words.next.set_value_w2(self.m2.val());
        self.tcp_words.next.set_value_w3(self.m3.val());
        // Beat IP_FIELDS brings the total length: the pseudo-header's TCP length and protocol.
        if self.idx.q.val() == rx_beat::IP_FIELDS {
            self.tcp_words.next = bits::<64>(0);
            self.tcp_words.next.set_value_w0(self.s_data.val().get_value_w0());
            self.tcp_words.next.set_value_w1(bits::<16>(rx_sum::PSEUDO_CONST));
        }
        // The IPv4 header sum: frame bytes 14..33.
        self.ip_words.next = bits::<64>(0);
        if self.idx.q.val() == rx_beat::ETHERTYPE {
            self.ip_words.next.set_value_w3(self.s_data.val().get_value_w3());
        }
        if (self.idx.q.val() == rx_beat::IP_FIELDS) | (self.idx.q.val() == rx_beat::IP_ADDRESSES) {
            self.ip_words.next = self.s_data.val();
        }
        if self.idx.q.val() == rx_beat::TCP_START {
            self.ip_words.next.set_value_w0(self.s_data.val().get_value_w0());
        }
        // Header fields: the captured bytes, or this beat's when it is their beat.
        self.et_hi_now.next = self.et_hi.q.val();
        self.et_lo_now.next = self.et_lo.q.val();
        if self.idx.q.val() == rx_beat::ETHERTYPE {
            self.et_hi_now.next = self.s_data.val().get_value_b4();
            self.et_lo_now.next = self.s_data.val().get_value_b5();
        }
        self.total_now.next = bits::<16>(0);
        self.total_now.next.set_value_hi(self.s_data.val().get_value_b0());
        self.total_now.next.set_value_lo(self.s_data.val().get_value_b1());
        self.doff_bytes.next = bits::<16>(0);
        self.doff_bytes.next.set_value_words(self.doff.q.val().get_value_words());
        // Bytes in this beat (keep is contiguous from lane 0).
        self.count.next = bits::<4>(0);
        if self.s_keep.val().get_value_lane0() {
            self.count.next = bits::<4>(1);
        }
        if self.s_keep.val().get_value_lane1() {
            self.count.next = bits::<4>(2);
        }
        if self.s_keep.val().get_value_lane2() {
            self.count.next = bits::<4>(3);
        }
        if self.s_keep.val().get_value_lane3() {
            self.count.next = bits::<4>(4);
        }
        if self.s_keep.val().get_value_lane4() {
            self.count.next = bits::<4>(5);
        }
        if self.s_keep.val().get_value_lane5() {
            self.count.next = bits::<4>(6);
        }
        if self.s_keep.val().get_value_lane6() {
            self.count.next = bits::<4>(7);
        }
        if self.s_keep.val().get_value_lane7() {
            self.count.next = bits::<4>(8);
        }
        // The checks of a last beat but the checksums (the verdict takes the first that fails).
        self.checks.next = bits::<{ rx_checks::BITS }>(0);
        self.checks.next.set_value_lt_eth(
            (self.idx.q.val() < rx_beat::ETHERTYPE)
                | ((self.idx.q.val() == rx_beat::ETHERTYPE) & (bit_cast::<16, 4>(self.count.val()) < (rx_len::ETH_HEADER - rx_len::BEAT_BYTES))),
        );
        self.checks.next.set_value_not_ipv4((self.et_hi_now.val() != rx_byte::ETHERTYPE_HI) | (self.et_lo_now.val() != rx_byte::ETHERTYPE_LO));
        self.checks.next.set_value_lt_ip(
            (self.idx.q.val() < rx_beat::TCP_START)
                | ((self.idx.q.val() == rx_beat::TCP_START)
                    & (bit_cast::<16, 4>(self.count.val()) < (rx_len::ETH_IP_HEADERS - rx_len::BEAT_BYTES * rx_beat::TCP_START))),
        );
        self.checks.next.set_value_bad_version(
            (self.ver_ihl.q.val().get_value_version() != rx_nibble::IP_VERSION) | (self.ver_ihl.q.val().get_value_ihl() < rx_nibble::IHL_NO_OPTIONS),
        );
        self.checks.next.set_value_options(self.ver_ihl.q.val().get_value_ihl() > rx_nibble::IHL_NO_OPTIONS);
        self.checks.next.set_value_total_lt_min(self.total.q.val() < rx_len::MIN_TOTAL);
        self.checks.next.set_value_truncated(self.rem.q.val() > bit_cast::<16, 4>(self.count.val()));
        self.checks.next.set_value_fragment(
            self.flags_hi.q.val().get_value_mf() | self.flags_hi.q.val().get_value_offset_hi().any() | self.frag_lo.q.val().any(),
        );
        self.checks.next.set_value_not_tcp(self.proto.q.val() != rx_byte::PROTO_TCP);
        self.checks.next.set_value_tcp_short(self.total.q.val() < rx_len::MIN_TCP_TOTAL);
        self.checks.next.set_value_bad_offset(
            (self.doff.q.val().get_value_words() < rx_nibble::MIN_DATA_OFFSET)
                | ((self.doff_bytes.val() + bits::<16>(rx_len::IP_HEADER)) > self.total.q.val()),
        );
        self.in_beat.next = bits::<{ pipe_beat::BITS }>(0);
        self.in_beat.next.set_value_data(self.s_data.val());
        self.in_beat.next.set_value_keep(self.s_keep.val());
        self.in_beat.next.set_value_last(self.s_last.val());
        self.in_beat.next.set_value_checks(self.checks.val());
        // Input stage: the frame's position and its header bytes.
        if self.take.val() {
            if self.idx.q.val() != rx_beat::LATER {
                self.idx.d.next = self.idx.q.val() + 1;
            }
            if self.s_last.val() {
                self.idx.d.next = bits::<3>(0);
            }
            if self.idx.q.val() == rx_beat::ETHERTYPE {
                self.et_hi.d.next = self.s_data.val().get_value_b4();
                self.et_lo.d.next = self.s_data.val().get_value_b5();
                self.ver_ihl.d.next = self.s_data.val().get_value_b6();
            }
            if self.idx.q.val() == rx_beat::IP_FIELDS {
                self.total.d.next = self.total_now.val();
                self.flags_hi.d.next = self.s_data.val().get_value_b4();
                self.frag_lo.d.next = self.s_data.val().get_value_b5();
                self.proto.d.next = self.s_data.val().get_value_b7();
                self.rem.d.next = self.total_now.val() - bits::<16>(rx_len::DATAGRAM_BEFORE_ADDRESSES);
            }
            if self.idx.q.val() >= rx_beat::IP_ADDRESSES {
                self.rem.d.next = bits::<16>(0);
                if self.rem.q.val().get_value_beats() != 0 {
                    self.rem.d.next = self.rem.q.val() - bits::<16>(rx_len::BEAT_BYTES);
                }
            }
            if self.idx.q.val() == rx_beat::TCP_DATA_OFFSET {
                self.doff.d.next = self.s_data.val().get_value_b6();
            }
        }
        // The second fold and the verdict of the last beat in S4, in golden's order.
        self.tcp_fold2.next = self.fold_tcp.q.val().get_value_lo();
        if self.fold_tcp.q.val().get_value_carry() {
            self.tcp_fold2.next = self.fold_tcp.q.val().get_value_lo() + 1;
        }
        self.ip_fold2.next = self.fold_ip.q.val().get_value_lo();
        if self.fold_ip.q.val().get_value_carry() {
            self.ip_fold2.next = self.fold_ip.q.val().get_value_lo() + 1;
        }
        self.s4_checks.next = self.s4_beat.q.val().get_value_checks();
        self.verdict.next = bits::<3>(rx_verdict::SEGMENT);
        if self.tcp_fold2.val() != rx_len::SUM_VALID {
            self.verdict.next = bits::<3>(rx_verdict::BAD_TCP);
        }
        if self.s4_checks.val().get_value_tcp_short() | self.s4_checks.val().get_value_bad_offset() {
            self.verdict.next = bits::<3>(rx_verdict::BAD_TCP);
        }
        if self.s4_checks.val().get_value_not_tcp() {
            self.verdict.next = bits::<3>(rx_verdict::SLOW_PATH);
        }
        if self.s4_checks.val().get_value_fragment() {
            self.verdict.next = bits::<3>(rx_verdict::IP_POLICY);
        }
        if self.ip_fold2.val() != rx_len::SUM_VALID {
            self.verdict.next = bits::<3>(rx_verdict::BAD_IP);
        }
        if self.s4_checks.val().get_value_truncated() {
            self.verdict.next = bits::<3>(rx_verdict::TRUNCATED);
        }
        if self.s4_checks.val().get_value_total_lt_min() {
            self.verdict.next = bits::<3>(rx_verdict::BAD_IP);
        }
        if self.s4_checks.val().get_value_options() {
            self.verdict.next = bits::<3>(rx_verdict::IP_POLICY);
        }
        if self.s4_checks.val().get_value_bad_version() {
            self.verdict.next = bits::<3>(rx_verdict::BAD_IP);
        }
        if self.s4_checks.val().get_value_lt_ip() {
            self.verdict.next = bits::<3>(rx_verdict::TRUNCATED);
        }
        if self.s4_checks.val().get_value_not_ipv4() {
            self.verdict.next = bits::<3>(rx_verdict::SLOW_PATH);
        }
        if self.s4_checks.val().get_value_lt_eth() {
            self.verdict.next = bits::<3>(rx_verdict::TRUNCATED);
        }
        // The pipeline.
        if self.advance.val() {
            self.s1_valid.d.next = self.take.val();
            self.s1_beat.d.next = self.in_beat.val();
            self.s1_first.d.next = self.idx.q.val() == 0;
            self.s1_tcp_words.d.next = self.tcp_words.val();
            self.s1_ip_words.d.next = self.ip_words.val();
            self.s2_valid.d.next = self.s1_valid.q.val();
            self.s2_beat.d.next = self.s1_beat.q.val();
            self.s2_first.d.next = self.s1_first.q.val();
            self.s2_tcp.d.next = (bit_cast::<18, 16>(self.s1_tcp_words.q.val().get_value_w0()) + bit_cast::<18, 16>(self.s1_tcp_words.q.val().get_value_w1()))
                + (bit_cast::<18, 16>(self.s1_tcp_words.q.val().get_value_w2()) + bit_cast::<18, 16>(self.s1_tcp_words.q.val().get_value_w3()));
            self.s2_ip.d.next = (bit_cast::<18, 16>(self.s1_ip_words.q.val().get_value_w0()) + bit_cast::<18, 16>(self.s1_ip_words.q.val().get_value_w1()))
                + (bit_cast::<18, 16>(self.s1_ip_words.q.val().get_value_w2()) + bit_cast::<18, 16>(self.s1_ip_words.q.val().get_value_w3()));
            self.s3_valid.d.next = self.s2_valid.q.val();
            self.s3_beat.d.next = self.s2_beat.q.val();
            if self.s2_valid.q.val() {
                self.acc_tcp.d.next = self.acc_tcp.q.val() + bit_cast::<32, 18>(self.s2_tcp.q.val());
                self.acc_ip.d.next = self.acc_ip.q.val() + bit_cast::<32, 18>(self.s2_ip.q.val());
                if self.s2_first.q.val() {
                    self.acc_tcp.d.next = bit_cast::<32, 18>(self.s2_tcp.q.val());
                    self.acc_ip.d.next = bit_cast::<32, 18>(self.s2_ip.q.val());
                }
            }
            self.s4_valid.d.next = self.s3_valid.q.val();
            self.s4_beat.d.next = self.s3_beat.q.val();
            self.fold_tcp.d.next = bit_cast::<17, 16>(self.acc_tcp.q.val().get_value_lo()) + bit_cast::<17, 16>(self.acc_tcp.q.val().get_value_hi());
            self.fold_ip.d.next = bit_cast::<17, 16>(self.acc_ip.q.val().get_value_lo()) + bit_cast::<17, 16>(self.acc_ip.q.val().get_value_hi());
            self.o_valid.d.next = self.s4_valid.q.val();
            self.o_beat.d.next = self.s4_beat.q.val();
            self.o_verdict.d.next = bits::<3>(0);
            if self.s4_beat.q.val().get_value_last() {
                self.o_verdict.d.next = self.verdict.val();
            }
        }
        // Counters, as a frame's last beat leaves.
        if self.o_valid.q.val() & self.m_ready.val() & self.o_beat.q.val().get_value_last() {
            if self.o_verdict.q.val() == rx_verdict::SEGMENT {
                self.n_segment.d.next = self.n_segment.q.val() + 1;
            }
            if self.o_verdict.q.val() == rx_verdict::SLOW_PATH {
                self.n_slow_path.d.next = self.n_slow_path.q.val() + 1;
            }
            if self.o_verdict.q.val() == rx_verdict::BAD_IP {
                self.n_bad_ip.d.next = self.n_bad_ip.q.val() + 1;
            }
            if self.o_verdict.q.val() == rx_verdict::IP_POLICY {
                self.n_ip_policy.d.next = self.n_ip_policy.q.val() + 1;
            }
            if self.o_verdict.q.val() == rx_verdict::BAD_TCP {
                self.n_bad_tcp.d.next = self.n_bad_tcp.q.val() + 1;
            }
            if self.o_verdict.q.val() == rx_verdict::TRUNCATED {
                self.n_truncated.d.next = self.n_truncated.q.val() + 1;
            }
        }
        self.m_data.next = self.o_beat.q.val().get_value_data();
        self.m_keep.next = self.o_beat.q.val().get_value_keep();
        self.m_last.next = self.o_beat.q.val().get_value_last();
        self.m_verdict.next = self.o_verdict.q.val();
        self.m_valid.next = self.o_valid.q.val();
        self.cnt_segment.next = self.n_segment.q.val();
        self.cnt_slow_path.next = self.n_slow_path.q.val();
        self.cnt_bad_ip.next = self.n_bad_ip.q.val();
        self.cnt_ip_policy.next = self.n_ip_policy.q.val();
        self.cnt_bad_tcp.next = self.n_bad_tcp.q.val();
        self.cnt_truncated.next = self.n_truncated.q.val();
        if self.reset.val() {
            self.idx.d.next = bits::<3>(0);
            self.s1_valid.d.next = false;
            self.s2_valid.d.next = false;
            self.s3_valid.d.next = false;
            self.s4_valid.d.next = false;
            self.o_valid.d.next = false;
            self.n_segment.d.next = bits::<32>(0);
            self.n_slow_path.d.next = bits::<32>(0);
            self.n_bad_ip.d.next = bits::<32>(0);
            self.n_ip_policy.d.next = bits::<32>(0);
            self.n_bad_tcp.d.next = bits::<32>(0);
            self.n_truncated.d.next = bits::<32>(0);
        }
    }
}
