//! MpaTx: the MPA transmit engine (RFC 5044 sections 4-5): ULPDUs in, the exact FPDU byte
//! stream out, markers inserted on the 512-byte grid, CRC32C appended.
//!
//! Ports:
//! - `s_data/s_keep/s_last/s_valid/s_ready`: ULPDUs (DDP segments), lane 0 first, contiguous
//!   keep, `s_last` on each ULPDU's last beat, every ULPDU 1..=65535 bytes.
//! - `s_desc_*` (valid/ready): one descriptor per ULPDU, taken with its first beat: `len`
//!   (ULPDU_LENGTH), `conn`, and `load` with the connection's context (`offset_words`: stream
//!   offset from S0 / 4, FPDUs being 4-aligned; `markers`; `crc`). Without `load` the FPDU
//!   follows the previous one.
//! - `m_data/m_keep/m_valid/m_ready`: FPDU bytes, lane = stream offset mod 8; `m_fpdu_end` on a
//!   beat holding an FPDU's CRC word, `m_end_lo` with it when that word is the beat's low half
//!   (the FPDU ends at lane 4: the high half, if kept, starts the next FPDU), `m_conn` its
//!   connection. One beat never mixes connections.
//! - `m_ctx_valid/m_ctx_conn/m_ctx_offset_words`: context store, the stream offset (/4) after
//!   each FPDU, one cycle after the framer passes its CRC word.
//!
//! Pipeline: shifter -> word queue -> framer (two slots per beat) -> five delay stages, while the
//! CRC pipeline ([`Crc32cPipe`], four stages, fed from a register) runs in lockstep on the same
//! beats; the CRC word
//! is merged at the output from the CRC of that FPDU (live, or held from the previous beat).
//! The framer, the delay line and the CRC pipeline never stall: a beat enters only with a place
//! reserved for it in the output FIFO (`pend`, the beats between the framer and the FIFO's
//! output, stays below [`mpa_tx_credit::OUT_ENTRIES`]), so `m_ready` reaches only that FIFO
//! and the credit count, not every pipeline register (issue 17: that fan-out was a critical path).

use super::tx_framer::MpaTxFramer;
use super::tx_shift::MpaTxShift;
use crate::common::fifo2::Fifo2;
use crate::common::ram_fifo::RamFifo;
use crate::common::word_queue::WordQueue;
use crate::crc32c::Crc32cPipe;
use super::{FpduDescIn, WordPos};
use crate::common::beat::BeatWords;
use rust_hdl::prelude::*;

crate::layout! {
    /// A descriptor kept per ULPDU between the shifter and the framer.
    pub TxDescWord(tx_desc): 44 {
        /// Stream word position of the FPDU ([`WordPos`]).
        offset_words: 30,
        /// CRC negotiated.
        crc: flag,
        /// Markers negotiated.
        markers: flag,
        /// Load the connection's context (the first FPDU after a switch).
        load: flag,
        /// Connection.
        conn: 8,
        /// Grid flags of the offset, computed here so the framer compares nothing: the first
        /// word is a marker position (index 0 in its period)...
        z: flag,
        /// ... the last word before one (127) ...
        m1: flag,
        /// ... the second to last (126).
        m2: flag,
    }
}

/// Descriptor bits kept per ULPDU ([`TxDescWord`]).
pub const DESC_BITS: usize = tx_desc::BITS;

crate::layout! {
    /// An output beat as the output FIFO keeps it (the `m_*` ports).
    pub TxOutBeat(tx_out): 82 {
        /// FPDU bytes, lane = stream offset mod 8 (CRC merged).
        data: 64,
        /// Valid lanes.
        keep: 8,
        /// The beat holds an FPDU's CRC word.
        fpdu_end: flag,
        /// ... and that word is the beat's low half.
        end_lo: flag,
        /// Connection.
        conn: 8,
    }
}

