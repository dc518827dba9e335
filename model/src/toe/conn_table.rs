//! ToeConnTable: the TOE's connection table, emitted as `rtl/toe_conn_table.v`.
//!
//! 1024 slots in two halves of 128 sets of four ways (golden `toe_conn`, two-choice hashing): the
//! 14-bit Toeplitz hash of (remote address, remote port, local port) under
//! `cfg_key_hi`:`cfg_key_lo` (77 bits: golden's 10-byte key without its last three) names a set
//! in each half, and a slot is set * 8 + half * 4 + way. [`ToeConnTableN`] has 2^`S` sets (the
//! composed `rnic`'s TOE 8, 64 slots; golden `ConnTable::with_sets`): each half's set is the low
//! `S` bits of the hash's 7, the slots 0 .. 2^(`S` + 3) - 1. One command at a time (`s_cmd`, [`ConnCmdIn`]), one answer each (`m_rsp`):
//! - LOOKUP: the slot holding the tuple, or MISS;
//! - INSERT: its slot if present, else the lowest free way of the set with more free ways (the
//!   left one on a tie), else FULL (counted);
//! - REMOVE: the slot is emptied (REMOVED); a slot past the table is the sender's bug (its low
//!   bits are used; the TCB engine frees only slots the table gave).
//!
//! Each way of each half is a 65-bit x 2^`S` RAM (128 in the full table) ([`ConnEntry`]: valid, tuple), the eight read in
//! parallel: the command's two sets are hashed from the command's fields as it is taken (IDLE),
//! the eight entries arrive (READ) and are compared to the tuple, registered (DECIDE picks the
//! half and way, writes, counts), and the answer is offered (RESP): four cycles a command, the
//! next taken as the answer goes. After reset the table clears every set (INIT, 2^`S` cycles)
//! before it takes a command. `cnt_entries` is the occupancy, `cnt_full` the inserts refused.

use super::*;
use crate::common::sdp_ram::SdpRam;
use crate::common::toeplitz::{KeyParts, Toeplitz14};
use rust_hdl::prelude::*;

/// Address bits of a way (128 sets a half: the standalone `toe`'s table).
pub const SET_BITS: usize = 7;

/// The standalone `toe`'s table: 128 sets, 1024 slots.
pub type ToeConnTable = ToeConnTableN<SET_BITS>;

/// A table of 2^`S` sets a half (`S` at most [`SET_BITS`]).
#[derive(LogicBlock, Default)]
pub struct ToeConnTableN<const S: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// The hash key's top 13 bits and its low 64 (a 77-bit key in two ports of at most 64).
    pub cfg_key_hi: Signal<In, Bits<13>>,
    pub cfg_key_lo: Signal<In, Bits<64>>,
    pub s_cmd: ConnCmdIn,
    pub m_rsp: ConnRspOut,
    pub cnt_entries: Signal<Out, Bits<11>>,
    pub cnt_full: Signal<Out, Bits<32>>,
    toeplitz: Toeplitz14,
    l0: SdpRam<{ conn_entry::BITS }, S>,
    l1: SdpRam<{ conn_entry::BITS }, S>,
    l2: SdpRam<{ conn_entry::BITS }, S>,
    l3: SdpRam<{ conn_entry::BITS }, S>,
    r0: SdpRam<{ conn_entry::BITS }, S>,
    r1: SdpRam<{ conn_entry::BITS }, S>,
    r2: SdpRam<{ conn_entry::BITS }, S>,
    r3: SdpRam<{ conn_entry::BITS }, S>,
    st: DFF<Bits<3>>,
    init_set: DFF<Bits<S>>,
    op: DFF<Bits<2>>,
    tuple: DFF<Bits<64>>,
    slot_in: DFF<Bits<10>>,
    set_l: DFF<Bits<7>>,
    set_r: DFF<Bits<7>>,
    /// Registered compares of each way's tuple halves, and its being free (left, right).
    eqlo_l: DFF<Bits<4>>,
    eqhi_l: DFF<Bits<4>>,
    eqlo_r: DFF<Bits<4>>,
    eqhi_r: DFF<Bits<4>>,
    free_l: DFF<Bits<4>>,
    free_r: DFF<Bits<4>>,
    rsp_status: DFF<Bits<2>>,
    rsp_slot: DFF<Bits<10>>,
    entries: DFF<Bits<11>>,
    n_full: DFF<Bits<32>>,
    in_tuple: Signal<Local, Bits<64>>,
    key: Signal<Local, Bits<77>>,
    hash: Signal<Local, Bits<14>>,
    take: Signal<Local, Bit>,
    /// A way holds the tuple (left, right).
    hit_l: Signal<Local, Bits<4>>,
    hit_r: Signal<Local, Bits<4>>,
    rd_l: Signal<Local, Bits<7>>,
    rd_r: Signal<Local, Bits<7>>,
    new_entry: Signal<Local, Bits<{ conn_entry::BITS }>>,
    wr_l: Signal<Local, Bits<4>>,
    wr_r: Signal<Local, Bits<4>>,
    wr_entry: Signal<Local, Bits<{ conn_entry::BITS }>>,
    wr_set_l: Signal<Local, Bits<7>>,
    wr_set_r: Signal<Local, Bits<7>>,
    nfree_l: Signal<Local, Bits<3>>,
    nfree_r: Signal<Local, Bits<3>>,
    rm_valid: Signal<Local, Bit>,
    rm_free: Signal<Local, Bits<4>>,
    rm_way: Signal<Local, Bits<2>>,
    e_l0: Signal<Local, Bits<{ conn_entry::BITS }>>,
    e_l1: Signal<Local, Bits<{ conn_entry::BITS }>>,
    e_l2: Signal<Local, Bits<{ conn_entry::BITS }>>,
    e_l3: Signal<Local, Bits<{ conn_entry::BITS }>>,
    e_r0: Signal<Local, Bits<{ conn_entry::BITS }>>,
    e_r1: Signal<Local, Bits<{ conn_entry::BITS }>>,
    e_r2: Signal<Local, Bits<{ conn_entry::BITS }>>,
    e_r3: Signal<Local, Bits<{ conn_entry::BITS }>>,
}

