//! RnicRxPack: mpa_rx's ULPDUs packed for ddp_rx, emitted as `rtl/rnic_rxpack.v` (issue 16).
//!
//! mpa_rx gives an ULPDU's bytes as the kept lanes of its beats: the first beat has the
//! ULPDU_LENGTH word in lanes 0-1 (not kept, so the first byte is in lane 2), a beat cut by a
//! context switch keeps four lanes, the last keeps what is left, and a beat with no lanes may
//! carry the last flag and the FPDU's status (a length error, or a CRC word that came in a
//! later segment). ddp_rx takes a DDP segment as a packet: first byte in lane 0, every beat
//! full but the last, `keep` contiguous from lane 0. This block is the packer between them:
//!
//! - Input (`s_*`): a beat's kept lanes are one run (contiguous), possibly empty; `s_last`,
//!   `s_status` (mpa_rx's FPDU status) and `s_conn` (the QP) as mpa_rx gives them.
//! - A: the beat registered, its run moved down to lane 0 and the lanes above it cleared
//!   (`a_data`), with its byte count (`a_n`).
//! - B: the bytes held (`held`, `cnt` of them, from lane 0) and A's bytes joined in a 128-bit
//!   word; eight or more make a full output beat (the rest held); the ULPDU's last beat
//!   flushes what is held, in two output beats when the join is past eight bytes (`pend`:
//!   the rest goes the next cycle, A waits). The output (`m_*`) is a register.
//! - An ULPDU's beats must come together: mpa_rx interleaves two QPs' ULPDUs only when a
//!   connection's FPDU is cut across two TOE deliveries with another connection's delivery
//!   between them (the TOE sends whole FPDUs a segment, so only a foreign sender's cut
//!   segments, and another connection's data in between, do it). Such a beat is counted
//!   (`cnt_cut`) and packed into the open ULPDU as if it belonged (ddp_rx's checks then end it
//!   with a Terminate); the per-QP resumption is a later issue's.
//!
//! One beat a cycle, a cycle more for a last beat that joins past eight bytes. No FSM: two
//! registers and the held bytes.

use rust_hdl::prelude::*;

/// A beat's lanes (bytes) and bits.
const LANES: usize = 8;

crate::named_consts! {
    /// Byte counts of a beat.
    pub rxpack_bytes: 5 {
        /// A full beat.
        FULL = 8,
    }
}

crate::named_consts! {
    /// A keep mask's lanes.
    pub rxpack_keep: 8 {
        LANE0 = 1,
        LANE1 = 2,
        LANE2 = 4,
        LANE3 = 8,
        LANE4 = 16,
        LANE5 = 32,
        LANE6 = 64,
        LANE7 = 128,
    }
}

crate::named_consts! {
    /// Each lane's bits in a beat.
    pub rxpack_lane: 64 {
        L0 = 0xFF,
        L1 = 0xFF00,
        L2 = 0xFF_0000,
        L3 = 0xFF00_0000,
        L4 = 0xFF_0000_0000,
        L5 = 0xFF00_0000_0000,
        L6 = 0xFF_0000_0000_0000,
        L7 = 0xFF00_0000_0000_0000,
    }
}

