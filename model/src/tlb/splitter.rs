//! TlbSplitter: one checked request → its pieces, split at page boundaries (4 KiB or 2 MiB,
//! per region), one piece per cycle.
//!
//! Input (`s_*`, taken when `s_ready`): the request's error code, TO, length, page size, MR
//! index, tag, its room in the first page and one-piece / no-lookup flags, and `pbl_adj`, the region's page-list address adjusted so that page-list entry
//! of virtual page `vpn` sits at `pbl_adj + 8 * vpn` (the command FSM stores it that way, so
//! no subtraction is needed here). A request with an error or zero length is one piece with
//! no lookup (`p_nolookup`), `p_len` 0 and `p_last`.
//!
//! Output (`p_*`, moves when `advance`): the piece's virtual page number, cache set (low vpn bits
//! folded and XORed with the rotated MR index, so regions and pages spread over the sets), offset in the page, length
//! (at most one page, 22 bits), last flag, and the host address of its page-list entry.
//! `s_ready = advance & (idle | this piece is the request's last)`: back-to-back requests
//! leave without a bubble.
//!
//! One FSM: idle / busy (the request in `va`, `rem`, and `room`, the bytes left in the current
//! page, and `last_r`, whether the current piece is the request's last: both registered, so a
//! piece's length is a mux and `s_ready` depends on flip-flops only).

use super::set_fold::TlbSetFold;
use super::AddrWord;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct TlbSplitter {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub advance: Signal<In, Bit>,
    pub s_valid: Signal<In, Bit>,
    pub s_ready: Signal<Out, Bit>,
    pub s_err: Signal<In, Bits<3>>,
    pub s_to: Signal<In, Bits<64>>,
    pub s_len: Signal<In, Bits<32>>,
    pub s_page_2m: Signal<In, Bit>,
    pub s_index: Signal<In, Bits<10>>,
    pub s_pbl_adj: Signal<In, Bits<64>>,
    pub s_tag: Signal<In, Bits<8>>,
    /// Precomputed by the parent: bytes from TO to the end of its page, whether the request
    /// is one piece (an error, zero length, or it fits in that room), and whether it needs no
    /// lookup (an error or zero length).
    pub s_room: Signal<In, Bits<22>>,
    pub s_one_piece: Signal<In, Bit>,
    /// The first piece's cache set.
    pub s_set: Signal<In, Bits<6>>,
    pub s_nolookup: Signal<In, Bit>,
    pub p_valid: Signal<Out, Bit>,
    pub p_err: Signal<Out, Bits<3>>,
    pub p_nolookup: Signal<Out, Bit>,
    pub p_index: Signal<Out, Bits<10>>,
    pub p_vpn: Signal<Out, Bits<52>>,
    pub p_set: Signal<Out, Bits<6>>,
    pub p_offset: Signal<Out, Bits<21>>,
    pub p_len: Signal<Out, Bits<22>>,
    pub p_last: Signal<Out, Bit>,
    pub p_tag: Signal<Out, Bits<8>>,
    pub p_page_2m: Signal<Out, Bit>,
    pub p_pbl: Signal<Out, Bits<64>>,
    busy: DFF<Bit>,
    va: DFF<Bits<64>>,
    rem: DFF<Bits<32>>,
    page_2m: DFF<Bit>,
    index: DFF<Bits<10>>,
    pbl_adj: DFF<Bits<64>>,
    tag: DFF<Bits<8>>,
    err: DFF<Bits<3>>,
    nolookup: DFF<Bit>,
    room: DFF<Bits<22>>,
    last_r: DFF<Bit>,
    /// The piece's cache set, registered: a new request's from its entry, the next piece's
    /// folded from the next page (issue 17: the XOR after the page-size mux reached the
    /// cache's RAM addresses and its pseudo-LRU collision compare across the block, the TLB's
    /// worst path at one seed).
    set: DFF<Bits<6>>,
    /// The set of the piece after this one, from the next page (a new request's comes
    /// folded, `s_set`).
    fold: TlbSetFold,
    va_nx: Signal<Local, Bits<64>>,
    p2m_nx: Signal<Local, Bit>,
    idx_nx: Signal<Local, Bits<10>>,
    page: Signal<Local, Bits<22>>,
    rem_next: Signal<Local, Bits<32>>,
    next_va: Signal<Local, Bits<64>>,
    last: Signal<Local, Bit>,
    n: Signal<Local, Bits<22>>,
    vpn: Signal<Local, Bits<52>>,
    take: Signal<Local, Bit>,
    pbl_off: Signal<Local, Bits<64>>,
}