impl<const S: usize> Logic for ToeConnTableN<S> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, init_set, op, tuple, slot_in, set_l, set_r, eqlo_l, eqhi_l, eqlo_r, eqhi_r, free_l, free_r, rsp_status, rsp_slot, entries,
            n_full
        );
        self.l0.clock.next = self.clock.val();
        self.l1.clock.next = self.clock.val();
        self.l2.clock.next = self.clock.val();
        self.l3.clock.next = self.clock.val();
        self.r0.clock.next = self.clock.val();
        self.r1.clock.next = self.clock.val();
        self.r2.clock.next = self.clock.val();
        self.r3.clock.next = self.clock.val();
        // The command's tuple and its two sets, hashed as it is taken.
        self.in_tuple.next = bits::<64>(0);
        self.in_tuple.next.set_value_remote_ip(self.s_cmd.remote_ip.val());
        self.in_tuple.next.set_value_remote_port(self.s_cmd.remote_port.val());
        self.in_tuple.next.set_value_local_port(self.s_cmd.local_port.val());
        self.key.next = bits::<77>(0);
        self.key.next.set_value_high(self.cfg_key_hi.val());
        self.key.next.set_value_low(self.cfg_key_lo.val());
        self.toeplitz.key.next = self.key.val();
        self.toeplitz.data.next = self.in_tuple.val();
        self.hash.next = self.toeplitz.hash.val();
        self.s_cmd.ready.next = (self.st.q.val() == conn_state::IDLE) & !self.reset.val();
        self.take.next = self.s_cmd.valid.val() & (self.st.q.val() == conn_state::IDLE) & !self.reset.val();
        // Each half's set: the low `S` bits of the hash's (all 7 in the full table).
        self.rd_l.next = bit_cast::<7, S>(bit_cast::<S, 7>(self.hash.val().get_value_left()));
        self.rd_r.next = bit_cast::<7, S>(bit_cast::<S, 7>(self.hash.val().get_value_right()));
        if self.s_cmd.op.val() == conn_op::REMOVE {
            self.rd_l.next = self.s_cmd.slot.val().get_value_set();
            self.rd_r.next = self.s_cmd.slot.val().get_value_set();
        }
        self.l0.read_address.next = bit_cast::<S, 7>(self.rd_l.val());
        self.l1.read_address.next = bit_cast::<S, 7>(self.rd_l.val());
        self.l2.read_address.next = bit_cast::<S, 7>(self.rd_l.val());
        self.l3.read_address.next = bit_cast::<S, 7>(self.rd_l.val());
        self.r0.read_address.next = bit_cast::<S, 7>(self.rd_r.val());
        self.r1.read_address.next = bit_cast::<S, 7>(self.rd_r.val());
        self.r2.read_address.next = bit_cast::<S, 7>(self.rd_r.val());
        self.r3.read_address.next = bit_cast::<S, 7>(self.rd_r.val());
        if self.take.val() {
            self.op.d.next = self.s_cmd.op.val();
            self.tuple.d.next = self.in_tuple.val();
            self.slot_in.d.next = self.s_cmd.slot.val();
            self.set_l.d.next = self.rd_l.val();
            self.set_r.d.next = self.rd_r.val();
            self.st.d.next = bits::<3>(conn_state::READ);
        }
        // READ: compare the eight entries with the tuple.
        self.e_l0.next = self.l0.read_data.val();
        self.e_l1.next = self.l1.read_data.val();
        self.e_l2.next = self.l2.read_data.val();
        self.e_l3.next = self.l3.read_data.val();
        self.e_r0.next = self.r0.read_data.val();
        self.e_r1.next = self.r1.read_data.val();
        self.e_r2.next = self.r2.read_data.val();
        self.e_r3.next = self.r3.read_data.val();
        if self.st.q.val() == conn_state::READ {
            self.eqlo_l.d.next = bits::<4>(0);
            self.eqhi_l.d.next = bits::<4>(0);
            self.free_l.d.next = bits::<4>(0);
            self.eqlo_l.d.next.set_value_way0(self.e_l0.val().get_value_tuple_lo() == self.tuple.q.val().get_value_lo32());
            self.eqhi_l.d.next.set_value_way0(self.e_l0.val().get_value_tuple_hi() == self.tuple.q.val().get_value_hi32());
            self.free_l.d.next.set_value_way0(!self.e_l0.val().get_value_entry_valid());
            self.eqlo_l.d.next.set_value_way1(self.e_l1.val().get_value_tuple_lo() == self.tuple.q.val().get_value_lo32());
            self.eqhi_l.d.next.set_value_way1(self.e_l1.val().get_value_tuple_hi() == self.tuple.q.val().get_value_hi32());
            self.free_l.d.next.set_value_way1(!self.e_l1.val().get_value_entry_valid());
            self.eqlo_l.d.next.set_value_way2(self.e_l2.val().get_value_tuple_lo() == self.tuple.q.val().get_value_lo32());
            self.eqhi_l.d.next.set_value_way2(self.e_l2.val().get_value_tuple_hi() == self.tuple.q.val().get_value_hi32());
            self.free_l.d.next.set_value_way2(!self.e_l2.val().get_value_entry_valid());
            self.eqlo_l.d.next.set_value_way3(self.e_l3.val().get_value_tuple_lo() == self.tuple.q.val().get_value_lo32());
            self.eqhi_l.d.next.set_value_way3(self.e_l3.val().get_value_tuple_hi() == self.tuple.q.val().get_value_hi32());
            self.free_l.d.next.set_value_way3(!self.e_l3.val().get_value_entry_valid());
            self.eqlo_r.d.next = bits::<4>(0);
            self.eqhi_r.d.next = bits::<4>(0);
            self.free_r.d.next = bits::<4>(0);
            self.eqlo_r.d.next.set_value_way0(self.e_r0.val().get_value_tuple_lo() == self.tuple.q.val().get_value_lo32());
            self.eqhi_r.d.next.set_value_way0(self.e_r0.val().get_value_tuple_hi() == self.tuple.q.val().get_value_hi32());
            self.free_r.d.next.set_value_way0(!self.e_r0.val().get_value_entry_valid());
            self.eqlo_r.d.next.set_value_way1(self.e_r1.val().get_value_tuple_lo() == self.tuple.q.val().get_value_lo32());
            self.eqhi_r.d.next.set_value_way1(self.e_r1.val().get_value_tuple_hi() == self.tuple.q.val().get_value_hi32());
            self.free_r.d.next.set_value_way1(!self.e_r1.val().get_value_entry_valid());
            self.eqlo_r.d.next.set_value_way2(self.e_r2.val().get_value_tuple_lo() == self.tuple.q.val().get_value_lo32());
            self.eqhi_r.d.next.set_value_way2(self.e_r2.val().get_value_tuple_hi() == self.tuple.q.val().get_value_hi32());
            self.free_r.d.next.set_value_way2(!self.e_r2.val().get_value_entry_valid());
            self.eqlo_r.d.next.set_value_way3(self.e_r3.val().get_value_tuple_lo() == self.tuple.q.val().get_value_lo32());
            self.eqhi_r.d.next.set_value_way3(self.e_r3.val().get_value_tuple_hi() == self.tuple.q.val().get_value_hi32());
            self.free_r.d.next.set_value_way3(!self.e_r3.val().get_value_entry_valid());
            self.st.d.next = bits::<3>(conn_state::DECIDE);
        }
        // DECIDE: the half and way, the write, the count, the answer.
        self.hit_l.next = self.eqlo_l.q.val() & self.eqhi_l.q.val() & !self.free_l.q.val();
        self.hit_r.next = self.eqlo_r.q.val() & self.eqhi_r.q.val() & !self.free_r.q.val();
        self.new_entry.next = bits::<{ conn_entry::BITS }>(0);
        self.new_entry.next.set_value_tuple(self.tuple.q.val());
        self.new_entry.next.set_value_valid(true);
        self.wr_l.next = bits::<4>(0);
        self.wr_r.next = bits::<4>(0);
        self.wr_entry.next = self.new_entry.val();
        self.wr_set_l.next = self.set_l.q.val();
        self.wr_set_r.next = self.set_r.q.val();
        self.nfree_l.next = (bit_cast::<3, 1>(self.free_l.q.val().get_value_way0().into()) + bit_cast::<3, 1>(self.free_l.q.val().get_value_way1().into()))
            + (bit_cast::<3, 1>(self.free_l.q.val().get_value_way2().into()) + bit_cast::<3, 1>(self.free_l.q.val().get_value_way3().into()));
        self.nfree_r.next = (bit_cast::<3, 1>(self.free_r.q.val().get_value_way0().into()) + bit_cast::<3, 1>(self.free_r.q.val().get_value_way1().into()))
            + (bit_cast::<3, 1>(self.free_r.q.val().get_value_way2().into()) + bit_cast::<3, 1>(self.free_r.q.val().get_value_way3().into()));
        // The removed slot's way was in use (the count goes down only then).
        self.rm_way.next = self.slot_in.q.val().get_value_way();
        self.rm_free.next = self.free_l.q.val();
        if self.slot_in.q.val().get_value_half() {
            self.rm_free.next = self.free_r.q.val();
        }
        self.rm_valid.next = !self.rm_free.val().get_value_way0();
        if self.rm_way.val() == 1 {
            self.rm_valid.next = !self.rm_free.val().get_value_way1();
        }
        if self.rm_way.val() == 2 {
            self.rm_valid.next = !self.rm_free.val().get_value_way2();
        }
        if self.rm_way.val() == 3 {
            self.rm_valid.next = !self.rm_free.val().get_value_way3();
        }
        if self.st.q.val() == conn_state::DECIDE {
            self.st.d.next = bits::<3>(conn_state::RESP);
            self.rsp_slot.d.next = bits::<10>(0);
            if self.op.q.val() == conn_op::REMOVE {
                self.rsp_status.d.next = bits::<2>(conn_status::REMOVED);
                self.rsp_slot.d.next = self.slot_in.q.val();
                self.wr_entry.next = bits::<{ conn_entry::BITS }>(0);
                if self.slot_in.q.val().get_value_half() {
                    self.wr_r.next = bits::<4>(1) << self.rm_way.val();
                } else {
                    self.wr_l.next = bits::<4>(1) << self.rm_way.val();
                }
                if self.rm_valid.val() {
                    self.entries.d.next = self.entries.q.val() - 1;
                }
            } else if self.hit_l.val().any() | self.hit_r.val().any() {
                self.rsp_status.d.next = bits::<2>(conn_status::SLOT);
                if self.hit_r.val().any() {
                    self.rsp_slot.d.next.set_value_half(true);
                    self.rsp_slot.d.next.set_value_set(self.set_r.q.val());
                    if self.hit_r.val().get_value_way3() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(3));
                    }
                    if self.hit_r.val().get_value_way2() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(2));
                    }
                    if self.hit_r.val().get_value_way1() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(1));
                    }
                    if self.hit_r.val().get_value_way0() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(0));
                    }
                }
                if self.hit_l.val().any() {
                    self.rsp_slot.d.next.set_value_half(false);
                    self.rsp_slot.d.next.set_value_set(self.set_l.q.val());
                    if self.hit_l.val().get_value_way3() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(3));
                    }
                    if self.hit_l.val().get_value_way2() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(2));
                    }
                    if self.hit_l.val().get_value_way1() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(1));
                    }
                    if self.hit_l.val().get_value_way0() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(0));
                    }
                }
            } else if self.op.q.val() == conn_op::LOOKUP {
                self.rsp_status.d.next = bits::<2>(conn_status::MISS);
            } else if self.free_l.q.val().any() | self.free_r.q.val().any() {
                // INSERT into the set with more free ways (left on a tie), lowest free way.
                self.rsp_status.d.next = bits::<2>(conn_status::SLOT);
                self.entries.d.next = self.entries.q.val() + 1;
                if self.nfree_r.val() > self.nfree_l.val() {
                    self.rsp_slot.d.next.set_value_half(true);
                    self.rsp_slot.d.next.set_value_set(self.set_r.q.val());
                    if self.free_r.q.val().get_value_way3() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(3));
                        self.wr_r.next = bits::<4>(8);
                    }
                    if self.free_r.q.val().get_value_way2() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(2));
                        self.wr_r.next = bits::<4>(4);
                    }
                    if self.free_r.q.val().get_value_way1() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(1));
                        self.wr_r.next = bits::<4>(2);
                    }
                    if self.free_r.q.val().get_value_way0() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(0));
                        self.wr_r.next = bits::<4>(1);
                    }
                } else {
                    self.rsp_slot.d.next.set_value_half(false);
                    self.rsp_slot.d.next.set_value_set(self.set_l.q.val());
                    if self.free_l.q.val().get_value_way3() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(3));
                        self.wr_l.next = bits::<4>(8);
                    }
                    if self.free_l.q.val().get_value_way2() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(2));
                        self.wr_l.next = bits::<4>(4);
                    }
                    if self.free_l.q.val().get_value_way1() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(1));
                        self.wr_l.next = bits::<4>(2);
                    }
                    if self.free_l.q.val().get_value_way0() {
                        self.rsp_slot.d.next.set_value_way(bits::<2>(0));
                        self.wr_l.next = bits::<4>(1);
                    }
                }
            } else {
                self.rsp_status.d.next = bits::<2>(conn_status::FULL);
                self.n_full.d.next = self.n_full.q.val() + 1;
            }
        }
        // INIT: clear every set of both halves, one a cycle.
        if self.st.q.val() == conn_state::INIT {
            self.wr_l.next = bits::<4>(0xF);
            self.wr_r.next = bits::<4>(0xF);
            self.wr_entry.next = bits::<{ conn_entry::BITS }>(0);
            self.wr_set_l.next = bit_cast::<7, S>(self.init_set.q.val());
            self.wr_set_r.next = bit_cast::<7, S>(self.init_set.q.val());
            self.init_set.d.next = self.init_set.q.val() + 1;
            if self.init_set.q.val().all() {
                self.st.d.next = bits::<3>(conn_state::IDLE);
            }
        }
        self.l0.write_enable.next = self.wr_l.val().get_value_way0();
        self.l0.write_address.next = bit_cast::<S, 7>(self.wr_set_l.val());
        self.l0.write_data.next = self.wr_entry.val();
        self.l1.write_enable.next = self.wr_l.val().get_value_way1();
        self.l1.write_address.next = bit_cast::<S, 7>(self.wr_set_l.val());
        self.l1.write_data.next = self.wr_entry.val();
        self.l2.write_enable.next = self.wr_l.val().get_value_way2();
        self.l2.write_address.next = bit_cast::<S, 7>(self.wr_set_l.val());
        self.l2.write_data.next = self.wr_entry.val();
        self.l3.write_enable.next = self.wr_l.val().get_value_way3();
        self.l3.write_address.next = bit_cast::<S, 7>(self.wr_set_l.val());
        self.l3.write_data.next = self.wr_entry.val();
        self.r0.write_enable.next = self.wr_r.val().get_value_way0();
        self.r0.write_address.next = bit_cast::<S, 7>(self.wr_set_r.val());
        self.r0.write_data.next = self.wr_entry.val();
        self.r1.write_enable.next = self.wr_r.val().get_value_way1();
        self.r1.write_address.next = bit_cast::<S, 7>(self.wr_set_r.val());
        self.r1.write_data.next = self.wr_entry.val();
        self.r2.write_enable.next = self.wr_r.val().get_value_way2();
        self.r2.write_address.next = bit_cast::<S, 7>(self.wr_set_r.val());
        self.r2.write_data.next = self.wr_entry.val();
        self.r3.write_enable.next = self.wr_r.val().get_value_way3();
        self.r3.write_address.next = bit_cast::<S, 7>(self.wr_set_r.val());
        self.r3.write_data.next = self.wr_entry.val();
        self.m_rsp.valid.next = self.st.q.val() == conn_state::RESP;
        self.m_rsp.status.next = self.rsp_status.q.val();
        self.m_rsp.slot.next = self.rsp_slot.q.val();
        if (self.st.q.val() == conn_state::RESP) & self.m_rsp.ready.val() {
            self.st.d.next = bits::<3>(conn_state::IDLE);
        }
        self.cnt_entries.next = self.entries.q.val();
        self.cnt_full.next = self.n_full.q.val();
        if self.reset.val() {
            self.st.d.next = bits::<3>(conn_state::INIT);
            self.init_set.d.next = bits::<S>(0);
            self.entries.d.next = bits::<11>(0);
            self.n_full.d.next = bits::<32>(0);
        }
    }
}
