// Generated from model/src/rnic/consume.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_consume. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_consume(clock,reset,s_data,s_keep,s_last,s_valid,s_ready,s_conn,m_data,m_keep,m_last,m_valid,m_ready,m_auto_valid,m_auto_ready,m_auto_op,m_auto_conn,m_auto_n,m_auto_remote_ip,m_auto_remote_port,m_auto_local_port,m_auto_remote_mac,idle,cnt_cmds,cnt_bytes,cnt_waits);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  s_valid;
    output wire  s_ready;
    input wire  [9:0] s_conn;
    output wire  [63:0] m_data;
    output wire  [7:0] m_keep;
    output wire  m_last;
    output wire  m_valid;
    input wire  m_ready;
    output wire  m_auto_valid;
    input wire  m_auto_ready;
    output wire  [2:0] m_auto_op;
    output wire  [9:0] m_auto_conn;
    output wire  [31:0] m_auto_n;
    output wire  [31:0] m_auto_remote_ip;
    output wire  [15:0] m_auto_remote_port;
    output wire  [15:0] m_auto_local_port;
    output wire  [47:0] m_auto_remote_mac;
    output wire  idle;
    output wire  [31:0] cnt_cmds;
    output wire  [31:0] cnt_bytes;
    output wire  [31:0] cnt_waits;

    // Named constants (named_consts! in model/src)
    localparam [2:0] host_op$CONSUMED = 3'h4;

    // Stub signals
    reg  acc_v$d;
    reg  acc_v$q;
    reg  [9:0] acc_conn$d;
    reg  [9:0] acc_conn$q;
    reg  [31:0] acc_n$d;
    reg  [31:0] acc_n$q;
    reg  acc_done$d;
    reg  acc_done$q;
    reg  off_v$d;
    reg  off_v$q;
    reg  [9:0] off_conn$d;
    reg  [9:0] off_conn$q;
    reg  [31:0] off_n$d;
    reg  [31:0] off_n$q;
    reg  [31:0] n_cmds$d;
    reg  [31:0] n_cmds$q;
    reg  [31:0] n_bytes$d;
    reg  [31:0] n_bytes$q;
    reg  [31:0] n_waits$d;
    reg  [31:0] n_waits$q;

    // Local signals
    reg  [31:0] bytes;
    wire  same;
    wire  free;
    wire  hold;
    wire  beat;
    wire  moving;

    // Registers
    initial begin
        acc_v$q = 1'h0;
        acc_conn$q = 10'h0;
        acc_n$q = 32'h0;
        acc_done$q = 1'h0;
        off_v$q = 1'h0;
        off_conn$q = 10'h0;
        off_n$q = 32'h0;
        n_cmds$q = 32'h0;
        n_bytes$q = 32'h0;
        n_waits$q = 32'h0;
    end

    always @(posedge clock) begin
        acc_v$q <= acc_v$d;
        acc_conn$q <= acc_conn$d;
        acc_n$q <= acc_n$d;
        acc_done$q <= acc_done$d;
        off_v$q <= off_v$d;
        off_conn$q <= off_conn$d;
        off_n$q <= off_n$d;
        n_cmds$q <= n_cmds$d;
        n_bytes$q <= n_bytes$d;
        n_waits$q <= n_waits$d;
    end

    // Update code
    assign idle = ~acc_v$q & ~off_v$q;
    assign cnt_cmds = n_cmds$q;
    assign cnt_bytes = n_bytes$q;
    assign cnt_waits = n_waits$q;
    assign m_auto_valid = off_v$q;
    assign m_auto_op = host_op$CONSUMED;
    assign m_auto_conn = off_conn$q;
    assign m_auto_n = off_n$q;
    assign m_auto_remote_ip = 32'h0;
    assign m_auto_remote_port = 16'h0;
    assign m_auto_local_port = 16'h0;
    assign m_auto_remote_mac = 48'h0;
    assign free = ~off_v$q | m_auto_ready;
    assign same = acc_conn$q == s_conn;
    assign hold = acc_v$q & ~same & ~free;
    assign m_data = s_data;
    assign m_keep = s_keep;
    assign m_last = s_last;
    assign m_valid = s_valid & ~hold & ~reset;
    assign s_ready = m_ready & ~hold & ~reset;
    assign beat = s_valid & m_ready & ~hold & ~reset;
    assign moving = acc_v$q & free & (acc_done$q | (s_valid & ~same));

    always @(*) begin
        acc_v$d = acc_v$q;
        acc_conn$d = acc_conn$q;
        acc_n$d = acc_n$q;
        acc_done$d = acc_done$q;
        off_v$d = off_v$q;
        off_conn$d = off_conn$q;
        off_n$d = off_n$q;
        n_cmds$d = n_cmds$q;
        n_bytes$d = n_bytes$q;
        n_waits$d = n_waits$q;
        if (s_valid & m_ready & hold) begin
            n_waits$d = n_waits$q + 32'h1;
        end
        if (m_auto_valid & m_auto_ready) begin
            off_v$d = 1'b0;
            n_cmds$d = n_cmds$q + 32'h1;
        end
        if (beat) begin
            n_bytes$d = n_bytes$q + bytes;
        end
        if (moving) begin
            off_v$d = 1'b1;
            off_conn$d = acc_conn$q;
            off_n$d = acc_n$q;
            acc_v$d = 1'b0;
            if (beat) begin
                acc_v$d = 1'b1;
                acc_conn$d = s_conn;
                acc_n$d = bytes;
                acc_done$d = s_last;
            end
        end
        else if (beat) begin
            acc_v$d = 1'b1;
            acc_conn$d = s_conn;
            acc_n$d = bytes;
            acc_done$d = s_last;
            if (acc_v$q) begin
                acc_n$d = acc_n$q + bytes;
            end
        end
        if (reset) begin
            acc_v$d = 1'b0;
            off_v$d = 1'b0;
            n_cmds$d = 32'h0;
            n_bytes$d = 32'h0;
            n_waits$d = 32'h0;
        end
    end

    always @(*) begin
        bytes = 32'h0;
        if (s_keep[0]) begin
            bytes = bytes + 32'h1;
        end
        if (s_keep[1]) begin
            bytes = bytes + 32'h1;
        end
        if (s_keep[2]) begin
            bytes = bytes + 32'h1;
        end
        if (s_keep[3]) begin
            bytes = bytes + 32'h1;
        end
        if (s_keep[4]) begin
            bytes = bytes + 32'h1;
        end
        if (s_keep[5]) begin
            bytes = bytes + 32'h1;
        end
        if (s_keep[6]) begin
            bytes = bytes + 32'h1;
        end
        if (s_keep[7]) begin
            bytes = bytes + 32'h1;
        end
    end

endmodule // rnic_consume
