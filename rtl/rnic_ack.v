// Generated from model/src/rnic/ack.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_ack. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_ack(clock,reset,s_cfg_valid,s_cfg_ready,s_cfg_qp,s_cfg_s0,s_desc_valid,s_desc_ready,s_desc_qp,s_desc_len,s_ctx_valid,s_ctx_ready,s_ctx_conn,s_ctx_offset_words,s_acked_valid,s_acked_ready,s_acked_qp,s_acked_value,m_ack_valid,m_ack_ready,m_ack_qp,m_ack_bytes,idle,cnt_acks,cnt_stray);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cfg_valid;
    output wire  s_cfg_ready;
    input wire  [3:0] s_cfg_qp;
    input wire  [31:0] s_cfg_s0;
    input wire  s_desc_valid;
    output wire  s_desc_ready;
    input wire  [3:0] s_desc_qp;
    input wire  [15:0] s_desc_len;
    input wire  s_ctx_valid;
    output wire  s_ctx_ready;
    input wire  [7:0] s_ctx_conn;
    input wire  [29:0] s_ctx_offset_words;
    input wire  s_acked_valid;
    output wire  s_acked_ready;
    input wire  [3:0] s_acked_qp;
    input wire  [31:0] s_acked_value;
    output wire  m_ack_valid;
    input wire  m_ack_ready;
    output wire  [3:0] m_ack_qp;
    output wire  [31:0] m_ack_bytes;
    output wire  idle;
    output wire  [31:0] cnt_acks;
    output wire  [15:0] cnt_stray;

    // Named constants (named_consts! in model/src)
    localparam [15:0] qp_onehot$QP0 = 16'h1;
    localparam [31:0] rnack_const$FPDU_SLOTS = 32'hff;
    localparam [31:0] rnack_const$HALF = 32'h80000000;
    localparam [31:0] rnack_const$SLOTS_BEFORE_LAST = 32'hfe;
    localparam [31:0] rnack_const$WORD_SHIFT = 32'h2;
    localparam [2:0] rnack_state$CMP = 3'h3;
    localparam [2:0] rnack_state$HEAD = 3'h2;
    localparam [2:0] rnack_state$IDLE = 3'h0;
    localparam [2:0] rnack_state$POP = 3'h4;
    localparam [2:0] rnack_state$PUSH = 3'h1;
    localparam [2:0] rnack_state$SEND = 3'h5;
    localparam [2:0] rnack_state$STRAY = 3'h6;

    // Stub signals
    wire  lens$reset;
    wire  lens$push;
    reg  [19:0] lens$din;
    wire  lens$full;
    wire  lens$pop;
    wire  [19:0] lens$dout;
    wire  lens$valid;
    wire  ends$reset;
    wire  ends$push;
    wire  [29:0] ends$din;
    wire  ends$full;
    wire  ends$pop;
    wire  [29:0] ends$dout;
    wire  ends$valid;
    wire  [11:0] recs$read_address;
    wire  [63:0] recs$read_data;
    wire  recs$write_enable;
    wire  [11:0] recs$write_address;
    reg  [63:0] recs$write_data;
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [31:0] s0$0$d;
    reg  [31:0] s0$0$q;
    reg  [31:0] s0$1$d;
    reg  [31:0] s0$1$q;
    reg  [31:0] s0$2$d;
    reg  [31:0] s0$2$q;
    reg  [31:0] s0$3$d;
    reg  [31:0] s0$3$q;
    reg  [31:0] s0$4$d;
    reg  [31:0] s0$4$q;
    reg  [31:0] s0$5$d;
    reg  [31:0] s0$5$q;
    reg  [31:0] s0$6$d;
    reg  [31:0] s0$6$q;
    reg  [31:0] s0$7$d;
    reg  [31:0] s0$7$q;
    reg  [31:0] s0$8$d;
    reg  [31:0] s0$8$q;
    reg  [31:0] s0$9$d;
    reg  [31:0] s0$9$q;
    reg  [31:0] s0$10$d;
    reg  [31:0] s0$10$q;
    reg  [31:0] s0$11$d;
    reg  [31:0] s0$11$q;
    reg  [31:0] s0$12$d;
    reg  [31:0] s0$12$q;
    reg  [31:0] s0$13$d;
    reg  [31:0] s0$13$q;
    reg  [31:0] s0$14$d;
    reg  [31:0] s0$14$q;
    reg  [31:0] s0$15$d;
    reg  [31:0] s0$15$q;
    reg  [31:0] bytes$0$d;
    reg  [31:0] bytes$0$q;
    reg  [31:0] bytes$1$d;
    reg  [31:0] bytes$1$q;
    reg  [31:0] bytes$2$d;
    reg  [31:0] bytes$2$q;
    reg  [31:0] bytes$3$d;
    reg  [31:0] bytes$3$q;
    reg  [31:0] bytes$4$d;
    reg  [31:0] bytes$4$q;
    reg  [31:0] bytes$5$d;
    reg  [31:0] bytes$5$q;
    reg  [31:0] bytes$6$d;
    reg  [31:0] bytes$6$q;
    reg  [31:0] bytes$7$d;
    reg  [31:0] bytes$7$q;
    reg  [31:0] bytes$8$d;
    reg  [31:0] bytes$8$q;
    reg  [31:0] bytes$9$d;
    reg  [31:0] bytes$9$q;
    reg  [31:0] bytes$10$d;
    reg  [31:0] bytes$10$q;
    reg  [31:0] bytes$11$d;
    reg  [31:0] bytes$11$q;
    reg  [31:0] bytes$12$d;
    reg  [31:0] bytes$12$q;
    reg  [31:0] bytes$13$d;
    reg  [31:0] bytes$13$q;
    reg  [31:0] bytes$14$d;
    reg  [31:0] bytes$14$q;
    reg  [31:0] bytes$15$d;
    reg  [31:0] bytes$15$q;
    reg  [7:0] head$0$d;
    reg  [7:0] head$0$q;
    reg  [7:0] head$1$d;
    reg  [7:0] head$1$q;
    reg  [7:0] head$2$d;
    reg  [7:0] head$2$q;
    reg  [7:0] head$3$d;
    reg  [7:0] head$3$q;
    reg  [7:0] head$4$d;
    reg  [7:0] head$4$q;
    reg  [7:0] head$5$d;
    reg  [7:0] head$5$q;
    reg  [7:0] head$6$d;
    reg  [7:0] head$6$q;
    reg  [7:0] head$7$d;
    reg  [7:0] head$7$q;
    reg  [7:0] head$8$d;
    reg  [7:0] head$8$q;
    reg  [7:0] head$9$d;
    reg  [7:0] head$9$q;
    reg  [7:0] head$10$d;
    reg  [7:0] head$10$q;
    reg  [7:0] head$11$d;
    reg  [7:0] head$11$q;
    reg  [7:0] head$12$d;
    reg  [7:0] head$12$q;
    reg  [7:0] head$13$d;
    reg  [7:0] head$13$q;
    reg  [7:0] head$14$d;
    reg  [7:0] head$14$q;
    reg  [7:0] head$15$d;
    reg  [7:0] head$15$q;
    reg  [7:0] tail$0$d;
    reg  [7:0] tail$0$q;
    reg  [7:0] tail$1$d;
    reg  [7:0] tail$1$q;
    reg  [7:0] tail$2$d;
    reg  [7:0] tail$2$q;
    reg  [7:0] tail$3$d;
    reg  [7:0] tail$3$q;
    reg  [7:0] tail$4$d;
    reg  [7:0] tail$4$q;
    reg  [7:0] tail$5$d;
    reg  [7:0] tail$5$q;
    reg  [7:0] tail$6$d;
    reg  [7:0] tail$6$q;
    reg  [7:0] tail$7$d;
    reg  [7:0] tail$7$q;
    reg  [7:0] tail$8$d;
    reg  [7:0] tail$8$q;
    reg  [7:0] tail$9$d;
    reg  [7:0] tail$9$q;
    reg  [7:0] tail$10$d;
    reg  [7:0] tail$10$q;
    reg  [7:0] tail$11$d;
    reg  [7:0] tail$11$q;
    reg  [7:0] tail$12$d;
    reg  [7:0] tail$12$q;
    reg  [7:0] tail$13$d;
    reg  [7:0] tail$13$q;
    reg  [7:0] tail$14$d;
    reg  [7:0] tail$14$q;
    reg  [7:0] tail$15$d;
    reg  [7:0] tail$15$q;
    reg  [8:0] used$0$d;
    reg  [8:0] used$0$q;
    reg  [8:0] used$1$d;
    reg  [8:0] used$1$q;
    reg  [8:0] used$2$d;
    reg  [8:0] used$2$q;
    reg  [8:0] used$3$d;
    reg  [8:0] used$3$q;
    reg  [8:0] used$4$d;
    reg  [8:0] used$4$q;
    reg  [8:0] used$5$d;
    reg  [8:0] used$5$q;
    reg  [8:0] used$6$d;
    reg  [8:0] used$6$q;
    reg  [8:0] used$7$d;
    reg  [8:0] used$7$q;
    reg  [8:0] used$8$d;
    reg  [8:0] used$8$q;
    reg  [8:0] used$9$d;
    reg  [8:0] used$9$q;
    reg  [8:0] used$10$d;
    reg  [8:0] used$10$q;
    reg  [8:0] used$11$d;
    reg  [8:0] used$11$q;
    reg  [8:0] used$12$d;
    reg  [8:0] used$12$q;
    reg  [8:0] used$13$d;
    reg  [8:0] used$13$q;
    reg  [8:0] used$14$d;
    reg  [8:0] used$14$q;
    reg  [8:0] used$15$d;
    reg  [8:0] used$15$q;
    reg  room$0$d;
    reg  room$0$q;
    reg  room$1$d;
    reg  room$1$q;
    reg  room$2$d;
    reg  room$2$q;
    reg  room$3$d;
    reg  room$3$q;
    reg  room$4$d;
    reg  room$4$q;
    reg  room$5$d;
    reg  room$5$q;
    reg  room$6$d;
    reg  room$6$q;
    reg  room$7$d;
    reg  room$7$q;
    reg  room$8$d;
    reg  room$8$q;
    reg  room$9$d;
    reg  room$9$q;
    reg  room$10$d;
    reg  room$10$q;
    reg  room$11$d;
    reg  room$11$q;
    reg  room$12$d;
    reg  room$12$q;
    reg  room$13$d;
    reg  room$13$q;
    reg  room$14$d;
    reg  room$14$q;
    reg  room$15$d;
    reg  room$15$q;
    reg  [3:0] q$d;
    reg  [3:0] q$q;
    reg  [15:0] qsel$d;
    reg  [15:0] qsel$q;
    reg  [31:0] pos$d;
    reg  [31:0] pos$q;
    reg  [63:0] rec$d;
    reg  [63:0] rec$q;
    reg  [15:0] len_r$d;
    reg  [15:0] len_r$q;
    reg  [31:0] bytes_r$d;
    reg  [31:0] bytes_r$q;
    reg  [31:0] done_bytes$d;
    reg  [31:0] done_bytes$q;
    reg  any_done$d;
    reg  any_done$q;
    reg  [31:0] n_acks$d;
    reg  [31:0] n_acks$q;
    reg  [15:0] n_stray$d;
    reg  [15:0] n_stray$q;
    reg  [15:0] n_lost$d;
    reg  [15:0] n_lost$q;

    // Local signals
    wire  [15:0] cfg_sel;
    wire  [15:0] desc_sel;
    wire  [15:0] len_sel;
    wire  [15:0] acked_sel;
    reg  desc_room;
    wire  [19:0] len_head;
    wire  store;
    reg  [7:0] sel_tail;
    reg  [7:0] sel_head;
    wire  is_idle;
    wire  stray;
    reg  [31:0] acked_s0;
    reg  [31:0] head_bytes;
    wire  [31:0] new_bytes;
    wire  [31:0] end_bytes;
    reg  [11:0] wr_at;
    reg  [11:0] rd_at;
    wire  [31:0] diff;
    wire  covered;
    wire  desc_take;
    wire  pop_take;
    wire  in_use;
    wire  [8:0] u_inc$0;
    wire  [8:0] u_inc$1;
    wire  [8:0] u_inc$2;
    wire  [8:0] u_inc$3;
    wire  [8:0] u_inc$4;
    wire  [8:0] u_inc$5;
    wire  [8:0] u_inc$6;
    wire  [8:0] u_inc$7;
    wire  [8:0] u_inc$8;
    wire  [8:0] u_inc$9;
    wire  [8:0] u_inc$10;
    wire  [8:0] u_inc$11;
    wire  [8:0] u_inc$12;
    wire  [8:0] u_inc$13;
    wire  [8:0] u_inc$14;
    wire  [8:0] u_inc$15;
    wire  [8:0] u_dec$0;
    wire  [8:0] u_dec$1;
    wire  [8:0] u_dec$2;
    wire  [8:0] u_dec$3;
    wire  [8:0] u_dec$4;
    wire  [8:0] u_dec$5;
    wire  [8:0] u_dec$6;
    wire  [8:0] u_dec$7;
    wire  [8:0] u_dec$8;
    wire  [8:0] u_dec$9;
    wire  [8:0] u_dec$10;
    wire  [8:0] u_dec$11;
    wire  [8:0] u_dec$12;
    wire  [8:0] u_dec$13;
    wire  [8:0] u_dec$14;
    wire  [8:0] u_dec$15;
    reg  [8:0] u_next$0;
    reg  [8:0] u_next$1;
    reg  [8:0] u_next$2;
    reg  [8:0] u_next$3;
    reg  [8:0] u_next$4;
    reg  [8:0] u_next$5;
    reg  [8:0] u_next$6;
    reg  [8:0] u_next$7;
    reg  [8:0] u_next$8;
    reg  [8:0] u_next$9;
    reg  [8:0] u_next$10;
    reg  [8:0] u_next$11;
    reg  [8:0] u_next$12;
    reg  [8:0] u_next$13;
    reg  [8:0] u_next$14;
    reg  [8:0] u_next$15;

    // Sub module instances
    rnic_ack$lens lens(
        .clock(clock),
        .reset(lens$reset),
        .push(lens$push),
        .din(lens$din),
        .full(lens$full),
        .pop(lens$pop),
        .dout(lens$dout),
        .valid(lens$valid)
    );
    rnic_ack$ends ends(
        .clock(clock),
        .reset(ends$reset),
        .push(ends$push),
        .din(ends$din),
        .full(ends$full),
        .pop(ends$pop),
        .dout(ends$dout),
        .valid(ends$valid)
    );
    rnic_ack$recs recs(
        .clock(clock),
        .read_address(recs$read_address),
        .read_data(recs$read_data),
        .write_enable(recs$write_enable),
        .write_address(recs$write_address),
        .write_data(recs$write_data)
    );

    // Registers
    initial begin
        st$q = 3'h0;
        s0$0$q = 32'h0;
        s0$1$q = 32'h0;
        s0$2$q = 32'h0;
        s0$3$q = 32'h0;
        s0$4$q = 32'h0;
        s0$5$q = 32'h0;
        s0$6$q = 32'h0;
        s0$7$q = 32'h0;
        s0$8$q = 32'h0;
        s0$9$q = 32'h0;
        s0$10$q = 32'h0;
        s0$11$q = 32'h0;
        s0$12$q = 32'h0;
        s0$13$q = 32'h0;
        s0$14$q = 32'h0;
        s0$15$q = 32'h0;
        bytes$0$q = 32'h0;
        bytes$1$q = 32'h0;
        bytes$2$q = 32'h0;
        bytes$3$q = 32'h0;
        bytes$4$q = 32'h0;
        bytes$5$q = 32'h0;
        bytes$6$q = 32'h0;
        bytes$7$q = 32'h0;
        bytes$8$q = 32'h0;
        bytes$9$q = 32'h0;
        bytes$10$q = 32'h0;
        bytes$11$q = 32'h0;
        bytes$12$q = 32'h0;
        bytes$13$q = 32'h0;
        bytes$14$q = 32'h0;
        bytes$15$q = 32'h0;
        head$0$q = 8'h0;
        head$1$q = 8'h0;
        head$2$q = 8'h0;
        head$3$q = 8'h0;
        head$4$q = 8'h0;
        head$5$q = 8'h0;
        head$6$q = 8'h0;
        head$7$q = 8'h0;
        head$8$q = 8'h0;
        head$9$q = 8'h0;
        head$10$q = 8'h0;
        head$11$q = 8'h0;
        head$12$q = 8'h0;
        head$13$q = 8'h0;
        head$14$q = 8'h0;
        head$15$q = 8'h0;
        tail$0$q = 8'h0;
        tail$1$q = 8'h0;
        tail$2$q = 8'h0;
        tail$3$q = 8'h0;
        tail$4$q = 8'h0;
        tail$5$q = 8'h0;
        tail$6$q = 8'h0;
        tail$7$q = 8'h0;
        tail$8$q = 8'h0;
        tail$9$q = 8'h0;
        tail$10$q = 8'h0;
        tail$11$q = 8'h0;
        tail$12$q = 8'h0;
        tail$13$q = 8'h0;
        tail$14$q = 8'h0;
        tail$15$q = 8'h0;
        used$0$q = 9'h0;
        used$1$q = 9'h0;
        used$2$q = 9'h0;
        used$3$q = 9'h0;
        used$4$q = 9'h0;
        used$5$q = 9'h0;
        used$6$q = 9'h0;
        used$7$q = 9'h0;
        used$8$q = 9'h0;
        used$9$q = 9'h0;
        used$10$q = 9'h0;
        used$11$q = 9'h0;
        used$12$q = 9'h0;
        used$13$q = 9'h0;
        used$14$q = 9'h0;
        used$15$q = 9'h0;
        room$0$q = 1'h0;
        room$1$q = 1'h0;
        room$2$q = 1'h0;
        room$3$q = 1'h0;
        room$4$q = 1'h0;
        room$5$q = 1'h0;
        room$6$q = 1'h0;
        room$7$q = 1'h0;
        room$8$q = 1'h0;
        room$9$q = 1'h0;
        room$10$q = 1'h0;
        room$11$q = 1'h0;
        room$12$q = 1'h0;
        room$13$q = 1'h0;
        room$14$q = 1'h0;
        room$15$q = 1'h0;
        q$q = 4'h0;
        qsel$q = 16'h0;
        pos$q = 32'h0;
        rec$q = 64'h0;
        len_r$q = 16'h0;
        bytes_r$q = 32'h0;
        done_bytes$q = 32'h0;
        any_done$q = 1'h0;
        n_acks$q = 32'h0;
        n_stray$q = 16'h0;
        n_lost$q = 16'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        s0$0$q <= s0$0$d;
        s0$1$q <= s0$1$d;
        s0$2$q <= s0$2$d;
        s0$3$q <= s0$3$d;
        s0$4$q <= s0$4$d;
        s0$5$q <= s0$5$d;
        s0$6$q <= s0$6$d;
        s0$7$q <= s0$7$d;
        s0$8$q <= s0$8$d;
        s0$9$q <= s0$9$d;
        s0$10$q <= s0$10$d;
        s0$11$q <= s0$11$d;
        s0$12$q <= s0$12$d;
        s0$13$q <= s0$13$d;
        s0$14$q <= s0$14$d;
        s0$15$q <= s0$15$d;
        bytes$0$q <= bytes$0$d;
        bytes$1$q <= bytes$1$d;
        bytes$2$q <= bytes$2$d;
        bytes$3$q <= bytes$3$d;
        bytes$4$q <= bytes$4$d;
        bytes$5$q <= bytes$5$d;
        bytes$6$q <= bytes$6$d;
        bytes$7$q <= bytes$7$d;
        bytes$8$q <= bytes$8$d;
        bytes$9$q <= bytes$9$d;
        bytes$10$q <= bytes$10$d;
        bytes$11$q <= bytes$11$d;
        bytes$12$q <= bytes$12$d;
        bytes$13$q <= bytes$13$d;
        bytes$14$q <= bytes$14$d;
        bytes$15$q <= bytes$15$d;
        head$0$q <= head$0$d;
        head$1$q <= head$1$d;
        head$2$q <= head$2$d;
        head$3$q <= head$3$d;
        head$4$q <= head$4$d;
        head$5$q <= head$5$d;
        head$6$q <= head$6$d;
        head$7$q <= head$7$d;
        head$8$q <= head$8$d;
        head$9$q <= head$9$d;
        head$10$q <= head$10$d;
        head$11$q <= head$11$d;
        head$12$q <= head$12$d;
        head$13$q <= head$13$d;
        head$14$q <= head$14$d;
        head$15$q <= head$15$d;
        tail$0$q <= tail$0$d;
        tail$1$q <= tail$1$d;
        tail$2$q <= tail$2$d;
        tail$3$q <= tail$3$d;
        tail$4$q <= tail$4$d;
        tail$5$q <= tail$5$d;
        tail$6$q <= tail$6$d;
        tail$7$q <= tail$7$d;
        tail$8$q <= tail$8$d;
        tail$9$q <= tail$9$d;
        tail$10$q <= tail$10$d;
        tail$11$q <= tail$11$d;
        tail$12$q <= tail$12$d;
        tail$13$q <= tail$13$d;
        tail$14$q <= tail$14$d;
        tail$15$q <= tail$15$d;
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
        room$0$q <= room$0$d;
        room$1$q <= room$1$d;
        room$2$q <= room$2$d;
        room$3$q <= room$3$d;
        room$4$q <= room$4$d;
        room$5$q <= room$5$d;
        room$6$q <= room$6$d;
        room$7$q <= room$7$d;
        room$8$q <= room$8$d;
        room$9$q <= room$9$d;
        room$10$q <= room$10$d;
        room$11$q <= room$11$d;
        room$12$q <= room$12$d;
        room$13$q <= room$13$d;
        room$14$q <= room$14$d;
        room$15$q <= room$15$d;
        q$q <= q$d;
        qsel$q <= qsel$d;
        pos$q <= pos$d;
        rec$q <= rec$d;
        len_r$q <= len_r$d;
        bytes_r$q <= bytes_r$d;
        done_bytes$q <= done_bytes$d;
        any_done$q <= any_done$d;
        n_acks$q <= n_acks$d;
        n_stray$q <= n_stray$d;
        n_lost$q <= n_lost$d;
    end

    // Update code
    assign lens$reset = reset;
    assign ends$reset = reset;
    assign cfg_sel = qp_onehot$QP0 << s_cfg_qp;
    assign desc_sel = qp_onehot$QP0 << s_desc_qp;
    assign len_head = lens$dout;
    assign len_sel = qp_onehot$QP0 << len_head[19:16];
    assign acked_sel = qp_onehot$QP0 << s_acked_qp;
    assign s_desc_ready = desc_room & ~lens$full & ~reset;
    assign desc_take = s_desc_valid & s_desc_ready;
    assign lens$push = desc_take;
    assign s_ctx_ready = 1'b1;
    assign ends$push = s_ctx_valid;
    assign ends$din = s_ctx_offset_words;
    assign is_idle = st$q == rnack_state$IDLE;
    assign s_cfg_ready = is_idle & ~reset;
    assign store = is_idle & ~s_cfg_valid & ends$valid & lens$valid;
    assign stray = is_idle & ~s_cfg_valid & ends$valid & ~lens$valid;
    assign ends$pop = (st$q == rnack_state$PUSH) | (st$q == rnack_state$STRAY);
    assign lens$pop = st$q == rnack_state$PUSH;
    assign end_bytes = {2'h0, ends$dout} << rnack_const$WORD_SHIFT;
    assign s_acked_ready = is_idle & ~s_cfg_valid & ~ends$valid & ~reset;
    assign new_bytes = bytes_r$q + {16'h0, len_r$q};
    assign recs$write_address = wr_at;
    assign recs$write_enable = st$q == rnack_state$PUSH;
    assign recs$read_address = rd_at;
    assign in_use = sel_head != sel_tail;
    assign diff = pos$q - recs$read_data[31:0];
    assign covered = diff < rnack_const$HALF;
    assign pop_take = st$q == rnack_state$POP;
    assign u_inc$0 = used$0$q + 9'h1;
    assign u_dec$0 = used$0$q - 9'h1;
    assign u_inc$1 = used$1$q + 9'h1;
    assign u_dec$1 = used$1$q - 9'h1;
    assign u_inc$2 = used$2$q + 9'h1;
    assign u_dec$2 = used$2$q - 9'h1;
    assign u_inc$3 = used$3$q + 9'h1;
    assign u_dec$3 = used$3$q - 9'h1;
    assign u_inc$4 = used$4$q + 9'h1;
    assign u_dec$4 = used$4$q - 9'h1;
    assign u_inc$5 = used$5$q + 9'h1;
    assign u_dec$5 = used$5$q - 9'h1;
    assign u_inc$6 = used$6$q + 9'h1;
    assign u_dec$6 = used$6$q - 9'h1;
    assign u_inc$7 = used$7$q + 9'h1;
    assign u_dec$7 = used$7$q - 9'h1;
    assign u_inc$8 = used$8$q + 9'h1;
    assign u_dec$8 = used$8$q - 9'h1;
    assign u_inc$9 = used$9$q + 9'h1;
    assign u_dec$9 = used$9$q - 9'h1;
    assign u_inc$10 = used$10$q + 9'h1;
    assign u_dec$10 = used$10$q - 9'h1;
    assign u_inc$11 = used$11$q + 9'h1;
    assign u_dec$11 = used$11$q - 9'h1;
    assign u_inc$12 = used$12$q + 9'h1;
    assign u_dec$12 = used$12$q - 9'h1;
    assign u_inc$13 = used$13$q + 9'h1;
    assign u_dec$13 = used$13$q - 9'h1;
    assign u_inc$14 = used$14$q + 9'h1;
    assign u_dec$14 = used$14$q - 9'h1;
    assign u_inc$15 = used$15$q + 9'h1;
    assign u_dec$15 = used$15$q - 9'h1;
    assign m_ack_valid = (st$q == rnack_state$SEND) & any_done$q;
    assign m_ack_qp = q$q;
    assign m_ack_bytes = done_bytes$q;
    assign cnt_acks = n_acks$q;
    assign cnt_stray = n_stray$q + n_lost$q;
    assign idle = (st$q == rnack_state$IDLE) & ~lens$valid & ~ends$valid;

    always @(*) begin
        st$d = st$q;
        q$d = q$q;
        qsel$d = qsel$q;
        pos$d = pos$q;
        rec$d = rec$q;
        len_r$d = len_r$q;
        bytes_r$d = bytes_r$q;
        done_bytes$d = done_bytes$q;
        any_done$d = any_done$q;
        n_acks$d = n_acks$q;
        n_stray$d = n_stray$q;
        n_lost$d = n_lost$q;
        s0$0$d = s0$0$q;
        bytes$0$d = bytes$0$q;
        head$0$d = head$0$q;
        tail$0$d = tail$0$q;
        used$0$d = used$0$q;
        room$0$d = room$0$q;
        s0$1$d = s0$1$q;
        bytes$1$d = bytes$1$q;
        head$1$d = head$1$q;
        tail$1$d = tail$1$q;
        used$1$d = used$1$q;
        room$1$d = room$1$q;
        s0$2$d = s0$2$q;
        bytes$2$d = bytes$2$q;
        head$2$d = head$2$q;
        tail$2$d = tail$2$q;
        used$2$d = used$2$q;
        room$2$d = room$2$q;
        s0$3$d = s0$3$q;
        bytes$3$d = bytes$3$q;
        head$3$d = head$3$q;
        tail$3$d = tail$3$q;
        used$3$d = used$3$q;
        room$3$d = room$3$q;
        s0$4$d = s0$4$q;
        bytes$4$d = bytes$4$q;
        head$4$d = head$4$q;
        tail$4$d = tail$4$q;
        used$4$d = used$4$q;
        room$4$d = room$4$q;
        s0$5$d = s0$5$q;
        bytes$5$d = bytes$5$q;
        head$5$d = head$5$q;
        tail$5$d = tail$5$q;
        used$5$d = used$5$q;
        room$5$d = room$5$q;
        s0$6$d = s0$6$q;
        bytes$6$d = bytes$6$q;
        head$6$d = head$6$q;
        tail$6$d = tail$6$q;
        used$6$d = used$6$q;
        room$6$d = room$6$q;
        s0$7$d = s0$7$q;
        bytes$7$d = bytes$7$q;
        head$7$d = head$7$q;
        tail$7$d = tail$7$q;
        used$7$d = used$7$q;
        room$7$d = room$7$q;
        s0$8$d = s0$8$q;
        bytes$8$d = bytes$8$q;
        head$8$d = head$8$q;
        tail$8$d = tail$8$q;
        used$8$d = used$8$q;
        room$8$d = room$8$q;
        s0$9$d = s0$9$q;
        bytes$9$d = bytes$9$q;
        head$9$d = head$9$q;
        tail$9$d = tail$9$q;
        used$9$d = used$9$q;
        room$9$d = room$9$q;
        s0$10$d = s0$10$q;
        bytes$10$d = bytes$10$q;
        head$10$d = head$10$q;
        tail$10$d = tail$10$q;
        used$10$d = used$10$q;
        room$10$d = room$10$q;
        s0$11$d = s0$11$q;
        bytes$11$d = bytes$11$q;
        head$11$d = head$11$q;
        tail$11$d = tail$11$q;
        used$11$d = used$11$q;
        room$11$d = room$11$q;
        s0$12$d = s0$12$q;
        bytes$12$d = bytes$12$q;
        head$12$d = head$12$q;
        tail$12$d = tail$12$q;
        used$12$d = used$12$q;
        room$12$d = room$12$q;
        s0$13$d = s0$13$q;
        bytes$13$d = bytes$13$q;
        head$13$d = head$13$q;
        tail$13$d = tail$13$q;
        used$13$d = used$13$q;
        room$13$d = room$13$q;
        s0$14$d = s0$14$q;
        bytes$14$d = bytes$14$q;
        head$14$d = head$14$q;
        tail$14$d = tail$14$q;
        used$14$d = used$14$q;
        room$14$d = room$14$q;
        s0$15$d = s0$15$q;
        bytes$15$d = bytes$15$q;
        head$15$d = head$15$q;
        tail$15$d = tail$15$q;
        used$15$d = used$15$q;
        room$15$d = room$15$q;
        if (s_ctx_valid & ends$full) begin
            n_lost$d = n_lost$q + 16'h1;
        end
        if (stray) begin
            st$d = rnack_state$STRAY;
        end
        if (st$q == rnack_state$STRAY) begin
            n_stray$d = n_stray$q + 16'h1;
            st$d = rnack_state$IDLE;
        end
        if (store) begin
            q$d = len_head[19:16];
            qsel$d = len_sel;
            len_r$d = len_head[15:0];
            bytes_r$d = head_bytes;
            rec$d = 64'h0;
            rec$d[31:0] = end_bytes;
            st$d = rnack_state$PUSH;
        end
        if (s_cfg_valid & s_cfg_ready) begin
            if (cfg_sel[0]) begin
                s0$0$d = s_cfg_s0;
                bytes$0$d = 32'h0;
                head$0$d = 8'h0;
                tail$0$d = 8'h0;
            end
            if (cfg_sel[1]) begin
                s0$1$d = s_cfg_s0;
                bytes$1$d = 32'h0;
                head$1$d = 8'h0;
                tail$1$d = 8'h0;
            end
            if (cfg_sel[2]) begin
                s0$2$d = s_cfg_s0;
                bytes$2$d = 32'h0;
                head$2$d = 8'h0;
                tail$2$d = 8'h0;
            end
            if (cfg_sel[3]) begin
                s0$3$d = s_cfg_s0;
                bytes$3$d = 32'h0;
                head$3$d = 8'h0;
                tail$3$d = 8'h0;
            end
            if (cfg_sel[4]) begin
                s0$4$d = s_cfg_s0;
                bytes$4$d = 32'h0;
                head$4$d = 8'h0;
                tail$4$d = 8'h0;
            end
            if (cfg_sel[5]) begin
                s0$5$d = s_cfg_s0;
                bytes$5$d = 32'h0;
                head$5$d = 8'h0;
                tail$5$d = 8'h0;
            end
            if (cfg_sel[6]) begin
                s0$6$d = s_cfg_s0;
                bytes$6$d = 32'h0;
                head$6$d = 8'h0;
                tail$6$d = 8'h0;
            end
            if (cfg_sel[7]) begin
                s0$7$d = s_cfg_s0;
                bytes$7$d = 32'h0;
                head$7$d = 8'h0;
                tail$7$d = 8'h0;
            end
            if (cfg_sel[8]) begin
                s0$8$d = s_cfg_s0;
                bytes$8$d = 32'h0;
                head$8$d = 8'h0;
                tail$8$d = 8'h0;
            end
            if (cfg_sel[9]) begin
                s0$9$d = s_cfg_s0;
                bytes$9$d = 32'h0;
                head$9$d = 8'h0;
                tail$9$d = 8'h0;
            end
            if (cfg_sel[10]) begin
                s0$10$d = s_cfg_s0;
                bytes$10$d = 32'h0;
                head$10$d = 8'h0;
                tail$10$d = 8'h0;
            end
            if (cfg_sel[11]) begin
                s0$11$d = s_cfg_s0;
                bytes$11$d = 32'h0;
                head$11$d = 8'h0;
                tail$11$d = 8'h0;
            end
            if (cfg_sel[12]) begin
                s0$12$d = s_cfg_s0;
                bytes$12$d = 32'h0;
                head$12$d = 8'h0;
                tail$12$d = 8'h0;
            end
            if (cfg_sel[13]) begin
                s0$13$d = s_cfg_s0;
                bytes$13$d = 32'h0;
                head$13$d = 8'h0;
                tail$13$d = 8'h0;
            end
            if (cfg_sel[14]) begin
                s0$14$d = s_cfg_s0;
                bytes$14$d = 32'h0;
                head$14$d = 8'h0;
                tail$14$d = 8'h0;
            end
            if (cfg_sel[15]) begin
                s0$15$d = s_cfg_s0;
                bytes$15$d = 32'h0;
                head$15$d = 8'h0;
                tail$15$d = 8'h0;
            end
        end
        if (s_acked_valid & s_acked_ready) begin
            q$d = s_acked_qp;
            qsel$d = acked_sel;
            pos$d = s_acked_value - acked_s0;
            any_done$d = 1'b0;
            st$d = rnack_state$HEAD;
        end
        if (st$q == rnack_state$PUSH) begin
            if (qsel$q[0]) begin
                bytes$0$d = new_bytes;
                tail$0$d = tail$0$q + 8'h1;
            end
            if (qsel$q[1]) begin
                bytes$1$d = new_bytes;
                tail$1$d = tail$1$q + 8'h1;
            end
            if (qsel$q[2]) begin
                bytes$2$d = new_bytes;
                tail$2$d = tail$2$q + 8'h1;
            end
            if (qsel$q[3]) begin
                bytes$3$d = new_bytes;
                tail$3$d = tail$3$q + 8'h1;
            end
            if (qsel$q[4]) begin
                bytes$4$d = new_bytes;
                tail$4$d = tail$4$q + 8'h1;
            end
            if (qsel$q[5]) begin
                bytes$5$d = new_bytes;
                tail$5$d = tail$5$q + 8'h1;
            end
            if (qsel$q[6]) begin
                bytes$6$d = new_bytes;
                tail$6$d = tail$6$q + 8'h1;
            end
            if (qsel$q[7]) begin
                bytes$7$d = new_bytes;
                tail$7$d = tail$7$q + 8'h1;
            end
            if (qsel$q[8]) begin
                bytes$8$d = new_bytes;
                tail$8$d = tail$8$q + 8'h1;
            end
            if (qsel$q[9]) begin
                bytes$9$d = new_bytes;
                tail$9$d = tail$9$q + 8'h1;
            end
            if (qsel$q[10]) begin
                bytes$10$d = new_bytes;
                tail$10$d = tail$10$q + 8'h1;
            end
            if (qsel$q[11]) begin
                bytes$11$d = new_bytes;
                tail$11$d = tail$11$q + 8'h1;
            end
            if (qsel$q[12]) begin
                bytes$12$d = new_bytes;
                tail$12$d = tail$12$q + 8'h1;
            end
            if (qsel$q[13]) begin
                bytes$13$d = new_bytes;
                tail$13$d = tail$13$q + 8'h1;
            end
            if (qsel$q[14]) begin
                bytes$14$d = new_bytes;
                tail$14$d = tail$14$q + 8'h1;
            end
            if (qsel$q[15]) begin
                bytes$15$d = new_bytes;
                tail$15$d = tail$15$q + 8'h1;
            end
            st$d = rnack_state$IDLE;
        end
        if (st$q == rnack_state$HEAD) begin
            st$d = rnack_state$CMP;
            if (~in_use) begin
                st$d = rnack_state$SEND;
            end
        end
        if (st$q == rnack_state$CMP) begin
            st$d = rnack_state$SEND;
            if (covered) begin
                done_bytes$d = recs$read_data[63:32];
                any_done$d = 1'b1;
                st$d = rnack_state$POP;
            end
        end
        if (pop_take) begin
            if (qsel$q[0]) begin
                head$0$d = head$0$q + 8'h1;
            end
            if (qsel$q[1]) begin
                head$1$d = head$1$q + 8'h1;
            end
            if (qsel$q[2]) begin
                head$2$d = head$2$q + 8'h1;
            end
            if (qsel$q[3]) begin
                head$3$d = head$3$q + 8'h1;
            end
            if (qsel$q[4]) begin
                head$4$d = head$4$q + 8'h1;
            end
            if (qsel$q[5]) begin
                head$5$d = head$5$q + 8'h1;
            end
            if (qsel$q[6]) begin
                head$6$d = head$6$q + 8'h1;
            end
            if (qsel$q[7]) begin
                head$7$d = head$7$q + 8'h1;
            end
            if (qsel$q[8]) begin
                head$8$d = head$8$q + 8'h1;
            end
            if (qsel$q[9]) begin
                head$9$d = head$9$q + 8'h1;
            end
            if (qsel$q[10]) begin
                head$10$d = head$10$q + 8'h1;
            end
            if (qsel$q[11]) begin
                head$11$d = head$11$q + 8'h1;
            end
            if (qsel$q[12]) begin
                head$12$d = head$12$q + 8'h1;
            end
            if (qsel$q[13]) begin
                head$13$d = head$13$q + 8'h1;
            end
            if (qsel$q[14]) begin
                head$14$d = head$14$q + 8'h1;
            end
            if (qsel$q[15]) begin
                head$15$d = head$15$q + 8'h1;
            end
            st$d = rnack_state$HEAD;
        end
        u_next$0 = used$0$q;
        room$0$d = used$0$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[0] & ~(pop_take & qsel$q[0])) begin
            u_next$0 = u_inc$0;
            room$0$d = used$0$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[0]) & pop_take & qsel$q[0]) begin
            u_next$0 = u_dec$0;
            room$0$d = 1'b1;
        end
        used$0$d = u_next$0;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[0]) begin
            used$0$d = 9'h0;
            room$0$d = 1'b1;
        end
        u_next$1 = used$1$q;
        room$1$d = used$1$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[1] & ~(pop_take & qsel$q[1])) begin
            u_next$1 = u_inc$1;
            room$1$d = used$1$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[1]) & pop_take & qsel$q[1]) begin
            u_next$1 = u_dec$1;
            room$1$d = 1'b1;
        end
        used$1$d = u_next$1;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[1]) begin
            used$1$d = 9'h0;
            room$1$d = 1'b1;
        end
        u_next$2 = used$2$q;
        room$2$d = used$2$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[2] & ~(pop_take & qsel$q[2])) begin
            u_next$2 = u_inc$2;
            room$2$d = used$2$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[2]) & pop_take & qsel$q[2]) begin
            u_next$2 = u_dec$2;
            room$2$d = 1'b1;
        end
        used$2$d = u_next$2;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[2]) begin
            used$2$d = 9'h0;
            room$2$d = 1'b1;
        end
        u_next$3 = used$3$q;
        room$3$d = used$3$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[3] & ~(pop_take & qsel$q[3])) begin
            u_next$3 = u_inc$3;
            room$3$d = used$3$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[3]) & pop_take & qsel$q[3]) begin
            u_next$3 = u_dec$3;
            room$3$d = 1'b1;
        end
        used$3$d = u_next$3;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[3]) begin
            used$3$d = 9'h0;
            room$3$d = 1'b1;
        end
        u_next$4 = used$4$q;
        room$4$d = used$4$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[4] & ~(pop_take & qsel$q[4])) begin
            u_next$4 = u_inc$4;
            room$4$d = used$4$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[4]) & pop_take & qsel$q[4]) begin
            u_next$4 = u_dec$4;
            room$4$d = 1'b1;
        end
        used$4$d = u_next$4;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[4]) begin
            used$4$d = 9'h0;
            room$4$d = 1'b1;
        end
        u_next$5 = used$5$q;
        room$5$d = used$5$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[5] & ~(pop_take & qsel$q[5])) begin
            u_next$5 = u_inc$5;
            room$5$d = used$5$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[5]) & pop_take & qsel$q[5]) begin
            u_next$5 = u_dec$5;
            room$5$d = 1'b1;
        end
        used$5$d = u_next$5;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[5]) begin
            used$5$d = 9'h0;
            room$5$d = 1'b1;
        end
        u_next$6 = used$6$q;
        room$6$d = used$6$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[6] & ~(pop_take & qsel$q[6])) begin
            u_next$6 = u_inc$6;
            room$6$d = used$6$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[6]) & pop_take & qsel$q[6]) begin
            u_next$6 = u_dec$6;
            room$6$d = 1'b1;
        end
        used$6$d = u_next$6;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[6]) begin
            used$6$d = 9'h0;
            room$6$d = 1'b1;
        end
        u_next$7 = used$7$q;
        room$7$d = used$7$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[7] & ~(pop_take & qsel$q[7])) begin
            u_next$7 = u_inc$7;
            room$7$d = used$7$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[7]) & pop_take & qsel$q[7]) begin
            u_next$7 = u_dec$7;
            room$7$d = 1'b1;
        end
        used$7$d = u_next$7;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[7]) begin
            used$7$d = 9'h0;
            room$7$d = 1'b1;
        end
        u_next$8 = used$8$q;
        room$8$d = used$8$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[8] & ~(pop_take & qsel$q[8])) begin
            u_next$8 = u_inc$8;
            room$8$d = used$8$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[8]) & pop_take & qsel$q[8]) begin
            u_next$8 = u_dec$8;
            room$8$d = 1'b1;
        end
        used$8$d = u_next$8;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[8]) begin
            used$8$d = 9'h0;
            room$8$d = 1'b1;
        end
        u_next$9 = used$9$q;
        room$9$d = used$9$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[9] & ~(pop_take & qsel$q[9])) begin
            u_next$9 = u_inc$9;
            room$9$d = used$9$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[9]) & pop_take & qsel$q[9]) begin
            u_next$9 = u_dec$9;
            room$9$d = 1'b1;
        end
        used$9$d = u_next$9;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[9]) begin
            used$9$d = 9'h0;
            room$9$d = 1'b1;
        end
        u_next$10 = used$10$q;
        room$10$d = used$10$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[10] & ~(pop_take & qsel$q[10])) begin
            u_next$10 = u_inc$10;
            room$10$d = used$10$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[10]) & pop_take & qsel$q[10]) begin
            u_next$10 = u_dec$10;
            room$10$d = 1'b1;
        end
        used$10$d = u_next$10;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[10]) begin
            used$10$d = 9'h0;
            room$10$d = 1'b1;
        end
        u_next$11 = used$11$q;
        room$11$d = used$11$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[11] & ~(pop_take & qsel$q[11])) begin
            u_next$11 = u_inc$11;
            room$11$d = used$11$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[11]) & pop_take & qsel$q[11]) begin
            u_next$11 = u_dec$11;
            room$11$d = 1'b1;
        end
        used$11$d = u_next$11;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[11]) begin
            used$11$d = 9'h0;
            room$11$d = 1'b1;
        end
        u_next$12 = used$12$q;
        room$12$d = used$12$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[12] & ~(pop_take & qsel$q[12])) begin
            u_next$12 = u_inc$12;
            room$12$d = used$12$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[12]) & pop_take & qsel$q[12]) begin
            u_next$12 = u_dec$12;
            room$12$d = 1'b1;
        end
        used$12$d = u_next$12;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[12]) begin
            used$12$d = 9'h0;
            room$12$d = 1'b1;
        end
        u_next$13 = used$13$q;
        room$13$d = used$13$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[13] & ~(pop_take & qsel$q[13])) begin
            u_next$13 = u_inc$13;
            room$13$d = used$13$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[13]) & pop_take & qsel$q[13]) begin
            u_next$13 = u_dec$13;
            room$13$d = 1'b1;
        end
        used$13$d = u_next$13;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[13]) begin
            used$13$d = 9'h0;
            room$13$d = 1'b1;
        end
        u_next$14 = used$14$q;
        room$14$d = used$14$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[14] & ~(pop_take & qsel$q[14])) begin
            u_next$14 = u_inc$14;
            room$14$d = used$14$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[14]) & pop_take & qsel$q[14]) begin
            u_next$14 = u_dec$14;
            room$14$d = 1'b1;
        end
        used$14$d = u_next$14;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[14]) begin
            used$14$d = 9'h0;
            room$14$d = 1'b1;
        end
        u_next$15 = used$15$q;
        room$15$d = used$15$q < rnack_const$FPDU_SLOTS[8:0];
        if (desc_take & desc_sel[15] & ~(pop_take & qsel$q[15])) begin
            u_next$15 = u_inc$15;
            room$15$d = used$15$q < rnack_const$SLOTS_BEFORE_LAST[8:0];
        end
        if (~(desc_take & desc_sel[15]) & pop_take & qsel$q[15]) begin
            u_next$15 = u_dec$15;
            room$15$d = 1'b1;
        end
        used$15$d = u_next$15;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[15]) begin
            used$15$d = 9'h0;
            room$15$d = 1'b1;
        end
        if (st$q == rnack_state$SEND) begin
            if (~any_done$q | m_ack_ready) begin
                st$d = rnack_state$IDLE;
            end
            if (any_done$q & m_ack_ready) begin
                n_acks$d = n_acks$q + 32'h1;
            end
        end
        if (reset) begin
            st$d = rnack_state$IDLE;
            n_acks$d = 32'h0;
            n_stray$d = 16'h0;
            n_lost$d = 16'h0;
            head$0$d = 8'h0;
            tail$0$d = 8'h0;
            used$0$d = 9'h0;
            room$0$d = 1'b1;
            bytes$0$d = 32'h0;
            head$1$d = 8'h0;
            tail$1$d = 8'h0;
            used$1$d = 9'h0;
            room$1$d = 1'b1;
            bytes$1$d = 32'h0;
            head$2$d = 8'h0;
            tail$2$d = 8'h0;
            used$2$d = 9'h0;
            room$2$d = 1'b1;
            bytes$2$d = 32'h0;
            head$3$d = 8'h0;
            tail$3$d = 8'h0;
            used$3$d = 9'h0;
            room$3$d = 1'b1;
            bytes$3$d = 32'h0;
            head$4$d = 8'h0;
            tail$4$d = 8'h0;
            used$4$d = 9'h0;
            room$4$d = 1'b1;
            bytes$4$d = 32'h0;
            head$5$d = 8'h0;
            tail$5$d = 8'h0;
            used$5$d = 9'h0;
            room$5$d = 1'b1;
            bytes$5$d = 32'h0;
            head$6$d = 8'h0;
            tail$6$d = 8'h0;
            used$6$d = 9'h0;
            room$6$d = 1'b1;
            bytes$6$d = 32'h0;
            head$7$d = 8'h0;
            tail$7$d = 8'h0;
            used$7$d = 9'h0;
            room$7$d = 1'b1;
            bytes$7$d = 32'h0;
            head$8$d = 8'h0;
            tail$8$d = 8'h0;
            used$8$d = 9'h0;
            room$8$d = 1'b1;
            bytes$8$d = 32'h0;
            head$9$d = 8'h0;
            tail$9$d = 8'h0;
            used$9$d = 9'h0;
            room$9$d = 1'b1;
            bytes$9$d = 32'h0;
            head$10$d = 8'h0;
            tail$10$d = 8'h0;
            used$10$d = 9'h0;
            room$10$d = 1'b1;
            bytes$10$d = 32'h0;
            head$11$d = 8'h0;
            tail$11$d = 8'h0;
            used$11$d = 9'h0;
            room$11$d = 1'b1;
            bytes$11$d = 32'h0;
            head$12$d = 8'h0;
            tail$12$d = 8'h0;
            used$12$d = 9'h0;
            room$12$d = 1'b1;
            bytes$12$d = 32'h0;
            head$13$d = 8'h0;
            tail$13$d = 8'h0;
            used$13$d = 9'h0;
            room$13$d = 1'b1;
            bytes$13$d = 32'h0;
            head$14$d = 8'h0;
            tail$14$d = 8'h0;
            used$14$d = 9'h0;
            room$14$d = 1'b1;
            bytes$14$d = 32'h0;
            head$15$d = 8'h0;
            tail$15$d = 8'h0;
            used$15$d = 9'h0;
            room$15$d = 1'b1;
            bytes$15$d = 32'h0;
        end
    end

    always @(*) begin
        sel_tail = 8'h0;
        sel_head = 8'h0;
        if (qsel$q[0]) begin
            sel_tail = sel_tail | tail$0$q;
            sel_head = sel_head | head$0$q;
        end
        if (qsel$q[1]) begin
            sel_tail = sel_tail | tail$1$q;
            sel_head = sel_head | head$1$q;
        end
        if (qsel$q[2]) begin
            sel_tail = sel_tail | tail$2$q;
            sel_head = sel_head | head$2$q;
        end
        if (qsel$q[3]) begin
            sel_tail = sel_tail | tail$3$q;
            sel_head = sel_head | head$3$q;
        end
        if (qsel$q[4]) begin
            sel_tail = sel_tail | tail$4$q;
            sel_head = sel_head | head$4$q;
        end
        if (qsel$q[5]) begin
            sel_tail = sel_tail | tail$5$q;
            sel_head = sel_head | head$5$q;
        end
        if (qsel$q[6]) begin
            sel_tail = sel_tail | tail$6$q;
            sel_head = sel_head | head$6$q;
        end
        if (qsel$q[7]) begin
            sel_tail = sel_tail | tail$7$q;
            sel_head = sel_head | head$7$q;
        end
        if (qsel$q[8]) begin
            sel_tail = sel_tail | tail$8$q;
            sel_head = sel_head | head$8$q;
        end
        if (qsel$q[9]) begin
            sel_tail = sel_tail | tail$9$q;
            sel_head = sel_head | head$9$q;
        end
        if (qsel$q[10]) begin
            sel_tail = sel_tail | tail$10$q;
            sel_head = sel_head | head$10$q;
        end
        if (qsel$q[11]) begin
            sel_tail = sel_tail | tail$11$q;
            sel_head = sel_head | head$11$q;
        end
        if (qsel$q[12]) begin
            sel_tail = sel_tail | tail$12$q;
            sel_head = sel_head | head$12$q;
        end
        if (qsel$q[13]) begin
            sel_tail = sel_tail | tail$13$q;
            sel_head = sel_head | head$13$q;
        end
        if (qsel$q[14]) begin
            sel_tail = sel_tail | tail$14$q;
            sel_head = sel_head | head$14$q;
        end
        if (qsel$q[15]) begin
            sel_tail = sel_tail | tail$15$q;
            sel_head = sel_head | head$15$q;
        end
    end

    always @(*) begin
        acked_s0 = 32'h0;
        if (acked_sel[0]) begin
            acked_s0 = acked_s0 | s0$0$q;
        end
        if (acked_sel[1]) begin
            acked_s0 = acked_s0 | s0$1$q;
        end
        if (acked_sel[2]) begin
            acked_s0 = acked_s0 | s0$2$q;
        end
        if (acked_sel[3]) begin
            acked_s0 = acked_s0 | s0$3$q;
        end
        if (acked_sel[4]) begin
            acked_s0 = acked_s0 | s0$4$q;
        end
        if (acked_sel[5]) begin
            acked_s0 = acked_s0 | s0$5$q;
        end
        if (acked_sel[6]) begin
            acked_s0 = acked_s0 | s0$6$q;
        end
        if (acked_sel[7]) begin
            acked_s0 = acked_s0 | s0$7$q;
        end
        if (acked_sel[8]) begin
            acked_s0 = acked_s0 | s0$8$q;
        end
        if (acked_sel[9]) begin
            acked_s0 = acked_s0 | s0$9$q;
        end
        if (acked_sel[10]) begin
            acked_s0 = acked_s0 | s0$10$q;
        end
        if (acked_sel[11]) begin
            acked_s0 = acked_s0 | s0$11$q;
        end
        if (acked_sel[12]) begin
            acked_s0 = acked_s0 | s0$12$q;
        end
        if (acked_sel[13]) begin
            acked_s0 = acked_s0 | s0$13$q;
        end
        if (acked_sel[14]) begin
            acked_s0 = acked_s0 | s0$14$q;
        end
        if (acked_sel[15]) begin
            acked_s0 = acked_s0 | s0$15$q;
        end
    end

    always @(*) begin
        head_bytes = 32'h0;
        if (len_sel[0]) begin
            head_bytes = head_bytes | bytes$0$q;
        end
        if (len_sel[1]) begin
            head_bytes = head_bytes | bytes$1$q;
        end
        if (len_sel[2]) begin
            head_bytes = head_bytes | bytes$2$q;
        end
        if (len_sel[3]) begin
            head_bytes = head_bytes | bytes$3$q;
        end
        if (len_sel[4]) begin
            head_bytes = head_bytes | bytes$4$q;
        end
        if (len_sel[5]) begin
            head_bytes = head_bytes | bytes$5$q;
        end
        if (len_sel[6]) begin
            head_bytes = head_bytes | bytes$6$q;
        end
        if (len_sel[7]) begin
            head_bytes = head_bytes | bytes$7$q;
        end
        if (len_sel[8]) begin
            head_bytes = head_bytes | bytes$8$q;
        end
        if (len_sel[9]) begin
            head_bytes = head_bytes | bytes$9$q;
        end
        if (len_sel[10]) begin
            head_bytes = head_bytes | bytes$10$q;
        end
        if (len_sel[11]) begin
            head_bytes = head_bytes | bytes$11$q;
        end
        if (len_sel[12]) begin
            head_bytes = head_bytes | bytes$12$q;
        end
        if (len_sel[13]) begin
            head_bytes = head_bytes | bytes$13$q;
        end
        if (len_sel[14]) begin
            head_bytes = head_bytes | bytes$14$q;
        end
        if (len_sel[15]) begin
            head_bytes = head_bytes | bytes$15$q;
        end
    end

    always @(*) begin
        desc_room = 1'b0;
        if (desc_sel[0]) begin
            desc_room = desc_room | room$0$q;
        end
        if (desc_sel[1]) begin
            desc_room = desc_room | room$1$q;
        end
        if (desc_sel[2]) begin
            desc_room = desc_room | room$2$q;
        end
        if (desc_sel[3]) begin
            desc_room = desc_room | room$3$q;
        end
        if (desc_sel[4]) begin
            desc_room = desc_room | room$4$q;
        end
        if (desc_sel[5]) begin
            desc_room = desc_room | room$5$q;
        end
        if (desc_sel[6]) begin
            desc_room = desc_room | room$6$q;
        end
        if (desc_sel[7]) begin
            desc_room = desc_room | room$7$q;
        end
        if (desc_sel[8]) begin
            desc_room = desc_room | room$8$q;
        end
        if (desc_sel[9]) begin
            desc_room = desc_room | room$9$q;
        end
        if (desc_sel[10]) begin
            desc_room = desc_room | room$10$q;
        end
        if (desc_sel[11]) begin
            desc_room = desc_room | room$11$q;
        end
        if (desc_sel[12]) begin
            desc_room = desc_room | room$12$q;
        end
        if (desc_sel[13]) begin
            desc_room = desc_room | room$13$q;
        end
        if (desc_sel[14]) begin
            desc_room = desc_room | room$14$q;
        end
        if (desc_sel[15]) begin
            desc_room = desc_room | room$15$q;
        end
    end

    always @(*) begin
        lens$din = 20'h0;
        lens$din[15:0] = s_desc_len;
        lens$din[19:16] = s_desc_qp;
    end

    always @(*) begin
        wr_at = 12'h0;
        wr_at[11:8] = q$q;
        wr_at[7:0] = sel_tail;
    end

    always @(*) begin
        recs$write_data = rec$q;
        recs$write_data[63:32] = new_bytes;
    end

    always @(*) begin
        rd_at = 12'h0;
        rd_at[11:8] = q$q;
        rd_at[7:0] = sel_head;
    end

