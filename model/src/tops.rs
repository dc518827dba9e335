//! The registry of synthesizable tops: each becomes `rtl/<name>.v`.

use crate::verilog::emit_top;
use rust_hdl::prelude::*;

/// One synthesizable top: its Verilog module name, the model source it comes from, and its
/// emitter.
pub struct Top {
    pub name: &'static str,
    pub source: &'static str,
    pub emit: fn() -> String,
}

fn crc32c_stream() -> String {
    let mut uut = crate::crc32c::Crc32cStream::default();
    uut.connect_all();
    emit_top(&uut, "crc32c_stream", "model/src/crc32c/stream.rs")
}

fn mpa_tx() -> String {
    let mut uut = crate::mpa::tx::MpaTx::default();
    uut.connect_all();
    emit_top(&uut, "mpa_tx", "model/src/mpa/tx.rs")
}

fn mpa_rx() -> String {
    let mut uut = crate::mpa::rx::MpaRx::default();
    uut.connect_all();
    emit_top(&uut, "mpa_rx", "model/src/mpa/rx.rs")
}

fn tlb() -> String {
    let mut uut = crate::tlb::tlb::Tlb::default();
    uut.connect_all();
    emit_top(&uut, "tlb", "model/src/tlb/tlb.rs")
}

fn ddp_rx() -> String {
    let mut uut = crate::ddp::rx::DdpRx::default();
    uut.connect_all();
    emit_top(&uut, "ddp_rx", "model/src/ddp/rx.rs")
}

fn ddp_tx() -> String {
    let mut uut = crate::ddp::tx::DdpTx::default();
    uut.connect_all();
    emit_top(&uut, "ddp_tx", "model/src/ddp/tx.rs")
}

fn toe_rx_check() -> String {
    let mut uut = crate::toe::rx_check::ToeRxCheck::default();
    uut.connect_all();
    emit_top(&uut, "toe_rx_check", "model/src/toe/rx_check.rs")
}

fn toe_tx_frame() -> String {
    let mut uut = crate::toe::tx_frame::ToeTxFrame::default();
    uut.connect_all();
    emit_top(&uut, "toe_tx_frame", "model/src/toe/tx_frame.rs")
}

fn toe_rx_parse() -> String {
    let mut uut = crate::toe::rx_parse::ToeRxParse::default();
    uut.connect_all();
    emit_top(&uut, "toe_rx_parse", "model/src/toe/rx_parse.rs")
}

fn toe_conn_table() -> String {
    let mut uut = crate::toe::conn_table::ToeConnTable::default();
    uut.connect_all();
    emit_top(&uut, "toe_conn_table", "model/src/toe/conn_table.rs")
}

fn toe_timers() -> String {
    let mut uut = crate::toe::timers::ToeTimers::default();
    uut.connect_all();
    emit_top(&uut, "toe_timers", "model/src/toe/timers.rs")
}

fn toe_rx_seq() -> String {
    let mut uut = crate::toe::rx_seq::ToeRxSeq::default();
    uut.connect_all();
    emit_top(&uut, "toe_rx_seq", "model/src/toe/rx_seq.rs")
}

fn toe_ack() -> String {
    let mut uut = crate::toe::ack::ToeAck::default();
    uut.connect_all();
    emit_top(&uut, "toe_ack", "model/src/toe/ack.rs")
}

fn toe_rx_gate() -> String {
    let mut uut = crate::toe::rx_gate::ToeRxGate::default();
    uut.connect_all();
    emit_top(&uut, "toe_rx_gate", "model/src/toe/rx_gate.rs")
}

fn toe_open() -> String {
    let mut uut = crate::toe::open::ToeOpen::default();
    uut.connect_all();
    emit_top(&uut, "toe_open", "model/src/toe/open.rs")
}

fn toe_tx_hdr() -> String {
    let mut uut = crate::toe::tx_hdr::ToeTxHdr::default();
    uut.connect_all();
    emit_top(&uut, "toe_tx_hdr", "model/src/toe/tx_hdr.rs")
}

fn toe_timeout() -> String {
    let mut uut = crate::toe::timeout::ToeTimeout::default();
    uut.connect_all();
    emit_top(&uut, "toe_timeout", "model/src/toe/timeout.rs")
}

