//! The QP table's changes fanned out to the blocks that keep their own view of a QP (issue
//! 16's top): the reference of the hardware's `rnic_qpcfg`. No RFC says how an RNIC spreads
//! its QP context over its engines; these are the hardware's rules, written once here:
//!
//! - A change (`rnic_cmd`'s `m_qp`: a create, a modify, an event, a destroy with `live`
//!   clear) is copied whole to the work-queue fetcher, the TOE event router and the error
//!   path, after the engines' configurations it makes ([`fan_out`]) are taken, so no block
//!   acts on the new state before the engines are set up for it.
//! - Entering init (`live`, state init: only reset → init does): ddp_rx's QP is configured
//!   (PD, IRD). ddp_rx's configuration resets the QP's receive queue, and receives may be
//!   posted from init on (the verbs' rule), so init is the one moment to do it; the driver
//!   gives the IRD it will announce in MPA with the modify to init.
//! - Entering ready to send (only ready to receive → ready to send does; events never lead
//!   there): RDMA mode begins. The send-ring writer (S0 sent, the TOE's counts, the bitmap
//!   byte), `rnic_ack` (the TOE's ACKED value at S0: the bytes sent before it), the transmit
//!   MPA context (markers sent, CRC, position 0 from S0), the receive MPA context (the
//!   connection, S0 received, markers received, CRC, the largest ULPDU taken) and ddp_tx
//!   (PD, MULPDU, ORD) are configured.
//! - Entering error: RDMA mode ends. The send-ring writer and both MPA contexts are told
//!   (`live` clear: their later traffic dropped, the connection's bytes to the host stream);
//!   the engines' own flush comes from the error path (`rnic_qperr`), so ddp_tx, ddp_rx and
//!   `rnic_ack` get nothing here. Closing and terminate stay in RDMA mode: a Terminate still
//!   has to be sent, and the stream is open until the LLP closes.
//! - Every other change (ready to receive, closing, terminate, reset, destroy) configures
//!   nothing.

use crate::host_if::{MpaLink, QpState};

/// The largest ULPDU the receive MPA context takes (mpa_rx's `max_ulpdu`): the largest DDP
/// segment ddp_rx places (a hardware choice: RFC 5044 leaves the receiver's limit open).
pub const RX_MAX_ULPDU: u16 = crate::ddp_rx::MAX_SEGMENT_BYTES as u16;

/// A QP's context after a change, as `rnic_cmd` offers it (`m_qp`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QpCtx {
    pub qp: u8,
    pub live: bool,
    pub state: u8,
    pub pd: u16,
    pub cq: u16,
    pub sq_base: u64,
    pub sq_log: u8,
    pub rq_base: u64,
    pub rq_log: u8,
    pub conn: u16,
    pub ird: u8,
    pub ord: u8,
    pub mulpdu: u16,
    pub mpa: MpaLink,
}

impl QpCtx {
    /// QP `qp`'s context as the table holds it (`live`: it exists).
    pub fn of(qp: u16, e: &crate::host_cmd::QpEntry) -> Self {
        QpCtx {
            qp: qp as u8,
            live: true,
            state: e.qp.state as u8,
            pd: e.pd,
            cq: e.cq,
            sq_base: e.sq_base,
            sq_log: e.sq_log,
            rq_base: e.rq_base,
            rq_log: e.rq_log,
            conn: e.conn,
            ird: e.ird,
            ord: e.ord,
            mulpdu: e.mulpdu,
            mpa: e.mpa,
        }
    }
}

/// One engine configuration a change makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cfg {
    /// `rnic_ring`'s `s_cfg`.
    Ring { qp: u8, live: bool, conn: u16, seq: u32, sent: u32, acked: u32, kept: u8 },
    /// `rnic_ack`'s `s_cfg`.
    Ack { qp: u8, s0: u32 },
    /// `rnic_txctx`'s `s_cfg` (its stream position 0 words from S0).
    TxMpa { qp: u8, live: bool, markers: bool, crc: bool },
    /// `rnic_rxctx`'s `s_cfg`.
    RxMpa { qp: u8, live: bool, conn: u16, s0: u32, markers: bool, crc: bool, max_ulpdu: u16 },
    /// ddp_tx's `s_qpcfg`.
    DdpTx { qp: u8, pd: u16, mulpdu: u16, ord: u8 },
    /// ddp_rx's `s_qpcfg`.
    DdpRx { qp: u8, pd: u16, ird: u8 },
}

