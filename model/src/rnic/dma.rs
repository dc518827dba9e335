//! RnicDma: the RNIC's one port to host memory, emitted as `rtl/rnic_dma.v` (issue 16).
//!
//! Every block of the `rnic` that reads or writes host memory has a port here: nine read
//! ports ([`dma_port`]: the command and work-queue entries, the two TLBs' page lists,
//! ddp_tx's payload, the TOE's send-ring bitmaps, send rings and reassembly areas, the TOE
//! command entries) and seven write ports (command completions, completion-queue entries,
//! ddp_rx's placements, the TOE's reassembly areas, the send-ring writer, the TOE event
//! entries, the host stream). The block puts their requests in one
//! order on the host port and routes the read data back.
//!
//! Ports:
//! - `s_<client>_rd` ([`DmaRdIn`]: address, 1..=4096 bytes never crossing 4 KiB; `tag` is
//!   the client's and unused here) and `m_<client>_rd` ([`DmaDataOut`]): the read's
//!   ceil(len / 8) words from lane 0, each port's reads in its request order.
//! - `s_<client>_wr` ([`DmaWrIn`]) then its words on `s_<client>_wd` ([`DmaWdIn`]), the last
//!   with `last`.
//! - The host: `m_req` ([`HostReqOut`]: read or write, address, bytes) in one order, a
//!   write's words on `m_wd` after its request, the reads' words on `s_rdata` in request
//!   order (`s_rdata_ready` is always high: the room was reserved).
//!
//! The ordering rule (the host's, as PCIe's "a read does not pass a posted write"): the host
//! serves `m_req` in order, so a read sees every write requested before it. This block takes
//! one client request at a time, when it puts it on `m_req`, and then that write's words
//! before the next request: a request taken from any port is ordered after every request
//! taken before it. A placement's writes taken before its completion's write are therefore
//! visible first, and the reassembly replay reads what the area writes put there.
//!
//! Read data never waits: each read port has a 4 KiB return buffer (512 words, two DP16KD)
//! and a credit of its free words, and a read is requested only when its words fit (the
//! credit reserved at the request, given back as the client takes each word). A client slow
//! to take its data (ddp_tx behind a full send ring, say) therefore never holds another
//! port's data behind it on the host's one return stream, which would deadlock the TOE's
//! own ring reads behind ddp_tx's.
//!
//! Write port contract: a client asks for a write only when its words will follow without
//! waiting on anything but this block's ready (the write's request holds the host port until
//! its last word). Every write client of the `rnic` writes from data it holds.
//!
//! Arbitration: one round robin over the sixteen ports that can go (a read port with a
//! request whose words fit its credit and room in the tag queue; a write port with a
//! request), from flags registered a cycle earlier; the port just taken is masked out of
//! that cycle's flags, and nothing else a flag depends on changes between the flags and the
//! take. FSM ([`dma_state`]): PICK (the one-hot grant registered) → LOAD (the request and
//! its client's fields registered, the client's request taken, a read's credit reserved and
//! its tag queued) → SEND (`m_req` until taken) → DATA for a write (its words through a
//! two-entry queue onto `m_wd`); from SEND and DATA the next pick is made in the same cycle
//! the previous request leaves: two cycles a read request, three plus the words a write.
//!
//! Return path: a tag queue (the read's port one-hot and its words, 64 reads) in request
//! order; each host word is registered with its port, then pushed into that port's buffer.
//! A host word with no read outstanding is dropped and counted (`cnt_stray`).

use crate::common::fifo2::Fifo2;
use crate::common::ram_fifo::RamFifo;
use crate::ddp::{DmaWdIn, DmaWdOut, DmaWrIn};
use crate::tlb::DmaRdIn;
use rust_hdl::prelude::*;

/// Read ports.
pub const RD_PORTS: usize = 9;
/// Write ports.
pub const WR_PORTS: usize = 7;
/// A read port's return buffer: 2^9 words, the longest read (4096 bytes).
pub const RET_BITS: usize = 9;
/// The tag queue: 2^6 reads outstanding.
pub const TAG_BITS: usize = 6;

crate::named_consts! {
    /// The ports, as bits of the one-hot grant: reads 0..=8, writes 9..=15.
    pub dma_port: 4 {
        /// rnic_cmd's command entries.
        CMD_RD = 0,
        /// rnic_wq's work queue entries.
        WQ_RD = 1,
        /// ddp_tx's TLB page-list entries.
        TX_PBL = 2,
        /// ddp_tx's payload (RDMA Write, Send and Read Response data).
        TX_PAY = 3,
        /// ddp_rx's TLB page-list entries.
        RX_PBL = 4,
        /// The TOE's send-ring record-end bitmaps.
        TOE_BMP = 5,
        /// The TOE's send rings (segments and retransmissions).
        TOE_RING = 6,
        /// The TOE's reassembly areas (replays).
        TOE_AREA = 7,
        /// rnic_toecmd's TOE command entries.
        TQ_RD = 8,
        /// rnic_cmd's command completions.
        CMD_WR = 9,
        /// rnic_cq's completion entries.
        CQ_WR = 10,
        /// ddp_rx's placements.
        PLACE = 11,
        /// The TOE's reassembly area writes.
        AREA_WR = 12,
        /// The send-ring writer (mpa_tx's FPDUs into the TOE's send rings).
        RING_WR = 13,
        /// rnic_toeev's TOE event entries.
        EV_WR = 14,
        /// rnic_strm's stream bytes and status words.
        STRM_WR = 15,
    }
}

