// Generated from model/src/mpa/tx.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: mpa_tx. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module mpa_tx(clock,reset,s_data,s_keep,s_last,s_valid,s_ready,s_desc_valid,s_desc_ready,s_desc_len,s_desc_conn,s_desc_load,s_desc_offset_words,s_desc_markers,s_desc_crc,m_data,m_keep,m_fpdu_end,m_end_lo,m_conn,m_valid,m_ready,m_ctx_valid,m_ctx_conn,m_ctx_offset_words);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output wire  s_ready;
    input wire  s_desc_valid;
    output wire  s_desc_ready;
    input wire  [15:0] s_desc_len;
    input wire  [7:0] s_desc_conn;
    input wire  s_desc_load;
    input wire  [29:0] s_desc_offset_words;
    input wire  s_desc_markers;
    input wire  s_desc_crc;
    output wire  [63:0] m_data;
    output wire  [7:0] m_keep;
    output wire  m_fpdu_end;
    output wire  m_end_lo;
    output wire  [7:0] m_conn;
    output wire  m_valid;
    input wire  m_ready;
    output wire  m_ctx_valid;
    output wire  [7:0] m_ctx_conn;
    output wire  [29:0] m_ctx_offset_words;

    // Named constants (named_consts! in model/src)
    localparam [4:0] mpa_tx_credit$ROOM_LIMIT = 5'he;

    // Stub signals
    wire  shift$reset;
    wire  [63:0] shift$s_data;
    wire  [7:0] shift$s_keep;
    wire  shift$s_last;
    wire  shift$s_valid;
    wire  shift$s_ready;
    wire  shift$desc_valid;
    wire  [15:0] shift$desc_len;
    wire  shift$start_ok;
    wire  shift$desc_take;
    wire  [63:0] shift$m_data;
    wire  shift$m_two;
    wire  shift$m_last;
    wire  shift$m_valid;
    wire  shift$m_ready;
    wire  descs$reset;
    wire  descs$push;
    wire  [43:0] descs$din;
    wire  descs$full;
    wire  descs$pop;
    wire  [43:0] descs$dout;
    wire  descs$valid;
    wire  queue$reset;
    wire  [31:0] queue$in_w0;
    wire  [31:0] queue$in_w1;
    wire  queue$in_two;
    wire  queue$in_last;
    wire  queue$push;
    wire  queue$can_push;
    wire  [1:0] queue$pop_n;
    wire  [31:0] queue$h0;
    wire  [31:0] queue$h1;
    wire  queue$h0_last;
    wire  queue$h1_last;
    wire  queue$has_one;
    wire  queue$has_two;
    wire  framer$reset;
    wire  framer$d_valid;
    wire  framer$d_load;
    wire  [29:0] framer$d_offset_words;
    wire  framer$d_markers;
    wire  framer$d_crc;
    wire  [7:0] framer$d_conn;
    wire  framer$d_z;
    wire  framer$d_m1;
    wire  framer$d_m2;
    wire  framer$desc_pop;
    wire  framer$q_one;
    wire  framer$q_two;
    wire  [31:0] framer$h0;
    wire  [31:0] framer$h1;
    wire  framer$h0_last;
    wire  framer$h1_last;
    wire  [1:0] framer$pop_n;
    wire  framer$take;
    wire  framer$beat_valid;
    wire  [63:0] framer$data;
    wire  [7:0] framer$keep;
    wire  framer$crc_slot0;
    wire  framer$crc_slot1;
    wire  [7:0] framer$conn;
    wire  framer$crc_on;
    wire  [7:0] framer$crc_keep;
    wire  framer$crc_last;
    wire  framer$ctx_valid;
    wire  [7:0] framer$ctx_conn;
    wire  [29:0] framer$ctx_offset_words;
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
    wire  out$reset;
    wire  out$push;
    wire  [81:0] out$din;
    wire  out$full;
    wire  out$pop;
    wire  [81:0] out$dout;
    wire  out$valid;
    reg  [4:0] pend$d;
    reg  [4:0] pend$q;
    reg  room$d;
    reg  room$q;
    reg  d1_valid$d;
    reg  d1_valid$q;
    reg  [63:0] d1_data$d;
    reg  [63:0] d1_data$q;
    reg  [7:0] d1_keep$d;
    reg  [7:0] d1_keep$q;
    reg  d1_crc0$d;
    reg  d1_crc0$q;
    reg  d1_crc1$d;
    reg  d1_crc1$q;
    reg  d1_crc_on$d;
    reg  d1_crc_on$q;
    reg  [7:0] d1_conn$d;
    reg  [7:0] d1_conn$q;
    reg  d2_valid$d;
    reg  d2_valid$q;
    reg  [63:0] d2_data$d;
    reg  [63:0] d2_data$q;
    reg  [7:0] d2_keep$d;
    reg  [7:0] d2_keep$q;
    reg  d2_crc0$d;
    reg  d2_crc0$q;
    reg  d2_crc1$d;
    reg  d2_crc1$q;
    reg  d2_crc_on$d;
    reg  d2_crc_on$q;
    reg  [7:0] d2_conn$d;
    reg  [7:0] d2_conn$q;
    reg  d3_valid$d;
    reg  d3_valid$q;
    reg  [63:0] d3_data$d;
    reg  [63:0] d3_data$q;
    reg  [7:0] d3_keep$d;
    reg  [7:0] d3_keep$q;
    reg  d3_crc0$d;
    reg  d3_crc0$q;
    reg  d3_crc1$d;
    reg  d3_crc1$q;
    reg  d3_crc_on$d;
    reg  d3_crc_on$q;
    reg  [7:0] d3_conn$d;
    reg  [7:0] d3_conn$q;
    reg  d4_valid$d;
    reg  d4_valid$q;
    reg  [63:0] d4_data$d;
    reg  [63:0] d4_data$q;
    reg  [7:0] d4_keep$d;
    reg  [7:0] d4_keep$q;
    reg  d4_crc0$d;
    reg  d4_crc0$q;
    reg  d4_crc1$d;
    reg  d4_crc1$q;
    reg  d4_crc_on$d;
    reg  d4_crc_on$q;
    reg  [7:0] d4_conn$d;
    reg  [7:0] d4_conn$q;
    reg  d5_valid$d;
    reg  d5_valid$q;
    reg  [63:0] d5_data$d;
    reg  [63:0] d5_data$q;
    reg  [7:0] d5_keep$d;
    reg  [7:0] d5_keep$q;
    reg  d5_crc0$d;
    reg  d5_crc0$q;
    reg  d5_crc1$d;
    reg  d5_crc1$q;
    reg  d5_crc_on$d;
    reg  d5_crc_on$q;
    reg  [7:0] d5_conn$d;
    reg  [7:0] d5_conn$q;
    reg  cf_valid$d;
    reg  cf_valid$q;
    reg  [63:0] cf_data$d;
    reg  [63:0] cf_data$q;
    reg  [7:0] cf_keep$d;
    reg  [7:0] cf_keep$q;
    reg  cf_last$d;
    reg  cf_last$q;
    reg  [31:0] crc_hold$d;
    reg  [31:0] crc_hold$q;

    // Local signals
    wire  commit;
    wire  out_pop;
    wire  [4:0] pend_up;
    wire  [4:0] pend_down;
    reg  [81:0] out_word;
    reg  [43:0] desc_word;
    reg  [63:0] crc_beat;
    reg  [31:0] crc_word0;
    reg  [31:0] crc_word1;

    // Sub module instances
    mpa_tx$shift shift(
        .clock(clock),
        .reset(shift$reset),
        .s_data(shift$s_data),
        .s_keep(shift$s_keep),
        .s_last(shift$s_last),
        .s_valid(shift$s_valid),
        .s_ready(shift$s_ready),
        .desc_valid(shift$desc_valid),
        .desc_len(shift$desc_len),
        .start_ok(shift$start_ok),
        .desc_take(shift$desc_take),
        .m_data(shift$m_data),
        .m_two(shift$m_two),
        .m_last(shift$m_last),
        .m_valid(shift$m_valid),
        .m_ready(shift$m_ready)
    );
    mpa_tx$descs descs(
        .clock(clock),
        .reset(descs$reset),
        .push(descs$push),
        .din(descs$din),
        .full(descs$full),
        .pop(descs$pop),
        .dout(descs$dout),
        .valid(descs$valid)
    );
    mpa_tx$queue queue(
        .clock(clock),
        .reset(queue$reset),
        .in_w0(queue$in_w0),
        .in_w1(queue$in_w1),
        .in_two(queue$in_two),
        .in_last(queue$in_last),
        .push(queue$push),
        .can_push(queue$can_push),
        .pop_n(queue$pop_n),
        .h0(queue$h0),
        .h1(queue$h1),
        .h0_last(queue$h0_last),
        .h1_last(queue$h1_last),
        .has_one(queue$has_one),
        .has_two(queue$has_two)
    );
    mpa_tx$framer framer(
        .clock(clock),
        .reset(framer$reset),
        .d_valid(framer$d_valid),
        .d_load(framer$d_load),
        .d_offset_words(framer$d_offset_words),
        .d_markers(framer$d_markers),
        .d_crc(framer$d_crc),
        .d_conn(framer$d_conn),
        .d_z(framer$d_z),
        .d_m1(framer$d_m1),
        .d_m2(framer$d_m2),
        .desc_pop(framer$desc_pop),
        .q_one(framer$q_one),
        .q_two(framer$q_two),
        .h0(framer$h0),
        .h1(framer$h1),
        .h0_last(framer$h0_last),
        .h1_last(framer$h1_last),
        .pop_n(framer$pop_n),
        .take(framer$take),
        .beat_valid(framer$beat_valid),
        .data(framer$data),
        .keep(framer$keep),
        .crc_slot0(framer$crc_slot0),
        .crc_slot1(framer$crc_slot1),
        .conn(framer$conn),
        .crc_on(framer$crc_on),
        .crc_keep(framer$crc_keep),
        .crc_last(framer$crc_last),
        .ctx_valid(framer$ctx_valid),
        .ctx_conn(framer$ctx_conn),
        .ctx_offset_words(framer$ctx_offset_words)
    );
    mpa_tx$crc crc(
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
    mpa_tx$out out(
        .clock(clock),
        .reset(out$reset),
        .push(out$push),
        .din(out$din),
        .full(out$full),
        .pop(out$pop),
        .dout(out$dout),
        .valid(out$valid)
    );

    // Registers
    initial begin
        pend$q = 5'h0;
        room$q = 1'h0;
        d1_valid$q = 1'h0;
        d1_data$q = 64'h0;
        d1_keep$q = 8'h0;
        d1_crc0$q = 1'h0;
        d1_crc1$q = 1'h0;
        d1_crc_on$q = 1'h0;
        d1_conn$q = 8'h0;
        d2_valid$q = 1'h0;
        d2_data$q = 64'h0;
        d2_keep$q = 8'h0;
        d2_crc0$q = 1'h0;
        d2_crc1$q = 1'h0;
        d2_crc_on$q = 1'h0;
        d2_conn$q = 8'h0;
        d3_valid$q = 1'h0;
        d3_data$q = 64'h0;
        d3_keep$q = 8'h0;
        d3_crc0$q = 1'h0;
        d3_crc1$q = 1'h0;
        d3_crc_on$q = 1'h0;
        d3_conn$q = 8'h0;
        d4_valid$q = 1'h0;
        d4_data$q = 64'h0;
        d4_keep$q = 8'h0;
        d4_crc0$q = 1'h0;
        d4_crc1$q = 1'h0;
        d4_crc_on$q = 1'h0;
        d4_conn$q = 8'h0;
        d5_valid$q = 1'h0;
        d5_data$q = 64'h0;
        d5_keep$q = 8'h0;
        d5_crc0$q = 1'h0;
        d5_crc1$q = 1'h0;
        d5_crc_on$q = 1'h0;
        d5_conn$q = 8'h0;
        cf_valid$q = 1'h0;
        cf_data$q = 64'h0;
        cf_keep$q = 8'h0;
        cf_last$q = 1'h0;
        crc_hold$q = 32'h0;
    end

    always @(posedge clock) begin
        pend$q <= pend$d;
        room$q <= room$d;
        d1_valid$q <= d1_valid$d;
        d1_data$q <= d1_data$d;
        d1_keep$q <= d1_keep$d;
        d1_crc0$q <= d1_crc0$d;
        d1_crc1$q <= d1_crc1$d;
        d1_crc_on$q <= d1_crc_on$d;
        d1_conn$q <= d1_conn$d;
        d2_valid$q <= d2_valid$d;
        d2_data$q <= d2_data$d;
        d2_keep$q <= d2_keep$d;
        d2_crc0$q <= d2_crc0$d;
        d2_crc1$q <= d2_crc1$d;
        d2_crc_on$q <= d2_crc_on$d;
        d2_conn$q <= d2_conn$d;
        d3_valid$q <= d3_valid$d;
        d3_data$q <= d3_data$d;
        d3_keep$q <= d3_keep$d;
        d3_crc0$q <= d3_crc0$d;
        d3_crc1$q <= d3_crc1$d;
        d3_crc_on$q <= d3_crc_on$d;
        d3_conn$q <= d3_conn$d;
        d4_valid$q <= d4_valid$d;
        d4_data$q <= d4_data$d;
        d4_keep$q <= d4_keep$d;
        d4_crc0$q <= d4_crc0$d;
        d4_crc1$q <= d4_crc1$d;
        d4_crc_on$q <= d4_crc_on$d;
        d4_conn$q <= d4_conn$d;
        d5_valid$q <= d5_valid$d;
        d5_data$q <= d5_data$d;
        d5_keep$q <= d5_keep$d;
        d5_crc0$q <= d5_crc0$d;
        d5_crc1$q <= d5_crc1$d;
        d5_crc_on$q <= d5_crc_on$d;
        d5_conn$q <= d5_conn$d;
        cf_valid$q <= cf_valid$d;
        cf_data$q <= cf_data$d;
        cf_keep$q <= cf_keep$d;
        cf_last$q <= cf_last$d;
        crc_hold$q <= crc_hold$d;
    end

    // Update code
    assign out$reset = reset;
    assign shift$reset = reset;
    assign descs$reset = reset;
    assign queue$reset = reset;
    assign framer$reset = reset;
    assign crc$reset = reset;
    assign shift$s_data = s_data;
    assign shift$s_keep = s_keep;
    assign shift$s_last = s_last;
    assign shift$s_valid = s_valid & ~reset;
    assign s_ready = shift$s_ready & ~reset;
    assign shift$desc_valid = s_desc_valid;
    assign shift$desc_len = s_desc_len;
    assign shift$start_ok = ~descs$full;
    assign s_desc_ready = shift$desc_take & ~reset;
    assign descs$push = shift$desc_take & ~reset;
    assign descs$din = desc_word;
    assign queue$in_w0 = shift$m_data[31:0];
    assign queue$in_w1 = shift$m_data[63:32];
    assign queue$in_two = shift$m_two;
    assign queue$in_last = shift$m_last;
    assign queue$push = shift$m_valid & queue$can_push;
    assign shift$m_ready = queue$can_push;
    assign commit = framer$beat_valid & room$q & ~reset;
    assign out_pop = m_ready & out$valid;
    assign pend_up = pend$q + 5'h1;
    assign pend_down = pend$q - 5'h1;
    assign framer$d_valid = descs$valid;
    assign framer$d_conn = descs$dout[40:33];
    assign framer$d_load = descs$dout[32];
    assign framer$d_markers = descs$dout[31];
    assign framer$d_crc = descs$dout[30];
    assign framer$d_offset_words = descs$dout[29:0];
    assign framer$d_z = descs$dout[41];
    assign framer$d_m1 = descs$dout[42];
    assign framer$d_m2 = descs$dout[43];
    assign descs$pop = framer$desc_pop;
    assign framer$q_one = queue$has_one;
    assign framer$q_two = queue$has_two;
    assign framer$h0 = queue$h0;
    assign framer$h1 = queue$h1;
    assign framer$h0_last = queue$h0_last;
    assign framer$h1_last = queue$h1_last;
    assign queue$pop_n = framer$pop_n;
    assign framer$take = room$q & ~reset;
    assign crc$enable = 1'b1;
    assign crc$ctx_load = 1'b0;
    assign crc$ctx_state = 32'h0;
    assign crc$ctx_in_packet = 1'b0;
    assign crc$s_data = cf_data$q;
    assign crc$s_keep = cf_keep$q;
    assign crc$s_last = cf_last$q;
    assign crc$s_valid = cf_valid$q;
    assign out$push = d5_valid$q;
    assign out$din = out_word;
    assign out$pop = out_pop;
    assign m_data = out$dout[63:0];
    assign m_keep = out$dout[71:64];
    assign m_fpdu_end = out$dout[72];
    assign m_end_lo = out$dout[73];
    assign m_conn = out$dout[81:74];
    assign m_valid = out$valid;
    assign m_ctx_valid = framer$ctx_valid;
    assign m_ctx_conn = framer$ctx_conn;
    assign m_ctx_offset_words = framer$ctx_offset_words;

    always @(*) begin
        d1_valid$d = d1_valid$q;
        d2_valid$d = d2_valid$q;
        d3_valid$d = d3_valid$q;
        d4_valid$d = d4_valid$q;
        d5_valid$d = d5_valid$q;
        cf_valid$d = cf_valid$q;
        d1_valid$d = commit;
        d2_valid$d = d1_valid$q;
        d3_valid$d = d2_valid$q;
        d4_valid$d = d3_valid$q;
        d5_valid$d = d4_valid$q;
        cf_valid$d = commit & |framer$crc_keep;
        if (reset) begin
            d1_valid$d = 1'b0;
            d2_valid$d = 1'b0;
            d3_valid$d = 1'b0;
            d4_valid$d = 1'b0;
            d5_valid$d = 1'b0;
            cf_valid$d = 1'b0;
        end
    end

    always @(*) begin
        d1_data$d = d1_data$q;
        d1_data$d = framer$data;
    end

    always @(*) begin
        d1_keep$d = d1_keep$q;
        d1_keep$d = framer$keep;
    end

    always @(*) begin
        d1_crc0$d = d1_crc0$q;
        d1_crc0$d = framer$crc_slot0;
    end

    always @(*) begin
        d1_crc1$d = d1_crc1$q;
        d1_crc1$d = framer$crc_slot1;
    end

    always @(*) begin
        d1_crc_on$d = d1_crc_on$q;
        d1_crc_on$d = framer$crc_on;
    end

    always @(*) begin
        d1_conn$d = d1_conn$q;
        d1_conn$d = framer$conn;
    end

    always @(*) begin
        d2_data$d = d2_data$q;
        d2_data$d = d1_data$q;
    end

    always @(*) begin
        d2_keep$d = d2_keep$q;
        d2_keep$d = d1_keep$q;
    end

    always @(*) begin
        d2_crc0$d = d2_crc0$q;
        d2_crc0$d = d1_crc0$q;
    end

    always @(*) begin
        d2_crc1$d = d2_crc1$q;
        d2_crc1$d = d1_crc1$q;
    end

    always @(*) begin
        d2_crc_on$d = d2_crc_on$q;
        d2_crc_on$d = d1_crc_on$q;
    end

    always @(*) begin
        d2_conn$d = d2_conn$q;
        d2_conn$d = d1_conn$q;
    end

    always @(*) begin
        d3_data$d = d3_data$q;
        d3_data$d = d2_data$q;
    end

    always @(*) begin
        d3_keep$d = d3_keep$q;
        d3_keep$d = d2_keep$q;
    end

    always @(*) begin
        d3_crc0$d = d3_crc0$q;
        d3_crc0$d = d2_crc0$q;
    end

    always @(*) begin
        d3_crc1$d = d3_crc1$q;
        d3_crc1$d = d2_crc1$q;
    end

    always @(*) begin
        d3_crc_on$d = d3_crc_on$q;
        d3_crc_on$d = d2_crc_on$q;
    end

    always @(*) begin
        d3_conn$d = d3_conn$q;
        d3_conn$d = d2_conn$q;
    end

    always @(*) begin
        d4_data$d = d4_data$q;
        d4_data$d = d3_data$q;
    end

    always @(*) begin
        d4_keep$d = d4_keep$q;
        d4_keep$d = d3_keep$q;
    end

    always @(*) begin
        d4_crc0$d = d4_crc0$q;
        d4_crc0$d = d3_crc0$q;
    end

    always @(*) begin
        d4_crc1$d = d4_crc1$q;
        d4_crc1$d = d3_crc1$q;
    end

    always @(*) begin
        d4_crc_on$d = d4_crc_on$q;
        d4_crc_on$d = d3_crc_on$q;
    end

    always @(*) begin
        d4_conn$d = d4_conn$q;
        d4_conn$d = d3_conn$q;
    end

    always @(*) begin
        d5_data$d = d5_data$q;
        d5_data$d = d4_data$q;
    end

    always @(*) begin
        d5_keep$d = d5_keep$q;
        d5_keep$d = d4_keep$q;
    end

    always @(*) begin
        d5_crc0$d = d5_crc0$q;
        d5_crc0$d = d4_crc0$q;
    end

    always @(*) begin
        d5_crc1$d = d5_crc1$q;
        d5_crc1$d = d4_crc1$q;
    end

    always @(*) begin
        d5_crc_on$d = d5_crc_on$q;
        d5_crc_on$d = d4_crc_on$q;
    end

    always @(*) begin
        d5_conn$d = d5_conn$q;
        d5_conn$d = d4_conn$q;
    end

    always @(*) begin
        cf_data$d = cf_data$q;
        cf_data$d = framer$data;
    end

    always @(*) begin
        cf_keep$d = cf_keep$q;
        cf_keep$d = framer$crc_keep;
    end

    always @(*) begin
        cf_last$d = cf_last$q;
        cf_last$d = framer$crc_last;
    end

    always @(*) begin
        crc_hold$d = crc_hold$q;
        if (crc$m_crc_valid) begin
            crc_hold$d = crc$m_crc;
        end
    end

    always @(*) begin
        pend$d = pend$q;
        room$d = room$q;
        if (commit & ~out_pop) begin
            pend$d = pend_up;
        end
        if (~commit & out_pop) begin
            pend$d = pend_down;
        end
        room$d = (pend$q <= mpa_tx_credit$ROOM_LIMIT) & ~out$full;
        if (reset) begin
            pend$d = 5'h0;
            room$d = 1'b0;
        end
    end

    always @(*) begin
        desc_word = 44'h0;
        desc_word[29:0] = s_desc_offset_words;
        desc_word[30] = s_desc_crc;
        desc_word[31] = s_desc_markers;
        desc_word[32] = s_desc_load;
        desc_word[40:33] = s_desc_conn;
        desc_word[41] = s_desc_offset_words[6:0] == 7'h0;
        desc_word[42] = s_desc_offset_words[6:0] == 7'h7f;
        desc_word[43] = s_desc_offset_words[6:0] == 7'h7e;
    end

    always @(*) begin
        crc_word0 = 32'h0;
        if (d5_crc_on$q & d5_crc0$q) begin
            crc_word0 = crc_hold$q;
        end
    end

    always @(*) begin
        crc_word1 = 32'h0;
        if (d5_crc_on$q & d5_crc1$q) begin
            crc_word1 = crc$m_crc;
        end
    end

    always @(*) begin
        crc_beat = 64'h0;
        crc_beat[31:0] = crc_word0;
        crc_beat[63:32] = crc_word1;
    end

    always @(*) begin
        out_word = 82'h0;
        out_word[63:0] = d5_data$q | crc_beat;
        out_word[71:64] = d5_keep$q;
        out_word[72] = d5_crc0$q | d5_crc1$q;
        out_word[73] = d5_crc0$q;
        out_word[81:74] = d5_conn$q;
    end

endmodule // mpa_tx


module mpa_tx$crc(clock,reset,s_data,s_keep,s_last,s_valid,enable,m_crc,m_crc_valid,ctx_load,ctx_state,ctx_in_packet,state_out,in_packet_out);

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
    mpa_tx$crc$beat_term beat_term(
        .data(beat_term$data),
        .keep(beat_term$keep),
        .first(beat_term$first),
        .term(beat_term$term),
        .tail(beat_term$tail)
    );
    mpa_tx$crc$advance advance(
        .state(advance$state),
        .term(advance$term),
        .restart(advance$restart),
        .advanced(advance$advanced)
    );
    mpa_tx$crc$unshift_upper unshift_upper(
        .x(unshift_upper$x),
        .sel(unshift_upper$sel),
        .y(unshift_upper$y)
    );
    mpa_tx$crc$unshift_lower unshift_lower(
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

endmodule // mpa_tx$crc


module mpa_tx$crc$advance(state,term,restart,advanced);

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
endmodule // mpa_tx$crc$advance


module mpa_tx$crc$beat_term(data,keep,first,term,tail);

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
endmodule // mpa_tx$crc$beat_term


module mpa_tx$crc$unshift_lower(x,sel,y);

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
endmodule // mpa_tx$crc$unshift_lower


module mpa_tx$crc$unshift_upper(x,sel,y);

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
endmodule // mpa_tx$crc$unshift_upper


module mpa_tx$descs(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [43:0] din;
    output wire  full;
    input wire  pop;
    output wire  [43:0] dout;
    output wire  valid;

    // Stub signals
    reg  [43:0] e0$d;
    reg  [43:0] e0$q;
    reg  [43:0] e1$d;
    reg  [43:0] e1$q;
    reg  [1:0] n$d;
    reg  [1:0] n$q;

    // Registers
    initial begin
        e0$q = 44'h0;
        e1$q = 44'h0;
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

endmodule // mpa_tx$descs


module mpa_tx$framer(clock,reset,d_valid,d_load,d_offset_words,d_markers,d_crc,d_conn,d_z,d_m1,d_m2,desc_pop,q_one,q_two,h0,h1,h0_last,h1_last,pop_n,take,beat_valid,data,keep,crc_slot0,crc_slot1,conn,crc_on,crc_keep,crc_last,ctx_valid,ctx_conn,ctx_offset_words);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  d_valid;
    input wire  d_load;
    input wire  [29:0] d_offset_words;
    input wire  d_markers;
    input wire  d_crc;
    input wire  [7:0] d_conn;
    input wire  d_z;
    input wire  d_m1;
    input wire  d_m2;
    output reg  desc_pop;
    input wire  q_one;
    input wire  q_two;
    input wire  [31:0] h0;
    input wire  [31:0] h1;
    input wire  h0_last;
    input wire  h1_last;
    output reg  [1:0] pop_n;
    input wire  take;
    output wire  beat_valid;
    output reg  [63:0] data;
    output reg  [7:0] keep;
    output reg  crc_slot0;
    output wire  crc_slot1;
    output wire  [7:0] conn;
    output reg  crc_on;
    output reg  [7:0] crc_keep;
    output reg  crc_last;
    output wire  ctx_valid;
    output wire  [7:0] ctx_conn;
    output wire  [29:0] ctx_offset_words;

    // Enums
    localparam TxState$Idle = 0;
    localparam TxState$Body = 1;
    localparam TxState$Crc = 2;

    // Stub signals
    wire  [1:0] slot0$state;
    wire  slot0$at_start;
    wire  [13:0] slot0$q;
    wire  [13:0] slot0$hdr;
    wire  slot0$markers;
    wire  slot0$at_grid;
    wire  slot0$before_grid;
    wire  slot0$avail;
    wire  slot0$word_last;
    wire  slot0$can_start;
    wire  slot0$used;
    wire  slot0$is_marker;
    wire  slot0$is_crc;
    wire  [15:0] slot0$fpduptr;
    wire  slot0$pop;
    wire  slot0$start;
    wire  slot0$covered;
    wire  slot0$covered_last;
    wire  slot0$stall;
    wire  [1:0] slot0$n_state;
    wire  slot0$n_at_start;
    wire  [13:0] slot0$n_hdr;
    reg  [1:0] slot1$state;
    reg  slot1$at_start;
    reg  [13:0] slot1$q;
    reg  [13:0] slot1$hdr;
    wire  slot1$markers;
    reg  slot1$at_grid;
    reg  slot1$before_grid;
    reg  slot1$avail;
    reg  slot1$word_last;
    reg  slot1$can_start;
    wire  slot1$used;
    wire  slot1$is_marker;
    wire  slot1$is_crc;
    wire  [15:0] slot1$fpduptr;
    wire  slot1$pop;
    wire  slot1$start;
    wire  slot1$covered;
    wire  slot1$covered_last;
    wire  slot1$stall;
    wire  [1:0] slot1$n_state;
    wire  slot1$n_at_start;
    wire  [13:0] slot1$n_hdr;
    reg  [29:0] pos$d;
    reg  [29:0] pos$q;
    reg  pz$d;
    reg  pz$q;
    reg  p1$d;
    reg  p1$q;
    reg  p2$d;
    reg  p2$q;
    reg  [1:0] state$d;
    reg  [1:0] state$q;
    reg  at_start$d;
    reg  at_start$q;
    reg  [13:0] hdr$d;
    reg  [13:0] hdr$q;
    reg  markers$d;
    reg  markers$q;
    reg  crc$d;
    reg  crc$q;
    reg  [7:0] cur_conn$d;
    reg  [7:0] cur_conn$q;
    reg  ctx_v$d;
    reg  ctx_v$q;
    reg  [7:0] ctx_c$d;
    reg  [7:0] ctx_c$q;
    reg  [29:0] ctx_o$d;
    reg  [29:0] ctx_o$q;

    // Local signals
    reg  idle;
    wire  load;
    reg  [29:0] pos_eff;
    reg  m_eff;
    reg  z;
    reg  m1;
    reg  m2;
    wire  [6:0] low7;
    wire  s0_exists;
    wire  s0_ok;
    wire  s0_pop;
    wire  valid;
    reg  [31:0] word0;
    reg  [31:0] word1;
    reg  [31:0] mark0;
    reg  [31:0] mark1;
    reg  [7:0] beat_conn;

    // Sub module instances
    mpa_tx$framer$slot0 slot0(
        .state(slot0$state),
        .at_start(slot0$at_start),
        .q(slot0$q),
        .hdr(slot0$hdr),
        .markers(slot0$markers),
        .at_grid(slot0$at_grid),
        .before_grid(slot0$before_grid),
        .avail(slot0$avail),
        .word_last(slot0$word_last),
        .can_start(slot0$can_start),
        .used(slot0$used),
        .is_marker(slot0$is_marker),
        .is_crc(slot0$is_crc),
        .fpduptr(slot0$fpduptr),
        .pop(slot0$pop),
        .start(slot0$start),
        .covered(slot0$covered),
        .covered_last(slot0$covered_last),
        .stall(slot0$stall),
        .n_state(slot0$n_state),
        .n_at_start(slot0$n_at_start),
        .n_hdr(slot0$n_hdr)
    );
    mpa_tx$framer$slot1 slot1(
        .state(slot1$state),
        .at_start(slot1$at_start),
        .q(slot1$q),
        .hdr(slot1$hdr),
        .markers(slot1$markers),
        .at_grid(slot1$at_grid),
        .before_grid(slot1$before_grid),
        .avail(slot1$avail),
        .word_last(slot1$word_last),
        .can_start(slot1$can_start),
        .used(slot1$used),
        .is_marker(slot1$is_marker),
        .is_crc(slot1$is_crc),
        .fpduptr(slot1$fpduptr),
        .pop(slot1$pop),
        .start(slot1$start),
        .covered(slot1$covered),
        .covered_last(slot1$covered_last),
        .stall(slot1$stall),
        .n_state(slot1$n_state),
        .n_at_start(slot1$n_at_start),
        .n_hdr(slot1$n_hdr)
    );

    // Registers
    initial begin
        pos$q = 30'h0;
        pz$q = 1'h0;
        p1$q = 1'h0;
        p2$q = 1'h0;
        state$q = 2'h0;
        at_start$q = 1'h0;
        hdr$q = 14'h0;
        markers$q = 1'h0;
        crc$q = 1'h0;
        cur_conn$q = 8'h0;
        ctx_v$q = 1'h0;
        ctx_c$q = 8'h0;
        ctx_o$q = 30'h0;
    end

    always @(posedge clock) begin
        pos$q <= pos$d;
        pz$q <= pz$d;
        p1$q <= p1$d;
        p2$q <= p2$d;
        state$q <= state$d;
        at_start$q <= at_start$d;
        hdr$q <= hdr$d;
        markers$q <= markers$d;
        crc$q <= crc$d;
        cur_conn$q <= cur_conn$d;
        ctx_v$q <= ctx_v$d;
        ctx_c$q <= ctx_c$d;
        ctx_o$q <= ctx_o$d;
    end

    // Update code
    assign load = idle & d_valid & d_load;
    assign s0_exists = ~pos_eff[0];
    assign low7 = pos_eff[6:0];
    assign slot0$state = state$q;
    assign slot0$at_start = at_start$q;
    assign slot0$q = pos_eff[13:0];
    assign slot0$hdr = hdr$q;
    assign slot0$markers = m_eff;
    assign slot0$at_grid = z;
    assign slot0$before_grid = m1;
    assign slot0$avail = q_one;
    assign slot0$word_last = h0_last;
    assign slot0$can_start = d_valid & q_one;
    assign s0_pop = s0_exists & slot0$pop;
    assign s0_ok = ~s0_exists | (slot0$used & ~slot0$stall);
    assign slot1$markers = m_eff;
    assign valid = s0_ok & ~slot1$stall & (s0_exists | slot1$used);
    assign beat_valid = valid;
    assign crc_slot1 = slot1$is_crc;
    assign conn = beat_conn;
    assign ctx_valid = ctx_v$q;
    assign ctx_conn = ctx_c$q;
    assign ctx_offset_words = ctx_o$q;

    always @(*) begin
        pos$d = pos$q;
        pz$d = pz$q;
        p1$d = p1$q;
        p2$d = p2$q;
        state$d = state$q;
        at_start$d = at_start$q;
        hdr$d = hdr$q;
        markers$d = markers$q;
        crc$d = crc$q;
        cur_conn$d = cur_conn$q;
        ctx_v$d = ctx_v$q;
        pop_n = 2'h0;
        desc_pop = 1'b0;
        ctx_v$d = 1'b0;
        if (take & valid) begin
            pop_n = (2'h0 + {1'h0, s0_pop}) + {1'h0, slot1$pop};
            desc_pop = (s0_exists & slot0$start) | slot1$start;
            pos$d = (pos_eff + {29'h0, s0_exists}) + {29'h0, slot1$used};
            if (s0_exists & slot1$used) begin
                pz$d = low7 == 7'h7e;
                p1$d = low7 == 7'h7d;
                p2$d = low7 == 7'h7c;
            end
            else begin
                pz$d = low7 == 7'h7f;
                p1$d = low7 == 7'h7e;
                p2$d = low7 == 7'h7d;
            end
            state$d = slot1$n_state;
            at_start$d = slot1$n_at_start;
            hdr$d = slot1$n_hdr;
            markers$d = m_eff;
            crc$d = crc_on;
            cur_conn$d = beat_conn;
            if (desc_pop) begin
                cur_conn$d = d_conn;
            end
            ctx_v$d = (s0_exists & slot0$is_crc) | slot1$is_crc;
        end
        if (reset) begin
            state$d = TxState$Idle;
            pos$d = 30'h0;
            pz$d = 1'b1;
            p1$d = 1'b0;
            p2$d = 1'b0;
            ctx_v$d = 1'b0;
        end
    end

    always @(*) begin
        ctx_c$d = ctx_c$q;
        ctx_c$d = beat_conn;
    end

    always @(*) begin
        ctx_o$d = ctx_o$q;
        ctx_o$d = pos_eff + 30'h1;
        if (s0_exists & slot1$is_crc) begin
            ctx_o$d = pos_eff + 30'h2;
        end
    end

    always @(*) begin
        idle = 1'b0;
        case (state$q)
            TxState$Idle:
                begin
                    idle = 1'b1;
                end
            default:
                begin
                end
        endcase
    end

    always @(*) begin
        pos_eff = pos$q;
        m_eff = markers$q;
        z = pz$q;
        m1 = p1$q;
        m2 = p2$q;
        crc_on = crc$q;
        beat_conn = cur_conn$q;
        if (load) begin
            pos_eff = d_offset_words;
            m_eff = d_markers;
            z = d_z;
            m1 = d_m1;
            m2 = d_m2;
            crc_on = d_crc;
            beat_conn = d_conn;
        end
    end

    always @(*) begin
        slot1$at_grid = z;
        slot1$before_grid = m1;
        if (s0_exists) begin
            slot1$at_grid = m1;
            slot1$before_grid = m2;
        end
    end

    always @(*) begin
        slot1$state = state$q;
        slot1$at_start = at_start$q;
        slot1$hdr = hdr$q;
        slot1$q = pos_eff[13:0];
        slot1$avail = q_one;
        slot1$word_last = h0_last;
        slot1$can_start = d_valid & q_one;
        if (s0_exists) begin
            slot1$state = slot0$n_state;
            slot1$at_start = slot0$n_at_start;
            slot1$hdr = slot0$n_hdr;
            slot1$q = pos_eff[13:0] + 14'h1;
            slot1$can_start = d_valid & ~d_load & ~slot0$start & q_one;
        end
        if (s0_pop) begin
            slot1$avail = q_two;
            slot1$word_last = h1_last;
            slot1$can_start = 1'b0;
        end
    end

    always @(*) begin
        mark0 = 32'h0;
        mark0[23:16] = slot0$fpduptr[15:8];
        mark0[31:24] = slot0$fpduptr[7:0];
    end

    always @(*) begin
        mark1 = 32'h0;
        mark1[23:16] = slot1$fpduptr[15:8];
        mark1[31:24] = slot1$fpduptr[7:0];
    end

    always @(*) begin
        word0 = 32'h0;
        if (slot0$is_marker) begin
            word0 = mark0;
        end
        if (slot0$pop) begin
            word0 = h0;
        end
    end

    always @(*) begin
        word1 = 32'h0;
        if (slot1$is_marker) begin
            word1 = mark1;
        end
        if (slot1$pop) begin
            word1 = h0;
            if (s0_pop) begin
                word1 = h1;
            end
        end
    end

    always @(*) begin
        data = 64'h0;
        data[63:32] = word1;
        keep = 8'h0;
        crc_keep = 8'h0;
        crc_slot0 = 1'b0;
        crc_last = slot1$covered_last;
        if (s0_exists) begin
            data[31:0] = word0;
            crc_slot0 = slot0$is_crc;
            crc_last = slot0$covered_last | slot1$covered_last;
            if (slot0$used) begin
                keep = 8'hf;
            end
            if (slot0$covered) begin
                crc_keep = 8'hf;
            end
        end
        if (slot1$used) begin
            keep = keep | 8'hf0;
        end
        if (slot1$covered) begin
            crc_keep = crc_keep | 8'hf0;
        end
    end

endmodule // mpa_tx$framer


module mpa_tx$framer$slot0(state,at_start,q,hdr,markers,at_grid,before_grid,avail,word_last,can_start,used,is_marker,is_crc,fpduptr,pop,start,covered,covered_last,stall,n_state,n_at_start,n_hdr);

    // Module arguments
    input wire  [1:0] state;
    input wire  at_start;
    input wire  [13:0] q;
    input wire  [13:0] hdr;
    input wire  markers;
    input wire  at_grid;
    input wire  before_grid;
    input wire  avail;
    input wire  word_last;
    input wire  can_start;
    output reg  used;
    output reg  is_marker;
    output reg  is_crc;
    output reg  [15:0] fpduptr;
    output reg  pop;
    output reg  start;
    output reg  covered;
    output reg  covered_last;
    output reg  stall;
    output reg  [1:0] n_state;
    output reg  n_at_start;
    output reg  [13:0] n_hdr;

    // Enums
    localparam TxState$Idle = 0;
    localparam TxState$Body = 1;
    localparam TxState$Crc = 2;

    // Local signals
    wire  grid;
    wire  next_grid;
    reg  [1:0] eff_state;
    reg  idle;
    reg  eff_at_start;

    // Update code
    assign grid = markers & at_grid;
    assign next_grid = markers & before_grid;

    always @(*) begin
        idle = 1'b0;
        case (state)
            TxState$Idle:
                begin
                    idle = 1'b1;
                end
            default:
                begin
                end
        endcase
    end

    always @(*) begin
        eff_state = state;
        eff_at_start = at_start;
        start = 1'b0;
        if (idle & can_start) begin
            eff_state = TxState$Body;
            eff_at_start = 1'b1;
            start = 1'b1;
        end
    end

    always @(*) begin
        used = 1'b0;
        is_marker = 1'b0;
        is_crc = 1'b0;
        fpduptr = 16'h0;
        fpduptr[15:2] = q - hdr;
        pop = 1'b0;
        covered = 1'b0;
        covered_last = 1'b0;
        stall = 1'b0;
        n_state = eff_state;
        n_at_start = eff_at_start;
        n_hdr = hdr;
        case (eff_state)
            TxState$Body:
                begin
                    if (grid) begin
                        used = 1'b1;
                        is_marker = 1'b1;
                        covered = 1'b1;
                        if (eff_at_start) begin
                            fpduptr = 16'h0;
                        end
                    end
                    else if (avail) begin
                        used = 1'b1;
                        pop = 1'b1;
                        covered = 1'b1;
                        n_at_start = 1'b0;
                        if (eff_at_start) begin
                            n_hdr = q;
                        end
                        if (word_last) begin
                            n_state = TxState$Crc;
                            covered_last = ~next_grid;
                        end
                    end
                    else begin
                        stall = 1'b1;
                    end
                end
            TxState$Crc:
                begin
                    if (grid) begin
                        used = 1'b1;
                        is_marker = 1'b1;
                        covered = 1'b1;
                        covered_last = 1'b1;
                    end
                    else begin
                        used = 1'b1;
                        is_crc = 1'b1;
                        n_state = TxState$Idle;
                    end
                end
            default:
                begin
                end
        endcase
    end

endmodule // mpa_tx$framer$slot0


module mpa_tx$framer$slot1(state,at_start,q,hdr,markers,at_grid,before_grid,avail,word_last,can_start,used,is_marker,is_crc,fpduptr,pop,start,covered,covered_last,stall,n_state,n_at_start,n_hdr);

    // Module arguments
    input wire  [1:0] state;
    input wire  at_start;
    input wire  [13:0] q;
    input wire  [13:0] hdr;
    input wire  markers;
    input wire  at_grid;
    input wire  before_grid;
    input wire  avail;
    input wire  word_last;
    input wire  can_start;
    output reg  used;
    output reg  is_marker;
    output reg  is_crc;
    output reg  [15:0] fpduptr;
    output reg  pop;
    output reg  start;
    output reg  covered;
    output reg  covered_last;
    output reg  stall;
    output reg  [1:0] n_state;
    output reg  n_at_start;
    output reg  [13:0] n_hdr;

    // Enums
    localparam TxState$Idle = 0;
    localparam TxState$Body = 1;
    localparam TxState$Crc = 2;

    // Local signals
    wire  grid;
    wire  next_grid;
    reg  [1:0] eff_state;
    reg  idle;
    reg  eff_at_start;

    // Update code
    assign grid = markers & at_grid;
    assign next_grid = markers & before_grid;

    always @(*) begin
        idle = 1'b0;
        case (state)
            TxState$Idle:
                begin
                    idle = 1'b1;
                end
            default:
                begin
                end
        endcase
    end

    always @(*) begin
        eff_state = state;
        eff_at_start = at_start;
        start = 1'b0;
        if (idle & can_start) begin
            eff_state = TxState$Body;
            eff_at_start = 1'b1;
            start = 1'b1;
        end
    end

    always @(*) begin
        used = 1'b0;
        is_marker = 1'b0;
        is_crc = 1'b0;
        fpduptr = 16'h0;
        fpduptr[15:2] = q - hdr;
        pop = 1'b0;
        covered = 1'b0;
        covered_last = 1'b0;
        stall = 1'b0;
        n_state = eff_state;
        n_at_start = eff_at_start;
        n_hdr = hdr;
        case (eff_state)
            TxState$Body:
                begin
                    if (grid) begin
                        used = 1'b1;
                        is_marker = 1'b1;
                        covered = 1'b1;
                        if (eff_at_start) begin
                            fpduptr = 16'h0;
                        end
                    end
                    else if (avail) begin
                        used = 1'b1;
                        pop = 1'b1;
                        covered = 1'b1;
                        n_at_start = 1'b0;
                        if (eff_at_start) begin
                            n_hdr = q;
                        end
                        if (word_last) begin
                            n_state = TxState$Crc;
                            covered_last = ~next_grid;
                        end
                    end
                    else begin
                        stall = 1'b1;
                    end
                end
            TxState$Crc:
                begin
                    if (grid) begin
                        used = 1'b1;
                        is_marker = 1'b1;
                        covered = 1'b1;
                        covered_last = 1'b1;
                    end
                    else begin
                        used = 1'b1;
                        is_crc = 1'b1;
                        n_state = TxState$Idle;
                    end
                end
            default:
                begin
                end
        endcase
    end

endmodule // mpa_tx$framer$slot1


module mpa_tx$out(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [81:0] din;
    output wire  full;
    input wire  pop;
    output reg  [81:0] dout;
    output wire  valid;

    // Stub signals
    wire  [3:0] ram$read_address;
    wire  [81:0] ram$read_data;
    wire  ram$write_enable;
    wire  [3:0] ram$write_address;
    wire  [81:0] ram$write_data;
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
    reg  [81:0] byp$d;
    reg  [81:0] byp$q;

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
    mpa_tx$out$ram ram(
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
        byp$q = 82'h0;
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

endmodule // mpa_tx$out


module mpa_tx$out$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [81:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [81:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [81:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {82{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // mpa_tx$out$ram


module mpa_tx$queue(clock,reset,in_w0,in_w1,in_two,in_last,push,can_push,pop_n,h0,h1,h0_last,h1_last,has_one,has_two);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [31:0] in_w0;
    input wire  [31:0] in_w1;
    input wire  in_two;
    input wire  in_last;
    input wire  push;
    output wire  can_push;
    input wire  [1:0] pop_n;
    output wire  [31:0] h0;
    output wire  [31:0] h1;
    output wire  h0_last;
    output wire  h1_last;
    output wire  has_one;
    output wire  has_two;

    // Named constants (named_consts! in model/src)
    localparam [2:0] word_queue_limit$PUSH_LIMIT = 3'h4;
    localparam [2:0] word_queue_limit$STEP1 = 3'h1;
    localparam [2:0] word_queue_limit$STEP2 = 3'h2;
    localparam [2:0] word_queue_limit$WRAP1 = 3'h7;
    localparam [2:0] word_queue_limit$WRAP2 = 3'h6;

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
    reg  l$0$d;
    reg  l$0$q;
    reg  l$1$d;
    reg  l$1$q;
    reg  l$2$d;
    reg  l$2$q;
    reg  l$3$d;
    reg  l$3$q;
    reg  l$4$d;
    reg  l$4$q;
    reg  l$5$d;
    reg  l$5$q;
    reg  l$6$d;
    reg  l$6$q;
    reg  l$7$d;
    reg  l$7$q;
    reg  [7:0] rd$d;
    reg  [7:0] rd$q;
    reg  [7:0] rd1$d;
    reg  [7:0] rd1$q;
    reg  [7:0] wr$d;
    reg  [7:0] wr$q;
    reg  [7:0] wr1$d;
    reg  [7:0] wr1$q;
    reg  [2:0] count$d;
    reg  [2:0] count$q;
    reg  one$d;
    reg  one$q;
    reg  two$d;
    reg  two$q;
    reg  room$d;
    reg  room$q;

    // Local signals
    reg  [2:0] c0;
    wire  [2:0] c1;
    wire  [2:0] c2;
    reg  [31:0] a0;
    reg  [31:0] a1;
    reg  al0;
    reg  al1;
    wire  [7:0] rd_r1;
    wire  [7:0] rd_r2;
    wire  [7:0] wr_r1;
    wire  [7:0] wr_r2;

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
        l$0$q = 1'h0;
        l$1$q = 1'h0;
        l$2$q = 1'h0;
        l$3$q = 1'h0;
        l$4$q = 1'h0;
        l$5$q = 1'h0;
        l$6$q = 1'h0;
        l$7$q = 1'h0;
        rd$q = 8'h0;
        rd1$q = 8'h0;
        wr$q = 8'h0;
        wr1$q = 8'h0;
        count$q = 3'h0;
        one$q = 1'h0;
        two$q = 1'h0;
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
        l$0$q <= l$0$d;
        l$1$q <= l$1$d;
        l$2$q <= l$2$d;
        l$3$q <= l$3$d;
        l$4$q <= l$4$d;
        l$5$q <= l$5$d;
        l$6$q <= l$6$d;
        l$7$q <= l$7$d;
        rd$q <= rd$d;
        rd1$q <= rd1$d;
        wr$q <= wr$d;
        wr1$q <= wr1$d;
        count$q <= count$d;
        one$q <= one$d;
        two$q <= two$d;
        room$q <= room$d;
    end

    // Update code
    assign rd_r1 = (rd1$q << word_queue_limit$STEP1) | (rd1$q >> word_queue_limit$WRAP1);
    assign rd_r2 = (rd1$q << word_queue_limit$STEP2) | (rd1$q >> word_queue_limit$WRAP2);
    assign wr_r1 = (wr1$q << word_queue_limit$STEP1) | (wr1$q >> word_queue_limit$WRAP1);
    assign wr_r2 = (wr1$q << word_queue_limit$STEP2) | (wr1$q >> word_queue_limit$WRAP2);
    assign h0 = a0;
    assign h1 = a1;
    assign h0_last = al0;
    assign h1_last = al1;
    assign has_one = one$q;
    assign has_two = two$q;
    assign can_push = room$q;
    assign c1 = c0 - 3'h1;
    assign c2 = c0 - 3'h2;

    always @(*) begin
        rd$d = rd$q;
        rd1$d = rd1$q;
        wr$d = wr$q;
        wr1$d = wr1$q;
        count$d = count$q;
        one$d = one$q;
        two$d = two$q;
        room$d = room$q;
        w$0$d = w$0$q;
        l$0$d = l$0$q;
        w$1$d = w$1$q;
        l$1$d = l$1$q;
        w$2$d = w$2$q;
        l$2$d = l$2$q;
        w$3$d = w$3$q;
        l$3$d = l$3$q;
        w$4$d = w$4$q;
        l$4$d = l$4$q;
        w$5$d = w$5$q;
        l$5$d = l$5$q;
        w$6$d = w$6$q;
        l$6$d = l$6$q;
        w$7$d = w$7$q;
        l$7$d = l$7$q;
        if (push) begin
            if (wr$q[0]) begin
                w$0$d = in_w0;
                l$0$d = in_last & ~in_two;
            end
            if (in_two & wr1$q[0]) begin
                w$0$d = in_w1;
                l$0$d = in_last;
            end
            if (wr$q[1]) begin
                w$1$d = in_w0;
                l$1$d = in_last & ~in_two;
            end
            if (in_two & wr1$q[1]) begin
                w$1$d = in_w1;
                l$1$d = in_last;
            end
            if (wr$q[2]) begin
                w$2$d = in_w0;
                l$2$d = in_last & ~in_two;
            end
            if (in_two & wr1$q[2]) begin
                w$2$d = in_w1;
                l$2$d = in_last;
            end
            if (wr$q[3]) begin
                w$3$d = in_w0;
                l$3$d = in_last & ~in_two;
            end
            if (in_two & wr1$q[3]) begin
                w$3$d = in_w1;
                l$3$d = in_last;
            end
            if (wr$q[4]) begin
                w$4$d = in_w0;
                l$4$d = in_last & ~in_two;
            end
            if (in_two & wr1$q[4]) begin
                w$4$d = in_w1;
                l$4$d = in_last;
            end
            if (wr$q[5]) begin
                w$5$d = in_w0;
                l$5$d = in_last & ~in_two;
            end
            if (in_two & wr1$q[5]) begin
                w$5$d = in_w1;
                l$5$d = in_last;
            end
            if (wr$q[6]) begin
                w$6$d = in_w0;
                l$6$d = in_last & ~in_two;
            end
            if (in_two & wr1$q[6]) begin
                w$6$d = in_w1;
                l$6$d = in_last;
            end
            if (wr$q[7]) begin
                w$7$d = in_w0;
                l$7$d = in_last & ~in_two;
            end
            if (in_two & wr1$q[7]) begin
                w$7$d = in_w1;
                l$7$d = in_last;
            end
            wr$d = wr1$q;
            wr1$d = wr_r1;
            if (in_two) begin
                wr$d = wr_r1;
                wr1$d = wr_r2;
            end
        end
        count$d = c0;
        one$d = c0 >= 3'h1;
        two$d = c0 >= 3'h2;
        room$d = c0 <= word_queue_limit$PUSH_LIMIT;
        if (pop_n == 2'h1) begin
            rd$d = rd1$q;
            rd1$d = rd_r1;
            count$d = c1;
            one$d = c1 >= 3'h1;
            two$d = c1 >= 3'h2;
            room$d = c1 <= word_queue_limit$PUSH_LIMIT;
        end
        if (pop_n == 2'h2) begin
            rd$d = rd_r1;
            rd1$d = rd_r2;
            count$d = c2;
            one$d = c2 >= 3'h1;
            two$d = c2 >= 3'h2;
            room$d = c2 <= word_queue_limit$PUSH_LIMIT;
        end
        if (reset) begin
            rd$d = 8'h1;
            rd1$d = 8'h2;
            wr$d = 8'h1;
            wr1$d = 8'h2;
            count$d = 3'h0;
            one$d = 1'b0;
            two$d = 1'b0;
            room$d = 1'b1;
        end
    end

    always @(*) begin
        a0 = 32'h0;
        al0 = 1'b0;
        if (rd$q[0]) begin
            a0 = a0 | w$0$q;
            al0 = al0 | l$0$q;
        end
        if (rd$q[1]) begin
            a0 = a0 | w$1$q;
            al0 = al0 | l$1$q;
        end
        if (rd$q[2]) begin
            a0 = a0 | w$2$q;
            al0 = al0 | l$2$q;
        end
        if (rd$q[3]) begin
            a0 = a0 | w$3$q;
            al0 = al0 | l$3$q;
        end
        if (rd$q[4]) begin
            a0 = a0 | w$4$q;
            al0 = al0 | l$4$q;
        end
        if (rd$q[5]) begin
            a0 = a0 | w$5$q;
            al0 = al0 | l$5$q;
        end
        if (rd$q[6]) begin
            a0 = a0 | w$6$q;
            al0 = al0 | l$6$q;
        end
        if (rd$q[7]) begin
            a0 = a0 | w$7$q;
            al0 = al0 | l$7$q;
        end
    end

    always @(*) begin
        a1 = 32'h0;
        al1 = 1'b0;
        if (rd1$q[0]) begin
            a1 = a1 | w$0$q;
            al1 = al1 | l$0$q;
        end
        if (rd1$q[1]) begin
            a1 = a1 | w$1$q;
            al1 = al1 | l$1$q;
        end
        if (rd1$q[2]) begin
            a1 = a1 | w$2$q;
            al1 = al1 | l$2$q;
        end
        if (rd1$q[3]) begin
            a1 = a1 | w$3$q;
            al1 = al1 | l$3$q;
        end
        if (rd1$q[4]) begin
            a1 = a1 | w$4$q;
            al1 = al1 | l$4$q;
        end
        if (rd1$q[5]) begin
            a1 = a1 | w$5$q;
            al1 = al1 | l$5$q;
        end
        if (rd1$q[6]) begin
            a1 = a1 | w$6$q;
            al1 = al1 | l$6$q;
        end
        if (rd1$q[7]) begin
            a1 = a1 | w$7$q;
            al1 = al1 | l$7$q;
        end
    end

    always @(*) begin
        c0 = count$q;
        if (push) begin
            c0 = count$q + 3'h1;
            if (in_two) begin
                c0 = count$q + 3'h2;
            end
        end
    end

endmodule // mpa_tx$queue


module mpa_tx$shift(clock,reset,s_data,s_keep,s_last,s_valid,s_ready,desc_valid,desc_len,start_ok,desc_take,m_data,m_two,m_last,m_valid,m_ready);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output wire  s_ready;
    input wire  desc_valid;
    input wire  [15:0] desc_len;
    input wire  start_ok;
    output reg  desc_take;
    output reg  [63:0] m_data;
    output reg  m_two;
    output reg  m_last;
    output reg  m_valid;
    input wire  m_ready;

    // Stub signals
    wire  [63:0] comb$data;
    wire  [7:0] comb$keep;
    wire  [15:0] comb$len;
    wire  comb$first;
    wire  [15:0] comb$carry_in;
    wire  [63:0] comb$shifted;
    wire  [15:0] comb$carry_out;
    wire  comb$fits;
    wire  comb$single;
    reg  mid$d;
    reg  mid$q;
    reg  [15:0] carry$d;
    reg  [15:0] carry$q;
    reg  extra$d;
    reg  extra$q;

    // Local signals
    wire  go;

    // Sub module instances
    mpa_tx$shift$comb comb(
        .data(comb$data),
        .keep(comb$keep),
        .len(comb$len),
        .first(comb$first),
        .carry_in(comb$carry_in),
        .shifted(comb$shifted),
        .carry_out(comb$carry_out),
        .fits(comb$fits),
        .single(comb$single)
    );

    // Registers
    initial begin
        mid$q = 1'h0;
        carry$q = 16'h0;
        extra$q = 1'h0;
    end

    always @(posedge clock) begin
        mid$q <= mid$d;
        carry$q <= carry$d;
        extra$q <= extra$d;
    end

    // Update code
    assign comb$data = s_data;
    assign comb$keep = s_keep;
    assign comb$len = desc_len;
    assign comb$first = ~mid$q;
    assign comb$carry_in = carry$q;
    assign go = ~extra$q & (mid$q | (desc_valid & start_ok));
    assign s_ready = go & m_ready;

    always @(*) begin
        mid$d = mid$q;
        carry$d = carry$q;
        extra$d = extra$q;
        desc_take = 1'b0;
        m_data = comb$shifted;
        m_two = 1'b1;
        m_last = 1'b0;
        m_valid = go & s_valid;
        if (extra$q) begin
            m_valid = 1'b1;
            m_data = {48'h0, carry$q};
            m_two = 1'b0;
            m_last = 1'b1;
            if (m_ready) begin
                extra$d = 1'b0;
                mid$d = 1'b0;
            end
        end
        else begin
            if (s_last & comb$fits) begin
                m_last = 1'b1;
                m_two = ~comb$single;
            end
            if (go & s_valid & m_ready) begin
                desc_take = ~mid$q;
                carry$d = comb$carry_out;
                mid$d = 1'b1;
                if (s_last) begin
                    if (comb$fits) begin
                        mid$d = 1'b0;
                    end
                    else begin
                        extra$d = 1'b1;
                    end
                end
            end
        end
        if (reset) begin
            mid$d = 1'b0;
            extra$d = 1'b0;
        end
    end

endmodule // mpa_tx$shift


module mpa_tx$shift$comb(data,keep,len,first,carry_in,shifted,carry_out,fits,single);

    // Module arguments
    input wire  [63:0] data;
    input wire  [7:0] keep;
    input wire  [15:0] len;
    input wire  first;
    input wire  [15:0] carry_in;
    output wire  [63:0] shifted;
    output wire  [15:0] carry_out;
    output wire  fits;
    output wire  single;

    // Update code (custom)
    wire [63:0] masked = data & {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}, {8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
    assign shifted = {masked[47:0], (first ? {len[7:0], len[15:8]} : carry_in)};
    assign carry_out = masked[63:48];
    assign fits = ~keep[6];
    assign single = ~keep[2];
endmodule // mpa_tx$shift$comb
