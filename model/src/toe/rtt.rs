//! ToeRtt: one RTT sample into the estimator, emitted as `rtl/toe_rtt.v`.
//!
//! A sample in ticks with the estimator it updates (`s_in`, [`RttIn`]) and the RTO bounds
//! (`cfg_rto_min`, `cfg_rto_max`, held) become the estimator after it (`m_rtt`, [`RttOut`]);
//! golden `toe_ack::Rtt::sample` (RFC 6298 sections 2.2-2.3): the sample capped at the
//! ceiling; a first sample sets SRTT = R and RTTVAR = R/2, a later one RTTVAR = 3/4 RTTVAR +
//! 1/4 |SRTT - R| and SRTT = 7/8 SRTT + 1/8 R (kept x8 and x4, so no fraction is lost); RTO =
//! SRTT + max(G, 4 RTTVAR) with G one tick, within [`cfg_rto_min`, `cfg_rto_max`]. toe_ack
//! runs the same estimator inside an ACK; this block is the handshake's (SYN-RECEIVED's ACK,
//! and SYN-SENT's SYN-ACK, which may give two samples, one from the timed SYN and one from
//! its timestamp echo: the block runs twice).
//!
//! One sample at a time, a step per state ([`rtt_state`]): nine cycles.

use super::*;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ToeRtt {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_in: RttIn,
    pub m_rtt: RttOut,
    pub cfg_rto_min: Signal<In, Bits<32>>,
    pub cfg_rto_max: Signal<In, Bits<32>>,
    /// Samples taken.
    pub cnt_samples: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    conn: DFF<Bits<10>>,
    r_in: DFF<Bits<32>>,
    seen: DFF<Bit>,
    srtt8: DFF<Bits<32>>,
    rttvar4: DFF<Bits<32>>,
    n_s: DFF<Bits<32>>,
    r: DFF<Bits<32>>,
    gt: DFF<Bit>,
    d_up: DFF<Bits<32>>,
    d_down: DFF<Bits<32>>,
    err: DFF<Bits<32>>,
    var_base: DFF<Bits<32>>,
    srtt_base: DFF<Bits<32>>,
    var_n: DFF<Bits<32>>,
    srtt_n: DFF<Bits<32>>,
    sum: DFF<Bits<32>>,
    floor: DFF<Bits<32>>,
    rto: DFF<Bits<32>>,
    srtt: Signal<Local, Bits<32>>,
}

impl Logic for ToeRtt {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, conn, r_in, seen, srtt8, rttvar4, n_s, r, gt, d_up, d_down, err, var_base, srtt_base, var_n, srtt_n, sum, floor, rto);
        self.s_in.ready.next = (self.st.q.val() == rtt_state::IDLE) & !self.reset.val();
        self.m_rtt.valid.next = self.st.q.val() == rtt_state::OUT;
        self.cnt_samples.next = self.n_s.q.val();
        self.srtt.next = self.srtt8.q.val() >> rtt_shift::SRTT;
        if (self.st.q.val() == rtt_state::IDLE) & self.s_in.valid.val() {
            self.conn.d.next = self.s_in.conn.val();
            self.r_in.d.next = self.s_in.r.val();
            self.seen.d.next = self.s_in.seen.val();
            self.srtt8.d.next = self.s_in.srtt8.val();
            self.rttvar4.d.next = self.s_in.rttvar4.val();
            self.st.d.next = bits::<4>(rtt_state::CLAMP);
        }
        if self.st.q.val() == rtt_state::CLAMP {
            if self.r_in.q.val() < self.cfg_rto_max.val() {
                self.r.d.next = self.r_in.q.val();
            } else {
                self.r.d.next = self.cfg_rto_max.val();
            }
            self.st.d.next = bits::<4>(rtt_state::DIFF);
        }
        if self.st.q.val() == rtt_state::DIFF {
            self.gt.d.next = self.r.q.val() > self.srtt.val();
            self.d_up.d.next = self.r.q.val() - self.srtt.val();
            self.d_down.d.next = self.srtt.val() - self.r.q.val();
            self.st.d.next = bits::<4>(rtt_state::ERR);
        }
        if self.st.q.val() == rtt_state::ERR {
            if self.gt.q.val() {
                self.err.d.next = self.d_up.q.val();
            } else {
                self.err.d.next = self.d_down.q.val();
            }
            self.var_base.d.next = self.rttvar4.q.val() - (self.rttvar4.q.val() >> rtt_shift::RTTVAR);
            self.srtt_base.d.next = self.srtt8.q.val() - (self.srtt8.q.val() >> rtt_shift::SRTT);
            self.st.d.next = bits::<4>(rtt_state::NEW);
        }
        if self.st.q.val() == rtt_state::NEW {
            if self.seen.q.val() {
                self.var_n.d.next = self.var_base.q.val() + self.err.q.val();
                self.srtt_n.d.next = self.srtt_base.q.val() + self.r.q.val();
            } else {
                self.var_n.d.next = self.r.q.val() << rtt_shift::FIRST_VAR;
                self.srtt_n.d.next = self.r.q.val() << rtt_shift::SRTT;
            }
            self.st.d.next = bits::<4>(rtt_state::SUM);
        }
        if self.st.q.val() == rtt_state::SUM {
            if self.var_n.q.val().any() {
                self.sum.d.next = (self.srtt_n.q.val() >> rtt_shift::SRTT) + self.var_n.q.val();
            } else {
                self.sum.d.next = (self.srtt_n.q.val() >> rtt_shift::SRTT) + 1;
            }
            self.st.d.next = bits::<4>(rtt_state::FLOOR);
        }
        if self.st.q.val() == rtt_state::FLOOR {
            if self.sum.q.val() < self.cfg_rto_min.val() {
                self.floor.d.next = self.cfg_rto_min.val();
            } else {
                self.floor.d.next = self.sum.q.val();
            }
            self.st.d.next = bits::<4>(rtt_state::CEIL);
        }
        if self.st.q.val() == rtt_state::CEIL {
            if self.floor.q.val() > self.cfg_rto_max.val() {
                self.rto.d.next = self.cfg_rto_max.val();
            } else {
                self.rto.d.next = self.floor.q.val();
            }
            self.st.d.next = bits::<4>(rtt_state::OUT);
        }
        if (self.st.q.val() == rtt_state::OUT) & self.m_rtt.ready.val() {
            self.n_s.d.next = self.n_s.q.val() + 1;
            self.st.d.next = bits::<4>(rtt_state::IDLE);
        }
        self.m_rtt.conn.next = self.conn.q.val();
        self.m_rtt.srtt8.next = self.srtt_n.q.val();
        self.m_rtt.rttvar4.next = self.var_n.q.val();
        self.m_rtt.rto.next = self.rto.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<4>(rtt_state::IDLE);
            self.n_s.d.next = bits::<32>(0);
        }
    }
}
