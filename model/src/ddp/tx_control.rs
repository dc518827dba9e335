//! TxControl: the transmit FSM. One event at a time, in priority order: a QP configuration,
//! a Terminate from the receive side, an inbound Read Request (accepted by the receive side
//! within IRD), a transport acknowledgement, a Read Response placed (receive side), a work
//! request. Each event stays at its port while it is worked on and is taken (ready) when it is
//! done; its QP's context is loaded from RAM ([`super::txctx`]) and stored back, so events of
//! many QPs interleave message by message. The rules are golden `ddp_tx`'s.
//!
//! A message becomes chunks ([`super::chunk`]) for the feeder and packer: the header of each
//! segment as immediate chunks (built big-endian, byte-swapped to lane order once), then the
//! payload as DMA chunks, each one payload read (`prd`) that crosses neither a segment, a
//! translated piece nor a 4 KiB page. Payload comes from the TLB's pieces of the message's
//! translation (local read for a Write or Send, remote read for a Read Response); the verdict
//! is the first piece. A Read Request's body and a Terminate's fields are immediate chunks.
//!
//! A work request is taken only while its QP's send queue ([`super::SQ_DEPTH`] entries in RAM)
//! has room and, for a Read, fewer than ORD Reads are outstanding; otherwise it is left at the
//! port and the FSM serves the other events. The send queue completes in order: a Write or
//! Send when the acknowledged byte count passes its end, a Read when a Read Response placed is
//! counted; a QP entering error flushes it.

use super::{chunk, prd, sq, tx_msn, tx_seq, txctx, ChunkWord, PrdWord, SqWord, TxCfgWord, TxMsnWord, TxSeqWord};
use crate::common::sdp_ram::SdpRam;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum TxState {
    /// After reset: every QP context written not live.
    Init,
    Idle,
    /// Context registered from the RAMs (read in Idle at the picked event's QP).
    Load,
    Exec,
    /// Translation request out, then its verdict (first piece).
    Xlate,
    Verdict,
    /// Segment length, L and TO computed.
    SegStart,
    /// Header chunks, payload chunks, segment accounting.
    SegHdr,
    SegData,
    /// One payload read (length registered in SegData) and its DMA chunk out.
    SegIssue,
    SegEnd,
    /// Read Request body chunks.
    RrBody,
    /// Terminate control / segment length chunk, then the copied bytes.
    TermCtl,
    TermCopy,
    /// Send-queue entry written.
    SqPush,
    /// Completion loop: head entry read, checked, completion out.
    SqRead,
    SqCheck,
    Cqe,
    /// IRD release out (a Read Response sent).
    Rdone,
    /// Context store and the event taken; Done: the event taken without a store.
    Store,
    Done,
}