crate::layout! {
    /// The ports as bits (the one-hot grant, the round robin, the ports that can go):
    /// reads 0..=8, writes 9..=15, as [`dma_port`].
    pub DmaPorts(dma_ports): 16 {
        dp_cmd_rd: flag,
        dp_wq_rd: flag,
        dp_txpbl_rd: flag,
        dp_txpay_rd: flag,
        dp_rxpbl_rd: flag,
        dp_bmp_rd: flag,
        dp_ring_rd: flag,
        dp_area_rd: flag,
        dp_tq_rd: flag,
        dp_cmd_wr: flag,
        dp_cq_wr: flag,
        dp_place_wr: flag,
        dp_area_wr: flag,
        dp_ring_wr: flag,
        dp_ev_wr: flag,
        dp_strm_wr: flag,
    }
}

crate::named_consts! {
    /// Masks over the one-hot grant.
    pub dma_grant: 16 {
        /// The read ports.
        READS = 0x01FF,
        /// The write ports.
        WRITES = 0xFE00,
    }
}

crate::named_consts! {
    /// Shifts.
    pub dma_shift: 8 {
        /// Bytes to words (8 bytes a word).
        WORD = 3,
    }
}

crate::named_consts! {
    /// Byte counts.
    pub dma_bytes: 16 {
        /// Rounds a byte count up to whole words.
        WORD_ROUND = 7,
    }
}

crate::named_consts! {
    /// A read port's credit (free words of its return buffer).
    pub dma_credit: 16 {
        /// An empty buffer.
        FULL = 512,
        /// A word taken by the client.
        WORD = 1,
    }
}

crate::named_consts! {
    /// The tag queue's occupancy.
    pub dma_tags: 7 {
        /// A read may be picked while the queue holds fewer than this (its depth minus one:
        /// one more read may be taken before the pick's flags see it).
        ROOM = 63,
    }
}

crate::named_consts! {
    /// rnic_dma's states.
    pub dma_state: 2 {
        /// Choosing the next port.
        PICK = 0,
        /// Taking its request.
        LOAD = 1,
        /// The request on `m_req`.
        SEND = 2,
        /// A write's words.
        DATA = 3,
    }
}

crate::layout! {
    /// A read outstanding on the host port (the tag queue's entry).
    pub DmaTagWord(dma_tag): 25 {
        /// The read port, one-hot.
        dt_port: 9,
        /// Words to come.
        dt_words: 16,
    }
}

crate::layout! {
    /// A write word in the output queue.
    pub DmaWdWord(dma_wd): 73 {
        dw_data: 64,
        dw_keep: 8,
        dw_last: flag,
    }
}

crate::channel! {
    /// A host memory request: a read (its words return on `s_rdata` in request order) or a
    /// write (its words follow on `m_wd`).
    pub HostReqIn / HostReqOut {
        write: Bit,
        addr: Bits<64>,
        /// Bytes (a read 1..=4096, never crossing 4 KiB).
        len: Bits<16>,
    }
}

