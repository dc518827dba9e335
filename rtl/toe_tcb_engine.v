// Generated from model/src/toe/tcb_engine.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_tcb_engine. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_tcb_engine(clock,reset,s_seg_valid,s_seg_ready,s_seg_conn,s_seg_src_mac,s_seg_src_ip,s_seg_src_port,s_seg_dst_port,s_seg_seq,s_seg_ack,s_seg_flags,s_seg_window,s_seg_len,s_seg_ts_on,s_seg_ts_val,s_seg_ts_ecr,s_seg_mss_on,s_seg_mss,s_seg_ws_on,s_seg_ws,s_seg_sackp,s_seg_nblocks,s_seg_l0,s_seg_r0,s_seg_l1,s_seg_r1,s_seg_l2,s_seg_r2,s_seg_l3,s_seg_r3,s_seg_listen,m_gate_valid,m_gate_ready,m_gate_deliver,m_gate_conn,m_gate_seq,m_gate_skip,m_gate_take,m_gate_len,m_gate_keep,m_gate_replay,m_gate_r_seq,m_gate_r_len,m_event_valid,m_event_ready,m_event_kind,m_event_conn,m_event_value,m_timer_valid,m_timer_ready,m_timer_op,m_timer_conn,m_timer_timer,m_timer_ticks,m_ready_valid,m_ready_ready,m_ready_conn,m_ctl_valid,m_ctl_ready,m_ctl_dst_mac,m_ctl_dst_ip,m_ctl_src_port,m_ctl_dst_port,m_ctl_seq,m_ctl_ack,m_ctl_flags,m_ctl_window,m_ctl_mss_on,m_ctl_mss,m_ctl_ws_on,m_ctl_ws,m_ctl_sackp,m_ctl_ts_on,m_ctl_ts_val,m_ctl_ts_ecr,m_ctl_nblocks,m_ctl_l0,m_ctl_r0,m_ctl_l1,m_ctl_r1,m_ctl_l2,m_ctl_r2,m_ctl_l3,m_ctl_r3,m_ctl_payload,m_free_valid,m_free_ready,m_free_conn,s_pick_valid,s_pick_ready,s_pick_conn,s_exp_valid,s_exp_ready,s_exp_conn,s_exp_mask,s_exp_tick,s_cmd_valid,s_cmd_ready,s_cmd_conn,s_cmd_cmd,s_cmd_n,s_open_valid,s_open_ready,s_open_conn,s_open_remote_mac,s_open_remote_ip,s_open_remote_port,s_open_local_port,m_ins_valid,m_ins_ready,m_ins_remote_ip,m_ins_remote_port,m_ins_local_port,s_ins_valid,s_ins_ready,s_ins_ok,s_ins_conn,m_find_valid,m_find_ready,m_find_conn,m_find_start,m_find_limit,s_found_valid,s_found_ready,s_found_conn,s_found_found,s_found_found_off,m_seg_valid,m_seg_ready,m_seg_dst_mac,m_seg_dst_ip,m_seg_src_port,m_seg_dst_port,m_seg_seq,m_seg_ack,m_seg_flags,m_seg_window,m_seg_mss_on,m_seg_mss,m_seg_ws_on,m_seg_ws,m_seg_sackp,m_seg_ts_on,m_seg_ts_val,m_seg_ts_ecr,m_seg_nblocks,m_seg_l0,m_seg_r0,m_seg_l1,m_seg_r1,m_seg_l2,m_seg_r2,m_seg_l3,m_seg_r3,m_seg_payload,m_rd_valid,m_rd_ready,m_rd_conn,m_rd_seq,m_rd_len,s_tcb_wr_valid,s_tcb_wr_ready,s_tcb_wr_conn,s_tcb_wr_data,s_tcb_wr_last,s_tcb_rd_valid,s_tcb_rd_ready,s_tcb_rd_conn,m_tcb_rd_valid,m_tcb_rd_ready,m_tcb_rd_data,m_tcb_rd_last,now,cfg_rto_min,cfg_rto_max,cfg_dack,cfg_time_wait,cfg_rcv_buf,cfg_mss,cfg_rcv_shift,cfg_sack,cfg_retries,cfg_syn_retries,cfg_rto_initial,cfg_chal_limit,cfg_chal_window,cfg_half_open_max,cfg_syn_cookies,cfg_ooo,cfg_cookie_key_hi,cfg_cookie_key_lo,cfg_isn_key_hi,cfg_isn_key_lo,cnt_segments,cnt_paws,cnt_out_of_window,cnt_rst_out_of_window,cnt_syn_in_window,cnt_no_ack,cnt_bad_ack,cnt_ack_of_unsent,cnt_ack_too_old,cnt_duplicate,cnt_challenge,cnt_challenge_limited,cnt_out_of_order,cnt_dup_acks,cnt_fast_rexmt,cnt_bytes_delivered,cnt_bytes_acked,cnt_rst_no_ack,cnt_no_syn,cnt_turns,cnt_segments_out,cnt_data_segments_out,cnt_retransmitted_segments,cnt_retransmitted_bytes,cnt_stale,cnt_expiries,cnt_rto_expiries,cnt_zero_window_probes,cnt_rst_out,cnt_listen_rst,cnt_listen_ack,cnt_listen_no_syn,cnt_table_full,cnt_half_open_full,cnt_syn_cookies_sent,cnt_syn_cookies_ok,cnt_ooo_kept,cnt_ooo_replayed_bytes,cnt_sack_acks_out,cnt_reasm_duplicate,cnt_reasm_full,cnt_reasm_beyond,cnt_sack_retransmits);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_seg_valid;
    output wire  s_seg_ready;
    input wire  [9:0] s_seg_conn;
    input wire  [47:0] s_seg_src_mac;
    input wire  [31:0] s_seg_src_ip;
    input wire  [15:0] s_seg_src_port;
    input wire  [15:0] s_seg_dst_port;
    input wire  [31:0] s_seg_seq;
    input wire  [31:0] s_seg_ack;
    input wire  [7:0] s_seg_flags;
    input wire  [15:0] s_seg_window;
    input wire  [15:0] s_seg_len;
    input wire  s_seg_ts_on;
    input wire  [31:0] s_seg_ts_val;
    input wire  [31:0] s_seg_ts_ecr;
    input wire  s_seg_mss_on;
    input wire  [15:0] s_seg_mss;
    input wire  s_seg_ws_on;
    input wire  [7:0] s_seg_ws;
    input wire  s_seg_sackp;
    input wire  [2:0] s_seg_nblocks;
    input wire  [31:0] s_seg_l0;
    input wire  [31:0] s_seg_r0;
    input wire  [31:0] s_seg_l1;
    input wire  [31:0] s_seg_r1;
    input wire  [31:0] s_seg_l2;
    input wire  [31:0] s_seg_r2;
    input wire  [31:0] s_seg_l3;
    input wire  [31:0] s_seg_r3;
    input wire  s_seg_listen;
    output wire  m_gate_valid;
    input wire  m_gate_ready;
    output wire  m_gate_deliver;
    output wire  [9:0] m_gate_conn;
    output reg  [31:0] m_gate_seq;
    output reg  [15:0] m_gate_skip;
    output reg  [15:0] m_gate_take;
    output wire  [15:0] m_gate_len;
    output wire  m_gate_keep;
    output wire  m_gate_replay;
    output wire  [31:0] m_gate_r_seq;
    output wire  [31:0] m_gate_r_len;
    output wire  m_event_valid;
    input wire  m_event_ready;
    output reg  [2:0] m_event_kind;
    output wire  [9:0] m_event_conn;
    output reg  [31:0] m_event_value;
    output wire  m_timer_valid;
    input wire  m_timer_ready;
    output reg  [1:0] m_timer_op;
    output wire  [9:0] m_timer_conn;
    output reg  [1:0] m_timer_timer;
    output reg  [15:0] m_timer_ticks;
    output wire  m_ready_valid;
    input wire  m_ready_ready;
    output wire  [9:0] m_ready_conn;
    output wire  m_ctl_valid;
    input wire  m_ctl_ready;
    output reg  [47:0] m_ctl_dst_mac;
    output reg  [31:0] m_ctl_dst_ip;
    output reg  [15:0] m_ctl_src_port;
    output reg  [15:0] m_ctl_dst_port;
    output reg  [31:0] m_ctl_seq;
    output reg  [31:0] m_ctl_ack;
    output reg  [7:0] m_ctl_flags;
    output reg  [15:0] m_ctl_window;
    output reg  m_ctl_mss_on;
    output wire  [15:0] m_ctl_mss;
    output reg  m_ctl_ws_on;
    output wire  [3:0] m_ctl_ws;
    output reg  m_ctl_sackp;
    output reg  m_ctl_ts_on;
    output wire  [31:0] m_ctl_ts_val;
    output wire  [31:0] m_ctl_ts_ecr;
    output wire  [2:0] m_ctl_nblocks;
    output wire  [31:0] m_ctl_l0;
    output wire  [31:0] m_ctl_r0;
    output wire  [31:0] m_ctl_l1;
    output wire  [31:0] m_ctl_r1;
    output wire  [31:0] m_ctl_l2;
    output wire  [31:0] m_ctl_r2;
    output wire  [31:0] m_ctl_l3;
    output wire  [31:0] m_ctl_r3;
    output wire  m_ctl_payload;
    output wire  m_free_valid;
    input wire  m_free_ready;
    output wire  [9:0] m_free_conn;
    input wire  s_pick_valid;
    output wire  s_pick_ready;
    input wire  [9:0] s_pick_conn;
    input wire  s_exp_valid;
    output wire  s_exp_ready;
    input wire  [9:0] s_exp_conn;
    input wire  [3:0] s_exp_mask;
    input wire  [19:0] s_exp_tick;
    input wire  s_cmd_valid;
    output wire  s_cmd_ready;
    input wire  [9:0] s_cmd_conn;
    input wire  [1:0] s_cmd_cmd;
    input wire  [31:0] s_cmd_n;
    input wire  s_open_valid;
    output wire  s_open_ready;
    input wire  [9:0] s_open_conn;
    input wire  [47:0] s_open_remote_mac;
    input wire  [31:0] s_open_remote_ip;
    input wire  [15:0] s_open_remote_port;
    input wire  [15:0] s_open_local_port;
    output wire  m_ins_valid;
    input wire  m_ins_ready;
    output wire  [31:0] m_ins_remote_ip;
    output wire  [15:0] m_ins_remote_port;
    output wire  [15:0] m_ins_local_port;
    input wire  s_ins_valid;
    output wire  s_ins_ready;
    input wire  s_ins_ok;
    input wire  [9:0] s_ins_conn;
    output wire  m_find_valid;
    input wire  m_find_ready;
    output wire  [9:0] m_find_conn;
    output wire  [31:0] m_find_start;
    output wire  [15:0] m_find_limit;
    input wire  s_found_valid;
    output wire  s_found_ready;
    input wire  [9:0] s_found_conn;
    input wire  s_found_found;
    input wire  [15:0] s_found_found_off;
    output wire  m_seg_valid;
    input wire  m_seg_ready;
    output wire  [47:0] m_seg_dst_mac;
    output wire  [31:0] m_seg_dst_ip;
    output wire  [15:0] m_seg_src_port;
    output wire  [15:0] m_seg_dst_port;
    output wire  [31:0] m_seg_seq;
    output wire  [31:0] m_seg_ack;
    output wire  [7:0] m_seg_flags;
    output wire  [15:0] m_seg_window;
    output wire  m_seg_mss_on;
    output wire  [15:0] m_seg_mss;
    output wire  m_seg_ws_on;
    output wire  [3:0] m_seg_ws;
    output wire  m_seg_sackp;
    output wire  m_seg_ts_on;
    output wire  [31:0] m_seg_ts_val;
    output wire  [31:0] m_seg_ts_ecr;
    output wire  [2:0] m_seg_nblocks;
    output wire  [31:0] m_seg_l0;
    output wire  [31:0] m_seg_r0;
    output wire  [31:0] m_seg_l1;
    output wire  [31:0] m_seg_r1;
    output wire  [31:0] m_seg_l2;
    output wire  [31:0] m_seg_r2;
    output wire  [31:0] m_seg_l3;
    output wire  [31:0] m_seg_r3;
    output wire  m_seg_payload;
    output wire  m_rd_valid;
    input wire  m_rd_ready;
    output wire  [9:0] m_rd_conn;
    output wire  [31:0] m_rd_seq;
    output wire  [15:0] m_rd_len;
    input wire  s_tcb_wr_valid;
    output wire  s_tcb_wr_ready;
    input wire  [9:0] s_tcb_wr_conn;
    input wire  [63:0] s_tcb_wr_data;
    input wire  s_tcb_wr_last;
    input wire  s_tcb_rd_valid;
    output wire  s_tcb_rd_ready;
    input wire  [9:0] s_tcb_rd_conn;
    output wire  m_tcb_rd_valid;
    input wire  m_tcb_rd_ready;
    output reg  [63:0] m_tcb_rd_data;
    output wire  m_tcb_rd_last;
    input wire  [31:0] now;
    input wire  [31:0] cfg_rto_min;
    input wire  [31:0] cfg_rto_max;
    input wire  [15:0] cfg_dack;
    input wire  [15:0] cfg_time_wait;
    input wire  [31:0] cfg_rcv_buf;
    input wire  [15:0] cfg_mss;
    input wire  [3:0] cfg_rcv_shift;
    input wire  cfg_sack;
    input wire  [7:0] cfg_retries;
    input wire  [7:0] cfg_syn_retries;
    input wire  [31:0] cfg_rto_initial;
    input wire  [3:0] cfg_chal_limit;
    input wire  [31:0] cfg_chal_window;
    input wire  [10:0] cfg_half_open_max;
    input wire  cfg_syn_cookies;
    input wire  cfg_ooo;
    input wire  [63:0] cfg_cookie_key_hi;
    input wire  [63:0] cfg_cookie_key_lo;
    input wire  [31:0] cfg_isn_key_hi;
    input wire  [63:0] cfg_isn_key_lo;
    output wire  [31:0] cnt_segments;
    output wire  [31:0] cnt_paws;
    output wire  [31:0] cnt_out_of_window;
    output wire  [31:0] cnt_rst_out_of_window;
    output wire  [31:0] cnt_syn_in_window;
    output wire  [31:0] cnt_no_ack;
    output wire  [31:0] cnt_bad_ack;
    output wire  [31:0] cnt_ack_of_unsent;
    output wire  [31:0] cnt_ack_too_old;
    output wire  [31:0] cnt_duplicate;
    output wire  [31:0] cnt_challenge;
    output wire  [31:0] cnt_challenge_limited;
    output wire  [31:0] cnt_out_of_order;
    output wire  [31:0] cnt_dup_acks;
    output wire  [31:0] cnt_fast_rexmt;
    output wire  [31:0] cnt_bytes_delivered;
    output wire  [31:0] cnt_bytes_acked;
    output wire  [31:0] cnt_rst_no_ack;
    output wire  [31:0] cnt_no_syn;
    output wire  [31:0] cnt_turns;
    output wire  [31:0] cnt_segments_out;
    output wire  [31:0] cnt_data_segments_out;
    output wire  [31:0] cnt_retransmitted_segments;
    output wire  [31:0] cnt_retransmitted_bytes;
    output wire  [31:0] cnt_stale;
    output wire  [31:0] cnt_expiries;
    output wire  [31:0] cnt_rto_expiries;
    output wire  [31:0] cnt_zero_window_probes;
    output wire  [31:0] cnt_rst_out;
    output wire  [31:0] cnt_listen_rst;
    output wire  [31:0] cnt_listen_ack;
    output wire  [31:0] cnt_listen_no_syn;
    output wire  [31:0] cnt_table_full;
    output wire  [31:0] cnt_half_open_full;
    output wire  [31:0] cnt_syn_cookies_sent;
    output wire  [31:0] cnt_syn_cookies_ok;
    output wire  [31:0] cnt_ooo_kept;
    output wire  [31:0] cnt_ooo_replayed_bytes;
    output wire  [31:0] cnt_sack_acks_out;
    output wire  [31:0] cnt_reasm_duplicate;
    output wire  [31:0] cnt_reasm_full;
    output wire  [31:0] cnt_reasm_beyond;
    output wire  [31:0] cnt_sack_retransmits;

    // Named constants (named_consts! in model/src)
    localparam [1:0] cmd_action$FREE = 2'h1;
    localparam [1:0] cmd_action$REFUSE = 2'h0;
    localparam [1:0] cmd_action$UPDATE = 2'h2;
    localparam [3:0] cookie_field$NO_SHIFT = 4'hf;
    localparam [15:0] cookie_mss$M0 = 16'hd8;
    localparam [15:0] cookie_mss$M1 = 16'h218;
    localparam [15:0] cookie_mss$M2 = 16'h400;
    localparam [15:0] cookie_mss$M3 = 16'h4c4;
    localparam [15:0] cookie_mss$M4 = 16'h550;
    localparam [15:0] cookie_mss$M5 = 16'h5a0;
    localparam [15:0] cookie_mss$M6 = 16'h5b4;
    localparam [15:0] cookie_mss$M7 = 16'h2300;
    localparam [7:0] cookie_shift$MAX_SHIFT = 8'he;
    localparam [2:0] eng_event$ABORTED = 3'h5;
    localparam [2:0] eng_event$ACKED = 3'h1;
    localparam [2:0] eng_event$CLOSED = 3'h3;
    localparam [2:0] eng_event$ERROR = 3'h6;
    localparam [2:0] eng_event$ESTABLISHED = 3'h0;
    localparam [2:0] eng_event$PEER_CLOSED = 3'h2;
    localparam [2:0] eng_event$RESET = 3'h4;
    localparam [5:0] eng_state$ACK_APPLY = 6'ha;
    localparam [5:0] eng_state$ACK_OFFER = 6'h8;
    localparam [5:0] eng_state$ACK_WAIT = 6'h9;
    localparam [5:0] eng_state$ACT = 6'h4;
    localparam [5:0] eng_state$CMD_APPLY = 6'h28;
    localparam [5:0] eng_state$CMD_OFFER = 6'h26;
    localparam [5:0] eng_state$CMD_WAIT = 6'h27;
    localparam [5:0] eng_state$COOKIE_EST = 6'h32;
    localparam [5:0] eng_state$CUT_OFFER = 6'h1c;
    localparam [5:0] eng_state$CUT_WAIT = 6'h1d;
    localparam [5:0] eng_state$EXP_DACK = 6'h22;
    localparam [5:0] eng_state$EXP_OFFER = 6'h1f;
    localparam [5:0] eng_state$FIND_A = 6'h1b;
    localparam [5:0] eng_state$FIND_Q = 6'h1a;
    localparam [5:0] eng_state$HANDSHAKE = 6'h5;
    localparam [5:0] eng_state$HOST_ADDR = 6'h17;
    localparam [5:0] eng_state$HOST_COMMIT = 6'h15;
    localparam [5:0] eng_state$HOST_DATA = 6'h36;
    localparam [5:0] eng_state$HOST_LOAD = 6'hf;
    localparam [5:0] eng_state$HOST_READ = 6'h10;
    localparam [5:0] eng_state$HOST_WRITE = 6'he;
    localparam [5:0] eng_state$IDLE = 6'h0;
    localparam [5:0] eng_state$INS_A = 6'h2a;
    localparam [5:0] eng_state$INS_Q = 6'h29;
    localparam [5:0] eng_state$LOAD = 6'h1;
    localparam [5:0] eng_state$NEW_TCB = 6'h2b;
    localparam [5:0] eng_state$OPEN_ACT = 6'h13;
    localparam [5:0] eng_state$OPEN_OFFER = 6'h11;
    localparam [5:0] eng_state$OPEN_WAIT = 6'h12;
    localparam [5:0] eng_state$OUTPUTS = 6'hd;
    localparam [5:0] eng_state$PER_APPLY = 6'h25;
    localparam [5:0] eng_state$PER_OFFER = 6'h23;
    localparam [5:0] eng_state$PER_WAIT = 6'h24;
    localparam [5:0] eng_state$PLAN_WAIT = 6'h19;
    localparam [5:0] eng_state$RQ_OFFER = 6'h33;
    localparam [5:0] eng_state$RQ_WAIT = 6'h34;
    localparam [5:0] eng_state$RTT_OFFER = 6'h6;
    localparam [5:0] eng_state$RTT_WAIT = 6'h7;
    localparam [5:0] eng_state$RX_OFFER = 6'h2;
    localparam [5:0] eng_state$RX_WAIT = 6'h3;
    localparam [5:0] eng_state$SB_OFFER = 6'h2d;
    localparam [5:0] eng_state$SB_UNA = 6'h2c;
    localparam [5:0] eng_state$SB_WAIT = 6'h2e;
    localparam [5:0] eng_state$SEG_ADDR = 6'h16;
    localparam [5:0] eng_state$SEG_DATA = 6'h35;
    localparam [5:0] eng_state$SP_OFFER = 6'h2f;
    localparam [5:0] eng_state$SP_ROUTE = 6'h31;
    localparam [5:0] eng_state$SP_WAIT = 6'h30;
    localparam [5:0] eng_state$SYN_TX = 6'h14;
    localparam [5:0] eng_state$TEXT = 6'hb;
    localparam [5:0] eng_state$TO_APPLY = 6'h21;
    localparam [5:0] eng_state$TO_WAIT = 6'h20;
    localparam [5:0] eng_state$TX_APPLY = 6'h1e;
    localparam [5:0] eng_state$TX_OFFER = 6'h18;
    localparam [5:0] eng_state$WRITE_BACK = 6'hc;
    localparam [2:0] fin_ack$CLOSED = 3'h3;
    localparam [2:0] fin_ack$FIN_WAIT_2 = 3'h1;
    localparam [2:0] fin_ack$TIME_WAIT = 3'h2;
    localparam [1:0] host_cmd$SEND = 2'h3;
    localparam [3:0] isn_tick$TICK_X2 = 4'h1;
    localparam [3:0] isn_tick$TICK_X256 = 4'h8;
    localparam [3:0] isn_tick$TICK_X4 = 4'h2;
    localparam [31:0] new_tcb$SSTHRESH_NONE = 32'hffffffff;
    localparam [2:0] open_action$ESTABLISHED = 3'h4;
    localparam [2:0] open_action$OPEN = 3'h3;
    localparam [2:0] open_action$RESET = 3'h2;
    localparam [2:0] open_action$RESET_FOR = 3'h1;
    localparam [2:0] open_action$SIMULTANEOUS = 3'h5;
    localparam [15:0] open_bytes$DEFAULT_MSS = 16'h218;
    localparam [2:0] open_cause$BAD_ACK = 3'h4;
    localparam [2:0] open_cause$LISTEN_ACK = 3'h2;
    localparam [2:0] open_cause$LISTEN_NO_SYN = 3'h3;
    localparam [2:0] open_cause$LISTEN_RST = 3'h1;
    localparam [2:0] open_cause$NO_SYN = 3'h6;
    localparam [2:0] open_cause$RST_NO_ACK = 3'h5;
    localparam [1:0] plan_kind$RECORDS = 2'h1;
    localparam [2:0] reasm_owed$MAX = 3'h7;
    localparam [2:0] reasm_owed$SACK_WITH_TS = 3'h3;
    localparam [1:0] reasm_verdict$BEYOND = 2'h3;
    localparam [1:0] reasm_verdict$DUPLICATE = 2'h1;
    localparam [1:0] reasm_verdict$FULL = 2'h2;
    localparam [1:0] reasm_verdict$KEPT = 2'h0;
    localparam [1:0] rexmt_op$ARM = 2'h2;
    localparam [1:0] rexmt_op$STOP = 2'h1;
    localparam [2:0] rx_action$CHALLENGE = 3'h2;
    localparam [2:0] rx_action$DROP = 3'h1;
    localparam [2:0] rx_action$PROCEED = 3'h4;
    localparam [2:0] rx_action$RESET = 3'h3;
    localparam [2:0] rx_action$SYN_REXMT = 3'h0;
    localparam [2:0] rx_cause$NO_ACK = 3'h5;
    localparam [2:0] rx_cause$OUT_OF_WINDOW = 3'h2;
    localparam [2:0] rx_cause$PAWS = 3'h1;
    localparam [2:0] rx_cause$RST_OUT_OF_WINDOW = 3'h3;
    localparam [2:0] rx_cause$SYN_IN_WINDOW = 3'h4;
    localparam [1:0] rx_signal$CLOSED = 2'h2;
    localparam [1:0] rx_signal$QUIET = 2'h0;
    localparam [1:0] rx_text$DELIVER = 2'h3;
    localparam [1:0] rx_text$DUPLICATE = 2'h2;
    localparam [1:0] rx_text$OUT_OF_ORDER = 2'h1;
    localparam [1:0] send_action$ACK = 2'h3;
    localparam [1:0] send_action$DATA = 2'h1;
    localparam [1:0] send_action$FIN = 2'h2;
    localparam [1:0] send_action$NOTHING = 2'h0;
    localparam [31:0] syn_window$MAX_WINDOW_FIELD = 32'hffff;
    localparam [6:0] tcb_beat_bits$BEAT_BITS = 7'h40;
    localparam [4:0] tcb_beats$LAST_BEAT = 5'h18;
    localparam [3:0] tcp_state$CLOSE_WAIT = 4'h5;
    localparam [3:0] tcp_state$CLOSING = 4'h6;
    localparam [3:0] tcp_state$ESTABLISHED = 4'h2;
    localparam [3:0] tcp_state$FIN_WAIT_1 = 4'h3;
    localparam [3:0] tcp_state$FIN_WAIT_2 = 4'h4;
    localparam [3:0] tcp_state$SYN_RECEIVED = 4'h1;
    localparam [3:0] tcp_state$SYN_SENT = 4'h0;
    localparam [3:0] tcp_state$TIME_WAIT = 4'h8;
    localparam [1:0] timeout_action$ABORT = 2'h1;
    localparam [1:0] timeout_action$PROBE = 2'h3;
    localparam [1:0] timeout_action$RESEND = 2'h2;
    localparam [4:0] timeout_shift$PERSIST_SHIFT_MAX = 5'h10;
    localparam [1:0] timer_op$ARM = 2'h0;
    localparam [1:0] timer_op$CANCEL = 2'h1;
    localparam [1:0] timer_op$CANCEL_ALL = 2'h2;
    localparam [1:0] toe_timer$DACK = 2'h1;
    localparam [1:0] toe_timer$PERSIST = 2'h2;
    localparam [1:0] toe_timer$REXMT = 2'h0;
    localparam [1:0] toe_timer$TIME_WAIT = 2'h3;

    // Stub signals
    wire  [9:0] ram$read_address;
    wire  [1562:0] ram$read_data;
    wire  ram$write_enable;
    wire  [9:0] ram$write_address;
    wire  [1562:0] ram$write_data;
    wire  rx_seq$reset;
    wire  rx_seq$s_in_valid;
    wire  rx_seq$s_in_ready;
    wire  [9:0] rx_seq$s_in_conn;
    wire  [3:0] rx_seq$s_in_state;
    wire  [31:0] rx_seq$s_in_irs;
    wire  [31:0] rx_seq$s_in_rcv_nxt;
    wire  [31:0] rx_seq$s_in_rcv_adv;
    wire  rx_seq$s_in_ts_ok;
    wire  [31:0] rx_seq$s_in_ts_recent;
    wire  [31:0] rx_seq$s_in_last_ack_sent;
    wire  [15:0] rx_seq$s_in_snd_mss;
    wire  rx_seq$s_in_passive;
    wire  [1:0] rx_seq$s_in_unacked;
    wire  [31:0] rx_seq$s_in_seq;
    wire  [7:0] rx_seq$s_in_flags;
    wire  [15:0] rx_seq$s_in_len;
    wire  rx_seq$s_in_ts_on;
    wire  [31:0] rx_seq$s_in_ts_val;
    wire  rx_seq$m_dec_valid;
    wire  rx_seq$m_dec_ready;
    wire  [9:0] rx_seq$m_dec_conn;
    wire  [2:0] rx_seq$m_dec_action;
    wire  [2:0] rx_seq$m_dec_cause;
    wire  rx_seq$m_dec_ack_now;
    wire  [1:0] rx_seq$m_dec_signal;
    wire  rx_seq$m_dec_ts_upd;
    wire  [31:0] rx_seq$m_dec_ts_recent;
    wire  [1:0] rx_seq$m_dec_text;
    wire  [15:0] rx_seq$m_dec_skip;
    wire  [15:0] rx_seq$m_dec_take;
    wire  rx_seq$m_dec_trimmed;
    wire  rx_seq$m_dec_dack_start;
    wire  [1:0] rx_seq$m_dec_unacked;
    wire  rx_seq$m_dec_fin;
    wire  rx_seq$m_dec_fin_late;
    wire  [31:0] rx_seq$m_dec_rcv_nxt;
    wire  [31:0] rx_seq$cnt_decided;
    wire  ack$reset;
    wire  ack$s_in_valid;
    wire  ack$s_in_ready;
    wire  [9:0] ack$s_in_conn;
    wire  [3:0] ack$s_in_state;
    wire  [31:0] ack$s_in_snd_una;
    wire  [31:0] ack$s_in_snd_nxt;
    wire  [31:0] ack$s_in_snd_max;
    wire  [31:0] ack$s_in_snd_wnd;
    wire  [31:0] ack$s_in_max_snd_wnd;
    wire  [31:0] ack$s_in_snd_wl1;
    wire  [31:0] ack$s_in_snd_wl2;
    wire  [3:0] ack$s_in_snd_shift;
    wire  [15:0] ack$s_in_snd_mss;
    wire  ack$s_in_fin_sent;
    wire  [31:0] ack$s_in_buf_len;
    wire  ack$s_in_ts_ok;
    wire  ack$s_in_timing_on;
    wire  [31:0] ack$s_in_timing_seq;
    wire  [31:0] ack$s_in_timing_at;
    wire  ack$s_in_rtt_seen;
    wire  [31:0] ack$s_in_srtt8;
    wire  [31:0] ack$s_in_rttvar4;
    wire  [31:0] ack$s_in_rto;
    wire  ack$s_in_in_recovery;
    wire  [31:0] ack$s_in_recover;
    wire  [31:0] ack$s_in_cwnd;
    wire  [31:0] ack$s_in_ssthresh;
    wire  [31:0] ack$s_in_abc;
    wire  [2:0] ack$s_in_dupacks;
    wire  [31:0] ack$s_in_acked_bytes;
    wire  [31:0] ack$s_in_now;
    wire  [31:0] ack$s_in_seq;
    wire  [31:0] ack$s_in_ack;
    wire  [15:0] ack$s_in_window;
    wire  [7:0] ack$s_in_flags;
    wire  [15:0] ack$s_in_len;
    wire  ack$s_in_tsecr_on;
    wire  [31:0] ack$s_in_tsecr;
    wire  ack$s_in_sack;
    wire  ack$s_in_sack_new;
    wire  ack$s_in_lost_first;
    wire  ack$m_dec_valid;
    wire  ack$m_dec_ready;
    wire  [9:0] ack$m_dec_conn;
    wire  ack$m_dec_unsent;
    wire  ack$m_dec_too_old;
    wire  ack$m_dec_wake;
    wire  ack$m_dec_window_update;
    wire  ack$m_dec_persist_stop;
    wire  ack$m_dec_advanced;
    wire  [31:0] ack$m_dec_data_acked;
    wire  [2:0] ack$m_dec_fin_acked;
    wire  ack$m_dec_rexmt_first;
    wire  [1:0] ack$m_dec_rexmt_timer;
    wire  ack$m_dec_dup_ack;
    wire  ack$m_dec_fast_retransmit;
    wire  [31:0] ack$m_dec_snd_una;
    wire  [31:0] ack$m_dec_snd_nxt;
    wire  [31:0] ack$m_dec_snd_wnd;
    wire  [31:0] ack$m_dec_max_snd_wnd;
    wire  [31:0] ack$m_dec_snd_wl1;
    wire  [31:0] ack$m_dec_snd_wl2;
    wire  [31:0] ack$m_dec_buf_len;
    wire  ack$m_dec_timing_on;
    wire  ack$m_dec_rtt_seen;
    wire  [31:0] ack$m_dec_srtt8;
    wire  [31:0] ack$m_dec_rttvar4;
    wire  [31:0] ack$m_dec_rto;
    wire  ack$m_dec_in_recovery;
    wire  [31:0] ack$m_dec_recover;
    wire  [31:0] ack$m_dec_cwnd;
    wire  [31:0] ack$m_dec_ssthresh;
    wire  [31:0] ack$m_dec_abc;
    wire  [2:0] ack$m_dec_dupacks;
    wire  [31:0] ack$m_dec_acked_bytes;
    wire  [31:0] ack$cfg_rto_min;
    wire  [31:0] ack$cfg_rto_max;
    wire  [31:0] ack$cnt_acks;
    wire  rtt$reset;
    wire  rtt$s_in_valid;
    wire  rtt$s_in_ready;
    wire  [9:0] rtt$s_in_conn;
    wire  [31:0] rtt$s_in_r;
    wire  rtt$s_in_seen;
    wire  [31:0] rtt$s_in_srtt8;
    wire  [31:0] rtt$s_in_rttvar4;
    wire  rtt$m_rtt_valid;
    wire  rtt$m_rtt_ready;
    wire  [9:0] rtt$m_rtt_conn;
    wire  [31:0] rtt$m_rtt_srtt8;
    wire  [31:0] rtt$m_rtt_rttvar4;
    wire  [31:0] rtt$m_rtt_rto;
    wire  [31:0] rtt$cfg_rto_min;
    wire  [31:0] rtt$cfg_rto_max;
    wire  [31:0] rtt$cnt_samples;
    wire  open$reset;
    wire  open$s_in_valid;
    wire  open$s_in_ready;
    wire  [9:0] open$s_in_conn;
    wire  open$s_in_listen;
    wire  [31:0] open$s_in_iss;
    wire  [31:0] open$s_in_snd_max;
    reg  [31:0] open$s_in_seq;
    reg  [31:0] open$s_in_ack;
    reg  [7:0] open$s_in_flags;
    reg  [15:0] open$s_in_window;
    reg  open$s_in_mss_on;
    reg  [15:0] open$s_in_mss;
    reg  open$s_in_ws_on;
    reg  [7:0] open$s_in_ws;
    reg  open$s_in_sackp;
    wire  open$s_in_ts_on;
    wire  [31:0] open$s_in_ts_val;
    wire  open$m_dec_valid;
    wire  open$m_dec_ready;
    wire  [9:0] open$m_dec_conn;
    wire  [2:0] open$m_dec_action;
    wire  [2:0] open$m_dec_cause;
    wire  open$m_dec_params_on;
    wire  [31:0] open$m_dec_irs;
    wire  [31:0] open$m_dec_rcv_nxt;
    wire  [3:0] open$m_dec_snd_shift;
    wire  [3:0] open$m_dec_rcv_shift;
    wire  open$m_dec_ts_ok;
    wire  [31:0] open$m_dec_ts_recent;
    wire  open$m_dec_sack_ok;
    wire  [15:0] open$m_dec_snd_mss;
    wire  [31:0] open$m_dec_cwnd;
    wire  [31:0] open$m_dec_snd_wnd;
    wire  [31:0] open$m_dec_snd_wl1;
    wire  [31:0] open$m_dec_snd_wl2;
    wire  [15:0] open$cfg_mss;
    wire  [3:0] open$cfg_rcv_shift;
    wire  open$cfg_sack;
    wire  [31:0] open$cnt_opens;
    wire  plan$reset;
    wire  plan$s_in_valid;
    wire  plan$s_in_ready;
    wire  [9:0] plan$s_in_conn;
    wire  plan$s_in_synchronized;
    wire  [31:0] plan$s_in_snd_una;
    wire  [31:0] plan$s_in_snd_nxt;
    wire  [31:0] plan$s_in_snd_max;
    wire  [31:0] plan$s_in_data_end;
    wire  [31:0] plan$s_in_snd_wnd;
    wire  [31:0] plan$s_in_cwnd;
    wire  [15:0] plan$s_in_snd_mss;
    wire  plan$s_in_fin_queued;
    wire  plan$s_in_fin_sent;
    wire  plan$s_in_rexmt_first;
    wire  plan$m_plan_valid;
    wire  plan$m_plan_ready;
    wire  [9:0] plan$m_plan_conn;
    wire  [1:0] plan$m_plan_kind;
    wire  [31:0] plan$m_plan_start;
    wire  [15:0] plan$m_plan_limit;
    wire  plan$m_plan_cut_ok;
    wire  plan$m_plan_retransmit;
    wire  plan$m_plan_advance;
    wire  [31:0] plan$cnt_plans;
    wire  cut$reset;
    wire  cut$s_in_valid;
    wire  cut$s_in_ready;
    wire  [9:0] cut$s_in_conn;
    wire  cut$s_in_synchronized;
    wire  [31:0] cut$s_in_snd_una;
    wire  [31:0] cut$s_in_snd_nxt;
    wire  [31:0] cut$s_in_snd_max;
    wire  [31:0] cut$s_in_data_end;
    wire  [31:0] cut$s_in_snd_wnd;
    wire  cut$s_in_fin_sent;
    wire  cut$s_in_ack_now;
    wire  cut$s_in_persist_on;
    wire  [1:0] cut$s_in_kind;
    wire  [31:0] cut$s_in_start;
    wire  [15:0] cut$s_in_limit;
    wire  cut$s_in_cut_ok;
    wire  cut$s_in_retransmit;
    wire  cut$s_in_advance;
    wire  cut$s_in_found;
    wire  [15:0] cut$s_in_found_off;
    wire  cut$m_dec_valid;
    wire  cut$m_dec_ready;
    wire  [9:0] cut$m_dec_conn;
    wire  [1:0] cut$m_dec_action;
    wire  [31:0] cut$m_dec_seq;
    wire  [15:0] cut$m_dec_len;
    wire  [15:0] cut$m_dec_resent;
    wire  cut$m_dec_retransmit;
    wire  [31:0] cut$m_dec_snd_nxt;
    wire  [31:0] cut$m_dec_snd_max;
    wire  cut$m_dec_fin_sent;
    wire  cut$m_dec_persist_start;
    wire  [31:0] cut$cnt_decisions;
    wire  hdr$reset;
    wire  hdr$s_in_valid;
    wire  hdr$s_in_ready;
    wire  [9:0] hdr$s_in_conn;
    wire  [31:0] hdr$s_in_rcv_nxt;
    wire  [31:0] hdr$s_in_rcv_adv;
    wire  [31:0] hdr$s_in_rcv_unread;
    wire  [3:0] hdr$s_in_rcv_shift;
    wire  [31:0] hdr$s_in_snd_una;
    wire  [31:0] hdr$s_in_snd_wnd;
    wire  [31:0] hdr$s_in_snd_max;
    wire  hdr$m_hdr_valid;
    wire  hdr$m_hdr_ready;
    wire  [9:0] hdr$m_hdr_conn;
    wire  [15:0] hdr$m_hdr_window;
    wire  [31:0] hdr$m_hdr_rcv_adv;
    wire  [31:0] hdr$m_hdr_ack_seq;
    wire  [31:0] hdr$cfg_rcv_buf;
    wire  [31:0] hdr$cnt_headers;
    wire  timeout$reset;
    wire  timeout$s_in_valid;
    wire  timeout$s_in_ready;
    wire  [9:0] timeout$s_in_conn;
    wire  timeout$s_in_persist;
    wire  timeout$s_in_synchronized;
    wire  [31:0] timeout$s_in_snd_una;
    wire  [31:0] timeout$s_in_snd_max;
    wire  [15:0] timeout$s_in_snd_mss;
    wire  [7:0] timeout$s_in_retries;
    wire  [31:0] timeout$s_in_rto;
    wire  [31:0] timeout$s_in_snd_wnd;
    wire  [31:0] timeout$s_in_data_end;
    wire  [4:0] timeout$s_in_persist_shift;
    wire  timeout$m_dec_valid;
    wire  timeout$m_dec_ready;
    wire  [9:0] timeout$m_dec_conn;
    wire  [1:0] timeout$m_dec_action;
    wire  [7:0] timeout$m_dec_retries;
    wire  [31:0] timeout$m_dec_rto;
    wire  [31:0] timeout$m_dec_ssthresh;
    wire  [31:0] timeout$m_dec_cwnd;
    wire  [31:0] timeout$m_dec_recover;
    wire  [31:0] timeout$m_dec_snd_nxt;
    wire  [4:0] timeout$m_dec_persist_shift;
    wire  [31:0] timeout$m_dec_persist_ticks;
    wire  [7:0] timeout$cfg_retries;
    wire  [7:0] timeout$cfg_syn_retries;
    wire  [31:0] timeout$cfg_rto_min;
    wire  [31:0] timeout$cfg_rto_max;
    wire  [31:0] timeout$cnt_expiries;
    wire  cmd$reset;
    wire  cmd$s_in_valid;
    wire  cmd$s_in_ready;
    wire  [9:0] cmd$s_in_conn;
    wire  [1:0] cmd$s_in_cmd;
    wire  [31:0] cmd$s_in_n;
    wire  [3:0] cmd$s_in_state;
    wire  [31:0] cmd$s_in_rcv_nxt;
    wire  [31:0] cmd$s_in_rcv_adv;
    wire  [31:0] cmd$s_in_rcv_unread;
    wire  cmd$s_in_fin_queued;
    wire  cmd$m_dec_valid;
    wire  cmd$m_dec_ready;
    wire  [9:0] cmd$m_dec_conn;
    wire  [1:0] cmd$m_dec_action;
    wire  cmd$m_dec_aborted;
    wire  cmd$m_dec_rst;
    wire  [3:0] cmd$m_dec_state;
    wire  cmd$m_dec_fin_queued;
    wire  [31:0] cmd$m_dec_rcv_unread;
    wire  cmd$m_dec_ack_now;
    wire  cmd$m_dec_wake;
    wire  [31:0] cmd$cfg_rcv_buf;
    wire  [15:0] cmd$cfg_mss;
    wire  [31:0] cmd$cnt_commands;
    wire  [95:0] isn$key;
    wire  [63:0] isn$data;
    wire  [31:0] isn$hash;
    wire  [127:0] cookie$key;
    wire  [103:0] cookie$data;
    wire  [23:0] cookie$hash;
    reg  [103:0] ck_in$d;
    reg  [103:0] ck_in$q;
    reg  [23:0] ck_h$d;
    reg  [23:0] ck_h$q;
    reg  ck_ok$d;
    reg  ck_ok$q;
    reg  [15:0] ck_m$d;
    reg  [15:0] ck_m$q;
    reg  [2:0] ck_idx$d;
    reg  [2:0] ck_idx$q;
    reg  [31:0] ck_ts$d;
    reg  [31:0] ck_ts$q;
    reg  is_cookie$d;
    reg  is_cookie$q;
    reg  c_cookie$d;
    reg  c_cookie$q;
    reg  [31:0] n_ck_sent$d;
    reg  [31:0] n_ck_sent$q;
    reg  [31:0] n_ck_ok$d;
    reg  [31:0] n_ck_ok$q;
    wire  board$reset;
    wire  board$s_in_valid;
    wire  board$s_in_ready;
    wire  [9:0] board$s_in_conn;
    wire  [31:0] board$s_in_snd_una;
    wire  [31:0] board$s_in_snd_max;
    wire  [15:0] board$s_in_mss;
    wire  [31:0] board$s_in_high_rxt;
    wire  [2:0] board$s_in_count;
    wire  [31:0] board$s_in_s0;
    wire  [31:0] board$s_in_e0;
    wire  [31:0] board$s_in_s1;
    wire  [31:0] board$s_in_e1;
    wire  [31:0] board$s_in_s2;
    wire  [31:0] board$s_in_e2;
    wire  [31:0] board$s_in_s3;
    wire  [31:0] board$s_in_e3;
    wire  [2:0] board$s_in_nblocks;
    wire  [31:0] board$s_in_l0;
    wire  [31:0] board$s_in_r0;
    wire  [31:0] board$s_in_l1;
    wire  [31:0] board$s_in_r1;
    wire  [31:0] board$s_in_l2;
    wire  [31:0] board$s_in_r2;
    wire  [31:0] board$s_in_l3;
    wire  [31:0] board$s_in_r3;
    wire  board$m_out_valid;
    wire  board$m_out_ready;
    wire  [9:0] board$m_out_conn;
    wire  [2:0] board$m_out_count;
    wire  [31:0] board$m_out_s0;
    wire  [31:0] board$m_out_e0;
    wire  [31:0] board$m_out_s1;
    wire  [31:0] board$m_out_e1;
    wire  [31:0] board$m_out_s2;
    wire  [31:0] board$m_out_e2;
    wire  [31:0] board$m_out_s3;
    wire  [31:0] board$m_out_e3;
    wire  [31:0] board$m_out_high_rxt;
    wire  board$m_out_newly;
    wire  board$m_out_lost_first;
    wire  [31:0] board$cnt_decided;
    wire  splan$reset;
    wire  splan$s_in_valid;
    wire  splan$s_in_ready;
    wire  [9:0] splan$s_in_conn;
    wire  splan$s_in_synchronized;
    wire  splan$s_in_in_recovery;
    wire  splan$s_in_rexmt_first;
    wire  [31:0] splan$s_in_snd_una;
    wire  [31:0] splan$s_in_snd_nxt;
    wire  [31:0] splan$s_in_snd_max;
    wire  [31:0] splan$s_in_data_end;
    wire  [31:0] splan$s_in_snd_wnd;
    wire  [31:0] splan$s_in_cwnd;
    wire  [15:0] splan$s_in_snd_mss;
    wire  [31:0] splan$s_in_high_rxt;
    wire  [2:0] splan$s_in_count;
    wire  [31:0] splan$s_in_s0;
    wire  [31:0] splan$s_in_e0;
    wire  [31:0] splan$s_in_s1;
    wire  [31:0] splan$s_in_e1;
    wire  [31:0] splan$s_in_s2;
    wire  [31:0] splan$s_in_e2;
    wire  [31:0] splan$s_in_s3;
    wire  [31:0] splan$s_in_e3;
    wire  splan$m_out_valid;
    wire  splan$m_out_ready;
    wire  [9:0] splan$m_out_conn;
    wire  splan$m_out_decides;
    wire  [1:0] splan$m_out_kind;
    wire  [31:0] splan$m_out_start;
    wire  [31:0] splan$m_out_limit;
    wire  splan$m_out_cut_ok;
    wire  splan$m_out_retransmit;
    wire  splan$m_out_advance;
    wire  [31:0] splan$m_out_lost_edge;
    wire  [31:0] splan$m_out_pipe;
    wire  [31:0] splan$cnt_decided;
    wire  rq$reset;
    wire  rq$s_in_valid;
    wire  rq$s_in_ready;
    wire  [9:0] rq$s_in_conn;
    wire  rq$s_in_advance;
    wire  [2:0] rq$s_in_count;
    wire  [31:0] rq$s_in_s0;
    wire  [31:0] rq$s_in_e0;
    wire  [31:0] rq$s_in_s1;
    wire  [31:0] rq$s_in_e1;
    wire  [31:0] rq$s_in_s2;
    wire  [31:0] rq$s_in_e2;
    wire  [31:0] rq$s_in_s3;
    wire  [31:0] rq$s_in_e3;
    reg  [31:0] rq$s_in_seq;
    wire  [15:0] rq$s_in_len;
    wire  [31:0] rq$s_in_space_end;
    wire  rq$m_out_valid;
    wire  rq$m_out_ready;
    wire  [9:0] rq$m_out_conn;
    wire  rq$m_out_advance;
    wire  [1:0] rq$m_out_verdict;
    wire  [2:0] rq$m_out_count;
    wire  [31:0] rq$m_out_s0;
    wire  [31:0] rq$m_out_e0;
    wire  [31:0] rq$m_out_s1;
    wire  [31:0] rq$m_out_e1;
    wire  [31:0] rq$m_out_s2;
    wire  [31:0] rq$m_out_e2;
    wire  [31:0] rq$m_out_s3;
    wire  [31:0] rq$m_out_e3;
    wire  [31:0] rq$m_out_seq;
    wire  [31:0] rq$m_out_kept_end;
    wire  rq$m_out_replay;
    wire  [31:0] rq$m_out_replay_end;
    wire  [31:0] rq$cnt_decided;
    reg  q_ran$d;
    reg  q_ran$q;
    reg  [1:0] q_v$d;
    reg  [1:0] q_v$q;
    reg  [2:0] q_count$d;
    reg  [2:0] q_count$q;
    reg  [31:0] q_s$0$d;
    reg  [31:0] q_s$0$q;
    reg  [31:0] q_s$1$d;
    reg  [31:0] q_s$1$q;
    reg  [31:0] q_s$2$d;
    reg  [31:0] q_s$2$q;
    reg  [31:0] q_s$3$d;
    reg  [31:0] q_s$3$q;
    reg  [31:0] q_e$0$d;
    reg  [31:0] q_e$0$q;
    reg  [31:0] q_e$1$d;
    reg  [31:0] q_e$1$q;
    reg  [31:0] q_e$2$d;
    reg  [31:0] q_e$2$q;
    reg  [31:0] q_e$3$d;
    reg  [31:0] q_e$3$q;
    reg  [31:0] q_kept_end$d;
    reg  [31:0] q_kept_end$q;
    reg  q_replay$d;
    reg  q_replay$q;
    reg  [31:0] q_replay_end$d;
    reg  [31:0] q_replay_end$q;
    reg  [31:0] rq_room$d;
    reg  [31:0] rq_room$q;
    reg  [31:0] rq_space$d;
    reg  [31:0] rq_space$q;
    reg  g_keep$d;
    reg  g_keep$q;
    reg  g_replay$d;
    reg  g_replay$q;
    reg  [31:0] g_rseq$d;
    reg  [31:0] g_rseq$q;
    reg  [31:0] g_rlen$d;
    reg  [31:0] g_rlen$q;
    reg  x_owe$d;
    reg  x_owe$q;
    reg  [2:0] x_nblk$d;
    reg  [2:0] x_nblk$q;
    reg  [31:0] n_kept$d;
    reg  [31:0] n_kept$q;
    reg  [31:0] n_replayed$d;
    reg  [31:0] n_replayed$q;
    reg  [31:0] n_sack_out$d;
    reg  [31:0] n_sack_out$q;
    reg  [31:0] n_rq_dup$d;
    reg  [31:0] n_rq_dup$q;
    reg  [31:0] n_rq_full$d;
    reg  [31:0] n_rq_full$q;
    reg  [31:0] n_rq_beyond$d;
    reg  [31:0] n_rq_beyond$q;
    reg  [31:0] q_seq$d;
    reg  [31:0] q_seq$q;
    reg  [5:0] st$d;
    reg  [5:0] st$q;
    reg  [1562:0] tcb$d;
    reg  [1562:0] tcb$q;
    reg  [1562:0] rd_q$d;
    reg  [1562:0] rd_q$q;
    reg  in_load$d;
    reg  in_load$q;
    reg  wr_host$d;
    reg  wr_host$q;
    reg  wr_en$d;
    reg  wr_en$q;
    reg  [1562:0] wr_data$d;
    reg  [1562:0] wr_data$q;
    reg  [1599:0] sr$d;
    reg  [1599:0] sr$q;
    reg  [4:0] beat$d;
    reg  [4:0] beat$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  is_tx$d;
    reg  is_tx$q;
    reg  is_exp$d;
    reg  is_exp$q;
    reg  [3:0] e_mask$d;
    reg  [3:0] e_mask$q;
    reg  is_cmd$d;
    reg  is_cmd$q;
    reg  is_open$d;
    reg  is_open$q;
    reg  is_listen$d;
    reg  is_listen$q;
    reg  is_new$d;
    reg  is_new$q;
    reg  [1:0] k_cmd$d;
    reg  [1:0] k_cmd$q;
    reg  [31:0] k_n$d;
    reg  [31:0] k_n$q;
    reg  k_taken$d;
    reg  k_taken$q;
    reg  [1:0] k_action$d;
    reg  [1:0] k_action$q;
    reg  k_aborted$d;
    reg  k_aborted$q;
    reg  k_rst$d;
    reg  k_rst$q;
    reg  [3:0] k_state$d;
    reg  [3:0] k_state$q;
    reg  k_fin_queued$d;
    reg  k_fin_queued$q;
    reg  [31:0] k_rcv_unread$d;
    reg  [31:0] k_rcv_unread$q;
    reg  k_ack_now$d;
    reg  k_ack_now$q;
    reg  k_wake$d;
    reg  k_wake$q;
    reg  [31:0] isn_h$d;
    reg  [31:0] isn_h$q;
    reg  [31:0] isn_clock$d;
    reg  [31:0] isn_clock$q;
    reg  [31:0] iss$d;
    reg  [31:0] iss$q;
    reg  to_taken$d;
    reg  to_taken$q;
    reg  [1:0] o_to_action$d;
    reg  [1:0] o_to_action$q;
    reg  [7:0] o_to_retries$d;
    reg  [7:0] o_to_retries$q;
    reg  [31:0] o_to_rto$d;
    reg  [31:0] o_to_rto$q;
    reg  [31:0] o_to_ssthresh$d;
    reg  [31:0] o_to_ssthresh$q;
    reg  [31:0] o_to_cwnd$d;
    reg  [31:0] o_to_cwnd$q;
    reg  [31:0] o_to_recover$d;
    reg  [31:0] o_to_recover$q;
    reg  [31:0] o_to_snd_nxt$d;
    reg  [31:0] o_to_snd_nxt$q;
    reg  [4:0] o_to_shift$d;
    reg  [4:0] o_to_shift$q;
    reg  [31:0] o_to_ticks$d;
    reg  [31:0] o_to_ticks$q;
    reg  x_exhausted$d;
    reg  x_exhausted$q;
    reg  pl_taken$d;
    reg  pl_taken$q;
    reg  h_taken$d;
    reg  h_taken$q;
    reg  h_done$d;
    reg  h_done$q;
    reg  [1:0] pl_kind$d;
    reg  [1:0] pl_kind$q;
    reg  [31:0] pl_start$d;
    reg  [31:0] pl_start$q;
    reg  [15:0] pl_limit$d;
    reg  [15:0] pl_limit$q;
    reg  pl_cut_ok$d;
    reg  pl_cut_ok$q;
    reg  pl_retransmit$d;
    reg  pl_retransmit$q;
    reg  pl_advance$d;
    reg  pl_advance$q;
    reg  f_found$d;
    reg  f_found$q;
    reg  [15:0] f_off$d;
    reg  [15:0] f_off$q;
    reg  [15:0] h_window$d;
    reg  [15:0] h_window$q;
    reg  [31:0] h_rcv_adv$d;
    reg  [31:0] h_rcv_adv$q;
    reg  [31:0] h_ack_seq$d;
    reg  [31:0] h_ack_seq$q;
    reg  [1:0] x_action$d;
    reg  [1:0] x_action$q;
    reg  [31:0] x_seq$d;
    reg  [31:0] x_seq$q;
    reg  [15:0] x_len$d;
    reg  [15:0] x_len$q;
    reg  [15:0] x_resent$d;
    reg  [15:0] x_resent$q;
    reg  x_retransmit$d;
    reg  x_retransmit$q;
    reg  [31:0] x_snd_nxt$d;
    reg  [31:0] x_snd_nxt$q;
    reg  [31:0] x_snd_max$d;
    reg  [31:0] x_snd_max$q;
    reg  x_fin_sent$d;
    reg  x_fin_sent$q;
    reg  x_persist$d;
    reg  x_persist$q;
    reg  [7:0] x_flags$d;
    reg  [7:0] x_flags$q;
    reg  [31:0] x_now$d;
    reg  [31:0] x_now$q;
    reg  [31:0] pt_sh$d;
    reg  [31:0] pt_sh$q;
    reg  [31:0] pt_lo$d;
    reg  [31:0] pt_lo$q;
    reg  [31:0] pt$d;
    reg  [31:0] pt$q;
    reg  [47:0] s_mac$d;
    reg  [47:0] s_mac$q;
    reg  [31:0] s_ip$d;
    reg  [31:0] s_ip$q;
    reg  [15:0] s_sport$d;
    reg  [15:0] s_sport$q;
    reg  [15:0] s_dport$d;
    reg  [15:0] s_dport$q;
    reg  [31:0] s_seq$d;
    reg  [31:0] s_seq$q;
    reg  [31:0] s_ack$d;
    reg  [31:0] s_ack$q;
    reg  [7:0] s_flags$d;
    reg  [7:0] s_flags$q;
    reg  [15:0] s_win$d;
    reg  [15:0] s_win$q;
    reg  [15:0] s_len$d;
    reg  [15:0] s_len$q;
    reg  s_ts_on$d;
    reg  s_ts_on$q;
    reg  [31:0] s_ts_val$d;
    reg  [31:0] s_ts_val$q;
    reg  [31:0] s_ts_ecr$d;
    reg  [31:0] s_ts_ecr$q;
    reg  s_mss_on$d;
    reg  s_mss_on$q;
    reg  [15:0] s_mss$d;
    reg  [15:0] s_mss$q;
    reg  s_ws_on$d;
    reg  s_ws_on$q;
    reg  [7:0] s_ws$d;
    reg  [7:0] s_ws$q;
    reg  s_sackp$d;
    reg  s_sackp$q;
    reg  [2:0] s_nblk$d;
    reg  [2:0] s_nblk$q;
    reg  [31:0] s_bl$0$d;
    reg  [31:0] s_bl$0$q;
    reg  [31:0] s_bl$1$d;
    reg  [31:0] s_bl$1$q;
    reg  [31:0] s_bl$2$d;
    reg  [31:0] s_bl$2$q;
    reg  [31:0] s_bl$3$d;
    reg  [31:0] s_bl$3$q;
    reg  [31:0] s_br$0$d;
    reg  [31:0] s_br$0$q;
    reg  [31:0] s_br$1$d;
    reg  [31:0] s_br$1$q;
    reg  [31:0] s_br$2$d;
    reg  [31:0] s_br$2$q;
    reg  [31:0] s_br$3$d;
    reg  [31:0] s_br$3$q;
    reg  [31:0] b_una$d;
    reg  [31:0] b_una$q;
    reg  [2:0] b_count$d;
    reg  [2:0] b_count$q;
    reg  [31:0] b_s$0$d;
    reg  [31:0] b_s$0$q;
    reg  [31:0] b_s$1$d;
    reg  [31:0] b_s$1$q;
    reg  [31:0] b_s$2$d;
    reg  [31:0] b_s$2$q;
    reg  [31:0] b_s$3$d;
    reg  [31:0] b_s$3$q;
    reg  [31:0] b_e$0$d;
    reg  [31:0] b_e$0$q;
    reg  [31:0] b_e$1$d;
    reg  [31:0] b_e$1$q;
    reg  [31:0] b_e$2$d;
    reg  [31:0] b_e$2$q;
    reg  [31:0] b_e$3$d;
    reg  [31:0] b_e$3$q;
    reg  [31:0] b_high$d;
    reg  [31:0] b_high$q;
    reg  b_newly$d;
    reg  b_newly$q;
    reg  b_lost$d;
    reg  b_lost$q;
    reg  sp_by$d;
    reg  sp_by$q;
    reg  [31:0] x_end$d;
    reg  [31:0] x_end$q;
    reg  [31:0] n_sack_rexmt$d;
    reg  [31:0] n_sack_rexmt$q;
    reg  [2:0] o_action$d;
    reg  [2:0] o_action$q;
    reg  [2:0] o_cause$d;
    reg  [2:0] o_cause$q;
    reg  [2:0] d_action$d;
    reg  [2:0] d_action$q;
    reg  [2:0] d_cause$d;
    reg  [2:0] d_cause$q;
    reg  d_ack_now$d;
    reg  d_ack_now$q;
    reg  [1:0] d_signal$d;
    reg  [1:0] d_signal$q;
    reg  d_ts_upd$d;
    reg  d_ts_upd$q;
    reg  [31:0] d_ts_recent$d;
    reg  [31:0] d_ts_recent$q;
    reg  [1:0] d_text$d;
    reg  [1:0] d_text$q;
    reg  [15:0] d_skip$d;
    reg  [15:0] d_skip$q;
    reg  [15:0] d_take$d;
    reg  [15:0] d_take$q;
    reg  d_dack_start$d;
    reg  d_dack_start$q;
    reg  [1:0] d_unacked$d;
    reg  [1:0] d_unacked$q;
    reg  d_fin$d;
    reg  d_fin$q;
    reg  d_fin_late$d;
    reg  d_fin_late$q;
    reg  [31:0] d_rcv_nxt$d;
    reg  [31:0] d_rcv_nxt$q;
    reg  a_unsent$d;
    reg  a_unsent$q;
    reg  a_too_old$d;
    reg  a_too_old$q;
    reg  a_persist_stop$d;
    reg  a_persist_stop$q;
    reg  a_advanced$d;
    reg  a_advanced$q;
    reg  [31:0] a_data_acked$d;
    reg  [31:0] a_data_acked$q;
    reg  [2:0] a_fin_acked$d;
    reg  [2:0] a_fin_acked$q;
    reg  a_rexmt_first$d;
    reg  a_rexmt_first$q;
    reg  [1:0] a_rexmt_timer$d;
    reg  [1:0] a_rexmt_timer$q;
    reg  a_dup_ack$d;
    reg  a_dup_ack$q;
    reg  a_fast_rexmt$d;
    reg  a_fast_rexmt$q;
    reg  a_wake$d;
    reg  a_wake$q;
    reg  [31:0] r_sample$d;
    reg  [31:0] r_sample$q;
    reg  r_on$d;
    reg  r_on$q;
    reg  [31:0] r2_sample$d;
    reg  [31:0] r2_sample$q;
    reg  r2_on$d;
    reg  r2_on$q;
    reg  rtt_then_ack$d;
    reg  rtt_then_ack$q;
    reg  wake$d;
    reg  wake$q;
    reg  p_gate$d;
    reg  p_gate$q;
    reg  g_deliver$d;
    reg  g_deliver$q;
    reg  [31:0] g_seq$d;
    reg  [31:0] g_seq$q;
    reg  p_est$d;
    reg  p_est$q;
    reg  p_acked$d;
    reg  p_acked$q;
    reg  p_last$d;
    reg  p_last$q;
    reg  [2:0] last_kind$d;
    reg  [2:0] last_kind$q;
    reg  p_rexmt$d;
    reg  p_rexmt$q;
    reg  rexmt_arm$d;
    reg  rexmt_arm$q;
    reg  [15:0] rexmt_ticks$d;
    reg  [15:0] rexmt_ticks$q;
    reg  p_dack$d;
    reg  p_dack$q;
    reg  dack_arm$d;
    reg  dack_arm$q;
    reg  p_persist$d;
    reg  p_persist$q;
    reg  persist_arm$d;
    reg  persist_arm$q;
    reg  [15:0] persist_ticks$d;
    reg  [15:0] persist_ticks$q;
    reg  p_tw$d;
    reg  p_tw$q;
    reg  p_all$d;
    reg  p_all$q;
    reg  p_ready$d;
    reg  p_ready$q;
    reg  p_ctl$d;
    reg  p_ctl$q;
    reg  [31:0] r_seq$d;
    reg  [31:0] r_seq$q;
    reg  [31:0] r_ack$d;
    reg  [31:0] r_ack$q;
    reg  [7:0] r_flags$d;
    reg  [7:0] r_flags$q;
    reg  c_from_seg$d;
    reg  c_from_seg$q;
    reg  [31:0] c_seq$d;
    reg  [31:0] c_seq$q;
    reg  [31:0] c_ack$d;
    reg  [31:0] c_ack$q;
    reg  [7:0] c_flags$d;
    reg  [7:0] c_flags$q;
    reg  [15:0] c_window$d;
    reg  [15:0] c_window$q;
    reg  c_mss_on$d;
    reg  c_mss_on$q;
    reg  c_ws_on$d;
    reg  c_ws_on$q;
    reg  [3:0] c_ws$d;
    reg  [3:0] c_ws$q;
    reg  c_sackp$d;
    reg  c_sackp$q;
    reg  c_ts_on$d;
    reg  c_ts_on$q;
    reg  [31:0] c_ts_val$d;
    reg  [31:0] c_ts_val$q;
    reg  [31:0] c_ts_ecr$d;
    reg  [31:0] c_ts_ecr$q;
    reg  p_free$d;
    reg  p_free$q;
    reg  p_seg$d;
    reg  p_seg$q;
    reg  p_rd$d;
    reg  p_rd$q;
    reg  [31:0] n_seg$d;
    reg  [31:0] n_seg$q;
    reg  [31:0] n_paws$d;
    reg  [31:0] n_paws$q;
    reg  [31:0] n_oow$d;
    reg  [31:0] n_oow$q;
    reg  [31:0] n_rst_oow$d;
    reg  [31:0] n_rst_oow$q;
    reg  [31:0] n_syn_iw$d;
    reg  [31:0] n_syn_iw$q;
    reg  [31:0] n_no_ack$d;
    reg  [31:0] n_no_ack$q;
    reg  [31:0] n_bad_ack$d;
    reg  [31:0] n_bad_ack$q;
    reg  [31:0] n_unsent$d;
    reg  [31:0] n_unsent$q;
    reg  [31:0] n_too_old$d;
    reg  [31:0] n_too_old$q;
    reg  [31:0] n_chal_lim$d;
    reg  [31:0] n_chal_lim$q;
    reg  chal_new$d;
    reg  chal_new$q;
    reg  chal_ok$d;
    reg  chal_ok$q;
    reg  [31:0] n_dup$d;
    reg  [31:0] n_dup$q;
    reg  [31:0] n_chal$d;
    reg  [31:0] n_chal$q;
    reg  [31:0] n_ooo$d;
    reg  [31:0] n_ooo$q;
    reg  [31:0] n_dupack$d;
    reg  [31:0] n_dupack$q;
    reg  [31:0] n_fastrx$d;
    reg  [31:0] n_fastrx$q;
    reg  [31:0] n_deliv$d;
    reg  [31:0] n_deliv$q;
    reg  [31:0] n_acked$d;
    reg  [31:0] n_acked$q;
    reg  [31:0] n_rst_no_ack$d;
    reg  [31:0] n_rst_no_ack$q;
    reg  [31:0] n_no_syn$d;
    reg  [31:0] n_no_syn$q;
    reg  [31:0] n_turns$d;
    reg  [31:0] n_turns$q;
    reg  [31:0] n_seg_out$d;
    reg  [31:0] n_seg_out$q;
    reg  [31:0] n_data_out$d;
    reg  [31:0] n_data_out$q;
    reg  [31:0] n_rexmt_seg$d;
    reg  [31:0] n_rexmt_seg$q;
    reg  [31:0] n_rexmt_bytes$d;
    reg  [31:0] n_rexmt_bytes$q;
    reg  [31:0] n_stale$d;
    reg  [31:0] n_stale$q;
    reg  [31:0] n_exp$d;
    reg  [31:0] n_exp$q;
    reg  [31:0] n_rto$d;
    reg  [31:0] n_rto$q;
    reg  [31:0] n_probes$d;
    reg  [31:0] n_probes$q;
    reg  [31:0] n_rst_out$d;
    reg  [31:0] n_rst_out$q;
    reg  [31:0] n_listen_rst$d;
    reg  [31:0] n_listen_rst$q;
    reg  [31:0] n_listen_ack$d;
    reg  [31:0] n_listen_ack$q;
    reg  [31:0] n_listen_no_syn$d;
    reg  [31:0] n_listen_no_syn$q;
    reg  [31:0] n_table_full$d;
    reg  [31:0] n_table_full$q;
    reg  [31:0] n_half_full$d;
    reg  [31:0] n_half_full$q;
    reg  [10:0] half_open$d;
    reg  [10:0] half_open$q;
    reg  half_full$d;
    reg  half_full$q;
    reg  was_half$d;
    reg  was_half$q;

    // Local signals
    wire  [31:0] ck_c;
    wire  [4:0] ck_cur;
    wire  [4:0] ck_prev;
    reg  [127:0] ck_key;
    reg  [103:0] ck_d;
    reg  [15:0] ck_pm;
    reg  [31:0] ck_tsb;
    reg  [15:0] ck_tmss;
    wire  ck_take;
    reg  [31:0] new_iss;
    wire  [31:0] ck_wnd;
    wire  rq_need;
    reg  [5:0] text_st;
    reg  [31:0] rq_left;
    wire  [31:0] d_space;
    wire  owe;
    wire  [31:0] q_rlen;
    wire  [15:0] g_klen;
    wire  [9:0] addr;
    wire  past;
    reg  [3:0] fired;
    wire  [7:0] fl;
    wire  [1562:0] tq;
    wire  [31:0] chal_age;
    reg  chal_req;
    reg  [1562:0] wb;
    reg  [1599:0] sr_in;
    wire  idle;
    wire  take_wr;
    wire  take_rd;
    wire  take_seg;
    wire  [31:0] d_hs_una;
    wire  [31:0] d_hs_max;
    wire  ack_ok;
    wire  [31:0] seg_len;
    reg  [31:0] syn_win;
    wire  [31:0] d_hs_timing;
    wire  ts_sample;
    wire  [31:0] ticks_rto;
    reg  [3:0] fin_state;
    reg  fin_told;
    wire  tw_late;
    wire  outs_busy;
    wire  take_pick;
    wire  take_exp;
    reg  ctl_rst;
    wire  synced;
    reg  [4:0] pt_shift;
    wire  [31:0] ticks_persist;
    wire  take_cmd;
    wire  take_open;
    wire  take_ev;
    wire  is_seg;
    wire  is_half;
    wire  abort_rst;
    reg  [95:0] isn_key;
    reg  [63:0] tuple;
    reg  [5:0] ack_st;
    wire  [31:0] d_ack_una;
    wire  [31:0] d_max_ack;
    wire  [3:0] bmask;
    wire  [31:0] d_hr_end;

    // Sub module instances
    toe_tcb_engine$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );
    toe_tcb_engine$rx_seq rx_seq(
        .clock(clock),
        .reset(rx_seq$reset),
        .s_in_valid(rx_seq$s_in_valid),
        .s_in_ready(rx_seq$s_in_ready),
        .s_in_conn(rx_seq$s_in_conn),
        .s_in_state(rx_seq$s_in_state),
        .s_in_irs(rx_seq$s_in_irs),
        .s_in_rcv_nxt(rx_seq$s_in_rcv_nxt),
        .s_in_rcv_adv(rx_seq$s_in_rcv_adv),
        .s_in_ts_ok(rx_seq$s_in_ts_ok),
        .s_in_ts_recent(rx_seq$s_in_ts_recent),
        .s_in_last_ack_sent(rx_seq$s_in_last_ack_sent),
        .s_in_snd_mss(rx_seq$s_in_snd_mss),
        .s_in_passive(rx_seq$s_in_passive),
        .s_in_unacked(rx_seq$s_in_unacked),
        .s_in_seq(rx_seq$s_in_seq),
        .s_in_flags(rx_seq$s_in_flags),
        .s_in_len(rx_seq$s_in_len),
        .s_in_ts_on(rx_seq$s_in_ts_on),
        .s_in_ts_val(rx_seq$s_in_ts_val),
        .m_dec_valid(rx_seq$m_dec_valid),
        .m_dec_ready(rx_seq$m_dec_ready),
        .m_dec_conn(rx_seq$m_dec_conn),
        .m_dec_action(rx_seq$m_dec_action),
        .m_dec_cause(rx_seq$m_dec_cause),
        .m_dec_ack_now(rx_seq$m_dec_ack_now),
        .m_dec_signal(rx_seq$m_dec_signal),
        .m_dec_ts_upd(rx_seq$m_dec_ts_upd),
        .m_dec_ts_recent(rx_seq$m_dec_ts_recent),
        .m_dec_text(rx_seq$m_dec_text),
        .m_dec_skip(rx_seq$m_dec_skip),
        .m_dec_take(rx_seq$m_dec_take),
        .m_dec_trimmed(rx_seq$m_dec_trimmed),
        .m_dec_dack_start(rx_seq$m_dec_dack_start),
        .m_dec_unacked(rx_seq$m_dec_unacked),
        .m_dec_fin(rx_seq$m_dec_fin),
        .m_dec_fin_late(rx_seq$m_dec_fin_late),
        .m_dec_rcv_nxt(rx_seq$m_dec_rcv_nxt),
        .cnt_decided(rx_seq$cnt_decided)
    );
    toe_tcb_engine$ack ack(
        .clock(clock),
        .reset(ack$reset),
        .s_in_valid(ack$s_in_valid),
        .s_in_ready(ack$s_in_ready),
        .s_in_conn(ack$s_in_conn),
        .s_in_state(ack$s_in_state),
        .s_in_snd_una(ack$s_in_snd_una),
        .s_in_snd_nxt(ack$s_in_snd_nxt),
        .s_in_snd_max(ack$s_in_snd_max),
        .s_in_snd_wnd(ack$s_in_snd_wnd),
        .s_in_max_snd_wnd(ack$s_in_max_snd_wnd),
        .s_in_snd_wl1(ack$s_in_snd_wl1),
        .s_in_snd_wl2(ack$s_in_snd_wl2),
        .s_in_snd_shift(ack$s_in_snd_shift),
        .s_in_snd_mss(ack$s_in_snd_mss),
        .s_in_fin_sent(ack$s_in_fin_sent),
        .s_in_buf_len(ack$s_in_buf_len),
        .s_in_ts_ok(ack$s_in_ts_ok),
        .s_in_timing_on(ack$s_in_timing_on),
        .s_in_timing_seq(ack$s_in_timing_seq),
        .s_in_timing_at(ack$s_in_timing_at),
        .s_in_rtt_seen(ack$s_in_rtt_seen),
        .s_in_srtt8(ack$s_in_srtt8),
        .s_in_rttvar4(ack$s_in_rttvar4),
        .s_in_rto(ack$s_in_rto),
        .s_in_in_recovery(ack$s_in_in_recovery),
        .s_in_recover(ack$s_in_recover),
        .s_in_cwnd(ack$s_in_cwnd),
        .s_in_ssthresh(ack$s_in_ssthresh),
        .s_in_abc(ack$s_in_abc),
        .s_in_dupacks(ack$s_in_dupacks),
        .s_in_acked_bytes(ack$s_in_acked_bytes),
        .s_in_now(ack$s_in_now),
        .s_in_seq(ack$s_in_seq),
        .s_in_ack(ack$s_in_ack),
        .s_in_window(ack$s_in_window),
        .s_in_flags(ack$s_in_flags),
        .s_in_len(ack$s_in_len),
        .s_in_tsecr_on(ack$s_in_tsecr_on),
        .s_in_tsecr(ack$s_in_tsecr),
        .s_in_sack(ack$s_in_sack),
        .s_in_sack_new(ack$s_in_sack_new),
        .s_in_lost_first(ack$s_in_lost_first),
        .m_dec_valid(ack$m_dec_valid),
        .m_dec_ready(ack$m_dec_ready),
        .m_dec_conn(ack$m_dec_conn),
        .m_dec_unsent(ack$m_dec_unsent),
        .m_dec_too_old(ack$m_dec_too_old),
        .m_dec_wake(ack$m_dec_wake),
        .m_dec_window_update(ack$m_dec_window_update),
        .m_dec_persist_stop(ack$m_dec_persist_stop),
        .m_dec_advanced(ack$m_dec_advanced),
        .m_dec_data_acked(ack$m_dec_data_acked),
        .m_dec_fin_acked(ack$m_dec_fin_acked),
        .m_dec_rexmt_first(ack$m_dec_rexmt_first),
        .m_dec_rexmt_timer(ack$m_dec_rexmt_timer),
        .m_dec_dup_ack(ack$m_dec_dup_ack),
        .m_dec_fast_retransmit(ack$m_dec_fast_retransmit),
        .m_dec_snd_una(ack$m_dec_snd_una),
        .m_dec_snd_nxt(ack$m_dec_snd_nxt),
        .m_dec_snd_wnd(ack$m_dec_snd_wnd),
        .m_dec_max_snd_wnd(ack$m_dec_max_snd_wnd),
        .m_dec_snd_wl1(ack$m_dec_snd_wl1),
        .m_dec_snd_wl2(ack$m_dec_snd_wl2),
        .m_dec_buf_len(ack$m_dec_buf_len),
        .m_dec_timing_on(ack$m_dec_timing_on),
        .m_dec_rtt_seen(ack$m_dec_rtt_seen),
        .m_dec_srtt8(ack$m_dec_srtt8),
        .m_dec_rttvar4(ack$m_dec_rttvar4),
        .m_dec_rto(ack$m_dec_rto),
        .m_dec_in_recovery(ack$m_dec_in_recovery),
        .m_dec_recover(ack$m_dec_recover),
        .m_dec_cwnd(ack$m_dec_cwnd),
        .m_dec_ssthresh(ack$m_dec_ssthresh),
        .m_dec_abc(ack$m_dec_abc),
        .m_dec_dupacks(ack$m_dec_dupacks),
        .m_dec_acked_bytes(ack$m_dec_acked_bytes),
        .cfg_rto_min(ack$cfg_rto_min),
        .cfg_rto_max(ack$cfg_rto_max),
        .cnt_acks(ack$cnt_acks)
    );
    toe_tcb_engine$rtt rtt(
        .clock(clock),
        .reset(rtt$reset),
        .s_in_valid(rtt$s_in_valid),
        .s_in_ready(rtt$s_in_ready),
        .s_in_conn(rtt$s_in_conn),
        .s_in_r(rtt$s_in_r),
        .s_in_seen(rtt$s_in_seen),
        .s_in_srtt8(rtt$s_in_srtt8),
        .s_in_rttvar4(rtt$s_in_rttvar4),
        .m_rtt_valid(rtt$m_rtt_valid),
        .m_rtt_ready(rtt$m_rtt_ready),
        .m_rtt_conn(rtt$m_rtt_conn),
        .m_rtt_srtt8(rtt$m_rtt_srtt8),
        .m_rtt_rttvar4(rtt$m_rtt_rttvar4),
        .m_rtt_rto(rtt$m_rtt_rto),
        .cfg_rto_min(rtt$cfg_rto_min),
        .cfg_rto_max(rtt$cfg_rto_max),
        .cnt_samples(rtt$cnt_samples)
    );
    toe_tcb_engine$open open(
        .clock(clock),
        .reset(open$reset),
        .s_in_valid(open$s_in_valid),
        .s_in_ready(open$s_in_ready),
        .s_in_conn(open$s_in_conn),
        .s_in_listen(open$s_in_listen),
        .s_in_iss(open$s_in_iss),
        .s_in_snd_max(open$s_in_snd_max),
        .s_in_seq(open$s_in_seq),
        .s_in_ack(open$s_in_ack),
        .s_in_flags(open$s_in_flags),
        .s_in_window(open$s_in_window),
        .s_in_mss_on(open$s_in_mss_on),
        .s_in_mss(open$s_in_mss),
        .s_in_ws_on(open$s_in_ws_on),
        .s_in_ws(open$s_in_ws),
        .s_in_sackp(open$s_in_sackp),
        .s_in_ts_on(open$s_in_ts_on),
        .s_in_ts_val(open$s_in_ts_val),
        .m_dec_valid(open$m_dec_valid),
        .m_dec_ready(open$m_dec_ready),
        .m_dec_conn(open$m_dec_conn),
        .m_dec_action(open$m_dec_action),
        .m_dec_cause(open$m_dec_cause),
        .m_dec_params_on(open$m_dec_params_on),
        .m_dec_irs(open$m_dec_irs),
        .m_dec_rcv_nxt(open$m_dec_rcv_nxt),
        .m_dec_snd_shift(open$m_dec_snd_shift),
        .m_dec_rcv_shift(open$m_dec_rcv_shift),
        .m_dec_ts_ok(open$m_dec_ts_ok),
        .m_dec_ts_recent(open$m_dec_ts_recent),
        .m_dec_sack_ok(open$m_dec_sack_ok),
        .m_dec_snd_mss(open$m_dec_snd_mss),
        .m_dec_cwnd(open$m_dec_cwnd),
        .m_dec_snd_wnd(open$m_dec_snd_wnd),
        .m_dec_snd_wl1(open$m_dec_snd_wl1),
        .m_dec_snd_wl2(open$m_dec_snd_wl2),
        .cfg_mss(open$cfg_mss),
        .cfg_rcv_shift(open$cfg_rcv_shift),
        .cfg_sack(open$cfg_sack),
        .cnt_opens(open$cnt_opens)
    );
    toe_tcb_engine$plan plan(
        .clock(clock),
        .reset(plan$reset),
        .s_in_valid(plan$s_in_valid),
        .s_in_ready(plan$s_in_ready),
        .s_in_conn(plan$s_in_conn),
        .s_in_synchronized(plan$s_in_synchronized),
        .s_in_snd_una(plan$s_in_snd_una),
        .s_in_snd_nxt(plan$s_in_snd_nxt),
        .s_in_snd_max(plan$s_in_snd_max),
        .s_in_data_end(plan$s_in_data_end),
        .s_in_snd_wnd(plan$s_in_snd_wnd),
        .s_in_cwnd(plan$s_in_cwnd),
        .s_in_snd_mss(plan$s_in_snd_mss),
        .s_in_fin_queued(plan$s_in_fin_queued),
        .s_in_fin_sent(plan$s_in_fin_sent),
        .s_in_rexmt_first(plan$s_in_rexmt_first),
        .m_plan_valid(plan$m_plan_valid),
        .m_plan_ready(plan$m_plan_ready),
        .m_plan_conn(plan$m_plan_conn),
        .m_plan_kind(plan$m_plan_kind),
        .m_plan_start(plan$m_plan_start),
        .m_plan_limit(plan$m_plan_limit),
        .m_plan_cut_ok(plan$m_plan_cut_ok),
        .m_plan_retransmit(plan$m_plan_retransmit),
        .m_plan_advance(plan$m_plan_advance),
        .cnt_plans(plan$cnt_plans)
    );
    toe_tcb_engine$cut cut(
        .clock(clock),
        .reset(cut$reset),
        .s_in_valid(cut$s_in_valid),
        .s_in_ready(cut$s_in_ready),
        .s_in_conn(cut$s_in_conn),
        .s_in_synchronized(cut$s_in_synchronized),
        .s_in_snd_una(cut$s_in_snd_una),
        .s_in_snd_nxt(cut$s_in_snd_nxt),
        .s_in_snd_max(cut$s_in_snd_max),
        .s_in_data_end(cut$s_in_data_end),
        .s_in_snd_wnd(cut$s_in_snd_wnd),
        .s_in_fin_sent(cut$s_in_fin_sent),
        .s_in_ack_now(cut$s_in_ack_now),
        .s_in_persist_on(cut$s_in_persist_on),
        .s_in_kind(cut$s_in_kind),
        .s_in_start(cut$s_in_start),
        .s_in_limit(cut$s_in_limit),
        .s_in_cut_ok(cut$s_in_cut_ok),
        .s_in_retransmit(cut$s_in_retransmit),
        .s_in_advance(cut$s_in_advance),
        .s_in_found(cut$s_in_found),
        .s_in_found_off(cut$s_in_found_off),
        .m_dec_valid(cut$m_dec_valid),
        .m_dec_ready(cut$m_dec_ready),
        .m_dec_conn(cut$m_dec_conn),
        .m_dec_action(cut$m_dec_action),
        .m_dec_seq(cut$m_dec_seq),
        .m_dec_len(cut$m_dec_len),
        .m_dec_resent(cut$m_dec_resent),
        .m_dec_retransmit(cut$m_dec_retransmit),
        .m_dec_snd_nxt(cut$m_dec_snd_nxt),
        .m_dec_snd_max(cut$m_dec_snd_max),
        .m_dec_fin_sent(cut$m_dec_fin_sent),
        .m_dec_persist_start(cut$m_dec_persist_start),
        .cnt_decisions(cut$cnt_decisions)
    );
    toe_tcb_engine$hdr hdr(
        .clock(clock),
        .reset(hdr$reset),
        .s_in_valid(hdr$s_in_valid),
        .s_in_ready(hdr$s_in_ready),
        .s_in_conn(hdr$s_in_conn),
        .s_in_rcv_nxt(hdr$s_in_rcv_nxt),
        .s_in_rcv_adv(hdr$s_in_rcv_adv),
        .s_in_rcv_unread(hdr$s_in_rcv_unread),
        .s_in_rcv_shift(hdr$s_in_rcv_shift),
        .s_in_snd_una(hdr$s_in_snd_una),
        .s_in_snd_wnd(hdr$s_in_snd_wnd),
        .s_in_snd_max(hdr$s_in_snd_max),
        .m_hdr_valid(hdr$m_hdr_valid),
        .m_hdr_ready(hdr$m_hdr_ready),
        .m_hdr_conn(hdr$m_hdr_conn),
        .m_hdr_window(hdr$m_hdr_window),
        .m_hdr_rcv_adv(hdr$m_hdr_rcv_adv),
        .m_hdr_ack_seq(hdr$m_hdr_ack_seq),
        .cfg_rcv_buf(hdr$cfg_rcv_buf),
        .cnt_headers(hdr$cnt_headers)
    );
    toe_tcb_engine$timeout timeout(
        .clock(clock),
        .reset(timeout$reset),
        .s_in_valid(timeout$s_in_valid),
        .s_in_ready(timeout$s_in_ready),
        .s_in_conn(timeout$s_in_conn),
        .s_in_persist(timeout$s_in_persist),
        .s_in_synchronized(timeout$s_in_synchronized),
        .s_in_snd_una(timeout$s_in_snd_una),
        .s_in_snd_max(timeout$s_in_snd_max),
        .s_in_snd_mss(timeout$s_in_snd_mss),
        .s_in_retries(timeout$s_in_retries),
        .s_in_rto(timeout$s_in_rto),
        .s_in_snd_wnd(timeout$s_in_snd_wnd),
        .s_in_data_end(timeout$s_in_data_end),
        .s_in_persist_shift(timeout$s_in_persist_shift),
        .m_dec_valid(timeout$m_dec_valid),
        .m_dec_ready(timeout$m_dec_ready),
        .m_dec_conn(timeout$m_dec_conn),
        .m_dec_action(timeout$m_dec_action),
        .m_dec_retries(timeout$m_dec_retries),
        .m_dec_rto(timeout$m_dec_rto),
        .m_dec_ssthresh(timeout$m_dec_ssthresh),
        .m_dec_cwnd(timeout$m_dec_cwnd),
        .m_dec_recover(timeout$m_dec_recover),
        .m_dec_snd_nxt(timeout$m_dec_snd_nxt),
        .m_dec_persist_shift(timeout$m_dec_persist_shift),
        .m_dec_persist_ticks(timeout$m_dec_persist_ticks),
        .cfg_retries(timeout$cfg_retries),
        .cfg_syn_retries(timeout$cfg_syn_retries),
        .cfg_rto_min(timeout$cfg_rto_min),
        .cfg_rto_max(timeout$cfg_rto_max),
        .cnt_expiries(timeout$cnt_expiries)
    );
    toe_tcb_engine$cmd cmd(
        .clock(clock),
        .reset(cmd$reset),
        .s_in_valid(cmd$s_in_valid),
        .s_in_ready(cmd$s_in_ready),
        .s_in_conn(cmd$s_in_conn),
        .s_in_cmd(cmd$s_in_cmd),
        .s_in_n(cmd$s_in_n),
        .s_in_state(cmd$s_in_state),
        .s_in_rcv_nxt(cmd$s_in_rcv_nxt),
        .s_in_rcv_adv(cmd$s_in_rcv_adv),
        .s_in_rcv_unread(cmd$s_in_rcv_unread),
        .s_in_fin_queued(cmd$s_in_fin_queued),
        .m_dec_valid(cmd$m_dec_valid),
        .m_dec_ready(cmd$m_dec_ready),
        .m_dec_conn(cmd$m_dec_conn),
        .m_dec_action(cmd$m_dec_action),
        .m_dec_aborted(cmd$m_dec_aborted),
        .m_dec_rst(cmd$m_dec_rst),
        .m_dec_state(cmd$m_dec_state),
        .m_dec_fin_queued(cmd$m_dec_fin_queued),
        .m_dec_rcv_unread(cmd$m_dec_rcv_unread),
        .m_dec_ack_now(cmd$m_dec_ack_now),
        .m_dec_wake(cmd$m_dec_wake),
        .cfg_rcv_buf(cmd$cfg_rcv_buf),
        .cfg_mss(cmd$cfg_mss),
        .cnt_commands(cmd$cnt_commands)
    );
    toe_tcb_engine$isn isn(
        .key(isn$key),
        .data(isn$data),
        .hash(isn$hash)
    );
    toe_tcb_engine$cookie cookie(
        .key(cookie$key),
        .data(cookie$data),
        .hash(cookie$hash)
    );
    toe_tcb_engine$board board(
        .clock(clock),
        .reset(board$reset),
        .s_in_valid(board$s_in_valid),
        .s_in_ready(board$s_in_ready),
        .s_in_conn(board$s_in_conn),
        .s_in_snd_una(board$s_in_snd_una),
        .s_in_snd_max(board$s_in_snd_max),
        .s_in_mss(board$s_in_mss),
        .s_in_high_rxt(board$s_in_high_rxt),
        .s_in_count(board$s_in_count),
        .s_in_s0(board$s_in_s0),
        .s_in_e0(board$s_in_e0),
        .s_in_s1(board$s_in_s1),
        .s_in_e1(board$s_in_e1),
        .s_in_s2(board$s_in_s2),
        .s_in_e2(board$s_in_e2),
        .s_in_s3(board$s_in_s3),
        .s_in_e3(board$s_in_e3),
        .s_in_nblocks(board$s_in_nblocks),
        .s_in_l0(board$s_in_l0),
        .s_in_r0(board$s_in_r0),
        .s_in_l1(board$s_in_l1),
        .s_in_r1(board$s_in_r1),
        .s_in_l2(board$s_in_l2),
        .s_in_r2(board$s_in_r2),
        .s_in_l3(board$s_in_l3),
        .s_in_r3(board$s_in_r3),
        .m_out_valid(board$m_out_valid),
        .m_out_ready(board$m_out_ready),
        .m_out_conn(board$m_out_conn),
        .m_out_count(board$m_out_count),
        .m_out_s0(board$m_out_s0),
        .m_out_e0(board$m_out_e0),
        .m_out_s1(board$m_out_s1),
        .m_out_e1(board$m_out_e1),
        .m_out_s2(board$m_out_s2),
        .m_out_e2(board$m_out_e2),
        .m_out_s3(board$m_out_s3),
        .m_out_e3(board$m_out_e3),
        .m_out_high_rxt(board$m_out_high_rxt),
        .m_out_newly(board$m_out_newly),
        .m_out_lost_first(board$m_out_lost_first),
        .cnt_decided(board$cnt_decided)
    );
    toe_tcb_engine$splan splan(
        .clock(clock),
        .reset(splan$reset),
        .s_in_valid(splan$s_in_valid),
        .s_in_ready(splan$s_in_ready),
        .s_in_conn(splan$s_in_conn),
        .s_in_synchronized(splan$s_in_synchronized),
        .s_in_in_recovery(splan$s_in_in_recovery),
        .s_in_rexmt_first(splan$s_in_rexmt_first),
        .s_in_snd_una(splan$s_in_snd_una),
        .s_in_snd_nxt(splan$s_in_snd_nxt),
        .s_in_snd_max(splan$s_in_snd_max),
        .s_in_data_end(splan$s_in_data_end),
        .s_in_snd_wnd(splan$s_in_snd_wnd),
        .s_in_cwnd(splan$s_in_cwnd),
        .s_in_snd_mss(splan$s_in_snd_mss),
        .s_in_high_rxt(splan$s_in_high_rxt),
        .s_in_count(splan$s_in_count),
        .s_in_s0(splan$s_in_s0),
        .s_in_e0(splan$s_in_e0),
        .s_in_s1(splan$s_in_s1),
        .s_in_e1(splan$s_in_e1),
        .s_in_s2(splan$s_in_s2),
        .s_in_e2(splan$s_in_e2),
        .s_in_s3(splan$s_in_s3),
        .s_in_e3(splan$s_in_e3),
        .m_out_valid(splan$m_out_valid),
        .m_out_ready(splan$m_out_ready),
        .m_out_conn(splan$m_out_conn),
        .m_out_decides(splan$m_out_decides),
        .m_out_kind(splan$m_out_kind),
        .m_out_start(splan$m_out_start),
        .m_out_limit(splan$m_out_limit),
        .m_out_cut_ok(splan$m_out_cut_ok),
        .m_out_retransmit(splan$m_out_retransmit),
        .m_out_advance(splan$m_out_advance),
        .m_out_lost_edge(splan$m_out_lost_edge),
        .m_out_pipe(splan$m_out_pipe),
        .cnt_decided(splan$cnt_decided)
    );
    toe_tcb_engine$rq rq(
        .clock(clock),
        .reset(rq$reset),
        .s_in_valid(rq$s_in_valid),
        .s_in_ready(rq$s_in_ready),
        .s_in_conn(rq$s_in_conn),
        .s_in_advance(rq$s_in_advance),
        .s_in_count(rq$s_in_count),
        .s_in_s0(rq$s_in_s0),
        .s_in_e0(rq$s_in_e0),
        .s_in_s1(rq$s_in_s1),
        .s_in_e1(rq$s_in_e1),
        .s_in_s2(rq$s_in_s2),
        .s_in_e2(rq$s_in_e2),
        .s_in_s3(rq$s_in_s3),
        .s_in_e3(rq$s_in_e3),
        .s_in_seq(rq$s_in_seq),
        .s_in_len(rq$s_in_len),
        .s_in_space_end(rq$s_in_space_end),
        .m_out_valid(rq$m_out_valid),
        .m_out_ready(rq$m_out_ready),
        .m_out_conn(rq$m_out_conn),
        .m_out_advance(rq$m_out_advance),
        .m_out_verdict(rq$m_out_verdict),
        .m_out_count(rq$m_out_count),
        .m_out_s0(rq$m_out_s0),
        .m_out_e0(rq$m_out_e0),
        .m_out_s1(rq$m_out_s1),
        .m_out_e1(rq$m_out_e1),
        .m_out_s2(rq$m_out_s2),
        .m_out_e2(rq$m_out_e2),
        .m_out_s3(rq$m_out_s3),
        .m_out_e3(rq$m_out_e3),
        .m_out_seq(rq$m_out_seq),
        .m_out_kept_end(rq$m_out_kept_end),
        .m_out_replay(rq$m_out_replay),
        .m_out_replay_end(rq$m_out_replay_end),
        .cnt_decided(rq$cnt_decided)
    );

    // Registers
    initial begin
        ck_in$q = 104'h0;
        ck_h$q = 24'h0;
        ck_ok$q = 1'h0;
        ck_m$q = 16'h0;
        ck_idx$q = 3'h0;
        ck_ts$q = 32'h0;
        is_cookie$q = 1'h0;
        c_cookie$q = 1'h0;
        n_ck_sent$q = 32'h0;
        n_ck_ok$q = 32'h0;
        q_ran$q = 1'h0;
        q_v$q = 2'h0;
        q_count$q = 3'h0;
        q_s$0$q = 32'h0;
        q_s$1$q = 32'h0;
        q_s$2$q = 32'h0;
        q_s$3$q = 32'h0;
        q_e$0$q = 32'h0;
        q_e$1$q = 32'h0;
        q_e$2$q = 32'h0;
        q_e$3$q = 32'h0;
        q_kept_end$q = 32'h0;
        q_replay$q = 1'h0;
        q_replay_end$q = 32'h0;
        rq_room$q = 32'h0;
        rq_space$q = 32'h0;
        g_keep$q = 1'h0;
        g_replay$q = 1'h0;
        g_rseq$q = 32'h0;
        g_rlen$q = 32'h0;
        x_owe$q = 1'h0;
        x_nblk$q = 3'h0;
        n_kept$q = 32'h0;
        n_replayed$q = 32'h0;
        n_sack_out$q = 32'h0;
        n_rq_dup$q = 32'h0;
        n_rq_full$q = 32'h0;
        n_rq_beyond$q = 32'h0;
        q_seq$q = 32'h0;
        st$q = 6'h0;
        tcb$q = 1563'h0;
        rd_q$q = 1563'h0;
        in_load$q = 1'h0;
        wr_host$q = 1'h0;
        wr_en$q = 1'h0;
        wr_data$q = 1563'h0;
        sr$q = 1600'h0;
        beat$q = 5'h0;
        conn$q = 10'h0;
        is_tx$q = 1'h0;
        is_exp$q = 1'h0;
        e_mask$q = 4'h0;
        is_cmd$q = 1'h0;
        is_open$q = 1'h0;
        is_listen$q = 1'h0;
        is_new$q = 1'h0;
        k_cmd$q = 2'h0;
        k_n$q = 32'h0;
        k_taken$q = 1'h0;
        k_action$q = 2'h0;
        k_aborted$q = 1'h0;
        k_rst$q = 1'h0;
        k_state$q = 4'h0;
        k_fin_queued$q = 1'h0;
        k_rcv_unread$q = 32'h0;
        k_ack_now$q = 1'h0;
        k_wake$q = 1'h0;
        isn_h$q = 32'h0;
        isn_clock$q = 32'h0;
        iss$q = 32'h0;
        to_taken$q = 1'h0;
        o_to_action$q = 2'h0;
        o_to_retries$q = 8'h0;
        o_to_rto$q = 32'h0;
        o_to_ssthresh$q = 32'h0;
        o_to_cwnd$q = 32'h0;
        o_to_recover$q = 32'h0;
        o_to_snd_nxt$q = 32'h0;
        o_to_shift$q = 5'h0;
        o_to_ticks$q = 32'h0;
        x_exhausted$q = 1'h0;
        pl_taken$q = 1'h0;
        h_taken$q = 1'h0;
        h_done$q = 1'h0;
        pl_kind$q = 2'h0;
        pl_start$q = 32'h0;
        pl_limit$q = 16'h0;
        pl_cut_ok$q = 1'h0;
        pl_retransmit$q = 1'h0;
        pl_advance$q = 1'h0;
        f_found$q = 1'h0;
        f_off$q = 16'h0;
        h_window$q = 16'h0;
        h_rcv_adv$q = 32'h0;
        h_ack_seq$q = 32'h0;
        x_action$q = 2'h0;
        x_seq$q = 32'h0;
        x_len$q = 16'h0;
        x_resent$q = 16'h0;
        x_retransmit$q = 1'h0;
        x_snd_nxt$q = 32'h0;
        x_snd_max$q = 32'h0;
        x_fin_sent$q = 1'h0;
        x_persist$q = 1'h0;
        x_flags$q = 8'h0;
        x_now$q = 32'h0;
        pt_sh$q = 32'h0;
        pt_lo$q = 32'h0;
        pt$q = 32'h0;
        s_mac$q = 48'h0;
        s_ip$q = 32'h0;
        s_sport$q = 16'h0;
        s_dport$q = 16'h0;
        s_seq$q = 32'h0;
        s_ack$q = 32'h0;
        s_flags$q = 8'h0;
        s_win$q = 16'h0;
        s_len$q = 16'h0;
        s_ts_on$q = 1'h0;
        s_ts_val$q = 32'h0;
        s_ts_ecr$q = 32'h0;
        s_mss_on$q = 1'h0;
        s_mss$q = 16'h0;
        s_ws_on$q = 1'h0;
        s_ws$q = 8'h0;
        s_sackp$q = 1'h0;
        s_nblk$q = 3'h0;
        s_bl$0$q = 32'h0;
        s_bl$1$q = 32'h0;
        s_bl$2$q = 32'h0;
        s_bl$3$q = 32'h0;
        s_br$0$q = 32'h0;
        s_br$1$q = 32'h0;
        s_br$2$q = 32'h0;
        s_br$3$q = 32'h0;
        b_una$q = 32'h0;
        b_count$q = 3'h0;
        b_s$0$q = 32'h0;
        b_s$1$q = 32'h0;
        b_s$2$q = 32'h0;
        b_s$3$q = 32'h0;
        b_e$0$q = 32'h0;
        b_e$1$q = 32'h0;
        b_e$2$q = 32'h0;
        b_e$3$q = 32'h0;
        b_high$q = 32'h0;
        b_newly$q = 1'h0;
        b_lost$q = 1'h0;
        sp_by$q = 1'h0;
        x_end$q = 32'h0;
        n_sack_rexmt$q = 32'h0;
        o_action$q = 3'h0;
        o_cause$q = 3'h0;
        d_action$q = 3'h0;
        d_cause$q = 3'h0;
        d_ack_now$q = 1'h0;
        d_signal$q = 2'h0;
        d_ts_upd$q = 1'h0;
        d_ts_recent$q = 32'h0;
        d_text$q = 2'h0;
        d_skip$q = 16'h0;
        d_take$q = 16'h0;
        d_dack_start$q = 1'h0;
        d_unacked$q = 2'h0;
        d_fin$q = 1'h0;
        d_fin_late$q = 1'h0;
        d_rcv_nxt$q = 32'h0;
        a_unsent$q = 1'h0;
        a_too_old$q = 1'h0;
        a_persist_stop$q = 1'h0;
        a_advanced$q = 1'h0;
        a_data_acked$q = 32'h0;
        a_fin_acked$q = 3'h0;
        a_rexmt_first$q = 1'h0;
        a_rexmt_timer$q = 2'h0;
        a_dup_ack$q = 1'h0;
        a_fast_rexmt$q = 1'h0;
        a_wake$q = 1'h0;
        r_sample$q = 32'h0;
        r_on$q = 1'h0;
        r2_sample$q = 32'h0;
        r2_on$q = 1'h0;
        rtt_then_ack$q = 1'h0;
        wake$q = 1'h0;
        p_gate$q = 1'h0;
        g_deliver$q = 1'h0;
        g_seq$q = 32'h0;
        p_est$q = 1'h0;
        p_acked$q = 1'h0;
        p_last$q = 1'h0;
        last_kind$q = 3'h0;
        p_rexmt$q = 1'h0;
        rexmt_arm$q = 1'h0;
        rexmt_ticks$q = 16'h0;
        p_dack$q = 1'h0;
        dack_arm$q = 1'h0;
        p_persist$q = 1'h0;
        persist_arm$q = 1'h0;
        persist_ticks$q = 16'h0;
        p_tw$q = 1'h0;
        p_all$q = 1'h0;
        p_ready$q = 1'h0;
        p_ctl$q = 1'h0;
        r_seq$q = 32'h0;
        r_ack$q = 32'h0;
        r_flags$q = 8'h0;
        c_from_seg$q = 1'h0;
        c_seq$q = 32'h0;
        c_ack$q = 32'h0;
        c_flags$q = 8'h0;
        c_window$q = 16'h0;
        c_mss_on$q = 1'h0;
        c_ws_on$q = 1'h0;
        c_ws$q = 4'h0;
        c_sackp$q = 1'h0;
        c_ts_on$q = 1'h0;
        c_ts_val$q = 32'h0;
        c_ts_ecr$q = 32'h0;
        p_free$q = 1'h0;
        p_seg$q = 1'h0;
        p_rd$q = 1'h0;
        n_seg$q = 32'h0;
        n_paws$q = 32'h0;
        n_oow$q = 32'h0;
        n_rst_oow$q = 32'h0;
        n_syn_iw$q = 32'h0;
        n_no_ack$q = 32'h0;
        n_bad_ack$q = 32'h0;
        n_unsent$q = 32'h0;
        n_too_old$q = 32'h0;
        n_chal_lim$q = 32'h0;
        chal_new$q = 1'h0;
        chal_ok$q = 1'h0;
        n_dup$q = 32'h0;
        n_chal$q = 32'h0;
        n_ooo$q = 32'h0;
        n_dupack$q = 32'h0;
        n_fastrx$q = 32'h0;
        n_deliv$q = 32'h0;
        n_acked$q = 32'h0;
        n_rst_no_ack$q = 32'h0;
        n_no_syn$q = 32'h0;
        n_turns$q = 32'h0;
        n_seg_out$q = 32'h0;
        n_data_out$q = 32'h0;
        n_rexmt_seg$q = 32'h0;
        n_rexmt_bytes$q = 32'h0;
        n_stale$q = 32'h0;
        n_exp$q = 32'h0;
        n_rto$q = 32'h0;
        n_probes$q = 32'h0;
        n_rst_out$q = 32'h0;
        n_listen_rst$q = 32'h0;
        n_listen_ack$q = 32'h0;
        n_listen_no_syn$q = 32'h0;
        n_table_full$q = 32'h0;
        n_half_full$q = 32'h0;
        half_open$q = 11'h0;
        half_full$q = 1'h0;
        was_half$q = 1'h0;
    end

    always @(posedge clock) begin
        ck_in$q <= ck_in$d;
        ck_h$q <= ck_h$d;
        ck_ok$q <= ck_ok$d;
        ck_m$q <= ck_m$d;
        ck_idx$q <= ck_idx$d;
        ck_ts$q <= ck_ts$d;
        is_cookie$q <= is_cookie$d;
        c_cookie$q <= c_cookie$d;
        n_ck_sent$q <= n_ck_sent$d;
        n_ck_ok$q <= n_ck_ok$d;
        q_ran$q <= q_ran$d;
        q_v$q <= q_v$d;
        q_count$q <= q_count$d;
        q_s$0$q <= q_s$0$d;
        q_s$1$q <= q_s$1$d;
        q_s$2$q <= q_s$2$d;
        q_s$3$q <= q_s$3$d;
        q_e$0$q <= q_e$0$d;
        q_e$1$q <= q_e$1$d;
        q_e$2$q <= q_e$2$d;
        q_e$3$q <= q_e$3$d;
        q_kept_end$q <= q_kept_end$d;
        q_replay$q <= q_replay$d;
        q_replay_end$q <= q_replay_end$d;
        rq_room$q <= rq_room$d;
        rq_space$q <= rq_space$d;
        g_keep$q <= g_keep$d;
        g_replay$q <= g_replay$d;
        g_rseq$q <= g_rseq$d;
        g_rlen$q <= g_rlen$d;
        x_owe$q <= x_owe$d;
        x_nblk$q <= x_nblk$d;
        n_kept$q <= n_kept$d;
        n_replayed$q <= n_replayed$d;
        n_sack_out$q <= n_sack_out$d;
        n_rq_dup$q <= n_rq_dup$d;
        n_rq_full$q <= n_rq_full$d;
        n_rq_beyond$q <= n_rq_beyond$d;
        q_seq$q <= q_seq$d;
        st$q <= st$d;
        tcb$q <= tcb$d;
        rd_q$q <= rd_q$d;
        in_load$q <= in_load$d;
        wr_host$q <= wr_host$d;
        wr_en$q <= wr_en$d;
        wr_data$q <= wr_data$d;
        sr$q <= sr$d;
        beat$q <= beat$d;
        conn$q <= conn$d;
        is_tx$q <= is_tx$d;
        is_exp$q <= is_exp$d;
        e_mask$q <= e_mask$d;
        is_cmd$q <= is_cmd$d;
        is_open$q <= is_open$d;
        is_listen$q <= is_listen$d;
        is_new$q <= is_new$d;
        k_cmd$q <= k_cmd$d;
        k_n$q <= k_n$d;
        k_taken$q <= k_taken$d;
        k_action$q <= k_action$d;
        k_aborted$q <= k_aborted$d;
        k_rst$q <= k_rst$d;
        k_state$q <= k_state$d;
        k_fin_queued$q <= k_fin_queued$d;
        k_rcv_unread$q <= k_rcv_unread$d;
        k_ack_now$q <= k_ack_now$d;
        k_wake$q <= k_wake$d;
        isn_h$q <= isn_h$d;
        isn_clock$q <= isn_clock$d;
        iss$q <= iss$d;
        to_taken$q <= to_taken$d;
        o_to_action$q <= o_to_action$d;
        o_to_retries$q <= o_to_retries$d;
        o_to_rto$q <= o_to_rto$d;
        o_to_ssthresh$q <= o_to_ssthresh$d;
        o_to_cwnd$q <= o_to_cwnd$d;
        o_to_recover$q <= o_to_recover$d;
        o_to_snd_nxt$q <= o_to_snd_nxt$d;
        o_to_shift$q <= o_to_shift$d;
        o_to_ticks$q <= o_to_ticks$d;
        x_exhausted$q <= x_exhausted$d;
        pl_taken$q <= pl_taken$d;
        h_taken$q <= h_taken$d;
        h_done$q <= h_done$d;
        pl_kind$q <= pl_kind$d;
        pl_start$q <= pl_start$d;
        pl_limit$q <= pl_limit$d;
        pl_cut_ok$q <= pl_cut_ok$d;
        pl_retransmit$q <= pl_retransmit$d;
        pl_advance$q <= pl_advance$d;
        f_found$q <= f_found$d;
        f_off$q <= f_off$d;
        h_window$q <= h_window$d;
        h_rcv_adv$q <= h_rcv_adv$d;
        h_ack_seq$q <= h_ack_seq$d;
        x_action$q <= x_action$d;
        x_seq$q <= x_seq$d;
        x_len$q <= x_len$d;
        x_resent$q <= x_resent$d;
        x_retransmit$q <= x_retransmit$d;
        x_snd_nxt$q <= x_snd_nxt$d;
        x_snd_max$q <= x_snd_max$d;
        x_fin_sent$q <= x_fin_sent$d;
        x_persist$q <= x_persist$d;
        x_flags$q <= x_flags$d;
        x_now$q <= x_now$d;
        pt_sh$q <= pt_sh$d;
        pt_lo$q <= pt_lo$d;
        pt$q <= pt$d;
        s_mac$q <= s_mac$d;
        s_ip$q <= s_ip$d;
        s_sport$q <= s_sport$d;
        s_dport$q <= s_dport$d;
        s_seq$q <= s_seq$d;
        s_ack$q <= s_ack$d;
        s_flags$q <= s_flags$d;
        s_win$q <= s_win$d;
        s_len$q <= s_len$d;
        s_ts_on$q <= s_ts_on$d;
        s_ts_val$q <= s_ts_val$d;
        s_ts_ecr$q <= s_ts_ecr$d;
        s_mss_on$q <= s_mss_on$d;
        s_mss$q <= s_mss$d;
        s_ws_on$q <= s_ws_on$d;
        s_ws$q <= s_ws$d;
        s_sackp$q <= s_sackp$d;
        s_nblk$q <= s_nblk$d;
        s_bl$0$q <= s_bl$0$d;
        s_bl$1$q <= s_bl$1$d;
        s_bl$2$q <= s_bl$2$d;
        s_bl$3$q <= s_bl$3$d;
        s_br$0$q <= s_br$0$d;
        s_br$1$q <= s_br$1$d;
        s_br$2$q <= s_br$2$d;
        s_br$3$q <= s_br$3$d;
        b_una$q <= b_una$d;
        b_count$q <= b_count$d;
        b_s$0$q <= b_s$0$d;
        b_s$1$q <= b_s$1$d;
        b_s$2$q <= b_s$2$d;
        b_s$3$q <= b_s$3$d;
        b_e$0$q <= b_e$0$d;
        b_e$1$q <= b_e$1$d;
        b_e$2$q <= b_e$2$d;
        b_e$3$q <= b_e$3$d;
        b_high$q <= b_high$d;
        b_newly$q <= b_newly$d;
        b_lost$q <= b_lost$d;
        sp_by$q <= sp_by$d;
        x_end$q <= x_end$d;
        n_sack_rexmt$q <= n_sack_rexmt$d;
        o_action$q <= o_action$d;
        o_cause$q <= o_cause$d;
        d_action$q <= d_action$d;
        d_cause$q <= d_cause$d;
        d_ack_now$q <= d_ack_now$d;
        d_signal$q <= d_signal$d;
        d_ts_upd$q <= d_ts_upd$d;
        d_ts_recent$q <= d_ts_recent$d;
        d_text$q <= d_text$d;
        d_skip$q <= d_skip$d;
        d_take$q <= d_take$d;
        d_dack_start$q <= d_dack_start$d;
        d_unacked$q <= d_unacked$d;
        d_fin$q <= d_fin$d;
        d_fin_late$q <= d_fin_late$d;
        d_rcv_nxt$q <= d_rcv_nxt$d;
        a_unsent$q <= a_unsent$d;
        a_too_old$q <= a_too_old$d;
        a_persist_stop$q <= a_persist_stop$d;
        a_advanced$q <= a_advanced$d;
        a_data_acked$q <= a_data_acked$d;
        a_fin_acked$q <= a_fin_acked$d;
        a_rexmt_first$q <= a_rexmt_first$d;
        a_rexmt_timer$q <= a_rexmt_timer$d;
        a_dup_ack$q <= a_dup_ack$d;
        a_fast_rexmt$q <= a_fast_rexmt$d;
        a_wake$q <= a_wake$d;
        r_sample$q <= r_sample$d;
        r_on$q <= r_on$d;
        r2_sample$q <= r2_sample$d;
        r2_on$q <= r2_on$d;
        rtt_then_ack$q <= rtt_then_ack$d;
        wake$q <= wake$d;
        p_gate$q <= p_gate$d;
        g_deliver$q <= g_deliver$d;
        g_seq$q <= g_seq$d;
        p_est$q <= p_est$d;
        p_acked$q <= p_acked$d;
        p_last$q <= p_last$d;
        last_kind$q <= last_kind$d;
        p_rexmt$q <= p_rexmt$d;
        rexmt_arm$q <= rexmt_arm$d;
        rexmt_ticks$q <= rexmt_ticks$d;
        p_dack$q <= p_dack$d;
        dack_arm$q <= dack_arm$d;
        p_persist$q <= p_persist$d;
        persist_arm$q <= persist_arm$d;
        persist_ticks$q <= persist_ticks$d;
        p_tw$q <= p_tw$d;
        p_all$q <= p_all$d;
        p_ready$q <= p_ready$d;
        p_ctl$q <= p_ctl$d;
        r_seq$q <= r_seq$d;
        r_ack$q <= r_ack$d;
        r_flags$q <= r_flags$d;
        c_from_seg$q <= c_from_seg$d;
        c_seq$q <= c_seq$d;
        c_ack$q <= c_ack$d;
        c_flags$q <= c_flags$d;
        c_window$q <= c_window$d;
        c_mss_on$q <= c_mss_on$d;
        c_ws_on$q <= c_ws_on$d;
        c_ws$q <= c_ws$d;
        c_sackp$q <= c_sackp$d;
        c_ts_on$q <= c_ts_on$d;
        c_ts_val$q <= c_ts_val$d;
        c_ts_ecr$q <= c_ts_ecr$d;
        p_free$q <= p_free$d;
        p_seg$q <= p_seg$d;
        p_rd$q <= p_rd$d;
        n_seg$q <= n_seg$d;
        n_paws$q <= n_paws$d;
        n_oow$q <= n_oow$d;
        n_rst_oow$q <= n_rst_oow$d;
        n_syn_iw$q <= n_syn_iw$d;
        n_no_ack$q <= n_no_ack$d;
        n_bad_ack$q <= n_bad_ack$d;
        n_unsent$q <= n_unsent$d;
        n_too_old$q <= n_too_old$d;
        n_chal_lim$q <= n_chal_lim$d;
        chal_new$q <= chal_new$d;
        chal_ok$q <= chal_ok$d;
        n_dup$q <= n_dup$d;
        n_chal$q <= n_chal$d;
        n_ooo$q <= n_ooo$d;
        n_dupack$q <= n_dupack$d;
        n_fastrx$q <= n_fastrx$d;
        n_deliv$q <= n_deliv$d;
        n_acked$q <= n_acked$d;
        n_rst_no_ack$q <= n_rst_no_ack$d;
        n_no_syn$q <= n_no_syn$d;
        n_turns$q <= n_turns$d;
        n_seg_out$q <= n_seg_out$d;
        n_data_out$q <= n_data_out$d;
        n_rexmt_seg$q <= n_rexmt_seg$d;
        n_rexmt_bytes$q <= n_rexmt_bytes$d;
        n_stale$q <= n_stale$d;
        n_exp$q <= n_exp$d;
        n_rto$q <= n_rto$d;
        n_probes$q <= n_probes$d;
        n_rst_out$q <= n_rst_out$d;
        n_listen_rst$q <= n_listen_rst$d;
        n_listen_ack$q <= n_listen_ack$d;
        n_listen_no_syn$q <= n_listen_no_syn$d;
        n_table_full$q <= n_table_full$d;
        n_half_full$q <= n_half_full$d;
        half_open$q <= half_open$d;
        half_full$q <= half_full$d;
        was_half$q <= was_half$d;
    end

    // Update code
    assign rq$reset = reset;
    assign board$reset = reset;
    assign splan$reset = reset;
    assign rx_seq$reset = reset;
    assign ack$reset = reset;
    assign ack$cfg_rto_min = cfg_rto_min;
    assign ack$cfg_rto_max = cfg_rto_max;
    assign rtt$reset = reset;
    assign rtt$cfg_rto_min = cfg_rto_min;
    assign rtt$cfg_rto_max = cfg_rto_max;
    assign open$reset = reset;
    assign open$cfg_mss = cfg_mss;
    assign open$cfg_rcv_shift = cfg_rcv_shift;
    assign open$cfg_sack = cfg_sack;
    assign plan$reset = reset;
    assign cut$reset = reset;
    assign hdr$reset = reset;
    assign hdr$cfg_rcv_buf = cfg_rcv_buf;
    assign timeout$reset = reset;
    assign timeout$cfg_retries = cfg_retries;
    assign timeout$cfg_syn_retries = cfg_syn_retries;
    assign timeout$cfg_rto_min = cfg_rto_min;
    assign timeout$cfg_rto_max = cfg_rto_max;
    assign cmd$reset = reset;
    assign cmd$cfg_rcv_buf = cfg_rcv_buf;
    assign cmd$cfg_mss = cfg_mss;
    assign tq = tcb$q;
    assign chal_age = now - tq[999:968];
    assign fl = s_flags$q;
    assign idle = (st$q == eng_state$IDLE) & ~reset;
    assign take_wr = idle & s_tcb_wr_valid;
    assign take_rd = idle & ~s_tcb_wr_valid & s_tcb_rd_valid;
    assign take_seg = idle & ~s_tcb_wr_valid & ~s_tcb_rd_valid & ~s_exp_valid & s_seg_valid;
    assign take_cmd = idle & ~s_tcb_wr_valid & ~s_tcb_rd_valid & ~s_exp_valid & ~s_seg_valid & s_cmd_valid;
    assign take_open = idle & ~s_tcb_wr_valid & ~s_tcb_rd_valid & ~s_exp_valid & ~s_seg_valid & ~s_cmd_valid & s_open_valid;
    assign take_exp = idle & ~s_tcb_wr_valid & ~s_tcb_rd_valid & s_exp_valid;
    assign take_pick = idle & ~s_tcb_wr_valid & ~s_tcb_rd_valid & ~s_seg_valid & ~s_cmd_valid & ~s_open_valid & ~s_exp_valid & s_pick_valid;
    assign take_ev = take_seg | take_cmd | take_open | take_exp | take_pick;
    assign s_tcb_wr_ready = idle;
    assign s_tcb_rd_ready = idle & ~s_tcb_wr_valid;
    assign s_seg_ready = take_seg;
    assign s_cmd_ready = take_cmd;
    assign s_open_ready = take_open;
    assign s_pick_ready = take_pick;
    assign s_exp_ready = take_exp;
    assign addr = conn$q;
    assign past = addr != conn$q;
    assign ram$read_address = addr;
    assign isn$key = isn_key;
    assign isn$data = tuple;
    assign ram$write_enable = wr_en$q;
    assign ram$write_address = addr;
    assign ram$write_data = wr_data$q;
    assign m_tcb_rd_valid = st$q == eng_state$HOST_READ;
    assign m_tcb_rd_last = beat$q == tcb_beats$LAST_BEAT;
    assign ck_c = s_ack$q - 32'h1;
    assign ck_cur = now[20:16];
    assign ck_prev = ck_cur - 5'h1;
    assign cookie$key = ck_key;
    assign cookie$data = ck_in$q;
    assign ck_take = is_listen$q & ~is_new$q & (o_action$q == open_action$RESET_FOR) & cfg_syn_cookies & ~fl[1] & ~fl[2] & ck_ok$q;
    assign ck_wnd = {16'h0, s_win$q} << tq[456:453];
    assign m_ins_valid = st$q == eng_state$INS_Q;
    assign m_ins_remote_ip = s_ip$q;
    assign m_ins_remote_port = s_sport$q;
    assign m_ins_local_port = s_dport$q;
    assign s_ins_ready = st$q == eng_state$INS_A;
    assign cmd$s_in_valid = (st$q == eng_state$CMD_OFFER) & ~k_taken$q;
    assign cmd$s_in_conn = conn$q;
    assign cmd$s_in_cmd = k_cmd$q;
    assign cmd$s_in_n = k_n$q;
    assign cmd$s_in_state = tq[3:0];
    assign cmd$s_in_rcv_nxt = tq[558:527];
    assign cmd$s_in_rcv_adv = tq[590:559];
    assign cmd$s_in_rcv_unread = tq[622:591];
    assign cmd$s_in_fin_queued = tq[623];
    assign cmd$m_dec_ready = 1'b1;
    assign open$s_in_valid = st$q == eng_state$OPEN_OFFER;
    assign open$s_in_conn = conn$q;
    assign open$s_in_listen = is_listen$q;
    assign open$s_in_iss = tq[148:117];
    assign open$s_in_snd_max = tq[276:245];
    assign open$s_in_ts_on = s_ts_on$q;
    assign open$s_in_ts_val = s_ts_val$q;
    assign open$m_dec_ready = 1'b1;
    assign ts_sample = s_ts_on$q & tq[461];
    assign rx_seq$s_in_valid = st$q == eng_state$RX_OFFER;
    assign rx_seq$s_in_conn = conn$q;
    assign rx_seq$s_in_state = tq[3:0];
    assign rx_seq$s_in_irs = tq[180:149];
    assign rx_seq$s_in_rcv_nxt = tq[558:527];
    assign rx_seq$s_in_rcv_adv = tq[590:559];
    assign rx_seq$s_in_ts_ok = tq[461];
    assign rx_seq$s_in_ts_recent = tq[493:462];
    assign rx_seq$s_in_last_ack_sent = tq[525:494];
    assign rx_seq$s_in_snd_mss = tq[452:437];
    assign rx_seq$s_in_passive = tq[4];
    assign rx_seq$s_in_unacked = tq[967:966];
    assign rx_seq$s_in_seq = s_seq$q;
    assign rx_seq$s_in_flags = s_flags$q;
    assign rx_seq$s_in_len = s_len$q;
    assign rx_seq$s_in_ts_on = s_ts_on$q;
    assign rx_seq$s_in_ts_val = s_ts_val$q;
    assign rx_seq$m_dec_ready = 1'b1;
    assign seg_len = {16'h0, s_len$q} + {31'h0, fl[1]} + {31'h0, fl[0]};
    assign ticks_rto = tq[886:855];
    assign d_hs_una = tq[212:181] - s_ack$q;
    assign d_hs_max = tq[276:245] - s_ack$q;
    assign d_hs_timing = tq[919:888] - s_ack$q;
    assign ack_ok = d_hs_una[31] & ~d_hs_max[31];
    assign rtt$s_in_valid = (st$q == eng_state$RTT_OFFER) & r_on$q;
    assign rtt$s_in_conn = conn$q;
    assign rtt$s_in_r = r_sample$q;
    assign rtt$s_in_seen = tq[790];
    assign rtt$s_in_srtt8 = tq[822:791];
    assign rtt$s_in_rttvar4 = tq[854:823];
    assign rtt$m_rtt_ready = 1'b1;
    assign d_ack_una = s_ack$q - tq[212:181];
    assign d_max_ack = tq[276:245] - s_ack$q;
    assign board$s_in_valid = st$q == eng_state$SB_OFFER;
    assign board$s_in_conn = conn$q;
    assign board$s_in_snd_una = b_una$q;
    assign board$s_in_snd_max = tq[276:245];
    assign board$s_in_mss = tq[452:437];
    assign board$s_in_high_rxt = tq[1300:1269];
    assign board$s_in_count = tq[1012:1010];
    assign board$s_in_s0 = tq[1044:1013];
    assign board$s_in_e0 = tq[1076:1045];
    assign board$s_in_s1 = tq[1108:1077];
    assign board$s_in_e1 = tq[1140:1109];
    assign board$s_in_s2 = tq[1172:1141];
    assign board$s_in_e2 = tq[1204:1173];
    assign board$s_in_s3 = tq[1236:1205];
    assign board$s_in_e3 = tq[1268:1237];
    assign board$s_in_nblocks = s_nblk$q;
    assign board$s_in_l0 = s_bl$0$q;
    assign board$s_in_r0 = s_br$0$q;
    assign board$s_in_l1 = s_bl$1$q;
    assign board$s_in_r1 = s_br$1$q;
    assign board$s_in_l2 = s_bl$2$q;
    assign board$s_in_r2 = s_br$2$q;
    assign board$s_in_l3 = s_bl$3$q;
    assign board$s_in_r3 = s_br$3$q;
    assign board$m_out_ready = 1'b1;
    assign bmask = (4'h1 << b_count$q) - 4'h1;
    assign ack$s_in_valid = st$q == eng_state$ACK_OFFER;
    assign ack$s_in_conn = conn$q;
    assign ack$s_in_state = tq[3:0];
    assign ack$s_in_snd_una = tq[212:181];
    assign ack$s_in_snd_nxt = tq[244:213];
    assign ack$s_in_snd_max = tq[276:245];
    assign ack$s_in_snd_wnd = tq[340:309];
    assign ack$s_in_max_snd_wnd = tq[372:341];
    assign ack$s_in_snd_wl1 = tq[404:373];
    assign ack$s_in_snd_wl2 = tq[436:405];
    assign ack$s_in_snd_shift = tq[456:453];
    assign ack$s_in_snd_mss = tq[452:437];
    assign ack$s_in_fin_sent = tq[624] & (tq[212:181] != tq[276:245]);
    assign ack$s_in_buf_len = tq[308:277] - tq[212:181];
    assign ack$s_in_ts_ok = tq[461];
    assign ack$s_in_timing_on = tq[887];
    assign ack$s_in_timing_seq = tq[919:888];
    assign ack$s_in_timing_at = tq[951:920];
    assign ack$s_in_rtt_seen = tq[790];
    assign ack$s_in_srtt8 = tq[822:791];
    assign ack$s_in_rttvar4 = tq[854:823];
    assign ack$s_in_rto = tq[886:855];
    assign ack$s_in_in_recovery = tq[757];
    assign ack$s_in_recover = tq[789:758];
    assign ack$s_in_cwnd = tq[689:658];
    assign ack$s_in_ssthresh = tq[721:690];
    assign ack$s_in_abc = tq[753:722];
    assign ack$s_in_dupacks = tq[756:754];
    assign ack$s_in_acked_bytes = tq[657:626];
    assign ack$s_in_now = now;
    assign ack$s_in_seq = s_seq$q;
    assign ack$s_in_ack = s_ack$q;
    assign ack$s_in_window = s_win$q;
    assign ack$s_in_flags = s_flags$q;
    assign ack$s_in_len = s_len$q;
    assign ack$s_in_tsecr_on = s_ts_on$q;
    assign ack$s_in_tsecr = s_ts_ecr$q;
    assign ack$s_in_sack = tq[526];
    assign ack$s_in_sack_new = tq[526] & b_newly$q;
    assign ack$s_in_lost_first = tq[526] & b_lost$q;
    assign ack$m_dec_ready = 1'b1;
    assign d_space = tq[590:559] - rq_room$q;
    assign rq_need = cfg_ooo & ((d_text$q == rx_text$OUT_OF_ORDER) | ((d_text$q == rx_text$DELIVER) & |d_take$q & |tq[1303:1301] & ~d_fin$q));
    assign tw_late = d_fin_late$q & (tq[3:0] == tcp_state$TIME_WAIT);
    assign rq$s_in_valid = st$q == eng_state$RQ_OFFER;
    assign rq$s_in_conn = conn$q;
    assign rq$s_in_advance = d_text$q == rx_text$DELIVER;
    assign rq$s_in_count = tq[1303:1301];
    assign rq$s_in_s0 = tq[1335:1304];
    assign rq$s_in_e0 = tq[1367:1336];
    assign rq$s_in_s1 = tq[1399:1368];
    assign rq$s_in_e1 = tq[1431:1400];
    assign rq$s_in_s2 = tq[1463:1432];
    assign rq$s_in_e2 = tq[1495:1464];
    assign rq$s_in_s3 = tq[1527:1496];
    assign rq$s_in_e3 = tq[1559:1528];
    assign rq$s_in_len = s_len$q;
    assign rq$s_in_space_end = rq_space$q;
    assign rq$m_out_ready = st$q == eng_state$RQ_WAIT;
    assign q_rlen = q_replay_end$q - q_seq$q;
    assign synced = (tq[3:0] != tcp_state$SYN_SENT) & (tq[3:0] != tcp_state$SYN_RECEIVED);
    assign owe = synced & (tq[965] | |tq[1562:1560]) & |tq[1303:1301];
    assign plan$s_in_valid = (st$q == eng_state$TX_OFFER) & ~pl_taken$q & ~owe;
    assign plan$s_in_conn = conn$q;
    assign plan$s_in_synchronized = synced;
    assign plan$s_in_snd_una = tq[212:181];
    assign plan$s_in_snd_nxt = tq[244:213];
    assign plan$s_in_snd_max = tq[276:245];
    assign plan$s_in_data_end = tq[308:277];
    assign plan$s_in_snd_wnd = tq[340:309];
    assign plan$s_in_cwnd = tq[689:658];
    assign plan$s_in_snd_mss = tq[452:437];
    assign plan$s_in_fin_queued = tq[623];
    assign plan$s_in_fin_sent = tq[624];
    assign plan$s_in_rexmt_first = tq[625];
    assign hdr$s_in_valid = ((st$q == eng_state$TX_OFFER) | (st$q == eng_state$EXP_OFFER) | (st$q == eng_state$CMD_OFFER)) & ~h_taken$q;
    assign hdr$s_in_conn = conn$q;
    assign hdr$s_in_rcv_nxt = tq[558:527];
    assign hdr$s_in_rcv_adv = tq[590:559];
    assign hdr$s_in_rcv_unread = tq[622:591];
    assign hdr$s_in_rcv_shift = tq[460:457];
    assign hdr$s_in_snd_una = tq[212:181];
    assign hdr$s_in_snd_wnd = tq[340:309];
    assign hdr$s_in_snd_max = tq[276:245];
    assign hdr$m_hdr_ready = 1'b1;
    assign plan$m_plan_ready = 1'b1;
    assign splan$s_in_valid = st$q == eng_state$SP_OFFER;
    assign splan$s_in_conn = conn$q;
    assign splan$s_in_synchronized = synced;
    assign splan$s_in_in_recovery = tq[757];
    assign splan$s_in_rexmt_first = tq[625];
    assign splan$s_in_snd_una = tq[212:181];
    assign splan$s_in_snd_nxt = tq[244:213];
    assign splan$s_in_snd_max = tq[276:245];
    assign splan$s_in_data_end = tq[308:277];
    assign splan$s_in_snd_wnd = tq[340:309];
    assign splan$s_in_cwnd = tq[689:658];
    assign splan$s_in_snd_mss = tq[452:437];
    assign splan$s_in_high_rxt = tq[1300:1269];
    assign splan$s_in_count = tq[1012:1010];
    assign splan$s_in_s0 = tq[1044:1013];
    assign splan$s_in_e0 = tq[1076:1045];
    assign splan$s_in_s1 = tq[1108:1077];
    assign splan$s_in_e1 = tq[1140:1109];
    assign splan$s_in_s2 = tq[1172:1141];
    assign splan$s_in_e2 = tq[1204:1173];
    assign splan$s_in_s3 = tq[1236:1205];
    assign splan$s_in_e3 = tq[1268:1237];
    assign splan$m_out_ready = 1'b1;
    assign m_find_valid = st$q == eng_state$FIND_Q;
    assign m_find_conn = conn$q;
    assign m_find_start = pl_start$q;
    assign m_find_limit = pl_limit$q;
    assign s_found_ready = st$q == eng_state$FIND_A;
    assign cut$s_in_valid = st$q == eng_state$CUT_OFFER;
    assign cut$s_in_conn = conn$q;
    assign cut$s_in_synchronized = synced;
    assign cut$s_in_snd_una = tq[212:181];
    assign cut$s_in_snd_nxt = tq[244:213];
    assign cut$s_in_snd_max = tq[276:245];
    assign cut$s_in_data_end = tq[308:277];
    assign cut$s_in_snd_wnd = tq[340:309];
    assign cut$s_in_fin_sent = tq[624];
    assign cut$s_in_ack_now = tq[965];
    assign cut$s_in_persist_on = tq[1006];
    assign cut$s_in_kind = pl_kind$q;
    assign cut$s_in_start = pl_start$q;
    assign cut$s_in_limit = pl_limit$q;
    assign cut$s_in_cut_ok = pl_cut_ok$q;
    assign cut$s_in_retransmit = pl_retransmit$q;
    assign cut$s_in_advance = pl_advance$q;
    assign cut$s_in_found = f_found$q;
    assign cut$s_in_found_off = f_off$q;
    assign cut$m_dec_ready = 1'b1;
    assign ticks_persist = pt$q;
    assign d_hr_end = tq[1300:1269] - x_end$q;
    assign timeout$s_in_valid = ((st$q == eng_state$EXP_OFFER) & e_mask$q[0] & ~to_taken$q) | (st$q == eng_state$PER_OFFER);
    assign timeout$s_in_conn = conn$q;
    assign timeout$s_in_persist = st$q == eng_state$PER_OFFER;
    assign timeout$s_in_synchronized = synced;
    assign timeout$s_in_snd_una = tq[212:181];
    assign timeout$s_in_snd_max = tq[276:245];
    assign timeout$s_in_snd_mss = tq[452:437];
    assign timeout$s_in_retries = tq[959:952];
    assign timeout$s_in_rto = tq[886:855];
    assign timeout$s_in_snd_wnd = tq[340:309];
    assign timeout$s_in_data_end = tq[308:277];
    assign timeout$s_in_persist_shift = tq[964:960];
    assign timeout$m_dec_ready = 1'b1;
    assign abort_rst = (((st$q == eng_state$TO_APPLY) & (o_to_action$q == timeout_action$ABORT)) | ((st$q == eng_state$CMD_APPLY) & (k_action$q == cmd_action$FREE) & k_rst$q)) & h_done$q & (tq[3:0] != tcp_state$SYN_SENT);
    assign is_seg = ~is_tx$q & ~is_exp$q & ~is_cmd$q & ~is_open$q;
    assign is_half = wb[1009] & (wb[3:0] == tcp_state$SYN_RECEIVED) & wb[4];
    assign m_gate_valid = (st$q == eng_state$OUTPUTS) & p_gate$q;
    assign m_gate_deliver = g_deliver$q;
    assign m_gate_conn = conn$q;
    assign m_gate_len = s_len$q;
    assign m_gate_keep = g_keep$q;
    assign m_gate_replay = g_replay$q;
    assign m_gate_r_seq = g_rseq$q;
    assign m_gate_r_len = g_rlen$q;
    assign g_klen = q_kept_end$q[15:0] - s_seq$q[15:0];
    assign m_event_valid = (st$q == eng_state$OUTPUTS) & (p_est$q | p_acked$q | p_last$q);
    assign m_event_conn = conn$q;
    assign m_timer_valid = (st$q == eng_state$OUTPUTS) & (p_all$q | p_rexmt$q | p_dack$q | p_persist$q | p_tw$q);
    assign m_timer_conn = conn$q;
    assign m_ready_valid = (st$q == eng_state$OUTPUTS) & p_ready$q;
    assign m_ready_conn = conn$q;
    assign m_ctl_valid = (st$q == eng_state$OUTPUTS) & p_ctl$q;
    assign m_ctl_mss = cfg_mss;
    assign m_ctl_ws = c_ws$q;
    assign m_ctl_ts_val = c_ts_val$q;
    assign m_ctl_ts_ecr = c_ts_ecr$q;
    assign m_ctl_nblocks = 3'h0;
    assign m_ctl_l0 = 32'h0;
    assign m_ctl_r0 = 32'h0;
    assign m_ctl_l1 = 32'h0;
    assign m_ctl_r1 = 32'h0;
    assign m_ctl_l2 = 32'h0;
    assign m_ctl_r2 = 32'h0;
    assign m_ctl_l3 = 32'h0;
    assign m_ctl_r3 = 32'h0;
    assign m_ctl_payload = 1'b0;
    assign m_free_valid = (st$q == eng_state$OUTPUTS) & p_free$q;
    assign m_free_conn = conn$q;
    assign m_seg_valid = (st$q == eng_state$OUTPUTS) & p_seg$q;
    assign m_seg_dst_mac = tq[52:5];
    assign m_seg_dst_ip = tq[84:53];
    assign m_seg_src_port = tq[116:101];
    assign m_seg_dst_port = tq[100:85];
    assign m_seg_seq = x_seq$q;
    assign m_seg_ack = tq[558:527];
    assign m_seg_flags = x_flags$q;
    assign m_seg_window = h_window$q;
    assign m_seg_mss_on = 1'b0;
    assign m_seg_mss = 16'h0;
    assign m_seg_ws_on = 1'b0;
    assign m_seg_ws = 4'h0;
    assign m_seg_sackp = 1'b0;
    assign m_seg_ts_on = tq[461];
    assign m_seg_ts_val = x_now$q;
    assign m_seg_ts_ecr = tq[493:462];
    assign m_seg_nblocks = x_nblk$q;
    assign m_seg_l0 = tq[1335:1304];
    assign m_seg_r0 = tq[1367:1336];
    assign m_seg_l1 = tq[1399:1368];
    assign m_seg_r1 = tq[1431:1400];
    assign m_seg_l2 = tq[1463:1432];
    assign m_seg_r2 = tq[1495:1464];
    assign m_seg_l3 = tq[1527:1496];
    assign m_seg_r3 = tq[1559:1528];
    assign m_seg_payload = x_flags$q[3];
    assign m_rd_valid = (st$q == eng_state$OUTPUTS) & p_rd$q;
    assign m_rd_conn = conn$q;
    assign m_rd_seq = x_seq$q;
    assign m_rd_len = x_len$q;
    assign outs_busy = p_seg$q | p_rd$q | p_gate$q | p_est$q | p_acked$q | p_last$q | p_all$q | p_rexmt$q | p_dack$q | p_persist$q | p_tw$q | p_ready$q | p_ctl$q | p_free$q;
    assign cnt_segments = n_seg$q;
    assign cnt_paws = n_paws$q;
    assign cnt_out_of_window = n_oow$q;
    assign cnt_rst_out_of_window = n_rst_oow$q;
    assign cnt_syn_in_window = n_syn_iw$q;
    assign cnt_no_ack = n_no_ack$q;
    assign cnt_bad_ack = n_bad_ack$q;
    assign cnt_ack_of_unsent = n_unsent$q;
    assign cnt_ack_too_old = n_too_old$q;
    assign cnt_challenge_limited = n_chal_lim$q;
    assign cnt_duplicate = n_dup$q;
    assign cnt_challenge = n_chal$q;
    assign cnt_out_of_order = n_ooo$q;
    assign cnt_dup_acks = n_dupack$q;
    assign cnt_fast_rexmt = n_fastrx$q;
    assign cnt_bytes_delivered = n_deliv$q;
    assign cnt_bytes_acked = n_acked$q;
    assign cnt_rst_no_ack = n_rst_no_ack$q;
    assign cnt_no_syn = n_no_syn$q;
    assign cnt_turns = n_turns$q;
    assign cnt_segments_out = n_seg_out$q;
    assign cnt_data_segments_out = n_data_out$q;
    assign cnt_retransmitted_segments = n_rexmt_seg$q;
    assign cnt_retransmitted_bytes = n_rexmt_bytes$q;
    assign cnt_stale = n_stale$q;
    assign cnt_expiries = n_exp$q;
    assign cnt_rto_expiries = n_rto$q;
    assign cnt_zero_window_probes = n_probes$q;
    assign cnt_rst_out = n_rst_out$q;
    assign cnt_listen_rst = n_listen_rst$q;
    assign cnt_listen_ack = n_listen_ack$q;
    assign cnt_listen_no_syn = n_listen_no_syn$q;
    assign cnt_table_full = n_table_full$q;
    assign cnt_half_open_full = n_half_full$q;
    assign cnt_syn_cookies_sent = n_ck_sent$q;
    assign cnt_syn_cookies_ok = n_ck_ok$q;
    assign cnt_ooo_kept = n_kept$q;
    assign cnt_ooo_replayed_bytes = n_replayed$q;
    assign cnt_sack_acks_out = n_sack_out$q;
    assign cnt_reasm_duplicate = n_rq_dup$q;
    assign cnt_reasm_full = n_rq_full$q;
    assign cnt_reasm_beyond = n_rq_beyond$q;
    assign cnt_sack_retransmits = n_sack_rexmt$q;

    always @(*) begin
        st$d = st$q;
        tcb$d = tcb$q;
        in_load$d = in_load$q;
        wr_host$d = wr_host$q;
        wr_en$d = wr_en$q;
        sr$d = sr$q;
        beat$d = beat$q;
        conn$d = conn$q;
        s_mac$d = s_mac$q;
        s_ip$d = s_ip$q;
        s_sport$d = s_sport$q;
        s_dport$d = s_dport$q;
        s_seq$d = s_seq$q;
        s_ack$d = s_ack$q;
        s_flags$d = s_flags$q;
        s_win$d = s_win$q;
        s_len$d = s_len$q;
        s_ts_on$d = s_ts_on$q;
        s_ts_val$d = s_ts_val$q;
        s_ts_ecr$d = s_ts_ecr$q;
        s_mss_on$d = s_mss_on$q;
        s_mss$d = s_mss$q;
        s_ws_on$d = s_ws_on$q;
        s_ws$d = s_ws$q;
        s_sackp$d = s_sackp$q;
        o_action$d = o_action$q;
        o_cause$d = o_cause$q;
        r2_sample$d = r2_sample$q;
        r2_on$d = r2_on$q;
        rtt_then_ack$d = rtt_then_ack$q;
        n_rst_no_ack$d = n_rst_no_ack$q;
        n_no_syn$d = n_no_syn$q;
        d_action$d = d_action$q;
        d_cause$d = d_cause$q;
        d_ack_now$d = d_ack_now$q;
        d_signal$d = d_signal$q;
        d_ts_upd$d = d_ts_upd$q;
        d_ts_recent$d = d_ts_recent$q;
        d_text$d = d_text$q;
        d_skip$d = d_skip$q;
        d_take$d = d_take$q;
        d_dack_start$d = d_dack_start$q;
        d_unacked$d = d_unacked$q;
        d_fin$d = d_fin$q;
        d_fin_late$d = d_fin_late$q;
        d_rcv_nxt$d = d_rcv_nxt$q;
        a_unsent$d = a_unsent$q;
        a_persist_stop$d = a_persist_stop$q;
        a_advanced$d = a_advanced$q;
        a_data_acked$d = a_data_acked$q;
        a_fin_acked$d = a_fin_acked$q;
        a_rexmt_first$d = a_rexmt_first$q;
        a_rexmt_timer$d = a_rexmt_timer$q;
        a_dup_ack$d = a_dup_ack$q;
        a_fast_rexmt$d = a_fast_rexmt$q;
        a_wake$d = a_wake$q;
        r_sample$d = r_sample$q;
        r_on$d = r_on$q;
        wake$d = wake$q;
        p_gate$d = p_gate$q;
        g_deliver$d = g_deliver$q;
        p_est$d = p_est$q;
        p_acked$d = p_acked$q;
        p_last$d = p_last$q;
        last_kind$d = last_kind$q;
        p_rexmt$d = p_rexmt$q;
        rexmt_arm$d = rexmt_arm$q;
        rexmt_ticks$d = rexmt_ticks$q;
        p_dack$d = p_dack$q;
        p_persist$d = p_persist$q;
        p_tw$d = p_tw$q;
        p_all$d = p_all$q;
        p_ready$d = p_ready$q;
        p_ctl$d = p_ctl$q;
        c_from_seg$d = c_from_seg$q;
        c_seq$d = c_seq$q;
        c_ack$d = c_ack$q;
        c_flags$d = c_flags$q;
        c_window$d = c_window$q;
        c_mss_on$d = c_mss_on$q;
        c_ws_on$d = c_ws_on$q;
        c_ws$d = c_ws$q;
        c_sackp$d = c_sackp$q;
        c_ts_on$d = c_ts_on$q;
        c_ts_val$d = c_ts_val$q;
        c_ts_ecr$d = c_ts_ecr$q;
        p_free$d = p_free$q;
        n_seg$d = n_seg$q;
        n_paws$d = n_paws$q;
        n_oow$d = n_oow$q;
        n_rst_oow$d = n_rst_oow$q;
        n_syn_iw$d = n_syn_iw$q;
        n_no_ack$d = n_no_ack$q;
        n_bad_ack$d = n_bad_ack$q;
        n_unsent$d = n_unsent$q;
        n_too_old$d = n_too_old$q;
        a_too_old$d = a_too_old$q;
        n_chal_lim$d = n_chal_lim$q;
        n_dup$d = n_dup$q;
        n_chal$d = n_chal$q;
        n_ooo$d = n_ooo$q;
        n_dupack$d = n_dupack$q;
        n_fastrx$d = n_fastrx$q;
        n_deliv$d = n_deliv$q;
        n_acked$d = n_acked$q;
        is_tx$d = is_tx$q;
        pl_taken$d = pl_taken$q;
        h_taken$d = h_taken$q;
        h_done$d = h_done$q;
        pl_kind$d = pl_kind$q;
        pl_start$d = pl_start$q;
        pl_limit$d = pl_limit$q;
        pl_cut_ok$d = pl_cut_ok$q;
        pl_retransmit$d = pl_retransmit$q;
        pl_advance$d = pl_advance$q;
        f_found$d = f_found$q;
        f_off$d = f_off$q;
        h_window$d = h_window$q;
        h_rcv_adv$d = h_rcv_adv$q;
        h_ack_seq$d = h_ack_seq$q;
        x_action$d = x_action$q;
        x_seq$d = x_seq$q;
        x_len$d = x_len$q;
        x_resent$d = x_resent$q;
        x_retransmit$d = x_retransmit$q;
        x_snd_nxt$d = x_snd_nxt$q;
        x_snd_max$d = x_snd_max$q;
        x_fin_sent$d = x_fin_sent$q;
        x_persist$d = x_persist$q;
        x_flags$d = x_flags$q;
        x_now$d = x_now$q;
        dack_arm$d = dack_arm$q;
        persist_arm$d = persist_arm$q;
        persist_ticks$d = persist_ticks$q;
        p_seg$d = p_seg$q;
        p_rd$d = p_rd$q;
        n_turns$d = n_turns$q;
        n_seg_out$d = n_seg_out$q;
        n_data_out$d = n_data_out$q;
        n_rexmt_seg$d = n_rexmt_seg$q;
        n_rexmt_bytes$d = n_rexmt_bytes$q;
        n_stale$d = n_stale$q;
        is_exp$d = is_exp$q;
        e_mask$d = e_mask$q;
        to_taken$d = to_taken$q;
        o_to_action$d = o_to_action$q;
        o_to_retries$d = o_to_retries$q;
        o_to_rto$d = o_to_rto$q;
        o_to_ssthresh$d = o_to_ssthresh$q;
        o_to_cwnd$d = o_to_cwnd$q;
        o_to_recover$d = o_to_recover$q;
        o_to_snd_nxt$d = o_to_snd_nxt$q;
        o_to_shift$d = o_to_shift$q;
        o_to_ticks$d = o_to_ticks$q;
        x_exhausted$d = x_exhausted$q;
        n_exp$d = n_exp$q;
        n_rto$d = n_rto$q;
        n_probes$d = n_probes$q;
        n_rst_out$d = n_rst_out$q;
        is_cmd$d = is_cmd$q;
        is_open$d = is_open$q;
        is_listen$d = is_listen$q;
        is_new$d = is_new$q;
        k_cmd$d = k_cmd$q;
        k_n$d = k_n$q;
        k_taken$d = k_taken$q;
        k_action$d = k_action$q;
        k_aborted$d = k_aborted$q;
        k_rst$d = k_rst$q;
        k_state$d = k_state$q;
        k_fin_queued$d = k_fin_queued$q;
        k_rcv_unread$d = k_rcv_unread$q;
        k_ack_now$d = k_ack_now$q;
        k_wake$d = k_wake$q;
        n_listen_rst$d = n_listen_rst$q;
        n_listen_ack$d = n_listen_ack$q;
        n_listen_no_syn$d = n_listen_no_syn$q;
        n_table_full$d = n_table_full$q;
        n_half_full$d = n_half_full$q;
        half_open$d = half_open$q;
        was_half$d = was_half$q;
        s_nblk$d = s_nblk$q;
        b_una$d = b_una$q;
        b_count$d = b_count$q;
        b_high$d = b_high$q;
        b_newly$d = b_newly$q;
        b_lost$d = b_lost$q;
        sp_by$d = sp_by$q;
        x_end$d = x_end$q;
        n_sack_rexmt$d = n_sack_rexmt$q;
        is_cookie$d = is_cookie$q;
        c_cookie$d = c_cookie$q;
        n_ck_sent$d = n_ck_sent$q;
        n_ck_ok$d = n_ck_ok$q;
        q_ran$d = q_ran$q;
        q_v$d = q_v$q;
        q_count$d = q_count$q;
        q_kept_end$d = q_kept_end$q;
        q_replay$d = q_replay$q;
        q_replay_end$d = q_replay_end$q;
        g_keep$d = g_keep$q;
        g_replay$d = g_replay$q;
        g_rseq$d = g_rseq$q;
        g_rlen$d = g_rlen$q;
        x_owe$d = x_owe$q;
        x_nblk$d = x_nblk$q;
        n_kept$d = n_kept$q;
        n_replayed$d = n_replayed$q;
        n_sack_out$d = n_sack_out$q;
        n_rq_dup$d = n_rq_dup$q;
        n_rq_full$d = n_rq_full$q;
        n_rq_beyond$d = n_rq_beyond$q;
        q_seq$d = q_seq$q;
        q_s$0$d = q_s$0$q;
        q_e$0$d = q_e$0$q;
        q_s$1$d = q_s$1$q;
        q_e$1$d = q_e$1$q;
        q_s$2$d = q_s$2$q;
        q_e$2$d = q_e$2$q;
        q_s$3$d = q_s$3$q;
        q_e$3$d = q_e$3$q;
        s_bl$0$d = s_bl$0$q;
        s_br$0$d = s_br$0$q;
        s_bl$1$d = s_bl$1$q;
        s_br$1$d = s_br$1$q;
        s_bl$2$d = s_bl$2$q;
        s_br$2$d = s_br$2$q;
        s_bl$3$d = s_bl$3$q;
        s_br$3$d = s_br$3$q;
        b_s$0$d = b_s$0$q;
        b_e$0$d = b_e$0$q;
        b_s$1$d = b_s$1$q;
        b_e$1$d = b_e$1$q;
        b_s$2$d = b_s$2$q;
        b_e$2$d = b_e$2$q;
        b_s$3$d = b_s$3$q;
        b_e$3$d = b_e$3$q;
        chal_req = 1'b0;
        wr_host$d = 1'b0;
        if (take_wr) begin
            sr$d = sr_in;
            conn$d = s_tcb_wr_conn;
            if (s_tcb_wr_last) begin
                wr_host$d = 1'b1;
                st$d = eng_state$HOST_WRITE;
            end
        end
        if (take_rd) begin
            conn$d = s_tcb_rd_conn;
            st$d = eng_state$HOST_ADDR;
        end
        if (take_ev) begin
            is_tx$d = take_pick;
            is_exp$d = take_exp;
            is_cmd$d = take_cmd;
            is_open$d = take_open;
            is_listen$d = take_seg & s_seg_listen;
            is_new$d = take_open;
            dack_arm$d = take_seg;
            persist_arm$d = 1'b0;
            pl_taken$d = 1'b0;
            h_taken$d = 1'b0;
            h_done$d = 1'b0;
            to_taken$d = 1'b0;
            k_taken$d = 1'b0;
            f_found$d = 1'b0;
            f_off$d = 16'h0;
            x_exhausted$d = 1'b0;
            wake$d = 1'b0;
            r_on$d = 1'b0;
            r2_on$d = 1'b0;
            g_deliver$d = 1'b0;
            p_est$d = 1'b0;
            p_acked$d = 1'b0;
            p_last$d = 1'b0;
            p_rexmt$d = 1'b0;
            p_dack$d = 1'b0;
            p_persist$d = 1'b0;
            p_tw$d = 1'b0;
            p_all$d = 1'b0;
            p_ctl$d = 1'b0;
            p_free$d = 1'b0;
            was_half$d = 1'b0;
            is_cookie$d = 1'b0;
            c_cookie$d = 1'b0;
            q_ran$d = 1'b0;
            g_keep$d = 1'b0;
            g_replay$d = 1'b0;
            x_owe$d = 1'b0;
            x_nblk$d = 3'h0;
            st$d = eng_state$SEG_ADDR;
        end
        if (take_seg) begin
            conn$d = s_seg_conn;
            s_mac$d = s_seg_src_mac;
            s_ip$d = s_seg_src_ip;
            s_sport$d = s_seg_src_port;
            s_dport$d = s_seg_dst_port;
            s_seq$d = s_seg_seq;
            s_ack$d = s_seg_ack;
            s_flags$d = s_seg_flags;
            s_win$d = s_seg_window;
            s_len$d = s_seg_len;
            s_ts_on$d = s_seg_ts_on;
            s_ts_val$d = s_seg_ts_val;
            s_ts_ecr$d = s_seg_ts_ecr;
            s_mss_on$d = s_seg_mss_on;
            s_mss$d = s_seg_mss;
            s_ws_on$d = s_seg_ws_on;
            s_ws$d = s_seg_ws;
            s_sackp$d = s_seg_sackp;
            s_nblk$d = s_seg_nblocks;
            s_bl$0$d = s_seg_l0;
            s_br$0$d = s_seg_r0;
            s_bl$1$d = s_seg_l1;
            s_br$1$d = s_seg_r1;
            s_bl$2$d = s_seg_l2;
            s_br$2$d = s_seg_r2;
            s_bl$3$d = s_seg_l3;
            s_br$3$d = s_seg_r3;
            n_seg$d = n_seg$q + 32'h1;
            if (s_seg_listen) begin
                st$d = eng_state$OPEN_OFFER;
            end
        end
        if (take_cmd) begin
            conn$d = s_cmd_conn;
            k_cmd$d = s_cmd_cmd;
            k_n$d = s_cmd_n;
        end
        if (take_open) begin
            conn$d = s_open_conn;
            s_mac$d = s_open_remote_mac;
            s_ip$d = s_open_remote_ip;
            s_sport$d = s_open_remote_port;
            s_dport$d = s_open_local_port;
        end
        if (take_pick) begin
            conn$d = s_pick_conn;
            n_turns$d = n_turns$q + 32'h1;
        end
        if (take_exp) begin
            conn$d = s_exp_conn;
            e_mask$d = s_exp_mask;
            n_exp$d = n_exp$q + 32'h1;
        end
        if (st$q == eng_state$SEG_ADDR) begin
            st$d = eng_state$SEG_DATA;
        end
        in_load$d = st$q == eng_state$SEG_DATA;
        if (st$q == eng_state$SEG_DATA) begin
            st$d = eng_state$LOAD;
        end
        if (st$q == eng_state$HOST_ADDR) begin
            st$d = eng_state$HOST_DATA;
        end
        if (st$q == eng_state$HOST_DATA) begin
            st$d = eng_state$HOST_LOAD;
        end
        wr_en$d = 1'b0;
        if (st$q == eng_state$HOST_WRITE) begin
            wr_en$d = ~past;
            st$d = eng_state$HOST_COMMIT;
        end
        if (st$q == eng_state$HOST_COMMIT) begin
            st$d = eng_state$IDLE;
        end
        if (st$q == eng_state$HOST_LOAD) begin
            beat$d = 5'h0;
            st$d = eng_state$HOST_READ;
        end
        if ((st$q == eng_state$HOST_READ) & m_tcb_rd_ready) begin
            beat$d = beat$q + 5'h1;
            if (beat$q == tcb_beats$LAST_BEAT) begin
                st$d = eng_state$IDLE;
            end
        end
        if (in_load$q) begin
            tcb$d = rd_q$q;
            was_half$d = rd_q$q[1009] & (rd_q$q[3:0] == tcp_state$SYN_RECEIVED) & rd_q$q[4];
            if (is_new$q & is_cookie$q & rd_q$q[1009]) begin
                is_new$d = 1'b0;
                is_listen$d = 1'b0;
                is_cookie$d = 1'b0;
                st$d = eng_state$RX_OFFER;
            end
            else if (is_new$q) begin
                st$d = eng_state$NEW_TCB;
            end
            else if (~rd_q$q[1009]) begin
                if (is_cmd$q) begin
                    p_last$d = 1'b1;
                    last_kind$d = eng_event$ERROR;
                end
                else if (~is_tx$q & ~is_exp$q) begin
                    n_stale$d = n_stale$q + 32'h1;
                end
                st$d = eng_state$WRITE_BACK;
            end
            else if (is_cmd$q) begin
                st$d = eng_state$CMD_OFFER;
            end
            else if (is_exp$q) begin
                e_mask$d = fired;
                if (fired[0]) begin
                    tcb$d[1004] = 1'b0;
                end
                if (fired[1]) begin
                    tcb$d[1005] = 1'b0;
                end
                if (fired[2]) begin
                    tcb$d[1006] = 1'b0;
                end
                if (fired[3]) begin
                    tcb$d[1007] = 1'b0;
                    p_free$d = 1'b1;
                    p_all$d = 1'b1;
                    p_last$d = 1'b1;
                    last_kind$d = eng_event$CLOSED;
                    st$d = eng_state$WRITE_BACK;
                end
                else begin
                    st$d = eng_state$EXP_OFFER;
                end
            end
            else if (is_tx$q) begin
                st$d = eng_state$TX_OFFER;
            end
            else if (rd_q$q[3:0] == tcp_state$SYN_SENT) begin
                st$d = eng_state$OPEN_OFFER;
            end
            else begin
                st$d = eng_state$RX_OFFER;
            end
        end
        if (st$q == eng_state$COOKIE_EST) begin
            tcb$d[3:0] = tcp_state$ESTABLISHED;
            tcb$d[212:181] = s_ack$q;
            tcb$d[244:213] = s_ack$q;
            tcb$d[276:245] = s_ack$q;
            tcb$d[308:277] = s_ack$q;
            tcb$d[340:309] = ck_wnd;
            tcb$d[372:341] = ck_wnd;
            tcb$d[404:373] = s_seq$q;
            tcb$d[436:405] = s_ack$q;
            tcb$d[590:559] = tq[558:527] + syn_win;
            n_ck_ok$d = n_ck_ok$q + 32'h1;
            p_est$d = 1'b1;
            wake$d = 1'b1;
            st$d = eng_state$RX_OFFER;
        end
        if (st$q == eng_state$NEW_TCB) begin
            tcb$d = 1563'h0;
            tcb$d[1008] = tq[1008];
            tcb$d[1009] = 1'b1;
            tcb$d[4] = is_listen$q;
            tcb$d[52:5] = s_mac$q;
            tcb$d[84:53] = s_ip$q;
            tcb$d[100:85] = s_sport$q;
            tcb$d[116:101] = s_dport$q;
            tcb$d[148:117] = new_iss;
            tcb$d[212:181] = new_iss;
            tcb$d[244:213] = new_iss;
            tcb$d[276:245] = new_iss;
            tcb$d[308:277] = new_iss;
            tcb$d[789:758] = new_iss;
            tcb$d[1300:1269] = new_iss;
            tcb$d[452:437] = open_bytes$DEFAULT_MSS;
            tcb$d[721:690] = new_tcb$SSTHRESH_NONE;
            tcb$d[886:855] = cfg_rto_initial;
            if (is_listen$q) begin
                tcb$d[3:0] = tcp_state$SYN_RECEIVED;
                st$d = eng_state$OPEN_OFFER;
            end
            else begin
                tcb$d[3:0] = tcp_state$SYN_SENT;
                st$d = eng_state$SYN_TX;
            end
        end
        if (m_ins_valid & m_ins_ready) begin
            st$d = eng_state$INS_A;
        end
        if ((st$q == eng_state$INS_A) & s_ins_valid) begin
            if (s_ins_ok) begin
                conn$d = s_ins_conn;
                is_new$d = 1'b1;
                st$d = eng_state$SEG_ADDR;
            end
            else begin
                n_table_full$d = n_table_full$q + 32'h1;
                st$d = eng_state$WRITE_BACK;
            end
        end
        if (cmd$s_in_valid & cmd$s_in_ready) begin
            k_taken$d = 1'b1;
        end
        if ((st$q == eng_state$CMD_OFFER) & (k_taken$q | cmd$s_in_ready) & (h_taken$q | hdr$s_in_ready)) begin
            st$d = eng_state$CMD_WAIT;
        end
        if ((st$q == eng_state$CMD_WAIT) & cmd$m_dec_valid) begin
            k_action$d = cmd$m_dec_action;
            k_aborted$d = cmd$m_dec_aborted;
            k_rst$d = cmd$m_dec_rst;
            k_state$d = cmd$m_dec_state;
            k_fin_queued$d = cmd$m_dec_fin_queued;
            k_rcv_unread$d = cmd$m_dec_rcv_unread;
            k_ack_now$d = cmd$m_dec_ack_now;
            k_wake$d = cmd$m_dec_wake;
            st$d = eng_state$CMD_APPLY;
        end
        if ((st$q == eng_state$CMD_APPLY) & h_done$q) begin
            st$d = eng_state$WRITE_BACK;
            if (k_action$q == cmd_action$REFUSE) begin
                p_last$d = 1'b1;
                last_kind$d = eng_event$ERROR;
            end
            if (k_action$q == cmd_action$FREE) begin
                p_free$d = 1'b1;
                p_all$d = 1'b1;
                p_last$d = 1'b1;
                last_kind$d = eng_event$CLOSED;
                if (k_aborted$q) begin
                    last_kind$d = eng_event$ABORTED;
                end
            end
            if (k_action$q == cmd_action$UPDATE) begin
                tcb$d[3:0] = k_state$q;
                if (k_fin_queued$q) begin
                    tcb$d[623] = 1'b1;
                end
                tcb$d[622:591] = k_rcv_unread$q;
                if (k_ack_now$q) begin
                    tcb$d[965] = 1'b1;
                end
                if (k_cmd$q == host_cmd$SEND) begin
                    tcb$d[308:277] = tq[308:277] + k_n$q;
                end
                wake$d = k_wake$q;
            end
        end
        if ((st$q == eng_state$OPEN_OFFER) & open$s_in_ready) begin
            st$d = eng_state$OPEN_WAIT;
        end
        if ((st$q == eng_state$OPEN_WAIT) & open$m_dec_valid) begin
            o_action$d = open$m_dec_action;
            o_cause$d = open$m_dec_cause;
            if (open$m_dec_params_on & ((open$m_dec_action == open_action$ESTABLISHED) | (open$m_dec_action == open_action$SIMULTANEOUS) | (open$m_dec_action == open_action$OPEN))) begin
                tcb$d[180:149] = open$m_dec_irs;
                tcb$d[558:527] = open$m_dec_rcv_nxt;
                tcb$d[590:559] = open$m_dec_rcv_nxt;
                tcb$d[525:494] = open$m_dec_rcv_nxt;
                tcb$d[456:453] = open$m_dec_snd_shift;
                tcb$d[460:457] = open$m_dec_rcv_shift;
                tcb$d[461] = open$m_dec_ts_ok;
                if (open$m_dec_ts_ok) begin
                    tcb$d[493:462] = open$m_dec_ts_recent;
                end
                tcb$d[526] = open$m_dec_sack_ok;
                tcb$d[452:437] = open$m_dec_snd_mss;
                tcb$d[689:658] = open$m_dec_cwnd;
                tcb$d[340:309] = open$m_dec_snd_wnd;
                tcb$d[372:341] = open$m_dec_snd_wnd;
                tcb$d[404:373] = open$m_dec_snd_wl1;
                tcb$d[436:405] = open$m_dec_snd_wl2;
            end
            st$d = eng_state$OPEN_ACT;
        end
        if (st$q == eng_state$OPEN_ACT) begin
            st$d = eng_state$WRITE_BACK;
            if (o_cause$q == open_cause$BAD_ACK) begin
                n_bad_ack$d = n_bad_ack$q + 32'h1;
            end
            if (o_cause$q == open_cause$RST_NO_ACK) begin
                n_rst_no_ack$d = n_rst_no_ack$q + 32'h1;
            end
            if (o_cause$q == open_cause$NO_SYN) begin
                n_no_syn$d = n_no_syn$q + 32'h1;
            end
            if (o_cause$q == open_cause$LISTEN_RST) begin
                n_listen_rst$d = n_listen_rst$q + 32'h1;
            end
            if ((o_cause$q == open_cause$LISTEN_ACK) & ~ck_take) begin
                n_listen_ack$d = n_listen_ack$q + 32'h1;
            end
            if (o_cause$q == open_cause$LISTEN_NO_SYN) begin
                n_listen_no_syn$d = n_listen_no_syn$q + 32'h1;
            end
            if (o_action$q == open_action$OPEN) begin
                if (is_new$q & is_cookie$q) begin
                    st$d = eng_state$COOKIE_EST;
                end
                else if (is_new$q) begin
                    st$d = eng_state$SYN_TX;
                end
                else if (half_full$q & cfg_syn_cookies) begin
                    n_ck_sent$d = n_ck_sent$q + 32'h1;
                    p_ctl$d = 1'b1;
                    c_from_seg$d = 1'b1;
                    c_cookie$d = 1'b1;
                    c_seq$d = 32'h0;
                    c_seq$d[23:0] = ck_h$q;
                    c_seq$d[26:24] = ck_idx$q;
                    c_seq$d[31:27] = ck_cur;
                    c_ack$d = s_seq$q + 32'h1;
                    c_flags$d = 8'h0;
                    c_flags$d[1] = 1'b1;
                    c_flags$d[4] = 1'b1;
                    c_window$d = syn_win[15:0];
                    c_mss_on$d = 1'b1;
                    c_ws_on$d = s_ts_on$q & s_ws_on$q;
                    c_ws$d = cfg_rcv_shift;
                    c_sackp$d = s_ts_on$q & s_sackp$q & cfg_sack;
                    c_ts_on$d = s_ts_on$q;
                    c_ts_val$d = ck_ts$q;
                    c_ts_ecr$d = s_ts_val$q;
                end
                else if (half_full$q) begin
                    n_half_full$d = n_half_full$q + 32'h1;
                end
                else begin
                    st$d = eng_state$INS_Q;
                end
            end
            if ((o_action$q == open_action$RESET_FOR) & ~fl[2] & ~ck_take) begin
                p_ctl$d = 1'b1;
                c_from_seg$d = 1'b1;
            end
            if (ck_take) begin
                is_cookie$d = 1'b1;
                st$d = eng_state$INS_Q;
            end
            if (o_action$q == open_action$RESET) begin
                p_free$d = 1'b1;
                p_all$d = 1'b1;
                p_last$d = 1'b1;
                last_kind$d = eng_event$RESET;
            end
            if (o_action$q == open_action$ESTABLISHED) begin
                tcb$d[3:0] = tcp_state$ESTABLISHED;
                tcb$d[212:181] = s_ack$q;
                tcb$d[244:213] = s_ack$q;
                tcb$d[308:277] = s_ack$q;
                tcb$d[959:952] = 8'h0;
                tcb$d[1004] = 1'b0;
                p_rexmt$d = 1'b1;
                rexmt_arm$d = 1'b0;
                tcb$d[887] = 1'b0;
                if (tq[887] & d_hs_timing[31]) begin
                    r_on$d = 1'b1;
                    r_sample$d = now - tq[951:920];
                    r2_on$d = ts_sample;
                    r2_sample$d = now - s_ts_ecr$q;
                end
                else begin
                    r_on$d = ts_sample;
                    r_sample$d = now - s_ts_ecr$q;
                end
                rtt_then_ack$d = 1'b0;
                tcb$d[965] = 1'b1;
                p_est$d = 1'b1;
                wake$d = 1'b1;
                st$d = eng_state$RTT_OFFER;
            end
            if (o_action$q == open_action$SIMULTANEOUS) begin
                tcb$d[3:0] = tcp_state$SYN_RECEIVED;
                st$d = eng_state$SYN_TX;
            end
        end
        if ((st$q == eng_state$RX_OFFER) & rx_seq$s_in_ready) begin
            st$d = eng_state$RX_WAIT;
        end
        if ((st$q == eng_state$RX_WAIT) & rx_seq$m_dec_valid) begin
            d_action$d = rx_seq$m_dec_action;
            d_cause$d = rx_seq$m_dec_cause;
            d_ack_now$d = rx_seq$m_dec_ack_now;
            d_signal$d = rx_seq$m_dec_signal;
            d_ts_upd$d = rx_seq$m_dec_ts_upd;
            d_ts_recent$d = rx_seq$m_dec_ts_recent;
            d_text$d = rx_seq$m_dec_text;
            d_skip$d = rx_seq$m_dec_skip;
            d_take$d = rx_seq$m_dec_take;
            d_dack_start$d = rx_seq$m_dec_dack_start;
            d_unacked$d = rx_seq$m_dec_unacked;
            d_fin$d = rx_seq$m_dec_fin;
            d_fin_late$d = rx_seq$m_dec_fin_late;
            d_rcv_nxt$d = rx_seq$m_dec_rcv_nxt;
            st$d = eng_state$ACT;
        end
        if (st$q == eng_state$ACT) begin
            st$d = eng_state$WRITE_BACK;
            if (d_cause$q == rx_cause$PAWS) begin
                n_paws$d = n_paws$q + 32'h1;
            end
            if (d_cause$q == rx_cause$OUT_OF_WINDOW) begin
                n_oow$d = n_oow$q + 32'h1;
            end
            if (d_cause$q == rx_cause$RST_OUT_OF_WINDOW) begin
                n_rst_oow$d = n_rst_oow$q + 32'h1;
            end
            if (d_cause$q == rx_cause$SYN_IN_WINDOW) begin
                n_syn_iw$d = n_syn_iw$q + 32'h1;
            end
            if (d_cause$q == rx_cause$NO_ACK) begin
                n_no_ack$d = n_no_ack$q + 32'h1;
            end
            if (d_action$q == rx_action$SYN_REXMT) begin
                st$d = eng_state$SYN_TX;
            end
            if ((d_action$q == rx_action$DROP) & d_ack_now$q) begin
                tcb$d[965] = 1'b1;
                wake$d = 1'b1;
            end
            if (d_action$q == rx_action$CHALLENGE) begin
                chal_req = 1'b1;
            end
            if (d_action$q == rx_action$RESET) begin
                p_free$d = 1'b1;
                p_all$d = 1'b1;
                p_last$d = d_signal$q != rx_signal$QUIET;
                last_kind$d = eng_event$RESET;
                if (d_signal$q == rx_signal$CLOSED) begin
                    last_kind$d = eng_event$CLOSED;
                end
            end
            if (d_action$q == rx_action$PROCEED) begin
                if (d_ts_upd$q) begin
                    tcb$d[493:462] = d_ts_recent$q;
                end
                if (tq[3:0] == tcp_state$SYN_RECEIVED) begin
                    st$d = eng_state$HANDSHAKE;
                end
                else begin
                    st$d = ack_st;
                end
            end
        end
        if (st$q == eng_state$SYN_TX) begin
            tcb$d[590:559] = tq[558:527] + syn_win;
            tcb$d[244:213] = tq[148:117] + 32'h1;
            tcb$d[276:245] = tq[148:117] + 32'h1;
            tcb$d[525:494] = tq[558:527];
            if (~tq[1004]) begin
                tcb$d[1004] = 1'b1;
                p_rexmt$d = 1'b1;
                rexmt_arm$d = 1'b1;
                rexmt_ticks$d = ticks_rto[15:0];
            end
            if (~|tq[959:952] & ~tq[461]) begin
                tcb$d[887] = 1'b1;
                tcb$d[919:888] = tq[148:117];
                tcb$d[951:920] = now;
            end
            p_ctl$d = 1'b1;
            c_from_seg$d = 1'b0;
            c_seq$d = tq[148:117];
            c_window$d = syn_win[15:0];
            c_mss_on$d = 1'b1;
            c_ts_val$d = now;
            c_flags$d = 8'h0;
            c_flags$d[1] = 1'b1;
            if (tq[3:0] == tcp_state$SYN_RECEIVED) begin
                c_flags$d[4] = 1'b1;
                c_ack$d = tq[558:527];
                c_ws_on$d = |tq[460:457] | |tq[456:453];
                c_ws$d = tq[460:457];
                c_sackp$d = tq[526];
                c_ts_on$d = tq[461];
                c_ts_ecr$d = tq[493:462];
            end
            else begin
                c_ack$d = 32'h0;
                c_ws_on$d = 1'b1;
                c_ws$d = cfg_rcv_shift;
                c_sackp$d = cfg_sack;
                c_ts_on$d = 1'b1;
                c_ts_ecr$d = 32'h0;
            end
            if (is_exp$q) begin
                st$d = eng_state$EXP_DACK;
            end
            else begin
                st$d = eng_state$WRITE_BACK;
            end
        end
        if (st$q == eng_state$HANDSHAKE) begin
            if (~ack_ok) begin
                n_bad_ack$d = n_bad_ack$q + 32'h1;
                p_ctl$d = 1'b1;
                c_from_seg$d = 1'b1;
                st$d = eng_state$WRITE_BACK;
            end
            else begin
                if (tq[623]) begin
                    tcb$d[3:0] = tcp_state$FIN_WAIT_1;
                end
                else begin
                    tcb$d[3:0] = tcp_state$ESTABLISHED;
                end
                tcb$d[212:181] = s_ack$q;
                tcb$d[244:213] = s_ack$q;
                tcb$d[308:277] = s_ack$q;
                tcb$d[959:952] = 8'h0;
                tcb$d[340:309] = {16'h0, s_win$q} << tq[456:453];
                tcb$d[372:341] = {16'h0, s_win$q} << tq[456:453];
                tcb$d[404:373] = s_seq$q;
                tcb$d[436:405] = s_ack$q;
                tcb$d[1004] = 1'b0;
                p_rexmt$d = 1'b1;
                rexmt_arm$d = 1'b0;
                if (s_ts_on$q & tq[461]) begin
                    r_on$d = 1'b1;
                    r_sample$d = now - s_ts_ecr$q;
                end
                else if (tq[887]) begin
                    tcb$d[887] = 1'b0;
                    r_sample$d = now - tq[951:920];
                    r_on$d = d_hs_timing[31];
                end
                r2_on$d = 1'b0;
                rtt_then_ack$d = 1'b1;
                p_est$d = 1'b1;
                wake$d = 1'b1;
                st$d = eng_state$RTT_OFFER;
            end
        end
        if (st$q == eng_state$RTT_OFFER) begin
            if (~r_on$q) begin
                if (rtt_then_ack$q) begin
                    st$d = ack_st;
                end
                else begin
                    st$d = eng_state$WRITE_BACK;
                end
            end
            else if (rtt$s_in_ready) begin
                st$d = eng_state$RTT_WAIT;
            end
        end
        if ((st$q == eng_state$RTT_WAIT) & rtt$m_rtt_valid) begin
            tcb$d[790] = 1'b1;
            tcb$d[822:791] = rtt$m_rtt_srtt8;
            tcb$d[854:823] = rtt$m_rtt_rttvar4;
            tcb$d[886:855] = rtt$m_rtt_rto;
            if (r2_on$q) begin
                r2_on$d = 1'b0;
                r_sample$d = r2_sample$q;
                st$d = eng_state$RTT_OFFER;
            end
            else if (rtt_then_ack$q) begin
                st$d = ack_st;
            end
            else begin
                st$d = eng_state$WRITE_BACK;
            end
        end
        if (st$q == eng_state$SB_UNA) begin
            b_una$d = tq[212:181];
            if (~d_ack_una[31] & |d_ack_una & ~d_max_ack[31]) begin
                b_una$d = s_ack$q;
            end
            st$d = eng_state$SB_OFFER;
        end
        if ((st$q == eng_state$SB_OFFER) & board$s_in_ready) begin
            st$d = eng_state$SB_WAIT;
        end
        if ((st$q == eng_state$SB_WAIT) & board$m_out_valid) begin
            b_count$d = board$m_out_count;
            b_s$0$d = board$m_out_s0;
            b_e$0$d = board$m_out_e0;
            b_s$1$d = board$m_out_s1;
            b_e$1$d = board$m_out_e1;
            b_s$2$d = board$m_out_s2;
            b_e$2$d = board$m_out_e2;
            b_s$3$d = board$m_out_s3;
            b_e$3$d = board$m_out_e3;
            b_high$d = board$m_out_high_rxt;
            b_newly$d = board$m_out_newly;
            b_lost$d = board$m_out_lost_first;
            st$d = eng_state$ACK_OFFER;
        end
        if ((st$q == eng_state$ACK_OFFER) & ack$s_in_ready) begin
            st$d = eng_state$ACK_WAIT;
        end
        if ((st$q == eng_state$ACK_WAIT) & ack$m_dec_valid) begin
            a_unsent$d = ack$m_dec_unsent;
            a_too_old$d = ack$m_dec_too_old;
            a_persist_stop$d = ack$m_dec_persist_stop;
            a_advanced$d = ack$m_dec_advanced;
            a_data_acked$d = ack$m_dec_data_acked;
            a_fin_acked$d = ack$m_dec_fin_acked;
            a_rexmt_first$d = ack$m_dec_rexmt_first;
            a_rexmt_timer$d = ack$m_dec_rexmt_timer;
            a_dup_ack$d = ack$m_dec_dup_ack;
            a_fast_rexmt$d = ack$m_dec_fast_retransmit;
            a_wake$d = ack$m_dec_wake;
            if (~ack$m_dec_unsent & ~ack$m_dec_too_old) begin
                tcb$d[212:181] = ack$m_dec_snd_una;
                tcb$d[244:213] = ack$m_dec_snd_nxt;
                tcb$d[340:309] = ack$m_dec_snd_wnd;
                tcb$d[372:341] = ack$m_dec_max_snd_wnd;
                tcb$d[404:373] = ack$m_dec_snd_wl1;
                tcb$d[436:405] = ack$m_dec_snd_wl2;
                tcb$d[308:277] = ack$m_dec_snd_una + ack$m_dec_buf_len;
                tcb$d[887] = ack$m_dec_timing_on;
                tcb$d[790] = ack$m_dec_rtt_seen;
                tcb$d[822:791] = ack$m_dec_srtt8;
                tcb$d[854:823] = ack$m_dec_rttvar4;
                tcb$d[886:855] = ack$m_dec_rto;
                tcb$d[757] = ack$m_dec_in_recovery;
                tcb$d[789:758] = ack$m_dec_recover;
                tcb$d[689:658] = ack$m_dec_cwnd;
                tcb$d[721:690] = ack$m_dec_ssthresh;
                tcb$d[753:722] = ack$m_dec_abc;
                tcb$d[756:754] = ack$m_dec_dupacks;
                tcb$d[657:626] = ack$m_dec_acked_bytes;
                if (tq[526]) begin
                    tcb$d[1012:1010] = b_count$q;
                    tcb$d[1044:1013] = 32'h0;
                    tcb$d[1076:1045] = 32'h0;
                    tcb$d[1108:1077] = 32'h0;
                    tcb$d[1140:1109] = 32'h0;
                    tcb$d[1172:1141] = 32'h0;
                    tcb$d[1204:1173] = 32'h0;
                    tcb$d[1236:1205] = 32'h0;
                    tcb$d[1268:1237] = 32'h0;
                    if (bmask[0]) begin
                        tcb$d[1044:1013] = b_s$0$q;
                        tcb$d[1076:1045] = b_e$0$q;
                    end
                    if (bmask[1]) begin
                        tcb$d[1108:1077] = b_s$1$q;
                        tcb$d[1140:1109] = b_e$1$q;
                    end
                    if (bmask[2]) begin
                        tcb$d[1172:1141] = b_s$2$q;
                        tcb$d[1204:1173] = b_e$2$q;
                    end
                    if (bmask[3]) begin
                        tcb$d[1236:1205] = b_s$3$q;
                        tcb$d[1268:1237] = b_e$3$q;
                    end
                    tcb$d[1300:1269] = b_high$q;
                    if (ack$m_dec_fast_retransmit) begin
                        tcb$d[1300:1269] = ack$m_dec_snd_una;
                    end
                end
            end
            st$d = eng_state$ACK_APPLY;
        end
        if (st$q == eng_state$ACK_APPLY) begin
            st$d = text_st;
            if (a_unsent$q) begin
                n_unsent$d = n_unsent$q + 32'h1;
                tcb$d[965] = 1'b1;
                wake$d = 1'b1;
                st$d = eng_state$WRITE_BACK;
            end
            else if (a_too_old$q) begin
                n_too_old$d = n_too_old$q + 32'h1;
                chal_req = 1'b1;
                st$d = eng_state$WRITE_BACK;
            end
            else begin
                if (a_persist_stop$q) begin
                    tcb$d[964:960] = 5'h0;
                    tcb$d[1006] = 1'b0;
                    p_persist$d = 1'b1;
                end
                if (a_advanced$q) begin
                    tcb$d[959:952] = 8'h0;
                    n_acked$d = n_acked$q + a_data_acked$q;
                end
                if (a_rexmt_first$q) begin
                    tcb$d[625] = 1'b1;
                end
                if (a_rexmt_timer$q == rexmt_op$STOP) begin
                    tcb$d[1004] = 1'b0;
                    p_rexmt$d = 1'b1;
                    rexmt_arm$d = 1'b0;
                end
                if (a_rexmt_timer$q == rexmt_op$ARM) begin
                    tcb$d[1004] = 1'b1;
                    p_rexmt$d = 1'b1;
                    rexmt_arm$d = 1'b1;
                    rexmt_ticks$d = ticks_rto[15:0];
                end
                if (a_dup_ack$q) begin
                    n_dupack$d = n_dupack$q + 32'h1;
                end
                if (a_fast_rexmt$q) begin
                    n_fastrx$d = n_fastrx$q + 32'h1;
                end
                if (|a_data_acked$q) begin
                    p_acked$d = 1'b1;
                end
                if (a_wake$q) begin
                    wake$d = 1'b1;
                end
                if (a_fin_acked$q == fin_ack$FIN_WAIT_2) begin
                    tcb$d[3:0] = tcp_state$FIN_WAIT_2;
                end
                if (a_fin_acked$q == fin_ack$TIME_WAIT) begin
                    tcb$d[3:0] = tcp_state$TIME_WAIT;
                    tcb$d[1007] = 1'b1;
                    p_tw$d = 1'b1;
                end
                if (a_fin_acked$q == fin_ack$CLOSED) begin
                    p_free$d = 1'b1;
                    p_all$d = 1'b1;
                    p_last$d = 1'b1;
                    last_kind$d = eng_event$CLOSED;
                    st$d = eng_state$WRITE_BACK;
                end
            end
        end
        if ((st$q == eng_state$RQ_OFFER) & rq$s_in_ready) begin
            st$d = eng_state$RQ_WAIT;
        end
        if ((st$q == eng_state$RQ_WAIT) & rq$m_out_valid) begin
            q_ran$d = 1'b1;
            q_v$d = rq$m_out_verdict;
            q_count$d = rq$m_out_count;
            q_s$0$d = rq$m_out_s0;
            q_e$0$d = rq$m_out_e0;
            q_s$1$d = rq$m_out_s1;
            q_e$1$d = rq$m_out_e1;
            q_s$2$d = rq$m_out_s2;
            q_e$2$d = rq$m_out_e2;
            q_s$3$d = rq$m_out_s3;
            q_e$3$d = rq$m_out_e3;
            q_kept_end$d = rq$m_out_kept_end;
            q_replay$d = rq$m_out_replay;
            q_replay_end$d = rq$m_out_replay_end;
            q_seq$d = rq$m_out_seq;
            st$d = eng_state$TEXT;
        end
        if (st$q == eng_state$TEXT) begin
            if (d_text$q == rx_text$OUT_OF_ORDER) begin
                n_ooo$d = n_ooo$q + 32'h1;
            end
            if (d_text$q == rx_text$DUPLICATE) begin
                n_dup$d = n_dup$q + 32'h1;
            end
            if (d_text$q == rx_text$DELIVER) begin
                g_deliver$d = |d_take$q;
                tcb$d[622:591] = tq[622:591] + {16'h0, d_take$q};
                n_deliv$d = n_deliv$q + {16'h0, d_take$q};
            end
            tcb$d[558:527] = d_rcv_nxt$q;
            tcb$d[967:966] = d_unacked$q;
            if (d_dack_start$q & ~tq[1005]) begin
                tcb$d[1005] = 1'b1;
                p_dack$d = 1'b1;
            end
            if (d_fin$q) begin
                if ((tq[3:0] == tcp_state$TIME_WAIT) | (fin_state == tcp_state$TIME_WAIT)) begin
                    tcb$d[1007] = 1'b1;
                    p_tw$d = 1'b1;
                end
                if ((fin_state == tcp_state$TIME_WAIT) & (tq[3:0] != tcp_state$TIME_WAIT)) begin
                    tcb$d[1004] = 1'b0;
                    p_rexmt$d = 1'b1;
                    rexmt_arm$d = 1'b0;
                end
                tcb$d[3:0] = fin_state;
                if (fin_told) begin
                    p_last$d = 1'b1;
                    last_kind$d = eng_event$PEER_CLOSED;
                end
            end
            else if (tw_late) begin
                tcb$d[1007] = 1'b1;
                p_tw$d = 1'b1;
            end
            if (d_ack_now$q | (~d_fin$q & tw_late)) begin
                tcb$d[965] = 1'b1;
            end
            if (d_ack_now$q | d_fin$q | (~d_fin$q & tw_late)) begin
                wake$d = 1'b1;
            end
            if (q_ran$q) begin
                tcb$d[1303:1301] = q_count$q;
                tcb$d[1335:1304] = q_s$0$q;
                tcb$d[1367:1336] = q_e$0$q;
                tcb$d[1399:1368] = q_s$1$q;
                tcb$d[1431:1400] = q_e$1$q;
                tcb$d[1463:1432] = q_s$2$q;
                tcb$d[1495:1464] = q_e$2$q;
                tcb$d[1527:1496] = q_s$3$q;
                tcb$d[1559:1528] = q_e$3$q;
            end
            if (q_ran$q & (d_text$q == rx_text$OUT_OF_ORDER)) begin
                if (q_v$q == reasm_verdict$KEPT) begin
                    n_kept$d = n_kept$q + 32'h1;
                    g_keep$d = 1'b1;
                end
                if (q_v$q == reasm_verdict$DUPLICATE) begin
                    n_rq_dup$d = n_rq_dup$q + 32'h1;
                end
                if (q_v$q == reasm_verdict$FULL) begin
                    n_rq_full$d = n_rq_full$q + 32'h1;
                end
                if (q_v$q == reasm_verdict$BEYOND) begin
                    n_rq_beyond$d = n_rq_beyond$q + 32'h1;
                end
                tcb$d[1562:1560] = tq[1562:1560];
                if (tq[1562:1560] != reasm_owed$MAX) begin
                    tcb$d[1562:1560] = tq[1562:1560] + 3'h1;
                end
            end
            if ((d_text$q == rx_text$DELIVER) & |d_take$q & |tq[1303:1301]) begin
                tcb$d[965] = 1'b1;
            end
            if (q_ran$q & (d_text$q == rx_text$DELIVER)) begin
                if (q_replay$q) begin
                    g_replay$d = 1'b1;
                    g_rseq$d = q_seq$q;
                    g_rlen$d = q_rlen;
                    tcb$d[558:527] = q_replay_end$q;
                    tcb$d[622:591] = tq[622:591] + {16'h0, d_take$q} + q_rlen;
                    n_deliv$d = n_deliv$q + {16'h0, d_take$q} + q_rlen;
                    n_replayed$d = n_replayed$q + q_rlen;
                end
            end
            if (d_fin$q) begin
                tcb$d[1303:1301] = 3'h0;
                tcb$d[1335:1304] = 32'h0;
                tcb$d[1367:1336] = 32'h0;
                tcb$d[1399:1368] = 32'h0;
                tcb$d[1431:1400] = 32'h0;
                tcb$d[1463:1432] = 32'h0;
                tcb$d[1495:1464] = 32'h0;
                tcb$d[1527:1496] = 32'h0;
                tcb$d[1559:1528] = 32'h0;
                tcb$d[1562:1560] = 3'h0;
            end
            if (q_ran$q & ~|q_count$q) begin
                tcb$d[1562:1560] = 3'h0;
            end
            if (~q_ran$q & ~|tq[1303:1301]) begin
                tcb$d[1562:1560] = 3'h0;
            end
            st$d = eng_state$WRITE_BACK;
        end
        if (plan$s_in_valid & plan$s_in_ready) begin
            pl_taken$d = 1'b1;
        end
        if (hdr$s_in_valid & hdr$s_in_ready) begin
            h_taken$d = 1'b1;
        end
        if ((st$q == eng_state$TX_OFFER) & (pl_taken$q | plan$s_in_ready) & (h_taken$q | hdr$s_in_ready)) begin
            st$d = eng_state$PLAN_WAIT;
        end
        if ((st$q == eng_state$TX_OFFER) & owe & (h_taken$q | hdr$s_in_ready)) begin
            x_owe$d = 1'b1;
            x_action$d = send_action$ACK;
            x_persist$d = 1'b0;
            st$d = eng_state$TX_APPLY;
        end
        if (hdr$m_hdr_valid) begin
            h_done$d = 1'b1;
            h_window$d = hdr$m_hdr_window;
            h_rcv_adv$d = hdr$m_hdr_rcv_adv;
            h_ack_seq$d = hdr$m_hdr_ack_seq;
        end
        if ((st$q == eng_state$PLAN_WAIT) & plan$m_plan_valid) begin
            pl_kind$d = plan$m_plan_kind;
            pl_start$d = plan$m_plan_start;
            pl_limit$d = plan$m_plan_limit;
            pl_cut_ok$d = plan$m_plan_cut_ok;
            pl_retransmit$d = plan$m_plan_retransmit;
            pl_advance$d = plan$m_plan_advance;
            sp_by$d = 1'b0;
            if (tq[526]) begin
                st$d = eng_state$SP_OFFER;
            end
            else if (plan$m_plan_kind == plan_kind$RECORDS) begin
                st$d = eng_state$FIND_Q;
            end
            else begin
                st$d = eng_state$CUT_OFFER;
            end
        end
        if ((st$q == eng_state$SP_OFFER) & splan$s_in_ready) begin
            st$d = eng_state$SP_WAIT;
        end
        if ((st$q == eng_state$SP_WAIT) & splan$m_out_valid) begin
            sp_by$d = splan$m_out_decides;
            if (splan$m_out_decides) begin
                pl_kind$d = splan$m_out_kind;
                pl_start$d = splan$m_out_start;
                pl_limit$d = splan$m_out_limit[15:0];
                pl_cut_ok$d = splan$m_out_cut_ok;
                pl_retransmit$d = splan$m_out_retransmit;
                pl_advance$d = splan$m_out_advance;
            end
            st$d = eng_state$SP_ROUTE;
        end
        if (st$q == eng_state$SP_ROUTE) begin
            if (pl_kind$q == plan_kind$RECORDS) begin
                st$d = eng_state$FIND_Q;
            end
            else begin
                st$d = eng_state$CUT_OFFER;
            end
        end
        if (m_find_valid & m_find_ready) begin
            st$d = eng_state$FIND_A;
        end
        if ((st$q == eng_state$FIND_A) & s_found_valid) begin
            f_found$d = s_found_found;
            f_off$d = s_found_found_off;
            st$d = eng_state$CUT_OFFER;
        end
        if ((st$q == eng_state$CUT_OFFER) & cut$s_in_ready) begin
            st$d = eng_state$CUT_WAIT;
        end
        if ((st$q == eng_state$CUT_WAIT) & cut$m_dec_valid) begin
            x_action$d = cut$m_dec_action;
            x_seq$d = cut$m_dec_seq;
            x_len$d = cut$m_dec_len;
            x_resent$d = cut$m_dec_resent;
            x_retransmit$d = cut$m_dec_retransmit;
            x_snd_nxt$d = cut$m_dec_snd_nxt;
            x_snd_max$d = cut$m_dec_snd_max;
            x_fin_sent$d = cut$m_dec_fin_sent;
            x_persist$d = cut$m_dec_persist_start;
            x_end$d = cut$m_dec_seq + {16'h0, cut$m_dec_len};
            st$d = eng_state$TX_APPLY;
        end
        if ((st$q == eng_state$TX_APPLY) & h_done$q) begin
            st$d = eng_state$WRITE_BACK;
            x_now$d = now;
            if (synced & ~x_owe$q) begin
                tcb$d[625] = 1'b0;
            end
            if (x_persist$q) begin
                tcb$d[1006] = 1'b1;
                p_persist$d = 1'b1;
                persist_arm$d = 1'b1;
                persist_ticks$d = ticks_persist[15:0];
            end
            if (x_action$q != send_action$NOTHING) begin
                wake$d = 1'b1;
                p_seg$d = 1'b1;
                n_seg_out$d = n_seg_out$q + 32'h1;
                tcb$d[590:559] = h_rcv_adv$q;
                tcb$d[525:494] = tq[558:527];
                tcb$d[965] = 1'b0;
                tcb$d[967:966] = 2'h0;
                if (tq[1005]) begin
                    tcb$d[1005] = 1'b0;
                    p_dack$d = 1'b1;
                end
                x_flags$d = 8'h0;
                x_flags$d[4] = 1'b1;
            end
            if (x_action$q == send_action$ACK) begin
                x_seq$d = h_ack_seq$q;
                if (|tq[1562:1560]) begin
                    tcb$d[1562:1560] = tq[1562:1560] - 3'h1;
                end
                if (~|tq[1303:1301]) begin
                    tcb$d[1562:1560] = 3'h0;
                end
                if (tq[526] & |tq[1303:1301]) begin
                    n_sack_out$d = n_sack_out$q + 32'h1;
                    x_nblk$d = tq[1303:1301];
                    if (tq[461] & (tq[1303:1301] > reasm_owed$SACK_WITH_TS)) begin
                        x_nblk$d = reasm_owed$SACK_WITH_TS;
                    end
                end
            end
            if ((x_action$q == send_action$DATA) | (x_action$q == send_action$FIN)) begin
                x_flags$d[0] = x_action$q == send_action$FIN;
                x_flags$d[3] = |x_len$q;
                tcb$d[244:213] = x_snd_nxt$q;
                tcb$d[276:245] = x_snd_max$q;
                tcb$d[624] = x_fin_sent$q;
                if (x_retransmit$q) begin
                    tcb$d[887] = 1'b0;
                    n_rexmt_seg$d = n_rexmt_seg$q + 32'h1;
                    n_rexmt_bytes$d = n_rexmt_bytes$q + {16'h0, x_resent$q};
                    if (tq[526]) begin
                        if (d_hr_end[31]) begin
                            tcb$d[1300:1269] = x_end$q;
                        end
                        if (sp_by$q) begin
                            n_sack_rexmt$d = n_sack_rexmt$q + 32'h1;
                        end
                    end
                end
                else if (~tq[461] & ~tq[887]) begin
                    tcb$d[887] = 1'b1;
                    tcb$d[919:888] = x_seq$q;
                    tcb$d[951:920] = now;
                end
                if (|x_len$q) begin
                    n_data_out$d = n_data_out$q + 32'h1;
                    p_rd$d = 1'b1;
                end
                if (~tq[1004]) begin
                    tcb$d[1004] = 1'b1;
                    p_rexmt$d = 1'b1;
                    rexmt_arm$d = 1'b1;
                    rexmt_ticks$d = ticks_rto[15:0];
                end
                if (tq[1006]) begin
                    tcb$d[1006] = 1'b0;
                    p_persist$d = 1'b1;
                    persist_arm$d = 1'b0;
                end
            end
        end
        if (timeout$s_in_valid & timeout$s_in_ready & (st$q == eng_state$EXP_OFFER)) begin
            to_taken$d = 1'b1;
        end
        if ((st$q == eng_state$EXP_OFFER) & (h_taken$q | hdr$s_in_ready) & (to_taken$q | timeout$s_in_ready | ~e_mask$q[0])) begin
            if (e_mask$q[0]) begin
                st$d = eng_state$TO_WAIT;
            end
            else begin
                st$d = eng_state$EXP_DACK;
            end
        end
        if ((st$q == eng_state$PER_OFFER) & timeout$s_in_ready) begin
            st$d = eng_state$PER_WAIT;
        end
        if (((st$q == eng_state$TO_WAIT) | (st$q == eng_state$PER_WAIT)) & timeout$m_dec_valid) begin
            o_to_action$d = timeout$m_dec_action;
            o_to_retries$d = timeout$m_dec_retries;
            o_to_rto$d = timeout$m_dec_rto;
            o_to_ssthresh$d = timeout$m_dec_ssthresh;
            o_to_cwnd$d = timeout$m_dec_cwnd;
            o_to_recover$d = timeout$m_dec_recover;
            o_to_snd_nxt$d = timeout$m_dec_snd_nxt;
            o_to_shift$d = timeout$m_dec_persist_shift;
            o_to_ticks$d = timeout$m_dec_persist_ticks;
            if (st$q == eng_state$TO_WAIT) begin
                st$d = eng_state$TO_APPLY;
            end
            else begin
                st$d = eng_state$PER_APPLY;
            end
        end
        if ((st$q == eng_state$TO_APPLY) & h_done$q) begin
            tcb$d[959:952] = o_to_retries$q;
            st$d = eng_state$EXP_DACK;
            if (o_to_action$q == timeout_action$ABORT) begin
                p_free$d = 1'b1;
                p_all$d = 1'b1;
                p_last$d = 1'b1;
                last_kind$d = eng_event$ABORTED;
                x_exhausted$d = 1'b1;
                st$d = eng_state$WRITE_BACK;
            end
            if (o_to_action$q == timeout_action$RESEND) begin
                n_rto$d = n_rto$q + 32'h1;
                tcb$d[886:855] = o_to_rto$q;
                tcb$d[1004] = 1'b1;
                p_rexmt$d = 1'b1;
                rexmt_arm$d = 1'b1;
                rexmt_ticks$d = o_to_rto$q[15:0];
                tcb$d[721:690] = o_to_ssthresh$q;
                tcb$d[689:658] = o_to_cwnd$q;
                tcb$d[753:722] = 32'h0;
                tcb$d[756:754] = 3'h0;
                tcb$d[757] = 1'b0;
                tcb$d[789:758] = o_to_recover$q;
                tcb$d[887] = 1'b0;
                tcb$d[244:213] = o_to_snd_nxt$q;
                tcb$d[1012:1010] = 3'h0;
                tcb$d[1044:1013] = 32'h0;
                tcb$d[1076:1045] = 32'h0;
                tcb$d[1108:1077] = 32'h0;
                tcb$d[1140:1109] = 32'h0;
                tcb$d[1172:1141] = 32'h0;
                tcb$d[1204:1173] = 32'h0;
                tcb$d[1236:1205] = 32'h0;
                tcb$d[1268:1237] = 32'h0;
                tcb$d[1300:1269] = tq[212:181];
                if (synced) begin
                    wake$d = 1'b1;
                end
                else begin
                    n_rexmt_seg$d = n_rexmt_seg$q + 32'h1;
                    st$d = eng_state$SYN_TX;
                end
            end
        end
        if (abort_rst) begin
            p_ctl$d = 1'b1;
            c_from_seg$d = 1'b0;
            c_seq$d = h_ack_seq$q;
            c_ack$d = tq[558:527];
            c_flags$d = 8'h0;
            c_flags$d[2] = 1'b1;
            c_flags$d[4] = 1'b1;
            c_window$d = 16'h0;
            c_mss_on$d = 1'b0;
            c_ws_on$d = 1'b0;
            c_sackp$d = 1'b0;
            c_ts_on$d = tq[461];
            c_ts_val$d = now;
            c_ts_ecr$d = tq[493:462];
        end
        if (st$q == eng_state$EXP_DACK) begin
            if (e_mask$q[1]) begin
                tcb$d[965] = 1'b1;
                wake$d = 1'b1;
            end
            if (e_mask$q[2]) begin
                st$d = eng_state$PER_OFFER;
            end
            else begin
                st$d = eng_state$WRITE_BACK;
            end
        end
        if ((st$q == eng_state$PER_APPLY) & h_done$q) begin
            st$d = eng_state$WRITE_BACK;
            if (o_to_action$q == timeout_action$PROBE) begin
                n_probes$d = n_probes$q + 32'h1;
                tcb$d[964:960] = o_to_shift$q;
                tcb$d[1006] = 1'b1;
                p_persist$d = 1'b1;
                persist_arm$d = 1'b1;
                persist_ticks$d = o_to_ticks$q[15:0];
                tcb$d[590:559] = h_rcv_adv$q;
                tcb$d[525:494] = tq[558:527];
                p_ctl$d = 1'b1;
                c_from_seg$d = 1'b0;
                c_seq$d = tq[212:181] - 32'h1;
                c_ack$d = tq[558:527];
                c_flags$d = 8'h0;
                c_flags$d[4] = 1'b1;
                c_window$d = h_window$q;
                c_mss_on$d = 1'b0;
                c_ws_on$d = 1'b0;
                c_sackp$d = 1'b0;
                c_ts_on$d = tq[461];
                c_ts_val$d = now;
                c_ts_ecr$d = tq[493:462];
            end
        end
        if ((st$q == eng_state$WRITE_BACK) & (~is_listen$q | is_new$q)) begin
            if (is_half & ~was_half$q) begin
                half_open$d = half_open$q + 11'h1;
            end
            if (~is_half & was_half$q & |half_open$q) begin
                half_open$d = half_open$q - 11'h1;
            end
        end
        if (st$q == eng_state$WRITE_BACK) begin
            wr_en$d = (~is_listen$q | is_new$q) & ~past;
            p_gate$d = is_seg;
            p_ready$d = wake$q & (is_tx$q | ~tq[1008]);
            st$d = eng_state$OUTPUTS;
        end
        if (m_gate_valid & m_gate_ready) begin
            p_gate$d = 1'b0;
        end
        if (m_event_valid & m_event_ready) begin
            if (p_est$q) begin
                p_est$d = 1'b0;
            end
            else if (p_acked$q) begin
                p_acked$d = 1'b0;
            end
            else begin
                p_last$d = 1'b0;
            end
        end
        if (m_timer_valid & m_timer_ready) begin
            if (p_all$q) begin
                p_all$d = 1'b0;
                p_rexmt$d = 1'b0;
                p_dack$d = 1'b0;
                p_persist$d = 1'b0;
                p_tw$d = 1'b0;
            end
            else if (p_rexmt$q) begin
                p_rexmt$d = 1'b0;
            end
            else if (p_dack$q) begin
                p_dack$d = 1'b0;
            end
            else if (p_persist$q) begin
                p_persist$d = 1'b0;
            end
            else begin
                p_tw$d = 1'b0;
            end
        end
        if (m_ready_valid & m_ready_ready) begin
            p_ready$d = 1'b0;
        end
        if (m_ctl_valid & m_ctl_ready) begin
            p_ctl$d = 1'b0;
            if (ctl_rst) begin
                n_rst_out$d = n_rst_out$q + 32'h1;
            end
        end
        if (m_free_valid & m_free_ready) begin
            p_free$d = 1'b0;
        end
        if (m_seg_valid & m_seg_ready) begin
            p_seg$d = 1'b0;
        end
        if (m_rd_valid & m_rd_ready) begin
            p_rd$d = 1'b0;
        end
        if ((st$q == eng_state$OUTPUTS) & ~outs_busy) begin
            st$d = eng_state$IDLE;
        end
        if (chal_req) begin
            if (chal_new$q) begin
                tcb$d[999:968] = now;
                tcb$d[1003:1000] = 4'h0;
            end
            if (chal_ok$q) begin
                n_chal$d = n_chal$q + 32'h1;
                tcb$d[965] = 1'b1;
                wake$d = 1'b1;
                tcb$d[1003:1000] = tq[1003:1000] + 4'h1;
                if (chal_new$q) begin
                    tcb$d[1003:1000] = 4'h1;
                end
            end
            else begin
                n_chal_lim$d = n_chal_lim$q + 32'h1;
            end
        end
        if (reset) begin
            st$d = eng_state$IDLE;
            wr_en$d = 1'b0;
            in_load$d = 1'b0;
            wr_host$d = 1'b0;
            p_gate$d = 1'b0;
            p_est$d = 1'b0;
            p_acked$d = 1'b0;
            p_last$d = 1'b0;
            p_all$d = 1'b0;
            p_rexmt$d = 1'b0;
            p_dack$d = 1'b0;
            p_persist$d = 1'b0;
            p_tw$d = 1'b0;
            p_ready$d = 1'b0;
            p_ctl$d = 1'b0;
            p_free$d = 1'b0;
            p_seg$d = 1'b0;
            p_rd$d = 1'b0;
            n_turns$d = 32'h0;
            n_seg_out$d = 32'h0;
            n_data_out$d = 32'h0;
            n_rexmt_seg$d = 32'h0;
            n_rexmt_bytes$d = 32'h0;
            n_stale$d = 32'h0;
            n_exp$d = 32'h0;
            n_rto$d = 32'h0;
            n_probes$d = 32'h0;
            n_rst_out$d = 32'h0;
            n_listen_rst$d = 32'h0;
            n_listen_ack$d = 32'h0;
            n_listen_no_syn$d = 32'h0;
            n_table_full$d = 32'h0;
            n_half_full$d = 32'h0;
            n_ck_sent$d = 32'h0;
            n_ck_ok$d = 32'h0;
            half_open$d = 11'h0;
            n_sack_rexmt$d = 32'h0;
            n_kept$d = 32'h0;
            n_replayed$d = 32'h0;
            n_sack_out$d = 32'h0;
            n_rq_dup$d = 32'h0;
            n_rq_full$d = 32'h0;
            n_rq_beyond$d = 32'h0;
            n_seg$d = 32'h0;
            n_paws$d = 32'h0;
            n_oow$d = 32'h0;
            n_rst_oow$d = 32'h0;
            n_syn_iw$d = 32'h0;
            n_no_ack$d = 32'h0;
            n_bad_ack$d = 32'h0;
            n_unsent$d = 32'h0;
            n_too_old$d = 32'h0;
            n_chal_lim$d = 32'h0;
            n_dup$d = 32'h0;
            n_chal$d = 32'h0;
            n_ooo$d = 32'h0;
            n_dupack$d = 32'h0;
            n_fastrx$d = 32'h0;
            n_deliv$d = 32'h0;
            n_acked$d = 32'h0;
            n_rst_no_ack$d = 32'h0;
            n_no_syn$d = 32'h0;
        end
    end

    always @(*) begin
        rd_q$d = rd_q$q;
        rd_q$d = ram$read_data;
        if (past) begin
            rd_q$d = 1563'h0;
        end
    end

    always @(*) begin
        wr_data$d = wr_data$q;
        wr_data$d = wb;
        if (wr_host$q) begin
            wr_data$d = sr$q[1562:0];
        end
    end

    always @(*) begin
        g_seq$d = g_seq$q;
        if (st$q == eng_state$TEXT) begin
            g_seq$d = tq[558:527];
        end
    end

    always @(*) begin
        r_seq$d = r_seq$q;
        r_ack$d = r_ack$q;
        r_flags$d = r_flags$q;
        if (fl[4]) begin
            r_seq$d = s_ack$q;
            r_ack$d = 32'h0;
            r_flags$d = 8'h0;
            r_flags$d[2] = 1'b1;
        end
        else begin
            r_seq$d = 32'h0;
            r_ack$d = s_seq$q + seg_len;
            r_flags$d = 8'h0;
            r_flags$d[2] = 1'b1;
            r_flags$d[4] = 1'b1;
        end
    end

    always @(*) begin
        chal_new$d = chal_new$q;
        chal_new$d = chal_age >= cfg_chal_window;
    end

    always @(*) begin
        chal_ok$d = chal_ok$q;
        chal_ok$d = (tq[1003:1000] < cfg_chal_limit) & ~(chal_age >= cfg_chal_window);
        if (chal_age >= cfg_chal_window) begin
            chal_ok$d = |cfg_chal_limit;
        end
    end

    always @(*) begin
        pt_sh$d = pt_sh$q;
        pt_sh$d = tq[886:855] << pt_shift;
    end

    always @(*) begin
        pt_lo$d = pt_lo$q;
        pt_lo$d = pt_sh$q;
        if (pt_sh$q < cfg_rto_min) begin
            pt_lo$d = cfg_rto_min;
        end
    end

    always @(*) begin
        pt$d = pt$q;
        pt$d = pt_lo$q;
        if (pt_lo$q > cfg_rto_max) begin
            pt$d = cfg_rto_max;
        end
    end

    always @(*) begin
        isn_h$d = isn_h$q;
        isn_h$d = isn$hash;
    end

    always @(*) begin
        isn_clock$d = isn_clock$q;
        isn_clock$d = (now << isn_tick$TICK_X256) - (now << isn_tick$TICK_X4) - (now << isn_tick$TICK_X2);
    end

    always @(*) begin
        iss$d = iss$q;
        iss$d = isn_h$q + isn_clock$q;
    end

    always @(*) begin
        half_full$d = half_full$q;
        half_full$d = half_open$q >= cfg_half_open_max;
    end

    always @(*) begin
        ck_in$d = ck_in$q;
        ck_in$d = ck_d;
    end

    always @(*) begin
        ck_h$d = ck_h$q;
        ck_h$d = cookie$hash;
    end

    always @(*) begin
        ck_ok$d = ck_ok$q;
        ck_ok$d = (ck_h$q == ck_c[23:0]) & ((ck_c[31:27] == ck_cur) | (ck_c[31:27] == ck_prev));
    end

    always @(*) begin
        ck_m$d = ck_m$q;
        ck_m$d = ck_pm;
        if (cfg_mss < ck_pm) begin
            ck_m$d = cfg_mss;
        end
    end

    always @(*) begin
        ck_idx$d = ck_idx$q;
        ck_idx$d = 3'h0;
        if (ck_m$q >= cookie_mss$M1) begin
            ck_idx$d = 3'h1;
        end
        if (ck_m$q >= cookie_mss$M2) begin
            ck_idx$d = 3'h2;
        end
        if (ck_m$q >= cookie_mss$M3) begin
            ck_idx$d = 3'h3;
        end
        if (ck_m$q >= cookie_mss$M4) begin
            ck_idx$d = 3'h4;
        end
        if (ck_m$q >= cookie_mss$M5) begin
            ck_idx$d = 3'h5;
        end
        if (ck_m$q >= cookie_mss$M6) begin
            ck_idx$d = 3'h6;
        end
        if (ck_m$q >= cookie_mss$M7) begin
            ck_idx$d = 3'h7;
        end
    end

    always @(*) begin
        ck_ts$d = ck_ts$q;
        ck_ts$d = ck_tsb;
    end

    always @(*) begin
        rq_room$d = rq_room$q;
        rq_room$d = tq[558:527] + rq_left;
    end

    always @(*) begin
        rq_space$d = rq_space$q;
        rq_space$d = rq_room$q;
        if (d_space[31]) begin
            rq_space$d = tq[590:559];
        end
    end

    always @(*) begin
        ack_st = eng_state$ACK_OFFER;
        if (tq[526]) begin
            ack_st = eng_state$SB_UNA;
        end
    end

    always @(*) begin
        fired = 4'h0;
        fired[0] = e_mask$q[0] & rd_q$q[1004];
        fired[1] = e_mask$q[1] & rd_q$q[1005];
        fired[2] = e_mask$q[2] & rd_q$q[1006];
        fired[3] = e_mask$q[3] & rd_q$q[1007];
    end

    always @(*) begin
        sr_in = sr$q >> tcb_beat_bits$BEAT_BITS;
        sr_in[1599:1536] = s_tcb_wr_data;
    end

    always @(*) begin
        isn_key = 96'h0;
        isn_key[95:64] = cfg_isn_key_hi;
        isn_key[63:0] = cfg_isn_key_lo;
    end

    always @(*) begin
        tuple = 64'h0;
        tuple[63:32] = s_ip$q;
        tuple[31:16] = s_sport$q;
        tuple[15:0] = s_dport$q;
    end

    always @(*) begin
        m_tcb_rd_data = 64'h0;
        if (st$q == eng_state$HOST_READ) begin
            case (beat$q)
                0:
                    begin
                        m_tcb_rd_data = rd_q$q[63:0];
                    end
                1:
                    begin
                        m_tcb_rd_data = rd_q$q[127:64];
                    end
                2:
                    begin
                        m_tcb_rd_data = rd_q$q[191:128];
                    end
                3:
                    begin
                        m_tcb_rd_data = rd_q$q[255:192];
                    end
                4:
                    begin
                        m_tcb_rd_data = rd_q$q[319:256];
                    end
                5:
                    begin
                        m_tcb_rd_data = rd_q$q[383:320];
                    end
                6:
                    begin
                        m_tcb_rd_data = rd_q$q[447:384];
                    end
                7:
                    begin
                        m_tcb_rd_data = rd_q$q[511:448];
                    end
                8:
                    begin
                        m_tcb_rd_data = rd_q$q[575:512];
                    end
                9:
                    begin
                        m_tcb_rd_data = rd_q$q[639:576];
                    end
                10:
                    begin
                        m_tcb_rd_data = rd_q$q[703:640];
                    end
                11:
                    begin
                        m_tcb_rd_data = rd_q$q[767:704];
                    end
                12:
                    begin
                        m_tcb_rd_data = rd_q$q[831:768];
                    end
                13:
                    begin
                        m_tcb_rd_data = rd_q$q[895:832];
                    end
                14:
                    begin
                        m_tcb_rd_data = rd_q$q[959:896];
                    end
                15:
                    begin
                        m_tcb_rd_data = rd_q$q[1023:960];
                    end
                16:
                    begin
                        m_tcb_rd_data = rd_q$q[1087:1024];
                    end
                17:
                    begin
                        m_tcb_rd_data = rd_q$q[1151:1088];
                    end
                18:
                    begin
                        m_tcb_rd_data = rd_q$q[1215:1152];
                    end
                19:
                    begin
                        m_tcb_rd_data = rd_q$q[1279:1216];
                    end
                20:
                    begin
                        m_tcb_rd_data = rd_q$q[1343:1280];
                    end
                21:
                    begin
                        m_tcb_rd_data = rd_q$q[1407:1344];
                    end
                22:
                    begin
                        m_tcb_rd_data = rd_q$q[1471:1408];
                    end
                23:
                    begin
                        m_tcb_rd_data = rd_q$q[1535:1472];
                    end
                24:
                    begin
                        m_tcb_rd_data = {37'h0, rd_q$q[1562:1536]};
                    end
                default:
                    begin
                    end
            endcase
        end
    end

    always @(*) begin
        syn_win = cfg_rcv_buf;
        if (cfg_rcv_buf > syn_window$MAX_WINDOW_FIELD) begin
            syn_win = syn_window$MAX_WINDOW_FIELD;
        end
    end

    always @(*) begin
        ck_key = 128'h0;
        ck_key[127:64] = cfg_cookie_key_hi;
        ck_key[63:0] = cfg_cookie_key_lo;
    end

    always @(*) begin
        ck_d = 104'h0;
        ck_d[103:40] = tuple;
        if (s_flags$q[1]) begin
            ck_d[39:8] = s_seq$q;
            ck_d[4:0] = ck_cur;
        end
        else begin
            ck_d[39:8] = s_seq$q - 32'h1;
            ck_d[4:0] = ck_c[31:27];
        end
    end

    always @(*) begin
        ck_pm = open_bytes$DEFAULT_MSS;
        if (s_mss_on$q) begin
            ck_pm = s_mss$q;
        end
    end

    always @(*) begin
        ck_tsb = 32'h0;
        ck_tsb[3:0] = cookie_field$NO_SHIFT;
        if (s_ws_on$q) begin
            ck_tsb[3:0] = s_ws$q[3:0];
            if (s_ws$q > cookie_shift$MAX_SHIFT) begin
                ck_tsb[3:0] = cookie_shift$MAX_SHIFT[3:0];
            end
        end
        ck_tsb[4] = s_sackp$q & cfg_sack;
        ck_tsb[31:5] = now[31:5];
        if (now[4:0] < ck_tsb[4:0]) begin
            ck_tsb[31:5] = now[31:5] - 27'h1;
        end
    end

    always @(*) begin
        ck_tmss = cookie_mss$M0;
        if (ck_c[26:24] == 3'h1) begin
            ck_tmss = cookie_mss$M1;
        end
        if (ck_c[26:24] == 3'h2) begin
            ck_tmss = cookie_mss$M2;
        end
        if (ck_c[26:24] == 3'h3) begin
            ck_tmss = cookie_mss$M3;
        end
        if (ck_c[26:24] == 3'h4) begin
            ck_tmss = cookie_mss$M4;
        end
        if (ck_c[26:24] == 3'h5) begin
            ck_tmss = cookie_mss$M5;
        end
        if (ck_c[26:24] == 3'h6) begin
            ck_tmss = cookie_mss$M6;
        end
        if (ck_c[26:24] == 3'h7) begin
            ck_tmss = cookie_mss$M7;
        end
    end

    always @(*) begin
        new_iss = iss$q;
        if (is_cookie$q) begin
            new_iss = ck_c;
        end
    end

    always @(*) begin
        open$s_in_seq = s_seq$q;
        open$s_in_ack = s_ack$q;
        open$s_in_flags = s_flags$q;
        open$s_in_window = s_win$q;
        open$s_in_mss_on = s_mss_on$q;
        open$s_in_mss = s_mss$q;
        open$s_in_ws_on = s_ws_on$q;
        open$s_in_ws = s_ws$q;
        open$s_in_sackp = s_sackp$q;
        if (is_cookie$q) begin
            open$s_in_seq = s_seq$q - 32'h1;
            open$s_in_ack = 32'h0;
            open$s_in_flags = 8'h0;
            open$s_in_flags[1] = 1'b1;
            open$s_in_window = 16'h0;
            open$s_in_mss_on = 1'b1;
            open$s_in_mss = ck_tmss;
            open$s_in_ws_on = s_ts_on$q & (s_ts_ecr$q[3:0] != cookie_field$NO_SHIFT);
            open$s_in_ws = {4'h0, s_ts_ecr$q[3:0]};
            open$s_in_sackp = s_ts_on$q & s_ts_ecr$q[4];
        end
    end

    always @(*) begin
        rq_left = 32'h0;
        if (cfg_rcv_buf > tq[622:591]) begin
            rq_left = cfg_rcv_buf - tq[622:591];
        end
    end

    always @(*) begin
        text_st = eng_state$TEXT;
        if (rq_need) begin
            text_st = eng_state$RQ_OFFER;
        end
    end

    always @(*) begin
        fin_state = tq[3:0];
        fin_told = 1'b0;
        if ((tq[3:0] == tcp_state$SYN_RECEIVED) | (tq[3:0] == tcp_state$ESTABLISHED)) begin
            fin_state = tcp_state$CLOSE_WAIT;
            fin_told = 1'b1;
        end
        if (tq[3:0] == tcp_state$FIN_WAIT_1) begin
            fin_state = tcp_state$CLOSING;
            fin_told = 1'b1;
        end
        if (tq[3:0] == tcp_state$FIN_WAIT_2) begin
            fin_state = tcp_state$TIME_WAIT;
            fin_told = 1'b1;
        end
    end

    always @(*) begin
        rq$s_in_seq = s_seq$q;
        if (d_text$q == rx_text$DELIVER) begin
            rq$s_in_seq = tq[558:527] + {16'h0, d_take$q};
        end
    end

    always @(*) begin
        pt_shift = tq[964:960];
        if (tq[964:960] > timeout_shift$PERSIST_SHIFT_MAX) begin
            pt_shift = timeout_shift$PERSIST_SHIFT_MAX;
        end
    end

    always @(*) begin
        wb = tcb$q;
        if (is_tx$q) begin
            wb[1008] = wake$q;
        end
        else if (wake$q) begin
            wb[1008] = 1'b1;
        end
        if (p_free$q) begin
            wb[1009] = 1'b0;
        end
    end

    always @(*) begin
        m_gate_seq = g_seq$q;
        m_gate_skip = d_skip$q;
        m_gate_take = d_take$q;
        if (g_keep$q) begin
            m_gate_seq = s_seq$q;
            m_gate_skip = 16'h0;
            m_gate_take = g_klen;
        end
    end

    always @(*) begin
        m_event_value = tq[657:626];
        if (~p_est$q & ~p_acked$q & (last_kind$q == eng_event$ABORTED)) begin
            m_event_value = {31'h0, x_exhausted$q};
        end
        if (~p_est$q & ~p_acked$q & (last_kind$q == eng_event$ERROR)) begin
            m_event_value = {30'h0, k_cmd$q};
        end
        if (p_est$q) begin
            m_event_value = tq[308:277];
            m_event_kind = eng_event$ESTABLISHED;
        end
        else if (p_acked$q) begin
            m_event_kind = eng_event$ACKED;
        end
        else begin
            m_event_kind = last_kind$q;
        end
    end

    always @(*) begin
        m_timer_ticks = 16'h0;
        m_timer_op = timer_op$CANCEL;
        m_timer_timer = toe_timer$REXMT;
        if (p_all$q) begin
            m_timer_op = timer_op$CANCEL_ALL;
        end
        else if (p_rexmt$q) begin
            if (rexmt_arm$q) begin
                m_timer_op = timer_op$ARM;
                m_timer_ticks = rexmt_ticks$q;
            end
        end
        else if (p_dack$q) begin
            m_timer_timer = toe_timer$DACK;
            if (dack_arm$q) begin
                m_timer_op = timer_op$ARM;
                m_timer_ticks = cfg_dack;
            end
        end
        else if (p_persist$q) begin
            m_timer_timer = toe_timer$PERSIST;
            if (persist_arm$q) begin
                m_timer_op = timer_op$ARM;
                m_timer_ticks = persist_ticks$q;
            end
        end
        else begin
            m_timer_op = timer_op$ARM;
            m_timer_timer = toe_timer$TIME_WAIT;
            m_timer_ticks = cfg_time_wait;
        end
    end

    always @(*) begin
        if (c_from_seg$q) begin
            m_ctl_dst_mac = s_mac$q;
            m_ctl_dst_ip = s_ip$q;
            m_ctl_src_port = s_dport$q;
            m_ctl_dst_port = s_sport$q;
            if (c_cookie$q) begin
                m_ctl_seq = c_seq$q;
                m_ctl_ack = c_ack$q;
                m_ctl_flags = c_flags$q;
                m_ctl_window = c_window$q;
                m_ctl_mss_on = c_mss_on$q;
                m_ctl_ws_on = c_ws_on$q;
                m_ctl_sackp = c_sackp$q;
                m_ctl_ts_on = c_ts_on$q;
            end
            else begin
                m_ctl_seq = r_seq$q;
                m_ctl_ack = r_ack$q;
                m_ctl_flags = r_flags$q;
                m_ctl_window = 16'h0;
                m_ctl_mss_on = 1'b0;
                m_ctl_ws_on = 1'b0;
                m_ctl_sackp = 1'b0;
                m_ctl_ts_on = 1'b0;
            end
        end
        else begin
            m_ctl_dst_mac = tq[52:5];
            m_ctl_dst_ip = tq[84:53];
            m_ctl_src_port = tq[116:101];
            m_ctl_dst_port = tq[100:85];
            m_ctl_seq = c_seq$q;
            m_ctl_ack = c_ack$q;
            m_ctl_flags = c_flags$q;
            m_ctl_window = c_window$q;
            m_ctl_mss_on = c_mss_on$q;
            m_ctl_ws_on = c_ws_on$q;
            m_ctl_sackp = c_sackp$q;
            m_ctl_ts_on = c_ts_on$q;
        end
    end

    always @(*) begin
        ctl_rst = c_flags$q[2];
        if (c_from_seg$q & ~c_cookie$q) begin
            ctl_rst = r_flags$q[2];
        end
    end

endmodule // toe_tcb_engine


module toe_tcb_engine$ack(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_state,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_snd_wnd,s_in_max_snd_wnd,s_in_snd_wl1,s_in_snd_wl2,s_in_snd_shift,s_in_snd_mss,s_in_fin_sent,s_in_buf_len,s_in_ts_ok,s_in_timing_on,s_in_timing_seq,s_in_timing_at,s_in_rtt_seen,s_in_srtt8,s_in_rttvar4,s_in_rto,s_in_in_recovery,s_in_recover,s_in_cwnd,s_in_ssthresh,s_in_abc,s_in_dupacks,s_in_acked_bytes,s_in_now,s_in_seq,s_in_ack,s_in_window,s_in_flags,s_in_len,s_in_tsecr_on,s_in_tsecr,s_in_sack,s_in_sack_new,s_in_lost_first,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_unsent,m_dec_too_old,m_dec_wake,m_dec_window_update,m_dec_persist_stop,m_dec_advanced,m_dec_data_acked,m_dec_fin_acked,m_dec_rexmt_first,m_dec_rexmt_timer,m_dec_dup_ack,m_dec_fast_retransmit,m_dec_snd_una,m_dec_snd_nxt,m_dec_snd_wnd,m_dec_max_snd_wnd,m_dec_snd_wl1,m_dec_snd_wl2,m_dec_buf_len,m_dec_timing_on,m_dec_rtt_seen,m_dec_srtt8,m_dec_rttvar4,m_dec_rto,m_dec_in_recovery,m_dec_recover,m_dec_cwnd,m_dec_ssthresh,m_dec_abc,m_dec_dupacks,m_dec_acked_bytes,cfg_rto_min,cfg_rto_max,cnt_acks);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [3:0] s_in_state;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_nxt;
    input wire  [31:0] s_in_snd_max;
    input wire  [31:0] s_in_snd_wnd;
    input wire  [31:0] s_in_max_snd_wnd;
    input wire  [31:0] s_in_snd_wl1;
    input wire  [31:0] s_in_snd_wl2;
    input wire  [3:0] s_in_snd_shift;
    input wire  [15:0] s_in_snd_mss;
    input wire  s_in_fin_sent;
    input wire  [31:0] s_in_buf_len;
    input wire  s_in_ts_ok;
    input wire  s_in_timing_on;
    input wire  [31:0] s_in_timing_seq;
    input wire  [31:0] s_in_timing_at;
    input wire  s_in_rtt_seen;
    input wire  [31:0] s_in_srtt8;
    input wire  [31:0] s_in_rttvar4;
    input wire  [31:0] s_in_rto;
    input wire  s_in_in_recovery;
    input wire  [31:0] s_in_recover;
    input wire  [31:0] s_in_cwnd;
    input wire  [31:0] s_in_ssthresh;
    input wire  [31:0] s_in_abc;
    input wire  [2:0] s_in_dupacks;
    input wire  [31:0] s_in_acked_bytes;
    input wire  [31:0] s_in_now;
    input wire  [31:0] s_in_seq;
    input wire  [31:0] s_in_ack;
    input wire  [15:0] s_in_window;
    input wire  [7:0] s_in_flags;
    input wire  [15:0] s_in_len;
    input wire  s_in_tsecr_on;
    input wire  [31:0] s_in_tsecr;
    input wire  s_in_sack;
    input wire  s_in_sack_new;
    input wire  s_in_lost_first;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  m_dec_unsent;
    output wire  m_dec_too_old;
    output wire  m_dec_wake;
    output wire  m_dec_window_update;
    output wire  m_dec_persist_stop;
    output wire  m_dec_advanced;
    output wire  [31:0] m_dec_data_acked;
    output wire  [2:0] m_dec_fin_acked;
    output wire  m_dec_rexmt_first;
    output wire  [1:0] m_dec_rexmt_timer;
    output wire  m_dec_dup_ack;
    output wire  m_dec_fast_retransmit;
    output wire  [31:0] m_dec_snd_una;
    output wire  [31:0] m_dec_snd_nxt;
    output wire  [31:0] m_dec_snd_wnd;
    output wire  [31:0] m_dec_max_snd_wnd;
    output wire  [31:0] m_dec_snd_wl1;
    output wire  [31:0] m_dec_snd_wl2;
    output wire  [31:0] m_dec_buf_len;
    output wire  m_dec_timing_on;
    output wire  m_dec_rtt_seen;
    output wire  [31:0] m_dec_srtt8;
    output wire  [31:0] m_dec_rttvar4;
    output wire  [31:0] m_dec_rto;
    output wire  m_dec_in_recovery;
    output wire  [31:0] m_dec_recover;
    output wire  [31:0] m_dec_cwnd;
    output wire  [31:0] m_dec_ssthresh;
    output wire  [31:0] m_dec_abc;
    output wire  [2:0] m_dec_dupacks;
    output wire  [31:0] m_dec_acked_bytes;
    input wire  [31:0] cfg_rto_min;
    input wire  [31:0] cfg_rto_max;
    output wire  [31:0] cnt_acks;

    // Named constants (named_consts! in model/src)
    localparam [2:0] ack_dup$COUNT_MAX = 3'h7;
    localparam [2:0] ack_dup$THRESHOLD = 3'h3;
    localparam [1:0] ack_scale$FIRST_RTTVAR = 2'h1;
    localparam [1:0] ack_scale$RTTVAR = 2'h2;
    localparam [1:0] ack_scale$SRTT = 2'h3;
    localparam [1:0] ack_scale$TWICE = 2'h1;
    localparam [3:0] ack_state$ABS = 4'h5;
    localparam [3:0] ack_state$CMP = 4'h1;
    localparam [3:0] ack_state$DECIDE = 4'h8;
    localparam [3:0] ack_state$ERR = 4'h4;
    localparam [3:0] ack_state$EST = 4'h6;
    localparam [3:0] ack_state$IDLE = 4'h0;
    localparam [3:0] ack_state$OUT = 4'h9;
    localparam [3:0] ack_state$RTO = 4'h7;
    localparam [3:0] ack_state$SELECT = 4'h3;
    localparam [3:0] ack_state$SUMS = 4'h2;
    localparam [2:0] fin_ack$CLOSED = 3'h3;
    localparam [2:0] fin_ack$FIN_WAIT_2 = 3'h1;
    localparam [2:0] fin_ack$NO = 3'h0;
    localparam [2:0] fin_ack$OTHER = 3'h4;
    localparam [2:0] fin_ack$TIME_WAIT = 3'h2;
    localparam [1:0] rexmt_op$ARM = 2'h2;
    localparam [1:0] rexmt_op$KEEP = 2'h0;
    localparam [1:0] rexmt_op$STOP = 2'h1;
    localparam [3:0] tcp_state$CLOSING = 4'h6;
    localparam [3:0] tcp_state$FIN_WAIT_1 = 4'h3;
    localparam [3:0] tcp_state$LAST_ACK = 4'h7;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [789:0] w$d;
    reg  [789:0] w$q;
    reg  [509:0] dec$d;
    reg  [509:0] dec$q;
    reg  [31:0] rto_o$d;
    reg  [31:0] rto_o$q;
    reg  [31:0] n_acks$d;
    reg  [31:0] n_acks$q;
    reg  unsent$d;
    reg  unsent$q;
    reg  [31:0] old_edge$d;
    reg  [31:0] old_edge$q;
    reg  adv$d;
    reg  adv$q;
    reg  una_le$d;
    reg  una_le$q;
    reg  wl1_lt$d;
    reg  wl1_lt$q;
    reg  wl1_eq$d;
    reg  wl1_eq$q;
    reg  wl2_le$d;
    reg  wl2_le$q;
    reg  [31:0] wnd$d;
    reg  [31:0] wnd$q;
    reg  nxt_lt$d;
    reg  nxt_lt$q;
    reg  fin_hit$d;
    reg  fin_hit$q;
    reg  [31:0] r_ts$d;
    reg  [31:0] r_ts$q;
    reg  [31:0] r_tm$d;
    reg  [31:0] r_tm$q;
    reg  tm_hit$d;
    reg  tm_hit$q;
    reg  rec_le$d;
    reg  rec_le$q;
    reg  rec_lt$d;
    reg  rec_lt$q;
    reg  ack_eq_una$d;
    reg  ack_eq_una$q;
    reg  max_ne_una$d;
    reg  max_ne_una$q;
    reg  dup_shape$d;
    reg  dup_shape$q;
    reg  cw_lt_ss$d;
    reg  cw_lt_ss$q;
    reg  [31:0] acked$d;
    reg  [31:0] acked$q;
    reg  [31:0] flight_a$d;
    reg  [31:0] flight_a$q;
    reg  [31:0] flight_u$d;
    reg  [31:0] flight_u$q;
    reg  [31:0] rv_keep$d;
    reg  [31:0] rv_keep$q;
    reg  [31:0] sr_keep$d;
    reg  [31:0] sr_keep$q;
    reg  [31:0] srtt$d;
    reg  [31:0] srtt$q;
    reg  [31:0] mss2$d;
    reg  [31:0] mss2$q;
    reg  win_upd$d;
    reg  win_upd$q;
    reg  too_old$d;
    reg  too_old$q;
    reg  wnd_above_max$d;
    reg  wnd_above_max$q;
    reg  wnd_lt_acked$d;
    reg  wnd_lt_acked$q;
    reg  [31:0] wnd_m_acked$d;
    reg  [31:0] wnd_m_acked$q;
    reg  [31:0] wnd_keep$d;
    reg  [31:0] wnd_keep$q;
    reg  wnd_eq$d;
    reg  wnd_eq$q;
    reg  wnd_nz$d;
    reg  wnd_nz$q;
    reg  sample$d;
    reg  sample$q;
    reg  r_ts_lt$d;
    reg  r_ts_lt$q;
    reg  r_tm_lt$d;
    reg  r_tm_lt$q;
    reg  [31:0] acked_m$d;
    reg  [31:0] acked_m$q;
    reg  ack_ge_mss$d;
    reg  ack_ge_mss$q;
    reg  cw_lt_acked$d;
    reg  cw_lt_acked$q;
    reg  [31:0] cw_m_acked$d;
    reg  [31:0] cw_m_acked$q;
    reg  [31:0] abc_sum$d;
    reg  [31:0] abc_sum$q;
    reg  [31:0] cw_p_acked$d;
    reg  [31:0] cw_p_acked$q;
    reg  [31:0] cw_p_mss$d;
    reg  [31:0] cw_p_mss$q;
    reg  f_lt_mss$d;
    reg  f_lt_mss$q;
    reg  [31:0] f_p_mss$d;
    reg  [31:0] f_p_mss$q;
    reg  fh_lt_mss2$d;
    reg  fh_lt_mss2$q;
    reg  [31:0] mss3$d;
    reg  [31:0] mss3$q;
    reg  [2:0] dup_inc$d;
    reg  [2:0] dup_inc$q;
    reg  [31:0] r_cl$d;
    reg  [31:0] r_cl$q;
    reg  dl_lt_buf$d;
    reg  dl_lt_buf$q;
    reg  [31:0] full_sel$d;
    reg  [31:0] full_sel$q;
    reg  [31:0] ss_fr$d;
    reg  [31:0] ss_fr$q;
    reg  abc_ge_cw$d;
    reg  abc_ge_cw$q;
    reg  [31:0] abc_m_cw$d;
    reg  [31:0] abc_m_cw$q;
    reg  [31:0] cw_sub$d;
    reg  [31:0] cw_sub$q;
    reg  [31:0] cw_ss$d;
    reg  [31:0] cw_ss$q;
    reg  dup$d;
    reg  dup$q;
    reg  sk_dup$d;
    reg  sk_dup$q;
    reg  [2:0] sk_cnt$d;
    reg  [2:0] sk_cnt$q;
    reg  sk_enter$d;
    reg  sk_enter$q;
    reg  [31:0] d_rs$d;
    reg  [31:0] d_rs$q;
    reg  [31:0] d_sr$d;
    reg  [31:0] d_sr$q;
    reg  r_ge$d;
    reg  r_ge$q;
    reg  [31:0] data_acked$d;
    reg  [31:0] data_acked$q;
    reg  [31:0] cw_full$d;
    reg  [31:0] cw_full$q;
    reg  [31:0] cw_fr$d;
    reg  [31:0] cw_fr$q;
    reg  [31:0] cw_part_a$d;
    reg  [31:0] cw_part_a$q;
    reg  [31:0] abc_new$d;
    reg  [31:0] abc_new$q;
    reg  [31:0] cw_ca$d;
    reg  [31:0] cw_ca$q;
    reg  [31:0] err$d;
    reg  [31:0] err$q;
    reg  [31:0] cw_part$d;
    reg  [31:0] cw_part$q;
    reg  [31:0] buf_new$d;
    reg  [31:0] buf_new$q;
    reg  [31:0] ab_new$d;
    reg  [31:0] ab_new$q;
    reg  [31:0] rv_new$d;
    reg  [31:0] rv_new$q;
    reg  [31:0] sr_new$d;
    reg  [31:0] sr_new$q;
    reg  [31:0] rto_raw$d;
    reg  [31:0] rto_raw$q;

    // Local signals
    wire  [31:0] mss32;
    wire  [31:0] d_max_ack;
    wire  [31:0] d_una_ack;
    wire  [31:0] d_acked;
    wire  [31:0] d_wl1;
    wire  [31:0] d_wl2;
    wire  [31:0] d_nxt;
    wire  [31:0] d_tm;
    wire  [31:0] d_rec1;
    wire  [31:0] d_rec2;
    wire  [31:0] d_old;
    wire  [7:0] fl;
    wire  samp_ts;
    wire  fast_rx;
    wire  rec_after;
    wire  sk_dup_c;
    reg  [31:0] rto_c;

    // Registers
    initial begin
        st$q = 4'h0;
        w$q = 790'h0;
        dec$q = 510'h0;
        rto_o$q = 32'h0;
        n_acks$q = 32'h0;
        unsent$q = 1'h0;
        old_edge$q = 32'h0;
        adv$q = 1'h0;
        una_le$q = 1'h0;
        wl1_lt$q = 1'h0;
        wl1_eq$q = 1'h0;
        wl2_le$q = 1'h0;
        wnd$q = 32'h0;
        nxt_lt$q = 1'h0;
        fin_hit$q = 1'h0;
        r_ts$q = 32'h0;
        r_tm$q = 32'h0;
        tm_hit$q = 1'h0;
        rec_le$q = 1'h0;
        rec_lt$q = 1'h0;
        ack_eq_una$q = 1'h0;
        max_ne_una$q = 1'h0;
        dup_shape$q = 1'h0;
        cw_lt_ss$q = 1'h0;
        acked$q = 32'h0;
        flight_a$q = 32'h0;
        flight_u$q = 32'h0;
        rv_keep$q = 32'h0;
        sr_keep$q = 32'h0;
        srtt$q = 32'h0;
        mss2$q = 32'h0;
        win_upd$q = 1'h0;
        too_old$q = 1'h0;
        wnd_above_max$q = 1'h0;
        wnd_lt_acked$q = 1'h0;
        wnd_m_acked$q = 32'h0;
        wnd_keep$q = 32'h0;
        wnd_eq$q = 1'h0;
        wnd_nz$q = 1'h0;
        sample$q = 1'h0;
        r_ts_lt$q = 1'h0;
        r_tm_lt$q = 1'h0;
        acked_m$q = 32'h0;
        ack_ge_mss$q = 1'h0;
        cw_lt_acked$q = 1'h0;
        cw_m_acked$q = 32'h0;
        abc_sum$q = 32'h0;
        cw_p_acked$q = 32'h0;
        cw_p_mss$q = 32'h0;
        f_lt_mss$q = 1'h0;
        f_p_mss$q = 32'h0;
        fh_lt_mss2$q = 1'h0;
        mss3$q = 32'h0;
        dup_inc$q = 3'h0;
        r_cl$q = 32'h0;
        dl_lt_buf$q = 1'h0;
        full_sel$q = 32'h0;
        ss_fr$q = 32'h0;
        abc_ge_cw$q = 1'h0;
        abc_m_cw$q = 32'h0;
        cw_sub$q = 32'h0;
        cw_ss$q = 32'h0;
        dup$q = 1'h0;
        sk_dup$q = 1'h0;
        sk_cnt$q = 3'h0;
        sk_enter$q = 1'h0;
        d_rs$q = 32'h0;
        d_sr$q = 32'h0;
        r_ge$q = 1'h0;
        data_acked$q = 32'h0;
        cw_full$q = 32'h0;
        cw_fr$q = 32'h0;
        cw_part_a$q = 32'h0;
        abc_new$q = 32'h0;
        cw_ca$q = 32'h0;
        err$q = 32'h0;
        cw_part$q = 32'h0;
        buf_new$q = 32'h0;
        ab_new$q = 32'h0;
        rv_new$q = 32'h0;
        sr_new$q = 32'h0;
        rto_raw$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        dec$q <= dec$d;
        rto_o$q <= rto_o$d;
        n_acks$q <= n_acks$d;
        unsent$q <= unsent$d;
        old_edge$q <= old_edge$d;
        adv$q <= adv$d;
        una_le$q <= una_le$d;
        wl1_lt$q <= wl1_lt$d;
        wl1_eq$q <= wl1_eq$d;
        wl2_le$q <= wl2_le$d;
        wnd$q <= wnd$d;
        nxt_lt$q <= nxt_lt$d;
        fin_hit$q <= fin_hit$d;
        r_ts$q <= r_ts$d;
        r_tm$q <= r_tm$d;
        tm_hit$q <= tm_hit$d;
        rec_le$q <= rec_le$d;
        rec_lt$q <= rec_lt$d;
        ack_eq_una$q <= ack_eq_una$d;
        max_ne_una$q <= max_ne_una$d;
        dup_shape$q <= dup_shape$d;
        cw_lt_ss$q <= cw_lt_ss$d;
        acked$q <= acked$d;
        flight_a$q <= flight_a$d;
        flight_u$q <= flight_u$d;
        rv_keep$q <= rv_keep$d;
        sr_keep$q <= sr_keep$d;
        srtt$q <= srtt$d;
        mss2$q <= mss2$d;
        win_upd$q <= win_upd$d;
        too_old$q <= too_old$d;
        wnd_above_max$q <= wnd_above_max$d;
        wnd_lt_acked$q <= wnd_lt_acked$d;
        wnd_m_acked$q <= wnd_m_acked$d;
        wnd_keep$q <= wnd_keep$d;
        wnd_eq$q <= wnd_eq$d;
        wnd_nz$q <= wnd_nz$d;
        sample$q <= sample$d;
        r_ts_lt$q <= r_ts_lt$d;
        r_tm_lt$q <= r_tm_lt$d;
        acked_m$q <= acked_m$d;
        ack_ge_mss$q <= ack_ge_mss$d;
        cw_lt_acked$q <= cw_lt_acked$d;
        cw_m_acked$q <= cw_m_acked$d;
        abc_sum$q <= abc_sum$d;
        cw_p_acked$q <= cw_p_acked$d;
        cw_p_mss$q <= cw_p_mss$d;
        f_lt_mss$q <= f_lt_mss$d;
        f_p_mss$q <= f_p_mss$d;
        fh_lt_mss2$q <= fh_lt_mss2$d;
        mss3$q <= mss3$d;
        dup_inc$q <= dup_inc$d;
        r_cl$q <= r_cl$d;
        dl_lt_buf$q <= dl_lt_buf$d;
        full_sel$q <= full_sel$d;
        ss_fr$q <= ss_fr$d;
        abc_ge_cw$q <= abc_ge_cw$d;
        abc_m_cw$q <= abc_m_cw$d;
        cw_sub$q <= cw_sub$d;
        cw_ss$q <= cw_ss$d;
        dup$q <= dup$d;
        sk_dup$q <= sk_dup$d;
        sk_cnt$q <= sk_cnt$d;
        sk_enter$q <= sk_enter$d;
        d_rs$q <= d_rs$d;
        d_sr$q <= d_sr$d;
        r_ge$q <= r_ge$d;
        data_acked$q <= data_acked$d;
        cw_full$q <= cw_full$d;
        cw_fr$q <= cw_fr$d;
        cw_part_a$q <= cw_part_a$d;
        abc_new$q <= abc_new$d;
        cw_ca$q <= cw_ca$d;
        err$q <= err$d;
        cw_part$q <= cw_part$d;
        buf_new$q <= buf_new$d;
        ab_new$q <= ab_new$d;
        rv_new$q <= rv_new$d;
        sr_new$q <= sr_new$d;
        rto_raw$q <= rto_raw$d;
    end

    // Update code
    assign s_in_ready = (st$q == ack_state$IDLE) & ~reset;
    assign m_dec_valid = st$q == ack_state$OUT;
    assign cnt_acks = n_acks$q;
    assign mss32 = {16'h0, w$q[257:242]};
    assign fl = w$q[737:730];
    assign samp_ts = w$q[291] & w$q[754];
    assign d_max_ack = w$q[109:78] - w$q[713:682];
    assign d_una_ack = w$q[45:14] - w$q[713:682];
    assign d_acked = w$q[713:682] - w$q[45:14];
    assign d_wl1 = w$q[205:174] - w$q[681:650];
    assign d_wl2 = w$q[713:682] - w$q[237:206];
    assign d_nxt = w$q[77:46] - w$q[713:682];
    assign d_tm = w$q[324:293] - w$q[713:682];
    assign d_rec1 = w$q[713:682] - w$q[486:455];
    assign d_rec2 = w$q[486:455] - w$q[713:682];
    assign d_old = w$q[713:682] - old_edge$q;
    assign rec_after = w$q[454] & ~(adv$q & rec_le$q);
    assign sk_dup_c = w$q[787] & max_ne_una$q & w$q[788] & ~rec_after;
    assign fast_rx = ~w$q[787] & ~adv$q & dup$q & ~w$q[454] & (dup_inc$q == ack_dup$THRESHOLD) & rec_lt$q;
    assign m_dec_conn = dec$q[9:0];
    assign m_dec_unsent = dec$q[10];
    assign m_dec_too_old = dec$q[11];
    assign m_dec_max_snd_wnd = dec$q[183:152];
    assign m_dec_wake = dec$q[12];
    assign m_dec_window_update = dec$q[13];
    assign m_dec_persist_stop = dec$q[14];
    assign m_dec_advanced = dec$q[15];
    assign m_dec_data_acked = dec$q[47:16];
    assign m_dec_fin_acked = dec$q[50:48];
    assign m_dec_rexmt_first = dec$q[51];
    assign m_dec_rexmt_timer = dec$q[53:52];
    assign m_dec_dup_ack = dec$q[54];
    assign m_dec_fast_retransmit = dec$q[55];
    assign m_dec_snd_una = dec$q[87:56];
    assign m_dec_snd_nxt = dec$q[119:88];
    assign m_dec_snd_wnd = dec$q[151:120];
    assign m_dec_snd_wl1 = dec$q[215:184];
    assign m_dec_snd_wl2 = dec$q[247:216];
    assign m_dec_buf_len = dec$q[279:248];
    assign m_dec_timing_on = dec$q[280];
    assign m_dec_rtt_seen = dec$q[281];
    assign m_dec_srtt8 = dec$q[313:282];
    assign m_dec_rttvar4 = dec$q[345:314];
    assign m_dec_in_recovery = dec$q[346];
    assign m_dec_recover = dec$q[378:347];
    assign m_dec_cwnd = dec$q[410:379];
    assign m_dec_ssthresh = dec$q[442:411];
    assign m_dec_abc = dec$q[474:443];
    assign m_dec_dupacks = dec$q[477:475];
    assign m_dec_acked_bytes = dec$q[509:478];
    assign m_dec_rto = rto_o$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        dec$d = dec$q;
        rto_o$d = rto_o$q;
        n_acks$d = n_acks$q;
        unsent$d = unsent$q;
        adv$d = adv$q;
        una_le$d = una_le$q;
        wl1_lt$d = wl1_lt$q;
        wl1_eq$d = wl1_eq$q;
        wl2_le$d = wl2_le$q;
        wnd$d = wnd$q;
        nxt_lt$d = nxt_lt$q;
        fin_hit$d = fin_hit$q;
        r_ts$d = r_ts$q;
        r_tm$d = r_tm$q;
        tm_hit$d = tm_hit$q;
        rec_le$d = rec_le$q;
        rec_lt$d = rec_lt$q;
        ack_eq_una$d = ack_eq_una$q;
        max_ne_una$d = max_ne_una$q;
        dup_shape$d = dup_shape$q;
        cw_lt_ss$d = cw_lt_ss$q;
        acked$d = acked$q;
        flight_a$d = flight_a$q;
        flight_u$d = flight_u$q;
        rv_keep$d = rv_keep$q;
        sr_keep$d = sr_keep$q;
        srtt$d = srtt$q;
        mss2$d = mss2$q;
        win_upd$d = win_upd$q;
        wnd_eq$d = wnd_eq$q;
        wnd_nz$d = wnd_nz$q;
        sample$d = sample$q;
        r_ts_lt$d = r_ts_lt$q;
        r_tm_lt$d = r_tm_lt$q;
        acked_m$d = acked_m$q;
        ack_ge_mss$d = ack_ge_mss$q;
        cw_lt_acked$d = cw_lt_acked$q;
        cw_m_acked$d = cw_m_acked$q;
        abc_sum$d = abc_sum$q;
        cw_p_acked$d = cw_p_acked$q;
        cw_p_mss$d = cw_p_mss$q;
        f_lt_mss$d = f_lt_mss$q;
        f_p_mss$d = f_p_mss$q;
        fh_lt_mss2$d = fh_lt_mss2$q;
        mss3$d = mss3$q;
        dup_inc$d = dup_inc$q;
        r_cl$d = r_cl$q;
        dl_lt_buf$d = dl_lt_buf$q;
        full_sel$d = full_sel$q;
        ss_fr$d = ss_fr$q;
        abc_ge_cw$d = abc_ge_cw$q;
        abc_m_cw$d = abc_m_cw$q;
        cw_sub$d = cw_sub$q;
        cw_ss$d = cw_ss$q;
        dup$d = dup$q;
        d_rs$d = d_rs$q;
        d_sr$d = d_sr$q;
        r_ge$d = r_ge$q;
        data_acked$d = data_acked$q;
        cw_full$d = cw_full$q;
        cw_fr$d = cw_fr$q;
        cw_part_a$d = cw_part_a$q;
        abc_new$d = abc_new$q;
        cw_ca$d = cw_ca$q;
        err$d = err$q;
        cw_part$d = cw_part$q;
        buf_new$d = buf_new$q;
        ab_new$d = ab_new$q;
        rv_new$d = rv_new$q;
        sr_new$d = sr_new$q;
        rto_raw$d = rto_raw$q;
        wnd_lt_acked$d = wnd_lt_acked$q;
        wnd_m_acked$d = wnd_m_acked$q;
        wnd_keep$d = wnd_keep$q;
        old_edge$d = old_edge$q;
        too_old$d = too_old$q;
        wnd_above_max$d = wnd_above_max$q;
        sk_dup$d = sk_dup$q;
        sk_cnt$d = sk_cnt$q;
        sk_enter$d = sk_enter$q;
        if ((st$q == ack_state$IDLE) & s_in_valid) begin
            w$d = 790'h0;
            w$d[9:0] = s_in_conn;
            w$d[13:10] = s_in_state;
            w$d[45:14] = s_in_snd_una;
            w$d[77:46] = s_in_snd_nxt;
            w$d[109:78] = s_in_snd_max;
            w$d[141:110] = s_in_snd_wnd;
            w$d[173:142] = s_in_max_snd_wnd;
            w$d[205:174] = s_in_snd_wl1;
            w$d[237:206] = s_in_snd_wl2;
            w$d[241:238] = s_in_snd_shift;
            w$d[257:242] = s_in_snd_mss;
            w$d[258] = s_in_fin_sent;
            w$d[290:259] = s_in_buf_len;
            w$d[291] = s_in_ts_ok;
            w$d[292] = s_in_timing_on;
            w$d[324:293] = s_in_timing_seq;
            w$d[356:325] = s_in_timing_at;
            w$d[357] = s_in_rtt_seen;
            w$d[389:358] = s_in_srtt8;
            w$d[421:390] = s_in_rttvar4;
            w$d[453:422] = s_in_rto;
            w$d[454] = s_in_in_recovery;
            w$d[486:455] = s_in_recover;
            w$d[518:487] = s_in_cwnd;
            w$d[550:519] = s_in_ssthresh;
            w$d[582:551] = s_in_abc;
            w$d[585:583] = s_in_dupacks;
            w$d[617:586] = s_in_acked_bytes;
            w$d[649:618] = s_in_now;
            w$d[681:650] = s_in_seq;
            w$d[713:682] = s_in_ack;
            w$d[729:714] = s_in_window;
            w$d[737:730] = s_in_flags;
            w$d[753:738] = s_in_len;
            w$d[754] = s_in_tsecr_on;
            w$d[786:755] = s_in_tsecr;
            w$d[787] = s_in_sack;
            w$d[788] = s_in_sack_new;
            w$d[789] = s_in_lost_first;
            st$d = ack_state$CMP;
        end
        if (st$q == ack_state$CMP) begin
            unsent$d = d_max_ack[31];
            old_edge$d = w$q[45:14] - w$q[173:142];
            adv$d = d_una_ack[31];
            una_le$d = ~d_acked[31];
            wl1_lt$d = d_wl1[31];
            wl1_eq$d = w$q[205:174] == w$q[681:650];
            wl2_le$d = ~d_wl2[31];
            wnd$d = {16'h0, w$q[729:714]} << w$q[241:238];
            nxt_lt$d = d_nxt[31];
            fin_hit$d = w$q[258] & (w$q[713:682] == w$q[109:78]);
            r_ts$d = w$q[649:618] - w$q[786:755];
            r_tm$d = w$q[649:618] - w$q[356:325];
            tm_hit$d = w$q[292] & d_tm[31];
            rec_le$d = ~d_rec1[31];
            rec_lt$d = d_rec2[31];
            ack_eq_una$d = w$q[713:682] == w$q[45:14];
            max_ne_una$d = w$q[109:78] != w$q[45:14];
            dup_shape$d = ~|w$q[753:738] & ~fl[1] & ~fl[0];
            cw_lt_ss$d = w$q[518:487] < w$q[550:519];
            acked$d = d_acked;
            flight_a$d = d_max_ack;
            flight_u$d = w$q[109:78] - w$q[45:14];
            rv_keep$d = w$q[421:390] - (w$q[421:390] >> ack_scale$RTTVAR);
            sr_keep$d = w$q[389:358] - (w$q[389:358] >> ack_scale$SRTT);
            srtt$d = w$q[389:358] >> ack_scale$SRTT;
            mss2$d = mss32 << ack_scale$TWICE;
            st$d = ack_state$SUMS;
        end
        if (st$q == ack_state$SUMS) begin
            win_upd$d = una_le$q & (wl1_lt$q | (wl1_eq$q & wl2_le$q));
            too_old$d = d_old[31];
            wnd_above_max$d = w$q[173:142] < wnd$q;
            wnd_eq$d = wnd$q == w$q[141:110];
            wnd_lt_acked$d = w$q[141:110] < acked$q;
            wnd_m_acked$d = w$q[141:110] - acked$q;
            wnd_nz$d = |wnd$q;
            sample$d = adv$q & (samp_ts | tm_hit$q);
            r_ts_lt$d = r_ts$q < cfg_rto_max;
            r_tm_lt$d = r_tm$q < cfg_rto_max;
            acked_m$d = acked$q - {31'h0, fin_hit$q};
            ack_ge_mss$d = acked$q >= mss32;
            cw_lt_acked$d = w$q[518:487] < acked$q;
            cw_m_acked$d = w$q[518:487] - acked$q;
            abc_sum$d = w$q[582:551] + acked$q;
            cw_p_acked$d = w$q[518:487] + acked$q;
            cw_p_mss$d = w$q[518:487] + mss32;
            f_lt_mss$d = flight_a$q < mss32;
            f_p_mss$d = flight_a$q + mss32;
            fh_lt_mss2$d = (flight_u$q >> ack_scale$TWICE) < mss2$q;
            mss3$d = mss2$q + mss32;
            if (w$q[585:583] == ack_dup$COUNT_MAX) begin
                dup_inc$d = w$q[585:583];
            end
            else begin
                dup_inc$d = w$q[585:583] + 3'h1;
            end
            st$d = ack_state$SELECT;
        end
        if (st$q == ack_state$SELECT) begin
            if (samp_ts) begin
                if (r_ts_lt$q) begin
                    r_cl$d = r_ts$q;
                end
                else begin
                    r_cl$d = cfg_rto_max;
                end
            end
            else if (r_tm_lt$q) begin
                r_cl$d = r_tm$q;
            end
            else begin
                r_cl$d = cfg_rto_max;
            end
            dl_lt_buf$d = acked_m$q < w$q[290:259];
            if (f_lt_mss$q) begin
                full_sel$d = mss2$q;
            end
            else begin
                full_sel$d = f_p_mss$q;
            end
            if (fh_lt_mss2$q) begin
                ss_fr$d = mss2$q;
            end
            else begin
                ss_fr$d = flight_u$q >> ack_scale$TWICE;
            end
            abc_ge_cw$d = abc_sum$q >= w$q[518:487];
            abc_m_cw$d = abc_sum$q - w$q[518:487];
            if (wnd_lt_acked$q) begin
                wnd_keep$d = 32'h0;
            end
            else begin
                wnd_keep$d = wnd_m_acked$q;
            end
            if (cw_lt_acked$q) begin
                cw_sub$d = 32'h0;
            end
            else begin
                cw_sub$d = cw_m_acked$q;
            end
            if (ack_ge_mss$q) begin
                cw_ss$d = cw_p_mss$q;
            end
            else begin
                cw_ss$d = cw_p_acked$q;
            end
            dup$d = ack_eq_una$q & max_ne_una$q & dup_shape$q & wnd_eq$q;
            sk_dup$d = sk_dup_c;
            if (adv$q) begin
                sk_cnt$d = 3'h1;
            end
            else begin
                sk_cnt$d = dup_inc$q;
            end
            sk_enter$d = sk_dup_c & ((~adv$q & (dup_inc$q >= ack_dup$THRESHOLD)) | w$q[789]) & rec_le$q;
            st$d = ack_state$ERR;
        end
        if (st$q == ack_state$ERR) begin
            d_rs$d = r_cl$q - srtt$q;
            d_sr$d = srtt$q - r_cl$q;
            r_ge$d = r_cl$q >= srtt$q;
            if (dl_lt_buf$q) begin
                data_acked$d = acked_m$q;
            end
            else begin
                data_acked$d = w$q[290:259];
            end
            if (w$q[550:519] < full_sel$q) begin
                cw_full$d = w$q[550:519];
            end
            else begin
                cw_full$d = full_sel$q;
            end
            cw_fr$d = ss_fr$q + mss3$q;
            if (ack_ge_mss$q) begin
                cw_part_a$d = cw_sub$q + mss32;
            end
            else begin
                cw_part_a$d = cw_sub$q;
            end
            if (abc_ge_cw$q) begin
                abc_new$d = abc_m_cw$q;
                cw_ca$d = cw_p_mss$q;
            end
            else begin
                abc_new$d = abc_sum$q;
                cw_ca$d = w$q[518:487];
            end
            st$d = ack_state$ABS;
        end
        if (st$q == ack_state$ABS) begin
            if (r_ge$q) begin
                err$d = d_rs$q;
            end
            else begin
                err$d = d_sr$q;
            end
            if (cw_part_a$q < mss32) begin
                cw_part$d = mss32;
            end
            else begin
                cw_part$d = cw_part_a$q;
            end
            buf_new$d = w$q[290:259] - data_acked$q;
            ab_new$d = w$q[617:586] + data_acked$q;
            st$d = ack_state$EST;
        end
        if (st$q == ack_state$EST) begin
            if (w$q[357]) begin
                rv_new$d = rv_keep$q + err$q;
                sr_new$d = sr_keep$q + r_cl$q;
            end
            else begin
                rv_new$d = r_cl$q << ack_scale$FIRST_RTTVAR;
                sr_new$d = r_cl$q << ack_scale$SRTT;
            end
            st$d = ack_state$RTO;
        end
        if (st$q == ack_state$RTO) begin
            if (|rv_new$q) begin
                rto_raw$d = (sr_new$q >> ack_scale$SRTT) + rv_new$q;
            end
            else begin
                rto_raw$d = (sr_new$q >> ack_scale$SRTT) + 32'h1;
            end
            st$d = ack_state$DECIDE;
        end
        if (st$q == ack_state$DECIDE) begin
            rto_o$d = w$q[453:422];
            dec$d = 510'h0;
            dec$d[9:0] = w$q[9:0];
            dec$d[10] = unsent$q;
            dec$d[11] = ~unsent$q & too_old$q;
            dec$d[183:152] = w$q[173:142];
            dec$d[50:48] = fin_ack$NO;
            dec$d[53:52] = rexmt_op$KEEP;
            dec$d[87:56] = w$q[45:14];
            dec$d[119:88] = w$q[77:46];
            dec$d[151:120] = w$q[141:110];
            dec$d[215:184] = w$q[205:174];
            dec$d[247:216] = w$q[237:206];
            dec$d[279:248] = w$q[290:259];
            dec$d[280] = w$q[292];
            dec$d[281] = w$q[357];
            dec$d[313:282] = w$q[389:358];
            dec$d[345:314] = w$q[421:390];
            dec$d[346] = w$q[454];
            dec$d[378:347] = w$q[486:455];
            dec$d[410:379] = w$q[518:487];
            dec$d[442:411] = w$q[550:519];
            dec$d[474:443] = w$q[582:551];
            dec$d[477:475] = w$q[585:583];
            dec$d[509:478] = w$q[617:586];
            if (~unsent$q & ~too_old$q) begin
                if (win_upd$q) begin
                    dec$d[13] = 1'b1;
                    if (wnd_above_max$q) begin
                        dec$d[183:152] = wnd$q;
                    end
                    dec$d[14] = wnd_nz$q;
                    dec$d[151:120] = wnd$q;
                    dec$d[215:184] = w$q[681:650];
                    dec$d[247:216] = w$q[713:682];
                end
                dec$d[12] = adv$q | (win_upd$q & ~wnd_eq$q) | (~w$q[787] & ~adv$q & dup$q & w$q[454]) | fast_rx | (w$q[787] & (rec_after | sk_enter$q));
                if (adv$q) begin
                    dec$d[15] = 1'b1;
                    dec$d[47:16] = data_acked$q;
                    dec$d[279:248] = buf_new$q;
                    dec$d[87:56] = w$q[713:682];
                    if (~win_upd$q) begin
                        dec$d[151:120] = wnd_keep$q;
                    end
                    if (nxt_lt$q) begin
                        dec$d[119:88] = w$q[713:682];
                    end
                    dec$d[509:478] = ab_new$q;
                    if (sample$q) begin
                        rto_o$d = rto_c;
                        dec$d[281] = 1'b1;
                        dec$d[313:282] = sr_new$q;
                        dec$d[345:314] = rv_new$q;
                        if (~samp_ts) begin
                            dec$d[280] = 1'b0;
                        end
                    end
                    if (w$q[454]) begin
                        if (rec_le$q) begin
                            dec$d[410:379] = cw_full$q;
                            dec$d[346] = 1'b0;
                            dec$d[477:475] = 3'h0;
                        end
                        else if (~w$q[787]) begin
                            dec$d[410:379] = cw_part$q;
                            dec$d[51] = 1'b1;
                        end
                    end
                    else begin
                        dec$d[477:475] = 3'h0;
                        if (cw_lt_ss$q) begin
                            dec$d[410:379] = cw_ss$q;
                        end
                        else begin
                            dec$d[474:443] = abc_new$q;
                            dec$d[410:379] = cw_ca$q;
                        end
                    end
                    if (|flight_a$q) begin
                        dec$d[53:52] = rexmt_op$ARM;
                    end
                    else begin
                        dec$d[53:52] = rexmt_op$STOP;
                    end
                    if (fin_hit$q) begin
                        dec$d[50:48] = fin_ack$OTHER;
                        if (w$q[13:10] == tcp_state$FIN_WAIT_1) begin
                            dec$d[50:48] = fin_ack$FIN_WAIT_2;
                        end
                        if (w$q[13:10] == tcp_state$CLOSING) begin
                            dec$d[50:48] = fin_ack$TIME_WAIT;
                            dec$d[53:52] = rexmt_op$STOP;
                        end
                        if (w$q[13:10] == tcp_state$LAST_ACK) begin
                            dec$d[50:48] = fin_ack$CLOSED;
                        end
                    end
                end
                else if (dup$q & ~w$q[787]) begin
                    dec$d[54] = 1'b1;
                    dec$d[477:475] = dup_inc$q;
                    if (w$q[454]) begin
                        dec$d[410:379] = cw_p_mss$q;
                    end
                    else if (fast_rx) begin
                        dec$d[442:411] = ss_fr$q;
                        dec$d[378:347] = w$q[109:78];
                        dec$d[346] = 1'b1;
                        dec$d[410:379] = cw_fr$q;
                        dec$d[280] = 1'b0;
                        dec$d[51] = 1'b1;
                        dec$d[55] = 1'b1;
                    end
                end
                if (sk_dup$q) begin
                    dec$d[54] = 1'b1;
                    dec$d[477:475] = sk_cnt$q;
                end
                if (sk_enter$q) begin
                    dec$d[442:411] = ss_fr$q;
                    dec$d[410:379] = ss_fr$q;
                    dec$d[378:347] = w$q[109:78];
                    dec$d[346] = 1'b1;
                    dec$d[280] = 1'b0;
                    dec$d[51] = 1'b1;
                    dec$d[55] = 1'b1;
                end
            end
            st$d = ack_state$OUT;
        end
        if ((st$q == ack_state$OUT) & m_dec_ready) begin
            n_acks$d = n_acks$q + 32'h1;
            st$d = ack_state$IDLE;
        end
        if (reset) begin
            st$d = ack_state$IDLE;
            n_acks$d = 32'h0;
        end
    end

    always @(*) begin
        rto_c = rto_raw$q;
        if (rto_raw$q < cfg_rto_min) begin
            rto_c = cfg_rto_min;
        end
        if ((rto_raw$q > cfg_rto_max) | ((rto_raw$q < cfg_rto_min) & (cfg_rto_min > cfg_rto_max))) begin
            rto_c = cfg_rto_max;
        end
    end

endmodule // toe_tcb_engine$ack


module toe_tcb_engine$board(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_snd_una,s_in_snd_max,s_in_mss,s_in_high_rxt,s_in_count,s_in_s0,s_in_e0,s_in_s1,s_in_e1,s_in_s2,s_in_e2,s_in_s3,s_in_e3,s_in_nblocks,s_in_l0,s_in_r0,s_in_l1,s_in_r1,s_in_l2,s_in_r2,s_in_l3,s_in_r3,m_out_valid,m_out_ready,m_out_conn,m_out_count,m_out_s0,m_out_e0,m_out_s1,m_out_e1,m_out_s2,m_out_e2,m_out_s3,m_out_e3,m_out_high_rxt,m_out_newly,m_out_lost_first,cnt_decided);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_max;
    input wire  [15:0] s_in_mss;
    input wire  [31:0] s_in_high_rxt;
    input wire  [2:0] s_in_count;
    input wire  [31:0] s_in_s0;
    input wire  [31:0] s_in_e0;
    input wire  [31:0] s_in_s1;
    input wire  [31:0] s_in_e1;
    input wire  [31:0] s_in_s2;
    input wire  [31:0] s_in_e2;
    input wire  [31:0] s_in_s3;
    input wire  [31:0] s_in_e3;
    input wire  [2:0] s_in_nblocks;
    input wire  [31:0] s_in_l0;
    input wire  [31:0] s_in_r0;
    input wire  [31:0] s_in_l1;
    input wire  [31:0] s_in_r1;
    input wire  [31:0] s_in_l2;
    input wire  [31:0] s_in_r2;
    input wire  [31:0] s_in_l3;
    input wire  [31:0] s_in_r3;
    output wire  m_out_valid;
    input wire  m_out_ready;
    output wire  [9:0] m_out_conn;
    output wire  [2:0] m_out_count;
    output wire  [31:0] m_out_s0;
    output wire  [31:0] m_out_e0;
    output wire  [31:0] m_out_s1;
    output wire  [31:0] m_out_e1;
    output wire  [31:0] m_out_s2;
    output wire  [31:0] m_out_e2;
    output wire  [31:0] m_out_s3;
    output wire  [31:0] m_out_e3;
    output wire  [31:0] m_out_high_rxt;
    output wire  m_out_newly;
    output wire  m_out_lost_first;
    output wire  [31:0] cnt_decided;

    // Named constants (named_consts! in model/src)
    localparam [3:0] sack_len$RANGES = 4'h4;
    localparam [3:0] sack_state$BCHK = 4'h4;
    localparam [3:0] sack_state$BCMP = 4'h5;
    localparam [3:0] sack_state$BCUT = 4'h3;
    localparam [3:0] sack_state$BMERGE = 4'h6;
    localparam [3:0] sack_state$BPLACE = 4'h8;
    localparam [3:0] sack_state$BSEL = 4'h7;
    localparam [3:0] sack_state$CLIP = 4'h1;
    localparam [3:0] sack_state$DONE = 4'h9;
    localparam [3:0] sack_state$IDLE = 4'h0;
    localparam [3:0] sack_state$LEN = 4'hb;
    localparam [3:0] sack_state$LOST = 4'he;
    localparam [3:0] sack_state$OUT = 4'ha;
    localparam [3:0] sack_state$PACK = 4'h2;
    localparam [3:0] sack_state$SUM1 = 4'hc;
    localparam [3:0] sack_state$SUM2 = 4'hd;
    localparam [2:0] sack_thresh$RANGES = 3'h3;
    localparam [2:0] sack_thresh$SMSS_SHIFT = 3'h1;
    localparam [31:0] seq_sign$NEGATIVE = 32'h80000000;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] snd_una$d;
    reg  [31:0] snd_una$q;
    reg  [31:0] snd_max$d;
    reg  [31:0] snd_max$q;
    reg  [31:0] high_rxt$d;
    reg  [31:0] high_rxt$q;
    reg  [2:0] count$d;
    reg  [2:0] count$q;
    reg  [2:0] nblocks$d;
    reg  [2:0] nblocks$q;
    reg  [2:0] j$d;
    reg  [2:0] j$q;
    reg  [31:0] rs$0$d;
    reg  [31:0] rs$0$q;
    reg  [31:0] rs$1$d;
    reg  [31:0] rs$1$q;
    reg  [31:0] rs$2$d;
    reg  [31:0] rs$2$q;
    reg  [31:0] rs$3$d;
    reg  [31:0] rs$3$q;
    reg  [31:0] re$0$d;
    reg  [31:0] re$0$q;
    reg  [31:0] re$1$d;
    reg  [31:0] re$1$q;
    reg  [31:0] re$2$d;
    reg  [31:0] re$2$q;
    reg  [31:0] re$3$d;
    reg  [31:0] re$3$q;
    reg  [31:0] bl$0$d;
    reg  [31:0] bl$0$q;
    reg  [31:0] bl$1$d;
    reg  [31:0] bl$1$q;
    reg  [31:0] bl$2$d;
    reg  [31:0] bl$2$q;
    reg  [31:0] bl$3$d;
    reg  [31:0] bl$3$q;
    reg  [31:0] br$0$d;
    reg  [31:0] br$0$q;
    reg  [31:0] br$1$d;
    reg  [31:0] br$1$q;
    reg  [31:0] br$2$d;
    reg  [31:0] br$2$q;
    reg  [31:0] br$3$d;
    reg  [31:0] br$3$q;
    reg  keep$0$d;
    reg  keep$0$q;
    reg  keep$1$d;
    reg  keep$1$q;
    reg  keep$2$d;
    reg  keep$2$q;
    reg  keep$3$d;
    reg  keep$3$q;
    reg  [31:0] cs$0$d;
    reg  [31:0] cs$0$q;
    reg  [31:0] cs$1$d;
    reg  [31:0] cs$1$q;
    reg  [31:0] cs$2$d;
    reg  [31:0] cs$2$q;
    reg  [31:0] cs$3$d;
    reg  [31:0] cs$3$q;
    reg  [31:0] ws$0$d;
    reg  [31:0] ws$0$q;
    reg  [31:0] ws$1$d;
    reg  [31:0] ws$1$q;
    reg  [31:0] ws$2$d;
    reg  [31:0] ws$2$q;
    reg  [31:0] ws$3$d;
    reg  [31:0] ws$3$q;
    reg  [31:0] ws$4$d;
    reg  [31:0] ws$4$q;
    reg  [31:0] ws$5$d;
    reg  [31:0] ws$5$q;
    reg  [31:0] ws$6$d;
    reg  [31:0] ws$6$q;
    reg  [31:0] ws$7$d;
    reg  [31:0] ws$7$q;
    reg  [31:0] we$0$d;
    reg  [31:0] we$0$q;
    reg  [31:0] we$1$d;
    reg  [31:0] we$1$q;
    reg  [31:0] we$2$d;
    reg  [31:0] we$2$q;
    reg  [31:0] we$3$d;
    reg  [31:0] we$3$q;
    reg  [31:0] we$4$d;
    reg  [31:0] we$4$q;
    reg  [31:0] we$5$d;
    reg  [31:0] we$5$q;
    reg  [31:0] we$6$d;
    reg  [31:0] we$6$q;
    reg  [31:0] we$7$d;
    reg  [31:0] we$7$q;
    reg  [3:0] wcount$d;
    reg  [3:0] wcount$q;
    reg  [31:0] cl$d;
    reg  [31:0] cl$q;
    reg  [31:0] cr$d;
    reg  [31:0] cr$q;
    reg  meets$0$d;
    reg  meets$0$q;
    reg  meets$1$d;
    reg  meets$1$q;
    reg  meets$2$d;
    reg  meets$2$q;
    reg  meets$3$d;
    reg  meets$3$q;
    reg  meets$4$d;
    reg  meets$4$q;
    reg  meets$5$d;
    reg  meets$5$q;
    reg  meets$6$d;
    reg  meets$6$q;
    reg  meets$7$d;
    reg  meets$7$q;
    reg  contains$0$d;
    reg  contains$0$q;
    reg  contains$1$d;
    reg  contains$1$q;
    reg  contains$2$d;
    reg  contains$2$q;
    reg  contains$3$d;
    reg  contains$3$q;
    reg  contains$4$d;
    reg  contains$4$q;
    reg  contains$5$d;
    reg  contains$5$q;
    reg  contains$6$d;
    reg  contains$6$q;
    reg  contains$7$d;
    reg  contains$7$q;
    reg  left$0$d;
    reg  left$0$q;
    reg  left$1$d;
    reg  left$1$q;
    reg  left$2$d;
    reg  left$2$q;
    reg  left$3$d;
    reg  left$3$q;
    reg  left$4$d;
    reg  left$4$q;
    reg  left$5$d;
    reg  left$5$q;
    reg  left$6$d;
    reg  left$6$q;
    reg  left$7$d;
    reg  left$7$q;
    reg  right$0$d;
    reg  right$0$q;
    reg  right$1$d;
    reg  right$1$q;
    reg  right$2$d;
    reg  right$2$q;
    reg  right$3$d;
    reg  right$3$q;
    reg  right$4$d;
    reg  right$4$q;
    reg  right$5$d;
    reg  right$5$q;
    reg  right$6$d;
    reg  right$6$q;
    reg  right$7$d;
    reg  right$7$q;
    reg  before$0$d;
    reg  before$0$q;
    reg  before$1$d;
    reg  before$1$q;
    reg  before$2$d;
    reg  before$2$q;
    reg  before$3$d;
    reg  before$3$q;
    reg  before$4$d;
    reg  before$4$q;
    reg  before$5$d;
    reg  before$5$q;
    reg  before$6$d;
    reg  before$6$q;
    reg  before$7$d;
    reg  before$7$q;
    reg  surv$0$d;
    reg  surv$0$q;
    reg  surv$1$d;
    reg  surv$1$q;
    reg  surv$2$d;
    reg  surv$2$q;
    reg  surv$3$d;
    reg  surv$3$q;
    reg  surv$4$d;
    reg  surv$4$q;
    reg  surv$5$d;
    reg  surv$5$q;
    reg  surv$6$d;
    reg  surv$6$q;
    reg  surv$7$d;
    reg  surv$7$q;
    reg  [3:0] dest$0$d;
    reg  [3:0] dest$0$q;
    reg  [3:0] dest$1$d;
    reg  [3:0] dest$1$q;
    reg  [3:0] dest$2$d;
    reg  [3:0] dest$2$q;
    reg  [3:0] dest$3$d;
    reg  [3:0] dest$3$q;
    reg  [3:0] dest$4$d;
    reg  [3:0] dest$4$q;
    reg  [3:0] dest$5$d;
    reg  [3:0] dest$5$q;
    reg  [3:0] dest$6$d;
    reg  [3:0] dest$6$q;
    reg  [3:0] dest$7$d;
    reg  [3:0] dest$7$q;
    reg  [3:0] mpos$d;
    reg  [3:0] mpos$q;
    reg  [7:0] doh$0$d;
    reg  [7:0] doh$0$q;
    reg  [7:0] doh$1$d;
    reg  [7:0] doh$1$q;
    reg  [7:0] doh$2$d;
    reg  [7:0] doh$2$q;
    reg  [7:0] doh$3$d;
    reg  [7:0] doh$3$q;
    reg  [7:0] doh$4$d;
    reg  [7:0] doh$4$q;
    reg  [7:0] doh$5$d;
    reg  [7:0] doh$5$q;
    reg  [7:0] doh$6$d;
    reg  [7:0] doh$6$q;
    reg  [7:0] doh$7$d;
    reg  [7:0] doh$7$q;
    reg  [7:0] moh$d;
    reg  [7:0] moh$q;
    reg  [3:0] n_new$d;
    reg  [3:0] n_new$q;
    reg  [31:0] m_start$d;
    reg  [31:0] m_start$q;
    reg  [31:0] m_end$d;
    reg  [31:0] m_end$q;
    reg  newly$d;
    reg  newly$q;
    reg  [31:0] os$0$d;
    reg  [31:0] os$0$q;
    reg  [31:0] os$1$d;
    reg  [31:0] os$1$q;
    reg  [31:0] os$2$d;
    reg  [31:0] os$2$q;
    reg  [31:0] os$3$d;
    reg  [31:0] os$3$q;
    reg  [31:0] oe$0$d;
    reg  [31:0] oe$0$q;
    reg  [31:0] oe$1$d;
    reg  [31:0] oe$1$q;
    reg  [31:0] oe$2$d;
    reg  [31:0] oe$2$q;
    reg  [31:0] oe$3$d;
    reg  [31:0] oe$3$q;
    reg  [2:0] o_count$d;
    reg  [2:0] o_count$q;
    reg  [31:0] o_high$d;
    reg  [31:0] o_high$q;
    reg  in_pack$d;
    reg  in_pack$q;
    reg  in_place$d;
    reg  in_place$q;
    reg  [31:0] mss_lim$d;
    reg  [31:0] mss_lim$q;
    reg  [31:0] olen$0$d;
    reg  [31:0] olen$0$q;
    reg  [31:0] olen$1$d;
    reg  [31:0] olen$1$q;
    reg  [31:0] olen$2$d;
    reg  [31:0] olen$2$q;
    reg  [31:0] olen$3$d;
    reg  [31:0] olen$3$q;
    reg  [31:0] s01$d;
    reg  [31:0] s01$q;
    reg  [31:0] s23$d;
    reg  [31:0] s23$q;
    reg  [31:0] up0$d;
    reg  [31:0] up0$q;
    reg  [31:0] up1$d;
    reg  [31:0] up1$q;
    reg  lost$d;
    reg  lost$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;

    // Local signals
    wire  [3:0] cmask;
    wire  [3:0] omask;
    wire  [7:0] wmask;
    wire  [3:0] joh;
    reg  [31:0] cur_l;
    reg  [31:0] cur_r;
    wire  [31:0] d_una_end$0;
    wire  [31:0] d_una_end$1;
    wire  [31:0] d_una_end$2;
    wire  [31:0] d_una_end$3;
    wire  [31:0] d_s_una$0;
    wire  [31:0] d_s_una$1;
    wire  [31:0] d_s_una$2;
    wire  [31:0] d_s_una$3;
    wire  [3:0] krank$0;
    reg  [3:0] krank$1;
    reg  [3:0] krank$2;
    reg  [3:0] krank$3;
    wire  [7:0] kdest$0;
    wire  [7:0] kdest$1;
    wire  [7:0] kdest$2;
    wire  [7:0] kdest$3;
    wire  [31:0] d_l_una;
    wire  [31:0] d_l_r;
    wire  [31:0] d_max_r;
    wire  [31:0] d_high_una;
    wire  [31:0] d_r_s$0;
    wire  [31:0] d_r_s$1;
    wire  [31:0] d_r_s$2;
    wire  [31:0] d_r_s$3;
    wire  [31:0] d_r_s$4;
    wire  [31:0] d_r_s$5;
    wire  [31:0] d_r_s$6;
    wire  [31:0] d_r_s$7;
    wire  [31:0] d_e_l$0;
    wire  [31:0] d_e_l$1;
    wire  [31:0] d_e_l$2;
    wire  [31:0] d_e_l$3;
    wire  [31:0] d_e_l$4;
    wire  [31:0] d_e_l$5;
    wire  [31:0] d_e_l$6;
    wire  [31:0] d_e_l$7;
    wire  [31:0] d_l_s$0;
    wire  [31:0] d_l_s$1;
    wire  [31:0] d_l_s$2;
    wire  [31:0] d_l_s$3;
    wire  [31:0] d_l_s$4;
    wire  [31:0] d_l_s$5;
    wire  [31:0] d_l_s$6;
    wire  [31:0] d_l_s$7;
    wire  [31:0] d_e_r$0;
    wire  [31:0] d_e_r$1;
    wire  [31:0] d_e_r$2;
    wire  [31:0] d_e_r$3;
    wire  [31:0] d_e_r$4;
    wire  [31:0] d_e_r$5;
    wire  [31:0] d_e_r$6;
    wire  [31:0] d_e_r$7;
    wire  [31:0] d_s_l$0;
    wire  [31:0] d_s_l$1;
    wire  [31:0] d_s_l$2;
    wire  [31:0] d_s_l$3;
    wire  [31:0] d_s_l$4;
    wire  [31:0] d_s_l$5;
    wire  [31:0] d_s_l$6;
    wire  [31:0] d_s_l$7;
    wire  [31:0] d_r_e$0;
    wire  [31:0] d_r_e$1;
    wire  [31:0] d_r_e$2;
    wire  [31:0] d_r_e$3;
    wire  [31:0] d_r_e$4;
    wire  [31:0] d_r_e$5;
    wire  [31:0] d_r_e$6;
    wire  [31:0] d_r_e$7;
    wire  meets_now$0;
    wire  meets_now$1;
    wire  meets_now$2;
    wire  meets_now$3;
    wire  meets_now$4;
    wire  meets_now$5;
    wire  meets_now$6;
    wire  meets_now$7;
    wire  [3:0] srank$0;
    reg  [3:0] srank$1;
    reg  [3:0] srank$2;
    reg  [3:0] srank$3;
    reg  [3:0] srank$4;
    reg  [3:0] srank$5;
    reg  [3:0] srank$6;
    reg  [3:0] srank$7;
    wire  [3:0] nbefore$0;
    reg  [3:0] nbefore$1;
    reg  [3:0] nbefore$2;
    reg  [3:0] nbefore$3;
    reg  [3:0] nbefore$4;
    reg  [3:0] nbefore$5;
    reg  [3:0] nbefore$6;
    reg  [3:0] nbefore$7;
    reg  any_contains;

    // Registers
    initial begin
        st$q = 4'h0;
        conn$q = 10'h0;
        snd_una$q = 32'h0;
        snd_max$q = 32'h0;
        high_rxt$q = 32'h0;
        count$q = 3'h0;
        nblocks$q = 3'h0;
        j$q = 3'h0;
        rs$0$q = 32'h0;
        rs$1$q = 32'h0;
        rs$2$q = 32'h0;
        rs$3$q = 32'h0;
        re$0$q = 32'h0;
        re$1$q = 32'h0;
        re$2$q = 32'h0;
        re$3$q = 32'h0;
        bl$0$q = 32'h0;
        bl$1$q = 32'h0;
        bl$2$q = 32'h0;
        bl$3$q = 32'h0;
        br$0$q = 32'h0;
        br$1$q = 32'h0;
        br$2$q = 32'h0;
        br$3$q = 32'h0;
        keep$0$q = 1'h0;
        keep$1$q = 1'h0;
        keep$2$q = 1'h0;
        keep$3$q = 1'h0;
        cs$0$q = 32'h0;
        cs$1$q = 32'h0;
        cs$2$q = 32'h0;
        cs$3$q = 32'h0;
        ws$0$q = 32'h0;
        ws$1$q = 32'h0;
        ws$2$q = 32'h0;
        ws$3$q = 32'h0;
        ws$4$q = 32'h0;
        ws$5$q = 32'h0;
        ws$6$q = 32'h0;
        ws$7$q = 32'h0;
        we$0$q = 32'h0;
        we$1$q = 32'h0;
        we$2$q = 32'h0;
        we$3$q = 32'h0;
        we$4$q = 32'h0;
        we$5$q = 32'h0;
        we$6$q = 32'h0;
        we$7$q = 32'h0;
        wcount$q = 4'h0;
        cl$q = 32'h0;
        cr$q = 32'h0;
        meets$0$q = 1'h0;
        meets$1$q = 1'h0;
        meets$2$q = 1'h0;
        meets$3$q = 1'h0;
        meets$4$q = 1'h0;
        meets$5$q = 1'h0;
        meets$6$q = 1'h0;
        meets$7$q = 1'h0;
        contains$0$q = 1'h0;
        contains$1$q = 1'h0;
        contains$2$q = 1'h0;
        contains$3$q = 1'h0;
        contains$4$q = 1'h0;
        contains$5$q = 1'h0;
        contains$6$q = 1'h0;
        contains$7$q = 1'h0;
        left$0$q = 1'h0;
        left$1$q = 1'h0;
        left$2$q = 1'h0;
        left$3$q = 1'h0;
        left$4$q = 1'h0;
        left$5$q = 1'h0;
        left$6$q = 1'h0;
        left$7$q = 1'h0;
        right$0$q = 1'h0;
        right$1$q = 1'h0;
        right$2$q = 1'h0;
        right$3$q = 1'h0;
        right$4$q = 1'h0;
        right$5$q = 1'h0;
        right$6$q = 1'h0;
        right$7$q = 1'h0;
        before$0$q = 1'h0;
        before$1$q = 1'h0;
        before$2$q = 1'h0;
        before$3$q = 1'h0;
        before$4$q = 1'h0;
        before$5$q = 1'h0;
        before$6$q = 1'h0;
        before$7$q = 1'h0;
        surv$0$q = 1'h0;
        surv$1$q = 1'h0;
        surv$2$q = 1'h0;
        surv$3$q = 1'h0;
        surv$4$q = 1'h0;
        surv$5$q = 1'h0;
        surv$6$q = 1'h0;
        surv$7$q = 1'h0;
        dest$0$q = 4'h0;
        dest$1$q = 4'h0;
        dest$2$q = 4'h0;
        dest$3$q = 4'h0;
        dest$4$q = 4'h0;
        dest$5$q = 4'h0;
        dest$6$q = 4'h0;
        dest$7$q = 4'h0;
        mpos$q = 4'h0;
        doh$0$q = 8'h0;
        doh$1$q = 8'h0;
        doh$2$q = 8'h0;
        doh$3$q = 8'h0;
        doh$4$q = 8'h0;
        doh$5$q = 8'h0;
        doh$6$q = 8'h0;
        doh$7$q = 8'h0;
        moh$q = 8'h0;
        n_new$q = 4'h0;
        m_start$q = 32'h0;
        m_end$q = 32'h0;
        newly$q = 1'h0;
        os$0$q = 32'h0;
        os$1$q = 32'h0;
        os$2$q = 32'h0;
        os$3$q = 32'h0;
        oe$0$q = 32'h0;
        oe$1$q = 32'h0;
        oe$2$q = 32'h0;
        oe$3$q = 32'h0;
        o_count$q = 3'h0;
        o_high$q = 32'h0;
        in_pack$q = 1'h0;
        in_place$q = 1'h0;
        mss_lim$q = 32'h0;
        olen$0$q = 32'h0;
        olen$1$q = 32'h0;
        olen$2$q = 32'h0;
        olen$3$q = 32'h0;
        s01$q = 32'h0;
        s23$q = 32'h0;
        up0$q = 32'h0;
        up1$q = 32'h0;
        lost$q = 1'h0;
        n_dec$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        snd_una$q <= snd_una$d;
        snd_max$q <= snd_max$d;
        high_rxt$q <= high_rxt$d;
        count$q <= count$d;
        nblocks$q <= nblocks$d;
        j$q <= j$d;
        rs$0$q <= rs$0$d;
        rs$1$q <= rs$1$d;
        rs$2$q <= rs$2$d;
        rs$3$q <= rs$3$d;
        re$0$q <= re$0$d;
        re$1$q <= re$1$d;
        re$2$q <= re$2$d;
        re$3$q <= re$3$d;
        bl$0$q <= bl$0$d;
        bl$1$q <= bl$1$d;
        bl$2$q <= bl$2$d;
        bl$3$q <= bl$3$d;
        br$0$q <= br$0$d;
        br$1$q <= br$1$d;
        br$2$q <= br$2$d;
        br$3$q <= br$3$d;
        keep$0$q <= keep$0$d;
        keep$1$q <= keep$1$d;
        keep$2$q <= keep$2$d;
        keep$3$q <= keep$3$d;
        cs$0$q <= cs$0$d;
        cs$1$q <= cs$1$d;
        cs$2$q <= cs$2$d;
        cs$3$q <= cs$3$d;
        ws$0$q <= ws$0$d;
        ws$1$q <= ws$1$d;
        ws$2$q <= ws$2$d;
        ws$3$q <= ws$3$d;
        ws$4$q <= ws$4$d;
        ws$5$q <= ws$5$d;
        ws$6$q <= ws$6$d;
        ws$7$q <= ws$7$d;
        we$0$q <= we$0$d;
        we$1$q <= we$1$d;
        we$2$q <= we$2$d;
        we$3$q <= we$3$d;
        we$4$q <= we$4$d;
        we$5$q <= we$5$d;
        we$6$q <= we$6$d;
        we$7$q <= we$7$d;
        wcount$q <= wcount$d;
        cl$q <= cl$d;
        cr$q <= cr$d;
        meets$0$q <= meets$0$d;
        meets$1$q <= meets$1$d;
        meets$2$q <= meets$2$d;
        meets$3$q <= meets$3$d;
        meets$4$q <= meets$4$d;
        meets$5$q <= meets$5$d;
        meets$6$q <= meets$6$d;
        meets$7$q <= meets$7$d;
        contains$0$q <= contains$0$d;
        contains$1$q <= contains$1$d;
        contains$2$q <= contains$2$d;
        contains$3$q <= contains$3$d;
        contains$4$q <= contains$4$d;
        contains$5$q <= contains$5$d;
        contains$6$q <= contains$6$d;
        contains$7$q <= contains$7$d;
        left$0$q <= left$0$d;
        left$1$q <= left$1$d;
        left$2$q <= left$2$d;
        left$3$q <= left$3$d;
        left$4$q <= left$4$d;
        left$5$q <= left$5$d;
        left$6$q <= left$6$d;
        left$7$q <= left$7$d;
        right$0$q <= right$0$d;
        right$1$q <= right$1$d;
        right$2$q <= right$2$d;
        right$3$q <= right$3$d;
        right$4$q <= right$4$d;
        right$5$q <= right$5$d;
        right$6$q <= right$6$d;
        right$7$q <= right$7$d;
        before$0$q <= before$0$d;
        before$1$q <= before$1$d;
        before$2$q <= before$2$d;
        before$3$q <= before$3$d;
        before$4$q <= before$4$d;
        before$5$q <= before$5$d;
        before$6$q <= before$6$d;
        before$7$q <= before$7$d;
        surv$0$q <= surv$0$d;
        surv$1$q <= surv$1$d;
        surv$2$q <= surv$2$d;
        surv$3$q <= surv$3$d;
        surv$4$q <= surv$4$d;
        surv$5$q <= surv$5$d;
        surv$6$q <= surv$6$d;
        surv$7$q <= surv$7$d;
        dest$0$q <= dest$0$d;
        dest$1$q <= dest$1$d;
        dest$2$q <= dest$2$d;
        dest$3$q <= dest$3$d;
        dest$4$q <= dest$4$d;
        dest$5$q <= dest$5$d;
        dest$6$q <= dest$6$d;
        dest$7$q <= dest$7$d;
        mpos$q <= mpos$d;
        doh$0$q <= doh$0$d;
        doh$1$q <= doh$1$d;
        doh$2$q <= doh$2$d;
        doh$3$q <= doh$3$d;
        doh$4$q <= doh$4$d;
        doh$5$q <= doh$5$d;
        doh$6$q <= doh$6$d;
        doh$7$q <= doh$7$d;
        moh$q <= moh$d;
        n_new$q <= n_new$d;
        m_start$q <= m_start$d;
        m_end$q <= m_end$d;
        newly$q <= newly$d;
        os$0$q <= os$0$d;
        os$1$q <= os$1$d;
        os$2$q <= os$2$d;
        os$3$q <= os$3$d;
        oe$0$q <= oe$0$d;
        oe$1$q <= oe$1$d;
        oe$2$q <= oe$2$d;
        oe$3$q <= oe$3$d;
        o_count$q <= o_count$d;
        o_high$q <= o_high$d;
        in_pack$q <= in_pack$d;
        in_place$q <= in_place$d;
        mss_lim$q <= mss_lim$d;
        olen$0$q <= olen$0$d;
        olen$1$q <= olen$1$d;
        olen$2$q <= olen$2$d;
        olen$3$q <= olen$3$d;
        s01$q <= s01$d;
        s23$q <= s23$d;
        up0$q <= up0$d;
        up1$q <= up1$d;
        lost$q <= lost$d;
        n_dec$q <= n_dec$d;
    end

    // Update code
    assign s_in_ready = (st$q == sack_state$IDLE) & ~reset;
    assign m_out_valid = st$q == sack_state$OUT;
    assign cnt_decided = n_dec$q;
    assign cmask = (4'h1 << count$q) - 4'h1;
    assign d_una_end$0 = snd_una$q - re$0$q;
    assign d_s_una$0 = rs$0$q - snd_una$q;
    assign d_una_end$1 = snd_una$q - re$1$q;
    assign d_s_una$1 = rs$1$q - snd_una$q;
    assign d_una_end$2 = snd_una$q - re$2$q;
    assign d_s_una$2 = rs$2$q - snd_una$q;
    assign d_una_end$3 = snd_una$q - re$3$q;
    assign d_s_una$3 = rs$3$q - snd_una$q;
    assign krank$0 = 4'h0;
    assign kdest$0 = 8'h1 << krank$0;
    assign kdest$1 = 8'h1 << krank$1;
    assign kdest$2 = 8'h1 << krank$2;
    assign kdest$3 = 8'h1 << krank$3;
    assign joh = 4'h1 << j$q;
    assign d_l_una = cur_l - snd_una$q;
    assign d_l_r = cl$q - cr$q;
    assign d_max_r = snd_max$q - cr$q;
    assign wmask = (8'h1 << wcount$q) - 8'h1;
    assign d_r_s$0 = cr$q - ws$0$q;
    assign d_e_l$0 = we$0$q - cl$q;
    assign d_l_s$0 = cl$q - ws$0$q;
    assign d_e_r$0 = we$0$q - cr$q;
    assign d_s_l$0 = ws$0$q - cl$q;
    assign d_r_e$0 = cr$q - we$0$q;
    assign meets_now$0 = wmask[0] & (d_r_s$0 < seq_sign$NEGATIVE) & (d_e_l$0 < seq_sign$NEGATIVE);
    assign d_r_s$1 = cr$q - ws$1$q;
    assign d_e_l$1 = we$1$q - cl$q;
    assign d_l_s$1 = cl$q - ws$1$q;
    assign d_e_r$1 = we$1$q - cr$q;
    assign d_s_l$1 = ws$1$q - cl$q;
    assign d_r_e$1 = cr$q - we$1$q;
    assign meets_now$1 = wmask[1] & (d_r_s$1 < seq_sign$NEGATIVE) & (d_e_l$1 < seq_sign$NEGATIVE);
    assign d_r_s$2 = cr$q - ws$2$q;
    assign d_e_l$2 = we$2$q - cl$q;
    assign d_l_s$2 = cl$q - ws$2$q;
    assign d_e_r$2 = we$2$q - cr$q;
    assign d_s_l$2 = ws$2$q - cl$q;
    assign d_r_e$2 = cr$q - we$2$q;
    assign meets_now$2 = wmask[2] & (d_r_s$2 < seq_sign$NEGATIVE) & (d_e_l$2 < seq_sign$NEGATIVE);
    assign d_r_s$3 = cr$q - ws$3$q;
    assign d_e_l$3 = we$3$q - cl$q;
    assign d_l_s$3 = cl$q - ws$3$q;
    assign d_e_r$3 = we$3$q - cr$q;
    assign d_s_l$3 = ws$3$q - cl$q;
    assign d_r_e$3 = cr$q - we$3$q;
    assign meets_now$3 = wmask[3] & (d_r_s$3 < seq_sign$NEGATIVE) & (d_e_l$3 < seq_sign$NEGATIVE);
    assign d_r_s$4 = cr$q - ws$4$q;
    assign d_e_l$4 = we$4$q - cl$q;
    assign d_l_s$4 = cl$q - ws$4$q;
    assign d_e_r$4 = we$4$q - cr$q;
    assign d_s_l$4 = ws$4$q - cl$q;
    assign d_r_e$4 = cr$q - we$4$q;
    assign meets_now$4 = wmask[4] & (d_r_s$4 < seq_sign$NEGATIVE) & (d_e_l$4 < seq_sign$NEGATIVE);
    assign d_r_s$5 = cr$q - ws$5$q;
    assign d_e_l$5 = we$5$q - cl$q;
    assign d_l_s$5 = cl$q - ws$5$q;
    assign d_e_r$5 = we$5$q - cr$q;
    assign d_s_l$5 = ws$5$q - cl$q;
    assign d_r_e$5 = cr$q - we$5$q;
    assign meets_now$5 = wmask[5] & (d_r_s$5 < seq_sign$NEGATIVE) & (d_e_l$5 < seq_sign$NEGATIVE);
    assign d_r_s$6 = cr$q - ws$6$q;
    assign d_e_l$6 = we$6$q - cl$q;
    assign d_l_s$6 = cl$q - ws$6$q;
    assign d_e_r$6 = we$6$q - cr$q;
    assign d_s_l$6 = ws$6$q - cl$q;
    assign d_r_e$6 = cr$q - we$6$q;
    assign meets_now$6 = wmask[6] & (d_r_s$6 < seq_sign$NEGATIVE) & (d_e_l$6 < seq_sign$NEGATIVE);
    assign d_r_s$7 = cr$q - ws$7$q;
    assign d_e_l$7 = we$7$q - cl$q;
    assign d_l_s$7 = cl$q - ws$7$q;
    assign d_e_r$7 = we$7$q - cr$q;
    assign d_s_l$7 = ws$7$q - cl$q;
    assign d_r_e$7 = cr$q - we$7$q;
    assign meets_now$7 = wmask[7] & (d_r_s$7 < seq_sign$NEGATIVE) & (d_e_l$7 < seq_sign$NEGATIVE);
    assign srank$0 = 4'h0;
    assign nbefore$0 = 4'h0;
    assign d_high_una = high_rxt$q - snd_una$q;
    assign omask = (4'h1 << o_count$q) - 4'h1;
    assign m_out_conn = conn$q;
    assign m_out_count = o_count$q;
    assign m_out_s0 = os$0$q;
    assign m_out_e0 = oe$0$q;
    assign m_out_s1 = os$1$q;
    assign m_out_e1 = oe$1$q;
    assign m_out_s2 = os$2$q;
    assign m_out_e2 = oe$2$q;
    assign m_out_s3 = os$3$q;
    assign m_out_e3 = oe$3$q;
    assign m_out_high_rxt = o_high$q;
    assign m_out_newly = newly$q;
    assign m_out_lost_first = lost$q;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        snd_una$d = snd_una$q;
        snd_max$d = snd_max$q;
        high_rxt$d = high_rxt$q;
        count$d = count$q;
        nblocks$d = nblocks$q;
        j$d = j$q;
        cl$d = cl$q;
        cr$d = cr$q;
        mpos$d = mpos$q;
        moh$d = moh$q;
        n_new$d = n_new$q;
        m_start$d = m_start$q;
        m_end$d = m_end$q;
        newly$d = newly$q;
        o_count$d = o_count$q;
        o_high$d = o_high$q;
        in_pack$d = in_pack$q;
        in_place$d = in_place$q;
        mss_lim$d = mss_lim$q;
        s01$d = s01$q;
        s23$d = s23$q;
        up0$d = up0$q;
        up1$d = up1$q;
        lost$d = lost$q;
        n_dec$d = n_dec$q;
        olen$0$d = olen$0$q;
        rs$0$d = rs$0$q;
        re$0$d = re$0$q;
        keep$0$d = keep$0$q;
        cs$0$d = cs$0$q;
        os$0$d = os$0$q;
        oe$0$d = oe$0$q;
        olen$1$d = olen$1$q;
        rs$1$d = rs$1$q;
        re$1$d = re$1$q;
        keep$1$d = keep$1$q;
        cs$1$d = cs$1$q;
        os$1$d = os$1$q;
        oe$1$d = oe$1$q;
        olen$2$d = olen$2$q;
        rs$2$d = rs$2$q;
        re$2$d = re$2$q;
        keep$2$d = keep$2$q;
        cs$2$d = cs$2$q;
        os$2$d = os$2$q;
        oe$2$d = oe$2$q;
        olen$3$d = olen$3$q;
        rs$3$d = rs$3$q;
        re$3$d = re$3$q;
        keep$3$d = keep$3$q;
        cs$3$d = cs$3$q;
        os$3$d = os$3$q;
        oe$3$d = oe$3$q;
        bl$0$d = bl$0$q;
        br$0$d = br$0$q;
        bl$1$d = bl$1$q;
        br$1$d = br$1$q;
        bl$2$d = bl$2$q;
        br$2$d = br$2$q;
        bl$3$d = bl$3$q;
        br$3$d = br$3$q;
        doh$0$d = doh$0$q;
        meets$0$d = meets$0$q;
        contains$0$d = contains$0$q;
        left$0$d = left$0$q;
        right$0$d = right$0$q;
        before$0$d = before$0$q;
        surv$0$d = surv$0$q;
        dest$0$d = dest$0$q;
        doh$1$d = doh$1$q;
        meets$1$d = meets$1$q;
        contains$1$d = contains$1$q;
        left$1$d = left$1$q;
        right$1$d = right$1$q;
        before$1$d = before$1$q;
        surv$1$d = surv$1$q;
        dest$1$d = dest$1$q;
        doh$2$d = doh$2$q;
        meets$2$d = meets$2$q;
        contains$2$d = contains$2$q;
        left$2$d = left$2$q;
        right$2$d = right$2$q;
        before$2$d = before$2$q;
        surv$2$d = surv$2$q;
        dest$2$d = dest$2$q;
        doh$3$d = doh$3$q;
        meets$3$d = meets$3$q;
        contains$3$d = contains$3$q;
        left$3$d = left$3$q;
        right$3$d = right$3$q;
        before$3$d = before$3$q;
        surv$3$d = surv$3$q;
        dest$3$d = dest$3$q;
        doh$4$d = doh$4$q;
        meets$4$d = meets$4$q;
        contains$4$d = contains$4$q;
        left$4$d = left$4$q;
        right$4$d = right$4$q;
        before$4$d = before$4$q;
        surv$4$d = surv$4$q;
        dest$4$d = dest$4$q;
        doh$5$d = doh$5$q;
        meets$5$d = meets$5$q;
        contains$5$d = contains$5$q;
        left$5$d = left$5$q;
        right$5$d = right$5$q;
        before$5$d = before$5$q;
        surv$5$d = surv$5$q;
        dest$5$d = dest$5$q;
        doh$6$d = doh$6$q;
        meets$6$d = meets$6$q;
        contains$6$d = contains$6$q;
        left$6$d = left$6$q;
        right$6$d = right$6$q;
        before$6$d = before$6$q;
        surv$6$d = surv$6$q;
        dest$6$d = dest$6$q;
        doh$7$d = doh$7$q;
        meets$7$d = meets$7$q;
        contains$7$d = contains$7$q;
        left$7$d = left$7$q;
        right$7$d = right$7$q;
        before$7$d = before$7$q;
        surv$7$d = surv$7$q;
        dest$7$d = dest$7$q;
        in_pack$d = st$q == sack_state$CLIP;
        in_place$d = st$q == sack_state$BSEL;
        if ((st$q == sack_state$IDLE) & s_in_valid) begin
            conn$d = s_in_conn;
            snd_una$d = s_in_snd_una;
            snd_max$d = s_in_snd_max;
            high_rxt$d = s_in_high_rxt;
            mss_lim$d = {16'h0, s_in_mss} << sack_thresh$SMSS_SHIFT;
            count$d = s_in_count;
            nblocks$d = s_in_nblocks;
            rs$0$d = s_in_s0;
            re$0$d = s_in_e0;
            rs$1$d = s_in_s1;
            re$1$d = s_in_e1;
            rs$2$d = s_in_s2;
            re$2$d = s_in_e2;
            rs$3$d = s_in_s3;
            re$3$d = s_in_e3;
            bl$0$d = s_in_l0;
            br$0$d = s_in_r0;
            bl$1$d = s_in_l1;
            br$1$d = s_in_r1;
            bl$2$d = s_in_l2;
            br$2$d = s_in_r2;
            bl$3$d = s_in_l3;
            br$3$d = s_in_r3;
            st$d = sack_state$CLIP;
        end
        if (st$q == sack_state$CLIP) begin
            keep$0$d = cmask[0] & (d_una_end$0 >= seq_sign$NEGATIVE);
            if (d_s_una$0 >= seq_sign$NEGATIVE) begin
                cs$0$d = snd_una$q;
            end
            else begin
                cs$0$d = rs$0$q;
            end
            keep$1$d = cmask[1] & (d_una_end$1 >= seq_sign$NEGATIVE);
            if (d_s_una$1 >= seq_sign$NEGATIVE) begin
                cs$1$d = snd_una$q;
            end
            else begin
                cs$1$d = rs$1$q;
            end
            keep$2$d = cmask[2] & (d_una_end$2 >= seq_sign$NEGATIVE);
            if (d_s_una$2 >= seq_sign$NEGATIVE) begin
                cs$2$d = snd_una$q;
            end
            else begin
                cs$2$d = rs$2$q;
            end
            keep$3$d = cmask[3] & (d_una_end$3 >= seq_sign$NEGATIVE);
            if (d_s_una$3 >= seq_sign$NEGATIVE) begin
                cs$3$d = snd_una$q;
            end
            else begin
                cs$3$d = rs$3$q;
            end
            st$d = sack_state$PACK;
        end
        if (st$q == sack_state$PACK) begin
            j$d = 3'h0;
            newly$d = 1'b0;
            st$d = sack_state$BCUT;
        end
        if (st$q == sack_state$BCUT) begin
            if (j$q >= nblocks$q) begin
                st$d = sack_state$DONE;
            end
            else begin
                if (d_l_una >= seq_sign$NEGATIVE) begin
                    cl$d = snd_una$q;
                end
                else begin
                    cl$d = cur_l;
                end
                cr$d = cur_r;
                st$d = sack_state$BCHK;
            end
        end
        if (st$q == sack_state$BCHK) begin
            if ((d_l_r >= seq_sign$NEGATIVE) & (d_max_r < seq_sign$NEGATIVE)) begin
                st$d = sack_state$BCMP;
            end
            else begin
                j$d = j$q + 3'h1;
                st$d = sack_state$BCUT;
            end
        end
        if (st$q == sack_state$BCMP) begin
            meets$0$d = meets_now$0;
            contains$0$d = wmask[0] & (d_l_s$0 < seq_sign$NEGATIVE) & (d_e_r$0 < seq_sign$NEGATIVE);
            left$0$d = meets_now$0 & (d_s_l$0 >= seq_sign$NEGATIVE);
            right$0$d = meets_now$0 & (d_r_e$0 >= seq_sign$NEGATIVE);
            surv$0$d = wmask[0] & ~meets_now$0;
            before$0$d = wmask[0] & ~meets_now$0 & (d_s_l$0 >= seq_sign$NEGATIVE);
            meets$1$d = meets_now$1;
            contains$1$d = wmask[1] & (d_l_s$1 < seq_sign$NEGATIVE) & (d_e_r$1 < seq_sign$NEGATIVE);
            left$1$d = meets_now$1 & (d_s_l$1 >= seq_sign$NEGATIVE);
            right$1$d = meets_now$1 & (d_r_e$1 >= seq_sign$NEGATIVE);
            surv$1$d = wmask[1] & ~meets_now$1;
            before$1$d = wmask[1] & ~meets_now$1 & (d_s_l$1 >= seq_sign$NEGATIVE);
            meets$2$d = meets_now$2;
            contains$2$d = wmask[2] & (d_l_s$2 < seq_sign$NEGATIVE) & (d_e_r$2 < seq_sign$NEGATIVE);
            left$2$d = meets_now$2 & (d_s_l$2 >= seq_sign$NEGATIVE);
            right$2$d = meets_now$2 & (d_r_e$2 >= seq_sign$NEGATIVE);
            surv$2$d = wmask[2] & ~meets_now$2;
            before$2$d = wmask[2] & ~meets_now$2 & (d_s_l$2 >= seq_sign$NEGATIVE);
            meets$3$d = meets_now$3;
            contains$3$d = wmask[3] & (d_l_s$3 < seq_sign$NEGATIVE) & (d_e_r$3 < seq_sign$NEGATIVE);
            left$3$d = meets_now$3 & (d_s_l$3 >= seq_sign$NEGATIVE);
            right$3$d = meets_now$3 & (d_r_e$3 >= seq_sign$NEGATIVE);
            surv$3$d = wmask[3] & ~meets_now$3;
            before$3$d = wmask[3] & ~meets_now$3 & (d_s_l$3 >= seq_sign$NEGATIVE);
            meets$4$d = meets_now$4;
            contains$4$d = wmask[4] & (d_l_s$4 < seq_sign$NEGATIVE) & (d_e_r$4 < seq_sign$NEGATIVE);
            left$4$d = meets_now$4 & (d_s_l$4 >= seq_sign$NEGATIVE);
            right$4$d = meets_now$4 & (d_r_e$4 >= seq_sign$NEGATIVE);
            surv$4$d = wmask[4] & ~meets_now$4;
            before$4$d = wmask[4] & ~meets_now$4 & (d_s_l$4 >= seq_sign$NEGATIVE);
            meets$5$d = meets_now$5;
            contains$5$d = wmask[5] & (d_l_s$5 < seq_sign$NEGATIVE) & (d_e_r$5 < seq_sign$NEGATIVE);
            left$5$d = meets_now$5 & (d_s_l$5 >= seq_sign$NEGATIVE);
            right$5$d = meets_now$5 & (d_r_e$5 >= seq_sign$NEGATIVE);
            surv$5$d = wmask[5] & ~meets_now$5;
            before$5$d = wmask[5] & ~meets_now$5 & (d_s_l$5 >= seq_sign$NEGATIVE);
            meets$6$d = meets_now$6;
            contains$6$d = wmask[6] & (d_l_s$6 < seq_sign$NEGATIVE) & (d_e_r$6 < seq_sign$NEGATIVE);
            left$6$d = meets_now$6 & (d_s_l$6 >= seq_sign$NEGATIVE);
            right$6$d = meets_now$6 & (d_r_e$6 >= seq_sign$NEGATIVE);
            surv$6$d = wmask[6] & ~meets_now$6;
            before$6$d = wmask[6] & ~meets_now$6 & (d_s_l$6 >= seq_sign$NEGATIVE);
            meets$7$d = meets_now$7;
            contains$7$d = wmask[7] & (d_l_s$7 < seq_sign$NEGATIVE) & (d_e_r$7 < seq_sign$NEGATIVE);
            left$7$d = meets_now$7 & (d_s_l$7 >= seq_sign$NEGATIVE);
            right$7$d = meets_now$7 & (d_r_e$7 >= seq_sign$NEGATIVE);
            surv$7$d = wmask[7] & ~meets_now$7;
            before$7$d = wmask[7] & ~meets_now$7 & (d_s_l$7 >= seq_sign$NEGATIVE);
            st$d = sack_state$BMERGE;
        end
        if (st$q == sack_state$BMERGE) begin
            m_start$d = cl$q;
            m_end$d = cr$q;
            n_new$d = 4'h1;
            mpos$d = 4'h0;
            if (left$0$q) begin
                m_start$d = ws$0$q;
            end
            if (right$0$q) begin
                m_end$d = we$0$q;
            end
            if (before$0$q) begin
                dest$0$d = srank$0;
                mpos$d = nbefore$0 + 4'h1;
            end
            else begin
                dest$0$d = srank$0 + 4'h1;
            end
            if (surv$0$q) begin
                n_new$d = srank$0 + 4'h2;
            end
            if (left$1$q) begin
                m_start$d = ws$1$q;
            end
            if (right$1$q) begin
                m_end$d = we$1$q;
            end
            if (before$1$q) begin
                dest$1$d = srank$1;
                mpos$d = nbefore$1 + 4'h1;
            end
            else begin
                dest$1$d = srank$1 + 4'h1;
            end
            if (surv$1$q) begin
                n_new$d = srank$1 + 4'h2;
            end
            if (left$2$q) begin
                m_start$d = ws$2$q;
            end
            if (right$2$q) begin
                m_end$d = we$2$q;
            end
            if (before$2$q) begin
                dest$2$d = srank$2;
                mpos$d = nbefore$2 + 4'h1;
            end
            else begin
                dest$2$d = srank$2 + 4'h1;
            end
            if (surv$2$q) begin
                n_new$d = srank$2 + 4'h2;
            end
            if (left$3$q) begin
                m_start$d = ws$3$q;
            end
            if (right$3$q) begin
                m_end$d = we$3$q;
            end
            if (before$3$q) begin
                dest$3$d = srank$3;
                mpos$d = nbefore$3 + 4'h1;
            end
            else begin
                dest$3$d = srank$3 + 4'h1;
            end
            if (surv$3$q) begin
                n_new$d = srank$3 + 4'h2;
            end
            if (left$4$q) begin
                m_start$d = ws$4$q;
            end
            if (right$4$q) begin
                m_end$d = we$4$q;
            end
            if (before$4$q) begin
                dest$4$d = srank$4;
                mpos$d = nbefore$4 + 4'h1;
            end
            else begin
                dest$4$d = srank$4 + 4'h1;
            end
            if (surv$4$q) begin
                n_new$d = srank$4 + 4'h2;
            end
            if (left$5$q) begin
                m_start$d = ws$5$q;
            end
            if (right$5$q) begin
                m_end$d = we$5$q;
            end
            if (before$5$q) begin
                dest$5$d = srank$5;
                mpos$d = nbefore$5 + 4'h1;
            end
            else begin
                dest$5$d = srank$5 + 4'h1;
            end
            if (surv$5$q) begin
                n_new$d = srank$5 + 4'h2;
            end
            if (left$6$q) begin
                m_start$d = ws$6$q;
            end
            if (right$6$q) begin
                m_end$d = we$6$q;
            end
            if (before$6$q) begin
                dest$6$d = srank$6;
                mpos$d = nbefore$6 + 4'h1;
            end
            else begin
                dest$6$d = srank$6 + 4'h1;
            end
            if (surv$6$q) begin
                n_new$d = srank$6 + 4'h2;
            end
            if (left$7$q) begin
                m_start$d = ws$7$q;
            end
            if (right$7$q) begin
                m_end$d = we$7$q;
            end
            if (before$7$q) begin
                dest$7$d = srank$7;
                mpos$d = nbefore$7 + 4'h1;
            end
            else begin
                dest$7$d = srank$7 + 4'h1;
            end
            if (surv$7$q) begin
                n_new$d = srank$7 + 4'h2;
            end
            if (~any_contains) begin
                newly$d = 1'b1;
            end
            st$d = sack_state$BSEL;
        end
        if (st$q == sack_state$BSEL) begin
            if (surv$0$q) begin
                doh$0$d = 8'h1 << dest$0$q;
            end
            else begin
                doh$0$d = 8'h0;
            end
            if (surv$1$q) begin
                doh$1$d = 8'h1 << dest$1$q;
            end
            else begin
                doh$1$d = 8'h0;
            end
            if (surv$2$q) begin
                doh$2$d = 8'h1 << dest$2$q;
            end
            else begin
                doh$2$d = 8'h0;
            end
            if (surv$3$q) begin
                doh$3$d = 8'h1 << dest$3$q;
            end
            else begin
                doh$3$d = 8'h0;
            end
            if (surv$4$q) begin
                doh$4$d = 8'h1 << dest$4$q;
            end
            else begin
                doh$4$d = 8'h0;
            end
            if (surv$5$q) begin
                doh$5$d = 8'h1 << dest$5$q;
            end
            else begin
                doh$5$d = 8'h0;
            end
            if (surv$6$q) begin
                doh$6$d = 8'h1 << dest$6$q;
            end
            else begin
                doh$6$d = 8'h0;
            end
            if (surv$7$q) begin
                doh$7$d = 8'h1 << dest$7$q;
            end
            else begin
                doh$7$d = 8'h0;
            end
            moh$d = 8'h1 << mpos$q;
            st$d = sack_state$BPLACE;
        end
        if (st$q == sack_state$BPLACE) begin
            j$d = j$q + 3'h1;
            st$d = sack_state$BCUT;
        end
        if (st$q == sack_state$DONE) begin
            if (wcount$q > sack_len$RANGES) begin
                o_count$d = sack_len$RANGES[2:0];
            end
            else begin
                o_count$d = wcount$q[2:0];
            end
            os$0$d = ws$0$q;
            oe$0$d = we$0$q;
            os$1$d = ws$1$q;
            oe$1$d = we$1$q;
            os$2$d = ws$2$q;
            oe$2$d = we$2$q;
            os$3$d = ws$3$q;
            oe$3$d = we$3$q;
            if (d_high_una >= seq_sign$NEGATIVE) begin
                o_high$d = snd_una$q;
            end
            else begin
                o_high$d = high_rxt$q;
            end
            st$d = sack_state$LEN;
        end
        if (st$q == sack_state$LEN) begin
            if (omask[0]) begin
                olen$0$d = oe$0$q - os$0$q;
            end
            else begin
                olen$0$d = 32'h0;
            end
            if (omask[1]) begin
                olen$1$d = oe$1$q - os$1$q;
            end
            else begin
                olen$1$d = 32'h0;
            end
            if (omask[2]) begin
                olen$2$d = oe$2$q - os$2$q;
            end
            else begin
                olen$2$d = 32'h0;
            end
            if (omask[3]) begin
                olen$3$d = oe$3$q - os$3$q;
            end
            else begin
                olen$3$d = 32'h0;
            end
            st$d = sack_state$SUM1;
        end
        if (st$q == sack_state$SUM1) begin
            s01$d = olen$0$q + olen$1$q;
            s23$d = olen$2$q + olen$3$q;
            st$d = sack_state$SUM2;
        end
        if (st$q == sack_state$SUM2) begin
            up0$d = s01$q + s23$q;
            up1$d = olen$1$q + s23$q;
            st$d = sack_state$LOST;
        end
        if (st$q == sack_state$LOST) begin
            lost$d = (up1$q > mss_lim$q) | (o_count$q == sack_len$RANGES[2:0]) | (s23$q > mss_lim$q) | (olen$3$q > mss_lim$q) | (((up0$q > mss_lim$q) | (o_count$q >= sack_thresh$RANGES)) & (os$0$q != snd_una$q));
            st$d = sack_state$OUT;
        end
        if ((st$q == sack_state$OUT) & m_out_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = sack_state$IDLE;
        end
        if (reset) begin
            in_pack$d = 1'b0;
            in_place$d = 1'b0;
            st$d = sack_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        wcount$d = wcount$q;
        ws$0$d = ws$0$q;
        we$0$d = we$0$q;
        ws$1$d = ws$1$q;
        we$1$d = we$1$q;
        ws$2$d = ws$2$q;
        we$2$d = we$2$q;
        ws$3$d = ws$3$q;
        we$3$d = we$3$q;
        ws$4$d = ws$4$q;
        we$4$d = we$4$q;
        ws$5$d = ws$5$q;
        we$5$d = we$5$q;
        ws$6$d = ws$6$q;
        we$6$d = we$6$q;
        ws$7$d = ws$7$q;
        we$7$d = we$7$q;
        if (in_pack$q) begin
            ws$0$d = 32'h0;
            we$0$d = 32'h0;
            if (keep$0$q & kdest$0[0]) begin
                ws$0$d = cs$0$q;
                we$0$d = re$0$q;
            end
            if (keep$1$q & kdest$1[0]) begin
                ws$0$d = cs$1$q;
                we$0$d = re$1$q;
            end
            if (keep$2$q & kdest$2[0]) begin
                ws$0$d = cs$2$q;
                we$0$d = re$2$q;
            end
            if (keep$3$q & kdest$3[0]) begin
                ws$0$d = cs$3$q;
                we$0$d = re$3$q;
            end
            ws$1$d = 32'h0;
            we$1$d = 32'h0;
            if (keep$0$q & kdest$0[1]) begin
                ws$1$d = cs$0$q;
                we$1$d = re$0$q;
            end
            if (keep$1$q & kdest$1[1]) begin
                ws$1$d = cs$1$q;
                we$1$d = re$1$q;
            end
            if (keep$2$q & kdest$2[1]) begin
                ws$1$d = cs$2$q;
                we$1$d = re$2$q;
            end
            if (keep$3$q & kdest$3[1]) begin
                ws$1$d = cs$3$q;
                we$1$d = re$3$q;
            end
            ws$2$d = 32'h0;
            we$2$d = 32'h0;
            if (keep$0$q & kdest$0[2]) begin
                ws$2$d = cs$0$q;
                we$2$d = re$0$q;
            end
            if (keep$1$q & kdest$1[2]) begin
                ws$2$d = cs$1$q;
                we$2$d = re$1$q;
            end
            if (keep$2$q & kdest$2[2]) begin
                ws$2$d = cs$2$q;
                we$2$d = re$2$q;
            end
            if (keep$3$q & kdest$3[2]) begin
                ws$2$d = cs$3$q;
                we$2$d = re$3$q;
            end
            ws$3$d = 32'h0;
            we$3$d = 32'h0;
            if (keep$0$q & kdest$0[3]) begin
                ws$3$d = cs$0$q;
                we$3$d = re$0$q;
            end
            if (keep$1$q & kdest$1[3]) begin
                ws$3$d = cs$1$q;
                we$3$d = re$1$q;
            end
            if (keep$2$q & kdest$2[3]) begin
                ws$3$d = cs$2$q;
                we$3$d = re$2$q;
            end
            if (keep$3$q & kdest$3[3]) begin
                ws$3$d = cs$3$q;
                we$3$d = re$3$q;
            end
            ws$4$d = 32'h0;
            we$4$d = 32'h0;
            if (keep$0$q & kdest$0[4]) begin
                ws$4$d = cs$0$q;
                we$4$d = re$0$q;
            end
            if (keep$1$q & kdest$1[4]) begin
                ws$4$d = cs$1$q;
                we$4$d = re$1$q;
            end
            if (keep$2$q & kdest$2[4]) begin
                ws$4$d = cs$2$q;
                we$4$d = re$2$q;
            end
            if (keep$3$q & kdest$3[4]) begin
                ws$4$d = cs$3$q;
                we$4$d = re$3$q;
            end
            ws$5$d = 32'h0;
            we$5$d = 32'h0;
            if (keep$0$q & kdest$0[5]) begin
                ws$5$d = cs$0$q;
                we$5$d = re$0$q;
            end
            if (keep$1$q & kdest$1[5]) begin
                ws$5$d = cs$1$q;
                we$5$d = re$1$q;
            end
            if (keep$2$q & kdest$2[5]) begin
                ws$5$d = cs$2$q;
                we$5$d = re$2$q;
            end
            if (keep$3$q & kdest$3[5]) begin
                ws$5$d = cs$3$q;
                we$5$d = re$3$q;
            end
            ws$6$d = 32'h0;
            we$6$d = 32'h0;
            if (keep$0$q & kdest$0[6]) begin
                ws$6$d = cs$0$q;
                we$6$d = re$0$q;
            end
            if (keep$1$q & kdest$1[6]) begin
                ws$6$d = cs$1$q;
                we$6$d = re$1$q;
            end
            if (keep$2$q & kdest$2[6]) begin
                ws$6$d = cs$2$q;
                we$6$d = re$2$q;
            end
            if (keep$3$q & kdest$3[6]) begin
                ws$6$d = cs$3$q;
                we$6$d = re$3$q;
            end
            ws$7$d = 32'h0;
            we$7$d = 32'h0;
            if (keep$0$q & kdest$0[7]) begin
                ws$7$d = cs$0$q;
                we$7$d = re$0$q;
            end
            if (keep$1$q & kdest$1[7]) begin
                ws$7$d = cs$1$q;
                we$7$d = re$1$q;
            end
            if (keep$2$q & kdest$2[7]) begin
                ws$7$d = cs$2$q;
                we$7$d = re$2$q;
            end
            if (keep$3$q & kdest$3[7]) begin
                ws$7$d = cs$3$q;
                we$7$d = re$3$q;
            end
            wcount$d = 4'h0;
            if (keep$0$q) begin
                wcount$d = krank$0 + 4'h1;
            end
            if (keep$1$q) begin
                wcount$d = krank$1 + 4'h1;
            end
            if (keep$2$q) begin
                wcount$d = krank$2 + 4'h1;
            end
            if (keep$3$q) begin
                wcount$d = krank$3 + 4'h1;
            end
        end
        if (in_place$q) begin
            ws$0$d = 32'h0;
            we$0$d = 32'h0;
            if (moh$q[0]) begin
                ws$0$d = m_start$q;
                we$0$d = m_end$q;
            end
            if (doh$0$q[0]) begin
                ws$0$d = ws$0$q;
                we$0$d = we$0$q;
            end
            if (doh$1$q[0]) begin
                ws$0$d = ws$1$q;
                we$0$d = we$1$q;
            end
            if (doh$2$q[0]) begin
                ws$0$d = ws$2$q;
                we$0$d = we$2$q;
            end
            if (doh$3$q[0]) begin
                ws$0$d = ws$3$q;
                we$0$d = we$3$q;
            end
            if (doh$4$q[0]) begin
                ws$0$d = ws$4$q;
                we$0$d = we$4$q;
            end
            if (doh$5$q[0]) begin
                ws$0$d = ws$5$q;
                we$0$d = we$5$q;
            end
            if (doh$6$q[0]) begin
                ws$0$d = ws$6$q;
                we$0$d = we$6$q;
            end
            if (doh$7$q[0]) begin
                ws$0$d = ws$7$q;
                we$0$d = we$7$q;
            end
            ws$1$d = 32'h0;
            we$1$d = 32'h0;
            if (moh$q[1]) begin
                ws$1$d = m_start$q;
                we$1$d = m_end$q;
            end
            if (doh$0$q[1]) begin
                ws$1$d = ws$0$q;
                we$1$d = we$0$q;
            end
            if (doh$1$q[1]) begin
                ws$1$d = ws$1$q;
                we$1$d = we$1$q;
            end
            if (doh$2$q[1]) begin
                ws$1$d = ws$2$q;
                we$1$d = we$2$q;
            end
            if (doh$3$q[1]) begin
                ws$1$d = ws$3$q;
                we$1$d = we$3$q;
            end
            if (doh$4$q[1]) begin
                ws$1$d = ws$4$q;
                we$1$d = we$4$q;
            end
            if (doh$5$q[1]) begin
                ws$1$d = ws$5$q;
                we$1$d = we$5$q;
            end
            if (doh$6$q[1]) begin
                ws$1$d = ws$6$q;
                we$1$d = we$6$q;
            end
            if (doh$7$q[1]) begin
                ws$1$d = ws$7$q;
                we$1$d = we$7$q;
            end
            ws$2$d = 32'h0;
            we$2$d = 32'h0;
            if (moh$q[2]) begin
                ws$2$d = m_start$q;
                we$2$d = m_end$q;
            end
            if (doh$0$q[2]) begin
                ws$2$d = ws$0$q;
                we$2$d = we$0$q;
            end
            if (doh$1$q[2]) begin
                ws$2$d = ws$1$q;
                we$2$d = we$1$q;
            end
            if (doh$2$q[2]) begin
                ws$2$d = ws$2$q;
                we$2$d = we$2$q;
            end
            if (doh$3$q[2]) begin
                ws$2$d = ws$3$q;
                we$2$d = we$3$q;
            end
            if (doh$4$q[2]) begin
                ws$2$d = ws$4$q;
                we$2$d = we$4$q;
            end
            if (doh$5$q[2]) begin
                ws$2$d = ws$5$q;
                we$2$d = we$5$q;
            end
            if (doh$6$q[2]) begin
                ws$2$d = ws$6$q;
                we$2$d = we$6$q;
            end
            if (doh$7$q[2]) begin
                ws$2$d = ws$7$q;
                we$2$d = we$7$q;
            end
            ws$3$d = 32'h0;
            we$3$d = 32'h0;
            if (moh$q[3]) begin
                ws$3$d = m_start$q;
                we$3$d = m_end$q;
            end
            if (doh$0$q[3]) begin
                ws$3$d = ws$0$q;
                we$3$d = we$0$q;
            end
            if (doh$1$q[3]) begin
                ws$3$d = ws$1$q;
                we$3$d = we$1$q;
            end
            if (doh$2$q[3]) begin
                ws$3$d = ws$2$q;
                we$3$d = we$2$q;
            end
            if (doh$3$q[3]) begin
                ws$3$d = ws$3$q;
                we$3$d = we$3$q;
            end
            if (doh$4$q[3]) begin
                ws$3$d = ws$4$q;
                we$3$d = we$4$q;
            end
            if (doh$5$q[3]) begin
                ws$3$d = ws$5$q;
                we$3$d = we$5$q;
            end
            if (doh$6$q[3]) begin
                ws$3$d = ws$6$q;
                we$3$d = we$6$q;
            end
            if (doh$7$q[3]) begin
                ws$3$d = ws$7$q;
                we$3$d = we$7$q;
            end
            ws$4$d = 32'h0;
            we$4$d = 32'h0;
            if (moh$q[4]) begin
                ws$4$d = m_start$q;
                we$4$d = m_end$q;
            end
            if (doh$0$q[4]) begin
                ws$4$d = ws$0$q;
                we$4$d = we$0$q;
            end
            if (doh$1$q[4]) begin
                ws$4$d = ws$1$q;
                we$4$d = we$1$q;
            end
            if (doh$2$q[4]) begin
                ws$4$d = ws$2$q;
                we$4$d = we$2$q;
            end
            if (doh$3$q[4]) begin
                ws$4$d = ws$3$q;
                we$4$d = we$3$q;
            end
            if (doh$4$q[4]) begin
                ws$4$d = ws$4$q;
                we$4$d = we$4$q;
            end
            if (doh$5$q[4]) begin
                ws$4$d = ws$5$q;
                we$4$d = we$5$q;
            end
            if (doh$6$q[4]) begin
                ws$4$d = ws$6$q;
                we$4$d = we$6$q;
            end
            if (doh$7$q[4]) begin
                ws$4$d = ws$7$q;
                we$4$d = we$7$q;
            end
            ws$5$d = 32'h0;
            we$5$d = 32'h0;
            if (moh$q[5]) begin
                ws$5$d = m_start$q;
                we$5$d = m_end$q;
            end
            if (doh$0$q[5]) begin
                ws$5$d = ws$0$q;
                we$5$d = we$0$q;
            end
            if (doh$1$q[5]) begin
                ws$5$d = ws$1$q;
                we$5$d = we$1$q;
            end
            if (doh$2$q[5]) begin
                ws$5$d = ws$2$q;
                we$5$d = we$2$q;
            end
            if (doh$3$q[5]) begin
                ws$5$d = ws$3$q;
                we$5$d = we$3$q;
            end
            if (doh$4$q[5]) begin
                ws$5$d = ws$4$q;
                we$5$d = we$4$q;
            end
            if (doh$5$q[5]) begin
                ws$5$d = ws$5$q;
                we$5$d = we$5$q;
            end
            if (doh$6$q[5]) begin
                ws$5$d = ws$6$q;
                we$5$d = we$6$q;
            end
            if (doh$7$q[5]) begin
                ws$5$d = ws$7$q;
                we$5$d = we$7$q;
            end
            ws$6$d = 32'h0;
            we$6$d = 32'h0;
            if (moh$q[6]) begin
                ws$6$d = m_start$q;
                we$6$d = m_end$q;
            end
            if (doh$0$q[6]) begin
                ws$6$d = ws$0$q;
                we$6$d = we$0$q;
            end
            if (doh$1$q[6]) begin
                ws$6$d = ws$1$q;
                we$6$d = we$1$q;
            end
            if (doh$2$q[6]) begin
                ws$6$d = ws$2$q;
                we$6$d = we$2$q;
            end
            if (doh$3$q[6]) begin
                ws$6$d = ws$3$q;
                we$6$d = we$3$q;
            end
            if (doh$4$q[6]) begin
                ws$6$d = ws$4$q;
                we$6$d = we$4$q;
            end
            if (doh$5$q[6]) begin
                ws$6$d = ws$5$q;
                we$6$d = we$5$q;
            end
            if (doh$6$q[6]) begin
                ws$6$d = ws$6$q;
                we$6$d = we$6$q;
            end
            if (doh$7$q[6]) begin
                ws$6$d = ws$7$q;
                we$6$d = we$7$q;
            end
            ws$7$d = 32'h0;
            we$7$d = 32'h0;
            if (moh$q[7]) begin
                ws$7$d = m_start$q;
                we$7$d = m_end$q;
            end
            if (doh$0$q[7]) begin
                ws$7$d = ws$0$q;
                we$7$d = we$0$q;
            end
            if (doh$1$q[7]) begin
                ws$7$d = ws$1$q;
                we$7$d = we$1$q;
            end
            if (doh$2$q[7]) begin
                ws$7$d = ws$2$q;
                we$7$d = we$2$q;
            end
            if (doh$3$q[7]) begin
                ws$7$d = ws$3$q;
                we$7$d = we$3$q;
            end
            if (doh$4$q[7]) begin
                ws$7$d = ws$4$q;
                we$7$d = we$4$q;
            end
            if (doh$5$q[7]) begin
                ws$7$d = ws$5$q;
                we$7$d = we$5$q;
            end
            if (doh$6$q[7]) begin
                ws$7$d = ws$6$q;
                we$7$d = we$6$q;
            end
            if (doh$7$q[7]) begin
                ws$7$d = ws$7$q;
                we$7$d = we$7$q;
            end
            wcount$d = n_new$q;
        end
    end

    always @(*) begin
        if (keep$0$q) begin
            krank$1 = krank$0 + 4'h1;
        end
        else begin
            krank$1 = krank$0;
        end
    end

    always @(*) begin
        if (keep$1$q) begin
            krank$2 = krank$1 + 4'h1;
        end
        else begin
            krank$2 = krank$1;
        end
    end

    always @(*) begin
        if (keep$2$q) begin
            krank$3 = krank$2 + 4'h1;
        end
        else begin
            krank$3 = krank$2;
        end
    end

    always @(*) begin
        cur_l = 32'h0;
        cur_r = 32'h0;
        if (joh[0]) begin
            cur_l = bl$0$q;
            cur_r = br$0$q;
        end
        if (joh[1]) begin
            cur_l = bl$1$q;
            cur_r = br$1$q;
        end
        if (joh[2]) begin
            cur_l = bl$2$q;
            cur_r = br$2$q;
        end
        if (joh[3]) begin
            cur_l = bl$3$q;
            cur_r = br$3$q;
        end
    end

    always @(*) begin
        any_contains = 1'b0;
        if (contains$0$q) begin
            any_contains = 1'b1;
        end
        if (contains$1$q) begin
            any_contains = 1'b1;
        end
        if (contains$2$q) begin
            any_contains = 1'b1;
        end
        if (contains$3$q) begin
            any_contains = 1'b1;
        end
        if (contains$4$q) begin
            any_contains = 1'b1;
        end
        if (contains$5$q) begin
            any_contains = 1'b1;
        end
        if (contains$6$q) begin
            any_contains = 1'b1;
        end
        if (contains$7$q) begin
            any_contains = 1'b1;
        end
    end

    always @(*) begin
        if (surv$0$q) begin
            srank$1 = srank$0 + 4'h1;
        end
        else begin
            srank$1 = srank$0;
        end
    end

    always @(*) begin
        if (before$0$q) begin
            nbefore$1 = nbefore$0 + 4'h1;
        end
        else begin
            nbefore$1 = nbefore$0;
        end
    end

    always @(*) begin
        if (surv$1$q) begin
            srank$2 = srank$1 + 4'h1;
        end
        else begin
            srank$2 = srank$1;
        end
    end

    always @(*) begin
        if (before$1$q) begin
            nbefore$2 = nbefore$1 + 4'h1;
        end
        else begin
            nbefore$2 = nbefore$1;
        end
    end

    always @(*) begin
        if (surv$2$q) begin
            srank$3 = srank$2 + 4'h1;
        end
        else begin
            srank$3 = srank$2;
        end
    end

    always @(*) begin
        if (before$2$q) begin
            nbefore$3 = nbefore$2 + 4'h1;
        end
        else begin
            nbefore$3 = nbefore$2;
        end
    end

    always @(*) begin
        if (surv$3$q) begin
            srank$4 = srank$3 + 4'h1;
        end
        else begin
            srank$4 = srank$3;
        end
    end

    always @(*) begin
        if (before$3$q) begin
            nbefore$4 = nbefore$3 + 4'h1;
        end
        else begin
            nbefore$4 = nbefore$3;
        end
    end

    always @(*) begin
        if (surv$4$q) begin
            srank$5 = srank$4 + 4'h1;
        end
        else begin
            srank$5 = srank$4;
        end
    end

    always @(*) begin
        if (before$4$q) begin
            nbefore$5 = nbefore$4 + 4'h1;
        end
        else begin
            nbefore$5 = nbefore$4;
        end
    end

    always @(*) begin
        if (surv$5$q) begin
            srank$6 = srank$5 + 4'h1;
        end
        else begin
            srank$6 = srank$5;
        end
    end

    always @(*) begin
        if (before$5$q) begin
            nbefore$6 = nbefore$5 + 4'h1;
        end
        else begin
            nbefore$6 = nbefore$5;
        end
    end

    always @(*) begin
        if (surv$6$q) begin
            srank$7 = srank$6 + 4'h1;
        end
        else begin
            srank$7 = srank$6;
        end
    end

    always @(*) begin
        if (before$6$q) begin
            nbefore$7 = nbefore$6 + 4'h1;
        end
        else begin
            nbefore$7 = nbefore$6;
        end
    end

endmodule // toe_tcb_engine$board


module toe_tcb_engine$cmd(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_cmd,s_in_n,s_in_state,s_in_rcv_nxt,s_in_rcv_adv,s_in_rcv_unread,s_in_fin_queued,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_aborted,m_dec_rst,m_dec_state,m_dec_fin_queued,m_dec_rcv_unread,m_dec_ack_now,m_dec_wake,cfg_rcv_buf,cfg_mss,cnt_commands);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [1:0] s_in_cmd;
    input wire  [31:0] s_in_n;
    input wire  [3:0] s_in_state;
    input wire  [31:0] s_in_rcv_nxt;
    input wire  [31:0] s_in_rcv_adv;
    input wire  [31:0] s_in_rcv_unread;
    input wire  s_in_fin_queued;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  [1:0] m_dec_action;
    output wire  m_dec_aborted;
    output wire  m_dec_rst;
    output wire  [3:0] m_dec_state;
    output wire  m_dec_fin_queued;
    output reg  [31:0] m_dec_rcv_unread;
    output wire  m_dec_ack_now;
    output wire  m_dec_wake;
    input wire  [31:0] cfg_rcv_buf;
    input wire  [15:0] cfg_mss;
    output wire  [31:0] cnt_commands;

    // Named constants (named_consts! in model/src)
    localparam [1:0] cmd_action$FREE = 2'h1;
    localparam [1:0] cmd_action$REFUSE = 2'h0;
    localparam [1:0] cmd_action$UPDATE = 2'h2;
    localparam [1:0] cmd_shift$HALF = 2'h1;
    localparam [3:0] cmd_state$AFTER = 4'h3;
    localparam [3:0] cmd_state$AFTER_SAT = 4'h4;
    localparam [3:0] cmd_state$DECIDE = 4'h7;
    localparam [3:0] cmd_state$IDLE = 4'h0;
    localparam [3:0] cmd_state$OPENS = 4'h5;
    localparam [3:0] cmd_state$OUT = 4'h8;
    localparam [3:0] cmd_state$OVER = 4'h6;
    localparam [3:0] cmd_state$SAT = 4'h2;
    localparam [3:0] cmd_state$SUB = 4'h1;
    localparam [1:0] host_cmd$ABORT = 2'h1;
    localparam [1:0] host_cmd$CLOSE = 2'h0;
    localparam [1:0] host_cmd$CONSUMED = 2'h2;
    localparam [3:0] tcp_state$CLOSE_WAIT = 4'h5;
    localparam [3:0] tcp_state$ESTABLISHED = 4'h2;
    localparam [3:0] tcp_state$FIN_WAIT_1 = 4'h3;
    localparam [3:0] tcp_state$FIN_WAIT_2 = 4'h4;
    localparam [3:0] tcp_state$LAST_ACK = 4'h7;
    localparam [3:0] tcp_state$SYN_RECEIVED = 4'h1;
    localparam [3:0] tcp_state$SYN_SENT = 4'h0;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [144:0] w$d;
    reg  [144:0] w$q;
    reg  [31:0] n_cmd$d;
    reg  [31:0] n_cmd$q;
    reg  before_gt$d;
    reg  before_gt$q;
    reg  [31:0] before_d$d;
    reg  [31:0] before_d$q;
    reg  unread_gt$d;
    reg  unread_gt$q;
    reg  [31:0] unread_d$d;
    reg  [31:0] unread_d$q;
    reg  [31:0] advertised$d;
    reg  [31:0] advertised$q;
    reg  half_lt$d;
    reg  half_lt$q;
    reg  [31:0] before$d;
    reg  [31:0] before$q;
    reg  [31:0] unread$d;
    reg  [31:0] unread$q;
    reg  [31:0] thr$d;
    reg  [31:0] thr$q;
    reg  after_gt$d;
    reg  after_gt$q;
    reg  [31:0] after_d$d;
    reg  [31:0] after_d$q;
    reg  [31:0] after$d;
    reg  [31:0] after$q;
    reg  opens$d;
    reg  opens$q;
    reg  over_gt$d;
    reg  over_gt$q;
    reg  [31:0] over_d$d;
    reg  [31:0] over_d$q;
    reg  [31:0] over$d;
    reg  [31:0] over$q;
    reg  [1:0] action$d;
    reg  [1:0] action$q;
    reg  aborted$d;
    reg  aborted$q;
    reg  rst$d;
    reg  rst$q;
    reg  [3:0] state$d;
    reg  [3:0] state$q;
    reg  fin_queued$d;
    reg  fin_queued$q;
    reg  ack_now$d;
    reg  ack_now$q;
    reg  wake$d;
    reg  wake$q;

    // Local signals
    wire  [31:0] mss32;
    wire  [31:0] half;
    wire  receives;
    wire  sends;

    // Registers
    initial begin
        st$q = 4'h0;
        w$q = 145'h0;
        n_cmd$q = 32'h0;
        before_gt$q = 1'h0;
        before_d$q = 32'h0;
        unread_gt$q = 1'h0;
        unread_d$q = 32'h0;
        advertised$q = 32'h0;
        half_lt$q = 1'h0;
        before$q = 32'h0;
        unread$q = 32'h0;
        thr$q = 32'h0;
        after_gt$q = 1'h0;
        after_d$q = 32'h0;
        after$q = 32'h0;
        opens$q = 1'h0;
        over_gt$q = 1'h0;
        over_d$q = 32'h0;
        over$q = 32'h0;
        action$q = 2'h0;
        aborted$q = 1'h0;
        rst$q = 1'h0;
        state$q = 4'h0;
        fin_queued$q = 1'h0;
        ack_now$q = 1'h0;
        wake$q = 1'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_cmd$q <= n_cmd$d;
        before_gt$q <= before_gt$d;
        before_d$q <= before_d$d;
        unread_gt$q <= unread_gt$d;
        unread_d$q <= unread_d$d;
        advertised$q <= advertised$d;
        half_lt$q <= half_lt$d;
        before$q <= before$d;
        unread$q <= unread$d;
        thr$q <= thr$d;
        after_gt$q <= after_gt$d;
        after_d$q <= after_d$d;
        after$q <= after$d;
        opens$q <= opens$d;
        over_gt$q <= over_gt$d;
        over_d$q <= over_d$d;
        over$q <= over$d;
        action$q <= action$d;
        aborted$q <= aborted$d;
        rst$q <= rst$d;
        state$q <= state$d;
        fin_queued$q <= fin_queued$d;
        ack_now$q <= ack_now$d;
        wake$q <= wake$d;
    end

    // Update code
    assign s_in_ready = (st$q == cmd_state$IDLE) & ~reset;
    assign m_dec_valid = st$q == cmd_state$OUT;
    assign cnt_commands = n_cmd$q;
    assign mss32 = {16'h0, cfg_mss};
    assign half = cfg_rcv_buf >> cmd_shift$HALF;
    assign receives = (w$q[47:44] == tcp_state$ESTABLISHED) | (w$q[47:44] == tcp_state$FIN_WAIT_1) | (w$q[47:44] == tcp_state$FIN_WAIT_2);
    assign sends = ((w$q[47:44] == tcp_state$ESTABLISHED) | (w$q[47:44] == tcp_state$CLOSE_WAIT)) & ~w$q[144];
    assign m_dec_conn = w$q[9:0];
    assign m_dec_action = action$q;
    assign m_dec_aborted = aborted$q;
    assign m_dec_rst = rst$q;
    assign m_dec_state = state$q;
    assign m_dec_fin_queued = fin_queued$q;
    assign m_dec_ack_now = ack_now$q;
    assign m_dec_wake = wake$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_cmd$d = n_cmd$q;
        before_gt$d = before_gt$q;
        before_d$d = before_d$q;
        unread_gt$d = unread_gt$q;
        unread_d$d = unread_d$q;
        advertised$d = advertised$q;
        half_lt$d = half_lt$q;
        before$d = before$q;
        unread$d = unread$q;
        thr$d = thr$q;
        after_gt$d = after_gt$q;
        after_d$d = after_d$q;
        after$d = after$q;
        opens$d = opens$q;
        over_gt$d = over_gt$q;
        over_d$d = over_d$q;
        over$d = over$q;
        action$d = action$q;
        aborted$d = aborted$q;
        rst$d = rst$q;
        state$d = state$q;
        fin_queued$d = fin_queued$q;
        ack_now$d = ack_now$q;
        wake$d = wake$q;
        if ((st$q == cmd_state$IDLE) & s_in_valid) begin
            w$d = 145'h0;
            w$d[9:0] = s_in_conn;
            w$d[11:10] = s_in_cmd;
            w$d[43:12] = s_in_n;
            w$d[47:44] = s_in_state;
            w$d[79:48] = s_in_rcv_nxt;
            w$d[111:80] = s_in_rcv_adv;
            w$d[143:112] = s_in_rcv_unread;
            w$d[144] = s_in_fin_queued;
            st$d = cmd_state$SUB;
        end
        if (st$q == cmd_state$SUB) begin
            before_gt$d = cfg_rcv_buf > w$q[143:112];
            before_d$d = cfg_rcv_buf - w$q[143:112];
            unread_gt$d = w$q[143:112] > w$q[43:12];
            unread_d$d = w$q[143:112] - w$q[43:12];
            advertised$d = w$q[111:80] - w$q[79:48];
            half_lt$d = half < mss32;
            st$d = cmd_state$SAT;
        end
        if (st$q == cmd_state$SAT) begin
            before$d = 32'h0;
            if (before_gt$q) begin
                before$d = before_d$q;
            end
            unread$d = 32'h0;
            if (unread_gt$q) begin
                unread$d = unread_d$q;
            end
            if (half_lt$q) begin
                thr$d = half;
            end
            else begin
                thr$d = mss32;
            end
            st$d = cmd_state$AFTER;
        end
        if (st$q == cmd_state$AFTER) begin
            after_gt$d = cfg_rcv_buf > unread$q;
            after_d$d = cfg_rcv_buf - unread$q;
            st$d = cmd_state$AFTER_SAT;
        end
        if (st$q == cmd_state$AFTER_SAT) begin
            after$d = 32'h0;
            if (after_gt$q) begin
                after$d = after_d$q;
            end
            st$d = cmd_state$OPENS;
        end
        if (st$q == cmd_state$OPENS) begin
            opens$d = after$q > before$q;
            over_gt$d = after$q > advertised$q;
            over_d$d = after$q - advertised$q;
            st$d = cmd_state$OVER;
        end
        if (st$q == cmd_state$OVER) begin
            over$d = 32'h0;
            if (over_gt$q) begin
                over$d = over_d$q;
            end
            st$d = cmd_state$DECIDE;
        end
        if (st$q == cmd_state$DECIDE) begin
            action$d = cmd_action$UPDATE;
            aborted$d = 1'b0;
            rst$d = 1'b0;
            state$d = w$q[47:44];
            fin_queued$d = 1'b0;
            ack_now$d = 1'b0;
            wake$d = 1'b0;
            if (w$q[11:10] == host_cmd$CLOSE) begin
                if (w$q[47:44] == tcp_state$SYN_SENT) begin
                    action$d = cmd_action$FREE;
                end
                else if (w$q[47:44] == tcp_state$SYN_RECEIVED) begin
                    fin_queued$d = 1'b1;
                end
                else if (w$q[47:44] == tcp_state$ESTABLISHED) begin
                    fin_queued$d = 1'b1;
                    wake$d = 1'b1;
                    state$d = tcp_state$FIN_WAIT_1;
                end
                else if (w$q[47:44] == tcp_state$CLOSE_WAIT) begin
                    fin_queued$d = 1'b1;
                    wake$d = 1'b1;
                    state$d = tcp_state$LAST_ACK;
                end
                else begin
                    action$d = cmd_action$REFUSE;
                end
            end
            else if (w$q[11:10] == host_cmd$ABORT) begin
                action$d = cmd_action$FREE;
                aborted$d = 1'b1;
                rst$d = w$q[47:44] != tcp_state$SYN_SENT;
            end
            else if (w$q[11:10] == host_cmd$CONSUMED) begin
                ack_now$d = opens$q & (over$q >= thr$q) & receives;
                wake$d = opens$q & (over$q >= thr$q) & receives;
            end
            else if (sends) begin
                wake$d = 1'b1;
            end
            else begin
                action$d = cmd_action$REFUSE;
            end
            st$d = cmd_state$OUT;
        end
        if ((st$q == cmd_state$OUT) & m_dec_ready) begin
            n_cmd$d = n_cmd$q + 32'h1;
            st$d = cmd_state$IDLE;
        end
        if (reset) begin
            st$d = cmd_state$IDLE;
            n_cmd$d = 32'h0;
        end
    end

    always @(*) begin
        m_dec_rcv_unread = w$q[143:112];
        if (w$q[11:10] == host_cmd$CONSUMED) begin
            m_dec_rcv_unread = unread$q;
        end
    end

endmodule // toe_tcb_engine$cmd


module toe_tcb_engine$cookie(key,data,hash);

    // Module arguments
    input wire  [127:0] key;
    input wire  [103:0] data;
    output reg  [23:0] hash;

    // Update code (custom)
    wire unused_key_lsb;
    assign unused_key_lsb = key[0];
    always @(*) begin
        hash[23] = ^(data & key[127:24]);
        hash[22] = ^(data & key[126:23]);
        hash[21] = ^(data & key[125:22]);
        hash[20] = ^(data & key[124:21]);
        hash[19] = ^(data & key[123:20]);
        hash[18] = ^(data & key[122:19]);
        hash[17] = ^(data & key[121:18]);
        hash[16] = ^(data & key[120:17]);
        hash[15] = ^(data & key[119:16]);
        hash[14] = ^(data & key[118:15]);
        hash[13] = ^(data & key[117:14]);
        hash[12] = ^(data & key[116:13]);
        hash[11] = ^(data & key[115:12]);
        hash[10] = ^(data & key[114:11]);
        hash[9] = ^(data & key[113:10]);
        hash[8] = ^(data & key[112:9]);
        hash[7] = ^(data & key[111:8]);
        hash[6] = ^(data & key[110:7]);
        hash[5] = ^(data & key[109:6]);
        hash[4] = ^(data & key[108:5]);
        hash[3] = ^(data & key[107:4]);
        hash[2] = ^(data & key[106:3]);
        hash[1] = ^(data & key[105:2]);
        hash[0] = ^(data & key[104:1]);
    end
endmodule // toe_tcb_engine$cookie


module toe_tcb_engine$cut(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_synchronized,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_data_end,s_in_snd_wnd,s_in_fin_sent,s_in_ack_now,s_in_persist_on,s_in_kind,s_in_start,s_in_limit,s_in_cut_ok,s_in_retransmit,s_in_advance,s_in_found,s_in_found_off,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_seq,m_dec_len,m_dec_resent,m_dec_retransmit,m_dec_snd_nxt,m_dec_snd_max,m_dec_fin_sent,m_dec_persist_start,cnt_decisions);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  s_in_synchronized;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_nxt;
    input wire  [31:0] s_in_snd_max;
    input wire  [31:0] s_in_data_end;
    input wire  [31:0] s_in_snd_wnd;
    input wire  s_in_fin_sent;
    input wire  s_in_ack_now;
    input wire  s_in_persist_on;
    input wire  [1:0] s_in_kind;
    input wire  [31:0] s_in_start;
    input wire  [15:0] s_in_limit;
    input wire  s_in_cut_ok;
    input wire  s_in_retransmit;
    input wire  s_in_advance;
    input wire  s_in_found;
    input wire  [15:0] s_in_found_off;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  [1:0] m_dec_action;
    output wire  [31:0] m_dec_seq;
    output wire  [15:0] m_dec_len;
    output wire  [15:0] m_dec_resent;
    output wire  m_dec_retransmit;
    output wire  [31:0] m_dec_snd_nxt;
    output wire  [31:0] m_dec_snd_max;
    output wire  m_dec_fin_sent;
    output wire  m_dec_persist_start;
    output wire  [31:0] cnt_decisions;

    // Named constants (named_consts! in model/src)
    localparam [2:0] cut_state$CMP = 3'h1;
    localparam [2:0] cut_state$DECIDE = 3'h6;
    localparam [2:0] cut_state$END = 3'h4;
    localparam [2:0] cut_state$IDLE = 3'h0;
    localparam [2:0] cut_state$LEN = 3'h2;
    localparam [2:0] cut_state$OUT = 3'h7;
    localparam [2:0] cut_state$PAST = 3'h5;
    localparam [2:0] cut_state$SPAN = 3'h3;
    localparam [1:0] plan_kind$FIN = 2'h2;
    localparam [1:0] plan_kind$RECORDS = 2'h1;
    localparam [1:0] send_action$ACK = 2'h3;
    localparam [1:0] send_action$DATA = 2'h1;
    localparam [1:0] send_action$FIN = 2'h2;
    localparam [1:0] send_action$NOTHING = 2'h0;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [243:0] w$d;
    reg  [243:0] w$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;
    reg  found_lt$d;
    reg  found_lt$q;
    reg  flight_zero$d;
    reg  flight_zero$q;
    reg  max_lt_end$d;
    reg  max_lt_end$q;
    reg  [15:0] len$d;
    reg  [15:0] len$q;
    reg  [31:0] span$d;
    reg  [31:0] span$q;
    reg  sends$d;
    reg  sends$q;
    reg  [31:0] end$d;
    reg  [31:0] end$q;
    reg  max_lt_seg$d;
    reg  max_lt_seg$q;
    reg  start_lt_max$d;
    reg  start_lt_max$q;
    reg  [31:0] below_max$d;
    reg  [31:0] below_max$q;
    reg  [1:0] action$d;
    reg  [1:0] action$q;
    reg  [31:0] snd_nxt$d;
    reg  [31:0] snd_nxt$q;
    reg  [31:0] snd_max$d;
    reg  [31:0] snd_max$q;
    reg  [15:0] resent$d;
    reg  [15:0] resent$q;
    reg  retransmit$d;
    reg  retransmit$q;
    reg  fin_sent$d;
    reg  fin_sent$q;
    reg  persist_start$d;
    reg  persist_start$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [15:0] len_out$d;
    reg  [15:0] len_out$q;

    // Local signals
    wire  [31:0] d_max_end;
    wire  [31:0] d_max_seg;
    wire  [31:0] d_start_max;
    wire  is_records;
    wire  is_fin;

    // Registers
    initial begin
        st$q = 3'h0;
        w$q = 244'h0;
        n_dec$q = 32'h0;
        found_lt$q = 1'h0;
        flight_zero$q = 1'h0;
        max_lt_end$q = 1'h0;
        len$q = 16'h0;
        span$q = 32'h0;
        sends$q = 1'h0;
        end$q = 32'h0;
        max_lt_seg$q = 1'h0;
        start_lt_max$q = 1'h0;
        below_max$q = 32'h0;
        action$q = 2'h0;
        snd_nxt$q = 32'h0;
        snd_max$q = 32'h0;
        resent$q = 16'h0;
        retransmit$q = 1'h0;
        fin_sent$q = 1'h0;
        persist_start$q = 1'h0;
        seq$q = 32'h0;
        len_out$q = 16'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_dec$q <= n_dec$d;
        found_lt$q <= found_lt$d;
        flight_zero$q <= flight_zero$d;
        max_lt_end$q <= max_lt_end$d;
        len$q <= len$d;
        span$q <= span$d;
        sends$q <= sends$d;
        end$q <= end$d;
        max_lt_seg$q <= max_lt_seg$d;
        start_lt_max$q <= start_lt_max$d;
        below_max$q <= below_max$d;
        action$q <= action$d;
        snd_nxt$q <= snd_nxt$d;
        snd_max$q <= snd_max$d;
        resent$q <= resent$d;
        retransmit$q <= retransmit$d;
        fin_sent$q <= fin_sent$d;
        persist_start$q <= persist_start$d;
        seq$q <= seq$d;
        len_out$q <= len_out$d;
    end

    // Update code
    assign s_in_ready = (st$q == cut_state$IDLE) & ~reset;
    assign m_dec_valid = st$q == cut_state$OUT;
    assign cnt_decisions = n_dec$q;
    assign is_records = w$q[175:174] == plan_kind$RECORDS;
    assign is_fin = w$q[175:174] == plan_kind$FIN;
    assign d_max_end = w$q[106:75] - w$q[138:107];
    assign d_max_seg = w$q[106:75] - end$q;
    assign d_start_max = w$q[207:176] - w$q[106:75];
    assign m_dec_conn = w$q[9:0];
    assign m_dec_action = action$q;
    assign m_dec_seq = seq$q;
    assign m_dec_len = len_out$q;
    assign m_dec_resent = resent$q;
    assign m_dec_retransmit = retransmit$q;
    assign m_dec_snd_nxt = snd_nxt$q;
    assign m_dec_snd_max = snd_max$q;
    assign m_dec_fin_sent = fin_sent$q;
    assign m_dec_persist_start = persist_start$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_dec$d = n_dec$q;
        found_lt$d = found_lt$q;
        flight_zero$d = flight_zero$q;
        max_lt_end$d = max_lt_end$q;
        len$d = len$q;
        span$d = span$q;
        sends$d = sends$q;
        end$d = end$q;
        max_lt_seg$d = max_lt_seg$q;
        start_lt_max$d = start_lt_max$q;
        below_max$d = below_max$q;
        action$d = action$q;
        snd_nxt$d = snd_nxt$q;
        snd_max$d = snd_max$q;
        resent$d = resent$q;
        retransmit$d = retransmit$q;
        fin_sent$d = fin_sent$q;
        persist_start$d = persist_start$q;
        seq$d = seq$q;
        len_out$d = len_out$q;
        if ((st$q == cut_state$IDLE) & s_in_valid) begin
            w$d = 244'h0;
            w$d[9:0] = s_in_conn;
            w$d[10] = s_in_synchronized;
            w$d[42:11] = s_in_snd_una;
            w$d[74:43] = s_in_snd_nxt;
            w$d[106:75] = s_in_snd_max;
            w$d[138:107] = s_in_data_end;
            w$d[170:139] = s_in_snd_wnd;
            w$d[171] = s_in_fin_sent;
            w$d[172] = s_in_ack_now;
            w$d[173] = s_in_persist_on;
            w$d[175:174] = s_in_kind;
            w$d[207:176] = s_in_start;
            w$d[223:208] = s_in_limit;
            w$d[224] = s_in_cut_ok;
            w$d[225] = s_in_retransmit;
            w$d[226] = s_in_advance;
            w$d[227] = s_in_found;
            w$d[243:228] = s_in_found_off;
            st$d = cut_state$CMP;
        end
        if (st$q == cut_state$CMP) begin
            found_lt$d = w$q[243:228] < w$q[223:208];
            flight_zero$d = w$q[106:75] == w$q[42:11];
            max_lt_end$d = d_max_end[31];
            st$d = cut_state$LEN;
        end
        if (st$q == cut_state$LEN) begin
            len$d = 16'h0;
            if (is_records) begin
                if (w$q[227]) begin
                    if (found_lt$q) begin
                        len$d = w$q[243:228];
                    end
                    else begin
                        len$d = w$q[223:208];
                    end
                end
                else if (w$q[224]) begin
                    len$d = w$q[223:208];
                end
            end
            st$d = cut_state$SPAN;
        end
        if (st$q == cut_state$SPAN) begin
            span$d = 32'h0;
            if (is_records) begin
                span$d = {16'h0, len$q};
            end
            else if (is_fin) begin
                span$d = 32'h1;
            end
            sends$d = (is_records & |len$q) | is_fin;
            st$d = cut_state$END;
        end
        if (st$q == cut_state$END) begin
            end$d = w$q[207:176] + span$q;
            below_max$d = w$q[106:75] - w$q[207:176];
            st$d = cut_state$PAST;
        end
        if (st$q == cut_state$PAST) begin
            max_lt_seg$d = d_max_seg[31];
            start_lt_max$d = d_start_max[31];
            st$d = cut_state$DECIDE;
        end
        if (st$q == cut_state$DECIDE) begin
            action$d = send_action$NOTHING;
            seq$d = 32'h0;
            len_out$d = 16'h0;
            resent$d = 16'h0;
            retransmit$d = 1'b0;
            snd_nxt$d = w$q[74:43];
            snd_max$d = w$q[106:75];
            fin_sent$d = w$q[171];
            persist_start$d = 1'b0;
            if (sends$q) begin
                if (is_fin) begin
                    action$d = send_action$FIN;
                    fin_sent$d = 1'b1;
                end
                else begin
                    action$d = send_action$DATA;
                end
                seq$d = w$q[207:176];
                len_out$d = len$q;
                retransmit$d = w$q[225];
                if (w$q[225] & is_records) begin
                    if (start_lt_max$q & max_lt_seg$q) begin
                        resent$d = below_max$q[15:0];
                    end
                    else begin
                        resent$d = len$q;
                    end
                end
                if (w$q[226]) begin
                    snd_nxt$d = end$q;
                end
                if (max_lt_seg$q) begin
                    snd_max$d = end$q;
                end
            end
            else if (w$q[10]) begin
                persist_start$d = max_lt_end$q & flight_zero$q & ~|w$q[170:139] & ~w$q[173];
                if (w$q[172]) begin
                    action$d = send_action$ACK;
                end
            end
            st$d = cut_state$OUT;
        end
        if ((st$q == cut_state$OUT) & m_dec_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = cut_state$IDLE;
        end
        if (reset) begin
            st$d = cut_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

endmodule // toe_tcb_engine$cut


module toe_tcb_engine$hdr(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_rcv_nxt,s_in_rcv_adv,s_in_rcv_unread,s_in_rcv_shift,s_in_snd_una,s_in_snd_wnd,s_in_snd_max,m_hdr_valid,m_hdr_ready,m_hdr_conn,m_hdr_window,m_hdr_rcv_adv,m_hdr_ack_seq,cfg_rcv_buf,cnt_headers);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [31:0] s_in_rcv_nxt;
    input wire  [31:0] s_in_rcv_adv;
    input wire  [31:0] s_in_rcv_unread;
    input wire  [3:0] s_in_rcv_shift;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_wnd;
    input wire  [31:0] s_in_snd_max;
    output wire  m_hdr_valid;
    input wire  m_hdr_ready;
    output wire  [9:0] m_hdr_conn;
    output wire  [15:0] m_hdr_window;
    output wire  [31:0] m_hdr_rcv_adv;
    output wire  [31:0] m_hdr_ack_seq;
    input wire  [31:0] cfg_rcv_buf;
    output wire  [31:0] cnt_headers;

    // Named constants (named_consts! in model/src)
    localparam [3:0] hdr_state$ADV = 4'h7;
    localparam [3:0] hdr_state$AVAIL = 4'h1;
    localparam [3:0] hdr_state$EDGE = 4'h2;
    localparam [3:0] hdr_state$FIELD = 4'h6;
    localparam [3:0] hdr_state$IDLE = 4'h0;
    localparam [3:0] hdr_state$KEEP = 4'h3;
    localparam [3:0] hdr_state$OUT = 4'h8;
    localparam [3:0] hdr_state$ROUND = 4'h5;
    localparam [3:0] hdr_state$SPAN = 4'h4;
    localparam [15:0] hdr_window$MAX_FIELD = 16'hffff;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [205:0] w$d;
    reg  [205:0] w$q;
    reg  [31:0] n_hdr$d;
    reg  [31:0] n_hdr$q;
    reg  [31:0] avail$d;
    reg  [31:0] avail$q;
    reg  [31:0] peer_edge$d;
    reg  [31:0] peer_edge$q;
    reg  [31:0] edge0$d;
    reg  [31:0] edge0$q;
    reg  max_le$d;
    reg  max_le$q;
    reg  [31:0] r_edge$d;
    reg  [31:0] r_edge$q;
    reg  [31:0] ack_seq$d;
    reg  [31:0] ack_seq$q;
    reg  [31:0] span$d;
    reg  [31:0] span$q;
    reg  [32:0] spanr$d;
    reg  [32:0] spanr$q;
    reg  [15:0] field$d;
    reg  [15:0] field$q;
    reg  [31:0] rcv_adv$d;
    reg  [31:0] rcv_adv$q;

    // Local signals
    wire  [31:0] d_peer;
    wire  [31:0] d_adv;
    wire  [32:0] mask;
    wire  [32:0] units;

    // Registers
    initial begin
        st$q = 4'h0;
        w$q = 206'h0;
        n_hdr$q = 32'h0;
        avail$q = 32'h0;
        peer_edge$q = 32'h0;
        edge0$q = 32'h0;
        max_le$q = 1'h0;
        r_edge$q = 32'h0;
        ack_seq$q = 32'h0;
        span$q = 32'h0;
        spanr$q = 33'h0;
        field$q = 16'h0;
        rcv_adv$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_hdr$q <= n_hdr$d;
        avail$q <= avail$d;
        peer_edge$q <= peer_edge$d;
        edge0$q <= edge0$d;
        max_le$q <= max_le$d;
        r_edge$q <= r_edge$d;
        ack_seq$q <= ack_seq$d;
        span$q <= span$d;
        spanr$q <= spanr$d;
        field$q <= field$d;
        rcv_adv$q <= rcv_adv$d;
    end

    // Update code
    assign s_in_ready = (st$q == hdr_state$IDLE) & ~reset;
    assign m_hdr_valid = st$q == hdr_state$OUT;
    assign cnt_headers = n_hdr$q;
    assign d_peer = peer_edge$q - w$q[205:174];
    assign d_adv = edge0$q - w$q[73:42];
    assign mask = (33'h1 << w$q[109:106]) - 33'h1;
    assign units = spanr$q >> w$q[109:106];
    assign m_hdr_conn = w$q[9:0];
    assign m_hdr_window = field$q;
    assign m_hdr_rcv_adv = rcv_adv$q;
    assign m_hdr_ack_seq = ack_seq$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_hdr$d = n_hdr$q;
        avail$d = avail$q;
        peer_edge$d = peer_edge$q;
        edge0$d = edge0$q;
        max_le$d = max_le$q;
        r_edge$d = r_edge$q;
        ack_seq$d = ack_seq$q;
        span$d = span$q;
        spanr$d = spanr$q;
        field$d = field$q;
        rcv_adv$d = rcv_adv$q;
        if ((st$q == hdr_state$IDLE) & s_in_valid) begin
            w$d = 206'h0;
            w$d[9:0] = s_in_conn;
            w$d[41:10] = s_in_rcv_nxt;
            w$d[73:42] = s_in_rcv_adv;
            w$d[105:74] = s_in_rcv_unread;
            w$d[109:106] = s_in_rcv_shift;
            w$d[141:110] = s_in_snd_una;
            w$d[173:142] = s_in_snd_wnd;
            w$d[205:174] = s_in_snd_max;
            st$d = hdr_state$AVAIL;
        end
        if (st$q == hdr_state$AVAIL) begin
            if (cfg_rcv_buf < w$q[105:74]) begin
                avail$d = 32'h0;
            end
            else begin
                avail$d = cfg_rcv_buf - w$q[105:74];
            end
            peer_edge$d = w$q[141:110] + w$q[173:142];
            st$d = hdr_state$EDGE;
        end
        if (st$q == hdr_state$EDGE) begin
            edge0$d = w$q[41:10] + avail$q;
            max_le$d = ~d_peer[31];
            st$d = hdr_state$KEEP;
        end
        if (st$q == hdr_state$KEEP) begin
            if (d_adv[31]) begin
                r_edge$d = w$q[73:42];
            end
            else begin
                r_edge$d = edge0$q;
            end
            if (max_le$q) begin
                ack_seq$d = w$q[205:174];
            end
            else begin
                ack_seq$d = peer_edge$q;
            end
            st$d = hdr_state$SPAN;
        end
        if (st$q == hdr_state$SPAN) begin
            span$d = r_edge$q - w$q[41:10];
            st$d = hdr_state$ROUND;
        end
        if (st$q == hdr_state$ROUND) begin
            spanr$d = {1'h0, span$q} + mask;
            st$d = hdr_state$FIELD;
        end
        if (st$q == hdr_state$FIELD) begin
            if (|units[32:16]) begin
                field$d = hdr_window$MAX_FIELD;
            end
            else begin
                field$d = units[15:0];
            end
            st$d = hdr_state$ADV;
        end
        if (st$q == hdr_state$ADV) begin
            rcv_adv$d = w$q[41:10] + ({16'h0, field$q} << w$q[109:106]);
            st$d = hdr_state$OUT;
        end
        if ((st$q == hdr_state$OUT) & m_hdr_ready) begin
            n_hdr$d = n_hdr$q + 32'h1;
            st$d = hdr_state$IDLE;
        end
        if (reset) begin
            st$d = hdr_state$IDLE;
            n_hdr$d = 32'h0;
        end
    end

endmodule // toe_tcb_engine$hdr


module toe_tcb_engine$isn(key,data,hash);

    // Module arguments
    input wire  [95:0] key;
    input wire  [63:0] data;
    output reg  [31:0] hash;

    // Update code (custom)
    wire unused_key_lsb;
    assign unused_key_lsb = key[0];
    always @(*) begin
        hash[31] = ^(data & key[95:32]);
        hash[30] = ^(data & key[94:31]);
        hash[29] = ^(data & key[93:30]);
        hash[28] = ^(data & key[92:29]);
        hash[27] = ^(data & key[91:28]);
        hash[26] = ^(data & key[90:27]);
        hash[25] = ^(data & key[89:26]);
        hash[24] = ^(data & key[88:25]);
        hash[23] = ^(data & key[87:24]);
        hash[22] = ^(data & key[86:23]);
        hash[21] = ^(data & key[85:22]);
        hash[20] = ^(data & key[84:21]);
        hash[19] = ^(data & key[83:20]);
        hash[18] = ^(data & key[82:19]);
        hash[17] = ^(data & key[81:18]);
        hash[16] = ^(data & key[80:17]);
        hash[15] = ^(data & key[79:16]);
        hash[14] = ^(data & key[78:15]);
        hash[13] = ^(data & key[77:14]);
        hash[12] = ^(data & key[76:13]);
        hash[11] = ^(data & key[75:12]);
        hash[10] = ^(data & key[74:11]);
        hash[9] = ^(data & key[73:10]);
        hash[8] = ^(data & key[72:9]);
        hash[7] = ^(data & key[71:8]);
        hash[6] = ^(data & key[70:7]);
        hash[5] = ^(data & key[69:6]);
        hash[4] = ^(data & key[68:5]);
        hash[3] = ^(data & key[67:4]);
        hash[2] = ^(data & key[66:3]);
        hash[1] = ^(data & key[65:2]);
        hash[0] = ^(data & key[64:1]);
    end
endmodule // toe_tcb_engine$isn


module toe_tcb_engine$open(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_listen,s_in_iss,s_in_snd_max,s_in_seq,s_in_ack,s_in_flags,s_in_window,s_in_mss_on,s_in_mss,s_in_ws_on,s_in_ws,s_in_sackp,s_in_ts_on,s_in_ts_val,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_cause,m_dec_params_on,m_dec_irs,m_dec_rcv_nxt,m_dec_snd_shift,m_dec_rcv_shift,m_dec_ts_ok,m_dec_ts_recent,m_dec_sack_ok,m_dec_snd_mss,m_dec_cwnd,m_dec_snd_wnd,m_dec_snd_wl1,m_dec_snd_wl2,cfg_mss,cfg_rcv_shift,cfg_sack,cnt_opens);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  s_in_listen;
    input wire  [31:0] s_in_iss;
    input wire  [31:0] s_in_snd_max;
    input wire  [31:0] s_in_seq;
    input wire  [31:0] s_in_ack;
    input wire  [7:0] s_in_flags;
    input wire  [15:0] s_in_window;
    input wire  s_in_mss_on;
    input wire  [15:0] s_in_mss;
    input wire  s_in_ws_on;
    input wire  [7:0] s_in_ws;
    input wire  s_in_sackp;
    input wire  s_in_ts_on;
    input wire  [31:0] s_in_ts_val;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  [2:0] m_dec_action;
    output wire  [2:0] m_dec_cause;
    output wire  m_dec_params_on;
    output wire  [31:0] m_dec_irs;
    output wire  [31:0] m_dec_rcv_nxt;
    output reg  [3:0] m_dec_snd_shift;
    output reg  [3:0] m_dec_rcv_shift;
    output wire  m_dec_ts_ok;
    output reg  [31:0] m_dec_ts_recent;
    output wire  m_dec_sack_ok;
    output wire  [15:0] m_dec_snd_mss;
    output wire  [31:0] m_dec_cwnd;
    output wire  [31:0] m_dec_snd_wnd;
    output wire  [31:0] m_dec_snd_wl1;
    output wire  [31:0] m_dec_snd_wl2;
    input wire  [15:0] cfg_mss;
    input wire  [3:0] cfg_rcv_shift;
    input wire  cfg_sack;
    output wire  [31:0] cnt_opens;

    // Named constants (named_consts! in model/src)
    localparam [2:0] open_action$DROP = 3'h0;
    localparam [2:0] open_action$ESTABLISHED = 3'h4;
    localparam [2:0] open_action$OPEN = 3'h3;
    localparam [2:0] open_action$RESET = 3'h2;
    localparam [2:0] open_action$RESET_FOR = 3'h1;
    localparam [2:0] open_action$SIMULTANEOUS = 3'h5;
    localparam [15:0] open_bytes$DEFAULT_MSS = 16'h218;
    localparam [15:0] open_bytes$INITIAL_WINDOW_BYTES = 16'h3908;
    localparam [15:0] open_bytes$MIN_PEER_MSS = 16'h30;
    localparam [15:0] open_bytes$TS_OPTION_BYTES = 16'hc;
    localparam [2:0] open_cause$BAD_ACK = 3'h4;
    localparam [2:0] open_cause$LISTEN_ACK = 3'h2;
    localparam [2:0] open_cause$LISTEN_NO_SYN = 3'h3;
    localparam [2:0] open_cause$LISTEN_RST = 3'h1;
    localparam [2:0] open_cause$NONE = 3'h0;
    localparam [2:0] open_cause$NO_SYN = 3'h6;
    localparam [2:0] open_cause$RST_NO_ACK = 3'h5;
    localparam [1:0] open_scale$EIGHT = 2'h3;
    localparam [1:0] open_scale$TWICE = 2'h1;
    localparam [7:0] open_shift$MAX_WINDOW_SHIFT = 8'he;
    localparam [2:0] open_state$CMP = 3'h1;
    localparam [2:0] open_state$DECIDE = 3'h6;
    localparam [2:0] open_state$FLOOR = 3'h3;
    localparam [2:0] open_state$IDLE = 3'h0;
    localparam [2:0] open_state$MSS = 3'h2;
    localparam [2:0] open_state$OPT = 3'h4;
    localparam [2:0] open_state$OUT = 3'h7;
    localparam [2:0] open_state$WIN = 3'h5;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [222:0] w$d;
    reg  [222:0] w$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;
    reg  ack_ok$d;
    reg  ack_ok$q;
    reg  [15:0] peer$d;
    reg  [15:0] peer$q;
    reg  [7:0] ws_cl$d;
    reg  [7:0] ws_cl$q;
    reg  [31:0] rcv_nxt$d;
    reg  [31:0] rcv_nxt$q;
    reg  [15:0] m1$d;
    reg  [15:0] m1$q;
    reg  [15:0] m2$d;
    reg  [15:0] m2$q;
    reg  [15:0] mss$d;
    reg  [15:0] mss$q;
    reg  [31:0] x10$d;
    reg  [31:0] x10$q;
    reg  [31:0] mx$d;
    reg  [31:0] mx$q;
    reg  [2:0] o_action$d;
    reg  [2:0] o_action$q;
    reg  [2:0] o_cause$d;
    reg  [2:0] o_cause$q;
    reg  [31:0] o_cwnd$d;
    reg  [31:0] o_cwnd$q;

    // Local signals
    wire  [7:0] fl;
    wire  [31:0] d_iss;
    wire  [31:0] d_max;
    wire  [31:0] x2;
    wire  [31:0] mss32;

    // Registers
    initial begin
        st$q = 3'h0;
        w$q = 223'h0;
        n_dec$q = 32'h0;
        ack_ok$q = 1'h0;
        peer$q = 16'h0;
        ws_cl$q = 8'h0;
        rcv_nxt$q = 32'h0;
        m1$q = 16'h0;
        m2$q = 16'h0;
        mss$q = 16'h0;
        x10$q = 32'h0;
        mx$q = 32'h0;
        o_action$q = 3'h0;
        o_cause$q = 3'h0;
        o_cwnd$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_dec$q <= n_dec$d;
        ack_ok$q <= ack_ok$d;
        peer$q <= peer$d;
        ws_cl$q <= ws_cl$d;
        rcv_nxt$q <= rcv_nxt$d;
        m1$q <= m1$d;
        m2$q <= m2$d;
        mss$q <= mss$d;
        x10$q <= x10$d;
        mx$q <= mx$d;
        o_action$q <= o_action$d;
        o_cause$q <= o_cause$d;
        o_cwnd$q <= o_cwnd$d;
    end

    // Update code
    assign s_in_ready = (st$q == open_state$IDLE) & ~reset;
    assign m_dec_valid = st$q == open_state$OUT;
    assign cnt_opens = n_dec$q;
    assign fl = w$q[146:139];
    assign d_iss = w$q[42:11] - w$q[138:107];
    assign d_max = w$q[74:43] - w$q[138:107];
    assign mss32 = {16'h0, mss$q};
    assign x2 = mss32 << open_scale$TWICE;
    assign m_dec_conn = w$q[9:0];
    assign m_dec_action = o_action$q;
    assign m_dec_cause = o_cause$q;
    assign m_dec_params_on = (o_action$q == open_action$OPEN) | (o_action$q == open_action$ESTABLISHED) | (o_action$q == open_action$SIMULTANEOUS);
    assign m_dec_irs = w$q[106:75];
    assign m_dec_rcv_nxt = rcv_nxt$q;
    assign m_dec_ts_ok = w$q[190];
    assign m_dec_sack_ok = w$q[189] & cfg_sack;
    assign m_dec_snd_mss = mss$q;
    assign m_dec_cwnd = o_cwnd$q;
    assign m_dec_snd_wnd = {16'h0, w$q[162:147]};
    assign m_dec_snd_wl1 = w$q[106:75];
    assign m_dec_snd_wl2 = w$q[138:107];

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_dec$d = n_dec$q;
        ack_ok$d = ack_ok$q;
        peer$d = peer$q;
        ws_cl$d = ws_cl$q;
        rcv_nxt$d = rcv_nxt$q;
        m1$d = m1$q;
        m2$d = m2$q;
        mss$d = mss$q;
        x10$d = x10$q;
        mx$d = mx$q;
        o_action$d = o_action$q;
        o_cause$d = o_cause$q;
        o_cwnd$d = o_cwnd$q;
        if ((st$q == open_state$IDLE) & s_in_valid) begin
            w$d = 223'h0;
            w$d[9:0] = s_in_conn;
            w$d[10] = s_in_listen;
            w$d[42:11] = s_in_iss;
            w$d[74:43] = s_in_snd_max;
            w$d[106:75] = s_in_seq;
            w$d[138:107] = s_in_ack;
            w$d[146:139] = s_in_flags;
            w$d[162:147] = s_in_window;
            w$d[163] = s_in_mss_on;
            w$d[179:164] = s_in_mss;
            w$d[180] = s_in_ws_on;
            w$d[188:181] = s_in_ws;
            w$d[189] = s_in_sackp;
            w$d[190] = s_in_ts_on;
            w$d[222:191] = s_in_ts_val;
            st$d = open_state$CMP;
        end
        if (st$q == open_state$CMP) begin
            ack_ok$d = fl[4] & d_iss[31] & ~d_max[31];
            if (w$q[163]) begin
                peer$d = w$q[179:164];
            end
            else begin
                peer$d = open_bytes$DEFAULT_MSS;
            end
            if (w$q[188:181] > open_shift$MAX_WINDOW_SHIFT) begin
                ws_cl$d = open_shift$MAX_WINDOW_SHIFT;
            end
            else begin
                ws_cl$d = w$q[188:181];
            end
            rcv_nxt$d = w$q[106:75] + 32'h1;
            st$d = open_state$MSS;
        end
        if (st$q == open_state$MSS) begin
            if (peer$q < cfg_mss) begin
                m1$d = peer$q;
            end
            else begin
                m1$d = cfg_mss;
            end
            st$d = open_state$FLOOR;
        end
        if (st$q == open_state$FLOOR) begin
            if (m1$q < open_bytes$MIN_PEER_MSS) begin
                m2$d = open_bytes$MIN_PEER_MSS;
            end
            else begin
                m2$d = m1$q;
            end
            st$d = open_state$OPT;
        end
        if (st$q == open_state$OPT) begin
            if (w$q[190]) begin
                mss$d = m2$q - open_bytes$TS_OPTION_BYTES;
            end
            else begin
                mss$d = m2$q;
            end
            st$d = open_state$WIN;
        end
        if (st$q == open_state$WIN) begin
            x10$d = (mss32 << open_scale$EIGHT) + x2;
            if (x2 > {16'h0, open_bytes$INITIAL_WINDOW_BYTES}) begin
                mx$d = x2;
            end
            else begin
                mx$d = {16'h0, open_bytes$INITIAL_WINDOW_BYTES};
            end
            st$d = open_state$DECIDE;
        end
        if (st$q == open_state$DECIDE) begin
            if (x10$q < mx$q) begin
                o_cwnd$d = x10$q;
            end
            else begin
                o_cwnd$d = mx$q;
            end
            o_cause$d = open_cause$NONE;
            if (w$q[10]) begin
                if (fl[2]) begin
                    o_action$d = open_action$DROP;
                    o_cause$d = open_cause$LISTEN_RST;
                end
                else if (fl[4]) begin
                    o_action$d = open_action$RESET_FOR;
                    o_cause$d = open_cause$LISTEN_ACK;
                end
                else if (~fl[1]) begin
                    o_action$d = open_action$DROP;
                    o_cause$d = open_cause$LISTEN_NO_SYN;
                end
                else begin
                    o_action$d = open_action$OPEN;
                end
            end
            else if (fl[4] & ~ack_ok$q) begin
                o_action$d = open_action$RESET_FOR;
                o_cause$d = open_cause$BAD_ACK;
            end
            else if (fl[2]) begin
                if (ack_ok$q) begin
                    o_action$d = open_action$RESET;
                end
                else begin
                    o_action$d = open_action$DROP;
                    o_cause$d = open_cause$RST_NO_ACK;
                end
            end
            else if (~fl[1]) begin
                o_action$d = open_action$DROP;
                o_cause$d = open_cause$NO_SYN;
            end
            else if (ack_ok$q) begin
                o_action$d = open_action$ESTABLISHED;
            end
            else begin
                o_action$d = open_action$SIMULTANEOUS;
            end
            st$d = open_state$OUT;
        end
        if ((st$q == open_state$OUT) & m_dec_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = open_state$IDLE;
        end
        if (reset) begin
            st$d = open_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        m_dec_snd_shift = 4'h0;
        m_dec_rcv_shift = 4'h0;
        if (w$q[180]) begin
            m_dec_snd_shift = ws_cl$q[3:0];
            m_dec_rcv_shift = cfg_rcv_shift;
        end
    end

    always @(*) begin
        m_dec_ts_recent = 32'h0;
        if (w$q[190]) begin
            m_dec_ts_recent = w$q[222:191];
        end
    end

endmodule // toe_tcb_engine$open


module toe_tcb_engine$plan(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_synchronized,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_data_end,s_in_snd_wnd,s_in_cwnd,s_in_snd_mss,s_in_fin_queued,s_in_fin_sent,s_in_rexmt_first,m_plan_valid,m_plan_ready,m_plan_conn,m_plan_kind,m_plan_start,m_plan_limit,m_plan_cut_ok,m_plan_retransmit,m_plan_advance,cnt_plans);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  s_in_synchronized;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_nxt;
    input wire  [31:0] s_in_snd_max;
    input wire  [31:0] s_in_data_end;
    input wire  [31:0] s_in_snd_wnd;
    input wire  [31:0] s_in_cwnd;
    input wire  [15:0] s_in_snd_mss;
    input wire  s_in_fin_queued;
    input wire  s_in_fin_sent;
    input wire  s_in_rexmt_first;
    output wire  m_plan_valid;
    input wire  m_plan_ready;
    output wire  [9:0] m_plan_conn;
    output wire  [1:0] m_plan_kind;
    output wire  [31:0] m_plan_start;
    output wire  [15:0] m_plan_limit;
    output wire  m_plan_cut_ok;
    output wire  m_plan_retransmit;
    output wire  m_plan_advance;
    output wire  [31:0] cnt_plans;

    // Named constants (named_consts! in model/src)
    localparam [1:0] plan_kind$FIN = 2'h2;
    localparam [1:0] plan_kind$NOTHING = 2'h0;
    localparam [1:0] plan_kind$RECORDS = 2'h1;
    localparam [3:0] plan_state$CAP = 4'h4;
    localparam [3:0] plan_state$CHOOSE = 4'h6;
    localparam [3:0] plan_state$CLAMP = 4'h7;
    localparam [3:0] plan_state$IDLE = 4'h0;
    localparam [3:0] plan_state$OUT = 4'h8;
    localparam [3:0] plan_state$PICK = 4'h5;
    localparam [3:0] plan_state$ROOM = 4'h3;
    localparam [3:0] plan_state$SPAN = 4'h1;
    localparam [3:0] plan_state$WINDOW = 4'h2;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [221:0] w$d;
    reg  [221:0] w$q;
    reg  [31:0] n_plan$d;
    reg  [31:0] n_plan$q;
    reg  [31:0] flight$d;
    reg  [31:0] flight$q;
    reg  [31:0] in_flight$d;
    reg  [31:0] in_flight$q;
    reg  [31:0] end_nxt$d;
    reg  [31:0] end_nxt$q;
    reg  [31:0] end_max$d;
    reg  [31:0] end_max$q;
    reg  [31:0] end_una$d;
    reg  [31:0] end_una$q;
    reg  fin_out$d;
    reg  fin_out$q;
    reg  nxt_lt_max$d;
    reg  nxt_lt_max$q;
    reg  max_lt_end$d;
    reg  max_lt_end$q;
    reg  nxt_at_end$d;
    reg  nxt_at_end$q;
    reg  max_at_end$d;
    reg  max_at_end$q;
    reg  wnd_lt_cwnd$d;
    reg  wnd_lt_cwnd$q;
    reg  [31:0] wnd$d;
    reg  [31:0] wnd$q;
    reg  [31:0] data_flight$d;
    reg  [31:0] data_flight$q;
    reg  flight_zero$d;
    reg  flight_zero$q;
    reg  in_flight_zero$d;
    reg  in_flight_zero$q;
    reg  new_gt$d;
    reg  new_gt$q;
    reg  [31:0] new_diff$d;
    reg  [31:0] new_diff$q;
    reg  [31:0] gb_win$d;
    reg  [31:0] gb_win$q;
    reg  df_lt_mss$d;
    reg  df_lt_mss$q;
    reg  df_some$d;
    reg  df_some$q;
    reg  [31:0] new_room$d;
    reg  [31:0] new_room$q;
    reg  gb_gt$d;
    reg  gb_gt$q;
    reg  [31:0] gb_diff$d;
    reg  [31:0] gb_diff$q;
    reg  [15:0] df_lim$d;
    reg  [15:0] df_lim$q;
    reg  [31:0] new_lim$d;
    reg  [31:0] new_lim$q;
    reg  [31:0] gb_room$d;
    reg  [31:0] gb_room$q;
    reg  [1:0] kind$d;
    reg  [1:0] kind$q;
    reg  [31:0] start$d;
    reg  [31:0] start$q;
    reg  [31:0] lim0$d;
    reg  [31:0] lim0$q;
    reg  [31:0] dist$d;
    reg  [31:0] dist$q;
    reg  cut_ok$d;
    reg  cut_ok$q;
    reg  retransmit$d;
    reg  retransmit$q;
    reg  advance$d;
    reg  advance$q;
    reg  [15:0] limit$d;
    reg  [15:0] limit$q;

    // Local signals
    wire  [31:0] mss32;
    wire  [31:0] d_nxt_max;
    wire  [31:0] d_max_end;
    reg  [31:0] gb_lim;

    // Registers
    initial begin
        st$q = 4'h0;
        w$q = 222'h0;
        n_plan$q = 32'h0;
        flight$q = 32'h0;
        in_flight$q = 32'h0;
        end_nxt$q = 32'h0;
        end_max$q = 32'h0;
        end_una$q = 32'h0;
        fin_out$q = 1'h0;
        nxt_lt_max$q = 1'h0;
        max_lt_end$q = 1'h0;
        nxt_at_end$q = 1'h0;
        max_at_end$q = 1'h0;
        wnd_lt_cwnd$q = 1'h0;
        wnd$q = 32'h0;
        data_flight$q = 32'h0;
        flight_zero$q = 1'h0;
        in_flight_zero$q = 1'h0;
        new_gt$q = 1'h0;
        new_diff$q = 32'h0;
        gb_win$q = 32'h0;
        df_lt_mss$q = 1'h0;
        df_some$q = 1'h0;
        new_room$q = 32'h0;
        gb_gt$q = 1'h0;
        gb_diff$q = 32'h0;
        df_lim$q = 16'h0;
        new_lim$q = 32'h0;
        gb_room$q = 32'h0;
        kind$q = 2'h0;
        start$q = 32'h0;
        lim0$q = 32'h0;
        dist$q = 32'h0;
        cut_ok$q = 1'h0;
        retransmit$q = 1'h0;
        advance$q = 1'h0;
        limit$q = 16'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_plan$q <= n_plan$d;
        flight$q <= flight$d;
        in_flight$q <= in_flight$d;
        end_nxt$q <= end_nxt$d;
        end_max$q <= end_max$d;
        end_una$q <= end_una$d;
        fin_out$q <= fin_out$d;
        nxt_lt_max$q <= nxt_lt_max$d;
        max_lt_end$q <= max_lt_end$d;
        nxt_at_end$q <= nxt_at_end$d;
        max_at_end$q <= max_at_end$d;
        wnd_lt_cwnd$q <= wnd_lt_cwnd$d;
        wnd$q <= wnd$d;
        data_flight$q <= data_flight$d;
        flight_zero$q <= flight_zero$d;
        in_flight_zero$q <= in_flight_zero$d;
        new_gt$q <= new_gt$d;
        new_diff$q <= new_diff$d;
        gb_win$q <= gb_win$d;
        df_lt_mss$q <= df_lt_mss$d;
        df_some$q <= df_some$d;
        new_room$q <= new_room$d;
        gb_gt$q <= gb_gt$d;
        gb_diff$q <= gb_diff$d;
        df_lim$q <= df_lim$d;
        new_lim$q <= new_lim$d;
        gb_room$q <= gb_room$d;
        kind$q <= kind$d;
        start$q <= start$d;
        lim0$q <= lim0$d;
        dist$q <= dist$d;
        cut_ok$q <= cut_ok$d;
        retransmit$q <= retransmit$d;
        advance$q <= advance$d;
        limit$q <= limit$d;
    end

    // Update code
    assign s_in_ready = (st$q == plan_state$IDLE) & ~reset;
    assign m_plan_valid = st$q == plan_state$OUT;
    assign cnt_plans = n_plan$q;
    assign mss32 = {16'h0, w$q[218:203]};
    assign d_nxt_max = w$q[74:43] - w$q[106:75];
    assign d_max_end = w$q[106:75] - w$q[138:107];
    assign m_plan_conn = w$q[9:0];
    assign m_plan_kind = kind$q;
    assign m_plan_start = start$q;
    assign m_plan_limit = limit$q;
    assign m_plan_cut_ok = cut_ok$q;
    assign m_plan_retransmit = retransmit$q;
    assign m_plan_advance = advance$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_plan$d = n_plan$q;
        flight$d = flight$q;
        in_flight$d = in_flight$q;
        end_nxt$d = end_nxt$q;
        end_max$d = end_max$q;
        end_una$d = end_una$q;
        fin_out$d = fin_out$q;
        nxt_lt_max$d = nxt_lt_max$q;
        max_lt_end$d = max_lt_end$q;
        nxt_at_end$d = nxt_at_end$q;
        max_at_end$d = max_at_end$q;
        wnd_lt_cwnd$d = wnd_lt_cwnd$q;
        wnd$d = wnd$q;
        data_flight$d = data_flight$q;
        flight_zero$d = flight_zero$q;
        in_flight_zero$d = in_flight_zero$q;
        new_gt$d = new_gt$q;
        new_diff$d = new_diff$q;
        gb_win$d = gb_win$q;
        df_lt_mss$d = df_lt_mss$q;
        df_some$d = df_some$q;
        new_room$d = new_room$q;
        gb_gt$d = gb_gt$q;
        gb_diff$d = gb_diff$q;
        df_lim$d = df_lim$q;
        new_lim$d = new_lim$q;
        gb_room$d = gb_room$q;
        kind$d = kind$q;
        start$d = start$q;
        lim0$d = lim0$q;
        dist$d = dist$q;
        cut_ok$d = cut_ok$q;
        retransmit$d = retransmit$q;
        advance$d = advance$q;
        limit$d = limit$q;
        if ((st$q == plan_state$IDLE) & s_in_valid) begin
            w$d = 222'h0;
            w$d[9:0] = s_in_conn;
            w$d[10] = s_in_synchronized;
            w$d[42:11] = s_in_snd_una;
            w$d[74:43] = s_in_snd_nxt;
            w$d[106:75] = s_in_snd_max;
            w$d[138:107] = s_in_data_end;
            w$d[170:139] = s_in_snd_wnd;
            w$d[202:171] = s_in_cwnd;
            w$d[218:203] = s_in_snd_mss;
            w$d[219] = s_in_fin_queued;
            w$d[220] = s_in_fin_sent;
            w$d[221] = s_in_rexmt_first;
            st$d = plan_state$SPAN;
        end
        if (st$q == plan_state$SPAN) begin
            flight$d = w$q[106:75] - w$q[42:11];
            in_flight$d = w$q[74:43] - w$q[42:11];
            end_nxt$d = w$q[138:107] - w$q[74:43];
            end_max$d = w$q[138:107] - w$q[106:75];
            end_una$d = w$q[138:107] - w$q[42:11];
            fin_out$d = w$q[220] & (w$q[42:11] != w$q[106:75]);
            nxt_lt_max$d = d_nxt_max[31];
            max_lt_end$d = d_max_end[31];
            nxt_at_end$d = w$q[74:43] == w$q[138:107];
            max_at_end$d = w$q[106:75] == w$q[138:107];
            wnd_lt_cwnd$d = w$q[170:139] < w$q[202:171];
            st$d = plan_state$WINDOW;
        end
        if (st$q == plan_state$WINDOW) begin
            if (wnd_lt_cwnd$q) begin
                wnd$d = w$q[170:139];
            end
            else begin
                wnd$d = w$q[202:171];
            end
            if (fin_out$q) begin
                data_flight$d = flight$q - 32'h1;
            end
            else begin
                data_flight$d = flight$q;
            end
            flight_zero$d = ~|flight$q;
            in_flight_zero$d = ~|in_flight$q;
            st$d = plan_state$ROOM;
        end
        if (st$q == plan_state$ROOM) begin
            new_gt$d = wnd$q > flight$q;
            new_diff$d = wnd$q - flight$q;
            if (wnd$q < mss32) begin
                gb_win$d = mss32;
            end
            else begin
                gb_win$d = wnd$q;
            end
            df_lt_mss$d = data_flight$q < mss32;
            df_some$d = |data_flight$q;
            st$d = plan_state$CAP;
        end
        if (st$q == plan_state$CAP) begin
            new_room$d = 32'h0;
            if (new_gt$q) begin
                new_room$d = new_diff$q;
            end
            gb_gt$d = gb_win$q > in_flight$q;
            gb_diff$d = gb_win$q - in_flight$q;
            if (df_lt_mss$q) begin
                df_lim$d = data_flight$q[15:0];
            end
            else begin
                df_lim$d = w$q[218:203];
            end
            st$d = plan_state$PICK;
        end
        if (st$q == plan_state$PICK) begin
            if (new_room$q < mss32) begin
                new_lim$d = new_room$q;
            end
            else begin
                new_lim$d = mss32;
            end
            gb_room$d = gb_lim;
            st$d = plan_state$CHOOSE;
        end
        if (st$q == plan_state$CHOOSE) begin
            kind$d = plan_kind$NOTHING;
            start$d = 32'h0;
            lim0$d = 32'h0;
            dist$d = 32'h0;
            cut_ok$d = 1'b0;
            retransmit$d = 1'b0;
            advance$d = 1'b0;
            if (~w$q[10]) begin
                kind$d = plan_kind$NOTHING;
            end
            else if (w$q[221] & df_some$q) begin
                kind$d = plan_kind$RECORDS;
                start$d = w$q[42:11];
                lim0$d = {16'h0, df_lim$q};
                dist$d = end_una$q;
                cut_ok$d = 1'b1;
                retransmit$d = 1'b1;
            end
            else if (w$q[221] & fin_out$q) begin
                kind$d = plan_kind$FIN;
                start$d = w$q[42:11];
                retransmit$d = 1'b1;
            end
            else if (nxt_lt_max$q) begin
                if (nxt_at_end$q) begin
                    kind$d = plan_kind$FIN;
                    start$d = w$q[74:43];
                    retransmit$d = 1'b1;
                    advance$d = 1'b1;
                end
                else if (|gb_room$q) begin
                    kind$d = plan_kind$RECORDS;
                    start$d = w$q[74:43];
                    lim0$d = gb_room$q;
                    dist$d = end_nxt$q;
                    cut_ok$d = (gb_room$q == mss32) | in_flight_zero$q;
                    retransmit$d = 1'b1;
                    advance$d = 1'b1;
                end
            end
            else if (max_lt_end$q) begin
                if (|new_lim$q) begin
                    kind$d = plan_kind$RECORDS;
                    start$d = w$q[106:75];
                    lim0$d = new_lim$q;
                    dist$d = end_max$q;
                    cut_ok$d = (new_lim$q == mss32) | flight_zero$q;
                    advance$d = 1'b1;
                end
            end
            else if (w$q[219] & ~w$q[220] & max_at_end$q) begin
                kind$d = plan_kind$FIN;
                start$d = w$q[138:107];
                advance$d = 1'b1;
            end
            st$d = plan_state$CLAMP;
        end
        if ((st$q == plan_state$OUT) & m_plan_ready) begin
            n_plan$d = n_plan$q + 32'h1;
            st$d = plan_state$IDLE;
        end
        if (st$q == plan_state$CLAMP) begin
            if (lim0$q < dist$q) begin
                limit$d = lim0$q[15:0];
            end
            else begin
                limit$d = dist$q[15:0];
            end
            st$d = plan_state$OUT;
        end
        if (reset) begin
            st$d = plan_state$IDLE;
            n_plan$d = 32'h0;
        end
    end

    always @(*) begin
        if (in_flight_zero$q) begin
            gb_lim = mss32;
        end
        else if (~gb_gt$q) begin
            gb_lim = 32'h0;
        end
        else if (gb_diff$q < mss32) begin
            gb_lim = gb_diff$q;
        end
        else begin
            gb_lim = mss32;
        end
    end

endmodule // toe_tcb_engine$plan


module toe_tcb_engine$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [1562:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [1562:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [1562:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {1563{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe_tcb_engine$ram


module toe_tcb_engine$rq(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_advance,s_in_count,s_in_s0,s_in_e0,s_in_s1,s_in_e1,s_in_s2,s_in_e2,s_in_s3,s_in_e3,s_in_seq,s_in_len,s_in_space_end,m_out_valid,m_out_ready,m_out_conn,m_out_advance,m_out_verdict,m_out_count,m_out_s0,m_out_e0,m_out_s1,m_out_e1,m_out_s2,m_out_e2,m_out_s3,m_out_e3,m_out_seq,m_out_kept_end,m_out_replay,m_out_replay_end,cnt_decided);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  s_in_advance;
    input wire  [2:0] s_in_count;
    input wire  [31:0] s_in_s0;
    input wire  [31:0] s_in_e0;
    input wire  [31:0] s_in_s1;
    input wire  [31:0] s_in_e1;
    input wire  [31:0] s_in_s2;
    input wire  [31:0] s_in_e2;
    input wire  [31:0] s_in_s3;
    input wire  [31:0] s_in_e3;
    input wire  [31:0] s_in_seq;
    input wire  [15:0] s_in_len;
    input wire  [31:0] s_in_space_end;
    output wire  m_out_valid;
    input wire  m_out_ready;
    output wire  [9:0] m_out_conn;
    output wire  m_out_advance;
    output wire  [1:0] m_out_verdict;
    output wire  [2:0] m_out_count;
    output wire  [31:0] m_out_s0;
    output wire  [31:0] m_out_e0;
    output wire  [31:0] m_out_s1;
    output wire  [31:0] m_out_e1;
    output wire  [31:0] m_out_s2;
    output wire  [31:0] m_out_e2;
    output wire  [31:0] m_out_s3;
    output wire  [31:0] m_out_e3;
    output wire  [31:0] m_out_seq;
    output wire  [31:0] m_out_kept_end;
    output wire  m_out_replay;
    output wire  [31:0] m_out_replay_end;
    output wire  [31:0] cnt_decided;

    // Named constants (named_consts! in model/src)
    localparam [2:0] reasm_slot$ALL = 3'h4;
    localparam [2:0] reasm_slot$FIRST = 3'h0;
    localparam [2:0] reasm_slot$FOURTH = 3'h3;
    localparam [2:0] reasm_slot$SECOND = 3'h1;
    localparam [2:0] reasm_slot$THIRD = 3'h2;
    localparam [2:0] reasm_state$CMP = 3'h2;
    localparam [2:0] reasm_state$CUT = 3'h1;
    localparam [2:0] reasm_state$IDLE = 3'h0;
    localparam [2:0] reasm_state$MERGE = 3'h3;
    localparam [2:0] reasm_state$OUT = 3'h5;
    localparam [2:0] reasm_state$PLACE = 3'h4;
    localparam [1:0] reasm_verdict$BEYOND = 2'h3;
    localparam [1:0] reasm_verdict$DUPLICATE = 2'h1;
    localparam [1:0] reasm_verdict$FULL = 2'h2;
    localparam [1:0] reasm_verdict$KEPT = 2'h0;
    localparam [31:0] seq_sign$NEGATIVE = 32'h80000000;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  adv$d;
    reg  adv$q;
    reg  [2:0] count$d;
    reg  [2:0] count$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [15:0] len$d;
    reg  [15:0] len$q;
    reg  [31:0] space_end$d;
    reg  [31:0] space_end$q;
    reg  [31:0] bs$0$d;
    reg  [31:0] bs$0$q;
    reg  [31:0] bs$1$d;
    reg  [31:0] bs$1$q;
    reg  [31:0] bs$2$d;
    reg  [31:0] bs$2$q;
    reg  [31:0] bs$3$d;
    reg  [31:0] bs$3$q;
    reg  [31:0] be$0$d;
    reg  [31:0] be$0$q;
    reg  [31:0] be$1$d;
    reg  [31:0] be$1$q;
    reg  [31:0] be$2$d;
    reg  [31:0] be$2$q;
    reg  [31:0] be$3$d;
    reg  [31:0] be$3$q;
    reg  [31:0] e$d;
    reg  [31:0] e$q;
    reg  beyond$d;
    reg  beyond$q;
    reg  meets$0$d;
    reg  meets$0$q;
    reg  meets$1$d;
    reg  meets$1$q;
    reg  meets$2$d;
    reg  meets$2$q;
    reg  meets$3$d;
    reg  meets$3$q;
    reg  contains$0$d;
    reg  contains$0$q;
    reg  contains$1$d;
    reg  contains$1$q;
    reg  contains$2$d;
    reg  contains$2$q;
    reg  contains$3$d;
    reg  contains$3$q;
    reg  left$0$d;
    reg  left$0$q;
    reg  left$1$d;
    reg  left$1$q;
    reg  left$2$d;
    reg  left$2$q;
    reg  left$3$d;
    reg  left$3$q;
    reg  right$0$d;
    reg  right$0$q;
    reg  right$1$d;
    reg  right$1$q;
    reg  right$2$d;
    reg  right$2$q;
    reg  right$3$d;
    reg  right$3$q;
    reg  reach$0$d;
    reg  reach$0$q;
    reg  reach$1$d;
    reg  reach$1$q;
    reg  reach$2$d;
    reg  reach$2$q;
    reg  reach$3$d;
    reg  reach$3$q;
    reg  surv$0$d;
    reg  surv$0$q;
    reg  surv$1$d;
    reg  surv$1$q;
    reg  surv$2$d;
    reg  surv$2$q;
    reg  surv$3$d;
    reg  surv$3$q;
    reg  [2:0] pos$0$d;
    reg  [2:0] pos$0$q;
    reg  [2:0] pos$1$d;
    reg  [2:0] pos$1$q;
    reg  [2:0] pos$2$d;
    reg  [2:0] pos$2$q;
    reg  [2:0] pos$3$d;
    reg  [2:0] pos$3$q;
    reg  [31:0] m_start$d;
    reg  [31:0] m_start$q;
    reg  [31:0] m_end$d;
    reg  [31:0] m_end$q;
    reg  [1:0] verdict$d;
    reg  [1:0] verdict$q;
    reg  replace$d;
    reg  replace$q;
    reg  [2:0] n_out$d;
    reg  [2:0] n_out$q;
    reg  replay$d;
    reg  replay$q;
    reg  [31:0] replay_end$d;
    reg  [31:0] replay_end$q;
    reg  [31:0] os$0$d;
    reg  [31:0] os$0$q;
    reg  [31:0] os$1$d;
    reg  [31:0] os$1$q;
    reg  [31:0] os$2$d;
    reg  [31:0] os$2$q;
    reg  [31:0] os$3$d;
    reg  [31:0] os$3$q;
    reg  [31:0] oe$0$d;
    reg  [31:0] oe$0$q;
    reg  [31:0] oe$1$d;
    reg  [31:0] oe$1$q;
    reg  [31:0] oe$2$d;
    reg  [31:0] oe$2$q;
    reg  [31:0] oe$3$d;
    reg  [31:0] oe$3$q;
    reg  [2:0] o_count$d;
    reg  [2:0] o_count$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;

    // Local signals
    wire  [31:0] end_raw;
    wire  [31:0] d_cut;
    wire  [31:0] d_beyond;
    wire  valid$0;
    wire  valid$1;
    wire  valid$2;
    wire  valid$3;
    wire  [31:0] d_seq_s$0;
    wire  [31:0] d_seq_s$1;
    wire  [31:0] d_seq_s$2;
    wire  [31:0] d_seq_s$3;
    wire  [31:0] d_end_e$0;
    wire  [31:0] d_end_e$1;
    wire  [31:0] d_end_e$2;
    wire  [31:0] d_end_e$3;
    wire  [31:0] d_e_s$0;
    wire  [31:0] d_e_s$1;
    wire  [31:0] d_e_s$2;
    wire  [31:0] d_e_s$3;
    wire  [31:0] d_end_seq$0;
    wire  [31:0] d_end_seq$1;
    wire  [31:0] d_end_seq$2;
    wire  [31:0] d_end_seq$3;
    wire  [31:0] d_s_seq$0;
    wire  [31:0] d_s_seq$1;
    wire  [31:0] d_s_seq$2;
    wire  [31:0] d_s_seq$3;
    wire  [31:0] d_e_end$0;
    wire  [31:0] d_e_end$1;
    wire  [31:0] d_e_end$2;
    wire  [31:0] d_e_end$3;
    wire  [31:0] d_seq_end$0;
    wire  [31:0] d_seq_end$1;
    wire  [31:0] d_seq_end$2;
    wire  [31:0] d_seq_end$3;
    wire  meets_now$0;
    wire  meets_now$1;
    wire  meets_now$2;
    wire  meets_now$3;
    wire  [2:0] rank$0;
    reg  [2:0] rank$1;
    reg  [2:0] rank$2;
    reg  [2:0] rank$3;
    wire  head;
    reg  any_meets;
    reg  any_contains;
    wire  full;

    // Registers
    initial begin
        st$q = 3'h0;
        conn$q = 10'h0;
        adv$q = 1'h0;
        count$q = 3'h0;
        seq$q = 32'h0;
        len$q = 16'h0;
        space_end$q = 32'h0;
        bs$0$q = 32'h0;
        bs$1$q = 32'h0;
        bs$2$q = 32'h0;
        bs$3$q = 32'h0;
        be$0$q = 32'h0;
        be$1$q = 32'h0;
        be$2$q = 32'h0;
        be$3$q = 32'h0;
        e$q = 32'h0;
        beyond$q = 1'h0;
        meets$0$q = 1'h0;
        meets$1$q = 1'h0;
        meets$2$q = 1'h0;
        meets$3$q = 1'h0;
        contains$0$q = 1'h0;
        contains$1$q = 1'h0;
        contains$2$q = 1'h0;
        contains$3$q = 1'h0;
        left$0$q = 1'h0;
        left$1$q = 1'h0;
        left$2$q = 1'h0;
        left$3$q = 1'h0;
        right$0$q = 1'h0;
        right$1$q = 1'h0;
        right$2$q = 1'h0;
        right$3$q = 1'h0;
        reach$0$q = 1'h0;
        reach$1$q = 1'h0;
        reach$2$q = 1'h0;
        reach$3$q = 1'h0;
        surv$0$q = 1'h0;
        surv$1$q = 1'h0;
        surv$2$q = 1'h0;
        surv$3$q = 1'h0;
        pos$0$q = 3'h0;
        pos$1$q = 3'h0;
        pos$2$q = 3'h0;
        pos$3$q = 3'h0;
        m_start$q = 32'h0;
        m_end$q = 32'h0;
        verdict$q = 2'h0;
        replace$q = 1'h0;
        n_out$q = 3'h0;
        replay$q = 1'h0;
        replay_end$q = 32'h0;
        os$0$q = 32'h0;
        os$1$q = 32'h0;
        os$2$q = 32'h0;
        os$3$q = 32'h0;
        oe$0$q = 32'h0;
        oe$1$q = 32'h0;
        oe$2$q = 32'h0;
        oe$3$q = 32'h0;
        o_count$q = 3'h0;
        n_dec$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        adv$q <= adv$d;
        count$q <= count$d;
        seq$q <= seq$d;
        len$q <= len$d;
        space_end$q <= space_end$d;
        bs$0$q <= bs$0$d;
        bs$1$q <= bs$1$d;
        bs$2$q <= bs$2$d;
        bs$3$q <= bs$3$d;
        be$0$q <= be$0$d;
        be$1$q <= be$1$d;
        be$2$q <= be$2$d;
        be$3$q <= be$3$d;
        e$q <= e$d;
        beyond$q <= beyond$d;
        meets$0$q <= meets$0$d;
        meets$1$q <= meets$1$d;
        meets$2$q <= meets$2$d;
        meets$3$q <= meets$3$d;
        contains$0$q <= contains$0$d;
        contains$1$q <= contains$1$d;
        contains$2$q <= contains$2$d;
        contains$3$q <= contains$3$d;
        left$0$q <= left$0$d;
        left$1$q <= left$1$d;
        left$2$q <= left$2$d;
        left$3$q <= left$3$d;
        right$0$q <= right$0$d;
        right$1$q <= right$1$d;
        right$2$q <= right$2$d;
        right$3$q <= right$3$d;
        reach$0$q <= reach$0$d;
        reach$1$q <= reach$1$d;
        reach$2$q <= reach$2$d;
        reach$3$q <= reach$3$d;
        surv$0$q <= surv$0$d;
        surv$1$q <= surv$1$d;
        surv$2$q <= surv$2$d;
        surv$3$q <= surv$3$d;
        pos$0$q <= pos$0$d;
        pos$1$q <= pos$1$d;
        pos$2$q <= pos$2$d;
        pos$3$q <= pos$3$d;
        m_start$q <= m_start$d;
        m_end$q <= m_end$d;
        verdict$q <= verdict$d;
        replace$q <= replace$d;
        n_out$q <= n_out$d;
        replay$q <= replay$d;
        replay_end$q <= replay_end$d;
        os$0$q <= os$0$d;
        os$1$q <= os$1$d;
        os$2$q <= os$2$d;
        os$3$q <= os$3$d;
        oe$0$q <= oe$0$d;
        oe$1$q <= oe$1$d;
        oe$2$q <= oe$2$d;
        oe$3$q <= oe$3$d;
        o_count$q <= o_count$d;
        n_dec$q <= n_dec$d;
    end

    // Update code
    assign s_in_ready = (st$q == reasm_state$IDLE) & ~reset;
    assign m_out_valid = st$q == reasm_state$OUT;
    assign cnt_decided = n_dec$q;
    assign end_raw = seq$q + {16'h0, len$q};
    assign d_cut = space_end$q - end_raw;
    assign d_beyond = seq$q - e$q;
    assign valid$0 = count$q > reasm_slot$FIRST;
    assign valid$1 = count$q > reasm_slot$SECOND;
    assign valid$2 = count$q > reasm_slot$THIRD;
    assign valid$3 = count$q > reasm_slot$FOURTH;
    assign d_seq_s$0 = seq$q - bs$0$q;
    assign d_end_e$0 = be$0$q - e$q;
    assign d_e_s$0 = e$q - bs$0$q;
    assign d_end_seq$0 = be$0$q - seq$q;
    assign d_s_seq$0 = bs$0$q - seq$q;
    assign d_e_end$0 = e$q - be$0$q;
    assign d_seq_end$0 = seq$q - be$0$q;
    assign meets_now$0 = valid$0 & (d_e_s$0 < seq_sign$NEGATIVE) & (d_end_seq$0 < seq_sign$NEGATIVE);
    assign d_seq_s$1 = seq$q - bs$1$q;
    assign d_end_e$1 = be$1$q - e$q;
    assign d_e_s$1 = e$q - bs$1$q;
    assign d_end_seq$1 = be$1$q - seq$q;
    assign d_s_seq$1 = bs$1$q - seq$q;
    assign d_e_end$1 = e$q - be$1$q;
    assign d_seq_end$1 = seq$q - be$1$q;
    assign meets_now$1 = valid$1 & (d_e_s$1 < seq_sign$NEGATIVE) & (d_end_seq$1 < seq_sign$NEGATIVE);
    assign d_seq_s$2 = seq$q - bs$2$q;
    assign d_end_e$2 = be$2$q - e$q;
    assign d_e_s$2 = e$q - bs$2$q;
    assign d_end_seq$2 = be$2$q - seq$q;
    assign d_s_seq$2 = bs$2$q - seq$q;
    assign d_e_end$2 = e$q - be$2$q;
    assign d_seq_end$2 = seq$q - be$2$q;
    assign meets_now$2 = valid$2 & (d_e_s$2 < seq_sign$NEGATIVE) & (d_end_seq$2 < seq_sign$NEGATIVE);
    assign d_seq_s$3 = seq$q - bs$3$q;
    assign d_end_e$3 = be$3$q - e$q;
    assign d_e_s$3 = e$q - bs$3$q;
    assign d_end_seq$3 = be$3$q - seq$q;
    assign d_s_seq$3 = bs$3$q - seq$q;
    assign d_e_end$3 = e$q - be$3$q;
    assign d_seq_end$3 = seq$q - be$3$q;
    assign meets_now$3 = valid$3 & (d_e_s$3 < seq_sign$NEGATIVE) & (d_end_seq$3 < seq_sign$NEGATIVE);
    assign full = (count$q == reasm_slot$ALL) & ~any_meets;
    assign head = ~adv$q;
    assign rank$0 = {2'h0, head};
    assign m_out_conn = conn$q;
    assign m_out_advance = adv$q;
    assign m_out_verdict = verdict$q;
    assign m_out_count = o_count$q;
    assign m_out_s0 = os$0$q;
    assign m_out_e0 = oe$0$q;
    assign m_out_s1 = os$1$q;
    assign m_out_e1 = oe$1$q;
    assign m_out_s2 = os$2$q;
    assign m_out_e2 = oe$2$q;
    assign m_out_s3 = os$3$q;
    assign m_out_e3 = oe$3$q;
    assign m_out_seq = seq$q;
    assign m_out_kept_end = e$q;
    assign m_out_replay = replay$q;
    assign m_out_replay_end = replay_end$q;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        adv$d = adv$q;
        count$d = count$q;
        seq$d = seq$q;
        len$d = len$q;
        space_end$d = space_end$q;
        e$d = e$q;
        beyond$d = beyond$q;
        m_start$d = m_start$q;
        m_end$d = m_end$q;
        verdict$d = verdict$q;
        replace$d = replace$q;
        n_out$d = n_out$q;
        replay$d = replay$q;
        replay_end$d = replay_end$q;
        o_count$d = o_count$q;
        n_dec$d = n_dec$q;
        bs$0$d = bs$0$q;
        be$0$d = be$0$q;
        meets$0$d = meets$0$q;
        contains$0$d = contains$0$q;
        left$0$d = left$0$q;
        right$0$d = right$0$q;
        reach$0$d = reach$0$q;
        surv$0$d = surv$0$q;
        pos$0$d = pos$0$q;
        os$0$d = os$0$q;
        oe$0$d = oe$0$q;
        bs$1$d = bs$1$q;
        be$1$d = be$1$q;
        meets$1$d = meets$1$q;
        contains$1$d = contains$1$q;
        left$1$d = left$1$q;
        right$1$d = right$1$q;
        reach$1$d = reach$1$q;
        surv$1$d = surv$1$q;
        pos$1$d = pos$1$q;
        os$1$d = os$1$q;
        oe$1$d = oe$1$q;
        bs$2$d = bs$2$q;
        be$2$d = be$2$q;
        meets$2$d = meets$2$q;
        contains$2$d = contains$2$q;
        left$2$d = left$2$q;
        right$2$d = right$2$q;
        reach$2$d = reach$2$q;
        surv$2$d = surv$2$q;
        pos$2$d = pos$2$q;
        os$2$d = os$2$q;
        oe$2$d = oe$2$q;
        bs$3$d = bs$3$q;
        be$3$d = be$3$q;
        meets$3$d = meets$3$q;
        contains$3$d = contains$3$q;
        left$3$d = left$3$q;
        right$3$d = right$3$q;
        reach$3$d = reach$3$q;
        surv$3$d = surv$3$q;
        pos$3$d = pos$3$q;
        os$3$d = os$3$q;
        oe$3$d = oe$3$q;
        if ((st$q == reasm_state$IDLE) & s_in_valid) begin
            conn$d = s_in_conn;
            adv$d = s_in_advance;
            count$d = s_in_count;
            seq$d = s_in_seq;
            len$d = s_in_len;
            space_end$d = s_in_space_end;
            bs$0$d = s_in_s0;
            be$0$d = s_in_e0;
            bs$1$d = s_in_s1;
            be$1$d = s_in_e1;
            bs$2$d = s_in_s2;
            be$2$d = s_in_e2;
            bs$3$d = s_in_s3;
            be$3$d = s_in_e3;
            st$d = reasm_state$CUT;
        end
        if (st$q == reasm_state$CUT) begin
            if (d_cut >= seq_sign$NEGATIVE) begin
                e$d = space_end$q;
            end
            else begin
                e$d = end_raw;
            end
            st$d = reasm_state$CMP;
        end
        if (st$q == reasm_state$CMP) begin
            beyond$d = ~|len$q | (d_beyond < seq_sign$NEGATIVE);
            meets$0$d = meets_now$0;
            contains$0$d = valid$0 & (d_seq_s$0 < seq_sign$NEGATIVE) & (d_end_e$0 < seq_sign$NEGATIVE);
            left$0$d = meets_now$0 & (d_s_seq$0 >= seq_sign$NEGATIVE);
            right$0$d = meets_now$0 & (d_e_end$0 >= seq_sign$NEGATIVE);
            reach$0$d = valid$0 & (d_seq_s$0 < seq_sign$NEGATIVE) & (d_seq_end$0 >= seq_sign$NEGATIVE);
            if (adv$q) begin
                surv$0$d = valid$0 & (d_seq_s$0 >= seq_sign$NEGATIVE);
            end
            else begin
                surv$0$d = valid$0 & ~meets_now$0;
            end
            meets$1$d = meets_now$1;
            contains$1$d = valid$1 & (d_seq_s$1 < seq_sign$NEGATIVE) & (d_end_e$1 < seq_sign$NEGATIVE);
            left$1$d = meets_now$1 & (d_s_seq$1 >= seq_sign$NEGATIVE);
            right$1$d = meets_now$1 & (d_e_end$1 >= seq_sign$NEGATIVE);
            reach$1$d = valid$1 & (d_seq_s$1 < seq_sign$NEGATIVE) & (d_seq_end$1 >= seq_sign$NEGATIVE);
            if (adv$q) begin
                surv$1$d = valid$1 & (d_seq_s$1 >= seq_sign$NEGATIVE);
            end
            else begin
                surv$1$d = valid$1 & ~meets_now$1;
            end
            meets$2$d = meets_now$2;
            contains$2$d = valid$2 & (d_seq_s$2 < seq_sign$NEGATIVE) & (d_end_e$2 < seq_sign$NEGATIVE);
            left$2$d = meets_now$2 & (d_s_seq$2 >= seq_sign$NEGATIVE);
            right$2$d = meets_now$2 & (d_e_end$2 >= seq_sign$NEGATIVE);
            reach$2$d = valid$2 & (d_seq_s$2 < seq_sign$NEGATIVE) & (d_seq_end$2 >= seq_sign$NEGATIVE);
            if (adv$q) begin
                surv$2$d = valid$2 & (d_seq_s$2 >= seq_sign$NEGATIVE);
            end
            else begin
                surv$2$d = valid$2 & ~meets_now$2;
            end
            meets$3$d = meets_now$3;
            contains$3$d = valid$3 & (d_seq_s$3 < seq_sign$NEGATIVE) & (d_end_e$3 < seq_sign$NEGATIVE);
            left$3$d = meets_now$3 & (d_s_seq$3 >= seq_sign$NEGATIVE);
            right$3$d = meets_now$3 & (d_e_end$3 >= seq_sign$NEGATIVE);
            reach$3$d = valid$3 & (d_seq_s$3 < seq_sign$NEGATIVE) & (d_seq_end$3 >= seq_sign$NEGATIVE);
            if (adv$q) begin
                surv$3$d = valid$3 & (d_seq_s$3 >= seq_sign$NEGATIVE);
            end
            else begin
                surv$3$d = valid$3 & ~meets_now$3;
            end
            st$d = reasm_state$MERGE;
        end
        if (st$q == reasm_state$MERGE) begin
            m_start$d = seq$q;
            m_end$d = e$q;
            replay$d = 1'b0;
            replay_end$d = 32'h0;
            if (left$0$q) begin
                m_start$d = bs$0$q;
            end
            if (right$0$q) begin
                m_end$d = be$0$q;
            end
            if (adv$q & reach$0$q) begin
                replay$d = 1'b1;
                replay_end$d = be$0$q;
            end
            pos$0$d = rank$0;
            if (surv$0$q) begin
                n_out$d = rank$0 + 3'h1;
            end
            else begin
                n_out$d = rank$0;
            end
            if (left$1$q) begin
                m_start$d = bs$1$q;
            end
            if (right$1$q) begin
                m_end$d = be$1$q;
            end
            if (adv$q & reach$1$q) begin
                replay$d = 1'b1;
                replay_end$d = be$1$q;
            end
            pos$1$d = rank$1;
            if (surv$1$q) begin
                n_out$d = rank$1 + 3'h1;
            end
            else begin
                n_out$d = rank$1;
            end
            if (left$2$q) begin
                m_start$d = bs$2$q;
            end
            if (right$2$q) begin
                m_end$d = be$2$q;
            end
            if (adv$q & reach$2$q) begin
                replay$d = 1'b1;
                replay_end$d = be$2$q;
            end
            pos$2$d = rank$2;
            if (surv$2$q) begin
                n_out$d = rank$2 + 3'h1;
            end
            else begin
                n_out$d = rank$2;
            end
            if (left$3$q) begin
                m_start$d = bs$3$q;
            end
            if (right$3$q) begin
                m_end$d = be$3$q;
            end
            if (adv$q & reach$3$q) begin
                replay$d = 1'b1;
                replay_end$d = be$3$q;
            end
            pos$3$d = rank$3;
            if (surv$3$q) begin
                n_out$d = rank$3 + 3'h1;
            end
            else begin
                n_out$d = rank$3;
            end
            verdict$d = reasm_verdict$KEPT;
            replace$d = 1'b1;
            if (~adv$q) begin
                if (beyond$q) begin
                    verdict$d = reasm_verdict$BEYOND;
                    replace$d = 1'b0;
                end
                else if (any_contains) begin
                    verdict$d = reasm_verdict$DUPLICATE;
                end
                else if (full) begin
                    verdict$d = reasm_verdict$FULL;
                    replace$d = 1'b0;
                end
            end
            st$d = reasm_state$PLACE;
        end
        if (st$q == reasm_state$PLACE) begin
            if (replace$q) begin
                o_count$d = n_out$q;
                os$0$d = 32'h0;
                oe$0$d = 32'h0;
                os$1$d = 32'h0;
                oe$1$d = 32'h0;
                os$2$d = 32'h0;
                oe$2$d = 32'h0;
                os$3$d = 32'h0;
                oe$3$d = 32'h0;
                if (~adv$q) begin
                    os$0$d = m_start$q;
                    oe$0$d = m_end$q;
                end
                if (surv$0$q & (pos$0$q == reasm_slot$FIRST)) begin
                    os$0$d = bs$0$q;
                    oe$0$d = be$0$q;
                end
                if (surv$0$q & (pos$0$q == reasm_slot$SECOND)) begin
                    os$1$d = bs$0$q;
                    oe$1$d = be$0$q;
                end
                if (surv$0$q & (pos$0$q == reasm_slot$THIRD)) begin
                    os$2$d = bs$0$q;
                    oe$2$d = be$0$q;
                end
                if (surv$0$q & (pos$0$q == reasm_slot$FOURTH)) begin
                    os$3$d = bs$0$q;
                    oe$3$d = be$0$q;
                end
                if (surv$1$q & (pos$1$q == reasm_slot$FIRST)) begin
                    os$0$d = bs$1$q;
                    oe$0$d = be$1$q;
                end
                if (surv$1$q & (pos$1$q == reasm_slot$SECOND)) begin
                    os$1$d = bs$1$q;
                    oe$1$d = be$1$q;
                end
                if (surv$1$q & (pos$1$q == reasm_slot$THIRD)) begin
                    os$2$d = bs$1$q;
                    oe$2$d = be$1$q;
                end
                if (surv$1$q & (pos$1$q == reasm_slot$FOURTH)) begin
                    os$3$d = bs$1$q;
                    oe$3$d = be$1$q;
                end
                if (surv$2$q & (pos$2$q == reasm_slot$FIRST)) begin
                    os$0$d = bs$2$q;
                    oe$0$d = be$2$q;
                end
                if (surv$2$q & (pos$2$q == reasm_slot$SECOND)) begin
                    os$1$d = bs$2$q;
                    oe$1$d = be$2$q;
                end
                if (surv$2$q & (pos$2$q == reasm_slot$THIRD)) begin
                    os$2$d = bs$2$q;
                    oe$2$d = be$2$q;
                end
                if (surv$2$q & (pos$2$q == reasm_slot$FOURTH)) begin
                    os$3$d = bs$2$q;
                    oe$3$d = be$2$q;
                end
                if (surv$3$q & (pos$3$q == reasm_slot$FIRST)) begin
                    os$0$d = bs$3$q;
                    oe$0$d = be$3$q;
                end
                if (surv$3$q & (pos$3$q == reasm_slot$SECOND)) begin
                    os$1$d = bs$3$q;
                    oe$1$d = be$3$q;
                end
                if (surv$3$q & (pos$3$q == reasm_slot$THIRD)) begin
                    os$2$d = bs$3$q;
                    oe$2$d = be$3$q;
                end
                if (surv$3$q & (pos$3$q == reasm_slot$FOURTH)) begin
                    os$3$d = bs$3$q;
                    oe$3$d = be$3$q;
                end
            end
            else begin
                o_count$d = count$q;
                os$0$d = bs$0$q;
                oe$0$d = be$0$q;
                os$1$d = bs$1$q;
                oe$1$d = be$1$q;
                os$2$d = bs$2$q;
                oe$2$d = be$2$q;
                os$3$d = bs$3$q;
                oe$3$d = be$3$q;
            end
            st$d = reasm_state$OUT;
        end
        if ((st$q == reasm_state$OUT) & m_out_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = reasm_state$IDLE;
        end
        if (reset) begin
            st$d = reasm_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        any_meets = 1'b0;
        if (meets$0$q) begin
            any_meets = 1'b1;
        end
        if (meets$1$q) begin
            any_meets = 1'b1;
        end
        if (meets$2$q) begin
            any_meets = 1'b1;
        end
        if (meets$3$q) begin
            any_meets = 1'b1;
        end
    end

    always @(*) begin
        any_contains = 1'b0;
        if (contains$0$q) begin
            any_contains = 1'b1;
        end
        if (contains$1$q) begin
            any_contains = 1'b1;
        end
        if (contains$2$q) begin
            any_contains = 1'b1;
        end
        if (contains$3$q) begin
            any_contains = 1'b1;
        end
    end

    always @(*) begin
        if (surv$0$q) begin
            rank$1 = rank$0 + 3'h1;
        end
        else begin
            rank$1 = rank$0;
        end
    end

    always @(*) begin
        if (surv$1$q) begin
            rank$2 = rank$1 + 3'h1;
        end
        else begin
            rank$2 = rank$1;
        end
    end

    always @(*) begin
        if (surv$2$q) begin
            rank$3 = rank$2 + 3'h1;
        end
        else begin
            rank$3 = rank$2;
        end
    end

endmodule // toe_tcb_engine$rq


module toe_tcb_engine$rtt(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_r,s_in_seen,s_in_srtt8,s_in_rttvar4,m_rtt_valid,m_rtt_ready,m_rtt_conn,m_rtt_srtt8,m_rtt_rttvar4,m_rtt_rto,cfg_rto_min,cfg_rto_max,cnt_samples);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [31:0] s_in_r;
    input wire  s_in_seen;
    input wire  [31:0] s_in_srtt8;
    input wire  [31:0] s_in_rttvar4;
    output wire  m_rtt_valid;
    input wire  m_rtt_ready;
    output wire  [9:0] m_rtt_conn;
    output wire  [31:0] m_rtt_srtt8;
    output wire  [31:0] m_rtt_rttvar4;
    output wire  [31:0] m_rtt_rto;
    input wire  [31:0] cfg_rto_min;
    input wire  [31:0] cfg_rto_max;
    output wire  [31:0] cnt_samples;

    // Named constants (named_consts! in model/src)
    localparam [1:0] rtt_shift$FIRST_VAR = 2'h1;
    localparam [1:0] rtt_shift$RTTVAR = 2'h2;
    localparam [1:0] rtt_shift$SRTT = 2'h3;
    localparam [3:0] rtt_state$CEIL = 4'h7;
    localparam [3:0] rtt_state$CLAMP = 4'h1;
    localparam [3:0] rtt_state$DIFF = 4'h2;
    localparam [3:0] rtt_state$ERR = 4'h3;
    localparam [3:0] rtt_state$FLOOR = 4'h6;
    localparam [3:0] rtt_state$IDLE = 4'h0;
    localparam [3:0] rtt_state$NEW = 4'h4;
    localparam [3:0] rtt_state$OUT = 4'h8;
    localparam [3:0] rtt_state$SUM = 4'h5;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] r_in$d;
    reg  [31:0] r_in$q;
    reg  seen$d;
    reg  seen$q;
    reg  [31:0] srtt8$d;
    reg  [31:0] srtt8$q;
    reg  [31:0] rttvar4$d;
    reg  [31:0] rttvar4$q;
    reg  [31:0] n_s$d;
    reg  [31:0] n_s$q;
    reg  [31:0] r$d;
    reg  [31:0] r$q;
    reg  gt$d;
    reg  gt$q;
    reg  [31:0] d_up$d;
    reg  [31:0] d_up$q;
    reg  [31:0] d_down$d;
    reg  [31:0] d_down$q;
    reg  [31:0] err$d;
    reg  [31:0] err$q;
    reg  [31:0] var_base$d;
    reg  [31:0] var_base$q;
    reg  [31:0] srtt_base$d;
    reg  [31:0] srtt_base$q;
    reg  [31:0] var_n$d;
    reg  [31:0] var_n$q;
    reg  [31:0] srtt_n$d;
    reg  [31:0] srtt_n$q;
    reg  [31:0] sum$d;
    reg  [31:0] sum$q;
    reg  [31:0] floor$d;
    reg  [31:0] floor$q;
    reg  [31:0] rto$d;
    reg  [31:0] rto$q;

    // Local signals
    wire  [31:0] srtt;

    // Registers
    initial begin
        st$q = 4'h0;
        conn$q = 10'h0;
        r_in$q = 32'h0;
        seen$q = 1'h0;
        srtt8$q = 32'h0;
        rttvar4$q = 32'h0;
        n_s$q = 32'h0;
        r$q = 32'h0;
        gt$q = 1'h0;
        d_up$q = 32'h0;
        d_down$q = 32'h0;
        err$q = 32'h0;
        var_base$q = 32'h0;
        srtt_base$q = 32'h0;
        var_n$q = 32'h0;
        srtt_n$q = 32'h0;
        sum$q = 32'h0;
        floor$q = 32'h0;
        rto$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        r_in$q <= r_in$d;
        seen$q <= seen$d;
        srtt8$q <= srtt8$d;
        rttvar4$q <= rttvar4$d;
        n_s$q <= n_s$d;
        r$q <= r$d;
        gt$q <= gt$d;
        d_up$q <= d_up$d;
        d_down$q <= d_down$d;
        err$q <= err$d;
        var_base$q <= var_base$d;
        srtt_base$q <= srtt_base$d;
        var_n$q <= var_n$d;
        srtt_n$q <= srtt_n$d;
        sum$q <= sum$d;
        floor$q <= floor$d;
        rto$q <= rto$d;
    end

    // Update code
    assign s_in_ready = (st$q == rtt_state$IDLE) & ~reset;
    assign m_rtt_valid = st$q == rtt_state$OUT;
    assign cnt_samples = n_s$q;
    assign srtt = srtt8$q >> rtt_shift$SRTT;
    assign m_rtt_conn = conn$q;
    assign m_rtt_srtt8 = srtt_n$q;
    assign m_rtt_rttvar4 = var_n$q;
    assign m_rtt_rto = rto$q;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        r_in$d = r_in$q;
        seen$d = seen$q;
        srtt8$d = srtt8$q;
        rttvar4$d = rttvar4$q;
        n_s$d = n_s$q;
        r$d = r$q;
        gt$d = gt$q;
        d_up$d = d_up$q;
        d_down$d = d_down$q;
        err$d = err$q;
        var_base$d = var_base$q;
        srtt_base$d = srtt_base$q;
        var_n$d = var_n$q;
        srtt_n$d = srtt_n$q;
        sum$d = sum$q;
        floor$d = floor$q;
        rto$d = rto$q;
        if ((st$q == rtt_state$IDLE) & s_in_valid) begin
            conn$d = s_in_conn;
            r_in$d = s_in_r;
            seen$d = s_in_seen;
            srtt8$d = s_in_srtt8;
            rttvar4$d = s_in_rttvar4;
            st$d = rtt_state$CLAMP;
        end
        if (st$q == rtt_state$CLAMP) begin
            if (r_in$q < cfg_rto_max) begin
                r$d = r_in$q;
            end
            else begin
                r$d = cfg_rto_max;
            end
            st$d = rtt_state$DIFF;
        end
        if (st$q == rtt_state$DIFF) begin
            gt$d = r$q > srtt;
            d_up$d = r$q - srtt;
            d_down$d = srtt - r$q;
            st$d = rtt_state$ERR;
        end
        if (st$q == rtt_state$ERR) begin
            if (gt$q) begin
                err$d = d_up$q;
            end
            else begin
                err$d = d_down$q;
            end
            var_base$d = rttvar4$q - (rttvar4$q >> rtt_shift$RTTVAR);
            srtt_base$d = srtt8$q - (srtt8$q >> rtt_shift$SRTT);
            st$d = rtt_state$NEW;
        end
        if (st$q == rtt_state$NEW) begin
            if (seen$q) begin
                var_n$d = var_base$q + err$q;
                srtt_n$d = srtt_base$q + r$q;
            end
            else begin
                var_n$d = r$q << rtt_shift$FIRST_VAR;
                srtt_n$d = r$q << rtt_shift$SRTT;
            end
            st$d = rtt_state$SUM;
        end
        if (st$q == rtt_state$SUM) begin
            if (|var_n$q) begin
                sum$d = (srtt_n$q >> rtt_shift$SRTT) + var_n$q;
            end
            else begin
                sum$d = (srtt_n$q >> rtt_shift$SRTT) + 32'h1;
            end
            st$d = rtt_state$FLOOR;
        end
        if (st$q == rtt_state$FLOOR) begin
            if (sum$q < cfg_rto_min) begin
                floor$d = cfg_rto_min;
            end
            else begin
                floor$d = sum$q;
            end
            st$d = rtt_state$CEIL;
        end
        if (st$q == rtt_state$CEIL) begin
            if (floor$q > cfg_rto_max) begin
                rto$d = cfg_rto_max;
            end
            else begin
                rto$d = floor$q;
            end
            st$d = rtt_state$OUT;
        end
        if ((st$q == rtt_state$OUT) & m_rtt_ready) begin
            n_s$d = n_s$q + 32'h1;
            st$d = rtt_state$IDLE;
        end
        if (reset) begin
            st$d = rtt_state$IDLE;
            n_s$d = 32'h0;
        end
    end

endmodule // toe_tcb_engine$rtt


module toe_tcb_engine$rx_seq(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_state,s_in_irs,s_in_rcv_nxt,s_in_rcv_adv,s_in_ts_ok,s_in_ts_recent,s_in_last_ack_sent,s_in_snd_mss,s_in_passive,s_in_unacked,s_in_seq,s_in_flags,s_in_len,s_in_ts_on,s_in_ts_val,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_cause,m_dec_ack_now,m_dec_signal,m_dec_ts_upd,m_dec_ts_recent,m_dec_text,m_dec_skip,m_dec_take,m_dec_trimmed,m_dec_dack_start,m_dec_unacked,m_dec_fin,m_dec_fin_late,m_dec_rcv_nxt,cnt_decided);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [3:0] s_in_state;
    input wire  [31:0] s_in_irs;
    input wire  [31:0] s_in_rcv_nxt;
    input wire  [31:0] s_in_rcv_adv;
    input wire  s_in_ts_ok;
    input wire  [31:0] s_in_ts_recent;
    input wire  [31:0] s_in_last_ack_sent;
    input wire  [15:0] s_in_snd_mss;
    input wire  s_in_passive;
    input wire  [1:0] s_in_unacked;
    input wire  [31:0] s_in_seq;
    input wire  [7:0] s_in_flags;
    input wire  [15:0] s_in_len;
    input wire  s_in_ts_on;
    input wire  [31:0] s_in_ts_val;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  [2:0] m_dec_action;
    output wire  [2:0] m_dec_cause;
    output wire  m_dec_ack_now;
    output wire  [1:0] m_dec_signal;
    output wire  m_dec_ts_upd;
    output wire  [31:0] m_dec_ts_recent;
    output wire  [1:0] m_dec_text;
    output wire  [15:0] m_dec_skip;
    output wire  [15:0] m_dec_take;
    output wire  m_dec_trimmed;
    output wire  m_dec_dack_start;
    output wire  [1:0] m_dec_unacked;
    output wire  m_dec_fin;
    output wire  m_dec_fin_late;
    output wire  [31:0] m_dec_rcv_nxt;
    output wire  [31:0] cnt_decided;

    // Named constants (named_consts! in model/src)
    localparam [2:0] rx_action$CHALLENGE = 3'h2;
    localparam [2:0] rx_action$DROP = 3'h1;
    localparam [2:0] rx_action$PROCEED = 3'h4;
    localparam [2:0] rx_action$RESET = 3'h3;
    localparam [2:0] rx_action$SYN_REXMT = 3'h0;
    localparam [2:0] rx_cause$NONE = 3'h0;
    localparam [2:0] rx_cause$NO_ACK = 3'h5;
    localparam [2:0] rx_cause$OUT_OF_WINDOW = 3'h2;
    localparam [2:0] rx_cause$PAWS = 3'h1;
    localparam [2:0] rx_cause$RST_OUT_OF_WINDOW = 3'h3;
    localparam [2:0] rx_cause$SYN_IN_WINDOW = 3'h4;
    localparam [1:0] rx_signal$CLOSED = 2'h2;
    localparam [1:0] rx_signal$QUIET = 2'h0;
    localparam [1:0] rx_signal$RESET = 2'h1;
    localparam [1:0] rx_text$DELIVER = 2'h3;
    localparam [1:0] rx_text$DUPLICATE = 2'h2;
    localparam [1:0] rx_text$NONE = 2'h0;
    localparam [1:0] rx_text$OUT_OF_ORDER = 2'h1;
    localparam [3:0] tcp_state$CLOSING = 4'h6;
    localparam [3:0] tcp_state$ESTABLISHED = 4'h2;
    localparam [3:0] tcp_state$FIN_WAIT_1 = 4'h3;
    localparam [3:0] tcp_state$FIN_WAIT_2 = 4'h4;
    localparam [3:0] tcp_state$LAST_ACK = 4'h7;
    localparam [3:0] tcp_state$SYN_RECEIVED = 4'h1;
    localparam [3:0] tcp_state$TIME_WAIT = 4'h8;

    // Stub signals
    reg  v0$d;
    reg  v0$q;
    reg  v1$d;
    reg  v1$q;
    reg  v2$d;
    reg  v2$q;
    reg  v3$d;
    reg  v3$q;
    reg  [282:0] w0$d;
    reg  [282:0] w0$q;
    reg  [321:0] w1$d;
    reg  [321:0] w1$q;
    reg  [247:0] w2$d;
    reg  [247:0] w2$q;
    reg  [123:0] dec$d;
    reg  [123:0] dec$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;

    // Local signals
    wire  en;
    wire  [7:0] fl;
    wire  [31:0] d_nxt;
    wire  [31:0] d_adv;
    wire  [31:0] d_ts;
    wire  [31:0] d_las;
    wire  [31:0] skip;
    wire  [31:0] room;
    wire  [31:0] skip1;
    wire  [31:0] room1;
    wire  [31:0] e_nxt;
    wire  [31:0] e_adv;
    wire  takes_text;
    wire  acceptable;
    wire  text_on;
    wire  deliver;
    wire  trimmed;
    wire  ack_text;
    wire  fin_taken;
    reg  [1:0] text_code;
    reg  [1:0] unacked_new;
    reg  [31:0] rcv_nxt_new;
    reg  [1:0] signal;

    // Registers
    initial begin
        v0$q = 1'h0;
        v1$q = 1'h0;
        v2$q = 1'h0;
        v3$q = 1'h0;
        w0$q = 283'h0;
        w1$q = 322'h0;
        w2$q = 248'h0;
        dec$q = 124'h0;
        n_dec$q = 32'h0;
    end

    always @(posedge clock) begin
        v0$q <= v0$d;
        v1$q <= v1$d;
        v2$q <= v2$d;
        v3$q <= v3$d;
        w0$q <= w0$d;
        w1$q <= w1$d;
        w2$q <= w2$d;
        dec$q <= dec$d;
        n_dec$q <= n_dec$d;
    end

    // Update code
    assign en = ~v3$q | m_dec_ready;
    assign s_in_ready = en & ~reset;
    assign m_dec_valid = v3$q;
    assign cnt_decided = n_dec$q;
    assign fl = w0$q[233:226];
    assign d_nxt = w0$q[225:194] - w0$q[77:46];
    assign d_adv = w0$q[225:194] - w0$q[109:78];
    assign d_ts = w0$q[282:251] - w0$q[142:111];
    assign d_las = w0$q[174:143] - w0$q[225:194];
    assign skip = w0$q[77:46] - w0$q[225:194];
    assign room = w0$q[109:78] - w0$q[77:46];
    assign skip1 = w1$q[136:105];
    assign room1 = w1$q[168:137];
    assign e_nxt = w1$q[72:41] + {15'h0, w1$q[40:24]};
    assign e_adv = w1$q[104:73] + {15'h0, w1$q[40:24]};
    assign takes_text = (w2$q[13:10] == tcp_state$SYN_RECEIVED) | (w2$q[13:10] == tcp_state$ESTABLISHED) | (w2$q[13:10] == tcp_state$FIN_WAIT_1) | (w2$q[13:10] == tcp_state$FIN_WAIT_2);
    assign acceptable = (w2$q[23] & w2$q[21] & w2$q[19]) | (w2$q[23] & ~w2$q[21] & ~w2$q[18] & w2$q[20]) | (~w2$q[23] & ~w2$q[21] & ((~w2$q[18] & w2$q[20]) | (~w2$q[24] & w2$q[25])));
    assign text_on = w2$q[180] & takes_text;
    assign deliver = text_on & ~w2$q[26] & w2$q[27];
    assign trimmed = deliver & ~w2$q[45] & (w2$q[61:46] < w2$q[44:29]);
    assign ack_text = (text_on & ~deliver) | (deliver & (trimmed | |w2$q[247:246] | w2$q[179]));
    assign fin_taken = w2$q[16] & ~(text_on & w2$q[26]) & ~trimmed & (deliver | w2$q[28]);
    assign m_dec_conn = dec$q[9:0];
    assign m_dec_action = dec$q[12:10];
    assign m_dec_cause = dec$q[15:13];
    assign m_dec_ack_now = dec$q[16];
    assign m_dec_signal = dec$q[18:17];
    assign m_dec_ts_upd = dec$q[19];
    assign m_dec_ts_recent = dec$q[51:20];
    assign m_dec_text = dec$q[53:52];
    assign m_dec_skip = dec$q[69:54];
    assign m_dec_take = dec$q[85:70];
    assign m_dec_trimmed = dec$q[86];
    assign m_dec_dack_start = dec$q[87];
    assign m_dec_unacked = dec$q[89:88];
    assign m_dec_fin = dec$q[90];
    assign m_dec_fin_late = dec$q[91];
    assign m_dec_rcv_nxt = dec$q[123:92];

    always @(*) begin
        v0$d = v0$q;
        v1$d = v1$q;
        v2$d = v2$q;
        v3$d = v3$q;
        w0$d = w0$q;
        w1$d = w1$q;
        w2$d = w2$q;
        dec$d = dec$q;
        n_dec$d = n_dec$q;
        if (v3$q & m_dec_ready) begin
            n_dec$d = n_dec$q + 32'h1;
        end
        if (en) begin
            v0$d = s_in_valid & ~reset;
            w0$d = 283'h0;
            w0$d[9:0] = s_in_conn;
            w0$d[13:10] = s_in_state;
            w0$d[45:14] = s_in_irs;
            w0$d[77:46] = s_in_rcv_nxt;
            w0$d[109:78] = s_in_rcv_adv;
            w0$d[110] = s_in_ts_ok;
            w0$d[142:111] = s_in_ts_recent;
            w0$d[174:143] = s_in_last_ack_sent;
            w0$d[190:175] = s_in_snd_mss;
            w0$d[191] = s_in_passive;
            w0$d[193:192] = s_in_unacked;
            w0$d[225:194] = s_in_seq;
            w0$d[233:226] = s_in_flags;
            w0$d[249:234] = s_in_len;
            w0$d[250] = s_in_ts_on;
            w0$d[282:251] = s_in_ts_val;
        end
        if (en) begin
            v1$d = v0$q;
            w1$d = 322'h0;
            w1$d[9:0] = w0$q[9:0];
            w1$d[13:10] = w0$q[13:10];
            w1$d[14] = fl[1];
            w1$d[15] = fl[2];
            w1$d[16] = fl[0];
            w1$d[17] = fl[4];
            w1$d[18] = d_nxt[31];
            w1$d[19] = w0$q[225:194] == w0$q[77:46];
            w1$d[20] = d_adv[31];
            w1$d[21] = w0$q[109:78] == w0$q[77:46];
            w1$d[22] = w0$q[225:194] == w0$q[45:14];
            w1$d[23] = ~|w0$q[249:234] & ~fl[1] & ~fl[0];
            w1$d[40:24] = {1'h0, w0$q[249:234]} + {16'h0, fl[1]} + {16'h0, fl[0]} - 17'h1;
            w1$d[72:41] = d_nxt;
            w1$d[104:73] = d_adv;
            w1$d[136:105] = skip;
            w1$d[168:137] = room;
            w1$d[169] = w0$q[110] & ~fl[2] & w0$q[250] & d_ts[31];
            w1$d[170] = ~d_ts[31];
            w1$d[171] = ~d_las[31];
            w1$d[172] = w0$q[110];
            w1$d[173] = w0$q[250];
            w1$d[205:174] = w0$q[282:251];
            w1$d[206] = w0$q[249:234] < w0$q[190:175];
            w1$d[222:207] = w0$q[249:234];
            w1$d[254:223] = w0$q[225:194] + {16'h0, w0$q[249:234]};
            w1$d[286:255] = w0$q[77:46];
            w1$d[318:287] = w0$q[109:78];
            w1$d[319] = w0$q[191];
            w1$d[321:320] = w0$q[193:192];
        end
        if (en) begin
            v2$d = v1$q;
            w2$d = 248'h0;
            w2$d[9:0] = w1$q[9:0];
            w2$d[13:10] = w1$q[13:10];
            w2$d[14] = w1$q[14];
            w2$d[15] = w1$q[15];
            w2$d[16] = w1$q[16];
            w2$d[17] = w1$q[17];
            w2$d[18] = w1$q[18];
            w2$d[19] = w1$q[19];
            w2$d[20] = w1$q[20];
            w2$d[21] = w1$q[21];
            w2$d[22] = w1$q[22];
            w2$d[23] = w1$q[23];
            w2$d[24] = e_nxt[31];
            w2$d[25] = e_adv[31];
            w2$d[26] = skip1[31];
            w2$d[27] = ~|skip1[30:16] & ~skip1[31] & (skip1[15:0] < w1$q[222:207]);
            w2$d[28] = w1$q[136:105] == {16'h0, w1$q[222:207]};
            w2$d[44:29] = w1$q[222:207] - skip1[15:0];
            w2$d[45] = |room1[30:16] | room1[31];
            w2$d[61:46] = room1[15:0];
            w2$d[77:62] = skip1[15:0];
            w2$d[109:78] = w1$q[254:223];
            w2$d[141:110] = w1$q[254:223] + 32'h1;
            w2$d[142] = w1$q[169];
            w2$d[143] = w1$q[170];
            w2$d[144] = w1$q[171];
            w2$d[145] = w1$q[172];
            w2$d[146] = w1$q[173];
            w2$d[178:147] = w1$q[205:174];
            w2$d[179] = w1$q[206];
            w2$d[180] = |w1$q[222:207];
            w2$d[212:181] = w1$q[286:255];
            w2$d[244:213] = w1$q[318:287];
            w2$d[245] = w1$q[319];
            w2$d[247:246] = w1$q[321:320];
        end
        if (en) begin
            v3$d = v2$q;
            dec$d = 124'h0;
            dec$d[9:0] = w2$q[9:0];
            dec$d[18:17] = signal;
            dec$d[51:20] = w2$q[178:147];
            dec$d[69:54] = w2$q[77:62];
            dec$d[89:88] = w2$q[247:246];
            dec$d[123:92] = w2$q[212:181];
            dec$d[12:10] = rx_action$DROP;
            dec$d[15:13] = rx_cause$NONE;
            if ((w2$q[13:10] == tcp_state$SYN_RECEIVED) & w2$q[14] & ~w2$q[17] & w2$q[22]) begin
                dec$d[12:10] = rx_action$SYN_REXMT;
            end
            else if (w2$q[142]) begin
                dec$d[15:13] = rx_cause$PAWS;
                dec$d[16] = 1'b1;
            end
            else if (~acceptable & w2$q[15]) begin
                dec$d[15:13] = rx_cause$RST_OUT_OF_WINDOW;
            end
            else if (~acceptable) begin
                dec$d[15:13] = rx_cause$OUT_OF_WINDOW;
                dec$d[16] = 1'b1;
            end
            else if (w2$q[15] & ~w2$q[19]) begin
                dec$d[12:10] = rx_action$CHALLENGE;
                dec$d[16] = 1'b1;
            end
            else if (w2$q[15]) begin
                dec$d[12:10] = rx_action$RESET;
            end
            else if (w2$q[14]) begin
                dec$d[12:10] = rx_action$CHALLENGE;
                dec$d[15:13] = rx_cause$SYN_IN_WINDOW;
                dec$d[16] = 1'b1;
            end
            else if (~w2$q[17]) begin
                dec$d[15:13] = rx_cause$NO_ACK;
            end
            else begin
                dec$d[12:10] = rx_action$PROCEED;
                dec$d[16] = ack_text | fin_taken;
                dec$d[19] = w2$q[145] & w2$q[146] & w2$q[144] & w2$q[143];
                dec$d[53:52] = text_code;
                dec$d[86] = trimmed;
                dec$d[87] = deliver & ~(|w2$q[247:246] | w2$q[179]);
                dec$d[89:88] = unacked_new;
                dec$d[90] = fin_taken;
                dec$d[91] = w2$q[16] & ~fin_taken;
                dec$d[123:92] = rcv_nxt_new;
            end
            if (trimmed) begin
                dec$d[85:70] = w2$q[61:46];
            end
            else begin
                dec$d[85:70] = w2$q[44:29];
            end
        end
        if (reset) begin
            v0$d = 1'b0;
            v1$d = 1'b0;
            v2$d = 1'b0;
            v3$d = 1'b0;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        text_code = rx_text$NONE;
        if (text_on) begin
            if (w2$q[26]) begin
                text_code = rx_text$OUT_OF_ORDER;
            end
            else if (w2$q[27]) begin
                text_code = rx_text$DELIVER;
            end
            else begin
                text_code = rx_text$DUPLICATE;
            end
        end
    end

    always @(*) begin
        unacked_new = w2$q[247:246];
        if (deliver) begin
            if (|w2$q[247:246]) begin
                unacked_new = 2'h2;
            end
            else begin
                unacked_new = 2'h1;
            end
        end
    end

    always @(*) begin
        rcv_nxt_new = w2$q[212:181];
        if (fin_taken) begin
            rcv_nxt_new = w2$q[141:110];
        end
        else if (trimmed) begin
            rcv_nxt_new = w2$q[244:213];
        end
        else if (deliver) begin
            rcv_nxt_new = w2$q[109:78];
        end
    end

    always @(*) begin
        signal = rx_signal$RESET;
        if ((w2$q[13:10] == tcp_state$CLOSING) | (w2$q[13:10] == tcp_state$LAST_ACK) | (w2$q[13:10] == tcp_state$TIME_WAIT)) begin
            signal = rx_signal$CLOSED;
        end
        else if ((w2$q[13:10] == tcp_state$SYN_RECEIVED) & w2$q[245]) begin
            signal = rx_signal$QUIET;
        end
    end

endmodule // toe_tcb_engine$rx_seq


module toe_tcb_engine$splan(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_synchronized,s_in_in_recovery,s_in_rexmt_first,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_data_end,s_in_snd_wnd,s_in_cwnd,s_in_snd_mss,s_in_high_rxt,s_in_count,s_in_s0,s_in_e0,s_in_s1,s_in_e1,s_in_s2,s_in_e2,s_in_s3,s_in_e3,m_out_valid,m_out_ready,m_out_conn,m_out_decides,m_out_kind,m_out_start,m_out_limit,m_out_cut_ok,m_out_retransmit,m_out_advance,m_out_lost_edge,m_out_pipe,cnt_decided);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  s_in_synchronized;
    input wire  s_in_in_recovery;
    input wire  s_in_rexmt_first;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_nxt;
    input wire  [31:0] s_in_snd_max;
    input wire  [31:0] s_in_data_end;
    input wire  [31:0] s_in_snd_wnd;
    input wire  [31:0] s_in_cwnd;
    input wire  [15:0] s_in_snd_mss;
    input wire  [31:0] s_in_high_rxt;
    input wire  [2:0] s_in_count;
    input wire  [31:0] s_in_s0;
    input wire  [31:0] s_in_e0;
    input wire  [31:0] s_in_s1;
    input wire  [31:0] s_in_e1;
    input wire  [31:0] s_in_s2;
    input wire  [31:0] s_in_e2;
    input wire  [31:0] s_in_s3;
    input wire  [31:0] s_in_e3;
    output wire  m_out_valid;
    input wire  m_out_ready;
    output wire  [9:0] m_out_conn;
    output wire  m_out_decides;
    output wire  [1:0] m_out_kind;
    output wire  [31:0] m_out_start;
    output wire  [31:0] m_out_limit;
    output wire  m_out_cut_ok;
    output wire  m_out_retransmit;
    output wire  m_out_advance;
    output wire  [31:0] m_out_lost_edge;
    output wire  [31:0] m_out_pipe;
    output wire  [31:0] cnt_decided;

    // Named constants (named_consts! in model/src)
    localparam [1:0] plan_kind$NOTHING = 2'h0;
    localparam [1:0] plan_kind$RECORDS = 2'h1;
    localparam [4:0] sack_plan_state$EADD = 5'h3;
    localparam [4:0] sack_plan_state$ECHK = 5'h4;
    localparam [4:0] sack_plan_state$ESEL = 5'h2;
    localparam [4:0] sack_plan_state$GATE = 5'h1;
    localparam [4:0] sack_plan_state$HMIN1 = 5'hf;
    localparam [4:0] sack_plan_state$HMIN2 = 5'h10;
    localparam [4:0] sack_plan_state$HMIN3 = 5'h11;
    localparam [4:0] sack_plan_state$HOLE = 5'he;
    localparam [4:0] sack_plan_state$HSEL = 5'hd;
    localparam [4:0] sack_plan_state$IDLE = 5'h0;
    localparam [4:0] sack_plan_state$NEW1 = 5'h12;
    localparam [4:0] sack_plan_state$NEW2 = 5'h13;
    localparam [4:0] sack_plan_state$NEW3 = 5'h14;
    localparam [4:0] sack_plan_state$NEW4 = 5'h15;
    localparam [4:0] sack_plan_state$NEW5 = 5'h16;
    localparam [4:0] sack_plan_state$OUT = 5'h17;
    localparam [4:0] sack_plan_state$PCLIP = 5'h5;
    localparam [4:0] sack_plan_state$POV = 5'h6;
    localparam [4:0] sack_plan_state$PSUB = 5'h9;
    localparam [4:0] sack_plan_state$PSUM1 = 5'h7;
    localparam [4:0] sack_plan_state$PSUM2 = 5'h8;
    localparam [4:0] sack_plan_state$PTOT = 5'ha;
    localparam [4:0] sack_plan_state$ROOM = 5'hb;
    localparam [4:0] sack_plan_state$ROOM2 = 5'hc;
    localparam [2:0] sack_thresh$RANGES = 3'h3;
    localparam [2:0] sack_thresh$SMSS_SHIFT = 3'h1;
    localparam [31:0] seq_sign$NEGATIVE = 32'h80000000;

    // Stub signals
    reg  [4:0] st$d;
    reg  [4:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  gate$d;
    reg  gate$q;
    reg  [31:0] snd_una$d;
    reg  [31:0] snd_una$q;
    reg  [31:0] snd_max$d;
    reg  [31:0] snd_max$q;
    reg  [31:0] data_end$d;
    reg  [31:0] data_end$q;
    reg  [31:0] snd_wnd$d;
    reg  [31:0] snd_wnd$q;
    reg  [31:0] cwnd$d;
    reg  [31:0] cwnd$q;
    reg  [15:0] mss$d;
    reg  [15:0] mss$q;
    reg  [31:0] high_rxt$d;
    reg  [31:0] high_rxt$q;
    reg  [2:0] count$d;
    reg  [2:0] count$q;
    reg  [31:0] rs$0$d;
    reg  [31:0] rs$0$q;
    reg  [31:0] rs$1$d;
    reg  [31:0] rs$1$q;
    reg  [31:0] rs$2$d;
    reg  [31:0] rs$2$q;
    reg  [31:0] rs$3$d;
    reg  [31:0] rs$3$q;
    reg  [31:0] re$0$d;
    reg  [31:0] re$0$q;
    reg  [31:0] re$1$d;
    reg  [31:0] re$1$q;
    reg  [31:0] re$2$d;
    reg  [31:0] re$2$q;
    reg  [31:0] re$3$d;
    reg  [31:0] re$3$q;
    reg  [2:0] idx$d;
    reg  [2:0] idx$q;
    reg  [31:0] hs$d;
    reg  [31:0] hs$q;
    reg  [31:0] he$d;
    reg  [31:0] he$q;
    reg  hin$d;
    reg  hin$q;
    reg  [31:0] elen$d;
    reg  [31:0] elen$q;
    reg  [31:0] above$d;
    reg  [31:0] above$q;
    reg  [31:0] l_edge$d;
    reg  [31:0] l_edge$q;
    reg  [31:0] sa$0$d;
    reg  [31:0] sa$0$q;
    reg  [31:0] sa$1$d;
    reg  [31:0] sa$1$q;
    reg  [31:0] sa$2$d;
    reg  [31:0] sa$2$q;
    reg  [31:0] sa$3$d;
    reg  [31:0] sa$3$q;
    reg  [31:0] ea$0$d;
    reg  [31:0] ea$0$q;
    reg  [31:0] ea$1$d;
    reg  [31:0] ea$1$q;
    reg  [31:0] ea$2$d;
    reg  [31:0] ea$2$q;
    reg  [31:0] ea$3$d;
    reg  [31:0] ea$3$q;
    reg  [31:0] sb$0$d;
    reg  [31:0] sb$0$q;
    reg  [31:0] sb$1$d;
    reg  [31:0] sb$1$q;
    reg  [31:0] sb$2$d;
    reg  [31:0] sb$2$q;
    reg  [31:0] sb$3$d;
    reg  [31:0] sb$3$q;
    reg  [31:0] eb$0$d;
    reg  [31:0] eb$0$q;
    reg  [31:0] eb$1$d;
    reg  [31:0] eb$1$q;
    reg  [31:0] eb$2$d;
    reg  [31:0] eb$2$q;
    reg  [31:0] eb$3$d;
    reg  [31:0] eb$3$q;
    reg  [31:0] ova$0$d;
    reg  [31:0] ova$0$q;
    reg  [31:0] ova$1$d;
    reg  [31:0] ova$1$q;
    reg  [31:0] ova$2$d;
    reg  [31:0] ova$2$q;
    reg  [31:0] ova$3$d;
    reg  [31:0] ova$3$q;
    reg  [31:0] ovb$0$d;
    reg  [31:0] ovb$0$q;
    reg  [31:0] ovb$1$d;
    reg  [31:0] ovb$1$q;
    reg  [31:0] ovb$2$d;
    reg  [31:0] ovb$2$q;
    reg  [31:0] ovb$3$d;
    reg  [31:0] ovb$3$q;
    reg  [31:0] da$d;
    reg  [31:0] da$q;
    reg  [31:0] db$d;
    reg  [31:0] db$q;
    reg  lta$d;
    reg  lta$q;
    reg  ltb$d;
    reg  ltb$q;
    reg  [31:0] pa01$d;
    reg  [31:0] pa01$q;
    reg  [31:0] pa23$d;
    reg  [31:0] pa23$q;
    reg  [31:0] pb01$d;
    reg  [31:0] pb01$q;
    reg  [31:0] pb23$d;
    reg  [31:0] pb23$q;
    reg  [31:0] sacked_a$d;
    reg  [31:0] sacked_a$q;
    reg  [31:0] sacked_b$d;
    reg  [31:0] sacked_b$q;
    reg  [31:0] ua$d;
    reg  [31:0] ua$q;
    reg  [31:0] ub$d;
    reg  [31:0] ub$q;
    reg  [31:0] pipe$d;
    reg  [31:0] pipe$q;
    reg  [31:0] sat$d;
    reg  [31:0] sat$q;
    reg  [31:0] s$d;
    reg  [31:0] s$q;
    reg  [31:0] hole_end$d;
    reg  [31:0] hole_end$q;
    reg  [31:0] d_hole$d;
    reg  [31:0] d_hole$q;
    reg  [31:0] d_data$d;
    reg  [31:0] d_data$q;
    reg  [31:0] m1$d;
    reg  [31:0] m1$q;
    reg  lt_new$d;
    reg  lt_new$q;
    reg  [31:0] flight$d;
    reg  [31:0] flight$q;
    reg  [31:0] d_new$d;
    reg  [31:0] d_new$q;
    reg  [31:0] room$d;
    reg  [31:0] room$q;
    reg  [31:0] limit$d;
    reg  [31:0] limit$q;
    reg  o_decides$d;
    reg  o_decides$q;
    reg  [1:0] o_kind$d;
    reg  [1:0] o_kind$q;
    reg  [31:0] o_start$d;
    reg  [31:0] o_start$q;
    reg  [31:0] o_limit$d;
    reg  [31:0] o_limit$q;
    reg  o_cut$d;
    reg  o_cut$q;
    reg  o_rexmt$d;
    reg  o_rexmt$q;
    reg  o_adv$d;
    reg  o_adv$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;

    // Local signals
    wire  [31:0] mss32;
    wire  [31:0] thresh;
    wire  [3:0] cmask;
    wire  [3:0] ioh;
    reg  [31:0] cur_s;
    reg  [31:0] cur_e;
    wire  [31:0] d_s_l$0;
    wire  [31:0] d_s_l$1;
    wire  [31:0] d_s_l$2;
    wire  [31:0] d_s_l$3;
    wire  [31:0] d_max_e$0;
    wire  [31:0] d_max_e$1;
    wire  [31:0] d_max_e$2;
    wire  [31:0] d_max_e$3;
    wire  [31:0] d_s_una$0;
    wire  [31:0] d_s_una$1;
    wire  [31:0] d_s_una$2;
    wire  [31:0] d_s_una$3;
    wire  [31:0] d_hr_e$0;
    wire  [31:0] d_hr_e$1;
    wire  [31:0] d_hr_e$2;
    wire  [31:0] d_hr_e$3;
    wire  [31:0] d_ea$0;
    wire  [31:0] d_ea$1;
    wire  [31:0] d_ea$2;
    wire  [31:0] d_ea$3;
    wire  [31:0] d_eb$0;
    wire  [31:0] d_eb$1;
    wire  [31:0] d_eb$2;
    wire  [31:0] d_eb$3;
    wire  [31:0] d_l_max;
    wire  [31:0] d_una_hr;
    wire  [31:0] sum;
    wire  [31:0] d_hr_una;
    wire  [31:0] d_s_le;
    wire  [31:0] d_s_cs;
    wire  [31:0] d_s_ce;
    wire  [31:0] d_max_end;

    // Registers
    initial begin
        st$q = 5'h0;
        conn$q = 10'h0;
        gate$q = 1'h0;
        snd_una$q = 32'h0;
        snd_max$q = 32'h0;
        data_end$q = 32'h0;
        snd_wnd$q = 32'h0;
        cwnd$q = 32'h0;
        mss$q = 16'h0;
        high_rxt$q = 32'h0;
        count$q = 3'h0;
        rs$0$q = 32'h0;
        rs$1$q = 32'h0;
        rs$2$q = 32'h0;
        rs$3$q = 32'h0;
        re$0$q = 32'h0;
        re$1$q = 32'h0;
        re$2$q = 32'h0;
        re$3$q = 32'h0;
        idx$q = 3'h0;
        hs$q = 32'h0;
        he$q = 32'h0;
        hin$q = 1'h0;
        elen$q = 32'h0;
        above$q = 32'h0;
        l_edge$q = 32'h0;
        sa$0$q = 32'h0;
        sa$1$q = 32'h0;
        sa$2$q = 32'h0;
        sa$3$q = 32'h0;
        ea$0$q = 32'h0;
        ea$1$q = 32'h0;
        ea$2$q = 32'h0;
        ea$3$q = 32'h0;
        sb$0$q = 32'h0;
        sb$1$q = 32'h0;
        sb$2$q = 32'h0;
        sb$3$q = 32'h0;
        eb$0$q = 32'h0;
        eb$1$q = 32'h0;
        eb$2$q = 32'h0;
        eb$3$q = 32'h0;
        ova$0$q = 32'h0;
        ova$1$q = 32'h0;
        ova$2$q = 32'h0;
        ova$3$q = 32'h0;
        ovb$0$q = 32'h0;
        ovb$1$q = 32'h0;
        ovb$2$q = 32'h0;
        ovb$3$q = 32'h0;
        da$q = 32'h0;
        db$q = 32'h0;
        lta$q = 1'h0;
        ltb$q = 1'h0;
        pa01$q = 32'h0;
        pa23$q = 32'h0;
        pb01$q = 32'h0;
        pb23$q = 32'h0;
        sacked_a$q = 32'h0;
        sacked_b$q = 32'h0;
        ua$q = 32'h0;
        ub$q = 32'h0;
        pipe$q = 32'h0;
        sat$q = 32'h0;
        s$q = 32'h0;
        hole_end$q = 32'h0;
        d_hole$q = 32'h0;
        d_data$q = 32'h0;
        m1$q = 32'h0;
        lt_new$q = 1'h0;
        flight$q = 32'h0;
        d_new$q = 32'h0;
        room$q = 32'h0;
        limit$q = 32'h0;
        o_decides$q = 1'h0;
        o_kind$q = 2'h0;
        o_start$q = 32'h0;
        o_limit$q = 32'h0;
        o_cut$q = 1'h0;
        o_rexmt$q = 1'h0;
        o_adv$q = 1'h0;
        n_dec$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        gate$q <= gate$d;
        snd_una$q <= snd_una$d;
        snd_max$q <= snd_max$d;
        data_end$q <= data_end$d;
        snd_wnd$q <= snd_wnd$d;
        cwnd$q <= cwnd$d;
        mss$q <= mss$d;
        high_rxt$q <= high_rxt$d;
        count$q <= count$d;
        rs$0$q <= rs$0$d;
        rs$1$q <= rs$1$d;
        rs$2$q <= rs$2$d;
        rs$3$q <= rs$3$d;
        re$0$q <= re$0$d;
        re$1$q <= re$1$d;
        re$2$q <= re$2$d;
        re$3$q <= re$3$d;
        idx$q <= idx$d;
        hs$q <= hs$d;
        he$q <= he$d;
        hin$q <= hin$d;
        elen$q <= elen$d;
        above$q <= above$d;
        l_edge$q <= l_edge$d;
        sa$0$q <= sa$0$d;
        sa$1$q <= sa$1$d;
        sa$2$q <= sa$2$d;
        sa$3$q <= sa$3$d;
        ea$0$q <= ea$0$d;
        ea$1$q <= ea$1$d;
        ea$2$q <= ea$2$d;
        ea$3$q <= ea$3$d;
        sb$0$q <= sb$0$d;
        sb$1$q <= sb$1$d;
        sb$2$q <= sb$2$d;
        sb$3$q <= sb$3$d;
        eb$0$q <= eb$0$d;
        eb$1$q <= eb$1$d;
        eb$2$q <= eb$2$d;
        eb$3$q <= eb$3$d;
        ova$0$q <= ova$0$d;
        ova$1$q <= ova$1$d;
        ova$2$q <= ova$2$d;
        ova$3$q <= ova$3$d;
        ovb$0$q <= ovb$0$d;
        ovb$1$q <= ovb$1$d;
        ovb$2$q <= ovb$2$d;
        ovb$3$q <= ovb$3$d;
        da$q <= da$d;
        db$q <= db$d;
        lta$q <= lta$d;
        ltb$q <= ltb$d;
        pa01$q <= pa01$d;
        pa23$q <= pa23$d;
        pb01$q <= pb01$d;
        pb23$q <= pb23$d;
        sacked_a$q <= sacked_a$d;
        sacked_b$q <= sacked_b$d;
        ua$q <= ua$d;
        ub$q <= ub$d;
        pipe$q <= pipe$d;
        sat$q <= sat$d;
        s$q <= s$d;
        hole_end$q <= hole_end$d;
        d_hole$q <= d_hole$d;
        d_data$q <= d_data$d;
        m1$q <= m1$d;
        lt_new$q <= lt_new$d;
        flight$q <= flight$d;
        d_new$q <= d_new$d;
        room$q <= room$d;
        limit$q <= limit$d;
        o_decides$q <= o_decides$d;
        o_kind$q <= o_kind$d;
        o_start$q <= o_start$d;
        o_limit$q <= o_limit$d;
        o_cut$q <= o_cut$d;
        o_rexmt$q <= o_rexmt$d;
        o_adv$q <= o_adv$d;
        n_dec$q <= n_dec$d;
    end

    // Update code
    assign s_in_ready = (st$q == sack_plan_state$IDLE) & ~reset;
    assign m_out_valid = st$q == sack_plan_state$OUT;
    assign cnt_decided = n_dec$q;
    assign mss32 = {16'h0, mss$q};
    assign thresh = mss32 << sack_thresh$SMSS_SHIFT;
    assign cmask = (4'h1 << count$q) - 4'h1;
    assign ioh = 4'h1 << idx$q;
    assign d_s_l$0 = rs$0$q - l_edge$q;
    assign d_max_e$0 = snd_max$q - re$0$q;
    assign d_s_una$0 = rs$0$q - snd_una$q;
    assign d_hr_e$0 = high_rxt$q - re$0$q;
    assign d_s_l$1 = rs$1$q - l_edge$q;
    assign d_max_e$1 = snd_max$q - re$1$q;
    assign d_s_una$1 = rs$1$q - snd_una$q;
    assign d_hr_e$1 = high_rxt$q - re$1$q;
    assign d_s_l$2 = rs$2$q - l_edge$q;
    assign d_max_e$2 = snd_max$q - re$2$q;
    assign d_s_una$2 = rs$2$q - snd_una$q;
    assign d_hr_e$2 = high_rxt$q - re$2$q;
    assign d_s_l$3 = rs$3$q - l_edge$q;
    assign d_max_e$3 = snd_max$q - re$3$q;
    assign d_s_una$3 = rs$3$q - snd_una$q;
    assign d_hr_e$3 = high_rxt$q - re$3$q;
    assign d_l_max = l_edge$q - snd_max$q;
    assign d_una_hr = snd_una$q - high_rxt$q;
    assign d_ea$0 = sa$0$q - ea$0$q;
    assign d_eb$0 = sb$0$q - eb$0$q;
    assign d_ea$1 = sa$1$q - ea$1$q;
    assign d_eb$1 = sb$1$q - eb$1$q;
    assign d_ea$2 = sa$2$q - ea$2$q;
    assign d_eb$2 = sb$2$q - eb$2$q;
    assign d_ea$3 = sa$3$q - ea$3$q;
    assign d_eb$3 = sb$3$q - eb$3$q;
    assign sum = pipe$q + mss32;
    assign d_hr_una = high_rxt$q - snd_una$q;
    assign d_s_le = s$q - l_edge$q;
    assign d_s_cs = s$q - hs$q;
    assign d_s_ce = s$q - he$q;
    assign d_max_end = snd_max$q - data_end$q;
    assign m_out_conn = conn$q;
    assign m_out_decides = o_decides$q;
    assign m_out_kind = o_kind$q;
    assign m_out_start = o_start$q;
    assign m_out_limit = o_limit$q;
    assign m_out_cut_ok = o_cut$q;
    assign m_out_retransmit = o_rexmt$q;
    assign m_out_advance = o_adv$q;
    assign m_out_lost_edge = l_edge$q;
    assign m_out_pipe = pipe$q;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        gate$d = gate$q;
        snd_una$d = snd_una$q;
        snd_max$d = snd_max$q;
        data_end$d = data_end$q;
        snd_wnd$d = snd_wnd$q;
        cwnd$d = cwnd$q;
        mss$d = mss$q;
        high_rxt$d = high_rxt$q;
        count$d = count$q;
        idx$d = idx$q;
        hs$d = hs$q;
        he$d = he$q;
        hin$d = hin$q;
        elen$d = elen$q;
        above$d = above$q;
        l_edge$d = l_edge$q;
        da$d = da$q;
        db$d = db$q;
        lta$d = lta$q;
        ltb$d = ltb$q;
        pa01$d = pa01$q;
        pa23$d = pa23$q;
        pb01$d = pb01$q;
        pb23$d = pb23$q;
        sacked_a$d = sacked_a$q;
        sacked_b$d = sacked_b$q;
        ua$d = ua$q;
        ub$d = ub$q;
        pipe$d = pipe$q;
        sat$d = sat$q;
        s$d = s$q;
        hole_end$d = hole_end$q;
        d_hole$d = d_hole$q;
        d_data$d = d_data$q;
        m1$d = m1$q;
        lt_new$d = lt_new$q;
        flight$d = flight$q;
        d_new$d = d_new$q;
        room$d = room$q;
        limit$d = limit$q;
        o_decides$d = o_decides$q;
        o_kind$d = o_kind$q;
        o_start$d = o_start$q;
        o_limit$d = o_limit$q;
        o_cut$d = o_cut$q;
        o_rexmt$d = o_rexmt$q;
        o_adv$d = o_adv$q;
        n_dec$d = n_dec$q;
        rs$0$d = rs$0$q;
        re$0$d = re$0$q;
        sa$0$d = sa$0$q;
        ea$0$d = ea$0$q;
        sb$0$d = sb$0$q;
        eb$0$d = eb$0$q;
        ova$0$d = ova$0$q;
        ovb$0$d = ovb$0$q;
        rs$1$d = rs$1$q;
        re$1$d = re$1$q;
        sa$1$d = sa$1$q;
        ea$1$d = ea$1$q;
        sb$1$d = sb$1$q;
        eb$1$d = eb$1$q;
        ova$1$d = ova$1$q;
        ovb$1$d = ovb$1$q;
        rs$2$d = rs$2$q;
        re$2$d = re$2$q;
        sa$2$d = sa$2$q;
        ea$2$d = ea$2$q;
        sb$2$d = sb$2$q;
        eb$2$d = eb$2$q;
        ova$2$d = ova$2$q;
        ovb$2$d = ovb$2$q;
        rs$3$d = rs$3$q;
        re$3$d = re$3$q;
        sa$3$d = sa$3$q;
        ea$3$d = ea$3$q;
        sb$3$d = sb$3$q;
        eb$3$d = eb$3$q;
        ova$3$d = ova$3$q;
        ovb$3$d = ovb$3$q;
        if ((st$q == sack_plan_state$IDLE) & s_in_valid) begin
            conn$d = s_in_conn;
            gate$d = s_in_synchronized & s_in_in_recovery & ~s_in_rexmt_first & (s_in_snd_nxt == s_in_snd_max);
            snd_una$d = s_in_snd_una;
            snd_max$d = s_in_snd_max;
            data_end$d = s_in_data_end;
            snd_wnd$d = s_in_snd_wnd;
            cwnd$d = s_in_cwnd;
            mss$d = s_in_snd_mss;
            high_rxt$d = s_in_high_rxt;
            count$d = s_in_count;
            rs$0$d = s_in_s0;
            re$0$d = s_in_e0;
            rs$1$d = s_in_s1;
            re$1$d = s_in_e1;
            rs$2$d = s_in_s2;
            re$2$d = s_in_e2;
            rs$3$d = s_in_s3;
            re$3$d = s_in_e3;
            o_decides$d = 1'b0;
            o_kind$d = plan_kind$NOTHING;
            o_start$d = 32'h0;
            o_limit$d = 32'h0;
            o_cut$d = 1'b0;
            o_rexmt$d = 1'b0;
            o_adv$d = 1'b0;
            l_edge$d = 32'h0;
            pipe$d = 32'h0;
            st$d = sack_plan_state$GATE;
        end
        if (st$q == sack_plan_state$GATE) begin
            above$d = 32'h0;
            if (~gate$q) begin
                st$d = sack_plan_state$OUT;
            end
            else if (~|count$q) begin
                l_edge$d = snd_una$q;
                st$d = sack_plan_state$PCLIP;
            end
            else begin
                idx$d = count$q - 3'h1;
                st$d = sack_plan_state$ESEL;
            end
        end
        if (st$q == sack_plan_state$ESEL) begin
            elen$d = cur_e - cur_s;
            hs$d = cur_s;
            st$d = sack_plan_state$EADD;
        end
        if (st$q == sack_plan_state$EADD) begin
            above$d = above$q + elen$q;
            st$d = sack_plan_state$ECHK;
        end
        if (st$q == sack_plan_state$ECHK) begin
            if ((above$q > thresh) | ((count$q - idx$q) >= sack_thresh$RANGES)) begin
                l_edge$d = hs$q;
                st$d = sack_plan_state$PCLIP;
            end
            else if (~|idx$q) begin
                l_edge$d = snd_una$q;
                st$d = sack_plan_state$PCLIP;
            end
            else begin
                idx$d = idx$q - 3'h1;
                st$d = sack_plan_state$ESEL;
            end
        end
        if (st$q == sack_plan_state$PCLIP) begin
            if (d_s_l$0 >= seq_sign$NEGATIVE) begin
                sa$0$d = l_edge$q;
            end
            else begin
                sa$0$d = rs$0$q;
            end
            if (d_max_e$0 >= seq_sign$NEGATIVE) begin
                ea$0$d = snd_max$q;
            end
            else begin
                ea$0$d = re$0$q;
            end
            if (d_s_una$0 >= seq_sign$NEGATIVE) begin
                sb$0$d = snd_una$q;
            end
            else begin
                sb$0$d = rs$0$q;
            end
            if (d_hr_e$0 >= seq_sign$NEGATIVE) begin
                eb$0$d = high_rxt$q;
            end
            else begin
                eb$0$d = re$0$q;
            end
            if (d_s_l$1 >= seq_sign$NEGATIVE) begin
                sa$1$d = l_edge$q;
            end
            else begin
                sa$1$d = rs$1$q;
            end
            if (d_max_e$1 >= seq_sign$NEGATIVE) begin
                ea$1$d = snd_max$q;
            end
            else begin
                ea$1$d = re$1$q;
            end
            if (d_s_una$1 >= seq_sign$NEGATIVE) begin
                sb$1$d = snd_una$q;
            end
            else begin
                sb$1$d = rs$1$q;
            end
            if (d_hr_e$1 >= seq_sign$NEGATIVE) begin
                eb$1$d = high_rxt$q;
            end
            else begin
                eb$1$d = re$1$q;
            end
            if (d_s_l$2 >= seq_sign$NEGATIVE) begin
                sa$2$d = l_edge$q;
            end
            else begin
                sa$2$d = rs$2$q;
            end
            if (d_max_e$2 >= seq_sign$NEGATIVE) begin
                ea$2$d = snd_max$q;
            end
            else begin
                ea$2$d = re$2$q;
            end
            if (d_s_una$2 >= seq_sign$NEGATIVE) begin
                sb$2$d = snd_una$q;
            end
            else begin
                sb$2$d = rs$2$q;
            end
            if (d_hr_e$2 >= seq_sign$NEGATIVE) begin
                eb$2$d = high_rxt$q;
            end
            else begin
                eb$2$d = re$2$q;
            end
            if (d_s_l$3 >= seq_sign$NEGATIVE) begin
                sa$3$d = l_edge$q;
            end
            else begin
                sa$3$d = rs$3$q;
            end
            if (d_max_e$3 >= seq_sign$NEGATIVE) begin
                ea$3$d = snd_max$q;
            end
            else begin
                ea$3$d = re$3$q;
            end
            if (d_s_una$3 >= seq_sign$NEGATIVE) begin
                sb$3$d = snd_una$q;
            end
            else begin
                sb$3$d = rs$3$q;
            end
            if (d_hr_e$3 >= seq_sign$NEGATIVE) begin
                eb$3$d = high_rxt$q;
            end
            else begin
                eb$3$d = re$3$q;
            end
            da$d = snd_max$q - l_edge$q;
            db$d = high_rxt$q - snd_una$q;
            lta$d = d_l_max >= seq_sign$NEGATIVE;
            ltb$d = d_una_hr >= seq_sign$NEGATIVE;
            st$d = sack_plan_state$POV;
        end
        if (st$q == sack_plan_state$POV) begin
            ova$0$d = 32'h0;
            ovb$0$d = 32'h0;
            if (cmask[0] & (d_ea$0 >= seq_sign$NEGATIVE)) begin
                ova$0$d = ea$0$q - sa$0$q;
            end
            if (cmask[0] & (d_eb$0 >= seq_sign$NEGATIVE)) begin
                ovb$0$d = eb$0$q - sb$0$q;
            end
            ova$1$d = 32'h0;
            ovb$1$d = 32'h0;
            if (cmask[1] & (d_ea$1 >= seq_sign$NEGATIVE)) begin
                ova$1$d = ea$1$q - sa$1$q;
            end
            if (cmask[1] & (d_eb$1 >= seq_sign$NEGATIVE)) begin
                ovb$1$d = eb$1$q - sb$1$q;
            end
            ova$2$d = 32'h0;
            ovb$2$d = 32'h0;
            if (cmask[2] & (d_ea$2 >= seq_sign$NEGATIVE)) begin
                ova$2$d = ea$2$q - sa$2$q;
            end
            if (cmask[2] & (d_eb$2 >= seq_sign$NEGATIVE)) begin
                ovb$2$d = eb$2$q - sb$2$q;
            end
            ova$3$d = 32'h0;
            ovb$3$d = 32'h0;
            if (cmask[3] & (d_ea$3 >= seq_sign$NEGATIVE)) begin
                ova$3$d = ea$3$q - sa$3$q;
            end
            if (cmask[3] & (d_eb$3 >= seq_sign$NEGATIVE)) begin
                ovb$3$d = eb$3$q - sb$3$q;
            end
            st$d = sack_plan_state$PSUM1;
        end
        if (st$q == sack_plan_state$PSUM1) begin
            pa01$d = ova$0$q + ova$1$q;
            pa23$d = ova$2$q + ova$3$q;
            pb01$d = ovb$0$q + ovb$1$q;
            pb23$d = ovb$2$q + ovb$3$q;
            st$d = sack_plan_state$PSUM2;
        end
        if (st$q == sack_plan_state$PSUM2) begin
            sacked_a$d = pa01$q + pa23$q;
            sacked_b$d = pb01$q + pb23$q;
            st$d = sack_plan_state$PSUB;
        end
        if (st$q == sack_plan_state$PSUB) begin
            ua$d = 32'h0;
            ub$d = 32'h0;
            if (lta$q) begin
                ua$d = da$q - sacked_a$q;
            end
            if (ltb$q) begin
                ub$d = db$q - sacked_b$q;
            end
            st$d = sack_plan_state$PTOT;
        end
        if (st$q == sack_plan_state$PTOT) begin
            pipe$d = ua$q + ub$q;
            st$d = sack_plan_state$ROOM;
        end
        if (st$q == sack_plan_state$ROOM) begin
            if (sum < pipe$q) begin
                sat$d = ~32'h0;
            end
            else begin
                sat$d = sum;
            end
            st$d = sack_plan_state$ROOM2;
        end
        if (st$q == sack_plan_state$ROOM2) begin
            idx$d = 3'h0;
            if (d_hr_una >= seq_sign$NEGATIVE) begin
                s$d = snd_una$q;
            end
            else begin
                s$d = high_rxt$q;
            end
            if (cwnd$q < sat$q) begin
                o_decides$d = 1'b1;
                st$d = sack_plan_state$OUT;
            end
            else begin
                st$d = sack_plan_state$HSEL;
            end
        end
        if (st$q == sack_plan_state$HSEL) begin
            hin$d = idx$q < count$q;
            hs$d = cur_s;
            he$d = cur_e;
            st$d = sack_plan_state$HOLE;
        end
        if (st$q == sack_plan_state$HOLE) begin
            if (~hin$q) begin
                st$d = sack_plan_state$NEW1;
            end
            else if (d_s_le < seq_sign$NEGATIVE) begin
                st$d = sack_plan_state$NEW1;
            end
            else if (d_s_cs >= seq_sign$NEGATIVE) begin
                hole_end$d = hs$q;
                st$d = sack_plan_state$HMIN1;
            end
            else begin
                if (d_s_ce >= seq_sign$NEGATIVE) begin
                    s$d = he$q;
                end
                idx$d = idx$q + 3'h1;
                st$d = sack_plan_state$HSEL;
            end
        end
        if (st$q == sack_plan_state$HMIN1) begin
            d_hole$d = hole_end$q - s$q;
            d_data$d = data_end$q - s$q;
            st$d = sack_plan_state$HMIN2;
        end
        if (st$q == sack_plan_state$HMIN2) begin
            if (d_hole$q < mss32) begin
                m1$d = d_hole$q;
            end
            else begin
                m1$d = mss32;
            end
            st$d = sack_plan_state$HMIN3;
        end
        if (st$q == sack_plan_state$HMIN3) begin
            if (m1$q < d_data$q) begin
                o_limit$d = m1$q;
            end
            else begin
                o_limit$d = d_data$q;
            end
            o_decides$d = 1'b1;
            o_kind$d = plan_kind$RECORDS;
            o_start$d = s$q;
            o_cut$d = 1'b1;
            o_rexmt$d = 1'b1;
            st$d = sack_plan_state$OUT;
        end
        if (st$q == sack_plan_state$NEW1) begin
            lt_new$d = d_max_end >= seq_sign$NEGATIVE;
            flight$d = snd_max$q - snd_una$q;
            d_new$d = data_end$q - snd_max$q;
            st$d = sack_plan_state$NEW2;
        end
        if (st$q == sack_plan_state$NEW2) begin
            if (~lt_new$q) begin
                st$d = sack_plan_state$OUT;
            end
            else begin
                if (snd_wnd$q > flight$q) begin
                    room$d = snd_wnd$q - flight$q;
                end
                else begin
                    room$d = 32'h0;
                end
                st$d = sack_plan_state$NEW3;
            end
        end
        if (st$q == sack_plan_state$NEW3) begin
            if (room$q < mss32) begin
                m1$d = room$q;
            end
            else begin
                m1$d = mss32;
            end
            st$d = sack_plan_state$NEW4;
        end
        if (st$q == sack_plan_state$NEW4) begin
            if (m1$q < d_new$q) begin
                limit$d = m1$q;
            end
            else begin
                limit$d = d_new$q;
            end
            st$d = sack_plan_state$NEW5;
        end
        if (st$q == sack_plan_state$NEW5) begin
            o_decides$d = 1'b1;
            if (|limit$q) begin
                o_kind$d = plan_kind$RECORDS;
                o_start$d = snd_max$q;
                o_limit$d = limit$q;
                o_cut$d = (limit$q == mss32) | ~|flight$q;
                o_adv$d = 1'b1;
            end
            st$d = sack_plan_state$OUT;
        end
        if ((st$q == sack_plan_state$OUT) & m_out_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = sack_plan_state$IDLE;
        end
        if (reset) begin
            st$d = sack_plan_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        cur_s = 32'h0;
        cur_e = 32'h0;
        if (ioh[0]) begin
            cur_s = rs$0$q;
            cur_e = re$0$q;
        end
        if (ioh[1]) begin
            cur_s = rs$1$q;
            cur_e = re$1$q;
        end
        if (ioh[2]) begin
            cur_s = rs$2$q;
            cur_e = re$2$q;
        end
        if (ioh[3]) begin
            cur_s = rs$3$q;
            cur_e = re$3$q;
        end
    end

endmodule // toe_tcb_engine$splan


module toe_tcb_engine$timeout(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_persist,s_in_synchronized,s_in_snd_una,s_in_snd_max,s_in_snd_mss,s_in_retries,s_in_rto,s_in_snd_wnd,s_in_data_end,s_in_persist_shift,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_retries,m_dec_rto,m_dec_ssthresh,m_dec_cwnd,m_dec_recover,m_dec_snd_nxt,m_dec_persist_shift,m_dec_persist_ticks,cfg_retries,cfg_syn_retries,cfg_rto_min,cfg_rto_max,cnt_expiries);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  s_in_persist;
    input wire  s_in_synchronized;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_max;
    input wire  [15:0] s_in_snd_mss;
    input wire  [7:0] s_in_retries;
    input wire  [31:0] s_in_rto;
    input wire  [31:0] s_in_snd_wnd;
    input wire  [31:0] s_in_data_end;
    input wire  [4:0] s_in_persist_shift;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  [1:0] m_dec_action;
    output reg  [7:0] m_dec_retries;
    output wire  [31:0] m_dec_rto;
    output wire  [31:0] m_dec_ssthresh;
    output wire  [31:0] m_dec_cwnd;
    output wire  [31:0] m_dec_recover;
    output wire  [31:0] m_dec_snd_nxt;
    output wire  [4:0] m_dec_persist_shift;
    output wire  [31:0] m_dec_persist_ticks;
    input wire  [7:0] cfg_retries;
    input wire  [7:0] cfg_syn_retries;
    input wire  [31:0] cfg_rto_min;
    input wire  [31:0] cfg_rto_max;
    output wire  [31:0] cnt_expiries;

    // Named constants (named_consts! in model/src)
    localparam [1:0] timeout_action$ABORT = 2'h1;
    localparam [1:0] timeout_action$NOTHING = 2'h0;
    localparam [1:0] timeout_action$PROBE = 2'h3;
    localparam [1:0] timeout_action$RESEND = 2'h2;
    localparam [4:0] timeout_shift$DOUBLE = 5'h1;
    localparam [4:0] timeout_shift$PERSIST_SHIFT_MAX = 5'h10;
    localparam [2:0] timeout_state$CMP = 3'h1;
    localparam [2:0] timeout_state$DECIDE = 3'h4;
    localparam [2:0] timeout_state$IDLE = 3'h0;
    localparam [2:0] timeout_state$LIMIT = 3'h2;
    localparam [2:0] timeout_state$OUT = 3'h5;
    localparam [2:0] timeout_state$SELECT = 3'h3;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [200:0] w$d;
    reg  [200:0] w$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;
    reg  [31:0] flight$d;
    reg  [31:0] flight$q;
    reg  all_acked$d;
    reg  all_acked$q;
    reg  [8:0] retries1$d;
    reg  [8:0] retries1$q;
    reg  [8:0] limit$d;
    reg  [8:0] limit$q;
    reg  [31:0] rto2$d;
    reg  [31:0] rto2$q;
    reg  probe$d;
    reg  probe$q;
    reg  [4:0] shift1$d;
    reg  [4:0] shift1$q;
    reg  over$d;
    reg  over$q;
    reg  [31:0] rto_c$d;
    reg  [31:0] rto_c$q;
    reg  half_lt$d;
    reg  half_lt$q;
    reg  [31:0] mss2$d;
    reg  [31:0] mss2$q;
    reg  [31:0] p_raw$d;
    reg  [31:0] p_raw$q;
    reg  [31:0] ssthresh$d;
    reg  [31:0] ssthresh$q;
    reg  [31:0] p_lo$d;
    reg  [31:0] p_lo$q;
    reg  [31:0] p_ticks$d;
    reg  [31:0] p_ticks$q;
    reg  [1:0] action$d;
    reg  [1:0] action$q;

    // Local signals
    wire  [31:0] d_end;
    wire  [31:0] mss32;

    // Registers
    initial begin
        st$q = 3'h0;
        w$q = 201'h0;
        n_dec$q = 32'h0;
        flight$q = 32'h0;
        all_acked$q = 1'h0;
        retries1$q = 9'h0;
        limit$q = 9'h0;
        rto2$q = 32'h0;
        probe$q = 1'h0;
        shift1$q = 5'h0;
        over$q = 1'h0;
        rto_c$q = 32'h0;
        half_lt$q = 1'h0;
        mss2$q = 32'h0;
        p_raw$q = 32'h0;
        ssthresh$q = 32'h0;
        p_lo$q = 32'h0;
        p_ticks$q = 32'h0;
        action$q = 2'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_dec$q <= n_dec$d;
        flight$q <= flight$d;
        all_acked$q <= all_acked$d;
        retries1$q <= retries1$d;
        limit$q <= limit$d;
        rto2$q <= rto2$d;
        probe$q <= probe$d;
        shift1$q <= shift1$d;
        over$q <= over$d;
        rto_c$q <= rto_c$d;
        half_lt$q <= half_lt$d;
        mss2$q <= mss2$d;
        p_raw$q <= p_raw$d;
        ssthresh$q <= ssthresh$d;
        p_lo$q <= p_lo$d;
        p_ticks$q <= p_ticks$d;
        action$q <= action$d;
    end

    // Update code
    assign s_in_ready = (st$q == timeout_state$IDLE) & ~reset;
    assign m_dec_valid = st$q == timeout_state$OUT;
    assign cnt_expiries = n_dec$q;
    assign mss32 = {16'h0, w$q[91:76]};
    assign d_end = w$q[75:44] - w$q[195:164];
    assign m_dec_conn = w$q[9:0];
    assign m_dec_action = action$q;
    assign m_dec_rto = rto_c$q;
    assign m_dec_ssthresh = ssthresh$q;
    assign m_dec_cwnd = mss32;
    assign m_dec_recover = w$q[75:44];
    assign m_dec_snd_nxt = w$q[43:12];
    assign m_dec_persist_shift = shift1$q;
    assign m_dec_persist_ticks = p_ticks$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_dec$d = n_dec$q;
        flight$d = flight$q;
        all_acked$d = all_acked$q;
        retries1$d = retries1$q;
        limit$d = limit$q;
        rto2$d = rto2$q;
        probe$d = probe$q;
        shift1$d = shift1$q;
        over$d = over$q;
        rto_c$d = rto_c$q;
        half_lt$d = half_lt$q;
        mss2$d = mss2$q;
        p_raw$d = p_raw$q;
        ssthresh$d = ssthresh$q;
        p_lo$d = p_lo$q;
        p_ticks$d = p_ticks$q;
        action$d = action$q;
        if ((st$q == timeout_state$IDLE) & s_in_valid) begin
            w$d = 201'h0;
            w$d[9:0] = s_in_conn;
            w$d[10] = s_in_persist;
            w$d[11] = s_in_synchronized;
            w$d[43:12] = s_in_snd_una;
            w$d[75:44] = s_in_snd_max;
            w$d[91:76] = s_in_snd_mss;
            w$d[99:92] = s_in_retries;
            w$d[131:100] = s_in_rto;
            w$d[163:132] = s_in_snd_wnd;
            w$d[195:164] = s_in_data_end;
            w$d[200:196] = s_in_persist_shift;
            st$d = timeout_state$CMP;
        end
        if (st$q == timeout_state$CMP) begin
            flight$d = w$q[75:44] - w$q[43:12];
            all_acked$d = w$q[75:44] == w$q[43:12];
            retries1$d = {1'h0, w$q[99:92]} + 9'h1;
            if (w$q[11]) begin
                limit$d = {1'h0, cfg_retries};
            end
            else begin
                limit$d = {1'h0, cfg_syn_retries};
            end
            rto2$d = w$q[131:100] << timeout_shift$DOUBLE;
            probe$d = ~|w$q[163:132] & d_end[31];
            if (w$q[200:196] >= timeout_shift$PERSIST_SHIFT_MAX) begin
                shift1$d = timeout_shift$PERSIST_SHIFT_MAX;
            end
            else begin
                shift1$d = w$q[200:196] + 5'h1;
            end
            mss2$d = mss32 << timeout_shift$DOUBLE;
            st$d = timeout_state$LIMIT;
        end
        if (st$q == timeout_state$LIMIT) begin
            over$d = retries1$q > limit$q;
            if (rto2$q < cfg_rto_max) begin
                rto_c$d = rto2$q;
            end
            else begin
                rto_c$d = cfg_rto_max;
            end
            half_lt$d = (flight$q >> timeout_shift$DOUBLE) < mss2$q;
            p_raw$d = w$q[131:100] << shift1$q;
            st$d = timeout_state$SELECT;
        end
        if (st$q == timeout_state$SELECT) begin
            if (half_lt$q) begin
                ssthresh$d = mss2$q;
            end
            else begin
                ssthresh$d = flight$q >> timeout_shift$DOUBLE;
            end
            if (p_raw$q < cfg_rto_min) begin
                p_lo$d = cfg_rto_min;
            end
            else begin
                p_lo$d = p_raw$q;
            end
            st$d = timeout_state$DECIDE;
        end
        if (st$q == timeout_state$DECIDE) begin
            if (p_lo$q > cfg_rto_max) begin
                p_ticks$d = cfg_rto_max;
            end
            else begin
                p_ticks$d = p_lo$q;
            end
            action$d = timeout_action$NOTHING;
            if (w$q[10]) begin
                if (probe$q) begin
                    action$d = timeout_action$PROBE;
                end
            end
            else if (~all_acked$q) begin
                if (over$q) begin
                    action$d = timeout_action$ABORT;
                end
                else begin
                    action$d = timeout_action$RESEND;
                end
            end
            st$d = timeout_state$OUT;
        end
        if ((st$q == timeout_state$OUT) & m_dec_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = timeout_state$IDLE;
        end
        if (reset) begin
            st$d = timeout_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        m_dec_retries = w$q[99:92];
        if ((action$q == timeout_action$ABORT) | (action$q == timeout_action$RESEND)) begin
            m_dec_retries = retries1$q[7:0];
        end
    end

endmodule // toe_tcb_engine$timeout