#[derive(LogicBlock, Default)]
pub struct TxControl {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_qpcfg_valid: Signal<In, Bit>,
    pub s_qpcfg_ready: Signal<Out, Bit>,
    pub s_qpcfg_qp: Signal<In, Bits<4>>,
    pub s_qpcfg_pd: Signal<In, Bits<16>>,
    pub s_qpcfg_mulpdu: Signal<In, Bits<14>>,
    pub s_qpcfg_ord: Signal<In, Bits<4>>,
    pub s_term_valid: Signal<In, Bit>,
    pub s_term_ready: Signal<Out, Bit>,
    pub s_term_qp: Signal<In, Bits<4>>,
    pub s_term_ctl: Signal<In, Bits<32>>,
    pub s_term_seglen: Signal<In, Bits<16>>,
    pub s_term_w0: Signal<In, Bits<64>>,
    pub s_term_w1: Signal<In, Bits<64>>,
    pub s_term_w2: Signal<In, Bits<64>>,
    pub s_term_w3: Signal<In, Bits<64>>,
    pub s_term_w4: Signal<In, Bits<64>>,
    pub s_term_w5: Signal<In, Bits<64>>,
    pub s_rreq_valid: Signal<In, Bit>,
    pub s_rreq_ready: Signal<Out, Bit>,
    pub s_rreq_qp: Signal<In, Bits<4>>,
    pub s_rreq_sink_stag: Signal<In, Bits<32>>,
    pub s_rreq_sink_to: Signal<In, Bits<64>>,
    pub s_rreq_size: Signal<In, Bits<32>>,
    pub s_rreq_src_stag: Signal<In, Bits<32>>,
    pub s_rreq_src_to: Signal<In, Bits<64>>,
    pub s_ack_valid: Signal<In, Bit>,
    pub s_ack_ready: Signal<Out, Bit>,
    pub s_ack_qp: Signal<In, Bits<4>>,
    pub s_ack_bytes: Signal<In, Bits<32>>,
    pub s_rplaced_valid: Signal<In, Bit>,
    pub s_rplaced_ready: Signal<Out, Bit>,
    pub s_rplaced_qp: Signal<In, Bits<4>>,
    pub s_wr_valid: Signal<In, Bit>,
    pub s_wr_ready: Signal<Out, Bit>,
    pub s_wr_qp: Signal<In, Bits<4>>,
    pub s_wr_op: Signal<In, Bits<3>>,
    pub s_wr_id: Signal<In, Bits<32>>,
    pub s_wr_lstag: Signal<In, Bits<32>>,
    pub s_wr_lto: Signal<In, Bits<64>>,
    pub s_wr_len: Signal<In, Bits<32>>,
    pub s_wr_rstag: Signal<In, Bits<32>>,
    pub s_wr_rto: Signal<In, Bits<64>>,
    // Translation requests and the TLB's answer pieces.
    pub m_treq_valid: Signal<Out, Bit>,
    pub m_treq_ready: Signal<In, Bit>,
    pub m_treq_stag: Signal<Out, Bits<32>>,
    pub m_treq_to: Signal<Out, Bits<64>>,
    pub m_treq_len: Signal<Out, Bits<32>>,
    pub m_treq_access: Signal<Out, Bits<2>>,
    pub m_treq_pd: Signal<Out, Bits<16>>,
    pub tpc_valid: Signal<In, Bit>,
    pub tpc_pa: Signal<In, Bits<64>>,
    pub tpc_len: Signal<In, Bits<32>>,
    pub tpc_err: Signal<In, Bits<3>>,
    pub tpc_pop: Signal<Out, Bit>,
    // Chunks to the feeder, payload reads to the DMA port.
    pub chunk_push: Signal<Out, Bit>,
    pub chunk_din: Signal<Out, Bits<100>>,
    pub chunk_full: Signal<In, Bit>,
    pub prd_push: Signal<Out, Bit>,
    pub prd_din: Signal<Out, Bits<77>>,
    pub prd_full: Signal<In, Bit>,
    // Send completions; IRD releases for the receive side.
    pub m_cqe_valid: Signal<Out, Bit>,
    pub m_cqe_ready: Signal<In, Bit>,
    pub m_cqe_qp: Signal<Out, Bits<4>>,
    pub m_cqe_id: Signal<Out, Bits<32>>,
    pub m_cqe_op: Signal<Out, Bits<3>>,
    pub m_cqe_status: Signal<Out, Bits<2>>,
    pub m_rdone_valid: Signal<Out, Bit>,
    pub m_rdone_ready: Signal<In, Bit>,
    pub m_rdone_qp: Signal<Out, Bits<4>>,
    pub cnt_ulpdus: Signal<Out, Bits<32>>,
    pub cnt_terminates: Signal<Out, Bits<16>>,
    pub cnt_local_errors: Signal<Out, Bits<16>>,
    pub cnt_dropped: Signal<Out, Bits<16>>,
    pub busy: Signal<Out, Bit>,
    ctx_msn: SdpRam<64, 4>,
    ctx_seq: SdpRam<64, 4>,
    ctx_cfg: SdpRam<54, 4>,
    ctx_rin: SdpRam<32, 4>,
    sq: SdpRam<68, 8>,
    state: DFF<TxState>,
    /// Event: 0 configuration, 1 Terminate, 2 Read Request, 3 acknowledgement, 4 Read
    /// Response placed, 5 work request.
    ev: DFF<Bits<3>>,
    qp: DFF<Bits<4>>,
    init: DFF<Bits<5>>,
    // Context registers.
    c_msn_send: DFF<Bits<32>>,
    c_msn_rr: DFF<Bits<32>>,
    c_sent: DFF<Bits<32>>,
    c_acked: DFF<Bits<32>>,
    c_pd: DFF<Bits<16>>,
    c_mulpdu: DFF<Bits<14>>,
    c_ord: DFF<Bits<4>>,
    c_ord_used: DFF<Bits<4>>,
    c_head: DFF<Bits<5>>,
    c_tail: DFF<Bits<5>>,
    c_live: DFF<Bit>,
    c_placed: DFF<Bits<5>>,
    c_rin: DFF<Bits<32>>,
    // The message: header fields, body kind (0 payload, 1 Read Request, 2 Terminate).
    k_tagged: DFF<Bit>,
    k_opc: DFF<Bits<4>>,
    k_qn: DFF<Bits<2>>,
    k_msn: DFF<Bits<32>>,
    /// Tagged: the STag; untagged: the RsvdULP word (Invalidate STag or 0).
    k_word: DFF<Bits<32>>,
    /// Tagged: TO of the message's first byte.
    k_base: DFF<Bits<64>>,
    k_body: DFF<Bits<2>>,
    /// Work request: a Send (MSN advances at its end).
    k_send: DFF<Bit>,
    failed: DFF<Bit>,
    own_term: DFF<Bit>,
    own_ecode: DFF<Bits<8>>,
    msg_rem: DFF<Bits<32>>,
    off: DFF<Bits<32>>,
    pa: DFF<Bits<64>>,
    piece_rem: DFF<Bits<32>>,
    // The segment.
    seg_last: DFF<Bit>,
    seg_p: DFF<Bits<14>>,
    seg_rem: DFF<Bits<14>>,
    seg_to: DFF<Bits<64>>,
    /// The payload read of SegIssue: length and whether it ends the segment.
    rd_q: DFF<Bits<13>>,
    rd_end: DFF<Bit>,
    rd_short: DFF<Bit>,
    ulen: DFF<Bits<16>>,
    hc: DFF<Bits<3>>,
    t_copy: DFF<Bits<6>>,
    // Completion.
    sq_loop: DFF<Bit>,
    cq_id: DFF<Bits<32>>,
    cq_op: DFF<Bits<3>>,
    cq_status: DFF<Bits<2>>,
    n_ulpdus: DFF<Bits<32>>,
    n_terms: DFF<Bits<16>>,
    n_local: DFF<Bits<16>>,
    n_dropped: DFF<Bits<16>>,
    // Combinational.
    wr_opc: Signal<Local, Bits<4>>,
    wr_send: Signal<Local, Bit>,
    wr_inv: Signal<Local, Bit>,
    sq_used: Signal<Local, Bits<5>>,
    hsz: Signal<Local, Bits<14>>,
    pmax: Signal<Local, Bits<14>>,
    fits: Signal<Local, Bit>,
    b0: Signal<Local, Bits<64>>,
    b1: Signal<Local, Bits<64>>,
    ch_be: Signal<Local, Bits<64>>,
    ch_le: Signal<Local, Bits<64>>,
    ch_n: Signal<Local, Bits<13>>,
    ch_dma: Signal<Local, Bit>,
    ch_last: Signal<Local, Bit>,
    ch_go: Signal<Local, Bit>,
    hdr_end: Signal<Local, Bit>,
    to_page: Signal<Local, Bits<32>>,
    seg_rem32: Signal<Local, Bits<32>>,
    /// The chosen read length (at most 4096: 13 bits).
    rd_len: Signal<Local, Bits<13>>,
    a_lt_b: Signal<Local, Bit>,
    a_lt_c: Signal<Local, Bit>,
    b_le_c: Signal<Local, Bit>,
    pick_a: Signal<Local, Bit>,
    pick_b: Signal<Local, Bit>,
    rd_le8: Signal<Local, Bit>,
    rd_push: Signal<Local, Bit>,
    tctl: Signal<Local, Bits<32>>,
    tseg: Signal<Local, Bits<16>>,
    tw0: Signal<Local, Bits<64>>,
    tw1: Signal<Local, Bits<64>>,
    tw2: Signal<Local, Bits<64>>,
    tw3: Signal<Local, Bits<64>>,
    tw4: Signal<Local, Bits<64>>,
    tw5: Signal<Local, Bits<64>>,
    tw: Signal<Local, Bits<64>>,
    t_hdr: Signal<Local, Bits<6>>,
    t_copy_len: Signal<Local, Bits<6>>,
    t_ulen: Signal<Local, Bits<16>>,
    ack_diff: Signal<Local, Bits<32>>,
    ord_full: Signal<Local, Bit>,
    taking: Signal<Local, Bit>,
    term_start: Signal<Local, Bit>,
    pick_qp: Signal<Local, Bits<4>>,
    rd_qp: Signal<Local, Bits<4>>,
    sq_full_q: DFF<Bit>,
    ord_full_q: DFF<Bit>,
    msg_left: Signal<Local, Bits<32>>,
    e_op: Signal<Local, Bits<3>>,
    msn_w: Signal<Local, Bits<64>>,
    seq_w: Signal<Local, Bits<64>>,
    cfg_w: Signal<Local, Bits<54>>,
    sq_w: Signal<Local, Bits<68>>,
}

