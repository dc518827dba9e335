// Generated from model/src/rnic/rxpack.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: rnic_rxpack. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module rnic_rxpack(clock,reset,s_data,s_keep,s_last,s_status,s_conn,s_valid,s_ready,m_data,m_keep,m_last,m_status,m_conn,m_valid,m_ready,idle,cnt_ulpdus,cnt_cut);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [63:0] s_data;
    input wire  [7:0] s_keep;
    input wire  s_last;
    input wire  [1:0] s_status;
    input wire  [7:0] s_conn;
    input wire  s_valid;
    output wire  s_ready;
    output wire  [63:0] m_data;
    output wire  [7:0] m_keep;
    output wire  m_last;
    output wire  [1:0] m_status;
    output wire  [7:0] m_conn;
    output wire  m_valid;
    input wire  m_ready;
    output wire  idle;
    output wire  [31:0] cnt_ulpdus;
    output wire  [31:0] cnt_cut;

    // Named constants (named_consts! in model/src)
    localparam [4:0] rxpack_bytes$FULL = 5'h8;
    localparam [7:0] rxpack_keep$LANE0 = 8'h1;
    localparam [7:0] rxpack_keep$LANE1 = 8'h2;
    localparam [7:0] rxpack_keep$LANE2 = 8'h4;
    localparam [7:0] rxpack_keep$LANE3 = 8'h8;
    localparam [7:0] rxpack_keep$LANE4 = 8'h10;
    localparam [7:0] rxpack_keep$LANE5 = 8'h20;
    localparam [7:0] rxpack_keep$LANE6 = 8'h40;
    localparam [7:0] rxpack_keep$LANE7 = 8'h80;
    localparam [63:0] rxpack_lane$L0 = 64'hff;
    localparam [63:0] rxpack_lane$L1 = 64'hff00;
    localparam [63:0] rxpack_lane$L2 = 64'hff0000;
    localparam [63:0] rxpack_lane$L3 = 64'hff000000;
    localparam [63:0] rxpack_lane$L4 = 64'hff00000000;
    localparam [63:0] rxpack_lane$L5 = 64'hff0000000000;
    localparam [63:0] rxpack_lane$L6 = 64'hff000000000000;
    localparam [63:0] rxpack_lane$L7 = 64'hff00000000000000;
    localparam [6:0] rxpack_shift$BYTE = 7'h3;
    localparam [6:0] rxpack_shift$DOWN1 = 7'h8;
    localparam [6:0] rxpack_shift$DOWN2 = 7'h10;
    localparam [6:0] rxpack_shift$DOWN3 = 7'h18;
    localparam [6:0] rxpack_shift$DOWN4 = 7'h20;
    localparam [6:0] rxpack_shift$DOWN5 = 7'h28;
    localparam [6:0] rxpack_shift$DOWN6 = 7'h30;
    localparam [6:0] rxpack_shift$DOWN7 = 7'h38;
    localparam [6:0] rxpack_shift$HIGH = 7'h3f;
    localparam [6:0] rxpack_shift$LANES1 = 7'h1;
    localparam [6:0] rxpack_shift$LANES2 = 7'h2;
    localparam [6:0] rxpack_shift$LANES3 = 7'h3;
    localparam [6:0] rxpack_shift$LANES4 = 7'h4;
    localparam [6:0] rxpack_shift$LANES5 = 7'h5;
    localparam [6:0] rxpack_shift$LANES6 = 7'h6;
    localparam [6:0] rxpack_shift$LANES7 = 7'h7;

    // Stub signals
    reg  a_v$d;
    reg  a_v$q;
    reg  [63:0] a_data$d;
    reg  [63:0] a_data$q;
    reg  [4:0] a_n$d;
    reg  [4:0] a_n$q;
    reg  a_last$d;
    reg  a_last$q;
    reg  [1:0] a_status$d;
    reg  [1:0] a_status$q;
    reg  [7:0] a_conn$d;
    reg  [7:0] a_conn$q;
    reg  [63:0] held$d;
    reg  [63:0] held$q;
    reg  [4:0] cnt$d;
    reg  [4:0] cnt$q;
    reg  open$d;
    reg  open$q;
    reg  [7:0] open_conn$d;
    reg  [7:0] open_conn$q;
    reg  pend$d;
    reg  pend$q;
    reg  [1:0] p_status$d;
    reg  [1:0] p_status$q;
    reg  [7:0] p_conn$d;
    reg  [7:0] p_conn$q;
    reg  o_v$d;
    reg  o_v$q;
    reg  [63:0] o_data$d;
    reg  [63:0] o_data$q;
    reg  [7:0] o_keep$d;
    reg  [7:0] o_keep$q;
    reg  o_last$d;
    reg  o_last$q;
    reg  [1:0] o_status$d;
    reg  [1:0] o_status$q;
    reg  [7:0] o_conn$d;
    reg  [7:0] o_conn$q;
    reg  [31:0] n_ulpdus$d;
    reg  [31:0] n_ulpdus$q;
    reg  [31:0] n_cut$d;
    reg  [31:0] n_cut$q;

    // Local signals
    reg  [63:0] down;
    reg  [7:0] kdown;
    reg  [4:0] n_in;
    reg  [63:0] in_mask;
    wire  [63:0] lo;
    wire  [63:0] hi;
    wire  [4:0] total;
    wire  o_free;
    wire  take_a;
    wire  [7:0] keep_cnt;
    wire  [7:0] keep_total;

    // Registers
    initial begin
        a_v$q = 1'h0;
        a_data$q = 64'h0;
        a_n$q = 5'h0;
        a_last$q = 1'h0;
        a_status$q = 2'h0;
        a_conn$q = 8'h0;
        held$q = 64'h0;
        cnt$q = 5'h0;
        open$q = 1'h0;
        open_conn$q = 8'h0;
        pend$q = 1'h0;
        p_status$q = 2'h0;
        p_conn$q = 8'h0;
        o_v$q = 1'h0;
        o_data$q = 64'h0;
        o_keep$q = 8'h0;
        o_last$q = 1'h0;
        o_status$q = 2'h0;
        o_conn$q = 8'h0;
        n_ulpdus$q = 32'h0;
        n_cut$q = 32'h0;
    end

    always @(posedge clock) begin
        a_v$q <= a_v$d;
        a_data$q <= a_data$d;
        a_n$q <= a_n$d;
        a_last$q <= a_last$d;
        a_status$q <= a_status$d;
        a_conn$q <= a_conn$d;
        held$q <= held$d;
        cnt$q <= cnt$d;
        open$q <= open$d;
        open_conn$q <= open_conn$d;
        pend$q <= pend$d;
        p_status$q <= p_status$d;
        p_conn$q <= p_conn$d;
        o_v$q <= o_v$d;
        o_data$q <= o_data$d;
        o_keep$q <= o_keep$d;
        o_last$q <= o_last$d;
        o_status$q <= o_status$d;
        o_conn$q <= o_conn$d;
        n_ulpdus$q <= n_ulpdus$d;
        n_cut$q <= n_cut$d;
    end

    // Update code
    assign idle = ~a_v$q & ~pend$q & ~o_v$q & ~open$q;
    assign cnt_ulpdus = n_ulpdus$q;
    assign cnt_cut = n_cut$q;
    assign o_free = ~o_v$q | m_ready;
    assign take_a = a_v$q & o_free & ~pend$q;
    assign lo = held$q | (a_data$q << ({2'h0, cnt$q} << rxpack_shift$BYTE));
    assign hi = (a_data$q >> rxpack_shift$LANES1) >> (rxpack_shift$HIGH - ({2'h0, cnt$q} << rxpack_shift$BYTE));
    assign total = cnt$q + a_n$q;
    assign keep_cnt = ~(8'hff << cnt$q);
    assign keep_total = ~(8'hff << total);
    assign s_ready = ~a_v$q | take_a;
    assign m_valid = o_v$q;
    assign m_data = o_data$q;
    assign m_keep = o_keep$q;
    assign m_last = o_last$q;
    assign m_status = o_status$q;
    assign m_conn = o_conn$q;

    always @(*) begin
        a_v$d = a_v$q;
        a_data$d = a_data$q;
        a_n$d = a_n$q;
        a_last$d = a_last$q;
        a_status$d = a_status$q;
        a_conn$d = a_conn$q;
        held$d = held$q;
        cnt$d = cnt$q;
        open$d = open$q;
        open_conn$d = open_conn$q;
        pend$d = pend$q;
        p_status$d = p_status$q;
        p_conn$d = p_conn$q;
        o_v$d = o_v$q;
        o_data$d = o_data$q;
        o_keep$d = o_keep$q;
        o_last$d = o_last$q;
        o_status$d = o_status$q;
        o_conn$d = o_conn$q;
        n_ulpdus$d = n_ulpdus$q;
        n_cut$d = n_cut$q;
        if (o_v$q & m_ready) begin
            o_v$d = 1'b0;
        end
        if (pend$q & o_free) begin
            o_v$d = 1'b1;
            o_data$d = held$q;
            o_keep$d = keep_cnt;
            o_last$d = 1'b1;
            o_status$d = p_status$q;
            o_conn$d = p_conn$q;
            held$d = 64'h0;
            cnt$d = 5'h0;
            pend$d = 1'b0;
            n_ulpdus$d = n_ulpdus$q + 32'h1;
        end
        if (take_a) begin
            a_v$d = 1'b0;
            open$d = ~a_last$q;
            open_conn$d = a_conn$q;
            if (open$q & (a_conn$q != open_conn$q)) begin
                n_cut$d = n_cut$q + 32'h1;
            end
            o_status$d = a_status$q;
            o_conn$d = a_conn$q;
            if (total >= rxpack_bytes$FULL) begin
                o_v$d = 1'b1;
                o_data$d = lo;
                o_keep$d = 8'hff;
                o_last$d = a_last$q & (total == rxpack_bytes$FULL);
                held$d = hi;
                cnt$d = total - rxpack_bytes$FULL;
                if (a_last$q & (total != rxpack_bytes$FULL)) begin
                    pend$d = 1'b1;
                    p_status$d = a_status$q;
                    p_conn$d = a_conn$q;
                end
                if (a_last$q & (total == rxpack_bytes$FULL)) begin
                    n_ulpdus$d = n_ulpdus$q + 32'h1;
                end
            end
            else if (a_last$q) begin
                o_v$d = 1'b1;
                o_data$d = lo;
                o_keep$d = keep_total;
                o_last$d = 1'b1;
                held$d = 64'h0;
                cnt$d = 5'h0;
                n_ulpdus$d = n_ulpdus$q + 32'h1;
            end
            else begin
                held$d = lo;
                cnt$d = total;
            end
        end
        if (s_valid & s_ready) begin
            a_v$d = 1'b1;
            a_data$d = down & in_mask;
            a_n$d = n_in;
            a_last$d = s_last;
            a_status$d = s_status;
            a_conn$d = s_conn;
        end
        if (reset) begin
            a_v$d = 1'b0;
            pend$d = 1'b0;
            o_v$d = 1'b0;
            open$d = 1'b0;
            held$d = 64'h0;
            cnt$d = 5'h0;
            n_ulpdus$d = 32'h0;
            n_cut$d = 32'h0;
        end
    end

    always @(*) begin
        down = s_data;
        kdown = s_keep;
        if (|(s_keep & rxpack_keep$LANE0)) begin
            down = s_data;
        end
        else if (|(s_keep & rxpack_keep$LANE1)) begin
            down = s_data >> rxpack_shift$DOWN1;
            kdown = s_keep >> rxpack_shift$LANES1;
        end
        else if (|(s_keep & rxpack_keep$LANE2)) begin
            down = s_data >> rxpack_shift$DOWN2;
            kdown = s_keep >> rxpack_shift$LANES2;
        end
        else if (|(s_keep & rxpack_keep$LANE3)) begin
            down = s_data >> rxpack_shift$DOWN3;
            kdown = s_keep >> rxpack_shift$LANES3;
        end
        else if (|(s_keep & rxpack_keep$LANE4)) begin
            down = s_data >> rxpack_shift$DOWN4;
            kdown = s_keep >> rxpack_shift$LANES4;
        end
        else if (|(s_keep & rxpack_keep$LANE5)) begin
            down = s_data >> rxpack_shift$DOWN5;
            kdown = s_keep >> rxpack_shift$LANES5;
        end
        else if (|(s_keep & rxpack_keep$LANE6)) begin
            down = s_data >> rxpack_shift$DOWN6;
            kdown = s_keep >> rxpack_shift$LANES6;
        end
        else if (|(s_keep & rxpack_keep$LANE7)) begin
            down = s_data >> rxpack_shift$DOWN7;
            kdown = s_keep >> rxpack_shift$LANES7;
        end
    end

    always @(*) begin
        n_in = 5'h0;
        if (s_keep[0]) begin
            n_in = n_in + 5'h1;
        end
        if (s_keep[1]) begin
            n_in = n_in + 5'h1;
        end
        if (s_keep[2]) begin
            n_in = n_in + 5'h1;
        end
        if (s_keep[3]) begin
            n_in = n_in + 5'h1;
        end
        if (s_keep[4]) begin
            n_in = n_in + 5'h1;
        end
        if (s_keep[5]) begin
            n_in = n_in + 5'h1;
        end
        if (s_keep[6]) begin
            n_in = n_in + 5'h1;
        end
        if (s_keep[7]) begin
            n_in = n_in + 5'h1;
        end
    end

    always @(*) begin
        in_mask = 64'h0;
        if (|(kdown & rxpack_keep$LANE0)) begin
            in_mask = in_mask | rxpack_lane$L0;
        end
        if (|(kdown & rxpack_keep$LANE1)) begin
            in_mask = in_mask | rxpack_lane$L1;
        end
        if (|(kdown & rxpack_keep$LANE2)) begin
            in_mask = in_mask | rxpack_lane$L2;
        end
        if (|(kdown & rxpack_keep$LANE3)) begin
            in_mask = in_mask | rxpack_lane$L3;
        end
        if (|(kdown & rxpack_keep$LANE4)) begin
            in_mask = in_mask | rxpack_lane$L4;
        end
        if (|(kdown & rxpack_keep$LANE5)) begin
            in_mask = in_mask | rxpack_lane$L5;
        end
        if (|(kdown & rxpack_keep$LANE6)) begin
            in_mask = in_mask | rxpack_lane$L6;
        end
        if (|(kdown & rxpack_keep$LANE7)) begin
            in_mask = in_mask | rxpack_lane$L7;
        end
    end

endmodule // rnic_rxpack
