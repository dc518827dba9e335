//! ToeRxSteer: the receive steering, part of the composed `toe`.
//!
//! toe_rx_check's frames pass through unchanged, a beat a cycle with no added latency
//! (`s_*` to `m_*`, `s_ready` is `m_ready`); the steering only rewrites the verdict on a
//! frame's last beat: a good segment ([`rx_verdict::SEGMENT`]) that is not for this engine
//! becomes [`rx_verdict::SLOW_PATH`], so it goes to the host's receive queue unchanged and never
//! reaches connection lookup. A segment is for this engine when its destination address is
//! `cfg_ip` and its destination port is owned: listening (the listen table's lookup, `l_port`
//! → `l_hit`) or in the range reserved for active opens (`cfg_own_lo ..= cfg_own_hi`). Golden:
//! `Toe::frame_in`'s steering (`steered_here`), which comes before the option list is read.
//!
//! The fields are taken from their beats as the frame streams ([`steer_pos`]; a segment has
//! no IPv4 options, toe_rx_check's policy, so they sit at fixed places, and its last beat
//! comes after them: a segment is at least 54 bytes, seven beats).

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeRxSteer {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_data: Signal<In, Bits<64>>,
    pub s_keep: Signal<In, Bits<8>>,
    pub s_last: Signal<In, Bit>,
    pub s_verdict: Signal<In, Bits<3>>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub m_data: Signal<Out, Bits<64>>,
    pub m_keep: Signal<Out, Bits<8>>,
    pub m_last: Signal<Out, Bit>,
    pub m_verdict: Signal<Out, Bits<3>>,
    pub m_valid: Signal<Out, Bit>,
    pub m_ready: Signal<In, Bit>,
    /// The engine's address (big-endian value, as toe_tx_frame's) and owned port range.
    pub cfg_ip: Signal<In, Bits<32>>,
    pub cfg_own_lo: Signal<In, Bits<16>>,
    pub cfg_own_hi: Signal<In, Bits<16>>,
    /// The listen table's lookup.
    pub l_port: Signal<Out, Bits<16>>,
    pub l_hit: Signal<In, Bit>,
    /// Good segments steered to the host (another address, or a port not owned).
    pub cnt_steered: Signal<Out, Bits<32>>,
    beat: DFF<Bits<3>>,
    addr_hi: DFF<Bits<16>>,
    addr_lo: DFF<Bits<16>>,
    port: DFF<Bits<16>>,
    n_steered: DFF<Bits<32>>,
    here: Signal<Local, Bit>,
    /// The beat shifted to each byte, and the bytes (the first of a pair widened: shifted up
    /// by a byte its high bits fall out).
    sh30: Signal<Local, Bits<64>>,
    sh31: Signal<Local, Bits<64>>,
    sh33: Signal<Local, Bits<64>>,
    sh36: Signal<Local, Bits<64>>,
    sh37: Signal<Local, Bits<64>>,
    b30: Signal<Local, Bits<16>>,
    b31: Signal<Local, Bits<8>>,
    b32: Signal<Local, Bits<16>>,
    b33: Signal<Local, Bits<8>>,
    b36: Signal<Local, Bits<16>>,
    b37: Signal<Local, Bits<8>>,
    ip_hi: Signal<Local, Bits<32>>,
    to_host: Signal<Local, Bit>,
}

impl Logic for ToeRxSteer {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, beat, addr_hi, addr_lo, port, n_steered);
        self.m_data.next = self.s_data.val();
        self.m_keep.next = self.s_keep.val();
        self.m_last.next = self.s_last.val();
        self.m_valid.next = self.s_valid.val();
        self.s_ready.next = self.m_ready.val();
        self.cnt_steered.next = self.n_steered.q.val();
        self.l_port.next = self.port.q.val();
        // Address bytes 30, 31 | 32, 33 and port bytes 36, 37, wire order (big-endian).
        self.sh30.next = self.s_data.val() >> steer_shift::B30;
        self.sh31.next = self.s_data.val() >> steer_shift::B31;
        self.sh33.next = self.s_data.val() >> steer_shift::B33;
        self.sh36.next = self.s_data.val() >> steer_shift::B36;
        self.sh37.next = self.s_data.val() >> steer_shift::B37;
        self.b30.next = bit_cast::<16, 64>(self.sh30.val());
        self.b31.next = bit_cast::<8, 64>(self.sh31.val());
        self.b32.next = bit_cast::<16, 64>(self.s_data.val());
        self.b33.next = bit_cast::<8, 64>(self.sh33.val());
        self.b36.next = bit_cast::<16, 64>(self.sh36.val());
        self.b37.next = bit_cast::<8, 64>(self.sh37.val());
        if self.s_valid.val() & self.m_ready.val() {
            if self.beat.q.val() == steer_pos::ADDR_HI_BEAT {
                self.addr_hi.d.next = (self.b30.val() << steer_shift::BYTE) | bit_cast::<16, 8>(self.b31.val());
            }
            if self.beat.q.val() == steer_pos::ADDR_LO_BEAT {
                self.addr_lo.d.next = (self.b32.val() << steer_shift::BYTE) | bit_cast::<16, 8>(self.b33.val());
                self.port.d.next = (self.b36.val() << steer_shift::BYTE) | bit_cast::<16, 8>(self.b37.val());
            }
            if self.s_last.val() {
                self.beat.d.next = bits::<3>(0);
            } else if self.beat.q.val() != steer_pos::LATER {
                self.beat.d.next = self.beat.q.val() + 1;
            }
        }
        self.ip_hi.next = self.cfg_ip.val() >> steer_shift::ADDR_HALF;
        self.here.next = (self.addr_hi.q.val() == bit_cast::<16, 32>(self.ip_hi.val()))
            & (self.addr_lo.q.val() == bit_cast::<16, 32>(self.cfg_ip.val()))
            & (self.l_hit.val() | ((self.port.q.val() >= self.cfg_own_lo.val()) & (self.port.q.val() <= self.cfg_own_hi.val())));
        self.to_host.next = (self.s_verdict.val() == rx_verdict::SEGMENT) & !self.here.val();
        self.m_verdict.next = self.s_verdict.val();
        if self.to_host.val() {
            self.m_verdict.next = bits::<3>(rx_verdict::SLOW_PATH);
        }
        if self.s_valid.val() & self.m_ready.val() & self.s_last.val() & self.to_host.val() {
            self.n_steered.d.next = self.n_steered.q.val() + 1;
        }
        if self.reset.val() {
            self.beat.d.next = bits::<3>(0);
            self.n_steered.d.next = bits::<32>(0);
        }
    }
}
