//! ToeRxGate: the payload gate, emitted as `rtl/toe_rx_gate.v`.
//!
//! toe_rx_parse sends each good segment's payload at lane 0 (`s_data/keep/last`), and the
//! engine decides per segment, in the same order, what of it the ULP gets (`s_cmd`,
//! [`GateCmdIn`]: bytes `skip .. skip + take`, or nothing). The gate discards the beats
//! before the first delivered byte's beat, shifts the rest down by `skip mod 8` lanes with one
//! held beat, stops after `take` bytes (the last beat's `keep` marks its bytes, the lanes past
//! it are zero), and discards what is left of the payload: the duplicate bytes before RCV.NXT
//! and those past the window never reach the ULP. Each delivered beat carries the connection
//! and the sequence number of the delivery's first byte (`m_conn`, `m_seq`), what mpa_rx
//! needs for its marker grid. Golden: `toe_seq::gate`.
//!
//! A command for a segment with no payload (`len` 0) is taken at once and consumes no beat.
//! One output beat a cycle while input and output flow; a delivery's last beat, when it is
//! in the held beat alone, costs a cycle without an input beat, and a command one in IDLE:
//! a payload of n beats delivered whole takes n + 2 cycles. The gate trusts its command
//! (`take` at most `len - skip`, which the engine's decision guarantees); a command larger
//! than its payload ends with the payload's last beat and cannot hang.
//!
//! Out-of-order reassembly (issue 15). A `keep` command's bytes (`skip .. skip + take`, the
//! engine's kept segment) go out on `m_area_*` instead of the ULP's port, with a command
//! for toe_area_wr (`m_acmd`: connection, SEG.SEQ, length) offered beside them; the next
//! segment's command is taken only once toe_area_wr has that command. A `replay` command's
//! held block (`r_len` bytes from `r_seq`) goes to the ULP after the segment's bytes: once
//! toe_area_wr is idle with nothing of ours untaken (so every byte the block holds has been
//! written: the area's reader is served after the writes the DMA took), the gate asks the
//! area's reader (`m_rp`, a toe_tx_read) for pieces of at most [`gate_piece::BYTES`] and
//! passes each to the ULP as one delivery with its own sequence number, holding the next
//! segment's command until the last piece is out. Golden: `Toe`'s replay, one delivery of
//! the block (the pieces are its bytes in order).

use super::area_wr::AreaCmdOut;
use super::*;
use crate::common::lane_mask::LaneMask;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeRxGate {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cmd: GateCmdIn,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    pub m_conn: Signal<Out, Bits<10>>,
    pub m_seq: Signal<Out, Bits<32>>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    /// A kept segment's bytes, from lane 0, and toe_area_wr's command for them.
    pub m_area_data: Signal<Out, Bits<64>>,
    pub m_area_keep: Signal<Out, Bits<8>>,
    pub m_area_last: Signal<Out, Bit>,
    pub m_area_valid: Signal<Out, Bit>,
    pub m_area_ready: Signal<In, Bit>,
    pub m_acmd: AreaCmdOut,
    /// toe_area_wr has nothing taken and not yet written.
    pub area_idle: Signal<In, Bit>,
    /// A replay's piece: the area reader's command, and its bytes from lane 0.
    pub m_rp: TxRdOut,
    pub s_rp_data: Signal<In, Bits<64>>,
    pub s_rp_keep: Signal<In, Bits<8>>,
    pub s_rp_last: Signal<In, Bit>,
    pub s_rp_valid: Signal<In, Bit>,
    pub s_rp_ready: Signal<Out, Bit>,
    /// Bytes delivered to the ULP (replays among them), segments whose command was taken.
    pub cnt_bytes: Signal<Out, Bits<32>>,
    pub cnt_segments: Signal<Out, Bits<32>>,
    st: DFF<Bits<3>>,
    conn: DFF<Bits<10>>,
    seq: DFF<Bits<32>>,
    beats: DFF<Bits<13>>,
    idx: DFF<Bits<13>>,
    lane: DFF<Bits<3>>,
    rem: DFF<Bits<16>>,
    hold: DFF<Bits<64>>,
    in_done: DFF<Bit>,
    n_bytes: DFF<Bits<32>>,
    n_seg: DFF<Bits<32>>,
    /// The delivery goes to the area; its command untaken, its length.
    to_area: DFF<Bit>,
    acmd_v: DFF<Bit>,
    a_len: DFF<Bits<16>>,
    /// A replay due: the next piece's sequence number, the bytes left, the piece's bytes.
    rp_pend: DFF<Bit>,
    rp_seq: DFF<Bits<32>>,
    rp_left: DFF<Bits<32>>,
    rp_piece: DFF<Bits<16>>,
    mask: LaneMask,
    out_ready: Signal<Local, Bit>,
    run_valid: Signal<Local, Bit>,
    rp_take: Signal<Local, Bit>,
    take_in: Signal<Local, Bit>,
    tail_now: Signal<Local, Bit>,
    emit: Signal<Local, Bit>,
    avail: Signal<Local, Bits<16>>,
    shifted: Signal<Local, Bits<64>>,
    joined: Signal<Local, Bits<64>>,
    keep_out: Signal<Local, Bits<8>>,
    final_beat: Signal<Local, Bit>,
    count_out: Signal<Local, Bits<16>>,
}

