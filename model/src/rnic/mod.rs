//! The RNIC top's host interface (issue 16, in progress): the typed layouts of every entry the
//! host driver and the `rnic` exchange through host memory, as the hardware reads them by
//! DMA (64-bit little-endian words, lane 0 the entry's byte 0, so a layout's bit 8k is the
//! entry's byte k). The reference codecs and the byte tables are golden's
//! (`iwarp_golden::host_if`); `testbench/tests/rnic_host_if.rs` checks these layouts against
//! them field by field. Reserved fields are named (`*_rsvd<byte>`) so a decoder can refuse
//! an entry whose reserved bits are set.


pub mod ack;
pub mod ackq;
pub mod cmd;
pub mod consume;
pub mod cq;
pub mod cqf;
pub mod db;
pub mod dma;
pub mod qp_pick;
pub mod qpcfg;
pub mod qperr;
pub mod ring;
pub mod rxctx;
pub mod rxpack;
pub mod strm;
pub mod toecmd;
pub mod toeev;
pub mod top;
pub mod txctx;
pub mod wq;
pub mod wrq;

crate::named_consts! {
    /// The 16 QPs' one-hot selects: QP 0's bit, shifted by a QP number.
    pub qp_onehot: 16 {
        QP0 = 1,
    }
}

crate::named_consts! {
    /// A send queue entry's operation (golden `SqOp`).
    pub sq_op: 8 {
        WRITE = 0,
        READ = 1,
        SEND = 2,
        SEND_INV = 3,
    }
}

crate::named_consts! {
    /// A send queue entry's flags (golden `sq_flag`).
    pub sq_flag: 8 {
        SIGNALED = 1,
        SOLICITED = 2,
        FENCE = 4,
    }
}

crate::named_consts! {
    /// What a completion completes (golden `CqeOp`).
    pub cqe_op: 8 {
        WRITE = 0,
        READ = 1,
        SEND = 2,
        SEND_INV = 3,
        RECV = 4,
    }
}

crate::named_consts! {
    /// A completion's status (golden `CqeStatus`).
    pub cqe_status: 8 {
        SUCCESS = 0,
        LOCAL_PROTECTION = 1,
        LOCAL_LENGTH = 2,
        REMOTE_ACCESS = 3,
        REMOTE_OPERATION = 4,
        FLUSHED = 5,
        BAD_WQE = 6,
    }
}

crate::named_consts! {
    /// A completion's flags (golden `cqe_flag`).
    pub cqe_flag: 8 {
        SOLICITED = 1,
        INVALIDATED = 2,
    }
}

crate::named_consts! {
    /// A command's operation (golden `CmdOp`).
    pub cmd_op: 8 {
        MR_REGISTER = 1,
        MR_FAST_REGISTER = 2,
        MR_INVALIDATE = 3,
        MR_DEREGISTER = 4,
        QP_CREATE = 5,
        QP_MODIFY = 6,
        QP_DESTROY = 7,
    }
}

crate::named_consts! {
    /// A QP's state (golden `QpState`: the verbs model's with iWARP's closing and terminate).
    pub qp_state: 8 {
        RESET = 0,
        INIT = 1,
        RTR = 2,
        RTS = 3,
        CLOSING = 4,
        TERMINATE = 5,
        ERROR = 6,
    }
}

crate::named_consts! {
    /// A command's result (golden `CmdStatus`).
    pub cmd_status: 8 {
        OK = 0,
        BAD_COMMAND = 1,
        BAD_STATE = 2,
        FULL = 3,
    }
}

crate::layout! {
    /// A send queue entry (64 bytes, golden `SqWqe`).
    pub SqWqeWord(sq_wqe): 512 {
        sq_wr_id: 64,
        /// [`sq_op`].
        sq_op_code: 8,
        /// [`sq_flag`].
        sq_flags: 8,
        sq_rsvd10: 16,
        sq_len: 32,
        sq_lstag: 32,
        sq_rsvd20: 32,
        sq_lto: 64,
        sq_rstag: 32,
        sq_rsvd36: 32,
        sq_rto: 64,
        sq_rsvd48: 128,
    }
}

crate::layout! {
    /// A receive queue entry (32 bytes, golden `RqWqe`).
    pub RqWqeWord(rq_wqe): 256 {
        rq_wr_id: 64,
        rq_stag: 32,
        rq_len: 32,
        rq_to: 64,
        rq_rsvd24: 64,
    }
}

