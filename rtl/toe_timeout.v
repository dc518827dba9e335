// Generated from model/src/toe/timeout.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_timeout. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_timeout(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_persist,s_in_synchronized,s_in_snd_una,s_in_snd_max,s_in_snd_mss,s_in_retries,s_in_rto,s_in_snd_wnd,s_in_data_end,s_in_persist_shift,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_retries,m_dec_rto,m_dec_ssthresh,m_dec_cwnd,m_dec_recover,m_dec_snd_nxt,m_dec_persist_shift,m_dec_persist_ticks,cfg_retries,cfg_syn_retries,cfg_rto_min,cfg_rto_max,cnt_expiries);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  s_in_persist;
    input wire  s_in_synchronized;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_max;
    input wire  [15:0] s_in_snd_mss;
    input wire  [7:0] s_in_retries;
    input wire  [31:0] s_in_rto;
    input wire  [31:0] s_in_snd_wnd;
    input wire  [31:0] s_in_data_end;
    input wire  [4:0] s_in_persist_shift;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  [1:0] m_dec_action;
    output reg  [7:0] m_dec_retries;
    output wire  [31:0] m_dec_rto;
    output wire  [31:0] m_dec_ssthresh;
    output wire  [31:0] m_dec_cwnd;
    output wire  [31:0] m_dec_recover;
    output wire  [31:0] m_dec_snd_nxt;
    output wire  [4:0] m_dec_persist_shift;
    output wire  [31:0] m_dec_persist_ticks;
    input wire  [7:0] cfg_retries;
    input wire  [7:0] cfg_syn_retries;
    input wire  [31:0] cfg_rto_min;
    input wire  [31:0] cfg_rto_max;
    output wire  [31:0] cnt_expiries;

    // Named constants (named_consts! in model/src)
    localparam [1:0] timeout_action$ABORT = 2'h1;
    localparam [1:0] timeout_action$NOTHING = 2'h0;
    localparam [1:0] timeout_action$PROBE = 2'h3;
    localparam [1:0] timeout_action$RESEND = 2'h2;
    localparam [4:0] timeout_shift$DOUBLE = 5'h1;
    localparam [4:0] timeout_shift$PERSIST_SHIFT_MAX = 5'h10;
    localparam [2:0] timeout_state$CMP = 3'h1;
    localparam [2:0] timeout_state$DECIDE = 3'h4;
    localparam [2:0] timeout_state$IDLE = 3'h0;
    localparam [2:0] timeout_state$LIMIT = 3'h2;
    localparam [2:0] timeout_state$OUT = 3'h5;
    localparam [2:0] timeout_state$SELECT = 3'h3;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [200:0] w$d;
    reg  [200:0] w$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;
    reg  [31:0] flight$d;
    reg  [31:0] flight$q;
    reg  all_acked$d;
    reg  all_acked$q;
    reg  [8:0] retries1$d;
    reg  [8:0] retries1$q;
    reg  [8:0] limit$d;
    reg  [8:0] limit$q;
    reg  [31:0] rto2$d;
    reg  [31:0] rto2$q;
    reg  probe$d;
    reg  probe$q;
    reg  [4:0] shift1$d;
    reg  [4:0] shift1$q;
    reg  over$d;
    reg  over$q;
    reg  [31:0] rto_c$d;
    reg  [31:0] rto_c$q;
    reg  half_lt$d;
    reg  half_lt$q;
    reg  [31:0] mss2$d;
    reg  [31:0] mss2$q;
    reg  [31:0] p_raw$d;
    reg  [31:0] p_raw$q;
    reg  [31:0] ssthresh$d;
    reg  [31:0] ssthresh$q;
    reg  [31:0] p_lo$d;
    reg  [31:0] p_lo$q;
    reg  [31:0] p_ticks$d;
    reg  [31:0] p_ticks$q;
    reg  [1:0] action$d;
    reg  [1:0] action$q;

    // Local signals
    wire  [31:0] d_end;
    wire  [31:0] mss32;

    // Registers
    initial begin
        st$q = 3'h0;
        w$q = 201'h0;
        n_dec$q = 32'h0;
        flight$q = 32'h0;
        all_acked$q = 1'h0;
        retries1$q = 9'h0;
        limit$q = 9'h0;
        rto2$q = 32'h0;
        probe$q = 1'h0;
        shift1$q = 5'h0;
        over$q = 1'h0;
        rto_c$q = 32'h0;
        half_lt$q = 1'h0;
        mss2$q = 32'h0;
        p_raw$q = 32'h0;
        ssthresh$q = 32'h0;
        p_lo$q = 32'h0;
        p_ticks$q = 32'h0;
        action$q = 2'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_dec$q <= n_dec$d;
        flight$q <= flight$d;
        all_acked$q <= all_acked$d;
        retries1$q <= retries1$d;
        limit$q <= limit$d;
        rto2$q <= rto2$d;
        probe$q <= probe$d;
        shift1$q <= shift1$d;
        over$q <= over$d;
        rto_c$q <= rto_c$d;
        half_lt$q <= half_lt$d;
        mss2$q <= mss2$d;
        p_raw$q <= p_raw$d;
        ssthresh$q <= ssthresh$d;
        p_lo$q <= p_lo$d;
        p_ticks$q <= p_ticks$d;
        action$q <= action$d;
    end

    // Update code
    assign s_in_ready = (st$q == timeout_state$IDLE) & ~reset;
    assign m_dec_valid = st$q == timeout_state$OUT;
    assign cnt_expiries = n_dec$q;
    assign mss32 = {16'h0, w$q[91:76]};
    assign d_end = w$q[75:44] - w$q[195:164];
    assign m_dec_conn = w$q[9:0];
    assign m_dec_action = action$q;
    assign m_dec_rto = rto_c$q;
    assign m_dec_ssthresh = ssthresh$q;
    assign m_dec_cwnd = mss32;
    assign m_dec_recover = w$q[75:44];
    assign m_dec_snd_nxt = w$q[43:12];
    assign m_dec_persist_shift = shift1$q;
    assign m_dec_persist_ticks = p_ticks$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_dec$d = n_dec$q;
        flight$d = flight$q;
        all_acked$d = all_acked$q;
        retries1$d = retries1$q;
        limit$d = limit$q;
        rto2$d = rto2$q;
        probe$d = probe$q;
        shift1$d = shift1$q;
        over$d = over$q;
        rto_c$d = rto_c$q;
        half_lt$d = half_lt$q;
        mss2$d = mss2$q;
        p_raw$d = p_raw$q;
        ssthresh$d = ssthresh$q;
        p_lo$d = p_lo$q;
        p_ticks$d = p_ticks$q;
        action$d = action$q;
        if ((st$q == timeout_state$IDLE) & s_in_valid) begin
            w$d = 201'h0;
            w$d[9:0] = s_in_conn;
            w$d[10] = s_in_persist;
            w$d[11] = s_in_synchronized;
            w$d[43:12] = s_in_snd_una;
            w$d[75:44] = s_in_snd_max;
            w$d[91:76] = s_in_snd_mss;
            w$d[99:92] = s_in_retries;
            w$d[131:100] = s_in_rto;
            w$d[163:132] = s_in_snd_wnd;
            w$d[195:164] = s_in_data_end;
            w$d[200:196] = s_in_persist_shift;
            st$d = timeout_state$CMP;
        end
        if (st$q == timeout_state$CMP) begin
            flight$d = w$q[75:44] - w$q[43:12];
            all_acked$d = w$q[75:44] == w$q[43:12];
            retries1$d = {1'h0, w$q[99:92]} + 9'h1;
            if (w$q[11]) begin
                limit$d = {1'h0, cfg_retries};
            end
            else begin
                limit$d = {1'h0, cfg_syn_retries};
            end
            rto2$d = w$q[131:100] << timeout_shift$DOUBLE;
            probe$d = ~|w$q[163:132] & d_end[31];
            if (w$q[200:196] >= timeout_shift$PERSIST_SHIFT_MAX) begin
                shift1$d = timeout_shift$PERSIST_SHIFT_MAX;
            end
            else begin
                shift1$d = w$q[200:196] + 5'h1;
            end
            mss2$d = mss32 << timeout_shift$DOUBLE;
            st$d = timeout_state$LIMIT;
        end
        if (st$q == timeout_state$LIMIT) begin
            over$d = retries1$q > limit$q;
            if (rto2$q < cfg_rto_max) begin
                rto_c$d = rto2$q;
            end
            else begin
                rto_c$d = cfg_rto_max;
            end
            half_lt$d = (flight$q >> timeout_shift$DOUBLE) < mss2$q;
            p_raw$d = w$q[131:100] << shift1$q;
            st$d = timeout_state$SELECT;
        end
        if (st$q == timeout_state$SELECT) begin
            if (half_lt$q) begin
                ssthresh$d = mss2$q;
            end
            else begin
                ssthresh$d = flight$q >> timeout_shift$DOUBLE;
            end
            if (p_raw$q < cfg_rto_min) begin
                p_lo$d = cfg_rto_min;
            end
            else begin
                p_lo$d = p_raw$q;
            end
            st$d = timeout_state$DECIDE;
        end
        if (st$q == timeout_state$DECIDE) begin
            if (p_lo$q > cfg_rto_max) begin
                p_ticks$d = cfg_rto_max;
            end
            else begin
                p_ticks$d = p_lo$q;
            end
            action$d = timeout_action$NOTHING;
            if (w$q[10]) begin
                if (probe$q) begin
                    action$d = timeout_action$PROBE;
                end
            end
            else if (~all_acked$q) begin
                if (over$q) begin
                    action$d = timeout_action$ABORT;
                end
                else begin
                    action$d = timeout_action$RESEND;
                end
            end
            st$d = timeout_state$OUT;
        end
        if ((st$q == timeout_state$OUT) & m_dec_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = timeout_state$IDLE;
        end
        if (reset) begin
            st$d = timeout_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        m_dec_retries = w$q[99:92];
        if ((action$q == timeout_action$ABORT) | (action$q == timeout_action$RESEND)) begin
            m_dec_retries = retries1$q[7:0];
        end
    end

endmodule // toe_timeout