impl Logic for ToeRxGate {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, conn, seq, beats, idx, lane, rem, hold, in_done, n_bytes, n_seg, to_area, acmd_v, a_len, rp_pend, rp_seq, rp_left, rp_piece);
        // A command waits while a replay is due or toe_area_wr has not taken the last keep.
        self.s_cmd.ready.next = (self.st.q.val() == gate_state::IDLE) & !self.rp_pend.q.val() & !self.acmd_v.q.val() & !self.reset.val();
        self.m_acmd.valid.next = self.acmd_v.q.val();
        self.m_acmd.conn.next = self.conn.q.val();
        self.m_acmd.seq.next = self.seq.q.val();
        self.m_acmd.len.next = self.a_len.q.val();
        if self.m_acmd.valid.val() & self.m_acmd.ready.val() {
            self.acmd_v.d.next = false;
        }
        self.m_rp.valid.next = self.st.q.val() == gate_state::RP_CMD;
        self.m_rp.conn.next = self.conn.q.val();
        self.m_rp.seq.next = self.rp_seq.q.val();
        self.m_rp.len.next = self.rp_piece.q.val();
        self.cnt_bytes.next = self.n_bytes.q.val();
        self.cnt_segments.next = self.n_seg.q.val();
        // `skip` splits as a [`RemBytes`]: whole beats and the lane.
        self.m_conn.next = self.conn.q.val();
        self.m_seq.next = self.seq.q.val();
        // Bytes the held beat still has from the current lane.
        self.avail.next = bits::<16>(gate_lane::BEAT_BYTES) - bit_cast::<16, 3>(self.lane.q.val());
        // The held beat shifted down by the lane, and joined with the next beat's low lanes.
        self.shifted.next = self.hold.q.val() >> (bit_cast::<6, 3>(self.lane.q.val()) << gate_lane::BYTE_SHIFT);
        self.joined.next = self.shifted.val();
        if self.lane.q.val().any() {
            self.joined.next = self.shifted.val() | (self.s_data.val() << (bits::<7>(gate_lane::BEAT_BITS) - (bit_cast::<7, 3>(self.lane.q.val()) << gate_lane::BYTE_SHIFT)));
        }
        // The bytes of the beat out: eight, or what remains (1..8).
        self.final_beat.next = self.rem.q.val() <= bits::<16>(gate_lane::BEAT_BYTES);
        self.count_out.next = bits::<16>(gate_lane::BEAT_BYTES);
        if self.final_beat.val() {
            self.count_out.next = self.rem.q.val();
        }
        self.keep_out.next = bits::<8>(0xFF) >> (bits::<4>(gate_lane::BEAT_BYTES) - bit_cast::<4, 16>(self.count_out.val()));
        self.mask.keep.next = self.keep_out.val();
        if self.st.q.val() == gate_state::RP_RUN {
            self.mask.keep.next = self.s_rp_keep.val();
        }
        // RUN: the held beat's bytes from the lane on, completed by the next beat; or, when
        // they finish the delivery (or no beat follows), the held beat alone.
        self.tail_now.next = (self.rem.q.val() <= self.avail.val()) | self.in_done.q.val();
        self.mask.data.next = self.joined.val();
        if self.tail_now.val() {
            self.mask.data.next = self.shifted.val();
        }
        if self.st.q.val() == gate_state::RP_RUN {
            self.mask.data.next = self.s_rp_data.val();
        }
        // RUN's beat goes to the ULP, or to the area for a kept segment; RP_RUN passes the
        // reader's beats to the ULP.
        self.m_data.next = self.mask.out.val();
        self.m_keep.next = self.keep_out.val();
        self.m_last.next = self.final_beat.val();
        self.m_area_data.next = self.mask.out.val();
        self.m_area_keep.next = self.keep_out.val();
        self.m_area_last.next = self.final_beat.val();
        self.run_valid.next = (self.st.q.val() == gate_state::RUN) & (self.tail_now.val() | self.s_valid.val());
        self.out_ready.next = self.m_ready.val();
        if self.to_area.q.val() {
            self.out_ready.next = self.m_area_ready.val();
        }
        self.m_valid.next = self.run_valid.val() & !self.to_area.q.val();
        self.m_area_valid.next = self.run_valid.val() & self.to_area.q.val();
        self.s_rp_ready.next = (self.st.q.val() == gate_state::RP_RUN) & self.m_ready.val();
        if self.st.q.val() == gate_state::RP_RUN {
            self.m_keep.next = self.s_rp_keep.val();
            self.m_last.next = self.s_rp_last.val();
            self.m_valid.next = self.s_rp_valid.val();
        }
        self.rp_take.next = self.s_rp_valid.val() & self.s_rp_ready.val();
        self.emit.next = self.run_valid.val() & self.out_ready.val();
        self.s_ready.next = (self.st.q.val() == gate_state::SKIP)
            | (self.st.q.val() == gate_state::DRAIN)
            | ((self.st.q.val() == gate_state::RUN) & !self.tail_now.val() & self.out_ready.val());
        self.take_in.next = self.s_valid.val() & self.s_ready.val();

        // IDLE: a command; no payload, or nothing delivered, or a delivery.
        if self.s_cmd.valid.val() & self.s_cmd.ready.val() {
            self.n_seg.d.next = self.n_seg.q.val() + 1;
            self.conn.d.next = self.s_cmd.conn.val();
            self.seq.d.next = self.s_cmd.seq.val();
            self.beats.d.next = self.s_cmd.skip.val().get_value_beats();
            self.lane.d.next = self.s_cmd.skip.val().get_value_lanes();
            self.rem.d.next = self.s_cmd.take.val();
            self.idx.d.next = bits::<13>(0);
            self.to_area.d.next = self.s_cmd.keep.val();
            self.a_len.d.next = self.s_cmd.take.val();
            self.rp_pend.d.next = self.s_cmd.replay.val() & self.s_cmd.r_len.val().any();
            self.rp_seq.d.next = self.s_cmd.r_seq.val();
            self.rp_left.d.next = self.s_cmd.r_len.val();
            if self.s_cmd.len.val().any() {
                if (self.s_cmd.deliver.val() | self.s_cmd.keep.val()) & self.s_cmd.take.val().any() {
                    self.acmd_v.d.next = self.s_cmd.keep.val();
                    self.st.d.next = bits::<3>(gate_state::SKIP);
                } else {
                    self.st.d.next = bits::<3>(gate_state::DRAIN);
                }
            }
        }
        // SKIP: beats before the first delivered byte's beat go; that beat is held.
        if (self.st.q.val() == gate_state::SKIP) & self.take_in.val() {
            self.idx.d.next = self.idx.q.val() + 1;
            if self.idx.q.val() == self.beats.q.val() {
                self.hold.d.next = self.s_data.val();
                self.in_done.d.next = self.s_last.val();
                self.st.d.next = bits::<3>(gate_state::RUN);
            } else if self.s_last.val() {
                // The payload ended first (a command larger than its segment): nothing more.
                self.st.d.next = bits::<3>(gate_state::IDLE);
            }
        }
        if (self.st.q.val() == gate_state::RUN) & self.emit.val() {
            self.rem.d.next = self.rem.q.val() - self.count_out.val();
            if !self.to_area.q.val() {
                self.n_bytes.d.next = self.n_bytes.q.val() + bit_cast::<32, 16>(self.count_out.val());
            }
            if self.tail_now.val() {
                // The delivery's last bytes, all in the held beat.
                if self.in_done.q.val() {
                    self.st.d.next = bits::<3>(gate_state::IDLE);
                } else {
                    self.st.d.next = bits::<3>(gate_state::DRAIN);
                }
            } else {
                self.hold.d.next = self.s_data.val();
                self.in_done.d.next = self.s_last.val();
                if self.final_beat.val() {
                    if self.s_last.val() {
                        self.st.d.next = bits::<3>(gate_state::IDLE);
                    } else {
                        self.st.d.next = bits::<3>(gate_state::DRAIN);
                    }
                }
            }
        }
        // DRAIN: the rest of the payload is discarded.
        if (self.st.q.val() == gate_state::DRAIN) & self.take_in.val() & self.s_last.val() {
            self.st.d.next = bits::<3>(gate_state::IDLE);
        }
        // A replay due after the segment: each piece once the area's writes are done.
        if (self.st.q.val() == gate_state::IDLE) & self.rp_pend.q.val() {
            self.st.d.next = bits::<3>(gate_state::RP_WAIT);
        }
        if (self.st.q.val() == gate_state::RP_WAIT) & !self.acmd_v.q.val() & self.area_idle.val() {
            self.seq.d.next = self.rp_seq.q.val();
            self.rp_piece.d.next = bits::<16>(gate_piece::BYTES);
            if self.rp_left.q.val() < bits::<32>(gate_piece_len::BYTES) {
                self.rp_piece.d.next = bit_cast::<16, 32>(self.rp_left.q.val());
            }
            self.st.d.next = bits::<3>(gate_state::RP_CMD);
        }
        if (self.st.q.val() == gate_state::RP_CMD) & self.m_rp.ready.val() {
            self.st.d.next = bits::<3>(gate_state::RP_RUN);
        }
        if (self.st.q.val() == gate_state::RP_RUN) & self.rp_take.val() & self.s_rp_last.val() {
            self.n_bytes.d.next = self.n_bytes.q.val() + bit_cast::<32, 16>(self.rp_piece.q.val());
            self.rp_seq.d.next = self.rp_seq.q.val() + bit_cast::<32, 16>(self.rp_piece.q.val());
            self.rp_left.d.next = self.rp_left.q.val() - bit_cast::<32, 16>(self.rp_piece.q.val());
            self.st.d.next = bits::<3>(gate_state::RP_WAIT);
            if self.rp_left.q.val() == bit_cast::<32, 16>(self.rp_piece.q.val()) {
                self.rp_pend.d.next = false;
                self.st.d.next = bits::<3>(gate_state::IDLE);
            }
        }
        if self.reset.val() {
            self.acmd_v.d.next = false;
            self.rp_pend.d.next = false;
            self.st.d.next = bits::<3>(gate_state::IDLE);
            self.n_bytes.d.next = bits::<32>(0);
            self.n_seg.d.next = bits::<32>(0);
        }
    }
}