fn toe_send_plan() -> String {
    let mut uut = crate::toe::send_plan::ToeSendPlan::default();
    uut.connect_all();
    emit_top(&uut, "toe_send_plan", "model/src/toe/send_plan.rs")
}

fn toe_send_cut() -> String {
    let mut uut = crate::toe::send_cut::ToeSendCut::default();
    uut.connect_all();
    emit_top(&uut, "toe_send_cut", "model/src/toe/send_cut.rs")
}

fn toe_rec_find() -> String {
    let mut uut = crate::toe::rec_find::ToeRecFind::default();
    uut.connect_all();
    emit_top(&uut, "toe_rec_find", "model/src/toe/rec_find.rs")
}

fn toe_tx_read() -> String {
    let mut uut = crate::toe::tx_read::ToeTxRead::default();
    uut.connect_all();
    emit_top(&uut, "toe_tx_read", "model/src/toe/tx_read.rs")
}

fn toe_cmd() -> String {
    let mut uut = crate::toe::cmd::ToeCmd::default();
    uut.connect_all();
    emit_top(&uut, "toe_cmd", "model/src/toe/cmd.rs")
}

fn toe_rtt() -> String {
    let mut uut = crate::toe::rtt::ToeRtt::default();
    uut.connect_all();
    emit_top(&uut, "toe_rtt", "model/src/toe/rtt.rs")
}

fn toe_area_wr() -> String {
    let mut uut = crate::toe::area_wr::ToeAreaWr::default();
    uut.connect_all();
    emit_top(&uut, "toe_area_wr", "model/src/toe/area_wr.rs")
}

fn toe_reasm() -> String {
    let mut uut = crate::toe::reasm::ToeReasm::default();
    uut.connect_all();
    emit_top(&uut, "toe_reasm", "model/src/toe/reasm.rs")
}

fn toe_sack_board() -> String {
    let mut uut = crate::toe::sack_board::ToeSackBoard::default();
    uut.connect_all();
    emit_top(&uut, "toe_sack_board", "model/src/toe/sack_board.rs")
}

fn toe_sack_plan() -> String {
    let mut uut = crate::toe::sack_plan::ToeSackPlan::default();
    uut.connect_all();
    emit_top(&uut, "toe_sack_plan", "model/src/toe/sack_plan.rs")
}

fn toe_tcb_engine() -> String {
    let mut uut = crate::toe::tcb_engine::ToeTcbEngine::default();
    uut.connect_all();
    emit_top(&uut, "toe_tcb_engine", "model/src/toe/tcb_engine.rs")
}

fn toe() -> String {
    let mut uut = crate::toe::top::Toe::default();
    uut.connect_all();
    emit_top(&uut, "toe", "model/src/toe/top.rs")
}

fn rnic_cmd() -> String {
    let mut uut = crate::rnic::cmd::RnicCmd::default();
    uut.connect_all();
    emit_top(&uut, "rnic_cmd", "model/src/rnic/cmd.rs")
}

fn rnic_cq() -> String {
    let mut uut = crate::rnic::cq::RnicCq::default();
    uut.connect_all();
    emit_top(&uut, "rnic_cq", "model/src/rnic/cq.rs")
}

fn rnic_wq() -> String {
    let mut uut = crate::rnic::wq::RnicWq::default();
    uut.connect_all();
    emit_top(&uut, "rnic_wq", "model/src/rnic/wq.rs")
}

fn rnic_cqf() -> String {
    let mut uut = crate::rnic::cqf::RnicCqf::default();
    uut.connect_all();
    emit_top(&uut, "rnic_cqf", "model/src/rnic/cqf.rs")
}

fn rnic_dma() -> String {
    let mut uut = crate::rnic::dma::RnicDma::default();
    uut.connect_all();
    emit_top(&uut, "rnic_dma", "model/src/rnic/dma.rs")
}

fn rnic_txctx() -> String {
    let mut uut = crate::rnic::txctx::RnicTxCtx::default();
    uut.connect_all();
    emit_top(&uut, "rnic_txctx", "model/src/rnic/txctx.rs")
}

fn rnic_ring() -> String {
    let mut uut = crate::rnic::ring::RnicRing::default();
    uut.connect_all();
    emit_top(&uut, "rnic_ring", "model/src/rnic/ring.rs")
}