impl Logic for TlbSplitter {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, busy, va, rem, room, last_r, page_2m, index, pbl_adj, tag, err, nolookup, set);
        // Bytes left in the current page are registered (`room`): set from the TO when a
        // request loads, a whole page after each piece (the next piece starts page-aligned).
        self.vpn.next = self.va.q.val().get_value_frame_4k();
        self.p_offset.next = bit_cast::<21, 12>(self.va.q.val().get_value_offset_4k());
        // The next page's address.
        self.next_va.next = bits::<64>(0);
        self.next_va.next.set_value_frame_4k(self.va.q.val().get_value_frame_4k() + 1);
        if self.page_2m.q.val() {
            self.vpn.next = bit_cast::<52, 43>(self.va.q.val().get_value_frame_2m());
            self.p_offset.next = self.va.q.val().get_value_offset_2m();
            self.next_va.next = bits::<64>(0);
            self.next_va.next.set_value_frame_2m(self.va.q.val().get_value_frame_2m() + 1);
        }
        // Whether this piece is the request's last is registered too (`last_r`).
        self.last.next = self.last_r.q.val();
        self.n.next = self.room.q.val();
        if self.last.val() {
            self.n.next = bit_cast::<22, 32>(self.rem.q.val());
        }
        self.p_valid.next = self.busy.q.val();
        self.p_err.next = self.err.q.val();
        self.p_nolookup.next = self.nolookup.q.val();
        self.p_index.next = self.index.q.val();
        self.p_vpn.next = self.vpn.val();
        self.p_set.next = self.set.q.val();
        self.p_len.next = self.n.val();
        if self.nolookup.q.val() {
            self.p_len.next = bits::<22>(0);
        }
        self.p_last.next = self.last.val();
        self.p_tag.next = self.tag.q.val();
        self.p_page_2m.next = self.page_2m.q.val();
        // Page-list entries are PBL_ENTRY_BYTES (8) apart.
        self.pbl_off.next = bits::<64>(0);
        self.pbl_off.next.set_value_entry(bit_cast::<61, 52>(self.vpn.val()));
        self.p_pbl.next = self.pbl_adj.q.val() + self.pbl_off.val();
        self.take.next = self.advance.val() & (!self.busy.q.val() | self.last.val());
        self.s_ready.next = self.take.val();
        // The next piece's room is a whole page; it is the last if what remains fits in it.
        self.page.next = bits::<22>(4096);
        if self.page_2m.q.val() {
            self.page.next = bits::<22>(2097152);
        }
        self.rem_next.next = self.rem.q.val() - bit_cast::<32, 22>(self.room.q.val());
        self.va_nx.next = self.va.q.val();
        self.p2m_nx.next = self.page_2m.q.val();
        self.idx_nx.next = self.index.q.val();
        if self.advance.val() & self.busy.q.val() {
            // Used only when the piece was not the last: then it ended at the page's end.
            self.va_nx.next = self.next_va.val();
            self.rem.d.next = self.rem_next.val();
            self.room.d.next = self.page.val();
            self.last_r.d.next = self.rem_next.val() <= bit_cast::<32, 22>(self.page.val());
            if self.last.val() {
                self.busy.d.next = false;
            }
        }
        if self.take.val() & self.s_valid.val() {
            self.busy.d.next = true;
            self.va_nx.next = self.s_to.val();
            self.p2m_nx.next = self.s_page_2m.val();
            self.idx_nx.next = self.s_index.val();
            self.rem.d.next = self.s_len.val();
            self.pbl_adj.d.next = self.s_pbl_adj.val();
            self.tag.d.next = self.s_tag.val();
            self.err.d.next = self.s_err.val();
            self.nolookup.d.next = self.s_nolookup.val();
            self.room.d.next = self.s_room.val();
            self.last_r.d.next = self.s_one_piece.val();
        }
        self.va.d.next = self.va_nx.val();
        self.page_2m.d.next = self.p2m_nx.val();
        self.index.d.next = self.idx_nx.val();
        // Set: the next page's fold, or a new request's (folded before the queue).
        self.fold.page_bits.next = self.va.q.val().get_value_set_page();
        if self.advance.val() & self.busy.q.val() {
            self.fold.page_bits.next = self.next_va.val().get_value_set_page();
        }
        self.fold.page_2m.next = self.page_2m.q.val();
        self.fold.index6.next = bit_cast::<6, 10>(self.index.q.val());
        self.set.d.next = self.fold.set.val();
        if self.take.val() & self.s_valid.val() {
            self.set.d.next = self.s_set.val();
        }
        if self.reset.val() {
            self.busy.d.next = false;
        }
    }
}
