//! ToeTxHdr: the receive-side fields of every segment the engine sends, emitted as
//! `rtl/toe_tx_hdr.v`.
//!
//! From the TCB fields a header reads (`s_in`, [`HdrIn`]) and the receive buffer's size
//! (`cfg_rcv_buf`, held): the window field (RFC 9293 section 3.8.6.2.2, RFC 7323 section 2.3:
//! the right edge RCV.NXT + the space the ULP has not filled, never left of the edge already
//! advertised, the span rounded up to the scale unit and capped at 65535 units), the RCV.ADV
//! it announces, and the sequence number of a segment without data (SND.MAX, or the peer's
//! window's right edge when that is further left, as Linux's `tcp_acceptable_seq`). Golden:
//! `toe_hdr::header_fields`, which the reference engine uses for every segment it sends.
//!
//! One header at a time, a step per state ([`hdr_state`]): nine cycles a header, 17.4 M/s
//! at 156.25 MHz, above the 14.88 M minimum-size frames a second of 10 Gb/s Ethernet. The
//! rounding runs on 33 bits, so no span wraps.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeTxHdr {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: HdrIn,
    pub m_hdr: HdrFieldsOut,
    /// The receive buffer per connection, bytes (configuration, held).
    pub cfg_rcv_buf: Signal<In, Bits<32>>,
    /// Headers produced.
    pub cnt_headers: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    w: DFF<Bits<{ hdr_w::BITS }>>,
    n_hdr: DFF<Bits<32>>,
    avail: DFF<Bits<32>>,
    peer_edge: DFF<Bits<32>>,
    edge0: DFF<Bits<32>>,
    max_le: DFF<Bit>,
    r_edge: DFF<Bits<32>>,
    ack_seq: DFF<Bits<32>>,
    span: DFF<Bits<32>>,
    spanr: DFF<Bits<33>>,
    field: DFF<Bits<16>>,
    rcv_adv: DFF<Bits<32>>,
    d_peer: Signal<Local, Bits<32>>,
    d_adv: Signal<Local, Bits<32>>,
    mask: Signal<Local, Bits<33>>,
    units: Signal<Local, Bits<33>>,
}

impl Logic for ToeTxHdr {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, w, n_hdr, avail, peer_edge, edge0, max_le, r_edge, ack_seq, span, spanr, field, rcv_adv);
        self.s_in.ready.next = (self.st.q.val() == hdr_state::IDLE) & !self.reset.val();
        self.m_hdr.valid.next = self.st.q.val() == hdr_state::OUT;
        self.cnt_headers.next = self.n_hdr.q.val();
        if (self.st.q.val() == hdr_state::IDLE) & self.s_in.valid.val() {
            self.w.d.next = bits::<{ hdr_w::BITS }>(0);
            self.w.d.next.set_value_conn(self.s_in.conn.val());
            self.w.d.next.set_value_rcv_nxt(self.s_in.rcv_nxt.val());
            self.w.d.next.set_value_rcv_adv(self.s_in.rcv_adv.val());
            self.w.d.next.set_value_rcv_unread(self.s_in.rcv_unread.val());
            self.w.d.next.set_value_rcv_shift(self.s_in.rcv_shift.val());
            self.w.d.next.set_value_snd_una(self.s_in.snd_una.val());
            self.w.d.next.set_value_snd_wnd(self.s_in.snd_wnd.val());
            self.w.d.next.set_value_snd_max(self.s_in.snd_max.val());
            self.st.d.next = bits::<4>(hdr_state::AVAIL);
        }
        // AVAIL: the space the ULP has not filled (never below 0); the peer's right edge.
        if self.st.q.val() == hdr_state::AVAIL {
            if self.cfg_rcv_buf.val() < self.w.q.val().get_value_rcv_unread() {
                self.avail.d.next = bits::<32>(0);
            } else {
                self.avail.d.next = self.cfg_rcv_buf.val() - self.w.q.val().get_value_rcv_unread();
            }
            self.peer_edge.d.next = self.w.q.val().get_value_snd_una() + self.w.q.val().get_value_snd_wnd();
            self.st.d.next = bits::<4>(hdr_state::EDGE);
        }
        // EDGE: our right edge; SND.MAX <= the peer's edge.
        self.d_peer.next = self.peer_edge.q.val() - self.w.q.val().get_value_snd_max();
        if self.st.q.val() == hdr_state::EDGE {
            self.edge0.d.next = self.w.q.val().get_value_rcv_nxt() + self.avail.q.val();
            self.max_le.d.next = !self.d_peer.val().get_value_diff_neg();
            self.st.d.next = bits::<4>(hdr_state::KEEP);
        }
        // KEEP: a window is never shrunk (the edge stays at RCV.ADV if it would move left).
        self.d_adv.next = self.edge0.q.val() - self.w.q.val().get_value_rcv_adv();
        if self.st.q.val() == hdr_state::KEEP {
            if self.d_adv.val().get_value_diff_neg() {
                self.r_edge.d.next = self.w.q.val().get_value_rcv_adv();
            } else {
                self.r_edge.d.next = self.edge0.q.val();
            }
            if self.max_le.q.val() {
                self.ack_seq.d.next = self.w.q.val().get_value_snd_max();
            } else {
                self.ack_seq.d.next = self.peer_edge.q.val();
            }
            self.st.d.next = bits::<4>(hdr_state::SPAN);
        }
        if self.st.q.val() == hdr_state::SPAN {
            self.span.d.next = self.r_edge.q.val() - self.w.q.val().get_value_rcv_nxt();
            self.st.d.next = bits::<4>(hdr_state::ROUND);
        }
        // ROUND: span + unit - 1 on 33 bits (the unit's mask: the bits below the shift).
        self.mask.next = (bits::<33>(1) << self.w.q.val().get_value_rcv_shift()) - 1;
        if self.st.q.val() == hdr_state::ROUND {
            self.spanr.d.next = bit_cast::<33, 32>(self.span.q.val()) + self.mask.val();
            self.st.d.next = bits::<4>(hdr_state::FIELD);
        }
        // FIELD: in units, at most 65535.
        self.units.next = self.spanr.q.val() >> self.w.q.val().get_value_rcv_shift();
        if self.st.q.val() == hdr_state::FIELD {
            if self.units.val().get_value_units_hi().any() {
                self.field.d.next = bits::<16>(hdr_window::MAX_FIELD);
            } else {
                self.field.d.next = self.units.val().get_value_units_lo();
            }
            self.st.d.next = bits::<4>(hdr_state::ADV);
        }
        // ADV: the edge the field announces.
        if self.st.q.val() == hdr_state::ADV {
            self.rcv_adv.d.next = self.w.q.val().get_value_rcv_nxt() + (bit_cast::<32, 16>(self.field.q.val()) << self.w.q.val().get_value_rcv_shift());
            self.st.d.next = bits::<4>(hdr_state::OUT);
        }
        if (self.st.q.val() == hdr_state::OUT) & self.m_hdr.ready.val() {
            self.n_hdr.d.next = self.n_hdr.q.val() + 1;
            self.st.d.next = bits::<4>(hdr_state::IDLE);
        }
        self.m_hdr.conn.next = self.w.q.val().get_value_conn();
        self.m_hdr.window.next = self.field.q.val();
        self.m_hdr.rcv_adv.next = self.rcv_adv.q.val();
        self.m_hdr.ack_seq.next = self.ack_seq.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<4>(hdr_state::IDLE);
            self.n_hdr.d.next = bits::<32>(0);
        }
    }
}
