//! Where a TOE delivery goes on the receive side (the reference for `rnic_rxctx`, between
//! the TOE and mpa_rx).
//!
//! No RFC covers the split; the contract is the RNIC's (ARCHITECTURE.md, "rnic_rxctx"): a
//! connection carries the MPA start-up (RFC 5044 section 7.1's Request and Reply) as a byte
//! stream for the host driver, and FPDUs from S0 on, once a QP is bound to it in RDMA mode.
//! A delivery goes whole one way, by the bindings when it is taken (no FPDU can come before
//! the binding: RFC 5044 section 7.1's rule that the initiator sends first). Two QPs bound
//! to one connection is the driver's error; the lowest QP wins (a hardware choice: a
//! priority pick over the 16 bindings).
//!
//! mpa_rx's lanes are stream offsets from S0 (RFC 5044 section 4.3's marker grid), so a
//! delivery for a QP puts its byte `i` at lane `(seq + i - S0) mod 8`.

/// QPs.
pub const QPS: usize = 16;
/// Byte lanes in a beat.
const LANES: u32 = 8;

/// A QP's binding in RDMA mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding {
    /// The TOE connection.
    pub conn: u16,
    /// The sequence number of the first FPDU byte.
    pub s0: u32,
}

/// Where a delivery goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// To the host's byte stream, unchanged.
    Stream,
    /// To mpa_rx as QP `qp`'s segment, its first byte at `lane`.
    Rdma { qp: u8, lane: usize },
}

/// The 16 QPs' bindings.
#[derive(Clone, Debug, Default)]
pub struct RxRoutes {
    qps: [Option<Binding>; QPS],
}

impl RxRoutes {
    /// QP `qp` enters RDMA mode (`Some`) or leaves it (`None`).
    pub fn bind(&mut self, qp: u8, b: Option<Binding>) {
        self.qps[usize::from(qp)] = b;
    }

    pub fn binding(&self, qp: u8) -> Option<Binding> {
        self.qps[usize::from(qp)]
    }

    /// The route of a delivery on `conn` whose first byte has sequence number `seq`.
    pub fn route(&self, conn: u16, seq: u32) -> Route {
        match self.qps.iter().position(|b| b.is_some_and(|b| b.conn == conn)) {
            None => Route::Stream,
            Some(q) => {
                let s0 = self.qps[q].unwrap().s0;
                Route::Rdma { qp: q as u8, lane: (seq.wrapping_sub(s0) % LANES) as usize }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unbound_connections_stream() {
        let mut r = RxRoutes::default();
        assert_eq!(r.route(7, 100), Route::Stream);
        r.bind(3, Some(Binding { conn: 7, s0: 100 }));
        assert_eq!(r.route(7, 100), Route::Rdma { qp: 3, lane: 0 });
        assert_eq!(r.route(8, 100), Route::Stream);
        r.bind(3, None);
        assert_eq!(r.route(7, 100), Route::Stream);
    }

    #[test]
    fn lanes_count_from_s0_across_the_wrap() {
        let mut r = RxRoutes::default();
        r.bind(0, Some(Binding { conn: 1, s0: u32::MAX - 2 }));
        assert_eq!(r.route(1, u32::MAX - 2), Route::Rdma { qp: 0, lane: 0 });
        assert_eq!(r.route(1, 0), Route::Rdma { qp: 0, lane: 3 });
        assert_eq!(r.route(1, 13), Route::Rdma { qp: 0, lane: 0 });
    }

    #[test]
    fn the_lowest_qp_wins_a_shared_connection() {
        let mut r = RxRoutes::default();
        r.bind(9, Some(Binding { conn: 4, s0: 0 }));
        r.bind(5, Some(Binding { conn: 4, s0: 1 }));
        assert_eq!(r.route(4, 1), Route::Rdma { qp: 5, lane: 0 });
        r.bind(5, None);
        assert_eq!(r.route(4, 1), Route::Rdma { qp: 9, lane: 1 });
    }
}
