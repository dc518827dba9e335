//! ToeTimers: the TOE's timers, four per connection for 1024 connections, emitted as
//! `rtl/toe_timers.v`.
//!
//! Each connection has four timers ([`toe_timer`]: retransmission, delayed ACK, persist,
//! TIME-WAIT), each a [`TimerEntry`] (armed, the tick count it fires at) in one of four
//! 21-bit x 1024 RAMs. Time is the `tick` input: each pulse adds one to the tick count (`now`)
//! and starts a sweep that visits every connection in slot order (READ, CHECK, FIRE: three
//! cycles a connection) and offers one expiry per connection whose armed timers have reached
//! the count (`m_exp`: connection, mask, tick), disarming them as it goes. A timer armed for
//! `d` ticks while the count is `n` fires in the sweep of tick `n + d` (golden `toe`'s
//! countdown timers: set to d, fire when a tick brings them to 0); `d` = 0 cancels.
//!
//! The compare is signed over 20 bits (a deadline up to 2^19 ticks behind still fires), so a
//! timer can never be skipped, and the 16-bit `ticks` field keeps every deadline ahead.
//!
//! Commands (`s_set`, [`TimerSetIn`]) write a RAM through its write port while the sweep reads
//! through the read port, so they flow during a sweep; the one exception is the connection the
//! sweep is on (its read, compare and disarm must not interleave with a write to it), and the
//! cycle in which the sweep disarms fired timers (it owns the write ports); while an expiry
//! waits to be taken, commands for other connections flow (the TCB engine may have timer
//! commands of its current event to place before it can take the expiry). A command for a
//! connection lands either before the sweep reaches it or after, never in between.
//!
//! Cost and resolution: a sweep takes 3 x 1024 cycles plus the cycles `m_exp` is held (19.7 us
//! at 156.25 MHz); ticks that arrive during a sweep wait (up to 15), more are counted as
//! overruns (`cnt_overrun`) and lost. A 1 ms tick (156,250 cycles) keeps the sweep busy 2% of
//! the time; the resolution is one tick.

use super::*;
use crate::common::sdp_ram::SdpRam;
use rust_hdl::prelude::*;

/// Address bits: 1024 connections (the standalone `toe`'s).
pub const CONN_BITS: usize = 10;

/// The timers of the standalone `toe`: 1024 connections.
pub type ToeTimers = ToeTimersN<CONN_BITS>;

/// The timers of 2^`C` connections (`C` at most 10, the connection numbers' width on the
/// ports; the composed `rnic`'s TOE has 64). A command for a connection past them is the
/// sender's bug: its number's low `C` bits are used (the TCB engine sends none).
#[derive(LogicBlock, Default)]
pub struct ToeTimersN<const C: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// One pulse per tick.
    pub tick: Signal<In, Bit>,
    pub s_set: TimerSetIn,
    pub m_exp: TimerExpOut,
    /// The tick count (ticks swept or being swept).
    pub now: Signal<Out, Bits<20>>,
    /// Expiries offered and taken, and ticks lost to overrun.
    pub cnt_expired: Signal<Out, Bits<32>>,
    pub cnt_overrun: Signal<Out, Bits<32>>,
    rexmt: SdpRam<{ timer_entry::BITS }, C>,
    dack: SdpRam<{ timer_entry::BITS }, C>,
    persist: SdpRam<{ timer_entry::BITS }, C>,
    time_wait: SdpRam<{ timer_entry::BITS }, C>,
    st: DFF<Bits<3>>,
    cur: DFF<Bits<C>>,
    /// The swept connection's number on the ports' 10 bits.
    cur10: Signal<Local, Bits<10>>,
    mask: DFF<Bits<4>>,
    count: DFF<Bits<20>>,
    pend: DFF<Bits<4>>,
    n_exp: DFF<Bits<32>>,
    n_over: DFF<Bits<32>>,
    sweeping: Signal<Local, Bit>,
    disarm: Signal<Local, Bit>,
    rdy: Signal<Local, Bit>,
    take: Signal<Local, Bit>,
    start: Signal<Local, Bit>,
    advance: Signal<Local, Bit>,
    ticks_wide: Signal<Local, Bits<20>>,
    set_entry: Signal<Local, Bits<{ timer_entry::BITS }>>,
    sel: Signal<Local, Bits<4>>,
    we: Signal<Local, Bits<4>>,
    wr_addr: Signal<Local, Bits<C>>,
    wr_data: Signal<Local, Bits<{ timer_entry::BITS }>>,
    e_rexmt: Signal<Local, Bits<{ timer_entry::BITS }>>,
    e_dack: Signal<Local, Bits<{ timer_entry::BITS }>>,
    e_persist: Signal<Local, Bits<{ timer_entry::BITS }>>,
    e_time_wait: Signal<Local, Bits<{ timer_entry::BITS }>>,
    d_rexmt: Signal<Local, Bits<20>>,
    d_dack: Signal<Local, Bits<20>>,
    d_persist: Signal<Local, Bits<20>>,
    d_time_wait: Signal<Local, Bits<20>>,
    fire: Signal<Local, Bits<4>>,
    /// FIRE with timers that fired (the expiry offered); their disarm done.
    offer: Signal<Local, Bit>,
    disarmed: DFF<Bit>,
}

