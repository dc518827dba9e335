// Generated from model/src/rnic/ring.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_ring. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_ring(clock,reset,s_data,s_keep,s_fpdu_end,s_end_lo,s_conn,s_valid,s_ready,s_cfg_valid,s_cfg_ready,s_cfg_qp,s_cfg_live,s_cfg_conn,s_cfg_seq,s_cfg_sent,s_cfg_acked,s_cfg_kept,s_acked_valid,s_acked_ready,s_acked_qp,s_acked_value,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,m_send_valid,m_send_ready,m_send_op,m_send_conn,m_send_n,m_send_remote_ip,m_send_remote_port,m_send_local_port,m_send_remote_mac,s_ans_valid,s_ans_ready,s_ans_status,s_ans_conn,cfg_ring_base,cfg_bitmap_base,cfg_ring_shift,idle,cnt_chunks,cnt_sends,cnt_dropped,cnt_refused,cnt_ring_bytes,cnt_bmp_bytes);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_fpdu_end;
    input wire  s_end_lo;
    input wire  [7:0] s_conn;
    input wire  s_valid;
    output wire  s_ready;
    input wire  s_cfg_valid;
    output wire  s_cfg_ready;
    input wire  [3:0] s_cfg_qp;
    input wire  s_cfg_live;
    input wire  [9:0] s_cfg_conn;
    input wire  [31:0] s_cfg_seq;
    input wire  [31:0] s_cfg_sent;
    input wire  [31:0] s_cfg_acked;
    input wire  [7:0] s_cfg_kept;
    input wire  s_acked_valid;
    output wire  s_acked_ready;
    input wire  [3:0] s_acked_qp;
    input wire  [31:0] s_acked_value;
    output wire  m_wr_valid;
    input wire  m_wr_ready;
    output reg  [63:0] m_wr_addr;
    output reg  [15:0] m_wr_len;
    output wire  m_wd_valid;
    input wire  m_wd_ready;
    output wire  [63:0] m_wd_data;
    output wire  [7:0] m_wd_keep;
    output wire  m_wd_last;
    output wire  m_send_valid;
    input wire  m_send_ready;
    output wire  [2:0] m_send_op;
    output wire  [9:0] m_send_conn;
    output wire  [31:0] m_send_n;
    output wire  [31:0] m_send_remote_ip;
    output wire  [15:0] m_send_remote_port;
    output wire  [15:0] m_send_local_port;
    output wire  [47:0] m_send_remote_mac;
    input wire  s_ans_valid;
    output wire  s_ans_ready;
    input wire  [1:0] s_ans_status;
    input wire  [9:0] s_ans_conn;
    input wire  [63:0] cfg_ring_base;
    input wire  [63:0] cfg_bitmap_base;
    input wire  [4:0] cfg_ring_shift;
    output wire  idle;
    output wire  [31:0] cnt_chunks;
    output wire  [31:0] cnt_sends;
    output wire  [15:0] cnt_dropped;
    output wire  [15:0] cnt_refused;
    output wire  [31:0] cnt_ring_bytes;
    output wire  [31:0] cnt_bmp_bytes;

    // Named constants (named_consts! in model/src)
    localparam [2:0] host_op$SEND = 3'h5;
    localparam [1:0] host_status$OK = 2'h0;
    localparam [15:0] qp_onehot$QP0 = 16'h1;
    localparam [1:0] ring_bm_state$CMD = 2'h1;
    localparam [1:0] ring_bm_state$IDLE = 2'h0;
    localparam [1:0] ring_bm_state$WORDS = 2'h2;
    localparam [7:0] ring_const$BYTE_SHIFT = 8'h3;
    localparam [7:0] ring_const$CHUNK_LAST = 8'hff;
    localparam [7:0] ring_const$FIRST = 8'h1;
    localparam [7:0] ring_const$HALF_BYTES = 8'h4;
    localparam [7:0] ring_const$KEEP_ALL = 8'hff;
    localparam [7:0] ring_const$KEEP_HALF = 8'hf;
    localparam [7:0] ring_const$WORD_BYTES = 8'h8;
    localparam [1:0] ring_mux$DATA = 2'h2;
    localparam [1:0] ring_mux$IDLE = 2'h0;
    localparam [1:0] ring_mux$REQ = 2'h1;
    localparam [3:0] ring_state$BITS = 4'h4;
    localparam [3:0] ring_state$CFG = 4'hb;
    localparam [3:0] ring_state$CMD = 4'h5;
    localparam [3:0] ring_state$DATA = 4'h6;
    localparam [3:0] ring_state$DROP = 4'h7;
    localparam [3:0] ring_state$FIT = 4'ha;
    localparam [3:0] ring_state$IDLE = 4'h0;
    localparam [3:0] ring_state$LOAD = 4'h1;
    localparam [3:0] ring_state$ROOM = 4'h3;
    localparam [3:0] ring_state$SEND = 4'h9;
    localparam [3:0] ring_state$USED = 4'h2;
    localparam [3:0] ring_state$WAIT = 4'h8;

    // Stub signals
    wire  cbuf$reset;
    wire  cbuf$push;
    reg  [65:0] cbuf$din;
    wire  cbuf$full;
    wire  cbuf$pop;
    wire  [65:0] cbuf$dout;
    wire  cbuf$valid;
    wire  chunks$reset;
    wire  chunks$push;
    reg  [16:0] chunks$din;
    wire  chunks$full;
    wire  chunks$pop;
    wire  [16:0] chunks$dout;
    wire  chunks$valid;
    wire  ring_wr$reset;
    wire  ring_wr$s_cmd_valid;
    wire  ring_wr$s_cmd_ready;
    wire  [9:0] ring_wr$s_cmd_conn;
    wire  [31:0] ring_wr$s_cmd_seq;
    wire  [15:0] ring_wr$s_cmd_len;
    wire  [63:0] ring_wr$s_data;
    reg  [7:0] ring_wr$s_keep;
    wire  ring_wr$s_last;
    wire  ring_wr$s_valid;
    wire  ring_wr$s_ready;
    wire  ring_wr$m_wr_valid;
    wire  ring_wr$m_wr_ready;
    wire  [63:0] ring_wr$m_wr_addr;
    wire  [15:0] ring_wr$m_wr_len;
    wire  ring_wr$m_wd_valid;
    wire  ring_wr$m_wd_ready;
    wire  [63:0] ring_wr$m_wd_data;
    wire  [7:0] ring_wr$m_wd_keep;
    wire  ring_wr$m_wd_last;
    wire  [63:0] ring_wr$cfg_area_base;
    wire  [4:0] ring_wr$cfg_area_shift;
    wire  ring_wr$idle;
    wire  [31:0] ring_wr$cnt_cmds;
    wire  [31:0] ring_wr$cnt_writes;
    wire  [31:0] ring_wr$cnt_bytes;
    wire  wdq$reset;
    wire  wdq$push;
    reg  [72:0] wdq$din;
    wire  wdq$full;
    wire  wdq$pop;
    wire  [72:0] wdq$dout;
    wire  wdq$valid;
    wire  bmp_wr$reset;
    wire  bmp_wr$s_cmd_valid;
    wire  bmp_wr$s_cmd_ready;
    wire  [9:0] bmp_wr$s_cmd_conn;
    wire  [31:0] bmp_wr$s_cmd_seq;
    wire  [15:0] bmp_wr$s_cmd_len;
    wire  [63:0] bmp_wr$s_data;
    wire  [7:0] bmp_wr$s_keep;
    wire  bmp_wr$s_last;
    wire  bmp_wr$s_valid;
    wire  bmp_wr$s_ready;
    wire  bmp_wr$m_wr_valid;
    wire  bmp_wr$m_wr_ready;
    wire  [63:0] bmp_wr$m_wr_addr;
    wire  [15:0] bmp_wr$m_wr_len;
    wire  bmp_wr$m_wd_valid;
    wire  bmp_wr$m_wd_ready;
    wire  [63:0] bmp_wr$m_wd_data;
    wire  [7:0] bmp_wr$m_wd_keep;
    wire  bmp_wr$m_wd_last;
    wire  [63:0] bmp_wr$cfg_area_base;
    wire  [4:0] bmp_wr$cfg_area_shift;
    wire  bmp_wr$idle;
    wire  [31:0] bmp_wr$cnt_cmds;
    wire  [31:0] bmp_wr$cnt_writes;
    wire  [31:0] bmp_wr$cnt_bytes;
    reg  [31:0] pend$d;
    reg  [31:0] pend$q;
    reg  pend_v$d;
    reg  pend_v$q;
    reg  pend_end$d;
    reg  pend_end$q;
    reg  [7:0] cw$d;
    reg  [7:0] cw$q;
    reg  [3:0] cur_qp$d;
    reg  [3:0] cur_qp$q;
    reg  live$0$d;
    reg  live$0$q;
    reg  live$1$d;
    reg  live$1$q;
    reg  live$2$d;
    reg  live$2$q;
    reg  live$3$d;
    reg  live$3$q;
    reg  live$4$d;
    reg  live$4$q;
    reg  live$5$d;
    reg  live$5$q;
    reg  live$6$d;
    reg  live$6$q;
    reg  live$7$d;
    reg  live$7$q;
    reg  live$8$d;
    reg  live$8$q;
    reg  live$9$d;
    reg  live$9$q;
    reg  live$10$d;
    reg  live$10$q;
    reg  live$11$d;
    reg  live$11$q;
    reg  live$12$d;
    reg  live$12$q;
    reg  live$13$d;
    reg  live$13$q;
    reg  live$14$d;
    reg  live$14$q;
    reg  live$15$d;
    reg  live$15$q;
    reg  [9:0] conn$0$d;
    reg  [9:0] conn$0$q;
    reg  [9:0] conn$1$d;
    reg  [9:0] conn$1$q;
    reg  [9:0] conn$2$d;
    reg  [9:0] conn$2$q;
    reg  [9:0] conn$3$d;
    reg  [9:0] conn$3$q;
    reg  [9:0] conn$4$d;
    reg  [9:0] conn$4$q;
    reg  [9:0] conn$5$d;
    reg  [9:0] conn$5$q;
    reg  [9:0] conn$6$d;
    reg  [9:0] conn$6$q;
    reg  [9:0] conn$7$d;
    reg  [9:0] conn$7$q;
    reg  [9:0] conn$8$d;
    reg  [9:0] conn$8$q;
    reg  [9:0] conn$9$d;
    reg  [9:0] conn$9$q;
    reg  [9:0] conn$10$d;
    reg  [9:0] conn$10$q;
    reg  [9:0] conn$11$d;
    reg  [9:0] conn$11$q;
    reg  [9:0] conn$12$d;
    reg  [9:0] conn$12$q;
    reg  [9:0] conn$13$d;
    reg  [9:0] conn$13$q;
    reg  [9:0] conn$14$d;
    reg  [9:0] conn$14$q;
    reg  [9:0] conn$15$d;
    reg  [9:0] conn$15$q;
    reg  [31:0] seq$0$d;
    reg  [31:0] seq$0$q;
    reg  [31:0] seq$1$d;
    reg  [31:0] seq$1$q;
    reg  [31:0] seq$2$d;
    reg  [31:0] seq$2$q;
    reg  [31:0] seq$3$d;
    reg  [31:0] seq$3$q;
    reg  [31:0] seq$4$d;
    reg  [31:0] seq$4$q;
    reg  [31:0] seq$5$d;
    reg  [31:0] seq$5$q;
    reg  [31:0] seq$6$d;
    reg  [31:0] seq$6$q;
    reg  [31:0] seq$7$d;
    reg  [31:0] seq$7$q;
    reg  [31:0] seq$8$d;
    reg  [31:0] seq$8$q;
    reg  [31:0] seq$9$d;
    reg  [31:0] seq$9$q;
    reg  [31:0] seq$10$d;
    reg  [31:0] seq$10$q;
    reg  [31:0] seq$11$d;
    reg  [31:0] seq$11$q;
    reg  [31:0] seq$12$d;
    reg  [31:0] seq$12$q;
    reg  [31:0] seq$13$d;
    reg  [31:0] seq$13$q;
    reg  [31:0] seq$14$d;
    reg  [31:0] seq$14$q;
    reg  [31:0] seq$15$d;
    reg  [31:0] seq$15$q;
    reg  [31:0] sent$0$d;
    reg  [31:0] sent$0$q;
    reg  [31:0] sent$1$d;
    reg  [31:0] sent$1$q;
    reg  [31:0] sent$2$d;
    reg  [31:0] sent$2$q;
    reg  [31:0] sent$3$d;
    reg  [31:0] sent$3$q;
    reg  [31:0] sent$4$d;
    reg  [31:0] sent$4$q;
    reg  [31:0] sent$5$d;
    reg  [31:0] sent$5$q;
    reg  [31:0] sent$6$d;
    reg  [31:0] sent$6$q;
    reg  [31:0] sent$7$d;
    reg  [31:0] sent$7$q;
    reg  [31:0] sent$8$d;
    reg  [31:0] sent$8$q;
    reg  [31:0] sent$9$d;
    reg  [31:0] sent$9$q;
    reg  [31:0] sent$10$d;
    reg  [31:0] sent$10$q;
    reg  [31:0] sent$11$d;
    reg  [31:0] sent$11$q;
    reg  [31:0] sent$12$d;
    reg  [31:0] sent$12$q;
    reg  [31:0] sent$13$d;
    reg  [31:0] sent$13$q;
    reg  [31:0] sent$14$d;
    reg  [31:0] sent$14$q;
    reg  [31:0] sent$15$d;
    reg  [31:0] sent$15$q;
    reg  [31:0] acked$0$d;
    reg  [31:0] acked$0$q;
    reg  [31:0] acked$1$d;
    reg  [31:0] acked$1$q;
    reg  [31:0] acked$2$d;
    reg  [31:0] acked$2$q;
    reg  [31:0] acked$3$d;
    reg  [31:0] acked$3$q;
    reg  [31:0] acked$4$d;
    reg  [31:0] acked$4$q;
    reg  [31:0] acked$5$d;
    reg  [31:0] acked$5$q;
    reg  [31:0] acked$6$d;
    reg  [31:0] acked$6$q;
    reg  [31:0] acked$7$d;
    reg  [31:0] acked$7$q;
    reg  [31:0] acked$8$d;
    reg  [31:0] acked$8$q;
    reg  [31:0] acked$9$d;
    reg  [31:0] acked$9$q;
    reg  [31:0] acked$10$d;
    reg  [31:0] acked$10$q;
    reg  [31:0] acked$11$d;
    reg  [31:0] acked$11$q;
    reg  [31:0] acked$12$d;
    reg  [31:0] acked$12$q;
    reg  [31:0] acked$13$d;
    reg  [31:0] acked$13$q;
    reg  [31:0] acked$14$d;
    reg  [31:0] acked$14$q;
    reg  [31:0] acked$15$d;
    reg  [31:0] acked$15$q;
    reg  [7:0] kept$0$d;
    reg  [7:0] kept$0$q;
    reg  [7:0] kept$1$d;
    reg  [7:0] kept$1$q;
    reg  [7:0] kept$2$d;
    reg  [7:0] kept$2$q;
    reg  [7:0] kept$3$d;
    reg  [7:0] kept$3$q;
    reg  [7:0] kept$4$d;
    reg  [7:0] kept$4$q;
    reg  [7:0] kept$5$d;
    reg  [7:0] kept$5$q;
    reg  [7:0] kept$6$d;
    reg  [7:0] kept$6$q;
    reg  [7:0] kept$7$d;
    reg  [7:0] kept$7$q;
    reg  [7:0] kept$8$d;
    reg  [7:0] kept$8$q;
    reg  [7:0] kept$9$d;
    reg  [7:0] kept$9$q;
    reg  [7:0] kept$10$d;
    reg  [7:0] kept$10$q;
    reg  [7:0] kept$11$d;
    reg  [7:0] kept$11$q;
    reg  [7:0] kept$12$d;
    reg  [7:0] kept$12$q;
    reg  [7:0] kept$13$d;
    reg  [7:0] kept$13$q;
    reg  [7:0] kept$14$d;
    reg  [7:0] kept$14$q;
    reg  [7:0] kept$15$d;
    reg  [7:0] kept$15$q;
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [15:0] qsel$d;
    reg  [15:0] qsel$q;
    reg  [11:0] c_bytes$d;
    reg  [11:0] c_bytes$q;
    reg  c_end$d;
    reg  c_end$q;
    reg  r_live$d;
    reg  r_live$q;
    reg  [9:0] r_conn$d;
    reg  [9:0] r_conn$q;
    reg  [31:0] r_seq$d;
    reg  [31:0] r_seq$q;
    reg  [31:0] r_sent$d;
    reg  [31:0] r_sent$q;
    reg  [31:0] r_acked$d;
    reg  [31:0] r_acked$q;
    reg  [7:0] r_kept$d;
    reg  [7:0] r_kept$q;
    reg  [31:0] r_used$d;
    reg  [31:0] r_used$q;
    reg  [11:0] r_span$d;
    reg  [11:0] r_span$q;
    reg  [7:0] r_first$d;
    reg  [7:0] r_first$q;
    reg  [7:0] r_endbyte$d;
    reg  [7:0] r_endbyte$q;
    reg  r_fits$d;
    reg  r_fits$q;
    reg  fresh$d;
    reg  fresh$q;
    reg  [31:0] ring_bytes$d;
    reg  [31:0] ring_bytes$q;
    reg  [31:0] flen$d;
    reg  [31:0] flen$q;
    reg  [31:0] n_seq$d;
    reg  [31:0] n_seq$q;
    reg  [31:0] n_sent$d;
    reg  [31:0] n_sent$q;
    reg  [7:0] n_kept$d;
    reg  [7:0] n_kept$q;
    reg  upd$d;
    reg  upd$q;
    reg  cfg_v$d;
    reg  cfg_v$q;
    reg  applying$d;
    reg  applying$q;
    reg  [15:0] cfg_selr$d;
    reg  [15:0] cfg_selr$q;
    reg  cfg_live$d;
    reg  cfg_live$q;
    reg  [9:0] cfg_conn$d;
    reg  [9:0] cfg_conn$q;
    reg  [31:0] cfg_seq$d;
    reg  [31:0] cfg_seq$q;
    reg  [31:0] cfg_sent$d;
    reg  [31:0] cfg_sent$q;
    reg  [31:0] cfg_acked$d;
    reg  [31:0] cfg_acked$q;
    reg  [7:0] cfg_kept$d;
    reg  [7:0] cfg_kept$q;
    reg  [1:0] bm_st$d;
    reg  [1:0] bm_st$q;
    reg  [9:0] b_conn$d;
    reg  [9:0] b_conn$q;
    reg  [31:0] b_at$d;
    reg  [31:0] b_at$q;
    reg  [15:0] b_len$d;
    reg  [15:0] b_len$q;
    reg  [63:0] b_first$d;
    reg  [63:0] b_first$q;
    reg  [63:0] b_last$d;
    reg  [63:0] b_last$q;
    reg  [5:0] b_wm1$d;
    reg  [5:0] b_wm1$q;
    reg  [5:0] b_i$d;
    reg  [5:0] b_i$q;
    reg  [1:0] mx$d;
    reg  [1:0] mx$q;
    reg  mx_bmp$d;
    reg  mx_bmp$q;
    reg  req_r$d;
    reg  req_r$q;
    reg  req_b$d;
    reg  req_b$q;
    reg  pass_r$d;
    reg  pass_r$q;
    reg  pass_b$d;
    reg  pass_b$q;
    reg  [9:0] s_conn_r$d;
    reg  [9:0] s_conn_r$q;
    reg  [31:0] n_chunks$d;
    reg  [31:0] n_chunks$q;
    reg  [31:0] n_sends$d;
    reg  [31:0] n_sends$q;
    reg  [15:0] n_dropped$d;
    reg  [15:0] n_dropped$q;
    reg  [15:0] n_refused$d;
    reg  [15:0] n_refused$q;

    // Local signals
    wire  [31:0] lo;
    wire  [31:0] hi;
    wire  k_lo;
    wire  k_hi;
    wire  lo_end;
    wire  hi_end;
    wire  take;
    reg  emit;
    reg  [63:0] w_data;
    reg  w_half;
    reg  w_fend;
    reg  [3:0] w_qp;
    reg  w_close;
    reg  [11:0] w_bytes;
    wire  [11:0] cw_bytes;
    wire  [16:0] head;
    wire  [15:0] head_sel;
    wire  [15:0] cfg_sel;
    wire  [15:0] acked_sel;
    wire  is_idle;
    reg  sel_live;
    reg  [9:0] sel_conn;
    reg  [31:0] sel_seq;
    reg  [31:0] sel_sent;
    reg  [31:0] sel_acked;
    reg  [7:0] sel_kept;
    wire  [2:0] o7;
    wire  [11:0] o7_wide;
    wire  [7:0] o7_one;
    wire  [11:0] span_sum;
    wire  [2:0] eb;
    wire  [2:0] lane;
    wire  [5:0] lane_bits;
    wire  [63:0] endbyte_wide;
    reg  [7:0] new_kept;
    wire  [31:0] bytes32;
    wire  [11:0] span_top;
    wire  bm_free;
    reg  [63:0] bm_word;
    wire  bm_lastw;
    wire  [65:0] buf_word;
    wire  wd_valid;
    reg  [63:0] wd_data;
    reg  [7:0] wd_keep;
    reg  wd_last;
    wire  [72:0] wdq_head;
    wire  data_last;

    // Sub module instances
    rnic_ring$cbuf cbuf(
        .clock(clock),
        .reset(cbuf$reset),
        .push(cbuf$push),
        .din(cbuf$din),
        .full(cbuf$full),
        .pop(cbuf$pop),
        .dout(cbuf$dout),
        .valid(cbuf$valid)
    );
    rnic_ring$chunks chunks(
        .clock(clock),
        .reset(chunks$reset),
        .push(chunks$push),
        .din(chunks$din),
        .full(chunks$full),
        .pop(chunks$pop),
        .dout(chunks$dout),
        .valid(chunks$valid)
    );
    rnic_ring$ring_wr ring_wr(
        .clock(clock),
        .reset(ring_wr$reset),
        .s_cmd_valid(ring_wr$s_cmd_valid),
        .s_cmd_ready(ring_wr$s_cmd_ready),
        .s_cmd_conn(ring_wr$s_cmd_conn),
        .s_cmd_seq(ring_wr$s_cmd_seq),
        .s_cmd_len(ring_wr$s_cmd_len),
        .s_data(ring_wr$s_data),
        .s_keep(ring_wr$s_keep),
        .s_last(ring_wr$s_last),
        .s_valid(ring_wr$s_valid),
        .s_ready(ring_wr$s_ready),
        .m_wr_valid(ring_wr$m_wr_valid),
        .m_wr_ready(ring_wr$m_wr_ready),
        .m_wr_addr(ring_wr$m_wr_addr),
        .m_wr_len(ring_wr$m_wr_len),
        .m_wd_valid(ring_wr$m_wd_valid),
        .m_wd_ready(ring_wr$m_wd_ready),
        .m_wd_data(ring_wr$m_wd_data),
        .m_wd_keep(ring_wr$m_wd_keep),
        .m_wd_last(ring_wr$m_wd_last),
        .cfg_area_base(ring_wr$cfg_area_base),
        .cfg_area_shift(ring_wr$cfg_area_shift),
        .idle(ring_wr$idle),
        .cnt_cmds(ring_wr$cnt_cmds),
        .cnt_writes(ring_wr$cnt_writes),
        .cnt_bytes(ring_wr$cnt_bytes)
    );
    rnic_ring$wdq wdq(
        .clock(clock),
        .reset(wdq$reset),
        .push(wdq$push),
        .din(wdq$din),
        .full(wdq$full),
        .pop(wdq$pop),
        .dout(wdq$dout),
        .valid(wdq$valid)
    );
    rnic_ring$bmp_wr bmp_wr(
        .clock(clock),
        .reset(bmp_wr$reset),
        .s_cmd_valid(bmp_wr$s_cmd_valid),
        .s_cmd_ready(bmp_wr$s_cmd_ready),
        .s_cmd_conn(bmp_wr$s_cmd_conn),
        .s_cmd_seq(bmp_wr$s_cmd_seq),
        .s_cmd_len(bmp_wr$s_cmd_len),
        .s_data(bmp_wr$s_data),
        .s_keep(bmp_wr$s_keep),
        .s_last(bmp_wr$s_last),
        .s_valid(bmp_wr$s_valid),
        .s_ready(bmp_wr$s_ready),
        .m_wr_valid(bmp_wr$m_wr_valid),
        .m_wr_ready(bmp_wr$m_wr_ready),
        .m_wr_addr(bmp_wr$m_wr_addr),
        .m_wr_len(bmp_wr$m_wr_len),
        .m_wd_valid(bmp_wr$m_wd_valid),
        .m_wd_ready(bmp_wr$m_wd_ready),
        .m_wd_data(bmp_wr$m_wd_data),
        .m_wd_keep(bmp_wr$m_wd_keep),
        .m_wd_last(bmp_wr$m_wd_last),
        .cfg_area_base(bmp_wr$cfg_area_base),
        .cfg_area_shift(bmp_wr$cfg_area_shift),
        .idle(bmp_wr$idle),
        .cnt_cmds(bmp_wr$cnt_cmds),
        .cnt_writes(bmp_wr$cnt_writes),
        .cnt_bytes(bmp_wr$cnt_bytes)
    );

    // Registers
    initial begin
        pend$q = 32'h0;
        pend_v$q = 1'h0;
        pend_end$q = 1'h0;
        cw$q = 8'h0;
        cur_qp$q = 4'h0;
        live$0$q = 1'h0;
        live$1$q = 1'h0;
        live$2$q = 1'h0;
        live$3$q = 1'h0;
        live$4$q = 1'h0;
        live$5$q = 1'h0;
        live$6$q = 1'h0;
        live$7$q = 1'h0;
        live$8$q = 1'h0;
        live$9$q = 1'h0;
        live$10$q = 1'h0;
        live$11$q = 1'h0;
        live$12$q = 1'h0;
        live$13$q = 1'h0;
        live$14$q = 1'h0;
        live$15$q = 1'h0;
        conn$0$q = 10'h0;
        conn$1$q = 10'h0;
        conn$2$q = 10'h0;
        conn$3$q = 10'h0;
        conn$4$q = 10'h0;
        conn$5$q = 10'h0;
        conn$6$q = 10'h0;
        conn$7$q = 10'h0;
        conn$8$q = 10'h0;
        conn$9$q = 10'h0;
        conn$10$q = 10'h0;
        conn$11$q = 10'h0;
        conn$12$q = 10'h0;
        conn$13$q = 10'h0;
        conn$14$q = 10'h0;
        conn$15$q = 10'h0;
        seq$0$q = 32'h0;
        seq$1$q = 32'h0;
        seq$2$q = 32'h0;
        seq$3$q = 32'h0;
        seq$4$q = 32'h0;
        seq$5$q = 32'h0;
        seq$6$q = 32'h0;
        seq$7$q = 32'h0;
        seq$8$q = 32'h0;
        seq$9$q = 32'h0;
        seq$10$q = 32'h0;
        seq$11$q = 32'h0;
        seq$12$q = 32'h0;
        seq$13$q = 32'h0;
        seq$14$q = 32'h0;
        seq$15$q = 32'h0;
        sent$0$q = 32'h0;
        sent$1$q = 32'h0;
        sent$2$q = 32'h0;
        sent$3$q = 32'h0;
        sent$4$q = 32'h0;
        sent$5$q = 32'h0;
        sent$6$q = 32'h0;
        sent$7$q = 32'h0;
        sent$8$q = 32'h0;
        sent$9$q = 32'h0;
        sent$10$q = 32'h0;
        sent$11$q = 32'h0;
        sent$12$q = 32'h0;
        sent$13$q = 32'h0;
        sent$14$q = 32'h0;
        sent$15$q = 32'h0;
        acked$0$q = 32'h0;
        acked$1$q = 32'h0;
        acked$2$q = 32'h0;
        acked$3$q = 32'h0;
        acked$4$q = 32'h0;
        acked$5$q = 32'h0;
        acked$6$q = 32'h0;
        acked$7$q = 32'h0;
        acked$8$q = 32'h0;
        acked$9$q = 32'h0;
        acked$10$q = 32'h0;
        acked$11$q = 32'h0;
        acked$12$q = 32'h0;
        acked$13$q = 32'h0;
        acked$14$q = 32'h0;
        acked$15$q = 32'h0;
        kept$0$q = 8'h0;
        kept$1$q = 8'h0;
        kept$2$q = 8'h0;
        kept$3$q = 8'h0;
        kept$4$q = 8'h0;
        kept$5$q = 8'h0;
        kept$6$q = 8'h0;
        kept$7$q = 8'h0;
        kept$8$q = 8'h0;
        kept$9$q = 8'h0;
        kept$10$q = 8'h0;
        kept$11$q = 8'h0;
        kept$12$q = 8'h0;
        kept$13$q = 8'h0;
        kept$14$q = 8'h0;
        kept$15$q = 8'h0;
        st$q = 4'h0;
        qsel$q = 16'h0;
        c_bytes$q = 12'h0;
        c_end$q = 1'h0;
        r_live$q = 1'h0;
        r_conn$q = 10'h0;
        r_seq$q = 32'h0;
        r_sent$q = 32'h0;
        r_acked$q = 32'h0;
        r_kept$q = 8'h0;
        r_used$q = 32'h0;
        r_span$q = 12'h0;
        r_first$q = 8'h0;
        r_endbyte$q = 8'h0;
        r_fits$q = 1'h0;
        fresh$q = 1'h0;
        ring_bytes$q = 32'h0;
        flen$q = 32'h0;
        n_seq$q = 32'h0;
        n_sent$q = 32'h0;
        n_kept$q = 8'h0;
        upd$q = 1'h0;
        cfg_v$q = 1'h0;
        applying$q = 1'h0;
        cfg_selr$q = 16'h0;
        cfg_live$q = 1'h0;
        cfg_conn$q = 10'h0;
        cfg_seq$q = 32'h0;
        cfg_sent$q = 32'h0;
        cfg_acked$q = 32'h0;
        cfg_kept$q = 8'h0;
        bm_st$q = 2'h0;
        b_conn$q = 10'h0;
        b_at$q = 32'h0;
        b_len$q = 16'h0;
        b_first$q = 64'h0;
        b_last$q = 64'h0;
        b_wm1$q = 6'h0;
        b_i$q = 6'h0;
        mx$q = 2'h0;
        mx_bmp$q = 1'h0;
        req_r$q = 1'h0;
        req_b$q = 1'h0;
        pass_r$q = 1'h0;
        pass_b$q = 1'h0;
        s_conn_r$q = 10'h0;
        n_chunks$q = 32'h0;
        n_sends$q = 32'h0;
        n_dropped$q = 16'h0;
        n_refused$q = 16'h0;
    end

    always @(posedge clock) begin
        pend$q <= pend$d;
        pend_v$q <= pend_v$d;
        pend_end$q <= pend_end$d;
        cw$q <= cw$d;
        cur_qp$q <= cur_qp$d;
        live$0$q <= live$0$d;
        live$1$q <= live$1$d;
        live$2$q <= live$2$d;
        live$3$q <= live$3$d;
        live$4$q <= live$4$d;
        live$5$q <= live$5$d;
        live$6$q <= live$6$d;
        live$7$q <= live$7$d;
        live$8$q <= live$8$d;
        live$9$q <= live$9$d;
        live$10$q <= live$10$d;
        live$11$q <= live$11$d;
        live$12$q <= live$12$d;
        live$13$q <= live$13$d;
        live$14$q <= live$14$d;
        live$15$q <= live$15$d;
        conn$0$q <= conn$0$d;
        conn$1$q <= conn$1$d;
        conn$2$q <= conn$2$d;
        conn$3$q <= conn$3$d;
        conn$4$q <= conn$4$d;
        conn$5$q <= conn$5$d;
        conn$6$q <= conn$6$d;
        conn$7$q <= conn$7$d;
        conn$8$q <= conn$8$d;
        conn$9$q <= conn$9$d;
        conn$10$q <= conn$10$d;
        conn$11$q <= conn$11$d;
        conn$12$q <= conn$12$d;
        conn$13$q <= conn$13$d;
        conn$14$q <= conn$14$d;
        conn$15$q <= conn$15$d;
        seq$0$q <= seq$0$d;
        seq$1$q <= seq$1$d;
        seq$2$q <= seq$2$d;
        seq$3$q <= seq$3$d;
        seq$4$q <= seq$4$d;
        seq$5$q <= seq$5$d;
        seq$6$q <= seq$6$d;
        seq$7$q <= seq$7$d;
        seq$8$q <= seq$8$d;
        seq$9$q <= seq$9$d;
        seq$10$q <= seq$10$d;
        seq$11$q <= seq$11$d;
        seq$12$q <= seq$12$d;
        seq$13$q <= seq$13$d;
        seq$14$q <= seq$14$d;
        seq$15$q <= seq$15$d;
        sent$0$q <= sent$0$d;
        sent$1$q <= sent$1$d;
        sent$2$q <= sent$2$d;
        sent$3$q <= sent$3$d;
        sent$4$q <= sent$4$d;
        sent$5$q <= sent$5$d;
        sent$6$q <= sent$6$d;
        sent$7$q <= sent$7$d;
        sent$8$q <= sent$8$d;
        sent$9$q <= sent$9$d;
        sent$10$q <= sent$10$d;
        sent$11$q <= sent$11$d;
        sent$12$q <= sent$12$d;
        sent$13$q <= sent$13$d;
        sent$14$q <= sent$14$d;
        sent$15$q <= sent$15$d;
        acked$0$q <= acked$0$d;
        acked$1$q <= acked$1$d;
        acked$2$q <= acked$2$d;
        acked$3$q <= acked$3$d;
        acked$4$q <= acked$4$d;
        acked$5$q <= acked$5$d;
        acked$6$q <= acked$6$d;
        acked$7$q <= acked$7$d;
        acked$8$q <= acked$8$d;
        acked$9$q <= acked$9$d;
        acked$10$q <= acked$10$d;
        acked$11$q <= acked$11$d;
        acked$12$q <= acked$12$d;
        acked$13$q <= acked$13$d;
        acked$14$q <= acked$14$d;
        acked$15$q <= acked$15$d;
        kept$0$q <= kept$0$d;
        kept$1$q <= kept$1$d;
        kept$2$q <= kept$2$d;
        kept$3$q <= kept$3$d;
        kept$4$q <= kept$4$d;
        kept$5$q <= kept$5$d;
        kept$6$q <= kept$6$d;
        kept$7$q <= kept$7$d;
        kept$8$q <= kept$8$d;
        kept$9$q <= kept$9$d;
        kept$10$q <= kept$10$d;
        kept$11$q <= kept$11$d;
        kept$12$q <= kept$12$d;
        kept$13$q <= kept$13$d;
        kept$14$q <= kept$14$d;
        kept$15$q <= kept$15$d;
        st$q <= st$d;
        qsel$q <= qsel$d;
        c_bytes$q <= c_bytes$d;
        c_end$q <= c_end$d;
        r_live$q <= r_live$d;
        r_conn$q <= r_conn$d;
        r_seq$q <= r_seq$d;
        r_sent$q <= r_sent$d;
        r_acked$q <= r_acked$d;
        r_kept$q <= r_kept$d;
        r_used$q <= r_used$d;
        r_span$q <= r_span$d;
        r_first$q <= r_first$d;
        r_endbyte$q <= r_endbyte$d;
        r_fits$q <= r_fits$d;
        fresh$q <= fresh$d;
        ring_bytes$q <= ring_bytes$d;
        flen$q <= flen$d;
        n_seq$q <= n_seq$d;
        n_sent$q <= n_sent$d;
        n_kept$q <= n_kept$d;
        upd$q <= upd$d;
        cfg_v$q <= cfg_v$d;
        applying$q <= applying$d;
        cfg_selr$q <= cfg_selr$d;
        cfg_live$q <= cfg_live$d;
        cfg_conn$q <= cfg_conn$d;
        cfg_seq$q <= cfg_seq$d;
        cfg_sent$q <= cfg_sent$d;
        cfg_acked$q <= cfg_acked$d;
        cfg_kept$q <= cfg_kept$d;
        bm_st$q <= bm_st$d;
        b_conn$q <= b_conn$d;
        b_at$q <= b_at$d;
        b_len$q <= b_len$d;
        b_first$q <= b_first$d;
        b_last$q <= b_last$d;
        b_wm1$q <= b_wm1$d;
        b_i$q <= b_i$d;
        mx$q <= mx$d;
        mx_bmp$q <= mx_bmp$d;
        req_r$q <= req_r$d;
        req_b$q <= req_b$d;
        pass_r$q <= pass_r$d;
        pass_b$q <= pass_b$d;
        s_conn_r$q <= s_conn_r$d;
        n_chunks$q <= n_chunks$d;
        n_sends$q <= n_sends$d;
        n_dropped$q <= n_dropped$d;
        n_refused$q <= n_refused$d;
    end

    // Update code
    assign cbuf$reset = reset;
    assign chunks$reset = reset;
    assign wdq$reset = reset;
    assign ring_wr$reset = reset;
    assign bmp_wr$reset = reset;
    assign ring_wr$cfg_area_base = cfg_ring_base;
    assign ring_wr$cfg_area_shift = cfg_ring_shift;
    assign bmp_wr$cfg_area_base = cfg_bitmap_base;
    assign bmp_wr$cfg_area_shift = cfg_ring_shift - ring_const$BYTE_SHIFT[4:0];
    assign lo = s_data[31:0];
    assign hi = s_data[63:32];
    assign k_lo = s_keep[0];
    assign k_hi = s_keep[4];
    assign lo_end = s_fpdu_end & s_end_lo;
    assign hi_end = s_fpdu_end & ~s_end_lo;
    assign s_ready = ~pend_end$q & ~cbuf$full & ~chunks$full & ~reset;
    assign take = s_valid & s_ready;
    assign cw_bytes = {4'h0, cw$q} << ring_const$BYTE_SHIFT;
    assign cbuf$push = emit;
    assign chunks$push = emit & w_close;
    assign head = chunks$dout;
    assign head_sel = qp_onehot$QP0 << head[15:12];
    assign cfg_sel = qp_onehot$QP0 << s_cfg_qp;
    assign acked_sel = qp_onehot$QP0 << s_acked_qp;
    assign s_acked_ready = ~reset;
    assign is_idle = st$q == ring_state$IDLE;
    assign s_cfg_ready = ~cfg_v$q & ~reset;
    assign chunks$pop = fresh$q;
    assign bytes32 = {20'h0, c_bytes$q};
    assign o7 = r_seq$q[2:0];
    assign o7_wide = {9'h0, o7};
    assign o7_one = ring_const$FIRST << o7;
    assign span_sum = o7_wide + c_bytes$q;
    assign eb = r_span$q[2:0];
    assign bm_free = bm_st$q == ring_bm_state$IDLE;
    assign span_top = r_span$q >> ring_const$BYTE_SHIFT;
    assign lane = r_span$q[5:3];
    assign lane_bits = {3'h0, lane} << ring_const$BYTE_SHIFT;
    assign endbyte_wide = {56'h0, r_endbyte$q} << lane_bits;
    assign ring_wr$s_cmd_valid = st$q == ring_state$CMD;
    assign ring_wr$s_cmd_conn = r_conn$q;
    assign ring_wr$s_cmd_seq = r_seq$q;
    assign ring_wr$s_cmd_len = {4'h0, c_bytes$q};
    assign buf_word = cbuf$dout;
    assign data_last = buf_word[64];
    assign ring_wr$s_data = buf_word[63:0];
    assign ring_wr$s_last = data_last;
    assign ring_wr$s_valid = (st$q == ring_state$DATA) & cbuf$valid;
    assign cbuf$pop = ((st$q == ring_state$DATA) & ring_wr$s_ready) | (st$q == ring_state$DROP);
    assign m_send_valid = st$q == ring_state$SEND;
    assign m_send_op = host_op$SEND;
    assign m_send_conn = s_conn_r$q;
    assign m_send_n = flen$q;
    assign m_send_remote_ip = 32'h0;
    assign m_send_remote_port = 16'h0;
    assign m_send_local_port = 16'h0;
    assign m_send_remote_mac = 48'h0;
    assign s_ans_ready = ~reset;
    assign bmp_wr$s_cmd_valid = bm_st$q == ring_bm_state$CMD;
    assign bmp_wr$s_cmd_conn = b_conn$q;
    assign bmp_wr$s_cmd_seq = b_at$q;
    assign bmp_wr$s_cmd_len = b_len$q;
    assign bm_lastw = b_i$q == b_wm1$q;
    assign bmp_wr$s_data = bm_word;
    assign bmp_wr$s_keep = ring_const$KEEP_ALL;
    assign bmp_wr$s_last = bm_lastw;
    assign bmp_wr$s_valid = bm_st$q == ring_bm_state$WORDS;
    assign m_wr_valid = (ring_wr$m_wr_valid & req_r$q) | (bmp_wr$m_wr_valid & req_b$q);
    assign ring_wr$m_wr_ready = m_wr_ready & req_r$q;
    assign bmp_wr$m_wr_ready = m_wr_ready & req_b$q;
    assign wd_valid = (ring_wr$m_wd_valid & pass_r$q) | (bmp_wr$m_wd_valid & pass_b$q);
    assign ring_wr$m_wd_ready = ~wdq$full & pass_r$q;
    assign bmp_wr$m_wd_ready = ~wdq$full & pass_b$q;
    assign wdq$push = wd_valid & ~wdq$full;
    assign wdq_head = wdq$dout;
    assign m_wd_valid = wdq$valid;
    assign m_wd_data = wdq_head[63:0];
    assign m_wd_keep = wdq_head[71:64];
    assign m_wd_last = wdq_head[72];
    assign wdq$pop = m_wd_ready;
    assign cnt_chunks = n_chunks$q;
    assign cnt_sends = n_sends$q;
    assign cnt_dropped = n_dropped$q;
    assign cnt_refused = n_refused$q;
    assign cnt_ring_bytes = ring_wr$cnt_bytes;
    assign cnt_bmp_bytes = bmp_wr$cnt_bytes;
    assign idle = is_idle & ~cfg_v$q & ~pend_v$q & ~|cw$q & ~cbuf$valid & ~chunks$valid & bm_free & ring_wr$idle & bmp_wr$idle & (mx$q == ring_mux$IDLE) & ~wdq$valid;

    always @(*) begin
        pend$d = pend$q;
        pend_v$d = pend_v$q;
        pend_end$d = pend_end$q;
        cw$d = cw$q;
        cur_qp$d = cur_qp$q;
        st$d = st$q;
        qsel$d = qsel$q;
        c_bytes$d = c_bytes$q;
        c_end$d = c_end$q;
        r_live$d = r_live$q;
        r_conn$d = r_conn$q;
        r_seq$d = r_seq$q;
        r_sent$d = r_sent$q;
        r_acked$d = r_acked$q;
        r_kept$d = r_kept$q;
        r_used$d = r_used$q;
        r_span$d = r_span$q;
        r_first$d = r_first$q;
        fresh$d = fresh$q;
        flen$d = flen$q;
        n_seq$d = n_seq$q;
        n_sent$d = n_sent$q;
        n_kept$d = n_kept$q;
        upd$d = upd$q;
        cfg_v$d = cfg_v$q;
        applying$d = applying$q;
        cfg_selr$d = cfg_selr$q;
        cfg_live$d = cfg_live$q;
        cfg_conn$d = cfg_conn$q;
        cfg_seq$d = cfg_seq$q;
        cfg_sent$d = cfg_sent$q;
        cfg_acked$d = cfg_acked$q;
        cfg_kept$d = cfg_kept$q;
        bm_st$d = bm_st$q;
        b_conn$d = b_conn$q;
        b_at$d = b_at$q;
        b_len$d = b_len$q;
        b_first$d = b_first$q;
        b_last$d = b_last$q;
        b_wm1$d = b_wm1$q;
        b_i$d = b_i$q;
        mx$d = mx$q;
        mx_bmp$d = mx_bmp$q;
        req_r$d = req_r$q;
        req_b$d = req_b$q;
        pass_r$d = pass_r$q;
        pass_b$d = pass_b$q;
        s_conn_r$d = s_conn_r$q;
        n_chunks$d = n_chunks$q;
        n_sends$d = n_sends$q;
        n_dropped$d = n_dropped$q;
        n_refused$d = n_refused$q;
        live$0$d = live$0$q;
        conn$0$d = conn$0$q;
        seq$0$d = seq$0$q;
        sent$0$d = sent$0$q;
        acked$0$d = acked$0$q;
        kept$0$d = kept$0$q;
        live$1$d = live$1$q;
        conn$1$d = conn$1$q;
        seq$1$d = seq$1$q;
        sent$1$d = sent$1$q;
        acked$1$d = acked$1$q;
        kept$1$d = kept$1$q;
        live$2$d = live$2$q;
        conn$2$d = conn$2$q;
        seq$2$d = seq$2$q;
        sent$2$d = sent$2$q;
        acked$2$d = acked$2$q;
        kept$2$d = kept$2$q;
        live$3$d = live$3$q;
        conn$3$d = conn$3$q;
        seq$3$d = seq$3$q;
        sent$3$d = sent$3$q;
        acked$3$d = acked$3$q;
        kept$3$d = kept$3$q;
        live$4$d = live$4$q;
        conn$4$d = conn$4$q;
        seq$4$d = seq$4$q;
        sent$4$d = sent$4$q;
        acked$4$d = acked$4$q;
        kept$4$d = kept$4$q;
        live$5$d = live$5$q;
        conn$5$d = conn$5$q;
        seq$5$d = seq$5$q;
        sent$5$d = sent$5$q;
        acked$5$d = acked$5$q;
        kept$5$d = kept$5$q;
        live$6$d = live$6$q;
        conn$6$d = conn$6$q;
        seq$6$d = seq$6$q;
        sent$6$d = sent$6$q;
        acked$6$d = acked$6$q;
        kept$6$d = kept$6$q;
        live$7$d = live$7$q;
        conn$7$d = conn$7$q;
        seq$7$d = seq$7$q;
        sent$7$d = sent$7$q;
        acked$7$d = acked$7$q;
        kept$7$d = kept$7$q;
        live$8$d = live$8$q;
        conn$8$d = conn$8$q;
        seq$8$d = seq$8$q;
        sent$8$d = sent$8$q;
        acked$8$d = acked$8$q;
        kept$8$d = kept$8$q;
        live$9$d = live$9$q;
        conn$9$d = conn$9$q;
        seq$9$d = seq$9$q;
        sent$9$d = sent$9$q;
        acked$9$d = acked$9$q;
        kept$9$d = kept$9$q;
        live$10$d = live$10$q;
        conn$10$d = conn$10$q;
        seq$10$d = seq$10$q;
        sent$10$d = sent$10$q;
        acked$10$d = acked$10$q;
        kept$10$d = kept$10$q;
        live$11$d = live$11$q;
        conn$11$d = conn$11$q;
        seq$11$d = seq$11$q;
        sent$11$d = sent$11$q;
        acked$11$d = acked$11$q;
        kept$11$d = kept$11$q;
        live$12$d = live$12$q;
        conn$12$d = conn$12$q;
        seq$12$d = seq$12$q;
        sent$12$d = sent$12$q;
        acked$12$d = acked$12$q;
        kept$12$d = kept$12$q;
        live$13$d = live$13$q;
        conn$13$d = conn$13$q;
        seq$13$d = seq$13$q;
        sent$13$d = sent$13$q;
        acked$13$d = acked$13$q;
        kept$13$d = kept$13$q;
        live$14$d = live$14$q;
        conn$14$d = conn$14$q;
        seq$14$d = seq$14$q;
        sent$14$d = sent$14$q;
        acked$14$d = acked$14$q;
        kept$14$d = kept$14$q;
        live$15$d = live$15$q;
        conn$15$d = conn$15$q;
        seq$15$d = seq$15$q;
        sent$15$d = sent$15$q;
        acked$15$d = acked$15$q;
        kept$15$d = kept$15$q;
        emit = 1'b0;
        w_data = 64'h0;
        w_half = 1'b0;
        w_fend = 1'b0;
        w_qp = s_conn[3:0];
        if (take) begin
            cur_qp$d = s_conn[3:0];
            if (pend_v$q) begin
                if (k_lo) begin
                    emit = 1'b1;
                    w_data = 64'h0;
                    w_data[31:0] = pend$q;
                    w_data[63:32] = lo;
                    w_fend = lo_end;
                    pend_v$d = 1'b0;
                    if (k_hi) begin
                        pend$d = hi;
                        pend_v$d = 1'b1;
                        pend_end$d = hi_end;
                    end
                end
            end
            else if (k_lo & lo_end) begin
                emit = 1'b1;
                w_data = {32'h0, lo};
                w_half = 1'b1;
                w_fend = 1'b1;
                if (k_hi) begin
                    pend$d = hi;
                    pend_v$d = 1'b1;
                end
            end
            else if (k_lo & k_hi) begin
                emit = 1'b1;
                w_data = s_data;
                w_fend = hi_end;
            end
            else if (k_lo) begin
                pend$d = lo;
                pend_v$d = 1'b1;
            end
            else if (k_hi) begin
                if (hi_end) begin
                    emit = 1'b1;
                    w_data = {32'h0, hi};
                    w_half = 1'b1;
                    w_fend = 1'b1;
                end
                else begin
                    pend$d = hi;
                    pend_v$d = 1'b1;
                end
            end
        end
        if (pend_end$q & ~cbuf$full & ~chunks$full) begin
            emit = 1'b1;
            w_data = {32'h0, pend$q};
            w_half = 1'b1;
            w_fend = 1'b1;
            w_qp = cur_qp$q;
            pend_v$d = 1'b0;
            pend_end$d = 1'b0;
        end
        w_close = w_fend | (cw$q == ring_const$CHUNK_LAST);
        if (emit) begin
            cw$d = cw$q + 8'h1;
            if (w_close) begin
                cw$d = 8'h0;
            end
        end
        if (s_acked_valid) begin
            if (acked_sel[0]) begin
                acked$0$d = s_acked_value;
            end
            if (acked_sel[1]) begin
                acked$1$d = s_acked_value;
            end
            if (acked_sel[2]) begin
                acked$2$d = s_acked_value;
            end
            if (acked_sel[3]) begin
                acked$3$d = s_acked_value;
            end
            if (acked_sel[4]) begin
                acked$4$d = s_acked_value;
            end
            if (acked_sel[5]) begin
                acked$5$d = s_acked_value;
            end
            if (acked_sel[6]) begin
                acked$6$d = s_acked_value;
            end
            if (acked_sel[7]) begin
                acked$7$d = s_acked_value;
            end
            if (acked_sel[8]) begin
                acked$8$d = s_acked_value;
            end
            if (acked_sel[9]) begin
                acked$9$d = s_acked_value;
            end
            if (acked_sel[10]) begin
                acked$10$d = s_acked_value;
            end
            if (acked_sel[11]) begin
                acked$11$d = s_acked_value;
            end
            if (acked_sel[12]) begin
                acked$12$d = s_acked_value;
            end
            if (acked_sel[13]) begin
                acked$13$d = s_acked_value;
            end
            if (acked_sel[14]) begin
                acked$14$d = s_acked_value;
            end
            if (acked_sel[15]) begin
                acked$15$d = s_acked_value;
            end
        end
        if (s_cfg_valid & s_cfg_ready) begin
            cfg_v$d = 1'b1;
            cfg_selr$d = cfg_sel;
            cfg_live$d = s_cfg_live;
            cfg_conn$d = s_cfg_conn;
            cfg_seq$d = s_cfg_seq;
            cfg_sent$d = s_cfg_sent;
            cfg_acked$d = s_cfg_acked;
            cfg_kept$d = s_cfg_kept;
        end
        if (is_idle & cfg_v$q) begin
            applying$d = 1'b1;
            st$d = ring_state$CFG;
        end
        if (applying$q) begin
            if (cfg_selr$q[0]) begin
                live$0$d = cfg_live$q;
                conn$0$d = cfg_conn$q;
                seq$0$d = cfg_seq$q;
                sent$0$d = cfg_sent$q;
                acked$0$d = cfg_acked$q;
                kept$0$d = cfg_kept$q;
            end
            if (cfg_selr$q[1]) begin
                live$1$d = cfg_live$q;
                conn$1$d = cfg_conn$q;
                seq$1$d = cfg_seq$q;
                sent$1$d = cfg_sent$q;
                acked$1$d = cfg_acked$q;
                kept$1$d = cfg_kept$q;
            end
            if (cfg_selr$q[2]) begin
                live$2$d = cfg_live$q;
                conn$2$d = cfg_conn$q;
                seq$2$d = cfg_seq$q;
                sent$2$d = cfg_sent$q;
                acked$2$d = cfg_acked$q;
                kept$2$d = cfg_kept$q;
            end
            if (cfg_selr$q[3]) begin
                live$3$d = cfg_live$q;
                conn$3$d = cfg_conn$q;
                seq$3$d = cfg_seq$q;
                sent$3$d = cfg_sent$q;
                acked$3$d = cfg_acked$q;
                kept$3$d = cfg_kept$q;
            end
            if (cfg_selr$q[4]) begin
                live$4$d = cfg_live$q;
                conn$4$d = cfg_conn$q;
                seq$4$d = cfg_seq$q;
                sent$4$d = cfg_sent$q;
                acked$4$d = cfg_acked$q;
                kept$4$d = cfg_kept$q;
            end
            if (cfg_selr$q[5]) begin
                live$5$d = cfg_live$q;
                conn$5$d = cfg_conn$q;
                seq$5$d = cfg_seq$q;
                sent$5$d = cfg_sent$q;
                acked$5$d = cfg_acked$q;
                kept$5$d = cfg_kept$q;
            end
            if (cfg_selr$q[6]) begin
                live$6$d = cfg_live$q;
                conn$6$d = cfg_conn$q;
                seq$6$d = cfg_seq$q;
                sent$6$d = cfg_sent$q;
                acked$6$d = cfg_acked$q;
                kept$6$d = cfg_kept$q;
            end
            if (cfg_selr$q[7]) begin
                live$7$d = cfg_live$q;
                conn$7$d = cfg_conn$q;
                seq$7$d = cfg_seq$q;
                sent$7$d = cfg_sent$q;
                acked$7$d = cfg_acked$q;
                kept$7$d = cfg_kept$q;
            end
            if (cfg_selr$q[8]) begin
                live$8$d = cfg_live$q;
                conn$8$d = cfg_conn$q;
                seq$8$d = cfg_seq$q;
                sent$8$d = cfg_sent$q;
                acked$8$d = cfg_acked$q;
                kept$8$d = cfg_kept$q;
            end
            if (cfg_selr$q[9]) begin
                live$9$d = cfg_live$q;
                conn$9$d = cfg_conn$q;
                seq$9$d = cfg_seq$q;
                sent$9$d = cfg_sent$q;
                acked$9$d = cfg_acked$q;
                kept$9$d = cfg_kept$q;
            end
            if (cfg_selr$q[10]) begin
                live$10$d = cfg_live$q;
                conn$10$d = cfg_conn$q;
                seq$10$d = cfg_seq$q;
                sent$10$d = cfg_sent$q;
                acked$10$d = cfg_acked$q;
                kept$10$d = cfg_kept$q;
            end
            if (cfg_selr$q[11]) begin
                live$11$d = cfg_live$q;
                conn$11$d = cfg_conn$q;
                seq$11$d = cfg_seq$q;
                sent$11$d = cfg_sent$q;
                acked$11$d = cfg_acked$q;
                kept$11$d = cfg_kept$q;
            end
            if (cfg_selr$q[12]) begin
                live$12$d = cfg_live$q;
                conn$12$d = cfg_conn$q;
                seq$12$d = cfg_seq$q;
                sent$12$d = cfg_sent$q;
                acked$12$d = cfg_acked$q;
                kept$12$d = cfg_kept$q;
            end
            if (cfg_selr$q[13]) begin
                live$13$d = cfg_live$q;
                conn$13$d = cfg_conn$q;
                seq$13$d = cfg_seq$q;
                sent$13$d = cfg_sent$q;
                acked$13$d = cfg_acked$q;
                kept$13$d = cfg_kept$q;
            end
            if (cfg_selr$q[14]) begin
                live$14$d = cfg_live$q;
                conn$14$d = cfg_conn$q;
                seq$14$d = cfg_seq$q;
                sent$14$d = cfg_sent$q;
                acked$14$d = cfg_acked$q;
                kept$14$d = cfg_kept$q;
            end
            if (cfg_selr$q[15]) begin
                live$15$d = cfg_live$q;
                conn$15$d = cfg_conn$q;
                seq$15$d = cfg_seq$q;
                sent$15$d = cfg_sent$q;
                acked$15$d = cfg_acked$q;
                kept$15$d = cfg_kept$q;
            end
            applying$d = 1'b0;
            cfg_v$d = 1'b0;
            st$d = ring_state$IDLE;
        end
        fresh$d = 1'b0;
        if (is_idle & ~cfg_v$q & chunks$valid) begin
            qsel$d = head_sel;
            c_bytes$d = head[11:0];
            c_end$d = head[16];
            fresh$d = 1'b1;
            st$d = ring_state$LOAD;
        end
        if (st$q == ring_state$LOAD) begin
            r_live$d = sel_live;
            r_conn$d = sel_conn;
            r_seq$d = sel_seq;
            r_sent$d = sel_sent;
            r_acked$d = sel_acked;
            r_kept$d = sel_kept;
            st$d = ring_state$USED;
        end
        if (st$q == ring_state$USED) begin
            r_used$d = r_sent$q - r_acked$q + bytes32;
            r_span$d = span_sum - 12'h1;
            r_first$d = r_kept$q & (o7_one - 8'h1);
            st$d = ring_state$ROOM;
        end
        if (st$q == ring_state$ROOM) begin
            st$d = ring_state$FIT;
        end
        if (st$q == ring_state$FIT) begin
            if (~r_live$q) begin
                st$d = ring_state$DROP;
            end
            else if (r_fits$q) begin
                st$d = ring_state$BITS;
            end
            else begin
                st$d = ring_state$LOAD;
            end
        end
        if ((st$q == ring_state$BITS) & bm_free) begin
            b_conn$d = r_conn$q;
            b_at$d = r_seq$q >> ring_const$BYTE_SHIFT;
            b_len$d = {4'h0, span_top} + 16'h1;
            b_first$d = {56'h0, r_first$q};
            b_last$d = endbyte_wide;
            b_wm1$d = r_span$q[11:6];
            b_i$d = 6'h0;
            bm_st$d = ring_bm_state$CMD;
            n_seq$d = r_seq$q + bytes32;
            n_sent$d = r_sent$q + bytes32;
            n_kept$d = new_kept;
            upd$d = 1'b1;
            flen$d = flen$q + bytes32;
            st$d = ring_state$CMD;
        end
        if (upd$q) begin
            if (qsel$q[0]) begin
                seq$0$d = n_seq$q;
                sent$0$d = n_sent$q;
                kept$0$d = n_kept$q;
            end
            if (qsel$q[1]) begin
                seq$1$d = n_seq$q;
                sent$1$d = n_sent$q;
                kept$1$d = n_kept$q;
            end
            if (qsel$q[2]) begin
                seq$2$d = n_seq$q;
                sent$2$d = n_sent$q;
                kept$2$d = n_kept$q;
            end
            if (qsel$q[3]) begin
                seq$3$d = n_seq$q;
                sent$3$d = n_sent$q;
                kept$3$d = n_kept$q;
            end
            if (qsel$q[4]) begin
                seq$4$d = n_seq$q;
                sent$4$d = n_sent$q;
                kept$4$d = n_kept$q;
            end
            if (qsel$q[5]) begin
                seq$5$d = n_seq$q;
                sent$5$d = n_sent$q;
                kept$5$d = n_kept$q;
            end
            if (qsel$q[6]) begin
                seq$6$d = n_seq$q;
                sent$6$d = n_sent$q;
                kept$6$d = n_kept$q;
            end
            if (qsel$q[7]) begin
                seq$7$d = n_seq$q;
                sent$7$d = n_sent$q;
                kept$7$d = n_kept$q;
            end
            if (qsel$q[8]) begin
                seq$8$d = n_seq$q;
                sent$8$d = n_sent$q;
                kept$8$d = n_kept$q;
            end
            if (qsel$q[9]) begin
                seq$9$d = n_seq$q;
                sent$9$d = n_sent$q;
                kept$9$d = n_kept$q;
            end
            if (qsel$q[10]) begin
                seq$10$d = n_seq$q;
                sent$10$d = n_sent$q;
                kept$10$d = n_kept$q;
            end
            if (qsel$q[11]) begin
                seq$11$d = n_seq$q;
                sent$11$d = n_sent$q;
                kept$11$d = n_kept$q;
            end
            if (qsel$q[12]) begin
                seq$12$d = n_seq$q;
                sent$12$d = n_sent$q;
                kept$12$d = n_kept$q;
            end
            if (qsel$q[13]) begin
                seq$13$d = n_seq$q;
                sent$13$d = n_sent$q;
                kept$13$d = n_kept$q;
            end
            if (qsel$q[14]) begin
                seq$14$d = n_seq$q;
                sent$14$d = n_sent$q;
                kept$14$d = n_kept$q;
            end
            if (qsel$q[15]) begin
                seq$15$d = n_seq$q;
                sent$15$d = n_sent$q;
                kept$15$d = n_kept$q;
            end
            upd$d = 1'b0;
        end
        if ((st$q == ring_state$CMD) & ring_wr$s_cmd_ready) begin
            st$d = ring_state$DATA;
        end
        if ((st$q == ring_state$DATA) & cbuf$valid & ring_wr$s_ready & data_last) begin
            n_chunks$d = n_chunks$q + 32'h1;
            st$d = ring_state$IDLE;
            if (c_end$q) begin
                st$d = ring_state$WAIT;
            end
        end
        if ((st$q == ring_state$DROP) & cbuf$valid & data_last) begin
            n_dropped$d = n_dropped$q + 16'h1;
            st$d = ring_state$IDLE;
            if (c_end$q) begin
                flen$d = 32'h0;
            end
        end
        if ((st$q == ring_state$WAIT) & bm_free & ring_wr$idle & bmp_wr$idle & (mx$q == ring_mux$IDLE) & ~wdq$valid) begin
            s_conn_r$d = r_conn$q;
            st$d = ring_state$SEND;
        end
        if ((st$q == ring_state$SEND) & m_send_ready) begin
            n_sends$d = n_sends$q + 32'h1;
            flen$d = 32'h0;
            st$d = ring_state$IDLE;
        end
        if (s_ans_valid & (s_ans_status != host_status$OK)) begin
            n_refused$d = n_refused$q + 16'h1;
        end
        if ((bm_st$q == ring_bm_state$CMD) & bmp_wr$s_cmd_ready) begin
            bm_st$d = ring_bm_state$WORDS;
        end
        if ((bm_st$q == ring_bm_state$WORDS) & bmp_wr$s_ready) begin
            b_i$d = b_i$q + 6'h1;
            if (bm_lastw) begin
                bm_st$d = ring_bm_state$IDLE;
            end
        end
        if (mx$q == ring_mux$IDLE) begin
            if (ring_wr$m_wr_valid) begin
                mx_bmp$d = 1'b0;
                req_r$d = 1'b1;
                mx$d = ring_mux$REQ;
            end
            else if (bmp_wr$m_wr_valid) begin
                mx_bmp$d = 1'b1;
                req_b$d = 1'b1;
                mx$d = ring_mux$REQ;
            end
        end
        if (m_wr_valid & m_wr_ready) begin
            req_r$d = 1'b0;
            req_b$d = 1'b0;
            pass_r$d = req_r$q;
            pass_b$d = req_b$q;
            mx$d = ring_mux$DATA;
        end
        if (wd_valid & ~wdq$full & wd_last) begin
            pass_r$d = 1'b0;
            pass_b$d = 1'b0;
        end
        if (m_wd_valid & m_wd_ready & m_wd_last) begin
            mx$d = ring_mux$IDLE;
        end
        if (reset) begin
            pend_v$d = 1'b0;
            pend_end$d = 1'b0;
            cw$d = 8'h0;
            st$d = ring_state$IDLE;
            bm_st$d = ring_bm_state$IDLE;
            mx$d = ring_mux$IDLE;
            req_r$d = 1'b0;
            req_b$d = 1'b0;
            pass_r$d = 1'b0;
            pass_b$d = 1'b0;
            flen$d = 32'h0;
            upd$d = 1'b0;
            cfg_v$d = 1'b0;
            applying$d = 1'b0;
            n_chunks$d = 32'h0;
            n_sends$d = 32'h0;
            n_dropped$d = 16'h0;
            n_refused$d = 16'h0;
            live$0$d = 1'b0;
            live$1$d = 1'b0;
            live$2$d = 1'b0;
            live$3$d = 1'b0;
            live$4$d = 1'b0;
            live$5$d = 1'b0;
            live$6$d = 1'b0;
            live$7$d = 1'b0;
            live$8$d = 1'b0;
            live$9$d = 1'b0;
            live$10$d = 1'b0;
            live$11$d = 1'b0;
            live$12$d = 1'b0;
            live$13$d = 1'b0;
            live$14$d = 1'b0;
            live$15$d = 1'b0;
        end
    end

    always @(*) begin
        r_endbyte$d = r_endbyte$q;
        r_endbyte$d = 8'h0;
        if (c_end$q) begin
            r_endbyte$d = ring_const$FIRST << eb;
        end
    end

    always @(*) begin
        r_fits$d = r_fits$q;
        r_fits$d = r_used$q <= ring_bytes$q;
    end

    always @(*) begin
        ring_bytes$d = ring_bytes$q;
        ring_bytes$d = {24'h0, ring_const$FIRST} << cfg_ring_shift;
    end

    always @(*) begin
        w_bytes = cw_bytes + {4'h0, ring_const$WORD_BYTES};
        if (w_half) begin
            w_bytes = cw_bytes + {4'h0, ring_const$HALF_BYTES};
        end
    end

    always @(*) begin
        cbuf$din = 66'h0;
        cbuf$din[63:0] = w_data;
        cbuf$din[64] = w_close;
        cbuf$din[65] = w_half;
    end

    always @(*) begin
        chunks$din = 17'h0;
        chunks$din[11:0] = w_bytes;
        chunks$din[15:12] = w_qp;
        chunks$din[16] = w_fend;
    end

    always @(*) begin
        sel_live = 1'b0;
        sel_conn = 10'h0;
        sel_seq = 32'h0;
        sel_sent = 32'h0;
        sel_acked = 32'h0;
        sel_kept = 8'h0;
        if (qsel$q[0]) begin
            sel_live = sel_live | live$0$q;
            sel_conn = sel_conn | conn$0$q;
            sel_seq = sel_seq | seq$0$q;
            sel_sent = sel_sent | sent$0$q;
            sel_acked = sel_acked | acked$0$q;
            sel_kept = sel_kept | kept$0$q;
        end
        if (qsel$q[1]) begin
            sel_live = sel_live | live$1$q;
            sel_conn = sel_conn | conn$1$q;
            sel_seq = sel_seq | seq$1$q;
            sel_sent = sel_sent | sent$1$q;
            sel_acked = sel_acked | acked$1$q;
            sel_kept = sel_kept | kept$1$q;
        end
        if (qsel$q[2]) begin
            sel_live = sel_live | live$2$q;
            sel_conn = sel_conn | conn$2$q;
            sel_seq = sel_seq | seq$2$q;
            sel_sent = sel_sent | sent$2$q;
            sel_acked = sel_acked | acked$2$q;
            sel_kept = sel_kept | kept$2$q;
        end
        if (qsel$q[3]) begin
            sel_live = sel_live | live$3$q;
            sel_conn = sel_conn | conn$3$q;
            sel_seq = sel_seq | seq$3$q;
            sel_sent = sel_sent | sent$3$q;
            sel_acked = sel_acked | acked$3$q;
            sel_kept = sel_kept | kept$3$q;
        end
        if (qsel$q[4]) begin
            sel_live = sel_live | live$4$q;
            sel_conn = sel_conn | conn$4$q;
            sel_seq = sel_seq | seq$4$q;
            sel_sent = sel_sent | sent$4$q;
            sel_acked = sel_acked | acked$4$q;
            sel_kept = sel_kept | kept$4$q;
        end
        if (qsel$q[5]) begin
            sel_live = sel_live | live$5$q;
            sel_conn = sel_conn | conn$5$q;
            sel_seq = sel_seq | seq$5$q;
            sel_sent = sel_sent | sent$5$q;
            sel_acked = sel_acked | acked$5$q;
            sel_kept = sel_kept | kept$5$q;
        end
        if (qsel$q[6]) begin
            sel_live = sel_live | live$6$q;
            sel_conn = sel_conn | conn$6$q;
            sel_seq = sel_seq | seq$6$q;
            sel_sent = sel_sent | sent$6$q;
            sel_acked = sel_acked | acked$6$q;
            sel_kept = sel_kept | kept$6$q;
        end
        if (qsel$q[7]) begin
            sel_live = sel_live | live$7$q;
            sel_conn = sel_conn | conn$7$q;
            sel_seq = sel_seq | seq$7$q;
            sel_sent = sel_sent | sent$7$q;
            sel_acked = sel_acked | acked$7$q;
            sel_kept = sel_kept | kept$7$q;
        end
        if (qsel$q[8]) begin
            sel_live = sel_live | live$8$q;
            sel_conn = sel_conn | conn$8$q;
            sel_seq = sel_seq | seq$8$q;
            sel_sent = sel_sent | sent$8$q;
            sel_acked = sel_acked | acked$8$q;
            sel_kept = sel_kept | kept$8$q;
        end
        if (qsel$q[9]) begin
            sel_live = sel_live | live$9$q;
            sel_conn = sel_conn | conn$9$q;
            sel_seq = sel_seq | seq$9$q;
            sel_sent = sel_sent | sent$9$q;
            sel_acked = sel_acked | acked$9$q;
            sel_kept = sel_kept | kept$9$q;
        end
        if (qsel$q[10]) begin
            sel_live = sel_live | live$10$q;
            sel_conn = sel_conn | conn$10$q;
            sel_seq = sel_seq | seq$10$q;
            sel_sent = sel_sent | sent$10$q;
            sel_acked = sel_acked | acked$10$q;
            sel_kept = sel_kept | kept$10$q;
        end
        if (qsel$q[11]) begin
            sel_live = sel_live | live$11$q;
            sel_conn = sel_conn | conn$11$q;
            sel_seq = sel_seq | seq$11$q;
            sel_sent = sel_sent | sent$11$q;
            sel_acked = sel_acked | acked$11$q;
            sel_kept = sel_kept | kept$11$q;
        end
        if (qsel$q[12]) begin
            sel_live = sel_live | live$12$q;
            sel_conn = sel_conn | conn$12$q;
            sel_seq = sel_seq | seq$12$q;
            sel_sent = sel_sent | sent$12$q;
            sel_acked = sel_acked | acked$12$q;
            sel_kept = sel_kept | kept$12$q;
        end
        if (qsel$q[13]) begin
            sel_live = sel_live | live$13$q;
            sel_conn = sel_conn | conn$13$q;
            sel_seq = sel_seq | seq$13$q;
            sel_sent = sel_sent | sent$13$q;
            sel_acked = sel_acked | acked$13$q;
            sel_kept = sel_kept | kept$13$q;
        end
        if (qsel$q[14]) begin
            sel_live = sel_live | live$14$q;
            sel_conn = sel_conn | conn$14$q;
            sel_seq = sel_seq | seq$14$q;
            sel_sent = sel_sent | sent$14$q;
            sel_acked = sel_acked | acked$14$q;
            sel_kept = sel_kept | kept$14$q;
        end
        if (qsel$q[15]) begin
            sel_live = sel_live | live$15$q;
            sel_conn = sel_conn | conn$15$q;
            sel_seq = sel_seq | seq$15$q;
            sel_sent = sel_sent | sent$15$q;
            sel_acked = sel_acked | acked$15$q;
            sel_kept = sel_kept | kept$15$q;
        end
    end

    always @(*) begin
        new_kept = r_endbyte$q;
        if (~|span_top) begin
            new_kept = r_first$q | r_endbyte$q;
        end
    end

    always @(*) begin
        ring_wr$s_keep = ring_const$KEEP_ALL;
        if (buf_word[65]) begin
            ring_wr$s_keep = ring_const$KEEP_HALF;
        end
    end

    always @(*) begin
        bm_word = 64'h0;
        if (~|b_i$q) begin
            bm_word = b_first$q;
        end
        if (bm_lastw) begin
            bm_word = bm_word | b_last$q;
        end
    end

    always @(*) begin
        m_wr_addr = ring_wr$m_wr_addr;
        m_wr_len = ring_wr$m_wr_len;
        wd_data = ring_wr$m_wd_data;
        wd_keep = ring_wr$m_wd_keep;
        wd_last = ring_wr$m_wd_last;
        if (mx_bmp$q) begin
            m_wr_addr = bmp_wr$m_wr_addr;
            m_wr_len = bmp_wr$m_wr_len;
            wd_data = bmp_wr$m_wd_data;
            wd_keep = bmp_wr$m_wd_keep;
            wd_last = bmp_wr$m_wd_last;
        end
    end

    always @(*) begin
        wdq$din = 73'h0;
        wdq$din[63:0] = wd_data;
        wdq$din[71:64] = wd_keep;
        wdq$din[72] = wd_last;
    end

endmodule // rnic_ring


module rnic_ring$bmp_wr(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_conn,s_cmd_seq,s_cmd_len,s_data,s_keep,s_last,s_valid,s_ready,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,cfg_area_base,cfg_area_shift,idle,cnt_cmds,cnt_writes,cnt_bytes);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cmd_valid;
    output wire  s_cmd_ready;
    input wire  [9:0] s_cmd_conn;
    input wire  [31:0] s_cmd_seq;
    input wire  [15:0] s_cmd_len;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output reg  s_ready;
    output wire  m_wr_valid;
    input wire  m_wr_ready;
    output wire  [63:0] m_wr_addr;
    output wire  [15:0] m_wr_len;
    output wire  m_wd_valid;
    input wire  m_wd_ready;
    output wire  [63:0] m_wd_data;
    output wire  [7:0] m_wd_keep;
    output wire  m_wd_last;
    input wire  [63:0] cfg_area_base;
    input wire  [4:0] cfg_area_shift;
    output wire  idle;
    output wire  [31:0] cnt_cmds;
    output wire  [31:0] cnt_writes;
    output wire  [31:0] cnt_bytes;

    // Named constants (named_consts! in model/src)
    localparam [7:0] area_keep$ALL_LANES = 8'hff;
    localparam [3:0] area_lanes$LANES = 4'h8;
    localparam [3:0] area_lanes$LANE_BITS = 4'h3;
    localparam [3:0] area_lanes$LAST_LANE = 4'h7;
    localparam [2:0] area_state$CALC = 3'h1;
    localparam [2:0] area_state$DATA = 3'h3;
    localparam [2:0] area_state$DRAIN = 3'h4;
    localparam [2:0] area_state$IDLE = 3'h0;
    localparam [2:0] area_state$NEXT = 3'h5;
    localparam [2:0] area_state$REQ = 3'h2;
    localparam [15:0] area_word$BYTES = 16'h8;
    localparam [15:0] area_word$LAST_LANE = 16'h7;
    localparam [12:0] area_words$TWO_LEFT = 13'h2;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [63:0] coff$d;
    reg  [63:0] coff$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [15:0] len$d;
    reg  [15:0] len$q;
    reg  [31:0] place$d;
    reg  [31:0] place$q;
    reg  [15:0] second$d;
    reg  [15:0] second$q;
    reg  [15:0] rem$d;
    reg  [15:0] rem$q;
    reg  [12:0] wl$d;
    reg  [12:0] wl$q;
    reg  [3:0] n_last$d;
    reg  [3:0] n_last$q;
    reg  last_w$d;
    reg  last_w$q;
    reg  fits_last$d;
    reg  fits_last$q;
    reg  shift_last$d;
    reg  shift_last$q;
    reg  fits_q$d;
    reg  fits_q$q;
    reg  [7:0] keep_last$d;
    reg  [7:0] keep_last$q;
    reg  [7:0] keep_q$d;
    reg  [7:0] keep_q$q;
    reg  more$d;
    reg  more$q;
    reg  [63:0] area_base$d;
    reg  [63:0] area_base$q;
    reg  [63:0] w0$d;
    reg  [63:0] w0$q;
    reg  [63:0] w1$d;
    reg  [63:0] w1$q;
    reg  v0$d;
    reg  v0$q;
    reg  v1$d;
    reg  v1$q;
    reg  [2:0] pos$d;
    reg  [2:0] pos$q;
    reg  in_done$d;
    reg  in_done$q;
    reg  [31:0] n_cmds$d;
    reg  [31:0] n_cmds$q;
    reg  [31:0] n_writes$d;
    reg  [31:0] n_writes$q;
    reg  [31:0] n_bytes$d;
    reg  [31:0] n_bytes$q;
    wire  [63:0] mask$data;
    wire  [7:0] mask$keep;
    wire  [63:0] mask$out;

    // Local signals
    wire  [31:0] area_bytes;
    wire  [15:0] words;
    wire  [15:0] rem_m1;
    wire  [2:0] lane_last;
    wire  [3:0] last_lane;
    wire  [31:0] place_now;
    wire  [31:0] room;
    wire  [31:0] len32;
    reg  [3:0] n;
    wire  [2:0] span;
    wire  fits;
    wire  can;
    wire  emit;
    wire  shift;
    reg  a0;
    reg  a1;
    wire  take;
    reg  [127:0] pair;
    wire  [127:0] pair_sh;
    wire  [63:0] word;
    wire  [7:0] keep;

    // Sub module instances
    rnic_ring$bmp_wr$mask mask(
        .data(mask$data),
        .keep(mask$keep),
        .out(mask$out)
    );

    // Registers
    initial begin
        st$q = 3'h0;
        coff$q = 64'h0;
        seq$q = 32'h0;
        len$q = 16'h0;
        place$q = 32'h0;
        second$q = 16'h0;
        rem$q = 16'h0;
        wl$q = 13'h0;
        n_last$q = 4'h0;
        last_w$q = 1'h0;
        fits_last$q = 1'h0;
        shift_last$q = 1'h0;
        fits_q$q = 1'h0;
        keep_last$q = 8'h0;
        keep_q$q = 8'h0;
        more$q = 1'h0;
        area_base$q = 64'h0;
        w0$q = 64'h0;
        w1$q = 64'h0;
        v0$q = 1'h0;
        v1$q = 1'h0;
        pos$q = 3'h0;
        in_done$q = 1'h0;
        n_cmds$q = 32'h0;
        n_writes$q = 32'h0;
        n_bytes$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        coff$q <= coff$d;
        seq$q <= seq$d;
        len$q <= len$d;
        place$q <= place$d;
        second$q <= second$d;
        rem$q <= rem$d;
        wl$q <= wl$d;
        n_last$q <= n_last$d;
        last_w$q <= last_w$d;
        fits_last$q <= fits_last$d;
        shift_last$q <= shift_last$d;
        fits_q$q <= fits_q$d;
        keep_last$q <= keep_last$d;
        keep_q$q <= keep_q$d;
        more$q <= more$d;
        area_base$q <= area_base$d;
        w0$q <= w0$d;
        w1$q <= w1$d;
        v0$q <= v0$d;
        v1$q <= v1$d;
        pos$q <= pos$d;
        in_done$q <= in_done$d;
        n_cmds$q <= n_cmds$d;
        n_writes$q <= n_writes$d;
        n_bytes$q <= n_bytes$d;
    end

    // Update code
    assign cnt_cmds = n_cmds$q;
    assign cnt_writes = n_writes$q;
    assign cnt_bytes = n_bytes$q;
    assign idle = st$q == area_state$IDLE;
    assign s_cmd_ready = (st$q == area_state$IDLE) & ~reset;
    assign area_bytes = 32'h1 << cfg_area_shift;
    assign len32 = {16'h0, len$q};
    assign place_now = seq$q & (area_bytes - 32'h1);
    assign room = area_bytes - place_now;
    assign m_wr_valid = st$q == area_state$REQ;
    assign m_wr_addr = area_base$q + {32'h0, place$q};
    assign m_wr_len = rem$q;
    assign words = (rem$q + area_word$LAST_LANE) >> area_lanes$LANE_BITS;
    assign rem_m1 = rem$q - 16'h1;
    assign lane_last = rem_m1[2:0];
    assign last_lane = {1'h0, pos$q} + {1'h0, lane_last};
    assign span = pos$q + n[2:0];
    assign fits = fits_q$q;
    assign can = (st$q == area_state$DATA) & (v0$q | in_done$q) & (fits | v1$q | in_done$q);
    assign pair_sh = pair >> ({7'h0, pos$q} << area_lanes$LANE_BITS);
    assign word = pair_sh[63:0];
    assign keep = keep_q$q;
    assign mask$data = word;
    assign mask$keep = keep;
    assign m_wd_valid = can;
    assign m_wd_data = mask$out;
    assign m_wd_keep = keep;
    assign m_wd_last = last_w$q;
    assign emit = can & m_wd_ready;
    assign shift = emit & (~last_w$q | shift_last$q);
    assign take = s_valid & s_ready;

    always @(*) begin
        st$d = st$q;
        coff$d = coff$q;
        seq$d = seq$q;
        len$d = len$q;
        place$d = place$q;
        second$d = second$q;
        rem$d = rem$q;
        wl$d = wl$q;
        n_last$d = n_last$q;
        last_w$d = last_w$q;
        fits_last$d = fits_last$q;
        shift_last$d = shift_last$q;
        fits_q$d = fits_q$q;
        keep_last$d = keep_last$q;
        keep_q$d = keep_q$q;
        more$d = more$q;
        area_base$d = area_base$q;
        w0$d = w0$q;
        w1$d = w1$q;
        v0$d = v0$q;
        v1$d = v1$q;
        pos$d = pos$q;
        in_done$d = in_done$q;
        n_cmds$d = n_cmds$q;
        n_writes$d = n_writes$q;
        n_bytes$d = n_bytes$q;
        if ((st$q == area_state$IDLE) & s_cmd_valid) begin
            coff$d = {54'h0, s_cmd_conn} << cfg_area_shift;
            seq$d = s_cmd_seq;
            len$d = s_cmd_len;
            n_cmds$d = n_cmds$q + 32'h1;
            st$d = area_state$CALC;
            if (~|s_cmd_len) begin
                st$d = area_state$IDLE;
            end
        end
        if (st$q == area_state$CALC) begin
            place$d = place_now;
            area_base$d = cfg_area_base + coff$q;
            rem$d = len$q;
            second$d = 16'h0;
            more$d = 1'b0;
            if (room < len32) begin
                rem$d = room[15:0];
                second$d = len$q - room[15:0];
                more$d = 1'b1;
            end
            st$d = area_state$REQ;
        end
        if ((st$q == area_state$REQ) & m_wr_ready) begin
            n_writes$d = n_writes$q + 32'h1;
            st$d = area_state$DATA;
        end
        if (st$q == area_state$REQ) begin
            wl$d = words[12:0];
            n_last$d = {1'h0, lane_last} + 4'h1;
            last_w$d = rem$q <= area_word$BYTES;
            fits_last$d = last_lane < area_lanes$LANES;
            shift_last$d = last_lane >= area_lanes$LAST_LANE;
            fits_q$d = ~|pos$q;
            keep_last$d = area_keep$ALL_LANES >> (area_lanes$LAST_LANE - {1'h0, lane_last});
            keep_q$d = area_keep$ALL_LANES;
            if (rem$q <= area_word$BYTES) begin
                fits_q$d = last_lane < area_lanes$LANES;
                keep_q$d = area_keep$ALL_LANES >> (area_lanes$LAST_LANE - {1'h0, lane_last});
            end
        end
        if (emit) begin
            n_bytes$d = n_bytes$q + {28'h0, n};
            wl$d = wl$q - 13'h1;
            last_w$d = wl$q == area_words$TWO_LEFT;
            pos$d = span;
            if (wl$q == area_words$TWO_LEFT) begin
                fits_q$d = fits_last$q;
                keep_q$d = keep_last$q;
            end
            if (last_w$q) begin
                if (more$q) begin
                    more$d = 1'b0;
                    st$d = area_state$NEXT;
                end
                else begin
                    st$d = area_state$DRAIN;
                end
            end
        end
        if (st$q == area_state$NEXT) begin
            place$d = 32'h0;
            rem$d = second$q;
            st$d = area_state$REQ;
        end
        a0 = v0$q;
        a1 = v1$q;
        if (shift) begin
            w0$d = w1$q;
            a0 = v1$q;
            a1 = 1'b0;
        end
        v0$d = a0;
        v1$d = a1;
        if (take & (st$q != area_state$DRAIN)) begin
            if (a0) begin
                w1$d = s_data;
                v1$d = 1'b1;
            end
            else begin
                w0$d = s_data;
                v0$d = 1'b1;
            end
        end
        if (take & s_last) begin
            in_done$d = 1'b1;
        end
        if ((st$q == area_state$DRAIN) & (in_done$q | (take & s_last))) begin
            st$d = area_state$IDLE;
        end
        if ((st$q == area_state$IDLE) & s_cmd_valid) begin
            v0$d = 1'b0;
            v1$d = 1'b0;
            pos$d = 3'h0;
            in_done$d = ~|s_cmd_len;
        end
        if (reset) begin
            st$d = area_state$IDLE;
            v0$d = 1'b0;
            v1$d = 1'b0;
            in_done$d = 1'b0;
            n_cmds$d = 32'h0;
            n_writes$d = 32'h0;
            n_bytes$d = 32'h0;
        end
    end

    always @(*) begin
        n = area_lanes$LANES;
        if (last_w$q) begin
            n = n_last$q;
        end
    end

    always @(*) begin
        pair = 128'h0;
        pair[63:0] = w0$q;
        pair[127:64] = w1$q;
    end

    always @(*) begin
        s_ready = ((st$q == area_state$DATA) | (st$q == area_state$REQ) | (st$q == area_state$NEXT)) & ~in_done$q & ~v1$q;
        if (st$q == area_state$DRAIN) begin
            s_ready = ~in_done$q;
        end
    end

endmodule // rnic_ring$bmp_wr


module rnic_ring$bmp_wr$mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // rnic_ring$bmp_wr$mask


module rnic_ring$cbuf(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [65:0] din;
    output wire  full;
    input wire  pop;
    output reg  [65:0] dout;
    output wire  valid;

    // Stub signals
    wire  [8:0] ram$read_address;
    wire  [65:0] ram$read_data;
    wire  ram$write_enable;
    wire  [8:0] ram$write_address;
    wire  [65:0] ram$write_data;
    reg  [8:0] wr$d;
    reg  [8:0] wr$q;
    reg  [8:0] rd$d;
    reg  [8:0] rd$q;
    reg  [8:0] n$d;
    reg  [8:0] n$q;
    reg  is_full$d;
    reg  is_full$q;
    reg  nonempty$d;
    reg  nonempty$q;
    reg  byp_v$d;
    reg  byp_v$q;
    reg  [65:0] byp$d;
    reg  [65:0] byp$q;

    // Local signals
    wire  do_push;
    wire  do_pop;
    reg  [8:0] rd_next;
    wire  [8:0] n_inc;
    wire  [8:0] n_dec;
    wire  [8:0] rd_inc;
    wire  was_one;
    wire  was_zero;

    // Sub module instances
    rnic_ring$cbuf$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 9'h0;
        rd$q = 9'h0;
        n$q = 9'h0;
        is_full$q = 1'h0;
        nonempty$q = 1'h0;
        byp_v$q = 1'h0;
        byp$q = 66'h0;
    end

    always @(posedge clock) begin
        wr$q <= wr$d;
        rd$q <= rd$d;
        n$q <= n$d;
        is_full$q <= is_full$d;
        nonempty$q <= nonempty$d;
        byp_v$q <= byp_v$d;
        byp$q <= byp$d;
    end

    // Update code
    assign valid = nonempty$q;
    assign full = is_full$q;
    assign do_pop = pop & nonempty$q;
    assign do_push = push & ~is_full$q;
    assign n_inc = n$q + 9'h1;
    assign n_dec = n$q - 9'h1;
    assign rd_inc = rd$q + 9'h1;
    assign ram$read_address = rd_next;
    assign ram$write_address = wr$q;
    assign ram$write_data = din;
    assign ram$write_enable = do_push;
    assign was_one = n$q == 9'h1;
    assign was_zero = (n$q == 9'h0) & ~is_full$q;

    always @(*) begin
        wr$d = wr$q;
        rd$d = rd$q;
        n$d = n$q;
        is_full$d = is_full$q;
        nonempty$d = nonempty$q;
        byp_v$d = byp_v$q;
        rd$d = rd_next;
        byp_v$d = do_push & ((do_pop & was_one) | (~do_pop & was_zero));
        if (do_push) begin
            wr$d = wr$q + 9'h1;
        end
        if (do_push & ~do_pop) begin
            n$d = n_inc;
        end
        if (~do_push & do_pop) begin
            n$d = n_dec;
        end
        if (do_push) begin
            nonempty$d = 1'b1;
        end
        else if (do_pop & was_one & ~is_full$q) begin
            nonempty$d = 1'b0;
        end
        if (do_pop) begin
            is_full$d = 1'b0;
        end
        else if (do_push & (n_inc == 9'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 9'h0;
            rd$d = 9'h0;
            n$d = 9'h0;
            is_full$d = 1'b0;
            nonempty$d = 1'b0;
            byp_v$d = 1'b0;
        end
    end

    always @(*) begin
        byp$d = byp$q;
        byp$d = din;
    end

    always @(*) begin
        dout = ram$read_data;
        if (byp_v$q) begin
            dout = byp$q;
        end
    end

    always @(*) begin
        rd_next = rd$q;
        if (do_pop) begin
            rd_next = rd_inc;
        end
    end

endmodule // rnic_ring$cbuf


module rnic_ring$cbuf$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [8:0] read_address;
    output reg  [65:0] read_data;
    input wire  write_enable;
    input wire  [8:0] write_address;
    input wire  [65:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [65:0] mem [0:511];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {66{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_ring$cbuf$ram


module rnic_ring$chunks(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [16:0] din;
    output wire  full;
    input wire  pop;
    output reg  [16:0] dout;
    output wire  valid;

    // Stub signals
    wire  [5:0] ram$read_address;
    wire  [16:0] ram$read_data;
    wire  ram$write_enable;
    wire  [5:0] ram$write_address;
    wire  [16:0] ram$write_data;
    reg  [5:0] wr$d;
    reg  [5:0] wr$q;
    reg  [5:0] rd$d;
    reg  [5:0] rd$q;
    reg  [5:0] n$d;
    reg  [5:0] n$q;
    reg  is_full$d;
    reg  is_full$q;
    reg  nonempty$d;
    reg  nonempty$q;
    reg  byp_v$d;
    reg  byp_v$q;
    reg  [16:0] byp$d;
    reg  [16:0] byp$q;

    // Local signals
    wire  do_push;
    wire  do_pop;
    reg  [5:0] rd_next;
    wire  [5:0] n_inc;
    wire  [5:0] n_dec;
    wire  [5:0] rd_inc;
    wire  was_one;
    wire  was_zero;

    // Sub module instances
    rnic_ring$chunks$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 6'h0;
        rd$q = 6'h0;
        n$q = 6'h0;
        is_full$q = 1'h0;
        nonempty$q = 1'h0;
        byp_v$q = 1'h0;
        byp$q = 17'h0;
    end

    always @(posedge clock) begin
        wr$q <= wr$d;
        rd$q <= rd$d;
        n$q <= n$d;
        is_full$q <= is_full$d;
        nonempty$q <= nonempty$d;
        byp_v$q <= byp_v$d;
        byp$q <= byp$d;
    end

    // Update code
    assign valid = nonempty$q;
    assign full = is_full$q;
    assign do_pop = pop & nonempty$q;
    assign do_push = push & ~is_full$q;
    assign n_inc = n$q + 6'h1;
    assign n_dec = n$q - 6'h1;
    assign rd_inc = rd$q + 6'h1;
    assign ram$read_address = rd_next;
    assign ram$write_address = wr$q;
    assign ram$write_data = din;
    assign ram$write_enable = do_push;
    assign was_one = n$q == 6'h1;
    assign was_zero = (n$q == 6'h0) & ~is_full$q;

    always @(*) begin
        wr$d = wr$q;
        rd$d = rd$q;
        n$d = n$q;
        is_full$d = is_full$q;
        nonempty$d = nonempty$q;
        byp_v$d = byp_v$q;
        rd$d = rd_next;
        byp_v$d = do_push & ((do_pop & was_one) | (~do_pop & was_zero));
        if (do_push) begin
            wr$d = wr$q + 6'h1;
        end
        if (do_push & ~do_pop) begin
            n$d = n_inc;
        end
        if (~do_push & do_pop) begin
            n$d = n_dec;
        end
        if (do_push) begin
            nonempty$d = 1'b1;
        end
        else if (do_pop & was_one & ~is_full$q) begin
            nonempty$d = 1'b0;
        end
        if (do_pop) begin
            is_full$d = 1'b0;
        end
        else if (do_push & (n_inc == 6'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 6'h0;
            rd$d = 6'h0;
            n$d = 6'h0;
            is_full$d = 1'b0;
            nonempty$d = 1'b0;
            byp_v$d = 1'b0;
        end
    end

    always @(*) begin
        byp$d = byp$q;
        byp$d = din;
    end

    always @(*) begin
        dout = ram$read_data;
        if (byp_v$q) begin
            dout = byp$q;
        end
    end

    always @(*) begin
        rd_next = rd$q;
        if (do_pop) begin
            rd_next = rd_inc;
        end
    end

endmodule // rnic_ring$chunks


module rnic_ring$chunks$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [16:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [16:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [16:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {17{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_ring$chunks$ram


module rnic_ring$ring_wr(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_conn,s_cmd_seq,s_cmd_len,s_data,s_keep,s_last,s_valid,s_ready,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,cfg_area_base,cfg_area_shift,idle,cnt_cmds,cnt_writes,cnt_bytes);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cmd_valid;
    output wire  s_cmd_ready;
    input wire  [9:0] s_cmd_conn;
    input wire  [31:0] s_cmd_seq;
    input wire  [15:0] s_cmd_len;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output reg  s_ready;
    output wire  m_wr_valid;
    input wire  m_wr_ready;
    output wire  [63:0] m_wr_addr;
    output wire  [15:0] m_wr_len;
    output wire  m_wd_valid;
    input wire  m_wd_ready;
    output wire  [63:0] m_wd_data;
    output wire  [7:0] m_wd_keep;
    output wire  m_wd_last;
    input wire  [63:0] cfg_area_base;
    input wire  [4:0] cfg_area_shift;
    output wire  idle;
    output wire  [31:0] cnt_cmds;
    output wire  [31:0] cnt_writes;
    output wire  [31:0] cnt_bytes;

    // Named constants (named_consts! in model/src)
    localparam [7:0] area_keep$ALL_LANES = 8'hff;
    localparam [3:0] area_lanes$LANES = 4'h8;
    localparam [3:0] area_lanes$LANE_BITS = 4'h3;
    localparam [3:0] area_lanes$LAST_LANE = 4'h7;
    localparam [2:0] area_state$CALC = 3'h1;
    localparam [2:0] area_state$DATA = 3'h3;
    localparam [2:0] area_state$DRAIN = 3'h4;
    localparam [2:0] area_state$IDLE = 3'h0;
    localparam [2:0] area_state$NEXT = 3'h5;
    localparam [2:0] area_state$REQ = 3'h2;
    localparam [15:0] area_word$BYTES = 16'h8;
    localparam [15:0] area_word$LAST_LANE = 16'h7;
    localparam [12:0] area_words$TWO_LEFT = 13'h2;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [63:0] coff$d;
    reg  [63:0] coff$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [15:0] len$d;
    reg  [15:0] len$q;
    reg  [31:0] place$d;
    reg  [31:0] place$q;
    reg  [15:0] second$d;
    reg  [15:0] second$q;
    reg  [15:0] rem$d;
    reg  [15:0] rem$q;
    reg  [12:0] wl$d;
    reg  [12:0] wl$q;
    reg  [3:0] n_last$d;
    reg  [3:0] n_last$q;
    reg  last_w$d;
    reg  last_w$q;
    reg  fits_last$d;
    reg  fits_last$q;
    reg  shift_last$d;
    reg  shift_last$q;
    reg  fits_q$d;
    reg  fits_q$q;
    reg  [7:0] keep_last$d;
    reg  [7:0] keep_last$q;
    reg  [7:0] keep_q$d;
    reg  [7:0] keep_q$q;
    reg  more$d;
    reg  more$q;
    reg  [63:0] area_base$d;
    reg  [63:0] area_base$q;
    reg  [63:0] w0$d;
    reg  [63:0] w0$q;
    reg  [63:0] w1$d;
    reg  [63:0] w1$q;
    reg  v0$d;
    reg  v0$q;
    reg  v1$d;
    reg  v1$q;
    reg  [2:0] pos$d;
    reg  [2:0] pos$q;
    reg  in_done$d;
    reg  in_done$q;
    reg  [31:0] n_cmds$d;
    reg  [31:0] n_cmds$q;
    reg  [31:0] n_writes$d;
    reg  [31:0] n_writes$q;
    reg  [31:0] n_bytes$d;
    reg  [31:0] n_bytes$q;
    wire  [63:0] mask$data;
    wire  [7:0] mask$keep;
    wire  [63:0] mask$out;

    // Local signals
    wire  [31:0] area_bytes;
    wire  [15:0] words;
    wire  [15:0] rem_m1;
    wire  [2:0] lane_last;
    wire  [3:0] last_lane;
    wire  [31:0] place_now;
    wire  [31:0] room;
    wire  [31:0] len32;
    reg  [3:0] n;
    wire  [2:0] span;
    wire  fits;
    wire  can;
    wire  emit;
    wire  shift;
    reg  a0;
    reg  a1;
    wire  take;
    reg  [127:0] pair;
    wire  [127:0] pair_sh;
    wire  [63:0] word;
    wire  [7:0] keep;

    // Sub module instances
    rnic_ring$ring_wr$mask mask(
        .data(mask$data),
        .keep(mask$keep),
        .out(mask$out)
    );

    // Registers
    initial begin
        st$q = 3'h0;
        coff$q = 64'h0;
        seq$q = 32'h0;
        len$q = 16'h0;
        place$q = 32'h0;
        second$q = 16'h0;
        rem$q = 16'h0;
        wl$q = 13'h0;
        n_last$q = 4'h0;
        last_w$q = 1'h0;
        fits_last$q = 1'h0;
        shift_last$q = 1'h0;
        fits_q$q = 1'h0;
        keep_last$q = 8'h0;
        keep_q$q = 8'h0;
        more$q = 1'h0;
        area_base$q = 64'h0;
        w0$q = 64'h0;
        w1$q = 64'h0;
        v0$q = 1'h0;
        v1$q = 1'h0;
        pos$q = 3'h0;
        in_done$q = 1'h0;
        n_cmds$q = 32'h0;
        n_writes$q = 32'h0;
        n_bytes$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        coff$q <= coff$d;
        seq$q <= seq$d;
        len$q <= len$d;
        place$q <= place$d;
        second$q <= second$d;
        rem$q <= rem$d;
        wl$q <= wl$d;
        n_last$q <= n_last$d;
        last_w$q <= last_w$d;
        fits_last$q <= fits_last$d;
        shift_last$q <= shift_last$d;
        fits_q$q <= fits_q$d;
        keep_last$q <= keep_last$d;
        keep_q$q <= keep_q$d;
        more$q <= more$d;
        area_base$q <= area_base$d;
        w0$q <= w0$d;
        w1$q <= w1$d;
        v0$q <= v0$d;
        v1$q <= v1$d;
        pos$q <= pos$d;
        in_done$q <= in_done$d;
        n_cmds$q <= n_cmds$d;
        n_writes$q <= n_writes$d;
        n_bytes$q <= n_bytes$d;
    end

    // Update code
    assign cnt_cmds = n_cmds$q;
    assign cnt_writes = n_writes$q;
    assign cnt_bytes = n_bytes$q;
    assign idle = st$q == area_state$IDLE;
    assign s_cmd_ready = (st$q == area_state$IDLE) & ~reset;
    assign area_bytes = 32'h1 << cfg_area_shift;
    assign len32 = {16'h0, len$q};
    assign place_now = seq$q & (area_bytes - 32'h1);
    assign room = area_bytes - place_now;
    assign m_wr_valid = st$q == area_state$REQ;
    assign m_wr_addr = area_base$q + {32'h0, place$q};
    assign m_wr_len = rem$q;
    assign words = (rem$q + area_word$LAST_LANE) >> area_lanes$LANE_BITS;
    assign rem_m1 = rem$q - 16'h1;
    assign lane_last = rem_m1[2:0];
    assign last_lane = {1'h0, pos$q} + {1'h0, lane_last};
    assign span = pos$q + n[2:0];
    assign fits = fits_q$q;
    assign can = (st$q == area_state$DATA) & (v0$q | in_done$q) & (fits | v1$q | in_done$q);
    assign pair_sh = pair >> ({7'h0, pos$q} << area_lanes$LANE_BITS);
    assign word = pair_sh[63:0];
    assign keep = keep_q$q;
    assign mask$data = word;
    assign mask$keep = keep;
    assign m_wd_valid = can;
    assign m_wd_data = mask$out;
    assign m_wd_keep = keep;
    assign m_wd_last = last_w$q;
    assign emit = can & m_wd_ready;
    assign shift = emit & (~last_w$q | shift_last$q);
    assign take = s_valid & s_ready;

    always @(*) begin
        st$d = st$q;
        coff$d = coff$q;
        seq$d = seq$q;
        len$d = len$q;
        place$d = place$q;
        second$d = second$q;
        rem$d = rem$q;
        wl$d = wl$q;
        n_last$d = n_last$q;
        last_w$d = last_w$q;
        fits_last$d = fits_last$q;
        shift_last$d = shift_last$q;
        fits_q$d = fits_q$q;
        keep_last$d = keep_last$q;
        keep_q$d = keep_q$q;
        more$d = more$q;
        area_base$d = area_base$q;
        w0$d = w0$q;
        w1$d = w1$q;
        v0$d = v0$q;
        v1$d = v1$q;
        pos$d = pos$q;
        in_done$d = in_done$q;
        n_cmds$d = n_cmds$q;
        n_writes$d = n_writes$q;
        n_bytes$d = n_bytes$q;
        if ((st$q == area_state$IDLE) & s_cmd_valid) begin
            coff$d = {54'h0, s_cmd_conn} << cfg_area_shift;
            seq$d = s_cmd_seq;
            len$d = s_cmd_len;
            n_cmds$d = n_cmds$q + 32'h1;
            st$d = area_state$CALC;
            if (~|s_cmd_len) begin
                st$d = area_state$IDLE;
            end
        end
        if (st$q == area_state$CALC) begin
            place$d = place_now;
            area_base$d = cfg_area_base + coff$q;
            rem$d = len$q;
            second$d = 16'h0;
            more$d = 1'b0;
            if (room < len32) begin
                rem$d = room[15:0];
                second$d = len$q - room[15:0];
                more$d = 1'b1;
            end
            st$d = area_state$REQ;
        end
        if ((st$q == area_state$REQ) & m_wr_ready) begin
            n_writes$d = n_writes$q + 32'h1;
            st$d = area_state$DATA;
        end
        if (st$q == area_state$REQ) begin
            wl$d = words[12:0];
            n_last$d = {1'h0, lane_last} + 4'h1;
            last_w$d = rem$q <= area_word$BYTES;
            fits_last$d = last_lane < area_lanes$LANES;
            shift_last$d = last_lane >= area_lanes$LAST_LANE;
            fits_q$d = ~|pos$q;
            keep_last$d = area_keep$ALL_LANES >> (area_lanes$LAST_LANE - {1'h0, lane_last});
            keep_q$d = area_keep$ALL_LANES;
            if (rem$q <= area_word$BYTES) begin
                fits_q$d = last_lane < area_lanes$LANES;
                keep_q$d = area_keep$ALL_LANES >> (area_lanes$LAST_LANE - {1'h0, lane_last});
            end
        end
        if (emit) begin
            n_bytes$d = n_bytes$q + {28'h0, n};
            wl$d = wl$q - 13'h1;
            last_w$d = wl$q == area_words$TWO_LEFT;
            pos$d = span;
            if (wl$q == area_words$TWO_LEFT) begin
                fits_q$d = fits_last$q;
                keep_q$d = keep_last$q;
            end
            if (last_w$q) begin
                if (more$q) begin
                    more$d = 1'b0;
                    st$d = area_state$NEXT;
                end
                else begin
                    st$d = area_state$DRAIN;
                end
            end
        end
        if (st$q == area_state$NEXT) begin
            place$d = 32'h0;
            rem$d = second$q;
            st$d = area_state$REQ;
        end
        a0 = v0$q;
        a1 = v1$q;
        if (shift) begin
            w0$d = w1$q;
            a0 = v1$q;
            a1 = 1'b0;
        end
        v0$d = a0;
        v1$d = a1;
        if (take & (st$q != area_state$DRAIN)) begin
            if (a0) begin
                w1$d = s_data;
                v1$d = 1'b1;
            end
            else begin
                w0$d = s_data;
                v0$d = 1'b1;
            end
        end
        if (take & s_last) begin
            in_done$d = 1'b1;
        end
        if ((st$q == area_state$DRAIN) & (in_done$q | (take & s_last))) begin
            st$d = area_state$IDLE;
        end
        if ((st$q == area_state$IDLE) & s_cmd_valid) begin
            v0$d = 1'b0;
            v1$d = 1'b0;
            pos$d = 3'h0;
            in_done$d = ~|s_cmd_len;
        end
        if (reset) begin
            st$d = area_state$IDLE;
            v0$d = 1'b0;
            v1$d = 1'b0;
            in_done$d = 1'b0;
            n_cmds$d = 32'h0;
            n_writes$d = 32'h0;
            n_bytes$d = 32'h0;
        end
    end

    always @(*) begin
        n = area_lanes$LANES;
        if (last_w$q) begin
            n = n_last$q;
        end
    end

    always @(*) begin
        pair = 128'h0;
        pair[63:0] = w0$q;
        pair[127:64] = w1$q;
    end

    always @(*) begin
        s_ready = ((st$q == area_state$DATA) | (st$q == area_state$REQ) | (st$q == area_state$NEXT)) & ~in_done$q & ~v1$q;
        if (st$q == area_state$DRAIN) begin
            s_ready = ~in_done$q;
        end
    end

endmodule // rnic_ring$ring_wr


module rnic_ring$ring_wr$mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // rnic_ring$ring_wr$mask


module rnic_ring$wdq(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [72:0] din;
    output wire  full;
    input wire  pop;
    output wire  [72:0] dout;
    output wire  valid;

    // Stub signals
    reg  [72:0] e0$d;
    reg  [72:0] e0$q;
    reg  [72:0] e1$d;
    reg  [72:0] e1$q;
    reg  [1:0] n$d;
    reg  [1:0] n$q;

    // Registers
    initial begin
        e0$q = 73'h0;
        e1$q = 73'h0;
        n$q = 2'h0;
    end

    always @(posedge clock) begin
        e0$q <= e0$d;
        e1$q <= e1$d;
        n$q <= n$d;
    end

    // Update code
    assign full = n$q == 2'h2;
    assign valid = n$q != 2'h0;
    assign dout = e0$q;

    always @(*) begin
        e0$d = e0$q;
        e1$d = e1$q;
        n$d = n$q;
        if (pop & (n$q != 2'h0)) begin
            e0$d = e1$q;
            n$d = n$q - 2'h1;
            if (push) begin
                n$d = n$q;
                if (n$q == 2'h1) begin
                    e0$d = din;
                end
                else begin
                    e1$d = din;
                end
            end
        end
        else if (push & (n$q != 2'h2)) begin
            n$d = n$q + 2'h1;
            if (n$q == 2'h0) begin
                e0$d = din;
            end
            else begin
                e1$d = din;
            end
        end
        if (reset) begin
            n$d = 2'h0;
        end
    end

endmodule // rnic_ring$wdq