/// Output beat bits ([`TxOutBeat`]).
pub const OUT_BITS: usize = tx_out::BITS;
/// Address bits of the output FIFO: [`mpa_tx_credit::OUT_ENTRIES`] entries.
pub const OUT_FIFO_BITS: usize = 4;

crate::named_consts! {
    /// Output credit: beats between the framer's commit and the output FIFO's output.
    pub mpa_tx_credit: 5 {
        /// Entries of the output FIFO, 2^[`OUT_FIFO_BITS`].
        OUT_ENTRIES = 16,
        /// The framer may commit in the next cycle while at most this many beats are pending:
        /// the credit is registered, so it counts the commit of this cycle as taken (one
        /// commit per cycle: pending grows by at most 2 before the next check sees it).
        ROOM_LIMIT = 14,
    }
}
const _: () = assert!(mpa_tx_credit::OUT_ENTRIES as usize == 1 << OUT_FIFO_BITS);
const _: () = assert!(mpa_tx_credit::ROOM_LIMIT + 2 == mpa_tx_credit::OUT_ENTRIES);

#[derive(LogicBlock, Default)]
pub struct MpaTx {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub s_desc: FpduDescIn,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_fpdu_end: Signal<Out, Bit>,
    pub m_end_lo: Signal<Out, Bit>,
    pub m_conn: Signal<Out, Bits<8>>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    pub m_ctx_valid: Signal<Out, Bit>,
    pub m_ctx_conn: Signal<Out, Bits<8>>,
    pub m_ctx_offset_words: Signal<Out, Bits<30>>,
    shift: MpaTxShift,
    descs: Fifo2<DESC_BITS>,
    queue: WordQueue,
    framer: MpaTxFramer,
    crc: Crc32cPipe,
    out: RamFifo<OUT_BITS, OUT_FIFO_BITS>,
    /// Beats committed by the framer and not yet taken from the output FIFO.
    pend: DFF<Bits<5>>,
    /// `pend` was at most [`mpa_tx_credit::ROOM_LIMIT`] a cycle ago: a commit fits.
    room: DFF<Bit>,
    commit: Signal<Local, Bit>,
    out_pop: Signal<Local, Bit>,
    pend_up: Signal<Local, Bits<5>>,
    pend_down: Signal<Local, Bits<5>>,
    out_word: Signal<Local, Bits<OUT_BITS>>,
    desc_word: Signal<Local, Bits<DESC_BITS>>,
    crc_beat: Signal<Local, Bits<64>>,
    // Delay line, stages 1..5 (stage 5 is the output).
    d1_valid: DFF<Bit>,
    d1_data: DFF<Bits<64>>,
    d1_keep: DFF<Bits<8>>,
    d1_crc0: DFF<Bit>,
    d1_crc1: DFF<Bit>,
    d1_crc_on: DFF<Bit>,
    d1_conn: DFF<Bits<8>>,
    d2_valid: DFF<Bit>,
    d2_data: DFF<Bits<64>>,
    d2_keep: DFF<Bits<8>>,
    d2_crc0: DFF<Bit>,
    d2_crc1: DFF<Bit>,
    d2_crc_on: DFF<Bit>,
    d2_conn: DFF<Bits<8>>,
    d3_valid: DFF<Bit>,
    d3_data: DFF<Bits<64>>,
    d3_keep: DFF<Bits<8>>,
    d3_crc0: DFF<Bit>,
    d3_crc1: DFF<Bit>,
    d3_crc_on: DFF<Bit>,
    d3_conn: DFF<Bits<8>>,
    d4_valid: DFF<Bit>,
    d4_data: DFF<Bits<64>>,
    d4_keep: DFF<Bits<8>>,
    d4_crc0: DFF<Bit>,
    d4_crc1: DFF<Bit>,
    d4_crc_on: DFF<Bit>,
    d4_conn: DFF<Bits<8>>,
    d5_valid: DFF<Bit>,
    d5_data: DFF<Bits<64>>,
    d5_keep: DFF<Bits<8>>,
    d5_crc0: DFF<Bit>,
    d5_crc1: DFF<Bit>,
    d5_crc_on: DFF<Bit>,
    d5_conn: DFF<Bits<8>>,
    /// The CRC feed, registered: the CRC pipeline takes a beat one advance after the delay line
    /// does, so the output is stage 5.
    cf_valid: DFF<Bit>,
    cf_data: DFF<Bits<64>>,
    cf_keep: DFF<Bits<8>>,
    cf_last: DFF<Bit>,
    /// CRC of the FPDU whose last covered word left the output in the previous beat.
    crc_hold: DFF<Bits<32>>,
    crc_word0: Signal<Local, Bits<32>>,
    crc_word1: Signal<Local, Bits<32>>,
}

