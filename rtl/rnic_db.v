// Generated from model/src/rnic/db.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_db. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_db(clock,reset,s_db_valid,s_db_ready,s_db_addr,s_db_data,m_cmd_valid,m_cmd_ready,m_cmd_addr,m_cmd_data,m_wq_valid,m_wq_ready,m_wq_addr,m_wq_data,m_cq_valid,m_cq_ready,m_cq_addr,m_cq_data,m_toecmd_valid,m_toecmd_ready,m_toecmd_addr,m_toecmd_data,m_toeev_valid,m_toeev_ready,m_toeev_addr,m_toeev_data,idle,cnt_dropped);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_db_valid;
    output wire  s_db_ready;
    input wire  [15:0] s_db_addr;
    input wire  [31:0] s_db_data;
    output wire  m_cmd_valid;
    input wire  m_cmd_ready;
    output wire  [15:0] m_cmd_addr;
    output wire  [31:0] m_cmd_data;
    output wire  m_wq_valid;
    input wire  m_wq_ready;
    output wire  [15:0] m_wq_addr;
    output wire  [31:0] m_wq_data;
    output wire  m_cq_valid;
    input wire  m_cq_ready;
    output wire  [15:0] m_cq_addr;
    output wire  [31:0] m_cq_data;
    output wire  m_toecmd_valid;
    input wire  m_toecmd_ready;
    output wire  [15:0] m_toecmd_addr;
    output wire  [31:0] m_toecmd_data;
    output wire  m_toeev_valid;
    input wire  m_toeev_ready;
    output wire  [15:0] m_toeev_addr;
    output wire  [31:0] m_toeev_data;
    output wire  idle;
    output wire  [31:0] cnt_dropped;

    // Named constants (named_consts! in model/src)
    localparam [15:0] db_window$CMD_END = 16'h1000;
    localparam [15:0] db_window$CQ_END = 16'h3000;
    localparam [15:0] db_window$EQ_END = 16'h3200;
    localparam [15:0] db_window$TQ_END = 16'h3100;
    localparam [15:0] db_window$WQ_END = 16'h2000;

    // Stub signals
    reg  v$d;
    reg  v$q;
    reg  [15:0] addr$d;
    reg  [15:0] addr$q;
    reg  [31:0] data$d;
    reg  [31:0] data$q;
    reg  [4:0] to$d;
    reg  [4:0] to$q;
    reg  [31:0] n_dropped$d;
    reg  [31:0] n_dropped$q;

    // Local signals
    reg  [4:0] target;
    wire  taken;
    wire  free;

    // Registers
    initial begin
        v$q = 1'h0;
        addr$q = 16'h0;
        data$q = 32'h0;
        to$q = 5'h0;
        n_dropped$q = 32'h0;
    end

    always @(posedge clock) begin
        v$q <= v$d;
        addr$q <= addr$d;
        data$q <= data$d;
        to$q <= to$d;
        n_dropped$q <= n_dropped$d;
    end

    // Update code
    assign idle = ~v$q;
    assign cnt_dropped = n_dropped$q;
    assign m_cmd_valid = v$q & to$q[0];
    assign m_wq_valid = v$q & to$q[1];
    assign m_cq_valid = v$q & to$q[2];
    assign m_toecmd_valid = v$q & to$q[3];
    assign m_toeev_valid = v$q & to$q[4];
    assign m_cmd_addr = addr$q;
    assign m_cmd_data = data$q;
    assign m_wq_addr = addr$q;
    assign m_wq_data = data$q;
    assign m_cq_addr = addr$q;
    assign m_cq_data = data$q;
    assign m_toecmd_addr = addr$q;
    assign m_toecmd_data = data$q;
    assign m_toeev_addr = addr$q;
    assign m_toeev_data = data$q;
    assign taken = (m_cmd_valid & m_cmd_ready) | (m_wq_valid & m_wq_ready) | (m_cq_valid & m_cq_ready) | (m_toecmd_valid & m_toecmd_ready) | (m_toeev_valid & m_toeev_ready);
    assign free = ~v$q | taken;
    assign s_db_ready = free & ~reset;

    always @(*) begin
        v$d = v$q;
        addr$d = addr$q;
        data$d = data$q;
        to$d = to$q;
        n_dropped$d = n_dropped$q;
        if (taken) begin
            v$d = 1'b0;
        end
        if (s_db_valid & free & ~reset) begin
            if (|target) begin
                v$d = 1'b1;
                addr$d = s_db_addr;
                data$d = s_db_data;
                to$d = target;
            end
            else begin
                n_dropped$d = n_dropped$q + 32'h1;
            end
        end
        if (reset) begin
            v$d = 1'b0;
            n_dropped$d = 32'h0;
        end
    end

    always @(*) begin
        target = 5'h0;
        if (s_db_addr < db_window$CMD_END) begin
            target[0] = 1'b1;
        end
        else if (s_db_addr < db_window$WQ_END) begin
            target[1] = 1'b1;
        end
        else if (s_db_addr < db_window$CQ_END) begin
            target[2] = 1'b1;
        end
        else if (s_db_addr < db_window$TQ_END) begin
            target[3] = 1'b1;
        end
        else if (s_db_addr < db_window$EQ_END) begin
            target[4] = 1'b1;
        end
    end

endmodule // rnic_db