fn rnic_rxctx() -> String {
    let mut uut = crate::rnic::rxctx::RnicRxCtx::default();
    uut.connect_all();
    emit_top(&uut, "rnic_rxctx", "model/src/rnic/rxctx.rs")
}

fn rnic_toeev() -> String {
    let mut uut = crate::rnic::toeev::RnicToeEv::default();
    uut.connect_all();
    emit_top(&uut, "rnic_toeev", "model/src/rnic/toeev.rs")
}

fn rnic_toecmd() -> String {
    let mut uut = crate::rnic::toecmd::RnicToeCmd::default();
    uut.connect_all();
    emit_top(&uut, "rnic_toecmd", "model/src/rnic/toecmd.rs")
}

fn rnic_qperr() -> String {
    let mut uut = crate::rnic::qperr::RnicQpErr::default();
    uut.connect_all();
    emit_top(&uut, "rnic_qperr", "model/src/rnic/qperr.rs")
}

fn rnic_consume() -> String {
    let mut uut = crate::rnic::consume::RnicConsume::default();
    uut.connect_all();
    emit_top(&uut, "rnic_consume", "model/src/rnic/consume.rs")
}

fn rnic_db() -> String {
    let mut uut = crate::rnic::db::RnicDb::default();
    uut.connect_all();
    emit_top(&uut, "rnic_db", "model/src/rnic/db.rs")
}

fn rnic_rxpack() -> String {
    let mut uut = crate::rnic::rxpack::RnicRxPack::default();
    uut.connect_all();
    emit_top(&uut, "rnic_rxpack", "model/src/rnic/rxpack.rs")
}

fn rnic_ackq() -> String {
    let mut uut = crate::rnic::ackq::RnicAckQ::default();
    uut.connect_all();
    emit_top(&uut, "rnic_ackq", "model/src/rnic/ackq.rs")
}

fn rnic_wrq() -> String {
    let mut uut = crate::rnic::wrq::RnicWrq::default();
    uut.connect_all();
    emit_top(&uut, "rnic_wrq", "model/src/rnic/wrq.rs")
}

fn rnic() -> String {
    let mut uut = crate::rnic::top::Rnic::default();
    uut.connect_all();
    emit_top(&uut, "rnic", "model/src/rnic/top.rs")
}

fn rnic_qpcfg() -> String {
    let mut uut = crate::rnic::qpcfg::RnicQpCfg::default();
    uut.connect_all();
    emit_top(&uut, "rnic_qpcfg", "model/src/rnic/qpcfg.rs")
}

fn rnic_strm() -> String {
    let mut uut = crate::rnic::strm::RnicStrm::default();
    uut.connect_all();
    emit_top(&uut, "rnic_strm", "model/src/rnic/strm.rs")
}

fn rnic_ack() -> String {
    let mut uut = crate::rnic::ack::RnicAck::default();
    uut.connect_all();
    emit_top(&uut, "rnic_ack", "model/src/rnic/ack.rs")
}

