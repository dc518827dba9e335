// Generated from model/src/rnic/dma.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_dma. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_dma(clock,reset,s_cmd_rd_valid,s_cmd_rd_ready,s_cmd_rd_addr,s_cmd_rd_len,s_cmd_rd_tag,m_cmd_rd_valid,m_cmd_rd_ready,m_cmd_rd_data,s_wq_rd_valid,s_wq_rd_ready,s_wq_rd_addr,s_wq_rd_len,s_wq_rd_tag,m_wq_rd_valid,m_wq_rd_ready,m_wq_rd_data,s_txpbl_rd_valid,s_txpbl_rd_ready,s_txpbl_rd_addr,s_txpbl_rd_len,s_txpbl_rd_tag,m_txpbl_rd_valid,m_txpbl_rd_ready,m_txpbl_rd_data,s_txpay_rd_valid,s_txpay_rd_ready,s_txpay_rd_addr,s_txpay_rd_len,s_txpay_rd_tag,m_txpay_rd_valid,m_txpay_rd_ready,m_txpay_rd_data,s_rxpbl_rd_valid,s_rxpbl_rd_ready,s_rxpbl_rd_addr,s_rxpbl_rd_len,s_rxpbl_rd_tag,m_rxpbl_rd_valid,m_rxpbl_rd_ready,m_rxpbl_rd_data,s_bmp_rd_valid,s_bmp_rd_ready,s_bmp_rd_addr,s_bmp_rd_len,s_bmp_rd_tag,m_bmp_rd_valid,m_bmp_rd_ready,m_bmp_rd_data,s_ring_rd_valid,s_ring_rd_ready,s_ring_rd_addr,s_ring_rd_len,s_ring_rd_tag,m_ring_rd_valid,m_ring_rd_ready,m_ring_rd_data,s_area_rd_valid,s_area_rd_ready,s_area_rd_addr,s_area_rd_len,s_area_rd_tag,m_area_rd_valid,m_area_rd_ready,m_area_rd_data,s_tq_rd_valid,s_tq_rd_ready,s_tq_rd_addr,s_tq_rd_len,s_tq_rd_tag,m_tq_rd_valid,m_tq_rd_ready,m_tq_rd_data,s_cmd_wr_valid,s_cmd_wr_ready,s_cmd_wr_addr,s_cmd_wr_len,s_cmd_wd_valid,s_cmd_wd_ready,s_cmd_wd_data,s_cmd_wd_keep,s_cmd_wd_last,s_cq_wr_valid,s_cq_wr_ready,s_cq_wr_addr,s_cq_wr_len,s_cq_wd_valid,s_cq_wd_ready,s_cq_wd_data,s_cq_wd_keep,s_cq_wd_last,s_place_wr_valid,s_place_wr_ready,s_place_wr_addr,s_place_wr_len,s_place_wd_valid,s_place_wd_ready,s_place_wd_data,s_place_wd_keep,s_place_wd_last,s_area_wr_valid,s_area_wr_ready,s_area_wr_addr,s_area_wr_len,s_area_wd_valid,s_area_wd_ready,s_area_wd_data,s_area_wd_keep,s_area_wd_last,s_ring_wr_valid,s_ring_wr_ready,s_ring_wr_addr,s_ring_wr_len,s_ring_wd_valid,s_ring_wd_ready,s_ring_wd_data,s_ring_wd_keep,s_ring_wd_last,s_ev_wr_valid,s_ev_wr_ready,s_ev_wr_addr,s_ev_wr_len,s_ev_wd_valid,s_ev_wd_ready,s_ev_wd_data,s_ev_wd_keep,s_ev_wd_last,s_strm_wr_valid,s_strm_wr_ready,s_strm_wr_addr,s_strm_wr_len,s_strm_wd_valid,s_strm_wd_ready,s_strm_wd_data,s_strm_wd_keep,s_strm_wd_last,m_req_valid,m_req_ready,m_req_write,m_req_addr,m_req_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,s_rdata_valid,s_rdata_ready,s_rdata_data,idle,cnt_reads,cnt_writes,cnt_stray);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cmd_rd_valid;
    output wire  s_cmd_rd_ready;
    input wire  [63:0] s_cmd_rd_addr;
    input wire  [12:0] s_cmd_rd_len;
    input wire  [7:0] s_cmd_rd_tag;
    output wire  m_cmd_rd_valid;
    input wire  m_cmd_rd_ready;
    output wire  [63:0] m_cmd_rd_data;
    input wire  s_wq_rd_valid;
    output wire  s_wq_rd_ready;
    input wire  [63:0] s_wq_rd_addr;
    input wire  [12:0] s_wq_rd_len;
    input wire  [7:0] s_wq_rd_tag;
    output wire  m_wq_rd_valid;
    input wire  m_wq_rd_ready;
    output wire  [63:0] m_wq_rd_data;
    input wire  s_txpbl_rd_valid;
    output wire  s_txpbl_rd_ready;
    input wire  [63:0] s_txpbl_rd_addr;
    input wire  [12:0] s_txpbl_rd_len;
    input wire  [7:0] s_txpbl_rd_tag;
    output wire  m_txpbl_rd_valid;
    input wire  m_txpbl_rd_ready;
    output wire  [63:0] m_txpbl_rd_data;
    input wire  s_txpay_rd_valid;
    output wire  s_txpay_rd_ready;
    input wire  [63:0] s_txpay_rd_addr;
    input wire  [12:0] s_txpay_rd_len;
    input wire  [7:0] s_txpay_rd_tag;
    output wire  m_txpay_rd_valid;
    input wire  m_txpay_rd_ready;
    output wire  [63:0] m_txpay_rd_data;
    input wire  s_rxpbl_rd_valid;
    output wire  s_rxpbl_rd_ready;
    input wire  [63:0] s_rxpbl_rd_addr;
    input wire  [12:0] s_rxpbl_rd_len;
    input wire  [7:0] s_rxpbl_rd_tag;
    output wire  m_rxpbl_rd_valid;
    input wire  m_rxpbl_rd_ready;
    output wire  [63:0] m_rxpbl_rd_data;
    input wire  s_bmp_rd_valid;
    output wire  s_bmp_rd_ready;
    input wire  [63:0] s_bmp_rd_addr;
    input wire  [12:0] s_bmp_rd_len;
    input wire  [7:0] s_bmp_rd_tag;
    output wire  m_bmp_rd_valid;
    input wire  m_bmp_rd_ready;
    output wire  [63:0] m_bmp_rd_data;
    input wire  s_ring_rd_valid;
    output wire  s_ring_rd_ready;
    input wire  [63:0] s_ring_rd_addr;
    input wire  [12:0] s_ring_rd_len;
    input wire  [7:0] s_ring_rd_tag;
    output wire  m_ring_rd_valid;
    input wire  m_ring_rd_ready;
    output wire  [63:0] m_ring_rd_data;
    input wire  s_area_rd_valid;
    output wire  s_area_rd_ready;
    input wire  [63:0] s_area_rd_addr;
    input wire  [12:0] s_area_rd_len;
    input wire  [7:0] s_area_rd_tag;
    output wire  m_area_rd_valid;
    input wire  m_area_rd_ready;
    output wire  [63:0] m_area_rd_data;
    input wire  s_tq_rd_valid;
    output wire  s_tq_rd_ready;
    input wire  [63:0] s_tq_rd_addr;
    input wire  [12:0] s_tq_rd_len;
    input wire  [7:0] s_tq_rd_tag;
    output wire  m_tq_rd_valid;
    input wire  m_tq_rd_ready;
    output wire  [63:0] m_tq_rd_data;
    input wire  s_cmd_wr_valid;
    output wire  s_cmd_wr_ready;
    input wire  [63:0] s_cmd_wr_addr;
    input wire  [15:0] s_cmd_wr_len;
    input wire  s_cmd_wd_valid;
    output wire  s_cmd_wd_ready;
    input wire  [63:0] s_cmd_wd_data;
    input wire  [7:0] s_cmd_wd_keep;
    input wire  s_cmd_wd_last;
    input wire  s_cq_wr_valid;
    output wire  s_cq_wr_ready;
    input wire  [63:0] s_cq_wr_addr;
    input wire  [15:0] s_cq_wr_len;
    input wire  s_cq_wd_valid;
    output wire  s_cq_wd_ready;
    input wire  [63:0] s_cq_wd_data;
    input wire  [7:0] s_cq_wd_keep;
    input wire  s_cq_wd_last;
    input wire  s_place_wr_valid;
    output wire  s_place_wr_ready;
    input wire  [63:0] s_place_wr_addr;
    input wire  [15:0] s_place_wr_len;
    input wire  s_place_wd_valid;
    output wire  s_place_wd_ready;
    input wire  [63:0] s_place_wd_data;
    input wire  [7:0] s_place_wd_keep;
    input wire  s_place_wd_last;
    input wire  s_area_wr_valid;
    output wire  s_area_wr_ready;
    input wire  [63:0] s_area_wr_addr;
    input wire  [15:0] s_area_wr_len;
    input wire  s_area_wd_valid;
    output wire  s_area_wd_ready;
    input wire  [63:0] s_area_wd_data;
    input wire  [7:0] s_area_wd_keep;
    input wire  s_area_wd_last;
    input wire  s_ring_wr_valid;
    output wire  s_ring_wr_ready;
    input wire  [63:0] s_ring_wr_addr;
    input wire  [15:0] s_ring_wr_len;
    input wire  s_ring_wd_valid;
    output wire  s_ring_wd_ready;
    input wire  [63:0] s_ring_wd_data;
    input wire  [7:0] s_ring_wd_keep;
    input wire  s_ring_wd_last;
    input wire  s_ev_wr_valid;
    output wire  s_ev_wr_ready;
    input wire  [63:0] s_ev_wr_addr;
    input wire  [15:0] s_ev_wr_len;
    input wire  s_ev_wd_valid;
    output wire  s_ev_wd_ready;
    input wire  [63:0] s_ev_wd_data;
    input wire  [7:0] s_ev_wd_keep;
    input wire  s_ev_wd_last;
    input wire  s_strm_wr_valid;
    output wire  s_strm_wr_ready;
    input wire  [63:0] s_strm_wr_addr;
    input wire  [15:0] s_strm_wr_len;
    input wire  s_strm_wd_valid;
    output wire  s_strm_wd_ready;
    input wire  [63:0] s_strm_wd_data;
    input wire  [7:0] s_strm_wd_keep;
    input wire  s_strm_wd_last;
    output wire  m_req_valid;
    input wire  m_req_ready;
    output wire  m_req_write;
    output wire  [63:0] m_req_addr;
    output wire  [15:0] m_req_len;
    output wire  m_wd_valid;
    input wire  m_wd_ready;
    output wire  [63:0] m_wd_data;
    output wire  [7:0] m_wd_keep;
    output wire  m_wd_last;
    input wire  s_rdata_valid;
    output wire  s_rdata_ready;
    input wire  [63:0] s_rdata_data;
    output wire  idle;
    output wire  [31:0] cnt_reads;
    output wire  [31:0] cnt_writes;
    output wire  [15:0] cnt_stray;

    // Named constants (named_consts! in model/src)
    localparam [15:0] dma_bytes$WORD_ROUND = 16'h7;
    localparam [15:0] dma_credit$FULL = 16'h200;
    localparam [15:0] dma_credit$WORD = 16'h1;
    localparam [15:0] dma_grant$READS = 16'h1ff;
    localparam [15:0] dma_grant$WRITES = 16'hfe00;
    localparam [7:0] dma_shift$WORD = 8'h3;
    localparam [1:0] dma_state$DATA = 2'h3;
    localparam [1:0] dma_state$LOAD = 2'h1;
    localparam [1:0] dma_state$PICK = 2'h0;
    localparam [1:0] dma_state$SEND = 2'h2;
    localparam [6:0] dma_tags$ROOM = 7'h3f;

    // Stub signals
    wire  ret$0$reset;
    wire  ret$0$push;
    wire  [63:0] ret$0$din;
    wire  ret$0$full;
    wire  ret$0$pop;
    wire  [63:0] ret$0$dout;
    wire  ret$0$valid;
    wire  ret$1$reset;
    wire  ret$1$push;
    wire  [63:0] ret$1$din;
    wire  ret$1$full;
    wire  ret$1$pop;
    wire  [63:0] ret$1$dout;
    wire  ret$1$valid;
    wire  ret$2$reset;
    wire  ret$2$push;
    wire  [63:0] ret$2$din;
    wire  ret$2$full;
    wire  ret$2$pop;
    wire  [63:0] ret$2$dout;
    wire  ret$2$valid;
    wire  ret$3$reset;
    wire  ret$3$push;
    wire  [63:0] ret$3$din;
    wire  ret$3$full;
    wire  ret$3$pop;
    wire  [63:0] ret$3$dout;
    wire  ret$3$valid;
    wire  ret$4$reset;
    wire  ret$4$push;
    wire  [63:0] ret$4$din;
    wire  ret$4$full;
    wire  ret$4$pop;
    wire  [63:0] ret$4$dout;
    wire  ret$4$valid;
    wire  ret$5$reset;
    wire  ret$5$push;
    wire  [63:0] ret$5$din;
    wire  ret$5$full;
    wire  ret$5$pop;
    wire  [63:0] ret$5$dout;
    wire  ret$5$valid;
    wire  ret$6$reset;
    wire  ret$6$push;
    wire  [63:0] ret$6$din;
    wire  ret$6$full;
    wire  ret$6$pop;
    wire  [63:0] ret$6$dout;
    wire  ret$6$valid;
    wire  ret$7$reset;
    wire  ret$7$push;
    wire  [63:0] ret$7$din;
    wire  ret$7$full;
    wire  ret$7$pop;
    wire  [63:0] ret$7$dout;
    wire  ret$7$valid;
    wire  ret$8$reset;
    wire  ret$8$push;
    wire  [63:0] ret$8$din;
    wire  ret$8$full;
    wire  ret$8$pop;
    wire  [63:0] ret$8$dout;
    wire  ret$8$valid;
    reg  [15:0] credit$0$d;
    reg  [15:0] credit$0$q;
    reg  [15:0] credit$1$d;
    reg  [15:0] credit$1$q;
    reg  [15:0] credit$2$d;
    reg  [15:0] credit$2$q;
    reg  [15:0] credit$3$d;
    reg  [15:0] credit$3$q;
    reg  [15:0] credit$4$d;
    reg  [15:0] credit$4$q;
    reg  [15:0] credit$5$d;
    reg  [15:0] credit$5$q;
    reg  [15:0] credit$6$d;
    reg  [15:0] credit$6$q;
    reg  [15:0] credit$7$d;
    reg  [15:0] credit$7$q;
    reg  [15:0] credit$8$d;
    reg  [15:0] credit$8$q;
    wire  tags$reset;
    wire  tags$push;
    wire  [24:0] tags$din;
    wire  tags$full;
    wire  tags$pop;
    wire  [24:0] tags$dout;
    wire  tags$valid;
    wire  wdq$reset;
    wire  wdq$push;
    wire  [72:0] wdq$din;
    wire  wdq$full;
    wire  wdq$pop;
    wire  [72:0] wdq$dout;
    wire  wdq$valid;
    reg  [1:0] st$d;
    reg  [1:0] st$q;
    reg  [15:0] gnt$d;
    reg  [15:0] gnt$q;
    reg  [15:0] rr_hi$d;
    reg  [15:0] rr_hi$q;
    reg  [15:0] elig_r$d;
    reg  [15:0] elig_r$q;
    reg  req_write$d;
    reg  req_write$q;
    reg  [63:0] req_addr$d;
    reg  [63:0] req_addr$q;
    reg  [15:0] req_len$d;
    reg  [15:0] req_len$q;
    reg  [15:0] wsel$d;
    reg  [15:0] wsel$q;
    reg  hd_v$d;
    reg  hd_v$q;
    reg  [63:0] hd_data$d;
    reg  [63:0] hd_data$q;
    reg  [8:0] hd_port$d;
    reg  [8:0] hd_port$q;
    reg  cur_v$d;
    reg  cur_v$q;
    reg  [8:0] cur_port$d;
    reg  [8:0] cur_port$q;
    reg  [15:0] cur_rem$d;
    reg  [15:0] cur_rem$q;
    reg  [6:0] n_tags$d;
    reg  [6:0] n_tags$q;
    reg  [31:0] n_reads$d;
    reg  [31:0] n_reads$q;
    reg  [31:0] n_writes$d;
    reg  [31:0] n_writes$q;
    reg  [15:0] n_stray$d;
    reg  [15:0] n_stray$q;

    // Local signals
    wire  r_valid$0;
    wire  r_valid$1;
    wire  r_valid$2;
    wire  r_valid$3;
    wire  r_valid$4;
    wire  r_valid$5;
    wire  r_valid$6;
    wire  r_valid$7;
    wire  r_valid$8;
    wire  [63:0] r_addr$0;
    wire  [63:0] r_addr$1;
    wire  [63:0] r_addr$2;
    wire  [63:0] r_addr$3;
    wire  [63:0] r_addr$4;
    wire  [63:0] r_addr$5;
    wire  [63:0] r_addr$6;
    wire  [63:0] r_addr$7;
    wire  [63:0] r_addr$8;
    wire  [15:0] r_len$0;
    wire  [15:0] r_len$1;
    wire  [15:0] r_len$2;
    wire  [15:0] r_len$3;
    wire  [15:0] r_len$4;
    wire  [15:0] r_len$5;
    wire  [15:0] r_len$6;
    wire  [15:0] r_len$7;
    wire  [15:0] r_len$8;
    wire  [15:0] r_words$0;
    wire  [15:0] r_words$1;
    wire  [15:0] r_words$2;
    wire  [15:0] r_words$3;
    wire  [15:0] r_words$4;
    wire  [15:0] r_words$5;
    wire  [15:0] r_words$6;
    wire  [15:0] r_words$7;
    wire  [15:0] r_words$8;
    wire  r_fits$0;
    wire  r_fits$1;
    wire  r_fits$2;
    wire  r_fits$3;
    wire  r_fits$4;
    wire  r_fits$5;
    wire  r_fits$6;
    wire  r_fits$7;
    wire  r_fits$8;
    wire  r_el$0;
    wire  r_el$1;
    wire  r_el$2;
    wire  r_el$3;
    wire  r_el$4;
    wire  r_el$5;
    wire  r_el$6;
    wire  r_el$7;
    wire  r_el$8;
    wire  w_el$0;
    wire  w_el$1;
    wire  w_el$2;
    wire  w_el$3;
    wire  w_el$4;
    wire  w_el$5;
    wire  w_el$6;
    wire  r_pop$0;
    wire  r_pop$1;
    wire  r_pop$2;
    wire  r_pop$3;
    wire  r_pop$4;
    wire  r_pop$5;
    wire  r_pop$6;
    wire  r_pop$7;
    wire  r_pop$8;
    reg  [15:0] cr_keep$0;
    reg  [15:0] cr_keep$1;
    reg  [15:0] cr_keep$2;
    reg  [15:0] cr_keep$3;
    reg  [15:0] cr_keep$4;
    reg  [15:0] cr_keep$5;
    reg  [15:0] cr_keep$6;
    reg  [15:0] cr_keep$7;
    reg  [15:0] cr_keep$8;
    wire  [15:0] cr_take$0;
    wire  [15:0] cr_take$1;
    wire  [15:0] cr_take$2;
    wire  [15:0] cr_take$3;
    wire  [15:0] cr_take$4;
    wire  [15:0] cr_take$5;
    wire  [15:0] cr_take$6;
    wire  [15:0] cr_take$7;
    wire  [15:0] cr_take$8;
    reg  [63:0] r_ma$0;
    reg  [63:0] r_ma$1;
    reg  [63:0] r_ma$2;
    reg  [63:0] r_ma$3;
    reg  [63:0] r_ma$4;
    reg  [63:0] r_ma$5;
    reg  [63:0] r_ma$6;
    reg  [63:0] r_ma$7;
    reg  [63:0] r_ma$8;
    reg  [15:0] r_ml$0;
    reg  [15:0] r_ml$1;
    reg  [15:0] r_ml$2;
    reg  [15:0] r_ml$3;
    reg  [15:0] r_ml$4;
    reg  [15:0] r_ml$5;
    reg  [15:0] r_ml$6;
    reg  [15:0] r_ml$7;
    reg  [15:0] r_ml$8;
    reg  [15:0] r_mw$0;
    reg  [15:0] r_mw$1;
    reg  [15:0] r_mw$2;
    reg  [15:0] r_mw$3;
    reg  [15:0] r_mw$4;
    reg  [15:0] r_mw$5;
    reg  [15:0] r_mw$6;
    reg  [15:0] r_mw$7;
    reg  [15:0] r_mw$8;
    wire  w_valid$0;
    wire  w_valid$1;
    wire  w_valid$2;
    wire  w_valid$3;
    wire  w_valid$4;
    wire  w_valid$5;
    wire  w_valid$6;
    wire  [63:0] w_addr$0;
    wire  [63:0] w_addr$1;
    wire  [63:0] w_addr$2;
    wire  [63:0] w_addr$3;
    wire  [63:0] w_addr$4;
    wire  [63:0] w_addr$5;
    wire  [63:0] w_addr$6;
    wire  [15:0] w_len$0;
    wire  [15:0] w_len$1;
    wire  [15:0] w_len$2;
    wire  [15:0] w_len$3;
    wire  [15:0] w_len$4;
    wire  [15:0] w_len$5;
    wire  [15:0] w_len$6;
    reg  [63:0] w_ma$0;
    reg  [63:0] w_ma$1;
    reg  [63:0] w_ma$2;
    reg  [63:0] w_ma$3;
    reg  [63:0] w_ma$4;
    reg  [63:0] w_ma$5;
    reg  [63:0] w_ma$6;
    reg  [15:0] w_ml$0;
    reg  [15:0] w_ml$1;
    reg  [15:0] w_ml$2;
    reg  [15:0] w_ml$3;
    reg  [15:0] w_ml$4;
    reg  [15:0] w_ml$5;
    reg  [15:0] w_ml$6;
    wire  wd_valid$0;
    wire  wd_valid$1;
    wire  wd_valid$2;
    wire  wd_valid$3;
    wire  wd_valid$4;
    wire  wd_valid$5;
    wire  wd_valid$6;
    reg  [72:0] wd_word$0;
    reg  [72:0] wd_word$1;
    reg  [72:0] wd_word$2;
    reg  [72:0] wd_word$3;
    reg  [72:0] wd_word$4;
    reg  [72:0] wd_word$5;
    reg  [72:0] wd_word$6;
    reg  [72:0] wd_m$0;
    reg  [72:0] wd_m$1;
    reg  [72:0] wd_m$2;
    reg  [72:0] wd_m$3;
    reg  [72:0] wd_m$4;
    reg  [72:0] wd_m$5;
    reg  [72:0] wd_m$6;
    wire  wd_ready$0;
    wire  wd_ready$1;
    wire  wd_ready$2;
    wire  wd_ready$3;
    wire  wd_ready$4;
    wire  wd_ready$5;
    wire  wd_ready$6;
    reg  [15:0] elig;
    wire  [15:0] above;
    reg  [15:0] cand;
    wire  [15:0] cand_m1;
    wire  [15:0] gnt_m1;
    wire  w_g$0;
    wire  w_g$1;
    wire  w_g$2;
    wire  w_g$3;
    wire  w_g$4;
    wire  w_g$5;
    wire  w_g$6;
    wire  w_sel$0;
    wire  w_sel$1;
    wire  w_sel$2;
    wire  w_sel$3;
    wire  w_sel$4;
    wire  w_sel$5;
    wire  w_sel$6;
    wire  [8:0] rgnt;
    wire  r_ready$0;
    wire  r_ready$1;
    wire  r_ready$2;
    wire  r_ready$3;
    wire  r_ready$4;
    wire  r_ready$5;
    wire  r_ready$6;
    wire  r_ready$7;
    wire  r_ready$8;
    wire  w_ready$0;
    wire  w_ready$1;
    wire  w_ready$2;
    wire  w_ready$3;
    wire  w_ready$4;
    wire  w_ready$5;
    wire  w_ready$6;
    wire  free;
    wire  load;
    wire  tag_room;
    wire  [63:0] mx_addr;
    wire  [15:0] mx_len;
    wire  [15:0] mx_words;
    wire  [72:0] wd_sel;
    wire  wd_any;
    wire  wd_push;
    wire  wd_end;
    reg  [24:0] tag_word;
    wire  beat;
    reg  [8:0] beat_port;
    reg  [15:0] beat_rem;
    reg  any_buffered;

    // Sub module instances
    rnic_dma$ret$0 ret$0(
        .clock(clock),
        .reset(ret$0$reset),
        .push(ret$0$push),
        .din(ret$0$din),
        .full(ret$0$full),
        .pop(ret$0$pop),
        .dout(ret$0$dout),
        .valid(ret$0$valid)
    );
    rnic_dma$ret$1 ret$1(
        .clock(clock),
        .reset(ret$1$reset),
        .push(ret$1$push),
        .din(ret$1$din),
        .full(ret$1$full),
        .pop(ret$1$pop),
        .dout(ret$1$dout),
        .valid(ret$1$valid)
    );
    rnic_dma$ret$2 ret$2(
        .clock(clock),
        .reset(ret$2$reset),
        .push(ret$2$push),
        .din(ret$2$din),
        .full(ret$2$full),
        .pop(ret$2$pop),
        .dout(ret$2$dout),
        .valid(ret$2$valid)
    );
    rnic_dma$ret$3 ret$3(
        .clock(clock),
        .reset(ret$3$reset),
        .push(ret$3$push),
        .din(ret$3$din),
        .full(ret$3$full),
        .pop(ret$3$pop),
        .dout(ret$3$dout),
        .valid(ret$3$valid)
    );
    rnic_dma$ret$4 ret$4(
        .clock(clock),
        .reset(ret$4$reset),
        .push(ret$4$push),
        .din(ret$4$din),
        .full(ret$4$full),
        .pop(ret$4$pop),
        .dout(ret$4$dout),
        .valid(ret$4$valid)
    );
    rnic_dma$ret$5 ret$5(
        .clock(clock),
        .reset(ret$5$reset),
        .push(ret$5$push),
        .din(ret$5$din),
        .full(ret$5$full),
        .pop(ret$5$pop),
        .dout(ret$5$dout),
        .valid(ret$5$valid)
    );
    rnic_dma$ret$6 ret$6(
        .clock(clock),
        .reset(ret$6$reset),
        .push(ret$6$push),
        .din(ret$6$din),
        .full(ret$6$full),
        .pop(ret$6$pop),
        .dout(ret$6$dout),
        .valid(ret$6$valid)
    );
    rnic_dma$ret$7 ret$7(
        .clock(clock),
        .reset(ret$7$reset),
        .push(ret$7$push),
        .din(ret$7$din),
        .full(ret$7$full),
        .pop(ret$7$pop),
        .dout(ret$7$dout),
        .valid(ret$7$valid)
    );
    rnic_dma$ret$8 ret$8(
        .clock(clock),
        .reset(ret$8$reset),
        .push(ret$8$push),
        .din(ret$8$din),
        .full(ret$8$full),
        .pop(ret$8$pop),
        .dout(ret$8$dout),
        .valid(ret$8$valid)
    );
    rnic_dma$tags tags(
        .clock(clock),
        .reset(tags$reset),
        .push(tags$push),
        .din(tags$din),
        .full(tags$full),
        .pop(tags$pop),
        .dout(tags$dout),
        .valid(tags$valid)
    );
    rnic_dma$wdq wdq(
        .clock(clock),
        .reset(wdq$reset),
        .push(wdq$push),
        .din(wdq$din),
        .full(wdq$full),
        .pop(wdq$pop),
        .dout(wdq$dout),
        .valid(wdq$valid)
    );

    // Registers
    initial begin
        credit$0$q = 16'h0;
        credit$1$q = 16'h0;
        credit$2$q = 16'h0;
        credit$3$q = 16'h0;
        credit$4$q = 16'h0;
        credit$5$q = 16'h0;
        credit$6$q = 16'h0;
        credit$7$q = 16'h0;
        credit$8$q = 16'h0;
        st$q = 2'h0;
        gnt$q = 16'h0;
        rr_hi$q = 16'h0;
        elig_r$q = 16'h0;
        req_write$q = 1'h0;
        req_addr$q = 64'h0;
        req_len$q = 16'h0;
        wsel$q = 16'h0;
        hd_v$q = 1'h0;
        hd_data$q = 64'h0;
        hd_port$q = 9'h0;
        cur_v$q = 1'h0;
        cur_port$q = 9'h0;
        cur_rem$q = 16'h0;
        n_tags$q = 7'h0;
        n_reads$q = 32'h0;
        n_writes$q = 32'h0;
        n_stray$q = 16'h0;
    end

    always @(posedge clock) begin
        credit$0$q <= credit$0$d;
        credit$1$q <= credit$1$d;
        credit$2$q <= credit$2$d;
        credit$3$q <= credit$3$d;
        credit$4$q <= credit$4$d;
        credit$5$q <= credit$5$d;
        credit$6$q <= credit$6$d;
        credit$7$q <= credit$7$d;
        credit$8$q <= credit$8$d;
        st$q <= st$d;
        gnt$q <= gnt$d;
        rr_hi$q <= rr_hi$d;
        elig_r$q <= elig_r$d;
        req_write$q <= req_write$d;
        req_addr$q <= req_addr$d;
        req_len$q <= req_len$d;
        wsel$q <= wsel$d;
        hd_v$q <= hd_v$d;
        hd_data$q <= hd_data$d;
        hd_port$q <= hd_port$d;
        cur_v$q <= cur_v$d;
        cur_port$q <= cur_port$d;
        cur_rem$q <= cur_rem$d;
        n_tags$q <= n_tags$d;
        n_reads$q <= n_reads$d;
        n_writes$q <= n_writes$d;
        n_stray$q <= n_stray$d;
    end

    // Update code
    assign tags$reset = reset;
    assign wdq$reset = reset;
    assign ret$0$reset = reset;
    assign ret$1$reset = reset;
    assign ret$2$reset = reset;
    assign ret$3$reset = reset;
    assign ret$4$reset = reset;
    assign ret$5$reset = reset;
    assign ret$6$reset = reset;
    assign ret$7$reset = reset;
    assign ret$8$reset = reset;
    assign r_valid$0 = s_cmd_rd_valid;
    assign r_addr$0 = s_cmd_rd_addr;
    assign r_len$0 = {3'h0, s_cmd_rd_len};
    assign r_valid$1 = s_wq_rd_valid;
    assign r_addr$1 = s_wq_rd_addr;
    assign r_len$1 = {3'h0, s_wq_rd_len};
    assign r_valid$2 = s_txpbl_rd_valid;
    assign r_addr$2 = s_txpbl_rd_addr;
    assign r_len$2 = {3'h0, s_txpbl_rd_len};
    assign r_valid$3 = s_txpay_rd_valid;
    assign r_addr$3 = s_txpay_rd_addr;
    assign r_len$3 = {3'h0, s_txpay_rd_len};
    assign r_valid$4 = s_rxpbl_rd_valid;
    assign r_addr$4 = s_rxpbl_rd_addr;
    assign r_len$4 = {3'h0, s_rxpbl_rd_len};
    assign r_valid$5 = s_bmp_rd_valid;
    assign r_addr$5 = s_bmp_rd_addr;
    assign r_len$5 = {3'h0, s_bmp_rd_len};
    assign r_valid$6 = s_ring_rd_valid;
    assign r_addr$6 = s_ring_rd_addr;
    assign r_len$6 = {3'h0, s_ring_rd_len};
    assign r_valid$7 = s_area_rd_valid;
    assign r_addr$7 = s_area_rd_addr;
    assign r_len$7 = {3'h0, s_area_rd_len};
    assign r_valid$8 = s_tq_rd_valid;
    assign r_addr$8 = s_tq_rd_addr;
    assign r_len$8 = {3'h0, s_tq_rd_len};
    assign w_valid$0 = s_cmd_wr_valid;
    assign w_addr$0 = s_cmd_wr_addr;
    assign w_len$0 = s_cmd_wr_len;
    assign w_valid$1 = s_cq_wr_valid;
    assign w_addr$1 = s_cq_wr_addr;
    assign w_len$1 = s_cq_wr_len;
    assign w_valid$2 = s_place_wr_valid;
    assign w_addr$2 = s_place_wr_addr;
    assign w_len$2 = s_place_wr_len;
    assign w_valid$3 = s_area_wr_valid;
    assign w_addr$3 = s_area_wr_addr;
    assign w_len$3 = s_area_wr_len;
    assign w_valid$4 = s_ring_wr_valid;
    assign w_addr$4 = s_ring_wr_addr;
    assign w_len$4 = s_ring_wr_len;
    assign w_valid$5 = s_ev_wr_valid;
    assign w_addr$5 = s_ev_wr_addr;
    assign w_len$5 = s_ev_wr_len;
    assign w_valid$6 = s_strm_wr_valid;
    assign w_addr$6 = s_strm_wr_addr;
    assign w_len$6 = s_strm_wr_len;
    assign wd_valid$0 = s_cmd_wd_valid;
    assign wd_valid$1 = s_cq_wd_valid;
    assign wd_valid$2 = s_place_wd_valid;
    assign wd_valid$3 = s_area_wd_valid;
    assign wd_valid$4 = s_ring_wd_valid;
    assign wd_valid$5 = s_ev_wd_valid;
    assign wd_valid$6 = s_strm_wd_valid;
    assign load = st$q == dma_state$LOAD;
    assign rgnt = gnt$q[8:0];
    assign w_g$0 = gnt$q[9];
    assign w_g$1 = gnt$q[10];
    assign w_g$2 = gnt$q[11];
    assign w_g$3 = gnt$q[12];
    assign w_g$4 = gnt$q[13];
    assign w_g$5 = gnt$q[14];
    assign w_g$6 = gnt$q[15];
    assign w_sel$0 = wsel$q[9];
    assign w_sel$1 = wsel$q[10];
    assign w_sel$2 = wsel$q[11];
    assign w_sel$3 = wsel$q[12];
    assign w_sel$4 = wsel$q[13];
    assign w_sel$5 = wsel$q[14];
    assign w_sel$6 = wsel$q[15];
    assign tag_room = n_tags$q < dma_tags$ROOM;
    assign r_words$0 = (r_len$0 + dma_bytes$WORD_ROUND) >> dma_shift$WORD;
    assign r_fits$0 = r_words$0 <= credit$0$q;
    assign r_el$0 = r_valid$0 & r_fits$0 & tag_room & ~(load & rgnt[0]);
    assign r_words$1 = (r_len$1 + dma_bytes$WORD_ROUND) >> dma_shift$WORD;
    assign r_fits$1 = r_words$1 <= credit$1$q;
    assign r_el$1 = r_valid$1 & r_fits$1 & tag_room & ~(load & rgnt[1]);
    assign r_words$2 = (r_len$2 + dma_bytes$WORD_ROUND) >> dma_shift$WORD;
    assign r_fits$2 = r_words$2 <= credit$2$q;
    assign r_el$2 = r_valid$2 & r_fits$2 & tag_room & ~(load & rgnt[2]);
    assign r_words$3 = (r_len$3 + dma_bytes$WORD_ROUND) >> dma_shift$WORD;
    assign r_fits$3 = r_words$3 <= credit$3$q;
    assign r_el$3 = r_valid$3 & r_fits$3 & tag_room & ~(load & rgnt[3]);
    assign r_words$4 = (r_len$4 + dma_bytes$WORD_ROUND) >> dma_shift$WORD;
    assign r_fits$4 = r_words$4 <= credit$4$q;
    assign r_el$4 = r_valid$4 & r_fits$4 & tag_room & ~(load & rgnt[4]);
    assign r_words$5 = (r_len$5 + dma_bytes$WORD_ROUND) >> dma_shift$WORD;
    assign r_fits$5 = r_words$5 <= credit$5$q;
    assign r_el$5 = r_valid$5 & r_fits$5 & tag_room & ~(load & rgnt[5]);
    assign r_words$6 = (r_len$6 + dma_bytes$WORD_ROUND) >> dma_shift$WORD;
    assign r_fits$6 = r_words$6 <= credit$6$q;
    assign r_el$6 = r_valid$6 & r_fits$6 & tag_room & ~(load & rgnt[6]);
    assign r_words$7 = (r_len$7 + dma_bytes$WORD_ROUND) >> dma_shift$WORD;
    assign r_fits$7 = r_words$7 <= credit$7$q;
    assign r_el$7 = r_valid$7 & r_fits$7 & tag_room & ~(load & rgnt[7]);
    assign r_words$8 = (r_len$8 + dma_bytes$WORD_ROUND) >> dma_shift$WORD;
    assign r_fits$8 = r_words$8 <= credit$8$q;
    assign r_el$8 = r_valid$8 & r_fits$8 & tag_room & ~(load & rgnt[8]);
    assign w_el$0 = w_valid$0 & ~(load & w_g$0);
    assign w_el$1 = w_valid$1 & ~(load & w_g$1);
    assign w_el$2 = w_valid$2 & ~(load & w_g$2);
    assign w_el$3 = w_valid$3 & ~(load & w_g$3);
    assign w_el$4 = w_valid$4 & ~(load & w_g$4);
    assign w_el$5 = w_valid$5 & ~(load & w_g$5);
    assign w_el$6 = w_valid$6 & ~(load & w_g$6);
    assign wd_sel = wd_m$0 | wd_m$1 | wd_m$2 | wd_m$3 | wd_m$4 | wd_m$5 | wd_m$6;
    assign wd_any = (wd_valid$0 & w_sel$0) | (wd_valid$1 & w_sel$1) | (wd_valid$2 & w_sel$2) | (wd_valid$3 & w_sel$3) | (wd_valid$4 & w_sel$4) | (wd_valid$5 & w_sel$5) | (wd_valid$6 & w_sel$6);
    assign wd_push = (st$q == dma_state$DATA) & wd_any & ~wdq$full;
    assign wd_end = wd_push & wd_sel[72];
    assign above = elig_r$q & rr_hi$q;
    assign cand_m1 = cand - 16'h1;
    assign free = (st$q == dma_state$PICK) | ((st$q == dma_state$SEND) & m_req_ready & ~req_write$q) | wd_end;
    assign mx_addr = r_ma$0 | r_ma$1 | r_ma$2 | r_ma$3 | r_ma$4 | r_ma$5 | r_ma$6 | r_ma$7 | r_ma$8 | w_ma$0 | w_ma$1 | w_ma$2 | w_ma$3 | w_ma$4 | w_ma$5 | w_ma$6;
    assign mx_len = r_ml$0 | r_ml$1 | r_ml$2 | r_ml$3 | r_ml$4 | r_ml$5 | r_ml$6 | r_ml$7 | r_ml$8 | w_ml$0 | w_ml$1 | w_ml$2 | w_ml$3 | w_ml$4 | w_ml$5 | w_ml$6;
    assign mx_words = r_mw$0 | r_mw$1 | r_mw$2 | r_mw$3 | r_mw$4 | r_mw$5 | r_mw$6 | r_mw$7 | r_mw$8;
    assign gnt_m1 = gnt$q - 16'h1;
    assign tags$push = load & |(gnt$q & dma_grant$READS);
    assign tags$din = tag_word;
    assign r_ready$0 = load & rgnt[0];
    assign r_ready$1 = load & rgnt[1];
    assign r_ready$2 = load & rgnt[2];
    assign r_ready$3 = load & rgnt[3];
    assign r_ready$4 = load & rgnt[4];
    assign r_ready$5 = load & rgnt[5];
    assign r_ready$6 = load & rgnt[6];
    assign r_ready$7 = load & rgnt[7];
    assign r_ready$8 = load & rgnt[8];
    assign w_ready$0 = load & w_g$0;
    assign w_ready$1 = load & w_g$1;
    assign w_ready$2 = load & w_g$2;
    assign w_ready$3 = load & w_g$3;
    assign w_ready$4 = load & w_g$4;
    assign w_ready$5 = load & w_g$5;
    assign w_ready$6 = load & w_g$6;
    assign s_cmd_rd_ready = r_ready$0;
    assign s_wq_rd_ready = r_ready$1;
    assign s_txpbl_rd_ready = r_ready$2;
    assign s_txpay_rd_ready = r_ready$3;
    assign s_rxpbl_rd_ready = r_ready$4;
    assign s_bmp_rd_ready = r_ready$5;
    assign s_ring_rd_ready = r_ready$6;
    assign s_area_rd_ready = r_ready$7;
    assign s_tq_rd_ready = r_ready$8;
    assign s_cmd_wr_ready = w_ready$0;
    assign s_cq_wr_ready = w_ready$1;
    assign s_place_wr_ready = w_ready$2;
    assign s_area_wr_ready = w_ready$3;
    assign s_ring_wr_ready = w_ready$4;
    assign s_ev_wr_ready = w_ready$5;
    assign s_strm_wr_ready = w_ready$6;
    assign m_req_valid = st$q == dma_state$SEND;
    assign m_req_write = req_write$q;
    assign m_req_addr = req_addr$q;
    assign m_req_len = req_len$q;
    assign wd_ready$0 = (st$q == dma_state$DATA) & ~wdq$full & w_sel$0;
    assign wd_ready$1 = (st$q == dma_state$DATA) & ~wdq$full & w_sel$1;
    assign wd_ready$2 = (st$q == dma_state$DATA) & ~wdq$full & w_sel$2;
    assign wd_ready$3 = (st$q == dma_state$DATA) & ~wdq$full & w_sel$3;
    assign wd_ready$4 = (st$q == dma_state$DATA) & ~wdq$full & w_sel$4;
    assign wd_ready$5 = (st$q == dma_state$DATA) & ~wdq$full & w_sel$5;
    assign wd_ready$6 = (st$q == dma_state$DATA) & ~wdq$full & w_sel$6;
    assign s_cmd_wd_ready = wd_ready$0;
    assign s_cq_wd_ready = wd_ready$1;
    assign s_place_wd_ready = wd_ready$2;
    assign s_area_wd_ready = wd_ready$3;
    assign s_ring_wd_ready = wd_ready$4;
    assign s_ev_wd_ready = wd_ready$5;
    assign s_strm_wd_ready = wd_ready$6;
    assign wdq$push = wd_push;
    assign wdq$din = wd_sel;
    assign m_wd_valid = wdq$valid;
    assign m_wd_data = wdq$dout[63:0];
    assign m_wd_keep = wdq$dout[71:64];
    assign m_wd_last = wdq$dout[72];
    assign wdq$pop = m_wd_ready & wdq$valid;
    assign s_rdata_ready = 1'b1;
    assign beat = s_rdata_valid & (cur_v$q | tags$valid);
    assign tags$pop = s_rdata_valid & ~cur_v$q & tags$valid;
    assign ret$0$push = hd_v$q & hd_port$q[0];
    assign ret$0$din = hd_data$q;
    assign ret$1$push = hd_v$q & hd_port$q[1];
    assign ret$1$din = hd_data$q;
    assign ret$2$push = hd_v$q & hd_port$q[2];
    assign ret$2$din = hd_data$q;
    assign ret$3$push = hd_v$q & hd_port$q[3];
    assign ret$3$din = hd_data$q;
    assign ret$4$push = hd_v$q & hd_port$q[4];
    assign ret$4$din = hd_data$q;
    assign ret$5$push = hd_v$q & hd_port$q[5];
    assign ret$5$din = hd_data$q;
    assign ret$6$push = hd_v$q & hd_port$q[6];
    assign ret$6$din = hd_data$q;
    assign ret$7$push = hd_v$q & hd_port$q[7];
    assign ret$7$din = hd_data$q;
    assign ret$8$push = hd_v$q & hd_port$q[8];
    assign ret$8$din = hd_data$q;
    assign m_cmd_rd_valid = ret$0$valid;
    assign m_cmd_rd_data = ret$0$dout;
    assign r_pop$0 = m_cmd_rd_ready & ret$0$valid;
    assign m_wq_rd_valid = ret$1$valid;
    assign m_wq_rd_data = ret$1$dout;
    assign r_pop$1 = m_wq_rd_ready & ret$1$valid;
    assign m_txpbl_rd_valid = ret$2$valid;
    assign m_txpbl_rd_data = ret$2$dout;
    assign r_pop$2 = m_txpbl_rd_ready & ret$2$valid;
    assign m_txpay_rd_valid = ret$3$valid;
    assign m_txpay_rd_data = ret$3$dout;
    assign r_pop$3 = m_txpay_rd_ready & ret$3$valid;
    assign m_rxpbl_rd_valid = ret$4$valid;
    assign m_rxpbl_rd_data = ret$4$dout;
    assign r_pop$4 = m_rxpbl_rd_ready & ret$4$valid;
    assign m_bmp_rd_valid = ret$5$valid;
    assign m_bmp_rd_data = ret$5$dout;
    assign r_pop$5 = m_bmp_rd_ready & ret$5$valid;
    assign m_ring_rd_valid = ret$6$valid;
    assign m_ring_rd_data = ret$6$dout;
    assign r_pop$6 = m_ring_rd_ready & ret$6$valid;
    assign m_area_rd_valid = ret$7$valid;
    assign m_area_rd_data = ret$7$dout;
    assign r_pop$7 = m_area_rd_ready & ret$7$valid;
    assign m_tq_rd_valid = ret$8$valid;
    assign m_tq_rd_data = ret$8$dout;
    assign r_pop$8 = m_tq_rd_ready & ret$8$valid;
    assign ret$0$pop = r_pop$0;
    assign cr_take$0 = cr_keep$0 - r_words$0;
    assign ret$1$pop = r_pop$1;
    assign cr_take$1 = cr_keep$1 - r_words$1;
    assign ret$2$pop = r_pop$2;
    assign cr_take$2 = cr_keep$2 - r_words$2;
    assign ret$3$pop = r_pop$3;
    assign cr_take$3 = cr_keep$3 - r_words$3;
    assign ret$4$pop = r_pop$4;
    assign cr_take$4 = cr_keep$4 - r_words$4;
    assign ret$5$pop = r_pop$5;
    assign cr_take$5 = cr_keep$5 - r_words$5;
    assign ret$6$pop = r_pop$6;
    assign cr_take$6 = cr_keep$6 - r_words$6;
    assign ret$7$pop = r_pop$7;
    assign cr_take$7 = cr_keep$7 - r_words$7;
    assign ret$8$pop = r_pop$8;
    assign cr_take$8 = cr_keep$8 - r_words$8;
    assign cnt_reads = n_reads$q;
    assign cnt_writes = n_writes$q;
    assign cnt_stray = n_stray$q;
    assign idle = (st$q == dma_state$PICK) & ~|elig_r$q & ~tags$valid & ~cur_v$q & ~hd_v$q & ~wdq$valid & ~any_buffered;

    always @(*) begin
        st$d = st$q;
        gnt$d = gnt$q;
        rr_hi$d = rr_hi$q;
        elig_r$d = elig_r$q;
        req_write$d = req_write$q;
        req_addr$d = req_addr$q;
        req_len$d = req_len$q;
        wsel$d = wsel$q;
        n_tags$d = n_tags$q;
        hd_v$d = hd_v$q;
        cur_v$d = cur_v$q;
        cur_port$d = cur_port$q;
        cur_rem$d = cur_rem$q;
        n_reads$d = n_reads$q;
        n_writes$d = n_writes$q;
        n_stray$d = n_stray$q;
        credit$0$d = credit$0$q;
        credit$1$d = credit$1$q;
        credit$2$d = credit$2$q;
        credit$3$d = credit$3$q;
        credit$4$d = credit$4$q;
        credit$5$d = credit$5$q;
        credit$6$d = credit$6$q;
        credit$7$d = credit$7$q;
        credit$8$d = credit$8$q;
        elig_r$d = elig;
        if (free) begin
            st$d = dma_state$PICK;
            if (|elig_r$q) begin
                gnt$d = cand & ~cand_m1;
                st$d = dma_state$LOAD;
            end
        end
        if (load) begin
            req_write$d = |(gnt$q & dma_grant$WRITES);
            req_addr$d = mx_addr;
            req_len$d = mx_len;
            wsel$d = gnt$q;
            rr_hi$d = ~(gnt$q | gnt_m1);
            st$d = dma_state$SEND;
        end
        if ((st$q == dma_state$SEND) & m_req_ready & req_write$q) begin
            st$d = dma_state$DATA;
        end
        if (tags$push & ~tags$pop) begin
            n_tags$d = n_tags$q + 7'h1;
        end
        if (~tags$push & tags$pop) begin
            n_tags$d = n_tags$q - 7'h1;
        end
        hd_v$d = beat;
        if (beat) begin
            cur_port$d = beat_port;
            cur_rem$d = beat_rem - 16'h1;
            cur_v$d = beat_rem != 16'h1;
        end
        if (s_rdata_valid & ~beat) begin
            n_stray$d = n_stray$q + 16'h1;
        end
        credit$0$d = cr_keep$0;
        if (r_ready$0) begin
            credit$0$d = cr_take$0;
        end
        credit$1$d = cr_keep$1;
        if (r_ready$1) begin
            credit$1$d = cr_take$1;
        end
        credit$2$d = cr_keep$2;
        if (r_ready$2) begin
            credit$2$d = cr_take$2;
        end
        credit$3$d = cr_keep$3;
        if (r_ready$3) begin
            credit$3$d = cr_take$3;
        end
        credit$4$d = cr_keep$4;
        if (r_ready$4) begin
            credit$4$d = cr_take$4;
        end
        credit$5$d = cr_keep$5;
        if (r_ready$5) begin
            credit$5$d = cr_take$5;
        end
        credit$6$d = cr_keep$6;
        if (r_ready$6) begin
            credit$6$d = cr_take$6;
        end
        credit$7$d = cr_keep$7;
        if (r_ready$7) begin
            credit$7$d = cr_take$7;
        end
        credit$8$d = cr_keep$8;
        if (r_ready$8) begin
            credit$8$d = cr_take$8;
        end
        if (load & |(gnt$q & dma_grant$READS)) begin
            n_reads$d = n_reads$q + 32'h1;
        end
        if (load & |(gnt$q & dma_grant$WRITES)) begin
            n_writes$d = n_writes$q + 32'h1;
        end
        if (reset) begin
            st$d = dma_state$PICK;
            gnt$d = 16'h0;
            rr_hi$d = 16'h0;
            elig_r$d = 16'h0;
            req_write$d = 1'b0;
            wsel$d = 16'h0;
            hd_v$d = 1'b0;
            cur_v$d = 1'b0;
            cur_port$d = 9'h0;
            cur_rem$d = 16'h0;
            n_tags$d = 7'h0;
            n_reads$d = 32'h0;
            n_writes$d = 32'h0;
            n_stray$d = 16'h0;
            credit$0$d = dma_credit$FULL;
            credit$1$d = dma_credit$FULL;
            credit$2$d = dma_credit$FULL;
            credit$3$d = dma_credit$FULL;
            credit$4$d = dma_credit$FULL;
            credit$5$d = dma_credit$FULL;
            credit$6$d = dma_credit$FULL;
            credit$7$d = dma_credit$FULL;
            credit$8$d = dma_credit$FULL;
        end
    end

    always @(*) begin
        hd_data$d = hd_data$q;
        hd_data$d = s_rdata_data;
    end

    always @(*) begin
        hd_port$d = hd_port$q;
        hd_port$d = beat_port;
    end

    always @(*) begin
        wd_word$0 = 73'h0;
        wd_word$0[63:0] = s_cmd_wd_data;
        wd_word$0[71:64] = s_cmd_wd_keep;
        wd_word$0[72] = s_cmd_wd_last;
    end

    always @(*) begin
        wd_word$1 = 73'h0;
        wd_word$1[63:0] = s_cq_wd_data;
        wd_word$1[71:64] = s_cq_wd_keep;
        wd_word$1[72] = s_cq_wd_last;
    end

    always @(*) begin
        wd_word$2 = 73'h0;
        wd_word$2[63:0] = s_place_wd_data;
        wd_word$2[71:64] = s_place_wd_keep;
        wd_word$2[72] = s_place_wd_last;
    end

    always @(*) begin
        wd_word$3 = 73'h0;
        wd_word$3[63:0] = s_area_wd_data;
        wd_word$3[71:64] = s_area_wd_keep;
        wd_word$3[72] = s_area_wd_last;
    end

    always @(*) begin
        wd_word$4 = 73'h0;
        wd_word$4[63:0] = s_ring_wd_data;
        wd_word$4[71:64] = s_ring_wd_keep;
        wd_word$4[72] = s_ring_wd_last;
    end

    always @(*) begin
        wd_word$5 = 73'h0;
        wd_word$5[63:0] = s_ev_wd_data;
        wd_word$5[71:64] = s_ev_wd_keep;
        wd_word$5[72] = s_ev_wd_last;
    end

    always @(*) begin
        wd_word$6 = 73'h0;
        wd_word$6[63:0] = s_strm_wd_data;
        wd_word$6[71:64] = s_strm_wd_keep;
        wd_word$6[72] = s_strm_wd_last;
    end

    always @(*) begin
        elig = 16'h0;
        elig[0] = r_el$0;
        elig[1] = r_el$1;
        elig[2] = r_el$2;
        elig[3] = r_el$3;
        elig[4] = r_el$4;
        elig[5] = r_el$5;
        elig[6] = r_el$6;
        elig[7] = r_el$7;
        elig[8] = r_el$8;
        elig[9] = w_el$0;
        elig[10] = w_el$1;
        elig[11] = w_el$2;
        elig[12] = w_el$3;
        elig[13] = w_el$4;
        elig[14] = w_el$5;
        elig[15] = w_el$6;
    end

    always @(*) begin
        wd_m$0 = 73'h0;
        if (w_sel$0) begin
            wd_m$0 = wd_word$0;
        end
    end

    always @(*) begin
        wd_m$1 = 73'h0;
        if (w_sel$1) begin
            wd_m$1 = wd_word$1;
        end
    end

    always @(*) begin
        wd_m$2 = 73'h0;
        if (w_sel$2) begin
            wd_m$2 = wd_word$2;
        end
    end

    always @(*) begin
        wd_m$3 = 73'h0;
        if (w_sel$3) begin
            wd_m$3 = wd_word$3;
        end
    end

    always @(*) begin
        wd_m$4 = 73'h0;
        if (w_sel$4) begin
            wd_m$4 = wd_word$4;
        end
    end

    always @(*) begin
        wd_m$5 = 73'h0;
        if (w_sel$5) begin
            wd_m$5 = wd_word$5;
        end
    end

    always @(*) begin
        wd_m$6 = 73'h0;
        if (w_sel$6) begin
            wd_m$6 = wd_word$6;
        end
    end

    always @(*) begin
        cand = elig_r$q;
        if (|above) begin
            cand = above;
        end
    end

    always @(*) begin
        r_ma$0 = 64'h0;
        r_ml$0 = 16'h0;
        r_mw$0 = 16'h0;
        if (gnt$q[0]) begin
            r_ma$0 = r_addr$0;
            r_ml$0 = r_len$0;
            r_mw$0 = r_words$0;
        end
    end

    always @(*) begin
        r_ma$1 = 64'h0;
        r_ml$1 = 16'h0;
        r_mw$1 = 16'h0;
        if (gnt$q[1]) begin
            r_ma$1 = r_addr$1;
            r_ml$1 = r_len$1;
            r_mw$1 = r_words$1;
        end
    end

    always @(*) begin
        r_ma$2 = 64'h0;
        r_ml$2 = 16'h0;
        r_mw$2 = 16'h0;
        if (gnt$q[2]) begin
            r_ma$2 = r_addr$2;
            r_ml$2 = r_len$2;
            r_mw$2 = r_words$2;
        end
    end

    always @(*) begin
        r_ma$3 = 64'h0;
        r_ml$3 = 16'h0;
        r_mw$3 = 16'h0;
        if (gnt$q[3]) begin
            r_ma$3 = r_addr$3;
            r_ml$3 = r_len$3;
            r_mw$3 = r_words$3;
        end
    end

    always @(*) begin
        r_ma$4 = 64'h0;
        r_ml$4 = 16'h0;
        r_mw$4 = 16'h0;
        if (gnt$q[4]) begin
            r_ma$4 = r_addr$4;
            r_ml$4 = r_len$4;
            r_mw$4 = r_words$4;
        end
    end

    always @(*) begin
        r_ma$5 = 64'h0;
        r_ml$5 = 16'h0;
        r_mw$5 = 16'h0;
        if (gnt$q[5]) begin
            r_ma$5 = r_addr$5;
            r_ml$5 = r_len$5;
            r_mw$5 = r_words$5;
        end
    end

    always @(*) begin
        r_ma$6 = 64'h0;
        r_ml$6 = 16'h0;
        r_mw$6 = 16'h0;
        if (gnt$q[6]) begin
            r_ma$6 = r_addr$6;
            r_ml$6 = r_len$6;
            r_mw$6 = r_words$6;
        end
    end

    always @(*) begin
        r_ma$7 = 64'h0;
        r_ml$7 = 16'h0;
        r_mw$7 = 16'h0;
        if (gnt$q[7]) begin
            r_ma$7 = r_addr$7;
            r_ml$7 = r_len$7;
            r_mw$7 = r_words$7;
        end
    end

    always @(*) begin
        r_ma$8 = 64'h0;
        r_ml$8 = 16'h0;
        r_mw$8 = 16'h0;
        if (gnt$q[8]) begin
            r_ma$8 = r_addr$8;
            r_ml$8 = r_len$8;
            r_mw$8 = r_words$8;
        end
    end

    always @(*) begin
        w_ma$0 = 64'h0;
        w_ml$0 = 16'h0;
        if (w_g$0) begin
            w_ma$0 = w_addr$0;
            w_ml$0 = w_len$0;
        end
    end

    always @(*) begin
        w_ma$1 = 64'h0;
        w_ml$1 = 16'h0;
        if (w_g$1) begin
            w_ma$1 = w_addr$1;
            w_ml$1 = w_len$1;
        end
    end

    always @(*) begin
        w_ma$2 = 64'h0;
        w_ml$2 = 16'h0;
        if (w_g$2) begin
            w_ma$2 = w_addr$2;
            w_ml$2 = w_len$2;
        end
    end

    always @(*) begin
        w_ma$3 = 64'h0;
        w_ml$3 = 16'h0;
        if (w_g$3) begin
            w_ma$3 = w_addr$3;
            w_ml$3 = w_len$3;
        end
    end

    always @(*) begin
        w_ma$4 = 64'h0;
        w_ml$4 = 16'h0;
        if (w_g$4) begin
            w_ma$4 = w_addr$4;
            w_ml$4 = w_len$4;
        end
    end

    always @(*) begin
        w_ma$5 = 64'h0;
        w_ml$5 = 16'h0;
        if (w_g$5) begin
            w_ma$5 = w_addr$5;
            w_ml$5 = w_len$5;
        end
    end

    always @(*) begin
        w_ma$6 = 64'h0;
        w_ml$6 = 16'h0;
        if (w_g$6) begin
            w_ma$6 = w_addr$6;
            w_ml$6 = w_len$6;
        end
    end

    always @(*) begin
        tag_word = 25'h0;
        tag_word[8:0] = rgnt;
        tag_word[24:9] = mx_words;
    end

    always @(*) begin
        beat_port = cur_port$q;
        beat_rem = cur_rem$q;
        if (~cur_v$q) begin
            beat_port = tags$dout[8:0];
            beat_rem = tags$dout[24:9];
        end
    end

    always @(*) begin
        cr_keep$0 = credit$0$q;
        if (r_pop$0) begin
            cr_keep$0 = credit$0$q + dma_credit$WORD;
        end
    end

    always @(*) begin
        cr_keep$1 = credit$1$q;
        if (r_pop$1) begin
            cr_keep$1 = credit$1$q + dma_credit$WORD;
        end
    end

    always @(*) begin
        cr_keep$2 = credit$2$q;
        if (r_pop$2) begin
            cr_keep$2 = credit$2$q + dma_credit$WORD;
        end
    end

    always @(*) begin
        cr_keep$3 = credit$3$q;
        if (r_pop$3) begin
            cr_keep$3 = credit$3$q + dma_credit$WORD;
        end
    end

    always @(*) begin
        cr_keep$4 = credit$4$q;
        if (r_pop$4) begin
            cr_keep$4 = credit$4$q + dma_credit$WORD;
        end
    end

    always @(*) begin
        cr_keep$5 = credit$5$q;
        if (r_pop$5) begin
            cr_keep$5 = credit$5$q + dma_credit$WORD;
        end
    end

    always @(*) begin
        cr_keep$6 = credit$6$q;
        if (r_pop$6) begin
            cr_keep$6 = credit$6$q + dma_credit$WORD;
        end
    end

    always @(*) begin
        cr_keep$7 = credit$7$q;
        if (r_pop$7) begin
            cr_keep$7 = credit$7$q + dma_credit$WORD;
        end
    end

    always @(*) begin
        cr_keep$8 = credit$8$q;
        if (r_pop$8) begin
            cr_keep$8 = credit$8$q + dma_credit$WORD;
        end
    end

    always @(*) begin
        any_buffered = 1'b0;
        if (ret$0$valid) begin
            any_buffered = 1'b1;
        end
        if (ret$1$valid) begin
            any_buffered = 1'b1;
        end
        if (ret$2$valid) begin
            any_buffered = 1'b1;
        end
        if (ret$3$valid) begin
            any_buffered = 1'b1;
        end
        if (ret$4$valid) begin
            any_buffered = 1'b1;
        end
        if (ret$5$valid) begin
            any_buffered = 1'b1;
        end
        if (ret$6$valid) begin
            any_buffered = 1'b1;
        end
        if (ret$7$valid) begin
            any_buffered = 1'b1;
        end
        if (ret$8$valid) begin
            any_buffered = 1'b1;
        end
    end

endmodule // rnic_dma


module rnic_dma$ret$0(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  pop;
    output reg  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [8:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [8:0] ram$write_address;
    wire  [63:0] ram$write_data;
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
    reg  [63:0] byp$d;
    reg  [63:0] byp$q;

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
    rnic_dma$ret$0$ram ram(
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
        byp$q = 64'h0;
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

endmodule // rnic_dma$ret$0


module rnic_dma$ret$0$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [8:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [8:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:511];

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
endmodule // rnic_dma$ret$0$ram


module rnic_dma$ret$1(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  pop;
    output reg  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [8:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [8:0] ram$write_address;
    wire  [63:0] ram$write_data;
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
    reg  [63:0] byp$d;
    reg  [63:0] byp$q;

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
    rnic_dma$ret$1$ram ram(
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
        byp$q = 64'h0;
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

endmodule // rnic_dma$ret$1


module rnic_dma$ret$1$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [8:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [8:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:511];

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
endmodule // rnic_dma$ret$1$ram


module rnic_dma$ret$2(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  pop;
    output reg  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [8:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [8:0] ram$write_address;
    wire  [63:0] ram$write_data;
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
    reg  [63:0] byp$d;
    reg  [63:0] byp$q;

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
    rnic_dma$ret$2$ram ram(
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
        byp$q = 64'h0;
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

endmodule // rnic_dma$ret$2


module rnic_dma$ret$2$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [8:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [8:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:511];

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
endmodule // rnic_dma$ret$2$ram


module rnic_dma$ret$3(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  pop;
    output reg  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [8:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [8:0] ram$write_address;
    wire  [63:0] ram$write_data;
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
    reg  [63:0] byp$d;
    reg  [63:0] byp$q;

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
    rnic_dma$ret$3$ram ram(
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
        byp$q = 64'h0;
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

endmodule // rnic_dma$ret$3


module rnic_dma$ret$3$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [8:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [8:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:511];

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
endmodule // rnic_dma$ret$3$ram


module rnic_dma$ret$4(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  pop;
    output reg  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [8:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [8:0] ram$write_address;
    wire  [63:0] ram$write_data;
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
    reg  [63:0] byp$d;
    reg  [63:0] byp$q;

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
    rnic_dma$ret$4$ram ram(
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
        byp$q = 64'h0;
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

endmodule // rnic_dma$ret$4


module rnic_dma$ret$4$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [8:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [8:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:511];

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
endmodule // rnic_dma$ret$4$ram


module rnic_dma$ret$5(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  pop;
    output reg  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [8:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [8:0] ram$write_address;
    wire  [63:0] ram$write_data;
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
    reg  [63:0] byp$d;
    reg  [63:0] byp$q;

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
    rnic_dma$ret$5$ram ram(
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
        byp$q = 64'h0;
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

endmodule // rnic_dma$ret$5


module rnic_dma$ret$5$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [8:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [8:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:511];

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
endmodule // rnic_dma$ret$5$ram


module rnic_dma$ret$6(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  pop;
    output reg  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [8:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [8:0] ram$write_address;
    wire  [63:0] ram$write_data;
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
    reg  [63:0] byp$d;
    reg  [63:0] byp$q;

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
    rnic_dma$ret$6$ram ram(
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
        byp$q = 64'h0;
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

endmodule // rnic_dma$ret$6


module rnic_dma$ret$6$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [8:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [8:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:511];

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
endmodule // rnic_dma$ret$6$ram


module rnic_dma$ret$7(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  pop;
    output reg  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [8:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [8:0] ram$write_address;
    wire  [63:0] ram$write_data;
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
    reg  [63:0] byp$d;
    reg  [63:0] byp$q;

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
    rnic_dma$ret$7$ram ram(
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
        byp$q = 64'h0;
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

endmodule // rnic_dma$ret$7


module rnic_dma$ret$7$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [8:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [8:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:511];

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
endmodule // rnic_dma$ret$7$ram


module rnic_dma$ret$8(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  pop;
    output reg  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [8:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [8:0] ram$write_address;
    wire  [63:0] ram$write_data;
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
    reg  [63:0] byp$d;
    reg  [63:0] byp$q;

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
    rnic_dma$ret$8$ram ram(
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
        byp$q = 64'h0;
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

endmodule // rnic_dma$ret$8


module rnic_dma$ret$8$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [8:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [8:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:511];

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
endmodule // rnic_dma$ret$8$ram


module rnic_dma$tags(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [24:0] din;
    output wire  full;
    input wire  pop;
    output reg  [24:0] dout;
    output wire  valid;

    // Stub signals
    wire  [5:0] ram$read_address;
    wire  [24:0] ram$read_data;
    wire  ram$write_enable;
    wire  [5:0] ram$write_address;
    wire  [24:0] ram$write_data;
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
    reg  [24:0] byp$d;
    reg  [24:0] byp$q;

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
    rnic_dma$tags$ram ram(
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
        byp$q = 25'h0;
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

endmodule // rnic_dma$tags


module rnic_dma$tags$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [24:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [24:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [24:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {25{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_dma$tags$ram


module rnic_dma$wdq(clock,reset,push,din,full,pop,dout,valid);

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

endmodule // rnic_dma$wdq
