//! ToeRxDisp: the receive dispatcher, part of the composed `toe`.
//!
//! One segment descriptor at a time from toe_rx_parse (`s_seg`, held there until this block
//! is done with it, so no field is copied into registers): its tuple is looked up in the
//! connection table through the table arbiter (`m_look` / `s_look`), then, as golden's
//! `Toe::frame_in` after the steering:
//! - a connection's slot: the segment goes to the TCB engine (`m_eng`) with the slot;
//! - no connection, the port listening (the listen table, `l_port` → `l_hit`): to the TCB
//!   engine with `listen` set (a SYN opens a connection there);
//! - no connection, an owned port not listening: dropped and counted (`cnt_no_conn`, golden's
//!   `NoConnection`), and answered with a RST unless it is one (RFC 9293 section 3.10.7.1,
//!   golden `reset_for`: SEQ = SEG.ACK when the ACK bit is on, else SEQ = 0 and ACK =
//!   SEG.SEQ + SEG.LEN with SYN and FIN counted) on `m_rst`, a toe_tx_frame descriptor.
//!
//! The payload gate needs one command per descriptor, in the descriptors' order; the TCB
//! engine gives one for each segment it takes (`s_gate`), and a segment the dispatcher
//! answers itself gets a discard. An order queue of [`GATE_TAG_BITS`] tags (engine, or a
//! discard with the payload length) merges the two into `m_gate`, toe_rx_gate's command.

use super::*;
use crate::common::ram_fifo::RamFifo;
use rust_hdl::prelude::*;

/// Order tags in flight (2^bits): descriptors decided whose gate command has not gone out.
pub const GATE_TAG_BITS: usize = 4;

crate::layout! {
    /// An order tag: whose gate command comes next, and a discard's payload length.
    pub GateTag(gate_tag): 17 {
        len: 16,
        engine: flag,
    }
}

#[derive(LogicBlock, Default)]
pub struct ToeRxDisp {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_seg: RxSegIn,
    pub m_look: ConnCmdOut,
    pub s_look: ConnRspIn,
    pub l_port: Signal<Out, Bits<16>>,
    pub l_hit: Signal<In, Bit>,
    pub m_eng: EngSegOut,
    pub m_rst: TxSegOut,
    pub s_gate: GateCmdIn,
    pub m_gate: GateCmdOut,
    /// Segments for no connection on an owned port (dropped; a RST answers those without RST).
    pub cnt_no_conn: Signal<Out, Bits<32>>,
    st: DFF<Bits<3>>,
    conn: DFF<Bits<10>>,
    listen: DFF<Bit>,
    n_no_conn: DFF<Bits<32>>,
    tags: RamFifo<{ gate_tag::BITS }, GATE_TAG_BITS>,
    head: Signal<Local, Bits<{ gate_tag::BITS }>>,
    seg_len: Signal<Local, Bits<32>>,
    in_flags: Signal<Local, Bits<8>>,
}