/// The configurations a change makes (each to its own block; the order among them is free).
pub fn fan_out(c: &QpCtx) -> Vec<Cfg> {
    let q = c.qp;
    let m = &c.mpa;
    if !c.live {
        return Vec::new();
    }
    if c.state == QpState::Init as u8 {
        vec![Cfg::DdpRx { qp: q, pd: c.pd, ird: c.ird }]
    } else if c.state == QpState::Rts as u8 {
        vec![
            Cfg::Ring { qp: q, live: true, conn: c.conn, seq: m.s0_tx, sent: m.sent_s0, acked: m.acked, kept: m.kept },
            Cfg::Ack { qp: q, s0: m.sent_s0 },
            Cfg::TxMpa { qp: q, live: true, markers: m.markers_tx, crc: m.crc },
            Cfg::RxMpa { qp: q, live: true, conn: c.conn, s0: m.s0_rx, markers: m.markers_rx, crc: m.crc, max_ulpdu: RX_MAX_ULPDU },
            Cfg::DdpTx { qp: q, pd: c.pd, mulpdu: c.mulpdu, ord: c.ord },
        ]
    } else if c.state == QpState::Error as u8 {
        vec![
            Cfg::Ring { qp: q, live: false, conn: c.conn, seq: m.s0_tx, sent: m.sent_s0, acked: m.acked, kept: m.kept },
            Cfg::TxMpa { qp: q, live: false, markers: m.markers_tx, crc: m.crc },
            Cfg::RxMpa { qp: q, live: false, conn: c.conn, s0: m.s0_rx, markers: m.markers_rx, crc: m.crc, max_ulpdu: RX_MAX_ULPDU },
        ]
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx(state: QpState, live: bool) -> QpCtx {
        let mpa = MpaLink { s0_tx: 100, s0_rx: 200, sent_s0: 30, acked: 20, markers_tx: true, markers_rx: false, crc: true, kept: 0x0F };
        QpCtx { qp: 3, live, state: state as u8, pd: 9, conn: 77, ird: 4, ord: 2, mulpdu: 1448, mpa, ..QpCtx::default() }
    }

    /// Each state's configurations, and none for a destroyed QP.
    #[test]
    fn states() {
        assert_eq!(fan_out(&ctx(QpState::Init, true)), [Cfg::DdpRx { qp: 3, pd: 9, ird: 4 }]);
        let rts = fan_out(&ctx(QpState::Rts, true));
        assert_eq!(rts.len(), 5);
        assert!(rts.contains(&Cfg::Ack { qp: 3, s0: 30 }));
        assert!(rts.contains(&Cfg::Ring { qp: 3, live: true, conn: 77, seq: 100, sent: 30, acked: 20, kept: 0x0F }));
        assert!(rts.contains(&Cfg::RxMpa { qp: 3, live: true, conn: 77, s0: 200, markers: false, crc: true, max_ulpdu: RX_MAX_ULPDU }));
        let err = fan_out(&ctx(QpState::Error, true));
        assert!(err.iter().all(|c| matches!(c, Cfg::Ring { live: false, .. } | Cfg::TxMpa { live: false, .. } | Cfg::RxMpa { live: false, .. })));
        assert_eq!(err.len(), 3);
        for s in [QpState::Reset, QpState::Rtr, QpState::Closing, QpState::Terminate] {
            assert!(fan_out(&ctx(s, true)).is_empty(), "{s:?}");
        }
        for s in QpState::ALL {
            assert!(fan_out(&ctx(s, false)).is_empty(), "destroyed in {s:?}");
        }
    }
}
