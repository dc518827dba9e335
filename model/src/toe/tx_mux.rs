//! ToeTxMux: the wire's transmit side, part of the composed `toe`: the engine's frames
//! (toe_tx_frame's output, `a_*`) and the host's raw frames (the slow path's transmit side,
//! `b_*`: ARP and ICMP answers, anything the host's stack sends) share the wire (`m_*`),
//! switched only between frames, a beat a cycle without a bubble inside a frame. When both
//! wait at a frame boundary the one not served last goes first, so neither starves.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeTxMux {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub a_data: Signal<In, Bits<64>>,
    pub a_keep: Signal<In, Bits<8>>,
    pub a_last: Signal<In, Bit>,
    pub a_valid: Signal<In, Bit>,
    pub a_ready: Signal<Out, Bit>,
    pub b_data: Signal<In, Bits<64>>,
    pub b_keep: Signal<In, Bits<8>>,
    pub b_last: Signal<In, Bit>,
    pub b_valid: Signal<In, Bit>,
    pub b_ready: Signal<Out, Bit>,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    /// Raw frames sent for the host.
    pub cnt_raw: Signal<Out, Bits<32>>,
    /// Inside a frame, and whose (`b`: the host's).
    busy: DFF<Bit>,
    sel_b: DFF<Bit>,
    n_raw: DFF<Bits<32>>,
    pick_b: Signal<Local, Bit>,
}

impl Logic for ToeTxMux {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, busy, sel_b, n_raw);
        self.cnt_raw.next = self.n_raw.q.val();
        // Between frames: the host's frame when only it waits, or when both wait and the
        // engine was served last.
        self.pick_b.next = self.sel_b.q.val();
        if !self.busy.q.val() {
            self.pick_b.next = self.b_valid.val() & (!self.a_valid.val() | !self.sel_b.q.val());
        }
        self.m_data.next = self.a_data.val();
        self.m_keep.next = self.a_keep.val();
        self.m_last.next = self.a_last.val();
        self.m_valid.next = self.a_valid.val();
        if self.pick_b.val() {
            self.m_data.next = self.b_data.val();
            self.m_keep.next = self.b_keep.val();
            self.m_last.next = self.b_last.val();
            self.m_valid.next = self.b_valid.val();
        }
        self.a_ready.next = self.m_ready.val() & !self.pick_b.val();
        self.b_ready.next = self.m_ready.val() & self.pick_b.val();
        if self.m_valid.val() & self.m_ready.val() {
            self.sel_b.d.next = self.pick_b.val();
            self.busy.d.next = !self.m_last.val();
            if self.pick_b.val() & self.m_last.val() {
                self.n_raw.d.next = self.n_raw.q.val() + 1;
            }
        }
        if self.reset.val() {
            self.busy.d.next = false;
            self.sel_b.d.next = false;
            self.n_raw.d.next = bits::<32>(0);
        }
    }
}
