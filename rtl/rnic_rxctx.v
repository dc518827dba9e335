// Generated from model/src/rnic/rxctx.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_rxctx. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_rxctx(clock,reset,s_cfg_valid,s_cfg_ready,s_cfg_qp,s_cfg_live,s_cfg_conn,s_cfg_s0,s_cfg_markers,s_cfg_crc,s_cfg_max_ulpdu,s_ulp_valid,s_ulp_ready,s_ulp_data,s_ulp_keep,s_ulp_last,s_ulp_conn,s_ulp_seq,s_ctx_valid,s_ctx_ready,s_ctx_conn,s_ctx_ctx0,s_ctx_ctx1,s_ctx_ctx2,s_ctx_ctx3,m_data,m_keep,m_last,m_conn,m_valid,m_ready,m_seg_valid,m_seg_ready,m_seg_conn,m_seg_load,m_seg_ctx0,m_seg_ctx1,m_seg_ctx2,m_seg_ctx3,m_strm_valid,m_strm_ready,m_strm_data,m_strm_keep,m_strm_last,m_strm_conn,m_strm_seq,idle,cnt_loads,cnt_follows,cnt_strm,cnt_stale);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_cfg_valid;
    output wire  s_cfg_ready;
    input wire  [3:0] s_cfg_qp;
    input wire  s_cfg_live;
    input wire  [9:0] s_cfg_conn;
    input wire  [31:0] s_cfg_s0;
    input wire  s_cfg_markers;
    input wire  s_cfg_crc;
    input wire  [15:0] s_cfg_max_ulpdu;
    input wire  s_ulp_valid;
    output wire  s_ulp_ready;
    input wire  [63:0] s_ulp_data;
    input wire  [7:0] s_ulp_keep;
    input wire  s_ulp_last;
    input wire  [9:0] s_ulp_conn;
    input wire  [31:0] s_ulp_seq;
    input wire  s_ctx_valid;
    output wire  s_ctx_ready;
    input wire  [7:0] s_ctx_conn;
    input wire  [63:0] s_ctx_ctx0;
    input wire  [62:0] s_ctx_ctx1;
    input wire  [63:0] s_ctx_ctx2;
    input wire  [63:0] s_ctx_ctx3;
    output wire  [63:0] m_data;
    output wire  [7:0] m_keep;
    output wire  m_last;
    output wire  [9:0] m_conn;
    output wire  m_valid;
    input wire  m_ready;
    output wire  m_seg_valid;
    input wire  m_seg_ready;
    output wire  [7:0] m_seg_conn;
    output wire  m_seg_load;
    output reg  [63:0] m_seg_ctx0;
    output reg  [62:0] m_seg_ctx1;
    output reg  [63:0] m_seg_ctx2;
    output reg  [63:0] m_seg_ctx3;
    output wire  m_strm_valid;
    input wire  m_strm_ready;
    output wire  [63:0] m_strm_data;
    output wire  [7:0] m_strm_keep;
    output wire  m_strm_last;
    output wire  [9:0] m_strm_conn;
    output wire  [31:0] m_strm_seq;
    output wire  idle;
    output wire  [31:0] cnt_loads;
    output wire  [31:0] cnt_follows;
    output wire  [31:0] cnt_strm;
    output wire  [31:0] cnt_stale;

    // Named constants (named_consts! in model/src)
    localparam [15:0] qp_onehot$QP0 = 16'h1;
    localparam [2:0] rxctx_carry$FIRST_STEP = 3'h1;
    localparam [15:0] rxctx_qp$NUM_B0 = 16'haaaa;
    localparam [15:0] rxctx_qp$NUM_B1 = 16'hcccc;
    localparam [15:0] rxctx_qp$NUM_B2 = 16'hf0f0;
    localparam [15:0] rxctx_qp$NUM_B3 = 16'hff00;
    localparam [15:0] rxctx_qp$ONE = 16'h1;
    localparam [1:0] rxctx_state$DECIDE = 2'h1;
    localparam [1:0] rxctx_state$FLUSH = 2'h3;
    localparam [1:0] rxctx_state$IDLE = 2'h0;
    localparam [1:0] rxctx_state$RUN = 2'h2;

    // Stub signals
    reg  [1:0] st$d;
    reg  [1:0] st$q;
    reg  [15:0] live$d;
    reg  [15:0] live$q;
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
    reg  [2:0] s0_lane$0$d;
    reg  [2:0] s0_lane$0$q;
    reg  [2:0] s0_lane$1$d;
    reg  [2:0] s0_lane$1$q;
    reg  [2:0] s0_lane$2$d;
    reg  [2:0] s0_lane$2$q;
    reg  [2:0] s0_lane$3$d;
    reg  [2:0] s0_lane$3$q;
    reg  [2:0] s0_lane$4$d;
    reg  [2:0] s0_lane$4$q;
    reg  [2:0] s0_lane$5$d;
    reg  [2:0] s0_lane$5$q;
    reg  [2:0] s0_lane$6$d;
    reg  [2:0] s0_lane$6$q;
    reg  [2:0] s0_lane$7$d;
    reg  [2:0] s0_lane$7$q;
    reg  [2:0] s0_lane$8$d;
    reg  [2:0] s0_lane$8$q;
    reg  [2:0] s0_lane$9$d;
    reg  [2:0] s0_lane$9$q;
    reg  [2:0] s0_lane$10$d;
    reg  [2:0] s0_lane$10$q;
    reg  [2:0] s0_lane$11$d;
    reg  [2:0] s0_lane$11$q;
    reg  [2:0] s0_lane$12$d;
    reg  [2:0] s0_lane$12$q;
    reg  [2:0] s0_lane$13$d;
    reg  [2:0] s0_lane$13$q;
    reg  [2:0] s0_lane$14$d;
    reg  [2:0] s0_lane$14$q;
    reg  [2:0] s0_lane$15$d;
    reg  [2:0] s0_lane$15$q;
    reg  [9:0] r_conn$d;
    reg  [9:0] r_conn$q;
    reg  [31:0] r_seq$d;
    reg  [31:0] r_seq$q;
    reg  [3:0] q$d;
    reg  [3:0] q$q;
    reg  hit$d;
    reg  hit$q;
    reg  strm$d;
    reg  strm$q;
    reg  [2:0] rot$d;
    reg  [2:0] rot$q;
    reg  [63:0] hold$d;
    reg  [63:0] hold$q;
    reg  [7:0] hold_k$d;
    reg  [7:0] hold_k$q;
    reg  [3:0] cur$d;
    reg  [3:0] cur$q;
    reg  cur_v$d;
    reg  cur_v$q;
    reg  have$d;
    reg  have$q;
    reg  owed$d;
    reg  owed$q;
    reg  skip$d;
    reg  skip$q;
    reg  d_load$d;
    reg  d_load$q;
    reg  d_pend$d;
    reg  d_pend$q;
    reg  [31:0] n_loads$d;
    reg  [31:0] n_loads$q;
    reg  [31:0] n_follows$d;
    reg  [31:0] n_follows$q;
    reg  [31:0] n_strm$d;
    reg  [31:0] n_strm$q;
    reg  [31:0] n_stale$d;
    reg  [31:0] n_stale$q;
    wire  [3:0] ctx0$read_address;
    wire  [63:0] ctx0$read_data;
    wire  ctx0$write_enable;
    reg  [3:0] ctx0$write_address;
    reg  [63:0] ctx0$write_data;
    wire  [3:0] ctx1$read_address;
    wire  [62:0] ctx1$read_data;
    wire  ctx1$write_enable;
    reg  [3:0] ctx1$write_address;
    reg  [62:0] ctx1$write_data;
    wire  [3:0] ctx2$read_address;
    wire  [63:0] ctx2$read_data;
    wire  ctx2$write_enable;
    reg  [3:0] ctx2$write_address;
    reg  [63:0] ctx2$write_data;
    wire  [3:0] ctx3$read_address;
    wire  [63:0] ctx3$read_data;
    wire  ctx3$write_enable;
    reg  [3:0] ctx3$write_address;
    reg  [63:0] ctx3$write_data;
    wire  outq$reset;
    wire  outq$push;
    wire  [115:0] outq$din;
    wire  outq$full;
    wire  outq$pop;
    wire  [115:0] outq$dout;
    wire  outq$valid;

    // Local signals
    reg  [15:0] hits;
    wire  [15:0] low_hit;
    reg  [3:0] qnum;
    wire  [15:0] cfg_sel;
    wire  [15:0] qsel;
    reg  [2:0] sel_lane;
    wire  cfg_take;
    wire  save;
    reg  [62:0] init1;
    reg  [63:0] init2;
    wire  need_load;
    reg  [5:0] rot_bits;
    wire  [5:0] rot_inv;
    wire  [63:0] rot_lo;
    wire  [63:0] rot_hi;
    wire  [15:0] nhits;
    wire  [15:0] in_kw;
    wire  [15:0] kw;
    wire  beat;
    wire  carry;
    reg  [115:0] entry;
    wire  [115:0] head;
    wire  desc_take;

    // Sub module instances
    rnic_rxctx$ctx0 ctx0(
        .clock(clock),
        .read_address(ctx0$read_address),
        .read_data(ctx0$read_data),
        .write_enable(ctx0$write_enable),
        .write_address(ctx0$write_address),
        .write_data(ctx0$write_data)
    );
    rnic_rxctx$ctx1 ctx1(
        .clock(clock),
        .read_address(ctx1$read_address),
        .read_data(ctx1$read_data),
        .write_enable(ctx1$write_enable),
        .write_address(ctx1$write_address),
        .write_data(ctx1$write_data)
    );
    rnic_rxctx$ctx2 ctx2(
        .clock(clock),
        .read_address(ctx2$read_address),
        .read_data(ctx2$read_data),
        .write_enable(ctx2$write_enable),
        .write_address(ctx2$write_address),
        .write_data(ctx2$write_data)
    );
    rnic_rxctx$ctx3 ctx3(
        .clock(clock),
        .read_address(ctx3$read_address),
        .read_data(ctx3$read_data),
        .write_enable(ctx3$write_enable),
        .write_address(ctx3$write_address),
        .write_data(ctx3$write_data)
    );
    rnic_rxctx$outq outq(
        .clock(clock),
        .reset(outq$reset),
        .push(outq$push),
        .din(outq$din),
        .full(outq$full),
        .pop(outq$pop),
        .dout(outq$dout),
        .valid(outq$valid)
    );

    // Registers
    initial begin
        st$q = 2'h0;
        live$q = 16'h0;
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
        s0_lane$0$q = 3'h0;
        s0_lane$1$q = 3'h0;
        s0_lane$2$q = 3'h0;
        s0_lane$3$q = 3'h0;
        s0_lane$4$q = 3'h0;
        s0_lane$5$q = 3'h0;
        s0_lane$6$q = 3'h0;
        s0_lane$7$q = 3'h0;
        s0_lane$8$q = 3'h0;
        s0_lane$9$q = 3'h0;
        s0_lane$10$q = 3'h0;
        s0_lane$11$q = 3'h0;
        s0_lane$12$q = 3'h0;
        s0_lane$13$q = 3'h0;
        s0_lane$14$q = 3'h0;
        s0_lane$15$q = 3'h0;
        r_conn$q = 10'h0;
        r_seq$q = 32'h0;
        q$q = 4'h0;
        hit$q = 1'h0;
        strm$q = 1'h0;
        rot$q = 3'h0;
        hold$q = 64'h0;
        hold_k$q = 8'h0;
        cur$q = 4'h0;
        cur_v$q = 1'h0;
        have$q = 1'h0;
        owed$q = 1'h0;
        skip$q = 1'h0;
        d_load$q = 1'h0;
        d_pend$q = 1'h0;
        n_loads$q = 32'h0;
        n_follows$q = 32'h0;
        n_strm$q = 32'h0;
        n_stale$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        live$q <= live$d;
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
        s0_lane$0$q <= s0_lane$0$d;
        s0_lane$1$q <= s0_lane$1$d;
        s0_lane$2$q <= s0_lane$2$d;
        s0_lane$3$q <= s0_lane$3$d;
        s0_lane$4$q <= s0_lane$4$d;
        s0_lane$5$q <= s0_lane$5$d;
        s0_lane$6$q <= s0_lane$6$d;
        s0_lane$7$q <= s0_lane$7$d;
        s0_lane$8$q <= s0_lane$8$d;
        s0_lane$9$q <= s0_lane$9$d;
        s0_lane$10$q <= s0_lane$10$d;
        s0_lane$11$q <= s0_lane$11$d;
        s0_lane$12$q <= s0_lane$12$d;
        s0_lane$13$q <= s0_lane$13$d;
        s0_lane$14$q <= s0_lane$14$d;
        s0_lane$15$q <= s0_lane$15$d;
        r_conn$q <= r_conn$d;
        r_seq$q <= r_seq$d;
        q$q <= q$d;
        hit$q <= hit$d;
        strm$q <= strm$d;
        rot$q <= rot$d;
        hold$q <= hold$d;
        hold_k$q <= hold_k$d;
        cur$q <= cur$d;
        cur_v$q <= cur_v$d;
        have$q <= have$d;
        owed$q <= owed$d;
        skip$q <= skip$d;
        d_load$q <= d_load$d;
        d_pend$q <= d_pend$d;
        n_loads$q <= n_loads$d;
        n_follows$q <= n_follows$d;
        n_strm$q <= n_strm$d;
        n_stale$q <= n_stale$d;
    end

    // Update code
    assign outq$reset = reset;
    assign nhits = ~hits;
    assign low_hit = hits & (nhits + rxctx_qp$ONE);
    assign cfg_sel = qp_onehot$QP0 << s_cfg_qp;
    assign s_cfg_ready = (st$q == rxctx_state$IDLE) & ~d_pend$q & ~owed$q & ~s_ctx_valid & ~reset;
    assign cfg_take = s_cfg_valid & s_cfg_ready;
    assign qsel = qp_onehot$QP0 << q$q;
    assign need_load = ~cur_v$q | (cur$q != q$q);
    assign ctx0$read_address = q$q;
    assign ctx1$read_address = q$q;
    assign ctx2$read_address = q$q;
    assign ctx3$read_address = q$q;
    assign m_seg_valid = d_pend$q;
    assign m_seg_conn = {4'h0, q$q};
    assign m_seg_load = d_load$q;
    assign desc_take = m_seg_valid & m_seg_ready;
    assign s_ctx_ready = 1'b1;
    assign save = s_ctx_valid & ~skip$q;
    assign ctx0$write_enable = save | cfg_take;
    assign ctx1$write_enable = save | cfg_take;
    assign ctx2$write_enable = save | cfg_take;
    assign ctx3$write_enable = save | cfg_take;
    assign rot_inv = ~rot_bits;
    assign rot_lo = s_ulp_data << rot_bits;
    assign rot_hi = (s_ulp_data >> rxctx_carry$FIRST_STEP) >> rot_inv;
    assign in_kw = {8'h0, s_ulp_keep};
    assign kw = in_kw << rot$q;
    assign carry = |kw[15:8];
    assign s_ulp_ready = (st$q == rxctx_state$RUN) & ~outq$full;
    assign beat = s_ulp_valid & s_ulp_ready;
    assign outq$din = entry;
    assign outq$push = beat | ((st$q == rxctx_state$FLUSH) & ~outq$full);
    assign head = outq$dout;
    assign m_data = head[63:0];
    assign m_keep = head[71:64];
    assign m_last = head[72];
    assign m_conn = head[83:74];
    assign m_valid = outq$valid & ~head[73];
    assign m_strm_data = head[63:0];
    assign m_strm_keep = head[71:64];
    assign m_strm_last = head[72];
    assign m_strm_conn = head[83:74];
    assign m_strm_seq = head[115:84];
    assign m_strm_valid = outq$valid & head[73];
    assign outq$pop = (m_valid & m_ready) | (m_strm_valid & m_strm_ready);
    assign cnt_loads = n_loads$q;
    assign cnt_follows = n_follows$q;
    assign cnt_strm = n_strm$q;
    assign cnt_stale = n_stale$q;
    assign idle = (st$q == rxctx_state$IDLE) & ~outq$valid & ~d_pend$q & ~owed$q;

    always @(*) begin
        st$d = st$q;
        live$d = live$q;
        r_conn$d = r_conn$q;
        r_seq$d = r_seq$q;
        q$d = q$q;
        hit$d = hit$q;
        strm$d = strm$q;
        rot$d = rot$q;
        hold$d = hold$q;
        hold_k$d = hold_k$q;
        cur$d = cur$q;
        cur_v$d = cur_v$q;
        have$d = have$q;
        owed$d = owed$q;
        skip$d = skip$q;
        d_load$d = d_load$q;
        d_pend$d = d_pend$q;
        n_loads$d = n_loads$q;
        n_follows$d = n_follows$q;
        n_strm$d = n_strm$q;
        n_stale$d = n_stale$q;
        if (cfg_take) begin
            if (s_cfg_live) begin
                live$d = live$q | cfg_sel;
            end
            else begin
                live$d = live$q & ~cfg_sel;
            end
            if (cur_v$q & (cur$q == s_cfg_qp)) begin
                cur_v$d = 1'b0;
                skip$d = 1'b1;
            end
        end
        if ((st$q == rxctx_state$IDLE) & ~s_cfg_valid & s_ulp_valid & ~d_pend$q) begin
            r_conn$d = s_ulp_conn;
            r_seq$d = s_ulp_seq;
            q$d = qnum;
            hit$d = |hits;
            st$d = rxctx_state$DECIDE;
        end
        if (st$q == rxctx_state$DECIDE) begin
            hold$d = 64'h0;
            hold_k$d = 8'h0;
            if (~hit$q) begin
                strm$d = 1'b1;
                rot$d = 3'h0;
                st$d = rxctx_state$RUN;
                n_strm$d = n_strm$q + 32'h1;
            end
            else if (~need_load) begin
                strm$d = 1'b0;
                rot$d = r_seq$q[2:0] - sel_lane;
                d_load$d = 1'b0;
                d_pend$d = 1'b1;
                st$d = rxctx_state$RUN;
                n_follows$d = n_follows$q + 32'h1;
            end
            else if (~owed$q) begin
                strm$d = 1'b0;
                rot$d = r_seq$q[2:0] - sel_lane;
                d_load$d = 1'b1;
                d_pend$d = 1'b1;
                st$d = rxctx_state$RUN;
                n_loads$d = n_loads$q + 32'h1;
            end
        end
        if (desc_take) begin
            d_pend$d = 1'b0;
            if (d_load$q) begin
                cur$d = q$q;
                cur_v$d = 1'b1;
                have$d = 1'b1;
                owed$d = have$q;
            end
        end
        if (s_ctx_valid) begin
            owed$d = 1'b0;
            skip$d = 1'b0;
            if (skip$q) begin
                n_stale$d = n_stale$q + 32'h1;
            end
        end
        if (beat) begin
            hold$d = rot_hi;
            hold_k$d = kw[15:8];
            if (s_ulp_last) begin
                if (carry) begin
                    st$d = rxctx_state$FLUSH;
                end
                else begin
                    st$d = rxctx_state$IDLE;
                end
            end
        end
        if ((st$q == rxctx_state$FLUSH) & ~outq$full) begin
            st$d = rxctx_state$IDLE;
        end
        if (reset) begin
            st$d = rxctx_state$IDLE;
            live$d = 16'h0;
            cur_v$d = 1'b0;
            have$d = 1'b0;
            owed$d = 1'b0;
            skip$d = 1'b0;
            d_pend$d = 1'b0;
            n_loads$d = 32'h0;
            n_follows$d = 32'h0;
            n_strm$d = 32'h0;
            n_stale$d = 32'h0;
        end
    end

    always @(*) begin
        conn$0$d = conn$0$q;
        s0_lane$0$d = s0_lane$0$q;
        if (cfg_take & cfg_sel[0]) begin
            conn$0$d = s_cfg_conn;
            s0_lane$0$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$1$d = conn$1$q;
        s0_lane$1$d = s0_lane$1$q;
        if (cfg_take & cfg_sel[1]) begin
            conn$1$d = s_cfg_conn;
            s0_lane$1$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$2$d = conn$2$q;
        s0_lane$2$d = s0_lane$2$q;
        if (cfg_take & cfg_sel[2]) begin
            conn$2$d = s_cfg_conn;
            s0_lane$2$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$3$d = conn$3$q;
        s0_lane$3$d = s0_lane$3$q;
        if (cfg_take & cfg_sel[3]) begin
            conn$3$d = s_cfg_conn;
            s0_lane$3$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$4$d = conn$4$q;
        s0_lane$4$d = s0_lane$4$q;
        if (cfg_take & cfg_sel[4]) begin
            conn$4$d = s_cfg_conn;
            s0_lane$4$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$5$d = conn$5$q;
        s0_lane$5$d = s0_lane$5$q;
        if (cfg_take & cfg_sel[5]) begin
            conn$5$d = s_cfg_conn;
            s0_lane$5$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$6$d = conn$6$q;
        s0_lane$6$d = s0_lane$6$q;
        if (cfg_take & cfg_sel[6]) begin
            conn$6$d = s_cfg_conn;
            s0_lane$6$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$7$d = conn$7$q;
        s0_lane$7$d = s0_lane$7$q;
        if (cfg_take & cfg_sel[7]) begin
            conn$7$d = s_cfg_conn;
            s0_lane$7$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$8$d = conn$8$q;
        s0_lane$8$d = s0_lane$8$q;
        if (cfg_take & cfg_sel[8]) begin
            conn$8$d = s_cfg_conn;
            s0_lane$8$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$9$d = conn$9$q;
        s0_lane$9$d = s0_lane$9$q;
        if (cfg_take & cfg_sel[9]) begin
            conn$9$d = s_cfg_conn;
            s0_lane$9$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$10$d = conn$10$q;
        s0_lane$10$d = s0_lane$10$q;
        if (cfg_take & cfg_sel[10]) begin
            conn$10$d = s_cfg_conn;
            s0_lane$10$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$11$d = conn$11$q;
        s0_lane$11$d = s0_lane$11$q;
        if (cfg_take & cfg_sel[11]) begin
            conn$11$d = s_cfg_conn;
            s0_lane$11$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$12$d = conn$12$q;
        s0_lane$12$d = s0_lane$12$q;
        if (cfg_take & cfg_sel[12]) begin
            conn$12$d = s_cfg_conn;
            s0_lane$12$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$13$d = conn$13$q;
        s0_lane$13$d = s0_lane$13$q;
        if (cfg_take & cfg_sel[13]) begin
            conn$13$d = s_cfg_conn;
            s0_lane$13$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$14$d = conn$14$q;
        s0_lane$14$d = s0_lane$14$q;
        if (cfg_take & cfg_sel[14]) begin
            conn$14$d = s_cfg_conn;
            s0_lane$14$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        conn$15$d = conn$15$q;
        s0_lane$15$d = s0_lane$15$q;
        if (cfg_take & cfg_sel[15]) begin
            conn$15$d = s_cfg_conn;
            s0_lane$15$d = s_cfg_s0[2:0];
        end
    end

    always @(*) begin
        hits = 16'h0;
        hits[0] = live$q[0] & (conn$0$q == s_ulp_conn);
        hits[1] = live$q[1] & (conn$1$q == s_ulp_conn);
        hits[2] = live$q[2] & (conn$2$q == s_ulp_conn);
        hits[3] = live$q[3] & (conn$3$q == s_ulp_conn);
        hits[4] = live$q[4] & (conn$4$q == s_ulp_conn);
        hits[5] = live$q[5] & (conn$5$q == s_ulp_conn);
        hits[6] = live$q[6] & (conn$6$q == s_ulp_conn);
        hits[7] = live$q[7] & (conn$7$q == s_ulp_conn);
        hits[8] = live$q[8] & (conn$8$q == s_ulp_conn);
        hits[9] = live$q[9] & (conn$9$q == s_ulp_conn);
        hits[10] = live$q[10] & (conn$10$q == s_ulp_conn);
        hits[11] = live$q[11] & (conn$11$q == s_ulp_conn);
        hits[12] = live$q[12] & (conn$12$q == s_ulp_conn);
        hits[13] = live$q[13] & (conn$13$q == s_ulp_conn);
        hits[14] = live$q[14] & (conn$14$q == s_ulp_conn);
        hits[15] = live$q[15] & (conn$15$q == s_ulp_conn);
    end

    always @(*) begin
        qnum = 4'h0;
        qnum[0] = |(low_hit & rxctx_qp$NUM_B0);
        qnum[1] = |(low_hit & rxctx_qp$NUM_B1);
        qnum[2] = |(low_hit & rxctx_qp$NUM_B2);
        qnum[3] = |(low_hit & rxctx_qp$NUM_B3);
    end

    always @(*) begin
        sel_lane = 3'h0;
        if (qsel[0]) begin
            sel_lane = sel_lane | s0_lane$0$q;
        end
        if (qsel[1]) begin
            sel_lane = sel_lane | s0_lane$1$q;
        end
        if (qsel[2]) begin
            sel_lane = sel_lane | s0_lane$2$q;
        end
        if (qsel[3]) begin
            sel_lane = sel_lane | s0_lane$3$q;
        end
        if (qsel[4]) begin
            sel_lane = sel_lane | s0_lane$4$q;
        end
        if (qsel[5]) begin
            sel_lane = sel_lane | s0_lane$5$q;
        end
        if (qsel[6]) begin
            sel_lane = sel_lane | s0_lane$6$q;
        end
        if (qsel[7]) begin
            sel_lane = sel_lane | s0_lane$7$q;
        end
        if (qsel[8]) begin
            sel_lane = sel_lane | s0_lane$8$q;
        end
        if (qsel[9]) begin
            sel_lane = sel_lane | s0_lane$9$q;
        end
        if (qsel[10]) begin
            sel_lane = sel_lane | s0_lane$10$q;
        end
        if (qsel[11]) begin
            sel_lane = sel_lane | s0_lane$11$q;
        end
        if (qsel[12]) begin
            sel_lane = sel_lane | s0_lane$12$q;
        end
        if (qsel[13]) begin
            sel_lane = sel_lane | s0_lane$13$q;
        end
        if (qsel[14]) begin
            sel_lane = sel_lane | s0_lane$14$q;
        end
        if (qsel[15]) begin
            sel_lane = sel_lane | s0_lane$15$q;
        end
    end

    always @(*) begin
        m_seg_ctx0 = 64'h0;
        m_seg_ctx1 = 63'h0;
        m_seg_ctx2 = 64'h0;
        m_seg_ctx3 = 64'h0;
        if (d_pend$q & d_load$q) begin
            m_seg_ctx0 = ctx0$read_data;
            m_seg_ctx1 = ctx1$read_data;
            m_seg_ctx2 = ctx2$read_data;
            m_seg_ctx3 = ctx3$read_data;
        end
    end

    always @(*) begin
        init1 = 63'h0;
        init1[58] = s_cfg_markers;
        init1[59] = s_cfg_crc;
    end

    always @(*) begin
        init2 = 64'h0;
        init2[31:16] = s_cfg_max_ulpdu;
    end

    always @(*) begin
        ctx0$write_address = s_cfg_qp;
        ctx1$write_address = s_cfg_qp;
        ctx2$write_address = s_cfg_qp;
        ctx3$write_address = s_cfg_qp;
        ctx0$write_data = 64'h0;
        ctx1$write_data = init1;
        ctx2$write_data = init2;
        ctx3$write_data = 64'h0;
        if (s_ctx_valid) begin
            ctx0$write_address = s_ctx_conn[3:0];
            ctx1$write_address = s_ctx_conn[3:0];
            ctx2$write_address = s_ctx_conn[3:0];
            ctx3$write_address = s_ctx_conn[3:0];
            ctx0$write_data = s_ctx_ctx0;
            ctx1$write_data = s_ctx_ctx1;
            ctx2$write_data = s_ctx_ctx2;
            ctx3$write_data = s_ctx_ctx3;
        end
    end

    always @(*) begin
        rot_bits = 6'h0;
        rot_bits[5:3] = rot$q;
    end

    always @(*) begin
        entry = 116'h0;
        entry[73] = strm$q;
        entry[83:74] = r_conn$q;
        entry[115:84] = r_seq$q;
        entry[63:0] = rot_lo | hold$q;
        entry[71:64] = kw[7:0] | hold_k$q;
        entry[72] = s_ulp_last & ~carry;
        if (st$q == rxctx_state$FLUSH) begin
            entry[63:0] = hold$q;
            entry[71:64] = hold_k$q;
            entry[72] = 1'b1;
        end
    end

endmodule // rnic_rxctx


module rnic_rxctx$ctx0(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:15];

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
endmodule // rnic_rxctx$ctx0


module rnic_rxctx$ctx1(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [62:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [62:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [62:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {63{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_rxctx$ctx1


module rnic_rxctx$ctx2(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:15];

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
endmodule // rnic_rxctx$ctx2


module rnic_rxctx$ctx3(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [63:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [63:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [63:0] mem [0:15];

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
endmodule // rnic_rxctx$ctx3


module rnic_rxctx$outq(clock,reset,push,din,full,pop,dout,valid);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [115:0] din;
    output wire  full;
    input wire  pop;
    output wire  [115:0] dout;
    output wire  valid;

    // Stub signals
    reg  [115:0] e0$d;
    reg  [115:0] e0$q;
    reg  [115:0] e1$d;
    reg  [115:0] e1$q;
    reg  [1:0] n$d;
    reg  [1:0] n$q;

    // Registers
    initial begin
        e0$q = 116'h0;
        e1$q = 116'h0;
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

endmodule // rnic_rxctx$outq