impl Logic for ToeRxDisp {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, conn, listen, n_no_conn);
        self.tags.clock.next = self.clock.val();
        self.tags.reset.next = self.reset.val();
        self.cnt_no_conn.next = self.n_no_conn.q.val();
        self.l_port.next = self.s_seg.dst_port.val();
        self.in_flags.next = self.s_seg.flags.val();
        // The lookup: the segment's tuple as the table keys it.
        self.m_look.valid.next = self.st.q.val() == disp_state::LOOK;
        self.m_look.op.next = bits::<2>(conn_op::LOOKUP);
        self.m_look.remote_ip.next = self.s_seg.src_ip.val();
        self.m_look.remote_port.next = self.s_seg.src_port.val();
        self.m_look.local_port.next = self.s_seg.dst_port.val();
        self.m_look.slot.next = bits::<10>(0);
        self.s_look.ready.next = self.st.q.val() == disp_state::WAIT;
        self.s_seg.ready.next = false;
        self.tags.push.next = false;
        self.tags.din.next = bits::<{ gate_tag::BITS }>(0);
        self.tags.din.next.set_value_len(self.s_seg.len.val());
        if self.st.q.val() == disp_state::IDLE {
            if self.s_seg.valid.val() {
                self.st.d.next = bits::<3>(disp_state::LOOK);
            }
        }
        if (self.st.q.val() == disp_state::LOOK) & self.m_look.ready.val() {
            self.st.d.next = bits::<3>(disp_state::WAIT);
        }
        if (self.st.q.val() == disp_state::WAIT) & self.s_look.valid.val() {
            self.conn.d.next = self.s_look.slot.val();
            self.listen.d.next = false;
            if self.s_look.status.val() == conn_status::SLOT {
                self.st.d.next = bits::<3>(disp_state::ENGINE);
            } else if self.l_hit.val() {
                self.conn.d.next = bits::<10>(0);
                self.listen.d.next = true;
                self.st.d.next = bits::<3>(disp_state::ENGINE);
            } else {
                self.n_no_conn.d.next = self.n_no_conn.q.val() + 1;
                if self.in_flags.val().get_value_rst() {
                    self.st.d.next = bits::<3>(disp_state::TAG);
                } else {
                    self.st.d.next = bits::<3>(disp_state::RST);
                }
            }
        }
        // To the TCB engine: every field as parsed, the slot, whether the port listens.
        self.m_eng.valid.next = (self.st.q.val() == disp_state::ENGINE) & !self.tags.full.val();
        self.m_eng.conn.next = self.conn.q.val();
        self.m_eng.listen.next = self.listen.q.val();
        self.m_eng.src_mac.next = self.s_seg.src_mac.val();
        self.m_eng.src_ip.next = self.s_seg.src_ip.val();
        self.m_eng.src_port.next = self.s_seg.src_port.val();
        self.m_eng.dst_port.next = self.s_seg.dst_port.val();
        self.m_eng.seq.next = self.s_seg.seq.val();
        self.m_eng.ack.next = self.s_seg.ack.val();
        self.m_eng.flags.next = self.s_seg.flags.val();
        self.m_eng.window.next = self.s_seg.window.val();
        self.m_eng.len.next = self.s_seg.len.val();
        self.m_eng.ts_on.next = self.s_seg.ts_on.val();
        self.m_eng.ts_val.next = self.s_seg.ts_val.val();
        self.m_eng.ts_ecr.next = self.s_seg.ts_ecr.val();
        self.m_eng.mss_on.next = self.s_seg.mss_on.val();
        self.m_eng.mss.next = self.s_seg.mss.val();
        self.m_eng.ws_on.next = self.s_seg.ws_on.val();
        self.m_eng.ws.next = self.s_seg.ws.val();
        self.m_eng.sackp.next = self.s_seg.sackp.val();
        self.m_eng.nblocks.next = self.s_seg.nblocks.val();
        self.m_eng.l0.next = self.s_seg.l0.val();
        self.m_eng.r0.next = self.s_seg.r0.val();
        self.m_eng.l1.next = self.s_seg.l1.val();
        self.m_eng.r1.next = self.s_seg.r1.val();
        self.m_eng.l2.next = self.s_seg.l2.val();
        self.m_eng.r2.next = self.s_seg.r2.val();
        self.m_eng.l3.next = self.s_seg.l3.val();
        self.m_eng.r3.next = self.s_seg.r3.val();
        if self.m_eng.valid.val() & self.m_eng.ready.val() {
            self.tags.push.next = true;
            self.tags.din.next.set_value_engine(true);
            self.s_seg.ready.next = true;
            self.st.d.next = bits::<3>(disp_state::IDLE);
        }
        // RFC 9293 section 3.10.7.1's RST for a segment without a connection.
        self.seg_len.next = bit_cast::<32, 16>(self.s_seg.len.val());
        if self.in_flags.val().get_value_syn() {
            self.seg_len.next = bit_cast::<32, 16>(self.s_seg.len.val()) + 1;
            if self.in_flags.val().get_value_fin() {
                self.seg_len.next = bit_cast::<32, 16>(self.s_seg.len.val()) + 2;
            }
        } else if self.in_flags.val().get_value_fin() {
            self.seg_len.next = bit_cast::<32, 16>(self.s_seg.len.val()) + 1;
        }
        self.m_rst.valid.next = self.st.q.val() == disp_state::RST;
        self.m_rst.dst_mac.next = self.s_seg.src_mac.val();
        self.m_rst.dst_ip.next = self.s_seg.src_ip.val();
        self.m_rst.src_port.next = self.s_seg.dst_port.val();
        self.m_rst.dst_port.next = self.s_seg.src_port.val();
        self.m_rst.flags.next = bits::<8>(0);
        self.m_rst.flags.next.set_value_rst(true);
        if self.in_flags.val().get_value_ack() {
            self.m_rst.seq.next = self.s_seg.ack.val();
            self.m_rst.ack.next = bits::<32>(0);
        } else {
            self.m_rst.seq.next = bits::<32>(0);
            self.m_rst.ack.next = self.s_seg.seq.val() + self.seg_len.val();
            self.m_rst.flags.next.set_value_ack(true);
        }
        self.m_rst.window.next = bits::<16>(0);
        self.m_rst.mss_on.next = false;
        self.m_rst.mss.next = bits::<16>(0);
        self.m_rst.ws_on.next = false;
        self.m_rst.ws.next = bits::<4>(0);
        self.m_rst.sackp.next = false;
        self.m_rst.ts_on.next = false;
        self.m_rst.ts_val.next = bits::<32>(0);
        self.m_rst.ts_ecr.next = bits::<32>(0);
        self.m_rst.nblocks.next = bits::<3>(0);
        self.m_rst.l0.next = bits::<32>(0);
        self.m_rst.r0.next = bits::<32>(0);
        self.m_rst.l1.next = bits::<32>(0);
        self.m_rst.r1.next = bits::<32>(0);
        self.m_rst.l2.next = bits::<32>(0);
        self.m_rst.r2.next = bits::<32>(0);
        self.m_rst.l3.next = bits::<32>(0);
        self.m_rst.r3.next = bits::<32>(0);
        self.m_rst.payload.next = false;
        if self.m_rst.valid.val() & self.m_rst.ready.val() {
            self.st.d.next = bits::<3>(disp_state::TAG);
        }
        // The discard's order tag; then the descriptor is done.
        if (self.st.q.val() == disp_state::TAG) & !self.tags.full.val() {
            self.tags.push.next = true;
            self.s_seg.ready.next = true;
            self.st.d.next = bits::<3>(disp_state::IDLE);
        }
        // The gate's commands in the descriptors' order.
        self.head.next = self.tags.dout.val();
        self.m_gate.valid.next = self.tags.valid.val() & (!self.head.val().get_value_engine() | self.s_gate.valid.val());
        self.s_gate.ready.next = self.tags.valid.val() & self.head.val().get_value_engine() & self.m_gate.ready.val();
        self.m_gate.deliver.next = false;
        self.m_gate.conn.next = bits::<10>(0);
        self.m_gate.seq.next = bits::<32>(0);
        self.m_gate.skip.next = bits::<16>(0);
        self.m_gate.take.next = bits::<16>(0);
        self.m_gate.len.next = self.head.val().get_value_len();
        self.m_gate.keep.next = false;
        self.m_gate.replay.next = false;
        self.m_gate.r_seq.next = bits::<32>(0);
        self.m_gate.r_len.next = bits::<32>(0);
        if self.head.val().get_value_engine() {
            self.m_gate.deliver.next = self.s_gate.deliver.val();
            self.m_gate.conn.next = self.s_gate.conn.val();
            self.m_gate.seq.next = self.s_gate.seq.val();
            self.m_gate.skip.next = self.s_gate.skip.val();
            self.m_gate.take.next = self.s_gate.take.val();
            self.m_gate.len.next = self.s_gate.len.val();
            self.m_gate.keep.next = self.s_gate.keep.val();
            self.m_gate.replay.next = self.s_gate.replay.val();
            self.m_gate.r_seq.next = self.s_gate.r_seq.val();
            self.m_gate.r_len.next = self.s_gate.r_len.val();
        }
        self.tags.pop.next = self.m_gate.valid.val() & self.m_gate.ready.val();
        if self.reset.val() {
            self.st.d.next = bits::<3>(disp_state::IDLE);
            self.n_no_conn.d.next = bits::<32>(0);
        }
    }
}
