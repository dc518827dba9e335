// Generated from model/src/rnic/cq.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_cq. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_cq(clock,reset,s_db_valid,s_db_ready,s_db_addr,s_db_data,s_cqe_valid,s_cqe_ready,s_cqe_cq,s_cqe_wr_id,s_cqe_len,s_cqe_inv_stag,s_cqe_qp,s_cqe_op,s_cqe_status,s_cqe_flags,m_wr_valid,m_wr_ready,m_wr_addr,m_wr_len,m_wd_valid,m_wd_ready,m_wd_data,m_wd_keep,m_wd_last,overrun,idle,cnt_written,cnt_dropped,cnt_overruns,cnt_bad_db);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_db_valid;
    output wire  s_db_ready;
    input wire  [15:0] s_db_addr;
    input wire  [31:0] s_db_data;
    input wire  s_cqe_valid;
    output wire  s_cqe_ready;
    input wire  [3:0] s_cqe_cq;
    input wire  [63:0] s_cqe_wr_id;
    input wire  [31:0] s_cqe_len;
    input wire  [31:0] s_cqe_inv_stag;
    input wire  [15:0] s_cqe_qp;
    input wire  [7:0] s_cqe_op;
    input wire  [7:0] s_cqe_status;
    input wire  [7:0] s_cqe_flags;
    output wire  m_wr_valid;
    input wire  m_wr_ready;
    output wire  [63:0] m_wr_addr;
    output wire  [15:0] m_wr_len;
    output wire  m_wd_valid;
    input wire  m_wd_ready;
    output wire  [63:0] m_wd_data;
    output wire  [7:0] m_wd_keep;
    output wire  m_wd_last;
    output wire  [15:0] overrun;
    output wire  idle;
    output wire  [31:0] cnt_written;
    output wire  [31:0] cnt_dropped;
    output wire  [31:0] cnt_overruns;
    output wire  [31:0] cnt_bad_db;

    // Named constants (named_consts! in model/src)
    localparam [15:0] cmdp_shift$HALF = 16'h20;
    localparam [15:0] cq_db$ALIGN = 16'h3;
    localparam [15:0] cq_db$CQ_BASE_LO = 16'h2000;
    localparam [15:0] cq_db$CQ_END = 16'h2100;
    localparam [1:0] cq_reg$BASE_HI = 2'h1;
    localparam [1:0] cq_reg$BASE_LO = 2'h0;
    localparam [1:0] cq_reg$CI = 2'h3;
    localparam [1:0] cq_reg$LOG = 2'h2;
    localparam [15:0] cqw_len$CQE_BYTES = 16'h20;
    localparam [7:0] cqw_shift$CQE_ENTRY = 8'h5;
    localparam [3:0] cqw_state$CQ_ADDR = 4'h6;
    localparam [3:0] cqw_state$CQ_CHECK = 4'h5;
    localparam [3:0] cqw_state$CQ_READ = 4'h4;
    localparam [3:0] cqw_state$DATA = 4'h8;
    localparam [3:0] cqw_state$DB_APPLY = 4'h3;
    localparam [3:0] cqw_state$DB_CHECK = 4'h2;
    localparam [3:0] cqw_state$DB_READ = 4'h1;
    localparam [3:0] cqw_state$IDLE = 4'h0;
    localparam [3:0] cqw_state$REQ = 4'h7;
    localparam [1:0] cqw_word$LAST = 2'h3;
    localparam [1:0] cqw_word$W0 = 2'h0;
    localparam [1:0] cqw_word$W1 = 2'h1;
    localparam [1:0] cqw_word$W2 = 2'h2;
    localparam [31:0] db_ring_log$MAX = 32'h10;
    localparam [31:0] db_ring_log$MIN = 32'h1;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [3:0] cq$d;
    reg  [3:0] cq$q;
    reg  [1:0] rsel$d;
    reg  [1:0] rsel$q;
    reg  [31:0] data$d;
    reg  [31:0] data$q;
    reg  db_ok$d;
    reg  db_ok$q;
    reg  [255:0] ent$d;
    reg  [255:0] ent$q;
    wire  [3:0] base_lo$read_address;
    wire  [31:0] base_lo$read_data;
    reg  base_lo$write_enable;
    wire  [3:0] base_lo$write_address;
    wire  [31:0] base_lo$write_data;
    wire  [3:0] base_hi$read_address;
    wire  [31:0] base_hi$read_data;
    reg  base_hi$write_enable;
    wire  [3:0] base_hi$write_address;
    wire  [31:0] base_hi$write_data;
    wire  [3:0] log$read_address;
    wire  [4:0] log$read_data;
    reg  log$write_enable;
    wire  [3:0] log$write_address;
    wire  [4:0] log$write_data;
    wire  [3:0] pi$read_address;
    wire  [31:0] pi$read_data;
    reg  pi$write_enable;
    wire  [3:0] pi$write_address;
    reg  [31:0] pi$write_data;
    wire  [3:0] ci$read_address;
    wire  [31:0] ci$read_data;
    reg  ci$write_enable;
    wire  [3:0] ci$write_address;
    reg  [31:0] ci$write_data;
    reg  [15:0] started$d;
    reg  [15:0] started$q;
    reg  [15:0] over$d;
    reg  [15:0] over$q;
    reg  ok$d;
    reg  ok$q;
    reg  [31:0] pi_r$d;
    reg  [31:0] pi_r$q;
    reg  owner$d;
    reg  owner$q;
    reg  [63:0] off$d;
    reg  [63:0] off$q;
    reg  [63:0] addr$d;
    reg  [63:0] addr$q;
    reg  [1:0] wcnt$d;
    reg  [1:0] wcnt$q;
    reg  [31:0] n_written$d;
    reg  [31:0] n_written$q;
    reg  [31:0] n_dropped$d;
    reg  [31:0] n_dropped$q;
    reg  [31:0] n_overruns$d;
    reg  [31:0] n_overruns$q;
    reg  [31:0] n_bad_db$d;
    reg  [31:0] n_bad_db$q;

    // Local signals
    wire  [15:0] qbit;
    wire  [31:0] size;
    wire  [31:0] used;
    wire  [31:0] slot;
    reg  [63:0] word;
    reg  [255:0] full;

    // Sub module instances
    rnic_cq$base_lo base_lo(
        .clock(clock),
        .read_address(base_lo$read_address),
        .read_data(base_lo$read_data),
        .write_enable(base_lo$write_enable),
        .write_address(base_lo$write_address),
        .write_data(base_lo$write_data)
    );
    rnic_cq$base_hi base_hi(
        .clock(clock),
        .read_address(base_hi$read_address),
        .read_data(base_hi$read_data),
        .write_enable(base_hi$write_enable),
        .write_address(base_hi$write_address),
        .write_data(base_hi$write_data)
    );
    rnic_cq$log log(
        .clock(clock),
        .read_address(log$read_address),
        .read_data(log$read_data),
        .write_enable(log$write_enable),
        .write_address(log$write_address),
        .write_data(log$write_data)
    );
    rnic_cq$pi pi(
        .clock(clock),
        .read_address(pi$read_address),
        .read_data(pi$read_data),
        .write_enable(pi$write_enable),
        .write_address(pi$write_address),
        .write_data(pi$write_data)
    );
    rnic_cq$ci ci(
        .clock(clock),
        .read_address(ci$read_address),
        .read_data(ci$read_data),
        .write_enable(ci$write_enable),
        .write_address(ci$write_address),
        .write_data(ci$write_data)
    );

    // Registers
    initial begin
        st$q = 4'h0;
        cq$q = 4'h0;
        rsel$q = 2'h0;
        data$q = 32'h0;
        db_ok$q = 1'h0;
        ent$q = 256'h0;
        started$q = 16'h0;
        over$q = 16'h0;
        ok$q = 1'h0;
        pi_r$q = 32'h0;
        owner$q = 1'h0;
        off$q = 64'h0;
        addr$q = 64'h0;
        wcnt$q = 2'h0;
        n_written$q = 32'h0;
        n_dropped$q = 32'h0;
        n_overruns$q = 32'h0;
        n_bad_db$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        cq$q <= cq$d;
        rsel$q <= rsel$d;
        data$q <= data$d;
        db_ok$q <= db_ok$d;
        ent$q <= ent$d;
        started$q <= started$d;
        over$q <= over$d;
        ok$q <= ok$d;
        pi_r$q <= pi_r$d;
        owner$q <= owner$d;
        off$q <= off$d;
        addr$q <= addr$d;
        wcnt$q <= wcnt$d;
        n_written$q <= n_written$d;
        n_dropped$q <= n_dropped$d;
        n_overruns$q <= n_overruns$d;
        n_bad_db$q <= n_bad_db$d;
    end

    // Update code
    assign overrun = over$q;
    assign idle = st$q == cqw_state$IDLE;
    assign cnt_written = n_written$q;
    assign cnt_dropped = n_dropped$q;
    assign cnt_overruns = n_overruns$q;
    assign cnt_bad_db = n_bad_db$q;
    assign base_lo$read_address = cq$q;
    assign base_hi$read_address = cq$q;
    assign log$read_address = cq$q;
    assign pi$read_address = cq$q;
    assign ci$read_address = cq$q;
    assign base_lo$write_address = cq$q;
    assign base_hi$write_address = cq$q;
    assign log$write_address = cq$q;
    assign pi$write_address = cq$q;
    assign ci$write_address = cq$q;
    assign base_lo$write_data = data$q;
    assign base_hi$write_data = data$q;
    assign log$write_data = data$q[4:0];
    assign qbit = 16'h1 << cq$q;
    assign size = 32'h1 << log$read_data;
    assign used = pi$read_data - ci$read_data;
    assign slot = pi$read_data & (size - 32'h1);
    assign s_db_ready = (st$q == cqw_state$IDLE) & ~reset;
    assign s_cqe_ready = (st$q == cqw_state$IDLE) & ~s_db_valid & ~reset;
    assign m_wr_valid = st$q == cqw_state$REQ;
    assign m_wr_addr = addr$q;
    assign m_wr_len = cqw_len$CQE_BYTES;
    assign m_wd_valid = st$q == cqw_state$DATA;
    assign m_wd_data = word;
    assign m_wd_keep = 8'hff;
    assign m_wd_last = wcnt$q == cqw_word$LAST;

    always @(*) begin
        st$d = st$q;
        cq$d = cq$q;
        rsel$d = rsel$q;
        data$d = data$q;
        db_ok$d = db_ok$q;
        ent$d = ent$q;
        started$d = started$q;
        over$d = over$q;
        ok$d = ok$q;
        pi_r$d = pi_r$q;
        owner$d = owner$q;
        off$d = off$q;
        addr$d = addr$q;
        wcnt$d = wcnt$q;
        n_written$d = n_written$q;
        n_dropped$d = n_dropped$q;
        n_overruns$d = n_overruns$q;
        n_bad_db$d = n_bad_db$q;
        pi$write_data = pi_r$q + 32'h1;
        ci$write_data = data$q;
        base_lo$write_enable = 1'b0;
        base_hi$write_enable = 1'b0;
        log$write_enable = 1'b0;
        pi$write_enable = 1'b0;
        ci$write_enable = 1'b0;
        if (st$q == cqw_state$IDLE) begin
            if (s_db_valid) begin
                cq$d = s_db_addr[7:4];
                rsel$d = s_db_addr[3:2];
                data$d = s_db_data;
                db_ok$d = (s_db_addr >= cq_db$CQ_BASE_LO) & (s_db_addr < cq_db$CQ_END) & ~|(s_db_addr & cq_db$ALIGN);
                st$d = cqw_state$DB_READ;
            end
            else if (s_cqe_valid) begin
                cq$d = s_cqe_cq;
                ent$d = 256'h0;
                ent$d[63:0] = s_cqe_wr_id;
                ent$d[95:64] = s_cqe_len;
                ent$d[127:96] = s_cqe_inv_stag;
                ent$d[143:128] = s_cqe_qp;
                ent$d[151:144] = s_cqe_op;
                ent$d[159:152] = s_cqe_status;
                ent$d[167:160] = s_cqe_flags;
                st$d = cqw_state$CQ_READ;
            end
        end
        if (st$q == cqw_state$DB_READ) begin
            st$d = cqw_state$DB_CHECK;
        end
        if (st$q == cqw_state$DB_CHECK) begin
            ok$d = db_ok$q;
            if (rsel$q == cq_reg$LOG) begin
                ok$d = db_ok$q & (data$q >= db_ring_log$MIN) & (data$q <= db_ring_log$MAX);
            end
            else if (rsel$q == cq_reg$CI) begin
                ok$d = db_ok$q & (|(started$q & qbit)) & ((data$q - ci$read_data) <= used);
            end
            st$d = cqw_state$DB_APPLY;
        end
        if (st$q == cqw_state$DB_APPLY) begin
            st$d = cqw_state$IDLE;
            if (ok$q) begin
                if (rsel$q == cq_reg$BASE_LO) begin
                    base_lo$write_enable = 1'b1;
                end
                else if (rsel$q == cq_reg$BASE_HI) begin
                    base_hi$write_enable = 1'b1;
                end
                else if (rsel$q == cq_reg$LOG) begin
                    log$write_enable = 1'b1;
                    pi$write_data = 32'h0;
                    pi$write_enable = 1'b1;
                    ci$write_data = 32'h0;
                    ci$write_enable = 1'b1;
                    started$d = started$q | qbit;
                    over$d = over$q & ~qbit;
                end
                else begin
                    ci$write_enable = 1'b1;
                end
            end
            else begin
                n_bad_db$d = n_bad_db$q + 32'h1;
            end
        end
        if (st$q == cqw_state$CQ_READ) begin
            st$d = cqw_state$CQ_CHECK;
        end
        if (st$q == cqw_state$CQ_CHECK) begin
            ok$d = (|(started$q & ~over$q & qbit)) & (used < size);
            pi_r$d = pi$read_data;
            owner$d = ~|(pi$read_data & size);
            off$d = {32'h0, slot} << cqw_shift$CQE_ENTRY;
            st$d = cqw_state$CQ_ADDR;
        end
        if (st$q == cqw_state$CQ_ADDR) begin
            addr$d = (({32'h0, base_hi$read_data} << cmdp_shift$HALF) | {32'h0, base_lo$read_data}) + off$q;
            st$d = cqw_state$REQ;
            if (~ok$q) begin
                st$d = cqw_state$IDLE;
                n_dropped$d = n_dropped$q + 32'h1;
                if (|(started$q & ~over$q & qbit)) begin
                    over$d = over$q | qbit;
                    n_overruns$d = n_overruns$q + 32'h1;
                end
            end
        end
        if ((st$q == cqw_state$REQ) & m_wr_ready) begin
            wcnt$d = 2'h0;
            st$d = cqw_state$DATA;
        end
        if ((st$q == cqw_state$DATA) & m_wd_ready) begin
            wcnt$d = wcnt$q + 2'h1;
            if (wcnt$q == cqw_word$LAST) begin
                pi$write_enable = 1'b1;
                n_written$d = n_written$q + 32'h1;
                st$d = cqw_state$IDLE;
            end
        end
        if (reset) begin
            st$d = cqw_state$IDLE;
            started$d = 16'h0;
            over$d = 16'h0;
            n_written$d = 32'h0;
            n_dropped$d = 32'h0;
            n_overruns$d = 32'h0;
            n_bad_db$d = 32'h0;
        end
    end

    always @(*) begin
        full = ent$q;
        full[248] = owner$q;
    end

    always @(*) begin
        word = full[255:192];
        if (wcnt$q == cqw_word$W0) begin
            word = full[63:0];
        end
        else if (wcnt$q == cqw_word$W1) begin
            word = full[127:64];
        end
        else if (wcnt$q == cqw_word$W2) begin
            word = full[191:128];
        end
    end

endmodule // rnic_cq


module rnic_cq$base_hi(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [31:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [31:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [31:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {32{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_cq$base_hi


module rnic_cq$base_lo(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [31:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [31:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [31:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {32{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_cq$base_lo


module rnic_cq$ci(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [31:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [31:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [31:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {32{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_cq$ci


module rnic_cq$log(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [4:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [4:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [4:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {5{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_cq$log


module rnic_cq$pi(clock,read_address,read_data,write_enable,write_address,write_data);

    // Module arguments
    input wire  clock;
    input wire  [3:0] read_address;
    output reg  [31:0] read_data;
    input wire  write_enable;
    input wire  [3:0] write_address;
    input wire  [31:0] write_data;

    // Update code (custom)
    (* no_rw_check *)
    reg [31:0] mem [0:15];

    always @(posedge clock) begin
    `ifdef VERILATOR
       // Simulation poisons a read-during-write (undefined in hardware) with all ones.
       read_data <= (write_enable && write_address == read_address) ? {32{1'b1}} : mem[read_address];
    `else
       read_data <= mem[read_address];
    `endif
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // rnic_cq$pi
