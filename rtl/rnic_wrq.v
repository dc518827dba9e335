// Generated from model/src/rnic/wrq.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_wrq. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_wrq(clock,reset,s_wr_valid,s_wr_ready,s_wr_qp,s_wr_op,s_wr_id,s_wr_lstag,s_wr_lto,s_wr_len,s_wr_rstag,s_wr_rto,m_wr_valid,m_wr_ready,m_wr_qp,m_wr_op,m_wr_id,m_wr_lstag,m_wr_lto,m_wr_len,m_wr_rstag,m_wr_rto,hold,idle,cnt_in,cnt_out,cnt_withdrawn);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_wr_valid;
    output wire  s_wr_ready;
    input wire  [3:0] s_wr_qp;
    input wire  [2:0] s_wr_op;
    input wire  [31:0] s_wr_id;
    input wire  [31:0] s_wr_lstag;
    input wire  [63:0] s_wr_lto;
    input wire  [31:0] s_wr_len;
    input wire  [31:0] s_wr_rstag;
    input wire  [63:0] s_wr_rto;
    output wire  m_wr_valid;
    input wire  m_wr_ready;
    output wire  [3:0] m_wr_qp;
    output wire  [2:0] m_wr_op;
    output wire  [31:0] m_wr_id;
    output wire  [31:0] m_wr_lstag;
    output wire  [63:0] m_wr_lto;
    output wire  [31:0] m_wr_len;
    output wire  [31:0] m_wr_rstag;
    output wire  [63:0] m_wr_rto;
    input wire  [15:0] hold;
    output wire  idle;
    output wire  [31:0] cnt_in;
    output wire  [31:0] cnt_out;
    output wire  [31:0] cnt_withdrawn;

    // Named constants (named_consts! in model/src)
    localparam [15:0] rxctx_qp$ONE = 16'h1;
    localparam [4:0] wrq_count$ALMOST_FULL = 5'hf;
    localparam [4:0] wrq_count$ONE = 5'h1;
    localparam [1:0] wrq_state$GAP = 2'h3;
    localparam [1:0] wrq_state$OFFER = 2'h2;
    localparam [1:0] wrq_state$PICK = 2'h0;
    localparam [1:0] wrq_state$READ = 2'h1;

    // Stub signals
    wire  [7:0] ram$read_address;
    wire  [262:0] ram$read_data;
    wire  ram$write_enable;
    wire  [7:0] ram$write_address;
    wire  [262:0] ram$write_data;
    reg  [3:0] head$0$d;
    reg  [3:0] head$0$q;
    reg  [3:0] head$1$d;
    reg  [3:0] head$1$q;
    reg  [3:0] head$2$d;
    reg  [3:0] head$2$q;
    reg  [3:0] head$3$d;
    reg  [3:0] head$3$q;
    reg  [3:0] head$4$d;
    reg  [3:0] head$4$q;
    reg  [3:0] head$5$d;
    reg  [3:0] head$5$q;
    reg  [3:0] head$6$d;
    reg  [3:0] head$6$q;
    reg  [3:0] head$7$d;
    reg  [3:0] head$7$q;
    reg  [3:0] head$8$d;
    reg  [3:0] head$8$q;
    reg  [3:0] head$9$d;
    reg  [3:0] head$9$q;
    reg  [3:0] head$10$d;
    reg  [3:0] head$10$q;
    reg  [3:0] head$11$d;
    reg  [3:0] head$11$q;
    reg  [3:0] head$12$d;
    reg  [3:0] head$12$q;
    reg  [3:0] head$13$d;
    reg  [3:0] head$13$q;
    reg  [3:0] head$14$d;
    reg  [3:0] head$14$q;
    reg  [3:0] head$15$d;
    reg  [3:0] head$15$q;
    reg  [3:0] tail$0$d;
    reg  [3:0] tail$0$q;
    reg  [3:0] tail$1$d;
    reg  [3:0] tail$1$q;
    reg  [3:0] tail$2$d;
    reg  [3:0] tail$2$q;
    reg  [3:0] tail$3$d;
    reg  [3:0] tail$3$q;
    reg  [3:0] tail$4$d;
    reg  [3:0] tail$4$q;
    reg  [3:0] tail$5$d;
    reg  [3:0] tail$5$q;
    reg  [3:0] tail$6$d;
    reg  [3:0] tail$6$q;
    reg  [3:0] tail$7$d;
    reg  [3:0] tail$7$q;
    reg  [3:0] tail$8$d;
    reg  [3:0] tail$8$q;
    reg  [3:0] tail$9$d;
    reg  [3:0] tail$9$q;
    reg  [3:0] tail$10$d;
    reg  [3:0] tail$10$q;
    reg  [3:0] tail$11$d;
    reg  [3:0] tail$11$q;
    reg  [3:0] tail$12$d;
    reg  [3:0] tail$12$q;
    reg  [3:0] tail$13$d;
    reg  [3:0] tail$13$q;
    reg  [3:0] tail$14$d;
    reg  [3:0] tail$14$q;
    reg  [3:0] tail$15$d;
    reg  [3:0] tail$15$q;
    reg  [4:0] count$0$d;
    reg  [4:0] count$0$q;
    reg  [4:0] count$1$d;
    reg  [4:0] count$1$q;
    reg  [4:0] count$2$d;
    reg  [4:0] count$2$q;
    reg  [4:0] count$3$d;
    reg  [4:0] count$3$q;
    reg  [4:0] count$4$d;
    reg  [4:0] count$4$q;
    reg  [4:0] count$5$d;
    reg  [4:0] count$5$q;
    reg  [4:0] count$6$d;
    reg  [4:0] count$6$q;
    reg  [4:0] count$7$d;
    reg  [4:0] count$7$q;
    reg  [4:0] count$8$d;
    reg  [4:0] count$8$q;
    reg  [4:0] count$9$d;
    reg  [4:0] count$9$q;
    reg  [4:0] count$10$d;
    reg  [4:0] count$10$q;
    reg  [4:0] count$11$d;
    reg  [4:0] count$11$q;
    reg  [4:0] count$12$d;
    reg  [4:0] count$12$q;
    reg  [4:0] count$13$d;
    reg  [4:0] count$13$q;
    reg  [4:0] count$14$d;
    reg  [4:0] count$14$q;
    reg  [4:0] count$15$d;
    reg  [4:0] count$15$q;
    reg  [15:0] nonempty$d;
    reg  [15:0] nonempty$q;
    reg  [15:0] full$d;
    reg  [15:0] full$q;
    reg  [1:0] st$d;
    reg  [1:0] st$q;
    reg  [3:0] sel$d;
    reg  [3:0] sel$q;
    reg  [15:0] after$d;
    reg  [15:0] after$q;
    reg  [31:0] n_in$d;
    reg  [31:0] n_in$q;
    reg  [31:0] n_out$d;
    reg  [31:0] n_out$q;
    reg  [31:0] n_withdrawn$d;
    reg  [31:0] n_withdrawn$q;
    wire  [15:0] pick_after$mask;
    wire  [3:0] pick_after$num;
    wire  [15:0] pick_any$mask;
    wire  [3:0] pick_any$num;

    // Local signals
    wire  [15:0] in_bit;
    wire  [15:0] sel_bit;
    wire  [15:0] elig;
    wire  [15:0] elig_after;
    reg  [3:0] pick;
    reg  [4:0] in_count;
    reg  [4:0] sel_count;
    reg  [4:0] in_counts$0;
    reg  [4:0] in_counts$1;
    reg  [4:0] in_counts$2;
    reg  [4:0] in_counts$3;
    reg  [4:0] in_counts$4;
    reg  [4:0] in_counts$5;
    reg  [4:0] in_counts$6;
    reg  [4:0] in_counts$7;
    reg  [4:0] in_counts$8;
    reg  [4:0] in_counts$9;
    reg  [4:0] in_counts$10;
    reg  [4:0] in_counts$11;
    reg  [4:0] in_counts$12;
    reg  [4:0] in_counts$13;
    reg  [4:0] in_counts$14;
    reg  [4:0] in_counts$15;
    reg  [4:0] sel_counts$0;
    reg  [4:0] sel_counts$1;
    reg  [4:0] sel_counts$2;
    reg  [4:0] sel_counts$3;
    reg  [4:0] sel_counts$4;
    reg  [4:0] sel_counts$5;
    reg  [4:0] sel_counts$6;
    reg  [4:0] sel_counts$7;
    reg  [4:0] sel_counts$8;
    reg  [4:0] sel_counts$9;
    reg  [4:0] sel_counts$10;
    reg  [4:0] sel_counts$11;
    reg  [4:0] sel_counts$12;
    reg  [4:0] sel_counts$13;
    reg  [4:0] sel_counts$14;
    reg  [4:0] sel_counts$15;
    wire  same;
    reg  [15:0] push_v;
    reg  [15:0] clr_ne;
    reg  [15:0] set_fu;
    reg  [15:0] clr_fu;
    wire  push;
    wire  pop;
    reg  [3:0] in_tail;
    reg  [3:0] sel_head;
    reg  [3:0] tails$0;
    reg  [3:0] tails$1;
    reg  [3:0] tails$2;
    reg  [3:0] tails$3;
    reg  [3:0] tails$4;
    reg  [3:0] tails$5;
    reg  [3:0] tails$6;
    reg  [3:0] tails$7;
    reg  [3:0] tails$8;
    reg  [3:0] tails$9;
    reg  [3:0] tails$10;
    reg  [3:0] tails$11;
    reg  [3:0] tails$12;
    reg  [3:0] tails$13;
    reg  [3:0] tails$14;
    reg  [3:0] tails$15;
    reg  [3:0] heads$0;
    reg  [3:0] heads$1;
    reg  [3:0] heads$2;
    reg  [3:0] heads$3;
    reg  [3:0] heads$4;
    reg  [3:0] heads$5;
    reg  [3:0] heads$6;
    reg  [3:0] heads$7;
    reg  [3:0] heads$8;
    reg  [3:0] heads$9;
    reg  [3:0] heads$10;
    reg  [3:0] heads$11;
    reg  [3:0] heads$12;
    reg  [3:0] heads$13;
    reg  [3:0] heads$14;
    reg  [3:0] heads$15;
    reg  [7:0] wr_addr;
    reg  [7:0] rd_addr;
    reg  [262:0] word;
    reg  [262:0] offered;

    // Sub module instances
    rnic_wrq$ram ram(
        .clock(clock),
        .read_address(ram$read_address),
        .read_data(ram$read_data),
        .write_enable(ram$write_enable),
        .write_address(ram$write_address),
        .write_data(ram$write_data)
    );
    rnic_wrq$pick_after pick_after(
        .mask(pick_after$mask),
        .num(pick_after$num)
    );
    rnic_wrq$pick_any pick_any(
        .mask(pick_any$mask),
        .num(pick_any$num)
    );

    // Registers
    initial begin
        head$0$q = 4'h0;
        head$1$q = 4'h0;
        head$2$q = 4'h0;
        head$3$q = 4'h0;
        head$4$q = 4'h0;
        head$5$q = 4'h0;
        head$6$q = 4'h0;
        head$7$q = 4'h0;
        head$8$q = 4'h0;
        head$9$q = 4'h0;
        head$10$q = 4'h0;
        head$11$q = 4'h0;
        head$12$q = 4'h0;
        head$13$q = 4'h0;
        head$14$q = 4'h0;
        head$15$q = 4'h0;
        tail$0$q = 4'h0;
        tail$1$q = 4'h0;
        tail$2$q = 4'h0;
        tail$3$q = 4'h0;
        tail$4$q = 4'h0;
        tail$5$q = 4'h0;
        tail$6$q = 4'h0;
        tail$7$q = 4'h0;
        tail$8$q = 4'h0;
        tail$9$q = 4'h0;
        tail$10$q = 4'h0;
        tail$11$q = 4'h0;
        tail$12$q = 4'h0;
        tail$13$q = 4'h0;
        tail$14$q = 4'h0;
        tail$15$q = 4'h0;
        count$0$q = 5'h0;
        count$1$q = 5'h0;
        count$2$q = 5'h0;
        count$3$q = 5'h0;
        count$4$q = 5'h0;
        count$5$q = 5'h0;
        count$6$q = 5'h0;
        count$7$q = 5'h0;
        count$8$q = 5'h0;
        count$9$q = 5'h0;
        count$10$q = 5'h0;
        count$11$q = 5'h0;
        count$12$q = 5'h0;
        count$13$q = 5'h0;
        count$14$q = 5'h0;
        count$15$q = 5'h0;
        nonempty$q = 16'h0;
        full$q = 16'h0;
        st$q = 2'h0;
        sel$q = 4'h0;
        after$q = 16'h0;
        n_in$q = 32'h0;
        n_out$q = 32'h0;
        n_withdrawn$q = 32'h0;
    end

    always @(posedge clock) begin
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
        count$0$q <= count$0$d;
        count$1$q <= count$1$d;
        count$2$q <= count$2$d;
        count$3$q <= count$3$d;
        count$4$q <= count$4$d;
        count$5$q <= count$5$d;
        count$6$q <= count$6$d;
        count$7$q <= count$7$d;
        count$8$q <= count$8$d;
        count$9$q <= count$9$d;
        count$10$q <= count$10$d;
        count$11$q <= count$11$d;
        count$12$q <= count$12$d;
        count$13$q <= count$13$d;
        count$14$q <= count$14$d;
        count$15$q <= count$15$d;
        nonempty$q <= nonempty$d;
        full$q <= full$d;
        st$q <= st$d;
        sel$q <= sel$d;
        after$q <= after$d;
        n_in$q <= n_in$d;
        n_out$q <= n_out$d;
        n_withdrawn$q <= n_withdrawn$d;
    end

    // Update code
    assign cnt_in = n_in$q;
    assign cnt_out = n_out$q;
    assign cnt_withdrawn = n_withdrawn$q;
    assign idle = ~|nonempty$q & (st$q != wrq_state$OFFER);
    assign in_bit = rxctx_qp$ONE << s_wr_qp;
    assign s_wr_ready = ~|(full$q & in_bit) & ~reset;
    assign push = s_wr_valid & s_wr_ready;
    assign sel_bit = rxctx_qp$ONE << sel$q;
    assign ram$write_enable = push;
    assign ram$write_address = wr_addr;
    assign ram$write_data = word;
    assign ram$read_address = rd_addr;
    assign m_wr_valid = st$q == wrq_state$OFFER;
    assign m_wr_qp = offered[3:0];
    assign m_wr_op = offered[6:4];
    assign m_wr_id = offered[38:7];
    assign m_wr_lstag = offered[70:39];
    assign m_wr_lto = offered[134:71];
    assign m_wr_len = offered[166:135];
    assign m_wr_rstag = offered[198:167];
    assign m_wr_rto = offered[262:199];
    assign pop = (st$q == wrq_state$OFFER) & m_wr_ready;
    assign elig = nonempty$q & ~hold;
    assign elig_after = elig & after$q;
    assign pick_after$mask = elig_after;
    assign pick_any$mask = elig;
    assign same = push & pop & (s_wr_qp == sel$q);

    always @(*) begin
        nonempty$d = nonempty$q;
        full$d = full$q;
        st$d = st$q;
        sel$d = sel$q;
        after$d = after$q;
        n_in$d = n_in$q;
        n_out$d = n_out$q;
        n_withdrawn$d = n_withdrawn$q;
        head$0$d = head$0$q;
        tail$0$d = tail$0$q;
        count$0$d = count$0$q;
        head$1$d = head$1$q;
        tail$1$d = tail$1$q;
        count$1$d = count$1$q;
        head$2$d = head$2$q;
        tail$2$d = tail$2$q;
        count$2$d = count$2$q;
        head$3$d = head$3$q;
        tail$3$d = tail$3$q;
        count$3$d = count$3$q;
        head$4$d = head$4$q;
        tail$4$d = tail$4$q;
        count$4$d = count$4$q;
        head$5$d = head$5$q;
        tail$5$d = tail$5$q;
        count$5$d = count$5$q;
        head$6$d = head$6$q;
        tail$6$d = tail$6$q;
        count$6$d = count$6$q;
        head$7$d = head$7$q;
        tail$7$d = tail$7$q;
        count$7$d = count$7$q;
        head$8$d = head$8$q;
        tail$8$d = tail$8$q;
        count$8$d = count$8$q;
        head$9$d = head$9$q;
        tail$9$d = tail$9$q;
        count$9$d = count$9$q;
        head$10$d = head$10$q;
        tail$10$d = tail$10$q;
        count$10$d = count$10$q;
        head$11$d = head$11$q;
        tail$11$d = tail$11$q;
        count$11$d = count$11$q;
        head$12$d = head$12$q;
        tail$12$d = tail$12$q;
        count$12$d = count$12$q;
        head$13$d = head$13$q;
        tail$13$d = tail$13$q;
        count$13$d = count$13$q;
        head$14$d = head$14$q;
        tail$14$d = tail$14$q;
        count$14$d = count$14$q;
        head$15$d = head$15$q;
        tail$15$d = tail$15$q;
        count$15$d = count$15$q;
        if (st$q == wrq_state$PICK) begin
            if (|elig) begin
                sel$d = pick;
                st$d = wrq_state$READ;
            end
        end
        if (st$q == wrq_state$READ) begin
            after$d = ~(sel_bit | (sel_bit - rxctx_qp$ONE));
            st$d = wrq_state$OFFER;
        end
        if (st$q == wrq_state$OFFER) begin
            if (m_wr_ready) begin
                n_out$d = n_out$q + 32'h1;
                st$d = wrq_state$PICK;
            end
            else if (|(hold & sel_bit)) begin
                n_withdrawn$d = n_withdrawn$q + 32'h1;
                st$d = wrq_state$GAP;
            end
        end
        if (st$q == wrq_state$GAP) begin
            st$d = wrq_state$PICK;
        end
        if (push) begin
            n_in$d = n_in$q + 32'h1;
        end
        if (push & in_bit[0]) begin
            tail$0$d = tail$0$q + 4'h1;
        end
        if (pop & sel_bit[0]) begin
            head$0$d = head$0$q + 4'h1;
        end
        if ((push & in_bit[0]) & ~(pop & sel_bit[0])) begin
            count$0$d = count$0$q + 5'h1;
        end
        if (~(push & in_bit[0]) & (pop & sel_bit[0])) begin
            count$0$d = count$0$q - 5'h1;
        end
        if (push & in_bit[1]) begin
            tail$1$d = tail$1$q + 4'h1;
        end
        if (pop & sel_bit[1]) begin
            head$1$d = head$1$q + 4'h1;
        end
        if ((push & in_bit[1]) & ~(pop & sel_bit[1])) begin
            count$1$d = count$1$q + 5'h1;
        end
        if (~(push & in_bit[1]) & (pop & sel_bit[1])) begin
            count$1$d = count$1$q - 5'h1;
        end
        if (push & in_bit[2]) begin
            tail$2$d = tail$2$q + 4'h1;
        end
        if (pop & sel_bit[2]) begin
            head$2$d = head$2$q + 4'h1;
        end
        if ((push & in_bit[2]) & ~(pop & sel_bit[2])) begin
            count$2$d = count$2$q + 5'h1;
        end
        if (~(push & in_bit[2]) & (pop & sel_bit[2])) begin
            count$2$d = count$2$q - 5'h1;
        end
        if (push & in_bit[3]) begin
            tail$3$d = tail$3$q + 4'h1;
        end
        if (pop & sel_bit[3]) begin
            head$3$d = head$3$q + 4'h1;
        end
        if ((push & in_bit[3]) & ~(pop & sel_bit[3])) begin
            count$3$d = count$3$q + 5'h1;
        end
        if (~(push & in_bit[3]) & (pop & sel_bit[3])) begin
            count$3$d = count$3$q - 5'h1;
        end
        if (push & in_bit[4]) begin
            tail$4$d = tail$4$q + 4'h1;
        end
        if (pop & sel_bit[4]) begin
            head$4$d = head$4$q + 4'h1;
        end
        if ((push & in_bit[4]) & ~(pop & sel_bit[4])) begin
            count$4$d = count$4$q + 5'h1;
        end
        if (~(push & in_bit[4]) & (pop & sel_bit[4])) begin
            count$4$d = count$4$q - 5'h1;
        end
        if (push & in_bit[5]) begin
            tail$5$d = tail$5$q + 4'h1;
        end
        if (pop & sel_bit[5]) begin
            head$5$d = head$5$q + 4'h1;
        end
        if ((push & in_bit[5]) & ~(pop & sel_bit[5])) begin
            count$5$d = count$5$q + 5'h1;
        end
        if (~(push & in_bit[5]) & (pop & sel_bit[5])) begin
            count$5$d = count$5$q - 5'h1;
        end
        if (push & in_bit[6]) begin
            tail$6$d = tail$6$q + 4'h1;
        end
        if (pop & sel_bit[6]) begin
            head$6$d = head$6$q + 4'h1;
        end
        if ((push & in_bit[6]) & ~(pop & sel_bit[6])) begin
            count$6$d = count$6$q + 5'h1;
        end
        if (~(push & in_bit[6]) & (pop & sel_bit[6])) begin
            count$6$d = count$6$q - 5'h1;
        end
        if (push & in_bit[7]) begin
            tail$7$d = tail$7$q + 4'h1;
        end
        if (pop & sel_bit[7]) begin
            head$7$d = head$7$q + 4'h1;
        end
        if ((push & in_bit[7]) & ~(pop & sel_bit[7])) begin
            count$7$d = count$7$q + 5'h1;
        end
        if (~(push & in_bit[7]) & (pop & sel_bit[7])) begin
            count$7$d = count$7$q - 5'h1;
        end
        if (push & in_bit[8]) begin
            tail$8$d = tail$8$q + 4'h1;
        end
        if (pop & sel_bit[8]) begin
            head$8$d = head$8$q + 4'h1;
        end
        if ((push & in_bit[8]) & ~(pop & sel_bit[8])) begin
            count$8$d = count$8$q + 5'h1;
        end
        if (~(push & in_bit[8]) & (pop & sel_bit[8])) begin
            count$8$d = count$8$q - 5'h1;
        end
        if (push & in_bit[9]) begin
            tail$9$d = tail$9$q + 4'h1;
        end
        if (pop & sel_bit[9]) begin
            head$9$d = head$9$q + 4'h1;
        end
        if ((push & in_bit[9]) & ~(pop & sel_bit[9])) begin
            count$9$d = count$9$q + 5'h1;
        end
        if (~(push & in_bit[9]) & (pop & sel_bit[9])) begin
            count$9$d = count$9$q - 5'h1;
        end
        if (push & in_bit[10]) begin
            tail$10$d = tail$10$q + 4'h1;
        end
        if (pop & sel_bit[10]) begin
            head$10$d = head$10$q + 4'h1;
        end
        if ((push & in_bit[10]) & ~(pop & sel_bit[10])) begin
            count$10$d = count$10$q + 5'h1;
        end
        if (~(push & in_bit[10]) & (pop & sel_bit[10])) begin
            count$10$d = count$10$q - 5'h1;
        end
        if (push & in_bit[11]) begin
            tail$11$d = tail$11$q + 4'h1;
        end
        if (pop & sel_bit[11]) begin
            head$11$d = head$11$q + 4'h1;
        end
        if ((push & in_bit[11]) & ~(pop & sel_bit[11])) begin
            count$11$d = count$11$q + 5'h1;
        end
        if (~(push & in_bit[11]) & (pop & sel_bit[11])) begin
            count$11$d = count$11$q - 5'h1;
        end
        if (push & in_bit[12]) begin
            tail$12$d = tail$12$q + 4'h1;
        end
        if (pop & sel_bit[12]) begin
            head$12$d = head$12$q + 4'h1;
        end
        if ((push & in_bit[12]) & ~(pop & sel_bit[12])) begin
            count$12$d = count$12$q + 5'h1;
        end
        if (~(push & in_bit[12]) & (pop & sel_bit[12])) begin
            count$12$d = count$12$q - 5'h1;
        end
        if (push & in_bit[13]) begin
            tail$13$d = tail$13$q + 4'h1;
        end
        if (pop & sel_bit[13]) begin
            head$13$d = head$13$q + 4'h1;
        end
        if ((push & in_bit[13]) & ~(pop & sel_bit[13])) begin
            count$13$d = count$13$q + 5'h1;
        end
        if (~(push & in_bit[13]) & (pop & sel_bit[13])) begin
            count$13$d = count$13$q - 5'h1;
        end
        if (push & in_bit[14]) begin
            tail$14$d = tail$14$q + 4'h1;
        end
        if (pop & sel_bit[14]) begin
            head$14$d = head$14$q + 4'h1;
        end
        if ((push & in_bit[14]) & ~(pop & sel_bit[14])) begin
            count$14$d = count$14$q + 5'h1;
        end
        if (~(push & in_bit[14]) & (pop & sel_bit[14])) begin
            count$14$d = count$14$q - 5'h1;
        end
        if (push & in_bit[15]) begin
            tail$15$d = tail$15$q + 4'h1;
        end
        if (pop & sel_bit[15]) begin
            head$15$d = head$15$q + 4'h1;
        end
        if ((push & in_bit[15]) & ~(pop & sel_bit[15])) begin
            count$15$d = count$15$q + 5'h1;
        end
        if (~(push & in_bit[15]) & (pop & sel_bit[15])) begin
            count$15$d = count$15$q - 5'h1;
        end
        nonempty$d = (nonempty$q & ~clr_ne) | push_v;
        full$d = (full$q & ~clr_fu) | set_fu;
        if (reset) begin
            st$d = wrq_state$PICK;
            sel$d = 4'h0;
            after$d = 16'h0;
            nonempty$d = 16'h0;
            full$d = 16'h0;
            n_in$d = 32'h0;
            n_out$d = 32'h0;
            n_withdrawn$d = 32'h0;
            head$0$d = 4'h0;
            tail$0$d = 4'h0;
            count$0$d = 5'h0;
            head$1$d = 4'h0;
            tail$1$d = 4'h0;
            count$1$d = 5'h0;
            head$2$d = 4'h0;
            tail$2$d = 4'h0;
            count$2$d = 5'h0;
            head$3$d = 4'h0;
            tail$3$d = 4'h0;
            count$3$d = 5'h0;
            head$4$d = 4'h0;
            tail$4$d = 4'h0;
            count$4$d = 5'h0;
            head$5$d = 4'h0;
            tail$5$d = 4'h0;
            count$5$d = 5'h0;
            head$6$d = 4'h0;
            tail$6$d = 4'h0;
            count$6$d = 5'h0;
            head$7$d = 4'h0;
            tail$7$d = 4'h0;
            count$7$d = 5'h0;
            head$8$d = 4'h0;
            tail$8$d = 4'h0;
            count$8$d = 5'h0;
            head$9$d = 4'h0;
            tail$9$d = 4'h0;
            count$9$d = 5'h0;
            head$10$d = 4'h0;
            tail$10$d = 4'h0;
            count$10$d = 5'h0;
            head$11$d = 4'h0;
            tail$11$d = 4'h0;
            count$11$d = 5'h0;
            head$12$d = 4'h0;
            tail$12$d = 4'h0;
            count$12$d = 5'h0;
            head$13$d = 4'h0;
            tail$13$d = 4'h0;
            count$13$d = 5'h0;
            head$14$d = 4'h0;
            tail$14$d = 4'h0;
            count$14$d = 5'h0;
            head$15$d = 4'h0;
            tail$15$d = 4'h0;
            count$15$d = 5'h0;
        end
    end

    always @(*) begin
        in_tail = 4'h0;
        in_tail = in_tail | tails$0;
        in_tail = in_tail | tails$1;
        in_tail = in_tail | tails$2;
        in_tail = in_tail | tails$3;
        in_tail = in_tail | tails$4;
        in_tail = in_tail | tails$5;
        in_tail = in_tail | tails$6;
        in_tail = in_tail | tails$7;
        in_tail = in_tail | tails$8;
        in_tail = in_tail | tails$9;
        in_tail = in_tail | tails$10;
        in_tail = in_tail | tails$11;
        in_tail = in_tail | tails$12;
        in_tail = in_tail | tails$13;
        in_tail = in_tail | tails$14;
        in_tail = in_tail | tails$15;
    end

    always @(*) begin
        sel_head = 4'h0;
        sel_head = sel_head | heads$0;
        sel_head = sel_head | heads$1;
        sel_head = sel_head | heads$2;
        sel_head = sel_head | heads$3;
        sel_head = sel_head | heads$4;
        sel_head = sel_head | heads$5;
        sel_head = sel_head | heads$6;
        sel_head = sel_head | heads$7;
        sel_head = sel_head | heads$8;
        sel_head = sel_head | heads$9;
        sel_head = sel_head | heads$10;
        sel_head = sel_head | heads$11;
        sel_head = sel_head | heads$12;
        sel_head = sel_head | heads$13;
        sel_head = sel_head | heads$14;
        sel_head = sel_head | heads$15;
    end

    always @(*) begin
        in_count = 5'h0;
        in_count = in_count | in_counts$0;
        in_count = in_count | in_counts$1;
        in_count = in_count | in_counts$2;
        in_count = in_count | in_counts$3;
        in_count = in_count | in_counts$4;
        in_count = in_count | in_counts$5;
        in_count = in_count | in_counts$6;
        in_count = in_count | in_counts$7;
        in_count = in_count | in_counts$8;
        in_count = in_count | in_counts$9;
        in_count = in_count | in_counts$10;
        in_count = in_count | in_counts$11;
        in_count = in_count | in_counts$12;
        in_count = in_count | in_counts$13;
        in_count = in_count | in_counts$14;
        in_count = in_count | in_counts$15;
    end

    always @(*) begin
        sel_count = 5'h0;
        sel_count = sel_count | sel_counts$0;
        sel_count = sel_count | sel_counts$1;
        sel_count = sel_count | sel_counts$2;
        sel_count = sel_count | sel_counts$3;
        sel_count = sel_count | sel_counts$4;
        sel_count = sel_count | sel_counts$5;
        sel_count = sel_count | sel_counts$6;
        sel_count = sel_count | sel_counts$7;
        sel_count = sel_count | sel_counts$8;
        sel_count = sel_count | sel_counts$9;
        sel_count = sel_count | sel_counts$10;
        sel_count = sel_count | sel_counts$11;
        sel_count = sel_count | sel_counts$12;
        sel_count = sel_count | sel_counts$13;
        sel_count = sel_count | sel_counts$14;
        sel_count = sel_count | sel_counts$15;
    end

    always @(*) begin
        tails$0 = 4'h0;
        if (in_bit[0]) begin
            tails$0 = tail$0$q;
        end
    end

    always @(*) begin
        heads$0 = 4'h0;
        if (sel_bit[0]) begin
            heads$0 = head$0$q;
        end
    end

    always @(*) begin
        in_counts$0 = 5'h0;
        if (in_bit[0]) begin
            in_counts$0 = count$0$q;
        end
    end

    always @(*) begin
        sel_counts$0 = 5'h0;
        if (sel_bit[0]) begin
            sel_counts$0 = count$0$q;
        end
    end

    always @(*) begin
        tails$1 = 4'h0;
        if (in_bit[1]) begin
            tails$1 = tail$1$q;
        end
    end

    always @(*) begin
        heads$1 = 4'h0;
        if (sel_bit[1]) begin
            heads$1 = head$1$q;
        end
    end

    always @(*) begin
        in_counts$1 = 5'h0;
        if (in_bit[1]) begin
            in_counts$1 = count$1$q;
        end
    end

    always @(*) begin
        sel_counts$1 = 5'h0;
        if (sel_bit[1]) begin
            sel_counts$1 = count$1$q;
        end
    end

    always @(*) begin
        tails$2 = 4'h0;
        if (in_bit[2]) begin
            tails$2 = tail$2$q;
        end
    end

    always @(*) begin
        heads$2 = 4'h0;
        if (sel_bit[2]) begin
            heads$2 = head$2$q;
        end
    end

    always @(*) begin
        in_counts$2 = 5'h0;
        if (in_bit[2]) begin
            in_counts$2 = count$2$q;
        end
    end

    always @(*) begin
        sel_counts$2 = 5'h0;
        if (sel_bit[2]) begin
            sel_counts$2 = count$2$q;
        end
    end

    always @(*) begin
        tails$3 = 4'h0;
        if (in_bit[3]) begin
            tails$3 = tail$3$q;
        end
    end

    always @(*) begin
        heads$3 = 4'h0;
        if (sel_bit[3]) begin
            heads$3 = head$3$q;
        end
    end

    always @(*) begin
        in_counts$3 = 5'h0;
        if (in_bit[3]) begin
            in_counts$3 = count$3$q;
        end
    end

    always @(*) begin
        sel_counts$3 = 5'h0;
        if (sel_bit[3]) begin
            sel_counts$3 = count$3$q;
        end
    end

    always @(*) begin
        tails$4 = 4'h0;
        if (in_bit[4]) begin
            tails$4 = tail$4$q;
        end
    end

    always @(*) begin
        heads$4 = 4'h0;
        if (sel_bit[4]) begin
            heads$4 = head$4$q;
        end
    end

    always @(*) begin
        in_counts$4 = 5'h0;
        if (in_bit[4]) begin
            in_counts$4 = count$4$q;
        end
    end

    always @(*) begin
        sel_counts$4 = 5'h0;
        if (sel_bit[4]) begin
            sel_counts$4 = count$4$q;
        end
    end

    always @(*) begin
        tails$5 = 4'h0;
        if (in_bit[5]) begin
            tails$5 = tail$5$q;
        end
    end

    always @(*) begin
        heads$5 = 4'h0;
        if (sel_bit[5]) begin
            heads$5 = head$5$q;
        end
    end

    always @(*) begin
        in_counts$5 = 5'h0;
        if (in_bit[5]) begin
            in_counts$5 = count$5$q;
        end
    end

    always @(*) begin
        sel_counts$5 = 5'h0;
        if (sel_bit[5]) begin
            sel_counts$5 = count$5$q;
        end
    end

    always @(*) begin
        tails$6 = 4'h0;
        if (in_bit[6]) begin
            tails$6 = tail$6$q;
        end
    end

    always @(*) begin
        heads$6 = 4'h0;
        if (sel_bit[6]) begin
            heads$6 = head$6$q;
        end
    end

    always @(*) begin
        in_counts$6 = 5'h0;
        if (in_bit[6]) begin
            in_counts$6 = count$6$q;
        end
    end

    always @(*) begin
        sel_counts$6 = 5'h0;
        if (sel_bit[6]) begin
            sel_counts$6 = count$6$q;
        end
    end

    always @(*) begin
        tails$7 = 4'h0;
        if (in_bit[7]) begin
            tails$7 = tail$7$q;
        end
    end

    always @(*) begin
        heads$7 = 4'h0;
        if (sel_bit[7]) begin
            heads$7 = head$7$q;
        end
    end

    always @(*) begin
        in_counts$7 = 5'h0;
        if (in_bit[7]) begin
            in_counts$7 = count$7$q;
        end
    end

    always @(*) begin
        sel_counts$7 = 5'h0;
        if (sel_bit[7]) begin
            sel_counts$7 = count$7$q;
        end
    end

    always @(*) begin
        tails$8 = 4'h0;
        if (in_bit[8]) begin
            tails$8 = tail$8$q;
        end
    end

    always @(*) begin
        heads$8 = 4'h0;
        if (sel_bit[8]) begin
            heads$8 = head$8$q;
        end
    end

    always @(*) begin
        in_counts$8 = 5'h0;
        if (in_bit[8]) begin
            in_counts$8 = count$8$q;
        end
    end

    always @(*) begin
        sel_counts$8 = 5'h0;
        if (sel_bit[8]) begin
            sel_counts$8 = count$8$q;
        end
    end

    always @(*) begin
        tails$9 = 4'h0;
        if (in_bit[9]) begin
            tails$9 = tail$9$q;
        end
    end

    always @(*) begin
        heads$9 = 4'h0;
        if (sel_bit[9]) begin
            heads$9 = head$9$q;
        end
    end

    always @(*) begin
        in_counts$9 = 5'h0;
        if (in_bit[9]) begin
            in_counts$9 = count$9$q;
        end
    end

    always @(*) begin
        sel_counts$9 = 5'h0;
        if (sel_bit[9]) begin
            sel_counts$9 = count$9$q;
        end
    end

    always @(*) begin
        tails$10 = 4'h0;
        if (in_bit[10]) begin
            tails$10 = tail$10$q;
        end
    end

    always @(*) begin
        heads$10 = 4'h0;
        if (sel_bit[10]) begin
            heads$10 = head$10$q;
        end
    end

    always @(*) begin
        in_counts$10 = 5'h0;
        if (in_bit[10]) begin
            in_counts$10 = count$10$q;
        end
    end

    always @(*) begin
        sel_counts$10 = 5'h0;
        if (sel_bit[10]) begin
            sel_counts$10 = count$10$q;
        end
    end

    always @(*) begin
        tails$11 = 4'h0;
        if (in_bit[11]) begin
            tails$11 = tail$11$q;
        end
    end

    always @(*) begin
        heads$11 = 4'h0;
        if (sel_bit[11]) begin
            heads$11 = head$11$q;
        end
    end

    always @(*) begin
        in_counts$11 = 5'h0;
        if (in_bit[11]) begin
            in_counts$11 = count$11$q;
        end
    end

    always @(*) begin
        sel_counts$11 = 5'h0;
        if (sel_bit[11]) begin
            sel_counts$11 = count$11$q;
        end
    end

    always @(*) begin
        tails$12 = 4'h0;
        if (in_bit[12]) begin
            tails$12 = tail$12$q;
        end
    end

    always @(*) begin
        heads$12 = 4'h0;
        if (sel_bit[12]) begin
            heads$12 = head$12$q;
        end
    end

    always @(*) begin
        in_counts$12 = 5'h0;
        if (in_bit[12]) begin
            in_counts$12 = count$12$q;
        end
    end

    always @(*) begin
        sel_counts$12 = 5'h0;
        if (sel_bit[12]) begin
            sel_counts$12 = count$12$q;
        end
    end

    always @(*) begin
        tails$13 = 4'h0;
        if (in_bit[13]) begin
            tails$13 = tail$13$q;
        end
    end

    always @(*) begin
        heads$13 = 4'h0;
        if (sel_bit[13]) begin
            heads$13 = head$13$q;
        end
    end

    always @(*) begin
        in_counts$13 = 5'h0;
        if (in_bit[13]) begin
            in_counts$13 = count$13$q;
        end
    end

    always @(*) begin
        sel_counts$13 = 5'h0;
        if (sel_bit[13]) begin
            sel_counts$13 = count$13$q;
        end
    end

    always @(*) begin
        tails$14 = 4'h0;
        if (in_bit[14]) begin
            tails$14 = tail$14$q;
        end
    end

    always @(*) begin
        heads$14 = 4'h0;
        if (sel_bit[14]) begin
            heads$14 = head$14$q;
        end
    end

    always @(*) begin
        in_counts$14 = 5'h0;
        if (in_bit[14]) begin
            in_counts$14 = count$14$q;
        end
    end

    always @(*) begin
        sel_counts$14 = 5'h0;
        if (sel_bit[14]) begin
            sel_counts$14 = count$14$q;
        end
    end

    always @(*) begin
        tails$15 = 4'h0;
        if (in_bit[15]) begin
            tails$15 = tail$15$q;
        end
    end

    always @(*) begin
        heads$15 = 4'h0;
        if (sel_bit[15]) begin
            heads$15 = head$15$q;
        end
    end

    always @(*) begin
        in_counts$15 = 5'h0;
        if (in_bit[15]) begin
            in_counts$15 = count$15$q;
        end
    end

    always @(*) begin
        sel_counts$15 = 5'h0;
        if (sel_bit[15]) begin
            sel_counts$15 = count$15$q;
        end
    end

    always @(*) begin
        word = 263'h0;
        word[3:0] = s_wr_qp;
        word[6:4] = s_wr_op;
        word[38:7] = s_wr_id;
        word[70:39] = s_wr_lstag;
        word[134:71] = s_wr_lto;
        word[166:135] = s_wr_len;
        word[198:167] = s_wr_rstag;
        word[262:199] = s_wr_rto;
    end

    always @(*) begin
        wr_addr = 8'h0;
        wr_addr[7:4] = s_wr_qp;
        wr_addr[3:0] = in_tail;
    end

    always @(*) begin
        rd_addr = 8'h0;
        rd_addr[7:4] = sel$q;
        rd_addr[3:0] = sel_head;
    end

    always @(*) begin
        offered = 263'h0;
        if (st$q == wrq_state$OFFER) begin
            offered = ram$read_data;
        end
    end

    always @(*) begin
        pick = pick_any$num;
        if (|elig_after) begin
            pick = pick_after$num;
        end
    end

    always @(*) begin
        push_v = 16'h0;
        set_fu = 16'h0;
        if (push) begin
            push_v = in_bit;
            if ((in_count == wrq_count$ALMOST_FULL) & ~same) begin
                set_fu = in_bit;
            end
        end
    end

    always @(*) begin
        clr_ne = 16'h0;
        clr_fu = 16'h0;
        if (pop & ~same) begin
            clr_fu = sel_bit;
            if (sel_count == wrq_count$ONE) begin
                clr_ne = sel_bit;
            end
        end
    end

endmodule // rnic_wrq


module rnic_wrq$pick_after(mask,num);

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

endmodule // rnic_wrq$pick_after


module rnic_wrq$pick_any(mask,num);

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

endmodule // rnic_wrq$pick_any


module rnic_wrq$ram(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [7:0] read_address;
    output reg  [262:0] read_data;
    input wire  write_enable;
    input wire  [7:0] write_address;
    input wire  [262:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [262:0] mem [0:255];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {263{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_wrq$ram
