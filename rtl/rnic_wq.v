// Generated from model/src/rnic/wq.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_wq. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_wq(clock,reset,s_db_valid,s_db_ready,s_db_addr,s_db_data,s_qp_valid,s_qp_ready,s_qp_qp,s_qp_live,s_qp_state,s_qp_pd,s_qp_cq,s_qp_sq_base,s_qp_sq_log,s_qp_rq_base,s_qp_rq_log,s_qp_conn,s_qp_ird,s_qp_ord,s_qp_mulpdu,s_qp_s0_tx,s_qp_s0_rx,s_qp_sent_s0,s_qp_acked,s_qp_markers_tx,s_qp_markers_rx,s_qp_crc,s_qp_kept,s_done_valid,s_done_ready,s_done_qp,s_done_recv,s_done_read,m_rd_valid,m_rd_ready,m_rd_addr,m_rd_len,m_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,m_post_valid,m_post_ready,m_post_qp,m_post_recv,m_post_slot,m_post_wr_id,m_post_len,m_post_signaled,m_post_op,m_post_cq,m_wr_valid,m_wr_ready,m_wr_qp,m_wr_op,m_wr_id,m_wr_lstag,m_wr_lto,m_wr_len,m_wr_rstag,m_wr_rto,m_recv_valid,m_recv_ready,m_recv_qp,m_recv_stag,m_recv_to,m_recv_len,m_cqe_valid,m_cqe_ready,m_cqe_cq,m_cqe_wr_id,m_cqe_len,m_cqe_inv_stag,m_cqe_qp,m_cqe_op,m_cqe_status,m_cqe_flags,idle,rq_pending,cnt_taken,cnt_at_once,cnt_waits,cnt_bad_db,cnt_stray);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_db_valid;
    output wire  s_db_ready;
    input wire  [15:0] s_db_addr;
    input wire  [31:0] s_db_data;
    input wire  s_qp_valid;
    output wire  s_qp_ready;
    input wire  [3:0] s_qp_qp;
    input wire  s_qp_live;
    input wire  [7:0] s_qp_state;
    input wire  [15:0] s_qp_pd;
    input wire  [15:0] s_qp_cq;
    input wire  [63:0] s_qp_sq_base;
    input wire  [7:0] s_qp_sq_log;
    input wire  [63:0] s_qp_rq_base;
    input wire  [7:0] s_qp_rq_log;
    input wire  [15:0] s_qp_conn;
    input wire  [3:0] s_qp_ird;
    input wire  [3:0] s_qp_ord;
    input wire  [15:0] s_qp_mulpdu;
    input wire  [31:0] s_qp_s0_tx;
    input wire  [31:0] s_qp_s0_rx;
    input wire  [31:0] s_qp_sent_s0;
    input wire  [31:0] s_qp_acked;
    input wire  s_qp_markers_tx;
    input wire  s_qp_markers_rx;
    input wire  s_qp_crc;
    input wire  [7:0] s_qp_kept;
    input wire  s_done_valid;
    output wire  s_done_ready;
    input wire  [3:0] s_done_qp;
    input wire  s_done_recv;
    input wire  s_done_read;
    output wire  m_rd_valid;
    input wire  m_rd_ready;
    output wire  [63:0] m_rd_addr;
    output reg  [12:0] m_rd_len;
    output wire  [7:0] m_rd_tag;
    input wire  s_dma_data_valid;
    output wire  s_dma_data_ready;
    input wire  [63:0] s_dma_data;
    output wire  m_post_valid;
    input wire  m_post_ready;
    output wire  [3:0] m_post_qp;
    output wire  m_post_recv;
    output reg  [3:0] m_post_slot;
    output wire  [63:0] m_post_wr_id;
    output reg  [31:0] m_post_len;
    output wire  m_post_signaled;
    output wire  [7:0] m_post_op;
    output wire  [3:0] m_post_cq;
    output wire  m_wr_valid;
    input wire  m_wr_ready;
    output wire  [3:0] m_wr_qp;
    output wire  [2:0] m_wr_op;
    output wire  [31:0] m_wr_id;
    output wire  [31:0] m_wr_lstag;
    output wire  [63:0] m_wr_lto;
    output wire  [31:0] m_wr_len;
    output wire  [31:0] m_wr_rstag;
    output wire  [63:0] m_wr_rto;
    output wire  m_recv_valid;
    input wire  m_recv_ready;
    output wire  [3:0] m_recv_qp;
    output wire  [31:0] m_recv_stag;
    output wire  [63:0] m_recv_to;
    output wire  [31:0] m_recv_len;
    output wire  m_cqe_valid;
    input wire  m_cqe_ready;
    output wire  [3:0] m_cqe_cq;
    output wire  [63:0] m_cqe_wr_id;
    output reg  [31:0] m_cqe_len;
    output wire  [31:0] m_cqe_inv_stag;
    output wire  [15:0] m_cqe_qp;
    output wire  [7:0] m_cqe_op;
    output wire  [7:0] m_cqe_status;
    output wire  [7:0] m_cqe_flags;
    output wire  idle;
    output wire  [15:0] rq_pending;
    output wire  [31:0] cnt_taken;
    output wire  [31:0] cnt_at_once;
    output wire  [31:0] cnt_waits;
    output wire  [31:0] cnt_bad_db;
    output wire  [31:0] cnt_stray;

    // Named constants (named_consts! in model/src)
    localparam [7:0] cqe_op$RECV = 8'h4;
    localparam [7:0] cqe_op$WRITE = 8'h0;
    localparam [7:0] cqe_status$BAD_WQE = 8'h6;
    localparam [7:0] cqe_status$FLUSHED = 8'h5;
    localparam [7:0] qp_state$CLOSING = 8'h4;
    localparam [7:0] qp_state$INIT = 8'h1;
    localparam [7:0] qp_state$RESET = 8'h0;
    localparam [7:0] qp_state$RTS = 8'h3;
    localparam [7:0] sq_flag$FENCE = 8'h4;
    localparam [7:0] sq_flag$SIGNALED = 8'h1;
    localparam [7:0] sq_flag$SOLICITED = 8'h2;
    localparam [7:0] sq_op$READ = 8'h1;
    localparam [7:0] sq_op$SEND = 8'h2;
    localparam [7:0] sq_op$SEND_INV = 8'h3;
    localparam [15:0] wq_db$ALIGN = 16'h3;
    localparam [15:0] wq_db$END = 16'h1100;
    localparam [15:0] wq_db$SQ_PI = 16'h1000;
    localparam [4:0] wq_depth$FULL = 5'h10;
    localparam [4:0] wq_depth$LAST_ROOM = 5'hf;
    localparam [31:0] wq_pick$B0 = 32'haaaaaaaa;
    localparam [31:0] wq_pick$B1 = 32'hcccccccc;
    localparam [31:0] wq_pick$B2 = 32'hf0f0f0f0;
    localparam [31:0] wq_pick$B3 = 32'hff00ff00;
    localparam [31:0] wq_pick$B4 = 32'hffff0000;
    localparam [12:0] wq_rd_len$RQ_BYTES = 13'h20;
    localparam [12:0] wq_rd_len$SQ_BYTES = 13'h40;
    localparam [1:0] wq_reg$RQ_PI = 2'h1;
    localparam [7:0] wq_shift$RQ_ENTRY = 8'h5;
    localparam [7:0] wq_shift$RQ_HALF = 8'h10;
    localparam [7:0] wq_shift$SQ_ENTRY = 8'h6;
    localparam [7:0] wq_shift$WORD = 8'h40;
    localparam [4:0] wq_state$CHECK = 5'h7;
    localparam [4:0] wq_state$CQE = 5'hb;
    localparam [4:0] wq_state$DB_APPLY = 5'hf;
    localparam [4:0] wq_state$DB_CHECK = 5'he;
    localparam [4:0] wq_state$DB_CMP = 5'h16;
    localparam [4:0] wq_state$DB_READ = 5'hd;
    localparam [4:0] wq_state$DECIDE = 5'h8;
    localparam [4:0] wq_state$DN_APPLY = 5'h15;
    localparam [4:0] wq_state$DN_CHECK = 5'h14;
    localparam [4:0] wq_state$DN_READ = 5'h13;
    localparam [4:0] wq_state$E_OFF = 5'h3;
    localparam [4:0] wq_state$E_READ = 5'h2;
    localparam [4:0] wq_state$FETCH = 5'h5;
    localparam [4:0] wq_state$IDLE = 5'h0;
    localparam [4:0] wq_state$ISSUE = 5'ha;
    localparam [4:0] wq_state$PICK = 5'h1;
    localparam [4:0] wq_state$POST = 5'h9;
    localparam [4:0] wq_state$QP_READ = 5'h10;
    localparam [4:0] wq_state$QP_RQ = 5'h12;
    localparam [4:0] wq_state$QP_SQ = 5'h11;
    localparam [4:0] wq_state$RECV = 5'h6;
    localparam [4:0] wq_state$UPDATE = 5'hc;
    localparam [1:0] wq_verdict$AT_ONCE = 2'h1;
    localparam [1:0] wq_verdict$TAKE = 2'h0;
    localparam [1:0] wq_verdict$WAIT = 2'h2;
    localparam [2:0] wq_word$RQ_BEFORE_LAST = 3'h2;
    localparam [2:0] wq_word$SQ_BEFORE_LAST = 3'h6;
    localparam [2:0] wr_op$READ = 3'h5;
    localparam [2:0] wr_op$SEND = 3'h1;
    localparam [2:0] wr_op$SEND_INV = 3'h3;
    localparam [2:0] wr_op$SEND_SE = 3'h2;
    localparam [2:0] wr_op$SEND_SE_INV = 3'h4;
    localparam [2:0] wr_op$WRITE = 3'h0;

    // Stub signals
    reg  [4:0] st$d;
    reg  [4:0] st$q;
    reg  [4:0] qs$d;
    reg  [4:0] qs$q;
    wire  [4:0] base$read_address;
    wire  [63:0] base$read_data;
    reg  base$write_enable;
    wire  [4:0] base$write_address;
    reg  [63:0] base$write_data;
    wire  [4:0] mask$read_address;
    wire  [15:0] mask$read_data;
    reg  mask$write_enable;
    wire  [4:0] mask$write_address;
    reg  [15:0] mask$write_data;
    wire  [4:0] pi$read_address;
    wire  [31:0] pi$read_data;
    reg  pi$write_enable;
    wire  [4:0] pi$write_address;
    reg  [31:0] pi$write_data;
    wire  [4:0] ci$read_address;
    wire  [31:0] ci$read_data;
    reg  ci$write_enable;
    wire  [4:0] ci$write_address;
    reg  [31:0] ci$write_data;
    wire  [4:0] out$read_address;
    wire  [4:0] out$read_data;
    reg  out$write_enable;
    wire  [4:0] out$write_address;
    reg  [4:0] out$write_data;
    wire  [3:0] qstate$read_address;
    wire  [7:0] qstate$read_data;
    reg  qstate$write_enable;
    wire  [3:0] qstate$write_address;
    wire  [7:0] qstate$write_data;
    wire  [3:0] ord$read_address;
    wire  [3:0] ord$read_data;
    reg  ord$write_enable;
    wire  [3:0] ord$write_address;
    wire  [3:0] ord$write_data;
    wire  [3:0] cqn$read_address;
    wire  [3:0] cqn$read_data;
    reg  cqn$write_enable;
    wire  [3:0] cqn$write_address;
    wire  [3:0] cqn$write_data;
    wire  [3:0] rd_out$read_address;
    wire  [3:0] rd_out$read_data;
    reg  rd_out$write_enable;
    wire  [3:0] rd_out$write_address;
    reg  [3:0] rd_out$write_data;
    wire  [3:0] taken$read_address;
    wire  [3:0] taken$read_data;
    reg  taken$write_enable;
    wire  [3:0] taken$write_address;
    reg  [3:0] taken$write_data;
    reg  [15:0] live$d;
    reg  [15:0] live$q;
    reg  [31:0] has$d;
    reg  [31:0] has$q;
    reg  [31:0] full$d;
    reg  [31:0] full$q;
    reg  [31:0] empty$d;
    reg  [31:0] empty$q;
    reg  [31:0] hold_drain$d;
    reg  [31:0] hold_drain$q;
    reg  [15:0] hold_fence$d;
    reg  [15:0] hold_fence$q;
    reg  [15:0] hold_ord$d;
    reg  [15:0] hold_ord$q;
    reg  [15:0] rzero$d;
    reg  [15:0] rzero$q;
    reg  [15:0] rroom$d;
    reg  [15:0] rroom$q;
    reg  [31:0] rr_mask$d;
    reg  [31:0] rr_mask$q;
    reg  [31:0] sel$d;
    reg  [31:0] sel$q;
    reg  [31:0] elig_r$d;
    reg  [31:0] elig_r$q;
    reg  [31:0] picked$d;
    reg  [31:0] picked$q;
    reg  turn$d;
    reg  turn$q;
    reg  u_live$d;
    reg  u_live$q;
    reg  u_reset$d;
    reg  u_reset$q;
    reg  [7:0] u_state$d;
    reg  [7:0] u_state$q;
    reg  [3:0] u_ord$d;
    reg  [3:0] u_ord$q;
    reg  [3:0] u_cq$d;
    reg  [3:0] u_cq$q;
    reg  [63:0] u_sq_base$d;
    reg  [63:0] u_sq_base$q;
    reg  [15:0] u_sq_mask$d;
    reg  [15:0] u_sq_mask$q;
    reg  [63:0] u_rq_base$d;
    reg  [63:0] u_rq_base$q;
    reg  [15:0] u_rq_mask$d;
    reg  [15:0] u_rq_mask$q;
    reg  [31:0] d_data$d;
    reg  [31:0] d_data$q;
    reg  d_ok$d;
    reg  d_ok$q;
    reg  [31:0] d_new$d;
    reg  [31:0] d_new$q;
    reg  [31:0] d_old$d;
    reg  [31:0] d_old$q;
    reg  [31:0] d_size$d;
    reg  [31:0] d_size$q;
    reg  d_take$d;
    reg  d_take$q;
    reg  d_some$d;
    reg  d_some$q;
    reg  n_read$d;
    reg  n_read$q;
    reg  n_ok$d;
    reg  n_ok$q;
    reg  [4:0] n_out$d;
    reg  [4:0] n_out$q;
    reg  [3:0] n_rd$d;
    reg  [3:0] n_rd$q;
    reg  [3:0] n_ord$d;
    reg  [3:0] n_ord$q;
    reg  [31:0] r_pi$d;
    reg  [31:0] r_pi$q;
    reg  [31:0] r_ci$d;
    reg  [31:0] r_ci$q;
    reg  [4:0] r_out$d;
    reg  [4:0] r_out$q;
    reg  [7:0] r_state$d;
    reg  [7:0] r_state$q;
    reg  [3:0] r_ord$d;
    reg  [3:0] r_ord$q;
    reg  [3:0] r_cq$d;
    reg  [3:0] r_cq$q;
    reg  [3:0] r_rd$d;
    reg  [3:0] r_rd$q;
    reg  [3:0] r_taken$d;
    reg  [3:0] r_taken$q;
    reg  [63:0] addr$d;
    reg  [63:0] addr$q;
    reg  [511:0] ent$d;
    reg  [511:0] ent$q;
    reg  [2:0] wcnt$d;
    reg  [2:0] wcnt$q;
    reg  in_fetch$d;
    reg  in_fetch$q;
    reg  in_recv$d;
    reg  in_recv$q;
    reg  w_last$d;
    reg  w_last$q;
    reg  bad$d;
    reg  bad$q;
    reg  is_read$d;
    reg  is_read$q;
    reg  fence$d;
    reg  fence$q;
    reg  signaled$d;
    reg  signaled$q;
    reg  [2:0] wop$d;
    reg  [2:0] wop$q;
    reg  [7:0] cop$d;
    reg  [7:0] cop$q;
    reg  [1:0] vd$d;
    reg  [1:0] vd$q;
    reg  [7:0] status$d;
    reg  [7:0] status$q;
    reg  w_fence$d;
    reg  w_fence$q;
    reg  w_ord$d;
    reg  w_ord$q;
    reg  w_drain$d;
    reg  w_drain$q;
    reg  more$d;
    reg  more$q;
    reg  last_room$d;
    reg  last_room$q;
    reg  rroom_next$d;
    reg  rroom_next$q;
    reg  [31:0] n_taken$d;
    reg  [31:0] n_taken$q;
    reg  [31:0] n_at_once$d;
    reg  [31:0] n_at_once$q;
    reg  [31:0] n_waits$d;
    reg  [31:0] n_waits$q;
    reg  [31:0] n_bad_db$d;
    reg  [31:0] n_bad_db$q;
    reg  [31:0] n_stray$d;
    reg  [31:0] n_stray$q;

    // Local signals
    wire  [31:0] qbit;
    wire  [15:0] pbit;
    wire  [31:0] both;
    wire  [31:0] live2;
    wire  [15:0] blk16;
    wire  [31:0] blk;
    wire  [31:0] slot;
    reg  [63:0] off;
    wire  [31:0] elig;
    wire  [31:0] above;
    wire  [31:0] sel_m1;
    wire  [31:0] onehot;
    wire  [31:0] mask32;
    wire  [15:0] sq_size;
    wire  [15:0] rq_size;
    reg  [511:0] top_word;
    wire  [255:0] rqe;
    reg  [63:0] wrid;
    wire  is_rq;
    wire  [3:0] qp4;
    reg  take_state;
    wire  fetch_first;
    reg  refuse;

    // Sub module instances
    rnic_wq$base base(
        .clock(clock),
        .read_address(base$read_address),
        .read_data(base$read_data),
        .write_enable(base$write_enable),
        .write_address(base$write_address),
        .write_data(base$write_data)
    );
    rnic_wq$mask mask(
        .clock(clock),
        .read_address(mask$read_address),
        .read_data(mask$read_data),
        .write_enable(mask$write_enable),
        .write_address(mask$write_address),
        .write_data(mask$write_data)
    );
    rnic_wq$pi pi(
        .clock(clock),
        .read_address(pi$read_address),
        .read_data(pi$read_data),
        .write_enable(pi$write_enable),
        .write_address(pi$write_address),
        .write_data(pi$write_data)
    );
    rnic_wq$ci ci(
        .clock(clock),
        .read_address(ci$read_address),
        .read_data(ci$read_data),
        .write_enable(ci$write_enable),
        .write_address(ci$write_address),
        .write_data(ci$write_data)
    );
    rnic_wq$out out(
        .clock(clock),
        .read_address(out$read_address),
        .read_data(out$read_data),
        .write_enable(out$write_enable),
        .write_address(out$write_address),
        .write_data(out$write_data)
    );
    rnic_wq$qstate qstate(
        .clock(clock),
        .read_address(qstate$read_address),
        .read_data(qstate$read_data),
        .write_enable(qstate$write_enable),
        .write_address(qstate$write_address),
        .write_data(qstate$write_data)
    );
    rnic_wq$ord ord(
        .clock(clock),
        .read_address(ord$read_address),
        .read_data(ord$read_data),
        .write_enable(ord$write_enable),
        .write_address(ord$write_address),
        .write_data(ord$write_data)
    );
    rnic_wq$cqn cqn(
        .clock(clock),
        .read_address(cqn$read_address),
        .read_data(cqn$read_data),
        .write_enable(cqn$write_enable),
        .write_address(cqn$write_address),
        .write_data(cqn$write_data)
    );
    rnic_wq$rd_out rd_out(
        .clock(clock),
        .read_address(rd_out$read_address),
        .read_data(rd_out$read_data),
        .write_enable(rd_out$write_enable),
        .write_address(rd_out$write_address),
        .write_data(rd_out$write_data)
    );
    rnic_wq$taken taken(
        .clock(clock),
        .read_address(taken$read_address),
        .read_data(taken$read_data),
        .write_enable(taken$write_enable),
        .write_address(taken$write_address),
        .write_data(taken$write_data)
    );

    // Registers
    initial begin
        st$q = 5'h0;
        qs$q = 5'h0;
        live$q = 16'h0;
        has$q = 32'h0;
        full$q = 32'h0;
        empty$q = 32'h0;
        hold_drain$q = 32'h0;
        hold_fence$q = 16'h0;
        hold_ord$q = 16'h0;
        rzero$q = 16'h0;
        rroom$q = 16'h0;
        rr_mask$q = 32'h0;
        sel$q = 32'h0;
        elig_r$q = 32'h0;
        picked$q = 32'h0;
        turn$q = 1'h0;
        u_live$q = 1'h0;
        u_reset$q = 1'h0;
        u_state$q = 8'h0;
        u_ord$q = 4'h0;
        u_cq$q = 4'h0;
        u_sq_base$q = 64'h0;
        u_sq_mask$q = 16'h0;
        u_rq_base$q = 64'h0;
        u_rq_mask$q = 16'h0;
        d_data$q = 32'h0;
        d_ok$q = 1'h0;
        d_new$q = 32'h0;
        d_old$q = 32'h0;
        d_size$q = 32'h0;
        d_take$q = 1'h0;
        d_some$q = 1'h0;
        n_read$q = 1'h0;
        n_ok$q = 1'h0;
        n_out$q = 5'h0;
        n_rd$q = 4'h0;
        n_ord$q = 4'h0;
        r_pi$q = 32'h0;
        r_ci$q = 32'h0;
        r_out$q = 5'h0;
        r_state$q = 8'h0;
        r_ord$q = 4'h0;
        r_cq$q = 4'h0;
        r_rd$q = 4'h0;
        r_taken$q = 4'h0;
        addr$q = 64'h0;
        ent$q = 512'h0;
        wcnt$q = 3'h0;
        in_fetch$q = 1'h0;
        in_recv$q = 1'h0;
        w_last$q = 1'h0;
        bad$q = 1'h0;
        is_read$q = 1'h0;
        fence$q = 1'h0;
        signaled$q = 1'h0;
        wop$q = 3'h0;
        cop$q = 8'h0;
        vd$q = 2'h0;
        status$q = 8'h0;
        w_fence$q = 1'h0;
        w_ord$q = 1'h0;
        w_drain$q = 1'h0;
        more$q = 1'h0;
        last_room$q = 1'h0;
        rroom_next$q = 1'h0;
        n_taken$q = 32'h0;
        n_at_once$q = 32'h0;
        n_waits$q = 32'h0;
        n_bad_db$q = 32'h0;
        n_stray$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        qs$q <= qs$d;
        live$q <= live$d;
        has$q <= has$d;
        full$q <= full$d;
        empty$q <= empty$d;
        hold_drain$q <= hold_drain$d;
        hold_fence$q <= hold_fence$d;
        hold_ord$q <= hold_ord$d;
        rzero$q <= rzero$d;
        rroom$q <= rroom$d;
        rr_mask$q <= rr_mask$d;
        sel$q <= sel$d;
        elig_r$q <= elig_r$d;
        picked$q <= picked$d;
        turn$q <= turn$d;
        u_live$q <= u_live$d;
        u_reset$q <= u_reset$d;
        u_state$q <= u_state$d;
        u_ord$q <= u_ord$d;
        u_cq$q <= u_cq$d;
        u_sq_base$q <= u_sq_base$d;
        u_sq_mask$q <= u_sq_mask$d;
        u_rq_base$q <= u_rq_base$d;
        u_rq_mask$q <= u_rq_mask$d;
        d_data$q <= d_data$d;
        d_ok$q <= d_ok$d;
        d_new$q <= d_new$d;
        d_old$q <= d_old$d;
        d_size$q <= d_size$d;
        d_take$q <= d_take$d;
        d_some$q <= d_some$d;
        n_read$q <= n_read$d;
        n_ok$q <= n_ok$d;
        n_out$q <= n_out$d;
        n_rd$q <= n_rd$d;
        n_ord$q <= n_ord$d;
        r_pi$q <= r_pi$d;
        r_ci$q <= r_ci$d;
        r_out$q <= r_out$d;
        r_state$q <= r_state$d;
        r_ord$q <= r_ord$d;
        r_cq$q <= r_cq$d;
        r_rd$q <= r_rd$d;
        r_taken$q <= r_taken$d;
        addr$q <= addr$d;
        ent$q <= ent$d;
        wcnt$q <= wcnt$d;
        in_fetch$q <= in_fetch$d;
        in_recv$q <= in_recv$d;
        w_last$q <= w_last$d;
        bad$q <= bad$d;
        is_read$q <= is_read$d;
        fence$q <= fence$d;
        signaled$q <= signaled$d;
        wop$q <= wop$d;
        cop$q <= cop$d;
        vd$q <= vd$d;
        status$q <= status$d;
        w_fence$q <= w_fence$d;
        w_ord$q <= w_ord$d;
        w_drain$q <= w_drain$d;
        more$q <= more$d;
        last_room$q <= last_room$d;
        rroom_next$q <= rroom_next$d;
        n_taken$q <= n_taken$d;
        n_at_once$q <= n_at_once$d;
        n_waits$q <= n_waits$d;
        n_bad_db$q <= n_bad_db$d;
        n_stray$q <= n_stray$d;
    end

    // Update code
    assign cnt_taken = n_taken$q;
    assign cnt_at_once = n_at_once$q;
    assign cnt_waits = n_waits$q;
    assign cnt_bad_db = n_bad_db$q;
    assign cnt_stray = n_stray$q;
    assign rq_pending = has$q[31:16];
    assign is_rq = qs$q[4];
    assign qp4 = qs$q[3:0];
    assign qbit = 32'h1 << qs$q;
    assign pbit = 16'h1 << qp4;
    assign both = {16'h0, pbit} | ({16'h0, pbit} << wq_shift$RQ_HALF);
    assign base$read_address = qs$q;
    assign mask$read_address = qs$q;
    assign pi$read_address = qs$q;
    assign ci$read_address = qs$q;
    assign out$read_address = qs$q;
    assign qstate$read_address = qp4;
    assign ord$read_address = qp4;
    assign cqn$read_address = qp4;
    assign rd_out$read_address = qp4;
    assign taken$read_address = qp4;
    assign base$write_address = qs$q;
    assign mask$write_address = qs$q;
    assign pi$write_address = qs$q;
    assign ci$write_address = qs$q;
    assign out$write_address = qs$q;
    assign qstate$write_address = qp4;
    assign ord$write_address = qp4;
    assign cqn$write_address = qp4;
    assign rd_out$write_address = qp4;
    assign taken$write_address = qp4;
    assign qstate$write_data = u_state$q;
    assign ord$write_data = u_ord$q;
    assign cqn$write_data = u_cq$q;
    assign mask32 = {16'h0, mask$read_data};
    assign slot = ci$read_data & mask32;
    assign live2 = {16'h0, live$q} | ({16'h0, live$q} << wq_shift$RQ_HALF);
    assign blk16 = (hold_fence$q & ~rzero$q) | (hold_ord$q & ~rroom$q);
    assign blk = {16'h0, blk16};
    assign elig = live2 & has$q & ~full$q & ~(hold_drain$q & ~empty$q) & ~blk;
    assign above = elig_r$q & rr_mask$q;
    assign idle = (st$q == wq_state$IDLE) & ~|elig_r$q & ~|elig;
    assign sq_size = 16'h1 << s_qp_sq_log;
    assign rq_size = 16'h1 << s_qp_rq_log;
    assign fetch_first = turn$q & |elig_r$q;
    assign s_qp_ready = (st$q == wq_state$IDLE) & ~reset;
    assign s_done_ready = (st$q == wq_state$IDLE) & ~s_qp_valid & ~fetch_first & ~reset;
    assign s_db_ready = (st$q == wq_state$IDLE) & ~s_qp_valid & ~fetch_first & ~s_done_valid & ~reset;
    assign sel_m1 = sel$q - 32'h1;
    assign onehot = sel$q & ~sel_m1;
    assign m_rd_valid = in_fetch$q;
    assign m_rd_addr = addr$q;
    assign m_rd_tag = 8'h0;
    assign s_dma_data_ready = in_recv$q;
    assign rqe = ent$q[511:256];
    assign m_post_valid = st$q == wq_state$POST;
    assign m_post_qp = qp4;
    assign m_post_recv = is_rq;
    assign m_post_wr_id = wrid;
    assign m_post_signaled = signaled$q;
    assign m_post_op = cop$q;
    assign m_post_cq = r_cq$q;
    assign m_wr_valid = (st$q == wq_state$ISSUE) & ~is_rq;
    assign m_wr_qp = qp4;
    assign m_wr_op = wop$q;
    assign m_wr_id = r_ci$q;
    assign m_wr_lstag = ent$q[159:128];
    assign m_wr_lto = ent$q[255:192];
    assign m_wr_len = ent$q[127:96];
    assign m_wr_rstag = ent$q[287:256];
    assign m_wr_rto = ent$q[383:320];
    assign m_recv_valid = (st$q == wq_state$ISSUE) & is_rq;
    assign m_recv_qp = qp4;
    assign m_recv_stag = rqe[95:64];
    assign m_recv_to = rqe[191:128];
    assign m_recv_len = rqe[127:96];
    assign m_cqe_valid = st$q == wq_state$CQE;
    assign m_cqe_cq = r_cq$q;
    assign m_cqe_wr_id = wrid;
    assign m_cqe_inv_stag = 32'h0;
    assign m_cqe_qp = {12'h0, qp4};
    assign m_cqe_op = cop$q;
    assign m_cqe_status = status$q;
    assign m_cqe_flags = 8'h0;

    always @(*) begin
        st$d = st$q;
        qs$d = qs$q;
        turn$d = turn$q;
        live$d = live$q;
        has$d = has$q;
        full$d = full$q;
        empty$d = empty$q;
        hold_drain$d = hold_drain$q;
        hold_fence$d = hold_fence$q;
        hold_ord$d = hold_ord$q;
        rzero$d = rzero$q;
        rroom$d = rroom$q;
        rr_mask$d = rr_mask$q;
        sel$d = sel$q;
        picked$d = picked$q;
        u_live$d = u_live$q;
        u_reset$d = u_reset$q;
        u_state$d = u_state$q;
        u_ord$d = u_ord$q;
        u_cq$d = u_cq$q;
        u_sq_base$d = u_sq_base$q;
        u_sq_mask$d = u_sq_mask$q;
        u_rq_base$d = u_rq_base$q;
        u_rq_mask$d = u_rq_mask$q;
        d_data$d = d_data$q;
        d_ok$d = d_ok$q;
        d_new$d = d_new$q;
        d_old$d = d_old$q;
        d_size$d = d_size$q;
        d_take$d = d_take$q;
        d_some$d = d_some$q;
        n_read$d = n_read$q;
        n_ok$d = n_ok$q;
        n_out$d = n_out$q;
        n_rd$d = n_rd$q;
        n_ord$d = n_ord$q;
        r_pi$d = r_pi$q;
        r_ci$d = r_ci$q;
        r_out$d = r_out$q;
        r_state$d = r_state$q;
        r_ord$d = r_ord$q;
        r_cq$d = r_cq$q;
        r_rd$d = r_rd$q;
        r_taken$d = r_taken$q;
        addr$d = addr$q;
        ent$d = ent$q;
        wcnt$d = wcnt$q;
        in_fetch$d = in_fetch$q;
        in_recv$d = in_recv$q;
        w_last$d = w_last$q;
        bad$d = bad$q;
        is_read$d = is_read$q;
        fence$d = fence$q;
        signaled$d = signaled$q;
        wop$d = wop$q;
        cop$d = cop$q;
        vd$d = vd$q;
        status$d = status$q;
        w_fence$d = w_fence$q;
        w_ord$d = w_ord$q;
        w_drain$d = w_drain$q;
        more$d = more$q;
        last_room$d = last_room$q;
        rroom_next$d = rroom_next$q;
        n_taken$d = n_taken$q;
        n_at_once$d = n_at_once$q;
        n_waits$d = n_waits$q;
        n_bad_db$d = n_bad_db$q;
        n_stray$d = n_stray$q;
        base$write_data = u_sq_base$q;
        mask$write_data = u_sq_mask$q;
        pi$write_data = d_data$q;
        ci$write_data = r_ci$q + 32'h1;
        out$write_data = r_out$q + 5'h1;
        rd_out$write_data = r_rd$q + 4'h1;
        taken$write_data = r_taken$q + 4'h1;
        base$write_enable = 1'b0;
        mask$write_enable = 1'b0;
        pi$write_enable = 1'b0;
        ci$write_enable = 1'b0;
        out$write_enable = 1'b0;
        qstate$write_enable = 1'b0;
        ord$write_enable = 1'b0;
        cqn$write_enable = 1'b0;
        rd_out$write_enable = 1'b0;
        taken$write_enable = 1'b0;
        if ((st$q == wq_state$IDLE) & (s_done_ready & s_done_valid | s_db_ready & s_db_valid)) begin
            turn$d = 1'b1;
        end
        if (st$q == wq_state$PICK) begin
            turn$d = 1'b0;
        end
        if ((st$q == wq_state$IDLE) & ~s_qp_valid & fetch_first) begin
            if (|above) begin
                sel$d = above;
            end
            else begin
                sel$d = elig_r$q;
            end
            st$d = wq_state$PICK;
        end
        if ((st$q == wq_state$IDLE) & (s_qp_valid | ~fetch_first)) begin
            if (s_qp_valid) begin
                qs$d = {1'h0, s_qp_qp};
                u_live$d = s_qp_live;
                u_reset$d = ~s_qp_live | (s_qp_state == qp_state$RESET);
                u_state$d = s_qp_state;
                u_ord$d = s_qp_ord;
                u_cq$d = s_qp_cq[3:0];
                u_sq_base$d = s_qp_sq_base;
                u_sq_mask$d = sq_size - 16'h1;
                u_rq_base$d = s_qp_rq_base;
                u_rq_mask$d = rq_size - 16'h1;
                st$d = wq_state$QP_READ;
            end
            else if (s_done_valid) begin
                qs$d = {1'h0, s_done_qp};
                qs$d[4] = s_done_recv;
                n_read$d = s_done_read & ~s_done_recv;
                st$d = wq_state$DN_READ;
            end
            else if (s_db_valid) begin
                qs$d = {1'h0, s_db_addr[7:4]};
                qs$d[4] = s_db_addr[3:2] == wq_reg$RQ_PI;
                d_data$d = s_db_data;
                d_ok$d = (s_db_addr >= wq_db$SQ_PI) & (s_db_addr < wq_db$END) & ~|(s_db_addr & wq_db$ALIGN) & (s_db_addr[3:2] <= wq_reg$RQ_PI);
                st$d = wq_state$DB_READ;
            end
            else if (|elig_r$q) begin
                if (|above) begin
                    sel$d = above;
                end
                else begin
                    sel$d = elig_r$q;
                end
                st$d = wq_state$PICK;
            end
        end
        if (st$q == wq_state$PICK) begin
            picked$d = onehot;
            qs$d = 5'h0;
            qs$d[0] = |(onehot & wq_pick$B0);
            qs$d[1] = |(onehot & wq_pick$B1);
            qs$d[2] = |(onehot & wq_pick$B2);
            qs$d[3] = |(onehot & wq_pick$B3);
            qs$d[4] = |(onehot & wq_pick$B4);
            rr_mask$d = ~(sel$q ^ sel_m1);
            st$d = wq_state$E_READ;
        end
        if (st$q == wq_state$E_READ) begin
            st$d = wq_state$E_OFF;
            if (~|(picked$q & elig_r$q)) begin
                st$d = wq_state$IDLE;
            end
        end
        if (st$q == wq_state$E_OFF) begin
            r_pi$d = pi$read_data;
            r_ci$d = ci$read_data;
            r_out$d = out$read_data;
            r_state$d = qstate$read_data;
            r_ord$d = ord$read_data;
            r_cq$d = cqn$read_data;
            r_rd$d = rd_out$read_data;
            r_taken$d = taken$read_data;
            addr$d = base$read_data + off;
            st$d = wq_state$FETCH;
            in_fetch$d = 1'b1;
        end
        if (in_fetch$q & m_rd_ready) begin
            wcnt$d = 3'h0;
            w_last$d = 1'b0;
            in_fetch$d = 1'b0;
            in_recv$d = 1'b1;
            st$d = wq_state$RECV;
        end
        if (in_recv$q & s_dma_data_valid) begin
            ent$d = (ent$q >> wq_shift$WORD) | top_word;
            wcnt$d = wcnt$q + 3'h1;
            w_last$d = (is_rq & (wcnt$q == wq_word$RQ_BEFORE_LAST)) | (wcnt$q == wq_word$SQ_BEFORE_LAST);
            if (w_last$q) begin
                in_recv$d = 1'b0;
                st$d = wq_state$CHECK;
            end
        end
        if (st$q == wq_state$CHECK) begin
            if (is_rq) begin
                bad$d = |rqe[255:192];
                cop$d = cqe_op$RECV;
            end
            else begin
                bad$d = (ent$q[71:64] > sq_op$SEND_INV) | (ent$q[79:72] > (sq_flag$SIGNALED | sq_flag$SOLICITED | sq_flag$FENCE)) | |ent$q[95:80] | |ent$q[191:160] | |ent$q[319:288] | |ent$q[511:384];
                cop$d = cqe_op$WRITE;
                if (ent$q[71:64] <= sq_op$SEND_INV) begin
                    cop$d = ent$q[71:64];
                end
            end
            is_read$d = ~is_rq & (ent$q[71:64] == sq_op$READ);
            fence$d = ~is_rq & |(ent$q[79:72] & sq_flag$FENCE);
            signaled$d = is_rq | |(ent$q[79:72] & sq_flag$SIGNALED);
            wop$d = wr_op$WRITE;
            if (ent$q[71:64] == sq_op$READ) begin
                wop$d = wr_op$READ;
            end
            else if (ent$q[71:64] == sq_op$SEND) begin
                wop$d = wr_op$SEND;
                if (|(ent$q[79:72] & sq_flag$SOLICITED)) begin
                    wop$d = wr_op$SEND_SE;
                end
            end
            else if (ent$q[71:64] == sq_op$SEND_INV) begin
                wop$d = wr_op$SEND_INV;
                if (|(ent$q[79:72] & sq_flag$SOLICITED)) begin
                    wop$d = wr_op$SEND_SE_INV;
                end
            end
            st$d = wq_state$DECIDE;
        end
        if (st$q == wq_state$DECIDE) begin
            w_fence$d = 1'b0;
            w_ord$d = 1'b0;
            w_drain$d = 1'b0;
            more$d = (r_pi$q - r_ci$q) != 32'h1;
            last_room$d = r_out$q == wq_depth$LAST_ROOM;
            rroom_next$d = (r_rd$q + 4'h1) < r_ord$q;
            if (refuse | ~take_state) begin
                status$d = cqe_status$FLUSHED;
                if (refuse) begin
                    status$d = cqe_status$BAD_WQE;
                end
                vd$d = wq_verdict$AT_ONCE;
                st$d = wq_state$CQE;
                if (|r_out$q) begin
                    vd$d = wq_verdict$WAIT;
                    w_drain$d = 1'b1;
                    st$d = wq_state$UPDATE;
                end
            end
            else if (fence$q & |r_rd$q) begin
                vd$d = wq_verdict$WAIT;
                w_fence$d = 1'b1;
                st$d = wq_state$UPDATE;
            end
            else if (is_read$q & (r_rd$q >= r_ord$q)) begin
                vd$d = wq_verdict$WAIT;
                w_ord$d = 1'b1;
                st$d = wq_state$UPDATE;
            end
            else if (r_out$q >= wq_depth$FULL) begin
                vd$d = wq_verdict$WAIT;
                st$d = wq_state$UPDATE;
            end
            else begin
                vd$d = wq_verdict$TAKE;
                st$d = wq_state$POST;
            end
        end
        if ((st$q == wq_state$POST) & m_post_ready) begin
            st$d = wq_state$ISSUE;
        end
        if ((st$q == wq_state$ISSUE) & ((m_wr_valid & m_wr_ready) | (m_recv_valid & m_recv_ready))) begin
            st$d = wq_state$UPDATE;
        end
        if ((st$q == wq_state$CQE) & m_cqe_ready) begin
            st$d = wq_state$UPDATE;
        end
        if (st$q == wq_state$UPDATE) begin
            st$d = wq_state$IDLE;
            if (vd$q == wq_verdict$WAIT) begin
                n_waits$d = n_waits$q + 32'h1;
                hold_drain$d = hold_drain$q & ~qbit;
                if (~is_rq) begin
                    hold_fence$d = hold_fence$q & ~pbit;
                    hold_ord$d = hold_ord$q & ~pbit;
                end
                if (w_fence$q) begin
                    hold_fence$d = hold_fence$q | pbit;
                end
                else if (w_ord$q) begin
                    hold_ord$d = hold_ord$q | pbit;
                end
                else if (w_drain$q) begin
                    hold_drain$d = hold_drain$q | qbit;
                end
            end
            else begin
                ci$write_enable = 1'b1;
                hold_drain$d = hold_drain$q & ~qbit;
                if (~is_rq) begin
                    hold_fence$d = hold_fence$q & ~pbit;
                    hold_ord$d = hold_ord$q & ~pbit;
                end
                if (~more$q) begin
                    has$d = has$q & ~qbit;
                end
                if (vd$q == wq_verdict$TAKE) begin
                    n_taken$d = n_taken$q + 32'h1;
                    out$write_enable = 1'b1;
                    empty$d = empty$q & ~qbit;
                    if (last_room$q) begin
                        full$d = full$q | qbit;
                    end
                    if (is_rq) begin
                        taken$write_enable = 1'b1;
                    end
                    else if (is_read$q) begin
                        rd_out$write_enable = 1'b1;
                        rzero$d = rzero$q & ~pbit;
                        if (~rroom_next$q) begin
                            rroom$d = rroom$q & ~pbit;
                        end
                    end
                end
                else begin
                    n_at_once$d = n_at_once$q + 32'h1;
                end
            end
        end
        if (st$q == wq_state$DB_READ) begin
            st$d = wq_state$DB_CHECK;
        end
        if (st$q == wq_state$DB_CHECK) begin
            d_ok$d = d_ok$q & |(live$q & pbit);
            d_new$d = d_data$q - ci$read_data;
            d_old$d = pi$read_data - ci$read_data;
            d_size$d = mask32 + 32'h1;
            st$d = wq_state$DB_CMP;
        end
        if (st$q == wq_state$DB_CMP) begin
            d_take$d = d_ok$q & (d_new$q <= d_size$q) & (d_new$q >= d_old$q);
            d_some$d = |d_new$q;
            st$d = wq_state$DB_APPLY;
        end
        if (st$q == wq_state$DB_APPLY) begin
            st$d = wq_state$IDLE;
            if (d_take$q) begin
                pi$write_enable = 1'b1;
                if (d_some$q) begin
                    has$d = has$q | qbit;
                end
            end
            else begin
                n_bad_db$d = n_bad_db$q + 32'h1;
            end
        end
        if (st$q == wq_state$QP_READ) begin
            st$d = wq_state$QP_SQ;
        end
        if ((st$q == wq_state$QP_SQ) | (st$q == wq_state$QP_RQ)) begin
            base$write_enable = 1'b1;
            mask$write_enable = 1'b1;
            if (u_reset$q) begin
                pi$write_data = 32'h0;
                ci$write_data = 32'h0;
                out$write_data = 5'h0;
                pi$write_enable = 1'b1;
                ci$write_enable = 1'b1;
                out$write_enable = 1'b1;
            end
        end
        if (st$q == wq_state$QP_SQ) begin
            qstate$write_enable = 1'b1;
            ord$write_enable = 1'b1;
            cqn$write_enable = 1'b1;
            if (u_live$q) begin
                live$d = live$q | pbit;
            end
            else begin
                live$d = live$q & ~pbit;
            end
            if (rd_out$read_data < u_ord$q) begin
                rroom$d = rroom$q | pbit;
            end
            else begin
                rroom$d = rroom$q & ~pbit;
            end
            if (u_reset$q) begin
                rd_out$write_data = 4'h0;
                taken$write_data = 4'h0;
                rd_out$write_enable = 1'b1;
                taken$write_enable = 1'b1;
                has$d = has$q & ~both;
                full$d = full$q & ~both;
                empty$d = empty$q | both;
                hold_drain$d = hold_drain$q & ~both;
                hold_fence$d = hold_fence$q & ~pbit;
                hold_ord$d = hold_ord$q & ~pbit;
                rzero$d = rzero$q | pbit;
                if (|u_ord$q) begin
                    rroom$d = rroom$q | pbit;
                end
                else begin
                    rroom$d = rroom$q & ~pbit;
                end
            end
            qs$d[4] = 1'b1;
            st$d = wq_state$QP_RQ;
        end
        if (st$q == wq_state$QP_RQ) begin
            base$write_data = u_rq_base$q;
            mask$write_data = u_rq_mask$q;
            st$d = wq_state$IDLE;
        end
        if (st$q == wq_state$DN_READ) begin
            st$d = wq_state$DN_CHECK;
        end
        if (st$q == wq_state$DN_CHECK) begin
            n_ok$d = |out$read_data & (~n_read$q | |rd_out$read_data);
            n_out$d = out$read_data - 5'h1;
            n_rd$d = rd_out$read_data - 4'h1;
            n_ord$d = ord$read_data;
            st$d = wq_state$DN_APPLY;
        end
        if (st$q == wq_state$DN_APPLY) begin
            st$d = wq_state$IDLE;
            out$write_data = n_out$q;
            rd_out$write_data = n_rd$q;
            if (n_ok$q) begin
                out$write_enable = 1'b1;
                full$d = full$q & ~qbit;
                if (~|n_out$q) begin
                    empty$d = empty$q | qbit;
                end
                if (n_read$q) begin
                    rd_out$write_enable = 1'b1;
                    if (~|n_rd$q) begin
                        rzero$d = rzero$q | pbit;
                    end
                    if (n_rd$q < n_ord$q) begin
                        rroom$d = rroom$q | pbit;
                    end
                end
            end
            else begin
                n_stray$d = n_stray$q + 32'h1;
            end
        end
        if (reset) begin
            st$d = wq_state$IDLE;
            live$d = 16'h0;
            has$d = 32'h0;
            full$d = 32'h0;
            empty$d = 32'h0;
            hold_drain$d = 32'h0;
            hold_fence$d = 16'h0;
            hold_ord$d = 16'h0;
            rzero$d = 16'h0;
            rroom$d = 16'h0;
            rr_mask$d = 32'h0;
            turn$d = 1'b0;
            in_fetch$d = 1'b0;
            in_recv$d = 1'b0;
            n_taken$d = 32'h0;
            n_at_once$d = 32'h0;
            n_waits$d = 32'h0;
            n_bad_db$d = 32'h0;
            n_stray$d = 32'h0;
        end
    end

    always @(*) begin
        elig_r$d = elig_r$q;
        elig_r$d = elig;
    end

    always @(*) begin
        off = {32'h0, slot} << wq_shift$SQ_ENTRY;
        if (is_rq) begin
            off = {32'h0, slot} << wq_shift$RQ_ENTRY;
        end
    end

    always @(*) begin
        m_rd_len = wq_rd_len$SQ_BYTES;
        if (is_rq) begin
            m_rd_len = wq_rd_len$RQ_BYTES;
        end
    end

    always @(*) begin
        top_word = 512'h0;
        top_word[511:448] = s_dma_data;
    end

    always @(*) begin
        take_state = r_state$q == qp_state$RTS;
        refuse = bad$q | (r_state$q < qp_state$RTS) | (take_state & is_read$q & ~|r_ord$q);
        if (is_rq) begin
            take_state = (r_state$q >= qp_state$INIT) & (r_state$q <= qp_state$CLOSING);
            refuse = bad$q | (r_state$q == qp_state$RESET);
        end
    end

    always @(*) begin
        m_post_slot = r_ci$q[3:0];
        wrid = ent$q[63:0];
        m_post_len = ent$q[127:96];
        if (is_rq) begin
            m_post_slot = r_taken$q;
            wrid = rqe[63:0];
            m_post_len = rqe[127:96];
        end
    end

    always @(*) begin
        m_cqe_len = ent$q[127:96];
        if (is_rq) begin
            m_cqe_len = 32'h0;
        end
    end

endmodule // rnic_wq


module rnic_wq$base(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [4:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [4:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:31];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {64{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_wq$base


module rnic_wq$ci(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [4:0] read_address;
    output reg  [31:0] read_data;
    input wire  write_enable;
    input wire  [4:0] write_address;
    input wire  [31:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [31:0] mem [0:31];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {32{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_wq$ci


module rnic_wq$cqn(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [3:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [3:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [3:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {4{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_wq$cqn


module rnic_wq$mask(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [4:0] read_address;
    output reg  [15:0] read_data;
    input wire  write_enable;
    input wire  [4:0] write_address;
    input wire  [15:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [15:0] mem [0:31];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {16{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_wq$mask


module rnic_wq$ord(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [3:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [3:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [3:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {4{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_wq$ord


module rnic_wq$out(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [4:0] read_address;
    output reg  [4:0] read_data;
    input wire  write_enable;
    input wire  [4:0] write_address;
    input wire  [4:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [4:0] mem [0:31];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {5{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_wq$out


module rnic_wq$pi(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [4:0] read_address;
    output reg  [31:0] read_data;
    input wire  write_enable;
    input wire  [4:0] write_address;
    input wire  [31:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [31:0] mem [0:31];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {32{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_wq$pi


module rnic_wq$qstate(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [7:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [7:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [7:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {8{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_wq$qstate


module rnic_wq$rd_out(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [3:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [3:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [3:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {4{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_wq$rd_out


module rnic_wq$taken(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [3:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [3:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [3:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {4{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_wq$taken
