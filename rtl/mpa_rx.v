// Generated from model/src/mpa/rx.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: mpa_rx. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module mpa_rx(clock,reset,s_data,s_keep,s_last,s_valid,s_ready,s_seg_valid,s_seg_ready,s_seg_conn,s_seg_load,s_seg_ctx0,s_seg_ctx1,s_seg_ctx2,s_seg_ctx3,m_data,m_keep,m_last,m_status,m_conn,m_valid,m_ready,m_ctx_valid,m_ctx_conn,m_ctx0,m_ctx1,m_ctx2,m_ctx3);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output wire  s_ready;
    input wire  s_seg_valid;
    output reg  s_seg_ready;
    input wire  [7:0] s_seg_conn;
    input wire  s_seg_load;
    input wire  [63:0] s_seg_ctx0;
    input wire  [62:0] s_seg_ctx1;
    input wire  [63:0] s_seg_ctx2;
    input wire  [63:0] s_seg_ctx3;
    output reg  [63:0] m_data;
    output reg  [7:0] m_keep;
    output reg  m_last;
    output reg  [1:0] m_status;
    output wire  [7:0] m_conn;
    output wire  m_valid;
    input wire  m_ready;
    output wire  m_ctx_valid;
    output wire  [7:0] m_ctx_conn;
    output wire  [63:0] m_ctx0;
    output wire  [62:0] m_ctx1;
    output wire  [63:0] m_ctx2;
    output wire  [63:0] m_ctx3;

    // Named constants (named_consts! in model/src)
    localparam [2:0] rx_pipe$DRAIN_ADVANCES = 3'h6;
    localparam [1:0] rx_status$CRC = 2'h1;
    localparam [1:0] rx_status$LENGTH = 2'h3;
    localparam [1:0] rx_status$MARKER = 2'h2;
    localparam [1:0] rx_status$OK = 2'h0;

    // Enums
    localparam RxCtl$WaitDesc = 0;
    localparam RxCtl$Drain = 1;
    localparam RxCtl$Swap = 2;
    localparam RxCtl$Run = 3;

    // Stub signals
    wire  align$reset;
    wire  [63:0] align$s_data;
    wire  [7:0] align$s_keep;
    wire  align$s_last;
    wire  align$s_valid;
    wire  align$s_ready;
    reg  align$enable;
    wire  [63:0] align$m_data;
    wire  align$m_v0;
    wire  align$m_v1;
    wire  align$m_seg_end;
    wire  align$m_valid;
    wire  align$pend_load;
    wire  [63:0] align$pend_data_in;
    wire  [7:0] align$pend_keep_in;
    wire  [63:0] align$pend_data_out;
    wire  [7:0] align$pend_keep_out;
    wire  def$reset;
    wire  [63:0] def$data;
    wire  def$v0;
    wire  def$v1;
    wire  def$take;
    wire  def$hdr_bad0;
    wire  [15:0] def$hdr_words0;
    wire  [1:0] def$hdr_tail0;
    wire  def$hdr_one0;
    wire  def$hdr_two0;
    wire  def$hdr_one1;
    wire  def$hdr_two1;
    wire  def$hdr_bad1;
    wire  [15:0] def$hdr_words1;
    wire  [1:0] def$hdr_tail1;
    wire  def$content0;
    wire  def$content1;
    wire  def$first0;
    wire  def$first1;
    wire  def$last0;
    wire  def$last1;
    wire  [1:0] def$tail;
    wire  def$crc0;
    wire  def$crc1;
    wire  def$len_err0;
    wire  def$len_err1;
    wire  def$merr_at_crc;
    wire  [63:0] def$crc_data;
    wire  [7:0] def$crc_keep;
    wire  def$crc_last;
    wire  def$crc_valid;
    wire  def$ctx_load;
    wire  [29:0] def$pos_in;
    wire  [2:0] def$state_in;
    wire  [13:0] def$hdr_in;
    wire  [15:0] def$left_in;
    wire  [1:0] def$tail_in;
    wire  def$merr_in;
    wire  def$markers_in;
    wire  [15:0] def$max_ulpdu_in;
    wire  def$half_v_in;
    wire  [31:0] def$half_w_in;
    wire  [29:0] def$pos_out;
    wire  [2:0] def$state_out;
    wire  [13:0] def$hdr_out;
    wire  [15:0] def$left_out;
    wire  [1:0] def$tail_out;
    wire  def$merr_out;
    wire  def$markers_out;
    wire  [15:0] def$max_ulpdu_out;
    wire  def$half_v_out;
    wire  [31:0] def$half_w_out;
    wire  [31:0] hc0$word;
    wire  [15:0] hc0$max_ulpdu;
    wire  hc0$bad;
    wire  [15:0] hc0$words;
    wire  hc0$one;
    wire  hc0$two;
    wire  [1:0] hc0$tail;
    wire  [31:0] hc1$word;
    wire  [15:0] hc1$max_ulpdu;
    wire  hc1$bad;
    wire  [15:0] hc1$words;
    wire  hc1$one;
    wire  hc1$two;
    wire  [1:0] hc1$tail;
    wire  crc$reset;
    wire  [63:0] crc$s_data;
    wire  [7:0] crc$s_keep;
    wire  crc$s_last;
    wire  crc$s_valid;
    wire  crc$enable;
    wire  [31:0] crc$m_crc;
    wire  crc$m_crc_valid;
    wire  crc$ctx_load;
    wire  [31:0] crc$ctx_state;
    wire  crc$ctx_in_packet;
    wire  [31:0] crc$state_out;
    wire  crc$in_packet_out;
    wire  queue$reset;
    wire  [31:0] queue$in0;
    wire  [13:0] queue$in0_tag;
    wire  [31:0] queue$in1;
    wire  [13:0] queue$in1_tag;
    reg  [1:0] queue$push_n;
    wire  queue$can_push;
    reg  [1:0] queue$pop_n;
    wire  [31:0] queue$h0;
    wire  [13:0] queue$h0_tag;
    wire  [31:0] queue$h1;
    wire  [13:0] queue$h1_tag;
    wire  [31:0] queue$h2;
    wire  [13:0] queue$h2_tag;
    wire  queue$has_one;
    wire  queue$has_two;
    wire  queue$has_three;
    reg  [1:0] ctl$d;
    reg  [1:0] ctl$q;
    reg  [2:0] drain$d;
    reg  [2:0] drain$q;
    reg  have_ctx$d;
    reg  have_ctx$q;
    reg  [7:0] cur_conn$d;
    reg  [7:0] cur_conn$q;
    reg  crc_on$d;
    reg  crc_on$q;
    reg  stopped$d;
    reg  stopped$q;
    reg  [31:0] crc_hold$d;
    reg  [31:0] crc_hold$q;
    reg  d1_valid$d;
    reg  d1_valid$q;
    reg  [63:0] d1_data$d;
    reg  [63:0] d1_data$q;
    reg  [13:0] d1_flags$d;
    reg  [13:0] d1_flags$q;
    reg  d2_valid$d;
    reg  d2_valid$q;
    reg  [63:0] d2_data$d;
    reg  [63:0] d2_data$q;
    reg  [13:0] d2_flags$d;
    reg  [13:0] d2_flags$q;
    reg  d3_valid$d;
    reg  d3_valid$q;
    reg  [63:0] d3_data$d;
    reg  [63:0] d3_data$q;
    reg  [13:0] d3_flags$d;
    reg  [13:0] d3_flags$q;
    reg  d4_valid$d;
    reg  d4_valid$q;
    reg  [63:0] d4_data$d;
    reg  [63:0] d4_data$q;
    reg  [13:0] d4_flags$d;
    reg  [13:0] d4_flags$q;
    reg  d5_valid$d;
    reg  d5_valid$q;
    reg  [63:0] d5_data$d;
    reg  [63:0] d5_data$q;
    reg  [13:0] d5_flags$d;
    reg  [13:0] d5_flags$q;
    reg  v_valid$d;
    reg  v_valid$q;
    reg  [1:0] v_n$d;
    reg  [1:0] v_n$q;
    reg  v_bad$d;
    reg  v_bad$q;
    reg  [31:0] v_in0$d;
    reg  [31:0] v_in0$q;
    reg  [13:0] v_in0_tag$d;
    reg  [13:0] v_in0_tag$q;
    reg  [31:0] v_in1$d;
    reg  [31:0] v_in1$q;
    reg  [13:0] v_in1_tag$d;
    reg  [13:0] v_in1_tag$q;
    reg  [7:0] pushed_conn$d;
    reg  [7:0] pushed_conn$q;
    reg  cf_valid$d;
    reg  cf_valid$q;
    reg  ab_valid$d;
    reg  ab_valid$q;
    reg  [63:0] ab_data$d;
    reg  [63:0] ab_data$q;
    reg  ab_v0$d;
    reg  ab_v0$q;
    reg  ab_v1$d;
    reg  ab_v1$q;
    reg  ab_bad0$d;
    reg  ab_bad0$q;
    reg  [15:0] ab_words0$d;
    reg  [15:0] ab_words0$q;
    reg  [1:0] ab_tail0$d;
    reg  [1:0] ab_tail0$q;
    reg  ab_one0$d;
    reg  ab_one0$q;
    reg  ab_two0$d;
    reg  ab_two0$q;
    reg  ab_one1$d;
    reg  ab_one1$q;
    reg  ab_two1$d;
    reg  ab_two1$q;
    reg  ab_bad1$d;
    reg  ab_bad1$q;
    reg  [15:0] ab_words1$d;
    reg  [15:0] ab_words1$q;
    reg  [1:0] ab_tail1$d;
    reg  [1:0] ab_tail1$q;
    reg  [63:0] cf_data$d;
    reg  [63:0] cf_data$q;
    reg  [7:0] cf_keep$d;
    reg  [7:0] cf_keep$q;
    reg  cf_last$d;
    reg  cf_last$q;
    reg  ctx_v$d;
    reg  ctx_v$q;
    reg  [7:0] ctx_c$d;
    reg  [7:0] ctx_c$q;
    reg  [63:0] ctx0$d;
    reg  [63:0] ctx0$q;
    reg  [62:0] ctx1$d;
    reg  [62:0] ctx1$q;
    reg  [63:0] ctx2$d;
    reg  [63:0] ctx2$q;
    reg  [63:0] ctx3$d;
    reg  [63:0] ctx3$q;

    // Local signals
    wire  advance;
    reg  swap;
    reg  [13:0] flags;
    reg  [1:0] st0;
    reg  [1:0] st1;
    reg  e0;
    reg  e1;
    reg  [31:0] e0_data;
    reg  [31:0] e1_data;
    reg  [13:0] e0_tag;
    reg  [13:0] e1_tag;
    reg  [13:0] tag_base;
    reg  bad;
    reg  bad0;
    reg  [31:0] computed;
    reg  [1:0] n_pop;
    reg  out_ok;
    reg  [3:0] k0;
    reg  [3:0] k1;
    reg  [3:0] tmask0;
    wire  same01;
    wire  same02;
    reg  [62:0] save1;
    reg  [63:0] save2;
    reg  [63:0] save3;

    // Sub module instances
    mpa_rx$align align(
        .clock(clock),
        .reset(align$reset),
        .s_data(align$s_data),
        .s_keep(align$s_keep),
        .s_last(align$s_last),
        .s_valid(align$s_valid),
        .s_ready(align$s_ready),
        .enable(align$enable),
        .m_data(align$m_data),
        .m_v0(align$m_v0),
        .m_v1(align$m_v1),
        .m_seg_end(align$m_seg_end),
        .m_valid(align$m_valid),
        .pend_load(align$pend_load),
        .pend_data_in(align$pend_data_in),
        .pend_keep_in(align$pend_keep_in),
        .pend_data_out(align$pend_data_out),
        .pend_keep_out(align$pend_keep_out)
    );
    mpa_rx$def def(
        .clock(clock),
        .reset(def$reset),
        .data(def$data),
        .v0(def$v0),
        .v1(def$v1),
        .take(def$take),
        .hdr_bad0(def$hdr_bad0),
        .hdr_words0(def$hdr_words0),
        .hdr_tail0(def$hdr_tail0),
        .hdr_one0(def$hdr_one0),
        .hdr_two0(def$hdr_two0),
        .hdr_one1(def$hdr_one1),
        .hdr_two1(def$hdr_two1),
        .hdr_bad1(def$hdr_bad1),
        .hdr_words1(def$hdr_words1),
        .hdr_tail1(def$hdr_tail1),
        .content0(def$content0),
        .content1(def$content1),
        .first0(def$first0),
        .first1(def$first1),
        .last0(def$last0),
        .last1(def$last1),
        .tail(def$tail),
        .crc0(def$crc0),
        .crc1(def$crc1),
        .len_err0(def$len_err0),
        .len_err1(def$len_err1),
        .merr_at_crc(def$merr_at_crc),
        .crc_data(def$crc_data),
        .crc_keep(def$crc_keep),
        .crc_last(def$crc_last),
        .crc_valid(def$crc_valid),
        .ctx_load(def$ctx_load),
        .pos_in(def$pos_in),
        .state_in(def$state_in),
        .hdr_in(def$hdr_in),
        .left_in(def$left_in),
        .tail_in(def$tail_in),
        .merr_in(def$merr_in),
        .markers_in(def$markers_in),
        .max_ulpdu_in(def$max_ulpdu_in),
        .half_v_in(def$half_v_in),
        .half_w_in(def$half_w_in),
        .pos_out(def$pos_out),
        .state_out(def$state_out),
        .hdr_out(def$hdr_out),
        .left_out(def$left_out),
        .tail_out(def$tail_out),
        .merr_out(def$merr_out),
        .markers_out(def$markers_out),
        .max_ulpdu_out(def$max_ulpdu_out),
        .half_v_out(def$half_v_out),
        .half_w_out(def$half_w_out)
    );
    mpa_rx$hc0 hc0(
        .word(hc0$word),
        .max_ulpdu(hc0$max_ulpdu),
        .bad(hc0$bad),
        .words(hc0$words),
        .one(hc0$one),
        .two(hc0$two),
        .tail(hc0$tail)
    );
    mpa_rx$hc1 hc1(
        .word(hc1$word),
        .max_ulpdu(hc1$max_ulpdu),
        .bad(hc1$bad),
        .words(hc1$words),
        .one(hc1$one),
        .two(hc1$two),
        .tail(hc1$tail)
    );
    mpa_rx$crc crc(
        .clock(clock),
        .reset(crc$reset),
        .s_data(crc$s_data),
        .s_keep(crc$s_keep),
        .s_last(crc$s_last),
        .s_valid(crc$s_valid),
        .enable(crc$enable),
        .m_crc(crc$m_crc),
        .m_crc_valid(crc$m_crc_valid),
        .ctx_load(crc$ctx_load),
        .ctx_state(crc$ctx_state),
        .ctx_in_packet(crc$ctx_in_packet),
        .state_out(crc$state_out),
        .in_packet_out(crc$in_packet_out)
    );
    mpa_rx$queue queue(
        .clock(clock),
        .reset(queue$reset),
        .in0(queue$in0),
        .in0_tag(queue$in0_tag),
        .in1(queue$in1),
        .in1_tag(queue$in1_tag),
        .push_n(queue$push_n),
        .can_push(queue$can_push),
        .pop_n(queue$pop_n),
        .h0(queue$h0),
        .h0_tag(queue$h0_tag),
        .h1(queue$h1),
        .h1_tag(queue$h1_tag),
        .h2(queue$h2),
        .h2_tag(queue$h2_tag),
        .has_one(queue$has_one),
        .has_two(queue$has_two),
        .has_three(queue$has_three)
    );

    // Registers
    initial begin
        ctl$q = 2'h0;
        drain$q = 3'h0;
        have_ctx$q = 1'h0;
        cur_conn$q = 8'h0;
        crc_on$q = 1'h0;
        stopped$q = 1'h0;
        crc_hold$q = 32'h0;
        d1_valid$q = 1'h0;
        d1_data$q = 64'h0;
        d1_flags$q = 14'h0;
        d2_valid$q = 1'h0;
        d2_data$q = 64'h0;
        d2_flags$q = 14'h0;
        d3_valid$q = 1'h0;
        d3_data$q = 64'h0;
        d3_flags$q = 14'h0;
        d4_valid$q = 1'h0;
        d4_data$q = 64'h0;
        d4_flags$q = 14'h0;
        d5_valid$q = 1'h0;
        d5_data$q = 64'h0;
        d5_flags$q = 14'h0;
        v_valid$q = 1'h0;
        v_n$q = 2'h0;
        v_bad$q = 1'h0;
        v_in0$q = 32'h0;
        v_in0_tag$q = 14'h0;
        v_in1$q = 32'h0;
        v_in1_tag$q = 14'h0;
        pushed_conn$q = 8'h0;
        cf_valid$q = 1'h0;
        ab_valid$q = 1'h0;
        ab_data$q = 64'h0;
        ab_v0$q = 1'h0;
        ab_v1$q = 1'h0;
        ab_bad0$q = 1'h0;
        ab_words0$q = 16'h0;
        ab_tail0$q = 2'h0;
        ab_one0$q = 1'h0;
        ab_two0$q = 1'h0;
        ab_one1$q = 1'h0;
        ab_two1$q = 1'h0;
        ab_bad1$q = 1'h0;
        ab_words1$q = 16'h0;
        ab_tail1$q = 2'h0;
        cf_data$q = 64'h0;
        cf_keep$q = 8'h0;
        cf_last$q = 1'h0;
        ctx_v$q = 1'h0;
        ctx_c$q = 8'h0;
        ctx0$q = 64'h0;
        ctx1$q = 63'h0;
        ctx2$q = 64'h0;
        ctx3$q = 64'h0;
    end

    always @(posedge clock) begin
        ctl$q <= ctl$d;
        drain$q <= drain$d;
        have_ctx$q <= have_ctx$d;
        cur_conn$q <= cur_conn$d;
        crc_on$q <= crc_on$d;
        stopped$q <= stopped$d;
        crc_hold$q <= crc_hold$d;
        d1_valid$q <= d1_valid$d;
        d1_data$q <= d1_data$d;
        d1_flags$q <= d1_flags$d;
        d2_valid$q <= d2_valid$d;
        d2_data$q <= d2_data$d;
        d2_flags$q <= d2_flags$d;
        d3_valid$q <= d3_valid$d;
        d3_data$q <= d3_data$d;
        d3_flags$q <= d3_flags$d;
        d4_valid$q <= d4_valid$d;
        d4_data$q <= d4_data$d;
        d4_flags$q <= d4_flags$d;
        d5_valid$q <= d5_valid$d;
        d5_data$q <= d5_data$d;
        d5_flags$q <= d5_flags$d;
        v_valid$q <= v_valid$d;
        v_n$q <= v_n$d;
        v_bad$q <= v_bad$d;
        v_in0$q <= v_in0$d;
        v_in0_tag$q <= v_in0_tag$d;
        v_in1$q <= v_in1$d;
        v_in1_tag$q <= v_in1_tag$d;
        pushed_conn$q <= pushed_conn$d;
        cf_valid$q <= cf_valid$d;
        ab_valid$q <= ab_valid$d;
        ab_data$q <= ab_data$d;
        ab_v0$q <= ab_v0$d;
        ab_v1$q <= ab_v1$d;
        ab_bad0$q <= ab_bad0$d;
        ab_words0$q <= ab_words0$d;
        ab_tail0$q <= ab_tail0$d;
        ab_one0$q <= ab_one0$d;
        ab_two0$q <= ab_two0$d;
        ab_one1$q <= ab_one1$d;
        ab_two1$q <= ab_two1$d;
        ab_bad1$q <= ab_bad1$d;
        ab_words1$q <= ab_words1$d;
        ab_tail1$q <= ab_tail1$d;
        cf_data$q <= cf_data$d;
        cf_keep$q <= cf_keep$d;
        cf_last$q <= cf_last$d;
        ctx_v$q <= ctx_v$d;
        ctx_c$q <= ctx_c$d;
        ctx0$q <= ctx0$d;
        ctx1$q <= ctx1$d;
        ctx2$q <= ctx2$d;
        ctx3$q <= ctx3$d;
    end

    // Update code
    assign align$reset = reset;
    assign def$reset = reset;
    assign crc$reset = reset;
    assign queue$reset = reset;
    assign advance = queue$can_push & ~reset;
    assign align$s_data = s_data;
    assign align$s_keep = s_keep;
    assign align$s_last = s_last;
    assign align$s_valid = s_valid;
    assign s_ready = align$s_ready;
    assign align$pend_load = swap;
    assign align$pend_data_in = s_seg_ctx0;
    assign align$pend_keep_in = s_seg_ctx1[7:0];
    assign hc0$word = align$m_data[31:0];
    assign hc0$max_ulpdu = def$max_ulpdu_out;
    assign hc1$word = align$m_data[63:32];
    assign hc1$max_ulpdu = def$max_ulpdu_out;
    assign def$data = ab_data$q;
    assign def$v0 = ab_v0$q;
    assign def$v1 = ab_v1$q;
    assign def$take = advance & ab_valid$q;
    assign def$hdr_bad0 = ab_bad0$q;
    assign def$hdr_words0 = ab_words0$q;
    assign def$hdr_tail0 = ab_tail0$q;
    assign def$hdr_one0 = ab_one0$q;
    assign def$hdr_two0 = ab_two0$q;
    assign def$hdr_one1 = ab_one1$q;
    assign def$hdr_two1 = ab_two1$q;
    assign def$hdr_bad1 = ab_bad1$q;
    assign def$hdr_words1 = ab_words1$q;
    assign def$hdr_tail1 = ab_tail1$q;
    assign def$ctx_load = swap;
    assign def$pos_in = s_seg_ctx1[37:8];
    assign def$state_in = s_seg_ctx1[40:38];
    assign def$hdr_in = s_seg_ctx1[54:41];
    assign def$tail_in = s_seg_ctx1[56:55];
    assign def$merr_in = s_seg_ctx1[57];
    assign def$markers_in = s_seg_ctx1[58];
    assign def$half_v_in = s_seg_ctx1[61];
    assign def$left_in = s_seg_ctx2[15:0];
    assign def$max_ulpdu_in = s_seg_ctx2[31:16];
    assign def$half_w_in = s_seg_ctx2[63:32];
    assign crc$enable = advance;
    assign crc$s_data = cf_data$q;
    assign crc$s_keep = cf_keep$q;
    assign crc$s_last = cf_last$q;
    assign crc$s_valid = cf_valid$q;
    assign crc$ctx_load = swap;
    assign crc$ctx_state = s_seg_ctx3[31:0];
    assign crc$ctx_in_packet = s_seg_ctx1[62];
    assign queue$in0 = v_in0$q;
    assign queue$in0_tag = v_in0_tag$q;
    assign queue$in1 = v_in1$q;
    assign queue$in1_tag = v_in1_tag$q;
    assign same01 = queue$h1_tag[13];
    assign same02 = queue$h2_tag[13];
    assign m_conn = queue$h0_tag[7:0];
    assign m_valid = out_ok;
    assign m_ctx_valid = ctx_v$q;
    assign m_ctx_conn = ctx_c$q;
    assign m_ctx0 = ctx0$q;
    assign m_ctx1 = ctx1$q;
    assign m_ctx2 = ctx2$q;
    assign m_ctx3 = ctx3$q;

    always @(*) begin
        ctl$d = ctl$q;
        drain$d = drain$q;
        have_ctx$d = have_ctx$q;
        cur_conn$d = cur_conn$q;
        crc_on$d = crc_on$q;
        stopped$d = stopped$q;
        crc_hold$d = crc_hold$q;
        d1_valid$d = d1_valid$q;
        d1_data$d = d1_data$q;
        d1_flags$d = d1_flags$q;
        d2_valid$d = d2_valid$q;
        d2_data$d = d2_data$q;
        d2_flags$d = d2_flags$q;
        d3_valid$d = d3_valid$q;
        d3_data$d = d3_data$q;
        d3_flags$d = d3_flags$q;
        d4_valid$d = d4_valid$q;
        d4_data$d = d4_data$q;
        d4_flags$d = d4_flags$q;
        d5_valid$d = d5_valid$q;
        d5_data$d = d5_data$q;
        d5_flags$d = d5_flags$q;
        v_valid$d = v_valid$q;
        v_n$d = v_n$q;
        v_bad$d = v_bad$q;
        v_in0$d = v_in0$q;
        v_in0_tag$d = v_in0_tag$q;
        v_in1$d = v_in1$q;
        v_in1_tag$d = v_in1_tag$q;
        pushed_conn$d = pushed_conn$q;
        cf_valid$d = cf_valid$q;
        cf_data$d = cf_data$q;
        cf_keep$d = cf_keep$q;
        cf_last$d = cf_last$q;
        ab_valid$d = ab_valid$q;
        ab_data$d = ab_data$q;
        ab_v0$d = ab_v0$q;
        ab_v1$d = ab_v1$q;
        ab_bad0$d = ab_bad0$q;
        ab_words0$d = ab_words0$q;
        ab_tail0$d = ab_tail0$q;
        ab_one0$d = ab_one0$q;
        ab_two0$d = ab_two0$q;
        ab_one1$d = ab_one1$q;
        ab_two1$d = ab_two1$q;
        ab_bad1$d = ab_bad1$q;
        ab_words1$d = ab_words1$q;
        ab_tail1$d = ab_tail1$q;
        ctx_v$d = ctx_v$q;
        swap = 1'b0;
        s_seg_ready = 1'b0;
        align$enable = 1'b0;
        case (ctl$q)
            RxCtl$WaitDesc:
                begin
                    if (s_seg_valid) begin
                        if (~s_seg_load) begin
                            s_seg_ready = 1'b1;
                            align$enable = advance;
                            ctl$d = RxCtl$Run;
                            if (align$m_valid & align$m_seg_end) begin
                                ctl$d = RxCtl$WaitDesc;
                            end
                        end
                        else if (have_ctx$q) begin
                            drain$d = 3'h0;
                            ctl$d = RxCtl$Drain;
                        end
                        else begin
                            ctl$d = RxCtl$Swap;
                        end
                    end
                end
            RxCtl$Drain:
                begin
                    if (advance) begin
                        drain$d = drain$q + 3'h1;
                        if (drain$q == rx_pipe$DRAIN_ADVANCES) begin
                            ctl$d = RxCtl$Swap;
                        end
                    end
                end
            RxCtl$Swap:
                begin
                    swap = advance;
                end
            RxCtl$Run:
                begin
                    align$enable = advance;
                    if (align$m_valid & align$m_seg_end) begin
                        ctl$d = RxCtl$WaitDesc;
                    end
                end
            default:
                begin
                end
        endcase
        if (swap) begin
            s_seg_ready = 1'b1;
            ctl$d = RxCtl$Run;
            have_ctx$d = 1'b1;
            cur_conn$d = s_seg_conn;
            crc_on$d = s_seg_ctx1[59];
            stopped$d = s_seg_ctx1[60];
            crc_hold$d = s_seg_ctx3[63:32];
        end
        ctx_v$d = swap & have_ctx$q;
        if (advance) begin
            ab_bad0$d = hc0$bad;
            ab_words0$d = hc0$words;
            ab_tail0$d = hc0$tail;
            ab_one0$d = hc0$one;
            ab_two0$d = hc0$two;
            ab_one1$d = hc1$one;
            ab_two1$d = hc1$two;
            ab_bad1$d = hc1$bad;
            ab_words1$d = hc1$words;
            ab_tail1$d = hc1$tail;
            ab_valid$d = align$m_valid;
            ab_data$d = align$m_data;
            ab_v0$d = align$m_v0;
            ab_v1$d = align$m_v1;
        end
        if (advance) begin
            d1_valid$d = ab_valid$q;
            d1_data$d = ab_data$q;
            d1_flags$d = flags;
            d2_valid$d = d1_valid$q;
            d2_data$d = d1_data$q;
            d2_flags$d = d1_flags$q;
            d3_valid$d = d2_valid$q;
            d3_data$d = d2_data$q;
            d3_flags$d = d2_flags$q;
            d4_valid$d = d3_valid$q;
            d4_data$d = d3_data$q;
            d4_flags$d = d3_flags$q;
            d5_valid$d = d4_valid$q;
            d5_data$d = d4_data$q;
            d5_flags$d = d4_flags$q;
            cf_valid$d = ab_valid$q & def$crc_valid;
            cf_data$d = def$crc_data;
            cf_keep$d = def$crc_keep;
            cf_last$d = def$crc_last;
            if (crc$m_crc_valid) begin
                crc_hold$d = crc$m_crc;
            end
        end
        if (advance) begin
            v_valid$d = d5_valid$q;
            v_n$d = (2'h0 + {1'h0, e0}) + {1'h0, e1};
            v_bad$d = bad;
            v_in0$d = e0_data;
            v_in0_tag$d = e0_tag;
            v_in1$d = e1_data;
            v_in1_tag$d = e1_tag;
            if (~e0) begin
                v_in0$d = e1_data;
                v_in0_tag$d = e1_tag;
            end
        end
        queue$push_n = 2'h0;
        if (advance & v_valid$q & ~stopped$q) begin
            queue$push_n = v_n$q;
            if (|v_n$q) begin
                pushed_conn$d = cur_conn$q;
            end
            if (v_bad$q) begin
                stopped$d = 1'b1;
            end
        end
        if (swap) begin
            stopped$d = s_seg_ctx1[60];
        end
        if (reset) begin
            ctl$d = RxCtl$WaitDesc;
            have_ctx$d = 1'b0;
            d1_valid$d = 1'b0;
            d2_valid$d = 1'b0;
            d3_valid$d = 1'b0;
            d4_valid$d = 1'b0;
            d5_valid$d = 1'b0;
            v_valid$d = 1'b0;
            cf_valid$d = 1'b0;
            ab_valid$d = 1'b0;
            ctx_v$d = 1'b0;
            stopped$d = 1'b0;
        end
    end

    always @(*) begin
        ctx_c$d = ctx_c$q;
        ctx0$d = ctx0$q;
        ctx1$d = ctx1$q;
        ctx2$d = ctx2$q;
        ctx3$d = ctx3$q;
        if (swap) begin
            ctx_c$d = cur_conn$q;
            ctx0$d = align$pend_data_out;
            ctx1$d = save1;
            ctx2$d = save2;
            ctx3$d = save3;
        end
    end

    always @(*) begin
        save1 = 63'h0;
        save1[7:0] = align$pend_keep_out;
        save1[37:8] = def$pos_out;
        save1[40:38] = def$state_out;
        save1[54:41] = def$hdr_out;
        save1[56:55] = def$tail_out;
        save1[57] = def$merr_out;
        save1[58] = def$markers_out;
        save1[59] = crc_on$q;
        save1[60] = stopped$q;
        save1[61] = def$half_v_out;
        save1[62] = crc$in_packet_out;
    end

    always @(*) begin
        save2 = 64'h0;
        save2[15:0] = def$left_out;
        save2[31:16] = def$max_ulpdu_out;
        save2[63:32] = def$half_w_out;
    end

    always @(*) begin
        save3 = 64'h0;
        save3[31:0] = crc$state_out;
        save3[63:32] = crc_hold$q;
    end

    always @(*) begin
        flags = 14'h0;
        flags[0] = def$content0;
        flags[1] = def$content1;
        flags[2] = def$first0;
        flags[3] = def$first1;
        flags[4] = def$last0;
        flags[5] = def$last1;
        flags[7:6] = def$tail;
        flags[8] = def$crc0;
        flags[9] = def$crc1;
        flags[10] = def$len_err0;
        flags[11] = def$len_err1;
        flags[12] = def$merr_at_crc;
        flags[13] = def$crc_last;
    end

    always @(*) begin
        computed = crc_hold$q;
        if (d5_flags$q[13]) begin
            computed = crc$m_crc;
        end
    end

    always @(*) begin
        bad = 1'b0;
        e1 = 1'b0;
        e1_data = d5_data$q[63:32];
        e1_tag = tag_base;
        if (d5_flags$q[1]) begin
            e1 = 1'b1;
            if (d5_flags$q[3]) begin
                e1_tag[8] = 1'b1;
            end
            if (d5_flags$q[5]) begin
                e1_tag[9] = 1'b1;
            end
        end
        if (d5_flags$q[9] | d5_flags$q[11]) begin
            e1 = 1'b1;
            e1_data = 32'h0;
            e1_data[1:0] = st1;
            e1_tag = tag_base;
            e1_tag[10] = 1'b1;
            bad = st1 != 2'h0;
        end
        if (bad0) begin
            e1 = 1'b0;
            bad = 1'b1;
        end
        if (e0) begin
            e1_tag[13] = 1'b1;
        end
    end

    always @(*) begin
        bad0 = 1'b0;
        e0 = 1'b0;
        e0_data = d5_data$q[31:0];
        e0_tag = tag_base;
        if (d5_flags$q[0]) begin
            e0 = 1'b1;
            if (d5_flags$q[2]) begin
                e0_tag[8] = 1'b1;
            end
            if (d5_flags$q[4]) begin
                e0_tag[9] = 1'b1;
            end
        end
        if (d5_flags$q[8] | d5_flags$q[10]) begin
            e0 = 1'b1;
            e0_data = 32'h0;
            e0_data[1:0] = st0;
            e0_tag = tag_base;
            e0_tag[10] = 1'b1;
            bad0 = st0 != 2'h0;
        end
    end

    always @(*) begin
        st0 = rx_status$OK;
        if (crc_on$q & (computed != d5_data$q[31:0])) begin
            st0 = rx_status$CRC;
        end
        else if (d5_flags$q[12]) begin
            st0 = rx_status$MARKER;
        end
        if (d5_flags$q[10]) begin
            st0 = rx_status$LENGTH;
        end
    end

    always @(*) begin
        st1 = rx_status$OK;
        if (crc_on$q & (computed != d5_data$q[63:32])) begin
            st1 = rx_status$CRC;
        end
        else if (d5_flags$q[12]) begin
            st1 = rx_status$MARKER;
        end
        if (d5_flags$q[11]) begin
            st1 = rx_status$LENGTH;
        end
    end

    always @(*) begin
        tag_base = 14'h0;
        tag_base[7:0] = cur_conn$q;
        tag_base[12:11] = d5_flags$q[7:6];
        tag_base[13] = (v_valid$q & |v_n$q) | (cur_conn$q == pushed_conn$q);
    end

    always @(*) begin
        n_pop = 2'h0;
        out_ok = 1'b0;
        m_last = 1'b0;
        m_status = 2'h0;
        k0 = 4'hf;
        k1 = 4'h0;
        if (queue$h0_tag[8]) begin
            k0 = 4'hc;
        end
        if (queue$has_one) begin
            if (queue$h0_tag[10]) begin
                out_ok = 1'b1;
                n_pop = 2'h1;
                m_last = 1'b1;
                m_status = queue$h0[1:0];
                k0 = 4'h0;
            end
            else if (queue$has_two) begin
                if (~same01 | queue$h1_tag[8]) begin
                    out_ok = 1'b1;
                    n_pop = 2'h1;
                    if (queue$h0_tag[9]) begin
                        k0 = k0 & tmask0;
                    end
                end
                else if (queue$h0_tag[9]) begin
                    if (queue$h1_tag[10]) begin
                        out_ok = 1'b1;
                        n_pop = 2'h2;
                        m_last = 1'b1;
                        m_status = queue$h1[1:0];
                        k0 = k0 & tmask0;
                    end
                end
                else begin
                    k1 = 4'hf;
                    if (~queue$h1_tag[9]) begin
                        out_ok = 1'b1;
                        n_pop = 2'h2;
                    end
                    else if (queue$has_three) begin
                        out_ok = 1'b1;
                        n_pop = 2'h2;
                        if (queue$h1_tag[12:11] != 2'h0) begin
                            k1 = (4'h1 << queue$h1_tag[12:11]) - 4'h1;
                        end
                        if (same02 & queue$h2_tag[10]) begin
                            n_pop = 2'h3;
                            m_last = 1'b1;
                            m_status = queue$h2[1:0];
                        end
                    end
                end
            end
        end
    end

    always @(*) begin
        m_data = 64'h0;
        m_data[31:0] = queue$h0;
        m_data[63:32] = queue$h1;
        if (~|k1) begin
            m_data = {32'h0, queue$h0};
        end
    end

    always @(*) begin
        tmask0 = 4'hf;
        if (queue$h0_tag[12:11] != 2'h0) begin
            tmask0 = (4'h1 << queue$h0_tag[12:11]) - 4'h1;
        end
    end

    always @(*) begin
        m_keep = 8'h0;
        m_keep[3:0] = k0;
        m_keep[7:4] = k1;
    end

    always @(*) begin
        queue$pop_n = 2'h0;
        if (out_ok & m_ready) begin
            queue$pop_n = n_pop;
        end
    end

endmodule // mpa_rx


module mpa_rx$align(clock,reset,s_data,s_keep,s_last,s_valid,s_ready,enable,m_data,m_v0,m_v1,m_seg_end,m_valid,pend_load,pend_data_in,pend_keep_in,pend_data_out,pend_keep_out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output wire  s_ready;
    input wire  enable;
    output wire  [63:0] m_data;
    output wire  m_v0;
    output wire  m_v1;
    output wire  m_seg_end;
    output wire  m_valid;
    input wire  pend_load;
    input wire  [63:0] pend_data_in;
    input wire  [7:0] pend_keep_in;
    output wire  [63:0] pend_data_out;
    output wire  [7:0] pend_keep_out;

    // Stub signals
    wire  [63:0] in_mask$data;
    wire  [7:0] in_mask$keep;
    wire  [63:0] in_mask$out;
    wire  [63:0] pend_mask$data;
    wire  [7:0] pend_mask$keep;
    wire  [63:0] pend_mask$out;
    reg  [63:0] pend_data$d;
    reg  [63:0] pend_data$q;
    reg  [7:0] pend_keep$d;
    reg  [7:0] pend_keep$q;

    // Local signals
    wire  [7:0] keep_all;
    wire  v0;
    wire  v1;
    reg  [7:0] rest;

    // Sub module instances
    mpa_rx$align$in_mask in_mask(
        .data(in_mask$data),
        .keep(in_mask$keep),
        .out(in_mask$out)
    );
    mpa_rx$align$pend_mask pend_mask(
        .data(pend_mask$data),
        .keep(pend_mask$keep),
        .out(pend_mask$out)
    );

    // Registers
    initial begin
        pend_data$q = 64'h0;
        pend_keep$q = 8'h0;
    end

    always @(posedge clock) begin
        pend_data$q <= pend_data$d;
        pend_keep$q <= pend_keep$d;
    end

    // Update code
    assign in_mask$data = s_data;
    assign in_mask$keep = s_keep;
    assign keep_all = s_keep | pend_keep$q;
    assign v0 = &keep_all[3:0];
    assign v1 = &keep_all[7:4];
    assign pend_mask$data = in_mask$out | pend_data$q;
    assign pend_mask$keep = rest;
    assign m_data = in_mask$out | pend_data$q;
    assign m_v0 = v0;
    assign m_v1 = v1;
    assign m_seg_end = s_last;
    assign s_ready = enable;
    assign m_valid = enable & s_valid;
    assign pend_data_out = pend_data$q;
    assign pend_keep_out = pend_keep$q;

    always @(*) begin
        pend_data$d = pend_data$q;
        pend_keep$d = pend_keep$q;
        if (enable & s_valid) begin
            pend_data$d = pend_mask$out;
            pend_keep$d = rest;
        end
        if (pend_load) begin
            pend_data$d = pend_data_in;
            pend_keep$d = pend_keep_in;
        end
        if (reset) begin
            pend_keep$d = 8'h0;
            pend_data$d = 64'h0;
        end
    end

    always @(*) begin
        rest = keep_all;
        if (v0) begin
            rest = rest & 8'hf0;
        end
        if (v1) begin
            rest = rest & 8'hf;
        end
    end

endmodule // mpa_rx$align


module mpa_rx$align$in_mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // mpa_rx$align$in_mask


module mpa_rx$align$pend_mask(data,keep,out);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    output reg  [63:0] out;

    // Update code (custom)
    always @(*) out = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
endmodule // mpa_rx$align$pend_mask


module mpa_rx$crc(clock,reset,s_data,s_keep,s_last,s_valid,enable,m_crc,m_crc_valid,ctx_load,ctx_state,ctx_in_packet,state_out,in_packet_out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    input wire  enable;
    output wire  [31:0] m_crc;
    output wire  m_crc_valid;
    input wire  ctx_load;
    input wire  [31:0] ctx_state;
    input wire  ctx_in_packet;
    output wire  [31:0] state_out;
    output wire  in_packet_out;

    // Stub signals
    wire  [63:0] beat_term$data;
    wire  [7:0] beat_term$keep;
    wire  beat_term$first;
    wire  [31:0] beat_term$term;
    wire  [2:0] beat_term$tail;
    wire  [31:0] advance$state;
    wire  [31:0] advance$term;
    wire  advance$restart;
    wire  [31:0] advance$advanced;
    wire  [31:0] unshift_upper$x;
    wire  [2:0] unshift_upper$sel;
    wire  [31:0] unshift_upper$y;
    wire  [31:0] unshift_lower$x;
    wire  [2:0] unshift_lower$sel;
    wire  [31:0] unshift_lower$y;
    reg  in_packet$d;
    reg  in_packet$q;
    reg  a_valid$d;
    reg  a_valid$q;
    reg  a_advance$d;
    reg  a_advance$q;
    reg  a_first$d;
    reg  a_first$q;
    reg  a_last$d;
    reg  a_last$q;
    reg  [2:0] a_tail$d;
    reg  [2:0] a_tail$q;
    reg  [31:0] a_term$d;
    reg  [31:0] a_term$q;
    reg  [31:0] crc_state$d;
    reg  [31:0] crc_state$q;
    reg  b_last$d;
    reg  b_last$q;
    reg  [2:0] b_tail$d;
    reg  [2:0] b_tail$q;
    reg  c_last$d;
    reg  c_last$q;
    reg  [2:0] c_tail$d;
    reg  [2:0] c_tail$q;
    reg  [31:0] c_state$d;
    reg  [31:0] c_state$q;
    reg  out_valid$d;
    reg  out_valid$q;
    reg  [31:0] out_crc$d;
    reg  [31:0] out_crc$q;

    // Sub module instances
    mpa_rx$crc$beat_term beat_term(
        .data(beat_term$data),
        .keep(beat_term$keep),
        .first(beat_term$first),
        .term(beat_term$term),
        .tail(beat_term$tail)
    );
    mpa_rx$crc$advance advance(
        .state(advance$state),
        .term(advance$term),
        .restart(advance$restart),
        .advanced(advance$advanced)
    );
    mpa_rx$crc$unshift_upper unshift_upper(
        .x(unshift_upper$x),
        .sel(unshift_upper$sel),
        .y(unshift_upper$y)
    );
    mpa_rx$crc$unshift_lower unshift_lower(
        .x(unshift_lower$x),
        .sel(unshift_lower$sel),
        .y(unshift_lower$y)
    );

    // Registers
    initial begin
        in_packet$q = 1'h0;
        a_valid$q = 1'h0;
        a_advance$q = 1'h0;
        a_first$q = 1'h0;
        a_last$q = 1'h0;
        a_tail$q = 3'h0;
        a_term$q = 32'h0;
        crc_state$q = 32'h0;
        b_last$q = 1'h0;
        b_tail$q = 3'h0;
        c_last$q = 1'h0;
        c_tail$q = 3'h0;
        c_state$q = 32'h0;
        out_valid$q = 1'h0;
        out_crc$q = 32'h0;
    end

    always @(posedge clock) begin
        in_packet$q <= in_packet$d;
        a_valid$q <= a_valid$d;
        a_advance$q <= a_advance$d;
        a_first$q <= a_first$d;
        a_last$q <= a_last$d;
        a_tail$q <= a_tail$d;
        a_term$q <= a_term$d;
        crc_state$q <= crc_state$d;
        b_last$q <= b_last$d;
        b_tail$q <= b_tail$d;
        c_last$q <= c_last$d;
        c_tail$q <= c_tail$d;
        c_state$q <= c_state$d;
        out_valid$q <= out_valid$d;
        out_crc$q <= out_crc$d;
    end

    // Update code
    assign beat_term$data = s_data;
    assign beat_term$keep = s_keep;
    assign beat_term$first = ~in_packet$q;
    assign advance$state = crc_state$q;
    assign advance$term = a_term$q;
    assign advance$restart = a_first$q;
    assign unshift_upper$x = crc_state$q;
    assign unshift_upper$sel = b_tail$q;
    assign unshift_lower$x = c_state$q;
    assign unshift_lower$sel = c_tail$q;
    assign state_out = crc_state$q;
    assign in_packet_out = in_packet$q;
    assign m_crc = out_crc$q;
    assign m_crc_valid = out_valid$q;

    always @(*) begin
        in_packet$d = in_packet$q;
        a_valid$d = a_valid$q;
        a_advance$d = a_advance$q;
        a_first$d = a_first$q;
        a_last$d = a_last$q;
        a_tail$d = a_tail$q;
        a_term$d = a_term$q;
        crc_state$d = crc_state$q;
        b_last$d = b_last$q;
        b_tail$d = b_tail$q;
        c_last$d = c_last$q;
        c_tail$d = c_tail$q;
        c_state$d = c_state$q;
        out_valid$d = out_valid$q;
        out_crc$d = out_crc$q;
        if (enable) begin
            a_valid$d = s_valid;
            a_advance$d = |s_keep | (~in_packet$q & s_last);
            a_first$d = ~in_packet$q;
            a_last$d = s_last;
            a_tail$d = beat_term$tail;
            a_term$d = beat_term$term;
            if (s_valid & (|s_keep | s_last)) begin
                in_packet$d = ~s_last;
            end
            if (a_valid$q & a_advance$q) begin
                crc_state$d = advance$advanced;
            end
            b_last$d = a_valid$q & a_last$q;
            b_tail$d = a_tail$q;
            c_last$d = b_last$q;
            c_tail$d = b_tail$q;
            c_state$d = unshift_upper$y;
            out_valid$d = c_last$q;
            out_crc$d = unshift_lower$y;
        end
        if (enable & ctx_load) begin
            crc_state$d = ctx_state;
            in_packet$d = ctx_in_packet;
        end
        if (reset) begin
            in_packet$d = 1'b0;
            a_valid$d = 1'b0;
            b_last$d = 1'b0;
            c_last$d = 1'b0;
            out_valid$d = 1'b0;
        end
    end

endmodule // mpa_rx$crc


module mpa_rx$crc$advance(state,term,restart,advanced);

    // Module arguments
    input wire  [31:0] state;
    input wire  [31:0] term;
    input wire  restart;
    output reg  [31:0] advanced;

    // Update code (custom)
    wire [31:0] carried = restart ? 32'h0 : state;
    always @(*) begin
        advanced[0] = carried[0] ^ carried[2] ^ carried[5] ^ carried[10] ^ carried[11] ^ carried[13] ^ carried[16] ^ carried[17] ^ carried[18] ^ carried[19] ^ carried[21] ^ carried[22] ^ carried[27] ^ carried[28] ^ carried[29] ^ term[0];
        advanced[1] = carried[0] ^ carried[1] ^ carried[3] ^ carried[6] ^ carried[11] ^ carried[12] ^ carried[14] ^ carried[17] ^ carried[18] ^ carried[19] ^ carried[20] ^ carried[22] ^ carried[23] ^ carried[28] ^ carried[29] ^ carried[30] ^ term[1];
        advanced[2] = carried[0] ^ carried[1] ^ carried[2] ^ carried[4] ^ carried[7] ^ carried[12] ^ carried[13] ^ carried[15] ^ carried[18] ^ carried[19] ^ carried[20] ^ carried[21] ^ carried[23] ^ carried[24] ^ carried[29] ^ carried[30] ^ carried[31] ^ term[2];
        advanced[3] = carried[1] ^ carried[2] ^ carried[3] ^ carried[5] ^ carried[8] ^ carried[13] ^ carried[14] ^ carried[16] ^ carried[19] ^ carried[20] ^ carried[21] ^ carried[22] ^ carried[24] ^ carried[25] ^ carried[30] ^ carried[31] ^ term[3];
        advanced[4] = carried[3] ^ carried[4] ^ carried[5] ^ carried[6] ^ carried[9] ^ carried[10] ^ carried[11] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[16] ^ carried[18] ^ carried[19] ^ carried[20] ^ carried[23] ^ carried[25] ^ carried[26] ^ carried[27] ^ carried[28] ^ carried[29] ^ carried[31] ^ term[4];
        advanced[5] = carried[0] ^ carried[2] ^ carried[4] ^ carried[6] ^ carried[7] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[18] ^ carried[20] ^ carried[22] ^ carried[24] ^ carried[26] ^ carried[30] ^ term[5];
        advanced[6] = carried[1] ^ carried[2] ^ carried[3] ^ carried[7] ^ carried[8] ^ carried[10] ^ carried[11] ^ carried[14] ^ carried[15] ^ carried[17] ^ carried[18] ^ carried[22] ^ carried[23] ^ carried[25] ^ carried[28] ^ carried[29] ^ carried[31] ^ term[6];
        advanced[7] = carried[3] ^ carried[4] ^ carried[5] ^ carried[8] ^ carried[9] ^ carried[10] ^ carried[12] ^ carried[13] ^ carried[15] ^ carried[17] ^ carried[21] ^ carried[22] ^ carried[23] ^ carried[24] ^ carried[26] ^ carried[27] ^ carried[28] ^ carried[30] ^ term[7];
        advanced[8] = carried[0] ^ carried[4] ^ carried[5] ^ carried[6] ^ carried[9] ^ carried[10] ^ carried[11] ^ carried[13] ^ carried[14] ^ carried[16] ^ carried[18] ^ carried[22] ^ carried[23] ^ carried[24] ^ carried[25] ^ carried[27] ^ carried[28] ^ carried[29] ^ carried[31] ^ term[8];
        advanced[9] = carried[1] ^ carried[2] ^ carried[6] ^ carried[7] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[16] ^ carried[18] ^ carried[21] ^ carried[22] ^ carried[23] ^ carried[24] ^ carried[25] ^ carried[26] ^ carried[27] ^ carried[30] ^ term[9];
        advanced[10] = carried[0] ^ carried[3] ^ carried[5] ^ carried[7] ^ carried[8] ^ carried[10] ^ carried[11] ^ carried[14] ^ carried[15] ^ carried[18] ^ carried[21] ^ carried[23] ^ carried[24] ^ carried[25] ^ carried[26] ^ carried[29] ^ carried[31] ^ term[10];
        advanced[11] = carried[0] ^ carried[1] ^ carried[4] ^ carried[6] ^ carried[8] ^ carried[9] ^ carried[11] ^ carried[12] ^ carried[15] ^ carried[16] ^ carried[19] ^ carried[22] ^ carried[24] ^ carried[25] ^ carried[26] ^ carried[27] ^ carried[30] ^ term[11];
        advanced[12] = carried[0] ^ carried[1] ^ carried[7] ^ carried[9] ^ carried[11] ^ carried[12] ^ carried[18] ^ carried[19] ^ carried[20] ^ carried[21] ^ carried[22] ^ carried[23] ^ carried[25] ^ carried[26] ^ carried[29] ^ carried[31] ^ term[12];
        advanced[13] = carried[0] ^ carried[1] ^ carried[5] ^ carried[8] ^ carried[11] ^ carried[12] ^ carried[16] ^ carried[17] ^ carried[18] ^ carried[20] ^ carried[23] ^ carried[24] ^ carried[26] ^ carried[28] ^ carried[29] ^ carried[30] ^ term[13];
        advanced[14] = carried[0] ^ carried[1] ^ carried[5] ^ carried[6] ^ carried[9] ^ carried[10] ^ carried[11] ^ carried[12] ^ carried[16] ^ carried[22] ^ carried[24] ^ carried[25] ^ carried[28] ^ carried[30] ^ carried[31] ^ term[14];
        advanced[15] = carried[1] ^ carried[2] ^ carried[6] ^ carried[7] ^ carried[10] ^ carried[11] ^ carried[12] ^ carried[13] ^ carried[17] ^ carried[23] ^ carried[25] ^ carried[26] ^ carried[29] ^ carried[31] ^ term[15];
        advanced[16] = carried[2] ^ carried[3] ^ carried[7] ^ carried[8] ^ carried[11] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[18] ^ carried[24] ^ carried[26] ^ carried[27] ^ carried[30] ^ term[16];
        advanced[17] = carried[3] ^ carried[4] ^ carried[8] ^ carried[9] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[19] ^ carried[25] ^ carried[27] ^ carried[28] ^ carried[31] ^ term[17];
        advanced[18] = carried[0] ^ carried[2] ^ carried[4] ^ carried[9] ^ carried[11] ^ carried[14] ^ carried[15] ^ carried[17] ^ carried[18] ^ carried[19] ^ carried[20] ^ carried[21] ^ carried[22] ^ carried[26] ^ carried[27] ^ term[18];
        advanced[19] = carried[0] ^ carried[1] ^ carried[2] ^ carried[3] ^ carried[11] ^ carried[12] ^ carried[13] ^ carried[15] ^ carried[17] ^ carried[20] ^ carried[23] ^ carried[29] ^ term[19];
        advanced[20] = carried[0] ^ carried[1] ^ carried[2] ^ carried[3] ^ carried[4] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[16] ^ carried[18] ^ carried[21] ^ carried[24] ^ carried[30] ^ term[20];
        advanced[21] = carried[0] ^ carried[1] ^ carried[3] ^ carried[4] ^ carried[10] ^ carried[11] ^ carried[14] ^ carried[15] ^ carried[16] ^ carried[18] ^ carried[21] ^ carried[25] ^ carried[27] ^ carried[28] ^ carried[29] ^ carried[31] ^ term[21];
        advanced[22] = carried[1] ^ carried[4] ^ carried[10] ^ carried[12] ^ carried[13] ^ carried[15] ^ carried[18] ^ carried[21] ^ carried[26] ^ carried[27] ^ carried[30] ^ term[22];
        advanced[23] = carried[10] ^ carried[14] ^ carried[17] ^ carried[18] ^ carried[21] ^ carried[29] ^ carried[31] ^ term[23];
        advanced[24] = carried[0] ^ carried[2] ^ carried[5] ^ carried[10] ^ carried[13] ^ carried[15] ^ carried[16] ^ carried[17] ^ carried[21] ^ carried[27] ^ carried[28] ^ carried[29] ^ carried[30] ^ term[24];
        advanced[25] = carried[1] ^ carried[3] ^ carried[6] ^ carried[11] ^ carried[14] ^ carried[16] ^ carried[17] ^ carried[18] ^ carried[22] ^ carried[28] ^ carried[29] ^ carried[30] ^ carried[31] ^ term[25];
        advanced[26] = carried[4] ^ carried[5] ^ carried[7] ^ carried[10] ^ carried[11] ^ carried[12] ^ carried[13] ^ carried[15] ^ carried[16] ^ carried[21] ^ carried[22] ^ carried[23] ^ carried[27] ^ carried[28] ^ carried[30] ^ carried[31] ^ term[26];
        advanced[27] = carried[0] ^ carried[5] ^ carried[6] ^ carried[8] ^ carried[11] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[16] ^ carried[17] ^ carried[22] ^ carried[23] ^ carried[24] ^ carried[28] ^ carried[29] ^ carried[31] ^ term[27];
        advanced[28] = carried[1] ^ carried[6] ^ carried[7] ^ carried[9] ^ carried[12] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[17] ^ carried[18] ^ carried[23] ^ carried[24] ^ carried[25] ^ carried[29] ^ carried[30] ^ term[28];
        advanced[29] = carried[2] ^ carried[7] ^ carried[8] ^ carried[10] ^ carried[13] ^ carried[14] ^ carried[15] ^ carried[16] ^ carried[18] ^ carried[19] ^ carried[24] ^ carried[25] ^ carried[26] ^ carried[30] ^ carried[31] ^ term[29];
        advanced[30] = carried[0] ^ carried[3] ^ carried[8] ^ carried[9] ^ carried[11] ^ carried[14] ^ carried[15] ^ carried[16] ^ carried[17] ^ carried[19] ^ carried[20] ^ carried[25] ^ carried[26] ^ carried[27] ^ carried[31] ^ term[30];
        advanced[31] = carried[1] ^ carried[4] ^ carried[9] ^ carried[10] ^ carried[12] ^ carried[15] ^ carried[16] ^ carried[17] ^ carried[18] ^ carried[20] ^ carried[21] ^ carried[26] ^ carried[27] ^ carried[28] ^ term[31];
    end
endmodule // mpa_rx$crc$advance


module mpa_rx$crc$beat_term(data,keep,first,term,tail);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    input wire  first;
    output reg  [31:0] term;
    output reg  [2:0] tail;

    // Update code (custom)
    wire [63:0] masked = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
    reg [31:0] start_term;
    always @(*) begin
        casez (keep)
            8'b???????1: start_term = 32'h73d74d75;
            8'b??????10: start_term = 32'h44c19592;
            8'b?????100: start_term = 32'ha8d58375;
            8'b????1000: start_term = 32'hba8d89ca;
            8'b???10000: start_term = 32'hb798b438;
            8'b??100000: start_term = 32'h9f9b5c85;
            8'b?1000000: start_term = 32'h0e9e882d;
            8'b10000000: start_term = 32'had82acae;
            default: start_term = 32'hffffffff;
        endcase
    end

    always @(*) begin
        casez (keep)
            8'b1???????: tail = 3'd0;
            8'b01??????: tail = 3'd1;
            8'b001?????: tail = 3'd2;
            8'b0001????: tail = 3'd3;
            8'b00001???: tail = 3'd4;
            8'b000001??: tail = 3'd5;
            8'b0000001?: tail = 3'd6;
            8'b00000001: tail = 3'd7;
            default: tail = 3'd0;
        endcase
    end

    always @(*) begin
        term[0] = masked[0] ^ masked[2] ^ masked[5] ^ masked[10] ^ masked[11] ^ masked[13] ^ masked[16] ^ masked[17] ^ masked[18] ^ masked[19] ^ masked[21] ^ masked[22] ^ masked[27] ^ masked[28] ^ masked[29] ^ masked[33] ^ masked[34] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[39] ^ masked[41] ^ masked[43] ^ masked[46] ^ masked[47] ^ masked[48] ^ masked[52] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[60] ^ (first & start_term[0]);
        term[1] = masked[0] ^ masked[1] ^ masked[3] ^ masked[6] ^ masked[11] ^ masked[12] ^ masked[14] ^ masked[17] ^ masked[18] ^ masked[19] ^ masked[20] ^ masked[22] ^ masked[23] ^ masked[28] ^ masked[29] ^ masked[30] ^ masked[34] ^ masked[35] ^ masked[37] ^ masked[38] ^ masked[39] ^ masked[40] ^ masked[42] ^ masked[44] ^ masked[47] ^ masked[48] ^ masked[49] ^ masked[53] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[60] ^ masked[61] ^ (first & start_term[1]);
        term[2] = masked[0] ^ masked[1] ^ masked[2] ^ masked[4] ^ masked[7] ^ masked[12] ^ masked[13] ^ masked[15] ^ masked[18] ^ masked[19] ^ masked[20] ^ masked[21] ^ masked[23] ^ masked[24] ^ masked[29] ^ masked[30] ^ masked[31] ^ masked[35] ^ masked[36] ^ masked[38] ^ masked[39] ^ masked[40] ^ masked[41] ^ masked[43] ^ masked[45] ^ masked[48] ^ masked[49] ^ masked[50] ^ masked[54] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[60] ^ masked[61] ^ masked[62] ^ (first & start_term[2]);
        term[3] = masked[1] ^ masked[2] ^ masked[3] ^ masked[5] ^ masked[8] ^ masked[13] ^ masked[14] ^ masked[16] ^ masked[19] ^ masked[20] ^ masked[21] ^ masked[22] ^ masked[24] ^ masked[25] ^ masked[30] ^ masked[31] ^ masked[32] ^ masked[36] ^ masked[37] ^ masked[39] ^ masked[40] ^ masked[41] ^ masked[42] ^ masked[44] ^ masked[46] ^ masked[49] ^ masked[50] ^ masked[51] ^ masked[55] ^ masked[58] ^ masked[59] ^ masked[60] ^ masked[61] ^ masked[62] ^ masked[63] ^ (first & start_term[3]);
        term[4] = masked[3] ^ masked[4] ^ masked[5] ^ masked[6] ^ masked[9] ^ masked[10] ^ masked[11] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[16] ^ masked[18] ^ masked[19] ^ masked[20] ^ masked[23] ^ masked[25] ^ masked[26] ^ masked[27] ^ masked[28] ^ masked[29] ^ masked[31] ^ masked[32] ^ masked[34] ^ masked[36] ^ masked[39] ^ masked[40] ^ masked[42] ^ masked[45] ^ masked[46] ^ masked[48] ^ masked[50] ^ masked[51] ^ masked[55] ^ masked[57] ^ masked[58] ^ masked[61] ^ masked[62] ^ masked[63] ^ (first & start_term[4]);
        term[5] = masked[0] ^ masked[2] ^ masked[4] ^ masked[6] ^ masked[7] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[18] ^ masked[20] ^ masked[22] ^ masked[24] ^ masked[26] ^ masked[30] ^ masked[32] ^ masked[34] ^ masked[35] ^ masked[36] ^ masked[38] ^ masked[39] ^ masked[40] ^ masked[48] ^ masked[49] ^ masked[51] ^ masked[55] ^ masked[57] ^ masked[60] ^ masked[62] ^ masked[63] ^ (first & start_term[5]);
        term[6] = masked[1] ^ masked[2] ^ masked[3] ^ masked[7] ^ masked[8] ^ masked[10] ^ masked[11] ^ masked[14] ^ masked[15] ^ masked[17] ^ masked[18] ^ masked[22] ^ masked[23] ^ masked[25] ^ masked[28] ^ masked[29] ^ masked[31] ^ masked[34] ^ masked[35] ^ masked[38] ^ masked[40] ^ masked[43] ^ masked[46] ^ masked[47] ^ masked[48] ^ masked[49] ^ masked[50] ^ masked[55] ^ masked[57] ^ masked[59] ^ masked[60] ^ masked[61] ^ masked[63] ^ (first & start_term[6]);
        term[7] = masked[3] ^ masked[4] ^ masked[5] ^ masked[8] ^ masked[9] ^ masked[10] ^ masked[12] ^ masked[13] ^ masked[15] ^ masked[17] ^ masked[21] ^ masked[22] ^ masked[23] ^ masked[24] ^ masked[26] ^ masked[27] ^ masked[28] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[37] ^ masked[38] ^ masked[43] ^ masked[44] ^ masked[46] ^ masked[49] ^ masked[50] ^ masked[51] ^ masked[52] ^ masked[55] ^ masked[57] ^ masked[59] ^ masked[61] ^ masked[62] ^ (first & start_term[7]);
        term[8] = masked[0] ^ masked[4] ^ masked[5] ^ masked[6] ^ masked[9] ^ masked[10] ^ masked[11] ^ masked[13] ^ masked[14] ^ masked[16] ^ masked[18] ^ masked[22] ^ masked[23] ^ masked[24] ^ masked[25] ^ masked[27] ^ masked[28] ^ masked[29] ^ masked[31] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[36] ^ masked[38] ^ masked[39] ^ masked[44] ^ masked[45] ^ masked[47] ^ masked[50] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[56] ^ masked[58] ^ masked[60] ^ masked[62] ^ masked[63] ^ (first & start_term[8]);
        term[9] = masked[1] ^ masked[2] ^ masked[6] ^ masked[7] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[16] ^ masked[18] ^ masked[21] ^ masked[22] ^ masked[23] ^ masked[24] ^ masked[25] ^ masked[26] ^ masked[27] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[35] ^ masked[38] ^ masked[40] ^ masked[41] ^ masked[43] ^ masked[45] ^ masked[47] ^ masked[51] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[58] ^ masked[60] ^ masked[61] ^ masked[63] ^ (first & start_term[9]);
        term[10] = masked[0] ^ masked[3] ^ masked[5] ^ masked[7] ^ masked[8] ^ masked[10] ^ masked[11] ^ masked[14] ^ masked[15] ^ masked[18] ^ masked[21] ^ masked[23] ^ masked[24] ^ masked[25] ^ masked[26] ^ masked[29] ^ masked[31] ^ masked[37] ^ masked[38] ^ masked[42] ^ masked[43] ^ masked[44] ^ masked[47] ^ masked[54] ^ masked[58] ^ masked[60] ^ masked[61] ^ masked[62] ^ (first & start_term[10]);
        term[11] = masked[0] ^ masked[1] ^ masked[4] ^ masked[6] ^ masked[8] ^ masked[9] ^ masked[11] ^ masked[12] ^ masked[15] ^ masked[16] ^ masked[19] ^ masked[22] ^ masked[24] ^ masked[25] ^ masked[26] ^ masked[27] ^ masked[30] ^ masked[32] ^ masked[38] ^ masked[39] ^ masked[43] ^ masked[44] ^ masked[45] ^ masked[48] ^ masked[55] ^ masked[59] ^ masked[61] ^ masked[62] ^ masked[63] ^ (first & start_term[11]);
        term[12] = masked[0] ^ masked[1] ^ masked[7] ^ masked[9] ^ masked[11] ^ masked[12] ^ masked[18] ^ masked[19] ^ masked[20] ^ masked[21] ^ masked[22] ^ masked[23] ^ masked[25] ^ masked[26] ^ masked[29] ^ masked[31] ^ masked[34] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[40] ^ masked[41] ^ masked[43] ^ masked[44] ^ masked[45] ^ masked[47] ^ masked[48] ^ masked[49] ^ masked[52] ^ masked[55] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[62] ^ masked[63] ^ (first & start_term[12]);
        term[13] = masked[0] ^ masked[1] ^ masked[5] ^ masked[8] ^ masked[11] ^ masked[12] ^ masked[16] ^ masked[17] ^ masked[18] ^ masked[20] ^ masked[23] ^ masked[24] ^ masked[26] ^ masked[28] ^ masked[29] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[36] ^ masked[42] ^ masked[43] ^ masked[44] ^ masked[45] ^ masked[47] ^ masked[49] ^ masked[50] ^ masked[52] ^ masked[53] ^ masked[55] ^ masked[57] ^ masked[63] ^ (first & start_term[13]);
        term[14] = masked[0] ^ masked[1] ^ masked[5] ^ masked[6] ^ masked[9] ^ masked[10] ^ masked[11] ^ masked[12] ^ masked[16] ^ masked[22] ^ masked[24] ^ masked[25] ^ masked[28] ^ masked[30] ^ masked[31] ^ masked[35] ^ masked[38] ^ masked[39] ^ masked[41] ^ masked[44] ^ masked[45] ^ masked[47] ^ masked[50] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[57] ^ masked[59] ^ masked[60] ^ (first & start_term[14]);
        term[15] = masked[1] ^ masked[2] ^ masked[6] ^ masked[7] ^ masked[10] ^ masked[11] ^ masked[12] ^ masked[13] ^ masked[17] ^ masked[23] ^ masked[25] ^ masked[26] ^ masked[29] ^ masked[31] ^ masked[32] ^ masked[36] ^ masked[39] ^ masked[40] ^ masked[42] ^ masked[45] ^ masked[46] ^ masked[48] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[58] ^ masked[60] ^ masked[61] ^ (first & start_term[15]);
        term[16] = masked[2] ^ masked[3] ^ masked[7] ^ masked[8] ^ masked[11] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[18] ^ masked[24] ^ masked[26] ^ masked[27] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[37] ^ masked[40] ^ masked[41] ^ masked[43] ^ masked[46] ^ masked[47] ^ masked[49] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[59] ^ masked[61] ^ masked[62] ^ (first & start_term[16]);
        term[17] = masked[3] ^ masked[4] ^ masked[8] ^ masked[9] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[19] ^ masked[25] ^ masked[27] ^ masked[28] ^ masked[31] ^ masked[33] ^ masked[34] ^ masked[38] ^ masked[41] ^ masked[42] ^ masked[44] ^ masked[47] ^ masked[48] ^ masked[50] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[60] ^ masked[62] ^ masked[63] ^ (first & start_term[17]);
        term[18] = masked[0] ^ masked[2] ^ masked[4] ^ masked[9] ^ masked[11] ^ masked[14] ^ masked[15] ^ masked[17] ^ masked[18] ^ masked[19] ^ masked[20] ^ masked[21] ^ masked[22] ^ masked[26] ^ masked[27] ^ masked[32] ^ masked[33] ^ masked[35] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[41] ^ masked[42] ^ masked[45] ^ masked[46] ^ masked[47] ^ masked[49] ^ masked[51] ^ masked[52] ^ masked[54] ^ masked[60] ^ masked[61] ^ masked[63] ^ (first & start_term[18]);
        term[19] = masked[0] ^ masked[1] ^ masked[2] ^ masked[3] ^ masked[11] ^ masked[12] ^ masked[13] ^ masked[15] ^ masked[17] ^ masked[20] ^ masked[23] ^ masked[29] ^ masked[41] ^ masked[42] ^ masked[50] ^ masked[53] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[60] ^ masked[61] ^ masked[62] ^ (first & start_term[19]);
        term[20] = masked[0] ^ masked[1] ^ masked[2] ^ masked[3] ^ masked[4] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[16] ^ masked[18] ^ masked[21] ^ masked[24] ^ masked[30] ^ masked[42] ^ masked[43] ^ masked[51] ^ masked[54] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[60] ^ masked[61] ^ masked[62] ^ masked[63] ^ (first & start_term[20]);
        term[21] = masked[0] ^ masked[1] ^ masked[3] ^ masked[4] ^ masked[10] ^ masked[11] ^ masked[14] ^ masked[15] ^ masked[16] ^ masked[18] ^ masked[21] ^ masked[25] ^ masked[27] ^ masked[28] ^ masked[29] ^ masked[31] ^ masked[33] ^ masked[34] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[39] ^ masked[41] ^ masked[44] ^ masked[46] ^ masked[47] ^ masked[48] ^ masked[56] ^ masked[57] ^ masked[61] ^ masked[62] ^ masked[63] ^ (first & start_term[21]);
        term[22] = masked[1] ^ masked[4] ^ masked[10] ^ masked[12] ^ masked[13] ^ masked[15] ^ masked[18] ^ masked[21] ^ masked[26] ^ masked[27] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[35] ^ masked[36] ^ masked[40] ^ masked[41] ^ masked[42] ^ masked[43] ^ masked[45] ^ masked[46] ^ masked[49] ^ masked[52] ^ masked[55] ^ masked[56] ^ masked[59] ^ masked[60] ^ masked[62] ^ masked[63] ^ (first & start_term[22]);
        term[23] = masked[10] ^ masked[14] ^ masked[17] ^ masked[18] ^ masked[21] ^ masked[29] ^ masked[31] ^ masked[38] ^ masked[39] ^ masked[42] ^ masked[44] ^ masked[48] ^ masked[50] ^ masked[52] ^ masked[53] ^ masked[55] ^ masked[58] ^ masked[59] ^ masked[61] ^ masked[63] ^ (first & start_term[23]);
        term[24] = masked[0] ^ masked[2] ^ masked[5] ^ masked[10] ^ masked[13] ^ masked[15] ^ masked[16] ^ masked[17] ^ masked[21] ^ masked[27] ^ masked[28] ^ masked[29] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[34] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[40] ^ masked[41] ^ masked[45] ^ masked[46] ^ masked[47] ^ masked[48] ^ masked[49] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[57] ^ masked[58] ^ masked[62] ^ (first & start_term[24]);
        term[25] = masked[1] ^ masked[3] ^ masked[6] ^ masked[11] ^ masked[14] ^ masked[16] ^ masked[17] ^ masked[18] ^ masked[22] ^ masked[28] ^ masked[29] ^ masked[30] ^ masked[31] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[37] ^ masked[38] ^ masked[39] ^ masked[41] ^ masked[42] ^ masked[46] ^ masked[47] ^ masked[48] ^ masked[49] ^ masked[50] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[58] ^ masked[59] ^ masked[63] ^ (first & start_term[25]);
        term[26] = masked[4] ^ masked[5] ^ masked[7] ^ masked[10] ^ masked[11] ^ masked[12] ^ masked[13] ^ masked[15] ^ masked[16] ^ masked[21] ^ masked[22] ^ masked[23] ^ masked[27] ^ masked[28] ^ masked[30] ^ masked[31] ^ masked[32] ^ masked[33] ^ masked[35] ^ masked[37] ^ masked[40] ^ masked[41] ^ masked[42] ^ masked[46] ^ masked[49] ^ masked[50] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[58] ^ (first & start_term[26]);
        term[27] = masked[0] ^ masked[5] ^ masked[6] ^ masked[8] ^ masked[11] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[16] ^ masked[17] ^ masked[22] ^ masked[23] ^ masked[24] ^ masked[28] ^ masked[29] ^ masked[31] ^ masked[32] ^ masked[33] ^ masked[34] ^ masked[36] ^ masked[38] ^ masked[41] ^ masked[42] ^ masked[43] ^ masked[47] ^ masked[50] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[59] ^ (first & start_term[27]);
        term[28] = masked[1] ^ masked[6] ^ masked[7] ^ masked[9] ^ masked[12] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[17] ^ masked[18] ^ masked[23] ^ masked[24] ^ masked[25] ^ masked[29] ^ masked[30] ^ masked[32] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[37] ^ masked[39] ^ masked[42] ^ masked[43] ^ masked[44] ^ masked[48] ^ masked[51] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[60] ^ (first & start_term[28]);
        term[29] = masked[2] ^ masked[7] ^ masked[8] ^ masked[10] ^ masked[13] ^ masked[14] ^ masked[15] ^ masked[16] ^ masked[18] ^ masked[19] ^ masked[24] ^ masked[25] ^ masked[26] ^ masked[30] ^ masked[31] ^ masked[33] ^ masked[34] ^ masked[35] ^ masked[36] ^ masked[38] ^ masked[40] ^ masked[43] ^ masked[44] ^ masked[45] ^ masked[49] ^ masked[52] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[61] ^ (first & start_term[29]);
        term[30] = masked[0] ^ masked[3] ^ masked[8] ^ masked[9] ^ masked[11] ^ masked[14] ^ masked[15] ^ masked[16] ^ masked[17] ^ masked[19] ^ masked[20] ^ masked[25] ^ masked[26] ^ masked[27] ^ masked[31] ^ masked[32] ^ masked[34] ^ masked[35] ^ masked[36] ^ masked[37] ^ masked[39] ^ masked[41] ^ masked[44] ^ masked[45] ^ masked[46] ^ masked[50] ^ masked[53] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[62] ^ (first & start_term[30]);
        term[31] = masked[1] ^ masked[4] ^ masked[9] ^ masked[10] ^ masked[12] ^ masked[15] ^ masked[16] ^ masked[17] ^ masked[18] ^ masked[20] ^ masked[21] ^ masked[26] ^ masked[27] ^ masked[28] ^ masked[32] ^ masked[33] ^ masked[35] ^ masked[36] ^ masked[37] ^ masked[38] ^ masked[40] ^ masked[42] ^ masked[45] ^ masked[46] ^ masked[47] ^ masked[51] ^ masked[54] ^ masked[55] ^ masked[56] ^ masked[57] ^ masked[58] ^ masked[59] ^ masked[63] ^ (first & start_term[31]);
    end
endmodule // mpa_rx$crc$beat_term


module mpa_rx$crc$unshift_lower(x,sel,y);

    // Module arguments
    input wire  [31:0] x;
    input wire  [2:0] sel;
    output reg  [31:0] y;

    // Update code (custom)
    always @(*) begin
        case (sel)
            3'd0, 3'd4: begin
                y[0] = ~(x[0]);
                y[1] = ~(x[1]);
                y[2] = ~(x[2]);
                y[3] = ~(x[3]);
                y[4] = ~(x[4]);
                y[5] = ~(x[5]);
                y[6] = ~(x[6]);
                y[7] = ~(x[7]);
                y[8] = ~(x[8]);
                y[9] = ~(x[9]);
                y[10] = ~(x[10]);
                y[11] = ~(x[11]);
                y[12] = ~(x[12]);
                y[13] = ~(x[13]);
                y[14] = ~(x[14]);
                y[15] = ~(x[15]);
                y[16] = ~(x[16]);
                y[17] = ~(x[17]);
                y[18] = ~(x[18]);
                y[19] = ~(x[19]);
                y[20] = ~(x[20]);
                y[21] = ~(x[21]);
                y[22] = ~(x[22]);
                y[23] = ~(x[23]);
                y[24] = ~(x[24]);
                y[25] = ~(x[25]);
                y[26] = ~(x[26]);
                y[27] = ~(x[27]);
                y[28] = ~(x[28]);
                y[29] = ~(x[29]);
                y[30] = ~(x[30]);
                y[31] = ~(x[31]);
            end
            3'd1, 3'd5: begin
                y[0] = ~(x[24] ^ x[30]);
                y[1] = ~(x[25] ^ x[31]);
                y[2] = ~(x[26]);
                y[3] = ~(x[27]);
                y[4] = ~(x[24] ^ x[28] ^ x[30]);
                y[5] = ~(x[24] ^ x[25] ^ x[29] ^ x[30] ^ x[31]);
                y[6] = ~(x[24] ^ x[25] ^ x[26] ^ x[31]);
                y[7] = ~(x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[30]);
                y[8] = ~(x[0] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[31]);
                y[9] = ~(x[1] ^ x[24] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[30]);
                y[10] = ~(x[2] ^ x[24] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[31]);
                y[11] = ~(x[3] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[30]);
                y[12] = ~(x[4] ^ x[24] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[13] = ~(x[5] ^ x[24] ^ x[25] ^ x[27] ^ x[28]);
                y[14] = ~(x[6] ^ x[24] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[30]);
                y[15] = ~(x[7] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[16] = ~(x[8] ^ x[26] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[17] = ~(x[9] ^ x[27] ^ x[28] ^ x[29] ^ x[31]);
                y[18] = ~(x[10] ^ x[24] ^ x[28] ^ x[29]);
                y[19] = ~(x[11] ^ x[24] ^ x[25] ^ x[29]);
                y[20] = ~(x[12] ^ x[25] ^ x[26] ^ x[30]);
                y[21] = ~(x[13] ^ x[24] ^ x[26] ^ x[27] ^ x[30] ^ x[31]);
                y[22] = ~(x[14] ^ x[24] ^ x[25] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[23] = ~(x[15] ^ x[24] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[24] = ~(x[16] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[25] = ~(x[17] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30]);
                y[26] = ~(x[18] ^ x[24] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[27] = ~(x[19] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[28] = ~(x[20] ^ x[26] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[29] = ~(x[21] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[30] = ~(x[22] ^ x[28] ^ x[30] ^ x[31]);
                y[31] = ~(x[23] ^ x[29] ^ x[31]);
            end
            3'd2, 3'd6: begin
                y[0] = ~(x[16] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[30]);
                y[1] = ~(x[17] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[2] = ~(x[18] ^ x[24] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[3] = ~(x[19] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[4] = ~(x[16] ^ x[20] ^ x[22] ^ x[24] ^ x[25] ^ x[27] ^ x[31]);
                y[5] = ~(x[16] ^ x[17] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[27] ^ x[29] ^ x[30]);
                y[6] = ~(x[16] ^ x[17] ^ x[18] ^ x[23] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[7] = ~(x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[22] ^ x[25] ^ x[26] ^ x[29]);
                y[8] = ~(x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[23] ^ x[26] ^ x[27] ^ x[30]);
                y[9] = ~(x[16] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[25] ^ x[26] ^ x[29] ^ x[30] ^ x[31]);
                y[10] = ~(x[16] ^ x[17] ^ x[19] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[28] ^ x[29] ^ x[31]);
                y[11] = ~(x[17] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[29] ^ x[30]);
                y[12] = ~(x[16] ^ x[18] ^ x[19] ^ x[21] ^ x[23] ^ x[24] ^ x[28] ^ x[29] ^ x[31]);
                y[13] = ~(x[16] ^ x[17] ^ x[19] ^ x[20] ^ x[26] ^ x[27] ^ x[28]);
                y[14] = ~(x[16] ^ x[17] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[30]);
                y[15] = ~(x[17] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[31]);
                y[16] = ~(x[0] ^ x[18] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[28]);
                y[17] = ~(x[1] ^ x[19] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[27] ^ x[28] ^ x[29]);
                y[18] = ~(x[2] ^ x[16] ^ x[20] ^ x[21] ^ x[27]);
                y[19] = ~(x[3] ^ x[16] ^ x[17] ^ x[21] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[30]);
                y[20] = ~(x[4] ^ x[17] ^ x[18] ^ x[22] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[21] = ~(x[5] ^ x[16] ^ x[18] ^ x[19] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[30] ^ x[31]);
                y[22] = ~(x[6] ^ x[16] ^ x[17] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[27] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[23] = ~(x[7] ^ x[16] ^ x[17] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[31]);
                y[24] = ~(x[8] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[21] ^ x[23] ^ x[25] ^ x[29] ^ x[30]);
                y[25] = ~(x[9] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[22] ^ x[24] ^ x[26] ^ x[30] ^ x[31]);
                y[26] = ~(x[10] ^ x[16] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[27] = ~(x[11] ^ x[17] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[28] = ~(x[12] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[28] ^ x[30] ^ x[31]);
                y[29] = ~(x[13] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[30] = ~(x[14] ^ x[20] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30]);
                y[31] = ~(x[15] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[31]);
            end
            3'd3, 3'd7: begin
                y[0] = ~(x[8] ^ x[14] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[24] ^ x[26] ^ x[27] ^ x[28] ^ x[29]);
                y[1] = ~(x[9] ^ x[15] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[30]);
                y[2] = ~(x[10] ^ x[16] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[3] = ~(x[11] ^ x[17] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[4] = ~(x[8] ^ x[12] ^ x[14] ^ x[16] ^ x[17] ^ x[19] ^ x[23] ^ x[25] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[5] = ~(x[8] ^ x[9] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[19] ^ x[21] ^ x[22] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[6] = ~(x[8] ^ x[9] ^ x[10] ^ x[15] ^ x[18] ^ x[19] ^ x[21] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[7] = ~(x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[14] ^ x[17] ^ x[18] ^ x[21] ^ x[25] ^ x[26] ^ x[29] ^ x[30] ^ x[31]);
                y[8] = ~(x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[15] ^ x[18] ^ x[19] ^ x[22] ^ x[26] ^ x[27] ^ x[30] ^ x[31]);
                y[9] = ~(x[8] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[17] ^ x[18] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[29] ^ x[31]);
                y[10] = ~(x[8] ^ x[9] ^ x[11] ^ x[12] ^ x[13] ^ x[15] ^ x[16] ^ x[17] ^ x[20] ^ x[21] ^ x[23] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[30]);
                y[11] = ~(x[9] ^ x[10] ^ x[12] ^ x[13] ^ x[14] ^ x[16] ^ x[17] ^ x[18] ^ x[21] ^ x[22] ^ x[24] ^ x[26] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[12] = ~(x[8] ^ x[10] ^ x[11] ^ x[13] ^ x[15] ^ x[16] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[29] ^ x[30] ^ x[31]);
                y[13] = ~(x[8] ^ x[9] ^ x[11] ^ x[12] ^ x[18] ^ x[19] ^ x[20] ^ x[25] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[14] = ~(x[8] ^ x[9] ^ x[10] ^ x[12] ^ x[13] ^ x[14] ^ x[16] ^ x[17] ^ x[18] ^ x[22] ^ x[24] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[15] = ~(x[9] ^ x[10] ^ x[11] ^ x[13] ^ x[14] ^ x[15] ^ x[17] ^ x[18] ^ x[19] ^ x[23] ^ x[25] ^ x[28] ^ x[29] ^ x[31]);
                y[16] = ~(x[10] ^ x[11] ^ x[12] ^ x[14] ^ x[15] ^ x[16] ^ x[18] ^ x[19] ^ x[20] ^ x[24] ^ x[26] ^ x[29] ^ x[30]);
                y[17] = ~(x[11] ^ x[12] ^ x[13] ^ x[15] ^ x[16] ^ x[17] ^ x[19] ^ x[20] ^ x[21] ^ x[25] ^ x[27] ^ x[30] ^ x[31]);
                y[18] = ~(x[8] ^ x[12] ^ x[13] ^ x[19] ^ x[24] ^ x[27] ^ x[29] ^ x[31]);
                y[19] = ~(x[8] ^ x[9] ^ x[13] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[30]);
                y[20] = ~(x[9] ^ x[10] ^ x[14] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[21] = ~(x[8] ^ x[10] ^ x[11] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[22] ^ x[23] ^ x[31]);
                y[22] = ~(x[8] ^ x[9] ^ x[11] ^ x[12] ^ x[14] ^ x[15] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[26] ^ x[27] ^ x[28] ^ x[29]);
                y[23] = ~(x[8] ^ x[9] ^ x[10] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[17] ^ x[18] ^ x[19] ^ x[23] ^ x[26] ^ x[30]);
                y[24] = ~(x[0] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[13] ^ x[15] ^ x[17] ^ x[21] ^ x[22] ^ x[26] ^ x[28] ^ x[29] ^ x[31]);
                y[25] = ~(x[1] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[14] ^ x[16] ^ x[18] ^ x[22] ^ x[23] ^ x[27] ^ x[29] ^ x[30]);
                y[26] = ~(x[2] ^ x[8] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[26] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[27] = ~(x[3] ^ x[9] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[28] = ~(x[4] ^ x[10] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[20] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[28] ^ x[29] ^ x[31]);
                y[29] = ~(x[5] ^ x[11] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[29] ^ x[30]);
                y[30] = ~(x[6] ^ x[12] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[30] ^ x[31]);
                y[31] = ~(x[7] ^ x[13] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[31]);
            end
            default: y = 32'h0;
        endcase
    end
endmodule // mpa_rx$crc$unshift_lower


module mpa_rx$crc$unshift_upper(x,sel,y);

    // Module arguments
    input wire  [31:0] x;
    input wire  [2:0] sel;
    output reg  [31:0] y;

    // Update code (custom)
    always @(*) begin
        case (sel)
            3'd0, 3'd1, 3'd2, 3'd3: begin
                y[0] = (x[0]);
                y[1] = (x[1]);
                y[2] = (x[2]);
                y[3] = (x[3]);
                y[4] = (x[4]);
                y[5] = (x[5]);
                y[6] = (x[6]);
                y[7] = (x[7]);
                y[8] = (x[8]);
                y[9] = (x[9]);
                y[10] = (x[10]);
                y[11] = (x[11]);
                y[12] = (x[12]);
                y[13] = (x[13]);
                y[14] = (x[14]);
                y[15] = (x[15]);
                y[16] = (x[16]);
                y[17] = (x[17]);
                y[18] = (x[18]);
                y[19] = (x[19]);
                y[20] = (x[20]);
                y[21] = (x[21]);
                y[22] = (x[22]);
                y[23] = (x[23]);
                y[24] = (x[24]);
                y[25] = (x[25]);
                y[26] = (x[26]);
                y[27] = (x[27]);
                y[28] = (x[28]);
                y[29] = (x[29]);
                y[30] = (x[30]);
                y[31] = (x[31]);
            end
            3'd4, 3'd5, 3'd6, 3'd7: begin
                y[0] = (x[0] ^ x[6] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[16] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[24] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[30]);
                y[1] = (x[1] ^ x[7] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[17] ^ x[19] ^ x[20] ^ x[21] ^ x[22] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[30] ^ x[31]);
                y[2] = (x[2] ^ x[8] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[26] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[3] = (x[3] ^ x[9] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[4] = (x[0] ^ x[4] ^ x[6] ^ x[8] ^ x[9] ^ x[11] ^ x[15] ^ x[17] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[27] ^ x[30] ^ x[31]);
                y[5] = (x[0] ^ x[1] ^ x[5] ^ x[6] ^ x[7] ^ x[8] ^ x[11] ^ x[13] ^ x[14] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[6] = (x[0] ^ x[1] ^ x[2] ^ x[7] ^ x[10] ^ x[11] ^ x[13] ^ x[15] ^ x[16] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[7] = (x[0] ^ x[1] ^ x[2] ^ x[3] ^ x[6] ^ x[9] ^ x[10] ^ x[13] ^ x[17] ^ x[18] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[29]);
                y[8] = (x[1] ^ x[2] ^ x[3] ^ x[4] ^ x[7] ^ x[10] ^ x[11] ^ x[14] ^ x[18] ^ x[19] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[30]);
                y[9] = (x[0] ^ x[2] ^ x[3] ^ x[4] ^ x[5] ^ x[6] ^ x[9] ^ x[10] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[18] ^ x[21] ^ x[23] ^ x[29] ^ x[30] ^ x[31]);
                y[10] = (x[0] ^ x[1] ^ x[3] ^ x[4] ^ x[5] ^ x[7] ^ x[8] ^ x[9] ^ x[12] ^ x[13] ^ x[15] ^ x[17] ^ x[18] ^ x[20] ^ x[21] ^ x[22] ^ x[25] ^ x[27] ^ x[28] ^ x[29] ^ x[31]);
                y[11] = (x[1] ^ x[2] ^ x[4] ^ x[5] ^ x[6] ^ x[8] ^ x[9] ^ x[10] ^ x[13] ^ x[14] ^ x[16] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[26] ^ x[28] ^ x[29] ^ x[30]);
                y[12] = (x[0] ^ x[2] ^ x[3] ^ x[5] ^ x[7] ^ x[8] ^ x[12] ^ x[13] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[28] ^ x[31]);
                y[13] = (x[0] ^ x[1] ^ x[3] ^ x[4] ^ x[10] ^ x[11] ^ x[12] ^ x[17] ^ x[20] ^ x[21] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30]);
                y[14] = (x[0] ^ x[1] ^ x[2] ^ x[4] ^ x[5] ^ x[6] ^ x[8] ^ x[9] ^ x[10] ^ x[14] ^ x[16] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[30] ^ x[31]);
                y[15] = (x[1] ^ x[2] ^ x[3] ^ x[5] ^ x[6] ^ x[7] ^ x[9] ^ x[10] ^ x[11] ^ x[15] ^ x[17] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[31]);
                y[16] = (x[2] ^ x[3] ^ x[4] ^ x[6] ^ x[7] ^ x[8] ^ x[10] ^ x[11] ^ x[12] ^ x[16] ^ x[18] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[27] ^ x[28]);
                y[17] = (x[3] ^ x[4] ^ x[5] ^ x[7] ^ x[8] ^ x[9] ^ x[11] ^ x[12] ^ x[13] ^ x[17] ^ x[19] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[28] ^ x[29]);
                y[18] = (x[0] ^ x[4] ^ x[5] ^ x[11] ^ x[16] ^ x[19] ^ x[21] ^ x[23] ^ x[25] ^ x[26] ^ x[28]);
                y[19] = (x[0] ^ x[1] ^ x[5] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[13] ^ x[14] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[25] ^ x[26] ^ x[28] ^ x[30]);
                y[20] = (x[1] ^ x[2] ^ x[6] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[14] ^ x[15] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[21] = (x[0] ^ x[2] ^ x[3] ^ x[6] ^ x[7] ^ x[8] ^ x[9] ^ x[14] ^ x[15] ^ x[23] ^ x[25] ^ x[29]);
                y[22] = (x[0] ^ x[1] ^ x[3] ^ x[4] ^ x[6] ^ x[7] ^ x[11] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[18] ^ x[19] ^ x[20] ^ x[21] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[29]);
                y[23] = (x[0] ^ x[1] ^ x[2] ^ x[4] ^ x[5] ^ x[6] ^ x[7] ^ x[9] ^ x[10] ^ x[11] ^ x[15] ^ x[18] ^ x[22] ^ x[24] ^ x[25] ^ x[26]);
                y[24] = (x[0] ^ x[1] ^ x[2] ^ x[3] ^ x[5] ^ x[7] ^ x[9] ^ x[13] ^ x[14] ^ x[18] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[26] ^ x[28] ^ x[29] ^ x[30]);
                y[25] = (x[1] ^ x[2] ^ x[3] ^ x[4] ^ x[6] ^ x[8] ^ x[10] ^ x[14] ^ x[15] ^ x[19] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[27] ^ x[29] ^ x[30] ^ x[31]);
                y[26] = (x[0] ^ x[2] ^ x[3] ^ x[4] ^ x[5] ^ x[6] ^ x[7] ^ x[8] ^ x[10] ^ x[12] ^ x[13] ^ x[14] ^ x[15] ^ x[18] ^ x[19] ^ x[21] ^ x[22] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[29] ^ x[31]);
                y[27] = (x[1] ^ x[3] ^ x[4] ^ x[5] ^ x[6] ^ x[7] ^ x[8] ^ x[9] ^ x[11] ^ x[13] ^ x[14] ^ x[15] ^ x[16] ^ x[19] ^ x[20] ^ x[22] ^ x[23] ^ x[24] ^ x[25] ^ x[27] ^ x[28] ^ x[30]);
                y[28] = (x[2] ^ x[4] ^ x[5] ^ x[6] ^ x[7] ^ x[8] ^ x[9] ^ x[10] ^ x[12] ^ x[14] ^ x[15] ^ x[16] ^ x[17] ^ x[20] ^ x[21] ^ x[23] ^ x[24] ^ x[25] ^ x[26] ^ x[28] ^ x[29] ^ x[31]);
                y[29] = (x[3] ^ x[5] ^ x[6] ^ x[7] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[13] ^ x[15] ^ x[16] ^ x[17] ^ x[18] ^ x[21] ^ x[22] ^ x[24] ^ x[25] ^ x[26] ^ x[27] ^ x[29] ^ x[30]);
                y[30] = (x[4] ^ x[6] ^ x[7] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[14] ^ x[16] ^ x[17] ^ x[18] ^ x[19] ^ x[22] ^ x[23] ^ x[25] ^ x[26] ^ x[27] ^ x[28] ^ x[30] ^ x[31]);
                y[31] = (x[5] ^ x[7] ^ x[8] ^ x[9] ^ x[10] ^ x[11] ^ x[12] ^ x[13] ^ x[15] ^ x[17] ^ x[18] ^ x[19] ^ x[20] ^ x[23] ^ x[24] ^ x[26] ^ x[27] ^ x[28] ^ x[29] ^ x[31]);
            end
            default: y = 32'h0;
        endcase
    end
endmodule // mpa_rx$crc$unshift_upper


module mpa_rx$def(clock,reset,data,v0,v1,take,hdr_bad0,hdr_words0,hdr_tail0,hdr_one0,hdr_two0,hdr_one1,hdr_two1,hdr_bad1,hdr_words1,hdr_tail1,content0,content1,first0,first1,last0,last1,tail,crc0,crc1,len_err0,len_err1,merr_at_crc,crc_data,crc_keep,crc_last,crc_valid,ctx_load,pos_in,state_in,hdr_in,left_in,tail_in,merr_in,markers_in,max_ulpdu_in,half_v_in,half_w_in,pos_out,state_out,hdr_out,left_out,tail_out,merr_out,markers_out,max_ulpdu_out,half_v_out,half_w_out);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] data;
    input wire  v0;
    input wire  v1;
    input wire  take;
    input wire  hdr_bad0;
    input wire  [15:0] hdr_words0;
    input wire  [1:0] hdr_tail0;
    input wire  hdr_one0;
    input wire  hdr_two0;
    input wire  hdr_one1;
    input wire  hdr_two1;
    input wire  hdr_bad1;
    input wire  [15:0] hdr_words1;
    input wire  [1:0] hdr_tail1;
    output wire  content0;
    output wire  content1;
    output wire  first0;
    output wire  first1;
    output wire  last0;
    output wire  last1;
    output reg  [1:0] tail;
    output wire  crc0;
    output wire  crc1;
    output wire  len_err0;
    output wire  len_err1;
    output wire  merr_at_crc;
    output reg  [63:0] crc_data;
    output reg  [7:0] crc_keep;
    output wire  crc_last;
    output wire  crc_valid;
    input wire  ctx_load;
    input wire  [29:0] pos_in;
    input wire  [2:0] state_in;
    input wire  [13:0] hdr_in;
    input wire  [15:0] left_in;
    input wire  [1:0] tail_in;
    input wire  merr_in;
    input wire  markers_in;
    input wire  [15:0] max_ulpdu_in;
    input wire  half_v_in;
    input wire  [31:0] half_w_in;
    output wire  [29:0] pos_out;
    output reg  [2:0] state_out;
    output wire  [13:0] hdr_out;
    output wire  [15:0] left_out;
    output wire  [1:0] tail_out;
    output wire  merr_out;
    output wire  markers_out;
    output wire  [15:0] max_ulpdu_out;
    output wire  half_v_out;
    output wire  [31:0] half_w_out;

    // Named constants (named_consts! in model/src)
    localparam [6:0] rx_grid$FOURTH_LAST = 7'h7c;
    localparam [6:0] rx_grid$LAST = 7'h7f;
    localparam [6:0] rx_grid$SECOND_LAST = 7'h7e;
    localparam [6:0] rx_grid$THIRD_LAST = 7'h7d;

    // Enums
    localparam RxState$Idle = 0;
    localparam RxState$Head = 1;
    localparam RxState$Body = 2;
    localparam RxState$Crc = 3;
    localparam RxState$Halt = 4;

    // Stub signals
    wire  [2:0] slot0$state;
    wire  slot0$present;
    wire  [13:0] slot0$q;
    wire  slot0$grid;
    wire  slot0$next_grid;
    wire  [13:0] slot0$hdr;
    wire  [31:0] slot0$word;
    wire  [15:0] slot0$left;
    wire  slot0$left_one;
    wire  slot0$left_two;
    wire  slot0$left_three;
    wire  [1:0] slot0$tail;
    wire  slot0$hdr_bad;
    wire  [15:0] slot0$hdr_words;
    wire  [1:0] slot0$hdr_tail;
    wire  slot0$hdr_one;
    wire  slot0$hdr_two;
    wire  [13:0] slot0$from_hdr;
    wire  slot0$marker_bad;
    wire  slot0$is_content;
    wire  slot0$first;
    wire  slot0$last;
    wire  slot0$is_crc;
    wire  slot0$len_err;
    wire  slot0$starts;
    wire  slot0$covered;
    wire  slot0$covered_last;
    wire  [2:0] slot0$n_state;
    wire  [13:0] slot0$n_hdr;
    wire  [15:0] slot0$n_left;
    wire  slot0$n_one;
    wire  slot0$n_two;
    wire  [1:0] slot0$n_tail;
    wire  [2:0] slot1$state;
    wire  slot1$present;
    reg  [13:0] slot1$q;
    reg  slot1$grid;
    reg  slot1$next_grid;
    wire  [13:0] slot1$hdr;
    wire  [31:0] slot1$word;
    wire  [15:0] slot1$left;
    wire  slot1$left_one;
    wire  slot1$left_two;
    reg  slot1$left_three;
    wire  [1:0] slot1$tail;
    wire  slot1$hdr_bad;
    wire  [15:0] slot1$hdr_words;
    wire  [1:0] slot1$hdr_tail;
    wire  slot1$hdr_one;
    wire  slot1$hdr_two;
    reg  [13:0] slot1$from_hdr;
    wire  slot1$marker_bad;
    wire  slot1$is_content;
    wire  slot1$first;
    wire  slot1$last;
    wire  slot1$is_crc;
    wire  slot1$len_err;
    wire  slot1$starts;
    wire  slot1$covered;
    wire  slot1$covered_last;
    wire  [2:0] slot1$n_state;
    wire  [13:0] slot1$n_hdr;
    wire  [15:0] slot1$n_left;
    wire  slot1$n_one;
    wire  slot1$n_two;
    wire  [1:0] slot1$n_tail;
    reg  [29:0] pos$d;
    reg  [29:0] pos$q;
    reg  [13:0] pos1$d;
    reg  [13:0] pos1$q;
    reg  g0$d;
    reg  g0$q;
    reg  g1$d;
    reg  g1$q;
    reg  g2$d;
    reg  g2$q;
    reg  [13:0] fh$d;
    reg  [13:0] fh$q;
    reg  [13:0] fh1$d;
    reg  [13:0] fh1$q;
    reg  is1$d;
    reg  is1$q;
    reg  is2$d;
    reg  is2$q;
    reg  [2:0] state$d;
    reg  [2:0] state$q;
    reg  [13:0] hdr$d;
    reg  [13:0] hdr$q;
    reg  [15:0] left$d;
    reg  [15:0] left$q;
    reg  [1:0] tail_r$d;
    reg  [1:0] tail_r$q;
    reg  merr$d;
    reg  merr$q;
    reg  markers$d;
    reg  markers$q;
    reg  [15:0] max_ulpdu$d;
    reg  [15:0] max_ulpdu$q;
    reg  half_v$d;
    reg  half_v$q;
    reg  [31:0] half_w$d;
    reg  [31:0] half_w$q;

    // Local signals
    wire  base0;
    wire  after0;
    wire  base1;
    wire  after1;
    reg  [7:0] keep;
    wire  hold;
    wire  left_is3;
    wire  left_is4;
    wire  hdr_three0;
    wire  [1:0] steps;
    wire  g3;
    wire  g4;

    // Sub module instances
    mpa_rx$def$slot0 slot0(
        .state(slot0$state),
        .present(slot0$present),
        .q(slot0$q),
        .grid(slot0$grid),
        .next_grid(slot0$next_grid),
        .hdr(slot0$hdr),
        .word(slot0$word),
        .left(slot0$left),
        .left_one(slot0$left_one),
        .left_two(slot0$left_two),
        .left_three(slot0$left_three),
        .tail(slot0$tail),
        .hdr_bad(slot0$hdr_bad),
        .hdr_words(slot0$hdr_words),
        .hdr_tail(slot0$hdr_tail),
        .hdr_one(slot0$hdr_one),
        .hdr_two(slot0$hdr_two),
        .from_hdr(slot0$from_hdr),
        .marker_bad(slot0$marker_bad),
        .is_content(slot0$is_content),
        .first(slot0$first),
        .last(slot0$last),
        .is_crc(slot0$is_crc),
        .len_err(slot0$len_err),
        .starts(slot0$starts),
        .covered(slot0$covered),
        .covered_last(slot0$covered_last),
        .n_state(slot0$n_state),
        .n_hdr(slot0$n_hdr),
        .n_left(slot0$n_left),
        .n_one(slot0$n_one),
        .n_two(slot0$n_two),
        .n_tail(slot0$n_tail)
    );
    mpa_rx$def$slot1 slot1(
        .state(slot1$state),
        .present(slot1$present),
        .q(slot1$q),
        .grid(slot1$grid),
        .next_grid(slot1$next_grid),
        .hdr(slot1$hdr),
        .word(slot1$word),
        .left(slot1$left),
        .left_one(slot1$left_one),
        .left_two(slot1$left_two),
        .left_three(slot1$left_three),
        .tail(slot1$tail),
        .hdr_bad(slot1$hdr_bad),
        .hdr_words(slot1$hdr_words),
        .hdr_tail(slot1$hdr_tail),
        .hdr_one(slot1$hdr_one),
        .hdr_two(slot1$hdr_two),
        .from_hdr(slot1$from_hdr),
        .marker_bad(slot1$marker_bad),
        .is_content(slot1$is_content),
        .first(slot1$first),
        .last(slot1$last),
        .is_crc(slot1$is_crc),
        .len_err(slot1$len_err),
        .starts(slot1$starts),
        .covered(slot1$covered),
        .covered_last(slot1$covered_last),
        .n_state(slot1$n_state),
        .n_hdr(slot1$n_hdr),
        .n_left(slot1$n_left),
        .n_one(slot1$n_one),
        .n_two(slot1$n_two),
        .n_tail(slot1$n_tail)
    );

    // Registers
    initial begin
        pos$q = 30'h0;
        pos1$q = 14'h0;
        g0$q = 1'h0;
        g1$q = 1'h0;
        g2$q = 1'h0;
        fh$q = 14'h0;
        fh1$q = 14'h0;
        is1$q = 1'h0;
        is2$q = 1'h0;
        state$q = 3'h0;
        hdr$q = 14'h0;
        left$q = 16'h0;
        tail_r$q = 2'h0;
        merr$q = 1'h0;
        markers$q = 1'h0;
        max_ulpdu$q = 16'h0;
        half_v$q = 1'h0;
        half_w$q = 32'h0;
    end

    always @(posedge clock) begin
        pos$q <= pos$d;
        pos1$q <= pos1$d;
        g0$q <= g0$d;
        g1$q <= g1$d;
        g2$q <= g2$d;
        fh$q <= fh$d;
        fh1$q <= fh1$d;
        is1$q <= is1$d;
        is2$q <= is2$d;
        state$q <= state$d;
        hdr$q <= hdr$d;
        left$q <= left$d;
        tail_r$q <= tail_r$d;
        merr$q <= merr$d;
        markers$q <= markers$d;
        max_ulpdu$q <= max_ulpdu$d;
        half_v$q <= half_v$d;
        half_w$q <= half_w$d;
    end

    // Update code
    assign slot0$state = state$q;
    assign slot0$present = v0;
    assign slot0$q = pos$q[13:0];
    assign slot0$grid = g0$q;
    assign slot0$next_grid = g1$q;
    assign slot0$hdr = hdr$q;
    assign slot0$word = data[31:0];
    assign left_is3 = left$q == 16'h3;
    assign left_is4 = left$q == 16'h4;
    assign slot0$left = left$q;
    assign slot0$left_one = is1$q;
    assign slot0$left_two = is2$q;
    assign slot0$left_three = left_is3;
    assign slot0$hdr_one = hdr_one0;
    assign slot0$hdr_two = hdr_two0;
    assign hdr_three0 = hdr_words0 == 16'h3;
    assign slot0$tail = tail_r$q;
    assign slot0$hdr_bad = hdr_bad0;
    assign slot0$hdr_words = hdr_words0;
    assign slot0$hdr_tail = hdr_tail0;
    assign slot0$from_hdr = fh$q;
    assign slot1$state = slot0$n_state;
    assign slot1$present = v1;
    assign slot1$hdr = slot0$n_hdr;
    assign slot1$word = data[63:32];
    assign slot1$left = slot0$n_left;
    assign slot1$left_one = slot0$n_one;
    assign slot1$left_two = slot0$n_two;
    assign slot1$hdr_one = hdr_one1;
    assign slot1$hdr_two = hdr_two1;
    assign slot1$tail = slot0$n_tail;
    assign slot1$hdr_bad = hdr_bad1;
    assign slot1$hdr_words = hdr_words1;
    assign slot1$hdr_tail = hdr_tail1;
    assign base0 = merr$q & ~slot0$starts;
    assign after0 = (base0 | slot0$marker_bad) & ~slot0$is_crc;
    assign base1 = after0 & ~slot1$starts;
    assign after1 = (base1 | slot1$marker_bad) & ~slot1$is_crc;
    assign merr_at_crc = (slot0$is_crc & base0) | (slot1$is_crc & base1);
    assign content0 = slot0$is_content;
    assign content1 = slot1$is_content;
    assign first0 = slot0$first;
    assign first1 = slot1$first;
    assign last0 = slot0$last;
    assign last1 = slot1$last;
    assign crc0 = slot0$is_crc;
    assign crc1 = slot1$is_crc;
    assign len_err0 = slot0$len_err;
    assign len_err1 = slot1$len_err;
    assign hold = slot0$covered & ~slot0$covered_last & ~v1;
    assign crc_last = slot0$covered_last | slot1$covered_last;
    assign crc_valid = (crc_keep != 8'h0) & ~hold;
    assign steps = (2'h0 + {1'h0, v0}) + {1'h0, v1};
    assign g3 = markers$q & (pos$q[6:0] == rx_grid$THIRD_LAST);
    assign g4 = markers$q & (pos$q[6:0] == rx_grid$FOURTH_LAST);
    assign pos_out = pos$q;
    assign hdr_out = hdr$q;
    assign left_out = left$q;
    assign tail_out = tail_r$q;
    assign merr_out = merr$q;
    assign markers_out = markers$q;
    assign max_ulpdu_out = max_ulpdu$q;
    assign half_v_out = half_v$q;
    assign half_w_out = half_w$q;

    always @(*) begin
        pos$d = pos$q;
        pos1$d = pos1$q;
        g0$d = g0$q;
        g1$d = g1$q;
        g2$d = g2$q;
        fh$d = fh$q;
        fh1$d = fh1$q;
        is1$d = is1$q;
        is2$d = is2$q;
        state$d = state$q;
        hdr$d = hdr$q;
        left$d = left$q;
        tail_r$d = tail_r$q;
        merr$d = merr$q;
        markers$d = markers$q;
        max_ulpdu$d = max_ulpdu$q;
        half_v$d = half_v$q;
        half_w$d = half_w$q;
        if (take) begin
            pos$d = (pos$q + {29'h0, v0}) + {29'h0, v1};
            pos1$d = (pos1$q + {13'h0, v0}) + {13'h0, v1};
            if (steps == 2'h1) begin
                g0$d = g1$q;
                g1$d = g2$q;
                g2$d = g3;
            end
            if (steps == 2'h2) begin
                g0$d = g2$q;
                g1$d = g3;
                g2$d = g4;
            end
        end
        if (ctx_load) begin
            pos$d = pos_in;
            pos1$d = pos_in[13:0] + 14'h1;
            g0$d = markers_in & (pos_in[6:0] == 7'h0);
            g1$d = markers_in & (pos_in[6:0] == rx_grid$LAST);
            g2$d = markers_in & (pos_in[6:0] == rx_grid$SECOND_LAST);
        end
        if (take) begin
            fh$d = (fh$q + {13'h0, v0}) + {13'h0, v1};
            fh1$d = (fh1$q + {13'h0, v0}) + {13'h0, v1};
            if (slot0$first) begin
                fh$d = 14'h1 + {13'h0, v1};
                fh1$d = 14'h2 + {13'h0, v1};
            end
            if (slot1$first) begin
                fh$d = 14'h1;
                fh1$d = 14'h2;
            end
        end
        if (ctx_load) begin
            fh$d = pos_in[13:0] - hdr_in;
            fh1$d = (pos_in[13:0] - hdr_in) + 14'h1;
        end
        if (take) begin
            state$d = slot1$n_state;
            hdr$d = slot1$n_hdr;
            left$d = slot1$n_left;
            is1$d = slot1$n_one;
            is2$d = slot1$n_two;
            tail_r$d = slot1$n_tail;
            merr$d = after1;
            if (v0 | v1) begin
                half_v$d = hold;
                if (hold) begin
                    half_w$d = data[31:0];
                end
            end
        end
        if (ctx_load) begin
            state$d = RxState$Idle;
            if (state_in == 3'h1) begin
                state$d = RxState$Head;
            end
            if (state_in == 3'h2) begin
                state$d = RxState$Body;
            end
            if (state_in == 3'h3) begin
                state$d = RxState$Crc;
            end
            if (state_in == 3'h4) begin
                state$d = RxState$Halt;
            end
            hdr$d = hdr_in;
            left$d = left_in;
            is1$d = left_in == 16'h1;
            is2$d = left_in == 16'h2;
            tail_r$d = tail_in;
            merr$d = merr_in;
            markers$d = markers_in;
            max_ulpdu$d = max_ulpdu_in;
            half_v$d = half_v_in;
            half_w$d = half_w_in;
        end
        if (reset) begin
            state$d = RxState$Idle;
            half_v$d = 1'b0;
            merr$d = 1'b0;
            pos$d = 30'h0;
            pos1$d = 14'h1;
            hdr$d = 14'h0;
            fh$d = 14'h0;
            fh1$d = 14'h1;
            markers$d = 1'b0;
            g0$d = 1'b0;
            g1$d = 1'b0;
            g2$d = 1'b0;
        end
    end

    always @(*) begin
        slot1$q = pos$q[13:0];
        slot1$grid = g0$q;
        slot1$next_grid = g1$q;
        if (v0) begin
            slot1$q = pos1$q;
            slot1$grid = g1$q;
            slot1$next_grid = g2$q;
        end
    end

    always @(*) begin
        slot1$left_three = left_is3;
        if (slot0$is_content) begin
            slot1$left_three = left_is4;
        end
        if (slot0$first) begin
            slot1$left_three = hdr_three0;
        end
    end

    always @(*) begin
        slot1$from_hdr = fh$q;
        if (v0) begin
            slot1$from_hdr = fh1$q;
        end
        if (slot0$first) begin
            slot1$from_hdr = 14'h1;
        end
    end

    always @(*) begin
        tail = tail_r$q;
        if (slot0$first) begin
            tail = slot0$n_tail;
        end
    end

    always @(*) begin
        keep = 8'h0;
        if (slot0$covered) begin
            keep = 8'hf;
        end
        if (slot1$covered) begin
            keep = keep | 8'hf0;
        end
    end

    always @(*) begin
        crc_data = data;
        crc_keep = keep;
        if (half_v$q & ~v0 & v1) begin
            crc_data[31:0] = half_w$q;
            crc_keep = keep | 8'hf;
        end
    end

    always @(*) begin
        state_out = 3'h0;
        case (state$q)
            RxState$Head:
                begin
                    state_out = 3'h1;
                end
            RxState$Body:
                begin
                    state_out = 3'h2;
                end
            RxState$Crc:
                begin
                    state_out = 3'h3;
                end
            RxState$Halt:
                begin
                    state_out = 3'h4;
                end
            default:
                begin
                end
        endcase
    end

endmodule // mpa_rx$def


module mpa_rx$def$slot0(state,present,q,grid,next_grid,hdr,word,left,left_one,left_two,left_three,tail,hdr_bad,hdr_words,hdr_tail,hdr_one,hdr_two,from_hdr,marker_bad,is_content,first,last,is_crc,len_err,starts,covered,covered_last,n_state,n_hdr,n_left,n_one,n_two,n_tail);

    // Module arguments
    input wire  [2:0] state;
    input wire  present;
    input wire  [13:0] q;
    input wire  grid;
    input wire  next_grid;
    input wire  [13:0] hdr;
    input wire  [31:0] word;
    input wire  [15:0] left;
    input wire  left_one;
    input wire  left_two;
    input wire  left_three;
    input wire  [1:0] tail;
    input wire  hdr_bad;
    input wire  [15:0] hdr_words;
    input wire  [1:0] hdr_tail;
    input wire  hdr_one;
    input wire  hdr_two;
    input wire  [13:0] from_hdr;
    output reg  marker_bad;
    output reg  is_content;
    output reg  first;
    output reg  last;
    output reg  is_crc;
    output reg  len_err;
    output reg  starts;
    output reg  covered;
    output reg  covered_last;
    output reg  [2:0] n_state;
    output reg  [13:0] n_hdr;
    output reg  [15:0] n_left;
    output reg  n_one;
    output reg  n_two;
    output reg  [1:0] n_tail;

    // Enums
    localparam RxState$Idle = 0;
    localparam RxState$Head = 1;
    localparam RxState$Body = 2;
    localparam RxState$Crc = 3;
    localparam RxState$Halt = 4;

    // Local signals
    reg  is_marker;
    reg  header;
    reg  [15:0] expected;
    reg  [15:0] fpduptr;

    // Update code
    always @(*) begin
        fpduptr = 16'h0;
        fpduptr[15:8] = word[23:16];
        fpduptr[7:0] = word[31:24];
    end

    always @(*) begin
        expected = 16'h0;
        expected[15:2] = from_hdr;
        is_marker = 1'b0;
        is_content = 1'b0;
        first = 1'b0;
        last = 1'b0;
        is_crc = 1'b0;
        len_err = 1'b0;
        starts = 1'b0;
        covered = 1'b0;
        covered_last = 1'b0;
        header = 1'b0;
        n_state = state;
        n_hdr = hdr;
        n_left = left;
        n_one = left_one;
        n_two = left_two;
        n_tail = tail;
        if (present) begin
            case (state)
                RxState$Idle:
                    begin
                        starts = 1'b1;
                        if (grid) begin
                            is_marker = 1'b1;
                            covered = 1'b1;
                            expected = 16'h0;
                            n_state = RxState$Head;
                        end
                        else begin
                            header = 1'b1;
                        end
                    end
                RxState$Head:
                    begin
                        header = 1'b1;
                    end
                RxState$Body:
                    begin
                        covered = 1'b1;
                        if (grid) begin
                            is_marker = 1'b1;
                        end
                        else begin
                            is_content = 1'b1;
                            n_left = left - 16'h1;
                            n_one = left_two;
                            n_two = left_three;
                            if (left_one) begin
                                last = 1'b1;
                                n_state = RxState$Crc;
                                covered_last = ~next_grid;
                            end
                        end
                    end
                RxState$Crc:
                    begin
                        if (grid) begin
                            is_marker = 1'b1;
                            covered = 1'b1;
                            covered_last = 1'b1;
                        end
                        else begin
                            is_crc = 1'b1;
                            n_state = RxState$Idle;
                        end
                    end
                default:
                    begin
                    end
            endcase
        end
        if (header) begin
            if (hdr_bad) begin
                len_err = 1'b1;
                n_state = RxState$Halt;
            end
            else begin
                is_content = 1'b1;
                first = 1'b1;
                covered = 1'b1;
                n_hdr = q;
                n_left = hdr_words;
                n_one = hdr_one;
                n_two = hdr_two;
                n_tail = hdr_tail;
                n_state = RxState$Body;
            end
        end
    end

    always @(*) begin
        marker_bad = 1'b0;
        if (is_marker) begin
            marker_bad = (fpduptr & 16'hfffc) != expected;
        end
    end

endmodule // mpa_rx$def$slot0


module mpa_rx$def$slot1(state,present,q,grid,next_grid,hdr,word,left,left_one,left_two,left_three,tail,hdr_bad,hdr_words,hdr_tail,hdr_one,hdr_two,from_hdr,marker_bad,is_content,first,last,is_crc,len_err,starts,covered,covered_last,n_state,n_hdr,n_left,n_one,n_two,n_tail);

    // Module arguments
    input wire  [2:0] state;
    input wire  present;
    input wire  [13:0] q;
    input wire  grid;
    input wire  next_grid;
    input wire  [13:0] hdr;
    input wire  [31:0] word;
    input wire  [15:0] left;
    input wire  left_one;
    input wire  left_two;
    input wire  left_three;
    input wire  [1:0] tail;
    input wire  hdr_bad;
    input wire  [15:0] hdr_words;
    input wire  [1:0] hdr_tail;
    input wire  hdr_one;
    input wire  hdr_two;
    input wire  [13:0] from_hdr;
    output reg  marker_bad;
    output reg  is_content;
    output reg  first;
    output reg  last;
    output reg  is_crc;
    output reg  len_err;
    output reg  starts;
    output reg  covered;
    output reg  covered_last;
    output reg  [2:0] n_state;
    output reg  [13:0] n_hdr;
    output reg  [15:0] n_left;
    output reg  n_one;
    output reg  n_two;
    output reg  [1:0] n_tail;

    // Enums
    localparam RxState$Idle = 0;
    localparam RxState$Head = 1;
    localparam RxState$Body = 2;
    localparam RxState$Crc = 3;
    localparam RxState$Halt = 4;

    // Local signals
    reg  is_marker;
    reg  header;
    reg  [15:0] expected;
    reg  [15:0] fpduptr;

    // Update code
    always @(*) begin
        fpduptr = 16'h0;
        fpduptr[15:8] = word[23:16];
        fpduptr[7:0] = word[31:24];
    end

    always @(*) begin
        expected = 16'h0;
        expected[15:2] = from_hdr;
        is_marker = 1'b0;
        is_content = 1'b0;
        first = 1'b0;
        last = 1'b0;
        is_crc = 1'b0;
        len_err = 1'b0;
        starts = 1'b0;
        covered = 1'b0;
        covered_last = 1'b0;
        header = 1'b0;
        n_state = state;
        n_hdr = hdr;
        n_left = left;
        n_one = left_one;
        n_two = left_two;
        n_tail = tail;
        if (present) begin
            case (state)
                RxState$Idle:
                    begin
                        starts = 1'b1;
                        if (grid) begin
                            is_marker = 1'b1;
                            covered = 1'b1;
                            expected = 16'h0;
                            n_state = RxState$Head;
                        end
                        else begin
                            header = 1'b1;
                        end
                    end
                RxState$Head:
                    begin
                        header = 1'b1;
                    end
                RxState$Body:
                    begin
                        covered = 1'b1;
                        if (grid) begin
                            is_marker = 1'b1;
                        end
                        else begin
                            is_content = 1'b1;
                            n_left = left - 16'h1;
                            n_one = left_two;
                            n_two = left_three;
                            if (left_one) begin
                                last = 1'b1;
                                n_state = RxState$Crc;
                                covered_last = ~next_grid;
                            end
                        end
                    end
                RxState$Crc:
                    begin
                        if (grid) begin
                            is_marker = 1'b1;
                            covered = 1'b1;
                            covered_last = 1'b1;
                        end
                        else begin
                            is_crc = 1'b1;
                            n_state = RxState$Idle;
                        end
                    end
                default:
                    begin
                    end
            endcase
        end
        if (header) begin
            if (hdr_bad) begin
                len_err = 1'b1;
                n_state = RxState$Halt;
            end
            else begin
                is_content = 1'b1;
                first = 1'b1;
                covered = 1'b1;
                n_hdr = q;
                n_left = hdr_words;
                n_one = hdr_one;
                n_two = hdr_two;
                n_tail = hdr_tail;
                n_state = RxState$Body;
            end
        end
    end

    always @(*) begin
        marker_bad = 1'b0;
        if (is_marker) begin
            marker_bad = (fpduptr & 16'hfffc) != expected;
        end
    end

endmodule // mpa_rx$def$slot1


module mpa_rx$hc0(word,max_ulpdu,bad,words,one,two,tail);

    // Module arguments
    input wire  [31:0] word;
    input wire  [15:0] max_ulpdu;
    output wire  bad;
    output wire  [15:0] words;
    output reg  one;
    output reg  two;
    output wire  [1:0] tail;

    // Local signals
    wire  [16:0] len;
    reg  [15:0] len16;
    reg  [16:0] min_len;
    wire  [16:0] len1;
    wire  [1:0] len_plus2;

    // Update code
    assign len = {1'h0, len16};
    assign bad = (len > {1'h0, max_ulpdu}) | (len < min_len);
    assign len1 = len + 17'h1;
    assign words = {1'h0, len1[16:2]};
    assign len_plus2 = len1[1:0] + 2'h1;
    assign tail = len_plus2;

    always @(*) begin
        len16 = 16'h0;
        len16[15:8] = word[7:0];
        len16[7:0] = word[15:8];
    end

    always @(*) begin
        min_len = 17'h12;
        if (word[23]) begin
            min_len = 17'he;
        end
    end

    always @(*) begin
        one = 1'b0;
        two = 1'b0;
        if (len[16:2] == 15'h0) begin
            one = len[1:0] == 2'h3;
        end
        if (len[16:2] == 15'h1) begin
            one = len[1:0] != 2'h3;
            two = len[1:0] == 2'h3;
        end
        if (len[16:2] == 15'h2) begin
            two = len[1:0] != 2'h3;
        end
    end

endmodule // mpa_rx$hc0


module mpa_rx$hc1(word,max_ulpdu,bad,words,one,two,tail);

    // Module arguments
    input wire  [31:0] word;
    input wire  [15:0] max_ulpdu;
    output wire  bad;
    output wire  [15:0] words;
    output reg  one;
    output reg  two;
    output wire  [1:0] tail;

    // Local signals
    wire  [16:0] len;
    reg  [15:0] len16;
    reg  [16:0] min_len;
    wire  [16:0] len1;
    wire  [1:0] len_plus2;

    // Update code
    assign len = {1'h0, len16};
    assign bad = (len > {1'h0, max_ulpdu}) | (len < min_len);
    assign len1 = len + 17'h1;
    assign words = {1'h0, len1[16:2]};
    assign len_plus2 = len1[1:0] + 2'h1;
    assign tail = len_plus2;

    always @(*) begin
        len16 = 16'h0;
        len16[15:8] = word[7:0];
        len16[7:0] = word[15:8];
    end

    always @(*) begin
        min_len = 17'h12;
        if (word[23]) begin
            min_len = 17'he;
        end
    end

    always @(*) begin
        one = 1'b0;
        two = 1'b0;
        if (len[16:2] == 15'h0) begin
            one = len[1:0] == 2'h3;
        end
        if (len[16:2] == 15'h1) begin
            one = len[1:0] != 2'h3;
            two = len[1:0] == 2'h3;
        end
        if (len[16:2] == 15'h2) begin
            two = len[1:0] != 2'h3;
        end
    end

endmodule // mpa_rx$hc1


module mpa_rx$queue(clock,reset,in0,in0_tag,in1,in1_tag,push_n,can_push,pop_n,h0,h0_tag,h1,h1_tag,h2,h2_tag,has_one,has_two,has_three);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [31:0] in0;
    input wire  [13:0] in0_tag;
    input wire  [31:0] in1;
    input wire  [13:0] in1_tag;
    input wire  [1:0] push_n;
    output wire  can_push;
    input wire  [1:0] pop_n;
    output wire  [31:0] h0;
    output wire  [13:0] h0_tag;
    output wire  [31:0] h1;
    output wire  [13:0] h1_tag;
    output wire  [31:0] h2;
    output wire  [13:0] h2_tag;
    output wire  has_one;
    output wire  has_two;
    output wire  has_three;

    // Named constants (named_consts! in model/src)
    localparam [3:0] tag_queue_limit$PUSH_LIMIT = 4'h6;
    localparam [3:0] tag_queue_limit$STEP1 = 4'h1;
    localparam [3:0] tag_queue_limit$STEP2 = 4'h2;
    localparam [3:0] tag_queue_limit$STEP3 = 4'h3;
    localparam [3:0] tag_queue_limit$STEP4 = 4'h4;
    localparam [3:0] tag_queue_limit$STEP5 = 4'h5;
    localparam [3:0] tag_queue_limit$WRAP1 = 4'h7;
    localparam [3:0] tag_queue_limit$WRAP2 = 4'h6;
    localparam [3:0] tag_queue_limit$WRAP3 = 4'h5;
    localparam [3:0] tag_queue_limit$WRAP4 = 4'h4;
    localparam [3:0] tag_queue_limit$WRAP5 = 4'h3;
    localparam [5:0] tag_queue_reach$ALL = 6'h3f;

    // Stub signals
    reg  [31:0] w$0$d;
    reg  [31:0] w$0$q;
    reg  [31:0] w$1$d;
    reg  [31:0] w$1$q;
    reg  [31:0] w$2$d;
    reg  [31:0] w$2$q;
    reg  [31:0] w$3$d;
    reg  [31:0] w$3$q;
    reg  [31:0] w$4$d;
    reg  [31:0] w$4$q;
    reg  [31:0] w$5$d;
    reg  [31:0] w$5$q;
    reg  [31:0] w$6$d;
    reg  [31:0] w$6$q;
    reg  [31:0] w$7$d;
    reg  [31:0] w$7$q;
    reg  [13:0] t$0$d;
    reg  [13:0] t$0$q;
    reg  [13:0] t$1$d;
    reg  [13:0] t$1$q;
    reg  [13:0] t$2$d;
    reg  [13:0] t$2$q;
    reg  [13:0] t$3$d;
    reg  [13:0] t$3$q;
    reg  [13:0] t$4$d;
    reg  [13:0] t$4$q;
    reg  [13:0] t$5$d;
    reg  [13:0] t$5$q;
    reg  [13:0] t$6$d;
    reg  [13:0] t$6$q;
    reg  [13:0] t$7$d;
    reg  [13:0] t$7$q;
    reg  [13:0] hq$0$d;
    reg  [13:0] hq$0$q;
    reg  [13:0] hq$1$d;
    reg  [13:0] hq$1$q;
    reg  [13:0] hq$2$d;
    reg  [13:0] hq$2$q;
    reg  [7:0] rd$d;
    reg  [7:0] rd$q;
    reg  [7:0] wr$d;
    reg  [7:0] wr$q;
    reg  [3:0] count$d;
    reg  [3:0] count$q;
    reg  one$d;
    reg  one$q;
    reg  two$d;
    reg  two$q;
    reg  three$d;
    reg  three$q;
    reg  room$d;
    reg  room$q;

    // Local signals
    wire  [7:0] rd_r1;
    wire  [7:0] rd_r2;
    wire  [7:0] rd_r3;
    wire  [7:0] rd_r4;
    wire  [7:0] rd_r5;
    wire  [7:0] wr_r1;
    wire  [7:0] wr_r2;
    reg  [13:0] rt$0;
    reg  [13:0] rt$1;
    reg  [13:0] rt$2;
    reg  [13:0] rt$3;
    reg  [13:0] rt$4;
    reg  [13:0] rt$5;
    wire  [3:0] pc$0;
    wire  [3:0] pc$1;
    wire  [3:0] pc$2;
    wire  [3:0] pc$3;
    wire  f1$0;
    wire  f1$1;
    wire  f1$2;
    wire  f1$3;
    wire  f2$0;
    wire  f2$1;
    wire  f2$2;
    wire  f2$3;
    wire  f3$0;
    wire  f3$1;
    wire  f3$2;
    wire  f3$3;
    wire  fr$0;
    wire  fr$1;
    wire  fr$2;
    wire  fr$3;
    wire  [3:0] pushed;
    wire  [7:0] rot$0;
    wire  [7:0] rot$1;
    wire  [7:0] rot$2;
    wire  [7:0] rot$3;
    wire  [7:0] rot$4;
    wire  [7:0] rot$5;
    wire  [5:0] below;
    wire  [5:0] at_count;
    wire  [3:0] pop_oh;
    reg  [31:0] a0;
    reg  [31:0] a1;
    reg  [31:0] a2;

    // Registers
    initial begin
        w$0$q = 32'h0;
        w$1$q = 32'h0;
        w$2$q = 32'h0;
        w$3$q = 32'h0;
        w$4$q = 32'h0;
        w$5$q = 32'h0;
        w$6$q = 32'h0;
        w$7$q = 32'h0;
        t$0$q = 14'h0;
        t$1$q = 14'h0;
        t$2$q = 14'h0;
        t$3$q = 14'h0;
        t$4$q = 14'h0;
        t$5$q = 14'h0;
        t$6$q = 14'h0;
        t$7$q = 14'h0;
        hq$0$q = 14'h0;
        hq$1$q = 14'h0;
        hq$2$q = 14'h0;
        rd$q = 8'h0;
        wr$q = 8'h0;
        count$q = 4'h0;
        one$q = 1'h0;
        two$q = 1'h0;
        three$q = 1'h0;
        room$q = 1'h0;
    end

    always @(posedge clock) begin
        w$0$q <= w$0$d;
        w$1$q <= w$1$d;
        w$2$q <= w$2$d;
        w$3$q <= w$3$d;
        w$4$q <= w$4$d;
        w$5$q <= w$5$d;
        w$6$q <= w$6$d;
        w$7$q <= w$7$d;
        t$0$q <= t$0$d;
        t$1$q <= t$1$d;
        t$2$q <= t$2$d;
        t$3$q <= t$3$d;
        t$4$q <= t$4$d;
        t$5$q <= t$5$d;
        t$6$q <= t$6$d;
        t$7$q <= t$7$d;
        hq$0$q <= hq$0$d;
        hq$1$q <= hq$1$d;
        hq$2$q <= hq$2$d;
        rd$q <= rd$d;
        wr$q <= wr$d;
        count$q <= count$d;
        one$q <= one$d;
        two$q <= two$d;
        three$q <= three$d;
        room$q <= room$d;
    end

    // Update code
    assign rd_r1 = (rd$q << tag_queue_limit$STEP1) | (rd$q >> tag_queue_limit$WRAP1);
    assign rd_r2 = (rd$q << tag_queue_limit$STEP2) | (rd$q >> tag_queue_limit$WRAP2);
    assign rd_r3 = (rd$q << tag_queue_limit$STEP3) | (rd$q >> tag_queue_limit$WRAP3);
    assign rd_r4 = (rd$q << tag_queue_limit$STEP4) | (rd$q >> tag_queue_limit$WRAP4);
    assign rd_r5 = (rd$q << tag_queue_limit$STEP5) | (rd$q >> tag_queue_limit$WRAP5);
    assign wr_r1 = (wr$q << tag_queue_limit$STEP1) | (wr$q >> tag_queue_limit$WRAP1);
    assign wr_r2 = (wr$q << tag_queue_limit$STEP2) | (wr$q >> tag_queue_limit$WRAP2);
    assign rot$0 = rd$q;
    assign rot$1 = rd_r1;
    assign rot$2 = rd_r2;
    assign rot$3 = rd_r3;
    assign rot$4 = rd_r4;
    assign rot$5 = rd_r5;
    assign h0 = a0;
    assign h0_tag = hq$0$q;
    assign h1 = a1;
    assign h1_tag = hq$1$q;
    assign h2 = a2;
    assign h2_tag = hq$2$q;
    assign has_one = one$q;
    assign has_two = two$q;
    assign has_three = three$q;
    assign can_push = room$q;
    assign below = ~(tag_queue_reach$ALL << count$q);
    assign at_count = 6'h1 << count$q;
    assign pushed = {2'h0, push_n};
    assign pc$0 = count$q + pushed;
    assign pc$1 = (count$q + pushed) - tag_queue_limit$STEP1;
    assign pc$2 = (count$q + pushed) - tag_queue_limit$STEP2;
    assign pc$3 = (count$q + pushed) - tag_queue_limit$STEP3;
    assign f1$0 = pc$0 >= tag_queue_limit$STEP1;
    assign f2$0 = pc$0 >= tag_queue_limit$STEP2;
    assign f3$0 = pc$0 >= tag_queue_limit$STEP3;
    assign fr$0 = pc$0 <= tag_queue_limit$PUSH_LIMIT;
    assign f1$1 = pc$1 >= tag_queue_limit$STEP1;
    assign f2$1 = pc$1 >= tag_queue_limit$STEP2;
    assign f3$1 = pc$1 >= tag_queue_limit$STEP3;
    assign fr$1 = pc$1 <= tag_queue_limit$PUSH_LIMIT;
    assign f1$2 = pc$2 >= tag_queue_limit$STEP1;
    assign f2$2 = pc$2 >= tag_queue_limit$STEP2;
    assign f3$2 = pc$2 >= tag_queue_limit$STEP3;
    assign fr$2 = pc$2 <= tag_queue_limit$PUSH_LIMIT;
    assign f1$3 = pc$3 >= tag_queue_limit$STEP1;
    assign f2$3 = pc$3 >= tag_queue_limit$STEP2;
    assign f3$3 = pc$3 >= tag_queue_limit$STEP3;
    assign fr$3 = pc$3 <= tag_queue_limit$PUSH_LIMIT;
    assign pop_oh = 4'h1 << pop_n;

    always @(*) begin
        rd$d = rd$q;
        wr$d = wr$q;
        count$d = count$q;
        one$d = one$q;
        two$d = two$q;
        three$d = three$q;
        room$d = room$q;
        if (push_n == 2'h1) begin
            wr$d = wr_r1;
        end
        if (push_n == 2'h2) begin
            wr$d = wr_r2;
        end
        if (pop_n == 2'h1) begin
            rd$d = rd_r1;
        end
        if (pop_n == 2'h2) begin
            rd$d = rd_r2;
        end
        if (pop_n == 2'h3) begin
            rd$d = rd_r3;
        end
        count$d = pc$0;
        one$d = f1$0;
        two$d = f2$0;
        three$d = f3$0;
        room$d = fr$0;
        if (pop_oh[0]) begin
            count$d = pc$0;
            one$d = f1$0;
            two$d = f2$0;
            three$d = f3$0;
            room$d = fr$0;
        end
        if (pop_oh[1]) begin
            count$d = pc$1;
            one$d = f1$1;
            two$d = f2$1;
            three$d = f3$1;
            room$d = fr$1;
        end
        if (pop_oh[2]) begin
            count$d = pc$2;
            one$d = f1$2;
            two$d = f2$2;
            three$d = f3$2;
            room$d = fr$2;
        end
        if (pop_oh[3]) begin
            count$d = pc$3;
            one$d = f1$3;
            two$d = f2$3;
            three$d = f3$3;
            room$d = fr$3;
        end
        if (reset) begin
            rd$d = 8'h1;
            wr$d = 8'h1;
            count$d = 4'h0;
            one$d = 1'b0;
            two$d = 1'b0;
            three$d = 1'b0;
            room$d = 1'b1;
        end
    end

    always @(*) begin
        w$0$d = w$0$q;
        t$0$d = t$0$q;
        if (room$q & wr$q[0]) begin
            w$0$d = in0;
            t$0$d = in0_tag;
        end
        if (room$q & wr_r1[0]) begin
            w$0$d = in1;
            t$0$d = in1_tag;
        end
    end

    always @(*) begin
        w$1$d = w$1$q;
        t$1$d = t$1$q;
        if (room$q & wr$q[1]) begin
            w$1$d = in0;
            t$1$d = in0_tag;
        end
        if (room$q & wr_r1[1]) begin
            w$1$d = in1;
            t$1$d = in1_tag;
        end
    end

    always @(*) begin
        w$2$d = w$2$q;
        t$2$d = t$2$q;
        if (room$q & wr$q[2]) begin
            w$2$d = in0;
            t$2$d = in0_tag;
        end
        if (room$q & wr_r1[2]) begin
            w$2$d = in1;
            t$2$d = in1_tag;
        end
    end

    always @(*) begin
        w$3$d = w$3$q;
        t$3$d = t$3$q;
        if (room$q & wr$q[3]) begin
            w$3$d = in0;
            t$3$d = in0_tag;
        end
        if (room$q & wr_r1[3]) begin
            w$3$d = in1;
            t$3$d = in1_tag;
        end
    end

    always @(*) begin
        w$4$d = w$4$q;
        t$4$d = t$4$q;
        if (room$q & wr$q[4]) begin
            w$4$d = in0;
            t$4$d = in0_tag;
        end
        if (room$q & wr_r1[4]) begin
            w$4$d = in1;
            t$4$d = in1_tag;
        end
    end

    always @(*) begin
        w$5$d = w$5$q;
        t$5$d = t$5$q;
        if (room$q & wr$q[5]) begin
            w$5$d = in0;
            t$5$d = in0_tag;
        end
        if (room$q & wr_r1[5]) begin
            w$5$d = in1;
            t$5$d = in1_tag;
        end
    end

    always @(*) begin
        w$6$d = w$6$q;
        t$6$d = t$6$q;
        if (room$q & wr$q[6]) begin
            w$6$d = in0;
            t$6$d = in0_tag;
        end
        if (room$q & wr_r1[6]) begin
            w$6$d = in1;
            t$6$d = in1_tag;
        end
    end

    always @(*) begin
        w$7$d = w$7$q;
        t$7$d = t$7$q;
        if (room$q & wr$q[7]) begin
            w$7$d = in0;
            t$7$d = in0_tag;
        end
        if (room$q & wr_r1[7]) begin
            w$7$d = in1;
            t$7$d = in1_tag;
        end
    end

    always @(*) begin
        a0 = 32'h0;
        if (rd$q[0]) begin
            a0 = a0 | w$0$q;
        end
        if (rd$q[1]) begin
            a0 = a0 | w$1$q;
        end
        if (rd$q[2]) begin
            a0 = a0 | w$2$q;
        end
        if (rd$q[3]) begin
            a0 = a0 | w$3$q;
        end
        if (rd$q[4]) begin
            a0 = a0 | w$4$q;
        end
        if (rd$q[5]) begin
            a0 = a0 | w$5$q;
        end
        if (rd$q[6]) begin
            a0 = a0 | w$6$q;
        end
        if (rd$q[7]) begin
            a0 = a0 | w$7$q;
        end
    end

    always @(*) begin
        a1 = 32'h0;
        if (rd_r1[0]) begin
            a1 = a1 | w$0$q;
        end
        if (rd_r1[1]) begin
            a1 = a1 | w$1$q;
        end
        if (rd_r1[2]) begin
            a1 = a1 | w$2$q;
        end
        if (rd_r1[3]) begin
            a1 = a1 | w$3$q;
        end
        if (rd_r1[4]) begin
            a1 = a1 | w$4$q;
        end
        if (rd_r1[5]) begin
            a1 = a1 | w$5$q;
        end
        if (rd_r1[6]) begin
            a1 = a1 | w$6$q;
        end
        if (rd_r1[7]) begin
            a1 = a1 | w$7$q;
        end
    end

    always @(*) begin
        a2 = 32'h0;
        if (rd_r2[0]) begin
            a2 = a2 | w$0$q;
        end
        if (rd_r2[1]) begin
            a2 = a2 | w$1$q;
        end
        if (rd_r2[2]) begin
            a2 = a2 | w$2$q;
        end
        if (rd_r2[3]) begin
            a2 = a2 | w$3$q;
        end
        if (rd_r2[4]) begin
            a2 = a2 | w$4$q;
        end
        if (rd_r2[5]) begin
            a2 = a2 | w$5$q;
        end
        if (rd_r2[6]) begin
            a2 = a2 | w$6$q;
        end
        if (rd_r2[7]) begin
            a2 = a2 | w$7$q;
        end
    end

    always @(*) begin
        rt$0 = in1_tag;
        if (at_count[0]) begin
            rt$0 = in0_tag;
        end
        if (below[0]) begin
            rt$0 = 14'h0;
            if (rot$0[0]) begin
                rt$0 = rt$0 | t$0$q;
            end
            if (rot$0[1]) begin
                rt$0 = rt$0 | t$1$q;
            end
            if (rot$0[2]) begin
                rt$0 = rt$0 | t$2$q;
            end
            if (rot$0[3]) begin
                rt$0 = rt$0 | t$3$q;
            end
            if (rot$0[4]) begin
                rt$0 = rt$0 | t$4$q;
            end
            if (rot$0[5]) begin
                rt$0 = rt$0 | t$5$q;
            end
            if (rot$0[6]) begin
                rt$0 = rt$0 | t$6$q;
            end
            if (rot$0[7]) begin
                rt$0 = rt$0 | t$7$q;
            end
        end
    end

    always @(*) begin
        rt$1 = in1_tag;
        if (at_count[1]) begin
            rt$1 = in0_tag;
        end
        if (below[1]) begin
            rt$1 = 14'h0;
            if (rot$1[0]) begin
                rt$1 = rt$1 | t$0$q;
            end
            if (rot$1[1]) begin
                rt$1 = rt$1 | t$1$q;
            end
            if (rot$1[2]) begin
                rt$1 = rt$1 | t$2$q;
            end
            if (rot$1[3]) begin
                rt$1 = rt$1 | t$3$q;
            end
            if (rot$1[4]) begin
                rt$1 = rt$1 | t$4$q;
            end
            if (rot$1[5]) begin
                rt$1 = rt$1 | t$5$q;
            end
            if (rot$1[6]) begin
                rt$1 = rt$1 | t$6$q;
            end
            if (rot$1[7]) begin
                rt$1 = rt$1 | t$7$q;
            end
        end
    end

    always @(*) begin
        rt$2 = in1_tag;
        if (at_count[2]) begin
            rt$2 = in0_tag;
        end
        if (below[2]) begin
            rt$2 = 14'h0;
            if (rot$2[0]) begin
                rt$2 = rt$2 | t$0$q;
            end
            if (rot$2[1]) begin
                rt$2 = rt$2 | t$1$q;
            end
            if (rot$2[2]) begin
                rt$2 = rt$2 | t$2$q;
            end
            if (rot$2[3]) begin
                rt$2 = rt$2 | t$3$q;
            end
            if (rot$2[4]) begin
                rt$2 = rt$2 | t$4$q;
            end
            if (rot$2[5]) begin
                rt$2 = rt$2 | t$5$q;
            end
            if (rot$2[6]) begin
                rt$2 = rt$2 | t$6$q;
            end
            if (rot$2[7]) begin
                rt$2 = rt$2 | t$7$q;
            end
        end
    end

    always @(*) begin
        rt$3 = in1_tag;
        if (at_count[3]) begin
            rt$3 = in0_tag;
        end
        if (below[3]) begin
            rt$3 = 14'h0;
            if (rot$3[0]) begin
                rt$3 = rt$3 | t$0$q;
            end
            if (rot$3[1]) begin
                rt$3 = rt$3 | t$1$q;
            end
            if (rot$3[2]) begin
                rt$3 = rt$3 | t$2$q;
            end
            if (rot$3[3]) begin
                rt$3 = rt$3 | t$3$q;
            end
            if (rot$3[4]) begin
                rt$3 = rt$3 | t$4$q;
            end
            if (rot$3[5]) begin
                rt$3 = rt$3 | t$5$q;
            end
            if (rot$3[6]) begin
                rt$3 = rt$3 | t$6$q;
            end
            if (rot$3[7]) begin
                rt$3 = rt$3 | t$7$q;
            end
        end
    end

    always @(*) begin
        rt$4 = in1_tag;
        if (at_count[4]) begin
            rt$4 = in0_tag;
        end
        if (below[4]) begin
            rt$4 = 14'h0;
            if (rot$4[0]) begin
                rt$4 = rt$4 | t$0$q;
            end
            if (rot$4[1]) begin
                rt$4 = rt$4 | t$1$q;
            end
            if (rot$4[2]) begin
                rt$4 = rt$4 | t$2$q;
            end
            if (rot$4[3]) begin
                rt$4 = rt$4 | t$3$q;
            end
            if (rot$4[4]) begin
                rt$4 = rt$4 | t$4$q;
            end
            if (rot$4[5]) begin
                rt$4 = rt$4 | t$5$q;
            end
            if (rot$4[6]) begin
                rt$4 = rt$4 | t$6$q;
            end
            if (rot$4[7]) begin
                rt$4 = rt$4 | t$7$q;
            end
        end
    end

    always @(*) begin
        rt$5 = in1_tag;
        if (at_count[5]) begin
            rt$5 = in0_tag;
        end
        if (below[5]) begin
            rt$5 = 14'h0;
            if (rot$5[0]) begin
                rt$5 = rt$5 | t$0$q;
            end
            if (rot$5[1]) begin
                rt$5 = rt$5 | t$1$q;
            end
            if (rot$5[2]) begin
                rt$5 = rt$5 | t$2$q;
            end
            if (rot$5[3]) begin
                rt$5 = rt$5 | t$3$q;
            end
            if (rot$5[4]) begin
                rt$5 = rt$5 | t$4$q;
            end
            if (rot$5[5]) begin
                rt$5 = rt$5 | t$5$q;
            end
            if (rot$5[6]) begin
                rt$5 = rt$5 | t$6$q;
            end
            if (rot$5[7]) begin
                rt$5 = rt$5 | t$7$q;
            end
        end
    end

    always @(*) begin
        hq$0$d = rt$0;
        hq$1$d = rt$1;
        hq$2$d = rt$2;
        if (pop_n == 2'h1) begin
            hq$0$d = rt$1;
            hq$1$d = rt$2;
            hq$2$d = rt$3;
        end
        if (pop_n == 2'h2) begin
            hq$0$d = rt$2;
            hq$1$d = rt$3;
            hq$2$d = rt$4;
        end
        if (pop_n == 2'h3) begin
            hq$0$d = rt$3;
            hq$1$d = rt$4;
            hq$2$d = rt$5;
        end
    end

endmodule // mpa_rx$queue
