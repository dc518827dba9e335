// Generated from model/src/rnic/cmd.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_cmd. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_cmd(clock,reset,s_db_valid,s_db_ready,s_db_addr,s_db_data,m_rd_valid,m_rd_ready,m_rd_addr,m_rd_len,m_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,m_tlb_valid,m_tlb_ready,m_tlb_op,m_tlb_stag,m_tlb_pd,m_tlb_rights,m_tlb_page_2m,m_tlb_base_va,m_tlb_length,m_tlb_pbl,s_tlb_ack_valid,s_tlb_ack_ready,s_tlb_ack_status,s_ev_valid,s_ev_ready,s_ev_qp,s_ev_ev,m_qp_valid,m_qp_ready,m_qp_qp,m_qp_live,m_qp_state,m_qp_pd,m_qp_cq,m_qp_sq_base,m_qp_sq_log,m_qp_rq_base,m_qp_rq_log,m_qp_conn,m_qp_ird,m_qp_ord,m_qp_mulpdu,m_qp_s0_tx,m_qp_s0_rx,m_qp_sent_s0,m_qp_acked,m_qp_markers_tx,m_qp_markers_rx,m_qp_crc,m_qp_kept,qp_settled,idle,cnt_cmds,cnt_bad_cmd,cnt_bad_state,cnt_bad_db,cnt_events,cnt_ev_ignored);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_db_valid;
    output wire  s_db_ready;
    input wire  [15:0] s_db_addr;
    input wire  [31:0] s_db_data;
    output wire  m_rd_valid;
    input wire  m_rd_ready;
    output wire  [63:0] m_rd_addr;
    output wire  [12:0] m_rd_len;
    output wire  [7:0] m_rd_tag;
    input wire  s_dma_data_valid;
    output wire  s_dma_data_ready;
    input wire  [63:0] s_dma_data;
    output wire  m_wr_valid;
    input wire  m_wr_ready;
    output wire  [63:0] m_wr_addr;
    output wire  [15:0] m_wr_len;
    output wire  m_wd_valid;
    input wire  m_wd_ready;
    output wire  [63:0] m_wd_data;
    output wire  [7:0] m_wd_keep;
    output wire  m_wd_last;
    output wire  m_tlb_valid;
    input wire  m_tlb_ready;
    output reg  [1:0] m_tlb_op;
    output wire  [31:0] m_tlb_stag;
    output wire  [15:0] m_tlb_pd;
    output wire  [3:0] m_tlb_rights;
    output wire  m_tlb_page_2m;
    output wire  [63:0] m_tlb_base_va;
    output wire  [63:0] m_tlb_length;
    output wire  [63:0] m_tlb_pbl;
    input wire  s_tlb_ack_valid;
    output wire  s_tlb_ack_ready;
    input wire  [1:0] s_tlb_ack_status;
    input wire  s_ev_valid;
    output wire  s_ev_ready;
    input wire  [3:0] s_ev_qp;
    input wire  [1:0] s_ev_ev;
    output wire  m_qp_valid;
    input wire  m_qp_ready;
    output wire  [3:0] m_qp_qp;
    output wire  m_qp_live;
    output wire  [7:0] m_qp_state;
    output wire  [15:0] m_qp_pd;
    output wire  [15:0] m_qp_cq;
    output wire  [63:0] m_qp_sq_base;
    output wire  [7:0] m_qp_sq_log;
    output wire  [63:0] m_qp_rq_base;
    output wire  [7:0] m_qp_rq_log;
    output wire  [15:0] m_qp_conn;
    output wire  [3:0] m_qp_ird;
    output wire  [3:0] m_qp_ord;
    output wire  [15:0] m_qp_mulpdu;
    output wire  [31:0] m_qp_s0_tx;
    output wire  [31:0] m_qp_s0_rx;
    output wire  [31:0] m_qp_sent_s0;
    output wire  [31:0] m_qp_acked;
    output wire  m_qp_markers_tx;
    output wire  m_qp_markers_rx;
    output wire  m_qp_crc;
    output wire  [7:0] m_qp_kept;
    input wire  qp_settled;
    output wire  idle;
    output wire  [31:0] cnt_cmds;
    output wire  [31:0] cnt_bad_cmd;
    output wire  [31:0] cnt_bad_state;
    output wire  [31:0] cnt_bad_db;
    output wire  [31:0] cnt_events;
    output wire  [31:0] cnt_ev_ignored;

    // Named constants (named_consts! in model/src)
    localparam [15:0] cmd_db$CMD_BASE_HI = 16'hc;
    localparam [15:0] cmd_db$CMD_BASE_LO = 16'h8;
    localparam [15:0] cmd_db$CMD_CQ_BASE_HI = 16'h1c;
    localparam [15:0] cmd_db$CMD_CQ_BASE_LO = 16'h18;
    localparam [15:0] cmd_db$CMD_CQ_CI = 16'h24;
    localparam [15:0] cmd_db$CMD_CQ_LOG = 16'h20;
    localparam [15:0] cmd_db$CMD_LOG = 16'h10;
    localparam [15:0] cmd_db$CMD_PI = 16'h0;
    localparam [15:0] cmd_db$WINDOW_END = 16'h1000;
    localparam [7:0] cmd_op$MR_DEREGISTER = 8'h4;
    localparam [7:0] cmd_op$MR_FAST_REGISTER = 8'h2;
    localparam [7:0] cmd_op$MR_INVALIDATE = 8'h3;
    localparam [7:0] cmd_op$MR_REGISTER = 8'h1;
    localparam [7:0] cmd_op$QP_CREATE = 8'h5;
    localparam [7:0] cmd_op$QP_DESTROY = 8'h7;
    localparam [7:0] cmd_op$QP_MODIFY = 8'h6;
    localparam [12:0] cmd_rd_len$CMD_BYTES = 13'h40;
    localparam [7:0] cmd_status$BAD_COMMAND = 8'h1;
    localparam [7:0] cmd_status$BAD_STATE = 8'h2;
    localparam [7:0] cmd_status$OK = 8'h0;
    localparam [2:0] cmd_word$CQE_ID = 3'h0;
    localparam [2:0] cmd_word$CQE_LAST = 3'h3;
    localparam [2:0] cmd_word$CQE_STATUS = 3'h1;
    localparam [2:0] cmd_word$ENTRY_LAST = 3'h7;
    localparam [15:0] cmd_wr_len$CMD_CQE_BYTES = 16'h20;
    localparam [7:0] cmdp_field$PAGE_2M = 8'h1;
    localparam [7:0] cmdp_field$RIGHTS_ALL = 8'hf;
    localparam [15:0] cmdp_shift$CMD_CQE_ENTRY = 16'h5;
    localparam [15:0] cmdp_shift$CMD_ENTRY = 16'h6;
    localparam [15:0] cmdp_shift$CQ_BITS = 16'h4;
    localparam [15:0] cmdp_shift$HALF = 16'h20;
    localparam [15:0] cmdp_shift$OWNER = 16'h38;
    localparam [15:0] cmdp_shift$PAGES_LOG = 16'h12;
    localparam [15:0] cmdp_shift$QP_BITS = 16'h4;
    localparam [15:0] cmdp_shift$WORD = 16'h40;
    localparam [4:0] cmdp_state$CHECK = 5'h3;
    localparam [4:0] cmdp_state$CQE_DATA = 5'he;
    localparam [4:0] cmdp_state$CQE_REQ = 5'hd;
    localparam [4:0] cmdp_state$DISPATCH = 5'h4;
    localparam [4:0] cmdp_state$FETCH = 5'h1;
    localparam [4:0] cmdp_state$IDLE = 5'h0;
    localparam [4:0] cmdp_state$LIMIT = 5'h7;
    localparam [4:0] cmdp_state$NEXT = 5'hf;
    localparam [4:0] cmdp_state$PAGES = 5'h6;
    localparam [4:0] cmdp_state$QP_APPLY = 5'hb;
    localparam [4:0] cmdp_state$QP_OUT = 5'hc;
    localparam [4:0] cmdp_state$QP_READ = 5'ha;
    localparam [4:0] cmdp_state$QP_WRITE = 5'h10;
    localparam [4:0] cmdp_state$RECV = 5'h2;
    localparam [4:0] cmdp_state$SPAN = 5'h5;
    localparam [4:0] cmdp_state$TLB = 5'h8;
    localparam [4:0] cmdp_state$TLB_ACK = 5'h9;
    localparam [31:0] db_ring_log$MAX = 32'h10;
    localparam [31:0] db_ring_log$MIN = 32'h1;
    localparam [15:0] mulpdu_range$MAX = 16'h3fff;
    localparam [15:0] mulpdu_range$MIN = 16'h40;
    localparam [6:0] page_shift$SHIFT_2M = 7'h15;
    localparam [6:0] page_shift$SHIFT_4K = 7'hc;
    localparam [1:0] qp_event$LLP_CLOSED = 2'h2;
    localparam [1:0] qp_event$PEER_CLOSED = 2'h1;
    localparam [1:0] qp_event$TERMINATE = 2'h0;
    localparam [7:0] qp_state$CLOSING = 8'h4;
    localparam [7:0] qp_state$ERROR = 8'h6;
    localparam [7:0] qp_state$INIT = 8'h1;
    localparam [7:0] qp_state$RESET = 8'h0;
    localparam [7:0] qp_state$RTR = 8'h2;
    localparam [7:0] qp_state$RTS = 8'h3;
    localparam [7:0] qp_state$TERMINATE = 8'h5;
    localparam [7:0] ring_log$MAX = 8'h10;
    localparam [7:0] ring_log$MIN = 8'h1;
    localparam [1:0] tlb_ack$INDEX_OUT_OF_RANGE = 2'h1;
    localparam [1:0] tlb_ack$OK = 2'h0;
    localparam [1:0] tlb_op$DEREGISTER = 2'h1;
    localparam [1:0] tlb_op$FAST_REGISTER = 2'h3;
    localparam [1:0] tlb_op$INVALIDATE = 2'h2;
    localparam [1:0] tlb_op$REGISTER = 2'h0;
    localparam [15:0] toeev_conn$HIGH = 16'hfc00;

    // Stub signals
    reg  [4:0] st$d;
    reg  [4:0] st$q;
    reg  db_v$d;
    reg  db_v$q;
    reg  [15:0] db_addr$d;
    reg  [15:0] db_addr$q;
    reg  [31:0] db_data$d;
    reg  [31:0] db_data$q;
    reg  chk_v$d;
    reg  chk_v$q;
    reg  [15:0] chk_addr$d;
    reg  [15:0] chk_addr$q;
    reg  [31:0] chk_data$d;
    reg  [31:0] chk_data$q;
    reg  [31:0] chk_d_ci$d;
    reg  [31:0] chk_d_ci$q;
    reg  [31:0] chk_d_pi$d;
    reg  [31:0] chk_d_pi$q;
    reg  [31:0] chk_d_cqci$d;
    reg  [31:0] chk_d_cqci$q;
    reg  [31:0] chk_d_cqpi$d;
    reg  [31:0] chk_d_cqpi$q;
    reg  chk_log_ok$d;
    reg  chk_log_ok$q;
    reg  [31:0] chk_log$d;
    reg  [31:0] chk_log$q;
    reg  bad_db_p$d;
    reg  bad_db_p$q;
    reg  [63:0] cmd_base$d;
    reg  [63:0] cmd_base$q;
    reg  [31:0] cmd_size$d;
    reg  [31:0] cmd_size$q;
    reg  [31:0] cmd_mask$d;
    reg  [31:0] cmd_mask$q;
    reg  [31:0] cmd_pi$d;
    reg  [31:0] cmd_pi$q;
    reg  [31:0] cmd_ci$d;
    reg  [31:0] cmd_ci$q;
    reg  [63:0] cq_base$d;
    reg  [63:0] cq_base$q;
    reg  [31:0] cq_size$d;
    reg  [31:0] cq_size$q;
    reg  [31:0] cq_mask$d;
    reg  [31:0] cq_mask$q;
    reg  [31:0] cq_pi$d;
    reg  [31:0] cq_pi$q;
    reg  [31:0] cq_ci$d;
    reg  [31:0] cq_ci$q;
    reg  has_cmd$d;
    reg  has_cmd$q;
    reg  cq_room$d;
    reg  cq_room$q;
    reg  [63:0] rd_addr$d;
    reg  [63:0] rd_addr$q;
    reg  [63:0] cqe_addr$d;
    reg  [63:0] cqe_addr$q;
    reg  [511:0] ent$d;
    reg  [511:0] ent$q;
    reg  [2:0] wcnt$d;
    reg  [2:0] wcnt$q;
    reg  bad_common$d;
    reg  bad_common$q;
    reg  bad_mr$d;
    reg  bad_mr$q;
    reg  bad_stag$d;
    reg  bad_stag$q;
    reg  bad_qc$d;
    reg  bad_qc$q;
    reg  bad_qm$d;
    reg  bad_qm$q;
    reg  bad_qd$d;
    reg  bad_qd$q;
    reg  qp_big$d;
    reg  qp_big$q;
    reg  op_create$d;
    reg  op_create$q;
    reg  op_modify$d;
    reg  op_modify$q;
    reg  logs_ok$d;
    reg  logs_ok$q;
    reg  [64:0] sum$d;
    reg  [64:0] sum$q;
    reg  [63:0] last$d;
    reg  [63:0] last$q;
    reg  [63:0] vpn_first$d;
    reg  [63:0] vpn_first$q;
    reg  [63:0] vpn_span$d;
    reg  [63:0] vpn_span$q;
    reg  [7:0] status$d;
    reg  [7:0] status$q;
    reg  [3:0] qpn$d;
    reg  [3:0] qpn$q;
    reg  is_ev$d;
    reg  is_ev$q;
    reg  [1:0] ev$d;
    reg  [1:0] ev$q;
    reg  [15:0] exists$d;
    reg  [15:0] exists$q;
    wire  [3:0] ctx$read_address;
    wire  [362:0] ctx$read_data;
    reg  ctx$write_enable;
    wire  [3:0] ctx$write_address;
    wire  [362:0] ctx$write_data;
    reg  [362:0] out$d;
    reg  [362:0] out$q;
    reg  out_live$d;
    reg  out_live$q;
    reg  live$d;
    reg  live$q;
    reg  wr_go$d;
    reg  wr_go$q;
    reg  [31:0] n_cmds$d;
    reg  [31:0] n_cmds$q;
    reg  [31:0] n_bad_cmd$d;
    reg  [31:0] n_bad_cmd$q;
    reg  [31:0] n_bad_state$d;
    reg  [31:0] n_bad_state$q;
    reg  [31:0] n_bad_db$d;
    reg  [31:0] n_bad_db$q;
    reg  [31:0] n_events$d;
    reg  [31:0] n_events$q;
    reg  [31:0] n_ev_ignored$d;
    reg  [31:0] n_ev_ignored$q;

    // Local signals
    wire  [127:0] head;
    wire  [383:0] body;
    wire  [7:0] op;
    reg  [15:0] qpf;
    reg  [63:0] vpn_base;
    reg  [63:0] vpn_end;
    wire  [362:0] ctx_old;
    reg  [362:0] ctx_new;
    wire  [7:0] cur;
    wire  [7:0] to;
    reg  [511:0] top_word;
    wire  pi_ok;
    wire  ci_ok;
    wire  allowed;
    reg  [7:0] ev_to;
    reg  ev_hit;
    reg  [63:0] word;
    wire  owner;

    // Sub module instances
    rnic_cmd$ctx ctx(
        .clock(clock),
        .read_address(ctx$read_address),
        .read_data(ctx$read_data),
        .write_enable(ctx$write_enable),
        .write_address(ctx$write_address),
        .write_data(ctx$write_data)
    );

    // Registers
    initial begin
        st$q = 5'h0;
        db_v$q = 1'h0;
        db_addr$q = 16'h0;
        db_data$q = 32'h0;
        chk_v$q = 1'h0;
        chk_addr$q = 16'h0;
        chk_data$q = 32'h0;
        chk_d_ci$q = 32'h0;
        chk_d_pi$q = 32'h0;
        chk_d_cqci$q = 32'h0;
        chk_d_cqpi$q = 32'h0;
        chk_log_ok$q = 1'h0;
        chk_log$q = 32'h0;
        bad_db_p$q = 1'h0;
        cmd_base$q = 64'h0;
        cmd_size$q = 32'h0;
        cmd_mask$q = 32'h0;
        cmd_pi$q = 32'h0;
        cmd_ci$q = 32'h0;
        cq_base$q = 64'h0;
        cq_size$q = 32'h0;
        cq_mask$q = 32'h0;
        cq_pi$q = 32'h0;
        cq_ci$q = 32'h0;
        has_cmd$q = 1'h0;
        cq_room$q = 1'h0;
        rd_addr$q = 64'h0;
        cqe_addr$q = 64'h0;
        ent$q = 512'h0;
        wcnt$q = 3'h0;
        bad_common$q = 1'h0;
        bad_mr$q = 1'h0;
        bad_stag$q = 1'h0;
        bad_qc$q = 1'h0;
        bad_qm$q = 1'h0;
        bad_qd$q = 1'h0;
        qp_big$q = 1'h0;
        op_create$q = 1'h0;
        op_modify$q = 1'h0;
        logs_ok$q = 1'h0;
        sum$q = 65'h0;
        last$q = 64'h0;
        vpn_first$q = 64'h0;
        vpn_span$q = 64'h0;
        status$q = 8'h0;
        qpn$q = 4'h0;
        is_ev$q = 1'h0;
        ev$q = 2'h0;
        exists$q = 16'h0;
        out$q = 363'h0;
        out_live$q = 1'h0;
        live$q = 1'h0;
        wr_go$q = 1'h0;
        n_cmds$q = 32'h0;
        n_bad_cmd$q = 32'h0;
        n_bad_state$q = 32'h0;
        n_bad_db$q = 32'h0;
        n_events$q = 32'h0;
        n_ev_ignored$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        db_v$q <= db_v$d;
        db_addr$q <= db_addr$d;
        db_data$q <= db_data$d;
        chk_v$q <= chk_v$d;
        chk_addr$q <= chk_addr$d;
        chk_data$q <= chk_data$d;
        chk_d_ci$q <= chk_d_ci$d;
        chk_d_pi$q <= chk_d_pi$d;
        chk_d_cqci$q <= chk_d_cqci$d;
        chk_d_cqpi$q <= chk_d_cqpi$d;
        chk_log_ok$q <= chk_log_ok$d;
        chk_log$q <= chk_log$d;
        bad_db_p$q <= bad_db_p$d;
        cmd_base$q <= cmd_base$d;
        cmd_size$q <= cmd_size$d;
        cmd_mask$q <= cmd_mask$d;
        cmd_pi$q <= cmd_pi$d;
        cmd_ci$q <= cmd_ci$d;
        cq_base$q <= cq_base$d;
        cq_size$q <= cq_size$d;
        cq_mask$q <= cq_mask$d;
        cq_pi$q <= cq_pi$d;
        cq_ci$q <= cq_ci$d;
        has_cmd$q <= has_cmd$d;
        cq_room$q <= cq_room$d;
        rd_addr$q <= rd_addr$d;
        cqe_addr$q <= cqe_addr$d;
        ent$q <= ent$d;
        wcnt$q <= wcnt$d;
        bad_common$q <= bad_common$d;
        bad_mr$q <= bad_mr$d;
        bad_stag$q <= bad_stag$d;
        bad_qc$q <= bad_qc$d;
        bad_qm$q <= bad_qm$d;
        bad_qd$q <= bad_qd$d;
        qp_big$q <= qp_big$d;
        op_create$q <= op_create$d;
        op_modify$q <= op_modify$d;
        logs_ok$q <= logs_ok$d;
        sum$q <= sum$d;
        last$q <= last$d;
        vpn_first$q <= vpn_first$d;
        vpn_span$q <= vpn_span$d;
        status$q <= status$d;
        qpn$q <= qpn$d;
        is_ev$q <= is_ev$d;
        ev$q <= ev$d;
        exists$q <= exists$d;
        out$q <= out$d;
        out_live$q <= out_live$d;
        live$q <= live$d;
        wr_go$q <= wr_go$d;
        n_cmds$q <= n_cmds$d;
        n_bad_cmd$q <= n_bad_cmd$d;
        n_bad_state$q <= n_bad_state$d;
        n_bad_db$q <= n_bad_db$d;
        n_events$q <= n_events$d;
        n_ev_ignored$q <= n_ev_ignored$d;
    end

    // Update code
    assign cnt_cmds = n_cmds$q;
    assign cnt_bad_cmd = n_bad_cmd$q;
    assign cnt_bad_state = n_bad_state$q;
    assign cnt_bad_db = n_bad_db$q;
    assign cnt_events = n_events$q;
    assign cnt_ev_ignored = n_ev_ignored$q;
    assign idle = st$q == cmdp_state$IDLE;
    assign s_db_ready = ~reset & ~db_v$q & ~chk_v$q;
    assign pi_ok = |cmd_size$q & (chk_d_ci$q <= cmd_size$q) & (chk_d_pi$q <= cmd_size$q);
    assign ci_ok = |cq_size$q & (chk_d_cqci$q <= chk_d_cqpi$q);
    assign s_ev_ready = (st$q == cmdp_state$IDLE) & ~reset;
    assign m_rd_valid = st$q == cmdp_state$FETCH;
    assign m_rd_addr = rd_addr$q;
    assign m_rd_len = cmd_rd_len$CMD_BYTES;
    assign m_rd_tag = 8'h0;
    assign s_dma_data_ready = st$q == cmdp_state$RECV;
    assign head = ent$q[127:0];
    assign body = ent$q[511:128];
    assign op = head[71:64];
    assign m_tlb_valid = st$q == cmdp_state$TLB;
    assign m_tlb_stag = body[31:0];
    assign m_tlb_pd = body[47:32];
    assign m_tlb_rights = body[51:48];
    assign m_tlb_page_2m = body[56];
    assign m_tlb_base_va = body[127:64];
    assign m_tlb_length = body[191:128];
    assign m_tlb_pbl = body[255:192];
    assign s_tlb_ack_ready = st$q == cmdp_state$TLB_ACK;
    assign ctx$read_address = qpn$q;
    assign ctx$write_address = qpn$q;
    assign ctx_old = ctx$read_data;
    assign cur = ctx_old[7:0];
    assign to = body[55:48];
    assign allowed = ((cur == qp_state$RESET) & (to == qp_state$INIT)) | ((cur == qp_state$INIT) & (to == qp_state$RTR)) | ((cur == qp_state$RTR) & (to == qp_state$RTS)) | ((cur == qp_state$RTS) & (to == qp_state$CLOSING)) | ((cur == qp_state$ERROR) & (to == qp_state$RESET)) | ((cur != qp_state$ERROR) & (to == qp_state$ERROR));
    assign ctx$write_data = out$q;
    assign m_qp_valid = st$q == cmdp_state$QP_OUT;
    assign m_qp_qp = qpn$q;
    assign m_qp_live = out_live$q;
    assign m_qp_state = out$q[7:0];
    assign m_qp_pd = out$q[23:8];
    assign m_qp_cq = out$q[39:24];
    assign m_qp_sq_base = out$q[159:96];
    assign m_qp_sq_log = out$q[47:40];
    assign m_qp_rq_base = out$q[223:160];
    assign m_qp_rq_log = out$q[55:48];
    assign m_qp_conn = out$q[79:64];
    assign m_qp_ird = out$q[59:56];
    assign m_qp_ord = out$q[63:60];
    assign m_qp_mulpdu = out$q[95:80];
    assign m_qp_s0_tx = out$q[255:224];
    assign m_qp_s0_rx = out$q[287:256];
    assign m_qp_sent_s0 = out$q[319:288];
    assign m_qp_acked = out$q[351:320];
    assign m_qp_markers_tx = out$q[352];
    assign m_qp_markers_rx = out$q[353];
    assign m_qp_crc = out$q[354];
    assign m_qp_kept = out$q[362:355];
    assign m_wr_valid = (st$q == cmdp_state$CQE_REQ) & qp_settled;
    assign m_wr_addr = cqe_addr$q;
    assign m_wr_len = cmd_wr_len$CMD_CQE_BYTES;
    assign owner = ~|(cq_pi$q & cq_size$q);
    assign m_wd_valid = st$q == cmdp_state$CQE_DATA;
    assign m_wd_data = word;
    assign m_wd_keep = 8'hff;
    assign m_wd_last = wcnt$q == cmd_word$CQE_LAST;

    always @(*) begin
        st$d = st$q;
        db_v$d = db_v$q;
        chk_v$d = chk_v$q;
        bad_db_p$d = bad_db_p$q;
        cmd_base$d = cmd_base$q;
        cmd_size$d = cmd_size$q;
        cmd_mask$d = cmd_mask$q;
        cmd_pi$d = cmd_pi$q;
        cmd_ci$d = cmd_ci$q;
        cq_base$d = cq_base$q;
        cq_size$d = cq_size$q;
        cq_mask$d = cq_mask$q;
        cq_pi$d = cq_pi$q;
        cq_ci$d = cq_ci$q;
        ent$d = ent$q;
        wcnt$d = wcnt$q;
        bad_common$d = bad_common$q;
        bad_mr$d = bad_mr$q;
        bad_stag$d = bad_stag$q;
        bad_qc$d = bad_qc$q;
        bad_qm$d = bad_qm$q;
        bad_qd$d = bad_qd$q;
        qp_big$d = qp_big$q;
        op_create$d = op_create$q;
        op_modify$d = op_modify$q;
        logs_ok$d = logs_ok$q;
        sum$d = sum$q;
        last$d = last$q;
        vpn_first$d = vpn_first$q;
        vpn_span$d = vpn_span$q;
        status$d = status$q;
        qpn$d = qpn$q;
        is_ev$d = is_ev$q;
        ev$d = ev$q;
        exists$d = exists$q;
        out$d = out$q;
        out_live$d = out_live$q;
        live$d = live$q;
        wr_go$d = wr_go$q;
        n_cmds$d = n_cmds$q;
        n_bad_cmd$d = n_bad_cmd$q;
        n_bad_state$d = n_bad_state$q;
        n_bad_db$d = n_bad_db$q;
        n_events$d = n_events$q;
        n_ev_ignored$d = n_ev_ignored$q;
        db_v$d = s_db_valid & s_db_ready;
        chk_v$d = db_v$q & (db_addr$q < cmd_db$WINDOW_END);
        bad_db_p$d = 1'b0;
        if (bad_db_p$q) begin
            n_bad_db$d = n_bad_db$q + 32'h1;
        end
        if (chk_v$q) begin
            if (chk_addr$q == cmd_db$CMD_PI) begin
                if (pi_ok) begin
                    cmd_pi$d = chk_data$q;
                end
                else begin
                    bad_db_p$d = 1'b1;
                end
            end
            else if (chk_addr$q == cmd_db$CMD_BASE_LO) begin
                cmd_base$d = ((cmd_base$q >> cmdp_shift$HALF) << cmdp_shift$HALF) | {32'h0, chk_data$q};
            end
            else if (chk_addr$q == cmd_db$CMD_BASE_HI) begin
                cmd_base$d = {32'h0, cmd_base$q[31:0]} | ({32'h0, chk_data$q} << cmdp_shift$HALF);
            end
            else if (chk_addr$q == cmd_db$CMD_LOG) begin
                if (chk_log_ok$q) begin
                    cmd_size$d = chk_log$q;
                    cmd_mask$d = chk_log$q - 32'h1;
                end
                else begin
                    bad_db_p$d = 1'b1;
                end
            end
            else if (chk_addr$q == cmd_db$CMD_CQ_BASE_LO) begin
                cq_base$d = ((cq_base$q >> cmdp_shift$HALF) << cmdp_shift$HALF) | {32'h0, chk_data$q};
            end
            else if (chk_addr$q == cmd_db$CMD_CQ_BASE_HI) begin
                cq_base$d = {32'h0, cq_base$q[31:0]} | ({32'h0, chk_data$q} << cmdp_shift$HALF);
            end
            else if (chk_addr$q == cmd_db$CMD_CQ_LOG) begin
                if (chk_log_ok$q) begin
                    cq_size$d = chk_log$q;
                    cq_mask$d = chk_log$q - 32'h1;
                end
                else begin
                    bad_db_p$d = 1'b1;
                end
            end
            else if (chk_addr$q == cmd_db$CMD_CQ_CI) begin
                if (ci_ok) begin
                    cq_ci$d = chk_data$q;
                end
                else begin
                    bad_db_p$d = 1'b1;
                end
            end
            else begin
                bad_db_p$d = 1'b1;
            end
        end
        if (st$q == cmdp_state$IDLE) begin
            if (s_ev_valid) begin
                qpn$d = s_ev_qp;
                ev$d = s_ev_ev;
                is_ev$d = 1'b1;
                st$d = cmdp_state$QP_READ;
            end
            else if (has_cmd$q & cq_room$q) begin
                is_ev$d = 1'b0;
                st$d = cmdp_state$FETCH;
            end
        end
        if ((st$q == cmdp_state$FETCH) & m_rd_ready) begin
            wcnt$d = 3'h0;
            st$d = cmdp_state$RECV;
        end
        if ((st$q == cmdp_state$RECV) & s_dma_data_valid) begin
            ent$d = (ent$q >> cmdp_shift$WORD) | top_word;
            wcnt$d = wcnt$q + 3'h1;
            if (wcnt$q == cmd_word$ENTRY_LAST) begin
                st$d = cmdp_state$CHECK;
            end
        end
        if (st$q == cmdp_state$CHECK) begin
            bad_common$d = |head[127:72] | |body[383:256];
            bad_mr$d = (body[55:48] > cmdp_field$RIGHTS_ALL) | (body[63:56] > cmdp_field$PAGE_2M);
            bad_stag$d = |body[127:32] | |body[255:128];
            bad_qc$d = |body[31:16] | |body[255:208];
            bad_qm$d = |body[47:16] | |body[231:227] | |body[255:240] | (body[55:48] > qp_state$ERROR) | ((body[55:48] == qp_state$RTS) & ((body[95:80] < mulpdu_range$MIN) | (body[95:80] > mulpdu_range$MAX) | |(body[79:64] & toeev_conn$HIGH)));
            bad_qd$d = |body[127:16] | |body[255:128];
            qp_big$d = |(qpf >> cmdp_shift$QP_BITS);
            logs_ok$d = ~|(body[207:192] >> cmdp_shift$CQ_BITS) & (body[55:48] >= ring_log$MIN) & (body[55:48] <= ring_log$MAX) & (body[63:56] >= ring_log$MIN) & (body[63:56] <= ring_log$MAX);
            sum$d = {1'h0, body[127:64]} + {1'h0, body[191:128]};
            qpn$d = qpf[3:0];
            op_create$d = op == cmd_op$QP_CREATE;
            op_modify$d = op == cmd_op$QP_MODIFY;
            st$d = cmdp_state$DISPATCH;
        end
        if (st$q == cmdp_state$DISPATCH) begin
            status$d = cmd_status$BAD_COMMAND;
            st$d = cmdp_state$CQE_REQ;
            if (~bad_common$q) begin
                if ((op == cmd_op$MR_REGISTER) | (op == cmd_op$MR_FAST_REGISTER)) begin
                    if (~bad_mr$q) begin
                        st$d = cmdp_state$SPAN;
                    end
                end
                else if ((op == cmd_op$MR_INVALIDATE) | (op == cmd_op$MR_DEREGISTER)) begin
                    if (~bad_stag$q) begin
                        st$d = cmdp_state$TLB;
                    end
                end
                else if (op == cmd_op$QP_CREATE) begin
                    if (~bad_qc$q & ~qp_big$q & logs_ok$q) begin
                        st$d = cmdp_state$QP_READ;
                    end
                end
                else if (op == cmd_op$QP_MODIFY) begin
                    if (~bad_qm$q & ~qp_big$q) begin
                        st$d = cmdp_state$QP_READ;
                    end
                end
                else if (op == cmd_op$QP_DESTROY) begin
                    if (~bad_qd$q & ~qp_big$q) begin
                        st$d = cmdp_state$QP_READ;
                    end
                end
            end
        end
        if (st$q == cmdp_state$SPAN) begin
            last$d = sum$q[63:0] - 64'h1;
            vpn_first$d = vpn_base;
            st$d = cmdp_state$PAGES;
            if (sum$q[64]) begin
                st$d = cmdp_state$CQE_REQ;
            end
        end
        if (st$q == cmdp_state$PAGES) begin
            vpn_span$d = vpn_end - vpn_first$q;
            st$d = cmdp_state$LIMIT;
        end
        if (st$q == cmdp_state$LIMIT) begin
            st$d = cmdp_state$TLB;
            if (|(vpn_span$q >> cmdp_shift$PAGES_LOG) & |body[191:128]) begin
                st$d = cmdp_state$CQE_REQ;
            end
        end
        if ((st$q == cmdp_state$TLB) & m_tlb_ready) begin
            st$d = cmdp_state$TLB_ACK;
        end
        if ((st$q == cmdp_state$TLB_ACK) & s_tlb_ack_valid) begin
            status$d = cmd_status$BAD_STATE;
            if (s_tlb_ack_status == tlb_ack$OK) begin
                status$d = cmd_status$OK;
            end
            else if (s_tlb_ack_status == tlb_ack$INDEX_OUT_OF_RANGE) begin
                status$d = cmd_status$BAD_COMMAND;
            end
            st$d = cmdp_state$CQE_REQ;
        end
        ctx$write_enable = 1'b0;
        if (st$q == cmdp_state$QP_READ) begin
            live$d = |(exists$q & (16'h1 << qpn$q));
            st$d = cmdp_state$QP_APPLY;
        end
        if (st$q == cmdp_state$QP_APPLY) begin
            out$d = ctx_new;
            out_live$d = 1'b1;
            wr_go$d = 1'b0;
            status$d = cmd_status$BAD_STATE;
            st$d = cmdp_state$CQE_REQ;
            if (is_ev$q) begin
                st$d = cmdp_state$IDLE;
                if (live$q & ev_hit) begin
                    wr_go$d = 1'b1;
                    n_events$d = n_events$q + 32'h1;
                    st$d = cmdp_state$QP_WRITE;
                end
                else begin
                    n_ev_ignored$d = n_ev_ignored$q + 32'h1;
                end
            end
            else if (op_create$q) begin
                if (~live$q) begin
                    wr_go$d = 1'b1;
                    exists$d = exists$q | (16'h1 << qpn$q);
                    status$d = cmd_status$OK;
                    st$d = cmdp_state$QP_WRITE;
                end
            end
            else if (op_modify$q) begin
                if (live$q & allowed) begin
                    wr_go$d = 1'b1;
                    status$d = cmd_status$OK;
                    st$d = cmdp_state$QP_WRITE;
                end
            end
            else if (live$q & ((cur == qp_state$RESET) | (cur == qp_state$ERROR))) begin
                exists$d = exists$q & ~(16'h1 << qpn$q);
                out_live$d = 1'b0;
                status$d = cmd_status$OK;
                st$d = cmdp_state$QP_WRITE;
            end
        end
        if (st$q == cmdp_state$QP_WRITE) begin
            ctx$write_enable = wr_go$q;
            st$d = cmdp_state$QP_OUT;
        end
        if ((st$q == cmdp_state$QP_OUT) & m_qp_ready) begin
            st$d = cmdp_state$CQE_REQ;
            if (is_ev$q) begin
                st$d = cmdp_state$IDLE;
            end
        end
        if ((st$q == cmdp_state$CQE_REQ) & qp_settled & m_wr_ready) begin
            wcnt$d = 3'h0;
            st$d = cmdp_state$CQE_DATA;
        end
        if ((st$q == cmdp_state$CQE_DATA) & m_wd_ready) begin
            wcnt$d = wcnt$q + 3'h1;
            if (wcnt$q == cmd_word$CQE_LAST) begin
                cq_pi$d = cq_pi$q + 32'h1;
                cmd_ci$d = cmd_ci$q + 32'h1;
                n_cmds$d = n_cmds$q + 32'h1;
                if (status$q == cmd_status$BAD_COMMAND) begin
                    n_bad_cmd$d = n_bad_cmd$q + 32'h1;
                end
                if (status$q == cmd_status$BAD_STATE) begin
                    n_bad_state$d = n_bad_state$q + 32'h1;
                end
                st$d = cmdp_state$NEXT;
            end
        end
        if (st$q == cmdp_state$NEXT) begin
            st$d = cmdp_state$IDLE;
        end
        if (reset) begin
            st$d = cmdp_state$IDLE;
            db_v$d = 1'b0;
            chk_v$d = 1'b0;
            bad_db_p$d = 1'b0;
            cmd_size$d = 32'h0;
            cmd_mask$d = 32'h0;
            cmd_pi$d = 32'h0;
            cmd_ci$d = 32'h0;
            cq_size$d = 32'h0;
            cq_mask$d = 32'h0;
            cq_pi$d = 32'h0;
            cq_ci$d = 32'h0;
            exists$d = 16'h0;
            n_cmds$d = 32'h0;
            n_bad_cmd$d = 32'h0;
            n_bad_state$d = 32'h0;
            n_bad_db$d = 32'h0;
            n_events$d = 32'h0;
            n_ev_ignored$d = 32'h0;
        end
    end

    always @(*) begin
        db_addr$d = db_addr$q;
        db_addr$d = s_db_addr;
    end

    always @(*) begin
        db_data$d = db_data$q;
        db_data$d = s_db_data;
    end

    always @(*) begin
        chk_addr$d = chk_addr$q;
        chk_addr$d = db_addr$q;
    end

    always @(*) begin
        chk_data$d = chk_data$q;
        chk_data$d = db_data$q;
    end

    always @(*) begin
        chk_d_ci$d = chk_d_ci$q;
        chk_d_ci$d = db_data$q - cmd_ci$q;
    end

    always @(*) begin
        chk_d_pi$d = chk_d_pi$q;
        chk_d_pi$d = db_data$q - cmd_pi$q;
    end

    always @(*) begin
        chk_d_cqci$d = chk_d_cqci$q;
        chk_d_cqci$d = db_data$q - cq_ci$q;
    end

    always @(*) begin
        chk_d_cqpi$d = chk_d_cqpi$q;
        chk_d_cqpi$d = cq_pi$q - cq_ci$q;
    end

    always @(*) begin
        chk_log_ok$d = chk_log_ok$q;
        chk_log_ok$d = (db_data$q >= db_ring_log$MIN) & (db_data$q <= db_ring_log$MAX);
    end

    always @(*) begin
        chk_log$d = chk_log$q;
        chk_log$d = 32'h1 << db_data$q[4:0];
    end

    always @(*) begin
        has_cmd$d = has_cmd$q;
        has_cmd$d = (cmd_pi$q != cmd_ci$q) & |cmd_size$q & |cq_size$q;
    end

    always @(*) begin
        cq_room$d = cq_room$q;
        cq_room$d = (cq_pi$q - cq_ci$q) < cq_size$q;
    end

    always @(*) begin
        rd_addr$d = rd_addr$q;
        rd_addr$d = cmd_base$q + ({32'h0, (cmd_ci$q & cmd_mask$q)} << cmdp_shift$CMD_ENTRY);
    end

    always @(*) begin
        cqe_addr$d = cqe_addr$q;
        cqe_addr$d = cq_base$q + ({32'h0, (cq_pi$q & cq_mask$q)} << cmdp_shift$CMD_CQE_ENTRY);
    end

    always @(*) begin
        top_word = 512'h0;
        top_word[511:448] = s_dma_data;
    end

    always @(*) begin
        qpf = body[15:0];
        if (op == cmd_op$QP_CREATE) begin
            qpf = body[15:0];
        end
        else if (op == cmd_op$QP_MODIFY) begin
            qpf = body[15:0];
        end
    end

    always @(*) begin
        vpn_base = body[127:64] >> page_shift$SHIFT_4K;
        vpn_end = last$q >> page_shift$SHIFT_4K;
        if (body[56]) begin
            vpn_base = body[127:64] >> page_shift$SHIFT_2M;
            vpn_end = last$q >> page_shift$SHIFT_2M;
        end
    end

    always @(*) begin
        m_tlb_op = tlb_op$REGISTER;
        if (op == cmd_op$MR_FAST_REGISTER) begin
            m_tlb_op = tlb_op$FAST_REGISTER;
        end
        else if (op == cmd_op$MR_INVALIDATE) begin
            m_tlb_op = tlb_op$INVALIDATE;
        end
        else if (op == cmd_op$MR_DEREGISTER) begin
            m_tlb_op = tlb_op$DEREGISTER;
        end
    end

    always @(*) begin
        ev_hit = 1'b0;
        ev_to = qp_state$ERROR;
        if (ev$q == qp_event$TERMINATE) begin
            ev_hit = cur == qp_state$RTS;
            ev_to = qp_state$TERMINATE;
        end
        else if (ev$q == qp_event$PEER_CLOSED) begin
            ev_hit = cur == qp_state$RTS;
            ev_to = qp_state$CLOSING;
        end
        else if (ev$q == qp_event$LLP_CLOSED) begin
            ev_hit = (cur == qp_state$CLOSING) | (cur == qp_state$TERMINATE);
        end
        else begin
            ev_hit = (cur == qp_state$RTR) | (cur == qp_state$RTS) | (cur == qp_state$CLOSING) | (cur == qp_state$TERMINATE);
        end
    end

    always @(*) begin
        ctx_new = ctx_old;
        if (is_ev$q) begin
            ctx_new[7:0] = ev_to;
        end
        else if (op_create$q) begin
            ctx_new = 363'h0;
            ctx_new[7:0] = qp_state$RESET;
            ctx_new[23:8] = body[47:32];
            ctx_new[39:24] = body[207:192];
            ctx_new[47:40] = body[55:48];
            ctx_new[55:48] = body[63:56];
            ctx_new[159:96] = body[127:64];
            ctx_new[223:160] = body[191:128];
        end
        else begin
            ctx_new[7:0] = to;
            if (to == qp_state$RTS) begin
                ctx_new[79:64] = body[79:64];
                ctx_new[95:80] = body[95:80];
                ctx_new[255:224] = body[127:96];
                ctx_new[287:256] = body[159:128];
                ctx_new[319:288] = body[191:160];
                ctx_new[351:320] = body[223:192];
                ctx_new[352] = body[224];
                ctx_new[353] = body[225];
                ctx_new[354] = body[226];
                ctx_new[362:355] = body[239:232];
            end
            if ((to == qp_state$INIT) | (to == qp_state$RTR) | (to == qp_state$RTS)) begin
                if (|body[59:56]) begin
                    ctx_new[59:56] = body[59:56];
                end
                if (|body[63:60]) begin
                    ctx_new[63:60] = body[63:60];
                end
            end
        end
    end

    always @(*) begin
        word = 64'h0;
        if (wcnt$q == cmd_word$CQE_ID) begin
            word = head[63:0];
        end
        else if (wcnt$q == cmd_word$CQE_STATUS) begin
            word = {56'h0, status$q};
        end
        else if ((wcnt$q == cmd_word$CQE_LAST) & owner) begin
            word = 64'h1 << cmdp_shift$OWNER;
        end
    end

endmodule // rnic_cmd


module rnic_cmd$ctx(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [362:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [362:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [362:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {363{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_cmd$ctx