crate::channel! {
    /// Read data: one 8-byte word from lane 0.
    pub DmaDataIn / DmaDataOut {
        data: Bits<64>,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicDma {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_cmd_rd: DmaRdIn,
    pub m_cmd_rd: DmaDataOut,
    pub s_wq_rd: DmaRdIn,
    pub m_wq_rd: DmaDataOut,
    pub s_txpbl_rd: DmaRdIn,
    pub m_txpbl_rd: DmaDataOut,
    pub s_txpay_rd: DmaRdIn,
    pub m_txpay_rd: DmaDataOut,
    pub s_rxpbl_rd: DmaRdIn,
    pub m_rxpbl_rd: DmaDataOut,
    pub s_bmp_rd: DmaRdIn,
    pub m_bmp_rd: DmaDataOut,
    pub s_ring_rd: DmaRdIn,
    pub m_ring_rd: DmaDataOut,
    pub s_area_rd: DmaRdIn,
    pub m_area_rd: DmaDataOut,
    pub s_tq_rd: DmaRdIn,
    pub m_tq_rd: DmaDataOut,
    pub s_cmd_wr: DmaWrIn,
    pub s_cmd_wd: DmaWdIn,
    pub s_cq_wr: DmaWrIn,
    pub s_cq_wd: DmaWdIn,
    pub s_place_wr: DmaWrIn,
    pub s_place_wd: DmaWdIn,
    pub s_area_wr: DmaWrIn,
    pub s_area_wd: DmaWdIn,
    pub s_ring_wr: DmaWrIn,
    pub s_ring_wd: DmaWdIn,
    pub s_ev_wr: DmaWrIn,
    pub s_ev_wd: DmaWdIn,
    pub s_strm_wr: DmaWrIn,
    pub s_strm_wd: DmaWdIn,
    pub m_req: HostReqOut,
    pub m_wd: DmaWdOut,
    pub s_rdata: DmaDataIn,
    /// No request taken and unfinished, no read outstanding, no word buffered.
    pub idle: Signal<Out, Bit>,
    /// Requests put on the host port, and host words with no read outstanding.
    pub cnt_reads: Signal<Out, Bits<32>>,
    pub cnt_writes: Signal<Out, Bits<32>>,
    pub cnt_stray: Signal<Out, Bits<16>>,
    ret: [RamFifo<64, RET_BITS>; RD_PORTS],
    credit: [DFF<Bits<16>>; RD_PORTS],
    tags: RamFifo<{ dma_tag::BITS }, TAG_BITS>,
    wdq: Fifo2<{ dma_wd::BITS }>,
    st: DFF<Bits<2>>,
    /// The port granted (one-hot), the ports above the last grant (the round robin), the
    /// ports that could go a cycle ago.
    gnt: DFF<Bits<16>>,
    rr_hi: DFF<Bits<16>>,
    elig_r: DFF<Bits<16>>,
    req_write: DFF<Bit>,
    req_addr: DFF<Bits<64>>,
    req_len: DFF<Bits<16>>,
    /// The write whose words are passing (its grant).
    wsel: DFF<Bits<16>>,
    /// The host word registered, with its port (one-hot).
    hd_v: DFF<Bit>,
    hd_data: DFF<Bits<64>>,
    hd_port: DFF<Bits<9>>,
    /// The read receiving words, and its words still to come.
    cur_v: DFF<Bit>,
    cur_port: DFF<Bits<9>>,
    cur_rem: DFF<Bits<16>>,
    /// Reads in the tag queue.
    n_tags: DFF<Bits<7>>,
    n_reads: DFF<Bits<32>>,
    n_writes: DFF<Bits<32>>,
    n_stray: DFF<Bits<16>>,
    // Each port's request and data, as arrays.
    r_valid: [Signal<Local, Bit>; RD_PORTS],
    r_addr: [Signal<Local, Bits<64>>; RD_PORTS],
    r_len: [Signal<Local, Bits<16>>; RD_PORTS],
    r_words: [Signal<Local, Bits<16>>; RD_PORTS],
    r_fits: [Signal<Local, Bit>; RD_PORTS],
    r_el: [Signal<Local, Bit>; RD_PORTS],
    w_el: [Signal<Local, Bit>; WR_PORTS],
    r_pop: [Signal<Local, Bit>; RD_PORTS],
    /// A read port's next credit without a request taken this cycle (plus a word given back),
    /// and with one: computed beside the grant so the grant only picks between them (timing).
    cr_keep: [Signal<Local, Bits<16>>; RD_PORTS],
    cr_take: [Signal<Local, Bits<16>>; RD_PORTS],
    r_ma: [Signal<Local, Bits<64>>; RD_PORTS],
    r_ml: [Signal<Local, Bits<16>>; RD_PORTS],
    r_mw: [Signal<Local, Bits<16>>; RD_PORTS],
    w_valid: [Signal<Local, Bit>; WR_PORTS],
    w_addr: [Signal<Local, Bits<64>>; WR_PORTS],
    w_len: [Signal<Local, Bits<16>>; WR_PORTS],
    w_ma: [Signal<Local, Bits<64>>; WR_PORTS],
    w_ml: [Signal<Local, Bits<16>>; WR_PORTS],
    wd_valid: [Signal<Local, Bit>; WR_PORTS],
    wd_word: [Signal<Local, Bits<{ dma_wd::BITS }>>; WR_PORTS],
    wd_m: [Signal<Local, Bits<{ dma_wd::BITS }>>; WR_PORTS],
    wd_ready: [Signal<Local, Bit>; WR_PORTS],
    elig: Signal<Local, Bits<16>>,
    above: Signal<Local, Bits<16>>,
    cand: Signal<Local, Bits<16>>,
    cand_m1: Signal<Local, Bits<16>>,
    gnt_m1: Signal<Local, Bits<16>>,
    w_g: [Signal<Local, Bit>; WR_PORTS],
    w_sel: [Signal<Local, Bit>; WR_PORTS],
    rgnt: Signal<Local, Bits<9>>,
    r_ready: [Signal<Local, Bit>; RD_PORTS],
    w_ready: [Signal<Local, Bit>; WR_PORTS],
    /// The FSM is free to pick this cycle (PICK, or the previous request leaving).
    free: Signal<Local, Bit>,
    load: Signal<Local, Bit>,
    tag_room: Signal<Local, Bit>,
    mx_addr: Signal<Local, Bits<64>>,
    mx_len: Signal<Local, Bits<16>>,
    mx_words: Signal<Local, Bits<16>>,
    wd_sel: Signal<Local, Bits<{ dma_wd::BITS }>>,
    wd_any: Signal<Local, Bit>,
    wd_push: Signal<Local, Bit>,
    wd_end: Signal<Local, Bit>,
    tag_word: Signal<Local, Bits<{ dma_tag::BITS }>>,
    beat: Signal<Local, Bit>,
    beat_port: Signal<Local, Bits<9>>,
    beat_rem: Signal<Local, Bits<16>>,
    any_buffered: Signal<Local, Bit>,
}

impl Logic for RnicDma {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, gnt, rr_hi, elig_r, req_write, req_addr, req_len, wsel, n_tags, hd_v, hd_data, hd_port, cur_v, cur_port, cur_rem, n_reads, n_writes,
            n_stray
        );
        self.tags.clock.next = self.clock.val();
        self.tags.reset.next = self.reset.val();
        self.wdq.clock.next = self.clock.val();
        self.wdq.reset.next = self.reset.val();
        for k in 0..RD_PORTS {
            self.ret[k].clock.next = self.clock.val();
            self.ret[k].reset.next = self.reset.val();
            self.credit[k].clock.next = self.clock.val();
            self.credit[k].d.next = self.credit[k].q.val();
        }

        // The ports as arrays (indices as [`dma_port`]).
        self.r_valid[0].next = self.s_cmd_rd.valid.val();
        self.r_addr[0].next = self.s_cmd_rd.addr.val();
        self.r_len[0].next = bit_cast::<16, 13>(self.s_cmd_rd.len.val());
        self.r_valid[1].next = self.s_wq_rd.valid.val();
        self.r_addr[1].next = self.s_wq_rd.addr.val();
        self.r_len[1].next = bit_cast::<16, 13>(self.s_wq_rd.len.val());
        self.r_valid[2].next = self.s_txpbl_rd.valid.val();
        self.r_addr[2].next = self.s_txpbl_rd.addr.val();
        self.r_len[2].next = bit_cast::<16, 13>(self.s_txpbl_rd.len.val());
        self.r_valid[3].next = self.s_txpay_rd.valid.val();
        self.r_addr[3].next = self.s_txpay_rd.addr.val();
        self.r_len[3].next = bit_cast::<16, 13>(self.s_txpay_rd.len.val());
        self.r_valid[4].next = self.s_rxpbl_rd.valid.val();
        self.r_addr[4].next = self.s_rxpbl_rd.addr.val();
        self.r_len[4].next = bit_cast::<16, 13>(self.s_rxpbl_rd.len.val());
        self.r_valid[5].next = self.s_bmp_rd.valid.val();
        self.r_addr[5].next = self.s_bmp_rd.addr.val();
        self.r_len[5].next = bit_cast::<16, 13>(self.s_bmp_rd.len.val());
        self.r_valid[6].next = self.s_ring_rd.valid.val();
        self.r_addr[6].next = self.s_ring_rd.addr.val();
        self.r_len[6].next = bit_cast::<16, 13>(self.s_ring_rd.len.val());
        self.r_valid[7].next = self.s_area_rd.valid.val();
        self.r_addr[7].next = self.s_area_rd.addr.val();
        self.r_len[7].next = bit_cast::<16, 13>(self.s_area_rd.len.val());
        self.r_valid[8].next = self.s_tq_rd.valid.val();
        self.r_addr[8].next = self.s_tq_rd.addr.val();
        self.r_len[8].next = bit_cast::<16, 13>(self.s_tq_rd.len.val());
        self.w_valid[0].next = self.s_cmd_wr.valid.val();
        self.w_addr[0].next = self.s_cmd_wr.addr.val();
        self.w_len[0].next = self.s_cmd_wr.len.val();
        self.w_valid[1].next = self.s_cq_wr.valid.val();
        self.w_addr[1].next = self.s_cq_wr.addr.val();
        self.w_len[1].next = self.s_cq_wr.len.val();
        self.w_valid[2].next = self.s_place_wr.valid.val();
        self.w_addr[2].next = self.s_place_wr.addr.val();
        self.w_len[2].next = self.s_place_wr.len.val();
        self.w_valid[3].next = self.s_area_wr.valid.val();
        self.w_addr[3].next = self.s_area_wr.addr.val();
        self.w_len[3].next = self.s_area_wr.len.val();
        self.w_valid[4].next = self.s_ring_wr.valid.val();
        self.w_addr[4].next = self.s_ring_wr.addr.val();
        self.w_len[4].next = self.s_ring_wr.len.val();
        self.w_valid[5].next = self.s_ev_wr.valid.val();
        self.w_addr[5].next = self.s_ev_wr.addr.val();
        self.w_len[5].next = self.s_ev_wr.len.val();
        self.w_valid[6].next = self.s_strm_wr.valid.val();
        self.w_addr[6].next = self.s_strm_wr.addr.val();
        self.w_len[6].next = self.s_strm_wr.len.val();
        self.wd_valid[0].next = self.s_cmd_wd.valid.val();
        self.wd_valid[1].next = self.s_cq_wd.valid.val();
        self.wd_valid[2].next = self.s_place_wd.valid.val();
        self.wd_valid[3].next = self.s_area_wd.valid.val();
        self.wd_valid[4].next = self.s_ring_wd.valid.val();
        self.wd_valid[5].next = self.s_ev_wd.valid.val();
        self.wd_valid[6].next = self.s_strm_wd.valid.val();
        for j in 0..WR_PORTS {
            self.wd_word[j].next = bits::<{ dma_wd::BITS }>(0);
        }
        self.wd_word[0].next.set_value_dw_data(self.s_cmd_wd.data.val());
        self.wd_word[0].next.set_value_dw_keep(self.s_cmd_wd.keep.val());
        self.wd_word[0].next.set_value_dw_last(self.s_cmd_wd.last.val());
        self.wd_word[1].next.set_value_dw_data(self.s_cq_wd.data.val());
        self.wd_word[1].next.set_value_dw_keep(self.s_cq_wd.keep.val());
        self.wd_word[1].next.set_value_dw_last(self.s_cq_wd.last.val());
        self.wd_word[2].next.set_value_dw_data(self.s_place_wd.data.val());
        self.wd_word[2].next.set_value_dw_keep(self.s_place_wd.keep.val());
        self.wd_word[2].next.set_value_dw_last(self.s_place_wd.last.val());
        self.wd_word[3].next.set_value_dw_data(self.s_area_wd.data.val());
        self.wd_word[3].next.set_value_dw_keep(self.s_area_wd.keep.val());
        self.wd_word[3].next.set_value_dw_last(self.s_area_wd.last.val());
        self.wd_word[4].next.set_value_dw_data(self.s_ring_wd.data.val());
        self.wd_word[4].next.set_value_dw_keep(self.s_ring_wd.keep.val());
        self.wd_word[4].next.set_value_dw_last(self.s_ring_wd.last.val());
        self.wd_word[5].next.set_value_dw_data(self.s_ev_wd.data.val());
        self.wd_word[5].next.set_value_dw_keep(self.s_ev_wd.keep.val());
        self.wd_word[5].next.set_value_dw_last(self.s_ev_wd.last.val());
        self.wd_word[6].next.set_value_dw_data(self.s_strm_wd.data.val());
        self.wd_word[6].next.set_value_dw_keep(self.s_strm_wd.keep.val());
        self.wd_word[6].next.set_value_dw_last(self.s_strm_wd.last.val());

        // The ports that can go: a read whose words fit its credit (and a tag free), a
        // write; the port taken this cycle masked out (its flag a cycle late would be stale).
        self.load.next = self.st.q.val() == dma_state::LOAD;
        self.rgnt.next = bit_cast::<9, 16>(self.gnt.q.val());
        self.w_g[0].next = self.gnt.q.val().get_value_dp_cmd_wr();
        self.w_g[1].next = self.gnt.q.val().get_value_dp_cq_wr();
        self.w_g[2].next = self.gnt.q.val().get_value_dp_place_wr();
        self.w_g[3].next = self.gnt.q.val().get_value_dp_area_wr();
        self.w_g[4].next = self.gnt.q.val().get_value_dp_ring_wr();
        self.w_g[5].next = self.gnt.q.val().get_value_dp_ev_wr();
        self.w_g[6].next = self.gnt.q.val().get_value_dp_strm_wr();
        self.w_sel[0].next = self.wsel.q.val().get_value_dp_cmd_wr();
        self.w_sel[1].next = self.wsel.q.val().get_value_dp_cq_wr();
        self.w_sel[2].next = self.wsel.q.val().get_value_dp_place_wr();
        self.w_sel[3].next = self.wsel.q.val().get_value_dp_area_wr();
        self.w_sel[4].next = self.wsel.q.val().get_value_dp_ring_wr();
        self.w_sel[5].next = self.wsel.q.val().get_value_dp_ev_wr();
        self.w_sel[6].next = self.wsel.q.val().get_value_dp_strm_wr();
        // Tag room: the flags are a cycle old when a pick uses them, and the read taken in
        // the cycle they are computed is not yet counted, so a read may go while the queue
        // holds at most its depth minus two.
        self.tag_room.next = self.n_tags.q.val() < bits::<7>(dma_tags::ROOM);
        for k in 0..RD_PORTS {
            self.r_words[k].next = (self.r_len[k].val() + bits::<16>(dma_bytes::WORD_ROUND)) >> dma_shift::WORD;
            self.r_fits[k].next = self.r_words[k].val() <= self.credit[k].q.val();
            self.r_el[k].next = self.r_valid[k].val() & self.r_fits[k].val() & self.tag_room.val() & !(self.load.val() & self.rgnt.val().get_bit(k));
        }
        for j in 0..WR_PORTS {
            self.w_el[j].next = self.w_valid[j].val() & !(self.load.val() & self.w_g[j].val());
        }
        self.elig.next = bits::<16>(0);
        self.elig.next.set_value_dp_cmd_rd(self.r_el[0].val());
        self.elig.next.set_value_dp_wq_rd(self.r_el[1].val());
        self.elig.next.set_value_dp_txpbl_rd(self.r_el[2].val());
        self.elig.next.set_value_dp_txpay_rd(self.r_el[3].val());
        self.elig.next.set_value_dp_rxpbl_rd(self.r_el[4].val());
        self.elig.next.set_value_dp_bmp_rd(self.r_el[5].val());
        self.elig.next.set_value_dp_ring_rd(self.r_el[6].val());
        self.elig.next.set_value_dp_area_rd(self.r_el[7].val());
        self.elig.next.set_value_dp_tq_rd(self.r_el[8].val());
        self.elig.next.set_value_dp_cmd_wr(self.w_el[0].val());
        self.elig.next.set_value_dp_cq_wr(self.w_el[1].val());
        self.elig.next.set_value_dp_place_wr(self.w_el[2].val());
        self.elig.next.set_value_dp_area_wr(self.w_el[3].val());
        self.elig.next.set_value_dp_ring_wr(self.w_el[4].val());
        self.elig.next.set_value_dp_ev_wr(self.w_el[5].val());
        self.elig.next.set_value_dp_strm_wr(self.w_el[6].val());
        self.elig_r.d.next = self.elig.val();

        // DATA: the write's words through the two-entry queue, up to its last.
        for j in 0..WR_PORTS {
            self.wd_m[j].next = bits::<{ dma_wd::BITS }>(0);
            if self.w_sel[j].val() {
                self.wd_m[j].next = self.wd_word[j].val();
            }
        }
        self.wd_sel.next = self.wd_m[0].val() | self.wd_m[1].val() | self.wd_m[2].val() | self.wd_m[3].val() | self.wd_m[4].val() | self.wd_m[5].val() | self.wd_m[6].val();
        self.wd_any.next = (self.wd_valid[0].val() & self.w_sel[0].val())
            | (self.wd_valid[1].val() & self.w_sel[1].val())
            | (self.wd_valid[2].val() & self.w_sel[2].val())
            | (self.wd_valid[3].val() & self.w_sel[3].val())
            | (self.wd_valid[4].val() & self.w_sel[4].val())
            | (self.wd_valid[5].val() & self.w_sel[5].val())
            | (self.wd_valid[6].val() & self.w_sel[6].val());
        self.wd_push.next = (self.st.q.val() == dma_state::DATA) & self.wd_any.val() & !self.wdq.full.val();
        self.wd_end.next = self.wd_push.val() & self.wd_sel.val().get_value_dw_last();

        // The pick: the lowest port above the last grant, else the lowest (one carry chain).
        self.above.next = self.elig_r.q.val() & self.rr_hi.q.val();
        self.cand.next = self.elig_r.q.val();
        if self.above.val().any() {
            self.cand.next = self.above.val();
        }
        self.cand_m1.next = self.cand.val() - 1;
        self.free.next = (self.st.q.val() == dma_state::PICK)
            | ((self.st.q.val() == dma_state::SEND) & self.m_req.ready.val() & !self.req_write.q.val())
            | self.wd_end.val();
        if self.free.val() {
            self.st.d.next = bits::<2>(dma_state::PICK);
            if self.elig_r.q.val().any() {
                self.gnt.d.next = self.cand.val() & !self.cand_m1.val();
                self.st.d.next = bits::<2>(dma_state::LOAD);
            }
        }

        // LOAD: the granted port's request registered (an AND-OR over the one-hot grant)
        // and taken; the round robin moves past it.
        for k in 0..RD_PORTS {
            self.r_ma[k].next = bits::<64>(0);
            self.r_ml[k].next = bits::<16>(0);
            self.r_mw[k].next = bits::<16>(0);
            if self.gnt.q.val().get_bit(k) {
                self.r_ma[k].next = self.r_addr[k].val();
                self.r_ml[k].next = self.r_len[k].val();
                self.r_mw[k].next = self.r_words[k].val();
            }
        }
        for j in 0..WR_PORTS {
            self.w_ma[j].next = bits::<64>(0);
            self.w_ml[j].next = bits::<16>(0);
            if self.w_g[j].val() {
                self.w_ma[j].next = self.w_addr[j].val();
                self.w_ml[j].next = self.w_len[j].val();
            }
        }
        self.mx_addr.next = self.r_ma[0].val()
            | self.r_ma[1].val()
            | self.r_ma[2].val()
            | self.r_ma[3].val()
            | self.r_ma[4].val()
            | self.r_ma[5].val()
            | self.r_ma[6].val()
            | self.r_ma[7].val()
            | self.r_ma[8].val()
            | self.w_ma[0].val()
            | self.w_ma[1].val()
            | self.w_ma[2].val()
            | self.w_ma[3].val()
            | self.w_ma[4].val()
            | self.w_ma[5].val()
            | self.w_ma[6].val();
        self.mx_len.next = self.r_ml[0].val()
            | self.r_ml[1].val()
            | self.r_ml[2].val()
            | self.r_ml[3].val()
            | self.r_ml[4].val()
            | self.r_ml[5].val()
            | self.r_ml[6].val()
            | self.r_ml[7].val()
            | self.r_ml[8].val()
            | self.w_ml[0].val()
            | self.w_ml[1].val()
            | self.w_ml[2].val()
            | self.w_ml[3].val()
            | self.w_ml[4].val()
            | self.w_ml[5].val()
            | self.w_ml[6].val();
        self.mx_words.next = self.r_mw[0].val()
            | self.r_mw[1].val()
            | self.r_mw[2].val()
            | self.r_mw[3].val()
            | self.r_mw[4].val()
            | self.r_mw[5].val()
            | self.r_mw[6].val()
            | self.r_mw[7].val()
            | self.r_mw[8].val();
        self.gnt_m1.next = self.gnt.q.val() - 1;
        self.tag_word.next = bits::<{ dma_tag::BITS }>(0);
        self.tag_word.next.set_value_dt_port(self.rgnt.val());
        self.tag_word.next.set_value_dt_words(self.mx_words.val());
        self.tags.push.next = self.load.val() & (self.gnt.q.val() & bits::<16>(dma_grant::READS)).any();
        self.tags.din.next = self.tag_word.val();
        if self.load.val() {
            self.req_write.d.next = (self.gnt.q.val() & bits::<16>(dma_grant::WRITES)).any();
            self.req_addr.d.next = self.mx_addr.val();
            self.req_len.d.next = self.mx_len.val();
            self.wsel.d.next = self.gnt.q.val();
            self.rr_hi.d.next = !(self.gnt.q.val() | self.gnt_m1.val());
            self.st.d.next = bits::<2>(dma_state::SEND);
        }
        for k in 0..RD_PORTS {
            self.r_ready[k].next = self.load.val() & self.rgnt.val().get_bit(k);
        }
        for j in 0..WR_PORTS {
            self.w_ready[j].next = self.load.val() & self.w_g[j].val();
        }
        self.s_cmd_rd.ready.next = self.r_ready[0].val();
        self.s_wq_rd.ready.next = self.r_ready[1].val();
        self.s_txpbl_rd.ready.next = self.r_ready[2].val();
        self.s_txpay_rd.ready.next = self.r_ready[3].val();
        self.s_rxpbl_rd.ready.next = self.r_ready[4].val();
        self.s_bmp_rd.ready.next = self.r_ready[5].val();
        self.s_ring_rd.ready.next = self.r_ready[6].val();
        self.s_area_rd.ready.next = self.r_ready[7].val();
        self.s_tq_rd.ready.next = self.r_ready[8].val();
        self.s_cmd_wr.ready.next = self.w_ready[0].val();
        self.s_cq_wr.ready.next = self.w_ready[1].val();
        self.s_place_wr.ready.next = self.w_ready[2].val();
        self.s_area_wr.ready.next = self.w_ready[3].val();
        self.s_ring_wr.ready.next = self.w_ready[4].val();
        self.s_ev_wr.ready.next = self.w_ready[5].val();
        self.s_strm_wr.ready.next = self.w_ready[6].val();

        // SEND: the request on the host port.
        self.m_req.valid.next = self.st.q.val() == dma_state::SEND;
        self.m_req.write.next = self.req_write.q.val();
        self.m_req.addr.next = self.req_addr.q.val();
        self.m_req.len.next = self.req_len.q.val();
        if (self.st.q.val() == dma_state::SEND) & self.m_req.ready.val() & self.req_write.q.val() {
            self.st.d.next = bits::<2>(dma_state::DATA);
        }

        for j in 0..WR_PORTS {
            self.wd_ready[j].next = (self.st.q.val() == dma_state::DATA) & !self.wdq.full.val() & self.w_sel[j].val();
        }
        self.s_cmd_wd.ready.next = self.wd_ready[0].val();
        self.s_cq_wd.ready.next = self.wd_ready[1].val();
        self.s_place_wd.ready.next = self.wd_ready[2].val();
        self.s_area_wd.ready.next = self.wd_ready[3].val();
        self.s_ring_wd.ready.next = self.wd_ready[4].val();
        self.s_ev_wd.ready.next = self.wd_ready[5].val();
        self.s_strm_wd.ready.next = self.wd_ready[6].val();
        self.wdq.push.next = self.wd_push.val();
        self.wdq.din.next = self.wd_sel.val();
        self.m_wd.valid.next = self.wdq.valid.val();
        self.m_wd.data.next = self.wdq.dout.val().get_value_dw_data();
        self.m_wd.keep.next = self.wdq.dout.val().get_value_dw_keep();
        self.m_wd.last.next = self.wdq.dout.val().get_value_dw_last();
        self.wdq.pop.next = self.m_wd.ready.val() & self.wdq.valid.val();

        // Return path: a host word belongs to the read receiving (or the next tag's); it is
        // registered with its port, then pushed into that port's buffer.
        self.s_rdata.ready.next = true;
        self.beat.next = self.s_rdata.valid.val() & (self.cur_v.q.val() | self.tags.valid.val());
        self.beat_port.next = self.cur_port.q.val();
        self.beat_rem.next = self.cur_rem.q.val();
        if !self.cur_v.q.val() {
            self.beat_port.next = self.tags.dout.val().get_value_dt_port();
            self.beat_rem.next = self.tags.dout.val().get_value_dt_words();
        }
        self.tags.pop.next = self.s_rdata.valid.val() & !self.cur_v.q.val() & self.tags.valid.val();
        if self.tags.push.val() & !self.tags.pop.val() {
            self.n_tags.d.next = self.n_tags.q.val() + 1;
        }
        if !self.tags.push.val() & self.tags.pop.val() {
            self.n_tags.d.next = self.n_tags.q.val() - 1;
        }
        self.hd_v.d.next = self.beat.val();
        self.hd_data.d.next = self.s_rdata.data.val();
        self.hd_port.d.next = self.beat_port.val();
        if self.beat.val() {
            self.cur_port.d.next = self.beat_port.val();
            self.cur_rem.d.next = self.beat_rem.val() - 1;
            self.cur_v.d.next = self.beat_rem.val() != 1;
        }
        if self.s_rdata.valid.val() & !self.beat.val() {
            self.n_stray.d.next = self.n_stray.q.val() + 1;
        }

        // The buffers: pushed from the registered word, popped by their clients; a read's
        // credit reserved at its LOAD, given back a word at a time.
        for k in 0..RD_PORTS {
            self.ret[k].push.next = self.hd_v.q.val() & self.hd_port.q.val().get_bit(k);
            self.ret[k].din.next = self.hd_data.q.val();
        }
        self.m_cmd_rd.valid.next = self.ret[0].valid.val();
        self.m_cmd_rd.data.next = self.ret[0].dout.val();
        self.r_pop[0].next = self.m_cmd_rd.ready.val() & self.ret[0].valid.val();
        self.m_wq_rd.valid.next = self.ret[1].valid.val();
        self.m_wq_rd.data.next = self.ret[1].dout.val();
        self.r_pop[1].next = self.m_wq_rd.ready.val() & self.ret[1].valid.val();
        self.m_txpbl_rd.valid.next = self.ret[2].valid.val();
        self.m_txpbl_rd.data.next = self.ret[2].dout.val();
        self.r_pop[2].next = self.m_txpbl_rd.ready.val() & self.ret[2].valid.val();
        self.m_txpay_rd.valid.next = self.ret[3].valid.val();
        self.m_txpay_rd.data.next = self.ret[3].dout.val();
        self.r_pop[3].next = self.m_txpay_rd.ready.val() & self.ret[3].valid.val();
        self.m_rxpbl_rd.valid.next = self.ret[4].valid.val();
        self.m_rxpbl_rd.data.next = self.ret[4].dout.val();
        self.r_pop[4].next = self.m_rxpbl_rd.ready.val() & self.ret[4].valid.val();
        self.m_bmp_rd.valid.next = self.ret[5].valid.val();
        self.m_bmp_rd.data.next = self.ret[5].dout.val();
        self.r_pop[5].next = self.m_bmp_rd.ready.val() & self.ret[5].valid.val();
        self.m_ring_rd.valid.next = self.ret[6].valid.val();
        self.m_ring_rd.data.next = self.ret[6].dout.val();
        self.r_pop[6].next = self.m_ring_rd.ready.val() & self.ret[6].valid.val();
        self.m_area_rd.valid.next = self.ret[7].valid.val();
        self.m_area_rd.data.next = self.ret[7].dout.val();
        self.r_pop[7].next = self.m_area_rd.ready.val() & self.ret[7].valid.val();
        self.m_tq_rd.valid.next = self.ret[8].valid.val();
        self.m_tq_rd.data.next = self.ret[8].dout.val();
        self.r_pop[8].next = self.m_tq_rd.ready.val() & self.ret[8].valid.val();
        for k in 0..RD_PORTS {
            self.ret[k].pop.next = self.r_pop[k].val();
            self.cr_keep[k].next = self.credit[k].q.val();
            if self.r_pop[k].val() {
                self.cr_keep[k].next = self.credit[k].q.val() + bits::<16>(dma_credit::WORD);
            }
            self.cr_take[k].next = self.cr_keep[k].val() - self.r_words[k].val();
            self.credit[k].d.next = self.cr_keep[k].val();
            if self.r_ready[k].val() {
                self.credit[k].d.next = self.cr_take[k].val();
            }
        }
        self.any_buffered.next = false;
        for k in 0..RD_PORTS {
            if self.ret[k].valid.val() {
                self.any_buffered.next = true;
            }
        }

        // Counters.
        if self.load.val() & (self.gnt.q.val() & bits::<16>(dma_grant::READS)).any() {
            self.n_reads.d.next = self.n_reads.q.val() + 1;
        }
        if self.load.val() & (self.gnt.q.val() & bits::<16>(dma_grant::WRITES)).any() {
            self.n_writes.d.next = self.n_writes.q.val() + 1;
        }
        self.cnt_reads.next = self.n_reads.q.val();
        self.cnt_writes.next = self.n_writes.q.val();
        self.cnt_stray.next = self.n_stray.q.val();
        self.idle.next = (self.st.q.val() == dma_state::PICK)
            & !self.elig_r.q.val().any()
            & !self.tags.valid.val()
            & !self.cur_v.q.val()
            & !self.hd_v.q.val()
            & !self.wdq.valid.val()
            & !self.any_buffered.val();

        if self.reset.val() {
            self.st.d.next = bits::<2>(dma_state::PICK);
            self.gnt.d.next = bits::<16>(0);
            self.rr_hi.d.next = bits::<16>(0);
            self.elig_r.d.next = bits::<16>(0);
            self.req_write.d.next = false;
            self.wsel.d.next = bits::<16>(0);
            self.hd_v.d.next = false;
            self.cur_v.d.next = false;
            self.cur_port.d.next = bits::<9>(0);
            self.cur_rem.d.next = bits::<16>(0);
            self.n_tags.d.next = bits::<7>(0);
            self.n_reads.d.next = bits::<32>(0);
            self.n_writes.d.next = bits::<32>(0);
            self.n_stray.d.next = bits::<16>(0);
            for k in 0..RD_PORTS {
                self.credit[k].d.next = bits::<16>(dma_credit::FULL);
            }
        }
    }
}