/// Every top, in catalogue order.
pub fn tops() -> Vec<Top> {
    vec![
        Top { name: "crc32c_stream", source: "model/src/crc32c/stream.rs", emit: crc32c_stream },
        Top { name: "mpa_tx", source: "model/src/mpa/tx.rs", emit: mpa_tx },
        Top { name: "mpa_rx", source: "model/src/mpa/rx.rs", emit: mpa_rx },
        Top { name: "tlb", source: "model/src/tlb/tlb.rs", emit: tlb },
        Top { name: "ddp_rx", source: "model/src/ddp/rx.rs", emit: ddp_rx },
        Top { name: "ddp_tx", source: "model/src/ddp/tx.rs", emit: ddp_tx },
        Top { name: "toe_rx_check", source: "model/src/toe/rx_check.rs", emit: toe_rx_check },
        Top { name: "toe_conn_table", source: "model/src/toe/conn_table.rs", emit: toe_conn_table },
        Top { name: "toe_rx_parse", source: "model/src/toe/rx_parse.rs", emit: toe_rx_parse },
        Top { name: "toe_tx_frame", source: "model/src/toe/tx_frame.rs", emit: toe_tx_frame },
        Top { name: "toe_timers", source: "model/src/toe/timers.rs", emit: toe_timers },
        Top { name: "toe_rx_seq", source: "model/src/toe/rx_seq.rs", emit: toe_rx_seq },
        Top { name: "toe_ack", source: "model/src/toe/ack.rs", emit: toe_ack },
        Top { name: "toe_rx_gate", source: "model/src/toe/rx_gate.rs", emit: toe_rx_gate },
        Top { name: "toe_open", source: "model/src/toe/open.rs", emit: toe_open },
        Top { name: "toe_tx_hdr", source: "model/src/toe/tx_hdr.rs", emit: toe_tx_hdr },
        Top { name: "toe_timeout", source: "model/src/toe/timeout.rs", emit: toe_timeout },
        Top { name: "toe_send_plan", source: "model/src/toe/send_plan.rs", emit: toe_send_plan },
        Top { name: "toe_send_cut", source: "model/src/toe/send_cut.rs", emit: toe_send_cut },
        Top { name: "toe_rec_find", source: "model/src/toe/rec_find.rs", emit: toe_rec_find },
        Top { name: "toe_tx_read", source: "model/src/toe/tx_read.rs", emit: toe_tx_read },
        Top { name: "toe_cmd", source: "model/src/toe/cmd.rs", emit: toe_cmd },
        Top { name: "toe_rtt", source: "model/src/toe/rtt.rs", emit: toe_rtt },
        Top { name: "toe_reasm", source: "model/src/toe/reasm.rs", emit: toe_reasm },
        Top { name: "toe_area_wr", source: "model/src/toe/area_wr.rs", emit: toe_area_wr },
        Top { name: "toe_sack_board", source: "model/src/toe/sack_board.rs", emit: toe_sack_board },
        Top { name: "toe_sack_plan", source: "model/src/toe/sack_plan.rs", emit: toe_sack_plan },
        Top { name: "toe_tcb_engine", source: "model/src/toe/tcb_engine.rs", emit: toe_tcb_engine },
        Top { name: "toe", source: "model/src/toe/top.rs", emit: toe },
        Top { name: "rnic_cmd", source: "model/src/rnic/cmd.rs", emit: rnic_cmd },
        Top { name: "rnic_cq", source: "model/src/rnic/cq.rs", emit: rnic_cq },
        Top { name: "rnic_wq", source: "model/src/rnic/wq.rs", emit: rnic_wq },
        Top { name: "rnic_cqf", source: "model/src/rnic/cqf.rs", emit: rnic_cqf },
        Top { name: "rnic_dma", source: "model/src/rnic/dma.rs", emit: rnic_dma },
        Top { name: "rnic_txctx", source: "model/src/rnic/txctx.rs", emit: rnic_txctx },
        Top { name: "rnic_ack", source: "model/src/rnic/ack.rs", emit: rnic_ack },
        Top { name: "rnic_ring", source: "model/src/rnic/ring.rs", emit: rnic_ring },
        Top { name: "rnic_rxctx", source: "model/src/rnic/rxctx.rs", emit: rnic_rxctx },
        Top { name: "rnic_strm", source: "model/src/rnic/strm.rs", emit: rnic_strm },
        Top { name: "rnic_toeev", source: "model/src/rnic/toeev.rs", emit: rnic_toeev },
        Top { name: "rnic_toecmd", source: "model/src/rnic/toecmd.rs", emit: rnic_toecmd },
        Top { name: "rnic_qperr", source: "model/src/rnic/qperr.rs", emit: rnic_qperr },
        Top { name: "rnic_qpcfg", source: "model/src/rnic/qpcfg.rs", emit: rnic_qpcfg },
        Top { name: "rnic_consume", source: "model/src/rnic/consume.rs", emit: rnic_consume },
        Top { name: "rnic_db", source: "model/src/rnic/db.rs", emit: rnic_db },
        Top { name: "rnic_rxpack", source: "model/src/rnic/rxpack.rs", emit: rnic_rxpack },
        Top { name: "rnic_ackq", source: "model/src/rnic/ackq.rs", emit: rnic_ackq },
        Top { name: "rnic_wrq", source: "model/src/rnic/wrq.rs", emit: rnic_wrq },
        Top { name: "rnic", source: "model/src/rnic/top.rs", emit: rnic },
    ]
}
