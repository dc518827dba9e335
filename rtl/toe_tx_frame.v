// Generated from model/src/toe/tx_frame.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_tx_frame. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_tx_frame(clock,reset,cfg_mac,cfg_ip,s_seg_valid,s_seg_ready,s_seg_dst_mac,s_seg_dst_ip,s_seg_src_port,s_seg_dst_port,s_seg_seq,s_seg_ack,s_seg_flags,s_seg_window,s_seg_mss_on,s_seg_mss,s_seg_ws_on,s_seg_ws,s_seg_sackp,s_seg_ts_on,s_seg_ts_val,s_seg_ts_ecr,s_seg_nblocks,s_seg_l0,s_seg_r0,s_seg_l1,s_seg_r1,s_seg_l2,s_seg_r2,s_seg_l3,s_seg_r3,s_seg_payload,s_pay_data,s_pay_keep,s_pay_last,s_pay_valid,s_pay_ready,m_data,m_keep,m_last,m_valid,m_ready,cnt_frames);

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
    toe_tx_frame$mask mask(
        .data(mask$data),
        .keep(mask$keep),
        .out(mask$out)
    );
    toe_tx_frame$payload payload(
        .clock(clock),
        .reset(payload$reset),
        .push(payload$push),
        .din(payload$din),
        .full(payload$full),
        .pop(payload$pop),
        .dout(payload$dout),
        .valid(payload$valid)
    );
    toe_tx_frame$meta meta(
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

endmodule // toe_tx_frame


module toe_tx_frame$mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // toe_tx_frame$mask


module toe_tx_frame$meta(clock,reset,push,din,full,pop,dout,valid);

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

endmodule // toe_tx_frame$meta


module toe_tx_frame$payload(clock,reset,push,din,full,pop,dout,valid);

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
    toe_tx_frame$payload$ram ram(
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

endmodule // toe_tx_frame$payload


module toe_tx_frame$payload$ram(clock,read_address,read_data,write_enable,write_address,write_data);

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
endmodule // toe_tx_frame$payload$ram
