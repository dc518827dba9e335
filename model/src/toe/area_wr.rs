//! ToeAreaWr: an out-of-order segment's kept bytes into the connection's reassembly area in
//! host memory, emitted as `rtl/toe_area_wr.v` (issue 15; not yet wired into the composed
//! `toe`).
//!
//! The byte with sequence number `s` of connection `conn` sits at `cfg_area_base` +
//! `conn` x 2^`cfg_area_shift` + (`s` mod 2^`cfg_area_shift`) (golden `toe_reasm::area_bytes`:
//! a power of two at least the receive buffer, so no two held bytes share a place). For a
//! command (`s_cmd`, [`AreaCmdIn`]: the gate's `keep` command, SEG.SEQ and the kept length)
//! the block takes the bytes as one packet from lane 0 (`s_data` .. `s_last`: toe_rx_gate's
//! output for that command) and writes them (`m_wr` / `m_wd`: a write request, then its
//! words from lane 0, the last with `last`): one request, or two when the bytes run past the
//! area's end (the rest at its start, realigned to lane 0).
//!
//! Realignment: a two-beat window (`w0` the packet's beat holding the next byte, at lane
//! `pos`; `w1` the beat after it) gives each output word as bytes `pos .. pos + 8` of the
//! two, refilled from the input while `w1` is free; the first request starts at lane 0
//! (`pos` 0) and its words leave one a cycle, the second at the first's length mod 8 (one
//! word every two cycles when realigned: rare, a segment across the area's end). The block trusts its packet to hold the command's bytes (the gate's output for it);
//! a shorter one still ends its requests (their missing bytes undefined) rather than hang,
//! and a longer one is drained.
//!
//! Configuration contract: `cfg_area_base` 4 KiB aligned, `cfg_area_shift` 12..=28; a
//! command's `len` at most the area's bytes (kept bytes lie within the receive space, which
//! the area covers).

use crate::common::lane_mask::LaneMask;
use crate::ddp::{DmaWdOut, DmaWrOut};
use rust_hdl::prelude::*;

crate::channel! {
    /// toe_area_wr's command: a kept segment's bytes, `len` of them from sequence number `seq`.
    pub AreaCmdIn / AreaCmdOut {
        conn: Bits<10>,
        seq: Bits<32>,
        len: Bits<16>,
    }
}

crate::named_consts! {
    /// toe_area_wr's states.
    pub area_state: 3 {
        IDLE = 0,
        /// The place in the area, the room before its end, the two parts' lengths.
        CALC = 1,
        /// A write request offered, then its words.
        REQ = 2,
        DATA = 3,
        /// The packet's beats past the command's bytes (none when the gate is right).
        DRAIN = 4,
        /// The first request's last word sent: the second request's length loaded (a state
        /// of its own, so the last word's handshake only moves the state).
        NEXT = 5,
    }
}

crate::named_consts! {
    /// Byte lanes of a 64-bit word, against a word's byte count.
    pub area_lanes: 4 {
        LANES = 8,
        LAST_LANE = 7,
        /// log2 of a word's bytes (a byte count's lane bits).
        LANE_BITS = 3,
    }
}

crate::named_consts! {
    /// A word's keep mask.
    pub area_keep: 8 {
        /// Every lane's keep bit.
        ALL_LANES = 0xFF,
    }
}

crate::named_consts! {
    /// A word's bytes, against a request's bytes left.
    pub area_word: 16 {
        BYTES = 8,
        /// A word's last lane (a byte count rounded up to words).
        LAST_LANE = 7,
    }
}

crate::named_consts! {
    /// Words left when the word after this one is a request's last.
    pub area_words: 13 {
        TWO_LEFT = 2,
    }
}

crate::layout! {
    /// The window's two beats (`w0` low), shifted down by the next byte's lane.
    pub AreaPair(area_pair): 128 {
        pair_lo: 64,
        pair_hi: 64,
    }
}

