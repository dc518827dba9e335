// Generated from model/src/toe/open.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_open. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_open(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_listen,s_in_iss,s_in_snd_max,s_in_seq,s_in_ack,s_in_flags,s_in_window,s_in_mss_on,s_in_mss,s_in_ws_on,s_in_ws,s_in_sackp,s_in_ts_on,s_in_ts_val,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_cause,m_dec_params_on,m_dec_irs,m_dec_rcv_nxt,m_dec_snd_shift,m_dec_rcv_shift,m_dec_ts_ok,m_dec_ts_recent,m_dec_sack_ok,m_dec_snd_mss,m_dec_cwnd,m_dec_snd_wnd,m_dec_snd_wl1,m_dec_snd_wl2,cfg_mss,cfg_rcv_shift,cfg_sack,cnt_opens);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  s_in_listen;
    input wire  [31:0] s_in_iss;
    input wire  [31:0] s_in_snd_max;
    input wire  [31:0] s_in_seq;
    input wire  [31:0] s_in_ack;
    input wire  [7:0] s_in_flags;
    input wire  [15:0] s_in_window;
    input wire  s_in_mss_on;
    input wire  [15:0] s_in_mss;
    input wire  s_in_ws_on;
    input wire  [7:0] s_in_ws;
    input wire  s_in_sackp;
    input wire  s_in_ts_on;
    input wire  [31:0] s_in_ts_val;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  [2:0] m_dec_action;
    output wire  [2:0] m_dec_cause;
    output wire  m_dec_params_on;
    output wire  [31:0] m_dec_irs;
    output wire  [31:0] m_dec_rcv_nxt;
    output reg  [3:0] m_dec_snd_shift;
    output reg  [3:0] m_dec_rcv_shift;
    output wire  m_dec_ts_ok;
    output reg  [31:0] m_dec_ts_recent;
    output wire  m_dec_sack_ok;
    output wire  [15:0] m_dec_snd_mss;
    output wire  [31:0] m_dec_cwnd;
    output wire  [31:0] m_dec_snd_wnd;
    output wire  [31:0] m_dec_snd_wl1;
    output wire  [31:0] m_dec_snd_wl2;
    input wire  [15:0] cfg_mss;
    input wire  [3:0] cfg_rcv_shift;
    input wire  cfg_sack;
    output wire  [31:0] cnt_opens;

    // Named constants (named_consts! in model/src)
    localparam [2:0] open_action$DROP = 3'h0;
    localparam [2:0] open_action$ESTABLISHED = 3'h4;
    localparam [2:0] open_action$OPEN = 3'h3;
    localparam [2:0] open_action$RESET = 3'h2;
    localparam [2:0] open_action$RESET_FOR = 3'h1;
    localparam [2:0] open_action$SIMULTANEOUS = 3'h5;
    localparam [15:0] open_bytes$DEFAULT_MSS = 16'h218;
    localparam [15:0] open_bytes$INITIAL_WINDOW_BYTES = 16'h3908;
    localparam [15:0] open_bytes$MIN_PEER_MSS = 16'h30;
    localparam [15:0] open_bytes$TS_OPTION_BYTES = 16'hc;
    localparam [2:0] open_cause$BAD_ACK = 3'h4;
    localparam [2:0] open_cause$LISTEN_ACK = 3'h2;
    localparam [2:0] open_cause$LISTEN_NO_SYN = 3'h3;
    localparam [2:0] open_cause$LISTEN_RST = 3'h1;
    localparam [2:0] open_cause$NONE = 3'h0;
    localparam [2:0] open_cause$NO_SYN = 3'h6;
    localparam [2:0] open_cause$RST_NO_ACK = 3'h5;
    localparam [1:0] open_scale$EIGHT = 2'h3;
    localparam [1:0] open_scale$TWICE = 2'h1;
    localparam [7:0] open_shift$MAX_WINDOW_SHIFT = 8'he;
    localparam [2:0] open_state$CMP = 3'h1;
    localparam [2:0] open_state$DECIDE = 3'h6;
    localparam [2:0] open_state$FLOOR = 3'h3;
    localparam [2:0] open_state$IDLE = 3'h0;
    localparam [2:0] open_state$MSS = 3'h2;
    localparam [2:0] open_state$OPT = 3'h4;
    localparam [2:0] open_state$OUT = 3'h7;
    localparam [2:0] open_state$WIN = 3'h5;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [222:0] w$d;
    reg  [222:0] w$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;
    reg  ack_ok$d;
    reg  ack_ok$q;
    reg  [15:0] peer$d;
    reg  [15:0] peer$q;
    reg  [7:0] ws_cl$d;
    reg  [7:0] ws_cl$q;
    reg  [31:0] rcv_nxt$d;
    reg  [31:0] rcv_nxt$q;
    reg  [15:0] m1$d;
    reg  [15:0] m1$q;
    reg  [15:0] m2$d;
    reg  [15:0] m2$q;
    reg  [15:0] mss$d;
    reg  [15:0] mss$q;
    reg  [31:0] x10$d;
    reg  [31:0] x10$q;
    reg  [31:0] mx$d;
    reg  [31:0] mx$q;
    reg  [2:0] o_action$d;
    reg  [2:0] o_action$q;
    reg  [2:0] o_cause$d;
    reg  [2:0] o_cause$q;
    reg  [31:0] o_cwnd$d;
    reg  [31:0] o_cwnd$q;

    // Local signals
    wire  [7:0] fl;
    wire  [31:0] d_iss;
    wire  [31:0] d_max;
    wire  [31:0] x2;
    wire  [31:0] mss32;

    // Registers
    initial begin
        st$q = 3'h0;
        w$q = 223'h0;
        n_dec$q = 32'h0;
        ack_ok$q = 1'h0;
        peer$q = 16'h0;
        ws_cl$q = 8'h0;
        rcv_nxt$q = 32'h0;
        m1$q = 16'h0;
        m2$q = 16'h0;
        mss$q = 16'h0;
        x10$q = 32'h0;
        mx$q = 32'h0;
        o_action$q = 3'h0;
        o_cause$q = 3'h0;
        o_cwnd$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_dec$q <= n_dec$d;
        ack_ok$q <= ack_ok$d;
        peer$q <= peer$d;
        ws_cl$q <= ws_cl$d;
        rcv_nxt$q <= rcv_nxt$d;
        m1$q <= m1$d;
        m2$q <= m2$d;
        mss$q <= mss$d;
        x10$q <= x10$d;
        mx$q <= mx$d;
        o_action$q <= o_action$d;
        o_cause$q <= o_cause$d;
        o_cwnd$q <= o_cwnd$d;
    end

    // Update code
    assign s_in_ready = (st$q == open_state$IDLE) & ~reset;
    assign m_dec_valid = st$q == open_state$OUT;
    assign cnt_opens = n_dec$q;
    assign fl = w$q[146:139];
    assign d_iss = w$q[42:11] - w$q[138:107];
    assign d_max = w$q[74:43] - w$q[138:107];
    assign mss32 = {16'h0, mss$q};
    assign x2 = mss32 << open_scale$TWICE;
    assign m_dec_conn = w$q[9:0];
    assign m_dec_action = o_action$q;
    assign m_dec_cause = o_cause$q;
    assign m_dec_params_on = (o_action$q == open_action$OPEN) | (o_action$q == open_action$ESTABLISHED) | (o_action$q == open_action$SIMULTANEOUS);
    assign m_dec_irs = w$q[106:75];
    assign m_dec_rcv_nxt = rcv_nxt$q;
    assign m_dec_ts_ok = w$q[190];
    assign m_dec_sack_ok = w$q[189] & cfg_sack;
    assign m_dec_snd_mss = mss$q;
    assign m_dec_cwnd = o_cwnd$q;
    assign m_dec_snd_wnd = {16'h0, w$q[162:147]};
    assign m_dec_snd_wl1 = w$q[106:75];
    assign m_dec_snd_wl2 = w$q[138:107];

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_dec$d = n_dec$q;
        ack_ok$d = ack_ok$q;
        peer$d = peer$q;
        ws_cl$d = ws_cl$q;
        rcv_nxt$d = rcv_nxt$q;
        m1$d = m1$q;
        m2$d = m2$q;
        mss$d = mss$q;
        x10$d = x10$q;
        mx$d = mx$q;
        o_action$d = o_action$q;
        o_cause$d = o_cause$q;
        o_cwnd$d = o_cwnd$q;
        if ((st$q == open_state$IDLE) & s_in_valid) begin
            w$d = 223'h0;
            w$d[9:0] = s_in_conn;
            w$d[10] = s_in_listen;
            w$d[42:11] = s_in_iss;
            w$d[74:43] = s_in_snd_max;
            w$d[106:75] = s_in_seq;
            w$d[138:107] = s_in_ack;
            w$d[146:139] = s_in_flags;
            w$d[162:147] = s_in_window;
            w$d[163] = s_in_mss_on;
            w$d[179:164] = s_in_mss;
            w$d[180] = s_in_ws_on;
            w$d[188:181] = s_in_ws;
            w$d[189] = s_in_sackp;
            w$d[190] = s_in_ts_on;
            w$d[222:191] = s_in_ts_val;
            st$d = open_state$CMP;
        end
        if (st$q == open_state$CMP) begin
            ack_ok$d = fl[4] & d_iss[31] & ~d_max[31];
            if (w$q[163]) begin
                peer$d = w$q[179:164];
            end
            else begin
                peer$d = open_bytes$DEFAULT_MSS;
            end
            if (w$q[188:181] > open_shift$MAX_WINDOW_SHIFT) begin
                ws_cl$d = open_shift$MAX_WINDOW_SHIFT;
            end
            else begin
                ws_cl$d = w$q[188:181];
            end
            rcv_nxt$d = w$q[106:75] + 32'h1;
            st$d = open_state$MSS;
        end
        if (st$q == open_state$MSS) begin
            if (peer$q < cfg_mss) begin
                m1$d = peer$q;
            end
            else begin
                m1$d = cfg_mss;
            end
            st$d = open_state$FLOOR;
        end
        if (st$q == open_state$FLOOR) begin
            if (m1$q < open_bytes$MIN_PEER_MSS) begin
                m2$d = open_bytes$MIN_PEER_MSS;
            end
            else begin
                m2$d = m1$q;
            end
            st$d = open_state$OPT;
        end
        if (st$q == open_state$OPT) begin
            if (w$q[190]) begin
                mss$d = m2$q - open_bytes$TS_OPTION_BYTES;
            end
            else begin
                mss$d = m2$q;
            end
            st$d = open_state$WIN;
        end
        if (st$q == open_state$WIN) begin
            x10$d = (mss32 << open_scale$EIGHT) + x2;
            if (x2 > {16'h0, open_bytes$INITIAL_WINDOW_BYTES}) begin
                mx$d = x2;
            end
            else begin
                mx$d = {16'h0, open_bytes$INITIAL_WINDOW_BYTES};
            end
            st$d = open_state$DECIDE;
        end
        if (st$q == open_state$DECIDE) begin
            if (x10$q < mx$q) begin
                o_cwnd$d = x10$q;
            end
            else begin
                o_cwnd$d = mx$q;
            end
            o_cause$d = open_cause$NONE;
            if (w$q[10]) begin
                if (fl[2]) begin
                    o_action$d = open_action$DROP;
                    o_cause$d = open_cause$LISTEN_RST;
                end
                else if (fl[4]) begin
                    o_action$d = open_action$RESET_FOR;
                    o_cause$d = open_cause$LISTEN_ACK;
                end
                else if (~fl[1]) begin
                    o_action$d = open_action$DROP;
                    o_cause$d = open_cause$LISTEN_NO_SYN;
                end
                else begin
                    o_action$d = open_action$OPEN;
                end
            end
            else if (fl[4] & ~ack_ok$q) begin
                o_action$d = open_action$RESET_FOR;
                o_cause$d = open_cause$BAD_ACK;
            end
            else if (fl[2]) begin
                if (ack_ok$q) begin
                    o_action$d = open_action$RESET;
                end
                else begin
                    o_action$d = open_action$DROP;
                    o_cause$d = open_cause$RST_NO_ACK;
                end
            end
            else if (~fl[1]) begin
                o_action$d = open_action$DROP;
                o_cause$d = open_cause$NO_SYN;
            end
            else if (ack_ok$q) begin
                o_action$d = open_action$ESTABLISHED;
            end
            else begin
                o_action$d = open_action$SIMULTANEOUS;
            end
            st$d = open_state$OUT;
        end
        if ((st$q == open_state$OUT) & m_dec_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = open_state$IDLE;
        end
        if (reset) begin
            st$d = open_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        m_dec_snd_shift = 4'h0;
        m_dec_rcv_shift = 4'h0;
        if (w$q[180]) begin
            m_dec_snd_shift = ws_cl$q[3:0];
            m_dec_rcv_shift = cfg_rcv_shift;
        end
    end

    always @(*) begin
        m_dec_ts_recent = 32'h0;
        if (w$q[190]) begin
            m_dec_ts_recent = w$q[222:191];
        end
    end

endmodule // toe_open
