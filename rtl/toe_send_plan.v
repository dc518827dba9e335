// Generated from model/src/toe/send_plan.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_send_plan. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_send_plan(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_synchronized,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_data_end,s_in_snd_wnd,s_in_cwnd,s_in_snd_mss,s_in_fin_queued,s_in_fin_sent,s_in_rexmt_first,m_plan_valid,m_plan_ready,m_plan_conn,m_plan_kind,m_plan_start,m_plan_limit,m_plan_cut_ok,m_plan_retransmit,m_plan_advance,cnt_plans);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  s_in_synchronized;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_nxt;
    input wire  [31:0] s_in_snd_max;
    input wire  [31:0] s_in_data_end;
    input wire  [31:0] s_in_snd_wnd;
    input wire  [31:0] s_in_cwnd;
    input wire  [15:0] s_in_snd_mss;
    input wire  s_in_fin_queued;
    input wire  s_in_fin_sent;
    input wire  s_in_rexmt_first;
    output wire  m_plan_valid;
    input wire  m_plan_ready;
    output wire  [9:0] m_plan_conn;
    output wire  [1:0] m_plan_kind;
    output wire  [31:0] m_plan_start;
    output wire  [15:0] m_plan_limit;
    output wire  m_plan_cut_ok;
    output wire  m_plan_retransmit;
    output wire  m_plan_advance;
    output wire  [31:0] cnt_plans;

    // Named constants (named_consts! in model/src)
    localparam [1:0] plan_kind$FIN = 2'h2;
    localparam [1:0] plan_kind$NOTHING = 2'h0;
    localparam [1:0] plan_kind$RECORDS = 2'h1;
    localparam [3:0] plan_state$CAP = 4'h4;
    localparam [3:0] plan_state$CHOOSE = 4'h6;
    localparam [3:0] plan_state$CLAMP = 4'h7;
    localparam [3:0] plan_state$IDLE = 4'h0;
    localparam [3:0] plan_state$OUT = 4'h8;
    localparam [3:0] plan_state$PICK = 4'h5;
    localparam [3:0] plan_state$ROOM = 4'h3;
    localparam [3:0] plan_state$SPAN = 4'h1;
    localparam [3:0] plan_state$WINDOW = 4'h2;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [221:0] w$d;
    reg  [221:0] w$q;
    reg  [31:0] n_plan$d;
    reg  [31:0] n_plan$q;
    reg  [31:0] flight$d;
    reg  [31:0] flight$q;
    reg  [31:0] in_flight$d;
    reg  [31:0] in_flight$q;
    reg  [31:0] end_nxt$d;
    reg  [31:0] end_nxt$q;
    reg  [31:0] end_max$d;
    reg  [31:0] end_max$q;
    reg  [31:0] end_una$d;
    reg  [31:0] end_una$q;
    reg  fin_out$d;
    reg  fin_out$q;
    reg  nxt_lt_max$d;
    reg  nxt_lt_max$q;
    reg  max_lt_end$d;
    reg  max_lt_end$q;
    reg  nxt_at_end$d;
    reg  nxt_at_end$q;
    reg  max_at_end$d;
    reg  max_at_end$q;
    reg  wnd_lt_cwnd$d;
    reg  wnd_lt_cwnd$q;
    reg  [31:0] wnd$d;
    reg  [31:0] wnd$q;
    reg  [31:0] data_flight$d;
    reg  [31:0] data_flight$q;
    reg  flight_zero$d;
    reg  flight_zero$q;
    reg  in_flight_zero$d;
    reg  in_flight_zero$q;
    reg  new_gt$d;
    reg  new_gt$q;
    reg  [31:0] new_diff$d;
    reg  [31:0] new_diff$q;
    reg  [31:0] gb_win$d;
    reg  [31:0] gb_win$q;
    reg  df_lt_mss$d;
    reg  df_lt_mss$q;
    reg  df_some$d;
    reg  df_some$q;
    reg  [31:0] new_room$d;
    reg  [31:0] new_room$q;
    reg  gb_gt$d;
    reg  gb_gt$q;
    reg  [31:0] gb_diff$d;
    reg  [31:0] gb_diff$q;
    reg  [15:0] df_lim$d;
    reg  [15:0] df_lim$q;
    reg  [31:0] new_lim$d;
    reg  [31:0] new_lim$q;
    reg  [31:0] gb_room$d;
    reg  [31:0] gb_room$q;
    reg  [1:0] kind$d;
    reg  [1:0] kind$q;
    reg  [31:0] start$d;
    reg  [31:0] start$q;
    reg  [31:0] lim0$d;
    reg  [31:0] lim0$q;
    reg  [31:0] dist$d;
    reg  [31:0] dist$q;
    reg  cut_ok$d;
    reg  cut_ok$q;
    reg  retransmit$d;
    reg  retransmit$q;
    reg  advance$d;
    reg  advance$q;
    reg  [15:0] limit$d;
    reg  [15:0] limit$q;

    // Local signals
    wire  [31:0] mss32;
    wire  [31:0] d_nxt_max;
    wire  [31:0] d_max_end;
    reg  [31:0] gb_lim;

    // Registers
    initial begin
        st$q = 4'h0;
        w$q = 222'h0;
        n_plan$q = 32'h0;
        flight$q = 32'h0;
        in_flight$q = 32'h0;
        end_nxt$q = 32'h0;
        end_max$q = 32'h0;
        end_una$q = 32'h0;
        fin_out$q = 1'h0;
        nxt_lt_max$q = 1'h0;
        max_lt_end$q = 1'h0;
        nxt_at_end$q = 1'h0;
        max_at_end$q = 1'h0;
        wnd_lt_cwnd$q = 1'h0;
        wnd$q = 32'h0;
        data_flight$q = 32'h0;
        flight_zero$q = 1'h0;
        in_flight_zero$q = 1'h0;
        new_gt$q = 1'h0;
        new_diff$q = 32'h0;
        gb_win$q = 32'h0;
        df_lt_mss$q = 1'h0;
        df_some$q = 1'h0;
        new_room$q = 32'h0;
        gb_gt$q = 1'h0;
        gb_diff$q = 32'h0;
        df_lim$q = 16'h0;
        new_lim$q = 32'h0;
        gb_room$q = 32'h0;
        kind$q = 2'h0;
        start$q = 32'h0;
        lim0$q = 32'h0;
        dist$q = 32'h0;
        cut_ok$q = 1'h0;
        retransmit$q = 1'h0;
        advance$q = 1'h0;
        limit$q = 16'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_plan$q <= n_plan$d;
        flight$q <= flight$d;
        in_flight$q <= in_flight$d;
        end_nxt$q <= end_nxt$d;
        end_max$q <= end_max$d;
        end_una$q <= end_una$d;
        fin_out$q <= fin_out$d;
        nxt_lt_max$q <= nxt_lt_max$d;
        max_lt_end$q <= max_lt_end$d;
        nxt_at_end$q <= nxt_at_end$d;
        max_at_end$q <= max_at_end$d;
        wnd_lt_cwnd$q <= wnd_lt_cwnd$d;
        wnd$q <= wnd$d;
        data_flight$q <= data_flight$d;
        flight_zero$q <= flight_zero$d;
        in_flight_zero$q <= in_flight_zero$d;
        new_gt$q <= new_gt$d;
        new_diff$q <= new_diff$d;
        gb_win$q <= gb_win$d;
        df_lt_mss$q <= df_lt_mss$d;
        df_some$q <= df_some$d;
        new_room$q <= new_room$d;
        gb_gt$q <= gb_gt$d;
        gb_diff$q <= gb_diff$d;
        df_lim$q <= df_lim$d;
        new_lim$q <= new_lim$d;
        gb_room$q <= gb_room$d;
        kind$q <= kind$d;
        start$q <= start$d;
        lim0$q <= lim0$d;
        dist$q <= dist$d;
        cut_ok$q <= cut_ok$d;
        retransmit$q <= retransmit$d;
        advance$q <= advance$d;
        limit$q <= limit$d;
    end

    // Update code
    assign s_in_ready = (st$q == plan_state$IDLE) & ~reset;
    assign m_plan_valid = st$q == plan_state$OUT;
    assign cnt_plans = n_plan$q;
    assign mss32 = {16'h0, w$q[218:203]};
    assign d_nxt_max = w$q[74:43] - w$q[106:75];
    assign d_max_end = w$q[106:75] - w$q[138:107];
    assign m_plan_conn = w$q[9:0];
    assign m_plan_kind = kind$q;
    assign m_plan_start = start$q;
    assign m_plan_limit = limit$q;
    assign m_plan_cut_ok = cut_ok$q;
    assign m_plan_retransmit = retransmit$q;
    assign m_plan_advance = advance$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_plan$d = n_plan$q;
        flight$d = flight$q;
        in_flight$d = in_flight$q;
        end_nxt$d = end_nxt$q;
        end_max$d = end_max$q;
        end_una$d = end_una$q;
        fin_out$d = fin_out$q;
        nxt_lt_max$d = nxt_lt_max$q;
        max_lt_end$d = max_lt_end$q;
        nxt_at_end$d = nxt_at_end$q;
        max_at_end$d = max_at_end$q;
        wnd_lt_cwnd$d = wnd_lt_cwnd$q;
        wnd$d = wnd$q;
        data_flight$d = data_flight$q;
        flight_zero$d = flight_zero$q;
        in_flight_zero$d = in_flight_zero$q;
        new_gt$d = new_gt$q;
        new_diff$d = new_diff$q;
        gb_win$d = gb_win$q;
        df_lt_mss$d = df_lt_mss$q;
        df_some$d = df_some$q;
        new_room$d = new_room$q;
        gb_gt$d = gb_gt$q;
        gb_diff$d = gb_diff$q;
        df_lim$d = df_lim$q;
        new_lim$d = new_lim$q;
        gb_room$d = gb_room$q;
        kind$d = kind$q;
        start$d = start$q;
        lim0$d = lim0$q;
        dist$d = dist$q;
        cut_ok$d = cut_ok$q;
        retransmit$d = retransmit$q;
        advance$d = advance$q;
        limit$d = limit$q;
        if ((st$q == plan_state$IDLE) & s_in_valid) begin
            w$d = 222'h0;
            w$d[9:0] = s_in_conn;
            w$d[10] = s_in_synchronized;
            w$d[42:11] = s_in_snd_una;
            w$d[74:43] = s_in_snd_nxt;
            w$d[106:75] = s_in_snd_max;
            w$d[138:107] = s_in_data_end;
            w$d[170:139] = s_in_snd_wnd;
            w$d[202:171] = s_in_cwnd;
            w$d[218:203] = s_in_snd_mss;
            w$d[219] = s_in_fin_queued;
            w$d[220] = s_in_fin_sent;
            w$d[221] = s_in_rexmt_first;
            st$d = plan_state$SPAN;
        end
        if (st$q == plan_state$SPAN) begin
            flight$d = w$q[106:75] - w$q[42:11];
            in_flight$d = w$q[74:43] - w$q[42:11];
            end_nxt$d = w$q[138:107] - w$q[74:43];
            end_max$d = w$q[138:107] - w$q[106:75];
            end_una$d = w$q[138:107] - w$q[42:11];
            fin_out$d = w$q[220] & (w$q[42:11] != w$q[106:75]);
            nxt_lt_max$d = d_nxt_max[31];
            max_lt_end$d = d_max_end[31];
            nxt_at_end$d = w$q[74:43] == w$q[138:107];
            max_at_end$d = w$q[106:75] == w$q[138:107];
            wnd_lt_cwnd$d = w$q[170:139] < w$q[202:171];
            st$d = plan_state$WINDOW;
        end
        if (st$q == plan_state$WINDOW) begin
            if (wnd_lt_cwnd$q) begin
                wnd$d = w$q[170:139];
            end
            else begin
                wnd$d = w$q[202:171];
            end
            if (fin_out$q) begin
                data_flight$d = flight$q - 32'h1;
            end
            else begin
                data_flight$d = flight$q;
            end
            flight_zero$d = ~|flight$q;
            in_flight_zero$d = ~|in_flight$q;
            st$d = plan_state$ROOM;
        end
        if (st$q == plan_state$ROOM) begin
            new_gt$d = wnd$q > flight$q;
            new_diff$d = wnd$q - flight$q;
            if (wnd$q < mss32) begin
                gb_win$d = mss32;
            end
            else begin
                gb_win$d = wnd$q;
            end
            df_lt_mss$d = data_flight$q < mss32;
            df_some$d = |data_flight$q;
            st$d = plan_state$CAP;
        end
        if (st$q == plan_state$CAP) begin
            new_room$d = 32'h0;
            if (new_gt$q) begin
                new_room$d = new_diff$q;
            end
            gb_gt$d = gb_win$q > in_flight$q;
            gb_diff$d = gb_win$q - in_flight$q;
            if (df_lt_mss$q) begin
                df_lim$d = data_flight$q[15:0];
            end
            else begin
                df_lim$d = w$q[218:203];
            end
            st$d = plan_state$PICK;
        end
        if (st$q == plan_state$PICK) begin
            if (new_room$q < mss32) begin
                new_lim$d = new_room$q;
            end
            else begin
                new_lim$d = mss32;
            end
            gb_room$d = gb_lim;
            st$d = plan_state$CHOOSE;
        end
        if (st$q == plan_state$CHOOSE) begin
            kind$d = plan_kind$NOTHING;
            start$d = 32'h0;
            lim0$d = 32'h0;
            dist$d = 32'h0;
            cut_ok$d = 1'b0;
            retransmit$d = 1'b0;
            advance$d = 1'b0;
            if (~w$q[10]) begin
                kind$d = plan_kind$NOTHING;
            end
            else if (w$q[221] & df_some$q) begin
                kind$d = plan_kind$RECORDS;
                start$d = w$q[42:11];
                lim0$d = {16'h0, df_lim$q};
                dist$d = end_una$q;
                cut_ok$d = 1'b1;
                retransmit$d = 1'b1;
            end
            else if (w$q[221] & fin_out$q) begin
                kind$d = plan_kind$FIN;
                start$d = w$q[42:11];
                retransmit$d = 1'b1;
            end
            else if (nxt_lt_max$q) begin
                if (nxt_at_end$q) begin
                    kind$d = plan_kind$FIN;
                    start$d = w$q[74:43];
                    retransmit$d = 1'b1;
                    advance$d = 1'b1;
                end
                else if (|gb_room$q) begin
                    kind$d = plan_kind$RECORDS;
                    start$d = w$q[74:43];
                    lim0$d = gb_room$q;
                    dist$d = end_nxt$q;
                    cut_ok$d = (gb_room$q == mss32) | in_flight_zero$q;
                    retransmit$d = 1'b1;
                    advance$d = 1'b1;
                end
            end
            else if (max_lt_end$q) begin
                if (|new_lim$q) begin
                    kind$d = plan_kind$RECORDS;
                    start$d = w$q[106:75];
                    lim0$d = new_lim$q;
                    dist$d = end_max$q;
                    cut_ok$d = (new_lim$q == mss32) | flight_zero$q;
                    advance$d = 1'b1;
                end
            end
            else if (w$q[219] & ~w$q[220] & max_at_end$q) begin
                kind$d = plan_kind$FIN;
                start$d = w$q[138:107];
                advance$d = 1'b1;
            end
            st$d = plan_state$CLAMP;
        end
        if ((st$q == plan_state$OUT) & m_plan_ready) begin
            n_plan$d = n_plan$q + 32'h1;
            st$d = plan_state$IDLE;
        end
        if (st$q == plan_state$CLAMP) begin
            if (lim0$q < dist$q) begin
                limit$d = lim0$q[15:0];
            end
            else begin
                limit$d = dist$q[15:0];
            end
            st$d = plan_state$OUT;
        end
        if (reset) begin
            st$d = plan_state$IDLE;
            n_plan$d = 32'h0;
        end
    end

    always @(*) begin
        if (in_flight_zero$q) begin
            gb_lim = mss32;
        end
        else if (~gb_gt$q) begin
            gb_lim = 32'h0;
        end
        else if (gb_diff$q < mss32) begin
            gb_lim = gb_diff$q;
        end
        else begin
            gb_lim = mss32;
        end
    end

endmodule // toe_send_plan