crate::layout! {
    /// A completion queue entry (32 bytes, golden `Cqe`): the owner bit in its last byte.
    pub CqeWord(cqe_w): 256 {
        cqe_wr_id: 64,
        cqe_len: 32,
        cqe_inv_stag: 32,
        cqe_qp: 16,
        /// [`cqe_op`].
        cqe_op_code: 8,
        /// [`cqe_status`].
        cqe_status_code: 8,
        /// [`cqe_flag`].
        cqe_flags: 8,
        cqe_rsvd21: 80,
        cqe_owner: flag,
        cqe_rsvd31: 7,
    }
}

crate::layout! {
    /// A command's first 16 bytes (golden `Cmd`): its id and operation; the operation's
    /// fields follow in the 48 bytes of one of the bodies below.
    pub CmdHeadWord(cmd_head): 128 {
        cmd_id: 64,
        /// [`cmd_op`].
        cmd_op_code: 8,
        cmd_rsvd9: 56,
    }
}

crate::layout! {
    /// MR register / fast-register's body (the command's bytes 16-63).
    pub CmdMrBody(cmd_mr): 384 {
        mr_stag: 32,
        mr_pd: 16,
        /// The rights bits (`tlb`'s `access`).
        mr_rights: 8,
        /// Bit 0: 2 MiB pages (else 4 KiB).
        mr_pages: 8,
        /// The page byte's bit 0 (a view).
        mr_page_2m: flag @ 56,
        mr_base_va: 64,
        mr_length: 64,
        /// Host address of the page list (8-byte entries).
        mr_pbl: 64,
        mr_rsvd48: 128,
    }
}

crate::layout! {
    /// MR invalidate / deregister's body.
    pub CmdStagBody(cmd_stag): 384 {
        cs_stag: 32,
        cs_rsvd20: 96,
        cs_rsvd32: 128,
        cs_rsvd48: 128,
    }
}

crate::layout! {
    /// QP create's body: the queues' rings in host memory (log2 entries) and the QP's
    /// completion queue.
    pub CmdQpCreateBody(cmd_qp_create): 384 {
        qc_qp: 16,
        qc_rsvd18: 16,
        qc_pd: 16,
        qc_sq_log: 8,
        qc_rq_log: 8,
        qc_sq_base: 64,
        qc_rq_base: 64,
        qc_cq: 16,
        qc_rsvd42: 48,
        qc_rsvd48: 128,
    }
}

crate::layout! {
    /// QP modify's body: the new state ([`qp_state`]), IRD / ORD (0: unchanged), the TOE
    /// connection, MULPDU and the MPA start-up's results for RDMA mode (golden `MpaLink`).
    pub CmdQpModifyBody(cmd_qp_modify): 384 {
        qm_qp: 16,
        qm_rsvd18: 32,
        qm_state: 8,
        qm_ird: 4,
        qm_ord: 4,
        qm_conn: 16,
        qm_mulpdu: 16,
        /// S0 of the FPDUs sent and received (RFC 5044 section 4.3).
        qm_s0_tx: 32,
        qm_s0_rx: 32,
        /// The TOE's data bytes sent before S0, and its ACKED count as the driver saw it.
        qm_sent_s0: 32,
        qm_acked: 32,
        /// The MPA flags (golden `mpa_flag`): markers each way, CRC (RFC 5044 section 7.1).
        qm_markers_tx: flag,
        qm_markers_rx: flag,
        qm_crc: flag,
        qm_rsvd44: 5,
        /// The send ring's bitmap byte holding S0's bit.
        qm_kept: 8,
        qm_rsvd46: 16,
        qm_rsvd48: 128,
    }
}

crate::layout! {
    /// QP destroy's body.
    pub CmdQpBody(cmd_qp): 384 {
        qd_qp: 16,
        qd_rsvd18: 112,
        qd_rsvd32: 128,
        qd_rsvd48: 128,
    }
}

crate::layout! {
    /// A command's completion (32 bytes, golden `CmdCqe`).
    pub CmdCqeWord(cmd_cqe): 256 {
        ccq_cmd_id: 64,
        /// [`cmd_status`].
        ccq_status: 8,
        ccq_rsvd9: 48,
        ccq_rsvd15: 128,
        ccq_owner: flag,
        ccq_rsvd31: 7,
    }
}