impl Logic for MpaTx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, d1_valid, d1_data, d1_keep, d1_crc0, d1_crc1, d1_crc_on, d1_conn, d2_valid,
            d2_data, d2_keep, d2_crc0, d2_crc1, d2_crc_on, d2_conn, d3_valid, d3_data, d3_keep,
            d3_crc0, d3_crc1, d3_crc_on, d3_conn, d4_valid, d4_data, d4_keep, d4_crc0, d4_crc1,
            d4_crc_on, d4_conn, d5_valid, d5_data, d5_keep, d5_crc0, d5_crc1, d5_crc_on, d5_conn,
            cf_valid, cf_data, cf_keep, cf_last, crc_hold, pend, room
        );
        clock!(self, clock, shift, descs, queue, framer, crc, out);
        self.out.reset.next = self.reset.val();
        self.shift.reset.next = self.reset.val();
        self.descs.reset.next = self.reset.val();
        self.queue.reset.next = self.reset.val();
        self.framer.reset.next = self.reset.val();
        self.crc.reset.next = self.reset.val();
        // ULPDU beats and descriptors into the shifter.
        self.shift.s_data.next = self.s_data.val();
        self.shift.s_keep.next = self.s_keep.val();
        self.shift.s_last.next = self.s_last.val();
        self.shift.s_valid.next = self.s_valid.val() & !self.reset.val();
        self.s_ready.next = self.shift.s_ready.val() & !self.reset.val();
        self.shift.desc_valid.next = self.s_desc.valid.val();
        self.shift.desc_len.next = self.s_desc.len.val();
        self.shift.start_ok.next = !self.descs.full.val();
        self.s_desc.ready.next = self.shift.desc_take.val() & !self.reset.val();
        self.descs.push.next = self.shift.desc_take.val() & !self.reset.val();
        // Built in a local: a child's input reads back its old value in native simulation.
        self.desc_word.next = bits::<DESC_BITS>(0);
        self.desc_word.next.set_value_offset_words(self.s_desc.offset_words.val());
        self.desc_word.next.set_value_crc(self.s_desc.crc.val());
        self.desc_word.next.set_value_markers(self.s_desc.markers.val());
        self.desc_word.next.set_value_load(self.s_desc.load.val());
        self.desc_word.next.set_value_conn(self.s_desc.conn.val());
        // Marker-grid flags of the offset, computed here so the framer compares nothing.
        self.desc_word.next.set_value_z(self.s_desc.offset_words.val().get_value_in_period() == 0);
        self.desc_word.next.set_value_m1(self.s_desc.offset_words.val().get_value_in_period() == 127);
        self.desc_word.next.set_value_m2(self.s_desc.offset_words.val().get_value_in_period() == 126);
        self.descs.din.next = self.desc_word.val();
        // Content words into the queue.
        self.queue.in_w0.next = self.shift.m_data.val().get_value_word0();
        self.queue.in_w1.next = self.shift.m_data.val().get_value_word1();
        self.queue.in_two.next = self.shift.m_two.val();
        self.queue.in_last.next = self.shift.m_last.val();
        self.queue.push.next = self.shift.m_valid.val() & self.queue.can_push.val();
        self.shift.m_ready.next = self.queue.can_push.val();
        // The framer, committing a beat only with a place reserved in the output FIFO.
        self.commit.next = self.framer.beat_valid.val() & self.room.q.val() & !self.reset.val();
        self.out_pop.next = self.m_ready.val() & self.out.valid.val();
        self.pend_up.next = self.pend.q.val() + 1;
        self.pend_down.next = self.pend.q.val() - 1;
        if self.commit.val() & !self.out_pop.val() {
            self.pend.d.next = self.pend_up.val();
        }
        if !self.commit.val() & self.out_pop.val() {
            self.pend.d.next = self.pend_down.val();
        }
        // (`out.full` cannot be set while `pend` is within the limit: a guard, off the path.)
        self.room.d.next = (self.pend.q.val() <= bits::<5>(mpa_tx_credit::ROOM_LIMIT)) & !self.out.full.val();
        if self.reset.val() {
            self.pend.d.next = bits::<5>(0);
            self.room.d.next = false;
        }
        self.framer.d_valid.next = self.descs.valid.val();
        self.framer.d_conn.next = self.descs.dout.val().get_value_conn();
        self.framer.d_load.next = self.descs.dout.val().get_value_load();
        self.framer.d_markers.next = self.descs.dout.val().get_value_markers();
        self.framer.d_crc.next = self.descs.dout.val().get_value_crc();
        self.framer.d_offset_words.next = self.descs.dout.val().get_value_offset_words();
        self.framer.d_z.next = self.descs.dout.val().get_value_z();
        self.framer.d_m1.next = self.descs.dout.val().get_value_m1();
        self.framer.d_m2.next = self.descs.dout.val().get_value_m2();
        self.descs.pop.next = self.framer.desc_pop.val();
        self.framer.q_one.next = self.queue.has_one.val();
        self.framer.q_two.next = self.queue.has_two.val();
        self.framer.h0.next = self.queue.h0.val();
        self.framer.h1.next = self.queue.h1.val();
        self.framer.h0_last.next = self.queue.h0_last.val();
        self.framer.h1_last.next = self.queue.h1_last.val();
        self.queue.pop_n.next = self.framer.pop_n.val();
        self.framer.take.next = self.room.q.val() & !self.reset.val();
        // The CRC pipeline sees the same beats, covered lanes only.
        self.crc.enable.next = true;
        self.crc.ctx_load.next = false;
        self.crc.ctx_state.next = bits::<32>(0);
        self.crc.ctx_in_packet.next = false;
        self.crc.s_data.next = self.cf_data.q.val();
        self.crc.s_keep.next = self.cf_keep.q.val();
        self.crc.s_last.next = self.cf_last.q.val();
        self.crc.s_valid.next = self.cf_valid.q.val();
        // The delay line moves every cycle (bubbles included).
        self.d1_valid.d.next = self.commit.val();
        self.d1_data.d.next = self.framer.data.val();
        self.d1_keep.d.next = self.framer.keep.val();
        self.d1_crc0.d.next = self.framer.crc_slot0.val();
        self.d1_crc1.d.next = self.framer.crc_slot1.val();
        self.d1_crc_on.d.next = self.framer.crc_on.val();
        self.d1_conn.d.next = self.framer.conn.val();
        self.d2_valid.d.next = self.d1_valid.q.val();
        self.d2_data.d.next = self.d1_data.q.val();
        self.d2_keep.d.next = self.d1_keep.q.val();
        self.d2_crc0.d.next = self.d1_crc0.q.val();
        self.d2_crc1.d.next = self.d1_crc1.q.val();
        self.d2_crc_on.d.next = self.d1_crc_on.q.val();
        self.d2_conn.d.next = self.d1_conn.q.val();
        self.d3_valid.d.next = self.d2_valid.q.val();
        self.d3_data.d.next = self.d2_data.q.val();
        self.d3_keep.d.next = self.d2_keep.q.val();
        self.d3_crc0.d.next = self.d2_crc0.q.val();
        self.d3_crc1.d.next = self.d2_crc1.q.val();
        self.d3_crc_on.d.next = self.d2_crc_on.q.val();
        self.d3_conn.d.next = self.d2_conn.q.val();
        self.d4_valid.d.next = self.d3_valid.q.val();
        self.d4_data.d.next = self.d3_data.q.val();
        self.d4_keep.d.next = self.d3_keep.q.val();
        self.d4_crc0.d.next = self.d3_crc0.q.val();
        self.d4_crc1.d.next = self.d3_crc1.q.val();
        self.d4_crc_on.d.next = self.d3_crc_on.q.val();
        self.d4_conn.d.next = self.d3_conn.q.val();
        self.d5_valid.d.next = self.d4_valid.q.val();
        self.d5_data.d.next = self.d4_data.q.val();
        self.d5_keep.d.next = self.d4_keep.q.val();
        self.d5_crc0.d.next = self.d4_crc0.q.val();
        self.d5_crc1.d.next = self.d4_crc1.q.val();
        self.d5_crc_on.d.next = self.d4_crc_on.q.val();
        self.d5_conn.d.next = self.d4_conn.q.val();
        self.cf_valid.d.next = self.commit.val() & self.framer.crc_keep.val().any();
        self.cf_data.d.next = self.framer.data.val();
        self.cf_keep.d.next = self.framer.crc_keep.val();
        self.cf_last.d.next = self.framer.crc_last.val();
        if self.crc.m_crc_valid.val() {
            self.crc_hold.d.next = self.crc.m_crc.val();
        }
        if self.reset.val() {
            self.d1_valid.d.next = false;
            self.d2_valid.d.next = false;
            self.d3_valid.d.next = false;
            self.d4_valid.d.next = false;
            self.d5_valid.d.next = false;
            self.cf_valid.d.next = false;
        }
        // CRC merge (RFC 5044 section 4.1: least significant byte first = lane order). A CRC
        // word in slot 1 follows its FPDU's last covered word in slot 0: the live result; in
        // slot 0 it follows the previous beat: the held result. CRC off sends zeros.
        self.crc_word0.next = bits::<32>(0);
        self.crc_word1.next = bits::<32>(0);
        if self.d5_crc_on.q.val() & self.d5_crc0.q.val() {
            self.crc_word0.next = self.crc_hold.q.val();
        }
        if self.d5_crc_on.q.val() & self.d5_crc1.q.val() {
            self.crc_word1.next = self.crc.m_crc.val();
        }
        self.crc_beat.next = bits::<64>(0);
        self.crc_beat.next.set_value_word0(self.crc_word0.val());
        self.crc_beat.next.set_value_word1(self.crc_word1.val());
        self.out_word.next = bits::<OUT_BITS>(0);
        self.out_word.next.set_value_data(self.d5_data.q.val() | self.crc_beat.val());
        self.out_word.next.set_value_keep(self.d5_keep.q.val());
        self.out_word.next.set_value_fpdu_end(self.d5_crc0.q.val() | self.d5_crc1.q.val());
        self.out_word.next.set_value_end_lo(self.d5_crc0.q.val());
        self.out_word.next.set_value_conn(self.d5_conn.q.val());
        self.out.push.next = self.d5_valid.q.val();
        self.out.din.next = self.out_word.val();
        self.out.pop.next = self.out_pop.val();
        self.m_data.next = self.out.dout.val().get_value_data();
        self.m_keep.next = self.out.dout.val().get_value_keep();
        self.m_fpdu_end.next = self.out.dout.val().get_value_fpdu_end();
        self.m_end_lo.next = self.out.dout.val().get_value_end_lo();
        self.m_conn.next = self.out.dout.val().get_value_conn();
        self.m_valid.next = self.out.valid.val();
        self.m_ctx_valid.next = self.framer.ctx_valid.val();
        self.m_ctx_conn.next = self.framer.ctx_conn.val();
        self.m_ctx_offset_words.next = self.framer.ctx_offset_words.val();
    }
}