crate::named_consts! {
    /// Shifts.
    pub rxpack_shift: 7 {
        /// Bytes to bits.
        BYTE = 3,
        /// A word's bits less one: the high word's shift is 63 - 8 cnt after a shift by one.
        HIGH = 63,
        /// A keep mask moved down 1 lane(s); a word moved down 1 lane(s).
        LANES1 = 1,
        DOWN1 = 8,
        /// A keep mask moved down 2 lane(s); a word moved down 2 lane(s).
        LANES2 = 2,
        DOWN2 = 16,
        /// A keep mask moved down 3 lane(s); a word moved down 3 lane(s).
        LANES3 = 3,
        DOWN3 = 24,
        /// A keep mask moved down 4 lane(s); a word moved down 4 lane(s).
        LANES4 = 4,
        DOWN4 = 32,
        /// A keep mask moved down 5 lane(s); a word moved down 5 lane(s).
        LANES5 = 5,
        DOWN5 = 40,
        /// A keep mask moved down 6 lane(s); a word moved down 6 lane(s).
        LANES6 = 6,
        DOWN6 = 48,
        /// A keep mask moved down 7 lane(s); a word moved down 7 lane(s).
        LANES7 = 7,
        DOWN7 = 56,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicRxPack {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_status: Signal<In, Bits<2>>,
    pub s_conn: Signal<In, Bits<8>>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    pub m_status: Signal<Out, Bits<2>>,
    pub m_conn: Signal<Out, Bits<8>>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    pub idle: Signal<Out, Bit>,
    /// ULPDUs out; beats of another QP inside an open ULPDU.
    pub cnt_ulpdus: Signal<Out, Bits<32>>,
    pub cnt_cut: Signal<Out, Bits<32>>,
    a_v: DFF<Bit>,
    a_data: DFF<Bits<64>>,
    a_n: DFF<Bits<5>>,
    a_last: DFF<Bit>,
    a_status: DFF<Bits<2>>,
    a_conn: DFF<Bits<8>>,
    held: DFF<Bits<64>>,
    cnt: DFF<Bits<5>>,
    open: DFF<Bit>,
    open_conn: DFF<Bits<8>>,
    pend: DFF<Bit>,
    p_status: DFF<Bits<2>>,
    p_conn: DFF<Bits<8>>,
    o_v: DFF<Bit>,
    o_data: DFF<Bits<64>>,
    o_keep: DFF<Bits<8>>,
    o_last: DFF<Bit>,
    o_status: DFF<Bits<2>>,
    o_conn: DFF<Bits<8>>,
    n_ulpdus: DFF<Bits<32>>,
    n_cut: DFF<Bits<32>>,
    // Locals: the input beat's run moved to lane 0 (data, keep), its byte count, its byte
    // mask; the held bytes and A's merged (the low and high words); their byte count; the
    // output register free; A taken; a keep of `cnt` / `total` lanes.
    down: Signal<Local, Bits<64>>,
    kdown: Signal<Local, Bits<8>>,
    n_in: Signal<Local, Bits<5>>,
    in_mask: Signal<Local, Bits<64>>,
    lo: Signal<Local, Bits<64>>,
    hi: Signal<Local, Bits<64>>,
    total: Signal<Local, Bits<5>>,
    o_free: Signal<Local, Bit>,
    take_a: Signal<Local, Bit>,
    keep_cnt: Signal<Local, Bits<8>>,
    keep_total: Signal<Local, Bits<8>>,
}

impl Logic for RnicRxPack {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, a_v, a_data, a_n, a_last, a_status, a_conn, held, cnt, open, open_conn, pend, p_status, p_conn, o_v, o_data, o_keep, o_last, o_status,
            o_conn, n_ulpdus, n_cut
        );
        self.idle.next = !self.a_v.q.val() & !self.pend.q.val() & !self.o_v.q.val() & !self.open.q.val();
        self.cnt_ulpdus.next = self.n_ulpdus.q.val();
        self.cnt_cut.next = self.n_cut.q.val();

        // A: the run moved down to lane 0 (its lowest lane decides), the lanes above cleared.
        self.down.next = self.s_data.val();
        self.kdown.next = self.s_keep.val();
        if (self.s_keep.val() & bits::<8>(rxpack_keep::LANE0)).any() {
            self.down.next = self.s_data.val();
        } else if (self.s_keep.val() & bits::<8>(rxpack_keep::LANE1)).any() {
            self.down.next = self.s_data.val() >> rxpack_shift::DOWN1;
            self.kdown.next = self.s_keep.val() >> rxpack_shift::LANES1;
        } else if (self.s_keep.val() & bits::<8>(rxpack_keep::LANE2)).any() {
            self.down.next = self.s_data.val() >> rxpack_shift::DOWN2;
            self.kdown.next = self.s_keep.val() >> rxpack_shift::LANES2;
        } else if (self.s_keep.val() & bits::<8>(rxpack_keep::LANE3)).any() {
            self.down.next = self.s_data.val() >> rxpack_shift::DOWN3;
            self.kdown.next = self.s_keep.val() >> rxpack_shift::LANES3;
        } else if (self.s_keep.val() & bits::<8>(rxpack_keep::LANE4)).any() {
            self.down.next = self.s_data.val() >> rxpack_shift::DOWN4;
            self.kdown.next = self.s_keep.val() >> rxpack_shift::LANES4;
        } else if (self.s_keep.val() & bits::<8>(rxpack_keep::LANE5)).any() {
            self.down.next = self.s_data.val() >> rxpack_shift::DOWN5;
            self.kdown.next = self.s_keep.val() >> rxpack_shift::LANES5;
        } else if (self.s_keep.val() & bits::<8>(rxpack_keep::LANE6)).any() {
            self.down.next = self.s_data.val() >> rxpack_shift::DOWN6;
            self.kdown.next = self.s_keep.val() >> rxpack_shift::LANES6;
        } else if (self.s_keep.val() & bits::<8>(rxpack_keep::LANE7)).any() {
            self.down.next = self.s_data.val() >> rxpack_shift::DOWN7;
            self.kdown.next = self.s_keep.val() >> rxpack_shift::LANES7;
        }
        self.n_in.next = bits::<5>(0);
        for k in 0..LANES {
            if self.s_keep.val().get_bit(k) {
                self.n_in.next = self.n_in.val() + 1;
            }
        }
        // The run's lanes as a byte mask (the lanes above it may hold mpa_rx's other bytes).
        self.in_mask.next = bits::<64>(0);
        if (self.kdown.val() & bits::<8>(rxpack_keep::LANE0)).any() {
            self.in_mask.next = self.in_mask.val() | bits::<64>(rxpack_lane::L0);
        }
        if (self.kdown.val() & bits::<8>(rxpack_keep::LANE1)).any() {
            self.in_mask.next = self.in_mask.val() | bits::<64>(rxpack_lane::L1);
        }
        if (self.kdown.val() & bits::<8>(rxpack_keep::LANE2)).any() {
            self.in_mask.next = self.in_mask.val() | bits::<64>(rxpack_lane::L2);
        }
        if (self.kdown.val() & bits::<8>(rxpack_keep::LANE3)).any() {
            self.in_mask.next = self.in_mask.val() | bits::<64>(rxpack_lane::L3);
        }
        if (self.kdown.val() & bits::<8>(rxpack_keep::LANE4)).any() {
            self.in_mask.next = self.in_mask.val() | bits::<64>(rxpack_lane::L4);
        }
        if (self.kdown.val() & bits::<8>(rxpack_keep::LANE5)).any() {
            self.in_mask.next = self.in_mask.val() | bits::<64>(rxpack_lane::L5);
        }
        if (self.kdown.val() & bits::<8>(rxpack_keep::LANE6)).any() {
            self.in_mask.next = self.in_mask.val() | bits::<64>(rxpack_lane::L6);
        }
        if (self.kdown.val() & bits::<8>(rxpack_keep::LANE7)).any() {
            self.in_mask.next = self.in_mask.val() | bits::<64>(rxpack_lane::L7);
        }

        // B: the held bytes and A's joined.
        self.o_free.next = !self.o_v.q.val() | self.m_ready.val();
        self.take_a.next = self.a_v.q.val() & self.o_free.val() & !self.pend.q.val();
        // The merge's low word (held bytes, then A's) and high word (A's bytes past lane 7:
        // shifted down by 64 - 8 cnt in two steps, so no shift reaches the word's width).
        self.lo.next = self.held.q.val() | (self.a_data.q.val() << (bit_cast::<7, 5>(self.cnt.q.val()) << rxpack_shift::BYTE));
        self.hi.next = (self.a_data.q.val() >> rxpack_shift::LANES1) >> (bits::<7>(rxpack_shift::HIGH) - (bit_cast::<7, 5>(self.cnt.q.val()) << rxpack_shift::BYTE));
        self.total.next = self.cnt.q.val() + self.a_n.q.val();
        self.keep_cnt.next = !(bits::<8>(0xFF) << self.cnt.q.val());
        self.keep_total.next = !(bits::<8>(0xFF) << self.total.val());
        if self.o_v.q.val() & self.m_ready.val() {
            self.o_v.d.next = false;
        }
        if self.pend.q.val() & self.o_free.val() {
            // The rest of a last beat that joined past eight bytes.
            self.o_v.d.next = true;
            self.o_data.d.next = self.held.q.val();
            self.o_keep.d.next = self.keep_cnt.val();
            self.o_last.d.next = true;
            self.o_status.d.next = self.p_status.q.val();
            self.o_conn.d.next = self.p_conn.q.val();
            self.held.d.next = bits::<64>(0);
            self.cnt.d.next = bits::<5>(0);
            self.pend.d.next = false;
            self.n_ulpdus.d.next = self.n_ulpdus.q.val() + 1;
        }
        if self.take_a.val() {
            self.a_v.d.next = false;
            self.open.d.next = !self.a_last.q.val();
            self.open_conn.d.next = self.a_conn.q.val();
            if self.open.q.val() & (self.a_conn.q.val() != self.open_conn.q.val()) {
                self.n_cut.d.next = self.n_cut.q.val() + 1;
            }
            self.o_status.d.next = self.a_status.q.val();
            self.o_conn.d.next = self.a_conn.q.val();
            if self.total.val() >= bits::<5>(rxpack_bytes::FULL) {
                self.o_v.d.next = true;
                self.o_data.d.next = self.lo.val();
                self.o_keep.d.next = bits::<8>(0xFF);
                self.o_last.d.next = self.a_last.q.val() & (self.total.val() == bits::<5>(rxpack_bytes::FULL));
                self.held.d.next = self.hi.val();
                self.cnt.d.next = self.total.val() - bits::<5>(rxpack_bytes::FULL);
                if self.a_last.q.val() & (self.total.val() != bits::<5>(rxpack_bytes::FULL)) {
                    self.pend.d.next = true;
                    self.p_status.d.next = self.a_status.q.val();
                    self.p_conn.d.next = self.a_conn.q.val();
                }
                if self.a_last.q.val() & (self.total.val() == bits::<5>(rxpack_bytes::FULL)) {
                    self.n_ulpdus.d.next = self.n_ulpdus.q.val() + 1;
                }
            } else if self.a_last.q.val() {
                self.o_v.d.next = true;
                self.o_data.d.next = self.lo.val();
                self.o_keep.d.next = self.keep_total.val();
                self.o_last.d.next = true;
                self.held.d.next = bits::<64>(0);
                self.cnt.d.next = bits::<5>(0);
                self.n_ulpdus.d.next = self.n_ulpdus.q.val() + 1;
            } else {
                self.held.d.next = self.lo.val();
                self.cnt.d.next = self.total.val();
            }
        }
        self.s_ready.next = !self.a_v.q.val() | self.take_a.val();
        if self.s_valid.val() & self.s_ready.val() {
            self.a_v.d.next = true;
            self.a_data.d.next = self.down.val() & self.in_mask.val();
            self.a_n.d.next = self.n_in.val();
            self.a_last.d.next = self.s_last.val();
            self.a_status.d.next = self.s_status.val();
            self.a_conn.d.next = self.s_conn.val();
        }
        self.m_valid.next = self.o_v.q.val();
        self.m_data.next = self.o_data.q.val();
        self.m_keep.next = self.o_keep.q.val();
        self.m_last.next = self.o_last.q.val();
        self.m_status.next = self.o_status.q.val();
        self.m_conn.next = self.o_conn.q.val();

        if self.reset.val() {
            self.a_v.d.next = false;
            self.pend.d.next = false;
            self.o_v.d.next = false;
            self.open.d.next = false;
            self.held.d.next = bits::<64>(0);
            self.cnt.d.next = bits::<5>(0);
            self.n_ulpdus.d.next = bits::<32>(0);
            self.n_cut.d.next = bits::<32>(0);
        }
    }
}
