// Generated from model/src/toe/tx_hdr.rs by `make rtl` (model/src/bin/emit_rtl.rs): do not edit.
// Top module: toe_tx_hdr. Regenerate with `make rtl`; `make check-rtl` fails when stale.



module toe_tx_hdr(clock,reset,s_in_valid,s_in_ready,s_in_conn,s_in_rcv_nxt,s_in_rcv_adv,s_in_rcv_unread,s_in_rcv_shift,s_in_snd_una,s_in_snd_wnd,s_in_snd_max,m_hdr_valid,m_hdr_ready,m_hdr_conn,m_hdr_window,m_hdr_rcv_adv,m_hdr_ack_seq,cfg_rcv_buf,cnt_headers);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  s_in_valid;
    output wire  s_in_ready;
    input wire  [9:0] s_in_conn;
    input wire  [31:0] s_in_rcv_nxt;
    input wire  [31:0] s_in_rcv_adv;
    input wire  [31:0] s_in_rcv_unread;
    input wire  [3:0] s_in_rcv_shift;
    input wire  [31:0] s_in_snd_una;
    input wire  [31:0] s_in_snd_wnd;
    input wire  [31:0] s_in_snd_max;
    output wire  m_hdr_valid;
    input wire  m_hdr_ready;
    output wire  [9:0] m_hdr_conn;
    output wire  [15:0] m_hdr_window;
    output wire  [31:0] m_hdr_rcv_adv;
    output wire  [31:0] m_hdr_ack_seq;
    input wire  [31:0] cfg_rcv_buf;
    output wire  [31:0] cnt_headers;

    // Named constants (named_consts! in model/src)
    localparam [3:0] hdr_state$ADV = 4'h7;
    localparam [3:0] hdr_state$AVAIL = 4'h1;
    localparam [3:0] hdr_state$EDGE = 4'h2;
    localparam [3:0] hdr_state$FIELD = 4'h6;
    localparam [3:0] hdr_state$IDLE = 4'h0;
    localparam [3:0] hdr_state$KEEP = 4'h3;
    localparam [3:0] hdr_state$OUT = 4'h8;
    localparam [3:0] hdr_state$ROUND = 4'h5;
    localparam [3:0] hdr_state$SPAN = 4'h4;
    localparam [15:0] hdr_window$MAX_FIELD = 16'hffff;

    // Stub signals
    reg  [3:0] st$d;
    reg  [3:0] st$q;
    reg  [205:0] w$d;
    reg  [205:0] w$q;
    reg  [31:0] n_hdr$d;
    reg  [31:0] n_hdr$q;
    reg  [31:0] avail$d;
    reg  [31:0] avail$q;
    reg  [31:0] peer_edge$d;
    reg  [31:0] peer_edge$q;
    reg  [31:0] edge0$d;
    reg  [31:0] edge0$q;
    reg  max_le$d;
    reg  max_le$q;
    reg  [31:0] r_edge$d;
    reg  [31:0] r_edge$q;
    reg  [31:0] ack_seq$d;
    reg  [31:0] ack_seq$q;
    reg  [31:0] span$d;
    reg  [31:0] span$q;
    reg  [32:0] spanr$d;
    reg  [32:0] spanr$q;
    reg  [15:0] field$d;
    reg  [15:0] field$q;
    reg  [31:0] rcv_adv$d;
    reg  [31:0] rcv_adv$q;

    // Local signals
    wire  [31:0] d_peer;
    wire  [31:0] d_adv;
    wire  [32:0] mask;
    wire  [32:0] units;

    // Registers
    initial begin
        st$q = 4'h0;
        w$q = 206'h0;
        n_hdr$q = 32'h0;
        avail$q = 32'h0;
        peer_edge$q = 32'h0;
        edge0$q = 32'h0;
        max_le$q = 1'h0;
        r_edge$q = 32'h0;
        ack_seq$q = 32'h0;
        span$q = 32'h0;
        spanr$q = 33'h0;
        field$q = 16'h0;
        rcv_adv$q = 32'h0;
    end

    always @(posedge clock) begin
        st$q <= st$d;
        w$q <= w$d;
        n_hdr$q <= n_hdr$d;
        avail$q <= avail$d;
        peer_edge$q <= peer_edge$d;
        edge0$q <= edge0$d;
        max_le$q <= max_le$d;
        r_edge$q <= r_edge$d;
        ack_seq$q <= ack_seq$d;
        span$q <= span$d;
        spanr$q <= spanr$d;
        field$q <= field$d;
        rcv_adv$q <= rcv_adv$d;
    end

    // Update code
    assign s_in_ready = (st$q == hdr_state$IDLE) & ~reset;
    assign m_hdr_valid = st$q == hdr_state$OUT;
    assign cnt_headers = n_hdr$q;
    assign d_peer = peer_edge$q - w$q[205:174];
    assign d_adv = edge0$q - w$q[73:42];
    assign mask = (33'h1 << w$q[109:106]) - 33'h1;
    assign units = spanr$q >> w$q[109:106];
    assign m_hdr_conn = w$q[9:0];
    assign m_hdr_window = field$q;
    assign m_hdr_rcv_adv = rcv_adv$q;
    assign m_hdr_ack_seq = ack_seq$q;

    always @(*) begin
        st$d = st$q;
        w$d = w$q;
        n_hdr$d = n_hdr$q;
        avail$d = avail$q;
        peer_edge$d = peer_edge$q;
        edge0$d = edge0$q;
        max_le$d = max_le$q;
        r_edge$d = r_edge$q;
        ack_seq$d = ack_seq$q;
        span$d = span$q;
        spanr$d = spanr$q;
        field$d = field$q;
        rcv_adv$d = rcv_adv$q;
        if ((st$q == hdr_state$IDLE) & s_in_valid) begin
            w$d = 206'h0;
            w$d[9:0] = s_in_conn;
            w$d[41:10] = s_in_rcv_nxt;
            w$d[73:42] = s_in_rcv_adv;
            w$d[105:74] = s_in_rcv_unread;
            w$d[109:106] = s_in_rcv_shift;
            w$d[141:110] = s_in_snd_una;
            w$d[173:142] = s_in_snd_wnd;
            w$d[205:174] = s_in_snd_max;
            st$d = hdr_state$AVAIL;
        end
        if (st$q == hdr_state$AVAIL) begin
            if (cfg_rcv_buf < w$q[105:74]) begin
                avail$d = 32'h0;
            end
            else begin
                avail$d = cfg_rcv_buf - w$q[105:74];
            end
            peer_edge$d = w$q[141:110] + w$q[173:142];
            st$d = hdr_state$EDGE;
        end
        if (st$q == hdr_state$EDGE) begin
            edge0$d = w$q[41:10] + avail$q;
            max_le$d = ~d_peer[31];
            st$d = hdr_state$KEEP;
        end
        if (st$q == hdr_state$KEEP) begin
            if (d_adv[31]) begin
                r_edge$d = w$q[73:42];
            end
            else begin
                r_edge$d = edge0$q;
            end
            if (max_le$q) begin
                ack_seq$d = w$q[205:174];
            end
            else begin
                ack_seq$d = peer_edge$q;
            end
            st$d = hdr_state$SPAN;
        end
        if (st$q == hdr_state$SPAN) begin
            span$d = r_edge$q - w$q[41:10];
            st$d = hdr_state$ROUND;
        end
        if (st$q == hdr_state$ROUND) begin
            spanr$d = {1'h0, span$q} + mask;
            st$d = hdr_state$FIELD;
        end
        if (st$q == hdr_state$FIELD) begin
            if (|units[32:16]) begin
                field$d = hdr_window$MAX_FIELD;
            end
            else begin
                field$d = units[15:0];
            end
            st$d = hdr_state$ADV;
        end
        if (st$q == hdr_state$ADV) begin
            rcv_adv$d = w$q[41:10] + ({16'h0, field$q} << w$q[109:106]);
            st$d = hdr_state$OUT;
        end
        if ((st$q == hdr_state$OUT) & m_hdr_ready) begin
            n_hdr$d = n_hdr$q + 32'h1;
            st$d = hdr_state$IDLE;
        end
        if (reset) begin
            st$d = hdr_state$IDLE;
            n_hdr$d = 32'h0;
        end
    end

endmodule // toe_tx_hdr