#[derive(LogicBlock, Default)]
pub struct ToeAreaWr {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cmd: AreaCmdIn,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub m_wr: DmaWrOut,
    pub m_wd: DmaWdOut,
    /// Connection 0's area (4 KiB aligned); log2 of each area's bytes (12..=28).
    pub cfg_area_base: Signal<In, Bits<64>>,
    pub cfg_area_shift: Signal<In, Bits<5>>,
    /// Nothing taken and not yet written (no command, no word pending).
    pub idle: Signal<Out, Bit>,
    /// Commands taken; write requests; bytes written.
    pub cnt_cmds: Signal<Out, Bits<32>>,
    pub cnt_writes: Signal<Out, Bits<32>>,
    pub cnt_bytes: Signal<Out, Bits<32>>,
    st: DFF<Bits<3>>,
    /// The command's connection shifted to its area's offset.
    coff: DFF<Bits<64>>,
    seq: DFF<Bits<32>>,
    len: DFF<Bits<16>>,
    /// The area's place of the first byte; the second part's length (0: one request).
    place: DFF<Bits<32>>,
    second: DFF<Bits<16>>,
    /// The request under way: its bytes (set before REQ); the second one next.
    rem: DFF<Bits<16>>,
    /// Registered in REQ from its length, so no word waits on a byte count's compare: the
    /// request's words left, its last word's bytes, this word is its last.
    wl: DFF<Bits<13>>,
    n_last: DFF<Bits<4>>,
    last_w: DFF<Bit>,
    fits_last: DFF<Bit>,
    shift_last: DFF<Bit>,
    /// This word's bytes lie in `w0` alone: `fits_last` for a request's last word, else `pos`
    /// at lane 0. A register set in REQ and as a request's last word comes next (`pos` holds
    /// through the words before it), so the word's handshake does not wait on `pos`'s compare (rnic_ring's bitmap writer missed
    /// 156.25 MHz at one seed on `pos` -> `fits` -> `can` -> the window's shift).
    fits_q: DFF<Bit>,
    /// The same for the word's lane mask: a request's last word's (`keep_last`, set in REQ),
    /// else all lanes (the last word's `n` -> mask -> data path missed 156.25 MHz in
    /// rnic_ring's ring writer once `fits` was a register).
    keep_last: DFF<Bits<8>>,
    keep_q: DFF<Bits<8>>,
    more: DFF<Bit>,
    area_base: DFF<Bits<64>>,
    /// The window: two packet beats, valid flags, the next byte's lane in `w0`; the packet's
    /// last beat taken.
    w0: DFF<Bits<64>>,
    w1: DFF<Bits<64>>,
    v0: DFF<Bit>,
    v1: DFF<Bit>,
    pos: DFF<Bits<3>>,
    in_done: DFF<Bit>,
    n_cmds: DFF<Bits<32>>,
    n_writes: DFF<Bits<32>>,
    n_bytes: DFF<Bits<32>>,
    mask: LaneMask,
    area_bytes: Signal<Local, Bits<32>>,
    words: Signal<Local, Bits<16>>,
    rem_m1: Signal<Local, Bits<16>>,
    lane_last: Signal<Local, Bits<3>>,
    /// The request's last byte's lane in the window (pos + its bytes - 1).
    last_lane: Signal<Local, Bits<4>>,
    /// The first byte's place in the area (SEG.SEQ mod its size) and the room after it.
    place_now: Signal<Local, Bits<32>>,
    room: Signal<Local, Bits<32>>,
    len32: Signal<Local, Bits<32>>,
    /// This word's bytes (at most 8), whether they lie in `w0` alone, and whether the window
    /// has them.
    n: Signal<Local, Bits<4>>,
    span: Signal<Local, Bits<3>>,
    fits: Signal<Local, Bit>,
    can: Signal<Local, Bit>,
    emit: Signal<Local, Bit>,
    /// `w0` used up by this word: the window moves down a beat.
    shift: Signal<Local, Bit>,
    a0: Signal<Local, Bit>,
    a1: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    pair: Signal<Local, Bits<128>>,
    pair_sh: Signal<Local, Bits<128>>,
    word: Signal<Local, Bits<64>>,
    keep: Signal<Local, Bits<8>>,
}

