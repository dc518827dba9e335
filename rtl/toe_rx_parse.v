// Generated from model/src/toe/rx_parse.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_rx_parse. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_rx_parse(clock,reset,s_data,s_keep,s_last,s_verdict,s_valid,s_ready,m_seg_valid,m_seg_ready,m_seg_src_mac,m_seg_src_ip,m_seg_dst_ip,m_seg_src_port,m_seg_dst_port,m_seg_seq,m_seg_ack,m_seg_flags,m_seg_window,m_seg_len,m_seg_mss_on,m_seg_mss,m_seg_ws_on,m_seg_ws,m_seg_sackp,m_seg_ts_on,m_seg_ts_val,m_seg_ts_ecr,m_seg_nblocks,m_seg_l0,m_seg_r0,m_seg_l1,m_seg_r1,m_seg_l2,m_seg_r2,m_seg_l3,m_seg_r3,m_pay_data,m_pay_keep,m_pay_last,m_pay_valid,m_pay_ready,cnt_segments,cnt_bad_option);

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
    toe_rx_parse$payload payload(
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
    toe_rx_parse$recs recs(
        .clock(clock),
        .reset(recs$reset),
        .push(recs$push),
        .din(recs$din),
        .full(recs$full),
        .pop(recs$pop),
        .dout(recs$dout),
        .valid(recs$valid)
    );
    toe_rx_parse$mask mask(
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

endmodule // toe_rx_parse


module toe_rx_parse$mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // toe_rx_parse$mask


module toe_rx_parse$payload(clock,reset,push,din,full,commit,rewind,pop,dout,valid);

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
    toe_rx_parse$payload$ram ram(
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

endmodule // toe_rx_parse$payload


module toe_rx_parse$payload$ram(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // toe_rx_parse$payload$ram


module toe_rx_parse$recs(clock,reset,push,din,full,pop,dout,valid);

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

endmodule // toe_rx_parse$recs
