//! ToeSlowRx: the host's receive queue (the slow path every NIC has), part of the composed
//! `toe`.
//!
//! It watches the steered receive stream (`s_*`: every beat toe_rx_parse takes, with the
//! verdict on the last) and keeps the frames whose verdict is [`rx_verdict::SLOW_PATH`]
//! (ARP, ICMP, IPv6, other ports, other addresses: golden `Event::SlowPath`), unchanged, for
//! the host (`m_*`, a packet stream with `keep` on the last beat). Every frame's beats are
//! written into a [`CommitFifo`] as they pass; the last beat commits them (a slow-path frame)
//! or takes them back (anything else), and a kept frame's byte count goes into a length queue
//! of [`LEN_QUEUE_BITS`] frames, from which the reader cuts the frames out again.
//!
//! It never stalls the receive path: a frame that does not fit (the beat store or the
//! length queue full, because the host reads slower than frames come) is dropped whole and
//! counted (`cnt_dropped`); `s_*` has no ready.

use super::*;
use crate::common::beat::LaneKeep;
use crate::common::commit_fifo::CommitFifo;
use crate::common::ram_fifo::RamFifo;

crate::named_consts! {
    /// A full beat's keep.
    pub slow_keep: 8 {
        ALL = 0xFF,
    }
}
use rust_hdl::prelude::*;

/// Frames the length queue holds (2^bits).
pub const LEN_QUEUE_BITS: usize = 6;

#[derive(LogicBlock, Default)]
pub struct ToeSlowRx {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_verdict: Signal<In, Bits<3>>,
    pub s_valid: Signal<In, Bit>,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    /// Frames handed to the host, and slow-path frames dropped for want of room.
    pub cnt_frames: Signal<Out, Bits<32>>,
    pub cnt_dropped: Signal<Out, Bits<32>>,
    store: CommitFifo,
    lens: RamFifo<16, LEN_QUEUE_BITS>,
    /// The frame being written: bytes before this beat, a beat lost.
    bytes: DFF<Bits<16>>,
    lost: DFF<Bit>,
    /// The frame being read: bytes left (0: none started).
    rem: DFF<Bits<16>>,
    n_frames: DFF<Bits<32>>,
    n_dropped: DFF<Bits<32>>,
    count: Signal<Local, Bits<4>>,
    keep_it: Signal<Local, Bit>,
    out_ok: Signal<Local, Bit>,
    rem_now: Signal<Local, Bits<16>>,
}

impl Logic for ToeSlowRx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, bytes, lost, rem, n_frames, n_dropped);
        self.store.clock.next = self.clock.val();
        self.store.reset.next = self.reset.val();
        self.lens.clock.next = self.clock.val();
        self.lens.reset.next = self.reset.val();
        self.cnt_frames.next = self.n_frames.q.val();
        self.cnt_dropped.next = self.n_dropped.q.val();
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
        // Write side.
        self.store.push.next = self.s_valid.val() & !self.lost.q.val();
        self.store.din.next = self.s_data.val();
        self.store.commit.next = false;
        self.store.rewind.next = false;
        self.lens.push.next = false;
        self.lens.din.next = self.bytes.q.val() + bit_cast::<16, 4>(self.count.val());
        self.keep_it.next = (self.s_verdict.val() == rx_verdict::SLOW_PATH) & !self.lost.q.val() & !self.store.full.val() & !self.lens.full.val();
        if self.s_valid.val() {
            if self.s_last.val() {
                self.bytes.d.next = bits::<16>(0);
                self.lost.d.next = false;
                if self.keep_it.val() {
                    self.store.commit.next = true;
                    self.lens.push.next = true;
                } else {
                    self.store.rewind.next = true;
                    if self.s_verdict.val() == rx_verdict::SLOW_PATH {
                        self.n_dropped.d.next = self.n_dropped.q.val() + 1;
                    }
                }
            } else {
                self.bytes.d.next = self.bytes.q.val() + bit_cast::<16, 4>(self.count.val());
                if self.store.full.val() {
                    self.lost.d.next = true;
                }
            }
        }
        // Read side: a frame's length starts it; its beats follow from the store.
        self.rem_now.next = self.rem.q.val();
        if !self.rem.q.val().any() {
            self.rem_now.next = self.lens.dout.val();
        }
        self.out_ok.next = (self.rem.q.val().any() | self.lens.valid.val()) & self.store.valid.val();
        self.m_valid.next = self.out_ok.val();
        self.m_data.next = self.store.dout.val();
        self.m_last.next = self.rem_now.val() <= bits::<16>(rx_len::BEAT_BYTES);
        self.m_keep.next = bits::<8>(slow_keep::ALL);
        if self.rem_now.val() < bits::<16>(rx_len::BEAT_BYTES) {
            self.m_keep.next = bits::<8>(slow_keep::ALL) >> (bits::<4>(rx_len::BEAT_BYTES) - bit_cast::<4, 16>(self.rem_now.val()));
        }
        self.store.pop.next = self.out_ok.val() & self.m_ready.val();
        self.lens.pop.next = self.out_ok.val() & self.m_ready.val() & !self.rem.q.val().any();
        if self.out_ok.val() & self.m_ready.val() {
            self.rem.d.next = bits::<16>(0);
            if self.rem_now.val() > bits::<16>(rx_len::BEAT_BYTES) {
                self.rem.d.next = self.rem_now.val() - bits::<16>(rx_len::BEAT_BYTES);
            } else {
                self.n_frames.d.next = self.n_frames.q.val() + 1;
            }
        }
        if self.reset.val() {
            self.bytes.d.next = bits::<16>(0);
            self.lost.d.next = false;
            self.rem.d.next = bits::<16>(0);
            self.n_frames.d.next = bits::<32>(0);
            self.n_dropped.d.next = bits::<32>(0);
        }
    }
}
