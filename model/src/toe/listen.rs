//! ToeListen: the listen table, part of the composed `toe`.
//!
//! [`LISTEN_SLOTS`] local ports the engine accepts connections on (golden `Toe::listen`),
//! in registers: a port is added (`add` with `add_port`; a port already present is not added
//! twice; `full` says no entry is free, and an add then changes nothing) and never removed
//! (golden has no unlisten). Three lookups at once, each combinational on the registers: the
//! receive steering's (`a_port` → `a_hit`: is a segment's port owned), the dispatcher's
//! (`b_port` → `b_hit`: a segment without a connection on a listening port opens one), the
//! host command block's (`c_port` → `c_hit`: LISTEN of a present port, and CONNECT's port
//! ownership).

use rust_hdl::prelude::*;

/// Entries in the listen table (a port per service: iWARP listeners are few).
pub const LISTEN_SLOTS: usize = 16;

#[derive(LogicBlock, Default)]
pub struct ToeListen {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub add: Signal<In, Bit>,
    pub add_port: Signal<In, Bits<16>>,
    pub full: Signal<Out, Bit>,
    pub a_port: Signal<In, Bits<16>>,
    pub a_hit: Signal<Out, Bit>,
    pub b_port: Signal<In, Bits<16>>,
    pub b_hit: Signal<Out, Bit>,
    pub c_port: Signal<In, Bits<16>>,
    pub c_hit: Signal<Out, Bit>,
    /// Ports in the table.
    pub cnt_ports: Signal<Out, Bits<8>>,
    port: [DFF<Bits<16>>; LISTEN_SLOTS],
    used: [DFF<Bit>; LISTEN_SLOTS],
    n_ports: DFF<Bits<8>>,
    /// The entry an add fills: the first unused (none: `full`).
    free_seen: [Signal<Local, Bit>; LISTEN_SLOTS],
    take: [Signal<Local, Bit>; LISTEN_SLOTS],
    add_hit: Signal<Local, Bit>,
    any_free: Signal<Local, Bit>,
}

impl Logic for ToeListen {
    #[hdl_gen]
    fn update(&mut self) {
        for i in 0..LISTEN_SLOTS {
            self.port[i].clock.next = self.clock.val();
            self.used[i].clock.next = self.clock.val();
            self.port[i].d.next = self.port[i].q.val();
            self.used[i].d.next = self.used[i].q.val();
        }
        self.n_ports.clock.next = self.clock.val();
        self.n_ports.d.next = self.n_ports.q.val();
        self.cnt_ports.next = self.n_ports.q.val();
        self.a_hit.next = false;
        self.b_hit.next = false;
        self.c_hit.next = false;
        self.add_hit.next = false;
        for i in 0..LISTEN_SLOTS {
            if self.used[i].q.val() & (self.port[i].q.val() == self.a_port.val()) {
                self.a_hit.next = true;
            }
            if self.used[i].q.val() & (self.port[i].q.val() == self.b_port.val()) {
                self.b_hit.next = true;
            }
            if self.used[i].q.val() & (self.port[i].q.val() == self.c_port.val()) {
                self.c_hit.next = true;
            }
            if self.used[i].q.val() & (self.port[i].q.val() == self.add_port.val()) {
                self.add_hit.next = true;
            }
        }
        // A priority chain: entry i is taken when it is free and no lower entry is.
        self.free_seen[0].next = !self.used[0].q.val();
        self.take[0].next = !self.used[0].q.val();
        for i in 1..LISTEN_SLOTS {
            self.take[i].next = !self.used[i].q.val() & !self.free_seen[i - 1].val();
            self.free_seen[i].next = self.free_seen[i - 1].val() | !self.used[i].q.val();
        }
        self.any_free.next = false;
        for i in 0..LISTEN_SLOTS {
            if !self.used[i].q.val() {
                self.any_free.next = true;
            }
        }
        self.full.next = !self.any_free.val();
        if self.add.val() & !self.add_hit.val() & self.any_free.val() {
            self.n_ports.d.next = self.n_ports.q.val() + 1;
            for i in 0..LISTEN_SLOTS {
                if self.take[i].val() {
                    self.port[i].d.next = self.add_port.val();
                    self.used[i].d.next = true;
                }
            }
        }
        if self.reset.val() {
            for i in 0..LISTEN_SLOTS {
                self.used[i].d.next = false;
            }
            self.n_ports.d.next = bits::<8>(0);
        }
    }
}
