// Generated from model/src/rnic/ackq.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_ackq. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_ackq(clock,reset,s_acked_valid,s_acked_ready,s_acked_qp,s_acked_value,m_acked_valid,m_acked_ready,m_acked_qp,m_acked_value,idle,cnt_in,cnt_out,cnt_merged);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_acked_valid;
    output wire  s_acked_ready;
    input wire  [3:0] s_acked_qp;
    input wire  [31:0] s_acked_value;
    output wire  m_acked_valid;
    input wire  m_acked_ready;
    output wire  [3:0] m_acked_qp;
    output wire  [31:0] m_acked_value;
    output wire  idle;
    output wire  [31:0] cnt_in;
    output wire  [31:0] cnt_out;
    output wire  [31:0] cnt_merged;

    // Named constants (named_consts! in model/src)
    localparam [15:0] rxctx_qp$ONE = 16'h1;

    // Stub signals
    reg  [31:0] val$0$d;
    reg  [31:0] val$0$q;
    reg  [31:0] val$1$d;
    reg  [31:0] val$1$q;
    reg  [31:0] val$2$d;
    reg  [31:0] val$2$q;
    reg  [31:0] val$3$d;
    reg  [31:0] val$3$q;
    reg  [31:0] val$4$d;
    reg  [31:0] val$4$q;
    reg  [31:0] val$5$d;
    reg  [31:0] val$5$q;
    reg  [31:0] val$6$d;
    reg  [31:0] val$6$q;
    reg  [31:0] val$7$d;
    reg  [31:0] val$7$q;
    reg  [31:0] val$8$d;
    reg  [31:0] val$8$q;
    reg  [31:0] val$9$d;
    reg  [31:0] val$9$q;
    reg  [31:0] val$10$d;
    reg  [31:0] val$10$q;
    reg  [31:0] val$11$d;
    reg  [31:0] val$11$q;
    reg  [31:0] val$12$d;
    reg  [31:0] val$12$q;
    reg  [31:0] val$13$d;
    reg  [31:0] val$13$q;
    reg  [31:0] val$14$d;
    reg  [31:0] val$14$q;
    reg  [31:0] val$15$d;
    reg  [31:0] val$15$q;
    reg  [15:0] flag$d;
    reg  [15:0] flag$q;
    reg  o_v$d;
    reg  o_v$q;
    reg  [3:0] o_qp$d;
    reg  [3:0] o_qp$q;
    reg  [31:0] o_value$d;
    reg  [31:0] o_value$q;
    reg  [31:0] n_in$d;
    reg  [31:0] n_in$q;
    reg  [31:0] n_out$d;
    reg  [31:0] n_out$q;
    reg  [31:0] n_merged$d;
    reg  [31:0] n_merged$q;
    wire  [15:0] pick$mask;
    wire  [3:0] pick$num;

    // Local signals
    wire  [15:0] in_bit;
    reg  [15:0] cleared;
    reg  [15:0] added;
    wire  [15:0] low;
    wire  o_free;
    wire  load;
    reg  [31:0] sel$0;
    reg  [31:0] sel$1;
    reg  [31:0] sel$2;
    reg  [31:0] sel$3;
    reg  [31:0] sel$4;
    reg  [31:0] sel$5;
    reg  [31:0] sel$6;
    reg  [31:0] sel$7;
    reg  [31:0] sel$8;
    reg  [31:0] sel$9;
    reg  [31:0] sel$10;
    reg  [31:0] sel$11;
    reg  [31:0] sel$12;
    reg  [31:0] sel$13;
    reg  [31:0] sel$14;
    reg  [31:0] sel$15;
    reg  [31:0] picked;

    // Sub module instances
    rnic_ackq$pick pick(
        .mask(pick$mask),
        .num(pick$num)
    );

    // Registers
    initial begin
        val$0$q = 32'h0;
        val$1$q = 32'h0;
        val$2$q = 32'h0;
        val$3$q = 32'h0;
        val$4$q = 32'h0;
        val$5$q = 32'h0;
        val$6$q = 32'h0;
        val$7$q = 32'h0;
        val$8$q = 32'h0;
        val$9$q = 32'h0;
        val$10$q = 32'h0;
        val$11$q = 32'h0;
        val$12$q = 32'h0;
        val$13$q = 32'h0;
        val$14$q = 32'h0;
        val$15$q = 32'h0;
        flag$q = 16'h0;
        o_v$q = 1'h0;
        o_qp$q = 4'h0;
        o_value$q = 32'h0;
        n_in$q = 32'h0;
        n_out$q = 32'h0;
        n_merged$q = 32'h0;
    end

    always @(posedge clock) begin
        val$0$q <= val$0$d;
        val$1$q <= val$1$d;
        val$2$q <= val$2$d;
        val$3$q <= val$3$d;
        val$4$q <= val$4$d;
        val$5$q <= val$5$d;
        val$6$q <= val$6$d;
        val$7$q <= val$7$d;
        val$8$q <= val$8$d;
        val$9$q <= val$9$d;
        val$10$q <= val$10$d;
        val$11$q <= val$11$d;
        val$12$q <= val$12$d;
        val$13$q <= val$13$d;
        val$14$q <= val$14$d;
        val$15$q <= val$15$d;
        flag$q <= flag$d;
        o_v$q <= o_v$d;
        o_qp$q <= o_qp$d;
        o_value$q <= o_value$d;
        n_in$q <= n_in$d;
        n_out$q <= n_out$d;
        n_merged$q <= n_merged$d;
    end

    // Update code
    assign idle = ~o_v$q & ~|flag$q;
    assign cnt_in = n_in$q;
    assign cnt_out = n_out$q;
    assign cnt_merged = n_merged$q;
    assign o_free = ~o_v$q | m_acked_ready;
    assign pick$mask = flag$q;
    assign low = flag$q & (~flag$q + rxctx_qp$ONE);
    assign load = o_free & |flag$q;
    assign s_acked_ready = 1'b1;
    assign in_bit = rxctx_qp$ONE << s_acked_qp;
    assign m_acked_valid = o_v$q;
    assign m_acked_qp = o_qp$q;
    assign m_acked_value = o_value$q;

    always @(*) begin
        flag$d = flag$q;
        o_v$d = o_v$q;
        o_qp$d = o_qp$q;
        o_value$d = o_value$q;
        n_in$d = n_in$q;
        n_out$d = n_out$q;
        n_merged$d = n_merged$q;
        val$0$d = val$0$q;
        val$1$d = val$1$q;
        val$2$d = val$2$q;
        val$3$d = val$3$q;
        val$4$d = val$4$q;
        val$5$d = val$5$q;
        val$6$d = val$6$q;
        val$7$d = val$7$q;
        val$8$d = val$8$q;
        val$9$d = val$9$q;
        val$10$d = val$10$q;
        val$11$d = val$11$q;
        val$12$d = val$12$q;
        val$13$d = val$13$q;
        val$14$d = val$14$q;
        val$15$d = val$15$q;
        if (o_v$q & m_acked_ready) begin
            o_v$d = 1'b0;
            n_out$d = n_out$q + 32'h1;
        end
        cleared = 16'h0;
        if (load) begin
            o_v$d = 1'b1;
            o_qp$d = pick$num;
            o_value$d = picked;
            cleared = low;
        end
        added = 16'h0;
        if (s_acked_valid) begin
            added = in_bit;
            if (in_bit[0]) begin
                val$0$d = s_acked_value;
            end
            if (in_bit[1]) begin
                val$1$d = s_acked_value;
            end
            if (in_bit[2]) begin
                val$2$d = s_acked_value;
            end
            if (in_bit[3]) begin
                val$3$d = s_acked_value;
            end
            if (in_bit[4]) begin
                val$4$d = s_acked_value;
            end
            if (in_bit[5]) begin
                val$5$d = s_acked_value;
            end
            if (in_bit[6]) begin
                val$6$d = s_acked_value;
            end
            if (in_bit[7]) begin
                val$7$d = s_acked_value;
            end
            if (in_bit[8]) begin
                val$8$d = s_acked_value;
            end
            if (in_bit[9]) begin
                val$9$d = s_acked_value;
            end
            if (in_bit[10]) begin
                val$10$d = s_acked_value;
            end
            if (in_bit[11]) begin
                val$11$d = s_acked_value;
            end
            if (in_bit[12]) begin
                val$12$d = s_acked_value;
            end
            if (in_bit[13]) begin
                val$13$d = s_acked_value;
            end
            if (in_bit[14]) begin
                val$14$d = s_acked_value;
            end
            if (in_bit[15]) begin
                val$15$d = s_acked_value;
            end
            n_in$d = n_in$q + 32'h1;
            if (|(flag$q & in_bit) & ~(load & |(low & in_bit))) begin
                n_merged$d = n_merged$q + 32'h1;
            end
        end
        flag$d = (flag$q & ~cleared) | added;
        if (reset) begin
            flag$d = 16'h0;
            o_v$d = 1'b0;
            n_in$d = 32'h0;
            n_out$d = 32'h0;
            n_merged$d = 32'h0;
        end
    end

    always @(*) begin
        picked = 32'h0;
        picked = picked | sel$0;
        picked = picked | sel$1;
        picked = picked | sel$2;
        picked = picked | sel$3;
        picked = picked | sel$4;
        picked = picked | sel$5;
        picked = picked | sel$6;
        picked = picked | sel$7;
        picked = picked | sel$8;
        picked = picked | sel$9;
        picked = picked | sel$10;
        picked = picked | sel$11;
        picked = picked | sel$12;
        picked = picked | sel$13;
        picked = picked | sel$14;
        picked = picked | sel$15;
    end

    always @(*) begin
        sel$0 = 32'h0;
        if (low[0]) begin
            sel$0 = val$0$q;
        end
    end

    always @(*) begin
        sel$1 = 32'h0;
        if (low[1]) begin
            sel$1 = val$1$q;
        end
    end

    always @(*) begin
        sel$2 = 32'h0;
        if (low[2]) begin
            sel$2 = val$2$q;
        end
    end

    always @(*) begin
        sel$3 = 32'h0;
        if (low[3]) begin
            sel$3 = val$3$q;
        end
    end

    always @(*) begin
        sel$4 = 32'h0;
        if (low[4]) begin
            sel$4 = val$4$q;
        end
    end

    always @(*) begin
        sel$5 = 32'h0;
        if (low[5]) begin
            sel$5 = val$5$q;
        end
    end

    always @(*) begin
        sel$6 = 32'h0;
        if (low[6]) begin
            sel$6 = val$6$q;
        end
    end

    always @(*) begin
        sel$7 = 32'h0;
        if (low[7]) begin
            sel$7 = val$7$q;
        end
    end

    always @(*) begin
        sel$8 = 32'h0;
        if (low[8]) begin
            sel$8 = val$8$q;
        end
    end

    always @(*) begin
        sel$9 = 32'h0;
        if (low[9]) begin
            sel$9 = val$9$q;
        end
    end

    always @(*) begin
        sel$10 = 32'h0;
        if (low[10]) begin
            sel$10 = val$10$q;
        end
    end

    always @(*) begin
        sel$11 = 32'h0;
        if (low[11]) begin
            sel$11 = val$11$q;
        end
    end

    always @(*) begin
        sel$12 = 32'h0;
        if (low[12]) begin
            sel$12 = val$12$q;
        end
    end

    always @(*) begin
        sel$13 = 32'h0;
        if (low[13]) begin
            sel$13 = val$13$q;
        end
    end

    always @(*) begin
        sel$14 = 32'h0;
        if (low[14]) begin
            sel$14 = val$14$q;
        end
    end

    always @(*) begin
        sel$15 = 32'h0;
        if (low[15]) begin
            sel$15 = val$15$q;
        end
    end

endmodule // rnic_ackq


module rnic_ackq$pick(mask,num);

    // Module arguments
    input wire  [15:0] mask;
    output reg  [3:0] num;

    // Named constants (named_consts! in model/src)
    localparam [15:0] rxctx_qp$NUM_B0 = 16'haaaa;
    localparam [15:0] rxctx_qp$NUM_B1 = 16'hcccc;
    localparam [15:0] rxctx_qp$NUM_B2 = 16'hf0f0;
    localparam [15:0] rxctx_qp$NUM_B3 = 16'hff00;
    localparam [15:0] rxctx_qp$ONE = 16'h1;

    // Local signals
    wire  [15:0] inv;
    wire  [15:0] low;

    // Update code
    assign inv = ~mask;
    assign low = mask & (inv + rxctx_qp$ONE);

    always @(*) begin
        num = 4'h0;
        num[0] = |(low & rxctx_qp$NUM_B0);
        num[1] = |(low & rxctx_qp$NUM_B1);
        num[2] = |(low & rxctx_qp$NUM_B2);
        num[3] = |(low & rxctx_qp$NUM_B3);
    end

endmodule // rnic_ackq$pick