impl<const C: usize> Logic for ToeTimersN<C> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, st, cur, mask, count, pend, n_exp, n_over, disarmed);
        self.rexmt.clock.next = self.clock.val();
        self.dack.clock.next = self.clock.val();
        self.persist.clock.next = self.clock.val();
        self.time_wait.clock.next = self.clock.val();
        self.cur10.next = bit_cast::<10, C>(self.cur.q.val());
        self.sweeping.next = (self.st.q.val() == timer_state::READ) | (self.st.q.val() == timer_state::CHECK) | (self.st.q.val() == timer_state::FIRE);
        // The fired timers are disarmed in FIRE's first cycle; while the expiry waits to be
        // taken the write port is free for commands (but the swept connection's).
        self.offer.next = (self.st.q.val() == timer_state::FIRE) & self.mask.q.val().any();
        self.disarm.next = self.offer.val() & !self.disarmed.q.val();
        self.disarmed.d.next = self.offer.val();
        // Commands: not for the connection being swept, not while fired timers are disarmed.
        self.rdy.next = !self.reset.val() & (self.st.q.val() != timer_state::INIT) & !(self.sweeping.val() & (self.s_set.conn.val() == self.cur10.val())) & !self.disarm.val();
        self.s_set.ready.next = self.rdy.val();
        self.take.next = self.s_set.valid.val() & self.rdy.val();
        // Ticks wait for the sweep before them; a sweep starts from IDLE.
        self.start.next = (self.st.q.val() == timer_state::IDLE) & self.pend.q.val().any();
        if self.tick.val() & !self.start.val() {
            if self.pend.q.val() == timer_pend::MAX_PENDING {
                self.n_over.d.next = self.n_over.q.val() + 1;
            } else {
                self.pend.d.next = self.pend.q.val() + 1;
            }
        }
        if self.start.val() & !self.tick.val() {
            self.pend.d.next = self.pend.q.val() - 1;
        }
        if self.start.val() {
            self.count.d.next = self.count.q.val() + 1;
            self.cur.d.next = bits::<C>(0);
            self.st.d.next = bits::<3>(timer_state::READ);
        }
        // READ: the sweep's connection from the four RAMs.
        self.rexmt.read_address.next = self.cur.q.val();
        self.dack.read_address.next = self.cur.q.val();
        self.persist.read_address.next = self.cur.q.val();
        self.time_wait.read_address.next = self.cur.q.val();
        if self.st.q.val() == timer_state::READ {
            self.st.d.next = bits::<3>(timer_state::CHECK);
        }
        // CHECK: an armed timer whose deadline is not ahead of the count fires.
        self.e_rexmt.next = self.rexmt.read_data.val();
        self.e_dack.next = self.dack.read_data.val();
        self.e_persist.next = self.persist.read_data.val();
        self.e_time_wait.next = self.time_wait.read_data.val();
        self.d_rexmt.next = self.count.q.val() - self.e_rexmt.val().get_value_deadline();
        self.d_dack.next = self.count.q.val() - self.e_dack.val().get_value_deadline();
        self.d_persist.next = self.count.q.val() - self.e_persist.val().get_value_deadline();
        self.d_time_wait.next = self.count.q.val() - self.e_time_wait.val().get_value_deadline();
        self.fire.next = bits::<4>(0);
        self.fire.next.set_value_rexmt(self.e_rexmt.val().get_value_armed() & !self.d_rexmt.val().get_value_behind());
        self.fire.next.set_value_dack(self.e_dack.val().get_value_armed() & !self.d_dack.val().get_value_behind());
        self.fire.next.set_value_persist(self.e_persist.val().get_value_armed() & !self.d_persist.val().get_value_behind());
        self.fire.next.set_value_time_wait(self.e_time_wait.val().get_value_armed() & !self.d_time_wait.val().get_value_behind());
        if self.st.q.val() == timer_state::CHECK {
            self.mask.d.next = self.fire.val();
            self.st.d.next = bits::<3>(timer_state::FIRE);
        }
        // FIRE: offer the expiry; the next connection once it is taken (or there is none).
        self.m_exp.valid.next = self.offer.val();
        self.m_exp.conn.next = self.cur10.val();
        self.m_exp.mask.next = self.mask.q.val();
        self.m_exp.tick.next = self.count.q.val();
        self.advance.next = (self.st.q.val() == timer_state::FIRE) & (!self.mask.q.val().any() | self.m_exp.ready.val());
        if self.advance.val() {
            self.cur.d.next = self.cur.q.val() + 1;
            self.st.d.next = bits::<3>(timer_state::READ);
            if self.cur.q.val().all() {
                self.st.d.next = bits::<3>(timer_state::IDLE);
            }
            if self.mask.q.val().any() {
                self.n_exp.d.next = self.n_exp.q.val() + 1;
            }
        }
        // Writes: a command, or the sweep disarming what fired, or the clearing after reset.
        self.ticks_wide.next = bits::<20>(0);
        self.ticks_wide.next.set_value_ticks16(self.s_set.ticks.val());
        self.set_entry.next = bits::<{ timer_entry::BITS }>(0);
        self.set_entry.next.set_value_deadline(self.count.q.val() + self.ticks_wide.val());
        self.set_entry.next.set_value_armed((self.s_set.op.val() == timer_op::ARM) & self.s_set.ticks.val().any());
        self.sel.next = bits::<4>(1) << self.s_set.timer.val();
        if self.s_set.op.val() == timer_op::CANCEL_ALL {
            self.sel.next = bits::<4>(0xF);
        }
        self.we.next = bits::<4>(0);
        if self.take.val() {
            self.we.next = self.sel.val();
        }
        self.wr_addr.next = bit_cast::<C, 10>(self.s_set.conn.val());
        self.wr_data.next = self.set_entry.val();
        if self.disarm.val() {
            self.we.next = self.mask.q.val();
            self.wr_addr.next = self.cur.q.val();
            self.wr_data.next = bits::<{ timer_entry::BITS }>(0);
        }
        if self.st.q.val() == timer_state::INIT {
            self.we.next = bits::<4>(0xF);
            self.wr_addr.next = self.cur.q.val();
            self.wr_data.next = bits::<{ timer_entry::BITS }>(0);
            self.cur.d.next = self.cur.q.val() + 1;
            if self.cur.q.val().all() {
                self.st.d.next = bits::<3>(timer_state::IDLE);
            }
        }
        self.rexmt.write_enable.next = self.we.val().get_value_rexmt();
        self.rexmt.write_address.next = self.wr_addr.val();
        self.rexmt.write_data.next = self.wr_data.val();
        self.dack.write_enable.next = self.we.val().get_value_dack();
        self.dack.write_address.next = self.wr_addr.val();
        self.dack.write_data.next = self.wr_data.val();
        self.persist.write_enable.next = self.we.val().get_value_persist();
        self.persist.write_address.next = self.wr_addr.val();
        self.persist.write_data.next = self.wr_data.val();
        self.time_wait.write_enable.next = self.we.val().get_value_time_wait();
        self.time_wait.write_address.next = self.wr_addr.val();
        self.time_wait.write_data.next = self.wr_data.val();
        self.now.next = self.count.q.val();
        self.cnt_expired.next = self.n_exp.q.val();
        self.cnt_overrun.next = self.n_over.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<3>(timer_state::INIT);
            self.cur.d.next = bits::<C>(0);
            self.mask.d.next = bits::<4>(0);
            self.count.d.next = bits::<20>(0);
            self.pend.d.next = bits::<4>(0);
            self.n_exp.d.next = bits::<32>(0);
            self.n_over.d.next = bits::<32>(0);
            self.disarmed.d.next = false;
        }
    }
}
