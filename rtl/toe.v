// Generated from model/src/toe/top.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe(clock,reset,tick,s_rx_data,s_rx_keep,s_rx_last,s_rx_valid,s_rx_ready,m_tx_data,m_tx_keep,m_tx_last,m_tx_valid,m_tx_ready,s_raw_data,s_raw_keep,s_raw_last,s_raw_valid,s_raw_ready,m_slow_data,m_slow_keep,m_slow_last,m_slow_valid,m_slow_ready,m_ulp_data,m_ulp_keep,m_ulp_last,m_ulp_conn,m_ulp_seq,m_ulp_valid,m_ulp_ready,s_host_valid,s_host_ready,s_host_op,s_host_conn,s_host_n,s_host_remote_ip,s_host_remote_port,s_host_local_port,s_host_remote_mac,m_ans_valid,m_ans_ready,m_ans_status,m_ans_conn,m_event_valid,m_event_ready,m_event_kind,m_event_conn,m_event_value,s_tcb_rd_valid,s_tcb_rd_ready,s_tcb_rd_conn,m_tcb_rd_valid,m_tcb_rd_ready,m_tcb_rd_data,m_tcb_rd_last,m_fdma_valid,m_fdma_ready,m_fdma_addr,m_fdma_len,m_fdma_tag,s_fdma_data_valid,s_fdma_data_ready,s_fdma_data,m_pdma_valid,m_pdma_ready,m_pdma_addr,m_pdma_len,m_pdma_tag,s_pdma_data_valid,s_pdma_data_ready,s_pdma_data,m_awr_valid,m_awr_ready,m_awr_addr,m_awr_len,m_awd_valid,m_awd_ready,m_awd_data,m_awd_keep,m_awd_last,m_adma_valid,m_adma_ready,m_adma_addr,m_adma_len,m_adma_tag,s_adma_data_valid,s_adma_data_ready,s_adma_data,cfg_mac,cfg_ip,cfg_own_lo,cfg_own_hi,cfg_conn_key_hi,cfg_conn_key_lo,cfg_isn_key_hi,cfg_isn_key_lo,cfg_rto_min,cfg_rto_max,cfg_rto_initial,cfg_chal_limit,cfg_chal_window,cfg_half_open_max,cfg_syn_cookies,cfg_cookie_key_hi,cfg_cookie_key_lo,cfg_dack,cfg_time_wait,cfg_rcv_buf,cfg_mss,cfg_rcv_shift,cfg_sack,cfg_retries,cfg_syn_retries,cfg_ring_base,cfg_bitmap_base,cfg_ring_shift,cfg_ooo,cfg_area_base,cfg_area_shift,now,cnt_rx_segment,cnt_rx_slow_path,cnt_rx_bad_ip,cnt_rx_ip_policy,cnt_rx_bad_tcp,cnt_rx_truncated,cnt_steered,cnt_slow_frames,cnt_slow_dropped,cnt_bad_option,cnt_no_conn,cnt_gate_bytes,cnt_timer_overrun,cnt_frames_out,cnt_raw_out,cnt_segments,cnt_paws,cnt_out_of_window,cnt_rst_out_of_window,cnt_syn_in_window,cnt_no_ack,cnt_bad_ack,cnt_ack_of_unsent,cnt_ack_too_old,cnt_challenge_limited,cnt_duplicate,cnt_challenge,cnt_out_of_order,cnt_dup_acks,cnt_fast_rexmt,cnt_bytes_delivered,cnt_bytes_acked,cnt_rst_no_ack,cnt_no_syn,cnt_turns,cnt_segments_out,cnt_data_segments_out,cnt_retransmitted_segments,cnt_retransmitted_bytes,cnt_stale,cnt_expiries,cnt_rto_expiries,cnt_zero_window_probes,cnt_rst_out,cnt_listen_rst,cnt_listen_ack,cnt_listen_no_syn,cnt_table_full,cnt_half_open_full,cnt_syn_cookies_sent,cnt_syn_cookies_ok,cnt_sack_retransmits,cnt_ooo_kept,cnt_ooo_replayed_bytes,cnt_sack_acks_out,cnt_reasm_duplicate,cnt_reasm_full,cnt_reasm_beyond,cnt_area_bytes);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  tick;
    input wire  [63:0] s_rx_data;
    input wire  [7:0] s_rx_keep;
    input wire  s_rx_last;
    input wire  s_rx_valid;
    output wire  s_rx_ready;
    output wire  [63:0] m_tx_data;
    output wire  [7:0] m_tx_keep;
    output wire  m_tx_last;
    output wire  m_tx_valid;
    input wire  m_tx_ready;
    input wire  [63:0] s_raw_data;
    input wire  [7:0] s_raw_keep;
    input wire  s_raw_last;
    input wire  s_raw_valid;
    output wire  s_raw_ready;
    output wire  [63:0] m_slow_data;
    output wire  [7:0] m_slow_keep;
    output wire  m_slow_last;
    output wire  m_slow_valid;
    input wire  m_slow_ready;
    output wire  [63:0] m_ulp_data;
    output wire  [7:0] m_ulp_keep;
    output wire  m_ulp_last;
    output wire  [9:0] m_ulp_conn;
    output wire  [31:0] m_ulp_seq;
    output wire  m_ulp_valid;
    input wire  m_ulp_ready;
    input wire  s_host_valid;
    output wire  s_host_ready;
    input wire  [2:0] s_host_op;
    input wire  [9:0] s_host_conn;
    input wire  [31:0] s_host_n;
    input wire  [31:0] s_host_remote_ip;
    input wire  [15:0] s_host_remote_port;
    input wire  [15:0] s_host_local_port;
    input wire  [47:0] s_host_remote_mac;
    output wire  m_ans_valid;
    input wire  m_ans_ready;
    output wire  [1:0] m_ans_status;
    output wire  [9:0] m_ans_conn;
    output wire  m_event_valid;
    input wire  m_event_ready;
    output wire  [2:0] m_event_kind;
    output wire  [9:0] m_event_conn;
    output wire  [31:0] m_event_value;
    input wire  s_tcb_rd_valid;
    output wire  s_tcb_rd_ready;
    input wire  [9:0] s_tcb_rd_conn;
    output wire  m_tcb_rd_valid;
    input wire  m_tcb_rd_ready;
    output wire  [63:0] m_tcb_rd_data;
    output wire  m_tcb_rd_last;
    output wire  m_fdma_valid;
    input wire  m_fdma_ready;
    output wire  [63:0] m_fdma_addr;
    output wire  [12:0] m_fdma_len;
    output wire  [7:0] m_fdma_tag;
    input wire  s_fdma_data_valid;
    output wire  s_fdma_data_ready;
    input wire  [63:0] s_fdma_data;
    output wire  m_pdma_valid;
    input wire  m_pdma_ready;
    output wire  [63:0] m_pdma_addr;
    output wire  [12:0] m_pdma_len;
    output wire  [7:0] m_pdma_tag;
    input wire  s_pdma_data_valid;
    output wire  s_pdma_data_ready;
    input wire  [63:0] s_pdma_data;
    output wire  m_awr_valid;
    input wire  m_awr_ready;
    output wire  [63:0] m_awr_addr;
    output wire  [15:0] m_awr_len;
    output wire  m_awd_valid;
    input wire  m_awd_ready;
    output wire  [63:0] m_awd_data;
    output wire  [7:0] m_awd_keep;
    output wire  m_awd_last;
    output wire  m_adma_valid;
    input wire  m_adma_ready;
    output wire  [63:0] m_adma_addr;
    output wire  [12:0] m_adma_len;
    output wire  [7:0] m_adma_tag;
    input wire  s_adma_data_valid;
    output wire  s_adma_data_ready;
    input wire  [63:0] s_adma_data;
    input wire  [47:0] cfg_mac;
    input wire  [31:0] cfg_ip;
    input wire  [15:0] cfg_own_lo;
    input wire  [15:0] cfg_own_hi;
    input wire  [12:0] cfg_conn_key_hi;
    input wire  [63:0] cfg_conn_key_lo;
    input wire  [31:0] cfg_isn_key_hi;
    input wire  [63:0] cfg_isn_key_lo;
    input wire  [31:0] cfg_rto_min;
    input wire  [31:0] cfg_rto_max;
    input wire  [31:0] cfg_rto_initial;
    input wire  [3:0] cfg_chal_limit;
    input wire  [31:0] cfg_chal_window;
    input wire  [10:0] cfg_half_open_max;
    input wire  cfg_syn_cookies;
    input wire  [63:0] cfg_cookie_key_hi;
    input wire  [63:0] cfg_cookie_key_lo;
    input wire  [15:0] cfg_dack;
    input wire  [15:0] cfg_time_wait;
    input wire  [31:0] cfg_rcv_buf;
    input wire  [15:0] cfg_mss;
    input wire  [3:0] cfg_rcv_shift;
    input wire  cfg_sack;
    input wire  [7:0] cfg_retries;
    input wire  [7:0] cfg_syn_retries;
    input wire  [63:0] cfg_ring_base;
    input wire  [63:0] cfg_bitmap_base;
    input wire  [4:0] cfg_ring_shift;
    input wire  cfg_ooo;
    input wire  [63:0] cfg_area_base;
    input wire  [4:0] cfg_area_shift;
    output wire  [31:0] now;
    output wire  [31:0] cnt_rx_segment;
    output wire  [31:0] cnt_rx_slow_path;
    output wire  [31:0] cnt_rx_bad_ip;
    output wire  [31:0] cnt_rx_ip_policy;
    output wire  [31:0] cnt_rx_bad_tcp;
    output wire  [31:0] cnt_rx_truncated;
    output wire  [31:0] cnt_steered;
    output wire  [31:0] cnt_slow_frames;
    output wire  [31:0] cnt_slow_dropped;
    output wire  [31:0] cnt_bad_option;
    output wire  [31:0] cnt_no_conn;
    output wire  [31:0] cnt_gate_bytes;
    output wire  [31:0] cnt_timer_overrun;
    output wire  [31:0] cnt_frames_out;
    output wire  [31:0] cnt_raw_out;
    output wire  [31:0] cnt_segments;
    output wire  [31:0] cnt_paws;
    output wire  [31:0] cnt_out_of_window;
    output wire  [31:0] cnt_rst_out_of_window;
    output wire  [31:0] cnt_syn_in_window;
    output wire  [31:0] cnt_no_ack;
    output wire  [31:0] cnt_bad_ack;
    output wire  [31:0] cnt_ack_of_unsent;
    output wire  [31:0] cnt_ack_too_old;
    output wire  [31:0] cnt_challenge_limited;
    output wire  [31:0] cnt_duplicate;
    output wire  [31:0] cnt_challenge;
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
    output wire  [31:0] cnt_sack_retransmits;
    output wire  [31:0] cnt_ooo_kept;
    output wire  [31:0] cnt_ooo_replayed_bytes;
    output wire  [31:0] cnt_sack_acks_out;
    output wire  [31:0] cnt_reasm_duplicate;
    output wire  [31:0] cnt_reasm_full;
    output wire  [31:0] cnt_reasm_beyond;
    output wire  [31:0] cnt_area_bytes;

    // Stub signals
    wire  check$reset;
    wire  [63:0] check$s_data;
    wire  [7:0] check$s_keep;
    wire  check$s_last;
    wire  check$s_valid;
    wire  check$s_ready;
    wire  [63:0] check$m_data;
    wire  [7:0] check$m_keep;
    wire  check$m_last;
    wire  [2:0] check$m_verdict;
    wire  check$m_valid;
    wire  check$m_ready;
    wire  [31:0] check$cnt_segment;
    wire  [31:0] check$cnt_slow_path;
    wire  [31:0] check$cnt_bad_ip;
    wire  [31:0] check$cnt_ip_policy;
    wire  [31:0] check$cnt_bad_tcp;
    wire  [31:0] check$cnt_truncated;
    wire  steer$reset;
    wire  [63:0] steer$s_data;
    wire  [7:0] steer$s_keep;
    wire  steer$s_last;
    wire  [2:0] steer$s_verdict;
    wire  steer$s_valid;
    wire  steer$s_ready;
    wire  [63:0] steer$m_data;
    wire  [7:0] steer$m_keep;
    wire  steer$m_last;
    wire  [2:0] steer$m_verdict;
    wire  steer$m_valid;
    wire  steer$m_ready;
    wire  [31:0] steer$cfg_ip;
    wire  [15:0] steer$cfg_own_lo;
    wire  [15:0] steer$cfg_own_hi;
    wire  [15:0] steer$l_port;
    wire  steer$l_hit;
    wire  [31:0] steer$cnt_steered;
    wire  slow$reset;
    wire  [63:0] slow$s_data;
    wire  [7:0] slow$s_keep;
    wire  slow$s_last;
    wire  [2:0] slow$s_verdict;
    wire  slow$s_valid;
    wire  [63:0] slow$m_data;
    wire  [7:0] slow$m_keep;
    wire  slow$m_last;
    wire  slow$m_valid;
    wire  slow$m_ready;
    wire  [31:0] slow$cnt_frames;
    wire  [31:0] slow$cnt_dropped;
    wire  parse$reset;
    wire  [63:0] parse$s_data;
    wire  [7:0] parse$s_keep;
    wire  parse$s_last;
    wire  [2:0] parse$s_verdict;
    wire  parse$s_valid;
    wire  parse$s_ready;
    wire  parse$m_seg_valid;
    wire  parse$m_seg_ready;
    wire  [47:0] parse$m_seg_src_mac;
    wire  [31:0] parse$m_seg_src_ip;
    wire  [31:0] parse$m_seg_dst_ip;
    wire  [15:0] parse$m_seg_src_port;
    wire  [15:0] parse$m_seg_dst_port;
    wire  [31:0] parse$m_seg_seq;
    wire  [31:0] parse$m_seg_ack;
    wire  [7:0] parse$m_seg_flags;
    wire  [15:0] parse$m_seg_window;
    wire  [15:0] parse$m_seg_len;
    wire  parse$m_seg_mss_on;
    wire  [15:0] parse$m_seg_mss;
    wire  parse$m_seg_ws_on;
    wire  [7:0] parse$m_seg_ws;
    wire  parse$m_seg_sackp;
    wire  parse$m_seg_ts_on;
    wire  [31:0] parse$m_seg_ts_val;
    wire  [31:0] parse$m_seg_ts_ecr;
    wire  [2:0] parse$m_seg_nblocks;
    wire  [31:0] parse$m_seg_l0;
    wire  [31:0] parse$m_seg_r0;
    wire  [31:0] parse$m_seg_l1;
    wire  [31:0] parse$m_seg_r1;
    wire  [31:0] parse$m_seg_l2;
    wire  [31:0] parse$m_seg_r2;
    wire  [31:0] parse$m_seg_l3;
    wire  [31:0] parse$m_seg_r3;
    wire  [63:0] parse$m_pay_data;
    wire  [7:0] parse$m_pay_keep;
    wire  parse$m_pay_last;
    wire  parse$m_pay_valid;
    wire  parse$m_pay_ready;
    wire  [31:0] parse$cnt_segments;
    wire  [31:0] parse$cnt_bad_option;
    wire  disp$reset;
    wire  disp$s_seg_valid;
    wire  disp$s_seg_ready;
    wire  [47:0] disp$s_seg_src_mac;
    wire  [31:0] disp$s_seg_src_ip;
    wire  [31:0] disp$s_seg_dst_ip;
    wire  [15:0] disp$s_seg_src_port;
    wire  [15:0] disp$s_seg_dst_port;
    wire  [31:0] disp$s_seg_seq;
    wire  [31:0] disp$s_seg_ack;
    wire  [7:0] disp$s_seg_flags;
    wire  [15:0] disp$s_seg_window;
    wire  [15:0] disp$s_seg_len;
    wire  disp$s_seg_mss_on;
    wire  [15:0] disp$s_seg_mss;
    wire  disp$s_seg_ws_on;
    wire  [7:0] disp$s_seg_ws;
    wire  disp$s_seg_sackp;
    wire  disp$s_seg_ts_on;
    wire  [31:0] disp$s_seg_ts_val;
    wire  [31:0] disp$s_seg_ts_ecr;
    wire  [2:0] disp$s_seg_nblocks;
    wire  [31:0] disp$s_seg_l0;
    wire  [31:0] disp$s_seg_r0;
    wire  [31:0] disp$s_seg_l1;
    wire  [31:0] disp$s_seg_r1;
    wire  [31:0] disp$s_seg_l2;
    wire  [31:0] disp$s_seg_r2;
    wire  [31:0] disp$s_seg_l3;
    wire  [31:0] disp$s_seg_r3;
    wire  disp$m_look_valid;
    wire  disp$m_look_ready;
    wire  [1:0] disp$m_look_op;
    wire  [31:0] disp$m_look_remote_ip;
    wire  [15:0] disp$m_look_remote_port;
    wire  [15:0] disp$m_look_local_port;
    wire  [9:0] disp$m_look_slot;
    wire  disp$s_look_valid;
    wire  disp$s_look_ready;
    wire  [1:0] disp$s_look_status;
    wire  [9:0] disp$s_look_slot;
    wire  [15:0] disp$l_port;
    wire  disp$l_hit;
    wire  disp$m_eng_valid;
    wire  disp$m_eng_ready;
    wire  [9:0] disp$m_eng_conn;
    wire  [47:0] disp$m_eng_src_mac;
    wire  [31:0] disp$m_eng_src_ip;
    wire  [15:0] disp$m_eng_src_port;
    wire  [15:0] disp$m_eng_dst_port;
    wire  [31:0] disp$m_eng_seq;
    wire  [31:0] disp$m_eng_ack;
    wire  [7:0] disp$m_eng_flags;
    wire  [15:0] disp$m_eng_window;
    wire  [15:0] disp$m_eng_len;
    wire  disp$m_eng_ts_on;
    wire  [31:0] disp$m_eng_ts_val;
    wire  [31:0] disp$m_eng_ts_ecr;
    wire  disp$m_eng_mss_on;
    wire  [15:0] disp$m_eng_mss;
    wire  disp$m_eng_ws_on;
    wire  [7:0] disp$m_eng_ws;
    wire  disp$m_eng_sackp;
    wire  [2:0] disp$m_eng_nblocks;
    wire  [31:0] disp$m_eng_l0;
    wire  [31:0] disp$m_eng_r0;
    wire  [31:0] disp$m_eng_l1;
    wire  [31:0] disp$m_eng_r1;
    wire  [31:0] disp$m_eng_l2;
    wire  [31:0] disp$m_eng_r2;
    wire  [31:0] disp$m_eng_l3;
    wire  [31:0] disp$m_eng_r3;
    wire  disp$m_eng_listen;
    wire  disp$m_rst_valid;
    wire  disp$m_rst_ready;
    wire  [47:0] disp$m_rst_dst_mac;
    wire  [31:0] disp$m_rst_dst_ip;
    wire  [15:0] disp$m_rst_src_port;
    wire  [15:0] disp$m_rst_dst_port;
    wire  [31:0] disp$m_rst_seq;
    wire  [31:0] disp$m_rst_ack;
    wire  [7:0] disp$m_rst_flags;
    wire  [15:0] disp$m_rst_window;
    wire  disp$m_rst_mss_on;
    wire  [15:0] disp$m_rst_mss;
    wire  disp$m_rst_ws_on;
    wire  [3:0] disp$m_rst_ws;
    wire  disp$m_rst_sackp;
    wire  disp$m_rst_ts_on;
    wire  [31:0] disp$m_rst_ts_val;
    wire  [31:0] disp$m_rst_ts_ecr;
    wire  [2:0] disp$m_rst_nblocks;
    wire  [31:0] disp$m_rst_l0;
    wire  [31:0] disp$m_rst_r0;
    wire  [31:0] disp$m_rst_l1;
    wire  [31:0] disp$m_rst_r1;
    wire  [31:0] disp$m_rst_l2;
    wire  [31:0] disp$m_rst_r2;
    wire  [31:0] disp$m_rst_l3;
    wire  [31:0] disp$m_rst_r3;
    wire  disp$m_rst_payload;
    wire  disp$s_gate_valid;
    wire  disp$s_gate_ready;
    wire  disp$s_gate_deliver;
    wire  [9:0] disp$s_gate_conn;
    wire  [31:0] disp$s_gate_seq;
    wire  [15:0] disp$s_gate_skip;
    wire  [15:0] disp$s_gate_take;
    wire  [15:0] disp$s_gate_len;
    wire  disp$s_gate_keep;
    wire  disp$s_gate_replay;
    wire  [31:0] disp$s_gate_r_seq;
    wire  [31:0] disp$s_gate_r_len;
    wire  disp$m_gate_valid;
    wire  disp$m_gate_ready;
    wire  disp$m_gate_deliver;
    wire  [9:0] disp$m_gate_conn;
    wire  [31:0] disp$m_gate_seq;
    wire  [15:0] disp$m_gate_skip;
    wire  [15:0] disp$m_gate_take;
    wire  [15:0] disp$m_gate_len;
    wire  disp$m_gate_keep;
    wire  disp$m_gate_replay;
    wire  [31:0] disp$m_gate_r_seq;
    wire  [31:0] disp$m_gate_r_len;
    wire  [31:0] disp$cnt_no_conn;
    wire  listen$reset;
    wire  listen$add;
    wire  [15:0] listen$add_port;
    wire  listen$full;
    wire  [15:0] listen$a_port;
    wire  listen$a_hit;
    wire  [15:0] listen$b_port;
    wire  listen$b_hit;
    wire  [15:0] listen$c_port;
    wire  listen$c_hit;
    wire  [7:0] listen$cnt_ports;
    wire  arb$reset;
    wire  arb$s_free_valid;
    wire  arb$s_free_ready;
    wire  [9:0] arb$s_free_conn;
    wire  arb$s_ins_valid;
    wire  arb$s_ins_ready;
    wire  [31:0] arb$s_ins_remote_ip;
    wire  [15:0] arb$s_ins_remote_port;
    wire  [15:0] arb$s_ins_local_port;
    wire  arb$m_ins_valid;
    wire  arb$m_ins_ready;
    wire  arb$m_ins_ok;
    wire  [9:0] arb$m_ins_conn;
    wire  arb$s_host_valid;
    wire  arb$s_host_ready;
    wire  [1:0] arb$s_host_op;
    wire  [31:0] arb$s_host_remote_ip;
    wire  [15:0] arb$s_host_remote_port;
    wire  [15:0] arb$s_host_local_port;
    wire  [9:0] arb$s_host_slot;
    wire  arb$m_host_valid;
    wire  arb$m_host_ready;
    wire  [1:0] arb$m_host_status;
    wire  [9:0] arb$m_host_slot;
    wire  arb$s_disp_valid;
    wire  arb$s_disp_ready;
    wire  [1:0] arb$s_disp_op;
    wire  [31:0] arb$s_disp_remote_ip;
    wire  [15:0] arb$s_disp_remote_port;
    wire  [15:0] arb$s_disp_local_port;
    wire  [9:0] arb$s_disp_slot;
    wire  arb$m_disp_valid;
    wire  arb$m_disp_ready;
    wire  [1:0] arb$m_disp_status;
    wire  [9:0] arb$m_disp_slot;
    wire  arb$m_cmd_valid;
    wire  arb$m_cmd_ready;
    wire  [1:0] arb$m_cmd_op;
    wire  [31:0] arb$m_cmd_remote_ip;
    wire  [15:0] arb$m_cmd_remote_port;
    wire  [15:0] arb$m_cmd_local_port;
    wire  [9:0] arb$m_cmd_slot;
    wire  arb$s_rsp_valid;
    wire  arb$s_rsp_ready;
    wire  [1:0] arb$s_rsp_status;
    wire  [9:0] arb$s_rsp_slot;
    wire  conns$reset;
    wire  [12:0] conns$cfg_key_hi;
    wire  [63:0] conns$cfg_key_lo;
    wire  conns$s_cmd_valid;
    wire  conns$s_cmd_ready;
    wire  [1:0] conns$s_cmd_op;
    wire  [31:0] conns$s_cmd_remote_ip;
    wire  [15:0] conns$s_cmd_remote_port;
    wire  [15:0] conns$s_cmd_local_port;
    wire  [9:0] conns$s_cmd_slot;
    wire  conns$m_rsp_valid;
    wire  conns$m_rsp_ready;
    wire  [1:0] conns$m_rsp_status;
    wire  [9:0] conns$m_rsp_slot;
    wire  [10:0] conns$cnt_entries;
    wire  [31:0] conns$cnt_full;
    wire  engine$reset;
    wire  engine$s_seg_valid;
    wire  engine$s_seg_ready;
    wire  [9:0] engine$s_seg_conn;
    wire  [47:0] engine$s_seg_src_mac;
    wire  [31:0] engine$s_seg_src_ip;
    wire  [15:0] engine$s_seg_src_port;
    wire  [15:0] engine$s_seg_dst_port;
    wire  [31:0] engine$s_seg_seq;
    wire  [31:0] engine$s_seg_ack;
    wire  [7:0] engine$s_seg_flags;
    wire  [15:0] engine$s_seg_window;
    wire  [15:0] engine$s_seg_len;
    wire  engine$s_seg_ts_on;
    wire  [31:0] engine$s_seg_ts_val;
    wire  [31:0] engine$s_seg_ts_ecr;
    wire  engine$s_seg_mss_on;
    wire  [15:0] engine$s_seg_mss;
    wire  engine$s_seg_ws_on;
    wire  [7:0] engine$s_seg_ws;
    wire  engine$s_seg_sackp;
    wire  [2:0] engine$s_seg_nblocks;
    wire  [31:0] engine$s_seg_l0;
    wire  [31:0] engine$s_seg_r0;
    wire  [31:0] engine$s_seg_l1;
    wire  [31:0] engine$s_seg_r1;
    wire  [31:0] engine$s_seg_l2;
    wire  [31:0] engine$s_seg_r2;
    wire  [31:0] engine$s_seg_l3;
    wire  [31:0] engine$s_seg_r3;
    wire  engine$s_seg_listen;
    wire  engine$m_gate_valid;
    wire  engine$m_gate_ready;
    wire  engine$m_gate_deliver;
    wire  [9:0] engine$m_gate_conn;
    wire  [31:0] engine$m_gate_seq;
    wire  [15:0] engine$m_gate_skip;
    wire  [15:0] engine$m_gate_take;
    wire  [15:0] engine$m_gate_len;
    wire  engine$m_gate_keep;
    wire  engine$m_gate_replay;
    wire  [31:0] engine$m_gate_r_seq;
    wire  [31:0] engine$m_gate_r_len;
    wire  engine$m_timer_valid;
    wire  engine$m_timer_ready;
    wire  [1:0] engine$m_timer_op;
    wire  [9:0] engine$m_timer_conn;
    wire  [1:0] engine$m_timer_timer;
    wire  [15:0] engine$m_timer_ticks;
    wire  engine$m_ready_valid;
    wire  engine$m_ready_ready;
    wire  [9:0] engine$m_ready_conn;
    wire  engine$m_ctl_valid;
    wire  engine$m_ctl_ready;
    wire  [47:0] engine$m_ctl_dst_mac;
    wire  [31:0] engine$m_ctl_dst_ip;
    wire  [15:0] engine$m_ctl_src_port;
    wire  [15:0] engine$m_ctl_dst_port;
    wire  [31:0] engine$m_ctl_seq;
    wire  [31:0] engine$m_ctl_ack;
    wire  [7:0] engine$m_ctl_flags;
    wire  [15:0] engine$m_ctl_window;
    wire  engine$m_ctl_mss_on;
    wire  [15:0] engine$m_ctl_mss;
    wire  engine$m_ctl_ws_on;
    wire  [3:0] engine$m_ctl_ws;
    wire  engine$m_ctl_sackp;
    wire  engine$m_ctl_ts_on;
    wire  [31:0] engine$m_ctl_ts_val;
    wire  [31:0] engine$m_ctl_ts_ecr;
    wire  [2:0] engine$m_ctl_nblocks;
    wire  [31:0] engine$m_ctl_l0;
    wire  [31:0] engine$m_ctl_r0;
    wire  [31:0] engine$m_ctl_l1;
    wire  [31:0] engine$m_ctl_r1;
    wire  [31:0] engine$m_ctl_l2;
    wire  [31:0] engine$m_ctl_r2;
    wire  [31:0] engine$m_ctl_l3;
    wire  [31:0] engine$m_ctl_r3;
    wire  engine$m_ctl_payload;
    wire  engine$m_free_valid;
    wire  engine$m_free_ready;
    wire  [9:0] engine$m_free_conn;
    wire  engine$s_pick_valid;
    wire  engine$s_pick_ready;
    wire  [9:0] engine$s_pick_conn;
    wire  engine$s_exp_valid;
    wire  engine$s_exp_ready;
    wire  [9:0] engine$s_exp_conn;
    wire  [3:0] engine$s_exp_mask;
    wire  [19:0] engine$s_exp_tick;
    wire  engine$s_cmd_valid;
    wire  engine$s_cmd_ready;
    wire  [9:0] engine$s_cmd_conn;
    wire  [1:0] engine$s_cmd_cmd;
    wire  [31:0] engine$s_cmd_n;
    wire  engine$s_open_valid;
    wire  engine$s_open_ready;
    wire  [9:0] engine$s_open_conn;
    wire  [47:0] engine$s_open_remote_mac;
    wire  [31:0] engine$s_open_remote_ip;
    wire  [15:0] engine$s_open_remote_port;
    wire  [15:0] engine$s_open_local_port;
    wire  engine$m_ins_valid;
    wire  engine$m_ins_ready;
    wire  [31:0] engine$m_ins_remote_ip;
    wire  [15:0] engine$m_ins_remote_port;
    wire  [15:0] engine$m_ins_local_port;
    wire  engine$s_ins_valid;
    wire  engine$s_ins_ready;
    wire  engine$s_ins_ok;
    wire  [9:0] engine$s_ins_conn;
    wire  engine$m_find_valid;
    wire  engine$m_find_ready;
    wire  [9:0] engine$m_find_conn;
    wire  [31:0] engine$m_find_start;
    wire  [15:0] engine$m_find_limit;
    wire  engine$s_found_valid;
    wire  engine$s_found_ready;
    wire  [9:0] engine$s_found_conn;
    wire  engine$s_found_found;
    wire  [15:0] engine$s_found_found_off;
    wire  engine$m_seg_valid;
    wire  engine$m_seg_ready;
    wire  [47:0] engine$m_seg_dst_mac;
    wire  [31:0] engine$m_seg_dst_ip;
    wire  [15:0] engine$m_seg_src_port;
    wire  [15:0] engine$m_seg_dst_port;
    wire  [31:0] engine$m_seg_seq;
    wire  [31:0] engine$m_seg_ack;
    wire  [7:0] engine$m_seg_flags;
    wire  [15:0] engine$m_seg_window;
    wire  engine$m_seg_mss_on;
    wire  [15:0] engine$m_seg_mss;
    wire  engine$m_seg_ws_on;
    wire  [3:0] engine$m_seg_ws;
    wire  engine$m_seg_sackp;
    wire  engine$m_seg_ts_on;
    wire  [31:0] engine$m_seg_ts_val;
    wire  [31:0] engine$m_seg_ts_ecr;
    wire  [2:0] engine$m_seg_nblocks;
    wire  [31:0] engine$m_seg_l0;
    wire  [31:0] engine$m_seg_r0;
    wire  [31:0] engine$m_seg_l1;
    wire  [31:0] engine$m_seg_r1;
    wire  [31:0] engine$m_seg_l2;
    wire  [31:0] engine$m_seg_r2;
    wire  [31:0] engine$m_seg_l3;
    wire  [31:0] engine$m_seg_r3;
    wire  engine$m_seg_payload;
    wire  engine$m_rd_valid;
    wire  engine$m_rd_ready;
    wire  [9:0] engine$m_rd_conn;
    wire  [31:0] engine$m_rd_seq;
    wire  [15:0] engine$m_rd_len;
    wire  engine$s_tcb_wr_valid;
    wire  engine$s_tcb_wr_ready;
    wire  [9:0] engine$s_tcb_wr_conn;
    wire  [63:0] engine$s_tcb_wr_data;
    wire  engine$s_tcb_wr_last;
    wire  [31:0] engine$now;
    wire  [31:0] engine$cfg_rto_min;
    wire  [31:0] engine$cfg_rto_max;
    wire  [15:0] engine$cfg_dack;
    wire  [15:0] engine$cfg_time_wait;
    wire  [31:0] engine$cfg_rcv_buf;
    wire  [15:0] engine$cfg_mss;
    wire  [3:0] engine$cfg_rcv_shift;
    wire  engine$cfg_sack;
    wire  [7:0] engine$cfg_retries;
    wire  [7:0] engine$cfg_syn_retries;
    wire  [31:0] engine$cfg_rto_initial;
    wire  [3:0] engine$cfg_chal_limit;
    wire  [31:0] engine$cfg_chal_window;
    wire  [10:0] engine$cfg_half_open_max;
    wire  engine$cfg_syn_cookies;
    wire  engine$cfg_ooo;
    wire  [63:0] engine$cfg_cookie_key_hi;
    wire  [63:0] engine$cfg_cookie_key_lo;
    wire  [31:0] engine$cfg_isn_key_hi;
    wire  [63:0] engine$cfg_isn_key_lo;
    wire  [31:0] engine$cnt_segments;
    wire  [31:0] engine$cnt_paws;
    wire  [31:0] engine$cnt_out_of_window;
    wire  [31:0] engine$cnt_rst_out_of_window;
    wire  [31:0] engine$cnt_syn_in_window;
    wire  [31:0] engine$cnt_no_ack;
    wire  [31:0] engine$cnt_bad_ack;
    wire  [31:0] engine$cnt_ack_of_unsent;
    wire  [31:0] engine$cnt_ack_too_old;
    wire  [31:0] engine$cnt_duplicate;
    wire  [31:0] engine$cnt_challenge;
    wire  [31:0] engine$cnt_challenge_limited;
    wire  [31:0] engine$cnt_out_of_order;
    wire  [31:0] engine$cnt_dup_acks;
    wire  [31:0] engine$cnt_fast_rexmt;
    wire  [31:0] engine$cnt_bytes_delivered;
    wire  [31:0] engine$cnt_bytes_acked;
    wire  [31:0] engine$cnt_rst_no_ack;
    wire  [31:0] engine$cnt_no_syn;
    wire  [31:0] engine$cnt_turns;
    wire  [31:0] engine$cnt_segments_out;
    wire  [31:0] engine$cnt_data_segments_out;
    wire  [31:0] engine$cnt_retransmitted_segments;
    wire  [31:0] engine$cnt_retransmitted_bytes;
    wire  [31:0] engine$cnt_stale;
    wire  [31:0] engine$cnt_expiries;
    wire  [31:0] engine$cnt_rto_expiries;
    wire  [31:0] engine$cnt_zero_window_probes;
    wire  [31:0] engine$cnt_rst_out;
    wire  [31:0] engine$cnt_listen_rst;
    wire  [31:0] engine$cnt_listen_ack;
    wire  [31:0] engine$cnt_listen_no_syn;
    wire  [31:0] engine$cnt_table_full;
    wire  [31:0] engine$cnt_half_open_full;
    wire  [31:0] engine$cnt_syn_cookies_sent;
    wire  [31:0] engine$cnt_syn_cookies_ok;
    wire  [31:0] engine$cnt_ooo_kept;
    wire  [31:0] engine$cnt_ooo_replayed_bytes;
    wire  [31:0] engine$cnt_sack_acks_out;
    wire  [31:0] engine$cnt_reasm_duplicate;
    wire  [31:0] engine$cnt_reasm_full;
    wire  [31:0] engine$cnt_reasm_beyond;
    wire  [31:0] engine$cnt_sack_retransmits;
    wire  gate$reset;
    wire  gate$s_cmd_valid;
    wire  gate$s_cmd_ready;
    wire  gate$s_cmd_deliver;
    wire  [9:0] gate$s_cmd_conn;
    wire  [31:0] gate$s_cmd_seq;
    wire  [15:0] gate$s_cmd_skip;
    wire  [15:0] gate$s_cmd_take;
    wire  [15:0] gate$s_cmd_len;
    wire  gate$s_cmd_keep;
    wire  gate$s_cmd_replay;
    wire  [31:0] gate$s_cmd_r_seq;
    wire  [31:0] gate$s_cmd_r_len;
    wire  [63:0] gate$s_data;
    wire  [7:0] gate$s_keep;
    wire  gate$s_last;
    wire  gate$s_valid;
    wire  gate$s_ready;
    wire  [63:0] gate$m_data;
    wire  [7:0] gate$m_keep;
    wire  gate$m_last;
    wire  [9:0] gate$m_conn;
    wire  [31:0] gate$m_seq;
    wire  gate$m_valid;
    wire  gate$m_ready;
    wire  [63:0] gate$m_area_data;
    wire  [7:0] gate$m_area_keep;
    wire  gate$m_area_last;
    wire  gate$m_area_valid;
    wire  gate$m_area_ready;
    wire  gate$m_acmd_valid;
    wire  gate$m_acmd_ready;
    wire  [9:0] gate$m_acmd_conn;
    wire  [31:0] gate$m_acmd_seq;
    wire  [15:0] gate$m_acmd_len;
    wire  gate$area_idle;
    wire  gate$m_rp_valid;
    wire  gate$m_rp_ready;
    wire  [9:0] gate$m_rp_conn;
    wire  [31:0] gate$m_rp_seq;
    wire  [15:0] gate$m_rp_len;
    wire  [63:0] gate$s_rp_data;
    wire  [7:0] gate$s_rp_keep;
    wire  gate$s_rp_last;
    wire  gate$s_rp_valid;
    wire  gate$s_rp_ready;
    wire  [31:0] gate$cnt_bytes;
    wire  [31:0] gate$cnt_segments;
    wire  area_wr$reset;
    wire  area_wr$s_cmd_valid;
    wire  area_wr$s_cmd_ready;
    wire  [9:0] area_wr$s_cmd_conn;
    wire  [31:0] area_wr$s_cmd_seq;
    wire  [15:0] area_wr$s_cmd_len;
    wire  [63:0] area_wr$s_data;
    wire  [7:0] area_wr$s_keep;
    wire  area_wr$s_last;
    wire  area_wr$s_valid;
    wire  area_wr$s_ready;
    wire  [63:0] area_wr$cfg_area_base;
    wire  [4:0] area_wr$cfg_area_shift;
    wire  area_wr$idle;
    wire  [31:0] area_wr$cnt_cmds;
    wire  [31:0] area_wr$cnt_writes;
    wire  [31:0] area_wr$cnt_bytes;
    wire  area_rd$reset;
    wire  area_rd$s_rd_valid;
    wire  area_rd$s_rd_ready;
    wire  [9:0] area_rd$s_rd_conn;
    wire  [31:0] area_rd$s_rd_seq;
    wire  [15:0] area_rd$s_rd_len;
    wire  area_rd$s_dma_data_valid;
    wire  area_rd$s_dma_data_ready;
    wire  [63:0] area_rd$s_dma_data;
    wire  [63:0] area_rd$m_pay_data;
    wire  [7:0] area_rd$m_pay_keep;
    wire  area_rd$m_pay_last;
    wire  area_rd$m_pay_valid;
    wire  area_rd$m_pay_ready;
    wire  [63:0] area_rd$cfg_ring_base;
    wire  [4:0] area_rd$cfg_ring_shift;
    wire  [31:0] area_rd$cnt_reads;
    wire  [31:0] area_rd$cnt_words;
    wire  timers$reset;
    wire  timers$tick;
    wire  timers$s_set_valid;
    wire  timers$s_set_ready;
    wire  [1:0] timers$s_set_op;
    wire  [9:0] timers$s_set_conn;
    wire  [1:0] timers$s_set_timer;
    wire  [15:0] timers$s_set_ticks;
    wire  timers$m_exp_valid;
    wire  timers$m_exp_ready;
    wire  [9:0] timers$m_exp_conn;
    wire  [3:0] timers$m_exp_mask;
    wire  [19:0] timers$m_exp_tick;
    wire  [19:0] timers$now;
    wire  [31:0] timers$cnt_expired;
    wire  [31:0] timers$cnt_overrun;
    wire  ready$reset;
    wire  ready$push;
    wire  [9:0] ready$din;
    wire  ready$full;
    wire  ready$pop;
    wire  [9:0] ready$dout;
    wire  ready$valid;
    wire  tq$reset;
    wire  tq$push;
    reg  [29:0] tq$din;
    wire  tq$full;
    wire  tq$pop;
    wire  [29:0] tq$dout;
    wire  tq$valid;
    wire  find$reset;
    wire  find$s_q_valid;
    wire  find$s_q_ready;
    wire  [9:0] find$s_q_conn;
    wire  [31:0] find$s_q_start;
    wire  [15:0] find$s_q_limit;
    wire  find$m_a_valid;
    wire  find$m_a_ready;
    wire  [9:0] find$m_a_conn;
    wire  find$m_a_found;
    wire  [15:0] find$m_a_found_off;
    wire  find$s_dma_data_valid;
    wire  find$s_dma_data_ready;
    wire  [63:0] find$s_dma_data;
    wire  [63:0] find$cfg_bitmap_base;
    wire  [4:0] find$cfg_ring_shift;
    wire  [31:0] find$cnt_queries;
    wire  [31:0] find$cnt_words;
    wire  read$reset;
    wire  read$s_rd_valid;
    wire  read$s_rd_ready;
    wire  [9:0] read$s_rd_conn;
    wire  [31:0] read$s_rd_seq;
    wire  [15:0] read$s_rd_len;
    wire  read$s_dma_data_valid;
    wire  read$s_dma_data_ready;
    wire  [63:0] read$s_dma_data;
    wire  [63:0] read$m_pay_data;
    wire  [7:0] read$m_pay_keep;
    wire  read$m_pay_last;
    wire  read$m_pay_valid;
    wire  read$m_pay_ready;
    wire  [63:0] read$cfg_ring_base;
    wire  [4:0] read$cfg_ring_shift;
    wire  [31:0] read$cnt_reads;
    wire  [31:0] read$cnt_words;
    wire  frame$reset;
    wire  [47:0] frame$cfg_mac;
    wire  [31:0] frame$cfg_ip;
    wire  frame$s_seg_valid;
    wire  frame$s_seg_ready;
    reg  [47:0] frame$s_seg_dst_mac;
    reg  [31:0] frame$s_seg_dst_ip;
    reg  [15:0] frame$s_seg_src_port;
    reg  [15:0] frame$s_seg_dst_port;
    reg  [31:0] frame$s_seg_seq;
    reg  [31:0] frame$s_seg_ack;
    reg  [7:0] frame$s_seg_flags;
    reg  [15:0] frame$s_seg_window;
    reg  frame$s_seg_mss_on;
    reg  [15:0] frame$s_seg_mss;
    reg  frame$s_seg_ws_on;
    reg  [3:0] frame$s_seg_ws;
    reg  frame$s_seg_sackp;
    reg  frame$s_seg_ts_on;
    reg  [31:0] frame$s_seg_ts_val;
    reg  [31:0] frame$s_seg_ts_ecr;
    reg  [2:0] frame$s_seg_nblocks;
    reg  [31:0] frame$s_seg_l0;
    reg  [31:0] frame$s_seg_r0;
    reg  [31:0] frame$s_seg_l1;
    reg  [31:0] frame$s_seg_r1;
    reg  [31:0] frame$s_seg_l2;
    reg  [31:0] frame$s_seg_r2;
    reg  [31:0] frame$s_seg_l3;
    reg  [31:0] frame$s_seg_r3;
    reg  frame$s_seg_payload;
    wire  [63:0] frame$s_pay_data;
    wire  [7:0] frame$s_pay_keep;
    wire  frame$s_pay_last;
    wire  frame$s_pay_valid;
    wire  frame$s_pay_ready;
    wire  [63:0] frame$m_data;
    wire  [7:0] frame$m_keep;
    wire  frame$m_last;
    wire  frame$m_valid;
    wire  frame$m_ready;
    wire  [31:0] frame$cnt_frames;
    wire  mux$reset;
    wire  [63:0] mux$a_data;
    wire  [7:0] mux$a_keep;
    wire  mux$a_last;
    wire  mux$a_valid;
    wire  mux$a_ready;
    wire  [63:0] mux$b_data;
    wire  [7:0] mux$b_keep;
    wire  mux$b_last;
    wire  mux$b_valid;
    wire  mux$b_ready;
    wire  [63:0] mux$m_data;
    wire  [7:0] mux$m_keep;
    wire  mux$m_last;
    wire  mux$m_valid;
    wire  mux$m_ready;
    wire  [31:0] mux$cnt_raw;
    wire  hcmd$reset;
    wire  [15:0] hcmd$cfg_own_lo;
    wire  [15:0] hcmd$cfg_own_hi;
    wire  hcmd$l_add;
    wire  hcmd$l_full;
    wire  [15:0] hcmd$l_port;
    wire  hcmd$l_hit;
    wire  hcmd$m_tab_valid;
    wire  hcmd$m_tab_ready;
    wire  [1:0] hcmd$m_tab_op;
    wire  [31:0] hcmd$m_tab_remote_ip;
    wire  [15:0] hcmd$m_tab_remote_port;
    wire  [15:0] hcmd$m_tab_local_port;
    wire  [9:0] hcmd$m_tab_slot;
    wire  hcmd$s_tab_valid;
    wire  hcmd$s_tab_ready;
    wire  [1:0] hcmd$s_tab_status;
    wire  [9:0] hcmd$s_tab_slot;
    wire  hcmd$m_cmd_valid;
    wire  hcmd$m_cmd_ready;
    wire  [9:0] hcmd$m_cmd_conn;
    wire  [1:0] hcmd$m_cmd_cmd;
    wire  [31:0] hcmd$m_cmd_n;
    wire  hcmd$m_open_valid;
    wire  hcmd$m_open_ready;
    wire  [9:0] hcmd$m_open_conn;
    wire  [47:0] hcmd$m_open_remote_mac;
    wire  [31:0] hcmd$m_open_remote_ip;
    wire  [15:0] hcmd$m_open_remote_port;
    wire  [15:0] hcmd$m_open_local_port;
    reg  [31:0] ticks$d;
    reg  [31:0] ticks$q;

    // Local signals
    wire  [29:0] tq_head;

    // Sub module instances
    toe$check check(
        .clock(clock),
        .reset(check$reset),
        .s_data(check$s_data),
        .s_keep(check$s_keep),
        .s_last(check$s_last),
        .s_valid(check$s_valid),
        .s_ready(check$s_ready),
        .m_data(check$m_data),
        .m_keep(check$m_keep),
        .m_last(check$m_last),
        .m_verdict(check$m_verdict),
        .m_valid(check$m_valid),
        .m_ready(check$m_ready),
        .cnt_segment(check$cnt_segment),
        .cnt_slow_path(check$cnt_slow_path),
        .cnt_bad_ip(check$cnt_bad_ip),
        .cnt_ip_policy(check$cnt_ip_policy),
        .cnt_bad_tcp(check$cnt_bad_tcp),
        .cnt_truncated(check$cnt_truncated)
    );
    toe$steer steer(
        .clock(clock),
        .reset(steer$reset),
        .s_data(steer$s_data),
        .s_keep(steer$s_keep),
        .s_last(steer$s_last),
        .s_verdict(steer$s_verdict),
        .s_valid(steer$s_valid),
        .s_ready(steer$s_ready),
        .m_data(steer$m_data),
        .m_keep(steer$m_keep),
        .m_last(steer$m_last),
        .m_verdict(steer$m_verdict),
        .m_valid(steer$m_valid),
        .m_ready(steer$m_ready),
        .cfg_ip(steer$cfg_ip),
        .cfg_own_lo(steer$cfg_own_lo),
        .cfg_own_hi(steer$cfg_own_hi),
        .l_port(steer$l_port),
        .l_hit(steer$l_hit),
        .cnt_steered(steer$cnt_steered)
    );
    toe$slow slow(
        .clock(clock),
        .reset(slow$reset),
        .s_data(slow$s_data),
        .s_keep(slow$s_keep),
        .s_last(slow$s_last),
        .s_verdict(slow$s_verdict),
        .s_valid(slow$s_valid),
        .m_data(slow$m_data),
        .m_keep(slow$m_keep),
        .m_last(slow$m_last),
        .m_valid(slow$m_valid),
        .m_ready(slow$m_ready),
        .cnt_frames(slow$cnt_frames),
        .cnt_dropped(slow$cnt_dropped)
    );
    toe$parse parse(
        .clock(clock),
        .reset(parse$reset),
        .s_data(parse$s_data),
        .s_keep(parse$s_keep),
        .s_last(parse$s_last),
        .s_verdict(parse$s_verdict),
        .s_valid(parse$s_valid),
        .s_ready(parse$s_ready),
        .m_seg_valid(parse$m_seg_valid),
        .m_seg_ready(parse$m_seg_ready),
        .m_seg_src_mac(parse$m_seg_src_mac),
        .m_seg_src_ip(parse$m_seg_src_ip),
        .m_seg_dst_ip(parse$m_seg_dst_ip),
        .m_seg_src_port(parse$m_seg_src_port),
        .m_seg_dst_port(parse$m_seg_dst_port),
        .m_seg_seq(parse$m_seg_seq),
        .m_seg_ack(parse$m_seg_ack),
        .m_seg_flags(parse$m_seg_flags),
        .m_seg_window(parse$m_seg_window),
        .m_seg_len(parse$m_seg_len),
        .m_seg_mss_on(parse$m_seg_mss_on),
        .m_seg_mss(parse$m_seg_mss),
        .m_seg_ws_on(parse$m_seg_ws_on),
        .m_seg_ws(parse$m_seg_ws),
        .m_seg_sackp(parse$m_seg_sackp),
        .m_seg_ts_on(parse$m_seg_ts_on),
        .m_seg_ts_val(parse$m_seg_ts_val),
        .m_seg_ts_ecr(parse$m_seg_ts_ecr),
        .m_seg_nblocks(parse$m_seg_nblocks),
        .m_seg_l0(parse$m_seg_l0),
        .m_seg_r0(parse$m_seg_r0),
        .m_seg_l1(parse$m_seg_l1),
        .m_seg_r1(parse$m_seg_r1),
        .m_seg_l2(parse$m_seg_l2),
        .m_seg_r2(parse$m_seg_r2),
        .m_seg_l3(parse$m_seg_l3),
        .m_seg_r3(parse$m_seg_r3),
        .m_pay_data(parse$m_pay_data),
        .m_pay_keep(parse$m_pay_keep),
        .m_pay_last(parse$m_pay_last),
        .m_pay_valid(parse$m_pay_valid),
        .m_pay_ready(parse$m_pay_ready),
        .cnt_segments(parse$cnt_segments),
        .cnt_bad_option(parse$cnt_bad_option)
    );
    toe$disp disp(
        .clock(clock),
        .reset(disp$reset),
        .s_seg_valid(disp$s_seg_valid),
        .s_seg_ready(disp$s_seg_ready),
        .s_seg_src_mac(disp$s_seg_src_mac),
        .s_seg_src_ip(disp$s_seg_src_ip),
        .s_seg_dst_ip(disp$s_seg_dst_ip),
        .s_seg_src_port(disp$s_seg_src_port),
        .s_seg_dst_port(disp$s_seg_dst_port),
        .s_seg_seq(disp$s_seg_seq),
        .s_seg_ack(disp$s_seg_ack),
        .s_seg_flags(disp$s_seg_flags),
        .s_seg_window(disp$s_seg_window),
        .s_seg_len(disp$s_seg_len),
        .s_seg_mss_on(disp$s_seg_mss_on),
        .s_seg_mss(disp$s_seg_mss),
        .s_seg_ws_on(disp$s_seg_ws_on),
        .s_seg_ws(disp$s_seg_ws),
        .s_seg_sackp(disp$s_seg_sackp),
        .s_seg_ts_on(disp$s_seg_ts_on),
        .s_seg_ts_val(disp$s_seg_ts_val),
        .s_seg_ts_ecr(disp$s_seg_ts_ecr),
        .s_seg_nblocks(disp$s_seg_nblocks),
        .s_seg_l0(disp$s_seg_l0),
        .s_seg_r0(disp$s_seg_r0),
        .s_seg_l1(disp$s_seg_l1),
        .s_seg_r1(disp$s_seg_r1),
        .s_seg_l2(disp$s_seg_l2),
        .s_seg_r2(disp$s_seg_r2),
        .s_seg_l3(disp$s_seg_l3),
        .s_seg_r3(disp$s_seg_r3),
        .m_look_valid(disp$m_look_valid),
        .m_look_ready(disp$m_look_ready),
        .m_look_op(disp$m_look_op),
        .m_look_remote_ip(disp$m_look_remote_ip),
        .m_look_remote_port(disp$m_look_remote_port),
        .m_look_local_port(disp$m_look_local_port),
        .m_look_slot(disp$m_look_slot),
        .s_look_valid(disp$s_look_valid),
        .s_look_ready(disp$s_look_ready),
        .s_look_status(disp$s_look_status),
        .s_look_slot(disp$s_look_slot),
        .l_port(disp$l_port),
        .l_hit(disp$l_hit),
        .m_eng_valid(disp$m_eng_valid),
        .m_eng_ready(disp$m_eng_ready),
        .m_eng_conn(disp$m_eng_conn),
        .m_eng_src_mac(disp$m_eng_src_mac),
        .m_eng_src_ip(disp$m_eng_src_ip),
        .m_eng_src_port(disp$m_eng_src_port),
        .m_eng_dst_port(disp$m_eng_dst_port),
        .m_eng_seq(disp$m_eng_seq),
        .m_eng_ack(disp$m_eng_ack),
        .m_eng_flags(disp$m_eng_flags),
        .m_eng_window(disp$m_eng_window),
        .m_eng_len(disp$m_eng_len),
        .m_eng_ts_on(disp$m_eng_ts_on),
        .m_eng_ts_val(disp$m_eng_ts_val),
        .m_eng_ts_ecr(disp$m_eng_ts_ecr),
        .m_eng_mss_on(disp$m_eng_mss_on),
        .m_eng_mss(disp$m_eng_mss),
        .m_eng_ws_on(disp$m_eng_ws_on),
        .m_eng_ws(disp$m_eng_ws),
        .m_eng_sackp(disp$m_eng_sackp),
        .m_eng_nblocks(disp$m_eng_nblocks),
        .m_eng_l0(disp$m_eng_l0),
        .m_eng_r0(disp$m_eng_r0),
        .m_eng_l1(disp$m_eng_l1),
        .m_eng_r1(disp$m_eng_r1),
        .m_eng_l2(disp$m_eng_l2),
        .m_eng_r2(disp$m_eng_r2),
        .m_eng_l3(disp$m_eng_l3),
        .m_eng_r3(disp$m_eng_r3),
        .m_eng_listen(disp$m_eng_listen),
        .m_rst_valid(disp$m_rst_valid),
        .m_rst_ready(disp$m_rst_ready),
        .m_rst_dst_mac(disp$m_rst_dst_mac),
        .m_rst_dst_ip(disp$m_rst_dst_ip),
        .m_rst_src_port(disp$m_rst_src_port),
        .m_rst_dst_port(disp$m_rst_dst_port),
        .m_rst_seq(disp$m_rst_seq),
        .m_rst_ack(disp$m_rst_ack),
        .m_rst_flags(disp$m_rst_flags),
        .m_rst_window(disp$m_rst_window),
        .m_rst_mss_on(disp$m_rst_mss_on),
        .m_rst_mss(disp$m_rst_mss),
        .m_rst_ws_on(disp$m_rst_ws_on),
        .m_rst_ws(disp$m_rst_ws),
        .m_rst_sackp(disp$m_rst_sackp),
        .m_rst_ts_on(disp$m_rst_ts_on),
        .m_rst_ts_val(disp$m_rst_ts_val),
        .m_rst_ts_ecr(disp$m_rst_ts_ecr),
        .m_rst_nblocks(disp$m_rst_nblocks),
        .m_rst_l0(disp$m_rst_l0),
        .m_rst_r0(disp$m_rst_r0),
        .m_rst_l1(disp$m_rst_l1),
        .m_rst_r1(disp$m_rst_r1),
        .m_rst_l2(disp$m_rst_l2),
        .m_rst_r2(disp$m_rst_r2),
        .m_rst_l3(disp$m_rst_l3),
        .m_rst_r3(disp$m_rst_r3),
        .m_rst_payload(disp$m_rst_payload),
        .s_gate_valid(disp$s_gate_valid),
        .s_gate_ready(disp$s_gate_ready),
        .s_gate_deliver(disp$s_gate_deliver),
        .s_gate_conn(disp$s_gate_conn),
        .s_gate_seq(disp$s_gate_seq),
        .s_gate_skip(disp$s_gate_skip),
        .s_gate_take(disp$s_gate_take),
        .s_gate_len(disp$s_gate_len),
        .s_gate_keep(disp$s_gate_keep),
        .s_gate_replay(disp$s_gate_replay),
        .s_gate_r_seq(disp$s_gate_r_seq),
        .s_gate_r_len(disp$s_gate_r_len),
        .m_gate_valid(disp$m_gate_valid),
        .m_gate_ready(disp$m_gate_ready),
        .m_gate_deliver(disp$m_gate_deliver),
        .m_gate_conn(disp$m_gate_conn),
        .m_gate_seq(disp$m_gate_seq),
        .m_gate_skip(disp$m_gate_skip),
        .m_gate_take(disp$m_gate_take),
        .m_gate_len(disp$m_gate_len),
        .m_gate_keep(disp$m_gate_keep),
        .m_gate_replay(disp$m_gate_replay),
        .m_gate_r_seq(disp$m_gate_r_seq),
        .m_gate_r_len(disp$m_gate_r_len),
        .cnt_no_conn(disp$cnt_no_conn)
    );
    toe$listen listen(
        .clock(clock),
        .reset(listen$reset),
        .add(listen$add),
        .add_port(listen$add_port),
        .full(listen$full),
        .a_port(listen$a_port),
        .a_hit(listen$a_hit),
        .b_port(listen$b_port),
        .b_hit(listen$b_hit),
        .c_port(listen$c_port),
        .c_hit(listen$c_hit),
        .cnt_ports(listen$cnt_ports)
    );
    toe$arb arb(
        .clock(clock),
        .reset(arb$reset),
        .s_free_valid(arb$s_free_valid),
        .s_free_ready(arb$s_free_ready),
        .s_free_conn(arb$s_free_conn),
        .s_ins_valid(arb$s_ins_valid),
        .s_ins_ready(arb$s_ins_ready),
        .s_ins_remote_ip(arb$s_ins_remote_ip),
        .s_ins_remote_port(arb$s_ins_remote_port),
        .s_ins_local_port(arb$s_ins_local_port),
        .m_ins_valid(arb$m_ins_valid),
        .m_ins_ready(arb$m_ins_ready),
        .m_ins_ok(arb$m_ins_ok),
        .m_ins_conn(arb$m_ins_conn),
        .s_host_valid(arb$s_host_valid),
        .s_host_ready(arb$s_host_ready),
        .s_host_op(arb$s_host_op),
        .s_host_remote_ip(arb$s_host_remote_ip),
        .s_host_remote_port(arb$s_host_remote_port),
        .s_host_local_port(arb$s_host_local_port),
        .s_host_slot(arb$s_host_slot),
        .m_host_valid(arb$m_host_valid),
        .m_host_ready(arb$m_host_ready),
        .m_host_status(arb$m_host_status),
        .m_host_slot(arb$m_host_slot),
        .s_disp_valid(arb$s_disp_valid),
        .s_disp_ready(arb$s_disp_ready),
        .s_disp_op(arb$s_disp_op),
        .s_disp_remote_ip(arb$s_disp_remote_ip),
        .s_disp_remote_port(arb$s_disp_remote_port),
        .s_disp_local_port(arb$s_disp_local_port),
        .s_disp_slot(arb$s_disp_slot),
        .m_disp_valid(arb$m_disp_valid),
        .m_disp_ready(arb$m_disp_ready),
        .m_disp_status(arb$m_disp_status),
        .m_disp_slot(arb$m_disp_slot),
        .m_cmd_valid(arb$m_cmd_valid),
        .m_cmd_ready(arb$m_cmd_ready),
        .m_cmd_op(arb$m_cmd_op),
        .m_cmd_remote_ip(arb$m_cmd_remote_ip),
        .m_cmd_remote_port(arb$m_cmd_remote_port),
        .m_cmd_local_port(arb$m_cmd_local_port),
        .m_cmd_slot(arb$m_cmd_slot),
        .s_rsp_valid(arb$s_rsp_valid),
        .s_rsp_ready(arb$s_rsp_ready),
        .s_rsp_status(arb$s_rsp_status),
        .s_rsp_slot(arb$s_rsp_slot)
    );
    toe$conns conns(
        .clock(clock),
        .reset(conns$reset),
        .cfg_key_hi(conns$cfg_key_hi),
        .cfg_key_lo(conns$cfg_key_lo),
        .s_cmd_valid(conns$s_cmd_valid),
        .s_cmd_ready(conns$s_cmd_ready),
        .s_cmd_op(conns$s_cmd_op),
        .s_cmd_remote_ip(conns$s_cmd_remote_ip),
        .s_cmd_remote_port(conns$s_cmd_remote_port),
        .s_cmd_local_port(conns$s_cmd_local_port),
        .s_cmd_slot(conns$s_cmd_slot),
        .m_rsp_valid(conns$m_rsp_valid),
        .m_rsp_ready(conns$m_rsp_ready),
        .m_rsp_status(conns$m_rsp_status),
        .m_rsp_slot(conns$m_rsp_slot),
        .cnt_entries(conns$cnt_entries),
        .cnt_full(conns$cnt_full)
    );
    toe$engine engine(
        .clock(clock),
        .reset(engine$reset),
        .s_seg_valid(engine$s_seg_valid),
        .s_seg_ready(engine$s_seg_ready),
        .s_seg_conn(engine$s_seg_conn),
        .s_seg_src_mac(engine$s_seg_src_mac),
        .s_seg_src_ip(engine$s_seg_src_ip),
        .s_seg_src_port(engine$s_seg_src_port),
        .s_seg_dst_port(engine$s_seg_dst_port),
        .s_seg_seq(engine$s_seg_seq),
        .s_seg_ack(engine$s_seg_ack),
        .s_seg_flags(engine$s_seg_flags),
        .s_seg_window(engine$s_seg_window),
        .s_seg_len(engine$s_seg_len),
        .s_seg_ts_on(engine$s_seg_ts_on),
        .s_seg_ts_val(engine$s_seg_ts_val),
        .s_seg_ts_ecr(engine$s_seg_ts_ecr),
        .s_seg_mss_on(engine$s_seg_mss_on),
        .s_seg_mss(engine$s_seg_mss),
        .s_seg_ws_on(engine$s_seg_ws_on),
        .s_seg_ws(engine$s_seg_ws),
        .s_seg_sackp(engine$s_seg_sackp),
        .s_seg_nblocks(engine$s_seg_nblocks),
        .s_seg_l0(engine$s_seg_l0),
        .s_seg_r0(engine$s_seg_r0),
        .s_seg_l1(engine$s_seg_l1),
        .s_seg_r1(engine$s_seg_r1),
        .s_seg_l2(engine$s_seg_l2),
        .s_seg_r2(engine$s_seg_r2),
        .s_seg_l3(engine$s_seg_l3),
        .s_seg_r3(engine$s_seg_r3),
        .s_seg_listen(engine$s_seg_listen),
        .m_gate_valid(engine$m_gate_valid),
        .m_gate_ready(engine$m_gate_ready),
        .m_gate_deliver(engine$m_gate_deliver),
        .m_gate_conn(engine$m_gate_conn),
        .m_gate_seq(engine$m_gate_seq),
        .m_gate_skip(engine$m_gate_skip),
        .m_gate_take(engine$m_gate_take),
        .m_gate_len(engine$m_gate_len),
        .m_gate_keep(engine$m_gate_keep),
        .m_gate_replay(engine$m_gate_replay),
        .m_gate_r_seq(engine$m_gate_r_seq),
        .m_gate_r_len(engine$m_gate_r_len),
        .m_event_valid(m_event_valid),
        .m_event_ready(m_event_ready),
        .m_event_kind(m_event_kind),
        .m_event_conn(m_event_conn),
        .m_event_value(m_event_value),
        .m_timer_valid(engine$m_timer_valid),
        .m_timer_ready(engine$m_timer_ready),
        .m_timer_op(engine$m_timer_op),
        .m_timer_conn(engine$m_timer_conn),
        .m_timer_timer(engine$m_timer_timer),
        .m_timer_ticks(engine$m_timer_ticks),
        .m_ready_valid(engine$m_ready_valid),
        .m_ready_ready(engine$m_ready_ready),
        .m_ready_conn(engine$m_ready_conn),
        .m_ctl_valid(engine$m_ctl_valid),
        .m_ctl_ready(engine$m_ctl_ready),
        .m_ctl_dst_mac(engine$m_ctl_dst_mac),
        .m_ctl_dst_ip(engine$m_ctl_dst_ip),
        .m_ctl_src_port(engine$m_ctl_src_port),
        .m_ctl_dst_port(engine$m_ctl_dst_port),
        .m_ctl_seq(engine$m_ctl_seq),
        .m_ctl_ack(engine$m_ctl_ack),
        .m_ctl_flags(engine$m_ctl_flags),
        .m_ctl_window(engine$m_ctl_window),
        .m_ctl_mss_on(engine$m_ctl_mss_on),
        .m_ctl_mss(engine$m_ctl_mss),
        .m_ctl_ws_on(engine$m_ctl_ws_on),
        .m_ctl_ws(engine$m_ctl_ws),
        .m_ctl_sackp(engine$m_ctl_sackp),
        .m_ctl_ts_on(engine$m_ctl_ts_on),
        .m_ctl_ts_val(engine$m_ctl_ts_val),
        .m_ctl_ts_ecr(engine$m_ctl_ts_ecr),
        .m_ctl_nblocks(engine$m_ctl_nblocks),
        .m_ctl_l0(engine$m_ctl_l0),
        .m_ctl_r0(engine$m_ctl_r0),
        .m_ctl_l1(engine$m_ctl_l1),
        .m_ctl_r1(engine$m_ctl_r1),
        .m_ctl_l2(engine$m_ctl_l2),
        .m_ctl_r2(engine$m_ctl_r2),
        .m_ctl_l3(engine$m_ctl_l3),
        .m_ctl_r3(engine$m_ctl_r3),
        .m_ctl_payload(engine$m_ctl_payload),
        .m_free_valid(engine$m_free_valid),
        .m_free_ready(engine$m_free_ready),
        .m_free_conn(engine$m_free_conn),
        .s_pick_valid(engine$s_pick_valid),
        .s_pick_ready(engine$s_pick_ready),
        .s_pick_conn(engine$s_pick_conn),
        .s_exp_valid(engine$s_exp_valid),
        .s_exp_ready(engine$s_exp_ready),
        .s_exp_conn(engine$s_exp_conn),
        .s_exp_mask(engine$s_exp_mask),
        .s_exp_tick(engine$s_exp_tick),
        .s_cmd_valid(engine$s_cmd_valid),
        .s_cmd_ready(engine$s_cmd_ready),
        .s_cmd_conn(engine$s_cmd_conn),
        .s_cmd_cmd(engine$s_cmd_cmd),
        .s_cmd_n(engine$s_cmd_n),
        .s_open_valid(engine$s_open_valid),
        .s_open_ready(engine$s_open_ready),
        .s_open_conn(engine$s_open_conn),
        .s_open_remote_mac(engine$s_open_remote_mac),
        .s_open_remote_ip(engine$s_open_remote_ip),
        .s_open_remote_port(engine$s_open_remote_port),
        .s_open_local_port(engine$s_open_local_port),
        .m_ins_valid(engine$m_ins_valid),
        .m_ins_ready(engine$m_ins_ready),
        .m_ins_remote_ip(engine$m_ins_remote_ip),
        .m_ins_remote_port(engine$m_ins_remote_port),
        .m_ins_local_port(engine$m_ins_local_port),
        .s_ins_valid(engine$s_ins_valid),
        .s_ins_ready(engine$s_ins_ready),
        .s_ins_ok(engine$s_ins_ok),
        .s_ins_conn(engine$s_ins_conn),
        .m_find_valid(engine$m_find_valid),
        .m_find_ready(engine$m_find_ready),
        .m_find_conn(engine$m_find_conn),
        .m_find_start(engine$m_find_start),
        .m_find_limit(engine$m_find_limit),
        .s_found_valid(engine$s_found_valid),
        .s_found_ready(engine$s_found_ready),
        .s_found_conn(engine$s_found_conn),
        .s_found_found(engine$s_found_found),
        .s_found_found_off(engine$s_found_found_off),
        .m_seg_valid(engine$m_seg_valid),
        .m_seg_ready(engine$m_seg_ready),
        .m_seg_dst_mac(engine$m_seg_dst_mac),
        .m_seg_dst_ip(engine$m_seg_dst_ip),
        .m_seg_src_port(engine$m_seg_src_port),
        .m_seg_dst_port(engine$m_seg_dst_port),
        .m_seg_seq(engine$m_seg_seq),
        .m_seg_ack(engine$m_seg_ack),
        .m_seg_flags(engine$m_seg_flags),
        .m_seg_window(engine$m_seg_window),
        .m_seg_mss_on(engine$m_seg_mss_on),
        .m_seg_mss(engine$m_seg_mss),
        .m_seg_ws_on(engine$m_seg_ws_on),
        .m_seg_ws(engine$m_seg_ws),
        .m_seg_sackp(engine$m_seg_sackp),
        .m_seg_ts_on(engine$m_seg_ts_on),
        .m_seg_ts_val(engine$m_seg_ts_val),
        .m_seg_ts_ecr(engine$m_seg_ts_ecr),
        .m_seg_nblocks(engine$m_seg_nblocks),
        .m_seg_l0(engine$m_seg_l0),
        .m_seg_r0(engine$m_seg_r0),
        .m_seg_l1(engine$m_seg_l1),
        .m_seg_r1(engine$m_seg_r1),
        .m_seg_l2(engine$m_seg_l2),
        .m_seg_r2(engine$m_seg_r2),
        .m_seg_l3(engine$m_seg_l3),
        .m_seg_r3(engine$m_seg_r3),
        .m_seg_payload(engine$m_seg_payload),
        .m_rd_valid(engine$m_rd_valid),
        .m_rd_ready(engine$m_rd_ready),
        .m_rd_conn(engine$m_rd_conn),
        .m_rd_seq(engine$m_rd_seq),
        .m_rd_len(engine$m_rd_len),
        .s_tcb_wr_valid(engine$s_tcb_wr_valid),
        .s_tcb_wr_ready(engine$s_tcb_wr_ready),
        .s_tcb_wr_conn(engine$s_tcb_wr_conn),
        .s_tcb_wr_data(engine$s_tcb_wr_data),
        .s_tcb_wr_last(engine$s_tcb_wr_last),
        .s_tcb_rd_valid(s_tcb_rd_valid),
        .s_tcb_rd_ready(s_tcb_rd_ready),
        .s_tcb_rd_conn(s_tcb_rd_conn),
        .m_tcb_rd_valid(m_tcb_rd_valid),
        .m_tcb_rd_ready(m_tcb_rd_ready),
        .m_tcb_rd_data(m_tcb_rd_data),
        .m_tcb_rd_last(m_tcb_rd_last),
        .now(engine$now),
        .cfg_rto_min(engine$cfg_rto_min),
        .cfg_rto_max(engine$cfg_rto_max),
        .cfg_dack(engine$cfg_dack),
        .cfg_time_wait(engine$cfg_time_wait),
        .cfg_rcv_buf(engine$cfg_rcv_buf),
        .cfg_mss(engine$cfg_mss),
        .cfg_rcv_shift(engine$cfg_rcv_shift),
        .cfg_sack(engine$cfg_sack),
        .cfg_retries(engine$cfg_retries),
        .cfg_syn_retries(engine$cfg_syn_retries),
        .cfg_rto_initial(engine$cfg_rto_initial),
        .cfg_chal_limit(engine$cfg_chal_limit),
        .cfg_chal_window(engine$cfg_chal_window),
        .cfg_half_open_max(engine$cfg_half_open_max),
        .cfg_syn_cookies(engine$cfg_syn_cookies),
        .cfg_ooo(engine$cfg_ooo),
        .cfg_cookie_key_hi(engine$cfg_cookie_key_hi),
        .cfg_cookie_key_lo(engine$cfg_cookie_key_lo),
        .cfg_isn_key_hi(engine$cfg_isn_key_hi),
        .cfg_isn_key_lo(engine$cfg_isn_key_lo),
        .cnt_segments(engine$cnt_segments),
        .cnt_paws(engine$cnt_paws),
        .cnt_out_of_window(engine$cnt_out_of_window),
        .cnt_rst_out_of_window(engine$cnt_rst_out_of_window),
        .cnt_syn_in_window(engine$cnt_syn_in_window),
        .cnt_no_ack(engine$cnt_no_ack),
        .cnt_bad_ack(engine$cnt_bad_ack),
        .cnt_ack_of_unsent(engine$cnt_ack_of_unsent),
        .cnt_ack_too_old(engine$cnt_ack_too_old),
        .cnt_duplicate(engine$cnt_duplicate),
        .cnt_challenge(engine$cnt_challenge),
        .cnt_challenge_limited(engine$cnt_challenge_limited),
        .cnt_out_of_order(engine$cnt_out_of_order),
        .cnt_dup_acks(engine$cnt_dup_acks),
        .cnt_fast_rexmt(engine$cnt_fast_rexmt),
        .cnt_bytes_delivered(engine$cnt_bytes_delivered),
        .cnt_bytes_acked(engine$cnt_bytes_acked),
        .cnt_rst_no_ack(engine$cnt_rst_no_ack),
        .cnt_no_syn(engine$cnt_no_syn),
        .cnt_turns(engine$cnt_turns),
        .cnt_segments_out(engine$cnt_segments_out),
        .cnt_data_segments_out(engine$cnt_data_segments_out),
        .cnt_retransmitted_segments(engine$cnt_retransmitted_segments),
        .cnt_retransmitted_bytes(engine$cnt_retransmitted_bytes),
        .cnt_stale(engine$cnt_stale),
        .cnt_expiries(engine$cnt_expiries),
        .cnt_rto_expiries(engine$cnt_rto_expiries),
        .cnt_zero_window_probes(engine$cnt_zero_window_probes),
        .cnt_rst_out(engine$cnt_rst_out),
        .cnt_listen_rst(engine$cnt_listen_rst),
        .cnt_listen_ack(engine$cnt_listen_ack),
        .cnt_listen_no_syn(engine$cnt_listen_no_syn),
        .cnt_table_full(engine$cnt_table_full),
        .cnt_half_open_full(engine$cnt_half_open_full),
        .cnt_syn_cookies_sent(engine$cnt_syn_cookies_sent),
        .cnt_syn_cookies_ok(engine$cnt_syn_cookies_ok),
        .cnt_ooo_kept(engine$cnt_ooo_kept),
        .cnt_ooo_replayed_bytes(engine$cnt_ooo_replayed_bytes),
        .cnt_sack_acks_out(engine$cnt_sack_acks_out),
        .cnt_reasm_duplicate(engine$cnt_reasm_duplicate),
        .cnt_reasm_full(engine$cnt_reasm_full),
        .cnt_reasm_beyond(engine$cnt_reasm_beyond),
        .cnt_sack_retransmits(engine$cnt_sack_retransmits)
    );
    toe$gate gate(
        .clock(clock),
        .reset(gate$reset),
        .s_cmd_valid(gate$s_cmd_valid),
        .s_cmd_ready(gate$s_cmd_ready),
        .s_cmd_deliver(gate$s_cmd_deliver),
        .s_cmd_conn(gate$s_cmd_conn),
        .s_cmd_seq(gate$s_cmd_seq),
        .s_cmd_skip(gate$s_cmd_skip),
        .s_cmd_take(gate$s_cmd_take),
        .s_cmd_len(gate$s_cmd_len),
        .s_cmd_keep(gate$s_cmd_keep),
        .s_cmd_replay(gate$s_cmd_replay),
        .s_cmd_r_seq(gate$s_cmd_r_seq),
        .s_cmd_r_len(gate$s_cmd_r_len),
        .s_data(gate$s_data),
        .s_keep(gate$s_keep),
        .s_last(gate$s_last),
        .s_valid(gate$s_valid),
        .s_ready(gate$s_ready),
        .m_data(gate$m_data),
        .m_keep(gate$m_keep),
        .m_last(gate$m_last),
        .m_conn(gate$m_conn),
        .m_seq(gate$m_seq),
        .m_valid(gate$m_valid),
        .m_ready(gate$m_ready),
        .m_area_data(gate$m_area_data),
        .m_area_keep(gate$m_area_keep),
        .m_area_last(gate$m_area_last),
        .m_area_valid(gate$m_area_valid),
        .m_area_ready(gate$m_area_ready),
        .m_acmd_valid(gate$m_acmd_valid),
        .m_acmd_ready(gate$m_acmd_ready),
        .m_acmd_conn(gate$m_acmd_conn),
        .m_acmd_seq(gate$m_acmd_seq),
        .m_acmd_len(gate$m_acmd_len),
        .area_idle(gate$area_idle),
        .m_rp_valid(gate$m_rp_valid),
        .m_rp_ready(gate$m_rp_ready),
        .m_rp_conn(gate$m_rp_conn),
        .m_rp_seq(gate$m_rp_seq),
        .m_rp_len(gate$m_rp_len),
        .s_rp_data(gate$s_rp_data),
        .s_rp_keep(gate$s_rp_keep),
        .s_rp_last(gate$s_rp_last),
        .s_rp_valid(gate$s_rp_valid),
        .s_rp_ready(gate$s_rp_ready),
        .cnt_bytes(gate$cnt_bytes),
        .cnt_segments(gate$cnt_segments)
    );
    toe$area_wr area_wr(
        .clock(clock),
        .reset(area_wr$reset),
        .s_cmd_valid(area_wr$s_cmd_valid),
        .s_cmd_ready(area_wr$s_cmd_ready),
        .s_cmd_conn(area_wr$s_cmd_conn),
        .s_cmd_seq(area_wr$s_cmd_seq),
        .s_cmd_len(area_wr$s_cmd_len),
        .s_data(area_wr$s_data),
        .s_keep(area_wr$s_keep),
        .s_last(area_wr$s_last),
        .s_valid(area_wr$s_valid),
        .s_ready(area_wr$s_ready),
        .m_wr_valid(m_awr_valid),
        .m_wr_ready(m_awr_ready),
        .m_wr_addr(m_awr_addr),
        .m_wr_len(m_awr_len),
        .m_wd_valid(m_awd_valid),
        .m_wd_ready(m_awd_ready),
        .m_wd_data(m_awd_data),
        .m_wd_keep(m_awd_keep),
        .m_wd_last(m_awd_last),
        .cfg_area_base(area_wr$cfg_area_base),
        .cfg_area_shift(area_wr$cfg_area_shift),
        .idle(area_wr$idle),
        .cnt_cmds(area_wr$cnt_cmds),
        .cnt_writes(area_wr$cnt_writes),
        .cnt_bytes(area_wr$cnt_bytes)
    );
    toe$area_rd area_rd(
        .clock(clock),
        .reset(area_rd$reset),
        .s_rd_valid(area_rd$s_rd_valid),
        .s_rd_ready(area_rd$s_rd_ready),
        .s_rd_conn(area_rd$s_rd_conn),
        .s_rd_seq(area_rd$s_rd_seq),
        .s_rd_len(area_rd$s_rd_len),
        .m_dma_rd_valid(m_adma_valid),
        .m_dma_rd_ready(m_adma_ready),
        .m_dma_rd_addr(m_adma_addr),
        .m_dma_rd_len(m_adma_len),
        .m_dma_rd_tag(m_adma_tag),
        .s_dma_data_valid(area_rd$s_dma_data_valid),
        .s_dma_data_ready(area_rd$s_dma_data_ready),
        .s_dma_data(area_rd$s_dma_data),
        .m_pay_data(area_rd$m_pay_data),
        .m_pay_keep(area_rd$m_pay_keep),
        .m_pay_last(area_rd$m_pay_last),
        .m_pay_valid(area_rd$m_pay_valid),
        .m_pay_ready(area_rd$m_pay_ready),
        .cfg_ring_base(area_rd$cfg_ring_base),
        .cfg_ring_shift(area_rd$cfg_ring_shift),
        .cnt_reads(area_rd$cnt_reads),
        .cnt_words(area_rd$cnt_words)
    );
    toe$timers timers(
        .clock(clock),
        .reset(timers$reset),
        .tick(timers$tick),
        .s_set_valid(timers$s_set_valid),
        .s_set_ready(timers$s_set_ready),
        .s_set_op(timers$s_set_op),
        .s_set_conn(timers$s_set_conn),
        .s_set_timer(timers$s_set_timer),
        .s_set_ticks(timers$s_set_ticks),
        .m_exp_valid(timers$m_exp_valid),
        .m_exp_ready(timers$m_exp_ready),
        .m_exp_conn(timers$m_exp_conn),
        .m_exp_mask(timers$m_exp_mask),
        .m_exp_tick(timers$m_exp_tick),
        .now(timers$now),
        .cnt_expired(timers$cnt_expired),
        .cnt_overrun(timers$cnt_overrun)
    );
    toe$ready ready(
        .clock(clock),
        .reset(ready$reset),
        .push(ready$push),
        .din(ready$din),
        .full(ready$full),
        .pop(ready$pop),
        .dout(ready$dout),
        .valid(ready$valid)
    );
    toe$tq tq(
        .clock(clock),
        .reset(tq$reset),
        .push(tq$push),
        .din(tq$din),
        .full(tq$full),
        .pop(tq$pop),
        .dout(tq$dout),
        .valid(tq$valid)
    );
    toe$find find(
        .clock(clock),
        .reset(find$reset),
        .s_q_valid(find$s_q_valid),
        .s_q_ready(find$s_q_ready),
        .s_q_conn(find$s_q_conn),
        .s_q_start(find$s_q_start),
        .s_q_limit(find$s_q_limit),
        .m_a_valid(find$m_a_valid),
        .m_a_ready(find$m_a_ready),
        .m_a_conn(find$m_a_conn),
        .m_a_found(find$m_a_found),
        .m_a_found_off(find$m_a_found_off),
        .m_dma_rd_valid(m_fdma_valid),
        .m_dma_rd_ready(m_fdma_ready),
        .m_dma_rd_addr(m_fdma_addr),
        .m_dma_rd_len(m_fdma_len),
        .m_dma_rd_tag(m_fdma_tag),
        .s_dma_data_valid(find$s_dma_data_valid),
        .s_dma_data_ready(find$s_dma_data_ready),
        .s_dma_data(find$s_dma_data),
        .cfg_bitmap_base(find$cfg_bitmap_base),
        .cfg_ring_shift(find$cfg_ring_shift),
        .cnt_queries(find$cnt_queries),
        .cnt_words(find$cnt_words)
    );
    toe$read read(
        .clock(clock),
        .reset(read$reset),
        .s_rd_valid(read$s_rd_valid),
        .s_rd_ready(read$s_rd_ready),
        .s_rd_conn(read$s_rd_conn),
        .s_rd_seq(read$s_rd_seq),
        .s_rd_len(read$s_rd_len),
        .m_dma_rd_valid(m_pdma_valid),
        .m_dma_rd_ready(m_pdma_ready),
        .m_dma_rd_addr(m_pdma_addr),
        .m_dma_rd_len(m_pdma_len),
        .m_dma_rd_tag(m_pdma_tag),
        .s_dma_data_valid(read$s_dma_data_valid),
        .s_dma_data_ready(read$s_dma_data_ready),
        .s_dma_data(read$s_dma_data),
        .m_pay_data(read$m_pay_data),
        .m_pay_keep(read$m_pay_keep),
        .m_pay_last(read$m_pay_last),
        .m_pay_valid(read$m_pay_valid),
        .m_pay_ready(read$m_pay_ready),
        .cfg_ring_base(read$cfg_ring_base),
        .cfg_ring_shift(read$cfg_ring_shift),
        .cnt_reads(read$cnt_reads),
        .cnt_words(read$cnt_words)
    );
    toe$frame frame(
        .clock(clock),
        .reset(frame$reset),
        .cfg_mac(frame$cfg_mac),
        .cfg_ip(frame$cfg_ip),
        .s_seg_valid(frame$s_seg_valid),
        .s_seg_ready(frame$s_seg_ready),
        .s_seg_dst_mac(frame$s_seg_dst_mac),
        .s_seg_dst_ip(frame$s_seg_dst_ip),
        .s_seg_src_port(frame$s_seg_src_port),
        .s_seg_dst_port(frame$s_seg_dst_port),
        .s_seg_seq(frame$s_seg_seq),
        .s_seg_ack(frame$s_seg_ack),
        .s_seg_flags(frame$s_seg_flags),
        .s_seg_window(frame$s_seg_window),
        .s_seg_mss_on(frame$s_seg_mss_on),
        .s_seg_mss(frame$s_seg_mss),
        .s_seg_ws_on(frame$s_seg_ws_on),
        .s_seg_ws(frame$s_seg_ws),
        .s_seg_sackp(frame$s_seg_sackp),
        .s_seg_ts_on(frame$s_seg_ts_on),
        .s_seg_ts_val(frame$s_seg_ts_val),
        .s_seg_ts_ecr(frame$s_seg_ts_ecr),
        .s_seg_nblocks(frame$s_seg_nblocks),
        .s_seg_l0(frame$s_seg_l0),
        .s_seg_r0(frame$s_seg_r0),
        .s_seg_l1(frame$s_seg_l1),
        .s_seg_r1(frame$s_seg_r1),
        .s_seg_l2(frame$s_seg_l2),
        .s_seg_r2(frame$s_seg_r2),
        .s_seg_l3(frame$s_seg_l3),
        .s_seg_r3(frame$s_seg_r3),
        .s_seg_payload(frame$s_seg_payload),
        .s_pay_data(frame$s_pay_data),
        .s_pay_keep(frame$s_pay_keep),
        .s_pay_last(frame$s_pay_last),
        .s_pay_valid(frame$s_pay_valid),
        .s_pay_ready(frame$s_pay_ready),
        .m_data(frame$m_data),
        .m_keep(frame$m_keep),
        .m_last(frame$m_last),
        .m_valid(frame$m_valid),
        .m_ready(frame$m_ready),
        .cnt_frames(frame$cnt_frames)
    );
    toe$mux mux(
        .clock(clock),
        .reset(mux$reset),
        .a_data(mux$a_data),
        .a_keep(mux$a_keep),
        .a_last(mux$a_last),
        .a_valid(mux$a_valid),
        .a_ready(mux$a_ready),
        .b_data(mux$b_data),
        .b_keep(mux$b_keep),
        .b_last(mux$b_last),
        .b_valid(mux$b_valid),
        .b_ready(mux$b_ready),
        .m_data(mux$m_data),
        .m_keep(mux$m_keep),
        .m_last(mux$m_last),
        .m_valid(mux$m_valid),
        .m_ready(mux$m_ready),
        .cnt_raw(mux$cnt_raw)
    );
    toe$hcmd hcmd(
        .clock(clock),
        .reset(hcmd$reset),
        .s_host_valid(s_host_valid),
        .s_host_ready(s_host_ready),
        .s_host_op(s_host_op),
        .s_host_conn(s_host_conn),
        .s_host_n(s_host_n),
        .s_host_remote_ip(s_host_remote_ip),
        .s_host_remote_port(s_host_remote_port),
        .s_host_local_port(s_host_local_port),
        .s_host_remote_mac(s_host_remote_mac),
        .m_ans_valid(m_ans_valid),
        .m_ans_ready(m_ans_ready),
        .m_ans_status(m_ans_status),
        .m_ans_conn(m_ans_conn),
        .cfg_own_lo(hcmd$cfg_own_lo),
        .cfg_own_hi(hcmd$cfg_own_hi),
        .l_add(hcmd$l_add),
        .l_full(hcmd$l_full),
        .l_port(hcmd$l_port),
        .l_hit(hcmd$l_hit),
        .m_tab_valid(hcmd$m_tab_valid),
        .m_tab_ready(hcmd$m_tab_ready),
        .m_tab_op(hcmd$m_tab_op),
        .m_tab_remote_ip(hcmd$m_tab_remote_ip),
        .m_tab_remote_port(hcmd$m_tab_remote_port),
        .m_tab_local_port(hcmd$m_tab_local_port),
        .m_tab_slot(hcmd$m_tab_slot),
        .s_tab_valid(hcmd$s_tab_valid),
        .s_tab_ready(hcmd$s_tab_ready),
        .s_tab_status(hcmd$s_tab_status),
        .s_tab_slot(hcmd$s_tab_slot),
        .m_cmd_valid(hcmd$m_cmd_valid),
        .m_cmd_ready(hcmd$m_cmd_ready),
        .m_cmd_conn(hcmd$m_cmd_conn),
        .m_cmd_cmd(hcmd$m_cmd_cmd),
        .m_cmd_n(hcmd$m_cmd_n),
        .m_open_valid(hcmd$m_open_valid),
        .m_open_ready(hcmd$m_open_ready),
        .m_open_conn(hcmd$m_open_conn),
        .m_open_remote_mac(hcmd$m_open_remote_mac),
        .m_open_remote_ip(hcmd$m_open_remote_ip),
        .m_open_remote_port(hcmd$m_open_remote_port),
        .m_open_local_port(hcmd$m_open_local_port)
    );

    // Registers
    initial begin
        ticks$q = 32'h0;
    end

    always @(posedge clock) begin
        ticks$q <= ticks$d;
    end

    // Update code
    assign check$reset = reset;
    assign steer$reset = reset;
    assign slow$reset = reset;
    assign parse$reset = reset;
    assign disp$reset = reset;
    assign listen$reset = reset;
    assign arb$reset = reset;
    assign conns$reset = reset;
    assign engine$reset = reset;
    assign gate$reset = reset;
    assign area_wr$reset = reset;
    assign area_rd$reset = reset;
    assign timers$reset = reset;
    assign tq$reset = reset;
    assign ready$reset = reset;
    assign find$reset = reset;
    assign read$reset = reset;
    assign frame$reset = reset;
    assign mux$reset = reset;
    assign hcmd$reset = reset;
    assign now = ticks$q;
    assign check$s_data = s_rx_data;
    assign check$s_keep = s_rx_keep;
    assign check$s_last = s_rx_last;
    assign check$s_valid = s_rx_valid;
    assign s_rx_ready = check$s_ready;
    assign steer$s_data = check$m_data;
    assign steer$s_keep = check$m_keep;
    assign steer$s_last = check$m_last;
    assign steer$s_verdict = check$m_verdict;
    assign steer$s_valid = check$m_valid;
    assign check$m_ready = steer$s_ready;
    assign steer$cfg_ip = cfg_ip;
    assign steer$cfg_own_lo = cfg_own_lo;
    assign steer$cfg_own_hi = cfg_own_hi;
    assign listen$a_port = steer$l_port;
    assign steer$l_hit = listen$a_hit;
    assign parse$s_data = steer$m_data;
    assign parse$s_keep = steer$m_keep;
    assign parse$s_last = steer$m_last;
    assign parse$s_verdict = steer$m_verdict;
    assign parse$s_valid = steer$m_valid;
    assign steer$m_ready = parse$s_ready;
    assign slow$s_data = steer$m_data;
    assign slow$s_keep = steer$m_keep;
    assign slow$s_last = steer$m_last;
    assign slow$s_verdict = steer$m_verdict;
    assign slow$s_valid = steer$m_valid & parse$s_ready;
    assign m_slow_data = slow$m_data;
    assign m_slow_keep = slow$m_keep;
    assign m_slow_last = slow$m_last;
    assign m_slow_valid = slow$m_valid;
    assign slow$m_ready = m_slow_ready;
    assign listen$b_port = disp$l_port;
    assign disp$l_hit = listen$b_hit;
    assign gate$s_data = parse$m_pay_data;
    assign gate$s_keep = parse$m_pay_keep;
    assign gate$s_last = parse$m_pay_last;
    assign gate$s_valid = parse$m_pay_valid;
    assign parse$m_pay_ready = gate$s_ready;
    assign m_ulp_data = gate$m_data;
    assign m_ulp_keep = gate$m_keep;
    assign m_ulp_last = gate$m_last;
    assign m_ulp_conn = gate$m_conn;
    assign m_ulp_seq = gate$m_seq;
    assign m_ulp_valid = gate$m_valid;
    assign gate$m_ready = m_ulp_ready;
    assign area_wr$s_data = gate$m_area_data;
    assign area_wr$s_keep = gate$m_area_keep;
    assign area_wr$s_last = gate$m_area_last;
    assign area_wr$s_valid = gate$m_area_valid;
    assign gate$m_area_ready = area_wr$s_ready;
    assign gate$area_idle = area_wr$idle;
    assign area_wr$cfg_area_base = cfg_area_base;
    assign area_wr$cfg_area_shift = cfg_area_shift;
    assign area_rd$cfg_ring_base = cfg_area_base;
    assign area_rd$cfg_ring_shift = cfg_area_shift;
    assign area_rd$s_dma_data_valid = s_adma_data_valid;
    assign area_rd$s_dma_data = s_adma_data;
    assign s_adma_data_ready = area_rd$s_dma_data_ready;
    assign gate$s_rp_data = area_rd$m_pay_data;
    assign gate$s_rp_keep = area_rd$m_pay_keep;
    assign gate$s_rp_last = area_rd$m_pay_last;
    assign gate$s_rp_valid = area_rd$m_pay_valid;
    assign area_rd$m_pay_ready = gate$s_rp_ready;
    assign conns$cfg_key_hi = cfg_conn_key_hi;
    assign conns$cfg_key_lo = cfg_conn_key_lo;
    assign hcmd$cfg_own_lo = cfg_own_lo;
    assign hcmd$cfg_own_hi = cfg_own_hi;
    assign listen$add = hcmd$l_add;
    assign listen$add_port = hcmd$l_port;
    assign listen$c_port = hcmd$l_port;
    assign hcmd$l_full = listen$full;
    assign hcmd$l_hit = listen$c_hit;
    assign engine$now = ticks$q;
    assign engine$cfg_rto_min = cfg_rto_min;
    assign engine$cfg_rto_max = cfg_rto_max;
    assign engine$cfg_rto_initial = cfg_rto_initial;
    assign engine$cfg_chal_limit = cfg_chal_limit;
    assign engine$cfg_chal_window = cfg_chal_window;
    assign engine$cfg_half_open_max = cfg_half_open_max;
    assign engine$cfg_syn_cookies = cfg_syn_cookies;
    assign engine$cfg_ooo = cfg_ooo;
    assign engine$cfg_cookie_key_hi = cfg_cookie_key_hi;
    assign engine$cfg_cookie_key_lo = cfg_cookie_key_lo;
    assign engine$cfg_dack = cfg_dack;
    assign engine$cfg_time_wait = cfg_time_wait;
    assign engine$cfg_rcv_buf = cfg_rcv_buf;
    assign engine$cfg_mss = cfg_mss;
    assign engine$cfg_rcv_shift = cfg_rcv_shift;
    assign engine$cfg_sack = cfg_sack;
    assign engine$cfg_retries = cfg_retries;
    assign engine$cfg_syn_retries = cfg_syn_retries;
    assign engine$cfg_isn_key_hi = cfg_isn_key_hi;
    assign engine$cfg_isn_key_lo = cfg_isn_key_lo;
    assign engine$s_tcb_wr_valid = 1'b0;
    assign engine$s_tcb_wr_conn = 10'h0;
    assign engine$s_tcb_wr_data = 64'h0;
    assign engine$s_tcb_wr_last = 1'b0;
    assign timers$tick = tick;
    assign tq$push = engine$m_timer_valid;
    assign engine$m_timer_ready = ~tq$full;
    assign tq_head = tq$dout;
    assign timers$s_set_valid = tq$valid;
    assign timers$s_set_op = tq_head[1:0];
    assign timers$s_set_conn = tq_head[11:2];
    assign timers$s_set_timer = tq_head[13:12];
    assign timers$s_set_ticks = tq_head[29:14];
    assign tq$pop = tq$valid & timers$s_set_ready;
    assign ready$push = engine$m_ready_valid;
    assign ready$din = engine$m_ready_conn;
    assign engine$m_ready_ready = ~ready$full;
    assign engine$s_pick_valid = ready$valid;
    assign engine$s_pick_conn = ready$dout;
    assign ready$pop = ready$valid & engine$s_pick_ready;
    assign find$cfg_bitmap_base = cfg_bitmap_base;
    assign find$cfg_ring_shift = cfg_ring_shift;
    assign find$s_dma_data_valid = s_fdma_data_valid;
    assign find$s_dma_data = s_fdma_data;
    assign s_fdma_data_ready = find$s_dma_data_ready;
    assign read$cfg_ring_base = cfg_ring_base;
    assign read$cfg_ring_shift = cfg_ring_shift;
    assign read$s_dma_data_valid = s_pdma_data_valid;
    assign read$s_dma_data = s_pdma_data;
    assign s_pdma_data_ready = read$s_dma_data_ready;
    assign frame$cfg_mac = cfg_mac;
    assign frame$cfg_ip = cfg_ip;
    assign frame$s_pay_data = read$m_pay_data;
    assign frame$s_pay_keep = read$m_pay_keep;
    assign frame$s_pay_last = read$m_pay_last;
    assign frame$s_pay_valid = read$m_pay_valid;
    assign read$m_pay_ready = frame$s_pay_ready;
    assign frame$s_seg_valid = engine$m_ctl_valid | disp$m_rst_valid | engine$m_seg_valid;
    assign engine$m_ctl_ready = frame$s_seg_ready;
    assign disp$m_rst_ready = frame$s_seg_ready & ~engine$m_ctl_valid;
    assign engine$m_seg_ready = frame$s_seg_ready & ~engine$m_ctl_valid & ~disp$m_rst_valid;
    assign mux$a_data = frame$m_data;
    assign mux$a_keep = frame$m_keep;
    assign mux$a_last = frame$m_last;
    assign mux$a_valid = frame$m_valid;
    assign frame$m_ready = mux$a_ready;
    assign mux$b_data = s_raw_data;
    assign mux$b_keep = s_raw_keep;
    assign mux$b_last = s_raw_last;
    assign mux$b_valid = s_raw_valid;
    assign s_raw_ready = mux$b_ready;
    assign m_tx_data = mux$m_data;
    assign m_tx_keep = mux$m_keep;
    assign m_tx_last = mux$m_last;
    assign m_tx_valid = mux$m_valid;
    assign mux$m_ready = m_tx_ready;
    assign cnt_rx_segment = check$cnt_segment;
    assign cnt_rx_slow_path = check$cnt_slow_path;
    assign cnt_rx_bad_ip = check$cnt_bad_ip;
    assign cnt_rx_ip_policy = check$cnt_ip_policy;
    assign cnt_rx_bad_tcp = check$cnt_bad_tcp;
    assign cnt_rx_truncated = check$cnt_truncated;
    assign cnt_steered = steer$cnt_steered;
    assign cnt_slow_frames = slow$cnt_frames;
    assign cnt_slow_dropped = slow$cnt_dropped;
    assign cnt_bad_option = parse$cnt_bad_option;
    assign cnt_no_conn = disp$cnt_no_conn;
    assign cnt_gate_bytes = gate$cnt_bytes;
    assign cnt_timer_overrun = timers$cnt_overrun;
    assign cnt_frames_out = frame$cnt_frames;
    assign cnt_raw_out = mux$cnt_raw;
    assign cnt_segments = engine$cnt_segments;
    assign cnt_paws = engine$cnt_paws;
    assign cnt_out_of_window = engine$cnt_out_of_window;
    assign cnt_rst_out_of_window = engine$cnt_rst_out_of_window;
    assign cnt_syn_in_window = engine$cnt_syn_in_window;
    assign cnt_no_ack = engine$cnt_no_ack;
    assign cnt_bad_ack = engine$cnt_bad_ack;
    assign cnt_ack_of_unsent = engine$cnt_ack_of_unsent;
    assign cnt_ack_too_old = engine$cnt_ack_too_old;
    assign cnt_challenge_limited = engine$cnt_challenge_limited;
    assign cnt_duplicate = engine$cnt_duplicate;
    assign cnt_challenge = engine$cnt_challenge;
    assign cnt_out_of_order = engine$cnt_out_of_order;
    assign cnt_dup_acks = engine$cnt_dup_acks;
    assign cnt_fast_rexmt = engine$cnt_fast_rexmt;
    assign cnt_bytes_delivered = engine$cnt_bytes_delivered;
    assign cnt_bytes_acked = engine$cnt_bytes_acked;
    assign cnt_rst_no_ack = engine$cnt_rst_no_ack;
    assign cnt_no_syn = engine$cnt_no_syn;
    assign cnt_turns = engine$cnt_turns;
    assign cnt_segments_out = engine$cnt_segments_out;
    assign cnt_data_segments_out = engine$cnt_data_segments_out;
    assign cnt_retransmitted_segments = engine$cnt_retransmitted_segments;
    assign cnt_retransmitted_bytes = engine$cnt_retransmitted_bytes;
    assign cnt_stale = engine$cnt_stale;
    assign cnt_expiries = engine$cnt_expiries;
    assign cnt_rto_expiries = engine$cnt_rto_expiries;
    assign cnt_zero_window_probes = engine$cnt_zero_window_probes;
    assign cnt_rst_out = engine$cnt_rst_out;
    assign cnt_listen_rst = engine$cnt_listen_rst;
    assign cnt_listen_ack = engine$cnt_listen_ack;
    assign cnt_listen_no_syn = engine$cnt_listen_no_syn;
    assign cnt_table_full = engine$cnt_table_full;
    assign cnt_half_open_full = engine$cnt_half_open_full;
    assign cnt_syn_cookies_sent = engine$cnt_syn_cookies_sent;
    assign cnt_syn_cookies_ok = engine$cnt_syn_cookies_ok;
    assign cnt_sack_retransmits = engine$cnt_sack_retransmits;
    assign cnt_ooo_kept = engine$cnt_ooo_kept;
    assign cnt_ooo_replayed_bytes = engine$cnt_ooo_replayed_bytes;
    assign cnt_sack_acks_out = engine$cnt_sack_acks_out;
    assign cnt_reasm_duplicate = engine$cnt_reasm_duplicate;
    assign cnt_reasm_full = engine$cnt_reasm_full;
    assign cnt_reasm_beyond = engine$cnt_reasm_beyond;
    assign cnt_area_bytes = area_wr$cnt_bytes;

    always @(*) begin
        ticks$d = ticks$q;
        if (tick) begin
            ticks$d = ticks$q + 32'h1;
        end
        if (reset) begin
            ticks$d = 32'h0;
        end
    end

    always @(*) begin
        tq$din = 30'h0;
        tq$din[1:0] = engine$m_timer_op;
        tq$din[11:2] = engine$m_timer_conn;
        tq$din[13:12] = engine$m_timer_timer;
        tq$din[29:14] = engine$m_timer_ticks;
    end

    always @(*) begin
        frame$s_seg_dst_mac = engine$m_seg_dst_mac;
        frame$s_seg_dst_ip = engine$m_seg_dst_ip;
        frame$s_seg_src_port = engine$m_seg_src_port;
        frame$s_seg_dst_port = engine$m_seg_dst_port;
        frame$s_seg_seq = engine$m_seg_seq;
        frame$s_seg_ack = engine$m_seg_ack;
        frame$s_seg_flags = engine$m_seg_flags;
        frame$s_seg_window = engine$m_seg_window;
        frame$s_seg_mss_on = engine$m_seg_mss_on;
        frame$s_seg_mss = engine$m_seg_mss;
        frame$s_seg_ws_on = engine$m_seg_ws_on;
        frame$s_seg_ws = engine$m_seg_ws;
        frame$s_seg_sackp = engine$m_seg_sackp;
        frame$s_seg_ts_on = engine$m_seg_ts_on;
        frame$s_seg_ts_val = engine$m_seg_ts_val;
        frame$s_seg_ts_ecr = engine$m_seg_ts_ecr;
        frame$s_seg_payload = engine$m_seg_payload;
        frame$s_seg_nblocks = engine$m_seg_nblocks;
        frame$s_seg_l0 = engine$m_seg_l0;
        frame$s_seg_r0 = engine$m_seg_r0;
        frame$s_seg_l1 = engine$m_seg_l1;
        frame$s_seg_r1 = engine$m_seg_r1;
        frame$s_seg_l2 = engine$m_seg_l2;
        frame$s_seg_r2 = engine$m_seg_r2;
        frame$s_seg_l3 = engine$m_seg_l3;
        frame$s_seg_r3 = engine$m_seg_r3;
        if (disp$m_rst_valid) begin
            frame$s_seg_dst_mac = disp$m_rst_dst_mac;
            frame$s_seg_dst_ip = disp$m_rst_dst_ip;
            frame$s_seg_src_port = disp$m_rst_src_port;
            frame$s_seg_dst_port = disp$m_rst_dst_port;
            frame$s_seg_seq = disp$m_rst_seq;
            frame$s_seg_ack = disp$m_rst_ack;
            frame$s_seg_flags = disp$m_rst_flags;
            frame$s_seg_window = disp$m_rst_window;
            frame$s_seg_mss_on = disp$m_rst_mss_on;
            frame$s_seg_mss = disp$m_rst_mss;
            frame$s_seg_ws_on = disp$m_rst_ws_on;
            frame$s_seg_ws = disp$m_rst_ws;
            frame$s_seg_sackp = disp$m_rst_sackp;
            frame$s_seg_ts_on = disp$m_rst_ts_on;
            frame$s_seg_ts_val = disp$m_rst_ts_val;
            frame$s_seg_ts_ecr = disp$m_rst_ts_ecr;
            frame$s_seg_payload = disp$m_rst_payload;
            frame$s_seg_nblocks = disp$m_rst_nblocks;
            frame$s_seg_l0 = disp$m_rst_l0;
            frame$s_seg_r0 = disp$m_rst_r0;
            frame$s_seg_l1 = disp$m_rst_l1;
            frame$s_seg_r1 = disp$m_rst_r1;
            frame$s_seg_l2 = disp$m_rst_l2;
            frame$s_seg_r2 = disp$m_rst_r2;
            frame$s_seg_l3 = disp$m_rst_l3;
            frame$s_seg_r3 = disp$m_rst_r3;
        end
        if (engine$m_ctl_valid) begin
            frame$s_seg_dst_mac = engine$m_ctl_dst_mac;
            frame$s_seg_dst_ip = engine$m_ctl_dst_ip;
            frame$s_seg_src_port = engine$m_ctl_src_port;
            frame$s_seg_dst_port = engine$m_ctl_dst_port;
            frame$s_seg_seq = engine$m_ctl_seq;
            frame$s_seg_ack = engine$m_ctl_ack;
            frame$s_seg_flags = engine$m_ctl_flags;
            frame$s_seg_window = engine$m_ctl_window;
            frame$s_seg_mss_on = engine$m_ctl_mss_on;
            frame$s_seg_mss = engine$m_ctl_mss;
            frame$s_seg_ws_on = engine$m_ctl_ws_on;
            frame$s_seg_ws = engine$m_ctl_ws;
            frame$s_seg_sackp = engine$m_ctl_sackp;
            frame$s_seg_ts_on = engine$m_ctl_ts_on;
            frame$s_seg_ts_val = engine$m_ctl_ts_val;
            frame$s_seg_ts_ecr = engine$m_ctl_ts_ecr;
            frame$s_seg_payload = engine$m_ctl_payload;
            frame$s_seg_nblocks = engine$m_ctl_nblocks;
            frame$s_seg_l0 = engine$m_ctl_l0;
            frame$s_seg_r0 = engine$m_ctl_r0;
            frame$s_seg_l1 = engine$m_ctl_l1;
            frame$s_seg_r1 = engine$m_ctl_r1;
            frame$s_seg_l2 = engine$m_ctl_l2;
            frame$s_seg_r2 = engine$m_ctl_r2;
            frame$s_seg_l3 = engine$m_ctl_l3;
            frame$s_seg_r3 = engine$m_ctl_r3;
        end
    end

    assign disp$s_seg_valid = parse$m_seg_valid;
    assign parse$m_seg_ready = disp$s_seg_ready;
    assign disp$s_seg_src_mac = parse$m_seg_src_mac;
    assign disp$s_seg_src_ip = parse$m_seg_src_ip;
    assign disp$s_seg_dst_ip = parse$m_seg_dst_ip;
    assign disp$s_seg_src_port = parse$m_seg_src_port;
    assign disp$s_seg_dst_port = parse$m_seg_dst_port;
    assign disp$s_seg_seq = parse$m_seg_seq;
    assign disp$s_seg_ack = parse$m_seg_ack;
    assign disp$s_seg_flags = parse$m_seg_flags;
    assign disp$s_seg_window = parse$m_seg_window;
    assign disp$s_seg_len = parse$m_seg_len;
    assign disp$s_seg_mss_on = parse$m_seg_mss_on;
    assign disp$s_seg_mss = parse$m_seg_mss;
    assign disp$s_seg_ws_on = parse$m_seg_ws_on;
    assign disp$s_seg_ws = parse$m_seg_ws;
    assign disp$s_seg_sackp = parse$m_seg_sackp;
    assign disp$s_seg_ts_on = parse$m_seg_ts_on;
    assign disp$s_seg_ts_val = parse$m_seg_ts_val;
    assign disp$s_seg_ts_ecr = parse$m_seg_ts_ecr;
    assign disp$s_seg_nblocks = parse$m_seg_nblocks;
    assign disp$s_seg_l0 = parse$m_seg_l0;
    assign disp$s_seg_r0 = parse$m_seg_r0;
    assign disp$s_seg_l1 = parse$m_seg_l1;
    assign disp$s_seg_r1 = parse$m_seg_r1;
    assign disp$s_seg_l2 = parse$m_seg_l2;
    assign disp$s_seg_r2 = parse$m_seg_r2;
    assign disp$s_seg_l3 = parse$m_seg_l3;
    assign disp$s_seg_r3 = parse$m_seg_r3;
    assign arb$s_disp_valid = disp$m_look_valid;
    assign disp$m_look_ready = arb$s_disp_ready;
    assign arb$s_disp_op = disp$m_look_op;
    assign arb$s_disp_remote_ip = disp$m_look_remote_ip;
    assign arb$s_disp_remote_port = disp$m_look_remote_port;
    assign arb$s_disp_local_port = disp$m_look_local_port;
    assign arb$s_disp_slot = disp$m_look_slot;
    assign disp$s_look_valid = arb$m_disp_valid;
    assign arb$m_disp_ready = disp$s_look_ready;
    assign disp$s_look_status = arb$m_disp_status;
    assign disp$s_look_slot = arb$m_disp_slot;
    assign engine$s_seg_valid = disp$m_eng_valid;
    assign disp$m_eng_ready = engine$s_seg_ready;
    assign engine$s_seg_conn = disp$m_eng_conn;
    assign engine$s_seg_src_mac = disp$m_eng_src_mac;
    assign engine$s_seg_src_ip = disp$m_eng_src_ip;
    assign engine$s_seg_src_port = disp$m_eng_src_port;
    assign engine$s_seg_dst_port = disp$m_eng_dst_port;
    assign engine$s_seg_seq = disp$m_eng_seq;
    assign engine$s_seg_ack = disp$m_eng_ack;
    assign engine$s_seg_flags = disp$m_eng_flags;
    assign engine$s_seg_window = disp$m_eng_window;
    assign engine$s_seg_len = disp$m_eng_len;
    assign engine$s_seg_ts_on = disp$m_eng_ts_on;
    assign engine$s_seg_ts_val = disp$m_eng_ts_val;
    assign engine$s_seg_ts_ecr = disp$m_eng_ts_ecr;
    assign engine$s_seg_mss_on = disp$m_eng_mss_on;
    assign engine$s_seg_mss = disp$m_eng_mss;
    assign engine$s_seg_ws_on = disp$m_eng_ws_on;
    assign engine$s_seg_ws = disp$m_eng_ws;
    assign engine$s_seg_sackp = disp$m_eng_sackp;
    assign engine$s_seg_nblocks = disp$m_eng_nblocks;
    assign engine$s_seg_l0 = disp$m_eng_l0;
    assign engine$s_seg_r0 = disp$m_eng_r0;
    assign engine$s_seg_l1 = disp$m_eng_l1;
    assign engine$s_seg_r1 = disp$m_eng_r1;
    assign engine$s_seg_l2 = disp$m_eng_l2;
    assign engine$s_seg_r2 = disp$m_eng_r2;
    assign engine$s_seg_l3 = disp$m_eng_l3;
    assign engine$s_seg_r3 = disp$m_eng_r3;
    assign engine$s_seg_listen = disp$m_eng_listen;
    assign disp$s_gate_valid = engine$m_gate_valid;
    assign engine$m_gate_ready = disp$s_gate_ready;
    assign disp$s_gate_deliver = engine$m_gate_deliver;
    assign disp$s_gate_conn = engine$m_gate_conn;
    assign disp$s_gate_seq = engine$m_gate_seq;
    assign disp$s_gate_skip = engine$m_gate_skip;
    assign disp$s_gate_take = engine$m_gate_take;
    assign disp$s_gate_len = engine$m_gate_len;
    assign disp$s_gate_keep = engine$m_gate_keep;
    assign disp$s_gate_replay = engine$m_gate_replay;
    assign disp$s_gate_r_seq = engine$m_gate_r_seq;
    assign disp$s_gate_r_len = engine$m_gate_r_len;
    assign gate$s_cmd_valid = disp$m_gate_valid;
    assign disp$m_gate_ready = gate$s_cmd_ready;
    assign gate$s_cmd_deliver = disp$m_gate_deliver;
    assign gate$s_cmd_conn = disp$m_gate_conn;
    assign gate$s_cmd_seq = disp$m_gate_seq;
    assign gate$s_cmd_skip = disp$m_gate_skip;
    assign gate$s_cmd_take = disp$m_gate_take;
    assign gate$s_cmd_len = disp$m_gate_len;
    assign gate$s_cmd_keep = disp$m_gate_keep;
    assign gate$s_cmd_replay = disp$m_gate_replay;
    assign gate$s_cmd_r_seq = disp$m_gate_r_seq;
    assign gate$s_cmd_r_len = disp$m_gate_r_len;
    assign area_wr$s_cmd_valid = gate$m_acmd_valid;
    assign gate$m_acmd_ready = area_wr$s_cmd_ready;
    assign area_wr$s_cmd_conn = gate$m_acmd_conn;
    assign area_wr$s_cmd_seq = gate$m_acmd_seq;
    assign area_wr$s_cmd_len = gate$m_acmd_len;
    assign area_rd$s_rd_valid = gate$m_rp_valid;
    assign gate$m_rp_ready = area_rd$s_rd_ready;
    assign area_rd$s_rd_conn = gate$m_rp_conn;
    assign area_rd$s_rd_seq = gate$m_rp_seq;
    assign area_rd$s_rd_len = gate$m_rp_len;
    assign conns$s_cmd_valid = arb$m_cmd_valid;
    assign arb$m_cmd_ready = conns$s_cmd_ready;
    assign conns$s_cmd_op = arb$m_cmd_op;
    assign conns$s_cmd_remote_ip = arb$m_cmd_remote_ip;
    assign conns$s_cmd_remote_port = arb$m_cmd_remote_port;
    assign conns$s_cmd_local_port = arb$m_cmd_local_port;
    assign conns$s_cmd_slot = arb$m_cmd_slot;
    assign arb$s_rsp_valid = conns$m_rsp_valid;
    assign conns$m_rsp_ready = arb$s_rsp_ready;
    assign arb$s_rsp_status = conns$m_rsp_status;
    assign arb$s_rsp_slot = conns$m_rsp_slot;
    assign arb$s_free_valid = engine$m_free_valid;
    assign engine$m_free_ready = arb$s_free_ready;
    assign arb$s_free_conn = engine$m_free_conn;
    assign arb$s_ins_valid = engine$m_ins_valid;
    assign engine$m_ins_ready = arb$s_ins_ready;
    assign arb$s_ins_remote_ip = engine$m_ins_remote_ip;
    assign arb$s_ins_remote_port = engine$m_ins_remote_port;
    assign arb$s_ins_local_port = engine$m_ins_local_port;
    assign engine$s_ins_valid = arb$m_ins_valid;
    assign arb$m_ins_ready = engine$s_ins_ready;
    assign engine$s_ins_ok = arb$m_ins_ok;
    assign engine$s_ins_conn = arb$m_ins_conn;
    assign arb$s_host_valid = hcmd$m_tab_valid;
    assign hcmd$m_tab_ready = arb$s_host_ready;
    assign arb$s_host_op = hcmd$m_tab_op;
    assign arb$s_host_remote_ip = hcmd$m_tab_remote_ip;
    assign arb$s_host_remote_port = hcmd$m_tab_remote_port;
    assign arb$s_host_local_port = hcmd$m_tab_local_port;
    assign arb$s_host_slot = hcmd$m_tab_slot;
    assign hcmd$s_tab_valid = arb$m_host_valid;
    assign arb$m_host_ready = hcmd$s_tab_ready;
    assign hcmd$s_tab_status = arb$m_host_status;
    assign hcmd$s_tab_slot = arb$m_host_slot;
    assign engine$s_cmd_valid = hcmd$m_cmd_valid;
    assign hcmd$m_cmd_ready = engine$s_cmd_ready;
    assign engine$s_cmd_conn = hcmd$m_cmd_conn;
    assign engine$s_cmd_cmd = hcmd$m_cmd_cmd;
    assign engine$s_cmd_n = hcmd$m_cmd_n;
    assign engine$s_open_valid = hcmd$m_open_valid;
    assign hcmd$m_open_ready = engine$s_open_ready;
    assign engine$s_open_conn = hcmd$m_open_conn;
    assign engine$s_open_remote_mac = hcmd$m_open_remote_mac;
    assign engine$s_open_remote_ip = hcmd$m_open_remote_ip;
    assign engine$s_open_remote_port = hcmd$m_open_remote_port;
    assign engine$s_open_local_port = hcmd$m_open_local_port;
    assign engine$s_exp_valid = timers$m_exp_valid;
    assign timers$m_exp_ready = engine$s_exp_ready;
    assign engine$s_exp_conn = timers$m_exp_conn;
    assign engine$s_exp_mask = timers$m_exp_mask;
    assign engine$s_exp_tick = timers$m_exp_tick;
    assign find$s_q_valid = engine$m_find_valid;
    assign engine$m_find_ready = find$s_q_ready;
    assign find$s_q_conn = engine$m_find_conn;
    assign find$s_q_start = engine$m_find_start;
    assign find$s_q_limit = engine$m_find_limit;
    assign engine$s_found_valid = find$m_a_valid;
    assign find$m_a_ready = engine$s_found_ready;
    assign engine$s_found_conn = find$m_a_conn;
    assign engine$s_found_found = find$m_a_found;
    assign engine$s_found_found_off = find$m_a_found_off;
    assign read$s_rd_valid = engine$m_rd_valid;
    assign engine$m_rd_ready = read$s_rd_ready;
    assign read$s_rd_conn = engine$m_rd_conn;
    assign read$s_rd_seq = engine$m_rd_seq;
    assign read$s_rd_len = engine$m_rd_len;
endmodule // toe


module toe$arb(clock,reset,s_free_valid,s_free_ready,s_free_conn,s_ins_valid,s_ins_ready,s_ins_remote_ip,s_ins_remote_port,s_ins_local_port,m_ins_valid,m_ins_ready,m_ins_ok,m_ins_conn,s_host_valid,s_host_ready,s_host_op,s_host_remote_ip,s_host_remote_port,s_host_local_port,s_host_slot,m_host_valid,m_host_ready,m_host_status,m_host_slot,s_disp_valid,s_disp_ready,s_disp_op,s_disp_remote_ip,s_disp_remote_port,s_disp_local_port,s_disp_slot,m_disp_valid,m_disp_ready,m_disp_status,m_disp_slot,m_cmd_valid,m_cmd_ready,m_cmd_op,m_cmd_remote_ip,m_cmd_remote_port,m_cmd_local_port,m_cmd_slot,s_rsp_valid,s_rsp_ready,s_rsp_status,s_rsp_slot);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_free_valid;
    output reg  s_free_ready;
    input wire  [9:0] s_free_conn;
    input wire  s_ins_valid;
    output reg  s_ins_ready;
    input wire  [31:0] s_ins_remote_ip;
    input wire  [15:0] s_ins_remote_port;
    input wire  [15:0] s_ins_local_port;
    output wire  m_ins_valid;
    input wire  m_ins_ready;
    output wire  m_ins_ok;
    output wire  [9:0] m_ins_conn;
    input wire  s_host_valid;
    output reg  s_host_ready;
    input wire  [1:0] s_host_op;
    input wire  [31:0] s_host_remote_ip;
    input wire  [15:0] s_host_remote_port;
    input wire  [15:0] s_host_local_port;
    input wire  [9:0] s_host_slot;
    output wire  m_host_valid;
    input wire  m_host_ready;
    output wire  [1:0] m_host_status;
    output wire  [9:0] m_host_slot;
    input wire  s_disp_valid;
    output reg  s_disp_ready;
    input wire  [1:0] s_disp_op;
    input wire  [31:0] s_disp_remote_ip;
    input wire  [15:0] s_disp_remote_port;
    input wire  [15:0] s_disp_local_port;
    input wire  [9:0] s_disp_slot;
    output wire  m_disp_valid;
    input wire  m_disp_ready;
    output wire  [1:0] m_disp_status;
    output wire  [9:0] m_disp_slot;
    output wire  m_cmd_valid;
    input wire  m_cmd_ready;
    output wire  [1:0] m_cmd_op;
    output wire  [31:0] m_cmd_remote_ip;
    output wire  [15:0] m_cmd_remote_port;
    output wire  [15:0] m_cmd_local_port;
    output wire  [9:0] m_cmd_slot;
    input wire  s_rsp_valid;
    output wire  s_rsp_ready;
    input wire  [1:0] s_rsp_status;
    input wire  [9:0] s_rsp_slot;

    // Named constants (named_consts! in model/src)
    localparam [1:0] arb_state$ANSWER = 2'h3;
    localparam [1:0] arb_state$CMD = 2'h1;
    localparam [1:0] arb_state$IDLE = 2'h0;
    localparam [1:0] arb_state$WAIT = 2'h2;
    localparam [1:0] arb_who$DISP = 2'h3;
    localparam [1:0] arb_who$FREE = 2'h0;
    localparam [1:0] arb_who$HOST = 2'h2;
    localparam [1:0] arb_who$INSERT = 2'h1;
    localparam [1:0] conn_op$INSERT = 2'h1;
    localparam [1:0] conn_op$REMOVE = 2'h2;
    localparam [1:0] conn_status$SLOT = 2'h0;

    // Stub signals
    reg  [1:0] st$d;
    reg  [1:0] st$q;
    reg  [1:0] who$d;
    reg  [1:0] who$q;
    reg  [1:0] op$d;
    reg  [1:0] op$q;
    reg  [31:0] ip$d;
    reg  [31:0] ip$q;
    reg  [15:0] rport$d;
    reg  [15:0] rport$q;
    reg  [15:0] lport$d;
    reg  [15:0] lport$q;
    reg  [9:0] slot$d;
    reg  [9:0] slot$q;
    reg  [1:0] status$d;
    reg  [1:0] status$q;

    // Registers
    initial begin
        st$q = 2'h0;
        who$q = 2'h0;
        op$q = 2'h0;
        ip$q = 32'h0;
        rport$q = 16'h0;
        lport$q = 16'h0;
        slot$q = 10'h0;
        status$q = 2'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        who$q <= who$d;
        op$q <= op$d;
        ip$q <= ip$d;
        rport$q <= rport$d;
        lport$q <= lport$d;
        slot$q <= slot$d;
        status$q <= status$d;
    end

    // Update code
    assign m_cmd_valid = st$q == arb_state$CMD;
    assign m_cmd_op = op$q;
    assign m_cmd_remote_ip = ip$q;
    assign m_cmd_remote_port = rport$q;
    assign m_cmd_local_port = lport$q;
    assign m_cmd_slot = slot$q;
    assign s_rsp_ready = st$q == arb_state$WAIT;
    assign m_ins_valid = (st$q == arb_state$ANSWER) & (who$q == arb_who$INSERT);
    assign m_ins_ok = status$q == conn_status$SLOT;
    assign m_ins_conn = slot$q;
    assign m_host_valid = (st$q == arb_state$ANSWER) & (who$q == arb_who$HOST);
    assign m_host_status = status$q;
    assign m_host_slot = slot$q;
    assign m_disp_valid = (st$q == arb_state$ANSWER) & (who$q == arb_who$DISP);
    assign m_disp_status = status$q;
    assign m_disp_slot = slot$q;

    always @(*) begin
        st$d = st$q;
        who$d = who$q;
        op$d = op$q;
        ip$d = ip$q;
        rport$d = rport$q;
        lport$d = lport$q;
        slot$d = slot$q;
        status$d = status$q;
        s_free_ready = 1'b0;
        s_ins_ready = 1'b0;
        s_host_ready = 1'b0;
        s_disp_ready = 1'b0;
        if (st$q == arb_state$IDLE) begin
            if (s_free_valid) begin
                s_free_ready = 1'b1;
                who$d = arb_who$FREE;
                op$d = conn_op$REMOVE;
                slot$d = s_free_conn;
                st$d = arb_state$CMD;
            end
            else if (s_ins_valid) begin
                s_ins_ready = 1'b1;
                who$d = arb_who$INSERT;
                op$d = conn_op$INSERT;
                ip$d = s_ins_remote_ip;
                rport$d = s_ins_remote_port;
                lport$d = s_ins_local_port;
                st$d = arb_state$CMD;
            end
            else if (s_host_valid) begin
                s_host_ready = 1'b1;
                who$d = arb_who$HOST;
                op$d = s_host_op;
                ip$d = s_host_remote_ip;
                rport$d = s_host_remote_port;
                lport$d = s_host_local_port;
                slot$d = s_host_slot;
                st$d = arb_state$CMD;
            end
            else if (s_disp_valid) begin
                s_disp_ready = 1'b1;
                who$d = arb_who$DISP;
                op$d = s_disp_op;
                ip$d = s_disp_remote_ip;
                rport$d = s_disp_remote_port;
                lport$d = s_disp_local_port;
                slot$d = s_disp_slot;
                st$d = arb_state$CMD;
            end
        end
        if ((st$q == arb_state$CMD) & m_cmd_ready) begin
            st$d = arb_state$WAIT;
        end
        if ((st$q == arb_state$WAIT) & s_rsp_valid) begin
            status$d = s_rsp_status;
            slot$d = s_rsp_slot;
            st$d = arb_state$ANSWER;
        end
        if ((st$q == arb_state$ANSWER) & ((who$q == arb_who$FREE) | (m_ins_valid & m_ins_ready) | (m_host_valid & m_host_ready) | (m_disp_valid & m_disp_ready))) begin
            st$d = arb_state$IDLE;
        end
        if (reset) begin
            st$d = arb_state$IDLE;
        end
    end

endmodule // toe$arb


module toe$area_rd(clock,reset,s_rd_valid,s_rd_ready,s_rd_conn,s_rd_seq,s_rd_len,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,m_pay_data,m_pay_keep,m_pay_last,m_pay_valid,m_pay_ready,cfg_ring_base,cfg_ring_shift,cnt_reads,cnt_words);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_rd_valid;
    output wire  s_rd_ready;
    input wire  [9:0] s_rd_conn;
    input wire  [31:0] s_rd_seq;
    input wire  [15:0] s_rd_len;
    output wire  m_dma_rd_valid;
    input wire  m_dma_rd_ready;
    output wire  [63:0] m_dma_rd_addr;
    output wire  [12:0] m_dma_rd_len;
    output wire  [7:0] m_dma_rd_tag;
    input wire  s_dma_data_valid;
    output wire  s_dma_data_ready;
    input wire  [63:0] s_dma_data;
    output wire  [63:0] m_pay_data;
    output wire  [7:0] m_pay_keep;
    output wire  m_pay_last;
    output wire  m_pay_valid;
    input wire  m_pay_ready;
    input wire  [63:0] cfg_ring_base;
    input wire  [4:0] cfg_ring_shift;
    output wire  [31:0] cnt_reads;
    output wire  [31:0] cnt_words;

    // Named constants (named_consts! in model/src)
    localparam [9:0] read_geom$LANE_BITS_SHIFT = 10'h3;
    localparam [9:0] read_geom$PAGE_WORDS = 10'h200;
    localparam [9:0] read_geom$TOP_LANE = 10'h7;
    localparam [9:0] read_geom$WORD_BITS = 10'h40;
    localparam [9:0] read_geom$WORD_BYTES_SHIFT = 10'h3;
    localparam [3:0] read_state$ADDR = 4'h3;
    localparam [3:0] read_state$FLUSH = 4'h7;
    localparam [3:0] read_state$IDLE = 4'h0;
    localparam [3:0] read_state$LEN = 4'h4;
    localparam [3:0] read_state$PLACE = 4'h2;
    localparam [3:0] read_state$SEND = 4'h5;
    localparam [3:0] read_state$SETUP = 4'h1;
    localparam [3:0] read_state$WAIT = 4'h6;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [15:0] len$d;
    reg  [15:0] len$q;
    reg  [31:0] n_rd$d;
    reg  [31:0] n_rd$q;
    reg  [31:0] n_words$d;
    reg  [31:0] n_words$q;
    reg  [16:0] span_w$d;
    reg  [16:0] span_w$q;
    reg  [16:0] span_n$d;
    reg  [16:0] span_n$q;
    reg  [7:0] last_keep$d;
    reg  [7:0] last_keep$q;
    reg  [31:0] word_mask$d;
    reg  [31:0] word_mask$q;
    reg  [63:0] conn_off$d;
    reg  [63:0] conn_off$q;
    reg  [6:0] sh$d;
    reg  [6:0] sh$q;
    reg  [6:0] shc$d;
    reg  [6:0] shc$q;
    reg  aligned$d;
    reg  aligned$q;
    reg  flush_due$d;
    reg  flush_due$q;
    reg  [63:0] conn_base$d;
    reg  [63:0] conn_base$q;
    reg  [31:0] cur_word$d;
    reg  [31:0] cur_word$q;
    reg  [13:0] req_left$d;
    reg  [13:0] req_left$q;
    reg  [13:0] in_left$d;
    reg  [13:0] in_left$q;
    reg  first_in$d;
    reg  first_in$q;
    reg  [63:0] addr$d;
    reg  [63:0] addr$q;
    reg  [13:0] len_words$d;
    reg  [13:0] len_words$q;
    reg  [7:0] tag$d;
    reg  [7:0] tag$q;
    reg  [63:0] prev$d;
    reg  [63:0] prev$q;
    reg  out_valid$d;
    reg  out_valid$q;
    reg  [63:0] out_data$d;
    reg  [63:0] out_data$q;
    reg  [7:0] out_keep$d;
    reg  [7:0] out_keep$q;
    reg  out_last$d;
    reg  out_last$q;

    // Local signals
    wire  [13:0] page_left;
    wire  room;
    wire  take;
    wire  in_last;

    // Registers
    initial begin
        st$q = 4'h0;
        conn$q = 10'h0;
        seq$q = 32'h0;
        len$q = 16'h0;
        n_rd$q = 32'h0;
        n_words$q = 32'h0;
        span_w$q = 17'h0;
        span_n$q = 17'h0;
        last_keep$q = 8'h0;
        word_mask$q = 32'h0;
        conn_off$q = 64'h0;
        sh$q = 7'h0;
        shc$q = 7'h0;
        aligned$q = 1'h0;
        flush_due$q = 1'h0;
        conn_base$q = 64'h0;
        cur_word$q = 32'h0;
        req_left$q = 14'h0;
        in_left$q = 14'h0;
        first_in$q = 1'h0;
        addr$q = 64'h0;
        len_words$q = 14'h0;
        tag$q = 8'h0;
        prev$q = 64'h0;
        out_valid$q = 1'h0;
        out_data$q = 64'h0;
        out_keep$q = 8'h0;
        out_last$q = 1'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        seq$q <= seq$d;
        len$q <= len$d;
        n_rd$q <= n_rd$d;
        n_words$q <= n_words$d;
        span_w$q <= span_w$d;
        span_n$q <= span_n$d;
        last_keep$q <= last_keep$d;
        word_mask$q <= word_mask$d;
        conn_off$q <= conn_off$d;
        sh$q <= sh$d;
        shc$q <= shc$d;
        aligned$q <= aligned$d;
        flush_due$q <= flush_due$d;
        conn_base$q <= conn_base$d;
        cur_word$q <= cur_word$d;
        req_left$q <= req_left$d;
        in_left$q <= in_left$d;
        first_in$q <= first_in$d;
        addr$q <= addr$d;
        len_words$q <= len_words$d;
        tag$q <= tag$d;
        prev$q <= prev$d;
        out_valid$q <= out_valid$d;
        out_data$q <= out_data$d;
        out_keep$q <= out_keep$d;
        out_last$q <= out_last$d;
    end

    // Update code
    assign s_rd_ready = (st$q == read_state$IDLE) & ~reset;
    assign cnt_reads = n_rd$q;
    assign cnt_words = n_words$q;
    assign page_left = {4'h0, read_geom$PAGE_WORDS} - {5'h0, addr$q[11:3]};
    assign m_dma_rd_valid = st$q == read_state$SEND;
    assign m_dma_rd_addr = addr$q;
    assign m_dma_rd_len = {3'h0, len_words$q[9:0]} << read_geom$WORD_BYTES_SHIFT;
    assign m_dma_rd_tag = tag$q;
    assign m_pay_valid = out_valid$q;
    assign m_pay_data = out_data$q;
    assign m_pay_keep = out_keep$q;
    assign m_pay_last = out_last$q;
    assign room = ~out_valid$q | m_pay_ready;
    assign s_dma_data_ready = |in_left$q & room & ~reset;
    assign take = s_dma_data_valid & |in_left$q & room;
    assign in_last = in_left$q == 14'h1;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        seq$d = seq$q;
        len$d = len$q;
        n_rd$d = n_rd$q;
        n_words$d = n_words$q;
        span_w$d = span_w$q;
        span_n$d = span_n$q;
        last_keep$d = last_keep$q;
        word_mask$d = word_mask$q;
        conn_off$d = conn_off$q;
        sh$d = sh$q;
        shc$d = shc$q;
        aligned$d = aligned$q;
        flush_due$d = flush_due$q;
        conn_base$d = conn_base$q;
        cur_word$d = cur_word$q;
        req_left$d = req_left$q;
        in_left$d = in_left$q;
        first_in$d = first_in$q;
        addr$d = addr$q;
        len_words$d = len_words$q;
        tag$d = tag$q;
        prev$d = prev$q;
        out_valid$d = out_valid$q;
        out_data$d = out_data$q;
        out_keep$d = out_keep$q;
        out_last$d = out_last$q;
        if ((st$q == read_state$IDLE) & s_rd_valid) begin
            conn$d = s_rd_conn;
            seq$d = s_rd_seq;
            len$d = s_rd_len;
            n_rd$d = n_rd$q + 32'h1;
            st$d = read_state$SETUP;
        end
        if (st$q == read_state$SETUP) begin
            span_w$d = {14'h0, seq$q[2:0]} + {1'h0, len$q} + {7'h0, read_geom$TOP_LANE};
            span_n$d = {1'h0, len$q} + {7'h0, read_geom$TOP_LANE};
            last_keep$d = ~8'h0 >> (3'h0 - len$q[2:0]);
            word_mask$d = (32'h1 << (cfg_ring_shift - read_geom$WORD_BYTES_SHIFT[4:0])) - 32'h1;
            conn_off$d = {54'h0, conn$q} << cfg_ring_shift;
            sh$d = {4'h0, seq$q[2:0]} << read_geom$LANE_BITS_SHIFT;
            aligned$d = ~|seq$q[2:0];
            if (|len$q) begin
                st$d = read_state$PLACE;
            end
            else begin
                st$d = read_state$IDLE;
            end
        end
        if (st$q == read_state$PLACE) begin
            req_left$d = span_w$q[16:3];
            in_left$d = span_w$q[16:3];
            first_in$d = 1'b1;
            flush_due$d = ~aligned$q & (span_w$q[16:3] == span_n$q[16:3]) & (span_w$q[16:3] != 14'h1);
            shc$d = read_geom$WORD_BITS[6:0] - sh$q;
            conn_base$d = cfg_ring_base + conn_off$q;
            cur_word$d = {3'h0, seq$q[31:3]} & word_mask$q;
            st$d = read_state$ADDR;
        end
        if (st$q == read_state$ADDR) begin
            addr$d = conn_base$q + ({32'h0, cur_word$q} << read_geom$WORD_BYTES_SHIFT);
            st$d = read_state$LEN;
        end
        if (st$q == read_state$LEN) begin
            if (req_left$q < page_left) begin
                len_words$d = req_left$q;
            end
            else begin
                len_words$d = page_left;
            end
            st$d = read_state$SEND;
        end
        if ((st$q == read_state$SEND) & m_dma_rd_ready) begin
            cur_word$d = (cur_word$q + {18'h0, len_words$q}) & word_mask$q;
            req_left$d = req_left$q - len_words$q;
            tag$d = tag$q + 8'h1;
            if (req_left$q == len_words$q) begin
                st$d = read_state$WAIT;
            end
            else begin
                st$d = read_state$ADDR;
            end
        end
        if (out_valid$q & m_pay_ready) begin
            out_valid$d = 1'b0;
        end
        if (take) begin
            in_left$d = in_left$q - 14'h1;
            first_in$d = 1'b0;
            prev$d = s_dma_data;
            n_words$d = n_words$q + 32'h1;
            out_keep$d = ~8'h0;
            out_last$d = 1'b0;
            if (aligned$q) begin
                out_valid$d = 1'b1;
                out_data$d = s_dma_data;
                if (in_last) begin
                    out_last$d = 1'b1;
                    out_keep$d = last_keep$q;
                end
            end
            else if (first_in$q) begin
                if (in_last) begin
                    out_valid$d = 1'b1;
                    out_data$d = s_dma_data >> sh$q;
                    out_last$d = 1'b1;
                    out_keep$d = last_keep$q;
                end
            end
            else begin
                out_valid$d = 1'b1;
                out_data$d = (prev$q >> sh$q) | (s_dma_data << shc$q);
                if (in_last & ~flush_due$q) begin
                    out_last$d = 1'b1;
                    out_keep$d = last_keep$q;
                end
            end
        end
        if ((st$q == read_state$WAIT) & ~|in_left$q) begin
            if (flush_due$q) begin
                st$d = read_state$FLUSH;
            end
            else begin
                st$d = read_state$IDLE;
            end
        end
        if ((st$q == read_state$FLUSH) & room) begin
            out_valid$d = 1'b1;
            out_data$d = prev$q >> sh$q;
            out_last$d = 1'b1;
            out_keep$d = last_keep$q;
            st$d = read_state$IDLE;
        end
        if (reset) begin
            st$d = read_state$IDLE;
            n_rd$d = 32'h0;
            n_words$d = 32'h0;
            in_left$d = 14'h0;
            out_valid$d = 1'b0;
            tag$d = 8'h0;
        end
    end

endmodule // toe$area_rd


module toe$area_wr(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_conn,s_cmd_seq,s_cmd_len,s_data,s_keep,s_last,s_valid,s_ready,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,cfg_area_base,cfg_area_shift,idle,cnt_cmds,cnt_writes,cnt_bytes);

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
    toe$area_wr$mask mask(
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

endmodule // toe$area_wr


module toe$area_wr$mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // toe$area_wr$mask


module toe$check(clock,reset,s_data,s_keep,s_last,s_valid,s_ready,m_data,m_keep,m_last,m_verdict,m_valid,m_ready,cnt_segment,cnt_slow_path,cnt_bad_ip,cnt_ip_policy,cnt_bad_tcp,cnt_truncated);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output wire  s_ready;
    output wire  [63:0] m_data;
    output wire  [7:0] m_keep;
    output wire  m_last;
    output wire  [2:0] m_verdict;
    output wire  m_valid;
    input wire  m_ready;
    output wire  [31:0] cnt_segment;
    output wire  [31:0] cnt_slow_path;
    output wire  [31:0] cnt_bad_ip;
    output wire  [31:0] cnt_ip_policy;
    output wire  [31:0] cnt_bad_tcp;
    output wire  [31:0] cnt_truncated;

    // Named constants (named_consts! in model/src)
    localparam [2:0] rx_beat$ETHERTYPE = 3'h1;
    localparam [2:0] rx_beat$IP_ADDRESSES = 3'h3;
    localparam [2:0] rx_beat$IP_FIELDS = 3'h2;
    localparam [2:0] rx_beat$LATER = 3'h7;
    localparam [2:0] rx_beat$TCP_DATA_OFFSET = 3'h5;
    localparam [2:0] rx_beat$TCP_START = 3'h4;
    localparam [7:0] rx_byte$ETHERTYPE_HI = 8'h8;
    localparam [7:0] rx_byte$ETHERTYPE_LO = 8'h0;
    localparam [7:0] rx_byte$PROTO_TCP = 8'h6;
    localparam [15:0] rx_len$BEAT_BYTES = 16'h8;
    localparam [15:0] rx_len$DATAGRAM_BEFORE_ADDRESSES = 16'ha;
    localparam [15:0] rx_len$ETH_HEADER = 16'he;
    localparam [15:0] rx_len$ETH_IP_HEADERS = 16'h22;
    localparam [15:0] rx_len$IP_HEADER = 16'h14;
    localparam [15:0] rx_len$MIN_TCP_TOTAL = 16'h28;
    localparam [15:0] rx_len$MIN_TOTAL = 16'h14;
    localparam [15:0] rx_len$SUM_VALID = 16'hffff;
    localparam [3:0] rx_nibble$IHL_NO_OPTIONS = 4'h5;
    localparam [3:0] rx_nibble$IP_VERSION = 4'h4;
    localparam [3:0] rx_nibble$MIN_DATA_OFFSET = 4'h5;
    localparam [17:0] rx_sum$PSEUDO_CONST = 18'hf1ff;
    localparam [2:0] rx_verdict$BAD_IP = 3'h2;
    localparam [2:0] rx_verdict$BAD_TCP = 3'h4;
    localparam [2:0] rx_verdict$IP_POLICY = 3'h3;
    localparam [2:0] rx_verdict$SEGMENT = 3'h0;
    localparam [2:0] rx_verdict$SLOW_PATH = 3'h1;
    localparam [2:0] rx_verdict$TRUNCATED = 3'h5;

    // Stub signals
    reg  [2:0] idx$d;
    reg  [2:0] idx$q;
    reg  [7:0] et_hi$d;
    reg  [7:0] et_hi$q;
    reg  [7:0] et_lo$d;
    reg  [7:0] et_lo$q;
    reg  [7:0] ver_ihl$d;
    reg  [7:0] ver_ihl$q;
    reg  [15:0] total$d;
    reg  [15:0] total$q;
    reg  [7:0] flags_hi$d;
    reg  [7:0] flags_hi$q;
    reg  [7:0] frag_lo$d;
    reg  [7:0] frag_lo$q;
    reg  [7:0] proto$d;
    reg  [7:0] proto$q;
    reg  [7:0] doff$d;
    reg  [7:0] doff$q;
    reg  [15:0] rem$d;
    reg  [15:0] rem$q;
    reg  s1_valid$d;
    reg  s1_valid$q;
    reg  [83:0] s1_beat$d;
    reg  [83:0] s1_beat$q;
    reg  s1_first$d;
    reg  s1_first$q;
    reg  [63:0] s1_tcp_words$d;
    reg  [63:0] s1_tcp_words$q;
    reg  [63:0] s1_ip_words$d;
    reg  [63:0] s1_ip_words$q;
    reg  s2_valid$d;
    reg  s2_valid$q;
    reg  [83:0] s2_beat$d;
    reg  [83:0] s2_beat$q;
    reg  s2_first$d;
    reg  s2_first$q;
    reg  [17:0] s2_tcp$d;
    reg  [17:0] s2_tcp$q;
    reg  [17:0] s2_ip$d;
    reg  [17:0] s2_ip$q;
    reg  s3_valid$d;
    reg  s3_valid$q;
    reg  [83:0] s3_beat$d;
    reg  [83:0] s3_beat$q;
    reg  [31:0] acc_tcp$d;
    reg  [31:0] acc_tcp$q;
    reg  [31:0] acc_ip$d;
    reg  [31:0] acc_ip$q;
    reg  s4_valid$d;
    reg  s4_valid$q;
    reg  [83:0] s4_beat$d;
    reg  [83:0] s4_beat$q;
    reg  [16:0] fold_tcp$d;
    reg  [16:0] fold_tcp$q;
    reg  [16:0] fold_ip$d;
    reg  [16:0] fold_ip$q;
    reg  o_valid$d;
    reg  o_valid$q;
    reg  [83:0] o_beat$d;
    reg  [83:0] o_beat$q;
    reg  [2:0] o_verdict$d;
    reg  [2:0] o_verdict$q;
    reg  [31:0] n_segment$d;
    reg  [31:0] n_segment$q;
    reg  [31:0] n_slow_path$d;
    reg  [31:0] n_slow_path$q;
    reg  [31:0] n_bad_ip$d;
    reg  [31:0] n_bad_ip$q;
    reg  [31:0] n_ip_policy$d;
    reg  [31:0] n_ip_policy$q;
    reg  [31:0] n_bad_tcp$d;
    reg  [31:0] n_bad_tcp$q;
    reg  [31:0] n_truncated$d;
    reg  [31:0] n_truncated$q;

    // Local signals
    wire  advance;
    wire  take;
    reg  [7:0] lanes;
    reg  [7:0] in_tcp;
    reg  [15:0] m0;
    reg  [15:0] m1;
    reg  [15:0] m2;
    reg  [15:0] m3;
    reg  [63:0] tcp_words;
    reg  [63:0] ip_words;
    reg  [3:0] count;
    reg  [7:0] et_hi_now;
    reg  [7:0] et_lo_now;
    reg  [15:0] total_now;
    reg  [15:0] doff_bytes;
    reg  [10:0] checks;
    reg  [83:0] in_beat;
    wire  [10:0] s4_checks;
    reg  [15:0] tcp_fold2;
    reg  [15:0] ip_fold2;
    reg  [2:0] verdict;

    // Registers
    initial begin
        idx$q = 3'h0;
        et_hi$q = 8'h0;
        et_lo$q = 8'h0;
        ver_ihl$q = 8'h0;
        total$q = 16'h0;
        flags_hi$q = 8'h0;
        frag_lo$q = 8'h0;
        proto$q = 8'h0;
        doff$q = 8'h0;
        rem$q = 16'h0;
        s1_valid$q = 1'h0;
        s1_beat$q = 84'h0;
        s1_first$q = 1'h0;
        s1_tcp_words$q = 64'h0;
        s1_ip_words$q = 64'h0;
        s2_valid$q = 1'h0;
        s2_beat$q = 84'h0;
        s2_first$q = 1'h0;
        s2_tcp$q = 18'h0;
        s2_ip$q = 18'h0;
        s3_valid$q = 1'h0;
        s3_beat$q = 84'h0;
        acc_tcp$q = 32'h0;
        acc_ip$q = 32'h0;
        s4_valid$q = 1'h0;
        s4_beat$q = 84'h0;
        fold_tcp$q = 17'h0;
        fold_ip$q = 17'h0;
        o_valid$q = 1'h0;
        o_beat$q = 84'h0;
        o_verdict$q = 3'h0;
        n_segment$q = 32'h0;
        n_slow_path$q = 32'h0;
        n_bad_ip$q = 32'h0;
        n_ip_policy$q = 32'h0;
        n_bad_tcp$q = 32'h0;
        n_truncated$q = 32'h0;
    end

    always @(posedge clock) begin
        idx$q <= idx$d;
        et_hi$q <= et_hi$d;
        et_lo$q <= et_lo$d;
        ver_ihl$q <= ver_ihl$d;
        total$q <= total$d;
        flags_hi$q <= flags_hi$d;
        frag_lo$q <= frag_lo$d;
        proto$q <= proto$d;
        doff$q <= doff$d;
        rem$q <= rem$d;
        s1_valid$q <= s1_valid$d;
        s1_beat$q <= s1_beat$d;
        s1_first$q <= s1_first$d;
        s1_tcp_words$q <= s1_tcp_words$d;
        s1_ip_words$q <= s1_ip_words$d;
        s2_valid$q <= s2_valid$d;
        s2_beat$q <= s2_beat$d;
        s2_first$q <= s2_first$d;
        s2_tcp$q <= s2_tcp$d;
        s2_ip$q <= s2_ip$d;
        s3_valid$q <= s3_valid$d;
        s3_beat$q <= s3_beat$d;
        acc_tcp$q <= acc_tcp$d;
        acc_ip$q <= acc_ip$d;
        s4_valid$q <= s4_valid$d;
        s4_beat$q <= s4_beat$d;
        fold_tcp$q <= fold_tcp$d;
        fold_ip$q <= fold_ip$d;
        o_valid$q <= o_valid$d;
        o_beat$q <= o_beat$d;
        o_verdict$q <= o_verdict$d;
        n_segment$q <= n_segment$d;
        n_slow_path$q <= n_slow_path$d;
        n_bad_ip$q <= n_bad_ip$d;
        n_ip_policy$q <= n_ip_policy$d;
        n_bad_tcp$q <= n_bad_tcp$d;
        n_truncated$q <= n_truncated$d;
    end

    // Update code
    assign advance = ~o_valid$q | m_ready;
    assign s_ready = advance & ~reset;
    assign take = s_valid & advance & ~reset;
    assign s4_checks = s4_beat$q[83:73];
    assign m_data = o_beat$q[63:0];
    assign m_keep = o_beat$q[71:64];
    assign m_last = o_beat$q[72];
    assign m_verdict = o_verdict$q;
    assign m_valid = o_valid$q;
    assign cnt_segment = n_segment$q;
    assign cnt_slow_path = n_slow_path$q;
    assign cnt_bad_ip = n_bad_ip$q;
    assign cnt_ip_policy = n_ip_policy$q;
    assign cnt_bad_tcp = n_bad_tcp$q;
    assign cnt_truncated = n_truncated$q;

    always @(*) begin
        idx$d = idx$q;
        et_hi$d = et_hi$q;
        et_lo$d = et_lo$q;
        ver_ihl$d = ver_ihl$q;
        total$d = total$q;
        flags_hi$d = flags_hi$q;
        frag_lo$d = frag_lo$q;
        proto$d = proto$q;
        doff$d = doff$q;
        rem$d = rem$q;
        s1_valid$d = s1_valid$q;
        s1_beat$d = s1_beat$q;
        s1_first$d = s1_first$q;
        s1_tcp_words$d = s1_tcp_words$q;
        s1_ip_words$d = s1_ip_words$q;
        s2_valid$d = s2_valid$q;
        s2_beat$d = s2_beat$q;
        s2_first$d = s2_first$q;
        s2_tcp$d = s2_tcp$q;
        s2_ip$d = s2_ip$q;
        s3_valid$d = s3_valid$q;
        s3_beat$d = s3_beat$q;
        acc_tcp$d = acc_tcp$q;
        acc_ip$d = acc_ip$q;
        s4_valid$d = s4_valid$q;
        s4_beat$d = s4_beat$q;
        fold_tcp$d = fold_tcp$q;
        fold_ip$d = fold_ip$q;
        o_valid$d = o_valid$q;
        o_beat$d = o_beat$q;
        o_verdict$d = o_verdict$q;
        n_segment$d = n_segment$q;
        n_slow_path$d = n_slow_path$q;
        n_bad_ip$d = n_bad_ip$q;
        n_ip_policy$d = n_ip_policy$q;
        n_bad_tcp$d = n_bad_tcp$q;
        n_truncated$d = n_truncated$q;
        if (take) begin
            if (idx$q != rx_beat$LATER) begin
                idx$d = idx$q + 3'h1;
            end
            if (s_last) begin
                idx$d = 3'h0;
            end
            if (idx$q == rx_beat$ETHERTYPE) begin
                et_hi$d = s_data[39:32];
                et_lo$d = s_data[47:40];
                ver_ihl$d = s_data[55:48];
            end
            if (idx$q == rx_beat$IP_FIELDS) begin
                total$d = total_now;
                flags_hi$d = s_data[39:32];
                frag_lo$d = s_data[47:40];
                proto$d = s_data[63:56];
                rem$d = total_now - rx_len$DATAGRAM_BEFORE_ADDRESSES;
            end
            if (idx$q >= rx_beat$IP_ADDRESSES) begin
                rem$d = 16'h0;
                if (rem$q[15:3] != 13'h0) begin
                    rem$d = rem$q - rx_len$BEAT_BYTES;
                end
            end
            if (idx$q == rx_beat$TCP_DATA_OFFSET) begin
                doff$d = s_data[55:48];
            end
        end
        if (advance) begin
            s1_valid$d = take;
            s1_beat$d = in_beat;
            s1_first$d = idx$q == 3'h0;
            s1_tcp_words$d = tcp_words;
            s1_ip_words$d = ip_words;
            s2_valid$d = s1_valid$q;
            s2_beat$d = s1_beat$q;
            s2_first$d = s1_first$q;
            s2_tcp$d = ({2'h0, s1_tcp_words$q[15:0]} + {2'h0, s1_tcp_words$q[31:16]}) + ({2'h0, s1_tcp_words$q[47:32]} + {2'h0, s1_tcp_words$q[63:48]});
            s2_ip$d = ({2'h0, s1_ip_words$q[15:0]} + {2'h0, s1_ip_words$q[31:16]}) + ({2'h0, s1_ip_words$q[47:32]} + {2'h0, s1_ip_words$q[63:48]});
            s3_valid$d = s2_valid$q;
            s3_beat$d = s2_beat$q;
            if (s2_valid$q) begin
                acc_tcp$d = acc_tcp$q + {14'h0, s2_tcp$q};
                acc_ip$d = acc_ip$q + {14'h0, s2_ip$q};
                if (s2_first$q) begin
                    acc_tcp$d = {14'h0, s2_tcp$q};
                    acc_ip$d = {14'h0, s2_ip$q};
                end
            end
            s4_valid$d = s3_valid$q;
            s4_beat$d = s3_beat$q;
            fold_tcp$d = {1'h0, acc_tcp$q[15:0]} + {1'h0, acc_tcp$q[31:16]};
            fold_ip$d = {1'h0, acc_ip$q[15:0]} + {1'h0, acc_ip$q[31:16]};
            o_valid$d = s4_valid$q;
            o_beat$d = s4_beat$q;
            o_verdict$d = 3'h0;
            if (s4_beat$q[72]) begin
                o_verdict$d = verdict;
            end
        end
        if (o_valid$q & m_ready & o_beat$q[72]) begin
            if (o_verdict$q == rx_verdict$SEGMENT) begin
                n_segment$d = n_segment$q + 32'h1;
            end
            if (o_verdict$q == rx_verdict$SLOW_PATH) begin
                n_slow_path$d = n_slow_path$q + 32'h1;
            end
            if (o_verdict$q == rx_verdict$BAD_IP) begin
                n_bad_ip$d = n_bad_ip$q + 32'h1;
            end
            if (o_verdict$q == rx_verdict$IP_POLICY) begin
                n_ip_policy$d = n_ip_policy$q + 32'h1;
            end
            if (o_verdict$q == rx_verdict$BAD_TCP) begin
                n_bad_tcp$d = n_bad_tcp$q + 32'h1;
            end
            if (o_verdict$q == rx_verdict$TRUNCATED) begin
                n_truncated$d = n_truncated$q + 32'h1;
            end
        end
        if (reset) begin
            idx$d = 3'h0;
            s1_valid$d = 1'b0;
            s2_valid$d = 1'b0;
            s3_valid$d = 1'b0;
            s4_valid$d = 1'b0;
            o_valid$d = 1'b0;
            n_segment$d = 32'h0;
            n_slow_path$d = 32'h0;
            n_bad_ip$d = 32'h0;
            n_ip_policy$d = 32'h0;
            n_bad_tcp$d = 32'h0;
            n_truncated$d = 32'h0;
        end
    end

    always @(*) begin
        lanes = s_keep;
        if (rem$q[15:3] == 13'h0) begin
            lanes = 8'h0;
            lanes[0] = s_keep[0] & (rem$q[2:0] > 3'h0);
            lanes[1] = s_keep[1] & (rem$q[2:0] > 3'h1);
            lanes[2] = s_keep[2] & (rem$q[2:0] > 3'h2);
            lanes[3] = s_keep[3] & (rem$q[2:0] > 3'h3);
            lanes[4] = s_keep[4] & (rem$q[2:0] > 3'h4);
            lanes[5] = s_keep[5] & (rem$q[2:0] > 3'h5);
            lanes[6] = s_keep[6] & (rem$q[2:0] > 3'h6);
            lanes[7] = 1'b0;
        end
    end

    always @(*) begin
        in_tcp = 8'h0;
        if (idx$q == rx_beat$IP_ADDRESSES) begin
            in_tcp = lanes;
            in_tcp[0] = 1'b0;
            in_tcp[1] = 1'b0;
        end
        if (idx$q >= rx_beat$TCP_START) begin
            in_tcp = lanes;
        end
    end

    always @(*) begin
        m0 = s_data[15:0];
        if (~in_tcp[0]) begin
            m0 = m0 & 16'hff00;
        end
        if (~in_tcp[1]) begin
            m0 = m0 & 16'hff;
        end
    end

    always @(*) begin
        m1 = s_data[31:16];
        if (~in_tcp[2]) begin
            m1 = m1 & 16'hff00;
        end
        if (~in_tcp[3]) begin
            m1 = m1 & 16'hff;
        end
    end

    always @(*) begin
        m2 = s_data[47:32];
        if (~in_tcp[4]) begin
            m2 = m2 & 16'hff00;
        end
        if (~in_tcp[5]) begin
            m2 = m2 & 16'hff;
        end
    end

    always @(*) begin
        m3 = s_data[63:48];
        if (~in_tcp[6]) begin
            m3 = m3 & 16'hff00;
        end
        if (~in_tcp[7]) begin
            m3 = m3 & 16'hff;
        end
    end

    always @(*) begin
        tcp_words = 64'h0;
        tcp_words[15:0] = m0;
        tcp_words[31:16] = m1;
        tcp_words[47:32] = m2;
        tcp_words[63:48] = m3;
        if (idx$q == rx_beat$IP_FIELDS) begin
            tcp_words = 64'h0;
            tcp_words[15:0] = s_data[15:0];
            tcp_words[31:16] = rx_sum$PSEUDO_CONST[15:0];
        end
    end

    always @(*) begin
        ip_words = 64'h0;
        if (idx$q == rx_beat$ETHERTYPE) begin
            ip_words[63:48] = s_data[63:48];
        end
        if ((idx$q == rx_beat$IP_FIELDS) | (idx$q == rx_beat$IP_ADDRESSES)) begin
            ip_words = s_data;
        end
        if (idx$q == rx_beat$TCP_START) begin
            ip_words[15:0] = s_data[15:0];
        end
    end

    always @(*) begin
        et_hi_now = et_hi$q;
        et_lo_now = et_lo$q;
        if (idx$q == rx_beat$ETHERTYPE) begin
            et_hi_now = s_data[39:32];
            et_lo_now = s_data[47:40];
        end
    end

    always @(*) begin
        total_now = 16'h0;
        total_now[15:8] = s_data[7:0];
        total_now[7:0] = s_data[15:8];
    end

    always @(*) begin
        doff_bytes = 16'h0;
        doff_bytes[5:2] = doff$q[7:4];
    end

    always @(*) begin
        count = 4'h0;
        if (s_keep[0]) begin
            count = 4'h1;
        end
        if (s_keep[1]) begin
            count = 4'h2;
        end
        if (s_keep[2]) begin
            count = 4'h3;
        end
        if (s_keep[3]) begin
            count = 4'h4;
        end
        if (s_keep[4]) begin
            count = 4'h5;
        end
        if (s_keep[5]) begin
            count = 4'h6;
        end
        if (s_keep[6]) begin
            count = 4'h7;
        end
        if (s_keep[7]) begin
            count = 4'h8;
        end
    end

    always @(*) begin
        checks = 11'h0;
        checks[0] = (idx$q < rx_beat$ETHERTYPE) | ((idx$q == rx_beat$ETHERTYPE) & ({12'h0, count} < (rx_len$ETH_HEADER - rx_len$BEAT_BYTES)));
        checks[1] = (et_hi_now != rx_byte$ETHERTYPE_HI) | (et_lo_now != rx_byte$ETHERTYPE_LO);
        checks[2] = (idx$q < rx_beat$TCP_START) | ((idx$q == rx_beat$TCP_START) & ({12'h0, count} < (rx_len$ETH_IP_HEADERS - rx_len$BEAT_BYTES * rx_beat$TCP_START)));
        checks[3] = (ver_ihl$q[7:4] != rx_nibble$IP_VERSION) | (ver_ihl$q[3:0] < rx_nibble$IHL_NO_OPTIONS);
        checks[4] = ver_ihl$q[3:0] > rx_nibble$IHL_NO_OPTIONS;
        checks[5] = total$q < rx_len$MIN_TOTAL;
        checks[6] = rem$q > {12'h0, count};
        checks[7] = flags_hi$q[5] | |flags_hi$q[4:0] | |frag_lo$q;
        checks[8] = proto$q != rx_byte$PROTO_TCP;
        checks[9] = total$q < rx_len$MIN_TCP_TOTAL;
        checks[10] = (doff$q[7:4] < rx_nibble$MIN_DATA_OFFSET) | ((doff_bytes + rx_len$IP_HEADER) > total$q);
    end

    always @(*) begin
        in_beat = 84'h0;
        in_beat[63:0] = s_data;
        in_beat[71:64] = s_keep;
        in_beat[72] = s_last;
        in_beat[83:73] = checks;
    end

    always @(*) begin
        tcp_fold2 = fold_tcp$q[15:0];
        if (fold_tcp$q[16]) begin
            tcp_fold2 = fold_tcp$q[15:0] + 16'h1;
        end
    end

    always @(*) begin
        ip_fold2 = fold_ip$q[15:0];
        if (fold_ip$q[16]) begin
            ip_fold2 = fold_ip$q[15:0] + 16'h1;
        end
    end

    always @(*) begin
        verdict = rx_verdict$SEGMENT;
        if (tcp_fold2 != rx_len$SUM_VALID) begin
            verdict = rx_verdict$BAD_TCP;
        end
        if (s4_checks[9] | s4_checks[10]) begin
            verdict = rx_verdict$BAD_TCP;
        end
        if (s4_checks[8]) begin
            verdict = rx_verdict$SLOW_PATH;
        end
        if (s4_checks[7]) begin
            verdict = rx_verdict$IP_POLICY;
        end
        if (ip_fold2 != rx_len$SUM_VALID) begin
            verdict = rx_verdict$BAD_IP;
        end
        if (s4_checks[6]) begin
            verdict = rx_verdict$TRUNCATED;
        end
        if (s4_checks[5]) begin
            verdict = rx_verdict$BAD_IP;
        end
        if (s4_checks[4]) begin
            verdict = rx_verdict$IP_POLICY;
        end
        if (s4_checks[3]) begin
            verdict = rx_verdict$BAD_IP;
        end
        if (s4_checks[2]) begin
            verdict = rx_verdict$TRUNCATED;
        end
        if (s4_checks[1]) begin
            verdict = rx_verdict$SLOW_PATH;
        end
        if (s4_checks[0]) begin
            verdict = rx_verdict$TRUNCATED;
        end
    end

endmodule // toe$check


module toe$conns(clock,reset,cfg_key_hi,cfg_key_lo,s_cmd_valid,s_cmd_ready,s_cmd_op,s_cmd_remote_ip,s_cmd_remote_port,s_cmd_local_port,s_cmd_slot,m_rsp_valid,m_rsp_ready,m_rsp_status,m_rsp_slot,cnt_entries,cnt_full);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [12:0] cfg_key_hi;
    input wire  [63:0] cfg_key_lo;
    input wire  s_cmd_valid;
    output wire  s_cmd_ready;
    input wire  [1:0] s_cmd_op;
    input wire  [31:0] s_cmd_remote_ip;
    input wire  [15:0] s_cmd_remote_port;
    input wire  [15:0] s_cmd_local_port;
    input wire  [9:0] s_cmd_slot;
    output wire  m_rsp_valid;
    input wire  m_rsp_ready;
    output wire  [1:0] m_rsp_status;
    output wire  [9:0] m_rsp_slot;
    output wire  [10:0] cnt_entries;
    output wire  [31:0] cnt_full;

    // Named constants (named_consts! in model/src)
    localparam [1:0] conn_op$LOOKUP = 2'h0;
    localparam [1:0] conn_op$REMOVE = 2'h2;
    localparam [2:0] conn_state$DECIDE = 3'h3;
    localparam [2:0] conn_state$IDLE = 3'h1;
    localparam [2:0] conn_state$INIT = 3'h0;
    localparam [2:0] conn_state$READ = 3'h2;
    localparam [2:0] conn_state$RESP = 3'h4;
    localparam [1:0] conn_status$FULL = 2'h2;
    localparam [1:0] conn_status$MISS = 2'h1;
    localparam [1:0] conn_status$REMOVED = 2'h3;
    localparam [1:0] conn_status$SLOT = 2'h0;

    // Stub signals
    wire  [76:0] toeplitz$key;
    wire  [63:0] toeplitz$data;
    wire  [13:0] toeplitz$hash;
    wire  [6:0] l0$read_address;
    wire  [64:0] l0$read_data;
    wire  l0$write_enable;
    wire  [6:0] l0$write_address;
    wire  [64:0] l0$write_data;
    wire  [6:0] l1$read_address;
    wire  [64:0] l1$read_data;
    wire  l1$write_enable;
    wire  [6:0] l1$write_address;
    wire  [64:0] l1$write_data;
    wire  [6:0] l2$read_address;
    wire  [64:0] l2$read_data;
    wire  l2$write_enable;
    wire  [6:0] l2$write_address;
    wire  [64:0] l2$write_data;
    wire  [6:0] l3$read_address;
    wire  [64:0] l3$read_data;
    wire  l3$write_enable;
    wire  [6:0] l3$write_address;
    wire  [64:0] l3$write_data;
    wire  [6:0] r0$read_address;
    wire  [64:0] r0$read_data;
    wire  r0$write_enable;
    wire  [6:0] r0$write_address;
    wire  [64:0] r0$write_data;
    wire  [6:0] r1$read_address;
    wire  [64:0] r1$read_data;
    wire  r1$write_enable;
    wire  [6:0] r1$write_address;
    wire  [64:0] r1$write_data;
    wire  [6:0] r2$read_address;
    wire  [64:0] r2$read_data;
    wire  r2$write_enable;
    wire  [6:0] r2$write_address;
    wire  [64:0] r2$write_data;
    wire  [6:0] r3$read_address;
    wire  [64:0] r3$read_data;
    wire  r3$write_enable;
    wire  [6:0] r3$write_address;
    wire  [64:0] r3$write_data;
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [6:0] init_set$d;
    reg  [6:0] init_set$q;
    reg  [1:0] op$d;
    reg  [1:0] op$q;
    reg  [63:0] tuple$d;
    reg  [63:0] tuple$q;
    reg  [9:0] slot_in$d;
    reg  [9:0] slot_in$q;
    reg  [6:0] set_l$d;
    reg  [6:0] set_l$q;
    reg  [6:0] set_r$d;
    reg  [6:0] set_r$q;
    reg  [3:0] eqlo_l$d;
    reg  [3:0] eqlo_l$q;
    reg  [3:0] eqhi_l$d;
    reg  [3:0] eqhi_l$q;
    reg  [3:0] eqlo_r$d;
    reg  [3:0] eqlo_r$q;
    reg  [3:0] eqhi_r$d;
    reg  [3:0] eqhi_r$q;
    reg  [3:0] free_l$d;
    reg  [3:0] free_l$q;
    reg  [3:0] free_r$d;
    reg  [3:0] free_r$q;
    reg  [1:0] rsp_status$d;
    reg  [1:0] rsp_status$q;
    reg  [9:0] rsp_slot$d;
    reg  [9:0] rsp_slot$q;
    reg  [10:0] entries$d;
    reg  [10:0] entries$q;
    reg  [31:0] n_full$d;
    reg  [31:0] n_full$q;

    // Local signals
    reg  [63:0] in_tuple;
    reg  [76:0] key;
    wire  [13:0] hash;
    wire  take;
    wire  [3:0] hit_l;
    wire  [3:0] hit_r;
    reg  [6:0] rd_l;
    reg  [6:0] rd_r;
    reg  [64:0] new_entry;
    reg  [3:0] wr_l;
    reg  [3:0] wr_r;
    reg  [64:0] wr_entry;
    reg  [6:0] wr_set_l;
    reg  [6:0] wr_set_r;
    wire  [2:0] nfree_l;
    wire  [2:0] nfree_r;
    reg  rm_valid;
    reg  [3:0] rm_free;
    wire  [1:0] rm_way;
    wire  [64:0] e_l0;
    wire  [64:0] e_l1;
    wire  [64:0] e_l2;
    wire  [64:0] e_l3;
    wire  [64:0] e_r0;
    wire  [64:0] e_r1;
    wire  [64:0] e_r2;
    wire  [64:0] e_r3;

    // Sub module instances
    toe$conns$toeplitz toeplitz(
        .key(toeplitz$key),
        .data(toeplitz$data),
        .hash(toeplitz$hash)
    );
    toe$conns$l0 l0(
        .clock(clock),
        .read_address(l0$read_address),
        .read_data(l0$read_data),
        .write_enable(l0$write_enable),
        .write_address(l0$write_address),
        .write_data(l0$write_data)
    );
    toe$conns$l1 l1(
        .clock(clock),
        .read_address(l1$read_address),
        .read_data(l1$read_data),
        .write_enable(l1$write_enable),
        .write_address(l1$write_address),
        .write_data(l1$write_data)
    );
    toe$conns$l2 l2(
        .clock(clock),
        .read_address(l2$read_address),
        .read_data(l2$read_data),
        .write_enable(l2$write_enable),
        .write_address(l2$write_address),
        .write_data(l2$write_data)
    );
    toe$conns$l3 l3(
        .clock(clock),
        .read_address(l3$read_address),
        .read_data(l3$read_data),
        .write_enable(l3$write_enable),
        .write_address(l3$write_address),
        .write_data(l3$write_data)
    );
    toe$conns$r0 r0(
        .clock(clock),
        .read_address(r0$read_address),
        .read_data(r0$read_data),
        .write_enable(r0$write_enable),
        .write_address(r0$write_address),
        .write_data(r0$write_data)
    );
    toe$conns$r1 r1(
        .clock(clock),
        .read_address(r1$read_address),
        .read_data(r1$read_data),
        .write_enable(r1$write_enable),
        .write_address(r1$write_address),
        .write_data(r1$write_data)
    );
    toe$conns$r2 r2(
        .clock(clock),
        .read_address(r2$read_address),
        .read_data(r2$read_data),
        .write_enable(r2$write_enable),
        .write_address(r2$write_address),
        .write_data(r2$write_data)
    );
    toe$conns$r3 r3(
        .clock(clock),
        .read_address(r3$read_address),
        .read_data(r3$read_data),
        .write_enable(r3$write_enable),
        .write_address(r3$write_address),
        .write_data(r3$write_data)
    );

    // Registers
    initial begin
        st$q = 3'h0;
        init_set$q = 7'h0;
        op$q = 2'h0;
        tuple$q = 64'h0;
        slot_in$q = 10'h0;
        set_l$q = 7'h0;
        set_r$q = 7'h0;
        eqlo_l$q = 4'h0;
        eqhi_l$q = 4'h0;
        eqlo_r$q = 4'h0;
        eqhi_r$q = 4'h0;
        free_l$q = 4'h0;
        free_r$q = 4'h0;
        rsp_status$q = 2'h0;
        rsp_slot$q = 10'h0;
        entries$q = 11'h0;
        n_full$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        init_set$q <= init_set$d;
        op$q <= op$d;
        tuple$q <= tuple$d;
        slot_in$q <= slot_in$d;
        set_l$q <= set_l$d;
        set_r$q <= set_r$d;
        eqlo_l$q <= eqlo_l$d;
        eqhi_l$q <= eqhi_l$d;
        eqlo_r$q <= eqlo_r$d;
        eqhi_r$q <= eqhi_r$d;
        free_l$q <= free_l$d;
        free_r$q <= free_r$d;
        rsp_status$q <= rsp_status$d;
        rsp_slot$q <= rsp_slot$d;
        entries$q <= entries$d;
        n_full$q <= n_full$d;
    end

    // Update code
    assign toeplitz$key = key;
    assign toeplitz$data = in_tuple;
    assign hash = toeplitz$hash;
    assign s_cmd_ready = (st$q == conn_state$IDLE) & ~reset;
    assign take = s_cmd_valid & (st$q == conn_state$IDLE) & ~reset;
    assign l0$read_address = rd_l;
    assign l1$read_address = rd_l;
    assign l2$read_address = rd_l;
    assign l3$read_address = rd_l;
    assign r0$read_address = rd_r;
    assign r1$read_address = rd_r;
    assign r2$read_address = rd_r;
    assign r3$read_address = rd_r;
    assign e_l0 = l0$read_data;
    assign e_l1 = l1$read_data;
    assign e_l2 = l2$read_data;
    assign e_l3 = l3$read_data;
    assign e_r0 = r0$read_data;
    assign e_r1 = r1$read_data;
    assign e_r2 = r2$read_data;
    assign e_r3 = r3$read_data;
    assign hit_l = eqlo_l$q & eqhi_l$q & ~free_l$q;
    assign hit_r = eqlo_r$q & eqhi_r$q & ~free_r$q;
    assign nfree_l = ({2'h0, free_l$q[0]} + {2'h0, free_l$q[1]}) + ({2'h0, free_l$q[2]} + {2'h0, free_l$q[3]});
    assign nfree_r = ({2'h0, free_r$q[0]} + {2'h0, free_r$q[1]}) + ({2'h0, free_r$q[2]} + {2'h0, free_r$q[3]});
    assign rm_way = slot_in$q[1:0];
    assign l0$write_enable = wr_l[0];
    assign l0$write_address = wr_set_l;
    assign l0$write_data = wr_entry;
    assign l1$write_enable = wr_l[1];
    assign l1$write_address = wr_set_l;
    assign l1$write_data = wr_entry;
    assign l2$write_enable = wr_l[2];
    assign l2$write_address = wr_set_l;
    assign l2$write_data = wr_entry;
    assign l3$write_enable = wr_l[3];
    assign l3$write_address = wr_set_l;
    assign l3$write_data = wr_entry;
    assign r0$write_enable = wr_r[0];
    assign r0$write_address = wr_set_r;
    assign r0$write_data = wr_entry;
    assign r1$write_enable = wr_r[1];
    assign r1$write_address = wr_set_r;
    assign r1$write_data = wr_entry;
    assign r2$write_enable = wr_r[2];
    assign r2$write_address = wr_set_r;
    assign r2$write_data = wr_entry;
    assign r3$write_enable = wr_r[3];
    assign r3$write_address = wr_set_r;
    assign r3$write_data = wr_entry;
    assign m_rsp_valid = st$q == conn_state$RESP;
    assign m_rsp_status = rsp_status$q;
    assign m_rsp_slot = rsp_slot$q;
    assign cnt_entries = entries$q;
    assign cnt_full = n_full$q;

    always @(*) begin
        st$d = st$q;
        init_set$d = init_set$q;
        op$d = op$q;
        tuple$d = tuple$q;
        slot_in$d = slot_in$q;
        set_l$d = set_l$q;
        set_r$d = set_r$q;
        eqlo_l$d = eqlo_l$q;
        eqhi_l$d = eqhi_l$q;
        eqlo_r$d = eqlo_r$q;
        eqhi_r$d = eqhi_r$q;
        free_l$d = free_l$q;
        free_r$d = free_r$q;
        rsp_status$d = rsp_status$q;
        rsp_slot$d = rsp_slot$q;
        entries$d = entries$q;
        n_full$d = n_full$q;
        if (take) begin
            op$d = s_cmd_op;
            tuple$d = in_tuple;
            slot_in$d = s_cmd_slot;
            set_l$d = rd_l;
            set_r$d = rd_r;
            st$d = conn_state$READ;
        end
        if (st$q == conn_state$READ) begin
            eqlo_l$d = 4'h0;
            eqhi_l$d = 4'h0;
            free_l$d = 4'h0;
            eqlo_l$d[0] = e_l0[31:0] == tuple$q[31:0];
            eqhi_l$d[0] = e_l0[63:32] == tuple$q[63:32];
            free_l$d[0] = ~e_l0[64];
            eqlo_l$d[1] = e_l1[31:0] == tuple$q[31:0];
            eqhi_l$d[1] = e_l1[63:32] == tuple$q[63:32];
            free_l$d[1] = ~e_l1[64];
            eqlo_l$d[2] = e_l2[31:0] == tuple$q[31:0];
            eqhi_l$d[2] = e_l2[63:32] == tuple$q[63:32];
            free_l$d[2] = ~e_l2[64];
            eqlo_l$d[3] = e_l3[31:0] == tuple$q[31:0];
            eqhi_l$d[3] = e_l3[63:32] == tuple$q[63:32];
            free_l$d[3] = ~e_l3[64];
            eqlo_r$d = 4'h0;
            eqhi_r$d = 4'h0;
            free_r$d = 4'h0;
            eqlo_r$d[0] = e_r0[31:0] == tuple$q[31:0];
            eqhi_r$d[0] = e_r0[63:32] == tuple$q[63:32];
            free_r$d[0] = ~e_r0[64];
            eqlo_r$d[1] = e_r1[31:0] == tuple$q[31:0];
            eqhi_r$d[1] = e_r1[63:32] == tuple$q[63:32];
            free_r$d[1] = ~e_r1[64];
            eqlo_r$d[2] = e_r2[31:0] == tuple$q[31:0];
            eqhi_r$d[2] = e_r2[63:32] == tuple$q[63:32];
            free_r$d[2] = ~e_r2[64];
            eqlo_r$d[3] = e_r3[31:0] == tuple$q[31:0];
            eqhi_r$d[3] = e_r3[63:32] == tuple$q[63:32];
            free_r$d[3] = ~e_r3[64];
            st$d = conn_state$DECIDE;
        end
        wr_l = 4'h0;
        wr_r = 4'h0;
        wr_entry = new_entry;
        wr_set_l = set_l$q;
        wr_set_r = set_r$q;
        if (st$q == conn_state$DECIDE) begin
            st$d = conn_state$RESP;
            rsp_slot$d = 10'h0;
            if (op$q == conn_op$REMOVE) begin
                rsp_status$d = conn_status$REMOVED;
                rsp_slot$d = slot_in$q;
                wr_entry = 65'h0;
                if (slot_in$q[2]) begin
                    wr_r = 4'h1 << rm_way;
                end
                else begin
                    wr_l = 4'h1 << rm_way;
                end
                if (rm_valid) begin
                    entries$d = entries$q - 11'h1;
                end
            end
            else if (|hit_l | |hit_r) begin
                rsp_status$d = conn_status$SLOT;
                if (|hit_r) begin
                    rsp_slot$d[2] = 1'b1;
                    rsp_slot$d[9:3] = set_r$q;
                    if (hit_r[3]) begin
                        rsp_slot$d[1:0] = 2'h3;
                    end
                    if (hit_r[2]) begin
                        rsp_slot$d[1:0] = 2'h2;
                    end
                    if (hit_r[1]) begin
                        rsp_slot$d[1:0] = 2'h1;
                    end
                    if (hit_r[0]) begin
                        rsp_slot$d[1:0] = 2'h0;
                    end
                end
                if (|hit_l) begin
                    rsp_slot$d[2] = 1'b0;
                    rsp_slot$d[9:3] = set_l$q;
                    if (hit_l[3]) begin
                        rsp_slot$d[1:0] = 2'h3;
                    end
                    if (hit_l[2]) begin
                        rsp_slot$d[1:0] = 2'h2;
                    end
                    if (hit_l[1]) begin
                        rsp_slot$d[1:0] = 2'h1;
                    end
                    if (hit_l[0]) begin
                        rsp_slot$d[1:0] = 2'h0;
                    end
                end
            end
            else if (op$q == conn_op$LOOKUP) begin
                rsp_status$d = conn_status$MISS;
            end
            else if (|free_l$q | |free_r$q) begin
                rsp_status$d = conn_status$SLOT;
                entries$d = entries$q + 11'h1;
                if (nfree_r > nfree_l) begin
                    rsp_slot$d[2] = 1'b1;
                    rsp_slot$d[9:3] = set_r$q;
                    if (free_r$q[3]) begin
                        rsp_slot$d[1:0] = 2'h3;
                        wr_r = 4'h8;
                    end
                    if (free_r$q[2]) begin
                        rsp_slot$d[1:0] = 2'h2;
                        wr_r = 4'h4;
                    end
                    if (free_r$q[1]) begin
                        rsp_slot$d[1:0] = 2'h1;
                        wr_r = 4'h2;
                    end
                    if (free_r$q[0]) begin
                        rsp_slot$d[1:0] = 2'h0;
                        wr_r = 4'h1;
                    end
                end
                else begin
                    rsp_slot$d[2] = 1'b0;
                    rsp_slot$d[9:3] = set_l$q;
                    if (free_l$q[3]) begin
                        rsp_slot$d[1:0] = 2'h3;
                        wr_l = 4'h8;
                    end
                    if (free_l$q[2]) begin
                        rsp_slot$d[1:0] = 2'h2;
                        wr_l = 4'h4;
                    end
                    if (free_l$q[1]) begin
                        rsp_slot$d[1:0] = 2'h1;
                        wr_l = 4'h2;
                    end
                    if (free_l$q[0]) begin
                        rsp_slot$d[1:0] = 2'h0;
                        wr_l = 4'h1;
                    end
                end
            end
            else begin
                rsp_status$d = conn_status$FULL;
                n_full$d = n_full$q + 32'h1;
            end
        end
        if (st$q == conn_state$INIT) begin
            wr_l = 4'hf;
            wr_r = 4'hf;
            wr_entry = 65'h0;
            wr_set_l = init_set$q;
            wr_set_r = init_set$q;
            init_set$d = init_set$q + 7'h1;
            if (&init_set$q) begin
                st$d = conn_state$IDLE;
            end
        end
        if ((st$q == conn_state$RESP) & m_rsp_ready) begin
            st$d = conn_state$IDLE;
        end
        if (reset) begin
            st$d = conn_state$INIT;
            init_set$d = 7'h0;
            entries$d = 11'h0;
            n_full$d = 32'h0;
        end
    end

    always @(*) begin
        in_tuple = 64'h0;
        in_tuple[63:32] = s_cmd_remote_ip;
        in_tuple[31:16] = s_cmd_remote_port;
        in_tuple[15:0] = s_cmd_local_port;
    end

    always @(*) begin
        key = 77'h0;
        key[76:64] = cfg_key_hi;
        key[63:0] = cfg_key_lo;
    end

    always @(*) begin
        rd_l = hash[13:7];
        rd_r = hash[6:0];
        if (s_cmd_op == conn_op$REMOVE) begin
            rd_l = s_cmd_slot[9:3];
            rd_r = s_cmd_slot[9:3];
        end
    end

    always @(*) begin
        new_entry = 65'h0;
        new_entry[63:0] = tuple$q;
        new_entry[64] = 1'b1;
    end

    always @(*) begin
        rm_free = free_l$q;
        if (slot_in$q[2]) begin
            rm_free = free_r$q;
        end
    end

    always @(*) begin
        rm_valid = ~rm_free[0];
        if (rm_way == 2'h1) begin
            rm_valid = ~rm_free[1];
        end
        if (rm_way == 2'h2) begin
            rm_valid = ~rm_free[2];
        end
        if (rm_way == 2'h3) begin
            rm_valid = ~rm_free[3];
        end
    end

endmodule // toe$conns


module toe$conns$l0(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$conns$l0


module toe$conns$l1(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$conns$l1


module toe$conns$l2(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$conns$l2


module toe$conns$l3(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$conns$l3


module toe$conns$r0(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$conns$r0


module toe$conns$r1(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$conns$r1


module toe$conns$r2(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$conns$r2


module toe$conns$r3(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [6:0] read_address;
    output reg  [64:0] read_data;
    input wire  write_enable;
    input wire  [6:0] write_address;
    input wire  [64:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [64:0] mem [0:127];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {65{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$conns$r3


module toe$conns$toeplitz(key,data,hash);

    // Module arguments
    input wire  [76:0] key;
    input wire  [63:0] data;
    output reg  [13:0] hash;

    // Update code (custom)
    always @(*) begin
        hash[13] = ^(data & key[76:13]);
        hash[12] = ^(data & key[75:12]);
        hash[11] = ^(data & key[74:11]);
        hash[10] = ^(data & key[73:10]);
        hash[9] = ^(data & key[72:9]);
        hash[8] = ^(data & key[71:8]);
        hash[7] = ^(data & key[70:7]);
        hash[6] = ^(data & key[69:6]);
        hash[5] = ^(data & key[68:5]);
        hash[4] = ^(data & key[67:4]);
        hash[3] = ^(data & key[66:3]);
        hash[2] = ^(data & key[65:2]);
        hash[1] = ^(data & key[64:1]);
        hash[0] = ^(data & key[63:0]);
    end
endmodule // toe$conns$toeplitz


module toe$disp(clock,reset,s_seg_valid,s_seg_ready,s_seg_src_mac,s_seg_src_ip,s_seg_dst_ip,s_seg_src_port,s_seg_dst_port,s_seg_seq,s_seg_ack,s_seg_flags,s_seg_window,s_seg_len,s_seg_mss_on,s_seg_mss,s_seg_ws_on,s_seg_ws,s_seg_sackp,s_seg_ts_on,s_seg_ts_val,s_seg_ts_ecr,s_seg_nblocks,s_seg_l0,s_seg_r0,s_seg_l1,s_seg_r1,s_seg_l2,s_seg_r2,s_seg_l3,s_seg_r3,m_look_valid,m_look_ready,m_look_op,m_look_remote_ip,m_look_remote_port,m_look_local_port,m_look_slot,s_look_valid,s_look_ready,s_look_status,s_look_slot,l_port,l_hit,m_eng_valid,m_eng_ready,m_eng_conn,m_eng_src_mac,m_eng_src_ip,m_eng_src_port,m_eng_dst_port,m_eng_seq,m_eng_ack,m_eng_flags,m_eng_window,m_eng_len,m_eng_ts_on,m_eng_ts_val,m_eng_ts_ecr,m_eng_mss_on,m_eng_mss,m_eng_ws_on,m_eng_ws,m_eng_sackp,m_eng_nblocks,m_eng_l0,m_eng_r0,m_eng_l1,m_eng_r1,m_eng_l2,m_eng_r2,m_eng_l3,m_eng_r3,m_eng_listen,m_rst_valid,m_rst_ready,m_rst_dst_mac,m_rst_dst_ip,m_rst_src_port,m_rst_dst_port,m_rst_seq,m_rst_ack,m_rst_flags,m_rst_window,m_rst_mss_on,m_rst_mss,m_rst_ws_on,m_rst_ws,m_rst_sackp,m_rst_ts_on,m_rst_ts_val,m_rst_ts_ecr,m_rst_nblocks,m_rst_l0,m_rst_r0,m_rst_l1,m_rst_r1,m_rst_l2,m_rst_r2,m_rst_l3,m_rst_r3,m_rst_payload,s_gate_valid,s_gate_ready,s_gate_deliver,s_gate_conn,s_gate_seq,s_gate_skip,s_gate_take,s_gate_len,s_gate_keep,s_gate_replay,s_gate_r_seq,s_gate_r_len,m_gate_valid,m_gate_ready,m_gate_deliver,m_gate_conn,m_gate_seq,m_gate_skip,m_gate_take,m_gate_len,m_gate_keep,m_gate_replay,m_gate_r_seq,m_gate_r_len,cnt_no_conn);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_seg_valid;
    output reg  s_seg_ready;
    input wire  [47:0] s_seg_src_mac;
    input wire  [31:0] s_seg_src_ip;
    input wire  [31:0] s_seg_dst_ip;
    input wire  [15:0] s_seg_src_port;
    input wire  [15:0] s_seg_dst_port;
    input wire  [31:0] s_seg_seq;
    input wire  [31:0] s_seg_ack;
    input wire  [7:0] s_seg_flags;
    input wire  [15:0] s_seg_window;
    input wire  [15:0] s_seg_len;
    input wire  s_seg_mss_on;
    input wire  [15:0] s_seg_mss;
    input wire  s_seg_ws_on;
    input wire  [7:0] s_seg_ws;
    input wire  s_seg_sackp;
    input wire  s_seg_ts_on;
    input wire  [31:0] s_seg_ts_val;
    input wire  [31:0] s_seg_ts_ecr;
    input wire  [2:0] s_seg_nblocks;
    input wire  [31:0] s_seg_l0;
    input wire  [31:0] s_seg_r0;
    input wire  [31:0] s_seg_l1;
    input wire  [31:0] s_seg_r1;
    input wire  [31:0] s_seg_l2;
    input wire  [31:0] s_seg_r2;
    input wire  [31:0] s_seg_l3;
    input wire  [31:0] s_seg_r3;
    output wire  m_look_valid;
    input wire  m_look_ready;
    output wire  [1:0] m_look_op;
    output wire  [31:0] m_look_remote_ip;
    output wire  [15:0] m_look_remote_port;
    output wire  [15:0] m_look_local_port;
    output wire  [9:0] m_look_slot;
    input wire  s_look_valid;
    output wire  s_look_ready;
    input wire  [1:0] s_look_status;
    input wire  [9:0] s_look_slot;
    output wire  [15:0] l_port;
    input wire  l_hit;
    output wire  m_eng_valid;
    input wire  m_eng_ready;
    output wire  [9:0] m_eng_conn;
    output wire  [47:0] m_eng_src_mac;
    output wire  [31:0] m_eng_src_ip;
    output wire  [15:0] m_eng_src_port;
    output wire  [15:0] m_eng_dst_port;
    output wire  [31:0] m_eng_seq;
    output wire  [31:0] m_eng_ack;
    output wire  [7:0] m_eng_flags;
    output wire  [15:0] m_eng_window;
    output wire  [15:0] m_eng_len;
    output wire  m_eng_ts_on;
    output wire  [31:0] m_eng_ts_val;
    output wire  [31:0] m_eng_ts_ecr;
    output wire  m_eng_mss_on;
    output wire  [15:0] m_eng_mss;
    output wire  m_eng_ws_on;
    output wire  [7:0] m_eng_ws;
    output wire  m_eng_sackp;
    output wire  [2:0] m_eng_nblocks;
    output wire  [31:0] m_eng_l0;
    output wire  [31:0] m_eng_r0;
    output wire  [31:0] m_eng_l1;
    output wire  [31:0] m_eng_r1;
    output wire  [31:0] m_eng_l2;
    output wire  [31:0] m_eng_r2;
    output wire  [31:0] m_eng_l3;
    output wire  [31:0] m_eng_r3;
    output wire  m_eng_listen;
    output wire  m_rst_valid;
    input wire  m_rst_ready;
    output wire  [47:0] m_rst_dst_mac;
    output wire  [31:0] m_rst_dst_ip;
    output wire  [15:0] m_rst_src_port;
    output wire  [15:0] m_rst_dst_port;
    output reg  [31:0] m_rst_seq;
    output reg  [31:0] m_rst_ack;
    output reg  [7:0] m_rst_flags;
    output wire  [15:0] m_rst_window;
    output wire  m_rst_mss_on;
    output wire  [15:0] m_rst_mss;
    output wire  m_rst_ws_on;
    output wire  [3:0] m_rst_ws;
    output wire  m_rst_sackp;
    output wire  m_rst_ts_on;
    output wire  [31:0] m_rst_ts_val;
    output wire  [31:0] m_rst_ts_ecr;
    output wire  [2:0] m_rst_nblocks;
    output wire  [31:0] m_rst_l0;
    output wire  [31:0] m_rst_r0;
    output wire  [31:0] m_rst_l1;
    output wire  [31:0] m_rst_r1;
    output wire  [31:0] m_rst_l2;
    output wire  [31:0] m_rst_r2;
    output wire  [31:0] m_rst_l3;
    output wire  [31:0] m_rst_r3;
    output wire  m_rst_payload;
    input wire  s_gate_valid;
    output wire  s_gate_ready;
    input wire  s_gate_deliver;
    input wire  [9:0] s_gate_conn;
    input wire  [31:0] s_gate_seq;
    input wire  [15:0] s_gate_skip;
    input wire  [15:0] s_gate_take;
    input wire  [15:0] s_gate_len;
    input wire  s_gate_keep;
    input wire  s_gate_replay;
    input wire  [31:0] s_gate_r_seq;
    input wire  [31:0] s_gate_r_len;
    output wire  m_gate_valid;
    input wire  m_gate_ready;
    output reg  m_gate_deliver;
    output reg  [9:0] m_gate_conn;
    output reg  [31:0] m_gate_seq;
    output reg  [15:0] m_gate_skip;
    output reg  [15:0] m_gate_take;
    output reg  [15:0] m_gate_len;
    output reg  m_gate_keep;
    output reg  m_gate_replay;
    output reg  [31:0] m_gate_r_seq;
    output reg  [31:0] m_gate_r_len;
    output wire  [31:0] cnt_no_conn;

    // Named constants (named_consts! in model/src)
    localparam [1:0] conn_op$LOOKUP = 2'h0;
    localparam [1:0] conn_status$SLOT = 2'h0;
    localparam [2:0] disp_state$ENGINE = 3'h3;
    localparam [2:0] disp_state$IDLE = 3'h0;
    localparam [2:0] disp_state$LOOK = 3'h1;
    localparam [2:0] disp_state$RST = 3'h4;
    localparam [2:0] disp_state$TAG = 3'h5;
    localparam [2:0] disp_state$WAIT = 3'h2;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  listen$d;
    reg  listen$q;
    reg  [31:0] n_no_conn$d;
    reg  [31:0] n_no_conn$q;
    wire  tags$reset;
    reg  tags$push;
    reg  [16:0] tags$din;
    wire  tags$full;
    wire  tags$pop;
    wire  [16:0] tags$dout;
    wire  tags$valid;

    // Local signals
    wire  [16:0] head;
    reg  [31:0] seg_len;
    wire  [7:0] in_flags;

    // Sub module instances
    toe$disp$tags tags(
        .clock(clock),
        .reset(tags$reset),
        .push(tags$push),
        .din(tags$din),
        .full(tags$full),
        .pop(tags$pop),
        .dout(tags$dout),
        .valid(tags$valid)
    );

    // Registers
    initial begin
        st$q = 3'h0;
        conn$q = 10'h0;
        listen$q = 1'h0;
        n_no_conn$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        listen$q <= listen$d;
        n_no_conn$q <= n_no_conn$d;
    end

    // Update code
    assign tags$reset = reset;
    assign cnt_no_conn = n_no_conn$q;
    assign l_port = s_seg_dst_port;
    assign in_flags = s_seg_flags;
    assign m_look_valid = st$q == disp_state$LOOK;
    assign m_look_op = conn_op$LOOKUP;
    assign m_look_remote_ip = s_seg_src_ip;
    assign m_look_remote_port = s_seg_src_port;
    assign m_look_local_port = s_seg_dst_port;
    assign m_look_slot = 10'h0;
    assign s_look_ready = st$q == disp_state$WAIT;
    assign m_eng_valid = (st$q == disp_state$ENGINE) & ~tags$full;
    assign m_eng_conn = conn$q;
    assign m_eng_listen = listen$q;
    assign m_eng_src_mac = s_seg_src_mac;
    assign m_eng_src_ip = s_seg_src_ip;
    assign m_eng_src_port = s_seg_src_port;
    assign m_eng_dst_port = s_seg_dst_port;
    assign m_eng_seq = s_seg_seq;
    assign m_eng_ack = s_seg_ack;
    assign m_eng_flags = s_seg_flags;
    assign m_eng_window = s_seg_window;
    assign m_eng_len = s_seg_len;
    assign m_eng_ts_on = s_seg_ts_on;
    assign m_eng_ts_val = s_seg_ts_val;
    assign m_eng_ts_ecr = s_seg_ts_ecr;
    assign m_eng_mss_on = s_seg_mss_on;
    assign m_eng_mss = s_seg_mss;
    assign m_eng_ws_on = s_seg_ws_on;
    assign m_eng_ws = s_seg_ws;
    assign m_eng_sackp = s_seg_sackp;
    assign m_eng_nblocks = s_seg_nblocks;
    assign m_eng_l0 = s_seg_l0;
    assign m_eng_r0 = s_seg_r0;
    assign m_eng_l1 = s_seg_l1;
    assign m_eng_r1 = s_seg_r1;
    assign m_eng_l2 = s_seg_l2;
    assign m_eng_r2 = s_seg_r2;
    assign m_eng_l3 = s_seg_l3;
    assign m_eng_r3 = s_seg_r3;
    assign m_rst_valid = st$q == disp_state$RST;
    assign m_rst_dst_mac = s_seg_src_mac;
    assign m_rst_dst_ip = s_seg_src_ip;
    assign m_rst_src_port = s_seg_dst_port;
    assign m_rst_dst_port = s_seg_src_port;
    assign m_rst_window = 16'h0;
    assign m_rst_mss_on = 1'b0;
    assign m_rst_mss = 16'h0;
    assign m_rst_ws_on = 1'b0;
    assign m_rst_ws = 4'h0;
    assign m_rst_sackp = 1'b0;
    assign m_rst_ts_on = 1'b0;
    assign m_rst_ts_val = 32'h0;
    assign m_rst_ts_ecr = 32'h0;
    assign m_rst_nblocks = 3'h0;
    assign m_rst_l0 = 32'h0;
    assign m_rst_r0 = 32'h0;
    assign m_rst_l1 = 32'h0;
    assign m_rst_r1 = 32'h0;
    assign m_rst_l2 = 32'h0;
    assign m_rst_r2 = 32'h0;
    assign m_rst_l3 = 32'h0;
    assign m_rst_r3 = 32'h0;
    assign m_rst_payload = 1'b0;
    assign head = tags$dout;
    assign m_gate_valid = tags$valid & (~head[16] | s_gate_valid);
    assign s_gate_ready = tags$valid & head[16] & m_gate_ready;
    assign tags$pop = m_gate_valid & m_gate_ready;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        listen$d = listen$q;
        n_no_conn$d = n_no_conn$q;
        s_seg_ready = 1'b0;
        tags$push = 1'b0;
        tags$din = 17'h0;
        tags$din[15:0] = s_seg_len;
        if (st$q == disp_state$IDLE) begin
            if (s_seg_valid) begin
                st$d = disp_state$LOOK;
            end
        end
        if ((st$q == disp_state$LOOK) & m_look_ready) begin
            st$d = disp_state$WAIT;
        end
        if ((st$q == disp_state$WAIT) & s_look_valid) begin
            conn$d = s_look_slot;
            listen$d = 1'b0;
            if (s_look_status == conn_status$SLOT) begin
                st$d = disp_state$ENGINE;
            end
            else if (l_hit) begin
                conn$d = 10'h0;
                listen$d = 1'b1;
                st$d = disp_state$ENGINE;
            end
            else begin
                n_no_conn$d = n_no_conn$q + 32'h1;
                if (in_flags[2]) begin
                    st$d = disp_state$TAG;
                end
                else begin
                    st$d = disp_state$RST;
                end
            end
        end
        if (m_eng_valid & m_eng_ready) begin
            tags$push = 1'b1;
            tags$din[16] = 1'b1;
            s_seg_ready = 1'b1;
            st$d = disp_state$IDLE;
        end
        if (m_rst_valid & m_rst_ready) begin
            st$d = disp_state$TAG;
        end
        if ((st$q == disp_state$TAG) & ~tags$full) begin
            tags$push = 1'b1;
            s_seg_ready = 1'b1;
            st$d = disp_state$IDLE;
        end
        if (reset) begin
            st$d = disp_state$IDLE;
            n_no_conn$d = 32'h0;
        end
    end

    always @(*) begin
        seg_len = {16'h0, s_seg_len};
        if (in_flags[1]) begin
            seg_len = {16'h0, s_seg_len} + 32'h1;
            if (in_flags[0]) begin
                seg_len = {16'h0, s_seg_len} + 32'h2;
            end
        end
        else if (in_flags[0]) begin
            seg_len = {16'h0, s_seg_len} + 32'h1;
        end
    end

    always @(*) begin
        m_rst_flags = 8'h0;
        m_rst_flags[2] = 1'b1;
        if (in_flags[4]) begin
            m_rst_seq = s_seg_ack;
            m_rst_ack = 32'h0;
        end
        else begin
            m_rst_seq = 32'h0;
            m_rst_ack = s_seg_seq + seg_len;
            m_rst_flags[4] = 1'b1;
        end
    end

    always @(*) begin
        m_gate_deliver = 1'b0;
        m_gate_conn = 10'h0;
        m_gate_seq = 32'h0;
        m_gate_skip = 16'h0;
        m_gate_take = 16'h0;
        m_gate_len = head[15:0];
        m_gate_keep = 1'b0;
        m_gate_replay = 1'b0;
        m_gate_r_seq = 32'h0;
        m_gate_r_len = 32'h0;
        if (head[16]) begin
            m_gate_deliver = s_gate_deliver;
            m_gate_conn = s_gate_conn;
            m_gate_seq = s_gate_seq;
            m_gate_skip = s_gate_skip;
            m_gate_take = s_gate_take;
            m_gate_len = s_gate_len;
            m_gate_keep = s_gate_keep;
            m_gate_replay = s_gate_replay;
            m_gate_r_seq = s_gate_r_seq;
            m_gate_r_len = s_gate_r_len;
        end
    end

endmodule // toe$disp


module toe$disp$tags(clock,reset,push,din,full,pop,dout,valid);

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
    wire  [3:0] ram$read_address;
    wire  [16:0] ram$read_data;
    wire  ram$write_enable;
    wire  [3:0] ram$write_address;
    wire  [16:0] ram$write_data;
    reg  [3:0] wr$d;
    reg  [3:0] wr$q;
    reg  [3:0] rd$d;
    reg  [3:0] rd$q;
    reg  [3:0] n$d;
    reg  [3:0] n$q;
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
    reg  [3:0] rd_next;
    wire  [3:0] n_inc;
    wire  [3:0] n_dec;
    wire  [3:0] rd_inc;
    wire  was_one;
    wire  was_zero;

    // Sub module instances
    toe$disp$tags$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 4'h0;
        rd$q = 4'h0;
        n$q = 4'h0;
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
    assign n_inc = n$q + 4'h1;
    assign n_dec = n$q - 4'h1;
    assign rd_inc = rd$q + 4'h1;
    assign ram$read_address = rd_next;
    assign ram$write_address = wr$q;
    assign ram$write_data = din;
    assign ram$write_enable = do_push;
    assign was_one = n$q == 4'h1;
    assign was_zero = (n$q == 4'h0) & ~is_full$q;

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
            wr$d = wr$q + 4'h1;
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
        else if (do_push & (n_inc == 4'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 4'h0;
            rd$d = 4'h0;
            n$d = 4'h0;
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

endmodule // toe$disp$tags


module toe$disp$tags$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [16:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [16:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [16:0] mem [0:15];

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
endmodule // toe$disp$tags$ram


module toe$engine(clock,reset,s_seg_valid,s_seg_ready,s_seg_conn,s_seg_src_mac,s_seg_src_ip,s_seg_src_port,s_seg_dst_port,s_seg_seq,s_seg_ack,s_seg_flags,s_seg_window,s_seg_len,s_seg_ts_on,s_seg_ts_val,s_seg_ts_ecr,s_seg_mss_on,s_seg_mss,s_seg_ws_on,s_seg_ws,s_seg_sackp,s_seg_nblocks,s_seg_l0,s_seg_r0,s_seg_l1,s_seg_r1,s_seg_l2,s_seg_r2,s_seg_l3,s_seg_r3,s_seg_listen,m_gate_valid,m_gate_ready,m_gate_deliver,m_gate_conn,m_gate_seq,m_gate_skip,m_gate_take,m_gate_len,m_gate_keep,m_gate_replay,m_gate_r_seq,m_gate_r_len,m_event_valid,m_event_ready,m_event_kind,m_event_conn,m_event_value,m_timer_valid,m_timer_ready,m_timer_op,m_timer_conn,m_timer_timer,m_timer_ticks,m_ready_valid,m_ready_ready,m_ready_conn,m_ctl_valid,m_ctl_ready,m_ctl_dst_mac,m_ctl_dst_ip,m_ctl_src_port,m_ctl_dst_port,m_ctl_seq,m_ctl_ack,m_ctl_flags,m_ctl_window,m_ctl_mss_on,m_ctl_mss,m_ctl_ws_on,m_ctl_ws,m_ctl_sackp,m_ctl_ts_on,m_ctl_ts_val,m_ctl_ts_ecr,m_ctl_nblocks,m_ctl_l0,m_ctl_r0,m_ctl_l1,m_ctl_r1,m_ctl_l2,m_ctl_r2,m_ctl_l3,m_ctl_r3,m_ctl_payload,m_free_valid,m_free_ready,m_free_conn,s_pick_valid,s_pick_ready,s_pick_conn,s_exp_valid,s_exp_ready,s_exp_conn,s_exp_mask,s_exp_tick,s_cmd_valid,s_cmd_ready,s_cmd_conn,s_cmd_cmd,s_cmd_n,s_open_valid,s_open_ready,s_open_conn,s_open_remote_mac,s_open_remote_ip,s_open_remote_port,s_open_local_port,m_ins_valid,m_ins_ready,m_ins_remote_ip,m_ins_remote_port,m_ins_local_port,s_ins_valid,s_ins_ready,s_ins_ok,s_ins_conn,m_find_valid,m_find_ready,m_find_conn,m_find_start,m_find_limit,s_found_valid,s_found_ready,s_found_conn,s_found_found,s_found_found_off,m_seg_valid,m_seg_ready,m_seg_dst_mac,m_seg_dst_ip,m_seg_src_port,m_seg_dst_port,m_seg_seq,m_seg_ack,m_seg_flags,m_seg_window,m_seg_mss_on,m_seg_mss,m_seg_ws_on,m_seg_ws,m_seg_sackp,m_seg_ts_on,m_seg_ts_val,m_seg_ts_ecr,m_seg_nblocks,m_seg_l0,m_seg_r0,m_seg_l1,m_seg_r1,m_seg_l2,m_seg_r2,m_seg_l3,m_seg_r3,m_seg_payload,m_rd_valid,m_rd_ready,m_rd_conn,m_rd_seq,m_rd_len,s_tcb_wr_valid,s_tcb_wr_ready,s_tcb_wr_conn,s_tcb_wr_data,s_tcb_wr_last,s_tcb_rd_valid,s_tcb_rd_ready,s_tcb_rd_conn,m_tcb_rd_valid,m_tcb_rd_ready,m_tcb_rd_data,m_tcb_rd_last,now,cfg_rto_min,cfg_rto_max,cfg_dack,cfg_time_wait,cfg_rcv_buf,cfg_mss,cfg_rcv_shift,cfg_sack,cfg_retries,cfg_syn_retries,cfg_rto_initial,cfg_chal_limit,cfg_chal_window,cfg_half_open_max,cfg_syn_cookies,cfg_ooo,cfg_cookie_key_hi,cfg_cookie_key_lo,cfg_isn_key_hi,cfg_isn_key_lo,cnt_segments,cnt_paws,cnt_out_of_window,cnt_rst_out_of_window,cnt_syn_in_window,cnt_no_ack,cnt_bad_ack,cnt_ack_of_unsent,cnt_ack_too_old,cnt_duplicate,cnt_challenge,cnt_challenge_limited,cnt_out_of_order,cnt_dup_acks,cnt_fast_rexmt,cnt_bytes_delivered,cnt_bytes_acked,cnt_rst_no_ack,cnt_no_syn,cnt_turns,cnt_segments_out,cnt_data_segments_out,cnt_retransmitted_segments,cnt_retransmitted_bytes,cnt_stale,cnt_expiries,cnt_rto_expiries,cnt_zero_window_probes,cnt_rst_out,cnt_listen_rst,cnt_listen_ack,cnt_listen_no_syn,cnt_table_full,cnt_half_open_full,cnt_syn_cookies_sent,cnt_syn_cookies_ok,cnt_ooo_kept,cnt_ooo_replayed_bytes,cnt_sack_acks_out,cnt_reasm_duplicate,cnt_reasm_full,cnt_reasm_beyond,cnt_sack_retransmits);

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
    toe$engine$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );
    toe$engine$rx_seq rx_seq(
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
    toe$engine$ack ack(
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
    toe$engine$rtt rtt(
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
    toe$engine$open open(
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
    toe$engine$plan plan(
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
    toe$engine$cut cut(
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
    toe$engine$hdr hdr(
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
    toe$engine$timeout timeout(
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
    toe$engine$cmd cmd(
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
    toe$engine$isn isn(
        .key(isn$key),
        .data(isn$data),
        .hash(isn$hash)
    );
    toe$engine$cookie cookie(
        .key(cookie$key),
        .data(cookie$data),
        .hash(cookie$hash)
    );
    toe$engine$board board(
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
    toe$engine$splan splan(
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
    toe$engine$rq rq(
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

endmodule // toe$engine


module toe$engine$ack(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_state,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_snd_wnd,s_in_max_snd_wnd,s_in_snd_wl1,s_in_snd_wl2,s_in_snd_shift,s_in_snd_mss,s_in_fin_sent,s_in_buf_len,s_in_ts_ok,s_in_timing_on,s_in_timing_seq,s_in_timing_at,s_in_rtt_seen,s_in_srtt8,s_in_rttvar4,s_in_rto,s_in_in_recovery,s_in_recover,s_in_cwnd,s_in_ssthresh,s_in_abc,s_in_dupacks,s_in_acked_bytes,s_in_now,s_in_seq,s_in_ack,s_in_window,s_in_flags,s_in_len,s_in_tsecr_on,s_in_tsecr,s_in_sack,s_in_sack_new,s_in_lost_first,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_unsent,m_dec_too_old,m_dec_wake,m_dec_window_update,m_dec_persist_stop,m_dec_advanced,m_dec_data_acked,m_dec_fin_acked,m_dec_rexmt_first,m_dec_rexmt_timer,m_dec_dup_ack,m_dec_fast_retransmit,m_dec_snd_una,m_dec_snd_nxt,m_dec_snd_wnd,m_dec_max_snd_wnd,m_dec_snd_wl1,m_dec_snd_wl2,m_dec_buf_len,m_dec_timing_on,m_dec_rtt_seen,m_dec_srtt8,m_dec_rttvar4,m_dec_rto,m_dec_in_recovery,m_dec_recover,m_dec_cwnd,m_dec_ssthresh,m_dec_abc,m_dec_dupacks,m_dec_acked_bytes,cfg_rto_min,cfg_rto_max,cnt_acks);

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

endmodule // toe$engine$ack


module toe$engine$board(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_snd_una,s_in_snd_max,s_in_mss,s_in_high_rxt,s_in_count,s_in_s0,s_in_e0,s_in_s1,s_in_e1,s_in_s2,s_in_e2,s_in_s3,s_in_e3,s_in_nblocks,s_in_l0,s_in_r0,s_in_l1,s_in_r1,s_in_l2,s_in_r2,s_in_l3,s_in_r3,m_out_valid,m_out_ready,m_out_conn,m_out_count,m_out_s0,m_out_e0,m_out_s1,m_out_e1,m_out_s2,m_out_e2,m_out_s3,m_out_e3,m_out_high_rxt,m_out_newly,m_out_lost_first,cnt_decided);

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

endmodule // toe$engine$board


module toe$engine$cmd(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_cmd,s_in_n,s_in_state,s_in_rcv_nxt,s_in_rcv_adv,s_in_rcv_unread,s_in_fin_queued,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_aborted,m_dec_rst,m_dec_state,m_dec_fin_queued,m_dec_rcv_unread,m_dec_ack_now,m_dec_wake,cfg_rcv_buf,cfg_mss,cnt_commands);

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

endmodule // toe$engine$cmd


module toe$engine$cookie(key,data,hash);

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
endmodule // toe$engine$cookie


module toe$engine$cut(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_synchronized,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_data_end,s_in_snd_wnd,s_in_fin_sent,s_in_ack_now,s_in_persist_on,s_in_kind,s_in_start,s_in_limit,s_in_cut_ok,s_in_retransmit,s_in_advance,s_in_found,s_in_found_off,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_seq,m_dec_len,m_dec_resent,m_dec_retransmit,m_dec_snd_nxt,m_dec_snd_max,m_dec_fin_sent,m_dec_persist_start,cnt_decisions);

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

endmodule // toe$engine$cut


module toe$engine$hdr(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_rcv_nxt,s_in_rcv_adv,s_in_rcv_unread,s_in_rcv_shift,s_in_snd_una,s_in_snd_wnd,s_in_snd_max,m_hdr_valid,m_hdr_ready,m_hdr_conn,m_hdr_window,m_hdr_rcv_adv,m_hdr_ack_seq,cfg_rcv_buf,cnt_headers);

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

endmodule // toe$engine$hdr


module toe$engine$isn(key,data,hash);

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
endmodule // toe$engine$isn


module toe$engine$open(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_listen,s_in_iss,s_in_snd_max,s_in_seq,s_in_ack,s_in_flags,s_in_window,s_in_mss_on,s_in_mss,s_in_ws_on,s_in_ws,s_in_sackp,s_in_ts_on,s_in_ts_val,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_cause,m_dec_params_on,m_dec_irs,m_dec_rcv_nxt,m_dec_snd_shift,m_dec_rcv_shift,m_dec_ts_ok,m_dec_ts_recent,m_dec_sack_ok,m_dec_snd_mss,m_dec_cwnd,m_dec_snd_wnd,m_dec_snd_wl1,m_dec_snd_wl2,cfg_mss,cfg_rcv_shift,cfg_sack,cnt_opens);

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

endmodule // toe$engine$open


module toe$engine$plan(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_synchronized,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_data_end,s_in_snd_wnd,s_in_cwnd,s_in_snd_mss,s_in_fin_queued,s_in_fin_sent,s_in_rexmt_first,m_plan_valid,m_plan_ready,m_plan_conn,m_plan_kind,m_plan_start,m_plan_limit,m_plan_cut_ok,m_plan_retransmit,m_plan_advance,cnt_plans);

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

endmodule // toe$engine$plan


module toe$engine$ram(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // toe$engine$ram


module toe$engine$rq(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_advance,s_in_count,s_in_s0,s_in_e0,s_in_s1,s_in_e1,s_in_s2,s_in_e2,s_in_s3,s_in_e3,s_in_seq,s_in_len,s_in_space_end,m_out_valid,m_out_ready,m_out_conn,m_out_advance,m_out_verdict,m_out_count,m_out_s0,m_out_e0,m_out_s1,m_out_e1,m_out_s2,m_out_e2,m_out_s3,m_out_e3,m_out_seq,m_out_kept_end,m_out_replay,m_out_replay_end,cnt_decided);

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

endmodule // toe$engine$rq


module toe$engine$rtt(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_r,s_in_seen,s_in_srtt8,s_in_rttvar4,m_rtt_valid,m_rtt_ready,m_rtt_conn,m_rtt_srtt8,m_rtt_rttvar4,m_rtt_rto,cfg_rto_min,cfg_rto_max,cnt_samples);

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

endmodule // toe$engine$rtt


module toe$engine$rx_seq(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_state,s_in_irs,s_in_rcv_nxt,s_in_rcv_adv,s_in_ts_ok,s_in_ts_recent,s_in_last_ack_sent,s_in_snd_mss,s_in_passive,s_in_unacked,s_in_seq,s_in_flags,s_in_len,s_in_ts_on,s_in_ts_val,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_cause,m_dec_ack_now,m_dec_signal,m_dec_ts_upd,m_dec_ts_recent,m_dec_text,m_dec_skip,m_dec_take,m_dec_trimmed,m_dec_dack_start,m_dec_unacked,m_dec_fin,m_dec_fin_late,m_dec_rcv_nxt,cnt_decided);

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

endmodule // toe$engine$rx_seq


module toe$engine$splan(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_synchronized,s_in_in_recovery,s_in_rexmt_first,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_data_end,s_in_snd_wnd,s_in_cwnd,s_in_snd_mss,s_in_high_rxt,s_in_count,s_in_s0,s_in_e0,s_in_s1,s_in_e1,s_in_s2,s_in_e2,s_in_s3,s_in_e3,m_out_valid,m_out_ready,m_out_conn,m_out_decides,m_out_kind,m_out_start,m_out_limit,m_out_cut_ok,m_out_retransmit,m_out_advance,m_out_lost_edge,m_out_pipe,cnt_decided);

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

endmodule // toe$engine$splan


module toe$engine$timeout(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_persist,s_in_synchronized,s_in_snd_una,s_in_snd_max,s_in_snd_mss,s_in_retries,s_in_rto,s_in_snd_wnd,s_in_data_end,s_in_persist_shift,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_retries,m_dec_rto,m_dec_ssthresh,m_dec_cwnd,m_dec_recover,m_dec_snd_nxt,m_dec_persist_shift,m_dec_persist_ticks,cfg_retries,cfg_syn_retries,cfg_rto_min,cfg_rto_max,cnt_expiries);

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

endmodule // toe$engine$timeout


module toe$find(clock,reset,s_q_valid,s_q_ready,s_q_conn,s_q_start,s_q_limit,m_a_valid,m_a_ready,m_a_conn,m_a_found,m_a_found_off,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,cfg_bitmap_base,cfg_ring_shift,cnt_queries,cnt_words);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_q_valid;
    output wire  s_q_ready;
    input wire  [9:0] s_q_conn;
    input wire  [31:0] s_q_start;
    input wire  [15:0] s_q_limit;
    output wire  m_a_valid;
    input wire  m_a_ready;
    output wire  [9:0] m_a_conn;
    output wire  m_a_found;
    output wire  [15:0] m_a_found_off;
    output wire  m_dma_rd_valid;
    input wire  m_dma_rd_ready;
    output wire  [63:0] m_dma_rd_addr;
    output wire  [12:0] m_dma_rd_len;
    output wire  [7:0] m_dma_rd_tag;
    input wire  s_dma_data_valid;
    output wire  s_dma_data_ready;
    input wire  [63:0] s_dma_data;
    input wire  [63:0] cfg_bitmap_base;
    input wire  [4:0] cfg_ring_shift;
    output wire  [31:0] cnt_queries;
    output wire  [31:0] cnt_words;

    // Named constants (named_consts! in model/src)
    localparam [9:0] find_geom$BYTE_SHIFT = 10'h3;
    localparam [9:0] find_geom$HALF_1 = 10'h1;
    localparam [9:0] find_geom$HALF_16 = 10'h10;
    localparam [9:0] find_geom$HALF_2 = 10'h2;
    localparam [9:0] find_geom$HALF_32 = 10'h20;
    localparam [9:0] find_geom$HALF_4 = 10'h4;
    localparam [9:0] find_geom$HALF_8 = 10'h8;
    localparam [9:0] find_geom$PAGE_WORDS = 10'h200;
    localparam [9:0] find_geom$TOP_BIT = 10'h3f;
    localparam [9:0] find_geom$WORD_SHIFT = 10'h6;
    localparam [3:0] find_state$ADDR = 4'h3;
    localparam [3:0] find_state$H1 = 4'hc;
    localparam [3:0] find_state$H16 = 4'h8;
    localparam [3:0] find_state$H2 = 4'hb;
    localparam [3:0] find_state$H32 = 4'h7;
    localparam [3:0] find_state$H4 = 4'ha;
    localparam [3:0] find_state$H8 = 4'h9;
    localparam [3:0] find_state$IDLE = 4'h0;
    localparam [3:0] find_state$LEN = 4'h4;
    localparam [3:0] find_state$OUT = 4'he;
    localparam [3:0] find_state$PLACE = 4'h2;
    localparam [3:0] find_state$POS = 4'hd;
    localparam [3:0] find_state$SEND = 4'h5;
    localparam [3:0] find_state$SETUP = 4'h1;
    localparam [3:0] find_state$WAIT = 4'h6;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] start$d;
    reg  [31:0] start$q;
    reg  [15:0] limit$d;
    reg  [15:0] limit$q;
    reg  [31:0] n_q$d;
    reg  [31:0] n_q$q;
    reg  [31:0] n_words$d;
    reg  [31:0] n_words$q;
    reg  [31:0] last_byte$d;
    reg  [31:0] last_byte$q;
    reg  [16:0] span$d;
    reg  [16:0] span$q;
    reg  [31:0] word_mask$d;
    reg  [31:0] word_mask$q;
    reg  [63:0] conn_off$d;
    reg  [63:0] conn_off$q;
    reg  [16:0] fb_m1$d;
    reg  [16:0] fb_m1$q;
    reg  [63:0] lo_mask$d;
    reg  [63:0] lo_mask$q;
    reg  [63:0] hi_mask$d;
    reg  [63:0] hi_mask$q;
    reg  [63:0] m_lo$d;
    reg  [63:0] m_lo$q;
    reg  [63:0] m_hi$d;
    reg  [63:0] m_hi$q;
    reg  [63:0] conn_base$d;
    reg  [63:0] conn_base$q;
    reg  [31:0] cur_word$d;
    reg  [31:0] cur_word$q;
    reg  [10:0] req_left$d;
    reg  [10:0] req_left$q;
    reg  [10:0] beats_left$d;
    reg  [10:0] beats_left$q;
    reg  [10:0] k$d;
    reg  [10:0] k$q;
    reg  [63:0] addr$d;
    reg  [63:0] addr$q;
    reg  [10:0] len_words$d;
    reg  [10:0] len_words$q;
    reg  [7:0] tag$d;
    reg  [7:0] tag$q;
    reg  hit$d;
    reg  hit$q;
    reg  [63:0] last_word$d;
    reg  [63:0] last_word$q;
    reg  [10:0] last_k$d;
    reg  [10:0] last_k$q;
    reg  [63:0] x$d;
    reg  [63:0] x$q;
    reg  [5:0] bp$d;
    reg  [5:0] bp$q;
    reg  [16:0] off$d;
    reg  [16:0] off$q;

    // Local signals
    wire  [63:0] ones;
    wire  [63:0] hi_edge;
    wire  [10:0] page_left;
    wire  [63:0] masked;
    wire  beat;
    wire  [16:0] pos;

    // Registers
    initial begin
        st$q = 4'h0;
        conn$q = 10'h0;
        start$q = 32'h0;
        limit$q = 16'h0;
        n_q$q = 32'h0;
        n_words$q = 32'h0;
        last_byte$q = 32'h0;
        span$q = 17'h0;
        word_mask$q = 32'h0;
        conn_off$q = 64'h0;
        fb_m1$q = 17'h0;
        lo_mask$q = 64'h0;
        hi_mask$q = 64'h0;
        m_lo$q = 64'h0;
        m_hi$q = 64'h0;
        conn_base$q = 64'h0;
        cur_word$q = 32'h0;
        req_left$q = 11'h0;
        beats_left$q = 11'h0;
        k$q = 11'h0;
        addr$q = 64'h0;
        len_words$q = 11'h0;
        tag$q = 8'h0;
        hit$q = 1'h0;
        last_word$q = 64'h0;
        last_k$q = 11'h0;
        x$q = 64'h0;
        bp$q = 6'h0;
        off$q = 17'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        start$q <= start$d;
        limit$q <= limit$d;
        n_q$q <= n_q$d;
        n_words$q <= n_words$d;
        last_byte$q <= last_byte$d;
        span$q <= span$d;
        word_mask$q <= word_mask$d;
        conn_off$q <= conn_off$d;
        fb_m1$q <= fb_m1$d;
        lo_mask$q <= lo_mask$d;
        hi_mask$q <= hi_mask$d;
        m_lo$q <= m_lo$d;
        m_hi$q <= m_hi$d;
        conn_base$q <= conn_base$d;
        cur_word$q <= cur_word$d;
        req_left$q <= req_left$d;
        beats_left$q <= beats_left$d;
        k$q <= k$d;
        addr$q <= addr$d;
        len_words$q <= len_words$d;
        tag$q <= tag$d;
        hit$q <= hit$d;
        last_word$q <= last_word$d;
        last_k$q <= last_k$d;
        x$q <= x$d;
        bp$q <= bp$d;
        off$q <= off$d;
    end

    // Update code
    assign ones = ~64'h0;
    assign s_q_ready = (st$q == find_state$IDLE) & ~reset;
    assign m_a_valid = st$q == find_state$OUT;
    assign cnt_queries = n_q$q;
    assign cnt_words = n_words$q;
    assign hi_edge = ones >> (find_geom$TOP_BIT[5:0] - last_byte$q[5:0]);
    assign page_left = {1'h0, find_geom$PAGE_WORDS} - {2'h0, addr$q[11:3]};
    assign m_dma_rd_valid = st$q == find_state$SEND;
    assign m_dma_rd_addr = addr$q;
    assign m_dma_rd_len = {2'h0, len_words$q} << find_geom$BYTE_SHIFT;
    assign m_dma_rd_tag = tag$q;
    assign s_dma_data_ready = |beats_left$q & ~reset;
    assign beat = s_dma_data_valid & |beats_left$q;
    assign masked = s_dma_data & m_lo$q & m_hi$q;
    assign pos = ({6'h0, last_k$q} << find_geom$WORD_SHIFT) | {11'h0, bp$q};
    assign m_a_conn = conn$q;
    assign m_a_found = hit$q;
    assign m_a_found_off = off$q[15:0];

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        start$d = start$q;
        limit$d = limit$q;
        n_q$d = n_q$q;
        n_words$d = n_words$q;
        last_byte$d = last_byte$q;
        span$d = span$q;
        word_mask$d = word_mask$q;
        conn_off$d = conn_off$q;
        fb_m1$d = fb_m1$q;
        lo_mask$d = lo_mask$q;
        hi_mask$d = hi_mask$q;
        m_lo$d = m_lo$q;
        m_hi$d = m_hi$q;
        conn_base$d = conn_base$q;
        cur_word$d = cur_word$q;
        req_left$d = req_left$q;
        beats_left$d = beats_left$q;
        k$d = k$q;
        addr$d = addr$q;
        len_words$d = len_words$q;
        tag$d = tag$q;
        hit$d = hit$q;
        last_word$d = last_word$q;
        last_k$d = last_k$q;
        x$d = x$q;
        bp$d = bp$q;
        off$d = off$q;
        if ((st$q == find_state$IDLE) & s_q_valid) begin
            conn$d = s_q_conn;
            start$d = s_q_start;
            limit$d = s_q_limit;
            st$d = find_state$SETUP;
        end
        if (st$q == find_state$SETUP) begin
            last_byte$d = start$q + {16'h0, limit$q} - 32'h1;
            span$d = {11'h0, start$q[5:0]} + {1'h0, limit$q} + {7'h0, find_geom$TOP_BIT};
            fb_m1$d = {11'h0, start$q[5:0]} - 17'h1;
            word_mask$d = (32'h1 << (cfg_ring_shift - find_geom$WORD_SHIFT[4:0])) - 32'h1;
            conn_off$d = {54'h0, conn$q} << (cfg_ring_shift - find_geom$BYTE_SHIFT[4:0]);
            lo_mask$d = ones << start$q[5:0];
            hit$d = 1'b0;
            off$d = 17'h0;
            if (|limit$q) begin
                st$d = find_state$PLACE;
            end
            else begin
                st$d = find_state$OUT;
            end
        end
        if (st$q == find_state$PLACE) begin
            req_left$d = span$q[16:6];
            beats_left$d = span$q[16:6];
            hi_mask$d = hi_edge;
            m_lo$d = lo_mask$q;
            m_hi$d = ones;
            if (span$q[16:6] == 11'h1) begin
                m_hi$d = hi_edge;
            end
            k$d = 11'h0;
            conn_base$d = cfg_bitmap_base + conn_off$q;
            cur_word$d = {6'h0, start$q[31:6]} & word_mask$q;
            st$d = find_state$ADDR;
        end
        if (st$q == find_state$ADDR) begin
            addr$d = conn_base$q + ({32'h0, cur_word$q} << find_geom$BYTE_SHIFT);
            st$d = find_state$LEN;
        end
        if (st$q == find_state$LEN) begin
            if (req_left$q < page_left) begin
                len_words$d = req_left$q;
            end
            else begin
                len_words$d = page_left;
            end
            st$d = find_state$SEND;
        end
        if ((st$q == find_state$SEND) & m_dma_rd_ready) begin
            cur_word$d = (cur_word$q + {21'h0, len_words$q}) & word_mask$q;
            req_left$d = req_left$q - len_words$q;
            tag$d = tag$q + 8'h1;
            if (req_left$q == len_words$q) begin
                st$d = find_state$WAIT;
            end
            else begin
                st$d = find_state$ADDR;
            end
        end
        if (beat) begin
            k$d = k$q + 11'h1;
            beats_left$d = beats_left$q - 11'h1;
            n_words$d = n_words$q + 32'h1;
            m_lo$d = ones;
            m_hi$d = ones;
            if (beats_left$q == 11'h2) begin
                m_hi$d = hi_mask$q;
            end
            if (|masked) begin
                hit$d = 1'b1;
                last_word$d = masked;
                last_k$d = k$q;
            end
        end
        if ((st$q == find_state$WAIT) & ~|beats_left$q) begin
            x$d = last_word$q;
            bp$d = 6'h0;
            if (hit$q) begin
                st$d = find_state$H32;
            end
            else begin
                st$d = find_state$OUT;
            end
        end
        if (st$q == find_state$H32) begin
            if (|(x$q >> find_geom$HALF_32)) begin
                x$d = x$q >> find_geom$HALF_32;
                bp$d = bp$q + find_geom$HALF_32[5:0];
            end
            st$d = find_state$H16;
        end
        if (st$q == find_state$H16) begin
            if (|(x$q >> find_geom$HALF_16)) begin
                x$d = x$q >> find_geom$HALF_16;
                bp$d = bp$q + find_geom$HALF_16[5:0];
            end
            st$d = find_state$H8;
        end
        if (st$q == find_state$H8) begin
            if (|(x$q >> find_geom$HALF_8)) begin
                x$d = x$q >> find_geom$HALF_8;
                bp$d = bp$q + find_geom$HALF_8[5:0];
            end
            st$d = find_state$H4;
        end
        if (st$q == find_state$H4) begin
            if (|(x$q >> find_geom$HALF_4)) begin
                x$d = x$q >> find_geom$HALF_4;
                bp$d = bp$q + find_geom$HALF_4[5:0];
            end
            st$d = find_state$H2;
        end
        if (st$q == find_state$H2) begin
            if (|(x$q >> find_geom$HALF_2)) begin
                x$d = x$q >> find_geom$HALF_2;
                bp$d = bp$q + find_geom$HALF_2[5:0];
            end
            st$d = find_state$H1;
        end
        if (st$q == find_state$H1) begin
            if (|(x$q >> find_geom$HALF_1)) begin
                bp$d = bp$q + find_geom$HALF_1[5:0];
            end
            st$d = find_state$POS;
        end
        if (st$q == find_state$POS) begin
            off$d = pos - fb_m1$q;
            st$d = find_state$OUT;
        end
        if ((st$q == find_state$OUT) & m_a_ready) begin
            n_q$d = n_q$q + 32'h1;
            st$d = find_state$IDLE;
        end
        if (reset) begin
            st$d = find_state$IDLE;
            n_q$d = 32'h0;
            n_words$d = 32'h0;
            beats_left$d = 11'h0;
            tag$d = 8'h0;
        end
    end

endmodule // toe$find


module toe$frame(clock,reset,cfg_mac,cfg_ip,s_seg_valid,s_seg_ready,s_seg_dst_mac,s_seg_dst_ip,s_seg_src_port,s_seg_dst_port,s_seg_seq,s_seg_ack,s_seg_flags,s_seg_window,s_seg_mss_on,s_seg_mss,s_seg_ws_on,s_seg_ws,s_seg_sackp,s_seg_ts_on,s_seg_ts_val,s_seg_ts_ecr,s_seg_nblocks,s_seg_l0,s_seg_r0,s_seg_l1,s_seg_r1,s_seg_l2,s_seg_r2,s_seg_l3,s_seg_r3,s_seg_payload,s_pay_data,s_pay_keep,s_pay_last,s_pay_valid,s_pay_ready,m_data,m_keep,m_last,m_valid,m_ready,cnt_frames);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [47:0] cfg_mac;
    input wire  [31:0] cfg_ip;
    input wire  s_seg_valid;
    output wire  s_seg_ready;
    input wire  [47:0] s_seg_dst_mac;
    input wire  [31:0] s_seg_dst_ip;
    input wire  [15:0] s_seg_src_port;
    input wire  [15:0] s_seg_dst_port;
    input wire  [31:0] s_seg_seq;
    input wire  [31:0] s_seg_ack;
    input wire  [7:0] s_seg_flags;
    input wire  [15:0] s_seg_window;
    input wire  s_seg_mss_on;
    input wire  [15:0] s_seg_mss;
    input wire  s_seg_ws_on;
    input wire  [3:0] s_seg_ws;
    input wire  s_seg_sackp;
    input wire  s_seg_ts_on;
    input wire  [31:0] s_seg_ts_val;
    input wire  [31:0] s_seg_ts_ecr;
    input wire  [2:0] s_seg_nblocks;
    input wire  [31:0] s_seg_l0;
    input wire  [31:0] s_seg_r0;
    input wire  [31:0] s_seg_l1;
    input wire  [31:0] s_seg_r1;
    input wire  [31:0] s_seg_l2;
    input wire  [31:0] s_seg_r2;
    input wire  [31:0] s_seg_l3;
    input wire  [31:0] s_seg_r3;
    input wire  s_seg_payload;
    input wire  [63:0] s_pay_data;
    input wire  [7:0] s_pay_keep;
    input wire  s_pay_last;
    input wire  s_pay_valid;
    output wire  s_pay_ready;
    output wire  [63:0] m_data;
    output wire  [7:0] m_keep;
    output wire  m_last;
    output wire  m_valid;
    input wire  m_ready;
    output wire  [31:0] cnt_frames;

    // Named constants (named_consts! in model/src)
    localparam [7:0] tcp_opt_kind$SACK_LEN_1 = 8'ha;
    localparam [7:0] tcp_opt_kind$SACK_LEN_2 = 8'h12;
    localparam [7:0] tcp_opt_kind$SACK_LEN_3 = 8'h1a;
    localparam [7:0] tcp_opt_kind$SACK_LEN_4 = 8'h22;
    localparam [3:0] tx_frame_const$BASE_HEADER_BEATS = 4'h6;
    localparam [3:0] tx_frame_const$BASE_WORDS = 4'h5;
    localparam [3:0] tx_frame_const$PREP_DONE = 4'h5;
    localparam [3:0] tx_frame_const$SACK_FIT_3_SLOTS = 4'h3;
    localparam [3:0] tx_frame_const$SACK_FIT_4_SLOTS = 4'h1;
    localparam [3:0] tx_frame_const$SACK_FIT_MIN = 4'h2;
    localparam [31:0] tx_opt$MSS = 32'h2040000;
    localparam [31:0] tx_opt$NOP_NOP_SACK = 32'h1010500;
    localparam [31:0] tx_opt$NOP_NOP_SACKP = 32'h1010402;
    localparam [31:0] tx_opt$NOP_NOP_TS = 32'h101080a;
    localparam [31:0] tx_opt$NOP_WS = 32'h1030300;
    localparam [31:0] tx_opt$SACKP_TS = 32'h402080a;
    localparam [15:0] tx_word$ETHERTYPE_IPV4 = 16'h800;
    localparam [15:0] tx_word$FLAGS_DF = 16'h4000;
    localparam [15:0] tx_word$IP_CONST_SUM = 16'hc506;
    localparam [15:0] tx_word$IP_HEADER = 16'h14;
    localparam [15:0] tx_word$PSEUDO_PROTO = 16'h6;
    localparam [15:0] tx_word$TCP_HEADER = 16'h14;
    localparam [15:0] tx_word$TTL_PROTO = 16'h4006;
    localparam [15:0] tx_word$VER_IHL_TOS = 16'h4500;

    // Stub signals
    wire  [63:0] mask$data;
    wire  [7:0] mask$keep;
    wire  [63:0] mask$out;
    wire  payload$reset;
    wire  payload$push;
    wire  [63:0] payload$din;
    wire  payload$full;
    wire  payload$pop;
    wire  [63:0] payload$dout;
    wire  payload$valid;
    wire  meta$reset;
    reg  meta$push;
    reg  [607:0] meta$din;
    wire  meta$full;
    reg  meta$pop;
    wire  [607:0] meta$dout;
    wire  meta$valid;
    reg  in_busy$d;
    reg  in_busy$q;
    reg  in_drain$d;
    reg  in_drain$q;
    reg  [607:0] in_desc$d;
    reg  [607:0] in_desc$q;
    reg  [15:0] in_len$d;
    reg  [15:0] in_len$q;
    reg  [12:0] in_beats$d;
    reg  [12:0] in_beats$q;
    reg  [31:0] in_acc$d;
    reg  [31:0] in_acc$q;
    reg  p1_valid$d;
    reg  p1_valid$q;
    reg  [63:0] p1_words$d;
    reg  [63:0] p1_words$q;
    reg  p2_valid$d;
    reg  p2_valid$q;
    reg  [17:0] p2_sum$d;
    reg  [17:0] p2_sum$q;
    reg  q_valid$d;
    reg  q_valid$q;
    reg  [3:0] q_step$d;
    reg  [3:0] q_step$q;
    reg  [607:0] q_meta$d;
    reg  [607:0] q_meta$q;
    reg  [319:0] p_opts$d;
    reg  [319:0] p_opts$q;
    reg  [3:0] p_words$d;
    reg  [3:0] p_words$q;
    reg  [15:0] p_tcp_len$d;
    reg  [15:0] p_tcp_len$q;
    reg  [15:0] p_total$d;
    reg  [15:0] p_total$q;
    reg  [16:0] p_pfold$d;
    reg  [16:0] p_pfold$q;
    reg  [3:0] p_hb$d;
    reg  [3:0] p_hb$q;
    reg  p_s6$d;
    reg  p_s6$q;
    reg  [12:0] p_pb$d;
    reg  [12:0] p_pb$q;
    reg  [12:0] p_tail$d;
    reg  [12:0] p_tail$q;
    reg  [7:0] p_last_keep$d;
    reg  [7:0] p_last_keep$q;
    reg  [19:0] s_t1$d;
    reg  [19:0] s_t1$q;
    reg  [19:0] s_t2$d;
    reg  [19:0] s_t2$q;
    reg  [19:0] s_t3$d;
    reg  [19:0] s_t3$q;
    reg  [19:0] s_t4$d;
    reg  [19:0] s_t4$q;
    reg  [19:0] s_t5$d;
    reg  [19:0] s_t5$q;
    reg  [19:0] s_t6$d;
    reg  [19:0] s_t6$q;
    reg  [19:0] s_t7$d;
    reg  [19:0] s_t7$q;
    reg  [19:0] s_t8$d;
    reg  [19:0] s_t8$q;
    reg  [19:0] s_i1$d;
    reg  [19:0] s_i1$q;
    reg  [23:0] a_tcp$d;
    reg  [23:0] a_tcp$q;
    reg  [23:0] a_ip$d;
    reg  [23:0] a_ip$q;
    reg  [16:0] f_tcp$d;
    reg  [16:0] f_tcp$q;
    reg  [16:0] f_ip$d;
    reg  [16:0] f_ip$q;
    reg  [15:0] c_tcp$d;
    reg  [15:0] c_tcp$q;
    reg  [15:0] c_ip$d;
    reg  [15:0] c_ip$q;
    reg  [15:0] ident$d;
    reg  [15:0] ident$q;
    reg  o_active$d;
    reg  o_active$q;
    reg  [767:0] o_hdr$d;
    reg  [767:0] o_hdr$q;
    reg  [3:0] o_hdr_left$d;
    reg  [3:0] o_hdr_left$q;
    reg  [12:0] o_tail_left$d;
    reg  [12:0] o_tail_left$q;
    reg  [12:0] o_pay_left$d;
    reg  [12:0] o_pay_left$q;
    reg  o_in_hdr$d;
    reg  o_in_hdr$q;
    reg  o_pay_more$d;
    reg  o_pay_more$q;
    reg  o_tail_one$d;
    reg  o_tail_one$q;
    reg  o_s6$d;
    reg  o_s6$q;
    reg  [7:0] o_last_keep$d;
    reg  [7:0] o_last_keep$q;
    reg  [63:0] carry$d;
    reg  [63:0] carry$q;
    reg  ob_valid$d;
    reg  ob_valid$q;
    reg  [63:0] ob_data$d;
    reg  [63:0] ob_data$q;
    reg  [7:0] ob_keep$d;
    reg  [7:0] ob_keep$q;
    reg  ob_last$d;
    reg  ob_last$q;
    reg  [31:0] n_frames$d;
    reg  [31:0] n_frames$q;

    // Local signals
    reg  [607:0] desc;
    wire  take_seg;
    wire  take_pay;
    wire  drain_push;
    reg  [15:0] count;
    wire  q_ready;
    reg  [2:0] b;
    reg  [2:0] w;
    wire  [31:0] mss_word;
    wire  [31:0] ws_word;
    reg  [31:0] ts_kind;
    wire  ts_on;
    wire  sp_on;
    wire  ws_on;
    reg  [319:0] opts;
    reg  [3:0] kb;
    reg  [3:0] sack_fit;
    reg  [3:0] sack_n;
    reg  [7:0] sack_len;
    reg  [319:0] sack_words;
    reg  [8:0] sack_shift;
    reg  [3:0] k;
    wire  [15:0] len;
    wire  [15:0] hlen;
    reg  [15:0] opt_bytes;
    wire  [15:0] tail_up;
    wire  [31:0] acc;
    reg  [15:0] tail_bytes;
    reg  [15:0] pay16;
    reg  [15:0] pay_swapped;
    reg  [15:0] doff_flags;
    reg  [7:0] doff_byte;
    wire  [31:0] w_seq;
    wire  [31:0] w_ack;
    wire  [31:0] w_dst_ip;
    reg  [767:0] hdr;
    wire  adv;
    wire  hdr_phase;
    wire  need_pay;
    wire  emit;
    wire  ending;
    wire  start;
    wire  [63:0] top_be;
    wire  [63:0] sec_be;
    reg  [63:0] top_lanes;
    reg  [63:0] sec_lanes;

    // Sub module instances
    toe$frame$mask mask(
        .data(mask$data),
        .keep(mask$keep),
        .out(mask$out)
    );
    toe$frame$payload payload(
        .clock(clock),
        .reset(payload$reset),
        .push(payload$push),
        .din(payload$din),
        .full(payload$full),
        .pop(payload$pop),
        .dout(payload$dout),
        .valid(payload$valid)
    );
    toe$frame$meta meta(
        .clock(clock),
        .reset(meta$reset),
        .push(meta$push),
        .din(meta$din),
        .full(meta$full),
        .pop(meta$pop),
        .dout(meta$dout),
        .valid(meta$valid)
    );

    // Registers
    initial begin
        in_busy$q = 1'h0;
        in_drain$q = 1'h0;
        in_desc$q = 608'h0;
        in_len$q = 16'h0;
        in_beats$q = 13'h0;
        in_acc$q = 32'h0;
        p1_valid$q = 1'h0;
        p1_words$q = 64'h0;
        p2_valid$q = 1'h0;
        p2_sum$q = 18'h0;
        q_valid$q = 1'h0;
        q_step$q = 4'h0;
        q_meta$q = 608'h0;
        p_opts$q = 320'h0;
        p_words$q = 4'h0;
        p_tcp_len$q = 16'h0;
        p_total$q = 16'h0;
        p_pfold$q = 17'h0;
        p_hb$q = 4'h0;
        p_s6$q = 1'h0;
        p_pb$q = 13'h0;
        p_tail$q = 13'h0;
        p_last_keep$q = 8'h0;
        s_t1$q = 20'h0;
        s_t2$q = 20'h0;
        s_t3$q = 20'h0;
        s_t4$q = 20'h0;
        s_t5$q = 20'h0;
        s_t6$q = 20'h0;
        s_t7$q = 20'h0;
        s_t8$q = 20'h0;
        s_i1$q = 20'h0;
        a_tcp$q = 24'h0;
        a_ip$q = 24'h0;
        f_tcp$q = 17'h0;
        f_ip$q = 17'h0;
        c_tcp$q = 16'h0;
        c_ip$q = 16'h0;
        ident$q = 16'h0;
        o_active$q = 1'h0;
        o_hdr$q = 768'h0;
        o_hdr_left$q = 4'h0;
        o_tail_left$q = 13'h0;
        o_pay_left$q = 13'h0;
        o_in_hdr$q = 1'h0;
        o_pay_more$q = 1'h0;
        o_tail_one$q = 1'h0;
        o_s6$q = 1'h0;
        o_last_keep$q = 8'h0;
        carry$q = 64'h0;
        ob_valid$q = 1'h0;
        ob_data$q = 64'h0;
        ob_keep$q = 8'h0;
        ob_last$q = 1'h0;
        n_frames$q = 32'h0;
    end

    always @(posedge clock) begin
        in_busy$q <= in_busy$d;
        in_drain$q <= in_drain$d;
        in_desc$q <= in_desc$d;
        in_len$q <= in_len$d;
        in_beats$q <= in_beats$d;
        in_acc$q <= in_acc$d;
        p1_valid$q <= p1_valid$d;
        p1_words$q <= p1_words$d;
        p2_valid$q <= p2_valid$d;
        p2_sum$q <= p2_sum$d;
        q_valid$q <= q_valid$d;
        q_step$q <= q_step$d;
        q_meta$q <= q_meta$d;
        p_opts$q <= p_opts$d;
        p_words$q <= p_words$d;
        p_tcp_len$q <= p_tcp_len$d;
        p_total$q <= p_total$d;
        p_pfold$q <= p_pfold$d;
        p_hb$q <= p_hb$d;
        p_s6$q <= p_s6$d;
        p_pb$q <= p_pb$d;
        p_tail$q <= p_tail$d;
        p_last_keep$q <= p_last_keep$d;
        s_t1$q <= s_t1$d;
        s_t2$q <= s_t2$d;
        s_t3$q <= s_t3$d;
        s_t4$q <= s_t4$d;
        s_t5$q <= s_t5$d;
        s_t6$q <= s_t6$d;
        s_t7$q <= s_t7$d;
        s_t8$q <= s_t8$d;
        s_i1$q <= s_i1$d;
        a_tcp$q <= a_tcp$d;
        a_ip$q <= a_ip$d;
        f_tcp$q <= f_tcp$d;
        f_ip$q <= f_ip$d;
        c_tcp$q <= c_tcp$d;
        c_ip$q <= c_ip$d;
        ident$q <= ident$d;
        o_active$q <= o_active$d;
        o_hdr$q <= o_hdr$d;
        o_hdr_left$q <= o_hdr_left$d;
        o_tail_left$q <= o_tail_left$d;
        o_pay_left$q <= o_pay_left$d;
        o_in_hdr$q <= o_in_hdr$d;
        o_pay_more$q <= o_pay_more$d;
        o_tail_one$q <= o_tail_one$d;
        o_s6$q <= o_s6$d;
        o_last_keep$q <= o_last_keep$d;
        carry$q <= carry$d;
        ob_valid$q <= ob_valid$d;
        ob_data$q <= ob_data$d;
        ob_keep$q <= ob_keep$d;
        ob_last$q <= ob_last$d;
        n_frames$q <= n_frames$d;
    end

    // Update code
    assign s_seg_ready = ~in_busy$q & ~meta$full & ~reset;
    assign take_seg = s_seg_valid & ~in_busy$q & ~meta$full & ~reset;
    assign s_pay_ready = in_busy$q & ~in_drain$q & ~payload$full & ~reset;
    assign take_pay = s_pay_valid & in_busy$q & ~in_drain$q & ~payload$full & ~reset;
    assign drain_push = in_drain$q & ~p1_valid$q & ~p2_valid$q & ~meta$full;
    assign mask$data = s_pay_data;
    assign mask$keep = s_pay_keep;
    assign payload$push = take_pay;
    assign payload$din = mask$out;
    assign q_ready = q_valid$q & (q_step$q == tx_frame_const$PREP_DONE);
    assign mss_word = tx_opt$MSS | {16'h0, q_meta$q[216:201]};
    assign ws_word = tx_opt$NOP_WS | {28'h0, q_meta$q[221:218]};
    assign ts_on = q_meta$q[223];
    assign sp_on = q_meta$q[222] & ~q_meta$q[223];
    assign ws_on = q_meta$q[217];
    assign len = q_meta$q[303:288];
    assign hlen = tx_word$TCP_HEADER + opt_bytes;
    assign acc = q_meta$q[348:317];
    assign tail_up = tail_bytes + 16'h7;
    assign w_seq = q_meta$q[143:112];
    assign w_ack = q_meta$q[175:144];
    assign w_dst_ip = q_meta$q[79:48];
    assign adv = ~ob_valid$q | m_ready;
    assign hdr_phase = o_in_hdr$q;
    assign need_pay = ~o_in_hdr$q & o_pay_more$q;
    assign emit = adv & o_active$q;
    assign ending = emit & ~o_in_hdr$q & o_tail_one$q;
    assign start = q_ready & (~o_active$q | ending) & ~reset;
    assign payload$pop = emit & need_pay;
    assign top_be = o_hdr$q[767:704];
    assign sec_be = o_hdr$q[703:640];
    assign m_data = ob_data$q;
    assign m_keep = ob_keep$q;
    assign m_last = ob_last$q;
    assign m_valid = ob_valid$q;
    assign cnt_frames = n_frames$q;
    assign payload$reset = reset;
    assign meta$reset = reset;

    always @(*) begin
        in_busy$d = in_busy$q;
        in_drain$d = in_drain$q;
        in_desc$d = in_desc$q;
        in_len$d = in_len$q;
        in_beats$d = in_beats$q;
        in_acc$d = in_acc$q;
        p1_valid$d = p1_valid$q;
        p2_valid$d = p2_valid$q;
        q_valid$d = q_valid$q;
        q_step$d = q_step$q;
        q_meta$d = q_meta$q;
        ident$d = ident$q;
        o_active$d = o_active$q;
        o_hdr$d = o_hdr$q;
        o_hdr_left$d = o_hdr_left$q;
        o_tail_left$d = o_tail_left$q;
        o_pay_left$d = o_pay_left$q;
        o_in_hdr$d = o_in_hdr$q;
        o_pay_more$d = o_pay_more$q;
        o_tail_one$d = o_tail_one$q;
        o_s6$d = o_s6$q;
        o_last_keep$d = o_last_keep$q;
        carry$d = carry$q;
        ob_valid$d = ob_valid$q;
        ob_data$d = ob_data$q;
        ob_keep$d = ob_keep$q;
        ob_last$d = ob_last$q;
        n_frames$d = n_frames$q;
        p1_valid$d = take_pay;
        p2_valid$d = p1_valid$q;
        if (p2_valid$q) begin
            in_acc$d = in_acc$q + {14'h0, p2_sum$q};
        end
        if (take_pay) begin
            in_len$d = in_len$q + count;
            in_beats$d = in_beats$q + 13'h1;
            if (s_pay_last) begin
                in_drain$d = 1'b1;
            end
        end
        meta$push = 1'b0;
        meta$din = desc;
        if (take_seg) begin
            if (s_seg_payload) begin
                in_busy$d = 1'b1;
                in_desc$d = desc;
                in_len$d = 16'h0;
                in_beats$d = 13'h0;
                in_acc$d = 32'h0;
            end
            else begin
                meta$push = 1'b1;
            end
        end
        if (drain_push) begin
            meta$push = 1'b1;
            meta$din = in_desc$q;
            meta$din[303:288] = in_len$q;
            meta$din[316:304] = in_beats$q;
            meta$din[348:317] = in_acc$q;
            in_busy$d = 1'b0;
            in_drain$d = 1'b0;
        end
        if (q_valid$q & (q_step$q != tx_frame_const$PREP_DONE)) begin
            q_step$d = q_step$q + 4'h1;
        end
        if (adv) begin
            ob_valid$d = emit;
        end
        if (emit) begin
            if (hdr_phase) begin
                ob_data$d = top_lanes;
                ob_keep$d = 8'hff;
                ob_last$d = 1'b0;
                o_hdr$d = 768'h0;
                o_hdr$d[767:64] = o_hdr$q[703:0];
                o_hdr_left$d = o_hdr_left$q - 4'h1;
                if (o_hdr_left$q == 4'h1) begin
                    carry$d = sec_lanes;
                    o_in_hdr$d = 1'b0;
                end
            end
            else begin
                ob_data$d = carry$q;
                if (need_pay) begin
                    o_pay_left$d = o_pay_left$q - 13'h1;
                    o_pay_more$d = o_pay_left$q != 13'h1;
                    ob_data$d = carry$q;
                    carry$d = 64'h0;
                    if (o_s6$q) begin
                        ob_data$d[63:48] = payload$dout[15:0];
                        carry$d[47:0] = payload$dout[63:16];
                    end
                    else begin
                        ob_data$d[63:16] = payload$dout[47:0];
                        carry$d[15:0] = payload$dout[63:48];
                    end
                end
                ob_keep$d = 8'hff;
                ob_last$d = 1'b0;
                if (o_tail_one$q) begin
                    ob_keep$d = o_last_keep$q;
                    ob_last$d = 1'b1;
                    o_active$d = 1'b0;
                end
                o_tail_left$d = o_tail_left$q - 13'h1;
                o_tail_one$d = o_tail_left$q == 13'h2;
            end
        end
        if (start) begin
            o_active$d = 1'b1;
            o_hdr$d = hdr;
            o_hdr_left$d = p_hb$q;
            o_tail_left$d = p_tail$q;
            o_pay_left$d = p_pb$q;
            o_in_hdr$d = 1'b1;
            o_pay_more$d = p_pb$q != 13'h0;
            o_tail_one$d = p_tail$q == 13'h1;
            o_s6$d = p_s6$q;
            o_last_keep$d = p_last_keep$q;
            ident$d = ident$q + 16'h1;
            q_valid$d = 1'b0;
        end
        meta$pop = 1'b0;
        if (meta$valid & ~q_valid$q & ~reset) begin
            meta$pop = 1'b1;
            q_meta$d = meta$dout;
            q_valid$d = 1'b1;
            q_step$d = 4'h0;
        end
        if (ob_valid$q & m_ready & ob_last$q) begin
            n_frames$d = n_frames$q + 32'h1;
        end
        if (reset) begin
            in_busy$d = 1'b0;
            in_drain$d = 1'b0;
            p1_valid$d = 1'b0;
            p2_valid$d = 1'b0;
            q_valid$d = 1'b0;
            o_active$d = 1'b0;
            ob_valid$d = 1'b0;
            ident$d = 16'h0;
            n_frames$d = 32'h0;
        end
    end

    always @(*) begin
        p1_words$d = p1_words$q;
        p1_words$d = mask$out;
    end

    always @(*) begin
        p2_sum$d = p2_sum$q;
        p2_sum$d = ({2'h0, p1_words$q[15:0]} + {2'h0, p1_words$q[31:16]}) + ({2'h0, p1_words$q[47:32]} + {2'h0, p1_words$q[63:48]});
    end

    always @(*) begin
        p_opts$d = p_opts$q;
        p_opts$d = opts;
    end

    always @(*) begin
        p_words$d = p_words$q;
        p_words$d = tx_frame_const$BASE_WORDS + k;
    end

    always @(*) begin
        p_tcp_len$d = p_tcp_len$q;
        p_tcp_len$d = hlen + len;
    end

    always @(*) begin
        p_total$d = p_total$q;
        p_total$d = hlen + len + tx_word$IP_HEADER;
    end

    always @(*) begin
        p_pfold$d = p_pfold$q;
        p_pfold$d = {1'h0, acc[15:0]} + {1'h0, acc[31:16]};
    end

    always @(*) begin
        p_hb$d = p_hb$q;
        p_hb$d = tx_frame_const$BASE_HEADER_BEATS + {1'h0, k[3:1]};
        if (k[0]) begin
            p_hb$d = tx_frame_const$BASE_HEADER_BEATS + {1'h0, k[3:1]} + 4'h1;
        end
    end

    always @(*) begin
        p_s6$d = p_s6$q;
        p_s6$d = ~k[0];
    end

    always @(*) begin
        p_pb$d = p_pb$q;
        p_pb$d = q_meta$q[316:304];
    end

    always @(*) begin
        p_tail$d = p_tail$q;
        p_tail$d = tail_up[15:3];
    end

    always @(*) begin
        p_last_keep$d = p_last_keep$q;
        p_last_keep$d = 8'hff;
        if (tail_up[2:0] == 3'h0) begin
            p_last_keep$d = 8'h1;
        end
        if (tail_up[2:0] == 3'h1) begin
            p_last_keep$d = 8'h3;
        end
        if (tail_up[2:0] == 3'h2) begin
            p_last_keep$d = 8'h7;
        end
        if (tail_up[2:0] == 3'h3) begin
            p_last_keep$d = 8'hf;
        end
        if (tail_up[2:0] == 3'h4) begin
            p_last_keep$d = 8'h1f;
        end
        if (tail_up[2:0] == 3'h5) begin
            p_last_keep$d = 8'h3f;
        end
        if (tail_up[2:0] == 3'h6) begin
            p_last_keep$d = 8'h7f;
        end
    end

    always @(*) begin
        s_t1$d = s_t1$q;
        s_t1$d = ({4'h0, q_meta$q[95:80]} + {4'h0, q_meta$q[111:96]}) + ({4'h0, w_seq[31:16]} + {4'h0, w_seq[15:0]});
    end

    always @(*) begin
        s_t2$d = s_t2$q;
        s_t2$d = ({4'h0, w_ack[31:16]} + {4'h0, w_ack[15:0]}) + ({4'h0, doff_flags} + {4'h0, q_meta$q[199:184]});
    end

    always @(*) begin
        s_t3$d = s_t3$q;
        s_t3$d = ({4'h0, cfg_ip[31:16]} + {4'h0, cfg_ip[15:0]}) + ({4'h0, w_dst_ip[31:16]} + {4'h0, w_dst_ip[15:0]});
    end

    always @(*) begin
        s_t4$d = s_t4$q;
        s_t4$d = ({4'h0, p_opts$q[319:304]} + {4'h0, p_opts$q[303:288]}) + ({4'h0, p_opts$q[287:272]} + {4'h0, p_opts$q[271:256]}) + {4'h0, p_opts$q[255:240]};
    end

    always @(*) begin
        s_t5$d = s_t5$q;
        s_t5$d = ({4'h0, p_opts$q[239:224]} + {4'h0, p_opts$q[223:208]}) + ({4'h0, p_opts$q[207:192]} + {4'h0, p_opts$q[191:176]}) + {4'h0, p_opts$q[175:160]};
    end

    always @(*) begin
        s_t6$d = s_t6$q;
        s_t6$d = ({4'h0, tx_word$PSEUDO_PROTO} + {4'h0, p_tcp_len$q}) + {4'h0, pay_swapped};
    end

    always @(*) begin
        s_t7$d = s_t7$q;
        s_t7$d = ({4'h0, p_opts$q[159:144]} + {4'h0, p_opts$q[143:128]}) + ({4'h0, p_opts$q[127:112]} + {4'h0, p_opts$q[111:96]}) + {4'h0, p_opts$q[95:80]};
    end

    always @(*) begin
        s_t8$d = s_t8$q;
        s_t8$d = ({4'h0, p_opts$q[79:64]} + {4'h0, p_opts$q[63:48]}) + ({4'h0, p_opts$q[47:32]} + {4'h0, p_opts$q[31:16]}) + {4'h0, p_opts$q[15:0]};
    end

    always @(*) begin
        s_i1$d = s_i1$q;
        s_i1$d = ({4'h0, tx_word$IP_CONST_SUM} + {4'h0, p_total$q}) + {4'h0, ident$q};
    end

    always @(*) begin
        a_tcp$d = a_tcp$q;
        a_tcp$d = (({4'h0, s_t1$q} + {4'h0, s_t2$q}) + ({4'h0, s_t3$q} + {4'h0, s_t4$q})) + (({4'h0, s_t5$q} + {4'h0, s_t6$q}) + ({4'h0, s_t7$q} + {4'h0, s_t8$q}));
    end

    always @(*) begin
        a_ip$d = a_ip$q;
        a_ip$d = {4'h0, s_i1$q} + {4'h0, s_t3$q};
    end

    always @(*) begin
        f_tcp$d = f_tcp$q;
        f_tcp$d = {1'h0, a_tcp$q[15:0]} + {9'h0, a_tcp$q[23:16]};
    end

    always @(*) begin
        f_ip$d = f_ip$q;
        f_ip$d = {1'h0, a_ip$q[15:0]} + {9'h0, a_ip$q[23:16]};
    end

    always @(*) begin
        c_tcp$d = c_tcp$q;
        c_tcp$d = ~f_tcp$q[15:0];
        if (f_tcp$q[16]) begin
            c_tcp$d = ~(f_tcp$q[15:0] + 16'h1);
        end
    end

    always @(*) begin
        c_ip$d = c_ip$q;
        c_ip$d = ~f_ip$q[15:0];
        if (f_ip$q[16]) begin
            c_ip$d = ~(f_ip$q[15:0] + 16'h1);
        end
    end

    always @(*) begin
        desc = 608'h0;
        desc[47:0] = s_seg_dst_mac;
        desc[79:48] = s_seg_dst_ip;
        desc[95:80] = s_seg_src_port;
        desc[111:96] = s_seg_dst_port;
        desc[143:112] = s_seg_seq;
        desc[175:144] = s_seg_ack;
        desc[183:176] = s_seg_flags;
        desc[199:184] = s_seg_window;
        desc[200] = s_seg_mss_on;
        desc[216:201] = s_seg_mss;
        desc[217] = s_seg_ws_on;
        desc[221:218] = s_seg_ws;
        desc[222] = s_seg_sackp;
        desc[223] = s_seg_ts_on;
        desc[255:224] = s_seg_ts_val;
        desc[287:256] = s_seg_ts_ecr;
        desc[351:349] = s_seg_nblocks;
        desc[383:352] = s_seg_l0;
        desc[415:384] = s_seg_r0;
        desc[447:416] = s_seg_l1;
        desc[479:448] = s_seg_r1;
        desc[511:480] = s_seg_l2;
        desc[543:512] = s_seg_r2;
        desc[575:544] = s_seg_l3;
        desc[607:576] = s_seg_r3;
    end

    always @(*) begin
        count = 16'h0;
        if (s_pay_keep[0]) begin
            count = 16'h1;
        end
        if (s_pay_keep[1]) begin
            count = 16'h2;
        end
        if (s_pay_keep[2]) begin
            count = 16'h3;
        end
        if (s_pay_keep[3]) begin
            count = 16'h4;
        end
        if (s_pay_keep[4]) begin
            count = 16'h5;
        end
        if (s_pay_keep[5]) begin
            count = 16'h6;
        end
        if (s_pay_keep[6]) begin
            count = 16'h7;
        end
        if (s_pay_keep[7]) begin
            count = 16'h8;
        end
    end

    always @(*) begin
        b = 3'h0;
        if (q_meta$q[200]) begin
            b = 3'h1;
        end
    end

    always @(*) begin
        w = b;
        if (q_meta$q[223]) begin
            w = b + 3'h3;
        end
        else begin
            if (q_meta$q[222]) begin
                w = b + 3'h1;
            end
        end
    end

    always @(*) begin
        kb = {1'h0, w};
        if (q_meta$q[217]) begin
            kb = {1'h0, w} + 4'h1;
        end
    end

    always @(*) begin
        sack_fit = tx_frame_const$SACK_FIT_MIN;
        if (kb <= tx_frame_const$SACK_FIT_3_SLOTS) begin
            sack_fit = tx_frame_const$SACK_FIT_MIN + 4'h1;
        end
        if (kb <= tx_frame_const$SACK_FIT_4_SLOTS) begin
            sack_fit = tx_frame_const$SACK_FIT_MIN + 4'h2;
        end
    end

    always @(*) begin
        sack_n = {1'h0, q_meta$q[351:349]};
        if ({1'h0, q_meta$q[351:349]} > sack_fit) begin
            sack_n = sack_fit;
        end
    end

    always @(*) begin
        sack_len = tcp_opt_kind$SACK_LEN_1;
        if (sack_n == 4'h2) begin
            sack_len = tcp_opt_kind$SACK_LEN_2;
        end
        if (sack_n == 4'h3) begin
            sack_len = tcp_opt_kind$SACK_LEN_3;
        end
        if (sack_n == 4'h4) begin
            sack_len = tcp_opt_kind$SACK_LEN_4;
        end
    end

    always @(*) begin
        sack_words = 320'h0;
        if (sack_n != 4'h0) begin
            sack_words[319:288] = tx_opt$NOP_NOP_SACK | {24'h0, sack_len};
            sack_words[287:256] = q_meta$q[383:352];
            sack_words[255:224] = q_meta$q[415:384];
        end
        if (sack_n >= 4'h2) begin
            sack_words[223:192] = q_meta$q[447:416];
            sack_words[191:160] = q_meta$q[479:448];
        end
        if (sack_n >= 4'h3) begin
            sack_words[159:128] = q_meta$q[511:480];
            sack_words[127:96] = q_meta$q[543:512];
        end
        if (sack_n >= 4'h4) begin
            sack_words[95:64] = q_meta$q[575:544];
            sack_words[63:32] = q_meta$q[607:576];
        end
    end

    always @(*) begin
        sack_shift = 9'h0;
        sack_shift[8:5] = kb;
    end

    always @(*) begin
        k = kb;
        if (sack_n != 4'h0) begin
            k = kb + (sack_n + sack_n) + 4'h1;
        end
    end

    always @(*) begin
        ts_kind = tx_opt$NOP_NOP_TS;
        if (q_meta$q[222]) begin
            ts_kind = tx_opt$SACKP_TS;
        end
    end

    always @(*) begin
        opts = sack_words >> sack_shift;
        if (ws_on & (w == 3'h0)) begin
            opts[319:288] = ws_word;
        end
        if (ts_on & (b == 3'h0)) begin
            opts[319:288] = ts_kind;
        end
        if (sp_on & (b == 3'h0)) begin
            opts[319:288] = tx_opt$NOP_NOP_SACKP;
        end
        if (q_meta$q[200]) begin
            opts[319:288] = mss_word;
        end
        if (ws_on & (w == 3'h1)) begin
            opts[287:256] = ws_word;
        end
        if (ts_on & (b == 3'h0)) begin
            opts[287:256] = q_meta$q[255:224];
        end
        if (ts_on & (b == 3'h1)) begin
            opts[287:256] = ts_kind;
        end
        if (sp_on & (b == 3'h1)) begin
            opts[287:256] = tx_opt$NOP_NOP_SACKP;
        end
        if (ws_on & (w == 3'h2)) begin
            opts[255:224] = ws_word;
        end
        if (ts_on & (b == 3'h0)) begin
            opts[255:224] = q_meta$q[287:256];
        end
        if (ts_on & (b == 3'h1)) begin
            opts[255:224] = q_meta$q[255:224];
        end
        if (ws_on & (w == 3'h3)) begin
            opts[223:192] = ws_word;
        end
        if (ts_on & (b == 3'h1)) begin
            opts[223:192] = q_meta$q[287:256];
        end
        if (ts_on & (b == 3'h2)) begin
            opts[223:192] = q_meta$q[255:224];
        end
        if (ws_on & (w == 3'h4)) begin
            opts[191:160] = ws_word;
        end
        if (ts_on & (b == 3'h2)) begin
            opts[191:160] = q_meta$q[287:256];
        end
        if (ts_on & (b == 3'h3)) begin
            opts[191:160] = q_meta$q[255:224];
        end
    end

    always @(*) begin
        opt_bytes = 16'h0;
        opt_bytes[5:2] = k;
    end

    always @(*) begin
        tail_bytes = len + 16'h2;
        if (~k[0]) begin
            tail_bytes = len + 16'h6;
        end
    end

    always @(*) begin
        pay16 = p_pfold$q[15:0];
        if (p_pfold$q[16]) begin
            pay16 = p_pfold$q[15:0] + 16'h1;
        end
    end

    always @(*) begin
        pay_swapped = 16'h0;
        pay_swapped[7:0] = pay16[15:8];
        pay_swapped[15:8] = pay16[7:0];
    end

    always @(*) begin
        doff_flags = 16'h0;
        doff_flags[7:0] = q_meta$q[183:176];
        doff_flags[15:12] = p_words$q;
    end

    always @(*) begin
        doff_byte = 8'h0;
        doff_byte[7:4] = p_words$q;
    end

    always @(*) begin
        hdr = 768'h0;
        hdr[767:720] = q_meta$q[47:0];
        hdr[719:672] = cfg_mac;
        hdr[671:656] = tx_word$ETHERTYPE_IPV4;
        hdr[655:640] = tx_word$VER_IHL_TOS;
        hdr[639:624] = p_total$q;
        hdr[623:608] = ident$q;
        hdr[607:592] = tx_word$FLAGS_DF;
        hdr[591:576] = tx_word$TTL_PROTO;
        hdr[575:560] = c_ip$q;
        hdr[559:528] = cfg_ip;
        hdr[527:496] = q_meta$q[79:48];
        hdr[495:480] = q_meta$q[95:80];
        hdr[479:464] = q_meta$q[111:96];
        hdr[463:432] = q_meta$q[143:112];
        hdr[431:400] = q_meta$q[175:144];
        hdr[399:392] = doff_byte;
        hdr[391:384] = q_meta$q[183:176];
        hdr[383:368] = q_meta$q[199:184];
        hdr[367:352] = c_tcp$q;
        hdr[335:16] = p_opts$q;
    end

    always @(*) begin
        top_lanes = 64'h0;
        top_lanes[7:0] = top_be[63:56];
        top_lanes[15:8] = top_be[55:48];
        top_lanes[23:16] = top_be[47:40];
        top_lanes[31:24] = top_be[39:32];
        top_lanes[39:32] = top_be[31:24];
        top_lanes[47:40] = top_be[23:16];
        top_lanes[55:48] = top_be[15:8];
        top_lanes[63:56] = top_be[7:0];
    end

    always @(*) begin
        sec_lanes = 64'h0;
        sec_lanes[7:0] = sec_be[63:56];
        sec_lanes[15:8] = sec_be[55:48];
        sec_lanes[23:16] = sec_be[47:40];
        sec_lanes[31:24] = sec_be[39:32];
        sec_lanes[39:32] = sec_be[31:24];
        sec_lanes[47:40] = sec_be[23:16];
        sec_lanes[55:48] = sec_be[15:8];
        sec_lanes[63:56] = sec_be[7:0];
    end

endmodule // toe$frame


module toe$frame$mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // toe$frame$mask


module toe$frame$meta(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [607:0] din;
    output wire  full;
    input wire  pop;
    output wire  [607:0] dout;
    output wire  valid;

    // Stub signals
    reg  [607:0] e0$d;
    reg  [607:0] e0$q;
    reg  [607:0] e1$d;
    reg  [607:0] e1$q;
    reg  [1:0] n$d;
    reg  [1:0] n$q;

    // Registers
    initial begin
        e0$q = 608'h0;
        e1$q = 608'h0;
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

endmodule // toe$frame$meta


module toe$frame$payload(clock,reset,push,din,full,pop,dout,valid);

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
    wire  [10:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [10:0] ram$write_address;
    wire  [63:0] ram$write_data;
    reg  [10:0] wr$d;
    reg  [10:0] wr$q;
    reg  [10:0] rd$d;
    reg  [10:0] rd$q;
    reg  [10:0] n$d;
    reg  [10:0] n$q;
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
    reg  [10:0] rd_next;
    wire  [10:0] n_inc;
    wire  [10:0] n_dec;
    wire  [10:0] rd_inc;
    wire  was_one;
    wire  was_zero;

    // Sub module instances
    toe$frame$payload$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 11'h0;
        rd$q = 11'h0;
        n$q = 11'h0;
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
    assign n_inc = n$q + 11'h1;
    assign n_dec = n$q - 11'h1;
    assign rd_inc = rd$q + 11'h1;
    assign ram$read_address = rd_next;
    assign ram$write_address = wr$q;
    assign ram$write_data = din;
    assign ram$write_enable = do_push;
    assign was_one = n$q == 11'h1;
    assign was_zero = (n$q == 11'h0) & ~is_full$q;

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
            wr$d = wr$q + 11'h1;
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
        else if (do_push & (n_inc == 11'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 11'h0;
            rd$d = 11'h0;
            n$d = 11'h0;
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

endmodule // toe$frame$payload


module toe$frame$payload$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [10:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [10:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:2047];

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
endmodule // toe$frame$payload$ram


module toe$gate(clock,reset,s_cmd_valid,s_cmd_ready,s_cmd_deliver,s_cmd_conn,s_cmd_seq,s_cmd_skip,s_cmd_take,s_cmd_len,s_cmd_keep,s_cmd_replay,s_cmd_r_seq,s_cmd_r_len,s_data,s_keep,s_last,s_valid,s_ready,m_data,m_keep,m_last,m_conn,m_seq,m_valid,m_ready,m_area_data,m_area_keep,m_area_last,m_area_valid,m_area_ready,m_acmd_valid,m_acmd_ready,m_acmd_conn,m_acmd_seq,m_acmd_len,area_idle,m_rp_valid,m_rp_ready,m_rp_conn,m_rp_seq,m_rp_len,s_rp_data,s_rp_keep,s_rp_last,s_rp_valid,s_rp_ready,cnt_bytes,cnt_segments);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cmd_valid;
    output wire  s_cmd_ready;
    input wire  s_cmd_deliver;
    input wire  [9:0] s_cmd_conn;
    input wire  [31:0] s_cmd_seq;
    input wire  [15:0] s_cmd_skip;
    input wire  [15:0] s_cmd_take;
    input wire  [15:0] s_cmd_len;
    input wire  s_cmd_keep;
    input wire  s_cmd_replay;
    input wire  [31:0] s_cmd_r_seq;
    input wire  [31:0] s_cmd_r_len;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output wire  s_ready;
    output wire  [63:0] m_data;
    output reg  [7:0] m_keep;
    output reg  m_last;
    output wire  [9:0] m_conn;
    output wire  [31:0] m_seq;
    output reg  m_valid;
    input wire  m_ready;
    output wire  [63:0] m_area_data;
    output wire  [7:0] m_area_keep;
    output wire  m_area_last;
    output wire  m_area_valid;
    input wire  m_area_ready;
    output wire  m_acmd_valid;
    input wire  m_acmd_ready;
    output wire  [9:0] m_acmd_conn;
    output wire  [31:0] m_acmd_seq;
    output wire  [15:0] m_acmd_len;
    input wire  area_idle;
    output wire  m_rp_valid;
    input wire  m_rp_ready;
    output wire  [9:0] m_rp_conn;
    output wire  [31:0] m_rp_seq;
    output wire  [15:0] m_rp_len;
    input wire  [63:0] s_rp_data;
    input wire  [7:0] s_rp_keep;
    input wire  s_rp_last;
    input wire  s_rp_valid;
    output wire  s_rp_ready;
    output wire  [31:0] cnt_bytes;
    output wire  [31:0] cnt_segments;

    // Named constants (named_consts! in model/src)
    localparam [6:0] gate_lane$BEAT_BITS = 7'h40;
    localparam [6:0] gate_lane$BEAT_BYTES = 7'h8;
    localparam [6:0] gate_lane$BYTE_SHIFT = 7'h3;
    localparam [15:0] gate_piece$BYTES = 16'h8000;
    localparam [31:0] gate_piece_len$BYTES = 32'h8000;
    localparam [2:0] gate_state$DRAIN = 3'h3;
    localparam [2:0] gate_state$IDLE = 3'h0;
    localparam [2:0] gate_state$RP_CMD = 3'h5;
    localparam [2:0] gate_state$RP_RUN = 3'h6;
    localparam [2:0] gate_state$RP_WAIT = 3'h4;
    localparam [2:0] gate_state$RUN = 3'h2;
    localparam [2:0] gate_state$SKIP = 3'h1;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [12:0] beats$d;
    reg  [12:0] beats$q;
    reg  [12:0] idx$d;
    reg  [12:0] idx$q;
    reg  [2:0] lane$d;
    reg  [2:0] lane$q;
    reg  [15:0] rem$d;
    reg  [15:0] rem$q;
    reg  [63:0] hold$d;
    reg  [63:0] hold$q;
    reg  in_done$d;
    reg  in_done$q;
    reg  [31:0] n_bytes$d;
    reg  [31:0] n_bytes$q;
    reg  [31:0] n_seg$d;
    reg  [31:0] n_seg$q;
    reg  to_area$d;
    reg  to_area$q;
    reg  acmd_v$d;
    reg  acmd_v$q;
    reg  [15:0] a_len$d;
    reg  [15:0] a_len$q;
    reg  rp_pend$d;
    reg  rp_pend$q;
    reg  [31:0] rp_seq$d;
    reg  [31:0] rp_seq$q;
    reg  [31:0] rp_left$d;
    reg  [31:0] rp_left$q;
    reg  [15:0] rp_piece$d;
    reg  [15:0] rp_piece$q;
    reg  [63:0] mask$data;
    reg  [7:0] mask$keep;
    wire  [63:0] mask$out;

    // Local signals
    reg  out_ready;
    wire  run_valid;
    wire  rp_take;
    wire  take_in;
    wire  tail_now;
    wire  emit;
    wire  [15:0] avail;
    wire  [63:0] shifted;
    reg  [63:0] joined;
    wire  [7:0] keep_out;
    wire  final_beat;
    reg  [15:0] count_out;

    // Sub module instances
    toe$gate$mask mask(
        .data(mask$data),
        .keep(mask$keep),
        .out(mask$out)
    );

    // Registers
    initial begin
        st$q = 3'h0;
        conn$q = 10'h0;
        seq$q = 32'h0;
        beats$q = 13'h0;
        idx$q = 13'h0;
        lane$q = 3'h0;
        rem$q = 16'h0;
        hold$q = 64'h0;
        in_done$q = 1'h0;
        n_bytes$q = 32'h0;
        n_seg$q = 32'h0;
        to_area$q = 1'h0;
        acmd_v$q = 1'h0;
        a_len$q = 16'h0;
        rp_pend$q = 1'h0;
        rp_seq$q = 32'h0;
        rp_left$q = 32'h0;
        rp_piece$q = 16'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        seq$q <= seq$d;
        beats$q <= beats$d;
        idx$q <= idx$d;
        lane$q <= lane$d;
        rem$q <= rem$d;
        hold$q <= hold$d;
        in_done$q <= in_done$d;
        n_bytes$q <= n_bytes$d;
        n_seg$q <= n_seg$d;
        to_area$q <= to_area$d;
        acmd_v$q <= acmd_v$d;
        a_len$q <= a_len$d;
        rp_pend$q <= rp_pend$d;
        rp_seq$q <= rp_seq$d;
        rp_left$q <= rp_left$d;
        rp_piece$q <= rp_piece$d;
    end

    // Update code
    assign s_cmd_ready = (st$q == gate_state$IDLE) & ~rp_pend$q & ~acmd_v$q & ~reset;
    assign m_acmd_valid = acmd_v$q;
    assign m_acmd_conn = conn$q;
    assign m_acmd_seq = seq$q;
    assign m_acmd_len = a_len$q;
    assign m_rp_valid = st$q == gate_state$RP_CMD;
    assign m_rp_conn = conn$q;
    assign m_rp_seq = rp_seq$q;
    assign m_rp_len = rp_piece$q;
    assign cnt_bytes = n_bytes$q;
    assign cnt_segments = n_seg$q;
    assign m_conn = conn$q;
    assign m_seq = seq$q;
    assign avail = {9'h0, gate_lane$BEAT_BYTES} - {13'h0, lane$q};
    assign shifted = hold$q >> ({3'h0, lane$q} << gate_lane$BYTE_SHIFT);
    assign final_beat = rem$q <= {9'h0, gate_lane$BEAT_BYTES};
    assign keep_out = 8'hff >> (gate_lane$BEAT_BYTES[3:0] - count_out[3:0]);
    assign tail_now = (rem$q <= avail) | in_done$q;
    assign m_data = mask$out;
    assign m_area_data = mask$out;
    assign m_area_keep = keep_out;
    assign m_area_last = final_beat;
    assign run_valid = (st$q == gate_state$RUN) & (tail_now | s_valid);
    assign m_area_valid = run_valid & to_area$q;
    assign s_rp_ready = (st$q == gate_state$RP_RUN) & m_ready;
    assign rp_take = s_rp_valid & s_rp_ready;
    assign emit = run_valid & out_ready;
    assign s_ready = (st$q == gate_state$SKIP) | (st$q == gate_state$DRAIN) | ((st$q == gate_state$RUN) & ~tail_now & out_ready);
    assign take_in = s_valid & s_ready;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        seq$d = seq$q;
        beats$d = beats$q;
        idx$d = idx$q;
        lane$d = lane$q;
        rem$d = rem$q;
        hold$d = hold$q;
        in_done$d = in_done$q;
        n_bytes$d = n_bytes$q;
        n_seg$d = n_seg$q;
        to_area$d = to_area$q;
        acmd_v$d = acmd_v$q;
        a_len$d = a_len$q;
        rp_pend$d = rp_pend$q;
        rp_seq$d = rp_seq$q;
        rp_left$d = rp_left$q;
        rp_piece$d = rp_piece$q;
        if (m_acmd_valid & m_acmd_ready) begin
            acmd_v$d = 1'b0;
        end
        if (s_cmd_valid & s_cmd_ready) begin
            n_seg$d = n_seg$q + 32'h1;
            conn$d = s_cmd_conn;
            seq$d = s_cmd_seq;
            beats$d = s_cmd_skip[15:3];
            lane$d = s_cmd_skip[2:0];
            rem$d = s_cmd_take;
            idx$d = 13'h0;
            to_area$d = s_cmd_keep;
            a_len$d = s_cmd_take;
            rp_pend$d = s_cmd_replay & |s_cmd_r_len;
            rp_seq$d = s_cmd_r_seq;
            rp_left$d = s_cmd_r_len;
            if (|s_cmd_len) begin
                if ((s_cmd_deliver | s_cmd_keep) & |s_cmd_take) begin
                    acmd_v$d = s_cmd_keep;
                    st$d = gate_state$SKIP;
                end
                else begin
                    st$d = gate_state$DRAIN;
                end
            end
        end
        if ((st$q == gate_state$SKIP) & take_in) begin
            idx$d = idx$q + 13'h1;
            if (idx$q == beats$q) begin
                hold$d = s_data;
                in_done$d = s_last;
                st$d = gate_state$RUN;
            end
            else if (s_last) begin
                st$d = gate_state$IDLE;
            end
        end
        if ((st$q == gate_state$RUN) & emit) begin
            rem$d = rem$q - count_out;
            if (~to_area$q) begin
                n_bytes$d = n_bytes$q + {16'h0, count_out};
            end
            if (tail_now) begin
                if (in_done$q) begin
                    st$d = gate_state$IDLE;
                end
                else begin
                    st$d = gate_state$DRAIN;
                end
            end
            else begin
                hold$d = s_data;
                in_done$d = s_last;
                if (final_beat) begin
                    if (s_last) begin
                        st$d = gate_state$IDLE;
                    end
                    else begin
                        st$d = gate_state$DRAIN;
                    end
                end
            end
        end
        if ((st$q == gate_state$DRAIN) & take_in & s_last) begin
            st$d = gate_state$IDLE;
        end
        if ((st$q == gate_state$IDLE) & rp_pend$q) begin
            st$d = gate_state$RP_WAIT;
        end
        if ((st$q == gate_state$RP_WAIT) & ~acmd_v$q & area_idle) begin
            seq$d = rp_seq$q;
            rp_piece$d = gate_piece$BYTES;
            if (rp_left$q < gate_piece_len$BYTES) begin
                rp_piece$d = rp_left$q[15:0];
            end
            st$d = gate_state$RP_CMD;
        end
        if ((st$q == gate_state$RP_CMD) & m_rp_ready) begin
            st$d = gate_state$RP_RUN;
        end
        if ((st$q == gate_state$RP_RUN) & rp_take & s_rp_last) begin
            n_bytes$d = n_bytes$q + {16'h0, rp_piece$q};
            rp_seq$d = rp_seq$q + {16'h0, rp_piece$q};
            rp_left$d = rp_left$q - {16'h0, rp_piece$q};
            st$d = gate_state$RP_WAIT;
            if (rp_left$q == {16'h0, rp_piece$q}) begin
                rp_pend$d = 1'b0;
                st$d = gate_state$IDLE;
            end
        end
        if (reset) begin
            acmd_v$d = 1'b0;
            rp_pend$d = 1'b0;
            st$d = gate_state$IDLE;
            n_bytes$d = 32'h0;
            n_seg$d = 32'h0;
        end
    end

    always @(*) begin
        joined = shifted;
        if (|lane$q) begin
            joined = shifted | (s_data << (gate_lane$BEAT_BITS - ({4'h0, lane$q} << gate_lane$BYTE_SHIFT)));
        end
    end

    always @(*) begin
        count_out = {9'h0, gate_lane$BEAT_BYTES};
        if (final_beat) begin
            count_out = rem$q;
        end
    end

    always @(*) begin
        mask$keep = keep_out;
        if (st$q == gate_state$RP_RUN) begin
            mask$keep = s_rp_keep;
        end
    end

    always @(*) begin
        mask$data = joined;
        if (tail_now) begin
            mask$data = shifted;
        end
        if (st$q == gate_state$RP_RUN) begin
            mask$data = s_rp_data;
        end
    end

    always @(*) begin
        m_keep = keep_out;
        m_last = final_beat;
        m_valid = run_valid & ~to_area$q;
        if (st$q == gate_state$RP_RUN) begin
            m_keep = s_rp_keep;
            m_last = s_rp_last;
            m_valid = s_rp_valid;
        end
    end

    always @(*) begin
        out_ready = m_ready;
        if (to_area$q) begin
            out_ready = m_area_ready;
        end
    end

endmodule // toe$gate


module toe$gate$mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // toe$gate$mask


module toe$hcmd(clock,reset,s_host_valid,s_host_ready,s_host_op,s_host_conn,s_host_n,s_host_remote_ip,s_host_remote_port,s_host_local_port,s_host_remote_mac,m_ans_valid,m_ans_ready,m_ans_status,m_ans_conn,cfg_own_lo,cfg_own_hi,l_add,l_full,l_port,l_hit,m_tab_valid,m_tab_ready,m_tab_op,m_tab_remote_ip,m_tab_remote_port,m_tab_local_port,m_tab_slot,s_tab_valid,s_tab_ready,s_tab_status,s_tab_slot,m_cmd_valid,m_cmd_ready,m_cmd_conn,m_cmd_cmd,m_cmd_n,m_open_valid,m_open_ready,m_open_conn,m_open_remote_mac,m_open_remote_ip,m_open_remote_port,m_open_local_port);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_host_valid;
    output wire  s_host_ready;
    input wire  [2:0] s_host_op;
    input wire  [9:0] s_host_conn;
    input wire  [31:0] s_host_n;
    input wire  [31:0] s_host_remote_ip;
    input wire  [15:0] s_host_remote_port;
    input wire  [15:0] s_host_local_port;
    input wire  [47:0] s_host_remote_mac;
    output wire  m_ans_valid;
    input wire  m_ans_ready;
    output wire  [1:0] m_ans_status;
    output wire  [9:0] m_ans_conn;
    input wire  [15:0] cfg_own_lo;
    input wire  [15:0] cfg_own_hi;
    output reg  l_add;
    input wire  l_full;
    output wire  [15:0] l_port;
    input wire  l_hit;
    output wire  m_tab_valid;
    input wire  m_tab_ready;
    output reg  [1:0] m_tab_op;
    output wire  [31:0] m_tab_remote_ip;
    output wire  [15:0] m_tab_remote_port;
    output wire  [15:0] m_tab_local_port;
    output wire  [9:0] m_tab_slot;
    input wire  s_tab_valid;
    output wire  s_tab_ready;
    input wire  [1:0] s_tab_status;
    input wire  [9:0] s_tab_slot;
    output wire  m_cmd_valid;
    input wire  m_cmd_ready;
    output wire  [9:0] m_cmd_conn;
    output reg  [1:0] m_cmd_cmd;
    output wire  [31:0] m_cmd_n;
    output wire  m_open_valid;
    input wire  m_open_ready;
    output wire  [9:0] m_open_conn;
    output wire  [47:0] m_open_remote_mac;
    output wire  [31:0] m_open_remote_ip;
    output wire  [15:0] m_open_remote_port;
    output wire  [15:0] m_open_local_port;

    // Named constants (named_consts! in model/src)
    localparam [1:0] conn_op$INSERT = 2'h1;
    localparam [1:0] conn_op$LOOKUP = 2'h0;
    localparam [1:0] conn_status$SLOT = 2'h0;
    localparam [2:0] hcmd_state$ANSWER = 3'h6;
    localparam [2:0] hcmd_state$ENGINE = 3'h5;
    localparam [2:0] hcmd_state$IDLE = 3'h0;
    localparam [2:0] hcmd_state$INSERT = 3'h3;
    localparam [2:0] hcmd_state$INSERT_WAIT = 3'h4;
    localparam [2:0] hcmd_state$LOOK = 3'h1;
    localparam [2:0] hcmd_state$LOOK_WAIT = 3'h2;
    localparam [1:0] host_cmd$ABORT = 2'h1;
    localparam [1:0] host_cmd$CLOSE = 2'h0;
    localparam [1:0] host_cmd$CONSUMED = 2'h2;
    localparam [1:0] host_cmd$SEND = 2'h3;
    localparam [2:0] host_op$ABORT = 3'h3;
    localparam [2:0] host_op$CLOSE = 3'h2;
    localparam [2:0] host_op$CONNECT = 3'h1;
    localparam [2:0] host_op$CONSUMED = 3'h4;
    localparam [2:0] host_op$LISTEN = 3'h0;
    localparam [1:0] host_status$EXISTS = 2'h2;
    localparam [1:0] host_status$FULL = 2'h1;
    localparam [1:0] host_status$NOT_OWNED = 2'h3;
    localparam [1:0] host_status$OK = 2'h0;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [1:0] status$d;
    reg  [1:0] status$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;

    // Local signals
    wire  owned;

    // Registers
    initial begin
        st$q = 3'h0;
        status$q = 2'h0;
        conn$q = 10'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        status$q <= status$d;
        conn$q <= conn$d;
    end

    // Update code
    assign l_port = s_host_local_port;
    assign owned = l_hit | ((s_host_local_port >= cfg_own_lo) & (s_host_local_port <= cfg_own_hi));
    assign m_tab_valid = (st$q == hcmd_state$LOOK) | (st$q == hcmd_state$INSERT);
    assign m_tab_remote_ip = s_host_remote_ip;
    assign m_tab_remote_port = s_host_remote_port;
    assign m_tab_local_port = s_host_local_port;
    assign m_tab_slot = 10'h0;
    assign s_tab_ready = (st$q == hcmd_state$LOOK_WAIT) | (st$q == hcmd_state$INSERT_WAIT);
    assign m_open_valid = (st$q == hcmd_state$ENGINE) & (s_host_op == host_op$CONNECT);
    assign m_open_conn = conn$q;
    assign m_open_remote_mac = s_host_remote_mac;
    assign m_open_remote_ip = s_host_remote_ip;
    assign m_open_remote_port = s_host_remote_port;
    assign m_open_local_port = s_host_local_port;
    assign m_cmd_valid = (st$q == hcmd_state$ENGINE) & (s_host_op != host_op$CONNECT);
    assign m_cmd_conn = conn$q;
    assign m_cmd_n = s_host_n;
    assign m_ans_valid = st$q == hcmd_state$ANSWER;
    assign m_ans_status = status$q;
    assign m_ans_conn = conn$q;
    assign s_host_ready = (st$q == hcmd_state$ANSWER) & m_ans_ready;

    always @(*) begin
        st$d = st$q;
        status$d = status$q;
        conn$d = conn$q;
        l_add = 1'b0;
        if ((st$q == hcmd_state$IDLE) & s_host_valid) begin
            status$d = host_status$OK;
            conn$d = s_host_conn;
            if (s_host_op == host_op$LISTEN) begin
                st$d = hcmd_state$ANSWER;
                if (~l_hit) begin
                    if (l_full) begin
                        status$d = host_status$FULL;
                    end
                    else begin
                        l_add = 1'b1;
                    end
                end
            end
            else if (s_host_op == host_op$CONNECT) begin
                if (owned) begin
                    st$d = hcmd_state$LOOK;
                end
                else begin
                    status$d = host_status$NOT_OWNED;
                    st$d = hcmd_state$ANSWER;
                end
            end
            else begin
                st$d = hcmd_state$ENGINE;
            end
        end
        if ((st$q == hcmd_state$LOOK) & m_tab_ready) begin
            st$d = hcmd_state$LOOK_WAIT;
        end
        if ((st$q == hcmd_state$INSERT) & m_tab_ready) begin
            st$d = hcmd_state$INSERT_WAIT;
        end
        if ((st$q == hcmd_state$LOOK_WAIT) & s_tab_valid) begin
            if (s_tab_status == conn_status$SLOT) begin
                status$d = host_status$EXISTS;
                conn$d = s_tab_slot;
                st$d = hcmd_state$ANSWER;
            end
            else begin
                st$d = hcmd_state$INSERT;
            end
        end
        if ((st$q == hcmd_state$INSERT_WAIT) & s_tab_valid) begin
            if (s_tab_status == conn_status$SLOT) begin
                conn$d = s_tab_slot;
                st$d = hcmd_state$ENGINE;
            end
            else begin
                status$d = host_status$FULL;
                st$d = hcmd_state$ANSWER;
            end
        end
        if ((m_open_valid & m_open_ready) | (m_cmd_valid & m_cmd_ready)) begin
            st$d = hcmd_state$ANSWER;
        end
        if ((st$q == hcmd_state$ANSWER) & m_ans_ready) begin
            st$d = hcmd_state$IDLE;
        end
        if (reset) begin
            st$d = hcmd_state$IDLE;
        end
    end

    always @(*) begin
        m_tab_op = conn_op$LOOKUP;
        if (st$q == hcmd_state$INSERT) begin
            m_tab_op = conn_op$INSERT;
        end
    end

    always @(*) begin
        m_cmd_cmd = host_cmd$SEND;
        if (s_host_op == host_op$CLOSE) begin
            m_cmd_cmd = host_cmd$CLOSE;
        end
        if (s_host_op == host_op$ABORT) begin
            m_cmd_cmd = host_cmd$ABORT;
        end
        if (s_host_op == host_op$CONSUMED) begin
            m_cmd_cmd = host_cmd$CONSUMED;
        end
    end

endmodule // toe$hcmd


module toe$listen(clock,reset,add,add_port,full,a_port,a_hit,b_port,b_hit,c_port,c_hit,cnt_ports);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  add;
    input wire  [15:0] add_port;
    output wire  full;
    input wire  [15:0] a_port;
    output reg  a_hit;
    input wire  [15:0] b_port;
    output reg  b_hit;
    input wire  [15:0] c_port;
    output reg  c_hit;
    output wire  [7:0] cnt_ports;

    // Stub signals
    reg  [15:0] port$0$d;
    reg  [15:0] port$0$q;
    reg  [15:0] port$1$d;
    reg  [15:0] port$1$q;
    reg  [15:0] port$2$d;
    reg  [15:0] port$2$q;
    reg  [15:0] port$3$d;
    reg  [15:0] port$3$q;
    reg  [15:0] port$4$d;
    reg  [15:0] port$4$q;
    reg  [15:0] port$5$d;
    reg  [15:0] port$5$q;
    reg  [15:0] port$6$d;
    reg  [15:0] port$6$q;
    reg  [15:0] port$7$d;
    reg  [15:0] port$7$q;
    reg  [15:0] port$8$d;
    reg  [15:0] port$8$q;
    reg  [15:0] port$9$d;
    reg  [15:0] port$9$q;
    reg  [15:0] port$10$d;
    reg  [15:0] port$10$q;
    reg  [15:0] port$11$d;
    reg  [15:0] port$11$q;
    reg  [15:0] port$12$d;
    reg  [15:0] port$12$q;
    reg  [15:0] port$13$d;
    reg  [15:0] port$13$q;
    reg  [15:0] port$14$d;
    reg  [15:0] port$14$q;
    reg  [15:0] port$15$d;
    reg  [15:0] port$15$q;
    reg  used$0$d;
    reg  used$0$q;
    reg  used$1$d;
    reg  used$1$q;
    reg  used$2$d;
    reg  used$2$q;
    reg  used$3$d;
    reg  used$3$q;
    reg  used$4$d;
    reg  used$4$q;
    reg  used$5$d;
    reg  used$5$q;
    reg  used$6$d;
    reg  used$6$q;
    reg  used$7$d;
    reg  used$7$q;
    reg  used$8$d;
    reg  used$8$q;
    reg  used$9$d;
    reg  used$9$q;
    reg  used$10$d;
    reg  used$10$q;
    reg  used$11$d;
    reg  used$11$q;
    reg  used$12$d;
    reg  used$12$q;
    reg  used$13$d;
    reg  used$13$q;
    reg  used$14$d;
    reg  used$14$q;
    reg  used$15$d;
    reg  used$15$q;
    reg  [7:0] n_ports$d;
    reg  [7:0] n_ports$q;

    // Local signals
    wire  free_seen$0;
    wire  free_seen$1;
    wire  free_seen$2;
    wire  free_seen$3;
    wire  free_seen$4;
    wire  free_seen$5;
    wire  free_seen$6;
    wire  free_seen$7;
    wire  free_seen$8;
    wire  free_seen$9;
    wire  free_seen$10;
    wire  free_seen$11;
    wire  free_seen$12;
    wire  free_seen$13;
    wire  free_seen$14;
    wire  free_seen$15;
    wire  take$0;
    wire  take$1;
    wire  take$2;
    wire  take$3;
    wire  take$4;
    wire  take$5;
    wire  take$6;
    wire  take$7;
    wire  take$8;
    wire  take$9;
    wire  take$10;
    wire  take$11;
    wire  take$12;
    wire  take$13;
    wire  take$14;
    wire  take$15;
    reg  add_hit;
    reg  any_free;

    // Registers
    initial begin
        port$0$q = 16'h0;
        port$1$q = 16'h0;
        port$2$q = 16'h0;
        port$3$q = 16'h0;
        port$4$q = 16'h0;
        port$5$q = 16'h0;
        port$6$q = 16'h0;
        port$7$q = 16'h0;
        port$8$q = 16'h0;
        port$9$q = 16'h0;
        port$10$q = 16'h0;
        port$11$q = 16'h0;
        port$12$q = 16'h0;
        port$13$q = 16'h0;
        port$14$q = 16'h0;
        port$15$q = 16'h0;
        used$0$q = 1'h0;
        used$1$q = 1'h0;
        used$2$q = 1'h0;
        used$3$q = 1'h0;
        used$4$q = 1'h0;
        used$5$q = 1'h0;
        used$6$q = 1'h0;
        used$7$q = 1'h0;
        used$8$q = 1'h0;
        used$9$q = 1'h0;
        used$10$q = 1'h0;
        used$11$q = 1'h0;
        used$12$q = 1'h0;
        used$13$q = 1'h0;
        used$14$q = 1'h0;
        used$15$q = 1'h0;
        n_ports$q = 8'h0;
    end

    always @(posedge clock) begin
        port$0$q <= port$0$d;
        port$1$q <= port$1$d;
        port$2$q <= port$2$d;
        port$3$q <= port$3$d;
        port$4$q <= port$4$d;
        port$5$q <= port$5$d;
        port$6$q <= port$6$d;
        port$7$q <= port$7$d;
        port$8$q <= port$8$d;
        port$9$q <= port$9$d;
        port$10$q <= port$10$d;
        port$11$q <= port$11$d;
        port$12$q <= port$12$d;
        port$13$q <= port$13$d;
        port$14$q <= port$14$d;
        port$15$q <= port$15$d;
        used$0$q <= used$0$d;
        used$1$q <= used$1$d;
        used$2$q <= used$2$d;
        used$3$q <= used$3$d;
        used$4$q <= used$4$d;
        used$5$q <= used$5$d;
        used$6$q <= used$6$d;
        used$7$q <= used$7$d;
        used$8$q <= used$8$d;
        used$9$q <= used$9$d;
        used$10$q <= used$10$d;
        used$11$q <= used$11$d;
        used$12$q <= used$12$d;
        used$13$q <= used$13$d;
        used$14$q <= used$14$d;
        used$15$q <= used$15$d;
        n_ports$q <= n_ports$d;
    end

    // Update code
    assign cnt_ports = n_ports$q;
    assign free_seen$0 = ~used$0$q;
    assign take$0 = ~used$0$q;
    assign take$1 = ~used$1$q & ~free_seen$0;
    assign free_seen$1 = free_seen$0 | ~used$1$q;
    assign take$2 = ~used$2$q & ~free_seen$1;
    assign free_seen$2 = free_seen$1 | ~used$2$q;
    assign take$3 = ~used$3$q & ~free_seen$2;
    assign free_seen$3 = free_seen$2 | ~used$3$q;
    assign take$4 = ~used$4$q & ~free_seen$3;
    assign free_seen$4 = free_seen$3 | ~used$4$q;
    assign take$5 = ~used$5$q & ~free_seen$4;
    assign free_seen$5 = free_seen$4 | ~used$5$q;
    assign take$6 = ~used$6$q & ~free_seen$5;
    assign free_seen$6 = free_seen$5 | ~used$6$q;
    assign take$7 = ~used$7$q & ~free_seen$6;
    assign free_seen$7 = free_seen$6 | ~used$7$q;
    assign take$8 = ~used$8$q & ~free_seen$7;
    assign free_seen$8 = free_seen$7 | ~used$8$q;
    assign take$9 = ~used$9$q & ~free_seen$8;
    assign free_seen$9 = free_seen$8 | ~used$9$q;
    assign take$10 = ~used$10$q & ~free_seen$9;
    assign free_seen$10 = free_seen$9 | ~used$10$q;
    assign take$11 = ~used$11$q & ~free_seen$10;
    assign free_seen$11 = free_seen$10 | ~used$11$q;
    assign take$12 = ~used$12$q & ~free_seen$11;
    assign free_seen$12 = free_seen$11 | ~used$12$q;
    assign take$13 = ~used$13$q & ~free_seen$12;
    assign free_seen$13 = free_seen$12 | ~used$13$q;
    assign take$14 = ~used$14$q & ~free_seen$13;
    assign free_seen$14 = free_seen$13 | ~used$14$q;
    assign take$15 = ~used$15$q & ~free_seen$14;
    assign free_seen$15 = free_seen$14 | ~used$15$q;
    assign full = ~any_free;

    always @(*) begin
        port$0$d = port$0$q;
        used$0$d = used$0$q;
        port$1$d = port$1$q;
        used$1$d = used$1$q;
        port$2$d = port$2$q;
        used$2$d = used$2$q;
        port$3$d = port$3$q;
        used$3$d = used$3$q;
        port$4$d = port$4$q;
        used$4$d = used$4$q;
        port$5$d = port$5$q;
        used$5$d = used$5$q;
        port$6$d = port$6$q;
        used$6$d = used$6$q;
        port$7$d = port$7$q;
        used$7$d = used$7$q;
        port$8$d = port$8$q;
        used$8$d = used$8$q;
        port$9$d = port$9$q;
        used$9$d = used$9$q;
        port$10$d = port$10$q;
        used$10$d = used$10$q;
        port$11$d = port$11$q;
        used$11$d = used$11$q;
        port$12$d = port$12$q;
        used$12$d = used$12$q;
        port$13$d = port$13$q;
        used$13$d = used$13$q;
        port$14$d = port$14$q;
        used$14$d = used$14$q;
        port$15$d = port$15$q;
        used$15$d = used$15$q;
        n_ports$d = n_ports$q;
        if (add & ~add_hit & any_free) begin
            n_ports$d = n_ports$q + 8'h1;
            if (take$0) begin
                port$0$d = add_port;
                used$0$d = 1'b1;
            end
            if (take$1) begin
                port$1$d = add_port;
                used$1$d = 1'b1;
            end
            if (take$2) begin
                port$2$d = add_port;
                used$2$d = 1'b1;
            end
            if (take$3) begin
                port$3$d = add_port;
                used$3$d = 1'b1;
            end
            if (take$4) begin
                port$4$d = add_port;
                used$4$d = 1'b1;
            end
            if (take$5) begin
                port$5$d = add_port;
                used$5$d = 1'b1;
            end
            if (take$6) begin
                port$6$d = add_port;
                used$6$d = 1'b1;
            end
            if (take$7) begin
                port$7$d = add_port;
                used$7$d = 1'b1;
            end
            if (take$8) begin
                port$8$d = add_port;
                used$8$d = 1'b1;
            end
            if (take$9) begin
                port$9$d = add_port;
                used$9$d = 1'b1;
            end
            if (take$10) begin
                port$10$d = add_port;
                used$10$d = 1'b1;
            end
            if (take$11) begin
                port$11$d = add_port;
                used$11$d = 1'b1;
            end
            if (take$12) begin
                port$12$d = add_port;
                used$12$d = 1'b1;
            end
            if (take$13) begin
                port$13$d = add_port;
                used$13$d = 1'b1;
            end
            if (take$14) begin
                port$14$d = add_port;
                used$14$d = 1'b1;
            end
            if (take$15) begin
                port$15$d = add_port;
                used$15$d = 1'b1;
            end
        end
        if (reset) begin
            used$0$d = 1'b0;
            used$1$d = 1'b0;
            used$2$d = 1'b0;
            used$3$d = 1'b0;
            used$4$d = 1'b0;
            used$5$d = 1'b0;
            used$6$d = 1'b0;
            used$7$d = 1'b0;
            used$8$d = 1'b0;
            used$9$d = 1'b0;
            used$10$d = 1'b0;
            used$11$d = 1'b0;
            used$12$d = 1'b0;
            used$13$d = 1'b0;
            used$14$d = 1'b0;
            used$15$d = 1'b0;
            n_ports$d = 8'h0;
        end
    end

    always @(*) begin
        a_hit = 1'b0;
        if (used$0$q & (port$0$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$1$q & (port$1$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$2$q & (port$2$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$3$q & (port$3$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$4$q & (port$4$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$5$q & (port$5$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$6$q & (port$6$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$7$q & (port$7$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$8$q & (port$8$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$9$q & (port$9$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$10$q & (port$10$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$11$q & (port$11$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$12$q & (port$12$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$13$q & (port$13$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$14$q & (port$14$q == a_port)) begin
            a_hit = 1'b1;
        end
        if (used$15$q & (port$15$q == a_port)) begin
            a_hit = 1'b1;
        end
    end

    always @(*) begin
        b_hit = 1'b0;
        if (used$0$q & (port$0$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$1$q & (port$1$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$2$q & (port$2$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$3$q & (port$3$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$4$q & (port$4$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$5$q & (port$5$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$6$q & (port$6$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$7$q & (port$7$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$8$q & (port$8$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$9$q & (port$9$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$10$q & (port$10$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$11$q & (port$11$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$12$q & (port$12$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$13$q & (port$13$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$14$q & (port$14$q == b_port)) begin
            b_hit = 1'b1;
        end
        if (used$15$q & (port$15$q == b_port)) begin
            b_hit = 1'b1;
        end
    end

    always @(*) begin
        c_hit = 1'b0;
        if (used$0$q & (port$0$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$1$q & (port$1$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$2$q & (port$2$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$3$q & (port$3$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$4$q & (port$4$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$5$q & (port$5$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$6$q & (port$6$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$7$q & (port$7$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$8$q & (port$8$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$9$q & (port$9$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$10$q & (port$10$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$11$q & (port$11$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$12$q & (port$12$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$13$q & (port$13$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$14$q & (port$14$q == c_port)) begin
            c_hit = 1'b1;
        end
        if (used$15$q & (port$15$q == c_port)) begin
            c_hit = 1'b1;
        end
    end

    always @(*) begin
        add_hit = 1'b0;
        if (used$0$q & (port$0$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$1$q & (port$1$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$2$q & (port$2$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$3$q & (port$3$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$4$q & (port$4$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$5$q & (port$5$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$6$q & (port$6$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$7$q & (port$7$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$8$q & (port$8$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$9$q & (port$9$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$10$q & (port$10$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$11$q & (port$11$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$12$q & (port$12$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$13$q & (port$13$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$14$q & (port$14$q == add_port)) begin
            add_hit = 1'b1;
        end
        if (used$15$q & (port$15$q == add_port)) begin
            add_hit = 1'b1;
        end
    end

    always @(*) begin
        any_free = 1'b0;
        if (~used$0$q) begin
            any_free = 1'b1;
        end
        if (~used$1$q) begin
            any_free = 1'b1;
        end
        if (~used$2$q) begin
            any_free = 1'b1;
        end
        if (~used$3$q) begin
            any_free = 1'b1;
        end
        if (~used$4$q) begin
            any_free = 1'b1;
        end
        if (~used$5$q) begin
            any_free = 1'b1;
        end
        if (~used$6$q) begin
            any_free = 1'b1;
        end
        if (~used$7$q) begin
            any_free = 1'b1;
        end
        if (~used$8$q) begin
            any_free = 1'b1;
        end
        if (~used$9$q) begin
            any_free = 1'b1;
        end
        if (~used$10$q) begin
            any_free = 1'b1;
        end
        if (~used$11$q) begin
            any_free = 1'b1;
        end
        if (~used$12$q) begin
            any_free = 1'b1;
        end
        if (~used$13$q) begin
            any_free = 1'b1;
        end
        if (~used$14$q) begin
            any_free = 1'b1;
        end
        if (~used$15$q) begin
            any_free = 1'b1;
        end
    end

endmodule // toe$listen


module toe$mux(clock,reset,a_data,a_keep,a_last,a_valid,a_ready,b_data,b_keep,b_last,b_valid,b_ready,m_data,m_keep,m_last,m_valid,m_ready,cnt_raw);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] a_data;
    input wire  [7:0] a_keep;
    input wire  a_last;
    input wire  a_valid;
    output wire  a_ready;
    input wire  [63:0] b_data;
    input wire  [7:0] b_keep;
    input wire  b_last;
    input wire  b_valid;
    output wire  b_ready;
    output reg  [63:0] m_data;
    output reg  [7:0] m_keep;
    output reg  m_last;
    output reg  m_valid;
    input wire  m_ready;
    output wire  [31:0] cnt_raw;

    // Stub signals
    reg  busy$d;
    reg  busy$q;
    reg  sel_b$d;
    reg  sel_b$q;
    reg  [31:0] n_raw$d;
    reg  [31:0] n_raw$q;

    // Local signals
    reg  pick_b;

    // Registers
    initial begin
        busy$q = 1'h0;
        sel_b$q = 1'h0;
        n_raw$q = 32'h0;
    end

    always @(posedge clock) begin
        busy$q <= busy$d;
        sel_b$q <= sel_b$d;
        n_raw$q <= n_raw$d;
    end

    // Update code
    assign cnt_raw = n_raw$q;
    assign a_ready = m_ready & ~pick_b;
    assign b_ready = m_ready & pick_b;

    always @(*) begin
        busy$d = busy$q;
        sel_b$d = sel_b$q;
        n_raw$d = n_raw$q;
        if (m_valid & m_ready) begin
            sel_b$d = pick_b;
            busy$d = ~m_last;
            if (pick_b & m_last) begin
                n_raw$d = n_raw$q + 32'h1;
            end
        end
        if (reset) begin
            busy$d = 1'b0;
            sel_b$d = 1'b0;
            n_raw$d = 32'h0;
        end
    end

    always @(*) begin
        pick_b = sel_b$q;
        if (~busy$q) begin
            pick_b = b_valid & (~a_valid | ~sel_b$q);
        end
    end

    always @(*) begin
        m_data = a_data;
        m_keep = a_keep;
        m_last = a_last;
        m_valid = a_valid;
        if (pick_b) begin
            m_data = b_data;
            m_keep = b_keep;
            m_last = b_last;
            m_valid = b_valid;
        end
    end

endmodule // toe$mux


module toe$parse(clock,reset,s_data,s_keep,s_last,s_verdict,s_valid,s_ready,m_seg_valid,m_seg_ready,m_seg_src_mac,m_seg_src_ip,m_seg_dst_ip,m_seg_src_port,m_seg_dst_port,m_seg_seq,m_seg_ack,m_seg_flags,m_seg_window,m_seg_len,m_seg_mss_on,m_seg_mss,m_seg_ws_on,m_seg_ws,m_seg_sackp,m_seg_ts_on,m_seg_ts_val,m_seg_ts_ecr,m_seg_nblocks,m_seg_l0,m_seg_r0,m_seg_l1,m_seg_r1,m_seg_l2,m_seg_r2,m_seg_l3,m_seg_r3,m_pay_data,m_pay_keep,m_pay_last,m_pay_valid,m_pay_ready,cnt_segments,cnt_bad_option);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  [2:0] s_verdict;
    input wire  s_valid;
    output wire  s_ready;
    output wire  m_seg_valid;
    input wire  m_seg_ready;
    output wire  [47:0] m_seg_src_mac;
    output wire  [31:0] m_seg_src_ip;
    output wire  [31:0] m_seg_dst_ip;
    output wire  [15:0] m_seg_src_port;
    output wire  [15:0] m_seg_dst_port;
    output wire  [31:0] m_seg_seq;
    output wire  [31:0] m_seg_ack;
    output wire  [7:0] m_seg_flags;
    output wire  [15:0] m_seg_window;
    output wire  [15:0] m_seg_len;
    output wire  m_seg_mss_on;
    output wire  [15:0] m_seg_mss;
    output wire  m_seg_ws_on;
    output wire  [7:0] m_seg_ws;
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
    output reg  [63:0] m_pay_data;
    output reg  [7:0] m_pay_keep;
    output wire  m_pay_last;
    output wire  m_pay_valid;
    input wire  m_pay_ready;
    output wire  [31:0] cnt_segments;
    output wire  [31:0] cnt_bad_option;

    // Named constants (named_consts! in model/src)
    localparam [7:0] rx_parse_pos$IP_HEADER = 8'h14;
    localparam [7:0] rx_parse_pos$LANE_SIX = 8'h6;
    localparam [7:0] rx_parse_pos$LATER = 8'hf;
    localparam [7:0] rx_parse_pos$MAC_HI = 8'h0;
    localparam [7:0] rx_parse_pos$MAC_LO = 8'h1;
    localparam [7:0] rx_parse_pos$OPT10 = 8'ha;
    localparam [7:0] rx_parse_pos$OPT11 = 8'hb;
    localparam [7:0] rx_parse_pos$OPT7 = 8'h7;
    localparam [7:0] rx_parse_pos$OPT8 = 8'h8;
    localparam [7:0] rx_parse_pos$OPT9 = 8'h9;
    localparam [7:0] rx_parse_pos$PORTS = 8'h4;
    localparam [7:0] rx_parse_pos$SEQ_ACK = 8'h5;
    localparam [7:0] rx_parse_pos$SRC_IP = 8'h3;
    localparam [7:0] rx_parse_pos$TCP_START = 8'h22;
    localparam [7:0] rx_parse_pos$TOTAL = 8'h2;
    localparam [7:0] rx_parse_pos$WINDOW = 8'h6;
    localparam [3:0] rx_parse_state$CHECK = 4'h8;
    localparam [3:0] rx_parse_state$DECIDE = 4'h2;
    localparam [3:0] rx_parse_state$DESC = 4'h3;
    localparam [3:0] rx_parse_state$FETCH = 4'h1;
    localparam [3:0] rx_parse_state$FETCH2 = 4'h7;
    localparam [3:0] rx_parse_state$IDLE = 4'h0;
    localparam [3:0] rx_parse_state$PAY = 4'h4;
    localparam [3:0] rx_parse_state$POP = 4'h6;
    localparam [3:0] rx_parse_state$SKIP = 4'h5;
    localparam [2:0] rx_verdict$SEGMENT = 3'h0;
    localparam [7:0] tcp_opt_kind$END = 8'h0;
    localparam [7:0] tcp_opt_kind$MIN_LEN = 8'h2;
    localparam [7:0] tcp_opt_kind$MSS = 8'h2;
    localparam [7:0] tcp_opt_kind$MSS_LEN = 8'h4;
    localparam [7:0] tcp_opt_kind$NOP = 8'h1;
    localparam [7:0] tcp_opt_kind$NOP_NOP_TS_LIST = 8'hc;
    localparam [7:0] tcp_opt_kind$SACK = 8'h5;
    localparam [7:0] tcp_opt_kind$SACK_LEN_1 = 8'ha;
    localparam [7:0] tcp_opt_kind$SACK_LEN_2 = 8'h12;
    localparam [7:0] tcp_opt_kind$SACK_LEN_3 = 8'h1a;
    localparam [7:0] tcp_opt_kind$SACK_LEN_4 = 8'h22;
    localparam [7:0] tcp_opt_kind$SACK_PERMITTED = 8'h4;
    localparam [7:0] tcp_opt_kind$SACK_PERMITTED_LEN = 8'h2;
    localparam [7:0] tcp_opt_kind$TIMESTAMPS = 8'h8;
    localparam [7:0] tcp_opt_kind$TIMESTAMPS_LEN = 8'ha;
    localparam [7:0] tcp_opt_kind$WINDOW_SCALE = 8'h3;
    localparam [7:0] tcp_opt_kind$WINDOW_SCALE_LEN = 8'h3;

    // Stub signals
    wire  payload$reset;
    wire  payload$push;
    reg  [63:0] payload$din;
    wire  payload$full;
    wire  payload$commit;
    wire  payload$rewind;
    reg  payload$pop;
    wire  [63:0] payload$dout;
    wire  payload$valid;
    wire  recs$reset;
    wire  recs$push;
    wire  [571:0] recs$din;
    wire  recs$full;
    reg  recs$pop;
    wire  [571:0] recs$dout;
    wire  recs$valid;
    wire  [63:0] mask$data;
    wire  [7:0] mask$keep;
    wire  [63:0] mask$out;
    reg  [7:0] idx$d;
    reg  [7:0] idx$q;
    reg  [47:0] mac$d;
    reg  [47:0] mac$q;
    reg  [15:0] total$d;
    reg  [15:0] total$q;
    reg  [31:0] src_ip$d;
    reg  [31:0] src_ip$q;
    reg  [31:0] dst_ip$d;
    reg  [31:0] dst_ip$q;
    reg  [15:0] src_port$d;
    reg  [15:0] src_port$q;
    reg  [15:0] dst_port$d;
    reg  [15:0] dst_port$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [31:0] ack$d;
    reg  [31:0] ack$q;
    reg  [3:0] doff$d;
    reg  [3:0] doff$q;
    reg  [7:0] flags$d;
    reg  [7:0] flags$q;
    reg  [15:0] window$d;
    reg  [15:0] window$q;
    reg  [319:0] opts$d;
    reg  [319:0] opts$q;
    reg  [7:0] pay_start$d;
    reg  [7:0] pay_start$q;
    reg  pay_s6$d;
    reg  pay_s6$q;
    reg  [15:0] pay_len$d;
    reg  [15:0] pay_len$q;
    reg  [12:0] pay_k$d;
    reg  [12:0] pay_k$q;
    reg  in_pay$d;
    reg  in_pay$q;
    reg  [12:0] wleft$d;
    reg  [12:0] wleft$q;
    reg  more$d;
    reg  more$q;
    reg  [63:0] carry$d;
    reg  [63:0] carry$q;
    reg  end_v$d;
    reg  end_v$q;
    reg  end_segment$d;
    reg  end_segment$q;
    reg  end_flush$d;
    reg  end_flush$q;
    reg  f_done$d;
    reg  f_done$q;
    reg  f_nop$d;
    reg  f_nop$q;
    reg  f_nop2$d;
    reg  f_nop2$q;
    reg  f_bad$d;
    reg  f_bad$q;
    reg  f_last$d;
    reg  f_last$q;
    reg  [3:0] ost$d;
    reg  [3:0] ost$q;
    reg  [15:0] p$d;
    reg  [15:0] p$q;
    reg  [319:0] coarse$d;
    reg  [319:0] coarse$q;
    reg  [319:0] win$d;
    reg  [319:0] win$q;
    reg  r_mss_on$d;
    reg  r_mss_on$q;
    reg  [15:0] r_mss$d;
    reg  [15:0] r_mss$q;
    reg  r_ws_on$d;
    reg  r_ws_on$q;
    reg  [7:0] r_ws$d;
    reg  [7:0] r_ws$q;
    reg  r_sackp$d;
    reg  r_sackp$q;
    reg  r_ts_on$d;
    reg  r_ts_on$q;
    reg  [31:0] r_ts_val$d;
    reg  [31:0] r_ts_val$q;
    reg  [31:0] r_ts_ecr$d;
    reg  [31:0] r_ts_ecr$q;
    reg  [2:0] r_nblocks$d;
    reg  [2:0] r_nblocks$q;
    reg  [31:0] r_l0$d;
    reg  [31:0] r_l0$q;
    reg  [31:0] r_r0$d;
    reg  [31:0] r_r0$q;
    reg  [31:0] r_l1$d;
    reg  [31:0] r_l1$q;
    reg  [31:0] r_r1$d;
    reg  [31:0] r_r1$q;
    reg  [31:0] r_l2$d;
    reg  [31:0] r_l2$q;
    reg  [31:0] r_r2$d;
    reg  [31:0] r_r2$q;
    reg  [31:0] r_l3$d;
    reg  [31:0] r_l3$q;
    reg  [31:0] r_r3$d;
    reg  [31:0] r_r3$q;
    reg  [12:0] o_left$d;
    reg  [12:0] o_left$q;
    reg  o_one$d;
    reg  o_one$q;
    reg  o_zero$d;
    reg  o_zero$q;
    reg  [7:0] rem$d;
    reg  [7:0] rem$q;
    reg  [12:0] r_k$d;
    reg  [12:0] r_k$q;
    reg  [31:0] n_segments$d;
    reg  [31:0] n_segments$q;
    reg  [31:0] n_bad_option$d;
    reg  [31:0] n_bad_option$q;

    // Local signals
    wire  take;
    wire  end_go;
    wire  write;
    wire  pay_here;
    reg  [63:0] wbeat;
    reg  [63:0] fbeat;
    wire  [7:0] pos;
    reg  [7:0] doff_x4;
    wire  [15:0] plen;
    reg  [571:0] rec;
    wire  [571:0] head;
    wire  [7:0] lopt;
    reg  [7:0] head_x4;
    wire  [15:0] head_len;
    reg  [12:0] head_k;
    reg  [7:0] last_keep;
    reg  [18:0] shamt_beats;
    reg  [18:0] shamt_lanes;
    wire  [7:0] kind;
    wire  [7:0] olen;
    wire  [15:0] p_end;
    wire  bad;
    wire  [319:0] win_next;
    wire  [319:0] head_opts;
    wire  fast_ts;
    reg  [31:0] fast_val;
    reg  [31:0] fast_ecr;
    wire  [7:0] n_kind;
    wire  [7:0] n_len;
    wire  in_list;
    reg  [31:0] v_edge2;
    reg  [31:0] v_edge3;
    reg  [31:0] v_edge4;
    reg  [31:0] v_edge5;
    reg  [31:0] v_edge6;
    reg  [31:0] v_edge7;
    reg  [15:0] v_mss;
    reg  [31:0] v_val;
    reg  [31:0] v_ecr;

    // Sub module instances
    toe$parse$payload payload(
        .clock(clock),
        .reset(payload$reset),
        .push(payload$push),
        .din(payload$din),
        .full(payload$full),
        .commit(payload$commit),
        .rewind(payload$rewind),
        .pop(payload$pop),
        .dout(payload$dout),
        .valid(payload$valid)
    );
    toe$parse$recs recs(
        .clock(clock),
        .reset(recs$reset),
        .push(recs$push),
        .din(recs$din),
        .full(recs$full),
        .pop(recs$pop),
        .dout(recs$dout),
        .valid(recs$valid)
    );
    toe$parse$mask mask(
        .data(mask$data),
        .keep(mask$keep),
        .out(mask$out)
    );

    // Registers
    initial begin
        idx$q = 8'h0;
        mac$q = 48'h0;
        total$q = 16'h0;
        src_ip$q = 32'h0;
        dst_ip$q = 32'h0;
        src_port$q = 16'h0;
        dst_port$q = 16'h0;
        seq$q = 32'h0;
        ack$q = 32'h0;
        doff$q = 4'h0;
        flags$q = 8'h0;
        window$q = 16'h0;
        opts$q = 320'h0;
        pay_start$q = 8'h0;
        pay_s6$q = 1'h0;
        pay_len$q = 16'h0;
        pay_k$q = 13'h0;
        in_pay$q = 1'h0;
        wleft$q = 13'h0;
        more$q = 1'h0;
        carry$q = 64'h0;
        end_v$q = 1'h0;
        end_segment$q = 1'h0;
        end_flush$q = 1'h0;
        f_done$q = 1'h0;
        f_nop$q = 1'h0;
        f_nop2$q = 1'h0;
        f_bad$q = 1'h0;
        f_last$q = 1'h0;
        ost$q = 4'h0;
        p$q = 16'h0;
        coarse$q = 320'h0;
        win$q = 320'h0;
        r_mss_on$q = 1'h0;
        r_mss$q = 16'h0;
        r_ws_on$q = 1'h0;
        r_ws$q = 8'h0;
        r_sackp$q = 1'h0;
        r_ts_on$q = 1'h0;
        r_ts_val$q = 32'h0;
        r_ts_ecr$q = 32'h0;
        r_nblocks$q = 3'h0;
        r_l0$q = 32'h0;
        r_r0$q = 32'h0;
        r_l1$q = 32'h0;
        r_r1$q = 32'h0;
        r_l2$q = 32'h0;
        r_r2$q = 32'h0;
        r_l3$q = 32'h0;
        r_r3$q = 32'h0;
        o_left$q = 13'h0;
        o_one$q = 1'h0;
        o_zero$q = 1'h0;
        rem$q = 8'h0;
        r_k$q = 13'h0;
        n_segments$q = 32'h0;
        n_bad_option$q = 32'h0;
    end

    always @(posedge clock) begin
        idx$q <= idx$d;
        mac$q <= mac$d;
        total$q <= total$d;
        src_ip$q <= src_ip$d;
        dst_ip$q <= dst_ip$d;
        src_port$q <= src_port$d;
        dst_port$q <= dst_port$d;
        seq$q <= seq$d;
        ack$q <= ack$d;
        doff$q <= doff$d;
        flags$q <= flags$d;
        window$q <= window$d;
        opts$q <= opts$d;
        pay_start$q <= pay_start$d;
        pay_s6$q <= pay_s6$d;
        pay_len$q <= pay_len$d;
        pay_k$q <= pay_k$d;
        in_pay$q <= in_pay$d;
        wleft$q <= wleft$d;
        more$q <= more$d;
        carry$q <= carry$d;
        end_v$q <= end_v$d;
        end_segment$q <= end_segment$d;
        end_flush$q <= end_flush$d;
        f_done$q <= f_done$d;
        f_nop$q <= f_nop$d;
        f_nop2$q <= f_nop2$d;
        f_bad$q <= f_bad$d;
        f_last$q <= f_last$d;
        ost$q <= ost$d;
        p$q <= p$d;
        coarse$q <= coarse$d;
        win$q <= win$d;
        r_mss_on$q <= r_mss_on$d;
        r_mss$q <= r_mss$d;
        r_ws_on$q <= r_ws_on$d;
        r_ws$q <= r_ws$d;
        r_sackp$q <= r_sackp$d;
        r_ts_on$q <= r_ts_on$d;
        r_ts_val$q <= r_ts_val$d;
        r_ts_ecr$q <= r_ts_ecr$d;
        r_nblocks$q <= r_nblocks$d;
        r_l0$q <= r_l0$d;
        r_r0$q <= r_r0$d;
        r_l1$q <= r_l1$d;
        r_r1$q <= r_r1$d;
        r_l2$q <= r_l2$d;
        r_r2$q <= r_r2$d;
        r_l3$q <= r_l3$d;
        r_r3$q <= r_r3$d;
        o_left$q <= o_left$d;
        o_one$q <= o_one$d;
        o_zero$q <= o_zero$d;
        rem$q <= rem$d;
        r_k$q <= r_k$d;
        n_segments$q <= n_segments$d;
        n_bad_option$q <= n_bad_option$d;
    end

    // Update code
    assign payload$reset = reset;
    assign recs$reset = reset;
    assign end_go = end_v$q & ~recs$full & ~payload$full;
    assign s_ready = ~reset & ~payload$full & (~end_v$q | end_go);
    assign take = s_valid & ~reset & ~payload$full & (~end_v$q | end_go);
    assign pos = rx_parse_pos$TCP_START + doff_x4;
    assign plen = total$q - {8'h0, rx_parse_pos$IP_HEADER} - {8'h0, doff_x4};
    assign pay_here = (idx$q == pay_start$q) & (idx$q > rx_parse_pos$SEQ_ACK);
    assign write = take & in_pay$q & more$q;
    assign payload$push = write | (end_go & end_flush$q);
    assign payload$commit = end_go & end_segment$q;
    assign payload$rewind = end_go & ~end_segment$q;
    assign recs$din = rec;
    assign recs$push = end_go & end_segment$q;
    assign head = recs$dout;
    assign lopt = head_x4 - rx_parse_pos$IP_HEADER;
    assign head_len = head[251:236];
    assign mask$data = payload$dout;
    assign mask$keep = last_keep;
    assign head_opts = head[571:252];
    assign fast_ts = (lopt == tcp_opt_kind$NOP_NOP_TS_LIST) & (head_opts[7:0] == tcp_opt_kind$NOP) & (head_opts[15:8] == tcp_opt_kind$NOP) & (head_opts[23:16] == tcp_opt_kind$TIMESTAMPS) & (head_opts[31:24] == tcp_opt_kind$TIMESTAMPS_LEN);
    assign kind = win$q[7:0];
    assign olen = win$q[15:8];
    assign win_next = coarse$q >> shamt_lanes;
    assign n_kind = win$q[7:0];
    assign n_len = win$q[15:8];
    assign p_end = p$q + {8'h0, olen};
    assign bad = (rem$q < tcp_opt_kind$MIN_LEN) | (n_len < tcp_opt_kind$MIN_LEN) | (n_len > rem$q) | ((n_kind == tcp_opt_kind$MSS) & (n_len != tcp_opt_kind$MSS_LEN)) | ((n_kind == tcp_opt_kind$WINDOW_SCALE) & (n_len != tcp_opt_kind$WINDOW_SCALE_LEN)) | ((n_kind == tcp_opt_kind$SACK_PERMITTED) & (n_len != tcp_opt_kind$SACK_PERMITTED_LEN)) | ((n_kind == tcp_opt_kind$TIMESTAMPS) & (n_len != tcp_opt_kind$TIMESTAMPS_LEN)) | ((n_kind == tcp_opt_kind$SACK) & (n_len != tcp_opt_kind$SACK_LEN_1) & (n_len != tcp_opt_kind$SACK_LEN_2) & (n_len != tcp_opt_kind$SACK_LEN_3) & (n_len != tcp_opt_kind$SACK_LEN_4));
    assign m_seg_valid = ost$q == rx_parse_state$DESC;
    assign m_pay_valid = (ost$q == rx_parse_state$PAY) & payload$valid;
    assign m_pay_last = o_one$q;
    assign in_list = (ost$q == rx_parse_state$DECIDE) & (rem$q != 8'h0);
    assign m_seg_src_mac = head[47:0];
    assign m_seg_src_ip = head[79:48];
    assign m_seg_dst_ip = head[111:80];
    assign m_seg_src_port = head[127:112];
    assign m_seg_dst_port = head[143:128];
    assign m_seg_seq = head[175:144];
    assign m_seg_ack = head[207:176];
    assign m_seg_flags = head[215:208];
    assign m_seg_window = head[231:216];
    assign m_seg_len = head_len;
    assign m_seg_mss_on = r_mss_on$q;
    assign m_seg_mss = r_mss$q;
    assign m_seg_ws_on = r_ws_on$q;
    assign m_seg_ws = r_ws$q;
    assign m_seg_sackp = r_sackp$q;
    assign m_seg_ts_on = r_ts_on$q;
    assign m_seg_ts_val = r_ts_val$q;
    assign m_seg_ts_ecr = r_ts_ecr$q;
    assign m_seg_nblocks = r_nblocks$q;
    assign m_seg_l0 = r_l0$q;
    assign m_seg_r0 = r_r0$q;
    assign m_seg_l1 = r_l1$q;
    assign m_seg_r1 = r_r1$q;
    assign m_seg_l2 = r_l2$q;
    assign m_seg_r2 = r_r2$q;
    assign m_seg_l3 = r_l3$q;
    assign m_seg_r3 = r_r3$q;
    assign cnt_segments = n_segments$q;
    assign cnt_bad_option = n_bad_option$q;

    always @(*) begin
        idx$d = idx$q;
        mac$d = mac$q;
        total$d = total$q;
        src_ip$d = src_ip$q;
        dst_ip$d = dst_ip$q;
        src_port$d = src_port$q;
        dst_port$d = dst_port$q;
        seq$d = seq$q;
        ack$d = ack$q;
        doff$d = doff$q;
        flags$d = flags$q;
        window$d = window$q;
        opts$d = opts$q;
        pay_start$d = pay_start$q;
        pay_s6$d = pay_s6$q;
        pay_len$d = pay_len$q;
        pay_k$d = pay_k$q;
        in_pay$d = in_pay$q;
        wleft$d = wleft$q;
        more$d = more$q;
        carry$d = carry$q;
        end_v$d = end_v$q;
        end_segment$d = end_segment$q;
        end_flush$d = end_flush$q;
        ost$d = ost$q;
        p$d = p$q;
        coarse$d = coarse$q;
        win$d = win$q;
        f_done$d = f_done$q;
        f_nop$d = f_nop$q;
        f_nop2$d = f_nop2$q;
        f_bad$d = f_bad$q;
        f_last$d = f_last$q;
        r_mss_on$d = r_mss_on$q;
        r_mss$d = r_mss$q;
        r_ws_on$d = r_ws_on$q;
        r_ws$d = r_ws$q;
        r_sackp$d = r_sackp$q;
        r_ts_on$d = r_ts_on$q;
        r_ts_val$d = r_ts_val$q;
        r_ts_ecr$d = r_ts_ecr$q;
        r_nblocks$d = r_nblocks$q;
        r_l0$d = r_l0$q;
        r_r0$d = r_r0$q;
        r_l1$d = r_l1$q;
        r_r1$d = r_r1$q;
        r_l2$d = r_l2$q;
        r_r2$d = r_r2$q;
        r_l3$d = r_l3$q;
        r_r3$d = r_r3$q;
        o_left$d = o_left$q;
        o_one$d = o_one$q;
        o_zero$d = o_zero$q;
        rem$d = rem$q;
        r_k$d = r_k$q;
        n_segments$d = n_segments$q;
        n_bad_option$d = n_bad_option$q;
        if (end_go) begin
            end_v$d = 1'b0;
        end
        if (take) begin
            if (idx$q != rx_parse_pos$LATER) begin
                idx$d = idx$q + 8'h1;
            end
            if (idx$q == rx_parse_pos$MAC_HI) begin
                mac$d[47:40] = s_data[55:48];
                mac$d[39:32] = s_data[63:56];
            end
            if (idx$q == rx_parse_pos$MAC_LO) begin
                mac$d[31:24] = s_data[7:0];
                mac$d[23:16] = s_data[15:8];
                mac$d[15:8] = s_data[23:16];
                mac$d[7:0] = s_data[31:24];
            end
            if (idx$q == rx_parse_pos$TOTAL) begin
                total$d[15:8] = s_data[7:0];
                total$d[7:0] = s_data[15:8];
            end
            if (idx$q == rx_parse_pos$SRC_IP) begin
                src_ip$d[31:24] = s_data[23:16];
                src_ip$d[23:16] = s_data[31:24];
                src_ip$d[15:8] = s_data[39:32];
                src_ip$d[7:0] = s_data[47:40];
                dst_ip$d[31:24] = s_data[55:48];
                dst_ip$d[23:16] = s_data[63:56];
            end
            if (idx$q == rx_parse_pos$PORTS) begin
                dst_ip$d[15:8] = s_data[7:0];
                dst_ip$d[7:0] = s_data[15:8];
                src_port$d[15:8] = s_data[23:16];
                src_port$d[7:0] = s_data[31:24];
                dst_port$d[15:8] = s_data[39:32];
                dst_port$d[7:0] = s_data[47:40];
                seq$d[31:24] = s_data[55:48];
                seq$d[23:16] = s_data[63:56];
            end
            if (idx$q == rx_parse_pos$SEQ_ACK) begin
                seq$d[15:8] = s_data[7:0];
                seq$d[7:0] = s_data[15:8];
                ack$d[31:24] = s_data[23:16];
                ack$d[23:16] = s_data[31:24];
                ack$d[15:8] = s_data[39:32];
                ack$d[7:0] = s_data[47:40];
                doff$d = s_data[55:52];
                flags$d = s_data[63:56];
                pay_start$d = {3'h0, pos[7:3]};
                pay_s6$d = pos[2:0] == rx_parse_pos$LANE_SIX[2:0];
                pay_len$d = plen;
                pay_k$d = plen[15:3];
                if (plen[2:0] != 3'h0) begin
                    pay_k$d = plen[15:3] + 13'h1;
                end
            end
            if (idx$q == rx_parse_pos$WINDOW) begin
                window$d[15:8] = s_data[7:0];
                window$d[7:0] = s_data[15:8];
                opts$d[15:0] = s_data[63:48];
            end
            if (idx$q == rx_parse_pos$OPT7) begin
                opts$d[79:16] = s_data;
            end
            if (idx$q == rx_parse_pos$OPT8) begin
                opts$d[143:80] = s_data;
            end
            if (idx$q == rx_parse_pos$OPT9) begin
                opts$d[207:144] = s_data;
            end
            if (idx$q == rx_parse_pos$OPT10) begin
                opts$d[271:208] = s_data;
            end
            if (idx$q == rx_parse_pos$OPT11) begin
                opts$d[319:272] = s_data[47:0];
            end
            if (in_pay$q) begin
                carry$d = s_data;
                if (write) begin
                    wleft$d = wleft$q - 13'h1;
                    more$d = wleft$q != 13'h1;
                end
            end
            if (pay_here) begin
                carry$d = s_data;
                in_pay$d = 1'b1;
                wleft$d = pay_k$q;
                more$d = pay_k$q != 13'h0;
            end
            if (s_last) begin
                idx$d = 8'h0;
                in_pay$d = 1'b0;
                more$d = 1'b0;
                end_v$d = 1'b1;
                end_segment$d = s_verdict == rx_verdict$SEGMENT;
                end_flush$d = 1'b0;
                if (pay_here) begin
                    end_flush$d = pay_k$q != 13'h0;
                end
                else if (in_pay$q) begin
                    if (write) begin
                        end_flush$d = wleft$q != 13'h1;
                    end
                    else begin
                        end_flush$d = more$q;
                    end
                end
            end
        end
        payload$pop = 1'b0;
        recs$pop = 1'b0;
        if (in_list & (kind == tcp_opt_kind$MSS)) begin
            r_mss_on$d = 1'b1;
            r_mss$d = v_mss;
        end
        if (in_list & (kind == tcp_opt_kind$WINDOW_SCALE)) begin
            r_ws_on$d = 1'b1;
            r_ws$d = win$q[23:16];
        end
        if (in_list & (kind == tcp_opt_kind$SACK_PERMITTED)) begin
            r_sackp$d = 1'b1;
        end
        if (in_list & (kind == tcp_opt_kind$TIMESTAMPS)) begin
            r_ts_on$d = 1'b1;
            r_ts_val$d = v_val;
            r_ts_ecr$d = v_ecr;
        end
        if (in_list & (kind == tcp_opt_kind$SACK)) begin
            r_nblocks$d = 3'h1;
            if (olen == tcp_opt_kind$SACK_LEN_2) begin
                r_nblocks$d = 3'h2;
            end
            if (olen == tcp_opt_kind$SACK_LEN_3) begin
                r_nblocks$d = 3'h3;
            end
            if (olen == tcp_opt_kind$SACK_LEN_4) begin
                r_nblocks$d = 3'h4;
            end
            r_l0$d = v_val;
            r_r0$d = v_ecr;
            r_l1$d = v_edge2;
            r_r1$d = v_edge3;
            r_l2$d = v_edge4;
            r_r2$d = v_edge5;
            r_l3$d = v_edge6;
            r_r3$d = v_edge7;
        end
        if (ost$q == rx_parse_state$IDLE) begin
            if (recs$valid) begin
                p$d = 16'h0;
                rem$d = lopt;
                r_k$d = head_k;
                r_mss_on$d = 1'b0;
                r_ws_on$d = 1'b0;
                r_sackp$d = 1'b0;
                r_nblocks$d = 3'h0;
                r_ts_on$d = 1'b0;
                ost$d = rx_parse_state$FETCH;
                if (lopt == 8'h0) begin
                    ost$d = rx_parse_state$DESC;
                end
                if (fast_ts) begin
                    r_ts_on$d = 1'b1;
                    r_ts_val$d = fast_val;
                    r_ts_ecr$d = fast_ecr;
                    ost$d = rx_parse_state$DESC;
                end
            end
        end
        if (ost$q == rx_parse_state$FETCH) begin
            coarse$d = head_opts >> shamt_beats;
            ost$d = rx_parse_state$FETCH2;
        end
        if (ost$q == rx_parse_state$FETCH2) begin
            win$d = win_next;
            ost$d = rx_parse_state$CHECK;
        end
        if (ost$q == rx_parse_state$CHECK) begin
            f_done$d = (rem$q == 8'h0) | (n_kind == tcp_opt_kind$END);
            f_nop$d = n_kind == tcp_opt_kind$NOP;
            f_nop2$d = (n_len == tcp_opt_kind$NOP) & (rem$q >= tcp_opt_kind$MIN_LEN);
            f_bad$d = bad;
            f_last$d = n_len == rem$q;
            ost$d = rx_parse_state$DECIDE;
        end
        if (ost$q == rx_parse_state$DECIDE) begin
            if (f_done$q) begin
                ost$d = rx_parse_state$DESC;
            end
            else if (f_nop$q) begin
                p$d = p$q + 16'h1;
                rem$d = rem$q - 8'h1;
                if (f_nop2$q) begin
                    p$d = p$q + 16'h2;
                    rem$d = rem$q - 8'h2;
                end
                ost$d = rx_parse_state$FETCH;
            end
            else if (f_bad$q) begin
                o_left$d = r_k$q;
                o_one$d = r_k$q == 13'h1;
                o_zero$d = r_k$q == 13'h0;
                n_bad_option$d = n_bad_option$q + 32'h1;
                ost$d = rx_parse_state$SKIP;
            end
            else begin
                p$d = p_end;
                rem$d = rem$q - olen;
                ost$d = rx_parse_state$FETCH;
                if (f_last$q) begin
                    ost$d = rx_parse_state$DESC;
                end
            end
        end
        if ((ost$q == rx_parse_state$DESC) & m_seg_ready) begin
            n_segments$d = n_segments$q + 32'h1;
            o_left$d = r_k$q;
            o_one$d = r_k$q == 13'h1;
            o_zero$d = r_k$q == 13'h0;
            if (head_len == 16'h0) begin
                ost$d = rx_parse_state$POP;
            end
            else begin
                ost$d = rx_parse_state$PAY;
            end
        end
        if ((ost$q == rx_parse_state$PAY) & payload$valid & m_pay_ready) begin
            payload$pop = 1'b1;
            o_left$d = o_left$q - 13'h1;
            o_one$d = o_left$q == 13'h2;
            o_zero$d = o_one$q;
            if (o_one$q) begin
                ost$d = rx_parse_state$POP;
            end
        end
        if (ost$q == rx_parse_state$SKIP) begin
            if (o_zero$q) begin
                ost$d = rx_parse_state$POP;
            end
            else if (payload$valid) begin
                payload$pop = 1'b1;
                o_left$d = o_left$q - 13'h1;
                o_one$d = o_left$q == 13'h2;
                o_zero$d = o_one$q;
            end
        end
        if (ost$q == rx_parse_state$POP) begin
            recs$pop = 1'b1;
            ost$d = rx_parse_state$IDLE;
        end
        if (reset) begin
            idx$d = 8'h0;
            in_pay$d = 1'b0;
            more$d = 1'b0;
            end_v$d = 1'b0;
            ost$d = rx_parse_state$IDLE;
            n_segments$d = 32'h0;
            n_bad_option$d = 32'h0;
        end
    end

    always @(*) begin
        doff_x4 = 8'h0;
        doff_x4[5:2] = s_data[55:52];
    end

    always @(*) begin
        wbeat = 64'h0;
        fbeat = 64'h0;
        if (pay_s6$q) begin
            wbeat[15:0] = carry$q[63:48];
            wbeat[63:16] = s_data[47:0];
            fbeat[15:0] = carry$q[63:48];
        end
        else begin
            wbeat[47:0] = carry$q[63:16];
            wbeat[63:48] = s_data[15:0];
            fbeat[47:0] = carry$q[63:16];
        end
    end

    always @(*) begin
        payload$din = wbeat;
        if (end_go) begin
            payload$din = fbeat;
        end
    end

    always @(*) begin
        rec = 572'h0;
        rec[47:0] = mac$q;
        rec[79:48] = src_ip$q;
        rec[111:80] = dst_ip$q;
        rec[127:112] = src_port$q;
        rec[143:128] = dst_port$q;
        rec[175:144] = seq$q;
        rec[207:176] = ack$q;
        rec[215:208] = flags$q;
        rec[231:216] = window$q;
        rec[235:232] = doff$q;
        rec[251:236] = pay_len$q;
        rec[571:252] = opts$q;
    end

    always @(*) begin
        head_x4 = 8'h0;
        head_x4[5:2] = head[235:232];
    end

    always @(*) begin
        head_k = head_len[15:3];
        if (head_len[2:0] != 3'h0) begin
            head_k = head_len[15:3] + 13'h1;
        end
    end

    always @(*) begin
        last_keep = 8'hff;
        if (head_len[2:0] == 3'h1) begin
            last_keep = 8'h1;
        end
        if (head_len[2:0] == 3'h2) begin
            last_keep = 8'h3;
        end
        if (head_len[2:0] == 3'h3) begin
            last_keep = 8'h7;
        end
        if (head_len[2:0] == 3'h4) begin
            last_keep = 8'hf;
        end
        if (head_len[2:0] == 3'h5) begin
            last_keep = 8'h1f;
        end
        if (head_len[2:0] == 3'h6) begin
            last_keep = 8'h3f;
        end
        if (head_len[2:0] == 3'h7) begin
            last_keep = 8'h7f;
        end
    end

    always @(*) begin
        fast_val = 32'h0;
        fast_val[31:24] = head_opts[39:32];
        fast_val[23:16] = head_opts[47:40];
        fast_val[15:8] = head_opts[55:48];
        fast_val[7:0] = head_opts[63:56];
    end

    always @(*) begin
        fast_ecr = 32'h0;
        fast_ecr[31:24] = head_opts[71:64];
        fast_ecr[23:16] = head_opts[79:72];
        fast_ecr[15:8] = head_opts[87:80];
        fast_ecr[7:0] = head_opts[95:88];
    end

    always @(*) begin
        shamt_beats = 19'h0;
        shamt_beats[18:6] = p$q[15:3];
    end

    always @(*) begin
        shamt_lanes = 19'h0;
        shamt_lanes[5:3] = p$q[2:0];
    end

    always @(*) begin
        v_mss = 16'h0;
        v_mss[15:8] = win$q[23:16];
        v_mss[7:0] = win$q[31:24];
    end

    always @(*) begin
        v_val = 32'h0;
        v_val[31:24] = win$q[23:16];
        v_val[23:16] = win$q[31:24];
        v_val[15:8] = win$q[39:32];
        v_val[7:0] = win$q[47:40];
    end

    always @(*) begin
        v_ecr = 32'h0;
        v_ecr[31:24] = win$q[55:48];
        v_ecr[23:16] = win$q[63:56];
        v_ecr[15:8] = win$q[71:64];
        v_ecr[7:0] = win$q[79:72];
    end

    always @(*) begin
        v_edge2 = 32'h0;
        v_edge2[31:24] = win$q[87:80];
        v_edge2[23:16] = win$q[95:88];
        v_edge2[15:8] = win$q[103:96];
        v_edge2[7:0] = win$q[111:104];
    end

    always @(*) begin
        v_edge3 = 32'h0;
        v_edge3[31:24] = win$q[119:112];
        v_edge3[23:16] = win$q[127:120];
        v_edge3[15:8] = win$q[135:128];
        v_edge3[7:0] = win$q[143:136];
    end

    always @(*) begin
        v_edge4 = 32'h0;
        v_edge4[31:24] = win$q[151:144];
        v_edge4[23:16] = win$q[159:152];
        v_edge4[15:8] = win$q[167:160];
        v_edge4[7:0] = win$q[175:168];
    end

    always @(*) begin
        v_edge5 = 32'h0;
        v_edge5[31:24] = win$q[183:176];
        v_edge5[23:16] = win$q[191:184];
        v_edge5[15:8] = win$q[199:192];
        v_edge5[7:0] = win$q[207:200];
    end

    always @(*) begin
        v_edge6 = 32'h0;
        v_edge6[31:24] = win$q[215:208];
        v_edge6[23:16] = win$q[223:216];
        v_edge6[15:8] = win$q[231:224];
        v_edge6[7:0] = win$q[239:232];
    end

    always @(*) begin
        v_edge7 = 32'h0;
        v_edge7[31:24] = win$q[247:240];
        v_edge7[23:16] = win$q[255:248];
        v_edge7[15:8] = win$q[263:256];
        v_edge7[7:0] = win$q[271:264];
    end

    always @(*) begin
        m_pay_data = payload$dout;
        m_pay_keep = 8'hff;
        if (o_one$q) begin
            m_pay_keep = last_keep;
            m_pay_data = mask$out;
        end
        if (~((ost$q == rx_parse_state$PAY) & payload$valid)) begin
            m_pay_data = 64'h0;
        end
    end

endmodule // toe$parse


module toe$parse$mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // toe$parse$mask


module toe$parse$payload(clock,reset,push,din,full,commit,rewind,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  commit;
    input wire  rewind;
    input wire  pop;
    output wire  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [10:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [10:0] ram$write_address;
    wire  [63:0] ram$write_data;
    reg  [11:0] wr$d;
    reg  [11:0] wr$q;
    reg  [11:0] wc$d;
    reg  [11:0] wc$q;
    reg  [11:0] wc_late$d;
    reg  [11:0] wc_late$q;
    reg  [11:0] rd$d;
    reg  [11:0] rd$q;
    reg  is_full$d;
    reg  is_full$q;

    // Local signals
    reg  [11:0] wr_final;
    wire  [11:0] wr_inc;
    wire  [11:0] rd_inc;
    wire  full_inc;
    wire  full_same;
    wire  full_wc;
    wire  full_inc_pop;
    wire  full_same_pop;
    wire  full_wc_pop;
    wire  do_push;
    wire  do_pop;
    reg  [11:0] wr_next;
    reg  [11:0] rd_next;

    // Sub module instances
    toe$parse$payload$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 12'h0;
        wc$q = 12'h0;
        wc_late$q = 12'h0;
        rd$q = 12'h0;
        is_full$q = 1'h0;
    end

    always @(posedge clock) begin
        wr$q <= wr$d;
        wc$q <= wc$d;
        wc_late$q <= wc_late$d;
        rd$q <= rd$d;
        is_full$q <= is_full$d;
    end

    // Update code
    assign full = is_full$q;
    assign valid = rd$q != wc_late$q;
    assign do_push = push & ~is_full$q;
    assign do_pop = pop & (rd$q != wc_late$q);
    assign wr_inc = wr$q + 12'h1;
    assign rd_inc = rd$q + 12'h1;
    assign ram$write_enable = do_push & ~rewind;
    assign ram$write_address = wr$q[10:0];
    assign ram$write_data = din;
    assign ram$read_address = rd_next[10:0];
    assign dout = ram$read_data;
    assign full_inc = (wr_inc[11] != rd$q[11]) & (wr_inc[10:0] == rd$q[10:0]);
    assign full_same = (wr$q[11] != rd$q[11]) & (wr$q[10:0] == rd$q[10:0]);
    assign full_wc = (wc$q[11] != rd$q[11]) & (wc$q[10:0] == rd$q[10:0]);
    assign full_inc_pop = (wr_inc[11] != rd_inc[11]) & (wr_inc[10:0] == rd_inc[10:0]);
    assign full_same_pop = (wr$q[11] != rd_inc[11]) & (wr$q[10:0] == rd_inc[10:0]);
    assign full_wc_pop = (wc$q[11] != rd_inc[11]) & (wc$q[10:0] == rd_inc[10:0]);

    always @(*) begin
        wr$d = wr$q;
        wc$d = wc$q;
        wc_late$d = wc_late$q;
        rd$d = rd$q;
        is_full$d = is_full$q;
        wr$d = wr_final;
        rd$d = rd_next;
        if (commit) begin
            wc$d = wr_next;
        end
        is_full$d = full_same;
        if (do_push) begin
            is_full$d = full_inc;
        end
        if (rewind) begin
            is_full$d = full_wc;
        end
        if (do_pop) begin
            is_full$d = full_same_pop;
            if (do_push) begin
                is_full$d = full_inc_pop;
            end
            if (rewind) begin
                is_full$d = full_wc_pop;
            end
        end
        wc_late$d = wc$q;
        if (reset) begin
            wr$d = 12'h0;
            wc$d = 12'h0;
            wc_late$d = 12'h0;
            rd$d = 12'h0;
            is_full$d = 1'b0;
        end
    end

    always @(*) begin
        wr_next = wr$q;
        if (do_push) begin
            wr_next = wr_inc;
        end
    end

    always @(*) begin
        rd_next = rd$q;
        if (do_pop) begin
            rd_next = rd_inc;
        end
    end

    always @(*) begin
        wr_final = wr_next;
        if (rewind) begin
            wr_final = wc$q;
        end
    end

endmodule // toe$parse$payload


module toe$parse$payload$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [10:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [10:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:2047];

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
endmodule // toe$parse$payload$ram


module toe$parse$recs(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [571:0] din;
    output wire  full;
    input wire  pop;
    output wire  [571:0] dout;
    output wire  valid;

    // Stub signals
    reg  [571:0] e0$d;
    reg  [571:0] e0$q;
    reg  [571:0] e1$d;
    reg  [571:0] e1$q;
    reg  [1:0] n$d;
    reg  [1:0] n$q;

    // Registers
    initial begin
        e0$q = 572'h0;
        e1$q = 572'h0;
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

endmodule // toe$parse$recs


module toe$read(clock,reset,s_rd_valid,s_rd_ready,s_rd_conn,s_rd_seq,s_rd_len,m_dma_rd_valid,m_dma_rd_ready,m_dma_rd_addr,m_dma_rd_len,m_dma_rd_tag,s_dma_data_valid,s_dma_data_ready,s_dma_data,m_pay_data,m_pay_keep,m_pay_last,m_pay_valid,m_pay_ready,cfg_ring_base,cfg_ring_shift,cnt_reads,cnt_words);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_rd_valid;
    output wire  s_rd_ready;
    input wire  [9:0] s_rd_conn;
    input wire  [31:0] s_rd_seq;
    input wire  [15:0] s_rd_len;
    output wire  m_dma_rd_valid;
    input wire  m_dma_rd_ready;
    output wire  [63:0] m_dma_rd_addr;
    output wire  [12:0] m_dma_rd_len;
    output wire  [7:0] m_dma_rd_tag;
    input wire  s_dma_data_valid;
    output wire  s_dma_data_ready;
    input wire  [63:0] s_dma_data;
    output wire  [63:0] m_pay_data;
    output wire  [7:0] m_pay_keep;
    output wire  m_pay_last;
    output wire  m_pay_valid;
    input wire  m_pay_ready;
    input wire  [63:0] cfg_ring_base;
    input wire  [4:0] cfg_ring_shift;
    output wire  [31:0] cnt_reads;
    output wire  [31:0] cnt_words;

    // Named constants (named_consts! in model/src)
    localparam [9:0] read_geom$LANE_BITS_SHIFT = 10'h3;
    localparam [9:0] read_geom$PAGE_WORDS = 10'h200;
    localparam [9:0] read_geom$TOP_LANE = 10'h7;
    localparam [9:0] read_geom$WORD_BITS = 10'h40;
    localparam [9:0] read_geom$WORD_BYTES_SHIFT = 10'h3;
    localparam [3:0] read_state$ADDR = 4'h3;
    localparam [3:0] read_state$FLUSH = 4'h7;
    localparam [3:0] read_state$IDLE = 4'h0;
    localparam [3:0] read_state$LEN = 4'h4;
    localparam [3:0] read_state$PLACE = 4'h2;
    localparam [3:0] read_state$SEND = 4'h5;
    localparam [3:0] read_state$SETUP = 4'h1;
    localparam [3:0] read_state$WAIT = 4'h6;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [15:0] len$d;
    reg  [15:0] len$q;
    reg  [31:0] n_rd$d;
    reg  [31:0] n_rd$q;
    reg  [31:0] n_words$d;
    reg  [31:0] n_words$q;
    reg  [16:0] span_w$d;
    reg  [16:0] span_w$q;
    reg  [16:0] span_n$d;
    reg  [16:0] span_n$q;
    reg  [7:0] last_keep$d;
    reg  [7:0] last_keep$q;
    reg  [31:0] word_mask$d;
    reg  [31:0] word_mask$q;
    reg  [63:0] conn_off$d;
    reg  [63:0] conn_off$q;
    reg  [6:0] sh$d;
    reg  [6:0] sh$q;
    reg  [6:0] shc$d;
    reg  [6:0] shc$q;
    reg  aligned$d;
    reg  aligned$q;
    reg  flush_due$d;
    reg  flush_due$q;
    reg  [63:0] conn_base$d;
    reg  [63:0] conn_base$q;
    reg  [31:0] cur_word$d;
    reg  [31:0] cur_word$q;
    reg  [13:0] req_left$d;
    reg  [13:0] req_left$q;
    reg  [13:0] in_left$d;
    reg  [13:0] in_left$q;
    reg  first_in$d;
    reg  first_in$q;
    reg  [63:0] addr$d;
    reg  [63:0] addr$q;
    reg  [13:0] len_words$d;
    reg  [13:0] len_words$q;
    reg  [7:0] tag$d;
    reg  [7:0] tag$q;
    reg  [63:0] prev$d;
    reg  [63:0] prev$q;
    reg  out_valid$d;
    reg  out_valid$q;
    reg  [63:0] out_data$d;
    reg  [63:0] out_data$q;
    reg  [7:0] out_keep$d;
    reg  [7:0] out_keep$q;
    reg  out_last$d;
    reg  out_last$q;

    // Local signals
    wire  [13:0] page_left;
    wire  room;
    wire  take;
    wire  in_last;

    // Registers
    initial begin
        st$q = 4'h0;
        conn$q = 10'h0;
        seq$q = 32'h0;
        len$q = 16'h0;
        n_rd$q = 32'h0;
        n_words$q = 32'h0;
        span_w$q = 17'h0;
        span_n$q = 17'h0;
        last_keep$q = 8'h0;
        word_mask$q = 32'h0;
        conn_off$q = 64'h0;
        sh$q = 7'h0;
        shc$q = 7'h0;
        aligned$q = 1'h0;
        flush_due$q = 1'h0;
        conn_base$q = 64'h0;
        cur_word$q = 32'h0;
        req_left$q = 14'h0;
        in_left$q = 14'h0;
        first_in$q = 1'h0;
        addr$q = 64'h0;
        len_words$q = 14'h0;
        tag$q = 8'h0;
        prev$q = 64'h0;
        out_valid$q = 1'h0;
        out_data$q = 64'h0;
        out_keep$q = 8'h0;
        out_last$q = 1'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        seq$q <= seq$d;
        len$q <= len$d;
        n_rd$q <= n_rd$d;
        n_words$q <= n_words$d;
        span_w$q <= span_w$d;
        span_n$q <= span_n$d;
        last_keep$q <= last_keep$d;
        word_mask$q <= word_mask$d;
        conn_off$q <= conn_off$d;
        sh$q <= sh$d;
        shc$q <= shc$d;
        aligned$q <= aligned$d;
        flush_due$q <= flush_due$d;
        conn_base$q <= conn_base$d;
        cur_word$q <= cur_word$d;
        req_left$q <= req_left$d;
        in_left$q <= in_left$d;
        first_in$q <= first_in$d;
        addr$q <= addr$d;
        len_words$q <= len_words$d;
        tag$q <= tag$d;
        prev$q <= prev$d;
        out_valid$q <= out_valid$d;
        out_data$q <= out_data$d;
        out_keep$q <= out_keep$d;
        out_last$q <= out_last$d;
    end

    // Update code
    assign s_rd_ready = (st$q == read_state$IDLE) & ~reset;
    assign cnt_reads = n_rd$q;
    assign cnt_words = n_words$q;
    assign page_left = {4'h0, read_geom$PAGE_WORDS} - {5'h0, addr$q[11:3]};
    assign m_dma_rd_valid = st$q == read_state$SEND;
    assign m_dma_rd_addr = addr$q;
    assign m_dma_rd_len = {3'h0, len_words$q[9:0]} << read_geom$WORD_BYTES_SHIFT;
    assign m_dma_rd_tag = tag$q;
    assign m_pay_valid = out_valid$q;
    assign m_pay_data = out_data$q;
    assign m_pay_keep = out_keep$q;
    assign m_pay_last = out_last$q;
    assign room = ~out_valid$q | m_pay_ready;
    assign s_dma_data_ready = |in_left$q & room & ~reset;
    assign take = s_dma_data_valid & |in_left$q & room;
    assign in_last = in_left$q == 14'h1;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        seq$d = seq$q;
        len$d = len$q;
        n_rd$d = n_rd$q;
        n_words$d = n_words$q;
        span_w$d = span_w$q;
        span_n$d = span_n$q;
        last_keep$d = last_keep$q;
        word_mask$d = word_mask$q;
        conn_off$d = conn_off$q;
        sh$d = sh$q;
        shc$d = shc$q;
        aligned$d = aligned$q;
        flush_due$d = flush_due$q;
        conn_base$d = conn_base$q;
        cur_word$d = cur_word$q;
        req_left$d = req_left$q;
        in_left$d = in_left$q;
        first_in$d = first_in$q;
        addr$d = addr$q;
        len_words$d = len_words$q;
        tag$d = tag$q;
        prev$d = prev$q;
        out_valid$d = out_valid$q;
        out_data$d = out_data$q;
        out_keep$d = out_keep$q;
        out_last$d = out_last$q;
        if ((st$q == read_state$IDLE) & s_rd_valid) begin
            conn$d = s_rd_conn;
            seq$d = s_rd_seq;
            len$d = s_rd_len;
            n_rd$d = n_rd$q + 32'h1;
            st$d = read_state$SETUP;
        end
        if (st$q == read_state$SETUP) begin
            span_w$d = {14'h0, seq$q[2:0]} + {1'h0, len$q} + {7'h0, read_geom$TOP_LANE};
            span_n$d = {1'h0, len$q} + {7'h0, read_geom$TOP_LANE};
            last_keep$d = ~8'h0 >> (3'h0 - len$q[2:0]);
            word_mask$d = (32'h1 << (cfg_ring_shift - read_geom$WORD_BYTES_SHIFT[4:0])) - 32'h1;
            conn_off$d = {54'h0, conn$q} << cfg_ring_shift;
            sh$d = {4'h0, seq$q[2:0]} << read_geom$LANE_BITS_SHIFT;
            aligned$d = ~|seq$q[2:0];
            if (|len$q) begin
                st$d = read_state$PLACE;
            end
            else begin
                st$d = read_state$IDLE;
            end
        end
        if (st$q == read_state$PLACE) begin
            req_left$d = span_w$q[16:3];
            in_left$d = span_w$q[16:3];
            first_in$d = 1'b1;
            flush_due$d = ~aligned$q & (span_w$q[16:3] == span_n$q[16:3]) & (span_w$q[16:3] != 14'h1);
            shc$d = read_geom$WORD_BITS[6:0] - sh$q;
            conn_base$d = cfg_ring_base + conn_off$q;
            cur_word$d = {3'h0, seq$q[31:3]} & word_mask$q;
            st$d = read_state$ADDR;
        end
        if (st$q == read_state$ADDR) begin
            addr$d = conn_base$q + ({32'h0, cur_word$q} << read_geom$WORD_BYTES_SHIFT);
            st$d = read_state$LEN;
        end
        if (st$q == read_state$LEN) begin
            if (req_left$q < page_left) begin
                len_words$d = req_left$q;
            end
            else begin
                len_words$d = page_left;
            end
            st$d = read_state$SEND;
        end
        if ((st$q == read_state$SEND) & m_dma_rd_ready) begin
            cur_word$d = (cur_word$q + {18'h0, len_words$q}) & word_mask$q;
            req_left$d = req_left$q - len_words$q;
            tag$d = tag$q + 8'h1;
            if (req_left$q == len_words$q) begin
                st$d = read_state$WAIT;
            end
            else begin
                st$d = read_state$ADDR;
            end
        end
        if (out_valid$q & m_pay_ready) begin
            out_valid$d = 1'b0;
        end
        if (take) begin
            in_left$d = in_left$q - 14'h1;
            first_in$d = 1'b0;
            prev$d = s_dma_data;
            n_words$d = n_words$q + 32'h1;
            out_keep$d = ~8'h0;
            out_last$d = 1'b0;
            if (aligned$q) begin
                out_valid$d = 1'b1;
                out_data$d = s_dma_data;
                if (in_last) begin
                    out_last$d = 1'b1;
                    out_keep$d = last_keep$q;
                end
            end
            else if (first_in$q) begin
                if (in_last) begin
                    out_valid$d = 1'b1;
                    out_data$d = s_dma_data >> sh$q;
                    out_last$d = 1'b1;
                    out_keep$d = last_keep$q;
                end
            end
            else begin
                out_valid$d = 1'b1;
                out_data$d = (prev$q >> sh$q) | (s_dma_data << shc$q);
                if (in_last & ~flush_due$q) begin
                    out_last$d = 1'b1;
                    out_keep$d = last_keep$q;
                end
            end
        end
        if ((st$q == read_state$WAIT) & ~|in_left$q) begin
            if (flush_due$q) begin
                st$d = read_state$FLUSH;
            end
            else begin
                st$d = read_state$IDLE;
            end
        end
        if ((st$q == read_state$FLUSH) & room) begin
            out_valid$d = 1'b1;
            out_data$d = prev$q >> sh$q;
            out_last$d = 1'b1;
            out_keep$d = last_keep$q;
            st$d = read_state$IDLE;
        end
        if (reset) begin
            st$d = read_state$IDLE;
            n_rd$d = 32'h0;
            n_words$d = 32'h0;
            in_left$d = 14'h0;
            out_valid$d = 1'b0;
            tag$d = 8'h0;
        end
    end

endmodule // toe$read


module toe$ready(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [9:0] din;
    output wire  full;
    input wire  pop;
    output reg  [9:0] dout;
    output wire  valid;

    // Stub signals
    wire  [9:0] ram$read_address;
    wire  [9:0] ram$read_data;
    wire  ram$write_enable;
    wire  [9:0] ram$write_address;
    wire  [9:0] ram$write_data;
    reg  [9:0] wr$d;
    reg  [9:0] wr$q;
    reg  [9:0] rd$d;
    reg  [9:0] rd$q;
    reg  [9:0] n$d;
    reg  [9:0] n$q;
    reg  is_full$d;
    reg  is_full$q;
    reg  nonempty$d;
    reg  nonempty$q;
    reg  byp_v$d;
    reg  byp_v$q;
    reg  [9:0] byp$d;
    reg  [9:0] byp$q;

    // Local signals
    wire  do_push;
    wire  do_pop;
    reg  [9:0] rd_next;
    wire  [9:0] n_inc;
    wire  [9:0] n_dec;
    wire  [9:0] rd_inc;
    wire  was_one;
    wire  was_zero;

    // Sub module instances
    toe$ready$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 10'h0;
        rd$q = 10'h0;
        n$q = 10'h0;
        is_full$q = 1'h0;
        nonempty$q = 1'h0;
        byp_v$q = 1'h0;
        byp$q = 10'h0;
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
    assign n_inc = n$q + 10'h1;
    assign n_dec = n$q - 10'h1;
    assign rd_inc = rd$q + 10'h1;
    assign ram$read_address = rd_next;
    assign ram$write_address = wr$q;
    assign ram$write_data = din;
    assign ram$write_enable = do_push;
    assign was_one = n$q == 10'h1;
    assign was_zero = (n$q == 10'h0) & ~is_full$q;

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
            wr$d = wr$q + 10'h1;
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
        else if (do_push & (n_inc == 10'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 10'h0;
            rd$d = 10'h0;
            n$d = 10'h0;
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

endmodule // toe$ready


module toe$ready$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [9:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [9:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [9:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {10{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$ready$ram


module toe$slow(clock,reset,s_data,s_keep,s_last,s_verdict,s_valid,m_data,m_keep,m_last,m_valid,m_ready,cnt_frames,cnt_dropped);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  [2:0] s_verdict;
    input wire  s_valid;
    output wire  [63:0] m_data;
    output reg  [7:0] m_keep;
    output wire  m_last;
    output wire  m_valid;
    input wire  m_ready;
    output wire  [31:0] cnt_frames;
    output wire  [31:0] cnt_dropped;

    // Named constants (named_consts! in model/src)
    localparam [15:0] rx_len$BEAT_BYTES = 16'h8;
    localparam [2:0] rx_verdict$SLOW_PATH = 3'h1;
    localparam [7:0] slow_keep$ALL = 8'hff;

    // Stub signals
    wire  store$reset;
    wire  store$push;
    wire  [63:0] store$din;
    wire  store$full;
    reg  store$commit;
    reg  store$rewind;
    wire  store$pop;
    wire  [63:0] store$dout;
    wire  store$valid;
    wire  lens$reset;
    reg  lens$push;
    wire  [15:0] lens$din;
    wire  lens$full;
    wire  lens$pop;
    wire  [15:0] lens$dout;
    wire  lens$valid;
    reg  [15:0] bytes$d;
    reg  [15:0] bytes$q;
    reg  lost$d;
    reg  lost$q;
    reg  [15:0] rem$d;
    reg  [15:0] rem$q;
    reg  [31:0] n_frames$d;
    reg  [31:0] n_frames$q;
    reg  [31:0] n_dropped$d;
    reg  [31:0] n_dropped$q;

    // Local signals
    reg  [3:0] count;
    wire  keep_it;
    wire  out_ok;
    reg  [15:0] rem_now;

    // Sub module instances
    toe$slow$store store(
        .clock(clock),
        .reset(store$reset),
        .push(store$push),
        .din(store$din),
        .full(store$full),
        .commit(store$commit),
        .rewind(store$rewind),
        .pop(store$pop),
        .dout(store$dout),
        .valid(store$valid)
    );
    toe$slow$lens lens(
        .clock(clock),
        .reset(lens$reset),
        .push(lens$push),
        .din(lens$din),
        .full(lens$full),
        .pop(lens$pop),
        .dout(lens$dout),
        .valid(lens$valid)
    );

    // Registers
    initial begin
        bytes$q = 16'h0;
        lost$q = 1'h0;
        rem$q = 16'h0;
        n_frames$q = 32'h0;
        n_dropped$q = 32'h0;
    end

    always @(posedge clock) begin
        bytes$q <= bytes$d;
        lost$q <= lost$d;
        rem$q <= rem$d;
        n_frames$q <= n_frames$d;
        n_dropped$q <= n_dropped$d;
    end

    // Update code
    assign store$reset = reset;
    assign lens$reset = reset;
    assign cnt_frames = n_frames$q;
    assign cnt_dropped = n_dropped$q;
    assign store$push = s_valid & ~lost$q;
    assign store$din = s_data;
    assign lens$din = bytes$q + {12'h0, count};
    assign keep_it = (s_verdict == rx_verdict$SLOW_PATH) & ~lost$q & ~store$full & ~lens$full;
    assign out_ok = (|rem$q | lens$valid) & store$valid;
    assign m_valid = out_ok;
    assign m_data = store$dout;
    assign m_last = rem_now <= rx_len$BEAT_BYTES;
    assign store$pop = out_ok & m_ready;
    assign lens$pop = out_ok & m_ready & ~|rem$q;

    always @(*) begin
        bytes$d = bytes$q;
        lost$d = lost$q;
        rem$d = rem$q;
        n_frames$d = n_frames$q;
        n_dropped$d = n_dropped$q;
        store$commit = 1'b0;
        store$rewind = 1'b0;
        lens$push = 1'b0;
        if (s_valid) begin
            if (s_last) begin
                bytes$d = 16'h0;
                lost$d = 1'b0;
                if (keep_it) begin
                    store$commit = 1'b1;
                    lens$push = 1'b1;
                end
                else begin
                    store$rewind = 1'b1;
                    if (s_verdict == rx_verdict$SLOW_PATH) begin
                        n_dropped$d = n_dropped$q + 32'h1;
                    end
                end
            end
            else begin
                bytes$d = bytes$q + {12'h0, count};
                if (store$full) begin
                    lost$d = 1'b1;
                end
            end
        end
        if (out_ok & m_ready) begin
            rem$d = 16'h0;
            if (rem_now > rx_len$BEAT_BYTES) begin
                rem$d = rem_now - rx_len$BEAT_BYTES;
            end
            else begin
                n_frames$d = n_frames$q + 32'h1;
            end
        end
        if (reset) begin
            bytes$d = 16'h0;
            lost$d = 1'b0;
            rem$d = 16'h0;
            n_frames$d = 32'h0;
            n_dropped$d = 32'h0;
        end
    end

    always @(*) begin
        count = 4'h0;
        if (s_keep[0]) begin
            count = 4'h1;
        end
        if (s_keep[1]) begin
            count = 4'h2;
        end
        if (s_keep[2]) begin
            count = 4'h3;
        end
        if (s_keep[3]) begin
            count = 4'h4;
        end
        if (s_keep[4]) begin
            count = 4'h5;
        end
        if (s_keep[5]) begin
            count = 4'h6;
        end
        if (s_keep[6]) begin
            count = 4'h7;
        end
        if (s_keep[7]) begin
            count = 4'h8;
        end
    end

    always @(*) begin
        rem_now = rem$q;
        if (~|rem$q) begin
            rem_now = lens$dout;
        end
    end

    always @(*) begin
        m_keep = slow_keep$ALL;
        if (rem_now < rx_len$BEAT_BYTES) begin
            m_keep = slow_keep$ALL >> (rx_len$BEAT_BYTES[3:0] - rem_now[3:0]);
        end
    end

endmodule // toe$slow


module toe$slow$lens(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [15:0] din;
    output wire  full;
    input wire  pop;
    output reg  [15:0] dout;
    output wire  valid;

    // Stub signals
    wire  [5:0] ram$read_address;
    wire  [15:0] ram$read_data;
    wire  ram$write_enable;
    wire  [5:0] ram$write_address;
    wire  [15:0] ram$write_data;
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
    reg  [15:0] byp$d;
    reg  [15:0] byp$q;

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
    toe$slow$lens$ram ram(
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
        byp$q = 16'h0;
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

endmodule // toe$slow$lens


module toe$slow$lens$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [15:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [15:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [15:0] mem [0:63];

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
endmodule // toe$slow$lens$ram


module toe$slow$store(clock,reset,push,din,full,commit,rewind,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [63:0] din;
    output wire  full;
    input wire  commit;
    input wire  rewind;
    input wire  pop;
    output wire  [63:0] dout;
    output wire  valid;

    // Stub signals
    wire  [10:0] ram$read_address;
    wire  [63:0] ram$read_data;
    wire  ram$write_enable;
    wire  [10:0] ram$write_address;
    wire  [63:0] ram$write_data;
    reg  [11:0] wr$d;
    reg  [11:0] wr$q;
    reg  [11:0] wc$d;
    reg  [11:0] wc$q;
    reg  [11:0] wc_late$d;
    reg  [11:0] wc_late$q;
    reg  [11:0] rd$d;
    reg  [11:0] rd$q;
    reg  is_full$d;
    reg  is_full$q;

    // Local signals
    reg  [11:0] wr_final;
    wire  [11:0] wr_inc;
    wire  [11:0] rd_inc;
    wire  full_inc;
    wire  full_same;
    wire  full_wc;
    wire  full_inc_pop;
    wire  full_same_pop;
    wire  full_wc_pop;
    wire  do_push;
    wire  do_pop;
    reg  [11:0] wr_next;
    reg  [11:0] rd_next;

    // Sub module instances
    toe$slow$store$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 12'h0;
        wc$q = 12'h0;
        wc_late$q = 12'h0;
        rd$q = 12'h0;
        is_full$q = 1'h0;
    end

    always @(posedge clock) begin
        wr$q <= wr$d;
        wc$q <= wc$d;
        wc_late$q <= wc_late$d;
        rd$q <= rd$d;
        is_full$q <= is_full$d;
    end

    // Update code
    assign full = is_full$q;
    assign valid = rd$q != wc_late$q;
    assign do_push = push & ~is_full$q;
    assign do_pop = pop & (rd$q != wc_late$q);
    assign wr_inc = wr$q + 12'h1;
    assign rd_inc = rd$q + 12'h1;
    assign ram$write_enable = do_push & ~rewind;
    assign ram$write_address = wr$q[10:0];
    assign ram$write_data = din;
    assign ram$read_address = rd_next[10:0];
    assign dout = ram$read_data;
    assign full_inc = (wr_inc[11] != rd$q[11]) & (wr_inc[10:0] == rd$q[10:0]);
    assign full_same = (wr$q[11] != rd$q[11]) & (wr$q[10:0] == rd$q[10:0]);
    assign full_wc = (wc$q[11] != rd$q[11]) & (wc$q[10:0] == rd$q[10:0]);
    assign full_inc_pop = (wr_inc[11] != rd_inc[11]) & (wr_inc[10:0] == rd_inc[10:0]);
    assign full_same_pop = (wr$q[11] != rd_inc[11]) & (wr$q[10:0] == rd_inc[10:0]);
    assign full_wc_pop = (wc$q[11] != rd_inc[11]) & (wc$q[10:0] == rd_inc[10:0]);

    always @(*) begin
        wr$d = wr$q;
        wc$d = wc$q;
        wc_late$d = wc_late$q;
        rd$d = rd$q;
        is_full$d = is_full$q;
        wr$d = wr_final;
        rd$d = rd_next;
        if (commit) begin
            wc$d = wr_next;
        end
        is_full$d = full_same;
        if (do_push) begin
            is_full$d = full_inc;
        end
        if (rewind) begin
            is_full$d = full_wc;
        end
        if (do_pop) begin
            is_full$d = full_same_pop;
            if (do_push) begin
                is_full$d = full_inc_pop;
            end
            if (rewind) begin
                is_full$d = full_wc_pop;
            end
        end
        wc_late$d = wc$q;
        if (reset) begin
            wr$d = 12'h0;
            wc$d = 12'h0;
            wc_late$d = 12'h0;
            rd$d = 12'h0;
            is_full$d = 1'b0;
        end
    end

    always @(*) begin
        wr_next = wr$q;
        if (do_push) begin
            wr_next = wr_inc;
        end
    end

    always @(*) begin
        rd_next = rd$q;
        if (do_pop) begin
            rd_next = rd_inc;
        end
    end

    always @(*) begin
        wr_final = wr_next;
        if (rewind) begin
            wr_final = wc$q;
        end
    end

endmodule // toe$slow$store


module toe$slow$store$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [10:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [10:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:2047];

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
endmodule // toe$slow$store$ram


module toe$steer(clock,reset,s_data,s_keep,s_last,s_verdict,s_valid,s_ready,m_data,m_keep,m_last,m_verdict,m_valid,m_ready,cfg_ip,cfg_own_lo,cfg_own_hi,l_port,l_hit,cnt_steered);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  [2:0] s_verdict;
    input wire  s_valid;
    output wire  s_ready;
    output wire  [63:0] m_data;
    output wire  [7:0] m_keep;
    output wire  m_last;
    output reg  [2:0] m_verdict;
    output wire  m_valid;
    input wire  m_ready;
    input wire  [31:0] cfg_ip;
    input wire  [15:0] cfg_own_lo;
    input wire  [15:0] cfg_own_hi;
    output wire  [15:0] l_port;
    input wire  l_hit;
    output wire  [31:0] cnt_steered;

    // Named constants (named_consts! in model/src)
    localparam [2:0] rx_verdict$SEGMENT = 3'h0;
    localparam [2:0] rx_verdict$SLOW_PATH = 3'h1;
    localparam [2:0] steer_pos$ADDR_HI_BEAT = 3'h3;
    localparam [2:0] steer_pos$ADDR_LO_BEAT = 3'h4;
    localparam [2:0] steer_pos$LATER = 3'h7;
    localparam [5:0] steer_shift$ADDR_HALF = 6'h10;
    localparam [5:0] steer_shift$B30 = 6'h30;
    localparam [5:0] steer_shift$B31 = 6'h38;
    localparam [5:0] steer_shift$B33 = 6'h8;
    localparam [5:0] steer_shift$B36 = 6'h20;
    localparam [5:0] steer_shift$B37 = 6'h28;
    localparam [5:0] steer_shift$BYTE = 6'h8;

    // Stub signals
    reg  [2:0] beat$d;
    reg  [2:0] beat$q;
    reg  [15:0] addr_hi$d;
    reg  [15:0] addr_hi$q;
    reg  [15:0] addr_lo$d;
    reg  [15:0] addr_lo$q;
    reg  [15:0] port$d;
    reg  [15:0] port$q;
    reg  [31:0] n_steered$d;
    reg  [31:0] n_steered$q;

    // Local signals
    wire  here;
    wire  [63:0] sh30;
    wire  [63:0] sh31;
    wire  [63:0] sh33;
    wire  [63:0] sh36;
    wire  [63:0] sh37;
    wire  [15:0] b30;
    wire  [7:0] b31;
    wire  [15:0] b32;
    wire  [7:0] b33;
    wire  [15:0] b36;
    wire  [7:0] b37;
    wire  [31:0] ip_hi;
    wire  to_host;

    // Registers
    initial begin
        beat$q = 3'h0;
        addr_hi$q = 16'h0;
        addr_lo$q = 16'h0;
        port$q = 16'h0;
        n_steered$q = 32'h0;
    end

    always @(posedge clock) begin
        beat$q <= beat$d;
        addr_hi$q <= addr_hi$d;
        addr_lo$q <= addr_lo$d;
        port$q <= port$d;
        n_steered$q <= n_steered$d;
    end

    // Update code
    assign m_data = s_data;
    assign m_keep = s_keep;
    assign m_last = s_last;
    assign m_valid = s_valid;
    assign s_ready = m_ready;
    assign cnt_steered = n_steered$q;
    assign l_port = port$q;
    assign sh30 = s_data >> steer_shift$B30;
    assign sh31 = s_data >> steer_shift$B31;
    assign sh33 = s_data >> steer_shift$B33;
    assign sh36 = s_data >> steer_shift$B36;
    assign sh37 = s_data >> steer_shift$B37;
    assign b30 = sh30[15:0];
    assign b31 = sh31[7:0];
    assign b32 = s_data[15:0];
    assign b33 = sh33[7:0];
    assign b36 = sh36[15:0];
    assign b37 = sh37[7:0];
    assign ip_hi = cfg_ip >> steer_shift$ADDR_HALF;
    assign here = (addr_hi$q == ip_hi[15:0]) & (addr_lo$q == cfg_ip[15:0]) & (l_hit | ((port$q >= cfg_own_lo) & (port$q <= cfg_own_hi)));
    assign to_host = (s_verdict == rx_verdict$SEGMENT) & ~here;

    always @(*) begin
        beat$d = beat$q;
        addr_hi$d = addr_hi$q;
        addr_lo$d = addr_lo$q;
        port$d = port$q;
        n_steered$d = n_steered$q;
        if (s_valid & m_ready) begin
            if (beat$q == steer_pos$ADDR_HI_BEAT) begin
                addr_hi$d = (b30 << steer_shift$BYTE) | {8'h0, b31};
            end
            if (beat$q == steer_pos$ADDR_LO_BEAT) begin
                addr_lo$d = (b32 << steer_shift$BYTE) | {8'h0, b33};
                port$d = (b36 << steer_shift$BYTE) | {8'h0, b37};
            end
            if (s_last) begin
                beat$d = 3'h0;
            end
            else if (beat$q != steer_pos$LATER) begin
                beat$d = beat$q + 3'h1;
            end
        end
        if (s_valid & m_ready & s_last & to_host) begin
            n_steered$d = n_steered$q + 32'h1;
        end
        if (reset) begin
            beat$d = 3'h0;
            n_steered$d = 32'h0;
        end
    end

    always @(*) begin
        m_verdict = s_verdict;
        if (to_host) begin
            m_verdict = rx_verdict$SLOW_PATH;
        end
    end

endmodule // toe$steer


module toe$timers(clock,reset,tick,s_set_valid,s_set_ready,s_set_op,s_set_conn,s_set_timer,s_set_ticks,m_exp_valid,m_exp_ready,m_exp_conn,m_exp_mask,m_exp_tick,now,cnt_expired,cnt_overrun);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  tick;
    input wire  s_set_valid;
    output wire  s_set_ready;
    input wire  [1:0] s_set_op;
    input wire  [9:0] s_set_conn;
    input wire  [1:0] s_set_timer;
    input wire  [15:0] s_set_ticks;
    output wire  m_exp_valid;
    input wire  m_exp_ready;
    output wire  [9:0] m_exp_conn;
    output wire  [3:0] m_exp_mask;
    output wire  [19:0] m_exp_tick;
    output wire  [19:0] now;
    output wire  [31:0] cnt_expired;
    output wire  [31:0] cnt_overrun;

    // Named constants (named_consts! in model/src)
    localparam [1:0] timer_op$ARM = 2'h0;
    localparam [1:0] timer_op$CANCEL_ALL = 2'h2;
    localparam [3:0] timer_pend$MAX_PENDING = 4'hf;
    localparam [2:0] timer_state$CHECK = 3'h3;
    localparam [2:0] timer_state$FIRE = 3'h4;
    localparam [2:0] timer_state$IDLE = 3'h1;
    localparam [2:0] timer_state$INIT = 3'h0;
    localparam [2:0] timer_state$READ = 3'h2;

    // Stub signals
    wire  [9:0] rexmt$read_address;
    wire  [20:0] rexmt$read_data;
    wire  rexmt$write_enable;
    wire  [9:0] rexmt$write_address;
    wire  [20:0] rexmt$write_data;
    wire  [9:0] dack$read_address;
    wire  [20:0] dack$read_data;
    wire  dack$write_enable;
    wire  [9:0] dack$write_address;
    wire  [20:0] dack$write_data;
    wire  [9:0] persist$read_address;
    wire  [20:0] persist$read_data;
    wire  persist$write_enable;
    wire  [9:0] persist$write_address;
    wire  [20:0] persist$write_data;
    wire  [9:0] time_wait$read_address;
    wire  [20:0] time_wait$read_data;
    wire  time_wait$write_enable;
    wire  [9:0] time_wait$write_address;
    wire  [20:0] time_wait$write_data;
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [9:0] cur$d;
    reg  [9:0] cur$q;
    reg  [3:0] mask$d;
    reg  [3:0] mask$q;
    reg  [19:0] count$d;
    reg  [19:0] count$q;
    reg  [3:0] pend$d;
    reg  [3:0] pend$q;
    reg  [31:0] n_exp$d;
    reg  [31:0] n_exp$q;
    reg  [31:0] n_over$d;
    reg  [31:0] n_over$q;
    reg  disarmed$d;
    reg  disarmed$q;

    // Local signals
    wire  [9:0] cur10;
    wire  sweeping;
    wire  disarm;
    wire  rdy;
    wire  take;
    wire  start;
    wire  advance;
    reg  [19:0] ticks_wide;
    reg  [20:0] set_entry;
    reg  [3:0] sel;
    reg  [3:0] we;
    reg  [9:0] wr_addr;
    reg  [20:0] wr_data;
    wire  [20:0] e_rexmt;
    wire  [20:0] e_dack;
    wire  [20:0] e_persist;
    wire  [20:0] e_time_wait;
    wire  [19:0] d_rexmt;
    wire  [19:0] d_dack;
    wire  [19:0] d_persist;
    wire  [19:0] d_time_wait;
    reg  [3:0] fire;
    wire  offer;

    // Sub module instances
    toe$timers$rexmt rexmt(
        .clock(clock),
        .read_address(rexmt$read_address),
        .read_data(rexmt$read_data),
        .write_enable(rexmt$write_enable),
        .write_address(rexmt$write_address),
        .write_data(rexmt$write_data)
    );
    toe$timers$dack dack(
        .clock(clock),
        .read_address(dack$read_address),
        .read_data(dack$read_data),
        .write_enable(dack$write_enable),
        .write_address(dack$write_address),
        .write_data(dack$write_data)
    );
    toe$timers$persist persist(
        .clock(clock),
        .read_address(persist$read_address),
        .read_data(persist$read_data),
        .write_enable(persist$write_enable),
        .write_address(persist$write_address),
        .write_data(persist$write_data)
    );
    toe$timers$time_wait time_wait(
        .clock(clock),
        .read_address(time_wait$read_address),
        .read_data(time_wait$read_data),
        .write_enable(time_wait$write_enable),
        .write_address(time_wait$write_address),
        .write_data(time_wait$write_data)
    );

    // Registers
    initial begin
        st$q = 3'h0;
        cur$q = 10'h0;
        mask$q = 4'h0;
        count$q = 20'h0;
        pend$q = 4'h0;
        n_exp$q = 32'h0;
        n_over$q = 32'h0;
        disarmed$q = 1'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        cur$q <= cur$d;
        mask$q <= mask$d;
        count$q <= count$d;
        pend$q <= pend$d;
        n_exp$q <= n_exp$d;
        n_over$q <= n_over$d;
        disarmed$q <= disarmed$d;
    end

    // Update code
    assign cur10 = cur$q;
    assign sweeping = (st$q == timer_state$READ) | (st$q == timer_state$CHECK) | (st$q == timer_state$FIRE);
    assign offer = (st$q == timer_state$FIRE) & |mask$q;
    assign disarm = offer & ~disarmed$q;
    assign rdy = ~reset & (st$q != timer_state$INIT) & ~(sweeping & (s_set_conn == cur10)) & ~disarm;
    assign s_set_ready = rdy;
    assign take = s_set_valid & rdy;
    assign start = (st$q == timer_state$IDLE) & |pend$q;
    assign rexmt$read_address = cur$q;
    assign dack$read_address = cur$q;
    assign persist$read_address = cur$q;
    assign time_wait$read_address = cur$q;
    assign e_rexmt = rexmt$read_data;
    assign e_dack = dack$read_data;
    assign e_persist = persist$read_data;
    assign e_time_wait = time_wait$read_data;
    assign d_rexmt = count$q - e_rexmt[19:0];
    assign d_dack = count$q - e_dack[19:0];
    assign d_persist = count$q - e_persist[19:0];
    assign d_time_wait = count$q - e_time_wait[19:0];
    assign m_exp_valid = offer;
    assign m_exp_conn = cur10;
    assign m_exp_mask = mask$q;
    assign m_exp_tick = count$q;
    assign advance = (st$q == timer_state$FIRE) & (~|mask$q | m_exp_ready);
    assign rexmt$write_enable = we[0];
    assign rexmt$write_address = wr_addr;
    assign rexmt$write_data = wr_data;
    assign dack$write_enable = we[1];
    assign dack$write_address = wr_addr;
    assign dack$write_data = wr_data;
    assign persist$write_enable = we[2];
    assign persist$write_address = wr_addr;
    assign persist$write_data = wr_data;
    assign time_wait$write_enable = we[3];
    assign time_wait$write_address = wr_addr;
    assign time_wait$write_data = wr_data;
    assign now = count$q;
    assign cnt_expired = n_exp$q;
    assign cnt_overrun = n_over$q;

    always @(*) begin
        st$d = st$q;
        cur$d = cur$q;
        mask$d = mask$q;
        count$d = count$q;
        pend$d = pend$q;
        n_exp$d = n_exp$q;
        n_over$d = n_over$q;
        disarmed$d = disarmed$q;
        disarmed$d = offer;
        if (tick & ~start) begin
            if (pend$q == timer_pend$MAX_PENDING) begin
                n_over$d = n_over$q + 32'h1;
            end
            else begin
                pend$d = pend$q + 4'h1;
            end
        end
        if (start & ~tick) begin
            pend$d = pend$q - 4'h1;
        end
        if (start) begin
            count$d = count$q + 20'h1;
            cur$d = 10'h0;
            st$d = timer_state$READ;
        end
        if (st$q == timer_state$READ) begin
            st$d = timer_state$CHECK;
        end
        if (st$q == timer_state$CHECK) begin
            mask$d = fire;
            st$d = timer_state$FIRE;
        end
        if (advance) begin
            cur$d = cur$q + 10'h1;
            st$d = timer_state$READ;
            if (&cur$q) begin
                st$d = timer_state$IDLE;
            end
            if (|mask$q) begin
                n_exp$d = n_exp$q + 32'h1;
            end
        end
        we = 4'h0;
        if (take) begin
            we = sel;
        end
        wr_addr = s_set_conn;
        wr_data = set_entry;
        if (disarm) begin
            we = mask$q;
            wr_addr = cur$q;
            wr_data = 21'h0;
        end
        if (st$q == timer_state$INIT) begin
            we = 4'hf;
            wr_addr = cur$q;
            wr_data = 21'h0;
            cur$d = cur$q + 10'h1;
            if (&cur$q) begin
                st$d = timer_state$IDLE;
            end
        end
        if (reset) begin
            st$d = timer_state$INIT;
            cur$d = 10'h0;
            mask$d = 4'h0;
            count$d = 20'h0;
            pend$d = 4'h0;
            n_exp$d = 32'h0;
            n_over$d = 32'h0;
            disarmed$d = 1'b0;
        end
    end

    always @(*) begin
        fire = 4'h0;
        fire[0] = e_rexmt[20] & ~d_rexmt[19];
        fire[1] = e_dack[20] & ~d_dack[19];
        fire[2] = e_persist[20] & ~d_persist[19];
        fire[3] = e_time_wait[20] & ~d_time_wait[19];
    end

    always @(*) begin
        ticks_wide = 20'h0;
        ticks_wide[15:0] = s_set_ticks;
    end

    always @(*) begin
        set_entry = 21'h0;
        set_entry[19:0] = count$q + ticks_wide;
        set_entry[20] = (s_set_op == timer_op$ARM) & |s_set_ticks;
    end

    always @(*) begin
        sel = 4'h1 << s_set_timer;
        if (s_set_op == timer_op$CANCEL_ALL) begin
            sel = 4'hf;
        end
    end

endmodule // toe$timers


module toe$timers$dack(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [20:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [20:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [20:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {21{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$timers$dack


module toe$timers$persist(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [20:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [20:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [20:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {21{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$timers$persist


module toe$timers$rexmt(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [20:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [20:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [20:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {21{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$timers$rexmt


module toe$timers$time_wait(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [9:0] read_address;
    output reg  [20:0] read_data;
    input wire  write_enable;
    input wire  [9:0] write_address;
    input wire  [20:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [20:0] mem [0:1023];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {21{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$timers$time_wait


module toe$tq(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [29:0] din;
    output wire  full;
    input wire  pop;
    output reg  [29:0] dout;
    output wire  valid;

    // Stub signals
    wire  [3:0] ram$read_address;
    wire  [29:0] ram$read_data;
    wire  ram$write_enable;
    wire  [3:0] ram$write_address;
    wire  [29:0] ram$write_data;
    reg  [3:0] wr$d;
    reg  [3:0] wr$q;
    reg  [3:0] rd$d;
    reg  [3:0] rd$q;
    reg  [3:0] n$d;
    reg  [3:0] n$q;
    reg  is_full$d;
    reg  is_full$q;
    reg  nonempty$d;
    reg  nonempty$q;
    reg  byp_v$d;
    reg  byp_v$q;
    reg  [29:0] byp$d;
    reg  [29:0] byp$q;

    // Local signals
    wire  do_push;
    wire  do_pop;
    reg  [3:0] rd_next;
    wire  [3:0] n_inc;
    wire  [3:0] n_dec;
    wire  [3:0] rd_inc;
    wire  was_one;
    wire  was_zero;

    // Sub module instances
    toe$tq$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );

    // Registers
    initial begin
        wr$q = 4'h0;
        rd$q = 4'h0;
        n$q = 4'h0;
        is_full$q = 1'h0;
        nonempty$q = 1'h0;
        byp_v$q = 1'h0;
        byp$q = 30'h0;
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
    assign n_inc = n$q + 4'h1;
    assign n_dec = n$q - 4'h1;
    assign rd_inc = rd$q + 4'h1;
    assign ram$read_address = rd_next;
    assign ram$write_address = wr$q;
    assign ram$write_data = din;
    assign ram$write_enable = do_push;
    assign was_one = n$q == 4'h1;
    assign was_zero = (n$q == 4'h0) & ~is_full$q;

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
            wr$d = wr$q + 4'h1;
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
        else if (do_push & (n_inc == 4'h0)) begin
            is_full$d = 1'b1;
        end
        if (reset) begin
            wr$d = 4'h0;
            rd$d = 4'h0;
            n$d = 4'h0;
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

endmodule // toe$tq


module toe$tq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [29:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [29:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [29:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {30{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // toe$tq$ram