endmodule // rnic_ack


module rnic_ack$ends(clock,reset,push,din,full,pop,dout,valid);

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
    wire  [5:0] ram$read_address;
    wire  [29:0] ram$read_data;
    wire  ram$write_enable;
    wire  [5:0] ram$write_address;
    wire  [29:0] ram$write_data;
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
    reg  [29:0] byp$d;
    reg  [29:0] byp$q;

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
    rnic_ack$ends$ram ram(
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

endmodule // rnic_ack$ends


module rnic_ack$ends$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [29:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [29:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [29:0] mem [0:63];

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
endmodule // rnic_ack$ends$ram


module rnic_ack$lens(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [19:0] din;
    output wire  full;
    input wire  pop;
    output reg  [19:0] dout;
    output wire  valid;

    // Stub signals
    wire  [5:0] ram$read_address;
    wire  [19:0] ram$read_data;
    wire  ram$write_enable;
    wire  [5:0] ram$write_address;
    wire  [19:0] ram$write_data;
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
    reg  [19:0] byp$d;
    reg  [19:0] byp$q;

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
    rnic_ack$lens$ram ram(
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
        byp$q = 20'h0;
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

endmodule // rnic_ack$lens


module rnic_ack$lens$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [5:0] read_address;
    output reg  [19:0] read_data;
    input wire  write_enable;
    input wire  [5:0] write_address;
    input wire  [19:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [19:0] mem [0:63];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {20{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_ack$lens$ram


module rnic_ack$recs(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [11:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [11:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:4095];

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
endmodule // rnic_ack$recs
