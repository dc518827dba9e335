// Generated from model/src/toe/cmd.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_cmd. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_cmd(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_cmd,s_in_n,s_in_state,s_in_rcv_nxt,s_in_rcv_adv,s_in_rcv_unread,s_in_fin_queued,m_dec_valid,m_dec_ready,m_dec_conn,m_dec_action,m_dec_aborted,m_dec_rst,m_dec_state,m_dec_fin_queued,m_dec_rcv_unread,m_dec_ack_now,m_dec_wake,cfg_rcv_buf,cfg_mss,cnt_commands);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [1:0] s_in_cmd;
    input wire  [31:0] s_in_n;
    input wire  [3:0] s_in_state;
    input wire  [31:0] s_in_rcv_nxt;
    input wire  [31:0] s_in_rcv_adv;
    input wire  [31:0] s_in_rcv_unread;
    input wire  s_in_fin_queued;
    output wire  m_dec_valid;
    input wire  m_dec_ready;
    output wire  [9:0] m_dec_conn;
    output wire  [1:0] m_dec_action;
    output wire  m_dec_aborted;
    output wire  m_dec_rst;
    output wire  [3:0] m_dec_state;
    output wire  m_dec_fin_queued;
    output reg  [31:0] m_dec_rcv_unread;
    output wire  m_dec_ack_now;
    output wire  m_dec_wake;
    input wire  [31:0] cfg_rcv_buf;
    input wire  [15:0] cfg_mss;
    output wire  [31:0] cnt_commands;

    // Named constants (named_consts! in model/src)
    localparam [1:0] cmd_action$FREE = 2'h1;
    localparam [1:0] cmd_action$REFUSE = 2'h0;
    localparam [1:0] cmd_action$UPDATE = 2'h2;
    localparam [1:0] cmd_shift$HALF = 2'h1;
    localparam [3:0] cmd_state$AFTER = 4'h3;
    localparam [3:0] cmd_state$AFTER_SAT = 4'h4;
    localparam [3:0] cmd_state$DECIDE = 4'h7;
    localparam [3:0] cmd_state$IDLE = 4'h0;
    localparam [3:0] cmd_state$OPENS = 4'h5;
    localparam [3:0] cmd_state$OUT = 4'h8;
    localparam [3:0] cmd_state$OVER = 4'h6;
    localparam [3:0] cmd_state$SAT = 4'h2;
    localparam [3:0] cmd_state$SUB = 4'h1;
    localparam [1:0] host_cmd$ABORT = 2'h1;
    localparam [1:0] host_cmd$CLOSE = 2'h0;
    localparam [1:0] host_cmd$CONSUMED = 2'h2;
    localparam [3:0] tcp_state$CLOSE_WAIT = 4'h5;
    localparam [3:0] tcp_state$ESTABLISHED = 4'h2;
    localparam [3:0] tcp_state$FIN_WAIT_1 = 4'h3;
    localparam [3:0] tcp_state$FIN_WAIT_2 = 4'h4;
    localparam [3:0] tcp_state$LAST_ACK = 4'h7;
    localparam [3:0] tcp_state$SYN_RECEIVED = 4'h1;
    localparam [3:0] tcp_state$SYN_SENT = 4'h0;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [144:0] w$d;
    reg  [144:0] w$q;
    reg  [31:0] n_cmd$d;
    reg  [31:0] n_cmd$q;
    reg  before_gt$d;
    reg  before_gt$q;
    reg  [31:0] before_d$d;
    reg  [31:0] before_d$q;
    reg  unread_gt$d;
    reg  unread_gt$q;
    reg  [31:0] unread_d$d;
    reg  [31:0] unread_d$q;
    reg  [31:0] advertised$d;
    reg  [31:0] advertised$q;
    reg  half_lt$d;
    reg  half_lt$q;
    reg  [31:0] before$d;
    reg  [31:0] before$q;
    reg  [31:0] unread$d;
    reg  [31:0] unread$q;
    reg  [31:0] thr$d;
    reg  [31:0] thr$q;
    reg  after_gt$d;
    reg  after_gt$q;
    reg  [31:0] after_d$d;
    reg  [31:0] after_d$q;
    reg  [31:0] after$d;
    reg  [31:0] after$q;
    reg  opens$d;
    reg  opens$q;
    reg  over_gt$d;
    reg  over_gt$q;
    reg  [31:0] over_d$d;
    reg  [31:0] over_d$q;
    reg  [31:0] over$d;
    reg  [31:0] over$q;
    reg  [1:0] action$d;
    reg  [1:0] action$q;
    reg  aborted$d;
    reg  aborted$q;
    reg  rst$d;
    reg  rst$q;
    reg  [3:0] state$d;
    reg  [3:0] state$q;
    reg  fin_queued$d;
    reg  fin_queued$q;
    reg  ack_now$d;
    reg  ack_now$q;
    reg  wake$d;
    reg  wake$q;

    // Local signals
    wire  [31:0] mss32;
    wire  [31:0] half;
    wire  receives;
    wire  sends;

    // Registers
    initial begin
        st$q = 4'h0;
        w$q = 145'h0;
        n_cmd$q = 32'h0;
        before_gt$q = 1'h0;
        before_d$q = 32'h0;
        unread_gt$q = 1'h0;
        unread_d$q = 32'h0;
        advertised$q = 32'h0;
        half_lt$q = 1'h0;
        before$q = 32'h0;
        unread$q = 32'h0;
        thr$q = 32'h0;
        after_gt$q = 1'h0;
        after_d$q = 32'h0;
        after$q = 32'h0;
        opens$q = 1'h0;
        over_gt$q = 1'h0;
        over_d$q = 32'h0;
        over$q = 32'h0;
        action$q = 2'h0;
        aborted$q = 1'h0;
        rst$q = 1'h0;
        state$q = 4'h0;
        fin_queued$q = 1'h0;
        ack_now$q = 1'h0;
        wake$q = 1'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_cmd$q <= n_cmd$d;
        before_gt$q <= before_gt$d;
        before_d$q <= before_d$d;
        unread_gt$q <= unread_gt$d;
        unread_d$q <= unread_d$d;
        advertised$q <= advertised$d;
        half_lt$q <= half_lt$d;
        before$q <= before$d;
        unread$q <= unread$d;
        thr$q <= thr$d;
        after_gt$q <= after_gt$d;
        after_d$q <= after_d$d;
        after$q <= after$d;
        opens$q <= opens$d;
        over_gt$q <= over_gt$d;
        over_d$q <= over_d$d;
        over$q <= over$d;
        action$q <= action$d;
        aborted$q <= aborted$d;
        rst$q <= rst$d;
        state$q <= state$d;
        fin_queued$q <= fin_queued$d;
        ack_now$q <= ack_now$d;
        wake$q <= wake$d;
    end

    // Update code
    assign s_in_ready = (st$q == cmd_state$IDLE) & ~reset;
    assign m_dec_valid = st$q == cmd_state$OUT;
    assign cnt_commands = n_cmd$q;
    assign mss32 = {16'h0, cfg_mss};
    assign half = cfg_rcv_buf >> cmd_shift$HALF;
    assign receives = (w$q[47:44] == tcp_state$ESTABLISHED) | (w$q[47:44] == tcp_state$FIN_WAIT_1) | (w$q[47:44] == tcp_state$FIN_WAIT_2);
    assign sends = ((w$q[47:44] == tcp_state$ESTABLISHED) | (w$q[47:44] == tcp_state$CLOSE_WAIT)) & ~w$q[144];
    assign m_dec_conn = w$q[9:0];
    assign m_dec_action = action$q;
    assign m_dec_aborted = aborted$q;
    assign m_dec_rst = rst$q;
    assign m_dec_state = state$q;
    assign m_dec_fin_queued = fin_queued$q;
    assign m_dec_ack_now = ack_now$q;
    assign m_dec_wake = wake$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_cmd$d = n_cmd$q;
        before_gt$d = before_gt$q;
        before_d$d = before_d$q;
        unread_gt$d = unread_gt$q;
        unread_d$d = unread_d$q;
        advertised$d = advertised$q;
        half_lt$d = half_lt$q;
        before$d = before$q;
        unread$d = unread$q;
        thr$d = thr$q;
        after_gt$d = after_gt$q;
        after_d$d = after_d$q;
        after$d = after$q;
        opens$d = opens$q;
        over_gt$d = over_gt$q;
        over_d$d = over_d$q;
        over$d = over$q;
        action$d = action$q;
        aborted$d = aborted$q;
        rst$d = rst$q;
        state$d = state$q;
        fin_queued$d = fin_queued$q;
        ack_now$d = ack_now$q;
        wake$d = wake$q;
        if ((st$q == cmd_state$IDLE) & s_in_valid) begin
            w$d = 145'h0;
            w$d[9:0] = s_in_conn;
            w$d[11:10] = s_in_cmd;
            w$d[43:12] = s_in_n;
            w$d[47:44] = s_in_state;
            w$d[79:48] = s_in_rcv_nxt;
            w$d[111:80] = s_in_rcv_adv;
            w$d[143:112] = s_in_rcv_unread;
            w$d[144] = s_in_fin_queued;
            st$d = cmd_state$SUB;
        end
        if (st$q == cmd_state$SUB) begin
            before_gt$d = cfg_rcv_buf > w$q[143:112];
            before_d$d = cfg_rcv_buf - w$q[143:112];
            unread_gt$d = w$q[143:112] > w$q[43:12];
            unread_d$d = w$q[143:112] - w$q[43:12];
            advertised$d = w$q[111:80] - w$q[79:48];
            half_lt$d = half < mss32;
            st$d = cmd_state$SAT;
        end
        if (st$q == cmd_state$SAT) begin
            before$d = 32'h0;
            if (before_gt$q) begin
                before$d = before_d$q;
            end
            unread$d = 32'h0;
            if (unread_gt$q) begin
                unread$d = unread_d$q;
            end
            if (half_lt$q) begin
                thr$d = half;
            end
            else begin
                thr$d = mss32;
            end
            st$d = cmd_state$AFTER;
        end
        if (st$q == cmd_state$AFTER) begin
            after_gt$d = cfg_rcv_buf > unread$q;
            after_d$d = cfg_rcv_buf - unread$q;
            st$d = cmd_state$AFTER_SAT;
        end
        if (st$q == cmd_state$AFTER_SAT) begin
            after$d = 32'h0;
            if (after_gt$q) begin
                after$d = after_d$q;
            end
            st$d = cmd_state$OPENS;
        end
        if (st$q == cmd_state$OPENS) begin
            opens$d = after$q > before$q;
            over_gt$d = after$q > advertised$q;
            over_d$d = after$q - advertised$q;
            st$d = cmd_state$OVER;
        end
        if (st$q == cmd_state$OVER) begin
            over$d = 32'h0;
            if (over_gt$q) begin
                over$d = over_d$q;
            end
            st$d = cmd_state$DECIDE;
        end
        if (st$q == cmd_state$DECIDE) begin
            action$d = cmd_action$UPDATE;
            aborted$d = 1'b0;
            rst$d = 1'b0;
            state$d = w$q[47:44];
            fin_queued$d = 1'b0;
            ack_now$d = 1'b0;
            wake$d = 1'b0;
            if (w$q[11:10] == host_cmd$CLOSE) begin
                if (w$q[47:44] == tcp_state$SYN_SENT) begin
                    action$d = cmd_action$FREE;
                end
                else if (w$q[47:44] == tcp_state$SYN_RECEIVED) begin
                    fin_queued$d = 1'b1;
                end
                else if (w$q[47:44] == tcp_state$ESTABLISHED) begin
                    fin_queued$d = 1'b1;
                    wake$d = 1'b1;
                    state$d = tcp_state$FIN_WAIT_1;
                end
                else if (w$q[47:44] == tcp_state$CLOSE_WAIT) begin
                    fin_queued$d = 1'b1;
                    wake$d = 1'b1;
                    state$d = tcp_state$LAST_ACK;
                end
                else begin
                    action$d = cmd_action$REFUSE;
                end
            end
            else if (w$q[11:10] == host_cmd$ABORT) begin
                action$d = cmd_action$FREE;
                aborted$d = 1'b1;
                rst$d = w$q[47:44] != tcp_state$SYN_SENT;
            end
            else if (w$q[11:10] == host_cmd$CONSUMED) begin
                ack_now$d = opens$q & (over$q >= thr$q) & receives;
                wake$d = opens$q & (over$q >= thr$q) & receives;
            end
            else if (sends) begin
                wake$d = 1'b1;
            end
            else begin
                action$d = cmd_action$REFUSE;
            end
            st$d = cmd_state$OUT;
        end
        if ((st$q == cmd_state$OUT) & m_dec_ready) begin
            n_cmd$d = n_cmd$q + 32'h1;
            st$d = cmd_state$IDLE;
        end
        if (reset) begin
            st$d = cmd_state$IDLE;
            n_cmd$d = 32'h0;
        end
    end

    always @(*) begin
        m_dec_rcv_unread = w$q[143:112];
        if (w$q[11:10] == host_cmd$CONSUMED) begin
            m_dec_rcv_unread = unread$q;
        end
    end

endmodule // toe_cmd
