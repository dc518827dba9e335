// Generated from model/src/toe/rx_seq.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_rx_seq. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_rx_seq(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_state,s_in_irs,s_in_rcv_nxt,s_in_rcv_adv,s_in_ts_ok,s_in_ts_recent,s_in_last_ack_sent,s_in_snd_mss,s_in_passive,s_in_unacked,s_in_seq,s_in_flags,s_in_len,s_in_ts_on,s_in_ts_val,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_cause,m_dec_ack_now,m_dec_signal,m_dec_ts_upd,m_dec_ts_recent,m_dec_text,m_dec_skip,m_dec_take,m_dec_trimmed,m_dec_dack_start,m_dec_unacked,m_dec_fin,m_dec_fin_late,m_dec_rcv_nxt,cnt_decided);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [3:0] s_in_state;
    input wire  [31:0] s_in_irs;
    input wire  [31:0] s_in_rcv_nxt;
    input wire  [31:0] s_in_rcv_adv;
    input wire  s_in_ts_ok;
    input wire  [31:0] s_in_ts_recent;
    input wire  [31:0] s_in_last_ack_sent;
    input wire  [15:0] s_in_snd_mss;
    input wire  s_in_passive;
    input wire  [1:0] s_in_unacked;
    input wire  [31:0] s_in_seq;
    input wire  [7:0] s_in_flags;
    input wire  [15:0] s_in_len;
    input wire  s_in_ts_on;
    input wire  [31:0] s_in_ts_val;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  [2:0] m_dec_action;
    output wire  [2:0] m_dec_cause;
    output wire  m_dec_ack_now;
    output wire  [1:0] m_dec_signal;
    output wire  m_dec_ts_upd;
    output wire  [31:0] m_dec_ts_recent;
    output wire  [1:0] m_dec_text;
    output wire  [15:0] m_dec_skip;
    output wire  [15:0] m_dec_take;
    output wire  m_dec_trimmed;
    output wire  m_dec_dack_start;
    output wire  [1:0] m_dec_unacked;
    output wire  m_dec_fin;
    output wire  m_dec_fin_late;
    output wire  [31:0] m_dec_rcv_nxt;
    output wire  [31:0] cnt_decided;

    // Named constants (named_consts! in model/src)
    localparam [2:0] rx_action$CHALLENGE = 3'h2;
    localparam [2:0] rx_action$DROP = 3'h1;
    localparam [2:0] rx_action$PROCEED = 3'h4;
    localparam [2:0] rx_action$RESET = 3'h3;
    localparam [2:0] rx_action$SYN_REXMT = 3'h0;
    localparam [2:0] rx_cause$NONE = 3'h0;
    localparam [2:0] rx_cause$NO_ACK = 3'h5;
    localparam [2:0] rx_cause$OUT_OF_WINDOW = 3'h2;
    localparam [2:0] rx_cause$PAWS = 3'h1;
    localparam [2:0] rx_cause$RST_OUT_OF_WINDOW = 3'h3;
    localparam [2:0] rx_cause$SYN_IN_WINDOW = 3'h4;
    localparam [1:0] rx_signal$CLOSED = 2'h2;
    localparam [1:0] rx_signal$QUIET = 2'h0;
    localparam [1:0] rx_signal$RESET = 2'h1;
    localparam [1:0] rx_text$DELIVER = 2'h3;
    localparam [1:0] rx_text$DUPLICATE = 2'h2;
    localparam [1:0] rx_text$NONE = 2'h0;
    localparam [1:0] rx_text$OUT_OF_ORDER = 2'h1;
    localparam [3:0] tcp_state$CLOSING = 4'h6;
    localparam [3:0] tcp_state$ESTABLISHED = 4'h2;
    localparam [3:0] tcp_state$FIN_WAIT_1 = 4'h3;
    localparam [3:0] tcp_state$FIN_WAIT_2 = 4'h4;
    localparam [3:0] tcp_state$LAST_ACK = 4'h7;
    localparam [3:0] tcp_state$SYN_RECEIVED = 4'h1;
    localparam [3:0] tcp_state$TIME_WAIT = 4'h8;

    // Stub signals
    reg  v0$d;
    reg  v0$q;
    reg  v1$d;
    reg  v1$q;
    reg  v2$d;
    reg  v2$q;
    reg  v3$d;
    reg  v3$q;
    reg  [282:0] w0$d;
    reg  [282:0] w0$q;
    reg  [321:0] w1$d;
    reg  [321:0] w1$q;
    reg  [247:0] w2$d;
    reg  [247:0] w2$q;
    reg  [123:0] dec$d;
    reg  [123:0] dec$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;

    // Local signals
    wire  en;
    wire  [7:0] fl;
    wire  [31:0] d_nxt;
    wire  [31:0] d_adv;
    wire  [31:0] d_ts;
    wire  [31:0] d_las;
    wire  [31:0] skip;
    wire  [31:0] room;
    wire  [31:0] skip1;
    wire  [31:0] room1;
    wire  [31:0] e_nxt;
    wire  [31:0] e_adv;
    wire  takes_text;
    wire  acceptable;
    wire  text_on;
    wire  deliver;
    wire  trimmed;
    wire  ack_text;
    wire  fin_taken;
    reg  [1:0] text_code;
    reg  [1:0] unacked_new;
    reg  [31:0] rcv_nxt_new;
    reg  [1:0] signal;

    // Registers
    initial begin
        v0$q = 1'h0;
        v1$q = 1'h0;
        v2$q = 1'h0;
        v3$q = 1'h0;
        w0$q = 283'h0;
        w1$q = 322'h0;
        w2$q = 248'h0;
        dec$q = 124'h0;
        n_dec$q = 32'h0;
    end

    always @(posedge clock) begin
        v0$q <= v0$d;
        v1$q <= v1$d;
        v2$q <= v2$d;
        v3$q <= v3$d;
        w0$q <= w0$d;
        w1$q <= w1$d;
        w2$q <= w2$d;
        dec$q <= dec$d;
        n_dec$q <= n_dec$d;
    end

    // Update code
    assign en = ~v3$q | m_dec_ready;
    assign s_in_ready = en & ~reset;
    assign m_dec_valid = v3$q;
    assign cnt_decided = n_dec$q;
    assign fl = w0$q[233:226];
    assign d_nxt = w0$q[225:194] - w0$q[77:46];
    assign d_adv = w0$q[225:194] - w0$q[109:78];
    assign d_ts = w0$q[282:251] - w0$q[142:111];
    assign d_las = w0$q[174:143] - w0$q[225:194];
    assign skip = w0$q[77:46] - w0$q[225:194];
    assign room = w0$q[109:78] - w0$q[77:46];
    assign skip1 = w1$q[136:105];
    assign room1 = w1$q[168:137];
    assign e_nxt = w1$q[72:41] + {15'h0, w1$q[40:24]};
    assign e_adv = w1$q[104:73] + {15'h0, w1$q[40:24]};
    assign takes_text = (w2$q[13:10] == tcp_state$SYN_RECEIVED) | (w2$q[13:10] == tcp_state$ESTABLISHED) | (w2$q[13:10] == tcp_state$FIN_WAIT_1) | (w2$q[13:10] == tcp_state$FIN_WAIT_2);
    assign acceptable = (w2$q[23] & w2$q[21] & w2$q[19]) | (w2$q[23] & ~w2$q[21] & ~w2$q[18] & w2$q[20]) | (~w2$q[23] & ~w2$q[21] & ((~w2$q[18] & w2$q[20]) | (~w2$q[24] & w2$q[25])));
    assign text_on = w2$q[180] & takes_text;
    assign deliver = text_on & ~w2$q[26] & w2$q[27];
    assign trimmed = deliver & ~w2$q[45] & (w2$q[61:46] < w2$q[44:29]);
    assign ack_text = (text_on & ~deliver) | (deliver & (trimmed | |w2$q[247:246] | w2$q[179]));
    assign fin_taken = w2$q[16] & ~(text_on & w2$q[26]) & ~trimmed & (deliver | w2$q[28]);
    assign m_dec_conn = dec$q[9:0];
    assign m_dec_action = dec$q[12:10];
    assign m_dec_cause = dec$q[15:13];
    assign m_dec_ack_now = dec$q[16];
    assign m_dec_signal = dec$q[18:17];
    assign m_dec_ts_upd = dec$q[19];
    assign m_dec_ts_recent = dec$q[51:20];
    assign m_dec_text = dec$q[53:52];
    assign m_dec_skip = dec$q[69:54];
    assign m_dec_take = dec$q[85:70];
    assign m_dec_trimmed = dec$q[86];
    assign m_dec_dack_start = dec$q[87];
    assign m_dec_unacked = dec$q[89:88];
    assign m_dec_fin = dec$q[90];
    assign m_dec_fin_late = dec$q[91];
    assign m_dec_rcv_nxt = dec$q[123:92];

    always @(*) begin
        v0$d = v0$q;
        v1$d = v1$q;
        v2$d = v2$q;
        v3$d = v3$q;
        w0$d = w0$q;
        w1$d = w1$q;
        w2$d = w2$q;
        dec$d = dec$q;
        n_dec$d = n_dec$q;
        if (v3$q & m_dec_ready) begin
            n_dec$d = n_dec$q + 32'h1;
        end
        if (en) begin
            v0$d = s_in_valid & ~reset;
            w0$d = 283'h0;
            w0$d[9:0] = s_in_conn;
            w0$d[13:10] = s_in_state;
            w0$d[45:14] = s_in_irs;
            w0$d[77:46] = s_in_rcv_nxt;
            w0$d[109:78] = s_in_rcv_adv;
            w0$d[110] = s_in_ts_ok;
            w0$d[142:111] = s_in_ts_recent;
            w0$d[174:143] = s_in_last_ack_sent;
            w0$d[190:175] = s_in_snd_mss;
            w0$d[191] = s_in_passive;
            w0$d[193:192] = s_in_unacked;
            w0$d[225:194] = s_in_seq;
            w0$d[233:226] = s_in_flags;
            w0$d[249:234] = s_in_len;
            w0$d[250] = s_in_ts_on;
            w0$d[282:251] = s_in_ts_val;
        end
        if (en) begin
            v1$d = v0$q;
            w1$d = 322'h0;
            w1$d[9:0] = w0$q[9:0];
            w1$d[13:10] = w0$q[13:10];
            w1$d[14] = fl[1];
            w1$d[15] = fl[2];
            w1$d[16] = fl[0];
            w1$d[17] = fl[4];
            w1$d[18] = d_nxt[31];
            w1$d[19] = w0$q[225:194] == w0$q[77:46];
            w1$d[20] = d_adv[31];
            w1$d[21] = w0$q[109:78] == w0$q[77:46];
            w1$d[22] = w0$q[225:194] == w0$q[45:14];
            w1$d[23] = ~|w0$q[249:234] & ~fl[1] & ~fl[0];
            w1$d[40:24] = {1'h0, w0$q[249:234]} + {16'h0, fl[1]} + {16'h0, fl[0]} - 17'h1;
            w1$d[72:41] = d_nxt;
            w1$d[104:73] = d_adv;
            w1$d[136:105] = skip;
            w1$d[168:137] = room;
            w1$d[169] = w0$q[110] & ~fl[2] & w0$q[250] & d_ts[31];
            w1$d[170] = ~d_ts[31];
            w1$d[171] = ~d_las[31];
            w1$d[172] = w0$q[110];
            w1$d[173] = w0$q[250];
            w1$d[205:174] = w0$q[282:251];
            w1$d[206] = w0$q[249:234] < w0$q[190:175];
            w1$d[222:207] = w0$q[249:234];
            w1$d[254:223] = w0$q[225:194] + {16'h0, w0$q[249:234]};
            w1$d[286:255] = w0$q[77:46];
            w1$d[318:287] = w0$q[109:78];
            w1$d[319] = w0$q[191];
            w1$d[321:320] = w0$q[193:192];
        end
        if (en) begin
            v2$d = v1$q;
            w2$d = 248'h0;
            w2$d[9:0] = w1$q[9:0];
            w2$d[13:10] = w1$q[13:10];
            w2$d[14] = w1$q[14];
            w2$d[15] = w1$q[15];
            w2$d[16] = w1$q[16];
            w2$d[17] = w1$q[17];
            w2$d[18] = w1$q[18];
            w2$d[19] = w1$q[19];
            w2$d[20] = w1$q[20];
            w2$d[21] = w1$q[21];
            w2$d[22] = w1$q[22];
            w2$d[23] = w1$q[23];
            w2$d[24] = e_nxt[31];
            w2$d[25] = e_adv[31];
            w2$d[26] = skip1[31];
            w2$d[27] = ~|skip1[30:16] & ~skip1[31] & (skip1[15:0] < w1$q[222:207]);
            w2$d[28] = w1$q[136:105] == {16'h0, w1$q[222:207]};
            w2$d[44:29] = w1$q[222:207] - skip1[15:0];
            w2$d[45] = |room1[30:16] | room1[31];
            w2$d[61:46] = room1[15:0];
            w2$d[77:62] = skip1[15:0];
            w2$d[109:78] = w1$q[254:223];
            w2$d[141:110] = w1$q[254:223] + 32'h1;
            w2$d[142] = w1$q[169];
            w2$d[143] = w1$q[170];
            w2$d[144] = w1$q[171];
            w2$d[145] = w1$q[172];
            w2$d[146] = w1$q[173];
            w2$d[178:147] = w1$q[205:174];
            w2$d[179] = w1$q[206];
            w2$d[180] = |w1$q[222:207];
            w2$d[212:181] = w1$q[286:255];
            w2$d[244:213] = w1$q[318:287];
            w2$d[245] = w1$q[319];
            w2$d[247:246] = w1$q[321:320];
        end
        if (en) begin
            v3$d = v2$q;
            dec$d = 124'h0;
            dec$d[9:0] = w2$q[9:0];
            dec$d[18:17] = signal;
            dec$d[51:20] = w2$q[178:147];
            dec$d[69:54] = w2$q[77:62];
            dec$d[89:88] = w2$q[247:246];
            dec$d[123:92] = w2$q[212:181];
            dec$d[12:10] = rx_action$DROP;
            dec$d[15:13] = rx_cause$NONE;
            if ((w2$q[13:10] == tcp_state$SYN_RECEIVED) & w2$q[14] & ~w2$q[17] & w2$q[22]) begin
                dec$d[12:10] = rx_action$SYN_REXMT;
            end
            else if (w2$q[142]) begin
                dec$d[15:13] = rx_cause$PAWS;
                dec$d[16] = 1'b1;
            end
            else if (~acceptable & w2$q[15]) begin
                dec$d[15:13] = rx_cause$RST_OUT_OF_WINDOW;
            end
            else if (~acceptable) begin
                dec$d[15:13] = rx_cause$OUT_OF_WINDOW;
                dec$d[16] = 1'b1;
            end
            else if (w2$q[15] & ~w2$q[19]) begin
                dec$d[12:10] = rx_action$CHALLENGE;
                dec$d[16] = 1'b1;
            end
            else if (w2$q[15]) begin
                dec$d[12:10] = rx_action$RESET;
            end
            else if (w2$q[14]) begin
                dec$d[12:10] = rx_action$CHALLENGE;
                dec$d[15:13] = rx_cause$SYN_IN_WINDOW;
                dec$d[16] = 1'b1;
            end
            else if (~w2$q[17]) begin
                dec$d[15:13] = rx_cause$NO_ACK;
            end
            else begin
                dec$d[12:10] = rx_action$PROCEED;
                dec$d[16] = ack_text | fin_taken;
                dec$d[19] = w2$q[145] & w2$q[146] & w2$q[144] & w2$q[143];
                dec$d[53:52] = text_code;
                dec$d[86] = trimmed;
                dec$d[87] = deliver & ~(|w2$q[247:246] | w2$q[179]);
                dec$d[89:88] = unacked_new;
                dec$d[90] = fin_taken;
                dec$d[91] = w2$q[16] & ~fin_taken;
                dec$d[123:92] = rcv_nxt_new;
            end
            if (trimmed) begin
                dec$d[85:70] = w2$q[61:46];
            end
            else begin
                dec$d[85:70] = w2$q[44:29];
            end
        end
        if (reset) begin
            v0$d = 1'b0;
            v1$d = 1'b0;
            v2$d = 1'b0;
            v3$d = 1'b0;
            n_dec$d = 32'h0;
        end
    end

    always @(*) begin
        text_code = rx_text$NONE;
        if (text_on) begin
            if (w2$q[26]) begin
                text_code = rx_text$OUT_OF_ORDER;
            end
            else if (w2$q[27]) begin
                text_code = rx_text$DELIVER;
            end
            else begin
                text_code = rx_text$DUPLICATE;
            end
        end
    end

    always @(*) begin
        unacked_new = w2$q[247:246];
        if (deliver) begin
            if (|w2$q[247:246]) begin
                unacked_new = 2'h2;
            end
            else begin
                unacked_new = 2'h1;
            end
        end
    end

    always @(*) begin
        rcv_nxt_new = w2$q[212:181];
        if (fin_taken) begin
            rcv_nxt_new = w2$q[141:110];
        end
        else if (trimmed) begin
            rcv_nxt_new = w2$q[244:213];
        end
        else if (deliver) begin
            rcv_nxt_new = w2$q[109:78];
        end
    end

    always @(*) begin
        signal = rx_signal$RESET;
        if ((w2$q[13:10] == tcp_state$CLOSING) | (w2$q[13:10] == tcp_state$LAST_ACK) | (w2$q[13:10] == tcp_state$TIME_WAIT)) begin
            signal = rx_signal$CLOSED;
        end
        else if ((w2$q[13:10] == tcp_state$SYN_RECEIVED) & w2$q[245]) begin
            signal = rx_signal$QUIET;
        end
    end

endmodule // toe_rx_seq
