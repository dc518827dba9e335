//! Crc32cStream: CRC32C of every packet on a 64-bit byte stream, one beat per cycle.
//!
//! Ports (architecture.md byte-stream rules):
//! - `s_data/s_keep/s_last/s_valid/s_ready`: packets; the first beat may start at any lane
//!   (MPA uses 0 and 4), the last may end after any lane, beats in between are full. A null
//!   beat (`keep == 0`) adds no bytes anywhere in a packet, and does not start one; a null
//!   beat with `last` ends the packet (alone, it is the empty packet, CRC 0).
//! - `m_crc/m_crc_valid/m_crc_ready`: one result per packet, in packet order.
//!
//! Timing: with `m_crc_ready` high, when a packet's last beat moves in cycle `n` (valid and
//! ready at that cycle's closing edge), its result is on `m_crc` in cycle `n + CRC32C_LATENCY`
//! (four register stages of [`Crc32cPipe`]). Stages: A registers the beat's data term,
//! B is the CRC loop, C undoes the upper tail lanes (4), OUT undoes the rest and complements.
//! The pipeline moves as one: it stalls only while a finished result waits on `m_crc_ready`,
//! so `s_ready = !m_crc_valid | m_crc_ready` (a combinational path from m_crc_ready).
//! `reset` (synchronous, active high) empties the pipeline and drops a partial packet.

use super::pipe::Crc32cPipe;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct Crc32cStream {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub m_crc: Signal<Out, Bits<32>>,
    pub m_crc_valid: Signal<Out, Bit>,
    pub m_crc_ready: Signal<In, Bit>,
    pipe: Crc32cPipe,
}

impl Logic for Crc32cStream {
    #[hdl_gen]
    fn update(&mut self) {
        self.pipe.clock.next = self.clock.val();
        self.pipe.reset.next = self.reset.val();
        self.pipe.ctx_load.next = false;
        self.pipe.ctx_state.next = bits::<32>(0);
        self.pipe.ctx_in_packet.next = false;
        self.pipe.s_data.next = self.s_data.val();
        self.pipe.s_keep.next = self.s_keep.val();
        self.pipe.s_last.next = self.s_last.val();
        self.pipe.s_valid.next = self.s_valid.val();
        self.pipe.enable.next = !self.pipe.m_crc_valid.val() | self.m_crc_ready.val();
        self.s_ready.next = (!self.pipe.m_crc_valid.val() | self.m_crc_ready.val()) & !self.reset.val();
        self.m_crc.next = self.pipe.m_crc.val();
        self.m_crc_valid.next = self.pipe.m_crc_valid.val();
    }
}
