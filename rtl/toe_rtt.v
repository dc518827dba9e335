// Generated from model/src/toe/rtt.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_rtt. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_rtt(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_r,s_in_seen,s_in_srtt8,s_in_rttvar4,m_rtt_valid,m_rtt_ready,m_rtt_conn,m_rtt_srtt8,m_rtt_rttvar4,m_rtt_rto,cfg_rto_min,cfg_rto_max,cnt_samples);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [31:0] s_in_r;
    input wire  s_in_seen;
    input wire  [31:0] s_in_srtt8;
    input wire  [31:0] s_in_rttvar4;
    output wire  m_rtt_valid;
    input wire  m_rtt_ready;
    output wire  [9:0] m_rtt_conn;
    output wire  [31:0] m_rtt_srtt8;
    output wire  [31:0] m_rtt_rttvar4;
    output wire  [31:0] m_rtt_rto;
    input wire  [31:0] cfg_rto_min;
    input wire  [31:0] cfg_rto_max;
    output wire  [31:0] cnt_samples;

    // Named constants (named_consts! in model/src)
    localparam [1:0] rtt_shift$FIRST_VAR = 2'h1;
    localparam [1:0] rtt_shift$RTTVAR = 2'h2;
    localparam [1:0] rtt_shift$SRTT = 2'h3;
    localparam [3:0] rtt_state$CEIL = 4'h7;
    localparam [3:0] rtt_state$CLAMP = 4'h1;
    localparam [3:0] rtt_state$DIFF = 4'h2;
    localparam [3:0] rtt_state$ERR = 4'h3;
    localparam [3:0] rtt_state$FLOOR = 4'h6;
    localparam [3:0] rtt_state$IDLE = 4'h0;
    localparam [3:0] rtt_state$NEW = 4'h4;
    localparam [3:0] rtt_state$OUT = 4'h8;
    localparam [3:0] rtt_state$SUM = 4'h5;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [9:0] conn$d;
    reg  [9:0] conn$q;
    reg  [31:0] r_in$d;
    reg  [31:0] r_in$q;
    reg  seen$d;
    reg  seen$q;
    reg  [31:0] srtt8$d;
    reg  [31:0] srtt8$q;
    reg  [31:0] rttvar4$d;
    reg  [31:0] rttvar4$q;
    reg  [31:0] n_s$d;
    reg  [31:0] n_s$q;
    reg  [31:0] r$d;
    reg  [31:0] r$q;
    reg  gt$d;
    reg  gt$q;
    reg  [31:0] d_up$d;
    reg  [31:0] d_up$q;
    reg  [31:0] d_down$d;
    reg  [31:0] d_down$q;
    reg  [31:0] err$d;
    reg  [31:0] err$q;
    reg  [31:0] var_base$d;
    reg  [31:0] var_base$q;
    reg  [31:0] srtt_base$d;
    reg  [31:0] srtt_base$q;
    reg  [31:0] var_n$d;
    reg  [31:0] var_n$q;
    reg  [31:0] srtt_n$d;
    reg  [31:0] srtt_n$q;
    reg  [31:0] sum$d;
    reg  [31:0] sum$q;
    reg  [31:0] floor$d;
    reg  [31:0] floor$q;
    reg  [31:0] rto$d;
    reg  [31:0] rto$q;

    // Local signals
    wire  [31:0] srtt;

    // Registers
    initial begin
        st$q = 4'h0;
        conn$q = 10'h0;
        r_in$q = 32'h0;
        seen$q = 1'h0;
        srtt8$q = 32'h0;
        rttvar4$q = 32'h0;
        n_s$q = 32'h0;
        r$q = 32'h0;
        gt$q = 1'h0;
        d_up$q = 32'h0;
        d_down$q = 32'h0;
        err$q = 32'h0;
        var_base$q = 32'h0;
        srtt_base$q = 32'h0;
        var_n$q = 32'h0;
        srtt_n$q = 32'h0;
        sum$q = 32'h0;
        floor$q = 32'h0;
        rto$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        conn$q <= conn$d;
        r_in$q <= r_in$d;
        seen$q <= seen$d;
        srtt8$q <= srtt8$d;
        rttvar4$q <= rttvar4$d;
        n_s$q <= n_s$d;
        r$q <= r$d;
        gt$q <= gt$d;
        d_up$q <= d_up$d;
        d_down$q <= d_down$d;
        err$q <= err$d;
        var_base$q <= var_base$d;
        srtt_base$q <= srtt_base$d;
        var_n$q <= var_n$d;
        srtt_n$q <= srtt_n$d;
        sum$q <= sum$d;
        floor$q <= floor$d;
        rto$q <= rto$d;
    end

    // Update code
    assign s_in_ready = (st$q == rtt_state$IDLE) & ~reset;
    assign m_rtt_valid = st$q == rtt_state$OUT;
    assign cnt_samples = n_s$q;
    assign srtt = srtt8$q >> rtt_shift$SRTT;
    assign m_rtt_conn = conn$q;
    assign m_rtt_srtt8 = srtt_n$q;
    assign m_rtt_rttvar4 = var_n$q;
    assign m_rtt_rto = rto$q;

    always @(*) begin
        st$d = st$q;
        conn$d = conn$q;
        r_in$d = r_in$q;
        seen$d = seen$q;
        srtt8$d = srtt8$q;
        rttvar4$d = rttvar4$q;
        n_s$d = n_s$q;
        r$d = r$q;
        gt$d = gt$q;
        d_up$d = d_up$q;
        d_down$d = d_down$q;
        err$d = err$q;
        var_base$d = var_base$q;
        srtt_base$d = srtt_base$q;
        var_n$d = var_n$q;
        srtt_n$d = srtt_n$q;
        sum$d = sum$q;
        floor$d = floor$q;
        rto$d = rto$q;
        if ((st$q == rtt_state$IDLE) & s_in_valid) begin
            conn$d = s_in_conn;
            r_in$d = s_in_r;
            seen$d = s_in_seen;
            srtt8$d = s_in_srtt8;
            rttvar4$d = s_in_rttvar4;
            st$d = rtt_state$CLAMP;
        end
        if (st$q == rtt_state$CLAMP) begin
            if (r_in$q < cfg_rto_max) begin
                r$d = r_in$q;
            end
            else begin
                r$d = cfg_rto_max;
            end
            st$d = rtt_state$DIFF;
        end
        if (st$q == rtt_state$DIFF) begin
            gt$d = r$q > srtt;
            d_up$d = r$q - srtt;
            d_down$d = srtt - r$q;
            st$d = rtt_state$ERR;
        end
        if (st$q == rtt_state$ERR) begin
            if (gt$q) begin
                err$d = d_up$q;
            end
            else begin
                err$d = d_down$q;
            end
            var_base$d = rttvar4$q - (rttvar4$q >> rtt_shift$RTTVAR);
            srtt_base$d = srtt8$q - (srtt8$q >> rtt_shift$SRTT);
            st$d = rtt_state$NEW;
        end
        if (st$q == rtt_state$NEW) begin
            if (seen$q) begin
                var_n$d = var_base$q + err$q;
                srtt_n$d = srtt_base$q + r$q;
            end
            else begin
                var_n$d = r$q << rtt_shift$FIRST_VAR;
                srtt_n$d = r$q << rtt_shift$SRTT;
            end
            st$d = rtt_state$SUM;
        end
        if (st$q == rtt_state$SUM) begin
            if (|var_n$q) begin
                sum$d = (srtt_n$q >> rtt_shift$SRTT) + var_n$q;
            end
            else begin
                sum$d = (srtt_n$q >> rtt_shift$SRTT) + 32'h1;
            end
            st$d = rtt_state$FLOOR;
        end
        if (st$q == rtt_state$FLOOR) begin
            if (sum$q < cfg_rto_min) begin
                floor$d = cfg_rto_min;
            end
            else begin
                floor$d = sum$q;
            end
            st$d = rtt_state$CEIL;
        end
        if (st$q == rtt_state$CEIL) begin
            if (floor$q > cfg_rto_max) begin
                rto$d = cfg_rto_max;
            end
            else begin
                rto$d = floor$q;
            end
            st$d = rtt_state$OUT;
        end
        if ((st$q == rtt_state$OUT) & m_rtt_ready) begin
            n_s$d = n_s$q + 32'h1;
            st$d = rtt_state$IDLE;
        end
        if (reset) begin
            st$d = rtt_state$IDLE;
            n_s$d = 32'h0;
        end
    end

endmodule // toe_rtt
