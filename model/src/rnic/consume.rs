//! RnicConsume: CONSUMED for the bytes mpa_rx takes, emitted as `rtl/rnic_consume.v`
//! (issue 16). The TOE advertises a receive window of its ULP buffer less the bytes
//! delivered and not yet consumed; a connection's bytes in RDMA mode are consumed the moment
//! mpa_rx takes them (it keeps none: each FPDU is placed as it streams through), so this block
//! reports them to the TOE with CONSUMED commands through `rnic_toecmd`'s `s_auto`. The
//! stream bytes of the MPA start-up are the driver's to consume (its own CONSUMED).
//!
//! - `s_*` → `m_*`: `rnic_rxctx`'s beats to mpa_rx, passed through wire for wire (`s_conn`,
//!   the beat's TOE connection, stays here); `s_ready` is `m_ready` unless the beat must
//!   wait (below).
//! - Counting: each beat taken adds its bytes (its `keep` bits) to the accumulator of its
//!   connection. Two registers: the accumulator (`acc`: a connection, a count, whether its
//!   last beat ended a delivery) and the command offered on `m_auto` (`offer`: CONSUMED,
//!   connection, count). The accumulator moves into the offer when the offer is free (empty
//!   or taken this cycle) and either a delivery ended in it or a beat of another connection
//!   is there; the beat of that cycle starts the accumulator afresh. So a command answers
//!   at least one whole delivery (never more commands than deliveries: the TOE's command
//!   path, shared with SENDs, is the scarce one), and the deliveries of one connection that
//!   end while the offer waits go out as one. Deliveries are whole and their beats come
//!   together, so a beat waits only when it is another connection's while both registers
//!   are full (the TOE's command port busy for a whole delivery).
//! - Counts: 32 bits, CONSUMED's `n` (a window is far below 2^32 bytes, so nothing can wrap
//!   between two offers).
//!
//! No FSM: two registers and their valid bits.

use crate::toe::{host_op, HostCmdOut};
use rust_hdl::prelude::*;

/// A beat's lanes (bytes).
const LANES: usize = 8;

#[derive(LogicBlock, Default)]
pub struct RnicConsume {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub s_conn: Signal<In, Bits<10>>,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    pub m_auto: HostCmdOut,
    pub idle: Signal<Out, Bit>,
    /// CONSUMED commands given; bytes counted; beats that waited a cycle.
    pub cnt_cmds: Signal<Out, Bits<32>>,
    pub cnt_bytes: Signal<Out, Bits<32>>,
    pub cnt_waits: Signal<Out, Bits<32>>,
    acc_v: DFF<Bit>,
    acc_conn: DFF<Bits<10>>,
    acc_n: DFF<Bits<32>>,
    acc_done: DFF<Bit>,
    off_v: DFF<Bit>,
    off_conn: DFF<Bits<10>>,
    off_n: DFF<Bits<32>>,
    n_cmds: DFF<Bits<32>>,
    n_bytes: DFF<Bits<32>>,
    n_waits: DFF<Bits<32>>,
    // Locals: the beat's bytes; whether it is the accumulator's connection; the offer free;
    // the beat must wait; a beat taken; the accumulator moves into the offer.
    bytes: Signal<Local, Bits<32>>,
    same: Signal<Local, Bit>,
    free: Signal<Local, Bit>,
    hold: Signal<Local, Bit>,
    beat: Signal<Local, Bit>,
    moving: Signal<Local, Bit>,
}

impl Logic for RnicConsume {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, acc_v, acc_conn, acc_n, acc_done, off_v, off_conn, off_n, n_cmds, n_bytes, n_waits);
        self.idle.next = !self.acc_v.q.val() & !self.off_v.q.val();
        self.cnt_cmds.next = self.n_cmds.q.val();
        self.cnt_bytes.next = self.n_bytes.q.val();
        self.cnt_waits.next = self.n_waits.q.val();

        // The beat's bytes.
        self.bytes.next = bits::<32>(0);
        for k in 0..LANES {
            if self.s_keep.val().get_bit(k) {
                self.bytes.next = self.bytes.val() + 1;
            }
        }

        // The offer: CONSUMED of a connection's count.
        self.m_auto.valid.next = self.off_v.q.val();
        self.m_auto.op.next = bits::<3>(host_op::CONSUMED);
        self.m_auto.conn.next = self.off_conn.q.val();
        self.m_auto.n.next = self.off_n.q.val();
        self.m_auto.remote_ip.next = bits::<32>(0);
        self.m_auto.remote_port.next = bits::<16>(0);
        self.m_auto.local_port.next = bits::<16>(0);
        self.m_auto.remote_mac.next = bits::<48>(0);
        self.free.next = !self.off_v.q.val() | self.m_auto.ready.val();
        self.same.next = self.acc_conn.q.val() == self.s_conn.val();

        // The beats, through; one of another connection waits while both registers are full.
        self.hold.next = self.acc_v.q.val() & !self.same.val() & !self.free.val();
        self.m_data.next = self.s_data.val();
        self.m_keep.next = self.s_keep.val();
        self.m_last.next = self.s_last.val();
        self.m_valid.next = self.s_valid.val() & !self.hold.val() & !self.reset.val();
        self.s_ready.next = self.m_ready.val() & !self.hold.val() & !self.reset.val();
        self.beat.next = self.s_valid.val() & self.m_ready.val() & !self.hold.val() & !self.reset.val();
        if self.s_valid.val() & self.m_ready.val() & self.hold.val() {
            self.n_waits.d.next = self.n_waits.q.val() + 1;
        }

        if self.m_auto.valid.val() & self.m_auto.ready.val() {
            self.off_v.d.next = false;
            self.n_cmds.d.next = self.n_cmds.q.val() + 1;
        }
        if self.beat.val() {
            self.n_bytes.d.next = self.n_bytes.q.val() + self.bytes.val();
        }
        self.moving.next = self.acc_v.q.val() & self.free.val() & (self.acc_done.q.val() | (self.s_valid.val() & !self.same.val()));
        if self.moving.val() {
            // The accumulator into the offer; this cycle's beat starts it afresh.
            self.off_v.d.next = true;
            self.off_conn.d.next = self.acc_conn.q.val();
            self.off_n.d.next = self.acc_n.q.val();
            self.acc_v.d.next = false;
            if self.beat.val() {
                self.acc_v.d.next = true;
                self.acc_conn.d.next = self.s_conn.val();
                self.acc_n.d.next = self.bytes.val();
                self.acc_done.d.next = self.s_last.val();
            }
        } else if self.beat.val() {
            self.acc_v.d.next = true;
            self.acc_conn.d.next = self.s_conn.val();
            self.acc_n.d.next = self.bytes.val();
            self.acc_done.d.next = self.s_last.val();
            if self.acc_v.q.val() {
                // The same connection's (another's waits or moves the accumulator).
                self.acc_n.d.next = self.acc_n.q.val() + self.bytes.val();
            }
        }

        if self.reset.val() {
            self.acc_v.d.next = false;
            self.off_v.d.next = false;
            self.n_cmds.d.next = bits::<32>(0);
            self.n_bytes.d.next = bits::<32>(0);
            self.n_waits.d.next = bits::<32>(0);
        }
    }
}
