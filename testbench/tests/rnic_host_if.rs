//! The RNIC's host interface (issue 16): the model's typed layouts of every host-memory entry
//! (`iwarp_model::rnic`) against golden's codecs (`iwarp_golden::host_if`), both ways: any valid
//! entry's bytes (random, with the reserved bytes cleared and the codes made known) read
//! through the layout's fields give what golden decodes (reserved fields zero), and an entry
//! built through the layout's fields from golden's values is the same bytes;
//! the named operation, status, state and flag codes equal golden's.

use iwarp_golden::host_if::*;
use iwarp_model::layout::{soft_word, Field, SoftWord};
use iwarp_model::rnic::*;
use proptest::prelude::*;

/// An entry's bytes as the hardware sees them: 64-bit little-endian DMA words.
fn word_of(bytes: &[u8]) -> SoftWord {
    let words: Vec<u64> = bytes.chunks(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
    iwarp_model::layout::soft_from_words(&words, bytes.len() * 8)
}

/// A software word's bytes (the inverse of [`word_of`]).
fn bytes_of(w: &SoftWord) -> Vec<u8> {
    w.as_raw_slice().iter().flat_map(|x| x.to_le_bytes()).take(w.len() / 8).collect()
}

/// Fields and the values golden gives them; reserved fields expected zero.
fn check(w: &SoftWord, fields: &[(Field, u128, &str)]) -> Result<(), TestCaseError> {
    for &(f, want, name) in fields {
        prop_assert_eq!(f.read(w), want, "field {}", name);
    }
    Ok(())
}

/// A word built from `fields` only (every other bit zero) must be `want`'s bytes.
fn build(bits: usize, fields: &[(Field, u128, &str)], want: &[u8]) -> Result<(), TestCaseError> {
    let mut w = soft_word(bits);
    for &(f, v, _) in fields {
        f.write(&mut w, v);
    }
    prop_assert_eq!(bytes_of(&w), want.to_vec());
    Ok(())
}

/// The body of a command starts at byte 16: bit 128 of the entry.
const BODY: usize = 128;

fn body(f: Field) -> Field {
    Field { offset: f.offset + BODY, width: f.width }
}

/// Random bytes made into a valid entry: the reserved byte ranges cleared, each code byte
/// reduced to a known value, each flag byte to its known bits. Golden's decoder then reads
/// them (every bit of every field drawn at random, not from golden's own encoder).
fn valid(mut bytes: Vec<u8>, reserved: &[(usize, usize)], codes: &[(usize, u8)], masks: &[(usize, u8)]) -> Vec<u8> {
    for &(at, n) in reserved {
        bytes[at..at + n].fill(0);
    }
    for &(at, count) in codes {
        bytes[at] %= count;
    }
    for &(at, m) in masks {
        bytes[at] &= m;
    }
    bytes
}

/// A command's bytes for operation `op` (1..=7) from random ones.
fn cmd_bytes(raw: Vec<u8>, op: u8) -> Vec<u8> {
    let mut b = valid(raw, &[(9, 7), (48, 16)], &[], &[]);
    b[8] = op;
    match op {
        1 | 2 => valid(b, &[], &[], &[(22, 0xF), (23, 1)]),
        3 | 4 => valid(b, &[(20, 28)], &[], &[]),
        5 => valid(b, &[(18, 2), (42, 6)], &[], &[]),
        6 => valid(b, &[(18, 4), (46, 2)], &[(22, QpState::ALL.len() as u8)], &[(44, mpa_flag::ALL)]),
        _ => valid(b, &[(18, 30)], &[], &[]),
    }
}

fn cmd_fields(c: &Cmd) -> Vec<(Field, u128, &'static str)> {
    let mut f = vec![(cmd_head::CMD_ID, u128::from(c.cmd_id()), "cmd_id"), (cmd_head::CMD_OP_CODE, c.op() as u128, "cmd_op_code"), (cmd_head::CMD_RSVD9, 0, "cmd_rsvd9")];
    let b = |x: Field, v: u128, n: &'static str| (body(x), v, n);
    match *c {
        Cmd::MrRegister { mr, .. } | Cmd::MrFastRegister { mr, .. } => f.extend([
            b(cmd_mr::MR_STAG, mr.stag.into(), "mr_stag"),
            b(cmd_mr::MR_PD, mr.pd.into(), "mr_pd"),
            b(cmd_mr::MR_RIGHTS, mr.rights.into(), "mr_rights"),
            b(cmd_mr::MR_PAGES, u128::from(mr.page_2m), "mr_pages"),
            b(cmd_mr::MR_BASE_VA, mr.base_va.into(), "mr_base_va"),
            b(cmd_mr::MR_LENGTH, mr.length.into(), "mr_length"),
            b(cmd_mr::MR_PBL, mr.pbl.into(), "mr_pbl"),
            b(cmd_mr::MR_RSVD48, 0, "mr_rsvd48"),
        ]),
        Cmd::MrInvalidate { stag, .. } | Cmd::MrDeregister { stag, .. } => f.extend([
            b(cmd_stag::CS_STAG, stag.into(), "cs_stag"),
            b(cmd_stag::CS_RSVD20, 0, "cs_rsvd20"),
            b(cmd_stag::CS_RSVD32, 0, "cs_rsvd32"),
            b(cmd_stag::CS_RSVD48, 0, "cs_rsvd48"),
        ]),
        Cmd::QpCreate { qp, pd, sq_log, rq_log, sq_base, rq_base, cq, .. } => f.extend([
            b(cmd_qp_create::QC_QP, qp.into(), "qc_qp"),
            b(cmd_qp_create::QC_RSVD18, 0, "qc_rsvd18"),
            b(cmd_qp_create::QC_PD, pd.into(), "qc_pd"),
            b(cmd_qp_create::QC_SQ_LOG, sq_log.into(), "qc_sq_log"),
            b(cmd_qp_create::QC_RQ_LOG, rq_log.into(), "qc_rq_log"),
            b(cmd_qp_create::QC_SQ_BASE, sq_base.into(), "qc_sq_base"),
            b(cmd_qp_create::QC_RQ_BASE, rq_base.into(), "qc_rq_base"),
            b(cmd_qp_create::QC_CQ, cq.into(), "qc_cq"),
            b(cmd_qp_create::QC_RSVD42, 0, "qc_rsvd42"),
            b(cmd_qp_create::QC_RSVD48, 0, "qc_rsvd48"),
        ]),
        Cmd::QpModify { qp, state, ird, ord, conn, mulpdu, mpa, .. } => f.extend([
            b(cmd_qp_modify::QM_QP, qp.into(), "qm_qp"),
            b(cmd_qp_modify::QM_RSVD18, 0, "qm_rsvd18"),
            b(cmd_qp_modify::QM_STATE, state as u128, "qm_state"),
            b(cmd_qp_modify::QM_IRD, ird.into(), "qm_ird"),
            b(cmd_qp_modify::QM_ORD, ord.into(), "qm_ord"),
            b(cmd_qp_modify::QM_CONN, conn.into(), "qm_conn"),
            b(cmd_qp_modify::QM_MULPDU, mulpdu.into(), "qm_mulpdu"),
            b(cmd_qp_modify::QM_S0_TX, mpa.s0_tx.into(), "qm_s0_tx"),
            b(cmd_qp_modify::QM_S0_RX, mpa.s0_rx.into(), "qm_s0_rx"),
            b(cmd_qp_modify::QM_SENT_S0, mpa.sent_s0.into(), "qm_sent_s0"),
            b(cmd_qp_modify::QM_ACKED, mpa.acked.into(), "qm_acked"),
            b(cmd_qp_modify::QM_MARKERS_TX, mpa.markers_tx.into(), "qm_markers_tx"),
            b(cmd_qp_modify::QM_MARKERS_RX, mpa.markers_rx.into(), "qm_markers_rx"),
            b(cmd_qp_modify::QM_CRC, mpa.crc.into(), "qm_crc"),
            b(cmd_qp_modify::QM_RSVD44, 0, "qm_rsvd44"),
            b(cmd_qp_modify::QM_KEPT, mpa.kept.into(), "qm_kept"),
            b(cmd_qp_modify::QM_RSVD46, 0, "qm_rsvd46"),
            b(cmd_qp_modify::QM_RSVD48, 0, "qm_rsvd48"),
        ]),
        Cmd::QpDestroy { qp, .. } => f.extend([
            b(cmd_qp::QD_QP, qp.into(), "qd_qp"),
            b(cmd_qp::QD_RSVD18, 0, "qd_rsvd18"),
            b(cmd_qp::QD_RSVD32, 0, "qd_rsvd32"),
            b(cmd_qp::QD_RSVD48, 0, "qd_rsvd48"),
        ]),
    }
    f
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn send_queue_entry_as_golden(raw in prop::collection::vec(any::<u8>(), SQ_WQE_BYTES)) {
        let bytes = valid(raw, &[(10, 2), (20, 4), (36, 4), (48, 16)], &[(8, SqOp::ALL.len() as u8)], &[(9, iwarp_golden::host_if::sq_flag::ALL)]);
        let e = SqWqe::decode(&bytes).unwrap();
        let fields = [
            (sq_wqe::SQ_WR_ID, u128::from(e.wr_id), "sq_wr_id"),
            (sq_wqe::SQ_OP_CODE, e.op as u128, "sq_op_code"),
            (sq_wqe::SQ_FLAGS, e.flags.into(), "sq_flags"),
            (sq_wqe::SQ_RSVD10, 0, "sq_rsvd10"),
            (sq_wqe::SQ_LEN, e.len.into(), "sq_len"),
            (sq_wqe::SQ_LSTAG, e.lstag.into(), "sq_lstag"),
            (sq_wqe::SQ_RSVD20, 0, "sq_rsvd20"),
            (sq_wqe::SQ_LTO, e.lto.into(), "sq_lto"),
            (sq_wqe::SQ_RSTAG, e.rstag.into(), "sq_rstag"),
            (sq_wqe::SQ_RSVD36, 0, "sq_rsvd36"),
            (sq_wqe::SQ_RTO, e.rto.into(), "sq_rto"),
            (sq_wqe::SQ_RSVD48, 0, "sq_rsvd48"),
        ];
        check(&word_of(&bytes), &fields)?;
        build(sq_wqe::BITS, &fields, &bytes)?;
    }

    #[test]
    fn receive_queue_entry_as_golden(raw in prop::collection::vec(any::<u8>(), RQ_WQE_BYTES)) {
        let bytes = valid(raw, &[(24, 8)], &[], &[]);
        let RqWqe { wr_id, stag, len, to } = RqWqe::decode(&bytes).unwrap();
        let fields = [
            (rq_wqe::RQ_WR_ID, u128::from(wr_id), "rq_wr_id"),
            (rq_wqe::RQ_STAG, stag.into(), "rq_stag"),
            (rq_wqe::RQ_LEN, len.into(), "rq_len"),
            (rq_wqe::RQ_TO, to.into(), "rq_to"),
            (rq_wqe::RQ_RSVD24, 0, "rq_rsvd24"),
        ];
        check(&word_of(&bytes), &fields)?;
        build(rq_wqe::BITS, &fields, &bytes)?;
    }

    #[test]
    fn completion_as_golden(raw in prop::collection::vec(any::<u8>(), CQE_BYTES)) {
        let bytes = valid(raw, &[(21, 10)], &[(18, CqeOp::ALL.len() as u8), (19, CqeStatus::ALL.len() as u8)], &[(20, iwarp_golden::host_if::cqe_flag::ALL), (31, 1)]);
        let e = Cqe::decode(&bytes).unwrap();
        let fields = [
            (cqe_w::CQE_WR_ID, u128::from(e.wr_id), "cqe_wr_id"),
            (cqe_w::CQE_LEN, e.len.into(), "cqe_len"),
            (cqe_w::CQE_INV_STAG, e.inv_stag.into(), "cqe_inv_stag"),
            (cqe_w::CQE_QP, e.qp.into(), "cqe_qp"),
            (cqe_w::CQE_OP_CODE, e.op as u128, "cqe_op_code"),
            (cqe_w::CQE_STATUS_CODE, e.status as u128, "cqe_status_code"),
            (cqe_w::CQE_FLAGS, e.flags.into(), "cqe_flags"),
            (cqe_w::CQE_RSVD21, 0, "cqe_rsvd21"),
            (cqe_w::CQE_OWNER, u128::from(e.owner), "cqe_owner"),
            (cqe_w::CQE_RSVD31, 0, "cqe_rsvd31"),
        ];
        check(&word_of(&bytes), &fields)?;
        build(cqe_w::BITS, &fields, &bytes)?;
    }

    #[test]
    fn command_as_golden(raw in prop::collection::vec(any::<u8>(), CMD_BYTES), op in 1u8..=7) {
        let bytes = cmd_bytes(raw, op);
        let c = Cmd::decode(&bytes).unwrap();
        let fields = cmd_fields(&c);
        check(&word_of(&bytes), &fields)?;
        build(CMD_BYTES * 8, &fields, &bytes)?;
    }

    #[test]
    fn command_completion_as_golden(raw in prop::collection::vec(any::<u8>(), CMD_CQE_BYTES)) {
        let bytes = valid(raw, &[(9, 22)], &[(8, CmdStatus::ALL.len() as u8)], &[(31, 1)]);
        let CmdCqe { cmd_id, status: s, owner } = CmdCqe::decode(&bytes).unwrap();
        let fields = [
            (cmd_cqe::CCQ_CMD_ID, u128::from(cmd_id), "ccq_cmd_id"),
            (cmd_cqe::CCQ_STATUS, s as u128, "ccq_status"),
            (cmd_cqe::CCQ_RSVD9, 0, "ccq_rsvd9"),
            (cmd_cqe::CCQ_RSVD15, 0, "ccq_rsvd15"),
            (cmd_cqe::CCQ_OWNER, u128::from(owner), "ccq_owner"),
            (cmd_cqe::CCQ_RSVD31, 0, "ccq_rsvd31"),
        ];
        check(&word_of(&bytes), &fields)?;
        build(cmd_cqe::BITS, &fields, &bytes)?;
    }
}

/// Each layout covers its entry exactly, and a command's head and bodies tile its 64 bytes.
#[test]
fn layouts_cover_their_entries() {
    assert_eq!((sq_wqe::BITS, sq_wqe::USED), (SQ_WQE_BYTES * 8, SQ_WQE_BYTES * 8));
    assert_eq!((rq_wqe::BITS, rq_wqe::USED), (RQ_WQE_BYTES * 8, RQ_WQE_BYTES * 8));
    assert_eq!((cqe_w::BITS, cqe_w::USED), (CQE_BYTES * 8, CQE_BYTES * 8));
    assert_eq!((cmd_cqe::BITS, cmd_cqe::USED), (CMD_CQE_BYTES * 8, CMD_CQE_BYTES * 8));
    assert_eq!(cmd_head::BITS, BODY);
    for (bits, used) in [(cmd_mr::BITS, cmd_mr::USED), (cmd_stag::BITS, cmd_stag::USED), (cmd_qp_create::BITS, cmd_qp_create::USED), (cmd_qp_modify::BITS, cmd_qp_modify::USED), (cmd_qp::BITS, cmd_qp::USED)] {
        assert_eq!((BODY + bits, used), (CMD_BYTES * 8, bits));
    }
}

/// The model's named codes are golden's.
#[test]
fn codes_as_golden() {
    let sq = [(SqOp::Write, sq_op::WRITE), (SqOp::Read, sq_op::READ), (SqOp::Send, sq_op::SEND), (SqOp::SendInv, sq_op::SEND_INV)];
    assert!(sq.iter().all(|&(g, m)| g as u64 == m));
    assert_eq!((u64::from(iwarp_golden::host_if::sq_flag::SIGNALED), u64::from(iwarp_golden::host_if::sq_flag::SOLICITED), u64::from(iwarp_golden::host_if::sq_flag::FENCE)), (iwarp_model::rnic::sq_flag::SIGNALED, iwarp_model::rnic::sq_flag::SOLICITED, iwarp_model::rnic::sq_flag::FENCE));
    let op = [(CqeOp::Write, cqe_op::WRITE), (CqeOp::Read, cqe_op::READ), (CqeOp::Send, cqe_op::SEND), (CqeOp::SendInv, cqe_op::SEND_INV), (CqeOp::Recv, cqe_op::RECV)];
    assert!(op.iter().all(|&(g, m)| g as u64 == m));
    let st = [
        (CqeStatus::Success, cqe_status::SUCCESS),
        (CqeStatus::LocalProtection, cqe_status::LOCAL_PROTECTION),
        (CqeStatus::LocalLength, cqe_status::LOCAL_LENGTH),
        (CqeStatus::RemoteAccess, cqe_status::REMOTE_ACCESS),
        (CqeStatus::RemoteOperation, cqe_status::REMOTE_OPERATION),
        (CqeStatus::Flushed, cqe_status::FLUSHED),
        (CqeStatus::BadWqe, cqe_status::BAD_WQE),
    ];
    assert!(st.iter().all(|&(g, m)| g as u64 == m));
    assert_eq!((u64::from(iwarp_golden::host_if::cqe_flag::SOLICITED), u64::from(iwarp_golden::host_if::cqe_flag::INVALIDATED)), (iwarp_model::rnic::cqe_flag::SOLICITED, iwarp_model::rnic::cqe_flag::INVALIDATED));
    let cmds = [
        (CmdOp::MrRegister, cmd_op::MR_REGISTER),
        (CmdOp::MrFastRegister, cmd_op::MR_FAST_REGISTER),
        (CmdOp::MrInvalidate, cmd_op::MR_INVALIDATE),
        (CmdOp::MrDeregister, cmd_op::MR_DEREGISTER),
        (CmdOp::QpCreate, cmd_op::QP_CREATE),
        (CmdOp::QpModify, cmd_op::QP_MODIFY),
        (CmdOp::QpDestroy, cmd_op::QP_DESTROY),
    ];
    assert!(cmds.iter().all(|&(g, m)| g as u64 == m));
    let states = [
        (QpState::Reset, qp_state::RESET),
        (QpState::Init, qp_state::INIT),
        (QpState::Rtr, qp_state::RTR),
        (QpState::Rts, qp_state::RTS),
        (QpState::Closing, qp_state::CLOSING),
        (QpState::Terminate, qp_state::TERMINATE),
        (QpState::Error, qp_state::ERROR),
    ];
    assert!(states.iter().all(|&(g, m)| g as u64 == m));
    let cs = [(CmdStatus::Ok, cmd_status::OK), (CmdStatus::BadCommand, cmd_status::BAD_COMMAND), (CmdStatus::BadState, cmd_status::BAD_STATE), (CmdStatus::Full, cmd_status::FULL)];
    assert!(cs.iter().all(|&(g, m)| g as u64 == m));
}

/// The command processor's register offsets, ring bounds and limits are golden's.
#[test]
fn command_processor_constants_as_golden() {
    use iwarp_golden::host_cmd::{MAX_PBL_PAGES, RING_LOG_MAX, RING_LOG_MIN};
    use iwarp_model::rnic::cmd::*;
    let regs = [
        (doorbell::CMD_PI, cmd_db::CMD_PI),
        (doorbell::CMD_BASE_LO, cmd_db::CMD_BASE_LO),
        (doorbell::CMD_BASE_HI, cmd_db::CMD_BASE_HI),
        (doorbell::CMD_LOG, cmd_db::CMD_LOG),
        (doorbell::CMD_CQ_BASE_LO, cmd_db::CMD_CQ_BASE_LO),
        (doorbell::CMD_CQ_BASE_HI, cmd_db::CMD_CQ_BASE_HI),
        (doorbell::CMD_CQ_LOG, cmd_db::CMD_CQ_LOG),
        (doorbell::CMD_CQ_CI, cmd_db::CMD_CQ_CI),
        (doorbell::SQ_PI, cmd_db::WINDOW_END),
    ];
    assert!(regs.iter().all(|&(g, m)| u64::from(g) == m), "{regs:?}");
    assert_eq!((u64::from(RING_LOG_MIN), u64::from(RING_LOG_MAX)), (ring_log::MIN, ring_log::MAX));
    assert_eq!((ring_log::MIN, ring_log::MAX), (db_ring_log::MIN, db_ring_log::MAX));
    use iwarp_golden::ddp_tx::{MAX_MULPDU, MIN_MULPDU};
    assert_eq!((u64::from(MIN_MULPDU), u64::from(MAX_MULPDU)), (mulpdu_range::MIN, mulpdu_range::MAX));
    assert_eq!(1u64 << cmdp_shift::PAGES_LOG, MAX_PBL_PAGES);
    // The window's decode (rnic_db) against golden's parts and the blocks' own registers.
    use iwarp_model::rnic::db::db_window;
    let ends = [db_window::CMD_END, db_window::WQ_END, db_window::CQ_END, db_window::TQ_END, db_window::EQ_END];
    let golden = [doorbell::CMD_WINDOW_END, doorbell::WQ_WINDOW_END, doorbell::CQ_WINDOW_END, doorbell::TQ_WINDOW_END, doorbell::EQ_WINDOW_END];
    assert_eq!(ends.to_vec(), golden.iter().map(|&e| u64::from(e)).collect::<Vec<_>>());
    let starts = [cmd_db::WINDOW_END, iwarp_model::rnic::cq::cq_db::CQ_BASE_LO, iwarp_model::rnic::toecmd::tq_db::TQ_BASE_LO, iwarp_model::rnic::toeev::eq_db::EQ_BASE_LO];
    assert_eq!([db_window::CMD_END, db_window::WQ_END, db_window::CQ_END, db_window::TQ_END], starts, "each part ends where the next block's registers start");
    assert_eq!(iwarp_model::rnic::qpcfg::qpcfg_limit::RX_MAX_ULPDU, u64::from(iwarp_golden::qp_cfg::RX_MAX_ULPDU));
    assert_eq!((1u64 << cmdp_shift::CMD_ENTRY, 1u64 << cmdp_shift::CMD_CQE_ENTRY), (CMD_BYTES as u64, CMD_CQE_BYTES as u64));
    assert_eq!((cmd_rd_len::CMD_BYTES, cmd_wr_len::CMD_CQE_BYTES), (CMD_BYTES as u64, CMD_CQE_BYTES as u64));
    assert_eq!(1u64 << cmdp_shift::QP_BITS, iwarp_model::ddp::QPS as u64);
    assert_eq!((1u64 << cmdp_shift::CQ_BITS, iwarp_model::rnic::cq::CQS as u64), (u64::from(iwarp_golden::host_cmd::CQ_LIMIT), u64::from(iwarp_golden::host_cmd::CQ_LIMIT)));
    assert_eq!((page_shift::SHIFT_4K, page_shift::SHIFT_2M), (u64::from(iwarp_model::tlb::PAGE_SHIFT_4K), u64::from(iwarp_model::tlb::PAGE_SHIFT_2M)));
    // The owner bit: byte 31's bit 0 is the last word's bit 56.
    assert_eq!(cmdp_shift::OWNER, 8 * (CMD_CQE_BYTES as u64 - 1) - 64 * cmd_word::CQE_LAST);
    assert_eq!(cmd_word::ENTRY_LAST, CMD_BYTES as u64 / 8 - 1);
}