impl Logic for ToeAreaWr {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, coff, seq, len, place, second, rem, wl, n_last, last_w, fits_last, shift_last, fits_q, keep_last, keep_q, more, area_base, w0, w1, v0, v1, pos, in_done, n_cmds, n_writes, n_bytes
        );
        self.cnt_cmds.next = self.n_cmds.q.val();
        self.cnt_writes.next = self.n_writes.q.val();
        self.cnt_bytes.next = self.n_bytes.q.val();
        self.idle.next = self.st.q.val() == area_state::IDLE;
        // A command: its packet's window starts empty.
        self.s_cmd.ready.next = (self.st.q.val() == area_state::IDLE) & !self.reset.val();
        if (self.st.q.val() == area_state::IDLE) & self.s_cmd.valid.val() {
            // The connection's offset in the areas, shifted as the command is taken: CALC's
            // area address is then one add (a shift and an add in one cycle missed 156.25 MHz
            // inside rnic_ring's bitmap writer).
            self.coff.d.next = bit_cast::<64, 10>(self.s_cmd.conn.val()) << self.cfg_area_shift.val();
            self.seq.d.next = self.s_cmd.seq.val();
            self.len.d.next = self.s_cmd.len.val();
            self.n_cmds.d.next = self.n_cmds.q.val() + 1;
            self.st.d.next = bits::<3>(area_state::CALC);
            if !self.s_cmd.len.val().any() {
                self.st.d.next = bits::<3>(area_state::IDLE);
            }
        }
        // CALC: the first byte's place, the room to the area's end, the parts; the area.
        self.area_bytes.next = bits::<32>(1) << self.cfg_area_shift.val();
        self.len32.next = bit_cast::<32, 16>(self.len.q.val());
        self.place_now.next = self.seq.q.val() & (self.area_bytes.val() - 1);
        self.room.next = self.area_bytes.val() - self.place_now.val();
        if self.st.q.val() == area_state::CALC {
            self.place.d.next = self.place_now.val();
            self.area_base.d.next = self.cfg_area_base.val() + self.coff.q.val();
            self.rem.d.next = self.len.q.val();
            self.second.d.next = bits::<16>(0);
            self.more.d.next = false;
            if self.room.val() < self.len32.val() {
                self.rem.d.next = bit_cast::<16, 32>(self.room.val());
                self.second.d.next = self.len.q.val() - bit_cast::<16, 32>(self.room.val());
                self.more.d.next = true;
            }
            self.st.d.next = bits::<3>(area_state::REQ);
        }
        // REQ: the first part at its place, the second at the area's start.
        self.m_wr.valid.next = self.st.q.val() == area_state::REQ;
        self.m_wr.addr.next = self.area_base.q.val() + bit_cast::<64, 32>(self.place.q.val());
        self.m_wr.len.next = self.rem.q.val();
        if (self.st.q.val() == area_state::REQ) & self.m_wr.ready.val() {
            self.n_writes.d.next = self.n_writes.q.val() + 1;
            self.st.d.next = bits::<3>(area_state::DATA);
        }
        self.words.next = (self.rem.q.val() + area_word::LAST_LANE) >> area_lanes::LANE_BITS;
        self.rem_m1.next = self.rem.q.val() - 1;
        self.lane_last.next = bit_cast::<3, 16>(self.rem_m1.val());
        self.last_lane.next = bit_cast::<4, 3>(self.pos.q.val()) + bit_cast::<4, 3>(self.lane_last.val());
        if self.st.q.val() == area_state::REQ {
            self.wl.d.next = bit_cast::<13, 16>(self.words.val());
            self.n_last.d.next = bit_cast::<4, 3>(self.lane_last.val()) + 1;
            self.last_w.d.next = self.rem.q.val() <= area_word::BYTES;
            // `pos` holds through a request but for its last word: whether that word lies in
            // `w0` alone, and whether it uses `w0` up.
            self.fits_last.d.next = self.last_lane.val() < area_lanes::LANES;
            self.shift_last.d.next = self.last_lane.val() >= area_lanes::LAST_LANE;
            // `pos` holds in REQ: the first word's `fits` from this request's `last_w`.
            self.fits_q.d.next = !self.pos.q.val().any();
            self.keep_last.d.next = bits::<8>(area_keep::ALL_LANES) >> (bits::<4>(area_lanes::LAST_LANE) - bit_cast::<4, 3>(self.lane_last.val()));
            self.keep_q.d.next = bits::<8>(area_keep::ALL_LANES);
            if self.rem.q.val() <= area_word::BYTES {
                self.fits_q.d.next = self.last_lane.val() < area_lanes::LANES;
                self.keep_q.d.next = bits::<8>(area_keep::ALL_LANES) >> (bits::<4>(area_lanes::LAST_LANE) - bit_cast::<4, 3>(self.lane_last.val()));
            }
        }
        // DATA: a word of bytes pos .. pos + n of the window, when the window has them.
        self.n.next = bits::<4>(area_lanes::LANES);
        if self.last_w.q.val() {
            self.n.next = self.n_last.q.val();
        }
        self.span.next = self.pos.q.val() + bit_cast::<3, 4>(self.n.val());
        self.fits.next = self.fits_q.q.val();
        self.can.next = (self.st.q.val() == area_state::DATA) & (self.v0.q.val() | self.in_done.q.val()) & (self.fits.val() | self.v1.q.val() | self.in_done.q.val());
        self.pair.next = bits::<{ area_pair::BITS }>(0);
        self.pair.next.set_value_pair_lo(self.w0.q.val());
        self.pair.next.set_value_pair_hi(self.w1.q.val());
        self.pair_sh.next = self.pair.val() >> (bit_cast::<10, 3>(self.pos.q.val()) << area_lanes::LANE_BITS);
        self.word.next = self.pair_sh.val().get_value_pair_lo();
        self.keep.next = self.keep_q.q.val();
        self.mask.data.next = self.word.val();
        self.mask.keep.next = self.keep.val();
        self.m_wd.valid.next = self.can.val();
        self.m_wd.data.next = self.mask.out.val();
        self.m_wd.keep.next = self.keep.val();
        self.m_wd.last.next = self.last_w.q.val();
        self.emit.next = self.can.val() & self.m_wd.ready.val();
        // A word but a request's last uses `w0` up (8 bytes from lane `pos`); the last one
        // when its last byte is in lane 7 or past it.
        self.shift.next = self.emit.val() & (!self.last_w.q.val() | self.shift_last.q.val());
        if self.emit.val() {
            self.n_bytes.d.next = self.n_bytes.q.val() + bit_cast::<32, 4>(self.n.val());
            self.wl.d.next = self.wl.q.val() - 1;
            self.last_w.d.next = self.wl.q.val() == area_words::TWO_LEFT;
            self.pos.d.next = self.span.val();
            // The next word is the request's last: its flags. Before it `pos` holds (a word
            // but the last takes 8 bytes), so the values REQ set still hold.
            if self.wl.q.val() == area_words::TWO_LEFT {
                self.fits_q.d.next = self.fits_last.q.val();
                self.keep_q.d.next = self.keep_last.q.val();
            }
            if self.last_w.q.val() {
                // The request's last word: the second part next, or the packet's rest.
                if self.more.q.val() {
                    self.more.d.next = false;
                    self.st.d.next = bits::<3>(area_state::NEXT);
                } else {
                    self.st.d.next = bits::<3>(area_state::DRAIN);
                }
            }
        }
        // NEXT: the second request, at the area's start.
        if self.st.q.val() == area_state::NEXT {
            self.place.d.next = bits::<32>(0);
            self.rem.d.next = self.second.q.val();
            self.st.d.next = bits::<3>(area_state::REQ);
        }
        // The window after this cycle's word, then the input beat into its first free slot.
        self.a0.next = self.v0.q.val();
        self.a1.next = self.v1.q.val();
        if self.shift.val() {
            self.w0.d.next = self.w1.q.val();
            self.a0.next = self.v1.q.val();
            self.a1.next = false;
        }
        // A beat is taken while `w1` is free at the cycle's start (not by this cycle's word:
        // the input's ready does not wait on the output's): a word a cycle while the words
        // lie in one beat (a first request, always from lane 0), one every two cycles for a
        // realigned second part.
        self.s_ready.next = ((self.st.q.val() == area_state::DATA) | (self.st.q.val() == area_state::REQ) | (self.st.q.val() == area_state::NEXT))
            & !self.in_done.q.val()
            & !self.v1.q.val();
        if self.st.q.val() == area_state::DRAIN {
            self.s_ready.next = !self.in_done.q.val();
        }
        self.take.next = self.s_valid.val() & self.s_ready.val();
        self.v0.d.next = self.a0.val();
        self.v1.d.next = self.a1.val();
        if self.take.val() & (self.st.q.val() != area_state::DRAIN) {
            if self.a0.val() {
                self.w1.d.next = self.s_data.val();
                self.v1.d.next = true;
            } else {
                self.w0.d.next = self.s_data.val();
                self.v0.d.next = true;
            }
        }
        if self.take.val() & self.s_last.val() {
            self.in_done.d.next = true;
        }
        if (self.st.q.val() == area_state::DRAIN) & (self.in_done.q.val() | (self.take.val() & self.s_last.val())) {
            self.st.d.next = bits::<3>(area_state::IDLE);
        }
        // A command's packet starts with an empty window (after the window's own update).
        if (self.st.q.val() == area_state::IDLE) & self.s_cmd.valid.val() {
            self.v0.d.next = false;
            self.v1.d.next = false;
            self.pos.d.next = bits::<3>(0);
            self.in_done.d.next = !self.s_cmd.len.val().any();
        }
        if self.reset.val() {
            self.st.d.next = bits::<3>(area_state::IDLE);
            self.v0.d.next = false;
            self.v1.d.next = false;
            self.in_done.d.next = false;
            self.n_cmds.d.next = bits::<32>(0);
            self.n_writes.d.next = bits::<32>(0);
            self.n_bytes.d.next = bits::<32>(0);
        }
    }
}
