// Generated from model/src/toe/send_cut.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_send_cut. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_send_cut(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_synchronized,s_in_snd_una,s_in_snd_nxt,s_in_snd_max,s_in_data_end,s_in_snd_wnd,s_in_fin_sent,s_in_ack_now,s_in_persist_on,s_in_kind,s_in_start,s_in_limit,s_in_cut_ok,s_in_retransmit,s_in_advance,s_in_found,s_in_found_off,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_seq,m_dec_len,m_dec_resent,m_dec_retransmit,m_dec_snd_nxt,m_dec_snd_max,m_dec_fin_sent,m_dec_persist_start,cnt_decisions);

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
    input wire  s_in_fin_sent;
    input wire  s_in_ack_now;
    input wire  s_in_persist_on;
    input wire  [1:0] s_in_kind;
    input wire  [31:0] s_in_start;
    input wire  [15:0] s_in_limit;
    input wire  s_in_cut_ok;
    input wire  s_in_retransmit;
    input wire  s_in_advance;
    input wire  s_in_found;
    input wire  [15:0] s_in_found_off;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  [1:0] m_dec_action;
    output wire  [31:0] m_dec_seq;
    output wire  [15:0] m_dec_len;
    output wire  [15:0] m_dec_resent;
    output wire  m_dec_retransmit;
    output wire  [31:0] m_dec_snd_nxt;
    output wire  [31:0] m_dec_snd_max;
    output wire  m_dec_fin_sent;
    output wire  m_dec_persist_start;
    output wire  [31:0] cnt_decisions;

    // Named constants (named_consts! in model/src)
    localparam [2:0] cut_state$CMP = 3'h1;
    localparam [2:0] cut_state$DECIDE = 3'h6;
    localparam [2:0] cut_state$END = 3'h4;
    localparam [2:0] cut_state$IDLE = 3'h0;
    localparam [2:0] cut_state$LEN = 3'h2;
    localparam [2:0] cut_state$OUT = 3'h7;
    localparam [2:0] cut_state$PAST = 3'h5;
    localparam [2:0] cut_state$SPAN = 3'h3;
    localparam [1:0] plan_kind$FIN = 2'h2;
    localparam [1:0] plan_kind$RECORDS = 2'h1;
    localparam [1:0] send_action$ACK = 2'h3;
    localparam [1:0] send_action$DATA = 2'h1;
    localparam [1:0] send_action$FIN = 2'h2;
    localparam [1:0] send_action$NOTHING = 2'h0;

    // Stub signals
    reg  [2:0] st$d;
    reg  [2:0] st$q;
    reg  [243:0] w$d;
    reg  [243:0] w$q;
    reg  [31:0] n_dec$d;
    reg  [31:0] n_dec$q;
    reg  found_lt$d;
    reg  found_lt$q;
    reg  flight_zero$d;
    reg  flight_zero$q;
    reg  max_lt_end$d;
    reg  max_lt_end$q;
    reg  [15:0] len$d;
    reg  [15:0] len$q;
    reg  [31:0] span$d;
    reg  [31:0] span$q;
    reg  sends$d;
    reg  sends$q;
    reg  [31:0] end$d;
    reg  [31:0] end$q;
    reg  max_lt_seg$d;
    reg  max_lt_seg$q;
    reg  start_lt_max$d;
    reg  start_lt_max$q;
    reg  [31:0] below_max$d;
    reg  [31:0] below_max$q;
    reg  [1:0] action$d;
    reg  [1:0] action$q;
    reg  [31:0] snd_nxt$d;
    reg  [31:0] snd_nxt$q;
    reg  [31:0] snd_max$d;
    reg  [31:0] snd_max$q;
    reg  [15:0] resent$d;
    reg  [15:0] resent$q;
    reg  retransmit$d;
    reg  retransmit$q;
    reg  fin_sent$d;
    reg  fin_sent$q;
    reg  persist_start$d;
    reg  persist_start$q;
    reg  [31:0] seq$d;
    reg  [31:0] seq$q;
    reg  [15:0] len_out$d;
    reg  [15:0] len_out$q;

    // Local signals
    wire  [31:0] d_max_end;
    wire  [31:0] d_max_seg;
    wire  [31:0] d_start_max;
    wire  is_records;
    wire  is_fin;

    // Registers
    initial begin
        st$q = 3'h0;
        w$q = 244'h0;
        n_dec$q = 32'h0;
        found_lt$q = 1'h0;
        flight_zero$q = 1'h0;
        max_lt_end$q = 1'h0;
        len$q = 16'h0;
        span$q = 32'h0;
        sends$q = 1'h0;
        end$q = 32'h0;
        max_lt_seg$q = 1'h0;
        start_lt_max$q = 1'h0;
        below_max$q = 32'h0;
        action$q = 2'h0;
        snd_nxt$q = 32'h0;
        snd_max$q = 32'h0;
        resent$q = 16'h0;
        retransmit$q = 1'h0;
        fin_sent$q = 1'h0;
        persist_start$q = 1'h0;
        seq$q = 32'h0;
        len_out$q = 16'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_dec$q <= n_dec$d;
        found_lt$q <= found_lt$d;
        flight_zero$q <= flight_zero$d;
        max_lt_end$q <= max_lt_end$d;
        len$q <= len$d;
        span$q <= span$d;
        sends$q <= sends$d;
        end$q <= end$d;
        max_lt_seg$q <= max_lt_seg$d;
        start_lt_max$q <= start_lt_max$d;
        below_max$q <= below_max$d;
        action$q <= action$d;
        snd_nxt$q <= snd_nxt$d;
        snd_max$q <= snd_max$d;
        resent$q <= resent$d;
        retransmit$q <= retransmit$d;
        fin_sent$q <= fin_sent$d;
        persist_start$q <= persist_start$d;
        seq$q <= seq$d;
        len_out$q <= len_out$d;
    end

    // Update code
    assign s_in_ready = (st$q == cut_state$IDLE) & ~reset;
    assign m_dec_valid = st$q == cut_state$OUT;
    assign cnt_decisions = n_dec$q;
    assign is_records = w$q[175:174] == plan_kind$RECORDS;
    assign is_fin = w$q[175:174] == plan_kind$FIN;
    assign d_max_end = w$q[106:75] - w$q[138:107];
    assign d_max_seg = w$q[106:75] - end$q;
    assign d_start_max = w$q[207:176] - w$q[106:75];
    assign m_dec_conn = w$q[9:0];
    assign m_dec_action = action$q;
    assign m_dec_seq = seq$q;
    assign m_dec_len = len_out$q;
    assign m_dec_resent = resent$q;
    assign m_dec_retransmit = retransmit$q;
    assign m_dec_snd_nxt = snd_nxt$q;
    assign m_dec_snd_max = snd_max$q;
    assign m_dec_fin_sent = fin_sent$q;
    assign m_dec_persist_start = persist_start$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_dec$d = n_dec$q;
        found_lt$d = found_lt$q;
        flight_zero$d = flight_zero$q;
        max_lt_end$d = max_lt_end$q;
        len$d = len$q;
        span$d = span$q;
        sends$d = sends$q;
        end$d = end$q;
        max_lt_seg$d = max_lt_seg$q;
        start_lt_max$d = start_lt_max$q;
        below_max$d = below_max$q;
        action$d = action$q;
        snd_nxt$d = snd_nxt$q;
        snd_max$d = snd_max$q;
        resent$d = resent$q;
        retransmit$d = retransmit$q;
        fin_sent$d = fin_sent$q;
        persist_start$d = persist_start$q;
        seq$d = seq$q;
        len_out$d = len_out$q;
        if ((st$q == cut_state$IDLE) & s_in_valid) begin
            w$d = 244'h0;
            w$d[9:0] = s_in_conn;
            w$d[10] = s_in_synchronized;
            w$d[42:11] = s_in_snd_una;
            w$d[74:43] = s_in_snd_nxt;
            w$d[106:75] = s_in_snd_max;
            w$d[138:107] = s_in_data_end;
            w$d[170:139] = s_in_snd_wnd;
            w$d[171] = s_in_fin_sent;
            w$d[172] = s_in_ack_now;
            w$d[173] = s_in_persist_on;
            w$d[175:174] = s_in_kind;
            w$d[207:176] = s_in_start;
            w$d[223:208] = s_in_limit;
            w$d[224] = s_in_cut_ok;
            w$d[225] = s_in_retransmit;
            w$d[226] = s_in_advance;
            w$d[227] = s_in_found;
            w$d[243:228] = s_in_found_off;
            st$d = cut_state$CMP;
        end
        if (st$q == cut_state$CMP) begin
            found_lt$d = w$q[243:228] < w$q[223:208];
            flight_zero$d = w$q[106:75] == w$q[42:11];
            max_lt_end$d = d_max_end[31];
            st$d = cut_state$LEN;
        end
        if (st$q == cut_state$LEN) begin
            len$d = 16'h0;
            if (is_records) begin
                if (w$q[227]) begin
                    if (found_lt$q) begin
                        len$d = w$q[243:228];
                    end
                    else begin
                        len$d = w$q[223:208];
                    end
                end
                else if (w$q[224]) begin
                    len$d = w$q[223:208];
                end
            end
            st$d = cut_state$SPAN;
        end
        if (st$q == cut_state$SPAN) begin
            span$d = 32'h0;
            if (is_records) begin
                span$d = {16'h0, len$q};
            end
            else if (is_fin) begin
                span$d = 32'h1;
            end
            sends$d = (is_records & |len$q) | is_fin;
            st$d = cut_state$END;
        end
        if (st$q == cut_state$END) begin
            end$d = w$q[207:176] + span$q;
            below_max$d = w$q[106:75] - w$q[207:176];
            st$d = cut_state$PAST;
        end
        if (st$q == cut_state$PAST) begin
            max_lt_seg$d = d_max_seg[31];
            start_lt_max$d = d_start_max[31];
            st$d = cut_state$DECIDE;
        end
        if (st$q == cut_state$DECIDE) begin
            action$d = send_action$NOTHING;
            seq$d = 32'h0;
            len_out$d = 16'h0;
            resent$d = 16'h0;
            retransmit$d = 1'b0;
            snd_nxt$d = w$q[74:43];
            snd_max$d = w$q[106:75];
            fin_sent$d = w$q[171];
            persist_start$d = 1'b0;
            if (sends$q) begin
                if (is_fin) begin
                    action$d = send_action$FIN;
                    fin_sent$d = 1'b1;
                end
                else begin
                    action$d = send_action$DATA;
                end
                seq$d = w$q[207:176];
                len_out$d = len$q;
                retransmit$d = w$q[225];
                if (w$q[225] & is_records) begin
                    if (start_lt_max$q & max_lt_seg$q) begin
                        resent$d = below_max$q[15:0];
                    end
                    else begin
                        resent$d = len$q;
                    end
                end
                if (w$q[226]) begin
                    snd_nxt$d = end$q;
                end
                if (max_lt_seg$q) begin
                    snd_max$d = end$q;
                end
            end
            else if (w$q[10]) begin
                persist_start$d = max_lt_end$q & flight_zero$q & ~|w$q[170:139] & ~w$q[173];
                if (w$q[172]) begin
                    action$d = send_action$ACK;
                end
            end
            st$d = cut_state$OUT;
        end
        if ((st$q == cut_state$OUT) & m_dec_ready) begin
            n_dec$d = n_dec$q + 32'h1;
            st$d = cut_state$IDLE;
        end
        if (reset) begin
            st$d = cut_state$IDLE;
            n_dec$d = 32'h0;
        end
    end

endmodule // toe_send_cut