impl Logic for TxControl {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, ev, qp, init, c_msn_send, c_msn_rr, c_sent, c_acked, c_pd, c_mulpdu, c_ord, c_ord_used, c_head,
            c_tail, c_live, c_placed, c_rin, k_tagged, k_opc, k_qn, k_msn, k_word, k_base, k_body, k_send, failed, own_term, own_ecode,
            msg_rem, off, pa, piece_rem, seg_last, seg_p, seg_rem, seg_to, rd_q, rd_end, rd_short, sq_full_q, ord_full_q, ulen, hc, t_copy, sq_loop, cq_id, cq_op, cq_status,
            n_ulpdus, n_terms, n_local, n_dropped);
        self.ctx_msn.clock.next = self.clock.val();
        self.ctx_seq.clock.next = self.clock.val();
        self.ctx_cfg.clock.next = self.clock.val();
        self.ctx_rin.clock.next = self.clock.val();
        self.sq.clock.next = self.clock.val();
        // RDMAP opcode of a work request (RFC 5040 section 4.2, table 1).
        self.wr_opc.next = bits::<4>(0);
        self.wr_send.next = false;
        self.wr_inv.next = false;
        if self.s_wr_op.val() == 1 {
            self.wr_opc.next = bits::<4>(3);
            self.wr_send.next = true;
        }
        if self.s_wr_op.val() == 2 {
            self.wr_opc.next = bits::<4>(5);
            self.wr_send.next = true;
        }
        if self.s_wr_op.val() == 3 {
            self.wr_opc.next = bits::<4>(4);
            self.wr_send.next = true;
            self.wr_inv.next = true;
        }
        if self.s_wr_op.val() == 4 {
            self.wr_opc.next = bits::<4>(6);
            self.wr_send.next = true;
            self.wr_inv.next = true;
        }
        if self.s_wr_op.val() == 5 {
            self.wr_opc.next = bits::<4>(1);
        }
        // The send queue full and ORD used up, registered in Load from the context RAM's word
        // (Exec decides on flops).
        self.sq_used.next = self.ctx_cfg.read_data.val().get_value_tail() - self.ctx_cfg.read_data.val().get_value_head();
        self.ord_full.next = self.ctx_cfg.read_data.val().get_value_ord_used() >= self.ctx_cfg.read_data.val().get_value_ord();
        // Segment payload room: MULPDU less the header (14 tagged, 18 untagged).
        self.hsz.next = bits::<14>(18);
        if self.k_tagged.q.val() {
            self.hsz.next = bits::<14>(14);
        }
        self.pmax.next = self.c_mulpdu.q.val() - self.hsz.val();
        self.fits.next = self.msg_rem.q.val() <= bit_cast::<32, 14>(self.pmax.val());
        self.msg_left.next = self.msg_rem.q.val() - bit_cast::<32, 14>(self.seg_p.q.val());
        // Terminate fields: handed over by the receive side, or this engine's own (a Read
        // Request whose source failed its check: RDMAP remote protection, M D R, the Read
        // Request rebuilt: untagged, L, DV 1, RV 1, opcode 1, QN 1, MSN, MO 0, then its body).
        self.tctl.next = self.s_term_ctl.val();
        self.tseg.next = self.s_term_seglen.val();
        self.tw0.next = self.s_term_w0.val();
        self.tw1.next = self.s_term_w1.val();
        self.tw2.next = self.s_term_w2.val();
        self.tw3.next = self.s_term_w3.val();
        self.tw4.next = self.s_term_w4.val();
        self.tw5.next = self.s_term_w5.val();
        if self.own_term.q.val() {
            self.tctl.next = bits::<32>(0x0100_E000) | (bit_cast::<32, 8>(self.own_ecode.q.val()) << 16);
            self.tseg.next = bits::<16>(46);
            self.tw0.next = bits::<64>(0x4141) << 48;
            self.tw1.next = (bits::<64>(1) << 48) | (bit_cast::<64, 32>(self.c_rin.q.val()) << 16);
            self.tw2.next = (bit_cast::<64, 32>(self.s_rreq_sink_stag.val()) << 16) | (self.s_rreq_sink_to.val() >> 48);
            self.tw3.next = (self.s_rreq_sink_to.val() << 16) | bit_cast::<64, 16>(self.s_rreq_size.val().get_bits::<16>(16));
            self.tw4.next = (bit_cast::<64, 32>(self.s_rreq_size.val()) << 48)
                | (bit_cast::<64, 32>(self.s_rreq_src_stag.val()) << 16)
                | (self.s_rreq_src_to.val() >> 48);
            self.tw5.next = self.s_rreq_src_to.val() << 16;
        }
        // Bytes copied after the control word: with D the segment length and the header (14
        // or 18 bytes per the copy's T bit), with R the Read Request body.
        self.t_hdr.next = bits::<6>(0);
        if self.tctl.val().get_bit(14) {
            self.t_hdr.next = bits::<6>(18);
            if self.tw0.val().get_bit(63) {
                self.t_hdr.next = bits::<6>(14);
            }
        }
        self.t_copy_len.next = self.t_hdr.val();
        if self.tctl.val().get_bit(13) {
            self.t_copy_len.next = self.t_hdr.val() + 28;
        }
        self.t_ulen.next = bits::<16>(22) + bit_cast::<16, 6>(self.t_copy_len.val());
        if self.tctl.val().get_bit(14) {
            self.t_ulen.next = bits::<16>(24) + bit_cast::<16, 6>(self.t_copy_len.val());
        }
        self.tw.next = self.tw0.val();
        if self.hc.q.val() == 1 {
            self.tw.next = self.tw1.val();
        }
        if self.hc.q.val() == 2 {
            self.tw.next = self.tw2.val();
        }
        if self.hc.q.val() == 3 {
            self.tw.next = self.tw3.val();
        }
        if self.hc.q.val() == 4 {
            self.tw.next = self.tw4.val();
        }
        if self.hc.q.val() == 5 {
            self.tw.next = self.tw5.val();
        }
        // DDP control (T, L, DV 1) and RDMAP control (RV 1, opcode): RFC 5041 section 4.2,
        // RFC 5040 section 4.2.
        self.b0.next = bits::<64>(1);
        if self.k_tagged.q.val() {
            self.b0.next = bits::<64>(0x81);
        }
        if self.seg_last.q.val() {
            self.b0.next = self.b0.val() | bits::<64>(0x40);
        }
        self.b1.next = bits::<64>(0x40) | bit_cast::<64, 4>(self.k_opc.q.val());
        // The chunk of this state (big-endian: the first byte in bits 63:56).
        self.ch_be.next = bits::<64>(0);
        self.ch_n.next = bits::<13>(8);
        self.ch_dma.next = false;
        self.ch_last.next = false;
        self.ch_go.next = false;
        self.hdr_end.next = false;
        self.to_page.next = bits::<32>(4096) - bit_cast::<32, 12>(self.pa.q.val().get_bits::<12>(0));
        self.seg_rem32.next = bit_cast::<32, 14>(self.seg_rem.q.val());
        // min(piece left a, segment left b, bytes to the page end c) from three compares in
        // parallel (not chained): a when a < b and a < c, else b when b <= c, else c. The flags
        // of the read (ends the segment: b chosen; at most 8 bytes) follow the same choice.
        self.a_lt_b.next = self.piece_rem.q.val() < self.seg_rem32.val();
        self.a_lt_c.next = self.piece_rem.q.val() < self.to_page.val();
        self.b_le_c.next = self.seg_rem32.val() <= self.to_page.val();
        self.pick_a.next = self.a_lt_b.val() & self.a_lt_c.val();
        self.pick_b.next = !self.pick_a.val() & self.b_le_c.val();
        self.rd_len.next = self.to_page.val().get_bits::<13>(0);
        self.rd_le8.next = self.to_page.val() <= 8;
        if self.pick_b.val() {
            self.rd_len.next = self.seg_rem32.val().get_bits::<13>(0);
            self.rd_le8.next = self.seg_rem32.val() <= 8;
        }
        if self.pick_a.val() {
            self.rd_len.next = self.piece_rem.q.val().get_bits::<13>(0);
            self.rd_le8.next = self.piece_rem.q.val() <= 8;
        }
        self.rd_push.next = false;
        if self.state.q.val() == TxState::SegHdr {
            self.ch_go.next = true;
            if self.k_tagged.q.val() {
                // Tagged (RFC 5041 section 4.2): control, STag, TO.
                self.ch_be.next = (self.b0.val() << 56) | (self.b1.val() << 48) | (bit_cast::<64, 32>(self.k_word.q.val()) << 16)
                    | (self.seg_to.q.val() >> 48);
                if self.hc.q.val() == 1 {
                    self.ch_be.next = self.seg_to.q.val() << 16;
                    self.ch_n.next = bits::<13>(6);
                    self.hdr_end.next = true;
                }
            } else {
                // Untagged (RFC 5041 section 4.3): control, RsvdULP, QN, MSN, MO.
                self.ch_be.next = (self.b0.val() << 56) | (self.b1.val() << 48) | (bit_cast::<64, 32>(self.k_word.q.val()) << 16);
                if self.hc.q.val() == 1 {
                    self.ch_be.next = (bit_cast::<64, 2>(self.k_qn.q.val()) << 48) | (bit_cast::<64, 32>(self.k_msn.q.val()) << 16)
                        | bit_cast::<64, 16>(self.off.q.val().get_bits::<16>(16));
                }
                if self.hc.q.val() == 2 {
                    self.ch_be.next = bit_cast::<64, 16>(self.off.q.val().get_bits::<16>(0)) << 48;
                    self.ch_n.next = bits::<13>(2);
                    self.hdr_end.next = true;
                }
            }
            self.ch_last.next = self.hdr_end.val() & (self.k_body.q.val() == 0) & (self.seg_p.q.val() == 0);
        }
        if self.state.q.val() == TxState::RrBody {
            // Read Request body (RFC 5040 section 4.4): sink STag, sink TO, size, source STag,
            // source TO: the local buffer is the sink, the remote one the source.
            self.ch_go.next = true;
            self.ch_be.next = (bit_cast::<64, 32>(self.s_wr_lstag.val()) << 32) | (self.s_wr_lto.val() >> 32);
            if self.hc.q.val() == 1 {
                self.ch_be.next = (self.s_wr_lto.val() << 32) | bit_cast::<64, 32>(self.s_wr_len.val());
            }
            if self.hc.q.val() == 2 {
                self.ch_be.next = (bit_cast::<64, 32>(self.s_wr_rstag.val()) << 32) | (self.s_wr_rto.val() >> 32);
            }
            if self.hc.q.val() == 3 {
                self.ch_be.next = self.s_wr_rto.val() << 32;
                self.ch_n.next = bits::<13>(4);
                self.ch_last.next = true;
            }
        }
        if self.state.q.val() == TxState::TermCtl {
            // Terminate control and, with D, the DDP segment length (RFC 5040 section 4.8).
            self.ch_go.next = true;
            self.ch_be.next = (bit_cast::<64, 32>(self.tctl.val()) << 32) | (bit_cast::<64, 16>(self.tseg.val()) << 16);
            self.ch_n.next = bits::<13>(4);
            if self.tctl.val().get_bit(14) {
                self.ch_n.next = bits::<13>(6);
            }
            self.ch_last.next = self.t_copy.q.val() == 0;
        }
        if self.state.q.val() == TxState::TermCopy {
            self.ch_go.next = true;
            self.ch_be.next = self.tw.val();
            if self.t_copy.q.val() <= 8 {
                self.ch_n.next = bit_cast::<13, 6>(self.t_copy.q.val());
                self.ch_last.next = true;
            }
        }
        if self.state.q.val() == TxState::SegIssue {
            self.ch_go.next = !self.prd_full.val();
            self.ch_n.next = self.rd_q.q.val();
            self.ch_dma.next = true;
            self.ch_last.next = self.rd_end.q.val();
            self.rd_push.next = !self.chunk_full.val() & !self.prd_full.val();
        }
        self.ch_le.next = (bit_cast::<64, 8>(self.ch_be.val().get_bits::<8>(0)) << 56)
            | (bit_cast::<64, 8>(self.ch_be.val().get_bits::<8>(8)) << 48)
            | (bit_cast::<64, 8>(self.ch_be.val().get_bits::<8>(16)) << 40)
            | (bit_cast::<64, 8>(self.ch_be.val().get_bits::<8>(24)) << 32)
            | (bit_cast::<64, 8>(self.ch_be.val().get_bits::<8>(32)) << 24)
            | (bit_cast::<64, 8>(self.ch_be.val().get_bits::<8>(40)) << 16)
            | (bit_cast::<64, 8>(self.ch_be.val().get_bits::<8>(48)) << 8)
            | bit_cast::<64, 8>(self.ch_be.val().get_bits::<8>(56));
        self.chunk_push.next = self.ch_go.val() & !self.chunk_full.val();
        self.chunk_din.next = bits::<{ chunk::BITS }>(0);
        self.chunk_din.next.set_value_data(self.ch_le.val());
        self.chunk_din.next.set_value_len(self.ch_n.val());
        self.chunk_din.next.set_value_dma(self.ch_dma.val());
        self.chunk_din.next.set_value_last(self.ch_last.val());
        self.chunk_din.next.set_value_qp(self.qp.q.val());
        self.chunk_din.next.set_value_ulen(self.ulen.q.val());
        self.chunk_din.next.set_value_short(self.ch_dma.val() & self.rd_short.q.val());
        self.prd_push.next = self.rd_push.val();
        self.prd_din.next = bits::<{ prd::BITS }>(0);
        self.prd_din.next.set_value_addr(self.pa.q.val());
        self.prd_din.next.set_value_len(self.rd_q.q.val());
        // Translation request (held in Xlate).
        self.m_treq_valid.next = self.state.q.val() == TxState::Xlate;
        self.m_treq_stag.next = self.s_wr_lstag.val();
        self.m_treq_to.next = self.s_wr_lto.val();
        self.m_treq_len.next = self.s_wr_len.val();
        self.m_treq_access.next = bits::<2>(0);
        if self.ev.q.val() == 2 {
            self.m_treq_stag.next = self.s_rreq_src_stag.val();
            self.m_treq_to.next = self.s_rreq_src_to.val();
            self.m_treq_len.next = self.s_rreq_size.val();
            self.m_treq_access.next = bits::<2>(2);
        }
        self.m_treq_pd.next = self.c_pd.q.val();
        self.tpc_pop.next = false;
        // Completions and IRD releases.
        self.m_cqe_valid.next = self.state.q.val() == TxState::Cqe;
        self.m_cqe_qp.next = self.qp.q.val();
        self.m_cqe_id.next = self.cq_id.q.val();
        self.m_cqe_op.next = self.cq_op.q.val();
        self.m_cqe_status.next = self.cq_status.q.val();
        self.m_rdone_valid.next = self.state.q.val() == TxState::Rdone;
        self.m_rdone_qp.next = self.qp.q.val();
        // Events are taken when done: in Store (with the context write) or, without a store,
        // in Done.
        self.taking.next = (self.state.q.val() == TxState::Store) | (self.state.q.val() == TxState::Done);
        self.s_qpcfg_ready.next = self.taking.val() & (self.ev.q.val() == 0);
        self.s_term_ready.next = self.taking.val() & (self.ev.q.val() == 1);
        self.s_rreq_ready.next = self.taking.val() & (self.ev.q.val() == 2);
        self.s_ack_ready.next = self.taking.val() & (self.ev.q.val() == 3);
        self.s_rplaced_ready.next = self.taking.val() & (self.ev.q.val() == 4);
        self.s_wr_ready.next = self.taking.val() & (self.ev.q.val() == 5);
        // Context RAMs: read at the registered QP; written in Store (and by the init sweep).
        // In Idle the RAMs are read at the QP of the event about to be picked (the priority of
        // Idle's choice), so its context is registered in Load the cycle after.
        self.pick_qp.next = self.s_wr_qp.val();
        if self.s_rplaced_valid.val() {
            self.pick_qp.next = self.s_rplaced_qp.val();
        }
        if self.s_ack_valid.val() {
            self.pick_qp.next = self.s_ack_qp.val();
        }
        if self.s_rreq_valid.val() {
            self.pick_qp.next = self.s_rreq_qp.val();
        }
        if self.s_term_valid.val() {
            self.pick_qp.next = self.s_term_qp.val();
        }
        self.rd_qp.next = self.qp.q.val();
        if self.state.q.val() == TxState::Idle {
            self.rd_qp.next = self.pick_qp.val();
        }
        self.ctx_msn.read_address.next = self.rd_qp.val();
        self.ctx_seq.read_address.next = self.rd_qp.val();
        self.ctx_cfg.read_address.next = self.rd_qp.val();
        self.ctx_rin.read_address.next = self.rd_qp.val();
        self.msn_w.next = bits::<{ tx_msn::BITS }>(0);
        self.msn_w.next.set_value_msn_send(self.c_msn_send.q.val());
        self.msn_w.next.set_value_msn_rr(self.c_msn_rr.q.val());
        self.seq_w.next = bits::<{ tx_seq::BITS }>(0);
        self.seq_w.next.set_value_sent(self.c_sent.q.val());
        self.seq_w.next.set_value_acked(self.c_acked.q.val());
        self.cfg_w.next = bits::<{ txctx::BITS }>(0);
        self.cfg_w.next.set_value_pd(self.c_pd.q.val());
        self.cfg_w.next.set_value_mulpdu(self.c_mulpdu.q.val());
        self.cfg_w.next.set_value_ord(self.c_ord.q.val());
        self.cfg_w.next.set_value_ord_used(self.c_ord_used.q.val());
        self.cfg_w.next.set_value_head(self.c_head.q.val());
        self.cfg_w.next.set_value_tail(self.c_tail.q.val());
        self.cfg_w.next.set_value_live(self.c_live.q.val());
        self.cfg_w.next.set_value_placed(self.c_placed.q.val());
        self.ctx_msn.write_address.next = self.qp.q.val();
        self.ctx_seq.write_address.next = self.qp.q.val();
        self.ctx_cfg.write_address.next = self.qp.q.val();
        self.ctx_rin.write_address.next = self.qp.q.val();
        self.ctx_msn.write_data.next = self.msn_w.val();
        self.ctx_seq.write_data.next = self.seq_w.val();
        self.ctx_cfg.write_data.next = self.cfg_w.val();
        self.ctx_rin.write_data.next = self.c_rin.q.val();
        self.ctx_msn.write_enable.next = self.state.q.val() == TxState::Store;
        self.ctx_seq.write_enable.next = self.state.q.val() == TxState::Store;
        self.ctx_cfg.write_enable.next = self.state.q.val() == TxState::Store;
        self.ctx_rin.write_enable.next = self.state.q.val() == TxState::Store;
        if self.state.q.val() == TxState::Init {
            self.ctx_msn.write_address.next = self.init.q.val().get_bits::<4>(0);
            self.ctx_seq.write_address.next = self.init.q.val().get_bits::<4>(0);
            self.ctx_cfg.write_address.next = self.init.q.val().get_bits::<4>(0);
            self.ctx_rin.write_address.next = self.init.q.val().get_bits::<4>(0);
            self.ctx_msn.write_data.next = bits::<64>(0);
            self.ctx_seq.write_data.next = bits::<64>(0);
            self.ctx_cfg.write_data.next = bits::<54>(0);
            self.ctx_rin.write_data.next = bits::<32>(0);
            self.ctx_msn.write_enable.next = true;
            self.ctx_seq.write_enable.next = true;
            self.ctx_cfg.write_enable.next = true;
            self.ctx_rin.write_enable.next = true;
        }
        // Send queue: read at the head, written at the tail.
        self.sq.read_address.next = (bit_cast::<8, 4>(self.qp.q.val()) << 4) | bit_cast::<8, 4>(self.c_head.q.val().get_bits::<4>(0));
        self.sq.write_address.next = (bit_cast::<8, 4>(self.qp.q.val()) << 4) | bit_cast::<8, 4>(self.c_tail.q.val().get_bits::<4>(0));
        self.sq_w.next = bits::<{ sq::BITS }>(0);
        self.sq_w.next.set_value_id(self.s_wr_id.val());
        self.sq_w.next.set_value_op(self.s_wr_op.val());
        self.sq_w.next.set_value_failed(self.failed.q.val());
        self.sq_w.next.set_value_end(self.c_sent.q.val());
        self.sq.write_data.next = self.sq_w.val();
        self.sq.write_enable.next = self.state.q.val() == TxState::SqPush;
        self.e_op.next = self.sq.read_data.val().get_value_op();
        self.ack_diff.next = self.c_acked.q.val() - self.sq.read_data.val().get_value_end();
        self.term_start.next = false;
        match self.state.q.val() {
            TxState::Init => {
                self.init.d.next = self.init.q.val() + 1;
                if self.init.q.val() == 15 {
                    self.state.d.next = TxState::Idle;
                }
            }
            TxState::Idle => {
                self.own_term.d.next = false;
                self.failed.d.next = false;
                self.sq_loop.d.next = false;
                self.hc.d.next = bits::<3>(0);
                if self.s_qpcfg_valid.val() {
                    // Live, PD, MULPDU, ORD; MSNs 1, counts 0, send queue empty.
                    self.ev.d.next = bits::<3>(0);
                    self.qp.d.next = self.s_qpcfg_qp.val();
                    self.c_msn_send.d.next = bits::<32>(1);
                    self.c_msn_rr.d.next = bits::<32>(1);
                    self.c_sent.d.next = bits::<32>(0);
                    self.c_acked.d.next = bits::<32>(0);
                    self.c_pd.d.next = self.s_qpcfg_pd.val();
                    self.c_mulpdu.d.next = self.s_qpcfg_mulpdu.val();
                    self.c_ord.d.next = self.s_qpcfg_ord.val();
                    self.c_ord_used.d.next = bits::<4>(0);
                    self.c_head.d.next = bits::<5>(0);
                    self.c_tail.d.next = bits::<5>(0);
                    self.c_live.d.next = true;
                    self.c_placed.d.next = bits::<5>(0);
                    self.c_rin.d.next = bits::<32>(0);
                    self.state.d.next = TxState::Store;
                } else if self.s_term_valid.val() {
                    self.ev.d.next = bits::<3>(1);
                    self.qp.d.next = self.s_term_qp.val();
                    self.state.d.next = TxState::Load;
                } else if self.s_rreq_valid.val() {
                    self.ev.d.next = bits::<3>(2);
                    self.qp.d.next = self.s_rreq_qp.val();
                    self.state.d.next = TxState::Load;
                } else if self.s_ack_valid.val() {
                    self.ev.d.next = bits::<3>(3);
                    self.qp.d.next = self.s_ack_qp.val();
                    self.state.d.next = TxState::Load;
                } else if self.s_rplaced_valid.val() {
                    self.ev.d.next = bits::<3>(4);
                    self.qp.d.next = self.s_rplaced_qp.val();
                    self.state.d.next = TxState::Load;
                } else if self.s_wr_valid.val() {
                    self.ev.d.next = bits::<3>(5);
                    self.qp.d.next = self.s_wr_qp.val();
                    self.state.d.next = TxState::Load;
                }
            }
            TxState::Load => {
                self.c_msn_send.d.next = self.ctx_msn.read_data.val().get_value_msn_send();
                self.c_msn_rr.d.next = self.ctx_msn.read_data.val().get_value_msn_rr();
                self.c_sent.d.next = self.ctx_seq.read_data.val().get_value_sent();
                self.c_acked.d.next = self.ctx_seq.read_data.val().get_value_acked();
                self.c_pd.d.next = self.ctx_cfg.read_data.val().get_value_pd();
                self.c_mulpdu.d.next = self.ctx_cfg.read_data.val().get_value_mulpdu();
                self.c_ord.d.next = self.ctx_cfg.read_data.val().get_value_ord();
                self.c_ord_used.d.next = self.ctx_cfg.read_data.val().get_value_ord_used();
                self.c_head.d.next = self.ctx_cfg.read_data.val().get_value_head();
                self.c_tail.d.next = self.ctx_cfg.read_data.val().get_value_tail();
                self.c_live.d.next = self.ctx_cfg.read_data.val().get_value_live();
                self.c_placed.d.next = self.ctx_cfg.read_data.val().get_value_placed();
                self.c_rin.d.next = self.ctx_rin.read_data.val();
                self.sq_full_q.d.next = self.sq_used.val() == 16;
                self.ord_full_q.d.next = self.ord_full.val();
                self.state.d.next = TxState::Exec;
            }
            TxState::Exec => {
                self.off.d.next = bits::<32>(0);
                self.k_send.d.next = false;
                if self.ev.q.val() == 1 {
                    // A Terminate from the receive side: QN 2, MSN 1, MO 0, L.
                    self.state.d.next = TxState::Done;
                    if self.c_live.q.val() {
                        self.term_start.next = true;
                        self.ulen.d.next = self.t_ulen.val();
                        self.t_copy.d.next = self.t_copy_len.val();
                    } else {
                        self.n_dropped.d.next = self.n_dropped.q.val() + 1;
                    }
                }
                if self.ev.q.val() == 2 {
                    // An inbound Read Request: its source with remote-read rights.
                    self.state.d.next = TxState::Done;
                    if self.c_live.q.val() {
                        self.c_rin.d.next = self.c_rin.q.val() + 1;
                        self.k_tagged.d.next = true;
                        self.k_opc.d.next = bits::<4>(2);
                        self.k_word.d.next = self.s_rreq_sink_stag.val();
                        self.k_base.d.next = self.s_rreq_sink_to.val();
                        self.k_body.d.next = bits::<2>(0);
                        self.msg_rem.d.next = self.s_rreq_size.val();
                        self.state.d.next = TxState::Xlate;
                    } else {
                        self.n_dropped.d.next = self.n_dropped.q.val() + 1;
                    }
                }
                if self.ev.q.val() == 3 {
                    self.state.d.next = TxState::Done;
                    if self.c_live.q.val() {
                        self.c_acked.d.next = self.s_ack_bytes.val();
                        self.sq_loop.d.next = true;
                        self.state.d.next = TxState::SqRead;
                    }
                }
                if self.ev.q.val() == 4 {
                    self.state.d.next = TxState::Done;
                    if self.c_live.q.val() {
                        self.c_placed.d.next = self.c_placed.q.val() + 1;
                        self.sq_loop.d.next = true;
                        self.state.d.next = TxState::SqRead;
                    }
                }
                if self.ev.q.val() == 5 {
                    self.cq_id.d.next = self.s_wr_id.val();
                    self.cq_op.d.next = self.s_wr_op.val();
                    self.k_opc.d.next = self.wr_opc.val();
                    self.k_send.d.next = self.wr_send.val();
                    if !self.c_live.q.val() {
                        // Flushed at once.
                        self.cq_status.d.next = bits::<2>(1);
                        self.state.d.next = TxState::Cqe;
                    } else if self.sq_full_q.q.val() | ((self.s_wr_op.val() == 5) & self.ord_full_q.q.val()) {
                        // Not taken now: the other events go on.
                        self.state.d.next = TxState::Idle;
                    } else if self.s_wr_op.val() == 5 {
                        // Read Request: QN 1, its MSN, MO 0, L, then the body.
                        self.k_tagged.d.next = false;
                        self.k_qn.d.next = bits::<2>(1);
                        self.k_msn.d.next = self.c_msn_rr.q.val();
                        self.k_word.d.next = bits::<32>(0);
                        self.k_body.d.next = bits::<2>(1);
                        self.seg_last.d.next = true;
                        self.seg_p.d.next = bits::<14>(0);
                        self.ulen.d.next = bits::<16>(46);
                        self.state.d.next = TxState::SegHdr;
                    } else {
                        // Write (tagged, the remote STag and TO) or Send (QN 0, its MSN, the
                        // Invalidate STag for the invalidating kinds).
                        self.k_tagged.d.next = self.s_wr_op.val() == 0;
                        self.k_qn.d.next = bits::<2>(0);
                        self.k_msn.d.next = self.c_msn_send.q.val();
                        self.k_word.d.next = bits::<32>(0);
                        if (self.s_wr_op.val() == 0) | self.wr_inv.val() {
                            self.k_word.d.next = self.s_wr_rstag.val();
                        }
                        self.k_base.d.next = self.s_wr_rto.val();
                        self.k_body.d.next = bits::<2>(0);
                        self.msg_rem.d.next = self.s_wr_len.val();
                        self.state.d.next = TxState::Xlate;
                    }
                }
            }
            TxState::Xlate => {
                if self.m_treq_ready.val() {
                    self.state.d.next = TxState::Verdict;
                }
            }
            TxState::Verdict => {
                if self.tpc_valid.val() {
                    self.tpc_pop.next = true;
                    self.pa.d.next = self.tpc_pa.val();
                    self.piece_rem.d.next = self.tpc_len.val();
                    self.state.d.next = TxState::SegStart;
                    if self.tpc_err.val() != 0 {
                        if self.ev.q.val() == 5 {
                            // Local protection: nothing sent, the QP goes to error.
                            self.failed.d.next = true;
                            self.state.d.next = TxState::SqPush;
                        } else {
                            // Remote protection (RDMAP layer, etype 1): invalid STag 0, bounds 1,
                            // access rights 2, not associated 3, TO wrap 4.
                            self.own_term.d.next = true;
                            self.own_ecode.d.next = bits::<8>(0);
                            if self.tpc_err.val() == 2 {
                                self.own_ecode.d.next = bits::<8>(3);
                            }
                            if self.tpc_err.val() == 3 {
                                self.own_ecode.d.next = bits::<8>(2);
                            }
                            if self.tpc_err.val() == 4 {
                                self.own_ecode.d.next = bits::<8>(4);
                            }
                            if self.tpc_err.val() == 5 {
                                self.own_ecode.d.next = bits::<8>(1);
                            }
                            self.term_start.next = true;
                            // M D R, 18-byte header and 28-byte body: 24 + 46.
                            self.ulen.d.next = bits::<16>(70);
                            self.t_copy.d.next = bits::<6>(46);
                        }
                    }
                }
            }
            TxState::SegStart => {
                self.seg_last.d.next = self.fits.val();
                self.seg_p.d.next = self.pmax.val();
                self.seg_rem.d.next = self.pmax.val();
                if self.fits.val() {
                    self.seg_p.d.next = self.msg_rem.q.val().get_bits::<14>(0);
                    self.seg_rem.d.next = self.msg_rem.q.val().get_bits::<14>(0);
                }
                self.ulen.d.next = bit_cast::<16, 14>(self.hsz.val() + self.pmax.val());
                if self.fits.val() {
                    self.ulen.d.next = bit_cast::<16, 14>(self.hsz.val() + self.msg_rem.q.val().get_bits::<14>(0));
                }
                self.seg_to.d.next = self.k_base.q.val() + bit_cast::<64, 32>(self.off.q.val());
                self.hc.d.next = bits::<3>(0);
                self.state.d.next = TxState::SegHdr;
            }
            TxState::SegHdr => {
                if !self.chunk_full.val() {
                    self.hc.d.next = self.hc.q.val() + 1;
                    if self.hdr_end.val() {
                        self.hc.d.next = bits::<3>(0);
                        if self.k_body.q.val() == 1 {
                            self.state.d.next = TxState::RrBody;
                        } else if self.k_body.q.val() == 2 {
                            self.state.d.next = TxState::TermCtl;
                        } else if self.seg_p.q.val() == 0 {
                            self.state.d.next = TxState::SegEnd;
                        } else {
                            self.state.d.next = TxState::SegData;
                        }
                    }
                }
            }
            TxState::SegData => {
                if self.piece_rem.q.val() == 0 {
                    // The next piece of the translation.
                    if self.tpc_valid.val() {
                        self.tpc_pop.next = true;
                        self.pa.d.next = self.tpc_pa.val();
                        self.piece_rem.d.next = self.tpc_len.val();
                    }
                } else {
                    // min(piece left, segment left, bytes to the 4 KiB page end), registered.
                    self.rd_q.d.next = self.rd_len.val();
                    self.rd_end.d.next = self.pick_b.val();
                    self.rd_short.d.next = self.rd_le8.val();
                    self.state.d.next = TxState::SegIssue;
                }
            }
            TxState::SegIssue => {
                if self.rd_push.val() {
                    self.pa.d.next = self.pa.q.val() + bit_cast::<64, 13>(self.rd_q.q.val());
                    self.piece_rem.d.next = self.piece_rem.q.val() - bit_cast::<32, 13>(self.rd_q.q.val());
                    self.seg_rem.d.next = self.seg_rem.q.val() - bit_cast::<14, 13>(self.rd_q.q.val());
                    self.state.d.next = TxState::SegData;
                    if self.rd_end.q.val() {
                        self.state.d.next = TxState::SegEnd;
                    }
                }
            }
            TxState::RrBody => {
                if !self.chunk_full.val() {
                    self.hc.d.next = self.hc.q.val() + 1;
                    if self.hc.q.val() == 3 {
                        self.c_msn_rr.d.next = self.c_msn_rr.q.val() + 1;
                        self.c_ord_used.d.next = self.c_ord_used.q.val() + 1;
                        self.state.d.next = TxState::SegEnd;
                    }
                }
            }
            TxState::TermCtl => {
                if !self.chunk_full.val() {
                    self.hc.d.next = bits::<3>(0);
                    self.state.d.next = TxState::TermCopy;
                    if self.t_copy.q.val() == 0 {
                        self.state.d.next = TxState::SegEnd;
                    }
                }
            }
            TxState::TermCopy => {
                if !self.chunk_full.val() {
                    self.hc.d.next = self.hc.q.val() + 1;
                    self.t_copy.d.next = self.t_copy.q.val() - 8;
                    if self.t_copy.q.val() <= 8 {
                        self.state.d.next = TxState::SegEnd;
                    }
                }
            }
            TxState::SegEnd => {
                self.c_sent.d.next = self.c_sent.q.val() + bit_cast::<32, 16>(self.ulen.q.val());
                self.n_ulpdus.d.next = self.n_ulpdus.q.val() + 1;
                self.off.d.next = self.off.q.val() + bit_cast::<32, 14>(self.seg_p.q.val());
                self.msg_rem.d.next = self.msg_left.val();
                if self.k_body.q.val() == 2 {
                    // Terminate sent: the QP is in error, its send queue flushes.
                    self.n_terms.d.next = self.n_terms.q.val() + 1;
                    self.c_live.d.next = false;
                    self.sq_loop.d.next = true;
                    self.state.d.next = TxState::SqRead;
                } else if self.k_body.q.val() == 1 {
                    self.state.d.next = TxState::SqPush;
                } else if self.seg_last.q.val() {
                    if self.ev.q.val() == 2 {
                        self.state.d.next = TxState::Rdone;
                    } else {
                        if self.k_send.q.val() {
                            self.c_msn_send.d.next = self.c_msn_send.q.val() + 1;
                        }
                        self.state.d.next = TxState::SqPush;
                    }
                } else {
                    self.state.d.next = TxState::SegStart;
                }
            }
            TxState::SqPush => {
                self.c_tail.d.next = self.c_tail.q.val() + 1;
                self.state.d.next = TxState::Store;
                if self.failed.q.val() {
                    self.n_local.d.next = self.n_local.q.val() + 1;
                    self.c_live.d.next = false;
                    self.sq_loop.d.next = true;
                    self.state.d.next = TxState::SqRead;
                }
            }
            TxState::Rdone => {
                if self.m_rdone_ready.val() {
                    self.state.d.next = TxState::Store;
                }
            }
            TxState::SqRead => {
                self.state.d.next = TxState::SqCheck;
                if self.c_head.q.val() == self.c_tail.q.val() {
                    self.state.d.next = TxState::Store;
                }
            }
            TxState::SqCheck => {
                self.cq_id.d.next = self.sq.read_data.val().get_value_id();
                self.cq_op.d.next = self.e_op.val();
                self.cq_status.d.next = bits::<2>(0);
                self.state.d.next = TxState::Store;
                if !self.c_live.q.val() {
                    self.cq_status.d.next = bits::<2>(1);
                    if self.sq.read_data.val().get_value_failed() {
                        self.cq_status.d.next = bits::<2>(2);
                    }
                    self.state.d.next = TxState::Cqe;
                } else if self.e_op.val() == 5 {
                    if self.c_placed.q.val() != 0 {
                        self.c_placed.d.next = self.c_placed.q.val() - 1;
                        self.c_ord_used.d.next = self.c_ord_used.q.val() - 1;
                        self.state.d.next = TxState::Cqe;
                    }
                } else if self.ack_diff.val() < (bits::<32>(1) << 31) {
                    self.state.d.next = TxState::Cqe;
                }
            }
            TxState::Cqe => {
                if self.m_cqe_ready.val() {
                    self.state.d.next = TxState::Store;
                    if self.sq_loop.q.val() {
                        self.c_head.d.next = self.c_head.q.val() + 1;
                        self.state.d.next = TxState::SqRead;
                    }
                }
            }
            TxState::Store => {
                self.state.d.next = TxState::Idle;
            }
            TxState::Done => {
                self.state.d.next = TxState::Idle;
            }
            _ => {
                self.state.d.next = TxState::Idle;
            }
        }
        // A Terminate starts (handed over, or this engine's own): QN 2, MSN 1, MO 0, L, no
        // payload, then the header chunks.
        if self.term_start.val() {
            self.k_tagged.d.next = false;
            self.k_opc.d.next = bits::<4>(7);
            self.k_qn.d.next = bits::<2>(2);
            self.k_msn.d.next = bits::<32>(1);
            self.k_word.d.next = bits::<32>(0);
            self.k_body.d.next = bits::<2>(2);
            self.seg_last.d.next = true;
            self.seg_p.d.next = bits::<14>(0);
            self.state.d.next = TxState::SegHdr;
        }
        self.cnt_ulpdus.next = self.n_ulpdus.q.val();
        self.cnt_terminates.next = self.n_terms.q.val();
        self.cnt_local_errors.next = self.n_local.q.val();
        self.cnt_dropped.next = self.n_dropped.q.val();
        self.busy.next = self.state.q.val() != TxState::Idle;
        if self.reset.val() {
            self.state.d.next = TxState::Init;
            self.init.d.next = bits::<5>(0);
            self.n_ulpdus.d.next = bits::<32>(0);
            self.n_terms.d.next = bits::<16>(0);
            self.n_local.d.next = bits::<16>(0);
            self.n_dropped.d.next = bits::<16>(0);
        }
    }
}
