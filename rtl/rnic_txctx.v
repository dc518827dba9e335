// Generated from model/src/rnic/txctx.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_txctx. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_txctx(clock,reset,s_cfg_valid,s_cfg_ready,s_cfg_qp,s_cfg_live,s_cfg_markers,s_cfg_crc,s_cfg_offset_words,s_ulpdu_valid,s_ulpdu_ready,s_ulpdu_data,s_ulpdu_keep,s_ulpdu_last,s_ulpdu_qp,s_ulpdu_len,s_ctx_valid,s_ctx_ready,s_ctx_conn,s_ctx_offset_words,m_data,m_keep,m_last,m_valid,m_ready,m_desc_valid,m_desc_ready,m_desc_len,m_desc_conn,m_desc_load,m_desc_offset_words,m_desc_markers,m_desc_crc,idle,cnt_loads,cnt_follows,cnt_dropped);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cfg_valid;
    output wire  s_cfg_ready;
    input wire  [3:0] s_cfg_qp;
    input wire  s_cfg_live;
    input wire  s_cfg_markers;
    input wire  s_cfg_crc;
    input wire  [29:0] s_cfg_offset_words;
    input wire  s_ulpdu_valid;
    output wire  s_ulpdu_ready;
    input wire  [63:0] s_ulpdu_data;
    input wire  [7:0] s_ulpdu_keep;
    input wire  s_ulpdu_last;
    input wire  [3:0] s_ulpdu_qp;
    input wire  [15:0] s_ulpdu_len;
    input wire  s_ctx_valid;
    output wire  s_ctx_ready;
    input wire  [7:0] s_ctx_conn;
    input wire  [29:0] s_ctx_offset_words;
    output wire  [63:0] m_data;
    output wire  [7:0] m_keep;
    output wire  m_last;
    output wire  m_valid;
    input wire  m_ready;
    output wire  m_desc_valid;
    input wire  m_desc_ready;
    output wire  [15:0] m_desc_len;
    output wire  [7:0] m_desc_conn;
    output wire  m_desc_load;
    output wire  [29:0] m_desc_offset_words;
    output wire  m_desc_markers;
    output wire  m_desc_crc;
    output wire  idle;
    output wire  [31:0] cnt_loads;
    output wire  [31:0] cnt_follows;
    output wire  [31:0] cnt_dropped;

    // Named constants (named_consts! in model/src)
    localparam [15:0] qp_onehot$QP0 = 16'h1;
    localparam [1:0] txctx_state$DECIDE = 2'h1;
    localparam [1:0] txctx_state$DROP = 2'h3;
    localparam [1:0] txctx_state$IDLE = 2'h0;
    localparam [1:0] txctx_state$SEND = 2'h2;

    // Stub signals
    reg  [1:0] st$d;
    reg  [1:0] st$q;
    reg  [15:0] live$d;
    reg  [15:0] live$q;
    reg  [15:0] markers$d;
    reg  [15:0] markers$q;
    reg  [15:0] crc$d;
    reg  [15:0] crc$q;
    reg  [29:0] offset$0$d;
    reg  [29:0] offset$0$q;
    reg  [29:0] offset$1$d;
    reg  [29:0] offset$1$q;
    reg  [29:0] offset$2$d;
    reg  [29:0] offset$2$q;
    reg  [29:0] offset$3$d;
    reg  [29:0] offset$3$q;
    reg  [29:0] offset$4$d;
    reg  [29:0] offset$4$q;
    reg  [29:0] offset$5$d;
    reg  [29:0] offset$5$q;
    reg  [29:0] offset$6$d;
    reg  [29:0] offset$6$q;
    reg  [29:0] offset$7$d;
    reg  [29:0] offset$7$q;
    reg  [29:0] offset$8$d;
    reg  [29:0] offset$8$q;
    reg  [29:0] offset$9$d;
    reg  [29:0] offset$9$q;
    reg  [29:0] offset$10$d;
    reg  [29:0] offset$10$q;
    reg  [29:0] offset$11$d;
    reg  [29:0] offset$11$q;
    reg  [29:0] offset$12$d;
    reg  [29:0] offset$12$q;
    reg  [29:0] offset$13$d;
    reg  [29:0] offset$13$q;
    reg  [29:0] offset$14$d;
    reg  [29:0] offset$14$q;
    reg  [29:0] offset$15$d;
    reg  [29:0] offset$15$q;
    reg  [7:0] inflight$0$d;
    reg  [7:0] inflight$0$q;
    reg  [7:0] inflight$1$d;
    reg  [7:0] inflight$1$q;
    reg  [7:0] inflight$2$d;
    reg  [7:0] inflight$2$q;
    reg  [7:0] inflight$3$d;
    reg  [7:0] inflight$3$q;
    reg  [7:0] inflight$4$d;
    reg  [7:0] inflight$4$q;
    reg  [7:0] inflight$5$d;
    reg  [7:0] inflight$5$q;
    reg  [7:0] inflight$6$d;
    reg  [7:0] inflight$6$q;
    reg  [7:0] inflight$7$d;
    reg  [7:0] inflight$7$q;
    reg  [7:0] inflight$8$d;
    reg  [7:0] inflight$8$q;
    reg  [7:0] inflight$9$d;
    reg  [7:0] inflight$9$q;
    reg  [7:0] inflight$10$d;
    reg  [7:0] inflight$10$q;
    reg  [7:0] inflight$11$d;
    reg  [7:0] inflight$11$q;
    reg  [7:0] inflight$12$d;
    reg  [7:0] inflight$12$q;
    reg  [7:0] inflight$13$d;
    reg  [7:0] inflight$13$q;
    reg  [7:0] inflight$14$d;
    reg  [7:0] inflight$14$q;
    reg  [7:0] inflight$15$d;
    reg  [7:0] inflight$15$q;
    reg  [3:0] q$d;
    reg  [3:0] q$q;
    reg  [15:0] qsel$d;
    reg  [15:0] qsel$q;
    reg  [3:0] cur_qp$d;
    reg  [3:0] cur_qp$q;
    reg  cur_v$d;
    reg  cur_v$q;
    reg  d_load$d;
    reg  d_load$q;
    reg  [29:0] d_offset$d;
    reg  [29:0] d_offset$q;
    reg  d_markers$d;
    reg  d_markers$q;
    reg  d_crc$d;
    reg  d_crc$q;
    reg  d_pend$d;
    reg  d_pend$q;
    reg  [31:0] n_loads$d;
    reg  [31:0] n_loads$q;
    reg  [31:0] n_follows$d;
    reg  [31:0] n_follows$q;
    reg  [31:0] n_dropped$d;
    reg  [31:0] n_dropped$q;

    // Local signals
    wire  [15:0] cfg_sel;
    wire  [15:0] ctx_sel;
    wire  [15:0] in_sel;
    reg  [29:0] sel_off;
    reg  sel_busy;
    reg  cfg_busy;
    wire  same;
    wire  desc_take;
    wire  beat;
    wire  inc$0;
    wire  inc$1;
    wire  inc$2;
    wire  inc$3;
    wire  inc$4;
    wire  inc$5;
    wire  inc$6;
    wire  inc$7;
    wire  inc$8;
    wire  inc$9;
    wire  inc$10;
    wire  inc$11;
    wire  inc$12;
    wire  inc$13;
    wire  inc$14;
    wire  inc$15;
    wire  dec$0;
    wire  dec$1;
    wire  dec$2;
    wire  dec$3;
    wire  dec$4;
    wire  dec$5;
    wire  dec$6;
    wire  dec$7;
    wire  dec$8;
    wire  dec$9;
    wire  dec$10;
    wire  dec$11;
    wire  dec$12;
    wire  dec$13;
    wire  dec$14;
    wire  dec$15;
    reg  any_inflight;

    // Registers
    initial begin
        st$q = 2'h0;
        live$q = 16'h0;
        markers$q = 16'h0;
        crc$q = 16'h0;
        offset$0$q = 30'h0;
        offset$1$q = 30'h0;
        offset$2$q = 30'h0;
        offset$3$q = 30'h0;
        offset$4$q = 30'h0;
        offset$5$q = 30'h0;
        offset$6$q = 30'h0;
        offset$7$q = 30'h0;
        offset$8$q = 30'h0;
        offset$9$q = 30'h0;
        offset$10$q = 30'h0;
        offset$11$q = 30'h0;
        offset$12$q = 30'h0;
        offset$13$q = 30'h0;
        offset$14$q = 30'h0;
        offset$15$q = 30'h0;
        inflight$0$q = 8'h0;
        inflight$1$q = 8'h0;
        inflight$2$q = 8'h0;
        inflight$3$q = 8'h0;
        inflight$4$q = 8'h0;
        inflight$5$q = 8'h0;
        inflight$6$q = 8'h0;
        inflight$7$q = 8'h0;
        inflight$8$q = 8'h0;
        inflight$9$q = 8'h0;
        inflight$10$q = 8'h0;
        inflight$11$q = 8'h0;
        inflight$12$q = 8'h0;
        inflight$13$q = 8'h0;
        inflight$14$q = 8'h0;
        inflight$15$q = 8'h0;
        q$q = 4'h0;
        qsel$q = 16'h0;
        cur_qp$q = 4'h0;
        cur_v$q = 1'h0;
        d_load$q = 1'h0;
        d_offset$q = 30'h0;
        d_markers$q = 1'h0;
        d_crc$q = 1'h0;
        d_pend$q = 1'h0;
        n_loads$q = 32'h0;
        n_follows$q = 32'h0;
        n_dropped$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        live$q <= live$d;
        markers$q <= markers$d;
        crc$q <= crc$d;
        offset$0$q <= offset$0$d;
        offset$1$q <= offset$1$d;
        offset$2$q <= offset$2$d;
        offset$3$q <= offset$3$d;
        offset$4$q <= offset$4$d;
        offset$5$q <= offset$5$d;
        offset$6$q <= offset$6$d;
        offset$7$q <= offset$7$d;
        offset$8$q <= offset$8$d;
        offset$9$q <= offset$9$d;
        offset$10$q <= offset$10$d;
        offset$11$q <= offset$11$d;
        offset$12$q <= offset$12$d;
        offset$13$q <= offset$13$d;
        offset$14$q <= offset$14$d;
        offset$15$q <= offset$15$d;
        inflight$0$q <= inflight$0$d;
        inflight$1$q <= inflight$1$d;
        inflight$2$q <= inflight$2$d;
        inflight$3$q <= inflight$3$d;
        inflight$4$q <= inflight$4$d;
        inflight$5$q <= inflight$5$d;
        inflight$6$q <= inflight$6$d;
        inflight$7$q <= inflight$7$d;
        inflight$8$q <= inflight$8$d;
        inflight$9$q <= inflight$9$d;
        inflight$10$q <= inflight$10$d;
        inflight$11$q <= inflight$11$d;
        inflight$12$q <= inflight$12$d;
        inflight$13$q <= inflight$13$d;
        inflight$14$q <= inflight$14$d;
        inflight$15$q <= inflight$15$d;
        q$q <= q$d;
        qsel$q <= qsel$d;
        cur_qp$q <= cur_qp$d;
        cur_v$q <= cur_v$d;
        d_load$q <= d_load$d;
        d_offset$q <= d_offset$d;
        d_markers$q <= d_markers$d;
        d_crc$q <= d_crc$d;
        d_pend$q <= d_pend$d;
        n_loads$q <= n_loads$d;
        n_follows$q <= n_follows$d;
        n_dropped$q <= n_dropped$d;
    end

    // Update code
    assign cfg_sel = qp_onehot$QP0 << s_cfg_qp;
    assign ctx_sel = qp_onehot$QP0 << s_ctx_conn[3:0];
    assign in_sel = qp_onehot$QP0 << s_ulpdu_qp;
    assign s_cfg_ready = (st$q == txctx_state$IDLE) & ~cfg_busy & ~reset;
    assign same = cur_v$q & (cur_qp$q == q$q);
    assign m_desc_valid = (st$q == txctx_state$SEND) & d_pend$q;
    assign m_desc_len = s_ulpdu_len;
    assign m_desc_conn = {4'h0, q$q};
    assign m_desc_load = d_load$q;
    assign m_desc_offset_words = d_offset$q;
    assign m_desc_markers = d_markers$q;
    assign m_desc_crc = d_crc$q;
    assign desc_take = m_desc_valid & m_desc_ready;
    assign m_data = s_ulpdu_data;
    assign m_keep = s_ulpdu_keep;
    assign m_last = s_ulpdu_last;
    assign m_valid = (st$q == txctx_state$SEND) & s_ulpdu_valid;
    assign s_ulpdu_ready = ((st$q == txctx_state$SEND) & m_ready) | (st$q == txctx_state$DROP);
    assign beat = s_ulpdu_valid & s_ulpdu_ready;
    assign s_ctx_ready = 1'b1;
    assign inc$0 = desc_take & qsel$q[0];
    assign dec$0 = s_ctx_valid & ctx_sel[0];
    assign inc$1 = desc_take & qsel$q[1];
    assign dec$1 = s_ctx_valid & ctx_sel[1];
    assign inc$2 = desc_take & qsel$q[2];
    assign dec$2 = s_ctx_valid & ctx_sel[2];
    assign inc$3 = desc_take & qsel$q[3];
    assign dec$3 = s_ctx_valid & ctx_sel[3];
    assign inc$4 = desc_take & qsel$q[4];
    assign dec$4 = s_ctx_valid & ctx_sel[4];
    assign inc$5 = desc_take & qsel$q[5];
    assign dec$5 = s_ctx_valid & ctx_sel[5];
    assign inc$6 = desc_take & qsel$q[6];
    assign dec$6 = s_ctx_valid & ctx_sel[6];
    assign inc$7 = desc_take & qsel$q[7];
    assign dec$7 = s_ctx_valid & ctx_sel[7];
    assign inc$8 = desc_take & qsel$q[8];
    assign dec$8 = s_ctx_valid & ctx_sel[8];
    assign inc$9 = desc_take & qsel$q[9];
    assign dec$9 = s_ctx_valid & ctx_sel[9];
    assign inc$10 = desc_take & qsel$q[10];
    assign dec$10 = s_ctx_valid & ctx_sel[10];
    assign inc$11 = desc_take & qsel$q[11];
    assign dec$11 = s_ctx_valid & ctx_sel[11];
    assign inc$12 = desc_take & qsel$q[12];
    assign dec$12 = s_ctx_valid & ctx_sel[12];
    assign inc$13 = desc_take & qsel$q[13];
    assign dec$13 = s_ctx_valid & ctx_sel[13];
    assign inc$14 = desc_take & qsel$q[14];
    assign dec$14 = s_ctx_valid & ctx_sel[14];
    assign inc$15 = desc_take & qsel$q[15];
    assign dec$15 = s_ctx_valid & ctx_sel[15];
    assign cnt_loads = n_loads$q;
    assign cnt_follows = n_follows$q;
    assign cnt_dropped = n_dropped$q;
    assign idle = (st$q == txctx_state$IDLE) & ~any_inflight;

    always @(*) begin
        st$d = st$q;
        live$d = live$q;
        markers$d = markers$q;
        crc$d = crc$q;
        q$d = q$q;
        qsel$d = qsel$q;
        cur_qp$d = cur_qp$q;
        cur_v$d = cur_v$q;
        d_load$d = d_load$q;
        d_offset$d = d_offset$q;
        d_markers$d = d_markers$q;
        d_crc$d = d_crc$q;
        d_pend$d = d_pend$q;
        n_loads$d = n_loads$q;
        n_follows$d = n_follows$q;
        n_dropped$d = n_dropped$q;
        inflight$0$d = inflight$0$q;
        inflight$1$d = inflight$1$q;
        inflight$2$d = inflight$2$q;
        inflight$3$d = inflight$3$q;
        inflight$4$d = inflight$4$q;
        inflight$5$d = inflight$5$q;
        inflight$6$d = inflight$6$q;
        inflight$7$d = inflight$7$q;
        inflight$8$d = inflight$8$q;
        inflight$9$d = inflight$9$q;
        inflight$10$d = inflight$10$q;
        inflight$11$d = inflight$11$q;
        inflight$12$d = inflight$12$q;
        inflight$13$d = inflight$13$q;
        inflight$14$d = inflight$14$q;
        inflight$15$d = inflight$15$q;
        if (s_cfg_valid & s_cfg_ready) begin
            if (s_cfg_live) begin
                live$d = live$q | cfg_sel;
            end
            else begin
                live$d = live$q & ~cfg_sel;
            end
            if (s_cfg_markers) begin
                markers$d = markers$q | cfg_sel;
            end
            else begin
                markers$d = markers$q & ~cfg_sel;
            end
            if (s_cfg_crc) begin
                crc$d = crc$q | cfg_sel;
            end
            else begin
                crc$d = crc$q & ~cfg_sel;
            end
            if (cur_qp$q == s_cfg_qp) begin
                cur_v$d = 1'b0;
            end
        end
        if ((st$q == txctx_state$IDLE) & ~s_cfg_valid & s_ulpdu_valid) begin
            q$d = s_ulpdu_qp;
            qsel$d = in_sel;
            st$d = txctx_state$DECIDE;
        end
        if (st$q == txctx_state$DECIDE) begin
            d_markers$d = |(markers$q & qsel$q);
            d_crc$d = |(crc$q & qsel$q);
            d_offset$d = sel_off;
            d_load$d = ~same;
            if (~|(live$q & qsel$q)) begin
                st$d = txctx_state$DROP;
                n_dropped$d = n_dropped$q + 32'h1;
            end
            else if (same) begin
                d_pend$d = 1'b1;
                st$d = txctx_state$SEND;
                n_follows$d = n_follows$q + 32'h1;
            end
            else if (~sel_busy) begin
                d_pend$d = 1'b1;
                cur_qp$d = q$q;
                cur_v$d = 1'b1;
                st$d = txctx_state$SEND;
                n_loads$d = n_loads$q + 32'h1;
            end
        end
        if (desc_take) begin
            d_pend$d = 1'b0;
        end
        if (beat & s_ulpdu_last) begin
            st$d = txctx_state$IDLE;
        end
        if (inc$0 & ~dec$0) begin
            inflight$0$d = inflight$0$q + 8'h1;
        end
        if (~inc$0 & dec$0) begin
            inflight$0$d = inflight$0$q - 8'h1;
        end
        if (inc$1 & ~dec$1) begin
            inflight$1$d = inflight$1$q + 8'h1;
        end
        if (~inc$1 & dec$1) begin
            inflight$1$d = inflight$1$q - 8'h1;
        end
        if (inc$2 & ~dec$2) begin
            inflight$2$d = inflight$2$q + 8'h1;
        end
        if (~inc$2 & dec$2) begin
            inflight$2$d = inflight$2$q - 8'h1;
        end
        if (inc$3 & ~dec$3) begin
            inflight$3$d = inflight$3$q + 8'h1;
        end
        if (~inc$3 & dec$3) begin
            inflight$3$d = inflight$3$q - 8'h1;
        end
        if (inc$4 & ~dec$4) begin
            inflight$4$d = inflight$4$q + 8'h1;
        end
        if (~inc$4 & dec$4) begin
            inflight$4$d = inflight$4$q - 8'h1;
        end
        if (inc$5 & ~dec$5) begin
            inflight$5$d = inflight$5$q + 8'h1;
        end
        if (~inc$5 & dec$5) begin
            inflight$5$d = inflight$5$q - 8'h1;
        end
        if (inc$6 & ~dec$6) begin
            inflight$6$d = inflight$6$q + 8'h1;
        end
        if (~inc$6 & dec$6) begin
            inflight$6$d = inflight$6$q - 8'h1;
        end
        if (inc$7 & ~dec$7) begin
            inflight$7$d = inflight$7$q + 8'h1;
        end
        if (~inc$7 & dec$7) begin
            inflight$7$d = inflight$7$q - 8'h1;
        end
        if (inc$8 & ~dec$8) begin
            inflight$8$d = inflight$8$q + 8'h1;
        end
        if (~inc$8 & dec$8) begin
            inflight$8$d = inflight$8$q - 8'h1;
        end
        if (inc$9 & ~dec$9) begin
            inflight$9$d = inflight$9$q + 8'h1;
        end
        if (~inc$9 & dec$9) begin
            inflight$9$d = inflight$9$q - 8'h1;
        end
        if (inc$10 & ~dec$10) begin
            inflight$10$d = inflight$10$q + 8'h1;
        end
        if (~inc$10 & dec$10) begin
            inflight$10$d = inflight$10$q - 8'h1;
        end
        if (inc$11 & ~dec$11) begin
            inflight$11$d = inflight$11$q + 8'h1;
        end
        if (~inc$11 & dec$11) begin
            inflight$11$d = inflight$11$q - 8'h1;
        end
        if (inc$12 & ~dec$12) begin
            inflight$12$d = inflight$12$q + 8'h1;
        end
        if (~inc$12 & dec$12) begin
            inflight$12$d = inflight$12$q - 8'h1;
        end
        if (inc$13 & ~dec$13) begin
            inflight$13$d = inflight$13$q + 8'h1;
        end
        if (~inc$13 & dec$13) begin
            inflight$13$d = inflight$13$q - 8'h1;
        end
        if (inc$14 & ~dec$14) begin
            inflight$14$d = inflight$14$q + 8'h1;
        end
        if (~inc$14 & dec$14) begin
            inflight$14$d = inflight$14$q - 8'h1;
        end
        if (inc$15 & ~dec$15) begin
            inflight$15$d = inflight$15$q + 8'h1;
        end
        if (~inc$15 & dec$15) begin
            inflight$15$d = inflight$15$q - 8'h1;
        end
        if (reset) begin
            st$d = txctx_state$IDLE;
            live$d = 16'h0;
            cur_v$d = 1'b0;
            d_pend$d = 1'b0;
            n_loads$d = 32'h0;
            n_follows$d = 32'h0;
            n_dropped$d = 32'h0;
            inflight$0$d = 8'h0;
            inflight$1$d = 8'h0;
            inflight$2$d = 8'h0;
            inflight$3$d = 8'h0;
            inflight$4$d = 8'h0;
            inflight$5$d = 8'h0;
            inflight$6$d = 8'h0;
            inflight$7$d = 8'h0;
            inflight$8$d = 8'h0;
            inflight$9$d = 8'h0;
            inflight$10$d = 8'h0;
            inflight$11$d = 8'h0;
            inflight$12$d = 8'h0;
            inflight$13$d = 8'h0;
            inflight$14$d = 8'h0;
            inflight$15$d = 8'h0;
        end
    end

    always @(*) begin
        offset$0$d = offset$0$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[0]) begin
            offset$0$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[0]) begin
            offset$0$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$1$d = offset$1$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[1]) begin
            offset$1$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[1]) begin
            offset$1$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$2$d = offset$2$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[2]) begin
            offset$2$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[2]) begin
            offset$2$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$3$d = offset$3$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[3]) begin
            offset$3$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[3]) begin
            offset$3$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$4$d = offset$4$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[4]) begin
            offset$4$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[4]) begin
            offset$4$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$5$d = offset$5$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[5]) begin
            offset$5$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[5]) begin
            offset$5$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$6$d = offset$6$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[6]) begin
            offset$6$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[6]) begin
            offset$6$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$7$d = offset$7$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[7]) begin
            offset$7$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[7]) begin
            offset$7$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$8$d = offset$8$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[8]) begin
            offset$8$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[8]) begin
            offset$8$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$9$d = offset$9$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[9]) begin
            offset$9$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[9]) begin
            offset$9$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$10$d = offset$10$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[10]) begin
            offset$10$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[10]) begin
            offset$10$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$11$d = offset$11$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[11]) begin
            offset$11$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[11]) begin
            offset$11$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$12$d = offset$12$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[12]) begin
            offset$12$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[12]) begin
            offset$12$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$13$d = offset$13$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[13]) begin
            offset$13$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[13]) begin
            offset$13$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$14$d = offset$14$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[14]) begin
            offset$14$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[14]) begin
            offset$14$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        offset$15$d = offset$15$q;
        if (s_cfg_valid & s_cfg_ready & cfg_sel[15]) begin
            offset$15$d = s_cfg_offset_words;
        end
        if (s_ctx_valid & ctx_sel[15]) begin
            offset$15$d = s_ctx_offset_words;
        end
    end

    always @(*) begin
        sel_off = 30'h0;
        sel_busy = 1'b0;
        if (qsel$q[0]) begin
            sel_off = sel_off | offset$0$q;
            sel_busy = sel_busy | |inflight$0$q;
        end
        if (qsel$q[1]) begin
            sel_off = sel_off | offset$1$q;
            sel_busy = sel_busy | |inflight$1$q;
        end
        if (qsel$q[2]) begin
            sel_off = sel_off | offset$2$q;
            sel_busy = sel_busy | |inflight$2$q;
        end
        if (qsel$q[3]) begin
            sel_off = sel_off | offset$3$q;
            sel_busy = sel_busy | |inflight$3$q;
        end
        if (qsel$q[4]) begin
            sel_off = sel_off | offset$4$q;
            sel_busy = sel_busy | |inflight$4$q;
        end
        if (qsel$q[5]) begin
            sel_off = sel_off | offset$5$q;
            sel_busy = sel_busy | |inflight$5$q;
        end
        if (qsel$q[6]) begin
            sel_off = sel_off | offset$6$q;
            sel_busy = sel_busy | |inflight$6$q;
        end
        if (qsel$q[7]) begin
            sel_off = sel_off | offset$7$q;
            sel_busy = sel_busy | |inflight$7$q;
        end
        if (qsel$q[8]) begin
            sel_off = sel_off | offset$8$q;
            sel_busy = sel_busy | |inflight$8$q;
        end
        if (qsel$q[9]) begin
            sel_off = sel_off | offset$9$q;
            sel_busy = sel_busy | |inflight$9$q;
        end
        if (qsel$q[10]) begin
            sel_off = sel_off | offset$10$q;
            sel_busy = sel_busy | |inflight$10$q;
        end
        if (qsel$q[11]) begin
            sel_off = sel_off | offset$11$q;
            sel_busy = sel_busy | |inflight$11$q;
        end
        if (qsel$q[12]) begin
            sel_off = sel_off | offset$12$q;
            sel_busy = sel_busy | |inflight$12$q;
        end
        if (qsel$q[13]) begin
            sel_off = sel_off | offset$13$q;
            sel_busy = sel_busy | |inflight$13$q;
        end
        if (qsel$q[14]) begin
            sel_off = sel_off | offset$14$q;
            sel_busy = sel_busy | |inflight$14$q;
        end
        if (qsel$q[15]) begin
            sel_off = sel_off | offset$15$q;
            sel_busy = sel_busy | |inflight$15$q;
        end
    end

    always @(*) begin
        cfg_busy = 1'b0;
        if (cfg_sel[0]) begin
            cfg_busy = cfg_busy | |inflight$0$q;
        end
        if (cfg_sel[1]) begin
            cfg_busy = cfg_busy | |inflight$1$q;
        end
        if (cfg_sel[2]) begin
            cfg_busy = cfg_busy | |inflight$2$q;
        end
        if (cfg_sel[3]) begin
            cfg_busy = cfg_busy | |inflight$3$q;
        end
        if (cfg_sel[4]) begin
            cfg_busy = cfg_busy | |inflight$4$q;
        end
        if (cfg_sel[5]) begin
            cfg_busy = cfg_busy | |inflight$5$q;
        end
        if (cfg_sel[6]) begin
            cfg_busy = cfg_busy | |inflight$6$q;
        end
        if (cfg_sel[7]) begin
            cfg_busy = cfg_busy | |inflight$7$q;
        end
        if (cfg_sel[8]) begin
            cfg_busy = cfg_busy | |inflight$8$q;
        end
        if (cfg_sel[9]) begin
            cfg_busy = cfg_busy | |inflight$9$q;
        end
        if (cfg_sel[10]) begin
            cfg_busy = cfg_busy | |inflight$10$q;
        end
        if (cfg_sel[11]) begin
            cfg_busy = cfg_busy | |inflight$11$q;
        end
        if (cfg_sel[12]) begin
            cfg_busy = cfg_busy | |inflight$12$q;
        end
        if (cfg_sel[13]) begin
            cfg_busy = cfg_busy | |inflight$13$q;
        end
        if (cfg_sel[14]) begin
            cfg_busy = cfg_busy | |inflight$14$q;
        end
        if (cfg_sel[15]) begin
            cfg_busy = cfg_busy | |inflight$15$q;
        end
    end

    always @(*) begin
        any_inflight = 1'b0;
        if (|inflight$0$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$1$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$2$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$3$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$4$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$5$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$6$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$7$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$8$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$9$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$10$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$11$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$12$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$13$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$14$q) begin
            any_inflight = 1'b1;
        end
        if (|inflight$15$q) begin
            any_inflight = 1'b1;
        end
    end

endmodule // rnic_txctx
